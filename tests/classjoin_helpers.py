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

from dealer_trainer.classroom.lesson import question_from_revealed, shown
from dealer_trainer.classroom.protocol import (
    PROTOCOL,
    Asked,
    Ended,
    Revealed,
    Standing,
    Welcome,
    decode_from_host,
    encode,
)
from dealer_trainer.engine import RuleSetName, Variant
from dealer_trainer.records import response_from_json
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import (
    CommonAnswer,
    Question,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    check,
    right_response,
)
from dealer_trainer.training.steps import Step
from dealer_trainer.training.tablequestion import table_question

SESSION = "Bring-ins, Monday"


class FakeClient(QObject):
    """ClassClient's interface, with what the window did to it kept for the test to read."""

    welcomed = Signal(object)
    asked = Signal(object)
    received = Signal(int)
    rejected = Signal(int, str)
    revealed = Signal(object, object)
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
    """Send question ``number`` as the host does: the table as a dealer sees it, over the wire."""
    sent = decode_from_host(encode(Asked(number, of, table_question(q), level.value, seconds, answered)))
    assert isinstance(sent, Asked)
    client.asked.emit(sent)
    return sent


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
    out = shown(q)
    sent = decode_from_host(
        encode(
            Revealed(
                number,
                yours,
                correct,
                points,
                total + points,
                3,
                2,
                out.drill,
                out.hand,
                out.point,
                out.focus,
                out.answer,
                leaderboard,
            )
        )
    )
    assert isinstance(sent, Revealed)
    rebuilt = question_from_revealed(sent)  # as ClassClient rebuilds it
    assert rebuilt == q and dataclasses.replace(rebuilt, focus=q.focus) == q
    client.revealed.emit(sent, rebuilt)
    return sent


def end(client: FakeClient, total: int, place: int = 1, trainees: int = 3, questions: int = 3) -> None:
    client.ended.emit(Ended(total, place, trainees, questions))


def click_seat(qtbot: Any, window: Any, seat: int) -> None:
    table = window.table
    item = table.seat_item(seat)
    pos = table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_place(qtbot: Any, window: Any, step: Step) -> None:
    """Click where a dealer's move is made on the table: the seat dealt to, the burn, the centre, the stub."""
    table = window.table
    if step.kind is StepKind.DEAL:
        assert step.seat is not None
        item = table.seat_item(step.seat)
    else:
        names = {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}
        item = table.spot_item(names[step.kind])
    pos = table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def answer_by_hand(qtbot: Any, window: Any, q: Question, right: bool) -> None:
    """Answer ``q`` on the window's table and answer pages as a trainee does: right, or not."""
    from test_bet_drill_gui import fill

    answer = q.answer
    if isinstance(answer, SeatAnswer):
        seat = answer.seat if right else next(s.seat for s in q.snapshot().seats if s.seat != answer.seat)
        click_seat(qtbot, window, seat)
    elif isinstance(answer, StepAnswer):
        step = right_response(q)
        assert isinstance(step, Step)
        if not right:
            step = Step(StepKind.BURN) if step.kind is not StepKind.BURN else Step(StepKind.COMMON)
        click_place(qtbot, window, step)
    elif isinstance(answer, CommonAnswer):
        # The buttons, not Y and N: with several windows open the keys go to the active one only.
        button = window.panel.yes_button if answer.needed == right else window.panel.no_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif isinstance(answer, SplitAnswer):
        editor = window.panel.split_editor
        for pot, awards in enumerate(answer.pots):
            for seat, chips in awards:
                editor.set_value(pot, seat, chips)
        if not right:
            seat, chips = next((s, c) for s, c in answer.pots[0] if c)
            editor.set_value(0, seat, chips - 1)
        editor.rake_box.setValue(answer.rake)
        qtbot.mouseClick(editor.submit_button, Qt.MouseButton.LeftButton)
    else:
        fill(qtbot, window, wrong=None if right else 0, answer=answer)
        qtbot.mouseClick(window.panel.parts_page.check_button, Qt.MouseButton.LeftButton)
