"""Who opens each betting round: the bring-in, and first to act on later streets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Sequence

from .cards import Card, format_cards, low_rank
from .evaluation import describe_high, describe_showing_low, showing_high_value, showing_low_value
from .reasons import Reading, Reason, Topic, reference
from .rules import BringInCard, RuleSet
from .variants import Variant, VariantSpec

STREET_NAMES = {2: "second street", 3: "third street", 4: "fourth street", 5: "fifth street",
                6: "sixth street", 7: "seventh street"}


class DecisionKind(StrEnum):
    """What a :class:`Decision` decides; the values are the report's ``"about"``."""

    BRING_IN = "bring_in"
    FIRST_TO_ACT = "first_to_act"


@dataclass(frozen=True)
class Decision:
    """A decision the dealer makes and a trainee can be asked about."""

    kind: DecisionKind
    street: int
    seat: int
    reason: Reason

    def to_json(self) -> dict[str, object]:
        return {"about": self.kind, "street": self.street, "seat": self.seat,
                **self.reason.to_json()}


def join_seats(seats: Sequence[int]) -> str:
    """``[1, 4, 6]`` -> ``'1, 4 and 6'``."""
    names = [str(seat) for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def bring_in_rule(spec: VariantSpec, rules: RuleSet) -> BringInCard:
    """Which up card brings in for this game under these rules."""
    if spec.variant is Variant.STUD7_LOW:
        return BringInCard.HIGHEST_ACE_LOW
    if spec.variant is Variant.STUD7_HILO:
        return rules.hilo_bring_in
    return BringInCard.LOWEST_ACE_HIGH


def _card_key(card: Card, rule: BringInCard) -> tuple[int, int]:
    """Bigger key = more obliged to bring in."""
    if rule is BringInCard.LOWEST_ACE_HIGH:
        return (-int(card.rank), -int(card.suit))
    return (low_rank(card.rank), int(card.suit))


def choose_bring_in(spec: VariantSpec, rules: RuleSet,
                    up_cards: Sequence[tuple[int, Card]]) -> Decision:
    """The seat that must bring in, from each seat's one up card."""
    rule = bring_in_rule(spec, rules)
    seat, card = max(up_cards, key=lambda item: _card_key(item[1], rule))
    if rule is BringInCard.LOWEST_ACE_HIGH:
        what, aces, suit_dir = "the lowest up card", "aces count high", "below"
    else:
        what, aces, suit_dir = "the highest up card", "aces count low, so the king is highest", "above"
    text = f"Seat {seat}'s {card.symbol} brings in: it is {what} ({aces})."
    ties = [(s, c) for s, c in up_cards if s != seat and c.rank == card.rank]
    if ties:
        other = " and ".join(c.symbol for _, c in ties)
        verb = "ties" if len(ties) == 1 else "tie"
        text += (f" {other} {verb} on rank, and {card.suit.noun} rank {suit_dir} "
                 + " and ".join(dict.fromkeys(c.suit.noun for _, c in ties))
                 + " (suits rank spades, hearts, diamonds, clubs from the top).")
    else:
        runner = max(((s, c) for s, c in up_cards if s != seat),
                     key=lambda item: _card_key(item[1], rule), default=None)
        if runner is not None:
            text += f" The next in line would be seat {runner[0]}'s {runner[1].symbol}."
    return Decision(DecisionKind.BRING_IN, spec.first_street, seat,
                    Reason(reference(rules, spec, Topic.BRING_IN), text))


def choose_first_to_act(spec: VariantSpec, rules: RuleSet, street: int,
                        showing: Sequence[tuple[int, Sequence[Card]]],
                        can_act: set[int]) -> Decision:
    """The seat that opens a later betting round.

    ``showing`` lists each seat still in the hand with its face-up cards
    (common cards included), clockwise from the dealer's left; the best showing
    hand opens, ties going to the seat closest to the dealer's left. If that
    seat is all-in, the next seat clockwise that can act opens instead.
    """
    value_of = showing_low_value if spec.low_showing else showing_high_value
    values = [(seat, cards, value_of(cards)) for seat, cards in showing]
    best = max(value for _, _, value in values)
    tied = [seat for seat, _, value in values if value == best]
    seat = tied[0]
    cards = next(c for s, c, _ in values if s == seat)
    kind = "low" if spec.low_showing else "high"
    words = describe_showing_low(best) if spec.low_showing else describe_high(best)
    text = (f"Seat {seat} shows {format_cards(cards)} ({words}), the best {kind} hand "
            f"showing, so it acts first on {STREET_NAMES[street]}.")
    topic = Topic.FIRST_TO_ACT
    if len(tied) > 1:
        topic = Topic.FIRST_TO_ACT_TIE
        text = (f"Seats {join_seats(tied)} show equal {kind} hands ({words}); "
                f"seat {seat} is closest to the dealer's left, so it acts first on "
                f"{STREET_NAMES[street]}.")
    reading = None
    if seat not in can_act:
        order = [s for s, _ in showing]
        start = order.index(seat)
        opener = next(order[(start + i) % len(order)] for i in range(1, len(order) + 1)
                      if order[(start + i) % len(order)] in can_act)
        text += (f" Seat {seat} is all-in, so seat {opener}, the next seat clockwise "
                 "that can still act, opens the betting.")
        seat, reading = opener, Reading.ALL_IN_OPENER
    return Decision(DecisionKind.FIRST_TO_ACT, street, seat,
                    Reason(reference(rules, spec, topic, reading=reading), text))


