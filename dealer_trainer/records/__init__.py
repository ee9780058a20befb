"""The trainee's records: every answer kept, progress, practice, exams, classes.

Pure Python (no Qt), like the engine and the drills; the views draw what
these modules compute.

* :mod:`.database` — the SQLite file: trainees, attempts, migrations, errors.
* :mod:`.backups` — compressed backups, thinned out, made off the GUI thread.
* :mod:`.salvage` — before a restore, what a damaged file still yields.
* :mod:`.stats` — skills, accuracy over time, answer times (the progress view).
* :mod:`.scheduling` — practice mode: SM-2 spaced repetition of missed hands
  and weak skills.
* :mod:`.exams` — exams: questions, answers without feedback, the report.
* :mod:`.classes` — results files, and the instructor's class table.
"""

from .database import (AttemptRow, Problem, Records, RecordsError, SCHEMA_VERSION, Trainee,
                       default_path, list_backups, open_records, replay_question,
                       response_from_json, response_to_json, restore_backup)

__all__ = ["AttemptRow", "Problem", "Records", "RecordsError", "SCHEMA_VERSION", "Trainee",
           "default_path", "list_backups", "open_records", "replay_question",
           "response_from_json", "response_to_json", "restore_backup"]
