"""An answer in parts through an exam and the records: answered, stored, read back the same.

The drills on the betting and the money answer in parts; until they exist
here, a pack's question pinned to an action is answered in parts (the
builders monkeypatched, every value from the engine), which is what any of
them will give the exam: a ``PartsAnswer`` and a ``PartsResponse``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers import wrong_parts
from parts_helpers import asked_in_parts

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs import storage
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack
from dealer_trainer.records import rows
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import CSV_COLUMNS, ExamRun, ExamSpec, exam_report, report_csv, report_lines
from dealer_trainer.records.results import export_results, read_results
from dealer_trainer.records.scheduling import hand_reviews
from dealer_trainer.training.drills import Point, right_response
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer, PartsResponse, answer_english

START = datetime(2026, 5, 6, 14, 0, tzinfo=UTC)


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def parts_pack(monkeypatch: pytest.MonkeyPatch) -> Pack:
    """Three hands, each question pinned to its street's first action (answered in parts)."""
    monkeypatch.setattr(storage, "question_on", asked_in_parts(storage.question_on))
    monkeypatch.setattr(rows, "question_at", asked_in_parts(rows.question_at))
    generated = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 3, 11)
    data = generated.to_json()
    for item in data["items"]:
        (question,) = item["questions"]
        question["action"] = 0
        del question["expect"]
    data["format"] = "stud-pack/2"
    return storage.pack_from_json(data)


def test_a_parts_response_goes_through_an_exam_and_reads_back(records: Records, parts_pack: Pack) -> None:
    trainee = records.add_trainee("Ada")
    run = ExamRun(ExamSpec("The bet", pack=parts_pack), records=records, trainee_id=trainee.id, now=START)
    assert all(isinstance(q.answer, PartsAnswer) for q in run.questions)
    assert run.questions[0].point == Point(run.questions[0].point.street, action=0)
    given: list[PartsResponse] = []
    for number, question in enumerate(run.questions, start=1):
        assert isinstance(question.answer, PartsAnswer)
        response = wrong_parts(question.answer, 1) if number == 2 else right_response(question)
        assert isinstance(response, PartsResponse)
        given.append(response)
        run.answer(response, 5.0, at=START + timedelta(seconds=5 * number))
    report = run.finish(now=START + timedelta(seconds=20))
    assert (report.right, report.total) == (2, 3)
    (wrong,) = report.wrong
    assert wrong.number == 2 and "capped? yes" in wrong.given and "capped? No" in wrong.detail
    # kept and read back: each question rebuilt, with the very response given
    again = exam_report(records, report.exam_id or 0)
    assert again == report
    assert [r.response for r in again.results] == given
    assert all(r.question is not None and isinstance(r.question.answer, PartsAnswer) for r in again.results)
    assert [r.question.point for r in again.results if r.question] == [q.point for q in run.questions]
    # the wrong hand comes back in practice, at the same moment
    (review,) = hand_reviews(records, trainee.id)
    assert review is not None


def test_the_exam_report_csv_and_lines_word_every_part(records: Records, parts_pack: Pack) -> None:
    trainee = records.add_trainee("Bo")
    run = ExamRun(ExamSpec("The bet", pack=parts_pack), records=records, trainee_id=trainee.id, now=START)
    responses = []
    for question in run.questions:
        assert isinstance(question.answer, PartsAnswer)
        responses.append(wrong_parts(question.answer, 0))
        run.answer(responses[-1], 3.0)
    report = run.finish()
    table = list(csv.reader(io.StringIO(report_csv(report))))
    first = dict(zip(CSV_COLUMNS, table[1], strict=True))
    answer = run.questions[0].answer
    assert isinstance(answer, PartsAnswer)
    assert first["result"] == "wrong"
    # every part, in order, in the given and in the right answer
    assert first["correct_answer"] == answer_english(answer)
    assert first["given"] == answer_english(answer, responses[0])
    assert first["given"].count("; ") == len(answer.parts) - 1
    lines = report_lines(report)
    assert sum(line.startswith("    Right answer: ") for line in lines) == 3


def test_results_export_and_import_carry_an_answer_in_parts(
    records: Records, parts_pack: Pack, tmp_path: Path
) -> None:
    trainee = records.add_trainee("Cy")
    run = ExamRun(ExamSpec("The bet", pack=parts_pack), records=records, trainee_id=trainee.id, now=START)
    for question in run.questions:
        run.answer(right_response(question), 2.0)
    run.finish()
    target = tmp_path / "cy.csv"
    assert export_results(records, trainee.id, target) == 3
    read = read_results(target)
    assert [(row.drill, row.correct, row.exam) for row in read] == [(Drill.FIRST_TO_ACT, True, "The bet")] * 3


def test_a_stored_point_keeps_its_action() -> None:
    point = Point(4, action=2)
    assert rows.point_from_json(point.to_json()) == point
    with pytest.raises(ValueError, match="action number"):
        rows.point_from_json({"street": 4, "action": "2"})
