"""Application start-up: the QApplication, its names, and the main window."""

from __future__ import annotations

import sys
from typing import Sequence

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
    return app


def run_app(argv: Sequence[str], pack: str | None = None) -> int:
    """Open the main window (with ``pack`` to work through, if given) and run."""
    from .mainwindow import MainWindow

    app = make_app(argv)
    window = MainWindow()
    window.show()
    if pack is not None:
        window.openPack(pack)
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(run_app(sys.argv))
