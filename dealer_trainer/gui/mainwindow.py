"""The main window. Until the drills arrive it opens a scenario and shows the
engine's walk-through of it, every decision with its rule reference."""

from __future__ import annotations

import html

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QTextBrowser

from .. import __version__
from ..cli import InputError, read_json
from ..engine import ScenarioError, load_scenario, play, walkthrough

WELCOME = """
<h1>Dealer Trainer</h1>
<p>Practise the decisions a stud dealer makes: who brings in, who acts first,
when to burn, when a common card is dealt, and how to split the pot.</p>
<p>Open a stud scenario (<b>File → Open Scenario…</b>, Ctrl+O) to see the hand
dealt step by step, with the rule behind every decision.</p>
<p style="color: gray">The table and the drills arrive in the next release.</p>
"""


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Dealer Trainer")
        self.view = QTextBrowser(self)
        self.view.setAccessibleName("Hand walk-through")
        self.view.setHtml(WELCOME)
        self.setCentralWidget(self.view)
        self.createActions()
        self.readSettings()

    def createActions(self) -> None:
        menu = self.menuBar().addMenu("&File")
        self.open_action = QAction("&Open Scenario…", self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.setToolTip("Open a stud scenario file (Ctrl+O)")
        self.open_action.triggered.connect(self.openScenario)
        menu.addAction(self.open_action)
        menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        menu.addAction(quit_action)
        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About Dealer Trainer", self)
        about.triggered.connect(self.showAbout)
        help_menu.addAction(about)

    def openScenario(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open Scenario", "",
                                              "Stud scenarios (*.json);;All files (*)")
        if path:
            self.showScenario(path)

    def showScenario(self, path: str) -> bool:
        """Show the walk-through of the scenario at ``path``; say what is wrong if invalid."""
        try:
            hand = play(load_scenario(read_json(path)))
        except (InputError, ScenarioError) as error:
            QMessageBox.warning(self, "Cannot open scenario", f"{Path(path).name}: {error}")
            return False
        self.view.setHtml("<pre style='font-size: 11pt; white-space: pre-wrap'>" + html.escape(walkthrough(hand))
                          + "</pre>")
        self.setWindowTitle(f"{Path(path).name} — Dealer Trainer")
        return True

    def showAbout(self) -> None:
        QMessageBox.about(self, "About Dealer Trainer",
                          f"Dealer Trainer {__version__}\n"
                          "Teaches poker dealers the procedures of stud games.")

    def readSettings(self) -> None:
        settings = QSettings()
        geometry = settings.value("mainwindow/geometry", QByteArray(), type=QByteArray)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(900, 640)

    def writeSettings(self) -> None:
        QSettings().setValue("mainwindow/geometry", self.saveGeometry())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.writeSettings()
        super().closeEvent(event)


