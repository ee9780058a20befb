"""Display words: how the window names the games, the rule sets, the drills, the
dealer's moves and the seats' actions.

The engine and the training layer name these things in English for the
scenario files, the JSON reports and the command line
(:data:`~dealer_trainer.engine.names.VARIANT_TITLES`,
:data:`~dealer_trainer.engine.reasons.RULE_SET_NAMES`,
:attr:`~dealer_trainer.training.kinds.Drill.heading`). The GUI words them
itself, here, through Qt's translation, so a translation of the app touches
no logic: every word is a literal in a
:meth:`QCoreApplication.translate` call (context ``"words"``), which is what
``lupdate`` finds. With no translator installed, the English is the words
the window has always shown.

Each function gives the word for one member; a ``match`` over the enum (no
dictionary built at import) keeps the translation live: the words follow a
translator installed after this module is imported.

The drill panel names its games, rule sets and drills from here while the
window opens, so this module loads neither :mod:`html` (its large entity
table) nor the engine's data classes until a word needs them (the window
must open about as fast as an empty one; ``tests/test_gui_smoke.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.names import RuleSetName, Variant
from ..training.kinds import Drill, StepKind
from .numbers import date_text, date_time_text, decimal, number, number_in_words, percent

if TYPE_CHECKING:
    from ..engine.actions import ActionKind
    from ..engine.reasons import Reason


class _LazyHtml:
    """:mod:`html`'s ``escape``, the module loaded on first use (see the docstring)."""

    @staticmethod
    def escape(text: str, quote: bool = True) -> str:
        import html as module

        return module.escape(text, quote)


html = _LazyHtml()


# --- numbers and dates: :mod:`.numbers`' (re-exported here, the window's one place for them)


# --- the games ---------------------------------------------------------------------


def game_title(variant: Variant) -> str:
    """The game's full name, as the rule books title it: "Seven-card Stud High"."""
    match variant:
        case Variant.STUD7:
            return QCoreApplication.translate("words", "Seven-card Stud High")
        case Variant.STUD7_LOW:
            return QCoreApplication.translate("words", "Seven-card Stud Low")
        case Variant.STUD7_HILO:
            return QCoreApplication.translate("words", "Seven-card Stud High-low Split")
        case Variant.STUD7_HILO8:
            return QCoreApplication.translate("words", "Seven-card Stud High-low Split Eight or Better")
        case Variant.SUPER_STUD7_HILO8:
            return QCoreApplication.translate("words", "Super Seven-card Stud High-low Split Eight or Better")
        case Variant.STUD5:
            return QCoreApplication.translate("words", "Five-card Stud")


def game_name(variant: Variant) -> str:
    """The game's short name, for check boxes, legends and tables: "Stud High"."""
    match variant:
        case Variant.STUD7:
            return QCoreApplication.translate("words", "Stud High")
        case Variant.STUD7_LOW:
            return QCoreApplication.translate("words", "Stud Low (Razz)")
        case Variant.STUD7_HILO:
            return QCoreApplication.translate("words", "Hi-Lo Split")
        case Variant.STUD7_HILO8:
            return QCoreApplication.translate("words", "Hi-Lo 8 or Better")
        case Variant.SUPER_STUD7_HILO8:
            return QCoreApplication.translate("words", "Super Seven Hi-Lo 8")
        case Variant.STUD5:
            return QCoreApplication.translate("words", "Five-card Stud")


# --- the rule sets -----------------------------------------------------------------


def rules_name(rules: RuleSetName) -> str:
    """The rule set as the choosers and the exam report name it: "Cardroom house rules"."""
    match rules:
        case RuleSetName.PA:
            return QCoreApplication.translate("words", "Pennsylvania")
        case RuleSetName.CARDROOM:
            return QCoreApplication.translate("words", "Cardroom house rules")
        case RuleSetName.ONLINE:
            return QCoreApplication.translate("words", "Online room")


def rules_short(rules: RuleSetName) -> str:
    """The rule set in one word, for the drill panel's Rules check boxes: "Cardroom"."""
    match rules:
        case RuleSetName.PA:
            return QCoreApplication.translate("words", "Pennsylvania")
        case RuleSetName.CARDROOM:
            return QCoreApplication.translate("words", "Cardroom")
        case RuleSetName.ONLINE:
            return QCoreApplication.translate("words", "Online")


def rules_title(rules: RuleSetName) -> str:
    """The rule set as the lessons name it: "Online room"."""
    match rules:
        case RuleSetName.PA:
            return QCoreApplication.translate("words", "Pennsylvania")
        case RuleSetName.CARDROOM:
            return QCoreApplication.translate("words", "Cardroom")
        case RuleSetName.ONLINE:
            return QCoreApplication.translate("words", "Online room")


def rules_sheet(rules: RuleSetName) -> str:
    """The rule set as the rule sheet a dealer is handed names it: "Pennsylvania rules"
    (the words of a rule reference and of a pack's hand headings)."""
    match rules:
        case RuleSetName.PA:
            return QCoreApplication.translate("words", "Pennsylvania rules")
        case RuleSetName.CARDROOM:
            return QCoreApplication.translate("words", "House rules (cardroom)")
        case RuleSetName.ONLINE:
            return QCoreApplication.translate("words", "Online room rules")


# --- the drills --------------------------------------------------------------------


def drill_heading(drill: Drill) -> str:
    """The drill as the question it asks: "Who brings in?"."""
    match drill:
        case Drill.BRING_IN:
            return QCoreApplication.translate("words", "Who brings in?")
        case Drill.FIRST_TO_ACT:
            return QCoreApplication.translate("words", "Who acts first?")
        case Drill.DEALER_NEXT:
            return QCoreApplication.translate("words", "What does the dealer do next?")
        case Drill.COMMON_CARD:
            return QCoreApplication.translate("words", "Is a common card needed?")
        case Drill.SPLIT_POT:
            return QCoreApplication.translate("words", "Split the pot")
        case Drill.BET:
            return QCoreApplication.translate("words", "What's the bet?")
        case Drill.SHOWDOWN:
            return QCoreApplication.translate("words", "Read the showdown")
        case Drill.COUNT_POT:
            return QCoreApplication.translate("words", "Count the pot")
        case Drill.CHIPS:
            return QCoreApplication.translate("words", "Chips")
        case Drill.SPOT:
            return QCoreApplication.translate("words", "Spot the error")


def drill_name(drill: Drill) -> str:
    """The drill's short name, for legends and tables (the headings are questions)."""
    match drill:
        case Drill.BRING_IN:
            return QCoreApplication.translate("words", "Bring-in")
        case Drill.FIRST_TO_ACT:
            return QCoreApplication.translate("words", "First to act")
        case Drill.DEALER_NEXT:
            return QCoreApplication.translate("words", "Dealer's next move")
        case Drill.COMMON_CARD:
            return QCoreApplication.translate("words", "Common card")
        case Drill.SPLIT_POT:
            return QCoreApplication.translate("words", "Split pot")
        case Drill.BET:
            return QCoreApplication.translate("words", "The bet")
        case Drill.SHOWDOWN:
            return QCoreApplication.translate("words", "Showdown")
        case Drill.COUNT_POT:
            return QCoreApplication.translate("words", "Pot count")
        case Drill.CHIPS:
            return QCoreApplication.translate("words", "Chip counting")
        case Drill.SPOT:
            return QCoreApplication.translate("words", "Spotting mistakes")


# --- the moves and the actions -----------------------------------------------------


def step_words(kind: StepKind, seat: int | None = None) -> str:
    """A dealer's move as an answer names it: "burn a card", "deal to seat 4" (a deal
    with no seat given: "deal a card")."""
    match kind:
        case StepKind.DEAL:
            if seat is None:
                return QCoreApplication.translate("words", "deal a card")
            return QCoreApplication.translate("words", "deal to seat {seat}").format(seat=seat)
        case StepKind.BURN:
            return QCoreApplication.translate("words", "burn a card")
        case StepKind.COMMON:
            return QCoreApplication.translate("words", "deal a common card")
        case StepKind.RESHUFFLE:
            return QCoreApplication.translate("words", "shuffle the burn cards into a new stub")


def action_word(kind: ActionKind) -> str:
    """A seat's action on a button: "Bring in", "Raise"."""
    from ..engine.actions import ActionKind

    match kind:
        case ActionKind.DISCARD:
            return QCoreApplication.translate("words", "Discard")
        case ActionKind.BRING_IN:
            return QCoreApplication.translate("words", "Bring in")
        case ActionKind.COMPLETE:
            return QCoreApplication.translate("words", "Complete")
        case ActionKind.BET:
            return QCoreApplication.translate("words", "Bet")
        case ActionKind.RAISE:
            return QCoreApplication.translate("words", "Raise")
        case ActionKind.CALL:
            return QCoreApplication.translate("words", "Call")
        case ActionKind.CHECK:
            return QCoreApplication.translate("words", "Check")
        case ActionKind.FOLD:
            return QCoreApplication.translate("words", "Fold")


# --- seats, questions and reasons ------------------------------------------------


def seat_list(seats: Sequence[int]) -> str:
    """``[1, 4, 6]`` -> ``"1, 4 and 6"``."""
    names = [str(seat) for seat in seats]
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("words", "{seats} and {last}").format(
        seats=", ".join(names[:-1]), last=names[-1]
    )


def prompt_sentence(prompt: str) -> str:
    """The question of a prompt without the app's instructions ("Click the seat…").

    The first question sentence if there is one, else the first sentence. The
    one place the GUI cuts a prompt: once questions carry their sentence apart
    from the instructions, the callers ask for that instead.
    """
    prompt = " ".join(prompt.split())
    end = prompt.find("?")
    if end >= 0:
        return prompt[: end + 1]
    end = prompt.find(". ")
    return prompt if end < 0 else prompt[: end + 1]


def reason_html(reason: Reason, rule_colour: str, indent: int) -> str:
    """One reason as a paragraph of rich text: its rule reference in bold, then why.

    ``indent`` is the left margin in the device's pixels (as Qt's rich text takes
    it). The one place the answer key and the exam report word a reason
    (through :mod:`.reasonwords`, translated).
    """
    from .reasonwords import worded

    said = worded(reason)
    return (
        f"<p style='margin-top:2px; margin-bottom:0; margin-left:{indent}px'>"
        f"<b style='color:{rule_colour}'>{html.escape(said.rule)}</b> — "
        f"{html.escape(said.text)}</p>"
    )


__all__ = [
    "action_word",
    "date_text",
    "date_time_text",
    "decimal",
    "drill_heading",
    "drill_name",
    "game_name",
    "game_title",
    "number",
    "number_in_words",
    "percent",
    "prompt_sentence",
    "reason_html",
    "rules_name",
    "rules_sheet",
    "rules_short",
    "rules_title",
    "seat_list",
    "step_words",
]
