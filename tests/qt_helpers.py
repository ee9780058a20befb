"""Reading Qt tables in the view tests, and opening the main window for them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator
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
    window tests start. The window is handed to qtbot, which closes it after the
    test: a window left open kept its timers, and one of them, firing in a later
    test, put the app's language back to the one chosen in settings."""
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    assert win.openRecords()
    return win


class Marking(QTranslator):
    """A stand-in translation: every text of ``contexts`` comes back in ‹ ›, the
    rest untranslated, so a test sees which words went through Qt's translation."""

    def __init__(self, contexts: Iterable[str]) -> None:
        super().__init__()
        self.contexts = frozenset(contexts)

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        return f"‹{source}›" if context in self.contexts else None  # None: not translated here

    def isEmpty(self) -> bool:
        return False


@contextmanager
def marked_translation(app: QCoreApplication, *contexts: str) -> Iterator[None]:
    """Install a :class:`Marking` translation of ``contexts`` for the ``with`` block."""
    translator = Marking(contexts)
    app.installTranslator(translator)
    try:
        yield
    finally:
        app.removeTranslator(translator)


def mode_key(window: Any, mode: str) -> tuple[Any, Any]:
    """The key and modifiers that choose ``mode`` in the window, read from its Drill menu
    (so a test presses what the user would, wherever the mode sits in the menu)."""
    action = next(a for a in window.mode_actions.actions() if a.data() == mode)
    combination = action.shortcut()[0]
    return combination.key(), combination.keyboardModifiers()
