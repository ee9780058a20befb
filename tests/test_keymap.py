"""Help ▸ Keyboard Shortcuts, in Spanish: every section and key named in the language,
the keys of no menu too."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from qt_helpers import open_main_window


def test_the_shortcuts_list_is_spanish_with_its_own_sections(
    qtbot: Any, spanish_chosen: QApplication
) -> None:
    win = open_main_window(qtbot, size=(1100, 760))
    # a key the window holds outside its menus is listed under "Otros"
    extra = QAction("Acción de prueba", win)
    extra.setShortcut(QKeySequence("Ctrl+Alt+J"))
    win.addAction(extra)
    help_menu = next(a.menu() for a in win.menuBar().actions() if a.text() == "Ay&uda")
    item = next(a for a in help_menu.actions() if a.text() == "A&tajos de teclado")
    item.trigger()
    dialog = win.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Atajos de teclado"
    assert dialog.view.accessibleName() == "Atajos de teclado"
    rows = dialog.rows
    assert ("Mesa", "Elegir un asiento por su número", "1–9") in rows
    assert (
        "",
        "Acción de prueba",
        QKeySequence("Ctrl+Alt+J").toString(QKeySequence.SequenceFormat.NativeText),
    ) in rows
    assert any(where == "Referencia de reglas" for where, _, _ in rows)
    shown = dialog.view.toPlainText()
    assert "Mesa" in shown and "Otros" in shown and "Other" not in shown
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert close.text().replace("&", "") == "Cerrar"
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
