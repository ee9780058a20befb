"""Exams in the window: the setup dialog's spec, the report view, the PDF and the CSV."""

from __future__ import annotations

import csv
import io
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers import wrong_response
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog
from pytestqt.qtbot import QtBot
from qt_helpers import cell

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.exampdf import write_exam_pdf
from dealer_trainer.gui.examreport import ExamReportView
from dealer_trainer.gui.examsetup import ExamSetupDialog
from dealer_trainer.gui.examtext import result_words
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.storage import save_pack
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
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)
SPEC = ExamSpec(
    "Week 3 — stud basics",
    count=10,
    variants=(Variant.STUD7,),
    rules=(RuleSetName.PA,),
    seed=42,
    time_limit_seconds=900,
    pass_mark=0.8,
)


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def report(records: Records) -> ExamReport:
    """A finished exam: every third question answered wrong, the last one not at all."""
    trainee = records.add_trainee("Alice Martin")
    run = ExamRun(SPEC, records=records, trainee_id=trainee.id, now=START)
    for index, question in enumerate(run.questions[:-1]):
        run.answer(wrong_response(question) if index % 3 == 0 else right_response(question), seconds=20.0)
    return run.finish(now=START + timedelta(minutes=9))


# --- the setup dialog -------------------------------------------------------------------------


def test_the_setup_dialog_gives_the_spec_it_shows(qtbot: QtBot) -> None:
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.title_edit.setText("Friday check")
    dialog.count_spin.setValue(12)
    dialog.drill_boxes[Drill.SPLIT_POT].setChecked(False)
    dialog.game_boxes[Variant.STUD7_HILO8].setChecked(True)
    dialog.rule_boxes[RuleSetName.CARDROOM].setChecked(True)
    dialog.hard_box.setChecked(True)
    dialog.seed_spin.setValue(77)
    dialog.time_spin.setValue(0)
    dialog.pass_spin.setValue(75)
    assert dialog.problems() == []
    spec = dialog.spec()
    assert spec == ExamSpec(
        "Friday check",
        count=12,
        drills=tuple(drill for drill in Drill if drill is not Drill.SPLIT_POT),
        variants=(Variant.STUD7, Variant.STUD7_HILO8),
        rules=(RuleSetName.PA, RuleSetName.CARDROOM),
        seed=77,
        time_limit_seconds=None,
        pass_mark=0.75,
        hard=True,
    )
    dialog.time_spin.setValue(20)
    assert dialog.spec().time_limit_seconds == 1200.0
    assert len(build_exam(dialog.spec())) == 12

    # the dialog shows a spec it is given
    again = ExamSetupDialog(spec=spec)
    qtbot.addWidget(again)
    assert again.spec() == spec


def test_the_setup_dialog_says_what_is_impossible(qtbot: QtBot) -> None:
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.title_edit.setText("  ")
    for box in dialog.drill_boxes.values():
        box.setChecked(False)
    dialog.rule_boxes[RuleSetName.PA].setChecked(False)
    problems = dialog.problems()
    assert problems == [
        "Give the exam a title.",
        "Choose at least one drill.",
        "Choose at least one rule set.",
    ]
    assert not ok.isEnabled()
    assert dialog.problems_label.text() == "\n".join(problems)
    with pytest.raises(ExamError, match="title"):
        dialog.spec()
    dialog.accept()  # refused while there are problems
    assert dialog.result() != QDialog.DialogCode.Accepted
    dialog.title_edit.setText("Back on track")
    dialog.drill_boxes[Drill.BRING_IN].setChecked(True)
    dialog.rule_boxes[RuleSetName.ONLINE].setChecked(True)
    assert dialog.problems() == [] and ok.isEnabled()
    dialog.count_spin.setValue(3)
    dialog.drill_boxes[Drill.SPLIT_POT].setChecked(True)
    dialog.drill_boxes[Drill.COMMON_CARD].setChecked(True)
    dialog.drill_boxes[Drill.DEALER_NEXT].setChecked(True)
    assert any("only 3 of the 4 drills" in note for note in dialog.notes())


def _ok_place(dialog: ExamSetupDialog) -> tuple[int, int, int, int]:
    dialog.layout().activate()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    corner = ok.mapTo(dialog, ok.rect().topLeft())
    return corner.x(), corner.y(), ok.width(), ok.height()


def test_a_warning_does_not_move_the_create_exam_button(qtbot: QtBot) -> None:
    """Typing fewer questions than drills adds a note; a click aimed at Create Exam
    while it appeared landed on nothing, because the note pushed the button down."""
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = _ok_place(dialog)
    assert not dialog.notes_label.isVisible() and not dialog.problems_label.isVisible()
    dialog.count_spin.setFocus()
    qtbot.keyClick(dialog.count_spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(dialog.count_spin, "2")
    qtbot.waitUntil(dialog.notes_label.isVisible)
    assert f"only 2 of the {len(Drill)} drills" in dialog.notes_label.text()
    assert _ok_place(dialog) == before
    # nor does a problem (no drill chosen) or the two at once
    for box in dialog.drill_boxes.values():
        box.setChecked(False)
    qtbot.waitUntil(dialog.problems_label.isVisible)
    assert _ok_place(dialog) == before


def test_an_exam_from_a_pack_file(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pack = generate_pack(
        Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 4, 3, title="Suit ties"
    )
    path = tmp_path / "ties.studpack"
    save_pack(pack, path)
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.pack_radio.setChecked(True)
    assert dialog.problems() == ["Choose a pack file, or generate the questions."]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    QTest.mouseClick(dialog.browse_button, Qt.MouseButton.LeftButton)
    assert dialog.problems() == []
    assert "Suit ties" in dialog.pack_info.text() and "4 questions" in dialog.pack_info.text()
    spec = dialog.spec()
    assert spec.pack is not None and spec.pack.title == "Suit ties" and spec.count is None
    assert [q.scenario for q in build_exam(spec)] == [item.scenario for item in pack.items]

    bad = tmp_path / "broken.studpack"
    bad.write_text("{ not json", encoding="utf-8")
    dialog.set_pack_path(bad)
    assert dialog.problems()[0].startswith("The pack cannot be used:")


# --- the report view ---------------------------------------------------------------------------


def test_the_report_view_shows_the_score_drills_and_every_answer_to_review(
    qtbot: QtBot, report: ExamReport
) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    assert not report.passed
    assert "NOT PASSED" in view.banner.text()
    assert f"{report.right} of {report.total} right" in view.score_label.text()
    table = view.drill_table
    assert table.rowCount() == len(report.per_drill)
    for row, part in enumerate(report.per_drill):
        assert [cell(table, row, c).text() for c in range(1, 4)] == [
            str(part.right),
            str(part.total),
            f"{part.share * 100:.0f}%",
        ]
    text = view.wrong_view.toPlainText()
    assert len(report.wrong) == 4 and view.wrong_numbers() == [1, 4, 7, 10]
    for result in report.wrong:
        assert f"Question {result.number}" in text
        assert result_words(result).expected in text  # in the window's words
        for reason in result.reasons:
            assert reason.rule in text and reason.text in text
    assert "Your answer: not answered" in text  # the last question, not answered


def test_the_buttons_save_the_csv_and_the_pdf(
    qtbot: QtBot, report: ExamReport, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    target = tmp_path / "out"
    target.mkdir()
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target / "alice"), "")
    )  # no suffix typed
    with qtbot.waitSignal(view.saved) as saved:
        QTest.mouseClick(view.csv_button, Qt.MouseButton.LeftButton)
    csv_path = target / "alice.csv"
    assert saved.args == [str(csv_path)]
    # byte for byte the core's CSV, after a byte-order mark for spreadsheet programs
    assert csv_path.read_bytes() == b"\xef\xbb\xbf" + report_csv(report).encode("utf-8")
    rows = list(csv.reader(io.StringIO(csv_path.read_bytes().decode("utf-8-sig"))))
    assert tuple(rows[0]) == CSV_COLUMNS and len(rows) == 1 + report.total
    with qtbot.waitSignal(view.saved):
        QTest.mouseClick(view.pdf_button, Qt.MouseButton.LeftButton)
    assert (target / "alice.pdf").read_bytes().startswith(b"%PDF")
    assert sorted(p.name for p in target.iterdir()) == ["alice.csv", "alice.pdf"]  # no temp


#: The report CSV's columns before it said the level, in their order: a reader that takes
#: them by place must still find each where it was.
OLD_CSV_COLUMNS = (
    "trainee",
    "exam",
    "question",
    "drill",
    "variant",
    "rules",
    "given",
    "correct_answer",
    "result",
    "seconds",
    "reason_rule",
    "reason",
)


def saved_csv_rows(
    qtbot: QtBot, report: ExamReport, path: Path, monkeypatch: pytest.MonkeyPatch
) -> list[dict[str, str]]:
    """The report saved by its view's CSV button to ``path``, read back row by row."""
    view = ExamReportView(report)
    qtbot.addWidget(view)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    with qtbot.waitSignal(view.saved):
        QTest.mouseClick(view.csv_button, Qt.MouseButton.LeftButton)
    rows = list(csv.reader(io.StringIO(path.read_bytes().decode("utf-8-sig"))))
    assert tuple(rows[0][: len(OLD_CSV_COLUMNS)]) == OLD_CSV_COLUMNS  # the old columns, in place
    assert rows[0][len(OLD_CSV_COLUMNS) :] == [
        "level",
        "spot_outcome",
    ]  # the level after them, then a stop's outcome
    return [dict(zip(rows[0], row, strict=True)) for row in rows[1:]]


def answered_exam(records: Records, spec: ExamSpec) -> ExamReport:
    """``spec`` taken by a new trainee, every question answered right."""
    trainee = records.add_trainee("Alice Martin")
    run = ExamRun(spec, records=records, trainee_id=trainee.id, now=START)
    for question in run.questions:
        run.answer(right_response(question), seconds=5.0)
    return run.finish(now=START + timedelta(minutes=5))


def test_the_saved_csv_says_the_level_the_exam_was_taken_at_on_every_row(
    qtbot: QtBot, records: Records, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    finished = answered_exam(records, replace(SPEC, level=Level.LEARN))
    (trainee,) = records.trainees()
    (summary,) = exams(records, trainee.id)
    kept = exam_report(records, summary.id)  # as the window opens it again later
    for report, name in ((finished, "now.csv"), (kept, "kept.csv")):
        rows = saved_csv_rows(qtbot, report, tmp_path / name, monkeypatch)
        assert len(rows) == report.total
        assert {row["level"] for row in rows} == {"Learn"}  # as the report's text names it
        assert {row["result"] for row in rows} == {"right"}  # the older columns still say theirs
    assert f"Level: {Level.LEARN.heading}" in report_lines(kept)


def test_the_saved_csv_of_an_exam_taken_before_levels_leaves_the_level_empty(
    qtbot: QtBot, records: Records, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = answered_exam(records, SPEC)
    assert report.level is Level.TABLE_READY  # what an exam is taken at unless chosen
    rows = saved_csv_rows(qtbot, report, tmp_path / "today.csv", monkeypatch)
    assert {row["level"] for row in rows} == {"Table-ready"}
    older = replace(report, level=None)
    rows = saved_csv_rows(qtbot, older, tmp_path / "older.csv", monkeypatch)
    assert len(rows) == older.total and {row["level"] for row in rows} == {""}


# --- the PDF -------------------------------------------------------------------------------------


def test_the_pdf_is_written_with_pages_and_ink(report: ExamReport, tmp_path: Path) -> None:
    path = tmp_path / "report.pdf"
    pages = write_exam_pdf(report, path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and pages >= 1
    assert len(re.findall(rb"/Type\s*/Page(?![a-z])", data)) == pages
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    tool = shutil.which("pdftoppm")
    if tool is None:
        pytest.skip("poppler's pdftoppm is not installed to render the PDF")
    subprocess.run(
        [tool, "-r", "50", "-png", "-f", "1", "-l", "1", "-singlefile", str(path), str(tmp_path / "page1")],
        check=True,
        timeout=60,
    )
    image = QImage(str(tmp_path / "page1.png"))
    assert not image.isNull() and image.height() > image.width()
    ink = red = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            ink += colour.lightness() < 200
            red += colour.red() > 130 and colour.green() < 60 and colour.blue() < 60
    samples = (image.width() // 2 + 1) * (image.height() // 2 + 1)
    assert ink / samples > 0.02, "page 1 is (nearly) blank"
    assert red > 0, "the NOT PASSED badge is missing"
    text_tool = shutil.which("pdftotext")
    if text_tool is not None:
        done = subprocess.run(
            [text_tool, "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True, timeout=60
        )
        words = " ".join(done.stdout.decode("utf-8").split())
        for expected in (report.title, "Alice Martin", "NOT PASSED", "Score per drill", f"Page 1 of {pages}"):
            assert expected in words
        for result in report.wrong:
            assert f"Question {result.number}" in words
            for reason in result.reasons:
                assert reason.rule in words


def test_a_long_report_runs_onto_more_pages_without_losing_an_answer(tmp_path: Path) -> None:
    spec = ExamSpec("Long exam", count=60, variants=(Variant.STUD7, Variant.STUD7_HILO8), seed=5)
    run = ExamRun(spec, trainee_name="Bob", now=START)
    for question in run.questions:
        run.answer(wrong_response(question), seconds=5.0)
    report = run.finish(now=START + timedelta(minutes=30))
    path = tmp_path / "long.pdf"
    pages = write_exam_pdf(report, path)
    assert pages >= 3
    text_tool = shutil.which("pdftotext")
    if text_tool is None:
        pytest.skip("poppler's pdftotext is not installed to read the PDF")
    done = subprocess.run(
        [text_tool, "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True, timeout=60
    )
    text = done.stdout.decode("utf-8")
    found = re.findall(r"Question (\d+) ·", text)
    assert [int(n) for n in found] == list(range(1, 61))
    assert f"Page {pages} of {pages}" in text


# --- translation --------------------------------------------------------------------------------


class _Marking(QTranslator):
    """A translator that puts every text of the exam windows in «guillemets»."""

    CONTEXTS = ("ExamSetupDialog", "ExamReportView", "examtext", "words")

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"«{source}»" if context in self.CONTEXTS else ""


def test_the_exam_windows_speak_through_the_translator(qtbot: QtBot, report: ExamReport) -> None:
    translator = _Marking()
    QCoreApplication.installTranslator(translator)
    try:
        dialog = ExamSetupDialog()
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "«New Exam»"
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "«Create Exam»"
        assert dialog.drill_boxes[Drill.BRING_IN].text() == "«Who brings in?»"
        assert dialog.game_boxes[Variant.STUD7].text() == "«Stud High»"
        view = ExamReportView(report)
        qtbot.addWidget(view)
        assert view.pdf_button.text() == "«Save as PDF…»"
        assert "«NOT PASSED»" in view.banner.text()
        assert view.score_label.text().startswith("«")
    finally:
        QCoreApplication.removeTranslator(translator)
