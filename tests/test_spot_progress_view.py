"""My Progress shows Spot the error's stops by what they were, and nothing of them before any."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.progress import ProgressView, spot_tally_text
from dealer_trainer.records.database import open_records
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.records.stats import SpotTally
from dealer_trainer.training.drills import Drill, check, new_question, right_response
from dealer_trainer.training.focus import Focus

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def test_the_progress_view_counts_the_stops_and_hides_the_line_without_any(
    qtbot: QtBot, tmp_path: Path, qapp: Any
) -> None:
    with open_records(tmp_path / "records.sqlite3", backup=False) as records:
        trainee = records.add_trainee("Ada")
        other = new_question(Drill.BRING_IN, random.Random(0), [Variant.STUD7], [RuleSetName.PA])
        records.record_attempt(
            trainee.id, other, response_to_json(other, right_response(other)), True, 3.0, at=NOW
        )
        view = ProgressView(records, trainee.id)
        qtbot.addWidget(view)
        view.resize(1200, 800)
        view.show()
        assert view.spot_line.isHidden()  # no stops yet: no line of noughts
        for minutes, focus in enumerate((Focus.POT_MISTAKE, Focus.DEAL_MISTAKE, Focus.CLEAN_HAND), start=1):
            question = new_question(
                Drill.SPOT, random.Random(minutes), [Variant.STUD7], [RuleSetName.PA], focus=focus
            )
            stop = right_response(question)
            assert check(question, stop).correct
            records.record_attempt(
                trainee.id,
                question,
                response_to_json(question, stop),
                True,
                1.5,
                at=NOW + timedelta(minutes=minutes),
            )
        view.refresh()
        assert not view.spot_line.isHidden()
        assert view.spot_line.text() == spot_tally_text(SpotTally(caught=2, clean=1))
        assert view.spot_line.text().startswith("Spot the error — caught: 2 ·")
        assert not view.grab().isNull()
