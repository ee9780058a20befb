"""The six stud games as data: how they deal, bet and split the pot."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .names import VARIANT_TITLES
from .names import Variant as Variant


class LowRule(Enum):
    """What, if anything, wins a low half (or, in Stud Low, the pot)."""

    NONE = "none"
    ACE_TO_FIVE = "ace-to-five"
    EIGHT_OR_BETTER = "eight-or-better"


@dataclass(frozen=True)
class VariantSpec:
    """Everything about a game that does not depend on the rule set."""

    variant: Variant
    #: The initial deal, round by round: ``True`` for a face-up round.
    initial_deal: tuple[bool, ...]
    #: Face-up flag of each later street, in order.
    later_streets: tuple[bool, ...]
    #: Face-down cards each seat throws away after the initial deal.
    discards: int
    #: Streets on which the small bet applies (the rest use the big bet).
    small_bet_streets: frozenset[int]
    #: Whether a high hand wins (the whole pot, or the high half).
    high: bool
    low: LowRule
    #: Showing hands are ranked as low hands (Seven-card Stud Low) instead of high.
    low_showing: bool
    #: The PA section that governs the game.
    pa_section: str

    @property
    def title(self) -> str:
        """The game's full name (kept with the names, :data:`.names.VARIANT_TITLES`)."""
        return VARIANT_TITLES[self.variant]

    @property
    def first_street(self) -> int:
        """Streets are numbered by cards held; Super's five-card deal counts as third."""
        return 3 if self.variant is not Variant.STUD5 else 2

    @property
    def last_street(self) -> int:
        return self.first_street + len(self.later_streets)

    @property
    def split(self) -> bool:
        """High-low split: half the pot to the best high, half to the best low."""
        return self.high and self.low is not LowRule.NONE

    @property
    def cards_per_seat(self) -> int:
        return len(self.initial_deal) - self.discards + len(self.later_streets)


_SEVEN_LATER = (True, True, True, False)
_SEVEN_SMALL = frozenset({3, 4})

VARIANTS: dict[Variant, VariantSpec] = {
    spec.variant: spec
    for spec in (
        VariantSpec(
            Variant.STUD7,
            (False, False, True),
            _SEVEN_LATER,
            0,
            _SEVEN_SMALL,
            True,
            LowRule.NONE,
            False,
            "637a.10",
        ),
        VariantSpec(
            Variant.STUD7_LOW,
            (False, False, True),
            _SEVEN_LATER,
            0,
            _SEVEN_SMALL,
            False,
            LowRule.ACE_TO_FIVE,
            True,
            "637a.10",
        ),
        VariantSpec(
            Variant.STUD7_HILO,
            (False, False, True),
            _SEVEN_LATER,
            0,
            _SEVEN_SMALL,
            True,
            LowRule.ACE_TO_FIVE,
            False,
            "637a.10",
        ),
        VariantSpec(
            Variant.STUD7_HILO8,
            (False, False, True),
            _SEVEN_LATER,
            0,
            _SEVEN_SMALL,
            True,
            LowRule.EIGHT_OR_BETTER,
            False,
            "637a.10",
        ),
        VariantSpec(
            Variant.SUPER_STUD7_HILO8,
            (False, False, False, False, True),
            _SEVEN_LATER,
            2,
            _SEVEN_SMALL,
            True,
            LowRule.EIGHT_OR_BETTER,
            False,
            "637a.10",
        ),
        VariantSpec(
            Variant.STUD5,
            (False, True),
            (True, True, True),
            0,
            frozenset({2, 3}),
            True,
            LowRule.NONE,
            False,
            "637a.14",
        ),
    )
}


def spec_of(variant: Variant) -> VariantSpec:
    return VARIANTS[variant]
