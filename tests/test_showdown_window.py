"""Read the showdown in the real window: chosen in the Drill list, dealt with Space, answered
with clicks on the options and the seats, checked with Enter — right, then wrong — in English
and in Spanish, with the hint on H and the plain words of a pot no low qualifies for.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from test_parts_gui import click_option, click_seat

from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.partspage import PartsPage
from dealer_trainer.gui.partwords import option_words
from dealer_trainer.training.drills import Drill, new_question
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.parts import Ask, PartsAnswer, PartsResponse, Shape, response_from_json


def choose_the_drill(window: MainWindow, qtbot: Any, variants: list[Variant]) -> None:
    """Read the showdown picked in the Drill list with the keyboard, the games ticked by clicks."""
    panel = window.panel
    for variant, box in panel.game_boxes.items():
        if box.isChecked() != (variant in variants):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    box = panel.mode_box
    box.setFocus()
    target = box.findData(Drill.SHOWDOWN.value)
    while box.currentIndex() != target:
        qtbot.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up)
    assert panel.mode == Drill.SHOWDOWN.value
    assert box.currentText() == QApplication.translate("words", "Read the showdown")


def deal(window: MainWindow, qtbot: Any) -> PartsPage:
    """Space: the next hand, dealt to its showdown and asked."""
    panel = window.panel
    with qtbot.waitSignal(panel.ready, timeout=20000):
        qtbot.keyClick(window.table, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: panel.phase == "asking")
    question = panel.question
    assert question is not None and question.drill is Drill.SHOWDOWN
    page = panel.parts_page
    assert panel.answer_pages.currentWidget() is page
    return page


def answer(qtbot: Any, window: MainWindow, page: PartsPage, wrong: int | None = None) -> None:
    """Every row answered through its widgets: the right option clicked and the winning seats
    clicked on the table (or Nobody) — except row ``wrong``, given another option or seat."""
    for index, row in enumerate(page.rows):
        part = row.part
        if part.shape is Shape.CHOICE:
            options = list(part.options)
            pick = options.index(part.right)
            if index == wrong:
                pick = next(i for i, option in enumerate(options) if option != part.right)
            click_option(qtbot, row.buttons[pick])  # type: ignore[attr-defined]
            continue
        assert part.shape is Shape.SEATS and isinstance(part.right, frozenset)
        seats = set(part.right)
        if index == wrong:
            seats ^= {next(s.seat for s in window.panel.question.snapshot().seats if not s.folded)}  # type: ignore[union-attr]
        qtbot.mouseClick(row.first, Qt.MouseButton.LeftButton)  # this row is the current one
        if not seats:
            qtbot.mouseClick(row.nobody, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        for seat in sorted(seats):
            click_seat(qtbot, window, seat)


def test_a_showdown_read_right_is_right_and_kept(window: MainWindow, qtbot: Any) -> None:
    window.panel.reseed(11)
    choose_the_drill(window, qtbot, [Variant.STUD7_HILO8, Variant.STUD7_LOW])
    panel = window.panel
    for _ in range(2):
        page = deal(window, qtbot)
        question = panel.question
        assert question is not None and isinstance(question.answer, PartsAnswer)
        # every option of a hand is listed in its words, the right one among them
        for row in page.rows:
            if row.part.shape is Shape.CHOICE:
                texts = [button.text() for button in row.buttons]  # type: ignore[attr-defined]
                assert texts == [option_words(row.part, o) for o in row.part.options]
        answer(qtbot, window, page)
        with qtbot.waitSignal(panel.answered) as signal:
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert signal.args == [True]
        assert "✓ Right" in panel.feedback.toPlainText()
        records = panel.records
        assert records is not None and panel.trainee_id is not None
        kept = records.attempts(panel.trainee_id)[0]  # newest first
        assert kept.correct and kept.drill is Drill.SHOWDOWN
        assert response_from_json(question.answer, kept.response) == PartsResponse(
            tuple(part.right for part in question.answer.parts)
        )


def test_a_hand_misread_is_marked_on_its_row_and_said_in_the_feedback(window: MainWindow, qtbot: Any) -> None:
    window.panel.reseed(12)
    choose_the_drill(window, qtbot, [Variant.STUD7])
    panel = window.panel
    page = deal(window, qtbot)
    wrong = next(i for i, row in enumerate(page.rows) if row.part.ask is Ask.HIGH_HAND)
    answer(qtbot, window, page, wrong=wrong)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    assert signal.args == [False]
    part = page.rows[wrong].part
    text = panel.feedback.toPlainText()
    assert "✗ Not right: 1 of" in text and option_words(part, part.right) in text
    assert page.rows[wrong].marker.text() == "✗"
    assert all(row.marker.text() == "✓" for i, row in enumerate(page.rows) if i != wrong)
    # a misread winner too, on the next hand
    page = deal(window, qtbot)
    wrong = next(i for i, row in enumerate(page.rows) if row.part.ask is Ask.HIGH_WINNERS)
    answer(qtbot, window, page, wrong=wrong)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False] and page.rows[wrong].marker.text() == "✗"


def test_the_hint_says_how_to_read_the_hands(window: MainWindow, qtbot: Any) -> None:
    window.panel.reseed(13)
    choose_the_drill(window, qtbot, [Variant.STUD7_HILO8])
    deal(window, qtbot)
    qtbot.keyClick(window.table, Qt.Key.Key_H)
    text = window.panel.feedback.toPlainText()
    assert "Read each hand twice" in text and "eight or lower" in text


def test_no_qualifying_low_is_said_plainly(window: MainWindow, qtbot: Any) -> None:
    question = new_question(
        Drill.SHOWDOWN, random.Random(4), [Variant.STUD7_HILO8], [RuleSetName.PA], focus=Focus.NO_LOW
    )
    panel = window.panel
    with qtbot.waitSignal(panel.ready):
        panel.present(question, example=True)  # show me: the answer, filled in and said
    page = panel.parts_page
    lows = [row for row in page.rows if row.part.ask is Ask.LOW_HAND]
    assert lows and all("No low" in [b.text() for b in row.buttons] for row in lows)  # type: ignore[attr-defined]
    text = panel.feedback.toPlainText()
    assert "nobody: no low qualifies, so the high hand takes the whole pot" in text
    assert "No hand makes a low" in text  # the pot's reason


def test_the_showdown_reads_in_spanish(spanish: QApplication, window: MainWindow, qtbot: Any) -> None:
    window.panel.reseed(14)
    choose_the_drill(window, qtbot, [Variant.STUD7_HILO8])
    panel = window.panel
    page = deal(window, qtbot)
    assert panel.prompt.text().startswith("Lee el showdown")
    wrong = next(i for i, row in enumerate(page.rows) if row.part.ask is Ask.LOW_HAND)
    answer(qtbot, window, page, wrong=wrong)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False]
    text = panel.feedback.toPlainText()
    assert "✗ Incorrecto: 1 de" in text and "(elegiste" in text
    window.grab().save("/tmp/show-window-es.png")
