"""Practice mode: what to ask next, chosen from the trainee's record — FSRS for
missed hands, SM-2 for skills.

``docs/practice.md`` explains both and why each; in short:

* an *item* is (a) a hand the trainee missed, asked again at the same point —
  a true recall item, scheduled with FSRS through the ``fsrs`` package
  (:data:`HAND_SCHEDULER`: a miss or a hinted answer keeps it in a same-day
  step until it is answered right without help); and (b) a *skill*, a drill
  in a game (bring-in in Razz), where every ask is a fresh hand, scheduled
  with our own SM-2;
* each answer is graded 0–5 (:func:`quality`) from right or wrong, a hint
  taken, and the seconds it took against the drill's usual pace; FSRS rates
  it from that grade (:func:`rating`: a hint is at best Hard);
* SM-2, for skills (SuperMemo World, "Application of a computer to improve the
  results obtained in working with the SuperMemo method",
  https://super-memory.com/english/ol/sm2.htm): the E-Factor starts at 2.5,
  becomes ``EF + (0.1 - (5-q)(0.08 + (5-q)0.02))`` after each repetition graded
  3 or more, and never falls below 1.3; a grade below 3 starts the repetitions
  again, leaving EF; the intervals are I(1) = 1 day, I(2) = 6 days, I(n) =
  I(n-1) x EF rounded up; a grade below 4 brings the skill back the same day
  (:data:`AGAIN_AFTER` later) until it is graded 4 or more (step 7);
* the version 7 migration turns each hand's SM-2 state into an FSRS card
  (:func:`hand_card_from_sm2`).

:func:`next_practice` asks, in order: a due missed hand; the weakest due
skill; a new skill (at most :data:`NEW_SKILLS_PER_DAY` a day, and only while
the skills begun are going well); else the weakest skills ahead of schedule.
The state is kept in the records (``hand_reviews`` and ``skill_reviews``) and
updated in the same transaction as each answer (:func:`note_result`).
"""

from __future__ import annotations

import json
import logging
import math
import random
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta
from enum import StrEnum
from typing import Any

from fsrs import Card, Rating, Scheduler, State

from ..engine.errors import EngineError
from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..training import levels
from ..training.drills import Question, new_question, question_at
from ..training.errors import TrainingError
from ..training.kinds import Drill
from ..training.session import share_right
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import PracticeError
from .rows import (
    ROW_ERRORS,
    OpenRecords,
    decode_text,
    json_object,
    number_value,
    parse_utc,
    point_from_json,
    text_value,
    utc_text,
)

log = logging.getLogger(__name__)

FIRST_EASINESS = 2.5
MIN_EASINESS = 1.3
#: A grade below 4 brings the item back this much later the same day (SM-2 step 7).
AGAIN_AFTER = timedelta(minutes=5)
NEW_SKILLS_PER_DAY = 3
#: New skills wait while a skill begun (with at least :data:`MIN_SHOWN` answers)
#: is right less often than this in its last :data:`RECENT` answers.
NEW_SKILL_GATE = 0.6
MIN_SHOWN = 5
RECENT = 20
#: Seconds within which a right answer is "perfect" (5), and beyond which it was
#: "recalled with serious difficulty" (3); between them: "after a hesitation" (4).
#: The training's numbers (:data:`dealer_trainer.training.levels.PACE`): the first
#: is also the Table-ready level's target time per decision.
PACE = levels.PACE


def quality(drill: Drill, correct: bool, seconds: float, hinted: bool) -> int:
    """The SM-2 grade (0–5) of one answer.

    >>> quality(Drill.BRING_IN, True, 3.0, False), quality(Drill.BRING_IN, True, 12.0, False)
    (5, 4)
    >>> quality(Drill.BRING_IN, True, 3.0, True), quality(Drill.BRING_IN, False, 3.0, False)
    (3, 1)
    """
    if not correct:
        return 0 if hinted else 1  # 1: wrong, the right answer then shown and seen
    if hinted:
        return 3
    fast, slow = PACE[drill]
    return 5 if seconds <= fast else 4 if seconds <= slow else 3


def next_easiness(easiness: float, grade: int) -> float:
    """SM-2's E-Factor after a repetition graded ``grade`` (never below 1.3).

    >>> round(next_easiness(2.5, 5), 2), round(next_easiness(2.5, 4), 2), round(next_easiness(2.5, 3), 2)
    (2.6, 2.5, 2.36)
    """
    miss = 5 - grade
    return max(MIN_EASINESS, easiness + 0.1 - miss * (0.08 + miss * 0.02))


@dataclass(frozen=True)
class Sm2:
    """The SM-2 state of one item."""

    #: Repetitions answered (graded 3+) in a row since the item was (re)memorised.
    repetitions: int
    easiness: float
    #: The gap, in days, before ``due``.
    interval_days: int
    #: The next scheduled repetition (the start of a day).
    due: datetime
    #: A same-day re-ask (step 7) pending, if the last grade was below 4.
    again_at: datetime | None
    lapses: int
    last_quality: int
    last_at: datetime

    @property
    def next_at(self) -> datetime:
        return self.due if self.again_at is None else min(self.due, self.again_at)


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def day_start(moment: datetime, days: int = 0) -> datetime:
    """The start of the day ``days`` after ``moment``'s, in ``moment``'s time zone."""
    if moment.tzinfo is UTC:  # the records' own times (a rebuild computes this for most answers)
        return datetime(moment.year, moment.month, moment.day, tzinfo=UTC) + timedelta(days=days)
    moment = _aware(moment)
    return datetime.combine(moment.date() + timedelta(days=days), time(0), tzinfo=moment.tzinfo).astimezone(
        UTC
    )


def memorised(grade: int, at: datetime) -> Sm2:
    """A new item (a missed hand, a skill begun): first repetition in I(1) = 1 day."""
    return Sm2(
        0,
        FIRST_EASINESS,
        1,
        day_start(at, 1),
        at + AGAIN_AFTER if grade < 4 else None,
        1 if grade < 3 else 0,
        grade,
        at,
    )


def review(state: Sm2, grade: int, at: datetime) -> Sm2:
    """The state after an answer graded ``grade`` at ``at``.

    At or after ``due`` it is an SM-2 repetition. Before it: a same-day
    re-ask changes only ``again_at``; otherwise a miss is a lapse (start
    again) and a right answer changes nothing (SM-2 counts repetitions made
    when due, not practice ahead).
    """
    at = _aware(at)
    again = at + AGAIN_AFTER if grade < 4 else None
    if at >= state.due:
        if grade >= 3:
            easiness = next_easiness(state.easiness, grade)
            repetitions = state.repetitions + 1
            interval = 6 if repetitions == 1 else math.ceil(state.interval_days * easiness)
            return Sm2(
                repetitions, easiness, interval, day_start(at, interval), again, state.lapses, grade, at
            )
        return Sm2(0, state.easiness, 1, day_start(at, 1), again, state.lapses + 1, grade, at)
    if state.again_at is None and grade < 3:
        return Sm2(0, state.easiness, 1, day_start(at, 1), again, state.lapses + 1, grade, at)
    # (built whole: a rebuild from a long record makes this state for most answers)
    return Sm2(
        state.repetitions, state.easiness, state.interval_days, state.due, again, state.lapses, grade, at
    )


class SkillReplay:
    """One skill's SM-2 schedule replayed from its answers, as :func:`memorised` and then
    :func:`review` for each later answer would make it, kept mutable.

    Why it exists: a rebuild replays every answer of a long record, and a frozen
    :class:`Sm2` built for each cost a good part of the time; ``tests/test_scheduling.py``
    holds this to :func:`review`, answer by answer.
    """

    __slots__ = ("again_at", "at", "due", "easiness", "interval_days", "lapses", "quality", "repetitions")

    def __init__(self, grade: int, at: datetime) -> None:
        first = memorised(grade, at)
        self.repetitions, self.easiness, self.interval_days = first.repetitions, first.easiness, 1
        self.due, self.again_at, self.lapses = first.due, first.again_at, first.lapses
        self.quality, self.at = grade, first.last_at

    def answer(self, grade: int, at: datetime) -> None:
        """The answer graded ``grade`` at ``at`` (as :func:`review`)."""
        at = _aware(at)
        re_ask_pending = self.again_at is not None
        self.again_at = at + AGAIN_AFTER if grade < 4 else None
        self.quality, self.at = grade, at
        if at >= self.due:
            if grade >= 3:
                self.easiness = next_easiness(self.easiness, grade)
                self.repetitions += 1
                self.interval_days = (
                    6 if self.repetitions == 1 else math.ceil(self.interval_days * self.easiness)
                )
                self.due = day_start(at, self.interval_days)
                return
        elif re_ask_pending or grade >= 3:
            return
        self.repetitions, self.interval_days, self.due = 0, 1, day_start(at, 1)
        self.lapses += 1

    def state(self) -> Sm2:
        return Sm2(
            self.repetitions,
            self.easiness,
            self.interval_days,
            self.due,
            self.again_at,
            self.lapses,
            self.quality,
            self.at,
        )


# --- missed hands: FSRS ------------------------------------------------------------------

#: FSRS for missed hands (``fsrs`` package, default parameters): a miss or a hinted
#: answer keeps the hand in a same-day step of :data:`AGAIN_AFTER` (FSRS's "hard" at
#: that step: 1½ times it) until it is answered right without help; no fuzz, so a
#: schedule is the same for the same answers.
HAND_SCHEDULER = Scheduler(
    learning_steps=(AGAIN_AFTER,), relearning_steps=(AGAIN_AFTER,), enable_fuzzing=False
)
#: The recall SM-2 assumes at an item's due day, used to turn an SM-2 state into FSRS.
SM2_RETENTION = 0.9


def rating(grade: int) -> Rating:
    """FSRS's rating of an answer graded ``grade`` (:func:`quality`): a miss is Again,
    right with a hint or slowly Hard, right after a hesitation Good, quickly Easy.

    >>> [rating(grade).name for grade in (0, 1, 3, 4, 5)]
    ['Again', 'Again', 'Hard', 'Good', 'Easy']
    """
    return _RATINGS[grade]


#: :func:`rating` of each grade, looked up (a rebuild asks it for every answer).
_RATINGS = (Rating.Again, Rating.Again, Rating.Again, Rating.Hard, Rating.Good, Rating.Easy)


@dataclass(frozen=True)
class HandCard:
    """The FSRS state of one missed hand, with what the practice chooser says of it."""

    #: Right answers given when due, in a row since the last miss.
    repetitions: int
    #: Misses, the first one included.
    lapses: int
    #: FSRS's state: Learning, Review or Relearning (a same-day step pending).
    phase: State
    stability: float
    difficulty: float
    #: The gap in days before ``due`` (0 while a same-day step is pending).
    interval_days: int
    #: The next review: a step's time, or the start of a day.
    due: datetime
    #: When it comes back the same day (a step, or after a hard review), if it does.
    again_at: datetime | None
    last_quality: int
    last_at: datetime

    @property
    def next_at(self) -> datetime:
        return self.due if self.again_at is None else min(self.due, self.again_at)

    def again_now(self, now: datetime) -> bool:
        """It comes back because it was not yet answered right without help."""
        return self.again_at is not None and (self.phase is not State.Review or self.due > now)


def _card(state: HandCard) -> Card:
    return Card(
        card_id=1,  # one card at a time; given, since a new Card waits 1 ms to number itself
        state=state.phase,
        step=None if state.phase is State.Review else 0,
        stability=state.stability,
        difficulty=state.difficulty,
        due=state.due.astimezone(UTC),
        last_review=state.last_at.astimezone(UTC),
    )


def _reviewed(card: Card, grade: int, at: datetime, repetitions: int, lapses: int) -> HandCard:
    at_utc = at.astimezone(UTC)
    new, _ = HAND_SCHEDULER.review_card(card, rating(grade), at_utc)
    assert new.stability is not None and new.difficulty is not None
    if new.state is State.Review:
        days = (new.due - at_utc).days  # FSRS gives whole days: due from the start of that day
        due, again = day_start(at, days), at + AGAIN_AFTER if grade < 4 else None
    else:
        days, due, again = 0, new.due, new.due
    return HandCard(
        repetitions, lapses, State(new.state), new.stability, new.difficulty, days, due, again, grade, at
    )


def missed_hand(grade: int, at: datetime) -> HandCard:
    """A hand entering the schedule (just missed): a new FSRS card's first review."""
    at = _aware(at)
    card = Card(card_id=1, state=State.Learning, step=0, due=at.astimezone(UTC))
    return _reviewed(card, grade, at, 0, 1 if grade < 3 else 0)


def review_hand(state: HandCard, grade: int, at: datetime) -> HandCard:
    """The hand's state after an answer graded ``grade`` at ``at``: an FSRS review,
    except for a right answer before the hand is due for review (it came up in a
    drill by chance, or is the same-day re-ask after a hard review): that is not a
    review — it only settles a re-ask pending (FSRS has no step there; as SM-2's
    step 7 did), and ``last_at`` stays the last FSRS review."""
    at = _aware(at)
    if grade >= 3 and state.phase is State.Review and at < state.due:
        if state.again_at is None:
            return state
        return replace(state, again_at=at + AGAIN_AFTER if grade < 4 else None, last_quality=grade)
    when_due = state.phase is State.Review and at >= state.due
    repetitions = 0 if grade < 3 else state.repetitions + when_due
    return _reviewed(_card(state), grade, at, repetitions, state.lapses + (grade < 3))


class HandReplay:
    """One missed hand's schedule replayed from its answers, as :func:`missed_hand` and
    then :func:`review_hand` for each later answer would make it, kept mutable.

    Why it exists: rebuilding the schedule of a long record replays every answer,
    and going through ``Scheduler.review_card`` for each (a copied card, a review
    log, a fresh :class:`HandCard`) cost more than FSRS's arithmetic itself. So
    the replay walks FSRS's states itself, for :data:`HAND_SCHEDULER`'s settings
    (one learning and one relearning step, no fuzz), and takes every number —
    initial stability and difficulty, short-term and long-term stability,
    difficulty, interval, retrievability — from the scheduler's own formulas.
    ``tests/test_scheduling.py`` holds it to :func:`review_hand` answer by answer
    on random histories, so an ``fsrs`` release that changes a formula or a state
    fails the suite before it could move a schedule.
    """

    __slots__ = (
        "_again_at",
        "_days",
        "_difficulty",
        "_due",
        "_last_at",
        "_phase",
        "_quality",
        "_reviewed",
        "_stability",
        "lapses",
        "repetitions",
    )
    repetitions: int
    lapses: int
    _phase: State
    _stability: float
    _difficulty: float
    _days: int
    _due: datetime
    _again_at: datetime | None
    _quality: int
    _last_at: datetime
    #: The last FSRS review, in UTC (``_last_at`` as given).
    _reviewed: datetime

    def __init__(self, grade: int, at: datetime) -> None:
        at = _aware(at)
        self.repetitions, self.lapses = 0, 1 if grade < 3 else 0
        rated = _RATINGS[grade]
        self._stability = HAND_SCHEDULER._initial_stability(rating=rated)
        self._difficulty = HAND_SCHEDULER._initial_difficulty(rating=rated, clamp=True)
        self._phase = State.Learning
        self._schedule(rated, grade, at, at.astimezone(UTC))

    def _schedule(self, rated: Rating, grade: int, at: datetime, at_utc: datetime) -> None:
        """The next review after ``rated`` at ``at``, stability and difficulty updated."""
        if rated is Rating.Again and self._phase is State.Review:
            self._phase = State.Relearning
        if rated is Rating.Again or (rated is Rating.Hard and self._phase is not State.Review):
            # a same-day step: FSRS's "hard" at the one step is 1½ times it
            step = AGAIN_AFTER if rated is Rating.Again else AGAIN_AFTER * 1.5
            self._days, self._due = 0, at_utc + step
            self._again_at = self._due
        else:
            self._phase = State.Review
            self._days = HAND_SCHEDULER._next_interval(stability=self._stability)
            self._due, self._again_at = day_start(at, self._days), at + AGAIN_AFTER if grade < 4 else None
        self._reviewed, self._quality, self._last_at = at_utc, grade, at

    def answer(self, grade: int, at: datetime) -> None:
        """The answer graded ``grade`` at ``at`` (as :func:`review_hand`)."""
        if at.tzinfo is None:
            at = at.replace(tzinfo=UTC)
        in_review = self._phase is State.Review
        if grade >= 3 and in_review and at < self._due:
            if self._again_at is not None:
                self._again_at, self._quality = at + AGAIN_AFTER if grade < 4 else None, grade
            return
        when_due = in_review and at >= self._due
        self.repetitions = 0 if grade < 3 else self.repetitions + when_due
        self.lapses += grade < 3
        at_utc = at if at.tzinfo is UTC else at.astimezone(UTC)
        rated = _RATINGS[grade]
        days = (at_utc - self._reviewed).days
        if days < 1:
            self._stability = HAND_SCHEDULER._short_term_stability(stability=self._stability, rating=rated)
        else:
            retrievability = (1 + _FACTOR * days / self._stability) ** _DECAY
            self._stability = HAND_SCHEDULER._next_stability(
                difficulty=self._difficulty,
                stability=self._stability,
                retrievability=retrievability,
                rating=rated,
            )
        self._difficulty = HAND_SCHEDULER._next_difficulty(difficulty=self._difficulty, rating=rated)
        self._schedule(rated, grade, at, at_utc)

    def state(self) -> HandCard:
        return HandCard(
            self.repetitions,
            self.lapses,
            self._phase,
            self._stability,
            self._difficulty,
            self._days,
            self._due,
            self._again_at,
            self._quality,
            self._last_at,
        )


#: FSRS's forgetting curve, as ``Scheduler.get_card_retrievability`` computes it.
_FACTOR, _DECAY = HAND_SCHEDULER._FACTOR, HAND_SCHEDULER._DECAY


def hand_card_from_sm2(state: Sm2) -> HandCard:
    """An SM-2 state as an FSRS one (the version 7 migration; ``docs/practice.md``).

    Stability is the SM-2 interval (SM-2 aims at about 90 % recall when due, and
    FSRS schedules a card of stability S after S days at 90 %); difficulty is the
    one for which FSRS's growth of stability on a "good" review when due equals
    the E-Factor (as FSRS's own SM-2 import does), within 1–10; due, repetitions,
    lapses and the last answer are kept; a same-day re-ask pending becomes a
    relearning step due then.

    >>> old = Sm2(2, 2.5, 6, datetime(2025, 3, 9, tzinfo=UTC), None, 1, 5, datetime(2025, 3, 3, tzinfo=UTC))
    >>> card = hand_card_from_sm2(old)
    >>> card.phase.name, card.stability, round(card.difficulty, 2), card.due == old.due
    ('Review', 6.0, 7.25, True)
    """
    w = HAND_SCHEDULER.parameters
    stability = float(max(state.interval_days, 1))
    growth = math.exp(w[8]) * stability ** -w[9] * math.expm1((1 - SM2_RETENTION) * w[10])
    difficulty = min(10.0, max(1.0, 11 - (state.easiness - 1) / growth))
    pending = state.again_at is not None and state.again_at < state.due
    return HandCard(
        state.repetitions,
        state.lapses,
        State.Relearning if pending else State.Review,
        stability,
        difficulty,
        state.interval_days,
        state.again_at if pending and state.again_at is not None else state.due,
        state.again_at if pending else None,
        state.last_quality,
        state.last_at,
    )


# --- the state in the records -----------------------------------------------------------

_STATE = "repetitions, easiness, interval_days, due, again_at, lapses, last_quality, last_at"


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a count")
    return value


def _state(row: Sequence[Any]) -> Sm2:
    """The SM-2 state in ``row`` (``ValueError`` and kin if a stored value is damaged)."""
    return Sm2(
        _count(row[0]),
        number_value(row[1]),
        _count(row[2]),
        parse_utc(row[3]),
        None if row[4] is None else parse_utc(row[4]),
        _count(row[5]),
        _count(row[6]),
        parse_utc(row[7]),
    )


def sm2_from_row(row: Sequence[Any]) -> Sm2:
    """The SM-2 state stored as ``repetitions, easiness, interval_days, due, again_at,
    lapses, last_quality, last_at`` (``ValueError`` and kin if damaged)."""
    return _state(row)


def _state_or_none(row: Sequence[Any], what: str) -> Sm2 | None:
    try:
        return _state(row)
    except ROW_ERRORS as error:
        log.warning("A damaged practice schedule entry (%s) starts again: %s", what, error)
        return None


def _values(state: Sm2) -> tuple[Any, ...]:
    return (
        state.repetitions,
        state.easiness,
        state.interval_days,
        utc_text(state.due),
        None if state.again_at is None else utc_text(state.again_at),
        utc_text(state.next_at),
        state.lapses,
        state.last_quality,
        utc_text(state.last_at),
    )


_HAND_STATE = (
    "repetitions, lapses, phase, stability, difficulty, interval_days, due, again_at, last_quality, last_at"
)


def _hand_state(row: Sequence[Any]) -> HandCard:
    """The FSRS state of a hand in ``row`` (``ValueError`` and kin if a stored value is damaged)."""
    return HandCard(
        _count(row[0]),
        _count(row[1]),
        State(_count(row[2])),
        number_value(row[3]),
        number_value(row[4]),
        _count(row[5]),
        parse_utc(row[6]),
        None if row[7] is None else parse_utc(row[7]),
        _count(row[8]),
        parse_utc(row[9]),
    )


def _hand_values(state: HandCard) -> tuple[Any, ...]:
    return (
        state.repetitions,
        state.lapses,
        state.phase.value,
        state.stability,
        state.difficulty,
        state.interval_days,
        utc_text(state.due),
        None if state.again_at is None else utc_text(state.again_at),
        utc_text(state.next_at),
        state.last_quality,
        utc_text(state.last_at),
    )


def hand_row_values(state: HandCard) -> tuple[Any, ...]:
    """What ``hand_reviews`` stores of ``state``, in the order of its columns
    ``repetitions, lapses, phase, stability, difficulty, interval_days, due,
    again_at, next_at, last_quality, last_at``."""
    return _hand_values(state)


_HAND_COLUMNS = (
    "repetitions, lapses, phase, stability, difficulty, interval_days, due, again_at, next_at, "
    "last_quality, last_at"
)
_HAND_SET = ", ".join(f"{c} = ?" for c in _HAND_COLUMNS.split(", "))
_INSERT_HAND = (
    f"INSERT INTO hand_reviews(trainee_id, drill, hand_id, point, variant, rules, {_HAND_COLUMNS}) "
    f"VALUES ({', '.join('?' * 17)})"
)


_SET = (
    "repetitions = ?, easiness = ?, interval_days = ?, due = ?, again_at = ?, next_at = ?, "
    "lapses = ?, last_quality = ?, last_at = ?"
)
_INSERT_STATE = "repetitions, easiness, interval_days, due, again_at, next_at, lapses, last_quality, last_at"


def note_result(
    db: sqlite3.Connection,
    trainee_id: int,
    drill: Drill,
    variant: Variant,
    rules: RuleSetName,
    hand_id: int,
    point: str,
    correct: bool,
    seconds: float,
    hinted: bool,
    at: datetime,
) -> None:
    """Update the schedule of the hand (if missed now or before) and of the skill.

    Called by :meth:`Records.record_attempt` inside its transaction.
    """
    grade = quality(drill, correct, seconds, hinted)
    row = db.execute(
        f"SELECT id, {_HAND_STATE} FROM hand_reviews WHERE trainee_id = ? AND drill = ? "
        "AND hand_id = ? AND point = ?",
        (trainee_id, drill.value, hand_id, point),
    ).fetchone()
    hand = None
    if row is not None:
        try:
            hand = _hand_state(row[1:])
        except ROW_ERRORS as error:
            log.warning("A damaged practice schedule entry (hand_reviews %s) starts again: %s", row[0], error)
        # a damaged entry starts again from this answer, as if the hand were new
        db.execute(
            f"UPDATE hand_reviews SET {_HAND_SET} WHERE id = ?",
            (*_hand_values(missed_hand(grade, at) if hand is None else review_hand(hand, grade, at)), row[0]),
        )
    elif grade < 3:
        db.execute(
            _INSERT_HAND,
            (
                trainee_id,
                drill.value,
                hand_id,
                point,
                variant.value,
                rules.value,
                *_hand_values(missed_hand(grade, at)),
            ),
        )
    row = db.execute(
        f"SELECT {_STATE} FROM skill_reviews WHERE trainee_id = ? AND drill = ? AND variant = ?",
        (trainee_id, drill.value, variant.value),
    ).fetchone()
    old = None if row is None else _state_or_none(row, f"skill {drill.value} {variant.value}")
    if row is not None:
        new = memorised(grade, at) if old is None else review(old, grade, at)
        db.execute(
            f"UPDATE skill_reviews SET {_SET} WHERE trainee_id = ? AND drill = ? AND variant = ?",
            (*_values(new), trainee_id, drill.value, variant.value),
        )
    else:
        db.execute(
            f"INSERT INTO skill_reviews(trainee_id, drill, variant, started, "
            f"{_INSERT_STATE}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (trainee_id, drill.value, variant.value, utc_text(at), *_values(memorised(grade, at))),
        )


def rebuild_schedule_in(db: sqlite3.Connection) -> None:
    """Recompute every schedule from the recorded answers (inside a transaction):
    FSRS for missed hands, SM-2 for skills, as :func:`note_result` keeps them.

    An upgraded or repaired history is scheduled as if the schedule had always
    been kept (days counted in UTC).
    """
    _rebuild(db, fsrs_hands=True)


def rebuild_sm2_schedule_in(db: sqlite3.Connection) -> None:
    """The version 4 migration's schedule: SM-2 for hands and skills alike (that
    version's ``hand_reviews``; version 7 turns it into FSRS)."""
    _rebuild(db, fsrs_hands=False)


#: Every answer, in the order they were given (a trainee's at a time).
_ANSWERS = (
    "SELECT trainee_id, at, drill, variant, rules, hand_id, point, correct, "
    "seconds, hinted FROM attempts ORDER BY trainee_id, at, id"
)


@dataclass
class _Replayed:
    """The schedules replayed from the answers, and the answers left out as damaged."""

    hands: dict[tuple[int, str, int, str], tuple[str, str, Sm2]]
    replays: dict[tuple[int, str, int, str], tuple[str, str, HandReplay]]
    skills: dict[tuple[int, str, str], tuple[str, SkillReplay]]
    damaged: list[Exception]


def _replay(rows: Iterable[Sequence[Any]], *, fsrs_hands: bool) -> _Replayed:
    hands: dict[tuple[int, str, int, str], tuple[str, str, Sm2]] = {}
    replays: dict[tuple[int, str, int, str], tuple[str, str, HandReplay]] = {}
    skills: dict[tuple[int, str, str], tuple[str, SkillReplay]] = {}
    damaged: list[Exception] = []
    # The values seen in a good row, checked once: a long record is replayed in well
    # under a second only if each answer costs a few microseconds.
    drills = {d.value: d for d in Drill}
    variants, rule_names = {v.value for v in Variant}, {r.value for r in RuleSetName}
    for trainee_id, at_text, drill_text, variant, rules, hand_id, point, correct, seconds, hinted in rows:
        drill = drills.get(drill_text) if type(drill_text) is str else None
        if (
            drill is not None
            and type(at_text) is str
            and type(variant) is str
            and variant in variants
            and type(rules) is str
            and rules in rule_names
            and type(seconds) is float
            and 0.0 <= seconds < math.inf
        ):
            try:
                at = datetime.fromisoformat(at_text)
            except ValueError as error:
                damaged.append(error)
                continue
            if at.tzinfo is None:
                at = at.replace(tzinfo=UTC)
            grade = quality(drill, bool(correct), seconds, bool(hinted))
        else:
            try:
                at = parse_utc(at_text)
                Variant(text_value(variant)), RuleSetName(text_value(rules))
                grade = quality(
                    Drill(text_value(drill_text)), bool(correct), number_value(seconds), bool(hinted)
                )
            except ROW_ERRORS as error:  # a damaged answer cannot be scheduled: left out
                damaged.append(error)
                continue
        key = (trainee_id, drill_text, hand_id, point)
        if fsrs_hands:
            replay = replays.get(key)
            if replay is not None:
                replay[2].answer(grade, at)
            elif grade < 3:
                replays[key] = (variant, rules, HandReplay(grade, at))
        elif key in hands:
            v, r, hand = hands[key]
            hands[key] = (v, r, review(hand, grade, at))
        elif grade < 3:
            hands[key] = (variant, rules, memorised(grade, at))
        skill = (trainee_id, drill_text, variant)
        begun = skills.get(skill)
        if begun is not None:
            begun[1].answer(grade, at)
        else:
            skills[skill] = (at_text, SkillReplay(grade, at))
    return _Replayed(hands, replays, skills, damaged)


def _rebuild(db: sqlite3.Connection, *, fsrs_hands: bool) -> None:
    db.execute("DELETE FROM hand_reviews")
    db.execute("DELETE FROM skill_reviews")
    factory = db.text_factory
    # Read first as plain text, the fastest: a record holding text that is not
    # UTF-8 fails that read, and is read again decoding each text leniently, so
    # that its damaged answers are left out one by one (rows.decode_text).
    db.text_factory = str
    try:
        replayed = _replay(db.execute(_ANSWERS), fsrs_hands=fsrs_hands)
    except sqlite3.OperationalError:
        db.text_factory = decode_text
        replayed = _replay(db.execute(_ANSWERS), fsrs_hands=fsrs_hands)
    finally:
        db.text_factory = factory
    for error in replayed.damaged:
        log.warning("A damaged answer is left out of the practice schedule: %s", error)
    hands, replays, skills = replayed.hands, replayed.replays, replayed.skills
    if fsrs_hands:
        db.executemany(
            _INSERT_HAND, [(*key, v, r, *_hand_values(h.state())) for key, (v, r, h) in replays.items()]
        )
    else:
        db.executemany(
            f"INSERT INTO hand_reviews(trainee_id, drill, hand_id, point, variant, rules, "
            f"{_INSERT_STATE}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(*key, v, r, *_values(h)) for key, (v, r, h) in hands.items()],
        )
    db.executemany(
        f"INSERT INTO skill_reviews(trainee_id, drill, variant, started, "
        f"{_INSERT_STATE}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(*key, started, *_values(replay.state())) for key, (started, replay) in skills.items()],
    )


def rebuild_schedule(records: OpenRecords) -> None:
    """Recompute the whole practice schedule from the answers recorded (one transaction)."""
    with records.transaction() as db:
        rebuild_schedule_in(db)


# --- reading the schedule ---------------------------------------------------------------------


@dataclass(frozen=True)
class HandReview:
    """A missed hand's place in the schedule."""

    id: int
    drill: Drill
    variant: Variant
    rules: RuleSetName
    scenario_json: str
    point_json: str
    state: HandCard

    def question(self) -> Question:
        return question_at(
            self.drill, json.loads(self.scenario_json), point=point_from_json(json.loads(self.point_json))
        )


@dataclass(frozen=True)
class SkillReview:
    drill: Drill
    variant: Variant
    started: datetime
    state: Sm2


def hand_reviews(records: OpenRecords, trainee_id: int) -> list[HandReview]:
    """Every missed hand in the trainee's schedule, the next due first."""
    rows = records.connection.execute(
        f"SELECT r.id, r.drill, r.variant, r.rules, h.scenario, r.point, {_HAND_STATE} "
        "FROM hand_reviews r JOIN hands h ON h.id = r.hand_id WHERE r.trainee_id = ? "
        "ORDER BY r.next_at, r.id",
        (trainee_id,),
    )
    found = []
    for r in rows:
        try:
            json_object(r[4]), point_from_json(json_object(r[5]))
            found.append(
                HandReview(
                    r[0],
                    Drill(text_value(r[1])),
                    Variant(text_value(r[2])),
                    RuleSetName(text_value(r[3])),
                    r[4],
                    r[5],
                    _hand_state(r[6:]),
                )
            )
        except ROW_ERRORS as error:
            records.note_damaged("hand_reviews", r[0], error)
    return found


def skill_reviews(records: OpenRecords, trainee_id: int) -> list[SkillReview]:
    rows = records.connection.execute(
        f"SELECT drill, variant, started, {_STATE} FROM skill_reviews WHERE trainee_id = ? ORDER BY next_at",
        (trainee_id,),
    )
    found = []
    for r in rows:
        try:
            found.append(
                SkillReview(
                    Drill(text_value(r[0])), Variant(text_value(r[1])), parse_utc(r[2]), _state(r[3:])
                )
            )
        except ROW_ERRORS as error:
            records.note_damaged("skill_reviews", (trainee_id, str(r[0]), str(r[1])), error)
    return found


# --- choosing ---------------------------------------------------------------------------------


class ChoiceKind(StrEnum):
    MISSED_HAND = "missed-hand"
    DUE_SKILL = "due-skill"
    NEW_SKILL = "new-skill"
    AHEAD = "ahead"


@dataclass(frozen=True)
class Why:
    """Why a choice comes next, as facts: the window words them (translated), and
    :meth:`english` says them for the command line and the tests.

    Which fields are set follows the choice's kind: a missed hand coming back
    (``missed_at``: when it was missed; with ``again`` it comes back until
    answered right, otherwise it is a review after ``repetitions`` right answers
    and ``lapses`` misses); a skill due or practised ahead (its ``share`` right in
    the last ``count``; ahead, ``waiting`` says new skills wait); a new skill
    (``new_today`` of at most ``new_limit`` new today, or neither).
    """

    now: datetime
    missed_at: datetime | None = None
    again: bool = False
    repetitions: int = 0
    lapses: int = 0
    share: float = 0.0
    count: int = 0
    new_today: int | None = None
    new_limit: int = 0
    waiting: bool = False


@dataclass(frozen=True)
class PracticeChoice:
    """What to practise next, and why (typed, for the window to word)."""

    kind: ChoiceKind
    drill: Drill
    variant: Variant
    rules: RuleSetName
    #: A missed hand to ask again exactly; ``None``: make a new hand of this skill.
    question: Question | None
    reason: Why
    #: Favour the drill's hard cases (a weak skill).
    hard: bool = False

    @property
    def why(self) -> str:
        """Why, in English (the command line's and the tests' words)."""
        return why_english(self)

    def make_question(self, rng: random.Random, *, clean_share: float = 0.0) -> Question:
        """The question to ask: the missed hand, or a new hand of the skill (``clean_share``:
        the level's share of Spot the error hands dealt right)."""
        if self.question is not None:
            return self.question
        return new_question(
            self.drill, rng, [self.variant], [self.rules], hard=self.hard, clean_share=clean_share
        )


def _in(column: str, values: Sequence[str]) -> tuple[str, list[str]]:
    return f"{column} IN ({', '.join('?' * len(values))})", list(values)


def _recent(db: sqlite3.Connection, trainee_id: int, drill: str, variant: str) -> tuple[int, float]:
    """(answers, share right) among the skill's last :data:`RECENT` answers."""
    count, right = db.execute(
        "SELECT count(*), total(correct) FROM (SELECT correct FROM attempts INDEXED BY "
        "attempts_by_skill WHERE trainee_id = ? AND drill = ? AND variant = ? "
        "ORDER BY at DESC LIMIT ?)",
        (trainee_id, drill, variant, RECENT),
    ).fetchone()
    return count, share_right(right, count)


def _skill_words(drill: Drill, variant: Variant) -> str:
    return f"“{drill.heading}” in {spec_of(variant).title}"


def next_practice(
    records: OpenRecords,
    trainee_id: int,
    now: datetime,
    rng: random.Random,
    variants: Sequence[Variant],
    rules: Sequence[RuleSetName],
    *,
    drills: Sequence[Drill] = tuple(Drill),
) -> PracticeChoice:
    """The next thing to practise among ``drills`` in ``variants`` under ``rules``.

    Deterministic for a given record, ``now`` and ``rng`` state.
    """
    if not variants or not rules or not drills:
        raise PracticeError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "There is nothing to practise: choose at least one game, one rule set and one drill.",
                )
            )
        )
    now = _aware(now)
    db = records.connection
    now_text = utc_text(now)
    variant_sql, variant_args = _in("r.variant", [v.value for v in variants])
    rules_sql, rules_args = _in("r.rules", [r.value for r in rules])
    drill_sql, drill_args = _in("r.drill", [d.value for d in drills])
    # 1. missed hands that are due, the longest waiting first
    rows = db.execute(
        f"SELECT r.drill, r.variant, r.rules, h.scenario, r.point, {_HAND_STATE}, r.id "
        "FROM hand_reviews r JOIN hands h ON h.id = r.hand_id "
        f"WHERE r.trainee_id = ? AND r.next_at <= ? AND {variant_sql} AND {rules_sql} AND "
        f"{drill_sql} ORDER BY r.next_at, r.id LIMIT 20",
        [trainee_id, now_text, *variant_args, *rules_args, *drill_args],
    )
    for row in rows:
        try:
            drill, variant, rule_set = Drill(row[0]), Variant(row[1]), RuleSetName(row[2])
            hand = _hand_state(row[5:-1])
            scenario, point = json_object(row[3]), point_from_json(json_object(row[4]))
        except ROW_ERRORS as error:
            records.note_damaged("hand_reviews", row[-1], error)
            continue
        try:
            question = question_at(drill, scenario, point=point)
        except (TrainingError, EngineError):
            continue  # a hand this version can no longer ask: skip it, keep the record
        except ROW_ERRORS:
            continue
        why = Why(
            now,
            missed_at=hand.last_at,
            again=hand.again_now(now),
            repetitions=hand.repetitions,
            lapses=hand.lapses,
        )
        return PracticeChoice(ChoiceKind.MISSED_HAND, drill, variant, rule_set, question, why)

    # 2. skills: the weakest due one
    wanted = {(d, v) for d in drills for v in variants}
    begun: list[tuple[Drill, Variant, datetime, Sm2, int, float]] = []
    for drill_text, variant_text, started, *state_row in db.execute(
        f"SELECT drill, variant, started, {_STATE} FROM skill_reviews WHERE trainee_id = ?", (trainee_id,)
    ):
        try:
            key = (Drill(text_value(drill_text)), Variant(text_value(variant_text)))
            begun_at, state = parse_utc(started), _state(state_row)
        except ROW_ERRORS as error:
            records.note_damaged("skill_reviews", (trainee_id, str(drill_text), str(variant_text)), error)
            continue
        if key in wanted:
            count, share = _recent(db, trainee_id, drill_text, variant_text)
            begun.append((*key, begun_at, state, count, share))
    order = {(d, v): i for i, (d, v) in enumerate((d, v) for v in variants for d in drills)}
    due = [s for s in begun if s[3].next_at <= now]
    if due:
        drill, variant, _, state, count, share = min(
            due, key=lambda s: (s[5], s[3].easiness, s[3].next_at, order[(s[0], s[1])])
        )
        return PracticeChoice(
            ChoiceKind.DUE_SKILL,
            drill,
            variant,
            rng.choice(list(rules)),
            None,
            Why(now, share=share, count=count),
            hard=share < 0.8,
        )

    # 3. a new skill, a few a day, while the skills begun are going well
    started_keys = {(s[0], s[1]) for s in begun}
    fresh = [key for key in sorted(wanted, key=order.__getitem__) if key not in started_keys]
    today = day_start(now)
    begun_today = sum(1 for s in begun if s[2] >= today)
    struggling = [s for s in begun if s[4] >= MIN_SHOWN and s[5] < NEW_SKILL_GATE]
    if fresh and begun_today < NEW_SKILLS_PER_DAY and not struggling:
        drill, variant = fresh[0]
        return PracticeChoice(
            ChoiceKind.NEW_SKILL,
            drill,
            variant,
            rng.choice(list(rules)),
            None,
            Why(now, new_today=begun_today + 1, new_limit=NEW_SKILLS_PER_DAY),
        )

    # 4. nothing due: the weakest skills ahead of schedule (chance weighted by mistakes)
    if not begun:  # only when today's new skills are used up in other games or drills
        drill, variant = fresh[0]
        return PracticeChoice(
            ChoiceKind.NEW_SKILL,
            drill,
            variant,
            rng.choice(list(rules)),
            None,
            Why(now),
        )
    weakest = sorted(begun, key=lambda s: (s[5], s[3].easiness, order[(s[0], s[1])]))[:3]
    pick = rng.choices(weakest, weights=[1.05 - s[5] for s in weakest])[0]
    drill, variant, _, state, count, share = pick
    why = Why(now, share=share, count=count, waiting=bool(struggling and fresh))
    return PracticeChoice(
        ChoiceKind.AHEAD, drill, variant, rng.choice(list(rules)), None, why, hard=share < 0.8
    )


def why_english(choice: PracticeChoice) -> str:
    """The reason for ``choice`` in English, as the window shows it untranslated."""
    why, skill = choice.reason, _skill_words(choice.drill, choice.variant)
    if choice.kind is ChoiceKind.MISSED_HAND:
        assert why.missed_at is not None
        if why.again:
            return (
                f"You missed this hand {_when(why.missed_at, why.now)}: it comes back until "
                "you get it right without help."
            )
        return (
            f"A hand you missed, due for review ({_times(why.repetitions)} right "
            f"since, {why.lapses} miss{'es' if why.lapses != 1 else ''})."
        )
    if choice.kind is ChoiceKind.DUE_SKILL:
        return f"{skill} is due for review: {why.share:.0%} right in your last {why.count}."
    if choice.kind is ChoiceKind.NEW_SKILL:
        if why.new_today is None:
            return f"New: {skill}."
        return f"New: {skill} ({why.new_today} of at most {why.new_limit} new today)."
    text = (
        f"Nothing to review yet, so more practice on a weak skill: "
        f"{skill}, {why.share:.0%} right in your last {why.count}."
    )
    return text + (" New skills wait until it goes better." if why.waiting else "")


def _times(count: int) -> str:
    return {0: "not yet", 1: "once", 2: "twice"}.get(count, f"{count} times")


def _when(moment: datetime, now: datetime) -> str:
    minutes = int((now - moment).total_seconds() // 60)
    if minutes < 1:
        return "just now"
    if minutes < 60:
        return f"{minutes} minute{'s' if minutes != 1 else ''} ago"
    return "earlier today" if moment >= day_start(now) else f"on {moment.date().isoformat()}"


def due_counts(records: OpenRecords, trainee_id: int, now: datetime) -> tuple[int, int]:
    """(missed hands due, skills due) at ``now``, for a badge on the practice button."""
    now_text = utc_text(_aware(now))
    db = records.connection
    hands: int = db.execute(
        "SELECT count(*) FROM hand_reviews WHERE trainee_id = ? AND next_at <= ?", (trainee_id, now_text)
    ).fetchone()[0]
    skills: int = db.execute(
        "SELECT count(*) FROM skill_reviews WHERE trainee_id = ? AND next_at <= ?", (trainee_id, now_text)
    ).fetchone()[0]
    return hands, skills


__all__ = [
    "AGAIN_AFTER",
    "HAND_SCHEDULER",
    "NEW_SKILLS_PER_DAY",
    "PACE",
    "ChoiceKind",
    "HandCard",
    "HandReview",
    "PracticeChoice",
    "SkillReview",
    "Sm2",
    "day_start",
    "due_counts",
    "hand_card_from_sm2",
    "hand_reviews",
    "hand_row_values",
    "memorised",
    "missed_hand",
    "next_easiness",
    "next_practice",
    "note_result",
    "quality",
    "rating",
    "rebuild_schedule",
    "rebuild_schedule_in",
    "rebuild_sm2_schedule_in",
    "review",
    "review_hand",
    "skill_reviews",
    "sm2_from_row",
]
