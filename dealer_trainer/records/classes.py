"""The instructor's class table, built from many results files.

A trainee exports their answers with :func:`~.results.export_results` (one
CSV file, format ``dealer-trainer-results/4``, described in
``docs/practice.md``; reading and writing those files is :mod:`.results`), and
the instructor's app writes each class session's answers as one such file
(:mod:`.sessionresults`); the
instructor collects the files — picked one by one or dropped in a shared
folder — and :func:`class_table` reads them all into a :class:`ClassTable`:
per trainee and per skill (drill x game), answers, accuracy, recent accuracy
and median time, and who needs help on what. A bad file never stops the
others: it is left out and named in ``ClassTable.problems`` with the line
and the reason.
"""

from __future__ import annotations

import csv
import io
import math
import sqlite3
import tempfile
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TypeVar

from ..engine.names import VARIANT_TITLES
from ..engine.variants import Variant
from ..training.kinds import Drill
from ..training.levels import Level
from ..training.session import share_right
from ..wording import QT_TRANSLATE_NOOP, Worded
from .csvcells import safe_row
from .errors import ImportProblem, ResultsError

# The results files' names, still importable from here (the class table reads those files).
from .results import (
    COLUMNS,
    COLUMNS_1,
    DRILLS,
    RESULTS_FORMAT,
    VARIANTS,
    ResultRow,
    export_results,
    iter_results,
    numbered_rows,
    read_results,
)

#: Answers counted in a skill's recent accuracy.
RECENT = 20
#: A skill needs help when its recent accuracy is below this ...
NEEDS_HELP_BELOW = 0.75
#: ... after at least this many answers.
MIN_ATTEMPTS = 10

_T = TypeVar("_T")


# --- the class table -------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One trainee's (or the class's) answers in one skill (or in all)."""

    attempts: int
    right: int
    recent_count: int
    recent_right: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        return share_right(self.right, self.attempts)

    @property
    def recent_accuracy(self) -> float:
        return share_right(self.recent_right, self.recent_count)


@dataclass(frozen=True)
class HelpNeeded:
    trainee: str
    drill: Drill
    variant: Variant
    cell: Cell

    def __str__(self) -> str:
        return (
            f"{self.trainee}: {self.drill.heading} in {VARIANT_TITLES[self.variant]} — "
            f"{self.cell.recent_accuracy:.0%} right lately ({self.cell.attempts} answers)"
        )


Skill = tuple[Drill, Variant]
#: A trainee in the class: their name and identifier.
Who = tuple[str, str]


@dataclass(frozen=True)
class ClassTable:
    trainees: tuple[str, ...]
    skills: tuple[Skill, ...]
    cells: Mapping[tuple[str, Drill, Variant], Cell]
    files: tuple[Path, ...] = ()
    problems: tuple[ImportProblem, ...] = ()
    #: Each trainee's answers in all skills, and the class's in each skill.
    totals: Mapping[str, Cell] = field(default_factory=dict, repr=False, compare=False)
    skill_totals: Mapping[Skill, Cell] = field(default_factory=dict, repr=False, compare=False)
    #: The class sessions the files name (whatever the table counts), the newest first:
    #: what the class view offers to look at one by one.
    sessions: tuple[str, ...] = ()
    #: The one class session counted (``None``: every answer).
    session: str | None = None
    #: The class sessions each trainee answered in (among the answers counted), newest first.
    attended: Mapping[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)

    def sessions_of(self, trainee: str) -> tuple[str, ...]:
        """The class sessions ``trainee`` answered in, the newest first (none: ``()``)."""
        return self.attended.get(trainee, ())

    def cell(self, trainee: str, drill: Drill, variant: Variant) -> Cell | None:
        return self.cells.get((trainee, drill, variant))

    def trainee_total(self, trainee: str) -> Cell:
        """All of one trainee's answers."""
        return self.totals.get(trainee, NO_ANSWERS)

    def skill_total(self, drill: Drill, variant: Variant) -> Cell:
        """The whole class's answers in one skill."""
        return self.skill_totals.get((drill, variant), NO_ANSWERS)

    def needs_help(
        self, below: float = NEEDS_HELP_BELOW, min_attempts: int = MIN_ATTEMPTS
    ) -> list[HelpNeeded]:
        """Who needs help on what: skills answered ``min_attempts`` times or more whose
        recent accuracy is below ``below``, the weakest first."""
        found = [
            HelpNeeded(t, d, v, c)
            for (t, d, v), c in self.cells.items()
            if c.attempts >= min_attempts and c.recent_accuracy < below
        ]
        return sorted(
            found,
            key=lambda h: (h.cell.recent_accuracy, h.cell.accuracy, h.trainee.casefold(), h.drill, h.variant),
        )

    def to_csv(self) -> str:
        """The table as CSV, one row per trainee and skill, for a spreadsheet."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(
            (
                "trainee",
                "drill",
                "variant",
                "attempts",
                "right",
                "accuracy",
                "recent_accuracy",
                "median_seconds",
                "needs_help",
            )
        )
        helped = {(h.trainee, h.drill, h.variant) for h in self.needs_help()}
        for trainee in self.trainees:
            for drill, variant in self.skills:
                cell = self.cell(trainee, drill, variant)
                if cell is not None:
                    writer.writerow(
                        safe_row(
                            (
                                trainee,
                                drill.value,
                                variant.value,
                                cell.attempts,
                                cell.right,
                                f"{cell.accuracy:.3f}",
                                f"{cell.recent_accuracy:.3f}",
                                f"{cell.median_seconds:.1f}",
                                "yes" if (trainee, drill, variant) in helped else "no",
                            )
                        )
                    )
        return out.getvalue()


NO_ANSWERS = Cell(0, 0, 0, 0, 0.0)
#: Answers written to the scratch table at a time.
BATCH = 5000
#: How often (in rows read) the import says how far it has got.
REPORT_EVERY = 20_000

#: Says how far the import has got: bytes read, bytes in all, what it is doing.
#: It may raise (to cancel): the import then stops and cleans up.
ProgressCallback = Callable[[int, int, str], None]


def _files(sources: str | Path | Iterable[str | Path]) -> tuple[list[Path], list[ImportProblem]]:
    if isinstance(sources, (str, Path)):
        sources = [sources]
    files: list[Path] = []
    problems = []
    for source in map(Path, sources):
        if source.is_dir():
            found = []
            for entry in sorted(source.glob("*.csv")):
                if entry.name.startswith("."):
                    continue
                if entry.is_file():
                    found.append(entry)
                elif not entry.is_dir():  # a pipe or a device named *.csv: say so
                    problems.append(
                        ImportProblem.of(
                            entry,
                            Worded(
                                QT_TRANSLATE_NOOP(
                                    "RecordsErrors",
                                    "is not a regular file (a device or a pipe?): not a results file",
                                )
                            ),
                        )
                    )
            if not found and not problems:
                problems.append(
                    ImportProblem.of(
                        source,
                        Worded(
                            QT_TRANSLATE_NOOP("RecordsErrors", "the folder holds no results files (*.csv)")
                        ),
                    )
                )
            files.extend(found)
        elif source.exists() or source.is_symlink():
            files.append(source)
        else:
            problems.append(
                ImportProblem.of(source, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "no such file or folder")))
            )
    return files, problems


class _Scratch:
    """The import's answers in a temporary SQLite file, so that memory stays
    bounded whatever the folder holds: rows go in as they are read; duplicates,
    recent answers and medians are worked out by SQLite on disk."""

    def __init__(self, folder: str, progress: ProgressCallback | None) -> None:
        self.connection = sqlite3.connect(Path(folder) / "class.sqlite3", isolation_level=None)
        for pragma in ("journal_mode = OFF", "synchronous = OFF", "temp_store = FILE", "cache_size = -16384"):
            self.connection.execute(f"PRAGMA {pragma}")
        self.connection.execute(
            "CREATE TABLE answers (seq INTEGER PRIMARY KEY, name TEXT, uid TEXT, file INTEGER, "
            "at REAL, drill TEXT, variant TEXT, rules TEXT, correct INTEGER, seconds REAL, session TEXT)"
        )
        # An answer found twice (a trainee who exported twice) is kept once: the
        # first time it is read. Exports come in time order, so this index
        # grows at its end, cheaply, as the rows go in.
        self.connection.execute(
            "CREATE UNIQUE INDEX one_answer ON answers "
            "(name, uid, at, drill, variant, rules, correct, seconds)"
        )
        self._progress = progress
        self._last: tuple[int, int, str] = (0, 0, "")
        self._error: BaseException | None = None
        if progress is not None:
            self.connection.set_progress_handler(self._tick, 200_000)

    def report(self, done: int, total: int, label: str) -> None:
        """Say how far the import has got (the progress callback may raise to cancel)."""
        self._last = (done, total, label)
        if self._progress is not None:
            self._progress(done, total, label)

    def _tick(self) -> int:
        """Called by SQLite now and then during a long statement: a cancel stops it."""
        try:
            self.report(*self._last)
        except BaseException as error:  # noqa: BLE001 - SQLite cannot take it: kept, raised after
            self._error = error
            return 1
        return 0

    def _checked(self, call: Callable[[], _T]) -> _T:
        try:
            return call()
        except sqlite3.OperationalError:
            if self._error is not None:
                raise self._error from None
            raise

    def run(self, sql: str, parameters: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return self._checked(lambda: self.connection.execute(sql, tuple(parameters)).fetchall())

    def add(self, rows: list[tuple[Any, ...]]) -> None:
        """Store a batch of answers, in one transaction (one commit per row is 50 x slower)."""

        def insert() -> None:
            with self.connection:
                self.connection.execute("BEGIN")
                self.connection.executemany(
                    "INSERT OR IGNORE INTO answers (name, uid, file, at, drill, variant, rules, "
                    "correct, seconds, session) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    rows,
                )

        self._checked(insert)

    def close(self) -> None:
        self.connection.close()


#: A group's newest answers: (at, seq, correct), newest first.
Newest = list[tuple[float, int, int]]


def _median(scratch: _Scratch, columns: tuple[str, ...], key: tuple[Any, ...], count: int) -> float:
    """The median answer time of one group, read from its ``by_time`` index."""
    where = " AND ".join(f"{column} = ?" for column in columns)
    # The middle time, or the mean of the two middle ones.
    middle = [
        seconds
        for (seconds,) in scratch.run(
            f"SELECT seconds FROM answers WHERE {where} ORDER BY seconds LIMIT ? OFFSET ?",
            (*key, 2 - count % 2, (count - 1) // 2),
        )
    ]
    return float(sum(middle) / len(middle))


def _by_time(scratch: _Scratch, columns: tuple[str, ...]) -> None:
    # With ``correct`` in it, counting a group's answers and right ones reads the
    # index alone, not the table row by row (three times faster).
    scratch.run(
        f"CREATE INDEX by_time_{'_'.join(columns)} ON answers ({', '.join(columns)}, seconds, correct)"
    )


def _groups(
    scratch: _Scratch, columns: tuple[str, ...], newest: Mapping[tuple[Any, ...], Newest]
) -> dict[tuple[Any, ...], Cell]:
    """A :class:`Cell` for each group (by ``columns``, a part of a cell's key) of the
    answers; its newest answers gathered from its cells' newest."""
    _by_time(scratch, columns)
    width = len(columns)
    recent_of: dict[tuple[Any, ...], Newest] = defaultdict(list)
    # A cell's key is (name, uid, drill, variant): the group's part of it.
    part = slice(0, 2) if columns == ("name", "uid") else slice(2, 4)
    for key, rows in newest.items():
        recent_of[tuple(key[part])].extend(rows)
    group = ", ".join(columns)
    found = {}
    for row in scratch.run(f"SELECT {group}, count(*), sum(correct) FROM answers GROUP BY {group}"):
        key, attempts, right = tuple(row[:width]), row[width], row[width + 1]
        recent = sorted(recent_of[key], reverse=True)[:RECENT]
        found[key] = Cell(
            attempts,
            right,
            len(recent),
            sum(c for _, _, c in recent),
            _median(scratch, columns, key, attempts),
        )
    return found


def _cells(scratch: _Scratch) -> tuple[dict[tuple[Any, ...], Cell], dict[tuple[Any, ...], Newest]]:
    """A :class:`Cell` for each trainee and skill, and each one's newest answers.

    Two indexes let SQLite find each cell's newest answers and its middle
    answer times directly, rather than sorting every answer in a window query
    (several times faster at a million answers).
    """
    columns = ("name", "uid", "drill", "variant")
    _by_time(scratch, columns)
    scratch.run("CREATE INDEX by_when ON answers (name, uid, drill, variant, at, seq)")
    recent_sql = (
        "SELECT at, seq, correct FROM answers WHERE name = ? AND uid = ? AND "
        f"drill = ? AND variant = ? ORDER BY at DESC, seq DESC LIMIT {RECENT}"
    )
    found = {}
    newest = {}
    for row in scratch.run(
        "SELECT name, uid, drill, variant, count(*), sum(correct) "
        "FROM answers GROUP BY name, uid, drill, variant"
    ):
        key, attempts, right = tuple(row[:4]), row[4], row[5]
        recent = [(at, seq, correct) for at, seq, correct in scratch.run(recent_sql, key)]
        newest[key] = recent
        found[key] = Cell(
            attempts,
            right,
            len(recent),
            sum(c for _, _, c in recent),
            _median(scratch, columns, key, attempts),
        )
    return found, newest


def class_table(
    sources: str | Path | Iterable[str | Path],
    progress: ProgressCallback | None = None,
    *,
    level: Level | None = None,
    session: str | None = None,
) -> ClassTable:
    """The class table from results files and folders of them (``*.csv`` in a folder).

    An answer found in two files (a trainee who exported twice) counts once.
    Trainees are told apart by their identifier, so two of one name stay two
    (each labelled with the file they first appear in, ``"Alex (laptop-3)"``);
    a format-1 file names no identifier, and joins the one trainee of its
    name if there is just one.

    Files are read a row at a time into a scratch file on disk, so a folder of
    a million answers takes no more memory than one of a hundred.
    ``progress(done, total, label)`` is called as the files are read (bytes);
    if it raises, the import stops there and the exception passes through.
    With ``level``, only the answers given at that level count (an answer
    exported before levels has none, and counts only in the whole table);
    with ``session``, only those given in the class session of that title.

    A class session's answers can come twice and differ a little: in the
    host's file of the session (the time as the host received it) and in the
    trainee's own export (the time on their laptop). For each trainee and
    session one file counts — the one holding the most of their answers in
    it, the first read of equals — so an instructor who adds both counts each
    answer once.
    """
    files, problems = _files(sources)
    sizes = []
    for path in files:
        try:
            sizes.append(path.stat().st_size)
        except OSError:
            sizes.append(0)
    total = sum(sizes)
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-class-") as folder:
        scratch = _Scratch(folder, progress)
        try:
            seen: dict[str, float] = {}
            read = _read_into(scratch, files, sizes, total, problems, level, session, seen)
            scratch.report(total, total, "Working out the class table")
            table = _table(scratch, files, read, problems, bool(seen))
        finally:
            scratch.close()
    newest_first = tuple(sorted(seen, key=lambda title: (-seen[title], title.casefold())))
    return replace(table, sessions=newest_first, session=session)


def _read_into(
    scratch: _Scratch,
    files: list[Path],
    sizes: list[int],
    total: int,
    problems: list[ImportProblem],
    level: Level | None = None,
    session: str | None = None,
    seen: dict[str, float] | None = None,
) -> list[Path]:
    """Read the files into the scratch table (the answers at ``level``, in ``session``);
    each class session the files name goes into ``seen`` with its newest answer's time."""
    read: list[Path] = []
    sessions: dict[str, float] = {} if seen is None else seen
    wanted = None if session is None else " ".join(session.split())
    done = 0
    for number, path in enumerate(files):
        label = f"Reading {path.name}"
        scratch.report(done, total, label)
        batch: list[tuple[Any, ...]] = []
        count = 0
        try:
            for _line, (
                name,
                uid,
                at,
                drill,
                variant,
                rules,
                correct,
                seconds,
                _hinted,
                _exam,
                _when,
                answered_at,
                answered_in,
            ) in numbered_rows(path):
                if answered_in and sessions.get(answered_in, -math.inf) < at:
                    sessions[answered_in] = at
                if level is not None and answered_at != level.value:
                    continue
                if wanted is not None and answered_in != wanted:
                    continue
                batch.append((name, uid, number, at, drill, variant, rules, correct, seconds, answered_in))
                if len(batch) >= BATCH:
                    scratch.add(batch)
                    batch.clear()
                count += 1
                if count % REPORT_EVERY == 0:
                    # Rows read stand in for bytes: about 90 bytes a row.
                    scratch.report(done + min(count * 90, sizes[number]), total, label)
            scratch.add(batch)
        except ResultsError as error:
            problems.append(error.problem)
            scratch.run("DELETE FROM answers WHERE file = ?", (number,))  # all of it or none
            continue
        finally:
            done += sizes[number]
        read.append(path)
    return read


def _table(
    scratch: _Scratch,
    files: list[Path],
    read: list[Path],
    problems: list[ImportProblem],
    sessions: bool = False,
) -> ClassTable:
    # A format-1 answer (no identifier) joins the one trainee of its name, if
    # there is one; if it was read already in a format-2 file, it counts once.
    scratch.run("""
        CREATE TABLE single AS SELECT name, min(uid) AS uid FROM answers WHERE uid != ''
        GROUP BY name HAVING count(DISTINCT uid) = 1""")
    scratch.run("CREATE UNIQUE INDEX single_name ON single (name)")
    scratch.run("""
        UPDATE OR IGNORE answers SET uid = (SELECT uid FROM single WHERE single.name = answers.name)
        WHERE uid = '' AND name IN (SELECT name FROM single)""")
    scratch.run("DELETE FROM answers WHERE uid = '' AND name IN (SELECT name FROM single)")
    if sessions:
        _one_file_a_session(scratch)
    first_file = {
        (name, uid): files[number]
        for name, uid, number in scratch.run("SELECT name, uid, min(file) FROM answers GROUP BY name, uid")
    }
    labels = _labels(list(first_file), first_file)
    skills: set[Skill] = set()
    cells: dict[tuple[str, Drill, Variant], Cell] = {}
    by_cell, newest = _cells(scratch)
    for (name, uid, drill, variant), cell in by_cell.items():
        skill = (DRILLS[drill], VARIANTS[variant])
        skills.add(skill)
        cells[(labels[(name, uid)], *skill)] = cell
    totals = {
        labels[(name, uid)]: cell for (name, uid), cell in _groups(scratch, ("name", "uid"), newest).items()
    }
    skill_totals = {
        (DRILLS[drill], VARIANTS[variant]): cell
        for (drill, variant), cell in _groups(scratch, ("drill", "variant"), newest).items()
    }
    drill_order = {d: i for i, d in enumerate(Drill)}
    variant_order = {v: i for i, v in enumerate(Variant)}
    attended: dict[str, list[tuple[float, str]]] = defaultdict(list)
    if sessions:
        for name, uid, session, last in scratch.run(
            "SELECT name, uid, session, max(at) FROM answers WHERE session != '' GROUP BY name, uid, session"
        ):
            attended[labels[(name, uid)]].append((last, session))
    return ClassTable(
        tuple(sorted(totals, key=str.casefold)),
        tuple(sorted(skills, key=lambda s: (drill_order[s[0]], variant_order[s[1]]))),
        cells,
        tuple(read),
        tuple(problems),
        totals,
        skill_totals,
        attended={
            label: tuple(title for _, title in sorted(found, key=lambda f: (-f[0], f[1].casefold())))
            for label, found in attended.items()
        },
    )


def _one_file_a_session(scratch: _Scratch) -> None:
    """Each trainee's answers in a class session from one file only: the one with the
    most of them, the first read of equals (see :func:`class_table`). The host's file
    and the trainee's export hold the same answers timed apart by the network, so
    the exact-duplicate rule cannot tell them for one."""
    scratch.run("""
        CREATE TABLE session_files AS SELECT name, uid, session, file, count(*) AS answers
        FROM answers WHERE session != '' GROUP BY name, uid, session, file""")
    scratch.run("""
        CREATE TABLE session_kept AS SELECT name, uid, session, (
            SELECT file FROM session_files f
            WHERE f.name = s.name AND f.uid = s.uid AND f.session = s.session
            ORDER BY answers DESC, file LIMIT 1) AS file
        FROM (SELECT DISTINCT name, uid, session FROM session_files) s""")
    scratch.run("CREATE UNIQUE INDEX session_kept_key ON session_kept (name, uid, session)")
    scratch.run("""
        DELETE FROM answers WHERE session != '' AND file != (
            SELECT k.file FROM session_kept k
            WHERE k.name = answers.name AND k.uid = answers.uid AND k.session = answers.session)""")


def _labels(whos: list[Who], first_file: Mapping[Who, Path]) -> dict[Who, str]:
    """How the table names each trainee: the name, and for namesakes the file
    each first appears in (then a number, should that not tell them apart)."""
    namesakes: dict[str, list[Who]] = defaultdict(list)
    for who in whos:
        namesakes[who[0]].append(who)
    labels = {}
    for name, group in namesakes.items():
        if len(group) == 1:
            labels[group[0]] = name
            continue
        taken: dict[str, int] = defaultdict(int)
        for who in sorted(group, key=lambda w: (str(first_file[w]), w[1])):
            label = f"{name} ({first_file[who].stem})"
            taken[label] += 1
            labels[who] = label if taken[label] == 1 else f"{label} #{taken[label]}"
    return labels


__all__ = [
    "COLUMNS",
    "COLUMNS_1",
    "RESULTS_FORMAT",
    "Cell",
    "ClassTable",
    "HelpNeeded",
    "ImportProblem",
    "ProgressCallback",
    "ResultRow",
    "ResultsError",
    "class_table",
    "export_results",
    "iter_results",
    "read_results",
]
