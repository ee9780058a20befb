"""Who opens each betting round: the bring-in, and first to act on later streets."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import Card, low_rank
from .evaluation import HandView, hand_shape, showing_high_value, showing_low_value
from .facts import BringInFacts, FirstToActFacts
from .reasons import STREET_NAMES as STREET_NAMES
from .reasons import Reading, Reason, Topic, because
from .reasons import join_seats as join_seats
from .rules import BringInCard, RuleSet
from .variants import Variant, VariantSpec


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
        return {"about": self.kind, "street": self.street, "seat": self.seat, **self.reason.to_json()}


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


def choose_bring_in(spec: VariantSpec, rules: RuleSet, up_cards: Sequence[tuple[int, Card]]) -> Decision:
    """The seat that must bring in, from each seat's one up card."""
    rule = bring_in_rule(spec, rules)
    seat, card = max(up_cards, key=lambda item: _card_key(item[1], rule))
    ties = tuple(c for s, c in up_cards if s != seat and c.rank == card.rank)
    runner = None
    if not ties:
        runner = max(
            ((s, c) for s, c in up_cards if s != seat),
            key=lambda item: _card_key(item[1], rule),
            default=None,
        )
    return Decision(
        DecisionKind.BRING_IN,
        spec.first_street,
        seat,
        because(rules, spec, Topic.BRING_IN, BringInFacts(seat, card, rule, ties, runner)),
    )


def choose_first_to_act(
    spec: VariantSpec,
    rules: RuleSet,
    street: int,
    showing: Sequence[tuple[int, Sequence[Card]]],
    can_act: set[int],
) -> Decision:
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
    view = HandView.SHOWING_LOW if spec.low_showing else HandView.HIGH
    topic = Topic.FIRST_TO_ACT_TIE if len(tied) > 1 else Topic.FIRST_TO_ACT
    opener = reading = None
    if seat not in can_act:
        order = [s for s, _ in showing]
        start = order.index(seat)
        opener = next(
            order[(start + i) % len(order)]
            for i in range(1, len(order) + 1)
            if order[(start + i) % len(order)] in can_act
        )
        reading = Reading.ALL_IN_OPENER
    facts = FirstToActFacts(
        street, seat, tuple(cards), spec.low_showing, hand_shape(best, view), tuple(tied), opener
    )
    return Decision(
        DecisionKind.FIRST_TO_ACT,
        street,
        seat if opener is None else opener,
        because(rules, spec, topic, facts, reading=reading),
    )
