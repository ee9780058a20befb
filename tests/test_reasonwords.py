"""The GUI words the engine's typed reasons itself, translatably, in the engine's English."""

from __future__ import annotations

import ast
import random
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import example_names, load_example
from dealer_trainer.engine import ScenarioError, facts
from dealer_trainer.engine.cards import parse_card
from dealer_trainer.engine.events import Burn, Common, Reshuffle
from dealer_trainer.engine.facts import OddChipReason, OddChips, PotPart, Recorded
from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.reasons import Parameter, Reading, Reason, RuleRef, Topic
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui import reasonwords
from dealer_trainer.gui.reasonwords import WordedReason, worded
from dealer_trainer.training.drills import DrillError, question_on
from dealer_trainer.training.focus import POSSIBLE, Focus, hand_for, rules_allow
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.spotting import plant, possible_faults
from dealer_trainer.training.steps import dealing_steps, explain_step

MODULE = Path(reasonwords.__file__)


def reasons_of(hand: Hand, data: dict[str, Any]) -> Iterator[Reason]:
    """Every reason a hand gives: decisions, dealing, pots, rake, steps and drill hints."""
    for decision in hand.decisions:
        yield decision.reason
    for event in hand.events:
        if isinstance(event, (Burn, Common, Reshuffle)):
            yield event.reason
    if hand.result is not None:
        if hand.result.rake_reason is not None:
            yield hand.result.rake_reason
        for pot in hand.result.pots:
            yield from pot.reasons
    for index, _ in dealing_steps(hand.events):
        yield explain_step(hand.table, hand.events, index)
    # the rule each mistake Spot the error can show breaks
    rng = random.Random(len(hand.events))
    for fault in possible_faults(hand):
        mistake = plant(hand, fault, rng).mistake
        assert mistake is not None
        yield mistake.reason
    for drill in Drill:
        if (
            drill is Drill.SPOT
        ):  # its reasons are the mistakes' above and the hand's own; its hints, other drills'
            continue
        try:
            question = question_on(drill, hand, data, random.Random(len(hand.events)))
        except DrillError:
            continue
        yield question.hint
        yield from question.reasons


def generated_hands() -> Iterator[dict[str, Any]]:
    """A seeded range of random hands, then the hard cases built on purpose (odd chips...)."""
    for seed in range(400):
        yield random_scenario(random.Random(seed), complete=seed % 4 != 0)
    for seed in range(4):
        for focus in Focus:
            for variant in Variant:
                rules = list(RuleSetName)[seed % 3]
                if variant in POSSIBLE[focus] and rules_allow(focus, rules, variant):
                    rng = random.Random(f"{seed}-{focus.value}-{variant.value}")
                    yield hand_for(focus, rng, variant, rules)


def test_worded_reasons_are_the_engines_english_over_many_generated_hands() -> None:
    compared = 0
    kinds: set[object] = set()
    for data in generated_hands():
        hand = play(load_scenario(data))
        for reason in reasons_of(hand, data):
            assert worded(reason) == WordedReason(reason.rule, reason.text), reason
            kinds.add(type(reason.facts))
            if isinstance(reason.facts, OddChips):
                kinds.add(reason.facts.rule)
            if reason.ref is not None:
                kinds.add(reason.ref.reading)
            compared += 1
    assert compared > 10_000
    # every kind of reason, odd-chip rule and reading was compared at least once
    wanted = {
        getattr(facts, name)
        for name in facts.__all__
        if name not in ("Facts", "DealPlace", "PotPart", "OddChipReason", "Recorded", "WagerKind")
    }
    # (the common card's showing reading is cited by the rule book only, worded below)
    readings = set(Reading) - {Reading.COMMON_SHOWING}
    assert wanted | set(OddChipReason) | readings <= kinds, (wanted | readings) - kinds


#: The solved examples the contract plays (the others are refused: no reasons to word).
PLAYED = [name for name in example_names() if "error" not in load_example(name)[1]]


def test_the_examples_left_out_are_the_ones_the_engine_refuses() -> None:
    refused = sorted(set(example_names()) - set(PLAYED))
    assert refused and len(PLAYED) > 40
    for name in refused:
        with pytest.raises(ScenarioError):
            play(load_scenario(load_example(name)[0]))


@pytest.mark.parametrize("name", PLAYED)
def test_worded_reasons_are_the_engines_english_in_the_contract_examples(name: str) -> None:
    scenario, _ = load_example(name)
    hand = play(load_scenario(scenario))
    reasons = list(reasons_of(hand, scenario))
    assert reasons
    for reason in reasons:
        assert worded(reason) == WordedReason(reason.rule, reason.text)


def test_every_reading_and_changed_parameter_is_worded_as_the_engine_cites_it() -> None:
    for reading in Reading:
        ref = RuleRef(RuleSetName.PA, "637a.10", "(h)", reading=reading)
        assert reasonwords.rule_words(ref) == ref.cited
    for parameter in Parameter:
        for rules in RuleSetName:
            ref = RuleRef(rules, overridden=parameter)
            assert reasonwords.rule_words(ref) == ref.cited
    five = RuleRef(RuleSetName.PA, "637a.10", "(i)(3)(ii)", seven_card_rule=True)
    assert reasonwords.rule_words(five) == "PA §637a.10(i)(3)(ii), the seven-card rule"
    assert reasonwords.rule_words(RuleRef(RuleSetName.PA)) == "Standard poker procedure"


def test_odd_chips_by_the_deciding_cards_name_each_seats_card() -> None:
    chips = OddChips(
        PotPart.LOW_HALF,
        7,
        1,
        OddChipReason.LOWEST_CARD,
        (2, 5),
        (5,),
        ((5, parse_card("Ad")), (2, parse_card("2c"))),
    )
    reason = Reason(Topic.ODD_CHIP_LOW, RuleRef(RuleSetName.PA, "637a.10", "(i)(3)(iii)"), chips)
    text = worded(reason).text
    assert text == reason.text
    assert text == (
        "The low half of 7 does not divide evenly among seats 2 and 5; the 1 odd chip "
        "goes by the lowest card of each low, suit breaking rank ties "
        "(seat 5 A♦, seat 2 2♣)."
    )


def test_a_recorded_reason_is_shown_as_it_was_saved() -> None:
    reason = Reason.recorded("PA §637a.10(d)(1)", "Seat 2's 2♣ brings in.")
    assert isinstance(reason.facts, Recorded)
    assert worded(reason) == WordedReason("PA §637a.10(d)(1)", "Seat 2's 2♣ brings in.")


def _translated_literals(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"
            and len(node.args) >= 2
        ):
            context, text = node.args[0], node.args[1]
            assert isinstance(context, ast.Constant) and context.value == "Reasons"
            assert isinstance(text, ast.Constant) and isinstance(text.value, str), (
                f"line {node.lineno}: a translated text must be a literal for lupdate"
            )
            found.add(text.value)
    return found


def test_every_wording_is_a_literal_translation_lupdate_can_extract(tmp_path: Path) -> None:
    literals = _translated_literals(ast.parse(MODULE.read_text(encoding="utf-8")))
    assert len(literals) > 150
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "reasons.ts"
    subprocess.run([lupdate, str(MODULE), "-ts", str(ts)], check=True, capture_output=True)
    import xml.etree.ElementTree as ElementTree

    sources = {e.text or "" for e in ElementTree.parse(ts).iter("source")}
    assert sources == literals


def test_a_loaded_translation_changes_the_words_and_not_the_facts(qapp: Any) -> None:
    from PySide6.QtCore import QTranslator

    class Marking(QTranslator):
        """Marks every reason text it translates, as a real translation would change it."""

        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
            return "»" + source if context == "Reasons" else ""

    app = qapp  # the app's own QApplication: a bare QCoreApplication would block it later
    translator = Marking()
    data = random_scenario(random.Random(7))
    hand = play(load_scenario(data))
    reason = hand.decisions[0].reason
    assert app.installTranslator(translator)
    try:
        marked = worded(reason)
    finally:
        app.removeTranslator(translator)
    assert marked.text.startswith("»Seat ") and marked.text.replace("»", "") == reason.text
    assert marked.rule.startswith("»")
    assert worded(reason) == WordedReason(reason.rule, reason.text)


@pytest.mark.parametrize("shown", ["drill feedback", "hint", "answer key and exam report"])
def test_every_place_the_window_shows_a_reason_words_it_through_translation(qapp: Any, shown: str) -> None:
    """The drill panel, its hint, and the printed key/report show the reasons as worded by
    gui.reasonwords, so a translation of the "Reasons" context reaches all of them."""
    from PySide6.QtCore import QTranslator

    from dealer_trainer.engine.names import RuleSetName, Variant
    from dealer_trainer.gui.drillfeedback import hint_html, reasons_html
    from dealer_trainer.gui.words import reason_html
    from dealer_trainer.training.drills import new_question
    from dealer_trainer.training.kinds import Drill

    class Marking(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
            return "»" + source if context == "Reasons" else ""

    question = new_question(Drill.BRING_IN, random.Random(5), [Variant.STUD7], [RuleSetName.PA])
    show = {
        "drill feedback": lambda: reasons_html(question.reasons),
        "hint": lambda: hint_html(question.hint),
        "answer key and exam report": lambda: reason_html(question.reasons[0], "#000", 0),
    }[shown]
    plain = show()
    translator = Marking()
    assert qapp.installTranslator(translator)
    try:
        marked = show()
    finally:
        qapp.removeTranslator(translator)
    assert "»" not in plain and "»" in marked
