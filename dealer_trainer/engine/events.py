"""What happens at the table, one record per event, in the order it happens.

Events are what the GUI animates and what the report lists; the ones that
follow a rule (burn, common card, reshuffle) carry the reason for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import ActionKind
from .cards import Card
from .reasons import Reason


@dataclass(frozen=True)
class Ante:
    seat: int
    amount: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": "ante", "seat": self.seat, "amount": self.amount}


@dataclass(frozen=True)
class Deal:
    street: int
    seat: int
    card: Card
    up: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "deal",
            "street": self.street,
            "seat": self.seat,
            "card": str(self.card),
            "up": self.up,
        }


@dataclass(frozen=True)
class Burn:
    street: int
    card: Card
    reason: Reason

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "burn",
            "street": self.street,
            "card": str(self.card),
            "reason": self.reason.to_json(),
        }


@dataclass(frozen=True)
class Common:
    street: int
    card: Card
    reason: Reason

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "common",
            "street": self.street,
            "card": str(self.card),
            "reason": self.reason.to_json(),
        }


@dataclass(frozen=True)
class Reshuffle:
    street: int
    cards: tuple[Card, ...]
    reason: Reason

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": "reshuffle",
            "street": self.street,
            "cards": [str(card) for card in self.cards],
            "reason": self.reason.to_json(),
        }


@dataclass(frozen=True)
class Discard:
    seat: int
    cards: tuple[Card, ...]

    def to_json(self) -> dict[str, Any]:
        return {"kind": "discard", "seat": self.seat, "cards": [str(c) for c in self.cards]}


@dataclass(frozen=True)
class ActionTaken:
    street: int
    seat: int
    kind: ActionKind
    amount: int
    #: The seat's chips in this betting round after the action ("raises to 40").
    round_total: int = 0
    all_in: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "kind": "action",
            "street": self.street,
            "seat": self.seat,
            "do": self.kind.value,
            "amount": self.amount,
            "round_total": self.round_total,
        }
        if self.all_in:
            data["all_in"] = True
        return data


Event = Ante | Deal | Burn | Common | Reshuffle | Discard | ActionTaken
