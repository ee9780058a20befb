"""Long work runs off the GUI thread and comes back on it, cancellable."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt, QThread
from PySide6.QtWidgets import QApplication, QPushButton

from dealer_trainer.gui.operations import Cancelled, Progress, run_in_background


def test_work_runs_on_a_worker_thread_and_its_result_comes_back_on_the_gui_thread(qtbot):
    seen: dict[str, object] = {}

    def work(progress: Progress) -> int:
        seen["work_thread"] = threading.current_thread()
        progress.report(1, 2, "half")
        return 42

    def done(result: int) -> None:
        seen["result"] = result
        seen["callback_in_gui"] = QThread.currentThread() is QApplication.instance().thread()

    op = run_in_background(None, "Counting", work, done)
    with qtbot.waitSignal(op.done, timeout=10_000):
        pass
    assert seen["result"] == 42
    assert seen["work_thread"] is not threading.main_thread()
    assert seen["callback_in_gui"] is True


def test_an_error_in_the_work_reaches_the_failure_callback(qtbot):
    errors: list[BaseException] = []

    def work(progress: Progress) -> None:
        raise OSError("disk full")

    op = run_in_background(None, "Saving", work, lambda _: None, on_failure=errors.append)
    with qtbot.waitSignal(op.done, timeout=10_000):
        pass
    assert len(errors) == 1 and "disk full" in str(errors[0])


def test_cancelling_stops_the_work_at_its_next_report(qtbot):
    started = threading.Event()
    steps: list[int] = []
    cancelled: list[bool] = []

    def work(progress: Progress) -> str:
        started.set()
        for step in range(10_000):
            progress.report(step, 10_000)
            steps.append(step)
            threading.Event().wait(0.001)
        return "finished"

    results: list[str] = []
    op = run_in_background(None, "Long job", work, results.append, on_cancel=lambda: cancelled.append(True))
    assert started.wait(10)
    button = op.dialog.findChild(QPushButton)
    assert button is not None and button.text() == "Cancel"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(op.done, timeout=10_000):
        pass
    assert cancelled == [True] and results == []
    assert len(steps) < 10_000


def test_progress_report_raises_once_cancelled():
    progress = Progress()
    progress.report(1, 3)
    progress.cancel()
    with pytest.raises(Cancelled):
        progress.report(2, 3)


def test_a_job_whose_window_is_deleted_is_cancelled_and_calls_nobody_back(qtbot):
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    started = threading.Event()
    calls: list[str] = []

    def work(progress: Progress) -> str:
        started.set()
        while True:
            progress.report(0)
            threading.Event().wait(0.005)

    op = run_in_background(
        window,
        "Long job",
        work,
        lambda _: calls.append("success"),
        on_failure=lambda _: calls.append("failure"),
        on_cancel=lambda: calls.append("cancel"),
    )
    assert started.wait(10)
    with qtbot.waitSignal(op.done, timeout=10_000):
        window.deleteLater()
    assert calls == []
    assert op.wait(1000)


def test_a_progress_update_never_runs_the_event_loop_inside_it(qtbot):
    # A modal QProgressDialog processes events inside setValue(); a window
    # closed in that nested loop crashed the process in a monkey run.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QWidget

    window = QWidget()
    qtbot.addWidget(window)
    inside: list[bool] = []
    fired_inside: list[bool] = []

    def work(progress: Progress) -> None:
        for step in range(60):  # past the dialog's show-after delay
            progress.report(step, 60)
            threading.Event().wait(0.02)

    op = run_in_background(window, "Steps", work, lambda _: None)
    original = op._progressed

    def watched(done: int, total: int, label: str) -> None:
        inside.append(True)
        QTimer.singleShot(0, lambda: fired_inside.append(bool(inside)))
        try:
            original(done, total, label)
        finally:
            inside.clear()

    op.worker.progressed.disconnect(op._progressed)
    op.worker.progressed.connect(watched)
    with qtbot.waitSignal(op.done, timeout=10_000):
        pass
    assert fired_inside and not any(fired_inside)
