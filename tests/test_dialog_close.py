"""Every window the app opens beside the table closes with a button, not only with Esc
or the window manager (a new user looked for one on the Keyboard Shortcuts list, the
exam report, My Progress and Class results)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QWidget

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.training.drills import right_response

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)


@pytest.fixture
def window(qtbot, tmp_path: Path) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.show()
    qtbot.waitExposed(win)
    return win


def close_button(dialog: QWidget) -> QPushButton:
    boxes = dialog.findChildren(QDialogButtonBox)
    buttons = [b for box in boxes if (b := box.button(QDialogButtonBox.StandardButton.Close))]
    assert len(buttons) == 1, f"{dialog.windowTitle()}: no Close button"
    return buttons[0]


def click_close(qtbot, dialog: QWidget) -> None:
    button = close_button(dialog)
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_the_keyboard_shortcuts_list_closes_with_its_close_button(qtbot, window) -> None:
    window.showShortcuts()
    dialog = window.shortcuts_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    click_close(qtbot, dialog)
    window.showShortcuts()  # and opens again afterwards
    assert window.shortcuts_dialog is not None and window.shortcuts_dialog.isVisible()


def _closes_and_is_forgotten(qtbot, window: MainWindow, name: str) -> None:
    view = getattr(window, name)
    assert view is not None
    dialog = view.window()
    assert isinstance(dialog, QDialog) and dialog is not window
    qtbot.waitExposed(dialog)
    gone: list[bool] = []
    dialog.destroyed.connect(lambda: gone.append(True))
    click_close(qtbot, dialog)
    qtbot.waitUntil(lambda: gone == [True])  # closed windows are deleted, not kept
    assert getattr(window, name) is None


def test_my_progress_closes_with_its_close_button(qtbot, window) -> None:
    assert window.panel.trainee_id is not None
    window.showProgress()
    _closes_and_is_forgotten(qtbot, window, "progress_view")


def test_class_results_close_with_their_close_button(qtbot, window) -> None:
    window.showClassResults()
    _closes_and_is_forgotten(qtbot, window, "class_view")


def test_the_exam_report_closes_with_its_close_button(qtbot, window) -> None:
    assert window.records is not None and window.panel.trainee_id is not None
    spec = ExamSpec(
        "Week 3",
        count=3,
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=42,
        time_limit_seconds=None,
        pass_mark=0.8,
    )
    run = ExamRun(spec, records=window.records, trainee_id=window.panel.trainee_id, now=START)
    for question in run.questions:
        run.answer(right_response(question), seconds=10.0)
    window.showExamReport(run.finish(now=START + timedelta(minutes=2)))
    _closes_and_is_forgotten(qtbot, window, "exam_report_view")
