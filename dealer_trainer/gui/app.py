"""Application start-up: the main window, run by the command line.

Only :mod:`dealer_trainer.cli` imports this module (the QApplication itself
is made in :mod:`.application`, which the other windows use).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from .application import APPLICATION, ORGANISATION, Application, app_icon, make_app

if TYPE_CHECKING:
    from .mainwindow import MainWindow

__all__ = ["APPLICATION", "ORGANISATION", "QUIT_WHEN_READY", "Application", "app_icon", "make_app", "run_app"]

#: Set (to anything) to quit once the window is shown and painted: start-up timing.
QUIT_WHEN_READY = "DEALER_TRAINER_QUIT_WHEN_READY"


def run_app(
    argv: Sequence[str],
    pack: str | None = None,
    language: str | None = None,
    start: Callable[[MainWindow], object] | None = None,
) -> int:
    """Open the main window (with ``pack`` to work through, if given) and run, speaking
    ``language`` (``--language``; default: the one chosen, or the system's).

    ``start`` is what a command asked the window to do first (``classroom host``
    opens the host's setup): called once the event loop runs, so that a dialog it
    opens is modal over a window already shown, and the app's loop is the one
    that ends when the user quits.
    """
    from . import errors
    from .mainwindow import MainWindow

    app = make_app(argv, language)
    # Before the window: an error while it is built is logged and shown too.
    errors.start(argv[0] if argv else "")
    window = MainWindow()
    if isinstance(app, Application):
        app.fileOpened.connect(window.openPackInBackground)
    window.show()
    quit_when_ready = bool(os.environ.get(QUIT_WHEN_READY))
    opened = True
    if pack is not None:
        if quit_when_ready:
            # The smoke tests and the file fuzzing: open it here and now, and
            # say on stderr why it was refused.
            _answer_messages_on_stderr(app)
            opened = window.openPack(pack)
        else:
            window.openPackInBackground(pack)
    # What start-up made lives as long as the window: keep it out of every
    # later collection (shorter pauses while cards are dealt). From here on
    # collection runs on the GUI thread only (see gui/collector.py): start-up
    # had paused it (see cli._open_app), and a worker thread must never be
    # the one that collects.
    from .collector import collect_on_gui_thread

    gc.freeze()
    collect_on_gui_thread()
    if quit_when_ready:
        # For the cold-start benchmark and smoke tests: handle what showing
        # the window queued (layout, the first paint), then leave; status 2
        # if the pack given was refused, as the commands do.
        app.processEvents()
        return 0 if opened else 2
    if start is not None:
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, window, lambda: start(window))
    status = int(app.exec())
    # A job still running (an import the user walked away from) is cancelled
    # and waited for: a worker thread alive at exit would abort the process.
    from .operations import wait_for_all

    wait_for_all()
    return status


def _answer_messages_on_stderr(app: QApplication) -> None:
    """With nobody to click a message box (the quit-when-ready runs), write each
    one as an ``error:`` line and close it, instead of waiting for ever."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    from ..filereading import printable

    def close_message() -> None:
        box = app.activeModalWidget()
        if isinstance(box, QMessageBox):
            sys.stderr.write(f"error: {printable(box.text())}\n")
            sys.stderr.flush()
            box.done(0)

    timer = QTimer(app)
    timer.setInterval(20)
    timer.timeout.connect(close_message)
    timer.start()


if __name__ == "__main__":
    raise SystemExit(run_app(sys.argv))
