"""The pack editor: the instructor's mode for building scenario packs.

An instructor builds a pack hand by hand: the table (game, rule set, button,
stakes, seats and stacks), the cards each seat is dealt, the actions taken so
far, and the questions asked on the hand with an optional note. A live preview
draws the table at each question's moment with the engine's answer and its
reasons, so the instructor sees exactly what a trainee will be asked.

No rules live here. What is legal, who brings in, every answer and every reason
come from the engine and the training API; the edits themselves are the pure
functions of :mod:`dealer_trainer.packs.editing`. The rooms:

- :mod:`.window`: the window, its files, menus (:mod:`.menus`) and title;
- :mod:`.edits`: every edit, pushed on the undo stack (:mod:`.undo`) and said in
  the status bar;
- :mod:`.packside`: the pack's fields and its hands;
- :mod:`.tabletab`, :mod:`.cardstab`, :mod:`.actionstab`, :mod:`.questionstab`: one
  module per tab, each knowing the window only as an :class:`.host.EditorHost`;
- :mod:`.preview`: the table at a moment of the hand and the engine's answer;
- :mod:`.wording` and :mod:`.style`: the editor's words and colours.

Every edit is a whole new ``Pack`` (an immutable value) pushed on a
:class:`QUndoStack` as an (old, new) pair, so undo and redo are exact and
restore the selection. An edit that makes the hand's recorded actions illegal
keeps their legal prefix and says how many were dropped: an item is always a
valid ``stud-scenario/1`` hand. Saving checks the pack exactly as opening it
will (:func:`~dealer_trainer.packs.storage.pack_from_json`), so a saved pack
always opens again.

Run on its own with ``python -m dealer_trainer.gui.editor [PACK.json]``.
"""

from __future__ import annotations

from .style import card_style
from .undo import PackCommand
from .window import PackEditor, bring_to_front, editor_holding, main

__all__ = ["PackCommand", "PackEditor", "bring_to_front", "card_style", "editor_holding", "main"]
