"""A class session as the host keeps it: who joined, what is asked, every answer and the points.

Pure Python and no I/O of its own: the host's transport (:mod:`.hosting`) turns
messages into calls here and sends what they return; :class:`~.store.SessionStore`
(given to the session) saves each change **before** the call returns, so an
answer the trainee was told is kept ("received") survives the host closing or
crashing, and :meth:`ClassSession.resume` picks the session up where it was.

The rules a class can rely on, each checked here (not in the transport):

- the session code is required; a wrong one is refused;
- a trainee is a name and a token: the first join under a name gets a fresh
  token; a later join under that name must bring it (a trainee whose laptop
  slept or whose app restarted has it — their app keeps it), so nobody can take
  over another's seat or answer for them; answers come from a joined connection
  and are put down to its trainee, never to a name the message carries;
- one answer per trainee per question, only while it is asked and before the
  time allowed is up; never changed, never after the reveal;
- a trainee who joins late starts at the question being asked now.

Points (shown on the leaderboard): nothing for a wrong answer or none; a
right one earns :data:`RIGHT_POINTS` and up to :data:`SPEED_POINTS` more, the
sooner it came (all of them at once, none at the end of the time allowed).

STUB — the shared design of issue 15; the helper owning ``sessionstate.py`` fills it in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from .lesson import Lesson
from .protocol import Answer, Asked, Ended, Hello, Refusal, Rejection, Revealed, Standing

if TYPE_CHECKING:
    from .store import SessionStore

RIGHT_POINTS = 500
SPEED_POINTS = 500
#: The most trainees one session takes.
MAX_TRAINEES = 200


def points_for(correct: bool, seconds: float, allowed: float) -> int:
    """The points an answer earns.

    >>> points_for(True, 0, 30), points_for(True, 15, 30), points_for(True, 40, 30), points_for(False, 1, 30)
    (1000, 750, 500, 0)
    """
    if not correct:
        return 0
    share = max(0.0, 1.0 - seconds / allowed) if allowed > 0 else 0.0
    return RIGHT_POINTS + round(SPEED_POINTS * share)


class Phase(StrEnum):
    WAITING = "waiting"  # open, trainees joining, nothing dealt yet
    ASKING = "asking"  # a question is out, answers coming in
    REVEALED = "revealed"  # its answer is shown; the next one not yet dealt
    ENDED = "ended"


@dataclass(frozen=True)
class ClassTrainee:
    name: str
    token: str
    joined: datetime
    uid: str | None = None


@dataclass(frozen=True)
class ClassAnswer:
    """One answer the host took: whose, to which question, what, whether right, how fast, its points."""

    trainee: str
    question: int  # 1 = the first
    response: dict[str, Any]  # as the records keep it (records.rows.response_to_json)
    correct: bool
    seconds: float  # from the deal to its arrival at the host
    points: int
    at: datetime


@dataclass(frozen=True)
class Joined:
    """A hello taken: the trainee, whether it is a rejoin, and what to send them."""

    trainee: ClassTrainee
    rejoined: bool
    #: The question being asked now (with their answer if they gave one), or ``None``.
    asked: Asked | None


@dataclass(frozen=True)
class Spread:
    """The class's answers to the question out now, for the instructor's table.

    ``responses`` is each different answer with how many gave it, most first;
    ``by_seat`` the seat answers' counts (who clicked which seat).
    """

    question: int
    answered: int
    trainees: int
    responses: tuple[tuple[dict[str, Any], int], ...]
    by_seat: Mapping[int, int]
    #: How many answered right: known to the host all along, shown only after the reveal.
    right: int


class ClassSession:
    """A session's state and its rules; every change saved to ``store`` (if any) before it returns."""

    def __init__(
        self,
        lesson: Lesson,
        code: str,
        title: str,
        store: SessionStore | None = None,
        *,
        clock: Callable[[], float] | None = None,
        now: Callable[[], datetime] | None = None,
    ) -> None:
        raise NotImplementedError

    @classmethod
    def resume(
        cls,
        store: SessionStore,
        *,
        clock: Callable[[], float] | None = None,
        now: Callable[[], datetime] | None = None,
    ) -> ClassSession:
        """The session saved in ``store``, as it was: its trainees and answers, its question.

        A question that was being asked is asked again from the start of its
        time (answers already taken stay taken).
        """
        raise NotImplementedError

    # what it is
    lesson: Lesson
    code: str
    title: str

    @property
    def phase(self) -> Phase:
        raise NotImplementedError

    @property
    def number(self) -> int:
        """The question out or last revealed (1 = the first; 0 before any is dealt)."""
        raise NotImplementedError

    @property
    def trainees(self) -> tuple[ClassTrainee, ...]:
        raise NotImplementedError

    def join(self, hello: Hello) -> Joined | Refusal:
        """Take a hello: the trainee (new or back), or why it is refused."""
        raise NotImplementedError

    def deal_next(self) -> Asked | None:
        """Deal the next question (from WAITING or REVEALED); ``None`` when none is left (then :meth:`end`)."""
        raise NotImplementedError

    def asked_for(self, name: str) -> Asked | None:
        """The question out now as sent to ``name`` (with their answer if given), ``None`` if none is out."""
        raise NotImplementedError

    def answer(self, name: str, message: Answer) -> ClassAnswer | Rejection:
        """Take ``name``'s answer (judged by the engine), or why not. Saved before it returns."""
        raise NotImplementedError

    def time_left(self) -> float:
        """Seconds left to answer the question out (0 when none is out or the time is up)."""
        raise NotImplementedError

    def all_answered(self, names: set[str] | None = None) -> bool:
        """Whether every trainee (or every one of ``names``, those connected) has answered the question out."""
        raise NotImplementedError

    def spread(self) -> Spread | None:
        raise NotImplementedError

    def reveal(self, leaderboard: bool = False) -> dict[str, Revealed]:
        """Show the answer: closes the question; what to send each trainee (by name)."""
        raise NotImplementedError

    def leaderboard(self) -> tuple[Standing, ...]:
        """Every trainee's points, most first (ties by name)."""
        raise NotImplementedError

    def end(self) -> dict[str, Ended]:
        """End the session: what to send each trainee. Saved as ended (not offered for resuming)."""
        raise NotImplementedError

    def answers(self) -> tuple[ClassAnswer, ...]:
        """Every answer taken, in the order they came."""
        raise NotImplementedError
