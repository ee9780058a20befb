"""Undo for the pack editor: one command per edit, holding the whole pack before and after.

A pack is an immutable value, so an edit is exactly its (old, new) pair and the
selection with each; undo and redo show one or the other. Typing in a field or
stepping a spin box makes many edits of one kind in a row: commands with the
same ``merge`` key fold into one, so one undo takes back the whole word.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence, QUndoCommand

from ...packs.editing import Selection
from ...packs.model import Pack


class Shows(Protocol):
    """What a command needs of the editor: showing a pack with a selection."""

    def _show(self, pack: Pack, selection: Selection) -> None: ...


_MERGE_IDS: dict[str, int] = {}


def _merge_id(name: str) -> int:
    return _MERGE_IDS.setdefault(name, len(_MERGE_IDS) + 1)


class PackCommand(QUndoCommand):
    """One edit: the whole pack before and after, and the selection with each."""

    def __init__(
        self,
        editor: Shows,
        text: str,
        old: Pack,
        new: Pack,
        old_selection: Selection,
        new_selection: Selection,
        merge: tuple[Any, ...] | None = None,
    ) -> None:
        super().__init__(text)
        self.editor = editor
        self.old, self.new = old, new
        self.old_selection, self.new_selection = old_selection, new_selection
        self.merge = merge

    def id(self) -> int:
        return _merge_id(str(self.merge[0])) if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PackCommand) or self.merge is None or other.merge != self.merge:
            return False
        self.new, self.new_selection = other.new, other.new_selection
        if self.new == self.old:
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        self.editor._show(self.new, self.new_selection)

    def undo(self) -> None:
        self.editor._show(self.old, self.old_selection)


class UndoKeys(QObject):
    """Sends Ctrl+Z / Ctrl+Shift+Z in text fields and spin boxes to the editor's undo
    stack (every keystroke there is already an edit on it), not to the field's own."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if (
                event.matches(QKeySequence.StandardKey.Undo)
                or event.matches(QKeySequence.StandardKey.Redo)
                or QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Shift+Z")
            ):
                event.ignore()
                return True
        return False
