"""The class view takes the answers of questions answered in parts like any others.

A results file carries each answer's drill, game and verdict, never its
response; a class whose trainees answered questions in parts (built here from
real hands, as the drills on the betting will give them) makes the same table.
"""

from __future__ import annotations

from pathlib import Path

from class_helpers import export_class
from parts_helpers import parts_question
from pytestqt.qtbot import QtBot
from qt_helpers import headers

from dealer_trainer.gui.classview import ClassView
from dealer_trainer.records.classes import class_table
from dealer_trainer.training.drills import Drill
from dealer_trainer.training.parts import PartsAnswer


def test_a_class_answering_in_parts_makes_the_class_table(qtbot: QtBot, tmp_path: Path) -> None:
    pool = {Drill.FIRST_TO_ACT: [parts_question(seed) for seed in (1, 2, 3)]}
    assert all(isinstance(q.answer, PartsAnswer) for q in pool[Drill.FIRST_TO_ACT])
    exports = export_class(tmp_path, pool, {"Ann": {Drill.FIRST_TO_ACT: 17}, "Ben": {Drill.FIRST_TO_ACT: 5}})
    table = class_table(exports)
    assert table.trainees == ("Ann", "Ben")
    view = ClassView()
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.load(exports)
    assert headers(view.table) == ["Trainee", "All skills", "First to act\nStud High"]
    rows = view.table_rows()
    assert rows[0][2] == "85% (20)" and rows[1][2] == "25% (20) ⚠"
