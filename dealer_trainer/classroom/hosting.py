"""The host's side of a class session over TCP: trainees' connections in, the session's messages out.

A :class:`ClassHost` listens on one port (QTcpServer, on the event loop the app
or the headless host already runs: no thread) while a session is open, reads
each trainee's lines (JSON Lines, :mod:`.protocol`), turns them into calls on
the :class:`~.sessionstate.ClassSession` and sends what the session returns.
The rules (who may answer what, when) are the session's; what is checked here
is the traffic itself, so that nothing a trainee's machine — or anything else
on the LAN — sends can crash the host or make it hold much memory:

- a line longer than :data:`~.protocol.MAX_LINE` is dropped whole (the bytes up
  to its newline are discarded as they come, never kept) with a log line;
- a line that is not a message, or a message out of place, is dropped with a
  log line; :data:`MAX_BAD_LINES` of them and the connection is closed;
- a connection that says no hello within :data:`HELLO_WITHIN` seconds, or
  says nothing at all (not even the keep-alive ping) for :data:`SILENT_FOR`,
  is closed; so is one that does not read what it is sent (:data:`MAX_UNSENT`);
- a hello with the wrong code is answered :class:`~.protocol.Refused` and closed;
  after :data:`FREE_WRONG_CODES` wrong codes from one address, its hellos are
  refused unread (``slow-down``) for a time that doubles with each further one
  (:data:`SLOW_FIRST` to :data:`SLOW_MOST` seconds; a right code forgives them);
- one address (one machine, or a lab behind one router) may have joined at most
  :attr:`ClassHost.per_address` trainees (:data:`PER_ADDRESS` unless the
  instructor sets more) and hold twice that many connections and two more,
  joined or not: a machine that makes up names cannot fill the class, and one
  that opens hundreds of idle connections cannot keep anyone else out;
- the instructor may remove a trainee (:meth:`ClassHost.remove`): their app is
  told (``refused: removed``) and their token joins no more;
- an answer is acknowledged (:class:`~.protocol.Received`) only after
  ``session.answer()`` returned, that is after it was saved to the session's
  file: a trainee told "received" never loses the answer, even if the host
  crashes the next moment.

Only QtCore and QtNetwork: the headless host (``dealer-trainer classroom host
--headless``) runs it without a display.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QTcpServer, QTcpSocket

from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import ClassroomError, ListenError, ProtocolError
from .protocol import (
    MAX_LINE,
    PROTOCOL,
    Answer,
    Bye,
    Hello,
    HostMessage,
    Ping,
    Pong,
    Received,
    Refusal,
    Refused,
    Rejected,
    Rejection,
    Welcome,
    decode_from_trainee,
    encode,
)
from .sessionstate import ClassAnswer, ClassSession

log = logging.getLogger(__name__)

#: The port a session listens on unless the instructor chooses another.
DEFAULT_PORT = 47810
#: Bad lines a connection may send before it is closed.
MAX_BAD_LINES = 20
#: Seconds a new connection has to say hello.
HELLO_WITHIN = 10.0
#: Seconds a joined connection may stay silent (the trainee's app pings every few seconds).
SILENT_FOR = 30.0
#: Bytes waiting to be sent to one connection before it is taken for one that does not read.
MAX_UNSENT = 4 * 1024 * 1024
#: Connections open at once (joined or not): more than a class, fewer than a flood.
MAX_CONNECTIONS = 400
#: Trainees who may join from one address unless the instructor sets more (a lab behind one router):
#: a laptop each is one; a few share a machine in turns.
PER_ADDRESS = 4
#: Wrong codes one address may send before its hellos are slowed down.
FREE_WRONG_CODES = 5
#: Seconds an address's hellos are refused after its first wrong code past the free ones; doubled with
#: each further one, up to :data:`SLOW_MOST`.
SLOW_FIRST = 2.0
SLOW_MOST = 120.0
#: Addresses whose wrong codes are remembered at once (the oldest forgotten first).
REMEMBERED = 4096


def connections_per_address(per_address: int) -> int:
    """Connections one address may hold open: two per trainee (an app that reconnects overlaps its
    old connection for a moment) and two more (an app saying hello while its seat is taken)."""
    return 2 * per_address + 2


@dataclass
class _Tries:
    """An address's wrong codes lately, and until when its hellos are refused unread."""

    wrong: int = 0
    until: float = 0.0


class LineReader:
    """Cuts a byte stream into lines of at most ``limit`` bytes (the newline included).

    A longer line is never held whole: once ``limit`` bytes came without a
    newline, they are thrown away, and so is everything up to the next newline;
    :meth:`feed` reports it once as an over-long line. Pure Python, so both
    sides of the connection (and the tests) use the same one.

    >>> reader = LineReader(8)
    >>> reader.feed(b'ab\\ncd')
    [b'ab\\n']
    >>> reader.feed(b'efghijkl')
    [None]
    >>> reader.feed(b'mn\\nop\\n')
    [b'op\\n']
    """

    def __init__(self, limit: int = MAX_LINE) -> None:
        self.limit = limit
        self._buffer = bytearray()
        self._discarding = False

    def feed(self, data: bytes) -> list[bytes | None]:
        """The whole lines ``data`` completes, in order; ``None`` for each over-long one dropped."""
        lines: list[bytes | None] = []
        self._buffer += data
        while True:
            end = self._buffer.find(b"\n")
            if self._discarding:
                if end < 0:
                    self._buffer.clear()
                    break
                del self._buffer[: end + 1]
                self._discarding = False
                continue
            if end < 0:
                if len(self._buffer) >= self.limit:
                    self._buffer.clear()
                    self._discarding = True
                    lines.append(None)
                break
            if end + 1 > self.limit:
                lines.append(None)
            else:
                lines.append(bytes(self._buffer[: end + 1]))
            del self._buffer[: end + 1]
        return lines


class _Connection(QObject):
    """One connection: its socket, its reader, whose it is once the hello is taken."""

    def __init__(self, socket: QTcpSocket, host: ClassHost) -> None:
        super().__init__(host)
        self.socket = socket
        self.host = host
        self.reader = LineReader()
        self.name: str | None = None
        self.bad = 0
        self.closed = False
        self.finished = False
        #: The peer's address (its port aside): what the per-address limits count.
        self.address = socket.peerAddress().toString()
        self.peer = f"{self.address}:{socket.peerPort()}"
        socket.setParent(self)
        socket.setReadBufferSize(4 * MAX_LINE)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        socket.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._failed)
        self.silence = QTimer(self)
        self.silence.setSingleShot(True)
        self.silence.timeout.connect(self._silent)
        self.silence.start(round(host.hello_within * 1000))

    def send(self, message: HostMessage) -> None:
        if self.closed:
            return
        try:
            self.socket.write(encode(message))
        except ProtocolError as error:  # a message of ours too big: a bug, said, not a crash
            log.error("class host: message to %s not sent: %s", self.peer, error)
            return
        if self.socket.bytesToWrite() > MAX_UNSENT:
            self.host._report(f"{self.who}: does not read what it is sent; connection closed")
            self.close(abort=True)

    @property
    def who(self) -> str:
        return f"{self.name} ({self.peer})" if self.name else self.peer

    def close(self, abort: bool = False) -> None:
        """Close it: at once (``abort``), or after what was written has gone out (at most 5 s more)."""
        if self.closed:
            return
        self.closed = True
        self.host._gone(self)
        if not abort:
            self.socket.flush()  # into the system's buffer now: it goes out even if the host quits
            self.socket.disconnectFromHost()  # what was written still goes out first
        if abort or self.socket.state() is QAbstractSocket.SocketState.UnconnectedState:
            self._finish()
        else:  # a peer that never reads would keep it open: cut it after a while
            self.silence.start(5000)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.silence.stop()
        self.socket.abort()
        self.deleteLater()

    def _read(self) -> None:
        while not self.closed and self.socket.bytesAvailable() > 0:
            data = bytes(self.socket.read(self.socket.bytesAvailable()).data())
            if self.name is not None:
                self.silence.start(round(self.host.silent_for * 1000))
            for line in self.reader.feed(data):
                if self.closed:
                    return
                if line is None:
                    self._bad(f"a line over {MAX_LINE} bytes, dropped")
                    continue
                try:
                    message = decode_from_trainee(line)
                except ProtocolError as error:
                    self._bad(f"a message dropped: {error}")
                    continue
                self.host._handle(self, message)

    def _bad(self, what: str) -> None:
        self.bad += 1
        self.host._report(f"{self.who}: {what}")
        if self.bad >= MAX_BAD_LINES:
            self.host._report(f"{self.who}: {MAX_BAD_LINES} bad lines; connection closed")
            self.close(abort=True)

    def _silent(self) -> None:
        if self.closed:  # the 5 s after a close: gone now
            self._finish()
            return
        if self.name is None:
            self.host._report(f"{self.who}: no hello within {self.host.hello_within:g} s; connection closed")
        else:
            log.info("class host: %s silent for %g s; connection closed", self.who, self.host.silent_for)
        self.close(abort=True)

    def _gone(self) -> None:
        if not self.closed:
            self.closed = True
            self.host._gone(self)
        self._finish()

    def _failed(self, error: QAbstractSocket.SocketError) -> None:
        if error is not QAbstractSocket.SocketError.RemoteHostClosedError:
            log.info("class host: %s: %s", self.who, self.socket.errorString())
        if self.socket.state() is QAbstractSocket.SocketState.UnconnectedState:
            self._gone()


class ClassHost(QObject):
    """A session carried over TCP: listens, takes hellos and answers, sends questions and reveals."""

    traineesChanged = Signal()  # someone joined, left, dropped or came back
    answerArrived = Signal(str, int)  # trainee name, question number — after session.answer() saved it
    problem = Signal(str)  # a dropped message or refused hello, in English (also logged)

    #: Seconds a new connection has to say hello, and a joined one may stay silent (tests lower them).
    hello_within = HELLO_WITHIN
    silent_for = SILENT_FOR

    def __init__(
        self, session: ClassSession, parent: QObject | None = None, *, per_address: int = PER_ADDRESS
    ) -> None:
        super().__init__(parent)
        self._session = session
        #: Trainees who may join from one address (:data:`PER_ADDRESS`; more for a lab behind one router).
        self.per_address = max(1, per_address)
        #: Seconds of the first slow-down after too many wrong codes, and the longest (tests lower them).
        self.slow_first = SLOW_FIRST
        self.slow_most = SLOW_MOST
        self._tries: OrderedDict[str, _Tries] = OrderedDict()
        self._joined_from: dict[str, set[str]] = {}  # address -> names of the trainees who joined from it
        self._crowded: set[str] = set()  # addresses told of once while over their connections
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(64)
        self._server.newConnection.connect(self._accept)
        self._connections: list[_Connection] = []
        self._by_name: dict[str, _Connection] = {}
        self._address = "0.0.0.0"
        self._leaderboard = False  # whether the last reveal showed the leaderboard
        #: Called after each answer is taken (the headless host's "all answered?"), besides the signal.
        self.on_answer: Callable[[ClassAnswer], None] | None = None

    @property
    def session(self) -> ClassSession:
        return self._session

    # --- listening -----------------------------------------------------------------------

    def listen(self, port: int = DEFAULT_PORT, address: str = "0.0.0.0") -> int:
        """Open ``port`` (0: any free one) on ``address``; the port opened.

        :class:`~.errors.ListenError` if it cannot be (in use, not allowed, no such address).
        """
        if self._server.isListening():
            return self._server.serverPort()
        host = QHostAddress(address)
        if host.isNull():
            raise ListenError(
                Worded(
                    QT_TRANSLATE_NOOP("ClassroomErrors", "{address} is not an address this computer has."),
                    (("address", address),),
                )
            )
        if not 0 <= port <= 65535 or not self._server.listen(host, port):
            raise ListenError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "ClassroomErrors",
                        "The class session cannot listen on port {port} ({error}). Choose another port.",
                    ),
                    (("port", port), ("error", self._server.errorString() or "not a port")),
                )
            )
        self._address = address
        log.info("class host: listening on %s:%d", address, self._server.serverPort())
        return self._server.serverPort()

    @property
    def port(self) -> int:
        """The port listened on (0 when not listening)."""
        return self._server.serverPort() if self._server.isListening() else 0

    def addresses(self) -> list[str]:
        """``host:port`` for each address trainees can type: the LAN's IPv4 first, loopback last."""
        port = self.port
        if self._address not in ("0.0.0.0", "::", "any"):
            return [f"{self._address}:{port}"]
        lan: list[str] = []
        loopback: list[str] = []
        for address in QNetworkInterface.allAddresses():
            if address.protocol() is not QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = f"{address.toString()}:{port}"
            (loopback if address.isLoopback() else lan).append(text)
        return lan + (loopback or [f"127.0.0.1:{port}"])

    def open_connections(self) -> int:
        """Connections not yet closed (joined or not) — a host about to quit waits for none."""
        return sum(1 for child in self.children() if isinstance(child, _Connection) and not child.finished)

    def connected(self) -> set[str]:
        """The names of the trainees with a live connection now."""
        return set(self._by_name)

    def remove(self, name: str) -> bool:
        """Remove the trainee ``name`` from the session (the instructor's choice): their answers go,
        their name is free, their app is told (``refused: removed``) and their token joins no more.

        ``False`` if nobody of that name joined. A session file that cannot be written raises
        :class:`~.errors.SessionFileError` and nothing is removed.
        """
        trainee = self._session.remove(name)
        if trainee is None:
            return False
        for names in self._joined_from.values():
            names.discard(trainee.name)
        connection = self._by_name.pop(trainee.name, None)
        if connection is not None:
            connection.name = None
            self._refuse(connection, Refusal.REMOVED)
        log.info("class host: %s removed by the instructor", trainee.name)
        self.traineesChanged.emit()
        return True

    # --- the session's steps --------------------------------------------------------------

    def deal_next(self) -> bool:
        """Deal the next question to everyone joined; ``False`` when none is left."""
        asked = self._session.deal_next()
        if asked is None:
            return False
        for name, connection in list(self._by_name.items()):
            mine = self._session.asked_for(name)
            connection.send(mine if mine is not None else asked)
        return True

    def reveal(self, leaderboard: bool = False) -> None:
        """Show the answer: each trainee is sent their own :class:`~.protocol.Revealed`."""
        self._leaderboard = leaderboard
        revealed = self._session.reveal(leaderboard)
        for name, connection in list(self._by_name.items()):
            if name in revealed:
                connection.send(revealed[name])

    def end(self) -> None:
        """End the session: each trainee is sent :class:`~.protocol.Ended`; then nothing listens."""
        ended = self._session.end()
        for name, connection in list(self._by_name.items()):
            if name in ended:
                connection.send(ended[name])
        self.close()

    def close(self) -> None:
        """Stop listening and close every connection (what was sent still goes out). Idempotent."""
        if self._server.isListening():
            log.info("class host: no longer listening on port %d", self._server.serverPort())
            self._server.close()
        for connection in list(self._connections):
            connection.close()

    # --- the traffic ------------------------------------------------------------------------

    def _report(self, text: str) -> None:
        log.warning("class host: %s", text)
        self.problem.emit(text)

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                break
            if len(self._connections) >= MAX_CONNECTIONS:
                log.warning("class host: %d connections open; one more refused", MAX_CONNECTIONS)
                socket.abort()
                socket.deleteLater()
                continue
            address = socket.peerAddress().toString()
            most = connections_per_address(self.per_address)
            if sum(1 for c in self._connections if c.address == address) >= most:
                if address not in self._crowded:  # said once, not once per connection of a flood
                    self._crowded.add(address)
                    self._report(f"{address}: {most} connections open from it; more are closed at once")
                socket.abort()
                socket.deleteLater()
                continue
            self._connections.append(_Connection(socket, self))

    def _gone(self, connection: _Connection) -> None:
        if connection in self._connections:
            self._connections.remove(connection)
            if not any(c.address == connection.address for c in self._connections):
                self._crowded.discard(connection.address)
        if connection.name is not None and self._by_name.get(connection.name) is connection:
            del self._by_name[connection.name]
            log.info("class host: %s left", connection.who)
            self.traineesChanged.emit()

    def _handle(self, connection: _Connection, message: object) -> None:
        try:
            self._take(connection, message)
        except ClassroomError as error:  # the session's file refused a change: nothing acknowledged
            self._report(f"{connection.who}: not taken: {error}")

    def _take(self, connection: _Connection, message: object) -> None:
        if isinstance(message, Ping):
            connection.send(Pong())
        elif isinstance(message, Answer):
            self._answer(connection, message)
        elif isinstance(message, Hello):
            self._hello(connection, message)
        elif isinstance(message, Bye):
            log.info("class host: %s said goodbye", connection.who)
            connection.close()

    def _hello(self, connection: _Connection, hello: Hello) -> None:
        if connection.name is not None:
            connection._bad("a second hello on a joined connection, dropped")
            return
        address = connection.address
        tries = self._tries.get(address)
        now = time.monotonic()
        if tries is not None and now < tries.until:  # not even read: guessing gets no answer faster
            log.info("class host: %s: hello refused unread: too many wrong codes lately", connection.peer)
            self._refuse(connection, Refusal.SLOW_DOWN, wait=round(tries.until - now + 0.05, 1))
            return
        newcomers = self._joined_from.get(address, set())
        joined = self._session.join(hello, newcomer_allowed=len(newcomers) < self.per_address)
        if joined is Refusal.WRONG_CODE:
            self._wrong_code(address, now)
        elif not isinstance(joined, Refusal):
            self._tries.pop(address, None)  # a right code: the address's mistakes are forgiven
        if isinstance(joined, Refusal):
            self._report(f"{connection.peer}: hello as {hello.name!r} refused: {joined.value}")
            self._refuse(connection, joined)
            return
        name = joined.trainee.name
        if not joined.rejoined:
            self._joined_from.setdefault(address, set()).add(name)
        earlier = self._by_name.get(name)
        if earlier is not None:  # the same trainee again (a laptop that slept): the new one is them
            log.info("class host: %s is back on a new connection; the old one closed", name)
            earlier.name = None
            earlier.close(abort=True)
        connection.name = name
        self._by_name[name] = connection
        connection.silence.start(round(self.silent_for * 1000))
        points = next((s.points for s in self._session.leaderboard() if s.name == name), 0)
        connection.send(
            Welcome(
                PROTOCOL,
                self._session.title,
                name,
                joined.trainee.token,
                len(self._session.lesson.questions),
                points,
            )
        )
        if joined.asked is not None:
            connection.send(joined.asked)
        else:  # back between a reveal and the next deal: the reveal it may have missed
            revealed = self._session.revealed_for(name, self._leaderboard)
            if revealed is not None:
                connection.send(revealed)
        log.info("class host: %s %s", connection.who, "rejoined" if joined.rejoined else "joined")
        self.traineesChanged.emit()

    def _refuse(self, connection: _Connection, why: Refusal, wait: float | None = None) -> None:
        connection.send(Refused(why, wait))
        connection.close()

    def _wrong_code(self, address: str, now: float) -> None:
        """One more wrong code from ``address``: past :data:`FREE_WRONG_CODES`, its hellos are refused
        unread for a while, twice as long each time (a timestamp, nothing waits: the loop runs on)."""
        tries = self._tries.pop(address, None) or _Tries()
        self._tries[address] = tries  # the most recent last: the oldest is forgotten first
        while len(self._tries) > REMEMBERED:
            self._tries.popitem(last=False)
        tries.wrong += 1
        extra = tries.wrong - FREE_WRONG_CODES
        if extra >= 0:
            wait = min(self.slow_most, self.slow_first * 2 ** min(extra, 32))
            tries.until = now + wait
            self._report(f"{address}: {tries.wrong} wrong codes; its hellos refused for {wait:g} s")

    def _answer(self, connection: _Connection, answer: Answer) -> None:
        if connection.name is None:
            connection.send(Rejected(answer.question, Rejection.NOT_JOINED))
            connection._bad("an answer before a hello, rejected")
            return
        taken = self._session.answer(connection.name, answer)
        if isinstance(taken, Rejection):
            log.info(
                "class host: %s: answer to %d rejected: %s", connection.who, answer.question, taken.value
            )
            connection.send(Rejected(answer.question, taken))
            return
        connection.send(Received(answer.question))
        if self.on_answer is not None:
            self.on_answer(taken)
        self.answerArrived.emit(connection.name, answer.question)
