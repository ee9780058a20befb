"""The app keeps every answer in the trainee's records; practice and exams use them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.restoredialog import RestoreDialog
from dealer_trainer.records.database import open_records
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.records.schema import default_path
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.setSpeed(0)
    assert win.openRecords()
    return win


def answer_right(window) -> None:
    question = window.panel.question
    from dealer_trainer.training.drills import right_response

    window.panel._answer(right_response(question), None)


def test_every_answer_is_kept_in_the_trainees_records(window) -> None:
    panel = window.panel
    assert panel.trainee_id is not None and panel.trainee_box.count() == 2  # me + "New…"
    panel.set_mode("bring-in")
    panel.reseed(3)
    panel.next_hand()
    seat = panel.question.answer.seat
    panel.on_seat(seat)
    rows = window.records.attempts(panel.trainee_id)
    assert len(rows) == 1 and rows[0].correct and rows[0].drill is Drill.BRING_IN
    assert rows[0].scenario == panel.question.scenario  # kept so it can be replayed
    assert default_path().exists()


def test_a_new_trainee_gets_their_own_record(window, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Rosa", True))
    panel = window.panel
    panel.trainee_box.setCurrentIndex(panel.trainee_box.count() - 1)  # "New trainee…"
    assert window.records.trainee(panel.trainee_id).name == "Rosa"
    assert panel.trainee_box.currentText() == "Rosa"


def test_practice_mode_asks_from_the_record_and_says_why(window) -> None:
    panel = window.panel
    panel.set_mode("practice")
    panel.set_variants([Variant.STUD7])
    panel.reseed(5)
    panel.next_hand()
    assert panel.question is not None
    assert panel.prompt.text().split("\n")[0]  # the reason for this choice
    answer_right(window)
    assert window.records.count_attempts(panel.trainee_id) == 1


def test_an_exam_gives_no_feedback_until_the_end_then_a_report(window, qtbot) -> None:
    panel = window.panel
    spec = ExamSpec(
        "Week 3 check",
        count=3,
        drills=(Drill.BRING_IN, Drill.FIRST_TO_ACT),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=2,
    )
    run = ExamRun(spec, records=window.records, trainee_id=panel.trainee_id)
    reports = []
    panel.examFinished.disconnect()
    panel.examFinished.connect(reports.append)
    panel.start_exam(run)
    assert panel.prompt.text().startswith("Week 3 check — question 1 of 3")
    for number in range(3):
        answer_right(window) if number else panel._answer(
            next(s.seat for s in panel.question.snapshot().seats if s.seat != panel.question.answer.seat),
            None,
        )
        assert "✓" not in panel.feedback.toPlainText() and "✗" not in panel.feedback.toPlainText()
        assert window.table.highlighted() == {}
    assert len(reports) == 1
    report = reports[0]
    assert report.total == 3 and report.right == 2 and report.wrong
    assert panel.prompt.text().startswith("Exam finished: 2 of 3 right")
    assert window.records.count_attempts(panel.trainee_id) == 3


def test_damaged_records_are_never_overwritten_and_a_backup_can_be_restored(
    qtbot, monkeypatch, tmp_path: Path
) -> None:
    path = tmp_path / "records.sqlite3"
    records = open_records(path)
    records.add_trainee("Ann")
    records.backup_now()
    records.close()
    path.write_bytes(b"not a database at all" * 100)
    damaged = path.read_bytes()
    clicked: list[str] = []

    def fake_exec(dialog: RestoreDialog) -> int:
        clicked.append(dialog.message.text())
        assert dialog.chosen_backup() is not None  # the newest good backup is chosen
        qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
        return int(dialog.result())

    monkeypatch.setattr(RestoreDialog, "exec", fake_exec)
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(path))
    assert clicked and "backup" in clicked[0].lower()
    assert [t.name for t in win.records.trainees()] == ["Ann"]
    assert any(p.read_bytes() == damaged for p in tmp_path.iterdir() if p.is_file())


def test_progress_opens_from_the_menu_and_a_missed_hand_reopens_on_the_table(window) -> None:
    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(8)
    panel.next_hand()
    missed = panel.question
    panel.on_seat(next(s.seat for s in missed.snapshot().seats if s.seat != missed.answer.seat))
    window.showProgress()
    view = window.progress_view
    assert not view.is_empty()
    attempt_id = window.records.attempts(panel.trainee_id)[0].id
    panel.set_mode("split-pot")
    window.reopenAttempt(attempt_id)
    assert panel.question.scenario == missed.scenario and panel.phase == "asking"
    assert panel.question.answer == missed.answer


def test_an_open_progress_view_keeps_up_with_new_answers_and_the_chosen_trainee(
    window, qtbot, monkeypatch
) -> None:
    panel = window.panel
    window.show()
    window.showProgress()
    view = window.progress_view
    assert view.isVisible() and view.is_empty()
    panel.set_mode("bring-in")
    panel.reseed(4)
    panel.next_hand()
    panel.on_seat(panel.question.answer.seat)
    qtbot.waitUntil(lambda: view.skill_rows() == [(Drill.BRING_IN, panel.question.table.variant)])
    # Another trainee: the view follows the panel to their (empty) record.
    from PySide6.QtWidgets import QInputDialog

    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Rosa", True))
    panel.trainee_box.setCurrentIndex(panel.trainee_box.count() - 1)
    rosa = panel.trainee_id
    qtbot.waitUntil(lambda: view.trainee_id == rosa and view.is_empty())


def test_take_an_exam_from_the_menu_and_see_the_report(window, monkeypatch) -> None:
    from dealer_trainer.gui import exams_gui

    spec = ExamSpec(
        "Quick check",
        count=2,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    monkeypatch.setattr(exams_gui.ExamSetupDialog, "exec", lambda self: 1)
    monkeypatch.setattr(exams_gui.ExamSetupDialog, "spec", lambda self: spec)
    window.takeExam()
    assert window.panel.exam is not None
    answer_right(window)
    answer_right(window)
    assert window.panel.exam is None
    view = window.exam_report_view
    assert "2" in view.score_label.text()


def test_export_my_results_then_read_them_in_the_class_view(window, monkeypatch, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QFileDialog

    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(9)
    panel.next_hand()
    answer_right(window)
    target = tmp_path / "me.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.exportMyResults()
    assert target.exists()
    window.showClassResults()
    window.class_view.load([target])
    assert len(window.class_view.table_rows()) == 1


def test_an_answer_that_is_gone_is_said_when_asked_for_again(window, monkeypatch) -> None:
    """Asking to deal again an answer the records no longer hold warns; it does not crash."""
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: said.append(text))
    window.reopenAttempt(987654)
    assert said and "There is no answer number 987654" in said[0]
