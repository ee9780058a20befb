"""Count the pot: every part of the answer is the engine's, at every moment it can be asked."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import act, hand_of, passive, scenario, wrong_response

from dealer_trainer.engine import Hand, load_scenario
from dealer_trainer.engine.bettingfacts import pot_count, pots_now
from dealer_trainer.engine.events import ActionTaken
from dealer_trainer.engine.facts import PotCountFacts, RakeFacts, SidePotFacts
from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.hand import Phase
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.engine.pots import Pot, build_pots
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.rules import preset
from dealer_trainer.training.drills import (
    HARD_CASES,
    Drill,
    DrillError,
    Point,
    check,
    new_question,
    question_at,
    right_response,
)
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.parts import Ask, PartsAnswer, PartsResponse

GAMES = list(Variant)
RULES = list(RuleSetName)


def _hand_before(data: dict[str, Any], point: Point) -> Hand:
    """The hand replayed here, independently of the drill, to ``point`` (or to its end)."""
    sc = load_scenario(data)
    hand = Hand(sc.table, sc.deck, sc.reshuffles)
    for action in sc.actions:
        taken = sum(1 for e in hand.events if isinstance(e, ActionTaken) and e.street == point.street)
        if point.action is not None and hand.phase is Phase.BETTING and hand.street == point.street:
            if taken == point.action:
                return hand
        hand.apply(action)
    return hand


def _parts(question: Any) -> PartsAnswer:
    assert isinstance(question.answer, PartsAnswer)
    return question.answer


def _questions(variant: Variant, rules: RuleSetName, count: int = 12) -> list[Any]:
    rng = random.Random(f"{variant.value}/{rules.value}")
    found = []
    while len(found) < count:
        data = random_scenario(rng, variant=variant, rules=rules, style=Style(fold=0.2, aggress=0.35))
        try:
            found.append(question_at(Drill.COUNT_POT, data, rng))
        except DrillError:
            continue  # a hand folded round before any betting after the antes
    return found


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("variant", GAMES)
def test_every_part_is_the_engines_pot_at_that_moment(variant: Variant, rules: RuleSetName) -> None:
    for question in _questions(variant, rules):
        hand = _hand_before(question.scenario, question.point)
        count = pot_count(hand)
        parts = _parts(question).parts
        at_end = question.point.action is None
        assert question.shown == len(hand.events)
        for part in parts:
            if part.ask is Ask.POT_TOTAL:
                assert part.right == hand.pot_total
            elif part.ask is Ask.POT_AMOUNT:
                assert part.pot is not None
                assert part.right == pots_now(hand)[part.pot].amount
            elif part.ask is Ask.POT_ELIGIBLE:
                assert part.pot is not None
                assert part.right == frozenset(pots_now(hand)[part.pot].eligible)
            else:
                assert part.ask is Ask.RAKE and at_end and hand.result is not None
                assert part.right == hand.result.rake
        # the rake is asked at the end of a hand, exactly where the house takes one
        raked = at_end and preset(rules, variant).rake_percent > 0
        assert any(p.ask is Ask.RAKE for p in parts) == raked
        # the chips drawn are the engine's: each pot as it stands and each seat's bet
        pots = [pile for pile in question.piles if pile.pot is not None]
        bets = {pile.seat: pile.total for pile in question.piles if pile.seat is not None}
        assert [pile.total for pile in pots] == [pot.amount for pot in count.gathered]
        assert bets == dict(count.bets)
        assert check(question, right_response(question)).correct


def test_the_pot_at_the_showdown_is_the_one_the_engine_split() -> None:
    rng = random.Random(13)
    seen = 0
    while seen < 40:
        data = random_scenario(rng, style=Style(fold=0.05, aggress=0.4))
        hand = play(load_scenario(data))
        if hand.result is None or len(hand.live) < 2:
            continue
        question = question_at(Drill.COUNT_POT, data, point=Point(hand.street))
        amounts = [p.right for p in _parts(question).parts if p.ask is Ask.POT_AMOUNT]
        seats = [p.right for p in _parts(question).parts if p.ask is Ask.POT_ELIGIBLE]
        split = [Pot(p.amount, p.eligible) for p in hand.result.pots]
        if len(split) > 1:
            assert amounts == [p.amount for p in split]
            assert seats == [frozenset(p.eligible) for p in split]
        else:
            assert [p.right for p in _parts(question).parts if p.ask is Ask.POT_TOTAL] == [split[0].amount]
        seen += 1


def test_folded_chips_stay_in_and_folded_seats_cannot_win() -> None:
    """Seat 3 puts in a bet and a raise, then folds: its chips count in the pots, never its seat."""
    for seed in range(60):
        question = new_question(
            Drill.COUNT_POT, random.Random(seed), GAMES, RULES, focus=Focus.FOLDED_SIDE_POTS
        )
        hand = _hand_before(question.scenario, question.point)
        folded = {s for s, state in hand.seats.items() if state.folded}
        parts = _parts(question).parts
        for part in parts:
            if part.ask is Ask.POT_ELIGIBLE:
                assert isinstance(part.right, frozenset) and not part.right & folded
        amounts = [p.right for p in parts if p.ask is Ask.POT_AMOUNT]
        if amounts:
            assert sum(amounts) == hand.pot_total  # type: ignore[arg-type]


@pytest.mark.parametrize("focus", HARD_CASES[Drill.COUNT_POT])
def test_each_hard_case_comes_on_demand(focus: Focus) -> None:
    rules = [RuleSetName.CARDROOM] if focus is Focus.CAPPED_RAKE else RULES
    for seed in range(6):
        question = new_question(Drill.COUNT_POT, random.Random(seed), GAMES, rules, focus=focus)
        assert question.focus is focus
        parts = _parts(question).parts
        contested = [p for p in parts if p.ask is Ask.POT_ELIGIBLE and len(p.right) > 1]  # type: ignore[arg-type]
        if focus is Focus.SIDE_POTS:
            assert len(contested) >= 2
        elif focus is Focus.THREE_POTS:
            assert len(contested) >= 3
        elif focus is Focus.FOLDED_SIDE_POTS:
            assert any(isinstance(r.facts, SidePotFacts) and r.facts.folded for r in question.reasons)
        else:
            rake = next(p for p in parts if p.ask is Ask.RAKE)
            why = next(r for r in question.reasons if isinstance(r.facts, RakeFacts))
            assert isinstance(why.facts, RakeFacts) and why.facts.capped
            assert rake.right == why.facts.cap == preset("cardroom", Variant.STUD7).rake_cap


def test_the_capped_rake_is_not_asked_where_the_house_takes_none() -> None:
    """Asked for the capped rake under Pennsylvania rules only, the drill asks an ordinary hand."""
    question = new_question(
        Drill.COUNT_POT, random.Random(2), GAMES, [RuleSetName.PA], focus=Focus.CAPPED_RAKE
    )
    assert question.focus is Focus.ANY
    assert all(p.ask is not Ask.RAKE for p in _parts(question).parts)


def _three_handed() -> dict[str, Any]:
    """Third street: bring-in, complete, raise, a call, a fold; fourth street checked through."""
    probe = play(load_scenario(scenario(seats=(1, 2, 3), stakes=(1, 2, 5, 10))))
    first = probe.to_act
    assert first is not None
    a = first
    b, c = (s for s in probe.order[probe.order.index(a) + 1 :] + probe.order[: probe.order.index(a)])
    actions = [
        act(a, "bring_in"),
        act(b, "complete"),
        act(c, "raise"),
        act(a, "fold"),
        act(b, "call"),
    ]
    return scenario(seats=(1, 2, 3), stakes=(1, 2, 5, 10), actions=actions)


def test_mid_round_the_bets_in_front_of_the_seats_are_drawn_and_counted() -> None:
    data = _three_handed()
    question = question_at(Drill.COUNT_POT, data, point=Point(3, action=3))
    assert question.sentence == "How much is in the pot, with the bets in front of the seats?"
    # antes 3, bring-in 2, completion 5, raise 10: all of it, the folded bring-in too
    assert [(p.ask, p.right) for p in _parts(question).parts] == [(Ask.POT_TOTAL, 20)]
    assert sorted(pile.total for pile in question.piles if pile.seat is not None) == [2, 5, 10]
    assert [pile.total for pile in question.piles if pile.pot is not None] == [3]
    why = question.reasons[0].facts
    assert isinstance(why, PotCountFacts) and why.total == 20 and why.gathered == 3


def test_after_a_round_the_bets_are_gathered_into_the_pot() -> None:
    question = question_at(Drill.COUNT_POT, _three_handed(), point=Point(4, action=0))
    assert question.sentence == "How much is in the pot?"
    assert [(p.ask, p.right) for p in _parts(question).parts] == [(Ask.POT_TOTAL, 25)]
    assert [pile.total for pile in question.piles] == [25]
    assert all(pile.seat is None for pile in question.piles)


@pytest.mark.parametrize(
    ("point", "words"),
    [
        (Point(6, action=0), "street 6 has no betting in this hand; it has betting on street 3"),
        (Point(3, action=9), "street 3 has 5 actions in this hand; action 9 is not one of them"),
        (Point(5), "the hand is not finished, so its pot cannot be counted at the end"),
        (Point(action=2), "street 0 has no betting in this hand"),
    ],
)
def test_a_point_the_hand_does_not_have_is_refused_in_words(point: Point, words: str) -> None:
    with pytest.raises(DrillError, match=words):
        question_at(Drill.COUNT_POT, _three_handed(), point=point)


def test_the_end_is_counted_on_the_street_the_hand_ends() -> None:
    data = _three_handed()
    hand = hand_of(data)
    passive(hand)  # checked and called to the end
    data["actions"] = [
        {"seat": e.seat, "do": e.kind.value} for e in hand.events if isinstance(e, ActionTaken)
    ]
    with pytest.raises(DrillError, match="the hand ends on street 7, not street 5"):
        question_at(Drill.COUNT_POT, data, point=Point(5))
    question = question_at(Drill.COUNT_POT, data, point=Point(7))
    assert [(p.ask, p.right) for p in _parts(question).parts] == [(Ask.POT_TOTAL, hand.pot_total)]
    assert question.shown == len(hand.events)


def test_a_right_answer_is_right_and_a_wrong_one_says_which_part() -> None:
    for seed in range(30):
        question = new_question(Drill.COUNT_POT, random.Random(seed), GAMES, RULES, hard=seed % 2 == 0)
        assert check(question, right_response(question)).correct
        wrong = wrong_response(question)
        verdict = check(question, wrong)
        assert not verdict.correct
        assert len(verdict.problems) == 1 and verdict.problems[0].index == 0  # type: ignore[union-attr]
        blank = check(question, PartsResponse(()))
        assert not blank.correct and all(p.given is None for p in blank.problems)  # type: ignore[union-attr]


def test_the_hint_and_reasons_are_the_engines_with_their_rule() -> None:
    for seed in range(20):
        question = new_question(Drill.COUNT_POT, random.Random(seed), GAMES, RULES, hard=True)
        assert question.hint.text and question.hint.rule
        assert all(r.rule and r.text for r in question.reasons)
        assert isinstance(question.reasons[0].facts, PotCountFacts)


def test_the_pots_counted_between_rounds_agree_with_pokerkit() -> None:
    """Where PokerKit plays by the same rules (``tests/test_money_facts.py`` says which hands),
    each pot the drill asks when a round begins is PokerKit's pot then, with its seats."""
    pytest.importorskip("pokerkit")
    import warnings

    from pokerkit import HandHistory
    from test_money_facts import _comparable_with_pokerkit

    from dealer_trainer.engine import replay
    from dealer_trainer.packs.phh import scenario_to_phh

    rng = random.Random(1314)
    compared = side_pots = 0
    for _ in range(150):
        variant = rng.choice([Variant.STUD7, Variant.STUD7_LOW, Variant.STUD7_HILO8])
        data = random_scenario(rng, variant=variant, rules=RuleSetName.PA, style=Style(fold=0.2, aggress=0.4))
        if data["stakes"]["bring_in"] == data["stakes"]["small_bet"] or not _comparable_with_pokerkit(
            replay(data)
        ):
            continue
        sc = load_scenario(data)
        hand = Hand(sc.table, sc.deck, sc.reshuffles)
        starts: dict[int, int] = {}  # street -> actions taken before its first
        for taken, action in enumerate(sc.actions):
            if hand.phase is Phase.BETTING and hand.street not in starts:
                starts[hand.street] = taken
            hand.apply(action)
        theirs: dict[int, tuple[Pot, ...]] = {}
        taken = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for state, said in HandHistory.loads(scenario_to_phh(data)).state_actions:
                if said is not None and not said.startswith("d "):
                    taken += 1
                if state.actor_index is not None and not any(state.bets) and taken not in theirs:
                    theirs[taken] = tuple(
                        Pot(pot.amount, tuple(sc.table.order[i] for i in pot.player_indices))
                        for pot in state.pots
                    )
        for street, taken in starts.items():
            if street == sc.table.spec.first_street or taken not in theirs:
                continue
            parts = _parts(question_at(Drill.COUNT_POT, data, point=Point(street, action=0))).parts
            pots = theirs[taken]
            if len(pots) > 1:
                assert [p.right for p in parts if p.ask is Ask.POT_AMOUNT] == [p.amount for p in pots]
                assert [p.right for p in parts if p.ask is Ask.POT_ELIGIBLE] == [
                    frozenset(p.eligible) for p in pots
                ]
                side_pots += 1
            else:
                assert [p.right for p in parts] == [pots[0].amount]
            compared += 1
    assert compared > 100 and side_pots > 10, (compared, side_pots)


# --- the engine's count: what the drill reads ------------------------------------------


def test_the_engines_count_is_every_chip_put_in_gathered_or_in_front_of_a_seat() -> None:
    rng = random.Random(77)
    checked = 0
    for _ in range(60):
        data = random_scenario(rng, style=Style(fold=0.2, aggress=0.4))
        sc = load_scenario(data)
        hand = Hand(sc.table, sc.deck, sc.reshuffles)
        for action in [*sc.actions, None]:
            count = pot_count(hand)
            assert count.total == hand.pot_total
            assert count.in_middle + sum(chips for _, chips in count.bets) == count.total
            if hand.result is None:
                assert dict(count.bets) == {s: st.in_round for s, st in hand.seats.items() if st.in_round}
            else:  # settled: everything is gathered, cut as the showdown cut it
                assert count.bets == ()
                assert list(count.gathered) == list(pots_now(hand))
            for pot in count.gathered:
                assert set(pot.eligible) <= set(hand.live)
                assert set(pot.folded) == set(pot.paid) - set(hand.live)
            checked += 1
            if action is None:
                break
            hand.apply(action)
    assert checked > 1000


def test_a_folded_seats_chips_are_in_the_pots_it_paid_into() -> None:
    """Seat 4 folds after putting in 5 more than the all-in seat 2: it paid into both pots."""
    pots = build_pots({1: 50, 2: 20, 3: 50, 4: 25}, [1, 2, 3])
    assert [(p.amount, p.eligible, p.paid, p.folded) for p in pots] == [
        (80, (1, 2, 3), (1, 2, 3, 4), (4,)),
        (65, (1, 3), (1, 3, 4), (4,)),
    ]
