"""The frozen app's entry point (PyInstaller runs this, not ``dealer_trainer/__main__.py``).

It is ``dealer-trainer`` exactly: ``dealer_trainer.cli.main`` with the process's
arguments. One thing differs in a bundle: a windowed Windows executable
(``console=False``) starts with ``sys.stdout`` and ``sys.stderr`` set to
``None``, and the command line writes to them; they are pointed at the app's
log file there (``dealer_trainer.logsetup.route_missing_streams``), so that,
say, ``dealer-trainer.exe pack show X`` from a shortcut does not crash, and a
warning or traceback printed to stderr is kept rather than thrown away.
(``dealer-trainer-cli.exe`` is the console twin for scripts.)

When the window opens, the launcher also names the desktop entry
(``dealer-trainer.desktop``), which Wayland compositors use to show the app's
icon and name in the dock.
"""

from __future__ import annotations

import os
import sys


def _ensure_streams() -> None:
    try:
        from dealer_trainer.logsetup import route_missing_streams

        route_missing_streams()
    except Exception:  # noqa: BLE001 - no log folder at all: the null device, not a crash
        pass
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def _opens_window(args: list[str]) -> bool:
    """Whether ``dealer-trainer ARGS`` opens the app (as ``dealer_trainer.cli.main`` decides)."""
    from dealer_trainer.cli import COMMANDS

    return not args or (len(args) == 1 and args[0] not in COMMANDS and not args[0].startswith("-"))


if __name__ == "__main__":
    _ensure_streams()
    if _opens_window(sys.argv[1:]):
        from PySide6.QtGui import QGuiApplication

        QGuiApplication.setDesktopFileName("dealer-trainer")
    from dealer_trainer.cli import main

    raise SystemExit(main())
