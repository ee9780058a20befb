"""What the table looks like at one moment: the picture the GUI draws.

A :class:`TableSnapshot` is made from a :class:`~dealer_trainer.engine.Hand`
(or any point of its event list) and holds only plain values, so the table
view can be drawn, compared and tested without the engine's internals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.actions import ActionKind
from ..engine.cards import Card
from ..engine.events import ActionTaken, Ante, Burn, Common, Deal, Discard, Event, Reshuffle
from ..engine.names import VARIANT_TITLES, RuleSetName, Variant
from ..engine.reasons import RULE_SET_NAMES
from ..engine.table import Table


@dataclass(frozen=True)
class SeatView:
    """One occupied seat as it looks on the table."""

    seat: int
    stack: int
    #: Chips in front of the seat in the current betting round.
    bet: int
    #: Cards with their face-up flag, in the order dealt. A card is ``None`` where the viewer is
    #: not given it: a face-down card as a dealer sees it, its back (a class question's table,
    #: :mod:`.tablequestion`); the drills' own tables have every card.
    cards: tuple[tuple[Card | None, bool], ...]
    folded: bool = False
    all_in: bool = False
    #: The last thing the seat did this round, for a label (the GUI words it).
    action: ActionKind | None = None
    #: The chips that action put in (0 for a check or a fold).
    amount: int = 0

    @property
    def last_action(self) -> str:
        """The last action in English ("calls 20"; "" before the seat acts this round)."""
        if self.action is None:
            return ""
        return _VERB[self.action] + (f" {self.amount}" if self.amount else "")


@dataclass(frozen=True)
class TableSnapshot:
    """The whole table at one moment of a hand."""

    variant: Variant  # the game and the rule set: the title the table shows
    rules: RuleSetName
    max_seats: int  # 9, or 8 for Five-card Stud
    seats: tuple[SeatView, ...]  # occupied seats, ascending seat number
    dealer_left: int  # the first seat to the dealer's left
    button: int | None  # the scenario's button seat, if any
    street: int
    stub_count: int
    #: The burn pile (since the last reshuffle); ``None`` for a card the viewer only sees the back of.
    burns: tuple[Card | None, ...]
    commons: tuple[Card, ...]
    muck_count: int
    pot: int  # chips in the middle (not counting current bets)
    to_act: int | None = None
    notes: tuple[str, ...] = field(default_factory=tuple)
    #: Whether ``stub_count``, ``muck_count`` and the burns' count are the table's. False on a
    #: class question whose figures are the question (How many cards are left?): the trainee's
    #: app is not sent them, and the table draws the piles uncounted.
    counted: bool = True

    def seat(self, number: int) -> SeatView:
        return next(s for s in self.seats if s.seat == number)

    @property
    def title(self) -> str:
        """The title in English: "Seven-card Stud High · Pennsylvania rules"."""
        return f"{VARIANT_TITLES[self.variant]} · {RULE_SET_NAMES[self.rules]}"


_VERB = {
    ActionKind.BRING_IN: "brings in",
    ActionKind.COMPLETE: "completes",
    ActionKind.BET: "bets",
    ActionKind.RAISE: "raises",
    ActionKind.CALL: "calls",
    ActionKind.CHECK: "checks",
    ActionKind.FOLD: "folds",
    ActionKind.DISCARD: "discards",
}


def snapshot_from_events(
    table: Table, events: Sequence[Event], to_act: int | None = None, *, gathered: bool = False
) -> TableSnapshot:
    """The table after ``events`` (a prefix of a hand's events) have happened.

    Rebuilt from the events alone, so the GUI can show any moment of a hand —
    the state before the dealer's next move in a drill, or each step of an
    animation — without stepping the engine backwards.

    ``gathered``: the hand is over and the dealer has gathered the last
    street's bets into the pot, as before a showdown, so the pot shown is
    every chip put in — the pot that is split.
    """
    stacks = dict(table.stacks)
    bets = {seat: 0 for seat in stacks}
    committed = {seat: 0 for seat in stacks}
    cards: dict[int, list[tuple[Card, bool]]] = {seat: [] for seat in stacks}
    folded: set[int] = set()
    last: dict[int, tuple[ActionKind, int]] = {}
    burns: list[Card] = []
    commons: list[Card] = []
    muck = 0
    stub = 52
    street = table.spec.first_street
    pot = 0
    for event in events:
        if isinstance(event, (Deal, Burn, Reshuffle)) and event.street != street:
            # A new street: the dealer gathers the bets into the pot.
            pot += sum(bets.values())
            bets = {seat: 0 for seat in stacks}
            last = {}
            street = event.street
        if isinstance(event, Ante):
            stacks[event.seat] -= event.amount
            pot += event.amount
        elif isinstance(event, Deal):
            cards[event.seat].append((event.card, event.up))
            stub -= 1
        elif isinstance(event, Burn):
            burns.append(event.card)
            stub -= 1
        elif isinstance(event, Common):
            commons.append(event.card)
            stub -= 1
        elif isinstance(event, Reshuffle):
            taken_from_muck = len(event.cards) - len(burns) - stub
            muck -= max(0, taken_from_muck)
            burns = []
            stub = len(event.cards)
        elif isinstance(event, Discard):
            cards[event.seat] = [(c, up) for c, up in cards[event.seat] if c not in event.cards]
            muck += len(event.cards)
        elif isinstance(event, ActionTaken):
            stacks[event.seat] -= event.amount
            bets[event.seat] += event.amount
            committed[event.seat] += event.amount
            last[event.seat] = (event.kind, event.amount)
            if event.kind.value == "fold":
                folded.add(event.seat)
                muck += len(cards[event.seat])
                cards[event.seat] = []
    if gathered:
        pot += sum(bets.values())
        bets = {seat: 0 for seat in stacks}
    seats = tuple(
        SeatView(
            seat,
            stacks[seat],
            bets[seat],
            tuple(cards[seat]),
            seat in folded,
            stacks[seat] == 0 and seat not in folded,
            last[seat][0] if seat in last else None,
            last.get(seat, (None, 0))[1],
        )
        for seat in sorted(stacks)
    )
    return TableSnapshot(
        variant=table.spec.variant,
        rules=table.rules.name,
        max_seats=table.rules.max_players if table.rules.max_players >= len(stacks) else len(stacks),
        seats=seats,
        dealer_left=table.order[0],
        button=table.button,
        street=street,
        stub_count=stub,
        burns=tuple(burns),
        commons=tuple(commons),
        muck_count=muck,
        pot=pot,
        to_act=to_act,
    )
