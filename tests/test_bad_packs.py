"""A pack whose hand breaks a rule is refused with the engine's words and the hand's
number, on every path that opens a pack (issue 10, defect 10).

The hands are valid stud scenarios as far as their format goes: the rule they
break shows only when the engine plays them (an action out of turn, a seat not
at the table, a reshuffled stub with the wrong cards, a deck whose cards do not
match the discards the hand records).
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.checking import problems
from dealer_trainer.packs.model import PackError
from dealer_trainer.packs.storage import load_pack, pack_from_json

STUD = random_scenario(
    random.Random(5), variant=Variant.STUD7, rules=RuleSetName.PA, players=5, style=Style(fold=0.0)
)
SUPER = random_scenario(
    random.Random(3),
    variant=Variant.SUPER_STUD7_HILO8,
    rules=RuleSetName.PA,
    players=8,
    style=Style(fold=0.0),
)


def _out_of_turn() -> dict[str, Any]:
    data = copy.deepcopy(STUD)
    data["actions"][1]["seat"] = data["actions"][2]["seat"]
    return data


def _seat_not_at_the_table() -> dict[str, Any]:
    data = copy.deepcopy(STUD)
    data["actions"][0]["seat"] = next(s for s in range(1, 10) if str(s) not in data["seats"])
    return data


def _wrong_reshuffle() -> dict[str, Any]:
    data = copy.deepcopy(SUPER)
    data["reshuffles"][0] = data["reshuffles"][0][:-1]
    return data


def _shuffled_deck() -> dict[str, Any]:
    data = copy.deepcopy(SUPER)
    data["deck"][0], data["deck"][1] = data["deck"][1], data["deck"][0]
    return data


#: (name, the broken hand, what the engine says about it)
BROKEN = [
    (
        "out-of-turn",
        _out_of_turn,
        r"hand 3: actions\[1\]: seat \d acted out of turn; seat \d "
        r"is to act",
    ),
    (
        "seat-not-at-the-table",
        _seat_not_at_the_table,
        r"hand 3: actions\[0\]: seat \d is not "
        "at the table",
    ),
    (
        "wrong-reshuffle-stub",
        _wrong_reshuffle,
        r"hand 3: reshuffles\[0\]: the reshuffled stub "
        "must hold exactly",
    ),
    (
        "shuffled-deck",
        _shuffled_deck,
        r"hand 3: actions\[\d+\]: \w\w is not one of seat \d's "
        "face-down cards",
    ),
]
IDS = [name for name, _, _ in BROKEN]


def pack_data(broken: dict[str, Any]) -> dict[str, Any]:
    """Two good hands, then the broken one (hand 3)."""
    good = {"scenario": STUD, "questions": [{"drill": "bring-in"}]}
    return {
        "format": "stud-pack/1",
        "title": "Broken",
        "items": [good, good, {"scenario": broken, "questions": [{"drill": "bring-in"}]}],
    }


def write_pack(tmp_path: Path, broken: dict[str, Any]) -> Path:
    path = tmp_path / "broken.studpack"
    path.write_text(json.dumps(pack_data(broken)), encoding="utf-8")
    return path


def test_the_good_hands_are_good() -> None:
    pack = pack_from_json(pack_data(STUD))
    assert len(pack.items) == 3 and problems(pack) == []
    pack_from_json(pack_data(SUPER))


@pytest.mark.parametrize(("name", "make", "words"), BROKEN, ids=IDS)
def test_a_hand_that_breaks_a_rule_is_a_pack_error_naming_the_hand(
    name: str, make: Callable[[], dict[str, Any]], words: str, tmp_path: Path
) -> None:
    with pytest.raises(PackError, match=words) as caught:
        load_pack(write_pack(tmp_path, make()))
    assert caught.value.where.startswith("hand 3")
    assert "scenario" not in str(caught.value) and "items[" not in str(caught.value)


# --- the GUI paths ----------------------------------------------------------------------------


class Messages:
    """Stands in for QMessageBox: keeps what each box would have said."""

    def __init__(self) -> None:
        self.shown: list[str] = []

    def __call__(self, _parent: Any, _title: str, text: str, *args: Any) -> Any:
        self.shown.append(text)
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> Messages:
    stub = Messages()
    for kind in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, kind, stub)
    return stub


@pytest.fixture
def window(qtbot: Any) -> Any:
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.setSpeed(0)
    return win


@pytest.mark.parametrize(("name", "make", "words"), BROKEN, ids=IDS)
def test_open_pack_refuses_it_with_the_engine_words(
    window: Any, messages: Messages, tmp_path: Path, name: str, make: Callable[[], dict[str, Any]], words: str
) -> None:
    assert not window.openPack(str(write_pack(tmp_path, make())))
    assert len(messages.shown) == 1
    assert messages.shown[0].startswith("broken.studpack: hand 3: ")
    assert not window.panel.in_pack


def test_present_pack_refuses_it(window: Any, messages: Messages, tmp_path: Path) -> None:
    assert not window.presentPack(str(write_pack(tmp_path, _out_of_turn())))
    assert len(messages.shown) == 1 and "hand 3: actions[1]: " in messages.shown[0]
    assert getattr(window, "presenter", None) is None


def test_answer_key_refuses_it(window: Any, messages: Messages, tmp_path: Path) -> None:
    target = tmp_path / "key.pdf"
    assert not window.writeAnswerKey(str(write_pack(tmp_path, _wrong_reshuffle())), str(target))
    assert len(messages.shown) == 1 and "hand 3: reshuffles[0]: " in messages.shown[0]
    assert not target.exists()


def test_the_editor_refuses_it_and_keeps_its_pack(qtbot: Any, messages: Messages, tmp_path: Path) -> None:
    from dealer_trainer.gui.editor import PackEditor

    editor = PackEditor(rng=random.Random(7))
    qtbot.addWidget(editor, before_close_func=lambda w: w.undo_stack.setClean())
    before = editor.pack
    assert not editor.open_pack(write_pack(tmp_path, _seat_not_at_the_table()))
    assert len(messages.shown) == 1 and "hand 3: actions[0]: " in messages.shown[0]
    assert "is not at the table" in messages.shown[0]
    assert editor.pack == before and editor.path is None


def test_exam_setup_says_why_the_pack_cannot_be_used(qtbot: Any, messages: Messages, tmp_path: Path) -> None:
    from dealer_trainer.gui.exams_gui import ExamSetupDialog

    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.set_pack_path(write_pack(tmp_path, _shuffled_deck()))
    assert dialog.pack() is None
    assert any(p.startswith("The pack cannot be used: hand 3: actions[") for p in dialog.problems()), (
        dialog.problems()
    )


# --- what is not a file at all, on the GUI paths ------------------------------------------------


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    path = tmp_path / "hand.phh"
    os.mkfifo(path)
    return path


def test_the_editor_refuses_a_pipe_as_a_hand_history(qtbot: Any, messages: Messages, fifo: Path) -> None:
    """Reading a pipe nobody writes to never ended (the app hung)."""
    from dealer_trainer.gui.editor import PackEditor

    editor = PackEditor(rng=random.Random(7))
    qtbot.addWidget(editor, before_close_func=lambda w: w.undo_stack.setClean())
    assert not editor.import_phh(fifo)
    assert messages.shown == ["hand.phh: is a pipe, not a file; save the content to a file and open that"]
    assert not editor.pack.items


def test_open_scenario_and_open_pack_refuse_a_pipe(window: Any, messages: Messages, fifo: Path) -> None:
    assert not window.showScenario(str(fifo))
    assert not window.openPack(str(fifo))
    assert len(messages.shown) == 2 and all("is a pipe, not a file" in m for m in messages.shown)
