"""Random legal hands: for drills, property tests and benchmarks.

A generated hand is dealt from a shuffled deck and driven by plausible
actions chosen among the ones the engine says are legal, so everything it
produces replays. The result is a ``stud-scenario/1`` object; reshuffles the
hand needed are recorded in it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .actions import Action, ActionKind
from .cards import ALL_CARDS, Card
from .hand import Hand
from .rules import RuleSetName, preset
from .scenario import FORMAT, load_scenario
from .variants import Variant


@dataclass(frozen=True)
class Style:
    """How often the simulated players fold and raise (the rest check or call)."""

    fold: float = 0.08
    aggress: float = 0.22
    big_open: float = 0.5


def random_table(
    rng: random.Random,
    variant: Variant | None = None,
    rules: RuleSetName | None = None,
    players: int | None = None,
    short_stacks: bool = True,
) -> dict[str, Any]:
    """The table part of a random scenario (no actions yet)."""
    variant = variant or rng.choice(list(Variant))
    rules = rules or rng.choice(list(RuleSetName))
    limit = preset(rules, variant).max_players
    players = players or rng.randint(2, limit)
    seats = sorted(rng.sample(range(1, 10), players))
    small = rng.choice([2, 4, 10, 20])
    bring_in = rng.choice([small // 2, small // 2, small])
    ante = rng.choice([0, 1, small // 4, small // 2])
    big = small * 2
    stacks = {}
    for seat in seats:
        if short_stacks and rng.random() < 0.2:
            stack = rng.randint(max(ante, 1), ante + big * 2)
        else:
            stack = rng.randint(30, 200) * small
        stacks[str(seat)] = {"stack": stack}
    deck = [str(card) for card in ALL_CARDS]
    rng.shuffle(deck)
    data: dict[str, Any] = {
        "format": FORMAT,
        "variant": variant.value,
        "rules": rules.value,
        "seats": stacks,
        "stakes": {"ante": ante, "bring_in": bring_in, "small_bet": small, "big_bet": big},
        "deck": deck,
        "actions": [],
    }
    if rng.random() < 0.7:
        data["button"] = rng.randint(1, 9)
    return data


def choose_action(rng: random.Random, hand: Hand, style: Style = Style()) -> Action:
    """A plausible legal action for the seat to act."""
    seat = hand.to_act
    assert seat is not None
    legal = hand.legal_actions()
    if legal == [ActionKind.DISCARD]:
        down = hand.seats[seat].down_cards
        return Action(seat, ActionKind.DISCARD, cards=tuple(rng.sample(down, hand.spec.discards)))
    if ActionKind.BRING_IN in legal:
        kind = (
            ActionKind.COMPLETE
            if (ActionKind.COMPLETE in legal and rng.random() < 0.2)
            else ActionKind.BRING_IN
        )
        return Action(seat, kind)
    roll = rng.random()
    aggressive = [k for k in legal if k in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)]
    if aggressive and roll < style.aggress:
        kind = aggressive[0]
        amount = None
        if (
            kind is ActionKind.BET
            and hand.betting is not None
            and hand.betting.limits.open_pair_option
            and rng.random() < style.big_open
        ):
            amount = hand.betting.limits.big_bet
        return Action(seat, kind, amount)
    if ActionKind.CALL in legal and roll > 1 - style.fold:
        return Action(seat, ActionKind.FOLD)
    passive = ActionKind.CALL if ActionKind.CALL in legal else ActionKind.CHECK
    return Action(seat, passive)


def play_out(
    data: dict[str, Any],
    rng: random.Random,
    style: Style = Style(),
    *,
    first_street_style: Style | None = None,
    folders: frozenset[int] = frozenset(),
    stop: int | None = None,
    chooser: Callable[[Hand], Action | None] | None = None,
) -> dict[str, Any]:
    """``data`` with its hand driven by plausible actions, to the end or ``stop`` actions.

    ``first_street_style`` plays the first betting round differently (say, all
    calls, so every seat sees the next street); ``folders`` fold whenever
    they may; ``chooser`` makes the caller's own choice at a decision where it
    returns one (a drill's hard case: raise to the cap, go all-in short), which
    must be legal. The actions, and the stubs of any reshuffles, are recorded.
    """
    scenario = load_scenario(data)
    reshuffles: list[list[Card]] = []

    def shuffle(pile: list[Card]) -> list[Card]:
        rng.shuffle(pile)
        reshuffles.append(list(pile))
        return pile

    hand = Hand(scenario.table, scenario.deck, shuffler=shuffle)
    actions: list[Action] = []
    while not hand.over and (stop is None or len(actions) < stop):
        seat = hand.to_act
        assert seat is not None
        current = (
            first_street_style
            if first_street_style is not None and hand.street == hand.spec.first_street
            else style
        )
        chosen = chooser(hand) if chooser is not None else None
        action = chosen if chosen is not None else choose_action(rng, hand, current)
        if chosen is None and seat in folders and ActionKind.FOLD in hand.legal_actions():
            action = Action(seat, ActionKind.FOLD)
        hand.apply(action)
        actions.append(action)
    result = dict(data)
    result["actions"] = [action.to_json() for action in actions]
    if reshuffles:
        result["reshuffles"] = [[str(card) for card in stub] for stub in reshuffles]
    return result


def random_scenario(
    rng: random.Random,
    *,
    variant: Variant | None = None,
    rules: RuleSetName | None = None,
    players: int | None = None,
    complete: bool = True,
    style: Style = Style(),
    short_stacks: bool = True,
) -> dict[str, Any]:
    """A random legal scenario; with ``complete=False`` it stops at a random point."""
    data = random_table(rng, variant, rules, players, short_stacks)
    stop = None if complete else rng.randint(0, 60)
    return play_out(data, rng, style, stop=stop)
