"""Spot the error's words: every mistake, place and outcome has its own words, in English and in
Spanish, and each verdict says what the stop was, the rule broken and what follows."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.gui.reasonwords import worded
from dealer_trainer.gui.spotwords import (
    FAULT_GROUPS,
    FaultGroup,
    fault_words,
    group_words,
    outcome_words,
    place_kind_words,
    place_words,
    verdict_heading,
    verdict_html,
)
from dealer_trainer.training.spotting import (
    Fault,
    Mistake,
    Outcome,
    Place,
    PlaceKind,
    SpotAnswer,
    SpotResponse,
    judge_spot,
    plant,
    possible_faults,
)


def _mistake(fault: Fault) -> Mistake:
    rng = random.Random(4)
    while True:
        hand = play(load_scenario(random_scenario(rng, players=3)))
        if fault in possible_faults(hand):
            mistake = plant(hand, fault, rng).mistake
            assert mistake is not None
            return mistake


def test_every_mistake_place_kind_outcome_and_heading_has_words_of_its_own(qapp):
    for words, members in (
        (fault_words, list(Fault)),
        (place_kind_words, list(PlaceKind)),
        (outcome_words, list(Outcome)),
        (group_words, list(FaultGroup)),
    ):
        said = [words(member) for member in members]
        assert all(said) and len(set(said)) == len(said)
    assert [group for group, _ in FAULT_GROUPS] == list(FaultGroup)


def test_the_words_are_spanish_with_spanish_chosen(spanish):
    assert fault_words(Fault.BURN_MISSED) == "No se quemó carta antes de la calle"
    assert place_words(Place(PlaceKind.CARD, 4, 2)) == "la carta 3 del asiento 4"
    assert place_words(Place(PlaceKind.BURN)) == "el montón de quemadas"
    mistake = _mistake(Fault.BURN_MISSED)
    heading = verdict_heading(judge_spot(SpotAnswer(mistake), SpotResponse(None)), mistake, None)
    assert heading == "✗ Se te pasó: no se quemó carta antes de la calle, en el montón de quemadas"
    for fault in Fault:
        assert fault_words(fault) != fault.value


def test_a_place_of_a_seat_says_the_seat_and_what_of_it():
    assert place_words(Place(PlaceKind.SEAT, 4)) == "seat 4"
    assert place_words(Place(PlaceKind.CARD, 4, 0)) == "card 1 of seat 4"
    assert place_words(Place(PlaceKind.CHIPS, 4)) == "the chips in front of seat 4"
    assert place_words(Place(PlaceKind.POT)) == "the pot"


def test_a_catch_says_how_fast_and_teaches_the_rule_broken_and_that_the_house_decides():
    mistake = _mistake(Fault.BURN_MISSED)
    response = SpotResponse(mistake.beat + 1, mistake.place, mistake.fault, 0.4)
    judgement = judge_spot(SpotAnswer(mistake), response)
    html = verdict_html(judgement, mistake, response, 0.8)
    assert "Caught — 0.8 s after it happened" in html
    assert worded(mistake.reason).text in html and worded(mistake.reason).rule in html
    assert mistake.remedy is None and "What follows is for the house to decide." in html
    # A right stop at a level that explains only a wrong one: the heading alone.
    assert verdict_html(judgement, mistake, response, 0.8, short=True).count("<p>") == 0


def test_a_stop_named_wrongly_says_what_was_wrong_with_it():
    mistake = _mistake(Fault.POT_WRONG_SEAT)
    assert mistake.place.seat is not None
    other = Place(PlaceKind.SEAT, mistake.place.seat % 9 + 1)
    response = SpotResponse(mistake.beat + 1, other, Fault.WRONG_RAKE)
    judgement = judge_spot(SpotAnswer(mistake), response)
    assert judgement.outcome is Outcome.MISNAMED
    html = verdict_html(judgement, mistake, response, 0.2)
    assert f"The mistake was at seat {mistake.place.seat}, not at {place_words(other)}." in html
    assert "What went wrong: the pot pushed to the wrong seat — not “the wrong rake taken”." in html


@pytest.mark.parametrize(
    ("stopped", "heading"),
    [
        (None, "✓ Right: a clean hand, nothing to stop"),
        (3, "✗ False alarm: that hand was dealt right up to there"),
    ],
)
def test_a_clean_hand_let_run_is_right_and_stopped_a_false_alarm(stopped, heading):
    judgement = judge_spot(SpotAnswer(None), SpotResponse(stopped))
    html = verdict_html(judgement, None, SpotResponse(stopped), None)
    assert heading in html and "rule" not in html


def test_the_answer_key_and_an_exams_review_say_the_mistake_and_the_stop_side_by_side():
    from dealer_trainer.gui.answerwords import answer_words, response_words

    mistake = _mistake(Fault.BURN_MISSED)
    answer = SpotAnswer(mistake)
    assert answer_words(answer) == "no card burned before the street, at the burn pile"
    assert answer_words(SpotAnswer(None)) == "no mistake: let the hand run"
    assert response_words(answer, SpotResponse(None)) == "let the hand run"
    stopped = SpotResponse(4, Place(PlaceKind.SEAT, 2), Fault.WRONG_RAKE)
    assert response_words(answer, stopped) == "stopped the hand: the wrong rake taken, at seat 2"
    assert response_words(answer, SpotResponse(4)) == "stopped the hand: nothing named, at no place"
