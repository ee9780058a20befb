"""The opened hand's walk-through, worded by the window from the hand's typed data.

Untranslated it is the engine's English walk-through (``dealer-trainer replay``)
exactly, for every example hand; in Spanish, opened through File ▸ Open Hand…
and shown by the menu item, it has no English left in it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from qt_helpers import open_main_window
from visible_text import Collector, EnglishDetector, Seen

from conftest import EXAMPLES
from dealer_trainer.engine import ScenarioError, load_scenario, play, walkthrough
from dealer_trainer.gui.walkwords import walkthrough_text


def _playable() -> list[str]:
    names = []
    for path in sorted(EXAMPLES.glob("*.json")):
        if path.name.endswith(".expected.json"):
            continue
        try:
            play(load_scenario(json.loads(path.read_text(encoding="utf-8"))))
        except ScenarioError:
            continue  # the examples of a refused action
        names.append(path.name)
    return names


PLAYABLE = _playable()
HAND = EXAMPLES / "017-tie_remainder-stud7-pa.json"


def _hand(name: str) -> Any:
    return play(load_scenario(json.loads((EXAMPLES / name).read_text(encoding="utf-8"))))


@pytest.fixture(scope="module")
def detector() -> EnglishDetector:
    return EnglishDetector()


def test_the_examples_are_many_and_walk_every_kind_of_line() -> None:
    assert len(PLAYABLE) >= 50
    english = "".join(walkthrough(_hand(name)) for name in PLAYABLE)
    for line in (
        "Reshuffle into a new stub of",
        "  Rake ",
        "Common card ",
        " discards ",
        "(all-in)",
        "Side pot 1:",
        "  Pot: ",
        "Next: seat",
        "Second street",
        "First to act: seat",
    ):
        assert line in english, line


@pytest.mark.parametrize("name", PLAYABLE)
def test_untranslated_the_windows_walkthrough_is_the_engines(qapp: QApplication, name: str) -> None:
    assert QCoreApplication.translate("Walkthrough", "Third street") == "Third street"  # no translator
    hand = _hand(name)
    assert walkthrough_text(hand) == walkthrough(hand)


def test_in_spanish_every_examples_walkthrough_has_no_english(
    spanish: QApplication, detector: EnglishDetector
) -> None:
    found = []
    for name in PLAYABLE:
        hand = _hand(name)
        text = walkthrough_text(hand)
        assert text != walkthrough(hand)
        for line in text.splitlines():
            finding = detector.judge(Seen(line.strip(), name)) if line.strip() else None
            if finding is not None:
                found.append(str(finding))
    assert not found, "\n".join(found[:20])


def test_opening_a_hand_in_spanish_shows_its_walkthrough_in_spanish(
    qtbot: Any, spanish: QApplication, detector: EnglishDetector, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_main_window(qtbot, size=(1200, 800))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(HAND), ""))
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window.table, Qt.Key.Key_O, ctrl_shift)  # File ▸ Open Hand…, typed on the table
    qtbot.waitUntil(window.walkthrough_action.isEnabled)
    # File ▸ Show the Hand's Walk-through, clicked in the menu
    bar = window.menuBar()
    file_title = next(
        a for a in bar.actions() if a.menu() is not None and window.walkthrough_action in a.menu().actions()
    )
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(file_title).center())
    menu = file_title.menu()
    qtbot.waitUntil(menu.isVisible)
    qtbot.mouseClick(
        menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(window.walkthrough_action).center()
    )
    qtbot.waitUntil(window.walkthrough_dock.isVisible)
    lines = window.walkthrough_view.toPlainText().splitlines()
    assert lines[0] == (
        "Seven-card Stud alta · Reglas de Pensilvania · 3 asientos · a la izquierda del crupier: asiento 9"
    )
    assert "Tercera calle" in lines
    assert any(line.startswith("  Bring-in: asiento 9 — PA §637a.10(d)(1): ") for line in lines)
    assert lines[-1] == "Total por asiento: asiento 9 17, asiento 2 16"
    seen = Collector()
    seen.widget(window.walkthrough_dock)
    assert any(s.text.startswith("Seven-card Stud alta") for s in seen.seen)
    found = detector.findings(seen.seen)
    assert not found, "\n".join(str(f) for f in found)
