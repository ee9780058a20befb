"""The app's log file, set up once at start (no Qt here: the launcher uses it too).

The log lives in the platform's log folder (platformdirs), rotated so it
never grows without bound. :mod:`dealer_trainer.gui.errors` sends uncaught
errors and Qt's warnings to it; :func:`route_missing_streams` keeps what a
windowed build would print to a ``None`` stderr.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import sys
import threading
from pathlib import Path

APP_NAME = "Dealer Trainer"
#: The log (rotated: this many bytes a file, this many old files kept).
LOG_FILE = "dealer-trainer.log"
LOG_MAX_BYTES = 1024 * 1024
LOG_BACKUPS = 3

log = logging.getLogger("dealer_trainer")


def log_dir() -> Path:
    """The platform's log folder for the app (created when logging starts)."""
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, APP_NAME))


_handler: logging.Handler | None = None


def setup_logging(folder: Path | None = None) -> Path | None:
    """Send logging (INFO and up) to the rotating log file in ``folder``; its path.

    Idempotent: a second call adds nothing and returns the same file. If the
    folder cannot be written (a read-only profile), logging goes to stderr
    (None is returned) and the app still starts.
    """
    global _handler
    if _handler is not None:
        return Path(_handler.baseFilename) if isinstance(_handler, logging.FileHandler) else None
    folder = log_dir() if folder is None else folder
    path: Path | None = folder / LOG_FILE
    handler: logging.Handler
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_FILE, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        stream = (
            sys.stderr if sys.stderr is not None and not isinstance(sys.stderr, LogStream) else io.StringIO()
        )
        handler = logging.StreamHandler(stream)
        path = None
        log.warning("cannot write the log in %s (%s); logging to stderr", folder, error)
    handler.setFormatter(
        logging.Formatter("%(asctime)s %(levelname)s [%(threadName)s] %(name)s: %(message)s")
    )
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > logging.INFO:
        root.setLevel(logging.INFO)
    _handler = handler
    return path


def stop_logging() -> None:
    """Remove the handler :func:`setup_logging` added (tests; the app never needs to)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None


class LogStream(io.TextIOBase):
    """A text stream whose lines go to the log: ``sys.stderr`` where there is none."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self._logger = logging.getLogger(name)
        self._pending = ""
        self._busy = threading.local()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if getattr(self._busy, "on", False):  # logging itself printing an error: drop it
            return len(text)
        self._busy.on = True
        try:
            self._pending += text
            *lines, self._pending = self._pending.split("\n")
            for line in lines:
                if line.strip():
                    self._logger.warning("%s", line)
        finally:
            self._busy.on = False
        return len(text)

    def flush(self) -> None:
        pending, self._pending = self._pending, ""
        if pending.strip():
            self.write(pending + "\n")


def route_missing_streams() -> None:
    """Point a missing ``sys.stdout``/``sys.stderr`` at the log.

    A windowed PyInstaller build (Windows, ``console=False``) starts with both
    set to ``None``: whatever Python or a library would print there — a
    warning, a traceback — would be thrown away. Here it is kept, in the log
    (set up first if it is not yet, so the lines have somewhere to go).
    """
    missing = [name for name in ("stdout", "stderr") if getattr(sys, name) is None]
    if not missing:
        return
    setup_logging()
    for name in missing:
        setattr(sys, name, LogStream(f"dealer_trainer.{name}"))


__all__ = ["LOG_FILE", "LogStream", "log_dir", "route_missing_streams", "setup_logging", "stop_logging"]
