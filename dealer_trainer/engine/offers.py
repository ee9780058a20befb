"""What the seat to act is offered, and what an action would do, before it is taken.

A tool that lets a person choose the next action (the pack editor) shows
each choice with its chips: "Call 4", "Raise to 12 (all-in)", "Bet 8 (open
pair)". Those sums are the engine's: :func:`preview` takes the action on a
copy of the hand, so the answer is exactly what :meth:`Hand.apply` would
record, and :func:`offers` lists every legal betting action that way, the
fourth-street big bet on an open pair included. Neither changes the hand.

>>> from dealer_trainer.engine.scenario import load_scenario
>>> from dealer_trainer.engine.cards import ALL_CARDS
>>> scenario = load_scenario({
...     "format": "stud-scenario/1", "variant": "stud7",
...     "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
...     "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
...     "deck": [str(c) for c in ALL_CARDS], "actions": []})
>>> hand = Hand(scenario.table, scenario.deck)
>>> [(offer.kind.value, offer.amount, offer.round_total) for offer in offers(hand)]
[('bring_in', 1, 1), ('complete', 2, 2)]
>>> len(hand.events)   # unchanged: the offers were worked out on a copy
8
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import Action, ActionKind
from .cards import Card
from .events import ActionTaken
from .hand import Hand


class BetSize(StrEnum):
    """Which of the two limits sizes a bet, a completion or a raise."""

    SMALL = "small"
    BIG = "big"


@dataclass(frozen=True)
class Offer:
    """One legal betting action for the seat to act, with what it would put in.

    ``amount`` is the chips the action moves into the pot and ``round_total``
    the seat's chips in the round after it (as :class:`ActionTaken` records
    them); ``size`` is the limit a bet, completion or raise is sized by (None
    for the rest); ``open_pair`` marks the fourth-street big bet the rules
    offer because a seat shows an open pair. ``action`` is what to apply.
    """

    action: Action
    amount: int
    round_total: int
    all_in: bool
    size: BetSize | None = None
    open_pair: bool = False

    @property
    def kind(self) -> ActionKind:
        return self.action.kind

    @property
    def seat(self) -> int:
        return self.action.seat


def _copy(hand: Hand) -> Hand:
    """An independent copy of ``hand`` to take an action on.

    The table, the events and the decisions are immutable records, so the copy
    shares them (in lists of its own); the rest (seats, shoe, betting round) is
    copied, so nothing the copy does reaches the original. The hand's shuffler
    is not called: it may hold state (a random generator, the stubs recorded so
    far) that is not the copy's to advance. A reshuffle on the copy keeps the
    pile's order; only the action's own record is read, and it comes first.
    """
    memo: dict[int, Any] = {
        id(hand.table): hand.table,
        id(hand.events): list(hand.events),
        id(hand.decisions): list(hand.decisions),
    }
    shuffler = hand.shoe._shuffler
    if shuffler is not None:
        memo[id(shuffler)] = _keep_order
    return copy.deepcopy(hand, memo)


def _keep_order(pile: list[Card]) -> list[Card]:
    return list(pile)


def preview(hand: Hand, action: Action) -> ActionTaken | None:
    """What taking ``action`` now would record, without taking it.

    None for a discard (it records a :class:`~.events.Discard`, not chips).
    Raises :class:`~.errors.IllegalActionError` with the reason when the
    action is refused now, as :meth:`Hand.apply` would.
    """
    hand.verify(action)
    if action.kind is ActionKind.DISCARD:
        return None
    events = _copy(hand).apply(action)
    return next(event for event in events if isinstance(event, ActionTaken))


def _size(hand: Hand, kind: ActionKind, amount: int | None) -> BetSize | None:
    if kind not in (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE):
        return None
    if kind is ActionKind.COMPLETE:
        return BetSize.SMALL
    if amount is not None:
        return BetSize.BIG if amount == hand.stakes.big_bet else BetSize.SMALL
    assert hand.betting is not None
    small_street = hand.street in hand.spec.small_bet_streets
    return BetSize.SMALL if small_street and hand.betting.unit == hand.stakes.small_bet else BetSize.BIG


def _offer(hand: Hand, action: Action, *, open_pair: bool = False) -> Offer:
    taken = preview(hand, action)
    assert taken is not None
    return Offer(
        action,
        taken.amount,
        taken.round_total,
        taken.all_in,
        _size(hand, action.kind, action.amount),
        open_pair,
    )


def open_pair_bet(hand: Hand) -> Action | None:
    """The fourth-street big bet the seat to act may open with because a seat shows an
    open pair (where the rules give that option and the big bet differs), or None."""
    seat = hand.to_act
    if seat is None or ActionKind.BET not in hand.legal_actions():
        return None
    big = Action(seat, ActionKind.BET, hand.stakes.big_bet)
    if hand.stakes.big_bet == hand.stakes.small_bet or not hand.can(big):
        return None
    return big


def offers(hand: Hand) -> tuple[Offer, ...]:
    """Every legal betting action for the seat to act, in the engine's order, each with
    its chips; the open-pair big bet follows the ordinary bet. Empty when the hand is
    over or the seat to act must discard."""
    seat = hand.to_act
    if seat is None:
        return ()
    found: list[Offer] = []
    for kind in hand.legal_actions():
        if kind is ActionKind.DISCARD:
            continue
        found.append(_offer(hand, Action(seat, kind)))
        if kind is ActionKind.BET:
            big = open_pair_bet(hand)
            if big is not None:
                found.append(_offer(hand, big, open_pair=True))
    return tuple(found)
