"""An exam report keeps each question's sentence (without the app's instructions), and a
report kept before it did still loads and reads as it did: its whole prompt, cut at the
question for the review."""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers import wrong_response

from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.examtext import review_html
from dealer_trainer.gui.theme import REPORT_LIGHT as PRINT_INK
from dealer_trainer.gui.words import prompt_sentence
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec, QuestionResult, exam_report
from dealer_trainer.training.drills import Drill

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)
SPEC = ExamSpec(
    "Week 3",
    count=6,
    variants=(Variant.STUD7,),
    seed=9,
    drills=(Drill.BRING_IN, Drill.DEALER_NEXT, Drill.SPLIT_POT),
)


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    opened = open_records(tmp_path / "records.sqlite3", daily_backup=False)
    yield opened
    opened.close()


def _all_wrong(run: ExamRun) -> ExamReport:
    for question in run.questions:
        run.answer(wrong_response(question), seconds=4.0)
    return run.finish(now=START + timedelta(minutes=3))


def _as_kept_before_sentences(report: ExamReport, run: ExamRun) -> dict[str, Any]:
    """The report's JSON as a version before sentences wrote it: the whole prompt."""
    data = report.to_json()
    for result, question in zip(data["results"], run.questions):
        del result["sentence"]
        result["prompt"] = question.prompt
    return data


def test_a_new_report_keeps_each_questions_sentence_not_its_instructions() -> None:
    run = ExamRun(SPEC, trainee_name="Ann", now=START)
    report = _all_wrong(run)
    assert [r.sentence for r in report.results] == [q.sentence for q in run.questions]
    assert any(q.instructions for q in run.questions)  # so the sentence is not the prompt
    assert all(r.prompt == "" for r in report.results)
    data = report.to_json()
    assert all("sentence" in r and "prompt" not in r for r in data["results"])
    assert ExamReport.from_json(json.loads(json.dumps(data))) == report


def test_the_review_shows_the_whole_sentence_even_with_a_question_mark_inside(qapp: object) -> None:
    report = _all_wrong(ExamRun(SPEC, trainee_name="Ann", now=START))
    sentence = "Seat 3 or seat 5? Which of them brings in?"
    # as a report read back from the records has it: its words, without the question
    kept = replace(report.results[0], sentence=sentence, question=None, response=None)
    changed = replace(report, results=(kept,) + report.results[1:])
    assert html.escape(sentence) in review_html(changed, PRINT_INK)


def test_an_old_report_with_only_a_prompt_loads_and_reads_as_before(qapp: object, records: Records) -> None:
    trainee = records.add_trainee("Grace")
    run = ExamRun(SPEC, records=records, trainee_id=trainee.id, now=START)
    report = _all_wrong(run)
    old = _as_kept_before_sentences(report, run)
    records.connection.execute("UPDATE exams SET report = ? WHERE id = ?", (json.dumps(old), run.exam_id))
    records.connection.commit()

    loaded = exam_report(records, run.exam_id or 0)
    prompts = [q.prompt for q in run.questions]
    assert [r.prompt for r in loaded.results] == prompts
    assert all(r.sentence == "" for r in loaded.results)
    assert loaded.to_json()["results"] == old["results"]  # written back as it was read
    # The review cuts the old prompt at its question, as it always did.
    text = review_html(loaded, PRINT_INK)
    for question in run.questions:
        assert html.escape(prompt_sentence(question.prompt)) in text
        assert not question.instructions or html.escape(question.instructions) not in text
    assert review_html(loaded, PRINT_INK) == review_html(report, PRINT_INK)


def test_a_result_read_without_sentence_nor_prompt_is_refused() -> None:
    data = _all_wrong(ExamRun(SPEC, trainee_name="Ann", now=START)).to_json()["results"][0]
    del data["sentence"]
    with pytest.raises(KeyError, match="prompt"):
        QuestionResult.from_json(data)
