"""A class session's results for the class view: one results file per session, in one folder.

The session keeps every answer it took (:meth:`ClassSession.answers`); this
turns them into the records' plain rows — who, which question's drill, game
and rule set, right or not, how fast, at which level, in which session — and
has the records write them (:func:`~dealer_trainer.records.sessionresults.write_session_results`),
so the class view reads a session as it reads the trainees' own exports. A
question a trainee did not answer is not a row: the class view counts answers.

No Qt here: it is the window's step at the end, apart so it can be tested alone.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..classroom.sessionstate import ClassSession
    from ..records.sessionresults import SessionAnswerRow


def session_rows(session: ClassSession) -> list[SessionAnswerRow]:
    """Every answer the session took, in the order they came, as the records' rows."""
    from ..records.sessionresults import SessionAnswerRow

    uids = {trainee.name: trainee.uid for trainee in session.trainees}
    questions = session.lesson.questions
    rows = []
    for answer in session.answers():
        question = questions[answer.question - 1]
        at = answer.at if answer.at.tzinfo is not None else answer.at.replace(tzinfo=UTC)
        rows.append(
            SessionAnswerRow(
                trainee=answer.trainee,
                trainee_uid=uids.get(answer.trainee),
                at=at,
                drill=question.drill,
                variant=question.table.variant,
                rules=question.table.rules.name,
                correct=answer.correct,
                seconds=answer.seconds,
                level=session.lesson.level,
                session=session.title,
            )
        )
    return rows


def results_name(session: ClassSession, when: datetime | None = None) -> str:
    """The file's name: the title (letters, digits and dashes), the day and the code.

    >>> from types import SimpleNamespace
    >>> results_name(SimpleNamespace(title="Tuesday: bring-in!", code="K7P2QX"), datetime(2026, 12, 2))
    'Tuesday-bring-in-2026-12-02-K7P2QX.csv'
    """
    stem = re.sub(r"[^\w]+", "-", session.title, flags=re.UNICODE).strip("-_")[:60] or "class-session"
    day = (when or datetime.now(UTC).astimezone()).date().isoformat()  # a file's name, not a text
    return f"{stem}-{day}-{session.code}.csv"


def write_results(session: ClassSession, folder: Path) -> Path:
    """The session's results file in ``folder`` (made if missing); its path.

    :class:`~dealer_trainer.records.errors.RecordsError` if a row is refused,
    :class:`OSError` if the folder cannot be written.
    """
    from ..records.sessionresults import write_session_results

    answers = session.answers()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / results_name(session, answers[0].at if answers else None)
    write_session_results(session_rows(session), path)
    return path


__all__ = ["results_name", "session_rows", "write_results"]
