"""Questions answered in parts, on real hands, with every value from the engine.

The four drills on the betting and the money are being written alongside the
answer page; these build the same kind of question from a split-pot question
(a hand played to its showdown) by giving it a :class:`PartsAnswer` whose
values are the engine's: the pots as the showdown cut them, the seats
eligible and winning, the hands shown, and the betting facts of a decision
earlier in the same hand.
"""

from __future__ import annotations

import dataclasses
import random

from dealer_trainer.engine.bettingfacts import next_facts
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.training.drills import Drill, Question, SplitAnswer, new_question
from dealer_trainer.training.parts import (
    Announce,
    Announcement,
    Ask,
    Part,
    PartsAnswer,
    PartsResponse,
    Shape,
    Value,
)


def showdown_hand(variant: Variant, seed: int, *, side_pots: bool = False) -> Question:
    """A split-pot question of ``variant`` (with at least two pots if ``side_pots``)."""
    for tries in range(200):
        question = new_question(
            Drill.SPLIT_POT, random.Random(seed + tries), [variant], [RuleSetName.PA], hard=side_pots
        )
        assert question.result is not None
        if not side_pots or 2 <= len(question.result.pots) <= 3:
            return question
    raise AssertionError("no hand with side pots")


def _decision(question: Question, actions: int) -> Hand:
    """The question's hand replayed to just before its ``actions``-th action."""
    scenario = load_scenario(question.scenario)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    for action in scenario.actions[:actions]:
        hand.apply(action)
    return hand


def bet_question(seed: int = 3) -> Question:
    """What's the bet? at a decision where something is owed: to call, raise to, capped, and the announcement."""
    question = showdown_hand(Variant.STUD7, seed)
    for count in range(1, len(load_scenario(question.scenario).actions)):
        facts = next_facts(_decision(question, count))
        money = facts.betting if facts is not None else None
        if money is not None and money.to_call > 0 and money.raise_to is not None:
            break
    else:
        raise AssertionError("no decision with chips to call and a raise")
    call = Announcement(Announce.CALL, money.to_call)
    options = (call, Announcement(Announce.RAISE, money.raise_to), Announcement(Announce.CHECK))
    answer = PartsAnswer(
        (
            Part(Ask.TO_CALL, money.to_call),
            Part(Ask.RAISE_TO, money.raise_to),
            Part(Ask.CAPPED, money.capped),
            Part(Ask.ANNOUNCE, call, options=options),
        )
    )
    return dataclasses.replace(question, answer=answer)


def pot_question(seed: int = 9) -> Question:
    """Count the pot: each pot's amount and who can win it, as the showdown cut them, and the rake."""
    question = showdown_hand(Variant.STUD7, seed, side_pots=True)
    assert question.result is not None and isinstance(question.answer, SplitAnswer)
    parts: list[Part] = []
    for index, pot in enumerate(question.result.pots):
        parts.append(Part(Ask.POT_AMOUNT, pot.amount, pot=index))
        parts.append(Part(Ask.POT_ELIGIBLE, frozenset(pot.eligible), pot=index))
    parts.append(Part(Ask.RAKE, question.answer.rake))
    return dataclasses.replace(question, answer=PartsAnswer(tuple(parts)))


def showdown_question(seed: int = 5) -> Question:
    """Read the showdown of an eight-or-better hand, as the drill asks it: one pot, two halves."""
    rng = random.Random(seed)
    for _ in range(200):
        question = new_question(Drill.SHOWDOWN, rng, [Variant.STUD7_HILO8], [RuleSetName.PA])
        assert isinstance(question.answer, PartsAnswer)
        if sum(1 for part in question.answer.parts if part.shape is Shape.SEATS) == 2:
            return question
    raise AssertionError("no showdown of one pot")


def wrong_value(part: Part) -> Value | None:
    """A value of ``part``'s shape that is not its right one (blank where no other fits)."""
    right = part.right
    if part.shape is Shape.AMOUNT:
        assert isinstance(right, int)
        return right + 1
    if part.shape is Shape.YES_NO:
        return not right
    if part.shape is Shape.SEATS:
        assert isinstance(right, frozenset)
        return right ^ {min(set(range(1, 10)) - right)}
    others = [option for option in part.options if option != right]
    return others[0] if others else None


def wrong_response(answer: PartsAnswer, rng: random.Random) -> PartsResponse:
    """``answer`` with its first part and about half the others wrong, the rest right."""
    return PartsResponse(
        tuple(
            wrong_value(part) if index == 0 or rng.random() < 0.5 else part.right
            for index, part in enumerate(answer.parts)
        )
    )
