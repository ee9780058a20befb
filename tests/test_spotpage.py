"""Spot the error's page: a hand played live is stopped with Space, pointed at on the table and named,
and the stop is judged a catch, a misnamed catch, a false alarm or a miss; the moment is replayed.

Time is driven, never waited for: the page's beats come from a ticker the
test fires, and the stop is timed by a clock the test moves.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QWidget

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.gui.spotpage import SpotPage
from dealer_trainer.gui.spotwords import FAULT_GROUPS
from dealer_trainer.gui.table import TableView
from dealer_trainer.training.spotreplay import true_frame
from dealer_trainer.training.spotting import (
    Fault,
    LivePlay,
    Outcome,
    Place,
    PlaceKind,
    SpotAnswer,
    SpotResponse,
    clean_play,
    plant,
    possible_faults,
)


@dataclass
class Clock:
    """A clock the test moves: ``now`` in ms."""

    now: int = 0
    start: int = 0

    def restart(self) -> int:
        was, self.start = self.now - self.start, self.now
        return was

    def elapsed(self) -> int:
        return self.now - self.start


@dataclass
class Ticker:
    """The page's beats, fired by the test: each fire moves the clock by the wait the page asked for."""

    clock: Clock
    step: Callable[[], None] = lambda: None
    pending: int | None = None
    waits: list[int] = field(default_factory=list)

    def start(self, ms: int) -> None:
        self.pending = ms
        self.waits.append(ms)

    def stop(self) -> None:
        self.pending = None

    def fire(self) -> None:
        assert self.pending is not None, "no beat is waiting"
        self.clock.now += self.pending
        self.pending = None
        self.step()


@dataclass
class Harness:
    window: QWidget
    table: TableView
    page: SpotPage
    ticker: Ticker
    clock: Clock
    responses: list[SpotResponse]

    def run_to(self, count: int) -> None:
        """Fire beats until ``count`` are on the table."""
        while self.page.player.on_table() < count:
            self.ticker.fire()

    def run_out(self) -> None:
        while self.page.phase == "playing":
            self.ticker.fire()

    def click(self, item) -> None:
        pos = self.table.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(
            self.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos
        )

    def name(self, qtbot, fault: Fault) -> None:
        """Choose ``fault`` in the list with the arrow keys, as a trainee at the keyboard would."""
        faults = self.page.fault_list
        faults.setFocus()
        for _ in range(40):
            if faults.fault() is fault:
                return
            qtbot.keyClick(faults, Qt.Key.Key_Down)
        raise AssertionError(f"{fault} not reached with the arrows")


@pytest.fixture
def harness(qtbot) -> Harness:
    return make_harness(qtbot)


def make_harness(qtbot) -> Harness:
    """The page beside a table in a window, its beats fired and its stop timed by the test."""
    clock = Clock()
    ticker = Ticker(clock)

    def make_ticker(_parent: QObject, step: Callable[[], None]) -> Ticker:
        ticker.step = step
        return ticker

    window = QWidget()
    table = TableView()
    page = SpotPage(table, ticker=make_ticker, clock=clock)
    layout = QHBoxLayout(window)
    layout.addWidget(table, 3)
    layout.addWidget(page, 1)
    qtbot.addWidget(window)
    window.resize(1400, 820)
    window.show()
    qtbot.waitExposed(window)
    responses: list[SpotResponse] = []
    page.responded.connect(responses.append)
    return Harness(window, table, page, ticker, clock, responses)


def _hand(seed: int = 11, fault: Fault | None = None):
    """A short hand (three players: fewer beats to play) that can show ``fault``."""
    rng = random.Random(seed)
    while True:
        hand = play(load_scenario(random_scenario(rng, players=3)))
        if fault is None or fault in possible_faults(hand):
            return hand


def _planted(fault: Fault, seed: int = 11) -> LivePlay:
    return plant(_hand(seed, fault), fault, random.Random(seed))


def test_space_at_the_planted_beat_then_the_place_clicked_and_the_mistake_named_is_a_catch(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    assert live.mistake is not None
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(live.mistake.beat + 1)
    harness.clock.now += 800  # the trainee sees it and reacts
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    assert harness.page.phase == "naming"
    harness.click(harness.table.spot_item("burn"))
    assert harness.table.highlighted() == {"spot:burn": "hint"}  # the place clicked is marked
    harness.name(qtbot, Fault.BURN_MISSED)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Return)
    (response,) = harness.responses
    assert response == SpotResponse(live.mistake.beat + 1, Place(PlaceKind.BURN), Fault.BURN_MISSED, 0.8)
    assert harness.page.judgement is not None and harness.page.judgement.outcome is Outcome.CAUGHT
    assert "Caught — 0.8 s after it happened" in harness.page.verdict.toPlainText()


def test_a_stop_a_beat_late_is_timed_from_the_mistake_not_from_the_last_beat(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    assert live.mistake is not None
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(live.mistake.beat + 2)
    harness.clock.now += 300
    harness.page.stop_button.click()
    harness.click(harness.table.spot_item("burn"))
    harness.name(qtbot, Fault.BURN_MISSED)
    harness.page.check_button.click()
    (response,) = harness.responses
    assert response.seconds == pytest.approx(0.3)  # since the last beat shown
    after = harness.page.stopped_after()
    assert after is not None and after > 0.3  # since the mistake's beat: a beat's wait more
    assert harness.page.judgement is not None and harness.page.judgement.late == 1


def test_a_click_on_the_wrong_seat_is_a_stop_in_time_named_wrongly(qtbot, harness):
    live = _planted(Fault.POT_WRONG_SEAT)
    mistake = live.mistake
    assert mistake is not None and mistake.place.seat is not None
    harness.page.load(live, SpotAnswer(mistake), 0)
    harness.run_to(mistake.beat + 1)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    other = next(view.seat for view in live.frame(0).seats if view.seat != mistake.place.seat)
    harness.click(harness.table.seat_item(other))
    harness.name(qtbot, Fault.POT_WRONG_SEAT)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Enter)
    (response,) = harness.responses
    assert response.place == Place(PlaceKind.SEAT, other)
    judgement = harness.page.judgement
    assert judgement is not None and judgement.outcome is Outcome.MISNAMED
    assert judgement.fault_right and not judgement.place_right
    text = harness.page.verdict.toPlainText()
    assert f"The mistake was at seat {mistake.place.seat}, not at seat {other}." in text
    # The replay marks the mistake's seat right and the seat clicked wrong.
    marks = harness.table.highlighted()
    assert marks[f"seat:{mistake.place.seat}"] == "correct" and marks[f"seat:{other}"] == "wrong"


def test_stopping_before_the_mistake_showed_is_a_false_alarm(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    assert live.mistake is not None
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(live.mistake.beat)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    harness.click(harness.table.spot_item("burn"))
    harness.name(qtbot, Fault.BURN_MISSED)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Return)
    assert harness.responses[0].stopped == live.mistake.beat
    assert harness.page.judgement is not None and harness.page.judgement.outcome is Outcome.FALSE_ALARM
    text = harness.page.verdict.toPlainText()
    assert "False alarm: that hand was dealt right up to there" in text
    assert "The mistake came later:" in text


def test_letting_the_hand_run_to_its_end_is_a_miss_without_a_question(harness):
    live = _planted(Fault.POT_WRONG_SEAT)
    assert live.mistake is not None
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_out()
    assert harness.responses == [SpotResponse(None)]
    assert harness.page.player.on_table() == len(live.beats)
    assert harness.page.judgement is not None and harness.page.judgement.outcome is Outcome.MISSED
    assert harness.page.verdict.toPlainText().startswith(
        "✗ Missed: the pot pushed to the wrong seat, at seat"
    )


def test_a_clean_hand_let_run_is_right_and_a_stop_in_it_a_false_alarm(qtbot, harness):
    live = clean_play(_hand(3))
    harness.page.load(live, SpotAnswer(None), 0)
    harness.run_out()
    assert harness.page.judgement is not None and harness.page.judgement.outcome is Outcome.CLEAN
    assert "Right: a clean hand, nothing to stop" in harness.page.verdict.toPlainText()
    assert not harness.page.replay_button.isVisible()  # no moment to replay
    harness.page.load(live, SpotAnswer(None), 0)
    harness.run_to(5)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Return)
    assert harness.page.judgement is not None and harness.page.judgement.outcome is Outcome.FALSE_ALARM


def test_space_does_nothing_once_the_hand_is_stopped_or_over(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(3)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    assert harness.page.phase == "naming" and harness.page.player.on_table() == 3
    assert harness.ticker.pending is None  # the hand is frozen: no beat waits


def test_the_beats_come_at_the_levels_pace_each_card_flying(harness):
    live = clean_play(_hand(5))
    harness.page.load(live, SpotAnswer(None), 200)
    assert harness.ticker.pending == 200
    flying = []
    while harness.page.player.on_table() < 12:
        harness.ticker.fire()
        flying.append(harness.table.is_animating())
    # Each beat deals one card (or none: an ante, a bet) and waits one beat at the pace.
    assert set(harness.ticker.waits) == {200}
    assert any(flying)  # the dealt cards fly from the stub
    harness.page.stop()
    assert not harness.table.is_animating()  # a stop lands them at once
    assert harness.table.snapshot() == live.frame(12)


def test_learn_marks_where_to_look_while_the_hand_runs(harness):
    live = _planted(Fault.BURN_MISSED)
    harness.page.load(live, SpotAnswer(live.mistake), 0, learn=True)
    assert harness.page.look_label.isVisible()
    assert harness.page.look_label.text() == "Where to look: the burn pile."
    harness.run_to(4)
    assert harness.table.highlighted() == {"spot:burn": "hint"}
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(4)
    assert harness.table.highlighted() == {} and not harness.page.look_label.isVisible()


def test_the_moment_is_replayed_and_shown_as_it_should_have_been(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    mistake = live.mistake
    assert mistake is not None
    harness.page.load(live, SpotAnswer(mistake), 0)
    harness.run_out()
    moment = mistake.beat + 1
    assert harness.table.snapshot() == live.frame(moment)
    assert harness.table.highlighted() == {"spot:burn": "correct"}
    qtbot.mouseClick(harness.page.true_button, Qt.MouseButton.LeftButton)
    shown = harness.table.snapshot()
    assert shown == true_frame(live, moment)
    assert len(shown.burns) == len(live.frame(moment).burns) + 1  # the burn that was missed
    qtbot.mouseClick(harness.page.true_button, Qt.MouseButton.LeftButton)
    assert harness.table.snapshot() == live.frame(moment)


def test_the_replay_flies_the_cards_at_the_pace_and_marks_the_place_when_done(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    harness.page.load(live, SpotAnswer(live.mistake), 10)
    harness.run_out()
    assert harness.table.is_animating()
    qtbot.waitUntil(lambda: not harness.table.is_animating())
    assert harness.table.highlighted() == {"spot:burn": "correct"}


def test_every_mistake_is_listed_once_under_a_dealers_heading(harness):
    listed = [fault for _group, faults in FAULT_GROUPS for fault in faults]
    assert sorted(listed) == sorted(Fault) and len(listed) == len(set(listed))
    assert set(harness.page.fault_list.fault_items) == set(Fault)


def test_the_where_list_points_like_a_click(qtbot, harness):
    live = _planted(Fault.POT_WRONG_SEAT)
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(2)
    harness.page.stop()
    box = harness.page.where_box
    box.setFocus()
    for _ in range(box.count()):
        if box.currentData() == ("pot", None):
            break
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert harness.page.place == Place(PlaceKind.POT)
    assert harness.table.highlighted() == {"spot:pot": "hint"}


def test_a_long_mistake_wraps_to_the_lists_width_rather_than_lose_its_end(qtbot, harness):
    live = _planted(Fault.BURN_MISSED)
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_to(2)
    harness.page.stop()
    faults = harness.page.fault_list
    faults.setFixedWidth(260)
    qtbot.waitUntil(
        lambda: (
            faults.visualItemRect(faults.fault_items[Fault.WRONG_FACE]).height()
            > faults.visualItemRect(faults.fault_items[Fault.WRONG_RAKE]).height()
        )
    )
