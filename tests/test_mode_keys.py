"""Every drill and mode has a key of its own in the Drill menu, and a new drill never moves one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from qt_helpers import mode_key, open_main_window

from dealer_trainer.gui.drillwords import DEAL_ALONG, DIGIT_KEYS, MODES, PRACTICE
from dealer_trainer.training.kinds import Drill


def test_the_drills_take_ctrl_1_to_9_deal_along_ctrl_0_and_practice_ctrl_m(qtbot: Any) -> None:
    window = open_main_window(qtbot)
    keys = {a.data(): a.shortcut().toString() for a in window.mode_actions.actions()}
    digits = list(Drill)[:DIGIT_KEYS]
    assert [keys[drill.value] for drill in digits] == [f"Ctrl+{n}" for n in range(1, len(digits) + 1)]
    # the drills after the ninth have letters of their own: the stub is B, spotting a mistake L
    assert keys[Drill.STUB_COUNT.value] == "Ctrl+B"
    assert keys[Drill.SPOT.value] == "Ctrl+L"
    assert keys[DEAL_ALONG] == "Ctrl+0" and keys[PRACTICE] == "Ctrl+M"
    assert len(set(keys.values())) == len(MODES)  # no two modes share a key


def test_pressing_each_modes_key_chooses_it(qtbot: Any, window: Any) -> None:
    for mode, _ in reversed(MODES):
        action = next(a for a in window.mode_actions.actions() if a.data() == mode)
        with qtbot.waitSignal(action.triggered, timeout=2000):
            qtbot.keyClick(window.table, *mode_key(window, mode))
        if mode != PRACTICE:  # practice without a trainee's records asks for one instead
            assert window.panel.mode == mode
    key, modifiers = mode_key(window, DEAL_ALONG)
    assert (key, modifiers) == (Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
