"""An exam of questions answered in parts, read back from the records, in the report
view and its PDF: the answer given and the right one worded part by part, in English
and in Spanish, from the rebuilt questions (never from the English kept)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from helpers import wrong_parts
from parts_helpers import asked_in_parts
from pytestqt.qtbot import QtBot
from test_answer_key import pdf_text

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerwords import right_answer_lines as answer_lines
from dealer_trainer.gui.exampdf import write_exam_pdf
from dealer_trainer.gui.examreport import ExamReportView
from dealer_trainer.gui.partwords import response_lines
from dealer_trainer.packs import storage
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.records import rows
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec, exam_report
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer, PartsResponse

START = datetime(2026, 5, 6, 14, 0, tzinfo=UTC)


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def report(records: Records, monkeypatch: pytest.MonkeyPatch) -> ExamReport:
    """Two questions in parts, the second answered wrong, read back from the records."""
    monkeypatch.setattr(storage, "question_on", asked_in_parts(storage.question_on))
    monkeypatch.setattr(rows, "question_at", asked_in_parts(rows.question_at))
    data = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 2, 8).to_json()
    for item in data["items"]:
        item["questions"][0]["action"] = 0
        del item["questions"][0]["expect"]
    data["format"] = "stud-pack/2"
    pack = storage.pack_from_json(data)
    trainee = records.add_trainee("Dana")
    run = ExamRun(ExamSpec("The bet", pack=pack), records=records, trainee_id=trainee.id, now=START)
    first, second = run.questions
    run.answer(right_response(first), 4.0)
    assert isinstance(second.answer, PartsAnswer)
    run.answer(wrong_parts(second.answer, 1), 4.0)
    finished = run.finish(now=START + timedelta(minutes=2))
    return exam_report(records, finished.exam_id or 0)


def wrong_words(report: ExamReport) -> tuple[list[str], list[str]]:
    (result,) = report.wrong
    question, response = result.question, result.response
    assert question is not None and isinstance(question.answer, PartsAnswer)
    assert isinstance(response, PartsResponse)
    return answer_lines(question), response_lines(question.answer, response)


def test_the_report_view_words_each_part_given_and_right(qtbot: QtBot, report: ExamReport) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    view.resize(900, 900)
    view.show()
    text = " ".join(view.wrong_view.toPlainText().split())
    right, given = wrong_words(report)
    for line in right + given:
        assert " ".join(line.split()) in text, line
    assert "Is the betting capped?" in text
    view.grab().save("/tmp/packs-parts-exam-report.png")


def test_the_report_pdf_words_each_part(report: ExamReport, tmp_path: Path) -> None:
    pdf = tmp_path / "report.pdf"
    assert write_exam_pdf(report, pdf) >= 1
    text = pdf_text(pdf)
    right, given = wrong_words(report)
    for line in right + given:
        assert " ".join(line.split()) in text, line


def test_the_report_speaks_spanish_from_the_rebuilt_questions(
    qtbot: QtBot, report: ExamReport, spanish: Any
) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    text = " ".join(view.wrong_view.toPlainText().split())
    right, given = wrong_words(report)  # worded now, in Spanish
    assert all(" ".join(line.split()) in text for line in right + given)
    assert "To call" not in text and "capped" not in text
