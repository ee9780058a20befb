"""The end page's "Open in Class Results" lands on the session just taught: the class view's
:meth:`~dealer_trainer.gui.classview.ClassView.show_session` chooses it and reads the folder once."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from class_helpers import DAY0
from pytestqt.qtbot import QtBot

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.records.sessionresults import SessionAnswerRow, write_session_results
from dealer_trainer.training.drills import Drill
from dealer_trainer.training.levels import Level


def _session(folder: Path, title: str, hour: int, names: tuple[str, ...]) -> None:
    rows = [
        SessionAnswerRow(
            name,
            None,
            DAY0 + timedelta(hours=hour, minutes=question),
            Drill.BRING_IN,
            Variant.STUD7,
            RuleSetName.PA,
            True,
            2.0,
            Level.PRACTICE,
            title,
        )
        for question in range(3)
        for name in names
    ]
    write_session_results(rows, folder / f"{title.lower().replace(' ', '-')}.csv")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    shared = tmp_path / "Class results"
    shared.mkdir()
    _session(shared, "Week 3", 0, ("Ada", "Bo"))
    _session(shared, "Week 4", 24, ("Cy",))
    return shared


@pytest.fixture
def view(qtbot: QtBot) -> ClassView:
    widget = ClassView()
    qtbot.addWidget(widget)
    return widget


def test_showing_a_session_reads_the_folder_counting_that_session_alone(
    qtbot: QtBot, view: ClassView, folder: Path
) -> None:
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.show_session("Week 3", [folder])
    assert view.chosen_session() == "Week 3"
    assert [row[0] for row in view.table_rows()] == ["Ada", "Bo"]
    box = view.session_box
    assert not box.isHidden()
    assert [box.itemData(i) for i in range(box.count())] == [None, "Week 4", "Week 3"]
    assert box.currentText() == "Class session: Week 3"


def test_the_other_sessions_of_the_folder_are_one_choice_away(
    qtbot: QtBot, view: ClassView, folder: Path
) -> None:
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.show_session("Week 4", [folder])
    assert [row[0] for row in view.table_rows()] == ["Cy"]
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.choose_session(None)
    assert [row[0] for row in view.table_rows()] == ["Ada", "Bo", "Cy"]


def test_a_session_asked_for_while_files_are_read_is_shown_once_they_are(
    qtbot: QtBot, view: ClassView, folder: Path
) -> None:
    assert view.load_in_background([folder]) is not None
    view.show_session("Week 3")
    qtbot.waitUntil(
        lambda: (
            view.import_job is None
            and view.chosen_session() == "Week 3"
            and [row[0] for row in view.table_rows()] == ["Ada", "Bo"]
        ),
        timeout=20_000,
    )


def test_a_session_the_files_do_not_name_yet_is_still_shown_as_chosen(
    qtbot: QtBot, view: ClassView, folder: Path
) -> None:
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.show_session("Week 5", [folder])
    assert view.chosen_session() == "Week 5"  # the view says what it counts: nothing yet
    assert view.table_rows() == []
