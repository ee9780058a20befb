"""Count the pot and Chips in the window: chosen from the Drill menu, answered with real keys and clicks."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from qt_helpers import mode_key
from test_parts_gui import answer_right, click_seat, type_amount

from dealer_trainer.gui.answerwords import question_prompt
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.training.drills import Drill
from dealer_trainer.training.parts import PartsAnswer, Shape


def choose(window: MainWindow, qtbot: Any, drill: Drill, seed: int, *, hard: bool = False) -> Any:
    """``drill`` chosen with its Ctrl+number, as a trainee does; the question asked."""
    panel = window.panel
    window.action_map["hard"].setChecked(hard)
    panel.reseed(seed)
    with qtbot.waitSignal(panel.ready, timeout=10_000):
        qtbot.keyClick(window, *mode_key(window, drill.value))
    assert panel.mode == drill.value and panel.phase == "asking"
    question = panel.question
    assert question is not None and question.drill is drill and isinstance(question.answer, PartsAnswer)
    return question


@pytest.mark.parametrize("drill", [Drill.COUNT_POT, Drill.CHIPS])
@pytest.mark.parametrize("seed", [1, 4])
def test_the_drill_answered_right_through_the_page_is_right(
    window: MainWindow, qtbot: Any, drill: Drill, seed: int
) -> None:
    question = choose(window, qtbot, drill, seed, hard=seed == 4)
    panel = window.panel
    assert panel.prompt.text() == question_prompt(question)
    assert question.sentence in panel.prompt.text()  # untranslated, the training layer's English
    answer_right(qtbot, window, panel.parts_page)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [True]
    assert "✓ Right" in panel.feedback.toPlainText()


@pytest.mark.parametrize("drill", [Drill.COUNT_POT, Drill.CHIPS])
def test_a_wrong_amount_is_wrong_and_the_next_hand_comes_with_space(
    window: MainWindow, qtbot: Any, drill: Drill
) -> None:
    question = choose(window, qtbot, drill, 7)
    panel = window.panel
    page = panel.parts_page
    answer_right(qtbot, window, page)
    first = next(i for i, row in enumerate(page.rows) if row.part.shape is Shape.AMOUNT)
    box = page.rows[first].first
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.selectAll()
    type_amount(qtbot, page, first, int(page.rows[first].part.right) + 1)  # type: ignore[call-overload]
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False]
    assert page.rows[first].marker.text() != "✓"
    with qtbot.waitSignal(panel.ready, timeout=10_000):
        qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert panel.question is not question and panel.phase == "asking"


def test_who_can_win_a_side_pot_is_answered_by_clicking_the_seats(window: MainWindow, qtbot: Any) -> None:
    question = choose(window, qtbot, Drill.COUNT_POT, 2, hard=True)
    panel = window.panel
    page = panel.parts_page
    seats_rows = [i for i, row in enumerate(page.rows) if row.part.shape is Shape.SEATS]
    answer_right(qtbot, window, page)
    assert len(seats_rows) >= 2  # a hard case: a main pot and a side pot, each with its seats
    row = page.rows[seats_rows[-1]]
    qtbot.mouseClick(row.first, Qt.MouseButton.LeftButton)
    # a folded seat, or one all-in for less, clicked in too: it cannot win the side pot
    extra = next(s.seat for s in question.snapshot().seats if s.seat not in row.part.right)
    click_seat(qtbot, window, extra)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False]
    assert row.marker.text() != "✓"
