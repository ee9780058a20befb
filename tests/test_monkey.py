"""A monkey sends thousands of seeded random real input events to the main window.

The CI size runs by default (about half a minute); a larger run on demand:

    DEALER_TRAINER_MONKEY_EVENTS=20000 pytest tests/test_monkey.py
    pytest -m monkey_long tests/test_monkey.py          # 20,000 events, three seeds

``DEALER_TRAINER_MONKEY_SEED`` replays a seed a failure named;
``DEALER_TRAINER_MONKEY_EXCLUDE`` (comma-separated tokens, see tests/monkey.py)
leaves out one kind of event or check to look past a known defect.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from monkey import Monkey, iter_tokens

#: Events in the CI run: each setup (every drill, hard cases on and off, the
#: animation on and off, each sample pack, an exam) gets at least one batch.
CI_EVENTS = 1000
#: Events per batch: each batch starts from the next setup (40 of them).
CI_BATCH = 25
LONG_EVENTS = 20_000
CI_SEED = 20261201


def _settings(
    request: pytest.FixtureRequest, default_events: int, default_seed: int
) -> tuple[int, int, frozenset[str], tuple[str, ...]]:
    events = int(os.environ.get("DEALER_TRAINER_MONKEY_EVENTS", default_events))
    seed = int(os.environ.get("DEALER_TRAINER_MONKEY_SEED", default_seed))
    exclude = frozenset(iter_tokens(os.environ.get("DEALER_TRAINER_MONKEY_EXCLUDE", "")))
    ignore = tuple(request.config.getini("qt_log_ignore"))
    return events, seed, exclude, ignore


def _report(stats, seed: int, events: int) -> str:
    kinds = ", ".join(f"{name} {count}" for name, count in sorted(stats.events.items()))
    return (
        f"monkey seed {seed}: {events} events in {stats.seconds:.1f} s "
        f"({len(stats.setups)} setups, {stats.verdicts} answers judged, "
        f"{stats.exams_finished} exams finished, "
        f"{stats.restarts} restarts, "
        f"{len(stats.keys)} distinct keys); {kinds}"
    )


def test_a_monkey_cannot_break_the_main_window(
    qtbot, monkeypatch, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    events, seed, exclude, ignore = _settings(request, CI_EVENTS, CI_SEED)
    monkey = Monkey(qtbot, monkeypatch, tmp_path, seed, exclude=exclude, log_ignore=ignore, batch=CI_BATCH)
    stats = monkey.run(events)
    print(_report(stats, seed, events))
    # The run reached what it was meant to: every drill, the packs, an exam,
    # every key of the keymap, answers and restarts.
    from dealer_trainer.gui.drillpanel import MODES

    visited = " ".join(stats.setups)
    for mode, _ in MODES:
        assert re.search(rf"(^| ){re.escape(mode)},", visited), f"never set up {mode}"
    assert "pack " in visited and "exam," in visited
    keymap = monkey.keymap_names
    assert keymap <= set(stats.keys), f"keys never pressed: {sorted(keymap - set(stats.keys))}"
    assert stats.answers > events // 30 and stats.restarts >= 1


@pytest.mark.monkey_long
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_long_monkey_run_cannot_break_the_main_window(
    qtbot, monkeypatch, tmp_path: Path, request: pytest.FixtureRequest, seed: int
) -> None:
    if "monkey_long" not in (request.config.option.markexpr or ""):
        pytest.skip("on demand: pytest -m monkey_long tests/test_monkey.py")
    events, seed, exclude, ignore = _settings(request, LONG_EVENTS, seed)
    monkey = Monkey(qtbot, monkeypatch, tmp_path, seed, exclude=exclude, log_ignore=ignore)
    stats = monkey.run(events)
    print(_report(stats, seed, events))


ROOT = Path(__file__).resolve().parent.parent
X11_SECONDS = 20


@pytest.mark.x11
def test_the_installed_app_survives_random_clicks_and_keys_under_a_real_x_server(tmp_path: Path) -> None:
    # The real command on a real X server (tools/monkey_x11.py): no crash, no
    # traceback on stderr, the window still there after the run.
    missing = [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install -y xvfb xdotool imagemagick)")
    command = Path(sys.executable).parent / "dealer-trainer"
    if not command.exists():
        pytest.skip(f"the dealer-trainer command is not installed beside {sys.executable}")
    seconds = float(os.environ.get("DEALER_TRAINER_MONKEY_X11_SECONDS", X11_SECONDS))
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "tools" / "monkey_x11.py"),
            "--seconds",
            str(seconds),
            "--seed",
            "1",
            "--out",
            str(tmp_path),
            "--command",
            str(command),
        ],
        capture_output=True,
        text=True,
        timeout=seconds + 180,
    )
    if result.returncode == 3:
        pytest.skip(result.stdout.strip())
    assert result.returncode == 0, result.stdout + result.stderr
    assert "OK: no crash" in result.stdout
