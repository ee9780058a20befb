"""Words a dealer knows: every reason, hint, answer and walk-through line a trainee or an
instructor reads is free of the file format's and the engine's terms.

Hundreds of hands of every drill, game and rule set (hard cases included) are asked,
and every text shown about them is checked against the jargon the issue names.
"""

from __future__ import annotations

import random
import re

import pytest

from dealer_trainer.engine.reporting import play, walkthrough
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.errors import ScenarioError
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.showing import describe_pack
from dealer_trainer.training.drills import Drill, check, new_question, right_response
from dealer_trainer.training.focus import Focus, POSSIBLE

#: What never reaches a trainee: format names, internal names, a ten written "T".
JARGON = re.compile(r"scenario|contract|preset|overridden|schema|\bpa rules\b|\bpa\b|\bPA\b(?! §)|"
                    r"\b(cardroom|online) rules\b|focus:|[a-z]_[a-z]|"
                    r"\bT[♣♦♥♠]|\bT-|-T\b|side pot \d+ of|contested by")


def assert_plain(text: str, where: str) -> None:
    found = JARGON.search(text)
    assert found is None, f"{where}: {found.group(0)!r} in {text!r}"


@pytest.mark.parametrize("rules", list(RuleSetName))
@pytest.mark.parametrize("drill", list(Drill))
def test_every_reason_hint_and_answer_speaks_plainly(drill: Drill, rules: RuleSetName) -> None:
    rng = random.Random(f"{drill}-{rules}")
    for number in range(24):
        question = new_question(drill, rng, list(Variant), [rules], hard=number % 2 == 0)
        where = f"{drill} {rules} #{number}"
        assert_plain(question.prompt, where)
        assert_plain(question.hint.rule + " " + question.hint.text, where)
        for reason in question.reasons:
            assert_plain(reason.rule, where)
            assert_plain(reason.text, where)
        verdict = check(question, right_response(question))
        assert_plain(verdict.expected, where)
        assert_plain(question.snapshot().title, where)


@pytest.mark.parametrize("variant", list(Variant))
def test_the_walkthrough_and_pack_summary_speak_plainly(variant: Variant) -> None:
    for rules in RuleSetName:
        for focus in (Focus.SIDE_POTS, Focus.ODD_CHIP, Focus.COMMON_CARD, Focus.RESHUFFLE):
            if variant not in POSSIBLE[focus]:
                continue
            pack = generate_pack(variant, rules, Drill.SPLIT_POT, focus, 2, 3)
            assert_plain(describe_pack(pack), f"{variant} {rules} {focus}")
            for item in pack.items:
                assert_plain(walkthrough(play(load_scenario(item.scenario))), f"{variant} {rules} {focus}")


def test_rule_sets_are_named_as_a_dealer_names_them() -> None:
    pack = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 1, 3)
    assert pack.title == "Who brings in? — Seven-card Stud High, suit ties"
    assert "(Pennsylvania rules)" in pack.description and "with suit ties" in pack.description
    text = walkthrough(play(load_scenario(pack.items[0].scenario)))
    assert text.startswith("Seven-card Stud High · Pennsylvania rules · ")
    cardroom = generate_pack(Variant.STUD7, RuleSetName.CARDROOM, Drill.BRING_IN, Focus.ANY, 1, 3)
    assert "Seven-card Stud High, House rules (cardroom)," in describe_pack(cardroom)


def test_a_table_too_full_for_the_rule_set_is_refused_in_a_dealers_words() -> None:
    pack = generate_pack(Variant.STUD7, RuleSetName.CARDROOM, Drill.BRING_IN, Focus.ANY, 1, 3)
    data = dict(pack.items[0].scenario, seats={str(n): {"stack": 100} for n in range(1, 10)})
    with pytest.raises(ScenarioError) as refused:
        load_scenario(data)
    assert refused.value.where == "seats"
    assert str(refused.value).endswith(
        "9 seats, but House rules (cardroom) allow at most 8 players at Seven-card Stud High")
