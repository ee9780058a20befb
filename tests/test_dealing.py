"""Dealing: order, burns, the common card and the burn-card reshuffle."""

from __future__ import annotations

import random

import pytest
from helpers import hand_of, passive, scenario

from dealer_trainer.engine import ALL_CARDS, ScenarioError, replay
from dealer_trainer.engine.events import Burn, Common, Deal, Reshuffle
from dealer_trainer.engine.openers import DecisionKind


def kinds(hand, street: int) -> list[str]:
    names = {Burn: "burn", Common: "common", Deal: "deal", Reshuffle: "reshuffle"}
    return [names[type(e)] for e in hand.events if type(e) in names and getattr(e, "street", None) == street]


def shuffled_deck(seed: int) -> list[str]:
    deck = [str(c) for c in ALL_CARDS]
    random.Random(seed).shuffle(deck)
    return deck


def test_initial_deal_starts_at_the_dealers_left_one_card_at_a_time() -> None:
    hand = hand_of(scenario(seats=[2, 5, 7], button=5))
    deals = [e.seat for e in hand.events if isinstance(e, Deal)]
    assert deals == [7, 2, 5] * 3
    ups = [e.up for e in hand.events if isinstance(e, Deal)]
    assert ups == [False] * 6 + [True] * 3


def test_house_dealer_sits_before_the_lowest_seat_when_there_is_no_button() -> None:
    hand = hand_of(scenario(seats=[3, 6, 9]))
    assert [e.seat for e in hand.events if isinstance(e, Deal)][:3] == [3, 6, 9]


def test_no_burn_before_the_initial_deal_and_one_before_every_later_street() -> None:
    hand = hand_of(scenario(seats=[1, 2, 3]))
    assert kinds(hand, 3) == ["deal"] * 9
    passive(hand)
    for street in (4, 5, 6, 7):
        assert kinds(hand, street) == ["burn", "deal", "deal", "deal"]


def test_seventh_street_is_dealt_face_down_and_the_others_up() -> None:
    hand = hand_of(scenario(seats=[1, 2]))
    passive(hand)
    ups = {e.street: e.up for e in hand.events if isinstance(e, Deal) and e.street > 3}
    assert ups == {4: True, 5: True, 6: True, 7: False}


def test_later_streets_skip_folded_seats_and_include_all_in_seats() -> None:
    hand = hand_of(
        scenario(seats={1: 1000, 2: 2, 3: 1000, 4: 1000}, stakes=(1, 1, 2, 4), deck=shuffled_deck(3))
    )
    folder = next(s for s in (4, 3, 1) if s != hand.bring_in)
    passive(hand, fold={folder}, fold_street=3)
    fourth = [e.seat for e in hand.events if isinstance(e, Deal) and e.street == 4]
    assert folder not in fourth
    assert hand.seats[2].stack == 0 and 2 in fourth


def test_eight_seats_run_short_on_seventh_street_and_reshuffle_the_burn_cards() -> None:
    hand = hand_of(scenario(seats=range(1, 9), deck=shuffled_deck(1)))
    passive(hand)
    assert kinds(hand, 6) == ["burn"] + ["deal"] * 8
    assert kinds(hand, 7) == ["reshuffle", "burn", "common"]
    reshuffle = next(e for e in hand.events if isinstance(e, Reshuffle))
    burned = [e.card for e in hand.events if isinstance(e, Burn) and e.street < 7]
    # the one card left in the stub joins the three burn cards
    assert len(reshuffle.cards) == 4 and set(burned) < set(reshuffle.cards)
    assert reshuffle.reason.rule == "PA §637a.10(h); house reading: the last card joins the burn cards"


def test_nine_seats_get_a_common_card_on_sixth_and_seventh_street_without_reshuffle() -> None:
    hand = hand_of(scenario(seats=range(1, 10), deck=shuffled_deck(2)))
    passive(hand)
    assert kinds(hand, 5) == ["burn"] + ["deal"] * 9
    assert kinds(hand, 6) == ["burn", "common"]
    assert kinds(hand, 7) == ["burn", "common"]
    common = next(e for e in hand.events if isinstance(e, Common))
    assert common.reason.rule == "PA §637a.10(h)"
    assert "only 5 were left" in common.reason.text


def test_a_fold_leaves_enough_cards_to_deal_each_seat() -> None:
    hand = hand_of(scenario(seats=range(1, 10), deck=shuffled_deck(4)))
    passive(hand, fold={1, 2, 3, 4, 5}, fold_street=3)
    # four seats left after third street: the stub never runs short
    for street in (4, 5, 6, 7):
        assert kinds(hand, street) == ["burn"] + ["deal"] * 4


def test_common_card_counts_as_a_face_up_card_of_every_hand() -> None:
    hand = hand_of(scenario(seats=range(1, 10), deck=shuffled_deck(5)))
    passive(hand)
    common = [e.card for e in hand.events if isinstance(e, Common)]
    decision = next(d for d in hand.decisions if d.kind is DecisionKind.FIRST_TO_ACT and d.street == 6)
    assert common[0].symbol in decision.reason.text


def test_super_seven_nine_seats_needs_common_cards_from_fourth_street() -> None:
    hand = hand_of(scenario("super-stud7-hilo8", seats=range(1, 10), deck=shuffled_deck(6)))
    passive(hand)
    assert kinds(hand, 3) == ["deal"] * 45
    assert kinds(hand, 4) == ["burn", "common"]
    assert kinds(hand, 5) == ["burn", "common"]
    assert kinds(hand, 6) == ["burn", "common"]
    assert kinds(hand, 7) == ["reshuffle", "burn", "common"]
    fourth = next(e for e in hand.events if isinstance(e, Common))
    # the house applies (h) before sixth street too, and says so
    assert fourth.reason.rule == "PA §637a.10(h); house reading: on any street the cards run short"


def test_super_seven_can_need_two_reshuffles_and_then_the_muck() -> None:
    hand = hand_of(scenario("super-stud7-hilo8", seats=range(1, 9), deck=shuffled_deck(7)))
    passive(hand, fold={1, 2, 3}, fold_street=3)
    reshuffles = [e for e in hand.events if isinstance(e, Reshuffle)]
    assert [r.street for r in reshuffles] == [6, 7]
    assert len(reshuffles[0].cards) == 2  # the burns of fourth and fifth street
    assert "muck" in reshuffles[1].reason.text
    assert len(reshuffles[1].cards) > 2


def test_the_scenarios_reshuffle_order_is_the_new_stub() -> None:
    data = scenario(seats=range(1, 9), deck=shuffled_deck(1))
    hand = hand_of(data)
    passive(hand)
    pile = next(e for e in hand.events if isinstance(e, Reshuffle)).cards
    data["actions"] = _actions_of(hand, before_street=7)
    data["reshuffles"] = [[str(c) for c in reversed(pile)]]
    out = replay(data)
    burn7 = [e for e in out["events"] if e["kind"] == "burn" and e["street"] == 7]
    common7 = [e for e in out["events"] if e["kind"] == "common" and e["street"] == 7]
    assert burn7[0]["card"] == str(pile[-1]) and common7[0]["card"] == str(pile[-2])


def _actions_of(hand, before_street: int = 99):
    from dealer_trainer.engine.events import ActionTaken

    return [
        {"seat": e.seat, "do": e.kind.value}
        for e in hand.events
        if isinstance(e, ActionTaken) and e.street < before_street
    ]


def test_a_missing_reshuffle_is_an_error_naming_reshuffles() -> None:
    hand = hand_of(scenario(seats=range(1, 9), deck=shuffled_deck(1)))
    passive(hand)
    data = scenario(seats=range(1, 9), deck=shuffled_deck(1), actions=_actions_of(hand))
    with pytest.raises(ScenarioError) as caught:
        replay(data)
    assert caught.value.where == "reshuffles"


def test_a_reshuffle_with_the_wrong_cards_is_an_error() -> None:
    hand = hand_of(scenario(seats=range(1, 9), deck=shuffled_deck(1)))
    passive(hand)
    pile = [str(c) for c in next(e for e in hand.events if isinstance(e, Reshuffle)).cards]
    wrong = pile[:-1] + [next(str(c) for c in ALL_CARDS if str(c) not in pile)]
    data = scenario(seats=range(1, 9), deck=shuffled_deck(1), actions=_actions_of(hand), reshuffles=[wrong])
    with pytest.raises(ScenarioError) as caught:
        replay(data)
    assert caught.value.where == "reshuffles[0]"


def test_an_unreached_reshuffle_is_ignored_but_must_hold_valid_cards() -> None:
    assert replay(scenario(seats=[1, 2], reshuffles=[["As", "Kd"]]))["next"]["seat"]
    with pytest.raises(ScenarioError) as caught:
        replay(scenario(seats=[1, 2], reshuffles=[["Ax"]]))
    assert caught.value.where == "reshuffles[0][0]"
