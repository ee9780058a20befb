"""A question carries the sentence a class is asked apart from the app's instructions."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.training.drills import Drill, Question, new_question


def _cut_at_the_question_mark(prompt: str) -> str:
    """How the answer key and the exam report used to find the sentence in the prompt."""
    prompt = " ".join(prompt.split())
    end = prompt.find("?")
    if end >= 0:
        return prompt[: end + 1]
    end = prompt.find(". ")
    return prompt if end < 0 else prompt[: end + 1]


def _questions(drill: Drill) -> list[Question]:
    rng = random.Random(11)
    return [
        new_question(drill, rng, [variant], [rules], hard=hard)
        for variant in (Variant.STUD7, Variant.SUPER_STUD7_HILO8)
        for rules in RuleSetName
        for hard in (False, True)
    ]


@pytest.mark.parametrize("drill", list(Drill))
def test_the_prompt_is_the_sentence_then_the_instructions(drill: Drill) -> None:
    for question in _questions(drill):
        assert question.sentence and "?" not in question.instructions
        expected = " ".join(part for part in (question.sentence, question.instructions) if part)
        assert question.prompt == expected


@pytest.mark.parametrize("drill", list(Drill))
def test_the_sentence_is_what_cutting_the_prompt_at_the_question_mark_gave(drill: Drill) -> None:
    # the printed answer key, the presenter and the exam report can take the sentence
    # as it is and print exactly what they printed before
    for question in _questions(drill):
        assert question.sentence == _cut_at_the_question_mark(question.prompt)


def test_the_sentences_ask_and_the_instructions_say_how_to_answer() -> None:
    sentences = {drill: _questions(drill)[0] for drill in Drill}
    assert sentences[Drill.BRING_IN].sentence == "Who brings in?"
    assert sentences[Drill.BRING_IN].instructions == "Click the seat, or press its number."
    first = sentences[Drill.FIRST_TO_ACT]
    assert first.sentence.startswith("Who acts first on ") and first.sentence.endswith(" street?")
    assert sentences[Drill.DEALER_NEXT].sentence == "What does the dealer do next?"
    assert sentences[Drill.DEALER_NEXT].instructions.startswith("Click the burn pile, a seat")
    assert sentences[Drill.COMMON_CARD].instructions == "Answer yes (Y) or no (N), then deal it."
    split = sentences[Drill.SPLIT_POT]
    assert split.sentence == "Split the pot: enter the chips each seat receives from each pot."
    assert split.instructions == ""
