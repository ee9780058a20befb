"""The classroom's messages on the wire: each written and read back as it was, each side reading only
the other's messages, every line size-limited and checked, and any bytes at all read as a message or
refused with a ProtocolError — never another exception (the host and the app drop it and go on)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.classroom.errors import ProtocolError
from dealer_trainer.classroom.lesson import lesson_from_drills
from dealer_trainer.classroom.protocol import (
    MAX_LINE,
    MAX_NAME,
    PROTOCOL,
    Answer,
    Asked,
    Bye,
    Ended,
    Hello,
    Message,
    Ping,
    Pong,
    Received,
    Refusal,
    Refused,
    Rejected,
    Rejection,
    Revealed,
    Standing,
    Welcome,
    decode_from_host,
    decode_from_trainee,
    encode,
    to_json,
    trainee_name,
)
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import FIRST_LEVEL
from dealer_trainer.training.tablequestion import TableQuestion, table_question


def _view(drill: Drill, seed: int = 3) -> TableQuestion:
    """A question of ``drill`` as the table shows it (what ``asked`` carries)."""
    lesson = lesson_from_drills([drill], [Variant.STUD7], [RuleSetName.PA], FIRST_LEVEL, 1, seed)
    return table_question(lesson.questions[0])


#: The fields a reveal adds: the question (its drill, hand, point, hard case) and the right answer.
_SHOWN = ("bring-in", {"variant": "stud7"}, {}, "any", {"seat": 2})

FROM_TRAINEE: list[Message] = [
    Hello(PROTOCOL, "K7P2QX", "Ana María", None),
    Hello(PROTOCOL, "K7P2QX", "Ana", "ab" * 16),
    Answer(3, {"seat": 4}),
    Answer(1, {"pots": [{"3": 20}], "rake": 0}),
    Ping(),
    Bye(),
]
FROM_HOST: list[Message] = [
    Welcome(PROTOCOL, "Monday class", "Ana", "ab" * 16, 20, 0),
    Refused(Refusal.WRONG_CODE),
    Asked(1, 20, _view(Drill.BRING_IN), "practice", 30.0),
    Asked(2, 20, _view(Drill.FIRST_TO_ACT), "table-ready", 12.5, {"seat": 2}),
    Asked(3, 20, _view(Drill.SPLIT_POT), "practice", 30.0),
    Asked(4, 20, _view(Drill.SHOWDOWN), "practice", 30.0),
    Asked(5, 20, _view(Drill.COUNT_POT), "practice", 30.0),
    Received(2),
    Rejected(2, Rejection.TWICE),
    Revealed(2, {"seat": 2}, True, 900, 1700, 3, 2, *_SHOWN),
    Revealed(2, None, False, 0, 0, 3, 2, *_SHOWN, (Standing("Bo", 1700), Standing("Ana", 0))),
    Ended(1700, 1, 3, 20),
    Pong(),
]


@pytest.mark.parametrize("message", FROM_TRAINEE, ids=repr)
def test_a_trainee_s_message_is_read_back_as_it_was_written(message: Message) -> None:
    line = encode(message)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert decode_from_trainee(line) == message


@pytest.mark.parametrize("message", FROM_HOST, ids=repr)
def test_a_host_s_message_is_read_back_as_it_was_written(message: Message) -> None:
    assert decode_from_host(encode(message)) == message


def test_a_hello_s_records_identifier_is_read_back() -> None:
    message = Hello(PROTOCOL, "K7P2QX", "Ana", None, "c" * 32)
    assert decode_from_trainee(encode(message)) == message


@pytest.mark.parametrize("message", FROM_HOST, ids=repr)
def test_the_host_s_messages_are_not_read_from_a_trainee(message: Message) -> None:
    with pytest.raises(ProtocolError, match="not one this side reads"):
        decode_from_trainee(encode(message))


@pytest.mark.parametrize("message", [m for m in FROM_TRAINEE if not isinstance(m, Ping | Bye)], ids=repr)
def test_a_trainee_s_messages_are_not_read_from_the_host(message: Message) -> None:
    with pytest.raises(ProtocolError, match="not one this side reads"):
        decode_from_host(encode(message))


def test_the_answer_is_never_in_what_is_asked() -> None:
    sent = json.loads(encode(FROM_HOST[3]))
    assert not {"answer", "reasons", "right", "correct"} & set(sent)


def test_a_line_longer_than_the_limit_is_refused_unread() -> None:
    padding = "x" * MAX_LINE
    with pytest.raises(ProtocolError, match="at most 65536 are read"):
        decode_from_trainee(json.dumps({"type": "ping", "pad": padding}).encode())


def test_a_message_too_long_to_send_is_refused_before_it_is_sent() -> None:
    with pytest.raises(ProtocolError, match="at most 65536 are sent"):
        encode(Answer(1, {"pad": "x" * MAX_LINE}))


def test_a_line_just_at_the_limit_is_read() -> None:
    head = b'{"type":"ping","pad":"'
    line = head + b"x" * (MAX_LINE - len(head) - 3) + b'"}\n'
    assert len(line) == MAX_LINE
    assert decode_from_trainee(line) == Ping()


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (b"\xff\xfe", "not UTF-8"),
        (b"{not json", "not JSON"),
        (b"", "not JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'"hello"', "not a JSON object"),
        (b'{"type": "answer", "question": NaN, "response": {}}', "not JSON"),
        (b'{"type": "answer", "question": Infinity, "response": {}}', "not JSON"),
        (b"[" * 30_000 + b"]" * 30_000, "not JSON"),  # deeper than Python reads
        (b'{"question": 1}', "type null"),
        (b'{"type": 5}', "type 5"),
        (b'{"type": "dance"}', "dance"),
        (b'{"type": "answer", "response": {}}', 'no "question"'),
        (b'{"type": "answer", "question": true, "response": {}}', "whole number"),
        (b'{"type": "answer", "question": 1.5, "response": {}}', "whole number"),
        (b'{"type": "answer", "question": 100001, "response": {}}', "whole number"),
        (b'{"type": "answer", "question": 1, "response": [1]}', "JSON object"),
        (b'{"type": "hello", "protocol": 1, "code": 7, "name": "Ana"}', '"code" must be a text'),
        (b'{"type": "hello", "protocol": 1, "code": "' + b"K" * 17 + b'", "name": "A"}', "at most 16"),
        (b'{"type": "hello", "protocol": 1, "code": "K", "name": "A", "token": ""}', '"token"'),
        (b'{"type": "hello", "protocol": 1, "code": "K", "name": "A", "token": 5}', '"token"'),
        (b'{"type": "hello", "protocol": -1, "code": "K", "name": "A"}', "whole number"),
    ],
    ids=lambda value: repr(value)[:40],
)
def test_a_bad_trainee_line_is_a_protocol_error_naming_what_is_wrong(line: bytes, words: str) -> None:
    with pytest.raises(ProtocolError, match=words):
        decode_from_trainee(line)


_ASKED = to_json(Asked(1, 1, _view(Drill.BRING_IN), "practice", 30.0))
_REVEALED = to_json(Revealed(1, None, True, 0, 0, 0, 0, *_SHOWN))


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"type": "refused", "reason": "bored"}, "not one this version knows"),
        ({"type": "rejected", "question": 1, "reason": 3}, "not one this version knows"),
        ({"type": "rejected", "question": 1, "reason": ["twice"]}, "not one this version knows"),
        ({"type": "asked", "number": 1, "of": 1, "table": [], "level": "p", "seconds": 1}, "JSON object"),
        ({**_ASKED, "table": {**_ASKED["table"], "drill": "spot-the-error"}}, "drill is wrong"),
        ({**_ASKED, "seconds": -1}, "0 or more"),
        ({"type": "revealed", "question": 1, "yours": None, "correct": 1, "points": 0, "total": 0, "answered": 0, "right": 0}, "true or false"),
        ({**_REVEALED, "leaderboard": {}}, "a list"),
        ({**_REVEALED, "leaderboard": [1]}, "JSON object"),
        ({**_REVEALED, "hand": []}, "JSON object"),
        ({"type": "welcome", "protocol": 1, "session": "s", "name": "n" * (MAX_NAME + 1), "token": "t", "questions": 1, "points": 0}, "at most 40"),
    ],
    ids=lambda value: repr(value)[:40],
)  # fmt: skip
def test_a_bad_host_line_is_a_protocol_error_naming_what_is_wrong(data: dict[str, Any], words: str) -> None:
    with pytest.raises(ProtocolError, match=words):
        decode_from_host(json.dumps(data).encode())


def test_keys_a_message_does_not_know_are_ignored_for_a_later_version() -> None:
    line = b'{"type": "answer", "question": 2, "response": {"seat": 1}, "sent_at": "09:00", "v": 2}'
    assert decode_from_trainee(line) == Answer(2, {"seat": 1})


def test_a_name_is_trimmed_and_one_that_cannot_be_is_none() -> None:
    assert trainee_name("  Ana \u00a0 María ") == "Ana María"
    assert trainee_name("x" * MAX_NAME) == "x" * MAX_NAME
    for bad in ("", "   ", "x" * (MAX_NAME + 1), "a\nb", "a\x7fb", "a\u2028b", "a\x85b"):
        assert trainee_name(bad) is None


# --- fuzz: nothing but a message or a ProtocolError --------------------------------------------

_LEAVES = (
    st.none()
    | st.booleans()
    | st.integers(-(2**70), 2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
_JSON = st.recursive(
    _LEAVES,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
    max_leaves=6,
)
_TYPES = st.sampled_from(
    ["hello", "answer", "ping", "bye", "welcome", "refused", "asked", "received", "rejected", "revealed"]
    + ["ended", "pong", "other"]
)
_KEYS = st.sampled_from(
    ["protocol", "code", "name", "token", "uid", "question", "response", "session", "questions", "points"]
    + ["reason", "number", "of", "drill", "hand", "point", "level", "seconds", "answered", "yours"]
    + ["table", "focus", "answer"]
    + ["correct", "total", "right", "leaderboard", "place", "trainees"]
)
#: Objects with a type each side reads and fields of its names, of any value: what reaches the checks.
_MESSAGES = st.builds(
    lambda kind, fields: {"type": kind, **fields}, _TYPES, st.dictionaries(_KEYS, _LEAVES | _JSON, max_size=6)
)


def _read_both(line: bytes) -> None:
    for decode in (decode_from_trainee, decode_from_host):
        try:
            message = decode(line)
        except ProtocolError:
            continue
        # a message read is one the other side could have written: it writes back
        assert isinstance(encode(message), bytes)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_are_a_message_or_a_protocol_error(line: bytes) -> None:
    _read_both(line)


@settings(max_examples=200, deadline=None)
@given(_JSON)
def test_any_json_is_a_message_or_a_protocol_error(data: Any) -> None:
    _read_both(json.dumps(data).encode())


@settings(max_examples=200, deadline=None)
@given(_MESSAGES)
def test_any_object_with_a_known_type_is_a_message_or_a_protocol_error(data: dict[str, Any]) -> None:
    _read_both(json.dumps(data).encode())


@settings(max_examples=50, deadline=None)
@given(_MESSAGES, st.integers(0, 40), st.binary(max_size=4))
def test_a_message_cut_or_spoiled_anywhere_is_a_message_or_a_protocol_error(
    data: dict[str, Any], cut: int, spoil: bytes
) -> None:
    line = json.dumps(data).encode()
    _read_both(line[:cut] + spoil + line[cut:])
