"""The main window's files: hands, packs, presenting, answer keys, the editor.

A part of :class:`~.mainwindow.MainWindow` (a base class of it): opening a
hand to deal along with its walk-through beside the table, a pack to work
through (read and checked on a worker thread), a pack to present or to
print an answer key of, the pack editor, and a picture of the window.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from .plaintext import as_typed
from .windowrecords import WindowRecords
from .wordedtext import error_text, worded_text
from .words import number

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDockWidget, QTextBrowser

    from ..packs.model import Pack
    from .editor import PackEditor
    from .keydialog import AnswerKeyDialog
    from .operations import BackgroundOp, SteppedOp
    from .presenter import PresenterWindow


class WindowFiles(WindowRecords):
    """The files part of the main window (see the module docstring)."""

    walkthrough_dock: QDockWidget | None
    walkthrough_view: QTextBrowser
    walkthrough_action: QAction
    presenter: PresenterWindow
    answer_key_dialog: AnswerKeyDialog
    editor: PackEditor

    def openScenario(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open Hand"), "", self.tr("Stud hands (*.json);;All files (*)")
        )
        if path:
            self.showScenario(path)

    def openPackDialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        from .packfiles import pack_filter

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Pack"), self._pack_folder(), pack_filter())
        if path:
            self.openPackInBackground(path)

    def openPack(self, path: str) -> bool:
        """Work through the pack at ``path`` in order; say what is wrong if it is invalid."""
        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        return self._startPack(pack, path)

    def openPackInBackground(self, path: str) -> BackgroundOp[Pack]:
        """:meth:`openPack` with the reading and checking on a worker thread.

        A big pack takes seconds to check hand by hand: the window stays
        responsive meanwhile, with a progress dialog that can cancel it.
        """
        from PySide6.QtWidgets import QMessageBox

        from ..packs.model import PackError
        from ..packs.storage import load_pack
        from .operations import Progress, run_in_background

        def work(progress: Progress) -> Pack:
            return load_pack(path, lambda done, total, _label: progress.report(done, total))

        def failed(error: BaseException) -> None:
            if not isinstance(error, PackError):
                raise error  # a fault of ours: the crash hook logs it and says so
            QMessageBox.warning(self, self.tr("Cannot open pack"), f"{Path(path).name}: {error_text(error)}")

        def opened(pack: Pack) -> None:
            self._startPack(pack, path)

        return run_in_background(
            self, self.tr("Opening {name}…").format(name=Path(path).name), work, opened, on_failure=failed
        )

    def _startPack(self, pack: Pack, path: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from ..packs.storage import questions_of

        if not pack.items:
            QMessageBox.information(
                self,
                self.tr("Empty pack"),
                as_typed(self.tr("{title} has no hands yet.").format(title=pack.title)),
            )
            return False
        questions = [
            (question, item.note) for item, asked in zip(pack.items, questions_of(pack)) for question in asked
        ]
        self.setWindowTitle(self.tr("{title} — Dealer Trainer").format(title=pack.title))
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

    def _load_pack_or_say(self, path: str) -> Pack | None:
        from PySide6.QtWidgets import QMessageBox

        from ..packs.model import PackError
        from ..packs.storage import load_pack

        try:
            return load_pack(path)
        except PackError as error:
            QMessageBox.warning(
                self, self.tr("Cannot open pack"), as_typed(f"{Path(path).name}: {error_text(error)}")
            )
            return None

    def presentPackDialog(self) -> None:
        path = self._choose_pack(self.tr("Present a Pack"))
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
        path = self._choose_pack(self.tr("Answer Key for a Pack"))
        if path:
            self.showAnswerKey(path)

    def showAnswerKey(self, path: str) -> bool:
        """Offer the pack's answer key or worksheet, to print or to save as PDF."""
        pack = self._load_pack_or_say(path)
        if pack is None:
            return False
        from .keydialog import AnswerKeyDialog

        dialog = AnswerKeyDialog(pack, path, self)
        dialog.saved.connect(
            lambda target, pages: self._answer_key_saved(target, pages, worksheet=dialog.worksheet)
        )
        self.answer_key_dialog = dialog
        self._opened(path)
        dialog.open()
        return True

    def writeAnswerKey(self, path: str, target: str, *, worksheet: bool = False) -> SteppedOp | None:
        """Save the pack's answer key (or worksheet) as the PDF ``target``, in the
        background; None if the pack cannot be opened. The status bar says when it is done."""
        from PySide6.QtWidgets import QMessageBox

        pack = self._load_pack_or_say(path)
        if pack is None:
            return None
        from .keydialog import save_key_in_background

        def failed(error: BaseException) -> None:
            QMessageBox.warning(self, self.tr("Cannot save the answer key"), as_typed(error_text(error)))

        self._opened(path)
        return save_key_in_background(
            self,
            pack,
            target,
            worksheet=worksheet,
            on_saved=lambda pages: self._answer_key_saved(target, pages, worksheet=worksheet),
            on_failed=failed,
            on_cancelled=lambda: self.statusBar().showMessage(self.tr("Cancelled: no answer key was saved.")),
        )

    def _answer_key_saved(self, target: str, pages: int, *, worksheet: bool = False) -> None:
        if pages == 1:
            done = (
                self.tr("Worksheet saved: {path} (1 page)")
                if worksheet
                else self.tr("Answer key saved: {path} (1 page)")
            )
        else:
            done = (
                self.tr("Worksheet saved: {path} ({pages} pages)")
                if worksheet
                else self.tr("Answer key saved: {path} ({pages} pages)")
            )
        self.statusBar().showMessage(done.format(path=target, pages=number(pages)))

    def openEditor(self) -> None:
        """Open the pack editor; if it is open already, bring it to the front."""
        from PySide6.QtWidgets import QApplication

        from .editor import PackEditor

        editor = getattr(self, "editor", None)
        if not (isinstance(editor, PackEditor) and editor.isVisible()):
            # one left open by an earlier main window (closed while it stayed)
            editor = next(
                (w for w in QApplication.topLevelWidgets() if isinstance(w, PackEditor) and w.isVisible()),
                None,
            )
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

        from ..engine import ScenarioError, load_scenario, play
        from ..filereading import FileReadError, read_json_file
        from .walkwords import walkthrough_text

        name = Path(path).name
        if self.panel.exam is not None:
            QMessageBox.information(
                self, self.tr("An exam is running"), self.tr("Finish the exam before opening a hand.")
            )
            return False
        try:
            data = read_json_file(path)
        except FileReadError as error:
            reason = worded_text(error.reason_words, error.words_context)
            QMessageBox.warning(self, self.tr("Cannot open the hand"), as_typed(f"{name}: {reason}"))
            return False
        try:
            hand = play(load_scenario(data))
        except ScenarioError as error:
            QMessageBox.warning(
                self, self.tr("Cannot open the hand"), as_typed(f"{name}: {error_text(error)}")
            )
            return False
        self.panel.leave_pack()
        self.panel.start_deal_along(data)
        self.setWindowTitle(self.tr("{title} — Dealer Trainer").format(title=name))
        self.statusBar().showMessage(
            self.tr(
                "{name}: deal the hand on the table. File ▸ Show the Hand's Walk-through tells every move."
            ).format(name=name)
        )
        view = self._walkthrough_view()
        view.setHtml("<pre style='white-space: pre-wrap'>" + html.escape(walkthrough_text(hand)) + "</pre>")
        dock = self.walkthrough_dock
        assert dock is not None
        dock.setWindowTitle(self.tr("Walk-through — {name}").format(name=name))
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
        if not self.isMinimized():  # a minimised window hides its docks too
            self.walkthrough_action.setChecked(visible)

    def savePicture(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save Picture"), "dealer-trainer.png", self.tr("PNG pictures (*.png)")
        )
        if path and not self.grab().save(path):
            QMessageBox.warning(
                self,
                self.tr("Cannot save picture"),
                as_typed(self.tr("Could not write {path}.").format(path=path)),
            )
