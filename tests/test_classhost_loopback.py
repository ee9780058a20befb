"""The instructor's window on the real transport, over loopback: a raw trainee joins, answers, drops.

A trainee here is a bare socket speaking the protocol's lines, so what the window
shows is checked against what the wire carried (the trainees' own windows are in
tests/test_classroom_gui.py).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from classhost_fakes import lesson_of
from PySide6.QtNetwork import QTcpSocket

from dealer_trainer.classroom.protocol import PROTOCOL, Answer, Hello, encode
from dealer_trainer.classroom.sessionstate import ClassSession, Phase
from dealer_trainer.gui.classhost import ClassHostWindow
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import right_response

hosting = pytest.importorskip("dealer_trainer.classroom.hosting")  # the transport (issue 15, net)


class Trainee:
    """A trainee's app reduced to its socket: send a message, read the host's lines."""

    def __init__(self, qtbot: Any, port: int) -> None:
        self.qtbot = qtbot
        self.socket = QTcpSocket()
        self.socket.connectToHost("127.0.0.1", port)
        assert self.socket.waitForConnected(3000)
        self.lines: list[dict[str, Any]] = []
        self._buffer = b""
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        self._buffer += bytes(self.socket.readAll().data())
        *whole, self._buffer = self._buffer.split(b"\n")
        self.lines += [json.loads(line) for line in whole if line]

    def send(self, message: Any) -> None:
        self.socket.write(encode(message))
        self.socket.flush()

    def wait_for(self, kind: str) -> dict[str, Any]:
        self.qtbot.waitUntil(lambda: any(line["type"] == kind for line in self.lines), timeout=5000)
        return next(line for line in self.lines if line["type"] == kind)


@pytest.fixture
def host(qtbot: Any) -> Iterator[Any]:
    session = ClassSession(lesson_of((Drill.BRING_IN, Drill.SPLIT_POT)), "K7P2QX", "Tuesday class")
    transport = hosting.ClassHost(session)
    transport.listen(0, "127.0.0.1")
    yield transport
    transport.close()


@pytest.fixture
def window(qtbot: Any, host: Any) -> ClassHostWindow:
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win._closing_confirmed = True
    win.show()
    return win


def _names(window: ClassHostWindow) -> list[str]:
    return [window.trainee_list.item(i).text() for i in range(window.trainee_list.count())]


def test_the_address_shown_is_the_one_the_host_listens_on(window: ClassHostWindow, host: Any) -> None:
    assert window.address_label.text() == f"127.0.0.1:{host.port}"


def test_a_trainee_joining_answering_and_dropping_shows_as_it_happens(
    qtbot: Any, window: ClassHostWindow, host: Any
) -> None:
    ana = Trainee(qtbot, host.port)
    ana.send(Hello(PROTOCOL, "K7P2QX", "Ana", None))
    ana.wait_for("welcome")
    qtbot.waitUntil(lambda: _names(window) == ["● Ana"], timeout=5000)
    window.deal_next()
    asked = ana.wait_for("asked")
    assert asked["number"] == 1
    question = host.session.lesson.questions[0]
    ana.send(Answer(1, response_to_json(question, right_response(question))))
    ana.wait_for("received")
    qtbot.waitUntil(lambda: "1 of 1 answered" in window.answered_label.text(), timeout=5000)
    assert window.table.counts() == {f"seat:{question.answer.seat}": 1}  # type: ignore[union-attr]
    assert _names(window) == ["✓ Ana"]
    window.reveal()
    revealed = ana.wait_for("revealed")
    assert revealed["correct"] is True
    assert host.session.phase is Phase.REVEALED
    ana.socket.abort()
    qtbot.waitUntil(lambda: _names(window) == ["✓ Ana (away)"], timeout=5000)


def test_a_wrong_code_is_refused_and_said_on_the_status_line(
    qtbot: Any, window: ClassHostWindow, host: Any
) -> None:
    intruder = Trainee(qtbot, host.port)
    intruder.send(Hello(PROTOCOL, "AAAAAA", "Mallory", None))
    assert intruder.wait_for("refused")["reason"] == "wrong-code"
    qtbot.waitUntil(lambda: "wrong-code" in window.status_label.text(), timeout=5000)
    assert _names(window) == []


def test_ending_tells_each_trainee_their_place_and_stops_listening(
    qtbot: Any, window: ClassHostWindow, host: Any, tmp_path: Any
) -> None:
    from PySide6.QtCore import QSettings

    from dealer_trainer.gui.classhostend import RESULTS_SETTING

    QSettings().setValue(RESULTS_SETTING, str(tmp_path / "results"))
    ana = Trainee(qtbot, host.port)
    ana.send(Hello(PROTOCOL, "K7P2QX", "Ana", None))
    ana.wait_for("welcome")
    window.deal_next()
    ana.wait_for("asked")
    window.end_session(confirm=False)
    ended = ana.wait_for("ended")
    assert (ended["place"], ended["trainees"]) == (1, 1)
    assert host.port == 0  # no longer listening
    assert window.end_page.isVisible()
