"""An exam report read back from the records words its questions and answers in the
user's language, as the one just finished does: :func:`exam_report` rebuilds each
question from the records (the attempt's hand, point and response; the spec for one
not answered), never from the English words the report keeps. A question that cannot
be rebuilt to those same words keeps them, with no error, and the log says so."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers import wrong_response
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_exam_spanish import pdf_text
from visible_text import Collector, EnglishDetector, Finding, Seen

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.exampdf import write_exam_pdf
from dealer_trainer.gui.examreport import ExamReportView
from dealer_trainer.gui.examtext import result_words, review_html
from dealer_trainer.gui.theme import report_ink
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.records.database import open_records
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec, exam_report
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer, english_lines

SAMPLE = Path(__file__).resolve().parent.parent / "assets" / "packs" / "side-pots.studpack"
START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)
TRAINEE = "Alicia Martín"
TITLE = "Semana 3"
#: A question's sentence as an older engine might have worded it.
ASKED_BEFORE = "Who deals this hand, as asked before?"


#: The drills whose answers are of a kind of their own, and those answered in parts (whose
#: kept English is the window's, a part a line: tests/test_answerwords.py).
OWN_ANSWERS = (Drill.BRING_IN, Drill.FIRST_TO_ACT, Drill.DEALER_NEXT, Drill.COMMON_CARD, Drill.SPLIT_POT)
IN_PARTS = (Drill.BET, Drill.COUNT_POT, Drill.SHOWDOWN, Drill.CHIPS)


def take_exam(
    path: Path, drills: tuple[Drill, ...] = tuple(Drill), unanswered: int = 1
) -> tuple[ExamReport, int]:
    """Every drill, three hands each in two games: the first answer right, the others
    wrong, the last ``unanswered`` not given; kept in the records at ``path``, then closed."""
    spec = ExamSpec(
        TITLE,
        count=3 * len(drills),
        drills=drills,
        variants=(Variant.STUD7, Variant.STUD7_HILO8),
        rules=(RuleSetName.PA,),
        seed=8,
    )
    with open_records(path, daily_backup=False) as records:
        trainee = records.add_trainee(TRAINEE)
        run = ExamRun(spec, records=records, trainee_id=trainee.id, now=START)
        for index, question in enumerate(run.questions[:-unanswered]):
            run.answer(right_response(question) if index == 0 else wrong_response(question), seconds=5.0)
        report = run.finish(now=START + timedelta(minutes=4))
    assert run.exam_id is not None
    return report, run.exam_id


def read_back(path: Path, exam_id: int) -> ExamReport:
    with open_records(path, daily_backup=False) as records:
        return exam_report(records, exam_id)


def html_lines(rich: str) -> list[str]:
    document = QTextDocument()
    document.setHtml(rich)
    return [line for line in document.toPlainText().splitlines() if line.strip()]


def english(texts: list[str], where: str) -> list[Finding]:
    detector = EnglishDetector(allowed=[TRAINEE, TITLE])
    return detector.findings(Seen(text, where) for text in texts)


def test_a_report_read_back_has_its_questions_and_answers_again(tmp_path: Path) -> None:
    report, exam_id = take_exam(tmp_path / "records.sqlite3")
    kept = read_back(tmp_path / "records.sqlite3", exam_id)
    assert kept == report
    assert {r.drill for r in kept.wrong} == set(Drill)
    assert any(not r.answered for r in kept.wrong) and any(r.detail for r in kept.wrong)
    for result, finished in zip(kept.results, report.results, strict=True):
        assert result.question == finished.question
        assert result.response == finished.response
        assert result.reasons == finished.reasons
        assert all(reason.ref is not None for reason in result.reasons)  # typed, not the kept words


def test_a_report_read_back_reads_in_spanish_on_screen_and_on_paper(
    qtbot: QtBot, spanish: QApplication, tmp_path: Path
) -> None:
    report, exam_id = take_exam(tmp_path / "records.sqlite3")
    kept = read_back(tmp_path / "records.sqlite3", exam_id)
    review = review_html(kept, report_ink(False))
    assert review == review_html(report, report_ink(False))  # word for word the report just finished
    lines = html_lines(review)
    assert english(lines, "review") == []
    for result in kept.wrong:  # the stored English words are not what is shown
        said = result_words(result)
        assert said.sentence != result.sentence and said.expected != result.expected
        assert result.sentence not in lines

    view = ExamReportView(kept)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    collector = Collector()
    collector.widget(view)
    shown = [s.text for s in collector.seen]
    assert english(shown + html_lines(view.wrong_view.toHtml()), "ExamReportView") == []

    pdf = tmp_path / "informe.pdf"
    assert write_exam_pdf(kept, pdf) >= 1
    text = pdf_text(pdf)
    assert "Respuestas para repasar" in text
    assert english([text], "PDF") == []
    assert not any(r.sentence in text for r in kept.wrong)


def test_a_damaged_question_falls_back_to_its_kept_english_words(
    spanish: QApplication, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "records.sqlite3"
    report, exam_id = take_exam(path)
    damaged, changed, refused = report.wrong[0], report.wrong[1], report.wrong[2]
    with open_records(path, daily_backup=False) as records:
        records.connection.execute(
            "UPDATE attempts SET response = ? WHERE id = ?", ('{"nothing": 1}', damaged.attempt_id)
        )
        # a hand the engine no longer takes
        records.connection.execute(
            "UPDATE hands SET scenario = ? WHERE id = (SELECT hand_id FROM attempts WHERE id = ?)",
            ('{"format": "stud-scenario/1"}', refused.attempt_id),
        )
        # a hand the engine would now ask in other words than the report kept
        data = json.loads(records.connection.execute("SELECT report FROM exams").fetchone()[0])
        data["results"][changed.number - 1]["sentence"] = ASKED_BEFORE
        records.connection.execute("UPDATE exams SET report = ?", (json.dumps(data),))
        records.connection.commit()
    with caplog.at_level(logging.WARNING, logger="dealer_trainer.records.exams"):
        kept = read_back(path, exam_id)
    by_number = {r.number: r for r in kept.results}
    for number in (damaged.number, changed.number, refused.number):
        assert by_number[number].question is None and by_number[number].response is None
        assert by_number[number].reasons == report.results[number - 1].reasons
    assert sum(r.question is None for r in kept.results) == 3
    assert f"questions {damaged.number} (DamagedRowError" in caplog.text
    assert f", {changed.number} (not the same words now)" in caplog.text
    assert f", {refused.number} (ScenarioError" in caplog.text
    lines = html_lines(review_html(kept, report_ink(False)))
    assert damaged.sentence in lines and damaged.expected in " ".join(lines)  # as kept, in English
    assert ASKED_BEFORE in lines
    # the only English left is the words (and reasons) those two kept; the others read in Spanish
    fallback = {ASKED_BEFORE} | {
        w
        for r in (damaged, changed, refused)
        for w in (r.sentence, r.given, r.expected, r.detail, *(reason.text for reason in r.reasons))
        if w
    }
    found = english(lines, "review")
    assert found and [f for f in found if not any(w in f.seen.text for w in fallback)] == []
    others = [r for r in kept.wrong if r.question is not None]
    assert others and all(result_words(r).sentence != r.sentence for r in others)


def test_a_damaged_spec_leaves_the_question_not_answered_in_its_kept_words(
    qapp: QApplication, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "records.sqlite3"
    # half not answered: no hand is kept for those, and each drill has one
    report, exam_id = take_exam(path, OWN_ANSWERS + IN_PARTS, unanswered=len(OWN_ANSWERS + IN_PARTS) * 3 // 2)
    with open_records(path, daily_backup=False) as records:
        records.connection.execute("UPDATE exams SET spec = ?", ('{"title": 3}',))
        records.connection.commit()
    with caplog.at_level(logging.WARNING, logger="dealer_trainer.records.exams"):
        kept = read_back(path, exam_id)
    assert [r.question is None for r in kept.results] == [not r.answered for r in kept.results]
    assert "spec does not build its questions again" in caplog.text
    assert kept == report
    fallen_back = {r.drill for r in kept.results if r.question is None}
    assert set(IN_PARTS) <= fallen_back, fallen_back  # each drill in parts shows its kept words
    assert any(r.answered for r in kept.wrong)
    assert all(r.in_parts == (r.drill in IN_PARTS) for r in kept.results)
    # in English the report reads exactly as the one just finished, a part a line
    assert review_html(kept, report_ink(False)) == review_html(report, report_ink(False))


def test_an_english_report_read_back_reads_as_the_one_just_finished(
    qapp: QApplication, tmp_path: Path
) -> None:
    report, exam_id = take_exam(tmp_path / "records.sqlite3", OWN_ANSWERS + IN_PARTS)
    kept = read_back(tmp_path / "records.sqlite3", exam_id)
    assert review_html(kept, report_ink(False)) == review_html(report, report_ink(False))
    in_parts = 0
    for result in kept.wrong:
        said = result_words(result)
        assert said.sentence == result.sentence
        if result.question is not None and isinstance(result.question.answer, PartsAnswer):
            # the records' English, laid out a line a part (and a wrong part a sentence a line)
            assert said.expected == "\n".join(english_lines(result.expected))
            if result.answered:
                assert said.given == "\n".join(english_lines(result.given))
                assert said.detail.replace("\n", " ") == result.detail
            in_parts += 1
            continue
        assert said.expected == result.expected
        assert said.detail == result.detail
        assert said.given == (result.given if result.answered else "not answered")
    assert in_parts >= len(IN_PARTS)


def test_a_report_whose_attempt_ids_are_of_another_file_finds_its_answers_by_number(tmp_path: Path) -> None:
    """A salvaged file numbers its attempts anew, and the report keeps the old numbers:
    each answer is found by its exam and question number."""
    path = tmp_path / "records.sqlite3"
    report, exam_id = take_exam(path)
    with open_records(path, daily_backup=False) as records:
        data = json.loads(records.connection.execute("SELECT report FROM exams").fetchone()[0])
        for result in data["results"]:
            if result["attempt_id"] is not None:
                result["attempt_id"] += 100
        records.connection.execute("UPDATE exams SET report = ?", (json.dumps(data),))
        records.connection.commit()
    kept = read_back(path, exam_id)
    assert all(r.question is not None for r in kept.results)
    assert [r.response for r in kept.results] == [r.response for r in report.results]


def test_a_pack_exams_answers_are_rebuilt_and_its_unanswered_question_keeps_its_words(
    qapp: QApplication, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The records keep a pack's title, not the pack: a question of it not answered has
    no hand kept, and shows its kept words; the answered ones are rebuilt."""
    path = tmp_path / "records.sqlite3"
    with open_records(path, daily_backup=False) as records:
        trainee = records.add_trainee(TRAINEE)
        run = ExamRun(
            ExamSpec(TITLE, pack=load_pack(SAMPLE)), records=records, trainee_id=trainee.id, now=START
        )
        for question in run.questions[:-1]:
            run.answer(wrong_response(question), seconds=3.0)
        report = run.finish(now=START + timedelta(minutes=2))
    with caplog.at_level(logging.INFO, logger="dealer_trainer.records.exams"):
        kept = read_back(path, run.exam_id or 0)
    assert [r.question is not None for r in kept.results] == [r.answered for r in kept.results]
    assert f"questions {len(run.questions)} (not answered, and its pack is not kept" in caplog.text
    # expected, so said in the log but not as a warning
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert review_html(kept, report_ink(False)) == review_html(report, report_ink(False))
