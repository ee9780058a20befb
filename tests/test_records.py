"""The records file: schema, migrations, WAL, damaged and newer files, backups, attempts."""

from __future__ import annotations

import gzip
import json
import random
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import migrations
from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.errors import (
    NotFoundError,
    NotRecordedError,
    Problem,
    RecordsFileError,
    TraineeNameError,
)
from dealer_trainer.records.migrations import SCHEMA_VERSION, migrate
from dealer_trainer.records.restore import restore_backup
from dealer_trainer.records.rows import (
    canonical_json,
    hand_digest,
    new_uid,
    replay_question,
    response_from_json,
    response_to_json,
    utc_text,
)
from dealer_trainer.records.scheduling import hand_reviews, skill_reviews
from dealer_trainer.records.schema import APPLICATION_ID, default_path, user_version
from dealer_trainer.training.drills import Drill, Question, check, new_question, right_response

DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    rng = random.Random(11)
    return [
        new_question(drill, rng, [Variant.STUD7, Variant.STUD7_HILO8], [RuleSetName.PA]) for drill in Drill
    ]


def unpacked(backup: Path, folder: Path) -> Path:
    """A plain SQLite copy of a (gzip) backup, to look into."""
    copy = folder / f"unpacked-{backup.name}.sqlite3"
    copy.write_bytes(gzip.decompress(backup.read_bytes()) if backup.suffix == ".gz" else backup.read_bytes())
    return copy


def damage_backup(backup: Path, folder: Path) -> None:
    plain = unpacked(backup, folder)
    _damage(plain)
    backup.write_bytes(gzip.compress(plain.read_bytes()))
    plain.unlink()


def schema(path: Path) -> list[tuple[str, str]]:
    db = sqlite3.connect(path)
    try:
        return sorted(db.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL"))
    finally:
        db.close()


# --- a new file -------------------------------------------------------------------------------


def test_a_new_file_is_made_at_the_current_version_in_wal_mode(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        db = records.connection
        assert records.schema_version == SCHEMA_VERSION
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert db.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
        assert db.execute("PRAGMA foreign_keys").fetchone() == (1,)
        assert db.execute("PRAGMA application_id").fetchone() == (APPLICATION_ID,)
    assert list_backups(path) == []  # nothing worth backing up yet


def test_the_default_place_is_the_users_data_directory(tmp_path: Path) -> None:
    # conftest points XDG_DATA_HOME at the test's folder
    assert default_path().is_relative_to(tmp_path / "data")
    assert default_path().name == "records.sqlite3"
    with open_records() as records:
        assert records.path == default_path()
    assert default_path().is_file()


# --- migrations --------------------------------------------------------------------------------


def make_old(path: Path, version: int, questions: list[Question]) -> dict[str, Any]:
    """A records file at schema ``version`` with a trainee and answers, as that version
    wrote them (the migrations up to ``version``, then rows with only its columns)."""
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=version)
    assert user_version(db) == version
    written: dict[str, Any] = {"answers": []}
    if version >= 1:
        db.execute("BEGIN")
        db.execute("INSERT INTO trainees(id, name, created) VALUES (1, 'Ada', ?)", (utc_text(DAY0),))
        if version >= 5:  # from version 5 every trainee is made with an identifier
            db.execute("UPDATE trainees SET uid = ? WHERE id = 1", (new_uid(),))
        exam_id = None
        if version >= 3:
            exam_id = db.execute(
                "INSERT INTO exams(trainee_id, title, spec, questions, started) "
                "VALUES (1, 'Old exam', '{}', 2, ?)",
                (utc_text(DAY0),),
            ).lastrowid
        for i, question in enumerate(questions * 2):
            scenario = canonical_json(question.scenario)
            db.execute(
                "INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)",
                (hand_digest(scenario), scenario),
            )
            hand_id = db.execute(
                "SELECT id FROM hands WHERE digest = ?", (hand_digest(scenario),)
            ).fetchone()[0]
            correct = i % 3 != 0
            values: dict[str, Any] = {
                "trainee_id": 1,
                "at": utc_text(DAY0 + timedelta(minutes=i)),
                "drill": question.drill.value,
                "variant": question.table.variant.value,
                "rules": question.table.rules.name.value,
                "hand_id": hand_id,
                "point": canonical_json(question.point.to_json()),
                "response": canonical_json(response_to_json(question, right_response(question))),
                "correct": int(correct),
                "seconds": 2.5 + i,
            }
            if version >= 2:
                values["hinted"] = int(i == 1)
            if version >= 3 and i < 2:
                values["exam_id"] = exam_id
                values["exam_question"] = i + 1
            if version >= 8:  # from version 8 each answer keeps its level
                values["level"] = "practice" if i == 1 else None
            db.execute(
                f"INSERT INTO attempts({', '.join(values)}) VALUES ({', '.join('?' * len(values))})",
                list(values.values()),
            )
            written["answers"].append((question.drill, correct, 2.5 + i))
        if version >= 4:  # from version 4 the app keeps the schedule with every answer
            from dealer_trainer.records.scheduling import rebuild_schedule_in, rebuild_sm2_schedule_in

            # SM-2 for every item until version 7, FSRS for missed hands since
            (rebuild_schedule_in if version >= 7 else rebuild_sm2_schedule_in)(db)
        db.execute("COMMIT")
    db.close()
    return written


# Version 0 is an empty file: damage now, never new records (test_records_damage.py).
@pytest.mark.parametrize("version", range(1, SCHEMA_VERSION))
def test_every_earlier_version_migrates_to_the_current_one_keeping_the_data(
    tmp_path: Path, version: int, questions: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    written = make_old(path, version, questions)
    with open_records(path, now=DAY0) as records:
        assert records.schema_version == SCHEMA_VERSION
        assert records.connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        if version == 0:
            assert records.trainees() == []
        else:
            (ada,) = records.trainees()
            assert len(ada.uid) == 32 and int(ada.uid, 16) >= 0  # version 5 gave her one
            rows = list(reversed(records.attempts(ada.id)))
            assert [(r.drill, r.correct, r.seconds) for r in rows] == written["answers"]
            assert [r.hinted for r in rows][:2] == [False, version >= 2]
            assert [r.exam_id is not None for r in rows][:3] == [version >= 3] * 2 + [False]
            # answered before levels: no level; from version 8 the one kept
            assert [r.level and r.level.value for r in rows][:2] == [
                None,
                "practice" if version >= 8 else None,
            ]
            assert {r.class_session for r in rows} == {None}  # answered before class sessions
            for row, question in zip(rows, questions):
                assert replay_question(row) == question
            # the schedule is built from the old answers: every missed hand is in it
            missed = {(r.drill, r.scenario_json) for r in rows if not r.correct}
            assert {(h.drill, h.scenario_json) for h in hand_reviews(records, ada.id)} == missed
            assert len(skill_reviews(records, ada.id)) == len({(r.drill, r.variant) for r in rows})
    # migrated and new files have the same schema
    assert schema(path) == schema(_fresh(tmp_path))
    if version > 0:  # the old file was backed up before the migration
        (backup,) = list_backups(path)
        assert f"before-v{SCHEMA_VERSION}" in backup.name
        check = sqlite3.connect(unpacked(backup, tmp_path))
        assert user_version(check) == version
        check.close()


def _fresh(tmp_path: Path) -> Path:
    path = tmp_path / "fresh" / "records.sqlite3"
    open_records(path).close()
    return path


def test_a_failed_migration_leaves_the_previous_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, questions: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    make_old(path, 1, questions)

    def half_done(db: sqlite3.Connection) -> None:
        db.execute("ALTER TABLE attempts ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0")
        raise RuntimeError("power cut")

    broken = (
        migrations.MIGRATIONS[0],
        migrations.Migration(2, "broken", half_done),
        *migrations.MIGRATIONS[2:],
    )
    monkeypatch.setattr(migrations, "MIGRATIONS", broken)
    # any error while opening is the damaged-file path: the records are never left half open
    with pytest.raises(RecordsFileError, match="power cut") as caught:
        open_records(path, backup=False)
    assert caught.value.problem is Problem.CORRUPT
    db = sqlite3.connect(path)
    assert user_version(db) == 1
    assert "hinted" not in [c[1] for c in db.execute("PRAGMA table_info(attempts)")]
    db.close()
    monkeypatch.undo()
    with open_records(path, backup=False) as records:
        assert records.schema_version == SCHEMA_VERSION
        assert records.count_attempts() == 2 * len(questions)


# --- files that must not be touched ---------------------------------------------------------------


def _with_answers(path: Path, questions: list[Question], now: datetime = DAY0) -> None:
    with open_records(path, now=now) as records:
        ada = records.trainee_named("Ada") or records.add_trainee("Ada")
        for question in questions:
            records.record_attempt(
                ada.id,
                question,
                response_to_json(question, right_response(question)),
                True,
                3.0,
                False,
                at=now,
            )


def _damage(path: Path) -> None:
    db = sqlite3.connect(path)
    root = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'attempts'").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    data = bytearray(path.read_bytes())
    data[(root - 1) * size : (root - 1) * size + 16] = b"\xff" * 16  # the table's page header
    path.write_bytes(bytes(data))


def test_a_damaged_file_is_refused_untouched_with_the_backup_as_the_way_out(
    tmp_path: Path, questions: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    _with_answers(path, questions[:2], DAY0)
    _with_answers(path, questions[2:], DAY0 + timedelta(days=1))  # backs up day 0's state
    _damage(path)
    before = path.read_bytes()
    with pytest.raises(RecordsFileError) as caught:
        open_records(path, now=DAY0 + timedelta(days=2))
    error = caught.value
    assert error.problem is Problem.CORRUPT
    assert "damaged" in str(error) and "left exactly as it is" in str(error)
    assert str(error.backups[0]) in str(error) and "Restore" in str(error)
    assert path.read_bytes() == before
    assert error.backups == tuple(list_backups(path))

    aside = restore_backup(error.backups[0], path, now=DAY0 + timedelta(days=2))
    assert aside is not None and aside.read_bytes() == before  # kept, not deleted
    with open_records(path, now=DAY0 + timedelta(days=2)) as records:
        assert records.count_attempts() == 2  # the answers of day 0, as backed up


def test_a_file_that_is_not_a_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    path.write_bytes(b"these are my notes, not a database" * 200)
    with pytest.raises(RecordsFileError) as caught:
        open_records(path)
    assert caught.value.problem is Problem.CORRUPT
    assert "no backup" in str(caught.value)
    assert path.read_bytes() == b"these are my notes, not a database" * 200


def test_a_file_from_a_newer_version_is_refused_untouched(tmp_path: Path, questions: list[Question]) -> None:
    path = tmp_path / "records.sqlite3"
    _with_answers(path, questions[:1])
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.execute("DELETE FROM meta WHERE key = 'app_version'")  # a newer version that does not say which
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordsFileError) as caught:
        open_records(path)
    assert caught.value.problem is Problem.NEWER
    assert "newer version" in str(caught.value) and f"up to {SCHEMA_VERSION}" in str(caught.value)
    assert "update Dealer Trainer" in str(caught.value)
    assert path.read_bytes() == before


def test_another_programs_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.commit()
    db.close()
    with pytest.raises(
        RecordsFileError,
        match="an SQLite database, but not Dealer Trainer's "
        "records. It has been left as it is: choose another file",
    ) as caught:
        open_records(path)
    assert caught.value.problem is Problem.NOT_RECORDS


def test_a_folder_where_the_file_should_be_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "records.sqlite3").mkdir()
    with pytest.raises(RecordsFileError) as caught:
        open_records(tmp_path / "records.sqlite3")
    assert caught.value.problem is Problem.UNREADABLE
    assert "folder" in str(caught.value)


# --- backups ----------------------------------------------------------------------------------


def test_backups_are_made_once_a_day_compressed_and_the_last_seven_days_kept(
    tmp_path: Path, questions: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    _with_answers(path, questions[:1], DAY0)
    assert list_backups(path) == []  # the first open had nothing to back up
    for day in range(1, 11):
        for _ in range(2):  # twice a day: one backup
            _with_answers(path, questions[:1], DAY0 + timedelta(days=day))
        assert len(list_backups(path)) == min(day, 7)  # within one month: the last 7 days
    backups = list_backups(path)
    assert [b.name for b in backups] == [
        f"records-{(DAY0 + timedelta(days=d)).date().isoformat()}-100000.sqlite3.gz" for d in range(10, 3, -1)
    ]
    # each backup is a whole database: the answers up to the first open that day
    copy_path = tmp_path / "copy.sqlite3"
    copy_path.write_bytes(gzip.decompress(backups[0].read_bytes()))
    copy = sqlite3.connect(copy_path)
    assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert copy.execute("SELECT count(*) FROM attempts").fetchone() == (1 + 2 * 9,)
    copy.close()
    assert backups[0].stat().st_size < path.stat().st_size / 2
    assert not list((tmp_path / "backups").glob(".*"))  # no partial copies left


def test_a_damaged_backup_is_not_restored(tmp_path: Path, questions: list[Question]) -> None:
    path = tmp_path / "records.sqlite3"
    _with_answers(path, questions[:1], DAY0)
    _with_answers(path, questions[:1], DAY0 + timedelta(days=1))
    (backup,) = list_backups(path)
    damage_backup(backup, tmp_path / "backups")
    before = path.read_bytes()
    with pytest.raises(RecordsFileError) as caught:
        restore_backup(backup, path)
    assert "damaged too" in str(caught.value)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["backups", "records.sqlite3"]


# --- trainees and attempts -------------------------------------------------------------------


def test_trainees_have_unique_names(tmp_path: Path) -> None:
    with open_records(tmp_path / "r.sqlite3") as records:
        ada = records.add_trainee("  Ada   Lovelace ")
        assert ada.name == "Ada Lovelace"
        records.add_trainee("Bob")
        with pytest.raises(TraineeNameError, match="already a trainee called 'ada lovelace'"):
            records.add_trainee("ada lovelace")
        with pytest.raises(TraineeNameError, match="needs a name: type one"):
            records.add_trainee("   ")
        assert [t.name for t in records.trainees()] == ["Ada Lovelace", "Bob"]
        assert records.trainee(ada.id) == ada
        with pytest.raises(NotFoundError, match="no trainee number 99"):
            records.trainee(99)


def test_every_trainee_gets_an_identifier_of_their_own_that_lasts(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    with open_records(path) as records:
        ada, bob = records.add_trainee("Ada"), records.add_trainee("Bob")
        assert len(ada.uid) == len(bob.uid) == 32 and ada.uid != bob.uid
    with open_records(path) as records:
        assert [t.uid for t in records.trainees()] == [ada.uid, bob.uid]
        assert records.trainee_named("ada") == ada


def test_an_attempt_keeps_everything_needed_to_replay_it(tmp_path: Path, questions: list[Question]) -> None:
    with open_records(tmp_path / "r.sqlite3") as records:
        ada = records.add_trainee("Ada")
        for i, question in enumerate(questions):
            response = right_response(question)
            records.record_attempt(
                ada.id,
                question,
                response_to_json(question, response),
                i != 2,
                4.5 + i,
                i == 1,
                at=DAY0 + timedelta(minutes=i),
            )
        rows = records.attempts(ada.id)
        assert [r.drill for r in rows] == [q.drill for q in reversed(questions)]  # newest first
        for row, question in zip(reversed(rows), questions):
            assert replay_question(row) == question
            assert row.variant is question.table.variant
            assert row.rules is question.table.rules.name
            assert row.point == question.point
            assert row.at.tzinfo is not None
            assert check(question, response_from_json(question, row.response)).correct
        assert [r.hinted for r in reversed(rows)][:3] == [False, True, False]
        assert [r.drill for r in records.attempts(ada.id, correct=False)] == [questions[2].drill]
        assert len(records.attempts(ada.id, limit=2)) == 2
        assert records.attempts(ada.id, drill=Drill.SPLIT_POT)[0].drill is Drill.SPLIT_POT
        # the same hand asked again is stored once
        records.record_attempt(ada.id, questions[0], {"seat": 1}, False, 1.0)
        assert records.connection.execute("SELECT count(*) FROM hands").fetchone() == (
            len({json.dumps(q.scenario, sort_keys=True) for q in questions}),
        )
        assert records.count_attempts(ada.id) == len(questions) + 1


def test_an_answer_for_an_unknown_trainee_is_refused(tmp_path: Path, questions: list[Question]) -> None:
    with open_records(tmp_path / "r.sqlite3") as records:
        with pytest.raises(NotRecordedError, match="Choose a trainee that is in these records"):
            records.record_attempt(7, questions[0], {"seat": 1}, True, 1.0)
        assert records.count_attempts() == 0
        assert records.connection.execute("SELECT count(*) FROM hands").fetchone() == (0,)


def test_the_names_other_layers_import_from_the_records_are_still_there() -> None:
    # gui/mainwindow.py, gui/progress.py, gui/drillpanel.py and tests import these from
    # records.database and the package; their homes are now errors, rows, schema, ...
    from dealer_trainer import records
    from dealer_trainer.records import database, errors, restore, rows

    for name in (
        "AttemptRow",
        "Problem",
        "Records",
        "RecordsError",
        "RecordsFileError",
        "open_records",
        "recover",
        "replay_question",
        "response_from_json",
        "response_to_json",
        "default_path",
        "list_backups",
        "SCHEMA_VERSION",
    ):
        assert hasattr(database, name), name
    assert database.RecordsError is errors.RecordsError
    assert database.recover is restore.recover
    assert records.response_to_json is rows.response_to_json
