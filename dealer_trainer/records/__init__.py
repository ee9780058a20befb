"""The trainee's records: every answer kept, progress, practice, exams, classes.

Pure Python (no Qt), like the engine and the drills; the views draw what
these modules compute. From the bottom up (each imports only those above it
in this list, so there is no import cycle):

* :mod:`.errors` — the one family of errors, :class:`RecordsError` and its kinds.
* :mod:`.rows` — the row codec: values to and from what SQLite stores, the checks
  of values read back, the rows (:class:`Trainee`, :class:`AttemptRow`).
* :mod:`.scheduling` — practice mode: spaced repetition of missed hands (FSRS)
  and weak skills (SM-2).
* :mod:`.schema` — what a records file is, and the tables of each version.
* :mod:`.migrations` — the versions in order, and applying those a file lacks.
* :mod:`.backups` — compressed backups, thinned out, made off the GUI thread,
  and the daily full check.
* :mod:`.checks` — checking a file before it is used, and what each failure means.
* :mod:`.salvage` — before a restore, what a damaged file still yields.
* :mod:`.restore` — putting a backup back.
* :mod:`.database` — :func:`open_records` and the :class:`Records` API.
* :mod:`.stats` — skills, accuracy over time, answer times (the progress view).
* :mod:`.exams` — exams: questions, answers without feedback, the report.
* :mod:`.results` — results files: a trainee's answers exported, and read back.
* :mod:`.sessionresults` — a whole class session's answers as one results file.
* :mod:`.classes` — the instructor's class table, from many results files.
"""

from .backups import list_backups
from .database import Records, open_records
from .errors import Problem, RecordsError, RecordsFileError
from .migrations import SCHEMA_VERSION
from .restore import restore_backup
from .rows import AttemptRow, Trainee, replay_question, response_from_json, response_to_json
from .schema import default_path

__all__ = [
    "SCHEMA_VERSION",
    "AttemptRow",
    "Problem",
    "Records",
    "RecordsError",
    "RecordsFileError",
    "Trainee",
    "default_path",
    "list_backups",
    "open_records",
    "replay_question",
    "response_from_json",
    "response_to_json",
    "restore_backup",
]
