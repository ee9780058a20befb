"""Reading Qt tables in the view tests, and opening the main window for them."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem


def cell(table: QTableWidget, row: int, column: int) -> QTableWidgetItem:
    item = table.item(row, column)
    assert item is not None, f"no cell at {row}, {column}"
    return item


def headers(table: QTableWidget) -> list[str]:
    found = [table.horizontalHeaderItem(c) for c in range(table.columnCount())]
    return [h.text() if h is not None else "" for h in found]


def open_main_window(qtbot: Any, *, size: tuple[int, int] | None = None) -> Any:
    """The main window shown, animation off, its records open: where the
    window tests start. ``size`` also hands the window to qtbot to close."""
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    if size is not None:
        qtbot.addWidget(win)
        win.resize(*size)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    assert win.openRecords()
    return win
