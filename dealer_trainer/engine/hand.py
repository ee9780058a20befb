"""The hand state machine: one stud hand from the antes to the last chip.

A :class:`Hand` deals by itself until a seat must decide, then waits. At any
point it can say whose turn it is (:attr:`Hand.to_act`), what that seat may do
(:meth:`Hand.legal_actions`) and why anything else is refused
(:meth:`Hand.why_not`); :meth:`Hand.apply` takes one action and returns the
events it caused, so the GUI can animate a hand one event at a time. Every
decision a trainee can be quizzed on is kept in :attr:`Hand.decisions` with
its reason.

>>> from dealer_trainer.engine.scenario import load_scenario
>>> from dealer_trainer.engine.cards import ALL_CARDS
>>> scenario = load_scenario({
...     "format": "stud-scenario/1", "variant": "stud7",
...     "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
...     "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
...     "deck": [str(c) for c in ALL_CARDS], "actions": []})
>>> hand = Hand(scenario.table, scenario.deck)
>>> hand.to_act, [kind.value for kind in hand.legal_actions()]
(1, ['bring_in', 'complete'])
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from enum import Enum

from .actions import Action, ActionKind
from .betting import BettingRound, RoundLimits
from .cards import Card
from .dealing import Shoe, Shuffler, StreetPlan, StubCount
from .errors import IllegalActionError, ScenarioError
from .events import ActionTaken, Ante, Burn, Common, Deal, Discard, Event, Reshuffle
from .facts import BringInFacts, BurnFacts, CommonCardFacts, ReshuffleFacts
from .openers import Decision, DecisionKind, choose_bring_in, choose_first_to_act
from .pots import Result, Showdown, settle_showdown, settle_uncontested
from .reasons import Reading, Topic, because
from .rules import OPEN_PAIR_STREET, open_pair_option
from .seat import SeatState
from .table import Table


class Phase(Enum):
    DISCARD = "discard"
    BETTING = "betting"
    OVER = "over"


class Hand:
    """One hand at ``table`` dealt from ``deck`` (top card first)."""

    def __init__(
        self,
        table: Table,
        deck: Sequence[Card],
        reshuffles: Sequence[Sequence[Card]] = (),
        shuffler: Shuffler | None = None,
    ) -> None:
        if len(deck) != 52 or len({card.code for card in deck}) != 52:
            raise ScenarioError("deck", "the deck must hold each of the 52 cards exactly once")
        self.table = table
        self.spec = table.spec
        self.rules = table.rules
        self.stakes = table.stakes
        self.order = table.order
        self.seats = {seat: SeatState(seat, stack) for seat, stack in table.stacks}
        self.shoe = Shoe(deck, reshuffles, shuffler)
        self.commons: list[Card] = []
        self.events: list[Event] = []
        self.decisions: list[Decision] = []
        #: The stub before each street after the first, as the dealer counts it (Stub count).
        self.stub_counts: list[StubCount] = []
        self.street = self.spec.first_street
        self.bring_in: int | None = None
        self.first_to_act: dict[int, int] = {}
        self.betting: BettingRound | None = None
        self.result: Result | None = None
        self.phase = Phase.BETTING
        self._post_antes()
        self._initial_deal()
        if self.spec.discards:
            self.phase = Phase.DISCARD
        else:
            self._open_first_round()

    # --- questions ----------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def live(self) -> list[int]:
        """Seats still in the hand, clockwise from the dealer's left."""
        return [seat for seat in self.order if not self.seats[seat].folded]

    @property
    def to_act(self) -> int | None:
        """The seat that must act now (``None`` once the hand is over)."""
        if self.phase is Phase.DISCARD:
            return next(seat for seat in self.order if not self.seats[seat].discarded)
        if self.phase is Phase.BETTING and self.betting is not None:
            return self.betting.to_act
        return None

    @property
    def pot_total(self) -> int:
        return sum(state.committed for state in self.seats.values())

    def legal_actions(self) -> list[ActionKind]:
        """What the seat to act may do now, in the report's order."""
        if self.phase is Phase.DISCARD:
            return [ActionKind.DISCARD]
        if self.phase is Phase.BETTING and self.betting is not None:
            return self.betting.legal()
        return []

    def open_pairs(self) -> list[int]:
        """Seats still in whose first two up cards are a pair (an open pair), clockwise.

        What the open-pair option looks at on fourth street; the drills ask it
        to find (and explain) a street with an open pair showing.
        """
        return [s for s in self.live if len(up := self.seats[s].up_cards) >= 2 and up[0].rank == up[1].rank]

    def showing(self, seat: int) -> list[Card]:
        """A seat's showing hand: its face-up cards plus every common card."""
        return self.seats[seat].up_cards + self.commons

    def why_not(self, action: Action) -> str | None:
        """Why ``action`` is refused now, in words for the user; ``None`` if legal."""
        if self.phase is Phase.OVER:
            return "the hand is over; no more actions are taken"
        if action.seat not in self.seats:
            return f"seat {action.seat} is not at the table"
        if action.kind is ActionKind.DISCARD:
            return self._why_not_discard(action)
        if action.cards:
            return '"cards" belongs only to a discard'
        if self.phase is Phase.DISCARD:
            return (
                "every seat must discard two face-down cards before the betting; seat "
                f"{self.to_act} is the next to discard"
            )
        assert self.betting is not None
        state = self.seats[action.seat]
        if state.folded:
            return f"seat {action.seat} has folded and is out of the hand"
        return self.betting.why_not(action.seat, action.kind, action.amount)

    def can(self, action: Action) -> bool:
        return self.why_not(action) is None

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` with the reason if ``action`` is refused."""
        problem = self.why_not(action)
        if problem is not None:
            raise IllegalActionError(problem)

    # --- the one way to change a hand ---------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Take ``action``; return the events it caused (dealing included)."""
        self.verify(action)
        start = len(self.events)
        if action.kind is ActionKind.DISCARD:
            self._discard(action)
        else:
            self._bet(action)
        return self.events[start:]

    # --- dealing ------------------------------------------------------------

    def _post_antes(self) -> None:
        ante = self.stakes.ante
        if ante <= 0:
            return
        for seat in self.order:
            state = self.seats[seat]
            if state.stack < ante:
                raise ScenarioError(
                    f"seats.{seat}.stack", f"a stack of {state.stack} cannot cover the ante of {ante}"
                )
            state.put_in(ante)
            self.events.append(Ante(seat, ante))

    def _initial_deal(self) -> None:
        for up in self.spec.initial_deal:
            for seat in self.order:
                self._deal_to(seat, up)

    def _deal_to(self, seat: int, up: bool) -> None:
        card = self.shoe.draw()
        self.seats[seat].cards.append((card, up))
        self.events.append(Deal(self.street, seat, card, up))

    def _deal_street(self) -> None:
        live = self.live
        shoe = self.shoe
        count = StubCount(
            self.street,
            len(self.events),
            len(live),
            shoe.remaining,
            len(shoe.burns),
            len(shoe.muck),
            reshuffled=shoe.reshuffle_count > 0,
        )
        self.stub_counts.append(count)
        plan = count.plan
        burn_topic = Topic.FIRST_BURN if self.street == self.spec.first_street + 1 else Topic.BURN
        if plan is StreetPlan.EACH:
            card = self.shoe.burn()
            self.events.append(
                Burn(
                    self.street,
                    card,
                    because(self.rules, self.spec, burn_topic, BurnFacts(self.street, before_common=False)),
                )
            )
            up = self.spec.later_streets[self.street - self.spec.first_street - 1]
            for seat in live:
                self._deal_to(seat, up)
            return
        stub_left = self.shoe.remaining
        reading = Reading.EARLY_COMMON if self.street < 6 else None
        if plan is StreetPlan.RESHUFFLE:
            burns = len(self.shoe.burns)
            new, with_muck = self.shoe.reshuffle()
            self.events.append(
                Reshuffle(
                    self.street,
                    new,
                    because(
                        self.rules,
                        self.spec,
                        Topic.RESHUFFLE,
                        ReshuffleFacts(self.street, stub_left, burns, with_muck, len(new)),
                        reading=Reading.RESHUFFLE,
                    ),
                )
            )
        card = self.shoe.burn()
        self.events.append(
            Burn(
                self.street,
                card,
                because(self.rules, self.spec, burn_topic, BurnFacts(self.street, before_common=True)),
            )
        )
        common = self.shoe.draw()
        self.commons.append(common)
        facts = CommonCardFacts(
            self.street, len(live), stub_left, after_reshuffle=plan is StreetPlan.RESHUFFLE
        )
        self.events.append(
            Common(
                self.street, common, because(self.rules, self.spec, Topic.COMMON_CARD, facts, reading=reading)
            )
        )

    # --- discarding (Super Seven-card Stud) ---------------------------------

    def _why_not_discard(self, action: Action) -> str | None:
        if self.spec.discards == 0:
            return f"discard is only part of Super Seven-card Stud, not {self.spec.title}"
        if self.phase is not Phase.DISCARD:
            return "the discards are over; every seat has already discarded"
        state = self.seats[action.seat]
        if state.discarded:
            return f"seat {action.seat} has already discarded"
        if action.amount is not None:
            return '"amount" does not belong on a discard'
        down = state.down_cards
        cards = action.cards
        if len(cards) != self.spec.discards or len(set(cards)) != len(cards):
            return f"a discard names {self.spec.discards} different cards"
        for card in cards:
            if card not in down:
                return (
                    f"{card} is not one of seat {action.seat}'s face-down cards "
                    f"({' '.join(str(c) for c in down)})"
                )
        return None

    def _discard(self, action: Action) -> None:
        state = self.seats[action.seat]
        state.cards = [(card, up) for card, up in state.cards if card not in action.cards]
        state.discarded = True
        self.shoe.to_muck(action.cards)
        self.events.append(Discard(action.seat, tuple(action.cards)))
        if all(s.discarded for s in self.seats.values()):
            self.phase = Phase.BETTING
            self._open_first_round()

    # --- betting ------------------------------------------------------------

    def _limits(self, first_round: bool) -> RoundLimits:
        stakes = self.stakes
        unit = stakes.small_bet if self.street in self.spec.small_bet_streets else stakes.big_bet
        open_pair = (
            open_pair_option(self.rules, self.spec.variant)
            and self.street == OPEN_PAIR_STREET
            and bool(self.open_pairs())
        )
        return RoundLimits(
            unit=unit,
            cap_bets=1 + self.rules.max_raises,
            bring_in=stakes.bring_in if first_round else None,
            complete_to=stakes.small_bet,
            big_bet=stakes.big_bet,
            open_pair_option=open_pair,
        )

    def _can_act(self) -> list[int]:
        return [seat for seat in self.order if self.seats[seat].can_act]

    def _open_first_round(self) -> None:
        decision = choose_bring_in(
            self.spec, self.rules, [(s, self.seats[s].up_cards[0]) for s in self.order]
        )
        seat = decision.seat
        able = self._can_act()
        if seat not in able and able:
            # Outside the contract: follow Robert's Rules and pass the obligation left.
            start = self.order.index(seat)
            passed = next(
                self.order[(start + i) % len(self.order)]
                for i in range(1, len(self.order))
                if self.order[(start + i) % len(self.order)] in able
            )
            facts = decision.reason.facts
            assert isinstance(facts, BringInFacts)
            decision = Decision(
                DecisionKind.BRING_IN,
                decision.street,
                passed,
                because(
                    self.rules,
                    self.spec,
                    Topic.BRING_IN,
                    replace(facts, passed_to=passed),
                    reading=Reading.ALL_IN_BRING_IN,
                ),
            )
            seat = passed
        self.bring_in = seat
        self.decisions.append(decision)
        if len(able) < 2:
            self._advance()
            return
        self.betting = BettingRound(self.street, self.order, self.seats, seat, self._limits(True))

    def _bet(self, action: Action) -> None:
        assert self.betting is not None
        put = self.betting.apply(action.seat, action.kind, action.amount, verified=True)
        state = self.seats[action.seat]
        self.events.append(
            ActionTaken(
                self.street,
                action.seat,
                action.kind,
                put,
                state.in_round,
                all_in=state.all_in and action.kind is not ActionKind.FOLD,
            )
        )
        if action.kind is ActionKind.FOLD:
            self.shoe.to_muck([card for card, _ in state.cards])
            state.cards = []
        if action.kind is ActionKind.FOLD and len(live := self.live) == 1:
            self._finish_uncontested(live[0])
        elif self.betting.over:
            self._advance()

    def _advance(self) -> None:
        """Deal the next streets until a betting round can be held or the hand ends."""
        self.betting = None
        while self.street < self.spec.last_street:
            self.street += 1
            self._deal_street()
            able = self._can_act()
            if len(able) >= 2:
                decision = choose_first_to_act(
                    self.spec, self.rules, self.street, [(s, self.showing(s)) for s in self.live], set(able)
                )
                self.decisions.append(decision)
                self.first_to_act[self.street] = decision.seat
                self.betting = BettingRound(
                    self.street, self.order, self.seats, decision.seat, self._limits(False)
                )
                return
        self._showdown()

    # --- the end ------------------------------------------------------------

    def _committed(self) -> dict[int, int]:
        return {seat: state.committed for seat, state in self.seats.items()}

    def _finish_uncontested(self, winner: int) -> None:
        self.result = settle_uncontested(self.rules, self.spec, self._committed(), winner)
        self.phase = Phase.OVER
        self.betting = None

    def _showdown(self) -> None:
        live = self.live
        cards = {seat: [card for card, _ in self.seats[seat].cards] + self.commons for seat in live}
        self.result = settle_showdown(
            Showdown(self.spec, self.rules, self.order, cards), self._committed(), live
        )
        self.phase = Phase.OVER
        self.betting = None

    # --- accounting ---------------------------------------------------------

    def card_locations(self) -> dict[str, list[Card]]:
        """Where every card is: hands, burns, common, stub, muck (52 in all)."""
        return {
            "hands": [card for s in self.seats.values() for card, _ in s.cards],
            "burns": list(self.shoe.burns),
            "common": list(self.commons),
            "stub": self.shoe.stub,
            "muck": list(self.shoe.muck),
        }
