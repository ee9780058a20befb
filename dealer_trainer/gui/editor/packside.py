"""The editor's pack side: the pack's title and details, its hands, and whether it is ready."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...packs.editing import ItemView
from ...packs.model import Pack
from ..words import game_name, rules_short
from .style import GREEN, RED
from .wording import problem_words


class PackSide(QWidget):
    """The pack's fields and the list of its hands. ``on_meta(name, text)`` is called as a
    field is typed in, ``on_row(row)`` as a hand is chosen, ``on_reorder()`` after a hand
    was dragged to another place."""

    def __init__(
        self,
        on_meta: Callable[[str, str], None],
        on_row: Callable[[int], None],
        on_reorder: Callable[[], None],
    ) -> None:
        super().__init__()
        self.setMinimumWidth(230)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 0, 6)
        box = QGroupBox(self.tr("Pack"))
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.meta_edits: dict[str, QLineEdit] = {}
        for name, label, tip, accessible in (
            (
                "title",
                self.tr("&Title"),
                self.tr("The pack's name, as trainees see it"),
                self.tr("Pack title"),
            ),
            ("author", self.tr("&Author"), self.tr("Who made the pack"), self.tr("Pack author")),
            (
                "version",
                self.tr("&Version"),
                self.tr("Your version label, e.g. 1.2"),
                self.tr("Pack version"),
            ),
            (
                "created",
                self.tr("Cr&eated"),
                self.tr("The date the pack was made, YYYY-MM-DD"),
                self.tr("Pack created"),
            ),
        ):
            edit = QLineEdit()
            edit.setToolTip(tip)
            edit.setAccessibleName(accessible)
            if name == "created":
                edit.setValidator(QRegularExpressionValidator(r"[0-9]{0,4}(-[0-9]{0,2}){0,2}"))
                edit.setPlaceholderText(self.tr("YYYY-MM-DD"))
            edit.textEdited.connect(lambda text, n=name: on_meta(n, text))
            self.meta_edits[name] = edit
            form.addRow(label, edit)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setAccessibleName(self.tr("Pack description"))
        self.description_edit.setPlaceholderText(self.tr("What the pack teaches, for whom"))
        self.description_edit.setFixedHeight(64)
        self.description_edit.textChanged.connect(
            lambda: on_meta("description", self.description_edit.toPlainText())
        )
        form.addRow(self.tr("&Description"), self.description_edit)
        layout.addWidget(box)

        hands = QGroupBox(self.tr("Hands"))
        hands_layout = QVBoxLayout(hands)
        self.item_list = QListWidget()
        self.item_list.setAccessibleName(self.tr("Hands in the pack"))
        self.item_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.item_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.item_list.setAlternatingRowColors(True)
        self.item_list.setWordWrap(True)
        self.item_list.setToolTip(self.tr("Drag a hand to reorder, or use Alt+Up / Alt+Down"))
        self.item_list.currentRowChanged.connect(on_row)
        model = self.item_list.model()
        model.rowsMoved.connect(lambda *_: on_reorder())
        model.rowsInserted.connect(lambda *_: on_reorder())
        hands_layout.addWidget(self.item_list, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.item_buttons: dict[str, QPushButton] = {}
        for name, text in (
            ("add_item", self.tr("New hand")),
            ("duplicate", self.tr("Duplicate")),
            ("delete", self.tr("Delete")),
            ("move_up", "▲"),
            ("move_down", "▼"),
        ):
            button = QPushButton(text)
            if len(text) == 1:
                button.setFixedWidth(30)
            self.item_buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        hands_layout.addLayout(row)
        layout.addWidget(hands, 1)
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        self.check_label.setAccessibleName(self.tr("Pack check"))
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.check_label)

    def refresh_meta(self, pack: Pack) -> None:
        for name, edit in self.meta_edits.items():
            value = str(getattr(pack, name))
            if edit.text() != value:
                blocked = edit.blockSignals(True)
                edit.setText(value)
                edit.blockSignals(blocked)
        if self.description_edit.toPlainText() != pack.description:
            blocked = self.description_edit.blockSignals(True)
            self.description_edit.setPlainText(pack.description)
            self.description_edit.blockSignals(blocked)

    def _item_text(self, pack: Pack, index: int, view: ItemView) -> tuple[str, list[str]]:
        item = pack.items[index]
        table = view.replay.scenario.table
        problems = [problem_words(p) for p in view.problems()]
        mark = "⚠ " if problems else ""
        rules = rules_short(table.rules.name)
        title = item.title or self.tr("Untitled hand")
        count = len(item.questions)
        questions = (self.tr("{count} question") if count == 1 else self.tr("{count} questions")).format(
            count=count
        )
        seats = self.tr("{count} seats").format(count=len(table.stacks))
        return (
            f"{mark}{index + 1}. {title}\n{game_name(table.variant)} · {rules} · {seats} · {questions}",
            problems,
        )

    def refresh_items(self, pack: Pack, current: int, views: Callable[[int], ItemView]) -> None:
        """List the hands of ``pack`` (``views(i)`` is the engine's view of hand ``i``) with
        hand ``current`` selected, and say whether the pack is ready."""
        widget = self.item_list
        while widget.count() > len(pack.items):
            widget.takeItem(widget.count() - 1)
        for index in range(len(pack.items)):
            text, problems = self._item_text(pack, index, views(index))
            entry = widget.item(index)
            if entry is None:
                entry = QListWidgetItem()
                widget.addItem(entry)
            entry.setText(text)
            entry.setData(Qt.ItemDataRole.UserRole, index)
            entry.setToolTip("\n".join(problems) if problems else self.tr("Ready"))
            entry.setForeground(QColor(RED) if problems else widget.palette().text().color())
        widget.setCurrentRow(current)
        problems = [
            self.tr("Hand {number}: {problem}").format(number=i + 1, problem=problem_words(p))
            for i in range(len(pack.items))
            for p in views(i).problems()
        ]
        if not pack.items:
            self.check_label.setText(self.tr("The pack is empty: add a hand (New hand)."))
        elif problems:
            shown = "<br>".join(html.escape(p) for p in problems[:3])
            more = (
                "<br>" + self.tr("…and {count} more").format(count=len(problems) - 3)
                if len(problems) > 3
                else ""
            )
            self.check_label.setText(
                f"<span style='color:{RED}'><b>"
                + self.tr("⚠ Needs attention:")
                + f"</b><br>{shown}{more}</span>"
            )
        else:
            self.check_label.setText(
                f"<span style='color:{GREEN}'><b>"
                + self.tr("✓ Ready:")
                + "</b></span> "
                + self.tr("{hands} hands, {questions} questions").format(
                    hands=len(pack.items), questions=pack.question_count
                )
            )

    def order(self) -> list[int]:
        """The hands' old indexes in the list's order now (after a drag and drop)."""
        return [
            self.item_list.item(row).data(Qt.ItemDataRole.UserRole) for row in range(self.item_list.count())
        ]
