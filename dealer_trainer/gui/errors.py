"""Nothing fails silently: every uncaught error is logged and told to the user.

In the spirit of Anki's ``aqt/errors.py``. :func:`setup_logging` (once, at app
start) sends the ``logging`` module to a rotating file in the platform's log
folder; :func:`install_crash_hook` points ``sys.excepthook`` (errors in slots
and on the GUI thread), ``threading.excepthook`` (errors in worker threads)
and ``faulthandler`` (a hard crash in Qt or Python itself) at that folder, and
shows a short dialog on the GUI thread saying what failed, that nothing was
lost and where the log is. The app keeps running: an error in one slot ends
that slot, not the program.

A worker thread never shows a widget: its error is logged where it happened
and then *handed* to the GUI thread through a queued signal. One dialog at a
time: errors arriving while it is open are counted in it, not stacked.

The answers are safe whatever fails here: the records are written by SQLite
transactions as each answer is given, so a crash loses at most the answer
being written.
"""

from __future__ import annotations

import faulthandler
import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    QObject,
    Qt,
    QtMsgType,
    QUrl,
    Signal,
    qInstallMessageHandler,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QMessageBox, QWidget

from ..logsetup import LogStream, log_dir, route_missing_streams, setup_logging, stop_logging
from .wordedtext import error_text
from .words import number

#: Where faulthandler writes a hard crash's stacks. A file of its own: it holds
#: the descriptor open for the whole run, which on Windows would stop the
#: rotating log from being renamed.
FAULT_FILE = "dealer-trainer-crash.log"

log = logging.getLogger("dealer_trainer")

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], Any]
ThreadHook = Callable[[threading.ExceptHookArgs], Any]


# --- what failed, in plain words -----------------------------------------------------------


def describe(error: BaseException) -> str:
    """One plain sentence saying what failed."""
    if isinstance(error, MemoryError):
        return QCoreApplication.translate("errors", "The computer ran out of memory.")
    if isinstance(error, PermissionError):
        return QCoreApplication.translate("errors", "Dealer Trainer was not allowed to read or write a file.")
    if isinstance(error, OSError):
        detail = error.strerror or error_text(error)
        return QCoreApplication.translate("errors", "A file could not be read or written ({detail}).").format(
            detail=detail
        )
    if isinstance(error, RecursionError):
        return QCoreApplication.translate("errors", "Something was nested too deeply to work through.")
    return QCoreApplication.translate(
        "errors", "Something went wrong inside Dealer Trainer: a fault in the app, not in anything you did."
    )


def message_text(error: BaseException, log_path: Path | None, repeats: int = 1, *, kept: bool = True) -> str:
    """The dialog's words: what failed, whether the answers are kept, where the log is.

    ``kept`` is false while the records are not open: the dialog must not then say that
    nothing was lost (it once did, while every answer was being dropped)."""
    parts = [
        describe(error),
        QCoreApplication.translate(
            "errors", "Nothing was lost: your answers are saved as you give them. You can carry on."
        )
        if kept
        else QCoreApplication.translate(
            "errors",
            "Your answers are NOT being kept: your records are not open. Close Dealer Trainer and "
            "start it again; if this comes back, send the log to whoever looks after the app.",
        ),
    ]
    if log_path is not None:
        parts.append(
            QCoreApplication.translate("errors", "The details are in the log: {path}").format(path=log_path)
        )
    if repeats > 1:
        parts.append(
            QCoreApplication.translate("errors", "This happened {count} times.").format(count=number(repeats))
        )
    return "\n\n".join(parts)


# --- the hooks ------------------------------------------------------------------------------


class ErrorReporter(QObject):
    """Logs each uncaught error where it happens and shows it on the GUI thread.

    Create it on the GUI thread. :meth:`report` may be called from any thread:
    it logs at once, then emits :attr:`reported`, which Qt queues to this
    object's (the GUI) thread when it is emitted from another.
    """

    reported = Signal(object)

    def __init__(self, log_path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self.dialog: QMessageBox | None = None
        self._shown_error: BaseException | None = None
        self.repeats = 0
        self.shown = 0
        #: Whether the answers are being kept now (the main window answers: its records open).
        self.answers_kept: Callable[[], bool] = lambda: True
        self.reported.connect(self._show)

    def report(self, error: BaseException, where: str = "") -> None:
        """Log ``error`` with its traceback, then have the GUI thread tell the user."""
        text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
        log.error("uncaught error%s:\n%s", f" in {where}" if where else "", text.rstrip())
        try:
            self.reported.emit(error)
        except RuntimeError:  # the app is closing and this object is gone
            pass

    def _show(self, error: BaseException) -> None:
        """On the GUI thread: one dialog at a time; repeats counted in it."""
        if self.dialog is not None and self.dialog.isVisible():
            self.repeats += 1
            if type(error) is not type(self._shown_error):
                self._shown_error = error
            self.dialog.setText(
                message_text(
                    self._shown_error or error, self.log_path, self.repeats, kept=self.answers_kept()
                )
            )
            return
        self.repeats = 1
        self._shown_error = error
        self.shown += 1
        self.dialog = self._make_dialog(message_text(error, self.log_path, kept=self.answers_kept()))
        self.dialog.show()
        self.dialog.raise_()

    def _make_dialog(self, text: str) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("errors", "Something went wrong"),
            text,
            QMessageBox.StandardButton.Ok,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        # Not modal: the app keeps running behind it, and a class need not stop.
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setDetailedText(
            f"{type(self._shown_error).__name__}: {self._shown_error}"
            if self._shown_error is not None
            else ""
        )
        if self.log_path is not None:
            folder = box.addButton(
                QCoreApplication.translate("errors", "Open Log Folder"), QMessageBox.ButtonRole.ActionRole
            )
            # An action button closes the box by default; opening the folder need not.
            folder.clicked.disconnect()
            folder.clicked.connect(lambda: open_log_folder(self.log_path.parent if self.log_path else None))
        # With the folder button there, Qt finds no Escape button by itself and
        # would ignore the window's close button.
        box.setEscapeButton(QMessageBox.StandardButton.Ok)
        box.finished.connect(self._closed)
        return box

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None
        self.repeats = 0


class CrashHook:
    """What :func:`install_crash_hook` changed, so that it can be undone."""

    def __init__(
        self,
        reporter: ErrorReporter,
        fault_file: IO[str] | None,
        previous_except: ExceptHook,
        previous_thread: ThreadHook,
    ) -> None:
        self.reporter = reporter
        self.fault_file = fault_file
        self._previous_except = previous_except
        self._previous_thread = previous_thread

    def excepthook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous_except(kind, error, tb)
            return
        if error.__traceback__ is None:
            error = error.with_traceback(tb)
        where = (
            ""
            if threading.current_thread() is threading.main_thread()
            else f"thread {threading.current_thread().name}"
        )
        self.reporter.report(error, where)

    def threadhook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        error = args.exc_value
        if error.__traceback__ is None and args.exc_traceback is not None:
            error = error.with_traceback(args.exc_traceback)
        name = args.thread.name if args.thread is not None else "a worker thread"
        self.reporter.report(error, f"thread {name}")

    def uninstall(self) -> None:
        """Put back the hooks found at install time (tests)."""
        global _installed
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_except
        if threading.excepthook == self.threadhook:
            threading.excepthook = self._previous_thread
        if self.fault_file is not None:
            faulthandler.disable()
            self.fault_file.close()
            self.fault_file = None
        if _installed is self:
            _installed = None


_installed: CrashHook | None = None


def install_crash_hook(log_path: Path | None = None) -> CrashHook:
    """Log and show every uncaught error (call on the GUI thread, once a QApplication exists).

    ``log_path`` is the log file (as :func:`setup_logging` returns it); a hard
    crash's stacks go to :data:`FAULT_FILE` beside it.
    """
    global _installed
    if _installed is not None:
        return _installed
    reporter = ErrorReporter(log_path)
    fault_file: IO[str] | None = None
    if log_path is not None:
        try:
            fault_file = open(log_path.parent / FAULT_FILE, "a", encoding="utf-8")
            faulthandler.enable(file=fault_file, all_threads=True)
        except OSError as error:
            log.warning("cannot write crash stacks to %s (%s)", log_path.parent, error)
            fault_file = None
    hook = CrashHook(reporter, fault_file, sys.excepthook, threading.excepthook)
    sys.excepthook = hook.excepthook
    threading.excepthook = hook.threadhook
    _installed = hook
    return hook


def installed_reporter() -> ErrorReporter | None:
    """The reporter of the installed hook, if any (for a window that wants to say something)."""
    return _installed.reporter if _installed is not None else None


# --- Qt's own messages ------------------------------------------------------------------------

_QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}

QtHandler = Callable[[QtMsgType, QMessageLogContext, str], None]


def install_qt_message_handler() -> QtHandler | None:
    """Send Qt's warnings to the log too, then on to the handler that was there.

    Returns that previous handler (``qInstallMessageHandler(it)`` puts it back).
    Only the real app start calls this: the test suite's own handler
    (pytest-qt's, which fails a test on a Qt warning) must stay in charge
    there, and this one passes every message on to it anyway.
    """
    qt_log = logging.getLogger("dealer_trainer.qt")
    previous: QtHandler | None = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        level = _QT_LEVELS.get(kind, logging.WARNING)
        if level >= logging.WARNING:
            qt_log.log(level, "%s", message)
        if previous is not None:
            previous(kind, context, message)
        elif sys.stderr is not None and not isinstance(sys.stderr, LogStream):
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)
    return previous


# --- Help > Open Log Folder -------------------------------------------------------------------


def open_log_folder(folder: Path | None = None, parent: QWidget | None = None) -> bool:
    """Show the log folder in the desktop's file manager; False (and say why) if it cannot."""
    folder = log_dir() if folder is None else folder
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
        return True
    QMessageBox.information(
        parent,
        QCoreApplication.translate("errors", "Open Log Folder"),
        QCoreApplication.translate("errors", "The log folder is {path}").format(path=folder),
    )
    return False


def start(argv0: str = "") -> CrashHook:
    """Everything the app start needs, in order: streams, log, hooks, Qt's messages."""
    route_missing_streams()
    path = setup_logging()
    hook = install_crash_hook(path)
    install_qt_message_handler()
    log.info("Dealer Trainer starting%s", f" ({argv0})" if argv0 else "")
    return hook


__all__ = [
    "CrashHook",
    "ErrorReporter",
    "describe",
    "install_crash_hook",
    "install_qt_message_handler",
    "installed_reporter",
    "log_dir",
    "message_text",
    "open_log_folder",
    "route_missing_streams",
    "setup_logging",
    "start",
    "stop_logging",
]
