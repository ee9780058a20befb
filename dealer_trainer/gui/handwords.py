"""Shown hands in a dealer's words, for the "Read the showdown" drill's answers.

At the showdown a dealer reads every live hand aloud: "Kings full of sevens",
"Ace-high flush", "Two pair, queens and nines", "8-6 low", "No low". The
engine gives each hand as typed data (:class:`~dealer_trainer.engine.handclass.HighHand`,
:class:`~dealer_trainer.engine.handclass.LowHand`: a class and five ranks in
the order a dealer reads them), so this module only reads those fields and
words them; it ranks, compares and qualifies nothing itself.

Every phrase is one whole text in the ``HandWords`` context with named
``{fields}``, and each rank has its own texts (singular, plural, and "… high"
in two forms) because a language may need the rank's own article or
contraction there (Spanish "Color al as", "Escalera a la reina"). The card
faces of a low (``8-6``) are the table's own symbols, shared with the reasons
(:func:`.reasonwords.rank_face`). A phrase is given with its first letter
capitalised, as an answer in a list shows it.

The multiple-choice lists (:func:`high_hand_choices`, :func:`low_hand_choices`)
are built from typed variations of the right hand — the other rank order, a
rank one step away, the next class down — then worded like the right one, so
every wrong option is a hand a trainee could misread, never free text.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Rank
from ..engine.handclass import HandClass, HighHand, LowHand
from ..engine.variants import LowRule
from .reasonwords import capitalised, rank_face, rank_high, rank_noun, rank_plural

__all__ = [
    "HandChoices",
    "high_hand_choices",
    "high_hand_words",
    "low_hand_choices",
    "low_hand_words",
    "low_qualifies",
    "qualifier_words",
]

# --- ranks ------------------------------------------------------------------------


def rank_high_before(rank: int) -> str:
    """A top card said before the class (``ace-high``): "Ace-high flush"; a text a rank,
    as Spanish puts its own article there ("al as", "a la jota"); said after the class,
    a top card is :func:`.reasonwords.rank_high`."""
    highs = {
        2: QCoreApplication.translate("HandWords", "two-high"),
        3: QCoreApplication.translate("HandWords", "three-high"),
        4: QCoreApplication.translate("HandWords", "four-high"),
        5: QCoreApplication.translate("HandWords", "five-high"),
        6: QCoreApplication.translate("HandWords", "six-high"),
        7: QCoreApplication.translate("HandWords", "seven-high"),
        8: QCoreApplication.translate("HandWords", "eight-high"),
        9: QCoreApplication.translate("HandWords", "nine-high"),
        10: QCoreApplication.translate("HandWords", "ten-high"),
        11: QCoreApplication.translate("HandWords", "jack-high"),
        12: QCoreApplication.translate("HandWords", "queen-high"),
        13: QCoreApplication.translate("HandWords", "king-high"),
    }
    return highs.get(rank) or QCoreApplication.translate("HandWords", "ace-high")


# --- high hands -------------------------------------------------------------------


def high_hand_words(hand: HighHand) -> str:
    """A high hand as a dealer reads it: "Kings full of sevens", "Ace-high flush".

    The ranks are read where :mod:`~dealer_trainer.engine.handclass` puts them
    (bigger groups first, a straight from its top card, the wheel as ``5 4 3 2 A``),
    so a full house's pair is its fourth rank and a second pair its third.
    """
    ranks = hand.ranks
    top = ranks[0]
    cls = hand.hand_class
    if cls is HandClass.STRAIGHT_FLUSH:
        if top == Rank.ACE:
            text = QCoreApplication.translate("HandWords", "Royal flush")
        else:
            text = QCoreApplication.translate("HandWords", "Straight flush, {high}").format(
                high=rank_high(top)
            )
    elif cls is HandClass.FOUR_OF_A_KIND:
        text = QCoreApplication.translate("HandWords", "Four {ranks}").format(ranks=rank_plural(top))
    elif cls is HandClass.FULL_HOUSE:
        text = QCoreApplication.translate("HandWords", "{trips} full of {pair}").format(
            trips=rank_plural(top), pair=rank_plural(ranks[3])
        )
    elif cls is HandClass.FLUSH:
        text = QCoreApplication.translate("HandWords", "{high} flush").format(high=rank_high_before(top))
    elif cls is HandClass.STRAIGHT:
        if top == Rank.FIVE:
            text = QCoreApplication.translate("HandWords", "Wheel")
        else:
            text = QCoreApplication.translate("HandWords", "Straight, {high}").format(high=rank_high(top))
    elif cls is HandClass.THREE_OF_A_KIND:
        text = QCoreApplication.translate("HandWords", "Three {ranks}").format(ranks=rank_plural(top))
    elif cls is HandClass.TWO_PAIR:
        text = QCoreApplication.translate("HandWords", "Two pair, {upper} and {lower}").format(
            upper=rank_plural(top), lower=rank_plural(ranks[2])
        )
    elif cls is HandClass.ONE_PAIR:
        text = QCoreApplication.translate("HandWords", "Pair of {ranks}").format(ranks=rank_plural(top))
    else:
        text = QCoreApplication.translate("HandWords", "{rank} high").format(rank=rank_noun(top))
    return capitalised(text)


# --- lows -------------------------------------------------------------------------


def _paired(low: LowHand) -> bool:
    """Whether the low shows a rank twice (only ace-to-five lows can): read in full then."""
    return len(set(low.ranks)) < len(low.ranks)


def low_hand_words(low: LowHand | None, rule: LowRule, *, cards: int = 2) -> str:
    """A low as a dealer reads it: "8-6 low", "Wheel", "No low".

    ``low`` is what the engine's :class:`~dealer_trainer.engine.handclass.ShownHand`
    holds: ``None`` in an eight-or-better game when the seat has no qualifying low.
    A low is read from its highest card down, ``cards`` of them (two, as a dealer
    calls it; more to tell two lows apart: "8-6-4 low"); a paired low, which only
    an ace-to-five game deals, is read in full with its pair, as it loses to every
    unpaired low. ``rule`` says which game reads it.
    """
    if low is None or rule is LowRule.NONE:
        return QCoreApplication.translate("HandWords", "No low")
    if low.ranks == (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE):
        return QCoreApplication.translate("HandWords", "Wheel")
    separator = QCoreApplication.translate("HandWords", "-")
    if _paired(low):
        faces = separator.join(rank_face(rank) for rank in low.ranks)
        return capitalised(QCoreApplication.translate("HandWords", "{ranks} low, paired").format(ranks=faces))
    faces = separator.join(rank_face(rank) for rank in low.ranks[: max(2, min(cards, 5))])
    return capitalised(QCoreApplication.translate("HandWords", "{ranks} low").format(ranks=faces))


def low_qualifies(low: LowHand | None, rule: LowRule) -> bool | None:
    """Whether the seat's low qualifies for the low half, as the engine decided it.

    ``None`` where no qualifier applies (an ace-to-five game: every hand has a
    low) or no low is played; in eight-or-better the engine leaves ``low`` out
    exactly when it does not qualify.
    """
    if rule is LowRule.EIGHT_OR_BETTER:
        return low is not None
    return None


def qualifier_words(low: LowHand | None, rule: LowRule) -> str:
    """Whether the low qualifies, in words, for the answer page."""
    qualifies = low_qualifies(low, rule)
    if qualifies is None:
        if rule is LowRule.NONE:
            return QCoreApplication.translate("HandWords", "No low is played in this game")
        return QCoreApplication.translate("HandWords", "Every hand has a low: no qualifier in this game")
    if qualifies:
        return QCoreApplication.translate("HandWords", "Qualifies for low: eight or better")
    return QCoreApplication.translate("HandWords", "Does not qualify for low: nothing eight or better")


# --- multiple choice --------------------------------------------------------------

#: How many options a choice list offers when the drill does not say.
CHOICES = 4


@dataclass(frozen=True)
class HandChoices:
    """A choice list for one hand: the options in the order shown and which is right."""

    options: tuple[str, ...]
    right: int

    @property
    def answer(self) -> str:
        return self.options[self.right]


H = TypeVar("H")


def _choices(
    right: H, variations: Iterable[H], words: Callable[[H], str], rng: random.Random, count: int
) -> HandChoices:
    """The right words and up to ``count - 1`` distinct wrong ones, shuffled by ``rng``.

    Variations that word the same as the right hand or as each other are
    dropped before sampling, so the list has no two equal options whatever
    the variations were.
    """
    answer = words(right)
    wrong: list[str] = []
    for hand in variations:
        text = words(hand)
        if text != answer and text not in wrong:
            wrong.append(text)
    picked = rng.sample(wrong, min(max(count - 1, 0), len(wrong)))
    options = [answer, *picked]
    rng.shuffle(options)
    return HandChoices(tuple(options), options.index(answer))


def _step(rank: int, delta: int) -> Rank | None:
    """The rank ``delta`` steps away, if there is one (the ace is high here)."""
    stepped = rank + delta
    return Rank(stepped) if Rank.TWO <= stepped <= Rank.ACE else None


def _other(*avoid: int) -> Rank:
    """A kicker for a varied hand: the highest rank that is none of ``avoid``."""
    return next(Rank(r) for r in range(Rank.ACE, 1, -1) if r not in avoid)


def _high(cls: HandClass, *ranks: int) -> HighHand:
    return HighHand(cls, tuple(Rank(r) for r in ranks))


def _groups(cls: HandClass, a: int, b: int | None = None) -> HighHand | None:
    """A hand of ``cls`` with group ranks ``a`` (and ``b``), kickers filled in; ``None`` if
    the ranks cannot make one (equal ranks for two groups)."""
    if b is not None and a == b:
        return None
    if cls is HandClass.FOUR_OF_A_KIND:
        return _high(cls, a, a, a, a, _other(a))
    if cls is HandClass.FULL_HOUSE:
        assert b is not None
        return _high(cls, a, a, a, b, b)
    if cls is HandClass.THREE_OF_A_KIND:
        k1 = _other(a)
        return _high(cls, a, a, a, k1, _other(a, k1))
    if cls is HandClass.TWO_PAIR:
        assert b is not None
        return _high(cls, a, a, b, b, _other(a, b))
    if cls is HandClass.ONE_PAIR:
        k1 = _other(a)
        k2 = _other(a, k1)
        return _high(cls, a, a, k1, k2, _other(a, k1, k2))
    return None


def _run(cls: HandClass, top: int) -> HighHand | None:
    """A straight (flush) or a flush from its top card, when ``top`` can head one."""
    if cls in (HandClass.STRAIGHT, HandClass.STRAIGHT_FLUSH):
        if not Rank.FIVE <= top <= Rank.ACE:
            return None
        run = [top - step for step in range(5)]
        return _high(cls, *(Rank.ACE if r == 1 else r for r in run))
    if cls in (HandClass.FLUSH, HandClass.HIGH_CARD) and top >= Rank.SEVEN:
        # The top card and the lowest four below it that make no straight (7 5 4 3 2).
        return _high(cls, top, 5, 4, 3, 2)
    return None


def _high_variations(hand: HighHand) -> list[HighHand | None]:
    """Misreadings of ``hand``: its ranks one step away or swapped, the class next to it."""
    cls, ranks = hand.hand_class, hand.ranks
    top = ranks[0]
    up, down = _step(top, 1), _step(top, -1)
    found: list[HighHand | None] = []
    if cls is HandClass.FULL_HOUSE:
        pair = ranks[3]
        found += [_groups(cls, pair, top), _groups(HandClass.THREE_OF_A_KIND, top)]
        found += [_groups(HandClass.TWO_PAIR, max(top, pair), min(top, pair))]
        found += [_groups(cls, top, r) for r in (_step(pair, 1), _step(pair, -1)) if r is not None]
    elif cls is HandClass.TWO_PAIR:
        lower = ranks[2]
        found += [_groups(cls, lower, top), _groups(HandClass.ONE_PAIR, top)]
        found += [_groups(HandClass.FULL_HOUSE, top, lower)]
        found += [_groups(cls, top, r) for r in (_step(lower, 1), _step(lower, -1)) if r is not None]
    elif cls in (HandClass.FOUR_OF_A_KIND, HandClass.THREE_OF_A_KIND, HandClass.ONE_PAIR):
        found += [_groups(cls, r) for r in (up, down) if r is not None]
        below = {
            HandClass.FOUR_OF_A_KIND: HandClass.THREE_OF_A_KIND,
            HandClass.THREE_OF_A_KIND: HandClass.ONE_PAIR,
            HandClass.ONE_PAIR: None,
        }[cls]
        if below is not None:
            found.append(_groups(below, top))
        else:
            found.append(_run(HandClass.HIGH_CARD, top))
        if cls is HandClass.FOUR_OF_A_KIND:
            found.append(_groups(HandClass.FULL_HOUSE, top, ranks[4]))
    else:
        # A run, a flush or no pair: the top card one step away, the wheel read
        # with its ace high, the class next to it.
        if top == Rank.FIVE:
            found.append(_run(cls, Rank.ACE))
        found += [_run(cls, r) for r in (up, down) if r is not None]
        neighbours = {
            HandClass.STRAIGHT_FLUSH: (HandClass.FLUSH, HandClass.STRAIGHT),
            HandClass.FLUSH: (HandClass.STRAIGHT, HandClass.STRAIGHT_FLUSH),
            HandClass.STRAIGHT: (HandClass.FLUSH, HandClass.HIGH_CARD),
            HandClass.HIGH_CARD: (HandClass.FLUSH, HandClass.STRAIGHT),
        }[cls]
        found += [_run(other, top) for other in neighbours]
        if top == Rank.FIVE and cls is HandClass.STRAIGHT_FLUSH:
            found.append(_run(HandClass.STRAIGHT, top))
        found.append(_groups(HandClass.ONE_PAIR, top))
    return found


def high_hand_choices(hand: HighHand, rng: random.Random, *, count: int = CHOICES) -> HandChoices:
    """The right name of ``hand`` among plausible wrong ones, for a multiple-choice answer."""
    variations = [h for h in _high_variations(hand) if h is not None]
    return _choices(hand, variations, high_hand_words, rng, count)


def _low_of(read: Sequence[int]) -> LowHand | None:
    """An unpaired low whose highest ranks are ``read`` (ace as 1), the rest as low as can be."""
    if any(not 1 <= r <= 13 for r in read) or list(read) != sorted(set(read), reverse=True):
        return None
    rest = [r for r in range(1, 14) if r not in read and r < read[-1]][: 5 - len(read)]
    if len(read) + len(rest) < 5:
        return None
    five = sorted([*read, *rest], reverse=True)
    return LowHand(tuple(Rank.ACE if r == 1 else Rank(r) for r in five))


def low_hand_choices(
    low: LowHand | None, rule: LowRule, rng: random.Random, *, count: int = CHOICES, cards: int = 2
) -> HandChoices:
    """The right name of ``low`` among plausible wrong ones: each read card one step away,
    the wheel, and "No low" in an eight-or-better game (or a low where there is none)."""
    depth = max(2, min(cards, 5))
    variations: list[LowHand | None] = []
    if rule is LowRule.EIGHT_OR_BETTER:
        variations.append(None)
    if low is None:
        variations += [_low_of((8, r)) for r in (7, 6, 5)]
        variations.append(_low_of((9, 6)))
    else:
        read = [1 if r == Rank.ACE else int(r) for r in low.ranks[:depth]]
        for index in range(len(read)):
            for delta in (1, -1):
                varied = list(read)
                varied[index] += delta
                variations.append(_low_of(varied))
        # The next lows up from the top card, and the best low of all.
        variations += [_low_of((read[0] + 1, read[0])), _low_of((read[0] + 2, read[1]))]
        variations += [_low_of((read[0] - 1, read[1] - 1)), _low_of((5, 4, 3, 2, 1))]
        if _paired(low):
            # Missing the pair: the low read from its distinct ranks.
            distinct = sorted({1 if r == Rank.ACE else int(r) for r in low.ranks}, reverse=True)
            variations += [_low_of(distinct[:2]), _low_of([distinct[0] + 1, *distinct[1:2]])]
    found = [v for v in variations if v is not None or rule is LowRule.EIGHT_OR_BETTER]
    return _choices(low, found, lambda h: low_hand_words(h, rule, cards=cards), rng, count)
