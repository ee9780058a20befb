"""The editor's Questions tab: what is asked on the hand, where, the expected answer, the note."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...packs import editing
from ...packs.editing import MAX_QUESTIONS, USES_STEP, USES_STREET, ActionPoint, ItemView
from ...training.kinds import Drill
from ...training.questions import NO_FAULT
from ...training.spotting import Fault
from ..answerwords import seat_action
from ..spotwords import fault_words
from ..table import ordinal
from ..wordedtext import error_text
from ..words import drill_heading
from .host import EditorHost
from .style import GREEN, RED
from .widgets import spin
from .wording import mismatch_words, moment_words

#: The moment picker's item for the end of the hand (the others hold an action's index).
END = "end"


class QuestionsTab(QWidget):
    """The questions of the selected hand and the one selected."""

    def __init__(self, host: EditorHost) -> None:
        super().__init__()
        self.host = host
        layout = QVBoxLayout(self)
        self.question_list = QListWidget()
        self.question_list.setAccessibleName(self.tr("Questions on this hand"))
        self.question_list.setWordWrap(True)
        self.question_list.setMaximumHeight(150)
        self.question_list.currentRowChanged.connect(self._on_question_row)
        layout.addWidget(self.question_list)
        row = QHBoxLayout()
        self.add_question_button = QToolButton()
        self.add_question_button.setText(self.tr("Add question"))
        self.add_question_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.add_question_button)
        self.drill_actions: dict[Drill, QAction] = {}
        for drill in Drill:
            action = menu.addAction(drill_heading(drill))
            action.triggered.connect(lambda _=False, d=drill: host.add_question(d))
            self.drill_actions[drill] = action
        self.add_question_button.setMenu(menu)
        self.remove_question_button = QPushButton(self.tr("Remove question"))
        self.remove_question_button.clicked.connect(host.remove_question)
        row.addWidget(self.add_question_button)
        row.addWidget(self.remove_question_button)
        row.addStretch(1)
        layout.addLayout(row)

        self.question_box = QGroupBox(self.tr("Selected question"))
        form = QFormLayout(self.question_box)
        self.drill_box = QComboBox()
        self.drill_box.setAccessibleName(self.tr("Drill"))
        for drill in Drill:
            self.drill_box.addItem(drill_heading(drill), drill.value)
        self.drill_box.activated.connect(
            lambda _: host.set_question_drill(Drill(self.drill_box.currentData()))
        )
        form.addRow(self.tr("&Drill"), self.drill_box)
        self.street_spin = spin(1, 7, self.tr("Street"))
        self.street_spin.setSpecialValueText(self.tr("any street"))
        self.street_spin.setToolTip(
            self.tr(
                "The street the question is asked on (cards held: 3rd to 7th; 2nd to 5th in Five-card Stud)"
            )
        )
        self.street_spin.valueChanged.connect(lambda _: host.unless_updating(self._on_point))
        self.street_label = QLabel(self.tr("&Street"))
        self.street_label.setBuddy(self.street_spin)
        form.addRow(self.street_label, self.street_spin)
        self.step_spin = spin(0, 60, self.tr("Dealer move"))
        self.step_spin.setToolTip(
            self.tr("Which of the street's dealer moves: 0 is the first (usually the burn)")
        )
        self.step_spin.valueChanged.connect(lambda _: host.unless_updating(self._on_point))
        self.step_label = QLabel(self.tr("Dealer &move"))
        self.step_label.setBuddy(self.step_spin)
        form.addRow(self.step_label, self.step_spin)
        # The drills on the betting are asked before one action of the street: the
        # street's actions, listed as a dealer says them (the hand's own events).
        self.action_box = QComboBox()
        self.action_box.setAccessibleName(self.tr("Asked before"))
        self.action_box.setToolTip(
            self.tr("The moment of the street the question is asked at: before this action is taken")
        )
        self.action_box.activated.connect(lambda _: host.unless_updating(self._on_action))
        self.action_label = QLabel(self.tr("Asked &before"))
        self.action_label.setBuddy(self.action_box)
        form.addRow(self.action_label, self.action_box)
        # Spot the error is pinned to a mistake shown at a moment: the mistakes this hand
        # can be shown with (the fault layer's list), and the moments each can be shown at.
        self.fault_box = QComboBox()
        self.fault_box.setAccessibleName(self.tr("Mistake shown"))
        self.fault_box.setToolTip(self.tr("The mistake the table makes in this hand, or none"))
        self.fault_box.activated.connect(lambda _: host.unless_updating(self._on_fault))
        self.fault_label = QLabel(self.tr("&Mistake shown"))
        self.fault_label.setBuddy(self.fault_box)
        form.addRow(self.fault_label, self.fault_box)
        self.moment_box = QComboBox()
        self.moment_box.setAccessibleName(self.tr("Moment of the mistake"))
        self.moment_box.setToolTip(self.tr("The moment of the hand the mistake is shown at"))
        self.moment_box.activated.connect(lambda _: host.unless_updating(self._on_moment))
        self.moment_label = QLabel(self.tr("M&oment"))
        self.moment_label.setBuddy(self.moment_box)
        form.addRow(self.moment_label, self.moment_box)
        self.expect_label = QLabel()
        self.expect_label.setWordWrap(True)
        self.expect_label.setTextFormat(Qt.TextFormat.RichText)
        form.addRow(self.tr("Expected"), self.expect_label)
        expect_row = QHBoxLayout()
        self.record_button = QPushButton(self.tr("Record the right answer as expected"))
        self.record_button.setToolTip(
            self.tr("Store the right answer in the pack, so a later change that alters the answer is flagged")
        )
        self.record_button.clicked.connect(host.record_expected)
        self.clear_expect_button = QPushButton(self.tr("Clear"))
        self.clear_expect_button.clicked.connect(host.clear_expected)
        expect_row.addWidget(self.record_button)
        expect_row.addWidget(self.clear_expect_button)
        expect_row.addStretch(1)
        form.addRow("", expect_row)
        layout.addWidget(self.question_box)

        note_box = QGroupBox(self.tr("Instructor's note (shown after the answer)"))
        note_layout = QVBoxLayout(note_box)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setAccessibleName(self.tr("Instructor's note"))
        self.note_edit.setPlaceholderText(self.tr("What to point out to the trainee about this hand"))
        self.note_edit.textChanged.connect(
            lambda: host.unless_updating(lambda: host.set_note(self.note_edit.toPlainText()))
        )
        note_layout.addWidget(self.note_edit)
        layout.addWidget(note_box, 1)

    def clear(self) -> None:
        self.question_list.clear()
        self.note_edit.clear()

    def _where(
        self, street: int | None, step: int | None, action: int | None = None, end: bool = False
    ) -> str:
        if street is None:
            return ""
        if end:
            return self.tr(" — at the end of the hand ({street} street)").format(street=ordinal(street))
        if action is not None:
            return self.tr(" — {street} street, before its {action} action").format(
                street=ordinal(street), action=ordinal(action + 1)
            )
        if step is None:
            return self.tr(" — {street} street").format(street=ordinal(street))
        return self.tr(" — {street} street, dealer move {step}").format(street=ordinal(street), step=step)

    def _spot_where(self, fault: str | None) -> str:
        """A Spot-the-error question in the list: " — no mistake", " — the pot pushed to the wrong player"."""
        if fault is None:
            return ""
        if fault == NO_FAULT:
            return self.tr(" — no mistake")
        known = fault in {f.value for f in Fault}
        return self.tr(" — {mistake}").format(mistake=fault_words(Fault(fault)).lower() if known else fault)

    def action_words(self, point: ActionPoint) -> str:
        """A moment of the street as a dealer says it: "before seat 4 acts — 3rd action:
        seat 4 calls 10" (or, where the hand stops, "… — 3rd action, not yet taken")."""
        if point.taken is None:
            return self.tr("before seat {seat} acts — {number} action, not yet taken").format(
                seat=point.seat, number=ordinal(point.index + 1)
            )
        return self.tr("before seat {seat} acts — {number} action: seat {seat} {action}").format(
            seat=point.seat,
            number=ordinal(point.index + 1),
            action=seat_action(point.taken.kind, point.taken.amount),
        )

    def end_words(self) -> str:
        """The end of the hand as a dealer says it, for the drills that count the pot then."""
        return self.tr("at the end of the hand, before the pot is pushed")

    def _show_actions(
        self, view: ItemView, street: int | None, action: int | None, ends: bool = False, end: bool = False
    ) -> None:
        """The street's moments in the picker, the question's one chosen; a moment the
        hand no longer has (its actions were removed) stays listed, marked as missing.
        Where the drill may be asked at the end of the hand (``ends``) and the hand ends
        on ``street``, its end comes last; ``end``: the question is asked there."""
        self.action_box.clear()
        points = editing.action_points(view.hand, street) if street is not None else ()
        for point in points:
            self.action_box.addItem(self.action_words(point), point.index)
        if action is not None and all(point.index != action for point in points):
            self.action_box.addItem(
                self.tr("before the {number} action — the street has no such action now").format(
                    number=ordinal(action + 1)
                ),
                action,
            )
        if ends and street is not None and editing.end_street(view.hand) == street:
            self.action_box.addItem(self.end_words(), END)
        elif end:
            self.action_box.addItem(
                self.tr("at the end of the hand — the hand does not end on this street now"), END
            )
        chosen = END if end else action
        self.action_box.setCurrentIndex(self.action_box.findData(chosen) if chosen is not None else -1)
        self.action_box.setEnabled(street is not None and self.action_box.count() > 0)

    def _show_spot(self, view: ItemView, fault: str | None, site: int | None) -> None:
        """The mistakes this hand can be shown with and the question's one chosen, then the
        moments that mistake can be shown at; a choice the hand no longer allows (after an
        edit of its cards or actions) stays listed, marked as such."""
        self.fault_box.clear()
        self.fault_box.addItem(self.tr("No mistake (a clean hand)"), NO_FAULT)
        for choice in editing.spot_choices(view.hand):
            self.fault_box.addItem(fault_words(choice), choice.value)
        if fault is not None and self.fault_box.findData(fault) < 0:
            self.fault_box.addItem(
                self.tr("{mistake} — this hand cannot show it now").format(
                    mistake=fault_words(Fault(fault)) if fault in {f.value for f in Fault} else fault
                ),
                fault,
            )
        self.fault_box.setCurrentIndex(self.fault_box.findData(fault) if fault is not None else -1)
        self.moment_box.clear()
        moments = editing.spot_moments(view.hand, fault)
        seen: dict[str, int] = {}
        for moment in moments:
            text = moment_words(moment)
            # Two moments said alike (a seat's two down cards): the second says so.
            seen[text] = seen.get(text, 0) + 1
            if seen[text] > 1:
                text = self.tr("{moment} ({time} time)").format(moment=text, time=ordinal(seen[text]))
            self.moment_box.addItem(text, moment.site)
        if site is not None and all(moment.site != site for moment in moments):
            self.moment_box.addItem(self.tr("a moment where this mistake cannot be shown now"), site)
        self.moment_box.setCurrentIndex(self.moment_box.findData(site) if site is not None else -1)
        self.moment_box.setEnabled(self.moment_box.count() > 0)

    def refresh(self, view: ItemView) -> None:
        item = self.host.item()
        assert item is not None
        current = self.host.selection().question
        self.question_list.clear()
        for number, (spec, shown) in enumerate(zip(item.questions, view.questions), 1):
            if spec.drill in editing.USES_FAULT:
                where = self._spot_where(spec.point.fault)
            else:
                end = editing.at_end(spec.drill, spec.point)
                where = self._where(spec.point.street, spec.point.step, spec.point.action, end)
            if shown.error:
                status, tip = self.tr("⚠ does not fit the hand"), error_text(shown.error)
            elif shown.mismatch:
                status, tip = (self.tr("⚠ expected answer disagrees"), mismatch_words(shown.mismatch))
            elif spec.expect is not None:
                status, tip = (self.tr("✓ expected answer recorded"), self.tr("The right answer agrees"))
            else:
                status, tip = (
                    self.tr("no expected answer"),
                    self.tr("Record the right answer to check it later"),
                )
            entry = QListWidgetItem(f"{number}. {drill_heading(spec.drill)}{where}\n    {status}")
            entry.setToolTip(tip)
            if shown.error or shown.mismatch:
                entry.setForeground(QColor(RED))
            self.question_list.addItem(entry)
        self.question_list.setCurrentRow(current)
        self.add_question_button.setEnabled(len(item.questions) < MAX_QUESTIONS)
        question = self.host.question()
        self.question_box.setEnabled(question is not None)
        self.remove_question_button.setEnabled(question is not None)
        if self.note_edit.toPlainText() != item.note:
            self.note_edit.setPlainText(item.note)
        if question is None:
            self.expect_label.setText(self.tr("Add a question to choose what to ask."))
            for widget in (
                self.street_label,
                self.street_spin,
                self.step_label,
                self.step_spin,
                self.action_label,
                self.action_box,
                self.fault_label,
                self.fault_box,
                self.moment_label,
                self.moment_box,
            ):
                widget.setVisible(False)
            return
        self.drill_box.setCurrentIndex(self.drill_box.findData(question.drill.value))
        uses_action = question.drill in editing.USES_ACTION
        uses_street = question.drill in USES_STREET or uses_action
        uses_step = question.drill in USES_STEP
        for widget in (self.street_label, self.street_spin):
            widget.setVisible(uses_street)
        for widget in (self.step_label, self.step_spin):
            widget.setVisible(uses_step)
        for widget in (self.action_label, self.action_box):
            widget.setVisible(uses_action)
        uses_fault = question.drill in editing.USES_FAULT
        for widget in (self.fault_label, self.fault_box):
            widget.setVisible(uses_fault)
        # A clean hand has no moment to choose.
        for widget in (self.moment_label, self.moment_box):
            widget.setVisible(uses_fault and question.point.fault != NO_FAULT)
        if uses_fault:
            self._show_spot(view, question.point.fault, question.point.site)
        self.street_spin.setValue(question.point.street or 1)
        self.step_spin.setValue(question.point.step or 0)
        self.step_spin.setEnabled(question.point.street is not None)
        if uses_action:
            ends = question.drill in editing.USES_END
            # A drill also asked at the end of the hand picks a moment, not only an action before.
            self.action_label.setText(self.tr("&Moment") if ends else self.tr("Asked &before"))
            self.action_box.setAccessibleName(self.tr("Moment") if ends else self.tr("Asked before"))
            self.action_box.setToolTip(
                self.tr(
                    "The moment the question is asked at: before one of the street's actions, or at the end of the hand"
                )
                if ends
                else self.tr("The moment of the street the question is asked at: before this action is taken")
            )
            end = editing.at_end(question.drill, question.point)
            self._show_actions(view, question.point.street, question.point.action, ends, end)
        shown = view.questions[current]
        if question.expect is None:
            text = self.tr("none recorded")
        elif shown.question is not None:
            if shown.mismatch:
                text = f"<span style='color:{RED}'>⚠ {html.escape(mismatch_words(shown.mismatch))}</span>"
            else:
                from ...packs.checking import judge_expected
                from ..answerwords import given_words

                judged = judge_expected(shown.question, question.expect)
                words = given_words(judged) if judged else str(question.expect)
                text = (
                    f"{html.escape(words)} <span style='color:{GREEN}'>"
                    + self.tr("✓ the rules agree")
                    + "</span>"
                )
        else:
            text = html.escape(str(question.expect))
        self.expect_label.setText(text)
        self.record_button.setEnabled(shown.question is not None)
        self.clear_expect_button.setEnabled(question.expect is not None)

    def _on_question_row(self, row: int) -> None:
        if self.host.updating() or row < 0 or row == self.host.selection().question:
            return
        self.host.select_question(row)

    def _on_point(self) -> None:
        street = self.street_spin.value()
        question = self.host.question()
        # Another street: the question moves to that street's first action.
        same = question is not None and question.point.street == street
        action = question.point.action if same and question is not None else None
        end = same and question is not None and editing.at_end(question.drill, question.point)
        self.host.set_question_point(None if street < 2 else street, self.step_spin.value(), action, end=end)

    def _on_fault(self) -> None:
        fault = self.fault_box.currentData()
        if isinstance(fault, str):
            self.host.set_question_fault(fault)

    def _on_moment(self) -> None:
        site = self.moment_box.currentData()
        if isinstance(site, int):
            self.host.set_question_site(site)

    def _on_action(self) -> None:
        question = self.host.question()
        index = self.action_box.currentData()
        if question is None:
            return
        if index == END:
            self.host.set_question_point(question.point.street, None, None, end=True)
        elif isinstance(index, int):
            self.host.set_question_point(question.point.street, None, index)
