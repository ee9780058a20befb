"""A class session on the host's disk, saved as it goes, so that nothing received is lost.

One SQLite file per session (in :func:`sessions_folder`, or where the host is
told), written in a transaction per change: the lesson's questions (so a
resumed session needs no pack), the code, each trainee with their token, each
answer, and which question is out. :func:`unfinished` lists the sessions that
did not end, for File ▸ Host a Class Session ▸ Resume and ``classroom host --resume``.

The file is ours only if it carries our ``PRAGMA application_id`` ("DTCS") and
``user_version`` :data:`VERSION`; anything else (another program's database, a
newer app's session, a damaged file) is a :class:`~.errors.SessionFileError`
that says which. It runs in WAL mode with ``synchronous=NORMAL``: each commit
is in the log file before ``save_answer`` returns, so an answer the trainee was
told is "received" survives the host's app closing, crashing or being killed
(the issue's faults). What it does not wait for is the disk itself (an fsync per
answer, about 4 ms here): with FULL, forty answers arriving at the same instant
queue behind forty fsyncs and the last one reaches the instructor's count a third
of a second late; only the machine losing power in the seconds after could lose
an answer, and that loses the room's laptops too.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from ..records.rows import ROW_ERRORS, canonical_json
from ..records.schema import APP_NAME
from ..training.levels import Level
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .errors import SessionFileError
from .lesson import Lesson, question_from_json, question_to_json
from .sessionstate import ClassAnswer, ClassTrainee, Phase

log = logging.getLogger(__name__)

#: ``PRAGMA application_id`` of a session file ("DTCS": Dealer Trainer class session).
APPLICATION_ID = 0x44544353
#: ``PRAGMA user_version`` of the files this version writes and reads.
VERSION = 1
#: How a session file's name ends.
SUFFIX = ".session"
#: The folder's name in the user's data folder.
FOLDER = "Class sessions"

_SCHEMA = (
    """CREATE TABLE session (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        code TEXT NOT NULL,
        title TEXT NOT NULL,
        started TEXT NOT NULL,
        lesson_title TEXT NOT NULL,
        level TEXT NOT NULL,
        seconds REAL NOT NULL,
        left_out INTEGER NOT NULL,
        port INTEGER,
        number INTEGER NOT NULL,
        phase TEXT NOT NULL
    )""",
    "CREATE TABLE questions (number INTEGER PRIMARY KEY, question TEXT NOT NULL)",
    """CREATE TABLE trainees (
        name TEXT PRIMARY KEY,
        token TEXT NOT NULL,
        joined TEXT NOT NULL,
        uid TEXT
    )""",
    """CREATE TABLE answers (
        id INTEGER PRIMARY KEY,
        trainee TEXT NOT NULL,
        question INTEGER NOT NULL,
        response TEXT NOT NULL,
        correct INTEGER NOT NULL,
        seconds REAL NOT NULL,
        points INTEGER NOT NULL,
        at TEXT NOT NULL,
        UNIQUE (trainee, question)
    )""",
)


class _Damaged(SessionFileError):
    """A value read back that is not what the file keeps there (its ``str()`` says what, in English).

    Raised while reading and always caught by the reader, which words it into
    the :class:`~.errors.SessionFileError` the caller sees (naming the file); one
    of the classroom's own family so nothing but it leaves this layer.
    """


#: What reading a row back may raise: SQLite's errors, Python's own on a value of the wrong kind
#: (``json.loads``, ``datetime.fromisoformat``, the enums), and our checks' (:class:`_Damaged`).
_READ_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, _Damaged, *ROW_ERRORS)


def _words(template: str, **fields: Value) -> Worded:
    return Worded(template, tuple(fields.items()))


def _problem(path: Path, error: BaseException) -> SessionFileError:
    return SessionFileError(
        _words(
            QT_TRANSLATE_NOOP("ClassroomErrors", "The class session file {path} cannot be read: {error}"),
            path=str(path),
            error=(str(error) or type(error).__name__)[:300],
        )
    )


def sessions_folder() -> Path:
    """Where sessions are kept: ``Class sessions`` in the user's data folder (platformdirs)."""
    return Path(platformdirs.user_data_dir(APP_NAME, APP_NAME)) / FOLDER


def new_path(folder: Path, started: datetime) -> Path:
    """A fresh file name in ``folder`` for a session started at ``started`` (its time sorts them)."""
    stem = started.astimezone(UTC).strftime("%Y-%m-%d %H.%M.%S")
    path = folder / f"{stem}{SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"{stem} ({number}){SUFFIX}"
        number += 1
    return path


def _time(value: object) -> datetime:
    if not isinstance(value, str):
        raise _Damaged(f"{value!r} is not a time")
    moment = datetime.fromisoformat(value)
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Damaged(f"{value!r} is not a whole number")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise _Damaged(f"{value!r} is not text")
    return value


def _object(value: object) -> dict[str, Any]:
    data = json.loads(_text(value))
    if not isinstance(data, dict):
        raise _Damaged("JSON that is not an object")
    return data


@dataclass(frozen=True)
class SavedSession:
    """Everything a session file holds, read back."""

    path: Path
    code: str
    title: str
    started: datetime
    lesson: Lesson
    trainees: tuple[ClassTrainee, ...]
    answers: tuple[ClassAnswer, ...]
    number: int
    phase: Phase
    port: int | None
    #: The tokens of the trainees the instructor removed (they join no more).
    removed: tuple[str, ...] = ()


class SessionStore:
    """The file of one session; every ``save_*`` is one committed transaction
    (:class:`~.errors.SessionFileError` if it cannot be written)."""

    def __init__(self, path: Path, db: sqlite3.Connection) -> None:
        """Use :meth:`create` or :meth:`open`."""
        self._path = path
        self._db: sqlite3.Connection | None = db

    @staticmethod
    def _connect(path: Path, *, new: bool) -> sqlite3.Connection:
        mode = "rwc" if new else "rw"
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True, isolation_level=None)
        try:
            db.execute("PRAGMA busy_timeout = 5000")
            db.execute("PRAGMA journal_mode = WAL").fetchone()
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            db.close()
            raise
        return db

    @classmethod
    def create(
        cls,
        path: Path,
        code: str,
        title: str,
        lesson: Lesson,
        port: int | None = None,
        started: datetime | None = None,
    ) -> SessionStore:
        """A new session file at ``path`` with the lesson's questions (so a resumed session needs no
        pack). An existing file is never overwritten."""
        if path.exists():
            raise SessionFileError(
                _words(
                    QT_TRANSLATE_NOOP("ClassroomErrors", "The class session file {path} exists already."),
                    path=str(path),
                )
            )
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = cls._connect(path, new=True)
        except (OSError, sqlite3.Error) as error:
            raise cls._unwritable(path, error) from None
        store = cls(path, db)
        try:
            with store._transaction() as tx:
                tx.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                tx.execute(f"PRAGMA user_version = {VERSION}")
                for statement in _SCHEMA:
                    tx.execute(statement)
                tx.execute(
                    "INSERT INTO session VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
                    (
                        code,
                        title,
                        (started or datetime.now(UTC)).isoformat(),
                        lesson.title,
                        lesson.level.value,
                        lesson.seconds,
                        lesson.left_out,
                        port,
                        Phase.WAITING.value,
                    ),
                )
                tx.executemany(
                    "INSERT INTO questions VALUES (?, ?)",
                    (
                        (number, canonical_json(question_to_json(question, lesson.level)))
                        for number, question in enumerate(lesson.questions, 1)
                    ),
                )
        except SessionFileError:
            store.close()
            path.unlink(missing_ok=True)
            raise
        return store

    @classmethod
    def open(cls, path: Path) -> SessionStore:
        """An existing session file (:class:`~.errors.SessionFileError` if it is not one or is damaged)."""
        if not path.is_file():
            raise SessionFileError(
                _words(
                    QT_TRANSLATE_NOOP("ClassroomErrors", "There is no class session file {path}."),
                    path=str(path),
                )
            )
        try:
            db = cls._connect(path, new=False)
        except (OSError, sqlite3.Error) as error:
            raise _problem(path, error) from None
        try:
            cls._check(path, db)
        except BaseException:
            db.close()
            raise
        return cls(path, db)

    @staticmethod
    def _check(path: Path, db: sqlite3.Connection) -> None:
        try:
            application_id = db.execute("PRAGMA application_id").fetchone()[0]
            version = db.execute("PRAGMA user_version").fetchone()[0]
        except sqlite3.Error as error:
            raise _problem(path, error) from None
        if application_id != APPLICATION_ID:
            raise SessionFileError(
                _words(
                    QT_TRANSLATE_NOOP(
                        "ClassroomErrors",
                        "The file {path} is not a Dealer Trainer class session (another program's file?).",
                    ),
                    path=str(path),
                )
            )
        if version != VERSION:
            raise SessionFileError(
                _words(
                    QT_TRANSLATE_NOOP(
                        "ClassroomErrors",
                        "The class session file {path} is of version {version}; this version of "
                        "Dealer Trainer reads version {known}.",
                    ),
                    path=str(path),
                    version=str(version),
                    known=VERSION,
                )
            )
        try:
            found = db.execute("PRAGMA quick_check").fetchall()
        except sqlite3.Error as error:
            raise _problem(path, error) from None
        if found != [("ok",)]:
            raise _problem(path, ValueError("damaged: " + "; ".join(str(row[0]) for row in found[:3])))

    @property
    def path(self) -> Path:
        return self._path

    @staticmethod
    def _unwritable(path: Path, error: BaseException) -> SessionFileError:
        return SessionFileError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "The class session file {path} cannot be written: {error}"
                ),
                path=str(path),
                error=(str(error) or type(error).__name__)[:300],
            )
        )

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction, or :class:`SessionFileError` with nothing of it kept."""
        if self._db is None:
            raise self._unwritable(self._path, ValueError("the file is closed"))
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise self._unwritable(self._path, error) from None
        try:
            yield db
            db.execute("COMMIT")
        except sqlite3.Error as error:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise self._unwritable(self._path, error) from None
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise

    def phase(self) -> Phase:
        """The session's phase, read without rebuilding its questions (how :func:`unfinished` skips
        the ended ones quickly)."""
        if self._db is None:
            raise _problem(self._path, ValueError("the file is closed"))
        try:
            row = self._db.execute("SELECT phase FROM session WHERE id = 1").fetchone()
            if row is None:
                raise _Damaged("no session in it")
            return Phase(row[0])
        except _READ_ERRORS as error:
            raise _problem(self._path, error) from None

    def load(self) -> SavedSession:
        """Everything the file holds (:class:`SessionFileError` naming what is damaged)."""
        if self._db is None:
            raise _problem(self._path, ValueError("the file is closed"))
        db = self._db
        try:
            row = db.execute(
                "SELECT code, title, started, lesson_title, level, seconds, left_out, port, number, phase "
                "FROM session WHERE id = 1"
            ).fetchone()
            if row is None:
                raise _Damaged("no session in it")
            code, title, started, lesson_title, level_text, seconds, left_out, port, number, phase = row
            questions = []
            for index, (position, text) in enumerate(
                db.execute("SELECT number, question FROM questions ORDER BY number"), 1
            ):
                if position != index:
                    raise _Damaged(f"question {index} is missing")
                question, _level = question_from_json(_object(text))
                questions.append(question)
            if not questions:
                raise _Damaged("no questions in it")
            lesson = Lesson(
                _text(lesson_title),
                tuple(questions),
                Level(level_text),
                float(seconds),
                _int(left_out),
            )
            if not isinstance(seconds, int | float) or not 0 < seconds:
                raise _Damaged(f"{seconds!r} seconds per question")
            trainees = tuple(
                ClassTrainee(_text(name), _text(token), _time(joined), None if uid is None else _text(uid))
                for name, token, joined, uid in db.execute(
                    "SELECT name, token, joined, uid FROM trainees ORDER BY rowid"
                )
            )
            names = {t.name for t in trainees}
            answers = []
            for trainee, question_number, response, correct, spent, points, at in db.execute(
                "SELECT trainee, question, response, correct, seconds, points, at FROM answers ORDER BY id"
            ):
                if trainee not in names:
                    raise _Damaged(f"an answer of {trainee!r}, who did not join")
                if not 1 <= _int(question_number) <= len(questions):
                    raise _Damaged(f"an answer to question {question_number}")
                if correct not in (0, 1) or isinstance(correct, float):
                    raise _Damaged(f"{correct!r} is not right or wrong")
                if isinstance(spent, bool) or not isinstance(spent, int | float):
                    raise _Damaged(f"{spent!r} is not a number of seconds")
                answers.append(
                    ClassAnswer(
                        trainee,
                        question_number,
                        _object(response),
                        bool(correct),
                        float(spent),
                        _int(points),
                        _time(at),
                    )
                )
            removed: tuple[str, ...] = ()
            if db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'removed'").fetchone():
                removed = tuple(_text(token) for (token,) in db.execute("SELECT token FROM removed"))
            state = Phase(phase)
            count = _int(number)
            fits = count == 0 if state is Phase.WAITING else 0 <= count <= len(questions)
            if not fits or (state in (Phase.ASKING, Phase.REVEALED) and count == 0):
                raise _Damaged(f"question {count} {state.value}")
            return SavedSession(
                self._path,
                _text(code),
                _text(title),
                _time(started),
                lesson,
                trainees,
                tuple(answers),
                count,
                state,
                None if port is None else _int(port),
                removed,
            )
        except SessionFileError as error:
            raise _problem(self._path, error) from None
        except _READ_ERRORS as error:
            raise _problem(self._path, error) from None

    def save_trainee(self, trainee: ClassTrainee) -> None:
        """A trainee who joined (or came back with another identifier): kept under their name."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO trainees (name, token, joined, uid) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (name) DO UPDATE SET token = excluded.token, uid = excluded.uid",
                (trainee.name, trainee.token, trainee.joined.isoformat(), trainee.uid),
            )

    def remove_trainee(self, trainee: ClassTrainee) -> None:
        """A trainee the instructor removed: gone with their answers, their token kept as refused.

        The ``removed`` table is made with the first removal, so a file without one (every file
        before it, and one where nobody was removed) stays as it was, of the same version.
        """
        with self._transaction() as db:
            db.execute("CREATE TABLE IF NOT EXISTS removed (token TEXT PRIMARY KEY)")
            db.execute("INSERT OR IGNORE INTO removed (token) VALUES (?)", (trainee.token,))
            db.execute("DELETE FROM answers WHERE trainee = ?", (trainee.name,))
            db.execute("DELETE FROM trainees WHERE name = ?", (trainee.name,))

    def save_answer(self, answer: ClassAnswer) -> None:
        """An answer taken: on the disk when this returns (a second one to a question is refused)."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO answers (trainee, question, response, correct, seconds, points, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    answer.trainee,
                    answer.question,
                    canonical_json(answer.response),
                    int(answer.correct),
                    answer.seconds,
                    answer.points,
                    answer.at.isoformat(),
                ),
            )

    def save_phase(self, number: int, phase: Phase) -> None:
        """Which question is out (or was last revealed) and how far it has gone."""
        with self._transaction() as db:
            db.execute("UPDATE session SET number = ?, phase = ? WHERE id = 1", (number, phase.value))

    def save_port(self, port: int) -> None:
        """The port the host listens on (a resumed session offers it again)."""
        with self._transaction() as db:
            db.execute("UPDATE session SET port = ? WHERE id = 1", (port,))

    def close(self) -> None:
        """Close the file (idempotent); every save is already on the disk."""
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self) -> SessionStore:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


def unfinished(folder: Path | None = None) -> list[SavedSession]:
    """The sessions in ``folder`` (default :func:`sessions_folder`) that did not end, newest first;
    a file that cannot be read is left out with a log line."""
    folder = sessions_folder() if folder is None else folder
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob(f"*{SUFFIX}")):
        try:
            with SessionStore.open(path) as store:
                if store.phase() is Phase.ENDED:
                    continue
                found.append(store.load())
        except SessionFileError as error:
            log.warning("Class session file left out of the unfinished ones: %s", error)
    return sorted(found, key=lambda saved: saved.started, reverse=True)
