"""Issue 23 item 12, the instructor's half: removing a trainee from the session window, and the class
limits set in the host's setup (the most trainees, the most from one address).

The window drives the real transport over loopback; the trainees are raw sockets (a made-up
name from one address, the real trainee from another: 127.0.0.2, 127.0.0.3), so what the
window does is checked against what the wire carried.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classhost_fakes import lesson_of
from classroom_net_helpers import RawPeer, hello
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.classroom import seats
from dealer_trainer.classroom.hosting import PER_ADDRESS, ClassHost
from dealer_trainer.classroom.sessionstate import MAX_TRAINEES, ClassSession
from dealer_trainer.gui.classhost import ClassHostWindow
from dealer_trainer.gui.classhostopen import start_host
from dealer_trainer.gui.classhostsetup import (
    DEFAULT_CLASS_SIZE,
    ClassHostSetupDialog,
    NewSession,
    saved_limits,
)

WAIT = 8000


@pytest.fixture(autouse=True)
def _seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "seats"))


@pytest.fixture
def host(qtbot: Any) -> Iterator[ClassHost]:
    transport = ClassHost(ClassSession(lesson_of(), "K7P2QX", "Tuesday class"))
    transport.listen(0, "127.0.0.1")
    yield transport
    transport.close()


@pytest.fixture
def window(qtbot: Any, host: ClassHost) -> ClassHostWindow:
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win._closing_confirmed = True
    win.show()
    qtbot.waitExposed(win)
    return win


def joined(qtbot: Any, host: ClassHost, name: str, source: str) -> tuple[RawPeer, str]:
    peer = RawPeer(host.port, source)
    peer.send(hello(host.session.code, name))
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.lines))[1], timeout=WAIT)
    assert peer.lines[0]["type"] == "welcome", peer.lines
    return peer, peer.lines[0]["token"]


def refusal(qtbot: Any, host: ClassHost, message: dict[str, Any], source: str) -> str:
    peer = RawPeer(host.port, source)
    peer.send(message)
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.lines) or peer.closed)[1], timeout=WAIT)
    peer.close()
    assert peer.lines and peer.lines[0]["type"] == "refused", peer.lines
    return str(peer.lines[0]["reason"])


def listed(window: ClassHostWindow) -> list[str]:
    return [
        str(window.trainee_list.item(row).data(Qt.ItemDataRole.UserRole))
        for row in range(window.trainee_list.count())
    ]


def choose(qtbot: Any, window: ClassHostWindow, name: str) -> None:
    """Click the trainee's line in the list, as the instructor would."""
    row = listed(window).index(name)
    rect = window.trainee_list.visualItemRect(window.trainee_list.item(row))
    qtbot.mouseClick(window.trainee_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: window.chosen_trainee() == name, timeout=WAIT)


@pytest.mark.parametrize("how", ["button", "Delete key"])
def test_the_instructor_removes_a_made_up_trainee_the_name_is_free_and_the_token_refused(
    qtbot: Any, host: ClassHost, window: ClassHostWindow, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    fake, token = joined(qtbot, host, "Ana", "127.0.0.2")
    joined(qtbot, host, "Ben", "127.0.0.3")[0].close()
    qtbot.waitUntil(lambda: listed(window) == ["Ana", "Ben"], timeout=WAIT)
    assert not window.remove_button.isEnabled()  # nobody chosen yet
    choose(qtbot, window, "Ana")
    assert window.remove_button.isEnabled()
    asked: list[str] = []

    def yes(_parent: Any, title: str, _text: str, *_args: Any) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", yes)
    if how == "button":
        qtbot.mouseClick(window.remove_button, Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(window, Qt.Key.Key_Delete)
    assert asked == ["Remove Ana?"]
    # the removed trainee's app is told, and the connection closed
    qtbot.waitUntil(lambda: (fake.poll(), fake.closed)[1], timeout=WAIT)
    assert fake.lines[-1] == {"type": "refused", "reason": "removed"}
    assert listed(window) == ["Ben"]
    assert [t.name for t in host.session.trainees] == ["Ben"]
    assert "Ana" in window.status_label.text()
    assert not window.remove_button.isEnabled()
    # the token no longer joins, under that name or another
    assert refusal(qtbot, host, hello(host.session.code, "Ana", token), "127.0.0.2") == "removed"
    # the real Ana, from her own laptop, takes the name
    real, real_token = joined(qtbot, host, "Ana", "127.0.0.4")
    assert real_token != token
    qtbot.waitUntil(lambda: listed(window) == ["Ana", "Ben"], timeout=WAIT)
    real.close()


def test_saying_no_removes_nobody(
    qtbot: Any, host: ClassHost, window: ClassHostWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    peer, _token = joined(qtbot, host, "Ana", "127.0.0.2")
    qtbot.waitUntil(lambda: listed(window) == ["Ana"], timeout=WAIT)
    choose(qtbot, window, "Ana")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    qtbot.mouseClick(window.remove_button, Qt.MouseButton.LeftButton)
    assert listed(window) == ["Ana"]
    assert [t.name for t in host.session.trainees] == ["Ana"]
    peer.close()


def test_the_choice_in_the_list_stays_while_the_list_is_redrawn(
    qtbot: Any, host: ClassHost, window: ClassHostWindow
) -> None:
    first, _ = joined(qtbot, host, "Ana", "127.0.0.2")
    qtbot.waitUntil(lambda: listed(window) == ["Ana"], timeout=WAIT)
    choose(qtbot, window, "Ana")
    second, _ = joined(qtbot, host, "Ben", "127.0.0.3")
    qtbot.waitUntil(lambda: listed(window) == ["Ana", "Ben"], timeout=WAIT)
    assert window.chosen_trainee() == "Ana"
    first.close()
    second.close()


# --- the setup's class limits ---------------------------------------------------------------------


def test_the_setup_offers_the_class_limits_and_keeps_them(qtbot: Any) -> None:
    first = ClassHostSetupDialog()
    qtbot.addWidget(first)
    assert (first.class_size_spin.value(), first.per_address_spin.value()) == (
        DEFAULT_CLASS_SIZE,
        PER_ADDRESS,
    )
    assert first.class_size_spin.maximum() == MAX_TRAINEES
    first.class_size_spin.setValue(24)
    first.per_address_spin.setValue(24)  # a lab behind one router
    first.save_settings(QSettings())
    assert saved_limits(QSettings()) == (24, 24)
    second = ClassHostSetupDialog()
    qtbot.addWidget(second)
    second.restore_settings(QSettings())
    assert (second.class_size_spin.value(), second.per_address_spin.value()) == (24, 24)
    second.fill_in(class_size=30, per_address=2)  # the command line's, over the last ones
    assert (second.class_size_spin.value(), second.per_address_spin.value()) == (30, 2)


def test_a_session_opened_from_the_setup_holds_to_its_limits(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("dealer_trainer.classroom.store.sessions_folder", lambda: tmp_path)
    host = start_host(NewSession("Tuesday class", lesson_of(), 0, class_size=2, per_address=1))
    try:
        assert (host.session.max_trainees, host.per_address) == (2, 1)
        joined(qtbot, host, "Ana", "127.0.0.2")[0].close()
        assert refusal(qtbot, host, hello(host.session.code, "Ann"), "127.0.0.2") == "address-full"
        joined(qtbot, host, "Ben", "127.0.0.3")[0].close()
        assert refusal(qtbot, host, hello(host.session.code, "Cy"), "127.0.0.4") == "full"
    finally:
        host.close()
        host.deleteLater()


def test_a_removed_trainee_s_app_stops_and_forgets_the_token(qtbot: Any, host: ClassHost) -> None:
    from dealer_trainer.classroom.joining import ClassClient

    address = f"127.0.0.1:{host.port}"
    client = ClassClient(address, host.session.code, "Ana")
    with qtbot.waitSignal(client.welcomed, timeout=WAIT):
        client.start()
    assert seats.token_for(address, host.session.code, "Ana") is not None
    with qtbot.waitSignal(client.refused, timeout=WAIT) as refused:
        assert host.remove("Ana")
    assert refused.args == ["removed"]
    assert client.stopped
    assert seats.token_for(address, host.session.code, "Ana") is None
    client.deleteLater()


def test_a_lone_surrogate_hello_is_a_note_on_the_projector_not_a_crash_dialog(
    qtbot: Any, host: ClassHost, window: ClassHostWindow
) -> None:
    peer = RawPeer(host.port, "127.0.0.2")
    peer.send(b'{"type":"hello","protocol":1,"code":"\\ud800","name":"\\udfff","token":"\\ud800"}\n')
    qtbot.waitUntil(lambda: "dropped" in window.status_label.text(), timeout=WAIT)
    assert window.status_label.text().startswith("Note:")
    peer.close()
    joined(qtbot, host, "Ana", "127.0.0.3")[0].close()
    qtbot.waitUntil(lambda: listed(window) == ["Ana"], timeout=WAIT)
