"""Results files, and the instructor's class table built from many of them.

A trainee exports their answers with :func:`export_results` (one CSV file,
format ``dealer-trainer-results/2``, described in ``docs/practice.md``); the
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
import statistics
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Iterable, Mapping

from ..atomicfile import atomic_writer
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.kinds import Drill
from .database import ROW_ERRORS, Records, flag_value, number_value, parse_utc, text_value

RESULTS_FORMAT = "dealer-trainer-results/2"
#: The header of a results file, in this order.
COLUMNS = ("trainee", "trainee_uid", "at", "drill", "variant", "rules", "correct", "seconds",
           "hinted", "exam")
#: Format 1's header (no identifier: its trainees are told apart by name).
COLUMNS_1 = tuple(c for c in COLUMNS if c != "trainee_uid")
#: Files larger than this are refused unread (a million answers is about 90 MB).
MAX_BYTES = 200 * 1024 * 1024
#: Answers counted in a skill's recent accuracy.
RECENT = 20
#: A skill needs help when its recent accuracy is below this ...
NEEDS_HELP_BELOW = 0.75
#: ... after at least this many answers.
MIN_ATTEMPTS = 10


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
        "coalesce(e.title, '') FROM attempts a LEFT JOIN exams e ON e.id = a.exam_id "
        "WHERE a.trainee_id = ? ORDER BY a.at, a.id", (trainee_id,))
    count = 0
    with atomic_writer(path, newline="") as handle:
        writer = csv.writer(handle, lineterminator="\r\n")
        writer.writerow(COLUMNS)
        for attempt_id, at, drill, variant, rules, correct, seconds, hinted, exam in rows:
            try:    # a damaged answer is left out (and reported), never exported as it is
                parse_utc(at), Drill(text_value(drill)), Variant(text_value(variant))
                RuleSetName(text_value(rules))
                line = [trainee.name, trainee.uid, at, drill, variant, rules,
                        int(flag_value(correct)), repr(number_value(seconds)),
                        int(flag_value(hinted)), text_value(exam)]
            except ROW_ERRORS as error:
                records.note_damaged("attempts", attempt_id, error)
                continue
            writer.writerow(line)
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


@dataclass(frozen=True)
class ImportProblem:
    """A file left out of the class table, and why."""

    path: Path
    message: str
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.path.name}, line {self.line}" if self.line else self.path.name
        return f"{where}: {self.message}"


class ResultsError(ValueError):
    def __init__(self, path: Path, message: str, line: int | None = None) -> None:
        self.problem = ImportProblem(path, message, line)
        super().__init__(str(self.problem))


def _choice(enum: type[Drill] | type[Variant] | type[RuleSetName], text: str, what: str) -> str:
    names = [m.value for m in enum]
    if text not in names:
        raise ValueError(f"{what} {text!r} is not one of {', '.join(names)}")
    return text


def _flag(text: str, what: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"{what} must be 1 or 0, not {text!r}")
    return text == "1"


def _is_uid(text: str) -> bool:
    return len(text) == 32 and all(c in "0123456789abcdef" for c in text)


def read_results(path: str | Path) -> list[ResultRow]:
    """Every answer in a results file, or a :class:`ResultsError` naming the line."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise ResultsError(path, f"the file is {size / 1e6:.0f} MB; results files are at "
                               f"most {MAX_BYTES // 1024 // 1024} MB")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise ResultsError(path, "no such file") from None
    except IsADirectoryError:
        raise ResultsError(path, "is a folder, not a results file") from None
    except OSError as error:
        raise ResultsError(path, f"cannot read it ({error.strerror or error})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ResultsError(path, f"is not UTF-8 text (byte {error.start}): not a results "
                           "file exported by Dealer Trainer") from None
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
    except csv.Error as error:
        raise ResultsError(path, f"is not CSV ({error})", 1) from None
    if header is None:
        raise ResultsError(path, "is empty")
    columns = tuple(h.strip() for h in header)
    if columns not in (COLUMNS, COLUMNS_1):
        raise ResultsError(path, "is not a Dealer Trainer results file: the first line must be "
                           f"{','.join(COLUMNS)}", 1)
    found = []
    try:
        for row in reader:
            if not row or row == [""]:
                continue
            line = reader.line_num
            if len(row) != len(columns):
                raise ResultsError(path, f"has {len(row)} fields; a results line has "
                                   f"{len(columns)}", line)
            values = dict(zip(columns, row))
            try:
                trainee = " ".join(values["trainee"].split())
                if not trainee:
                    raise ValueError("the trainee's name is empty")
                uid = values.get("trainee_uid", "").strip().lower()
                if "trainee_uid" in values and not _is_uid(uid):
                    raise ValueError(f"the trainee's identifier {values['trainee_uid']!r} is "
                                     "not 32 hex digits")
                at = datetime.fromisoformat(values["at"])
                if at.tzinfo is None:
                    raise ValueError(f"the time {values['at']!r} has no time zone")
                seconds = float(values["seconds"])
                if not math.isfinite(seconds) or seconds < 0:
                    raise ValueError(f"seconds must be a number of 0 or more, not "
                                     f"{values['seconds']!r}")
                found.append(ResultRow(
                    trainee, uid, at, Drill(_choice(Drill, values["drill"], "the drill")),
                    Variant(_choice(Variant, values["variant"], "the game")),
                    RuleSetName(_choice(RuleSetName, values["rules"], "the rule set")),
                    _flag(values["correct"], "correct"), seconds,
                    _flag(values["hinted"], "hinted"), values["exam"]))
            except ValueError as error:
                raise ResultsError(path, str(error), line) from None
    except csv.Error as error:
        raise ResultsError(path, f"is not valid CSV ({error})", reader.line_num) from None
    return found


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
        return self.right / self.attempts if self.attempts else 0.0

    @property
    def recent_accuracy(self) -> float:
        return self.recent_right / self.recent_count if self.recent_count else 0.0


@dataclass(frozen=True)
class HelpNeeded:
    trainee: str
    drill: Drill
    variant: Variant
    cell: Cell

    def __str__(self) -> str:
        return (f"{self.trainee}: {self.drill.heading} in {self.variant.value} — "
                f"{self.cell.recent_accuracy:.0%} right lately ({self.cell.attempts} answers)")


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
    _rows: Mapping[str, tuple[ResultRow, ...]] = field(default_factory=dict, repr=False,
                                                       compare=False)

    def cell(self, trainee: str, drill: Drill, variant: Variant) -> Cell | None:
        return self.cells.get((trainee, drill, variant))

    def trainee_total(self, trainee: str) -> Cell:
        """All of one trainee's answers."""
        return _cell(list(self._rows.get(trainee, ())))

    def skill_total(self, drill: Drill, variant: Variant) -> Cell:
        """The whole class's answers in one skill."""
        return _cell([r for rows in self._rows.values() for r in rows
                      if r.drill is drill and r.variant is variant])

    def needs_help(self, below: float = NEEDS_HELP_BELOW,
                   min_attempts: int = MIN_ATTEMPTS) -> list[HelpNeeded]:
        """Who needs help on what: skills answered ``min_attempts`` times or more whose
        recent accuracy is below ``below``, the weakest first."""
        found = [HelpNeeded(t, d, v, c) for (t, d, v), c in self.cells.items()
                 if c.attempts >= min_attempts and c.recent_accuracy < below]
        return sorted(found, key=lambda h: (h.cell.recent_accuracy, h.cell.accuracy,
                                            h.trainee.casefold(), h.drill, h.variant))

    def to_csv(self) -> str:
        """The table as CSV, one row per trainee and skill, for a spreadsheet."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(("trainee", "drill", "variant", "attempts", "right", "accuracy",
                         "recent_accuracy", "median_seconds", "needs_help"))
        helped = {(h.trainee, h.drill, h.variant) for h in self.needs_help()}
        for trainee in self.trainees:
            for drill, variant in self.skills:
                cell = self.cell(trainee, drill, variant)
                if cell is not None:
                    writer.writerow((trainee, drill.value, variant.value, cell.attempts,
                                     cell.right, f"{cell.accuracy:.3f}",
                                     f"{cell.recent_accuracy:.3f}", f"{cell.median_seconds:.1f}",
                                     "yes" if (trainee, drill, variant) in helped else "no"))
        return out.getvalue()


def _cell(rows: list[ResultRow]) -> Cell:
    if not rows:
        return Cell(0, 0, 0, 0, 0.0)
    rows = sorted(rows, key=lambda r: r.at)
    recent = rows[-RECENT:]
    return Cell(len(rows), sum(r.correct for r in rows), len(recent),
                sum(r.correct for r in recent), statistics.median(r.seconds for r in rows))


def _files(sources: str | Path | Iterable[str | Path]) -> tuple[list[Path], list[ImportProblem]]:
    if isinstance(sources, (str, Path)):
        sources = [sources]
    files: list[Path] = []
    problems = []
    for source in map(Path, sources):
        if source.is_dir():
            found = sorted(p for p in source.glob("*.csv")
                           if p.is_file() and not p.name.startswith("."))
            if not found:
                problems.append(ImportProblem(source, "the folder holds no results files "
                                              "(*.csv)"))
            files.extend(found)
        elif source.exists():
            files.append(source)
        else:
            problems.append(ImportProblem(source, "no such file or folder"))
    return files, problems


def class_table(sources: str | Path | Iterable[str | Path]) -> ClassTable:
    """The class table from results files and folders of them (``*.csv`` in a folder).

    An answer found in two files (a trainee who exported twice) counts once.
    Trainees are told apart by their identifier, so two of one name stay two
    (each labelled with the file they first appear in, ``"Alex (laptop-3)"``);
    a format-1 file names no identifier, and joins the one trainee of its
    name if there is just one.
    """
    files, problems = _files(sources)
    read: list[Path] = []
    rows_of: list[tuple[Path, ResultRow]] = []
    for path in files:
        try:
            rows = read_results(path)
        except ResultsError as error:
            problems.append(error.problem)
            continue
        read.append(path)
        rows_of.extend((path, row) for row in rows)
    uids_of: dict[str, set[str]] = defaultdict(set)
    for _path, row in rows_of:
        if row.trainee_uid:
            uids_of[row.trainee].add(row.trainee_uid)
    seen: set[tuple[Who, datetime, Drill, Variant, RuleSetName, bool, float]] = set()
    by_who: dict[Who, list[ResultRow]] = defaultdict(list)
    first_file: dict[Who, Path] = {}
    for path, row in rows_of:
        uid = row.trainee_uid
        if not uid and len(uids_of[row.trainee]) == 1:
            (uid,) = uids_of[row.trainee]
        who = (row.trainee, uid)
        first_file.setdefault(who, path)
        key = (who, row.at, row.drill, row.variant, row.rules, row.correct, row.seconds)
        if key not in seen:
            seen.add(key)
            by_who[who].append(row)
    labels = _labels(list(by_who), first_file)
    by_trainee = {labels[who]: rows for who, rows in by_who.items()}
    cells = {}
    skills: set[Skill] = set()
    for trainee, rows in by_trainee.items():
        per_skill: dict[Skill, list[ResultRow]] = defaultdict(list)
        for row in rows:
            per_skill[(row.drill, row.variant)].append(row)
        for (drill, variant), part in per_skill.items():
            cells[(trainee, drill, variant)] = _cell(part)
            skills.add((drill, variant))
    drill_order = {d: i for i, d in enumerate(Drill)}
    variant_order = {v: i for i, v in enumerate(Variant)}
    return ClassTable(
        tuple(sorted(by_trainee, key=str.casefold)),
        tuple(sorted(skills, key=lambda s: (drill_order[s[0]], variant_order[s[1]]))),
        cells, tuple(read), tuple(problems),
        {t: tuple(sorted(rows, key=lambda r: r.at)) for t, rows in by_trainee.items()})


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


__all__ = ["COLUMNS", "COLUMNS_1", "Cell", "ClassTable", "HelpNeeded", "ImportProblem", "RESULTS_FORMAT",
           "ResultRow", "ResultsError", "class_table", "export_results", "read_results"]
