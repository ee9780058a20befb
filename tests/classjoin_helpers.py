"""A stand-in for the classroom connection, and a few hands, for the trainee window's tests.

:class:`FakeClient` has :class:`~dealer_trainer.classroom.joining.ClassClient`'s
signals and methods: a test plays the host by emitting what the host would send
(:func:`ask`, :func:`reveal`) and reads what the window sent (``FakeClient.sent``).
The window is driven with real clicks and keys, as a trainee drives it.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from dealer_trainer.classroom.lesson import question_from_asked
from dealer_trainer.classroom.protocol import PROTOCOL, Asked, Ended, Revealed, Standing, Welcome
from dealer_trainer.engine import RuleSetName, Variant
from dealer_trainer.records import response_from_json
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, check

SESSION = "Bring-ins, Monday"


class FakeClient(QObject):
    """ClassClient's interface, with what the window did to it kept for the test to read."""

    welcomed = Signal(object)
    asked = Signal(object, object)
    received = Signal(int)
    rejected = Signal(int, str)
    revealed = Signal(object)
    ended = Signal(object)
    refused = Signal(str)
    connectionChanged = Signal(bool)
    gaveUp = Signal()

    def __init__(
        self,
        address: str = "127.0.0.1:47810",
        code: str = "K7P2QX",
        name: str = "Ana",
        uid: str | None = None,
    ) -> None:
        super().__init__()
        self.address, self.code, self.name, self.uid = address, code, name, uid
        self.sent: list[tuple[int, dict[str, Any]]] = []
        self.started = 0
        self.left = False

    def start(self) -> None:
        self.started += 1

    def answer(self, number: int, response: dict[str, Any]) -> None:
        self.sent.append((number, response))

    def leave(self) -> None:
        self.left = True

    # --- the host's side, played by the test -------------------------------------------------

    def welcome(self, name: str = "Ana", points: int = 0, questions: int = 3) -> None:
        self.connectionChanged.emit(True)
        self.welcomed.emit(Welcome(PROTOCOL, SESSION, name, "t" * 32, questions, points))


def question(drill: Drill = Drill.BRING_IN, seed: int = 3) -> Question:
    return new_question(drill, random.Random(seed), [Variant.STUD7], [RuleSetName.PA])


def ask(
    client: FakeClient,
    number: int,
    q: Question,
    of: int = 3,
    level: Level = Level.PRACTICE,
    seconds: float = 30.0,
    answered: dict[str, Any] | None = None,
) -> Asked:
    """Send question ``number`` as the host does: what Asked carries, rebuilt as ClassClient rebuilds it."""
    asked = Asked(number, of, q.drill.value, q.scenario, dict(q.point.to_json()), level.value, seconds, answered)
    rebuilt = question_from_asked(asked)
    # the trainee's table shows the host's question (the hard case it was drawn for is not sent)
    assert dataclasses.replace(rebuilt, focus=q.focus) == q
    client.asked.emit(asked, rebuilt)
    return asked


def reveal(
    client: FakeClient,
    number: int,
    q: Question,
    yours: dict[str, Any] | None,
    total: int = 0,
    leaderboard: tuple[Standing, ...] | None = None,
) -> Revealed:
    correct = yours is not None and check(q, response_from_json(q, yours)).correct
    points = 1000 if correct else 0
    revealed = Revealed(number, yours, correct, points, total + points, 3, 2, leaderboard)
    client.revealed.emit(revealed)
    return revealed


def end(client: FakeClient, total: int, place: int = 1, trainees: int = 3, questions: int = 3) -> None:
    client.ended.emit(Ended(total, place, trainees, questions))


def click_seat(qtbot: Any, window: Any, seat: int) -> None:
    table = window.table
    item = table.seat_item(seat)
    pos = table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
