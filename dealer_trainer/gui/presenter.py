"""Presenting a pack to a class: full screen, one question at a time, the answer on a key.

The instructor puts a pack on the projector and steps through its questions
with the keyboard (or a presentation clicker, which sends Page Down and Page
Up). The class answers aloud, so nothing is scored: the first press of
Right, Space or Page Down on a question reveals the engine's answer — marked
on the table, in words, with its reasons and the instructor's note — and the
next press moves on.

Everything is large and high-contrast for the back of a room: the table fills
most of the screen (cards are SVG, so they stay sharp at any size) and the
text is sized from the application font and the window's height.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .answerkey import asked_lines, expect_warning, hand_heading, question_words
from .answerwords import answer_parts
from .marks import MarkKind, mark_answer
from .reasonwords import worded
from .spotshow import house_matter, mistake_lines, mistake_snapshot, spot_answer
from .table import TableView
from .theme import PROJECTOR

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QResizeEvent

    from ..packs.model import Pack
    from ..training.drills import Question

    def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
        """Qt's marker as mypy should see it: it hands back ``text`` unchanged."""
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class KeySpec:
    """A presenter key: what it does, and its label and help in English (shown translated)."""

    keys: tuple[Qt.Key, ...]
    method: str
    label: str
    help: str


#: The presenter's keys, in one place: the key handler and the help line read them.
KEYS: tuple[KeySpec, ...] = (
    KeySpec(
        (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown, Qt.Key.Key_Down),
        "next",
        QT_TRANSLATE_NOOP("PresenterWindow", "→ / Space"),
        QT_TRANSLATE_NOOP("PresenterWindow", "reveal, then next"),
    ),
    KeySpec(
        (Qt.Key.Key_Left, Qt.Key.Key_PageUp, Qt.Key.Key_Up),
        "previous",
        "←",
        QT_TRANSLATE_NOOP("PresenterWindow", "previous"),
    ),
    KeySpec((Qt.Key.Key_R,), "reveal", "R", QT_TRANSLATE_NOOP("PresenterWindow", "reveal")),
    KeySpec(
        (Qt.Key.Key_Home,),
        "first",
        QT_TRANSLATE_NOOP("PresenterWindow", "Home"),
        QT_TRANSLATE_NOOP("PresenterWindow", "first"),
    ),
    KeySpec(
        (Qt.Key.Key_End,),
        "last",
        QT_TRANSLATE_NOOP("PresenterWindow", "End"),
        QT_TRANSLATE_NOOP("PresenterWindow", "last"),
    ),
    KeySpec((Qt.Key.Key_H,), "toggle_hole_cards", "H", QT_TRANSLATE_NOOP("PresenterWindow", "hole cards")),
    KeySpec((Qt.Key.Key_F,), "toggle_full_screen", "F", QT_TRANSLATE_NOOP("PresenterWindow", "full screen")),
    KeySpec(
        (Qt.Key.Key_Escape,),
        "leave",
        QT_TRANSLATE_NOOP("PresenterWindow", "Esc"),
        QT_TRANSLATE_NOOP("PresenterWindow", "close"),
    ),
)

#: High-contrast colours on the table's dark surround (the theme's projector ink).
TEXT = PROJECTOR.text
MUTED = PROJECTOR.muted
ANSWER = PROJECTOR.answer
RULE = PROJECTOR.rule
NOTE = PROJECTOR.note
WARN = PROJECTOR.warn
#: Text sizes as multiples of the application font (at a 1080-pixel-high window).
SIZES = {"prompt": 3.0, "answer": 3.2, "reveal": 1.95, "heading": 1.6, "position": 1.8, "help": 1.25}
#: The reveal text shrinks to fit its area, but not below this share of its size.
MIN_REVEAL = 0.55
#: Stands for the answer's point size in the reveal text until it is fitted.
ANSWER_PT = "@ANSWER_PT@"


class PresenterWindow(QWidget):
    """A pack's questions shown one at a time for a class, the answer revealed on a key."""

    #: The item and question now shown (both counted from 0).
    positionChanged = Signal(int, int)

    def __init__(self, pack: Pack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pack = pack
        self._order = [
            (item, number) for item, entry in enumerate(pack.items) for number in range(len(entry.questions))
        ]
        self._questions: dict[int, list[Question]] = {}
        self._index = 0
        self._revealed = False
        self._scale = 1.0
        self.setWindowTitle(self.tr("{title} — presenting").format(title=pack.title))
        self.setAccessibleName(self.tr("Presenter"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._build()
        self._apply_fonts()
        self._present()

    # --- layout -----------------------------------------------------------------

    def _build(self) -> None:
        self.table = TableView()
        self.table.set_dark(True)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        background = self.table.palette_colours()["background"]
        palette = self.palette()
        for role, colour in (
            (QPalette.ColorRole.Window, background),
            (QPalette.ColorRole.Base, background),
            (QPalette.ColorRole.WindowText, TEXT),
            (QPalette.ColorRole.Text, TEXT),
        ):
            palette.setColor(role, QColor(colour))
        self.setPalette(palette)
        self.setAutoFillBackground(True)

        self.prompt_label = self._label(self.tr("Question"), TEXT, bold=True)
        self.prompt_label.setWordWrap(True)
        self.position_label = self._label(self.tr("Position"), MUTED, bold=True)
        self.position_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
        self.heading_label = self._label(self.tr("Hand"), MUTED)
        self.heading_label.setWordWrap(True)
        self.help_label = self._label(self.tr("Keys"), MUTED)
        self.help_label.setText("     ".join(f"{_translated(k.label)}  {_translated(k.help)}" for k in KEYS))

        self.reveal_area = QTextBrowser()
        self.reveal_area.setAccessibleName(self.tr("Answer"))
        self.reveal_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reveal_area.setFrameShape(QFrame.Shape.NoFrame)
        self.reveal_area.setOpenLinks(False)
        self.reveal_area.setPalette(palette)
        self.reveal_area.viewport().setAutoFillBackground(False)
        self.reveal_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        top = QHBoxLayout()
        text = QVBoxLayout()
        text.setSpacing(4)
        text.addWidget(self.prompt_label)
        text.addWidget(self.heading_label)
        top.addLayout(text, 1)
        top.addWidget(self.position_label, 0, Qt.AlignmentFlag.AlignTop)
        body = QHBoxLayout()
        body.setSpacing(24)
        # 2:1 leaves the answer about 600 pixels of a 1920-wide screen: room for the
        # reasons at a size the back row reads, and the table as large as a 16:9
        # screen allows beside it.
        body.addWidget(self.table, 2)
        body.addWidget(self.reveal_area, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 12)
        layout.setSpacing(12)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addWidget(self.help_label)

    def _label(self, name: str, colour: str, *, bold: bool = False) -> QLabel:
        label = QLabel()
        label.setAccessibleName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(f"color: {colour}")
        label.setProperty("bold", bold)
        return label

    def _font(self, size: str, *, bold: bool = False) -> QFont:
        font = QFont(QApplication.font())
        base = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
        font.setPointSizeF(max(1.0, base * SIZES[size] * self._scale))
        font.setBold(bold)
        return font

    def _apply_fonts(self) -> None:
        for label, size in (
            (self.prompt_label, "prompt"),
            (self.position_label, "position"),
            (self.heading_label, "heading"),
            (self.help_label, "help"),
        ):
            label.setFont(self._font(size, bold=bool(label.property("bold"))))
        self._fit_reveal()

    # --- public API --------------------------------------------------------------

    @property
    def position(self) -> tuple[int, int]:
        """(item, question) shown, both from 0; ``(-1, -1)`` for a pack with no questions."""
        return self._order[self._index] if self._order else (-1, -1)

    @property
    def revealed(self) -> bool:
        """Whether the answer to the question shown is on show."""
        return self._revealed

    @property
    def count(self) -> int:
        """How many questions the pack asks in all."""
        return len(self._order)

    def question(self) -> Question | None:
        """The engine's question now shown."""
        if not self._order:
            return None
        item, number = self._order[self._index]
        if item not in self._questions:
            from ..training.drills import question_at

            entry = self.pack.items[item]
            self._questions[item] = [
                question_at(q.drill, entry.scenario, point=q.point) for q in entry.questions
            ]
        return self._questions[item][number]

    def next(self) -> None:
        """Reveal the answer; if it is already revealed, go to the next question."""
        if not self._order:
            return
        if not self._revealed:
            self.reveal()
        elif self._index + 1 < len(self._order):
            self.go_to(self._index + 1)

    def previous(self) -> None:
        """Go back one question (shown unrevealed)."""
        if self._index > 0:
            self.go_to(self._index - 1)

    def first(self) -> None:
        if self._order:
            self.go_to(0)

    def last(self) -> None:
        if self._order:
            self.go_to(len(self._order) - 1)

    def go_to(self, index: int) -> None:
        """Show question ``index`` (counted from 0 over the whole pack), answer hidden."""
        if not 0 <= index < len(self._order):
            raise IndexError(f"question {index} is not in this pack of {len(self._order)}")
        moved = index != self._index
        self._index = index
        self._present()
        if moved:
            self.positionChanged.emit(*self.position)

    def reveal(self) -> None:
        """Mark the answer on the table and show it in words, with its reasons and the note."""
        question = self.question()
        if question is None:
            return
        self._revealed = True
        self.table.clear_highlights()
        mark_answer(self.table, question.answer, MarkKind.CORRECT)
        lines = (
            mistake_lines(question) if spot_answer(question) is not None else answer_parts(question.answer)
        )
        self.table.show_figures()
        item, number = self.position
        entry = self.pack.items[item]
        note_word = html.escape(self.tr("Note:"))
        end_words = html.escape(self.tr("End of the pack. Home goes back to the first question."))
        words = "<br>".join(html.escape(_capital(part)) for part in lines)
        parts = [
            f"<p style='margin:0'><span style='font-size:{ANSWER_PT}pt; color:{ANSWER}'>"
            f"<b>{words}</b></span></p>"
        ]
        warning = expect_warning(entry.questions[number], question)
        if warning:
            parts.append(f"<p style='color:{WARN}'><b>{html.escape(warning)}</b></p>")
        for reason in map(worded, question.reasons):
            parts.append(
                f"<p style='margin-top:14px'><span style='color:{RULE}'><b>"
                f"{html.escape(reason.rule)}</b></span><br>{html.escape(reason.text)}</p>"
            )
        if house_matter(question):
            parts.append(
                f"<p style='margin-top:14px; color:{MUTED}'>{html.escape(house_matter(question))}</p>"
            )
        if entry.note:
            parts.append(
                f"<p style='margin-top:22px; color:{NOTE}'><b>{note_word}</b> {html.escape(entry.note)}</p>"
            )
        if self._index + 1 == len(self._order):
            parts.append(f"<p style='margin-top:22px; color:{MUTED}'>{end_words}</p>")
        self._reveal_html = "".join(parts)
        self._fit_reveal()

    def toggle_hole_cards(self) -> None:
        """Show hole cards face up (marked "down") or as backs, as the class should see them."""
        self.table.set_show_hole_cards(not self.table.show_hole_cards)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave(self) -> None:
        """Esc closes the presenter at once, full screen or not (F leaves full screen):
        an instructor in front of a class presses it once and expects to be out."""
        self.close()

    # --- internals ------------------------------------------------------------------

    def _pt(self, size: str) -> float:
        return round(self._font(size).pointSizeF(), 1)

    def _present(self) -> None:
        """Show the current question, answer hidden."""
        self._revealed = False
        question = self.question()
        if question is None:
            self.prompt_label.setText(self.tr("This pack has no questions."))
            self.position_label.setText(self.tr("{number} / {count}").format(number=0, count=0))
            self.heading_label.setText(self.pack.title)
            self._reveal_html = ""
            self._fit_reveal()
            return
        item, _number = self.position
        if spot_answer(question) is not None:
            # Spot the error: the table at the moment the mistake is first seen (a clean
            # hand's end), for the class to say what, if anything, went wrong.
            self.table.show_snapshot(mistake_snapshot(question))
        else:
            self.table.show_snapshot(question.snapshot(), hide_figures=question.hides_figures)
        if question.piles:
            self.table.show_piles(question.piles)  # the amounts stay hidden until revealed
        self.prompt_label.setText(question_words(question))
        self.heading_label.setText(hand_heading(item, self.pack))
        self.position_label.setText(
            self.tr("{number} / {count}").format(number=self._index + 1, count=len(self._order))
        )
        self.position_label.setAccessibleDescription(
            self.tr("Question {number} of {count}").format(number=self._index + 1, count=len(self._order))
        )
        # A question in parts: what it asks, one line each, for the class to answer.
        lines = asked_lines(question)
        if spot_answer(question) is not None:
            lines = [self.tr("Is there a mistake on the table? What is it, and where?")]
        asked = "".join(f"<p style='margin:0'><b>{html.escape(line)}</b></p>" for line in lines)
        self._reveal_html = (
            asked
            + f"<p style='color:{MUTED}'>"
            + html.escape(self.tr("Ask the class."))
            + "<br>"
            + html.escape(self.tr("Press → or Space to reveal the answer."))
            + "</p>"
        )
        self._fit_reveal()

    def _fit_reveal(self) -> None:
        """Set the reveal text, shrinking it until it fits its area (down to MIN_REVEAL)."""
        if not hasattr(self, "_reveal_html"):
            return
        area = self.reveal_area
        doc = area.document()
        room = area.viewport().height()
        factor = 1.0
        while True:
            font = self._font("reveal")
            font.setPointSizeF(font.pointSizeF() * factor)
            doc.setDefaultFont(font)
            area.setHtml(self._reveal_html.replace(ANSWER_PT, f"{self._pt('answer') * factor:.1f}"))
            doc.setTextWidth(area.viewport().width())
            if doc.size().height() <= room or factor <= MIN_REVEAL or not self.isVisible():
                break
            factor = max(MIN_REVEAL, factor - 0.05)

    # --- Qt events ----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        for spec in KEYS:
            if key in spec.keys and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
                getattr(self, spec.method)()
                event.accept()
                return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = min(2.0, max(0.6, self.height() / 1080))
        if abs(scale - self._scale) > 0.01:
            self._scale = scale
            self._apply_fonts()
        else:
            self._fit_reveal()


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _translated(text: str) -> str:
    """One of the key labels or helps of :data:`KEYS` in the user's language."""
    return QCoreApplication.translate("PresenterWindow", text)


__all__ = ["KEYS", "PresenterWindow"]
