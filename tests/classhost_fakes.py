"""A stand-in for the classroom's transport, for the instructor's window tests.

:class:`FakeHost` has :class:`~dealer_trainer.classroom.hosting.ClassHost`'s signals and
methods and no network, over a real :class:`~dealer_trainer.classroom.sessionstate.ClassSession`
(its rules, points and spread) on a test clock: the window tests join, answer and drop
trainees as a class would, without sockets (the whole class over loopback is
tests/test_classroom_gui.py).
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QObject, Signal

from dealer_trainer.classroom.lesson import Lesson
from dealer_trainer.classroom.protocol import PROTOCOL, Hello
from dealer_trainer.classroom.protocol import Answer as ProtocolAnswer
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassSession, Joined
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, Response, right_response

START = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)


def lesson_of(drills: tuple[Drill, ...] = (Drill.BRING_IN, Drill.SPLIT_POT), seed: int = 7) -> Lesson:
    rng = random.Random(seed)
    questions = tuple(new_question(d, rng, [Variant.STUD7], [RuleSetName.PA]) for d in drills)
    return Lesson("Tuesday class", questions, Level.PRACTICE, seconds=30.0)


class Clock:
    """The session's clock, moved by the test (seconds)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def session_of(
    lesson: Lesson | None = None, code: str = "K7P2QX", title: str = "Tuesday class"
) -> ClassSession:
    """A real session (its rules, points and spread), without a file, on a test clock."""
    moments = iter(START + timedelta(seconds=n) for n in range(10**6))
    return ClassSession(lesson or lesson_of(), code, title, clock=Clock(), now=lambda: next(moments))


class FakeHost(QObject):
    """The transport's signals and methods, no network: the test says who is connected."""

    traineesChanged = Signal()
    answerArrived = Signal(str, int)
    problem = Signal(str)

    def __init__(self, session: ClassSession, *, per_address: int = 4) -> None:
        super().__init__()
        self._session = session
        self.per_address = per_address
        self.live: set[str] = set()
        self.reveals: list[bool] = []
        self.closed = False
        self.ended = False

    @property
    def session(self) -> ClassSession:
        return self._session

    def addresses(self) -> list[str]:
        return ["192.168.1.20:47810", "127.0.0.1:47810"]

    def connected(self) -> set[str]:
        return set(self.live)

    @property
    def clock(self) -> Clock:
        clock = self._session._clock
        assert isinstance(clock, Clock)
        return clock

    def question(self) -> Question:
        return self._session.lesson.questions[self._session.number - 1]

    def join(self, name: str, uid: str | None = None) -> None:
        joined = self._session.join(Hello(PROTOCOL, self._session.code, name, None, uid))
        assert isinstance(joined, Joined), joined
        self.live.add(name)
        self.traineesChanged.emit()

    def drop(self, name: str) -> None:
        self.live.discard(name)
        self.traineesChanged.emit()

    def answer(self, name: str, response: Response, seconds: float = 3.0) -> None:
        """``name`` answers the question out with a drills' ``response``, ``seconds`` after the deal."""
        session = self._session
        self.clock.now = max(self.clock.now, session._dealt_at + seconds)
        data = response_to_json(self.question(), response)
        taken = session.answer(name, ProtocolAnswer(session.number, data))
        assert isinstance(taken, ClassAnswer), taken
        self.answerArrived.emit(name, session.number)

    def answer_right(self, name: str, seconds: float = 3.0) -> None:
        self.answer(name, right_response(self.question()), seconds)

    def deal_next(self) -> bool:
        return self._session.deal_next() is not None

    def reveal(self, leaderboard: bool = False) -> None:
        self.reveals.append(leaderboard)
        self._session.reveal(leaderboard)

    def end(self) -> None:
        self.ended = True
        self._session.end()
        self.close()

    def close(self) -> None:
        self.closed = True
