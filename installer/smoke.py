"""Smoke-test the installer that installer/build.py made, on the machine it was made for.

    python installer/build.py && python installer/smoke.py

The same command runs in CI on Windows, macOS and Linux
(.github/workflows/installers.yml) and in ``tests/test_installer.py`` here.
Each platform's steps:

1. **install silently** into a temporary folder:
   Linux ``dpkg-deb -x PACKAGE ROOT`` (the files apt would put in ``/``, without
   root and without touching the system); Windows
   ``SETUP.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER /DIR=…``;
   macOS ``hdiutil attach`` the .dmg and copy ``Dealer Trainer.app`` out of it,
   as a drag onto Applications does;
2. ``--version`` from the installed app;
3. **start the installed app with** ``--screenshot FILE.png`` (Qt's offscreen
   platform: a 1280×800 PNG);
4. **open a sample pack**: ``pack validate`` on one of the installed sample
   packs, then the app started with that pack as its argument (what a
   double-click does) stays up for a few seconds without an error;
5. **uninstall**: Windows ``unins000.exe /VERYSILENT``; macOS and Linux delete
   what step 1 put there; then check that the installed program is gone.

It prints one line per step and exits non-zero at the first failure. The
installer is found from ``installer/dist/build-report.json`` unless
``--package`` names it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPORT = HERE / "dist" / "build-report.json"
NAME = "dealer-trainer"
APP_NAME = "Dealer Trainer"
#: How long the app opened on a pack must stay up to count as opened.
STAY_UP_SECONDS = 4.0


class SmokeError(Exception):
    """A step of the smoke test failed."""


def step(text: str) -> None:
    print(f"smoke: {text}", flush=True)


def run(command: list[str | Path], env: dict[str, str] | None = None, timeout: float = 120) -> str:
    words = [str(c) for c in command]
    print("+", " ".join(words), flush=True)
    result = subprocess.run(words, env=env, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise SmokeError(
            f"{' '.join(words)} exited with {result.returncode}\n{result.stdout[-2000:]}{result.stderr[-2000:]}"
        )
    return result.stdout


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise SmokeError(f"{path} is not a PNG picture")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def app_env(home: Path) -> dict[str, str]:
    """What a desktop gives the app, with no Python settings, and Qt's offscreen platform."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "QT_"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    if sys.platform.startswith("linux"):
        env["PATH"] = "/usr/bin:/bin"
    for name in ("HOME", "USERPROFILE"):
        env[name] = str(home)
    if sys.platform == "win32":
        for name in ("APPDATA", "LOCALAPPDATA"):
            env[name] = str(home / name)
            (home / name).mkdir(parents=True, exist_ok=True)
    return env


# --- per platform: install, where the programs are, uninstall -------------------------------


class Installed:
    """An installed app: ``cli`` (console program), ``gui`` (windowed one), ``packs`` folder."""

    def __init__(self, cli: Path, gui: Path, packs: Path, files: Path) -> None:
        self.cli, self.gui, self.packs, self.files = cli, gui, packs, files


def install_linux(package: Path, place: Path) -> Installed:
    root = place / "root"
    run(["dpkg-deb", "-x", package, root])
    opt = root / "opt" / NAME
    target = os.readlink(root / "usr" / "bin" / NAME)
    if target != f"/opt/{NAME}/{NAME}":
        raise SmokeError(f"/usr/bin/{NAME} points to {target}")
    program = opt / NAME
    return Installed(program, program, opt / "_internal" / "assets" / "packs", opt)


def uninstall_linux(installed: Installed) -> None:
    shutil.rmtree(installed.files.parents[1])


def install_windows(package: Path, place: Path) -> Installed:
    folder = place / "Dealer Trainer"
    run(
        [
            package,
            "/VERYSILENT",
            "/SUPPRESSMSGBOXES",
            "/NORESTART",
            "/CURRENTUSER",
            f"/DIR={folder}",
            f"/LOG={place / 'setup.log'}",
        ],
        timeout=600,
    )
    return Installed(
        folder / f"{NAME}-cli.exe",
        folder / f"{NAME}.exe",
        folder / "_internal" / "assets" / "packs",
        folder,
    )


def uninstall_windows(installed: Installed) -> None:
    uninstaller = installed.files / "unins000.exe"
    if not uninstaller.exists():
        raise SmokeError(f"no uninstaller: {uninstaller}")
    run([uninstaller, "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"], timeout=600)
    # The uninstaller copies itself to a temporary folder and finishes from there.
    deadline = time.monotonic() + 60
    while installed.cli.exists() and time.monotonic() < deadline:
        time.sleep(1)


def install_macos(package: Path, place: Path) -> Installed:
    mount = place / "mount"
    mount.mkdir()
    run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", mount, package])
    try:
        applications = place / "Applications"
        applications.mkdir()
        run(["ditto", mount / f"{APP_NAME}.app", applications / f"{APP_NAME}.app"])
    finally:
        run(["hdiutil", "detach", mount])
    app = applications / f"{APP_NAME}.app"
    program = app / "Contents" / "MacOS" / NAME
    packs = next(
        (
            p
            for p in (app / "Contents" / d / "assets" / "packs" for d in ("Resources", "Frameworks"))
            if p.is_dir()
        ),
        app / "Contents" / "Resources" / "assets" / "packs",
    )
    return Installed(program, program, packs, app)


def uninstall_macos(installed: Installed) -> None:
    shutil.rmtree(installed.files)


PLATFORMS = {
    "linux": (install_linux, uninstall_linux),
    "win32": (install_windows, uninstall_windows),
    "darwin": (install_macos, uninstall_macos),
}


def platform_key() -> str:
    return "linux" if sys.platform.startswith("linux") else sys.platform


# --- the steps --------------------------------------------------------------------------------


def smoke(package: Path, version: str, place: Path) -> None:
    install, uninstall = PLATFORMS[platform_key()]
    home = place / "home"
    work = place / "work"
    home.mkdir()
    work.mkdir()
    env = app_env(home)

    step(f"install {package.name} silently")
    installed = install(package, place)
    if not installed.cli.is_file():
        raise SmokeError(f"the installed program is missing: {installed.cli}")

    step("--version")
    out = run([installed.cli, "--version"], env=env).strip()
    if out != f"{NAME} {version}":
        raise SmokeError(f"--version printed {out!r}, not {NAME} {version}")

    step("start the installed app with --screenshot")
    shot = work / "screenshot.png"
    run([installed.cli, "--screenshot", shot], env=env)
    if png_size(shot) != (1280, 800):
        raise SmokeError(f"the screenshot is {png_size(shot)}, not 1280×800")

    step("open a sample pack")
    packs = sorted(installed.packs.glob("*.studpack"))
    if not packs:
        raise SmokeError(f"no sample packs in {installed.packs}")
    pack = work / "Sample pack (copy).studpack"  # a name with spaces, as users have
    shutil.copyfile(packs[0], pack)
    checked = run([installed.cli, "pack", "validate", pack], env=env)
    if "all answers agree with the engine" not in checked:
        raise SmokeError(f"pack validate said: {checked}")
    log = work / "app.log"
    with open(log, "w", encoding="utf-8") as output:
        process = subprocess.Popen(
            [str(installed.gui), str(pack)], env=env, cwd=work, stdout=output, stderr=output
        )
        try:
            time.sleep(STAY_UP_SECONDS)
            if process.poll() is not None:
                raise SmokeError(
                    f"the app opened on a pack exited with {process.returncode}: "
                    + log.read_text(encoding="utf-8", errors="replace")[-2000:]
                )
        finally:
            if process.poll() is None:
                process.terminate()
            process.wait(timeout=30)
    text = log.read_text(encoding="utf-8", errors="replace")
    if "Traceback" in text or "error:" in text:
        raise SmokeError(f"the app opened on a pack wrote: {text[-2000:]}")

    step("uninstall")
    uninstall(installed)
    if installed.cli.exists():
        raise SmokeError(f"still there after uninstalling: {installed.cli}")
    step("passed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", type=Path, help="default: the one in installer/dist/build-report.json")
    args = parser.parse_args(argv)
    if platform_key() not in PLATFORMS:
        sys.exit(f"error: no smoke test for {sys.platform}")
    report = json.loads(REPORT.read_text(encoding="utf-8")) if REPORT.exists() else {}
    package = args.package or Path(str(report.get("package", "")))
    if not package.is_file():
        sys.exit(f"error: no installer to test ({package}); run python installer/build.py first")
    sys.path.insert(0, str(HERE))
    import build

    version = build.project_version()
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-smoke-") as scratch:
        try:
            smoke(package.resolve(), version, Path(scratch))
        except (SmokeError, subprocess.TimeoutExpired, OSError) as error:
            print(f"smoke: FAILED: {error}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
