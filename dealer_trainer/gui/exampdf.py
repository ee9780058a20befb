"""A finished exam's report as a PDF, for the trainee's file or the instructor's.

Written with Qt's own :class:`QPdfWriter` through :mod:`.printing`, like the
answer key (same paper, margins, ink and footer): a title block (exam, trainee,
date, score, passed or not), the score per drill, then every answer to review
with the right answer and the reasons, and a footer with the page numbers. An
answer to review is never split over two pages unless it is taller than one.
Nothing needs a screen: with no application running, Qt starts on the
offscreen platform.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF
from PySide6.QtGui import (
    QFont,
    QPageSize,
    QPainter,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QApplication

from ..records.exams import ExamReport
from .examtext import (
    level_text,
    pass_mark_text,
    question_label,
    review_heading,
    review_html,
    right_text,
    spot_tally_text,
    taken_text,
    verdict_text,
    verdict_words,
)
from .printing import (
    BODY_PT,
    FOOTER_MM,
    TITLE_PT,
    ensure_app,
    paint_footer,
    paper_size,
    pdf_writer,
    set_margins,
    text_document,
    write_pdf,
)
from .progress import percent
from .theme import PRINT, REPORT_LIGHT, accuracy_colour
from .words import drill_heading, number

HEADING_PT = 13.0


def write_exam_pdf(report: ExamReport, path: str | Path, *, page_size: QPageSize | None = None) -> int:
    """Write ``report`` to the PDF ``path``; the number of pages.

    A4 or US Letter by the locale unless ``page_size`` is given. Written beside
    ``path`` and renamed over it, so a failure leaves no half-written file; an
    :class:`OSError` says why it could not be written.
    """
    ensure_app()
    return write_pdf(
        path,
        QCoreApplication.translate("exampdf", "cannot write the report"),
        lambda temp: _write_pdf(report, temp, page_size or paper_size()),
    )


def _pdf_html(report: ExamReport, dpmm: float) -> str:
    """The whole report as rich text for a page ``dpmm`` device pixels per millimetre wide."""
    ink = REPORT_LIGHT
    pad = 4  # cell padding, in CSS pixels (1/96 inch) like vertical margins
    verdict_colour = ink.right if report.passed else ink.wrong
    e = html.escape
    facts = [
        (e(QCoreApplication.translate("exampdf", "Trainee")), e(report.trainee or "—")),
        (e(QCoreApplication.translate("exampdf", "Taken")), e(taken_text(report))),
        (e(QCoreApplication.translate("exampdf", "Level")), e(level_text(report))),
        (e(QCoreApplication.translate("exampdf", "Score")), f"<b>{e(right_text(report))}</b>"),
        (
            e(QCoreApplication.translate("exampdf", "Result")),
            f"<b style='color:{verdict_colour}'>{e(verdict_text(report))}</b> {e(pass_mark_text(report))}",
        ),
    ]
    subtitle = e(QCoreApplication.translate("exampdf", "Exam report · Dealer Trainer"))
    # A literal in double quotes outside any f-string: lupdate finds only those.
    per_drill = e(QCoreApplication.translate("exampdf", "Score per drill"))
    columns = [
        e(QCoreApplication.translate("exampdf", "Drill")),
        e(QCoreApplication.translate("exampdf", "Right")),
        e(QCoreApplication.translate("exampdf", "Questions")),
        e(QCoreApplication.translate("exampdf", "Score")),
    ]
    parts = [
        f"<table width='100%' cellspacing='0' cellpadding='0'><tr>"
        f"<td valign='middle'><span style='font-size:{TITLE_PT}pt; font-weight:bold'>"
        f"{e(report.title)}</span><br><span style='color:{ink.muted}'>{subtitle}</span></td>"
        f"<td align='right' valign='middle'><table cellspacing='0' cellpadding='{pad * 2}' "
        f"bgcolor='{verdict_colour}'><tr><td><span style='color:{PRINT.on_verdict}; "
        f"font-size:{HEADING_PT}pt; font-weight:bold'>{e(verdict_text(report))}</span>"
        "</td></tr></table></td></tr></table>",
        f"<table cellspacing='0' cellpadding='{pad}' style='margin-top:10px'>"
        + "".join(
            f"<tr><td><span style='color:{ink.muted}'>{label}</span></td><td>{value}</td></tr>"
            for label, value in facts
        )
        + "</table>",
        f"<p style='margin-top:16px; margin-bottom:6px; font-size:{HEADING_PT}pt'><b>{per_drill}</b></p>",
        f"<table width='100%' cellspacing='0' cellpadding='{pad}' border='1' "
        f"style='border-color:{PRINT.table_border}; border-style:solid; "
        "border-collapse:collapse'>"
        f"<tr bgcolor='{PRINT.table_heading}'><th align='left'>{columns[0]}</th>"
        f"<th align='right'>{columns[1]}</th><th align='right'>{columns[2]}</th>"
        f"<th align='right'>{columns[3]}</th></tr>"
        + "".join(
            f"<tr><td>{e(drill_heading(part.drill))}</td>"
            f"<td align='right'>{number(part.right)}</td>"
            f"<td align='right'>{number(part.total)}</td>"
            f"<td align='right' bgcolor='{accuracy_colour(part.share, False).name()}'>"
            f"{percent(part.share)}</td></tr>"
            for part in report.per_drill
        )
        + "</table>",
        f"<p style='margin-top:6px'>{e(spot_tally_text(report))}</p>" if report.spot_tally else "",
        f"<p style='margin-top:16px; margin-bottom:6px; font-size:{HEADING_PT}pt'><b>"
        f"{e(review_heading(report))}</b></p>",
        review_html(report, ink, gap=10, indent=round(5 * dpmm)),
    ]
    return "".join(parts)


def _write_pdf(report: ExamReport, path: Path, page_size: QPageSize) -> int:
    title = (
        QCoreApplication.translate("exampdf", "{title} — {trainee}").format(
            title=report.title, trainee=report.trainee
        )
        if report.trainee
        else report.title
    )
    writer = pdf_writer(path, page_size, title, report.trainee)
    set_margins(writer)
    dpmm = writer.resolution() / 25.4
    width = float(writer.width())
    footer_h = FOOTER_MM * dpmm
    body_h = float(writer.height()) - footer_h
    font = QFont(QApplication.font().family())
    font.setPointSizeF(BODY_PT)

    doc = text_document(writer, font, _pdf_html(report, dpmm))
    doc.setPageSize(QSizeF(width, body_h))  # lays the text out in pages, no line cut in two
    _keep_questions_together(doc, report, body_h)
    doc.documentLayout().documentSize()
    pages = doc.pageCount()
    footer = QCoreApplication.translate("exampdf", "{who} · {verdict}, {score}").format(
        who=title, verdict=verdict_words(report), score=percent(report.score)
    )

    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(0, QCoreApplication.translate("exampdf", "Qt could not open the PDF for writing"))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for page in range(pages):
            if page:
                writer.newPage()
            painter.save()
            painter.translate(0, -page * body_h)
            doc.drawContents(painter, QRectF(0, page * body_h, width, body_h))
            painter.restore()
            paint_footer(
                painter,
                writer,
                font,
                name=footer,
                page=page + 1,
                pages=pages,
                top=body_h,
                width=width,
                height=footer_h,
            )
    finally:
        painter.end()
    return pages


def _keep_questions_together(doc: QTextDocument, report: ExamReport, page_h: float) -> None:
    """Start an answer to review on a new page rather than split it over two (the first
    one with its heading), unless it is taller than a page."""
    heading = review_heading(report)
    heads = [f"{question_label(r)} ·" for r in report.wrong]
    starts: list[QTextBlock] = []
    block = doc.begin()
    while block.isValid():
        text = block.text()
        if not starts and text.startswith(heading):
            starts.append(block)  # the heading goes with the first one
        elif heads and text.startswith(heads[0]):
            heads.pop(0)
            if len(starts) == 1 and starts[0].text().startswith(heading):
                starts.append(QTextBlock())  # placeholder: the heading starts it
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


__all__ = ["write_exam_pdf"]
