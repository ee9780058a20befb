"""The main window's records: trainees, My Progress, exams, class results.

A part of :class:`~.mainwindow.MainWindow` (its base class), apart so that
the window's module holds the window and this one what it does with the
trainee records. It opens the records, offers a backup when they are
damaged, and keeps one window each for progress, the exam report and the
class results.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from .plaintext import as_typed
from .wordedtext import error_text
from .words import number

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog

    from ..records.backups import BackupThread
    from ..records.database import Records
    from ..records.errors import RecordsFileError
    from .classview import ClassView
    from .drillpanel import DrillPanel
    from .exams_gui import ExamReportView
    from .progress import ProgressView
    from .restoredialog import RestoreChoice
    from .table import TableView

#: How long an open progress view waits after an answer before redrawing (a
#: burst of answers redraws it once).
PROGRESS_SETTLE_MS = 300
#: How often the window looks whether the records' daily check (on its own thread) is done.
CHECK_LOOK_MS = 250


def _default_name() -> str:
    """A first profile for self-study, named after the computer's user."""
    import getpass

    try:
        return getpass.getuser().capitalize() or "Trainee"
    except (OSError, KeyError, ImportError):  # no user name in the environment nor in pwd
        return "Trainee"


class WindowRecords(QMainWindow):
    """The records part of the main window (see the module docstring)."""

    # Made by MainWindow.__init__.
    table: TableView
    panel: DrillPanel
    action_map: dict[str, QAction]
    records: Records | None
    _closed: bool
    progress_view: ProgressView | None
    exam_report_view: ExamReportView | None
    class_view: ClassView | None
    _progress_timer: QTimer

    def openRecords(self, path: str | None = None) -> bool:
        """Open the trainee records (once); say what is wrong and offer the way out.

        A damaged file, or one from a newer version, opens the restore dialog
        (:class:`~.restoredialog.RestoreDialog`): every backup with its date,
        its answers and its check, the newest good one chosen. A folder that
        cannot be written, a busy file or a full disk each get their own
        message, and restoring would not help. While the records are not open
        the status bar says, for as long as answers are given, that they are
        not being kept. The backups themselves are made on a thread of the
        records' own.
        """
        if self.records is not None:
            return True
        if self._closed:  # the delayed first open, after the window was closed
            return False
        self._tell_the_crash_hook()
        try:
            return self._open_records(path)
        except BaseException:
            # Anything else that failed on the way (a bug, a broken install): the records are not
            # open, the window says so for as long as answers are given, the crash hook the rest.
            self._not_kept()
            raise

    def _tell_the_crash_hook(self) -> None:
        """Let the crash dialog know whether answers are being kept (so it never says nothing
        was lost while the records are not open)."""
        import weakref

        from .errors import installed_reporter

        reporter = installed_reporter()
        if reporter is not None:
            window = weakref.ref(self)

            def kept() -> bool:
                alive = window()
                return alive is None or alive.records is not None

            reporter.answers_kept = kept

    def _not_kept(self) -> None:
        self.statusBar().showMessage(self.tr("Answers are not being kept this session."))
        self._say_kept(False)
        self.panel.attach_records(None, None)

    def _open_records(self, path: str | None) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from ..records.database import Problem, RecordsError, RecordsFileError, open_records, recover
        from .restoredialog import RestoreAction
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
            except RecordsFileError as error:
                choice = self._ask_about(error)
                if choice.action is not RestoreAction.NOT_KEPT:
                    try:
                        recovery = recover(
                            None if choice.backup is None else choice.backup.path,
                            error.path,
                            salvage=error.problem is Problem.CORRUPT,
                        )
                    except RecordsError as failure:
                        QMessageBox.warning(
                            self, self.tr("The backup cannot be restored"), as_typed(error_text(failure))
                        )
                    else:
                        saved = recovery.salvaged.attempts if recovery.salvaged else 0
                        restored = self.tr(
                            "The backup was restored, with %n answer(s) saved from the damaged "
                            "file; the damaged file is kept as {path}.",
                            "",
                            saved,
                        ).format(path=recovery.aside)
                        continue
                self._not_kept()
                return False
        self.records = records
        self._watch_check(records, records.start_backups())
        self._say_kept(True)
        self.panel.attach_records(records, trainee.id)
        if restored:
            self.statusBar().showMessage(restored)
        for words in records.warnings:  # a rebuilt index, a backup that could not be made
            from .wordedtext import worded_text

            QMessageBox.warning(
                self, self.tr("About your records"), as_typed(worded_text(words, "RecordsErrors"))
            )
        return True

    def _watch_check(self, records: Records, job: BackupThread) -> None:
        """Tell the user as soon as the backup thread's daily check finds the records damaged
        (it runs off the GUI thread; this looks at it until it is done)."""

        def look() -> None:
            if self.records is not records:
                return  # closed meanwhile
            if not job.checked.is_set():
                QTimer.singleShot(CHECK_LOOK_MS, self, look)
                return
            words = records.damage_found()
            if words is not None:
                from PySide6.QtWidgets import QMessageBox

                from .wordedtext import worded_text

                self.statusBar().showMessage(self.tr("Your records file is damaged: see the message."))
                QMessageBox.warning(
                    self, self.tr("Your records are damaged"), as_typed(worded_text(words, "RecordsErrors"))
                )

        QTimer.singleShot(CHECK_LOOK_MS, self, look)

    def _ask_about(self, error: RecordsFileError) -> RestoreChoice:
        """What to do about records that cannot be opened: the restore dialog for a damaged or
        newer file (its backups checked and listed), else the error and no way but on."""
        from PySide6.QtWidgets import QApplication, QMessageBox

        from ..records.backups import backup_infos
        from ..records.errors import Problem
        from .restoredialog import RestoreAction, RestoreChoice, RestoreDialog

        if error.problem not in (Problem.CORRUPT, Problem.NEWER):
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Your records cannot be opened"),
                as_typed(error_text(error)),
                parent=self,
            )
            box.addButton(self.tr("Practise without keeping answers"), QMessageBox.ButtonRole.RejectRole)
            box.exec()
            return RestoreChoice(RestoreAction.NOT_KEPT)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            backups = backup_infos(error.path)  # each checked (once per process)
        finally:
            QApplication.restoreOverrideCursor()
        dialog = RestoreDialog(error, backups, self)
        try:
            dialog.exec()
            return dialog.choice()
        finally:
            dialog.deleteLater()

    def _say_kept(self, kept: bool) -> None:
        """Say in the status bar, for as long as it is so, that answers are not being kept:
        a message of its own beside the score's, which every answer replaces."""
        from PySide6.QtWidgets import QLabel

        label: QLabel | None = getattr(self, "not_kept_label", None)
        if label is None:
            if kept:
                return
            label = QLabel(self.tr("Answers are NOT being kept: your records could not be opened."))
            label.setObjectName("notKept")
            font = label.font()
            font.setBold(True)
            label.setFont(font)
            self.statusBar().addPermanentWidget(label)
            self.not_kept_label = label
        label.setVisible(not kept)

    def newTrainee(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        if self.records is None:
            return
        name, ok = QInputDialog.getText(self, self.tr("New trainee"), self.tr("Name:"))
        if ok and name.strip():
            from PySide6.QtWidgets import QMessageBox

            from ..records.database import RecordsError

            try:
                trainee = self.records.trainee_named_or_added(name)
            except RecordsError as error:  # a full disk, a folder turned read-only
                QMessageBox.warning(self, self.tr("The trainee cannot be added"), as_typed(error_text(error)))
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
            self.statusBar().showMessage(
                self.tr(
                    "%n damaged answer(s) in your records were skipped.", "", self.records.damaged_answers
                )
            )

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
        from PySide6.QtWidgets import QMessageBox

        from ..engine.errors import EngineError
        from ..records.database import replay_question
        from ..records.errors import RecordsError
        from ..training.errors import TrainingError

        assert self.records is not None
        if self.panel.busy_with_exam():
            return
        try:
            question = replay_question(self.records.attempt(attempt_id))
        except (RecordsError, TrainingError, EngineError) as error:
            # A damaged or vanished answer, or a hand the rules now refuse: say so.
            QMessageBox.warning(self, self.tr("This hand cannot be dealt again"), error_text(error))
            return
        self.panel.leave_pack()
        self.panel.present(question)
        self.raise_()

    def takeExam(self) -> None:
        from PySide6.QtWidgets import QDialog, QMessageBox

        if not self._need_records():
            return
        from ..engine.errors import EngineError
        from ..records.errors import RecordsError
        from ..records.exams import ExamRun
        from ..training.errors import TrainingError
        from .exams_gui import ExamSetupDialog

        # The last exam's settings; the first time, the games and rules being practised.
        dialog = ExamSetupDialog(self, variants=self.panel.variants(), rules=self.panel.rule_sets())
        dialog.restore_settings(QSettings())
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            dialog.save_settings(QSettings())
            run = ExamRun(dialog.spec(), records=self.records, trainee_id=self.panel.trainee_id)
        except (RecordsError, TrainingError, EngineError) as error:  # ExamError, no such hand
            QMessageBox.warning(self, self.tr("Cannot start the exam"), as_typed(error_text(error)))
            return
        finally:
            dialog.deleteLater()  # a child of the window: gone once it is used
        self.panel.start_exam(run)

    def showExamReport(self, report: object) -> None:
        from .exams_gui import ExamReportView

        if self.exam_report_view is not None:  # one report window: the newest exam's
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
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export My Results"), f"{name}-results.csv", self.tr("Results (*.csv)")
        )
        if path:
            count = export_results(self.records, self.panel.trainee_id, path)
            self.statusBar().showMessage(
                (
                    self.tr("1 answer exported to {path}")
                    if count == 1
                    else self.tr("{count} answers exported to {path}")
                ).format(count=number(count), path=path)
            )

    def _need_records(self) -> bool:
        from PySide6.QtWidgets import QMessageBox

        if self.records is None and not self.openRecords():
            return False
        if self.panel.trainee_id is None:
            QMessageBox.information(
                self, self.tr("Choose a trainee"), self.tr("Choose who is practising first.")
            )
            return False
        return True

    def _dialog(self, title: str, widget: QWidget, size: tuple[int, int], name: str) -> QDialog:
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
        key = id(widget)  # not the widget: the slot must not keep it alive

        def forget() -> None:
            if id(getattr(self, name, None)) == key:
                setattr(self, name, None)

        dialog.finished.connect(forget)
        dialog.destroyed.connect(forget)
        dialog.show()
        return dialog
