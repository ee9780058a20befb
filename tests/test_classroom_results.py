"""A class session's results: places shared by ties, a trainee who never answered still listed, a
trainee who came back counted once, each question's counts, the headless host's table, and every
answer one records row naming the session, drill, game, rule set and level."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers import wrong_response

from dealer_trainer.classroom.lesson import Lesson, lesson_from_drills
from dealer_trainer.classroom.protocol import PROTOCOL, Answer, Hello
from dealer_trainer.classroom.results import (
    QuestionResult,
    SessionResults,
    TraineeResult,
    answer_rows,
    records_uid,
    results_text,
    session_results,
)
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassSession, Joined
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, right_response

CODE = "K7P2QX"
UID = "0123456789abcdef0123456789abcdef"


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Now:
    """The wall clock the session stamps answers with, one second on per call."""

    def __init__(self) -> None:
        self.at = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.at += timedelta(seconds=1)
        return self.at


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    """Three questions of two games and two rule sets, at the table-ready level."""
    return lesson_from_drills(
        [Drill.BRING_IN, Drill.SPLIT_POT],
        [Variant.STUD7, Variant.STUD7_HILO8],
        [RuleSetName.PA, RuleSetName.CARDROOM],
        Level.TABLE_READY,
        3,
        seed=5,
    )


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def session(lesson: Lesson, clock: Clock) -> ClassSession:
    return ClassSession(lesson, CODE, "Week 3: stud", clock=clock, now=Now())


def join(session: ClassSession, name: str, token: str | None = None, uid: str | None = None) -> Joined:
    joined = session.join(Hello(PROTOCOL, CODE, name, token, uid))
    assert isinstance(joined, Joined), joined
    return joined


def response(question: Question, right: bool) -> dict[str, Any]:
    return response_to_json(question, right_response(question) if right else wrong_response(question))


def give(session: ClassSession, clock: Clock, name: str, right: bool, after: float) -> ClassAnswer:
    """``name`` answers the question out ``after`` seconds from the deal (the clock set back after)."""
    start = clock.now
    clock.now = start + after
    taken = session.answer(
        name, Answer(session.number, response(session.lesson.questions[session.number - 1], right))
    )
    clock.now = start
    assert isinstance(taken, ClassAnswer), taken
    return taken


def by_name(results: SessionResults) -> dict[str, TraineeResult]:
    return {t.name: t for t in results.trainees}


def test_equal_points_share_a_place_and_the_next_place_is_skipped(
    session: ClassSession, clock: Clock
) -> None:
    for name in ("Cy", "Ana", "Ben"):
        join(session, name)
    session.deal_next()
    give(session, clock, "Ana", True, 3)
    give(session, clock, "Ben", True, 3)
    give(session, clock, "Cy", False, 1)
    results = session_results(session)
    assert [(t.place, t.name) for t in results.trainees] == [(1, "Ana"), (1, "Ben"), (3, "Cy")]
    assert results.trainees[0].points == results.trainees[1].points > results.trainees[2].points == 0


def test_the_places_are_those_the_ended_message_tells_each_trainee(
    session: ClassSession, clock: Clock
) -> None:
    for name in ("Ana", "Ben", "Cy", "Dee"):
        join(session, name)
    session.deal_next()
    give(session, clock, "Ana", True, 1)
    give(session, clock, "Ben", True, 20)
    give(session, clock, "Cy", True, 20)
    places = {t.name: t.place for t in session_results(session).trainees}
    ended = session.end()
    assert (
        places
        == {name: message.place for name, message in ended.items()}
        == {
            "Ana": 1,
            "Ben": 2,
            "Cy": 2,
            "Dee": 4,
        }
    )


def test_a_trainee_who_never_answered_is_listed_last_with_nothing_and_no_median(
    session: ClassSession, clock: Clock
) -> None:
    join(session, "Ana")
    join(session, "Quiet")
    session.deal_next()
    give(session, clock, "Ana", False, 2)
    quiet = by_name(session_results(session))["Quiet"]
    assert quiet == TraineeResult("Quiet", None, 0, 0, 0, 1, None)  # 0 points each: a shared first place
    assert "Quiet" in results_text(session_results(session))


def test_a_trainee_who_left_and_came_back_is_counted_once_with_every_answer(
    session: ClassSession, clock: Clock
) -> None:
    first = join(session, "Ana", uid=UID)
    join(session, "Ben")
    session.deal_next()
    give(session, clock, "Ana", True, 2)
    session.reveal()
    again = join(session, "ana", token=first.trainee.token)  # laptop slept; the app rejoins
    assert again.rejoined
    session.deal_next()
    give(session, clock, "Ana", False, 6)
    results = session_results(session)
    assert [t.name for t in results.trainees] == ["Ana", "Ben"]
    ana = by_name(results)["Ana"]
    assert (ana.uid, ana.answered, ana.right, ana.median_seconds) == (UID, 2, 1, 4.0)
    assert ana.points == session.points("Ana")


def test_the_median_time_is_the_middle_answers_not_the_mean(session: ClassSession, clock: Clock) -> None:
    join(session, "Ana")
    for after in (1, 2, 27):
        session.deal_next()
        give(session, clock, "Ana", True, after)
        session.reveal()
    assert by_name(session_results(session))["Ana"].median_seconds == 2.0


def test_each_question_dealt_counts_its_answers_and_right_ones_and_the_totals_add_up(
    session: ClassSession, clock: Clock, lesson: Lesson
) -> None:
    for name in ("Ana", "Ben", "Cy"):
        join(session, name)
    session.deal_next()
    give(session, clock, "Ana", True, 1)
    give(session, clock, "Ben", False, 1)
    session.reveal()
    session.deal_next()
    give(session, clock, "Cy", True, 1)
    results = session_results(session)
    assert results.questions == (
        QuestionResult(1, lesson.questions[0].drill, 2, 1),
        QuestionResult(2, lesson.questions[1].drill, 1, 1),
    )
    assert (results.dealt, results.planned, results.answered, results.right) == (2, 3, 3, 2)
    assert sum(t.answered for t in results.trainees) == results.answered


def test_before_anyone_joins_the_results_are_empty_and_the_table_says_so(session: ClassSession) -> None:
    results = session_results(session)
    assert (results.trainees, results.questions, results.answered) == ((), (), 0)
    text = results_text(results)
    assert "Nobody joined." in text and "No question was dealt." in text


def test_the_table_lists_trainees_by_place_under_its_columns_and_one_line_per_question(
    session: ClassSession, clock: Clock, lesson: Lesson
) -> None:
    join(session, "Ben")
    join(session, "Anastasia")
    session.deal_next()
    give(session, clock, "Anastasia", True, 4.25)
    give(session, clock, "Ben", False, 2)
    text = results_text(session_results(session))
    lines = text.splitlines()
    assert lines[0] == "Class session: Week 3: stud"
    assert lines[1] == "2 trainees, 1 of 3 questions dealt, 1 of 2 answers right"
    header = lines[3]
    assert header.split() == ["Place", "Trainee", "Right", "Answered", "Points", "Median", "time"]
    first, second = lines[4], lines[5]
    assert first.split()[:4] == ["1", "Anastasia", "1", "1"] and first.endswith("4.2 s")
    assert second.split() == ["2", "Ben", "0", "1", "0", "2.0", "s"]
    # the columns line up: every number ends under the end of its heading
    assert first.index("Anastasia") == second.index("Ben") == header.index("Trainee")
    assert len(first) == len(second) == len(header)
    question = lines[-1]
    assert question.split()[0] == "1" and lesson.questions[0].drill.heading in question
    assert question.split()[-2:] == ["1", "2"]
    assert text.endswith("\n") and not any(line != line.rstrip() for line in lines)


# --- the records' rows --------------------------------------------------------------------------


def test_an_identifier_that_is_not_one_is_dropped_not_sent_to_the_records() -> None:
    assert records_uid(UID.upper()) == UID
    assert records_uid("not-an-identifier") is None
    assert records_uid(UID[:-1] + "g") is None


def test_every_answer_becomes_exactly_one_row_with_the_session_drill_game_rules_and_level(
    session: ClassSession, clock: Clock, lesson: Lesson
) -> None:
    pytest.importorskip("dealer_trainer.records.sessionresults")
    join(session, "Ana", uid=UID)
    join(session, "Ben", uid="made up by a hostile app")
    join(session, "Cy")
    for number in range(1, 4):
        session.deal_next()
        give(session, clock, "Ana", True, number)
        if number != 2:
            give(session, clock, "Ben", False, 5)
        session.reveal()
    rows = answer_rows(session)
    answers = session.answers()
    assert len(rows) == len(answers) == 5
    for row, answer in zip(rows, answers, strict=True):
        question = lesson.questions[answer.question - 1]
        assert (row.trainee, row.at, row.correct, row.seconds) == (
            answer.trainee,
            answer.at,
            answer.correct,
            answer.seconds,
        )
        assert (row.drill, row.variant, row.rules) == (
            question.drill,
            question.table.variant,
            question.table.rules.name,
        )
        assert (row.level, row.session) == (Level.TABLE_READY, "Week 3: stud")
        assert row.trainee_uid == (UID if answer.trainee == "Ana" else None)
    assert {(r.variant, r.rules) for r in rows} == {
        (q.table.variant, q.table.rules.name) for q in lesson.questions
    }


def test_the_rows_make_one_results_file_the_records_read_back(
    session: ClassSession, clock: Clock, tmp_path: Path
) -> None:
    sessionresults = pytest.importorskip("dealer_trainer.records.sessionresults")
    from dealer_trainer.records.results import read_results

    join(session, "Ana", uid=UID)
    join(session, "Ben")
    session.deal_next()
    give(session, clock, "Ana", True, 2)
    give(session, clock, "Ben", False, 3)
    path = tmp_path / "session.csv"
    assert sessionresults.write_session_results(answer_rows(session), path) == 2
    read = read_results(path)
    assert [(r.trainee, r.trainee_uid, r.correct, r.seconds) for r in read] == [
        ("Ana", UID, True, 2.0),
        ("Ben", "", False, 3.0),
    ]
    assert {(r.session, r.level) for r in read} == {("Week 3: stud", Level.TABLE_READY)}
