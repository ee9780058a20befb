"""Exams in the window: the instructor's setup dialog, the report, and its PDF.

:class:`ExamSetupDialog` describes an exam and gives its
:class:`~dealer_trainer.records.exams.ExamSpec`; :class:`ExamReportView`
shows a finished exam's :class:`~dealer_trainer.records.exams.ExamReport`
and saves it as PDF (:func:`write_exam_pdf`) or CSV
(:func:`~dealer_trainer.records.exams.report_csv`). The scores, the right
answers and the engine's reasons all come from the records core; this module
only lays them out.

The PDF is written with Qt's own :class:`QPdfWriter`, like the answer key
(:mod:`.answerkey`, whose paper size, margins and colours it shares): a title
block (exam, trainee, date, score, passed or not), the score per drill, then
every answer to review with the right answer and the reasons, and a footer
with the page numbers. Nothing needs a screen: with no application running,
Qt starts on the offscreen platform.
"""

from __future__ import annotations

import html
import os
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from enum import Enum
from typing import Iterable, TypeVar

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSettings, QSizeF, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QGuiApplication, QPageLayout,
                           QPageSize, QPainter, QPdfWriter, QPen, QTextBlock, QTextBlockFormat,
                           QTextCursor, QTextDocument, QTextFormat)
from PySide6.QtWidgets import (QAbstractItemView, QApplication, QButtonGroup, QCheckBox,
                               QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QMessageBox, QPushButton, QRadioButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QTextBrowser, QVBoxLayout, QWidget)

from .. import __version__
from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..packs.model import Pack
from ..records.exams import (DEFAULT_COUNT, MAX_QUESTIONS, ExamError, ExamReport, ExamSpec,
                             QuestionResult, report_csv)
from ..training.kinds import Drill
from .answerkey import (ANSWER_COLOUR, BODY_PT, FOOTER_MM, FOOTER_PT, MARGIN_MM, MUTED,
                        RESOLUTION, RULE_COLOUR, TITLE_PT, WARN_COLOUR, paper_size)
from .drillpanel import RULE_NAMES, SHORT_NAMES
from .plaintext import as_typed, plain_label
from .progress import (DRILL_NAMES, ThemedView, accuracy_colour, accuracy_text_colour,
                       local_time, percent, view_font)

# Pack files: the one filter of every pack dialog (gui/packfiles.py).
from .packfiles import pack_filter
#: Lines kept free for the setup dialog's problems and notes (a typical few fit).
MESSAGE_LINES = 3
HEADING_PT = 13.0

K = TypeVar("K")
E = TypeVar("E", bound=Enum)


# --- words ----------------------------------------------------------------------------------


def duration_text(seconds: float) -> str:
    minutes, rest = divmod(int(round(seconds)), 60)
    if minutes >= 60:
        hours, minutes = divmod(minutes, 60)
        return f"{hours} h {minutes} min"
    if not minutes:
        return f"{rest} s"
    return f"{minutes} min {rest} s" if rest else f"{minutes} min"


def question_words(prompt: str) -> str:
    """The question of a prompt without the app's instructions ("Click the seat…")."""
    prompt = " ".join(prompt.split())
    end = prompt.find("?")
    if end >= 0:
        return prompt[:end + 1]
    end = prompt.find(". ")
    return prompt if end < 0 else prompt[:end + 1]


def taken_text(report: ExamReport) -> str:
    took = duration_text((report.finished - report.started).total_seconds())
    limit = ("" if report.time_limit_seconds is None
             else f" (limit {duration_text(report.time_limit_seconds)})")
    ran_out = " — the time ran out" if report.timed_out else ""
    return f"{local_time(report.started)}, {took}{limit}{ran_out}"


def score_text(report: ExamReport) -> str:
    return (f"{report.right} of {report.total} right ({percent(report.score)}); "
            f"pass mark {percent(report.pass_mark)}")


def verdict_text(report: ExamReport) -> str:
    return "PASSED" if report.passed else "NOT PASSED"


@dataclass(frozen=True)
class _Ink:
    """Colours of the report's text."""

    right: str
    wrong: str
    rule: str
    muted: str


PRINT_INK = _Ink(ANSWER_COLOUR, WARN_COLOUR, RULE_COLOUR, MUTED)
LIGHT_INK = PRINT_INK
DARK_INK = _Ink("#6fd08c", "#ff8a80", "#8ab4f8", "#a9b2ba")


def _where(result: QuestionResult) -> str:
    return (f"{DRILL_NAMES[result.drill]} · {spec_of(result.variant).title} · "
            f"{RULE_NAMES[result.rules]}")


def review_html(report: ExamReport, ink: _Ink, *, gap: int = 10, indent: int = 18) -> str:
    """Every answer to review: the answer given, the right one, and the engine's reasons.

    ``gap`` (CSS pixels) separates the questions; ``indent`` is the reasons' left margin
    (in the device's pixels, as Qt's rich text takes it).
    """
    if not report.wrong:
        return "<p>None: every answer was right.</p>"
    parts = []
    for n, result in enumerate(report.wrong):
        top = 0 if n == 0 else gap
        given = result.given if result.answered else "not answered"
        parts.append(f"<p style='margin-top:{top}px; margin-bottom:0'><b>Question "
                     f"{result.number}</b> <span style='color:{ink.muted}'>· "
                     f"{html.escape(_where(result))}</span></p>")
        words = question_words(result.prompt)
        if words:
            parts.append(f"<p style='margin-top:2px; margin-bottom:0'>"
                         f"{html.escape(words)}</p>")
        parts.append(f"<p style='margin-top:2px; margin-bottom:0'>Your answer: "
                     f"<b style='color:{ink.wrong}'>{html.escape(given)}</b></p>")
        parts.append(f"<p style='margin-top:2px; margin-bottom:0'>Right answer: "
                     f"<b style='color:{ink.right}'>{html.escape(result.expected)}</b></p>")
        if result.detail:
            parts.append(f"<p style='margin-top:2px; margin-bottom:0'>"
                         f"{html.escape(result.detail)}</p>")
        for reason in result.reasons:
            parts.append(f"<p style='margin-top:2px; margin-bottom:0; margin-left:{indent}px'>"
                         f"<b style='color:{ink.rule}'>{html.escape(reason.rule)}</b> — "
                         f"{html.escape(reason.text)}</p>")
    return "".join(parts)


# --- writing files ------------------------------------------------------------------------------


def write_text_atomic(path: str | Path, text: str, encoding: str = "utf-8-sig") -> None:
    """Write ``text`` to ``path`` through a temporary file renamed over it (never half a file).

    The default encoding starts with a byte-order mark, so spreadsheet programs
    read names with accents right. Line ends are written as they are in ``text``.
    """
    from ..atomicfile import write_text_atomic as write

    write(path, text, encoding=encoding, newline="")


def _ensure_app() -> None:
    if QGuiApplication.instance() is None:
        # A PDF needs no screen: without an application yet, start Qt offscreen.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .application import make_app

    make_app([sys.argv[0] if sys.argv and sys.argv[0] else "dealer-trainer"])


def write_exam_pdf(report: ExamReport, path: str | Path, *,
                   page_size: QPageSize | None = None) -> int:
    """Write ``report`` to the PDF ``path``; the number of pages.

    A4 or US Letter by the locale unless ``page_size`` is given. Written beside
    ``path`` and renamed over it, so a failure leaves no half-written file; an
    :class:`OSError` says why it could not be written.
    """
    path = Path(path)
    _ensure_app()
    from ..atomicfile import atomic_path

    try:
        with atomic_path(path) as temp:
            pages = _write_pdf(report, temp, page_size or paper_size())
    except OSError as error:
        raise type(error)(error.errno, f"cannot write the report: {error.strerror or error}",
                          str(path)) from None
    return pages


def _pdf_html(report: ExamReport, dpmm: float) -> str:
    """The whole report as rich text for a page ``dpmm`` device pixels per millimetre wide."""
    ink = PRINT_INK
    pad = 4            # cell padding, in CSS pixels (1/96 inch) like vertical margins
    verdict_colour = ink.right if report.passed else ink.wrong
    e = html.escape
    facts = [("Trainee", e(report.trainee or "—")), ("Taken", e(taken_text(report))),
             ("Score", f"<b>{report.right} of {report.total} right ({percent(report.score)})</b>"),
             ("Result", f"<b style='color:{verdict_colour}'>{verdict_text(report)}</b> "
                        f"(pass mark {percent(report.pass_mark)})")]
    parts = [
        f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
        f"<td valign='middle'><span style='font-size:{TITLE_PT}pt; font-weight:bold'>"
        f"{e(report.title)}</span><br><span style='color:{ink.muted}'>Exam report · Dealer "
        f"Trainer</span></td>"
        f"<td align='right' valign='middle'><table cellspacing='0' cellpadding='{pad * 2}' "
        f"bgcolor='{verdict_colour}'><tr><td><span style='color:#ffffff; font-size:{HEADING_PT}pt;"
        f" font-weight:bold'>{verdict_text(report)}</span></td></tr></table></td></tr></table>",
        f"<table cellspacing='0' cellpadding='{pad}' style='margin-top:10px'>"
        + "".join(f"<tr><td><span style='color:{ink.muted}'>{label}</span></td><td>{value}</td>"
                  "</tr>" for label, value in facts) + "</table>",
        f"<p style='margin-top:16px; margin-bottom:6px; font-size:{HEADING_PT}pt'><b>Score per "
        "drill</b></p>",
        f"<table width='100%' cellspacing='0' cellpadding='{pad}' border='1' "
        f"style='border-color:#9aa3ab; border-style:solid; border-collapse:collapse'>"
        "<tr bgcolor='#eef1f4'><th align='left'>Drill</th><th align='right'>Right</th>"
        "<th align='right'>Questions</th><th align='right'>Score</th></tr>"
        + "".join(f"<tr><td>{e(part.drill.heading)}</td><td align='right'>{part.right}</td>"
                  f"<td align='right'>{part.total}</td>"
                  f"<td align='right' bgcolor='{accuracy_colour(part.share, False).name()}'>"
                  f"{percent(part.share)}</td></tr>" for part in report.per_drill)
        + "</table>",
        f"<p style='margin-top:16px; margin-bottom:6px; font-size:{HEADING_PT}pt'><b>Answers to "
        f"review ({len(report.wrong)})</b></p>",
        review_html(report, ink, gap=10, indent=round(5 * dpmm)),
    ]
    return "".join(parts)


def _write_pdf(report: ExamReport, path: Path, page_size: QPageSize) -> int:
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(page_size, QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
                                     QPageLayout.Unit.Millimeter))
    writer.setTitle(f"{report.title} — {report.trainee}" if report.trainee else report.title)
    writer.setCreator(f"Dealer Trainer {__version__}")
    if report.trainee:
        writer.setAuthor(report.trainee)
    dpmm = writer.resolution() / 25.4
    width = float(writer.width())
    footer_h = FOOTER_MM * dpmm
    body_h = float(writer.height()) - footer_h
    font = QFont(QApplication.font().family())
    font.setPointSizeF(BODY_PT)

    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(_pdf_html(report, dpmm))
    doc.setPageSize(QSizeF(width, body_h))    # lays the text out in pages, no line cut in two
    _keep_questions_together(doc, report, body_h)
    doc.documentLayout().documentSize()
    pages = doc.pageCount()

    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(0, "Qt could not open the PDF for writing")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for page in range(pages):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * body_h)
            doc.drawContents(painter, QRectF(0, page * body_h, width, body_h))
            painter.restore()
            _paint_footer(painter, report, font, dpmm, width, body_h, footer_h, page + 1, pages,
                          writer)
    finally:
        painter.end()
    return pages


def _keep_questions_together(doc: QTextDocument, report: ExamReport, page_h: float) -> None:
    """Start an answer to review on a new page rather than split it over two (the first
    one with its heading), unless it is taller than a page."""
    heads = [f"Question {r.number} ·" for r in report.wrong]
    starts: list[QTextBlock] = []
    block = doc.begin()
    while block.isValid():
        text = block.text()
        if not starts and text.startswith("Answers to review ("):
            starts.append(block)                     # the heading goes with the first one
        elif heads and text.startswith(heads[0]):
            heads.pop(0)
            if len(starts) == 1 and starts[0].text().startswith("Answers to review ("):
                starts.append(QTextBlock())          # placeholder: the heading starts it
            else:
                starts.append(block)
        block = block.next()
    groups = [b for b in starts if b.isValid()]
    layout = doc.documentLayout()
    # Qt lays a document out lazily; positions are only right once the layout is done.
    layout.documentSize()
    for index, first in enumerate(groups):
        last = groups[index + 1].previous() if index + 1 < len(groups) else doc.lastBlock()
        top = layout.blockBoundingRect(first).top()
        bottom = layout.blockBoundingRect(last).bottom()
        if int(top // page_h) != int((bottom - 1) // page_h) and bottom - top <= page_h:
            form = QTextBlockFormat()
            form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            QTextCursor(first).mergeBlockFormat(form)
            layout.documentSize()


def _paint_footer(painter: QPainter, report: ExamReport, body_font: QFont, dpmm: float,
                  width: float, top: float, height: float, page: int, pages: int,
                  writer: QPdfWriter) -> None:
    font = QFont(body_font)
    font.setPointSizeF(FOOTER_PT)
    painter.setFont(font)
    painter.setPen(QPen(QColor("#b5bcc3"), 0.2 * dpmm))
    line_y = top + height * 0.35
    painter.drawLine(QPointF(0, line_y), QPointF(width, line_y))
    painter.setPen(QColor(MUTED))
    rect = QRectF(0, line_y, width, height * 0.65)
    number = f"Page {page} of {pages}"
    metrics = QFontMetricsF(font, writer)
    who = f"{report.title} — {report.trainee}" if report.trainee else report.title
    title = metrics.elidedText(f"{who} · {verdict_text(report).lower()}, "
                               f"{percent(report.score)}", Qt.TextElideMode.ElideRight,
                               width - metrics.horizontalAdvance(number) - 6 * dpmm)
    flags = Qt.AlignmentFlag.AlignVCenter
    painter.drawText(rect, int(flags | Qt.AlignmentFlag.AlignLeft), title)
    painter.drawText(rect, int(flags | Qt.AlignmentFlag.AlignRight), number)


def _file_stem(report: ExamReport) -> str:
    words = f"{report.title} {report.trainee}".strip()
    return re.sub(r"[^\w.-]+", "-", words).strip("-") or "exam-report"


# --- the report view ---------------------------------------------------------------------------


def _cell(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


class ExamReportView(ThemedView):
    """A finished exam: passed or not, the score, per drill, and every answer to review."""

    #: The path of a file just saved (PDF or CSV).
    saved = Signal(str)

    DRILL_COLUMNS = ("Drill", "Right", "Questions", "Score")

    def __init__(self, report: ExamReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.report = report
        self.setAccessibleName(f"Exam report: {report.title}")
        layout = QVBoxLayout(self)

        self.banner = plain_label(QLabel(("✔ " if report.passed else "✘ ")
                                         + verdict_text(report)))
        self.banner.setObjectName("examBanner")
        self.banner.setAccessibleName(f"Result: {verdict_text(report).lower()}")
        self.banner.setFont(view_font(self.font(), 1.8))
        banner_font = self.banner.font()
        banner_font.setBold(True)
        self.banner.setFont(banner_font)
        colour = ANSWER_COLOUR if report.passed else WARN_COLOUR
        self.banner.setStyleSheet(f"QLabel#examBanner {{ background: {colour}; color: white; "
                                  "padding: 10px 18px; border-radius: 6px; }")
        self.score_label = QLabel(score_text(report))
        self.score_label.setAccessibleName("Score")
        self.score_label.setFont(view_font(self.font(), 1.3))
        top = QHBoxLayout()
        top.addWidget(self.banner)
        top.addSpacing(12)
        top.addWidget(self.score_label, 1)
        layout.addLayout(top)

        self.facts = QLabel(f"<b>{html.escape(report.title)}</b> · "
                            f"{html.escape(report.trainee or 'no trainee named')} · "
                            f"{html.escape(taken_text(report))}")
        self.facts.setWordWrap(True)
        self.facts.setAccessibleName("Exam, trainee and time")
        layout.addWidget(self.facts)

        body = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self._heading("Score per drill"))
        self.drill_table = QTableWidget(len(report.per_drill), len(self.DRILL_COLUMNS))
        self.drill_table.setAccessibleName("Score per drill")
        self.drill_table.setHorizontalHeaderLabels(list(self.DRILL_COLUMNS))
        self.drill_table.verticalHeader().setVisible(False)
        self.drill_table.horizontalHeader().setFont(view_font(self.font()))
        self.drill_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        right = Qt.AlignmentFlag.AlignRight
        for row, part in enumerate(report.per_drill):
            name = _cell(DRILL_NAMES[part.drill])
            name.setToolTip(part.drill.heading)
            score = _cell(percent(part.share), right)
            for column, item in enumerate((name, _cell(str(part.right), right),
                                           _cell(str(part.total), right), score)):
                self.drill_table.setItem(row, column, item)
        header = self.drill_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.drill_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.drill_table.setCurrentCell(-1, -1)      # no focus frame on the first cell
        left.addWidget(self.drill_table)
        body.addLayout(left, 2)

        review = QVBoxLayout()
        review.addWidget(self._heading(f"Answers to review ({len(report.wrong)})"))
        self.wrong_view = QTextBrowser()
        self.wrong_view.setAccessibleName("Answers to review")
        self.wrong_view.setOpenLinks(False)
        review.addWidget(self.wrong_view)
        body.addLayout(review, 3)
        layout.addLayout(body, 1)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.pdf_button = QPushButton("Save as PDF…")
        self.pdf_button.setAccessibleName("Save the report as PDF")
        self.pdf_button.clicked.connect(self.choose_pdf)
        self.csv_button = QPushButton("Save as CSV…")
        self.csv_button.setAccessibleName("Save the report as CSV")
        self.csv_button.clicked.connect(self.choose_csv)
        buttons.addWidget(self.pdf_button)
        buttons.addWidget(self.csv_button)
        layout.addLayout(buttons)

        self._apply_theme()
        self._follow_scheme()

    # --- theme

    def _apply_theme(self) -> None:
        dark = self.theme().dark
        for row, part in enumerate(self.report.per_drill):
            score = self.drill_table.item(row, 3)
            if score is not None:
                score.setBackground(QBrush(accuracy_colour(part.share, dark)))
                score.setForeground(QBrush(accuracy_text_colour(dark)))
        self.wrong_view.setHtml(review_html(self.report, DARK_INK if dark else LIGHT_INK))

    def wrong_numbers(self) -> list[int]:
        """The numbers of the questions listed for review."""
        return [r.number for r in self.report.wrong]

    # --- saving

    def _ask_path(self, caption: str, suffix: str, name_filter: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, caption, f"{_file_stem(self.report)}{suffix}",
                                              name_filter)
        if not path:
            return None
        chosen = Path(path)
        return chosen if chosen.suffix else chosen.with_suffix(suffix)

    def choose_pdf(self) -> None:
        path = self._ask_path("Save the Exam Report as PDF", ".pdf", "PDF files (*.pdf)")
        if path is not None:
            self.save_pdf(path)

    def choose_csv(self) -> None:
        path = self._ask_path("Save the Exam Report as CSV", ".csv", "CSV files (*.csv)")
        if path is not None:
            self.save_csv(path)

    def save_pdf(self, path: str | Path) -> bool:
        """Write the PDF to ``path``; False (after saying why) if it cannot be written."""
        try:
            write_exam_pdf(self.report, path)
        except OSError as error:
            QMessageBox.warning(self, "Cannot save the report", as_typed(str(error)))
            return False
        self.saved.emit(str(path))
        return True

    def save_csv(self, path: str | Path) -> bool:
        """Write the CSV to ``path``; False (after saying why) if it cannot be written."""
        try:
            write_text_atomic(path, report_csv(self.report))
        except OSError as error:
            QMessageBox.warning(self, "Cannot save the report",
                                as_typed(f"Cannot write {path}: {error.strerror or error}"))
            return False
        self.saved.emit(str(path))
        return True


# --- the setup dialog -------------------------------------------------------------------------


class ExamSetupDialog(QDialog):
    """The instructor defines an exam: questions from a pack or generated, time, pass mark.

    :meth:`problems` says what stops the exam being made (the OK button waits
    for none); :meth:`spec` gives the :class:`ExamSpec`.
    """

    def __init__(self, parent: QWidget | None = None, *, spec: ExamSpec | None = None,
                 variants: Iterable[Variant] = (Variant.STUD7,),
                 rules: Iterable[RuleSetName] = (RuleSetName.PA,)) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Exam")
        self.setAccessibleName("New exam")
        self._pack: Pack | None = None
        self._pack_error = ""
        self._pack_path = ""
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.title_edit = QLineEdit("Exam")
        self.title_edit.setAccessibleName("Title")
        self.title_edit.setPlaceholderText("For example: Week 3 — bring-in and first to act")
        form.addRow("&Title", self.title_edit)
        layout.addLayout(form)

        # where the questions come from
        source = QGroupBox("Questions")
        grid = QGridLayout(source)
        self.generated_radio = QRadioButton("&Generated")
        self.generated_radio.setToolTip(self.tr(
            "New hands dealt from the hand set number: the same number gives every trainee "
            "the same questions"))
        self.pack_radio = QRadioButton("From a &pack")
        self.source_group = QButtonGroup(self)
        self.source_group.addButton(self.generated_radio)
        self.source_group.addButton(self.pack_radio)
        self.generated_radio.setChecked(True)
        grid.addWidget(self.generated_radio, 0, 0, 1, 3)

        gen = QWidget()
        self.generated_box = gen
        gen_form = QFormLayout(gen)
        gen_form.setContentsMargins(24, 0, 0, 0)
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, MAX_QUESTIONS)
        self.count_spin.setValue(DEFAULT_COUNT)
        self.count_spin.setAccessibleName("Number of questions")
        gen_form.addRow("Questions", self.count_spin)
        self.drill_boxes: dict[Drill, QCheckBox] = {}
        gen_form.addRow("Drills", self._boxes(
            self.drill_boxes, [(d, d.heading) for d in Drill], "Drill", columns=2))
        self.game_boxes: dict[Variant, QCheckBox] = {}
        gen_form.addRow("Games", self._boxes(
            self.game_boxes, [(v, SHORT_NAMES[v]) for v in Variant], "Game", columns=3,
            checked=set(variants) or {Variant.STUD7}))
        self.rule_boxes: dict[RuleSetName, QCheckBox] = {}
        gen_form.addRow("Rule sets", self._boxes(
            self.rule_boxes, [(r, RULE_NAMES[r]) for r in RuleSetName], "Rule set", columns=3,
            checked=set(rules) or {RuleSetName.PA}))
        self.hard_box = QCheckBox("Favour the hard cases (suit ties, common cards, odd chips…)")
        self.hard_box.setAccessibleName("Hard cases")
        gen_form.addRow("", self.hard_box)
        seed_row = QHBoxLayout()
        self.seed_spin = QSpinBox()
        self.seed_spin.setRange(0, 999_999)
        self.seed_spin.setValue(random.randrange(1, 1_000_000))
        self.seed_spin.setAccessibleName(self.tr("Hand set number"))
        self.seed_spin.setToolTip(self.tr("The same number deals the same hands to every "
                                          "trainee, so a class sits identical questions"))
        self.new_seed_button = QPushButton(self.tr("New hand set"))
        self.new_seed_button.setToolTip(self.tr("A new number: different hands from the last "
                                                "exam"))
        self.new_seed_button.clicked.connect(
            lambda: self.seed_spin.setValue(random.randrange(1, 1_000_000)))
        seed_row.addWidget(self.seed_spin)
        seed_row.addWidget(self.new_seed_button)
        seed_row.addStretch(1)
        gen_form.addRow(self.tr("Hand set no."), seed_row)
        grid.addWidget(gen, 1, 0, 1, 3)

        grid.addWidget(self.pack_radio, 2, 0, 1, 3)
        pack = QWidget()
        self.pack_box = pack
        pack_form = QFormLayout(pack)
        pack_form.setContentsMargins(24, 0, 0, 0)
        pack_row = QHBoxLayout()
        self.pack_edit = QLineEdit()
        self.pack_edit.setAccessibleName("Pack file")
        self.pack_edit.setPlaceholderText("A .studpack file")
        self.pack_edit.editingFinished.connect(lambda: self.set_pack_path(self.pack_edit.text()))
        self.browse_button = QPushButton("&Browse…")
        self.browse_button.setAccessibleName("Browse for a pack file")
        self.browse_button.clicked.connect(self.browse_pack)
        pack_row.addWidget(self.pack_edit, 1)
        pack_row.addWidget(self.browse_button)
        pack_form.addRow("Pack", pack_row)
        self.pack_info = plain_label(QLabel(""))
        self.pack_info.setWordWrap(True)
        pack_form.addRow("", self.pack_info)
        self.pack_count_spin = QSpinBox()
        self.pack_count_spin.setRange(0, MAX_QUESTIONS)
        self.pack_count_spin.setSpecialValueText("All")
        self.pack_count_spin.setAccessibleName("Number of questions from the pack")
        self.pack_count_spin.setToolTip(self.tr(
            "All the pack's questions, or this many drawn by the hand set number (kept in the "
            "pack's order)"))
        pack_form.addRow("Questions", self.pack_count_spin)
        grid.addWidget(pack, 3, 0, 1, 3)
        layout.addWidget(source)

        # the rules of the exam
        terms = QFormLayout()
        self.time_spin = QSpinBox()
        self.time_spin.setRange(0, 600)
        self.time_spin.setValue(30)
        self.time_spin.setSuffix(" min")
        self.time_spin.setSpecialValueText("No limit")
        self.time_spin.setAccessibleName("Time limit in minutes, 0 for none")
        terms.addRow("Time &limit", self.time_spin)
        self.pass_spin = QSpinBox()
        self.pass_spin.setRange(0, 100)
        self.pass_spin.setValue(80)
        self.pass_spin.setSuffix(" %")
        self.pass_spin.setAccessibleName("Pass mark in percent")
        terms.addRow("Pass &mark", self.pass_spin)
        layout.addLayout(terms)

        self.problems_label = plain_label(QLabel(""))
        self.problems_label.setObjectName("examProblems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setAccessibleName("Problems")
        self.problems_label.setStyleSheet(f"QLabel#examProblems {{ color: {WARN_COLOUR}; }}")
        self.notes_label = plain_label(QLabel(""))
        self.notes_label.setWordWrap(True)
        self.notes_label.setAccessibleName("Notes")
        # The problems and notes come and go as the instructor types: their room is kept
        # (MESSAGE_LINES lines) so the buttons below stay where the pointer is aimed.
        messages = QWidget()
        self.messages_box = messages
        message_layout = QVBoxLayout(messages)
        message_layout.setContentsMargins(0, 0, 0, 0)
        message_layout.addWidget(self.problems_label)
        message_layout.addWidget(self.notes_label)
        message_layout.addStretch(1)
        messages.setMinimumHeight(MESSAGE_LINES * self.fontMetrics().lineSpacing()
                                  + message_layout.spacing())
        layout.addWidget(messages)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Create Exam")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        for box in (*self.drill_boxes.values(), *self.game_boxes.values(),
                    *self.rule_boxes.values()):
            box.toggled.connect(self._update)
        self.title_edit.textChanged.connect(self._update)
        self.source_group.buttonToggled.connect(self._update)
        for spin in (self.count_spin, self.pack_count_spin, self.time_spin, self.pass_spin):
            spin.valueChanged.connect(self._update)
        if spec is not None:
            self.set_spec(spec)
        self._update()

    def _boxes(self, store: dict[K, QCheckBox], choices: list[tuple[K, str]], what: str, *,
                  columns: int, checked: set[K] | None = None) -> QWidget:
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        for index, (key, text) in enumerate(choices):
            box = QCheckBox(text)
            box.setAccessibleName(f"{what} {text}")
            box.setChecked(checked is None or key in checked)
            store[key] = box
            grid.addWidget(box, index // columns, index % columns)
        return holder

    # --- the pack

    def browse_pack(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Choose a Pack", self._pack_path,
                                              pack_filter())
        if path:
            self.set_pack_path(path)

    def set_pack_path(self, path: str | Path) -> None:
        """Use the pack at ``path`` (read now, so a bad file is reported at once)."""
        from ..packs.storage import load_pack

        text = str(path).strip()
        if text == self._pack_path and (self._pack is not None or self._pack_error):
            return
        self._pack_path = text
        self.pack_edit.setText(text)
        self._pack = None
        self._pack_error = ""
        if text:
            try:
                self._pack = load_pack(text)
            except ValueError as error:     # PackError, or a hand the engine refuses
                self._pack_error = str(error)
        if self._pack is not None:
            count = self._pack.question_count
            self.pack_info.setText(f"“{self._pack.title}”: {count} question"
                                   f"{'s' if count != 1 else ''}")
        else:
            self.pack_info.setText("")
        self.pack_radio.setChecked(True)
        self._update()

    def pack(self) -> Pack | None:
        return self._pack

    # --- the spec

    def set_spec(self, spec: ExamSpec) -> None:
        """Show ``spec`` (its pack, if any, must be chosen again by its file)."""
        self.title_edit.setText(spec.title)
        for drill, box in self.drill_boxes.items():
            box.setChecked(drill in spec.drills)
        for variant, box in self.game_boxes.items():
            box.setChecked(variant in spec.variants)
        for rules, box in self.rule_boxes.items():
            box.setChecked(rules in spec.rules)
        self.count_spin.setValue(spec.count or DEFAULT_COUNT)
        self.pack_count_spin.setValue(spec.count or 0)
        self.seed_spin.setValue(spec.seed)
        self.hard_box.setChecked(spec.hard)
        limit = spec.time_limit_seconds
        self.time_spin.setValue(0 if limit is None else max(1, round(limit / 60)))
        self.pass_spin.setValue(round(spec.pass_mark * 100))
        if spec.pack is not None:
            self._pack = spec.pack
            self.pack_info.setText(f"“{spec.pack.title}”")
            self.pack_radio.setChecked(True)

    def from_pack(self) -> bool:
        return self.pack_radio.isChecked()

    def _chosen(self, store: dict[K, QCheckBox]) -> tuple[K, ...]:
        return tuple(key for key, box in store.items() if box.isChecked())

    def problems(self) -> list[str]:
        """What stops the exam being made, in words (empty when it can be made)."""
        found = []
        if not self.title_edit.text().strip():
            found.append("Give the exam a title.")
        if self.from_pack():
            if self._pack_error:
                found.append(f"The pack cannot be used: {self._pack_error}")
            elif self._pack is None:
                found.append("Choose a pack file, or generate the questions.")
            elif self._pack.question_count == 0:
                found.append(f"The pack “{self._pack.title}” has no questions.")
        else:
            chosen = {"drill": self._chosen(self.drill_boxes),
                      "game": self._chosen(self.game_boxes),
                      "rule set": self._chosen(self.rule_boxes)}
            found.extend(f"Choose at least one {what}." for what, keys in chosen.items()
                         if not keys)
        if not found:
            try:
                self._make_spec()
            except ExamError as error:        # anything else the core refuses
                found.append(str(error).capitalize() + ".")
        return found

    def notes(self) -> list[str]:
        """Things worth knowing that do not stop the exam."""
        found = []
        if self.from_pack():
            asked = self.pack_count_spin.value()
            if self._pack is not None and asked > self._pack.question_count > 0:
                found.append(f"The pack has {self._pack.question_count} questions: all of "
                             "them will be asked.")
        else:
            drills = len(self._chosen(self.drill_boxes))
            count = self.count_spin.value()
            if 0 < count < drills:
                found.append(f"With {count} question{'s' if count != 1 else ''}, only "
                             f"{count} of the {drills} drills chosen can be asked.")
        minutes = self.time_spin.value()
        count = (self.count_spin.value() if not self.from_pack() else
                 (self.pack_count_spin.value() or (self._pack.question_count
                                                    if self._pack else 0)))
        if minutes and count and minutes * 60 / count < 10:
            found.append(f"{minutes} min for {count} questions leaves "
                         f"{minutes * 60 / count:.0f} s a question.")
        return found

    def _make_spec(self) -> ExamSpec:
        minutes = self.time_spin.value()
        limit = None if minutes == 0 else minutes * 60.0
        if self.from_pack():
            return ExamSpec(self.title_edit.text().strip(),
                            count=self.pack_count_spin.value() or None,
                            seed=self.seed_spin.value(), time_limit_seconds=limit,
                            pass_mark=self.pass_spin.value() / 100, pack=self._pack)
        return ExamSpec(self.title_edit.text().strip(), count=self.count_spin.value(),
                        drills=self._chosen(self.drill_boxes),
                        variants=self._chosen(self.game_boxes),
                        rules=self._chosen(self.rule_boxes), seed=self.seed_spin.value(),
                        time_limit_seconds=limit, pass_mark=self.pass_spin.value() / 100,
                        hard=self.hard_box.isChecked())

    def spec(self) -> ExamSpec:
        """The exam as defined; :class:`ExamError` listing the problems if it cannot be made."""
        problems = self.problems()
        if problems:
            raise ExamError(" ".join(problems))
        return self._make_spec()

    def _update(self) -> None:
        from_pack = self.from_pack()
        self.generated_box.setEnabled(not from_pack)
        self.pack_box.setEnabled(from_pack)
        problems = self.problems()
        self.problems_label.setText("\n".join(problems))
        self.problems_label.setVisible(bool(problems))
        notes = self.notes()
        self.notes_label.setText("\n".join(notes))
        self.notes_label.setVisible(bool(notes))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not problems)

    def accept(self) -> None:
        if self.problems():
            self._update()
            return
        super().accept()

    # --- the last settings

    def save_settings(self, settings: QSettings) -> None:
        """Keep what is chosen now, for the next exam (:meth:`restore_settings`)."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            settings.setValue("title", self.title_edit.text())
            settings.setValue("source", "pack" if self.from_pack() else "generated")
            settings.setValue("count", self.count_spin.value())
            settings.setValue("drills", ",".join(d.value for d in self._chosen(self.drill_boxes)))
            settings.setValue("games", ",".join(v.value for v in self._chosen(self.game_boxes)))
            settings.setValue("rules", ",".join(r.value for r in self._chosen(self.rule_boxes)))
            settings.setValue("hard", self.hard_box.isChecked())
            settings.setValue("seed", self.seed_spin.value())
            settings.setValue("pack", self._pack_path)
            settings.setValue("pack_count", self.pack_count_spin.value())
            settings.setValue("minutes", self.time_spin.value())
            settings.setValue("pass_percent", self.pass_spin.value())
        finally:
            settings.endGroup()

    def restore_settings(self, settings: QSettings) -> None:
        """Show the settings kept by :meth:`save_settings`. Each value is checked as it
        is read: one out of range is brought into it, one that makes no sense (or a
        list with nothing known in it) leaves what the dialog shows already."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            keys = set(settings.childKeys())

            def text(key: str) -> str | None:
                value = settings.value(key) if key in keys else None
                if isinstance(value, bool):      # as some platforms' settings give them back
                    return "true" if value else "false"
                if isinstance(value, int):
                    return str(value)
                return value if isinstance(value, str) else None

            title = text("title")
            if title is not None and title.strip():
                self.title_edit.setText(title.strip()[:200])
            for key, spin in (("count", self.count_spin), ("seed", self.seed_spin),
                              ("pack_count", self.pack_count_spin),
                              ("minutes", self.time_spin), ("pass_percent", self.pass_spin)):
                number = _setting_int(text(key))
                if number is not None:
                    spin.setValue(min(max(number, spin.minimum()), spin.maximum()))
            _check(self.drill_boxes, _setting_choices(text("drills"), Drill))
            _check(self.game_boxes, _setting_choices(text("games"), Variant))
            _check(self.rule_boxes, _setting_choices(text("rules"), RuleSetName))
            hard = text("hard")
            if hard in ("true", "false"):
                self.hard_box.setChecked(hard == "true")
            if text("source") == "pack":
                path = text("pack")
                if path and path.strip():
                    self.set_pack_path(path)
                self.pack_radio.setChecked(True)
        finally:
            settings.endGroup()
        self._update()


#: Where the setup dialog keeps its last settings.
SETTINGS_GROUP = "exam"


def _setting_int(text: str | None) -> int | None:
    """A whole number read from the settings, or None; never a huge one (a settings
    file can hold any text)."""
    if text is None:
        return None
    text = text.strip()
    if not re.fullmatch(r"[+-]?\d{1,9}", text):
        return None
    return int(text)


def _check(store: dict[K, QCheckBox], chosen: set[K]) -> None:
    """Tick the boxes of ``chosen`` only (none chosen: leave them as they are)."""
    if chosen:
        for key, box in store.items():
            box.setChecked(key in chosen)


def _setting_choices(text: str | None, kind: type[E]) -> set[E]:
    """The values of ``kind`` named in a comma-separated setting (unknown names left out)."""
    if not text:
        return set()
    known = {member.value: member for member in kind}
    return {known[part.strip()] for part in text.split(",") if part.strip() in known}


__all__ = ["ExamReportView", "ExamSetupDialog", "review_html", "write_exam_pdf",
           "write_text_atomic"]
