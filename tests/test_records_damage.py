"""A damaged records file never loses a readable answer, and never in silence (issue 23).

Each test damages a real file the app wrote, in place, then counts the
answers in every file the app leaves behind: the restored records, the
damaged file set aside, the backups.
"""

from __future__ import annotations

import gzip
import os
import random
import sqlite3
from pathlib import Path

import pytest
from records_damage import (
    DAY0,
    answers_in,
    backed_up,
    cut_short,
    every_file,
    pages_of,
    questions,
    readable_answers,
    scribble,
    set_header,
    write_answers,
)

from dealer_trainer.records import backups, checks, database
from dealer_trainer.records.backups import BackupState, backup_infos, list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.errors import Problem, RecordsFileError
from dealer_trainer.records.migrations import SCHEMA_VERSION
from dealer_trainer.records.restore import recover
from dealer_trainer.training.drills import Question


@pytest.fixture(scope="module")
def asked() -> list[Question]:
    return questions()


def refused(path: Path) -> RecordsFileError:
    with pytest.raises(RecordsFileError) as caught:
        open_records(path, now=DAY0)
    return caught.value


def restored_holds_everything(folder: Path, path: Path, backup: Path, damaged: set, scratch: Path) -> None:
    """The restored records hold every answer of the backup and every answer readable in the
    damaged file; the damaged file is kept aside; no answer is anywhere else but these."""
    restored = answers_in(path, scratch)
    assert answers_in(backup, scratch) <= restored
    assert damaged <= restored
    with open_records(path, now=DAY0) as records:  # and the app opens them
        assert records.count_attempts() == len(restored)


# --- 1. an empty or cut-short file ----------------------------------------------------------------


@pytest.mark.parametrize("size", [0, 5, 100, 4096, 40_000])
def test_an_empty_or_cut_short_file_is_damage_and_the_newest_good_backup_is_offered(
    tmp_path: Path, asked: list[Question], size: int
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    good = backed_up(path, asked, 120, 40)
    cut_short(path, size)
    damaged = path.read_bytes()
    readable = readable_answers(path, scratch)
    error = refused(path)
    assert error.problem is Problem.CORRUPT and error.restorable
    assert "cut short" in error.message or "empty" in error.message
    assert error.backups == (good,)
    assert path.read_bytes() == damaged  # left exactly as it was
    assert list_backups(path) == [good]  # no backup was made of the damaged file

    recovery = recover(error.backups[0], path, now=DAY0)
    assert recovery.aside is not None and recovery.aside.read_bytes() == damaged
    restored_holds_everything(tmp_path, path, good, readable, scratch)
    counts = {p.name: len(readable_answers(p, scratch)) for p in every_file(tmp_path)}
    assert counts == {
        good.name: 120,
        path.name: len(answers_in(good, scratch) | readable),
        recovery.aside.name: len(readable),
    }


def test_a_path_with_nothing_at_it_is_still_a_new_users_fresh_records(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        assert records.count_attempts() == 0 and records.warnings == ()
    assert path.stat().st_size >= 512 and list_backups(path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["records.sqlite3"]  # made whole, then put


def test_new_records_are_never_seen_half_made(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Made under another name and put in place whole: a crash while they are made leaves
    no empty file at the records' path (which would be damage)."""
    path = tmp_path / "records.sqlite3"
    real = database.migrate

    def crash(db: sqlite3.Connection, *args: object) -> list[int]:
        assert not path.exists()
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(database, "migrate", crash)
    with pytest.raises(RecordsFileError):
        open_records(path)
    monkeypatch.setattr(database, "migrate", real)
    assert not path.exists()
    with open_records(path) as records:
        assert records.count_attempts() == 0


# --- 2. any error while opening ----------------------------------------------------------------------


def test_any_error_while_opening_whatever_its_kind_is_the_damaged_file_path(
    tmp_path: Path, asked: list[Question], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "records.sqlite3"
    backed_up(path, asked, 20, 5)
    before = path.read_bytes()

    def undecodable(*args: object, **kwargs: object) -> object:
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte")

    monkeypatch.setattr(database, "migrate", undecodable)
    error = refused(path)
    assert error.problem is Problem.CORRUPT and error.restorable
    assert "cannot be read" in error.message and "UnicodeDecodeError" in error.message
    assert path.read_bytes() == before


def test_random_damage_never_escapes_as_anything_but_a_records_file_error(
    tmp_path: Path, asked: list[Question]
) -> None:
    base = tmp_path / "base.sqlite3"
    write_answers(base, asked, 300)
    rng = random.Random(23)
    opened = 0
    problems: list[Problem] = []
    for trial in range(45):
        path = tmp_path / f"t{trial}" / "records.sqlite3"
        path.parent.mkdir()
        path.write_bytes(base.read_bytes())
        scribble(path, rng)
        try:
            with open_records(path, now=DAY0, backup=False) as records:
                trainee = records.starting_trainee("", "Ada")
                records.attempts(trainee.id)
                opened += 1
        except RecordsFileError as error:
            problems.append(error.problem)
    assert set(problems) == {Problem.CORRUPT}
    assert opened and problems  # both kinds were met


# --- 4. a file from a newer version ---------------------------------------------------------------


def test_a_file_from_a_newer_version_names_it_and_nothing_is_written_to_it(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    good = backed_up(path, asked, 10, 10)
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = '7.2.0' WHERE key = 'app_version'")  # as the newer one notes it
    db.commit()
    db.close()
    set_header(path, 60, SCHEMA_VERSION + 1)
    before = path.read_bytes()
    error = refused(path)
    assert error.problem is Problem.NEWER and error.made_by == "7.2.0"
    assert "written by Dealer Trainer 7.2.0, a newer version" in error.message
    assert "Nothing was written to it" in error.message
    assert "will then not be in your records" in error.message  # what a restore would cost
    assert path.read_bytes() == before and list_backups(path) == [good]
    assert not Path(f"{path}-wal").exists()


def test_a_version_mark_raised_on_a_file_this_version_wrote_is_damage_not_newer(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    good = backed_up(path, asked, 10, 10)
    set_header(path, 60, SCHEMA_VERSION + 1)
    error = refused(path)
    assert error.problem is Problem.CORRUPT and "version mark" in error.message
    assert error.backups == (good,)


# --- 5. damage found at open ------------------------------------------------------------------------


def test_a_damaged_index_is_found_at_open_and_rebuilt_with_a_copy_kept(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    write_answers(path, asked, 300)
    page = pages_of(path, "attempts_by_skill")[1]
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    data = bytearray(path.read_bytes())
    for back in (40, 41, 42):  # a key inside the index, not its structure
        data[page * size - back] ^= 0x01
    path.write_bytes(bytes(data))
    before = path.read_bytes()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA quick_check").fetchall() == [("ok",)]  # the quick check misses it
    assert db.execute("PRAGMA integrity_check").fetchall() != [("ok",)]
    db.close()
    with open_records(path, now=DAY0) as records:
        (said,) = records.warnings
        assert "damaged index" in said.english() and "rebuilt" in said.english()
        db = records.connection
        assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        by_skill = db.execute("SELECT count(*) FROM attempts INDEXED BY attempts_by_skill").fetchone()[0]
        assert by_skill == records.count_attempts() == 300  # My Progress counts them all
    (copy,) = tmp_path.glob("records.sqlite3.damaged-*")
    assert copy.read_bytes() == before and copy.name in said.english()


# --- 6. no restore loop -----------------------------------------------------------------------------


def test_a_changed_version_byte_is_damage_before_any_backup_so_the_good_backup_is_offered(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    good = backed_up(path, asked, 50, 30)
    for version in (3, 0):
        set_header(path, 60, version)
        error = refused(path)
        assert error.problem is Problem.CORRUPT and "version mark" in error.message
        assert error.backups == (good,)  # no "before-v9" copy of the damaged file
        assert list_backups(path) == [good]
    readable = readable_answers(path, scratch)
    assert len(readable) == 80
    recover(error.backups[0], path, now=DAY0)
    restored_holds_everything(tmp_path, path, good, readable, scratch)
    with open_records(path, now=DAY0) as records:  # and opens again: no loop
        assert records.count_attempts() == 80


def test_the_restore_list_says_each_backups_date_answers_and_check_newest_good_first(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    oldest = backed_up(path, asked, 10, 0, day=0)
    with open_records(path, now=DAY0, backup=False) as records:
        middle = records.backup_now(backups.backup_name(path, DAY0.replace(day=4)))
    write_answers(path, asked, 5, start=10)
    with open_records(path, now=DAY0, backup=False) as records:
        newest = records.backup_now(backups.backup_name(path, DAY0.replace(day=5)))
    cut_short(middle, middle.stat().st_size // 2)  # a .gz cut short
    infos = backup_infos(path)
    assert [(i.path, i.answers, i.state) for i in infos] == [
        (newest, 15, BackupState.GOOD),
        (oldest, 10, BackupState.GOOD),
        (middle, None, BackupState.DAMAGED),
    ]
    assert infos[0].moment == DAY0.replace(day=5)


# --- 7. a cut-short .gz backup ----------------------------------------------------------------------


def test_a_cut_short_backup_is_reported_damaged_and_skipped_for_the_next_good_one(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    older = backed_up(path, asked, 40, 0, day=0)
    with open_records(path, now=DAY0, backup=False) as records:
        newer = records.backup_now(backups.backup_name(path, DAY0.replace(day=9)))
    write_answers(path, asked, 20, start=40)
    cut_short(newer, newer.stat().st_size - 200)
    with pytest.raises(EOFError):
        gzip.decompress(newer.read_bytes())  # what reached the crash dialog
    cut_short(path, 3000)
    error = refused(path)
    assert error.backups == (older,)  # the cut-short one is not offered
    with pytest.raises(RecordsFileError, match="cannot be restored: it is damaged too") as caught:
        recover(newer, path, now=DAY0)
    assert caught.value.backups == (older,) and path.stat().st_size == 3000
    recover(older, path, now=DAY0)
    assert len(answers_in(path, scratch)) == 40


# --- 8. a missing table --------------------------------------------------------------------------


def test_a_file_missing_its_answers_table_is_damage_with_its_backup_offered(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    good = backed_up(path, asked, 30, 10)
    db = sqlite3.connect(path)
    db.execute("DROP TABLE attempts")
    db.commit()
    db.close()
    error = refused(path)
    assert error.problem is Problem.CORRUPT and "part of it is missing: the answers" in error.message
    assert error.backups == (good,)
    recover(good, path, now=DAY0)
    with open_records(path, now=DAY0) as records:
        assert records.count_attempts() == 30


# --- 9. the smaller ones ---------------------------------------------------------------------------


def test_a_pipe_at_the_records_path_is_not_called_a_folder(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    os.mkfifo(path)
    error = refused(path)
    assert error.problem is Problem.UNREADABLE and "a pipe or a device" in error.message
    assert "folder, not a file" not in error.message
    path.unlink()
    path.mkdir()
    assert "it is a folder, not a file" in refused(path).message


def test_two_restores_within_one_second_keep_both_damaged_files(
    tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    good = backed_up(path, asked, 30, 10)
    asides = []
    for size in (5000, 7000):
        cut_short(path, size)
        damaged = path.read_bytes()
        aside = recover(good, path, now=DAY0).aside  # the same second, twice
        assert aside is not None and aside.read_bytes() == damaged
        asides.append(aside)
    assert asides[0] != asides[1] and all(a.exists() for a in asides)
    assert asides[1].name == f"{asides[0].name}-2"


def test_a_flipped_mark_byte_is_damage_and_offers_the_backups(tmp_path: Path, asked: list[Question]) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    good = backed_up(path, asked, 30, 10)
    set_header(path, 68, 0x44545230)
    error = refused(path)
    assert error.problem is Problem.CORRUPT and "mark is damaged" in error.message
    assert error.backups == (good,) and "not Dealer Trainer's records" not in error.message
    readable = readable_answers(path, scratch)
    recover(good, path, now=DAY0)
    restored_holds_everything(tmp_path, path, good, readable, scratch)
    assert len(answers_in(path, scratch)) == 40


def test_another_programs_database_is_still_not_ours(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.commit()
    db.close()
    assert refused(path).problem is Problem.NOT_RECORDS
    assert checks.only_index_damage([]) is False
