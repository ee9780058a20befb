"""Help ▸ Keyboard Shortcuts: every key of the main window, read from the window itself.

The list is never typed by hand: it walks the live menus (the actions of
:mod:`.actions`, the drills' Ctrl+number keys, the speeds) and the window's
own shortcuts (the seat number keys, the rules reference's "Show me"), so a
key added or changed anywhere shows up here as it is.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QMainWindow,
    QMenu,
    QTextBrowser,
    QVBoxLayout,
)


def _plain(text: str) -> str:
    """Menu text without its mnemonic marker: "&Next Hand" is "Next Hand"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def _keys(sequences: list[QKeySequence]) -> str:
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in sequences if not k.isEmpty())


def key_rows(window: QMainWindow) -> list[tuple[str, str, str]]:
    """(section, what the key does, the key) for every key bound in ``window``,
    menu by menu in menu order, then the keys that are in no menu."""
    rows: list[tuple[str, str, str]] = []
    listed: set[int] = set()

    def walk(menu: QMenu, section: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{section} ▸ {_plain(sub.title())}")
                continue
            keys = _keys(action.shortcuts())
            if keys and id(action) not in listed:
                listed.add(id(action))
                rows.append((section, _plain(action.text()), keys))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, _plain(menu.title()))
    # Actions the window holds outside the menus.
    for action in window.findChildren(QAction):
        keys = _keys(action.shortcuts())
        if keys and id(action) not in listed and action.menu() is None:
            listed.add(id(action))
            rows.append(("", _plain(action.text()), keys))
    seats = [s for s in window.findChildren(QShortcut) if s.objectName().startswith("seat_")]
    if seats:
        first, last = seats[0].key().toString(), seats[-1].key().toString()
        rows.append(
            (
                QCoreApplication.translate("KeyboardShortcuts", "Table"),
                QCoreApplication.translate("KeyboardShortcuts", "Choose a seat by its number"),
                f"{first}–{last}",
            )
        )
    for shortcut in window.findChildren(QShortcut):
        if not shortcut.objectName().startswith("seat_") and _keys(shortcut.keys()):
            rows.append(("", shortcut.whatsThis() or shortcut.objectName(), _keys(shortcut.keys())))
    reference = QCoreApplication.translate("KeyboardShortcuts", "Rules reference")
    buttons = [b for b in window.findChildren(QAbstractButton) if not b.shortcut().isEmpty()]
    for button in buttons:
        rows.append((reference, _plain(button.text()), _keys([button.shortcut()])))
    if not buttons:
        # The rules reference is built when first opened; its key is listed before that.
        from .learn import SHOW_ME_KEY

        rows.append(
            (
                reference,
                QCoreApplication.translate("KeyboardShortcuts", "Show me"),
                QKeySequence(SHOW_ME_KEY).toString(QKeySequence.SequenceFormat.NativeText),
            )
        )
    rows += _answer_page_rows()
    return rows


def _answer_page_rows() -> list[tuple[str, str, str]]:
    """The keys of the answer page for amounts, seats and hands (:mod:`.partspage`): its
    widgets take them while they have the focus, so no menu or shortcut lists them."""
    section = QCoreApplication.translate("KeyboardShortcuts", "Answering amounts, seats and hands")

    def keys(*names: str) -> str:
        return _keys([QKeySequence(name) for name in names])

    return [
        (
            section,
            QCoreApplication.translate("KeyboardShortcuts", "Next row, previous row"),
            keys("Tab", "Shift+Tab"),
        ),
        (
            section,
            QCoreApplication.translate("KeyboardShortcuts", "Nobody, in the seats row with the focus"),
            keys("0"),
        ),
        (
            section,
            QCoreApplication.translate("KeyboardShortcuts", "Clear the seats row with the focus"),
            keys("Del", "Backspace"),
        ),
    ]


class KeyboardShortcutsDialog(QDialog):
    """The keys of ``window``, as a table a trainee can keep open beside the app."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.rows: list[tuple[str, str, str]] = []
        self.view = QTextBrowser(self)
        self.view.setAccessibleName(self.tr("Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        # a button to close it: Esc and the title bar are not where a new user looks
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(520, 640)
        self.refresh()

    def refresh(self) -> None:
        """Read the keys again (a panel opened since may have brought its own)."""
        self.rows = key_rows(self.window_)
        body = []
        section = None
        other = self.tr("Other")  # the keys of no menu (outside the f-string, where lupdate finds it)
        for where, what, keys in self.rows:
            if where != section:
                section = where
                body.append(f"<tr><td colspan='2'><h3>{html.escape(where or other)}</h3></td></tr>")
            body.append(
                f"<tr><td style='padding-right: 24px'><b>{html.escape(keys)}</b></td>"
                f"<td>{html.escape(what)}</td></tr>"
            )
        self.view.setHtml("<table cellspacing='2'>" + "".join(body) + "</table>")
