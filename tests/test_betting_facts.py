"""Decision facts (the contract's "Decision facts"): the amounts of ``next``, the pot, shown hands.

The amounts are checked against the engine itself: at every decision of
random legal hands each legal action is played on a copy of the hand, and the
chips it put in must be the ones the facts announced. Shown hands are checked
against the evaluators (re-packing the class and ranks gives the evaluator's
value back) and against PokerKit's hand classes.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import act, cards, deal_deck, scenario
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine import (
    Action,
    ActionKind,
    Hand,
    RuleSetName,
    Variant,
    load_scenario,
    preset,
    replay,
)
from dealer_trainer.engine.bettingfacts import WAGERS, BettingFacts, next_facts, shown_hand, shown_hands
from dealer_trainer.engine.cards import ALL_CARDS, Rank, low_rank
from dealer_trainer.engine.evaluation import (
    LOW_BASE,
    Category,
    eight_or_better_value,
    high_value,
    low_value,
    pack,
)
from dealer_trainer.engine.events import ActionTaken, Ante
from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand, high_hand, low_hand
from dealer_trainer.engine.reporting import play, report
from dealer_trainer.engine.variants import spec_of

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
STYLES = [
    Style(),
    Style(fold=0.0, aggress=0.6),
    Style(fold=0.3, aggress=0.4),
    Style(fold=0.0, aggress=0.9, big_open=1.0),
]
EIGHT_OR_BETTER = {Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8}


@st.composite
def hands(draw: st.DrawFn, complete: bool | None = None) -> dict[str, Any]:
    """A random legal scenario (seeded, so a failure prints a seed that reproduces it)."""
    variant = draw(st.sampled_from(list(Variant)))
    rules = draw(st.sampled_from(list(RuleSetName)))
    limit = preset(rules, variant).max_players
    players = draw(st.integers(min_value=2, max_value=limit))
    if complete is None:
        complete = draw(st.booleans())
    return random_scenario(
        random.Random(draw(SEEDS)),
        variant=variant,
        rules=rules,
        players=players,
        complete=complete,
        style=draw(st.sampled_from(STYLES)),
    )


def decisions(data: dict[str, Any]) -> Iterator[Hand]:
    """The hand of ``data`` at each of its decisions, the last one included."""
    scenario_ = load_scenario(data)
    hand = Hand(scenario_.table, scenario_.deck, scenario_.reshuffles)
    for action in scenario_.actions:
        yield hand
        hand.apply(action)
    yield hand


def money(hand: Hand) -> BettingFacts:
    facts = next_facts(hand)
    assert facts is not None and facts.betting is not None
    return facts.betting


# --- next: the amounts, against the engine ------------------------------------------


@given(hands())
def test_each_announced_amount_is_what_the_action_puts_in(data: dict[str, Any]) -> None:
    """Play each legal action on a copy of the betting round (the round alone, so that no
    street is dealt) and compare the chips it put in with the announced amount."""
    for hand in decisions(data):
        facts = next_facts(hand)
        if facts is None or facts.betting is None:
            continue
        assert hand.betting is not None
        betting = facts.betting
        seat = facts.seat
        tries: list[tuple[ActionKind, int | None]] = [(kind, None) for kind in facts.legal]
        if betting.bet_big is not None:
            tries.append((ActionKind.BET, hand.betting.limits.big_bet))
        for kind, amount in tries:
            trial = copy.deepcopy(hand.betting)
            put = trial.apply(seat, kind, amount)
            expected = betting.bet_big if amount is not None else betting.amount(kind) or 0
            assert put == expected, kind
            if kind in WAGERS and amount is None:
                assert trial.seats[seat].in_round == betting.raise_to


@given(hands())
def test_call_amount_is_to_call_and_nothing_exceeds_the_stack(data: dict[str, Any]) -> None:
    for hand in decisions(data):
        facts = next_facts(hand)
        if facts is None or facts.betting is None:
            continue
        betting = facts.betting
        stack = hand.seats[facts.seat].stack
        assert 0 <= betting.to_call <= stack
        if ActionKind.CALL in facts.legal:
            assert betting.amount(ActionKind.CALL) == betting.to_call > 0
        else:
            assert betting.to_call == 0
        paying = {k for k in facts.legal if k not in (ActionKind.FOLD, ActionKind.CHECK)}
        assert {kind for kind, _ in betting.amounts} == paying
        assert all(0 < chips <= stack for _, chips in betting.amounts)
        assert betting.bet_big is None or betting.bet_big <= stack


@given(hands())
def test_capped_means_no_wagers_left_and_no_raise_then(data: dict[str, Any]) -> None:
    for hand in decisions(data):
        facts = next_facts(hand)
        if facts is None or facts.betting is None:
            continue
        betting = facts.betting
        assert betting.capped == (betting.wagers_left == 0)
        assert 0 <= betting.wagers_left <= 1 + hand.rules.max_raises
        wagers = [k for k in facts.legal if k in WAGERS]
        assert len(wagers) <= 1
        assert (betting.raise_to is None) == (not wagers)
        if betting.capped:
            assert not wagers


def _wagers_so_far(hand: Hand) -> int:
    """Bets, completions and raises of the current round, from the events (the cap's count)."""
    stakes = hand.stakes
    count = 0
    for event in hand.events:
        if isinstance(event, ActionTaken) and event.street == hand.street:
            if event.kind in WAGERS or (
                event.kind is ActionKind.BRING_IN and stakes.bring_in == stakes.small_bet
            ):
                count += 1
    return count


@given(hands())
def test_wagers_left_counts_down_from_one_bet_and_max_raises(data: dict[str, Any]) -> None:
    """Without short all-in raises (outside the contract) every wager counts for the cap."""
    for hand in decisions(data):
        facts = next_facts(hand)
        if facts is None or facts.betting is None:
            continue
        if any(isinstance(e, ActionTaken) and e.all_in and e.street == hand.street for e in hand.events):
            continue
        assert facts.betting.wagers_left == 1 + hand.rules.max_raises - _wagers_so_far(hand)


@given(hands())
def test_next_during_discards_keeps_only_seat_street_and_legal(data: dict[str, Any]) -> None:
    for hand in decisions(data):
        next_ = report(hand)["next"]
        if next_ is None:
            continue
        if next_["legal"] == ["discard"]:
            assert set(next_) == {"seat", "street", "legal"}
        else:
            assert {"to_call", "amounts", "raise_to", "wagers_left", "capped"} <= set(next_)


# --- the pot ---------------------------------------------------------------------------


@given(hands())
def test_pot_total_is_every_chip_put_in_and_all_of_it_is_paid_out(data: dict[str, Any]) -> None:
    done = replay(data)
    put_in = sum(e["amount"] for e in done["events"] if e["kind"] in ("ante", "action"))
    assert done["pot"] == {"total": put_in}
    if done["result"] is not None:
        result = done["result"]
        assert sum(result["awards"].values()) + result["rake"] == put_in


def test_pot_total_before_any_action_is_the_antes() -> None:
    hand = Hand(load_scenario(scenario(seats=(1, 2, 3), stakes=(5, 2, 4, 8))).table, list(ALL_CARDS))
    assert sum(isinstance(e, Ante) for e in hand.events) == 3
    assert report(hand)["pot"] == {"total": 15}


# --- next: rules by example ------------------------------------------------------------


def test_bring_in_decision_offers_the_bring_in_and_the_completion_and_owes_nothing() -> None:
    hand = play(load_scenario(scenario(seats=(1, 2, 3), stakes=(1, 2, 5, 10))))
    betting = money(hand)
    assert betting.to_call == 0
    assert dict(betting.amounts) == {ActionKind.BRING_IN: 2, ActionKind.COMPLETE: 5}
    assert betting.raise_to == 5
    assert betting.wagers_left == 4  # the bring-in below the small bet is not a wager


def test_a_bring_in_of_a_full_small_bet_counts_for_the_cap() -> None:
    data = scenario(seats=(1, 2, 3), stakes=(1, 2, 2, 4))
    hand = play(load_scenario(data))
    seat = hand.to_act
    assert seat is not None
    assert money(hand).raise_to is None  # only the bring-in: no completion to offer
    hand.apply(Action(seat, ActionKind.BRING_IN))
    assert money(hand).wagers_left == 3
    assert money(hand).raise_to == 4


def test_the_fourth_wager_caps_the_round() -> None:
    data = scenario(seats=(1, 2, 3), stakes=(1, 2, 5, 10))
    hand = play(load_scenario(data))
    for kind in (
        ActionKind.BRING_IN,
        ActionKind.COMPLETE,
        ActionKind.RAISE,
        ActionKind.RAISE,
        ActionKind.RAISE,
    ):
        seat = hand.to_act
        assert seat is not None
        hand.apply(Action(seat, kind))
    betting = money(hand)
    assert betting.capped and betting.wagers_left == 0 and betting.raise_to is None
    assert ActionKind.RAISE not in hand.legal_actions()


def test_a_call_bigger_than_the_stack_is_the_stack() -> None:
    data = scenario(seats={1: 1000, 2: 1000, 3: 13}, stakes=(1, 2, 5, 10))
    hand = play(load_scenario(data))
    while (
        hand.to_act != 3
        or hand.legal_actions()[:2] != [ActionKind.FOLD, ActionKind.CALL]
        or hand.betting is None
        or hand.betting.owed(3) <= hand.seats[3].stack
    ):
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions()
        kind = next(
            k
            for k in (ActionKind.COMPLETE, ActionKind.RAISE, ActionKind.CALL, ActionKind.BRING_IN)
            if k in legal
        )
        if seat == 3:
            kind = ActionKind.CALL if ActionKind.CALL in legal else kind
        hand.apply(Action(seat, kind))
    betting = money(hand)
    assert betting.to_call == hand.seats[3].stack < hand.betting.owed(3)
    assert betting.amount(ActionKind.CALL) == betting.to_call
    assert ActionKind.RAISE not in hand.legal_actions()


def _open_pair_hand(open_pair_big_bet: bool, stack: int = 1000) -> Hand:
    # Seat 1 shows a pair of kings on fourth street.
    deck = deal_deck("stud7", (1, 2), {1: "2c 3c Kc", 2: "4d 5d 7h"}, later=["9s", "Kd", "8h"])
    data = scenario(
        seats={1: stack, 2: 1000},
        deck=deck,
        stakes=(1, 2, 5, 10),
        overrides={"open_pair_big_bet": open_pair_big_bet},
        actions=[act(2, "bring_in"), act(1, "call")],
    )
    return play(load_scenario(data))


def test_bet_big_is_offered_only_with_the_open_pair_option() -> None:
    with_option = _open_pair_hand(True)
    assert with_option.street == 4 and with_option.showing(1)[0].rank == Rank.KING
    betting = money(with_option)
    assert betting.amount(ActionKind.BET) == 5 and betting.bet_big == 10
    assert report(with_option)["next"]["bet_big"] == 10
    without = _open_pair_hand(False)
    assert money(without).bet_big is None
    assert "bet_big" not in report(without)["next"]


def test_a_big_open_pair_bet_is_at_most_the_stack() -> None:
    hand = _open_pair_hand(True, stack=9)  # 6 chips left after the ante and the call
    assert hand.to_act == 1 and hand.seats[1].stack == 6
    betting = money(hand)
    assert betting.amount(ActionKind.BET) == 5 and betting.bet_big == 6


def test_after_a_big_open_pair_bet_the_raise_is_a_big_bet() -> None:
    hand = _open_pair_hand(True)
    seat = hand.to_act
    assert seat is not None
    hand.apply(Action(seat, ActionKind.BET, 10))
    betting = money(hand)
    assert betting.to_call == 10 and betting.raise_to == 20 and betting.bet_big is None


# --- shown hands -----------------------------------------------------------------------


def _repacked_high(hand: HighHand) -> int:
    """The evaluator value the class and ranks stand for (bigger groups first, as packed)."""
    ranks = [int(r) for r in hand.ranks]
    category = hand.hand_class.category
    if hand.hand_class in (HandClass.STRAIGHT, HandClass.STRAIGHT_FLUSH):
        return pack(category, [ranks[0]])
    return pack(category, list(dict.fromkeys(ranks)))


def _repacked_low(hand: LowHand) -> int:
    ranks = [low_rank(r) for r in hand.ranks]
    counts = Counter(ranks)
    assert ranks == sorted(ranks, reverse=True)  # highest first, the ace lowest
    grouped = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    category = {
        (1, 1, 1, 1, 1): Category.HIGH_CARD,
        (2, 1, 1, 1): Category.PAIR,
        (2, 2, 1): Category.TWO_PAIR,
        (3, 1, 1): Category.THREE_OF_A_KIND,
        (3, 2): Category.FULL_HOUSE,
        (4, 1): Category.FOUR_OF_A_KIND,
    }[tuple(shape)]
    return LOW_BASE - pack(category, grouped)


@given(st.lists(st.sampled_from(range(52)), min_size=5, max_size=8, unique=True))
def test_class_and_ranks_repack_to_the_evaluators_value(codes: list[int]) -> None:
    high = high_hand(high_value(codes))
    assert len(high.ranks) == 5
    assert _repacked_high(high) == high_value(codes)
    low = low_hand(low_value(codes))
    assert len(low.ranks) == 5
    assert _repacked_low(low) == low_value(codes)


@given(hands(complete=True))
def test_every_seat_at_the_showdown_is_shown_and_agrees_with_the_evaluators(data: dict[str, Any]) -> None:
    hand = play(load_scenario(data))
    shown = shown_hands(hand)
    assert set(replay(data)["result"]["hands"]) == {str(s) for s in shown}
    if len(hand.live) == 1:
        assert shown == {}
        return
    assert list(shown) == hand.live
    spec = hand.spec
    for seat, shown_ in shown.items():
        codes = [card.code for card, _ in hand.seats[seat].cards] + [c.code for c in hand.commons]
        if spec.high:
            assert shown_.high is not None and _repacked_high(shown_.high) == high_value(codes)
        else:
            assert shown_.high is None
        qualifies = eight_or_better_value(codes) if spec.variant in EIGHT_OR_BETTER else None
        if spec.low.value == "none" or (spec.variant in EIGHT_OR_BETTER and qualifies is None):
            assert shown_.low is None
        else:
            assert shown_.low is not None and _repacked_low(shown_.low) == low_value(codes)
    # The pot's winners are the seats whose shown hands are the best among the eligible.
    for pot in hand.result.pots if hand.result is not None else ():
        if len(pot.eligible) < 2 or not pot.high:
            continue
        best = max(_repacked_high(shown[s].high) for s in pot.eligible)  # type: ignore[arg-type]
        assert set(pot.high) == {s for s in pot.eligible if _repacked_high(shown[s].high) == best}  # type: ignore[arg-type]


def test_the_wheel_is_a_five_high_straight_listed_five_to_ace() -> None:
    shown = shown_hand(spec_of(Variant.STUD7), cards("Ac 2d 3h 4s 5c Kd Kh"))
    assert shown.high == HighHand(HandClass.STRAIGHT, tuple(Rank(r) for r in (5, 4, 3, 2, 14)))
    assert shown.high is not None and shown.high.to_json() == {
        "class": "straight",
        "ranks": ["5", "4", "3", "2", "A"],
    }
    six_high = high_hand(high_value([c.code for c in cards("Ac 2d 3h 4s 5c 6d Kh")]))
    assert six_high.hand_class is HandClass.STRAIGHT and six_high.letters == "6 5 4 3 2"
    steel = high_hand(high_value([c.code for c in cards("Ah 2h 3h 4h 5h Kc Qc")]))
    assert steel.hand_class is HandClass.STRAIGHT_FLUSH and steel.letters == "5 4 3 2 A"


@pytest.mark.parametrize(
    ("text", "cls", "letters"),
    [
        ("Kc Kd Kh 7s 7c 7d 2h", HandClass.FULL_HOUSE, "K K K 7 7"),
        ("Qc Qd 9h 9s 4c 4d 2h", HandClass.TWO_PAIR, "Q Q 9 9 4"),
        ("Qc Qd 9h 9s 4c 4d Ah", HandClass.TWO_PAIR, "Q Q 9 9 A"),
        ("8c 8d 8h 8s Kc Kd 2h", HandClass.FOUR_OF_A_KIND, "8 8 8 8 K"),
        ("6c 6d 6h As Jc 3d 2h", HandClass.THREE_OF_A_KIND, "6 6 6 A J"),
        ("7c 7d Kh 8s 6c 3d 2h", HandClass.ONE_PAIR, "7 7 K 8 6"),
        ("Ac Kc Qc 6c 5c 5d 5h", HandClass.FLUSH, "A K Q 6 5"),
        ("Ts Js Qs Ks As 9s 2h", HandClass.STRAIGHT_FLUSH, "A K Q J T"),
        ("Qc Td 8h 7s 6c 3d 2h", HandClass.HIGH_CARD, "Q T 8 7 6"),
    ],
)
def test_high_ranks_list_bigger_groups_first_then_higher_rank(
    text: str, cls: HandClass, letters: str
) -> None:
    high = high_hand(high_value([c.code for c in cards(text)]))
    assert (high.hand_class, high.letters) == (cls, letters)


@pytest.mark.parametrize(
    ("text", "letters"),
    [
        ("8c 6d 4h 3s Ac Kd Kh", "8 6 4 3 A"),
        ("9c 5d 5h 3s Ac 5c 9d", "9 5 5 3 A"),
        ("Ac 2d 3h 4s 5c 6d 7h", "5 4 3 2 A"),
        ("Kc Kd Qh Qs Jc Jd Th", "K Q J J T"),
    ],
)
def test_low_ranks_list_highest_first_with_the_ace_lowest(text: str, letters: str) -> None:
    assert low_hand(low_value([c.code for c in cards(text)])).letters == letters


def test_stud_low_shows_no_high_hand() -> None:
    shown = shown_hand(spec_of(Variant.STUD7_LOW), cards("Ac 2d 3h 4s 5c Kd Kh"))
    assert shown.high is None
    assert shown.to_json() == {"high": None, "low": {"ranks": ["5", "4", "3", "2", "A"]}}


def test_eight_or_better_without_a_qualifying_low_shows_no_low() -> None:
    seven = cards("Ac 2d 3h 9s Tc Kd Kh")
    for variant in EIGHT_OR_BETTER:
        assert shown_hand(spec_of(variant), seven).low is None
    # Without the qualifier the same cards still make a low.
    low = shown_hand(spec_of(Variant.STUD7_HILO), seven).low
    assert low is not None and low.letters == "T 9 3 2 A"
    assert shown_hand(spec_of(Variant.STUD7), seven).low is None
    assert shown_hand(spec_of(Variant.STUD5), cards("Ac 2d 3h 4s 5c")).low is None


def test_a_hand_won_by_folds_shows_no_hands() -> None:
    data = scenario(seats=(1, 2), stakes=(1, 2, 5, 10))
    seat = play(load_scenario(data)).to_act
    assert seat is not None
    other = 3 - seat
    data["actions"] = [act(seat, "bring_in"), act(other, "fold")]
    assert replay(data)["result"]["hands"] == {}


def test_every_hand_class_has_a_name_and_a_category() -> None:
    assert {cls.category for cls in HandClass} == set(Category)
    assert {cls.value for cls in HandClass} == {
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "straight",
        "three_of_a_kind",
        "two_pair",
        "one_pair",
        "high_card",
    }


def test_hand_classes_agree_with_pokerkit_on_random_seven_card_hands() -> None:
    pokerkit = pytest.importorskip("pokerkit")
    rng = random.Random(20261201)
    by_text = {str(card): next(iter(pokerkit.Card.parse(str(card)))) for card in ALL_CARDS}
    for _ in range(2000):
        seven = rng.sample(ALL_CARDS, 7)
        ours = high_hand(high_value([card.code for card in seven]))
        theirs = pokerkit.StandardHighHand.from_game(tuple(by_text[str(c)] for c in seven))
        assert ours.hand_class.name == theirs.entry.label.name
        assert Counter(r.letter for r in ours.ranks) == Counter(c.rank.value for c in theirs.cards)
