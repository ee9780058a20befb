"""A big pack opens off the GUI thread, with progress that can be cancelled."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton

from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.packs import storage
from dealer_trainer.packs.storage import load_pack, questions_of
from dealer_trainer.training.drills import question_at

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "assets" / "packs" / "seven-card-stud-high.studpack"


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    return win


def test_opening_a_pack_says_how_far_it_has_got_hand_by_hand() -> None:
    seen: list[tuple[int, int]] = []
    pack = load_pack(SAMPLE, lambda done, total, _label: seen.append((done, total)))
    count = len(pack.items)
    assert seen == [(n, count) for n in range(count + 1)]


def test_a_cancelled_open_stops_between_two_hands() -> None:
    class Stop(Exception):
        pass

    def progress(done: int, total: int, _label: str) -> None:
        if done == 2:
            raise Stop()

    with pytest.raises(Stop):
        load_pack(SAMPLE, progress)


def test_the_questions_worked_out_while_opening_are_the_engines_own() -> None:
    """Each hand is played once for all its questions: the same questions as one by one."""
    pack = load_pack(SAMPLE)
    asked = questions_of(pack)
    for item, questions in zip(pack.items, asked):
        for spec, question in zip(item.questions, questions):
            alone = question_at(spec.drill, item.scenario, point=spec.point)
            assert question == alone and question.events == alone.events


def test_file_open_pack_reads_it_in_the_background_then_works_through_it(window, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(SAMPLE), ""))
    threads: list[bool] = []
    real = storage.load_pack

    def watched(path: Any, progress: Callable[[int, int, str], None] | None = None) -> Any:
        threads.append(threading.current_thread() is not threading.main_thread())
        return real(path, progress)

    monkeypatch.setattr(storage, "load_pack", watched)
    started: list[str] = []
    monkeypatch.setattr(window.panel, "start_pack", lambda title, questions: started.append(title))
    window.openPackDialog()
    qtbot.waitUntil(lambda: bool(started), timeout=20_000)
    assert threads == [True]
    assert started == [load_pack(SAMPLE).title]
    assert started[0] in window.windowTitle()


def test_cancel_while_a_pack_opens_leaves_the_table_as_it_was(window, qtbot, monkeypatch) -> None:
    reporting = threading.Event()
    clicked = threading.Event()
    real = storage.load_pack

    def held(path: Any, progress: Callable[[int, int, str], None] | None = None) -> Any:
        def report(done: int, total: int, label: str) -> None:
            if done == 1:
                reporting.set()
                assert clicked.wait(10)
            assert progress is not None
            progress(done, total, label)

        return real(path, report)

    monkeypatch.setattr(storage, "load_pack", held)
    started: list[str] = []
    monkeypatch.setattr(window.panel, "start_pack", lambda title, questions: started.append(title))
    title = window.windowTitle()
    job = window.openPackInBackground(str(SAMPLE))
    assert reporting.wait(10)
    cancel = job.dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(job.done, timeout=10_000):
        clicked.set()
    assert started == [] and window.windowTitle() == title


def test_a_bad_pack_opened_in_the_background_is_refused_in_words(
    window, qtbot, monkeypatch, tmp_path: Path
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    bad = tmp_path / "bad.studpack"
    bad.write_text('{"format": "stud-pack/1"', encoding="utf-8")
    job = window.openPackInBackground(str(bad))
    with qtbot.waitSignal(job.done, timeout=10_000):
        pass
    assert len(shown) == 1 and shown[0].startswith("bad.studpack: ")
    assert "not valid JSON" in shown[0]
