"""Properties every legal hand must have, checked over random legal hands.

Hands come from :func:`dealer_trainer.engine.generate.random_scenario` (or,
for rule overrides, from the same driver with ``overrides`` set), seeded
from hypothesis so a failure prints a seed that reproduces it. Every variant
and every preset is drawn, full tables (8 and 9 seats) are favoured so that
common cards and reshuffles happen, and a deterministic sweep of full tables
makes sure they do.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine import ActionKind, Hand, RuleSetName, Variant, load_scenario, preset, replay
from dealer_trainer.engine.generate import Style, choose_action, random_scenario, random_table
from dealer_trainer.engine.hand import Phase

VARIANTS = list(Variant)
RULES = list(RuleSetName)
SPLIT = [Variant.STUD7_HILO, Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8]
EIGHT_OR_BETTER = {Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8}
STYLES = [
    Style(),
    Style(fold=0.0),
    Style(fold=0.0, aggress=0.6),
    Style(fold=0.3, aggress=0.4),
    Style(fold=0.02, aggress=0.1),
]
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)


# --- generating hands ---------------------------------------------------------


@st.composite
def scenarios(
    draw: st.DrawFn, variants: list[Variant] = VARIANTS, complete: bool | None = None
) -> dict[str, Any]:
    """A random legal scenario from ``random_scenario``; full tables are favoured."""
    variant = draw(st.sampled_from(variants))
    rules = draw(st.sampled_from(RULES))
    limit = preset(rules, variant).max_players
    players = draw(
        st.one_of(st.just(limit), st.just(max(2, limit - 1)), st.integers(min_value=2, max_value=limit))
    )
    style = draw(st.sampled_from(STYLES))
    if complete is None:
        complete = draw(st.booleans())
    seed = draw(SEEDS)
    return random_scenario(
        random.Random(seed), variant=variant, rules=rules, players=players, complete=complete, style=style
    )


def play_out(data: dict[str, Any], rng: random.Random, style: Style = Style()) -> dict[str, Any]:  # noqa: B008
    """Finish ``data`` (a table without actions) as ``random_scenario`` does."""
    scenario = load_scenario(data)
    reshuffles: list[list[str]] = []

    def shuffle(pile: list[Any]) -> list[Any]:
        rng.shuffle(pile)
        reshuffles.append([str(card) for card in pile])
        return pile

    hand = Hand(scenario.table, scenario.deck, shuffler=shuffle)
    actions = []
    while not hand.over:
        action = choose_action(rng, hand, style)
        hand.apply(action)
        actions.append(action.to_json())
    data["actions"] = actions
    if reshuffles:
        data["reshuffles"] = reshuffles
    return data


@st.composite
def overridden_scenarios(draw: st.DrawFn) -> dict[str, Any]:
    """A complete random hand under a preset with some parameters overridden."""
    variant = draw(st.sampled_from(VARIANTS))
    rules = draw(st.sampled_from(RULES))
    overrides = draw(
        st.fixed_dictionaries(
            {},
            optional={
                "max_raises": st.integers(min_value=0, max_value=6),
                "open_pair_big_bet": st.booleans(),
                "rake_percent": st.sampled_from([0, 1, 5, 10, 50, 100]),
                "rake_cap": st.sampled_from([0, 1, 3, 5, 10**12]),
                "odd_chip": st.sampled_from(["pa", "left_of_dealer"]),
                "hilo_bring_in": st.sampled_from(["highest_ace_low", "lowest_ace_high"]),
            },
        )
    )
    full_bring_in = draw(st.booleans())
    style = draw(st.sampled_from(STYLES))
    rng = random.Random(draw(SEEDS))
    limit = preset(rules, variant).max_players
    data = random_table(rng, variant, rules, rng.choice([limit, rng.randint(2, limit)]))
    data["overrides"] = overrides
    if full_bring_in:  # bring_in == small_bet: the bring-in is a full bet
        data["stakes"]["bring_in"] = data["stakes"]["small_bet"]
    return play_out(data, rng, style)


def full_table_cases() -> list[Any]:
    """Every (variant, preset) at its largest table, nobody folding."""
    return [
        pytest.param(variant, rules, id=f"{variant.value}-{rules.value}")
        for variant in VARIANTS
        for rules in RULES
    ]


# --- reading a report ---------------------------------------------------------


def chips_put_in(report: dict[str, Any]) -> Counter[int]:
    """Antes plus every action's amount, per seat, from the events."""
    put: Counter[int] = Counter()
    for event in report["events"]:
        if event["kind"] in ("ante", "action"):
            put[event["seat"]] += event["amount"]
    return put


def folded_seats(report: dict[str, Any]) -> set[int]:
    return {e["seat"] for e in report["events"] if e["kind"] == "action" and e["do"] == "fold"}


def final_cards(report: dict[str, Any]) -> dict[int, list[str]]:
    """Each seat's cards at the end (discards removed) plus the common cards."""
    cards: dict[int, list[str]] = {}
    commons: list[str] = []
    for event in report["events"]:
        if event["kind"] == "deal":
            cards.setdefault(event["seat"], []).append(event["card"])
        elif event["kind"] == "discard":
            for card in event["cards"]:
                cards[event["seat"]].remove(card)
        elif event["kind"] == "common":
            commons.append(event["card"])
    return {seat: held + commons for seat, held in cards.items()}


def qualifies_eight_or_better(cards: list[str]) -> bool:
    """Five different ranks, none above eight (ace low)."""
    ranks = {card[0] for card in cards} & set("A2345678")
    return len(ranks) >= 5


def expected_next(hand: Hand) -> dict[str, Any] | None:
    if hand.to_act is None:
        return None
    return {
        "seat": hand.to_act,
        "street": hand.street,
        "legal": [kind.value for kind in hand.legal_actions()],
    }


# --- the checks (shared by the hypothesis tests and the full-table sweep) ------


def check_chips_conserved(data: dict[str, Any], report: dict[str, Any]) -> None:
    result = report["result"]
    assert result is not None, "a complete hand must have a result"
    put = chips_put_in(report)
    total = sum(put.values())
    assert sum(result["awards"].values()) + result["rake"] == total
    assert sum(pot["amount"] for pot in result["pots"]) == total
    assert sum(sum(pot["awards"].values()) for pot in result["pots"]) + result["rake"] == total
    assert all(chips > 0 for chips in result["awards"].values())  # zero winners left out
    for key, seat in data["seats"].items():
        stack = seat["stack"]
        assert 0 <= put[int(key)] <= stack, f"seat {key} put in more than its stack"
        assert stack - put[int(key)] + result["awards"].get(key, 0) >= 0
    for event in report["events"]:
        if event["kind"] in ("ante", "action"):
            assert event["amount"] >= 0


def check_rake_formula(data: dict[str, Any], report: dict[str, Any]) -> None:
    scenario = load_scenario(data)
    rules = scenario.table.rules
    put = chips_put_in(report)
    amounts = sorted(put.values(), reverse=True) + [0]
    uncalled = amounts[0] - amounts[1]
    contested = sum(put.values()) - uncalled
    expected = min(rules.rake_cap, contested * rules.rake_percent // 100) if rules.rake_percent > 0 else 0
    assert report["result"]["rake"] == expected


def check_cards_accounted_for(data: dict[str, Any]) -> None:
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)

    def accounted(step: str) -> None:
        places = hand.card_locations()
        every = [card for cards in places.values() for card in cards]
        counts = Counter(every)
        twice = sorted(str(card) for card, n in counts.items() if n > 1)
        assert len(every) == 52 and not twice, (
            f"{step}: {len(every)} cards in {sorted((k, len(v)) for k, v in places.items())}; "
            f"more than once: {twice}"
        )
        assert set(every) == set(scenario.deck), f"{step}: a card is missing"
        for seat, state in hand.seats.items():
            if state.folded:
                assert state.cards == [], f"{step}: folded seat {seat} still holds cards"
        if hand.phase is Phase.BETTING:
            for seat in hand.live:  # streets are numbered by cards held
                held = len(hand.seats[seat].cards) + len(hand.commons)
                assert held == hand.street, f"{step}: seat {seat} holds {held} cards"

    accounted("after the deal")
    for index, action in enumerate(scenario.actions):
        hand.apply(action)
        accounted(f"after actions[{index}]")


def check_prefixes(data: dict[str, Any]) -> None:
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    actions = data["actions"]
    for count in range(len(actions) + 1):
        prefix = dict(data, actions=actions[:count])
        report = replay(prefix)
        # seat, street and legal here; the decision facts beside them: tests/test_betting_facts.py
        named = report["next"] and {k: report["next"][k] for k in ("seat", "street", "legal")}
        assert named == expected_next(hand), f"after {count} actions"
        assert (report["result"] is None) == (not hand.over)
        assert (report["next"] is None) == hand.over
        if count < len(actions):
            following = actions[count]
            assert report["next"] is not None, f"actions[{count}] comes after the hand is over"
            assert following["seat"] == report["next"]["seat"]
            assert following["do"] in report["next"]["legal"]
            hand.apply(scenario.actions[count])


def check_deterministic_and_json(data: dict[str, Any]) -> None:
    before = copy.deepcopy(data)
    first = replay(data)
    assert data == before, "replay() changed its input"
    second = replay(copy.deepcopy(data))
    assert first == second
    text = json.dumps(first, allow_nan=False)
    assert json.loads(text) == first
    assert json.dumps(second, allow_nan=False) == text
    again = replay(json.loads(json.dumps(data)))
    assert json.dumps(again, allow_nan=False) == text


def check_awards_to_live_seats(report: dict[str, Any]) -> None:
    result = report["result"]
    folded = folded_seats(report)
    assert not {int(seat) for seat in result["awards"]} & folded
    for pot in result["pots"]:
        eligible = set(pot["eligible"])
        assert eligible and not eligible & folded
        assert set(pot["high"]) <= eligible and set(pot["low"]) <= eligible
        assert {int(seat) for seat in pot["awards"]} <= eligible


def split_evenly(amount: int, winners: list[int]) -> list[dict[int, int]]:
    """Every way ``amount`` splits equally among ``winners`` with at most one odd chip each."""
    if not winners:
        return [{}] if amount == 0 else []
    base, extra = divmod(amount, len(winners))
    return [
        {seat: base + (seat in odd) for seat in winners} for odd in itertools.combinations(winners, extra)
    ]


def check_pot_split(data: dict[str, Any], report: dict[str, Any]) -> None:
    variant = Variant(data["variant"])
    result = report["result"]
    cards = final_cards(report)
    showdown = len(set(cards) - folded_seats(report)) > 1
    for pot in result["pots"]:
        awards = {int(seat): chips for seat, chips in pot["awards"].items()}
        paid = sum(awards.values())
        high, low = pot["high"], pot["low"]
        if showdown and variant in EIGHT_OR_BETTER:
            for seat in low:
                assert qualifies_eight_or_better(cards[seat]), f"seat {seat}'s low does not qualify"
            if not low:
                assert not any(qualifies_eight_or_better(cards[s]) for s in pot["eligible"])
        if high and low:  # hi-lo with a low: half, rounded down, to the low side
            low_half = paid // 2
            ways = [
                (h, lo)
                for h in split_evenly(paid - low_half, high)
                for lo in split_evenly(low_half, low)
                if {s: h.get(s, 0) + lo.get(s, 0) for s in set(h) | set(lo)} == awards
            ]
            assert ways, (
                f"pot {pot['amount']} paid {paid} as {awards}; the low half "
                f"{low_half} should go to {low}, the rest to {high}"
            )
        else:
            winners = high or low
            assert winners
            assert awards in split_evenly(paid, winners)


# --- the properties -------------------------------------------------------------


@given(scenarios(complete=True))
def test_chips_are_conserved_and_no_stack_goes_negative(data: dict[str, Any]) -> None:
    report = replay(data)
    check_chips_conserved(data, report)
    check_rake_formula(data, report)


@given(overridden_scenarios())
def test_chips_are_conserved_under_rule_overrides(data: dict[str, Any]) -> None:
    report = replay(data)
    check_chips_conserved(data, report)
    check_rake_formula(data, report)
    check_awards_to_live_seats(report)
    check_pot_split(data, report)


@given(scenarios())
def test_all_52_cards_are_accounted_for_at_every_step(data: dict[str, Any]) -> None:
    check_cards_accounted_for(data)


@given(scenarios())
def test_every_prefix_replays_and_next_matches_the_engine(data: dict[str, Any]) -> None:
    check_prefixes(data)


@given(scenarios())
def test_report_is_deterministic_and_json_serialisable(data: dict[str, Any]) -> None:
    check_deterministic_and_json(data)


@given(scenarios())
def test_scenario_round_trips_through_to_json(data: dict[str, Any]) -> None:
    again = load_scenario(data).to_json()
    assert replay(again) == replay(data)
    assert load_scenario(again).to_json() == again


@given(scenarios(complete=True))
def test_awards_go_only_to_seats_that_did_not_fold(data: dict[str, Any]) -> None:
    check_awards_to_live_seats(replay(data))


@given(scenarios(variants=SPLIT, complete=True))
def test_hilo_pot_with_qualifying_low_gives_half_rounded_down_to_low(data: dict[str, Any]) -> None:
    report = replay(data)
    check_awards_to_live_seats(report)
    check_pot_split(data, report)


@given(scenarios(variants=[Variant.STUD7, Variant.STUD7_LOW, Variant.STUD5], complete=True))
def test_single_winner_games_split_each_pot_equally_among_its_winners(data: dict[str, Any]) -> None:
    report = replay(data)
    for pot in report["result"]["pots"]:
        assert not (pot["high"] and pot["low"])
    check_pot_split(data, report)


@given(scenarios(complete=False))
def test_unfinished_hand_names_who_acts_and_has_no_result(data: dict[str, Any]) -> None:
    report = replay(data)
    if report["next"] is None:
        assert report["result"] is not None
    else:
        assert report["result"] is None
        assert report["next"]["legal"]


# --- full tables: common cards and reshuffles, deterministically ---------------


@pytest.mark.parametrize(("variant", "rules"), full_table_cases())
def test_full_tables_keep_every_property(variant: Variant, rules: RuleSetName) -> None:
    limit = preset(rules, variant).max_players
    commons = reshuffles = 0
    for seed in range(6):
        style = Style(fold=0.0) if seed % 2 == 0 else Style(fold=0.03, aggress=0.4)
        data = random_scenario(
            random.Random(1000 + seed), variant=variant, rules=rules, players=limit, style=style
        )
        report = replay(data)
        commons += any(e["kind"] == "common" for e in report["events"])
        reshuffles += any(e["kind"] == "reshuffle" for e in report["events"])
        check_chips_conserved(data, report)
        check_rake_formula(data, report)
        check_awards_to_live_seats(report)
        check_pot_split(data, report)
        check_cards_accounted_for(data)
        check_prefixes(data)
        check_deterministic_and_json(data)
    if variant is not Variant.STUD5 and limit >= 8:  # 8 x 7 cards + burns > 52
        assert commons, "a full table at seven-card stud never needed a common card"
    if variant is Variant.SUPER_STUD7_HILO8 and limit == 9:
        assert reshuffles, "nine-handed Super Seven-card Stud never reshuffled"


def test_eight_handed_super_stud_reshuffles_twice() -> None:
    """Eight seats dealt five each leave 12 cards: fourth street is dealt, then a common
    card, then a reshuffle on sixth street and another on seventh."""
    for seed in range(5):
        data = random_scenario(
            random.Random(seed),
            variant=Variant.SUPER_STUD7_HILO8,
            rules=RuleSetName.PA,
            players=8,
            style=Style(fold=0.0),
        )
        report = replay(data)
        assert len(data.get("reshuffles", [])) == 2
        assert [e["street"] for e in report["events"] if e["kind"] == "reshuffle"] == [6, 7]
        assert [e["street"] for e in report["events"] if e["kind"] == "common"] == [5, 6, 7]
        check_chips_conserved(data, report)
        check_cards_accounted_for(data)
        check_prefixes(data)


def test_a_stub_the_replay_never_reaches_is_ignored() -> None:
    data = random_scenario(
        random.Random(7),
        variant=Variant.SUPER_STUD7_HILO8,
        rules=RuleSetName.PA,
        players=9,
        style=Style(fold=0.0),
    )
    assert data.get("reshuffles")
    early = dict(data, actions=data["actions"][:8])  # the ninth seat still to discard
    report = replay(early)
    assert not any(e["kind"] == "reshuffle" for e in report["events"])
    assert report["next"]["legal"] == [ActionKind.DISCARD.value]
