"""Spot the error's mistakes, places and outcomes in the window's words, and a play's answer
and a stop on one line.

Kept here, apart from :mod:`.spotshow` (which words a pack's views with the
answers' words), so that :mod:`.answerwords` can word a Spot-the-error answer
without importing back the module that imports it; and only until the drill's
own words module (``gui/spotwords.py``) is on the main branch, whose functions
of the same names then take these' place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..training.spotting import Fault, Outcome, PlaceKind
from .numbers import number

if TYPE_CHECKING:
    from ..training.spotting import Place, SpotAnswer, SpotResponse


def answer_words(answer: SpotAnswer) -> str:
    """The right answer on one line: "No card burned before the street, at the burn pile"."""
    mistake = answer.mistake
    if mistake is None:
        return QCoreApplication.translate("SpotShown", "no mistake: let the hand run")
    return QCoreApplication.translate("SpotShown", "{mistake}, at {place}").format(
        mistake=fault_words(mistake.fault), place=place_words(mistake.place)
    )


def response_words(response: SpotResponse) -> str:
    """A stop on one line, worded like :func:`answer_words` so the two read side by side."""
    if response.stopped is None:
        return QCoreApplication.translate("SpotShown", "let the hand run")
    if response.fault is None:
        return QCoreApplication.translate("SpotShown", "stopped the hand, naming no mistake")
    if response.place is None:
        return fault_words(response.fault)
    return QCoreApplication.translate("SpotShown", "{mistake}, at {place}").format(
        mistake=fault_words(response.fault), place=place_words(response.place)
    )


_FAULTS: dict[Fault, Callable[[], str]] = {
    Fault.WRONG_BRING_IN: lambda: QCoreApplication.translate("SpotShown", "The wrong player brought in"),
    Fault.WRONG_FIRST_TO_ACT: lambda: QCoreApplication.translate(
        "SpotShown", "The wrong player was given the action"
    ),
    Fault.OUT_OF_TURN: lambda: QCoreApplication.translate("SpotShown", "A player acted out of turn"),
    Fault.WRONG_AMOUNT: lambda: QCoreApplication.translate(
        "SpotShown", "A bet, completion or raise of the wrong amount"
    ),
    Fault.FOURTH_RAISE: lambda: QCoreApplication.translate(
        "SpotShown", "A raise let stand after the betting was capped"
    ),
    Fault.BIG_BET_NO_PAIR: lambda: QCoreApplication.translate(
        "SpotShown", "The big bet on fourth street with no open pair"
    ),
    Fault.DEAL_WRONG_START: lambda: QCoreApplication.translate(
        "SpotShown", "The deal started at the wrong seat"
    ),
    Fault.DEAL_SKIPS_SEAT: lambda: QCoreApplication.translate("SpotShown", "A seat was skipped in the deal"),
    Fault.WRONG_FACE: lambda: QCoreApplication.translate(
        "SpotShown", "A card dealt face up that should be down, or the reverse"
    ),
    Fault.BURN_MISSED: lambda: QCoreApplication.translate("SpotShown", "No card burned before the street"),
    Fault.STREET_EARLY: lambda: QCoreApplication.translate(
        "SpotShown", "A street dealt before the betting was complete"
    ),
    Fault.COMMON_NOT_NEEDED: lambda: QCoreApplication.translate(
        "SpotShown", "A common card when every player could have had their own"
    ),
    Fault.COMMON_MISSING: lambda: QCoreApplication.translate(
        "SpotShown", "No common card when the stub ran short"
    ),
    Fault.BURNS_NOT_RESHUFFLED: lambda: QCoreApplication.translate(
        "SpotShown", "The burn cards not reshuffled when the rule says so"
    ),
    Fault.WRONG_PILE_RESHUFFLED: lambda: QCoreApplication.translate(
        "SpotShown", "The wrong cards reshuffled"
    ),
    Fault.POT_WRONG_SEAT: lambda: QCoreApplication.translate(
        "SpotShown", "The pot pushed to the wrong player"
    ),
    Fault.ODD_CHIP_WRONG_SEAT: lambda: QCoreApplication.translate(
        "SpotShown", "The odd chip given to the wrong player"
    ),
    Fault.WRONG_RAKE: lambda: QCoreApplication.translate("SpotShown", "The wrong rake taken"),
}

_OUTCOMES: dict[Outcome, Callable[[], str]] = {
    Outcome.CAUGHT: lambda: QCoreApplication.translate("SpotShown", "Caught"),
    Outcome.MISNAMED: lambda: QCoreApplication.translate("SpotShown", "Stopped, named wrongly"),
    Outcome.FALSE_ALARM: lambda: QCoreApplication.translate("SpotShown", "False alarm"),
    Outcome.MISSED: lambda: QCoreApplication.translate("SpotShown", "Missed"),
    Outcome.CLEAN: lambda: QCoreApplication.translate("SpotShown", "Clean hand let run"),
}

_PILES: dict[PlaceKind, Callable[[], str]] = {
    PlaceKind.POT: lambda: QCoreApplication.translate("SpotShown", "the pot"),
    PlaceKind.BURN: lambda: QCoreApplication.translate("SpotShown", "the burn pile"),
    PlaceKind.STUB: lambda: QCoreApplication.translate("SpotShown", "the stub"),
    PlaceKind.COMMON: lambda: QCoreApplication.translate("SpotShown", "the common card"),
    PlaceKind.MUCK: lambda: QCoreApplication.translate("SpotShown", "the muck"),
}


def fault_words(fault: Fault) -> str:
    """A mistake as a list names it: "No card burned before the street"."""
    return _FAULTS[fault]()


def outcome_words(outcome: Outcome) -> str:
    """What a stop was, in a word or two ("Caught", "False alarm")."""
    return _OUTCOMES[outcome]()


def place_words(place: Place) -> str:
    """A place on the table: "seat 4", "card 3 of seat 4", "the chips in front of seat 4", "the pot"."""
    if place.seat is not None:
        if place.kind is PlaceKind.CARD and place.card is not None:
            return QCoreApplication.translate("SpotShown", "card {card} of seat {seat}").format(
                card=number(place.card + 1), seat=number(place.seat)
            )
        if place.kind is PlaceKind.CHIPS:
            return QCoreApplication.translate("SpotShown", "the chips in front of seat {seat}").format(
                seat=number(place.seat)
            )
        return QCoreApplication.translate("SpotShown", "seat {seat}").format(seat=number(place.seat))
    return _PILES[place.kind]()
