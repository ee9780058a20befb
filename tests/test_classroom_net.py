"""The classroom's transport on loopback: the host (ClassHost) and the trainee's client (ClassClient)
in one event loop, each rule of the traffic checked through real sockets on a free port."""

from __future__ import annotations

import ast
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classroom_net_helpers import RawPeer, hello, small_lesson

from dealer_trainer.classroom import seats
from dealer_trainer.classroom.codes import new_code
from dealer_trainer.classroom.errors import ClassroomError, ListenError, SessionFileError
from dealer_trainer.classroom.hosting import ClassHost, LineReader
from dealer_trainer.classroom.joining import ClassClient, split_address
from dealer_trainer.classroom.protocol import MAX_LINE, Asked
from dealer_trainer.classroom.sessionstate import ClassSession
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.questions import Question, right_response
from dealer_trainer.training.tablequestion import table_question

PACKAGE = Path(__file__).parent.parent / "dealer_trainer" / "classroom"


@pytest.fixture(autouse=True)
def _seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "seats"))


@pytest.fixture
def session(tmp_path: Path) -> ClassSession:
    lesson = small_lesson()
    code = new_code()
    store = SessionStore.create(tmp_path / "session.sqlite3", code, "Class 1", lesson)
    return ClassSession(lesson, code, "Class 1", store)


@pytest.fixture
def host(qtbot: Any, session: ClassSession) -> Iterator[ClassHost]:
    made = ClassHost(session)
    made.listen(0, "127.0.0.1")
    yield made
    made.close()


def client_for(host: ClassHost, name: str, code: str | None = None) -> ClassClient:
    client = ClassClient(f"127.0.0.1:{host.port}", code or host.session.code, name)
    client.retry_for = 10.0
    return client


def join(qtbot: Any, host: ClassHost, name: str) -> ClassClient:
    client = client_for(host, name)
    with qtbot.waitSignal(client.welcomed, timeout=5000):
        client.start()
    qtbot.waitUntil(lambda: name in host.connected(), timeout=5000)
    return client


def right_json(question: Question) -> dict[str, Any]:
    return response_to_json(question, right_response(question))


def test_a_trainee_joins_gets_the_question_and_is_told_received_once_the_answer_is_kept(
    qtbot: Any, host: ClassHost
) -> None:
    client = join(qtbot, host, "Ana")
    assert client.welcome is not None and client.welcome.questions == 3 and client.token
    with qtbot.waitSignal(client.asked, timeout=5000) as asked:
        assert host.deal_next()
    (message,) = asked.args
    assert isinstance(message, Asked) and message.number == 1
    question = host.session.lesson.questions[0]
    assert message.table == table_question(question)  # the table as a dealer sees it, no answer
    with qtbot.waitSignals([client.received, host.answerArrived], timeout=5000):
        client.answer(1, right_json(question))
    (taken,) = host.session.answers()
    assert taken.trainee == "Ana" and taken.correct
    # kept on disk: the session's file has it before Received was sent
    assert len(SessionStore.open(host.session.store.path).load().answers) == 1


def test_an_answer_the_session_file_refuses_is_never_acknowledged(qtbot: Any, host: ClassHost) -> None:
    client = join(qtbot, host, "Ana")
    with qtbot.waitSignal(client.asked, timeout=5000) as asked:
        host.deal_next()
    store = host.session.store

    def full_disk(_answer: object) -> None:
        raise SessionFileError("disk full")

    store.save_answer = full_disk  # type: ignore[method-assign]
    received: list[int] = []
    client.received.connect(received.append)
    with qtbot.waitSignal(host.problem, timeout=5000) as problem:
        client.answer(1, right_json(host.session.lesson.questions[asked.args[0].number - 1]))
    assert "disk full" in problem.args[0]
    # The host deals with a connection's lines in order: once it has answered a ping sent after
    # the answer, any "kept" for that answer would have come before the pong.
    with qtbot.waitSignal(client.ponged, timeout=5000):
        client.ping()
    assert received == []


def test_the_reveal_gives_each_trainee_their_own_verdict_and_the_end_closes_the_session(
    qtbot: Any, host: ClassHost
) -> None:
    ana, bea = join(qtbot, host, "Ana"), join(qtbot, host, "Bea")
    with qtbot.waitSignals([ana.asked, bea.asked], timeout=5000):
        host.deal_next()
    question = host.session.lesson.questions[0]
    with qtbot.waitSignal(ana.received, timeout=5000):
        ana.answer(1, right_json(question))
    revealed: dict[str, Any] = {}
    ana.revealed.connect(lambda r, _q: revealed.__setitem__("Ana", r))
    bea.revealed.connect(lambda r, _q: revealed.__setitem__("Bea", r))
    host.reveal(leaderboard=True)
    qtbot.waitUntil(lambda: len(revealed) == 2, timeout=5000)
    assert revealed["Ana"].correct and revealed["Ana"].points > 0 and revealed["Ana"].yours is not None
    assert not revealed["Bea"].correct and revealed["Bea"].yours is None
    assert revealed["Ana"].answered == 1 and revealed["Ana"].leaderboard[0].name == "Ana"
    with qtbot.waitSignals([ana.ended, bea.ended], timeout=5000):
        host.end()
    assert ana.stopped and bea.stopped and host.port == 0
    with pytest.raises(ConnectionRefusedError, match="refused"):
        socket.create_connection(("127.0.0.1", int(ana.address.split(":")[1])), timeout=1).close()


def test_an_answer_after_the_reveal_is_rejected_as_closed(qtbot: Any, host: ClassHost) -> None:
    client = join(qtbot, host, "Ana")
    with qtbot.waitSignal(client.asked, timeout=5000):
        host.deal_next()
    host.reveal()
    with qtbot.waitSignal(client.rejected, timeout=5000) as rejected:
        client.answer(1, right_json(host.session.lesson.questions[0]))
    assert rejected.args == [1, "closed"]
    assert host.session.answers() == ()


def test_a_late_joiner_starts_at_the_question_being_asked(qtbot: Any, host: ClassHost) -> None:
    join(qtbot, host, "Ana")
    host.deal_next()
    host.reveal()
    host.deal_next()
    late = client_for(host, "Bea")
    with qtbot.waitSignal(late.asked, timeout=5000) as asked:
        late.start()
    assert asked.args[0].number == 2


def test_a_dropped_trainee_rejoins_by_itself_and_keeps_the_answer_given(qtbot: Any, host: ClassHost) -> None:
    client = join(qtbot, host, "Ana")
    with qtbot.waitSignal(client.asked, timeout=5000) as asked:
        host.deal_next()
    with qtbot.waitSignal(client.received, timeout=5000):
        client.answer(1, right_json(host.session.lesson.questions[asked.args[0].number - 1]))
    changes: list[bool] = []
    client.connectionChanged.connect(changes.append)
    with qtbot.waitSignal(client.asked, timeout=8000) as again:
        client._socket.abort()  # the network drops
    assert changes[:2] == [False, True]
    assert again.args[0].answered is not None  # the host still has it: not answered again
    assert len(host.session.answers()) == 1 and host.connected() == {"Ana"}


def test_an_answer_sent_while_the_connection_is_down_goes_out_after_the_rejoin(
    qtbot: Any, host: ClassHost
) -> None:
    client = join(qtbot, host, "Ana")
    with qtbot.waitSignal(client.asked, timeout=5000) as asked:
        host.deal_next()
    client._socket.abort()
    qtbot.waitUntil(lambda: not client.joined, timeout=5000)
    with qtbot.waitSignal(client.received, timeout=8000):
        client.answer(1, right_json(host.session.lesson.questions[asked.args[0].number - 1]))
    assert len(host.session.answers()) == 1


def test_a_trainee_back_between_the_reveal_and_the_next_deal_gets_the_reveal_missed(
    qtbot: Any, host: ClassHost
) -> None:
    client = join(qtbot, host, "Ana")
    with qtbot.waitSignal(client.asked, timeout=5000) as asked:
        host.deal_next()
    with qtbot.waitSignal(client.received, timeout=5000):
        client.answer(1, right_json(host.session.lesson.questions[asked.args[0].number - 1]))
    client._stop()  # asleep through the reveal
    host.reveal()
    again = client_for(host, "Ana")
    with qtbot.waitSignal(again.revealed, timeout=5000) as revealed:
        again.start()
    assert revealed.args[0].question == 1 and revealed.args[0].correct


def test_a_restarted_app_takes_its_seat_back_with_the_kept_token(qtbot: Any, host: ClassHost) -> None:
    first = join(qtbot, host, "Ana")
    token = first.token
    first._stop()  # the app crashes: no goodbye
    again = join(qtbot, host, "Ana")
    assert again.token == token and again.welcome is not None
    assert [t.name for t in host.session.trainees] == ["Ana"]


def test_someone_else_under_a_joined_name_is_refused_the_seat(
    qtbot: Any, host: ClassHost, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    join(qtbot, host, "Ana")
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "another-laptop"))
    impostor = client_for(host, "Ana")
    with qtbot.waitSignal(impostor.refused, timeout=5000) as refused:
        impostor.start()
    assert refused.args == ["name-taken"] and impostor.stopped


def test_a_wrong_code_is_refused_and_not_tried_again(qtbot: Any, host: ClassHost) -> None:
    client = client_for(host, "Ana", code="ZZZZZZ" if host.session.code != "ZZZZZZ" else "YYYYYY")
    with qtbot.waitSignal(client.refused, timeout=5000) as refused:
        client.start()
    assert refused.args == ["wrong-code"] and client.stopped
    assert host.session.trainees == ()


def test_the_client_gives_up_when_no_host_answers_for_its_retry_time(qtbot: Any) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client = ClassClient(f"127.0.0.1:{port}", "K7P2QX", "Ana")
    client.retry_for = 0.6
    with qtbot.waitSignal(client.gaveUp, timeout=8000):
        client.start()
    assert client.stopped and not client.was_joined


def test_a_host_that_accepts_but_never_welcomes_is_tried_again(qtbot: Any) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    accepted: list[socket.socket] = []
    client = ClassClient(f"127.0.0.1:{server.getsockname()[1]}", "K7P2QX", "Ana")
    client.connect_within = 0.3

    def accept() -> int:
        try:
            accepted.append(server.accept()[0])
        except BlockingIOError:
            pass
        return len(accepted)

    client.start()
    qtbot.waitUntil(lambda: accept() >= 2, timeout=8000)
    client.leave()
    for peer in accepted:
        peer.close()
    server.close()


def test_a_joined_client_pings_and_takes_a_silent_host_for_gone(qtbot: Any, host: ClassHost) -> None:
    client = join(qtbot, host, "Ana")
    client.ping_every = 0.1
    client.silent_for = 0.5
    pongs: list[None] = []
    client.ponged.connect(lambda: pongs.append(None))
    client._ping.start(100)
    # Eight answered pings span longer than silent_for: the client stays joined while answered.
    qtbot.waitUntil(lambda: len(pongs) >= 8, timeout=10000)
    assert client.joined  # the host answers the pings
    host._server.pauseAccepting()
    for connection in list(host._connections):  # a host that hangs: reads nothing, says nothing
        connection.socket.readyRead.disconnect()
    with qtbot.waitSignal(client.connectionChanged, timeout=5000) as changed:
        pass
    assert changed.args == [False]
    client.leave()


def test_the_host_closes_a_joined_connection_that_stays_silent(qtbot: Any, host: ClassHost) -> None:
    host.silent_for = 0.3
    peer = RawPeer(host.port)
    peer.send(hello(host.session.code, "Ana"))
    qtbot.waitUntil(lambda: bool((peer.poll(), peer.of_type("welcome"))[1]), timeout=5000)
    qtbot.waitUntil(lambda: bool((peer.poll(), peer.closed)[1]), timeout=5000)
    assert host.connected() == set()
    peer.close()


def test_listening_on_a_port_in_use_is_a_listen_error(
    qtbot: Any, host: ClassHost, session: ClassSession
) -> None:
    other = ClassHost(session)
    with pytest.raises(ListenError, match=f"port {host.port}"):
        other.listen(host.port, "127.0.0.1")
    with pytest.raises(ListenError, match="not an address"):
        other.listen(0, "not-an-address")


def test_the_addresses_shown_put_the_lan_first_and_loopback_last(qtbot: Any, session: ClassSession) -> None:
    host = ClassHost(session)
    port = host.listen(0, "0.0.0.0")
    shown = host.addresses()
    assert shown and all(a.endswith(f":{port}") for a in shown)
    assert shown[-1].startswith("127.")
    host.close()
    assert host.port == 0
    host.close()  # idempotent


def test_a_line_over_the_limit_is_dropped_whole_however_it_arrives() -> None:
    reader = LineReader(16)
    assert reader.feed(b"x" * 10) == []
    assert reader.feed(b"x" * 10) == [None]  # 20 bytes, no newline yet: dropped, not kept
    assert reader._buffer == bytearray()
    assert reader.feed(b"yyy\n{}\n") == [b"{}\n"]  # the rest of it discarded up to its newline
    assert reader.feed(b"z" * 20 + b"\nok\n") == [None, b"ok\n"]
    assert LineReader().limit == MAX_LINE


def test_an_address_is_host_and_port_or_host_alone() -> None:
    assert split_address("10.0.0.5:5000") == ("10.0.0.5", 5000)
    assert split_address("10.0.0.5") == ("10.0.0.5", 47810)
    for bad in ("", ":5000", "host:port", "host:70000", "a b:1"):
        with pytest.raises(ClassroomError, match="not an address|not a port"):
            split_address(bad)


def test_a_seat_is_kept_per_address_code_and_name_and_a_damaged_one_is_forgotten(tmp_path: Path) -> None:
    seats.remember("10.0.0.5:47810", "k7p-2qx", " Ana ", "t" * 32)
    assert seats.token_for("10.0.0.5:47810", "K7P2QX", "Ana") == "t" * 32
    assert seats.token_for("10.0.0.6:47810", "K7P2QX", "Ana") is None
    seats.seat_path("10.0.0.5:47810", "K7P2QX", "Ana").write_text("{not json")
    assert seats.token_for("10.0.0.5:47810", "K7P2QX", "Ana") is None
    seats.forget("10.0.0.5:47810", "K7P2QX", "Ana")
    assert not seats.seat_path("10.0.0.5:47810", "K7P2QX", "Ana").exists()


def test_the_classroom_uses_only_qtcore_and_qtnetwork_and_only_in_its_transport() -> None:
    allowed = {"hosting.py", "joining.py", "headless.py"}
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom) and node.level == 0
                else []
            )
            for name in names:
                if name.startswith(("PySide6", "shiboken6", "pyqtgraph")):
                    assert path.name in allowed, f"{path.name} imports {name}"
                    assert name in ("PySide6.QtCore", "PySide6.QtNetwork"), f"{path.name} imports {name}"
