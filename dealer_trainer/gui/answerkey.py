"""The instructor's answer key: a pack printed to PDF with Qt's own writer.

Why this is longer than most GUI modules: the key and the worksheet are one
page layout (sections that never split across pages, scaled to fit) with
two contents, and the layout, the pictures of the table and the questions'
words are measured against each other; the paper, fonts and PDF writing are
:mod:`.printing`'s, the marks :mod:`.marks`', the words :mod:`.answerwords`'.

Page 1 opens with a title block (title, author, version, date, description).
Then every hand of the pack gets one section: its heading, a picture of the
table at the moment each question is asked with the engine's answer marked
on it, each question with the answer in words and the reasons with their
rule references, and the instructor's note. A section never runs onto a
second page: when one is too tall, its pictures and then its text are scaled
down until it fits. Short sections share a page. The footer numbers the
pages ("Page 2 of 5").

The pictures are the :class:`~dealer_trainer.gui.table.TableView` scene
rendered straight into the PDF, so cards, chips and text stay vector art and
print sharp. Nothing here needs a screen: with no application running, Qt
starts on the offscreen platform.

The helpers :func:`answer_text` and :func:`expect_warning` are shared with
the classroom presenter; the answer is marked on the pictures by
:mod:`.marks`, as everywhere else. The paper, the
PDF writer, the footer and the ink are :mod:`.printing`'s, shared with the
exam report; the names of games and rule sets are :mod:`.words`'.
"""

from __future__ import annotations

import datetime
import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageSize,
    QPainter,
    QPen,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication, QGraphicsItem

from .answerwords import given_words, question_sentence, right_answer_words
from .marks import MarkKind, mark_answer
from .numbers import long_date_text
from .printing import (
    BODY_PT,
    FOOTER_MM,
    TITLE_PT,
    ensure_app,
    named_paper,
    paint_footer,
    paper_size,
    pdf_writer,
    set_margins,
    text_document,
    write_pdf,
)
from .spotshow import answer_lines, house_matter, mistake_snapshot, spot_answer, spot_when
from .table import SCENE_H, SCENE_W, TableView, ordinal
from .theme import PRINT
from .words import drill_heading, game_title, reason_html, rules_sheet, seat_list

if TYPE_CHECKING:
    from ..packs.model import Pack, PackQuestion
    from ..training.drills import Question

#: ``progress(done, total, label)``: how far the key has got. It may raise to stop
#: the work (the GUI's Cancel), which then leaves no file behind.
ProgressFn = Callable[[int, int, str], None]

#: The gaps of the layout, in millimetres (the margins and footer are :mod:`.printing`'s).
SECTION_GAP_MM = 9.0
PART_GAP_MM = 3.0
#: Point size of a hand's heading.
HEADING_PT = 12.5
#: How far a section is shrunk at most: the pictures first, then the text.
MIN_PICTURE = 0.45
MIN_TEXT = 0.5
#: Lines to write the reasons on, under each question of a worksheet.
WORKSHEET_LINES = 3


# --- shared with the presenter -----------------------------------------------------


def question_words(question: Question) -> str:
    """The question without the app's instructions ("Click the seat…"): what a
    class is asked, worded from the question's drill and street."""
    return question_sentence(question)


def answer_text(question: Question) -> str:
    """The engine's answer in words (``"seat 4"``, ``"burn a card"``)."""
    return right_answer_words(question)


def asked_lines(question: Question) -> list[str]:
    """What a question answered in parts asks, one line per part ("To call", "Is the
    betting capped?"): its sentence alone ("What's the bet?") does not tell a class what
    to answer. Empty for any other question, whose sentence says it all."""
    from ..training.parts import PartsAnswer

    answer = question.answer
    if not isinstance(answer, PartsAnswer):
        return []
    from .partwords import part_label, wording

    words = wording(answer)
    return [part_label(part, words) for part in answer.parts]


def expect_warning(spec: PackQuestion, question: Question) -> str:
    """Words for a pack whose expected answer the engine disagrees with, else ``""``."""
    if spec.expect is None:
        return ""
    from ..packs.checking import judge_expected

    verdict = judge_expected(question, spec.expect)
    if verdict is None:
        return QCoreApplication.translate(
            "answerkey",
            "The pack's expected answer does not fit this question; the right answer by the rules is shown.",
        )
    if verdict.correct:
        return ""
    return QCoreApplication.translate(
        "answerkey", "The pack expects {given}; the right answer by the rules is shown."
    ).format(given=given_words(verdict))


def pack_date(created: str) -> str:
    """A pack's date of creation as the locale writes a day (:func:`.numbers.long_date_text`)
    when it is an ISO date (``2025-05-06``, or a moment on that day), as the author typed
    it otherwise."""
    try:
        day = datetime.datetime.fromisoformat(created.strip()).date()
    except ValueError:
        return created
    return long_date_text(day)


def hand_heading(index: int, pack: Pack) -> str:
    """A hand's heading: its number and title, the game, the rules and the seats."""
    from ..engine.scenario import load_scenario

    item = pack.items[index]
    table = load_scenario(item.scenario).table
    seats = [seat for seat, _ in table.stacks]
    details = QCoreApplication.translate(
        "answerkey", "{game}, {rules}, {count} seats ({seats}), dealer's left seat {left}"
    ).format(
        game=game_title(table.spec.variant),
        rules=rules_sheet(table.rules.name),
        count=len(seats),
        seats=seat_list(seats),
        left=table.order[0],
    )
    if item.title:
        return QCoreApplication.translate("answerkey", "{number}. {title} — {details}").format(
            number=index + 1, title=item.title, details=details
        )
    return QCoreApplication.translate("answerkey", "{number}. {details}").format(
        number=index + 1, details=details
    )


# --- layout ------------------------------------------------------------------------


@dataclass
class _Section:
    """One hand's part of the key, measured at full size."""

    index: int
    heading: QTextDocument
    body: QTextDocument
    questions: list[Question]
    captions: list[str]
    #: Set by fitting: the scale of the pictures and of the text.
    picture_scale: float = 1.0
    text_scale: float = 1.0
    #: Pictures side by side: 1, or 2 for a hand with several questions.
    columns: int = 1


class _Key:
    """Measures and paints the key (or the worksheet) on one paged device: a
    :class:`QPdfWriter` or a :class:`~PySide6.QtPrintSupport.QPrinter`."""

    def __init__(
        self, pack: Pack, writer: QPagedPaintDevice, pictures: PictureSource, worksheet: bool = False
    ) -> None:
        self.pack = pack
        self.writer = writer
        self.pictures = pictures
        self.worksheet = worksheet
        self.dpmm = writer.logicalDpiX() / 25.4
        self.width = float(writer.width())
        self.footer_h = FOOTER_MM * self.dpmm
        self.height = float(writer.height()) - self.footer_h
        self.gap = PART_GAP_MM * self.dpmm
        self.section_gap = SECTION_GAP_MM * self.dpmm
        family = QApplication.font().family()
        self.font = QFont(family)
        self.font.setPointSizeF(BODY_PT)
        self.caption_font = QFont(self.font)
        self.caption_font.setBold(True)

    # --- measuring

    def _doc(self, body_html: str, width: float, point_size: float = BODY_PT) -> QTextDocument:
        font = QFont(self.font)
        font.setPointSizeF(point_size)
        doc = text_document(self.writer, font, body_html)
        doc.setTextWidth(width)
        return doc

    def title_block(self) -> QTextDocument:
        pack = self.pack
        meta = [
            QCoreApplication.translate("answerkey", "by {author}").format(author=pack.author)
            if pack.author
            else "",
            QCoreApplication.translate("answerkey", "version {version}").format(version=pack.version)
            if pack.version
            else "",
            QCoreApplication.translate("answerkey", "created {date}").format(date=pack_date(pack.created))
            if pack.created
            else QCoreApplication.translate("answerkey", "printed {date}").format(
                date=long_date_text(datetime.date.today())
            ),
        ]
        questions = pack.question_count
        gap = 4
        hands = len(pack.items)
        count = (
            QCoreApplication.translate("answerkey", "{hands} hand")
            if hands == 1
            else QCoreApplication.translate("answerkey", "{hands} hands")
        ).format(hands=hands)
        count += ", " + (
            QCoreApplication.translate("answerkey", "{count} question")
            if questions == 1
            else QCoreApplication.translate("answerkey", "{count} questions")
        ).format(count=questions)
        kind = (
            QCoreApplication.translate("answerkey", "Worksheet")
            if self.worksheet
            else QCoreApplication.translate("answerkey", "Instructor's answer key")
        )
        parts = [
            f"<p style='margin:0'><span style='font-size:{TITLE_PT}pt; font-weight:bold'>"
            f"{html.escape(pack.title)}</span></p>",
            f"<p style='margin-top:{gap}px; color:{PRINT.muted}'>{html.escape(kind)} &#183; "
            f"{html.escape(' · '.join(m for m in meta if m))} &#183; {html.escape(count)}</p>",
        ]
        if pack.description:
            parts.append(f"<p style='margin-top:{gap}px'>{html.escape(pack.description)}</p>")
        if self.worksheet:
            blank = "_" * 34
            name = QCoreApplication.translate("answerkey", "Name")
            date = QCoreApplication.translate("answerkey", "Date")
            parts.append(
                f"<p style='margin-top:{3 * gap}px'>{html.escape(name)}: {blank}"
                f"&#160;&#160;&#160;{html.escape(date)}: {blank[:18]}</p>"
            )
        return self._doc("".join(parts), self.width)

    def section(self, index: int, questions: list[Question]) -> _Section:
        item = self.pack.items[index]
        heading = self._doc(
            f"<p style='margin:0'><b>{html.escape(hand_heading(index, self.pack))}</b></p>",
            self.width,
            HEADING_PT,
        )
        several = len(questions) > 1
        # Qt's rich text takes vertical margins and padding in CSS pixels (1/96 inch)
        # but a left margin in the writer's device pixels.
        small, large, indent = 2, 8, round(4 * self.dpmm)
        parts: list[str] = []
        captions: list[str] = []
        answer_label = html.escape(QCoreApplication.translate("answerkey", "Answer:"))
        for number, (spec, question) in enumerate(zip(item.questions, questions), start=1):
            short = QCoreApplication.translate("answerkey", "Q{number}").format(number=number)
            label = short if several else QCoreApplication.translate("answerkey", "Question")
            when = spot_when(question) or QCoreApplication.translate("answerkey", "{ordinal} street").format(
                ordinal=ordinal(question.street)
            )
            captions.append(
                QCoreApplication.translate("answerkey", "{short} · {drill}").format(
                    short=short, drill=drill_heading(question.drill).rstrip("?")
                )
            )
            top = 0 if number == 1 else large
            parts.append(
                f"<p style='margin-top:{top}px; margin-bottom:0'><b>{html.escape(label)}</b> "
                f"<span style='color:{PRINT.muted}'>({html.escape(when)})</span> "
                f"{html.escape(question_words(question))}</p>"
            )
            asked = asked_lines(question)
            if self.worksheet:
                # A question in parts gets a line to write on for each thing it asks.
                for label in asked or [QCoreApplication.translate("answerkey", "Answer:")]:
                    parts.append(self._write_on(label, 1, small))
                parts.append(
                    self._write_on(QCoreApplication.translate("answerkey", "Why:"), WORKSHEET_LINES, small)
                )
                continue
            parts.append(
                f"<p style='margin-top:{small}px; margin-bottom:0; color:{PRINT.answer}'>"
                f"<b>{answer_label} {'<br>'.join(map(html.escape, answer_lines(question)))}</b></p>"
            )
            warning = expect_warning(spec, question)
            if warning:
                parts.append(
                    f"<p style='margin-top:{small}px; margin-bottom:0; "
                    f"color:{PRINT.warn}'>"
                    f"<b>{html.escape(warning)}</b></p>"
                )
            for reason in question.reasons:
                parts.append(reason_html(reason, PRINT.rule, indent))
            if house_matter(question):
                parts.append(
                    f"<p style='margin-top:{small}px; margin-bottom:0; color:{PRINT.muted}'>"
                    f"{html.escape(house_matter(question))}</p>"
                )
        if item.note and not self.worksheet:
            note = QCoreApplication.translate("answerkey", "Instructor's note.")
            parts.append(
                f"<table width='100%' cellspacing='0' cellpadding='5' "
                f"style='margin-top:{large}px' bgcolor='{PRINT.note_fill}'><tr><td>"
                f"<b>{html.escape(note)}</b> {html.escape(item.note)}</td></tr></table>"
            )
        body = self._doc("".join(parts), self.width)
        return _Section(index, heading, body, questions, captions)

    @staticmethod
    def _write_on(label: str, lines: int, top: int) -> str:
        """A label and ``lines`` ruled lines to write on (a worksheet's answer)."""
        rows = "".join(
            f"<tr><td style='border-bottom: 1px solid {PRINT.write_line}; "
            "padding-top: 16px'>"
            f"{'<b>' + html.escape(label) + '</b>' if n == 0 else '&#160;'}</td></tr>"
            for n in range(lines)
        )
        return (
            f"<table width='100%' cellspacing='0' cellpadding='1' border='0' "
            f"style='margin-top:{top}px; border-collapse: collapse'>{rows}</table>"
        )

    def _caption_h(self) -> float:
        return QFontMetricsF(self.caption_font, self.writer).height() * 1.2

    def picture_size(self, section: _Section) -> QSizeF:
        """One picture's size at the section's picture scale."""
        columns = section.columns
        full = (self.width - (columns - 1) * self.gap) / columns
        width = full * section.picture_scale
        return QSizeF(width, width * SCENE_H / SCENE_W)

    def _pictures_h(self, section: _Section) -> float:
        n = len(section.questions)
        if n == 0:
            return 0.0
        rows = (n + section.columns - 1) // section.columns
        caption = self._caption_h() if n > 1 else 0.0
        return rows * (self.picture_size(section).height() + caption) + (rows - 1) * self.gap

    def _text_h(self, doc: QTextDocument, scale: float) -> float:
        doc.setTextWidth(self.width / scale)
        return doc.size().height() * scale

    def section_h(self, section: _Section) -> float:
        s = section.text_scale
        return (
            self._text_h(section.heading, s)
            + self.gap
            + self._pictures_h(section)
            + self.gap
            + self._text_h(section.body, s)
        )

    def fit(self, section: _Section, room: float) -> bool:
        """Make ``section`` fit ``room``, with its pictures as large as they can be.

        A hand with several questions has its pictures one above the other or
        two side by side, whichever lets them be larger without shrinking the
        text. False if it cannot fit at the smallest scales.
        """
        choices: list[tuple[float, float, int]] = []
        for columns in (1, 2) if len(section.questions) > 1 else (1,):
            section.columns = columns
            if self._fit(section, room):
                choices.append((section.text_scale, self.picture_size(section).width(), columns))
        if not choices:
            return False
        section.columns = max(choices)[2]
        return self._fit(section, room)

    def _fit(self, section: _Section, room: float) -> bool:
        """Shrink ``section`` to ``room`` if it must: pictures to :data:`MIN_PICTURE`,
        then text to :data:`MIN_TEXT`, then both further. False if even that
        cannot fit (then it is left at the smallest scales)."""
        section.picture_scale = section.text_scale = 1.0
        if self.section_h(section) <= room:
            return True
        for attr, floor in (
            ("picture_scale", MIN_PICTURE),
            ("text_scale", MIN_TEXT),
            ("picture_scale", 0.1),
            ("text_scale", 0.15),
        ):
            low, high = floor, getattr(section, attr)
            setattr(section, attr, low)
            if self.section_h(section) > room:
                continue
            for _ in range(18):  # the largest scale that fits
                middle = (low + high) / 2
                setattr(section, attr, middle)
                if self.section_h(section) <= room:
                    low = middle
                else:
                    high = middle
            setattr(section, attr, low)
            return True
        return False

    # --- painting

    def paint_text(self, painter: QPainter, doc: QTextDocument, top: float, scale: float) -> float:
        height = self._text_h(doc, scale)
        painter.save()
        painter.translate(0, top)
        painter.scale(scale, scale)
        doc.drawContents(painter)
        painter.restore()
        return height

    def paint_picture(self, painter: QPainter, question: Question, target: QRectF) -> None:
        self.pictures.draw(painter, question, not self.worksheet, target)
        painter.save()
        painter.setPen(QPen(QColor(PRINT.picture_frame), 0.25 * self.dpmm))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(target)
        painter.restore()

    def paint_section(self, painter: QPainter, section: _Section, top: float) -> float:
        y = top + self.paint_text(painter, section.heading, top, section.text_scale) + self.gap
        size = self.picture_size(section)
        columns = section.columns
        several = len(section.questions) > 1
        caption_h = self._caption_h() if several else 0.0
        row_w = columns * size.width() + (columns - 1) * self.gap
        left = (self.width - row_w) / 2
        for n, question in enumerate(section.questions):
            row, column = divmod(n, columns)
            x = left + column * (size.width() + self.gap)
            py = y + row * (size.height() + caption_h + self.gap)
            if several:
                painter.setFont(self.caption_font)
                painter.setPen(QColor(PRINT.text))
                painter.drawText(
                    QRectF(x, py, size.width(), caption_h),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    section.captions[n],
                )
            self.paint_picture(painter, question, QRectF(QPointF(x, py + caption_h), size))
        y += self._pictures_h(section) + self.gap
        return y + self.paint_text(painter, section.body, y, section.text_scale) - top

    def paint_footer(self, painter: QPainter, page: int, pages: int) -> None:
        paint_footer(
            painter,
            self.writer,
            self.font,
            name=document_name(self.pack, self.worksheet),
            page=page,
            pages=pages,
            top=self.height,
            width=self.width,
            height=self.footer_h,
        )


def document_name(pack: Pack, worksheet: bool) -> str:
    """``"Tuesday class — answer key"`` (or ``— worksheet``): the PDF's title and the
    footer's."""
    kind = (
        QCoreApplication.translate("answerkey", "worksheet")
        if worksheet
        else QCoreApplication.translate("answerkey", "answer key")
    )
    return QCoreApplication.translate("answerkey", "{title} — {kind}").format(title=pack.title, kind=kind)


# --- the pictures ----------------------------------------------------------------------


class PictureSource(Protocol):
    """Draws the table at a question's moment into a rectangle of the key."""

    def prepare(self, wanted: Sequence[tuple[Question, bool]]) -> None:
        """The pictures about to be drawn (a source on another thread starts on them)."""

    def draw(self, painter: QPainter, question: Question, marked: bool, target: QRectF) -> None:
        """Draw ``question``'s table into ``target``, its answer marked if ``marked``."""


def _table() -> TableView:
    table = TableView()
    table.set_dark(False)
    table.set_show_hole_cards(True)
    return table


def _render_table(
    table: TableView, question: Question, marked: bool, painter: QPainter, target: QRectF
) -> None:
    if spot_answer(question) is not None:  # Spot the error: the moment its mistake is first seen
        table.show_snapshot(mistake_snapshot(question))
    else:
        # a worksheet leaves the figures off (the chips' amounts, the stub's count); the key shows them
        table.show_snapshot(question.snapshot(), hide_figures=question.hides_figures and not marked)
    if question.piles:  # a worksheet leaves the amounts off; the key prints them with the answer
        table.show_piles(question.piles, figures=marked)
    if marked:
        mark_answer(table, question.answer, MarkKind.CORRECT)
    scene = table.scene()
    for item in scene.items():
        # Cached items would be pasted in as bitmaps; uncached they print as vectors.
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    scene.render(painter, target, QRectF(0, 0, SCENE_W, SCENE_H), Qt.AspectRatioMode.KeepAspectRatio)
    painter.restore()


class DirectPictures:
    """Draws with a table of its own, on the thread that paints the key (the GUI
    thread, or a command-line run)."""

    def __init__(self) -> None:
        self._view: TableView | None = None

    def prepare(self, wanted: Sequence[tuple[Question, bool]]) -> None:
        pass

    def draw(self, painter: QPainter, question: Question, marked: bool, target: QRectF) -> None:
        if self._view is None:
            self._view = _table()
        _render_table(self._view, question, marked, painter, target)


def key_questions(pack: Pack, progress: ProgressFn | None = None) -> list[list[Question]]:
    """The engine's questions of every hand, reporting progress hand by hand."""
    from ..training.drills import question_at

    result: list[list[Question]] = []
    total = len(pack.items)
    for number, item in enumerate(pack.items, start=1):
        if progress is not None:
            progress(
                number - 1,
                total,
                QCoreApplication.translate("answerkey", "Working out the answers: hand {0} of {1}").format(
                    number, total
                ),
            )
        result.append([question_at(q.drill, item.scenario, point=q.point) for q in item.questions])
    return result


def write_answer_key(
    pack: Pack,
    path: str | Path,
    *,
    page_size: QPageSize | None = None,
    worksheet: bool = False,
    progress: ProgressFn | None = None,
    pictures: PictureSource | None = None,
) -> int:
    """Write ``pack``'s answer key to the PDF ``path``; return the number of pages.

    ``worksheet`` leaves the answers out (see :func:`paint_key`). The paper is
    A4 or US Letter by the locale unless ``page_size`` is given. ``progress``
    hears how far the key has got, hand by hand then page by page; if it
    raises (a cancelled job), the exception comes through and no file is
    left. The file is written beside ``path`` and renamed over it, so a
    failure leaves no half-written key; an :class:`OSError` says why it
    could not be written. ``pictures`` draws the tables (by default, here:
    :class:`DirectPictures`). It makes Qt objects, so it runs on the GUI
    thread (the app saves it in steps, see ``keydialog``).
    """
    ensure_app()
    all_questions = key_questions(pack, progress)  # engine errors surface before any file is made

    def write(temp: Path) -> int:
        writer = pdf_writer(temp, page_size or paper_size(), document_name(pack, worksheet), pack.author)
        return paint_key(
            pack, all_questions, writer, worksheet=worksheet, progress=progress, pictures=pictures
        )

    return write_pdf(path, QCoreApplication.translate("answerkey", "cannot write the answer key"), write)


def paint_key(
    pack: Pack,
    all_questions: Sequence[list[Question]],
    device: QPagedPaintDevice,
    *,
    worksheet: bool = False,
    progress: ProgressFn | None = None,
    pictures: PictureSource | None = None,
) -> int:
    """Lay out and paint the key on ``device`` (a PDF writer or a printer); the page count.

    One rendering for the PDF and the printer, so what prints is what was
    previewed and saved. A worksheet is the same pages for trainees to fill
    in: the questions and the tables, with no answer marked, lines to write
    the answer and the reasons on, and no instructor's note.
    """
    set_margins(device)
    key = _Key(pack, device, pictures or DirectPictures(), worksheet)

    # Lay out first (the footer needs the page count), then paint.
    title = key.title_block()
    title_h = title.size().height() + key.section_gap
    pages: list[list[tuple[_Section, float]]] = [[]]
    y = title_h
    for index, questions in enumerate(all_questions):
        if progress is not None:
            progress(
                index,
                len(all_questions),
                QCoreApplication.translate("answerkey", "Laying out hand {0} of {1}").format(
                    index + 1, len(all_questions)
                ),
            )
        section = key.section(index, questions)
        if not pages[-1]:  # first on its page (page 1: after the title)
            key.fit(section, key.height - y)
        else:
            # As large as on a page of its own; shares this page only if it fits so.
            key.fit(section, key.height)
            if key.section_h(section) > key.height - y:
                pages.append([])
                y = 0.0
        pages[-1].append((section, y))
        y += key.section_h(section) + key.section_gap

    def wanted(page: list[tuple[_Section, float]]) -> list[tuple[Question, bool]]:
        return [(q, not worksheet) for section, _ in page for q in section.questions]

    painter = QPainter()
    if not painter.begin(device):
        raise OSError(0, QCoreApplication.translate("answerkey", "Qt could not open the page for painting"))
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        key.pictures.prepare(wanted(pages[0]))
        for number, placed in enumerate(pages, start=1):
            if progress is not None:
                progress(
                    number - 1,
                    len(pages),
                    QCoreApplication.translate("answerkey", "Printing page {page} of {pages}").format(
                        page=number, pages=len(pages)
                    ),
                )
            if number < len(pages):
                key.pictures.prepare(wanted(pages[number]))  # the next page's, ahead
            if number > 1:
                device.newPage()
            else:
                title.drawContents(painter)
                rule_y = title.size().height() + key.section_gap / 2
                painter.setPen(QPen(QColor(PRINT.title_rule), 0.4 * key.dpmm))
                painter.drawLine(QPointF(0, rule_y), QPointF(key.width, rule_y))
            for i, (section, top) in enumerate(placed):
                if i > 0:
                    line_y = top - key.section_gap / 2
                    painter.setPen(QPen(QColor(PRINT.section_rule), 0.3 * key.dpmm, Qt.PenStyle.DashLine))
                    painter.drawLine(QPointF(0, line_y), QPointF(key.width, line_y))
                key.paint_section(painter, section, top)
            key.paint_footer(painter, number, len(pages))
    finally:
        painter.end()
    if progress is not None:
        progress(len(pages), len(pages), "")
    return len(pages)


__all__ = [
    "DirectPictures",
    "PictureSource",
    "ProgressFn",
    "answer_text",
    "asked_lines",
    "document_name",
    "expect_warning",
    "hand_heading",
    "key_questions",
    "named_paper",
    "paint_key",
    "paper_size",
    "write_answer_key",
]
