"""Validation beyond the format: the author's expected answers against the engine's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..training.drills import (
    CommonAnswer,
    Question,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    Verdict,
    check,
    right_response,
)
from ..training.errors import AnswerError
from ..training.kinds import StepKind
from ..training.parts import PartsAnswer, PartsResponse
from ..training.parts import response_from_json as parts_from_json
from ..training.parts import response_to_json as parts_to_json
from ..training.spotting import SpotAnswer, SpotResponse
from ..training.steps import Step
from .model import Pack
from .moments import spot_expect, spot_place
from .storage import item_where, questions_of


@dataclass(frozen=True)
class Problem:
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def _number(value: Any) -> int | None:
    """A whole number from the file (``4.0`` is 4, as JSON Schema counts it), or None."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def expected_response(question: Question, expect: dict[str, Any]) -> Any:
    """The author's expected answer as a response the engine can judge (or None if it
    does not fit the drill)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return _number(expect.get("seat"))
    if isinstance(answer, StepAnswer):
        move = expect.get("move")
        if move not in {kind.value for kind in StepKind}:
            return None
        seat = _number(expect.get("seat")) if move == "deal" else None
        return Step(StepKind(move), seat)
    if isinstance(answer, CommonAnswer):
        needed = expect.get("needed")
        return needed if isinstance(needed, bool) else None
    if isinstance(answer, PartsAnswer):
        try:
            return parts_from_json(answer, expect)
        except AnswerError:
            return None
    if isinstance(answer, SpotAnswer):
        return _spot_response(question, answer, expect)
    assert isinstance(answer, SplitAnswer)
    pots, rake = expect.get("pots"), _number(expect.get("rake", 0))
    if not isinstance(pots, list) or rake is None:
        return None
    split: list[dict[int, int]] = []
    for pot in pots:
        if not isinstance(pot, dict):
            return None
        chips = {int(seat): _number(amount) for seat, amount in pot.items() if str(seat).isdigit()}
        if len(chips) != len(pot) or any(amount is None for amount in chips.values()):
            return None
        split.append({seat: int(amount or 0) for seat, amount in chips.items()})
    return (split, rake)


def _spot_response(question: Question, answer: SpotAnswer, expect: dict[str, Any]) -> SpotResponse | None:
    """The author's expected mistake as the stop that names it: a stop on the beat that
    shows the play's mistake (or at the end of a clean play, where a named mistake is a
    false alarm), with the place and the fault; ``"none"`` lets the hand run."""
    expected = spot_place(expect)
    if expected is None:
        return None
    if expected.fault is None:
        return SpotResponse(None)
    if answer.mistake is not None:
        stopped = answer.mistake.beat + 1
    else:
        stopped = len(question.live.beats) if question.live is not None else 1
    return SpotResponse(stopped, expected.place, expected.fault)


def expect_of(question: Question) -> dict[str, Any]:
    """The engine's answer written as a pack's ``expect`` object."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return {"seat": answer.seat}
    if isinstance(answer, StepAnswer):
        data: dict[str, Any] = {"move": answer.step.kind.value}
        if answer.step.seat is not None:
            data["seat"] = answer.step.seat
        return data
    if isinstance(answer, CommonAnswer):
        return {"needed": answer.needed}
    if isinstance(answer, PartsAnswer):
        right = right_response(question)
        assert isinstance(right, PartsResponse)
        return parts_to_json(right)
    if isinstance(answer, SpotAnswer):
        return spot_expect(answer)
    assert isinstance(answer, SplitAnswer)
    return {
        "pots": [{str(seat): chips for seat, chips in pot if chips} for pot in answer.pots],
        "rake": answer.rake,
    }


def judge_expected(question: Question, expect: dict[str, Any]) -> Verdict | None:
    """The engine's judgement of a pack's expected answer to ``question``; None if the
    answer does not fit the drill at all. The one place a pack's answer is checked
    against the engine: the pack check, the pack editor and the answer key ask it."""
    response = expected_response(question, expect)
    return None if response is None else check(question, response)


def problems(pack: Pack) -> list[Problem]:
    """Every expected answer the engine disagrees with (the format is already checked)."""
    found = []
    for i, (item, questions) in enumerate(zip(pack.items, questions_of(pack))):
        for j, (spec, question) in enumerate(zip(item.questions, questions)):
            if spec.expect is None:
                continue
            where = item_where(f"items[{i}].questions[{j}]")
            verdict = judge_expected(question, spec.expect)
            if verdict is None:
                found.append(
                    Problem(
                        where,
                        "the expected answer is not one a "
                        f"{spec.drill.value} question can have (see the pack "
                        "format)",
                    )
                )
                continue
            if not verdict.correct:
                reason = question.reasons[0] if question.reasons else None
                why = f" ({reason.rule}: {reason.text})" if reason else ""
                found.append(
                    Problem(
                        where,
                        f"expects {verdict.given}, but by the rules the answer is {verdict.expected}{why}",
                    )
                )
    return found


__all__ = [
    "Problem",
    "expect_of",
    "expected_response",
    "judge_expected",
    "problems",
    "right_response",
]
