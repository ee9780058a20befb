"""The records' one family of errors: every one a :class:`RecordsError`.

The layer above (the GUI, the command line) catches :class:`RecordsError` by
name and shows :attr:`RecordsError.message`, which says what is wrong and
what to do about it. The subclasses say which rule was broken, so a caller
that can do better than show the message (offer a backup, end an exam)
catches just that one.

This module imports nothing of ours but the wording: every other records
module may raise these.

Each message is worded (:class:`~dealer_trainer.wording.Worded`): a template
marked in the ``RecordsErrors`` context with the values (paths, names, counts)
apart, so that the window shows it in the user's language; ``message`` and
``str()`` are its English.

>>> error = TraineeNameError(Worded("a trainee needs a name: type one"))
>>> isinstance(error, RecordsError), error.message
(True, 'a trainee needs a name: type one')
>>> RecordsFileError(Problem.CORRUPT, Path("r.sqlite3"), Worded("damaged"), ()).restorable
False
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import ClassVar

from ..wording import QT_TRANSLATE_NOOP, Value, Worded


class RecordsError(Exception):
    """Base of every error the records raise to their callers.

    ``message`` is the whole text to show: what is wrong, and what to do, in
    English; ``words`` the same marked for translation (``None`` for a plain
    text, which is shown as it is).
    """

    #: The translation context of every records error's words.
    words_context: ClassVar[str] = "RecordsErrors"

    def __init__(self, message: Worded | str) -> None:
        self.words = message if isinstance(message, Worded) else None
        text = message.english() if isinstance(message, Worded) else message
        super().__init__(text)
        self.message = text


# --- the file ------------------------------------------------------------------------


class Problem(StrEnum):
    """What is wrong with a records file.

    Only ``CORRUPT`` and ``NEWER`` are about the file itself, and only they
    offer a backup: the others are about where it is (a folder that cannot be
    read or written, another program holding it, a full disk), and putting a
    backup in its place would not help — it would throw away good answers.
    """

    CORRUPT = "corrupt"
    NEWER = "newer"
    NOT_RECORDS = "not-records"
    UNREADABLE = "unreadable"
    LOCKED = "locked"
    FULL = "full"


class RecordsFileError(RecordsError):
    """The records file cannot be opened or written; the message says why and what to do.

    ``problem`` names the kind, ``path`` the file, and ``backups`` the backups
    that :func:`~.restore.restore_backup` can put back (newest first; only for
    a damaged file or one from a newer version). The file itself has been
    left exactly as it was.
    """

    def __init__(
        self,
        problem: Problem,
        path: Path,
        message: Worded | str,
        backups: Sequence[Path] = (),
        *,
        made_by: str | None = None,
    ) -> None:
        super().__init__(message)
        self.problem = problem
        self.path = path
        self.backups = tuple(backups)
        #: For a ``NEWER`` file: the version of Dealer Trainer that wrote it, if it says.
        self.made_by = made_by

    @property
    def restorable(self) -> bool:
        """Whether putting back a backup is a way out (a damaged file; for a newer file only
        if the user chooses so, told that the newer answers are not in the backup)."""
        return bool(self.backups) and self.problem in (Problem.CORRUPT, Problem.NEWER)


class TransactionError(RecordsError):
    """A write transaction was opened inside another one (they do not nest)."""


class NotRecordedError(RecordsError):
    """A write the records refused because it names something not in them (a trainee)."""


# --- what is asked of the records ----------------------------------------------------


class TraineeNameError(RecordsError):
    """A trainee's name that cannot be used: empty, or taken by another trainee."""


class NotFoundError(RecordsError):
    """A trainee, an answer or an exam asked for by a number the records do not hold."""


class DamagedRowError(RecordsError):
    """A stored row asked for by name that fails its check (a damaged answer or report)."""


class AnswerError(RecordsError):
    """An answer that cannot be recorded as given (its time is not a number)."""


class StatsError(RecordsError):
    """A progress figure asked for over a window or count that is not one."""


class PracticeError(RecordsError):
    """Practice asked to choose from nothing (no game, rule set or drill)."""


class ExamError(RecordsError):
    """An exam that cannot be made or an answer it cannot take; the message says why."""


@dataclass(frozen=True)
class ImportProblem:
    """A file left out of the class table, and why.

    ``message`` is the why in English; ``reason`` the same worded (``None``
    for a text from outside, shown as it is). :attr:`words` is the whole line
    as the class view shows it.
    """

    path: Path
    message: str
    line: int | None = None
    reason: Worded | None = field(default=None, compare=False)

    words_context: ClassVar[str] = "RecordsErrors"

    @classmethod
    def of(cls, path: Path, reason: Worded | str, line: int | None = None) -> ImportProblem:
        """The problem of ``path`` (at ``line``), for ``reason`` worded or as it is."""
        if isinstance(reason, Worded):
            return cls(path, reason.english(), line, reason)
        return cls(path, reason, line)

    @property
    def words(self) -> Worded:
        reason: Value = self.reason if self.reason is not None else self.message
        if self.line:
            return Worded(
                QT_TRANSLATE_NOOP("RecordsErrors", "{file}, line {line}: {reason}"),
                (("file", self.path.name), ("line", self.line), ("reason", reason)),
            )
        return Worded(
            QT_TRANSLATE_NOOP("RecordsErrors", "{file}: {reason}"),
            (("file", self.path.name), ("reason", reason)),
        )

    def __str__(self) -> str:
        return self.words.english()


class ResultsError(RecordsError):
    """A results file that cannot be read into the class table (:attr:`problem` says where)."""

    def __init__(self, path: Path, message: Worded | str, line: int | None = None) -> None:
        self.problem = ImportProblem.of(path, message, line)
        super().__init__(self.problem.words)


__all__ = [
    "AnswerError",
    "DamagedRowError",
    "ExamError",
    "ImportProblem",
    "NotFoundError",
    "NotRecordedError",
    "PracticeError",
    "Problem",
    "RecordsError",
    "RecordsFileError",
    "ResultsError",
    "StatsError",
    "TraineeNameError",
    "TransactionError",
]
