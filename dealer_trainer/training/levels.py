"""The four levels of every drill: what is shown, and how fast, from first lesson to table-ready.

A trainee meets a drill at one of four levels. **Learn** spells the next
step out before the answer (the hint is shown at once), explains in full
and deals slowly; **Guided** gives the hint on request and explains in full;
**Practice** says only "right" after a right answer and explains a wrong
one in full; **Table-ready** gives no hint, mixes the drill's hard cases in,
deals the action before the question at a live game's pace, and times each
decision against a target (:data:`PACE`), grading it afterwards — also each
dealer move of a hand the trainee deals along (:func:`move_target_seconds`).

The level changes what is shown and how fast, never what is true: a
question is built, and a response judged, the same way at every level (the
builders and :func:`~.questions.check` never see a level). What changes is
read from :meth:`Level.behaviour`, one typed row per level, so the window
asks "does this level show hints?" rather than testing which level it is.

Kept free of data classes (as :mod:`.session`): the window reads the levels
while it opens.
"""

from __future__ import annotations

import random
from enum import StrEnum
from typing import NamedTuple

from .kinds import Drill

#: Seconds within which a right answer is "perfect" (the SM-2 grade 5), and
#: beyond which it was "recalled with serious difficulty" (3), per drill. The
#: first is also the Table-ready target time per decision: a dealer who
#: answers within it keeps a live game's pace. The practice schedule
#: (:mod:`dealer_trainer.records.scheduling`) grades answers with the same numbers.
PACE: dict[Drill, tuple[float, float]] = {
    Drill.BRING_IN: (6.0, 20.0),
    Drill.FIRST_TO_ACT: (6.0, 20.0),
    Drill.DEALER_NEXT: (5.0, 15.0),
    Drill.COMMON_CARD: (8.0, 25.0),
    Drill.SPLIT_POT: (30.0, 90.0),
    Drill.BET: (10.0, 30.0),
    Drill.SHOWDOWN: (30.0, 90.0),
    # counting the pot: a glance per pot, a moment for the seats and the rake
    Drill.COUNT_POT: (10.0, 30.0),
    # dealer schools time a stack count or a cut in seconds
    Drill.CHIPS: (4.0, 10.0),
    # Spot the error is timed from the moment the mistake shows to the stop: a dealer
    # who sees it stops the hand at once, before the next card or chip goes out.
    Drill.SPOT: (3.0, 10.0),
}

#: Milliseconds per card or action dealt before a question at Learn: as the
#: slowest of the window's dealing speeds, so each move can be followed.
SLOW_MS = 260
#: Milliseconds per card or action at Table-ready: a live game's pace, a card
#: pitched or a chip bet about every third of a second, so the trainee reads
#: the action as it happens rather than at leisure.
LIVE_MS = 330
#: The share of Table-ready questions that are one of the drill's hard cases.
HARD_SHARE = 0.4


class Hints(StrEnum):
    """When the hint (the next step's rule) is shown."""

    AT_ONCE = "at-once"
    ON_REQUEST = "on-request"
    NONE = "none"


class Explanation(StrEnum):
    """How much is said after an answer: the verdict with the rule behind it, or the verdict alone."""

    FULL = "full"
    SHORT = "short"


class Pace(StrEnum):
    """How fast the hand is dealt up to the question."""

    SLOW = "slow"
    #: As chosen in View ▸ Dealing Speed.
    CHOSEN = "chosen"
    LIVE = "live"


class TimeGrade(StrEnum):
    """A timed answer, graded after it is given."""

    IN_TIME = "in-time"
    SLOW = "slow"
    WRONG = "wrong"


class Behaviour(NamedTuple):
    """What one level shows, and how fast."""

    hints: Hints
    after_right: Explanation
    after_wrong: Explanation
    pace: Pace
    #: The share of questions that are hard cases (0: as the trainee chooses).
    hard_share: float
    #: Whether each decision has a target time, shown while deciding and graded after.
    timed: bool
    #: Spot the error: the share of hands dealt right, with no mistake to stop at. It
    #: grows with the level: at a real table most hands go right, and a dealer must
    #: let them run without a false alarm.
    clean_share: float


class Level(StrEnum):
    LEARN = "learn"
    GUIDED = "guided"
    PRACTICE = "practice"
    TABLE_READY = "table-ready"

    @property
    def behaviour(self) -> Behaviour:
        return _BEHAVIOUR[self]

    @property
    def heading(self) -> str:
        """The level's English name (the window shows its own translated words)."""
        return _HEADINGS[self]


_BEHAVIOUR = {
    Level.LEARN: Behaviour(Hints.AT_ONCE, Explanation.FULL, Explanation.FULL, Pace.SLOW, 0.0, False, 0.1),
    Level.GUIDED: Behaviour(
        Hints.ON_REQUEST, Explanation.FULL, Explanation.FULL, Pace.CHOSEN, 0.0, False, 0.2
    ),
    Level.PRACTICE: Behaviour(
        Hints.ON_REQUEST, Explanation.SHORT, Explanation.FULL, Pace.CHOSEN, 0.0, False, 0.25
    ),
    Level.TABLE_READY: Behaviour(
        Hints.NONE, Explanation.SHORT, Explanation.FULL, Pace.LIVE, HARD_SHARE, True, 0.5
    ),
}

_HEADINGS = {
    Level.LEARN: "Learn",
    Level.GUIDED: "Guided",
    Level.PRACTICE: "Practice",
    Level.TABLE_READY: "Table-ready",
}

#: The level a trainee starts at, and the one an exam is taken at unless chosen otherwise.
FIRST_LEVEL = Level.GUIDED
EXAM_LEVEL = Level.TABLE_READY


def level_of(value: object) -> Level | None:
    """The level stored as ``value`` (``None`` for an answer kept before levels, or unknown)."""
    try:
        return Level(str(value)) if value is not None else None
    except ValueError:
        return None


def explanation(level: Level, correct: bool) -> Explanation:
    """How much to say after a right or a wrong answer at ``level``."""
    behaviour = level.behaviour
    return behaviour.after_right if correct else behaviour.after_wrong


def dealing_ms(level: Level, chosen_ms: int) -> int:
    """Milliseconds per card dealt before a question at ``level``, ``chosen_ms`` as chosen.

    Learn is never faster than :data:`SLOW_MS`; Table-ready runs at :data:`LIVE_MS`.
    "Off" stays off at every level: a trainee (or a classroom projector) that
    turned the animation off has said why.

    >>> dealing_ms(Level.LEARN, 50), dealing_ms(Level.GUIDED, 50), dealing_ms(Level.TABLE_READY, 50)
    (260, 50, 330)
    >>> dealing_ms(Level.LEARN, 0), dealing_ms(Level.TABLE_READY, 0)
    (0, 0)
    """
    pace = level.behaviour.pace
    if not chosen_ms:
        return 0
    if pace is Pace.SLOW:
        return max(chosen_ms, SLOW_MS)
    if pace is Pace.LIVE:
        return LIVE_MS
    return chosen_ms


def wants_hard(level: Level, rng: random.Random, chosen: bool) -> bool:
    """Whether the next question is a hard case: as chosen, or mixed in at Table-ready.

    The coin is tossed only at a level that mixes hard cases in, so a seeded
    hand set deals the same hands at Learn, Guided and Practice.
    """
    share = level.behaviour.hard_share
    if chosen or not share:
        return chosen
    return rng.random() < share


def target_seconds(drill: Drill) -> float:
    """The Table-ready target time for one decision of ``drill``."""
    return PACE[drill][0]


def move_target_seconds() -> float:
    """The Table-ready target for one dealer move of a hand dealt along.

    Each move (burn, deal to a seat, a common card, a reshuffle) is the
    decision the "What does the dealer do next?" drill asks, made at the table
    rather than named, so it has that drill's target: a dealer who keeps it
    keeps the game moving at a live pace.

    >>> move_target_seconds() == target_seconds(Drill.DEALER_NEXT)
    True
    """
    return target_seconds(Drill.DEALER_NEXT)


def time_grade(drill: Drill, correct: bool, seconds: float) -> TimeGrade:
    """A timed answer's grade: right within the target, right but slower, or wrong.

    >>> time_grade(Drill.BRING_IN, True, 4.2), time_grade(Drill.BRING_IN, True, 9.8)
    (<TimeGrade.IN_TIME: 'in-time'>, <TimeGrade.SLOW: 'slow'>)
    """
    return grade_against(correct, seconds, target_seconds(drill))


def grade_against(correct: bool, seconds: float, target: float) -> TimeGrade:
    """A timed answer's grade against ``target``: every timed decision is graded by this one rule.

    >>> grade_against(True, 5.0, 5.0), grade_against(True, 5.1, 5.0), grade_against(False, 0.1, 5.0)
    (<TimeGrade.IN_TIME: 'in-time'>, <TimeGrade.SLOW: 'slow'>, <TimeGrade.WRONG: 'wrong'>)
    """
    if not correct:
        return TimeGrade.WRONG
    return TimeGrade.IN_TIME if seconds <= target else TimeGrade.SLOW


__all__ = [
    "EXAM_LEVEL",
    "FIRST_LEVEL",
    "HARD_SHARE",
    "LIVE_MS",
    "PACE",
    "SLOW_MS",
    "Behaviour",
    "Explanation",
    "Hints",
    "Level",
    "Pace",
    "TimeGrade",
    "dealing_ms",
    "explanation",
    "grade_against",
    "level_of",
    "move_target_seconds",
    "target_seconds",
    "time_grade",
    "wants_hard",
]
