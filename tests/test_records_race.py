"""Two windows started at once on one records file: choosing or adding a trainee never fails.

Each round makes a fresh file and two connections to it (as two windows
would), holds both at a barrier, then lets them ask for their trainee at the
same moment. SQLite releases the GIL while it works, so the two really
interleave; the old read-then-insert code lost this race about one round in
six. A second test does the same with two processes.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.rows import Trainee

ROUNDS = 60


def race(path: Path, ask: Callable[[Records], Trainee]) -> list[object]:
    """Both connections ask at once; what each got (a trainee or the exception)."""
    barrier = threading.Barrier(2)
    got: list[object] = [None, None]

    def run(index: int) -> None:
        records = open_records(path, backup=False)  # each window its own connection
        try:
            barrier.wait()
            got[index] = ask(records)
        except Exception as error:  # noqa: BLE001 - the test reports it
            got[index] = error
        finally:
            records.close()

    threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    return got


def test_two_windows_starting_at_once_on_a_new_file_share_one_first_trainee(tmp_path: Path) -> None:
    for round_ in range(ROUNDS):
        path = tmp_path / f"r{round_}.sqlite3"
        got = race(path, lambda records: records.starting_trainee("", "Ada"))
        assert all(isinstance(t, Trainee) for t in got), f"round {round_}: {got}"
        assert got[0] == got[1]
        with open_records(path, backup=False) as records:
            assert [t.name for t in records.trainees()] == ["Ada"]


def test_two_windows_adding_one_new_trainee_at_once_both_get_that_trainee(tmp_path: Path) -> None:
    for round_ in range(ROUNDS):
        path = tmp_path / f"r{round_}.sqlite3"
        open_records(path, backup=False).close()
        got = race(path, lambda records: records.trainee_named_or_added("Rosa"))
        assert all(isinstance(t, Trainee) for t in got), f"round {round_}: {got}"
        assert got[0] == got[1]


CHILD = r"""
import sys
from dealer_trainer.records import open_records
records = open_records(sys.argv[1], backup=False)
print("ready", flush=True)
sys.stdin.readline()  # the go: both children have opened the file and wait here
print(records.starting_trainee("", "Ada").uid, flush=True)
"""


def test_two_processes_starting_at_once_on_a_new_file_share_one_first_trainee(tmp_path: Path) -> None:
    """Both processes open the file, say so, and are let go together (a barrier over their pipes)."""
    for round_ in range(4):
        path = tmp_path / f"p{round_}.sqlite3"
        children = [
            subprocess.Popen(
                [sys.executable, "-c", CHILD, str(path)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(2)
        ]
        for child in children:
            assert child.stdout is not None
            ready = child.stdout.readline()
            assert ready == "ready\n", child.communicate(timeout=60)[1]
        for child in children:
            assert child.stdin is not None
            child.stdin.write("go\n")
            child.stdin.flush()
        results = [child.communicate(timeout=60) for child in children]
        for child, (_out, err) in zip(children, results):
            assert child.returncode == 0, err
        assert results[0][0] == results[1][0] and len(results[0][0].strip()) == 32
