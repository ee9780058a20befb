"""The records raise one family of errors: each a RecordsError, named for the rule broken.

Every error a caller can meet is a :class:`RecordsError` (so the GUI and the
command line catch one name) and says what is wrong and what to do; none is
a bare ``ValueError``, ``LookupError`` or ``RuntimeError`` any more.
"""

from __future__ import annotations

import inspect
import json
import math
import random
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import errors, exams, stats
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.errors import (
    AnswerError,
    DamagedRowError,
    ExamError,
    NotFoundError,
    NotRecordedError,
    PracticeError,
    RecordsError,
    RecordsFileError,
    ResultsError,
    StatsError,
    TraineeNameError,
    TransactionError,
)
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.records.rows import response_from_json
from dealer_trainer.records.scheduling import next_practice
from dealer_trainer.training.drills import Drill, new_question

NOW = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", now=NOW) as opened:
        yield opened


@pytest.fixture
def ada(records: Records) -> int:
    return records.add_trainee("Ada").id


def test_every_error_of_the_records_is_a_records_error() -> None:
    found = [
        value
        for _, value in inspect.getmembers(errors, inspect.isclass)
        if issubclass(value, BaseException) and value.__module__ == errors.__name__
    ]
    assert len(found) >= 12
    assert all(issubclass(kind, RecordsError) for kind in found)
    assert sorted(kind.__name__ for kind in found) == sorted(
        name for name in errors.__all__ if name.endswith("Error")
    )


def test_no_records_error_is_also_a_builtin_error_a_caller_might_catch_instead() -> None:
    # Every caller names the records' errors (RecordsError or a subclass): one caught
    # as ValueError, LookupError or RuntimeError would hide which layer refused.
    dual = {
        kind
        for kind in (
            AnswerError,
            DamagedRowError,
            ExamError,
            NotFoundError,
            NotRecordedError,
            PracticeError,
            RecordsFileError,
            ResultsError,
            StatsError,
            TraineeNameError,
            TransactionError,
        )
        if issubclass(kind, (ValueError, LookupError, RuntimeError))
    }
    assert dual == set()


def test_the_message_is_kept_whole_for_the_caller_to_show() -> None:
    error = PracticeError("There is nothing to practise: choose a game.")
    assert error.message == str(error) == "There is nothing to practise: choose a game."


def test_a_transaction_inside_another_is_refused(records: Records) -> None:
    with records.transaction():
        with pytest.raises(TransactionError, match="already open and they do not nest: finish"):
            with records.transaction():
                pass


def test_an_answer_whose_time_is_not_a_number_is_refused_and_not_recorded(records: Records, ada: int) -> None:
    question = new_question(Drill.BRING_IN, random.Random(1), [Variant.STUD7], [RuleSetName.PA])
    with pytest.raises(AnswerError, match="must be a number of seconds, not nan"):
        records.record_attempt(ada, question, {"seat": 1}, True, math.nan)
    assert records.count_attempts() == 0


def test_an_answer_asked_for_by_a_number_not_in_the_records(records: Records) -> None:
    with pytest.raises(NotFoundError, match="no answer number 41 .*choose one of the answers"):
        records.attempt(41)


def test_a_stored_answer_that_does_not_fit_its_question_is_a_damaged_row() -> None:
    question = new_question(Drill.BRING_IN, random.Random(1), [Variant.STUD7], [RuleSetName.PA])
    with pytest.raises(DamagedRowError, match="cannot be read .*Answer the hand again"):
        response_from_json(question, json.loads('{"move": "deal"}'))


@pytest.mark.parametrize(
    "ask",
    [
        lambda r, t: stats.skills(r, t, window=0),
        lambda r, t: stats.rolling_accuracy(r, t, Drill.BRING_IN, window=0),
        lambda r, t: stats.progress(r, t, window=0),
        lambda r, t: stats.chart_series(r, t, window=0),
    ],
    ids=["skills", "rolling_accuracy", "progress", "chart_series"],
)
def test_a_progress_window_of_no_answers_is_refused(records: Records, ada: int, ask) -> None:
    with pytest.raises(StatsError, match="at least one answer, not 0"):
        ask(records, ada)


def test_a_negative_number_of_answer_times_is_refused(records: Records, ada: int) -> None:
    with pytest.raises(StatsError, match=r"cannot be negative \(-1\)"):
        stats.chart_series(records, ada, seconds=-1)


@pytest.mark.parametrize(
    "variants, rules, drills",
    [
        ([], [RuleSetName.PA], tuple(Drill)),
        ([Variant.STUD7], [], tuple(Drill)),
        ([Variant.STUD7], [RuleSetName.PA], ()),
    ],
    ids=["no game", "no rule set", "no drill"],
)
def test_practice_from_nothing_is_refused(records: Records, ada: int, variants, rules, drills) -> None:
    with pytest.raises(PracticeError, match="nothing to practise: choose at least one game"):
        next_practice(records, ada, NOW, random.Random(1), variants, rules, drills=drills)


def test_the_report_of_an_exam_not_in_the_records(records: Records) -> None:
    with pytest.raises(NotFoundError, match="no exam number 9 .*choose one of the exams"):
        exams.exam_report(records, 9)


def test_an_unfinished_exam_has_no_report(records: Records, ada: int) -> None:
    run = ExamRun(ExamSpec("Quiz", count=2, seed=1), records=records, trainee_id=ada, now=NOW)
    assert run.exam_id is not None
    with pytest.raises(ExamError, match=f"number {run.exam_id} was not finished, so it has no"):
        exams.exam_report(records, run.exam_id)
