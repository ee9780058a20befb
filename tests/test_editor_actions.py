"""The pack editor pins a drill on the betting to an action of a street, by clicks.

The drills on the betting put themselves in ``editing.USES_ACTION``; until
they exist here, an existing drill stands in for one (monkeypatched in), so
the picker, its words, undo, the refusal of a point that does not fit and
the saved file are all checked through the real widgets.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dealer_trainer.engine.events import ActionTaken
from dealer_trainer.gui.editor import PackEditor
from dealer_trainer.packs import editing
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.drills import Point
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def editor(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> PackEditor:
    monkeypatch.setattr(editing, "USES_ACTION", frozenset({Drill.FIRST_TO_ACT}))
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: QMessageBox.StandardButton.Ok)
    window = PackEditor(rng=random.Random(7))
    qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    return window


def click(qtbot: Any, button: Any) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def play_to_fourth_street_and_two_actions(qtbot: Any, editor: PackEditor) -> None:
    """Bring-in and calls to close third street, then two actions on fourth, by the buttons."""
    click(qtbot, editor.legal_action_buttons()["bring_in"])
    seats = len(editor.pack.items[0].scenario["seats"])
    for _ in range(seats - 1):
        click(qtbot, editor.legal_action_buttons()["call"])
    view = editor._current_view()
    assert view is not None and view.hand.street == 4
    click(qtbot, editor.legal_action_buttons()["check"])
    click(qtbot, editor.legal_action_buttons()["bet"])


def fourth_street_actions(editor: PackEditor) -> list[ActionTaken]:
    view = editor._current_view()
    assert view is not None
    return [e for e in view.hand.events if isinstance(e, ActionTaken) and e.street == 4]


def test_the_picker_lists_the_streets_actions_in_a_dealers_words(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    play_to_fourth_street_and_two_actions(qtbot, editor)
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question(Drill.FIRST_TO_ACT)
    # pinned at once: the street the engine asks it on, its first action
    assert editor.pack.items[0].questions[0].point == Point(4, action=0)
    box = editor.action_box
    assert not box.isHidden() and box.isEnabled()
    taken = fourth_street_actions(editor)
    assert len(taken) == 2
    waiting = editor._current_view().hand.to_act  # type: ignore[union-attr]
    assert [box.itemText(i) for i in range(box.count())] == [
        f"before seat {taken[0].seat} acts — 1st action: seat {taken[0].seat} checks",
        f"before seat {taken[1].seat} acts — 2nd action: seat {taken[1].seat} bets {taken[1].amount}",
        f"before seat {waiting} acts — 3rd action, not yet taken",
    ]
    assert box.currentIndex() == 0
    editor.grab().save("/tmp/packs-editor-actions.png")


def test_choosing_an_action_by_keys_is_an_edit_that_undoes_and_saves(
    qtbot: Any, editor: PackEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor.add_item()
    play_to_fourth_street_and_two_actions(qtbot, editor)
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question(Drill.FIRST_TO_ACT)
    box = editor.action_box
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert editor.pack.items[0].questions[0].point == Point(4, action=1)
    assert editor.undo_stack.undoText() == "Change the moment question 1 is asked at"
    qtbot.keyClick(box, Qt.Key.Key_Down)
    assert editor.pack.items[0].questions[0].point == Point(4, action=2)
    assert box.currentIndex() == 2
    editor.undo_stack.undo()  # the two picks are one edit, as typing in a box is
    assert editor.pack.items[0].questions[0].point == Point(4, action=0)
    assert editor.action_box.currentIndex() == 0
    editor.undo_stack.redo()
    assert editor.pack.items[0].questions[0].point == Point(4, action=2)
    target = tmp_path / "betting.studpack"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    editor.action_map["save_as"].trigger()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["format"] == "stud-pack/2"
    assert written["items"][0]["questions"] == [{"drill": "first-to-act", "street": 4, "action": 2}]
    assert load_pack(target).items[0].questions[0].point == Point(4, action=2)


def test_another_street_moves_the_question_to_its_first_action(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    play_to_fourth_street_and_two_actions(qtbot, editor)
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question(Drill.FIRST_TO_ACT)
    editor.action_box.setFocus()
    qtbot.keyClick(editor.action_box, Qt.Key.Key_Down)
    assert editor.pack.items[0].questions[0].point == Point(4, action=1)
    editor.street_spin.setFocus()
    qtbot.keyClick(editor.street_spin, Qt.Key.Key_Up)
    assert editor.pack.items[0].questions[0].point == Point(5, action=0)
    # A street the hand has not reached: the drill's own words say why, no crash.
    assert "does not fit the hand" in editor.answer_label.toPlainText()
    assert "street 5 has no betting round in this hand" in editor.answer_label.toPlainText()
    assert editor.action_box.itemText(0) == "before the 1st action — the street has no such action now"
    editor.undo_stack.undo()
    assert editor.pack.items[0].questions[0].point == Point(4, action=1)


def test_an_action_removed_from_the_hand_stays_listed_as_missing(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    play_to_fourth_street_and_two_actions(qtbot, editor)
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question(Drill.FIRST_TO_ACT)
    editor.action_box.setFocus()
    qtbot.keyClick(editor.action_box, Qt.Key.Key_End)
    assert editor.pack.items[0].questions[0].point == Point(4, action=2)
    editor.tabs.setCurrentIndex(2)
    click(qtbot, editor.undo_action_button)
    click(qtbot, editor.undo_action_button)
    editor.tabs.setCurrentIndex(3)
    box = editor.action_box
    texts = [box.itemText(i) for i in range(box.count())]
    assert texts[-1] == "before the 3rd action — the street has no such action now"
    assert box.currentIndex() == len(texts) - 1


def test_a_drill_not_asked_before_an_action_shows_no_picker(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question(Drill.DEALER_NEXT)
    assert editor.action_box.isHidden()
    assert editor.pack.items[0].questions[0].point.action is None


def test_the_picker_speaks_spanish(qtbot: Any, spanish: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(editing, "USES_ACTION", frozenset({Drill.FIRST_TO_ACT}))
    window = PackEditor(rng=random.Random(7))
    qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
    window.show()
    qtbot.waitExposed(window)
    window.add_item()
    play_to_fourth_street_and_two_actions(qtbot, window)
    assert window.add_question(Drill.FIRST_TO_ACT)
    taken = fourth_street_actions(window)
    assert window.action_box.itemText(0) == (
        f"antes de que actúe el asiento {taken[0].seat} — 1.ª acción: el asiento {taken[0].seat} pasa"
    )
    assert window.questions_tab.action_label.text() == "Se pregunta a&ntes de"
