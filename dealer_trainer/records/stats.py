"""What the progress view shows: skills, accuracy over time, answer times.

The counting is done by SQLite over covering indexes (``attempts_by_skill``,
``attempts_by_drill``, schema version 2), so a record of 100,000 answers is
summarised without reading the attempts table itself; only the points of the
charts come back to Python.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..engine.variants import Variant
from ..training.kinds import Drill
from ..training.levels import PACE, Level, level_of, target_seconds
from ..training.session import share_right
from ..training.spotting import Outcome
from ..wording import QT_TRANSLATE_NOOP, Worded
from .database import Records
from .errors import StatsError
from .rows import ROW_ERRORS, flag_value, number_value, parse_utc, text_value

if TYPE_CHECKING:
    from numpy.typing import NDArray

    FloatArray = NDArray[np.float64]

#: Answers in the rolling accuracy and in each half of the trend.
WINDOW = 20


@dataclass(frozen=True)
class Skill:
    """One drill in one game, as the trainee has done it."""

    drill: Drill
    variant: Variant
    attempts: int
    right: int
    accuracy: float
    #: Share right in the last ``window`` answers (what the table sorts on).
    recent_accuracy: float
    median_seconds: float
    #: Accuracy of the last ``window`` answers minus that of the ``window``
    #: before them; ``None`` until there are ``2 * window`` answers.
    trend: float | None
    last_at: datetime


def _window_words(window: int) -> Worded:
    return Worded(
        QT_TRANSLATE_NOOP(
            "RecordsErrors",
            "The window must be at least one answer, not {window}: ask for the last 1 or more answers.",
        ),
        (("window", window),),
    )


def skills(records: Records, trainee_id: int, *, window: int = WINDOW) -> list[Skill]:
    """Every skill the trainee has answered, the weakest first.

    Weakest: lowest recent accuracy, then lowest overall accuracy, then the
    most practised (a long-standing weakness before a new one).
    """
    if window < 1:
        raise StatsError(_window_words(window))
    db = records.connection
    found = []
    groups = db.execute(
        "SELECT drill, variant, count(*), total(correct) FROM attempts "
        "INDEXED BY attempts_by_skill WHERE trainee_id = ? "
        "GROUP BY drill, variant",
        (trainee_id,),
    ).fetchall()
    for drill, variant, count, right in groups:
        args = (trainee_id, drill, variant)
        try:
            skill = (Drill(text_value(drill)), Variant(text_value(variant)))
        except ROW_ERRORS as error:  # a drill or game this version does not know
            for (attempt_id,) in db.execute(
                "SELECT id FROM attempts WHERE trainee_id = ? AND drill IS ? AND variant IS ?", args
            ):
                records.note_damaged("attempts", attempt_id, error)
            continue
        # the middle one or two answer times, walking the index in order of seconds
        (median,) = db.execute(
            "SELECT avg(seconds) FROM (SELECT seconds FROM attempts INDEXED BY attempts_by_pace "
            "WHERE trainee_id = ? AND drill = ? AND variant = ? ORDER BY seconds LIMIT ? "
            "OFFSET ?)",
            (*args, 2 - count % 2, (count - 1) // 2),
        ).fetchone()
        recent = db.execute(
            "SELECT at, correct FROM attempts INDEXED BY attempts_by_skill WHERE trainee_id = ? "
            "AND drill = ? AND variant = ? ORDER BY at DESC LIMIT ?",
            (*args, 2 * window),
        ).fetchall()
        last_part = [c for _, c in recent[:window]]
        before = [c for _, c in recent[window:]]
        trend = sum(last_part) / window - sum(before) / window if len(before) == window else None
        last_at = _first_time(records, args, [at for at, _ in recent])
        if last_at is None:
            continue
        found.append(
            Skill(
                *skill,
                count,
                int(right),
                right / count,
                sum(last_part) / len(last_part),
                float(median or 0.0),
                trend,
                last_at,
            )
        )
    found.sort(key=lambda s: (s.recent_accuracy, s.accuracy, -s.attempts, s.drill, s.variant))
    return found


def _first_time(records: Records, args: tuple[object, ...], texts: list[object]) -> datetime | None:
    """The first good time among ``texts`` (the damaged ones before it reported)."""
    for text in texts:
        try:
            return parse_utc(text)
        except ROW_ERRORS as error:
            row = records.connection.execute(
                "SELECT id FROM attempts WHERE trainee_id = ? AND drill = ? AND variant = ? AND at IS ?",
                (*args, text),
            ).fetchone()
            records.note_damaged("attempts", row[0] if row else text, error)
    return None


def _looks_good(corrects: list[object], seconds: list[object]) -> bool:
    """Whether every result is 0/1 and every answer time a number — checked with scans
    that run in C, so a clean record (the usual case) costs a few milliseconds."""
    return (
        set(corrects) <= {0, 1}
        and set(map(type, seconds)) <= {float, int}
        and (not seconds or min(seconds) >= 0)  # type: ignore[type-var, operator]
    )


def _checked(
    records: Records, trainee_id: int, drill: Drill, sql: str, parse: Callable[[Any], Any]
) -> list[tuple[Any, int, float]]:
    """The drill's rows of ``sql`` (selecting a time, correct, seconds, id) one by one,
    the damaged ones reported and left out: the slow way, taken only after damage is seen."""
    checked = []
    for when, correct, seconds, attempt_id in records.connection.execute(sql, (trainee_id, drill.value)):
        try:
            if when is None:
                raise ValueError("a time that is not one")
            taken = number_value(seconds)
            if taken < 0:
                raise ValueError("a negative answer time")
            checked.append((parse(when), int(flag_value(correct)), taken))
        except ROW_ERRORS as error:
            records.note_damaged("attempts", attempt_id, error)
    return checked


_DRILL_SQL = (
    "SELECT at, correct, seconds FROM attempts INDEXED BY attempts_by_drill "
    "WHERE trainee_id = ? AND drill = ? ORDER BY at"
)


def _drill_rows(records: Records, trainee_id: int, drill: Drill) -> list[tuple[datetime, int, float]]:
    """The drill's answers in time order, checked: (when, right 0/1, seconds)."""
    # ORDER BY at alone: the index holds (at, rowid) in order, so no sort is needed
    rows = records.connection.execute(_DRILL_SQL, (trainee_id, drill.value)).fetchall()
    parse = datetime.fromisoformat
    try:
        if _looks_good([r[1] for r in rows], [r[2] for r in rows]):
            return [(parse(at), correct, seconds) for at, correct, seconds in rows]
    except ROW_ERRORS:
        pass
    return _checked(
        records, trainee_id, drill, _DRILL_SQL.replace("seconds FROM", "seconds, id FROM"), parse_utc
    )


def _rolling(rows: list[tuple[datetime, int, float]], window: int) -> list[tuple[datetime, float]]:
    # A running sum: SQLite's window functions are slower here than this loop.
    points = []
    inside: deque[int] = deque()
    right = 0
    for at, correct, _ in rows:
        inside.append(correct)
        right += correct
        if len(inside) > window:
            right -= inside.popleft()
        points.append((at, right / len(inside)))
    return points


def rolling_accuracy(
    records: Records, trainee_id: int, drill: Drill, window: int = WINDOW
) -> list[tuple[datetime, float]]:
    """After each answer of ``drill`` (in time order), the share right in the last ``window``.

    The first points average the answers so far (fewer than ``window``).
    """
    if window < 1:
        raise StatsError(_window_words(window))
    return _rolling(_drill_rows(records, trainee_id, drill), window)


def answer_times(records: Records, trainee_id: int, drill: Drill) -> list[tuple[datetime, float]]:
    """Each answer of ``drill`` in time order: when, and how many seconds it took."""
    return [(at, seconds) for at, _, seconds in _drill_rows(records, trainee_id, drill)]


@dataclass(frozen=True)
class LevelResult:
    """The trainee's answers at one level (``level`` ``None``: those kept before levels)."""

    level: Level | None
    attempts: int
    right: int
    #: Right within the drill's target time (:func:`~dealer_trainer.training.levels.target_seconds`).
    in_time: int

    @property
    def accuracy(self) -> float:
        return share_right(self.right, self.attempts)


def by_level(records: Records, trainee_id: int) -> list[LevelResult]:
    """The trainee's answers level by level, in the levels' order, those with no level last.

    Counted by SQLite; the target times go in as a ``CASE`` of the drills'
    targets, so the answers are not read one by one.
    """
    targets = " ".join("WHEN ? THEN ?" for _ in PACE)
    args: list[object] = [value for drill in PACE for value in (drill.value, target_seconds(drill))]
    rows = records.connection.execute(
        "SELECT level, count(*), sum(correct = 1), "
        f"sum(correct = 1 AND seconds <= (CASE drill {targets} ELSE 0 END)) "
        "FROM attempts WHERE trainee_id = ? GROUP BY level",
        (*args, trainee_id),
    ).fetchall()
    found: dict[Level | None, LevelResult] = {}
    for stored, attempts, right, in_time in rows:
        level = level_of(stored)
        if level is None and stored is not None:
            records.note_damaged("attempts", f"level {stored!r}", "not a level")
        old = found.get(level)
        found[level] = LevelResult(
            level,
            attempts + (old.attempts if old else 0),
            int(right or 0) + (old.right if old else 0),
            int(in_time or 0) + (old.in_time if old else 0),
        )
    return [found[level] for level in (*Level, None) if level in found]


@dataclass(frozen=True)
class SessionResult:
    """The trainee's answers in one class session: its title, how many, how many right, and
    when the last was given (two sessions of one title are one here: the title is what the
    records keep of a session)."""

    title: str
    attempts: int
    right: int
    last: datetime

    @property
    def accuracy(self) -> float:
        return share_right(self.right, self.attempts)


def class_sessions(records: Records, trainee_id: int) -> list[SessionResult]:
    """The class sessions the trainee answered in, the newest first (read from the
    session index alone: the answers given alone are not read)."""
    rows = records.connection.execute(
        "SELECT class_session, count(*), sum(correct = 1), max(at) FROM attempts "
        "WHERE trainee_id = ? AND class_session IS NOT NULL GROUP BY class_session",
        (trainee_id,),
    ).fetchall()
    found = []
    for title, attempts, right, last in rows:
        try:
            found.append(SessionResult(text_value(title), attempts, int(right or 0), parse_utc(last)))
        except ROW_ERRORS as error:
            records.note_damaged("attempts", f"class session {title!r}", error)
    return sorted(found, key=lambda s: (s.last, s.title), reverse=True)


@dataclass(frozen=True)
class SpotTally:
    """Spot the error's stops, counted by what they were (:class:`~dealer_trainer.training.spotting.Outcome`).

    A right/wrong count hides what a dealer needs to know: whether they miss
    mistakes or stop hands that were dealt right.
    """

    caught: int = 0
    misnamed: int = 0
    false_alarms: int = 0
    missed: int = 0
    clean: int = 0

    @property
    def total(self) -> int:
        return self.caught + self.misnamed + self.false_alarms + self.missed + self.clean


_TALLY_FIELDS = {
    Outcome.CAUGHT: "caught",
    Outcome.MISNAMED: "misnamed",
    Outcome.FALSE_ALARM: "false_alarms",
    Outcome.MISSED: "missed",
    Outcome.CLEAN: "clean",
}


def spot_tally(records: Records, trainee_id: int) -> SpotTally:
    """The trainee's Spot the error answers by outcome, counted by SQLite from the kept stops.

    An outcome this version does not know (a damaged row) is reported and left out.
    """
    rows = records.connection.execute(
        "SELECT json_extract(response, '$.outcome'), count(*) FROM attempts "
        "WHERE trainee_id = ? AND drill = ? AND json_valid(response) GROUP BY 1",
        (trainee_id, Drill.SPOT.value),
    ).fetchall()
    counts: dict[str, int] = {}
    for stored, count in rows:
        try:
            outcome = Outcome(stored)
        except ValueError:
            records.note_damaged("attempts", f"outcome {stored!r}", "not an outcome of a stop")
            continue
        counts[_TALLY_FIELDS[outcome]] = int(count)
    return SpotTally(**counts)


@dataclass(frozen=True)
class Progress:
    """Everything the progress view draws, read in one go."""

    skills: list[Skill]
    accuracy: dict[Drill, list[tuple[datetime, float]]]
    times: dict[Drill, list[tuple[datetime, float]]]
    #: Spot the error's stops by outcome (all nought until the drill is answered).
    spot: SpotTally = SpotTally()


def progress(records: Records, trainee_id: int, *, window: int = WINDOW) -> Progress:
    """The skills table and, per drill, rolling accuracy and answer times (one read per drill)."""
    if window < 1:
        raise StatsError(_window_words(window))
    accuracy = {}
    times = {}
    for drill in Drill:
        rows = _drill_rows(records, trainee_id, drill)
        accuracy[drill] = _rolling(rows, window)
        times[drill] = [(when, seconds) for (when, _), (_, _, seconds) in zip(accuracy[drill], rows)]
    return Progress(
        skills(records, trainee_id, window=window), accuracy, times, spot_tally(records, trainee_id)
    )


@dataclass(frozen=True)
class Series:
    """One drill's answers in time order, as a chart wants them: arrays of floats.

    ``at`` is POSIX seconds, ``accuracy`` the share right in the last window
    after each answer (as :func:`rolling_accuracy`), ``seconds`` the time taken.
    """

    at: FloatArray
    accuracy: FloatArray
    #: The seconds of the last ``len(seconds)`` answers (all of them unless
    #: :func:`chart_series` was asked for fewer): they line up with ``at[-len(seconds):]``.
    seconds: FloatArray


#: One number per answer for the charts: its Julian day (always > 0, computed by
#: SQLite from the ``at`` text), negative if the answer was wrong. One value a row
#: instead of two: reading each value costs the sqlite3 module about a
#: microsecond, which is most of the time with 100,000 answers.
_SIGNED_DAY_SQL = "COALESCE(CASE correct WHEN 1 THEN julianday(at) WHEN 0 THEN -julianday(at) END, 0)"
#: An answer's time taken, or -1 where the stored value is not a number of 0 or more.
_SECONDS_SQL = "CASE WHEN typeof(seconds) IN ('integer', 'real') AND seconds >= 0 THEN seconds ELSE -1 END"
#: An answer's time as a POSIX timestamp (NULL for a damaged one), for the slow way.
_EPOCH_SQL = "(julianday(at) - 2440587.5) * 86400.0"
#: The Julian day of 1970-01-01 00:00 UTC, and seconds in a day.
_UNIX_EPOCH_DAY = 2440587.5
_DAY_SECONDS = 86400.0


def chart_series(
    records: Records, trainee_id: int, *, window: int = WINDOW, seconds: int | None = None
) -> dict[Drill, Series]:
    """Per drill, the points of the progress charts, without a datetime per answer.

    The same numbers as :func:`rolling_accuracy` and :func:`answer_times`, but the
    timestamps are computed by SQLite (to the millisecond: a Julian day in a
    float is exact to about 50 µs) and the rolling accuracy by numpy: with
    100,000 answers this is what lets the progress view open quickly.
    ``seconds`` (if given) limits the answer times read to the last that many
    answers of each drill, all that a chart of dots shows.
    """
    if window < 1:
        raise StatsError(_window_words(window))
    if seconds is not None and seconds < 0:
        raise StatsError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "The number of answer times cannot be negative ({count}): ask for 0 or more, "
                    "or for all of them (None).",
                ),
                (("count", seconds),),
            )
        )
    db = records.connection
    series = {}
    sql = (
        f"SELECT {_EPOCH_SQL}, correct, seconds, id FROM attempts "
        "INDEXED BY attempts_by_drill WHERE trainee_id = ? AND drill = ? ORDER BY at"
    )
    for drill in Drill:
        args = (trainee_id, drill.value)
        # 0 (never a Julian day) marks a damaged time or result, -1 a damaged answer time
        signed = np.fromiter(
            (
                row[0]
                for row in db.execute(
                    f"SELECT {_SIGNED_DAY_SQL} FROM attempts INDEXED BY attempts_by_drill "
                    "WHERE trainee_id = ? AND drill = ? ORDER BY at",
                    args,
                )
            ),
            dtype=np.float64,
        )
        newest = np.fromiter(
            (
                row[0]
                for row in db.execute(
                    f"SELECT {_SECONDS_SQL} FROM attempts INDEXED BY attempts_by_drill "
                    "WHERE trainee_id = ? AND drill = ? ORDER BY at DESC LIMIT ?",
                    (*args, -1 if seconds is None else seconds),
                )
            ),
            dtype=np.float64,
        )
        if not (signed != 0).all() or not (newest >= 0).all():  # damage: the slow way
            rows = _checked(records, trainee_id, drill, sql, float)
            at = np.array([row[0] for row in rows], dtype=np.float64)
            right = np.array([row[1] for row in rows], dtype=np.float64)
            taken = [row[2] for row in rows]
            newest = np.array(
                taken if seconds is None else taken[max(0, len(taken) - seconds) :], dtype=np.float64
            )[::-1]
        else:
            right = (signed > 0).astype(np.float64)
            at = (np.abs(signed) - _UNIX_EPOCH_DAY) * _DAY_SECONDS
        # right answers among the last ``window`` from two prefix sums (exact: sums of 0 and 1)
        total = np.concatenate(([0.0], np.cumsum(right)))
        upto = np.arange(1, len(total))
        accuracy = (total[upto] - total[np.maximum(0, upto - window)]) / np.minimum(upto, window)
        series[drill] = Series(at, accuracy, newest[::-1].copy())
    return series


__all__ = [
    "WINDOW",
    "LevelResult",
    "Progress",
    "Series",
    "SessionResult",
    "Skill",
    "SpotTally",
    "answer_times",
    "by_level",
    "chart_series",
    "class_sessions",
    "progress",
    "rolling_accuracy",
    "skills",
    "spot_tally",
]
