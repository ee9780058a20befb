"""Print or save a pack's answer key, or the worksheet for trainees.

The instructor chooses what to make (the key with the answers, or the
worksheet without them) and the paper (A4 or US Letter, the locale's by
default), then prints through Qt's print preview or saves a PDF. Both paint
with :func:`~dealer_trainer.gui.answerkey.paint_key`, so the printed pages are
the saved ones. Saving a PDF runs in the background with a progress dialog
that can cancel it (a big pack takes a while); a cancelled key leaves no file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .answerkey import document_name, paper_size, write_answer_key
from .printing import open_print_preview
from .wordedtext import error_text

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from ..packs.model import Pack
    from ..training.drills import Question
    from .operations import Progress, SteppedOp

#: The papers offered: A4 and US Letter.
PAPERS = (QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter)
#: The keys being saved now.
_saving: set[SteppedOp] = set()


def save_key_in_background(
    parent: QWidget | None,
    pack: Pack,
    target: str | Path,
    *,
    worksheet: bool = False,
    page_size: QPageSize | None = None,
    on_saved: Callable[[int], None] | None = None,
    on_failed: Callable[[BaseException], None] | None = None,
    on_cancelled: Callable[[], None] | None = None,
) -> SteppedOp:
    """Write the key (or worksheet) of ``pack`` to ``target`` while the window goes on.

    It runs in steps between the window's events, with a progress dialog
    that can cancel it (see :class:`~dealer_trainer.gui.operations.SteppedOp`
    for why not on a worker). ``on_saved(pages)``, ``on_failed(error)`` or
    ``on_cancelled()`` is called when it ends.
    """
    from PySide6.QtCore import QCoreApplication

    from .operations import run_in_steps

    # On the GUI thread, in steps between the window's events: the key makes
    # Qt objects (its documents, the PDF writer), which a worker must not.
    def work(progress: Progress) -> int:
        return write_answer_key(
            pack, target, worksheet=worksheet, page_size=page_size, progress=progress.report
        )

    title = (
        QCoreApplication.translate("keydialog", "Saving the worksheet")
        if worksheet
        else QCoreApplication.translate("keydialog", "Saving the answer key")
    )
    op = run_in_steps(
        parent,
        title,
        work,
        lambda pages: on_saved(pages) if on_saved else None,
        on_failure=on_failed,
        on_cancel=on_cancelled,
    )
    op.done.connect(lambda: _saving.discard(op))
    _saving.add(op)
    return op


def stop_saving() -> None:
    """Cancel the keys being saved (the window is closing).

    A key not yet begun ends now; one under way stops at its next step, as
    soon as the window's close returns to it, and leaves no file.
    """
    for op in list(_saving):
        op.cancel()


class AnswerKeyDialog(QDialog):
    """What to make of a pack (key or worksheet), on which paper; print or save it."""

    #: Emitted with the PDF's path and its page count once it is saved.
    saved = Signal(str, int)

    def __init__(self, pack: Pack, path: str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self.path = Path(path)
        self._questions: list[list[Question]] | None = None
        self.preview: QPrintPreviewDialog | None = None
        self.job: SteppedOp | None = None
        self.setWindowTitle(self.tr("Answer Key — {title}").format(title=pack.title))
        layout = QVBoxLayout(self)
        heading = QLabel(
            self.tr("<b>{title}</b><br>{hands} hands, {questions} questions").format(
                title=_escape(pack.title), hands=len(pack.items), questions=pack.question_count
            )
        )
        layout.addWidget(heading)
        form = QFormLayout()
        self.key_button = QRadioButton(self.tr("Answer key for the instructor"))
        self.key_button.setToolTip(self.tr("Every question with its answer, the reasons and your notes"))
        self.worksheet_button = QRadioButton(self.tr("Worksheet for trainees (no answers)"))
        self.worksheet_button.setToolTip(
            self.tr("The same pages with the answers left blank and lines to write them on")
        )
        self.key_button.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.key_button)
        group.addButton(self.worksheet_button)
        kinds = QVBoxLayout()
        kinds.addWidget(self.key_button)
        kinds.addWidget(self.worksheet_button)
        form.addRow(self.tr("Make"), kinds)
        self.paper_box = QComboBox()
        self.paper_box.setAccessibleName(self.tr("Paper"))
        for paper in PAPERS:
            self.paper_box.addItem(QPageSize(paper).name(), paper)
        default = paper_size().id()
        self.paper_box.setCurrentIndex(max(0, self.paper_box.findData(default)))
        form.addRow(self.tr("Paper"), self.paper_box)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.print_button = QPushButton(self.tr("&Print…"))
        self.print_button.setToolTip(self.tr("Preview the pages, then print them"))
        self.pdf_button = QPushButton(self.tr("&Save as PDF…"))
        self.pdf_button.setToolTip(self.tr("Save the pages as a PDF file"))
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(self.print_preview)
        self.pdf_button.clicked.connect(self.choose_pdf)
        layout.addWidget(buttons)

    # --- choices

    @property
    def worksheet(self) -> bool:
        return self.worksheet_button.isChecked()

    def page_size(self) -> QPageSize:
        return QPageSize(QPageSize.PageSizeId(self.paper_box.currentData()))

    def default_pdf_name(self) -> str:
        # a word of the file's name, in the user's language like the pages
        kind = self.tr("worksheet") if self.worksheet else self.tr("answer-key")
        return str(self.path.with_name(f"{self.path.stem}-{kind}.pdf"))

    # --- printing

    def print_preview(self) -> QPrintPreviewDialog:
        """Open the print preview (pages, paper, printer); it prints from there."""
        printer, preview = open_print_preview(
            self,
            self.page_size(),
            document_name(self.pack, self.worksheet),
            self.tr("Print — {title}").format(title=self.pack.title),
            self.paint_pages,
        )
        self.printer, self.preview = printer, preview
        return preview

    def paint_pages(self, printer: QPrinter) -> int:
        """Paint the pages on ``printer`` (the preview asks for them, and so does printing)."""
        from .answerkey import key_questions, paint_key

        # The preview needs its pages painted here, on the GUI thread (a PDF is
        # saved in the background instead): say that it is busy meanwhile.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            if self._questions is None:
                self._questions = key_questions(self.pack)
            return paint_key(self.pack, self._questions, printer, worksheet=self.worksheet)
        finally:
            QApplication.restoreOverrideCursor()

    # --- saving

    def choose_pdf(self) -> None:
        from .packfiles import add_recent

        target, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF"), self.default_pdf_name(), self.tr("PDF documents (*.pdf)")
        )
        if not target:
            return
        if not Path(target).suffix:
            target += ".pdf"
        add_recent(self.path)
        self.save_pdf(target)

    def save_pdf(self, target: str) -> SteppedOp:
        """Save the PDF in the background; say how it went when it ends."""
        self.pdf_button.setEnabled(False)
        self.print_button.setEnabled(False)

        def saved(pages: int) -> None:
            self._idle()
            self.saved.emit(target, pages)

        def failed(error: BaseException) -> None:
            self._idle()
            QMessageBox.warning(self, self.tr("Cannot save the answer key"), error_text(error))

        self.job = save_key_in_background(
            self,
            self.pack,
            target,
            worksheet=self.worksheet,
            page_size=self.page_size(),
            on_saved=saved,
            on_failed=failed,
            on_cancelled=self._idle,
        )
        return self.job

    def _idle(self) -> None:
        self.job = None
        self.pdf_button.setEnabled(True)
        self.print_button.setEnabled(True)
        if not self.isVisible():  # closed while it was saving
            self.deleteLater()

    def done(self, result: int) -> None:
        """Closed: gone once no PDF is being saved from it."""
        super().done(result)
        if self.job is None:
            self.deleteLater()


def _escape(text: str) -> str:
    import html

    return html.escape(text)


__all__ = ["PAPERS", "AnswerKeyDialog", "save_key_in_background", "stop_saving"]
