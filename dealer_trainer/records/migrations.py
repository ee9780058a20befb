"""The migrations: every schema version in order, and applying the ones a file lacks.

:data:`MIGRATIONS` lists the steps of :mod:`.schema`; :func:`migrate` applies
those after the file's ``user_version``, each in one transaction together
with its version bump, so an interrupted migration leaves the previous
version intact (and the next open carries on from it). Before an upgrade
the file is backed up (:func:`~.database.open_records`).

>>> [m.version for m in MIGRATIONS] == list(range(1, SCHEMA_VERSION + 1))
True
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .schema import (
    schema_v1,
    schema_v2,
    schema_v3,
    schema_v4,
    schema_v5,
    schema_v6,
    schema_v7,
    schema_v8,
    schema_v9,
    user_version,
)


@dataclass(frozen=True)
class Migration:
    version: int
    title: str
    apply: Callable[[sqlite3.Connection], None]


#: Every schema change, in order. Version 0 is an empty file.
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "trainees, hands and attempts", schema_v1),
    Migration(2, "hinted answers; indexes for the progress view", schema_v2),
    Migration(3, "exams, and attempts linked to them", schema_v3),
    Migration(4, "spaced-repetition (SM-2) state of missed hands and skills", schema_v4),
    Migration(5, "an identifier per trainee, to tell apart namesakes in a class", schema_v5),
    Migration(6, "notes about the file: when it was last fully checked", schema_v6),
    Migration(7, "missed hands scheduled with FSRS, their SM-2 state converted", schema_v7),
    Migration(8, "the level each answer was given at (Learn to Table-ready)", schema_v8),
    Migration(9, "the class session each answer was given in, by its title", schema_v9),
)
SCHEMA_VERSION = MIGRATIONS[-1].version


def migrate(db: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> list[int]:
    """Apply the migrations after the file's version up to ``upto``; the versions applied.

    Each runs in one transaction together with its ``user_version`` bump, so a
    crash leaves the file at the last version completed. ``db`` must be in
    autocommit mode (``isolation_level=None``).
    """
    done = []
    for migration in MIGRATIONS:
        if migration.version > upto:
            break
        db.execute("BEGIN IMMEDIATE")
        try:
            # Read inside the write lock: another instance may have migrated meanwhile.
            if user_version(db) >= migration.version:
                db.execute("ROLLBACK")
                continue
            migration.apply(db)
            db.execute(f"PRAGMA user_version = {migration.version}")
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
        done.append(migration.version)
    return done


# --- what a file of each version holds ------------------------------------------------------


def layout(db: sqlite3.Connection) -> frozenset[str]:
    """The parts of the file open as ``db``: ``table:T``, ``index:I`` and ``column:T.C``
    for each of its own tables and indexes (SQLite's own parts left out).

    Read from the file's list of parts alone (one page or a few): a file whose
    version mark says one thing while its parts say another is damaged, and an
    upgrade run on it would fail half-way (or, worse, add to the wrong parts).
    """
    parts: set[str] = set()
    rows = db.execute(
        "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%'"
    ).fetchall()
    for kind, name in rows:
        parts.add(f"{kind}:{name}")
        if kind == "table":
            for column in db.execute("SELECT name FROM pragma_table_info(?)", (name,)):
                parts.add(f"column:{name}.{column[0]}")
    return frozenset(parts)


@cache
def expected_layout(version: int) -> frozenset[str]:
    """The parts a file of ``version`` holds: the migrations up to it, run on an empty
    database in memory (so the list can never drift from the migrations)."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(db, upto=version)
        return layout(db)
    finally:
        db.close()


@dataclass(frozen=True)
class LayoutCheck:
    """How the parts of a file compare with what its version mark says it holds."""

    #: Parts its version has that the file lacks (a table or index gone).
    missing: frozenset[str]
    #: Parts only a later version has (its version mark was set back).
    later: frozenset[str]

    @property
    def ok(self) -> bool:
        return not self.missing and not self.later

    def tables(self) -> tuple[str, ...]:
        """The tables the missing parts belong to, in order (a missing index names its table's)."""
        names: set[str] = set()
        for part in self.missing:
            kind, name = part.split(":", 1)
            if kind == "table":
                names.add(name)
            elif kind == "column":
                names.add(name.split(".", 1)[0])
            else:
                names.add(_INDEX_TABLES.get(name, name))
        return tuple(sorted(names))


#: The table each of our indexes belongs to.
_INDEX_TABLES = {
    "attempts_by_trainee": "attempts",
    "attempts_by_skill": "attempts",
    "attempts_by_pace": "attempts",
    "attempts_by_drill": "attempts",
    "attempts_by_exam": "attempts",
    "attempts_by_class_session": "attempts",
    "exams_by_trainee": "exams",
    "hand_reviews_next": "hand_reviews",
    "trainees_by_uid": "trainees",
}


def check_layout(db: sqlite3.Connection, version: int) -> LayoutCheck:
    """Compare the file's parts with those of ``version`` (0 to :data:`SCHEMA_VERSION`)."""
    have = layout(db)
    want = expected_layout(version)
    return LayoutCheck(want - have, (expected_layout(SCHEMA_VERSION) - want) & have)


__all__ = [
    "MIGRATIONS",
    "SCHEMA_VERSION",
    "LayoutCheck",
    "Migration",
    "check_layout",
    "expected_layout",
    "layout",
    "migrate",
]
