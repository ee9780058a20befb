"""The split-the-pot answer: chips per seat per pot, typed or dragged.

The editor only collects numbers; whether they are right is the engine's
call (:func:`dealer_trainer.training.drills.check`).
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDropEvent, QMouseEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from .words import number

CHIP_MIME = "application/x-dealer-trainer-chips"


class ChipSource(QLabel):
    """A pot's chips: drag them onto a seat's box to give that seat the rest of the pot."""

    def __init__(self, pot: int, amount: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pot = pot
        self.amount = amount
        self.setText(f"⛁ {number(amount)}")
        self.setToolTip(self.tr("Drag onto a seat's box to give it the chips still unassigned"))
        self.setAccessibleName(self.tr("Chips of pot {number}").format(number=pot + 1))
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            drag = QDrag(self)
            data = QMimeData()
            data.setData(CHIP_MIME, str(self.pot).encode())
            drag.setMimeData(data)
            drag.exec(Qt.DropAction.CopyAction)


class ChipBox(QSpinBox):
    """Chips one seat receives from one pot; accepts dropped chips."""

    dropped = Signal(int, int)  # pot, seat

    def __init__(self, pot: int, seat: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pot = pot
        self.seat = seat
        self.setRange(0, maximum)
        self.setAcceptDrops(True)
        self.setAccessibleName(
            self.tr("Chips for seat {seat} from pot {number}").format(seat=seat, number=pot + 1)
        )

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(CHIP_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if event.mimeData().hasFormat(CHIP_MIME):
            pot = int(bytes(event.mimeData().data(CHIP_MIME).data()).decode())
            if pot == self.pot:
                self.dropped.emit(pot, self.seat)
                event.acceptProposedAction()
                return
        super().dropEvent(event)


class SplitPotEditor(QWidget):
    """A grid: one row per seat in the showdown, one column per pot."""

    submitted = Signal(list, int)  # list[dict[int, int]] (one dict per pot), rake

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.boxes: dict[tuple[int, int], ChipBox] = {}
        self.amounts: list[int] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.rake_box = QSpinBox()
        self.rake_box.setAccessibleName(self.tr("Rake"))
        self.rake_box.setPrefix(self.tr("Rake taken: "))
        self.rake_box.valueChanged.connect(self._update_left)
        layout.addWidget(self.rake_box)
        self.left_label = QLabel()
        self.left_label.setWordWrap(True)
        layout.addWidget(self.left_label)
        self.submit_button = QPushButton(self.tr("Check my split"))
        self.submit_button.setAccessibleName(self.tr("Check my split"))
        self.submit_button.clicked.connect(self.submit)
        layout.addWidget(self.submit_button)

    def load(self, pots: list[tuple[int, tuple[int, ...]]], raked: bool, note: str = "") -> None:
        """Show empty boxes for ``pots`` as (amount, eligible seats); ``raked``: the
        rule set takes a rake, which the trainee works out and enters too."""
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self.boxes.clear()
        self.amounts = [amount for amount, _ in pots]
        seats = sorted({seat for _, eligible in pots for seat in eligible})
        for column, (amount, eligible) in enumerate(pots):
            name = (
                self.tr("Pot")
                if len(pots) == 1
                else self.tr("Main pot")
                if column == 0
                else self.tr("Side pot {number}").format(number=column)
            )
            # amounts written as the table writes them (1,495)
            header = QLabel(f"<b>{name}</b><br>{number(amount)}")
            header.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(header, 0, column + 1)
            self.grid.addWidget(ChipSource(column, amount, self), 1, column + 1)
            for row, seat in enumerate(seats):
                if column == 0:
                    self.grid.addWidget(QLabel(self.tr("Seat {seat}").format(seat=seat)), row + 2, 0)
                if seat in eligible:
                    box = ChipBox(column, seat, amount, self)
                    box.valueChanged.connect(self._update_left)
                    box.dropped.connect(self._fill)
                    self.grid.addWidget(box, row + 2, column + 1)
                    self.boxes[(column, seat)] = box
        self.rake_box.setVisible(raked)
        self.rake_box.setRange(0, self.amounts[0] if self.amounts else 0)
        self.rake_box.setValue(0)
        self.note = note
        self._update_left()
        self.set_locked(False)
        self.submit_button.setEnabled(True)

    def _unassigned(self, pot: int) -> int:
        given = sum(box.value() for (p, _), box in self.boxes.items() if p == pot)
        rake = self.rake_box.value() if pot == 0 else 0
        return self.amounts[pot] - rake - given

    def _fill(self, pot: int, seat: int) -> None:
        box = self.boxes[(pot, seat)]
        box.setValue(box.value() + max(0, self._unassigned(pot)))

    def _update_left(self) -> None:
        parts = []
        for pot in range(len(self.amounts)):
            left = self._unassigned(pot)
            parts.append(
                self.tr("{count} left").format(count=number(left))
                if left >= 0
                else self.tr("{count} too many").format(count=number(-left))
            )
        text = self.tr("Unassigned: {pots}").format(pots=", ".join(parts))
        if self.note:
            text += f"<br>{self.note}"
        self.left_label.setText(text)

    def values(self) -> list[dict[int, int]]:
        result: list[dict[int, int]] = [{} for _ in self.amounts]
        for (pot, seat), box in self.boxes.items():
            if box.value():
                result[pot][seat] = box.value()
        return result

    def set_value(self, pot: int, seat: int, chips: int) -> None:
        self.boxes[(pot, seat)].setValue(chips)

    def submit(self) -> None:
        self.submit_button.setEnabled(False)
        self.submitted.emit(self.values(), self.rake_box.value())

    def set_locked(self, locked: bool) -> None:
        """Freeze the boxes once the split is judged: the answer given stays on show,
        and keys (Space for the next hand) no longer go into a chip box."""
        for box in (*self.boxes.values(), self.rake_box):
            box.setEnabled(not locked)
