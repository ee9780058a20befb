"""The pack editor's edits: each one computed by the pure pack-editing model, pushed on
the undo stack, and said in the status bar.

:class:`EditingWindow` holds the pack on show, the selection and the undo stack, and
offers every edit as a method (the window's public API, which tests and scripts
drive): the method asks :mod:`dealer_trainer.packs.editing` for the new pack and
pushes it as one :class:`~.undo.PackCommand`. What an edit could not do comes back
as an :class:`~dealer_trainer.packs.editing.EditError` and is worded here. The
window proper (:mod:`.window`) builds the widgets and shows the pack.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMainWindow, QMessageBox, QSpinBox, QWidget

from ...engine.actions import Action
from ...engine.cards import CardError, parse_card
from ...engine.events import Discard
from ...engine.offers import preview as preview_action
from ...engine.rules import RuleSetName
from ...engine.variants import Variant
from ...packs import editing
from ...packs.editing import (
    CardTakenError,
    Edit,
    EditError,
    ItemView,
    QuestionView,
    Selection,
    TableError,
    item_view,
)
from ...packs.model import Pack, PackItem, PackQuestion
from ...training.kinds import Drill
from ..plaintext import as_typed
from ..wordedtext import error_text
from ..words import drill_heading, game_title, rules_name
from .undo import PackCommand
from .wording import action_words, place


class EditingWindow(QMainWindow):
    """A window holding a pack, its selection and its undo stack, with every edit."""

    #: The stack of the seat boxes on the Table tab (a seat is given the stack shown).
    stack_boxes: dict[int, QSpinBox]

    def __init__(self, parent: QWidget | None = None, *, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng or random.Random()
        self._pack = Pack(self.tr("Untitled pack"), created=datetime.date.today().isoformat())
        self._current = -1  # selected item
        self._current_question = -1
        self._views: dict[int, tuple[PackItem, ItemView]] = {}
        self._updating = 0
        self.follow_question = True  # the preview jumps to the question's moment
        self.undo_stack = QUndoStack(self)

    def _show(self, pack: Pack, selection: Selection) -> None:
        """Show ``pack`` with ``selection`` (every edit, undo and redo comes here)."""
        raise NotImplementedError

    def _refresh_editor(self) -> None:
        """Show the selected hand afresh in the tabs and the preview."""
        raise NotImplementedError

    @property
    def pack(self) -> Pack:
        """The pack as edited now."""
        return self._pack

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
        return self._commit(
            self.tr("New hand"), lambda: editing.add_item(self._pack, self._selection(), self._rng, title)
        )

    def import_phh(self, path: str | Path) -> bool:
        """Add the hand of a PHH hand history (stud, razz, stud 8) as a new item."""
        from ...packs.phh import PHHError, phh_to_scenario, read_phh

        try:
            data = phh_to_scenario(read_phh(path))
        except PHHError as error:
            QMessageBox.warning(
                self, self.tr("Cannot import hand"), as_typed(f"{Path(path).name}: {error_text(error)}")
            )
            return False
        new = PackItem(data, (PackQuestion(Drill.BRING_IN),), title=Path(path).stem)
        return self._commit(
            self.tr("Import {name}").format(name=Path(path).name),
            lambda: editing.append_item(self._pack, new),
        )

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
            QMessageBox.warning(self, self.tr("Cannot export hand"), as_typed(error_text(error)))
            return False
        except OSError as error:
            QMessageBox.warning(
                self, self.tr("Cannot export hand"), as_typed(f"{path}: {error.strerror or error}")
            )
            return False
        self.statusBar().showMessage(self.tr("Hand written to {path}").format(path=path))
        return True

    def duplicate_item(self) -> bool:
        item = self._item()
        if item is None:
            return False
        title = self.tr("{title} (copy)").format(title=item.title) if item.title else self.tr("Copy")
        return self._commit(
            self.tr("Duplicate hand {number}").format(number=self._current + 1),
            lambda: editing.duplicate_item(self._pack, self._selection(), title),
        )

    def delete_item(self) -> bool:
        if self._item() is None:
            return False
        return self._commit(
            self.tr("Delete hand {number}").format(number=self._current + 1),
            lambda: editing.delete_item(self._pack, self._selection()),
        )

    def move_item(self, source: int, target: int) -> bool:
        """Move hand ``source`` to place ``target`` (both counted from 0)."""
        count = len(self._pack.items)
        if not (0 <= source < count and 0 <= target < count) or source == target:
            return False
        return self._commit(
            self._move_text(source, target),
            lambda: editing.move_item(self._pack, self._selection(), source, target),
        )

    def _move_text(self, source: int, target: int) -> str:
        return self.tr("Move hand {source} to place {target}").format(source=source + 1, target=target + 1)

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
            self.statusBar().showMessage(error_text(error))
            return False
        if 0 <= position < 52 and view.replay.scenario.deck[position] == card:
            return True
        dealt = {d.position: d for d in view.dealt if d.position is not None}
        where = (
            place(dealt[position])
            if position in dealt
            else self.tr("deck position {position}").format(position=position + 1)
        )
        return self._scenario(
            self.tr("Set {place} to {card}").format(place=where, card=card.symbol),
            lambda: editing.set_card(self._pack, self._selection(), position, card, self._rng, view),
        )

    def shuffle_undealt(self) -> bool:
        """Shuffle the cards not dealt yet among their places (the dealt ones stay)."""
        view = self._current_view()
        if view is None:
            return False
        return self._scenario(
            self.tr("Shuffle the undealt cards"),
            lambda: editing.shuffle_undealt(self._pack, self._selection(), self._rng, view),
        )

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
        return self._scenario(
            self.tr("Add action: {action}").format(action=words),
            lambda: editing.apply_action(self._pack, self._selection(), action, self._rng, view),
        )

    def undo_last_action(self) -> bool:
        item = self._item()
        if item is None or not item.scenario["actions"]:
            return False
        self.follow_question = False
        return self._scenario(
            self.tr("Remove the last action"),
            lambda: editing.undo_last_action(self._pack, self._selection(), self._rng),
        )

    # ------------------------------------------------------------------ questions

    def add_question(self, drill: Drill | str, street: int | None = None, step: int | None = None) -> bool:
        """Ask ``drill`` on the selected hand; a street the drill needs is pinned to the one the
        engine picks when none is given, so later edits cannot move it silently."""
        drill = Drill(drill)
        if self._item() is None:
            self.statusBar().showMessage(self.tr("Add or select a hand first."))
            return False
        try:
            edit = editing.add_question(self._pack, self._selection(), drill, street, step)
        except editing.HandFullError as error:
            self.statusBar().showMessage(
                self.tr("A hand asks at most {count} questions.").format(count=error.limit)
            )
            return False
        self.follow_question = True
        return self._push(
            self.tr("Add question: {drill}").format(drill=drill_heading(drill)), edit.pack, edit.selection
        )

    def remove_question(self) -> bool:
        if self._question() is None:
            return False
        return self._commit(
            self.tr("Remove question {number}").format(number=self._current_question + 1),
            lambda: editing.remove_question(self._pack, self._selection()),
        )

    def set_question_drill(self, drill: Drill | str) -> bool:
        drill = Drill(drill)
        question = self._question()
        if question is None or question.drill is drill:
            return False
        self.follow_question = True
        return self._commit(
            self.tr("Change question {number} to “{drill}”").format(
                number=self._current_question + 1, drill=drill_heading(drill)
            ),
            lambda: editing.set_question_drill(self._pack, self._selection(), drill),
        )

    def set_question_point(
        self, street: int | None, step: int | None = None, action: int | None = None, *, end: bool = False
    ) -> bool:
        """Ask the selected question at a point (``end``: at the end of the hand, on ``street``)."""
        question = self._question()
        if question is None:
            return False
        edit = editing.set_question_point(self._pack, self._selection(), street, step, action, end=end)
        changed = edit.pack.items[self._current].questions[self._current_question]
        if changed.point.street != question.point.street:
            kind, text = "street", self.tr("Change the street of question {number}")
        elif changed.point.action != question.point.action:
            kind, text = "action", self.tr("Change the moment question {number} is asked at")
        else:
            kind, text = "step", self.tr("Change the step of question {number}")
        text = text.format(number=self._current_question + 1)
        self.follow_question = True
        return self._push(
            text, edit.pack, edit.selection, (f"question-{kind}", self._current, self._current_question)
        )

    def set_question_fault(self, fault: str) -> bool:
        """Show the selected Spot-the-error question's hand with ``fault`` (or none: ``"none"``)."""
        if self._question() is None:
            return False
        self.follow_question = True
        return self._commit(
            self.tr("Change the mistake shown in question {number}").format(
                number=self._current_question + 1
            ),
            lambda: editing.set_question_fault(self._pack, self._selection(), fault, self._rng),
        )

    def set_question_site(self, site: int) -> bool:
        """Show the selected Spot-the-error question's mistake at true beat ``site``."""
        if self._question() is None:
            return False
        self.follow_question = True
        return self._commit(
            self.tr("Change the moment of the mistake in question {number}").format(
                number=self._current_question + 1
            ),
            lambda: editing.set_question_site(self._pack, self._selection(), site),
            ("question-moment", self._current, self._current_question),
        )

    def record_expected(self) -> bool:
        """Store the engine's current answer as the question's expected answer."""
        view = self._current_question_view()
        if self._question() is None or view is None or view.question is None:
            self.statusBar().showMessage(
                self.tr("There is no answer to record: the question does not fit the hand.")
            )
            return False
        self.follow_question = True
        return self._commit(
            self.tr("Record the expected answer of question {number}").format(
                number=self._current_question + 1
            ),
            lambda: editing.record_expected(self._pack, self._selection(), view),
        )

    def clear_expected(self) -> bool:
        question = self._question()
        if question is None or question.expect is None:
            return False
        self.follow_question = True
        return self._commit(
            self.tr("Clear the expected answer of question {number}").format(
                number=self._current_question + 1
            ),
            lambda: editing.clear_expected(self._pack, self._selection()),
        )

    def set_note(self, text: str) -> bool:
        item = self._item()
        if item is None or item.note == text:
            return False
        return self._commit(
            self.tr("Edit the note"),
            lambda: editing.set_note(self._pack, self._selection(), text),
            ("note", self._current),
        )

    def set_item_title(self, text: str) -> bool:
        item = self._item()
        if item is None or item.title == text:
            return False
        return self._commit(
            self.tr("Rename the hand"),
            lambda: editing.set_item_title(self._pack, self._selection(), text),
            ("item-title", self._current),
        )

    def set_pack_field(self, name: str, value: str) -> bool:
        """Edit a metadata field: ``title``, ``author``, ``description``, ``version``, ``created``."""
        if name not in editing.PACK_FIELDS:
            raise KeyError(name)
        if getattr(self._pack, name) == value:
            return False
        texts = {
            "title": self.tr("Edit the pack's title"),
            "author": self.tr("Edit the pack's author"),
            "description": self.tr("Edit the pack's description"),
            "version": self.tr("Edit the pack's version"),
            "created": self.tr("Edit the pack's creation date"),
        }
        return self._commit(
            texts[name],
            lambda: editing.set_pack_field(self._pack, self._selection(), name, value),
            ("meta", name),
        )

    # ------------------------------------------------------------------ the table

    def set_variant(self, variant: Variant) -> bool:
        return self._scenario(
            self.tr("Change the game to {game}").format(game=game_title(variant)),
            lambda: editing.set_variant(self._pack, self._selection(), variant, self._rng),
        )

    def set_rules(self, rules: RuleSetName) -> bool:
        return self._scenario(
            self.tr("Change the rules to {rules}").format(rules=rules_name(rules)),
            lambda: editing.set_rules(self._pack, self._selection(), rules, self._rng),
        )

    def set_button(self, seat: int | None) -> bool:
        text = (
            self.tr("Remove the button")
            if seat is None
            else self.tr("Put the button on seat {seat}").format(seat=seat)
        )
        return self._scenario(
            text, lambda: editing.set_button(self._pack, self._selection(), seat, self._rng)
        )

    def set_stake(self, key: str, value: int) -> bool:
        texts = {
            "ante": self.tr("Change the ante to {value}"),
            "bring_in": self.tr("Change the bring-in to {value}"),
            "small_bet": self.tr("Change the small bet to {value}"),
            "big_bet": self.tr("Change the big bet to {value}"),
        }
        return self._scenario(
            texts[key].format(value=value),
            lambda: editing.set_stake(self._pack, self._selection(), key, value, self._rng),
            ("stake", self._current, key),
        )

    def set_seat(self, seat: int, occupied: bool, stack: int | None = None) -> bool:
        """Seat a player (with ``stack``) or empty the seat."""
        chips = (stack if stack is not None else self.stack_boxes[seat].value()) if occupied else None
        text = (self.tr("Seat a player in seat {seat}") if occupied else self.tr("Empty seat {seat}")).format(
            seat=seat
        )
        return self._scenario(
            text, lambda: editing.set_seat(self._pack, self._selection(), seat, chips, self._rng)
        )

    def set_stack(self, seat: int, stack: int) -> bool:
        item = self._item()
        if item is None or str(seat) not in item.scenario["seats"]:
            return False
        return self._scenario(
            self.tr("Change stack of seat {seat}").format(seat=seat),
            lambda: editing.set_stack(self._pack, self._selection(), seat, stack, self._rng),
            ("stack", self._current, seat),
        )

    # --- pushing edits ----------------------------------------------------------------

    def _push(
        self, text: str, pack: Pack, selection: Selection | None = None, merge: tuple[Any, ...] | None = None
    ) -> bool:
        if pack == self._pack:
            self._refresh_editor()
            return False
        command = PackCommand(
            self,
            text,
            self._pack,
            pack,
            self._selection(),
            selection if selection is not None else self._selection(),
            merge,
        )
        self.undo_stack.push(command)
        return True

    def _refusal(self, error: EditError) -> str:
        """What the status bar says of an edit that could not be made."""
        if isinstance(error, CardTakenError):
            return self.tr(
                "{card} is already dealt ({place}); each card is used once — choose another card."
            ).format(card=error.card.symbol, place=place(error.dealt))
        if isinstance(error, editing.PackFullError):
            return self.tr("A pack holds at most {count} hands.").format(count=error.limit)
        return error_text(error)

    def _commit(self, text: str, make: Callable[[], Edit], merge: tuple[Any, ...] | None = None) -> bool:
        """Make an edit and push it; say in the status bar why one cannot be made."""
        try:
            edit = make()
        except EditError as error:
            self.statusBar().showMessage(self._refusal(error))
            return False
        return self._push(text, edit.pack, edit.selection, merge)

    def _scenario(self, text: str, make: Callable[[], Edit], merge: tuple[Any, ...] | None = None) -> bool:
        """Push an edit of the selected hand's scenario and say what it did to the actions."""
        if self._item() is None:
            return False
        try:
            edit = make()
        except TableError as error:
            self.statusBar().showMessage(self.tr("Not changed — {error}").format(error=error_text(error)))
            self._refresh_editor()
            return False
        except EditError as error:
            self.statusBar().showMessage(self._refusal(error))
            return False
        pushed = self._push(text, edit.pack, edit.selection, merge)
        replayed = edit.replay
        if replayed is not None and replayed.dropped:
            dropped = (
                self.tr("{text}: the hand's one action is no longer legal and was dropped. (Why: {why})")
                if replayed.kept == 0 and replayed.dropped == 1
                else self.tr(
                    "{text}: the hand's {count} actions are no longer legal and were dropped. (Why: {why})"
                )
                if replayed.kept == 0
                else self.tr(
                    "{text}: 1 action no longer legal was dropped; the hand keeps "
                    "its first {kept}. (Why: {why})"
                )
                if replayed.dropped == 1
                else self.tr(
                    "{text}: {count} actions no longer legal were dropped; the "
                    "hand keeps its first {kept}. (Why: {why})"
                )
            )
            self.statusBar().showMessage(
                dropped.format(text=text, count=replayed.dropped, kept=replayed.kept, why=replayed.why)
            )
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
        if len(self._views) > len(self._pack.items) + 200:  # forget items no longer shown
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
