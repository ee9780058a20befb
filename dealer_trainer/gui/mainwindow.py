"""The main window: the table, the drill panel, learn mode, menus and settings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
# Dialogs and docks load when first used: each Qt class costs the start-up
# the Python enums it brings.
from PySide6.QtWidgets import QMainWindow, QSplitter, QVBoxLayout, QWidget

from .. import __version__
from ..engine.names import RuleSetName, Variant
from .actions import make_actions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QDockWidget

    from ..packs.model import Pack
    from ..records.database import Records
    from .progress import ProgressView


def _default_name() -> str:
    """A first profile for self-study, named after the computer's user."""
    import getpass

    try:
        return getpass.getuser().capitalize() or "Trainee"
    except Exception:
        return "Trainee"
from .drillpanel import DrillPanel
from .table import TableView

#: How long an open progress view waits after an answer before redrawing (a
#: burst of answers redraws it once).
PROGRESS_SETTLE_MS = 300

#: Dealing animation speeds: label -> milliseconds per card (0 = no animation).
SPEEDS = (("Off", 0), ("Fast", 50), ("Normal", 120), ("Slow", 260))


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Dealer Trainer")
        self.action_map = make_actions(self)
        self.table = TableView(self)
        self.panel = DrillPanel(self.table, self.action_map, self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        self.splitter = splitter
        self.setCentralWidget(splitter)
        self.learn_dock: QDockWidget | None = None
        self.createActions()
        self.createMenus()
        self.createSeatKeys()
        self.readSettings()
        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(lambda _: self.table.set_dark(None))
        self.statusBar().showMessage("Choose a drill and press Space for a hand.")
        self.panel.answered.connect(lambda ok: self.statusBar().showMessage(
            self.panel.session.summary()))
        # The window is usable now; the engine and the records load while the
        # trainee reads it.
        QTimer.singleShot(300, self.panel, self.panel.preload)
        QTimer.singleShot(350, self, self.openRecords)
        self.records: Records | None = None
        self._closed = False
        self.panel.newTraineeRequested.connect(self.newTrainee)
        self.panel.recordsFailed.connect(lambda text: self.statusBar().showMessage(
            f"This answer could not be kept in your records: {text}"))
        self.panel.examFinished.connect(self.showExamReport)
        # An open progress view follows the trainee and their new answers,
        # redrawn once a burst of answers has settled.
        self.progress_view: ProgressView | None = None
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
        a["answer_key"].triggered.connect(self.answerKeyDialog)
        a["editor"].triggered.connect(self.openEditor)
        a["progress"].triggered.connect(self.showProgress)
        a["exam"].triggered.connect(self.takeExam)
        a["class_results"].triggered.connect(self.showClassResults)
        a["export_results"].triggered.connect(self.exportMyResults)
        a["screenshot"].triggered.connect(self.savePicture)
        a["quit"].triggered.connect(self.close)
        a["four_colour"].toggled.connect(self.table.set_four_colour)
        a["hole_cards"].setChecked(True)
        a["hole_cards"].toggled.connect(self.table.set_show_hole_cards)
        a["full_screen"].toggled.connect(
            lambda on: self.showFullScreen() if on else self.showNormal())
        a["learn"].toggled.connect(self.toggleLearn)
        a["about"].triggered.connect(self.showAbout)
        for action in a.values():
            self.addAction(action)  # shortcuts work without opening a menu

    def createMenus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        for name in ("open_pack", "open", "present", "answer_key", "editor", "screenshot"):
            file_menu.addAction(a[name])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])
        drill_menu = bar.addMenu("&Drill")
        self.mode_actions = QActionGroup(self)
        for index in range(self.panel.mode_box.count()):
            mode = str(self.panel.mode_box.itemData(index))
            action = QAction(self.panel.mode_box.itemText(index), self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(f"Ctrl+{index + 1}"))
            action.setToolTip(f"{action.text()} (Ctrl+{index + 1})")
            action.setData(mode)
            action.triggered.connect(lambda _=False, m=mode: self.chooseMode(m))
            self.mode_actions.addAction(action)
            drill_menu.addAction(action)
            self.addAction(action)
        drill_menu.addSeparator()
        for name in ("next", "hint", "hard", "skip"):
            drill_menu.addAction(a[name])
        answer_menu = bar.addMenu("&Answer")
        for name in ("burn", "common", "shuffle", "yes", "no", "submit"):
            answer_menu.addAction(a[name])
        view_menu = bar.addMenu("&View")
        for name in ("four_colour", "hole_cards", "full_screen"):
            view_menu.addAction(a[name])
        speed_menu = view_menu.addMenu("Dealing &Speed")
        self.speed_actions = QActionGroup(self)
        for label, ms in SPEEDS:
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(ms)
            action.triggered.connect(lambda _=False, value=ms: self.setSpeed(value))
            self.speed_actions.addAction(action)
            speed_menu.addAction(action)
        learn_menu = bar.addMenu("&Learn")
        learn_menu.addAction(a["learn"])
        records_menu = bar.addMenu("&Records")
        for name in ("progress", "exam", "export_results", "class_results"):
            records_menu.addAction(a[name])
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(a["about"])

    def createSeatKeys(self) -> None:
        """Number keys 1–9 pick seats in every drill."""
        self.seat_keys = []
        for seat in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(seat)), self)
            shortcut.activated.connect(lambda s=seat: self.panel.on_seat(s))
            self.seat_keys.append(shortcut)

    def chooseMode(self, mode: str) -> None:
        self.panel.set_mode(mode)
        self.panel.next_hand()

    def setSpeed(self, ms: int) -> None:
        self.panel.ms_per_card = ms
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == ms)

    # --- learn mode ----------------------------------------------------------------

    def toggleLearn(self, on: bool) -> None:
        from PySide6.QtWidgets import QDockWidget

        if self.learn_dock is None:
            from .learn import LearnPanel

            self.learn_panel = LearnPanel(self)
            self.learn_panel.showMe.connect(self.panel.show_example)
            self.learn_dock = QDockWidget("Rules reference", self)
            self.learn_dock.setObjectName("learn")
            self.learn_dock.setWidget(self.learn_panel)
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.learn_dock)
            self.resizeDocks([self.learn_dock], [max(360, self.width() // 3)],
                             Qt.Orientation.Horizontal)
            self.learn_dock.visibilityChanged.connect(self.action_map["learn"].setChecked)
        self.learn_dock.setVisible(on)

    # --- files ----------------------------------------------------------------------

    def openScenario(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Open Scenario", "",
                                              "Stud scenarios (*.json);;All files (*)")
        if path:
            self.showScenario(path)

    def openPackDialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Open Pack", "",
                                              "Scenario packs (*.studpack *.json);;All files (*)")
        if path:
            self.openPack(path)

    def openPack(self, path: str) -> bool:
        """Work through the pack at ``path`` in order; say what is wrong if it is invalid."""
        from PySide6.QtWidgets import QMessageBox

        from ..packs.storage import questions_of

        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        if not pack.items:
            QMessageBox.information(self, "Empty pack", f"{pack.title} has no hands yet.")
            return False
        questions = [(question, item.note) for item, asked in zip(pack.items, questions_of(pack))
                     for question in asked]
        self.setWindowTitle(f"{pack.title} — Dealer Trainer")
        self.panel.start_pack(pack.title, questions)
        return True

    def _choose_pack(self, caption: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, caption, "",
                                              "Scenario packs (*.studpack *.json);;All files (*)")
        return path

    def _load_pack_or_say(self, path: str) -> "Pack | None":
        from PySide6.QtWidgets import QMessageBox

        from ..packs.model import PackError
        from ..packs.storage import load_pack

        try:
            return load_pack(path)
        except PackError as error:
            QMessageBox.warning(self, "Cannot open pack", f"{Path(path).name}: {error}")
            return None

    def presentPackDialog(self) -> None:
        path = self._choose_pack("Present a Pack")
        if path:
            self.presentPack(path)

    def presentPack(self, path: str) -> bool:
        """Show the pack to a class, full screen, one question at a time."""
        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        from .presenter import PresenterWindow

        self.presenter = PresenterWindow(pack)
        self.presenter.showFullScreen()
        return True

    def answerKeyDialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path = self._choose_pack("Answer Key for a Pack")
        if not path:
            return
        target, _ = QFileDialog.getSaveFileName(self, "Save Answer Key",
                                                str(Path(path).with_suffix(".pdf")),
                                                "PDF documents (*.pdf)")
        if target:
            self.writeAnswerKey(path, target)

    def writeAnswerKey(self, path: str, target: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        from .answerkey import write_answer_key

        try:
            pages = write_answer_key(pack, target)
        except OSError as error:
            QMessageBox.warning(self, "Cannot save the answer key", str(error))
            return False
        self.statusBar().showMessage(f"Answer key saved: {target} ({pages} pages)")
        return True

    # --- records: trainees, progress, exams, class results ----------------------------

    def openRecords(self, path: str | None = None) -> bool:
        """Open the trainee records (once); say what is wrong and offer the way out.

        A backup is offered only for a damaged file (or one from a newer
        version): a folder that cannot be written, a busy file or a full disk
        each get their own message, and restoring would not help. The backups
        themselves are made on a thread of the records' own.
        """
        from PySide6.QtWidgets import QMessageBox

        if self.records is not None:
            return True
        if self._closed:     # the delayed first open, after the window was closed
            return False
        from ..records.database import Problem, RecordsError, open_records, recover

        name = str(QSettings().value("records/trainee", "", type=str))
        restored = ""
        while True:
            try:
                records = open_records(path, daily_backup=False)
                try:
                    trainee = records.starting_trainee(name, _default_name())
                except BaseException:
                    records.close()
                    raise
                break
            except RecordsError as error:
                box = QMessageBox(QMessageBox.Icon.Warning, "Your records cannot be opened",
                                  error.message, parent=self)
                restore = None
                if error.restorable:
                    restore = box.addButton("Restore the newest backup",
                                            QMessageBox.ButtonRole.AcceptRole)
                box.addButton("Practise without keeping answers",
                              QMessageBox.ButtonRole.RejectRole)
                box.exec()
                if restore is not None and box.clickedButton() is restore:
                    try:
                        recovery = recover(error.backups[0], error.path,
                                           salvage=error.problem is Problem.CORRUPT)
                    except RecordsError as failure:
                        QMessageBox.warning(self, self.tr("The backup cannot be restored"),
                                            failure.message)
                    else:
                        saved = recovery.salvaged.attempts if recovery.salvaged else 0
                        restored = self.tr(
                            "The backup was restored, with %n answer(s) saved from the damaged "
                            "file; the damaged file is kept as %1.", "", saved).replace(
                                "%1", str(recovery.aside))
                        continue
                self.statusBar().showMessage("Answers are not being kept this session.")
                self.panel.attach_records(None, None)
                return False
        self.records = records
        records.start_backups()
        self.panel.attach_records(records, trainee.id)
        if restored:
            self.statusBar().showMessage(restored)
        return True

    def newTrainee(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        if self.records is None:
            return
        name, ok = QInputDialog.getText(self, "New trainee", "Name:")
        if ok and name.strip():
            from PySide6.QtWidgets import QMessageBox

            from ..records.database import RecordsError

            try:
                trainee = self.records.trainee_named_or_added(name)
            except RecordsError as error:    # a full disk, a folder turned read-only
                QMessageBox.warning(self, self.tr("The trainee cannot be added"), error.message)
                self.panel.attach_records(self.records, self.panel.trainee_id)
                return
            self.panel.attach_records(self.records, trainee.id)
        else:
            self.panel.attach_records(self.records, self.panel.trainee_id)

    def showProgress(self) -> None:
        if not self._need_records():
            return
        from .progress import ProgressView

        assert self.records is not None and self.panel.trainee_id is not None
        view = ProgressView(self.records, self.panel.trainee_id)
        view.reopenAttempt.connect(self.reopenAttempt)
        self._dialog("My progress", view, (1100, 750))
        self.progress_view = view
        if self.records.damaged_answers:
            self.statusBar().showMessage(self.tr(
                "%n damaged answer(s) in your records were skipped.", "",
                self.records.damaged_answers))

    def _records_changed(self, trainee_id: int) -> None:
        view = self.progress_view
        if view is None or not view.isVisible():
            return
        view.trainee_id = trainee_id
        self._progress_timer.start()

    def _refresh_progress(self) -> None:
        view = self.progress_view
        if view is not None and view.isVisible() and view.records is self.records:
            view.refresh()

    def reopenAttempt(self, attempt_id: int) -> None:
        """Put a past (missed) hand back on the table, to answer again."""
        from ..records.database import replay_question

        assert self.records is not None
        question = replay_question(self.records.attempt(attempt_id))
        self.panel.leave_pack()
        self.panel.present(question)
        self.raise_()

    def takeExam(self) -> None:
        from PySide6.QtWidgets import QDialog, QMessageBox

        if not self._need_records():
            return
        from ..records.exams import ExamError, ExamRun
        from .exams_gui import ExamSetupDialog

        dialog = ExamSetupDialog(self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            run = ExamRun(dialog.spec(), records=self.records, trainee_id=self.panel.trainee_id)
        except ExamError as error:
            QMessageBox.warning(self, "Cannot start the exam", str(error))
            return
        self.panel.start_exam(run)

    def showExamReport(self, report: object) -> None:
        from .exams_gui import ExamReportView

        view = ExamReportView(report)  # type: ignore[arg-type]
        self._dialog("Exam report", view, (900, 700))
        self.exam_report_view = view

    def showClassResults(self) -> None:
        from .classview import ClassView

        view = ClassView()
        self._dialog("Class results", view, (1100, 750))
        self.class_view = view

    def exportMyResults(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        if not self._need_records():
            return
        from ..records.classes import export_results

        assert self.records is not None and self.panel.trainee_id is not None
        name = self.records.trainee(self.panel.trainee_id).name
        path, _ = QFileDialog.getSaveFileName(self, "Export My Results", f"{name}-results.csv",
                                              "Results (*.csv)")
        if path:
            count = export_results(self.records, self.panel.trainee_id, path)
            self.statusBar().showMessage(f"{count} answers exported to {path}")

    def _need_records(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        if self.records is None and not self.openRecords():
            return False
        if self.panel.trainee_id is None:
            QMessageBox.information(self, "Choose a trainee", "Choose who is practising first.")
            return False
        return True

    def _dialog(self, title: str, widget: QWidget, size: tuple[int, int]) -> QDialog:
        from PySide6.QtWidgets import QDialog

        dialog = QDialog(self)
        dialog.setWindowTitle(title)
        layout = QVBoxLayout(dialog)
        layout.addWidget(widget)
        dialog.resize(*size)
        dialog.show()
        return dialog

    def openEditor(self) -> None:
        from .editor import PackEditor

        self.editor = PackEditor()
        self.editor.show()

    def showScenario(self, path: str) -> bool:
        """Show the engine's walk-through of a scenario; say what is wrong if invalid."""
        import html

        from PySide6.QtWidgets import QDialog, QMessageBox, QTextBrowser

        from ..cli import InputError, read_json
        from ..engine import ScenarioError, load_scenario, play, walkthrough

        try:
            hand = play(load_scenario(read_json(path)))
        except (InputError, ScenarioError) as error:
            QMessageBox.warning(self, "Cannot open scenario", f"{Path(path).name}: {error}")
            return False
        dialog = QDialog(self)
        dialog.setWindowTitle(f"{Path(path).name} — walk-through")
        layout = QVBoxLayout(dialog)
        view = QTextBrowser(dialog)
        view.setAccessibleName("Hand walk-through")
        view.setHtml("<pre style='white-space: pre-wrap'>" + html.escape(walkthrough(hand))
                     + "</pre>")
        layout.addWidget(view)
        dialog.resize(900, 650)
        self.walkthrough_view = view
        dialog.show()
        return True

    def savePicture(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        path, _ = QFileDialog.getSaveFileName(self, "Save Picture", "dealer-trainer.png",
                                              "PNG pictures (*.png)")
        if path and not self.grab().save(path):
            QMessageBox.warning(self, "Cannot save picture", f"Could not write {path}.")

    def showAbout(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, "About Dealer Trainer",
                          f"Dealer Trainer {__version__}\n"
                          "Teaches poker dealers the procedures of stud games.")

    # --- settings ------------------------------------------------------------------

    def readSettings(self) -> None:
        settings = QSettings()
        geometry = settings.value("mainwindow/geometry", QByteArray(), type=QByteArray)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1280, 800)
        mode = str(settings.value("drill/mode", "bring-in", type=str))
        self.panel.set_mode(mode)
        for action in self.mode_actions.actions():
            action.setChecked(action.data() == self.panel.mode)
        games = str(settings.value("drill/games", "", type=str))
        if games:
            self.panel.set_variants([Variant(v) for v in games.split(",") if v in
                                     {x.value for x in Variant}])
        rules = str(settings.value("drill/rules", "pa", type=str))
        self.panel.set_rule_sets([RuleSetName(r) for r in rules.split(",") if r in
                                  {x.value for x in RuleSetName}])
        self.action_map["hard"].setChecked(bool(settings.value("drill/hard", False, type=bool)))
        self.action_map["four_colour"].setChecked(
            bool(settings.value("view/four_colour", False, type=bool)))
        speed = settings.value("view/speed", 120, type=int)
        self.setSpeed(speed if isinstance(speed, int) else 120)

    def writeSettings(self) -> None:
        settings = QSettings()
        settings.setValue("mainwindow/geometry", self.saveGeometry())
        settings.setValue("drill/mode", self.panel.mode)
        settings.setValue("drill/games", ",".join(v.value for v in self.panel.variants()))
        settings.setValue("drill/rules", ",".join(r.value for r in self.panel.rule_sets()))
        settings.setValue("drill/hard", self.action_map["hard"].isChecked())
        settings.setValue("view/four_colour", self.action_map["four_colour"].isChecked())
        settings.setValue("view/speed", self.panel.ms_per_card)
        if self.records is not None and self.panel.trainee_id is not None:
            settings.setValue("records/trainee",
                              self.records.trainee(self.panel.trainee_id).name)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.writeSettings()
        self._progress_timer.stop()     # no redraw of the progress view from closed records
        self._closed = True
        if self.records is not None:
            self.records.close()
            self.records = None
        super().closeEvent(event)
