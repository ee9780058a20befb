"""Exams end to end: build, answer without feedback, report, records, CSV."""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers import wrong_response

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import (
    CSV_COLUMNS,
    ExamError,
    ExamReport,
    ExamRun,
    ExamSpec,
    build_exam,
    exam_report,
    exams,
    report_csv,
    report_lines,
)
from dealer_trainer.records.scheduling import hand_reviews
from dealer_trainer.training.drills import Drill, right_response
from dealer_trainer.training.focus import Focus

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)
SPEC = ExamSpec(
    "Stud basics",
    count=10,
    variants=(Variant.STUD7, Variant.STUD7_HILO8),
    rules=(RuleSetName.PA, RuleSetName.CARDROOM),
    seed=42,
    time_limit_seconds=600,
    pass_mark=0.7,
)


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


def test_a_generated_exam_is_the_same_for_everyone_and_covers_the_drills() -> None:
    spec = replace(SPEC, count=len(Drill))  # one question of each drill
    questions = build_exam(spec)
    assert len(questions) == len(Drill)
    assert [q.scenario for q in build_exam(spec)] == [q.scenario for q in questions]
    assert [q.scenario for q in build_exam(replace(spec, seed=43))] != [q.scenario for q in questions]
    counts = Counter(q.drill for q in questions)  # every drill, as evenly as the count allows
    assert set(counts) == set(Drill) and max(counts.values()) - min(counts.values()) <= 1
    assert {q.table.variant for q in questions} <= set(SPEC.variants)
    assert {q.table.rules.name for q in questions} <= set(SPEC.rules)


def test_an_exam_from_a_pack_asks_the_packs_questions_in_order() -> None:
    pack = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 6, 3)
    every = build_exam(ExamSpec("From the pack", pack=pack))
    assert [q.scenario for q in every] == [item.scenario for item in pack.items]
    some = build_exam(ExamSpec("Four of them", pack=pack, count=4, seed=1))
    assert len(some) == 4
    positions = [[q.scenario for q in every].index(q.scenario) for q in some]
    assert positions == sorted(positions)


def test_a_bad_spec_is_refused_with_a_reason() -> None:
    with pytest.raises(ExamError, match="pass mark"):
        ExamSpec("x", pass_mark=80)
    with pytest.raises(ExamError, match="questions"):
        ExamSpec("x", count=0)
    with pytest.raises(ExamError, match="title"):
        ExamSpec("  ")
    with pytest.raises(ExamError, match="drill"):
        ExamSpec("x", drills=())


def test_an_exam_end_to_end(records: Records) -> None:
    trainee = records.add_trainee("Grace")
    clock = Clock()
    run = ExamRun(SPEC, records=records, trainee_id=trainee.id, clock=clock, now=START)
    wrong_numbers = {2, 5, 9}
    for number, question in enumerate(run.questions, start=1):
        assert run.current is question
        clock.now += 7.5
        response = wrong_response(question) if number in wrong_numbers else right_response(question)
        assert run.answer(response, at=START + timedelta(seconds=7.5 * number)) is None
    assert run.current is None
    with pytest.raises(ExamError, match="every question"):
        run.answer(right_response(run.questions[0]))
    report = run.finish(now=START + timedelta(seconds=80))

    assert (report.right, report.total, report.score) == (7, 10, 0.7)
    assert report.passed and not report.timed_out
    assert report.trainee == "Grace" and report.exam_id == run.exam_id
    assert [r.number for r in report.wrong] == sorted(wrong_numbers)
    for result in report.wrong:
        question = run.questions[result.number - 1]
        assert result.answered and result.given and result.given != result.expected
        assert result.reasons == question.reasons and result.reasons
        assert result.seconds == 7.5
    by_drill = {part.drill: (part.right, part.total) for part in report.per_drill}
    assert sum(total for _, total in by_drill.values()) == 10
    for drill, (right, total) in by_drill.items():
        asked = [n for n, q in enumerate(run.questions, start=1) if q.drill is drill]
        assert (right, total) == (len([n for n in asked if n not in wrong_numbers]), len(asked))

    # kept in the records: the exam, its answers linked to it, its report
    (summary,) = exams(records, trainee.id)
    assert (summary.title, summary.questions, summary.score, summary.passed) == ("Stud basics", 10, 0.7, True)
    assert exam_report(records, summary.id) == report
    attempts = records.attempts(trainee.id, exam_id=summary.id)
    assert sorted(a.exam_question or 0 for a in attempts) == list(range(1, 11))
    assert sum(not a.correct for a in attempts) == 3
    assert all(not a.hinted for a in attempts)
    # and the missed hands go into practice
    assert len(hand_reviews(records, trainee.id)) == 3

    # the CSV: one row per question
    rows = list(csv.reader(io.StringIO(report_csv(report))))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 11
    second = dict(zip(CSV_COLUMNS, rows[2]))
    result = report.results[1]
    assert second["trainee"] == "Grace" and second["exam"] == "Stud basics"
    assert second["question"] == "2" and second["result"] == "wrong"
    assert second["drill"] == result.drill.value and second["variant"] == result.variant.value
    assert second["given"] == result.given and second["correct_answer"] == result.expected
    assert second["seconds"] == "7.5" and second["reason_rule"] == result.reasons[0].rule
    assert {dict(zip(CSV_COLUMNS, row))["result"] for row in rows[1:]} == {"right", "wrong"}

    # the lines for the printed report
    lines = report_lines(report)
    assert lines[0] == "# Stud basics"
    assert "Score: 7/10 (70%) — PASSED (pass mark 70%)" in lines
    assert sum(line.startswith("    Right answer: ") for line in lines) == 3
    assert any(line.startswith(f"    Why ({report.wrong[0].reasons[0].rule})") for line in lines)


def test_no_answers_after_the_time_limit_and_the_rest_count_as_wrong(records: Records) -> None:
    trainee = records.add_trainee("Ken")
    clock = Clock()
    spec = replace(SPEC, time_limit_seconds=60, count=5)
    run = ExamRun(spec, records=records, trainee_id=trainee.id, clock=clock, now=START)
    run.answer(right_response(run.questions[0]))
    clock.now += 30
    assert run.time_left() == 30
    run.answer(right_response(run.questions[1]))
    clock.now += 31
    assert run.expired
    with pytest.raises(ExamError, match="time is up"):
        run.answer(right_response(run.questions[2]))
    report = run.finish(now=START + timedelta(seconds=61))
    assert report.timed_out and (report.right, report.total) == (2, 5)
    assert not report.passed
    assert [r.outcome for r in report.results] == ["right", "right"] + ["not answered"] * 3
    assert report.results[1].seconds == 30
    lines = report_lines(report)
    assert any("time ran out" in line for line in lines)
    assert lines.count("    Your answer: not answered") == 3
    assert records.count_attempts(trainee.id) == 2
    assert ExamReport.from_json(report.to_json()) == report


def test_an_exam_without_records_still_reports(records: Records) -> None:
    run = ExamRun(replace(SPEC, count=3), trainee_name="Walk-in")
    for question in run.questions:
        run.answer(right_response(question), seconds=2.0)
    report = run.finish()
    assert report.passed and report.exam_id is None and report.trainee == "Walk-in"
    assert "None: every answer was right." in report_lines(report)
    assert run.finish() is report


def test_the_report_csv_quotes_a_name_or_title_that_looks_like_a_formula(records: Records) -> None:
    trainee = records.add_trainee('=HYPERLINK("http://example.com","x")')
    run = ExamRun(
        replace(SPEC, title="-1+2", count=2), records=records, trainee_id=trainee.id, clock=Clock(), now=START
    )
    for question in run.questions:
        run.answer(right_response(question), at=START)
    report = run.finish(now=START + timedelta(seconds=10))
    rows = list(csv.reader(io.StringIO(report_csv(report), newline="")))
    first = dict(zip(CSV_COLUMNS, rows[1]))
    assert first["trainee"] == '\'=HYPERLINK("http://example.com","x")'
    assert first["exam"] == "'-1+2"
    assert first["drill"] == report.results[0].drill.value  # plain cells untouched
