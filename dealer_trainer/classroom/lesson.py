"""The questions a class session deals: from a pack, or drawn from drills, games, rule sets and a level.

What :class:`~.protocol.Asked` carries is the question as the table shows it
(:func:`~dealer_trainer.training.tablequestion.table_question`: what a dealer
sees at that moment and the shape of the answer), never the hand nor the
answer: the trainee's app draws it and takes the answer on the drills' own
pages. Once the answer is revealed, :class:`~.protocol.Revealed` carries the
drill, the hand and the point, and the app rebuilds the question with the same
builder the drills and the records use
(:func:`~dealer_trainer.training.drills.question_at`, through
:func:`question_from_revealed`), so the feedback and the marks are the drills' own.

Spot the error is left out of a class session: its point names the mistake
shown (the answer itself), and it is watched at live speed one trainee at a
time. :attr:`Lesson.left_out` counts what a pack loses that way, so the host
says so before the session opens.

Every refusal here is a classroom error: a lesson that cannot be made is a
:class:`~.errors.LessonError` (the host's setup dialog shows it), a question
the trainee's app cannot rebuild from a message is a :class:`~.errors.ProtocolError`
(dropped with a log line, as any bad message), and a saved question that does
not build again is a :class:`~.errors.SessionFileError`. The engine's and the
drills' own errors never leave this module, so the transport catches one family.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.errors import EngineError
from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..packs.errors import PackError
from ..packs.model import Pack
from ..packs.storage import questions_of
from ..records.rows import ROW_ERRORS, point_from_json
from ..training.drills import new_question, question_at
from ..training.errors import TrainingError
from ..training.focus import Focus
from ..training.kinds import Drill
from ..training.levels import Level, wants_hard
from ..training.questions import Question, right_response
from ..training.tablequestion import table_question
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .errors import ClassroomError, LessonError, ProtocolError, SessionFileError
from .protocol import MAX_QUESTIONS, Asked, Revealed

#: The time allowed for each question unless the instructor chooses another (seconds).
DEFAULT_SECONDS = 30.0
#: Drills a class session cannot deal (see the module's docstring).
NOT_IN_CLASS = frozenset({Drill.SPOT})


@dataclass(frozen=True)
class Lesson:
    """What a session deals, in order, at one level, with the time allowed for each question."""

    title: str  # the pack's title, or the drills' headings ("Who brings in? · Split the pot")
    questions: tuple[Question, ...]
    level: Level
    seconds: float = DEFAULT_SECONDS
    #: Questions of the pack a class cannot answer together (Spot the error), left out.
    left_out: int = 0


class _NotAQuestion(ClassroomError):
    """Data that cannot be a class question (no drill's name, a hand that is no object, Spot the error).

    Raised by :func:`_rebuilt` and always caught by its callers, which word it as
    the :class:`~.errors.ProtocolError` or :class:`~.errors.SessionFileError` of
    where the data came from; one of the classroom's own family, so nothing but it
    leaves this layer.
    """


#: What building a question from a hand and a point can raise: the engine's refusal of the
#: hand, the drills' of the point, Python's own on data of the wrong shape, and ours.
_BUILD_ERRORS: tuple[type[Exception], ...] = (
    EngineError,
    TrainingError,
    PackError,
    _NotAQuestion,
    *ROW_ERRORS,
)


def _words(template: str, **fields: Value) -> Worded:
    return Worded(template, tuple(fields.items()))


def _why(error: Exception) -> str:
    """The error's own English, kept short (it goes into a log line and a message)."""
    return (str(error) or type(error).__name__)[:300]


def _check_seconds(seconds: float) -> None:
    if not (isinstance(seconds, int | float) and 0 < seconds <= 24 * 3600):
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors",
                    "The time for each question must be more than 0 seconds, not {seconds}.",
                ),
                seconds=str(seconds),
            )
        )


def lesson_from_pack(pack: Pack, level: Level, seconds: float = DEFAULT_SECONDS) -> Lesson:
    """Every question of ``pack`` in its order, Spot the error left out.

    :class:`~.errors.LessonError` if none is left.
    """
    _check_seconds(seconds)
    try:
        every = [question for item in questions_of(pack) for question in item]
    except _BUILD_ERRORS as error:
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "The pack {title} has a question that cannot be asked: {error}"
                ),
                title=repr(pack.title),
                error=_why(error),
            )
        ) from None
    kept = tuple(q for q in every if q.drill not in NOT_IN_CLASS)
    if not kept:
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors",
                    "The pack {title} has no question a class can answer together "
                    "(Spot the error is left out of class sessions).",
                ),
                title=repr(pack.title),
            )
        )
    if len(kept) > MAX_QUESTIONS:
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors",
                    "A class session deals at most {limit} questions; the pack has {count}.",
                ),
                limit=MAX_QUESTIONS,
                count=len(kept),
            )
        )
    return Lesson(pack.title, kept, level, float(seconds), left_out=len(every) - len(kept))


def lesson_from_drills(
    drills: Sequence[Drill],
    variants: Sequence[Variant],
    rules: Sequence[RuleSetName],
    level: Level,
    count: int,
    seed: int,
    seconds: float = DEFAULT_SECONDS,
) -> Lesson:
    """``count`` questions drawn in turn from ``drills`` on the chosen games and rule sets, from ``seed``.

    At Table-ready the level's share of hard cases is mixed in, as in the drills
    (:func:`~dealer_trainer.training.levels.wants_hard`: the coin is tossed only
    at a level that mixes them in, so one seed deals the same hands at the others).
    """
    _check_seconds(seconds)
    chosen = list(dict.fromkeys(d for d in drills if d not in NOT_IN_CLASS))
    if not chosen:
        raise LessonError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors",
                    "Choose at least one drill a class can answer together "
                    "(Spot the error is left out of class sessions).",
                )
            )
        )
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_QUESTIONS:
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "A class session deals from 1 to {limit} questions, not {count}."
                ),
                limit=MAX_QUESTIONS,
                count=str(count),
            )
        )
    rng = random.Random(seed)
    questions = []
    try:
        for index in range(count):
            drill = chosen[index % len(chosen)]
            questions.append(new_question(drill, rng, variants, rules, hard=wants_hard(level, rng, False)))
    except _BUILD_ERRORS as error:
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP("ClassroomErrors", "These drills cannot be dealt to a class: {error}"),
                error=_why(error),
            )
        ) from None
    title = " · ".join(drill.heading for drill in chosen)
    return Lesson(title, tuple(questions), level, float(seconds))


def asked(lesson: Lesson, number: int, answered: dict[str, Any] | None = None) -> Asked:
    """Question ``number`` (1 = the first) as it is sent: the table as a dealer sees it and the
    shape of the answer; no hand, no answer."""
    if not 1 <= number <= len(lesson.questions):
        raise LessonError(
            _words(
                QT_TRANSLATE_NOOP("ClassroomErrors", "The lesson has no question {number}; it has {count}."),
                number=number,
                count=len(lesson.questions),
            )
        )
    question = lesson.questions[number - 1]
    return Asked(
        number, len(lesson.questions), table_question(question), lesson.level.value, lesson.seconds, answered
    )


@dataclass(frozen=True)
class Shown:
    """What :class:`~.protocol.Revealed` adds once the answer is out: the question itself (its
    drill, hand, point and hard case) and the right answer as the records write a response."""

    drill: str
    hand: dict[str, Any]
    point: dict[str, Any]
    focus: str
    answer: dict[str, Any]


def shown(question: Question) -> Shown:
    """``question`` as the reveal sends it."""
    from ..records.rows import response_to_json

    return Shown(
        question.drill.value,
        question.scenario,
        dict(question.point.to_json()),
        question.focus.value,
        response_to_json(question, right_response(question)),
    )


def _rebuilt(drill: object, hand: object, point: object, focus: Focus = Focus.ANY) -> Question:
    """The question on ``hand`` at ``point``; any refusal raised as it came (the callers reword it)."""
    if not isinstance(drill, str):
        raise _NotAQuestion(f"{drill!r} is not a drill's name")
    kind = Drill(drill)
    if kind in NOT_IN_CLASS:
        raise _NotAQuestion(f"{kind.heading} is not dealt in a class session")
    if not isinstance(hand, dict):
        raise _NotAQuestion("a hand that is not a JSON object")
    if not isinstance(point, dict):
        raise _NotAQuestion("a point that is not a JSON object")
    return question_at(kind, hand, focus=focus, point=point_from_json(point))


def question_from_revealed(message: Revealed) -> Question:
    """The question a trainee's app rebuilds once its answer is revealed, for the drills' feedback.

    :class:`~.errors.ProtocolError` if it names no drill we know or the hand or
    the point do not make a question (the engine's and the drills' refusals, reworded).
    """
    try:
        focus = Focus(message.focus)
    except ValueError:
        focus = Focus.ANY  # a hard case this version does not know: the same question, unnamed
    try:
        return _rebuilt(message.drill, message.hand, message.point, focus)
    except _BUILD_ERRORS as error:
        raise ProtocolError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "The question {number} sent by the host cannot be shown: {error}"
                ),
                number=message.question,
                error=_why(error),
            )
        ) from None


def question_to_json(question: Question, level: Level) -> dict[str, object]:
    """A question as the saved session keeps it: ``{"drill", "hand", "point", "level"}``, and the
    hard case it shows (``"focus"``), so a resumed session's questions are the very ones dealt."""
    return {
        "drill": question.drill.value,
        "focus": question.focus.value,
        "hand": question.scenario,
        "point": dict(question.point.to_json()),
        "level": level.value,
    }


def question_from_json(data: dict[str, object]) -> tuple[Question, Level]:
    """A question of a saved session, rebuilt (:class:`~.errors.SessionFileError` if it cannot be)."""
    try:
        if not isinstance(data, dict):
            raise _NotAQuestion("a question that is not a JSON object")
        level = Level(str(data["level"]))
        focus = Focus(str(data.get("focus", Focus.ANY.value)))
        return _rebuilt(data["drill"], data["hand"], data["point"], focus), level
    except _BUILD_ERRORS as error:
        raise SessionFileError(
            _words(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "A question kept in the session file cannot be rebuilt: {error}"
                ),
                error=_why(error),
            )
        ) from None
