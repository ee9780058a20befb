"""The schema: what a records file is, and the tables each version of it adds.

A records file is an SQLite database marked with our ``PRAGMA application_id``
(:data:`APPLICATION_ID`, so another program's file is recognised as not ours
rather than migrated) and versioned with ``PRAGMA user_version``. Each
``schema_vN`` below makes version N from version N-1; :mod:`.migrations`
applies them in order, each in one transaction with its version bump.

A version once released never changes: a new column or table is a new
``schema_vN`` (and a new entry in :data:`~.migrations.MIGRATIONS`). The
``meta`` table (version 6) keeps small notes about the file itself
(:func:`read_meta`).
"""

from __future__ import annotations

import logging
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from .rows import ROW_ERRORS, new_uid, parse_utc
from .scheduling import (
    hand_card_from_sm2,
    hand_row_values,
    missed_hand,
    rebuild_sm2_schedule_in,
    sm2_from_row,
)

log = logging.getLogger(__name__)

APP_NAME = "Dealer Trainer"
FILE_NAME = "records.sqlite3"
#: ``PRAGMA application_id`` of our files ("DTR1"), so another program's SQLite
#: file is recognised as not ours rather than migrated.
APPLICATION_ID = 0x44545231


def default_path() -> Path:
    """``records.sqlite3`` in the user's data directory (platformdirs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, APP_NAME)) / FILE_NAME


def user_version(db: sqlite3.Connection) -> int:
    """The schema version of the file open as ``db`` (0: an empty file)."""
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


def read_meta(db: sqlite3.Connection, key: str) -> str | None:
    """The note ``key`` about the file (``checked``: when the full integrity check last
    passed; ``doubt``: a reader met a damaged row since), ``None`` if there is none."""
    try:
        row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    except sqlite3.OperationalError:
        return None  # before version 6: no notes yet
    return row[0] if row is not None and isinstance(row[0], str) else None


# --- the tables, version by version ------------------------------------------------------


def schema_v1(db: sqlite3.Connection) -> None:
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("""CREATE TABLE trainees (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
        created TEXT NOT NULL)""")
    # A hand is stored once however often it is asked (practice re-asks missed hands).
    db.execute("""CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        digest TEXT NOT NULL UNIQUE,
        scenario TEXT NOT NULL)""")
    db.execute("""CREATE TABLE attempts (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        drill TEXT NOT NULL,
        variant TEXT NOT NULL,
        rules TEXT NOT NULL,
        hand_id INTEGER NOT NULL REFERENCES hands(id),
        point TEXT NOT NULL,
        response TEXT NOT NULL,
        correct INTEGER NOT NULL CHECK (correct IN (0, 1)),
        seconds REAL NOT NULL CHECK (seconds >= 0))""")
    db.execute("CREATE INDEX attempts_by_trainee ON attempts(trainee_id, at)")


def schema_v2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE attempts ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 CHECK (hinted IN (0, 1))")
    # Covering indexes for the progress view and practice mode, so 100,000 answers are
    # summarised without reading the table: per skill (drill x variant) in time order,
    # per skill by answer time (medians), and per drill in time order (the charts).
    db.execute("CREATE INDEX attempts_by_skill ON attempts(trainee_id, drill, variant, at, correct, seconds)")
    db.execute("CREATE INDEX attempts_by_pace ON attempts(trainee_id, drill, variant, seconds)")
    db.execute("CREATE INDEX attempts_by_drill ON attempts(trainee_id, drill, at, correct, seconds)")


def schema_v3(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE exams (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        spec TEXT NOT NULL,
        questions INTEGER NOT NULL,
        started TEXT NOT NULL,
        finished TEXT,
        score REAL,
        passed INTEGER CHECK (passed IN (0, 1)),
        report TEXT)""")
    db.execute("ALTER TABLE attempts ADD COLUMN exam_id INTEGER REFERENCES exams(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE attempts ADD COLUMN exam_question INTEGER")
    db.execute("CREATE INDEX attempts_by_exam ON attempts(exam_id) WHERE exam_id IS NOT NULL")
    db.execute("CREATE INDEX exams_by_trainee ON exams(trainee_id, started)")


def schema_v4(db: sqlite3.Connection) -> None:
    sm2 = """repetitions INTEGER NOT NULL,
        easiness REAL NOT NULL,
        interval_days INTEGER NOT NULL,
        due TEXT NOT NULL,
        again_at TEXT,
        next_at TEXT NOT NULL,
        lapses INTEGER NOT NULL,
        last_quality INTEGER NOT NULL,
        last_at TEXT NOT NULL"""
    db.execute(f"""CREATE TABLE hand_reviews (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        drill TEXT NOT NULL,
        hand_id INTEGER NOT NULL REFERENCES hands(id),
        point TEXT NOT NULL,
        variant TEXT NOT NULL,
        rules TEXT NOT NULL,
        {sm2},
        UNIQUE (trainee_id, drill, hand_id, point))""")
    db.execute("CREATE INDEX hand_reviews_next ON hand_reviews(trainee_id, next_at)")
    db.execute(f"""CREATE TABLE skill_reviews (
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        drill TEXT NOT NULL,
        variant TEXT NOT NULL,
        started TEXT NOT NULL,
        {sm2},
        PRIMARY KEY (trainee_id, drill, variant)) WITHOUT ROWID""")
    rebuild_sm2_schedule_in(db)  # the history already recorded sets the first schedule


def schema_v5(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE trainees ADD COLUMN uid TEXT")
    for (trainee_id,) in db.execute("SELECT id FROM trainees").fetchall():
        db.execute("UPDATE trainees SET uid = ? WHERE id = ?", (new_uid(), trainee_id))
    db.execute("CREATE UNIQUE INDEX trainees_by_uid ON trainees(uid)")


def schema_v6(db: sqlite3.Connection) -> None:
    # Small notes about the file itself: when SQLite's full integrity check last
    # passed ("checked"), and whether a reader met a damaged row since ("doubt").
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID")


#: ``hand_reviews`` from version 7: a missed hand's FSRS state.
HAND_REVIEWS_V7 = """CREATE TABLE hand_reviews (
        id INTEGER PRIMARY KEY,
        trainee_id INTEGER NOT NULL REFERENCES trainees(id) ON DELETE CASCADE,
        drill TEXT NOT NULL,
        hand_id INTEGER NOT NULL REFERENCES hands(id),
        point TEXT NOT NULL,
        variant TEXT NOT NULL,
        rules TEXT NOT NULL,
        repetitions INTEGER NOT NULL,
        lapses INTEGER NOT NULL,
        phase INTEGER NOT NULL CHECK (phase IN (1, 2, 3)),
        stability REAL NOT NULL,
        difficulty REAL NOT NULL,
        interval_days INTEGER NOT NULL,
        due TEXT NOT NULL,
        again_at TEXT,
        next_at TEXT NOT NULL,
        last_quality INTEGER NOT NULL,
        last_at TEXT NOT NULL,
        UNIQUE (trainee_id, drill, hand_id, point))"""


def schema_v7(db: sqlite3.Connection) -> None:
    # Missed hands move from SM-2 to FSRS: every entry's SM-2 state becomes an FSRS
    # card (scheduling.hand_card_from_sm2), the same row id; skills keep SM-2.
    db.execute("DROP INDEX hand_reviews_next")
    db.execute("ALTER TABLE hand_reviews RENAME TO hand_reviews_sm2")
    db.execute(HAND_REVIEWS_V7)
    db.execute("CREATE INDEX hand_reviews_next ON hand_reviews(trainee_id, next_at)")
    rows = db.execute(
        "SELECT id, trainee_id, drill, hand_id, point, variant, rules, repetitions, easiness, "
        "interval_days, due, again_at, lapses, last_quality, last_at FROM hand_reviews_sm2"
    ).fetchall()
    for row in rows:
        try:
            card = hand_card_from_sm2(sm2_from_row(row[7:]))
        except ROW_ERRORS as error:  # kept, and asked again soon, as a hand just missed
            log.warning("A damaged practice schedule entry (hand_reviews %s) starts again: %s", row[0], error)
            card = missed_hand(0, _moment(row[14]))
        db.execute(
            "INSERT INTO hand_reviews(id, trainee_id, drill, hand_id, point, variant, rules, repetitions, "
            "lapses, phase, stability, difficulty, interval_days, due, again_at, next_at, last_quality, "
            f"last_at) VALUES ({', '.join('?' * 18)})",
            (*row[:7], *hand_row_values(card)),
        )
    db.execute("DROP TABLE hand_reviews_sm2")


def schema_v8(db: sqlite3.Connection) -> None:
    # The level each answer was given at (training/levels.py): what was shown and how
    # fast. Answers kept before levels have none (NULL), and show as such. The names
    # are written out, not read from Level: a released version never changes.
    db.execute(
        "ALTER TABLE attempts ADD COLUMN level TEXT "
        "CHECK (level IS NULL OR level IN ('learn', 'guided', 'practice', 'table-ready'))"
    )


def schema_v9(db: sqlite3.Connection) -> None:
    # The class session an answer was given in (classroom/), by its title; NULL for
    # an answer given alone (practice, a pack, an exam) and for every answer kept
    # before class sessions.
    #
    # Why a column and not a table of sessions, as exams have: an exam row holds
    # what the trainee's records alone know (the spec, the score, the report); of
    # a class session the trainee's records know only its title — the questions,
    # the class's answers and the points are the instructor's, in the host's
    # session file. A table would hold one column and cost a join in every reader,
    # in the export and in the salvage, and rows left over when a trainee's answers
    # go; the title repeated is some twenty bytes an answer. Two sessions of one
    # title (the same pack on two days) stay apart by their answers' days. The
    # length is written out here, not read from rows.MAX_SESSION_TITLE: a released
    # version never changes.
    db.execute(
        "ALTER TABLE attempts ADD COLUMN class_session TEXT CHECK (class_session IS NULL OR "
        "(length(class_session) BETWEEN 1 AND 200 AND class_session = trim(class_session)))"
    )
    # My Progress lists the trainee's sessions: only answers given in one are indexed.
    db.execute(
        "CREATE INDEX attempts_by_class_session ON attempts(trainee_id, class_session, at, correct) "
        "WHERE class_session IS NOT NULL"
    )


def _moment(text: object) -> datetime:
    """When a damaged entry was last answered, if that much can be read (else now)."""
    try:
        return parse_utc(text)
    except ROW_ERRORS:
        return datetime.now(UTC)


__all__ = [
    "APPLICATION_ID",
    "APP_NAME",
    "FILE_NAME",
    "default_path",
    "read_meta",
    "schema_v1",
    "schema_v2",
    "schema_v3",
    "schema_v4",
    "schema_v5",
    "schema_v6",
    "schema_v7",
    "schema_v8",
    "schema_v9",
    "user_version",
]
