"""A class session's results for the class view: one results file per session, in one folder.

The session's every answer, as the records' plain rows (who, which question's
drill, game and rule set, right or not, how fast, at which level, in which
session: :func:`~dealer_trainer.classroom.results.answer_rows`), written by the
records (:func:`~dealer_trainer.records.sessionresults.write_session_results`)
into one file named for the session,
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
    from ..classroom.results import answer_rows
    from ..records.sessionresults import write_session_results

    answers = session.answers()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / results_name(session, answers[0].at if answers else None)
    write_session_results(answer_rows(session), path)
    return path


__all__ = ["results_name", "write_results"]
