"""The stub, the burn pile, the muck, and the common-card rule.

§637a.10(h) as the contract reads it: before a street, with P seats still in
the hand and D cards in the stub, the dealer burns and deals one each if
D >= P + 1; burns and deals one common card if D >= 2; otherwise adds the last
card (if any) to the burn cards, shuffles them into a new stub, burns and deals
the common card — taking in the muck too if the burn cards alone are fewer
than two.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .errors import ScenarioError

Shuffler = Callable[[list[Card]], list[Card]]


class StreetPlan(Enum):
    """How the next street is dealt."""

    EACH = "each"  # burn, one card to every seat still in the hand
    COMMON = "common"  # burn, one common card face up in the centre
    RESHUFFLE = "reshuffle"  # shuffle the burn cards into a new stub, then COMMON


def plan_street(players: int, stub: int) -> StreetPlan:
    """The dealing plan for ``players`` seats still in the hand and ``stub`` cards left.

    >>> plan_street(8, 9), plan_street(8, 8), plan_street(8, 1)
    (<StreetPlan.EACH: 'each'>, <StreetPlan.COMMON: 'common'>, <StreetPlan.RESHUFFLE: 'reshuffle'>)
    """
    if stub >= players + 1:
        return StreetPlan.EACH
    if stub >= 2:
        return StreetPlan.COMMON
    return StreetPlan.RESHUFFLE


@dataclass(frozen=True)
class StubCount:
    """The stub before a street is dealt, as the dealer must count it, and what it is enough for.

    The hand records one for every street it deals after the first (the
    betting of the street before is over), counted from the shoe itself, so
    a drill asking "how many cards are left?" reads the engine's count and
    never adds up the cards on the table again. ``at`` is how many of the
    hand's events came before the street's first dealer move (the moment the
    question is asked); ``burns`` and ``muck`` are the piles beside the stub
    then; ``reshuffled`` says the stub was made by shuffling the burn cards
    on an earlier street (its cards are not the deck's rest any more).
    """

    street: int
    at: int
    live: int
    stub: int
    burns: int
    muck: int
    reshuffled: bool

    @property
    def needed(self) -> int:
        """The cards the street takes if every seat gets its own: one each and the burn."""
        return self.live + 1

    @property
    def spare(self) -> int:
        """Cards left over after one each and the burn (negative: that many short)."""
        return self.stub - self.needed

    @property
    def plan(self) -> StreetPlan:
        """How the street is dealt from this stub (:func:`plan_street`, the one rule)."""
        return plan_street(self.live, self.stub)

    @property
    def enough(self) -> bool:
        """Whether the stub gives every seat still in the hand its own card, with the burn."""
        return self.plan is StreetPlan.EACH


class Shoe:
    """Where every card not in a seat's hand or the centre is.

    ``reshuffles`` are the new stubs (top first) the scenario records for each
    reshuffle in turn; ``shuffler`` makes one when the scenario runs out of
    them (the GUI's random hands), and without it running out is an error.
    """

    def __init__(
        self,
        deck: Sequence[Card],
        reshuffles: Sequence[Sequence[Card]] = (),
        shuffler: Shuffler | None = None,
    ) -> None:
        self._stub = list(reversed(deck))  # top of the deck at the end: pop() draws
        self.burns: list[Card] = []  # burned since the last reshuffle
        self.muck: list[Card] = []  # discards and folded hands
        self._reshuffles = list(reshuffles)
        self._shuffler = shuffler
        self.reshuffle_count = 0

    @property
    def remaining(self) -> int:
        return len(self._stub)

    @property
    def stub(self) -> list[Card]:
        """The stub, top card first."""
        return self._stub[::-1]

    def draw(self) -> Card:
        return self._stub.pop()

    def burn(self) -> Card:
        card = self._stub.pop()
        self.burns.append(card)
        return card

    def to_muck(self, cards: Sequence[Card]) -> None:
        self.muck.extend(cards)

    def reshuffle(self) -> tuple[tuple[Card, ...], bool]:
        """Shuffle the burn cards (and the last stub card) into a new stub.

        Returns the new stub, top first, and whether the muck had to be added.
        """
        pile = self.burns + self._stub
        with_muck = len(pile) < 2
        if with_muck:
            pile += self.muck
        index = self.reshuffle_count
        if index < len(self._reshuffles):
            new = list(self._reshuffles[index])
            where = f"reshuffles[{index}]"
            if len(new) != len(pile) or set(new) != set(pile) or len(set(new)) != len(new):
                expected = " ".join(sorted(str(c) for c in pile))
                raise ScenarioError(
                    where,
                    f"the reshuffled stub must hold exactly the {len(pile)} cards "
                    f"being shuffled ({expected}), each once",
                )
        elif self._shuffler is not None:
            new = self._shuffler(list(pile))
        else:
            raise ScenarioError(
                "reshuffles",
                f"the hand reaches reshuffle number {index + 1} but the "
                f"scenario gives only {len(self._reshuffles)} reshuffled stub(s); add the "
                f"new stub order of these {len(pile)} cards: " + " ".join(sorted(str(c) for c in pile)),
            )
        if len(new) < 2:
            raise ScenarioError("reshuffles", "too few cards left to burn and deal a common card")
        self.reshuffle_count += 1
        self.burns = []
        if with_muck:
            self.muck = []
        self._stub = list(reversed(new))
        return tuple(new), with_muck
