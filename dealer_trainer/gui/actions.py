"""Every menu and toolbar action with its default shortcut, in one place.

Menus, toolbars and tooltips all read from here (as Frescobaldi's action
collection does), so a shortcut is named once and shown everywhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:

    def QT_TRANSLATE_NOOP(context: str, text: str, /) -> str:
        """Qt's marker (the text, unchanged), typed: PySide's says it returns object."""
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

#: The translation context of the actions' texts and tips (marked with
#: QT_TRANSLATE_NOOP for lupdate, translated when the actions are made).
CONTEXT = "Actions"


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
    ActionSpec(
        "open_pack",
        QT_TRANSLATE_NOOP("Actions", "&Open Pack…"),
        QKeySequence.StandardKey.Open,
        QT_TRANSLATE_NOOP("Actions", "Open an instructor's training pack and work through it"),
    ),
    ActionSpec(
        "open",
        QT_TRANSLATE_NOOP("Actions", "Open &Hand…"),
        "Ctrl+Shift+O",
        QT_TRANSLATE_NOOP("Actions", "Open a file of one stud hand and deal it on the table, move by move"),
    ),
    ActionSpec(
        "present",
        QT_TRANSLATE_NOOP("Actions", "&Present a Pack…"),
        "F5",
        QT_TRANSLATE_NOOP("Actions", "Show a pack full screen to a class and reveal each answer on cue"),
    ),
    ActionSpec(
        "host_class",
        QT_TRANSLATE_NOOP("Actions", "&Host a Class Session…"),
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "Deal a pack to a class: every trainee answers on their own screen, you reveal"
        ),
    ),
    ActionSpec(
        "join_class",
        QT_TRANSLATE_NOOP("Actions", "&Join a Class Session…"),
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "Answer the instructor's hands on your own table, with the whole class at once"
        ),
    ),
    ActionSpec(
        "answer_key",
        QT_TRANSLATE_NOOP("Actions", "Print an &Answer Key…"),
        "Ctrl+P",
        QT_TRANSLATE_NOOP(
            "Actions", "Print a pack's answer key, or a worksheet for trainees, or save it as PDF"
        ),
    ),
    ActionSpec(
        "editor",
        QT_TRANSLATE_NOOP("Actions", "Pack &Editor"),
        "Ctrl+Shift+E",
        QT_TRANSLATE_NOOP("Actions", "Build and edit training packs (instructor mode)"),
    ),
    ActionSpec(
        "screenshot",
        QT_TRANSLATE_NOOP("Actions", "Save &Picture of Window…"),
        "Ctrl+Shift+S",
        QT_TRANSLATE_NOOP("Actions", "Save the window as a PNG picture"),
    ),
    # Ctrl+Q named outright: the standard Quit key is empty on some desktops.
    ActionSpec(
        "quit",
        QT_TRANSLATE_NOOP("Actions", "&Quit"),
        "Ctrl+Q",
        QT_TRANSLATE_NOOP("Actions", "Quit Dealer Trainer"),
    ),
    ActionSpec(
        "next",
        QT_TRANSLATE_NOOP("Actions", "&Next Hand"),
        "Space",
        QT_TRANSLATE_NOOP("Actions", "Deal the next hand for this drill"),
    ),
    ActionSpec(
        "hint",
        QT_TRANSLATE_NOOP("Actions", "&Hint"),
        "H",
        QT_TRANSLATE_NOOP("Actions", "Point to the rule that decides this (a hinted answer scores half)"),
    ),
    ActionSpec(
        "submit",
        QT_TRANSLATE_NOOP("Actions", "Chec&k the Answer"),
        "Return",
        QT_TRANSLATE_NOOP("Actions", "Check the split, or the chips, seats and hands you entered"),
    ),
    ActionSpec(
        "skip",
        QT_TRANSLATE_NOOP("Actions", "S&kip Animation"),
        "Escape",
        QT_TRANSLATE_NOOP("Actions", "Finish the dealing animation at once"),
    ),
    ActionSpec(
        "burn",
        QT_TRANSLATE_NOOP("Actions", "&Burn a Card"),
        "B",
        QT_TRANSLATE_NOOP("Actions", "Answer: the dealer burns a card"),
    ),
    ActionSpec(
        "common",
        QT_TRANSLATE_NOOP("Actions", "Deal a &Common Card"),
        "C",
        QT_TRANSLATE_NOOP("Actions", "Answer: the dealer deals a common card"),
    ),
    ActionSpec(
        "shuffle",
        QT_TRANSLATE_NOOP("Actions", "&Shuffle the Burn Cards"),
        "S",
        QT_TRANSLATE_NOOP("Actions", "Answer: the dealer shuffles the burn cards into a new stub"),
    ),
    ActionSpec("yes", QT_TRANSLATE_NOOP("Actions", "&Yes"), "Y", QT_TRANSLATE_NOOP("Actions", "Answer yes")),
    ActionSpec("no", QT_TRANSLATE_NOOP("Actions", "N&o"), "N", QT_TRANSLATE_NOOP("Actions", "Answer no")),
    ActionSpec(
        "hard",
        QT_TRANSLATE_NOOP("Actions", "&Hard Cases"),
        "Ctrl+H",
        QT_TRANSLATE_NOOP(
            "Actions", "Favour suit ties, equal boards, common cards, odd chips, no low and side pots"
        ),
        checkable=True,
    ),
    # Ctrl+1 to Ctrl+9, Ctrl+0 and Ctrl+M choose the drills and modes (the Drill menu,
    # gui/drillwords.mode_shortcut): the deck has a key of its own.
    ActionSpec(
        "four_colour",
        QT_TRANSLATE_NOOP("Actions", "&Four-colour Deck"),
        "Ctrl+Shift+C",
        QT_TRANSLATE_NOOP("Actions", "Clubs green, diamonds blue, hearts red, spades black"),
        checkable=True,
    ),
    ActionSpec(
        "high_contrast",
        QT_TRANSLATE_NOOP("Actions", "&High-contrast Table"),
        None,
        QT_TRANSLATE_NOOP(
            "Actions", "A black surround, white lines and text, and bold edges: for low vision and projectors"
        ),
        checkable=True,
    ),
    ActionSpec(
        "hole_cards",
        QT_TRANSLATE_NOOP("Actions", "Show &Down Cards"),
        "Ctrl+D",
        QT_TRANSLATE_NOOP("Actions", "Show face-down cards face up (a trainee sees every card)"),
        checkable=True,
    ),
    # F11 named outright: the platform's standard full-screen key is empty or
    # odd on a Linux desktop without a window manager's binding.
    ActionSpec(
        "full_screen",
        QT_TRANSLATE_NOOP("Actions", "&Full Screen"),
        "F11",
        QT_TRANSLATE_NOOP("Actions", "Fill the screen (for a classroom projector)"),
        checkable=True,
    ),
    ActionSpec(
        "learn",
        QT_TRANSLATE_NOOP("Actions", "&Rules Reference"),
        "F1",
        QT_TRANSLATE_NOOP("Actions", "Learn the rules, with example hands"),
        checkable=True,
    ),
    ActionSpec(
        "progress",
        QT_TRANSLATE_NOOP("Actions", "My &Progress…"),
        "Ctrl+G",
        QT_TRANSLATE_NOOP(
            "Actions", "Accuracy and answer times per drill, your weakest skills, your missed hands"
        ),
    ),
    ActionSpec(
        "exam",
        QT_TRANSLATE_NOOP("Actions", "Take an &Exam…"),
        "Ctrl+T",
        QT_TRANSLATE_NOOP(
            "Actions", "An exam from a pack or generated: no feedback until the end, then a report"
        ),
    ),
    ActionSpec(
        "export_results",
        QT_TRANSLATE_NOOP("Actions", "E&xport My Results…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Save your answers for your instructor's class view"),
    ),
    ActionSpec(
        "class_results",
        QT_TRANSLATE_NOOP("Actions", "&Class Results…"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Import your trainees' exported results: who needs help on what"),
    ),
    ActionSpec(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Every key of the app, in one list"),
    ),
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About Dealer Trainer"),
        None,
        QT_TRANSLATE_NOOP("Actions", "Version and credits"),
    ),
)


def make_actions(
    parent: QObject, specs: tuple[ActionSpec, ...] = SPECS, context: str = CONTEXT
) -> dict[str, QAction]:
    """One QAction per spec, its tooltip naming the shortcut; the texts are
    translated in ``context`` (the one their QT_TRANSLATE_NOOP marks name)."""
    actions: dict[str, QAction] = {}
    for spec in specs:
        action = QAction(QCoreApplication.translate(context, spec.text), parent)
        action.setObjectName(spec.name)
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        tip = QCoreApplication.translate(context, spec.tip)
        action.setToolTip(
            QCoreApplication.translate(CONTEXT, "{tip} ({keys})").format(tip=tip, keys=keys) if keys else tip
        )
        action.setStatusTip(tip)
        action.setCheckable(spec.checkable)
        actions[spec.name] = action
    return actions
