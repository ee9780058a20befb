"""During an exam the table shows only the exam's questions.

Found by the monkey (tests/test_monkey.py, seed 20261201): a missed hand
clicked in My Progress, or a rules-reference "Show me", put another hand on
the table while an exam ran; the next answer was then taken as the exam's
answer to a different question (an AssertionError on the console, or a wrong
score), and after a "Show me" the exam could not go on at all.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from qt_helpers import open_main_window

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def window(qtbot):
    win = open_main_window(qtbot)
    yield win
    # Deleted, not only closed: no start-up or progress timer of this window
    # fires after the test (with the test's profile folders gone).
    win.close()
    shiboken6.delete(win)


def start_exam(window) -> ExamRun:
    spec = ExamSpec(
        "Friday check",
        count=2,
        drills=(Drill.DEALER_NEXT,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    run = ExamRun(spec, records=window.records, trainee_id=window.panel.trainee_id)
    window.panel.start_exam(run)
    return run


def test_a_missed_hand_clicked_in_my_progress_waits_until_the_exam_is_over(window, qtbot) -> None:
    panel = window.panel
    panel.set_mode("split-pot")
    panel.reseed(3)
    panel.next_hand()
    missed = panel.question
    wrong = right_response(missed)
    wrong[0][0][next(iter(wrong[0][0]))] += 1
    panel.on_split(*wrong)
    window.showProgress()
    view = window.progress_view
    qtbot.waitExposed(view)
    run = start_exam(window)
    asked = panel.question
    shown = view.missed_list
    QTest.mouseClick(
        shown.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        shown.visualItemRect(shown.item(0)).center(),
    )
    assert panel.question is asked and panel.exam is run
    assert "waits until the exam is over" in panel.feedback.toPlainText()
    panel.on_step(right_response(asked))  # the exam goes on with its own question
    assert run.number == 1 and run._given[0].correct


def test_show_me_from_the_rules_reference_waits_until_the_exam_is_over(window) -> None:
    panel = window.panel
    run = start_exam(window)
    asked = panel.question
    window.action_map["learn"].setChecked(True)
    window.learn_panel.showMe.emit("bring-in", "any", "stud7", "pa")
    assert panel.question is asked and panel.phase == "asking"
    assert "waits until the exam is over" in panel.feedback.toPlainText()
    panel.on_step(right_response(asked))
    assert run.number == 1 and run._given[0].correct
