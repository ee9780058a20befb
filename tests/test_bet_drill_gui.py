"""What's the bet? in the real window: chosen in the drill chooser, answered with keys and clicks.

The questions come from the drill itself (the panel's own seeded hands, the
hard cases too); every row of the parts page is answered through its
widgets, right and then wrong, and the verdict, the feedback and the
question's words on the panel are checked.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from test_parts_gui import click_option, click_seat

from dealer_trainer.gui.answerwords import question_sentence
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.training.betdrill import BetForm, bet_form
from dealer_trainer.training.drills import HARD_CASES, Drill, Question
from dealer_trainer.training.parts import PartsAnswer, Shape


def ask(window: MainWindow, seed: int, hard: bool = False) -> Question:
    """A What's the bet? question dealt by the panel, as the trainee gets one."""
    panel = window.panel
    panel.set_mode(Drill.BET.value)
    window.action_map["hard"].setChecked(hard)
    panel.reseed(seed)
    panel.next_hand()
    assert panel.phase == "asking"
    question = panel.question
    assert question is not None and question.drill is Drill.BET
    assert panel.answer_pages.currentWidget() is panel.parts_page
    return question


def _answer(question: Question) -> PartsAnswer:
    assert isinstance(question.answer, PartsAnswer)
    return question.answer


def type_amount(qtbot: Any, box: Any, value: int) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, str(value))


def fill(qtbot: Any, window: Any, wrong: int | None = None, answer: PartsAnswer | None = None) -> None:
    """Every row answered with its right value through the widgets, but row ``wrong`` (``answer``:
    the right values, where the page was loaded without them — a class question before the reveal)."""
    page = window.panel.parts_page
    for index, row in enumerate(page.rows):
        part = row.part
        right = (answer.parts[index] if answer is not None else part).right
        if part.shape is Shape.AMOUNT:
            assert isinstance(right, int)
            type_amount(qtbot, row.first, right + 1 if index == wrong else right)
        elif part.shape is Shape.YES_NO:
            yes = bool(right) != (index == wrong)
            qtbot.mouseClick(row.yes if yes else row.no, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
        elif part.shape is Shape.SEATS:
            assert isinstance(right, frozenset)
            qtbot.mouseClick(row.first, Qt.MouseButton.LeftButton)
            seats = right
            if index == wrong:
                seats = frozenset(
                    {next(s.seat for s in window.table.snapshot().seats if s.seat not in right)}
                )
            for seat in sorted(seats):
                click_seat(qtbot, window, seat)
        else:
            choice = part.options.index(right)
            if index == wrong:
                choice = (choice + 1) % len(part.options)
            click_option(qtbot, row.buttons[choice])  # type: ignore[attr-defined]


def test_the_drill_is_answered_right_by_typing_choosing_and_clicking(window: MainWindow, qtbot: Any) -> None:
    forms = set()
    for seed in range(1, 9):
        question = ask(window, seed, hard=seed % 2 == 0)
        forms.add(bet_form(question).form)
        assert question_sentence(question) in window.panel.prompt.text()
        fill(qtbot, window)
        with qtbot.waitSignal(window.panel.answered) as signal:
            qtbot.keyClick(window.table, Qt.Key.Key_Return)
        assert signal.args == [True]
        text = window.panel.feedback.toPlainText()
        assert "✓ Right" in text and question.reasons[0].rule in text
    assert len(forms) >= 3, forms


def test_a_wrong_part_is_not_right_and_the_feedback_gives_the_rule(window: MainWindow, qtbot: Any) -> None:
    for seed in (3, 4, 11):
        question = ask(window, seed, hard=True)
        assert question.focus in HARD_CASES[Drill.BET]
        fill(qtbot, window, wrong=0)
        page = window.panel.parts_page
        with qtbot.waitSignal(window.panel.answered) as signal:
            qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
        assert signal.args == [False]
        text = window.panel.feedback.toPlainText()
        assert "✗" in text and question.reasons[0].rule in text
        assert page.rows[0].marker.text() == "✗"
        assert all(row.marker.text() == "✓" for row in page.rows[1:])
        with qtbot.waitSignal(window.panel.ready):
            qtbot.keyClick(window.table, Qt.Key.Key_Space)  # the next hand


def test_the_announcement_is_chosen_among_the_dealers_words(window: MainWindow, qtbot: Any) -> None:
    for seed in range(1, 60):
        question = ask(window, seed)
        if bet_form(question).form is BetForm.ANNOUNCE:
            break
    else:
        pytest.fail("no announcement in 60 hands")
    part = _answer(question).parts[0]
    row = window.panel.parts_page.rows[0]
    assert len(row.buttons) == len(part.options) >= 2  # type: ignore[attr-defined]
    words = [button.text() for button in row.buttons]  # type: ignore[attr-defined]
    assert len(set(words)) == len(words) and all(words)
    window.panel.parts_page.grab().save("/tmp/bet-announce-page.png")
    fill(qtbot, window)
    with qtbot.waitSignal(window.panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [True]


def test_the_screenshot_command_renders_the_drill(tmp_path: Path) -> None:
    out = tmp_path / "bet.png"
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "--screenshot", str(out), "--drill", "bet", "--seed", "3"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600
