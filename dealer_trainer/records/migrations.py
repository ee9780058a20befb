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


__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "Migration", "migrate"]
