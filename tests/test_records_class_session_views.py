"""The class session on screen: the class view shows one session at a time and who answered
in which; My Progress names the class sessions answered in, and a missed answer's session."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from class_helpers import DAY0, question_pool
from pytestqt.qtbot import QtBot
from qt_helpers import headers

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.gui.progress import SESSIONS_SHOWN, ProgressView
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.records.sessionresults import SessionAnswerRow, write_session_results
from dealer_trainer.records.stats import class_sessions
from dealer_trainer.training.drills import Drill, Question, right_response
from dealer_trainer.training.levels import Level

UIDS = {"Ada": "a" * 32, "Bo": "b" * 32, "Cy": "c" * 32}


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    return question_pool()


def _session(shared: Path, title: str, hour: int, who: dict[str, int], drill: Drill = Drill.BRING_IN) -> Path:
    """The host's file of one class session: each trainee's right answers out of four."""
    rows = [
        SessionAnswerRow(
            name,
            UIDS[name],
            DAY0 + timedelta(hours=hour, minutes=question),
            drill,
            Variant.STUD7,
            RuleSetName.PA,
            question < right,
            2.0,
            Level.PRACTICE,
            title,
        )
        for question in range(4)
        for name, right in who.items()
    ]
    path = shared / f"{title.lower().replace(' ', '-')}.csv"
    write_session_results(rows, path)
    return path


@pytest.fixture
def shared(tmp_path: Path) -> Path:
    folder = tmp_path / "shared"
    folder.mkdir()
    _session(folder, "Week 3", 0, {"Ada": 4, "Bo": 1})
    _session(folder, "Week 4", 24, {"Ada": 2, "Cy": 3}, Drill.SPLIT_POT)
    return folder


@pytest.fixture
def view(qtbot: QtBot) -> ClassView:
    widget = ClassView()
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    return widget


def test_the_class_view_offers_the_sessions_the_files_name_newest_first(
    view: ClassView, shared: Path
) -> None:
    assert view.session_box.isHidden()  # nothing read: nothing to offer
    view.load([shared])
    box = view.session_box
    assert not box.isHidden()
    assert [box.itemData(i) for i in range(box.count())] == [None, "Week 4", "Week 3"]
    assert box.itemText(1) == "Class session: Week 4"
    assert view.chosen_session() is None


def test_choosing_a_session_counts_only_its_answers(qtbot: QtBot, view: ClassView, shared: Path) -> None:
    view.load([shared])
    assert [row[0] for row in view.table_rows()] == ["Ada", "Bo", "Cy"]
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.choose_session("Week 3")
    assert view.chosen_session() == "Week 3"
    rows = {row[0]: row for row in view.table_rows()}
    assert set(rows) == {"Ada", "Bo"}  # Cy was not in Week 3
    assert rows["Ada"][1] == "100% (4)" and rows["Bo"][1] == "25% (4)"
    # the list still offers every session, the chosen one kept
    assert [view.session_box.itemData(i) for i in range(view.session_box.count())] == [
        None,
        "Week 4",
        "Week 3",
    ]
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.choose_session(None)
    assert [row[0] for row in view.table_rows()] == ["Ada", "Bo", "Cy"]


def test_the_table_says_who_answered_in_which_session(view: ClassView, shared: Path) -> None:
    view.load([shared])
    assert headers(view.table)[:3] == ["Trainee", "All skills", "Class sessions"]
    rows = {row[0]: row for row in view.table_rows()}
    assert rows["Ada"][2] == "2 class sessions"
    assert rows["Bo"][2] == "Week 3" and rows["Cy"][2] == "Week 4"
    assert view.table_data is not None and view.table_data.sessions_of("Ada") == ("Week 4", "Week 3")


def test_a_class_without_sessions_shows_no_session_column_nor_list(
    tmp_path: Path, view: ClassView, pool: dict[Drill, list[Question]]
) -> None:
    from class_helpers import export_class

    exports = export_class(tmp_path, pool, {"Alice": {Drill.BRING_IN: 5}}, answers=6)
    view.load(exports)
    assert headers(view.table)[:2] == ["Trainee", "All skills"] and "Class sessions" not in headers(
        view.table
    )
    assert view.session_box.isHidden()


def test_the_class_view_with_a_session_chosen_renders(qtbot: QtBot, view: ClassView, shared: Path) -> None:
    view.load([shared])
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.choose_session("Week 4")
    view.show()
    qtbot.waitExposed(view)
    assert not view.grab().isNull()
    view.grab().save(str(shared.parent / "class-view-session.png"))


# --- My Progress -----------------------------------------------------------------------------------


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


def _answer(
    records: Records, trainee: int, question: Question, hours: int, session: str | None, right: bool
) -> None:
    records.record_attempt(
        trainee,
        question,
        response_to_json(question, right_response(question)),
        right,
        3.0,
        at=DAY0 + timedelta(hours=hours),
        level=Level.PRACTICE,
        class_session=session,
    )


def test_my_progress_names_the_class_sessions_newest_first(
    qtbot: QtBot, records: Records, pool: dict[Drill, list[Question]]
) -> None:
    ada = records.add_trainee("Ada")
    question = pool[Drill.BRING_IN][0]
    _answer(records, ada.id, question, 0, None, True)  # alone: not a session
    for hours, title, right in ((1, "Week 1", True), (2, "Week 1", False), (30, "Week 2", True)):
        _answer(records, ada.id, question, hours, title, right)
    assert [(s.title, s.attempts, s.right) for s in class_sessions(records, ada.id)] == [
        ("Week 2", 1, 1),
        ("Week 1", 2, 1),
    ]
    view = ProgressView(records, ada.id)
    qtbot.addWidget(view)
    view.refresh()
    line = view.sessions_line.text()
    assert not view.sessions_line.isHidden()
    assert line.startswith("Class sessions — Week 2 (")
    assert "Week 2" in line and ": 1 answer, 100% right" in line and "2 answers, 50% right" in line
    assert line.index("Week 2") < line.index("Week 1")
    # the missed answer says the session it was given in
    (missed,) = [view.missed_list.item(i).text() for i in range(view.missed_list.count())]
    assert "class session Week 1" in missed.splitlines()[0]


def test_my_progress_names_a_few_sessions_and_counts_the_rest(
    qtbot: QtBot, records: Records, pool: dict[Drill, list[Question]]
) -> None:
    ada = records.add_trainee("Ada")
    for week in range(SESSIONS_SHOWN + 2):
        _answer(records, ada.id, pool[Drill.BRING_IN][0], week * 24, f"Week {week}", True)
    view = ProgressView(records, ada.id)
    qtbot.addWidget(view)
    view.refresh()
    line = view.sessions_line.text()
    assert line.endswith("and 2 more") and "Week 0" not in line and f"Week {SESSIONS_SHOWN + 1}" in line


def test_my_progress_without_sessions_has_no_session_line(
    qtbot: QtBot, records: Records, pool: dict[Drill, list[Question]]
) -> None:
    ada = records.add_trainee("Ada")
    _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, None, False)
    view = ProgressView(records, ada.id)
    qtbot.addWidget(view)
    view.refresh()
    assert view.sessions_line.isHidden()
    (missed,) = [view.missed_list.item(i).text() for i in range(view.missed_list.count())]
    assert "class session" not in missed
