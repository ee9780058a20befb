"""Putting a backup back: the way out of a damaged file (or one from a newer version).

:func:`recover` copies the backup beside the records, checks it, copies in
what the old file still holds (:mod:`.salvage`), then moves the old file
aside — never deleting it — and the copy into its place. Nothing is changed
until that last step; any failure raises :class:`~.errors.RecordsFileError`
and leaves the old file where it was.

Apart from :mod:`.backups` (which makes them) because it checks the backup as
a records file (:mod:`.checks`), and those checks name the backups in their
messages: one module would import the other.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..atomicfile import fsync_folder
from ..wording import QT_TRANSLATE_NOOP, Worded
from .backups import UnreadableBackup, aside_path, copy_backup, fsync_file
from .checks import (
    check_file,
    classify,
    connect,
    corrupt,
    good_backups,
    integrity_findings,
    integrity_words,
    unreadable,
)
from .errors import Problem, RecordsFileError
from .migrations import migrate
from .salvage import Salvaged, salvage_file
from .schema import default_path

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Recovery:
    """What :func:`recover` did: where the old file went, and what was saved from it."""

    #: The old file, moved aside (``None`` if there was none).
    aside: Path | None
    #: The rows copied from it into the restored records (``None``: not salvaged).
    salvaged: Salvaged | None


def _leftovers_of(path: Path) -> tuple[Path, ...]:
    return (path, *(Path(f"{path}{suffix}") for suffix in ("-wal", "-shm", "-journal")))


def recover(
    backup: str | Path | None,
    path: str | Path | None = None,
    *,
    now: datetime | None = None,
    salvage: bool = True,
) -> Recovery:
    """Put ``backup`` back as the records at ``path``, saving what the old file still holds.

    In order, and nothing is changed until the last step:

    1. the backup is copied beside the records (``.records.sqlite3.restoring``)
       and checked — a damaged backup raises :class:`~.errors.RecordsFileError`;
    2. if ``salvage``, every row the old file still yields is copied into that
       copy (:mod:`.salvage`: answers given since the backup are kept);
    3. the old file, with its ``-wal`` and ``-shm``, is renamed to
       ``records.sqlite3.damaged-YYYYmmddTHHMMSS`` beside it — never deleted —
       and the copy renamed into its place.

    ``backup`` ``None`` starts new records instead, with every row the old
    file still yields copied in: the way out of a damaged file that has no
    good backup. Two files set aside within one second get names of their
    own (:func:`~.backups.aside_path`). A backup with a damaged index is
    rebuilt (``REINDEX``) in its copy; a backup cut short or otherwise
    damaged is refused, naming it, and the others stay on offer.

    Call it with the records closed. Any failure (a read-only folder, a full
    disk) raises :class:`~.errors.RecordsFileError`, leaves the old file where
    it was and removes the ``.restoring`` copy.
    """
    path = Path(path) if path is not None else default_path()
    incoming = path.with_name(f".{path.name}.restoring")
    scratch = path.with_name(f".{path.name}.salvage")
    aside: Path | None = None
    moved: list[tuple[Path, Path]] = []
    try:
        if backup is None:
            _new_records(incoming)
            backup = incoming
        else:
            backup = Path(backup)
        try:
            if backup != incoming:
                copy_backup(backup, incoming)
        except UnreadableBackup as error:
            log.warning("The backup %s cannot be restored: %s", backup, error)
            raise _refused(backup, path, Problem.CORRUPT) from None
        except OSError as error:
            if isinstance(error, FileNotFoundError) or not backup.is_file():
                raise unreadable(
                    backup, Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the backup cannot be read"))
                ) from None
            raise classify(
                path,
                error,
                Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the backup cannot be copied beside it")),
            ) from None
        check = connect(incoming)
        try:
            try:
                found = check_file(check, backup)
                if found.index_damage:  # the copy is ours: rebuild its indexes from its tables
                    check.execute("REINDEX")
                    left = integrity_findings(check)
                    if left:
                        raise corrupt(backup, integrity_words(left))
            except RecordsFileError as error:
                raise _refused(backup, path, error.problem) from None
            salvaged = salvage_file(path, check, scratch) if salvage and path.exists() else None
        finally:
            check.close()
        fsync_file(incoming)
        if path.exists():
            aside = aside_path(path, "damaged", now)
            os.replace(path, aside)
            moved.append((aside, path))
        for suffix in ("-wal", "-shm"):
            extra = Path(f"{path}{suffix}")
            if extra.exists():
                # The journal belongs to the old file: applied to the backup it would corrupt it.
                if aside is not None:
                    os.replace(extra, Path(f"{aside}{suffix}"))
                    moved.append((Path(f"{aside}{suffix}"), extra))
                else:
                    extra.unlink()
        os.replace(incoming, path)
        moved.clear()
        fsync_folder(path.parent)
        return Recovery(aside, salvaged)
    except (OSError, sqlite3.Error) as error:
        kind = classify(path, error).problem
        template = (
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The backup {backup} could not be put in place of {path} ({error}). Nothing was changed: "
                "the records file is still there, as it was. Free some space on the disk that holds "
                "{folder}, then try again.",
            )
            if kind is Problem.FULL
            else QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The backup {backup} could not be put in place of {path} ({error}). Nothing was changed: "
                "the records file is still there, as it was. Check that you may write in {folder}, "
                "then try again.",
            )
        )
        raise RecordsFileError(
            kind,
            path,
            Worded(
                template,
                (
                    ("backup", str(backup)),
                    ("path", str(path)),
                    ("error", str(error)),
                    ("folder", str(path.parent)),
                ),
            ),
        ) from None
    finally:
        for there, back in reversed(moved):  # put the old file back as it was
            try:
                os.replace(there, back)
            except OSError:
                log.exception("Could not move %s back to %s", there, back)
        for leftover in (*_leftovers_of(incoming), *_leftovers_of(scratch)):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                log.exception("Could not remove %s", leftover)


def _refused(backup: Path, path: Path, problem: Problem) -> RecordsFileError:
    """The backup cannot be put back: why, and that the others are still offered."""
    why = {
        Problem.CORRUPT: QT_TRANSLATE_NOOP("RecordsErrors", "it is damaged too"),
        Problem.NEWER: QT_TRANSLATE_NOOP(
            "RecordsErrors", "it was written by a newer version of Dealer Trainer"
        ),
        Problem.NOT_RECORDS: QT_TRANSLATE_NOOP("RecordsErrors", "it is not Dealer Trainer's records"),
    }.get(problem, QT_TRANSLATE_NOOP("RecordsErrors", "it cannot be read"))
    return RecordsFileError(
        problem,
        backup,
        Worded(
            QT_TRANSLATE_NOOP(
                "RecordsErrors",
                "The backup {backup} cannot be restored: {why}. Nothing was changed; "
                "choose another (older) backup.",
            ),
            (("backup", str(backup)), ("why", Worded(why))),
        ),
        good_backups(path),
    )


def _new_records(target: Path) -> None:
    """Empty records of the current version at ``target`` (to salvage a damaged file into)."""
    target.unlink(missing_ok=True)
    db = sqlite3.connect(target, isolation_level=None)
    try:
        migrate(db)
    finally:
        db.close()


def restore_backup(
    backup: str | Path, path: str | Path | None = None, *, now: datetime | None = None
) -> Path | None:
    """Put ``backup`` back as the records at ``path`` (see :func:`recover`); where the
    old file was moved, or ``None`` if there was none."""
    return recover(backup, path, now=now).aside


__all__ = ["Recovery", "recover", "restore_backup"]
