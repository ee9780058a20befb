"""The words of an answer in parts: every part, option and value, and a part answered wrongly.

Every :class:`Ask` and every :class:`Announce` has words of its own (the
tests iterate the enums, so a new member without words fails here), in
English and in the app's real Spanish; the answer's words read the pots and
the winners by what else the answer asks; and the drill panel's words of an
answer, a response and a wrong part (answerwords) are these, one line per part.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from parts_questions import pot_question, showdown_question, wrong_response
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.cards import Rank
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand
from dealer_trainer.gui.answerwords import answer_parts, answer_words, detail_words, given_words
from dealer_trainer.gui.drillfeedback import verdict_html
from dealer_trainer.gui.handwords import high_hand_words
from dealer_trainer.gui.marks import answer_places
from dealer_trainer.gui.partwords import (
    Wording,
    announcement_words,
    option_words,
    part_label,
    problem_sentence,
    seats_words,
    value_words,
    wording,
)
from dealer_trainer.training.drills import check
from dealer_trainer.training.parts import (
    Announce,
    Announcement,
    Ask,
    NoLow,
    Part,
    PartProblem,
    PartsAnswer,
    PartsResponse,
    Shape,
)

KINGS_FULL = HighHand(HandClass.FULL_HOUSE, (Rank.KING, Rank.KING, Rank.KING, Rank.SEVEN, Rank.SEVEN))
EIGHT_SIX_FOUR = LowHand((Rank.EIGHT, Rank.SIX, Rank.FOUR, Rank.THREE, Rank.ACE))

#: A value of each shape, for parts built only to be worded.
SAMPLE = {
    Shape.AMOUNT: 10,
    Shape.YES_NO: True,
    Shape.SEATS: frozenset({3, 5}),
}


def sample_part(ask: Ask) -> Part:
    """A part asking ``ask`` about seat 4 and side pot 1, with a value of its shape."""
    if ask.shape is Shape.CHOICE:
        option = {Ask.ANNOUNCE: Announcement(Announce.CALL, 10), Ask.HIGH_HAND: KINGS_FULL}.get(
            ask, EIGHT_SIX_FOUR
        )
        return Part(
            ask, option, seat=4, pot=1, options=(option, NoLow()) if ask is Ask.LOW_HAND else (option,)
        )
    return Part(ask, SAMPLE[ask.shape], seat=4, pot=1)


def test_every_ask_has_words_of_its_own_in_english_and_spanish(qapp: QApplication) -> None:
    words = Wording(pots=2, high=True, low=True)  # a split game's: the high and low winners differ
    english = {ask: part_label(sample_part(ask), words) for ask in Ask}
    assert all(english.values())
    assert len(set(english.values())) == len(Ask), english  # no two asks read alike
    assert not any(
        ask.value in text for ask, text in english.items() if "-" in ask.value
    )  # no internal names
    from dealer_trainer.gui.languages import install_translators, remove_translators

    assert install_translators(qapp, "es") == "es"
    try:
        spanish = {ask: part_label(sample_part(ask), words) for ask in Ask}
    finally:
        remove_translators(qapp)
    same = {ask for ask in Ask if spanish[ask] == english[ask]}
    assert same <= {Ask.RAKE, Ask.BRING_IN}, same  # the words Spanish dealers say in English


def test_every_announcement_is_said_with_its_amount(qapp: QApplication) -> None:
    # In English an amount in an answer is written as the records write it ("1500"), so the
    # records keep the window's words; Spanish groups it ("1,500", es_US).
    said = {kind: announcement_words(Announcement(kind, 1500)) for kind in Announce}
    assert said[Announce.BRING_IN] == "Bring-in, 1500"
    assert said[Announce.COMPLETE] == "Complete to 1500"
    assert said[Announce.BET] == said[Announce.BIG_BET] == "Bet 1500"
    assert said[Announce.RAISE] == "Raise to 1500"
    assert said[Announce.CALL] == "Call 1500"
    assert said[Announce.ALL_IN] == "All in for 1500"
    assert said[Announce.CAPPED] == "Capped — call 1500 or fold"
    assert said[Announce.NOT_REOPENED] == "Call 1500 or fold — the raising is not reopened"
    assert announcement_words(Announcement(Announce.CHECK)) == "Check"
    assert all(text for text in said.values())


def test_seats_are_said_as_a_dealer_lists_them(qapp: QApplication) -> None:
    assert seats_words(frozenset({3})) == "seat 3"
    assert seats_words(frozenset({5, 3})) == "seats 3 and 5"
    assert seats_words(frozenset({2, 5, 3})) == "seats 2, 3 and 5"
    assert seats_words(frozenset()) == "nobody"


def test_one_pot_is_the_pot_and_a_side_pot_makes_the_first_the_main_pot(qapp: QApplication) -> None:
    alone = PartsAnswer((Part(Ask.POT_AMOUNT, 30, pot=0), Part(Ask.POT_ELIGIBLE, frozenset({1, 2}), pot=0)))
    assert [part_label(p, wording(alone)) for p in alone.parts] == ["Pot", "Who can win the pot?"]
    two = PartsAnswer(
        (*alone.parts, Part(Ask.POT_AMOUNT, 8, pot=1), Part(Ask.POT_ELIGIBLE, frozenset({2}), pot=1))
    )
    assert [part_label(p, wording(two)) for p in two.parts] == [
        "Main pot",
        "Who can win the main pot?",
        "Side pot 1",
        "Who can win side pot 1?",
    ]


def test_the_winners_are_of_the_high_half_only_where_the_answer_reads_a_low_too(qapp: QApplication) -> None:
    high = Part(Ask.HIGH_WINNERS, frozenset({3}), pot=0)
    low = Part(Ask.LOW_WINNERS, frozenset({5}), pot=0)
    assert part_label(high, wording(PartsAnswer((high,)))) == "Who wins the pot?"
    split = wording(PartsAnswer((high, low)))
    assert (part_label(high, split), part_label(low, split)) == (
        "Who wins the high half?",
        "Who wins the low half?",
    )
    side = Part(Ask.HIGH_WINNERS, frozenset({3}), pot=1)
    assert (
        part_label(side, wording(PartsAnswer((high, low, side)))) == "Who wins the high half of side pot 1?"
    )
    # Razz: the low takes the whole pot
    assert (
        part_label(low, wording(PartsAnswer((Part(Ask.LOW_HAND, NoLow(), seat=2), low))))
        == "Who wins the pot?"
    )
    assert part_label(side, wording(PartsAnswer((high, side)))) == "Who wins side pot 1?"


def test_hands_are_read_as_the_hand_words_read_them(qapp: QApplication) -> None:
    high = Part(Ask.HIGH_HAND, KINGS_FULL, seat=4, options=(KINGS_FULL,))
    assert option_words(high, KINGS_FULL) == high_hand_words(KINGS_FULL) == "Kings full of sevens"
    low = Part(Ask.LOW_HAND, EIGHT_SIX_FOUR, seat=4, options=(EIGHT_SIX_FOUR, NoLow()), cards=3)
    assert option_words(low, EIGHT_SIX_FOUR) == "8-6-4 low"
    assert option_words(low, NoLow()) == "No low"
    assert part_label(low) == "Seat 4's low" and part_label(high) == "Seat 4's high hand"


def test_values_are_said_by_shape(qapp: QApplication) -> None:
    assert value_words(Part(Ask.RAKE, 1500), 1500) == "1500"
    assert value_words(Part(Ask.CAPPED, True), False) == "no"
    assert value_words(Part(Ask.ODD_CHIP_SEAT, frozenset({4})), frozenset({4})) == "seat 4"
    assert value_words(Part(Ask.TO_CALL, 10), None) == "no answer"


def test_a_wrong_part_says_the_right_value_and_the_one_given(qapp: QApplication) -> None:
    eligible = Part(Ask.POT_ELIGIBLE, frozenset({3, 5}), pot=1)
    words = Wording(pots=2)
    assert (
        problem_sentence(PartProblem(0, eligible, frozenset({3})), words)
        == "Side pot 1: seats 3 and 5 can win it (you chose seat 3)."
    )
    assert problem_sentence(PartProblem(0, Part(Ask.TO_CALL, 10), 5)) == "To call: 10 (you answered 5)."
    assert (
        problem_sentence(PartProblem(0, Part(Ask.ODD_CHIP_SEAT, frozenset({4})), None))
        == "Who gets the odd chip? Seat 4 (you left it blank)."
    )
    assert (
        problem_sentence(PartProblem(0, Part(Ask.CAPPED, True), False))
        == "Is the betting capped? Yes (you answered no)."
    )
    call = Announcement(Announce.CALL, 10)
    announce = Part(Ask.ANNOUNCE, call, options=(call, Announcement(Announce.RAISE, 20)))
    assert (
        problem_sentence(PartProblem(0, announce, Announcement(Announce.RAISE, 20)))
        == "The dealer announces: Call 10 (you chose Raise to 20)."
    )


@pytest.mark.parametrize("build", [pot_question, showdown_question])
def test_the_panels_words_of_an_answer_in_parts_are_one_line_per_part(qapp: QApplication, build: Any) -> None:
    question = build()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    lines = answer_parts(answer)
    assert len(lines) == len(answer.parts)
    assert answer_words(answer) == "; ".join(lines)
    right = check(question, PartsResponse(tuple(p.right for p in answer.parts)))
    assert right.correct and not detail_words(right)
    response = wrong_response(answer, random.Random(1))
    wrong = check(question, response)
    assert not wrong.correct and wrong.problems
    assert given_words(wrong) != answer_words(answer)
    sentences = [problem_sentence(p, wording(answer)) for p in wrong.problems if isinstance(p, PartProblem)]
    assert detail_words(wrong) == " ".join(sentences)
    html = verdict_html(wrong)
    assert all(s.replace("'", "&#x27;") in html for s in sentences)
    assert "wrong" in html and "✓ Right" in verdict_html(right)


def test_the_table_marks_every_seat_the_answer_names_not_the_hands_that_lose(qapp: QApplication) -> None:
    hand = Part(Ask.HIGH_HAND, KINGS_FULL, seat=7, options=(KINGS_FULL,))
    answer = PartsAnswer(
        (
            Part(Ask.POT_AMOUNT, 30, pot=0),
            Part(Ask.POT_ELIGIBLE, frozenset({5, 2}), pot=0),
            hand,
            Part(Ask.HIGH_WINNERS, frozenset({2}), pot=0),
        )
    )
    assert answer_places(answer) == [("seat", 2), ("seat", 5)]
    assert answer_places(PartsAnswer((hand,))) == [("seat", 7)]  # a hand read, no winner asked


def test_in_spanish_an_answer_in_parts_reads_in_spanish(spanish: Any) -> None:
    question = pot_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    lines = answer_parts(answer)
    assert lines[0].startswith("Bote principal: ")
    assert any(line.startswith("¿Quién puede ganar el bote lateral 1? asiento") for line in lines), lines
    eligible = Part(Ask.POT_ELIGIBLE, frozenset({3, 5}), pot=1)
    assert (
        problem_sentence(PartProblem(0, eligible, frozenset({3})), Wording(pots=2))
        == "Bote lateral 1, quién puede ganarlo: asientos 3 y 5 (elegiste asiento 3)."
    )
    assert announcement_words(Announcement(Announce.RAISE, 20)) == "Sube a 20"


def test_the_answer_key_and_the_editor_print_an_answer_in_parts_one_line_per_part(qapp: QApplication) -> None:
    from parts_questions import showdown_hand

    from dealer_trainer.gui.answerwords import right_answer_lines, right_answer_words

    question = pot_question()
    assert isinstance(question.answer, PartsAnswer)
    assert right_answer_lines(question) == answer_parts(question.answer)
    assert len(right_answer_lines(question)) == len(question.answer.parts)
    split = showdown_hand(question.table.variant, 1)  # any other answer: its one line
    assert right_answer_lines(split) == [right_answer_words(split)]


def test_an_exam_review_lays_an_answer_in_parts_out_a_line_per_part(qapp: QApplication) -> None:
    from datetime import datetime

    from dealer_trainer.gui.examtext import result_words, review_html
    from dealer_trainer.gui.theme import report_ink
    from dealer_trainer.records.exams import ExamReport, QuestionResult

    question = pot_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    response = wrong_response(answer, random.Random(3))
    verdict = check(question, response)
    result = QuestionResult(
        number=1,
        drill=question.drill,
        variant=question.table.variant,
        rules=question.table.rules.name,
        sentence=question.sentence,
        given=verdict.given,
        expected=verdict.expected,
        correct=False,
        answered=True,
        seconds=4.0,
        reasons=question.reasons,
        detail=verdict.detail,
        question=question,
        response=response,
    )
    said = result_words(result)
    assert said.expected.split("\n") == answer_parts(answer)
    assert len(said.given.split("\n")) == len(answer.parts)
    assert said.detail.split("\n") == [problem_sentence(p, wording(answer)) for p in verdict.problems]
    now = datetime(2026, 12, 1, 19, 0)
    report = ExamReport("Pots", "Ana", now, now, 0.8, None, (result,))
    review = review_html(report, report_ink(False))
    assert "<br>".join(line.replace("'", "&#x27;") for line in answer_parts(answer)) in review


def test_a_short_right_verdict_in_parts_is_its_heading_alone(qapp: QApplication) -> None:
    question = pot_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    right = check(question, PartsResponse(tuple(p.right for p in answer.parts)))
    short = verdict_html(right, short=True)
    assert "✓ Right" in short and "<li>" not in short
    assert all(line.replace("'", "&#x27;") in verdict_html(right) for line in answer_parts(answer))
