"""Closing the main window takes its dialogs with it.

Found by tools/monkey_x11.py: with the pack editor open (its own window, which
keeps the app running), Quit closed the main window and its records, but My
Progress stayed on screen; clicking a missed hand in it then raised an
AssertionError (the records were closed).
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from qt_helpers import open_main_window

from dealer_trainer.gui.mainwindow import MainWindow


@pytest.fixture
def window(qtbot):
    win = open_main_window(qtbot)
    yield win
    shiboken6.delete(win)  # no timer of this window fires after the test


def test_quitting_the_main_window_closes_my_progress_with_it(window, qtbot) -> None:
    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(8)
    panel.next_hand()
    missed = panel.question
    QTest.keyClick(
        window.table, str(next(s.seat for s in missed.snapshot().seats if s.seat != missed.answer.seat))
    )
    window.showProgress()
    view = window.progress_view
    qtbot.waitExposed(view)
    window.action_map["quit"].trigger()
    assert not window.isVisible()
    assert not view.isVisible() and not view.window().isVisible()


def _dirty_editor(window, qtbot):
    from dealer_trainer.gui.editor import PackEditor

    window.openEditor()
    editor = window.editor
    assert isinstance(editor, PackEditor)
    qtbot.waitExposed(editor)
    editor.add_item()  # an unsaved change
    assert not editor.undo_stack.isClean()
    return editor


def test_quit_closes_the_pack_editor_too_after_asking_about_its_changes(window, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    editor = _dirty_editor(window, qtbot)
    asked: list[str] = []

    def answer(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Discard

    monkeypatch.setattr(QMessageBox, "question", staticmethod(answer))
    QTest.keyClick(window.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked and not editor.isVisible() and not window.isVisible()


def test_cancelling_the_editors_question_on_quit_keeps_the_app_open(window, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    editor = _dirty_editor(window, qtbot)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel)
    )
    QTest.keyClick(window.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert editor.isVisible() and window.isVisible()
    editor.undo_stack.setClean()
    editor.close()


def test_a_new_main_window_raises_the_editor_an_earlier_one_left_open(window, qtbot) -> None:
    from dealer_trainer.gui.editor import PackEditor

    window.openEditor()
    first = window.editor
    qtbot.waitExposed(first)
    window.close()  # its window's X button: the editor stays
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    again.openEditor()
    editors = [w for w in QApplication.topLevelWidgets() if isinstance(w, PackEditor) and w.isVisible()]
    assert editors == [first]
    first.close()
