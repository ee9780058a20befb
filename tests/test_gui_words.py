"""The window's display words (gui/words.py): a word for every member of every enum it
names, the English the window has always shown, and every word through Qt's translation."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from dealer_trainer.engine.actions import ActionKind
from dealer_trainer.engine.names import VARIANT_TITLES, RuleSetName, Variant
from dealer_trainer.engine.openers import join_seats
from dealer_trainer.engine.reasons import RULE_SET_NAMES, Reason
from dealer_trainer.gui import words
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.rulebook import RULE_SET_TITLES
from dealer_trainer.training.steps import Step

#: The short words the GUI modules kept in their own dictionaries before words.py
#: (drillpanel.SHORT_NAMES, RULE_NAMES, RULE_SHORT; progress.DRILL_NAMES;
#: editor.KIND_WORDS), copied here because those dictionaries go once words.py is used.
SHORT_NAMES = {
    Variant.STUD7: "Stud High",
    Variant.STUD7_LOW: "Stud Low (Razz)",
    Variant.STUD7_HILO: "Hi-Lo Split",
    Variant.STUD7_HILO8: "Hi-Lo 8 or Better",
    Variant.SUPER_STUD7_HILO8: "Super Seven Hi-Lo 8",
    Variant.STUD5: "Five-card Stud",
}
RULE_NAMES = {
    RuleSetName.PA: "Pennsylvania",
    RuleSetName.CARDROOM: "Cardroom house rules",
    RuleSetName.ONLINE: "Online room",
}
RULE_SHORT = {RuleSetName.PA: "Pennsylvania", RuleSetName.CARDROOM: "Cardroom", RuleSetName.ONLINE: "Online"}
DRILL_NAMES = {
    Drill.BRING_IN: "Bring-in",
    Drill.FIRST_TO_ACT: "First to act",
    Drill.DEALER_NEXT: "Dealer's next move",
    Drill.COMMON_CARD: "Common card",
    Drill.SPLIT_POT: "Split pot",
}
KIND_WORDS = {
    ActionKind.BRING_IN: "Bring in",
    ActionKind.COMPLETE: "Complete",
    ActionKind.FOLD: "Fold",
    ActionKind.CHECK: "Check",
    ActionKind.CALL: "Call",
    ActionKind.BET: "Bet",
    ActionKind.RAISE: "Raise",
    ActionKind.DISCARD: "Discard",
}

#: Each word function with the enum it words.
WORDERS: list[tuple[Callable[[Any], str], type[Any]]] = [
    (words.game_title, Variant),
    (words.game_name, Variant),
    (words.rules_name, RuleSetName),
    (words.rules_short, RuleSetName),
    (words.rules_title, RuleSetName),
    (words.rules_sheet, RuleSetName),
    (words.drill_heading, Drill),
    (words.drill_name, Drill),
    (words.step_words, StepKind),
    (words.action_word, ActionKind),
]


@pytest.mark.parametrize(("word", "kind"), WORDERS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_member_of_each_enum_has_a_word(
    qapp: object, word: Callable[[Any], str], kind: type[Any]
) -> None:
    for member in kind:
        text = word(member)
        assert isinstance(text, str) and text.strip(), f"{word.__name__}({member!r})"


@pytest.mark.parametrize(
    ("word", "today"),
    [
        (words.game_title, VARIANT_TITLES),
        (words.game_name, SHORT_NAMES),
        (words.rules_name, RULE_NAMES),
        (words.rules_short, RULE_SHORT),
        (words.rules_title, RULE_SET_TITLES),
        (words.rules_sheet, RULE_SET_NAMES),
        (words.drill_heading, {drill: drill.heading for drill in Drill}),
        (words.drill_name, DRILL_NAMES),
        (words.action_word, KIND_WORDS),
    ],
    ids=lambda x: getattr(x, "__name__", ""),
)
def test_with_no_translator_the_words_are_the_english_shown_until_now(
    qapp: object, word: Callable[[Any], str], today: dict[Any, str]
) -> None:
    assert {member: word(member) for member in today} == today


def test_a_dealer_move_reads_as_the_answers_word_it(qapp: object) -> None:
    for kind in StepKind:
        seat = 4 if kind is StepKind.DEAL else None
        assert words.step_words(kind, seat) == str(Step(kind, seat))


def test_a_seat_list_reads_as_the_engine_writes_it(qapp: object) -> None:
    for seats in ([3], [1, 4], [2, 4, 5, 6, 8, 9]):
        assert words.seat_list(seats) == join_seats(seats)


class _Shouting(QTranslator):
    """A translator that writes every word of the "words" context in capitals."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if context != "words":
            return ""
        # Capitals, but the {named} fields as they are, so the values still go in.
        return re.sub(r"\{[^}]*\}", lambda field: field.group(0).lower(), source.upper())


@pytest.fixture
def shouting(qapp: object) -> Iterator[None]:
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(("word", "kind"), WORDERS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_word_goes_through_the_translator_installed_now(
    shouting: None, word: Callable[[Any], str], kind: type[Any]
) -> None:
    for member in kind:
        text = word(member)
        assert text == text.upper() and any(c.isalpha() for c in text), (word, member, text)


def test_the_prompt_keeps_its_question_and_drops_the_instructions() -> None:
    assert words.prompt_sentence("Who brings in?  Click the seat, or press its number.") == "Who brings in?"
    assert words.prompt_sentence("Split the pot. Enter the chips\neach seat gets.") == "Split the pot."
    assert words.prompt_sentence("Split the pot") == "Split the pot"


def test_a_reason_reads_rule_then_why_with_the_words_escaped() -> None:
    line = words.reason_html(Reason.recorded("PA §1(a)", "5 < 6 & more"), "#123456", 18)
    assert "<b style='color:#123456'>PA §1(a)</b> — 5 &lt; 6 &amp; more" in line
    assert "margin-left:18px" in line
