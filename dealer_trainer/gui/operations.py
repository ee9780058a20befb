"""Long work off the GUI thread, with a progress dialog that can cancel it.

In the spirit of Anki's ``aqt/operations`` (``CollectionOp``): the window
hands a plain function to :func:`run_in_background`; it runs on a worker
thread and reports how far it has got through a :class:`Progress`; its
result (or its exception) comes back on the GUI thread to a success or
failure callback. The worker never touches a widget: everything it says
reaches the GUI through queued signals.

Cancelling is cooperative: the dialog's Cancel button sets a flag, and the
work's next call to :meth:`Progress.report` raises :class:`Cancelled`, so a
job stops between two steps and never half-way through writing a file (the
atomic writers finish or leave nothing).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget
from shiboken6 import isValid

T = TypeVar("T")

log = logging.getLogger(__name__)

#: How long a job may run before its progress dialog appears: a quick job
#: never flashes a dialog.
SHOW_AFTER_MS = 400


class Cancelled(Exception):
    """The user cancelled the job (raised inside the work by :meth:`Progress.report`)."""


class Progress:
    """What the work is given: say how far it has got, learn whether to stop.

    Thread-safe: the worker calls :meth:`report`, the GUI thread calls
    :meth:`cancel`.
    """

    def __init__(self, emit: Callable[[int, int, str], None] | None = None) -> None:
        self._cancelled = threading.Event()
        self._emit = emit

    def report(self, done: int, total: int = 0, label: str = "") -> None:
        """Record progress (``total`` 0 when unknown); raise :class:`Cancelled` if asked to stop."""
        if self._cancelled.is_set():
            raise Cancelled()
        if self._emit is not None:
            self._emit(done, total, label)

    def cancel(self) -> None:
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()


class _Worker(QThread):
    """Runs the work; its signals cross to the GUI thread queued."""

    progressed = Signal(int, int, str)
    succeeded = Signal(object)
    failed = Signal(object)

    def __init__(self, work: Callable[[Progress], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self.progress = Progress(self.progressed.emit)

    def run(self) -> None:  # the worker thread
        try:
            result = self._work(self.progress)
        except BaseException as error:  # noqa: BLE001 - every outcome reaches the GUI thread
            self.failed.emit(error)
        else:
            self.succeeded.emit(result)


#: Jobs still running, kept alive until they end (a QThread collected while
#: running aborts the process).
_running: set[BackgroundOp[Any]] = set()


def _progress_dialog(parent: QWidget | None, title: str, cancellable: bool) -> QProgressDialog:
    """The progress dialog of a job, shown once it has run :data:`SHOW_AFTER_MS`."""
    cancel_text = QCoreApplication.translate("operations", "Cancel") if cancellable else ""
    dialog = QProgressDialog(title, cancel_text, 0, 0, parent)
    dialog.setWindowTitle(title)
    # Not modal: a modal progress dialog runs the event loop inside every
    # setValue(), and whatever that loop does (the window closing, the job
    # ending) then happens inside the dialog's own call - a monkey run
    # crashed there. The window stays usable; a job whose window closes
    # is cancelled (see BackgroundOp).
    dialog.setWindowModality(Qt.WindowModality.NonModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    if not cancellable:
        dialog.setCancelButton(None)
    dialog.setValue(0)  # starts the dialog's show-after timer
    return dialog


def _show_progress(dialog: QProgressDialog, done: int, total: int, label: str) -> None:
    if not isValid(dialog):  # gone with its window
        return
    if total > 0:
        dialog.setMaximum(total)
        dialog.setValue(min(done, total))
    if label:
        dialog.setLabelText(label)


def _close(dialog: QProgressDialog) -> None:
    if isValid(dialog):  # gone already if its window was deleted
        dialog.hide()
        dialog.deleteLater()


def _call_back(
    error: BaseException | None,
    result: Any,
    on_success: Callable[[Any], None],
    on_failure: Callable[[BaseException], None] | None,
    on_cancel: Callable[[], None] | None,
) -> None:
    """Tell the job's owner how it ended: its result, a cancel, or its error."""
    if error is None:
        on_success(result)
    elif isinstance(error, Cancelled):
        if on_cancel is not None:
            on_cancel()
    elif on_failure is not None:
        on_failure(error)
    else:
        # No handler of its own: the crash hook logs it and tells the user.
        raise error


class BackgroundOp(QObject, Generic[T]):
    """One job: its worker, its progress dialog, and what to call when it ends."""

    #: Emitted on the GUI thread once the job has ended and its callback has run.
    done = Signal()

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[Progress], T],
        on_success: Callable[[T], None],
        on_failure: Callable[[BaseException], None] | None,
        on_cancel: Callable[[], None] | None,
        cancellable: bool,
    ) -> None:
        super().__init__(None)
        self._on_success = on_success
        self._on_failure = on_failure
        self._on_cancel = on_cancel
        self._parent = parent
        self.dialog = _progress_dialog(parent, title, cancellable)
        self.worker = _Worker(work)
        self.dialog.canceled.connect(self.worker.progress.cancel)
        self.worker.progressed.connect(self._progressed)
        self.worker.succeeded.connect(self._succeeded)
        self.worker.failed.connect(self._failed)
        # The window that asked may close (and be deleted) while the job runs:
        # the job is then cancelled and its callbacks, which speak to that
        # window, are not called.
        self._orphaned = False
        if parent is not None:
            parent.destroyed.connect(self._parent_gone)

    def start(self) -> None:
        _running.add(self)
        self.worker.start()

    def cancel(self) -> None:
        self.worker.progress.cancel()

    def wait(self, ms: int = 30_000) -> bool:
        """Block until the worker thread ends (tests, and closing the app)."""
        return bool(self.worker.wait(ms))

    def _progressed(self, done: int, total: int, label: str) -> None:
        if not self._orphaned:
            _show_progress(self.dialog, done, total, label)

    def _parent_gone(self) -> None:
        self._orphaned = True
        self.cancel()

    def _finish(self) -> None:
        _close(self.dialog)
        self.worker.wait()
        _running.discard(self)

    def _succeeded(self, result: T) -> None:
        self._finish()
        try:
            if not self._orphaned:
                self._on_success(result)
        finally:
            self.done.emit()

    def _failed(self, error: BaseException) -> None:
        self._finish()
        try:
            if self._orphaned:  # its window closed: nobody left to tell
                if not isinstance(error, Cancelled):
                    log.error("a job ended after its window closed", exc_info=error)
            else:
                _call_back(error, None, self._on_success, self._on_failure, self._on_cancel)
        finally:
            self.done.emit()


def run_in_background(
    parent: QWidget | None,
    title: str,
    work: Callable[[Progress], T],
    on_success: Callable[[T], None],
    *,
    on_failure: Callable[[BaseException], None] | None = None,
    on_cancel: Callable[[], None] | None = None,
    cancellable: bool = True,
) -> BackgroundOp[T]:
    """Run ``work(progress)`` on a worker thread; call back on the GUI thread.

    ``on_success(result)`` runs if the work returns; ``on_failure(error)`` if
    it raises (without one, the error goes to the crash hook, which logs it
    and says so); ``on_cancel()`` if the user cancelled. The returned job can
    be waited on (``wait()``) or watched (its ``done`` signal).
    """
    from .collector import collect_on_gui_thread

    collect_on_gui_thread()  # never a collection on the worker: see gui/collector.py
    op: BackgroundOp[T] = BackgroundOp(parent, title, work, on_success, on_failure, on_cancel, cancellable)
    op.start()
    return op


def wait_for_all(ms: int = 30_000) -> None:
    """Wait for every running job's thread (the app is closing)."""
    for op in list(_running):
        op.cancel()
        op.wait(ms)


class SteppedOp(QObject):
    """A job that must run on the GUI thread, in steps between the window's events.

    Work that makes Qt objects (a QTextDocument, a QPdfWriter: the answer
    key) cannot run on a worker: PySide holds the interpreter lock while
    Qt's own locks are taken, and a worker that connects a QObject while the
    GUI thread deletes one deadlocked the test run. Such work runs here
    instead, started from the event loop; each :meth:`Progress.report` lets
    the window handle what has queued up (at most every
    :data:`STEP_EVENTS_MS`), so it repaints, its timers fire and the dialog's
    Cancel button works. The same interface as :class:`BackgroundOp`.
    """

    done = Signal()

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        work: Callable[[Progress], Any],
        on_success: Callable[[Any], None],
        on_failure: Callable[[BaseException], None] | None,
        on_cancel: Callable[[], None] | None,
        cancellable: bool,
    ) -> None:
        super().__init__(None)
        from PySide6.QtCore import QElapsedTimer, QTimer

        self._work = work
        self._on_success = on_success
        self._on_failure = on_failure
        self._on_cancel = on_cancel
        self.finished = False
        self._started = False
        self.dialog = _progress_dialog(parent, title, cancellable)
        self._since_events = QElapsedTimer()
        self.progress = Progress(self._report)
        self.dialog.canceled.connect(self.progress.cancel)
        self._start = QTimer(self)
        self._start.setSingleShot(True)
        self._start.timeout.connect(self._run)
        self._start.start(0)

    def cancel(self) -> None:
        self.progress.cancel()
        if not self._started:  # never begun: it ends here and now
            self._start.stop()
            self._started = True
            self._end(Cancelled())

    def wait(self, ms: int = 0) -> bool:
        """Whether the job has ended (it runs on this thread: nothing to wait for)."""
        return self.finished

    def _report(self, done: int, total: int, label: str) -> None:
        _show_progress(self.dialog, done, total, label)
        if self._since_events.hasExpired(STEP_EVENTS_MS):
            QCoreApplication.processEvents()
            self._since_events.restart()

    def _run(self) -> None:
        self._started = True
        self._since_events.start()
        try:
            result = self._work(self.progress)
        except BaseException as error:  # noqa: BLE001 - every outcome goes to its callback
            self._end(error)
        else:
            self._end(None, result)

    def _end(self, error: BaseException | None, result: Any = None) -> None:
        self.finished = True
        _close(self.dialog)
        try:
            _call_back(error, result, self._on_success, self._on_failure, self._on_cancel)
        finally:
            self.done.emit()


#: How long a stepped job runs between two turns of the window's events.
STEP_EVENTS_MS = 30


def run_in_steps(
    parent: QWidget | None,
    title: str,
    work: Callable[[Progress], T],
    on_success: Callable[[T], None],
    *,
    on_failure: Callable[[BaseException], None] | None = None,
    on_cancel: Callable[[], None] | None = None,
    cancellable: bool = True,
) -> SteppedOp:
    """:func:`run_in_background` for work that makes Qt objects: on the GUI
    thread, from the event loop, the window's events handled between its steps."""
    return SteppedOp(parent, title, work, on_success, on_failure, on_cancel, cancellable)
