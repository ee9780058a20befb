"""Spot the error presented to a class and printed in the answer key: the table at the moment
the mistake is first seen, the reveal naming the mistake, its place, its moment and the rule
broken (or that there is none), the mark where it is, and the key's PDF saying the same."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from test_answer_key import pdf_page_count, pdf_text, render_page_one

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.gui.answerkey import write_answer_key
from dealer_trainer.gui.presenter import PresenterWindow
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.moments import fault_moments, spot_point
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import NO_FAULT
from dealer_trainer.training.spotting import Award, Fault, SpotAnswer

STUD5 = "007-random-stud5-pa"
NOTE = "Watch the burn pile, not the cards."


def spot_pack() -> Pack:
    """One hand asked twice: a burn left out on fourth street, then the same hand played clean."""
    scenario = json.loads((EXAMPLES / f"{STUD5}.json").read_text(encoding="utf-8"))
    burn = fault_moments(play(load_scenario(scenario)), Fault.BURN_MISSED)[1]
    questions = (
        PackQuestion(Drill.SPOT, spot_point(Fault.BURN_MISSED.value, burn.site)),
        PackQuestion(Drill.SPOT, spot_point(NO_FAULT)),
    )
    return Pack("Spot the error", (PackItem(scenario, questions, title="A missed burn", note=NOTE),))


@pytest.fixture
def window(qtbot: Any) -> PresenterWindow:
    presenter = PresenterWindow(spot_pack())
    qtbot.addWidget(presenter)
    presenter.resize(1280, 720)
    presenter.show()
    qtbot.waitExposed(presenter)
    return presenter


def reveal_text(window: PresenterWindow) -> str:
    return " ".join(window.reveal_area.toPlainText().split())


def test_the_class_sees_the_table_as_the_mistake_is_first_seen_with_nothing_marked(
    window: PresenterWindow,
) -> None:
    question = window.question()
    assert question is not None and isinstance(question.answer, SpotAnswer)
    mistake = question.answer.mistake
    assert mistake is not None and question.live is not None
    shown = window.table.snapshot()
    assert shown == question.live.frame(mistake.beat + 1)
    assert shown.street == 4 and len(shown.burns) == 1  # third street's burn only
    assert window.table.highlighted() == {}
    assert "Is there a mistake on the table?" in reveal_text(window)
    assert "Burn" not in reveal_text(window)


def test_space_reveals_the_mistake_its_place_its_moment_and_the_rule(
    qtbot: Any, window: PresenterWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.revealed
    text = reveal_text(window)
    assert "Mistake: No card burned before the street" in text
    assert "Where: the burn pile" in text
    assert "When: Fourth street: the burn" in text
    assert "§637a.14(h)" in text  # the rule broken, with its reference
    assert "house's decision" in text
    assert NOTE in text
    assert window.table.highlighted() == {"spot:burn": "correct"}
    window.grab().save("/tmp/packs-presenter-spot.png")


def test_a_clean_hand_shows_its_end_and_reveals_no_mistake(qtbot: Any, window: PresenterWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == (0, 1) and not window.revealed
    question = window.question()
    assert question is not None and question.live is not None
    assert window.table.snapshot() == question.live.frame(len(question.live.beats))
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    assert "No mistake: the hand is dealt right; let it run." in reveal_text(window)
    assert window.table.highlighted() == {}


def test_the_answer_key_names_the_mistake_or_no_mistake_with_the_rule(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "spot-key.pdf"
    pages = write_answer_key(spot_pack(), path)
    assert pages == pdf_page_count(path) == 1
    text = pdf_text(path)
    assert "Mistake: No card burned before the street" in text
    assert "Where: the burn pile" in text
    assert "PA §637a.14(h)" in text
    assert "Q1 (4th street)" in text and "Q2 (the whole hand)" in text
    assert "No mistake: the hand is dealt right; let it run." in text
    image = render_page_one(path, tmp_path / "spot-key.png")
    assert not image.isNull()
    image.save("/tmp/packs-key-spot.png")


def test_the_worksheet_leaves_the_mistake_out(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "spot-sheet.pdf"
    write_answer_key(spot_pack(), path, worksheet=True)
    text = pdf_text(path)
    assert "Spot the error" in text
    assert "No card burned" not in text and "No mistake" not in text


def test_a_pot_pushed_to_the_wrong_seat_is_placed_at_the_seat_and_timed_by_the_seat_it_was_owed_to(
    qtbot: Any,
) -> None:
    scenario = json.loads((EXAMPLES / f"{STUD5}.json").read_text(encoding="utf-8"))
    hand = play(load_scenario(scenario))
    push = fault_moments(hand, Fault.POT_WRONG_SEAT)[0]
    assert isinstance(push.beat, Award)
    pack = Pack(
        "Pots", (PackItem(scenario, (PackQuestion(Drill.SPOT, spot_point("pot-wrong-seat", push.site)),)),)
    )
    presenter = PresenterWindow(pack)
    qtbot.addWidget(presenter)
    presenter.show()
    qtbot.waitExposed(presenter)
    qtbot.keyClick(presenter, Qt.Key.Key_R)
    question = presenter.question()
    assert question is not None and isinstance(question.answer, SpotAnswer) and question.answer.mistake
    wrong = question.answer.mistake.place.seat
    assert wrong is not None and wrong != push.beat.seat
    text = reveal_text(presenter)
    assert f"Where: seat {wrong}" in text
    assert f"When: The end of the hand: pushing the pot owed to seat {push.beat.seat}" in text
    assert presenter.table.highlighted() == {f"seat:{wrong}": "correct"}
