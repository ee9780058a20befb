"""A whole class on one machine: the instructor's host and three trainees' windows over loopback.

The host listens on 127.0.0.1 on a free port; three trainee windows join it
with their own records, each through its own connection, and a whole pack is
run through real clicks and keys on their tables: every question dealt, each
trainee answering (right or not, as planned), the reveal, the next one, the end.
Then every answer must be at the host, in the session's file (nothing lost),
in each trainee's own records with the session named, and in the totals and
places the trainees were told.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classjoin_helpers import answer_by_hand
from PySide6.QtCore import Qt

from dealer_trainer.classroom.codes import new_code
from dealer_trainer.classroom.hosting import ClassHost
from dealer_trainer.classroom.joining import ClassClient
from dealer_trainer.classroom.lesson import lesson_from_pack
from dealer_trainer.classroom.sessionstate import ClassSession
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.gui.classhost import ClassHostWindow
from dealer_trainer.gui.classjoinwindow import ClassJoinWindow
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.records.database import open_records
from dealer_trainer.records.results import read_results
from dealer_trainer.training.levels import Level
from dealer_trainer.training.tablequestion import table_question

PACK = Path(__file__).resolve().parent.parent / "assets" / "packs" / "seven-card-stud-high.studpack"
NAMES = ("Ana", "Bo", "Carmen")
#: The question during which Carmen's connection drops (before she answers it).
DROPPED = 4
#: How long any one step may take over loopback (joining, an answer arriving, a reveal shown), in ms.
STEP_MS = 10_000
#: Where the windows are drawn, each at each step, when this is set (to look at them).
PICTURES = os.environ.get("CLASSROOM_GUI_PICTURES")


def plan(name: str, number: int) -> bool:
    """Whether ``name`` answers question ``number`` right: Ana always, Bo every other, Carmen from the 3rd."""
    return {"Ana": True, "Bo": number % 2 == 0, "Carmen": number >= 3}[name]


@pytest.fixture
def trainees(qtbot: Any, tmp_path: Path) -> Iterator[list[tuple[str, Any, int]]]:
    """Each trainee's records (their own laptop's): the name, the records, the trainee's id."""
    opened = []
    for name in NAMES:
        records = open_records(tmp_path / f"{name}.sqlite3", backup=False, daily_backup=False)
        opened.append((name, records, records.add_trainee(name).id))
    yield opened
    for _name, records, _id in opened:
        records.close()


class Instructor:
    """The instructor's window, driven by its keys: Space deals, then reveals (after the last
    reveal, it ends the session and writes the results); L shows or hides the leaderboard."""

    def __init__(self, qtbot: Any, host: ClassHost) -> None:
        self.qtbot = qtbot
        self.host = host
        self.window = ClassHostWindow(host)
        qtbot.addWidget(self.window)
        self.window._closing_confirmed = True  # the test closes it without being asked
        self.window.show()

    def deal(self) -> None:
        self.qtbot.keyClick(self.window, Qt.Key.Key_Space)

    def reveal(self, leaderboard: bool) -> None:
        if leaderboard != self.window.board_button.isChecked():
            self.qtbot.keyClick(self.window, Qt.Key.Key_L)
        self.qtbot.keyClick(self.window, Qt.Key.Key_Space)

    def end(self) -> None:
        self.qtbot.keyClick(self.window, Qt.Key.Key_Space)  # after the last question: the end

    def close(self) -> None:
        self.window.close()
        self.host.close()


def draw(windows: dict[str, Any], step: str, instructor: Instructor) -> None:
    """Each window drawn, the instructor's too, when CLASSROOM_GUI_PICTURES is set (to look at them)."""
    if PICTURES:
        Path(PICTURES).mkdir(parents=True, exist_ok=True)
        for name, window in {**windows, "instructor": instructor.window}.items():
            window.grab().save(str(Path(PICTURES) / f"{step}-{name}.png"))


def drop_and_rejoin(qtbot: Any, window: ClassJoinWindow) -> None:
    """The trainee's network drops while a question is asked: the window says it is reconnecting,
    the connection comes back by itself, and the question is still there to answer."""
    states: list[str] = []

    def changed(_up: bool) -> None:
        states.append(window.state)
        if PICTURES and window.state == "reconnecting":
            window.grab().save(str(Path(PICTURES) / f"{DROPPED}-reconnecting-{window.name}.png"))

    window.client.connectionChanged.connect(changed)
    number = window.panel.number
    window.client._socket.abort()  # the cable pulled: no goodbye, the host finds out by itself
    qtbot.waitUntil(lambda: states[-2:] == ["reconnecting", "connected"], timeout=STEP_MS)
    window.client.connectionChanged.disconnect(changed)
    assert window.panel.phase == "asking" and window.panel.number == number


def test_an_instructor_and_three_trainees_run_a_whole_pack_over_loopback(
    qtbot: Any, tmp_path: Path, trainees: list[tuple[str, Any, int]]
) -> None:
    lesson = lesson_from_pack(load_pack(PACK), Level.GUIDED, seconds=300)
    count = len(lesson.questions)
    code = new_code()
    store = SessionStore.create(tmp_path / "session.sqlite3", code, lesson.title, lesson)
    session = ClassSession(lesson, code, lesson.title, store)
    host = ClassHost(session)
    port = host.listen(0, "127.0.0.1")
    instructor = Instructor(qtbot, host)
    saved: list[str] = []
    instructor.window.resultsSaved.connect(saved.append)
    arrived: list[tuple[str, int]] = []
    host.answerArrived.connect(lambda name, number: arrived.append((name, number)))
    windows: dict[str, ClassJoinWindow] = {}
    try:
        for name, records, trainee_id in trainees:
            client = ClassClient(f"127.0.0.1:{port}", code.lower(), name, records.trainee(trainee_id).uid)
            window = ClassJoinWindow(client, records, trainee_id, name=name)
            client.setParent(window)
            qtbot.addWidget(window)
            window.panel.ms_per_card = 0
            windows[name] = window
            window.start()
        qtbot.waitUntil(lambda: host.connected() == set(NAMES), timeout=STEP_MS)
        qtbot.waitUntil(lambda: all(w.state == "connected" for w in windows.values()), timeout=STEP_MS)
        draw(windows, "0-joined", instructor)
        for number in range(1, count + 1):
            instructor.deal()
            qtbot.waitUntil(
                lambda n=number: all(
                    w.panel.number == n and w.panel.phase == "asking" for w in windows.values()
                ),
                timeout=STEP_MS,
            )
            question = lesson.questions[number - 1]
            if number == DROPPED:
                drop_and_rejoin(qtbot, windows["Carmen"])
            for name, window in windows.items():
                window.activateWindow()
                # The trainee's app has the table as a dealer sees it, not the question's answer:
                # the test answers as a trainee who knows it (or not) would.
                assert window.panel.question is None and window.panel.view == table_question(question)
                answer_by_hand(qtbot, window, question, plan(name, number))
            qtbot.waitUntil(lambda n=number: sum(q == n for _, q in arrived) == len(NAMES), timeout=STEP_MS)
            qtbot.waitUntil(
                lambda: all("Answer in" in w.panel.notice.text() for w in windows.values()), timeout=STEP_MS
            )
            draw(windows, f"{number}a-answered", instructor)
            instructor.reveal(leaderboard=number == count)
            qtbot.waitUntil(
                lambda: all(w.panel.phase == "answered" for w in windows.values()), timeout=STEP_MS
            )
            for name, window in windows.items():
                feedback = window.panel.feedback.toPlainText()
                assert ("✓ Right" in feedback) == plan(name, number), (name, number, question.drill, feedback)
            draw(windows, f"{number}b-revealed", instructor)
        instructor.end()
        qtbot.waitUntil(lambda: all(w.state == "ended" for w in windows.values()), timeout=STEP_MS)
        draw(windows, "9-ended", instructor)
    finally:
        for window in windows.values():
            window.close()
        instructor.close()

    # The instructor's window wrote the session's results for the class view: every answer, the
    # trainee known by their records' identifier, the session named.
    assert len(saved) == 1
    uids = {name: records.trainee(trainee_id).uid for name, records, trainee_id in trainees}
    assert sorted((r.trainee, r.trainee_uid, r.correct, r.session) for r in read_results(saved[0])) == sorted(
        (name, uids[name], plan(name, n), lesson.title) for name in NAMES for n in range(1, count + 1)
    )
    # Every answer reached the host, once, in the order given, judged as planned.
    answers = session.answers()
    assert sorted(arrived) == sorted((a.trainee, a.question) for a in answers)
    assert {(a.trainee, a.question): a.correct for a in answers} == {
        (name, n): plan(name, n) for name in NAMES for n in range(1, count + 1)
    }
    # ...and is in the session's file: the host closing loses none.
    store.close()
    kept = SessionStore.open(tmp_path / "session.sqlite3").load()
    assert {(a.trainee, a.question, a.correct) for a in kept.answers} == {
        (a.trainee, a.question, a.correct) for a in answers
    }
    # Each trainee's own records hold their answers, the session named.
    standings = {s.name: s.points for s in session.leaderboard()}
    for name, records, trainee_id in trainees:
        rows = records.attempts(trainee_id)
        assert sorted(row.correct for row in rows) == sorted(plan(name, n) for n in range(1, count + 1))
        assert {row.drill for row in rows} == {q.drill for q in lesson.questions}
        assert {row.class_session for row in rows} == {lesson.title}
        ended = windows[name].ended
        assert ended is not None and ended.total == standings[name] and ended.trainees == len(NAMES)
    places = {name: windows[name].ended.place for name in NAMES}  # type: ignore[union-attr]
    assert places["Ana"] == 1  # right every time, and the first to answer each
