"""The words and places of a live class session's spread, for the instructor's window.

The class's answers come from the session (:class:`~dealer_trainer.classroom.sessionstate.Spread`)
as the records write them; here they are read back into the drills' own
responses (:func:`~dealer_trainer.records.rows.response_from_json`), worded by
the drills' own wording (:func:`~.answerwords.response_words`), placed on the
table where the drills mark an answer (:mod:`.marks`), and judged — after the
reveal only — by the drills' own check. Nothing here decides what is right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from .words import number

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..classroom.protocol import Standing
    from ..classroom.sessionstate import Spread
    from ..training.questions import Question, Response


@dataclass(frozen=True)
class SpreadLine:
    """One different answer the class gave: in words, how many gave it, and — once
    revealed — whether it is right (``None`` before the reveal)."""

    words: str
    count: int
    right: bool | None


def _response(question: Question, data: dict[str, Any]) -> Response | None:
    from ..records.errors import RecordsError
    from ..records.rows import response_from_json

    try:
        return response_from_json(question, data)
    except RecordsError:  # the session took it, so it reads; never let a bad one stop the window
        return None


def spread_lines(question: Question, spread: Spread, *, revealed: bool) -> list[SpreadLine]:
    """Each different answer worded as the drills word a response, most given first."""
    from ..training.questions import check
    from .answerwords import response_words

    lines = []
    for data, count in spread.responses:
        response = _response(question, data)
        if response is None:
            lines.append(
                SpreadLine(
                    QCoreApplication.translate("ClassHost", "an answer that cannot be read"),
                    count,
                    False if revealed else None,
                )
            )
            continue
        right = check(question, response).correct if revealed else None
        lines.append(SpreadLine(response_words(question.answer, response), count, right))
    return lines


def spread_places(question: Question, spread: Spread) -> dict[str, int]:
    """How many chose each place on the table, keyed as the table's marks are
    (``{"seat:3": 5, "spot:burn": 2}``): the seats clicked, and the piles a dealer's
    next move goes to (burn, common card, shuffle) where the move names no seat."""
    from ..training.questions import StepAnswer
    from ..training.steps import Step
    from .marks import step_target

    counts = {f"seat:{seat}": count for seat, count in spread.by_seat.items() if count}
    if isinstance(question.answer, StepAnswer):
        for data, count in spread.responses:
            response = _response(question, data)
            if isinstance(response, Step) and response.seat is None:
                what, where = step_target(response)
                if what != "seat":
                    key = f"spot:{where}"
                    counts[key] = counts.get(key, 0) + count
    return counts


def line_text(line: SpreadLine) -> str:
    """A spread line as the list shows it: "✓ Seat 4 — 12 answers"."""
    mark = "" if line.right is None else ("✓ " if line.right else "✗ ")
    words = (
        QCoreApplication.translate("ClassHost", "{mark}{answer} — {count} answer")
        if line.count == 1
        else QCoreApplication.translate("ClassHost", "{mark}{answer} — {count} answers")
    )
    return words.format(mark=mark, answer=_capital(line.words), count=number(line.count))


def answered_text(answered: int, trainees: int) -> str:
    """The live count: "7 of 12 answered"."""
    return QCoreApplication.translate("ClassHost", "{answered} of {trainees} answered").format(
        answered=number(answered), trainees=number(trainees)
    )


def right_text(right: int, answered: int) -> str:
    return QCoreApplication.translate("ClassHost", "{right} of {answered} right").format(
        right=number(right), answered=number(answered)
    )


def position_text(current: int, count: int) -> str:
    return QCoreApplication.translate("ClassHost", "Question {number} of {count}").format(
        number=number(current), count=number(count)
    )


def seconds_left_text(seconds: float) -> str:
    """The time left, in whole seconds rounded up: "12 seconds left"."""
    whole = max(0, int(seconds + 0.999))
    words = (
        QCoreApplication.translate("ClassHost", "{count} second left")
        if whole == 1
        else QCoreApplication.translate("ClassHost", "{count} seconds left")
    )
    return words.format(count=number(whole))


def joined_text(count: int) -> str:
    words = (
        QCoreApplication.translate("ClassHost", "{count} trainee has joined")
        if count == 1
        else QCoreApplication.translate("ClassHost", "{count} trainees have joined")
    )
    return words.format(count=number(count))


def trainee_line(name: str, *, answered: bool, here: bool) -> str:
    """A trainee in the joined list: ✓ answered the question out, ● here, ○ away; "(away)" also
    for one who answered and then dropped, so the instructor sees who will need to rejoin."""
    mark = "✓" if answered else ("●" if here else "○")
    words = (
        QCoreApplication.translate("ClassHost", "{mark} {name}")
        if here
        else QCoreApplication.translate("ClassHost", "{mark} {name} (away)")
    )
    return words.format(mark=mark, name=name)


def standing_lines(standings: Sequence[Standing], most: int = 10) -> list[str]:
    """The leaderboard's first ``most`` lines: "1. Ana — 2 350" (ties share a place)."""
    lines = []
    place = 0
    previous: int | None = None
    for index, standing in enumerate(standings[:most]):
        if standing.points != previous:
            place = index + 1
            previous = standing.points
        lines.append(
            QCoreApplication.translate("ClassHost", "{place}. {name} — {points}").format(
                place=number(place), name=standing.name, points=number(standing.points)
            )
        )
    return lines


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


__all__ = [
    "SpreadLine",
    "answered_text",
    "joined_text",
    "line_text",
    "position_text",
    "right_text",
    "seconds_left_text",
    "spread_lines",
    "spread_places",
    "standing_lines",
    "trainee_line",
]
