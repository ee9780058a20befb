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
import re
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .backups import backup_day, backup_dir, backup_infos
from .errors import Problem, RecordsFileError
from .migrations import SCHEMA_VERSION, check_layout, expected_layout, layout
from .rows import decode_text
from .schema import APPLICATION_ID, read_meta


def _w(template: str, **fields: Value) -> Worded:
    return Worded(template, tuple(fields.items()))


def way_out(path: Path, backups: Sequence[Path], *, newer: bool = False) -> Worded:
    """What to do about a damaged (or ``newer``) file: restore its newest backup, or start anew."""
    if not backups:
        return _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The file has been left exactly as it is. There is no backup of it in {folder}; "
                "move the file away (or open other records) to start new ones.",
            ),
            folder=str(backup_dir(path)),
        )
    when = backup_day(backups[0], path)
    if newer:
        restore = QT_TRANSLATE_NOOP(
            "RecordsErrors",
            "If you cannot update, you may restore a backup instead (the newest good one is {backup}): "
            "the answers the newer version kept since that backup will then not be in your records. "
            "The newer file is moved aside, not deleted, for the newer version to open.",
        )
    elif when:
        restore = QT_TRANSLATE_NOOP(
            "RecordsErrors",
            "The file has been left exactly as it is. Restore the newest backup (from {day}), {backup}, "
            "to carry on from it (the answers still readable in the damaged file are copied into it, "
            "and the file is moved aside, not deleted), or open other records.",
        )
    else:
        restore = QT_TRANSLATE_NOOP(
            "RecordsErrors",
            "The file has been left exactly as it is. Restore the newest backup, {backup}, "
            "to carry on from it (the answers still readable in the damaged file are copied into it, "
            "and the file is moved aside, not deleted), or open other records.",
        )
    count = (
        _w(QT_TRANSLATE_NOOP("RecordsErrors", "1 backup is in {folder}."), folder=str(backups[0].parent))
        if len(backups) == 1
        else _w(
            QT_TRANSLATE_NOOP("RecordsErrors", "{count} backups are in {folder}."),
            count=len(backups),
            folder=str(backups[0].parent),
        )
    )
    fields: dict[str, Value] = {"backup": str(backups[0])}
    if when:
        fields["day"] = when
    return _w(
        QT_TRANSLATE_NOOP("RecordsErrors", "{restore} {backups}"),
        restore=_w(restore, **fields),
        backups=count,
    )


def good_backups(path: Path) -> list[Path]:
    """The backups of ``path`` that pass their check, newest first: the only ones offered
    (a backup of a damaged file, or one cut short, never is)."""
    return [info.path for info in backup_infos(path) if info.good]


def corrupt(path: Path, what: Value) -> RecordsFileError:
    backups = good_backups(path)
    return RecordsFileError(
        Problem.CORRUPT,
        path,
        _w(
            QT_TRANSLATE_NOOP("RecordsErrors", "The records file {path} is damaged ({what}). {way_out}"),
            path=str(path),
            what=what,
            way_out=way_out(path, backups),
        ),
        backups,
    )


def unreadable(path: Path, what: Value) -> RecordsFileError:
    return RecordsFileError(
        Problem.UNREADABLE,
        path,
        _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "Cannot use the records file {path}: {what}. The file is not damaged and nothing in it "
                "was changed. Check that the folder {folder} exists and that you may read and write in it "
                "(it may be on a read-only disk, a locked memory card or a network folder you may only "
                "read), then start Dealer Trainer again — or choose another place for the records.",
            ),
            path=str(path),
            what=what,
            folder=str(path.parent),
        ),
    )


def locked(path: Path) -> RecordsFileError:
    return RecordsFileError(
        Problem.LOCKED,
        path,
        _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The records file {path} is in use by another program (or another Dealer Trainer window "
                "on a shared folder) and stayed busy. Nothing was changed. Close the other program, then "
                "open the records again; the file is in {folder}.",
            ),
            path=str(path),
            folder=str(path.parent),
        ),
    )


def disk_full(path: Path) -> RecordsFileError:
    return RecordsFileError(
        Problem.FULL,
        path,
        _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The disk holding your records is full: {path} could not be written. Nothing was lost — "
                "every answer already kept is still in the file. Free some space on the disk that holds "
                "{folder}, then open the records again.",
            ),
            path=str(path),
            folder=str(path.parent),
        ),
    )


_CORRUPT_CODES = {11, 26, 1}  # SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_ERROR (a broken schema)
_FULL_CODES = {13}  # SQLITE_FULL (ENOSPC, or the size limit)


def classify(path: Path, error: sqlite3.Error | OSError, doing: Worded | None = None) -> RecordsFileError:
    """The :class:`RecordsFileError` for an SQLite or file error met on ``path``.

    Told apart by SQLite's result code, never by the wording: busy/locked,
    full, and everything about access (read-only, cannot open, permission, I/O)
    are not damage — only ``SQLITE_CORRUPT`` / ``SQLITE_NOTADB`` (and a schema
    SQLite cannot use) are. An unknown code counts as "cannot use", so a
    backup is never offered on a guess.
    """
    said = sqlite_says(error)
    what: Value = _because(doing, said) if doing else said
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return disk_full(path)
        reason = str(error.strerror or error)
        return unreadable(path, _because(doing, reason) if doing else reason)
    code = sqlite_code(error)
    if code in _BUSY:
        return locked(path)
    if code in _FULL_CODES:
        return disk_full(path)
    if code in _CORRUPT_CODES or (code == 0 and not isinstance(error, sqlite3.OperationalError)):
        return corrupt(path, said)
    return unreadable(path, what)


def _because(doing: Worded, reason: Value) -> Worded:
    """What could not be done, and the system's reason (as it gives it)."""
    return _w(QT_TRANSLATE_NOOP("RecordsErrors", "{doing} ({reason})"), doing=doing, reason=reason)


#: What was being done when the file failed, for :func:`classify`.
CANNOT_READ = Worded(QT_TRANSLATE_NOOP("RecordsErrors", "it cannot be read"))
CANNOT_OPEN = Worded(QT_TRANSLATE_NOOP("RecordsErrors", "it cannot be opened"))
CANNOT_WRITE = Worded(QT_TRANSLATE_NOOP("RecordsErrors", "it cannot be written"))


#: SQLite's own words for what it meets most on a records file, marked so that a
#: translation says them too (any other message of SQLite's is shown as it is).
_SQLITE_WORDS = {
    text: Worded(text)
    for text in (
        QT_TRANSLATE_NOOP("RecordsErrors", "file is not a database"),
        QT_TRANSLATE_NOOP("RecordsErrors", "database disk image is malformed"),
        QT_TRANSLATE_NOOP("RecordsErrors", "disk I/O error"),
        QT_TRANSLATE_NOOP("RecordsErrors", "attempt to write a readonly database"),
        QT_TRANSLATE_NOOP("RecordsErrors", "unable to open database file"),
        QT_TRANSLATE_NOOP("RecordsErrors", "database is locked"),
        QT_TRANSLATE_NOOP("RecordsErrors", "database or disk is full"),
    )
}


def sqlite_says(error: sqlite3.Error | OSError) -> Value:
    """What SQLite said about ``error``: worded where it is one of its common messages.

    >>> sqlite_says(sqlite3.DatabaseError("file is not a database"))
    Worded(template='file is not a database', fields=())
    >>> sqlite_says(sqlite3.DatabaseError("something rare"))
    'something rare'
    """
    text = str(error)
    return _SQLITE_WORDS.get(text, text)


def sqlite_code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of ``error`` (``SQLITE_BUSY`` = 5 …), 0 if unknown."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else 0


_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED


# --- checking the file -----------------------------------------------------------------

#: SQLite's first 16 bytes of every database file.
MAGIC = b"SQLite format 3\x00"
#: The smallest database SQLite writes: one page of the smallest size.
SMALLEST = 512

#: What a file's parts are called where a message names one that is missing.
_PART_WORDS = {
    "attempts": QT_TRANSLATE_NOOP("RecordsErrors", "the answers"),
    "trainees": QT_TRANSLATE_NOOP("RecordsErrors", "the trainees"),
    "hands": QT_TRANSLATE_NOOP("RecordsErrors", "the hands"),
    "exams": QT_TRANSLATE_NOOP("RecordsErrors", "the exams"),
    "hand_reviews": QT_TRANSLATE_NOOP("RecordsErrors", "the practice schedule"),
    "skill_reviews": QT_TRANSLATE_NOOP("RecordsErrors", "the practice schedule"),
    "meta": QT_TRANSLATE_NOOP("RecordsErrors", "the notes about the file"),
}


def file_problem(path: Path) -> Worded | None:
    """What is wrong with the bytes of the existing file at ``path`` before SQLite opens it.

    SQLite opens a file of 0 bytes — or one cut short below its first page — as
    a new, empty database: the records of a file truncated by a crash or a sync
    tool then opened as new ones, in silence, and their backup pushed out the
    good ones. A file cut short of the size its header gives is also damage.
    With a journal (``-wal``) beside it, the journal may hold the rest: SQLite
    is left to judge.
    """
    try:
        size = path.stat().st_size
        with open(path, "rb") as handle:
            header = handle.read(100)
    except OSError:
        return None  # opening it says what is wrong
    wal = Path(f"{path}-wal")
    journal = wal.is_file() and wal.stat().st_size > 0
    if size == 0:
        return Worded(QT_TRANSLATE_NOOP("RecordsErrors", "it is empty: 0 bytes"))
    if size < SMALLEST and (not journal or not header.startswith(MAGIC)):
        return _w(QT_TRANSLATE_NOOP("RecordsErrors", "it is cut short: only {size} bytes"), size=size)
    if not header.startswith(MAGIC) or len(header) < 100 or journal:
        return None
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    counter_matches = header[24:28] == header[92:96]
    if counter_matches and pages and pages * page_size > size:
        return _w(
            QT_TRANSLATE_NOOP("RecordsErrors", "it is cut short: {size} of its {whole} bytes"),
            size=size,
            whole=pages * page_size,
        )
    return None


@dataclass(frozen=True)
class FileCheck:
    """What :func:`check_file` found on a file it lets through."""

    version: int
    #: The integrity check's findings when every one is about an index, which
    #: ``REINDEX`` rebuilds from the tables (the answers themselves are whole).
    index_damage: tuple[str, ...] = ()


_INDEX_FINDING = re.compile(
    r"^(row \d+ missing from index \w+|wrong # of entries in index \w+|non-unique entry in index \w+)$"
)


def only_index_damage(findings: Sequence[str]) -> bool:
    """Whether every finding of the integrity check is about an index.

    >>> only_index_damage(["row 38 missing from index attempts_by_skill"])
    True
    >>> only_index_damage(["On tree page 20 cell 13: invalid page number 9000"])
    False
    """
    return bool(findings) and all(_INDEX_FINDING.match(f) for f in findings)


#: What :func:`integrity_findings` gives when the check answers nothing at all.
_NO_ANSWER = "no answer from the integrity check"


def integrity_words(findings: Sequence[str]) -> Value:
    first: Value = (
        Worded(QT_TRANSLATE_NOOP("RecordsErrors", "no answer from the integrity check"))
        if findings[0] == _NO_ANSWER
        else findings[0]
    )
    if len(findings) > 1:
        return _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors", "the integrity check says: {first}, and {count} more problems"
            ),
            first=first,
            count=len(findings) - 1,
        )
    return _w(QT_TRANSLATE_NOOP("RecordsErrors", "the integrity check says: {first}"), first=first)


def integrity_findings(db: sqlite3.Connection, full: bool = True) -> list[str]:
    """SQLite's integrity check (or quick check) of ``db``: its findings, ``[]`` if it passes."""
    rows = db.execute("PRAGMA integrity_check" if full else "PRAGMA quick_check").fetchall()
    if rows == [("ok",)]:
        return []
    return [str(row[0]) for row in rows] or [_NO_ANSWER]


def _newer_than_us(made_by: str | None) -> bool | None:
    """Whether ``made_by`` (the app version noted in a file) is newer than this app
    (``None``: no note, or not a version)."""
    from .. import __version__

    def parts(text: str) -> tuple[int, ...] | None:
        try:
            return tuple(int(p) for p in text.split("."))
        except ValueError:
            return None

    theirs, ours = parts(made_by or ""), parts(__version__)
    if theirs is None or ours is None:
        return None
    return theirs > ours


def check_file(db: sqlite3.Connection, path: Path) -> FileCheck:
    """Check a file before anything is written to it; what was found.

    SQLite's full ``integrity_check`` runs on every open (at 100,000 answers,
    45 MB, it takes about half a second — ``docs/records-safety.md``): the
    quick check alone let a damaged index through, and My Progress then
    counted too few answers.

    Damage found only in indexes comes back in :attr:`FileCheck.index_damage`
    for the caller to rebuild; any other damage raises. Then our mark, the
    version (a newer one names the app version that wrote it, when the file
    says), and whether the file holds the parts its version should — a table
    gone, or a version mark changed, is damage.
    """
    try:
        findings = integrity_findings(db)
        if findings and not only_index_damage(findings):
            raise corrupt(path, integrity_words(findings))
        index_damage = tuple(findings)
        # One statement, so one snapshot: read apart, another window's first migration
        # committing in between made a new file look like someone else's database.
        version, application, tables = db.execute(
            "SELECT (SELECT user_version FROM pragma_user_version), "
            "(SELECT application_id FROM pragma_application_id), "
            "(SELECT count(*) FROM sqlite_master)"
        ).fetchone()
        ours = layout(db) >= expected_layout(1)
        made_by = read_meta(db, "app_version") if ours else None
        parts = check_layout(db, min(version, SCHEMA_VERSION)) if 0 <= version else None
    except sqlite3.Error as error:
        raise classify(path, error, CANNOT_READ) from None
    if application != APPLICATION_ID and (tables or version):
        if ours:  # our tables under a damaged mark: damage, and its backups are the way out
            raise corrupt(
                path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "its Dealer Trainer mark is damaged"))
            )
        raise RecordsFileError(
            Problem.NOT_RECORDS,
            path,
            _w(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "{path} is an SQLite database, but not Dealer Trainer's records. "
                    "It has been left as it is: choose another file for the records.",
                ),
                path=str(path),
            ),
        )
    if version > SCHEMA_VERSION:
        if _newer_than_us(made_by) is False:  # written last by this version or an older one
            raise corrupt(path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "its version mark is damaged")))
        raise newer(path, version, made_by)
    if version < 0 or parts is None or (tables and not parts.ok):
        if parts is not None and parts.missing and not parts.later:
            what = _w(
                QT_TRANSLATE_NOOP("RecordsErrors", "part of it is missing: {parts}"),
                parts=", ".join(dict.fromkeys(_PART_WORDS.get(t, t) for t in parts.tables())),
            )
        else:
            what = Worded(QT_TRANSLATE_NOOP("RecordsErrors", "its version mark is damaged"))
        raise corrupt(path, what)
    return FileCheck(version, index_damage)


def newer(path: Path, version: int, made_by: str | None) -> RecordsFileError:
    """A file written by a newer version: nothing is written to it, and no backup is put in
    its place unless the user chooses so knowing what it costs."""
    backups = good_backups(path)
    if made_by and _newer_than_us(made_by):
        from .. import __version__

        message = _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The records file {path} was written by Dealer Trainer {made_by}, a newer version than "
                "this one ({ours}). Nothing was written to it and nothing will be: update Dealer Trainer "
                "to carry on with these records. {way_out}",
            ),
            path=str(path),
            made_by=made_by,
            ours=__version__,
            way_out=way_out(path, backups, newer=True),
        )
    else:
        message = _w(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The records file {path} was written by a newer version of Dealer Trainer (its records "
                "are version {version}; this version reads up to {known}). Nothing was written to it and "
                "nothing will be: update Dealer Trainer to carry on with these records. {way_out}",
            ),
            path=str(path),
            version=version,
            known=SCHEMA_VERSION,
            way_out=way_out(path, backups, newer=True),
        )
    return RecordsFileError(Problem.NEWER, path, message, backups, made_by=made_by)


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
    "FileCheck",
    "check_file",
    "classify",
    "connect",
    "corrupt",
    "disk_full",
    "enter_wal",
    "file_problem",
    "integrity_findings",
    "integrity_words",
    "locked",
    "newer",
    "only_index_damage",
    "sqlite_code",
    "unreadable",
    "way_out",
]
