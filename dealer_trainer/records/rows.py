"""The row codec: the records' values to and from what SQLite stores.

Pure functions, no connection: times as fixed-width UTC text, JSON with
sorted keys (equal data, equal text), a hand's digest, a trainee's answer
as a pack's ``expect``, and the checks every reader runs on a stored value.

Stored values are not trusted: a damaged page, another program or a
hand-edit can leave a drill this version does not know, text that is not
UTF-8, JSON that does not parse or a time that is not one. Readers check
each row with the ``*_value`` functions here and skip (and report, see
:meth:`~.database.Records.note_damaged`) a row that fails: the checks raise
one of :data:`ROW_ERRORS`, which the readers catch, never their callers.

>>> canonical_json({"b": 1, "a": [1, 2]})
'{"a":[1,2],"b":1}'
>>> parse_utc(utc_text(datetime(2025, 6, 11, 9, 30))) == datetime(2025, 6, 11, 9, 30,
...                                                               tzinfo=UTC)
True
>>> flag_value(1), id_value(None), number_value(2)
(True, None, 2.0)
>>> flag_value("1")
Traceback (most recent call last):
ValueError: '1' is not 0 or 1
"""

from __future__ import annotations

import hashlib
import json
import math
import sqlite3
import unicodedata
import uuid
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.drills import (
    Point,
    Question,
    Response,
    question_at,
)
from ..training.errors import AnswerError
from ..training.kinds import Drill, StepKind
from ..training.levels import Level
from ..training.parts import PartsAnswer, PartsResponse
from ..training.parts import response_from_json as parts_from_json
from ..training.parts import response_to_json as parts_to_json
from ..training.spotdrill import response_from_json as spot_from_json
from ..training.spotdrill import response_to_json as spot_to_json
from ..training.spotting import SpotAnswer, SpotResponse, judge_spot
from ..training.steps import Step
from ..training.tablequestion import AnswerKind, TableQuestion, answer_kind
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DamagedRowError

# --- times ------------------------------------------------------------------------------


def utc_text(moment: datetime) -> str:
    """A moment as fixed-width UTC ISO text (sorts like the moments; naive = UTC).

    >>> utc_text(datetime(2025, 6, 11, 9, 30, tzinfo=UTC))
    '2025-06-11T09:30:00.000000+00:00'
    """
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def parse_utc(text: object) -> datetime:
    """The moment written by :func:`utc_text` (``ValueError`` if it is not one; naive = UTC)."""
    moment = datetime.fromisoformat(text_value(text))
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


# --- checking values read back ------------------------------------------------------------

#: What a check of a stored value raises (``json.JSONDecodeError`` is a ``ValueError``).
ROW_ERRORS: tuple[type[Exception], ...] = (
    AnswerError,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    AttributeError,
    RecursionError,
    OverflowError,
)


class DamagedText(str):
    """Text in the records that is not valid UTF-8 (shown with replacement characters).

    No reader accepts it as a drill, a time or JSON: the row is skipped.
    """


def decode_text(data: bytes) -> str:
    """SQLite's text as ``str`` (the connections' ``text_factory``): not UTF-8 gives
    :class:`DamagedText` instead of failing the whole read.

    >>> decode_text(b"Ada"), type(decode_text(b"\\xff")).__name__
    ('Ada', 'DamagedText')
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return DamagedText(data.decode("utf-8", "replace"))


def text_value(value: object) -> str:
    """``value`` if it is good text (not a blob, not text that was not UTF-8)."""
    if isinstance(value, DamagedText):
        raise ValueError("text that is not UTF-8")
    if not isinstance(value, str):
        raise TypeError(f"{type(value).__name__} where text belongs")
    return value


def json_object(value: object) -> dict[str, Any]:
    """The JSON object stored as ``value``.

    >>> json_object('{"seat": 3}')
    {'seat': 3}
    """
    data = json.loads(text_value(value))
    if not isinstance(data, dict):
        raise ValueError("JSON that is not an object")
    return data


def number_value(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"{value!r} is not a number")
    return float(value)


def flag_value(value: object) -> bool:
    if value not in (0, 1) or isinstance(value, (str, bytes, float)):
        raise ValueError(f"{value!r} is not 0 or 1")
    return bool(value)


def id_value(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a number of a row")
    return value


# --- a class session's title --------------------------------------------------------------------


#: The longest title of a class session the records keep (a pack's title is far shorter).
MAX_SESSION_TITLE = 200


class TitleError(ValueError):
    """A class session's title that is not one, worded (its ``str()`` the English)."""

    def __init__(self, words: Worded) -> None:
        self.words = words
        super().__init__(words.english())


#: Characters a title never holds: controls, invisible formatting, line and paragraph breaks.
_NOT_IN_TITLES = frozenset(("Cc", "Cf", "Zl", "Zp", "Cs"))


def fitted_session_title(text: str) -> str:
    """``text`` made a class session's title, as the writers keep it: every run of
    spaces, tabs and line breaks one space, other control characters dropped, and a
    title over :data:`MAX_SESSION_TITLE` characters cut to fit, ending in "…"
    (:class:`TitleError` only if nothing is left).

    The host's title comes from an instructor's pack: a long or two-line one must
    not cost a trainee their answer. The host's file (:mod:`.sessionresults`) and
    the trainee's records (:meth:`~.database.Records.record_attempt`) fit it the
    same way, so both name the session alike; :func:`session_title` (the reader's
    check) takes what this gives unchanged.

    >>> fitted_session_title("Week 3\tstud")
    'Week 3 stud'
    >>> len(fitted_session_title("x" * 500)), fitted_session_title("x" * 500)[-1]
    (200, '…')
    """
    if not isinstance(text, str):
        raise TypeError(f"{type(text).__name__} where a title belongs")
    kept = "".join(
        " " if c.isspace() else c
        for c in text
        if c.isspace() or unicodedata.category(c) not in _NOT_IN_TITLES
    )
    title = " ".join(kept.split())
    if len(title) > MAX_SESSION_TITLE:
        title = title[: MAX_SESSION_TITLE - 1].rstrip() + "…"
    return session_title(title)


def session_title(text: str) -> str:
    """A class session's title as the records keep it: one line, its spaces collapsed,
    1 to :data:`MAX_SESSION_TITLE` characters; :class:`TitleError` if it is not one.

    The check of a title read from a results file (:mod:`.results`); the writers
    fit a title first (:func:`fitted_session_title`), so a title that goes in
    comes back out equal.

    >>> session_title("  Week 3:   seven-card stud ")
    'Week 3: seven-card stud'
    >>> session_title("   ")
    Traceback (most recent call last):
    dealer_trainer.records.rows.TitleError: the class session's title is empty
    """
    if not isinstance(text, str):
        raise TypeError(f"{type(text).__name__} where a title belongs")
    if any(unicodedata.category(c) in _NOT_IN_TITLES for c in text):
        raise TitleError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "the class session's title {value} has a line break or another control character",
                ),
                (("value", repr(text[:MAX_SESSION_TITLE])),),
            )
        )
    title = " ".join(text.split())
    if not title:
        raise TitleError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the class session's title is empty")))
    if len(title) > MAX_SESSION_TITLE:
        raise TitleError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "the class session's title is {count} characters long; the most is {most}",
                ),
                (("count", len(title)), ("most", MAX_SESSION_TITLE)),
            )
        )
    return title


# --- values written --------------------------------------------------------------------------


def canonical_json(data: Any) -> str:
    """JSON with sorted keys and no spaces: equal data gives equal text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def hand_digest(scenario_text: str) -> str:
    """The key a hand is stored under once, however often it is asked (SHA-256 of its text).

    >>> hand_digest("{}")[:12]
    '44136fa355b3'
    """
    return hashlib.sha256(scenario_text.encode("utf-8")).hexdigest()


def new_uid() -> str:
    """A trainee's identifier: 128 random bits as 32 hex digits."""
    return uuid.uuid4().hex


def point_from_json(data: dict[str, Any]) -> Point:
    """The moment of a hand a question stops at, as stored (``{"street": 2, "step": 0}``;
    a question on the betting also keeps the action it is asked before: ``"action": 1``;
    Spot the error keeps the mistake shown and its true beat: ``"fault": "burn-missed",
    "site": 31``, or ``"fault": "none"`` for a hand dealt right).

    >>> point_from_json({"street": 2})
    Point(street=2, step=None, action=None, fault=None, site=None)
    >>> point_from_json({"street": 4, "action": 1}).action
    1
    >>> point_from_json({"fault": "burn-missed", "site": 31}).site
    31
    """
    if not isinstance(data, dict):
        raise ValueError("a point that is not a JSON object")
    street, step, action = data.get("street"), data.get("step"), data.get("action")
    site, fault = data.get("site"), data.get("fault")
    for part in (street, step, action):
        if part is not None and (isinstance(part, bool) or not isinstance(part, int)):
            raise ValueError(f"{part!r} is not a street, step or action number")
    if site is not None and (isinstance(site, bool) or not isinstance(site, int)):
        raise ValueError(f"{site!r} is not a beat number")
    if fault is not None and not isinstance(fault, str):
        raise ValueError(f"{fault!r} is not a mistake's name")
    return Point(street, step, action, fault, site)


def _kind(question: Question | TableQuestion) -> AnswerKind:
    """The kind of answer ``question`` takes: from its answer, or from its shape (a class question
    as the trainee's app is sent it, without the answer)."""
    if isinstance(question, TableQuestion):
        return question.shape.kind
    return answer_kind(question.answer)


def response_to_json(question: Question | TableQuestion, response: Response) -> dict[str, Any]:
    """A trainee's response written like a pack's ``expect`` (see ``docs/pack-format.md``).

    ``{"seat": 4}``, ``{"move": "deal", "seat": 3}``, ``{"needed": true}``,
    ``{"pots": [{"3": 20}], "rake": 0}``, for the drills on the money one
    value per part: ``{"parts": [10, false, [3, 5]]}``, and for Spot the error the
    stop and what it was: ``{"stopped": 31, "place": {"kind": "burn"}, "fault":
    "burn-missed", "seconds": 1.4, "outcome": "caught"}`` (``"stopped": null``: the
    hand was let run).

    ``question`` may be a class question as the trainee's app has it before the reveal
    (:class:`~dealer_trainer.training.tablequestion.TableQuestion`): the response is written the same.
    """
    kind = _kind(question)
    if kind is AnswerKind.SEAT:
        assert isinstance(response, int) and not isinstance(response, bool)
        return {"seat": response}
    if kind is AnswerKind.STEP:
        assert isinstance(response, Step)
        data: dict[str, Any] = {"move": response.kind.value}
        if response.seat is not None:
            data["seat"] = response.seat
        return data
    if kind is AnswerKind.COMMON:
        assert isinstance(response, bool)
        return {"needed": response}
    if kind is AnswerKind.PARTS:
        assert isinstance(response, PartsResponse)
        return parts_to_json(response)
    if kind is AnswerKind.SPOT:
        assert isinstance(response, SpotResponse) and isinstance(question, Question)
        answer = question.answer
        assert isinstance(answer, SpotAnswer)
        # The outcome is kept with the stop, so My Progress counts catches, misses and
        # false alarms without rebuilding every hand.
        return {**spot_to_json(response), "outcome": judge_spot(answer, response).outcome.value}
    assert isinstance(response, tuple)
    pots, rake = response
    return {"pots": [{str(seat): chips for seat, chips in sorted(pot.items())} for pot in pots], "rake": rake}


def response_from_json(question: Question | TableQuestion, data: dict[str, Any]) -> Response:
    """The response :func:`response_to_json` wrote, ready for ``check``.

    A stored answer that does not fit the question (a damaged row) raises
    :class:`~.errors.DamagedRowError`.
    """
    try:
        return _response_from_json(question, data)
    except ROW_ERRORS as error:
        raise DamagedRowError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "The answer kept for this question cannot be read ({error}): that row of the records "
                    "is damaged. Answer the hand again to keep a good answer for it.",
                ),
                (("error", f"{type(error).__name__}: {error}"),),
            )
        ) from None


def _response_from_json(question: Question | TableQuestion, data: dict[str, Any]) -> Response:
    kind = _kind(question)
    if kind is AnswerKind.SEAT:
        return int(data["seat"])
    if kind is AnswerKind.STEP:
        move = StepKind(data["move"])
        return Step(move, int(data["seat"]) if move is StepKind.DEAL else None)
    if kind is AnswerKind.COMMON:
        return bool(data["needed"])
    if kind is AnswerKind.PARTS:
        if isinstance(question, TableQuestion):
            return parts_from_json(question.shape.parts, data)
        assert isinstance(question.answer, PartsAnswer)
        return parts_from_json(question.answer, data)
    if kind is AnswerKind.SPOT:
        return spot_from_json(data)
    pots = [{int(seat): int(chips) for seat, chips in pot.items()} for pot in data["pots"]]
    return (pots, int(data.get("rake", 0)))


# --- rows ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trainee:
    id: int
    name: str
    created: datetime
    #: A random identifier made with the trainee, the same wherever their
    #: results go: it tells apart two trainees of one name in a class.
    uid: str


@dataclass(frozen=True)
class AttemptRow:
    """One recorded answer, enough to show it and to ask the same question again."""

    id: int
    trainee_id: int
    at: datetime
    drill: Drill
    variant: Variant
    rules: RuleSetName
    #: The complete hand as JSON text (parse with :attr:`scenario`).
    scenario_json: str
    point: Point
    #: The answer given, as :func:`response_to_json` writes it.
    response: dict[str, Any]
    correct: bool
    seconds: float
    hinted: bool
    exam_id: int | None
    exam_question: int | None
    #: The level it was answered at; ``None`` for an answer kept before levels.
    level: Level | None = None
    #: The title of the class session it was answered in; ``None`` for one answered alone.
    class_session: str | None = None

    @property
    def scenario(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(self.scenario_json)
        return data


def replay_question(row: AttemptRow) -> Question:
    """The question ``row`` answered, rebuilt exactly (same hand, same moment).

    A hand text that is not JSON any more raises :class:`~.errors.DamagedRowError`;
    a hand the engine or the drills refuse raises their own error
    (:class:`~dealer_trainer.engine.errors.EngineError`,
    :class:`~dealer_trainer.training.errors.TrainingError`), so a caller names
    those three.
    """
    try:
        scenario = row.scenario
    except ROW_ERRORS as error:
        raise DamagedRowError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "The hand kept for this answer cannot be read ({error}): that row of the records is damaged.",
                ),
                (("error", f"{type(error).__name__}: {error}"),),
            )
        ) from None
    return question_at(row.drill, scenario, point=row.point)


class OpenRecords(Protocol):
    """What the readers of the records (practice, progress, exams) need of an open file.

    :class:`~.database.Records` is one; the readers name this instead so that
    they do not import the module that imports them (no import cycle).
    """

    @property
    def path(self) -> Path: ...

    @property
    def connection(self) -> sqlite3.Connection: ...

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

    def note_damaged(self, table: str, key: object, why: object) -> None: ...


__all__ = [
    "MAX_SESSION_TITLE",
    "ROW_ERRORS",
    "AttemptRow",
    "DamagedText",
    "OpenRecords",
    "TitleError",
    "Trainee",
    "canonical_json",
    "decode_text",
    "fitted_session_title",
    "flag_value",
    "hand_digest",
    "id_value",
    "json_object",
    "new_uid",
    "number_value",
    "parse_utc",
    "point_from_json",
    "replay_question",
    "response_from_json",
    "response_to_json",
    "session_title",
    "text_value",
    "utc_text",
]
