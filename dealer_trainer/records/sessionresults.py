"""A whole class session's answers as one results file, for the instructor's class view.

At the end of a class session (``dealer_trainer.classroom``) the host has
every trainee's answers; :func:`write_session_results` writes them as one
results file (format ``dealer-trainer-results/4``, the format trainees export
in, :mod:`.results`, ``docs/practice.md``), so the class view reads a session
the way it reads everyone's exports, and can show it alone by its title.

The host hands over plain rows (:class:`SessionAnswerRow`), not its own
state, so this layer does not import the classroom's (the classroom sits
above the records). Each row is checked before anything is written: an
empty session title, a time without a time zone, a trainee without a name
raise :class:`~.errors.ResultsError` naming the line the row would
have had, and no file is written. The file is written to a temporary name,
flushed and renamed (:mod:`~dealer_trainer.atomicfile`), so the class view
never reads half a session.

A trainee who joined without records (or a bot) has no identifier: the line
leaves ``trainee_uid`` empty, which format 4 allows, and the class table puts
those answers with the one trainee of that name in the other files, if there
is one.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

from ..atomicfile import atomic_writer
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.kinds import Drill
from ..training.levels import Level
from ..wording import QT_TRANSLATE_NOOP, Worded
from .csvcells import safe_row
from .errors import ResultsError
from .results import COLUMNS
from .rows import TitleError, fitted_session_title, utc_text

_HEX = frozenset("0123456789abcdef")


@dataclass(frozen=True)
class SessionAnswerRow:
    """One trainee's answer to one question of a class session, as the host took it."""

    #: The trainee's name as the host keeps it.
    trainee: str
    #: Their identifier in their own records (32 hex digits), ``None`` when not known.
    trainee_uid: str | None
    #: When the host received it (with a time zone).
    at: datetime
    drill: Drill
    variant: Variant
    rules: RuleSetName
    correct: bool
    #: From the deal to the answer, as the host timed it.
    seconds: float
    #: The level the session asked it at.
    level: Level | None
    #: The session's title (fitted as the records fit it, :func:`~.rows.fitted_session_title`).
    session: str


def _bad(path: Path, line: int, words: Worded) -> ResultsError:
    return ResultsError(path, words, line)


def _line(row: SessionAnswerRow, path: Path, line: int) -> list[object]:
    """The results line of ``row`` (``line``: its number in the file, for the error)."""
    name = " ".join(str(row.trainee).split())
    if not name:
        raise _bad(path, line, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the trainee's name is empty")))
    uid = (row.trainee_uid or "").strip().lower()
    if uid and not (len(uid) == 32 and _HEX.issuperset(uid)):
        raise _bad(
            path,
            line,
            Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "the trainee's identifier {value} is not 32 hex digits"),
                (("value", repr(row.trainee_uid)),),
            ),
        )
    if row.at.tzinfo is None:
        raise _bad(
            path,
            line,
            Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "the time {value} has no time zone"),
                (("value", repr(row.at.isoformat())),),
            ),
        )
    seconds = float(row.seconds)
    if not math.isfinite(seconds) or seconds < 0:
        raise _bad(
            path,
            line,
            Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "seconds must be a number of 0 or more, not {value}"),
                (("value", repr(row.seconds)),),
            ),
        )
    try:
        title = fitted_session_title(row.session)
    except TitleError as error:
        raise _bad(path, line, error.words) from None
    return [
        name,
        uid,
        utc_text(row.at),
        _choice(
            Drill,
            row.drill,
            QT_TRANSLATE_NOOP("RecordsErrors", "the drill {value} is not one of {choices}"),
            path,
            line,
        ),
        _choice(
            Variant,
            row.variant,
            QT_TRANSLATE_NOOP("RecordsErrors", "the game {value} is not one of {choices}"),
            path,
            line,
        ),
        _choice(
            RuleSetName,
            row.rules,
            QT_TRANSLATE_NOOP("RecordsErrors", "the rule set {value} is not one of {choices}"),
            path,
            line,
        ),
        int(bool(row.correct)),
        repr(seconds),
        0,  # no hints in a class session
        "",  # nor an exam
        ""
        if row.level is None
        else _choice(
            Level,
            row.level,
            QT_TRANSLATE_NOOP("RecordsErrors", "the level {value} is not one of {choices}"),
            path,
            line,
        ),
        title,
    ]


def _choice(kind: type[StrEnum], value: object, template: str, path: Path, line: int) -> str:
    """``value`` written as the one of ``kind`` it is; ``template`` says it is none."""
    try:
        return kind(str(value)).value
    except ValueError:
        raise _bad(
            path, line, Worded(template, (("value", repr(value)), ("choices", ", ".join(kind))))
        ) from None


#: The longest file name :func:`session_results_name` gives (well under every system's limit).
MAX_NAME = 96


def session_results_name(title: str, started: datetime) -> str:
    """A file name for a session's results: the day and time it started, then its title,
    with only letters, digits, ``-`` and ``_`` (a name any system and shared folder
    takes), so a folder of sessions sorts by when they were held.

    >>> from datetime import UTC
    >>> session_results_name("Week 3: stud / hi-lo", datetime(2026, 12, 2, 9, 5, tzinfo=UTC))
    'class-2026-12-02-0905-week-3-stud-hi-lo.csv'
    """
    words = "".join(c if c.isalnum() else " " for c in title.casefold()).split()
    stem = "-".join(["class", started.strftime("%Y-%m-%d-%H%M"), *words])
    return stem[: MAX_NAME - len(".csv")].rstrip("-") + ".csv"


def write_session_results(rows: Iterable[SessionAnswerRow], path: str | Path) -> int:
    """Write a class session's answers (every trainee's) to ``path`` as one results file;
    how many answers.

    In the order given (the host's: question by question). Every row is
    checked first: one that is not an answer raises :class:`~.errors.ResultsError`
    with the line it would have been on, and nothing is written (a file
    already at ``path`` stays as it was).
    """
    path = Path(path)
    lines = [_line(row, path, number) for number, row in enumerate(rows, start=2)]
    with atomic_writer(path, newline="") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(COLUMNS)
        for line in lines:
            writer.writerow(safe_row(line))
    return len(lines)


__all__ = ["MAX_NAME", "SessionAnswerRow", "session_results_name", "write_session_results"]
