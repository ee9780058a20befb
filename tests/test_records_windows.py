"""The records' windows (My Progress, the exam report, Class results) come and go:
one progress window at most, and nothing of a closed one is left behind."""

from __future__ import annotations

import gc
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from qt_helpers import open_main_window

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.gui.exams_gui import ExamReportView
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.progress import ProgressView
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    win = open_main_window(qtbot, size=(1280, 800))
    panel = win.panel
    panel.set_mode("bring-in")
    panel.reseed(6)
    for _ in range(3):  # something to draw
        panel.next_hand()
        assert panel.question is not None
        panel.on_seat(panel.question.answer.seat)
    return win


def dialogs(window: MainWindow) -> list[QDialog]:
    """The window's dialogs still alive (shown or not)."""
    return window.findChildren(QDialog)


def live(kind: type) -> int:
    """Python objects of ``kind`` still alive (each would keep what it drew)."""
    gc.collect()
    return sum(1 for o in gc.get_objects() if isinstance(o, kind))


def settle(qtbot: Any, window: MainWindow, count: int) -> None:
    """Let the closed windows' deferred deletion run, until ``count`` dialogs are left."""
    qtbot.waitUntil(lambda: len(dialogs(window)) == count)


def press_ctrl_g(qtbot: Any, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_g_raises_the_progress_window_already_open(qtbot: Any, window: MainWindow) -> None:
    earlier = live(ProgressView)  # other tests' views, not yet collected
    press_ctrl_g(qtbot, window)
    first = window.progress_view
    assert first is not None and first.isVisible()
    press_ctrl_g(qtbot, window)
    press_ctrl_g(qtbot, window)
    assert window.progress_view is first
    assert len([d for d in dialogs(window) if d.findChild(ProgressView)]) == 1
    assert live(ProgressView) == earlier + 1


def test_closing_my_progress_twenty_times_leaves_no_window_behind(qtbot: Any, window: MainWindow) -> None:
    before = len(dialogs(window))
    earlier = live(ProgressView)
    for _ in range(20):
        press_ctrl_g(qtbot, window)
        view = window.progress_view
        assert view is not None and view.isVisible()
        view.window().close()
        assert window.progress_view is None  # no reference to a closed window
        del view
        settle(qtbot, window, before)
    assert len(dialogs(window)) == before
    assert live(ProgressView) <= earlier


def test_closing_exam_reports_and_class_results_leaves_no_window_behind(
    qtbot: Any, window: MainWindow
) -> None:
    before = len(dialogs(window))
    earlier = live(ExamReportView), live(ClassView)
    spec = ExamSpec(
        "Quick check",
        count=1,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    for _ in range(20):
        run = ExamRun(spec, records=window.records, trainee_id=window.panel.trainee_id)
        window.panel.start_exam(run)
        window.panel.on_seat(window.panel.question.answer.seat)
        report = window.exam_report_view
        assert report is not None and report.isVisible()
        report.window().close()
        window.action_map["class_results"].trigger()
        window.action_map["class_results"].trigger()  # raised, not opened again
        classes = window.class_view
        assert classes is not None and classes.isVisible()
        assert len([d for d in dialogs(window) if d.isVisible()]) == 1
        classes.window().close()
        del report, classes
        settle(qtbot, window, before)
        assert window.exam_report_view is None and window.class_view is None
    assert live(ExamReportView) <= earlier[0] and live(ClassView) <= earlier[1]


def test_the_exam_setup_dialog_is_gone_once_used(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui import exams_gui

    monkeypatch.setattr(exams_gui.ExamSetupDialog, "exec", lambda self: 0)
    for _ in range(5):
        window.action_map["exam"].trigger()
    qtbot.waitUntil(lambda: not window.findChildren(exams_gui.ExamSetupDialog))


def test_a_second_exam_report_replaces_the_first(qtbot: Any, window: MainWindow) -> None:
    spec = ExamSpec(
        "Quick check",
        count=1,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    reports = []
    for _ in range(2):
        run = ExamRun(spec, records=window.records, trainee_id=window.panel.trainee_id)
        window.panel.start_exam(run)
        window.panel.on_seat(window.panel.question.answer.seat)
        reports.append(window.exam_report_view)
    assert reports[1] is not None and reports[1].isVisible()
    shown = [d for d in dialogs(window) if d.isVisible() and d.findChild(ExamReportView)]
    assert len(shown) == 1
