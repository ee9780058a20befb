"""Measure the built app: its size unpacked, and its start-up against running from source.

    python installer/measure.py [--runs 7] [--cold] [--deb installer/dist/dealer-trainer_*.deb]

The .deb is unpacked with ``dpkg-deb -x`` into a temporary folder (nothing is
installed). Each run is ``dealer-trainer --screenshot FILE.png`` (start Python
and Qt, build the main window, deal a hand, render it offscreen, save, exit),
timed as a whole process, once through the unpacked binary and once as
``python -m dealer_trainer`` from this source tree with the current Python; the
two kinds alternate and the medians are printed.

``--cold`` empties the kernel's page cache before every run (Linux, as root:
``/proc/sys/vm/drop_caches``), so every file is read from disk again: the
first start after a reboot. Without it the runs are "warm" (files cached, as
for a second start). A source run always finds its .pyc files already
compiled, as after any earlier start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
import build  # noqa: E402


def clean_env(home: Path) -> dict[str, str]:
    """An environment with no Python settings and no source tree: what a desktop gives."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", "QT_QPA_PLATFORM": "offscreen"}


def drop_caches() -> None:
    subprocess.run(["sync"], check=True)
    Path("/proc/sys/vm/drop_caches").write_text("3\n")


def timed(command: list[str], env: dict[str, str], cwd: Path, cold: bool) -> float:
    if cold:
        drop_caches()
    started = time.perf_counter()
    subprocess.run(
        command, env=env, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    return time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deb", type=Path, help="default: the one installer/build.py made")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--cold", action="store_true", help="drop the page cache before each run")
    args = parser.parse_args(argv)
    deb = args.deb
    if deb is None:
        arch = subprocess.run(
            ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
        ).stdout.strip()
        version = build.debian_version(build.project_version())
        deb = build.DIST / f"{build.NAME}_{version}_{arch}.deb"
    with tempfile.TemporaryDirectory(prefix="dealer-trainer-measure-") as scratch:
        tmp = Path(scratch)
        root, home = tmp / "root", tmp / "home"
        home.mkdir()
        subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True)
        app = root / "opt" / build.NAME
        print(
            f"{deb.name}: {build.mb(deb.stat().st_size)}; unpacked: "
            f"{build.mb(build.tree_size(root))} ({build.mb(build.tree_size(app))} in "
            f"/opt/{build.NAME})"
        )
        shot = tmp / "shot.png"
        installed = ([str(app / build.NAME), "--screenshot", str(shot)], clean_env(home), tmp)
        source_env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        source = ([sys.executable, "-m", "dealer_trainer", "--screenshot", str(shot)], source_env, ROOT)
        for command, env, cwd in (installed, source):  # once each, untimed: .pyc, fontconfig cache
            subprocess.run(command, env=env, cwd=cwd, check=True, capture_output=True)
        times: dict[str, list[float]] = {"installed": [], "source": []}
        for _ in range(args.runs):
            times["installed"].append(timed(*installed, cold=args.cold))
            times["source"].append(timed(*source, cold=args.cold))
        kind = "cold (page cache dropped)" if args.cold else "warm"
        for name, values in times.items():
            print(
                f"{name:9} {kind}: median {statistics.median(values):.3f} s over {args.runs} "
                f"runs (min {min(values):.3f}, max {max(values):.3f})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
