"""What a seat can do: the action vocabulary of the scenario format."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import Card


class ActionKind(StrEnum):
    DISCARD = "discard"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"
    CALL = "call"
    CHECK = "check"
    FOLD = "fold"


#: The order legal actions are listed in (``next.legal`` in the report).
LEGAL_ORDER: tuple[ActionKind, ...] = (
    ActionKind.DISCARD,
    ActionKind.BRING_IN,
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.COMPLETE,
    ActionKind.RAISE,
)


@dataclass(frozen=True)
class Action:
    """One seat's action. ``amount`` only on a ``bet`` that offers a choice;
    ``cards`` only on a Super Seven ``discard``."""

    seat: int
    kind: ActionKind
    amount: int | None = None
    cards: tuple[Card, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "do": self.kind.value}
        if self.amount is not None:
            data["amount"] = self.amount
        if self.cards:
            data["cards"] = [str(card) for card in self.cards]
        return data
