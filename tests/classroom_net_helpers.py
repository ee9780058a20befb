"""What the classroom's network tests share: a small lesson and pack, a raw TCP peer, and
headless hosts and bots run as processes whose lines are read as they come."""

from __future__ import annotations

import json
import os
import queue
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from dealer_trainer.classroom.lesson import Lesson, lesson_from_drills
from dealer_trainer.classroom.protocol import PROTOCOL
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

#: Every wait in these tests is bounded by this (seconds); a pass takes far less.
BOUND = 15.0


def small_lesson(
    count: int = 3, seconds: float = 20.0, drills: Sequence[Drill] = (Drill.BRING_IN,)
) -> Lesson:
    return lesson_from_drills(
        list(drills), [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, count, 7, seconds
    )


def write_pack(path: Path, count: int = 3, drill: str = "bring-in") -> Path:
    """A pack of ``count`` hands of one drill, as ``dealer-trainer pack generate`` writes it."""
    from dealer_trainer.cli import main

    assert (
        main(
            [
                "pack",
                "generate",
                "--variant",
                "stud7",
                "--drill",
                drill,
                "--count",
                str(count),
                "-o",
                str(path),
            ]
        )
        == 0
    )
    return path


def wait_until(condition: Callable[[], object], pump: Callable[[], None], bound: float = BOUND) -> None:
    """Pump the event loop until ``condition()`` is true (AssertionError after ``bound`` seconds)."""
    deadline = time.monotonic() + bound
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        pump()


class RawPeer:
    """A trainee's connection by hand: bytes out as given, the host's lines collected as they come.

    Non-blocking, so the host's event loop (in the same thread) runs while ``pump`` waits.
    """

    def __init__(self, port: int, source: str | None = None) -> None:
        """Connect to the host on loopback, from ``source`` if given (another loopback address,
        127.0.0.2: Linux routes all of 127/8 to lo, so the host sees a second machine)."""
        self.sock = socket.create_connection(
            ("127.0.0.1", port), timeout=BOUND, source_address=(source, 0) if source else None
        )
        self.sock.setblocking(False)
        self.buffer = b""
        self.lines: list[dict[str, Any]] = []
        self.closed = False

    def send(self, data: bytes | dict[str, Any]) -> None:
        raw = data if isinstance(data, bytes) else json.dumps(data).encode() + b"\n"
        self.sock.setblocking(True)
        self.sock.sendall(raw)
        self.sock.setblocking(False)

    def poll(self) -> None:
        while not self.closed:
            try:
                chunk = self.sock.recv(65536)
            except BlockingIOError:
                return
            except (ConnectionResetError, OSError):
                self.closed = True
                return
            if not chunk:
                self.closed = True
                return
            self.buffer += chunk
            while b"\n" in self.buffer:
                line, _, self.buffer = self.buffer.partition(b"\n")
                self.lines.append(json.loads(line))

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [line for line in self.lines if line["type"] == kind]

    def close(self) -> None:
        self.sock.close()


def hello(code: str, name: str, token: str | None = None) -> dict[str, Any]:
    return {"type": "hello", "protocol": PROTOCOL, "code": code, "name": name, "token": token}


# --- processes ----------------------------------------------------------------------------------


class Run:
    """A ``dealer-trainer`` process; its stdout lines kept (a thread reads them) for :meth:`wait_for`."""

    def __init__(self, arguments: Sequence[str], env: dict[str, str] | None = None) -> None:
        self.arguments = list(arguments)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "dealer_trainer", *arguments],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            env={**os.environ, **(env or {}), "PYTHONUNBUFFERED": "1"},
        )
        self.lines: list[str] = []
        self._new: queue.Queue[str | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.stderr = ""

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))
            self._new.put(line)
        self._new.put(None)

    def wait_for(self, prefix: str, bound: float = BOUND, count: int = 1) -> str:
        """The ``count``-th line that starts with ``prefix`` (waits for it)."""
        deadline = time.monotonic() + bound
        while True:
            found = [line for line in self.lines if line.startswith(prefix)]
            if len(found) >= count:
                return found[count - 1]
            left = deadline - time.monotonic()
            if left <= 0 or (
                self.process.poll() is not None and self._new.empty() and not self._reader.is_alive()
            ):
                raise AssertionError(
                    f"no {prefix!r} line ({count}) from {self.arguments}: {self.lines} {self.errors()}"
                )
            try:
                self._new.get(timeout=min(left, 0.2))
            except queue.Empty:
                pass

    def errors(self) -> str:
        if self.process.poll() is not None and self.process.stderr is not None and not self.stderr:
            self.stderr = self.process.stderr.read()
        return self.stderr

    def finish(self, bound: float = BOUND) -> int:
        code = self.process.wait(timeout=bound)
        self._reader.join(timeout=bound)
        self.errors()
        return code

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=BOUND)
        self._reader.join(timeout=BOUND)


def host_address(host: Run) -> tuple[str, str]:
    """The loopback address and the code a headless host printed first."""
    address = host.wait_for("address ").split()[1]
    code = host.wait_for("code ").split()[1]
    return address, code


_ROW = re.compile(r"^\s*(\d+)\s+(.+?)\s+(\d+)\s+(\d+)\s+(\d+)\s+(-|\d+\.\d s)$")


def results_table(lines: Sequence[str]) -> dict[str, tuple[int, int, int]]:
    """The host's results (``classroom.results.results_text``): name → (right, answered, points)."""
    start = next(i for i, line in enumerate(lines) if line.startswith("Place "))
    rows = {}
    for line in lines[start + 1 :]:
        found = _ROW.match(line)
        if not found:
            break
        rows[found[2]] = (int(found[3]), int(found[4]), int(found[5]))
    return rows


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])
