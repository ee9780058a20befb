"""What is wrong with the records is told apart, and only damage offers a backup.

A folder that cannot be written, a busy file and a full disk are not damage:
putting a backup in place would throw away good answers, so none of them
offers one. A damaged file does, and the restore first copies in every row
the damaged file still yields. A failed restore changes nothing.

How each condition is made (the tests run as root, whom ``chmod`` does not
stop):

* a ``-shm`` file that cannot be opened: a real one — the ``-shm`` is a
  symbolic link into a folder that does not exist, so SQLite's open fails
  (``SQLITE_CANTOPEN``) on a healthy file;
* a read-only folder: simulated — SQLite's connection to the records is
  opened with the ``mode=ro`` URI, so every write meets SQLite's own
  ``SQLITE_READONLY``, as on a read-only disk;
* a full disk: simulated — ``PRAGMA max_page_count`` caps the file at its
  size, so the first write that needs a page meets SQLite's own
  ``SQLITE_FULL``, as on a full disk;
* a damaged file: a real one — one page of the answers table overwritten
  with garbage.
"""

from __future__ import annotations

import os
import random
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.restoredialog import RestoreDialog
from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.errors import Problem, RecordsFileError
from dealer_trainer.records.migrations import migrate
from dealer_trainer.records.restore import restore_backup
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import Drill, Question, new_question, right_response

DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def questions() -> list[Question]:
    rng = random.Random(5)
    return [new_question(drill, rng, [Variant.STUD7], [RuleSetName.PA]) for drill in Drill]


def answer(path: Path, questions: list[Question], count: int, start: int = 0) -> None:
    with open_records(path, now=DAY0) as records:
        ada = records.trainee_named("Ada") or records.add_trainee("Ada")
        for i in range(start, start + count):
            question = questions[i % len(questions)]
            records.record_attempt(
                ada.id,
                question,
                response_to_json(question, right_response(question)),
                i % 4 != 0,
                2.0 + i,
                at=DAY0 + timedelta(minutes=i),
            )


def count_answers(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        count: int = db.execute("SELECT count(*) FROM attempts").fetchone()[0]
        return count
    finally:
        db.close()


def with_backup(path: Path, questions: list[Question], before: int, after: int) -> None:
    """``before`` answers, a backup of them, then ``after`` more."""
    answer(path, questions, before)
    with open_records(path, now=DAY0) as records:
        records.backup_now()
    answer(path, questions, after, start=before)


def connect_as(
    path: Path, change: Callable[[sqlite3.Connection], None] | None = None, uri: str = ""
) -> Callable[..., sqlite3.Connection]:
    """A stand-in for :func:`sqlite3.connect` that opens the records at ``path`` specially."""
    real = sqlite3.connect

    def connect(target: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if Path(str(target)) != path:
            return real(target, *args, **kwargs)
        db = real(f"file:{path}?{uri}", *args, uri=True, **kwargs) if uri else real(target, *args, **kwargs)
        if change is not None:
            change(db)
        return db

    return connect


def cap_at_its_size(db: sqlite3.Connection) -> None:
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    db.execute(f"PRAGMA max_page_count = {pages}")


def old_file(path: Path, version: int, trainees: int = 1) -> None:
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=version)
    for i in range(trainees):
        db.execute("INSERT INTO trainees(name, created) VALUES (?, '2025-01-01T00:00:00+00:00')", (f"T{i}",))
    db.close()


def stub_boxes(monkeypatch: pytest.MonkeyPatch, click: str | None = None) -> list[dict[str, Any]]:
    """Record every message box the window shows (and click ``click`` if it has it)."""
    shown: list[dict[str, Any]] = []

    def fake_exec(box: QMessageBox) -> int:
        if len(shown) >= 4:
            raise AssertionError(f"the window keeps asking: {shown}")
        buttons = [b.text() for b in box.buttons()]
        shown.append({"title": box.windowTitle(), "text": box.text(), "buttons": buttons})
        wanted = next((b for b in box.buttons() if b.text() == click), None)
        if wanted is not None:
            monkeypatch.setattr(box, "clickedButton", lambda: wanted)
        return 0

    def fake_warning(parent: Any, title: str, text: str, *args: Any) -> int:
        shown.append({"title": title, "text": text, "buttons": []})
        return 0

    def fake_dialog(dialog: RestoreDialog) -> int:
        if len(shown) >= 4:
            raise AssertionError(f"the window keeps asking: {shown}")
        buttons = [
            b.text()
            for b in (dialog.restore_button, dialog.anew_button, dialog.not_kept_button)
            if not b.isHidden() and b.isEnabled()
        ]
        shown.append({"title": dialog.windowTitle(), "text": dialog.message.text(), "buttons": buttons})
        for button in (dialog.restore_button, dialog.anew_button, dialog.not_kept_button):
            if button.text() == click and not button.isHidden() and button.isEnabled():
                button.click()
        return int(dialog.result())

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    monkeypatch.setattr(QMessageBox, "warning", fake_warning)
    monkeypatch.setattr(RestoreDialog, "exec", fake_dialog)
    return shown


# --- a healthy file whose -shm cannot be opened --------------------------------------------------


def test_a_healthy_file_whose_shared_memory_cannot_be_opened_is_not_called_damaged(
    tmp_path: Path, questions: list[Question], qtbot, monkeypatch
) -> None:
    path = tmp_path / "records.sqlite3"
    with_backup(path, questions, 20, 10)
    shm = Path(f"{path}-shm")
    os.symlink(tmp_path / "no-such-folder" / "shm", shm)
    before = path.read_bytes()
    with pytest.raises(RecordsFileError) as caught:
        open_records(path)
    assert caught.value.problem is Problem.UNREADABLE
    assert str(tmp_path) in caught.value.message
    assert caught.value.backups == ()  # no backup offered: it would lose 10 answers

    shown = stub_boxes(monkeypatch, click="Restore the chosen backup")
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.openRecords(str(path))
    assert len(shown) == 1 and "Restore the chosen backup" not in shown[0]["buttons"]
    assert path.read_bytes() == before
    shm.unlink()  # the cause put right: all 30 are there
    assert count_answers(path) == 30


# --- a read-only folder ------------------------------------------------------------------------------


def test_a_read_only_folder_is_not_called_damaged_and_offers_no_backup(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "records.sqlite3"
    old_file(path, 4)  # needs an upgrade: a write
    open_records(path).close()  # (upgraded; a backup made before it)
    old_file(tmp_path / "other.sqlite3", 4)
    path.write_bytes((tmp_path / "other.sqlite3").read_bytes())  # at version 4 again
    assert list_backups(path)
    before = path.read_bytes()
    monkeypatch.setattr(sqlite3, "connect", connect_as(path, uri="mode=ro"))
    with pytest.raises(RecordsFileError) as caught:
        open_records(path, backup=False)
    error = caught.value
    assert error.problem is Problem.UNREADABLE
    assert error.backups == () and "Restore" not in error.message
    assert str(tmp_path) in error.message and "read-only" in error.message
    monkeypatch.undo()
    assert path.read_bytes() == before


def test_the_window_on_a_read_only_folder_says_so_and_keeps_running(
    tmp_path: Path, qtbot, monkeypatch
) -> None:
    path = tmp_path / "records.sqlite3"
    open_records(path).close()  # a new file: no trainee yet
    with open_records(path) as records:
        records.backup_now()
    monkeypatch.setattr(sqlite3, "connect", connect_as(path, uri="mode=ro"))
    shown = stub_boxes(monkeypatch, click="Restore the chosen backup")
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.openRecords(str(path))  # adding the first trainee cannot be written
    assert len(shown) == 1
    assert "Restore the chosen backup" not in shown[0]["buttons"]
    assert str(tmp_path) in shown[0]["text"]
    assert window.records is None and window.panel.trainee_id is None
    assert "not being kept" in window.statusBar().currentMessage()
    assert not list(tmp_path.glob(".*restoring*"))


# --- a full disk ----------------------------------------------------------------------------------


def test_a_full_disk_is_told_apart_and_loses_nothing(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "records.sqlite3"
    old_file(path, 4, trainees=300)  # upgrading adds an index: new pages
    monkeypatch.setattr(sqlite3, "connect", connect_as(path, cap_at_its_size))
    with pytest.raises(RecordsFileError) as caught:
        open_records(path, backup=False)
    error = caught.value
    assert error.problem is Problem.FULL
    assert error.backups == () and "full" in error.message and str(tmp_path) in error.message
    monkeypatch.undo()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone() == (4,)  # the upgrade rolled back
    assert db.execute("SELECT count(*) FROM trainees").fetchone() == (300,)
    db.close()


def test_the_window_on_a_full_disk_offers_no_backup(tmp_path: Path, qtbot, monkeypatch) -> None:
    path = tmp_path / "records.sqlite3"
    old_file(path, 4, trainees=300)  # upgrading it needs new pages
    (tmp_path / "backups").mkdir()
    (tmp_path / "backups" / "records-2025-03-03.sqlite3").write_bytes(path.read_bytes())
    assert list_backups(path)
    monkeypatch.setattr(sqlite3, "connect", connect_as(path, cap_at_its_size))
    shown = stub_boxes(monkeypatch, click="Restore the chosen backup")
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.openRecords(str(path))
    assert len(shown) == 1 and "Restore the chosen backup" not in shown[0]["buttons"]
    assert "full" in shown[0]["text"]
    assert not list(tmp_path.glob(".*restoring*"))


# --- a damaged file: salvage, then restore ---------------------------------------------------------


def damage_one_page(path: Path) -> int:
    """Overwrite one leaf page in the middle of the answers table; its number."""
    db = sqlite3.connect(path)
    pages = [
        row[0]
        for row in db.execute(
            "SELECT pageno FROM dbstat WHERE name = 'attempts' AND pagetype = 'leaf' ORDER BY pageno"
        )
    ]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    db.close()
    assert len(pages) >= 5
    page = pages[len(pages) * 3 // 4]
    data = bytearray(path.read_bytes())
    data[(page - 1) * size : page * size] = bytes(random.Random(page).randrange(256) for _ in range(size))
    path.write_bytes(bytes(data))
    return page


def test_a_restore_first_saves_every_answer_the_damaged_file_still_holds(
    tmp_path: Path, questions: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    with_backup(path, questions, 200, 100)
    db = sqlite3.connect(path)
    original = db.execute("SELECT at, drill, correct, seconds FROM attempts ORDER BY at").fetchall()
    db.close()
    damage_one_page(path)
    damaged = path.read_bytes()
    with pytest.raises(RecordsFileError) as caught:
        open_records(path)
    assert caught.value.problem is Problem.CORRUPT and caught.value.backups

    aside = restore_backup(caught.value.backups[0], path)
    assert aside is not None and aside.read_bytes() == damaged  # kept aside, untouched
    with open_records(path) as records:
        rows = records.connection.execute(
            "SELECT at, drill, correct, seconds FROM attempts ORDER BY at"
        ).fetchall()
        assert records.connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        (ada,) = records.trainees()
    assert len(rows) == len(set(rows))  # nothing twice
    assert set(rows) <= set(original)  # nothing invented
    assert len(rows) > 200 + 50  # the backup's 200, and most of the 100 given since
    assert original[:200] == rows[:200]
    assert ada.name == "Ada"
    assert not list(tmp_path.glob(".*"))  # no .restoring or .salvage left


def test_a_failed_restore_changes_nothing_and_never_escapes_the_window(
    tmp_path: Path, questions: list[Question], qtbot, monkeypatch
) -> None:
    path = tmp_path / "records.sqlite3"
    with_backup(path, questions, 10, 5)
    path.write_bytes(b"damaged beyond reading" * 300)
    damaged = path.read_bytes()
    real_replace = os.replace

    def refuse(source: Any, target: Any) -> None:
        if Path(target) == path and Path(source).name.endswith(".restoring"):
            # the folder turned read-only as the backup was to be put in place
            raise PermissionError(30, "Read-only file system", str(target))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse)
    shown = stub_boxes(monkeypatch, click="Restore the chosen backup")
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.openRecords(str(path))
    assert len(shown) == 2  # the damage, then why the restore failed
    assert "Restore the chosen backup" in shown[0]["buttons"]
    assert "restored" in shown[1]["title"].lower() or "restore" in shown[1]["text"].lower()
    assert path.read_bytes() == damaged  # where it was, as it was
    assert sorted(p.name for p in tmp_path.iterdir()) == ["backups", "records.sqlite3"]
    assert window.records is None


def test_adding_a_trainee_on_a_full_disk_says_so_and_keeps_the_current_one(
    tmp_path: Path, qtbot, monkeypatch
) -> None:
    from PySide6.QtWidgets import QInputDialog

    from dealer_trainer.records.schema import default_path

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords()
    panel = window.panel
    before = panel.trainee_id
    records = window.records
    records.connection.execute("VACUUM")  # no free page left over from the migrations
    records.connection.execute(
        f"PRAGMA max_page_count = {records.connection.execute('PRAGMA page_count').fetchone()[0]}"
    )
    shown = stub_boxes(monkeypatch)
    # a name longer than a page: adding it needs new pages, which the disk refuses
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Rosa " * 1000, True))
    panel.trainee_box.setCurrentIndex(panel.trainee_box.count() - 1)  # "New trainee…"
    assert shown and "full" in shown[0]["text"] and str(default_path().parent) in shown[0]["text"]
    assert panel.trainee_id == before
