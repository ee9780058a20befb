"""The answer page of the drills on the betting and the money: one row per part.

Every question whose answer is a :class:`~dealer_trainer.training.parts.PartsAnswer`
(What's the bet?, Count the pot, Read the showdown, Chips) is answered here,
whatever its drill: a row per part, labelled by :mod:`.partwords`, with a
control for the part's shape —

* an amount: a spin box (digits typed go into the box that has the focus);
* yes or no: two buttons (or the Y and N keys, for the current yes/no row);
* seats: the seats chosen, toggled by clicking them on the table or pressing
  their numbers, in the *current* seats row (marked ▶), with "Nobody" and
  "Clear";
* a choice: one radio button per option, in the order the question gives.

"Check the answer (Enter)" hands a :class:`~dealer_trainer.training.parts.PartsResponse`
(a blank part is ``None``) to the drill panel, which judges it with the
drills' :func:`~dealer_trainer.training.drills.check` and keeps it like any
answer. The page then locks and shows, row by row, a tick or the right
value, from the verdict's problems: it judges nothing itself.

The current seats row stays current when the focus leaves the page (a click
on the table takes it): a part with two seats takes two clicks, both in the
same row. It moves when another seats row gets the focus (a click or Tab).

The drill panel builds this page the first time such a question is asked, so
that the window opens without it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..training.parts import PartsAnswer, PartsResponse, Shape
from .numbers import number
from .partwords import Wording, option_words, part_label, seat_list, value_words, wording
from .theme import FEEDBACK

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..training.parts import Asking, PartProblem, Value

#: The most chips an amount box takes.
MOST_CHIPS = 1_000_000
#: A choice whose options are all at most this long shows them two to a line.
SHORT_OPTION = 22
#: The mark of the seats row that a click on the table goes to.
CURRENT_MARK = "▶"


class _SpacePresses(QObject):
    """Space on a focused button presses the button (see :meth:`_Row._own`)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            event.accept()  # the key goes to the button, not to a shortcut
            return True
        return False


_SPACE_PRESSES = _SpacePresses()


class _Row(ABC):
    """One part's row: its label, its control, and the verdict's mark after answering."""

    def __init__(self, part: Asking, words: Wording) -> None:
        self.part = part
        self.label = QLabel(part_label(part, words))
        self.label.setWordWrap(True)
        self.marker = QLabel()
        self.marker.setFixedWidth(self.marker.fontMetrics().horizontalAdvance(CURRENT_MARK) + 4)
        self.marker.setAccessibleName(QApplication.translate("PartsPage", "Checked"))
        #: The right value, shown once the part is checked and found wrong.
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setStyleSheet(f"color: {FEEDBACK.wrong}; font-weight: bold")
        self.result.hide()
        #: Every widget of the row, to find the row of the widget with the focus.
        self.widgets: list[QWidget] = []
        #: The row's one Tab stop (Tab and Shift+Tab move from row to row).
        self.first: QWidget
        #: The row's controls, as laid out on the page.
        self.control: QWidget

    @abstractmethod
    def value(self) -> Value | None:
        """The value entered (``None``: left blank)."""

    @abstractmethod
    def set_value(self, value: Value | None) -> None:
        """Show ``value`` as entered (``None``: blank)."""

    def set_locked(self, locked: bool) -> None:
        for widget in self.widgets:
            widget.setEnabled(not locked)

    def show_result(self, problem: PartProblem | None) -> None:
        """A tick, or a cross and the right value where the part was answered wrongly."""
        right = problem is None
        self.marker.setText("✓" if right else "✗")
        self.marker.setStyleSheet(f"color: {FEEDBACK.right if right else FEEDBACK.wrong}; font-weight: bold")
        self.result.setText(
            ""
            if problem is None
            else QApplication.translate("PartsPage", "Right: {right}").format(
                right=value_words(problem.part, problem.part.right)
            )
        )
        self.result.setVisible(not right)

    def clear_result(self) -> None:
        self.marker.clear()
        self.marker.setStyleSheet("")
        self.result.clear()
        self.result.hide()

    def _own(self, *widgets: QWidget) -> None:
        """The row's widgets: the first takes Tab, the others only a click (or the row's keys).

        A button of the row takes Space while it has the focus (it presses it, as
        anywhere else), rather than the window's "Next hand", which would leave
        the question unanswered.
        """
        self.widgets.extend(widgets)
        for widget in widgets[1:]:
            widget.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for widget in widgets:
            if isinstance(widget, QAbstractButton):
                widget.installEventFilter(_SPACE_PRESSES)


class _ChipsBox(QSpinBox):
    """A spin box that leaves letters to the window's keys: a box takes digits only, so
    Y and N still answer a yes/no row, and H still asks for a hint, while it has the focus."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            text = event.text()
            if text.isalpha() and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
                return False  # not taken: the shortcut goes ahead
        return super().event(event)


class _AmountRow(_Row):
    """Chips, typed: a spin box that starts blank."""

    def __init__(self, part: Asking, words: Wording) -> None:
        super().__init__(part, words)
        box = _ChipsBox()
        box.setRange(-1, MOST_CHIPS)  # -1: not answered yet, shown blank
        box.setSpecialValueText(" ")
        box.setValue(-1)
        box.setGroupSeparatorShown(True)
        box.setAccessibleName(self.label.text())
        box.setMinimumWidth(box.fontMetrics().horizontalAdvance(number(MOST_CHIPS)) + 40)
        self.box = box
        self.control: QWidget = box
        self.first = box
        self._own(box)

    def value(self) -> Value | None:
        if not self.box.cleanText().strip() or self.box.value() < 0:
            return None
        self.box.interpretText()
        return self.box.value()

    def set_value(self, value: Value | None) -> None:
        self.box.setValue(value if isinstance(value, int) and not isinstance(value, bool) else -1)


class _YesNoRow(_Row):
    """Yes or no: two buttons, one of them pressed (neither before answering)."""

    def __init__(self, part: Asking, words: Wording) -> None:
        super().__init__(part, words)
        control = QWidget()
        layout = QHBoxLayout(control)
        layout.setContentsMargins(0, 0, 0, 0)
        self.yes = QPushButton(QApplication.translate("PartsPage", "Yes (Y)"))
        self.no = QPushButton(QApplication.translate("PartsPage", "No (N)"))
        self.group = QButtonGroup(control)
        for button, name in (
            (self.yes, QApplication.translate("PartsPage", "Yes: {question}")),
            (self.no, QApplication.translate("PartsPage", "No: {question}")),
        ):
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setAccessibleName(name.format(question=self.label.text()))
            self.group.addButton(button)
            layout.addWidget(button)
        self.control = control
        self.first = self.yes
        self._own(self.yes, self.no)

    def value(self) -> Value | None:
        if self.yes.isChecked():
            return True
        if self.no.isChecked():
            return False
        return None

    def set_value(self, value: Value | None) -> None:
        self.group.setExclusive(False)
        self.yes.setChecked(value is True)
        self.no.setChecked(value is False)
        self.group.setExclusive(True)


class _SeatsButton(QPushButton):
    """The seats chosen; with the focus, a number key goes to it through the window's
    seat keys, 0 chooses nobody and Delete or Backspace clears it."""

    cleared = Signal()
    nobody = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.cleared.emit()
        elif event.key() == Qt.Key.Key_0:
            self.nobody.emit()
        else:
            super().keyPressEvent(event)


class _SeatsRow(_Row):
    """Seats, clicked on the table: none chosen yet, nobody, or a set of seats."""

    def __init__(self, part: Asking, words: Wording) -> None:
        super().__init__(part, words)
        control = QWidget()
        layout = QHBoxLayout(control)
        layout.setContentsMargins(0, 0, 0, 0)
        self.shown = _SeatsButton()
        self.shown.setAutoDefault(False)
        self.shown.setToolTip(
            QApplication.translate(
                "PartsPage",
                "Click the seats on the table (or press their numbers); 0 for nobody, Delete to clear",
            )
        )
        self.shown.setAccessibleName(self.label.text())
        self.nobody = QPushButton(QApplication.translate("PartsPage", "Nobody"))
        self.nobody.setAutoDefault(False)
        self.nobody.setAccessibleName(
            QApplication.translate("PartsPage", "{button}: {question}").format(
                button=self.nobody.text(), question=self.label.text()
            )
        )
        # A small ✕: the side column is narrow, and the row needs its width for the seats.
        self.clear = QToolButton()
        self.clear.setText("✕")
        clear = QApplication.translate("PartsPage", "Clear")
        self.clear.setToolTip(clear)
        self.clear.setAccessibleName(
            QApplication.translate("PartsPage", "{button}: {question}").format(
                button=clear, question=self.label.text()
            )
        )
        layout.addWidget(self.shown, 1)
        layout.addWidget(self.nobody)
        layout.addWidget(self.clear)
        self.seats: frozenset[int] | None = None
        self.control = control
        self.first = self.shown
        self._own(self.shown, self.nobody, self.clear)
        self.clear.clicked.connect(lambda: self.set_value(None))
        self.shown.cleared.connect(lambda: self.set_value(None))
        self.nobody.clicked.connect(lambda: self.set_value(frozenset()))
        self.shown.nobody.connect(lambda: self.set_value(frozenset()))
        self.set_value(None)

    def toggle(self, seat: int) -> None:
        chosen = set(self.seats or ())
        chosen ^= {seat}
        self.set_value(frozenset(chosen))

    def value(self) -> Value | None:
        return self.seats

    def set_value(self, value: Value | None) -> None:
        self.seats = value if isinstance(value, frozenset) else None
        if self.seats is None:
            self.shown.setText("—")  # the page's note says how to choose (the column is narrow)
        else:
            self.shown.setText(seat_list(self.seats))

    def set_current(self, current: bool) -> None:
        if current or self.marker.text() == CURRENT_MARK:
            self.marker.setText(CURRENT_MARK if current else "")
        font = QFont(self.label.font())
        font.setBold(current)
        self.label.setFont(font)


class _ChoiceRow(_Row):
    """One of the part's options, as radio buttons in the order given (none chosen yet)."""

    def __init__(self, part: Asking, words: Wording) -> None:
        super().__init__(part, words)
        control = QWidget()
        grid = QGridLayout(control)
        grid.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(control)
        self.buttons: list[QRadioButton] = []
        texts = [option_words(part, option) for option in part.options]
        columns = 2 if texts and max(len(t) for t in texts) <= SHORT_OPTION else 1
        for index, text in enumerate(texts):
            button = QRadioButton(text)
            button.setAccessibleName(
                QApplication.translate("PartsPage", "{option}: {question}").format(
                    option=text, question=self.label.text()
                )
            )
            self.group.addButton(button, index)
            self.buttons.append(button)
            grid.addWidget(button, index // columns, index % columns)
        self.control = control
        self.first = self.buttons[0] if self.buttons else control
        self._own(*self.buttons)

    def value(self) -> Value | None:
        index = self.group.checkedId()
        return self.part.options[index] if index >= 0 else None

    def set_value(self, value: Value | None) -> None:
        self.group.setExclusive(False)
        for button, option in zip(self.buttons, self.part.options, strict=True):
            button.setChecked(value is not None and option == value)
        self.group.setExclusive(True)


_ROWS: dict[Shape, type[_Row]] = {
    Shape.AMOUNT: _AmountRow,
    Shape.YES_NO: _YesNoRow,
    Shape.SEATS: _SeatsRow,
    Shape.CHOICE: _ChoiceRow,
}


class PartsPage(QWidget):
    """The rows of one answer in parts, and "Check the answer (Enter)"."""

    #: The response checked: a :class:`PartsResponse`.
    submitted = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.answer: PartsAnswer | None = None
        #: Whether rows were loaded (with or without their values).
        self.loaded = False
        self.rows: list[_Row] = []
        self._current: _SeatsRow | None = None
        self.locked = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        #: How seats are chosen, shown when the question asks for seats.
        self.seats_note = QLabel(
            self.tr("Seats: click them on the table or press their numbers; ▶ marks the row they go to.")
        )
        self.seats_note.setWordWrap(True)
        self.seats_note.setStyleSheet(f"color: {FEEDBACK.hint}")
        layout.addWidget(self.seats_note)
        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(1, 3)  # the label the wider share: it wraps, the controls do not
        self.grid.setColumnStretch(2, 2)
        layout.addWidget(self.body)
        self.check_button = QPushButton(self.tr("Check the answer (Enter)"))
        self.check_button.setAccessibleName(self.tr("Check"))
        self.check_button.setAutoDefault(False)
        self.check_button.clicked.connect(self.submit)
        layout.addWidget(self.check_button)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)

    # --- the question ---------------------------------------------------------------------

    def load(self, answer: PartsAnswer | Sequence[Asking]) -> None:
        """Blank rows for ``answer``'s parts, in the order asked (``answer``: the answer, or only
        what its parts ask — a class question before the reveal; the right values are then
        given to :meth:`show_answer`)."""
        for row in self.rows:
            for widget in (row.marker, row.label, row.control, row.result):
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        while self.grid.count():
            self.grid.takeAt(0)
        self.answer = answer if isinstance(answer, PartsAnswer) else None
        parts = answer.parts if isinstance(answer, PartsAnswer) else tuple(answer)
        self.loaded = True
        words = wording(parts)
        self.rows = [_ROWS[part.shape](part, words) for part in parts]
        line = 0
        for row in self.rows:
            self.grid.addWidget(row.marker, line, 0)
            self.grid.addWidget(row.label, line, 1)
            if isinstance(row, _ChoiceRow):  # the options under the label, the width of the page
                self.grid.addWidget(row.result, line, 2)
                line += 1
                self.grid.addWidget(row.control, line, 1, 1, 2)
            else:  # the right value, if it is wrong, on a line of its own under the control
                self.grid.addWidget(row.control, line, 2)
                line += 1
                self.grid.addWidget(row.result, line, 1, 1, 2)
            line += 1
        for before, after in zip(self.rows, self.rows[1:], strict=False):
            QWidget.setTabOrder(before.first, after.first)
        if self.rows:
            QWidget.setTabOrder(self.rows[-1].first, self.check_button)
        seats_rows = self._seats_rows()
        self.seats_note.setVisible(bool(seats_rows))
        self._set_current(seats_rows[0] if seats_rows else None)
        self.set_locked(False)

    def _seats_rows(self) -> list[_SeatsRow]:
        return [row for row in self.rows if isinstance(row, _SeatsRow)]

    def focus_first(self) -> None:
        """The focus to the first row, so that typing answers it at once."""
        if self.rows:
            self.rows[0].first.setFocus(Qt.FocusReason.TabFocusReason)

    # --- answering ---------------------------------------------------------------------------

    def response(self) -> PartsResponse:
        """The values entered, one per part (``None`` where a part is blank)."""
        return PartsResponse(tuple(row.value() for row in self.rows))

    def set_response(self, response: PartsResponse) -> None:
        """Fill the rows with ``response`` (a pack's expected answer, a test)."""
        for row, value in zip(self.rows, response.values, strict=False):
            row.set_value(value)

    def submit(self) -> None:
        if self.locked or not self.loaded:
            return
        self.submitted.emit(self.response())

    def current_seats_row(self) -> _SeatsRow | None:
        """The seats row a seat clicked on the table goes to (marked ▶)."""
        return self._current

    def toggle_seat(self, seat: int) -> bool:
        """Choose (or unchoose) ``seat`` in the current seats row; whether there is one."""
        row = self._current
        if row is None or self.locked:
            return False
        row.toggle(seat)
        return True

    def yes_no(self, yes: bool) -> bool:
        """Y or N: answer the yes/no row with the focus, or the first one unanswered."""
        rows = [row for row in self.rows if isinstance(row, _YesNoRow)]
        focused = self._row_of(QApplication.focusWidget())
        target = focused if isinstance(focused, _YesNoRow) else None
        target = target or next((row for row in rows if row.value() is None), None)
        if target is None or self.locked:
            return False
        target.set_value(yes)
        return True

    def _row_of(self, widget: QWidget | None) -> _Row | None:
        while widget is not None:
            for row in self.rows:
                if widget in row.widgets:
                    return row
            widget = widget.parentWidget()
        return None

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        row = self._row_of(new)
        if isinstance(row, _SeatsRow):
            self._set_current(row)

    def _set_current(self, current: _SeatsRow | None) -> None:
        self._current = current
        for row in self._seats_rows():
            row.set_current(row is current and not self.locked)

    # --- after the verdict -------------------------------------------------------------------

    def set_locked(self, locked: bool) -> None:
        """Freeze the rows once the answer is judged (the keys go back to the window)."""
        self.locked = locked
        for row in self.rows:
            row.set_locked(locked)
            if not locked:
                row.clear_result()
        self.check_button.setEnabled(not locked)
        self._set_current(self._current)

    def show_verdict(self, problems: Sequence[object]) -> None:
        """Lock the page and mark each row: a tick, or the right value (from the verdict's problems)."""
        from ..training.parts import PartProblem

        wrong = {problem.index: problem for problem in problems if isinstance(problem, PartProblem)}
        self.set_locked(True)
        for index, row in enumerate(self.rows):
            row.show_result(wrong.get(index))

    def show_answer(self, answer: PartsAnswer | None = None) -> None:
        """The right value in every row, locked: the answer shown without scoring ("Show me");
        ``answer``: the one loaded, unless the page was loaded without its values."""
        answer = answer if answer is not None else self.answer
        assert answer is not None
        self.set_response(PartsResponse(tuple(part.right for part in answer.parts)))
        self.set_locked(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Enter, Qt.Key.Key_Return):
            self.submit()
            return
        super().keyPressEvent(event)


__all__ = ["MOST_CHIPS", "PartsPage"]
