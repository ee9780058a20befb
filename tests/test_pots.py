"""Splitting pots: hi-lo halves, ties, odd chips, side pots, rake."""

from __future__ import annotations

from helpers import act, cards, scenario

from dealer_trainer.engine import Variant, preset, replay
from dealer_trainer.engine.pots import Showdown, build_pots, settle_showdown, uncalled
from dealer_trainer.engine.rules import RuleSetName, with_overrides
from dealer_trainer.engine.variants import spec_of


def settle(
    variant: str,
    hands: dict[int, str],
    committed: dict[int, int],
    rules: str = "pa",
    order: tuple[int, ...] | None = None,
    **overrides,
):
    v = Variant(variant)
    rs = with_overrides(preset(RuleSetName(rules), v), overrides)
    order = order or tuple(sorted(committed))
    sd = Showdown(spec_of(v), rs, order, {s: cards(h) for s, h in hands.items()})
    live = [s for s in order if s in hands]
    return settle_showdown(sd, committed, live)


def test_hilo_pot_halves_between_best_high_and_best_low() -> None:
    result = settle("stud7-hilo8", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 5s 7c Qd Jh"}, {1: 50, 2: 50})
    assert result.awards == {1: 50, 2: 50}
    assert result.pots[0].high == (1,) and result.pots[0].low == (2,)


def test_pa_odd_chip_of_a_hilo_pot_goes_to_the_high_half() -> None:
    result = settle(
        "stud7-hilo8",
        {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 5s 7c Qd Jh"},
        {1: 50, 2: 50, 3: 1},
        order=(1, 2, 3),
    )
    assert result.awards == {1: 51, 2: 50}
    assert any("high half takes the odd chip" in r.text for r in result.pots[0].reasons)


def test_left_of_dealer_odd_chip_of_a_hilo_pot_also_goes_to_the_high_half() -> None:
    result = settle(
        "stud7-hilo8",
        {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 5s 7c Qd Jh"},
        {1: 50, 2: 50, 3: 1},
        order=(2, 3, 1),
        rules="cardroom",
        rake_percent=0,
    )
    assert result.awards == {1: 51, 2: 50}


def test_pa_tied_high_odd_chip_goes_to_the_highest_card_by_suit() -> None:
    # both make the same ace-high flush-free straight; seat 2 holds the A♠
    result = settle(
        "stud7", {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    assert result.awards == {2: 6, 1: 5}
    assert result.pots[0].reasons[-1].rule == "PA §637a.10(i)(3)(ii)"
    assert "A♠" in result.pots[0].reasons[-1].text


def test_left_of_dealer_tied_odd_chip_goes_clockwise_from_the_dealers_left() -> None:
    result = settle(
        "stud7",
        {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"},
        {1: 5, 2: 5, 3: 1},
        order=(3, 1, 2),
        odd_chip="left_of_dealer",
    )
    assert result.awards == {1: 6, 2: 5}


def test_wheel_high_straight_counts_the_ace_as_the_low_card_for_the_odd_chip() -> None:
    # both have 5-4-3-2-A; seat 1 has the 5♠ (the high card), seat 2 the A♠
    result = settle(
        "stud7", {1: "5s 4c 3c 2c Ad Kh Qh", 2: "5h 4d 3d 2d As Kc Qc"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    assert result.awards == {1: 6, 2: 5}


def test_pa_tied_low_odd_chip_goes_to_the_lowest_card_by_suit() -> None:
    # 11 chips: 6 high to seat 1; the low half of 5 is split by two 7-5-4-3-A
    # lows, and seat 3 has the A♣, the lowest card by suit (seat 4 folded)
    result = settle(
        "stud7-hilo8",
        {1: "Kc Kd Kh Ks 2s 9h 9d", 2: "7d 5d 4d 3d Ad Qh Jh", 3: "7c 5c 4s 3s Ac Qs Js"},
        {1: 3, 2: 3, 3: 3, 4: 2},
        order=(1, 2, 3, 4),
    )
    assert result.awards == {1: 6, 2: 2, 3: 3}
    low_reason = result.pots[0].reasons[-1]
    assert low_reason.rule.startswith("PA §637a.10(i)(3)(iii)")
    assert "A♣" in low_reason.text


def test_stud_low_tie_odd_chip_uses_the_lowest_card_by_suit() -> None:
    result = settle(
        "stud7-low",
        {1: "7d 5d 4d 3d Ad Qh Jh", 2: "7c 5c 4s 3s Ac Qs Js"},
        {1: 5, 2: 5, 3: 1},
        order=(1, 2, 3),
    )
    assert result.awards == {2: 6, 1: 5}
    assert result.pots[0].low == (1, 2) and result.pots[0].high == ()


def test_eight_or_better_with_no_qualifying_low_gives_the_whole_pot_to_high() -> None:
    result = settle("stud7-hilo8", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 9s Tc Qd Jh"}, {1: 25, 2: 25})
    assert result.awards == {1: 50}
    assert result.pots[0].low == ()
    assert result.pots[0].reasons[-1].rule == "PA §637a.10(j)"


def test_hilo_without_qualifier_always_has_a_low() -> None:
    result = settle("stud7-hilo", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 9s Tc Qd Jh"}, {1: 25, 2: 25})
    assert result.awards == {1: 25, 2: 25}


def test_the_wheel_scoops_as_high_straight_and_perfect_low() -> None:
    result = settle("stud7-hilo8", {1: "Ac 2d 3h 4s 5c Kd Kh", 2: "Ks Qs Js 9s 8h 8d 2c"}, {1: 20, 2: 20})
    assert result.awards == {1: 40}
    assert result.pots[0].high == (1,) and result.pots[0].low == (1,)


def test_ties_share_a_half_equally() -> None:
    result = settle("stud7", {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"}, {1: 10, 2: 10})
    assert result.awards == {1: 10, 2: 10}


def test_side_pots_are_settled_on_their_own() -> None:
    # seat 2 all-in for 10 has the best hand; seat 1 beats seat 3 for the side pot
    result = settle(
        "stud7",
        {1: "Kc Kd 2h 3s 7c 8d 9h", 2: "Ac Ad Ah 3c 7d 8h Ts", 3: "Qc Qd 2s 4s 6c Jd Th"},
        {1: 30, 2: 10, 3: 30},
    )
    assert [(p.amount, p.eligible) for p in result.pots] == [(30, (1, 2, 3)), (40, (1, 3))]
    assert result.awards == {2: 30, 1: 40}


def test_folded_chips_fill_the_pots_but_make_no_level() -> None:
    assert [(p.amount, p.eligible) for p in build_pots({1: 30, 2: 10, 3: 25}, [1, 2])] == [
        (30, (1, 2)),
        (35, (1,)),
    ]


def test_uncalled_part_is_the_excess_over_the_next_biggest_contribution() -> None:
    assert uncalled({1: 60, 2: 40, 3: 5}) == 20
    assert uncalled({1: 40, 2: 40}) == 0


def test_rake_is_capped() -> None:
    report = replay(
        scenario(
            seats=[1, 2],
            rules="cardroom",
            stakes=(10, 10, 20, 40),
            actions=[
                act(1, "bring_in"),
                act(2, "complete"),
                act(1, "raise"),
                act(2, "call"),
                act(1, "bet"),
                act(2, "fold"),
            ],
        )
    )
    # seat 1 put in 70, seat 2 50: the uncalled 20 goes back unraked; 10% of the
    # 100 contested is 10, capped at 5
    assert report["result"]["rake"] == 5
    assert report["result"]["awards"] == {"1": 115}
    assert "capped at 5" in report["result"]["rake_reason"]["text"]


def test_rake_below_the_cap_is_rounded_down() -> None:
    report = replay(
        scenario(
            seats=[1, 2, 3],
            rules="cardroom",
            stakes=(5, 1, 2, 4),
            actions=[act(1, "bring_in"), act(2, "fold"), act(3, "fold")],
        )
    )
    # 15 antes contested (the bring-in is uncalled), 10% = 1.5 -> 1, taken even
    # though everyone else folded
    assert report["result"]["rake"] == 1
    assert report["result"]["awards"] == {"1": 15}


def test_no_rake_where_the_rule_set_takes_none() -> None:
    report = replay(scenario(seats=[1, 2], rules="pa", actions=[act(1, "bring_in"), act(2, "fold")]))
    assert report["result"]["rake"] == 0 and "rake_reason" not in report["result"]


def test_an_uncalled_bet_is_said_to_go_back_not_to_be_a_contested_side_pot() -> None:
    # seat 9 bet 8 more than seat 2, all-in, could call: that 8 is returned
    result = settle(
        "stud7", {2: "Ac Ad Ah 3c 7d 8h Ts", 9: "Kc Kd 2h 3s 7c 8d 9h"}, {2: 20, 9: 28}, order=(2, 9)
    )
    back = result.pots[-1]
    assert (back.amount, back.eligible, back.awards) == (8, (9,), ((9, 8),))
    assert [r.text for r in back.reasons] == [
        "Nobody called the last 8 seat 9 put in: the uncalled 8 goes back to seat 9."
    ]
    assert "played for by seats 2 and 9" in result.pots[0].reasons[0].text
    assert not any(
        "side pot 1" in r.text or "contested by" in r.text for pot in result.pots for r in pot.reasons
    )


def test_a_side_pot_left_to_one_seat_by_folds_says_so() -> None:
    # seat 3 called 30 and folded later; seat 2 is all-in for 10: the 40 above it is seat 1's
    result = settle(
        "stud7",
        {1: "Kc Kd 2h 3s 7c 8d 9h", 2: "Ac Ad Ah 3c 7d 8h Ts"},
        {1: 30, 2: 10, 3: 30},
        order=(1, 2, 3),
    )
    side = result.pots[-1]
    assert (side.amount, side.eligible) == (40, (1,))
    assert [r.text for r in side.reasons] == [
        "Seat 1 is the only seat left in the side pot of 40: the other seats that put chips "
        "in it folded, so it takes it."
    ]


def test_a_ten_is_written_10_in_the_reasons() -> None:
    # two ten-high straights tie: the odd chip goes by the highest card, a ten each
    result = settle(
        "stud7", {1: "Tc 9d 8c 7s 6c 2d 3d", 2: "Th 9c 8d 7d 6h 2h 3c"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    text = result.pots[0].reasons[-1].text
    assert "seat 2 10♥, seat 1 10♣" in text and "T♥" not in text
