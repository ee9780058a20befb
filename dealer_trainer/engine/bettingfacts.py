"""Decision facts: the amounts behind every betting and money answer, as typed data.

The contract's "Decision facts" section adds these to the report so that a
drill's answer ("how much to call?", "what does the raise make it?", "is the
betting capped?", "what did each seat show down?") can be checked from the
report alone. The engine already decides every one of these numbers while it
plays; this module only reads them off a :class:`~.hand.Hand` and keeps them
in frozen dataclasses, so the GUI and the drills ask typed data and the JSON
report (:mod:`.reporting`) merely serialises it.

:class:`MoneyFacts` goes beyond the contract, for the drills on the action and
the money (issue 13): whether the seat to act may raise and whether a short
all-in closed the raising to it, the pots as they stand with who can win
each, and the uncalled chips given back. The report carries it under a key of
its own, ``money``, so that no key of the contract changes.

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
from .pots import Pot, build_pots, uncalled
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

    ``reopened`` is ``False`` only when the seat has already acted this round
    and the only wager since was an all-in of less than half a bet, which
    (Robert's Rules, :mod:`.betting`) does not reopen the betting: the seat
    may then only call or fold. It is ``True`` for a seat that has not acted
    yet, or once a full wager has come in since. A drill asks "is the betting
    reopened?" from this field, never by reading the actions itself.
    """

    to_call: int
    amounts: tuple[tuple[ActionKind, int], ...]
    bet_big: int | None
    raise_to: int | None
    wagers_left: int
    reopened: bool = True

    @property
    def may_raise(self) -> bool:
        """A completion, bet or raise is legal now (``raise_to`` says to what)."""
        return self.raise_to is not None

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
        reopened=seat not in round_.no_raise,
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


@dataclass(frozen=True)
class Uncalled:
    """The part of the biggest contribution nobody matched, given back to the seat that put it in."""

    seat: int
    amount: int

    def to_json(self) -> dict[str, int]:
        return {"seat": self.seat, "amount": self.amount}


@dataclass(frozen=True)
class MoneyFacts:
    """The money at the table as it stands: our additions to the contract's decision facts.

    ``may_raise`` and ``reopened`` are those of :class:`BettingFacts` (``None``
    when no betting decision waits: the hand is over, or Super Seven discards).
    ``pots`` are the main pot and side pots cut from the chips committed so far
    by :func:`.pots.build_pots`, the same cut the showdown makes: folded seats'
    chips stay in, folded seats are eligible for none. In the middle of a
    round, the part of a wager the others have not yet answered shows as a pot
    only the bettor is eligible for, until they answer it. ``uncalled`` is set
    only once the hand is over and a contribution was left unmatched: those
    chips go back to that seat (they are part of what it is awarded, and no
    rake is taken on them).
    """

    may_raise: bool | None
    reopened: bool | None
    pots: tuple[Pot, ...]
    uncalled: Uncalled | None

    def to_json(self) -> dict[str, Any]:
        return {
            "may_raise": self.may_raise,
            "reopened": self.reopened,
            "pots": [{"amount": pot.amount, "eligible": list(pot.eligible)} for pot in self.pots],
            "uncalled": self.uncalled.to_json() if self.uncalled is not None else None,
        }


def pots_now(hand: Hand) -> tuple[Pot, ...]:
    """The main and side pots as they stand, from the chips committed so far."""
    committed = {seat: state.committed for seat, state in hand.seats.items()}
    return tuple(build_pots(committed, hand.live))


@dataclass(frozen=True)
class PotCount:
    """The chips of a hand as a dealer counts them at one moment.

    ``total`` is every chip put in so far; ``gathered`` the pots of the chips
    already in the middle (cut as :func:`.pots.build_pots` cuts them, by the
    seats still in), and ``bets`` the chips in front of each seat that has put
    some in during the round under way, clockwise from the dealer's left. A
    drill draws each as a stack and asks for the sums, so the sums are made
    here, once, where the chips are known.
    """

    total: int
    gathered: tuple[Pot, ...]
    bets: tuple[tuple[int, int], ...]

    @property
    def in_middle(self) -> int:
        """The chips gathered in the middle (every pot, without the bets in front of the seats)."""
        return sum(pot.amount for pot in self.gathered)


def pot_count(hand: Hand) -> PotCount:
    """The pot as it stands: the gathered pots and the bets of the round under way.

    Once the hand is over the last round's bets count as gathered: the dealer
    has pulled them into the pot to settle it.
    """
    over = hand.result is not None
    bets = tuple(
        (seat, hand.seats[seat].in_round) for seat in hand.order if not over and hand.seats[seat].in_round > 0
    )
    betting = dict(bets)
    middle = {seat: state.committed - betting.get(seat, 0) for seat, state in hand.seats.items()}
    return PotCount(hand.pot_total, tuple(build_pots(middle, hand.live)), bets)


def uncalled_return(hand: Hand) -> Uncalled | None:
    """The unmatched chips given back at the end of the hand, and to whom; ``None`` if none.

    Only the end of the hand can leave a wager unmatched: a round in which
    someone has matched every wager goes on to the next street, and one in
    which nobody can (everyone else folded, or is all-in for less) ends the
    hand. :func:`.pots.uncalled` is the same sum the rake and the side-pot
    reasons use ("the uncalled 8 goes back to seat 9").
    """
    if hand.result is None:
        return None
    committed = {seat: state.committed for seat, state in hand.seats.items()}
    amount = uncalled(committed)
    if amount <= 0:
        return None
    seat = max(hand.order, key=lambda s: committed[s])
    return Uncalled(seat, amount)


def money_facts(hand: Hand, facts: NextFacts | None = None) -> MoneyFacts:
    """Whether the seat to act may raise, the pots as they stand, and any uncalled return.

    ``facts`` is :func:`next_facts` of the hand if the caller has it already (the
    report does), so that it is not worked out twice.
    """
    if facts is None:
        facts = next_facts(hand)
    betting = facts.betting if facts is not None else None
    return MoneyFacts(
        may_raise=betting.may_raise if betting is not None else None,
        reopened=betting.reopened if betting is not None else None,
        pots=pots_now(hand),
        uncalled=uncalled_return(hand),
    )


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
