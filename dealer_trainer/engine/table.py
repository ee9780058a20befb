"""The table a hand is played at: seats, stacks, the dealer's position, stakes."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from .rules import RuleSet
from .variants import Variant, VariantSpec, spec_of


@dataclass(frozen=True)
class Stakes:
    """Fixed-limit stakes in whole chips (``0 < bring_in <= small_bet <= big_bet``)."""

    ante: int
    bring_in: int
    small_bet: int
    big_bet: int


@dataclass(frozen=True)
class Table:
    """Who sits where with how many chips, under which game and rule set.

    ``button`` is the seat the dealer's left is counted from; ``None`` means a
    house dealer sitting just before the lowest-numbered occupied seat.
    """

    variant: Variant
    rules: RuleSet
    stacks: tuple[tuple[int, int], ...]  # (seat, stack), seats ascending
    stakes: Stakes
    button: int | None = None

    @property
    def spec(self) -> VariantSpec:
        return spec_of(self.variant)

    @cached_property
    def order(self) -> tuple[int, ...]:
        """Occupied seats clockwise, starting at the dealer's left."""
        seats = [seat for seat, _ in self.stacks]
        if self.button is None:
            return tuple(seats)
        after = [seat for seat in seats if seat > self.button]
        before = [seat for seat in seats if seat <= self.button]
        return tuple(after + before)

    def stack_of(self, seat: int) -> int:
        return dict(self.stacks)[seat]
