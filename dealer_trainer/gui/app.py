"""Application start-up: the QApplication, its names, and the main window."""

from __future__ import annotations

import sys
from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent, QIcon
from PySide6.QtWidgets import QApplication

from .. import __version__

ORGANISATION = "Dealer Trainer"
APPLICATION = "Dealer Trainer"


def make_app(argv: Sequence[str]) -> QApplication:
    """The QApplication with the names QSettings needs, created once."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv))
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


class FileOpenFilter(QObject):
    """macOS hands a double-clicked file to a running app as a FileOpen event."""

    def __init__(self, open_pack: Callable[[str], object]) -> None:
        super().__init__()
        self.open_pack = open_pack

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.open_pack(path)
                return True
        return False


def run_app(argv: Sequence[str], pack: str | None = None) -> int:
    """Open the main window (with ``pack`` to work through, if given) and run."""
    from .mainwindow import MainWindow

    app = make_app(argv)
    window = MainWindow()
    opener = FileOpenFilter(window.openPack)
    app.installEventFilter(opener)
    window.show()
    if pack is not None:
        window.openPack(pack)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(run_app(sys.argv))
