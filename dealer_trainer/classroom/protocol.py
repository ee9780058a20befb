"""The classroom protocol: the messages between the host and the trainees' apps, and their checks.

``docs/classroom-protocol.md`` is the description for people; this module is
the one place that reads and writes the messages. A message is one line of
UTF-8 JSON (an object with a ``"type"``) ended by ``\\n``, at most
:data:`MAX_LINE` bytes with its newline. :func:`encode` writes one; the
``decode_*`` functions read one line into a typed message or raise
:class:`~.errors.ProtocolError` naming what is wrong — the caller drops the
line with a log entry and goes on, so a bad message never ends a session.

Which side may send what is part of the check: a trainee's line is read with
:func:`decode_from_trainee` (``hello``, ``answer``, ``ping``, ``bye``), a host's
with :func:`decode_from_host`. Keys a message does not know are ignored, so a
later version can add some; a new ``type`` or a changed meaning is a new
:data:`PROTOCOL` number, and the host refuses a hello of another number.

The answer to a question is never in :class:`Asked`: it carries the question
as the table shows it (:class:`~dealer_trainer.training.tablequestion.TableQuestion`:
what a dealer sees, and the shape of the answer, read by :mod:`.tablejson`);
the answer, and the whole hand it is worked out from, travel only in
:class:`Revealed`, once the instructor has revealed it.

>>> line = encode(Hello(PROTOCOL, "K7P2QX", "Ana", None))
>>> decode_from_trainee(line)
Hello(protocol=2, code='K7P2QX', name='Ana', token=None, uid=None)
>>> decode_from_trainee(b'{"type": "answer", "question": 0, "response": {}}')
Traceback (most recent call last):
...
dealer_trainer.classroom.errors.ProtocolError: The message's "question" must be a whole number from 1 to 100000, not 0.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

from ..training.tablequestion import TableQuestion
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .errors import ProtocolError
from .names import normal_name
from .tablejson import view_from_json, view_to_json

#: The protocol's version; a hello of another version is refused (:attr:`Refusal.PROTOCOL`).
#: 2: ``asked`` carries the table as a dealer sees it, not the hand; ``revealed`` the hand and answer.
PROTOCOL = 2
#: The longest line either side accepts, its newline included (a hand is about 3 KB).
MAX_LINE = 64 * 1024
#: The longest trainee name, in characters (after spaces are trimmed).
MAX_NAME = 40
#: The most questions a session may deal.
MAX_QUESTIONS = 100_000
#: The deepest a message's JSON may nest (a hand is about 6 deep): deeper is a bad line, so no
#: reader of ours ever recurses far on what a stranger sent.
MAX_DEPTH = 32
#: The longest session code or token a hello may carry.
MAX_CODE = 16
MAX_TOKEN = 64


class Refusal(StrEnum):
    """Why the host turns a hello away (and then closes the connection)."""

    WRONG_CODE = "wrong-code"
    NAME_TAKEN = "name-taken"  # someone else joined under this name; their token is not given
    BAD_NAME = "bad-name"
    PROTOCOL = "protocol"  # another version of the protocol
    FULL = "full"  # the class is as large as the instructor set
    ENDED = "ended"  # the session is over
    REMOVED = "removed"  # the instructor removed this trainee: their token no longer joins
    SLOW_DOWN = "slow-down"  # too many wrong codes from this address lately: wait, then try again
    ADDRESS_FULL = "address-full"  # as many trainees joined from this address as one may have


class Rejection(StrEnum):
    """Why the host does not take an answer (the connection stays open)."""

    NOT_ASKED = "not-asked"  # not the question being asked now
    TWICE = "twice"  # this trainee has answered it already
    CLOSED = "closed"  # the answer was revealed or the time ran out
    UNREADABLE = "unreadable"  # not an answer to this question
    NOT_JOINED = "not-joined"  # an answer before a hello was accepted


# --- the trainee's messages --------------------------------------------------------------------


@dataclass(frozen=True)
class Hello:
    """A trainee joins (or rejoins: with the ``token`` the first welcome gave)."""

    protocol: int
    code: str
    name: str
    token: str | None
    #: The trainee's identifier in their own records (32 hex digits), so the class view puts the
    #: session's answers with the ones they export; ``None`` for a bot or a trainee without records.
    uid: str | None = None


@dataclass(frozen=True)
class Answer:
    """A trainee's answer to question ``question`` (1 = the first), written as the records keep it
    (:func:`~dealer_trainer.records.rows.response_to_json`)."""

    question: int
    response: dict[str, Any]


@dataclass(frozen=True)
class Ping:
    """Are you there? (the host replies :class:`Pong`; an app that slept finds out it was dropped)."""


@dataclass(frozen=True)
class Bye:
    """The trainee leaves the session for good (the answers given stay)."""


TraineeMessage = Hello | Answer | Ping | Bye


# --- the host's messages ----------------------------------------------------------------------


@dataclass(frozen=True)
class Welcome:
    """The hello is taken: the trainee's seat in the session, and how far it has gone."""

    protocol: int
    session: str  # the session's title, as the records name it
    name: str  # the name as the host keeps it (trimmed)
    token: str
    questions: int  # how many questions the session deals
    points: int  # the trainee's points so far (a rejoin keeps them)


@dataclass(frozen=True)
class Refused:
    """The hello is turned away (then the connection is closed). With ``slow-down``, ``wait``
    says in how many seconds a hello from that network is read again: the trainee's app waits
    and tries again by itself, so one trainee's typos do not keep the rest of a lab out."""

    reason: Refusal
    wait: float | None = None


@dataclass(frozen=True)
class Asked:
    """Question ``number`` of ``of`` as the table shows it; never its answer, nor the hand.

    ``table`` is what a dealer at the table sees at that moment and the shape of
    the answer (:func:`~dealer_trainer.training.tablequestion.table_question`):
    no face-down card, no later event, no value of the answer. ``level`` is the
    level it is asked at; ``seconds`` the time allowed. ``answered`` is the
    trainee's own answer to it when they rejoin after answering.
    """

    number: int
    of: int
    table: TableQuestion
    level: str
    seconds: float
    answered: dict[str, Any] | None = None


@dataclass(frozen=True)
class Received:
    """The answer to ``question`` is kept (saved on the host's disk): the trainee's app may say so."""

    question: int


@dataclass(frozen=True)
class Rejected:
    question: int
    reason: Rejection


@dataclass(frozen=True)
class Standing:
    """One line of the leaderboard."""

    name: str
    points: int


@dataclass(frozen=True)
class Revealed:
    """The answer to ``question`` is out: the trainee's own answer (``None``: none in time) and how it
    scored, the class's count, the leaderboard when the instructor shows it — and now that the
    answer is public, the question itself: its ``drill``, the whole ``hand``, the ``point`` in it
    and the hard case it shows (``focus``), which the trainee's app rebuilds the drills' question
    from for their own feedback and marks (:func:`~.lesson.question_from_revealed`), and the right
    ``answer`` written as the records write a response."""

    question: int
    yours: dict[str, Any] | None
    correct: bool
    points: int  # won on this question
    total: int  # the trainee's points so far
    answered: int  # how many of the class answered
    right: int  # how many answered right
    drill: str
    hand: dict[str, Any]
    point: dict[str, Any]
    focus: str
    answer: dict[str, Any]
    leaderboard: tuple[Standing, ...] | None = None


@dataclass(frozen=True)
class Ended:
    """The session is over: the trainee's total, their place and the class's size."""

    total: int
    place: int
    trainees: int
    questions: int


@dataclass(frozen=True)
class Pong:
    pass


HostMessage = Welcome | Refused | Asked | Received | Rejected | Revealed | Ended | Pong
Message = TraineeMessage | HostMessage

_TYPES: dict[type[Any], str] = {
    Hello: "hello",
    Answer: "answer",
    Ping: "ping",
    Bye: "bye",
    Welcome: "welcome",
    Refused: "refused",
    Asked: "asked",
    Received: "received",
    Rejected: "rejected",
    Revealed: "revealed",
    Ended: "ended",
    Pong: "pong",
}


# --- writing ---------------------------------------------------------------------------------


#: Fields that later versions added to a message and that are written only when they say something,
#: so the lines of before are unchanged (a refusal other than ``slow-down`` has no ``wait``).
_LEFT_OUT_WHEN_NONE = frozenset({"wait"})


def to_json(message: Message) -> dict[str, Any]:
    """The message as the JSON object sent."""
    data: dict[str, Any] = {"type": _TYPES[type(message)]}
    for name, value in vars(message).items():
        if value is None and name in _LEFT_OUT_WHEN_NONE:
            continue
        if isinstance(value, StrEnum):
            value = value.value
        elif isinstance(value, TableQuestion):
            value = view_to_json(value)
        elif isinstance(value, tuple):
            value = [{"name": s.name, "points": s.points} for s in value]
        data[name] = value
    return data


def encode(message: Message) -> bytes:
    """One line: the message's compact JSON and a newline.

    A message that would not fit in :data:`MAX_LINE` raises :class:`ProtocolError`
    (a hand that big is not a stud hand): better refused here than dropped by the other side.
    """
    line = json.dumps(to_json(message), ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    raw = line.encode("utf-8") + b"\n"
    if len(raw) > MAX_LINE:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", "The message is {size} bytes long; at most {limit} are sent."
            ),
            size=len(raw),
            limit=MAX_LINE,
        )
    return raw


# --- reading ---------------------------------------------------------------------------------


def _error(template: str, **fields: Value) -> ProtocolError:
    return ProtocolError(Worded(template, tuple(fields.items())))


def _object(line: bytes) -> dict[str, Any]:
    if len(line) > MAX_LINE:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", "The message is {size} bytes long; at most {limit} are read."
            ),
            size=len(line),
            limit=MAX_LINE,
        )
    try:
        data = json.loads(line.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise _error(QT_TRANSLATE_NOOP("ClassroomErrors", "The message is not UTF-8 text.")) from None
    except (ValueError, RecursionError) as error:
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", "The message is not JSON ({error})."), error=str(error)[:200]
        ) from None
    if not isinstance(data, dict):
        raise _error(QT_TRANSLATE_NOOP("ClassroomErrors", "The message is not a JSON object."))
    _check_values(data)
    return data


def _check_values(data: dict[str, Any]) -> None:
    """Every value in the message is data we can use: no text with a lone surrogate (JSON lets
    ``"\\ud800"`` through; it cannot be written, compared or saved as UTF-8), no number beyond
    a double (``1e999`` reads as infinity), no nesting deeper than :data:`MAX_DEPTH`.

    Walked with a list, not recursion, so the deepest message JSON reads costs no stack.
    """
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            if not _encodable(value):
                raise _error(
                    QT_TRANSLATE_NOOP("ClassroomErrors", "The message has text that is not Unicode.")
                )
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise _error(QT_TRANSLATE_NOOP("ClassroomErrors", "The message has a number too large."))
        elif isinstance(value, dict | list):
            if depth > MAX_DEPTH:
                raise _error(
                    QT_TRANSLATE_NOOP("ClassroomErrors", "The message nests deeper than {limit} levels."),
                    limit=MAX_DEPTH,
                )
            if isinstance(value, dict):
                pending.extend((key, depth) for key in value)
                pending.extend((item, depth + 1) for item in value.values())
            else:
                pending.extend((item, depth + 1) for item in value)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _field(data: dict[str, Any], key: str) -> Any:
    if key not in data:
        raise _error(QT_TRANSLATE_NOOP("ClassroomErrors", 'The message has no "{field}".'), field=key)
    return data[key]


def _count(data: dict[str, Any], key: str, low: int = 1, high: int = MAX_QUESTIONS) -> int:
    value = _field(data, key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors",
                'The message\'s "{field}" must be a whole number from {low} to {high}, not {value}.',
            ),
            field=key,
            low=low,
            high=high,
            value=_shown(value),
        )
    return value


def _number(data: dict[str, Any], key: str) -> float:
    value = _field(data, key)
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", 'The message\'s "{field}" must be a number of 0 or more, not {value}.'
            ),
            field=key,
            value=_shown(value),
        )
    return float(value)


def _text(data: dict[str, Any], key: str, longest: int, *, optional: bool = False) -> str:
    value = data.get(key) if optional else _field(data, key)
    if optional and value is None:
        return ""
    if not isinstance(value, str) or len(value) > longest:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", 'The message\'s "{field}" must be a text of at most {longest} characters.'
            ),
            field=key,
            longest=longest,
        )
    return value


def _flag(data: dict[str, Any], key: str) -> bool:
    value = _field(data, key)
    if not isinstance(value, bool):
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", 'The message\'s "{field}" must be true or false.'), field=key
        )
    return value


def _mapping(data: dict[str, Any], key: str, *, optional: bool = False) -> dict[str, Any] | None:
    value = data.get(key) if optional else _field(data, key)
    if optional and value is None:
        return None
    if not isinstance(value, dict):
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", 'The message\'s "{field}" must be a JSON object.'), field=key
        )
    return value


_E = TypeVar("_E", Refusal, Rejection)
_M = TypeVar("_M", TraineeMessage, HostMessage)


def _choice(data: dict[str, Any], key: str, kind: type[_E]) -> _E:
    value = _field(data, key)
    try:
        return kind(value)
    except ValueError:
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", 'The message\'s "{field}" is not one this version knows: {value}.'
            ),
            field=key,
            value=_shown(value),
        ) from None


def _shown(value: Any) -> str:
    return json.dumps(value)[:60] if not isinstance(value, str) else json.dumps(value[:60])


def trainee_name(text: str) -> str | None:
    """The name as the host keeps it (NFKC, spaces trimmed and runs of them made one), or ``None`` if
    it cannot be a name: empty, longer than :data:`MAX_NAME`, with control, invisible, format or
    text-direction characters (:func:`.names.name_problem` says which).

    >>> trainee_name("  Ana   María ")
    'Ana María'
    >>> trainee_name("tab\\there") is None, trainee_name("") is None, trainee_name("Ana\\u200b") is None
    (True, True, True)
    """
    return normal_name(text, MAX_NAME)


def _hello(data: dict[str, Any]) -> Hello:
    token = data.get("token")
    if token is not None and (not isinstance(token, str) or not token or len(token) > MAX_TOKEN):
        raise _error(
            QT_TRANSLATE_NOOP(
                "ClassroomErrors", 'The message\'s "{field}" must be a text of at most {longest} characters.'
            ),
            field="token",
            longest=MAX_TOKEN,
        )
    uid = data.get("uid")
    if uid is not None and not (
        isinstance(uid, str) and len(uid) == 32 and set(uid) <= set("0123456789abcdef")
    ):
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", 'The message\'s "{field}" must be 32 hexadecimal digits.'),
            field="uid",
        )
    return Hello(
        _count(data, "protocol", 0, 1_000_000),
        _text(data, "code", MAX_CODE),
        _text(data, "name", 200),
        token,
        uid,
    )


def _answer(data: dict[str, Any]) -> Answer:
    response = _mapping(data, "response")
    assert response is not None
    return Answer(_count(data, "question"), response)


def _standings(data: dict[str, Any]) -> tuple[Standing, ...] | None:
    value = data.get("leaderboard")
    if value is None:
        return None
    if not isinstance(value, list):
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", 'The message\'s "{field}" must be a list.'),
            field="leaderboard",
        )
    standings = []
    for entry in value:
        if not isinstance(entry, dict):
            raise _error(
                QT_TRANSLATE_NOOP("ClassroomErrors", 'The message\'s "{field}" must be a JSON object.'),
                field="leaderboard",
            )
        standings.append(Standing(_text(entry, "name", MAX_NAME), _count(entry, "points", 0, 10**9)))
    return tuple(standings)


_FROM_TRAINEE: dict[str, Callable[[dict[str, Any]], TraineeMessage]] = {
    "hello": _hello,
    "answer": _answer,
    "ping": lambda _data: Ping(),
    "bye": lambda _data: Bye(),
}

_FROM_HOST: dict[str, Callable[[dict[str, Any]], HostMessage]] = {
    "welcome": lambda d: Welcome(
        _count(d, "protocol", 0, 1_000_000),
        _text(d, "session", 200),
        _text(d, "name", MAX_NAME),
        _text(d, "token", MAX_TOKEN),
        _count(d, "questions", 0),
        _count(d, "points", 0, 10**9),
    ),
    "refused": lambda d: Refused(
        _choice(d, "reason", Refusal), _number(d, "wait") if d.get("wait") is not None else None
    ),
    "asked": lambda d: Asked(
        _count(d, "number"),
        _count(d, "of"),
        view_from_json(_mapping(d, "table")),
        _text(d, "level", 40),
        _number(d, "seconds"),
        _mapping(d, "answered", optional=True),
    ),
    "received": lambda d: Received(_count(d, "question")),
    "rejected": lambda d: Rejected(_count(d, "question"), _choice(d, "reason", Rejection)),
    "revealed": lambda d: Revealed(
        _count(d, "question"),
        _mapping(d, "yours", optional=True),
        _flag(d, "correct"),
        _count(d, "points", 0, 10**9),
        _count(d, "total", 0, 10**9),
        _count(d, "answered", 0, 10**6),
        _count(d, "right", 0, 10**6),
        _text(d, "drill", 40),
        _mapping(d, "hand") or {},
        _mapping(d, "point") or {},
        _text(d, "focus", 40),
        _mapping(d, "answer") or {},
        _standings(d),
    ),
    "ended": lambda d: Ended(
        _count(d, "total", 0, 10**9),
        _count(d, "place", 0, 10**6),
        _count(d, "trainees", 0, 10**6),
        _count(d, "questions", 0),
    ),
    "pong": lambda _data: Pong(),
}


def _decode(line: bytes, readers: dict[str, Callable[[dict[str, Any]], _M]]) -> _M:
    data = _object(line)
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in readers:
        raise _error(
            QT_TRANSLATE_NOOP("ClassroomErrors", "The message's type {value} is not one this side reads."),
            value=_shown(kind),
        )
    return readers[kind](data)


def decode_from_trainee(line: bytes) -> TraineeMessage:
    """A line a trainee's app sent, read and checked (:class:`ProtocolError` if it is not a message)."""
    return _decode(line, _FROM_TRAINEE)


def decode_from_host(line: bytes) -> HostMessage:
    """A line the host sent, read and checked (:class:`ProtocolError` if it is not a message)."""
    return _decode(line, _FROM_HOST)
