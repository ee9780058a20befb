"""A finished exam in the window: passed or not, the score, the score per drill, and
every answer to review, saved as PDF (:func:`~.exampdf.write_exam_pdf`) or CSV
(:func:`~dealer_trainer.records.exams.report_csv`).

The scores, the right answers and the engine's reasons all come from the
records core; this view only lays them out, in the words of :mod:`.examtext`,
and follows the light or dark scheme.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..atomicfile import write_text_atomic
from ..records.exams import ExamReport, report_csv
from .cells import read_only_cell
from .charts import ThemedView, view_font
from .exampdf import write_exam_pdf
from .examtext import (
    level_text,
    review_heading,
    review_html,
    score_text,
    spot_tally_text,
    taken_text,
    verdict_text,
    verdict_words,
)
from .plaintext import as_typed, plain_label
from .progress import percent
from .theme import PRINT, accuracy_colour, accuracy_text_colour, report_ink
from .wordedtext import error_text
from .words import drill_heading, drill_name, number


def _file_stem(report: ExamReport) -> str:
    words = f"{report.title} {report.trainee}".strip()
    return re.sub(r"[^\w.-]+", "-", words).strip("-") or QCoreApplication.translate(
        "examreport", "exam-report"
    )


class ExamReportView(ThemedView):
    """A finished exam: passed or not, the score, per drill, and every answer to review."""

    #: The path of a file just saved (PDF or CSV).
    saved = Signal(str)

    def __init__(self, report: ExamReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setAccessibleName(self.tr("Exam report: {title}").format(title=report.title))
        layout = QVBoxLayout(self)

        mark = "✔ " if report.passed else "✘ "  # a sign, the same in every language
        self.banner = plain_label(QLabel(mark + verdict_text(report)))
        self.banner.setObjectName("examBanner")
        self.banner.setAccessibleName(self.tr("Result: {verdict}").format(verdict=verdict_words(report)))
        self.banner.setFont(view_font(self.font(), 1.8))
        banner_font = self.banner.font()
        banner_font.setBold(True)
        self.banner.setFont(banner_font)
        colour = PRINT.answer if report.passed else PRINT.warn
        self.banner.setStyleSheet(
            f"QLabel#examBanner {{ background: {colour}; color: white; "
            "padding: 10px 18px; border-radius: 6px; }"
        )
        self.score_label = QLabel(score_text(report))
        self.score_label.setAccessibleName(self.tr("Score"))
        self.score_label.setFont(view_font(self.font(), 1.3))
        top = QHBoxLayout()
        top.addWidget(self.banner)
        top.addSpacing(12)
        top.addWidget(self.score_label, 1)
        layout.addLayout(top)

        trainee = report.trainee or self.tr("no trainee named")
        facts = (
            f"<b>{html.escape(report.title)}</b> · {html.escape(trainee)} · {html.escape(taken_text(report))}"
            "<br>" + html.escape(self.tr("Level: {level}").format(level=level_text(report)))
        )
        self.facts = QLabel(facts)
        self.facts.setWordWrap(True)
        self.facts.setAccessibleName(self.tr("Exam, trainee and time"))
        layout.addWidget(self.facts)

        body = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._heading(self.tr("Score per drill")))
        columns = [self.tr("Drill"), self.tr("Right"), self.tr("Questions"), self.tr("Score")]
        self.drill_table = QTableWidget(len(report.per_drill), len(columns))
        self.drill_table.setAccessibleName(self.tr("Score per drill"))
        self.drill_table.setHorizontalHeaderLabels(columns)
        self.drill_table.verticalHeader().setVisible(False)
        self.drill_table.horizontalHeader().setFont(view_font(self.font()))
        self.drill_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        right = Qt.AlignmentFlag.AlignRight
        for row, part in enumerate(report.per_drill):
            name = read_only_cell(drill_name(part.drill))
            name.setToolTip(drill_heading(part.drill))
            score = read_only_cell(percent(part.share), right)
            for column, item in enumerate(
                (
                    name,
                    read_only_cell(number(part.right), right),
                    read_only_cell(number(part.total), right),
                    score,
                )
            ):
                self.drill_table.setItem(row, column, item)
        header = self.drill_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.drill_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.drill_table.setCurrentCell(-1, -1)  # no focus frame on the first cell
        left.addWidget(self.drill_table)
        # Spot the error's stops by what they were: caught, missed, false alarms.
        self.spot_label = QLabel(spot_tally_text(report))
        self.spot_label.setWordWrap(True)
        self.spot_label.setAccessibleName(self.tr("Spot the error: the stops"))
        self.spot_label.setVisible(bool(report.spot_tally))
        left.addWidget(self.spot_label)
        body.addLayout(left, 2)

        review = QVBoxLayout()
        review.addWidget(self._heading(review_heading(report)))
        self.wrong_view = QTextBrowser()
        self.wrong_view.setAccessibleName(self.tr("Answers to review"))
        self.wrong_view.setOpenLinks(False)
        review.addWidget(self.wrong_view)
        body.addLayout(review, 3)
        layout.addLayout(body, 1)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.pdf_button = QPushButton(self.tr("Save as PDF…"))
        self.pdf_button.setAccessibleName(self.tr("Save the report as PDF"))
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.csv_button = QPushButton(self.tr("Save as CSV…"))
        self.csv_button.setAccessibleName(self.tr("Save the report as CSV"))
        self.csv_button.clicked.connect(self.choose_csv)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.csv_button)
        layout.addLayout(buttons)

        self._apply_theme()
        self._follow_scheme()
        # Room for every drill's whole name (longer in some languages than in
        # English): the review beside it wraps, a name cut to "Primero …" cannot.
        self.drill_table.setMinimumWidth(self._table_width())

    def _table_width(self) -> int:
        """The score table's width with every column at its contents' width."""
        table = self.drill_table
        header = table.horizontalHeader()
        columns = sum(
            max(table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(table.columnCount())
        )
        return columns + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width()

    # --- theme

    def _apply_theme(self) -> None:
        dark = self.theme().dark
        for row, part in enumerate(self.report.per_drill):
            score = self.drill_table.item(row, 3)
            if score is not None:
                score.setBackground(QBrush(accuracy_colour(part.share, dark)))
                score.setForeground(QBrush(accuracy_text_colour(dark)))
        self.wrong_view.setHtml(review_html(self.report, report_ink(dark)))

    def wrong_numbers(self) -> list[int]:
        """The numbers of the questions listed for review."""
        return [r.number for r in self.report.wrong]

    # --- saving

    def _ask_path(self, caption: str, suffix: str, name_filter: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            self, caption, f"{_file_stem(self.report)}{suffix}", name_filter
        )
        if not path:
            return None
        chosen = Path(path)
        return chosen if chosen.suffix else chosen.with_suffix(suffix)

    def choose_pdf(self) -> None:
        path = self._ask_path(self.tr("Save the Exam Report as PDF"), ".pdf", self.tr("PDF files (*.pdf)"))
        if path is not None:
            self.save_pdf(path)

    def choose_csv(self) -> None:
        path = self._ask_path(self.tr("Save the Exam Report as CSV"), ".csv", self.tr("CSV files (*.csv)"))
        if path is not None:
            self.save_csv(path)

    def save_pdf(self, path: str | Path) -> bool:
        """Write the PDF to ``path``; False (after saying why) if it cannot be written."""
        try:
            write_exam_pdf(self.report, path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save the report"), as_typed(error_text(error)))
            return False
        self.saved.emit(str(path))
        return True

    def save_csv(self, path: str | Path) -> bool:
        """Write the CSV to ``path``; False (after saying why) if it cannot be written."""
        try:
            # A byte-order mark, so spreadsheet programs read names with accents right;
            # the CSV's own line ends, as they are.
            write_text_atomic(path, report_csv(self.report), encoding="utf-8-sig", newline="")
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Cannot save the report"),
                as_typed(
                    self.tr("Cannot write {path}: {why}").format(path=path, why=error.strerror or error)
                ),
            )
            return False
        self.saved.emit(str(path))
        return True


__all__ = ["ExamReportView"]
