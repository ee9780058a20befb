"""Cards, ranks, suits and decks.

Cards travel as two-character strings only at the file edge (``"Th"``,
``"As"``); inside the engine they are :class:`Card` values. Each card also
carries a small integer ``code`` (``rank_index * 4 + suit``) that the
evaluators use as their fast path, because indexing a list by an int is far
cheaper in Python than hashing a dataclass.

>>> parse_card("Th")
Card(rank=<Rank.TEN: 10>, suit=<Suit.HEARTS: 2>)
>>> str(parse_card("4c")), parse_card("4c").symbol, parse_card("Th").symbol
('4c', '4♣', '10♥')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum

from .errors import EngineError


class Suit(IntEnum):
    """Suits in the order the rule texts rank them: clubs lowest, spades highest."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def noun(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]


class Rank(IntEnum):
    """Ranks with the ace high (14); ace-low comparisons use :func:`low_rank`."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The rank's character in a card's two-character name (``T`` for the ten)."""
        return "23456789TJQKA"[self - 2]

    @property
    def face(self) -> str:
        """The rank as the card shows it: ``10`` for the ten, else :attr:`letter`."""
        return "10" if self is Rank.TEN else self.letter

    @property
    def noun(self) -> str:
        return _RANK_NOUNS[self - 2]

    @property
    def plural(self) -> str:
        return "sixes" if self is Rank.SIX else self.noun + "s"


_RANK_NOUNS = (
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)


def low_rank(rank: Rank) -> int:
    """The rank's value when the ace counts low (ace = 1)."""
    return 1 if rank is Rank.ACE else int(rank)


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card. Compare cards with the keys in the rules, not ``<``."""

    rank: Rank
    suit: Suit
    code: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)
    _symbol: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", (self.rank - 2) * 4 + self.suit)
        object.__setattr__(self, "_text", self.rank.letter + self.suit.letter)
        object.__setattr__(self, "_symbol", self.rank.face + self.suit.symbol)

    # Cards are compared and hashed by their code: the same as comparing
    # (rank, suit), and far cheaper in the replay's hot paths.
    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.code == other.code

    def __hash__(self) -> int:
        return self.code

    def __str__(self) -> str:
        return self._text

    @property
    def symbol(self) -> str:
        """Rank and suit symbol as the card shows them: ``4♣``, ``10♥``."""
        return self._symbol

    @property
    def name(self) -> str:
        return f"{self.rank.noun} of {self.suit.noun}"


#: Every card, indexed by its code.
ALL_CARDS: tuple[Card, ...] = tuple(Card(rank, suit) for rank in Rank for suit in Suit)
_BY_TEXT: dict[str, Card] = {str(card): card for card in ALL_CARDS}


class CardError(EngineError):
    """A card string that is not one of the 52 cards."""


def parse_card(text: str) -> Card:
    """The card named by two characters, rank ``23456789TJQKA`` then suit ``cdhs``."""
    card = _BY_TEXT.get(text) if isinstance(text, str) else None
    if card is None:
        raise CardError(
            f"{text!r} is not a card: use a rank from 23456789TJQKA followed by a suit "
            'from c, d, h, s (for example "Th" or "As")'
        )
    return card


def card_from_code(code: int) -> Card:
    return ALL_CARDS[code]


def codes(cards: Iterable[Card]) -> list[int]:
    """The evaluators' integer codes for ``cards``."""
    return [card.code for card in cards]


def fresh_deck() -> list[Card]:
    """The 52 cards in a fixed order (deuces first); shuffle it yourself."""
    return list(ALL_CARDS)


def format_cards(cards: Sequence[Card]) -> str:
    """Cards with suit symbols, space separated, for reasons and walk-throughs."""
    return " ".join(card.symbol for card in cards)
