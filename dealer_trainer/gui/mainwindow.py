"""The main window: the table beside the drill panel (and the rules reference),
its actions wired, its settings kept.

What the window does is in its base classes, one module each:
:mod:`.windowmenus` (the menus, drills, speeds and seat keys),
:mod:`.windowfiles` (hands, packs, answer keys, the editor) and
:mod:`.windowrecords` (trainees, progress, exams, class results).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication

# Dialogs and docks load when first used: each Qt class costs the start-up
# the Python enums it brings.
from PySide6.QtWidgets import QSplitter, QTabWidget

from ..engine.names import RuleSetName, Variant
from .actions import make_actions
from .answerwords import tally_words
from .drillpanel import DrillPanel
from .sidecolumn import scrolling
from .table import TableView
from .windowmenus import SPEEDS, WindowMenus
from .windowrecords import PROGRESS_SETTLE_MS

if TYPE_CHECKING:
    from .learn import LearnPanel

__all__ = ["SPEEDS", "MainWindow"]


class MainWindow(WindowMenus):
    def __init__(self) -> None:
        super().__init__()
        from .collector import collect_on_gui_thread

        collect_on_gui_thread()  # the window starts worker threads: see gui/collector.py
        self.setWindowTitle(self.tr("Dealer Trainer"))
        self.action_map = make_actions(self)
        self.table = TableView(self)
        self.panel = DrillPanel(self.table, self.action_map, self)
        # The table is the product: it takes what the side column leaves. The
        # side column scrolls rather than setting the window's height, and the
        # rules reference shares it (as a tab) instead of taking the table's room.
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        self.side = QTabWidget(self)
        self.side.setDocumentMode(True)
        self.side.addTab(scrolling(self.panel), self.tr("Drill"))
        self.side.tabBar().hide()  # shown once the rules reference is there
        splitter.addWidget(self.side)
        splitter.setCollapsible(0, False)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        self.setCentralWidget(splitter)
        # Width: what the table and the side column need (from their layouts);
        # height: enough for a table that reads, on a laptop at 1.5× too.
        self.setMinimumHeight(400)
        self.learn_panel: LearnPanel | None = None
        self.shortcuts_dialog = None
        self.walkthrough_dock = None
        self.createActions()
        self.createMenus()
        self.createSeatKeys()
        self.readSettings()
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(lambda _: self.table.set_dark(None))
        self.statusBar().showMessage(self.tr("Choose a drill and press Space for a hand."))
        self.panel.answered.connect(
            lambda ok: self.statusBar().showMessage(tally_words(self.panel.session.tally()))
        )
        # The window is usable now; the engine and the records load while the
        # trainee reads it.
        QTimer.singleShot(300, self.panel, self.panel.preload)
        QTimer.singleShot(350, self, self.openRecords)
        self.records = None
        self._closed = False
        self.panel.newTraineeRequested.connect(self.newTrainee)
        self.panel.recordsFailed.connect(
            lambda text: self.statusBar().showMessage(
                self.tr("This answer could not be kept in your records: {reason}").format(reason=text)
            )
        )
        self.panel.examFinished.connect(self.showExamReport)
        # An open progress view follows the trainee and their new answers,
        # redrawn once a burst of answers has settled.
        self.progress_view = None
        #: The last exam report and the class results while their windows are open.
        self.exam_report_view = None
        self.class_view = None
        self._progress_timer = QTimer(self)
        self._progress_timer.setSingleShot(True)
        self._progress_timer.setInterval(PROGRESS_SETTLE_MS)
        self._progress_timer.timeout.connect(self._refresh_progress)
        self.panel.recordsChanged.connect(self._records_changed)

    # --- actions and menus ------------------------------------------------------

    def createActions(self) -> None:
        a = self.action_map
        a["open"].triggered.connect(self.openScenario)
        a["open_pack"].triggered.connect(self.openPackDialog)
        a["present"].triggered.connect(self.presentPackDialog)
        a["host_class"].triggered.connect(self.hostClassSession)
        a["join_class"].triggered.connect(self.joinClassSession)
        a["answer_key"].triggered.connect(self.answerKeyDialog)
        a["editor"].triggered.connect(self.openEditor)
        a["progress"].triggered.connect(self.showProgress)
        a["exam"].triggered.connect(self.takeExam)
        a["class_results"].triggered.connect(self.showClassResults)
        a["export_results"].triggered.connect(self.exportMyResults)
        a["screenshot"].triggered.connect(self.savePicture)
        a["quit"].triggered.connect(self.quitApp)
        a["four_colour"].toggled.connect(self.table.set_four_colour)
        a["high_contrast"].toggled.connect(self.table.set_high_contrast)
        a["hole_cards"].setChecked(True)
        a["hole_cards"].toggled.connect(self.table.set_show_hole_cards)
        a["full_screen"].toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        a["learn"].toggled.connect(self.toggleLearn)
        a["about"].triggered.connect(self.showAbout)
        a["shortcuts"].triggered.connect(self.showShortcuts)
        for action in a.values():
            self.addAction(action)  # shortcuts work without opening a menu

    def hostClassSession(self) -> None:
        """File ▸ Host a Class Session (gui/classhostopen.py)."""
        from .classhostopen import host_class_session

        host_class_session(self)

    # --- learn mode ----------------------------------------------------------------

    def toggleLearn(self, on: bool) -> None:
        """F1: the rules reference, on the game and rule set of the hand on the table.

        It opens as a tab of the side column, beside the drill, so the table
        keeps its size; F1 again (or the Drill tab) goes back to the drill.
        """
        if self.learn_panel is None:
            if not on:
                return
            from .learn import LearnPanel

            self.learn_panel = LearnPanel(self)
            self.learn_panel.showMe.connect(self.panel.show_example)
            self.learn_panel.showMe.connect(
                lambda *_: self.statusBar().showMessage(
                    self.tr("The example is on the table; the Drill tab says how the dealer decides.")
                )
            )
            self.side.addTab(self.learn_panel, self.tr("Rules reference"))
            self.side.setTabToolTip(1, self.action_map["learn"].toolTip())
            self.side.tabBar().show()
            self.side.currentChanged.connect(self._side_tab_changed)
        if on:
            game = self.panel.table_game()
            if game is not None:
                self.learn_panel.set_game(*game)
        self.side.setCurrentIndex(1 if on else 0)

    def _side_tab_changed(self, index: int) -> None:
        self.action_map["learn"].setChecked(index == 1)

    # --- settings ------------------------------------------------------------------

    def readSettings(self) -> None:
        """Restore the last session's choices; a damaged or hand-edited value is
        replaced by the default (see :mod:`.settingvalues`)."""
        from .settingvalues import read_bool, read_bytes, read_choices, read_int, read_text

        settings = QSettings()
        geometry = read_bytes(settings, "mainwindow/geometry")
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(self._first_size())
        modes = [str(self.panel.mode_box.itemData(i)) for i in range(self.panel.mode_box.count())]
        self.panel.set_mode(read_text(settings, "drill/mode", "bring-in", choices=modes))
        for action in self.mode_actions.actions():
            action.setChecked(action.data() == self.panel.mode)
        games = read_choices(settings, "drill/games", [v.value for v in Variant])
        if games:
            self.panel.set_variants([Variant(v) for v in games])
        rules = read_choices(settings, "drill/rules", [r.value for r in RuleSetName])
        self.panel.set_rule_sets([RuleSetName(r) for r in rules or ["pa"]])
        self.action_map["hard"].setChecked(read_bool(settings, "drill/hard", False))
        self.action_map["four_colour"].setChecked(read_bool(settings, "view/four_colour", False))
        self.action_map["high_contrast"].setChecked(read_bool(settings, "view/high_contrast", False))
        self.setSpeed(read_int(settings, "view/speed", 120, choices=[ms for _, ms in SPEEDS]))

    def _first_size(self) -> QSize:
        """1280x800, or less on a smaller screen: on a 1366x768 laptop a taller
        window hid the score line and the Show me button below the screen's edge.
        A little is kept back for the title bar the desktop adds."""
        room = self.screen().availableGeometry().size() - QSize(16, 48)
        return QSize(1280, 800).boundedTo(room).expandedTo(self.minimumSize())

    def writeSettings(self) -> None:
        settings = QSettings()
        settings.setValue("mainwindow/geometry", self.saveGeometry())
        settings.setValue("drill/mode", self.panel.mode)
        settings.setValue("drill/games", ",".join(v.value for v in self.panel.variants()))
        settings.setValue("drill/rules", ",".join(r.value for r in self.panel.rule_sets()))
        settings.setValue("drill/hard", self.action_map["hard"].isChecked())
        settings.setValue("view/four_colour", self.action_map["four_colour"].isChecked())
        settings.setValue("view/high_contrast", self.action_map["high_contrast"].isChecked())
        settings.setValue("view/speed", self.panel.ms_per_card)
        if self.records is not None and self.panel.trainee_id is not None:
            settings.setValue("records/trainee", self.records.trainee(self.panel.trainee_id).name)

    def closeEvent(self, event: QCloseEvent) -> None:
        import sys

        if "dealer_trainer.gui.keydialog" in sys.modules:
            from .keydialog import stop_saving

            # A key still being saved is cancelled (it leaves no file) while the
            # window that draws its tables and hears how it ended is still here.
            stop_saving()
        self.writeSettings()
        if self.panel.exam is not None:  # kept and scored as it stands, no report to show
            self.panel.examFinished.disconnect(self.showExamReport)
            self.panel.end_exam()
        # Its dialogs (My Progress, reports, class results) read the records:
        # they go with the window, also when the pack editor keeps the app running.
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            dialog.close()
        self._progress_timer.stop()  # no redraw of the progress view from closed records
        self._closed = True
        if self.records is not None:
            self.records.close()
            self.records = None
        super().closeEvent(event)
