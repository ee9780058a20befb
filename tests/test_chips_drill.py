"""Chips: a stack to count and a pot to cut, every amount and seat the engine's."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import wrong_response

from dealer_trainer.engine import load_scenario
from dealer_trainer.engine.facts import ChipCountFacts, OddChipReason, OddChips, PotHalves
from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.variants import spec_of
from dealer_trainer.records.scheduling import PACE
from dealer_trainer.training.chips import table_denominations
from dealer_trainer.training.drills import (
    HARD_CASES,
    Drill,
    DrillError,
    Point,
    check,
    new_question,
    question_at,
    right_response,
)
from dealer_trainer.training.focus import Focus, hand_for
from dealer_trainer.training.parts import Ask, PartsAnswer
from dealer_trainer.training.potdrill import moments

GAMES = list(Variant)
RULES = list(RuleSetName)


def _parts(question: Any) -> dict[Ask, Any]:
    assert isinstance(question.answer, PartsAnswer)
    return {part.ask: part.right for part in question.answer.parts}


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("variant", GAMES)
def test_every_stack_and_cut_is_the_engines(variant: Variant, rules: RuleSetName) -> None:
    rng = random.Random(f"chips/{variant.value}/{rules.value}")
    asked = {"stack": 0, "cut": 0}
    for _ in range(16):
        data = random_scenario(rng, variant=variant, rules=rules, style=Style(fold=0.1, aggress=0.3))
        try:
            question = question_at(Drill.CHIPS, data, rng)
        except DrillError:
            continue
        parts = _parts(question)
        hand = play(load_scenario(data))
        (pile,) = question.piles
        table = load_scenario(data).table
        if Ask.STACK_TOTAL in parts:
            asked["stack"] += 1
            moment = next(
                m
                for m in moments(data)
                if m.point == question.point or (question.point == Point() and m.at_end)
            )
            assert parts[Ask.STACK_TOTAL] == moment.count.total == pile.total
            assert pile.pot is None and pile.seat is None  # a stack set out in the middle
        else:
            asked["cut"] += 1
            assert hand.result is not None
            halves = hand.result.pots[pile.pot].halves
            assert halves is not None
            assert (parts[Ask.HALF], parts[Ask.ODD_CHIPS]) == (halves.half, halves.odd)
            assert pile.total == halves.amount
            if Ask.ODD_CHIP_SEAT in parts:
                assert parts[Ask.ODD_CHIP_SEAT] == frozenset(halves.odd_to)
        assert {d for d, _ in pile.chips} <= set(table_denominations(table.stakes, [pile.total]))
        assert check(question, right_response(question)).correct
        assert not check(question, wrong_response(question)).correct
    assert asked["stack"] > 0


def test_the_engines_halves_are_what_each_side_of_a_split_pot_receives() -> None:
    """A hi-lo pot with one high and one other low: the high seat takes half and the odd chip."""
    seen = 0
    for seed in range(400):
        rng = random.Random(seed)
        data = random_scenario(rng, variant=rng.choice([Variant.STUD7_HILO, Variant.STUD7_HILO8]))
        result = play(load_scenario(data)).result
        if result is None:
            continue
        for pot in result.pots:
            halves = pot.halves
            if halves is None or len(pot.high) != 1 or len(pot.low) != 1 or pot.high == pot.low:
                continue
            awards = dict(pot.awards)
            assert halves.half * 2 + halves.odd == halves.amount
            assert awards[pot.high[0]] == halves.half + halves.odd
            assert awards[pot.low[0]] == halves.half
            assert halves.odd_to == (pot.high if halves.odd else ())
            seen += 1
    assert seen > 20


def test_two_tied_hands_cut_the_pot_and_the_odd_chip_follows_the_rule_set() -> None:
    for rules in RULES:
        for seed in range(8):
            data = hand_for(Focus.ODD_CUT, random.Random(seed), Variant.STUD7, rules)
            result = play(load_scenario(data)).result
            assert result is not None
            pot = next(p for p in result.pots if p.halves is not None and p.halves.odd)
            assert pot.halves is not None
            odd = next(c for c in pot.odd_chips if isinstance(c, OddChips))
            assert odd.rule in (OddChipReason.LEFT_OF_DEALER, OddChipReason.HIGHEST_CARD)
            assert pot.halves.odd_to == odd.order[:1]
            assert dict(pot.awards)[odd.order[0]] == pot.halves.half + 1


@pytest.mark.parametrize("focus", HARD_CASES[Drill.CHIPS])
def test_the_odd_chip_comes_on_demand(focus: Focus) -> None:
    for seed in range(10):
        question = new_question(Drill.CHIPS, random.Random(seed), GAMES, RULES, focus=focus)
        parts = _parts(question)
        assert parts[Ask.ODD_CHIPS] == 1
        split = spec_of(Variant(question.scenario["variant"])).split
        halves = next(r.facts for r in question.reasons if isinstance(r.facts, PotHalves))
        if Ask.ODD_CHIP_SEAT in parts:
            assert parts[Ask.ODD_CHIP_SEAT] == frozenset(halves.odd_to)
        assert split or len(halves.odd_to) == 1


def test_a_stack_asked_at_a_street_is_the_pot_gathered_before_its_betting() -> None:
    rng = random.Random(5)
    data = random_scenario(rng, variant=Variant.STUD7, rules=RuleSetName.PA, style=Style(fold=0.0))
    moment = next(m for m in moments(data) if m.street == 5 and m.action == 0)
    question = question_at(Drill.CHIPS, data, point=Point(5, action=0))
    assert _parts(question) == {Ask.STACK_TOTAL: moment.count.total}
    assert question.sentence == "How much is this stack?"
    why = question.reasons[0].facts
    assert isinstance(why, ChipCountFacts) and why.chips == question.piles[0].chips


def test_a_point_a_hand_does_not_have_is_refused_in_words() -> None:
    data = random_scenario(
        random.Random(5), variant=Variant.STUD7, rules=RuleSetName.PA, style=Style(fold=0.0)
    )
    with pytest.raises(
        DrillError, match="street 3 has .* actions in this hand; action 40 is not one of them"
    ):
        question_at(Drill.CHIPS, data, point=Point(3, action=40))


def test_the_same_point_asks_the_same_question_again() -> None:
    """A pack keeps only the point: asked again, the question is the same one."""
    for seed in range(12):
        question = new_question(Drill.CHIPS, random.Random(seed), GAMES, RULES, hard=seed % 2 == 1)
        again = question_at(Drill.CHIPS, question.scenario, random.Random(99), point=question.point)
        assert _parts(again) == _parts(question)


def test_chips_are_timed_in_seconds_as_dealer_schools_drill_them() -> None:
    fast, slow = PACE[Drill.CHIPS]
    assert fast <= 5 and slow <= 10
    assert PACE[Drill.CHIPS] < PACE[Drill.COUNT_POT]
