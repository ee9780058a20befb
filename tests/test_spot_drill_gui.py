"""Spot the error in the drill panel: a hand played live is stopped with the panel's Space, named,
checked with its Enter, judged by the drills' check, worded in the feedback and kept in the session.

Time is driven, never waited for: the page's ticker and clock are the test's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt
from test_spotpage import Clock, Ticker

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.gui import liveplayer
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Point, Question
from dealer_trainer.training.spotdrill import build
from dealer_trainer.training.spotting import Fault, Outcome, PlaceKind, fault_sites, possible_faults


@pytest.fixture
def time(monkeypatch: pytest.MonkeyPatch) -> Ticker:
    """The page's beats and clock, the test's (the panel builds the page itself)."""
    clock = Clock()
    ticker = Ticker(clock)

    def make(_parent: QObject, step: Callable[[], None]) -> Ticker:
        ticker.step = step
        return ticker

    monkeypatch.setattr(liveplayer, "TICKER", make)
    monkeypatch.setattr(liveplayer, "CLOCK", lambda: clock)
    return ticker


def _question(fault: Fault, seed: int = 11) -> Question:
    """A spot-the-error question with ``fault`` planted, as the drill's builder makes one."""
    rng = random.Random(seed)
    while True:
        data = random_scenario(rng, players=3)
        hand = play(load_scenario(data))
        if fault in possible_faults(hand):
            break
    point = Point(fault=fault.value, site=fault_sites(hand, fault)[0])
    return build(hand, data, rng, Focus.ANY, point)


@pytest.fixture
def panel(window: Any) -> Any:
    return window.panel


def _run_to(panel: Any, time: Ticker, count: int) -> None:
    while panel.spot_page.player.on_table() < count:
        time.fire()


def test_the_panels_space_stops_the_hand_and_enter_checks_the_mistake_named(qtbot, panel, time):
    question = _question(Fault.BURN_MISSED)
    mistake = question.live.mistake
    panel.start_pack("Spot", [(question, "Watch the burn.")])
    page = panel.spot_page
    assert panel.answer_pages.currentWidget() is page and page.playing()
    _run_to(panel, time, mistake.beat + 1)
    time.clock.now += 600
    qtbot.keyClick(panel.table, Qt.Key.Key_Space)
    assert page.naming()
    qtbot.keyClick(panel.table, Qt.Key.Key_Space)  # a second Space does not deal the next hand
    assert page.naming() and panel.question is question
    pos = panel.table.mapFromScene(panel.table.spot_item("burn").sceneBoundingRect().center())
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert page.place is not None and page.place.kind is PlaceKind.BURN
    page.fault_list.choose(Fault.BURN_MISSED)
    with qtbot.waitSignal(panel.answered, timeout=2000) as answered:
        qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    assert answered.args == [True]
    assert page.judgement is not None and page.judgement.outcome is Outcome.CAUGHT
    text = panel.feedback.toPlainText()
    assert "Caught — 0.6 s after it happened" in text and "Watch the burn." in text
    assert panel.session.tally().right == 1
    assert panel.table.highlighted() == {"spot:burn": "correct"}
    (attempt,) = window_attempts(panel)
    # Kept as right, timed from the moment the mistake showed to the stop.
    assert attempt.correct and attempt.seconds == pytest.approx(0.6)


def test_a_hand_let_run_in_the_panel_is_a_miss_and_space_then_deals_the_next(qtbot, panel, time):
    question = _question(Fault.POT_WRONG_SEAT)
    panel.start_pack("Spot", [(question, ""), (_question(Fault.BURN_MISSED, 5), "")])
    page = panel.spot_page
    with qtbot.waitSignal(panel.answered, timeout=2000) as answered:
        while page.playing():
            time.fire()
    assert answered.args == [False]
    assert "✗ Missed:" in panel.feedback.toPlainText()
    qtbot.keyClick(panel.table, Qt.Key.Key_Space)
    assert panel.question is not question and page.playing()  # the next hand is played live


def test_learn_in_the_panel_says_where_to_look(panel, time):
    panel.set_level(Level.LEARN)
    panel.start_pack("Spot", [(_question(Fault.BURN_MISSED), "")])
    page = panel.spot_page
    assert page.look is PlaceKind.BURN and page.look_label.isVisible()
    time.fire()
    assert panel.table.highlighted() == {"spot:burn": "hint"}


def test_another_drill_chosen_stops_the_hand_played_live(panel, time):
    panel.start_pack("Spot", [(_question(Fault.BURN_MISSED), "")])
    page = panel.spot_page
    time.fire()
    panel.leave_pack()
    panel.set_mode(Drill.BRING_IN.value)
    panel.next_hand()
    assert not page.playing() and time.pending is None
    assert panel.answer_pages.currentWidget() is not page


def window_attempts(panel: Any) -> list[Any]:
    """The trainee's kept answers."""
    return list(panel.records.attempts(panel.trainee_id))


def test_ctrl_l_chooses_spot_the_error_and_space_plays_a_hand_live(qtbot, window, time):
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    panel = window.panel
    assert panel.mode == Drill.SPOT.value
    assert panel.question is not None and panel.question.live is not None
    page = panel.spot_page
    assert panel.answer_pages.currentWidget() is page and page.playing()
    with qtbot.waitSignal(panel.answered, timeout=2000):
        while page.playing():
            time.fire()
    assert page.judgement is not None and page.judgement.outcome in (Outcome.MISSED, Outcome.CLEAN)


def test_table_ready_grades_the_stop_against_its_target_from_the_moment_the_mistake_showed(
    qtbot, panel, time
):
    panel.set_level(Level.TABLE_READY)
    question = _question(Fault.BURN_MISSED)
    panel.start_pack("Spot", [(question, "")])
    _run_to(panel, time, question.live.mistake.beat + 2)  # a beat late
    time.clock.now += 200
    qtbot.keyClick(panel.table, Qt.Key.Key_Space)
    page = panel.spot_page
    pos = panel.table.mapFromScene(panel.table.spot_item("burn").sceneBoundingRect().center())
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    page.fault_list.choose(Fault.BURN_MISSED)
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    # A beat at a live game's pace (0.33 s) and 0.2 s more: 0.53 s after the mistake showed.
    text = panel.feedback.toPlainText()
    assert "Caught — 0.5 s after it happened" in text
    assert "Right, in 0.5 s — inside the 3 s target" in text
