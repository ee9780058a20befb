"""The window on damaged records: it says so, lists the backups, restores the chosen one,
and while nothing is open says for as long as answers are given that they are not kept."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from records_damage import (
    DAY0,
    answers_in,
    backed_up,
    cut_short,
    pages_of,
    questions,
    readable_answers,
    set_header,
    write_answers,
)

from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.restoredialog import RestoreDialog
from dealer_trainer.records import backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.migrations import SCHEMA_VERSION
from dealer_trainer.training.drills import Question


@pytest.fixture(scope="module")
def asked() -> list[Question]:
    return questions(seed=8, each=2)


def window(qtbot: Any) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


def answer_in_dialog(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, act: Callable[[RestoreDialog], None]
) -> list[RestoreDialog]:
    """Stand in for the dialog's modal loop: show it, let ``act`` click in it as a person would."""
    seen: list[RestoreDialog] = []

    def run(dialog: RestoreDialog) -> int:
        if len(seen) > 3:
            raise AssertionError("the window keeps asking")
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        act(dialog)
        return int(dialog.result())

    monkeypatch.setattr(RestoreDialog, "exec", run)
    return seen


def listed(dialog: RestoreDialog) -> list[tuple[str, str]]:
    return [
        (dialog.table.item(r, 1).text(), dialog.table.item(r, 2).text())
        for r in range(dialog.table.rowCount())
    ]


def test_a_cut_short_file_opens_the_list_of_backups_and_the_newest_good_one_restores(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    good = backed_up(path, asked, 60, 0, day=0)
    with open_records(path, now=DAY0, backup=False) as records:
        broken = records.backup_now(backups.backup_name(path, DAY0.replace(day=6)))
    write_answers(path, asked, 25, start=60)
    cut_short(broken, broken.stat().st_size // 3)  # the newest backup is cut short too
    cut_short(path, 9000)
    readable = readable_answers(path, scratch)
    seen = answer_in_dialog(
        qtbot, monkeypatch, lambda d: qtbot.mouseClick(d.restore_button, Qt.MouseButton.LeftButton)
    )
    win = window(qtbot)
    assert win.openRecords(str(path))
    (dialog,) = seen
    assert "cut short: 9000 of its" in dialog.message.text()
    assert listed(dialog) == [("60", "Passed"), ("—", "Damaged: cannot be restored")]
    assert dialog.chosen_backup() is not None and dialog.chosen_backup().path == good
    assert win.records is not None and win.records.count_attempts() == len(
        answers_in(good, scratch) | readable
    )
    assert "restored" in win.statusBar().currentMessage()
    assert not hasattr(win, "not_kept_label")  # never said: the records are open


def test_while_the_records_are_not_open_every_answer_says_it_is_not_kept(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    backed_up(path, asked, 10, 5)
    path.write_bytes(b"")  # emptied by a sync tool
    answer_in_dialog(
        qtbot, monkeypatch, lambda d: qtbot.mouseClick(d.not_kept_button, Qt.MouseButton.LeftButton)
    )
    win = window(qtbot)
    assert not win.openRecords(str(path))
    assert win.records is None and path.read_bytes() == b""
    label = win.not_kept_label
    assert label.isVisible() and "NOT being kept" in label.text()
    panel = win.panel
    panel.set_mode("bring-in")
    panel.reseed(3)
    for _ in range(3):
        panel.next_hand()
        qtbot.waitUntil(lambda: panel.phase == "asking")
        panel.on_seat(panel.question.answer.seat)
        assert label.isVisible()  # said again beside the score every answer shows
    assert "3" in win.statusBar().currentMessage()  # the score, beside it


def test_a_newer_versions_file_is_restored_over_only_when_the_cost_is_accepted(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    backed_up(path, asked, 10, 5)
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value = '3.0' WHERE key = 'app_version'")
    db.commit()
    db.close()
    set_header(path, 60, SCHEMA_VERSION + 2)
    before = path.read_bytes()
    states: list[tuple[bool, bool]] = []

    def look_then_leave(dialog: RestoreDialog) -> None:
        states.append((dialog.restore_button.isEnabled(), dialog.consent.isVisible()))
        qtbot.mouseClick(dialog.consent, Qt.MouseButton.LeftButton)
        states.append((dialog.restore_button.isEnabled(), dialog.not_kept_button.isDefault()))
        qtbot.mouseClick(dialog.not_kept_button, Qt.MouseButton.LeftButton)

    seen = answer_in_dialog(qtbot, monkeypatch, look_then_leave)
    win = window(qtbot)
    assert not win.openRecords(str(path))
    assert "Dealer Trainer 3.0" in seen[0].message.text()
    assert states == [(False, True), (True, True)]  # only once the box is ticked; leaving is the default
    assert path.read_bytes() == before and win.records is None


def test_damaged_records_without_a_good_backup_start_anew_keeping_every_readable_answer(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    write_answers(path, asked, 80)
    set_header(path, 68, 1)  # its mark damaged: no longer "not Dealer Trainer's records"
    before = path.read_bytes()
    readable = readable_answers(path, scratch)
    seen = answer_in_dialog(
        qtbot, monkeypatch, lambda d: qtbot.mouseClick(d.anew_button, Qt.MouseButton.LeftButton)
    )
    win = window(qtbot)
    assert win.openRecords(str(path))
    assert "mark is damaged" in seen[0].message.text() and seen[0].restore_button.isHidden()
    assert win.records is not None and win.records.count_attempts() == len(readable) == 80
    (aside,) = [
        p for p in tmp_path.glob("records.sqlite3.damaged-*") if not p.name.endswith(("-wal", "-shm"))
    ]
    assert aside.read_bytes() == before


def test_a_damaged_index_found_at_open_is_rebuilt_and_the_user_told(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    path = tmp_path / "records.sqlite3"
    write_answers(path, asked, 300)
    page = pages_of(path, "attempts_by_drill")[1]
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    data = bytearray(path.read_bytes())
    data[page * size - 30] ^= 0x04
    path.write_bytes(bytes(data))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: said.append(text) or 0)
    win = window(qtbot)
    assert win.openRecords(str(path))
    assert len(said) == 1 and "rebuilt" in said[0]
    assert win.records is not None and win.records.count_attempts() == 300


def test_damage_the_daily_check_finds_later_reaches_the_user_at_once(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, asked: list[Question]
) -> None:
    """The background check once only logged what it found; now the window says it."""
    path = tmp_path / "records.sqlite3"
    write_answers(path, asked, 20)
    # the check's verdict stands in for damage that happens after the open
    monkeypatch.setattr(backups, "daily_check", lambda *a, **k: "row 7 missing from index attempts_by_skill")
    said: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text, *a: said.append((title, text)) or 0)
    win = window(qtbot)
    assert win.openRecords(str(path))
    qtbot.waitUntil(lambda: bool(said))
    ((title, text),) = said
    assert title == "Your records are damaged" and str(path) in text and "start it again" in text
    assert "damaged" in win.statusBar().currentMessage()
    assert backups.list_backups(path) == []  # and nothing of it is backed up


def test_a_fault_while_opening_never_lets_the_crash_dialog_say_that_nothing_was_lost(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The installed app once lacked a module the records need: opening them raised, and the
    crash dialog said "Nothing was lost: your answers are saved" while every answer was dropped."""
    from dealer_trainer.gui import errors
    from dealer_trainer.records import database

    reporter = errors.ErrorReporter(None)
    monkeypatch.setattr(errors, "installed_reporter", lambda: reporter)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise ModuleNotFoundError("No module named 'typing_extensions'")

    monkeypatch.setattr(database, "open_records", broken)
    win = window(qtbot)
    with pytest.raises(ModuleNotFoundError):
        win.openRecords(str(tmp_path / "records.sqlite3"))
    assert win.records is None
    assert win.not_kept_label.isVisible() and "NOT being kept" in win.not_kept_label.text()
    reporter.report(ModuleNotFoundError("No module named 'typing_extensions'"))  # as the hook does
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    assert reporter.dialog is not None
    qtbot.addWidget(reporter.dialog)
    text = reporter.dialog.text()
    assert "NOT being kept" in text and "Nothing was lost" not in text


def test_with_the_records_open_the_crash_dialog_says_the_answers_are_kept(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from dealer_trainer.gui import errors

    reporter = errors.ErrorReporter(None)
    monkeypatch.setattr(errors, "installed_reporter", lambda: reporter)
    win = window(qtbot)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    reporter.report(ZeroDivisionError("a fault elsewhere"))
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    assert reporter.dialog is not None
    qtbot.addWidget(reporter.dialog)
    assert "Nothing was lost" in reporter.dialog.text()
