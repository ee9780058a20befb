"""Who brings in, and who acts first on later streets."""

from __future__ import annotations

import pytest
from helpers import act, deal_deck, hand_of, scenario

from dealer_trainer.engine import replay

THREE = {1: "2s 3s Kc", 2: "2h 3h Kd", 3: "2d 3d 4h"}


def bring_in(
    variant: str, ups: dict[int, str], rules: str | None = None, button: int | None = None, **kw: object
) -> dict:
    seats = sorted(ups)
    order = seats if button is None else [s for s in seats if s > button] + [s for s in seats if s <= button]
    filler = iter("2c 2d 2h 2s 3c 3d 3h 3s 4c 4d 4h 4s 5c 5d 5h 5s 6c 6d 6h 6s".split())
    used = set(ups.values())
    down = {}
    n_down = 4 if variant == "super-stud7-hilo8" else (1 if variant == "stud5" else 2)
    for seat in order:
        picks = []
        while len(picks) < n_down:
            card = next(filler)
            if card not in used:
                picks.append(card)
                used.add(card)
        down[seat] = " ".join(picks + [ups[seat]])
    data = scenario(
        variant, seats=seats, deck=deal_deck(variant, order, down), rules=rules, button=button, **kw
    )
    if variant == "super-stud7-hilo8":
        hand = hand_of(data)
        data["actions"] = [
            act(s, "discard", cards=[str(c) for c in hand.seats[s].down_cards[:2]]) for s in order
        ]
    return replay(data)


@pytest.mark.parametrize("variant", ["stud7", "stud5", "stud7-hilo8", "super-stud7-hilo8"])
@pytest.mark.parametrize("rules", ["pa", "cardroom", "online"])
def test_lowest_up_card_brings_in_with_aces_high(variant: str, rules: str) -> None:
    report = bring_in(variant, {1: "As", 2: "7d", 3: "Kh"}, rules)
    assert report["bring_in"] == 2


@pytest.mark.parametrize("variant", ["stud7", "stud5", "stud7-hilo8", "super-stud7-hilo8"])
def test_rank_tie_for_lowest_goes_to_the_lowest_suit_clubs(variant: str) -> None:
    report = bring_in(variant, {1: "7d", 2: "7c", 3: "7s"})
    assert report["bring_in"] == 2
    reason = report["decisions"][0]
    assert "7♣" in reason["text"] and "clubs rank below diamonds and spades" in reason["text"]


@pytest.mark.parametrize("rules", ["pa", "cardroom", "online"])
def test_stud_low_highest_up_card_brings_in_with_the_king_highest(rules: str) -> None:
    report = bring_in("stud7-low", {1: "Kd", 2: "As", 3: "Qh"}, rules)
    assert report["bring_in"] == 1


def test_stud_low_rank_tie_goes_to_the_highest_suit() -> None:
    report = bring_in("stud7-low", {1: "Kd", 2: "Ks", 3: "Kh"})
    assert report["bring_in"] == 2


def test_pa_hilo_split_highest_card_ace_low_brings_in() -> None:
    report = bring_in("stud7-hilo", {1: "Ac", 2: "Qd", 3: "5h"}, "pa")
    assert report["bring_in"] == 2
    assert report["decisions"][0]["rule"] == "PA §637a.10(d)(3)"


@pytest.mark.parametrize("rules", ["cardroom", "online"])
def test_house_and_online_hilo_split_lowest_card_ace_high_brings_in(rules: str) -> None:
    report = bring_in("stud7-hilo", {1: "Ac", 2: "Qd", 3: "5h"}, rules)
    assert report["bring_in"] == 3


def test_hilo_bring_in_override_changes_the_rule_and_its_reference() -> None:
    report = bring_in(
        "stud7-hilo", {1: "Ac", 2: "Qd", 3: "5h"}, "pa", overrides={"hilo_bring_in": "lowest_ace_high"}
    )
    assert report["bring_in"] == 3
    assert report["decisions"][0]["rule"] == "Pennsylvania rules, with this table's own bring-in rule"


@pytest.mark.parametrize(
    "variant, section",
    [
        ("stud7", "PA §637a.10(d)(1)"),
        ("stud7-low", "PA §637a.10(d)(2)"),
        ("stud7-hilo8", "PA §637a.10(d)(4)"),
        ("super-stud7-hilo8", "PA §637a.10(m), (d)(4)"),
        ("stud5", "PA §637a.14(d)"),
    ],
)
def test_bring_in_reason_cites_the_pa_subsection(variant: str, section: str) -> None:
    report = bring_in(variant, {1: "Ac", 2: "9d", 3: "5h"})
    assert report["decisions"][0]["rule"] == section


# --- first to act -----------------------------------------------------------


def fourth_street(
    ups3: dict[int, str],
    ups4: dict[int, str],
    variant: str = "stud7",
    button: int | None = None,
    stacks: dict[int, int] | None = None,
    ante: int = 1,
) -> dict:
    seats = sorted(ups3)
    order = seats if button is None else [s for s in seats if s > button] + [s for s in seats if s <= button]
    used = set(ups3.values()) | set(ups4.values())
    spare = iter(c for c in (r + s for r in "23456789TJQKA" for s in "cdhs") if c not in used)
    hands = {s: f"{next(spare)} {next(spare)} {ups3[s]}" for s in order}
    burn = next(spare)
    deck = deal_deck(variant, order, hands, later=[burn] + [ups4[s] for s in order])
    data = scenario(variant, seats=stacks or seats, deck=deck, button=button, stakes=(ante, 1, 2, 4))
    hand = hand_of(data)
    actions = [act(hand.to_act, "bring_in")]
    data["actions"] = actions
    hand = hand_of(data)
    while hand.street == 3 and not hand.over:
        seat = hand.to_act
        actions.append(act(seat, "call" if "call" in [k.value for k in hand.legal_actions()] else "check"))
        hand = hand_of(data)
    return replay(data)


def test_best_high_hand_showing_acts_first() -> None:
    report = fourth_street({1: "Kc", 2: "2d", 3: "9h"}, {1: "3c", 2: "2s", 3: "Ah"})
    assert report["first_to_act"] == {"4": 2}
    assert "a pair of twos" in report["decisions"][1]["text"]


def test_equal_showing_hands_go_to_the_seat_closest_to_the_dealers_left() -> None:
    # button 2: the dealer's left is seat 3, then 1, then 2
    report = fourth_street({1: "Kc", 2: "Kd", 3: "Kh"}, {1: "9c", 2: "9d", 3: "9h"}, button=2)
    assert report["first_to_act"] == {"4": 3}
    reason = report["decisions"][1]
    assert reason["rule"] == "PA §637a.10(f)(3)"
    assert "closest to the dealer's left" in reason["text"]


def test_stud_low_best_low_hand_showing_acts_first() -> None:
    report = fourth_street({1: "Kc", 2: "2d", 3: "5h"}, {1: "3c", 2: "2s", 3: "Ah"}, variant="stud7-low")
    assert report["first_to_act"] == {"4": 3}  # 5-A beats K-3 and a pair of twos
    assert report["decisions"][1]["rule"] == "PA §637a.10(f)(2)"


def test_stud5_best_showing_acts_first_on_third_street() -> None:
    data = scenario(
        "stud5",
        seats=[1, 2],
        deck=deal_deck("stud5", [1, 2], {1: "2c 9h", 2: "3c 4h"}, later=["5c", "Kd", "Kh"]),
    )
    data["actions"] = [act(2, "bring_in"), act(1, "call")]
    report = replay(data)
    # seat 1 shows 9♥ K♦, seat 2 shows 4♥ K♥: king high both, the nine kicker decides
    assert report["bring_in"] == 2
    assert report["first_to_act"] == {"3": 1}
    assert report["decisions"][1]["rule"] == "PA §637a.14(f)(1)"


def test_all_in_best_hand_passes_the_opening_to_the_next_seat_that_can_act() -> None:
    # seat 2 is all-in after calling the bring-in; it shows the best hand on fourth
    report = fourth_street(
        {1: "Kc", 2: "2d", 3: "9h"}, {1: "3c", 2: "2s", 3: "Ah"}, stacks={1: 100, 2: 2, 3: 100}
    )
    assert report["first_to_act"] == {"4": 3}
    assert "all-in" in report["decisions"][1]["text"]


def test_a_bring_in_passed_on_by_an_all_in_seat_cites_robert_s_rules_in_words() -> None:
    # seat 1's 2♣ would bring in, but the ante took its whole stack
    data = scenario(
        "stud7",
        seats={1: 1, 2: 100, 3: 100},
        stakes=(1, 1, 2, 4),
        deck=deal_deck("stud7", [1, 2, 3], {1: "Ah Ad 2c", 2: "Kh Kd 5h", 3: "Qh Qd 9s"}),
    )
    report = replay(data)
    assert report["bring_in"] == 2
    decision = report["decisions"][0]
    assert decision["rule"] == ("PA §637a.10(d)(1); as in Robert's Rules of Poker: the next seat brings in")
    assert "Seat 1 is all-in from the ante, so seat 2, next clockwise, must bring in." in decision["text"]
