"""A damaged row is reported and skipped by every reader, never a crash.

Bad rows are written with raw SQL, as damage, another program or a
hand-edit would leave them: a drill this version does not know, text that
is not UTF-8, JSON that does not parse, times that are not times. Then
every reader — the progress view's numbers, the answers list, practice
scheduling, exam history, the results export — still works, leaves them out,
and counts them (so the window can say how many were skipped).

A reader checks the values it uses: the charts and the export read the time,
the drill, the result and the seconds (from a covering index, for speed), so
the :data:`PARTLY` answers damaged only in the answer given or the point are
still charted and exported; the answers list, which shows those, skips them.
"""

from __future__ import annotations

import csv
import random
import sqlite3
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer import __version__
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import exams, results, scheduling, stats
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.errors import DamagedRowError
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import Drill, new_question, right_response

DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)
NOT_UTF8 = "CAST(x'7b2273656174223aff7d' AS TEXT)"  # {"seat":<0xff>}
GOOD = 12
#: Damaged answers whose time, drill, result and seconds are good.
PARTLY = 3


def damaged_records(path: Path) -> int:
    """Records with :data:`GOOD` answers of Ada's and damaged rows of every kind; her id."""
    rng = random.Random(3)
    with open_records(path, now=DAY0) as records:
        ada = records.add_trainee("Ada")
        for i in range(GOOD):
            question = new_question(list(Drill)[i % len(Drill)], rng, [Variant.STUD7], [RuleSetName.PA])
            records.record_attempt(
                ada.id,
                question,
                response_to_json(question, right_response(question)),
                i % 3 == 0,
                3.0 + i,
                at=DAY0 + timedelta(minutes=i),
            )
        records.connection.execute(
            "INSERT INTO exams(trainee_id, title, spec, questions, started, finished, score, "
            "passed, report) VALUES (?, 'Good', '{}', 1, ?, ?, 1.0, 1, NULL)",
            (ada.id, "2025-03-03T11:00:00.000000+00:00", "2025-03-03T11:05:00.000000+00:00"),
        )
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    copy = (
        "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, "
        "response, correct, seconds, hinted) SELECT trainee_id, {at}, {drill}, variant, "
        "rules, hand_id, {point}, {response}, correct, {seconds}, hinted FROM attempts "
        "WHERE drill = {like} LIMIT 1"
    )
    plain = {
        "at": "at",
        "drill": "drill",
        "point": "point",
        "response": "response",
        "seconds": "seconds",
        "like": "'bring-in'",
    }
    for change in (
        {"drill": "'juggling'"},  # unknown drill
        {"response": NOT_UTF8},  # invalid UTF-8
        {"at": "CAST(x'323032ff' AS TEXT)"},  # invalid UTF-8 time
        {"point": "'{not json'"},  # bad JSON
        {"response": "'[1, 2]'"},  # JSON, not an object
        {"at": "'yesterday'", "like": "'first-to-act'"},  # bad timestamp
        {"seconds": "'slow'", "like": "'split-pot'"},
    ):  # seconds not a number
        db.execute(copy.format(**{**plain, **change}))
    # the practice schedule: a missed hand due now whose state is damaged, bad skills
    db.execute(
        "UPDATE hand_reviews SET due = 'soon', next_at = '2000-01-01T00:00:00.000000+00:00'"
        " WHERE id = (SELECT min(id) FROM hand_reviews)"
    )
    db.execute(
        "INSERT INTO skill_reviews SELECT trainee_id, 'juggling', variant, started, "
        "repetitions, easiness, interval_days, due, again_at, next_at, lapses, "
        "last_quality, last_at FROM skill_reviews LIMIT 1"
    )
    db.execute("UPDATE skill_reviews SET last_at = 'later' WHERE drill = 'first-to-act'")
    # exams: a start that is not a time, and a finished one whose report does not parse
    db.execute(
        "INSERT INTO exams(trainee_id, title, spec, questions, started) "
        "VALUES (1, 'Bad start', '{}', 3, 'soon')"
    )
    db.execute(
        "INSERT INTO exams(trainee_id, title, spec, questions, started, finished, score, "
        "passed, report) VALUES (1, 'Bad report', '{}', 3, ?, ?, 0.5, 0, '{\"title\": ')",
        ("2025-03-04T10:00:00.000000+00:00", "2025-03-04T10:05:00.000000+00:00"),
    )
    db.execute("COMMIT")
    db.close()
    return ada.id


@pytest.fixture
def damaged(tmp_path: Path) -> tuple[Records, int]:
    path = tmp_path / "records.sqlite3"
    ada = damaged_records(path)
    records = open_records(path, now=DAY0 + timedelta(hours=1))
    yield records, ada
    records.close()


def skipped(records: Records) -> int:
    return getattr(records, "damaged_rows", 0)


def test_the_skills_table_skips_damaged_answers(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    found = stats.skills(records, ada)
    assert sum(s.attempts for s in found) >= GOOD
    assert {s.drill for s in found} == set(Drill)
    assert records.damaged_answers >= 1  # the unknown drill, reported


def test_the_progress_charts_skip_damaged_answers(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    series = stats.chart_series(records, ada)
    assert sum(len(s.at) for s in series.values()) == GOOD + PARTLY
    assert all(isinstance(x, float) for s in series.values() for x in s.seconds)
    whole = stats.progress(records, ada)
    assert sum(len(points) for points in whole.accuracy.values()) == GOOD + PARTLY
    assert records.damaged_answers >= 2  # the bad time and the seconds, reported


def test_the_answers_list_skips_damaged_answers(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    rows = records.attempts(ada)
    assert len(rows) == GOOD
    assert len(records.attempts(ada, correct=False)) == sum(1 for i in range(GOOD) if i % 3)
    assert records.damaged_answers == 7  # each damaged answer once
    bad = records.connection.execute("SELECT max(id) FROM attempts").fetchone()[0]
    with pytest.raises(DamagedRowError, match=f"Answer number {bad} .* is damaged"):
        records.attempt(bad)


def test_practice_skips_damaged_schedule_entries(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    rng = random.Random(1)
    for minutes in (0, 60 * 24 * 3, 60 * 24 * 30):
        choice = scheduling.next_practice(
            records, ada, DAY0 + timedelta(minutes=minutes), rng, [Variant.STUD7], [RuleSetName.PA]
        )
        assert choice.make_question(rng) is not None
    assert len(scheduling.skill_reviews(records, ada)) == len(Drill) - 1
    assert len(scheduling.hand_reviews(records, ada)) == sum(1 for i in range(GOOD) if i % 3) - 1
    assert scheduling.due_counts(records, ada, DAY0)
    assert skipped(records) >= 3


def test_an_answer_to_a_hand_whose_schedule_is_damaged_is_still_kept(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    (scenario, point, drill) = records.connection.execute(
        "SELECT h.scenario, r.point, r.drill FROM hand_reviews r JOIN hands h ON h.id = r.hand_id "
        "WHERE r.due = 'soon'"
    ).fetchone()
    import json

    from dealer_trainer.records.rows import point_from_json
    from dealer_trainer.training.drills import question_at

    question = question_at(Drill(drill), json.loads(scenario), point=point_from_json(json.loads(point)))
    before = records.count_attempts(ada)
    records.record_attempt(
        ada,
        question,
        response_to_json(question, right_response(question)),
        True,
        2.0,
        at=DAY0 + timedelta(days=1),
    )
    assert records.count_attempts(ada) == before + 1
    assert len(scheduling.hand_reviews(records, ada)) == sum(1 for i in range(GOOD) if i % 3)


def test_exam_history_skips_damaged_exams(damaged: tuple[Records, int]) -> None:
    records, ada = damaged
    found = exams.exams(records, ada)
    assert [e.title for e in found] == ["Bad report", "Good"]
    bad = next(e for e in found if e.title == "Bad report")
    with pytest.raises(DamagedRowError, match=f"report of exam number {bad.id} is damaged"):
        exams.exam_report(records, bad.id)
    assert skipped(records) == 2


def test_the_results_export_leaves_out_damaged_answers(damaged: tuple[Records, int], tmp_path: Path) -> None:
    records, ada = damaged
    target = tmp_path / "ada.csv"
    assert results.export_results(records, ada, target) == GOOD + PARTLY
    with open(target, newline="", encoding="utf-8") as handle:
        lines = list(csv.reader(handle))
    assert len(lines) == GOOD + PARTLY + 1
    assert {line[3] for line in lines[1:]} <= {d.value for d in Drill}
    assert results.read_results(target)  # and the instructor can read it
    assert records.damaged_answers == 7 - PARTLY


def test_every_open_checks_in_full_and_damaged_rows_are_noted_as_doubt(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    ada = damaged_records(path)

    def notes() -> dict[str, str]:
        db = sqlite3.connect(path)
        try:
            return dict(db.execute("SELECT key, value FROM meta"))
        finally:
            db.close()

    assert "checked" in notes()  # every open checks in full (a quick check misses a damaged index)
    with open_records(path, now=DAY0 + timedelta(hours=2)) as records:
        assert len(records.attempts(ada)) == GOOD
    assert "doubt" in notes()  # the readers met damaged rows
    with open_records(path, now=DAY0 + timedelta(hours=3)):
        pass  # this open checked in full too
    assert notes() == {"checked": "2025-03-03T13:00:00.000000+00:00", "app_version": __version__}


def test_the_daily_full_check_runs_on_the_backup_thread_once_a_day(tmp_path: Path, monkeypatch) -> None:
    from dealer_trainer.records import backups

    path = tmp_path / "records.sqlite3"
    damaged_records(path)
    ran: list[str] = []
    real = backups.daily_check

    def spy(*args: Any, **kwargs: Any) -> Any:
        ran.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(backups, "daily_check", spy)
    for _ in range(2):
        records = open_records(path, daily_backup=False)
        job = records.start_backups(interval=60)
        assert job.checked.wait(10) and job.damage is None
        records.close()
    assert ran == ["records-backup"] * 2
    db = sqlite3.connect(path)
    (checked,) = db.execute("SELECT value FROM meta WHERE key = 'checked'").fetchone()
    db.close()
    assert datetime.fromisoformat(checked).date() == datetime.now(UTC).date()
    # once checked today, it is not due again today
    db = sqlite3.connect(path)
    assert not backups.full_check_due(db, datetime.now(UTC))
    db.close()


def test_damage_found_by_the_daily_check_is_never_backed_up(tmp_path: Path, monkeypatch) -> None:
    from dealer_trainer.records import backups

    path = tmp_path / "records.sqlite3"
    damaged_records(path)
    # the check's verdict stands in for an index that no longer matches its table
    monkeypatch.setattr(backups, "daily_check", lambda *a, **k: "row 7 missing from index")
    records = open_records(path, daily_backup=False)
    job = records.start_backups(interval=0.1)
    assert job.checked.wait(10)
    assert job.damage == "row 7 missing from index"
    records.close()
    assert records.closing_backup is None
    from dealer_trainer.records.backups import list_backups

    assert list_backups(path) == []


def test_my_progress_opens_on_damaged_records_and_says_how_many_were_skipped(qtbot, monkeypatch) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow
    from dealer_trainer.records.schema import default_path

    damaged_records(default_path())
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords()
    window.action_map["progress"].trigger()
    assert window.progress_view is not None
    assert "damaged answer" in window.statusBar().currentMessage()
    window.close()


def test_a_missed_answer_that_cannot_be_replayed_reads_as_not_readable(qapp: object, tmp_path: Path) -> None:
    from dataclasses import replace

    from dealer_trainer.gui.progress import MissedWords, missed_words
    from dealer_trainer.records.rows import replay_question
    from dealer_trainer.training.drills import Point, check
    from dealer_trainer.training.errors import DrillError

    question = new_question(Drill.BRING_IN, random.Random(5), [Variant.STUD7], [RuleSetName.PA])
    with open_records(tmp_path / "r.sqlite3", now=DAY0) as records:
        ada = records.add_trainee("Ada").id
        records.record_attempt(ada, question, {"seat": 9}, False, 2.0, at=DAY0)
        (row,) = records.attempts(ada)
    verdict = check(question, 9)
    assert missed_words(row) == MissedWords(verdict.given, verdict.expected)
    unreadable = MissedWords("(not readable)", "(see the hand)")
    # the hand's text is no JSON: the records say the row is damaged
    broken = replace(row, scenario_json='{"seats": [')
    with pytest.raises(
        DamagedRowError,
        match="^The hand kept for this answer cannot be read "
        r"\(JSONDecodeError: ",
    ):
        replay_question(broken)
    assert missed_words(broken) == unreadable
    # the answer kept does not fit the question (DamagedRowError again)
    assert missed_words(replace(row, response={"seat": "nine"})) == unreadable
    # the hand no longer fits its moment (the training's DrillError) or the engine's rules
    moved = replace(row, drill=Drill.FIRST_TO_ACT, point=Point(street=9))
    with pytest.raises(DrillError, match="^street 9 has no betting round in this hand"):
        replay_question(moved)
    assert missed_words(moved) == unreadable
    assert missed_words(replace(row, scenario_json='{"seats": []}')) == unreadable
