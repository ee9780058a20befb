"""Application start-up: the QApplication, its names, and the main window."""

from __future__ import annotations

import gc
import os
import sys
from typing import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__

ORGANISATION = "Dealer Trainer"
APPLICATION = "Dealer Trainer"
#: Set (to anything) to quit once the window is shown and painted: start-up timing.
QUIT_WHEN_READY = "DEALER_TRAINER_QUIT_WHEN_READY"


def make_app(argv: Sequence[str]) -> QApplication:
    """The QApplication with the names QSettings needs, created once."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = Application(list(argv))
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("dealer-trainer")  # so Wayland docks find the menu entry's icon
    icon = app_icon()
    if icon is not None:
        app.setWindowIcon(icon)
    return app


def app_icon() -> QIcon | None:
    """The project's own icon (assets/icons/dealer-trainer.svg), if it is there."""
    from .assets import assets_dir

    path = assets_dir() / "icons" / "dealer-trainer.svg"
    return QIcon(str(path)) if path.is_file() else None


class Application(QApplication):
    """The app object, which also takes the files macOS hands over.

    macOS gives a double-clicked file to a running app as a FileOpen event
    sent to the application object. Handling it here, rather than with an
    event filter on the application, keeps Python out of every other event
    in the app (an application-wide filter sees each paint and layout, and
    cost a quarter of the start-up time).
    """

    fileOpened = Signal(str)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.fileOpened.emit(path)
                return True
        return super().event(event)


def run_app(argv: Sequence[str], pack: str | None = None) -> int:
    """Open the main window (with ``pack`` to work through, if given) and run."""
    from . import errors
    from .mainwindow import MainWindow

    app = make_app(argv)
    # Before the window: an error while it is built is logged and shown too.
    errors.start(argv[0] if argv else "")
    window = MainWindow()
    if isinstance(app, Application):
        app.fileOpened.connect(window.openPackInBackground)
    window.show()
    if pack is not None:
        window.openPackInBackground(pack)
    # What start-up made lives as long as the window: keep it out of every
    # later collection (shorter pauses while cards are dealt), and collect
    # again if start-up had paused it (see cli._open_app).
    gc.freeze()
    gc.enable()
    if os.environ.get(QUIT_WHEN_READY):
        # For the cold-start benchmark and smoke tests: handle what showing
        # the window queued (layout, the first paint), then leave.
        app.processEvents()
        return 0
    status = int(app.exec())
    # A job still running (an import the user walked away from) is cancelled
    # and waited for: a worker thread alive at exit would abort the process.
    from .operations import wait_for_all

    wait_for_all()
    return status


if __name__ == "__main__":
    raise SystemExit(run_app(sys.argv))
