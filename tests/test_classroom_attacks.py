"""Issue 23, items 11–14, as an attacker would act: raw bytes over real sockets to a real host on
127.0.0.1 (port 0), from one address or several (127.0.0.2, 127.0.0.3: Linux routes all of
127/8 to lo, so the host sees other machines).

Nothing a stranger sends may raise: every test here fails on an exception in a Qt slot
(pytest-qt), on an unraisable exception, and on any log record with a traceback or at ERROR.
No test decides on a duration: each waits for the host's answer (or the connection's close),
bounded only as a safety net.
"""

from __future__ import annotations

import functools
import json
import logging
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classroom_net_helpers import RawPeer, hello, small_lesson
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.classroom import seats
from dealer_trainer.classroom.codes import new_code
from dealer_trainer.classroom.errors import ProtocolError
from dealer_trainer.classroom.hosting import FREE_WRONG_CODES, PER_ADDRESS, ClassHost, connections_per_address
from dealer_trainer.classroom.lesson import asked, shown
from dealer_trainer.classroom.protocol import (
    PROTOCOL,
    Ended,
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
)
from dealer_trainer.classroom.sessionstate import ClassSession
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.questions import right_response

WAIT = 8000  # ms: a safety net only; every wait ends on the host's answer

#: An exception Python could not raise anywhere (a destructor, a callback) fails the test too.
pytestmark = pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning")


@pytest.fixture(autouse=True)
def _seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "seats"))


@pytest.fixture(autouse=True)
def _no_traceback(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """A traceback in the log, or an error logged, is the host failing on what was sent."""
    caplog.set_level(logging.INFO)
    yield
    bad = [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    assert not bad, [r.getMessage() for r in bad]


@pytest.fixture
def host(qtbot: Any, tmp_path: Path) -> Iterator[ClassHost]:
    lesson = small_lesson()
    code = new_code()
    store = SessionStore.create(tmp_path / "s.session", code, "Class 1", lesson)
    made = ClassHost(ClassSession(lesson, code, "Class 1", store))
    made.listen(0, "127.0.0.1")
    yield made
    made.close()
    store.close()


def reply(qtbot: Any, peer: RawPeer) -> dict[str, Any] | None:
    """The host's first answer to ``peer``, or ``None`` if it closed the connection without one."""
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.lines) or peer.closed)[1], timeout=WAIT)
    return peer.lines[0] if peer.lines else None


def ask(qtbot: Any, host: ClassHost, message: dict[str, Any] | bytes, source: str | None = None) -> Any:
    peer = RawPeer(host.port, source)
    try:
        peer.send(message)
        return reply(qtbot, peer)
    finally:
        peer.close()


def join(qtbot: Any, host: ClassHost, name: str, source: str | None = None) -> RawPeer:
    """A real trainee joined (their connection left open)."""
    peer = RawPeer(host.port, source)
    peer.send(hello(host.session.code, name))
    answer = reply(qtbot, peer)
    assert answer is not None and answer["type"] == "welcome", answer
    return peer


def still_serves(qtbot: Any, host: ClassHost, name: str = "Real Trainee", source: str = "127.0.0.3") -> None:
    join(qtbot, host, name, source).close()


# --- item 11: nothing a stranger sends raises --------------------------------------------------------


@pytest.mark.parametrize("field", ["code", "name", "token"])
@pytest.mark.parametrize(
    "raw",
    [b'"\\ud800"', b'"Ana\\udfff"', b'"\xed\xa0\x80"', b'"\xff\xfe"', b'"\\ud83d"'],
    ids=["escaped high", "escaped low", "utf-8 of a surrogate", "not utf-8", "half an emoji"],
)
def test_a_lone_surrogate_or_bad_utf8_in_a_hello_is_a_bad_line_and_the_host_goes_on(
    qtbot: Any, host: ClassHost, field: str, raw: bytes
) -> None:
    fields = {"type": "hello", "protocol": 1, "code": host.session.code, "name": "Eve", "token": None}
    line = (
        b"{"
        + b",".join(
            json.dumps(key).encode() + b":" + (raw if key == field else json.dumps(value).encode())
            for key, value in fields.items()
        )
        + b"}\n"
    )
    peer = RawPeer(host.port)
    with qtbot.waitSignal(host.problem, timeout=WAIT) as said:
        peer.send(line)
    assert "a message dropped" in said.args[0]
    peer.send({"type": "ping"})  # the line was dropped, the connection goes on
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.of_type("pong")))[1], timeout=WAIT)
    assert [m["type"] for m in peer.lines] == ["pong"]
    peer.close()
    assert host.session.trainees == ()
    still_serves(qtbot, host)


_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([10**18, -(10**18), 2**63, 10**400, -1, 0])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(st.characters(exclude_categories=()), max_size=20)  # lone surrogates included
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _deep(depth: int) -> Any:
    value: Any = 1
    for level in range(depth):
        value = [value] if level % 2 else {"a": value}
    return value


_ANY = _VALUES | st.integers(20, 400).map(_deep)


def _messages(code: str) -> dict[str, dict[str, Any]]:
    return {
        "hello": {"type": "hello", "protocol": 1, "code": code, "name": "Eve", "token": None, "uid": None},
        "answer": {"type": "answer", "question": 1, "response": {"seat": 3}},
        "ping": {"type": "ping"},
        "bye": {"type": "bye"},
    }


@st.composite
def _mutated(draw: st.DrawFn, code: str) -> bytes:
    """A trainee's message of every type with one key (each of its own, ``type`` or a new one) set to
    any JSON value, written with NaN/Infinity literals and escaped surrogates; or raw garbage."""
    if draw(st.integers(0, 9)) == 0:
        return draw(st.binary(max_size=200)).replace(b"\n", b" ") + b"\n"
    message = dict(draw(st.sampled_from(sorted(_messages(code).items())))[1])
    key = draw(st.sampled_from([*message, "type", "extra"]))
    message[key] = draw(_ANY)
    if draw(st.booleans()) and key != "type":
        del message[key]
    try:
        text = json.dumps(message, allow_nan=True)
    except RecursionError:
        text = '{"type":"hello","x":' + "[" * 5000 + "]" * 5000 + "}"
    return text.encode("utf-8", "surrogatepass") + b"\n"


#: A value of each kind that has broken a reader somewhere: written as JSON text (NaN and Infinity
#: as the literals Python writes, the surrogate as its escape).
_NASTY = (
    '"\\ud800"',
    '"\\udfff\\ud800"',
    "NaN",
    "Infinity",
    "-Infinity",
    "1e999",
    "-1",
    "0",
    "9" * 4000,
    "1.5",
    "true",
    "null",
    "[]",
    "{}",
    '"' + "x" * 70_000 + '"',
    "[" * 40 + "]" * 40,
    '{"seat": -1}',
)


def test_every_key_of_every_trainee_message_with_every_nasty_value_is_answered_or_dropped(
    qtbot: Any, host: ClassHost
) -> None:
    """The deterministic half of the fuzz: each key of each message type (and ``type`` itself, and
    an unknown key) set to each value above, over one socket per message; the host answers each
    (refused, rejected, welcome, pong) or drops it with a report, never raises, and keeps serving."""
    host.per_address = 1000
    host.slow_first = 0.0
    sent = 0
    for kind, message in sorted(_messages(host.session.code).items()):
        for key in [*message, "extra"]:
            for value in _NASTY:
                fields = {k: json.dumps(v) for k, v in message.items()}
                fields[key] = value
                line = ("{" + ",".join(f"{json.dumps(k)}:{v}" for k, v in fields.items()) + "}\n").encode()
                peer = RawPeer(host.port)
                peer.send(line)
                peer.send(b'{"type":"ping"}\n')
                qtbot.waitUntil(
                    lambda peer=peer: (
                        peer.poll(),
                        peer.closed or any(m["type"] == "pong" for m in peer.lines),
                    )[1],
                    timeout=WAIT,
                )
                peer.close()
                sent += 1
                for trainee in host.session.trainees:  # a hello that joined: the next one may too
                    host.session.remove(trainee.name)
        assert kind
    assert sent == sum(len(m) + 1 for m in _messages(host.session.code).values()) * len(_NASTY)
    still_serves(qtbot, host)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_fuzzed_messages_over_a_socket_never_raise_and_a_real_trainee_still_joins(
    qtbot: Any, host: ClassHost, data: st.DataObject
) -> None:
    host.per_address = 1000  # the fuzz is not about the limits: every example comes from one address
    host.slow_first = 0.0
    line = data.draw(_mutated(host.session.code), label="line")
    peer = RawPeer(host.port)
    try:
        peer.send(line)
        peer.send(b'{"type":"ping"}\n')  # answered once the line before it was dealt with
        qtbot.waitUntil(
            lambda: (peer.poll(), peer.closed or any(m["type"] in ("pong", "refused") for m in peer.lines))[
                1
            ],
            timeout=WAIT,
        )
    finally:
        peer.close()
    assert all(m["type"] in ("pong", "refused", "welcome", "rejected", "asked") for m in peer.lines)
    still_serves(qtbot, host, "Real Trainee")  # the same name again: the first join's seat is taken?
    host.session.remove("Real Trainee")


@settings(max_examples=400, deadline=None)
@given(line=_mutated("K7P2QX"))
def test_fuzzed_trainee_lines_raise_only_protocol_errors(line: bytes) -> None:
    try:
        decode_from_trainee(line)
    except ProtocolError:
        pass


LESSON = small_lesson()


@functools.cache
def _host_messages() -> dict[str, dict[str, Any]]:
    """One real line of every type the host sends, written by the protocol's own encoder (the
    ``asked`` and ``revealed`` of a real question), so each fuzzed line starts from one the
    trainee's decoder takes."""
    question = LESSON.questions[0]
    shown_now = shown(question)
    real: list[Any] = [
        Welcome(PROTOCOL, "S", "Ana", "ab" * 16, 3, 0),
        Refused(Refusal.FULL),
        asked(LESSON, 1),
        Received(1),
        Rejected(1, Rejection.TWICE),
        Revealed(
            1,
            None,
            False,
            0,
            0,
            1,
            0,
            shown_now.drill,
            shown_now.hand,
            shown_now.point,
            shown_now.focus,
            shown_now.answer,
            (Standing("Ana", 0),),
        ),
        Ended(0, 1, 1, 3),
        Pong(),
    ]
    lines = {}
    for message in real:
        data = json.loads(encode(message))
        assert decode_from_host(encode(message)) == message  # the template itself is read whole
        lines[data["type"]] = data
    return lines


@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_fuzzed_host_lines_raise_only_protocol_errors_in_the_trainee_s_decoder(data: st.DataObject) -> None:
    message = dict(data.draw(st.sampled_from(sorted(_host_messages().items())))[1])
    key = data.draw(st.sampled_from([*message, "extra"]))
    message[key] = data.draw(_ANY)
    if key == "leaderboard" or data.draw(st.booleans()):
        message["leaderboard"] = [data.draw(_ANY), {"name": data.draw(_ANY), "points": data.draw(_ANY)}]
    try:
        text = json.dumps(message, allow_nan=True)
    except RecursionError:
        text = '{"type":"pong","x":' + "[" * 5000 + "]" * 5000 + "}"
    try:
        decode_from_host(text.encode("utf-8", "surrogatepass") + b"\n")
    except ProtocolError:
        pass


# --- item 12: nobody locks the class out -----------------------------------------------------------


def test_two_hundred_made_up_joins_from_one_address_are_bounded_and_another_address_joins(
    qtbot: Any, host: ClassHost
) -> None:
    answers = [ask(qtbot, host, hello(host.session.code, f"Fake {n}"), "127.0.0.2") for n in range(200)]
    kinds = [a["type"] if a is None or a["type"] != "refused" else a["reason"] for a in answers if a]
    assert kinds.count("welcome") == PER_ADDRESS
    assert kinds.count("address-full") == 200 - PER_ADDRESS
    assert len(host.session.trainees) == PER_ADDRESS
    still_serves(qtbot, host)


def test_the_per_address_limit_is_the_instructor_s_to_raise(qtbot: Any, host: ClassHost) -> None:
    host.per_address = 30  # a lab behind one router
    answers = [ask(qtbot, host, hello(host.session.code, f"Lab {n}"), "127.0.0.2") for n in range(32)]
    assert [a["type"] for a in answers].count("welcome") == 30


def test_the_class_size_the_instructor_set_bounds_the_session(qtbot: Any, host: ClassHost) -> None:
    host.session.max_trainees = 3
    for number, source in enumerate(("127.0.0.2", "127.0.0.3", "127.0.0.4")):
        join(qtbot, host, f"Trainee {number}", source).close()
    assert ask(qtbot, host, hello(host.session.code, "One Too Many"), "127.0.0.5") == {
        "type": "refused",
        "reason": "full",
    }


def test_four_hundred_idle_connections_from_one_address_do_not_keep_another_out(
    qtbot: Any, host: ClassHost
) -> None:
    idle: list[socket.socket] = []
    try:
        for _ in range(400):
            sock = socket.socket()
            sock.bind(("127.0.0.2", 0))
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", host.port))
            idle.append(sock)
        most = connections_per_address(host.per_address)
        qtbot.waitUntil(lambda: host.open_connections() == most, timeout=WAIT)
        still_serves(qtbot, host)
        assert host.open_connections() == most + 1  # the idle ones held to their limit, and the trainee
    finally:
        for sock in idle:
            sock.close()


def test_wrong_codes_from_one_address_are_slowed_while_another_address_is_answered(
    qtbot: Any, host: ClassHost
) -> None:
    host.slow_first = 600.0  # far longer than the test: "slowed" never ends while it runs
    code = host.session.code
    wrong = "".join("A" if c != "A" else "B" for c in code)
    answers = [ask(qtbot, host, hello(wrong, "Eve"), "127.0.0.2")["reason"] for _ in range(FREE_WRONG_CODES)]
    assert answers == ["wrong-code"] * FREE_WRONG_CODES
    later = [ask(qtbot, host, hello(code if n % 2 else wrong, "Eve"), "127.0.0.2") for n in range(40)]
    assert {a["reason"] for a in later} == {"slow-down"}  # not even read: a right code gets no further
    assert host.session.trainees == ()
    assert ask(qtbot, host, hello(wrong, "Ana"), "127.0.0.3")["reason"] == "wrong-code"  # at once
    still_serves(qtbot, host)


def test_a_trainee_on_a_slowed_network_is_told_how_long_and_joins_by_itself_then(
    qtbot: Any, host: ClassHost
) -> None:
    """Another machine's wrong codes slowed the network; a trainee joining from it is told to wait,
    and their app waits and joins on its own instead of stopping at "slow-down"."""
    from dealer_trainer.classroom.joining import ClassClient

    host.slow_first = 0.5
    code = host.session.code
    wrong = "".join("A" if c != "A" else "B" for c in code)
    for _ in range(FREE_WRONG_CODES):
        assert ask(qtbot, host, hello(wrong, "Eve"), "127.0.0.1")["reason"] == "wrong-code"
    slowed = ask(qtbot, host, hello(code, "Ana"), "127.0.0.1")
    assert slowed["reason"] == "slow-down" and 0 < slowed["wait"] <= 0.6
    client = ClassClient(f"127.0.0.1:{host.port}", code, "Ana")
    client.retry_for = 10.0
    refused: list[str] = []
    client.refused.connect(refused.append)
    try:
        with qtbot.waitSignal(client.welcomed, timeout=WAIT):
            client.start()
        assert refused == [] and "Ana" in host.connected()
    finally:
        client.leave()


def test_a_right_code_forgives_an_address_s_earlier_mistakes(qtbot: Any, host: ClassHost) -> None:
    host.slow_first = 600.0
    code = host.session.code
    wrong = "".join("A" if c != "A" else "B" for c in code)
    for round_ in range(3):
        for _ in range(FREE_WRONG_CODES - 1):
            assert ask(qtbot, host, hello(wrong, "Eve"), "127.0.0.2")["reason"] == "wrong-code"
        join(qtbot, host, f"Lab {round_}", "127.0.0.2").close()


# --- item 13: one name, one person -------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, reason",
    [
        ("\u0410na", "name-taken"),
        ("\uff21\uff4e\uff41", "name-taken"),
        ("ANA", "name-taken"),
        ("Ana\u200b", "bad-name"),
        ("\ufeffAna", "bad-name"),
        ("\u202eanA", "bad-name"),
    ],
    ids=repr,
)
def test_a_second_ana_by_look_alikes_or_invisible_characters_is_refused(
    qtbot: Any, host: ClassHost, name: str, reason: str
) -> None:
    join(qtbot, host, "Ana", "127.0.0.2").close()
    assert ask(qtbot, host, hello(host.session.code, name), "127.0.0.3") == {
        "type": "refused",
        "reason": reason,
    }
    assert [t.name for t in host.session.trainees] == ["Ana"]


# --- item 14: an answer out of range ---------------------------------------------------------------


@pytest.mark.parametrize("response", [{"seat": -1}, {"seat": 0}, {"seat": 99}, {"seat": "2"}, {"seat": None}])
def test_an_out_of_range_answer_is_rejected_and_not_recorded(
    qtbot: Any, host: ClassHost, response: dict[str, Any]
) -> None:
    peer = join(qtbot, host, "Ana")
    host.deal_next()
    peer.send({"type": "answer", "question": 1, "response": response})
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.of_type("rejected")))[1], timeout=WAIT)
    assert peer.of_type("rejected") == [{"type": "rejected", "question": 1, "reason": "unreadable"}]
    assert host.session.answers() == ()
    store = host.session.store
    assert store is not None and store.load().answers == ()
    question = host.session.lesson.questions[0]
    peer.send(
        {"type": "answer", "question": 1, "response": response_to_json(question, right_response(question))}
    )
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.of_type("received")))[1], timeout=WAIT)
    peer.close()
