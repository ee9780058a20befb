"""Spot the error as a drill: the builder, its point, its hard cases and the levels' clean hands."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.training.drills import HARD_CASES, Drill, DrillError, check, new_question, question_at
from dealer_trainer.training.focus import FAULT_GROUPS, POSSIBLE, Focus, hand_for
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import NO_FAULT, Point
from dealer_trainer.training.spotting import (
    Fault,
    Outcome,
    Place,
    PlaceKind,
    SpotAnswer,
    SpotResponse,
    fault_sites,
    possible_faults,
)


def _spot(seed: int, *, hard: bool = False, focus: Focus | None = None, clean_share: float = 0.0) -> object:
    return new_question(
        Drill.SPOT,
        random.Random(seed),
        list(Variant),
        list(RuleSetName),
        hard=hard,
        focus=focus,
        clean_share=clean_share,
    )


@pytest.mark.parametrize("seed", range(16))
def test_a_question_rebuilt_from_its_hand_and_point_is_the_same_question(seed: int) -> None:
    question = new_question(
        Drill.SPOT, random.Random(seed), list(Variant), list(RuleSetName), hard=seed % 2 == 1, clean_share=0.3
    )
    assert question.point.fault is not None  # the play is pinned
    again = question_at(Drill.SPOT, question.scenario, point=question.point, focus=question.focus)
    assert again == question
    assert again.live is not None and question.live is not None
    assert again.live.beats == question.live.beats and again.live.mistake == question.live.mistake
    # the records and the packs rebuild it with no focus: the same play all the same
    plain = question_at(Drill.SPOT, question.scenario, point=question.point)
    assert replace(plain, focus=question.focus) == question


@pytest.mark.parametrize("rules", list(RuleSetName), ids=lambda r: r.value)
@pytest.mark.parametrize("variant", list(Variant), ids=lambda v: v.value)
def test_every_game_and_rule_set_deals_spot_the_error(variant: Variant, rules: RuleSetName) -> None:
    faults_seen: set[Fault | None] = set()
    for seed in range(4):
        question = new_question(Drill.SPOT, random.Random(seed), [variant], [rules], hard=seed % 2 == 0)
        assert isinstance(question.answer, SpotAnswer) and question.live is not None
        assert question.table.variant is variant and question.table.rules.name is rules
        mistake = question.answer.mistake
        assert mistake == question.live.mistake
        hand = play(load_scenario(question.scenario))
        if mistake is None:
            assert question.point == Point(fault=NO_FAULT)
            assert question.live.beats == question.live.true_beats
        else:
            assert mistake.fault in possible_faults(hand)
            assert question.point.site in fault_sites(hand, mistake.fault)
            assert question.reasons[0] == mistake.reason
        faults_seen.add(None if mistake is None else mistake.fault)
        # stopping where the mistake shows and naming it is the right answer
        right = SpotResponse(
            None if mistake is None else mistake.beat + 1,
            None if mistake is None else mistake.place,
            None if mistake is None else mistake.fault,
        )
        verdict = check(question, right)
        assert verdict.correct and verdict.spot is not None
        assert verdict.spot.outcome is (Outcome.CLEAN if mistake is None else Outcome.CAUGHT)
    assert faults_seen - {None}, "no mistake was dealt in four hands"


def test_the_hard_cases_are_a_clean_hand_and_each_kind_of_mistake() -> None:
    cases = HARD_CASES[Drill.SPOT]
    assert cases[0] is Focus.CLEAN_HAND
    for focus in FAULT_GROUPS:
        assert focus in cases, focus
        assert POSSIBLE[focus], focus  # every kind can be dealt: each of its faults has a planter
    assert set().union(*FAULT_GROUPS.values()) == set(Fault)  # every fault is of one kind


@pytest.mark.parametrize("focus", [f for f in HARD_CASES[Drill.SPOT] if f is not Focus.CLEAN_HAND])
def test_a_kind_of_mistake_deals_a_mistake_of_that_kind(focus: Focus) -> None:
    for seed in range(6):
        question = _spot(seed, focus=focus)
        assert isinstance(question.answer, SpotAnswer)
        mistake = question.answer.mistake
        assert mistake is not None and mistake.fault in FAULT_GROUPS[focus], (seed, mistake)


def test_the_clean_hand_case_deals_a_hand_dealt_right_with_reasons_and_a_hint() -> None:
    for seed in range(6):
        question = _spot(seed, focus=Focus.CLEAN_HAND)
        assert question.answer == SpotAnswer(None) and question.point == Point(fault=NO_FAULT)
        assert question.reasons  # why it was right: the engine's reasons for its decisions
        assert check(question, SpotResponse(3)).spot.outcome is Outcome.FALSE_ALARM


def test_any_hand_that_can_show_a_mistake_is_dealt_with_one_when_no_clean_hands_are_asked_for() -> None:
    for seed in range(12):
        question = _spot(seed)
        assert isinstance(question.answer, SpotAnswer) and question.answer.mistake is not None


@pytest.mark.parametrize("level", list(Level), ids=lambda level: level.value)
def test_clean_hands_come_at_the_levels_share(level: Level) -> None:
    share = level.behaviour.clean_share
    count = 60
    questions = [
        new_question(Drill.SPOT, random.Random(seed), [Variant.STUD7], [RuleSetName.PA], clean_share=share)
        for seed in range(count)
    ]
    dealt_clean = sum(1 for q in questions if isinstance(q.answer, SpotAnswer) and q.answer.mistake is None)
    # at the share, within a wide margin of it (about two and a half standard deviations)
    assert abs(dealt_clean / count - share) <= 0.16, (level, dealt_clean)


def test_errors_are_rarest_at_table_ready() -> None:
    shares = [level.behaviour.clean_share for level in Level]
    assert shares == sorted(shares) and shares[-1] == Level.TABLE_READY.behaviour.clean_share
    assert 0 < shares[0] < shares[-1] < 1


def test_the_clean_hand_coin_is_tossed_only_for_spot_the_error() -> None:
    for drill in (Drill.BRING_IN, Drill.BET, Drill.CHIPS):
        for seed in range(3):
            plain = new_question(drill, random.Random(seed), list(Variant), list(RuleSetName))
            shared = new_question(
                drill, random.Random(seed), list(Variant), list(RuleSetName), clean_share=0.9
            )
            assert plain == shared


def test_a_point_must_pin_a_mistake_the_hand_can_have() -> None:
    data = hand_for(Focus.ANY, random.Random(5), Variant.STUD7, RuleSetName.PA)
    with pytest.raises(DrillError, match="is not a mistake this version knows"):
        question_at(Drill.SPOT, data, point=Point(fault="dealer-sneezed", site=3))
    with pytest.raises(DrillError, match="has no moment of a mistake"):
        question_at(Drill.SPOT, data, point=Point(fault=NO_FAULT, site=3))
    hand = play(load_scenario(data))
    sites = fault_sites(hand, Fault.BURN_MISSED)
    assert sites
    with pytest.raises(DrillError, match="cannot happen at that moment"):
        question_at(Drill.SPOT, data, point=Point(fault=Fault.BURN_MISSED.value, site=sites[0] + 1))
    pinned = question_at(Drill.SPOT, data, point=Point(fault=Fault.BURN_MISSED.value, site=sites[-1]))
    assert isinstance(pinned.answer, SpotAnswer) and pinned.answer.mistake is not None
    assert pinned.answer.mistake.place == Place(PlaceKind.BURN)


def test_a_planted_mistake_is_planted_the_same_way_whatever_the_callers_random_source() -> None:
    data = hand_for(Focus.POT_MISTAKE, random.Random(2), Variant.STUD7, RuleSetName.PA)
    hand = play(load_scenario(data))
    point = Point(fault=Fault.POT_WRONG_SEAT.value, site=fault_sites(hand, Fault.POT_WRONG_SEAT)[0])
    plays = [question_at(Drill.SPOT, data, random.Random(seed), point=point).live for seed in range(5)]
    assert all(live == plays[0] for live in plays[1:])


def test_the_hard_case_finder_asks_the_fault_layer_which_mistakes_a_hand_can_show() -> None:
    from dealer_trainer.training import focus as focus_module

    for seed in range(8):
        data = hand_for(Focus.ANY, random.Random(seed), list(Variant)[seed % len(Variant)], RuleSetName.PA)
        hand = play(load_scenario(data))
        can = set(possible_faults(hand))
        assert focus_module._has(hand, Focus.CLEAN_HAND)
        for group, faults in FAULT_GROUPS.items():
            assert focus_module._has(hand, group) == bool(faults & can), (seed, group)


@pytest.mark.parametrize(
    "data",
    [
        None,
        {},
        {"stopped": -1},
        {"stopped": True},
        {"stopped": 3, "place": "the burn"},
        {"stopped": 3, "place": {"kind": "sky"}},
        {"stopped": 3, "fault": "dealer-sneezed"},
        {"stopped": 3, "fault": 7},
        {"stopped": 3, "seconds": "fast"},
    ],
)
def test_a_stop_that_is_not_one_is_refused_in_the_trainings_words(data: object) -> None:
    from dealer_trainer.training.errors import AnswerError
    from dealer_trainer.training.spotdrill import response_from_json

    with pytest.raises(AnswerError):
        response_from_json(data)
