"""Spot the error from the command line: the seeded pack generator and the screenshot."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.cli import main
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui import screenshot
from dealer_trainer.packs.checking import expect_of, judge_expected
from dealer_trainer.packs.storage import pack_from_json, questions_of
from dealer_trainer.training.drills import Drill, new_question
from dealer_trainer.training.focus import FAULT_GROUPS, Focus
from dealer_trainer.training.questions import NO_FAULT
from dealer_trainer.training.spotting import Fault, SpotAnswer


def _generate(tmp_path: Path, name: str, *options: str) -> dict[str, Any]:
    target = tmp_path / f"{name}.studpack"
    status = main(
        [
            "pack",
            "generate",
            "--variant",
            "stud7",
            "--drill",
            "spot-the-error",
            "--count",
            "4",
            "-o",
            str(target),
        ]
        + list(options)
    )
    assert status == 0
    data: dict[str, Any] = json.loads(target.read_text(encoding="utf-8"))
    return data


def test_pack_generate_pins_each_hands_mistake_and_its_expected_mistake(tmp_path: Path) -> None:
    pack = _generate(tmp_path, "spot", "--seed", "3")
    assert len(pack["items"]) == 4
    read = pack_from_json(pack)  # the moment is a street and which of its events, read by the pack layer
    for item, (rebuilt,) in zip(pack["items"], questions_of(read), strict=True):
        (asked,) = item["questions"]
        assert asked["drill"] == Drill.SPOT.value
        assert isinstance(rebuilt.answer, SpotAnswer)
        mistake = rebuilt.answer.mistake
        if asked["fault"] == NO_FAULT:
            assert mistake is None and "street" not in asked and "event" not in asked
            assert asked["expect"] == {"fault": NO_FAULT}
        else:
            assert mistake is not None and mistake.fault is Fault(asked["fault"])
            assert isinstance(asked["street"], int) and isinstance(asked["event"], int)
            assert asked["expect"]["fault"] == asked["fault"]
            assert asked["expect"]["place"] == mistake.place.kind.value
        # the expected mistake is the engine's: the pack check agrees with it
        assert asked["expect"] == expect_of(rebuilt)
        verdict = judge_expected(rebuilt, asked["expect"])
        assert verdict is not None and verdict.correct


def test_the_same_seed_generates_the_same_pack(tmp_path: Path) -> None:
    assert _generate(tmp_path, "one", "--seed", "8") == _generate(tmp_path, "two", "--seed", "8")


@pytest.mark.parametrize("focus", [Focus.CLEAN_HAND, Focus.POT_MISTAKE, Focus.DEAL_MISTAKE], ids=str)
def test_pack_generate_takes_spot_the_errors_hard_cases(tmp_path: Path, focus: Focus) -> None:
    pack = _generate(tmp_path, focus.value, "--focus", focus.value)
    faults = [item["questions"][0]["fault"] for item in pack["items"]]
    if focus is Focus.CLEAN_HAND:
        assert faults == [NO_FAULT] * 4
    else:
        assert all(Fault(fault) in FAULT_GROUPS[focus] for fault in faults)


def test_the_screenshot_of_spot_the_error_is_written(tmp_path: Path, qapp: Any) -> None:
    from PySide6.QtGui import QImage

    for reveal in (False, True):
        picture = tmp_path / f"spot-{reveal}.png"
        assert (
            screenshot.save_screenshot(str(picture), "spot-the-error", 4, reveal=reveal, language="en") == 0
        )
        image = QImage(str(picture))
        assert not image.isNull() and (image.width(), image.height()) == (1280, 800)


def test_the_screenshot_freezes_the_play_at_its_mistake_and_marks_it(window: Any) -> None:
    question = new_question(
        Drill.SPOT, random.Random(2), [Variant.STUD7], [RuleSetName.PA], focus=Focus.POT_MISTAKE
    )
    window.panel.set_mode(Drill.SPOT.value)
    window.panel.present(question)
    window.panel.table.skip_animation()
    screenshot._stop_at_the_mistake(window, False)
    live = question.live
    assert live is not None and live.mistake is not None
    assert window.panel.table.snapshot() == live.frame(live.mistake.beat + 1)
    assert window.panel.table.highlighted() == {}
    screenshot._stop_at_the_mistake(window, True)
    assert window.panel.table.highlighted() == {f"seat:{live.mistake.place.seat}": "correct"}
    assert window.panel.feedback.toPlainText()  # the rule broken, with its reference


def test_a_clean_hands_screenshot_shows_its_end_unmarked(window: Any) -> None:
    question = new_question(
        Drill.SPOT, random.Random(2), [Variant.STUD7], [RuleSetName.PA], focus=Focus.CLEAN_HAND
    )
    window.panel.set_mode(Drill.SPOT.value)
    window.panel.present(question)
    window.panel.table.skip_animation()
    screenshot._stop_at_the_mistake(window, True)
    live = question.live
    assert live is not None and live.mistake is None
    assert window.panel.table.snapshot() == live.frame(len(live.beats))
    assert window.panel.table.highlighted() == {}
