"""The application object: the QApplication, created once, with its names, icon and language.

Everything in gui/ that needs a QApplication (the window's start-up in
:mod:`.app`, the screenshot, the PDF writers, the pack editor run on its
own) makes it here. It sits below every window module, so none of them
imports :mod:`.app`, which opens the main window and is for the command
line alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__

ORGANISATION = "Dealer Trainer"
APPLICATION = "Dealer Trainer"


def make_app(argv: Sequence[str], language: str | None = None) -> QApplication:
    """The QApplication with the names QSettings needs, created once, speaking
    ``language`` (a code; default: the one chosen, or the system's)."""
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
    from .languages import install_translators

    # Before any window: every text is translated as it is made.
    install_translators(app, language)
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
