"""Decision facts: the amounts behind every betting and money answer, as typed data.

The contract's "Decision facts" section adds these to the report so that a
drill's answer ("how much to call?", "what does the raise make it?", "is the
betting capped?", "what did each seat show down?") can be checked from the
report alone. The engine already decides every one of these numbers while it
plays; this module only reads them off a :class:`~.hand.Hand` and keeps them
in frozen dataclasses, so the GUI and the drills ask typed data and the JSON
report (:mod:`.reporting`) merely serialises it.

Nothing here is computed while a hand is played: the facts are read on
demand, when a report or a drill asks, so replaying stays as fast as before.

The chips each action would put in follow :meth:`.betting.BettingRound.apply`
exactly (the target of each action, less what the seat already has in this
round, at most its stack); ``tests/test_betting_facts.py`` plays every legal action
and checks that the chips it put in are the ones announced here.
(``engine/offers.py``, written in parallel for the pack editor, answers the
same question; after the merge the two should share this one computation.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .actions import ActionKind
from .betting import BettingRound
from .cards import Card
from .evaluation import eight_or_better_value, high_value, low_value
from .hand import Hand, Phase
from .handclass import ShownHand, high_hand, low_hand
from .variants import LowRule, VariantSpec

#: The wagers that count toward the cap and set ``raise_to`` (at most one is legal at a time).
WAGERS = (ActionKind.BET, ActionKind.COMPLETE, ActionKind.RAISE)
#: Every action that puts chips in: the keys ``amounts`` may have (listed in legal order).
_PAYING = (ActionKind.BRING_IN, ActionKind.CALL, *WAGERS)


@dataclass(frozen=True)
class BettingFacts:
    """The money side of a betting decision, for the seat to act.

    ``amounts`` holds, for each legal action that puts chips in, the chips it
    puts in (at most the seat's stack). ``bet_big`` is the chips of a big
    opening bet while the open-pair option allows one (else ``None``).
    ``raise_to`` is the seat's total for the round after the legal
    completion, bet or raise (``None`` if none is legal); ``wagers_left``
    counts the bets, completions and raises the round still allows before
    the cap (a bring-in below the small bet is not one).
    """

    to_call: int
    amounts: tuple[tuple[ActionKind, int], ...]
    bet_big: int | None
    raise_to: int | None
    wagers_left: int

    @property
    def capped(self) -> bool:
        """No more bets or raises this round: one bet and ``max_raises`` raises are in."""
        return self.wagers_left == 0

    def amount(self, kind: ActionKind) -> int | None:
        """The chips ``kind`` would put in, or ``None`` if it puts none in or is not legal."""
        return dict(self.amounts).get(kind)


@dataclass(frozen=True)
class NextFacts:
    """Who must act now, what is legal, and (in a betting round) the amounts.

    ``betting`` is ``None`` during the Super Seven discards, where the only
    decision is which two cards to throw away.
    """

    seat: int
    street: int
    legal: tuple[ActionKind, ...]
    betting: BettingFacts | None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "seat": self.seat,
            "street": self.street,
            "legal": [kind.value for kind in self.legal],
        }
        money = self.betting
        if money is not None:
            data["to_call"] = money.to_call
            data["amounts"] = {kind.value: chips for kind, chips in money.amounts}
            if money.bet_big is not None:
                data["bet_big"] = money.bet_big
            data["raise_to"] = money.raise_to
            data["wagers_left"] = money.wagers_left
            data["capped"] = money.capped
        return data


def betting_facts(round_: BettingRound) -> BettingFacts:
    """The amounts of the decision the seat to act faces in ``round_``."""
    seat = round_.to_act
    assert seat is not None
    state = round_.seats[seat]
    legal = round_.legal()
    amounts = tuple(
        (kind, min(round_.target(kind) - state.in_round, state.stack)) for kind in legal if kind in _PAYING
    )
    chips = dict(amounts)
    wager = next((kind for kind in legal if kind in WAGERS), None)
    bet_big = None
    if ActionKind.BET in chips and round_.limits.open_pair_option:
        bet_big = min(round_.limits.big_bet - state.in_round, state.stack)
    return BettingFacts(
        to_call=min(max(round_.owed(seat), 0), state.stack),
        amounts=amounts,
        bet_big=bet_big,
        raise_to=state.in_round + chips[wager] if wager is not None else None,
        wagers_left=max(round_.limits.cap_bets - round_.aggressions, 0),
    )


def next_facts(hand: Hand) -> NextFacts | None:
    """The decision the hand waits for, or ``None`` once it is over."""
    seat = hand.to_act
    if seat is None:
        return None
    legal = tuple(hand.legal_actions())
    money = None
    if hand.phase is Phase.BETTING and hand.betting is not None:
        money = betting_facts(hand.betting)
    return NextFacts(seat, hand.street, legal, money)


def shown_hand(spec: VariantSpec, cards: Sequence[Card]) -> ShownHand:
    """What ``cards`` (a seat's cards plus the common cards) show down in ``spec``'s game."""
    return _shown(spec, [card.code for card in cards])


def _shown(spec: VariantSpec, codes: list[int]) -> ShownHand:
    high = high_hand(high_value(codes)) if spec.high else None
    low = None
    if spec.low is LowRule.ACE_TO_FIVE:
        low = low_hand(low_value(codes))
    elif spec.low is LowRule.EIGHT_OR_BETTER:
        value = eight_or_better_value(codes)
        low = low_hand(value) if value is not None else None
    return ShownHand(high, low)


def reached_showdown(hand: Hand) -> bool:
    """Whether the hand ended at a showdown (not with everyone else folding).

    A hand that is over with two or more seats still in was shown down: the
    only other way to end is the last fold, which leaves one seat.
    """
    return hand.result is not None and len(hand.live) > 1


def shown_hands(hand: Hand) -> dict[int, ShownHand]:
    """Every seat that reached the showdown, clockwise from the dealer's left; ``{}`` if none."""
    if not reached_showdown(hand):
        return {}
    commons = [card.code for card in hand.commons]
    return {
        seat: _shown(hand.spec, [card.code for card, _ in hand.seats[seat].cards] + commons)
        for seat in hand.live
    }
