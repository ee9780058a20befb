"""The main window: the table, the drill panel, learn mode, menus and settings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence, QShortcut
# Dialogs and docks load when first used: each Qt class costs the start-up
# the Python enums it brings.
from PySide6.QtWidgets import QMainWindow, QMenu, QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

from .. import __version__
from ..engine.names import RuleSetName, Variant
from .actions import make_actions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QDockWidget, QTextBrowser

    from ..packs.model import Pack
    from ..records.database import Records
    from .classview import ClassView
    from .exams_gui import ExamReportView
    from .keymap import KeyboardShortcutsDialog
    from .learn import LearnPanel
    from .operations import BackgroundOp, SteppedOp
    from .progress import ProgressView


def _default_name() -> str:
    """A first profile for self-study, named after the computer's user."""
    import getpass

    try:
        return getpass.getuser().capitalize() or "Trainee"
    except (OSError, KeyError, ImportError):   # no user name in the environment nor in pwd
        return "Trainee"
from .drillpanel import DrillPanel
from .plaintext import as_typed
from .table import TableView

#: How long an open progress view waits after an answer before redrawing (a
#: burst of answers redraws it once).
PROGRESS_SETTLE_MS = 300

#: Dealing animation speeds: label -> milliseconds per card (0 = no animation).
SPEEDS = (("Off", 0), ("Fast", 50), ("Normal", 120), ("Slow", 260))


class _UpDownScroll(QScrollArea):
    """A scroll area as wide as its widget needs (its width follows the widget's
    layout, e.g. a split with three pots), scrolling only when short of height."""

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        return QSize(inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width(),
                     super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        from .collector import collect_on_gui_thread

        collect_on_gui_thread()   # the window starts worker threads: see gui/collector.py
        self.setWindowTitle("Dealer Trainer")
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
        self.side.addTab(self._scrolling(self.panel), self.tr("Drill"))
        self.side.tabBar().hide()            # shown once the rules reference is there
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
        self.shortcuts_dialog: KeyboardShortcutsDialog | None = None
        self.walkthrough_dock: QDockWidget | None = None
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
        #: The last exam report and the class results while their windows are open.
        self.exam_report_view: ExamReportView | None = None
        self.class_view: ClassView | None = None
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
        a["quit"].triggered.connect(self.quitApp)
        a["four_colour"].toggled.connect(self.table.set_four_colour)
        a["hole_cards"].setChecked(True)
        a["hole_cards"].toggled.connect(self.table.set_show_hole_cards)
        a["full_screen"].toggled.connect(
            lambda on: self.showFullScreen() if on else self.showNormal())
        a["learn"].toggled.connect(self.toggleLearn)
        a["about"].triggered.connect(self.showAbout)
        a["shortcuts"].triggered.connect(self.showShortcuts)
        for action in a.values():
            self.addAction(action)  # shortcuts work without opening a menu

    def createMenus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        self.createFileMenu(bar.addMenu("&File"))
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
        help_menu.addAction(a["shortcuts"])
        help_menu.addAction(a["about"])
        self.log_folder_action = help_menu.addAction(self.tr("Open &Log Folder"))
        self.log_folder_action.setStatusTip(self.tr(
            "Show the folder of the app's log, to send with a problem report"))
        self.log_folder_action.triggered.connect(self.openLogFolder)

    def openLogFolder(self) -> bool:
        """Help > Open Log Folder: the log of errors, in the desktop's file manager."""
        from .errors import open_log_folder

        return open_log_folder(parent=self)

    def createFileMenu(self, file_menu: QMenu) -> None:
        """Packs, sample packs, recent packs, hands, the answer key, the editor."""
        from .packfiles import attach_recent_menu

        a = self.action_map
        self.file_menu = file_menu
        file_menu.addAction(a["open_pack"])
        self.samples_menu = file_menu.addMenu(self.tr("Open Sa&mple Pack"))
        self.samples_menu.setToolTipsVisible(True)
        self.samples_menu.aboutToShow.connect(self._fill_samples_menu)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        attach_recent_menu(self.recent_menu, self.openPack)
        file_menu.addSeparator()
        file_menu.addAction(a["open"])
        self.walkthrough_action = QAction(self.tr("Show the Hand's &Walk-through"), self)
        self.walkthrough_action.setCheckable(True)
        self.walkthrough_action.setEnabled(False)
        self.walkthrough_action.setStatusTip(self.tr("Every move of the opened hand, in words, "
                                                     "beside the table"))
        self.walkthrough_action.toggled.connect(self._show_walkthrough)
        file_menu.addAction(self.walkthrough_action)
        file_menu.addSeparator()
        for name in ("present", "answer_key", "editor", "screenshot"):
            file_menu.addAction(a[name])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])

    def _fill_samples_menu(self) -> None:
        """The shipped packs by title (read once: they do not change while the app runs)."""
        from .packfiles import sample_packs

        menu = self.samples_menu
        if menu.actions():
            return
        samples = sample_packs()
        for sample in samples:
            action = menu.addAction(sample.title.replace("&", "&&"))
            action.setToolTip(sample.path.name)
            action.setStatusTip(self.tr("Work through the sample pack “{0}”").format(sample.title))
            action.triggered.connect(lambda _=False, p=str(sample.path): self.openPack(p))
        if not samples:
            empty = menu.addAction(self.tr("No sample packs were installed"))
            empty.setEnabled(False)

    def createSeatKeys(self) -> None:
        """Number keys 1–9 pick seats in every drill."""
        self.seat_keys = []
        for seat in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(seat)), self)
            shortcut.setObjectName(f"seat_{seat}")
            shortcut.activated.connect(lambda s=seat: self.panel.on_seat(s))
            self.seat_keys.append(shortcut)

    def chooseMode(self, mode: str) -> None:
        if self.panel.exam is not None:
            # The exam goes on asking its own questions: the Drill menu and list
            # keep the drill they had, so they never contradict the table.
            for action in self.mode_actions.actions():
                action.setChecked(action.data() == self.panel.mode)
            self.statusBar().showMessage(self.tr("Finish the exam first, then choose a drill."))
            return
        self.panel.set_mode(mode)
        self.panel.next_hand()

    def setSpeed(self, ms: int) -> None:
        self.panel.ms_per_card = ms
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == ms)

    # --- learn mode ----------------------------------------------------------------

    @staticmethod
    def _scrolling(widget: QWidget) -> QScrollArea:
        """``widget`` in a frameless scroll area that only scrolls up and down: the
        side column keeps the width its controls need and never squeezes them."""
        area = _UpDownScroll()
        area.setWidget(widget)
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

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
            self.learn_panel.showMe.connect(lambda *_: self.statusBar().showMessage(
                self.tr("The example is on the table; the Drill tab says how the dealer decides.")))
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

    # --- files ----------------------------------------------------------------------

    def openScenario(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, "Open Hand", "",
                                              "Stud hands (*.json);;All files (*)")
        if path:
            self.showScenario(path)

    def openPackDialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from .packfiles import pack_filter

        path, _ = QFileDialog.getOpenFileName(self, "Open Pack", self._pack_folder(), pack_filter())
        if path:
            self.openPackInBackground(path)

    def openPack(self, path: str) -> bool:
        """Work through the pack at ``path`` in order; say what is wrong if it is invalid."""
        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        return self._startPack(pack, path)

    def openPackInBackground(self, path: str) -> "BackgroundOp[Pack]":
        """:meth:`openPack` with the reading and checking on a worker thread.

        A big pack takes seconds to check hand by hand: the window stays
        responsive meanwhile, with a progress dialog that can cancel it.
        """
        from PySide6.QtWidgets import QMessageBox

        from ..packs.model import PackError
        from ..packs.storage import load_pack
        from .operations import Progress, run_in_background

        def work(progress: Progress) -> "Pack":
            return load_pack(path, lambda done, total, _label: progress.report(done, total))

        def failed(error: BaseException) -> None:
            if not isinstance(error, PackError):
                raise error  # a fault of ours: the crash hook logs it and says so
            QMessageBox.warning(self, "Cannot open pack", f"{Path(path).name}: {error}")

        def opened(pack: "Pack") -> None:
            self._startPack(pack, path)

        return run_in_background(self, self.tr("Opening {name}…").format(name=Path(path).name),
                                 work, opened, on_failure=failed)

    def _startPack(self, pack: "Pack", path: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from ..packs.storage import questions_of

        if not pack.items:
            QMessageBox.information(self, "Empty pack", as_typed(f"{pack.title} has no hands yet."))
            return False
        questions = [(question, item.note) for item, asked in zip(pack.items, questions_of(pack))
                     for question in asked]
        self.setWindowTitle(f"{pack.title} — Dealer Trainer")
        self.panel.start_pack(pack.title, questions)
        self._opened(path)
        return True

    def _opened(self, path: str) -> None:
        """A pack opened: it goes to the top of File ▸ Open Recent (the shipped ones too)."""
        from .packfiles import add_recent

        add_recent(path)

    def _choose_pack(self, caption: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        from .packfiles import pack_filter

        path, _ = QFileDialog.getOpenFileName(self, caption, self._pack_folder(), pack_filter())
        return path

    @staticmethod
    def _pack_folder() -> str:
        """Where a pack dialog opens: the folder of the pack opened last, else the
        sample packs. Not the folder the app happened to start in, where an
        instructor who had just worked through a sample pack could not find it."""
        from .packfiles import recent_files, samples_dir

        recent = recent_files()
        folder = Path(recent[0]).parent if recent else samples_dir()
        return str(folder) if folder.is_dir() else ""

    def _load_pack_or_say(self, path: str) -> "Pack | None":
        from PySide6.QtWidgets import QMessageBox

        from ..packs.model import PackError
        from ..packs.storage import load_pack

        try:
            return load_pack(path)
        except PackError as error:
            QMessageBox.warning(self, "Cannot open pack", as_typed(f"{Path(path).name}: {error}"))
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
        self._opened(path)
        return True

    def answerKeyDialog(self) -> None:
        path = self._choose_pack("Answer Key for a Pack")
        if path:
            self.showAnswerKey(path)

    def showAnswerKey(self, path: str) -> bool:
        """Offer the pack's answer key or worksheet, to print or to save as PDF."""
        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        from .keydialog import AnswerKeyDialog

        dialog = AnswerKeyDialog(pack, path, self)
        dialog.saved.connect(lambda target, pages: self._answer_key_saved(
            target, pages, worksheet=dialog.worksheet))
        self.answer_key_dialog = dialog
        self._opened(path)
        dialog.open()
        return True

    def writeAnswerKey(self, path: str, target: str, *, worksheet: bool = False
                       ) -> SteppedOp | None:
        """Save the pack's answer key (or worksheet) as the PDF ``target``, in the
        background; None if the pack cannot be opened. The status bar says when it is done."""
        from PySide6.QtWidgets import QMessageBox

        pack = self._load_pack_or_say(path)
        if pack is None:
            return None
        from .keydialog import save_key_in_background

        def failed(error: BaseException) -> None:
            QMessageBox.warning(self, self.tr("Cannot save the answer key"), as_typed(str(error)))

        self._opened(path)
        return save_key_in_background(
            self, pack, target, worksheet=worksheet,
            on_saved=lambda pages: self._answer_key_saved(target, pages, worksheet=worksheet),
            on_failed=failed,
            on_cancelled=lambda: self.statusBar().showMessage(
                self.tr("Cancelled: no answer key was saved.")))

    def _answer_key_saved(self, target: str, pages: int, *, worksheet: bool = False) -> None:
        done = (self.tr("Worksheet saved: {0} ({1} pages)") if worksheet
                else self.tr("Answer key saved: {0} ({1} pages)"))
        self.statusBar().showMessage(done.format(target, pages))

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

        from .settingvalues import read_text

        name = read_text(QSettings(), "records/trainee", "", max_length=200).strip()
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
                box = QMessageBox(QMessageBox.Icon.Warning,
                                  self.tr("Your records cannot be opened"),
                                  as_typed(error.message), parent=self)
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
        """My Progress: the one progress window, raised if it is open already."""
        if not self._need_records():
            return
        assert self.records is not None and self.panel.trainee_id is not None
        view = self.progress_view
        if view is not None:
            if view.trainee_id != self.panel.trainee_id:
                view.trainee_id = self.panel.trainee_id
                view.refresh()
            self._raise(view.window())
            return
        from .progress import ProgressView

        view = ProgressView(self.records, self.panel.trainee_id)
        view.reopenAttempt.connect(self.reopenAttempt)
        self._dialog(self.tr("My progress"), view, (1100, 750), "progress_view")
        if self.records.damaged_answers:
            self.statusBar().showMessage(self.tr(
                "%n damaged answer(s) in your records were skipped.", "",
                self.records.damaged_answers))

    @staticmethod
    def _raise(dialog: QWidget) -> None:
        dialog.show()
        dialog.setWindowState(dialog.windowState() & ~Qt.WindowState.WindowMinimized)
        dialog.raise_()
        dialog.activateWindow()

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
        if self.panel.busy_with_exam():
            return
        question = replay_question(self.records.attempt(attempt_id))
        self.panel.leave_pack()
        self.panel.present(question)
        self.raise_()

    def takeExam(self) -> None:
        from PySide6.QtWidgets import QDialog, QMessageBox

        if not self._need_records():
            return
        from ..records.exams import ExamRun
        from .exams_gui import ExamSetupDialog

        # The last exam's settings; the first time, the games and rules being practised.
        dialog = ExamSetupDialog(self, variants=self.panel.variants(),
                                 rules=self.panel.rule_sets())
        dialog.restore_settings(QSettings())
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            dialog.save_settings(QSettings())
            run = ExamRun(dialog.spec(), records=self.records,
                          trainee_id=self.panel.trainee_id)
        except ValueError as error:   # ExamError, or a pack's hand the engine refuses
            QMessageBox.warning(self, self.tr("Cannot start the exam"), as_typed(str(error)))
            return
        finally:
            dialog.deleteLater()          # a child of the window: gone once it is used
        self.panel.start_exam(run)

    def showExamReport(self, report: object) -> None:
        from .exams_gui import ExamReportView

        if self.exam_report_view is not None:   # one report window: the newest exam's
            self.exam_report_view.window().close()
        view = ExamReportView(report)  # type: ignore[arg-type]
        self._dialog(self.tr("Exam report"), view, (900, 700), "exam_report_view")

    def showClassResults(self) -> None:
        """Class results: the one class window, raised if it is open already."""
        if self.class_view is not None:
            self._raise(self.class_view.window())
            return
        from .classview import ClassView

        view = ClassView()
        self._dialog(self.tr("Class results"), view, (1100, 750), "class_view")

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

    def _dialog(self, title: str, widget: QWidget, size: tuple[int, int],
                name: str) -> QDialog:
        """Show ``widget`` in a window of its own, kept as ``self.<name>`` while open.

        Closing the window deletes it and drops the reference: a progress view
        holds the charts' points of every answer (tens of MB at 100,000), and
        each one left behind would keep them.
        """
        from PySide6.QtWidgets import QDialog, QDialogButtonBox

        dialog = QDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowTitle(title)
        layout = QVBoxLayout(dialog)
        layout.addWidget(widget)
        # a button to close it: Esc and the title bar are not where a new user looks
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.close)
        layout.addWidget(buttons)
        dialog.resize(*size)
        setattr(self, name, widget)
        key = id(widget)     # not the widget: the slot must not keep it alive

        def forget() -> None:
            if id(getattr(self, name, None)) == key:
                setattr(self, name, None)

        dialog.finished.connect(forget)
        dialog.destroyed.connect(forget)
        dialog.show()
        return dialog

    def quitApp(self) -> None:
        """File > Quit: every window of the app closes, this one last.

        A pack editor with unsaved changes asks first; if its user cancels,
        nothing more closes and the app goes on (Quit used to close only this
        window, and an editor or presenter kept the app running without it).
        """
        from PySide6.QtWidgets import QApplication

        for window in QApplication.topLevelWidgets():
            if window is not self and window.isVisible() and window.parent() is None \
                    and not window.close():
                return
        self.close()

    def openEditor(self) -> None:
        """Open the pack editor; if it is open already, bring it to the front."""
        from PySide6.QtWidgets import QApplication

        from .editor import PackEditor

        editor = getattr(self, "editor", None)
        if not (isinstance(editor, PackEditor) and editor.isVisible()):
            # one left open by an earlier main window (closed while it stayed)
            editor = next((w for w in QApplication.topLevelWidgets()
                           if isinstance(w, PackEditor) and w.isVisible()), None)
        if isinstance(editor, PackEditor):
            if editor.isMinimized():
                editor.showNormal()
            editor.raise_()
            editor.activateWindow()
            return
        self.editor = PackEditor()
        self.editor.show()

    def showScenario(self, path: str) -> bool:
        """Put the hand of a scenario file on the table to deal along, move by move;
        its walk-through in words is beside it on request. Say what is wrong if invalid."""
        import html

        from PySide6.QtWidgets import QMessageBox

        from ..engine import ScenarioError, load_scenario, play, walkthrough
        from ..filereading import FileReadError, read_json_file

        name = Path(path).name
        if self.panel.exam is not None:
            QMessageBox.information(self, self.tr("An exam is running"),
                                    self.tr("Finish the exam before opening a hand."))
            return False
        try:
            data = read_json_file(path)
        except FileReadError as error:
            QMessageBox.warning(self, self.tr("Cannot open the hand"),
                                as_typed(f"{name}: {error.reason}"))
            return False
        try:
            hand = play(load_scenario(data))
        except ScenarioError as error:
            QMessageBox.warning(self, self.tr("Cannot open the hand"), as_typed(f"{name}: {error}"))
            return False
        self.panel.leave_pack()
        self.panel.start_deal_along(data)
        self.setWindowTitle(f"{name} — Dealer Trainer")
        self.statusBar().showMessage(self.tr("{0}: deal the hand on the table. File ▸ Show the "
                                             "Hand's Walk-through tells every move.").format(name))
        view = self._walkthrough_view()
        view.setHtml("<pre style='white-space: pre-wrap'>" + html.escape(walkthrough(hand))
                     + "</pre>")
        dock = self.walkthrough_dock
        assert dock is not None
        dock.setWindowTitle(self.tr("Walk-through — {0}").format(name))
        self.walkthrough_action.setEnabled(True)
        return True

    def _walkthrough_view(self) -> QTextBrowser:
        """The side panel with the opened hand's walk-through (hidden until asked for:
        it gives the answers away)."""
        from PySide6.QtWidgets import QDockWidget, QTextBrowser

        if self.walkthrough_dock is None:
            dock = QDockWidget(self.tr("Walk-through"), self)
            dock.setObjectName("walkthrough")
            view = QTextBrowser(dock)
            view.setAccessibleName(self.tr("Hand walk-through"))
            dock.setWidget(view)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            dock.hide()
            dock.visibilityChanged.connect(self._walkthrough_visibility)
            self.walkthrough_dock = dock
            self.walkthrough_view = view
        return self.walkthrough_view

    def _show_walkthrough(self, on: bool) -> None:
        dock = self.walkthrough_dock
        if dock is not None:
            dock.setVisible(on)
            if on:
                self.resizeDocks([dock], [max(280, self.width() // 5)], Qt.Orientation.Horizontal)

    def _walkthrough_visibility(self, visible: bool) -> None:
        if not self.isMinimized():      # a minimised window hides its docks too
            self.walkthrough_action.setChecked(visible)

    def savePicture(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        path, _ = QFileDialog.getSaveFileName(self, "Save Picture", "dealer-trainer.png",
                                              "PNG pictures (*.png)")
        if path and not self.grab().save(path):
            QMessageBox.warning(self, "Cannot save picture", as_typed(f"Could not write {path}."))

    def showShortcuts(self) -> None:
        """Every key of the window, listed from the live menus and shortcuts."""
        from .keymap import KeyboardShortcutsDialog

        if self.shortcuts_dialog is None:    # one dialog, read again each time it opens
            self.shortcuts_dialog = KeyboardShortcutsDialog(self)
        else:
            self.shortcuts_dialog.refresh()
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()

    def showAbout(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, "About Dealer Trainer",
                          f"Dealer Trainer {__version__}\n"
                          "Teaches poker dealers the procedures of stud games.")

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
        settings.setValue("view/speed", self.panel.ms_per_card)
        if self.records is not None and self.panel.trainee_id is not None:
            settings.setValue("records/trainee",
                              self.records.trainee(self.panel.trainee_id).name)

    def closeEvent(self, event: QCloseEvent) -> None:
        import sys

        if "dealer_trainer.gui.keydialog" in sys.modules:
            from .keydialog import stop_saving

            # A key still being saved is cancelled (it leaves no file) while the
            # window that draws its tables and hears how it ended is still here.
            stop_saving()
        self.writeSettings()
        if self.panel.exam is not None:   # kept and scored as it stands, no report to show
            self.panel.examFinished.disconnect(self.showExamReport)
            self.panel.end_exam()
        # Its dialogs (My Progress, reports, class results) read the records:
        # they go with the window, also when the pack editor keeps the app running.
        from PySide6.QtWidgets import QDialog

        for dialog in self.findChildren(QDialog):
            dialog.close()
        self._progress_timer.stop()     # no redraw of the progress view from closed records
        self._closed = True
        if self.records is not None:
            self.records.close()
            self.records = None
        super().closeEvent(event)
