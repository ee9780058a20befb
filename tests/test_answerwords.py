"""The GUI words the drills' questions, answers and verdicts itself, from typed data.

With no translator, its words are exactly the English the training layer keeps
for the records and the command line, over many generated questions of every
drill and game, answered right and wrong in many ways. With a translator
installed, every word of it changes (a pseudo-translation puts them in ‹ ›).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import wrong_parts
from PySide6.QtWidgets import QApplication
from qt_helpers import marked_translation

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerwords import (
    answer_words,
    detail_words,
    expected_words,
    given_words,
    question_instructions,
    question_prompt,
    question_sentence,
    right_answer_words,
)
from dealer_trainer.gui.drillfeedback import verdict_html
from dealer_trainer.training.drills import (
    CommonAnswer,
    DealAlong,
    PartsAnswer,
    PotProblem,
    Question,
    RakeProblem,
    Response,
    SeatAnswer,
    Share,
    SplitAnswer,
    StepAnswer,
    Verdict,
    check,
    new_question,
    right_response,
)
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.spotting import SpotAnswer, SpotResponse
from dealer_trainer.training.steps import Step

#: Questions of each drill (half of them hard cases) the words are compared over.
PER_DRILL = 24


def responses(question: Question) -> list[Response]:
    """The right response and wrong ones of every shape the drill's answer allows."""
    right = right_response(question)
    answer = question.answer
    found: list[Response] = [right]
    if isinstance(answer, SeatAnswer):
        found += [seat for seat, _ in question.table.stacks if seat != answer.seat][:3]
    elif isinstance(answer, StepAnswer):
        found += [
            Step(StepKind.BURN),
            Step(StepKind.COMMON),
            Step(StepKind.RESHUFFLE),
            Step(StepKind.DEAL, 3),
        ]
    elif isinstance(answer, CommonAnswer):
        found.append(not answer.needed)
    elif isinstance(answer, PartsAnswer):
        found.append(wrong_parts(answer))  # words: tests/test_partwords.py
    elif isinstance(answer, SpotAnswer):  # words: tests/test_spot_presenting.py, tests/test_exam_spot.py
        found.append(SpotResponse(None) if answer.mistake is not None else SpotResponse(1))
    else:
        assert isinstance(answer, SplitAnswer)
        pots = [dict(pot) for pot in answer.pots]
        one_more = [dict(pot) for pot in pots]
        seat = next(iter(one_more[0]))
        one_more[0][seat] += 1
        one_more[0][9] = 0  # a zero typed: not given
        found += [
            ([{}] * len(pots), 0),  # nothing given
            (pots, answer.rake + 1),  # the rake wrong only
            (one_more, answer.rake),  # a chip too many
            (one_more[:1], max(0, answer.rake - 1)),  # a pot left out
            ([{7: 5}] + [{}] * (len(pots) - 1), answer.rake),
        ]  # a seat that won nothing
    return found


def questions() -> Iterator[Question]:
    for drill in Drill:
        for seed in range(PER_DRILL):
            yield new_question(
                drill, random.Random(seed), list(Variant), list(RuleSetName), hard=seed % 2 == 1
            )


def verdicts() -> Iterator[Verdict]:
    for question in questions():
        for response in responses(question):
            yield check(question, response)
        if question.drill is Drill.DEALER_NEXT:
            deal = DealAlong(question.scenario, start=question.shown)
            while not deal.finished:
                expected = deal.expected()
                assert expected is not None
                yield deal.attempt(
                    Step(StepKind.COMMON if expected.kind is not StepKind.COMMON else StepKind.BURN)
                )
                yield deal.attempt(expected)
            yield deal.attempt(Step(StepKind.BURN))  # nothing left: the dealing is done


def test_the_verdict_words_are_the_training_english(qapp: QApplication) -> None:
    kinds = {"right": 0, "wrong": 0, "split detail": 0, "done": 0}
    for verdict in verdicts():
        where = (verdict.answer, verdict.response)
        if isinstance(verdict.answer, (PartsAnswer, SpotAnswer)):
            # An answer in parts is worded with its labels and hand names, richer than
            # the records' English ("to call: 10"): tests/test_partwords.py holds those words;
            # a mistake as a dealer names it ("the pot pushed to the wrong player"):
            # tests/test_spot_presenting.py and tests/test_exam_spot.py.
            continue
        assert expected_words(verdict) == verdict.expected, where
        assert given_words(verdict) == verdict.given, where
        assert detail_words(verdict) == verdict.detail, where
        kinds["right" if verdict.correct else "wrong"] += 1
        kinds["split detail"] += bool(verdict.detail)
        kinds["done"] += verdict.answer is None
    assert min(kinds.values()) > 0, kinds


def test_the_question_words_are_the_training_english(qapp: QApplication) -> None:
    for question in questions():
        assert question_sentence(question) == question.sentence, question.drill
        assert question_instructions(question) == question.instructions, question.drill
        assert question_prompt(question) == question.prompt, question.drill
        if not isinstance(question.answer, (PartsAnswer, SpotAnswer)):  # worded richer: see above
            assert right_answer_words(question) == check(question, right_response(question)).expected


def test_a_split_verdict_carries_its_problems_as_data() -> None:
    question = next(q for q in questions() if q.drill is Drill.SPLIT_POT)
    answer = question.answer
    assert isinstance(answer, SplitAnswer)
    pots = [dict(pot) for pot in answer.pots]
    seat = next(iter(pots[0]))
    pots[0][seat] += 1
    verdict = check(question, (pots, answer.rake + 2))
    right = dict(answer.pots[0])[seat]
    assert verdict.problems[0] == RakeProblem(answer.rake, answer.rake + 2)
    problem = verdict.problems[1]
    assert isinstance(problem, PotProblem) and problem.pot == 0
    assert problem.pots == len(answer.pots)
    assert Share(seat, right, right + 1) in problem.shares


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    with marked_translation(qapp, "Answers", "Reasons", "words"):
        yield


def test_a_translation_words_the_questions_and_answers(marked: None) -> None:
    seat = Verdict(False, SeatAnswer(4), 3, ())
    assert (expected_words(seat), given_words(seat)) == ("‹seat 4›", "‹seat 3›")
    step = Verdict(False, StepAnswer(Step(StepKind.BURN)), Step(StepKind.DEAL, 2), ())
    assert (expected_words(step), given_words(step)) == ("‹burn a card›", "‹deal to seat 2›")
    assert answer_words(CommonAnswer(True, ())) == "‹yes, a common card›"
    assert answer_words(None) == "‹nothing: the dealing is done›"
    split = Verdict(
        False,
        SplitAnswer((((2, 10), (9, 10)),), 0),
        ([{2: 10, 9: 9}], 0),
        (),
        (PotProblem(0, 1, (Share(9, 10, 9),)),),
    )
    assert expected_words(split) == "‹‹pot›: ‹seat 2 10›, ‹seat 9 10››"
    assert given_words(split) == "‹‹pot›: ‹seat 2 10›, ‹seat 9 9››"
    assert detail_words(split) == "‹In the pot, ‹seat 9 gets 10 (you gave 9)›.›"
    assert (
        detail_words(Verdict(False, None, Step(StepKind.BURN), (), (RakeProblem(5, 0),)))
        == "‹The rake is 5 (you took 0).›"
    )
    for drill in Drill:
        question = new_question(drill, random.Random(1), list(Variant), list(RuleSetName))
        assert question_sentence(question).startswith("‹")
        assert question_instructions(question).startswith("‹") or not question.instructions
        if drill in (Drill.FIRST_TO_ACT, Drill.COMMON_CARD):
            assert "street›?›" in question_sentence(question)


def test_a_translation_reaches_the_feedback(marked: None) -> None:
    html = verdict_html(Verdict(False, SeatAnswer(4), 3, ()))
    assert "‹seat 4›" in html and "‹seat 3›" in html


def test_the_answer_key_and_presenter_word_the_question_and_answer(qapp: QApplication) -> None:
    from dealer_trainer.gui.answerkey import answer_text, question_words
    from dealer_trainer.gui.answerwords import answer_parts
    from dealer_trainer.gui.words import prompt_sentence
    from dealer_trainer.packs.showing import answer_words as pack_answer_words

    for question in questions():
        # What the answer key and the presenter said before, cut from the English.
        assert question_words(question) == prompt_sentence(question.prompt) == question.sentence
        if isinstance(question.answer, (PartsAnswer, SpotAnswer)):
            continue  # worded richer than the records' English: tests/test_partwords.py, test_spot_presenting.py
        assert answer_text(question) == pack_answer_words(question)
        assert answer_parts(question.answer) == pack_answer_words(question).split("; ")
