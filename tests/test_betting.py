"""Fixed-limit betting: bring-in, completion, cap, open pair, check-raise, all-ins."""

from __future__ import annotations

import pytest
from helpers import act, deal_deck, hand_of, scenario

from dealer_trainer.engine import Action, ActionKind, IllegalActionError, ScenarioError, replay
from dealer_trainer.engine.events import ActionTaken

K = ActionKind
#: Why an amount on a bet is refused where the open-pair big-bet option does not apply.
OPEN_PAIR_ONLY = (
    r'^"amount" is only allowed on a fourth-street bet when a seat shows an open '
    r"pair and the rules give the big-bet option\Z"
)


def legal(hand) -> list[str]:
    return [k.value for k in hand.legal_actions()]


def do(hand, kind: str, **kw) -> None:
    hand.apply(Action(hand.to_act, ActionKind(kind), **kw))


def amounts(hand, street: int) -> list[tuple[int, str, int]]:
    return [
        (e.seat, e.kind.value, e.amount)
        for e in hand.events
        if isinstance(e, ActionTaken) and e.street == street
    ]


def three_seats(**kw):
    # seat 1 has the lowest up card (2♣) and brings in
    deck = deal_deck(
        "stud7", [1, 2, 3], {1: "Ah Kh 2c", 2: "Ad Kd 9c", 3: "As Ks Tc"}, later=["3c", "Qc", "Qd", "Jc"]
    )
    return hand_of(scenario(seats=[1, 2, 3], deck=deck, **kw))


def test_bring_in_seat_may_bring_in_or_complete() -> None:
    hand = three_seats()
    assert hand.to_act == 1 and legal(hand) == ["bring_in", "complete"]


def test_after_the_bring_in_the_others_may_fold_call_or_complete() -> None:
    hand = three_seats()
    do(hand, "bring_in")
    assert legal(hand) == ["fold", "call", "complete"]


def test_bring_in_seat_has_no_option_when_everyone_merely_calls() -> None:
    hand = three_seats()
    for kind in ("bring_in", "call", "call"):
        do(hand, kind)
    assert hand.street == 4


def test_completion_reopens_the_action_to_the_bring_in() -> None:
    hand = three_seats(stakes=(1, 1, 2, 4))
    for kind in ("bring_in", "complete", "call"):
        do(hand, kind)
    assert hand.to_act == 1 and legal(hand) == ["fold", "call", "raise"]
    do(hand, "call")
    assert amounts(hand, 3) == [(1, "bring_in", 1), (2, "complete", 2), (3, "call", 2), (1, "call", 1)]


def test_bring_in_is_not_a_bet_for_the_cap_but_the_completion_is() -> None:
    hand = three_seats()
    for kind in ("bring_in", "complete", "raise", "raise", "raise"):
        do(hand, kind)
    assert legal(hand) == ["fold", "call"]
    with pytest.raises(
        IllegalActionError,
        match=r"^raise is over the cap: the round already "
        r"has one bet and 3 raises; legal now: fold, call\Z",
    ):
        do(hand, "raise")


def test_a_full_bet_bring_in_counts_as_the_bet_for_the_cap() -> None:
    hand = three_seats(stakes=(1, 2, 2, 4))
    assert legal(hand) == ["bring_in"]  # completing is meaningless when bring-in == small bet
    do(hand, "bring_in")
    assert legal(hand) == ["fold", "call", "raise"]
    for kind in ("raise", "raise", "raise"):
        do(hand, kind)
    assert legal(hand) == ["fold", "call"]


def test_cap_applies_heads_up_too() -> None:
    deck = deal_deck("stud7", [1, 2], {1: "Ah Kh 2c", 2: "Ad Kd 9c"})
    hand = hand_of(scenario(seats=[1, 2], deck=deck))
    for kind in ("bring_in", "complete", "raise", "raise", "raise"):
        do(hand, kind)
    assert legal(hand) == ["fold", "call"]


def test_max_raises_override_changes_the_cap() -> None:
    hand = three_seats(overrides={"max_raises": 1})
    for kind in ("bring_in", "complete", "raise"):
        do(hand, kind)
    assert legal(hand) == ["fold", "call"]


def test_small_bet_on_third_and_fourth_street_big_bet_from_fifth() -> None:
    hand = three_seats(stakes=(1, 1, 2, 4))
    for kind in ("bring_in", "call", "call"):
        do(hand, kind)
    for street, size in ((4, 2), (5, 4), (6, 4), (7, 4)):
        assert hand.street == street
        do(hand, "bet")
        do(hand, "raise")
        do(hand, "call")
        do(hand, "call")
        bets = amounts(hand, street)
        assert bets[0][2] == size and bets[1][2] == 2 * size


def test_five_card_stud_small_bet_on_second_and_third_big_on_fourth_and_fifth() -> None:
    deck = deal_deck("stud5", [1, 2], {1: "Ah 2c", 2: "Ad 9c"})
    hand = hand_of(scenario("stud5", seats=[1, 2], deck=deck, stakes=(1, 1, 2, 4)))
    do(hand, "bring_in")
    do(hand, "call")
    for street, size in ((3, 2), (4, 4), (5, 4)):
        assert hand.street == street
        do(hand, "bet")
        do(hand, "call")
        assert amounts(hand, street)[0][2] == size


def test_check_raise_is_allowed() -> None:
    hand = three_seats()
    for kind in ("bring_in", "call", "call", "check", "bet"):
        do(hand, kind)
    do(hand, "call")
    assert legal(hand) == ["fold", "call", "raise"]  # the seat that checked may now raise
    do(hand, "raise")


def test_call_with_nothing_owed_is_an_error_but_fold_is_allowed() -> None:
    hand = three_seats()
    for kind in ("bring_in", "call", "call"):
        do(hand, kind)
    with pytest.raises(
        IllegalActionError, match="nothing is owed, so check instead of call; legal now: fold, check, bet"
    ):
        do(hand, "call")
    assert "fold" in legal(hand)


def test_amount_on_a_bet_without_the_open_pair_option_is_an_error() -> None:
    hand = three_seats()
    for kind in ("bring_in", "call", "call"):
        do(hand, kind)
    with pytest.raises(IllegalActionError, match=OPEN_PAIR_ONLY):
        do(hand, "bet", amount=4)


def open_pair_hand(rules: str | None = None, variant: str = "stud7", **kw):
    # seat 2 pairs its nines on fourth street
    deck = deal_deck(
        variant, [1, 2, 3], {1: "Ah Kh 2c", 2: "Ad Kd 9c", 3: "As Ks Tc"}, later=["3c", "Qc", "9d", "Jc"]
    )
    hand = hand_of(scenario(variant, seats=[1, 2, 3], deck=deck, rules=rules, **kw))
    for kind in ("bring_in", "call", "call"):
        do(hand, kind)
    return hand


def test_open_pair_on_fourth_street_allows_the_big_bet_online() -> None:
    hand = open_pair_hand("online", stakes=(1, 1, 2, 4))
    assert hand.to_act == 2
    do(hand, "bet", amount=4)
    do(hand, "raise")
    assert amounts(hand, 4) == [(2, "bet", 4), (3, "raise", 8)]


def test_open_pair_small_opening_bet_keeps_small_raises() -> None:
    hand = open_pair_hand("online", stakes=(1, 1, 2, 4))
    do(hand, "bet", amount=2)
    do(hand, "raise")
    assert amounts(hand, 4) == [(2, "bet", 2), (3, "raise", 4)]


def test_open_pair_option_is_off_in_the_pa_preset() -> None:
    hand = open_pair_hand("pa")
    with pytest.raises(IllegalActionError, match=OPEN_PAIR_ONLY):
        do(hand, "bet", amount=4)


def test_open_pair_option_is_for_seven_card_stud_high_only() -> None:
    hand = open_pair_hand("online", variant="stud7-hilo8")
    with pytest.raises(IllegalActionError, match=OPEN_PAIR_ONLY):
        do(hand, "bet", amount=4)


def test_open_pair_bet_of_another_size_is_an_error() -> None:
    hand = open_pair_hand("online", stakes=(1, 1, 2, 4))
    with pytest.raises(IllegalActionError, match=r"^the opening bet may be 2 or 4, not 3\Z"):
        do(hand, "bet", amount=3)


def test_raise_is_illegal_when_no_other_seat_could_answer_it() -> None:
    deck = deal_deck("stud7", [1, 2], {1: "Ah Kh 2c", 2: "Ad Kd 9c"})
    hand = hand_of(scenario(seats={1: 100, 2: 4}, deck=deck, stakes=(1, 1, 2, 4)))
    do(hand, "bring_in")
    do(hand, "complete")  # seat 2: 1 ante + 2, one chip behind
    do(hand, "raise")  # seat 1 raises to 4
    do(hand, "call")  # seat 2 calls all-in for its last chip
    assert hand.seats[2].stack == 0
    assert hand.to_act is None  # no betting: fewer than two seats can act
    assert hand.over


def test_an_all_in_call_for_less_makes_a_side_pot() -> None:
    deck = deal_deck("stud7", [1, 2, 3], {1: "Ah Kh 2c", 2: "Ad Kd 9c", 3: "As Ks Tc"})
    hand = hand_of(scenario(seats={1: 100, 2: 3, 3: 100}, deck=deck, stakes=(1, 1, 2, 4)))
    for kind in ("bring_in", "complete", "call"):
        do(hand, kind)
    assert hand.seats[2].stack == 0
    event = next(e for e in hand.events if isinstance(e, ActionTaken) and e.seat == 2)
    assert event.all_in and event.amount == 2
    do(hand, "call")
    while not hand.over:
        do(hand, "bet" if "bet" in legal(hand) else "call")
    pots = hand.result.pots
    assert pots[0].amount == 9 and pots[0].eligible == (1, 2, 3)
    assert len(pots) == 2 and pots[1].eligible == (1, 3)
    assert pots[1].amount == 2 * (2 + 4 + 4 + 4)
    assert sum(hand.result.awards.values()) == hand.pot_total


def test_an_uncalled_bet_is_returned_to_the_bettor() -> None:
    data = replay(scenario(seats=[1, 2], actions=[act(1, "bring_in"), act(2, "complete"), act(1, "fold")]))
    assert data["result"]["awards"] == {"2": 5}


def test_everyone_folding_ends_the_hand_at_once() -> None:
    deck = deal_deck("stud7", [1, 2, 3], {1: "Ah Kh 2c", 2: "Ad Kd 9c", 3: "As Ks Tc"})
    hand = hand_of(scenario(seats=[1, 2, 3], deck=deck))
    for kind in ("bring_in", "complete", "fold", "fold"):
        do(hand, kind)
    assert hand.over and hand.result.awards == {2: 6}
    assert not any(e.street == 4 for e in hand.events if hasattr(e, "street"))


def test_an_action_after_the_hand_is_over_is_an_error() -> None:
    with pytest.raises(ScenarioError) as caught:
        replay(scenario(seats=[1, 2], actions=[act(1, "bring_in"), act(2, "fold"), act(1, "check")]))
    assert caught.value.where == "actions[2]"
    assert "over" in caught.value.message


def test_out_of_turn_names_the_seat_to_act() -> None:
    with pytest.raises(ScenarioError) as caught:
        replay(scenario(seats=[1, 2, 3], actions=[act(2, "bring_in")]))
    assert str(caught.value) == "actions[0]: seat 2 acted out of turn; seat 1 is to act"


def test_discard_is_only_for_super_seven() -> None:
    with pytest.raises(ScenarioError) as caught:
        replay(scenario(seats=[1, 2], actions=[act(1, "discard", cards=["2c", "2h"])]))
    assert "Super" in caught.value.message


def test_super_seven_every_seat_discards_two_down_cards_in_any_order() -> None:
    data = scenario("super-stud7-hilo8", seats=[1, 2, 3])
    hand = hand_of(data)
    assert hand.to_act == 1 and legal(hand) == ["discard"]
    down3 = [str(c) for c in hand.seats[3].down_cards]
    data["actions"] = [act(3, "discard", cards=down3[:2])]
    report = replay(data)
    assert report["next"] == {"seat": 1, "street": 3, "legal": ["discard"]}
    assert report["bring_in"] is None
    not_down = "Ah" if "Ah" not in down3 else "Kh"
    with pytest.raises(
        ScenarioError,
        match=rf"^actions\[0\]: {not_down} is not one of seat 3's "
        "face-down cards",
    ):
        replay({**data, "actions": [act(3, "discard", cards=[down3[0], not_down])]})
    with pytest.raises(ScenarioError, match=r"^actions\[1\]: seat 3 has already discarded\Z"):
        replay({**data, "actions": data["actions"] * 2})
    with pytest.raises(
        ScenarioError,
        match=r"^actions\[0\]: every seat must discard two "
        "face-down cards before the betting; seat 1 is the next to discard",
    ):
        replay({**data, "actions": [act(1, "bring_in")]})
