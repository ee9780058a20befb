"""The reports' read-only table cell (gui/cells.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_trainer.gui.cells import read_only_cell


def test_a_report_cell_can_be_selected_but_not_edited(qapp: object) -> None:
    cell = read_only_cell("42 %", Qt.AlignmentFlag.AlignRight)
    assert cell.text() == "42 %"
    assert cell.flags() & Qt.ItemFlag.ItemIsSelectable
    assert cell.flags() & Qt.ItemFlag.ItemIsEnabled
    assert not cell.flags() & Qt.ItemFlag.ItemIsEditable
    assert Qt.AlignmentFlag(cell.textAlignment()) == (
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    )


def test_a_report_cell_is_left_aligned_unless_told(qapp: object) -> None:
    assert Qt.AlignmentFlag(read_only_cell("Bring-in").textAlignment()) == (
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    )
