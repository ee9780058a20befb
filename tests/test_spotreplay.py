"""The replay of Spot the error's moment: the same moment in the true play, and where Learn says to look."""

from __future__ import annotations

import random

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.training.spotreplay import look_kind, replay_counts, true_count, true_frame
from dealer_trainer.training.spotting import Fault, PlaceKind, clean_play, plant, possible_faults


def _hands(count: int, seed: int = 9):
    rng = random.Random(seed)
    for _ in range(count):
        yield play(load_scenario(random_scenario(rng)))


def test_up_to_the_mistake_the_true_moment_is_the_moment_shown():
    rng = random.Random(1)
    for hand in _hands(20):
        for fault in possible_faults(hand):
            live = plant(hand, fault, rng)
            assert live.mistake is not None
            for count in range(live.mistake.beat + 1):
                assert true_count(live, count) == count
                assert true_frame(live, count) == live.frame(count)
            assert true_count(live, len(live.beats)) == len(live.true_beats)


def test_a_missed_burn_is_on_the_burn_pile_as_it_should_have_been():
    rng = random.Random(2)
    for hand in _hands(20):
        if Fault.BURN_MISSED not in possible_faults(hand):
            continue
        live = plant(hand, Fault.BURN_MISSED, rng)
        assert live.mistake is not None
        moment = live.mistake.beat + 1
        shown, right = live.frame(moment), true_frame(live, moment)
        assert len(right.burns) == len(shown.burns) + 1
        assert right.stub_count == shown.stub_count - 1


def test_a_pot_to_the_wrong_seat_is_in_the_winners_stack_as_it_should_have_been():
    rng = random.Random(3)
    for hand in _hands(20):
        if Fault.POT_WRONG_SEAT not in possible_faults(hand):
            continue
        live = plant(hand, Fault.POT_WRONG_SEAT, rng)
        assert live.mistake is not None and live.mistake.place.seat is not None
        moment = live.mistake.beat + 1
        wrong = live.mistake.place.seat
        assert live.frame(moment).seat(wrong).stack > true_frame(live, moment).seat(wrong).stack


def test_the_replay_runs_from_a_few_moments_before_the_mistake_up_to_it():
    rng = random.Random(4)
    hand = next(h for h in _hands(20) if Fault.BURN_MISSED in possible_faults(h))
    live = plant(hand, Fault.BURN_MISSED, rng)
    assert live.mistake is not None
    counts = replay_counts(live)
    assert counts[-1] == live.mistake.beat + 1 and counts[0] == max(0, live.mistake.beat - 3)
    assert replay_counts(clean_play(hand)) == ()


def test_learn_looks_where_the_mistake_will_be_and_somewhere_in_a_clean_hand():
    rng = random.Random(5)
    for hand in _hands(10):
        assert look_kind(clean_play(hand)) in PlaceKind
        for fault in possible_faults(hand):
            live = plant(hand, fault, rng)
            assert live.mistake is not None
            assert look_kind(live) is live.mistake.place.kind
