"""How many cards are left? in the window: Ctrl+B, a number typed and yes or no, with the stub's
count off the felt until the answer is in."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from qt_helpers import mode_key
from test_parts_gui import answer_right, type_amount

from dealer_trainer.gui.answerwords import question_prompt
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.training.drills import Drill
from dealer_trainer.training.parts import Ask, PartsAnswer


def choose(window: MainWindow, qtbot: Any, seed: int, *, hard: bool = False) -> Any:
    """The drill chosen with Ctrl+B, as a trainee does; the question asked."""
    panel = window.panel
    window.action_map["hard"].setChecked(hard)
    panel.reseed(seed)
    key, modifiers = mode_key(window, Drill.STUB_COUNT.value)
    assert (key, modifiers) == (Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    with qtbot.waitSignal(panel.ready, timeout=10_000):
        qtbot.keyClick(window, key, modifiers)
    assert panel.mode == Drill.STUB_COUNT.value and panel.phase == "asking"
    question = panel.question
    assert question is not None and question.drill is Drill.STUB_COUNT
    assert isinstance(question.answer, PartsAnswer)
    return question


def _labels(window: Any) -> set[str]:
    """Every text drawn on the felt (of a main window's or the presenter's table)."""
    return {item.text() for item in window.table.scene().items() if hasattr(item, "text")}


def _stub_words(window: MainWindow) -> tuple[str, str]:
    """What the stub spot says: its label on the felt and its tooltip."""
    spot = window.table._spot_items["stub"]
    return spot.toolTip(), next(t for t in _labels(window) if t.startswith("Stub"))


@pytest.mark.parametrize("seed", [2, 4])
def test_the_count_answered_right_with_keys_and_clicks_is_right(
    window: MainWindow, qtbot: Any, seed: int
) -> None:
    question = choose(window, qtbot, seed, hard=seed == 4)
    panel = window.panel
    assert panel.prompt.text() == question_prompt(question)
    assert question.sentence in panel.prompt.text()
    left = question.answer.parts[0].right
    # the felt shows the piles but no count of them: the count is the question
    tooltip, label = _stub_words(window)
    assert label == "Stub" and str(left) not in tooltip
    assert window.table.figures_hidden()
    answer_right(qtbot, window, panel.parts_page)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [True]
    assert "✓ Right" in panel.feedback.toPlainText()
    # answered: the count comes back on the felt, and the stub is marked as where to look
    assert f"Stub {left}" in _labels(window)
    assert not window.table.figures_hidden()
    assert window.table.highlighted().get("spot:stub") == "correct"


def test_a_wrong_count_is_wrong_and_says_the_engines(window: MainWindow, qtbot: Any) -> None:
    question = choose(window, qtbot, 7)
    panel = window.panel
    page = panel.parts_page
    answer_right(qtbot, window, page)
    left = page.rows[0].part.right
    assert page.rows[0].part.ask is Ask.STUB_LEFT
    box = page.rows[0].first
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    box.selectAll()
    type_amount(qtbot, page, 0, int(left) + 1)  # one card too many: the burn forgotten
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False]
    assert page.rows[0].marker.text() != "✓"
    said = panel.feedback.toPlainText()
    assert "Cards left in the stub" in said and str(left) in said
    with qtbot.waitSignal(panel.ready, timeout=10_000):
        qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert panel.question is not question and panel.phase == "asking"


def test_enough_answered_with_the_y_and_n_keys(window: MainWindow, qtbot: Any) -> None:
    question = choose(window, qtbot, 4, hard=True)
    panel = window.panel
    page = panel.parts_page
    left, enough = (part.right for part in question.answer.parts)
    type_amount(qtbot, page, 0, int(left))
    wrong = Qt.Key.Key_N if enough else Qt.Key.Key_Y
    qtbot.keyClick(window.table, wrong)
    assert page.rows[1].value() is (not enough)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert signal.args == [False]
    assert page.rows[0].marker.text() == "✓" and page.rows[1].marker.text() != "✓"


def test_the_screenshot_command_renders_the_drill_answered(tmp_path: Path) -> None:
    out = tmp_path / "stub-count.png"
    args = ["--screenshot", str(out), "--drill", "stub-count", "--seed", "4", "--hard", "--reveal"]
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600


def test_the_presenter_keeps_the_count_off_the_felt_until_the_answer_is_shown(qtbot: Any) -> None:
    from dealer_trainer.engine.names import RuleSetName, Variant
    from dealer_trainer.gui.presenter import PresenterWindow
    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.training.focus import Focus

    pack = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.STUB_COUNT, Focus.STUB_JUST_ENOUGH, 1, 3)
    presenter = PresenterWindow(pack)
    qtbot.addWidget(presenter)
    presenter.resize(1280, 720)
    presenter.show()
    qtbot.waitExposed(presenter)
    question = presenter.question()
    assert question is not None and question.drill is Drill.STUB_COUNT
    left = question.answer.parts[0].right
    assert presenter.table.figures_hidden()
    assert f"Stub {left}" not in _labels(presenter) and "Stub" in _labels(presenter)
    qtbot.keyClick(presenter, Qt.Key.Key_Right)
    assert presenter.revealed and not presenter.table.figures_hidden()
    assert f"Stub {left}" in _labels(presenter)
    assert presenter.table.highlighted() == {"spot:stub": "correct"}
