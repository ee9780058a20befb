"""File ▸ Host a Class Session: the menu entry, and what it opens."""

from __future__ import annotations

from typing import Any

import pytest
from classhost_fakes import FakeHost, lesson_of, session_of
from PySide6.QtWidgets import QDialog

from dealer_trainer.gui import classhostopen
from dealer_trainer.gui.classhostsetup import ClassHostSetupDialog


def test_the_file_menu_offers_to_host_a_class_session(window: Any) -> None:
    texts = [action.text() for action in window.file_menu.actions()]
    assert "&Host a Class Session…" in texts
    assert window.action_map["host_class"].statusTip()


def test_cancelling_the_setup_opens_nothing(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("dealer_trainer.classroom.store.unfinished", lambda folder=None: [])
    monkeypatch.setattr(ClassHostSetupDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    window.action_map["host_class"].trigger()
    assert classhostopen.open_session_window() is None


def test_one_session_is_hosted_at_a_time(qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    host = FakeHost(session_of(lesson_of()))
    shown = classhostopen.show_host_window(window, host)  # type: ignore[arg-type]
    qtbot.addWidget(shown)
    shown._closing_confirmed = True
    assert host.parent() is shown  # the transport goes with its window

    def no_dialog(self: Any) -> int:
        raise AssertionError("the setup dialog opened while a session is hosted")

    monkeypatch.setattr(ClassHostSetupDialog, "exec", no_dialog)
    assert classhostopen.host_class_session(window) is shown
    shown.close()
    qtbot.waitUntil(lambda: classhostopen.open_session_window() is None)
    assert host.closed


def test_the_end_opens_the_class_view_on_the_results_folder_and_this_session(
    qtbot: Any, window: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.classview import ClassView

    host = FakeHost(session_of(lesson_of()))
    shown = classhostopen.show_host_window(window, host)  # type: ignore[arg-type]
    qtbot.addWidget(shown)
    shown._closing_confirmed = True
    loaded: list[list[str]] = []
    monkeypatch.setattr(ClassView, "load_in_background", lambda self, paths: loaded.append(list(paths)))
    shown.classResultsRequested.emit(str(tmp_path))
    assert window.class_view is not None
    assert loaded == [[str(tmp_path)]]
    assert window.class_view.chosen_session() == shown.session.title  # lands on this session
    shown.close()


def _free_port() -> int:
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    server = QTcpServer()
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    port = server.serverPort()
    server.close()
    return port


def test_hosting_a_pack_opens_its_window_listening_on_the_chosen_port(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pathlib import Path

    pytest.importorskip("dealer_trainer.classroom.hosting")
    pack = Path(__file__).resolve().parent.parent / "assets" / "packs" / "seven-card-stud-high.studpack"
    port = _free_port()

    def choose(self: ClassHostSetupDialog) -> int:
        self.set_pack_path(pack)
        self.port_spin.setValue(port)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ClassHostSetupDialog, "exec", choose)
    window.action_map["host_class"].trigger()
    shown = classhostopen.open_session_window()
    assert shown is not None
    qtbot.addWidget(shown)
    shown._closing_confirmed = True
    assert shown.host.port == port
    assert shown.address_label.text().endswith(f":{port}")
    assert shown.session.title == "Seven-card Stud High: the dealer's decisions"
    shown.close()
