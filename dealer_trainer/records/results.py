"""Results files: a trainee's answers exported for the instructor, and read back.

A trainee exports their answers with :func:`export_results` (one CSV file,
format ``dealer-trainer-results/4``, described in ``docs/practice.md``); the
instructor's app writes a whole class session's answers in the same format
(:mod:`.sessionresults`). :func:`read_results` and :func:`iter_results` read
one back, answer by answer, formats 1 to 4. A file that is not one — too big, not a regular file, not UTF-8, a
bad line — raises :class:`~.errors.ResultsError` naming the line and the
reason; the class table (:mod:`.classes`) leaves it out and lists it.
"""

from __future__ import annotations

import csv
import io
import math
import os
import stat
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO, TypeVar

from ..atomicfile import atomic_writer
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.kinds import Drill
from ..training.levels import Level
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .csvcells import restore_cell, safe_row
from .database import Records
from .errors import ResultsError
from .rows import ROW_ERRORS, TitleError, flag_value, number_value, parse_utc, session_title, text_value

RESULTS_FORMAT = "dealer-trainer-results/4"
#: The header of a results file, in this order.
COLUMNS = (
    "trainee",
    "trainee_uid",
    "at",
    "drill",
    "variant",
    "rules",
    "correct",
    "seconds",
    "hinted",
    "exam",
    "level",
    "session",
)
#: Format 3's header (no session: its answers were given before class sessions).
COLUMNS_3 = COLUMNS[:-1]
#: Format 2's header (no level: its answers were given before levels).
COLUMNS_2 = COLUMNS_3[:-1]
#: Format 1's header (no identifier: its trainees are told apart by name).
COLUMNS_1 = tuple(c for c in COLUMNS_2 if c != "trainee_uid")
#: Files larger than this are refused unread (a million answers is about 90 MB).
MAX_BYTES = 200 * 1024 * 1024
#: The longest line a results file may have (a real one is under 200 characters).
MAX_LINE = 64 * 1024
#: Bytes read at a time.
READ_CHUNK = 1024 * 1024


# --- export ---------------------------------------------------------------------------------


def export_results(records: Records, trainee_id: int, path: str | Path) -> int:
    """Write the trainee's answers to ``path`` as a results file; how many.

    Written to a temporary file, flushed to disk and renamed over ``path``, so
    a crash never leaves half a file where the instructor will look.
    """
    path = Path(path)
    trainee = records.trainee(trainee_id)
    rows = records.connection.execute(
        "SELECT a.id, a.at, a.drill, a.variant, a.rules, a.correct, a.seconds, a.hinted, "
        "coalesce(e.title, ''), a.level, a.class_session FROM attempts a "
        "LEFT JOIN exams e ON e.id = a.exam_id WHERE a.trainee_id = ? ORDER BY a.at, a.id",
        (trainee_id,),
    )
    count = 0
    with atomic_writer(path, newline="") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(COLUMNS)
        for attempt_id, at, drill, variant, rules, correct, seconds, hinted, exam, level, session in rows:
            try:  # a damaged answer is left out (and reported), never exported as it is
                parse_utc(at), Drill(text_value(drill)), Variant(text_value(variant))
                RuleSetName(text_value(rules))
                line = [
                    trainee.name,
                    trainee.uid,
                    at,
                    drill,
                    variant,
                    rules,
                    int(flag_value(correct)),
                    repr(number_value(seconds)),
                    int(flag_value(hinted)),
                    text_value(exam),
                    "" if level is None else _level(text_value(level)).value,
                    "" if session is None else session_title(text_value(session)),
                ]
            except ROW_ERRORS as error:
                records.note_damaged("attempts", attempt_id, error)
                continue
            writer.writerow(safe_row(line))
            count += 1
    return count


# --- import -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ResultRow:
    trainee: str
    #: The trainee's identifier ("" in a format-1 file).
    trainee_uid: str
    at: datetime
    drill: Drill
    variant: Variant
    rules: RuleSetName
    correct: bool
    seconds: float
    hinted: bool
    exam: str
    #: The level it was answered at (``None``: before levels, or a format-1 or 2 file).
    level: Level | None = None
    #: The title of the class session it was answered in ("": alone, or a format 1 to 3 file).
    session: str = ""


_E = TypeVar("_E", Drill, Variant, RuleSetName, Level)


DRILLS = {d.value: d for d in Drill}
VARIANTS = {v.value: v for v in Variant}
RULES = {r.value: r for r in RuleSetName}
LEVELS = {level.value: level for level in Level}
_FLAGS = {"0": False, "1": True}
_HEX = frozenset("0123456789abcdef")


class _BadValue(ValueError):
    """A value of a results line that is not one, worded (its ``str()`` the English)."""

    def __init__(self, template: str, **fields: Value) -> None:
        self.words = Worded(template, tuple(fields.items()))
        super().__init__(self.words.english())


def _choice(table: Mapping[str, _E], text: str, template: str) -> _E:
    """``text`` as one of ``table``; ``template`` (with ``{value}`` and ``{choices}``) says it is not."""
    try:
        return table[text]
    except KeyError:
        raise _BadValue(template, value=repr(text), choices=", ".join(table)) from None


def _flag(text: str, template: str) -> bool:
    """``text`` as 1 or 0; ``template`` (with ``{value}``) says it is neither."""
    try:
        return _FLAGS[text]
    except KeyError:
        raise _BadValue(template, value=repr(text)) from None


def _reason(error: ValueError) -> Worded | str:
    """What a bad value's error says: ours worded, Python's own (a date, a number) as it is."""
    return error.words if isinstance(error, (_BadValue, TitleError)) else str(error)


def _level(text: str) -> Level:
    return _choice(
        LEVELS, text, QT_TRANSLATE_NOOP("RecordsErrors", "the level {value} is not one of {choices}")
    )


def _is_uid(text: str) -> bool:
    return len(text) == 32 and _HEX.issuperset(text)


class _Bounded(io.RawIOBase):
    """A file read no further than ``limit`` bytes: a file that grows while it is
    read (or lies about its size) still ends there."""

    def __init__(self, raw: io.FileIO, limit: int, path: Path) -> None:
        super().__init__()
        self._raw = raw
        self._left = limit
        self._path = path
        self._limit = limit

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if self._left <= 0:
            if self._raw.read(1):
                raise ResultsError(
                    self._path,
                    Worded(
                        QT_TRANSLATE_NOOP(
                            "RecordsErrors", "is larger than {size} MB; results files are smaller"
                        ),
                        (("size", self._limit // 1024 // 1024),),
                    ),
                )
            return 0
        view = memoryview(buffer)[: min(len(buffer), self._left)]
        count = self._raw.readinto(view)
        if count is None:
            raise ResultsError(
                self._path,
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "cannot be read without waiting: not a results file")
                ),
            )
        self._left -= count
        return int(count)

    def close(self) -> None:
        self._raw.close()
        super().close()


def _open_regular(path: Path, limit: int) -> io.BufferedReader:
    """``path`` opened for reading if it is a regular file of at most ``limit`` bytes.

    Opened without blocking, then checked on the open file: a FIFO, a device
    (``/dev/zero``, ``/dev/urandom``) or a socket is refused before one byte is
    read, and none can be swapped in between the check and the read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ResultsError(path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "no such file"))) from None
    except IsADirectoryError:
        raise ResultsError(
            path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "is a folder, not a results file"))
        ) from None
    except OSError as error:
        raise ResultsError(
            path,
            Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "cannot read it ({reason})"),
                (("reason", str(error.strerror or error)),),
            ),
        ) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise ResultsError(
                path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "is a folder, not a results file"))
            )
        if not stat.S_ISREG(info.st_mode):
            raise ResultsError(
                path,
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors", "is not a regular file (a device or a pipe?): not a results file"
                    )
                ),
            )
        if info.st_size > limit:
            raise ResultsError(
                path,
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors", "the file is {size} MB; results files are at most {most} MB"
                    ),
                    (("size", f"{info.st_size / 1e6:.0f}"), ("most", limit // 1024 // 1024)),
                ),
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        raw = io.FileIO(fd, "rb", closefd=True)
    except BaseException:
        os.close(fd)
        raise
    return io.BufferedReader(_Bounded(raw, limit, path), READ_CHUNK)


def _lines(text: TextIO, path: Path) -> Iterator[str]:
    """The file's lines, each at most :data:`MAX_LINE` characters (a file of one
    endless line is refused, not read into memory)."""
    number = 0
    while True:
        line = text.readline(MAX_LINE + 1)
        if not line:
            return
        number += 1
        if len(line) > MAX_LINE:
            raise ResultsError(
                path,
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors", "has a line longer than {most} characters: not a results file"
                    ),
                    (("most", f"{MAX_LINE:,}"),),
                ),
                number,
            )
        yield line


#: One answer as read, checked: name, identifier, when (a POSIX timestamp), drill,
#: game and rule set (as written: each is one of its names), right, seconds,
#: hinted, exam, when as a datetime, the level ("" for none) and the class
#: session's title ("" for none).
RawRow = tuple[str, str, float, str, str, str, bool, float, bool, str, datetime, str, str]


def numbered_rows(path: Path) -> Iterator[tuple[int, RawRow]]:
    """Each answer of a results file with its line number, read as it is needed:
    memory stays the same for a file of ten answers or a million."""
    handle = _open_regular(path, MAX_BYTES)
    text = io.TextIOWrapper(handle, encoding="utf-8-sig", newline="")
    try:
        reader = csv.reader(_lines(text, path))
        try:
            header = next(reader, None)
        except csv.Error as error:
            raise ResultsError(
                path,
                Worded(QT_TRANSLATE_NOOP("RecordsErrors", "is not CSV ({error})"), (("error", str(error)),)),
                1,
            ) from None
        except UnicodeDecodeError as error:
            raise ResultsError(path, _not_utf8(error)) from None
        if header is None:
            raise ResultsError(path, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "is empty")))
        columns = tuple(h.strip() for h in header)
        if columns not in (COLUMNS, COLUMNS_3, COLUMNS_2, COLUMNS_1):
            raise ResultsError(
                path,
                Worded(
                    QT_TRANSLATE_NOOP(
                        "RecordsErrors",
                        "is not a Dealer Trainer results file: the first line must be {columns}",
                    ),
                    (("columns", ",".join(COLUMNS)),),
                ),
                1,
            )
        has_uid = columns != COLUMNS_1
        # Format 4 may leave the identifier empty: a class session's file names a
        # trainee who joined without records (or a bot) by name alone.
        uid_optional = columns == COLUMNS
        # Each older format lacks the last columns of the next: read as empty.
        missing = [""] * (len(COLUMNS) - len(columns) - (not has_uid))
        width = len(columns)
        line = 1
        try:
            for row in reader:
                line = reader.line_num
                if not row or row == [""]:
                    continue
                if len(row) != width:
                    raise ResultsError(
                        path,
                        Worded(
                            QT_TRANSLATE_NOOP(
                                "RecordsErrors", "has {count} fields; a results line has {width}"
                            ),
                            (("count", len(row)), ("width", width)),
                        ),
                        line,
                    )
                try:
                    yield line, _parse([*row, *missing], has_uid, uid_optional)
                except ValueError as error:
                    raise ResultsError(path, _reason(error), line) from None
        except csv.Error as error:
            raise ResultsError(
                path,
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "is not valid CSV ({error})"), (("error", str(error)),)
                ),
                reader.line_num,
            ) from None
        except UnicodeDecodeError as error:
            raise ResultsError(path, _not_utf8(error), line + 1) from None
    finally:
        text.close()


def _not_utf8(error: UnicodeDecodeError) -> Worded:
    return Worded(
        QT_TRANSLATE_NOOP(
            "RecordsErrors", "is not UTF-8 text (byte {byte}): not a results file exported by Dealer Trainer"
        ),
        (("byte", error.start),),
    )


def _parse(row: list[str], has_uid: bool, uid_optional: bool = False) -> RawRow:
    if has_uid:
        (
            name,
            uid_text,
            at_text,
            drill,
            variant,
            rules,
            correct,
            seconds_text,
            hinted,
            exam,
            level,
            session,
        ) = row
        uid = uid_text.strip().lower()
        if not _is_uid(uid) and not (uid_optional and not uid):
            raise _BadValue(
                QT_TRANSLATE_NOOP("RecordsErrors", "the trainee's identifier {value} is not 32 hex digits"),
                value=repr(uid_text),
            )
    else:
        name, at_text, drill, variant, rules, correct, seconds_text, hinted, exam, level, session = row
        uid = ""
    trainee = " ".join(restore_cell(name).split())
    if not trainee:
        raise _BadValue(QT_TRANSLATE_NOOP("RecordsErrors", "the trainee's name is empty"))
    at = datetime.fromisoformat(at_text)
    if at.tzinfo is None:
        raise _BadValue(
            QT_TRANSLATE_NOOP("RecordsErrors", "the time {value} has no time zone"), value=repr(at_text)
        )
    seconds = float(seconds_text)
    if not math.isfinite(seconds) or seconds < 0:
        raise _BadValue(
            QT_TRANSLATE_NOOP("RecordsErrors", "seconds must be a number of 0 or more, not {value}"),
            value=repr(seconds_text),
        )
    if drill not in DRILLS:
        _choice(
            DRILLS, drill, QT_TRANSLATE_NOOP("RecordsErrors", "the drill {value} is not one of {choices}")
        )
    if variant not in VARIANTS:
        _choice(
            VARIANTS, variant, QT_TRANSLATE_NOOP("RecordsErrors", "the game {value} is not one of {choices}")
        )
    if rules not in RULES:
        _choice(
            RULES, rules, QT_TRANSLATE_NOOP("RecordsErrors", "the rule set {value} is not one of {choices}")
        )
    return (
        trainee,
        uid,
        at.timestamp(),
        drill,
        variant,
        rules,
        _flag(correct, QT_TRANSLATE_NOOP("RecordsErrors", "correct must be 1 or 0, not {value}")),
        seconds,
        _flag(hinted, QT_TRANSLATE_NOOP("RecordsErrors", "hinted must be 1 or 0, not {value}")),
        restore_cell(exam),
        at,
        level and _level(level).value,
        session and session_title(restore_cell(session)),
    )


def iter_results(path: str | Path) -> Iterator[ResultRow]:
    """Every answer in a results file, one at a time (a :class:`ResultsError`
    names the line of the first bad one)."""
    for _line, row in numbered_rows(Path(path)):
        trainee, uid, _t, drill, variant, rules, correct, seconds, hinted, exam, at, level, session = row
        yield ResultRow(
            trainee,
            uid,
            at,
            DRILLS[drill],
            VARIANTS[variant],
            RULES[rules],
            correct,
            seconds,
            hinted,
            exam,
            LEVELS[level] if level else None,
            session,
        )


def read_results(path: str | Path) -> list[ResultRow]:
    """Every answer in a results file, or a :class:`ResultsError` naming the line.

    Only a regular file is read (never a pipe or a device), and never more
    than :data:`MAX_BYTES`, nor a line longer than :data:`MAX_LINE`.
    """
    return list(iter_results(path))


__all__ = [
    "COLUMNS",
    "COLUMNS_1",
    "COLUMNS_2",
    "COLUMNS_3",
    "DRILLS",
    "LEVELS",
    "MAX_BYTES",
    "MAX_LINE",
    "RESULTS_FORMAT",
    "RULES",
    "VARIANTS",
    "RawRow",
    "ResultRow",
    "export_results",
    "iter_results",
    "numbered_rows",
    "read_results",
]
