"""The trainee's class table draws the question as a dealer sees it (issue 23, item 10).

The window is sent the table without the hidden cards: the other seats' hole
cards are drawn face down even with the "show hole cards" view option on (the
app has no card to show), the answer is given on the drills' own pages by
clicks, and at the reveal the drills' own feedback, marks and hole cards come
back. A malformed ``asked`` never raises in the window.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from classjoin_helpers import FakeClient, answer_by_hand, ask, click_seat, question, reveal
from test_classroom_asked import SAMPLES, mutated, visible_cards

from dealer_trainer.classroom.errors import ProtocolError
from dealer_trainer.classroom.protocol import Asked, decode_from_host
from dealer_trainer.gui.classjoinwindow import ClassJoinWindow
from dealer_trainer.gui.tablelayout import ROLE_CARD, ROLE_SEAT
from dealer_trainer.records.database import open_records
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import Question, SeatAnswer


@pytest.fixture
def client() -> FakeClient:
    return FakeClient()


@pytest.fixture
def window(qtbot: Any, client: FakeClient, tmp_path: Path) -> ClassJoinWindow:
    records = open_records(tmp_path / "records.sqlite3", backup=False, daily_backup=False)
    trainee = records.add_trainee("Ana")
    win = ClassJoinWindow(client, records, trainee.id, name="Ana")
    qtbot.addWidget(win)
    win.panel.ms_per_card = 0
    win.table.set_show_hole_cards(True)  # the view option on: still no hole card can be shown
    win.start()
    qtbot.waitExposed(win)
    win.activateWindow()
    client.welcome()
    return win


def seat_cards(window: ClassJoinWindow) -> list[str]:
    """What each seat's card drawn shows: its code, or "back"."""
    return [
        str(item.data(ROLE_CARD)) for item in window.table.card_items() if item.data(ROLE_SEAT) is not None
    ]


def hidden_cards(q: Question) -> set[str]:
    return {str(card) for view in q.snapshot().seats for card, up in view.cards if not up} - visible_cards(q)


def test_the_other_seats_hole_cards_are_face_down_even_with_the_hole_cards_option_on(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(Drill.BRING_IN, seed=5)
    assert isinstance(q.answer, SeatAnswer)
    ask(client, 1, q)
    assert window.table.show_hole_cards and window.panel.phase == "asking"
    drawn = seat_cards(window)
    downs = sum(1 for view in q.snapshot().seats for _card, up in view.cards if not up)
    assert drawn.count("back") == downs > 0
    assert not set(drawn) & hidden_cards(q)
    # answered with a click, as in the drills; then the drills' own feedback and marks
    click_seat(qtbot, window, q.answer.seat)
    assert client.sent == [(1, {"seat": q.answer.seat})]
    reveal(client, 1, q, client.sent[0][1])
    assert "✓ Right" in window.panel.feedback.toPlainText()
    assert window.table.highlighted() == {f"seat:{q.answer.seat}": "correct"}
    # the answer is out: the table is the drills' again, hole cards shown as the option says
    assert hidden_cards(q) <= set(seat_cards(window))


def test_a_split_is_answered_in_the_split_editor_from_the_pots_sent(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(Drill.SPLIT_POT, seed=4)
    ask(client, 1, q)
    assert window.panel.answer_pages.currentWidget() is window.panel.split_editor
    assert not set(seat_cards(window)) & hidden_cards(q)  # the folded seats' cards never travel
    answer_by_hand(qtbot, window, q, right=False)
    assert len(client.sent) == 1 and "pots" in client.sent[0][1]
    reveal(client, 1, q, client.sent[0][1])
    assert "✗ Not right" in window.panel.feedback.toPlainText()


def test_the_stub_count_is_asked_with_no_count_on_the_table(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(Drill.STUB_COUNT, seed=2)
    ask(client, 1, q)
    table = window.table.snapshot()
    assert table is not None and not table.counted and table.stub_count == 0 and not table.burns
    assert window.table.figures_hidden
    answer_by_hand(qtbot, window, q, right=True)
    reveal(client, 1, q, client.sent[0][1])
    assert "✓ Right" in window.panel.feedback.toPlainText()
    shown = window.table.snapshot()
    assert shown is not None and shown.counted and shown.stub_count == q.snapshot().stub_count


def test_a_malformed_asked_never_raises_in_the_window(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    """The connection drops a line that is not a question (ProtocolError); one that reads as a
    question, however odd, is drawn and answered without an error (qtbot fails on any raised)."""
    rng = random.Random(10)
    drawn = 0
    for number in range(1, 400):
        value = rng.choice([None, 0, 1, 9, -1, True, "As", "x", [], {}, [[None, False]], 10**9])
        line = mutated(rng.randrange(len(SAMPLES)), rng.randrange(10_000), value, rng.random() < 0.3)
        data = json.loads(line)
        data["number"] = number
        try:
            message = decode_from_host(json.dumps(data).encode())
        except ProtocolError:
            continue
        assert isinstance(message, Asked)
        client.asked.emit(message)
        qtbot.waitUntil(lambda: window.panel.phase in ("asking", "sent"), timeout=5000)
        click_seat(qtbot, window, window.panel.view.table.seats[0].seat if window.panel.view else 1)
        drawn += 1
    assert drawn > 20
