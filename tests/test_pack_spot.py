"""Spot the error in packs: a mistake pinned to a moment of a hand as a street and which of
its events, written and read back, its expected answer checked, the worst files refused
naming the question, and the editing model's choices of mistake and moment."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.engine.events import Ante, Burn
from dealer_trainer.packs import editing
from dealer_trainer.packs.checking import expect_of, problems
from dealer_trainer.packs.model import FORMAT, Pack, PackError, PackItem, PackQuestion
from dealer_trainer.packs.moments import Moment, beat_streets, fault_moments, moment_of, site_of, spot_point
from dealer_trainer.packs.storage import load_pack, pack_from_json, questions_of, save_pack
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import NO_FAULT
from dealer_trainer.training.spotting import Award, Fault, PlaceKind, SpotAnswer, possible_faults, true_beats

#: A Five-card Stud hand played to a showdown of two pots' pushes, with a burn on each later street.
STUD5 = "007-random-stud5-pa"
#: A Seven-card Stud hand with antes, stopped on fourth street after its burn.
STUD7 = "000-random-stud7-pa"


def scenario(name: str = STUD5) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    return loaded


def spot_pack(question: dict[str, Any], name: str = STUD5) -> dict[str, Any]:
    """A pack file's object of one hand asking ``question`` (the drill filled in)."""
    return {
        "format": FORMAT,
        "title": "Spot",
        "items": [{"scenario": scenario(name), "questions": [{"drill": "spot-the-error", **question}]}],
    }


def refusal(data: dict[str, Any]) -> str:
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    return str(caught.value)


# --- the moment ---------------------------------------------------------------------


def test_every_true_beat_is_one_moment_and_back() -> None:
    hand = play(load_scenario(scenario()))
    for site in range(len(true_beats(hand))):
        assert site_of(hand, moment_of(hand, site)) == site


def test_the_antes_count_on_the_first_street_and_the_pushes_on_the_last() -> None:
    hand = play(load_scenario(scenario(STUD5)))
    beats, streets = true_beats(hand), beat_streets(hand)
    antes = [i for i, beat in enumerate(beats) if isinstance(beat, Ante)]
    pushes = [i for i, beat in enumerate(beats) if isinstance(beat, Award)]
    assert antes and pushes
    assert {streets[i] for i in antes} == {hand.spec.first_street}
    assert {streets[i] for i in pushes} == {hand.spec.last_street}
    assert moment_of(hand, antes[0]) == Moment(hand.spec.first_street, 0)


def test_a_street_burn_is_its_first_event() -> None:
    hand = play(load_scenario(scenario(STUD5)))
    burns = fault_moments(hand, Fault.BURN_MISSED)
    assert [m.moment for m in burns] == [Moment(3, 0), Moment(4, 0), Moment(5, 0)]
    assert all(isinstance(m.beat, Burn) for m in burns)


def test_a_moment_the_hand_does_not_have_has_no_site() -> None:
    hand = play(load_scenario(scenario()))
    assert site_of(hand, Moment(4, 999)) is None
    assert site_of(hand, Moment(7, 0)) is None  # Five-card Stud has no seventh street


# --- the file -----------------------------------------------------------------------


def test_a_mistake_is_written_as_a_street_and_event_and_read_back_at_the_same_beat(tmp_path: Path) -> None:
    hand = play(load_scenario(scenario()))
    burn = fault_moments(hand, Fault.BURN_MISSED)[1]  # fourth street's burn
    question = PackQuestion(Drill.SPOT, spot_point(Fault.BURN_MISSED.value, burn.site))
    pack = Pack("Spot", (PackItem(scenario(), (question,)),))
    written = pack.to_json()
    assert written["format"] == FORMAT
    assert written["items"][0]["questions"][0] == {
        "drill": "spot-the-error",
        "fault": "burn-missed",
        "street": 4,
        "event": 0,
    }
    path = tmp_path / "spot.studpack"
    save_pack(pack, path)
    back = load_pack(path)
    assert back.items[0].questions[0].point == question.point
    (asked,) = questions_of(back)[0]
    assert isinstance(asked.answer, SpotAnswer) and asked.answer.mistake is not None
    assert asked.answer.mistake.fault is Fault.BURN_MISSED
    assert asked.answer.mistake.place.kind is PlaceKind.BURN


def test_a_clean_hand_is_written_as_fault_none_with_no_moment() -> None:
    pack = Pack("Spot", (PackItem(scenario(), (PackQuestion(Drill.SPOT, spot_point(NO_FAULT)),)),))
    written = pack.to_json()["items"][0]["questions"][0]
    assert written == {"drill": "spot-the-error", "fault": "none"}
    (asked,) = questions_of(pack_from_json(pack.to_json()))[0]
    assert isinstance(asked.answer, SpotAnswer) and asked.answer.mistake is None


def test_a_mistake_with_no_moment_is_shown_at_the_same_moment_each_time() -> None:
    data = spot_pack({"fault": "pot-wrong-seat"})
    first = questions_of(pack_from_json(data))[0][0]
    again = questions_of(pack_from_json(copy.deepcopy(data)))[0][0]
    assert isinstance(first.answer, SpotAnswer) and first.answer.mistake is not None
    assert first.answer == again.answer


def test_the_moment_stays_with_its_street_when_an_earlier_street_changes() -> None:
    # Without antes, every beat after them comes earlier in the hand; the burn stays fourth street's.
    hand = play(load_scenario(scenario(STUD7)))
    (burn,) = fault_moments(hand, Fault.BURN_MISSED)
    pack = Pack(
        "Spot",
        (PackItem(scenario(STUD7), (PackQuestion(Drill.SPOT, spot_point("burn-missed", burn.site)),)),),
    )
    edit = editing.set_stake(pack, editing.Selection(0, 0), "ante", 0, random.Random(1))
    assert edit.replay is not None and edit.replay.dropped == 0
    moved = edit.pack.items[0].questions[0].point
    assert moved.site is not None and moved.site < burn.site
    after = play(load_scenario(edit.pack.items[0].scenario))
    assert moment_of(after, moved.site) == burn.moment == Moment(4, 0)


# --- the expected answer ----------------------------------------------------------


def test_the_engine_s_mistake_recorded_as_expected_passes_the_check() -> None:
    pack = pack_from_json(spot_pack({"fault": "pot-wrong-seat", "street": 5, "event": 16}))
    (asked,) = questions_of(pack)[0]
    expect = expect_of(asked)
    assert expect["fault"] == "pot-wrong-seat" and expect["place"] == "seat"
    checked = pack_from_json(
        spot_pack({"fault": "pot-wrong-seat", "street": 5, "event": 16, "expect": expect})
    )
    assert problems(checked) == []


@pytest.mark.parametrize(
    ("expect", "says"),
    [
        ({"fault": "none"}, "let the hand run"),
        ({"fault": "burn-missed", "place": "burn"}, "no card burned"),
        ({"fault": "pot-wrong-seat", "place": "seat", "seat": 9}, "at seat 9"),
    ],
)
def test_an_expected_mistake_the_engine_disagrees_with_is_flagged(expect: dict[str, Any], says: str) -> None:
    pack = pack_from_json(spot_pack({"fault": "pot-wrong-seat", "street": 5, "event": 16, "expect": expect}))
    (problem,) = problems(pack)
    assert problem.where == "hand 1, question 1"
    assert says in problem.message and "the pot pushed to the wrong seat" in problem.message


def test_an_expected_mistake_on_a_clean_hand_is_a_false_alarm_the_check_flags() -> None:
    pack = pack_from_json(spot_pack({"fault": "none", "expect": {"fault": "burn-missed", "place": "burn"}}))
    (problem,) = problems(pack)
    assert "no mistake" in problem.message


# --- the worst files ----------------------------------------------------------------


def test_an_unknown_mistake_is_refused_naming_the_field() -> None:
    message = refusal(spot_pack({"fault": "dealer-sneezed"}))
    assert message.startswith("hand 1, question 1: fault")


def test_a_mistake_at_a_moment_it_cannot_happen_is_refused_in_the_fault_layer_s_words() -> None:
    # Fifth street's second event is a card dealt, not a burn to leave out.
    message = refusal(spot_pack({"fault": "burn-missed", "street": 5, "event": 1}))
    assert message == "hand 1, question 1: event: that mistake cannot happen at that moment of this hand"


def test_a_mistake_the_hand_cannot_have_at_all_is_refused() -> None:
    # A hand stopped on fourth street pushes no pot.
    message = refusal(spot_pack({"fault": "pot-wrong-seat"}, STUD7))
    assert message == "hand 1, question 1: fault: this hand has no moment where that mistake can happen"


def test_a_moment_past_the_street_s_events_is_refused_saying_how_many_it_has() -> None:
    hand = play(load_scenario(scenario()))
    count = beat_streets(hand).count(4)
    message = refusal(spot_pack({"fault": "burn-missed", "street": 4, "event": 99}))
    assert message == (
        f"hand 1, question 1: event: this hand has no event 99 on street 4: that street has {count} "
        "events (counted from 0)"
    )


@pytest.mark.parametrize(
    ("question", "field"),
    [
        ({"fault": "burn-missed", "street": 4, "event": "0"}, "event"),
        ({"fault": "burn-missed", "street": "4", "event": 0}, "street"),
        ({"fault": 3}, "fault"),
        ({"fault": "burn-missed", "street": 4, "event": -1}, "event"),
        ({"fault": "burn-missed", "street": 4, "event": 0.5}, "event"),
        ({"fault": "burn-missed", "expect": {"fault": "burn-missed", "place": "the-felt"}}, "expect.place"),
        (
            {"fault": "burn-missed", "expect": {"fault": "burn-missed", "place": "seat", "seat": "4"}},
            "expect.seat",
        ),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_naming_it(question: dict[str, Any], field: str) -> None:
    assert refusal(spot_pack(question)).startswith(f"hand 1, question 1: {field}")


@pytest.mark.parametrize(
    ("question", "field", "says"),
    [
        ({"fault": "burn-missed", "event": 0}, "event", "give both"),
        ({"fault": "burn-missed", "street": 4}, "street", "give both"),
        ({"fault": "none", "street": 4, "event": 0}, "street", "has no moment to pin"),
        ({"street": 4, "event": 0}, "street", 'give the "fault" as well'),
        ({"fault": "burn-missed", "step": 0}, "step", 'not by "step"'),
        (
            {"fault": "burn-missed", "expect": {"fault": "burn-missed", "place": "seat"}},
            "expect",
            "the mistake",
        ),
        ({"fault": "burn-missed", "expect": {"fault": "none", "place": "burn"}}, "expect", "the mistake"),
        ({"fault": "burn-missed", "expect": {"seat": 4}}, "expect", "the mistake"),
    ],
)
def test_a_moment_or_answer_that_says_too_little_or_too_much_is_refused(
    question: dict[str, Any], field: str, says: str
) -> None:
    message = refusal(spot_pack(question))
    assert message.startswith(f"hand 1, question 1: {field}:") and says in message


def test_a_mistake_on_another_drill_is_refused() -> None:
    data = spot_pack({})
    data["items"][0]["questions"] = [{"drill": "bring-in", "fault": "burn-missed"}]
    message = refusal(data)
    assert message.startswith("hand 1, question 1: fault:") and '"spot-the-error"' in message
    data["items"][0]["questions"] = [{"drill": "bring-in", "expect": {"fault": "none"}}]
    assert refusal(data).startswith("hand 1, question 1: expect.fault:")


def test_a_version_1_pack_cannot_hold_spot_the_error() -> None:
    data = spot_pack({"fault": "none"})
    data["format"] = "stud-pack/1"
    assert refusal(data).startswith('hand 1, question 1: drill: a "stud-pack/1" pack cannot hold this')


# --- the editing model ------------------------------------------------------------


def spot_item_pack(name: str = STUD5) -> tuple[Pack, editing.Selection]:
    pack = Pack("Spot", (PackItem(scenario(name), ()),))
    edit = editing.add_question(pack, editing.Selection(0, -1), Drill.SPOT)
    return edit.pack, edit.selection


def test_a_new_spot_question_is_pinned_at_once_to_a_mistake_and_moment() -> None:
    pack, selection = spot_item_pack()
    point = pack.items[0].questions[selection.question].point
    assert point.fault is not None
    again, _ = spot_item_pack()
    assert again.items[0].questions[0].point == point


def test_choosing_a_mistake_pins_it_to_its_first_moment_and_a_clean_hand_to_none() -> None:
    pack, selection = spot_item_pack()
    hand = play(load_scenario(scenario()))
    assert editing.spot_choices(hand) == possible_faults(hand)
    assert {Fault.BURN_MISSED, Fault.POT_WRONG_SEAT} <= set(editing.spot_choices(hand))
    edit = editing.set_question_fault(pack, selection, "burn-missed", random.Random(0))
    first = editing.spot_moments(hand, "burn-missed")[0]
    assert edit.pack.items[0].questions[0].point == spot_point("burn-missed", first.site)
    later = editing.spot_moments(hand, "burn-missed")[2]
    moved = editing.set_question_site(edit.pack, selection, later.site)
    assert moved.pack.items[0].questions[0].point.site == later.site
    again = editing.set_question_fault(moved.pack, selection, "burn-missed", random.Random(0))
    assert again.pack is moved.pack  # the same mistake chosen again keeps its moment
    clean = editing.set_question_fault(moved.pack, selection, NO_FAULT, random.Random(0))
    assert clean.pack.items[0].questions[0].point == spot_point(NO_FAULT)
    with pytest.raises(editing.EditError, match="a clean hand has no moment"):
        editing.set_question_site(clean.pack, selection, later.site)


def test_a_mistake_the_hand_cannot_show_is_refused_by_the_editing_model() -> None:
    pack, selection = spot_item_pack(STUD7)
    with pytest.raises(editing.EditError, match="no moment where that mistake can happen"):
        editing.set_question_fault(pack, selection, "pot-wrong-seat", random.Random(0))
