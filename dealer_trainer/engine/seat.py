"""One seat's part in a hand: chips, cards and whether it is still in."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card


@dataclass
class SeatState:
    """Mutable per-hand state of a seat (the hand owns it; nothing else writes it)."""

    seat: int
    stack: int
    #: Chips put in this hand (antes included).
    committed: int = 0
    #: Chips put in during the current betting round.
    in_round: int = 0
    #: Cards with their face-up flag, in the order dealt.
    cards: list[tuple[Card, bool]] = field(default_factory=list)
    folded: bool = False
    discarded: bool = False

    @property
    def all_in(self) -> bool:
        return not self.folded and self.stack == 0

    @property
    def can_act(self) -> bool:
        return not self.folded and self.stack > 0

    @property
    def up_cards(self) -> list[Card]:
        return [card for card, up in self.cards if up]

    @property
    def down_cards(self) -> list[Card]:
        return [card for card, up in self.cards if not up]

    def put_in(self, amount: int) -> int:
        """Move up to ``amount`` chips from the stack into the pot; return what moved."""
        amount = min(amount, self.stack)
        self.stack -= amount
        self.committed += amount
        self.in_round += amount
        return amount
