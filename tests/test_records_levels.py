"""The level in the records: kept with each answer and each exam, migrated, exported and read back."""

from __future__ import annotations

import sqlite3
from datetime import timedelta
from pathlib import Path

import pytest
from class_helpers import DAY0, question_pool

from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.classes import class_table
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec, exam_report, report_lines
from dealer_trainer.records.migrations import SCHEMA_VERSION, migrate
from dealer_trainer.records.results import COLUMNS, COLUMNS_2, export_results, read_results
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.records.schema import user_version
from dealer_trainer.training.drills import Drill, Question, right_response
from dealer_trainer.training.levels import EXAM_LEVEL, Level, target_seconds


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    return question_pool()


def _answer(records: Records, trainee_id: int, question: Question, minute: int, level: Level | None) -> int:
    return records.record_attempt(
        trainee_id,
        question,
        response_to_json(question, right_response(question)),
        True,
        3.0,
        at=DAY0 + timedelta(minutes=minute),
        level=level,
    )


def test_each_answer_keeps_the_level_it_was_given_at(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    question = pool[Drill.BRING_IN][0]
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        for minute, level in enumerate(Level):
            _answer(records, ada.id, question, minute, level)
        _answer(records, ada.id, question, 9, None)
        assert [row.level for row in reversed(records.attempts(ada.id))] == [*Level, None]


def test_the_file_refuses_a_level_that_is_none_of_the_four(tmp_path: Path) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        with pytest.raises(sqlite3.IntegrityError):
            records.connection.execute(
                "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, response, "
                "correct, seconds, level) VALUES (1, 'x', 'bring-in', 'stud7', 'pa', 1, '{}', '{}', 1, 1, 'expert')"
            )


def test_a_file_from_before_levels_is_backed_up_and_its_answers_have_no_level(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path, backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, Level.GUIDED)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP INDEX attempts_by_class_session")  # as version 7 wrote it
    db.execute("ALTER TABLE attempts DROP COLUMN class_session")
    db.execute("ALTER TABLE attempts DROP COLUMN level")
    db.execute("PRAGMA user_version = 7")
    db.close()
    with open_records(path, now=DAY0) as records:
        assert records.schema_version == SCHEMA_VERSION >= 8
        (row,) = records.attempts(ada.id)
        assert row.level is None  # answered before levels: shown as such
        _answer(records, ada.id, pool[Drill.BRING_IN][1], 1, Level.TABLE_READY)
        assert records.attempts(ada.id)[0].level is Level.TABLE_READY
    (backup,) = list_backups(path)
    assert f"before-v{SCHEMA_VERSION}" in backup.name


def test_migrating_to_version_8_adds_only_the_level_column() -> None:
    db = sqlite3.connect(":memory:", isolation_level=None)
    migrate(db, upto=7)
    before = [r[1] for r in db.execute("PRAGMA table_info(attempts)")]
    assert migrate(db, upto=8) == [8] and user_version(db) == 8
    assert [r[1] for r in db.execute("PRAGMA table_info(attempts)")] == [*before, "level"]


def test_results_files_carry_the_level_and_older_files_still_read(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, Level.LEARN)
        _answer(records, ada.id, pool[Drill.BRING_IN][1], 1, None)
        _answer(records, ada.id, pool[Drill.SPLIT_POT][0], 2, Level.TABLE_READY)
        path = tmp_path / "shared" / "ada.csv"
        path.parent.mkdir()
        assert export_results(records, ada.id, path) == 3
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == ",".join(COLUMNS) and COLUMNS[-2] == "level"
    assert [row.level for row in read_results(path)] == [Level.LEARN, None, Level.TABLE_READY]
    # The same answers as version 2 of the format wrote them: no level column (nor session).
    old = tmp_path / "old.csv"
    old.write_text("\r\n".join(line.rsplit(",", 2)[0] for line in lines) + "\r\n", encoding="utf-8")
    assert old.read_text(encoding="utf-8").splitlines()[0] == ",".join(COLUMNS_2)
    assert [row.level for row in read_results(old)] == [None, None, None]
    # The class table, by level: only the answers given at that level count.
    assert class_table(path.parent).trainee_total("Ada").attempts == 3
    table_ready = class_table(path.parent, level=Level.TABLE_READY)
    assert table_ready.trainee_total("Ada").attempts == 1
    assert table_ready.skills == ((Drill.SPLIT_POT, pool[Drill.SPLIT_POT][0].table.variant),)
    # A level that is not one is named, with the line.
    bad = tmp_path / "bad.csv"
    bad.write_text("\r\n".join([*lines[:2], lines[2].rsplit(",", 2)[0] + ",expert,"]), encoding="utf-8")
    with pytest.raises(Exception, match="line 3: the level 'expert' is not one of learn, guided"):
        read_results(bad)


def test_an_exam_is_taken_at_one_level_kept_with_its_answers_and_report(tmp_path: Path) -> None:
    assert ExamSpec("Week 1").level is EXAM_LEVEL is Level.TABLE_READY
    spec = ExamSpec("Week 1", count=2, drills=(Drill.BRING_IN,), level=Level.PRACTICE)
    assert ExamSpec("Week 1", count=2, drills=(Drill.BRING_IN,)).to_json()["level"] == "table-ready"
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        run = ExamRun(spec, records=records, trainee_id=ada.id)
        for _ in run.questions:
            assert run.current is not None
            run.answer(right_response(run.current), seconds=1.0)
        report = run.finish()
        assert report.level is Level.PRACTICE
        assert {row.level for row in records.attempts(ada.id)} == {Level.PRACTICE}
        assert exam_report(records, report.exam_id or 0).level is Level.PRACTICE
    assert ExamReport.from_json(report.to_json()) == report
    assert "Level: Practice" in report_lines(report)
    assert report.in_time is None  # Practice has no target time


def test_a_table_ready_exam_counts_the_answers_right_within_their_target(tmp_path: Path) -> None:
    spec = ExamSpec("Timed", count=3, drills=(Drill.BRING_IN,))
    run = ExamRun(spec)
    target = target_seconds(Drill.BRING_IN)
    for seconds in (target - 1, target + 5):
        assert run.current is not None
        run.answer(right_response(run.current), seconds=seconds)
    report = run.finish()  # the third not answered
    assert report.level is Level.TABLE_READY and report.in_time == 1
    assert "Right within the target time: 1/3" in report_lines(report)


def test_an_exam_report_kept_before_levels_reads_with_no_level(tmp_path: Path) -> None:
    report = ExamRun(ExamSpec("Old", count=1, drills=(Drill.BRING_IN,))).finish()
    data = report.to_json()
    del data["level"]
    old = ExamReport.from_json(data)
    assert old.level is None and old.in_time is None
    assert "Level: not recorded" in report_lines(old)
