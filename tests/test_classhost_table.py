"""The table's count badges: how many of a class chose each seat or pile (a live session's spread)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.gui.table import TableView
from dealer_trainer.gui.tablelayout import ROLE_KIND, ROLE_PART
from dealer_trainer.gui.tablepaint import ROLE_COUNT
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill


@pytest.fixture
def table(qtbot: Any) -> TableView:
    view = TableView()
    qtbot.addWidget(view)
    question = new_question(Drill.BRING_IN, random.Random(3), [Variant.STUD7], [RuleSetName.PA])
    view.show_snapshot(question.snapshot())
    return view


def _badges(table: TableView) -> dict[str, int]:
    return {
        str(item.data(ROLE_PART)): int(item.data(ROLE_COUNT))
        for item in table.scene().items()
        if item.data(ROLE_KIND) == "count"
    }


def test_each_place_chosen_gets_a_badge_with_its_count(table: TableView) -> None:
    table.show_counts({"seat:2": 5, "seat:7": 1, "spot:burn": 2})
    assert _badges(table) == {"seat:2": 5, "seat:7": 1, "spot:burn": 2}
    assert table.counts() == {"seat:2": 5, "seat:7": 1, "spot:burn": 2}


def test_a_count_of_none_draws_no_badge(table: TableView) -> None:
    table.show_counts({"seat:2": 0, "seat:3": 4})
    assert _badges(table) == {"seat:3": 4}


def test_badges_stay_with_the_marks_and_a_redraw(table: TableView) -> None:
    table.show_counts({"seat:2": 3})
    table.highlight_seat(2, "correct")
    table.set_high_contrast(True)  # a redraw of the whole picture
    assert _badges(table) == {"seat:2": 3}
    assert table.highlighted() == {"seat:2": "correct"}


def test_a_new_picture_takes_the_badges_off(table: TableView) -> None:
    table.show_counts({"seat:2": 3})
    snap = table.snapshot()
    assert snap is not None
    table.show_snapshot(snap)
    assert _badges(table) == {}
    assert table.counts() == {}


def test_no_badges_without_counts(table: TableView) -> None:
    table.show_counts({"seat:2": 3})
    table.show_counts({})
    assert _badges(table) == {}
