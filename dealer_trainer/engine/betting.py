"""One fixed-limit betting round: whose turn, what is legal, and its effects.

Counting toward the cap (one bet and ``max_raises`` raises): the completion,
every bet and raise, and a bring-in that is already a full bet
(``bring_in == small_bet``). A round ends when no seat that can act still owes
an answer to the last bet or raise; the bring-in seat has no option when the
others merely call it.

Short all-in wagers are outside the contract; we follow Robert's Rules of
Poker for limit games: an all-in raise of at least half a bet counts as a full
raise and reopens the betting; a smaller one does not, so seats that had
already acted may then only call or fold. The next full raise goes one bet
above the all-in amount.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .actions import ActionKind
from .errors import IllegalActionError
from .seat import SeatState


@dataclass(frozen=True)
class RoundLimits:
    """The sizes that apply on one street."""

    unit: int  # the bet (and raise) size for the street
    cap_bets: int  # one bet plus the raises allowed
    bring_in: int | None  # the bring-in to post (first round only)
    complete_to: int  # the small bet, what a completion makes it
    big_bet: int
    open_pair_option: bool  # fourth street with an open pair, where allowed


class BettingRound:
    """The state of the betting on one street."""

    def __init__(
        self,
        street: int,
        order: Sequence[int],
        seats: Mapping[int, SeatState],
        first: int,
        limits: RoundLimits,
    ) -> None:
        self.street = street
        self.order = tuple(order)
        self.seats = seats
        self.limits = limits
        self.unit = limits.unit
        self.level = 0
        self.aggressions = 0
        self.bring_in_pending = limits.bring_in is not None
        self.completed = False
        self.to_act: int | None = first
        self.need: set[int] = {s for s in order if seats[s].can_act}
        self.no_raise: set[int] = set()
        self._legal: list[ActionKind] | None = None  # legal() for the current state
        for state in seats.values():
            state.in_round = 0

    # --- questions ----------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.to_act is None

    def owed(self, seat: int) -> int:
        return self.level - self.seats[seat].in_round

    def _others_can_answer(self, seat: int) -> bool:
        return any(self.seats[s].can_act for s in self.order if s != seat)

    def legal(self) -> list[ActionKind]:
        """The actions the seat to act may take, in report order."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[ActionKind]:
        seat = self.to_act
        if seat is None:
            return []
        if self.bring_in_pending:
            assert self.limits.bring_in is not None
            kinds = [ActionKind.BRING_IN]
            if self.limits.bring_in < self.limits.complete_to:
                kinds.append(ActionKind.COMPLETE)
            return kinds
        owed = self.owed(seat)
        kinds = [ActionKind.FOLD, ActionKind.CALL if owed > 0 else ActionKind.CHECK]
        if (
            self.aggressions < self.limits.cap_bets
            and seat not in self.no_raise
            and self.seats[seat].stack > owed
            and self._others_can_answer(seat)
        ):
            if (
                self.limits.bring_in is not None
                and not self.completed
                and (self.limits.bring_in < self.limits.complete_to)
            ):
                kinds.append(ActionKind.COMPLETE)
            elif self.level == 0:
                kinds.append(ActionKind.BET)
            else:
                kinds.append(ActionKind.RAISE)
        return kinds

    def why_not(self, seat: int, kind: ActionKind, amount: int | None) -> str | None:
        """Why ``seat`` may not take ``kind`` now, or None if it may."""
        if self.to_act is None:
            return "the betting round is over"
        if seat != self.to_act:
            return f"seat {seat} acted out of turn; seat {self.to_act} is to act"
        legal = self.legal()
        if kind not in legal:
            return _refusal(kind, legal, self)
        if amount is not None:
            if kind is not ActionKind.BET or not self.limits.open_pair_option:
                return (
                    '"amount" is only allowed on a fourth-street bet when a seat shows '
                    "an open pair and the rules give the big-bet option"
                )
            if amount not in (self.limits.unit, self.limits.big_bet):
                return f"the opening bet may be {self.limits.unit} or {self.limits.big_bet}, not {amount}"
        return None

    # --- effects ------------------------------------------------------------

    def apply(self, seat: int, kind: ActionKind, amount: int | None = None, *, verified: bool = False) -> int:
        """Apply a legal action; return the chips it put in.

        ``verified`` skips the legality check for a caller that has just made it.
        """
        if not verified:
            problem = self.why_not(seat, kind, amount)
            if problem:
                raise IllegalActionError(problem)
        self._legal = None
        state = self.seats[seat]
        before = self.level
        put = 0
        if kind is ActionKind.FOLD:
            state.folded = True
            self.need.discard(seat)
        elif kind in (ActionKind.CHECK, ActionKind.CALL):
            put = state.put_in(self.owed(seat))
            self.need.discard(seat)
        else:
            if kind is ActionKind.COMPLETE:
                self.completed = True
            elif kind is ActionKind.BET and amount is not None:
                self.unit = amount
            target = self.target(kind)
            put = state.put_in(target - state.in_round)
            self.bring_in_pending = False
            self._aggression(seat, before, target, kind)
        if state.all_in:
            self.need.discard(seat)
        self.to_act = self._next_after(seat)
        return put

    def target(self, kind: ActionKind) -> int:
        """The seat's total for the round that ``kind`` aims at, before the stack limits it.

        The one place the sums are made: :meth:`apply` puts in the difference, and
        the report's decision facts (:mod:`.bettingfacts`) announce it beforehand.
        A call (or a check) aims at the level the others have reached.
        """
        if kind is ActionKind.BRING_IN:
            assert self.limits.bring_in is not None
            return self.limits.bring_in
        if kind is ActionKind.COMPLETE:
            return self.limits.complete_to
        if kind is ActionKind.BET:
            return self.unit
        if kind is ActionKind.RAISE:
            return self.level + self.unit
        return self.level

    def _aggression(self, seat: int, before: int, target: int, kind: ActionKind) -> None:
        reached = self.seats[seat].in_round
        self.level = max(self.level, reached)
        full_bring_in = kind is ActionKind.BRING_IN and self.limits.bring_in == self.limits.complete_to
        counts = kind is not ActionKind.BRING_IN or full_bring_in
        short = reached < target
        if short and 2 * (reached - before) < (target - before):
            # Less than half a bet all-in: it does not reopen the betting.
            acted = {s for s in self.order if s not in self.need and s != seat}
            self.no_raise |= acted
            self.need = {s for s in self.order if self.seats[s].can_act and self.owed(s) > 0 and s != seat}
            return
        if counts:
            self.aggressions += 1
        self.no_raise = set()
        self.need = {s for s in self.order if self.seats[s].can_act and s != seat}

    def _next_after(self, seat: int) -> int | None:
        if not self.need:
            return None
        start = self.order.index(seat)
        for step in range(1, len(self.order) + 1):
            candidate = self.order[(start + step) % len(self.order)]
            if candidate in self.need:
                return candidate
        return None


def _refusal(kind: ActionKind, legal: list[ActionKind], round_: BettingRound) -> str:
    # "bring-in" as a dealer writes it, not the action's name in a file ("bring_in")
    allowed = ", ".join(k.value.replace("_", "-") for k in legal)
    said = kind.value.replace("_", "-")
    if kind is ActionKind.RAISE and round_.aggressions >= round_.limits.cap_bets:
        return (
            f"raise is over the cap: the round already has one bet and "
            f"{round_.limits.cap_bets - 1} raises; legal now: {allowed}"
        )
    if kind is ActionKind.CALL and ActionKind.CHECK in legal:
        return f"nothing is owed, so check instead of call; legal now: {allowed}"
    if kind is ActionKind.CHECK and ActionKind.CALL in legal:
        return f"there is a bet to answer, so check is not possible; legal now: {allowed}"
    if kind in (ActionKind.RAISE, ActionKind.BET, ActionKind.COMPLETE) and (
        not round_._others_can_answer(round_.to_act or 0)
    ):
        return f"{said} is not allowed: no other seat could answer it; legal now: {allowed}"
    if kind is ActionKind.DISCARD:
        return f"discarding is over; legal now: {allowed}"
    return f"{said} is not legal now; legal now: {allowed}"
