"""File ▸ Join a Class Session…: the dialog typed into, its choices remembered, the window it opens."""

from __future__ import annotations

from typing import Any

import pytest
from classjoin_helpers import FakeClient, ask, click_seat, question, reveal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

from dealer_trainer.classroom.errors import ClassroomError
from dealer_trainer.classroom.protocol import Refusal
from dealer_trainer.gui import classjoin
from dealer_trainer.gui.classjoin import JoinDialog, join_class_session
from dealer_trainer.gui.classjoinwindow import ClassJoinWindow


def type_into(qtbot: Any, dialog: JoinDialog, address: str, code: str, name: str | None = None) -> None:
    for field, text in ((dialog.address, address), (dialog.code, code), (dialog.name, name)):
        if text is None:
            continue
        field.selectAll()
        qtbot.keyClick(field, Qt.Key.Key_Delete)
        if text:  # QTest aborts on an empty text (and on one not in ASCII)
            qtbot.keyClicks(field, text)


def test_join_is_offered_only_once_the_address_the_code_and_a_name_are_typed(qtbot: Any) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    assert not dialog.join_button.isEnabled() and "address" in dialog.problem.text()
    type_into(qtbot, dialog, "192.168.1.20:47810", "", "")
    assert not dialog.join_button.isEnabled() and "session code" in dialog.problem.text()
    type_into(qtbot, dialog, "192.168.1.20:47810", "k7p-2qx", "")
    assert not dialog.join_button.isEnabled() and dialog.problem.text() == "Type your name."
    type_into(qtbot, dialog, "192.168.1.20:47810", "k7p-2qx", "  Ana   Maria ")
    assert dialog.join_button.isEnabled() and dialog.problem.text() == ""
    assert (dialog.chosen_address(), dialog.chosen_code(), dialog.chosen_name()) == (
        "192.168.1.20:47810",
        "K7P2QX",
        "Ana Maria",
    )


def test_the_choices_are_remembered_for_the_next_join(qtbot: Any) -> None:
    dialog = JoinDialog("Ana")
    qtbot.addWidget(dialog)
    type_into(qtbot, dialog, "10.0.0.5:47811", "ABC234", "Bo")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    again = JoinDialog("Ana")  # the records' trainee does not replace the name the class knows
    qtbot.addWidget(again)
    assert (again.address.text(), again.code.text(), again.name.text()) == ("10.0.0.5:47811", "ABC234", "Bo")
    assert again.join_button.isEnabled()


def test_the_name_starts_as_the_trainees_in_the_records(qtbot: Any) -> None:
    dialog = JoinDialog("Carmen")
    qtbot.addWidget(dialog)
    assert dialog.name.text() == "Carmen"
    assert dialog.focusWidget() in (dialog.address, None)  # the first empty field is the one to type


def test_a_cancelled_dialog_joins_nothing(qtbot: Any) -> None:
    made: list[Any] = []
    parent = QDialog()
    qtbot.addWidget(parent)
    opened = join_class_session(
        parent, None, None, client_factory=lambda *a: made.append(a), ask=lambda dialog: False
    )
    assert opened is None and made == []


def test_file_menu_joins_a_class_session_and_its_answers_go_to_the_trainees_records(
    window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    clients: list[FakeClient] = []

    def fake_client(address: str, code: str, name: str, uid: str | None) -> FakeClient:
        clients.append(FakeClient(address, code, name, uid))
        return clients[-1]

    def filled(dialog: JoinDialog) -> int:
        type_into(qtbot, dialog, "127.0.0.1:47810", "K7P2QX", None)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(classjoin, "_client", fake_client)
    monkeypatch.setattr(JoinDialog, "exec", filled)
    entry = next(a for a in window.file_menu.actions() if a.objectName() == "join_class")
    assert entry.text() == "&Join a Class Session…"
    entry.trigger()
    (client,) = clients
    trainee = window.records.trainee(window.panel.trainee_id)
    assert (client.address, client.code, client.name, client.uid) == (
        "127.0.0.1:47810",
        "K7P2QX",
        trainee.name,
        trainee.uid,
    )
    assert client.started == 1
    joined = next(w for w in window.findChildren(ClassJoinWindow))
    qtbot.waitExposed(joined)
    joined.panel.ms_per_card = 0
    client.welcome(trainee.name)
    q = question(seed=3)
    ask(client, 1, q)
    click_seat(qtbot, joined, q.answer.seat)
    before = window.records.count_attempts(trainee.id)
    reveal(client, 1, q, client.sent[0][1])
    assert window.records.count_attempts(trainee.id) == before + 1
    window.close()  # the main window keeps the records: the session's window goes first, and leaves
    assert not joined.isVisible() and client.left


def test_an_address_that_is_not_one_is_asked_for_again(qtbot: Any) -> None:
    parent = QDialog()
    qtbot.addWidget(parent)
    tries: list[str] = []

    def factory(address: str, code: str, name: str, uid: str | None) -> FakeClient:
        if ":" in address and not address.rsplit(":", 1)[1].isdigit():
            raise ClassroomError(f"{address!r} is not HOST:PORT")  # as ClassClient says it
        return FakeClient(address, code, name, uid)

    def fill(dialog: JoinDialog) -> bool:
        if tries:
            assert "not an address" in dialog.problem.text()
        tries.append(dialog.problem.text())
        type_into(qtbot, dialog, "10.0.0.5:port" if len(tries) == 1 else "10.0.0.5:47810", "ABC234", "Bo")
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    opened = join_class_session(parent, None, None, client_factory=factory, ask=fill)
    assert opened is not None and len(tries) == 2
    assert opened.client.address == "10.0.0.5:47810"
    qtbot.addWidget(opened)


# --- issue 23: a name the host refuses is said here, and every refusal is worded -----------------


def paste_name(qtbot: Any, dialog: JoinDialog, text: str) -> None:
    """The name pasted in (Ctrl+V), as a hidden character usually arrives."""
    from PySide6.QtGui import QGuiApplication

    dialog.name.selectAll()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Delete)
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(dialog.name, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert dialog.name.text() == text


@pytest.mark.parametrize("name", ["Ana\u200b", "\u2066Ana\u2069", "\u202eanA", "An\u200da"], ids=repr)
def test_a_name_with_a_hidden_character_pasted_in_says_why_it_cannot_join(qtbot: Any, name: str) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    type_into(qtbot, dialog, "192.168.1.20:47810", "K7P2QX")
    paste_name(qtbot, dialog, name)
    assert not dialog.join_button.isEnabled()
    assert "hidden character" in dialog.problem.text() and "type it again" in dialog.problem.text()


def test_a_name_in_fullwidth_letters_joins_as_the_plain_name(qtbot: Any) -> None:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    type_into(qtbot, dialog, "192.168.1.20:47810", "K7P2QX")
    paste_name(qtbot, dialog, "\uff21\uff4e\uff41")
    assert dialog.join_button.isEnabled() and dialog.chosen_name() == "Ana"


@pytest.mark.parametrize("reason", list(Refusal), ids=str)
def test_every_refusal_the_host_can_give_is_worded_for_the_trainee(qtbot: Any, reason: Refusal) -> None:
    client = FakeClient()
    win = ClassJoinWindow(client, name="Ana")
    qtbot.addWidget(win)
    win.start()
    client.refused.emit(reason.value)
    fallback = win.tr("The instructor's app turned the connection away.")
    assert win.status.text() == win.refusal_text(reason.value) != fallback
    assert win.join_again_button.isVisible() or not win.isVisible()


def test_enter_in_the_name_joins_once_the_fields_are_typed_and_never_cancels(qtbot: Any) -> None:
    """Every trainee presses Enter after their name: it joined nobody (Cancel had taken the
    default while Join was disabled for the empty fields)."""
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog.address, Qt.Key.Key_Return)  # nothing typed yet: Enter does nothing
    assert dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected and dialog.problem.text()
    type_into(qtbot, dialog, "192.168.1.20:47810", "K7P2QX", "Ana")
    assert dialog.join_button.isDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
