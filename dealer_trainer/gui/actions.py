"""Every menu and toolbar action with its default shortcut, in one place.

Menus, toolbars and tooltips all read from here (as Frescobaldi's action
collection does), so a shortcut is named once and shown everywhere.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence


class ActionSpec(NamedTuple):
    """One action: its name in the action map, menu text, shortcut and tooltip.

    A NamedTuple rather than a dataclass: the window builds these while it
    opens, and a dataclass costs several times more to define.
    """

    name: str
    text: str
    shortcut: str | QKeySequence.StandardKey | None
    tip: str
    checkable: bool = False


SPECS: tuple[ActionSpec, ...] = (
    ActionSpec("open_pack", "&Open Pack…", QKeySequence.StandardKey.Open,
               "Open an instructor's training pack and work through it"),
    ActionSpec("open", "Open &Hand…", "Ctrl+Shift+O",
               "Open a hand file and deal it on the table, move by move"),
    ActionSpec("present", "&Present a Pack…", "F5",
               "Show a pack full screen to a class and reveal each answer on cue"),
    ActionSpec("answer_key", "Print an &Answer Key…", "Ctrl+P",
               "Print a pack's answer key, or a worksheet for trainees, or save it as PDF"),
    ActionSpec("editor", "Pack &Editor", "Ctrl+Shift+E",
               "Build and edit training packs (instructor mode)"),
    ActionSpec("screenshot", "Save &Picture of Window…", "Ctrl+Shift+S",
               "Save the window as a PNG picture"),
    ActionSpec("quit", "&Quit", "Ctrl+Q", "Quit Dealer Trainer"),   # named: empty on some desktops
    ActionSpec("next", "&Next Hand", "Space", "Deal the next hand for this drill"),
    ActionSpec("hint", "&Hint", "H", "Point to the rule that decides this (a hinted answer "
               "scores half)"),
    ActionSpec("submit", "&Submit Split", "Return", "Check the chips you entered"),
    ActionSpec("skip", "S&kip Animation", "Escape", "Finish the dealing animation at once"),
    ActionSpec("burn", "&Burn a Card", "B", "Answer: the dealer burns a card"),
    ActionSpec("common", "Deal a &Common Card", "C", "Answer: the dealer deals a common card"),
    ActionSpec("shuffle", "&Shuffle the Burn Cards", "S",
               "Answer: the dealer shuffles the burn cards into a new stub"),
    ActionSpec("yes", "&Yes", "Y", "Answer yes"),
    ActionSpec("no", "N&o", "N", "Answer no"),
    ActionSpec("hard", "&Hard Cases", "Ctrl+H", "Favour suit ties, equal boards, common cards, "
               "odd chips, no low and side pots", checkable=True),
    # Ctrl+1 to Ctrl+7 choose the drills (the Drill menu): the deck has a key of its own.
    ActionSpec("four_colour", "&Four-colour Deck", "Ctrl+Shift+C", "Clubs green, diamonds blue, "
               "hearts red, spades black", checkable=True),
    ActionSpec("hole_cards", "Show &Down Cards", "Ctrl+D", "Show face-down cards face up "
               "(a trainee sees every card)", checkable=True),
    # F11 named outright: the platform's standard full-screen key is empty or
    # odd on a Linux desktop without a window manager's binding.
    ActionSpec("full_screen", "&Full Screen", "F11",
               "Fill the screen (for a classroom projector)", checkable=True),
    ActionSpec("learn", "&Rules Reference", "F1", "Learn the rules, with example hands",
               checkable=True),
    ActionSpec("progress", "My &Progress…", "Ctrl+G",
               "Accuracy and answer times per drill, your weakest skills, your missed hands"),
    ActionSpec("exam", "Take an &Exam…", "Ctrl+T",
               "An exam from a pack or generated: no feedback until the end, then a report"),
    ActionSpec("export_results", "E&xport My Results…", None,
               "Save your answers for your instructor's class view"),
    ActionSpec("class_results", "&Class Results…", None,
               "Import your trainees' exported results: who needs help on what"),
    ActionSpec("shortcuts", "&Keyboard Shortcuts", None, "Every key of the app, in one list"),
    ActionSpec("about", "&About Dealer Trainer", None, "Version and credits"),
)


def make_actions(parent: QObject, specs: tuple[ActionSpec, ...] = SPECS) -> dict[str, QAction]:
    """One QAction per spec, its tooltip naming the shortcut."""
    actions: dict[str, QAction] = {}
    for spec in specs:
        action = QAction(spec.text, parent)
        action.setObjectName(spec.name)
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{spec.tip} ({keys})" if keys else spec.tip)
        action.setStatusTip(spec.tip)
        action.setCheckable(spec.checkable)
        actions[spec.name] = action
    return actions
