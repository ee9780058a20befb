"""The trainee's class session window, driven by real clicks and keys against a stand-in host.

The host's messages are emitted by :class:`classjoin_helpers.FakeClient` (the
connection's signals, as ClassClient emits them); what the window sends is
read back from it. The answers are given on the table and the answer pages
exactly as in the drills, and the feedback after the reveal is the drills'.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from classjoin_helpers import SESSION, FakeClient, ask, click_seat, end, question, reveal
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea
from test_bet_drill_gui import fill

from dealer_trainer.classroom.protocol import Refusal, Rejection, Standing
from dealer_trainer.engine import RuleSetName, Variant
from dealer_trainer.gui.classjoinwindow import ClassJoinWindow
from dealer_trainer.records import response_to_json
from dealer_trainer.records.database import open_records
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.levels import Level
from dealer_trainer.training.parts import PartsAnswer
from dealer_trainer.training.questions import SplitAnswer, right_response
from dealer_trainer.training.tablequestion import table_question


@pytest.fixture
def client() -> FakeClient:
    return FakeClient()


@pytest.fixture
def records(tmp_path: Path) -> Any:
    opened = open_records(tmp_path / "records.sqlite3", backup=False, daily_backup=False)
    yield opened
    opened.close()


@pytest.fixture
def window(qtbot: Any, client: FakeClient, records: Any) -> ClassJoinWindow:
    trainee = records.add_trainee("Ana")
    win = ClassJoinWindow(client, records, trainee.id, name="Ana")
    qtbot.addWidget(win)
    win.panel.ms_per_card = 0
    win.start()
    qtbot.waitExposed(win)
    win.activateWindow()
    client.welcome()
    return win


def other_seat(window: ClassJoinWindow, seat: int) -> int:
    assert window.panel.view is not None
    return next(s.seat for s in window.panel.view.table.seats if s.seat != seat)


def test_a_seat_clicked_is_sent_once_and_the_table_locks(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question()
    ask(client, 1, q)
    assert window.panel.phase == "asking"
    assert "1 of 3" in window.panel.prompt.text() and SESSION in window.panel.prompt.text()
    click_seat(qtbot, window, q.answer.seat)
    assert client.sent == [(1, {"seat": q.answer.seat})]
    assert window.panel.phase == "sent"
    assert "Sending your answer" in window.panel.notice.text()
    click_seat(qtbot, window, other_seat(window, q.answer.seat))  # a second click is not a second answer
    qtbot.keyClick(window.table, str(other_seat(window, q.answer.seat)))
    assert len(client.sent) == 1
    client.received.emit(1)
    assert window.panel.notice.text() == "Answer in — waiting for the reveal."
    assert "waiting for the reveal" in window.status.text()


def test_the_answer_is_judged_only_at_the_reveal_with_the_drills_feedback(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=5)
    ask(client, 1, q, level=Level.LEARN)
    wrong = other_seat(window, q.answer.seat)
    qtbot.keyClick(window.table, str(wrong))
    assert client.sent == [(1, {"seat": wrong})]
    assert "Not right" not in window.panel.feedback.toPlainText()  # nothing said before the reveal
    assert window.table.highlighted().get(f"seat:{q.answer.seat}") is None
    reveal(client, 1, q, client.sent[0][1])
    text = window.panel.feedback.toPlainText()
    assert f"✗ Not right: the answer is seat {q.answer.seat}, not seat {wrong}" in text
    assert q.reasons[0].rule in text  # the drills' reasons, as after a drill's answer
    assert window.table.highlighted()[f"seat:{q.answer.seat}"] == "correct"
    assert window.table.highlighted()[f"seat:{wrong}"] == "wrong"
    assert "No points for this one" in window.points_label.text()
    assert "waiting for the next hand" in window.status.text()


def test_no_answer_in_time_shows_the_right_answer_and_how_the_dealer_decides(
    window: ClassJoinWindow, client: FakeClient
) -> None:
    q = question(seed=7)
    ask(client, 1, q)
    reveal(client, 1, q, None)
    text = window.panel.feedback.toPlainText()
    assert "No answer from you in time." in text and q.reasons[0].rule in text
    assert window.table.highlighted()[f"seat:{q.answer.seat}"] == "correct"
    assert client.sent == []


def test_points_and_the_leaderboard_follow_the_reveal(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q)
    click_seat(qtbot, window, q.answer.seat)
    reveal(client, 1, q, client.sent[0][1], leaderboard=(Standing("Bo", 1200), Standing("Ana", 1000)))
    assert "+1,000 points for this one" in window.points_label.text()
    assert window.leaderboard.isVisible() and "2. Ana — 1,000" in window.leaderboard.text()
    ask(client, 2, question(seed=4))
    assert not window.leaderboard.isVisible()  # the next hand hides it until the instructor shows it again


def test_the_end_shows_the_total_and_the_place(window: ClassJoinWindow, client: FakeClient) -> None:
    end(client, 2300, place=2, trainees=5)
    assert window.status.text() == "The session is over: 2,300 points, place 2 of 5. Thank you!"
    assert "Your place: 2 of 5" in window.panel.feedback.toPlainText()


def test_the_status_line_follows_the_connection(qtbot: Any, client: FakeClient) -> None:
    win = ClassJoinWindow(client, name="Ana")
    qtbot.addWidget(win)
    win.start()
    assert client.started == 1
    assert win.status.text() == "Connecting to the class session…"
    client.welcome()
    assert win.status.text() == "Connected as Ana — waiting for the next hand."
    client.connectionChanged.emit(False)
    assert "reconnecting" in win.status.text()
    client.connectionChanged.emit(True)
    assert win.status.property("state") == "connected"
    client.connectionChanged.emit(False)
    client.gaveUp.emit()
    assert "cannot be reached" in win.status.text() and win.retry_button.isVisible()
    qtbot.mouseClick(win.retry_button, Qt.MouseButton.LeftButton)
    assert client.started == 2 and win.status.text() == "Connecting to the class session…"


@pytest.mark.parametrize(
    ("reason", "words"),
    [(Refusal.WRONG_CODE, "Check the code"), (Refusal.NAME_TAKEN, "joined as Ana already")],
)
def test_a_refusal_says_what_to_do_and_offers_to_join_again(
    qtbot: Any, client: FakeClient, reason: Refusal, words: str
) -> None:
    win = ClassJoinWindow(client, name="Ana")
    qtbot.addWidget(win)
    win.start()
    client.refused.emit(reason.value)
    assert words in win.status.text()
    client.connectionChanged.emit(False)  # the connection closes after a refusal: no "reconnecting"
    assert words in win.status.text()
    with qtbot.waitSignal(win.joinAgainRequested):
        qtbot.mouseClick(win.join_again_button, Qt.MouseButton.LeftButton)
    assert not client.left  # refused: there is no session to leave


def test_a_rejoin_after_answering_shows_the_answer_locked_and_sends_nothing(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q, answered={"seat": q.answer.seat})
    assert window.panel.phase == "sent"
    assert f"Your answer: seat {q.answer.seat}" in window.panel.page_wait.text()
    click_seat(qtbot, window, q.answer.seat)
    assert client.sent == []
    reveal(client, 1, q, {"seat": q.answer.seat})
    assert f"✓ Right: seat {q.answer.seat}" in window.panel.feedback.toPlainText()


def test_the_same_question_sent_again_after_a_reconnection_keeps_the_answer_given(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q)
    click_seat(qtbot, window, q.answer.seat)
    client.connectionChanged.emit(False)
    client.welcome()
    ask(client, 1, q)  # the host deals the question being asked again to a trainee who rejoins
    assert window.panel.phase == "sent" and len(client.sent) == 1


def test_an_answer_closed_by_the_host_is_too_late_and_one_it_could_not_read_may_be_given_again(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q)
    click_seat(qtbot, window, other_seat(window, q.answer.seat))
    client.rejected.emit(1, Rejection.UNREADABLE.value)
    assert window.panel.phase == "asking" and "give it again" in window.panel.notice.text()
    click_seat(qtbot, window, q.answer.seat)
    assert [number for number, _ in client.sent] == [1, 1]
    client.rejected.emit(1, Rejection.CLOSED.value)
    assert window.panel.phase == "sent" and "Too late" in window.panel.notice.text()
    click_seat(qtbot, window, q.answer.seat)
    assert len(client.sent) == 2


def test_each_answer_revealed_is_kept_in_the_trainees_records_with_the_session_named(
    window: ClassJoinWindow, client: FakeClient, records: Any, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q, level=Level.GUIDED)
    with qtbot.waitSignal(window.recordsChanged):
        click_seat(qtbot, window, q.answer.seat)
        reveal(client, 1, q, client.sent[0][1])
    reveal(client, 1, q, client.sent[0][1])  # a reveal sent again (a rejoin) is not kept twice
    assert window.trainee_id is not None
    rows = records.attempts(window.trainee_id)
    assert len(rows) == 1
    row = rows[0]
    assert row.correct and row.response == {"seat": q.answer.seat} and row.level is Level.GUIDED
    assert row.scenario == q.scenario and row.point == q.point
    assert row.class_session == SESSION


def test_the_dealers_next_move_is_clicked_on_the_table(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(Drill.DEALER_NEXT, seed=2)
    ask(client, 1, q)
    step = right_response(q)
    table = window.table
    if step.kind is StepKind.DEAL:
        item = table.seat_item(step.seat)
    else:
        item = table.spot_item(
            {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}[step.kind]
        )
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(item.sceneBoundingRect().center())
    )
    assert client.sent == [(1, response_to_json(q, step))]
    reveal(client, 1, q, client.sent[0][1])
    assert "✓ Right" in window.panel.feedback.toPlainText()


def test_the_common_card_is_answered_yes_or_no_by_key_and_not_dealt_along(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = new_question(
        Drill.COMMON_CARD, random.Random(8), [Variant.STUD7], [RuleSetName.PA], focus=Focus.RESHUFFLE
    )
    ask(client, 1, q)
    qtbot.keyClick(window.table, "y")
    assert client.sent == [(1, {"needed": True})]
    assert window.panel.phase == "sent"  # not "dealing": the street is not dealt along in class
    reveal(client, 1, q, client.sent[0][1])
    assert "✓ Right" in window.panel.feedback.toPlainText()


def test_a_split_is_typed_and_submitted_then_locked_until_the_reveal(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = new_question(Drill.SPLIT_POT, random.Random(10), [Variant.STUD7], [RuleSetName.PA])
    ask(client, 1, q)
    answer = q.answer
    assert isinstance(answer, SplitAnswer)
    editor = window.panel.split_editor

    def all_on_show() -> None:  # the side column shows the whole editor: no chip box cut off or squeezed
        area = window.findChild(QScrollArea)
        right = editor.mapTo(area.viewport(), editor.rect().topRight()).x()
        assert right <= area.viewport().width() and editor.width() >= editor.sizeHint().width()

    qtbot.waitUntil(all_on_show)
    seat, chips = next((s, c) for s, c in answer.pots[0] if c)
    for pot, awards in enumerate(answer.pots):
        for s, c in awards:
            editor.set_value(pot, s, c)
    editor.set_value(0, seat, chips - 1)  # one chip short
    editor.rake_box.setValue(answer.rake)
    qtbot.mouseClick(editor.submit_button, Qt.MouseButton.LeftButton)
    assert len(client.sent) == 1 and "pots" in client.sent[0][1]
    assert not editor.boxes[(0, seat)].isEnabled()
    reveal(client, 1, q, client.sent[0][1])
    text = window.panel.feedback.toPlainText()
    assert "✗ Not right: the split is" in text and f"Seat {seat}" in text


def test_an_answer_in_parts_is_filled_in_and_sent_with_enter(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = new_question(Drill.BET, random.Random(3), [Variant.STUD7], [RuleSetName.PA])
    ask(client, 1, q)
    assert window.panel.answer_pages.currentWidget() is window.panel.parts_page
    assert isinstance(q.answer, PartsAnswer)
    fill(qtbot, window, answer=q.answer)  # the trainee's page knows what is asked, not the answer
    qtbot.keyClick(window.table, Qt.Key.Key_Return)
    assert len(client.sent) == 1 and "parts" in client.sent[0][1]
    assert window.panel.parts_page.locked
    reveal(client, 1, q, client.sent[0][1])
    assert "✓ Right" in window.panel.feedback.toPlainText()


def test_closing_the_window_leaves_the_session(window: ClassJoinWindow, client: FakeClient) -> None:
    window.close()
    assert client.left


def test_the_instructors_keys_are_not_the_trainees(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    """Space, H and the drill choices deal or help in the drills; in a class the instructor deals."""
    q = question(seed=3)
    ask(client, 1, q)
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    qtbot.keyClick(window.table, "h")
    assert (
        window.panel.view == table_question(q) and window.panel.phase == "asking" and not window.panel.hinted
    )
    assert not window.panel.settings_group.isVisible() and not window.panel.next_button.isVisible()


def test_a_reveal_that_comes_while_the_hand_is_still_dealt_shows_the_answers_table(
    window: ClassJoinWindow, client: FakeClient
) -> None:
    """A trainee who joins late, or a slow laptop: the reveal finishes the dealing first."""
    window.panel.ms_per_card = 400
    q = question(seed=3)
    ask(client, 1, q)
    assert window.panel.phase == "animating" and window.table._dealing.running()
    reveal(client, 1, q, None)
    assert window.panel.phase == "answered" and not window.table._dealing.running()
    assert window.table.highlighted()[f"seat:{q.answer.seat}"] == "correct"
    assert window.table.snapshot() == q.snapshot()


def test_an_answer_the_records_cannot_keep_is_said_and_the_session_goes_on(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any, monkeypatch: Any
) -> None:
    from dealer_trainer.records.errors import RecordsError

    def full_disk(*_args: Any, **_kwargs: Any) -> int:
        raise RecordsError("The disk is full.")

    monkeypatch.setattr(window.records, "record_attempt", full_disk)
    q = question(seed=3)
    ask(client, 1, q)
    click_seat(qtbot, window, q.answer.seat)
    with qtbot.waitSignal(window.recordsFailed):
        reveal(client, 1, q, client.sent[0][1])
    assert "could not be kept in your records" in window.panel.notice.text()
    assert "✓ Right" in window.panel.feedback.toPlainText()
    ask(client, 2, question(seed=4))
    assert window.panel.phase == "asking"


def test_when_the_time_allowed_is_up_the_table_takes_no_more_answer(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = question(seed=3)
    ask(client, 1, q, seconds=0.5)
    assert window.time_left.isVisible() and window.time_left.text() == "Answers close in 1 s"
    qtbot.waitUntil(lambda: window.panel.phase == "sent", timeout=3000)
    assert "Time is up" in window.panel.notice.text() and not window.time_left.isVisible()
    assert "answers closed" in window.status.text()
    click_seat(qtbot, window, q.answer.seat)
    assert client.sent == []
    reveal(client, 1, q, None)
    assert "No answer from you in time." in window.panel.feedback.toPlainText()


def test_a_split_given_before_a_rejoin_is_shown_in_its_chip_boxes_locked(
    window: ClassJoinWindow, client: FakeClient, qtbot: Any
) -> None:
    q = new_question(Drill.SPLIT_POT, random.Random(10), [Variant.STUD7], [RuleSetName.PA])
    answer = q.answer
    assert isinstance(answer, SplitAnswer)
    given = response_to_json(q, right_response(q))
    ask(client, 1, q, answered=given)
    editor = window.panel.split_editor
    assert window.panel.phase == "sent" and window.panel.answer_pages.currentWidget() is editor
    assert editor.values() == [{s: c for s, c in awards if c} for awards in answer.pots]
    assert not any(box.isEnabled() for box in editor.boxes.values())
    qtbot.mouseClick(editor.submit_button, Qt.MouseButton.LeftButton)
    assert client.sent == []
