"""The dealer's own moves — burn, deal to a seat, deal a common card,
reshuffle the burn cards — and why each comes next.

These are what the "What does the dealer do next?" drill asks and what
deal-along mode checks click by click. The engine's events already say what
happened; this module names each as a move and explains it to a trainee.
At a timed level each move dealt along is kept with its time
(:class:`TimedMove`), and the hand's moves are summed up at its end
(:func:`moves_timed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.events import Burn, Common, Deal, Event, Reshuffle
from ..engine.facts import DealPlace, FirstDealFacts, StreetDealFacts
from ..engine.reasons import Reason, Topic, citing_deal, rule_ref
from ..engine.table import Table
from .kinds import StepKind
from .levels import TimeGrade, grade_against


@dataclass(frozen=True)
class Step:
    """One dealer move; ``seat`` only for a deal to a seat."""

    kind: StepKind
    seat: int | None = None

    def __str__(self) -> str:
        if self.kind is StepKind.DEAL:
            return f"deal to seat {self.seat}"
        return {
            StepKind.BURN: "burn a card",
            StepKind.COMMON: "deal a common card",
            StepKind.RESHUFFLE: "shuffle the burn cards into a new stub",
        }[self.kind]


def step_of(event: Event) -> Step | None:
    """The dealer move an event records, or None for antes, actions and discards."""
    if isinstance(event, Deal):
        return Step(StepKind.DEAL, event.seat)
    if isinstance(event, Burn):
        return Step(StepKind.BURN)
    if isinstance(event, Common):
        return Step(StepKind.COMMON)
    if isinstance(event, Reshuffle):
        return Step(StepKind.RESHUFFLE)
    return None


def explain_step(table: Table, events: Sequence[Event], index: int) -> Reason:
    """Why ``events[index]`` (a dealing event) is the dealer's next move."""
    event = events[index]
    if isinstance(event, (Burn, Common, Reshuffle)):
        return event.reason
    assert isinstance(event, Deal)
    spec = table.spec
    same_street = [e for e in events[:index] if isinstance(e, Deal) and e.street == event.street]
    if event.street == spec.first_street:
        rounds = len(spec.initial_deal)
        dealt = len(same_street)
        round_no = dealt // len(table.order) + 1
        place = (
            DealPlace.START
            if dealt == 0
            else DealPlace.NEW_ROUND
            if dealt % len(table.order) == 0
            else DealPlace.NEXT
        )
        facts = FirstDealFacts(event.seat, rounds, round_no, spec.initial_deal[round_no - 1], place)
        topic = Topic.FIRST_BURN  # (c) in §637a.10 and §637a.14; cite the deal below
        return Reason(topic, citing_deal(rule_ref(table.rules, spec, topic)), facts)
    later = [e for e in events[:index] if isinstance(e, Deal) and e.street == event.street]
    face_up = spec.later_streets[event.street - spec.first_street - 1]
    return Reason(
        Topic.FIRST_BURN,
        rule_ref(table.rules, spec, Topic.FIRST_BURN),
        StreetDealFacts(event.street, event.seat, face_up, first=not later),
    )


def dealing_steps(events: Sequence[Event]) -> list[tuple[int, Step]]:
    """Every dealer move of a hand with its index in ``events``."""
    return [(i, step) for i, e in enumerate(events) if (step := step_of(e)) is not None]


@dataclass(frozen=True)
class TimedMove:
    """One decision of a hand dealt along at a timed level.

    ``expected`` is the move the hand asked for on ``street`` (named in the
    summary even when the one made was wrong: that is the move the trainee
    was slow to find); ``seconds`` from the moment the move could be made;
    ``target`` the per-move target it was made against
    (:func:`~.levels.move_target_seconds`), kept so its grade stays the one said.
    """

    expected: Step
    street: int
    correct: bool
    seconds: float
    target: float

    @property
    def grade(self) -> TimeGrade:
        """In time, slow or wrong, against its target."""
        return grade_against(self.correct, self.seconds, self.target)


@dataclass(frozen=True)
class MovesTimed:
    """A hand dealt along at a timed level, summed up: how many of its
    decisions were right within the target, out of how many, and the slowest."""

    in_time: int
    moves: int
    slowest: TimedMove

    @property
    def all_in_time(self) -> bool:
        """Whether every decision of the hand was right within its target."""
        return self.in_time == self.moves


def moves_timed(moves: Sequence[TimedMove]) -> MovesTimed | None:
    """The summary of ``moves`` (``None`` when none was timed); the first of equally slow moves is named."""
    if not moves:
        return None
    in_time = sum(1 for move in moves if move.grade is TimeGrade.IN_TIME)
    slowest = max(moves, key=lambda move: move.seconds)
    return MovesTimed(in_time, len(moves), slowest)
