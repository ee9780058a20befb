"""Table cells the window's reports are made of.

The reports (the exam report, the progress view, the class view) show
figures a trainee reads and may select to copy, never edits: one helper makes
such a cell, so they all behave alike.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidgetItem


def read_only_cell(text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> QTableWidgetItem:
    """A cell showing ``text``, enabled and selectable but not editable, aligned
    ``align`` across and centred top to bottom."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
    return item


__all__ = ["read_only_cell"]
