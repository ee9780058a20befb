"""Garbage is collected on the GUI thread only, never on a worker thread."""

from __future__ import annotations

import gc
import threading

from dealer_trainer.gui.collector import collect_on_gui_thread
from dealer_trainer.gui.operations import Progress, run_in_background


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_no_collection_runs_on_a_worker_thread_while_a_job_makes_garbage(qtbot):
    # A collection on the worker frees Qt objects' Python side off the GUI
    # thread; a monkey run crashed that way ("Garbage-collecting" in scene.clear()).
    threads: list[str] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            threads.append(threading.current_thread().name)

    def work(progress: Progress) -> int:
        for step in range(200_000):  # far past every automatic threshold
            _Cycle()
            if step % 10_000 == 0:
                progress.report(step, 200_000)
        return 1

    gc.callbacks.append(seen)
    try:
        op = run_in_background(None, "Garbage", work, lambda _: None)
        with qtbot.waitSignal(op.done, timeout=30_000):
            pass
    finally:
        gc.callbacks.remove(seen)
    assert threads == [] or set(threads) == {threading.main_thread().name}


def test_the_gui_thread_collects_what_automatic_collection_would_have(qtbot):
    collector = collect_on_gui_thread()
    assert not gc.isenabled()
    collected: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collected.append(info["collected"])

    _Cycle()
    gc.callbacks.append(seen)
    try:
        qtbot.waitUntil(lambda: sum(collected) > 0, timeout=5_000)
    finally:
        gc.callbacks.remove(seen)
    assert collector is collect_on_gui_thread()
