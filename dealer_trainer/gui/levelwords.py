"""The levels' words: their names and what each does, the target time and its grade.

Only words: what a level shows and the grade of a timed answer are the
training's (:mod:`dealer_trainer.training.levels`); here they are said in the
user's language, numbers through :mod:`.numbers`. Kept apart from the panel
so the exam report, its PDF and the progress view say a level the same way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from ..training.levels import Level, TimeGrade
from .numbers import decimal, number, percent

if TYPE_CHECKING:
    from ..records.stats import LevelResult
    from ..training.steps import MovesTimed

_NAMES = {
    Level.LEARN: lambda: QCoreApplication.translate("Levels", "Learn"),
    Level.GUIDED: lambda: QCoreApplication.translate("Levels", "Guided"),
    Level.PRACTICE: lambda: QCoreApplication.translate("Levels", "Practice"),
    Level.TABLE_READY: lambda: QCoreApplication.translate("Levels", "Table-ready"),
}

#: The Level menu's items, each with its own accelerator.
_MENU_TEXTS = {
    Level.LEARN: lambda: QCoreApplication.translate("Levels", "&Learn"),
    Level.GUIDED: lambda: QCoreApplication.translate("Levels", "&Guided"),
    Level.PRACTICE: lambda: QCoreApplication.translate("Levels", "&Practice"),
    Level.TABLE_READY: lambda: QCoreApplication.translate("Levels", "&Table-ready"),
}

_TIPS = {
    Level.LEARN: lambda: QCoreApplication.translate(
        "Levels", "The next step spelled out before you answer, full explanations, slow dealing"
    ),
    Level.GUIDED: lambda: QCoreApplication.translate(
        "Levels", "Hints when you ask for them (H), full explanations"
    ),
    Level.PRACTICE: lambda: QCoreApplication.translate(
        "Levels",
        "Hints when you ask for them; a short word after a right answer, the full explanation after a wrong one",
    ),
    Level.TABLE_READY: lambda: QCoreApplication.translate(
        "Levels",
        "No hints, hard cases mixed in, the action dealt at a live game's pace, "
        "and a target time for each decision",
    ),
}


def level_name(level: Level | None) -> str:
    """The level's name; an answer kept before levels has "No level"."""
    if level is None:
        return QCoreApplication.translate("Levels", "No level")
    return _NAMES[level]()


def level_menu_text(level: Level) -> str:
    return _MENU_TEXTS[level]()


def level_tip(level: Level) -> str:
    """What the level shows, and how fast, in one line."""
    return _TIPS[level]()


def seconds_text(seconds: float) -> str:
    """Seconds as the target and the grade say them: "6", "4.2"."""
    return decimal(seconds, 0 if float(seconds).is_integer() else 1)


def target_text(target: float, seconds: float) -> str:
    """The target time while the trainee decides: the target and the time left, or by how much it is passed."""
    if seconds <= target:
        return QCoreApplication.translate("Levels", "Target: {target} s · {left} s left").format(
            target=seconds_text(target), left=decimal(target - seconds, 0 if target - seconds >= 1 else 1)
        )
    return QCoreApplication.translate("Levels", "Target: {target} s · passed by {over} s").format(
        target=seconds_text(target), over=decimal(seconds - target, 1)
    )


def grade_text(grade: TimeGrade, seconds: float, target: float) -> str:
    """A timed answer's grade, said after it is given."""
    took, aim = decimal(seconds, 1), seconds_text(target)
    if grade is TimeGrade.IN_TIME:
        return QCoreApplication.translate(
            "Levels", "Right, in {seconds} s — inside the {target} s target"
        ).format(seconds=took, target=aim)
    if grade is TimeGrade.SLOW:
        return QCoreApplication.translate(
            "Levels", "Right, but {seconds} s — the target is {target} s"
        ).format(seconds=took, target=aim)
    return QCoreApplication.translate(
        "Levels", "Not right, in {seconds} s — at the table a right answer comes before a fast one"
    ).format(seconds=took)


def moves_timed_text(timing: MovesTimed) -> str:
    """A hand dealt along at Table-ready, summed up at its end: the moves made
    right within the target, out of all made, and the slowest with its street."""
    from .reasonwords import street_words
    from .words import step_words

    slowest = timing.slowest
    return QCoreApplication.translate(
        "Levels", "Moves in time: {count} of {total} · the slowest: {move} on {street}, {seconds} s"
    ).format(
        count=number(timing.in_time),
        total=number(timing.moves),
        move=step_words(slowest.expected.kind, slowest.expected.seat),
        street=street_words(slowest.street),
        seconds=decimal(slowest.seconds, 1),
    )


def no_hint_tip() -> str:
    """Why the hint button is off at Table-ready."""
    return QCoreApplication.translate(
        "Levels",
        "No hints at Table-ready: at a live game there are none. Choose Guided or Practice for hints.",
    )


def learn_prompt() -> str:
    """Learn's word under the question: how to use the step spelled out below."""
    return QCoreApplication.translate("Levels", "Learn: read the next step below, then answer.")


def in_time_text(count: int, total: int) -> str:
    """An exam's count of answers right within their target time."""
    return QCoreApplication.translate("Levels", "Right within the target time: {count} of {total}").format(
        count=count, total=total
    )


def level_results_text(results: Sequence[LevelResult]) -> str:
    """A trainee's answers level by level, in one line: "Learn: 12 answers, 83 % right · …"."""
    parts = []
    for result in results:
        words = (
            QCoreApplication.translate("Levels", "{level}: {count} answer, {percent} right")
            if result.attempts == 1
            else QCoreApplication.translate("Levels", "{level}: {count} answers, {percent} right")
        ).format(
            level=level_name(result.level), count=number(result.attempts), percent=percent(result.accuracy)
        )
        if result.level is not None and result.level.behaviour.timed:
            words = QCoreApplication.translate("Levels", "{results}, {count} within the target time").format(
                results=words, count=number(result.in_time)
            )
        parts.append(words)
    return QCoreApplication.translate("Levels", "By level — {results}").format(results=" · ".join(parts))


def level_filter_box(every: str) -> QComboBox:
    """A list to count the answers of one level, or (``every``, the first item) of all."""
    box = QComboBox()
    box.setAccessibleName(QCoreApplication.translate("Levels", "Level"))
    box.setToolTip(QCoreApplication.translate("Levels", "Count only the answers given at one level"))
    box.addItem(every, None)
    for level in Level:
        box.addItem(level_name(level), level.value)
    return box


__all__ = [
    "grade_text",
    "in_time_text",
    "learn_prompt",
    "level_filter_box",
    "level_menu_text",
    "level_name",
    "level_results_text",
    "level_tip",
    "moves_timed_text",
    "no_hint_tip",
    "seconds_text",
    "target_text",
]
