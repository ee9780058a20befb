"""Writing a file so that a crash mid-write leaves the previous one intact.

Every file the app saves (packs, results exports, exam reports) goes
through :func:`atomic_writer`: the text goes to a temporary file beside the
target, is flushed to disk, and is renamed over the target only once it is
complete. A temporary file is private (0600); the target keeps its old mode,
or gets the usual one for a new file, so a pack on a shared folder stays
readable by the class.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Iterator


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextmanager
def atomic_writer(path: str | Path, *, encoding: str = "utf-8",
                  newline: str | None = None) -> Iterator[IO[str]]:
    """A text stream whose content replaces ``path`` only if the block completes."""
    path = Path(path)
    handle = tempfile.NamedTemporaryFile("w", encoding=encoding, newline=newline,
                                         dir=path.parent, prefix=f".{path.name}.",
                                         suffix=".tmp", delete=False)
    try:
        with handle:
            yield handle.file
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(handle.name, _mode_for(path))
        os.replace(handle.name, path)
    except BaseException:
        Path(handle.name).unlink(missing_ok=True)
        raise


@contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside ``path`` for a writer that wants a file name (a PDF);
    renamed over ``path`` only if the block completes, removed if it fails."""
    path = Path(path)
    handle = tempfile.NamedTemporaryFile("wb", dir=path.parent, prefix=f".{path.name}.",
                                         suffix=".tmp", delete=False)
    handle.close()
    temp = Path(handle.name)
    try:
        yield temp
        os.chmod(temp, _mode_for(path))
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def write_text_atomic(path: str | Path, text: str, *, encoding: str = "utf-8",
                      newline: str | None = None) -> None:
    with atomic_writer(path, encoding=encoding, newline=newline) as handle:
        handle.write(text)
