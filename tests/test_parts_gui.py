"""The answer page of the drills on the betting and the money, driven in the real window.

Questions answered in parts (:mod:`parts_questions`: real hands, every value
the engine's) are put on the drill panel; the page is answered with real
keys and clicks — amounts typed, seats clicked on the table, options chosen —
and the verdict, the marks, the feedback and the records are checked.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from parts_questions import bet_question, pot_question, showdown_question, wrong_response
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from dealer_trainer.gui.answerwords import answer_parts
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.partspage import PartsPage
from dealer_trainer.gui.partwords import seats_words
from dealer_trainer.training.parts import Ask, PartsAnswer, PartsResponse, Shape, response_from_json


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
    assert page.locked and all(row.marker.text() == "✓" and row.result.isHidden() for row in page.rows)
    assert "✓ Right" in panel.feedback.toPlainText()
    records = panel.records
    assert records is not None and panel.trainee_id is not None
    attempts = records.attempts(panel.trainee_id)
    assert attempts and attempts[-1].correct
    assert isinstance(question.answer, PartsAnswer)
    kept = response_from_json(question.answer, attempts[-1].response)
    assert kept == PartsResponse(tuple(part.right for part in question.answer.parts))


def test_a_wrong_part_is_marked_on_its_row_said_in_the_feedback_and_kept(
    window: MainWindow, qtbot: Any
) -> None:
    question = pot_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    page = put(window, qtbot, question)
    answer_right(qtbot, window, page)
    eligible = next(i for i, p in enumerate(answer.parts) if p.ask is Ask.POT_ELIGIBLE and p.pot == 1)
    part = answer.parts[eligible]
    assert isinstance(part.right, frozenset)
    dropped = min(part.right)
    qtbot.mouseClick(page.rows[eligible].first, Qt.MouseButton.LeftButton)
    click_seat(qtbot, window, dropped)  # unchosen again: one seat short
    panel = window.panel
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert signal.args == [False]
    given = part.right - {dropped}
    words = f"Side pot 1: {seats_words(part.right)} can win it (you chose {seats_words(given)})."
    text = panel.feedback.toPlainText()
    assert "✗ Not right: 1 of" in text and words in text
    assert page.rows[eligible].marker.text() == "✗"
    assert page.rows[eligible].result.text() == f"Right: {seats_words(part.right)}"
    assert all(row.marker.text() == "✓" for i, row in enumerate(page.rows) if i != eligible)
    assert page.locked and not page.check_button.isEnabled()
    marked = window.table.highlighted()
    assert all(marked.get(f"seat:{seat}") == "correct" for seat in part.right)
    records = panel.records
    assert records is not None and panel.trainee_id is not None
    kept = records.attempts(panel.trainee_id)[0]
    assert not kept.correct
    assert response_from_json(answer, kept.response).values[eligible] == given


def test_keys_answer_the_page_digits_in_the_box_seats_by_number_tab_row_to_row(
    window: MainWindow, qtbot: Any
) -> None:
    question = bet_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    page = put(window, qtbot, question)
    call, raise_to = page.rows[0].first, page.rows[1].first
    assert QApplication.focusWidget() is call  # asked: the first row has the keys
    qtbot.keyClicks(call, str(answer.parts[0].right))  # digits go into the box, not to the seats
    qtbot.keyClick(call, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is raise_to
    qtbot.keyClick(raise_to, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is page.rows[2].first  # the yes/no row: one stop for the row
    qtbot.keyClick(page.rows[2].first, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is raise_to
    capped = answer.parts[2].right
    qtbot.keyClick(raise_to, Qt.Key.Key_Y if capped else Qt.Key.Key_N)  # letters are not chips: Y/N answer
    assert page.response().values == (answer.parts[0].right, None, capped, None)
    panel = window.panel
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(raise_to, Qt.Key.Key_Return)  # Enter checks, from inside a box too
    assert signal.args == [False]
    assert (
        "Raise to: " in panel.feedback.toPlainText() and "(you left it blank)" in panel.feedback.toPlainText()
    )


def test_a_seat_goes_to_the_current_seats_row_which_moves_with_the_focus(
    window: MainWindow, qtbot: Any
) -> None:
    question = showdown_question()
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    page = put(window, qtbot, question)
    high, low = (i for i, p in enumerate(answer.parts) if p.shape is Shape.SEATS)
    assert page.current_seats_row() is page.rows[high]
    assert page.rows[high].marker.text() == "▶" and page.rows[low].marker.text() == ""
    seats = [view.seat for view in question.snapshot().seats]
    first, second = seats[0], seats[1]
    click_seat(qtbot, window, first)  # the table takes the focus; the row stays current
    click_seat(qtbot, window, second)
    qtbot.keyClick(window.table, Qt.Key(Qt.Key.Key_0.value + second))  # pressed again: unchosen
    assert page.response().values[high] == frozenset({first})
    qtbot.mouseClick(page.rows[low].first, Qt.MouseButton.LeftButton)
    assert page.current_seats_row() is page.rows[low]
    assert page.rows[low].marker.text() == "▶" and page.rows[high].marker.text() == ""
    qtbot.keyClick(page.rows[low].first, Qt.Key.Key_0)  # nobody
    assert page.response().values[low] == frozenset()
    assert page.rows[low].first.text() == "nobody"
    qtbot.keyClick(page.rows[low].first, Qt.Key.Key_Delete)
    assert page.response().values[low] is None
    qtbot.keyClick(page.rows[low].first, Qt.Key(Qt.Key.Key_0.value + first))
    assert page.response().values[low] == frozenset({first})
    qtbot.mouseClick(page.rows[low].clear, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert page.response().values[low] is None


def test_show_me_fills_in_the_answer_without_scoring_it(window: MainWindow, qtbot: Any) -> None:
    question = pot_question()
    panel = window.panel
    with qtbot.waitSignal(panel.ready):
        panel.present(question, example=True)
    page = panel.parts_page
    assert isinstance(question.answer, PartsAnswer)
    assert page.response() == PartsResponse(tuple(p.right for p in question.answer.parts))
    assert page.locked and panel.phase == "answered"
    assert panel.session.tally().answered == 0
    shown = panel.feedback.toPlainText()
    assert all(line in shown for line in answer_parts(question.answer))  # a line per part


def test_the_parts_page_comes_back_blank_for_the_next_question(window: MainWindow, qtbot: Any) -> None:
    page = put(window, qtbot, bet_question())
    answer_right(qtbot, window, page)
    page.submit()
    assert page.locked
    question = pot_question()
    page = put(window, qtbot, question)
    assert not page.locked and all(value is None for value in page.response().values)
    assert all(row.result.text() == "" and row.marker.text() in ("", "▶") for row in page.rows)
    assert isinstance(question.answer, PartsAnswer) and len(page.rows) == len(question.answer.parts)


def _inside(widget: Any, page: PartsPage) -> bool:
    """Whether ``widget`` is drawn whole inside the page (not cut off by the panel below)."""
    top_left = widget.mapTo(page, QPoint(0, 0))
    return page.rect().contains(top_left) and page.rect().contains(
        top_left + QPoint(widget.width() - 1, widget.height() - 1)
    )


@pytest.mark.parametrize("build", [bet_question, pot_question, showdown_question])
@pytest.mark.parametrize("language", ["en", "es"])
def test_the_page_is_drawn_whole_above_the_feedback(
    window: MainWindow, qtbot: Any, tmp_path: Any, build: Any, language: str, request: Any
) -> None:
    if language == "es":
        request.getfixturevalue("spanish")
    page = put(window, qtbot, build())
    answer_right(qtbot, window, page)
    panel = window.panel

    def above_the_buttons() -> bool:  # once the panel is laid out for this question's rows
        below = panel.hint_button.mapTo(panel, QPoint(0, 0)).y()
        return page.mapTo(panel, QPoint(0, page.height())).y() <= below

    qtbot.waitUntil(above_the_buttons)
    for row in page.rows:
        assert _inside(row.label, page) and _inside(row.control, page), row.label.text()
    assert _inside(page.check_button, page)
    picture = tmp_path / f"parts-{build.__name__}-{language}.png"
    assert window.grab().save(str(picture)) and picture.stat().st_size > 0
    # and once checked with a wrong part or two: the rows ticked or crossed, the feedback listing them
    assert page.answer is not None
    page.set_response(wrong_response(page.answer, random.Random(2)))
    with qtbot.waitSignal(panel.answered):
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert any(row.marker.text() == "✗" and row.result.isVisible() for row in page.rows)
    checked = tmp_path / f"parts-{build.__name__}-{language}-checked.png"
    assert window.grab().save(str(checked)) and checked.stat().st_size > 0


def test_help_lists_the_keys_the_answer_page_takes(window: MainWindow, qtbot: Any) -> None:
    window.showShortcuts()
    dialog = window.shortcuts_dialog
    assert dialog is not None
    text = dialog.view.toPlainText()
    assert "Answering amounts, seats and hands" in text
    for keys in ("Tab, Shift+Tab", "Nobody, in the seats row with the focus", "Del, Backspace"):
        assert keys in text
    assert "Check the Answer" in text and "Return" in text  # Enter checks the rows, as it checks a split


def test_space_on_a_focused_option_chooses_it_and_deals_no_new_hand(window: MainWindow, qtbot: Any) -> None:
    question = bet_question()
    page = put(window, qtbot, question)
    choice = page.rows[3]
    first = choice.first
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(first, Qt.Key.Key_Space)
    assert window.panel.question is question and window.panel.phase == "asking"
    assert page.response().values[3] == choice.part.options[0]
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert window.panel.phase == "answered"
    qtbot.keyClick(window.table, Qt.Key.Key_Space)  # from the table, Space is the next hand again
    assert window.panel.question is not question
