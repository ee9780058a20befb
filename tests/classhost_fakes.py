"""A stand-in for the classroom's session and transport, for the instructor's window tests.

:class:`FakeSession` keeps to :class:`~dealer_trainer.classroom.sessionstate.ClassSession`'s
interface as far as the window uses it (its rules simplified: one answer each, judged by the
drills' check); :class:`FakeHost` has :class:`~dealer_trainer.classroom.hosting.ClassHost`'s
signals and methods and no network. The window tests drive them as trainees would.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from PySide6.QtCore import QObject, Signal

from dealer_trainer.classroom.lesson import Lesson
from dealer_trainer.classroom.protocol import Standing
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassTrainee, Phase, Spread, points_for
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.records.rows import response_from_json, response_to_json
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, check, right_response

START = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)


def lesson_of(drills: tuple[Drill, ...] = (Drill.BRING_IN, Drill.SPLIT_POT), seed: int = 7) -> Lesson:
    rng = random.Random(seed)
    questions = tuple(new_question(d, rng, [Variant.STUD7], [RuleSetName.PA]) for d in drills)
    return Lesson("Tuesday class", questions, Level.PRACTICE, seconds=30.0)


class FakeSession:
    """The session's state as the window reads it; the test's clock is ``self.clock``."""

    def __init__(self, lesson: Lesson, code: str = "K7P2QX", title: str = "Tuesday class") -> None:
        self.lesson = lesson
        self.code = code
        self.title = title
        self.phase = Phase.WAITING
        self.number = 0
        self._trainees: list[ClassTrainee] = []
        self._answers: list[ClassAnswer] = []
        self.clock = 0.0
        self._dealt_at = 0.0

    @property
    def trainees(self) -> tuple[ClassTrainee, ...]:
        return tuple(self._trainees)

    def add(self, name: str, uid: str | None = None) -> None:
        self._trainees.append(ClassTrainee(name, "t" * 32, START, uid))

    def question(self) -> Question:
        return self.lesson.questions[self.number - 1]

    def deal_next(self) -> object | None:
        if self.number >= len(self.lesson.questions):
            return None
        self.number += 1
        self.phase = Phase.ASKING
        self._dealt_at = self.clock
        return object()

    def give(self, name: str, response: object, seconds: float = 3.0) -> ClassAnswer:
        """``name`` answers the question out with ``response`` (a drills' response)."""
        question = self.question()
        data = response_to_json(question, response)  # type: ignore[arg-type]
        correct = check(question, response_from_json(question, data)).correct
        answer = ClassAnswer(
            name,
            self.number,
            data,
            correct,
            seconds,
            points_for(correct, seconds, self.lesson.seconds),
            START + timedelta(minutes=self.number, seconds=seconds),
        )
        self._answers.append(answer)
        return answer

    def give_right(self, name: str, seconds: float = 3.0) -> ClassAnswer:
        return self.give(name, right_response(self.question()), seconds)

    def time_left(self) -> float:
        if self.phase is not Phase.ASKING:
            return 0.0
        return max(0.0, self.lesson.seconds - (self.clock - self._dealt_at))

    def all_answered(self, names: set[str] | None = None) -> bool:
        who = {t.name for t in self._trainees} if names is None else names
        given = {a.trainee for a in self._answers if a.question == self.number}
        return who <= given

    def spread(self) -> Spread | None:
        if self.number == 0:
            return None
        answers = [a for a in self._answers if a.question == self.number]
        counts: dict[str, int] = {}
        for a in answers:
            key = json.dumps(a.response, sort_keys=True)
            counts[key] = counts.get(key, 0) + 1
        responses = tuple(
            (json.loads(key), n) for key, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        )
        by_seat: dict[int, int] = {}
        for a in answers:
            seat = a.response.get("seat")
            if isinstance(seat, int):
                by_seat[seat] = by_seat.get(seat, 0) + 1
        return Spread(
            self.number,
            len(answers),
            len(self._trainees),
            responses,
            by_seat,
            sum(1 for a in answers if a.correct),
        )

    def reveal(self, leaderboard: bool = False) -> dict[str, Any]:
        self.phase = Phase.REVEALED
        return {}

    def leaderboard(self) -> tuple[Standing, ...]:
        points = {t.name: 0 for t in self._trainees}
        for a in self._answers:
            points[a.trainee] = points.get(a.trainee, 0) + a.points
        return tuple(Standing(n, p) for n, p in sorted(points.items(), key=lambda kv: (-kv[1], kv[0])))

    def end(self) -> dict[str, Any]:
        self.phase = Phase.ENDED
        return {}

    def answers(self) -> tuple[ClassAnswer, ...]:
        return tuple(self._answers)


class FakeHost(QObject):
    """The transport's signals and methods, no network: the test says who is connected."""

    traineesChanged = Signal()
    answerArrived = Signal(str, int)
    problem = Signal(str)

    def __init__(self, session: FakeSession) -> None:
        super().__init__()
        self._session = session
        self.live: set[str] = set()
        self.reveals: list[bool] = []
        self.closed = False
        self.ended = False

    @property
    def session(self) -> FakeSession:
        return self._session

    def addresses(self) -> list[str]:
        return ["192.168.1.20:47810", "127.0.0.1:47810"]

    def connected(self) -> set[str]:
        return set(self.live)

    def join(self, name: str, uid: str | None = None) -> None:
        self._session.add(name, uid)
        self.live.add(name)
        self.traineesChanged.emit()

    def drop(self, name: str) -> None:
        self.live.discard(name)
        self.traineesChanged.emit()

    def answer(self, name: str, response: object, seconds: float = 3.0) -> None:
        self._session.give(name, response, seconds)
        self.answerArrived.emit(name, self._session.number)

    def answer_right(self, name: str, seconds: float = 3.0) -> None:
        self._session.give_right(name, seconds)
        self.answerArrived.emit(name, self._session.number)

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
