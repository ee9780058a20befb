"""The pack editor's actions and menus: File, Edit, Hand and Question."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ...training.kinds import Drill
from ..actions import ActionSpec
from ..packfiles import attach_recent_menu


def editor_specs() -> tuple[ActionSpec, ...]:
    """The editor's own actions, worded in the language in use."""
    return (
        ActionSpec(
            "new",
            QCoreApplication.translate("PackEditor", "&New Pack"),
            "Ctrl+N",
            QCoreApplication.translate("PackEditor", "Start a new, empty pack"),
        ),
        ActionSpec(
            "open",
            QCoreApplication.translate("PackEditor", "&Open Pack…"),
            "Ctrl+O",
            QCoreApplication.translate("PackEditor", "Open a pack file"),
        ),
        ActionSpec(
            "save",
            QCoreApplication.translate("PackEditor", "&Save"),
            "Ctrl+S",
            QCoreApplication.translate("PackEditor", "Save the pack"),
        ),
        ActionSpec(
            "save_as",
            QCoreApplication.translate("PackEditor", "Save &As…"),
            "Ctrl+Shift+S",
            QCoreApplication.translate("PackEditor", "Save the pack under a new name"),
        ),
        ActionSpec(
            "close",
            QCoreApplication.translate("PackEditor", "&Close"),
            "Ctrl+W",
            QCoreApplication.translate("PackEditor", "Close the pack editor"),
        ),
        ActionSpec(
            "add_item",
            QCoreApplication.translate("PackEditor", "New &Hand"),
            "Ctrl+Shift+N",
            QCoreApplication.translate("PackEditor", "Add a hand: a random table and deck, no actions yet"),
        ),
        ActionSpec(
            "duplicate",
            QCoreApplication.translate("PackEditor", "&Duplicate Hand"),
            "Ctrl+D",
            QCoreApplication.translate("PackEditor", "Add a copy of the selected hand"),
        ),
        ActionSpec(
            "delete",
            QCoreApplication.translate("PackEditor", "De&lete Hand"),
            "Del",
            QCoreApplication.translate("PackEditor", "Remove the selected hand from the pack"),
        ),
        ActionSpec(
            "move_up",
            QCoreApplication.translate("PackEditor", "Move Hand &Up"),
            "Alt+Up",
            QCoreApplication.translate("PackEditor", "Move the selected hand one place up"),
        ),
        ActionSpec(
            "move_down",
            QCoreApplication.translate("PackEditor", "Move Hand Do&wn"),
            "Alt+Down",
            QCoreApplication.translate("PackEditor", "Move the selected hand one place down"),
        ),
    )


def build_menus(
    window: QMainWindow,
    actions: dict[str, QAction],
    drill_actions: dict[Drill, QAction],
    open_recent: Callable[[str], None],
    import_phh: Callable[[], None],
    export_phh: Callable[[], None],
) -> QMenu:
    """Fill ``window``'s menu bar with ``actions``; return the Open Recent menu."""
    a = actions
    bar = window.menuBar()
    file_menu = bar.addMenu(QCoreApplication.translate("PackEditor", "&File"))
    for name in ("new", "open"):
        file_menu.addAction(a[name])
    recent_menu = file_menu.addMenu(QCoreApplication.translate("PackEditor", "Open &Recent"))
    recent_menu.setToolTipsVisible(True)
    attach_recent_menu(recent_menu, open_recent)
    file_menu.addSeparator()
    for name in ("save", "save_as"):
        file_menu.addAction(a[name])
    file_menu.addSeparator()
    file_menu.addAction(a["close"])
    edit_menu = bar.addMenu(QCoreApplication.translate("PackEditor", "&Edit"))
    edit_menu.addAction(a["undo"])
    edit_menu.addAction(a["redo"])
    hand_menu = bar.addMenu(QCoreApplication.translate("PackEditor", "&Hand"))
    for name in ("add_item", "duplicate", "delete"):
        hand_menu.addAction(a[name])
    hand_menu.addSeparator()
    hand_menu.addAction(a["move_up"])
    hand_menu.addAction(a["move_down"])
    hand_menu.addSeparator()
    phh_in = hand_menu.addAction(QCoreApplication.translate("PackEditor", "&Import a Hand History (PHH)…"))
    phh_in.setToolTip(
        QCoreApplication.translate("PackEditor", "Add a hand from a PHH hand history (stud, razz, stud 8)")
    )
    phh_in.triggered.connect(import_phh)
    phh_out = hand_menu.addAction(QCoreApplication.translate("PackEditor", "E&xport as Hand History (PHH)…"))
    phh_out.setToolTip(
        QCoreApplication.translate("PackEditor", "Write the selected hand as a PHH hand history")
    )
    phh_out.triggered.connect(export_phh)
    question_menu = bar.addMenu(QCoreApplication.translate("PackEditor", "&Question"))
    add_menu = question_menu.addMenu(QCoreApplication.translate("PackEditor", "&Add Question"))
    for drill in Drill:
        add_menu.addAction(drill_actions[drill])
    return recent_menu
