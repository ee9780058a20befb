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
from typing import Any, Callable

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent, QUndoStack
from PySide6.QtWidgets import (QAbstractSpinBox, QFileDialog, QLineEdit, QMainWindow,
                               QMessageBox, QPlainTextEdit, QPushButton, QSplitter, QTabWidget,
                               QToolButton, QWidget)

from ...engine.actions import Action
from ...engine.cards import CardError, parse_card
from ...engine.events import Discard
from ...engine.offers import preview as preview_action
from ...engine.rules import RuleSetName
from ...engine.variants import Variant, spec_of
from ...packs import editing
from ...packs.editing import (CardTakenError, Edit, EditError, ItemView, ProblemKind,
                              QuestionView, Selection, TableError, item_view)
from ...packs.model import Pack, PackError, PackItem, PackQuestion
from ...packs.storage import load_pack, pack_from_json, save_pack
from ...training.kinds import Drill
from ..drillpanel import RULE_NAMES
from ..packfiles import PACK_SUFFIX, add_recent, pack_filter, recent_files
from ..plaintext import as_typed
from .actionstab import ActionsTab
from .cardstab import CardsTab
from ..actions import make_actions
from .menus import build_menus, editor_specs
from .packside import PackSide
from .preview import Preview
from .questionstab import QuestionsTab
from .tabletab import TableTab
from .undo import PackCommand, UndoKeys
from .widgets import scrolled
from .wording import action_words, place, problem_words

QUESTIONS_TAB = 3

#: The editors open now: a pack file is open in one editor window at most.
_EDITORS: "weakref.WeakSet[PackEditor]" = weakref.WeakSet()


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def editor_holding(path: str | Path, *, besides: PackEditor | None = None) -> PackEditor | None:
    """The open editor window (other than ``besides``) that holds the pack file ``path``."""
    from shiboken6 import isValid

    for editor in list(_EDITORS):
        if not isValid(editor):           # its window was deleted by Qt
            _EDITORS.discard(editor)
            continue
        if editor is not besides and editor.isVisible() and editor.path is not None \
                and _same_file(editor.path, Path(path)):
            return editor
    return None


def bring_to_front(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.raise_()
    window.activateWindow()


class PackEditor(QMainWindow):
    """The instructor's pack editor (see the package docstring)."""

    def __init__(self, parent: QWidget | None = None, *, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng or random.Random()
        self._pack = Pack(self.tr("Untitled pack"), created=datetime.date.today().isoformat())
        self._path: Path | None = None
        self._current = -1                  # selected item
        self._current_question = -1
        self._views: dict[int, tuple[PackItem, ItemView]] = {}
        self._updating = 0
        self.follow_question = True         # the preview jumps to the question's moment
        self.undo_stack = QUndoStack(self)
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
        self.statusBar().showMessage(self.tr("Add a hand with New Hand (Ctrl+Shift+N), or open "
                                             "a pack."))

    # ------------------------------------------------------------------ the pack and its file

    @property
    def pack(self) -> Pack:
        """The pack as edited now."""
        return self._pack

    @property
    def path(self) -> Path | None:
        return self._path

    def new_pack(self, *, ask: bool = True) -> bool:
        """Start a new, empty pack (after the unsaved-changes prompt)."""
        if ask and not self.maybe_save():
            return False
        self._replace_document(Pack(self.tr("Untitled pack"),
                                    created=datetime.date.today().isoformat()), None)
        self.statusBar().showMessage(self.tr("New pack. Add a hand with New Hand "
                                             "(Ctrl+Shift+N)."))
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
            self.statusBar().showMessage(self.tr("{name} is open in another editor window.")
                                         .format(name=path.name))
            return False
        try:
            pack = load_pack(path)
        except PackError as error:
            QMessageBox.warning(self, self.tr("Cannot open pack"), as_typed(self.tr(
                "{name} cannot be opened:\n\n{error}\n\nThe pack on show is unchanged.").format(
                name=path.name, error=error)))
            return False
        if ask and not self.maybe_save():
            return False
        self._replace_document(pack, path)
        add_recent(path)
        self.statusBar().showMessage(self.tr("Opened {name}: {hands} hands, {questions} "
                                             "questions.").format(
            name=path.name, hands=len(pack.items), questions=pack.question_count))
        return True

    def save_to(self, path: str | Path) -> bool:
        """Save to ``path`` if the pack is complete; otherwise say what to fix first."""
        path = Path(path)
        holder = editor_holding(path, besides=self)
        if holder is not None:
            QMessageBox.warning(self, self.tr("Cannot save pack"), self.tr(
                "{name} is open in another editor window. Save this pack under another name, "
                "or close that window first.").format(name=path.name))
            return False
        problem = self.save_problem()
        if problem is not None:
            QMessageBox.warning(self, self.tr("Cannot save yet"), as_typed(self.tr(
                "The pack cannot be saved yet:\n\n{problem}\n\nA saved pack must open again, "
                "so fix this first.").format(problem=problem)))
            return False
        try:
            save_pack(self._pack, path)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot save pack"), as_typed(self.tr(
                "Could not write {path}:\n{error}").format(path=path,
                                                          error=error.strerror or error)))
            return False
        self._path = path
        self.undo_stack.setClean()
        add_recent(path)
        self._update_title()
        disagree = [self.tr("hand {number}: {problem}").format(number=i + 1,
                                                               problem=problem_words(p))
                    for i in range(len(self._pack.items)) for p in self._view(i).problems()
                    if p.kind is ProblemKind.DISAGREES and p.mismatch is not None
                    and p.mismatch.disagrees]
        message = self.tr("Saved {name}.").format(name=path.name)
        if disagree:
            message += self.tr(" Note: {count} expected answer(s) disagree with the engine "
                               "({first}).").format(count=len(disagree), first=disagree[0])
        self.statusBar().showMessage(message)
        return True

    def save_problem(self) -> str | None:
        """Why the pack cannot be saved as it is (it would not open again), or None."""
        if not self._pack.title.strip():
            return self.tr("The pack needs a title (Pack ▸ Title).")
        for index, item in enumerate(self._pack.items):
            if not item.questions:
                return self.tr("Hand {number} ({title}) has no questions yet: every hand in a "
                               "pack asks at least one. Add one on its Questions tab.").format(
                    number=index + 1, title=item.title or self.tr("untitled"))
            for number, view in enumerate(self._view(index).questions):
                if view.error:
                    return self.tr("Hand {number}, question {question} does not fit the hand: "
                                   "{error}").format(number=index + 1, question=number + 1,
                                                     error=view.error)
        try:
            pack_from_json(self._pack.to_json())
        except PackError as error:
            return str(error)
        return None

    # ------------------------------------------------------------------ selection

    def select_item(self, index: int) -> None:
        """Select hand ``index`` (and its first question)."""
        if not 0 <= index < len(self._pack.items):
            raise IndexError(f"no hand {index}; the pack has {len(self._pack.items)}")
        question = 0 if self._pack.items[index].questions else -1
        self._show(self._pack, Selection(index, question))

    def select_question(self, index: int) -> None:
        item = self._item()
        if item is None or not 0 <= index < len(item.questions):
            raise IndexError(f"no question {index} on this hand")
        self.follow_question = True
        self._show(self._pack, Selection(self._current, index))

    # ------------------------------------------------------------------ the hands

    def add_item(self) -> bool:
        """Add a hand: a random table with a random deck and no actions, after the selection."""
        title = self.tr("Hand {number}").format(number=len(self._pack.items) + 1)
        return self._commit(self.tr("New hand"),
                            lambda: editing.add_item(self._pack, self._selection(), self._rng,
                                                     title))

    def import_phh(self, path: str | Path) -> bool:
        """Add the hand of a PHH hand history (stud, razz, stud 8) as a new item."""
        from ...packs.phh import PHHError, phh_to_scenario, read_phh

        try:
            data = phh_to_scenario(read_phh(path))
        except PHHError as error:
            QMessageBox.warning(self, self.tr("Cannot import hand"), as_typed(
                f"{Path(path).name}: {error}"))
            return False
        new = PackItem(data, (PackQuestion(Drill.BRING_IN),), title=Path(path).stem)
        return self._commit(self.tr("Import {name}").format(name=Path(path).name),
                            lambda: editing.append_item(self._pack, new))

    def export_phh(self, path: str | Path) -> bool:
        """Write the selected hand as a PHH hand history."""
        from ...packs.phh import PHHError, scenario_to_phh

        item = self._item()
        if item is None:
            return False
        try:
            text = scenario_to_phh(item.scenario)
            Path(path).write_text(text, encoding="utf-8")
        except PHHError as error:
            QMessageBox.warning(self, self.tr("Cannot export hand"), as_typed(str(error)))
            return False
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot export hand"),
                                as_typed(f"{path}: {error.strerror or error}"))
            return False
        self.statusBar().showMessage(self.tr("Hand written to {path}").format(path=path))
        return True

    def duplicate_item(self) -> bool:
        item = self._item()
        if item is None:
            return False
        title = (self.tr("{title} (copy)").format(title=item.title) if item.title
                 else self.tr("Copy"))
        return self._commit(self.tr("Duplicate hand {number}").format(number=self._current + 1),
                            lambda: editing.duplicate_item(self._pack, self._selection(), title))

    def delete_item(self) -> bool:
        if self._item() is None:
            return False
        return self._commit(self.tr("Delete hand {number}").format(number=self._current + 1),
                            lambda: editing.delete_item(self._pack, self._selection()))

    def move_item(self, source: int, target: int) -> bool:
        """Move hand ``source`` to place ``target`` (both counted from 0)."""
        count = len(self._pack.items)
        if not (0 <= source < count and 0 <= target < count) or source == target:
            return False
        return self._commit(self._move_text(source, target), lambda: editing.move_item(
            self._pack, self._selection(), source, target))

    def _move_text(self, source: int, target: int) -> str:
        return self.tr("Move hand {source} to place {target}").format(source=source + 1,
                                                                      target=target + 1)

    # ------------------------------------------------------------------ cards and actions

    def set_card(self, position: int, card_text: str) -> bool:
        """Put ``card_text`` at deck ``position``; the card found there moves to where the new
        card was, so the deck stays a permutation. A card dealt elsewhere is refused."""
        view = self._current_view()
        if view is None:
            return False
        try:
            card = parse_card(card_text)
        except CardError as error:
            self.statusBar().showMessage(str(error))
            return False
        if 0 <= position < 52 and view.replay.scenario.deck[position] == card:
            return True
        dealt = {d.position: d for d in view.dealt if d.position is not None}
        where = (place(dealt[position]) if position in dealt else
                 self.tr("deck position {position}").format(position=position + 1))
        return self._scenario(self.tr("Set {place} to {card}").format(place=where,
                                                                      card=card.symbol),
                              lambda: editing.set_card(self._pack, self._selection(), position,
                                                       card, self._rng, view))

    def shuffle_undealt(self) -> bool:
        """Shuffle the cards not dealt yet among their places (the dealt ones stay)."""
        view = self._current_view()
        if view is None:
            return False
        return self._scenario(self.tr("Shuffle the undealt cards"), lambda: editing.shuffle_undealt(
            self._pack, self._selection(), self._rng, view))

    def legal_action_buttons(self) -> dict[str, QPushButton]:
        """The enabled action buttons, by action (``"call"``…; ``"bet_big"`` for the open-pair
        big bet; ``"discard"`` once two down cards are picked, or while picking them)."""
        return self.actions_tab.legal_buttons()

    def apply_action(self, action: Action) -> bool:
        """Append ``action`` to the hand if the engine allows it now."""
        view = self._current_view()
        if view is None:
            return False
        why = view.hand.why_not(action)
        if why is not None:
            self.statusBar().showMessage(self.tr("Not added: {why}").format(why=why))
            return False
        taken = preview_action(view.hand, action)
        words = action_words(taken if taken is not None else Discard(action.seat, action.cards))
        self.follow_question = False
        return self._scenario(self.tr("Add action: {action}").format(action=words),
                              lambda: editing.apply_action(self._pack, self._selection(), action,
                                                           self._rng, view))

    def undo_last_action(self) -> bool:
        item = self._item()
        if item is None or not item.scenario["actions"]:
            return False
        self.follow_question = False
        return self._scenario(self.tr("Remove the last action"), lambda: editing.undo_last_action(
            self._pack, self._selection(), self._rng))

    # ------------------------------------------------------------------ questions

    def add_question(self, drill: Drill | str, street: int | None = None,
                     step: int | None = None) -> bool:
        """Ask ``drill`` on the selected hand; a street the drill needs is pinned to the one the
        engine picks when none is given, so later edits cannot move it silently."""
        drill = Drill(drill)
        if self._item() is None:
            self.statusBar().showMessage(self.tr("Add or select a hand first."))
            return False
        try:
            edit = editing.add_question(self._pack, self._selection(), drill, street, step)
        except editing.HandFullError as error:
            self.statusBar().showMessage(self.tr("A hand asks at most {count} questions.")
                                         .format(count=error.limit))
            return False
        self.follow_question = True
        return self._push(self.tr("Add question: {drill}").format(drill=drill.heading),
                          edit.pack, edit.selection)

    def remove_question(self) -> bool:
        if self._question() is None:
            return False
        return self._commit(self.tr("Remove question {number}").format(
            number=self._current_question + 1),
            lambda: editing.remove_question(self._pack, self._selection()))

    def set_question_drill(self, drill: Drill | str) -> bool:
        drill = Drill(drill)
        question = self._question()
        if question is None or question.drill is drill:
            return False
        self.follow_question = True
        return self._commit(self.tr("Change question {number} to “{drill}”").format(
            number=self._current_question + 1, drill=drill.heading),
            lambda: editing.set_question_drill(self._pack, self._selection(), drill))

    def set_question_point(self, street: int | None, step: int | None = None) -> bool:
        question = self._question()
        if question is None:
            return False
        edit = editing.set_question_point(self._pack, self._selection(), street, step)
        changed = edit.pack.items[self._current].questions[self._current_question]
        kind = "step" if changed.point.street == question.point.street else "street"
        text = (self.tr("Change the step of question {number}") if kind == "step" else
                self.tr("Change the street of question {number}")).format(
            number=self._current_question + 1)
        self.follow_question = True
        return self._push(text, edit.pack, edit.selection,
                          (f"question-{kind}", self._current, self._current_question))

    def record_expected(self) -> bool:
        """Store the engine's current answer as the question's expected answer."""
        view = self._current_question_view()
        if self._question() is None or view is None or view.question is None:
            self.statusBar().showMessage(self.tr("There is no answer to record: the question "
                                                 "does not fit the hand."))
            return False
        self.follow_question = True
        return self._commit(self.tr("Record the expected answer of question {number}").format(
            number=self._current_question + 1),
            lambda: editing.record_expected(self._pack, self._selection(), view))

    def clear_expected(self) -> bool:
        question = self._question()
        if question is None or question.expect is None:
            return False
        self.follow_question = True
        return self._commit(self.tr("Clear the expected answer of question {number}").format(
            number=self._current_question + 1),
            lambda: editing.clear_expected(self._pack, self._selection()))

    def set_note(self, text: str) -> bool:
        item = self._item()
        if item is None or item.note == text:
            return False
        return self._commit(self.tr("Edit the note"), lambda: editing.set_note(
            self._pack, self._selection(), text), ("note", self._current))

    def set_item_title(self, text: str) -> bool:
        item = self._item()
        if item is None or item.title == text:
            return False
        return self._commit(self.tr("Rename the hand"), lambda: editing.set_item_title(
            self._pack, self._selection(), text), ("item-title", self._current))

    def set_pack_field(self, name: str, value: str) -> bool:
        """Edit a metadata field: ``title``, ``author``, ``description``, ``version``, ``created``."""
        if name not in editing.PACK_FIELDS:
            raise KeyError(name)
        if getattr(self._pack, name) == value:
            return False
        return self._commit(self.tr("Edit the pack's {field}").format(field=name),
                            lambda: editing.set_pack_field(self._pack, self._selection(), name,
                                                           value), ("meta", name))

    # ------------------------------------------------------------------ the table

    def set_variant(self, variant: Variant) -> bool:
        return self._scenario(self.tr("Change the game to {game}").format(
            game=spec_of(variant).title),
            lambda: editing.set_variant(self._pack, self._selection(), variant, self._rng))

    def set_rules(self, rules: RuleSetName) -> bool:
        return self._scenario(self.tr("Change the rules to {rules}").format(
            rules=RULE_NAMES[rules]),
            lambda: editing.set_rules(self._pack, self._selection(), rules, self._rng))

    def set_button(self, seat: int | None) -> bool:
        text = (self.tr("Remove the button") if seat is None else
                self.tr("Put the button on seat {seat}").format(seat=seat))
        return self._scenario(text, lambda: editing.set_button(self._pack, self._selection(),
                                                               seat, self._rng))

    def set_stake(self, key: str, value: int) -> bool:
        names = {"ante": self.tr("ante"), "bring_in": self.tr("bring-in"),
                 "small_bet": self.tr("small bet"), "big_bet": self.tr("big bet")}
        return self._scenario(self.tr("Change the {stake} to {value}").format(
            stake=names[key], value=value),
            lambda: editing.set_stake(self._pack, self._selection(), key, value, self._rng),
            ("stake", self._current, key))

    def set_seat(self, seat: int, occupied: bool, stack: int | None = None) -> bool:
        """Seat a player (with ``stack``) or empty the seat."""
        chips = (stack if stack is not None else self.stack_boxes[seat].value()) if occupied \
            else None
        text = (self.tr("Seat a player in seat {seat}") if occupied else
                self.tr("Empty seat {seat}")).format(seat=seat)
        return self._scenario(text, lambda: editing.set_seat(self._pack, self._selection(), seat,
                                                             chips, self._rng))

    def set_stack(self, seat: int, stack: int) -> bool:
        item = self._item()
        if item is None or str(seat) not in item.scenario["seats"]:
            return False
        return self._scenario(self.tr("Change stack of seat {seat}").format(seat=seat),
                              lambda: editing.set_stack(self._pack, self._selection(), seat,
                                                        stack, self._rng),
                              ("stack", self._current, seat))

    # ------------------------------------------------------------------ building the window

    def _build(self) -> None:
        self.setWindowTitle(self.tr("Pack Editor"))
        # No larger than the screen (less the title bar): 1400x900 ran off a 1366x768 laptop.
        self.resize(QSize(1400, 900).boundedTo(self.screen().availableGeometry().size()
                                               - QSize(16, 48)))
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
        self.record_button = questions.record_button
        self.preview, self.answer_label = self.preview_side.table, self.preview_side.answer_label
        for widget in (self.findChildren(QLineEdit) + self.findChildren(QPlainTextEdit)
                       + self.findChildren(QAbstractSpinBox)):
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
                self.addAction(action)   # shortcuts work without opening a menu

    def createMenus(self) -> None:
        self.recent_menu = build_menus(self, self.action_map, self.drill_actions,
                                       self._open_recent, self._on_import_phh,
                                       self._on_export_phh)

    def readSettings(self) -> None:
        pass   # the recent packs are read as the menu opens (packfiles)

    def writeSettings(self) -> None:
        pass   # the recent list is written as it changes

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
            self, self.tr("Unsaved changes"),
            self.tr("Save the changes to {name} first?").format(name=name),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return bool(answer == QMessageBox.StandardButton.Discard)

    def save(self) -> bool:
        if self._path is None:
            return self.save_as()
        return self.save_to(self._path)

    def save_as(self) -> bool:
        start = str(self._path) if self._path else f"{self._pack.title or 'pack'}{PACK_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Pack As"), start,
                                              pack_filter())
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
            self, self.tr("Import Hand History"), "",
            self.tr("PHH hand histories (*.phh)") + ";;" + self.tr("All files (*)"))
        if path:
            self.import_phh(path)

    def _on_export_phh(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export Hand History"), "hand.phh",
                                              self.tr("PHH hand histories (*.phh)"))
        if path:
            self.export_phh(path)

    def _replace_document(self, pack: Pack, path: Path | None) -> None:
        self._path = path
        self._views.clear()
        self.cards_tab.forget_position()
        self.follow_question = True
        self.undo_stack.clear()
        self._show(pack, Selection(0, 0 if pack.items and pack.items[0].questions else -1)
                   if pack.items else Selection())
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

    # --- pushing edits ----------------------------------------------------------------

    def _push(self, text: str, pack: Pack, selection: Selection | None = None,
              merge: tuple[Any, ...] | None = None) -> bool:
        if pack == self._pack:
            self._refresh_editor()
            return False
        command = PackCommand(self, text, self._pack, pack, self._selection(),
                              selection if selection is not None else self._selection(), merge)
        self.undo_stack.push(command)
        return True

    def _refusal(self, error: EditError) -> str:
        """What the status bar says of an edit that could not be made."""
        if isinstance(error, CardTakenError):
            return self.tr("{card} is already dealt ({place}); each card is used once — choose "
                           "another card.").format(card=error.card.symbol,
                                                   place=place(error.dealt))
        if isinstance(error, editing.PackFullError):
            return self.tr("A pack holds at most {count} hands.").format(count=error.limit)
        return str(error)

    def _commit(self, text: str, make: Callable[[], Edit],
                merge: tuple[Any, ...] | None = None) -> bool:
        """Make an edit and push it; say in the status bar why one cannot be made."""
        try:
            edit = make()
        except EditError as error:
            self.statusBar().showMessage(self._refusal(error))
            return False
        return self._push(text, edit.pack, edit.selection, merge)

    def _scenario(self, text: str, make: Callable[[], Edit],
                  merge: tuple[Any, ...] | None = None) -> bool:
        """Push an edit of the selected hand's scenario and say what it did to the actions."""
        if self._item() is None:
            return False
        try:
            edit = make()
        except TableError as error:
            self.statusBar().showMessage(self.tr("Not changed — {error}").format(error=error))
            self._refresh_editor()
            return False
        except EditError as error:
            self.statusBar().showMessage(self._refusal(error))
            return False
        pushed = self._push(text, edit.pack, edit.selection, merge)
        replayed = edit.replay
        if replayed is not None and replayed.dropped:
            dropped = (self.tr("{text}: 1 action no longer legal was dropped; the hand keeps "
                               "its first {kept}. (The engine: {why})") if replayed.dropped == 1
                       else self.tr("{text}: {count} actions no longer legal were dropped; the "
                                    "hand keeps its first {kept}. (The engine: {why})"))
            self.statusBar().showMessage(dropped.format(text=text, count=replayed.dropped,
                                                        kept=replayed.kept, why=replayed.why))
        elif pushed:
            self.statusBar().showMessage(text)
        return pushed

    # --- the model behind the widgets (the tabs' EditorHost) ---------------------------

    def _selection(self) -> Selection:
        return Selection(self._current, self._current_question)

    def selection(self) -> Selection:
        return self._selection()

    def updating(self) -> bool:
        return bool(self._updating)

    def _item(self) -> PackItem | None:
        if 0 <= self._current < len(self._pack.items):
            return self._pack.items[self._current]
        return None

    def item(self) -> PackItem | None:
        return self._item()

    def _question(self) -> PackQuestion | None:
        item = self._item()
        if item is not None and 0 <= self._current_question < len(item.questions):
            return item.questions[self._current_question]
        return None

    def question(self) -> PackQuestion | None:
        return self._question()

    def _view(self, index: int) -> ItemView:
        """The engine's view of hand ``index``, cached per item (items are immutable values,
        so an unchanged item is the very same object from one pack to the next)."""
        item = self._pack.items[index]
        cached = self._views.get(id(item))
        if cached is not None and cached[0] is item:
            return cached[1]
        view = item_view(item, self._rng)
        if len(self._views) > len(self._pack.items) + 200:   # forget items no longer shown
            alive = {id(kept) for kept in self._pack.items}
            self._views = {key: value for key, value in self._views.items() if key in alive}
        self._views[id(item)] = (item, view)
        return view

    def _current_view(self) -> ItemView | None:
        return self._view(self._current) if self._item() is not None else None

    def current_view(self) -> ItemView | None:
        return self._current_view()

    def _current_question_view(self) -> QuestionView | None:
        view = self._current_view()
        if view is None or not 0 <= self._current_question < len(view.questions):
            return None
        return view.questions[self._current_question]

    def current_question_view(self) -> QuestionView | None:
        return self._current_question_view()

    def unless_updating(self, apply: Callable[[], object]) -> None:
        if not self._updating:
            apply()

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
        self._current_question = (selection.question if 0 <= selection.question < questions
                                  else (0 if questions else -1))
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
        if len(order) != len(self._pack.items) or sorted(order) != list(range(len(order))) \
                or order == list(range(len(order))):
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
    from ..app import make_app

    app = make_app(argv)
    editor = PackEditor()
    if len(argv) > 1:
        editor.open_pack(argv[1], ask=False)
    editor.show()
    return int(app.exec())
