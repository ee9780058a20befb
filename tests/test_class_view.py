"""The instructor's class view: results files and folders in, table, charts, help list."""

from __future__ import annotations

from pathlib import Path

import pytest
from class_helpers import export_class, question_pool
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from qt_helpers import cell, headers

from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.records.classes import class_table
from dealer_trainer.training.drills import Drill, Question

#: Right answers out of 20 per drill (Seven-card Stud).
CLASS = {
    "Alice": {Drill.BRING_IN: 19, Drill.SPLIT_POT: 18},
    "Bob": {Drill.BRING_IN: 18, Drill.SPLIT_POT: 6},
}


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    return question_pool()


@pytest.fixture
def exports(tmp_path: Path, pool: dict[Drill, list[Question]]) -> list[Path]:
    """Each trainee's own records, exported into ``shared/``."""
    return export_class(tmp_path, pool, CLASS)


@pytest.fixture
def view(qtbot: QtBot) -> ClassView:
    widget = ClassView()
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    return widget


def test_the_needs_help_line_on_each_chart_says_what_it_is(view: ClassView, exports: list[Path]) -> None:
    """The dashed red line at 75 % had no label: an instructor could not tell what it was."""
    import pyqtgraph as pg

    view.load(exports)
    view.show()
    for chart in (view.trainee_chart, view.skill_chart):
        lines = [i for i in chart.getPlotItem().items if isinstance(i, pg.InfiniteLine)]
        assert len(lines) == 1 and lines[0].value() == pytest.approx(75.0)
        label = lines[0].label
        assert label is not None and label.isVisible()
        assert label.toPlainText() == "75%: needs help below"
        assert "75%: needs help below" in chart.accessibleDescription()


def test_before_any_file_a_friendly_empty_state(view: ClassView) -> None:
    assert view.stack.currentWidget() is view.empty_state
    assert view.empty_title.text() == "No results yet"
    assert not view.export_button.isEnabled()


def test_files_make_the_class_table_charts_and_help_list(view: ClassView, exports: list[Path]) -> None:
    data = view.load(exports)
    assert view.stack.currentWidget() is view.content
    assert data.trainees == ("Alice", "Bob")
    expected = class_table(exports)
    table = view.table
    assert headers(table) == ["Trainee", "All skills", "Bring-in\nStud High", "Split pot\nStud High"]
    rows = view.table_rows()
    assert [r[0] for r in rows] == ["Alice", "Bob"]
    for row in rows:
        total = expected.trainee_total(row[0])
        assert row[1] == f"{total.accuracy * 100:.0f}% ({total.attempts})"
    assert rows[0][2] == "95% (20)" and rows[0][3] == "90% (20)"
    assert rows[1][3] == "30% (20) ⚠"  # Bob's split pot needs help
    # cells are coloured by accuracy: a weak cell is redder than a strong one
    weak = cell(table, 1, 3).background().color()
    strong = cell(table, 0, 2).background().color()
    assert weak.red() - weak.green() > strong.red() - strong.green()

    assert view.help_entries()[0].startswith("Bob: Split pot · Stud High")
    assert len(view.help_entries()) == len(expected.needs_help()) == 1
    assert view.bar_values(view.trainee_chart) == [
        (t, expected.trainee_total(t).accuracy * 100) for t in ("Alice", "Bob")
    ]
    assert view.bar_values(view.skill_chart) == [
        (name, expected.skill_total(drill, Variant.STUD7).accuracy * 100)
        for name, drill in (
            ("Bring-in · Stud High", Drill.BRING_IN),
            ("Split pot · Stud High", Drill.SPLIT_POT),
        )
    ]
    assert not view.problems_box.isVisibleTo(view)


def test_sorting_by_a_skill_and_finding_who_needs_help(
    qtbot: QtBot, view: ClassView, exports: list[Path]
) -> None:
    view.load(exports)
    view.table.sortItems(3, Qt.SortOrder.AscendingOrder)  # split pot, weakest first
    assert [r[0] for r in view.table_rows()] == ["Bob", "Alice"]
    view.table.sortItems(0, Qt.SortOrder.AscendingOrder)
    item = view.help_list.item(0)
    view.show()
    qtbot.waitExposed(view)
    QTest.mouseClick(
        view.help_list.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.help_list.visualItemRect(item).center(),
    )
    assert (view.table.currentRow(), view.table.currentColumn()) == (1, 3)


def test_a_folder_and_a_bad_file(
    view: ClassView, exports: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    shared = exports[0].parent
    (shared / "typo.csv").write_text(
        "trainee,at,drill,variant,rules,correct,seconds,hinted,exam\r\n"
        "Carol,2025-04-01T09:00:00+00:00,bring-on,stud7,pa,1,3.0,0,\r\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(shared))
    with qtbot.waitSignal(view.loaded, timeout=20_000):  # read on a worker thread
        view.add_folder_button.click()
    assert view.sources == [shared]
    data = view.table_data
    assert data is not None and data.trainees == ("Alice", "Bob")
    problems = view.problem_entries()
    assert len(problems) == 1 and problems[0].startswith("typo.csv, line 2: the drill 'bring-on'")
    assert view.problems_box.isVisibleTo(view)
    assert "1 left out" in view.sources_label.text()

    # the same files added again count once; a missing file is named too
    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(exports[0]), str(tmp_path / "gone.csv")], "")
    )
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        view.add_files_button.click()
    assert view.table_data is not None
    assert view.table_data.trainee_total("Alice").attempts == 40
    assert any(p.startswith("gone.csv: no such file") for p in view.problem_entries())
    view.clear()
    assert view.stack.currentWidget() is view.empty_state and not view.sources


def test_export_the_class_table(
    view: ClassView, exports: list[Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    view.load(exports)
    target = tmp_path / "class"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    view.export_button.click()
    written = target.with_suffix(".csv")
    assert view.table_data is not None
    assert written.read_bytes() == b"\xef\xbb\xbf" + view.table_data.to_csv().encode("utf-8")


def test_who_needs_help_says_when_it_is_too_soon_to_judge_then_names_the_weak(
    view: ClassView, tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    from dealer_trainer.records.classes import MIN_ATTEMPTS

    # 2 of 7 and 1 of 3 right (29 % and 33 %): weak, but too few answers to judge.
    early = export_class(tmp_path / "week1", pool, {"Ann": {Drill.BRING_IN: 2}}, answers=7)
    early += export_class(tmp_path / "week1b", pool, {"Ben": {Drill.BRING_IN: 1}}, answers=3)
    view.load(early)
    note = view.help_note.text()
    assert "Nobody" not in note and "75%" not in note
    assert note.startswith("Not enough answers yet to judge")
    assert f"needs {MIN_ATTEMPTS} answers" in note and "the most so far is 7" in note
    assert view.help_entries() == []

    # A week on, Ann has enough answers (still weak): she is named; Ben is not judged yet.
    view.clear()
    later = export_class(tmp_path / "week2", pool, {"Ann": {Drill.BRING_IN: 4}}, answers=14)
    view.load([later[0], early[1]])
    assert view.help_entries()[0].startswith("Ann: Bring-in · Stud High\n29% right lately")
    assert "1 skill has fewer than" in view.help_note.text()

    # Everyone judged is strong: "nobody" and what that rests on.
    view.clear()
    strong = export_class(tmp_path / "week3", pool, {"Ann": {Drill.BRING_IN: 19}})
    view.load(strong)
    assert view.help_note.text().startswith(
        f"Nobody: every skill with {MIN_ATTEMPTS} answers or more is at 75% or better"
    )


def test_results_the_records_refuse_as_a_whole_are_said_not_crashed(
    view: ClassView, exports: list[Path], monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    """A refusal of the records layer (not a fault of ours) reaches the instructor as a warning."""
    from dealer_trainer.gui import classview
    from dealer_trainer.records.errors import ResultsError

    def refuse(
        sources: object, progress: object = None, *, level: object = None, session: object = None
    ) -> object:
        raise ResultsError(exports[0], "the file is not a results export")

    said: list[str] = []
    monkeypatch.setattr(classview, "class_table", refuse)
    monkeypatch.setattr(classview.QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    job = view.load_in_background(exports)
    assert job is not None
    qtbot.waitUntil(lambda: view.import_job is None, timeout=20_000)
    assert said and "the file is not a results export" in said[0]
    assert view.sources == []
