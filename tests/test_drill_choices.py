"""The commands take every drill the app has: no list of drills to keep up by hand.

``pack generate --drill`` and ``--screenshot FILE --drill`` offer exactly the
members of :class:`Drill` (and the screenshot its two other modes), so the
drills on the betting and the money are there the moment they exist.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.cli import build_parser, main
from dealer_trainer.gui import screenshot
from dealer_trainer.training.kinds import Drill


def _subparser(parser: argparse.ArgumentParser, *names: str) -> argparse.ArgumentParser:
    for name in names:
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = action.choices[name]
    return parser


def _option(parser: argparse.ArgumentParser, flag: str) -> argparse.Action:
    return next(a for a in parser._actions if flag in a.option_strings)


def test_pack_generate_offers_exactly_the_drills() -> None:
    drill = _option(_subparser(build_parser(), "pack", "generate"), "--drill")
    assert list(drill.choices or ()) == [d.value for d in Drill]


def test_the_screenshot_offers_every_drill_and_its_two_other_modes() -> None:
    assert screenshot.DRILL_NAMES == (*(d.value for d in Drill), "deal-along", "learn")
    help_text = _option(build_parser(), "--drill").help or ""
    assert all(name in help_text for name in screenshot.DRILL_NAMES), help_text
    assert "{drills}" not in help_text


def test_the_screenshot_help_lists_the_drills_in_spanish_too(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--language", "es", "--help"])
    out = capsys.readouterr().out
    assert "el ejercicio que se muestra" in out
    assert ",".join(screenshot.DRILL_NAMES) in "".join(out.split())  # argparse wraps at hyphens


@pytest.mark.parametrize("drill", list(Drill), ids=lambda d: d.value)
def test_pack_generate_makes_a_pack_of_any_drill(
    drill: Drill, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / f"{drill.value}.studpack"
    status = main(
        [
            "pack",
            "generate",
            "--variant",
            "stud7-hilo8",
            "--drill",
            drill.value,
            "--count",
            "2",
            "-o",
            str(target),
        ]
    )
    assert status == 0, capsys.readouterr().err
    written = json.loads(target.read_text(encoding="utf-8"))
    assert [q["drill"] for item in written["items"] for q in item["questions"]] == [drill.value] * 2
    assert main(["pack", "validate", str(target)]) == 0


@pytest.mark.parametrize("drill", list(Drill), ids=lambda d: d.value)
def test_the_screenshot_shows_any_drill(drill: Drill, qapp: Any, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    picture = tmp_path / f"{drill.value}.png"
    assert screenshot.save_screenshot(str(picture), drill.value, 2, reveal=True, language="en") == 0
    image = QImage(str(picture))
    assert not image.isNull() and (image.width(), image.height()) == (1280, 800)
