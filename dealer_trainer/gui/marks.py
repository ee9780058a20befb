"""Marking the engine's answer on the drawn table: which seat or spot, and how.

The answer key, the drill panel, the classroom presenter and the pack
editor's preview all show an answer the same way, so the rule of *where* an
answer is on the table lives here once:

* a seat for who brings in or acts first (:class:`SeatAnswer`);
* the move's seat, or the burn, common-card or stub spot, for the dealer's
  next move (:class:`StepAnswer`, :func:`step_target`);
* the common card spot when a common card is needed (:class:`CommonAnswer`);
* every seat that receives chips in a split, in the order of the pots
  (:class:`SplitAnswer`);
* for an answer in parts (:class:`PartsAnswer`), the seats of every part
  answered with seats (who can win a pot, who wins it, who gets the odd
  chip), then the seat whose hand a part reads, in the order asked;
* for Spot the error (:class:`SpotAnswer`), the mistake's seat or pile.

The table only draws marks (``highlight_seat`` / ``highlight_spot``); this
module knows no Qt and works with anything that has those two methods
(:class:`Markable`), so it does not import the view.

>>> from dealer_trainer.training.drills import SeatAnswer, SplitAnswer
>>> answer_places(SeatAnswer(4))
[('seat', 4)]
>>> answer_places(SplitAnswer(pots=(((2, 10), (5, 10)), ((5, 6), (2, 0))), rake=0))
[('seat', 2), ('seat', 5)]
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

from ..training.kinds import StepKind

if TYPE_CHECKING:
    from ..training.drills import Answer
    from ..training.parts import PartsAnswer
    from ..training.spotting import SpotAnswer
    from ..training.steps import Step

#: A place on the table: ``("seat", 4)`` or ``("spot", "burn")``.
Place = tuple[str, str | int]


class MarkKind(StrEnum):
    """How a place is marked: the engine's answer after a reply ("correct"), the
    trainee's wrong reply ("wrong"), a hint, or the editor's pulsing "answer"."""

    CORRECT = "correct"
    WRONG = "wrong"
    HINT = "hint"
    ANSWER = "answer"


#: The kinds the table draws, as the strings it is given.
MARK_KINDS: tuple[str, ...] = tuple(kind.value for kind in MarkKind)


class Markable(Protocol):
    """What can show a mark: the table view."""

    def highlight_seat(self, n: int, kind: str) -> None: ...

    def highlight_spot(self, name: str, kind: str) -> None: ...


def step_target(step: Step) -> Place:
    """Where on the table a dealer move is shown: ``("seat", 4)`` or ``("spot", "burn")``.

    Burning is the burn pile, a common card the common-card spot, and
    shuffling the burn cards into a new stub is the stub.

    >>> from dealer_trainer.training.steps import Step
    >>> step_target(Step(StepKind.DEAL, 3)), step_target(Step(StepKind.RESHUFFLE))
    (('seat', 3), ('spot', 'stub'))
    """
    if step.kind is StepKind.DEAL:
        assert step.seat is not None
        return "seat", step.seat
    return "spot", {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}[step.kind]


def answer_places(answer: Answer) -> list[Place]:
    """Where the engine's ``answer`` is on the table (see the module's list); none for
    "no common card needed"."""
    from ..training.drills import CommonAnswer, PartsAnswer, SeatAnswer, SplitAnswer, StepAnswer
    from ..training.spotting import SpotAnswer

    if isinstance(answer, PartsAnswer):
        return _parts_places(answer)
    if isinstance(answer, SpotAnswer):
        return _spot_places(answer)
    if isinstance(answer, SeatAnswer):
        return [("seat", answer.seat)]
    if isinstance(answer, StepAnswer):
        return [step_target(answer.step)]
    if isinstance(answer, CommonAnswer):
        return [("spot", "common")] if answer.needed else []
    assert isinstance(answer, SplitAnswer)
    seats: list[Place] = []
    for pot in answer.pots:
        for seat, chips in pot:
            if chips and ("seat", seat) not in seats:
                seats.append(("seat", seat))
    return seats


def _spot_places(answer: SpotAnswer) -> list[Place]:
    """Where a play's mistake is: its seat, or the pile it is in (none for a hand dealt right).

    >>> from dealer_trainer.training.spotting import Place as Where, PlaceKind
    >>> from dealer_trainer.training.spotting import Fault, Mistake, SpotAnswer
    >>> mistake = Mistake(Fault.BURN_MISSED, 9, Where(PlaceKind.BURN), reason=None)  # no rule needed here
    >>> _spot_places(SpotAnswer(mistake)), _spot_places(SpotAnswer(None))
    ([('spot', 'burn')], [])
    """
    from ..training.spotting import PlaceKind

    mistake = answer.mistake
    if mistake is None:
        return []
    place = mistake.place
    if place.seat is not None:
        return [("seat", place.seat)]
    # The table draws the stub, burn, common-card and muck spots; the pot is marked by its seats' pushes.
    spots = {
        PlaceKind.STUB: "stub",
        PlaceKind.BURN: "burn",
        PlaceKind.COMMON: "common",
        PlaceKind.MUCK: "muck",
    }
    return [("spot", spots[place.kind])] if place.kind in spots else []


def _parts_places(answer: PartsAnswer) -> list[Place]:
    """The seats an answer in parts names: its seat values, else the seats whose hands it reads.

    A showdown names its winners: the losing hands it reads are not marked as
    the answer, so the marks on the table are who takes the pot.

    >>> from dealer_trainer.training.parts import Ask, Part, PartsAnswer
    >>> _parts_places(PartsAnswer((Part(Ask.TO_CALL, 10), Part(Ask.POT_ELIGIBLE, frozenset({5, 3}), pot=1))))
    [('seat', 3), ('seat', 5)]
    """
    from ..training.parts import Ask, Shape

    seats: list[int] = []
    for part in answer.parts:
        if part.shape is Shape.SEATS and isinstance(part.right, frozenset):
            seats.extend(sorted(part.right))
    if not seats:
        for part in answer.parts:
            if part.ask in (Ask.HIGH_HAND, Ask.LOW_HAND, Ask.LOW_QUALIFIES) and part.seat is not None:
                seats.append(part.seat)
    return [("seat", seat) for seat in dict.fromkeys(seats)]


def mark_place(table: Markable, place: Place, kind: str) -> None:
    """Mark one place (a seat, or a spot by name)."""
    what, where = place
    if what == "seat":
        table.highlight_seat(int(where), kind)
    else:
        table.highlight_spot(str(where), kind)


def mark_step(table: Markable, step: Step, kind: str) -> None:
    """Mark where a dealer move goes (the trainee's wrong move, say)."""
    mark_place(table, step_target(step), kind)


def mark_answer(
    table: Markable, answer: Answer, kind: str = MarkKind.CORRECT, *, skip_missing: bool = False
) -> list[Place]:
    """Mark the engine's ``answer`` on ``table``; returns the places marked.

    ``skip_missing``: leave out a seat the table does not draw (the editor's
    preview of a pack being written) rather than raise the table's KeyError.
    """
    marked: list[Place] = []
    for place in answer_places(answer):
        try:
            mark_place(table, place, kind)
        except KeyError:
            if not skip_missing:
                raise
            continue
        marked.append(place)
    return marked


__all__ = [
    "MARK_KINDS",
    "MarkKind",
    "Markable",
    "Place",
    "answer_places",
    "mark_answer",
    "mark_place",
    "mark_step",
    "step_target",
]
