"""GUI speed, measured on demand (not a timed test).

    python benchmarks/gui_bench.py [--runs N]

1. Cold start: wall time from launching a process to its window being shown
   and its event loop idle, for an empty PySide6 window and for the
   ``dealer-trainer`` command as a user runs it, alternating in the same run;
   prints the ratio (target: at most 1.5x).
2. Next hand: time from asking for a hand to the question being ready to
   answer (animation off), per drill, median and worst (target: 100 ms).
3. Dealing animation: frames painted per second while cards fly from the
   stub at the normal speed (target: 60 fps).

Runs offscreen unless a display is set, so it works on a build machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

EMPTY = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 800); w.show()
app.processEvents()  # lay out and paint what show() queued
"""
# Exactly what the installed ``dealer-trainer`` command runs; the app quits
# itself at the same point as the empty window (see QUIT_WHEN_READY).
OURS = "import sys; from dealer_trainer.cli import main; sys.exit(main())"


def cold_start(runs: int) -> None:
    timings: dict[str, list[float]] = {"empty PySide6 window": [], "Dealer Trainer": []}
    # As on a user's machine, Python keeps compiled bytecode between runs (some
    # build machines set PYTHONDONTWRITEBYTECODE, which would recompile our
    # sources in every process); one warm-up run of each writes the caches.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    from dealer_trainer.gui.app import QUIT_WHEN_READY

    env[QUIT_WHEN_READY] = "1"
    for code in (EMPTY, OURS):
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, env=env)
    for _ in range(runs):
        for name, code in (("empty PySide6 window", EMPTY), ("Dealer Trainer", OURS)):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                           env=env)
            timings[name].append(time.perf_counter() - start)
    print("## Cold start (process launch to a shown, painted window)\n")
    print("| window | median s | best s |\n|---|---:|---:|")
    for name, values in timings.items():
        print(f"| {name} | {statistics.median(values):.3f} | {min(values):.3f} |")
    ratio = statistics.median(timings["Dealer Trainer"]) / statistics.median(
        timings["empty PySide6 window"])
    print(f"\nRatio: {ratio:.2f}x (target ≤ 1.5x: {'PASS' if ratio <= 1.5 else 'FAIL'})\n")


def next_hand(runs: int) -> None:
    from dealer_trainer.gui.app import make_app
    from dealer_trainer.gui.drillpanel import MODES
    from dealer_trainer.gui.mainwindow import MainWindow

    app = make_app([sys.argv[0]])
    window = MainWindow()
    window.resize(1280, 800)
    window.setSpeed(0)
    window.show()
    app.processEvents()
    window.panel.preload()  # as the window does once idle after start-up
    print("## Next hand (ask to ready, animation off)\n")
    print("| drill | hard cases | median ms | worst ms |\n|---|---|---:|---:|")
    worst_all = 0.0
    for mode, title in MODES:
        for hard in (False, True):
            window.action_map["hard"].setChecked(hard)
            window.panel.set_mode(mode)
            window.panel.reseed(7)
            times = []
            for _ in range(runs):
                start = time.perf_counter()
                window.panel.next_hand()
                app.processEvents()
                times.append((time.perf_counter() - start) * 1000)
            worst_all = max(worst_all, max(times))
            print(f"| {title} | {'yes' if hard else 'no'} | {statistics.median(times):.1f} | "
                  f"{max(times):.1f} |")
    print(f"\nWorst: {worst_all:.1f} ms (target ≤ 100 ms: {'PASS' if worst_all <= 100 else 'FAIL'})\n")
    animation(app, window)


def animation(app, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QElapsedTimer, QEvent, QObject

    class Counter(QObject):
        frames = 0

        def eventFilter(self, obj, event):  # type: ignore[no-untyped-def]
            if event.type() == QEvent.Type.Paint:
                Counter.frames += 1
            return False

    counter = Counter()
    window.table.viewport().installEventFilter(counter)
    window.panel.set_mode("deal-along")
    window.panel.reseed(3)
    window.panel.next_hand()
    deal = window.panel.deal
    assert deal is not None
    # deal the first street's cards as one animation at the normal speed
    snapshots = [deal.snapshot()]
    from dealer_trainer.training.snapshot import snapshot_from_events
    for i in range(deal.position, min(len(deal.events), deal.position + 24)):
        snapshots.append(snapshot_from_events(deal.table, deal.events[:i + 1]))
    finished = []
    timer = QElapsedTimer()
    Counter.frames = 0
    timer.start()
    window.table.animate(snapshots, 120, lambda: finished.append(True))
    while not finished:
        app.processEvents()
        time.sleep(0.001)
    seconds = timer.elapsed() / 1000
    fps = Counter.frames / seconds if seconds else 0.0
    print("## Dealing animation (normal speed, 120 ms a card)\n")
    print(f"{Counter.frames} frames painted in {seconds:.2f} s: {fps:.0f} fps "
          f"(target 60: {'PASS' if fps >= 55 else 'FAIL'}; offscreen painting has no vsync, so "
          "this is the rate the view can draw, capped by the animation timer)\n")


def progress_view(runs: int) -> None:
    """The progress view opened on a record of 100,000 answers (target: 300 ms)."""
    import tempfile
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import records_bench

    from dealer_trainer.gui.app import make_app
    from dealer_trainer.gui.progress import ProgressView
    from dealer_trainer.records.database import open_records

    app = make_app([sys.argv[0]])
    folder = Path(tempfile.mkdtemp(prefix="progress-bench-"))
    trainee, *_ = records_bench.generate(folder / "records.sqlite3", 100_000, 1)
    records = open_records(folder / "records.sqlite3")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        view = ProgressView(records, trainee)
        view.resize(1200, 800)
        view.show()
        app.processEvents()
        times.append((time.perf_counter() - start) * 1000)
        view.close()
        view.deleteLater()
        app.processEvents()
    median = statistics.median(times)
    print("## Progress view, 100,000 recorded answers (read, draw and paint)\n")
    print(f"first {times[0]:.0f} ms, median {median:.0f} ms, best {min(times):.0f} ms "
          f"(target < 300 ms: {'PASS' if median < 300 else 'FAIL'})\n")
    records.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, platform {os.environ['QT_QPA_PLATFORM']}\n")
    cold_start(args.runs)
    next_hand(max(args.runs * 4, 10))
    progress_view(args.runs)


if __name__ == "__main__":
    main()
