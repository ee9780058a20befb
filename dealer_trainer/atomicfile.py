"""Writing a file so that a crash mid-write leaves the previous one intact.

Every file the app saves (packs, results exports, exam reports) goes
through :func:`atomic_writer`: the text goes to a temporary file beside the
target, is flushed to disk, and is renamed over the target only once it is
complete, and the folder is fsynced so the rename itself survives a power
cut. Temporary files a crash left behind are removed by the next save of the
same file (:func:`remove_leftovers`). A temporary file is private (0600); the target keeps its old mode,
or gets the usual one for a new file, so a pack on a shared folder stays
readable by the class.
"""

from __future__ import annotations

import errno
import glob
import logging
import os
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

#: Whether a folder can be opened and fsynced (not on Windows, where a
#: rename is made durable by the file system itself and a folder cannot be opened).
CAN_FSYNC_FOLDERS = os.name != "nt"

#: A temporary file older than this is a leftover of a crash, not a save in progress.
LEFTOVER_AGE = 15 * 60.0


def fsync_folder(folder: str | Path) -> None:
    """Make a rename or a new file in ``folder`` durable: fsync the folder itself.

    Without it a power cut just after :func:`os.replace` can bring back the
    old name. Skipped on Windows (see :data:`CAN_FSYNC_FOLDERS`) and on file
    systems that cannot fsync a folder (they say ``EINVAL``).
    """
    if not CAN_FSYNC_FOLDERS:
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError as error:
        log.debug("Cannot open %s to fsync it: %s", folder, error)
        return
    try:
        os.fsync(fd)
    except OSError as error:
        if error.errno not in (errno.EINVAL, errno.ENOTSUP, errno.EBADF, errno.EACCES):
            raise
    finally:
        os.close(fd)


def remove_leftovers(folder: str | Path, name: str = "*", *, older_than: float = LEFTOVER_AGE) -> list[Path]:
    """Remove the temporary files this module left in ``folder`` (for ``name``, or
    any) by a crash mid-save, once older than ``older_than`` seconds; the ones removed.

    A newer one may be a save in progress in another window, so it stays.
    """
    try:
        pattern = "*" if name == "*" else glob.escape(name)
        candidates = list(Path(folder).glob(f".{pattern}.*.tmp"))
    except OSError:
        return []
    return remove_stale(candidates, older_than=older_than)


def remove_stale(candidates: Iterable[Path], *, older_than: float = LEFTOVER_AGE) -> list[Path]:
    """Remove each of ``candidates`` that is a file older than ``older_than`` seconds;
    the ones removed. One that cannot be removed is logged and left."""
    removed = []
    limit = time.time() - older_than
    for temp in candidates:
        try:
            if temp.is_file() and temp.stat().st_mtime < limit:
                temp.unlink()
                removed.append(temp)
        except OSError as error:
            log.debug("Cannot remove the leftover %s: %s", temp, error)
    return removed


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


@contextmanager
def atomic_writer(
    path: str | Path, *, encoding: str = "utf-8", newline: str | None = None
) -> Iterator[IO[str]]:
    """A text stream whose content replaces ``path`` only if the block completes."""
    path = Path(path)
    remove_leftovers(path.parent, path.name)
    handle = tempfile.NamedTemporaryFile(
        "w",
        encoding=encoding,
        newline=newline,
        dir=path.parent,
        prefix=f".{path.name}.",
        suffix=".tmp",
        delete=False,
    )
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
    fsync_folder(path.parent)


@contextmanager
def atomic_path(path: str | Path) -> Iterator[Path]:
    """A temporary path beside ``path`` for a writer that wants a file name (a PDF);
    renamed over ``path`` only if the block completes, removed if it fails."""
    path = Path(path)
    remove_leftovers(path.parent, path.name)
    handle = tempfile.NamedTemporaryFile(
        "wb", dir=path.parent, prefix=f".{path.name}.", suffix=".tmp", delete=False
    )
    handle.close()
    temp = Path(handle.name)
    try:
        yield temp
        with open(temp, "rb+") as written:  # the writer closed it: make it durable
            os.fsync(written.fileno())
        os.chmod(temp, _mode_for(path))
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)


def write_text_atomic(
    path: str | Path, text: str, *, encoding: str = "utf-8", newline: str | None = None
) -> None:
    with atomic_writer(path, encoding=encoding, newline=newline) as handle:
        handle.write(text)
