"""A practice session's score: points, streak and answer times.

A right answer earns :data:`POINTS` (half if a hint was taken), a wrong one
nothing and ends the streak. Pure Python so the scoring is tested without Qt.
The window makes a session while it opens, so this module stays free of
data classes (defining one costs more than the rest of the module).
"""

from __future__ import annotations

from typing import NamedTuple

from .kinds import Drill

POINTS = 10
HINTED_POINTS = 5


def share_right(right: int, total: int) -> float:
    """The share of ``total`` answers that were right, ``0.0`` when none were given.

    The one definition of a score as a fraction, for the session, the exam
    report, the schedule's skills and the class table (a trainee with no
    answers scores nothing rather than dividing by zero).

    >>> share_right(3, 4), share_right(0, 0)
    (0.75, 0.0)
    """
    return right / total if total else 0.0


class Attempt(NamedTuple):
    """One answer: the drill, whether it was right, hinted, and how long it took."""

    drill: Drill
    correct: bool
    hinted: bool
    seconds: float


class Tally(NamedTuple):
    """A session's score, right answers, streaks and median time, as numbers."""

    score: int
    right: int
    answered: int
    streak: int
    best_streak: int
    #: The median seconds per answer; ``None`` before the first answer.
    median_seconds: float | None


class Session:
    """Everything answered since the session started."""

    def __init__(self) -> None:
        self.attempts: list[Attempt] = []
        self.score = 0
        self.streak = 0
        self.best_streak = 0

    def record(self, drill: Drill, correct: bool, hinted: bool, seconds: float) -> Attempt:
        attempt = Attempt(drill, correct, hinted, max(0.0, seconds))
        self.attempts.append(attempt)
        if correct:
            self.score += HINTED_POINTS if hinted else POINTS
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        return attempt

    @property
    def answered(self) -> int:
        return len(self.attempts)

    @property
    def right(self) -> int:
        return sum(1 for a in self.attempts if a.correct)

    @property
    def accuracy(self) -> float | None:
        return share_right(self.right, self.answered) if self.attempts else None

    @property
    def median_seconds(self) -> float | None:
        # statistics (with fractions and decimal) loads on first use: the
        # session is made while the window opens, long before any answer.
        if not self.attempts:
            return None
        from statistics import median

        return median(a.seconds for a in self.attempts)

    def tally(self) -> Tally:
        """The session's numbers at this moment, for the GUI to word."""
        return Tally(
            self.score, self.right, self.answered, self.streak, self.best_streak, self.median_seconds
        )

    def summary(self) -> str:
        """``'Score 35 · 4/5 right · streak 2 (best 3) · median 3.4 s'`` (the GUI words
        :meth:`tally` itself, translated)."""
        tally = self.tally()
        if not tally.answered:
            return "Score 0 · no answers yet"
        seconds = tally.median_seconds or 0.0
        return (
            f"Score {tally.score} · {tally.right}/{tally.answered} right · streak "
            f"{tally.streak} (best {tally.best_streak}) · median {seconds:.1f} s"
        )
