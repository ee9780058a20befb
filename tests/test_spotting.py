"""The fault layer of Spot the error: a mistake changes only what is shown, and a stop is judged by when and what."""

from __future__ import annotations

import copy
import random

import pytest

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play, report
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.training.errors import DrillError
from dealer_trainer.training.spotting import (
    Award,
    Fault,
    Outcome,
    Place,
    PlaceKind,
    SpotAnswer,
    SpotResponse,
    clean_play,
    fault_sites,
    judge_spot,
    plant,
    possible_faults,
    true_beats,
)


def _hands(count: int, seed: int = 7):
    rng = random.Random(seed)
    for _ in range(count):
        data = random_scenario(rng)
        yield data, play(load_scenario(data))


def test_a_clean_play_shows_every_event_then_the_pushes():
    for _, hand in _hands(20):
        play_ = clean_play(hand)
        assert play_.beats == play_.true_beats == true_beats(hand)
        assert play_.beats[: len(hand.events)] == tuple(hand.events)
        pushed = sum(b.amount for b in play_.beats if isinstance(b, Award))
        assert hand.result is not None
        assert pushed + hand.result.rake == sum(p.amount for p in hand.result.pots)
        # After the last push there is nothing left in the middle.
        assert play_.frame(len(play_.beats)).pot == 0


def test_planting_a_fault_leaves_the_engines_hand_and_report_as_they_were():
    rng = random.Random(1)
    for data, hand in _hands(30):
        before = copy.deepcopy(report(play(load_scenario(data))))
        events = tuple(hand.events)
        for fault in possible_faults(hand):
            shown = plant(hand, fault, rng)
            assert shown.true_beats == true_beats(hand)
            assert shown.beats != shown.true_beats
            assert tuple(hand.events) == events
        assert report(hand) == before


def test_stopping_after_the_mistake_and_naming_it_is_a_catch():
    rng = random.Random(2)
    for _, hand in _hands(30):
        for fault in possible_faults(hand):
            mistake = plant(hand, fault, rng).mistake
            assert mistake is not None and mistake.fault is fault
            answer = SpotAnswer(mistake)
            caught = judge_spot(answer, SpotResponse(mistake.beat + 1, mistake.place, fault))
            assert caught.outcome is Outcome.CAUGHT and caught.correct and caught.late == 0
            late = judge_spot(answer, SpotResponse(mistake.beat + 3, mistake.place, fault))
            assert late.outcome is Outcome.CAUGHT and late.late == 2


def test_stopping_before_the_mistake_shows_is_a_false_alarm_whatever_is_named():
    rng = random.Random(3)
    for _, hand in _hands(30):
        for fault in possible_faults(hand):
            mistake = plant(hand, fault, rng).mistake
            assert mistake is not None
            early = judge_spot(SpotAnswer(mistake), SpotResponse(mistake.beat, mistake.place, fault))
            assert early.outcome is Outcome.FALSE_ALARM and not early.correct


def test_not_stopping_a_faulted_hand_is_a_miss_and_a_clean_one_is_right():
    rng = random.Random(4)
    _, hand = next(_hands(1))
    fault = possible_faults(hand)[0]
    mistake = plant(hand, fault, rng).mistake
    assert judge_spot(SpotAnswer(mistake), SpotResponse(None)).outcome is Outcome.MISSED
    clean = judge_spot(SpotAnswer(None), SpotResponse(None))
    assert clean.outcome is Outcome.CLEAN and clean.correct
    alarm = judge_spot(SpotAnswer(None), SpotResponse(4, Place(PlaceKind.BURN), Fault.BURN_MISSED))
    assert alarm.outcome is Outcome.FALSE_ALARM


def test_a_stop_after_the_mistake_naming_the_wrong_fault_or_place_is_misnamed():
    rng = random.Random(5)
    for _, hand in _hands(20):
        if Fault.POT_WRONG_SEAT not in possible_faults(hand):
            continue
        mistake = plant(hand, Fault.POT_WRONG_SEAT, rng).mistake
        assert mistake is not None and mistake.place.seat is not None
        answer = SpotAnswer(mistake)
        wrong_fault = judge_spot(answer, SpotResponse(mistake.beat + 1, mistake.place, Fault.WRONG_RAKE))
        assert wrong_fault.outcome is Outcome.MISNAMED and wrong_fault.place_right
        wrong_place = judge_spot(answer, SpotResponse(mistake.beat + 1, Place(PlaceKind.BURN), mistake.fault))
        assert wrong_place.outcome is Outcome.MISNAMED and wrong_place.fault_right
        # A click on the seat's cards or chips points at the seat as well as its name does.
        on_card = Place(PlaceKind.CARD, mistake.place.seat, 0)
        assert (
            judge_spot(answer, SpotResponse(mistake.beat + 1, on_card, mistake.fault)).outcome
            is Outcome.CAUGHT
        )
        return
    pytest.fail("no hand with a pot to push")


def test_a_missed_burn_shows_when_the_streets_first_card_is_dealt_and_the_burn_pile_stays_short():
    rng = random.Random(6)
    for _, hand in _hands(10):
        for site in fault_sites(hand, Fault.BURN_MISSED):
            shown = plant(hand, Fault.BURN_MISSED, rng, site)
            mistake = shown.mistake
            assert mistake is not None and mistake.beat == site
            assert mistake.place == Place(PlaceKind.BURN)
            right = shown.true_beats
            assert len(shown.frame(site + 1).burns) == len(clean_play(hand).frame(site + 1).burns) - 1
            assert shown.beats[site] == right[site + 1]


def test_a_fault_at_a_moment_the_hand_does_not_have_is_refused_in_words():
    _, hand = next(_hands(1))
    with pytest.raises(DrillError):
        plant(hand, Fault.BURN_MISSED, random.Random(0), site=0)
