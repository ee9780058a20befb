"""The pack editor pins a Spot-the-error question to a mistake and a moment, by keys and clicks:
the "Mistake shown" list is the hand's possible mistakes and a clean hand, the moments are
worded from the hand's events, each pick is an edit that undoes, and the pack saves and reopens
with the mistake where it was put; the preview shows the table as the mistake is first seen."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QFileDialog, QMessageBox

from conftest import EXAMPLES
from dealer_trainer.gui.editor import PackEditor
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.moments import spot_point
from dealer_trainer.packs.storage import load_pack, save_pack
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import NO_FAULT
from dealer_trainer.training.spotting import SpotAnswer, possible_faults

STUD5 = "007-random-stud5-pa"  # a burn on each later street, two pots pushed at the end


@pytest.fixture
def editor(qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> PackEditor:
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: QMessageBox.StandardButton.Ok)
    scenario = json.loads((EXAMPLES / f"{STUD5}.json").read_text(encoding="utf-8"))
    path = tmp_path / "start.studpack"
    save_pack(Pack("Spot", (PackItem(scenario, (PackQuestion(Drill.BRING_IN),), title="Stud5"),)), path)
    window = PackEditor(rng=random.Random(7))
    qtbot.addWidget(window, before_close_func=lambda w: w.undo_stack.setClean())
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    assert window.open_pack(path, ask=False)
    window.select_item(0)
    window.tabs.setCurrentIndex(3)
    window.drill_actions[Drill.SPOT].trigger()  # Add question ▸ Spot the error
    return window


def texts(box: QComboBox) -> list[str]:
    return [box.itemText(i) for i in range(box.count())]


def key(qtbot: Any, box: QComboBox, which: Qt.Key) -> None:
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, which)


def choose_by_keys(qtbot: Any, box: QComboBox, data: str) -> None:
    """Choose the item holding ``data`` as a person would: Home, then Down to it."""
    key(qtbot, box, Qt.Key.Key_Home)
    for _ in range(box.findData(data)):
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentData() == data


def spot_point_now(editor: PackEditor) -> Any:
    return editor.pack.items[0].questions[1].point


def test_the_mistakes_are_the_hand_s_own_and_a_clean_hand(editor: PackEditor) -> None:
    assert editor.pack.items[0].questions[1].drill is Drill.SPOT
    assert spot_point_now(editor).fault is not None  # pinned as soon as it is added
    assert not editor.fault_box.isHidden()
    listed = texts(editor.fault_box)
    view = editor._current_view()
    assert view is not None
    assert listed[0] == "No mistake (a clean hand)"
    assert [editor.fault_box.itemData(i) for i in range(1, len(listed))] == [
        fault.value for fault in possible_faults(view.hand)
    ]
    assert "No card burned before the street" in listed and "The pot pushed to the wrong seat" in listed
    assert editor.street_spin.isHidden() and editor.action_box.isHidden()


def test_picking_a_mistake_and_its_moment_by_keys_undoes_saves_and_reopens(
    qtbot: Any, editor: PackEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key(qtbot, editor.fault_box, Qt.Key.Key_Home)
    assert spot_point_now(editor) == spot_point(NO_FAULT)
    assert editor.moment_box.isHidden()  # a clean hand has no moment
    choose_by_keys(qtbot, editor.fault_box, "burn-missed")
    assert spot_point_now(editor).fault == "burn-missed"
    assert editor.undo_stack.undoText() == "Change the mistake shown in question 2"
    assert texts(editor.moment_box) == [
        "Third street: the burn",
        "Fourth street: the burn",
        "Fifth street: the burn",
    ]
    assert editor.moment_box.currentIndex() == 0
    first = spot_point_now(editor).site
    key(qtbot, editor.moment_box, Qt.Key.Key_Down)
    key(qtbot, editor.moment_box, Qt.Key.Key_Down)
    assert editor.moment_box.currentIndex() == 2
    last = spot_point_now(editor).site
    assert last > first
    assert editor.undo_stack.undoText() == "Change the moment of the mistake in question 2"
    editor.undo_stack.undo()  # the two moves are one edit, as typing in a box is
    assert spot_point_now(editor).site == first and editor.moment_box.currentIndex() == 0
    editor.undo_stack.redo()
    assert spot_point_now(editor).site == last
    target = tmp_path / "spot.studpack"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    editor.action_map["save_as"].trigger()
    written = json.loads(target.read_text(encoding="utf-8"))
    assert written["format"] == "stud-pack/2"
    assert written["items"][0]["questions"][1] == {
        "drill": "spot-the-error",
        "fault": "burn-missed",
        "street": 5,
        "event": 0,
    }
    assert load_pack(target).items[0].questions[1].point == spot_point("burn-missed", last)


def test_the_preview_shows_the_table_as_the_mistake_is_first_seen(qtbot: Any, editor: PackEditor) -> None:
    choose_by_keys(qtbot, editor.fault_box, "burn-missed")  # no burn on third street
    words = editor.answer_label.toPlainText()
    assert "Mistake: No card burned before the street" in words
    assert "Where: the burn pile" in words
    assert "When: Third street: the burn" in words  # the moment as the picker lists it
    assert "house's decision" in words  # the rule texts give no remedy for a missed burn
    assert editor.preview.highlighted() == {"spot:burn": "answer"}
    view = editor._current_question_view()
    assert view is not None and view.question is not None and view.question.live is not None
    asked = view.question
    assert isinstance(asked.answer, SpotAnswer) and asked.answer.mistake is not None
    # Third street's burn is left out: the burn pile is still empty as its first card is dealt.
    assert asked.live.frame(asked.answer.mistake.beat + 1).burns == ()
    editor.grab().save("/tmp/packs-editor-spot.png")


def test_recording_the_expected_mistake_by_a_click_stores_the_mistake_and_its_place(
    qtbot: Any, editor: PackEditor
) -> None:
    choose_by_keys(qtbot, editor.fault_box, "pot-wrong-seat")
    qtbot.mouseClick(editor.record_button, Qt.MouseButton.LeftButton)
    expect = editor.pack.items[0].questions[1].expect
    assert expect is not None and expect["fault"] == "pot-wrong-seat" and expect["place"] == "seat"
    assert isinstance(expect["seat"], int)
    assert "✓ the rules agree" in editor.questions_tab.expect_label.text()


def test_two_moments_said_alike_are_told_apart(qtbot: Any, editor: PackEditor) -> None:
    # The deal can start at the wrong seat at each of a seat's first cards: they read alike.
    choose_by_keys(qtbot, editor.fault_box, "deal-wrong-start")
    listed = texts(editor.moment_box)
    assert len(listed) == len(set(listed)) > 1
    assert any(text.endswith("(2nd time)") for text in listed)
