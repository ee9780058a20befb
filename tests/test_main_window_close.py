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

from dealer_trainer.gui.mainwindow import MainWindow


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    assert win.openRecords()
    yield win
    shiboken6.delete(win)  # no timer of this window fires after the test


def test_quitting_the_main_window_closes_my_progress_with_it(window, qtbot) -> None:
    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(8)
    panel.next_hand()
    missed = panel.question
    QTest.keyClick(window.table, str(next(s.seat for s in missed.snapshot().seats
                                          if s.seat != missed.answer.seat)))
    window.showProgress()
    view = window.progress_view
    qtbot.waitExposed(view)
    window.action_map["quit"].trigger()
    assert not window.isVisible()
    assert not view.isVisible() and not view.window().isVisible()
