"""Nothing fails silently: uncaught errors are logged, told on the GUI thread, and survived."""

from __future__ import annotations

import faulthandler
import logging
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QThread, QTimer, QUrl, qInstallMessageHandler, qWarning
from PySide6.QtWidgets import QApplication, QPushButton

from dealer_trainer import logsetup
from dealer_trainer.gui import errors
from dealer_trainer.gui.operations import run_in_background

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def hook(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[errors.CrashHook]:
    """The crash hook as the app installs it, logging to a folder of the test's own."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    path = logsetup.setup_logging(tmp_path / "logs")
    installed = errors.install_crash_hook(path)
    yield installed
    if installed.reporter.dialog is not None:
        installed.reporter.dialog.close()
    installed.uninstall()
    logsetup.stop_logging()


def log_text(tmp_path: Path) -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return (tmp_path / "logs" / logsetup.LOG_FILE).read_text(encoding="utf-8")


def broken_slot() -> None:
    raise ZeroDivisionError("the pot divided by no one")


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_is_logged_with_its_traceback_shown_once_and_the_app_keeps_going(
    qtbot, hook, tmp_path
):
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: hook.reporter.dialog is not None and hook.reporter.dialog.isVisible())
    text = log_text(tmp_path)
    assert "Traceback" in text and "ZeroDivisionError: the pot divided by no one" in text
    assert "broken_slot" in text
    shown = hook.reporter.dialog.text()
    assert "Nothing was lost" in shown and str(tmp_path / "logs") in shown
    assert "a fault in the app" in shown
    assert "ZeroDivisionError: the pot divided by no one" in hook.reporter.dialog.detailedText()
    # The app still answers input: a real click on a real button runs its slot.
    button = QPushButton("Next hand")
    qtbot.addWidget(button)
    clicks: list[bool] = []
    button.clicked.connect(lambda: clicks.append(True))
    button.show()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert clicks == [True]


@pytest.mark.qt_no_exception_capture
def test_a_burst_of_errors_shows_one_dialog_that_counts_them(qtbot, hook):
    for _ in range(5):
        QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: hook.reporter.repeats == 5)
    assert hook.reporter.shown == 1
    assert "This happened 5 times" in hook.reporter.dialog.text()
    visible = [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w.windowTitle() == "Something went wrong"
    ]
    assert len(visible) == 1
    # Once it is closed, the next error gets a dialog of its own.
    hook.reporter.dialog.accept()
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: hook.reporter.shown == 2)


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_worker_thread_is_logged_and_reported_on_the_gui_thread(qtbot, hook, tmp_path):
    seen: list[bool] = []
    hook.reporter.reported.connect(
        lambda _error: seen.append(QThread.currentThread() is QApplication.instance().thread())
    )

    def work() -> None:
        raise OSError(28, "No space left on device")

    worker = threading.Thread(target=work, name="backup-writer")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: hook.reporter.dialog is not None)
    assert seen == [True]
    text = log_text(tmp_path)
    assert "in thread backup-writer" in text and "No space left on device" in text
    assert "A file could not be read or written (No space left on device)" in hook.reporter.dialog.text()


@pytest.mark.qt_no_exception_capture
def test_a_background_job_without_a_failure_handler_reaches_the_crash_hook(qtbot, hook, tmp_path):
    def work(progress: object) -> None:
        raise KeyError("no seat 9")

    op = run_in_background(None, "Counting", work, lambda _: None)
    with qtbot.waitSignal(op.done, timeout=10_000):
        pass
    qtbot.waitUntil(lambda: hook.reporter.dialog is not None)
    assert "KeyError: 'no seat 9'" in log_text(tmp_path)


def test_faulthandler_writes_to_the_log_folder(hook, tmp_path):
    assert faulthandler.is_enabled()
    assert hook.fault_file is not None
    assert Path(hook.fault_file.name).parent == tmp_path / "logs"


def test_a_hard_crash_leaves_its_stacks_in_the_log_folder(tmp_path):
    script = textwrap.dedent(f"""
        import faulthandler
        from pathlib import Path
        from dealer_trainer import logsetup
        from dealer_trainer.gui import errors
        path = logsetup.setup_logging(Path({str(tmp_path / "logs")!r}))
        errors.install_crash_hook(path)
        faulthandler._sigsegv()
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, timeout=60
    )
    assert result.returncode != 0
    crash = (tmp_path / "logs" / errors.FAULT_FILE).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in crash


def test_a_missing_stderr_goes_to_the_log(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "stderr", None)
    logsetup.setup_logging(tmp_path / "logs")
    try:
        logsetup.route_missing_streams()
        assert isinstance(sys.stderr, logsetup.LogStream)
        print("a warning from a library", file=sys.stderr)
        assert "a warning from a library" in log_text(tmp_path)
    finally:
        logsetup.stop_logging()


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_qt_warnings_go_to_the_log_and_still_reach_the_handler_before(qtlog, tmp_path):
    logsetup.setup_logging(tmp_path / "logs")
    previous = errors.install_qt_message_handler()
    try:
        qWarning("QPainter::begin: Paint device returned engine == 0")
    finally:
        qInstallMessageHandler(previous)
        text = log_text(tmp_path)
        logsetup.stop_logging()
    assert "dealer_trainer.qt: QPainter::begin: Paint device returned engine == 0" in text
    assert any("Paint device returned engine" in r.message for r in qtlog.records)


def test_help_open_log_folder_opens_the_log_folder(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    opened: list[QUrl] = []
    monkeypatch.setattr(errors.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    entry = next(a for a in help_menu.actions() if a.text() == "Open &Log Folder")
    entry.trigger()
    assert [u.toLocalFile() for u in opened] == [str(errors.log_dir())]
    assert errors.log_dir() == tmp_path / "state" / "Dealer Trainer" / "log"
    assert errors.log_dir().is_dir()


def test_the_windowed_launcher_keeps_stderr_in_the_log(tmp_path, monkeypatch):
    """A windowed PyInstaller build starts with sys.stderr None: the launcher routes it
    to the log, not to the null device."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("installer_launcher", ROOT / "installer" / "launcher.py")
    assert spec is not None and spec.loader is not None
    launcher = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(launcher)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    try:
        launcher._ensure_streams()
        assert isinstance(sys.stderr, logsetup.LogStream)
        sys.stderr.write("Traceback (most recent call last): from a windowed build\n")
        for handler in logging.getLogger().handlers:
            handler.flush()
        text = (logsetup.log_dir() / logsetup.LOG_FILE).read_text(encoding="utf-8")
        assert "from a windowed build" in text
    finally:
        logsetup.stop_logging()
