"""The engine's offers: every legal betting action with its chips, and the effect of an
action before it is taken, checked against what taking it really does."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dealer_trainer.engine.actions import Action, ActionKind
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.errors import IllegalActionError
from dealer_trainer.engine.events import ActionTaken
from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.offers import BetSize, offers, open_pair_bet, preview
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import Scenario, load_scenario
from dealer_trainer.engine.variants import Variant


def _hand_after(scenario: Scenario, count: int) -> Hand:
    """The hand after its first ``count`` actions. Its reshuffles deal the recorded stubs
    while they fit; a hand taken off the recorded line keeps the pile's order instead."""
    served: list[int] = []

    def restack(pile: list[Card]) -> list[Card]:
        index = len(served)
        served.append(index)
        if index < len(scenario.reshuffles) and set(scenario.reshuffles[index]) == set(pile):
            return list(scenario.reshuffles[index])
        return list(pile)

    hand = Hand(scenario.table, scenario.deck, shuffler=restack)
    for action in scenario.actions[:count]:
        hand.apply(action)
    return hand


def _state(hand: Hand) -> Any:
    """Everything an action could change, to see that asking changed nothing."""
    return (
        list(hand.events),
        hand.to_act,
        hand.street,
        hand.phase,
        hand.pot_total,
        [(s.stack, s.committed, s.in_round, list(s.cards), s.folded) for s in hand.seats.values()],
        hand.shoe.stub,
        list(hand.shoe.burns),
        list(hand.shoe.muck),
        hand.legal_actions(),
    )


def _points(seeds: range, **kwargs: Any) -> list[tuple[Scenario, int]]:
    """Every moment of some random hands, as (scenario, actions taken so far)."""
    found: list[tuple[Scenario, int]] = []
    for seed in seeds:
        scenario = load_scenario(random_scenario(random.Random(seed), **kwargs))
        found.extend((scenario, count) for count in range(len(scenario.actions) + 1))
    return found


def _walk(seeds: range, **kwargs: Any) -> Any:
    """Every moment of some random hands, as (scenario, count, the hand at that moment),
    one hand stepped forward per scenario (cheaper than replaying to each moment)."""
    for seed in seeds:
        scenario = load_scenario(random_scenario(random.Random(seed), **kwargs))
        hand = _hand_after(scenario, 0)
        for count, action in enumerate(scenario.actions):
            yield scenario, count, hand
            hand.apply(action)
        yield scenario, len(scenario.actions), hand


def _taken(scenario: Scenario, count: int, action: Action) -> ActionTaken:
    events = _hand_after(scenario, count).apply(action)
    return next(e for e in events if isinstance(e, ActionTaken))


def test_each_offer_puts_in_what_taking_it_really_puts_in() -> None:
    checked = 0
    for scenario, count in _points(range(30)):
        hand = _hand_after(scenario, count)
        for offer in offers(hand):
            taken = _taken(scenario, count, offer.action)
            assert (offer.amount, offer.round_total, offer.all_in) == (
                taken.amount,
                taken.round_total,
                taken.all_in,
            ), (scenario.actions[:count], offer)
            checked += 1
    assert checked > 500


def test_offers_are_the_legal_betting_actions_of_the_seat_to_act_and_nothing_else() -> None:
    for _scenario, _count, hand in _walk(range(25)):
        kinds = [offer.kind for offer in offers(hand) if not offer.open_pair]
        assert kinds == [k for k in hand.legal_actions() if k is not ActionKind.DISCARD]
        assert all(offer.seat == hand.to_act and hand.can(offer.action) for offer in offers(hand))


def test_asking_for_offers_or_a_preview_never_changes_the_hand() -> None:
    for scenario, count, hand in _walk(range(30)):
        before = _state(hand)
        offers(hand)
        if count < len(scenario.actions):
            preview(hand, scenario.actions[count])
        assert _state(hand) == before


def test_preview_of_the_recorded_next_action_is_the_event_it_records() -> None:
    for scenario, count in _points(range(25)):
        if count == len(scenario.actions):
            continue
        action = scenario.actions[count]
        expected = None if action.kind is ActionKind.DISCARD else _taken(scenario, count, action)
        assert preview(_hand_after(scenario, count), action) == expected


def test_a_preview_that_deals_a_reshuffle_leaves_the_shuffler_of_the_hand_alone() -> None:
    calls: list[int] = []

    def counting(pile: list[Card]) -> list[Card]:
        calls.append(len(pile))
        return list(pile)

    for seed in range(400):
        data = random_scenario(random.Random(seed), variant=Variant.STUD7, players=8, short_stacks=False)
        if "reshuffles" not in data:
            continue
        scenario = load_scenario(data)
        hand = Hand(scenario.table, scenario.deck, shuffler=counting)
        for action in scenario.actions:
            if not hand.shoe.reshuffle_count:
                for offer in offers(hand):
                    preview(hand, offer.action)
                assert not calls and not hand.shoe.reshuffle_count
            hand.apply(action)
        assert calls  # the hand itself did reshuffle, with its shuffler
        return
    pytest.fail("no random hand reached a reshuffle")


def test_the_open_pair_big_bet_is_offered_after_the_ordinary_bet_and_puts_in_the_big_bet() -> None:
    seen = 0
    for scenario, count, hand in _walk(range(80), variant=Variant.STUD7, rules=RuleSetName.ONLINE):
        found = offers(hand)
        big = [offer for offer in found if offer.open_pair]
        if not big:
            assert open_pair_bet(hand) is None
            continue
        seen += 1
        (offer,) = big
        assert hand.street == 4 and offer.kind is ActionKind.BET
        assert offer.action.amount == hand.stakes.big_bet and offer.size is BetSize.BIG
        kinds = [o.kind for o in found]
        assert kinds.index(ActionKind.BET) + 1 == found.index(offer)
        ordinary = found[kinds.index(ActionKind.BET)]
        assert ordinary.size is BetSize.SMALL and ordinary.action.amount is None
        taken = _taken(scenario, count, offer.action)
        assert (offer.amount, offer.all_in) == (taken.amount, taken.all_in)
        if not taken.all_in:
            assert offer.amount == hand.stakes.big_bet
    assert seen >= 3


def test_no_open_pair_offer_on_a_street_with_no_open_pair() -> None:
    for _scenario, _count, hand in _walk(range(40)):
        showing_pair = hand.street == 4 and any(
            len(up := hand.seats[s].up_cards) >= 2 and up[0].rank == up[1].rank for s in hand.live
        )
        if not showing_pair:
            assert not any(offer.open_pair for offer in offers(hand))


def test_a_bet_on_a_big_bet_street_is_sized_by_the_big_bet() -> None:
    for _scenario, _count, hand in _walk(range(60), variant=Variant.STUD7):
        for offer in offers(hand):
            if offer.kind is ActionKind.BET and not offer.open_pair:
                small = hand.street in hand.spec.small_bet_streets
                assert offer.size is (BetSize.SMALL if small else BetSize.BIG)
                if not offer.all_in:
                    assert offer.amount == (hand.stakes.small_bet if small else hand.stakes.big_bet)
            if offer.kind in (ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN):
                assert offer.size is None


def test_preview_refuses_an_illegal_action_with_the_engines_reason() -> None:
    scenario = load_scenario(random_scenario(random.Random(3), variant=Variant.STUD7))
    hand = _hand_after(scenario, 0)
    seat = hand.to_act
    assert seat is not None
    with pytest.raises(IllegalActionError, match="not legal now; legal now: bring-in"):
        preview(hand, Action(seat, ActionKind.RAISE))


def test_no_offers_once_the_hand_is_over_or_while_seats_discard() -> None:
    over = load_scenario(random_scenario(random.Random(5)))
    assert offers(_hand_after(over, len(over.actions))) == ()
    discarding = load_scenario(random_scenario(random.Random(5), variant=Variant.SUPER_STUD7_HILO8))
    hand = _hand_after(discarding, 0)
    assert hand.legal_actions() == [ActionKind.DISCARD] and offers(hand) == ()
