"""The instructor's class session window: what the projector shows at each step, and when.

Driven through a stand-in for the transport (:mod:`classhost_fakes`): trainees join,
answer and drop as the test says, so each rule of what the window shows is checked
without a network (the whole class over loopback is tests/test_classroom_gui.py).
"""

from __future__ import annotations

from typing import Any

import pytest
from classhost_fakes import FakeHost, lesson_of, session_of
from helpers import wrong_response
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from dealer_trainer.classroom.sessionstate import Phase
from dealer_trainer.gui.answerwords import answer_parts, question_sentence
from dealer_trainer.gui.classhost import ClassHostWindow
from dealer_trainer.gui.reasonwords import worded
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.questions import SeatAnswer


@pytest.fixture
def host() -> FakeHost:
    return FakeHost(session_of(lesson_of((Drill.BRING_IN, Drill.SPLIT_POT))))


@pytest.fixture
def window(qtbot: Any, host: FakeHost) -> ClassHostWindow:
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win._closing_confirmed = True  # the test closes it without the question
    win.show()
    for name in ("Ana", "Bo", "Chen"):
        host.join(name)
    return win


def _items(widget: Any) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def test_the_address_and_the_code_are_in_large_type_for_the_projector(window: ClassHostWindow) -> None:
    base = QApplication.font().pointSizeF()
    assert window.address_label.text() == "192.168.1.20:47810"
    assert window.code_label.text() == "K7P2QX"
    assert window.code_label.font().pointSizeF() >= 3 * base
    assert window.address_label.font().pointSizeF() >= 3 * base
    assert "127.0.0.1:47810" in window.other_addresses.text()


def test_the_copy_button_puts_the_address_and_the_code_on_the_clipboard(
    qtbot: Any, window: ClassHostWindow
) -> None:
    qtbot.mouseClick(window.copy_button, Qt.MouseButton.LeftButton)
    text = QGuiApplication.clipboard().text()
    assert "192.168.1.20:47810" in text
    assert "K7P2QX" in text


def test_who_joined_is_listed_with_who_is_away(window: ClassHostWindow, host: FakeHost) -> None:
    host.drop("Bo")
    assert _items(window.trainee_list) == ["● Ana", "○ Bo (away)", "● Chen"]
    assert "2" in window.joined_label.text() and "3" in window.joined_label.text()


def test_before_the_first_deal_only_dealing_can_be_done(window: ClassHostWindow) -> None:
    assert window.deal_button.isEnabled()
    assert not window.reveal_button.isEnabled()
    assert window.table.snapshot() is None


def test_a_dealt_question_is_on_the_table_without_its_answer(window: ClassHostWindow, host: FakeHost) -> None:
    window.deal_next()
    question = host.question()
    assert window.table.snapshot() == question.snapshot()
    assert window.table.highlighted() == {}
    text = window.reveal_area.toPlainText()
    assert answer_parts(question.answer)[0] not in text
    assert not any(reason.rule in text for reason in map(worded, question.reasons))
    assert not window.deal_button.isEnabled()
    assert window.reveal_button.isEnabled()
    assert question_sentence(question) in window.prompt_label.text()


def test_answers_arriving_are_counted_live_and_drawn_on_the_seats(
    window: ClassHostWindow, host: FakeHost
) -> None:
    window.deal_next()
    question = host.question()
    assert isinstance(question.answer, SeatAnswer)
    right = question.answer.seat
    wrong = wrong_response(question)
    host.answer_right("Ana")
    host.answer_right("Bo")
    host.answer("Chen", wrong)
    assert "3 of 3 answered" in window.answered_label.text()
    assert window.table.counts() == {f"seat:{right}": 2, f"seat:{wrong}": 1}
    lines = _items(window.spread_list)
    assert lines == [f"Seat {right} — 2 answers", f"Seat {wrong} — 1 answer"]
    # whether they are right is not on the screen before the reveal
    assert not any(line.startswith(("✓", "✗")) for line in lines)
    assert "right" not in window.answered_label.text()
    assert _items(window.trainee_list) == ["✓ Ana", "✓ Bo", "✓ Chen"]


def test_the_count_badges_carry_their_place_and_number(window: ClassHostWindow, host: FakeHost) -> None:
    from dealer_trainer.gui.tablelayout import ROLE_KIND, ROLE_PART
    from dealer_trainer.gui.tablepaint import ROLE_COUNT

    window.deal_next()
    host.answer_right("Ana")
    badges = [i for i in window.table.scene().items() if i.data(ROLE_KIND) == "count"]
    assert [(b.data(ROLE_PART), b.data(ROLE_COUNT)) for b in badges] == [
        (f"seat:{host.question().answer.seat}", 1)  # type: ignore[union-attr]
    ]


def test_the_spread_can_be_kept_off_the_screen_while_they_answer(
    window: ClassHostWindow, host: FakeHost
) -> None:
    window.deal_next()
    host.answer_right("Ana")
    window.spread_button.setChecked(False)
    assert window.table.counts() == {}
    assert window.spread_list.count() == 0
    assert "1 of 3 answered" in window.answered_label.text()  # the count stays
    window.reveal()
    assert window.spread_list.count() == 1  # shown with the answer


def test_the_reveal_marks_the_answer_and_words_it_with_the_engines_reasons(
    window: ClassHostWindow, host: FakeHost
) -> None:
    window.deal_next()
    question = host.question()
    host.answer_right("Ana")
    host.answer("Bo", wrong_response(question))
    window.reveal()
    assert host.session.phase is Phase.REVEALED
    assert window.table.highlighted() == {f"seat:{question.answer.seat}": "correct"}  # type: ignore[union-attr]
    text = window.reveal_area.toPlainText()
    assert answer_parts(question.answer)[0] in text
    for reason in map(worded, question.reasons):
        assert reason.rule in text
    lines = _items(window.spread_list)
    assert lines[0].startswith("✓ ") and lines[1].startswith("✗ ")
    assert "1 of 2 right" in window.answered_label.text()
    assert window.deal_button.isEnabled() and not window.reveal_button.isEnabled()


def test_amounts_given_are_listed_with_how_many_gave_each(window: ClassHostWindow, host: FakeHost) -> None:
    from dealer_trainer.gui.answerwords import response_words
    from dealer_trainer.training.questions import right_response

    window.deal_next()
    window.reveal()
    window.deal_next()  # the split
    question = host.question()
    assert question.drill is Drill.SPLIT_POT
    host.answer_right("Ana")
    host.answer_right("Bo")
    host.answer("Chen", wrong_response(question))
    lines = _items(window.spread_list)
    right_words = response_words(question.answer, right_response(question))
    assert lines[0] == f"{right_words[:1].upper()}{right_words[1:]} — 2 answers"
    assert lines[1].endswith("— 1 answer")


def test_the_leaderboard_is_hidden_until_shown_and_goes_to_the_trainees_with_the_reveal(
    window: ClassHostWindow, host: FakeHost
) -> None:
    window.deal_next()
    host.answer_right("Ana", seconds=1)
    host.answer_right("Bo", seconds=20)
    assert not window.board_list.isVisible()
    window.reveal()
    assert host.reveals == [False]
    window.board_button.setChecked(True)
    assert window.board_list.isVisible()
    lines = _items(window.board_list)
    assert lines[0].startswith("1. Ana") and lines[1].startswith("2. Bo") and lines[2].startswith("3. Chen")
    window.deal_next()
    window.reveal()
    assert host.reveals == [False, True]


def test_space_deals_then_reveals(qtbot: Any, window: ClassHostWindow, host: FakeHost) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert host.session.phase is Phase.ASKING
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert host.session.phase is Phase.REVEALED
    qtbot.keyClick(window, Qt.Key.Key_L)
    assert window.board_button.isChecked()


def test_the_time_left_is_shown_and_its_end_says_to_reveal(window: ClassHostWindow, host: FakeHost) -> None:
    window.deal_next()
    host.clock.now = 18.2
    window._tick()
    assert window.clock_label.text() == "12 seconds left"
    host.clock.now = 31
    window._tick()
    assert window.clock_label.text() == "Time is up"
    assert "reveal" in window.status_label.text()


def test_after_the_last_question_the_deal_button_finishes(window: ClassHostWindow, host: FakeHost) -> None:
    for _ in range(2):
        window.deal_next()
        window.reveal()
    assert "Finish" in window.deal_button.text()


def test_a_dropped_message_is_said_on_the_status_line(window: ClassHostWindow, host: FakeHost) -> None:
    host.problem.emit("A message from 10.0.0.5 was not JSON")
    assert "not JSON" in window.status_label.text()


def test_ending_early_asks_first_and_no_ends_nothing(
    window: ClassHostWindow, host: FakeHost, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.deal_next()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not window.end_session()
    assert not host.ended


def test_closing_a_live_session_can_keep_it_to_resume(
    qtbot: Any, host: FakeHost, monkeypatch: pytest.MonkeyPatch
) -> None:
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win.show()
    win.deal_next()

    def keep(box: QMessageBox) -> int:
        keep_button = next(b for b in box.buttons() if "Resume" in b.text())
        monkeypatch.setattr(box, "clickedButton", lambda: keep_button)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", keep)
    assert win.close()
    assert host.closed and not host.ended
    assert host.session.phase is Phase.ASKING


def test_closing_can_be_cancelled(qtbot: Any, host: FakeHost, monkeypatch: pytest.MonkeyPatch) -> None:
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win.show()
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: None)
    assert not win.close()
    assert not host.closed
    win._closing_confirmed = True


def test_a_dealers_move_to_a_pile_is_counted_on_the_pile(qtbot: Any) -> None:
    from dealer_trainer.training.kinds import StepKind
    from dealer_trainer.training.steps import Step

    host = FakeHost(session_of(lesson_of((Drill.DEALER_NEXT,), seed=11)))
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win._closing_confirmed = True
    for name in ("Ana", "Bo", "Chen"):
        host.join(name)
    win.deal_next()
    host.answer("Ana", Step(StepKind.BURN))
    host.answer("Bo", Step(StepKind.BURN))
    host.answer("Chen", Step(StepKind.RESHUFFLE))
    counts = win.table.counts()
    assert counts["spot:burn"] == 2
    assert sum(counts.values()) == 3
    assert [line.split(" — ")[1] for line in _items(win.spread_list)] == ["2 answers", "1 answer"]


def test_one_who_answered_and_dropped_is_shown_answered_and_away(
    window: ClassHostWindow, host: FakeHost
) -> None:
    window.deal_next()
    host.answer_right("Ana")
    host.drop("Ana")
    assert _items(window.trainee_list)[0] == "✓ Ana (away)"


@pytest.mark.parametrize("revealed", [False, True])
def test_a_resumed_session_shows_where_it_was(qtbot: Any, tmp_path: Any, revealed: bool) -> None:
    from dealer_trainer.classroom.sessionstate import ClassSession
    from dealer_trainer.classroom.store import SessionStore

    lesson = lesson_of((Drill.BRING_IN, Drill.SPLIT_POT))
    store = SessionStore.create(tmp_path / "s.session", "K7P2QX", "Tuesday class", lesson, 47810)
    first = FakeHost(ClassSession(lesson, "K7P2QX", "Tuesday class", store))
    first.join("Ana")
    first.join("Bo")
    first.deal_next()
    session = first.session
    from dealer_trainer.classroom.protocol import Answer as Given
    from dealer_trainer.records.rows import response_to_json
    from dealer_trainer.training.questions import right_response

    question = lesson.questions[0]
    session.answer("Ana", Given(1, response_to_json(question, right_response(question))))
    if revealed:
        session.reveal()
    store.close()

    again = SessionStore.open(tmp_path / "s.session")
    host = FakeHost(ClassSession.resume(again))
    host.live = {"Ana"}
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win._closing_confirmed = True
    assert win.table.snapshot() == question.snapshot()
    assert "1 of 2 answered" in win.answered_label.text()
    assert _items(win.trainee_list) == ["✓ Ana", "○ Bo (away)"]
    assert win.reveal_button.isEnabled() is not revealed
    assert (win.table.highlighted() != {}) is revealed
    again.close()


def test_a_question_in_parts_says_each_part_it_asks_before_the_reveal(qtbot: Any) -> None:
    from dealer_trainer.gui.answerkey import asked_lines

    host = FakeHost(session_of(lesson_of((Drill.BET,), seed=5)))
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win._closing_confirmed = True
    win.deal_next()
    lines = asked_lines(host.question())
    assert lines
    text = win.reveal_area.toPlainText()
    assert all(line in text for line in lines)
