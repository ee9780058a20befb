"""Validation beyond the format: the author's expected answers against the engine's."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..training.drills import (CommonAnswer, Question, SeatAnswer, SplitAnswer, StepAnswer,
                               check, right_response)
from ..training.kinds import StepKind
from ..training.steps import Step
from .model import Pack
from .storage import questions_of


@dataclass(frozen=True)
class Problem:
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


def expected_response(question: Question, expect: dict[str, Any]) -> Any:
    """The author's expected answer as a response the engine can judge (or None if it
    does not fit the drill)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return expect.get("seat")
    if isinstance(answer, StepAnswer):
        move = expect.get("move")
        if move is None:
            return None
        return Step(StepKind(move), expect.get("seat") if move == "deal" else None)
    if isinstance(answer, CommonAnswer):
        return expect.get("needed")
    assert isinstance(answer, SplitAnswer)
    if "pots" not in expect:
        return None
    pots = [{int(seat): chips for seat, chips in pot.items()} for pot in expect["pots"]]
    return (pots, expect.get("rake", 0))


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
    assert isinstance(answer, SplitAnswer)
    return {"pots": [{str(seat): chips for seat, chips in pot if chips} for pot in answer.pots],
            "rake": answer.rake}


def problems(pack: Pack) -> list[Problem]:
    """Every expected answer the engine disagrees with (the format is already checked)."""
    found = []
    for i, (item, questions) in enumerate(zip(pack.items, questions_of(pack))):
        for j, (spec, question) in enumerate(zip(item.questions, questions)):
            if spec.expect is None:
                continue
            where = f"items[{i}].questions[{j}].expect"
            response = expected_response(question, spec.expect)
            if response is None:
                found.append(Problem(where, f"does not give an answer a {spec.drill.value} "
                                     "question can have (see the pack format)"))
                continue
            verdict = check(question, response)
            if not verdict.correct:
                reason = question.reasons[0] if question.reasons else None
                why = f" ({reason.rule}: {reason.text})" if reason else ""
                found.append(Problem(where, f"expects {verdict.given}, but the engine says "
                                     f"{verdict.expected}{why}"))
    return found


__all__ = ["Problem", "problems", "expect_of", "expected_response", "right_response"]
