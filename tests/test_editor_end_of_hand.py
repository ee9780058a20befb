"""The pack editor pins Count the pot (and Chips) to the end of the hand, by keys.

The drills that count the chips are asked at the end of the hand too, after the
last action, where the pot is counted before it is pushed: the pack format says
so with the street the hand ends on and no action (``Point(street)``), and the
drill rebuilds that point as the end (``potdrill.pinned``). The editor's moment
picker offers it as the last moment of the street the hand ends on.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.gui.editor import PackEditor
from dealer_trainer.packs import editing
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.drills import Point, question_at
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import Ask, PartsAnswer
from dealer_trainer.training.potdrill import moments

END_WORDS = "at the end of the hand, before the pot is pushed"


@pytest.fixture
def editor(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> PackEditor:
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


def play_to_the_showdown(qtbot: Any, editor: PackEditor) -> int:
    """The bring-in, every seat but one folding to it, then the two left checking or calling
    to the showdown, by the buttons; the street the hand ends on."""
    editor.tabs.setCurrentIndex(2)
    click(qtbot, editor.legal_action_buttons()["bring_in"])
    for _ in range(len(editor.pack.items[0].scenario["seats"]) - 2):
        click(qtbot, editor.legal_action_buttons()["fold"])
    for _ in range(200):
        view = editor._current_view()
        assert view is not None
        if view.hand.result is not None:
            return view.hand.street
        buttons = editor.legal_action_buttons()
        click(qtbot, buttons["check"] if "check" in buttons else buttons["call"])
    raise AssertionError("the hand did not end")


def choose_by_keys(qtbot: Any, widget: Any, key: Qt.Key) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    qtbot.keyClick(widget, key)


def picker_texts(editor: PackEditor) -> list[str]:
    box = editor.action_box
    return [box.itemText(i) for i in range(box.count())]


def add_count_the_pot_at_the_end(qtbot: Any, editor: PackEditor) -> int:
    """A new hand played to its end, a Count the pot question on it, pinned to the end by keys."""
    editor.add_item()
    end = play_to_the_showdown(qtbot, editor)
    editor.tabs.setCurrentIndex(3)
    editor.questions_tab.drill_actions[Drill.COUNT_POT].trigger()  # Add question ▸ Count the pot
    question = editor.pack.items[0].questions[0]
    assert question.drill is Drill.COUNT_POT
    if question.point.street != end:  # the street the hand ends on, by keys
        spin = editor.street_spin
        spin.setFocus()
        qtbot.waitUntil(spin.hasFocus)
        while spin.value() != end:
            qtbot.keyClick(spin, Qt.Key.Key_Up if spin.value() < end else Qt.Key.Key_Down)
    assert editor.pack.items[0].questions[0].point.street == end
    assert picker_texts(editor)[-1] == END_WORDS  # the street's last moment
    choose_by_keys(qtbot, editor.action_box, Qt.Key.Key_Up)  # off the end, if the engine chose it
    assert editor.pack.items[0].questions[0].point.action is not None
    choose_by_keys(qtbot, editor.action_box, Qt.Key.Key_End)
    return end


def test_the_end_of_the_hand_is_picked_by_keys_saved_and_read_back_as_the_end_count(
    qtbot: Any, editor: PackEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    end = add_count_the_pot_at_the_end(qtbot, editor)
    assert editor.pack.items[0].questions[0].point == Point(end)
    assert editor.action_box.currentText() == END_WORDS
    assert editor.questions_tab.action_label.text() == "&Moment"
    assert editor.undo_stack.undoText() == "Change the moment question 1 is asked at"
    listed = editor.questions_tab.question_list.item(0).text()
    assert f"Count the pot — at the end of the hand ({end}th street)" in listed
    assert "does not fit" not in listed
    editor.grab().save("/tmp/gaps-editor-end-of-hand.png")

    target = tmp_path / "end.studpack"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    editor.action_map["save_as"].trigger()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["format"] == "stud-pack/2"
    assert written["items"][0]["questions"] == [{"drill": "count-pot", "street": end}]

    # read back (validated on the way) and asked again: the pot as it stands at the end
    pack = load_pack(target)
    (question,) = pack.items[0].questions
    assert question.point == Point(end)
    data = pack.items[0].scenario
    hand = play(load_scenario(data))
    asked = question_at(question.drill, data, point=question.point)
    last = list(moments(data))[-1]
    assert last.at_end and asked.shown == last.shown == len(hand.events)  # after every action
    assert isinstance(asked.answer, PartsAnswer)
    (total,) = [part.right for part in asked.answer.parts if part.ask is Ask.POT_TOTAL]
    assert total == last.count.total and not last.count.bets  # every chip in the middle

    # and the editor opens it at the end again
    assert editor.open_pack(target, ask=False)
    editor.tabs.setCurrentIndex(3)
    editor.select_question(0)
    assert editor.action_box.currentText() == END_WORDS
    assert editor.pack.items[0].questions[0].point == Point(end)


def test_undo_takes_the_question_back_to_the_action_before(qtbot: Any, editor: PackEditor) -> None:
    end = add_count_the_pot_at_the_end(qtbot, editor)
    editor.undo_stack.undo()
    point = editor.pack.items[0].questions[0].point
    assert point.street == end and point.action is not None
    assert editor.action_box.currentText() != END_WORDS
    editor.undo_stack.redo()
    assert editor.pack.items[0].questions[0].point == Point(end)


def test_the_end_stays_listed_as_missing_when_the_hand_no_longer_ends(qtbot: Any, editor: PackEditor) -> None:
    end = add_count_the_pot_at_the_end(qtbot, editor)
    editor.tabs.setCurrentIndex(2)
    click(qtbot, editor.undo_action_button)  # the last call taken back: the hand waits for it
    editor.tabs.setCurrentIndex(3)
    assert editor.pack.items[0].questions[0].point == Point(end)
    texts = picker_texts(editor)
    assert texts[-1] == "at the end of the hand — the hand does not end on this street now"
    assert editor.action_box.currentIndex() == len(texts) - 1
    assert "does not fit the hand" in editor.questions_tab.question_list.item(0).text()


def test_chips_at_the_end_is_picked_the_same_and_a_drill_change_keeps_the_end(
    qtbot: Any, editor: PackEditor
) -> None:
    end = add_count_the_pot_at_the_end(qtbot, editor)
    box = editor.questions_tab.drill_box
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    while box.currentData() != Drill.CHIPS.value:  # the drill list, by keys
        qtbot.keyClick(box, Qt.Key.Key_Down)
    question = editor.pack.items[0].questions[0]
    assert question.drill is Drill.CHIPS and question.point == Point(end)
    assert editor.action_box.currentText() == END_WORDS
    view = editor._current_question_view()
    assert view is not None and view.question is not None and view.error is None
    assert view.question.shown == len(editor._current_view().hand.events)  # type: ignore[union-attr]
    # What's the bet? is never asked at the end: the moment moves to an action before
    assert editor.set_question_drill(Drill.BET)
    point = editor.pack.items[0].questions[0].point
    assert point.street == end and point.action is not None
    assert END_WORDS not in picker_texts(editor)
    assert editor.questions_tab.action_label.text() == "Asked &before"


def test_a_count_the_engine_asks_at_the_end_is_pinned_there(editor: PackEditor, qtbot: Any) -> None:
    editor.add_item()
    end = play_to_the_showdown(qtbot, editor)
    data = editor.pack.items[0].scenario
    engine = question_at(Drill.COUNT_POT, data)
    pinned = editing.point_for(Drill.COUNT_POT, data, None, None)
    # the question the engine would ask, pinned so that later edits cannot move it
    assert question_at(Drill.COUNT_POT, data, point=pinned).shown == engine.shown
    assert editing.point_for(Drill.COUNT_POT, data, end, None, end=True) == Point(end)
    assert editing.point_for(Drill.BET, data, end, None, end=True) == Point(end, action=0)


def test_the_end_of_the_hand_speaks_spanish(
    qtbot: Any, spanish: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: QMessageBox.StandardButton.Ok)
    window = PackEditor(rng=random.Random(7))
    qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    window.add_item()
    end = play_to_the_showdown(qtbot, window)
    window.tabs.setCurrentIndex(3)
    assert window.add_question(Drill.COUNT_POT)
    assert window.set_question_point(end, end=True)
    assert window.action_box.currentText() == ("al final de la mano, antes de entregar el bote")
    assert window.questions_tab.action_label.text() == "&Momento"
    assert "al final de la mano" in window.questions_tab.question_list.item(0).text()
    window.grab().save("/tmp/gaps-editor-end-of-hand-es.png")
