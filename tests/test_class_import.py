"""The class import reads any folder safely: streamed, bounded, refusing what is not a file."""

from __future__ import annotations

import csv
import gc
import os
import random
import threading
import tracemalloc
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton
from pytestqt.qtbot import QtBot

from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui import classview
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.gui.operations import Cancelled
from dealer_trainer.records import classes, results
from dealer_trainer.records.classes import class_table
from dealer_trainer.records.errors import ResultsError
from dealer_trainer.records.results import COLUMNS, read_results
from dealer_trainer.training.kinds import Drill

START = datetime(2025, 1, 6, 9, tzinfo=UTC)


def write_class(folder: Path, answers: int, trainees: int = 4, seed: int = 3) -> Path:
    """``trainees`` results files in ``folder`` sharing ``answers`` generated answers."""
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    drills = [d.value for d in Drill]
    variants = [v.value for v in Variant]
    for number in range(trainees):
        at = START
        with (folder / f"t{number}.csv").open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle, lineterminator="\r\n")
            writer.writerow(COLUMNS)
            for _ in range(answers // trainees):
                at += timedelta(seconds=rng.randint(3, 90))
                writer.writerow(
                    (
                        f"Trainee {number}",
                        f"{number:032x}",
                        at.isoformat(),
                        rng.choice(drills),
                        rng.choice(variants),
                        "pa",
                        int(rng.random() < 0.8),
                        repr(round(rng.uniform(1, 40), 3)),
                        0,
                        "",
                        rng.choice(("", "guided", "table-ready")),
                        "",
                    )
                )
    return folder


def finishes_within(seconds: float, call: Callable[[], Any]) -> Any:
    """``call()``'s result or exception, failing the test if it hangs."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = call()
        except BaseException as error:  # noqa: BLE001 - handed back to the test
            outcome["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still reading after {seconds} s: it hangs"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    pipe = tmp_path / "results.csv"
    os.mkfifo(pipe)
    with pytest.raises(ResultsError, match="not a regular file"):
        finishes_within(10, lambda: read_results(pipe))
    table = finishes_within(10, lambda: class_table(tmp_path))
    assert table.trainees == () and "not a regular file" in str(table.problems[0])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_before_a_byte_is_read(device: str) -> None:
    with pytest.raises(ResultsError, match="not a regular file"):
        finishes_within(10, lambda: read_results(device))


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_in_the_shared_folder_is_named_and_the_other_files_still_read(tmp_path: Path) -> None:
    folder = write_class(tmp_path / "shared", 40, trainees=2)
    (folder / "zero.csv").symlink_to("/dev/zero")
    table = finishes_within(20, lambda: class_table(folder))
    assert table.trainees == ("Trainee 0", "Trainee 1")
    assert [p.path.name for p in table.problems] == ["zero.csv"]
    assert "not a regular file" in table.problems[0].message


def test_a_file_that_holds_more_than_it_says_is_cut_off_at_the_cap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file whose size says 0 (as /proc's do) is still read no further than the cap."""
    path = write_class(tmp_path / "shared", 400, trainees=1) / "t0.csv"
    real_fstat = os.fstat
    monkeypatch.setattr(results.os, "fstat", lambda fd: _size_zero(real_fstat(fd)))
    monkeypatch.setattr(results, "MAX_BYTES", 4096)
    with pytest.raises(ResultsError, match="is larger than"):
        read_results(path)


def _size_zero(info: os.stat_result) -> os.stat_result:
    values = list(info)
    values[6] = 0  # st_size
    return os.stat_result(values)


def test_a_file_of_one_endless_line_is_refused_not_read_into_memory(tmp_path: Path) -> None:
    path = tmp_path / "endless.csv"
    with path.open("w", encoding="utf-8") as handle:
        handle.write(",".join(COLUMNS) + "\r\n")
        handle.write("x" * (4 * results.MAX_LINE))
    with pytest.raises(ResultsError, match="line longer than") as refused:
        read_results(path)
    assert refused.value.problem.line == 2


def test_a_file_too_large_is_refused_unread(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_class(tmp_path / "shared", 400, trainees=1) / "t0.csv"
    monkeypatch.setattr(results, "MAX_BYTES", 4096)
    with pytest.raises(ResultsError, match="results files are at most"):
        read_results(path)


def peak_bytes(call: Callable[[], Any]) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.parametrize(
    "small_size, large_size",
    [
        (500, 50_000),
        pytest.param(2_000, 200_000, marks=pytest.mark.slow),
    ],
)
def test_memory_stays_bounded_for_a_folder_a_hundred_times_larger(
    tmp_path: Path, small_size: int, large_size: int
) -> None:
    small = write_class(tmp_path / "small", small_size)
    large = write_class(tmp_path / "large", large_size)
    small_peak = peak_bytes(lambda: class_table(small))
    large_table: list[classes.ClassTable] = []
    large_peak = peak_bytes(lambda: large_table.append(class_table(large)))
    # Every answer was counted ...
    assert sum(large_table[0].trainee_total(t).attempts for t in large_table[0].trainees) == large_size
    # ... and a hundred times the answers took nowhere near a hundred times the memory
    # (holding them all took about 1.2 kB an answer before: 60 MB for 50,000).
    assert large_peak < 2 * small_peak + 4 * 1024 * 1024, (small_peak, large_peak)
    assert large_peak < 16 * 1024 * 1024


def test_the_streamed_table_counts_as_the_rows_say(tmp_path: Path) -> None:
    """Medians, recent accuracy and duplicates, checked against the rows themselves."""
    folder = write_class(tmp_path / "shared", 400, trainees=2)
    again = folder / "t0-again.csv"
    again.write_bytes((folder / "t0.csv").read_bytes())  # exported twice: counts once
    rows = read_results(folder / "t0.csv")
    table = class_table(folder)
    assert table.trainees == ("Trainee 0", "Trainee 1")
    for drill, variant in table.skills:
        part = sorted((r for r in rows if r.drill is drill and r.variant is variant), key=lambda r: r.at)
        if not part:
            continue
        cell = table.cell("Trainee 0", drill, variant)
        assert cell is not None
        seconds = sorted(r.seconds for r in part)
        middle = len(seconds) // 2
        median = seconds[middle] if len(seconds) % 2 else (seconds[middle - 1] + seconds[middle]) / 2
        assert (cell.attempts, cell.right) == (len(part), sum(r.correct for r in part))
        assert cell.recent_right == sum(r.correct for r in part[-classes.RECENT :])
        assert cell.median_seconds == pytest.approx(median)
    assert table.trainee_total("Trainee 0").attempts == len(rows)


def test_cancelling_stops_the_import_and_leaves_no_scratch_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = write_class(tmp_path / "shared", 100_000)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    monkeypatch.setattr(classes.tempfile, "tempdir", str(scratch))
    calls: list[tuple[int, int]] = []

    def progress(done: int, total: int, label: str) -> None:
        calls.append((done, total))
        if len(calls) == 3:
            raise Cancelled()

    with pytest.raises(Cancelled):
        class_table(folder, progress)
    assert len(calls) == 3 and calls[-1][0] < calls[-1][1]
    assert list(scratch.iterdir()) == []


def test_the_class_view_reads_a_folder_in_the_background_and_cancel_forgets_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = write_class(tmp_path / "shared", 4_000)
    view = ClassView()
    qtbot.addWidget(view)
    view.show()
    reading = threading.Event()
    cancel_clicked = threading.Event()
    real = classview.class_table
    worker_threads: list[bool] = []

    def held(
        sources: Any, progress: Callable[[int, int, str], None], *, level: Any = None, session: Any = None
    ) -> Any:
        """The real import, held at its first report until the test has clicked Cancel."""
        worker_threads.append(threading.current_thread() is not threading.main_thread())

        def report(done: int, total: int, label: str) -> None:
            reading.set()
            assert cancel_clicked.wait(10)
            progress(done, total, label)

        return real(sources, report, level=level)

    monkeypatch.setattr(classview, "class_table", held)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    qtbot.mouseClick(view.add_folder_button, Qt.MouseButton.LeftButton)
    job = view.import_job
    assert job is not None and reading.wait(10)
    assert not view.add_folder_button.isEnabled()  # one import at a time
    cancel = job.dialog.findChild(QPushButton)
    assert cancel is not None and cancel.text() == "Cancel"
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(job.done, timeout=10_000):
        cancel_clicked.set()
    assert worker_threads == [True]
    assert view.table_data is None and view.sources == []
    assert view.add_folder_button.isEnabled() and view.import_job is None

    # Chosen again and left to finish, the folder is read and shown.
    monkeypatch.setattr(classview, "class_table", real)
    with qtbot.waitSignal(view.loaded, timeout=20_000):
        qtbot.mouseClick(view.add_folder_button, Qt.MouseButton.LeftButton)
    assert view.table_data is not None and len(view.table_data.trainees) == 4
