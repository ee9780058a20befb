"""Backups of the records: compressed, thinned out like Anki's, made off the GUI thread.

Where and when (what the user sees, see ``docs/practice.md``):

* in ``backups/`` beside ``records.sqlite3``, named
  ``records-YYYY-MM-DD-HHMMSS.sqlite3.gz`` (UTC) — a gzip of a copy made with
  SQLite's online backup API, so it is consistent even while answers are
  being written (the copy is one step: one read snapshot);
* the first time the records are opened each day, every
  :data:`BACKUP_EVERY` (30 minutes) while the app is open if anything
  changed, and on closing if anything changed since the last one; also
  before every schema upgrade (``…-before-vN.sqlite3.gz``);
* kept: the newest always; the newest of each of the last :data:`KEEP_DAILY`
  days (7) that have one, of each of the last :data:`KEEP_WEEKLY` weeks (4)
  and of each of the last :data:`KEEP_MONTHLY` months (6) — at most 17 — and
  never more than :data:`KEEP_BYTES` (1 GiB) together: the oldest go first;
* a backup is written under a hidden ``.….partial`` name and renamed when
  whole, so it is whole or absent; leftovers of a crash (half-written
  backups, ``.restoring`` and ``.salvage`` copies of a restore, temporary files
  of :mod:`dealer_trainer.atomicfile`) are removed the next time the records
  are opened, once older than :data:`~dealer_trainer.atomicfile.LEFTOVER_AGE`.

Backups written by earlier versions (``records-YYYY-MM-DD.sqlite3``, not
compressed) are listed, restored and thinned out the same way.

The backup thread also runs SQLite's full integrity check once a day
(:func:`daily_check`), so a long check of a big file never holds up the
window. Putting a backup back is :mod:`.restore`.
"""

from __future__ import annotations

import gzip
import logging
import os
import re
import shutil
import sqlite3
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from ..atomicfile import LEFTOVER_AGE, fsync_folder, remove_leftovers, remove_stale
from .migrations import SCHEMA_VERSION, check_layout
from .rows import ROW_ERRORS, decode_text, parse_utc, utc_text
from .schema import APPLICATION_ID, default_path, read_meta

log = logging.getLogger(__name__)

#: Seconds of use between two backups (when something changed).
BACKUP_EVERY = 30 * 60.0
KEEP_DAILY = 7
KEEP_WEEKLY = 4
KEEP_MONTHLY = 6
#: All backups together stay under this (the newest is kept whatever its size).
KEEP_BYTES = 1 << 30
#: How hard gzip works: 6 is its default, most of the gain for a fraction of 9's time.
GZIP_LEVEL = 6

_NAME = re.compile(r"-(\d{4}-\d{2}-\d{2})(?:-(\d{6}))?(?:-.*)?\.sqlite3(?:\.gz)?$")


def backup_dir(path: Path) -> Path:
    return path.parent / "backups"


def backup_moment(backup: Path, path: Path) -> datetime | None:
    """When ``backup`` (of the records at ``path``) was made, from its name; ``None`` if the
    name is not one of ours."""
    if not backup.name.startswith(f"{path.stem}-"):
        return None
    match = _NAME.match(backup.name[len(path.stem) :])
    if match is None:
        return None
    try:
        day = date.fromisoformat(match.group(1))
        clock = match.group(2) or "000000"
        return datetime(
            day.year, day.month, day.day, int(clock[:2]), int(clock[2:4]), int(clock[4:]), tzinfo=UTC
        )
    except ValueError:
        return None


def backup_name(path: Path, moment: datetime, tag: str = "") -> str:
    moment = moment.astimezone(UTC)
    return f"{path.stem}-{moment.strftime('%Y-%m-%d-%H%M%S')}" + (f"-{tag}" if tag else "") + ".sqlite3.gz"


def backup_day(backup: Path, path: Path) -> str:
    """The UTC day ``backup`` (of the records at ``path``) was made, as ``YYYY-MM-DD``;
    ``""`` if its name is not one of ours.

    >>> backup_day(Path("backups/records-2025-06-11-093000.sqlite3.gz"), Path("records.sqlite3"))
    '2025-06-11'
    """
    moment = backup_moment(backup, path)
    return "" if moment is None else moment.date().isoformat()


def list_backups(path: str | Path | None = None) -> list[Path]:
    """The backups of the records at ``path`` (default: the usual place), newest first."""
    path = Path(path) if path is not None else default_path()
    folder = backup_dir(path)
    try:
        found = [
            (moment, p)
            for p in folder.glob(f"{path.stem}-*.sqlite3*")
            if p.is_file() and (moment := backup_moment(p, path)) is not None
        ]
    except OSError:
        return []

    def key(item: tuple[datetime, Path]) -> tuple[datetime, int, str]:
        try:
            stamp = item[1].stat().st_mtime_ns
        except OSError:
            stamp = 0
        return (item[0], stamp, item[1].name)

    return [p for _, p in sorted(found, key=key, reverse=True)]


def aside_path(path: Path, kind: str, now: datetime | None = None) -> Path:
    """A name beside ``path`` for a file set aside (``records.sqlite3.damaged-YYYYmmddTHHMMSS``)
    that no file has: two set aside within one second get ``-2``, ``-3`` … — never one
    over the other."""
    stamp = (now or datetime.now(UTC)).astimezone(UTC).strftime("%Y%m%dT%H%M%S")
    base = f"{path.name}.{kind}-{stamp}"
    candidate = path.with_name(base)
    number = 1
    while any(Path(f"{candidate}{suffix}").exists() for suffix in ("", "-wal", "-shm")):
        number += 1
        candidate = path.with_name(f"{base}-{number}")
    return candidate


def fsync_file(path: Path) -> None:
    with open(path, "rb+") as handle:
        os.fsync(handle.fileno())


def write_backup(source: sqlite3.Connection, path: Path, name: str) -> Path:
    """Copy the records open as ``source`` into ``backups/name`` (gzip if it ends ``.gz``).

    The copy is made by SQLite's backup API in one step — one consistent
    snapshot, whatever another connection writes meanwhile — into a hidden
    partial file, compressed, flushed to disk and renamed: whole or absent.
    """
    folder = backup_dir(path)
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / name
    copy_path = folder / f".{name}.copy.partial"
    partial = folder / f".{name}.partial"
    try:
        copy_path.unlink(missing_ok=True)
        copy = sqlite3.connect(copy_path)
        try:
            source.backup(copy)
        finally:
            copy.close()
        if name.endswith(".gz"):
            with open(copy_path, "rb") as raw, gzip.open(partial, "wb", GZIP_LEVEL) as packed:
                shutil.copyfileobj(raw, packed, 1 << 20)
        else:
            os.replace(copy_path, partial)
        fsync_file(partial)
        os.replace(partial, target)
        fsync_folder(folder)
    finally:
        copy_path.unlink(missing_ok=True)
        partial.unlink(missing_ok=True)
    return target


class UnreadableBackup(ValueError):
    """A compressed backup that does not decompress (cut short, or its bytes damaged).

    Not an :class:`OSError`: the disk is fine, the backup is not — the restore
    says so and offers the next backup, where a disk error says what to fix.
    """


#: What gzip raises for a file cut short or damaged: never an OSError the caller would
#: take for the disk's fault.
_GZIP_ERRORS = (EOFError, gzip.BadGzipFile, zlib.error)


def copy_backup(backup: Path, target: Path) -> None:
    """Put the database in ``backup`` (compressed or not) at ``target``, flushed to disk.

    A compressed backup that is cut short or damaged raises :class:`UnreadableBackup`
    (gzip's own ``EOFError`` once reached the crash dialog).
    """
    if backup.name.endswith(".gz"):
        try:
            with gzip.open(backup, "rb") as packed, open(target, "wb") as raw:
                shutil.copyfileobj(packed, raw, 1 << 20)
        except _GZIP_ERRORS as error:
            raise UnreadableBackup(f"{backup.name}: {error}") from None
    else:
        shutil.copyfile(backup, target)
    fsync_file(target)


# --- what each backup holds -----------------------------------------------------------------


class BackupState(StrEnum):
    """Whether a backup can be put back, and if not, why (the restore list says it)."""

    GOOD = "good"
    #: It does not decompress, or SQLite's integrity check fails on it.
    DAMAGED = "damaged"
    #: A newer version of the app wrote it: this one cannot open it.
    NEWER = "newer"
    #: Not a records file at all (or its parts do not match its version).
    NOT_RECORDS = "not-records"


@dataclass(frozen=True)
class BackupInfo:
    """One backup as the restore offers it: when, how many answers, whether it passed its check.

    Checked by :func:`check_backup` — decompressed into a scratch copy, SQLite's
    full integrity check, our mark, a version this app reads, the parts its
    version should have — so the restore never offers a damaged copy first
    (once it offered the fresh copy of the damaged file itself, for ever).
    """

    path: Path
    moment: datetime | None
    #: Answers it holds (``None``: it cannot be read).
    answers: int | None
    state: BackupState
    #: Its size on disk (compressed), bytes.
    size: int

    @property
    def good(self) -> bool:
        return self.state is BackupState.GOOD


_INFO_CACHE: dict[tuple[str, int, int], BackupInfo] = {}


def check_backup(backup: Path, path: Path) -> BackupInfo:
    """What ``backup`` (of the records at ``path``) holds, checked in full.

    A backup never changes once written, so the answer is kept for the
    process by the file's name, size and time: the restore list of a big
    file is checked once.
    """
    try:
        stat = backup.stat()
    except OSError:
        return BackupInfo(backup, backup_moment(backup, path), None, BackupState.DAMAGED, 0)
    key = (str(backup), stat.st_size, stat.st_mtime_ns)
    if key in _INFO_CACHE:
        return _INFO_CACHE[key]
    scratch = backup.with_name(f".{backup.name}.check.partial")
    answers: int | None = None
    try:
        copy_backup(backup, scratch)  # checked in a copy: nothing is ever written beside a backup
        db = sqlite3.connect(f"{scratch.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
        try:
            db.text_factory = decode_text
            state = _backup_state(db)
            if state is BackupState.GOOD:
                answers = int(db.execute("SELECT count(*) FROM attempts").fetchone()[0])
        finally:
            db.close()
    except (UnreadableBackup, sqlite3.Error) as error:
        log.warning("The backup %s is damaged: %s", backup, error)
        state = BackupState.DAMAGED
    except OSError as error:  # the disk, not the backup: say so, do not remember it
        log.warning("The backup %s could not be checked: %s", backup, error)
        return BackupInfo(backup, backup_moment(backup, path), None, BackupState.DAMAGED, stat.st_size)
    finally:
        for leftover in (scratch, *(Path(f"{scratch}{s}") for s in ("-journal", "-wal", "-shm"))):
            leftover.unlink(missing_ok=True)
    info = BackupInfo(backup, backup_moment(backup, path), answers, state, stat.st_size)
    _INFO_CACHE[key] = info
    return info


def _backup_state(db: sqlite3.Connection) -> BackupState:
    if db.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
        return BackupState.DAMAGED
    version, application = db.execute(
        "SELECT (SELECT user_version FROM pragma_user_version), "
        "(SELECT application_id FROM pragma_application_id)"
    ).fetchone()
    if version > SCHEMA_VERSION:
        return BackupState.NEWER
    if application != APPLICATION_ID or version < 1 or not check_layout(db, version).ok:
        return BackupState.NOT_RECORDS
    return BackupState.GOOD


def backup_infos(path: str | Path | None = None) -> list[BackupInfo]:
    """Every backup of the records at ``path``, checked: the good ones first, newest first,
    then the others (newest first) — the order the restore offers them in."""
    path = Path(path) if path is not None else default_path()
    infos = [check_backup(backup, path) for backup in list_backups(path)]
    return [*(i for i in infos if i.good), *(i for i in infos if not i.good)]


def backups_to_keep(
    backups: list[Path],
    path: Path,
    *,
    daily: int = KEEP_DAILY,
    weekly: int = KEEP_WEEKLY,
    monthly: int = KEEP_MONTHLY,
    max_bytes: int | None = None,
) -> list[Path]:
    """Which of ``backups`` (newest first) to keep, newest first (see the module's notes)."""
    max_bytes = KEEP_BYTES if max_bytes is None else max_bytes
    dated = [(b, m) for b in backups if (m := backup_moment(b, path)) is not None]
    keep: set[Path] = {dated[0][0]} if dated else set()
    periods: list[tuple[int, Callable[[datetime], object]]] = [
        (daily, lambda m: m.date()),
        (weekly, lambda m: m.isocalendar()[:2]),
        (monthly, lambda m: (m.year, m.month)),
    ]
    for limit, period in periods:
        seen: list[object] = []
        for backup, moment in dated:
            which = period(moment)
            if which not in seen:
                if len(seen) >= limit:
                    break
                seen.append(which)
                keep.add(backup)
    kept: list[Path] = []
    total = 0
    for backup, _ in dated:
        if backup not in keep:
            continue
        try:
            size = backup.stat().st_size
        except OSError:
            continue
        if kept and total + size > max_bytes:
            break
        total += size
        kept.append(backup)
    return kept


def prune_backups(path: Path) -> list[Path]:
    """Remove the backups :func:`backups_to_keep` does not keep; the ones removed."""
    backups = list_backups(path)
    keep = set(backups_to_keep(backups, path))
    removed = []
    for backup in backups:
        if backup not in keep:
            try:
                backup.unlink()
                removed.append(backup)
            except OSError as error:
                log.warning("Cannot remove the old backup %s: %s", backup, error)
    return removed


def clean_leftovers(path: Path, *, older_than: float = LEFTOVER_AGE) -> list[Path]:
    """Remove what a crash left beside the records at ``path``; the files removed.

    Half-written backups, the ``.restoring`` and ``.salvage`` copies of an
    interrupted restore, and :mod:`~dealer_trainer.atomicfile`'s temporary
    files — only once older than ``older_than`` seconds (a newer one may be
    another window's work in progress).
    """
    candidates: list[Path] = []
    try:
        candidates += backup_dir(path).glob(".*.partial")
    except OSError:
        pass
    for kind in ("restoring", "salvage"):
        for suffix in ("", "-wal", "-shm", "-journal"):
            candidates.append(path.with_name(f".{path.name}.{kind}{suffix}"))
    try:  # new records being made (another window's, if fresh) and backups being checked
        candidates += path.parent.glob(f".{path.name}.new-*")
    except OSError:
        pass
    removed = [
        *remove_leftovers(path.parent, older_than=older_than),
        *remove_leftovers(backup_dir(path), older_than=older_than),
        *remove_stale(candidates, older_than=older_than),
    ]
    if removed:
        log.info("Removed leftovers of an earlier crash: %s", ", ".join(map(str, removed)))
    return removed


# --- the daily full check ------------------------------------------------------------------

#: How often SQLite's full ``integrity_check`` runs (else, on open, the quicker
#: ``quick_check``, which skips checking that indexes match their tables).
FULL_CHECK_EVERY = timedelta(days=1)


def full_check_due(db: sqlite3.Connection, now: datetime) -> bool:
    """Whether the daily full check is due (never run, or :data:`FULL_CHECK_EVERY` ago)."""
    try:
        checked = parse_utc(read_meta(db, "checked"))
    except ROW_ERRORS:
        return True
    return not timedelta(0) <= now - checked < FULL_CHECK_EVERY


def daily_check(path: Path, now: datetime | None = None) -> str | None:
    """Run the full integrity check of the records at ``path`` if it is due; what it found
    wrong, or ``None``. On its own connection: the backup thread runs it, so a long check
    of a big file never holds up the window. A passed check is noted (``checked``), a
    failed one too (``doubt``): the next open then checks in full and reports the damage.
    """
    now = now or datetime.now(UTC)
    db = sqlite3.connect(path, timeout=30.0, isolation_level=None)
    db.text_factory = decode_text  # a damaged note must not stop the check
    try:
        if not full_check_due(db, now):
            return None
        rows = db.execute("PRAGMA integrity_check").fetchall()
        found = None if rows == [("ok",)] else str(rows[0][0] if rows else "no answer")
        db.execute(
            "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
            ("checked", utc_text(now)) if found is None else ("doubt", found),
        )
        return found
    finally:
        db.close()


# --- the backup thread -----------------------------------------------------------------------


class Watched(Protocol):
    """What the backup thread reads of the open records (:class:`~.database.Records`)."""

    @property
    def path(self) -> Path: ...

    @property
    def changes(self) -> int: ...


class BackupThread:
    """Checks and backs up one open records file on a thread of its own, never the GUI's.

    First the daily full integrity check (:func:`daily_check`; a
    big file takes seconds), then the day's first backup if there is none.

    It has its own SQLite connection (a connection belongs to one thread) and
    reads :attr:`Records.changes` — a counter the records' thread bumps after
    each commit — to know whether anything changed since its last backup.
    It touches no widget: a failure is logged and kept in :attr:`failures`.
    """

    def __init__(self, records: Watched, interval: float = BACKUP_EVERY) -> None:
        self.records = records
        self.path = records.path
        self.interval = interval
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._seen: int | None = None
        #: Set each time a backup is made (tests wait on it).
        self.made = threading.Event()
        #: Set each time the timer has looked for changes and backed up or not: a test waits on
        #: it to know the thread had its chance, rather than sleeping and hoping it had.
        self.looked = threading.Event()
        #: Set once the daily integrity check has run (or was not due).
        self.checked = threading.Event()
        #: What the daily integrity check found wrong (then no backups are made).
        self.damage: str | None = None
        self.last: Path | None = None
        self.failures: list[str] = []
        self._thread = threading.Thread(target=self._run, name="records-backup", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            self.damage = daily_check(self.path)
        except (OSError, sqlite3.Error) as error:  # the disk or SQLite: logged, the window goes on
            log.warning("The daily check of %s could not run: %s", self.path, error)
        finally:
            self.checked.set()
        if self.damage is not None:
            # No backup of a damaged file (it would push out the good ones); the next
            # open checks in full and offers the newest good backup.
            log.error("The records %s are damaged: %s", self.path, self.damage)
            return
        today = datetime.now(UTC).date()
        if not any(
            (m := backup_moment(b, self.path)) is not None and m.date() == today
            for b in list_backups(self.path)
        ):
            self.backup(daily=True)
        else:
            self._seen = self.records.changes
        while not self._stop.wait(self.interval):
            self.backup()
            self.looked.set()

    def backup(self, *, daily: bool = False) -> Path | None:
        """One backup now if anything changed since the last (or ``daily``); its path."""
        with self._lock:
            seen = self.records.changes
            if self.damage is not None or (not daily and seen == self._seen):
                return None
            try:
                source = sqlite3.connect(self.path, timeout=30.0)
                try:
                    if not source.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                        self._seen = seen
                        return None  # nothing worth backing up yet
                    made = write_backup(source, self.path, backup_name(self.path, datetime.now(UTC)))
                finally:
                    source.close()
                prune_backups(self.path)
            except (OSError, sqlite3.Error) as error:
                log.warning("The backup of %s could not be made: %s", self.path, error)
                self.failures.append(str(error))
                return None
            self._seen = seen
            self.last = made
            self.made.set()
            log.info("Backed up %s to %s", self.path, made)
            return made

    def stop(self, *, final: bool = True) -> threading.Thread | None:
        """Stop the timer without waiting for it; with ``final``, back up what changed since
        the last backup on a thread that outlives the window (the interpreter waits
        for it at exit). That thread, or ``None`` if nothing needed backing up."""
        self._stop.set()
        if not final or self.damage is not None or self.records.changes == self._seen:
            return None

        def last_backup() -> None:
            self._thread.join()  # a backup under way finishes first
            self.backup()

        closing = threading.Thread(target=last_backup, name="records-backup-on-close")
        closing.start()
        return closing


__all__ = [
    "BACKUP_EVERY",
    "FULL_CHECK_EVERY",
    "KEEP_BYTES",
    "KEEP_DAILY",
    "KEEP_MONTHLY",
    "KEEP_WEEKLY",
    "BackupInfo",
    "BackupState",
    "BackupThread",
    "UnreadableBackup",
    "Watched",
    "aside_path",
    "backup_day",
    "backup_infos",
    "backup_moment",
    "backup_name",
    "backups_to_keep",
    "check_backup",
    "clean_leftovers",
    "copy_backup",
    "daily_check",
    "fsync_file",
    "full_check_due",
    "list_backups",
    "prune_backups",
    "write_backup",
]
