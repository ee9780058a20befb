"""The levels in the real window: chosen by menu and key, kept, and obeyed — hints,
explanations, the target time with time passing, and the level kept with each answer."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.training import levels
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.focus import Focus, hand_for
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.levels import Level
from dealer_trainer.training.steps import Step


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 800)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def choose_by_key(qtbot, window, level: Level) -> None:
    key = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4)[list(Level).index(level)]
    qtbot.keyClick(window.table, key, Qt.KeyboardModifier.AltModifier)
    assert window.panel.level is level


def ask_bring_in(window, seed: int = 11) -> None:
    panel = window.panel
    panel.set_mode("bring-in")
    panel.reseed(seed)
    panel.next_hand()
    assert panel.phase == "asking"


def press(qtbot, window, key: str) -> None:
    qtbot.keyClick(window.table, key)


def wrong_seat(panel) -> int:
    return next(s.seat for s in panel.question.snapshot().seats if s.seat != panel.question.answer.seat)


def test_the_level_is_chosen_by_its_key_or_the_menu_and_shown_on_the_panel(window, qtbot) -> None:
    panel = window.panel
    assert panel.level is Level.GUIDED  # the first start
    for level in (Level.TABLE_READY, Level.LEARN, Level.PRACTICE):
        choose_by_key(qtbot, window, level)
        assert panel.level_box.currentText() == level.heading
        assert [a.data() for a in window.level_actions.actions() if a.isChecked()] == [level.value]
    window.level_menu.actions()[1].trigger()  # the menu's Guided
    assert panel.level is Level.GUIDED and panel.level_box.currentText() == "Guided"
    assert [a.shortcut().toString() for a in window.level_menu.actions()] == [
        "Alt+1",
        "Alt+2",
        "Alt+3",
        "Alt+4",
    ]


def test_the_level_is_kept_across_a_restart(qtbot) -> None:
    first = MainWindow()
    qtbot.addWidget(first)
    first.chooseLevel(Level.TABLE_READY)
    first.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.panel.level is Level.TABLE_READY
    assert [a.data() for a in again.level_actions.actions() if a.isChecked()] == ["table-ready"]


def test_guided_gives_a_hint_on_request_table_ready_none(window, qtbot) -> None:
    panel = window.panel
    ask_bring_in(window)
    assert panel.feedback.toPlainText() == ""  # nothing before it is asked for
    assert panel.hint_button.isEnabled()
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    assert "Hint" in panel.feedback.toPlainText() and panel.hinted
    choose_by_key(qtbot, window, Level.TABLE_READY)
    ask_bring_in(window, seed=12)
    assert not panel.hint_button.isEnabled() and not window.action_map["hint"].isEnabled()
    assert "No hints at Table-ready" in panel.hint_button.toolTip()
    press(qtbot, window, "h")
    assert "Hint" not in panel.feedback.toPlainText() and not panel.hinted


def test_learn_spells_the_next_step_out_before_the_answer(window, qtbot) -> None:
    panel = window.panel
    choose_by_key(qtbot, window, Level.LEARN)
    ask_bring_in(window)
    text = panel.feedback.toPlainText()
    assert "The next step" in text and panel.question.hint.rule in text
    assert panel.notice.isVisible() and panel.notice.text().startswith("Learn:")
    press(qtbot, window, str(panel.question.answer.seat))
    assert "✓ Right" in panel.feedback.toPlainText()
    assert panel.question.reasons[0].rule in panel.feedback.toPlainText()  # explained in full
    (row,) = window.records.attempts(panel.trainee_id)
    assert row.level is Level.LEARN and row.hinted  # the step was shown: a hinted answer


def test_learn_deals_slowly_and_table_ready_at_live_pace(window) -> None:
    panel = window.panel
    window.setSpeed(50)
    panel.set_level(Level.LEARN)
    assert panel.dealing_ms() == levels.SLOW_MS
    panel.set_level(Level.TABLE_READY)
    assert panel.dealing_ms() == levels.LIVE_MS
    panel.set_level(Level.GUIDED)
    assert panel.dealing_ms() == 50


def test_practice_says_only_right_after_a_right_answer_and_explains_a_wrong_one(window, qtbot) -> None:
    panel = window.panel
    choose_by_key(qtbot, window, Level.PRACTICE)
    ask_bring_in(window)
    rule = panel.question.reasons[0].rule
    press(qtbot, window, str(panel.question.answer.seat))
    assert "✓ Right" in panel.feedback.toPlainText() and rule not in panel.feedback.toPlainText()
    ask_bring_in(window, seed=12)
    rule = panel.question.reasons[0].rule
    press(qtbot, window, str(wrong_seat(panel)))
    assert "✗ Not right" in panel.feedback.toPlainText() and rule in panel.feedback.toPlainText()


def test_guided_explains_a_right_answer_in_full(window, qtbot) -> None:
    panel = window.panel
    ask_bring_in(window)
    press(qtbot, window, str(panel.question.answer.seat))
    assert panel.question.reasons[0].rule in panel.feedback.toPlainText()


def test_table_ready_shows_the_target_turning_when_passed_and_grades_a_slow_answer(
    window, qtbot, monkeypatch
) -> None:
    panel = window.panel
    monkeypatch.setitem(levels.PACE, Drill.BRING_IN, (0.3, 20.0))  # a short target, so time passes quickly
    choose_by_key(qtbot, window, Level.TABLE_READY)
    ask_bring_in(window)
    assert panel.target_label.isVisible() and panel.target_label.text().startswith("Target: 0.3 s")
    assert not panel.target_label.property("passed")
    qtbot.waitUntil(lambda: bool(panel.target_label.property("passed")), timeout=3000)
    assert "passed by" in panel.target_label.text()
    press(qtbot, window, str(panel.question.answer.seat))
    text = panel.feedback.toPlainText()
    assert "Right, but" in text and "the target is 0.3 s" in text
    assert panel.question.reasons[0].rule not in text  # right: the short word only
    (row,) = window.records.attempts(panel.trainee_id)
    assert row.level is Level.TABLE_READY and not row.hinted


def test_table_ready_grades_an_answer_inside_the_target_and_a_wrong_one(window, qtbot, monkeypatch) -> None:
    panel = window.panel
    monkeypatch.setitem(levels.PACE, Drill.BRING_IN, (600.0, 900.0))
    choose_by_key(qtbot, window, Level.TABLE_READY)
    ask_bring_in(window)
    assert panel.target_label.text().startswith("Target: 600 s")
    press(qtbot, window, str(panel.question.answer.seat))
    assert "inside the 600 s target" in panel.feedback.toPlainText()
    ask_bring_in(window, seed=12)
    rule = panel.question.reasons[0].rule
    press(qtbot, window, str(wrong_seat(panel)))
    text = panel.feedback.toPlainText()
    assert "Not right, in" in text and rule in text  # wrong: explained in full


def test_table_ready_mixes_hard_cases_into_generated_questions(window) -> None:
    panel = window.panel
    panel.set_level(Level.TABLE_READY)
    panel.set_mode("split-pot")
    panel.reseed(3)
    focuses = []
    for _ in range(8):
        panel.next_hand()
        focuses.append(panel.question.focus)
    assert any(f is not Focus.ANY for f in focuses) and any(f is Focus.ANY for f in focuses)


def test_dealing_along_at_learn_spells_out_each_next_move(window, qtbot) -> None:
    panel = window.panel
    panel.set_level(Level.LEARN)
    panel.set_mode("deal-along")
    panel.start_deal_along(hand_for(Focus.ANY, random.Random(2), Variant.STUD7, RuleSetName.PA))
    assert "The next step" in panel.feedback.toPlainText()
    step = panel.deal.expected()
    panel.on_step(step)
    assert "✓ Right" in panel.feedback.toPlainText() and "The next step" in panel.feedback.toPlainText()


def deal_along_by_key(qtbot, window, seed: int = 5) -> None:
    """Ctrl+0: a whole hand to deal, move by move."""
    window.panel.reseed(seed)
    qtbot.keyClick(window.table, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.phase == "dealing" and window.panel.question is None


def press_move(qtbot, window, step: Step) -> None:
    """A dealer move by its key: a seat's number, B to burn, C a common card, S to reshuffle."""
    if step.kind is StepKind.DEAL:
        key = str(step.seat)
    else:
        key = {StepKind.BURN: "b", StepKind.COMMON: "c", StepKind.RESHUFFLE: "s"}[step.kind]
    qtbot.keyClick(window.table, key)


def test_table_ready_times_each_move_dealt_along_grades_it_and_sums_the_hand_up(
    window, qtbot, monkeypatch
) -> None:
    from dealer_trainer.gui.levelwords import moves_timed_text

    panel = window.panel
    label = panel.target_label
    monkeypatch.setitem(levels.PACE, Drill.DEALER_NEXT, (600.0, 900.0))
    choose_by_key(qtbot, window, Level.TABLE_READY)
    deal_along_by_key(qtbot, window)
    deal = panel.deal
    assert label.isVisible() and label.text().startswith("Target: 600 s") and not label.property("passed")
    press_move(qtbot, window, deal.expected())  # inside the target
    assert "inside the 600 s target" in panel.feedback.toPlainText()
    assert label.isVisible()
    # The next move, against a short target: the target turns once it is passed.
    monkeypatch.setitem(levels.PACE, Drill.DEALER_NEXT, (0.3, 20.0))
    qtbot.waitUntil(lambda: bool(label.property("passed")), timeout=3000)
    assert label.text().startswith("Target: 0.3 s · passed by")
    slow = deal.expected()
    press_move(qtbot, window, slow)
    text = panel.feedback.toPlainText()
    assert "✓ Right" in text and "Right, but" in text and "the target is 0.3 s" in text
    # Each move has a clock of its own: the next one starts inside its target again.
    monkeypatch.setitem(levels.PACE, Drill.DEALER_NEXT, (600.0, 900.0))
    qtbot.waitUntil(lambda: label.text().startswith("Target: 600 s"), timeout=3000)
    assert label.isVisible() and not label.property("passed")
    expected = deal.expected()
    press_move(
        qtbot, window, Step(StepKind.COMMON if expected.kind is not StepKind.COMMON else StepKind.BURN)
    )
    text = panel.feedback.toPlainText()
    assert "✗ Not right" in text and "Not right, in" in text
    while not deal.finished:
        press_move(qtbot, window, deal.expected())
        if not deal.finished:
            assert label.isVisible() and "inside the 600 s target" in panel.feedback.toPlainText()
    # The hand's end: the target goes, the last move is graded and the hand summed up.
    assert panel.phase == "answered" and not label.isVisible()
    text = panel.feedback.toPlainText()
    moves = deal.moves
    assert "inside the 600 s target" in text
    assert f"Moves in time: {moves - 2} of {moves} · the slowest: " in text
    assert deal.timed[1].expected == slow and deal.timed[1].seconds > 0.3
    assert moves_timed_text(deal.timing) in text
    # A hand dealt along is scored in the session, as before, and not kept as an answer.
    assert panel.score.text().startswith("Score 0 · 0/1 right")
    assert window.records.attempts(panel.trainee_id) == []


def test_at_practice_a_hand_dealt_along_has_no_target_no_grade_and_no_summary(window, qtbot) -> None:
    panel = window.panel
    choose_by_key(qtbot, window, Level.PRACTICE)
    deal_along_by_key(qtbot, window)
    deal = panel.deal
    while not deal.finished:
        assert not panel.target_label.isVisible()
        press_move(qtbot, window, deal.expected())
        text = panel.feedback.toPlainText()
        assert "✓ Right" in text and "target" not in text and " s —" not in text
    assert "Moves in time" not in panel.feedback.toPlainText() and not panel.target_label.isVisible()
    assert deal.timed == [] and panel.prompt.text() == "Dealt without a mistake."


def test_choosing_table_ready_in_the_middle_of_a_hand_dealt_along_starts_the_moves_clock(
    window, qtbot
) -> None:
    panel = window.panel
    choose_by_key(qtbot, window, Level.PRACTICE)
    deal_along_by_key(qtbot, window)
    deal = panel.deal
    press_move(qtbot, window, deal.expected())
    assert not panel.target_label.isVisible()
    choose_by_key(qtbot, window, Level.TABLE_READY)
    assert panel.target_label.isVisible() and panel.target_label.text().startswith("Target: 5 s")
    press_move(qtbot, window, deal.expected())
    assert len(deal.timed) == 1 and "target" in panel.feedback.toPlainText()
    choose_by_key(qtbot, window, Level.GUIDED)
    assert not panel.target_label.isVisible()
    press_move(qtbot, window, deal.expected())
    assert len(deal.timed) == 1


def test_dealing_the_street_after_a_common_card_answer_is_not_timed_move_by_move(window, qtbot) -> None:
    panel = window.panel
    panel.set_level(Level.TABLE_READY)
    data = hand_for(Focus.COMMON_CARD, random.Random(21), Variant.STUD7, RuleSetName.PA)
    from dealer_trainer.training.drills import question_at

    question = question_at(Drill.COMMON_CARD, data, random.Random(1), Focus.COMMON_CARD)
    assert question.answer.needed
    panel.set_mode("common-card")
    panel.present(question)
    qtbot.waitUntil(lambda: panel.phase == "asking")
    assert panel.target_label.isVisible()
    press(qtbot, window, "y")
    assert panel.phase == "dealing" and not panel.target_label.isVisible()
    press_move(qtbot, window, panel.deal.expected())
    assert panel.deal.timed == [] and not panel.target_label.isVisible()


def test_a_hand_dealt_along_is_summed_up_in_spanish(spanish) -> None:
    from dealer_trainer.gui.levelwords import moves_timed_text
    from dealer_trainer.gui.numbers import decimal
    from dealer_trainer.training.steps import MovesTimed, TimedMove

    slowest = TimedMove(Step(StepKind.BURN), 4, True, 6.4, 5.0)
    assert moves_timed_text(MovesTimed(17, 19, slowest)) == (
        f"Jugadas a tiempo: 17 de 19 · la más lenta: quemar una carta en cuarta calle, {decimal(6.4)} s"
    )


def test_an_exam_is_taken_at_its_own_level_with_no_hint_and_its_clock(window, qtbot) -> None:
    panel = window.panel
    assert panel.level is Level.GUIDED
    spec = ExamSpec("Friday", count=1, drills=(Drill.BRING_IN,), variants=(Variant.STUD7,), seed=4)
    panel.start_exam(ExamRun(spec, records=window.records, trainee_id=panel.trainee_id))
    assert panel.asked_level is Level.TABLE_READY and not panel.level_box.isEnabled()
    assert not panel.hint_button.isEnabled() and panel.target_label.isVisible()
    window.chooseLevel(Level.LEARN)  # refused during the exam
    assert panel.level is Level.GUIDED
    with qtbot.waitSignal(panel.examFinished) as finished:
        press(qtbot, window, str(right_response(panel.question)))
    assert finished.args[0].level is Level.TABLE_READY
    assert panel.level_box.isEnabled() and panel.hint_button.isEnabled()
    assert {row.level for row in window.records.attempts(panel.trainee_id)} == {Level.TABLE_READY}


def _answers_at_levels(records, pool) -> int:
    """A trainee with answers at Learn, at Table-ready (one inside its target, one not) and before levels."""
    from dealer_trainer.records.rows import response_to_json

    ada = records.add_trainee("Ada")
    question = pool[Drill.BRING_IN][0]
    target = levels.target_seconds(Drill.BRING_IN)
    for level, seconds in (
        (Level.LEARN, 3.0),
        (Level.TABLE_READY, target - 1),
        (Level.TABLE_READY, target + 9),
        (None, 2.0),
    ):
        records.record_attempt(
            ada.id, question, response_to_json(question, right_response(question)), True, seconds, level=level
        )
    return ada.id


def test_the_progress_view_shows_the_answers_level_by_level(qtbot, tmp_path) -> None:
    from class_helpers import question_pool

    from dealer_trainer.gui.progress import ProgressView
    from dealer_trainer.records.database import open_records

    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        view = ProgressView(records, _answers_at_levels(records, question_pool()))
        qtbot.addWidget(view)
        view.resize(1100, 700)
        line = view.levels_line.text()
        assert line.startswith("By level — Learn: 1 answer, 100")
        assert "Table-ready: 2 answers, 100% right, 1 within the target time" in line
        assert line.endswith("No level: 1 answer, 100% right")


def test_the_class_view_counts_the_answers_of_one_level(qtbot, tmp_path) -> None:
    from class_helpers import question_pool

    from dealer_trainer.gui.classview import ClassView
    from dealer_trainer.records.database import open_records
    from dealer_trainer.records.results import export_results

    shared = tmp_path / "shared"
    shared.mkdir()
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        export_results(records, _answers_at_levels(records, question_pool()), shared / "ada.csv")
    view = ClassView()
    qtbot.addWidget(view)
    view.load([shared])
    assert view.table_data.trainee_total("Ada").attempts == 4
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.level_box.setCurrentIndex(view.level_box.findData("table-ready"))
    assert view.table_data.trainee_total("Ada").attempts == 2
    assert [view.level_box.itemText(i) for i in range(5)] == [
        "All levels",
        "Learn",
        "Guided",
        "Practice",
        "Table-ready",
    ]


def test_an_exam_is_set_up_at_table_ready_unless_chosen_and_its_report_says_the_level(qtbot) -> None:
    from dealer_trainer.gui.examreport import ExamReportView
    from dealer_trainer.gui.examsetup import ExamSetupDialog

    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    assert dialog.level is Level.TABLE_READY and dialog.spec().level is Level.TABLE_READY
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("practice"))
    assert dialog.spec().level is Level.PRACTICE
    spec = ExamSpec("Friday", count=2, drills=(Drill.BRING_IN,), seed=4)
    run = ExamRun(spec)
    run.answer(right_response(run.current), seconds=1.0)
    report = run.finish()
    view = ExamReportView(report)
    qtbot.addWidget(view)
    assert "Level: Table-ready · Right within the target time: 1 of 2" in view.facts.text()


def test_a_show_me_example_is_not_timed_at_table_ready(window) -> None:
    panel = window.panel
    panel.set_level(Level.TABLE_READY)
    panel.show_example("bring-in", "any", "stud7", "pa")
    assert panel.phase == "answered" and not panel.target_label.isVisible()


def test_a_packs_note_stays_after_a_right_answer_at_practice(window, qtbot) -> None:
    panel = window.panel
    panel.set_level(Level.PRACTICE)
    ask_bring_in(window)
    question = panel.question
    panel.start_pack("Week 1", [(question, "Watch the suits.")])
    press(qtbot, window, str(question.answer.seat))
    text = panel.feedback.toPlainText()
    assert "✓ Right" in text and "Watch the suits." in text and question.reasons[0].rule not in text
