"""The trainee's records: profiles and every answer, in one SQLite file — the ``Records`` API.

Pure Python (the standard library's :mod:`sqlite3`; no Qt). One file per
machine, by default ``records.sqlite3`` in the user's data directory
(:func:`~.schema.default_path`), opened with :func:`open_records`.

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
* **Nothing bad is overwritten.** On open the file is checked
  (:mod:`.checks`: SQLite's ``quick_check``, the full ``integrity_check``
  after any doubt — and daily on the backup thread,
  :func:`~.backups.daily_check`; our application id; the schema version)
  before anything is written; a problem raises
  :class:`~.errors.RecordsFileError` saying what is wrong and what to do, and
  the file is left exactly as it was.
* **Stored values are not trusted.** Readers check each row (:mod:`.rows`)
  and skip (and report, :meth:`Records.note_damaged`) one that fails, never
  raising.
* **The way out of damage is a backup** (:mod:`.backups`): compressed copies
  made with SQLite's online backup API beside the file, thinned to days,
  weeks and months; :func:`~.restore.recover` puts one back after copying in
  what the damaged file still holds (:mod:`.salvage`), keeping the damaged
  file aside.

The schema (:mod:`.schema`) is versioned with ``PRAGMA user_version`` and
grows through the ordered :data:`~.migrations.MIGRATIONS`, each applied in
one transaction with the version bump, so an interrupted migration leaves
the previous version intact.

Every error raised to a caller is a :class:`~.errors.RecordsError`. The names
other layers import from here (``Records``, ``RecordsError``, ``open_records``,
``response_to_json``, ...) stay importable from this module; their homes are
the modules named above.
"""

from __future__ import annotations

import logging
import math
import os
import shutil
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..atomicfile import fsync_folder
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.drills import Question
from ..training.kinds import Drill
from ..training.levels import Level, level_of
from ..wording import QT_TRANSLATE_NOOP, Worded
from . import backups as _files
from .backups import backup_day, daily_check, list_backups
from .checks import (
    CANNOT_OPEN,
    CANNOT_WRITE,
    check_file,
    classify,
    connect,
    corrupt,
    enter_wal,
    file_problem,
    integrity_findings,
    integrity_words,
    unreadable,
)
from .errors import (
    AnswerError,
    DamagedRowError,
    NotFoundError,
    NotRecordedError,
    Problem,
    RecordsError,
    RecordsFileError,
    TraineeNameError,
    TransactionError,
)
from .migrations import MIGRATIONS, SCHEMA_VERSION, Migration, migrate
from .restore import Recovery, recover, restore_backup
from .rows import (
    ROW_ERRORS,
    AttemptRow,
    DamagedText,
    TitleError,
    Trainee,
    canonical_json,
    fitted_session_title,
    flag_value,
    hand_digest,
    id_value,
    json_object,
    new_uid,
    number_value,
    parse_utc,
    point_from_json,
    replay_question,
    response_from_json,
    response_to_json,
    text_value,
    utc_text,
)
from .scheduling import note_result
from .schema import APP_NAME, APPLICATION_ID, FILE_NAME, default_path, user_version

log = logging.getLogger(__name__)


def _trainee_name(name: str) -> str:
    name = " ".join(name.split())
    if not name:
        raise TraineeNameError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors", "A trainee needs a name: type one (spaces alone are not a name)."
                )
            )
        )
    return name


# --- opening -----------------------------------------------------------------------------


def open_records(
    path: str | Path | None = None,
    *,
    now: datetime | None = None,
    backup: bool = True,
    daily_backup: bool = True,
) -> Records:
    """Open (creating or upgrading as needed) the records at ``path``.

    The default path is :func:`default_path`. ``now`` (for tests) dates the
    backups and the full check. Raises :class:`~.errors.RecordsFileError` for a
    damaged file, another program's database, one from a newer version, or a
    path that cannot be used — always before writing anything to the file.

    A path with nothing at it gets new records, made whole under another name
    and put in place in one step, so a file that exists is never empty: one of
    0 bytes, or cut short, is damage (:func:`~.checks.file_problem`), never new
    records. Any error met while checking or upgrading — whatever its kind —
    is the damaged-file path: the records are never left half open.

    SQLite's full integrity check runs first (:func:`~.checks.check_file`);
    damage it finds only in indexes is rebuilt (``REINDEX``) after a copy of
    the file as it was is set aside, and said in :attr:`Records.warnings`.

    Before every upgrade the file is backed up (unless ``backup`` is false);
    so is it on the first open of a day, unless ``daily_backup`` is false — the
    app leaves that one to :meth:`Records.start_backups`, off its GUI thread.
    A file is backed up only once it has passed its check. Leftovers of a crash
    beside the file are removed first.
    """
    path = Path(path) if path is not None else default_path()
    now = now or datetime.now(UTC)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise unreadable(
            path,
            Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "cannot make its folder ({reason})"),
                (("reason", str(error.strerror or error)),),
            ),
        ) from None
    if path.is_dir():
        raise unreadable(path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "it is a folder, not a file")))
    if path.exists() and not path.is_file():
        raise unreadable(
            path,
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors", "it is not a file but a pipe or a device (made by another program)"
                )
            ),
        )
    if path.exists() and not os.access(path, os.R_OK | os.W_OK):
        raise unreadable(path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "you may not read and write it")))
    _files.clean_leftovers(path)
    created = not path.exists()
    if created:
        _create(path, now)
    else:
        problem = file_problem(path)
        if problem is not None:
            raise corrupt(path, problem)
    try:
        db = connect(path)
    except sqlite3.Error as error:
        raise classify(path, error, CANNOT_OPEN) from None
    try:
        warnings: list[Worded] = []
        try:
            check = check_file(db, path)
            if check.index_damage:
                warnings.append(_rebuild_indexes(db, path, now, check.index_damage))
            version = check.version
            if backup and version > 0 and not created:  # new records: nothing worth backing up yet
                try:
                    if version < SCHEMA_VERSION:
                        _files.write_backup(
                            db, path, _files.backup_name(path, now, f"before-v{SCHEMA_VERSION}")
                        )
                    elif daily_backup and not any(
                        backup_day(p, path) == utc_text(now)[:10] for p in list_backups(path)
                    ):
                        _files.write_backup(db, path, _files.backup_name(path, now))
                    _files.prune_backups(path)
                except (OSError, sqlite3.Error) as error:
                    log.warning("The backup of %s could not be made: %s", path, error)
                    warnings.append(
                        Worded(
                            QT_TRANSLATE_NOOP(
                                "RecordsErrors",
                                "The daily backup could not be made ({reason}); the records themselves "
                                "are fine.",
                            ),
                            (("reason", str(error)),),
                        )
                    )
            try:
                mode = enter_wal(db)
                if mode != "wal":
                    raise sqlite3.OperationalError(f"the journal mode stays {mode!r}")
                db.execute("PRAGMA synchronous = FULL")
                db.execute("PRAGMA foreign_keys = ON")
                db.execute("PRAGMA busy_timeout = 10000")
                migrate(db)
                db.execute("BEGIN IMMEDIATE")  # the full check passed (or its indexes were rebuilt)
                db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES ('checked', ?)", (utc_text(now),))
                db.execute("DELETE FROM meta WHERE key = 'doubt'")
                # Which version wrote the file last: a newer one met later is named by it.
                db.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES ('app_version', ?)", (__version__,)
                )
                db.execute("COMMIT")
            except sqlite3.Error as error:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise classify(path, error, CANNOT_WRITE) from None
        except RecordsFileError:
            raise
        except Exception as error:
            log.exception("The records %s could not be opened", path)
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise corrupt(
                path,
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "a part of it cannot be read ({reason})"),
                    (("reason", f"{type(error).__name__}: {error}"),),
                ),
            ) from None
    except BaseException:
        db.close()
        raise
    return Records(path, db, warnings)


def _create(path: Path, now: datetime) -> None:
    """New records at ``path``: made whole under a hidden name, then linked into place in one
    step (another window that made them first wins, and its file is used).

    So the records file never exists empty or half-made — which is why an
    empty file is damage. A journal left without its file would be applied to
    the new one and damage it: it is moved aside first.
    """
    for suffix in ("-wal", "-shm", "-journal"):
        orphan = Path(f"{path}{suffix}")
        if orphan.exists():
            aside = _files.aside_path(path, f"orphan{suffix}", now)
            log.warning("A journal without its records file, %s, is moved aside to %s", orphan, aside)
            try:
                os.replace(orphan, aside)
            except OSError as error:
                raise classify(path, error, CANNOT_WRITE) from None
    fresh = path.with_name(f".{path.name}.new-{new_uid()}")
    try:
        db = sqlite3.connect(fresh, isolation_level=None)
        try:
            db.execute("PRAGMA journal_mode = WAL")
            migrate(db)
            db.execute(
                "INSERT INTO meta(key, value) VALUES ('app_version', ?), ('checked', ?)",
                (__version__, utc_text(now)),
            )
        finally:
            db.close()
        _files.fsync_file(fresh)
        try:
            os.link(fresh, path)
        except FileExistsError:
            pass  # another window made them first: theirs are used
        except OSError:  # a file system without links: as near to one step as it has
            if not path.exists():
                os.replace(fresh, path)
        fsync_folder(path.parent)
    except (OSError, sqlite3.Error) as error:
        raise classify(path, error, CANNOT_WRITE) from None
    finally:
        for leftover in (fresh, *(Path(f"{fresh}{s}") for s in ("-wal", "-shm", "-journal"))):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                log.warning("Could not remove %s", leftover)


def _rebuild_indexes(db: sqlite3.Connection, path: Path, now: datetime, findings: Sequence[str]) -> Worded:
    """Rebuild the damaged indexes of the records open as ``db`` from their tables.

    A copy of the file as it was is set aside first (it is never deleted), and
    the check runs again inside the same transaction: if the rebuild does not
    make the file whole, nothing is kept of it and the file is damage.
    """
    log.warning("Damaged indexes in %s, rebuilt: %s", path, "; ".join(findings[:5]))
    copy = _files.aside_path(path, "damaged", now)
    try:
        shutil.copyfile(path, copy)
        wal = Path(f"{path}-wal")
        if wal.is_file() and wal.stat().st_size:
            shutil.copyfile(wal, f"{copy}-wal")
        _files.fsync_file(copy)
    except OSError as error:
        raise classify(path, error, CANNOT_WRITE) from None
    try:
        db.execute("BEGIN IMMEDIATE")
        db.execute("REINDEX")
        left = integrity_findings(db)
        if left:
            db.execute("ROLLBACK")
            raise corrupt(path, integrity_words(left))
        db.execute("COMMIT")
    except sqlite3.Error as error:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise classify(path, error, CANNOT_WRITE) from None
    return Worded(
        QT_TRANSLATE_NOOP(
            "RecordsErrors",
            "Your records had a damaged index (a list the app uses to find answers quickly); it has been "
            "rebuilt from the answers themselves. A copy of the file as it was is kept as {copy}.",
        ),
        (("copy", str(copy)),),
    )


class Records:
    """An open records file. Use from one thread; close it (or use ``with``)."""

    def __init__(self, path: Path, db: sqlite3.Connection, warnings: Sequence[Worded] = ()) -> None:
        self.path = path
        self._db = db
        self._damaged: set[tuple[str, object]] = set()
        #: Bumped after every committed write: the backup thread reads it to know
        #: whether anything changed since its last backup.
        self.changes = 0
        self._backups: _files.BackupThread | None = None
        #: The backup made on closing, if one was needed (join it to wait for it).
        self.closing_backup: threading.Thread | None = None
        #: Things the user must be told that did not stop the opening (a rebuilt index,
        #: a backup that could not be made), worded for the window to show.
        self.warnings: tuple[Worded, ...] = tuple(warnings)

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
        made = _files.write_backup(
            self._db, self.path, name or _files.backup_name(self.path, datetime.now(UTC))
        )
        _files.prune_backups(self.path)
        return made

    def start_backups(self, interval: float = _files.BACKUP_EVERY) -> _files.BackupThread:
        """Back up on a thread of its own: now if there is no backup from today, then every
        ``interval`` seconds if anything changed, and on :meth:`close`."""
        if self._backups is None:
            self._backups = _files.BackupThread(self, interval)
            self._backups.start()
        return self._backups

    def damage_found(self) -> Worded | None:
        """What the backup thread's daily full check found wrong, worded for the user (``None``:
        nothing, or not checked yet). The window asks as soon as the check is done
        (:attr:`~.backups.BackupThread.checked`): damage found later is never only logged."""
        job = self._backups
        if job is None or job.damage is None:
            return None
        return Worded(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The daily check found your records file {path} damaged ({what}). No backup will be made "
                "of it. Close Dealer Trainer and start it again: it will repair the file if it can, or "
                "offer its backups, keeping every answer it can still read.",
            ),
            (("path", str(self.path)), ("what", job.damage)),
        )

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
        if self._damaged:  # the next open runs the full integrity check
            try:
                self._db.execute(
                    "INSERT OR REPLACE INTO meta(key, value) VALUES ('doubt', ?)", (str(len(self._damaged)),)
                )
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

    def _failure(self, error: sqlite3.Error) -> RecordsFileError:
        return classify(self.path, error, CANNOT_WRITE)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, committed at the end (rolled back on an error).

        SQLite errors come out as :class:`~.errors.RecordsFileError`; a broken
        constraint (an unknown trainee) as :class:`~.errors.NotRecordedError`;
        opening one inside another as :class:`~.errors.TransactionError`.
        """
        db = self._db
        if db.in_transaction:
            raise TransactionError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "A records transaction is already open and they do not nest: "
                        "finish it (leave its with-block) before starting another.",
                    )
                )
            )
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
                raise NotRecordedError(
                    Worded(
                        QT_TRANSLATE_NOOP(
                            "RecordsErrors",
                            "Not recorded: it names something the records in {path} do not hold ({error}). "
                            "Choose a trainee that is in these records (or add one), then try again.",
                        ),
                        (("path", str(self.path)), ("error", str(error))),
                    )
                ) from None
            if isinstance(error, sqlite3.Error):
                raise self._failure(error) from None
            if isinstance(error, UnicodeDecodeError):  # SQLite's message names damaged bytes
                raise corrupt(self.path, f"{type(error).__name__}: {error}") from None
            raise

    # -- trainees

    def add_trainee(self, name: str, *, at: datetime | None = None) -> Trainee:
        """A new trainee; names are unique (ignoring case) within one records file."""
        name = _trainee_name(name)
        with self.transaction() as db:
            if self._named_in(db, name) is not None:
                raise TraineeNameError(
                    Worded(
                        QT_TRANSLATE_NOOP(
                            "RecordsErrors",
                            "There is already a trainee called {name} (names are the same whatever their "
                            "capitals): choose another name, or pick that trainee.",
                        ),
                        (("name", repr(name)),),
                    )
                )
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
                row = db.execute(
                    "SELECT id, name, created, uid FROM trainees ORDER BY name, id LIMIT 1"
                ).fetchone()
                found = None if row is None else self._trainee_row(row)
                if found is None:
                    # a damaged first trainee is not one to open with: the default, or theirs
                    found = self._named_in(db, _trainee_name(default)) or self._insert_trainee(
                        db, _trainee_name(default), None
                    )
            return found

    def _named_in(self, db: sqlite3.Connection, name: str) -> Trainee | None:
        row = db.execute("SELECT id, name, created, uid FROM trainees WHERE name = ?", (name,)).fetchone()
        return None if row is None else self._trainee_row(row)

    @staticmethod
    def _insert_trainee(db: sqlite3.Connection, name: str, at: datetime | None) -> Trainee:
        created = utc_text(at or datetime.now(UTC))
        uid = new_uid()
        cursor = db.execute("INSERT INTO trainees(name, created, uid) VALUES (?, ?, ?)", (name, created, uid))
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
        row = self._db.execute(
            "SELECT id, name, created, uid FROM trainees WHERE id = ?", (trainee_id,)
        ).fetchone()
        trainee = None if row is None else self._trainee_row(row)
        if trainee is None:
            raise NotFoundError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "There is no trainee number {number} in {path} (or their row is damaged): "
                        "choose one of the trainees listed.",
                    ),
                    (("number", trainee_id), ("path", str(self.path))),
                )
            )
        return trainee

    def trainee_named(self, name: str) -> Trainee | None:
        return self._named_in(self._db, " ".join(name.split()))

    # -- attempts

    def record_attempt(
        self,
        trainee_id: int,
        question: Question,
        response_json: dict[str, Any],
        correct: bool,
        seconds: float,
        hinted: bool = False,
        exam_id: int | None = None,
        at: datetime | None = None,
        *,
        exam_question: int | None = None,
        level: Level | None = None,
        class_session: str | None = None,
    ) -> int:
        """Record one answer and update the practice schedule; its id once committed.

        One transaction: the hand (stored once), the attempt, and the schedule's state
        of the hand (if missed) and of the skill. ``at`` defaults to now; its
        time zone sets where the practice schedule's days begin. ``level``: the
        level it was answered at (what was shown, how fast), kept with it.
        ``class_session``: the title of the class session it was answered in,
        kept as :func:`~.rows.fitted_session_title` fits it (its spaces and line
        breaks one space, cut to 200 characters); a title with nothing in it
        raises :class:`~.errors.AnswerError` and nothing is recorded.
        """
        if not math.isfinite(seconds):
            raise AnswerError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "The answer's time must be a number of seconds, not {seconds}: "
                        "time the answer again (the answer was not recorded).",
                    ),
                    (("seconds", str(seconds)),),
                )
            )
        session = None if class_session is None else self._session_title(class_session)
        moment = at or datetime.now(UTC).astimezone()
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        scenario = canonical_json(question.scenario)
        point = canonical_json(question.point.to_json())
        drill = question.drill
        variant = question.table.variant
        rules = question.table.rules.name
        with self.transaction() as db:
            db.execute(
                "INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)",
                (hand_digest(scenario), scenario),
            )
            hand_id: int = db.execute(
                "SELECT id FROM hands WHERE digest = ?", (hand_digest(scenario),)
            ).fetchone()[0]
            cursor = db.execute(
                "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, "
                "response, correct, seconds, hinted, exam_id, exam_question, level, class_session) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    trainee_id,
                    utc_text(moment),
                    drill.value,
                    variant.value,
                    rules.value,
                    hand_id,
                    point,
                    canonical_json(response_json),
                    int(correct),
                    max(0.0, seconds),
                    int(hinted),
                    exam_id,
                    exam_question,
                    None if level is None else level.value,
                    session,
                ),
            )
            note_result(
                db,
                trainee_id,
                drill,
                variant,
                rules,
                hand_id,
                point,
                correct,
                max(0.0, seconds),
                hinted,
                moment,
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    @staticmethod
    def _session_title(text: str) -> str:
        try:
            return fitted_session_title(text)
        except (TitleError, TypeError) as error:
            reason = error.words if isinstance(error, TitleError) else str(error)
            raise AnswerError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "The answer was not recorded: {reason}. Give the class session a title.",
                    ),
                    (("reason", reason),),
                )
            ) from None

    _COLUMNS = (
        "a.id, a.trainee_id, a.at, a.drill, a.variant, a.rules, h.scenario, a.point, "
        "a.response, a.correct, a.seconds, a.hinted, a.exam_id, a.exam_question, a.level, "
        "a.class_session"
    )

    def _row(self, row: tuple[Any, ...]) -> AttemptRow | None:
        """The attempt in ``row``, or ``None`` (reported) if a stored value is damaged."""
        try:
            json_object(row[6])  # the hand: it must at least parse
            return AttemptRow(
                row[0],
                row[1],
                parse_utc(row[2]),
                Drill(text_value(row[3])),
                Variant(text_value(row[4])),
                RuleSetName(text_value(row[5])),
                row[6],
                point_from_json(json_object(row[7])),
                json_object(row[8]),
                flag_value(row[9]),
                number_value(row[10]),
                flag_value(row[11]),
                id_value(row[12]),
                id_value(row[13]),
                level_of(row[14]),
                None if row[15] is None else text_value(row[15]),
            )
        except ROW_ERRORS as error:
            self.note_damaged("attempts", row[0], error)
            return None

    def attempts(
        self,
        trainee_id: int,
        limit: int | None = None,
        drill: Drill | None = None,
        *,
        correct: bool | None = None,
        exam_id: int | None = None,
        class_session: str | None = None,
    ) -> list[AttemptRow]:
        """The trainee's answers, newest first (``correct=False``: the missed ones;
        ``class_session``: only those given in the class session of that title)."""
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
        if class_session is not None:  # the title as record_attempt kept it
            where.append("a.class_session = ?")
            args.append(self._session_title(class_session))
        sql = (
            f"SELECT {self._COLUMNS} FROM attempts a JOIN hands h ON h.id = a.hand_id "
            f"WHERE {' AND '.join(where)} ORDER BY a.at DESC, a.id DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            args.append(limit)
        rows = (self._row(r) for r in self._db.execute(sql, args))
        return [row for row in rows if row is not None]

    def attempt(self, attempt_id: int) -> AttemptRow:
        row = self._db.execute(
            f"SELECT {self._COLUMNS} FROM attempts a JOIN hands h ON h.id = a.hand_id WHERE a.id = ?",
            (attempt_id,),
        ).fetchone()
        if row is None:
            raise NotFoundError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "There is no answer number {number} in {path}: choose one of the answers listed.",
                    ),
                    (("number", attempt_id), ("path", str(self.path))),
                )
            )
        attempt = self._row(row)
        if attempt is None:
            raise DamagedRowError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "Answer number {number} in {path} is damaged and cannot be shown; choose another "
                        "answer (a backup may still hold this one).",
                    ),
                    (("number", attempt_id), ("path", str(self.path))),
                )
            )
        return attempt

    def count_attempts(self, trainee_id: int | None = None) -> int:
        if trainee_id is None:
            count: int = self._db.execute("SELECT count(*) FROM attempts").fetchone()[0]
        else:
            count = self._db.execute(
                "SELECT count(*) FROM attempts WHERE trainee_id = ?", (trainee_id,)
            ).fetchone()[0]
        return count


__all__ = [
    "APPLICATION_ID",
    "APP_NAME",
    "FILE_NAME",
    "MIGRATIONS",
    "ROW_ERRORS",
    "SCHEMA_VERSION",
    "AttemptRow",
    "DamagedText",
    "Migration",
    "Problem",
    "Records",
    "RecordsError",
    "RecordsFileError",
    "Recovery",
    "Trainee",
    "canonical_json",
    "classify",
    "daily_check",
    "default_path",
    "flag_value",
    "hand_digest",
    "id_value",
    "json_object",
    "list_backups",
    "migrate",
    "new_uid",
    "number_value",
    "open_records",
    "parse_utc",
    "point_from_json",
    "recover",
    "replay_question",
    "response_from_json",
    "response_to_json",
    "restore_backup",
    "text_value",
    "user_version",
    "utc_text",
]
