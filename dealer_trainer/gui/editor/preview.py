"""The editor's preview: the table at any moment of the hand, and the engine's answer.

It shows exactly what a trainee will be asked: the table at the selected
question's moment with the answer marked, the right answer in words and the
reasons for it; a slider steps through the hand's events.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from ...packs.editing import QuestionView
from ...training.drills import Question
from ...training.snapshot import snapshot_from_events
from ..marks import MarkKind, mark_answer
from ..reasonwords import worded
from ..spotshow import answer_lines, house_matter, mistake_snapshot, spot_answer
from ..table import TableView, ordinal
from ..wordedtext import error_text
from ..words import drill_heading
from .host import EditorHost
from .style import GREEN, RED
from .wording import event_words, mismatch_words


class Preview(QWidget):
    """The table as the trainee sees it, with the engine's answer below."""

    def __init__(self, host: EditorHost) -> None:
        super().__init__()
        self.host = host
        self._key: tuple[Any, ...] | None = None  # what the table shows now
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 6, 6)
        title = QLabel(self.tr("Preview — what the trainee sees"))
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.table = TableView()
        self.table.setAccessibleName(self.tr("Preview of the table"))
        self.table.setMinimumSize(420, 270)
        layout.addWidget(self.table, 3)
        row = QHBoxLayout()
        self.event_slider = QSlider(Qt.Orientation.Horizontal)
        self.event_slider.setAccessibleName(self.tr("Show the hand at event"))
        self.event_slider.setToolTip(self.tr("Show the hand after this many of its events"))
        self.event_slider.valueChanged.connect(self.show_moment)
        self.to_question_button = QToolButton()
        self.to_question_button.setText(self.tr("At the question"))
        self.to_question_button.clicked.connect(self._jump_to_question)
        self.to_latest_button = QToolButton()
        self.to_latest_button.setText(self.tr("Latest"))
        self.to_latest_button.clicked.connect(self._jump_to_latest)
        row.addWidget(QLabel(self.tr("Event")))
        row.addWidget(self.event_slider, 1)
        row.addWidget(self.to_question_button)
        row.addWidget(self.to_latest_button)
        layout.addLayout(row)
        self.moment_label = QLabel()
        self.moment_label.setWordWrap(True)
        self.moment_label.setAccessibleName(self.tr("Moment shown"))
        layout.addWidget(self.moment_label)
        self.answer_label = QTextBrowser()
        self.answer_label.setAccessibleName(self.tr("The right answer"))
        self.answer_label.setOpenLinks(False)
        layout.addWidget(self.answer_label, 2)

    def redraw(self) -> None:
        """Show the moment afresh (another tab, so perhaps another moment)."""
        self._key = None
        self.refresh()

    def refresh(self) -> None:
        view = self.host.current_view()
        if view is None:
            self._key = None
            self.event_slider.setEnabled(False)
            self.moment_label.setText("")
            self.answer_label.setHtml("<p>" + self.tr("Select or add a hand to see it here.") + "</p>")
            return
        self.event_slider.setEnabled(True)
        total = len(view.hand.events)
        shown = self.host.current_question_view()
        target = total
        if self.host.follow_question and shown is not None and shown.question is not None:
            target = shown.question.shown
        blocked = self.event_slider.blockSignals(True)
        self.event_slider.setRange(0, total)
        self.event_slider.setValue(target)
        self.event_slider.blockSignals(blocked)
        self.to_question_button.setEnabled(shown is not None and shown.question is not None)
        self.show_moment(target)
        self._refresh_answer(shown)

    def show_moment(self, count: int) -> None:
        view = self.host.current_view()
        if view is None:
            return
        hand = view.hand
        events = hand.events
        total = len(events)
        shown = self.host.current_question_view()
        asked = shown.question if shown is not None else None
        at_question = asked is not None and count == asked.shown
        key = (id(view), count, at_question, id(asked))
        if key != self._key:
            self._key = key
            spotted = spot_answer(asked) if at_question and asked is not None else None
            if spotted is not None and asked is not None:
                # Spot the error: the table as the mistake is first seen, marked where it is.
                self.table.show_snapshot(mistake_snapshot(asked))
                self._highlight_answer(asked)
            elif at_question and asked is not None:
                self.table.show_snapshot(asked.snapshot())
                if asked.piles:  # the instructor sees the chips to count with their amounts
                    self.table.show_piles(asked.piles, figures=True)
                self._highlight_answer(asked)
            else:
                self.table.show_snapshot(
                    snapshot_from_events(hand.table, events[:count], hand.to_act if count == total else None)
                )
        last = event_words(events[count - 1]) if count else self.tr("before the antes")
        words = self.tr("Event {count} of {total}: {last}").format(count=count, total=total, last=last)
        if at_question and asked is not None and spot_answer(asked) is not None:
            words = self.tr("The whole hand, played live: {moment}").format(moment=self._spot_moment(asked))
        elif at_question:
            words += self.tr(" — the moment the question is asked.")
        elif count == total:
            if hand.to_act is not None:
                words += self.tr(" — the latest point of the hand; seat {seat} to act.").format(
                    seat=hand.to_act
                )
            else:
                words += self.tr(" — the latest point of the hand; it is over.")
        self.moment_label.setText(words)

    def _spot_moment(self, asked: Question) -> str:
        """Which moment the preview shows of a Spot-the-error play: the mistake's, or the end."""
        answer = spot_answer(asked)
        if answer is None or answer.mistake is None:
            return self.tr("no mistake is shown; this is the end of the hand, as the trainee lets it run.")
        return self.tr("this is the moment the mistake is first seen.")

    def _highlight_answer(self, asked: Question) -> None:
        # A seat the preview does not draw is left out (a pack still being written);
        # the words beside the table still say the whole answer.
        mark_answer(self.table, asked.answer, MarkKind.ANSWER, skip_missing=True)

    def _reasons(self, asked: Question) -> list[str]:
        """The answer's reasons as list items (the one place the editor words a reason)."""
        return [
            f"<li><i>{html.escape(reason.rule)}</i> — {html.escape(reason.text)}</li>"
            for reason in map(worded, asked.reasons)
        ]

    def _refresh_answer(self, shown: QuestionView | None) -> None:
        question = self.host.question()
        number = self.host.selection().question
        if question is None or shown is None:
            self.answer_label.setHtml(
                "<p><b>"
                + self.tr("No question selected.")
                + "</b> "
                + self.tr("Add one on the Questions tab to see the right answer and its reasons here.")
                + "</p>"
            )
            return
        where = (
            self.tr(" · {street} street").format(street=ordinal(question.point.street))
            if question.point.street
            else ""
        )
        parts = [
            "<h3 style='margin:0'>"
            + self.tr("Q{number}: {drill}{where}").format(
                number=number + 1, drill=html.escape(drill_heading(question.drill)), where=where
            )
            + "</h3>"
        ]
        if shown.question is None:
            parts.append(
                f"<p style='color:{RED}'><b>"
                + self.tr("⚠ This question does not fit the hand:")
                + "</b> "
                + html.escape(error_text(shown.error) if shown.error else "")
                + "</p><p>"
                + self.tr("Change its street or drill, or the hand's actions.")
                + "</p>"
            )
        else:
            asked = shown.question
            parts.append(
                "<p style='font-size:large'>"
                + self.tr("Right answer: {answer}").format(
                    answer=f"<b>{'<br>'.join(map(html.escape, answer_lines(asked)))}</b>"
                )
                + "</p>"
            )
            if question.expect is None:
                parts.append("<p>" + self.tr("No expected answer recorded.") + "</p>")
            elif shown.mismatch:
                parts.append(
                    f"<p style='color:{RED}'>"
                    + self.tr("⚠ The pack {mismatch}.").format(
                        mismatch=html.escape(mismatch_words(shown.mismatch))
                    )
                    + "</p>"
                )
            else:
                parts.append(
                    f"<p style='color:{GREEN}'>"
                    + self.tr("✓ Matches the expected answer in the pack.")
                    + "</p>"
                )
            if asked.reasons:
                parts.append("<p><b>" + self.tr("Why") + "</b></p><ul style='margin-top:0'>")
                parts.extend(self._reasons(asked))
                parts.append("</ul>")
            if house_matter(asked):
                parts.append("<p><i>" + html.escape(house_matter(asked)) + "</i></p>")
        item = self.host.item()
        if item is not None and item.note:
            parts.append("<p><b>" + self.tr("Note:") + "</b> " + html.escape(item.note) + "</p>")
        self.answer_label.setHtml("".join(parts))

    def _jump_to_question(self) -> None:
        self.host.follow_question = True
        self.refresh()

    def _jump_to_latest(self) -> None:
        self.host.follow_question = False
        self.refresh()
