"""Reading Qt tables in the view tests."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None, f"no cell at {row}, {column}"
    return item


def headers(table: QTableWidget) -> list[str]:
    found = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    return [h.text() if h is not None else "" for h in found]
