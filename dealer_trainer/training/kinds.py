"""The names of the drills and of the dealer's moves.

Kept apart from the modules that compute answers so the window can list the
drills without loading the engine (it loads on the first hand).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Drill(StrEnum):
    BRING_IN = "bring-in"
    FIRST_TO_ACT = "first-to-act"
    DEALER_NEXT = "dealer-next"
    COMMON_CARD = "common-card"
    SPLIT_POT = "split-pot"

    @property
    def heading(self) -> str:
        return _HEADINGS[self]


_HEADINGS = {
    Drill.BRING_IN: "Who brings in?",
    Drill.FIRST_TO_ACT: "Who acts first?",
    Drill.DEALER_NEXT: "What does the dealer do next?",
    Drill.COMMON_CARD: "Is a common card needed?",
    Drill.SPLIT_POT: "Split the pot",
}


class StepKind(StrEnum):
    BURN = "burn"
    DEAL = "deal"
    COMMON = "common"
    RESHUFFLE = "reshuffle"


@dataclass(frozen=True)
class Step:
    """One dealer move; ``seat`` only for a deal to a seat."""

    kind: StepKind
    seat: int | None = None

    def __str__(self) -> str:
        if self.kind is StepKind.DEAL:
            return f"deal to seat {self.seat}"
        return {StepKind.BURN: "burn a card", StepKind.COMMON: "deal a common card",
                StepKind.RESHUFFLE: "shuffle the burn cards into a new stub"}[self.kind]
