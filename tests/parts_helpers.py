"""Questions answered in parts, built by hand from real hands, for the plumbing's tests.

The drills on the betting and the money are written on other branches; the
packs, exams, presenter and answer key must carry any question answered in
parts. These helpers turn a real first-to-act question into one answered in
parts, pinned to the street's first action, with every value taken from the
engine at that moment (never worked out here).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from dealer_trainer.engine import RuleSetName, Variant, load_scenario
from dealer_trainer.engine.actions import ActionKind
from dealer_trainer.engine.bettingfacts import next_facts, pots_now
from dealer_trainer.engine.events import ActionTaken
from dealer_trainer.engine.reporting import play
from dealer_trainer.training.drills import Point, Question, new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import Announce, Announcement, Ask, Part, PartsAnswer


def hand_before(question: Question) -> Any:
    """The hand of ``question`` played up to the moment asked (its actions cut there)."""
    taken = sum(isinstance(event, ActionTaken) for event in question.events[: question.shown])
    data = {**question.scenario, "actions": question.scenario["actions"][:taken]}
    return play(load_scenario(data))


def parts_answer(question: Question) -> PartsAnswer:
    """What a betting drill would ask at ``question``'s moment, with the engine's values:
    the amount to call, whether the round is capped, what the dealer announces for
    the seat's wager, and who can win the main pot."""
    hand = hand_before(question)
    facts = next_facts(hand)
    assert facts is not None and facts.betting is not None
    money = facts.betting
    wager = next(
        kind for kind in (ActionKind.BET, ActionKind.COMPLETE, ActionKind.RAISE) if money.amount(kind)
    )
    chips = money.amount(wager)
    announce = {ActionKind.BET: Announce.BET, ActionKind.COMPLETE: Announce.COMPLETE}.get(
        wager, Announce.RAISE
    )
    right = Announcement(announce, money.raise_to if announce is not Announce.BET else chips)
    options = (Announcement(Announce.CHECK), right) if money.to_call == 0 else (right,)
    return PartsAnswer(
        (
            Part(Ask.TO_CALL, money.to_call, seat=facts.seat),
            Part(Ask.CAPPED, money.capped),
            Part(Ask.ANNOUNCE, right, seat=facts.seat, options=options),
            Part(Ask.POT_ELIGIBLE, frozenset(pots_now(hand)[0].eligible), pot=0),
        )
    )


def parts_question(seed: int = 1, variant: Variant = Variant.STUD7) -> Question:
    """A real first-to-act question turned into one answered in parts, pinned to the
    first action of its street."""
    question = new_question(Drill.FIRST_TO_ACT, random.Random(seed), [variant], [RuleSetName.PA])
    return dataclasses.replace(
        question, answer=parts_answer(question), point=Point(question.point.street, action=0)
    )


def asked_in_parts(real: Any) -> Any:
    """``question_on`` or ``question_at`` whose questions pinned to an action are answered
    in parts (for monkeypatching, while no drill of this branch is)."""

    def asking(*args: Any, **kwargs: Any) -> Any:
        question = real(*args, **kwargs)
        point = kwargs.get("point")
        if point is None or point.action is None:
            return question
        return dataclasses.replace(question, answer=parts_answer(question), point=point)

    return asking
