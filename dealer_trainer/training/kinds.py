"""The names of the drills and of the dealer's moves.

Kept apart from the modules that compute answers, and free of data classes,
so the window can list the drills while it opens (the engine loads later).
A move itself, :class:`~dealer_trainer.training.steps.Step`, lives with the
explanations of the moves.
"""

from __future__ import annotations

from enum import StrEnum


class Drill(StrEnum):
    BRING_IN = "bring-in"
    FIRST_TO_ACT = "first-to-act"
    DEALER_NEXT = "dealer-next"
    COMMON_CARD = "common-card"
    SPLIT_POT = "split-pot"
    BET = "bet"
    SHOWDOWN = "showdown"
    COUNT_POT = "count-pot"
    CHIPS = "chips"
    SPOT = "spot-the-error"

    @property
    def heading(self) -> str:
        return _HEADINGS[self]


_HEADINGS = {
    Drill.BRING_IN: "Who brings in?",
    Drill.FIRST_TO_ACT: "Who acts first?",
    Drill.DEALER_NEXT: "What does the dealer do next?",
    Drill.COMMON_CARD: "Is a common card needed?",
    Drill.SPLIT_POT: "Split the pot",
    Drill.BET: "What's the bet?",
    Drill.SHOWDOWN: "Read the showdown",
    Drill.COUNT_POT: "Count the pot",
    Drill.CHIPS: "Chips",
    Drill.SPOT: "Spot the error",
}


class StepKind(StrEnum):
    BURN = "burn"
    DEAL = "deal"
    COMMON = "common"
    RESHUFFLE = "reshuffle"
