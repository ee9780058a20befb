"""The trainee's records: profiles and every answer, in one SQLite file.

Pure Python (the standard library's :mod:`sqlite3`; no Qt). One file per
machine, by default ``records.sqlite3`` in the user's data directory
(:func:`default_path`), opened with :func:`open_records`.

Reliability, in the order it matters:

* **Every answer is its own transaction**, committed before
  :meth:`Records.record_attempt` returns. Killing the app at any moment loses
  at most the answer being recorded; SQLite's journal (WAL) makes a
  half-written transaction invisible on the next open.
* ``synchronous=FULL``: each commit waits for the WAL to reach the disk. In
  WAL mode ``NORMAL`` is just as safe against a killed *process* (the write is
  in the operating system's cache) but can lose the last few answers to a
  power cut or an OS crash; ``FULL`` costs one ``fsync`` per answer, a few
  milliseconds at a rate of one answer every few seconds, so we pay it.
* **Nothing bad is overwritten.** On open the file is checked (SQLite's
  ``quick_check``, the full ``integrity_check`` after any doubt — and daily on
  the backup thread, :func:`daily_check`;
  our application id; the schema version) before anything is written; a
  problem raises :class:`RecordsError` saying what is wrong and what to do —
  told apart by SQLite's result code: damaged, newer, not ours, cannot be
  used (read-only, cannot open), busy, or a full disk — and the file is left
  exactly as it was.
* **Stored values are not trusted.** Readers check each row and skip (and
  report, :meth:`Records.note_damaged`) one that fails, never raising.
* **The way out of damage is a backup** (:mod:`.backups`): compressed copies
  made with SQLite's online backup API beside the file, thinned to days,
  weeks and months; :func:`recover` puts one back after copying in what the
  damaged file still holds (:mod:`.salvage`), keeping the damaged file aside.

The schema is versioned with ``PRAGMA user_version`` and grows through the
ordered :data:`MIGRATIONS`, each applied in one transaction with the version
bump, so an interrupted migration leaves the previous version intact.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import math
import os
import sqlite3
import threading
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

import platformdirs

from ..atomicfile import fsync_folder
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.drills import (CommonAnswer, Point, Question, Response, SeatAnswer, SplitAnswer,
                               StepAnswer, question_at)
from ..training.kinds import Drill, StepKind
from ..training.steps import Step
from . import backups as _files

if TYPE_CHECKING:
    from .salvage import Salvaged

log = logging.getLogger(__name__)

APP_NAME = "Dealer Trainer"
FILE_NAME = "records.sqlite3"
#: ``PRAGMA application_id`` of our files ("DTR1"), so another program's SQLite
#: file is recognised as not ours rather than migrated.
APPLICATION_ID = 0x44545231


def default_path() -> Path:
    """``records.sqlite3`` in the user's data directory (platformdirs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, APP_NAME)) / FILE_NAME


# --- errors -------------------------------------------------------------------------


class Problem(StrEnum):
    """What is wrong with a records file.

    Only ``CORRUPT`` and ``NEWER`` are about the file itself, and only they
    offer a backup: the others are about where it is (a folder that cannot be
    read or written, another program holding it, a full disk), and putting a
    backup in its place would not help — it would throw away good answers.
    """

    CORRUPT = "corrupt"
    NEWER = "newer"
    NOT_RECORDS = "not-records"
    UNREADABLE = "unreadable"
    LOCKED = "locked"
    FULL = "full"


class RecordsError(Exception):
    """The records cannot be opened or written; the message says why and what to do.

    ``problem`` names the kind, ``path`` the file, and ``backups`` the backups
    that :func:`restore_backup` can put back (newest first; only for a damaged
    file or one from a newer version). The file itself has been left exactly as
    it was.
    """

    def __init__(self, problem: Problem, path: Path, message: str,
                 backups: Sequence[Path] = ()) -> None:
        super().__init__(message)
        self.problem = problem
        self.path = path
        self.message = message
        self.backups = tuple(backups)

    @property
    def restorable(self) -> bool:
        """Whether putting back a backup is the way out (a damaged or newer file)."""
        return bool(self.backups) and self.problem in (Problem.CORRUPT, Problem.NEWER)


def _way_out(path: Path, backups: Sequence[Path], *, newer: bool = False) -> str:
    kept = "The file has been left exactly as it is"
    if backups:
        when = _backup_day(backups[0], path)
        which = "the newest backup" + (f" (from {when})" if when else "")
        return (f"{kept}. Restore {which}, {backups[0]}, to carry on from it"
                + (" (the answers still readable in the damaged file are copied into it, and "
                   "the file is moved aside, not deleted)" if not newer else
                   " (the newer file is moved aside, not deleted)")
                + f", or open other records. {len(backups)} backup"
                + ("s are" if len(backups) != 1 else " is") + f" in {backups[0].parent}.")
    return (f"{kept}. There is no backup of it in {_backup_dir(path)}; move the file "
            "away (or open other records) to start new ones.")


def _corrupt(path: Path, what: str) -> RecordsError:
    backups = list_backups(path)
    return RecordsError(Problem.CORRUPT, path,
                        f"The records file {path} is damaged ({what}). "
                        + _way_out(path, backups), backups)


def _unreadable(path: Path, what: str) -> RecordsError:
    return RecordsError(Problem.UNREADABLE, path,
                        f"Cannot use the records file {path}: {what}. The file is not damaged "
                        f"and nothing in it was changed. Check that the folder {path.parent} "
                        "exists and that you may read and write in it (it may be on a "
                        "read-only disk, a locked memory card or a network folder you may only "
                        "read), then start Dealer Trainer again — or choose another place for "
                        "the records.")


def _locked(path: Path) -> RecordsError:
    return RecordsError(Problem.LOCKED, path,
                        f"The records file {path} is in use by another program (or another "
                        "Dealer Trainer window on a shared folder) and stayed busy. Nothing "
                        "was changed. Close the other program, then open the records again; "
                        f"the file is in {path.parent}.")


def _full(path: Path) -> RecordsError:
    return RecordsError(Problem.FULL, path,
                        f"The disk holding your records is full: {path} could not be written. "
                        "Nothing was lost — every answer already kept is still in the file. "
                        f"Free some space on the disk that holds {path.parent}, then open the "
                        "records again.")


_CORRUPT_CODES = {11, 26, 1}   # SQLITE_CORRUPT, SQLITE_NOTADB, SQLITE_ERROR (a broken schema)
_FULL_CODES = {13}             # SQLITE_FULL (ENOSPC, or the size limit)


def classify(path: Path, error: sqlite3.Error | OSError, doing: str = "") -> RecordsError:
    """The :class:`RecordsError` for an SQLite or file error met on ``path``.

    Told apart by SQLite's result code, never by the wording: busy/locked,
    full, and everything about access (read-only, cannot open, permission, I/O)
    are not damage — only ``SQLITE_CORRUPT`` / ``SQLITE_NOTADB`` (and a schema
    SQLite cannot use) are. An unknown code counts as "cannot use", so a
    backup is never offered on a guess.
    """
    what = f"{doing} ({error})" if doing else str(error)
    if isinstance(error, OSError):
        if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return _full(path)
        return _unreadable(path, f"{doing} ({error.strerror or error})" if doing
                           else str(error.strerror or error))
    code = _code(error)
    if code in _BUSY:
        return _locked(path)
    if code in _FULL_CODES:
        return _full(path)
    if code in _CORRUPT_CODES or (code == 0 and not isinstance(error, sqlite3.OperationalError)):
        return _corrupt(path, str(error))
    return _unreadable(path, what)


def _code(error: sqlite3.Error) -> int:
    """SQLite's primary result code of ``error`` (``SQLITE_BUSY`` = 5 …), 0 if unknown."""
    code = getattr(error, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else 0


_BUSY = {5, 6}            # SQLITE_BUSY, SQLITE_LOCKED


# --- times and values -------------------------------------------------------------------


def utc_text(moment: datetime) -> str:
    """A moment as fixed-width UTC ISO text (sorts like the moments; naive = UTC).

    >>> utc_text(datetime(2025, 6, 11, 9, 30, tzinfo=timezone.utc))
    '2025-06-11T09:30:00.000000+00:00'
    """
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat(timespec="microseconds")


def parse_utc(text: object) -> datetime:
    """The moment written by :func:`utc_text` (``ValueError`` if it is not one; naive = UTC)."""
    moment = datetime.fromisoformat(text_value(text))
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


# --- checking values read back --------------------------------------------------------------
#
# Stored values are not trusted: a damaged page, another program or a hand-edit
# can leave a drill this version does not know, text that is not UTF-8, JSON
# that does not parse or a time that is not one. Readers check each row with
# these and skip (and report, see Records.note_damaged) a row that fails.

#: What a check of a stored value raises (``json.JSONDecodeError`` is a ``ValueError``).
ROW_ERRORS: tuple[type[Exception], ...] = (ValueError, TypeError, KeyError, IndexError,
                                           AttributeError, RecursionError, OverflowError)


def text_value(value: object) -> str:
    """``value`` if it is good text (not a blob, not text that was not UTF-8)."""
    if isinstance(value, DamagedText):
        raise ValueError("text that is not UTF-8")
    if not isinstance(value, str):
        raise TypeError(f"{type(value).__name__} where text belongs")
    return value


def json_object(value: object) -> dict[str, Any]:
    """The JSON object stored as ``value``."""
    data = json.loads(text_value(value))
    if not isinstance(data, dict):
        raise ValueError("JSON that is not an object")
    return data


def number_value(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"{value!r} is not a number")
    return float(value)


def flag_value(value: object) -> bool:
    if value not in (0, 1) or isinstance(value, (str, bytes, float)):
        raise ValueError(f"{value!r} is not 0 or 1")
    return bool(value)


def id_value(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a number of a row")
    return value


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces: equal data gives equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def hand_digest(scenario_text: str) -> str:
    return hashlib.sha256(scenario_text.encode("utf-8")).hexdigest()


def point_from_json(data: dict[str, Any]) -> Point:
    if not isinstance(data, dict):
        raise ValueError("a point that is not a JSON object")
    street, step = data.get("street"), data.get("step")
    for part in (street, step):
        if part is not None and (isinstance(part, bool) or not isinstance(part, int)):
            raise ValueError(f"{part!r} is not a street or step number")
    return Point(street, step)


def response_to_json(question: Question, response: Response) -> dict[str, Any]:
    """A trainee's response written like a pack's ``expect`` (see ``docs/pack-format.md``).

    ``{"seat": 4}``, ``{"move": "deal", "seat": 3}``, ``{"needed": true}`` or
    ``{"pots": [{"3": 20}], "rake": 0}``.
    """
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        assert isinstance(response, int) and not isinstance(response, bool)
        return {"seat": response}
    if isinstance(answer, StepAnswer):
        assert isinstance(response, Step)
        data: dict[str, Any] = {"move": response.kind.value}
        if response.seat is not None:
            data["seat"] = response.seat
        return data
    if isinstance(answer, CommonAnswer):
        assert isinstance(response, bool)
        return {"needed": response}
    assert isinstance(answer, SplitAnswer) and isinstance(response, tuple)
    pots, rake = response
    return {"pots": [{str(seat): chips for seat, chips in sorted(pot.items())} for pot in pots],
            "rake": rake}


def response_from_json(question: Question, data: dict[str, Any]) -> Response:
    """The response :func:`response_to_json` wrote, ready for ``check``."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return int(data["seat"])
    if isinstance(answer, StepAnswer):
        kind = StepKind(data["move"])
        return Step(kind, int(data["seat"]) if kind is StepKind.DEAL else None)
    if isinstance(answer, CommonAnswer):
        return bool(data["needed"])
    pots = [{int(seat): int(chips) for seat, chips in pot.items()} for pot in data["pots"]]
    return (pots, int(data.get("rake", 0)))


def _trainee_name(name: str) -> str:
    name = " ".join(name.split())
    if not name:
        raise ValueError("a trainee needs a name")
    return name


class DamagedText(str):
    """Text in the records that is not valid UTF-8 (shown with replacement characters).

    No reader accepts it as a drill, a time or JSON: the row is skipped.
    """


def _decode(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return DamagedText(data.decode("utf-8", "replace"))


# --- rows -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Trainee:
    id: int
    name: str
    created: datetime
    #: A random identifier made with the trainee, the same wherever their
    #: results go: it tells apart two trainees of one name in a class.
    uid: str


@dataclass(frozen=True)
class AttemptRow:
    """One recorded answer, enough to show it and to ask the same question again."""

    id: int
    trainee_id: int
    at: datetime
    drill: Drill
    variant: Variant
    rules: RuleSetName
    #: The complete hand as JSON text (parse with :attr:`scenario`).
    scenario_json: str
    point: Point
    #: The answer given, as :func:`response_to_json` writes it.
    response: dict[str, Any]
    correct: bool
    seconds: float
    hinted: bool
    exam_id: int | None
    exam_question: int | None

    @property
    def scenario(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.scenario_json)
        return data


def replay_question(row: AttemptRow) -> Question:
    """The question ``row`` answered, rebuilt exactly (same hand, same moment)."""
    return question_at(row.drill, row.scenario, point=row.point)


# --- migrations ------------------------------------------------------------------------


@dataclass(frozen=True)
class Migration:
    version: int
    title: str
    apply: Callable[[sqlite3.Connection], None]


def _v1(db: sqlite3.Connection) -> None:
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


def _v2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE attempts ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0 "
               "CHECK (hinted IN (0, 1))")
    # Covering indexes for the progress view and practice mode, so 100,000 answers are
    # summarised without reading the table: per skill (drill x variant) in time order,
    # per skill by answer time (medians), and per drill in time order (the charts).
    db.execute("CREATE INDEX attempts_by_skill "
               "ON attempts(trainee_id, drill, variant, at, correct, seconds)")
    db.execute("CREATE INDEX attempts_by_pace ON attempts(trainee_id, drill, variant, seconds)")
    db.execute("CREATE INDEX attempts_by_drill ON attempts(trainee_id, drill, at, correct, seconds)")


def _v3(db: sqlite3.Connection) -> None:
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
    db.execute("ALTER TABLE attempts ADD COLUMN exam_id INTEGER "
               "REFERENCES exams(id) ON DELETE SET NULL")
    db.execute("ALTER TABLE attempts ADD COLUMN exam_question INTEGER")
    db.execute("CREATE INDEX attempts_by_exam ON attempts(exam_id) WHERE exam_id IS NOT NULL")
    db.execute("CREATE INDEX exams_by_trainee ON exams(trainee_id, started)")


def _v4(db: sqlite3.Connection) -> None:
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
    from .scheduling import rebuild_schedule_in
    rebuild_schedule_in(db)   # the history already recorded sets the first schedule


def _v5(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE trainees ADD COLUMN uid TEXT")
    for (trainee_id,) in db.execute("SELECT id FROM trainees").fetchall():
        db.execute("UPDATE trainees SET uid = ? WHERE id = ?", (new_uid(), trainee_id))
    db.execute("CREATE UNIQUE INDEX trainees_by_uid ON trainees(uid)")


def _v6(db: sqlite3.Connection) -> None:
    # Small notes about the file itself: when SQLite's full integrity check last
    # passed ("checked"), and whether a reader met a damaged row since ("doubt").
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID")


def new_uid() -> str:
    """A trainee's identifier: 128 random bits as 32 hex digits."""
    return uuid.uuid4().hex


#: Every schema change, in order. Version 0 is an empty file.
MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "trainees, hands and attempts", _v1),
    Migration(2, "hinted answers; indexes for the progress view", _v2),
    Migration(3, "exams, and attempts linked to them", _v3),
    Migration(4, "spaced-repetition (SM-2) state of missed hands and skills", _v4),
    Migration(5, "an identifier per trainee, to tell apart namesakes in a class", _v5),
    Migration(6, "notes about the file: when it was last fully checked", _v6),
)
SCHEMA_VERSION = MIGRATIONS[-1].version


def user_version(db: sqlite3.Connection) -> int:
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    return version


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


# --- backups ---------------------------------------------------------------------------


def _backup_dir(path: Path) -> Path:
    return _files.backup_dir(path)


def _backup_day(backup: Path, path: Path) -> str:
    moment = _files.backup_moment(backup, path)
    return "" if moment is None else moment.date().isoformat()


def list_backups(path: str | Path | None = None) -> list[Path]:
    """The backups of the records at ``path`` (default: the usual place), newest first."""
    return _files.list_backups(Path(path) if path is not None else default_path())


def _copy_backup(backup: Path, target: Path) -> None:
    _files.copy_backup(backup, target)


def _fsync_file(path: Path) -> None:
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


@dataclass(frozen=True)
class Recovery:
    """What :func:`recover` did: where the old file went, and what was saved from it."""

    #: The old file, moved aside (``None`` if there was none).
    aside: Path | None
    #: The rows copied from it into the restored records (``None``: not salvaged).
    salvaged: "Salvaged | None"


def _leftovers_of(path: Path) -> tuple[Path, ...]:
    return (path, *(Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal")))


def recover(backup: str | Path, path: str | Path | None = None, *, now: datetime | None = None,
            salvage: bool = True) -> Recovery:
    """Put ``backup`` back as the records at ``path``, saving what the old file still holds.

    In order, and nothing is changed until the last step:

    1. the backup is copied beside the records (``.records.sqlite3.restoring``)
       and checked — a damaged backup raises :class:`RecordsError`;
    2. if ``salvage``, every row the old file still yields is copied into that
       copy (:mod:`.salvage`: answers given since the backup are kept);
    3. the old file, with its ``-wal`` and ``-shm``, is renamed to
       ``records.sqlite3.damaged-YYYYmmddTHHMMSS`` beside it — never deleted —
       and the copy renamed into its place.

    Call it with the records closed. Any failure (a read-only folder, a full
    disk) raises :class:`RecordsError`, leaves the old file where it was and
    removes the ``.restoring`` copy.
    """
    from .salvage import salvage_file

    backup = Path(backup)
    path = Path(path) if path is not None else default_path()
    stamp = (now or datetime.now(timezone.utc)).strftime("%Y%m%dT%H%M%S")
    incoming = path.with_name(f".{path.name}.restoring")
    scratch = path.with_name(f".{path.name}.salvage")
    aside: Path | None = None
    moved: list[tuple[Path, Path]] = []
    try:
        try:
            _copy_backup(backup, incoming)
        except OSError as error:
            if isinstance(error, FileNotFoundError) or not backup.is_file():
                raise _unreadable(backup, "the backup cannot be read") from None
            raise classify(path, error, "the backup cannot be copied beside it") from None
        check = _connect(incoming)
        try:
            try:
                _check_file(check, backup, full=True)
            except RecordsError as error:
                why = {Problem.CORRUPT: "it is damaged too",
                       Problem.NEWER: "it was written by a newer version of Dealer Trainer",
                       Problem.NOT_RECORDS: "it is not Dealer Trainer's records"}.get(
                           error.problem, "it cannot be read")
                raise RecordsError(error.problem, backup,
                                   f"The backup {backup} cannot be restored: {why}. Nothing "
                                   "was changed; choose another (older) backup.",
                                   list_backups(path)) from None
            salvaged = salvage_file(path, check, scratch) if salvage and path.exists() else None
        finally:
            check.close()
        _fsync_file(incoming)
        if path.exists():
            aside = path.with_name(f"{path.name}.damaged-{stamp}")
            os.replace(path, aside)
            moved.append((aside, path))
        for suffix in ("-wal", "-shm"):
            extra = Path(f"{path}{suffix}")
            if extra.exists():
                # The journal belongs to the old file: applied to the backup it would corrupt it.
                if aside is not None:
                    os.replace(extra, Path(f"{aside}{suffix}"))
                    moved.append((Path(f"{aside}{suffix}"), extra))
                else:
                    extra.unlink()
        os.replace(incoming, path)
        moved.clear()
        fsync_folder(path.parent)
        return Recovery(aside, salvaged)
    except (OSError, sqlite3.Error) as error:
        kind = classify(path, error).problem
        advice = (f"Free some space on the disk that holds {path.parent}" if kind is Problem.FULL
                  else f"Check that you may write in {path.parent}")
        raise RecordsError(kind, path,
                           f"The backup {backup} could not be put in place of {path} ({error}). "
                           "Nothing was changed: the records file is still there, as it was. "
                           f"{advice}, then try again.") from None
    finally:
        for there, back in reversed(moved):     # put the old file back as it was
            try:
                os.replace(there, back)
            except OSError:
                log.exception("Could not move %s back to %s", there, back)
        for leftover in (*_leftovers_of(incoming), *_leftovers_of(scratch)):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                log.exception("Could not remove %s", leftover)


def restore_backup(backup: str | Path, path: str | Path | None = None, *,
                   now: datetime | None = None) -> Path | None:
    """Put ``backup`` back as the records at ``path`` (see :func:`recover`); where the
    old file was moved, or ``None`` if there was none."""
    return recover(backup, path, now=now).aside


# --- opening -----------------------------------------------------------------------------


#: How often SQLite's full ``integrity_check`` runs on open (else the quicker
#: ``quick_check``, which skips checking that indexes match their tables).
FULL_CHECK_EVERY = timedelta(days=1)


def _meta(db: sqlite3.Connection, key: str) -> str | None:
    try:
        row = db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    except sqlite3.OperationalError:
        return None        # before version 6: no notes yet
    return row[0] if row is not None and isinstance(row[0], str) else None


def _full_check_due(db: sqlite3.Connection, now: datetime) -> bool:
    """Whether the daily full check is due (never run, or :data:`FULL_CHECK_EVERY` ago)."""
    try:
        checked = parse_utc(_meta(db, "checked"))
    except ROW_ERRORS:
        return True
    return not timedelta(0) <= now - checked < FULL_CHECK_EVERY


def daily_check(path: Path, now: datetime | None = None) -> str | None:
    """Run the full integrity check of the records at ``path`` if it is due; what it found
    wrong, or ``None``. On its own connection: the backup thread runs it, so a long check
    of a big file never holds up the window. A passed check is noted (``checked``), a
    failed one too (``doubt``): the next open then checks in full and reports the damage.
    """
    now = now or datetime.now(timezone.utc)
    db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
    try:
        if not _full_check_due(db, now):
            return None
        rows = db.execute("PRAGMA integrity_check").fetchall()
        found = None if rows == [("ok",)] else str(rows[0][0] if rows else "no answer")
        db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
                   ("checked", utc_text(now)) if found is None else ("doubt", found))
        return found
    finally:
        db.close()


def _check_file(db: sqlite3.Connection, path: Path, *,
                full: bool | None = None) -> tuple[int, bool]:
    """Check a file before anything is written to it; its schema version, and whether
    the full integrity check ran (``full``: always, never, or ``None``: on doubt).

    On open the full ``integrity_check`` runs on any doubt — a reader met a
    damaged row last time (or the daily check failed), or the file was not
    closed cleanly; otherwise the ``quick_check``. The daily full check runs
    on the backup thread (:func:`daily_check`).
    """
    try:
        if full is None:
            full = _meta(db, "doubt") is not None
        rows = db.execute("PRAGMA integrity_check" if full else "PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            first = str(rows[0][0]) if rows else "no answer from the integrity check"
            more = f", and {len(rows) - 1} more problems" if len(rows) > 1 else ""
            raise _corrupt(path, f"the integrity check says: {first}{more}")
        # One statement, so one snapshot: read apart, another window's first migration
        # committing in between made a new file look like someone else's database.
        version, application, tables = db.execute(
            "SELECT (SELECT user_version FROM pragma_user_version), "
            "(SELECT application_id FROM pragma_application_id), "
            "(SELECT count(*) FROM sqlite_master)").fetchone()
    except sqlite3.Error as error:
        raise classify(path, error, "it cannot be read") from None
    if application != APPLICATION_ID and (tables or version):
        raise RecordsError(Problem.NOT_RECORDS, path,
                           f"{path} is an SQLite database, but not Dealer Trainer's records. "
                           "It has been left as it is: choose another file for the records.")
    if version > SCHEMA_VERSION:
        backups = list_backups(path)
        raise RecordsError(Problem.NEWER, path,
                           f"The records file {path} was written by a newer version of Dealer "
                           f"Trainer (schema version {version}; this version reads up to "
                           f"{SCHEMA_VERSION}). Update Dealer Trainer to open it. "
                           + _way_out(path, backups, newer=True), backups)
    return version, full


def _connect(path: Path) -> sqlite3.Connection:
    """The app's connection to the records at ``path`` (autocommit; text that is not
    UTF-8 comes back as :class:`DamagedText` instead of failing the whole read).

    Tests replace it to open the file read-only or with a size limit, as a
    read-only folder or a full disk would.
    """
    db = sqlite3.connect(path, isolation_level=None, timeout=10.0)
    db.text_factory = _decode
    return db


def _enter_wal(db: sqlite3.Connection, wait: float = 10.0) -> str:
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
            if _code(error) not in _BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.02)


def open_records(path: str | Path | None = None, *, now: datetime | None = None,
                 backup: bool = True, daily_backup: bool = True) -> Records:
    """Open (creating or upgrading as needed) the records at ``path``.

    The default path is :func:`default_path`. ``now`` (for tests) dates the
    backups and the daily full check. Raises :class:`RecordsError` for a
    damaged file, another program's database, one from a newer version, or a
    path that cannot be used — always before writing anything to the file.

    Before every upgrade the file is backed up (unless ``backup`` is false);
    so is it on the first open of a day, unless ``daily_backup`` is false — the
    app leaves that one to :meth:`Records.start_backups`, off its GUI thread.
    Leftovers of a crash beside the file are removed first.
    """
    path = Path(path) if path is not None else default_path()
    now = now or datetime.now(timezone.utc)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise _unreadable(path, f"cannot make its folder ({error.strerror or error})") from None
    if path.exists() and not path.is_file():
        raise _unreadable(path, "it is a folder, not a file")
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise _unreadable(path, "you may not read and write it")
    _files.clean_leftovers(path)
    # A journal left beside the file: it was not closed cleanly (or is open elsewhere).
    unclean = Path(f"{path}-wal").exists()
    try:
        db = _connect(path)
    except sqlite3.Error as error:
        raise classify(path, error, "it cannot be opened") from None
    try:
        version, checked = _check_file(db, path, full=True if unclean else None)
        warnings = []
        if backup and version > 0:
            try:
                if version < SCHEMA_VERSION:
                    _files.write_backup(db, path, _files.backup_name(
                        path, now, f"before-v{SCHEMA_VERSION}"))
                elif daily_backup and not any(_backup_day(p, path) == utc_text(now)[:10]
                                              for p in list_backups(path)):
                    _files.write_backup(db, path, _files.backup_name(path, now))
                _files.prune_backups(path)
            except (OSError, sqlite3.Error) as error:
                warnings.append(f"The daily backup could not be made ({error}); the records "
                                "themselves are fine.")
        try:
            mode = _enter_wal(db)
            if mode != "wal":
                raise sqlite3.OperationalError(f"the journal mode stays {mode!r}")
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("PRAGMA busy_timeout = 10000")
            migrate(db)
            if checked:
                db.execute("BEGIN IMMEDIATE")
                db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('checked', ?)",
                           (utc_text(now),))
                db.execute("DELETE FROM meta WHERE key = 'doubt'")
                db.execute("COMMIT")
        except sqlite3.Error as error:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise classify(path, error, "it cannot be written") from None
    except BaseException:
        db.close()
        raise
    return Records(path, db, warnings)


class Records:
    """An open records file. Use from one thread; close it (or use ``with``)."""

    def __init__(self, path: Path, db: sqlite3.Connection, warnings: Sequence[str] = ()) -> None:
        self.path = path
        self._db = db
        self._damaged: set[tuple[str, object]] = set()
        #: Bumped after every committed write: the backup thread reads it to know
        #: whether anything changed since its last backup.
        self.changes = 0
        self._backups: _files.BackupThread | None = None
        #: The backup made on closing, if one was needed (join it to wait for it).
        self.closing_backup: threading.Thread | None = None
        #: Things the user may want to know that did not stop the opening.
        self.warnings = tuple(warnings)

    # -- the file

    @staticmethod
    def backups(path: str | Path | None = None) -> list[Path]:
        """The backups of the records at ``path``, newest first."""
        return list_backups(path)

    @staticmethod
    def restore_backup(backup: str | Path, path: str | Path | None = None) -> Path | None:
        return restore_backup(backup, path)

    def backup_now(self, name: str | None = None) -> Path:
        """Copy the records into ``backups/`` now, on this thread (for a menu command)."""
        made = _files.write_backup(self._db, self.path, name or _files.backup_name(
            self.path, datetime.now(timezone.utc)))
        _files.prune_backups(self.path)
        return made

    def start_backups(self, interval: float = _files.BACKUP_EVERY) -> _files.BackupThread:
        """Back up on a thread of its own: now if there is no backup from today, then every
        ``interval`` seconds if anything changed, and on :meth:`close`."""
        if self._backups is None:
            self._backups = _files.BackupThread(self, interval)
            self._backups.start()
        return self._backups

    @property
    def schema_version(self) -> int:
        return user_version(self._db)

    @property
    def connection(self) -> sqlite3.Connection:
        """The connection, for this package's modules (read with it, write in
        :meth:`transaction`)."""
        return self._db

    def close(self) -> None:
        """Close the file; the backup thread (if started) makes its last backup, if anything
        changed, on a thread of its own (:attr:`closing_backup`)."""
        if self._damaged:     # the next open runs the full integrity check
            try:
                self._db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('doubt', ?)",
                                 (str(len(self._damaged)),))
            except sqlite3.Error as error:
                log.warning("Could not note the damaged rows in %s: %s", self.path, error)
        self._db.close()
        if self._backups is not None:
            self.closing_backup = self._backups.stop(final=True)
            self._backups = None

    def __enter__(self) -> Records:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _failure(self, error: sqlite3.Error) -> RecordsError:
        return classify(self.path, error, "it cannot be written")

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed at the end (rolled back on an error).

        SQLite errors come out as :class:`RecordsError`; a broken constraint
        (an unknown trainee) as :class:`LookupError`.
        """
        db = self._db
        if db.in_transaction:
            raise RuntimeError("a records transaction is already open; they do not nest")
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self._failure(error) from None
        try:
            yield db
            db.execute("COMMIT")
            self.changes += 1
        except BaseException as error:
            if db.in_transaction:
                try:
                    db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            if isinstance(error, sqlite3.IntegrityError):
                raise LookupError(f"not recorded: {error}") from None
            if isinstance(error, sqlite3.Error):
                raise self._failure(error) from None
            raise

    # -- trainees

    def add_trainee(self, name: str, *, at: datetime | None = None) -> Trainee:
        """A new trainee; names are unique (ignoring case) within one records file."""
        name = _trainee_name(name)
        with self.transaction() as db:
            if self._named_in(db, name) is not None:
                raise ValueError(f"there is already a trainee called {name!r}")
            return self._insert_trainee(db, name, at)

    def trainee_named_or_added(self, name: str) -> Trainee:
        """The trainee called ``name`` (ignoring case), added if there is none.

        One write transaction: the look-up and the insert hold SQLite's write
        lock together, so two windows adding the same name at once both get the
        one trainee, where a look-up then an insert let the second one fail.
        """
        name = _trainee_name(name)
        with self.transaction() as db:
            return self._named_in(db, name) or self._insert_trainee(db, name, None)

    def starting_trainee(self, name: str, default: str) -> Trainee:
        """The trainee the app opens with: the one called ``name`` if there is one, else
        the first, else a new trainee called ``default`` — atomically (two windows
        started at once on a new file share one first trainee)."""
        wanted = " ".join(name.split())
        with self.transaction() as db:
            found = self._named_in(db, wanted) if wanted else None
            if found is None:
                row = db.execute("SELECT id, name, created, uid FROM trainees "
                                 "ORDER BY name, id LIMIT 1").fetchone()
                found = None if row is None else self._trainee_row(row)
                if found is None:
                    # a damaged first trainee is not one to open with: the default, or theirs
                    found = (self._named_in(db, _trainee_name(default))
                             or self._insert_trainee(db, _trainee_name(default), None))
            return found

    def _named_in(self, db: sqlite3.Connection, name: str) -> Trainee | None:
        row = db.execute("SELECT id, name, created, uid FROM trainees WHERE name = ?",
                         (name,)).fetchone()
        return None if row is None else self._trainee_row(row)

    @staticmethod
    def _insert_trainee(db: sqlite3.Connection, name: str, at: datetime | None) -> Trainee:
        created = utc_text(at or datetime.now(timezone.utc))
        uid = new_uid()
        cursor = db.execute("INSERT INTO trainees(name, created, uid) VALUES (?, ?, ?)",
                            (name, created, uid))
        assert cursor.lastrowid is not None
        return Trainee(cursor.lastrowid, name, parse_utc(created), uid)

    def _trainee_row(self, row: Sequence[Any]) -> Trainee | None:
        try:
            uid = row[3]
            if uid is not None:
                text_value(uid)
            # a name that is not UTF-8 is shown with replacement characters, not skipped
            name = row[1] if isinstance(row[1], str) else str(row[1])
            return Trainee(row[0], name, parse_utc(row[2]), uid)
        except ROW_ERRORS as error:
            self.note_damaged("trainees", row[0], error)
            return None

    # -- damaged rows

    def note_damaged(self, table: str, key: object, why: object) -> None:
        """A stored row that failed its check: logged once, counted, and skipped by the reader.

        The count lets the window say how many answers were skipped; the
        next open runs SQLite's full integrity check.
        """
        if (table, key) not in self._damaged:
            self._damaged.add((table, key))
            log.warning("Skipped a damaged row in %s: %s %s (%s)", self.path, table, key, why)

    @property
    def damaged_answers(self) -> int:
        """How many damaged answers (attempt rows) readers have skipped so far."""
        return sum(1 for table, _ in self._damaged if table == "attempts")

    @property
    def damaged_rows(self) -> int:
        """How many damaged rows of any table readers have skipped so far."""
        return len(self._damaged)

    def trainees(self) -> list[Trainee]:
        rows = self._db.execute("SELECT id, name, created, uid FROM trainees ORDER BY name, id")
        return [t for t in map(self._trainee_row, rows) if t is not None]

    def trainee(self, trainee_id: int) -> Trainee:
        row = self._db.execute("SELECT id, name, created, uid FROM trainees WHERE id = ?",
                               (trainee_id,)).fetchone()
        trainee = None if row is None else self._trainee_row(row)
        if trainee is None:
            raise LookupError(f"no trainee number {trainee_id} in {self.path}")
        return trainee

    def trainee_named(self, name: str) -> Trainee | None:
        return self._named_in(self._db, " ".join(name.split()))

    # -- attempts

    def record_attempt(self, trainee_id: int, question: Question, response_json: dict[str, Any],
                       correct: bool, seconds: float, hinted: bool = False,
                       exam_id: int | None = None, at: datetime | None = None, *,
                       exam_question: int | None = None) -> int:
        """Record one answer and update the practice schedule; its id once committed.

        One transaction: the hand (stored once), the attempt, and the SM-2 state
        of the hand (if missed) and of the skill. ``at`` defaults to now; its
        time zone sets where the practice schedule's days begin.
        """
        if not math.isfinite(seconds):
            raise ValueError(f"seconds must be a number, not {seconds}")
        moment = at or datetime.now(timezone.utc).astimezone()
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=timezone.utc)
        scenario = canonical_json(question.scenario)
        point = canonical_json(question.point.to_json())
        drill = question.drill
        variant = question.table.variant
        rules = question.table.rules.name
        from .scheduling import note_result
        with self.transaction() as db:
            db.execute("INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)",
                       (hand_digest(scenario), scenario))
            hand_id: int = db.execute("SELECT id FROM hands WHERE digest = ?",
                                      (hand_digest(scenario),)).fetchone()[0]
            cursor = db.execute(
                "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, "
                "response, correct, seconds, hinted, exam_id, exam_question) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (trainee_id, utc_text(moment), drill.value, variant.value, rules.value, hand_id,
                 point, canonical_json(response_json), int(correct), max(0.0, seconds),
                 int(hinted), exam_id, exam_question))
            note_result(db, trainee_id, drill, variant, rules, hand_id, point, correct,
                        max(0.0, seconds), hinted, moment)
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    _COLUMNS = ("a.id, a.trainee_id, a.at, a.drill, a.variant, a.rules, h.scenario, a.point, "
                "a.response, a.correct, a.seconds, a.hinted, a.exam_id, a.exam_question")

    def _row(self, row: tuple[Any, ...]) -> AttemptRow | None:
        """The attempt in ``row``, or ``None`` (reported) if a stored value is damaged."""
        try:
            json_object(row[6])   # the hand: it must at least parse
            return AttemptRow(row[0], row[1], parse_utc(row[2]), Drill(text_value(row[3])),
                              Variant(text_value(row[4])), RuleSetName(text_value(row[5])),
                              row[6], point_from_json(json_object(row[7])),
                              json_object(row[8]), flag_value(row[9]), number_value(row[10]),
                              flag_value(row[11]), id_value(row[12]), id_value(row[13]))
        except ROW_ERRORS as error:
            self.note_damaged("attempts", row[0], error)
            return None

    def attempts(self, trainee_id: int, limit: int | None = None, drill: Drill | None = None,
                 *, correct: bool | None = None, exam_id: int | None = None) -> list[AttemptRow]:
        """The trainee's answers, newest first (``correct=False``: the missed ones)."""
        where = ["a.trainee_id = ?"]
        args: list[Any] = [trainee_id]
        if drill is not None:
            where.append("a.drill = ?")
            args.append(drill.value)
        if correct is not None:
            where.append("a.correct = ?")
            args.append(int(correct))
        if exam_id is not None:
            where.append("a.exam_id = ?")
            args.append(exam_id)
        sql = (f"SELECT {self._COLUMNS} FROM attempts a JOIN hands h ON h.id = a.hand_id "
               f"WHERE {' AND '.join(where)} ORDER BY a.at DESC, a.id DESC")
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        rows = (self._row(r) for r in self._db.execute(sql, args))
        return [row for row in rows if row is not None]

    def attempt(self, attempt_id: int) -> AttemptRow:
        row = self._db.execute(f"SELECT {self._COLUMNS} FROM attempts a JOIN hands h "
                               "ON h.id = a.hand_id WHERE a.id = ?", (attempt_id,)).fetchone()
        if row is None:
            raise LookupError(f"no attempt number {attempt_id} in {self.path}")
        attempt = self._row(row)
        if attempt is None:
            raise LookupError(f"attempt number {attempt_id} in {self.path} is damaged")
        return attempt

    def count_attempts(self, trainee_id: int | None = None) -> int:
        if trainee_id is None:
            count: int = self._db.execute("SELECT count(*) FROM attempts").fetchone()[0]
        else:
            count = self._db.execute("SELECT count(*) FROM attempts WHERE trainee_id = ?",
                                     (trainee_id,)).fetchone()[0]
        return count


__all__ = ["daily_check", "DamagedText", "Recovery", "ROW_ERRORS", "classify", "recover", "APP_NAME", "APPLICATION_ID", "AttemptRow", "MIGRATIONS", "Migration",
           "Problem", "Records", "RecordsError", "SCHEMA_VERSION", "Trainee", "default_path",
           "list_backups", "migrate", "open_records", "replay_question", "response_from_json",
           "response_to_json", "restore_backup", "utc_text", "parse_utc"]
