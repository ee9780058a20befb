"""Checking a records file before anything is written to it, and what each failure means.

On open the file is checked — SQLite's ``quick_check`` (the full
``integrity_check`` after any doubt), our application id, the schema version
— before anything is written (:func:`check_file`). A problem becomes a
:class:`~.errors.RecordsFileError` saying what is wrong and what to do, told
apart by SQLite's result code, never by its wording (:func:`classify`):
damaged, newer, not ours, cannot be used (read-only, cannot open), busy, or
a full disk. Only a damaged or a newer file offers a backup as the way out.

>>> error = classify(Path("r.sqlite3"), sqlite3.OperationalError("database is locked"))
>>> error.problem.value
'unreadable'
"""

from __future__ import annotations

import errno
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path

from .backups import backup_day, backup_dir, list_backups
from .errors import Problem, RecordsFileError
from .migrations import SCHEMA_VERSION
from .rows import decode_text
from .schema import APPLICATION_ID, read_meta


def way_out(path: Path, backups: Sequence[Path], *, newer: bool = False) -> str:
    kept = "The file has been left exactly as it is"
    if backups:
        when = backup_day(backups[0], path)
        which = "the newest backup" + (f" (from {when})" if when else "")
        return (
            f"{kept}. Restore {which}, {backups[0]}, to carry on from it"
            + (
                " (the answers still readable in the damaged file are copied into it, and "
                "the file is moved aside, not deleted)"
                if not newer
                else " (the newer file is moved aside, not deleted)"
            )
            + f", or open other records. {len(backups)} backup"
            + ("s are" if len(backups) != 1 else " is")
            + f" in {backups[0].parent}."
        )
    return (
        f"{kept}. There is no backup of it in {backup_dir(path)}; move the file "
        "away (or open other records) to start new ones."
    )


def corrupt(path: Path, what: str) -> RecordsFileError:
    backups = list_backups(path)
    return RecordsFileError(
        Problem.CORRUPT,
        path,
        f"The records file {path} is damaged ({what}). " + way_out(path, backups),
        backups,
    )


def unreadable(path: Path, what: str) -> RecordsFileError:
    return RecordsFileError(
        Problem.UNREADABLE,
        path,
        f"Cannot use the records file {path}: {what}. The file is not "
        "damaged and nothing in it was changed. Check that the folder "
        f"{path.parent} exists and that you may read and write in it (it "
        "may be on a read-only disk, a locked memory card or a network "
        "folder you may only read), then start Dealer Trainer again — or "
        "choose another place for the records.",
    )


def locked(path: Path) -> RecordsFileError:
    return RecordsFileError(
        Problem.LOCKED,
        path,
        f"The records file {path} is in use by another program (or another "
        "Dealer Trainer window on a shared folder) and stayed busy. Nothing "
        "was changed. Close the other program, then open the records again; "
        f"the file is in {path.parent}.",
    )


def disk_full(path: Path) -> RecordsFileError:
    return RecordsFileError(
        Problem.FULL,
        path,
        f"The disk holding your records is full: {path} could not be written. "
        "Nothing was lost — every answer already kept is still in the file. "
        f"Free some space on the disk that holds {path.parent}, then open the "
        "records again.",
    )


_CORRUPT_CODES = {11, 26, 1}  # SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_ERROR (a broken schema)
_FULL_CODES = {13}  # SQLITE_FULL (ENOSPC, or the size limit)


def classify(path: Path, error: sqlite3.Error | OSError, doing: str = "") -> RecordsFileError:
    """The :class:`RecordsFileError` for an SQLite or file error met on ``path``.

    Told apart by SQLite's result code, never by the wording: busy/locked,
    full, and everything about access (read-only, cannot open, permission, I/O)
    are not damage — only ``SQLITE_CORRUPT`` / ``SQLITE_NOTADB`` (and a schema
    SQLite cannot use) are. An unknown code counts as "cannot use", so a
    backup is never offered on a guess.
    """
    what = f"{doing} ({error})" if doing else str(error)
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return disk_full(path)
        return unreadable(
            path, f"{doing} ({error.strerror or error})" if doing else str(error.strerror or error)
        )
    code = sqlite_code(error)
    if code in _BUSY:
        return locked(path)
    if code in _FULL_CODES:
        return disk_full(path)
    if code in _CORRUPT_CODES or (code == 0 and not isinstance(error, sqlite3.OperationalError)):
        return corrupt(path, str(error))
    return unreadable(path, what)


def sqlite_code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of ``error`` (``SQLITE_BUSY`` = 5 …), 0 if unknown."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else 0


_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED


# --- checking the file -----------------------------------------------------------------


def check_file(db: sqlite3.Connection, path: Path, *, full: bool | None = None) -> tuple[int, bool]:
    """Check a file before anything is written to it; its schema version, and whether
    the full integrity check ran (``full``: always, never, or ``None``: on doubt).

    On open the full ``integrity_check`` runs on any doubt — a reader met a
    damaged row last time (or the daily check failed), or the file was not
    closed cleanly; otherwise the ``quick_check``. The daily full check runs
    on the backup thread (:func:`~.backups.daily_check`).
    """
    try:
        if full is None:
            full = read_meta(db, "doubt") is not None
        rows = db.execute("PRAGMA integrity_check" if full else "PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            first = str(rows[0][0]) if rows else "no answer from the integrity check"
            more = f", and {len(rows) - 1} more problems" if len(rows) > 1 else ""
            raise corrupt(path, f"the integrity check says: {first}{more}")
        # One statement, so one snapshot: read apart, another window's first migration
        # committing in between made a new file look like someone else's database.
        version, application, tables = db.execute(
            "SELECT (SELECT user_version FROM pragma_user_version), "
            "(SELECT application_id FROM pragma_application_id), "
            "(SELECT count(*) FROM sqlite_master)"
        ).fetchone()
    except sqlite3.Error as error:
        raise classify(path, error, "it cannot be read") from None
    if application != APPLICATION_ID and (tables or version):
        raise RecordsFileError(
            Problem.NOT_RECORDS,
            path,
            f"{path} is an SQLite database, but not Dealer Trainer's records. "
            "It has been left as it is: choose another file for the records.",
        )
    if version > SCHEMA_VERSION:
        backups = list_backups(path)
        raise RecordsFileError(
            Problem.NEWER,
            path,
            f"The records file {path} was written by a newer version of Dealer "
            f"Trainer (schema version {version}; this version reads up to "
            f"{SCHEMA_VERSION}). Update Dealer Trainer to open it. " + way_out(path, backups, newer=True),
            backups,
        )
    return version, full


def connect(path: Path) -> sqlite3.Connection:
    """The app's connection to the records at ``path`` (autocommit; text that is not
    UTF-8 comes back as :class:`~.rows.DamagedText` instead of failing the whole read).

    Tests replace it to open the file read-only or with a size limit, as a
    read-only folder or a full disk would.
    """
    db = sqlite3.connect(path, isolation_level=None, timeout=10.0)
    db.text_factory = decode_text
    return db


def enter_wal(db: sqlite3.Connection, wait: float = 10.0) -> str:
    """Switch to the WAL journal; the mode it is in.

    Changing the journal mode needs the file to itself and SQLite answers
    "busy" at once rather than waiting: two windows opening a new file together
    would see one of them fail. So the switch is retried for up to ``wait``
    seconds (another instance switching it first is just as good).
    """
    deadline = time.monotonic() + wait
    while True:
        try:
            mode: str = db.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            return mode
        except sqlite3.OperationalError as error:
            if sqlite_code(error) not in _BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


__all__ = [
    "check_file",
    "classify",
    "connect",
    "corrupt",
    "disk_full",
    "enter_wal",
    "locked",
    "sqlite_code",
    "unreadable",
    "way_out",
]
