"""The drill panel's own words: the modes of its Drill chooser and the prompts it writes.

The names of the games, rule sets and drills are :mod:`.words`' (the one home
of display names, shared with the answer key, the exams, the progress and
class views); here are only the phrases the drill panel alone says. The two
modes that are not drills are marked with ``QT_TRANSLATE_NOOP``, so lupdate
finds them while :data:`MODES` keeps the English that the tests and the
benchmarks name the modes by; :func:`mode_name` gives a mode in the user's
language.

The prompts are whole sentences with named ``{fields}``, translated before the
values go in: a translation can move a value within its sentence.

Loaded with the window, so nothing here may bring the engine's data classes
or :mod:`html` (the window must open about as fast as an empty one).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..training.kinds import Drill
from .words import date_text, drill_heading, number, percent

if TYPE_CHECKING:
    from datetime import datetime

    from ..records.scheduling import PracticeChoice

    def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
        """Qt's marker as mypy should see it: it hands back ``text`` unchanged."""
        ...
else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP

# --- the chooser's modes ---------------------------------------------------------------

#: The modes besides the drills: "deal-along" deals a whole hand click by click.
DEAL_ALONG = "deal-along"
PRACTICE = "practice"
#: Those two modes' labels, in English.
_OTHER_MODES: dict[str, str] = {
    DEAL_ALONG: QT_TRANSLATE_NOOP("DrillPanel", "Deal a whole hand (deal-along)"),
    PRACTICE: QT_TRANSLATE_NOOP("DrillPanel", "Practice my mistakes and weak skills"),
}
#: The Drill chooser's modes in order, each with its label in English: every drill as
#: the training heads it, then deal-along and practice.
MODES: tuple[tuple[str, str], ...] = tuple((drill.value, drill.heading) for drill in Drill) + tuple(
    _OTHER_MODES.items()
)


#: The keys of the modes after the drills, fixed so that a new drill never moves them.
_OTHER_KEYS: dict[str, str] = {DEAL_ALONG: "Ctrl+0", PRACTICE: "Ctrl+M", Drill.SPOT.value: "Ctrl+L"}
#: How many drills Ctrl+1 to Ctrl+9 can choose (tests/test_keymap.py holds the drills to it).
DIGIT_KEYS = 9


def mode_shortcut(index: int) -> str:
    """The key that chooses the ``index``-th mode of :data:`MODES`, in Qt's portable form.

    The drills take Ctrl+1 to Ctrl+9 in teaching order; dealing a whole hand is
    Ctrl+0 and practising one's mistakes Ctrl+M, whatever the number of drills.

    >>> mode_shortcut(0), mode_shortcut(len(MODES) - 2), mode_shortcut(len(MODES) - 1)
    ('Ctrl+1', 'Ctrl+0', 'Ctrl+M')
    """
    mode = MODES[index][0]
    if mode in _OTHER_KEYS:
        return _OTHER_KEYS[mode]
    return f"Ctrl+{index + 1}" if index < DIGIT_KEYS else ""


def mode_name(mode: str) -> str:
    """A mode of :data:`MODES` as the chooser lists it, in the user's language."""
    other = _OTHER_MODES.get(mode)
    if other is not None:
        return QCoreApplication.translate("DrillPanel", other)
    return drill_heading(Drill(mode))


# --- the prompts -----------------------------------------------------------------------


def clock_text(seconds: float) -> str:
    """Time left on an exam's clock, "4:05" or "1:02:05", rounded up: it shows 0:00
    only when the time is up.

    >>> clock_text(245), clock_text(3725), clock_text(0.2), clock_text(-3)
    ('4:05', '1:02:05', '0:01', '0:00')
    """
    whole = max(0, math.ceil(seconds - 1e-9))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def pack_prompt(title: str, number: int, count: int, question: str) -> str:
    """A pack's question under the pack's title and where it is in the pack."""
    return (
        QCoreApplication.translate("DrillPanel", "{title} — {number} of {count}").format(
            title=title, number=number, count=count
        )
        + "\n"
        + question
    )


def pack_finished(count: int, summary: str) -> str:
    """The prompt once a pack's last question is answered, with the session's score."""
    return QCoreApplication.translate(
        "DrillPanel", "Pack finished: {count} questions. {summary}. Press Space for practice hands."
    ).format(count=count, summary=summary)


def exam_prompt(title: str, number: int, count: int, seconds_left: float | None, question: str) -> str:
    """An exam's question under the exam's title, its number and the time left."""
    clock = (
        ""
        if seconds_left is None
        else " · "
        + QCoreApplication.translate("DrillPanel", "{time} left").format(time=clock_text(seconds_left))
    )
    return (
        QCoreApplication.translate("DrillPanel", "{title} — question {number} of {count}").format(
            title=title, number=number, count=count
        )
        + clock
        + "\n"
        + question
    )


def exam_finished(right: int, total: int, score: float, passed: bool, timed_out: bool) -> str:
    """The prompt once an exam is over: the score, passed or not, and the way on."""
    verdict = (
        QCoreApplication.translate("DrillPanel", "passed")
        if passed
        else QCoreApplication.translate("DrillPanel", "not passed")
    )
    text = QCoreApplication.translate(
        "DrillPanel", "Exam finished: {right} of {total} right ({score}) — {verdict}."
    ).format(right=number(right), total=number(total), score=percent(score), verdict=verdict)
    if timed_out:
        text += " " + QCoreApplication.translate("DrillPanel", "The time ran out.")
    return text + " " + QCoreApplication.translate("DrillPanel", "Press Space for practice hands.")


def dealt(mistakes: int) -> str:
    """The prompt once a hand is dealt along to its end.

    One wrong move and several are two sentences (not ``%n``): with no
    translation loaded, Qt would write "move(s)" where the app says "move".
    """
    if mistakes == 0:
        return QCoreApplication.translate("DrillPanel", "Dealt without a mistake.")
    if mistakes == 1:
        return QCoreApplication.translate(
            "DrillPanel", "Dealt, with 1 wrong move along the way. Space for the next hand."
        )
    return QCoreApplication.translate(
        "DrillPanel", "Dealt, with {count} wrong moves along the way. Space for the next hand."
    ).format(count=mistakes)


def empty_seat(seat: int, max_seats: int) -> str:
    """The gentle word for a seat no one sits in (a slip, not a wrong answer)."""
    if seat > max_seats:
        return QCoreApplication.translate(
            "DrillPanel",
            "No one sits in seat {seat}: this table has {count} seats. Choose a seat with a player.",
        ).format(seat=seat, count=max_seats)
    return QCoreApplication.translate(
        "DrillPanel", "No one sits in seat {seat}. Choose a seat with a player."
    ).format(seat=seat)


__all__ = [
    "DEAL_ALONG",
    "MODES",
    "PRACTICE",
    "clock_text",
    "dealt",
    "empty_seat",
    "exam_finished",
    "exam_prompt",
    "mode_name",
    "pack_finished",
    "pack_prompt",
]


# --- why practice brings this up ----------------------------------------------------------


def practice_why(choice: PracticeChoice) -> str:
    """Why practice deals this next, worded from the records' typed reason (the English
    equals :func:`~dealer_trainer.records.scheduling.why_english`)."""
    from ..records.scheduling import ChoiceKind
    from .words import game_title

    why = choice.reason
    skill = QCoreApplication.translate("DrillPanel", "“{drill}” in {game}").format(
        drill=drill_heading(choice.drill), game=game_title(choice.variant)
    )
    if choice.kind is ChoiceKind.MISSED_HAND:
        assert why.missed_at is not None
        if why.again:
            return QCoreApplication.translate(
                "DrillPanel",
                "You missed this hand {when}: it comes back until you get it right without help.",
            ).format(when=_ago(why.missed_at, why.now))
        return QCoreApplication.translate(
            "DrillPanel", "A hand you missed, due for review ({times} right since, {misses})."
        ).format(times=_times(why.repetitions), misses=_misses(why.lapses))
    if choice.kind is ChoiceKind.DUE_SKILL:
        return QCoreApplication.translate(
            "DrillPanel", "{skill} is due for review: {percent} right in your last {count}."
        ).format(skill=skill, percent=percent(why.share), count=number(why.count))
    if choice.kind is ChoiceKind.NEW_SKILL:
        if why.new_today is None:
            return QCoreApplication.translate("DrillPanel", "New: {skill}.").format(skill=skill)
        return QCoreApplication.translate(
            "DrillPanel", "New: {skill} ({number} of at most {limit} new today)."
        ).format(skill=skill, number=why.new_today, limit=why.new_limit)
    text = QCoreApplication.translate(
        "DrillPanel",
        "Nothing to review yet, so more practice on a weak skill: {skill}, {percent} "
        "right in your last {count}.",
    ).format(skill=skill, percent=percent(why.share), count=number(why.count))
    if why.waiting:
        text += QCoreApplication.translate("DrillPanel", " New skills wait until it goes better.")
    return text


def _times(count: int) -> str:
    if count == 0:
        return QCoreApplication.translate("DrillPanel", "not yet")
    if count == 1:
        return QCoreApplication.translate("DrillPanel", "once")
    if count == 2:
        return QCoreApplication.translate("DrillPanel", "twice")
    return QCoreApplication.translate("DrillPanel", "{count} times").format(count=count)


def _misses(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("DrillPanel", "1 miss")
    return QCoreApplication.translate("DrillPanel", "{count} misses").format(count=count)


def _ago(moment: datetime, now: datetime) -> str:
    from ..records.scheduling import day_start

    minutes = int((now - moment).total_seconds() // 60)
    if minutes < 1:
        return QCoreApplication.translate("DrillPanel", "just now")
    if minutes == 1:
        return QCoreApplication.translate("DrillPanel", "1 minute ago")
    if minutes < 60:
        return QCoreApplication.translate("DrillPanel", "{minutes} minutes ago").format(minutes=minutes)
    if moment >= day_start(now):
        return QCoreApplication.translate("DrillPanel", "earlier today")
    # The date as the language writes it (6/3/26 in Spanish, 3/6/26 in English).
    return QCoreApplication.translate("DrillPanel", "on {date}").format(date=date_text(moment.date()))
