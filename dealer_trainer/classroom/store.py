"""A class session on the host's disk, saved as it goes, so that nothing received is lost.

One SQLite file per session (in :func:`sessions_folder`, or where the host is
told), written in a transaction per change: the lesson's questions (so a
resumed session needs no pack), the code, each trainee with their token, each
answer, and which question is out. :func:`unfinished` lists the sessions that
did not end, for File ▸ Host a Class Session ▸ Resume and ``classroom host --resume``.

STUB — the shared design of issue 15; the helper owning ``store.py`` fills it in.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from .lesson import Lesson
from .sessionstate import ClassAnswer, ClassTrainee, Phase


def sessions_folder() -> Path:
    """Where sessions are kept: ``Class sessions`` in the user's data folder (platformdirs)."""
    raise NotImplementedError


@dataclass(frozen=True)
class SavedSession:
    """Everything a session file holds, read back."""

    path: Path
    code: str
    title: str
    started: datetime
    lesson: Lesson
    trainees: tuple[ClassTrainee, ...]
    answers: tuple[ClassAnswer, ...]
    number: int
    phase: Phase
    port: int | None


class SessionStore:
    """The file of one session; every ``save_*`` is one committed transaction
    (:class:`~.errors.SessionFileError` if it cannot be written)."""

    @classmethod
    def create(
        cls, path: Path, code: str, title: str, lesson: Lesson, port: int | None = None
    ) -> SessionStore:
        raise NotImplementedError

    @classmethod
    def open(cls, path: Path) -> SessionStore:
        """An existing session file (:class:`~.errors.SessionFileError` if it is not one or is damaged)."""
        raise NotImplementedError

    @property
    def path(self) -> Path:
        raise NotImplementedError

    def load(self) -> SavedSession:
        raise NotImplementedError

    def save_trainee(self, trainee: ClassTrainee) -> None:
        raise NotImplementedError

    def save_answer(self, answer: ClassAnswer) -> None:
        raise NotImplementedError

    def save_phase(self, number: int, phase: Phase) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


def unfinished(folder: Path | None = None) -> list[SavedSession]:
    """The sessions in ``folder`` (default :func:`sessions_folder`) that did not end, newest first;
    a file that cannot be read is left out with a log line."""
    raise NotImplementedError
