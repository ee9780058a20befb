"""Every kind of mistake, played on the real page and table: a stop at it with the place clicked and
the mistake named is a catch, a stop a moment before it a false alarm, and the hand let run a miss.

The hands are the fault layer's tests' own (every game and rule set where the
mistake can happen); the page is driven by Space, clicks on the table and the
arrow keys, with time fired by the test as in ``tests/test_spotpage.py``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_spotpage import Harness, make_harness
from test_spotting import faulted

from dealer_trainer.training.spotting import Fault, Outcome, PlaceKind, SpotAnswer, SpotResponse

#: The table's spot each pile's mistake is pointed at by.
SPOTS = {
    PlaceKind.POT: "pot",
    PlaceKind.BURN: "burn",
    PlaceKind.STUB: "stub",
    PlaceKind.COMMON: "common",
    PlaceKind.MUCK: "muck",
}


@pytest.fixture
def harness(qtbot) -> Harness:
    return make_harness(qtbot)


def _play(fault: Fault):
    hand, live = next(faulted(fault, 5))
    assert live.mistake is not None and live.mistake.fault is fault
    return hand, live


def _point_at(harness: Harness, place) -> None:
    """Click where the mistake is, as a trainee would: the seat's plate, or the pile."""
    if place.seat is not None:
        harness.click(harness.table.seat_item(place.seat))
    else:
        harness.click(harness.table.spot_item(SPOTS[place.kind]))


@pytest.mark.parametrize("fault", list(Fault), ids=[fault.value for fault in Fault])
def test_stopping_at_each_kind_of_mistake_and_naming_it_on_the_table_is_a_catch(qtbot, harness, fault):
    _, live = _play(fault)
    mistake = live.mistake
    harness.page.load(live, SpotAnswer(mistake), 0)
    harness.run_to(mistake.beat + 1)
    harness.clock.now += 600
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    assert harness.page.phase == "naming"
    _point_at(harness, mistake.place)
    harness.name(qtbot, fault)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Return)
    (response,) = harness.responses
    assert response.stopped == mistake.beat + 1 and response.fault is fault
    assert mistake.place.covers(response.place)
    judgement = harness.page.judgement
    assert judgement is not None and judgement.outcome is Outcome.CAUGHT, (fault, response)


@pytest.mark.parametrize("fault", list(Fault), ids=[fault.value for fault in Fault])
def test_stopping_just_before_each_kind_of_mistake_is_a_false_alarm(qtbot, harness, fault):
    _, live = _play(fault)
    mistake = live.mistake
    harness.page.load(live, SpotAnswer(mistake), 0)
    harness.run_to(mistake.beat)
    qtbot.keyClick(harness.table, Qt.Key.Key_Space)
    _point_at(harness, mistake.place)
    harness.name(qtbot, fault)
    qtbot.keyClick(harness.page.fault_list, Qt.Key.Key_Return)
    judgement = harness.page.judgement
    assert judgement is not None and judgement.outcome is Outcome.FALSE_ALARM


@pytest.mark.parametrize("fault", list(Fault), ids=[fault.value for fault in Fault])
def test_letting_each_kind_of_mistake_run_to_the_end_is_a_miss(harness, fault):
    _, live = _play(fault)
    harness.page.load(live, SpotAnswer(live.mistake), 0)
    harness.run_out()
    assert harness.responses == [SpotResponse(None)]
    judgement = harness.page.judgement
    assert judgement is not None and judgement.outcome is Outcome.MISSED
