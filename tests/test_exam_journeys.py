"""Exams as a trainee and an instructor meet them: the clock, the end, a trainee switch,
the setup dialog's memory. Driven through the real window with keys and clicks."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QCheckBox, QMessageBox
from qt_helpers import open_main_window

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui import examsetup
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.records.exams import ExamRun, ExamSpec, exam_report, exams
from dealer_trainer.training.kinds import Drill


class Clock:
    """The exam's clock, moved on by the test instead of waited for."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    return open_main_window(qtbot, size=(1280, 800))


def bring_in_exam(
    window: MainWindow, *, minutes: float | None, count: int = 3, clock: Clock | None = None
) -> ExamRun:
    spec = ExamSpec(
        "Week 3 check",
        count=count,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=5,
        time_limit_seconds=None if minutes is None else minutes * 60,
    )
    kwargs: dict[str, Any] = {} if clock is None else {"clock": clock}
    return ExamRun(spec, records=window.records, trainee_id=window.panel.trainee_id, **kwargs)


def press_the_right_seat(qtbot: Any, window: MainWindow) -> None:
    question = window.panel.question
    assert question is not None
    qtbot.keyClick(window.table, str(question.answer.seat))


def test_a_timed_exams_clock_counts_down_live_and_the_exam_ends_itself_when_time_is_up(
    qtbot: Any, window: MainWindow
) -> None:
    panel = window.panel
    clock = Clock()
    run = bring_in_exam(window, minutes=1.5, clock=clock)
    panel.start_exam(run)
    assert "question 1 of 3 · 1:30 left" in panel.prompt.text()
    press_the_right_seat(qtbot, window)
    assert "question 2 of 3" in panel.prompt.text()
    clock.now = 45.5
    qtbot.waitUntil(lambda: "0:45 left" in panel.prompt.text())  # without an answer
    qtbot.keyClick(window.table, "h")  # no hints in an exam
    assert "Hint" not in panel.feedback.toPlainText()
    clock.now = 90.0
    qtbot.waitUntil(lambda: panel.exam is None)
    report = window.exam_report_view.report
    assert window.exam_report_view.isVisible()
    assert report.timed_out and report.total == 3 and report.right == 1
    assert [r.outcome for r in report.results] == ["right", "not answered", "not answered"]
    assert exam_report(window.records, run.exam_id) == report  # kept in the records
    assert panel.prompt.text().startswith("Exam finished: 1 of 3 right")
    assert "time ran out" in panel.prompt.text()
    assert panel.hint_button.isEnabled() and panel.next_button.isEnabled()
    assert panel.feedback.toPlainText() == ""  # no stale exam notice
    window.exam_report_view.window().close()  # read, closed
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_Space)  # practice goes on
    assert panel.question is not None and panel.phase == "asking"


def test_an_answer_given_once_the_time_is_up_ends_the_exam_and_is_not_counted(
    qtbot: Any, window: MainWindow
) -> None:
    panel = window.panel
    clock = Clock()
    run = bring_in_exam(window, minutes=1, clock=clock)
    panel.start_exam(run)
    clock.now = 61.0
    press_the_right_seat(qtbot, window)  # before the clock's next tick notices
    assert panel.exam is None
    report = exam_report(window.records, run.exam_id)
    assert report.timed_out and report.right == 0
    assert all(not r.answered for r in report.results)
    assert window.records.count_attempts(panel.trainee_id) == 0


def test_an_exam_ends_with_its_result_and_no_stale_feedback(qtbot: Any, window: MainWindow) -> None:
    panel = window.panel
    run = bring_in_exam(window, minutes=None, count=2)
    panel.start_exam(run)
    assert "No feedback until the end" in panel.feedback.toPlainText()
    assert "left" not in panel.prompt.text().split("\n")[0]  # no clock without a limit
    press_the_right_seat(qtbot, window)
    press_the_right_seat(qtbot, window)
    assert panel.exam is None
    assert panel.feedback.toPlainText() == ""
    assert panel.prompt.text().startswith("Exam finished: 2 of 2 right (100%) — passed.")


def choose_in_box(monkeypatch: pytest.MonkeyPatch, button_text: str) -> list[str]:
    """Answer the next message boxes by clicking the button called ``button_text``."""
    asked: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        asked.append(f"{box.text()} {box.informativeText()}")
        button = next(b for b in box.buttons() if b.text() == button_text)
        monkeypatch.setattr(box, "clickedButton", lambda: button)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    return asked


def test_choosing_another_trainee_mid_exam_asks_and_never_carries_the_exam_over(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel = window.panel
    assert window.records is not None and panel.trainee_id is not None
    first = window.records.trainee(panel.trainee_id)
    rosa = window.records.add_trainee("Zoe")  # listed after the first trainee
    panel.attach_records(window.records, first.id)
    run = bring_in_exam(window, minutes=10)
    panel.start_exam(run)
    press_the_right_seat(qtbot, window)

    # A slip on the trainee list: asked, kept going, the list put back.
    asked = choose_in_box(monkeypatch, "Go On with the Exam")
    panel.trainee_box.setFocus()
    qtbot.keyClick(panel.trainee_box, Qt.Key.Key_Down)
    assert asked and first.name in asked[0] and "Week 3 check" in asked[0]
    assert panel.exam is run and panel.trainee_id == first.id
    assert panel.trainee_box.currentData() == first.id

    # Meant: the exam ends, kept and scored for the trainee who took it.
    choose_in_box(monkeypatch, "End the Exam and Switch")
    qtbot.keyClick(panel.trainee_box, Qt.Key.Key_Down)
    assert panel.exam is None and panel.trainee_id == rosa.id
    kept = exams(window.records, first.id)
    assert len(kept) == 1 and kept[0].finished is not None and kept[0].score == pytest.approx(1 / 3)
    assert exams(window.records, rosa.id) == []
    assert window.exam_report_view.report.trainee == first.name
    assert window.records.count_attempts(first.id) == 1
    assert window.records.count_attempts(rosa.id) == 0


# --- the setup dialog ------------------------------------------------------------------------


def tick(qtbot: Any, box: QCheckBox) -> None:
    """Click a check box on its box (its middle may be past the end of its words)."""
    was = box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked() != was


def open_setup(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, act: Any = None, accept: bool = True
) -> examsetup.ExamSetupDialog:
    """Take an exam from the menu; ``act(dialog)`` plays the instructor's part in it."""
    seen: list[examsetup.ExamSetupDialog] = []

    def fake_exec(dialog: examsetup.ExamSetupDialog) -> int:
        seen.append(dialog)
        dialog.show()
        if act is not None:
            act(dialog)
        dialog.hide()
        return 1 if accept else 0

    monkeypatch.setattr(examsetup.ExamSetupDialog, "exec", fake_exec)
    window.action_map["exam"].trigger()
    assert seen
    if window.panel.exam is not None:
        window.panel._finish_exam()
    return seen[0]


def test_the_exam_setup_starts_from_the_games_and_rule_sets_being_practised(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.panel.set_variants([Variant.STUD5, Variant.STUD7_LOW])
    window.panel.set_rule_sets([RuleSetName.CARDROOM, RuleSetName.ONLINE])
    chosen: list[ExamSpec] = []
    open_setup(window, monkeypatch, lambda d: chosen.append(d.spec()))
    assert set(chosen[0].variants) == {Variant.STUD5, Variant.STUD7_LOW}
    assert set(chosen[0].rules) == {RuleSetName.CARDROOM, RuleSetName.ONLINE}


def test_the_exam_setup_remembers_the_last_exams_settings(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    def set_up(dialog: examsetup.ExamSetupDialog) -> None:
        dialog.title_edit.selectAll()
        qtbot.keyClicks(dialog.title_edit, "Week 4")
        for variant in (Variant.STUD7_HILO, Variant.STUD7):
            tick(qtbot, dialog.game_boxes[variant])
        tick(qtbot, dialog.rule_boxes[RuleSetName.ONLINE])
        tick(qtbot, dialog.drill_boxes[Drill.SPLIT_POT])
        dialog.time_spin.setValue(12)
        dialog.pass_spin.setValue(70)
        dialog.count_spin.setValue(8)
        dialog.seed_spin.setValue(4242)

    first = open_setup(window, monkeypatch, set_up)
    made = first._make_spec()
    window.panel.set_variants([Variant.STUD7])  # the panel's games no longer decide
    again: list[ExamSpec] = []
    open_setup(window, monkeypatch, lambda d: again.append(d.spec()), accept=False)
    spec = again[0]
    assert spec.title == "Week 4" and spec.title == made.title
    assert spec.variants == made.variants and Variant.STUD7 not in spec.variants
    assert spec.rules == made.rules and RuleSetName.ONLINE in spec.rules
    assert spec.drills == made.drills and Drill.SPLIT_POT not in spec.drills
    assert (spec.time_limit_seconds, spec.pass_mark, spec.count, spec.seed) == (12 * 60, 0.7, 8, 4242)


def test_bad_exam_settings_are_refused_one_by_one_as_they_are_read(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = QSettings()
    for key, value in {
        "title": "   ",
        "minutes": "99999999999999999999",
        "pass_percent": "-5",
        "count": "lots",
        "games": "chess,stud5",
        "rules": "nonsense",
        "drills": "",
        "seed": "1e9",
        "hard": "maybe",
        "source": "pack",
        "pack": "",
    }.items():
        settings.setValue(f"exam/{key}", value)
    settings.sync()
    window.panel.set_rule_sets([RuleSetName.CARDROOM])
    dialog = open_setup(window, monkeypatch, accept=False)
    assert dialog.title_edit.text() == "Exam"
    assert dialog.time_spin.value() == 30  # not a number we can use: the default
    assert dialog.pass_spin.value() == 0  # below the range: brought into it
    assert dialog.count_spin.value() == 20
    assert dialog._chosen(dialog.game_boxes) == (Variant.STUD5,)  # what is known of it
    assert dialog._chosen(dialog.rule_boxes) == (RuleSetName.CARDROOM,)
    assert len(dialog._chosen(dialog.drill_boxes)) == len(Drill)
    assert dialog.from_pack() and dialog.problems()  # says what is missing, no crash


def test_closing_the_window_mid_exam_keeps_the_exam_as_it_stands(qtbot: Any, window: MainWindow) -> None:
    run = bring_in_exam(window, minutes=10)
    window.panel.start_exam(run)
    press_the_right_seat(qtbot, window)
    path = window.records.path
    window.close()
    from dealer_trainer.records.database import open_records

    with open_records(path, backup=False) as records:
        report = exam_report(records, run.exam_id)
    assert [r.outcome for r in report.results] == ["right", "not answered", "not answered"]
    assert not report.timed_out


def test_during_an_exam_no_other_hand_replaces_the_question(qtbot: Any, window: MainWindow) -> None:
    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(8)
    panel.next_hand()
    missed = panel.question
    assert missed is not None
    panel.on_seat(next(s.seat for s in missed.snapshot().seats if s.seat != missed.answer.seat))
    attempt = window.records.attempts(panel.trainee_id)[0].id
    run = bring_in_exam(window, minutes=None)
    panel.start_exam(run)
    asked = panel.question
    window.reopenAttempt(attempt)  # a missed hand, from My Progress
    panel.show_example("bring-in", "any", "stud7", "pa")  # "Show me" in the rules reference
    assert panel.question is asked and panel.exam is run
    assert "The answer" not in panel.feedback.toPlainText()


def test_a_remembered_pack_whose_hand_breaks_a_rule_is_refused_in_words(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    import json

    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.packs.storage import save_pack
    from dealer_trainer.training.focus import Focus

    path = tmp_path / "week3.studpack"
    save_pack(
        generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 2, 3, title="Week 3"), path
    )
    data = json.loads(path.read_text(encoding="utf-8"))
    actions = data["items"][0]["scenario"]["actions"]
    actions[1]["seat"] = actions[2]["seat"]  # a seat acting out of turn
    path.write_text(json.dumps(data), encoding="utf-8")
    settings = QSettings()
    settings.setValue("exam/source", "pack")
    settings.setValue("exam/pack", str(path))
    settings.sync()
    dialog = open_setup(window, monkeypatch, accept=False)
    assert dialog.from_pack() and dialog.pack_edit.text() == str(path)
    problem = dialog.problems()[0]
    assert problem.startswith("The pack cannot be used:") and "out of turn" in problem


def test_a_pack_title_with_markup_is_shown_as_written(qtbot: Any, tmp_path: Any) -> None:
    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.packs.storage import save_pack
    from dealer_trainer.training.focus import Focus

    path = tmp_path / "odd.studpack"
    save_pack(
        generate_pack(
            Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 1, 3, title="<h1>Exam cancelled</h1>"
        ),
        path,
    )
    dialog = examsetup.ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.set_pack_path(path)
    assert dialog.pack_info.text().startswith("“<h1>Exam cancelled</h1>”")
    assert dialog.pack_info.textFormat() == Qt.TextFormat.PlainText
