"""The end of a class session: its answers written for the class view, and the class view offered."""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest
from classhost_fakes import FakeHost, lesson_of, session_of
from helpers import wrong_response

from dealer_trainer.classroom.sessionstate import Phase
from dealer_trainer.gui.classhost import ClassHostWindow
from dealer_trainer.gui.classhostend import RESULTS_SETTING, results_folder
from dealer_trainer.records.sessionresults import session_results_name
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def host() -> FakeHost:
    host = FakeHost(session_of(lesson_of((Drill.BRING_IN, Drill.SPLIT_POT))))
    host.join("Ana", uid="a" * 32)
    host.join("Bo")
    return host


@pytest.fixture
def window(qtbot: Any, host: FakeHost, tmp_path: Path) -> ClassHostWindow:
    from PySide6.QtCore import QSettings

    QSettings().setValue(RESULTS_SETTING, str(tmp_path / "results"))
    win = ClassHostWindow(host)
    qtbot.addWidget(win)
    win.show()
    return win


def _play(window: ClassHostWindow, host: FakeHost) -> None:
    window.deal_next()
    host.answer_right("Ana", 2.5)
    host.answer("Bo", wrong_response(host.question()), 4.0)
    window.reveal()
    window.deal_next()
    host.answer_right("Bo", 6.0)  # Ana does not answer the second
    window.reveal()


def test_the_file_carries_each_trainees_identifier_and_drops_one_that_is_not(
    window: ClassHostWindow, host: FakeHost, tmp_path: Path
) -> None:
    host.join("Mallory", uid="not-an-identifier")  # a hostile app's: it must not refuse the whole file
    window.deal_next()
    host.answer_right("Ana", 2.5)
    host.answer_right("Mallory", 3.0)
    window.reveal()
    window.end_session(confirm=False)
    (path,) = (tmp_path / "results").glob("*.csv")
    with path.open(encoding="utf-8", newline="") as handle:
        uids = {line["trainee"]: line["trainee_uid"] for line in csv.DictReader(handle)}
    assert uids == {"Ana": "a" * 32, "Mallory": ""}


def test_the_end_shows_every_trainee_by_place_with_the_class_totals(
    window: ClassHostWindow, host: FakeHost
) -> None:
    _play(window, host)
    window.end_session(confirm=False)
    rows = window.end_page.standings()
    assert [row[:4] for row in rows] == [["1", "Ana", "1", "1"], ["2", "Bo", "1", "2"]]
    assert rows[0][5] == "2.5 s"  # the faster right answer, the more points
    assert "2 of 2 questions dealt; 2 of 3 answers right" in window.end_page.summary.text()


def test_the_last_deal_ends_the_session_and_writes_every_answer(
    window: ClassHostWindow, host: FakeHost, tmp_path: Path
) -> None:
    _play(window, host)
    saved: list[str] = []
    window.resultsSaved.connect(saved.append)
    window.deal_next()  # none left: the end
    assert host.ended and host.session.phase is Phase.ENDED
    (path,) = (tmp_path / "results").glob("*.csv")
    assert saved == [str(path)]
    assert path.name == session_results_name(host.session.title, host.session.started)
    with path.open(encoding="utf-8", newline="") as handle:
        lines = list(csv.DictReader(handle))
    assert [(line["trainee"], line["correct"]) for line in lines] == [("Ana", "1"), ("Bo", "0"), ("Bo", "1")]
    assert {line["session"] for line in lines} == {"Tuesday class"}
    assert window.stack.currentIndex() == 1
    assert str(path) in window.end_page.text.text()


def test_the_end_offers_the_class_view_on_the_results_folder(
    window: ClassHostWindow, host: FakeHost, tmp_path: Path
) -> None:
    _play(window, host)
    window.end_session(confirm=False)
    asked: list[str] = []
    window.classResultsRequested.connect(asked.append)
    window.end_page.class_results_button.click()
    assert asked == [str(tmp_path / "results")]


def test_a_folder_that_cannot_be_written_is_said_and_the_session_still_ends(
    window: ClassHostWindow, host: FakeHost, tmp_path: Path
) -> None:
    from PySide6.QtCore import QSettings

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    QSettings().setValue(RESULTS_SETTING, str(blocker / "results"))
    _play(window, host)
    window.end_session(confirm=False)
    assert host.ended
    assert "could not be written" in window.end_page.text.text()
    assert not window.end_page.class_results_button.isEnabled()


def test_the_results_go_beside_the_records_unless_another_folder_is_chosen() -> None:
    from dealer_trainer.records.schema import default_path

    assert results_folder() == default_path().parent / "Class results"


def test_the_class_view_reads_the_sessions_results(
    qtbot: Any, window: ClassHostWindow, host: FakeHost, tmp_path: Path
) -> None:
    from dealer_trainer.gui.classview import ClassView

    _play(window, host)
    window.end_session(confirm=False)
    view = ClassView()
    qtbot.addWidget(view)
    table = view.load([tmp_path / "results"])
    assert {row[0] for row in view.table_rows()} >= {"Ana", "Bo"}
    assert table is not None
