"""Spot the error in exams: chosen in the setup by a click, its stops kept in the records as
they are given, and the report (kept, read back, printed, CSV, the window) telling the catches,
the misses and the false alarms apart."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.examreport import ExamReportView
from dealer_trainer.gui.examsetup import ExamSetupDialog
from dealer_trainer.gui.examtext import result_words
from dealer_trainer.gui.words import drill_name
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.moments import fault_moments, spot_point
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import (
    CSV_COLUMNS,
    ExamReport,
    ExamRun,
    ExamSpec,
    build_exam,
    exam_report,
    report_csv,
    report_lines,
)
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import NO_FAULT
from dealer_trainer.training.spotting import Fault, Outcome, SpotAnswer, SpotResponse

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)
STUD5 = "007-random-stud5-pa"


def spot_exam_pack() -> Pack:
    """Four questions on one hand: a missed burn, a pot to the wrong seat, a clean hand twice."""
    scenario = json.loads((EXAMPLES / f"{STUD5}.json").read_text(encoding="utf-8"))
    hand = play(load_scenario(scenario))
    burn = fault_moments(hand, Fault.BURN_MISSED)[1]
    push = fault_moments(hand, Fault.POT_WRONG_SEAT)[0]
    questions = (
        PackQuestion(Drill.SPOT, spot_point(Fault.BURN_MISSED.value, burn.site)),
        PackQuestion(Drill.SPOT, spot_point(Fault.POT_WRONG_SEAT.value, push.site)),
        PackQuestion(Drill.SPOT, spot_point(NO_FAULT)),
        PackQuestion(Drill.SPOT, spot_point(NO_FAULT)),
    )
    return Pack("Spot exam", (PackItem(scenario, questions),))


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def report(records: Records) -> ExamReport:
    """A catch, a miss, a false alarm on a clean hand, and a clean hand rightly let run."""
    trainee = records.add_trainee("Alice Martin")
    run = ExamRun(
        ExamSpec("Spot check", pack=spot_exam_pack()), records=records, trainee_id=trainee.id, now=START
    )
    caught, _missed, _alarm, clean = run.questions
    run.answer(right_response(caught), seconds=4.0)
    run.answer(SpotResponse(None), seconds=30.0)
    run.answer(SpotResponse(3, fault=Fault.BURN_MISSED), seconds=2.0)
    run.answer(right_response(clean), seconds=30.0)
    return run.finish(now=START + timedelta(minutes=3))


def test_each_stop_is_kept_with_what_it_was(report: ExamReport) -> None:
    assert [r.spot for r in report.results] == [
        Outcome.CAUGHT,
        Outcome.MISSED,
        Outcome.FALSE_ALARM,
        Outcome.CLEAN,
    ]
    assert [r.correct for r in report.results] == [True, False, False, True]
    assert report.spot_tally == (
        (Outcome.CAUGHT, 1),
        (Outcome.FALSE_ALARM, 1),
        (Outcome.MISSED, 1),
        (Outcome.CLEAN, 1),
    )


def test_the_stops_are_kept_in_the_records_and_read_back(records: Records, report: ExamReport) -> None:
    assert report.exam_id is not None
    back = exam_report(records, report.exam_id)
    assert [r.spot for r in back.results] == [r.spot for r in report.results]
    assert back.results[2].question is not None  # rebuilt from the attempt: the stop itself
    assert back.results[2].response == SpotResponse(3, fault=Fault.BURN_MISSED)
    assert ExamReport.from_json(report.to_json()).results == report.results


def test_the_printed_report_and_the_csv_say_what_each_stop_was(report: ExamReport) -> None:
    lines = report_lines(report)
    assert "Spot the error: caught 1, false alarm 1, missed 1, clean hand let run 1" in lines
    rows = [dict(zip(CSV_COLUMNS, row)) for row in list(csv.reader(io.StringIO(report_csv(report))))[1:]]
    assert [row["spot_outcome"] for row in rows] == ["caught", "missed", "false-alarm", "clean"]
    assert [row["result"] for row in rows] == ["right", "wrong", "wrong", "right"]


def test_the_report_window_shows_the_catches_misses_and_false_alarms(qtbot: Any, report: ExamReport) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    assert not view.spot_label.isHidden()
    tally = "caught 1, false alarm 1, missed 1, clean hand let run 1"
    assert view.spot_label.text() == f"{drill_name(Drill.SPOT)}: {tally}"
    missed = result_words(report.results[1])
    assert missed.given == "let the hand run" and missed.detail == "Missed"
    assert missed.expected.startswith("the pot pushed to the wrong seat, at seat ")
    alarm = result_words(report.results[2])
    assert alarm.detail == "False alarm" and alarm.expected == "no mistake: let the hand run"
    review = view.wrong_view.toPlainText()
    assert "Missed" in review and "False alarm" in review
    view.grab().save("/tmp/packs-exam-report-spot.png")


def test_an_exam_without_spot_the_error_shows_no_tally(records: Records) -> None:
    run = ExamRun(ExamSpec("Bring-ins", count=2, drills=(Drill.BRING_IN,), seed=3))
    for question in run.questions:
        run.answer(right_response(question))
    report = run.finish()
    assert report.spot_tally == ()
    assert not any(line.startswith("Spot the error") for line in report_lines(report))


def test_spot_the_error_is_chosen_in_the_setup_by_a_click_and_asked(qtbot: Any) -> None:
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for drill, box in dialog.drill_boxes.items():
        box.setChecked(drill is Drill.BRING_IN)
    box = dialog.drill_boxes[Drill.SPOT]
    assert box.text() == "Spot the error"
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))  # on its box
    assert box.isChecked()
    dialog.count_spin.setValue(4)
    spec = dialog.spec()
    assert spec.drills == (Drill.BRING_IN, Drill.SPOT)
    spec = ExamSpec(
        "Spot", count=4, drills=(Drill.SPOT,), variants=(Variant.STUD7,), rules=(RuleSetName.PA,), seed=5
    )
    questions = build_exam(spec)
    assert len(questions) == 4 and all(isinstance(q.answer, SpotAnswer) for q in questions)
    assert [q.answer for q in build_exam(spec)] == [
        q.answer for q in questions
    ]  # the same seed, the same exam
