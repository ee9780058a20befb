"""A class of trainees, each answering on their own machine and exporting a
results file into ``shared/``: the input of the class-table and class-view tests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from pathlib import Path

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.classes import export_results
from dealer_trainer.records.database import open_records
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import Drill, Question, new_question, right_response

DAY0 = datetime(2025, 4, 1, 9, 0, tzinfo=UTC)
#: Answers of each drill each trainee gives (Seven-card Stud).
ANSWERS = 20


def question_pool() -> dict[Drill, list[Question]]:
    """Three Seven-card Stud hands each of bring-in and split-pot."""
    rng = random.Random(2)
    return {
        d: [new_question(d, rng, [Variant.STUD7], [RuleSetName.PA]) for _ in range(3)]
        for d in (Drill.BRING_IN, Drill.SPLIT_POT)
    }


def export_class(
    tmp_path: Path,
    pool: dict[Drill, list[Question]],
    right: Mapping[str, Mapping[Drill, int]],
    *,
    hinted_answer: int | None = None,
    answers: int = ANSWERS,
) -> list[Path]:
    """Each trainee in ``right`` (name -> right answers out of ``answers``
    per drill) on their own records file, exported to ``shared/name.csv``;
    the ``hinted_answer``-th answer of each drill is a hinted one."""
    shared = tmp_path / "shared"
    shared.mkdir(parents=True, exist_ok=True)
    exports = []
    for name, counts in right.items():
        with open_records(tmp_path / name / "records.sqlite3", backup=False) as records:
            trainee = records.add_trainee(name)
            at = DAY0
            for drill, count in counts.items():
                for i in range(answers):
                    at += timedelta(minutes=1)
                    question = pool[drill][i % 3]
                    records.record_attempt(
                        trainee.id,
                        question,
                        response_to_json(question, right_response(question)),
                        i < count,
                        3.0 + i,
                        i == hinted_answer,
                        at=at,
                    )
            path = shared / f"{name.lower()}.csv"
            assert export_results(records, trainee.id, path) == answers * len(counts)
            exports.append(path)
    return exports
