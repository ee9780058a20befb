"""Spot the error in the window's words: every mistake, every place on the table, every verdict.

Only words: which mistake a play has, whether a stop caught it and what the
rule says are the training's (:mod:`dealer_trainer.training.spotting`) and
the engine's; here they are said in the user's language, through Qt's
translations, numbers through :mod:`.numbers`. The records and the command
line keep their own English (``FAULT_ENGLISH``, ``spot_english``).

The mistakes are listed as a dealer thinks about a hand going wrong
(:data:`FAULT_GROUPS`): who acts, how much, the deal, the stub, the pot.
Untranslated, a mistake's words are the records' English (``FAULT_ENGLISH``)
with a capital, and the answer key's words of a play and of a stop
(:func:`answer_words`, :func:`response_words`) are ``spot_english``'s exactly
(``tests/test_answerwords.py`` compares them).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..training.spotting import Fault, Outcome, PlaceKind
from .numbers import decimal, number
from .theme import FEEDBACK

if TYPE_CHECKING:
    from ..engine.reasons import Reason
    from ..training.spotting import Mistake, Place, SpotAnswer, SpotJudgement, SpotResponse


class FaultGroup(StrEnum):
    """The headings the mistakes are listed under, as a dealer sorts them."""

    WHO_ACTS = "who-acts"
    HOW_MUCH = "how-much"
    THE_DEAL = "the-deal"
    THE_STUB = "the-stub"
    THE_POT = "the-pot"


#: Every mistake under its heading, in the order the list shows them (every :class:`Fault` once).
FAULT_GROUPS: tuple[tuple[FaultGroup, tuple[Fault, ...]], ...] = (
    (FaultGroup.WHO_ACTS, (Fault.WRONG_BRING_IN, Fault.WRONG_FIRST_TO_ACT, Fault.OUT_OF_TURN)),
    (FaultGroup.HOW_MUCH, (Fault.WRONG_AMOUNT, Fault.FOURTH_RAISE, Fault.BIG_BET_NO_PAIR)),
    (
        FaultGroup.THE_DEAL,
        (
            Fault.DEAL_WRONG_START,
            Fault.DEAL_SKIPS_SEAT,
            Fault.WRONG_FACE,
            Fault.BURN_MISSED,
            Fault.STREET_EARLY,
        ),
    ),
    (
        FaultGroup.THE_STUB,
        (
            Fault.COMMON_NOT_NEEDED,
            Fault.COMMON_MISSING,
            Fault.BURNS_NOT_RESHUFFLED,
            Fault.WRONG_PILE_RESHUFFLED,
        ),
    ),
    (FaultGroup.THE_POT, (Fault.POT_WRONG_SEAT, Fault.ODD_CHIP_WRONG_SEAT, Fault.WRONG_RAKE)),
)

_GROUPS: dict[FaultGroup, Callable[[], str]] = {
    FaultGroup.WHO_ACTS: lambda: QCoreApplication.translate("SpotTheError", "Who acts"),
    FaultGroup.HOW_MUCH: lambda: QCoreApplication.translate("SpotTheError", "How much"),
    FaultGroup.THE_DEAL: lambda: QCoreApplication.translate("SpotTheError", "The deal"),
    FaultGroup.THE_STUB: lambda: QCoreApplication.translate("SpotTheError", "The stub"),
    FaultGroup.THE_POT: lambda: QCoreApplication.translate("SpotTheError", "The pot"),
}

_FAULTS: dict[Fault, Callable[[], str]] = {
    Fault.WRONG_BRING_IN: lambda: QCoreApplication.translate("SpotTheError", "The wrong seat brought in"),
    Fault.WRONG_FIRST_TO_ACT: lambda: QCoreApplication.translate(
        "SpotTheError", "The wrong seat was given the action"
    ),
    Fault.OUT_OF_TURN: lambda: QCoreApplication.translate("SpotTheError", "A player acted out of turn"),
    Fault.WRONG_AMOUNT: lambda: QCoreApplication.translate("SpotTheError", "A bet of the wrong amount"),
    Fault.FOURTH_RAISE: lambda: QCoreApplication.translate("SpotTheError", "A raise in a capped round"),
    Fault.BIG_BET_NO_PAIR: lambda: QCoreApplication.translate(
        "SpotTheError", "The big bet with no open pair"
    ),
    Fault.DEAL_WRONG_START: lambda: QCoreApplication.translate(
        "SpotTheError", "The deal started at the wrong seat"
    ),
    Fault.DEAL_SKIPS_SEAT: lambda: QCoreApplication.translate("SpotTheError", "The deal skipped a seat"),
    Fault.WRONG_FACE: lambda: QCoreApplication.translate(
        "SpotTheError", "A card dealt face up that should be down, or the reverse"
    ),
    Fault.BURN_MISSED: lambda: QCoreApplication.translate("SpotTheError", "No card burned before the street"),
    Fault.STREET_EARLY: lambda: QCoreApplication.translate(
        "SpotTheError", "A street dealt before the betting was complete"
    ),
    Fault.COMMON_NOT_NEEDED: lambda: QCoreApplication.translate(
        "SpotTheError", "A common card where each player could have had their own"
    ),
    Fault.COMMON_MISSING: lambda: QCoreApplication.translate(
        "SpotTheError", "No common card when the stub ran short"
    ),
    Fault.BURNS_NOT_RESHUFFLED: lambda: QCoreApplication.translate(
        "SpotTheError", "The burn cards not reshuffled"
    ),
    Fault.WRONG_PILE_RESHUFFLED: lambda: QCoreApplication.translate(
        "SpotTheError", "The wrong cards reshuffled"
    ),
    Fault.POT_WRONG_SEAT: lambda: QCoreApplication.translate(
        "SpotTheError", "The pot pushed to the wrong seat"
    ),
    Fault.ODD_CHIP_WRONG_SEAT: lambda: QCoreApplication.translate(
        "SpotTheError", "The odd chip to the wrong seat"
    ),
    Fault.WRONG_RAKE: lambda: QCoreApplication.translate("SpotTheError", "The wrong rake taken"),
}

#: The kinds of place, as "where to look" names them (a seat's: any player's).
_KINDS: dict[PlaceKind, Callable[[], str]] = {
    PlaceKind.SEAT: lambda: QCoreApplication.translate("SpotTheError", "the players and who acts"),
    PlaceKind.CARD: lambda: QCoreApplication.translate("SpotTheError", "the cards dealt to the players"),
    PlaceKind.CHIPS: lambda: QCoreApplication.translate("SpotTheError", "the chips the players put in"),
    PlaceKind.POT: lambda: QCoreApplication.translate("SpotTheError", "the pot"),
    PlaceKind.BURN: lambda: QCoreApplication.translate("SpotTheError", "the burn pile"),
    PlaceKind.STUB: lambda: QCoreApplication.translate("SpotTheError", "the stub"),
    PlaceKind.COMMON: lambda: QCoreApplication.translate("SpotTheError", "the common card"),
    PlaceKind.MUCK: lambda: QCoreApplication.translate("SpotTheError", "the muck"),
}

_OUTCOMES: dict[Outcome, Callable[[], str]] = {
    Outcome.CAUGHT: lambda: QCoreApplication.translate("SpotTheError", "Caught"),
    Outcome.MISNAMED: lambda: QCoreApplication.translate("SpotTheError", "Stopped, named wrongly"),
    Outcome.FALSE_ALARM: lambda: QCoreApplication.translate("SpotTheError", "False alarm"),
    Outcome.MISSED: lambda: QCoreApplication.translate("SpotTheError", "Missed"),
    Outcome.CLEAN: lambda: QCoreApplication.translate("SpotTheError", "Clean hand let run"),
}


def group_words(group: FaultGroup) -> str:
    """A heading of the list of mistakes: "Who acts", "The pot"."""
    return _GROUPS[group]()


def fault_words(fault: Fault) -> str:
    """A mistake as the list names it: "No card burned before the street"."""
    return _FAULTS[fault]()


def place_kind_words(kind: PlaceKind) -> str:
    """A kind of place, for "where to look": "the burn pile", "the chips the players put in"."""
    return _KINDS[kind]()


def outcome_words(outcome: Outcome) -> str:
    """What a stop was, in a word or two ("Caught", "False alarm"): for lists and progress."""
    return _OUTCOMES[outcome]()


def place_words(place: Place) -> str:
    """A place on the table: "seat 4", "card 3 of seat 4", "the chips in front of seat 4", "the pot"."""
    if place.seat is not None:
        if place.kind is PlaceKind.CARD and place.card is not None:
            return QCoreApplication.translate("SpotTheError", "card {card} of seat {seat}").format(
                card=number(place.card + 1), seat=number(place.seat)
            )
        if place.kind is PlaceKind.CHIPS:
            return QCoreApplication.translate("SpotTheError", "the chips in front of seat {seat}").format(
                seat=number(place.seat)
            )
        return QCoreApplication.translate("SpotTheError", "seat {seat}").format(seat=number(place.seat))
    return _KINDS[place.kind]()


def look_words(kind: PlaceKind) -> str:
    """Learn's word before the hand: where the trainee should keep an eye."""
    return QCoreApplication.translate("SpotTheError", "Where to look: {place}.").format(
        place=place_kind_words(kind)
    )


def watching_text() -> str:
    """What to do while the hand runs."""
    return QCoreApplication.translate(
        "SpotTheError", "Watch the hand. Stop it (Space) the moment something goes wrong."
    )


def naming_text() -> str:
    """What to do once the hand is stopped."""
    return QCoreApplication.translate(
        "SpotTheError",
        "Stopped. Click where the mistake is on the table, choose what went wrong, then Check (Enter).",
    )


def pointed_text(place: Place | None) -> str:
    """The place clicked so far."""
    if place is None:
        return QCoreApplication.translate("SpotTheError", "Nothing pointed at yet: click the table.")
    return QCoreApplication.translate("SpotTheError", "You point at {place}.").format(
        place=place_words(place)
    )


def after_text(seconds: float) -> str:
    """How long after the mistake showed the hand was stopped: "0.8 s"."""
    return QCoreApplication.translate("SpotTheError", "{seconds} s").format(seconds=decimal(seconds, 1))


def verdict_heading(judgement: SpotJudgement, mistake: Mistake | None, after: float | None) -> str:
    """The verdict in one line: caught and how fast, a false alarm, a miss, a clean hand.

    ``after`` is how many seconds after the mistake showed the hand was
    stopped (for a stop after it).
    """
    outcome = judgement.outcome
    if outcome is Outcome.CAUGHT:
        if after is None:
            return QCoreApplication.translate("SpotTheError", "✓ Caught")
        return QCoreApplication.translate("SpotTheError", "✓ Caught — {seconds} s after it happened").format(
            seconds=decimal(after, 1)
        )
    if outcome is Outcome.MISNAMED:
        return QCoreApplication.translate("SpotTheError", "✗ Stopped in time, but not named right")
    if outcome is Outcome.FALSE_ALARM:
        return QCoreApplication.translate(
            "SpotTheError", "✗ False alarm: that hand was dealt right up to there"
        )
    if outcome is Outcome.MISSED:
        assert mistake is not None
        return QCoreApplication.translate("SpotTheError", "✗ Missed: {mistake}, at {place}").format(
            mistake=_lower_first(fault_words(mistake.fault)), place=place_words(mistake.place)
        )
    return QCoreApplication.translate("SpotTheError", "✓ Right: a clean hand, nothing to stop")


def misnamed_lines(judgement: SpotJudgement, mistake: Mistake, response: SpotResponse) -> list[str]:
    """What a stop in time got wrong: the place, what went wrong, or both."""
    lines: list[str] = []
    if not judgement.place_right:
        given = (
            place_words(response.place)
            if response.place is not None
            else QCoreApplication.translate("SpotTheError", "nothing")
        )
        lines.append(
            QCoreApplication.translate("SpotTheError", "The mistake was at {place}, not at {given}.").format(
                place=place_words(mistake.place), given=given
            )
        )
    if not judgement.fault_right:
        given = (
            fault_words(response.fault)
            if response.fault is not None
            else QCoreApplication.translate("SpotTheError", "nothing")
        )
        lines.append(
            QCoreApplication.translate("SpotTheError", "What went wrong: {mistake} — not “{given}”.").format(
                mistake=_lower_first(fault_words(mistake.fault)), given=_lower_first(given)
            )
        )
    return lines


def verdict_html(
    judgement: SpotJudgement,
    mistake: Mistake | None,
    response: SpotResponse,
    after: float | None,
    *,
    short: bool = False,
) -> str:
    """The whole verdict: its heading, what was wrong with a stop, the mistake, the rule broken, what follows.

    ``short``: a right stop at a level that explains only a wrong one (the
    heading alone).
    """
    from html import escape

    colour = FEEDBACK.right if judgement.correct else FEEDBACK.wrong
    html = f"<h3 style='color:{colour}'>{escape(verdict_heading(judgement, mistake, after))}</h3>"
    if (short and judgement.correct) or mistake is None:
        return html
    if judgement.outcome is Outcome.MISNAMED:
        html += "".join(f"<p>{escape(line)}</p>" for line in misnamed_lines(judgement, mistake, response))
    if judgement.outcome is Outcome.FALSE_ALARM:
        html += "<p>" + escape(QCoreApplication.translate("SpotTheError", "The mistake came later:")) + "</p>"
    if judgement.outcome is not Outcome.MISSED:
        html += (
            "<p><b>"
            + escape(
                QCoreApplication.translate("SpotTheError", "The mistake: {mistake}, at {place}.").format(
                    mistake=_lower_first(fault_words(mistake.fault)), place=place_words(mistake.place)
                )
            )
            + "</b></p>"
        )
    html += _reason_html(QCoreApplication.translate("SpotTheError", "The rule broken"), mistake.reason)
    if mistake.remedy is not None:
        html += _reason_html(QCoreApplication.translate("SpotTheError", "What follows"), mistake.remedy)
    else:
        html += (
            "<p><i>"
            + escape(QCoreApplication.translate("SpotTheError", "What follows is for the house to decide."))
            + "</i></p>"
        )
    return html


def answer_words(answer: SpotAnswer) -> str:
    """The play's mistake as the answer key and an exam's review say it, or that there is none."""
    mistake = answer.mistake
    if mistake is None:
        return QCoreApplication.translate("SpotTheError", "no mistake: let the hand run")
    return QCoreApplication.translate("SpotTheError", "{mistake}, at {place}").format(
        mistake=_lower_first(fault_words(mistake.fault)), place=_seat_or_pile(mistake.place)
    )


def response_words(response: SpotResponse) -> str:
    """What the trainee did, worded like :func:`answer_words` so the two read side by side."""
    if response.stopped is None:
        return QCoreApplication.translate("SpotTheError", "let the hand run")
    named = (
        _lower_first(fault_words(response.fault))
        if response.fault is not None
        else QCoreApplication.translate("SpotTheError", "nothing named")
    )
    where = (
        _seat_or_pile(response.place)
        if response.place is not None
        else QCoreApplication.translate("SpotTheError", "no place")
    )
    return QCoreApplication.translate("SpotTheError", "stopped the hand: {mistake}, at {place}").format(
        mistake=named, place=where
    )


def replay_text() -> str:
    """Under the verdict: the moment is being shown again."""
    return QCoreApplication.translate(
        "SpotTheError", "The moment again: the table a little before the mistake, up to it."
    )


def _reason_html(heading: str, reason: Reason) -> str:
    from html import escape

    from .reasonwords import worded

    said = worded(reason)
    return f"<p><b>{escape(heading)}</b> ({escape(said.rule)}): {escape(said.text)}</p>"


def _seat_or_pile(place: Place) -> str:
    """A place as the answer key names it: a seat's card or chips by the seat, as a dealer points."""
    from ..training.spotting import Place as Where

    return place_words(Where(PlaceKind.SEAT, place.seat) if place.seat is not None else place)


def _lower_first(text: str) -> str:
    """A list's label inside a sentence: "No card burned…" → "no card burned…"."""
    # Not a word in capitals ("PA…"): only a capital that starts a sentence.
    return text[:1].lower() + text[1:] if text[:1].isupper() and not text[1:2].isupper() else text


__all__ = [
    "FAULT_GROUPS",
    "FaultGroup",
    "after_text",
    "answer_words",
    "fault_words",
    "group_words",
    "look_words",
    "misnamed_lines",
    "naming_text",
    "outcome_words",
    "place_kind_words",
    "place_words",
    "pointed_text",
    "replay_text",
    "response_words",
    "verdict_heading",
    "verdict_html",
    "watching_text",
]
