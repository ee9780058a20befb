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
    STUB_COUNT = "stub-count"
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
    Drill.STUB_COUNT: "How many cards are left?",
    Drill.SPOT: "Spot the error",
}


class AnswerKind(StrEnum):
    """Which answer page takes a question's answer (the drills choose it by the kind of answer)."""

    SEAT = "seat"  # a seat clicked or its number pressed
    STEP = "step"  # the dealer's next move
    COMMON = "common"  # yes or no
    SPLIT = "split"  # chips per seat per pot, and the rake
    PARTS = "parts"  # one value per part
    SPOT = "spot"  # a hand played live, stopped at its mistake (never in a class)


class StepKind(StrEnum):
    BURN = "burn"
    DEAL = "deal"
    COMMON = "common"
    RESHUFFLE = "reshuffle"
