"""Spot the error in the records: a stop kept and read back, its outcome counted in My Progress,
practised again and shown in the class table."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.classes import class_table
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.results import export_results
from dealer_trainer.records.rows import replay_question, response_from_json, response_to_json
from dealer_trainer.records.scheduling import next_practice
from dealer_trainer.records.stats import SpotTally, spot_tally
from dealer_trainer.training.drills import Drill, Question, check, new_question
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.spotting import Outcome, Place, PlaceKind, SpotAnswer, SpotResponse

NOW = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)


def _question(seed: int, focus: Focus | None = None) -> Question:
    return new_question(Drill.SPOT, random.Random(seed), [Variant.STUD7], [RuleSetName.PA], focus=focus)


def _faulted(seed: int) -> Question:
    question = _question(seed, Focus.POT_MISTAKE)
    assert isinstance(question.answer, SpotAnswer) and question.answer.mistake is not None
    return question


def _stops(question: Question) -> dict[Outcome, SpotResponse]:
    """A stop of each outcome the question allows (a clean hand: a false alarm and a hand let run)."""
    assert isinstance(question.answer, SpotAnswer)
    mistake = question.answer.mistake
    if mistake is None:
        return {
            Outcome.FALSE_ALARM: SpotResponse(4, Place(PlaceKind.BURN), None, 0.5),
            Outcome.CLEAN: SpotResponse(None),
        }
    wrong = Place(
        PlaceKind.SEAT,
        next(s for s, _ in question.table.stacks if not mistake.place.covers(Place(PlaceKind.SEAT, s))),
    )
    return {
        Outcome.CAUGHT: SpotResponse(mistake.beat + 1, mistake.place, mistake.fault, 1.25),
        Outcome.MISNAMED: SpotResponse(mistake.beat + 2, wrong, mistake.fault, 2.0),
        Outcome.FALSE_ALARM: SpotResponse(mistake.beat, mistake.place, mistake.fault, 0.0),
        Outcome.MISSED: SpotResponse(None),
    }


@pytest.fixture
def records(tmp_path: Path) -> Any:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


def test_every_kind_of_stop_is_kept_as_json_and_read_back_the_same() -> None:
    for question in (_faulted(1), _question(2, Focus.CLEAN_HAND)):
        for outcome, stop in _stops(question).items():
            data = response_to_json(question, stop)
            assert data["outcome"] == outcome.value
            back = response_from_json(question, data)
            assert back == stop
            assert check(question, back).spot.outcome is outcome


def test_a_recorded_stop_replays_the_same_question_and_answer(records: Records) -> None:
    trainee = records.add_trainee("Ada")
    question = _faulted(3)
    stop = _stops(question)[Outcome.CAUGHT]
    verdict = check(question, stop)
    records.record_attempt(
        trainee.id, question, response_to_json(question, stop), verdict.correct, 1.25, at=NOW
    )
    (row,) = records.attempts(trainee.id)
    assert row.drill is Drill.SPOT and row.point == question.point and row.correct
    again = replay_question(row)
    assert again.live == question.live and again.answer == question.answer
    assert response_from_json(again, row.response) == stop


def test_my_progress_counts_catches_misses_and_false_alarms(records: Records) -> None:
    trainee = records.add_trainee("Ada")
    assert spot_tally(records, trainee.id) == SpotTally()  # a record with no stops: all nought
    other = new_question(Drill.BRING_IN, random.Random(0), [Variant.STUD7], [RuleSetName.PA])
    records.record_attempt(trainee.id, other, {"seat": 3}, False, 4.0, at=NOW)  # old drills are not counted
    at = NOW
    for question in (_faulted(4), _faulted(5), _question(6, Focus.CLEAN_HAND)):
        for stop in _stops(question).values():
            at += timedelta(minutes=1)
            verdict = check(question, stop)
            records.record_attempt(
                trainee.id, question, response_to_json(question, stop), verdict.correct, 1.0, at=at
            )
    tally = spot_tally(records, trainee.id)
    assert tally == SpotTally(caught=2, misnamed=2, false_alarms=3, missed=2, clean=1)
    assert tally.total == 10


def test_a_stop_with_an_outcome_this_version_does_not_know_is_left_out_and_reported(records: Records) -> None:
    trainee = records.add_trainee("Ada")
    question = _faulted(7)
    data = {**response_to_json(question, SpotResponse(None)), "outcome": "blinked"}
    records.record_attempt(trainee.id, question, data, False, 1.0, at=NOW)
    before = records.damaged_rows
    assert spot_tally(records, trainee.id) == SpotTally()
    assert records.damaged_rows > before


def test_a_missed_spot_the_error_hand_comes_back_in_practice_as_the_same_play(records: Records) -> None:
    trainee = records.add_trainee("Ada")
    question = _faulted(8)
    records.record_attempt(
        trainee.id, question, response_to_json(question, SpotResponse(None)), False, 0.0, at=NOW
    )
    choice = next_practice(
        records, trainee.id, NOW + timedelta(minutes=10), random.Random(1), [Variant.STUD7], [RuleSetName.PA]
    )
    assert choice.drill is Drill.SPOT and choice.question is not None
    assert choice.question.live == question.live


def test_spot_the_error_shows_in_the_class_table(records: Records, tmp_path: Path) -> None:
    trainee = records.add_trainee("Ada")
    for minutes, seed in enumerate((9, 10)):
        question = _faulted(seed)
        stop = _stops(question)[Outcome.CAUGHT]
        at = NOW + timedelta(minutes=minutes)
        records.record_attempt(trainee.id, question, response_to_json(question, stop), True, 1.0, at=at)
    export_results(records, trainee.id, tmp_path / "ada.csv")
    table = class_table(tmp_path / "ada.csv")
    cell = table.skill_total(Drill.SPOT, Variant.STUD7)
    assert cell.attempts == 2
