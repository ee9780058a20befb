"""A shown hand as data: its class and its five ranks, in the order a dealer reads them.

The evaluators (:mod:`.evaluation`) answer with packed ``int`` values, which
are right for comparing hands but say nothing a drill can check on its own.
This module turns a value back into what the contract's report shows
(``result.hands``): the high hand's class and five ranks, bigger groups first
then higher rank (``K K K 7 7``), a straight highest first with the wheel as
``5 4 3 2 A``; the low hand's five ranks, highest first with the ace lowest
(``8 6 4 3 A``, ``9 5 5 3 A``).

A value packs only the ranks that decide a comparison (a full house packs its
two ranks, a straight its top card); the other ranks follow from the class,
so they are filled in here rather than stored twice.

>>> from dealer_trainer.engine.cards import parse_card
>>> from dealer_trainer.engine.evaluation import high_value, low_value
>>> def codes(text): return [parse_card(t).code for t in text.split()]
>>> hand = high_hand(high_value(codes("Kc Kd Kh 7s 7c 2d 3h")))
>>> hand.hand_class.value, hand.letters
('full_house', 'K K K 7 7')
>>> high_hand(high_value(codes("Ac 2d 3h 4s 5c Kd Qh"))).letters
'5 4 3 2 A'
>>> low_hand(low_value(codes("9c 5d 5h 3s Ac 5c 9d"))).letters
'9 5 5 3 A'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Rank
from .evaluation import LOW_BASE, Category, unpack


class HandClass(StrEnum):
    """The nine classes of a five-card high hand, as the report names them."""

    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    ONE_PAIR = "one_pair"
    HIGH_CARD = "high_card"

    @property
    def category(self) -> Category:
        """The evaluators' category for this class (what a value packs)."""
        return _CATEGORY_OF[self]


_CLASS_OF: dict[Category, HandClass] = {
    Category.STRAIGHT_FLUSH: HandClass.STRAIGHT_FLUSH,
    Category.FOUR_OF_A_KIND: HandClass.FOUR_OF_A_KIND,
    Category.FULL_HOUSE: HandClass.FULL_HOUSE,
    Category.FLUSH: HandClass.FLUSH,
    Category.STRAIGHT: HandClass.STRAIGHT,
    Category.THREE_OF_A_KIND: HandClass.THREE_OF_A_KIND,
    Category.TWO_PAIR: HandClass.TWO_PAIR,
    Category.PAIR: HandClass.ONE_PAIR,
    Category.HIGH_CARD: HandClass.HIGH_CARD,
}
_CATEGORY_OF: dict[HandClass, Category] = {cls: cat for cat, cls in _CLASS_OF.items()}

#: How many cards each packed rank stands for, by category (the rest are kickers, one each).
_GROUPS: dict[Category, tuple[int, ...]] = {
    Category.FOUR_OF_A_KIND: (4,),
    Category.FULL_HOUSE: (3, 2),
    Category.THREE_OF_A_KIND: (3,),
    Category.TWO_PAIR: (2, 2),
    Category.PAIR: (2,),
}


def class_of(category: int) -> HandClass:
    """The report's class for an evaluator category."""
    return _CLASS_OF[Category(category)]


def _five(category: int, packed: list[int]) -> list[int]:
    """The five ranks a packed value stands for, in its packed (comparison) order."""
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = packed[0]
        run = [top - step for step in range(5)]
        return [14 if rank == 1 else rank for rank in run]  # the wheel's ace is 1 in the run
    groups = _GROUPS.get(Category(category), ())
    ranks: list[int] = []
    for index, rank in enumerate(packed):
        ranks.extend([rank] * (groups[index] if index < len(groups) else 1))
    return ranks


@dataclass(frozen=True)
class HighHand:
    """A seat's best five-card high hand: its class and five ranks, as the report shows them."""

    hand_class: HandClass
    ranks: tuple[Rank, ...]

    @property
    def letters(self) -> str:
        return " ".join(rank.letter for rank in self.ranks)

    def to_json(self) -> dict[str, Any]:
        return {"class": self.hand_class.value, "ranks": [rank.letter for rank in self.ranks]}


@dataclass(frozen=True)
class LowHand:
    """A seat's best ace-to-five low: five ranks, highest first, the ace lowest."""

    ranks: tuple[Rank, ...]

    @property
    def letters(self) -> str:
        return " ".join(rank.letter for rank in self.ranks)

    def to_json(self) -> dict[str, Any]:
        return {"ranks": [rank.letter for rank in self.ranks]}


# Memoised per value, as the evaluators memoise theirs: a report describes every
# seat at the showdown, and there are only 7,462 distinct high values (fewer lows).
_HIGH_HANDS: dict[int, HighHand] = {}
_LOW_HANDS: dict[int, LowHand] = {}


def high_hand(value: int) -> HighHand:
    """The class and ranks of a high value from :func:`.evaluation.high_value`."""
    hand = _HIGH_HANDS.get(value)
    if hand is None:
        category, packed = unpack(value)
        hand = _HIGH_HANDS[value] = HighHand(
            class_of(category), tuple(Rank(r) for r in _five(category, packed))
        )
    return hand


def low_hand(value: int) -> LowHand:
    """The ranks of a low value from :func:`.evaluation.low_value` (or eight-or-better).

    A low value is ``LOW_BASE`` minus the packed badness with the ace as 1; a
    low is read from its highest card down whatever its pairs, so the five
    ranks are listed by rank, not grouped.
    """
    hand = _LOW_HANDS.get(value)
    if hand is None:
        category, packed = unpack(LOW_BASE - value)
        ranks = sorted(_five(category, packed), reverse=True)
        hand = _LOW_HANDS[value] = LowHand(tuple(Rank(14 if r == 1 else r) for r in ranks))
    return hand


@dataclass(frozen=True)
class ShownHand:
    """What one seat showed down: its high hand and its low, where the game plays them.

    ``high`` is ``None`` in Seven-card Stud Low; ``low`` is ``None`` in the
    high-only games and, in the eight-or-better games, when the seat has no
    qualifying low.
    """

    high: HighHand | None
    low: LowHand | None

    def to_json(self) -> dict[str, Any]:
        return {
            "high": self.high.to_json() if self.high is not None else None,
            "low": self.low.to_json() if self.low is not None else None,
        }
