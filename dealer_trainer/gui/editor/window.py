"""The pack editor's window: the pack on show, its file, its menus and its edits.

Every edit is computed by :mod:`dealer_trainer.packs.editing` (a pure
``Pack -> Pack`` function) and pushed here on the undo stack as one
:class:`~.undo.PackCommand`; the tabs and the preview show the result. What
an edit could not do comes back as an :class:`~dealer_trainer.packs.editing.EditError`
and is said in the status bar.
"""

from __future__ import annotations

import datetime
import random
import weakref
from pathlib import Path

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFileDialog,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QToolButton,
    QWidget,
)

from ...packs import editing
from ...packs.editing import ProblemKind, Selection
from ...packs.model import Pack, PackError
from ...packs.storage import load_pack, pack_from_json, save_pack
from ..actions import make_actions
from ..packfiles import PACK_SUFFIX, add_recent, pack_filter, recent_files
from ..plaintext import as_typed
from ..wordedtext import error_text
from .actionstab import ActionsTab
from .cardstab import CardsTab
from .edits import EditingWindow
from .menus import build_menus, editor_specs
from .packside import PackSide
from .preview import Preview
from .questionstab import QuestionsTab
from .tabletab import TableTab
from .undo import UndoKeys
from .widgets import scrolled
from .wording import problem_words

QUESTIONS_TAB = 3

#: The editors open now: a pack file is open in one editor window at most.
_EDITORS: weakref.WeakSet[PackEditor] = weakref.WeakSet()


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def editor_holding(path: str | Path, *, besides: PackEditor | None = None) -> PackEditor | None:
    """The open editor window (other than ``besides``) that holds the pack file ``path``."""
    from shiboken6 import isValid

    for editor in list(_EDITORS):
        if not isValid(editor):  # its window was deleted by Qt
            _EDITORS.discard(editor)
            continue
        if (
            editor is not besides
            and editor.isVisible()
            and editor.path is not None
            and _same_file(editor.path, Path(path))
        ):
            return editor
    return None


def bring_to_front(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


class PackEditor(EditingWindow):
    """The instructor's pack editor (see the package docstring)."""

    def __init__(self, parent: QWidget | None = None, *, rng: random.Random | None = None) -> None:
        super().__init__(parent, rng=rng)
        self._path: Path | None = None
        self._undo_keys = UndoKeys(self)
        self.action_map: dict[str, QAction] = {}
        self.setObjectName("pack-editor")
        self._build()
        self.createActions()
        self.createMenus()
        self.readSettings()
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        _EDITORS.add(self)
        self._show(self._pack, Selection())
        self.statusBar().showMessage(self.tr("Add a hand with New Hand (Ctrl+Shift+N), or open a pack."))

    # ------------------------------------------------------------------ the pack and its file

    @property
    def path(self) -> Path | None:
        return self._path

    def new_pack(self, *, ask: bool = True) -> bool:
        """Start a new, empty pack (after the unsaved-changes prompt)."""
        if ask and not self.maybe_save():
            return False
        self._replace_document(
            Pack(self.tr("Untitled pack"), created=datetime.date.today().isoformat()), None
        )
        self.statusBar().showMessage(self.tr("New pack. Add a hand with New Hand (Ctrl+Shift+N)."))
        return True

    def open_pack(self, path: str | Path, *, ask: bool = True) -> bool:
        """Open a pack file; a bad one is refused with a message and the pack on show stays.

        A pack already open in another editor window is not opened twice (two
        windows saving over one file would lose one's changes): that window
        comes to the front instead, and False is returned.
        """
        path = Path(path)
        holder = editor_holding(path, besides=self)
        if holder is not None:
            bring_to_front(holder)
            self.statusBar().showMessage(
                self.tr("{name} is open in another editor window.").format(name=path.name)
            )
            return False
        try:
            pack = load_pack(path)
        except PackError as error:
            QMessageBox.warning(
                self,
                self.tr("Cannot open pack"),
                as_typed(
                    self.tr("{name} cannot be opened:\n\n{error}\n\nThe pack on show is unchanged.").format(
                        name=path.name, error=error_text(error)
                    )
                ),
            )
            return False
        if ask and not self.maybe_save():
            return False
        self._replace_document(pack, path)
        add_recent(path)
        self.statusBar().showMessage(
            self.tr("Opened {name}: {hands} hands, {questions} questions.").format(
                name=path.name, hands=len(pack.items), questions=pack.question_count
            )
        )
        return True

    def save_to(self, path: str | Path) -> bool:
        """Save to ``path`` if the pack is complete; otherwise say what to fix first."""
        path = Path(path)
        holder = editor_holding(path, besides=self)
        if holder is not None:
            QMessageBox.warning(
                self,
                self.tr("Cannot save pack"),
                self.tr(
                    "{name} is open in another editor window. Save this pack under another name, "
                    "or close that window first."
                ).format(name=path.name),
            )
            return False
        problem = self.save_problem()
        if problem is not None:
            QMessageBox.warning(
                self,
                self.tr("Cannot save yet"),
                as_typed(
                    self.tr(
                        "The pack cannot be saved yet:\n\n{problem}\n\nA saved pack must open again, "
                        "so fix this first."
                    ).format(problem=problem)
                ),
            )
            return False
        try:
            save_pack(self._pack, path)
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Cannot save pack"),
                as_typed(
                    self.tr("Could not write {path}:\n{error}").format(
                        path=path, error=error.strerror or error
                    )
                ),
            )
            return False
        self._path = path
        self.undo_stack.setClean()
        add_recent(path)
        self._update_title()
        disagree = [
            self.tr("hand {number}: {problem}").format(number=i + 1, problem=problem_words(p))
            for i in range(len(self._pack.items))
            for p in self._view(i).problems()
            if p.kind is ProblemKind.DISAGREES and p.mismatch is not None and p.mismatch.disagrees
        ]
        message = self.tr("Saved {name}.").format(name=path.name)
        if disagree:
            note = (
                self.tr(" Note: 1 expected answer disagrees with the rules ({first}).")
                if len(disagree) == 1
                else self.tr(" Note: {count} expected answers disagree with the rules ({first}).")
            )
            message += note.format(count=len(disagree), first=disagree[0])
        self.statusBar().showMessage(message)
        return True

    def save_problem(self) -> str | None:
        """Why the pack cannot be saved as it is (it would not open again), or None."""
        if not self._pack.title.strip():
            return self.tr("The pack needs a title (Pack ▸ Title).")
        for index, item in enumerate(self._pack.items):
            if not item.questions:
                return self.tr(
                    "Hand {number} ({title}) has no questions yet: every hand in a "
                    "pack asks at least one. Add one on its Questions tab."
                ).format(number=index + 1, title=item.title or self.tr("untitled"))
            for number, view in enumerate(self._view(index).questions):
                if view.error:
                    return self.tr(
                        "Hand {number}, question {question} does not fit the hand: {error}"
                    ).format(number=index + 1, question=number + 1, error=error_text(view.error))
        try:
            pack_from_json(self._pack.to_json())
        except PackError as error:
            return error_text(error)
        return None

    def legal_action_buttons(self) -> dict[str, QPushButton]:
        """The enabled action buttons, by action (``"call"``…; ``"bet_big"`` for the open-pair
        big bet; ``"discard"`` once two down cards are picked, or while picking them)."""
        return self.actions_tab.legal_buttons()

    # ------------------------------------------------------------------ building the window

    def _build(self) -> None:
        self.setWindowTitle(self.tr("Pack Editor"))
        # No larger than the screen (less the title bar): 1400x900 ran off a 1366x768 laptop.
        self.resize(QSize(1400, 900).boundedTo(self.screen().availableGeometry().size() - QSize(16, 48)))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        self.pack_side = PackSide(self._on_meta, self._on_item_row, self._sync_order_soon)
        splitter.addWidget(self.pack_side)
        self.table_tab = TableTab(self)
        self.cards_tab = CardsTab(self)
        self.actions_tab = ActionsTab(self)
        self.questions_tab = QuestionsTab(self)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(scrolled(self.table_tab), self.tr("&Table"))
        self.tabs.addTab(scrolled(self.cards_tab), self.tr("&Cards"))
        self.tabs.addTab(self.actions_tab, self.tr("&Actions"))
        self.tabs.addTab(self.questions_tab, self.tr("&Questions"))
        self.tabs.currentChanged.connect(self._on_tab)
        splitter.addWidget(self.tabs)
        self.preview_side = Preview(self)
        splitter.addWidget(self.preview_side)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 0)
        splitter.setStretchFactor(2, 1)
        self.splitter = splitter
        self._sized = False
        self.setCentralWidget(splitter)
        # The widgets tests and scripts reach by name, as when they were the window's own.
        side, table, cards = self.pack_side, self.table_tab, self.cards_tab
        self.meta_edits, self.description_edit = side.meta_edits, side.description_edit
        self.item_list, self.item_buttons = side.item_list, side.item_buttons
        self.check_label = side.check_label
        self.item_title_edit, self.stake_boxes = table.item_title_edit, table.stake_boxes
        self.seat_boxes, self.stack_boxes = table.seat_boxes, table.stack_boxes
        self.card_buttons, self.shuffle_button = cards.card_buttons, cards.shuffle_button
        actions, questions = self.actions_tab, self.questions_tab
        self.action_buttons, self.action_list = actions.action_buttons, actions.action_list
        self.discard_button = actions.discard_button
        self.undo_action_button = actions.undo_action_button
        self.drill_actions, self.note_edit = questions.drill_actions, questions.note_edit
        self.street_spin, self.step_spin = questions.street_spin, questions.step_spin
        self.action_box = questions.action_box
        self.fault_box, self.moment_box = questions.fault_box, questions.moment_box
        self.record_button = questions.record_button
        self.preview, self.answer_label = self.preview_side.table, self.preview_side.answer_label
        for widget in (
            self.findChildren(QLineEdit)
            + self.findChildren(QPlainTextEdit)
            + self.findChildren(QAbstractSpinBox)
        ):
            widget.installEventFilter(self._undo_keys)

    @property
    def position_buttons(self) -> dict[int, QToolButton]:
        """The dealt cards (and next stub cards) on the Cards tab, by deck position."""
        return self.cards_tab.position_buttons

    @property
    def discard_picks(self) -> dict[str, QToolButton]:
        """The down cards the seat to act may discard, by card (Super Seven)."""
        return self.actions_tab.discard_picks

    # --- actions, menus, settings (named as in the main window) ----------------------------

    def createActions(self) -> None:
        self.action_map.update(make_actions(self, editor_specs()))
        undo = self.undo_stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        redo = self.undo_stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.action_map["undo"], self.action_map["redo"] = undo, redo
        a = self.action_map
        a["new"].triggered.connect(lambda: self.new_pack())
        a["open"].triggered.connect(self._on_open)
        a["save"].triggered.connect(lambda: self.save())
        a["save_as"].triggered.connect(lambda: self.save_as())
        a["close"].triggered.connect(self.close)
        a["add_item"].triggered.connect(self.add_item)
        a["duplicate"].triggered.connect(self.duplicate_item)
        a["delete"].triggered.connect(self.delete_item)
        a["delete"].setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.item_list.addAction(a["delete"])
        a["move_up"].triggered.connect(lambda: self.move_item(self._current, self._current - 1))
        a["move_down"].triggered.connect(lambda: self.move_item(self._current, self._current + 1))
        for name, button in self.item_buttons.items():
            button.clicked.connect(a[name].trigger)
            button.setToolTip(a[name].toolTip())
            button.setAccessibleName(a[name].text().replace("&", ""))
            a[name].enabledChanged.connect(button.setEnabled)
        for name, action in a.items():
            if name != "delete":
                self.addAction(action)  # shortcuts work without opening a menu

    def createMenus(self) -> None:
        self.recent_menu = build_menus(
            self,
            self.action_map,
            self.drill_actions,
            self._open_recent,
            self._on_import_phh,
            self._on_export_phh,
        )

    def readSettings(self) -> None:
        pass  # the recent packs are read as the menu opens (packfiles)

    def writeSettings(self) -> None:
        pass  # the recent list is written as it changes

    def recent_files(self) -> list[str]:
        """The recent packs that still exist, newest first (shared with the main window)."""
        return recent_files()

    # --- files --------------------------------------------------------------------

    def maybe_save(self) -> bool:
        """Ask what to do with unsaved changes; False means the user cancelled."""
        if self.undo_stack.isClean():
            return True
        name = self._path.name if self._path else self.tr("the new pack")
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {name} first?").format(name=name),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return bool(answer == QMessageBox.StandardButton.Discard)

    def save(self) -> bool:
        if self._path is None:
            return self.save_as()
        return self.save_to(self._path)

    def save_as(self) -> bool:
        start = str(self._path) if self._path else f"{self._pack.title or 'pack'}{PACK_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Pack As"), start, pack_filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += PACK_SUFFIX
        return self.save_to(path)

    def _on_open(self) -> None:
        if not self.maybe_save():
            return
        start = str(self._path.parent) if self._path else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Pack"), start, pack_filter())
        if path:
            self.open_pack(path, ask=False)

    def _open_recent(self, name: str) -> None:
        if self.maybe_save():
            self.open_pack(name, ask=False)

    def _on_import_phh(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import Hand History"),
            "",
            self.tr("PHH hand histories (*.phh)") + ";;" + self.tr("All files (*)"),
        )
        if path:
            self.import_phh(path)

    def _on_export_phh(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export Hand History"), "hand.phh", self.tr("PHH hand histories (*.phh)")
        )
        if path:
            self.export_phh(path)

    def _replace_document(self, pack: Pack, path: Path | None) -> None:
        self._path = path
        self._views.clear()
        self.cards_tab.forget_position()
        self.follow_question = True
        self.undo_stack.clear()
        self._show(
            pack,
            Selection(0, 0 if pack.items and pack.items[0].questions else -1) if pack.items else Selection(),
        )
        self.undo_stack.setClean()
        self._update_title()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            self._sized = True
            left, middle = 300, 490
            self.splitter.setSizes([left, middle, max(400, self.splitter.width() - left - middle)])

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.maybe_save():
            self.writeSettings()
            event.accept()
        else:
            event.ignore()

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        name = self._path.name if self._path else self.tr("Untitled")
        self.setWindowTitle(self.tr("{name}[*] — Pack Editor — Dealer Trainer").format(name=name))
        self.setWindowModified(not self.undo_stack.isClean())

    # --- showing the pack ------------------------------------------------------------

    def _show(self, pack: Pack, selection: Selection) -> None:
        """Show ``pack`` with ``selection`` (every edit, undo and redo comes here)."""
        self._pack = pack
        count = len(pack.items)
        item = selection.item if 0 <= selection.item < count else (count - 1 if count else -1)
        if item != self._current:
            self.cards_tab.forget_position()
        self._current = item
        questions = len(pack.items[item].questions) if item >= 0 else 0
        self._current_question = (
            selection.question if 0 <= selection.question < questions else (0 if questions else -1)
        )
        self._updating += 1
        try:
            self.pack_side.refresh_meta(self._pack)
            self._refresh_item_list()
            self._refresh_editor()
        finally:
            self._updating -= 1
        self._update_title()

    def _refresh_item_list(self) -> None:
        self._updating += 1
        try:
            self.pack_side.refresh_items(self._pack, self._current, self._view)
        finally:
            self._updating -= 1
        has = self._current >= 0
        self.action_map["duplicate"].setEnabled(has)
        self.action_map["delete"].setEnabled(has)
        self.action_map["move_up"].setEnabled(self._current > 0)
        self.action_map["move_down"].setEnabled(0 <= self._current < len(self._pack.items) - 1)

    def _refresh_editor(self) -> None:
        self._updating += 1
        try:
            view = self._current_view()
            self.tabs.setEnabled(view is not None)
            if view is None:
                for tab in (self.table_tab, self.actions_tab, self.questions_tab, self.cards_tab):
                    tab.clear()
            else:
                self.table_tab.refresh(view)
                self.cards_tab.refresh(view)
                self.actions_tab.refresh(view)
                self.questions_tab.refresh(view)
            self.preview_side.refresh()
        finally:
            self._updating -= 1

    # --- signal handlers -----------------------------------------------------------

    def _on_meta(self, name: str, value: str) -> None:
        if not self._updating:
            self.set_pack_field(name, value)

    def _on_item_row(self, row: int) -> None:
        if self._updating or row == self._current or row < 0:
            return
        self.follow_question = True
        self.select_item(row)

    def _sync_order_soon(self) -> None:
        if not self._updating:
            QTimer.singleShot(0, self, self._sync_order)

    def _sync_order(self) -> None:
        """After a drag and drop in the hands list: make the pack follow the list's order."""
        order = self.pack_side.order()
        if (
            len(order) != len(self._pack.items)
            or sorted(order) != list(range(len(order)))
            or order == list(range(len(order)))
        ):
            if len(order) != len(self._pack.items):
                self._show(self._pack, self._selection())
            return
        edit = editing.reorder_items(self._pack, self._selection(), order)
        moved = self._current if self._current in order else 0
        self._push(self._move_text(moved, edit.selection.item), edit.pack, edit.selection)

    def _on_tab(self, index: int) -> None:
        self.follow_question = index == QUESTIONS_TAB
        self.preview_side.redraw()


def main(argv: list[str]) -> int:
    """Run the pack editor on its own: ``python -m dealer_trainer.gui.editor [PACK]``."""
    from ..application import make_app

    app = make_app(argv)
    editor = PackEditor()
    if len(argv) > 1:
        editor.open_pack(argv[1], ask=False)
    editor.show()
    return int(app.exec())
