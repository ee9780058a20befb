"""A class session's results for the class view: one results file per session, in one folder.

The session's every answer, as the records' plain rows (who, which question's
drill, game and rule set, right or not, how fast, at which level, in which
session: :func:`~dealer_trainer.classroom.results.answer_rows`), written by the
records (:func:`~dealer_trainer.records.sessionresults.write_session_results`)
into one file named for the session (the day and time it started, its title),
so the class view reads a session as it reads the trainees' own exports. A
question a trainee did not answer is not a row: the class view counts answers.

No Qt here: it is the window's step at the end, apart so it can be tested alone.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..classroom.sessionstate import ClassSession


def write_results(session: ClassSession, folder: Path) -> Path:
    """The session's results file in ``folder`` (made if missing); its path.

    :class:`~dealer_trainer.records.errors.RecordsError` if a row is refused,
    :class:`OSError` if the folder cannot be written.
    """
    from ..classroom.results import answer_rows
    from ..records.sessionresults import session_results_name, write_session_results

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / session_results_name(session.title, session.started)
    write_session_results(answer_rows(session), path)
    return path


__all__ = ["write_results"]
