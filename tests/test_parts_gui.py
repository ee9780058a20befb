"""The answer page of the drills on the betting and the money, driven in the real window.

Questions answered in parts (:mod:`parts_questions`: real hands, every value
the engine's) are put on the drill panel; the page is answered with real
keys and clicks — amounts typed, seats clicked on the table, options chosen —
and the verdict, the marks, the feedback and the records are checked.
"""

from __future__ import annotations

from typing import Any

import pytest
from parts_questions import bet_question, pot_question, showdown_question
from PySide6.QtCore import QPoint, Qt

from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.partspage import PartsPage
from dealer_trainer.training.parts import PartsAnswer, PartsResponse, Shape, response_from_json


@pytest.fixture
def window(qtbot: Any, tmp_path: Any) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 860)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def put(window: MainWindow, qtbot: Any, question: Any) -> PartsPage:
    """``question`` asked on the panel, as a drill would ask it; its parts page."""
    panel = window.panel
    with qtbot.waitSignal(panel.ready):
        panel.present(question)
    assert panel.phase == "asking"
    page = panel.parts_page
    assert panel.answer_pages.currentWidget() is page
    return page


def click_seat(qtbot: Any, window: MainWindow, seat: int) -> None:
    table = window.table
    pos = table.mapFromScene(table.seat_item(seat).sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_option(qtbot: Any, button: Any) -> None:
    """A click on a radio button's circle (a click past its words is no click)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def type_amount(qtbot: Any, page: PartsPage, index: int, value: int) -> None:
    box = page.rows[index].first
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.setFocus()
    qtbot.keyClicks(box, str(value))


def answer_right(qtbot: Any, window: MainWindow, page: PartsPage) -> None:
    """Every row answered with its right value, through the widgets: typed, clicked, chosen."""
    assert page.answer is not None
    for index, row in enumerate(page.rows):
        part = row.part
        if part.shape is Shape.AMOUNT:
            assert isinstance(part.right, int)
            type_amount(qtbot, page, index, part.right)
        elif part.shape is Shape.YES_NO:
            button = row.yes if part.right else row.no  # type: ignore[attr-defined]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        elif part.shape is Shape.SEATS:
            assert isinstance(part.right, frozenset)
            qtbot.mouseClick(row.first, Qt.MouseButton.LeftButton)  # this row is the current one
            if not part.right:
                qtbot.mouseClick(row.nobody, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
            for seat in sorted(part.right):
                click_seat(qtbot, window, seat)
        else:
            choice = part.options.index(part.right)
            click_option(qtbot, row.buttons[choice])  # type: ignore[attr-defined]


@pytest.mark.parametrize("build", [bet_question, pot_question, showdown_question])
def test_a_parts_question_answered_right_through_its_page_is_right_and_kept(
    window: MainWindow, qtbot: Any, build: Any
) -> None:
    question = build()
    page = put(window, qtbot, question)
    answer_right(qtbot, window, page)
    panel = window.panel
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [True]
    assert page.locked and all(row.result.text() == "✓" for row in page.rows)
    assert "✓ Right" in panel.feedback.toPlainText()
    records = panel.records
    assert records is not None and panel.trainee_id is not None
    attempts = records.attempts(panel.trainee_id)
    assert attempts and attempts[-1].correct
    assert isinstance(question.answer, PartsAnswer)
    kept = response_from_json(question.answer, attempts[-1].response)
    assert kept == PartsResponse(tuple(part.right for part in question.answer.parts))
