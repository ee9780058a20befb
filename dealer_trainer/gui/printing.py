"""Printing helpers: the paper, the PDF writer, paged rich text, the page footer and
the print preview, shared by the answer key and worksheet (:mod:`.answerkey`),
the exam report (:mod:`.exampdf`) and the answer key dialog.

Everything printed looks alike because it is made here once: the same margins,
point sizes and ink (the ink is :data:`.theme.PRINT`), the same footer (a thin
rule, the document's name on the left, "Page 2 of 5" on the right), the same
600 dpi PDF with the app as its creator, written beside its path and renamed
over it so a failure leaves no half-written file. Nothing here needs a screen:
with no application running, Qt starts on the offscreen platform
(:func:`ensure_app`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from .. import __version__
from .theme import PRINT

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
    from PySide6.QtWidgets import QWidget

#: Page margins and the footer's height, in millimetres.
MARGIN_MM = 15.0
FOOTER_MM = 9.0
#: Point sizes of the printed text.
BODY_PT = 10.0
TITLE_PT = 20.0
FOOTER_PT = 8.0
#: Dots per inch of a PDF.
RESOLUTION = 600
#: Territories whose paper is US Letter (the rest of the world uses A4).
LETTER_TERRITORIES = frozenset(
    {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
        QLocale.Country.Venezuela,
        QLocale.Country.Guatemala,
        QLocale.Country.CostaRica,
        QLocale.Country.Panama,
        QLocale.Country.PuertoRico,
        QLocale.Country.DominicanRepublic,
        QLocale.Country.ElSalvador,
        QLocale.Country.Nicaragua,
        QLocale.Country.Honduras,
    }
)


# --- the application ---------------------------------------------------------------


def ensure_app() -> None:
    """Make sure a Qt application runs, so fonts and paint devices work.

    A PDF needs no screen: with no application yet, Qt starts offscreen. An
    application already running (the window's, on this thread or another) is
    left alone: making it again would install the translators of the language
    chosen for the next start, and the PDF and the rest of the window would no
    longer speak the language the window opened in.
    """
    if QGuiApplication.instance() is not None:
        return
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .application import make_app

    make_app([sys.argv[0] if sys.argv and sys.argv[0] else "dealer-trainer"])


# --- paper -------------------------------------------------------------------------


def paper_size(locale: QLocale | None = None) -> QPageSize:
    """US Letter where the locale's territory uses it, A4 everywhere else."""
    locale = locale or QLocale()
    letter = (
        locale.territory() in LETTER_TERRITORIES
        or locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    )
    return QPageSize(QPageSize.PageSizeId.Letter if letter else QPageSize.PageSizeId.A4)


#: The papers by the names the command line takes.
PAPER_NAMES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


def named_paper(name: str) -> QPageSize:
    """``"a4"`` or ``"letter"`` as a page size (a :class:`KeyError` for any other)."""
    return QPageSize(PAPER_NAMES[name.lower()])


def set_margins(device: QPagedPaintDevice) -> None:
    """Give ``device`` the printed pages' margins, keeping its paper and orientation."""
    layout = device.pageLayout()
    device.setPageLayout(
        QPageLayout(
            layout.pageSize(),
            layout.orientation(),
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )


# --- the PDF -----------------------------------------------------------------------


def pdf_writer(path: str | Path, page_size: QPageSize, title: str, author: str = "") -> QPdfWriter:
    """A :class:`QPdfWriter` on ``path`` at :data:`RESOLUTION`, its paper ``page_size``,
    titled ``title`` (and ``author`` if any), made by this app."""
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION)
    writer.setPageSize(page_size)
    writer.setTitle(title)
    writer.setCreator(f"Dealer Trainer {__version__}")
    if author:
        writer.setAuthor(author)
    return writer


def write_pdf(path: str | Path, failure: str, write: Callable[[Path], int]) -> int:
    """Run ``write`` on a temporary file beside ``path``, renamed over it once it is
    written; the pages ``write`` gives.

    A failure leaves no half-written file: an :class:`OSError` of the same type
    says why, after ``failure`` (``"cannot write the report"``). Any other error
    ``write`` raises (a cancelled job) comes through as it is.
    """
    from ..atomicfile import atomic_path

    path = Path(path)
    try:
        with atomic_path(path) as temp:
            return write(temp)
    except OSError as error:
        raise type(error)(error.errno, f"{failure}: {error.strerror or error}", str(path)) from None


def text_document(device: QPagedPaintDevice, font: QFont, body_html: str) -> QTextDocument:
    """Rich text laid out for ``device`` in ``font``, with no margin of its own."""
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(device)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setHtml(body_html)
    return doc


# --- the footer --------------------------------------------------------------------


def page_number_text(page: int, pages: int) -> str:
    """``"Page 2 of 5"``."""
    return QCoreApplication.translate("printing", "Page {page} of {pages}").format(page=page, pages=pages)


def paint_footer(
    painter: QPainter,
    device: QPagedPaintDevice,
    body_font: QFont,
    *,
    name: str,
    page: int,
    pages: int,
    top: float,
    width: float,
    height: float,
) -> None:
    """A page's footer in the band ``top``…``top + height``: a thin rule, ``name`` on
    the left (cut short with "…" if it is long) and the page number on the right."""
    dpmm = device.logicalDpiX() / 25.4
    font = QFont(body_font)
    font.setPointSizeF(FOOTER_PT)
    painter.setFont(font)
    painter.setPen(QPen(QColor(PRINT.footer_line), 0.2 * dpmm))
    line_y = top + height * 0.35
    painter.drawLine(QPointF(0, line_y), QPointF(width, line_y))
    painter.setPen(QColor(PRINT.muted))
    rect = QRectF(0, line_y, width, height - height * 0.35)
    number = page_number_text(page, pages)
    metrics = QFontMetricsF(font, device)
    title = metrics.elidedText(
        name, Qt.TextElideMode.ElideRight, width - metrics.horizontalAdvance(number) - 6 * dpmm
    )
    flags = Qt.AlignmentFlag.AlignVCenter
    painter.drawText(rect, int(flags | Qt.AlignmentFlag.AlignLeft), title)
    painter.drawText(rect, int(flags | Qt.AlignmentFlag.AlignRight), number)


# --- the printer -------------------------------------------------------------------


def open_print_preview(
    parent: QWidget, page_size: QPageSize, doc_name: str, title: str, paint: Callable[[QPrinter], object]
) -> tuple[QPrinter, QPrintPreviewDialog]:
    """Open a print preview of the pages ``paint`` draws on a high-resolution printer
    of ``page_size``; it prints from there. The printer and the (open) preview."""
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(page_size)
    printer.setDocName(doc_name)
    preview = QPrintPreviewDialog(printer, parent)
    preview.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    preview.setWindowTitle(title)
    preview.paintRequested.connect(paint)
    preview.resize(1000, 800)
    preview.open()
    return printer, preview


__all__ = [
    "BODY_PT",
    "FOOTER_MM",
    "FOOTER_PT",
    "MARGIN_MM",
    "PAPER_NAMES",
    "RESOLUTION",
    "TITLE_PT",
    "ensure_app",
    "named_paper",
    "open_print_preview",
    "page_number_text",
    "paint_footer",
    "paper_size",
    "pdf_writer",
    "set_margins",
    "text_document",
    "write_pdf",
]
