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
from dealer_trainer.gui.classhostresults import results_name, session_rows
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

pytest.importorskip("dealer_trainer.records.sessionresults")  # the records' writer (issue 15, records)


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


def test_each_answer_is_a_row_named_for_the_session_with_the_trainees_identifier(host: FakeHost) -> None:
    session = host.session
    session.deal_next()
    host.answer_right("Ana", 2.5)
    rows = session_rows(session)  # type: ignore[arg-type]
    (row,) = rows
    question = session.lesson.questions[0]
    assert (row.trainee, row.trainee_uid, row.session, row.level) == (
        "Ana",
        "a" * 32,
        "Tuesday class",
        Level.PRACTICE,
    )
    assert (row.drill, row.variant, row.rules) == (
        question.drill,
        question.table.variant,
        question.table.rules.name,
    )
    assert row.correct and row.seconds == 2.5


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
    assert path.name == results_name(host.session, host.session.answers()[0].at)  # type: ignore[arg-type]
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
