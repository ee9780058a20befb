"""The GUI words the drills' questions, answers and verdicts itself, from typed data.

With no translator, its words are exactly the English the training layer keeps
for the records and the command line, over many generated questions of every
drill and game, answered right and wrong in many ways — an answer in parts
too, part by part, every kind of thing asked and every kind of option: a record
read back without its question shows the words the window showed. With a
translator installed, every word of it changes (a pseudo-translation puts them in ‹ ›).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from helpers import wrong_parts
from PySide6.QtWidgets import QApplication
from qt_helpers import marked_translation

from dealer_trainer.engine.cards import Rank
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand
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
from dealer_trainer.gui.partwords import part_line, problem_sentence
from dealer_trainer.training.drills import (
    HARD_CASES,
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
from dealer_trainer.training.parts import (
    PART_SEPARATOR,
    Announce,
    Announcement,
    Ask,
    NoLow,
    Option,
    Part,
    PartProblem,
    PartsResponse,
    Shape,
    Value,
    Wording,
    part_line_english,
    problem_english,
)
from dealer_trainer.training.spotting import Fault, Place, PlaceKind, SpotAnswer, SpotResponse
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
    elif isinstance(answer, SpotAnswer):
        found += [
            SpotResponse(None),  # let run
            SpotResponse(1),  # stopped at once, nothing named
            SpotResponse(2, Place(PlaceKind.CARD, 3, 1), Fault.WRONG_FACE),  # a seat's card
            SpotResponse(2, Place(PlaceKind.POT), Fault.WRONG_RAKE),
        ]
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
        if isinstance(verdict.answer, SpotAnswer):
            # A mistake as a dealer names it ("the pot pushed to the wrong seat"): its words
            # are tested with the pack views and the exam report (tests/test_spot_presenting.py,
            # tests/test_exam_spot.py), until gui/spotwords.py words it as the records do.
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
        if not isinstance(question.answer, SpotAnswer):  # worded richer: see above
            assert right_answer_words(question) == check(question, right_response(question)).expected


#: The drills answered in parts, whose words are compared over more questions: each of
#: their hard cases in turn, and every part of every question answered wrong in turn.
PARTS_DRILLS = (Drill.BET, Drill.COUNT_POT, Drill.SHOWDOWN, Drill.CHIPS, Drill.STUB_COUNT)
PARTS_PER_DRILL = 48


def parts_questions() -> Iterator[Question]:
    for drill in PARTS_DRILLS:
        foci = (None, *HARD_CASES[drill])
        for seed in range(PARTS_PER_DRILL):
            yield new_question(
                drill, random.Random(seed), list(Variant), list(RuleSetName), focus=foci[seed % len(foci)]
            )


def parts_responses(question: Question) -> Iterator[PartsResponse]:
    """The right response; each part wrong in turn (a choice: each of its other options, and
    blank); and everything left blank."""
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    right = [part.right for part in answer.parts]
    yield PartsResponse(tuple(right))
    for index, part in enumerate(answer.parts):
        yield wrong_parts(answer, index)
        for option in part.options:
            if option != part.right:
                yield PartsResponse((*right[:index], option, *right[index + 1 :]))
    yield PartsResponse((None,) * len(answer.parts))


def option_kind(option: Option) -> str:
    return option.kind.value if isinstance(option, Announcement) else type(option).__name__


def test_an_answer_in_parts_is_worded_as_the_records_keep_it(qapp: QApplication) -> None:
    """The window's words of an answer in parts (no translator) are the records' English,
    part by part, over every drill in parts, each hard case, each part wrong in turn."""
    asked: set[Ask] = set()
    options: set[str] = set()
    wrong = 0
    for question in parts_questions():
        answer = question.answer
        assert isinstance(answer, PartsAnswer)
        asked |= {part.ask for part in answer.parts}
        options |= {option_kind(option) for part in answer.parts for option in part.options}
        for response in parts_responses(question):
            verdict = check(question, response)
            where = (question.drill, question.focus, response)
            assert expected_words(verdict) == verdict.expected, where
            assert given_words(verdict) == verdict.given, where
            assert detail_words(verdict) == verdict.detail, where
            wrong += bool(verdict.detail)
    # what the drills ask; the two asks no drill generates are worded in the test below
    assert asked == set(Ask) - {Ask.RAISES_LEFT, Ask.LOW_QUALIFIES}, set(Ask) - asked
    assert {"HighHand", "LowHand", "NoLow", "raise", "call", "complete", "capped"} <= options, options
    assert wrong > 500


#: A value of each shape, and the options of a choice, for parts built only to be worded.
SAMPLE: dict[Shape, tuple[Value, ...]] = {
    Shape.AMOUNT: (0, 10, 1870),
    Shape.YES_NO: (True, False),
    Shape.SEATS: (frozenset(), frozenset({3}), frozenset({3, 5}), frozenset({2, 3, 5})),
}
RANKS = (Rank.KING, Rank.KING, Rank.SEVEN, Rank.SEVEN, Rank.TWO)
HIGH_HANDS = tuple(
    HighHand(cls, ranks)
    for cls in HandClass
    for ranks in (RANKS, (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN), (Rank.FIVE,) * 5)
)
LOWS = (
    LowHand((Rank.EIGHT, Rank.SIX, Rank.FOUR, Rank.THREE, Rank.ACE)),
    LowHand((Rank.TEN, Rank.EIGHT, Rank.FOUR, Rank.THREE, Rank.TWO)),
    LowHand((Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)),
    LowHand((Rank.SEVEN, Rank.SEVEN, Rank.FOUR, Rank.THREE, Rank.ACE)),
    NoLow(),
)
ANNOUNCEMENTS = tuple(
    Announcement(kind, None if kind is Announce.CHECK else amount)
    for kind in Announce
    for amount in (3, 1500)
)
WORDINGS = (Wording(), Wording(pots=3), Wording(high=True, low=True), Wording(pots=2, high=True, low=True))


def sample_parts(ask: Ask) -> Iterator[tuple[Part, tuple[Value, ...]]]:
    """Parts asking ``ask`` about no seat or seat 4, each pot, with the values to word."""
    for seat in (None, 4):
        for pot in (None, 0, 1, 2):
            if ask.shape is Shape.CHOICE:
                choices: tuple[Option, ...] = {
                    Ask.ANNOUNCE: ANNOUNCEMENTS,
                    Ask.HIGH_HAND: HIGH_HANDS,
                    Ask.LOW_HAND: LOWS,
                }[ask]
                for cards in (2, 3, 5):
                    yield Part(ask, choices[0], seat, pot, choices, cards), choices
            else:
                for right in SAMPLE[ask.shape]:
                    yield Part(ask, right, seat, pot), SAMPLE[ask.shape]


def test_every_ask_and_option_reads_as_the_records_english(qapp: QApplication) -> None:
    """Every kind of thing asked, about a seat or not, of each pot, in each wording, with
    every value of its shape, every announcement and every class of hand: the window's
    line and wrong-part sentence are the records' English."""
    compared = 0
    for ask in Ask:
        for part, values in sample_parts(ask):
            for words in WORDINGS:
                for value in (*values, None):
                    line = part_line_english(part, value, words)
                    assert part_line(part, value, words) == line, (part, value)
                    assert PART_SEPARATOR not in line  # a kept answer splits into its lines again
                    problem = PartProblem(0, part, value)
                    assert problem_sentence(problem, words) == problem_english(problem, words), (part, value)
                    compared += 1
    assert compared > 5000


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
        if isinstance(question.answer, SpotAnswer):
            continue  # worded richer than the records' English: see above
        assert answer_text(question) == pack_answer_words(question)
        assert answer_parts(question.answer) == pack_answer_words(question).split("; ")
