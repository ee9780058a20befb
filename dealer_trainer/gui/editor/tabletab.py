"""The editor's Table tab: the hand's title, game, rule set, button, stakes, seats and stacks."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import RuleSetName
from ...engine.variants import Variant
from ...packs.editing import ItemView
from ..words import game_title, rules_name
from .host import EditorHost
from .widgets import spin


class TableTab(QWidget):
    """The table of the selected hand; every change is one of the window's edits."""

    def __init__(self, host: EditorHost) -> None:
        super().__init__()
        self.host = host
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.item_title_edit = QLineEdit()
        self.item_title_edit.setAccessibleName(self.tr("Hand title"))
        self.item_title_edit.setPlaceholderText(self.tr("e.g. Suit tie for the bring-in"))
        self.item_title_edit.textEdited.connect(
            lambda text: host.unless_updating(lambda: host.set_item_title(text))
        )
        form.addRow(self.tr("Hand &title"), self.item_title_edit)
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName(self.tr("Game"))
        for variant in Variant:
            self.variant_box.addItem(game_title(variant), variant.value)
        self.variant_box.activated.connect(
            lambda _: host.set_variant(Variant(self.variant_box.currentData()))
        )
        form.addRow(self.tr("&Game"), self.variant_box)
        self.rules_box = QComboBox()
        self.rules_box.setAccessibleName(self.tr("Rule set"))
        for name in RuleSetName:
            self.rules_box.addItem(rules_name(name), name.value)
        self.rules_box.activated.connect(lambda _: host.set_rules(RuleSetName(self.rules_box.currentData())))
        form.addRow(self.tr("&Rules"), self.rules_box)
        self.button_box = QComboBox()
        self.button_box.setAccessibleName(self.tr("Dealer button"))
        self.button_box.addItem(self.tr("House dealer (no button)"), 0)
        for seat in range(1, 10):
            self.button_box.addItem(self.tr("Seat {seat}").format(seat=seat), seat)
        self.button_box.setToolTip(
            self.tr(
                "The dealer's left is the next occupied seat after "
                "the button; with a house dealer, the "
                "lowest-numbered seat"
            )
        )
        self.button_box.activated.connect(
            lambda _: host.set_button(int(self.button_box.currentData()) or None)
        )
        form.addRow(self.tr("&Button"), self.button_box)
        layout.addLayout(form)

        stakes = QGroupBox(self.tr("Stakes (chips)"))
        grid = QGridLayout(stakes)
        self.stake_boxes: dict[str, QSpinBox] = {}
        for index, (key, label, low) in enumerate(
            (
                ("ante", self.tr("Ante"), 0),
                ("bring_in", self.tr("Bring-in"), 1),
                ("small_bet", self.tr("Small bet"), 1),
                ("big_bet", self.tr("Big bet"), 1),
            )
        ):
            box = spin(low, 1_000_000_000, label)
            box.valueChanged.connect(
                lambda value, k=key: host.unless_updating(lambda: host.set_stake(k, value))
            )
            self.stake_boxes[key] = box
            caption = QLabel(label)
            caption.setBuddy(box)
            grid.addWidget(caption, index // 2, (index % 2) * 2)
            grid.addWidget(box, index // 2, (index % 2) * 2 + 1)
        layout.addWidget(stakes)

        seats = QGroupBox(self.tr("Seats and stacks"))
        seat_grid = QGridLayout(seats)
        self.seat_boxes: dict[int, QCheckBox] = {}
        self.stack_boxes: dict[int, QSpinBox] = {}
        self.seat_notes: dict[int, QLabel] = {}
        for seat in range(1, 10):
            occupied = QCheckBox(self.tr("Seat {seat}").format(seat=seat))
            occupied.setAccessibleName(self.tr("Seat {seat} occupied").format(seat=seat))
            occupied.toggled.connect(lambda on, s=seat: host.unless_updating(lambda: host.set_seat(s, on)))
            stack = spin(0, 1_000_000_000, self.tr("Stack of seat {seat}").format(seat=seat))
            stack.setSuffix(self.tr(" chips"))
            stack.valueChanged.connect(
                lambda value, s=seat: host.unless_updating(lambda: host.set_stack(s, value))
            )
            note = QLabel()
            note.setStyleSheet("color: palette(mid);")
            self.seat_boxes[seat], self.stack_boxes[seat] = occupied, stack
            self.seat_notes[seat] = note
            seat_grid.addWidget(occupied, seat - 1, 0)
            seat_grid.addWidget(stack, seat - 1, 1)
            seat_grid.addWidget(note, seat - 1, 2)
        seat_grid.setColumnStretch(2, 1)
        layout.addWidget(seats)
        layout.addStretch(1)

    def clear(self) -> None:
        self.item_title_edit.clear()

    def refresh(self, view: ItemView) -> None:
        item = self.host.item()
        assert item is not None
        data = item.scenario
        if self.item_title_edit.text() != item.title:
            self.item_title_edit.setText(item.title)
        self.variant_box.setCurrentIndex(self.variant_box.findData(data["variant"]))
        self.rules_box.setCurrentIndex(self.rules_box.findData(data.get("rules", "pa")))
        self.button_box.setCurrentIndex(self.button_box.findData(int(data.get("button") or 0)))
        for key, box in self.stake_boxes.items():
            box.setValue(int(data["stakes"][key]))
        table = view.replay.scenario.table
        order = table.order
        small = int(data["stakes"]["small_bet"])
        for seat in range(1, 10):
            info = data["seats"].get(str(seat))
            self.seat_boxes[seat].setChecked(info is not None)
            stack = self.stack_boxes[seat]
            stack.setEnabled(info is not None)
            if info is not None:
                stack.setValue(int(info["stack"]))
            elif stack.value() == 0:
                stack.setValue(100 * small)
            notes = []
            if order and seat == order[0]:
                notes.append(self.tr("dealer's left"))
            if table.button == seat:
                notes.append(self.tr("button"))
            if view.hand.bring_in == seat:
                notes.append(self.tr("brings in"))
            self.seat_notes[seat].setText(", ".join(notes))
