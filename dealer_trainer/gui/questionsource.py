"""What the instructor's setup dialogs share: questions from a pack file or drawn from check boxes.

The exam setup (:mod:`.examsetup`) and the class session setup
(:mod:`.classhostsetup`) both let the instructor choose a pack file (read at
once, so a bad one is reported as it is chosen) or tick drills, games and rule
sets, and both show, as the instructor chooses, what stops the dialog's OK and
what is worth knowing. :class:`QuestionSourceDialog` holds that once; each
dialog keeps what differs: its other choices, its words about the pack, its
problems and notes, and what it gives back.

Its strings are translated with ``self.tr``, which PySide looks up along the
class's order of bases: the words the two dialogs' contexts already hold keep
their translations.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..packs.errors import PackError
from ..training.levels import Level
from .levelwords import level_name
from .packfiles import pack_filter
from .plaintext import plain_label
from .theme import PRINT
from .wordedtext import error_text

if TYPE_CHECKING:
    from ..packs.model import Pack

#: Lines kept free for the problems and notes (a typical few fit).
MESSAGE_LINES = 3

K = TypeVar("K")


def tick(store: dict[K, QCheckBox], chosen: set[K]) -> None:
    """Tick the boxes of ``chosen`` only (none chosen: leave them as they are)."""
    if chosen:
        for key, box in store.items():
            box.setChecked(key in chosen)


class QuestionSourceDialog(QDialog):
    """A setup dialog whose questions come from a pack file or from ticked drills, games and rule sets.

    A subclass builds :attr:`pack_radio`, adds :meth:`_pack_form`, :meth:`_boxes`, :meth:`_level_combo` and
    :meth:`_messages` to its layout and :attr:`buttons`, and gives
    :meth:`problems`, :meth:`notes`, :meth:`_show_pack` and :meth:`_update`
    (which ends with :meth:`_show_messages`).
    """

    pack_radio: QRadioButton
    level_box: QComboBox
    buttons: QDialogButtonBox

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._pack: Pack | None = None
        self._pack_error = ""
        self._pack_path = ""

    # --- parts of the layout

    def _pack_form(self) -> QFormLayout:
        """:attr:`pack_box`, indented under :attr:`pack_radio`: the pack's file, and :attr:`pack_info` below it.

        A dialog adds its own rows to the form it returns.
        """
        self.pack_box = QWidget()
        pack_form = QFormLayout(self.pack_box)
        pack_form.setContentsMargins(24, 0, 0, 0)
        pack_form.addRow(self.tr("Pack"), self._pack_row())
        self.pack_info = plain_label(QLabel(""))
        self.pack_info.setWordWrap(True)
        pack_form.addRow("", self.pack_info)
        return pack_form

    def _pack_row(self) -> QHBoxLayout:
        """The pack file's field and its Browse button."""
        row = QHBoxLayout()
        self.pack_edit = QLineEdit()
        self.pack_edit.setAccessibleName(self.tr("Pack file"))
        self.pack_edit.setPlaceholderText(self.tr("A .studpack file"))
        self.pack_edit.editingFinished.connect(lambda: self.set_pack_path(self.pack_edit.text()))
        self.browse_button = QPushButton(self.tr("&Browse…"))
        self.browse_button.setAccessibleName(self.tr("Browse for a pack file"))
        self.browse_button.clicked.connect(self.browse_pack)
        row.addWidget(self.pack_edit, 1)
        row.addWidget(self.browse_button)
        return row

    def _boxes(
        self, choices: list[tuple[K, str]], what: str, columns: int, checked: set[K] | None = None
    ) -> tuple[dict[K, QCheckBox], QWidget]:
        """A grid of check boxes, keyed by the value each stands for (a drill's, a game's…)."""
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        store: dict[K, QCheckBox] = {}
        for index, (key, text) in enumerate(choices):
            box = QCheckBox(text)
            box.setAccessibleName(self.tr("{what} {name}").format(what=what, name=text))
            box.setChecked(checked is None or key in checked)
            store[key] = box
            grid.addWidget(box, index // columns, index % columns)
        return store, holder

    def _level_combo(self, default: Level, tip: str) -> QComboBox:
        """The levels, ``default`` chosen, kept as :attr:`level_box`."""
        self.level_box = QComboBox()
        for level in Level:
            self.level_box.addItem(level_name(level), level.value)
        self.level_box.setCurrentIndex(self.level_box.findData(default.value))
        self.level_box.setAccessibleName(self.tr("Level"))
        self.level_box.setToolTip(tip)
        return self.level_box

    def _messages(self, object_name: str) -> QWidget:
        """The problems (in the warning colour) above the notes.

        They come and go as the instructor chooses: their room is kept
        (:data:`MESSAGE_LINES` lines) so the buttons below stay where the
        pointer is aimed.
        """
        self.problems_label = plain_label(QLabel(""))
        self.problems_label.setObjectName(object_name)
        self.problems_label.setWordWrap(True)
        self.problems_label.setAccessibleName(self.tr("Problems"))
        self.problems_label.setStyleSheet(f"QLabel#{object_name} {{ color: {PRINT.warn}; }}")
        self.notes_label = plain_label(QLabel(""))
        self.notes_label.setWordWrap(True)
        self.notes_label.setAccessibleName(self.tr("Notes"))
        messages = QWidget()
        self.messages_box = messages
        message_layout = QVBoxLayout(messages)
        message_layout.setContentsMargins(0, 0, 0, 0)
        message_layout.addWidget(self.problems_label)
        message_layout.addWidget(self.notes_label)
        message_layout.addStretch(1)
        messages.setMinimumHeight(MESSAGE_LINES * self.fontMetrics().lineSpacing() + message_layout.spacing())
        return messages

    # --- the pack

    def browse_pack(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a Pack"), self._pack_path, pack_filter())
        if path:
            self.set_pack_path(path)

    def set_pack_path(self, path: str | Path) -> None:
        """Use the pack at ``path`` (read now, so a bad file is reported at once)."""
        from ..packs.storage import load_pack

        text = str(path).strip()
        if text == self._pack_path and (self._pack is not None or self._pack_error):
            return
        self._pack_path = text
        self.pack_edit.setText(text)
        self._pack = None
        self._pack_error = ""
        if text:
            try:
                self._pack = load_pack(text)
            except PackError as error:  # the engine's refusals come inside it
                self._pack_error = error_text(error)
        if self._pack is not None:
            self._show_pack(self._pack)
        else:
            self.pack_info.setText("")
        self.pack_radio.setChecked(True)
        self._update()

    def _show_pack(self, pack: Pack) -> None:
        """Say in :attr:`pack_info` what the pack just read gives."""
        raise NotImplementedError

    def pack(self) -> Pack | None:
        return self._pack

    # --- what is chosen

    def from_pack(self) -> bool:
        return self.pack_radio.isChecked()

    @staticmethod
    def _chosen(store: dict[K, QCheckBox]) -> tuple[K, ...]:
        """The keys of the boxes ticked, in the boxes' order."""
        return tuple(key for key, box in store.items() if box.isChecked())

    @property
    def level(self) -> Level:
        """The level chosen."""
        return Level(str(self.level_box.currentData()))

    def problems(self) -> list[str]:
        """What stops the dialog's OK, in words (empty when it can go ahead)."""
        raise NotImplementedError

    def notes(self) -> list[str]:
        """What is worth knowing that stops nothing."""
        raise NotImplementedError

    def _update(self) -> None:
        raise NotImplementedError

    def _show_messages(self) -> None:
        """Show the problems and notes now, the OK button enabled only when there is no problem."""
        problems = self.problems()
        self.problems_label.setText("\n".join(problems))
        self.problems_label.setVisible(bool(problems))
        notes = self.notes()
        self.notes_label.setText("\n".join(notes))
        self.notes_label.setVisible(bool(notes))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problems)


__all__ = ["MESSAGE_LINES", "QuestionSourceDialog", "tick"]
