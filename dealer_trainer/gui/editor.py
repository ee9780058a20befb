"""The pack editor: the instructor's mode for building scenario packs.

An instructor builds a pack hand by hand: the table (game, rule set, button,
stakes, seats and stacks), the cards each seat is dealt, the actions taken so
far, and the questions asked on the hand with an optional note. A live preview
draws the table at each question's moment with the engine's answer and its
reasons, so the instructor sees exactly what a trainee will be asked.

No rules live here. What is legal, who brings in, every answer and every reason
come from the engine and the training API; this module only shows them and
turns clicks into new :class:`~dealer_trainer.packs.model.Pack` values.

Every edit is a whole new ``Pack`` (it is an immutable value) pushed on a
:class:`QUndoStack` as an (old, new) pair, so undo and redo are exact and
restore the selection. An edit that makes the hand's recorded actions illegal
keeps their legal prefix and says how many were dropped: an item is always a
valid ``stud-scenario/1`` hand. Saving checks the pack exactly as opening it
will (:func:`~dealer_trainer.packs.storage.pack_from_json`), so a saved pack
always opens again.

Run on its own with ``python -m dealer_trainer.gui.editor [PACK.json]``.
"""

from __future__ import annotations

import copy
import datetime
import html
import random
import sys
import weakref
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable, NamedTuple, Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import (QAction, QCloseEvent, QFont, QKeyEvent, QKeySequence,
                           QRegularExpressionValidator, QShowEvent, QUndoCommand, QUndoStack)
from PySide6.QtWidgets import (QAbstractItemView, QAbstractSpinBox, QCheckBox, QComboBox,
                               QFileDialog, QFormLayout, QFrame, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem,
                               QMainWindow, QMenu, QMessageBox, QPlainTextEdit, QPushButton,
                               QScrollArea, QSlider, QSpinBox, QSplitter,
                               QTabWidget, QTextBrowser, QToolButton, QVBoxLayout, QWidget)

from ..engine.actions import Action, ActionKind
from ..engine.cards import ALL_CARDS, Card, CardError, Rank, Suit, parse_card
from ..engine.errors import ScenarioError
from ..engine.events import ActionTaken, Ante, Burn, Common, Deal, Discard, Event, Reshuffle
from ..engine.generate import random_table
from ..engine.hand import Hand
from ..engine.rules import RuleSetName
from ..engine.scenario import Scenario, load_scenario
from ..engine.variants import Variant, spec_of
from ..packs.checking import expect_of, expected_response
from ..packs.model import MAX_ITEMS, Pack, PackError, PackItem, PackQuestion
from ..packs.showing import answer_words
from ..packs.storage import load_pack, pack_from_json, save_pack
from ..training.drills import (CommonAnswer, DrillError, Point, Question, SeatAnswer,
                               SplitAnswer, StepAnswer, check, question_at)
from ..training.kinds import Drill, StepKind
from ..training.snapshot import snapshot_from_events
from .actions import ActionSpec, make_actions
from .drillpanel import RULE_NAMES, SHORT_NAMES
from .packfiles import PACK_SUFFIX, add_recent, attach_recent_menu, pack_filter, recent_files
from .plaintext import as_typed
from .table import TableView, ordinal

#: Questions a hand may ask (the pack format's limit).
MAX_QUESTIONS = 10
#: Which drills are asked at a street, and which at a dealer move of a street.
USES_STREET = frozenset({Drill.FIRST_TO_ACT, Drill.DEALER_NEXT, Drill.COMMON_CARD})
USES_STEP = frozenset({Drill.DEALER_NEXT})
#: The betting buttons, always shown in this order (the illegal ones disabled).
BET_KINDS = (ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.FOLD, ActionKind.CHECK,
             ActionKind.CALL, ActionKind.BET, ActionKind.RAISE)
BET_BIG = "bet_big"
KIND_WORDS = {ActionKind.BRING_IN: "Bring in", ActionKind.COMPLETE: "Complete",
              ActionKind.FOLD: "Fold", ActionKind.CHECK: "Check", ActionKind.CALL: "Call",
              ActionKind.BET: "Bet", ActionKind.RAISE: "Raise", ActionKind.DISCARD: "Discard"}
RED = "#c62828"
STUB_AHEAD = 10
CARD_BUTTON = QSize(33, 28)
QUESTIONS_TAB = 3     # stub positions offered in the card picker beyond what is dealt

EDITOR_SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("new", "&New Pack", "Ctrl+N", "Start a new, empty pack"),
    ActionSpec("open", "&Open Pack…", "Ctrl+O", "Open a pack file"),
    ActionSpec("save", "&Save", "Ctrl+S", "Save the pack"),
    ActionSpec("save_as", "Save &As…", "Ctrl+Shift+S", "Save the pack under a new name"),
    ActionSpec("close", "&Close", "Ctrl+W", "Close the pack editor"),
    ActionSpec("add_item", "New &Hand", "Ctrl+Shift+N",
               "Add a hand: a random table and deck, no actions yet"),
    ActionSpec("duplicate", "&Duplicate Hand", "Ctrl+D", "Add a copy of the selected hand"),
    ActionSpec("delete", "De&lete Hand", "Del", "Remove the selected hand from the pack"),
    ActionSpec("move_up", "Move Hand &Up", "Alt+Up", "Move the selected hand one place up"),
    ActionSpec("move_down", "Move Hand Do&wn", "Alt+Down",
               "Move the selected hand one place down"),
)


# --- the hand as the editor sees it (no Qt) ---------------------------------------------


class _Restack:
    """The shuffler for reshuffles: the scenario's recorded stub where it still fits the
    cards being shuffled. When a card edit changed which cards those are, the recorded
    order is kept and only the changed cards are substituted in place, so the rest of the
    hand deals as before; a stub of another size is shuffled afresh. Keeps every stub."""

    def __init__(self, recorded: Sequence[Sequence[Card]], rng: random.Random) -> None:
        self.recorded = [list(stub) for stub in recorded]
        self.rng = rng
        self.used: list[list[Card]] = []

    def __call__(self, pile: list[Card]) -> list[Card]:
        index = len(self.used)
        if index < len(self.recorded) and len(self.recorded[index]) == len(pile):
            recorded = self.recorded[index]
            present, known = set(pile), set(recorded)
            newcomers = iter([card for card in pile if card not in known])
            new = [card if card in present else next(newcomers) for card in recorded]
        else:
            new = list(pile)
            self.rng.shuffle(new)
        self.used.append(new)
        return list(new)


@dataclass(frozen=True)
class Replay:
    """A scenario replayed as far as its actions stay legal."""

    data: dict[str, Any]        # the scenario with only the legal actions (and its reshuffles)
    scenario: Scenario
    hand: Hand                  # after the kept actions
    kept: int
    dropped: int
    why: str | None             # why the first dropped action is refused


def replay_legal(data: dict[str, Any], rng: random.Random) -> Replay:
    """Replay ``data``, keeping the longest legal prefix of its actions.

    Raises :class:`ScenarioError` when the table itself is invalid (stakes out
    of order, a stack below the ante…): that edit cannot be made.
    """
    scenario = load_scenario(data)
    restack = _Restack(scenario.reshuffles, rng)
    hand = Hand(scenario.table, scenario.deck, shuffler=restack)
    kept, why = 0, None
    for action in scenario.actions:
        why = hand.why_not(action)
        if why is not None:
            break
        try:
            hand.apply(action)
        except ScenarioError as error:
            why = error.message
            hand = Hand(scenario.table, scenario.deck, shuffler=_Restack(restack.used, rng))
            for earlier in scenario.actions[:kept]:
                hand.apply(earlier)
            break
        kept += 1
    new = dict(data)
    new["actions"] = [action.to_json() for action in scenario.actions[:kept]]
    stubs = hand.shoe.reshuffle_count
    used = restack.used[:stubs] if stubs else []
    if used:
        new["reshuffles"] = [[str(card) for card in stub] for stub in used]
    else:
        new.pop("reshuffles", None)
    if kept == len(scenario.actions) and used == [list(s) for s in scenario.reshuffles]:
        new = data   # nothing to tidy: keep the very same object (and its key order)
    return Replay(new, load_scenario(new) if new is not data else scenario, hand, kept,
                  len(scenario.actions) - kept, why)


@dataclass(frozen=True)
class Dealt:
    """One card the hand has dealt, and the deck position it came from."""

    position: int | None    # index in the deck; None when dealt from a reshuffled stub
    card: Card
    where: str              # "seat", "burn" or "common"
    seat: int | None
    up: bool
    street: int
    discarded: bool = False


def dealt_cards(hand: Hand, deck: Sequence[Card]) -> list[Dealt]:
    """Every card the hand has dealt so far, in the order dealt."""
    index = {card: i for i, card in enumerate(deck)}
    discarded = {card for e in hand.events if isinstance(e, Discard) for card in e.cards}
    after_reshuffle = False
    found: list[Dealt] = []
    for event in hand.events:
        if isinstance(event, Reshuffle):
            after_reshuffle = True
        elif isinstance(event, (Deal, Burn, Common)):
            position = None if after_reshuffle else index[event.card]
            if isinstance(event, Deal):
                found.append(Dealt(position, event.card, "seat", event.seat, event.up,
                                   event.street, event.card in discarded))
            else:
                found.append(Dealt(position, event.card,
                                   "burn" if isinstance(event, Burn) else "common", None,
                                   isinstance(event, Common), event.street))
    return found


@dataclass(frozen=True)
class QuestionView:
    question: Question | None
    error: str | None           # the DrillError: the point does not fit the hand
    mismatch: str | None        # the expected answer disagrees with the engine


@dataclass(frozen=True)
class ItemView:
    replay: Replay
    dealt: tuple[Dealt, ...]
    questions: tuple[QuestionView, ...]

    @property
    def hand(self) -> Hand:
        return self.replay.hand

    def problems(self) -> list[str]:
        found = []
        if not self.questions:
            found.append("no questions yet (a hand asks at least one)")
        for number, view in enumerate(self.questions, 1):
            if view.error:
                found.append(f"question {number} does not fit the hand: {view.error}")
            elif view.mismatch:
                found.append(f"question {number}: {view.mismatch}")
        return found


def question_view(question: PackQuestion, data: dict[str, Any]) -> QuestionView:
    try:
        asked = question_at(question.drill, data, point=question.point)
    except DrillError as error:
        return QuestionView(None, str(error), None)
    mismatch = None
    if question.expect is not None:
        response = expected_response(asked, question.expect)
        if response is None:
            mismatch = "the expected answer does not fit this drill"
        else:
            verdict = check(asked, response)
            if not verdict.correct:
                mismatch = (f"expects {verdict.given}, but the engine now says "
                            f"{verdict.expected}")
    return QuestionView(asked, None, mismatch)


def describe_action(event: ActionTaken | Discard) -> str:
    if isinstance(event, Discard):
        return f"Seat {event.seat} discards {' '.join(c.symbol for c in event.cards)}"
    verb = {ActionKind.BRING_IN: f"brings in {event.amount}",
            ActionKind.COMPLETE: f"completes to {event.round_total}",
            ActionKind.BET: f"bets {event.amount}",
            ActionKind.RAISE: f"raises to {event.round_total}",
            ActionKind.CALL: f"calls {event.amount}", ActionKind.CHECK: "checks",
            ActionKind.FOLD: "folds"}[event.kind]
    return f"{ordinal(event.street)} · Seat {event.seat} {verb}" + (
        " (all-in)" if event.all_in else "")


def describe_event(event: Event) -> str:
    if isinstance(event, (ActionTaken, Discard)):
        return describe_action(event)
    if isinstance(event, Ante):
        return f"seat {event.seat} antes {event.amount}"
    if isinstance(event, Deal):
        return (f"{ordinal(event.street)} street: seat {event.seat} is dealt {event.card.symbol} "
                + ("face up" if event.up else "face down"))
    if isinstance(event, Burn):
        return f"{ordinal(event.street)} street: the dealer burns a card"
    if isinstance(event, Common):
        return f"{ordinal(event.street)} street: common card {event.card.symbol}"
    return f"{ordinal(event.street)} street: the burn cards are shuffled into a new stub"


def trial(hand: Hand, action: Action) -> ActionTaken | None:
    """What ``action`` would put in, asked of a copy of the hand (the engine's sums)."""
    copied = copy.deepcopy(hand, {id(hand.events): list(hand.events), id(hand.table): hand.table,
                                  id(hand.decisions): list(hand.decisions)})
    events = copied.apply(action)
    return next((e for e in events if isinstance(e, ActionTaken)), None)


def card_style(card: Card | None, *, down: bool = False) -> str:
    colour = RED if card is not None and card.suit in (Suit.HEARTS, Suit.DIAMONDS) else "#111111"
    face = "#dde5f4" if down else "#ffffff"
    return (f"QToolButton {{ background: {face}; color: {colour}; border: 1px solid #8a939b;"
            " border-radius: 4px; padding: 0px; }"
            "QToolButton:hover { border: 2px solid #1e88e5; }"
            "QToolButton:checked { background: #ffe082; border: 3px solid #1565c0; }"
            "QToolButton:disabled { background: #e4e6e8; color: #a4aab0; border-color: #c4c9ce; }")


# --- undo -------------------------------------------------------------------------------


class Selection(NamedTuple):
    item: int = -1
    question: int = -1


_MERGE_IDS: dict[str, int] = {}


def _merge_id(name: str) -> int:
    return _MERGE_IDS.setdefault(name, len(_MERGE_IDS) + 1)


class PackCommand(QUndoCommand):
    """One edit: the whole pack before and after, and the selection with each."""

    def __init__(self, editor: PackEditor, text: str, old: Pack, new: Pack,
                 old_selection: Selection, new_selection: Selection,
                 merge: tuple[Any, ...] | None = None) -> None:
        super().__init__(text)
        self.editor = editor
        self.old, self.new = old, new
        self.old_selection, self.new_selection = old_selection, new_selection
        self.merge = merge

    def id(self) -> int:
        return _merge_id(str(self.merge[0])) if self.merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, PackCommand) or self.merge is None or other.merge != self.merge:
            return False
        self.new, self.new_selection = other.new, other.new_selection
        if self.new == self.old:
            self.setObsolete(True)
        return True

    def redo(self) -> None:
        self.editor._show(self.new, self.new_selection)

    def undo(self) -> None:
        self.editor._show(self.old, self.old_selection)


class _UndoKeys(QObject):
    """Sends Ctrl+Z / Ctrl+Shift+Z in text fields and spin boxes to the editor's undo
    stack (every keystroke there is already an edit on it), not to the field's own."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            if (event.matches(QKeySequence.StandardKey.Undo)
                    or event.matches(QKeySequence.StandardKey.Redo)
                    or QKeySequence(event.keyCombination()) == QKeySequence("Ctrl+Shift+Z")):
                event.ignore()
                return True
        return False


def _spin(low: int, high: int, name: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setKeyboardTracking(False)   # one edit per value entered, not per digit typed
    box.setAccelerated(True)
    box.setAccessibleName(name)
    return box


# --- the window -------------------------------------------------------------------------


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
    """The instructor's pack editor (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None, *, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng or random.Random()
        self._pack = Pack("Untitled pack", created=datetime.date.today().isoformat())
        self._path: Path | None = None
        self._current = -1                  # selected item
        self._current_question = -1
        self._position: int | None = None   # deck position chosen in the card picker
        self._views: dict[int, tuple[PackItem, ItemView]] = {}
        self._updating = 0
        self._preview_key: tuple[Any, ...] | None = None
        self._follow_question = True        # the preview jumps to the question's moment
        self.undo_stack = QUndoStack(self)
        self._undo_keys = _UndoKeys(self)
        self.action_map: dict[str, QAction] = {}
        self.setObjectName("pack-editor")
        self._build()
        self.createActions()
        self.createMenus()
        self.readSettings()
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        _EDITORS.add(self)
        self._show(self._pack, Selection())
        self.statusBar().showMessage("Add a hand with New Hand (Ctrl+Shift+N), or open a pack.")

    # ------------------------------------------------------------------ public API

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
        self._replace_document(Pack("Untitled pack",
                                    created=datetime.date.today().isoformat()), None)
        self.statusBar().showMessage("New pack. Add a hand with New Hand (Ctrl+Shift+N).")
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
            self.statusBar().showMessage(self.tr("{0} is open in another editor window.")
                                         .format(path.name))
            return False
        try:
            pack = load_pack(path)
        except PackError as error:
            QMessageBox.warning(self, "Cannot open pack", as_typed(
                f"{path.name} cannot be opened:\n\n{error}\n\nThe pack on show is unchanged."))
            return False
        if ask and not self.maybe_save():
            return False
        self._replace_document(pack, path)
        add_recent(path)
        self.statusBar().showMessage(f"Opened {path.name}: {len(pack.items)} hands, "
                                     f"{pack.question_count} questions.")
        return True

    def save_to(self, path: str | Path) -> bool:
        """Save to ``path`` if the pack is complete; otherwise say what to fix first."""
        path = Path(path)
        holder = editor_holding(path, besides=self)
        if holder is not None:
            QMessageBox.warning(self, self.tr("Cannot save pack"), self.tr(
                "{0} is open in another editor window. Save this pack under another name, "
                "or close that window first.").format(path.name))
            return False
        problem = self.save_problem()
        if problem is not None:
            QMessageBox.warning(self, "Cannot save yet", as_typed(
                f"The pack cannot be saved yet:\n\n{problem}\n\nA saved pack must open again, "
                "so fix this first."))
            return False
        try:
            save_pack(self._pack, path)
        except OSError as error:
            QMessageBox.warning(self, "Cannot save pack", as_typed(
                f"Could not write {path}:\n{error.strerror or error}"))
            return False
        self._path = path
        self.undo_stack.setClean()
        add_recent(path)
        self._update_title()
        disagree = [f"hand {i + 1}: {p}" for i in range(len(self._pack.items))
                    for p in self._view(i).problems() if "engine now says" in p]
        self.statusBar().showMessage(f"Saved {path.name}." + (
            f" Note: {len(disagree)} expected answer(s) disagree with the engine ({disagree[0]})."
            if disagree else ""))
        return True

    def save_problem(self) -> str | None:
        """Why the pack cannot be saved as it is (it would not open again), or None."""
        if not self._pack.title.strip():
            return "The pack needs a title (Pack ▸ Title)."
        for index, item in enumerate(self._pack.items):
            if not item.questions:
                return (f"Hand {index + 1} ({item.title or 'untitled'}) has no questions yet: "
                        "every hand in a pack asks at least one. Add one on its Questions tab.")
            for number, view in enumerate(self._view(index).questions):
                if view.error:
                    return (f"Hand {index + 1}, question {number + 1} does not fit the hand: "
                            f"{view.error}")
        try:
            pack_from_json(self._pack.to_json())
        except PackError as error:
            return str(error)
        return None

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
        self._follow_question = True
        self._show(self._pack, Selection(self._current, index))

    def add_item(self) -> bool:
        """Add a hand: a random table with a random deck and no actions, after the selection."""
        if len(self._pack.items) >= MAX_ITEMS:
            self.statusBar().showMessage(f"A pack holds at most {MAX_ITEMS} hands.")
            return False
        item = self._item()
        if item is not None:
            variant, rules = Variant(item.scenario["variant"]), RuleSetName(
                item.scenario.get("rules", "pa"))
        else:
            variant, rules = Variant.STUD7, RuleSetName.PA
        data = random_table(self._rng, variant, rules, short_stacks=False)
        at = self._current + 1 if item is not None else len(self._pack.items)
        new = PackItem(data, (), title=f"Hand {len(self._pack.items) + 1}")
        items = self._pack.items[:at] + (new,) + self._pack.items[at:]
        return self._push("New hand", self._pack.with_items(items), Selection(at, -1))

    def import_phh(self, path: str | Path) -> bool:
        """Add the hand of a PHH hand history (stud, razz, stud 8) as a new item."""
        from ..packs.phh import PHHError, phh_to_scenario, read_phh

        try:
            data = phh_to_scenario(read_phh(path))
        except PHHError as error:
            QMessageBox.warning(self, "Cannot import hand", as_typed(f"{Path(path).name}: {error}"))
            return False
        if len(self._pack.items) >= MAX_ITEMS:
            self.statusBar().showMessage(f"A pack holds at most {MAX_ITEMS} hands.")
            return False
        at = len(self._pack.items)
        new = PackItem(data, (PackQuestion(Drill.BRING_IN),), title=Path(path).stem)
        return self._push(f"Import {Path(path).name}", self._pack.with_items(
            self._pack.items + (new,)), Selection(at, 0))

    def export_phh(self, path: str | Path) -> bool:
        """Write the selected hand as a PHH hand history."""
        from ..packs.phh import PHHError, scenario_to_phh

        item = self._item()
        if item is None:
            return False
        try:
            text = scenario_to_phh(item.scenario)
            Path(path).write_text(text, encoding="utf-8")
        except PHHError as error:
            QMessageBox.warning(self, "Cannot export hand", as_typed(str(error)))
            return False
        except OSError as error:
            QMessageBox.warning(self, "Cannot export hand",
                                as_typed(f"{path}: {error.strerror or error}"))
            return False
        self.statusBar().showMessage(f"Hand written to {path}")
        return True

    def _on_import_phh(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Import Hand History", "",
                                              "PHH hand histories (*.phh);;All files (*)")
        if path:
            self.import_phh(path)

    def _on_export_phh(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export Hand History", "hand.phh",
                                              "PHH hand histories (*.phh)")
        if path:
            self.export_phh(path)

    def duplicate_item(self) -> bool:
        item = self._item()
        if item is None:
            return False
        at = self._current + 1
        copied = replace(item, scenario=copy.deepcopy(item.scenario),
                         title=f"{item.title} (copy)" if item.title else "Copy")
        items = self._pack.items[:at] + (copied,) + self._pack.items[at:]
        question = 0 if copied.questions else -1
        return self._push(f"Duplicate hand {at}", self._pack.with_items(items),
                          Selection(at, question))

    def delete_item(self) -> bool:
        if self._item() is None:
            return False
        at = self._current
        items = self._pack.items[:at] + self._pack.items[at + 1:]
        after = min(at, len(items) - 1)
        question = 0 if after >= 0 and items[after].questions else -1
        return self._push(f"Delete hand {at + 1}", self._pack.with_items(items),
                          Selection(after, question))

    def move_item(self, source: int, target: int) -> bool:
        """Move hand ``source`` to place ``target`` (both counted from 0)."""
        count = len(self._pack.items)
        if not (0 <= source < count and 0 <= target < count) or source == target:
            return False
        items = list(self._pack.items)
        items.insert(target, items.pop(source))
        question = self._current_question if self._current == source else (
            0 if items[target].questions else -1)
        return self._push(f"Move hand {source + 1} to place {target + 1}",
                          self._pack.with_items(tuple(items)), Selection(target, question))

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
        if not 0 <= position < 52:
            self.statusBar().showMessage(f"deck position {position}: use 0 to 51")
            return False
        deck = list(view.replay.scenario.deck)
        old = deck[position]
        if old == card:
            return True
        other = deck.index(card)
        dealt = {d.position: d for d in view.dealt if d.position is not None}
        if other in dealt:
            self.statusBar().showMessage(f"{card.symbol} is already dealt ({self._place(dealt[other])}); "
                                         "each card is used once — choose another card.")
            return False
        deck[position], deck[other] = card, old

        def change(data: dict[str, Any]) -> None:
            data["deck"] = [str(c) for c in deck]
            for action in data["actions"]:   # a discard names the cards at those places
                if "cards" in action:
                    action["cards"] = [str(card) if text == str(old) else text
                                       for text in action["cards"]]

        where = self._place(dealt[position]) if position in dealt else f"deck position {position + 1}"
        return self._edit_scenario(f"Set {where} to {card.symbol}", change)

    def shuffle_undealt(self) -> bool:
        """Shuffle the cards not dealt yet among their places (the dealt ones stay)."""
        view = self._current_view()
        if view is None:
            return False
        deck = list(view.replay.scenario.deck)
        dealt = {d.position for d in view.dealt if d.position is not None}
        free = [i for i in range(52) if i not in dealt]
        cards = [deck[i] for i in free]
        self._rng.shuffle(cards)
        for i, card in zip(free, cards):
            deck[i] = card
        return self._edit_scenario("Shuffle the undealt cards",
                                   lambda data: data.__setitem__("deck", [str(c) for c in deck]))

    def legal_action_buttons(self) -> dict[str, QPushButton]:
        """The enabled action buttons, by action (``"call"``…; ``"bet_big"`` for the open-pair
        big bet; ``"discard"`` once two down cards are picked, or while picking them)."""
        found = {key: button for key, button in self.action_buttons.items()
                 if not button.isHidden() and button.isEnabled()}
        if not self.discard_box.isHidden() and self._discard_legal:
            found["discard"] = self.discard_button
        return found

    def apply_action(self, action: Action) -> bool:
        """Append ``action`` to the hand if the engine allows it now."""
        view = self._current_view()
        if view is None:
            return False
        why = view.hand.why_not(action)
        if why is not None:
            self.statusBar().showMessage(f"Not added: {why}")
            return False
        taken = trial(view.hand, action)
        words = describe_action(taken) if taken is not None else describe_action(
            Discard(action.seat, action.cards))
        self._follow_question = False
        return self._edit_scenario(f"Add action: {words}",
                                   lambda data: data["actions"].append(action.to_json()))

    def undo_last_action(self) -> bool:
        item = self._item()
        if item is None or not item.scenario["actions"]:
            return False
        self._follow_question = False
        return self._edit_scenario("Remove the last action", lambda data: data["actions"].pop())

    def add_question(self, drill: Drill | str, street: int | None = None,
                     step: int | None = None) -> bool:
        """Ask ``drill`` on the selected hand; a street the drill needs is pinned to the one the
        engine picks when none is given, so later edits cannot move it silently."""
        drill = Drill(drill)
        item = self._item()
        if item is None:
            self.statusBar().showMessage("Add or select a hand first.")
            return False
        if len(item.questions) >= MAX_QUESTIONS:
            self.statusBar().showMessage(f"A hand asks at most {MAX_QUESTIONS} questions.")
            return False
        question = PackQuestion(drill, self._point_for(drill, item.scenario, street, step))
        self._follow_question = True
        return self._edit_item(f"Add question: {drill.heading}",
                               replace(item, questions=item.questions + (question,)),
                               question=len(item.questions))

    def remove_question(self) -> bool:
        item = self._item()
        if item is None or not 0 <= self._current_question < len(item.questions):
            return False
        at = self._current_question
        questions = item.questions[:at] + item.questions[at + 1:]
        return self._edit_item(f"Remove question {at + 1}", replace(item, questions=questions),
                               question=min(at, len(questions) - 1))

    def set_question_drill(self, drill: Drill | str) -> bool:
        drill = Drill(drill)
        item, question = self._item(), self._question()
        if item is None or question is None or question.drill is drill:
            return False
        street = question.point.street if drill in USES_STREET else None
        new = PackQuestion(drill, self._point_for(drill, item.scenario, street,
                                                  question.point.step))
        return self._set_question(f"Change question {self._current_question + 1} to "
                                  f"“{drill.heading}”", new)

    def set_question_point(self, street: int | None, step: int | None = None) -> bool:
        question = self._question()
        if question is None:
            return False
        point = Point(street if question.drill in USES_STREET else None,
                      step if question.drill in USES_STEP and street is not None else None)
        kind = "step" if point.street == question.point.street else "street"
        return self._set_question(f"Change the {kind} of question {self._current_question + 1}",
                                  replace(question, point=point),
                                  merge=(f"question-{kind}", self._current, self._current_question))

    def record_expected(self) -> bool:
        """Store the engine's current answer as the question's expected answer."""
        question = self._question()
        view = self._current_question_view()
        if question is None or view is None or view.question is None:
            self.statusBar().showMessage("There is no answer to record: the question does not "
                                         "fit the hand.")
            return False
        return self._set_question(f"Record the expected answer of question "
                                  f"{self._current_question + 1}",
                                  replace(question, expect=expect_of(view.question)))

    def clear_expected(self) -> bool:
        question = self._question()
        if question is None or question.expect is None:
            return False
        return self._set_question(f"Clear the expected answer of question "
                                  f"{self._current_question + 1}", replace(question, expect=None))

    def set_note(self, text: str) -> bool:
        item = self._item()
        if item is None or item.note == text:
            return False
        return self._edit_item("Edit the note", replace(item, note=text),
                               merge=("note", self._current))

    def set_item_title(self, text: str) -> bool:
        item = self._item()
        if item is None or item.title == text:
            return False
        return self._edit_item("Rename the hand", replace(item, title=text),
                               merge=("item-title", self._current))

    def set_pack_field(self, name: str, value: str) -> bool:
        """Edit a metadata field: ``title``, ``author``, ``description``, ``version``, ``created``."""
        if name not in ("title", "author", "description", "version", "created"):
            raise KeyError(name)
        if getattr(self._pack, name) == value:
            return False
        changes: dict[str, Any] = {name: value}
        return self._push(f"Edit the pack's {name}", replace(self._pack, **changes),
                          merge=("meta", name))

    def set_variant(self, variant: Variant) -> bool:
        return self._edit_scenario(f"Change the game to {spec_of(variant).title}",
                                   lambda d: d.__setitem__("variant", variant.value))

    def set_rules(self, rules: RuleSetName) -> bool:
        return self._edit_scenario(f"Change the rules to {RULE_NAMES[rules]}",
                                   lambda d: d.__setitem__("rules", rules.value))

    def set_button(self, seat: int | None) -> bool:
        def change(data: dict[str, Any]) -> None:
            if seat is None:
                data.pop("button", None)
            else:
                data["button"] = seat
        return self._edit_scenario("Remove the button" if seat is None else
                                   f"Put the button on seat {seat}", change)

    def set_stake(self, key: str, value: int) -> bool:
        names = {"ante": "ante", "bring_in": "bring-in", "small_bet": "small bet",
                 "big_bet": "big bet"}
        return self._edit_scenario(f"Change the {names[key]} to {value}",
                                   lambda d: d["stakes"].__setitem__(key, value),
                                   merge=("stake", self._current, key))

    def set_seat(self, seat: int, occupied: bool, stack: int | None = None) -> bool:
        """Seat a player (with ``stack``) or empty the seat."""
        def change(data: dict[str, Any]) -> None:
            seats = dict(data["seats"])
            if occupied:
                seats[str(seat)] = {"stack": stack if stack is not None else
                                    self.stack_boxes[seat].value()}
            else:
                seats.pop(str(seat), None)
            data["seats"] = {key: seats[key] for key in sorted(seats, key=int)}
        return self._edit_scenario(f"Seat a player in seat {seat}" if occupied else
                                   f"Empty seat {seat}", change)

    def set_stack(self, seat: int, stack: int) -> bool:
        item = self._item()
        if item is None or str(seat) not in item.scenario["seats"]:
            return False
        return self._edit_scenario(f"Change stack of seat {seat}",
                                   lambda d: d["seats"][str(seat)].__setitem__("stack", stack),
                                   merge=("stack", self._current, seat))

    # ------------------------------------------------------------------ building the window

    def _build(self) -> None:
        self.setWindowTitle("Pack Editor")
        # No larger than the screen (less the title bar): 1400x900 ran off a 1366x768 laptop.
        self.resize(QSize(1400, 900).boundedTo(self.screen().availableGeometry().size()
                                               - QSize(16, 48)))
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._build_pack_side())
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self._build_table_tab(), "&Table")
        self.tabs.addTab(self._build_cards_tab(), "&Cards")
        self.tabs.addTab(self._build_actions_tab(), "&Actions")
        self.tabs.addTab(self._build_questions_tab(), "&Questions")
        self.tabs.currentChanged.connect(self._on_tab)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self._build_preview_side())
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 0)
        splitter.setStretchFactor(2, 1)
        self.splitter = splitter
        self._sized = False
        self.setCentralWidget(splitter)
        for widget in (self.findChildren(QLineEdit) + self.findChildren(QPlainTextEdit)
                       + self.findChildren(QAbstractSpinBox)):
            widget.installEventFilter(self._undo_keys)

    def _build_pack_side(self) -> QWidget:
        side = QWidget()
        side.setMinimumWidth(230)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 0, 6)
        box = QGroupBox("Pack")
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.meta_edits: dict[str, QLineEdit] = {}
        for name, label, tip in (("title", "&Title", "The pack's name, as trainees see it"),
                                 ("author", "&Author", "Who made the pack"),
                                 ("version", "&Version", "Your version label, e.g. 1.2"),
                                 ("created", "Cr&eated", "The date the pack was made, YYYY-MM-DD")):
            edit = QLineEdit()
            edit.setToolTip(tip)
            edit.setAccessibleName(f"Pack {name}")
            if name == "created":
                edit.setValidator(QRegularExpressionValidator(r"[0-9]{0,4}(-[0-9]{0,2}){0,2}"))
                edit.setPlaceholderText("YYYY-MM-DD")
            edit.textEdited.connect(lambda text, n=name: self._on_meta(n, text))
            self.meta_edits[name] = edit
            form.addRow(label, edit)
        self.description_edit = QPlainTextEdit()
        self.description_edit.setAccessibleName("Pack description")
        self.description_edit.setPlaceholderText("What the pack teaches, for whom")
        self.description_edit.setFixedHeight(64)
        self.description_edit.textChanged.connect(
            lambda: self._on_meta("description", self.description_edit.toPlainText()))
        form.addRow("&Description", self.description_edit)
        layout.addWidget(box)

        hands = QGroupBox("Hands")
        hands_layout = QVBoxLayout(hands)
        self.item_list = QListWidget()
        self.item_list.setAccessibleName("Hands in the pack")
        self.item_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.item_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.item_list.setAlternatingRowColors(True)
        self.item_list.setWordWrap(True)
        self.item_list.setToolTip("Drag a hand to reorder, or use Alt+Up / Alt+Down")
        self.item_list.currentRowChanged.connect(self._on_item_row)
        model = self.item_list.model()
        model.rowsMoved.connect(lambda *_: self._sync_order_soon())
        model.rowsInserted.connect(lambda *_: self._sync_order_soon())
        hands_layout.addWidget(self.item_list, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        self.item_buttons: dict[str, QPushButton] = {}
        for name, text in (("add_item", "New hand"), ("duplicate", "Duplicate"),
                           ("delete", "Delete"), ("move_up", "▲"), ("move_down", "▼")):
            button = QPushButton(text)
            if len(text) == 1:
                button.setFixedWidth(30)
            self.item_buttons[name] = button
            row.addWidget(button)
        row.addStretch(1)
        hands_layout.addLayout(row)
        layout.addWidget(hands, 1)
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        self.check_label.setAccessibleName("Pack check")
        self.check_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.check_label)
        return side

    def _build_table_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        form = QFormLayout()
        self.item_title_edit = QLineEdit()
        self.item_title_edit.setAccessibleName("Hand title")
        self.item_title_edit.setPlaceholderText("e.g. Suit tie for the bring-in")
        self.item_title_edit.textEdited.connect(lambda text: self._unless_updating(
            lambda: self.set_item_title(text)))
        form.addRow("Hand &title", self.item_title_edit)
        self.variant_box = QComboBox()
        self.variant_box.setAccessibleName("Game")
        for variant in Variant:
            self.variant_box.addItem(spec_of(variant).title, variant.value)
        self.variant_box.activated.connect(lambda _: self.set_variant(
            Variant(self.variant_box.currentData())))
        form.addRow("&Game", self.variant_box)
        self.rules_box = QComboBox()
        self.rules_box.setAccessibleName("Rule set")
        for name in RuleSetName:
            self.rules_box.addItem(RULE_NAMES[name], name.value)
        self.rules_box.activated.connect(lambda _: self.set_rules(
            RuleSetName(self.rules_box.currentData())))
        form.addRow("&Rules", self.rules_box)
        self.button_box = QComboBox()
        self.button_box.setAccessibleName("Dealer button")
        self.button_box.addItem("House dealer (no button)", 0)
        for seat in range(1, 10):
            self.button_box.addItem(f"Seat {seat}", seat)
        self.button_box.setToolTip("The dealer's left is the next occupied seat after the "
                                   "button; with a house dealer, the lowest-numbered seat")
        self.button_box.activated.connect(lambda _: self.set_button(
            int(self.button_box.currentData()) or None))
        form.addRow("&Button", self.button_box)
        layout.addLayout(form)

        stakes = QGroupBox("Stakes (chips)")
        grid = QGridLayout(stakes)
        self.stake_boxes: dict[str, QSpinBox] = {}
        for index, (key, label, low) in enumerate((("ante", "Ante", 0), ("bring_in", "Bring-in", 1),
                                                   ("small_bet", "Small bet", 1),
                                                   ("big_bet", "Big bet", 1))):
            box = _spin(low, 1_000_000_000, label)
            box.valueChanged.connect(lambda value, k=key: self._unless_updating(
                lambda: self.set_stake(k, value)))
            self.stake_boxes[key] = box
            caption = QLabel(label)
            caption.setBuddy(box)
            grid.addWidget(caption, index // 2, (index % 2) * 2)
            grid.addWidget(box, index // 2, (index % 2) * 2 + 1)
        layout.addWidget(stakes)

        seats = QGroupBox("Seats and stacks")
        seat_grid = QGridLayout(seats)
        self.seat_boxes: dict[int, QCheckBox] = {}
        self.stack_boxes: dict[int, QSpinBox] = {}
        self.seat_notes: dict[int, QLabel] = {}
        for seat in range(1, 10):
            occupied = QCheckBox(f"Seat {seat}")
            occupied.setAccessibleName(f"Seat {seat} occupied")
            occupied.toggled.connect(lambda on, s=seat: self._unless_updating(
                lambda: self.set_seat(s, on)))
            stack = _spin(0, 1_000_000_000, f"Stack of seat {seat}")
            stack.setSuffix(" chips")
            stack.valueChanged.connect(lambda value, s=seat: self._unless_updating(
                lambda: self.set_stack(s, value)))
            note = QLabel()
            note.setStyleSheet("color: palette(mid);")
            self.seat_boxes[seat], self.stack_boxes[seat] = occupied, stack
            self.seat_notes[seat] = note
            seat_grid.addWidget(occupied, seat - 1, 0)
            seat_grid.addWidget(stack, seat - 1, 1)
            seat_grid.addWidget(note, seat - 1, 2)
        seat_grid.setColumnStretch(2, 1)
        layout.addWidget(seats)
        layout.addStretch(1)
        return self._scrolled(page)

    def _build_cards_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        intro = QLabel("The deck sets every card. Click a dealt card, then pick its new card "
                       "below; cards dealt elsewhere are greyed out, and the two cards trade "
                       "places in the deck. Down cards have a blue face.")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.dealt_box = QGroupBox("Cards dealt")
        self.dealt_layout = QVBoxLayout(self.dealt_box)
        self.dealt_layout.setContentsMargins(6, 6, 6, 6)
        self.dealt_area = QWidget()
        self.dealt_layout.addWidget(self.dealt_area)
        layout.addWidget(self.dealt_box)
        self.position_buttons: dict[int, QToolButton] = {}

        self.picker_label = QLabel()
        self.picker_label.setWordWrap(True)
        bold = QFont(self.picker_label.font())
        bold.setBold(True)
        self.picker_label.setFont(bold)
        layout.addWidget(self.picker_label)
        grid_box = QFrame()
        grid = QGridLayout(grid_box)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        self.card_buttons: dict[str, QToolButton] = {}
        ranks = list(reversed(list(Rank)))
        for row, suit in enumerate(reversed(list(Suit))):
            for column, rank in enumerate(ranks):
                card = ALL_CARDS[(rank - 2) * 4 + suit]
                button = QToolButton()
                button.setText(card.symbol)
                button.setCheckable(True)
                button.setFixedSize(CARD_BUTTON)
                button.setStyleSheet(card_style(card))
                button.setAccessibleName(card.name)
                button.clicked.connect(lambda _=False, c=str(card): self._on_grid_card(c))
                self.card_buttons[str(card)] = button
                grid.addWidget(button, row, column)
        layout.addWidget(grid_box)
        shuffle_row = QHBoxLayout()
        self.shuffle_button = QPushButton("Shuffle undealt cards")
        self.shuffle_button.setToolTip("Shuffle every card not dealt yet; the dealt cards stay")
        self.shuffle_button.clicked.connect(self.shuffle_undealt)
        shuffle_row.addWidget(self.shuffle_button)
        shuffle_row.addStretch(1)
        layout.addLayout(shuffle_row)
        layout.addStretch(1)
        return self._scrolled(page)

    def _build_actions_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.to_act_label = QLabel()
        self.to_act_label.setWordWrap(True)
        font = QFont(self.to_act_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.to_act_label.setFont(font)
        self.to_act_label.setAccessibleName("Seat to act")
        layout.addWidget(self.to_act_label)
        tip = QLabel("Click an action to add it to the hand. Only what the rules allow now is "
                     "enabled; point at a greyed-out action to see why not.")
        tip.setWordWrap(True)
        layout.addWidget(tip)
        buttons = QGridLayout()
        self.action_buttons: dict[str, QPushButton] = {}
        for index, kind in enumerate(BET_KINDS):
            button = QPushButton(KIND_WORDS[kind])
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _=False, k=kind: self._on_action_button(k, None))
            self.action_buttons[kind.value] = button
            buttons.addWidget(button, index // 4, index % 4)
        big = QPushButton("Bet (big)")
        big.setMinimumHeight(32)
        big.clicked.connect(lambda _=False: self._on_action_button(ActionKind.BET, "big"))
        self.action_buttons[BET_BIG] = big
        buttons.addWidget(big, 1, 3)
        layout.addLayout(buttons)
        self.discard_box = QGroupBox("Discard two down cards")
        discard_layout = QVBoxLayout(self.discard_box)
        self.discard_row = QHBoxLayout()
        discard_layout.addLayout(self.discard_row)
        self.discard_picks: dict[str, QToolButton] = {}
        self.discard_button = QPushButton("Discard")
        self.discard_button.setMinimumHeight(32)
        self.discard_button.clicked.connect(self._on_discard)
        discard_layout.addWidget(self.discard_button)
        self._discard_legal = False
        layout.addWidget(self.discard_box)

        layout.addWidget(QLabel("Actions so far, in order:"))
        self.action_list = QListWidget()
        self.action_list.setAccessibleName("Actions so far")
        layout.addWidget(self.action_list, 1)
        row = QHBoxLayout()
        self.undo_action_button = QPushButton("Undo last action")
        self.undo_action_button.setToolTip("Remove the last action from the hand")
        self.undo_action_button.clicked.connect(self.undo_last_action)
        row.addWidget(self.undo_action_button)
        row.addStretch(1)
        layout.addLayout(row)
        return page

    def _build_questions_tab(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.question_list = QListWidget()
        self.question_list.setAccessibleName("Questions on this hand")
        self.question_list.setWordWrap(True)
        self.question_list.setMaximumHeight(150)
        self.question_list.currentRowChanged.connect(self._on_question_row)
        layout.addWidget(self.question_list)
        row = QHBoxLayout()
        self.add_question_button = QToolButton()
        self.add_question_button.setText("Add question")
        self.add_question_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.add_question_button)
        self.drill_actions: dict[Drill, QAction] = {}
        for drill in Drill:
            action = menu.addAction(drill.heading)
            action.triggered.connect(lambda _=False, d=drill: self.add_question(d))
            self.drill_actions[drill] = action
        self.add_question_button.setMenu(menu)
        self.remove_question_button = QPushButton("Remove question")
        self.remove_question_button.clicked.connect(self.remove_question)
        row.addWidget(self.add_question_button)
        row.addWidget(self.remove_question_button)
        row.addStretch(1)
        layout.addLayout(row)

        self.question_box = QGroupBox("Selected question")
        form = QFormLayout(self.question_box)
        self.drill_box = QComboBox()
        self.drill_box.setAccessibleName("Drill")
        for drill in Drill:
            self.drill_box.addItem(drill.heading, drill.value)
        self.drill_box.activated.connect(lambda _: self.set_question_drill(
            Drill(self.drill_box.currentData())))
        form.addRow("&Drill", self.drill_box)
        self.street_spin = _spin(1, 7, "Street")
        self.street_spin.setSpecialValueText("engine's choice")
        self.street_spin.setToolTip("The street the question is asked on (cards held: 3rd to "
                                    "7th; 2nd to 5th in Five-card Stud)")
        self.street_spin.valueChanged.connect(lambda _: self._unless_updating(self._on_point))
        self.street_label = QLabel("&Street")
        self.street_label.setBuddy(self.street_spin)
        form.addRow(self.street_label, self.street_spin)
        self.step_spin = _spin(0, 60, "Dealer move")
        self.step_spin.setToolTip("Which of the street's dealer moves: 0 is the first "
                                  "(usually the burn)")
        self.step_spin.valueChanged.connect(lambda _: self._unless_updating(self._on_point))
        self.step_label = QLabel("Dealer &move")
        self.step_label.setBuddy(self.step_spin)
        form.addRow(self.step_label, self.step_spin)
        self.expect_label = QLabel()
        self.expect_label.setWordWrap(True)
        self.expect_label.setTextFormat(Qt.TextFormat.RichText)
        form.addRow("Expected", self.expect_label)
        expect_row = QHBoxLayout()
        self.record_button = QPushButton(self.tr("Record the right answer as expected"))
        self.record_button.setToolTip(self.tr("Store the right answer in the pack, so a later "
                                              "change that alters the answer is flagged"))
        self.record_button.clicked.connect(self.record_expected)
        self.clear_expect_button = QPushButton("Clear")
        self.clear_expect_button.clicked.connect(self.clear_expected)
        expect_row.addWidget(self.record_button)
        expect_row.addWidget(self.clear_expect_button)
        expect_row.addStretch(1)
        form.addRow("", expect_row)
        layout.addWidget(self.question_box)

        note_box = QGroupBox("Instructor's note (shown after the answer)")
        note_layout = QVBoxLayout(note_box)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setAccessibleName("Instructor's note")
        self.note_edit.setPlaceholderText("What to point out to the trainee about this hand")
        self.note_edit.textChanged.connect(lambda: self._unless_updating(
            lambda: self.set_note(self.note_edit.toPlainText())))
        note_layout.addWidget(self.note_edit)
        layout.addWidget(note_box, 1)
        return page

    def _build_preview_side(self) -> QWidget:
        side = QWidget()
        layout = QVBoxLayout(side)
        layout.setContentsMargins(0, 6, 6, 6)
        title = QLabel("Preview — what the trainee sees")
        font = QFont(title.font())
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.preview = TableView()
        self.preview.setAccessibleName("Preview of the table")
        self.preview.setMinimumSize(420, 270)
        layout.addWidget(self.preview, 3)
        row = QHBoxLayout()
        self.event_slider = QSlider(Qt.Orientation.Horizontal)
        self.event_slider.setAccessibleName("Show the hand at event")
        self.event_slider.setToolTip("Show the hand after this many of its events")
        self.event_slider.valueChanged.connect(self._on_slider)
        self.to_question_button = QToolButton()
        self.to_question_button.setText("At the question")
        self.to_question_button.clicked.connect(self._jump_to_question)
        self.to_latest_button = QToolButton()
        self.to_latest_button.setText("Latest")
        self.to_latest_button.clicked.connect(self._jump_to_latest)
        row.addWidget(QLabel("Event"))
        row.addWidget(self.event_slider, 1)
        row.addWidget(self.to_question_button)
        row.addWidget(self.to_latest_button)
        layout.addLayout(row)
        self.moment_label = QLabel()
        self.moment_label.setWordWrap(True)
        self.moment_label.setAccessibleName("Moment shown")
        layout.addWidget(self.moment_label)
        self.answer_label = QTextBrowser()
        self.answer_label.setAccessibleName(self.tr("The right answer"))
        self.answer_label.setOpenLinks(False)
        layout.addWidget(self.answer_label, 2)
        return side

    @staticmethod
    def _scrolled(page: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidget(page)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        return area

    # --- actions, menus, settings (named as in the main window) ----------------------------

    def createActions(self) -> None:
        self.action_map.update(make_actions(self, EDITOR_SPECS))
        undo = self.undo_stack.createUndoAction(self, "&Undo")
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        redo = self.undo_stack.createRedoAction(self, "&Redo")
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
        a = self.action_map
        file_menu = self.menuBar().addMenu("&File")
        for name in ("new", "open"):
            file_menu.addAction(a[name])
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        attach_recent_menu(self.recent_menu, self._open_recent)
        file_menu.addSeparator()
        for name in ("save", "save_as"):
            file_menu.addAction(a[name])
        file_menu.addSeparator()
        file_menu.addAction(a["close"])
        edit_menu = self.menuBar().addMenu("&Edit")
        edit_menu.addAction(a["undo"])
        edit_menu.addAction(a["redo"])
        hand_menu = self.menuBar().addMenu("&Hand")
        for name in ("add_item", "duplicate", "delete"):
            hand_menu.addAction(a[name])
        hand_menu.addSeparator()
        hand_menu.addAction(a["move_up"])
        hand_menu.addAction(a["move_down"])
        hand_menu.addSeparator()
        import_phh = hand_menu.addAction(self.tr("&Import a Hand History (PHH)…"))
        import_phh.setToolTip("Add a hand from a PHH hand history (stud, razz, stud 8)")
        import_phh.triggered.connect(self._on_import_phh)
        export_phh = hand_menu.addAction(self.tr("E&xport as Hand History (PHH)…"))
        export_phh.setToolTip("Write the selected hand as a PHH hand history")
        export_phh.triggered.connect(self._on_export_phh)
        question_menu = self.menuBar().addMenu("&Question")
        add_menu = question_menu.addMenu("&Add Question")
        for drill in Drill:
            add_menu.addAction(self.drill_actions[drill])

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
        name = self._path.name if self._path else "the new pack"
        answer = QMessageBox.question(
            self, "Unsaved changes", f"Save the changes to {name} first?",
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
        path, _ = QFileDialog.getSaveFileName(self, "Save Pack As", start, pack_filter())
        if not path:
            return False
        if not Path(path).suffix:
            path += PACK_SUFFIX
        return self.save_to(path)

    def _on_open(self) -> None:
        if not self.maybe_save():
            return
        start = str(self._path.parent) if self._path else ""
        path, _ = QFileDialog.getOpenFileName(self, "Open Pack", start, pack_filter())
        if path:
            self.open_pack(path, ask=False)

    def _open_recent(self, name: str) -> None:
        if self.maybe_save():
            self.open_pack(name, ask=False)

    def _replace_document(self, pack: Pack, path: Path | None) -> None:
        self._path = path
        self._views.clear()
        self._position = None
        self._follow_question = True
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
        name = self._path.name if self._path else "Untitled"
        self.setWindowTitle(f"{name}[*] — Pack Editor — Dealer Trainer")
        self.setWindowModified(not self.undo_stack.isClean())

    # --- edits --------------------------------------------------------------------

    def _selection(self) -> Selection:
        return Selection(self._current, self._current_question)

    def _push(self, text: str, pack: Pack, selection: Selection | None = None,
              merge: tuple[Any, ...] | None = None) -> bool:
        if pack == self._pack:
            self._refresh_editor()
            return False
        command = PackCommand(self, text, self._pack, pack, self._selection(),
                              selection if selection is not None else self._selection(), merge)
        self.undo_stack.push(command)
        return True

    def _edit_item(self, text: str, item: PackItem, *, question: int | None = None,
                   merge: tuple[Any, ...] | None = None) -> bool:
        at = self._current
        items = self._pack.items[:at] + (item,) + self._pack.items[at + 1:]
        selection = Selection(at, self._current_question if question is None else question)
        return self._push(text, self._pack.with_items(items), selection, merge)

    def _edit_scenario(self, text: str, change: Callable[[dict[str, Any]], None],
                       merge: tuple[Any, ...] | None = None) -> bool:
        """Change the selected hand's scenario; keep the actions' legal prefix."""
        item = self._item()
        if item is None:
            return False
        data = copy.deepcopy(item.scenario)
        change(data)
        try:
            replayed = replay_legal(data, self._rng)
        except ScenarioError as error:
            self.statusBar().showMessage(f"Not changed — {error}")
            self._refresh_editor()
            return False
        pushed = self._edit_item(text, replace(item, scenario=replayed.data), merge=merge)
        if replayed.dropped:
            self.statusBar().showMessage(
                f"{text}: {replayed.dropped} action{'s' if replayed.dropped != 1 else ''} "
                f"no longer legal {'were' if replayed.dropped != 1 else 'was'} dropped; the "
                f"hand keeps its first {replayed.kept}. (The engine: {replayed.why})")
        elif pushed:
            self.statusBar().showMessage(text)
        return pushed

    def _set_question(self, text: str, question: PackQuestion,
                      merge: tuple[Any, ...] | None = None) -> bool:
        item = self._item()
        at = self._current_question
        if item is None or not 0 <= at < len(item.questions):
            return False
        questions = item.questions[:at] + (question,) + item.questions[at + 1:]
        self._follow_question = True
        return self._edit_item(text, replace(item, questions=questions), merge=merge)

    def _point_for(self, drill: Drill, data: dict[str, Any], street: int | None,
                   step: int | None) -> Point:
        if drill not in USES_STREET:
            return Point()
        if street is None:
            try:
                asked = question_at(drill, data)
            except DrillError:
                return Point()
            return Point(asked.point.street, asked.point.step if drill in USES_STEP else None)
        return Point(street, (step or 0) if drill in USES_STEP else None)

    # --- the model behind the widgets ------------------------------------------------

    def _item(self) -> PackItem | None:
        if 0 <= self._current < len(self._pack.items):
            return self._pack.items[self._current]
        return None

    def _question(self) -> PackQuestion | None:
        item = self._item()
        if item is not None and 0 <= self._current_question < len(item.questions):
            return item.questions[self._current_question]
        return None

    def _view(self, index: int) -> ItemView:
        """The engine's view of hand ``index``, cached per item (items are immutable values,
        so an unchanged item is the very same object from one pack to the next)."""
        item = self._pack.items[index]
        cached = self._views.get(id(item))
        if cached is not None and cached[0] is item:
            return cached[1]
        replayed = replay_legal(item.scenario, self._rng)
        view = ItemView(replayed, tuple(dealt_cards(replayed.hand, replayed.scenario.deck)),
                        tuple(question_view(q, item.scenario) for q in item.questions))
        if len(self._views) > len(self._pack.items) + 200:   # forget items no longer shown
            alive = {id(kept) for kept in self._pack.items}
            self._views = {key: value for key, value in self._views.items() if key in alive}
        self._views[id(item)] = (item, view)
        return view

    def _current_view(self) -> ItemView | None:
        return self._view(self._current) if self._item() is not None else None

    def _current_question_view(self) -> QuestionView | None:
        view = self._current_view()
        if view is None or not 0 <= self._current_question < len(view.questions):
            return None
        return view.questions[self._current_question]

    @staticmethod
    def _place(dealt: Dealt) -> str:
        if dealt.where == "seat":
            return f"seat {dealt.seat}'s {ordinal(dealt.street)}-street card" + (
                "" if dealt.up else " (down)")
        if dealt.where == "burn":
            return f"the {ordinal(dealt.street)}-street burn card"
        return f"the {ordinal(dealt.street)}-street common card"

    # --- showing the pack ------------------------------------------------------------

    def _show(self, pack: Pack, selection: Selection) -> None:
        """Show ``pack`` with ``selection`` (every edit, undo and redo comes here)."""
        self._pack = pack
        count = len(pack.items)
        item = selection.item if 0 <= selection.item < count else (count - 1 if count else -1)
        if item != self._current:
            self._position = None
        self._current = item
        questions = len(pack.items[item].questions) if item >= 0 else 0
        self._current_question = (selection.question if 0 <= selection.question < questions
                                  else (0 if questions else -1))
        self._updating += 1
        try:
            self._refresh_meta()
            self._refresh_item_list()
            self._refresh_editor()
        finally:
            self._updating -= 1
        self._update_title()

    def _unless_updating(self, apply: Callable[[], object]) -> None:
        if not self._updating:
            apply()

    def _refresh_meta(self) -> None:
        for name, edit in self.meta_edits.items():
            value = str(getattr(self._pack, name))
            if edit.text() != value:
                blocked = edit.blockSignals(True)
                edit.setText(value)
                edit.blockSignals(blocked)
        if self.description_edit.toPlainText() != self._pack.description:
            blocked = self.description_edit.blockSignals(True)
            self.description_edit.setPlainText(self._pack.description)
            self.description_edit.blockSignals(blocked)

    def _item_text(self, index: int) -> tuple[str, list[str]]:
        item = self._pack.items[index]
        table = self._view(index).replay.scenario.table
        problems = self._view(index).problems()
        mark = "⚠ " if problems else ""
        questions = len(item.questions)
        return (f"{mark}{index + 1}. {item.title or 'Untitled hand'}\n"
                f"{SHORT_NAMES[table.variant]} · {table.rules.name.value.upper() if table.rules.name is RuleSetName.PA else table.rules.name.value.capitalize()}"
                f" · {len(table.stacks)} seats · {questions} question{'s' if questions != 1 else ''}",
                problems)

    def _refresh_item_list(self) -> None:
        widget = self.item_list
        self._updating += 1
        try:
            while widget.count() > len(self._pack.items):
                widget.takeItem(widget.count() - 1)
            for index in range(len(self._pack.items)):
                text, problems = self._item_text(index)
                entry = widget.item(index)
                if entry is None:
                    entry = QListWidgetItem()
                    widget.addItem(entry)
                entry.setText(text)
                entry.setData(Qt.ItemDataRole.UserRole, index)
                entry.setToolTip("\n".join(problems) if problems else "Ready")
                entry.setForeground(Qt.GlobalColor.darkRed if problems else
                                    widget.palette().text().color())
            widget.setCurrentRow(self._current)
        finally:
            self._updating -= 1
        problems = [f"Hand {i + 1}: {p}" for i in range(len(self._pack.items))
                    for p in self._view(i).problems()]
        if not self._pack.items:
            self.check_label.setText("The pack is empty: add a hand (New hand).")
        elif problems:
            shown = "<br>".join(html.escape(p) for p in problems[:3])
            more = f"<br>…and {len(problems) - 3} more" if len(problems) > 3 else ""
            self.check_label.setText(f"<span style='color:{RED}'><b>⚠ Needs attention:</b>"
                                     f"<br>{shown}{more}</span>")
        else:
            self.check_label.setText(f"<span style='color:#2e7d32'><b>✓ Ready:</b></span> "
                                     f"{len(self._pack.items)} hands, "
                                     f"{self._pack.question_count} questions")
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
                self._clear_editor()
            else:
                self._refresh_table_tab(view)
                self._refresh_cards_tab(view)
                self._refresh_actions_tab(view)
                self._refresh_questions_tab(view)
            self._refresh_preview()
        finally:
            self._updating -= 1

    def _clear_editor(self) -> None:
        self.item_title_edit.clear()
        self.action_list.clear()
        self.question_list.clear()
        self.note_edit.clear()
        self.to_act_label.setText("")
        for button in self.action_buttons.values():
            button.setEnabled(False)
        self._set_dealt_area(QLabel("No hand selected."))
        self.position_buttons = {}

    def _refresh_table_tab(self, view: ItemView) -> None:
        item = self._pack.items[self._current]
        data = item.scenario
        if self.item_title_edit.text() != item.title:
            self.item_title_edit.setText(item.title)
        self.variant_box.setCurrentIndex(self.variant_box.findData(data["variant"]))
        self.rules_box.setCurrentIndex(self.rules_box.findData(data.get("rules", "pa")))
        self.button_box.setCurrentIndex(self.button_box.findData(int(data.get("button") or 0)))
        for key, box in self.stake_boxes.items():
            box.setValue(int(data["stakes"][key]))
        table = view.replay.scenario.table
        order = table.order
        small = int(data["stakes"]["small_bet"])
        for seat in range(1, 10):
            info = data["seats"].get(str(seat))
            self.seat_boxes[seat].setChecked(info is not None)
            stack = self.stack_boxes[seat]
            stack.setEnabled(info is not None)
            if info is not None:
                stack.setValue(int(info["stack"]))
            elif stack.value() == 0:
                stack.setValue(100 * small)
            notes = []
            if order and seat == order[0]:
                notes.append("dealer's left")
            if table.button == seat:
                notes.append("button")
            if view.hand.bring_in == seat:
                notes.append("brings in")
            self.seat_notes[seat].setText(", ".join(notes))

    def _set_dealt_area(self, widget: QWidget) -> None:
        old = self.dealt_area
        self.dealt_layout.replaceWidget(old, widget)
        old.hide()
        old.deleteLater()
        self.dealt_area = widget

    def _refresh_cards_tab(self, view: ItemView) -> None:
        deck = view.replay.scenario.deck
        dealt = [d for d in view.dealt]
        positions = [d.position for d in dealt if d.position is not None]
        taken = set(positions)
        ahead = [i for i in range(52) if i not in taken][:STUB_AHEAD]
        if self._position is None or (self._position not in taken and self._position not in ahead):
            self._position = positions[0] if positions else (ahead[0] if ahead else None)
        area = QWidget()
        grid = QGridLayout(area)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(3)
        grid.setVerticalSpacing(4)
        self.position_buttons = {}
        rows: list[tuple[str, list[Dealt | int]]] = []
        seats = [seat for seat, _ in view.replay.scenario.table.stacks]
        for seat in seats:
            rows.append((f"Seat {seat}", [d for d in dealt if d.where == "seat" and d.seat == seat]))
        burns: list[Dealt | int] = [d for d in dealt if d.where == "burn"]
        commons: list[Dealt | int] = [d for d in dealt if d.where == "common"]
        if burns:
            rows.append(("Burns", burns))
        if commons:
            rows.append(("Common", commons))
        rows.append(("Stub next", list(ahead)))
        longest = max((cards for label, cards in rows if label.startswith("Seat")), key=len,
                      default=[])
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.85)
        for column, entry in enumerate(longest, 1):
            if isinstance(entry, Dealt):
                header = QLabel(ordinal(entry.street) + ("" if entry.up else " ▾"))
                header.setToolTip(f"{ordinal(entry.street)} street, "
                                  + ("face up" if entry.up else "face down"))
                header.setFont(small)
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(header, 0, column)
        for row, (label, cards) in enumerate(rows, 1):
            grid.addWidget(QLabel(label), row, 0)
            for column, entry in enumerate(cards, 1):
                position: int | None
                button = QToolButton()
                button.setCheckable(True)
                button.setFixedSize(CARD_BUTTON)
                if isinstance(entry, int):
                    card, position, down = deck[entry], entry, False
                    tip = f"Next in the stub ({ahead.index(entry) + 1} from the top): {card.symbol}"
                else:
                    card, position, down = entry.card, entry.position, not entry.up
                    tip = f"{self._place(entry)[0].upper()}{self._place(entry)[1:]}: {card.symbol}"
                    if entry.discarded:
                        tip += " — discarded"
                button.setText(card.symbol)
                button.setStyleSheet(card_style(card, down=down))
                if isinstance(entry, Dealt) and entry.discarded:
                    font = QFont(button.font())
                    font.setStrikeOut(True)
                    button.setFont(font)
                if position is None:
                    button.setEnabled(False)
                    tip += " (dealt from the reshuffled stub; set by the reshuffle, not the deck)"
                else:
                    button.setChecked(position == self._position)
                    button.clicked.connect(lambda _=False, p=position: self._choose_position(p))
                    self.position_buttons[position] = button
                    tip += f"\nDeck position {position + 1}"
                button.setToolTip(tip)
                button.setAccessibleName(tip.splitlines()[0])
                grid.addWidget(button, row, column)
        grid.setColumnStretch(grid.columnCount(), 1)
        hand = view.hand
        facts = []
        if hand.bring_in is not None:
            facts.append(f"Seat {hand.bring_in} brings in.")
        elif spec_of(hand.table.variant).discards:
            facts.append("The bring-in is decided after every seat discards.")
        if not hand.over:
            facts.append("Later streets appear here as the actions reach them.")
        note = QLabel(" ".join(facts))
        note.setWordWrap(True)
        grid.addWidget(note, len(rows) + 1, 0, 1, grid.columnCount())
        self._set_dealt_area(area)
        self._refresh_card_grid(view)

    def _refresh_card_grid(self, view: ItemView) -> None:
        deck = view.replay.scenario.deck
        dealt = {d.position: d for d in view.dealt if d.position is not None}
        selected = deck[self._position] if self._position is not None else None
        for text, button in self.card_buttons.items():
            card = parse_card(text)
            where = dealt.get(deck.index(card))
            used_elsewhere = where is not None and where.position != self._position
            button.setEnabled(self._position is not None and not used_elsewhere)
            button.setChecked(card == selected)
            button.setToolTip(f"{card.name}: dealt as {self._place(where)}" if where is not None
                              else f"{card.name}: not dealt yet")
        if self._position is None:
            self.picker_label.setText("Choose a card to change above.")
        else:
            where_text = (self._place(dealt[self._position]) if self._position in dealt
                          else f"the stub card at deck position {self._position + 1}")
            self.picker_label.setText(f"Choose the card for {where_text} "
                                      f"(now {deck[self._position].symbol}):")

    def _refresh_actions_tab(self, view: ItemView) -> None:
        hand = view.hand
        self.action_list.clear()
        for event in hand.events:
            if isinstance(event, (ActionTaken, Discard)):
                self.action_list.addItem(f"{self.action_list.count() + 1}. {describe_action(event)}")
        self.action_list.scrollToBottom()
        self.undo_action_button.setEnabled(self.action_list.count() > 0)
        seat = hand.to_act
        legal = hand.legal_actions()
        super_seven = spec_of(hand.table.variant).discards > 0
        if seat is None:
            result = hand.result
            awards = (", ".join(f"seat {s} wins {c:,}" for s, c in sorted(result.awards.items()))
                      if result is not None else "")
            self.to_act_label.setText("The hand is over." + (f" {awards.capitalize()}." if awards else ""))
        else:
            self.to_act_label.setText(f"Seat {seat} to act · {ordinal(hand.street)} street · "
                                      f"pot {hand.pot_total:,}")
        discarding = ActionKind.DISCARD in legal
        for kind in BET_KINDS:
            button = self.action_buttons[kind.value]
            button.setVisible(not discarding)
            if seat is None:
                button.setText(KIND_WORDS[kind])
                button.setEnabled(False)
                button.setToolTip("The hand is over; no more actions are taken")
                continue
            action = Action(seat, kind)
            why = hand.why_not(action)
            if why is None:
                taken = trial(hand, action)
                button.setText(self._button_text(kind, taken))
                button.setEnabled(True)
                button.setToolTip(f"Seat {seat}: {describe_action(taken).split('Seat ', 1)[1]}"
                                  if taken is not None else "")
            else:
                button.setText(KIND_WORDS[kind])
                button.setEnabled(False)
                button.setToolTip(f"Not now: {why}")
        big = self.action_buttons[BET_BIG]
        big_action = (Action(seat, ActionKind.BET, hand.stakes.big_bet) if seat is not None
                      else None)
        offer_big = (big_action is not None and not discarding
                     and hand.why_not(Action(seat or 0, ActionKind.BET)) is None
                     and hand.stakes.big_bet != hand.stakes.small_bet
                     and hand.why_not(big_action) is None)
        big.setVisible(offer_big)
        big.setEnabled(offer_big)
        if offer_big and big_action is not None:
            taken = trial(hand, big_action)
            big.setText(f"Bet {taken.amount if taken else hand.stakes.big_bet} (open pair)")
            big.setToolTip("A seat shows an open pair on fourth street: the opening bet may be "
                           "the big bet")
        # Super Seven: the seat to act picks two of its down cards.
        self.discard_box.setVisible(super_seven and discarding)
        picked = {text for text, pick in self.discard_picks.items() if pick.isChecked()}
        for old_pick in self.discard_picks.values():
            self.discard_row.removeWidget(old_pick)
            old_pick.hide()
            old_pick.deleteLater()
        self.discard_picks = {}
        self._discard_legal = False
        if discarding and seat is not None:
            self.discard_box.setTitle(f"Seat {seat} discards two of its down cards")
            for card in hand.seats[seat].down_cards:
                pick = QToolButton()
                pick.setText(card.symbol)
                pick.setCheckable(True)
                pick.setFixedSize(40, 34)
                pick.setStyleSheet(card_style(card, down=True))
                pick.setAccessibleName(f"Discard {card.name}")
                pick.setChecked(str(card) in picked)   # a choice survives unrelated edits
                pick.toggled.connect(lambda _on: self._refresh_discard_button())
                self.discard_row.addWidget(pick)
                self.discard_picks[str(card)] = pick
            self._discard_legal = True
            self._refresh_discard_button()

    @staticmethod
    def _button_text(kind: ActionKind, taken: ActionTaken | None) -> str:
        if taken is None:
            return KIND_WORDS[kind]
        text = {ActionKind.BRING_IN: f"Bring in {taken.amount}",
                ActionKind.COMPLETE: f"Complete to {taken.round_total}",
                ActionKind.CALL: f"Call {taken.amount}", ActionKind.BET: f"Bet {taken.amount}",
                ActionKind.RAISE: f"Raise to {taken.round_total}"}.get(kind, KIND_WORDS[kind])
        return text + (" (all-in)" if taken.all_in else "")

    def _discard_choice(self) -> tuple[Card, ...]:
        return tuple(parse_card(text) for text, pick in self.discard_picks.items()
                     if pick.isChecked())

    def _refresh_discard_button(self) -> None:
        view = self._current_view()
        chosen = self._discard_choice()
        if view is None or view.hand.to_act is None:
            self.discard_button.setEnabled(False)
            return
        why = view.hand.why_not(Action(view.hand.to_act, ActionKind.DISCARD, cards=chosen))
        self.discard_button.setEnabled(why is None)
        if why is None:
            self.discard_button.setText("Discard " + " ".join(c.symbol for c in chosen))
            self.discard_button.setToolTip("")
        else:
            self.discard_button.setText(f"Pick two cards to discard ({len(chosen)} picked)")
            self.discard_button.setToolTip(f"Not yet: {why}")

    def _refresh_questions_tab(self, view: ItemView) -> None:
        item = self._pack.items[self._current]
        self.question_list.clear()
        for number, (spec, shown) in enumerate(zip(item.questions, view.questions), 1):
            where = ""
            if spec.point.street is not None:
                where = f" — {ordinal(spec.point.street)} street"
                if spec.point.step is not None:
                    where += f", dealer move {spec.point.step}"
            if shown.error:
                status, tip = "⚠ does not fit the hand", shown.error
            elif shown.mismatch:
                status, tip = "⚠ expected answer disagrees", shown.mismatch
            elif spec.expect is not None:
                status, tip = "✓ expected answer recorded", self.tr("The right answer agrees")
            else:
                status, tip = "no expected answer", self.tr(
                    "Record the right answer to check it later")
            entry = QListWidgetItem(f"{number}. {spec.drill.heading}{where}\n    {status}")
            entry.setToolTip(tip)
            if shown.error or shown.mismatch:
                entry.setForeground(Qt.GlobalColor.darkRed)
            self.question_list.addItem(entry)
        self.question_list.setCurrentRow(self._current_question)
        self.add_question_button.setEnabled(len(item.questions) < MAX_QUESTIONS)
        question = self._question()
        self.question_box.setEnabled(question is not None)
        self.remove_question_button.setEnabled(question is not None)
        if self.note_edit.toPlainText() != item.note:
            self.note_edit.setPlainText(item.note)
        if question is None:
            self.expect_label.setText("Add a question to choose what to ask.")
            for widget in (self.street_label, self.street_spin, self.step_label, self.step_spin):
                widget.setVisible(False)
            return
        self.drill_box.setCurrentIndex(self.drill_box.findData(question.drill.value))
        uses_street = question.drill in USES_STREET
        uses_step = question.drill in USES_STEP
        for widget in (self.street_label, self.street_spin):
            widget.setVisible(uses_street)
        for widget in (self.step_label, self.step_spin):
            widget.setVisible(uses_step)
        self.street_spin.setValue(question.point.street or 1)
        self.step_spin.setValue(question.point.step or 0)
        self.step_spin.setEnabled(question.point.street is not None)
        shown = view.questions[self._current_question]
        if question.expect is None:
            text = "none recorded"
        elif shown.question is not None:
            words = self._expect_words(shown.question, question.expect)
            text = (f"<span style='color:{RED}'>⚠ {html.escape(shown.mismatch)}</span>"
                    if shown.mismatch else f"{html.escape(words)} <span style='color:#2e7d32'>"
                    "✓ the engine agrees</span>")
        else:
            text = html.escape(str(question.expect))
        self.expect_label.setText(text)
        self.record_button.setEnabled(shown.question is not None)
        self.clear_expect_button.setEnabled(question.expect is not None)

    @staticmethod
    def _expect_words(asked: Question, expect: dict[str, Any]) -> str:
        response = expected_response(asked, expect)
        if response is None:
            return str(expect)
        return check(asked, response).given

    # --- the preview -----------------------------------------------------------------

    def _refresh_preview(self) -> None:
        view = self._current_view()
        if view is None:
            self._preview_key = None
            self.event_slider.setEnabled(False)
            self.moment_label.setText("")
            self.answer_label.setHtml("<p>Select or add a hand to see it here.</p>")
            return
        self.event_slider.setEnabled(True)
        total = len(view.hand.events)
        shown = self._current_question_view()
        target = total
        if self._follow_question and shown is not None and shown.question is not None:
            target = shown.question.shown
        blocked = self.event_slider.blockSignals(True)
        self.event_slider.setRange(0, total)
        self.event_slider.setValue(target)
        self.event_slider.blockSignals(blocked)
        self.to_question_button.setEnabled(shown is not None and shown.question is not None)
        self._show_moment(target)
        self._refresh_answer(view, shown)

    def _show_moment(self, count: int) -> None:
        view = self._current_view()
        if view is None:
            return
        hand = view.hand
        events = hand.events
        total = len(events)
        shown = self._current_question_view()
        asked = shown.question if shown is not None else None
        at_question = asked is not None and count == asked.shown
        key = (id(view), count, at_question, id(asked))
        if key != self._preview_key:
            self._preview_key = key
            if at_question and asked is not None:
                self.preview.show_snapshot(asked.snapshot())
                self._highlight_answer(asked)
            else:
                self.preview.show_snapshot(snapshot_from_events(
                    hand.table, events[:count], hand.to_act if count == total else None))
        last = describe_event(events[count - 1]) if count else "before the antes"
        words = f"Event {count} of {total}: {last}"
        if at_question:
            words += " — the moment the question is asked."
        elif count == total:
            words += " — the latest point of the hand" + (
                f"; seat {hand.to_act} to act." if hand.to_act is not None else "; it is over.")
        self.moment_label.setText(words)

    def _highlight_answer(self, asked: Question) -> None:
        answer = asked.answer
        try:
            if isinstance(answer, SeatAnswer):
                self.preview.highlight_seat(answer.seat, "answer")
            elif isinstance(answer, StepAnswer):
                step = answer.step
                if step.kind is StepKind.DEAL and step.seat is not None:
                    self.preview.highlight_seat(step.seat, "answer")
                else:
                    self.preview.highlight_spot({StepKind.BURN: "burn", StepKind.COMMON: "common",
                                                 StepKind.RESHUFFLE: "stub"}[step.kind], "answer")
            elif isinstance(answer, CommonAnswer):
                if answer.needed:
                    self.preview.highlight_spot("common", "answer")
            elif isinstance(answer, SplitAnswer):
                for seat in sorted({s for pot in answer.pots for s, chips in pot if chips}):
                    self.preview.highlight_seat(seat, "answer")
        except KeyError:
            pass   # a seat not drawn (never expected): the words still say it

    def _refresh_answer(self, view: ItemView, shown: QuestionView | None) -> None:
        question = self._question()
        if question is None or shown is None:
            self.answer_label.setHtml(
                "<p><b>" + self.tr("No question selected.") + "</b> " + self.tr(
                    "Add one on the Questions tab to see the right answer and its reasons "
                    "here.") + "</p>")
            return
        where = (f" · {ordinal(question.point.street)} street" if question.point.street else "")
        parts = [f"<h3 style='margin:0'>Q{self._current_question + 1}: "
                 f"{html.escape(question.drill.heading)}{where}</h3>"]
        if shown.question is None:
            parts.append(f"<p style='color:{RED}'><b>⚠ This question does not fit the hand:</b> "
                         f"{html.escape(shown.error or '')}</p><p>Change its street or drill, or "
                         "the hand's actions.</p>")
        else:
            asked = shown.question
            parts.append(f"<p style='font-size:large'>Engine's answer: "
                         f"<b>{html.escape(answer_words(asked))}</b></p>")
            if question.expect is None:
                parts.append("<p>No expected answer recorded.</p>")
            elif shown.mismatch:
                parts.append(f"<p style='color:{RED}'>⚠ The pack {html.escape(shown.mismatch)}."
                             "</p>")
            else:
                parts.append("<p style='color:#2e7d32'>✓ Matches the expected answer in the "
                             "pack.</p>")
            if asked.reasons:
                parts.append("<p><b>Why</b></p><ul style='margin-top:0'>")
                for reason in asked.reasons:
                    parts.append(f"<li><i>{html.escape(reason.rule)}</i> — "
                                 f"{html.escape(reason.text)}</li>")
                parts.append("</ul>")
        item = self._item()
        if item is not None and item.note:
            parts.append(f"<p><b>Note:</b> {html.escape(item.note)}</p>")
        self.answer_label.setHtml("".join(parts))

    # --- signal handlers -----------------------------------------------------------

    def _on_meta(self, name: str, value: str) -> None:
        if not self._updating:
            self.set_pack_field(name, value)

    def _on_item_row(self, row: int) -> None:
        if self._updating or row == self._current or row < 0:
            return
        self._follow_question = True
        self.select_item(row)

    def _on_question_row(self, row: int) -> None:
        if self._updating or row < 0 or row == self._current_question:
            return
        self.select_question(row)

    def _sync_order_soon(self) -> None:
        if not self._updating:
            QTimer.singleShot(0, self, self._sync_order)

    def _sync_order(self) -> None:
        """After a drag and drop in the hands list: make the pack follow the list's order."""
        order = [self.item_list.item(row).data(Qt.ItemDataRole.UserRole)
                 for row in range(self.item_list.count())]
        if len(order) != len(self._pack.items) or sorted(order) != list(range(len(order))) \
                or order == list(range(len(order))):
            if len(order) != len(self._pack.items):
                self._show(self._pack, self._selection())
            return
        items = tuple(self._pack.items[i] for i in order)
        moved = self._current if self._current in order else 0
        target = order.index(moved)
        self._push(f"Move hand {moved + 1} to place {target + 1}", self._pack.with_items(items),
                   Selection(target, self._current_question))

    def _on_tab(self, index: int) -> None:
        self._follow_question = index == QUESTIONS_TAB
        self._preview_key = None
        self._refresh_preview()

    def _on_slider(self, value: int) -> None:
        self._show_moment(value)

    def _jump_to_question(self) -> None:
        self._follow_question = True
        self._refresh_preview()

    def _jump_to_latest(self) -> None:
        self._follow_question = False
        self._refresh_preview()

    def _choose_position(self, position: int) -> None:
        self._position = position
        view = self._current_view()
        if view is None:
            return
        for pos, button in self.position_buttons.items():
            button.setChecked(pos == position)
        self._refresh_card_grid(view)

    def _on_grid_card(self, text: str) -> None:
        view = self._current_view()
        if view is None or self._position is None:
            return
        position = self._position
        ordered = sorted(self.position_buttons)
        if self.set_card(position, text):
            later = [p for p in ordered if p > position]
            if later and later[0] in self.position_buttons:
                self._choose_position(later[0])
        else:
            self._refresh_card_grid(view)

    def _on_action_button(self, kind: ActionKind, size: str | None) -> None:
        view = self._current_view()
        if view is None or view.hand.to_act is None:
            return
        amount = view.hand.stakes.big_bet if size == "big" else None
        self.apply_action(Action(view.hand.to_act, kind, amount))

    def _on_discard(self) -> None:
        view = self._current_view()
        if view is None or view.hand.to_act is None:
            return
        self.apply_action(Action(view.hand.to_act, ActionKind.DISCARD,
                                 cards=self._discard_choice()))

    def _on_point(self) -> None:
        street = self.street_spin.value()
        self.set_question_point(None if street < 2 else street, self.step_spin.value())


def main(argv: Sequence[str]) -> int:
    """Run the pack editor on its own: ``python -m dealer_trainer.gui.editor [PACK]``."""
    from .application import make_app

    app = make_app(argv)
    editor = PackEditor()
    if len(argv) > 1:
        editor.open_pack(argv[1], ask=False)
    editor.show()
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
