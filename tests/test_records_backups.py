"""Backups: compressed, thinned out daily/weekly/monthly, bounded, made off the GUI thread.

And the leftovers of a crash are cleaned up, and a save's rename is made
durable by fsyncing the folder.
"""

from __future__ import annotations

import gzip
import os
import random
import sqlite3
import stat
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_trainer import atomicfile
from dealer_trainer.atomicfile import atomic_path, write_text_atomic
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import backups
from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.restore import restore_backup
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import Drill, new_question, right_response

DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)


def fake_backups(path: Path, moments: list[datetime], size: int = 10) -> list[Path]:
    folder = path.parent / "backups"
    folder.mkdir(exist_ok=True)
    made = []
    for moment in moments:
        backup = folder / backups.backup_name(path, moment)
        backup.write_bytes(b"x" * size)
        made.append(backup)
    return made


def answers(records, count: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    ada = records.trainee_named("Ada") or records.add_trainee("Ada")
    for _ in range(count):
        question = new_question(rng.choice(list(Drill)), rng, [Variant.STUD7], [RuleSetName.PA])
        records.record_attempt(
            ada.id,
            question,
            response_to_json(question, right_response(question)),
            rng.random() < 0.7,
            rng.uniform(1, 20),
        )


def plain(backup: Path, folder: Path) -> sqlite3.Connection:
    copy = folder / f"look-{backup.name}.sqlite3"
    copy.write_bytes(gzip.decompress(backup.read_bytes()))
    return sqlite3.connect(copy)


# --- which backups are kept -------------------------------------------------------------------


def test_a_year_of_backups_is_thinned_to_7_daily_4_weekly_and_6_monthly(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    now = datetime(2025, 12, 31, 18, 0, tzinfo=UTC)
    # every 30 minutes for the last day, then one a day for a year
    moments = [now - timedelta(minutes=30 * i) for i in range(16)] + [
        now - timedelta(days=d) for d in range(1, 366)
    ]
    made = fake_backups(path, moments)
    removed = backups.prune_backups(path)
    kept = list_backups(path)
    assert set(kept) | set(removed) == set(made)
    assert kept[0] == made[0]  # the newest, always
    days = {backups.backup_moment(b, path).date() for b in kept}
    assert len(kept) == len(days)  # one a day at most
    last_week = {(now - timedelta(days=d)).date() for d in range(7)}
    assert last_week <= days  # the last 7 days
    weeks = {d.isocalendar()[:2] for d in days}
    assert len({(now - timedelta(weeks=w)).isocalendar()[:2] for w in range(4)} - weeks) == 0
    months = {(d.year, d.month) for d in days}
    assert {(2025, m) for m in range(7, 13)} <= months  # the last 6 months
    assert len(kept) <= backups.KEEP_DAILY + backups.KEEP_WEEKLY + backups.KEEP_MONTHLY
    assert min(days) >= datetime(2025, 7, 1).date()


def test_backups_together_stay_under_the_size_cap_keeping_the_newest(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    made = fake_backups(path, [DAY0 - timedelta(days=d) for d in range(10)], size=1000)
    kept = backups.backups_to_keep(made, path, max_bytes=3500)
    assert kept == made[:3]
    assert backups.backups_to_keep(made[:1], path, max_bytes=10) == made[:1]  # never none


def test_backups_from_earlier_versions_are_listed_and_thinned_too(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    (tmp_path / "backups").mkdir()
    old = [tmp_path / "backups" / f"records-2025-0{m}-01.sqlite3" for m in range(1, 10)]
    for backup in old:
        backup.write_bytes(b"old")
    assert list_backups(path) == list(reversed(old))
    backups.prune_backups(path)
    # the last 7 days that have one (one a month here): 7 kept, the oldest two removed
    assert list_backups(path) == list(reversed(old))[:7]


# --- what a backup is ------------------------------------------------------------------------------


def test_a_backup_is_a_compressed_consistent_copy_that_restores(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        answers(records, 60)
        made = records.backup_now()
        answers(records, 5, seed=2)
    assert made.name.endswith(".sqlite3.gz") and made.stat().st_size < path.stat().st_size / 2
    copy = plain(made, tmp_path)
    assert copy.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert copy.execute("SELECT count(*) FROM attempts").fetchone() == (60,)
    copy.close()
    restore_backup(made, path)
    with open_records(path) as records:
        assert records.count_attempts() == 60 + 5  # restored, and the 5 salvaged


def test_a_backup_made_while_answers_are_written_is_consistent(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        answers(records, 5)
    stop = threading.Event()
    writing = threading.Event()  # three answers are in and more are coming
    written = []

    def write() -> None:
        with open_records(path, backup=False) as records:
            while not stop.is_set():
                answers(records, 1, seed=len(written))
                written.append(1)
                if len(written) >= 3:
                    writing.set()

    writer = threading.Thread(target=write)
    writer.start()
    try:
        assert writing.wait(30)
        source = sqlite3.connect(path)
        made = [backups.write_backup(source, path, f"records-2025-01-0{i + 1}.sqlite3.gz") for i in range(3)]
        source.close()
    finally:
        stop.set()
        writer.join()
    for backup in made:
        copy = plain(backup, tmp_path)
        assert copy.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        # the schedule in step with the answers: one transaction seen whole
        assert (
            copy.execute("SELECT count(*) FROM skill_reviews").fetchone()
            == copy.execute(
                "SELECT count(*) FROM (SELECT DISTINCT trainee_id, drill, variant FROM attempts)"
            ).fetchone()
        )
        copy.close()


# --- when backups are made --------------------------------------------------------------------------


def test_the_backup_thread_backs_up_at_start_periodically_and_on_close(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        answers(records, 3)
    records = open_records(path, daily_backup=False)
    threads: list[str] = []
    real = backups.write_backup

    def spy(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    backups.write_backup = spy  # restored below
    try:
        assert list_backups(path) == []
        job = records.start_backups(interval=0.2)
        assert job.made.wait(10)  # the day's first backup, at start
        job.made.clear()
        job.looked.clear()
        assert job.looked.wait(10)  # the timer looked again:
        assert not job.made.is_set()  # nothing changed, so no new backup
        answers(records, 1)
        assert job.made.wait(10)  # changed: backed up within the interval
        answers(records, 1)
        records.close()
        assert records.closing_backup is not None
        records.closing_backup.join(10)
    finally:
        backups.write_backup = real
    assert threads and "MainThread" not in threads
    newest = plain(list_backups(path)[0], tmp_path)
    assert newest.execute("SELECT count(*) FROM attempts").fetchone() == (5,)  # the last one
    newest.close()


def test_closing_without_changes_makes_no_backup(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path) as records:
        answers(records, 2)
    records = open_records(path, daily_backup=False)
    job = records.start_backups(interval=60)
    assert job.made.wait(10)
    records.close()
    assert records.closing_backup is None
    assert len(list_backups(path)) == 1


def test_the_window_backs_up_off_its_thread_and_on_close(qtbot) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow
    from dealer_trainer.records.schema import default_path

    with open_records(default_path()) as records:
        answers(records, 2)
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords()
    job = window.records._backups
    assert job is not None
    qtbot.waitUntil(lambda: job.made.is_set(), timeout=10_000)
    answers(window.records, 1)
    records = window.records
    window.close()
    assert records.closing_backup is not None
    records.closing_backup.join(10)
    assert len(list_backups(default_path())) == 1  # one a day: the close replaced it
    copy = plain(list_backups(default_path())[0], default_path().parent)
    assert copy.execute("SELECT count(*) FROM attempts").fetchone() == (3,)
    copy.close()


# --- leftovers and durability ------------------------------------------------------------------------


def test_leftovers_of_a_crash_are_removed_at_start_but_not_fresh_ones(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    open_records(path).close()
    folder = tmp_path / "backups"
    folder.mkdir()
    old = [
        folder / ".records-2025-01-01-100000.sqlite3.gz.partial",
        folder / ".records-2025-01-01-100000.sqlite3.gz.copy.partial",
        tmp_path / ".records.sqlite3.restoring",
        tmp_path / ".records.sqlite3.restoring-journal",
        tmp_path / ".records.sqlite3.salvage",
        tmp_path / ".ada-results.csv.k2j3h4.tmp",
    ]
    fresh = [
        folder / ".records-2025-01-02-100000.sqlite3.gz.partial",
        tmp_path / ".bob-results.csv.x8y9z0.tmp",
    ]
    an_hour_ago = time.time() - 3600
    for leftover in old + fresh:
        leftover.write_bytes(b"half")
    for leftover in old:
        os.utime(leftover, (an_hour_ago, an_hour_ago))
    open_records(path).close()
    assert [p for p in old if p.exists()] == []
    assert all(p.exists() for p in fresh)  # maybe another window's save


def test_saving_a_file_removes_its_old_temporary_leftovers(tmp_path: Path) -> None:
    target = tmp_path / "pack.studpack"
    leftover = tmp_path / ".pack.studpack.abc123.tmp"
    other = tmp_path / ".notes.txt.abc123.tmp"
    for temp in (leftover, other):
        temp.write_text("half")
        os.utime(temp, (time.time() - 3600,) * 2)
    write_text_atomic(target, "{}")
    assert target.read_text() == "{}" and not leftover.exists() and other.exists()


def directory_fsyncs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    synced: list[str] = []
    real = os.fsync

    def spy(fd: int) -> None:
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            synced.append(os.readlink(f"/proc/self/fd/{fd}"))
        real(fd)

    monkeypatch.setattr(os, "fsync", spy)
    return synced


@pytest.mark.skipif(
    os.name == "nt" or not Path("/proc/self/fd").is_dir(),
    reason="folders are fsynced where they can be opened (POSIX)",
)
def test_an_atomic_save_fsyncs_the_folder_after_the_rename(tmp_path: Path, monkeypatch) -> None:
    synced = directory_fsyncs(monkeypatch)
    write_text_atomic(tmp_path / "a.txt", "hello")
    assert synced == [str(tmp_path)]
    with atomic_path(tmp_path / "b.pdf") as temp:
        temp.write_bytes(b"%PDF")
    assert synced == [str(tmp_path)] * 2
    with open_records(tmp_path / "r.sqlite3") as records:
        answers(records, 1)
        records.backup_now()
    assert str(tmp_path / "backups") in synced


def test_where_a_folder_cannot_be_fsynced_the_save_still_works(tmp_path: Path, monkeypatch) -> None:
    synced = directory_fsyncs(monkeypatch) if Path("/proc/self/fd").is_dir() else []
    monkeypatch.setattr(atomicfile, "CAN_FSYNC_FOLDERS", False)  # as on Windows
    write_text_atomic(tmp_path / "a.txt", "hello")
    assert (tmp_path / "a.txt").read_text() == "hello" and synced == []
