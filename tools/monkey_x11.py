"""Drive the real ``dealer-trainer`` command under a real X server with random input.

Starts Xvfb, starts the installed app on it with a fresh profile (its own
config, data, state and home folders in a scratch folder), then for
``--seconds`` sends seeded random clicks and keys through the X server with
xdotool, as a person at the keyboard would: anywhere on the screen (so into
the dialogs and other windows the app opens, too), mostly on the main window.
Quitting (Ctrl+Q) is allowed; the app is then started again, as a person
would.

At the end it checks that the app never crashed (died by a signal or exited
non-zero), never wrote a traceback (its stderr and any log file under the
scratch profile), and that its main window still exists; it takes a
screenshot of the whole screen (ImageMagick's ``import -window root``), quits
the app and checks it exits cleanly.

Needs ``Xvfb``, ``xdotool`` and (for the screenshot) ``import``:
``apt-get install -y xvfb xdotool imagemagick``, and Qt's xcb libraries (see
the README). Exit status: 0 all well, 1 something broke (printed), 3 the
machine lacks Xvfb, xdotool or Qt's xcb libraries (nothing was tested).

    python tools/monkey_x11.py --seconds 300 --seed 7 --out /tmp/monkey-x11
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

#: Exit status when the machine cannot run the test at all.
EXIT_MISSING = 3
WINDOW_NAME = "Dealer Trainer"
#: The main window's title once it shows a pack or a hand as well: "<title> — Dealer Trainer".
MAIN_WINDOW_TITLE = f"(^| — ){WINDOW_NAME}$"
SCREEN = (1366, 768)

#: Keys a person presses, xdotool names: the app's shortcuts and plain keys.
#: No Delete or BackSpace: in a file dialog they could delete or climb out of
#: the scratch folder.
KEYS = (
    ["space"] * 6
    + ["Return"] * 3
    + ["Escape"] * 3
    + [str(n) for n in range(1, 10)]
    + list("bcsynhqwertuiopadfgjklzxvm")
    + ["Tab", "Up", "Down", "Left", "Right"]
    + [f"ctrl+{n}" for n in range(1, 9)]
    + [
        "ctrl+h",
        "ctrl+d",
        "ctrl+g",
        "ctrl+t",
        "ctrl+o",
        "ctrl+p",
        "ctrl+shift+o",
        "ctrl+shift+e",
        "ctrl+shift+s",
        "F1",
        "F5",
        "F11",
        "ctrl+q",
    ]
    + ["ctrl+w"] * 2  # the pack editor closes with it (no window manager to close it)
)

#: Lines on stderr that mean something went wrong in the app.
BAD_LINE = re.compile(r"Traceback|Error|Fatal|Segmentation|core dumped|Aborted|CRITICAL", re.IGNORECASE)
#: File dialogs, by their titles (the app's captions). The monkey never clicks
#: or types in one: it runs as whoever started it (root in CI), and random
#: input could climb to any folder and save or overwrite a file there. It
#: cancels a save dialog and answers an open dialog with a shipped file's path.
FILE_DIALOG = re.compile(r"^(Open|Save|Export|Import|Add|Choose|Present a Pack|Answer Key for)")
SAVE_DIALOG = re.compile(r"^(Save|Export|Add a Folder)")
ROOT = Path(__file__).resolve().parent.parent

#: Qt cannot start on X at all: the machine lacks a library, not the app a fix.
NO_XCB = re.compile(r'Could not load the Qt platform plugin "xcb"|no Qt platform plugin')


@dataclass
class Run:
    """What the driver did and saw."""

    events: int = 0
    keys: int = 0
    clicks: int = 0
    starts: int = 0
    quits: int = 0
    problems: list[str] = field(default_factory=list)
    stderr_lines: list[str] = field(default_factory=list)
    final_windows: list[str] = field(default_factory=list)


def missing_tools() -> list[str]:
    return [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]


def free_display() -> int:
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise RuntimeError("no free X display number between :90 and :199")


class Driver:
    def __init__(self, command: list[str], seconds: float, seed: int, out: Path) -> None:
        self.command = command
        self.seconds = seconds
        self.rng = random.Random(seed)
        self.seed = seed
        self.out = out
        self.run = Run()
        self.profile = Path(tempfile.mkdtemp(prefix="monkey-x11-", dir=out))
        self.display = f":{free_display()}"
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.app: subprocess.Popen[bytes] | None = None
        self.window = ""
        self.env = self._environment()

    def _environment(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY",)}
        for name in ("config", "data", "state", "cache", "home"):
            (self.profile / name).mkdir(parents=True, exist_ok=True)
        env.update(
            DISPLAY=self.display,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(self.profile / "config"),
            XDG_DATA_HOME=str(self.profile / "data"),
            XDG_STATE_HOME=str(self.profile / "state"),
            XDG_CACHE_HOME=str(self.profile / "cache"),
            HOME=str(self.profile / "home"),
            PYTHONFAULTHANDLER="1",
        )
        return env

    # --- the X server and the app ------------------------------------------------

    def start_x(self) -> None:
        width, height = SCREEN
        self.xvfb = subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        socket = Path(f"/tmp/.X11-unix/X{self.display[1:]}")
        deadline = time.monotonic() + 15
        while not socket.exists():
            if self.xvfb.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("Xvfb did not start")
            time.sleep(0.05)

    def start_app(self) -> bool:
        """Start the app and find its main window; False if it never showed one."""
        self.run.starts += 1
        log = (self.out / f"stderr-{self.run.starts}.txt").open("wb")
        self.app = subprocess.Popen(
            self.command, env=self.env, cwd=self.profile / "home", stdout=subprocess.DEVNULL, stderr=log
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.app.poll() is not None:
                return False
            found = self.xdotool("search", "--onlyvisible", "--name", MAIN_WINDOW_TITLE)
            if found:
                self.window = found.split()[0]
                self.xdotool("windowfocus", self.window)
                return True
            time.sleep(0.2)
        return False

    def xdotool(self, *args: str) -> str:
        result = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        return result.stdout.strip()

    def geometry(self) -> tuple[int, int, int, int] | None:
        text = self.xdotool("getwindowgeometry", "--shell", self.window)
        values = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
        try:
            return (int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))
        except (KeyError, ValueError):
            return None

    # --- one event ----------------------------------------------------------------

    def click(self) -> str:
        """Mostly inside the main window; sometimes anywhere on the screen."""
        geometry = self.geometry() if self.rng.random() < 0.8 else None
        if geometry is not None:
            x0, y0, w, h = geometry
            x, y = x0 + self.rng.randrange(max(1, w)), y0 + self.rng.randrange(max(1, h))
        else:
            x, y = self.rng.randrange(SCREEN[0]), self.rng.randrange(SCREEN[1])
        button = self.rng.choices(("1", "3", "2"), weights=(85, 10, 5))[0]
        repeat = "2" if self.rng.random() < 0.1 else "1"
        self.xdotool("mousemove", str(x), str(y))
        # No window manager: give the window under the pointer the keyboard
        # focus, as clicking a window does on a desktop.
        under = dict(
            line.split("=", 1)
            for line in self.xdotool("getmouselocation", "--shell").splitlines()
            if "=" in line
        )
        if under.get("WINDOW", "0") not in ("0", ""):
            self.xdotool("windowfocus", under["WINDOW"])
        self.xdotool("click", "--repeat", repeat, button)
        self.run.clicks += 1
        return f"click {button}x{repeat} at {x},{y}"

    def key(self) -> str:
        key = self.rng.choice(KEYS)
        self.xdotool("key", "--clearmodifiers", key)
        self.run.keys += 1
        if key == "ctrl+q":
            self.run.quits += 1
        return f"key {key}"

    def windows(self) -> list[str]:
        """The names of the app's visible windows, topmost last."""
        ids = self.xdotool("search", "--onlyvisible", "--name", ".").split()
        return [self.xdotool("getwindowname", i) for i in ids]

    def screenshot(self, name: str, window: str = "root") -> None:
        if shutil.which("import"):
            subprocess.run(
                ["import", "-display", self.display, "-window", window, str(self.out / name)],
                env=self.env,
                timeout=30,
                capture_output=True,
            )

    def file_dialog(self) -> str | None:
        """Deal with an open file dialog, if there is one (see FILE_DIALOG)."""
        for wid in self.xdotool("search", "--onlyvisible", "--name", ".").split():
            name = self.xdotool("getwindowname", wid)
            if not FILE_DIALOG.match(name):
                continue
            self.xdotool("windowraise", wid)
            self.xdotool("windowfocus", wid)
            if SAVE_DIALOG.match(name) or self.rng.random() < 0.3:
                self.xdotool("key", "--clearmodifiers", "Escape")
                return f"file dialog {name!r}: Esc"
            pool = (
                sorted((ROOT / "tests" / "data" / "examples").glob("0*-bad.json"))
                if "Scenario" in name
                else sorted((ROOT / "assets" / "packs").glob("*.studpack"))
            )
            pool = pool or sorted((ROOT / "assets" / "packs").glob("*.studpack"))
            path = str(self.rng.choice(pool))
            self.xdotool("key", "--clearmodifiers", "ctrl+a")
            self.xdotool("type", "--delay", "2", path)
            self.xdotool("key", "--clearmodifiers", "Return")
            time.sleep(0.3)
            if self.xdotool("search", "--onlyvisible", "--name", f"^{re.escape(name)}$"):
                self.xdotool("key", "--clearmodifiers", "Escape")
            return f"file dialog {name!r}: {path}"
        return None

    def monkey(self) -> None:
        deadline = time.monotonic() + self.seconds
        log = (self.out / "events.txt").open("w", encoding="utf-8")
        next_shot, shots = time.monotonic() + 60, 0
        while time.monotonic() < deadline:
            what = self.file_dialog() or (self.click() if self.rng.random() < 0.5 else self.key())
            self.run.events += 1
            log.write(f"{self.run.events:6d} {time.monotonic():.2f} {what}\n")
            if self.rng.random() < 0.05:
                time.sleep(self.rng.choice((0.05, 0.2, 0.6)))
            if time.monotonic() >= next_shot:
                shots += 1
                self.screenshot(f"during-{shots:02d}.png")
                log.write(f"       screenshot during-{shots:02d}.png; windows: {self.windows()}\n")
                next_shot += 60
            assert self.app is not None
            code = self.app.poll()
            if code is not None:
                log.write(f"       the app exited with {code}\n")
                if code != 0:
                    self.run.problems.append(
                        f"the app exited with status {code} after event {self.run.events} ({what})"
                    )
                    return
                if not self.start_app():
                    self.run.problems.append("the app did not show its window again")
                    return
        log.close()

    # --- the end ------------------------------------------------------------------

    def finish(self) -> None:
        assert self.app is not None
        if self.app.poll() is None:
            if not self.xdotool("search", "--onlyvisible", "--name", MAIN_WINDOW_TITLE):
                self.run.problems.append("the main window is gone but the app still runs")
            self.run.final_windows = self.windows()
            self.screenshot("final.png")
            self.xdotool("windowraise", self.window)  # no compositor: grab it uncovered
            time.sleep(0.3)
            self.screenshot("main-window.png", self.window)
            # Quit as a person would: every other window closed by Esc, then Ctrl+Q.
            self.app.send_signal(signal.SIGTERM) if not self._quit() else None
            try:
                code = self.app.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.app.kill()
                code = self.app.wait()
                self.run.problems.append("the app did not quit within 20 s")
            if code not in (0, -signal.SIGTERM):
                self.run.problems.append(f"the app quit with status {code}")
        self._scan_logs()

    def _quit(self) -> bool:
        assert self.app is not None
        for _ in range(6):
            self.xdotool("key", "Escape")
        found = self.xdotool("search", "--onlyvisible", "--name", MAIN_WINDOW_TITLE)
        if found:
            self.xdotool("windowfocus", found.split()[0])
            x0_y0 = self.geometry()
            if x0_y0 is not None:
                x0, y0, w, h = x0_y0
                self.xdotool("mousemove", str(x0 + w // 2), str(y0 + h // 2))
            self.xdotool("key", "--clearmodifiers", "ctrl+q")
        try:
            self.app.wait(timeout=10)
            return True
        except subprocess.TimeoutExpired:
            return False

    def _scan_logs(self) -> None:
        files = sorted(self.out.glob("stderr-*.txt"))
        files += [p for p in self.profile.rglob("*.log") if p.is_file()]
        for path in files:
            text = path.read_text(encoding="utf-8", errors="replace")
            for line in text.splitlines():
                if line.strip():
                    self.run.stderr_lines.append(f"{path.name}: {line}")
            if NO_XCB.search(text):
                raise MissingLibraries(text.strip().splitlines()[-1])
            bad = [line for line in text.splitlines() if BAD_LINE.search(line)]
            if bad:
                self.run.problems.append(f"{path.name} has {len(bad)} error lines, first: {bad[0].strip()}")

    def stop(self) -> None:
        for process in (self.app, self.xvfb):
            if process is not None and process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()


class MissingLibraries(Exception):
    """Qt's xcb platform plugin cannot load on this machine."""


def default_command() -> list[str]:
    """The ``dealer-trainer`` installed beside this Python (the project's .venv)."""
    here = Path(sys.executable).parent / "dealer-trainer"
    if here.exists():
        return [str(here)]
    found = shutil.which("dealer-trainer")
    return [found] if found else [sys.executable, "-m", "dealer_trainer"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=180.0, help="how long to send input")
    parser.add_argument("--seed", type=int, default=1, help="the same seed sends the same input")
    parser.add_argument(
        "--out",
        type=Path,
        default=Path("monkey-x11-out"),
        help="folder for the event log, stderr, the profile and final.png",
    )
    parser.add_argument(
        "--command", nargs="+", default=None, help="the app to start (default: the installed dealer-trainer)"
    )
    args = parser.parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"cannot run: {', '.join(missing)} not installed (apt-get install -y xvfb xdotool imagemagick)")
        return EXIT_MISSING
    args.out.mkdir(parents=True, exist_ok=True)
    driver = Driver(args.command or default_command(), args.seconds, args.seed, args.out)
    started = time.monotonic()
    try:
        driver.start_x()
        if not driver.start_app():
            driver.stop()
            driver._scan_logs()
            driver.run.problems.append("the app never showed its main window")
        else:
            driver.monkey()
            driver.finish()
    except MissingLibraries as error:
        print(
            f"cannot run: Qt cannot start on X here ({error}); see the README for the X libraries to install"
        )
        return EXIT_MISSING
    finally:
        driver.stop()
    run = driver.run
    print(
        f"monkey_x11 seed {args.seed}: {run.events} events ({run.clicks} clicks, {run.keys} "
        f"keys) in {time.monotonic() - started:.0f} s; app started {run.starts} times "
        f"({run.quits} Ctrl+Q); output in {args.out}"
    )
    print(f"  windows open at the end: {run.final_windows}")
    for line in run.stderr_lines[:40]:
        print(f"  stderr {line}")
    if run.problems:
        for problem in run.problems:
            print(f"PROBLEM: {problem}")
        return 1
    print("OK: no crash, no traceback, the window was there at the end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
