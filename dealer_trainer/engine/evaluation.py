"""Hand evaluators: five-card high from any number of cards, ace-to-five low,
eight-or-better low, and the partial "showing" hands that decide who acts first.

Every evaluator returns an ``int`` *value* where a larger value is a better
hand for that purpose, so callers only ever use ``max`` and ``==``.  A value
packs a category and up to five ranks, one per 4-bit nibble::

    value = category << 20 | r1 << 16 | r2 << 12 | r3 << 8 | r4 << 4 | r5

with the ranks ordered as poker compares them (bigger groups first, then
higher ranks).  Low values are ``LOW_BASE - badness`` where *badness* is the
same packing with the ace counted as 1, so the smallest, least-paired low has
the largest value.

Fast path (documented because speed must not cost clarity): the evaluators
take integer card codes (:attr:`Card.code`).  Each code maps to one constant
that adds 3 bits of count for its rank and 4 bits of count for its suit, so
the sum of a hand's constants is a key that says, in one int, how many cards
of each rank and each suit it holds.  A flush is found with one bit test on
the suit nibbles; anything else depends only on the rank counts, and its value
is memoised per rank-count key (at most 49,205 keys for seven cards), so a
repeated shape costs one dictionary lookup.

>>> from dealer_trainer.engine.cards import parse_card
>>> def v(text): return high_value([parse_card(t).code for t in text.split()])
>>> describe_high(v("Ks Qs Js Ts 9s 2c 2d"))
'a straight flush, king high'
>>> v("5c 4d 3h 2s Ac Kd Kh") > v("Ac Ad Kc Kd Qh 2s 3s")
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from itertools import combinations

from .cards import ALL_CARDS, Card, Rank, low_rank


class Category(IntEnum):
    """Five-card hand categories, worst first (showing hands use a subset)."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8


LOW_BASE = 1 << 24
_RANK_BITS = 3
_SUIT_SHIFT = 40
_RANK_MASK = (1 << _SUIT_SHIFT) - 1
_FLUSH_TEST_ADD = 0x3333  # a suit nibble of 5, 6 or 7 carries into bit 3 of its nibble
_FLUSH_TEST_BITS = 0x8888

#: Per card code: its rank count bit plus its suit count bit.
CARD_KEYS: tuple[int, ...] = tuple(
    (1 << (_RANK_BITS * (card.rank - 2))) | (1 << (_SUIT_SHIFT + 4 * card.suit)) for card in ALL_CARDS
)


def pack(category: int, ranks: Sequence[int]) -> int:
    """Pack a category and up to five ranks into a comparable value."""
    value = category
    for rank in ranks:
        value = (value << 4) | rank
    return value << (4 * (5 - len(ranks)))


def unpack(value: int) -> tuple[int, list[int]]:
    """The category and ranks packed in a (non-low) value."""
    ranks = [(value >> shift) & 0xF for shift in (16, 12, 8, 4, 0)]
    return value >> 20, [rank for rank in ranks if rank]


def _grouped(ranks: Iterable[int], *, straights: bool = False) -> tuple[int, list[int]]:
    """Category and ordered ranks of at most five cards, counting pairs only.

    With ``straights`` a five-card run counts as a straight (high hands); low
    hands and showing hands of fewer than five cards never do.
    """
    counts = Counter(ranks)
    order = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if shape[0] == 4:
        category = Category.FOUR_OF_A_KIND
    elif shape[:2] == [3, 2]:
        category = Category.FULL_HOUSE
    elif shape[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = Category.TWO_PAIR
    elif shape[0] == 2:
        category = Category.PAIR
    else:
        category = Category.HIGH_CARD
        if straights and len(order) == 5:
            top = _straight_top(sum(1 << (r - 2) for r in order))
            if top:
                return Category.STRAIGHT, [top]
    return category, order


def _straight_top(mask: int) -> int:
    """Top rank of the best straight in a 13-bit rank mask (bit 0 = deuce), or 0."""
    for top in range(14, 5, -1):
        run = 0b11111 << (top - 6)
        if mask & run == run:
            return top
    if mask & 0b1000000001111 == 0b1000000001111:  # A-2-3-4-5, the wheel
        return 5
    return 0


def _counts_from_key(key: int) -> dict[int, int]:
    return {rank: count for rank in range(2, 15) if (count := (key >> (_RANK_BITS * (rank - 2))) & 7)}


# --- high -------------------------------------------------------------------

_HIGH_BY_RANKS: dict[int, int] = {}
_FLUSH_BY_MASK: dict[int, int] = {}


def _high_from_counts(key: int) -> int:
    """Best five-card high hand (no flushes) for a rank-count key."""
    counts = _counts_from_key(key)
    ranks = sorted(counts, reverse=True)
    quads = [r for r in ranks if counts[r] >= 4]
    trips = [r for r in ranks if counts[r] == 3]
    pairs = [r for r in ranks if counts[r] == 2]
    if quads:
        kicker = [r for r in ranks if r != quads[0]][:1]
        return pack(Category.FOUR_OF_A_KIND, [quads[0], *kicker])
    if trips and (len(trips) > 1 or pairs):
        second = max(trips[1:] + pairs)
        return pack(Category.FULL_HOUSE, [trips[0], second])
    top = _straight_top(sum(1 << (r - 2) for r in ranks))
    if top:
        return pack(Category.STRAIGHT, [top])
    if trips:
        return pack(Category.THREE_OF_A_KIND, [trips[0], *[r for r in ranks if r != trips[0]][:2]])
    if len(pairs) >= 2:
        kicker = [r for r in ranks if r not in pairs[:2]][:1]
        return pack(Category.TWO_PAIR, [pairs[0], pairs[1], *kicker])
    if pairs:
        return pack(Category.PAIR, [pairs[0], *[r for r in ranks if r != pairs[0]][:3]])
    return pack(Category.HIGH_CARD, ranks[:5])


def _flush_value(mask: int) -> int:
    value = _FLUSH_BY_MASK.get(mask)
    if value is None:
        top = _straight_top(mask)
        if top:
            value = pack(Category.STRAIGHT_FLUSH, [top])
        else:
            ranks = [r for r in range(14, 1, -1) if mask & (1 << (r - 2))]
            value = pack(Category.FLUSH, ranks[:5])
        _FLUSH_BY_MASK[mask] = value
    return value


def high_value(cards: Sequence[int]) -> int:
    """Value of the best five-card high hand among five or more card codes."""
    key = sum(map(CARD_KEYS.__getitem__, cards))
    rank_key = key & _RANK_MASK
    value = _HIGH_BY_RANKS.get(rank_key)
    if value is None:
        value = _HIGH_BY_RANKS[rank_key] = _high_from_counts(rank_key)
    suits = key >> _SUIT_SHIFT
    if (suits + _FLUSH_TEST_ADD) & _FLUSH_TEST_BITS:
        for suit in range(4):
            if (suits >> (4 * suit)) & 0xF >= 5:
                mask = 0
                for code in cards:
                    if code & 3 == suit:
                        mask |= 1 << (code >> 2)
                value = max(value, _flush_value(mask))
    return value


# --- low --------------------------------------------------------------------

_LOW_BY_RANKS: dict[int, int] = {}


def _low_from_counts(key: int) -> int:
    counts = _counts_from_key(key)
    ranks = [1 if r == 14 else r for r, n in counts.items() for _ in range(n)]
    best = min(pack(*_grouped(five)) for five in set(combinations(sorted(ranks), 5)))
    return LOW_BASE - best


def low_value(cards: Sequence[int]) -> int:
    """Value of the best ace-to-five low among five or more card codes.

    Aces are low, straights and flushes do not count against a low, pairs do.
    """
    key = sum(map(CARD_KEYS.__getitem__, cards)) & _RANK_MASK
    value = _LOW_BY_RANKS.get(key)
    if value is None:
        value = _LOW_BY_RANKS[key] = _low_from_counts(key)
    return value


#: The worst qualifying eight-or-better low, 8-7-6-5-4.
EIGHT_LOW_FLOOR = LOW_BASE - pack(Category.HIGH_CARD, [8, 7, 6, 5, 4])


def eight_or_better_value(cards: Sequence[int]) -> int | None:
    """The ace-to-five low value if it qualifies (five ranks, none above 8), else None.

    The best low overall is also the best qualifying low: if any five unpaired
    cards of eight or lower exist, the best low is made of such cards.
    """
    value = low_value(cards)
    return value if value >= EIGHT_LOW_FLOOR else None


# --- showing hands ----------------------------------------------------------


_SHOWING_HIGH: dict[int, int] = {}
_SHOWING_LOW: dict[int, int] = {}


def showing_high_value(cards: Sequence[Card]) -> int:
    """Rank face-up cards as the contract ranks a high showing hand.

    Fewer than five cards: only pairs count (no straights, flushes or suits),
    ace high.  Five or more: a five-card high hand.  (Memoised per rank-count
    key like the evaluators: the count of cards is implied by the key.)
    """
    codes = [card.code for card in cards]
    if len(codes) >= 5:
        return high_value(codes)
    key = sum(map(CARD_KEYS.__getitem__, codes)) & _RANK_MASK
    value = _SHOWING_HIGH.get(key)
    if value is None:
        value = _SHOWING_HIGH[key] = pack(*_grouped(int(card.rank) for card in cards))
    return value


def showing_low_value(cards: Sequence[Card]) -> int:
    """Rank face-up cards as a low showing hand (Seven-card Stud Low), ace low.

    No pair beats one pair beats two pair...; then the grouped ranks, then the
    kickers from the highest down, lower being better.
    """
    codes = [card.code for card in cards]
    if len(codes) >= 5:
        return low_value(codes)
    key = sum(map(CARD_KEYS.__getitem__, codes)) & _RANK_MASK
    value = _SHOWING_LOW.get(key)
    if value is None:
        value = _SHOWING_LOW[key] = LOW_BASE - pack(*_grouped(low_rank(c.rank) for c in cards))
    return value


# --- exact five-card hands (for odd chips and explanations) -----------------


def five_card_high(cards: Sequence[Card]) -> int:
    """Value of exactly five cards as a high hand (used to pick the best five)."""
    return high_value([card.code for card in cards])


def best_high_fives(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every five-card selection that makes the best high hand."""
    fives = list(combinations(cards, 5)) if len(cards) > 5 else [tuple(cards)]
    scored = [(five_card_high(five), five) for five in fives]
    best = max(value for value, _ in scored)
    return [five for value, five in scored if value == best]


def best_low_fives(cards: Sequence[Card]) -> list[tuple[Card, ...]]:
    """Every five-card selection that makes the best ace-to-five low."""
    fives = list(combinations(cards, 5)) if len(cards) > 5 else [tuple(cards)]
    scored = [(low_value([c.code for c in five]), five) for five in fives]
    best = max(value for value, _ in scored)
    return [five for value, five in scored if value == best]


def is_wheel(value: int) -> bool:
    """True for 5-4-3-2-A straights and straight flushes (the ace plays low)."""
    category, ranks = unpack(value)
    return category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH) and ranks == [5]


# --- words ------------------------------------------------------------------


def _noun(rank: int) -> str:
    return Rank(14 if rank == 1 else rank).noun


def _plural(rank: int) -> str:
    return Rank(14 if rank == 1 else rank).plural


class HandView(Enum):
    """Which evaluator a hand's value came from, so its words say the right thing."""

    #: :func:`high_value` or a showing high hand (:func:`showing_high_value`).
    HIGH = "high"
    #: :func:`low_value` or :func:`eight_or_better_value`: a paired low says so.
    LOW = "low"
    #: :func:`showing_low_value`, the up cards that decide who acts first in Razz.
    SHOWING_LOW = "showing_low"


@dataclass(frozen=True)
class HandShape:
    """A hand as a dealer names it: its category and the ranks that name it.

    This is what the words of a hand are made of, so each consumer (the English
    of the reasons, a translated GUI) can word it without unpacking a value.
    ``ranks`` run as poker compares them; an ace is 14, except in an unpaired
    low where it is 1 (``7-5-4-3-A``).

    >>> from dealer_trainer.engine.cards import parse_card
    >>> shape = hand_shape(low_value([parse_card(t).code for t in "7c 5d 4h 3s Ac Kd Qh".split()]),
    ...                    HandView.LOW)
    >>> shape.category.name, shape.ranks, hand_words(shape)
    ('HIGH_CARD', (7, 5, 4, 3, 1), '7-5-4-3-A')
    """

    view: HandView
    category: Category
    ranks: tuple[int, ...]


def hand_shape(value: int, view: HandView) -> HandShape:
    """The shape of ``value``, a value of the evaluator ``view`` names."""
    if view is HandView.HIGH:
        category, ranks = unpack(value)
    else:
        category, ranks = unpack(LOW_BASE - value)
        if category != Category.HIGH_CARD:
            ranks = [14 if r == 1 else r for r in ranks]
    return HandShape(view, Category(category), tuple(ranks))


def hand_words(shape: HandShape) -> str:
    """A hand's shape in English: ``'a full house, kings full of sevens'``, ``'7-5-4-3-A'``."""
    if shape.view is not HandView.HIGH and shape.category == Category.HIGH_CARD:
        letters = _low_letters(shape.ranks)
        return letters + " (no pair)" if shape.view is HandView.SHOWING_LOW else letters
    words = _high_words(shape.category, list(shape.ranks))
    return words + " (a paired low)" if shape.view is HandView.LOW else words


def describe_high(value: int) -> str:
    """A high value in words: ``'a full house, kings full of sevens'``."""
    return hand_words(hand_shape(value, HandView.HIGH))


def _high_words(category: int, ranks: list[int]) -> str:
    if category == Category.STRAIGHT_FLUSH:
        return "a royal flush" if ranks[0] == 14 else f"a straight flush, {_noun(ranks[0])} high"
    if category == Category.FOUR_OF_A_KIND:
        return f"four {_plural(ranks[0])}"
    if category == Category.FULL_HOUSE:
        return f"a full house, {_plural(ranks[0])} full of {_plural(ranks[1])}"
    if category == Category.FLUSH:
        return f"a flush, {_noun(ranks[0])} high"
    if category == Category.STRAIGHT:
        return f"a straight, {_noun(ranks[0])} high"
    if category == Category.THREE_OF_A_KIND:
        return f"three {_plural(ranks[0])}"
    if category == Category.TWO_PAIR:
        return f"two pair, {_plural(ranks[0])} and {_plural(ranks[1])}"
    if category == Category.PAIR:
        return f"a pair of {_plural(ranks[0])}"
    return f"{_noun(ranks[0])} high" if len(ranks) == 1 else f"no pair, {_noun(ranks[0])} high"


def _low_letters(ranks: Iterable[int]) -> str:
    return "-".join("A" if r == 1 else Rank(r).face for r in ranks)


def describe_low(value: int) -> str:
    """A low value in words: ``'7-5-4-3-A'`` or ``'a pair of twos (2-2-7-5-3)'``."""
    return hand_words(hand_shape(value, HandView.LOW))


def describe_showing_low(value: int) -> str:
    """A showing low (Razz's up cards) in words: ``'6-3 (no pair)'``."""
    return hand_words(hand_shape(value, HandView.SHOWING_LOW))
