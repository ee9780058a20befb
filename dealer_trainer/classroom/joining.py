"""The trainee's side of a class session over TCP: join, take each question, answer, hear the reveal.

A :class:`ClassClient` connects to the host's address (QTcpSocket, on the
event loop of the app or of a bot), says hello with the session code and the
trainee's name — and the token kept for that seat (:mod:`.seats`), so a rejoin
is known to be them — and turns the host's lines into signals. A question comes as the table shows it
(:class:`~dealer_trainer.training.tablequestion.TableQuestion`: what a dealer
sees, the shape of the answer, never the answer nor the hand); at the reveal
the question is rebuilt here from the hand the host then sends
(:func:`~.lesson.question_from_revealed`), so the verdict and its feedback
are the drills' own.

Made to survive the classroom's network:

- it pings the host every :data:`PING_EVERY` seconds, and a host silent for
  :data:`SILENT_FOR` is taken for gone (a laptop that slept finds out on waking);
- a lost connection is tried again by itself, waiting a little longer each
  time (:data:`FIRST_RETRY` doubling up to :data:`LONGEST_RETRY`), for
  :data:`RETRY_FOR` seconds before it gives up (:attr:`ClassClient.gaveUp`);
- an answer is kept until the host says it has it (:class:`~.protocol.Received`):
  one sent just before the connection dropped is sent again after the rejoin,
  unless the host's question already carries it (then it was kept);
- a refusal (wrong code, the name taken...) or the end of the session is final: no retry.
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from ..wording import QT_TRANSLATE_NOOP, Worded
from . import seats
from .errors import ClassroomError, ProtocolError
from .hosting import DEFAULT_PORT, LineReader
from .lesson import question_from_revealed
from .protocol import (
    MAX_LINE,
    PROTOCOL,
    Answer,
    Asked,
    Bye,
    Ended,
    Hello,
    HostMessage,
    Ping,
    Pong,
    Received,
    Refusal,
    Refused,
    Rejected,
    Revealed,
    TraineeMessage,
    Welcome,
    decode_from_host,
    encode,
)

log = logging.getLogger(__name__)

#: Seconds between two pings while joined.
PING_EVERY = 4.0
#: Seconds without a byte from the host before the connection is taken for dead.
SILENT_FOR = 12.0
#: Seconds to connect and be welcomed before the try counts as failed.
CONNECT_WITHIN = 5.0
#: The first wait before trying again, and the longest (seconds).
FIRST_RETRY = 0.25
LONGEST_RETRY = 4.0
#: Seconds of trying to reach the host again before giving up.
RETRY_FOR = 120.0
#: Bad lines from the host before the connection is dropped and made again.
MAX_BAD_LINES = 20


def split_address(address: str) -> tuple[str, int]:
    """``HOST:PORT`` (or ``HOST``: the default port; ``[::1]:PORT`` for IPv6) as host and port.

    :class:`~.errors.ClassroomError` (worded for the join window) if it is not one.

    >>> split_address("192.168.1.20:47811"), split_address(" lab-pc "), split_address("[::1]:5000")
    (('192.168.1.20', 47811), ('lab-pc', 47810), ('::1', 5000))
    """
    text = address.strip()
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        port_text = rest[1:] if rest.startswith(":") else ""
    elif text.count(":") == 1:
        host, _, port_text = text.partition(":")
    else:
        host, port_text = text, ""
    if not host or any(c.isspace() for c in host):
        raise ClassroomError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors",
                    "{address} is not an address: type it as the host shows it (host:port).",
                ),
                (("address", address.strip()[:80]),),
            )
        )
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ClassroomError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "ClassroomErrors", "{port} is not a port: a port is a number from 1 to 65535."
                ),
                (("port", port_text[:20]),),
            )
        )
    return host, int(port_text)


class ClassClient(QObject):
    """One trainee's connection to a class session (see the module's docstring)."""

    welcomed = Signal(object)  # protocol.Welcome
    asked = Signal(object)  # protocol.Asked: its table is what a dealer sees (training.tablequestion)
    received = Signal(int)  # question number: the host kept the answer
    rejected = Signal(int, str)  # question number, protocol.Rejection value
    revealed = Signal(object, object)  # protocol.Revealed, training.questions.Question rebuilt from it
    ended = Signal(object)  # protocol.Ended
    refused = Signal(str)  # protocol.Refusal value (connection closed, no retry)
    connectionChanged = Signal(bool)  # True connected+welcomed; False lost (it retries by itself)
    gaveUp = Signal()  # could not reach the host for RETRY_FOR seconds
    #: The host answered a ping: it is reading this connection's lines, in order, up to that ping.
    ponged = Signal()

    #: The timings above, per client (tests and the benchmark shorten them).
    ping_every = PING_EVERY
    silent_for = SILENT_FOR
    connect_within = CONNECT_WITHIN
    retry_for = RETRY_FOR

    def __init__(
        self, address: str, code: str, name: str, uid: str | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.address = address.strip()
        self._host, self._port = split_address(address)
        self.code = code
        self.name = name
        self.uid = uid
        self.token: str | None = seats.token_for(self.address, code, name)
        #: The welcome of the connection now (``None`` while not joined).
        self.welcome: Welcome | None = None
        self._socket: QTcpSocket | None = None
        self._reader = LineReader(MAX_LINE)
        self._bad = 0
        self._stopped = False
        self._was_joined = False
        self._lost_at: float | None = None  # when trying to reach the host began (monotonic)
        self._wait = FIRST_RETRY
        #: Answers sent and not yet known to be kept, by question number.
        self._pending: dict[int, dict[str, Any]] = {}
        self._heard = time.monotonic()
        self._ping = QTimer(self)
        self._ping.timeout.connect(self._tick)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._connect)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._too_slow)

    @property
    def joined(self) -> bool:
        """Whether the host has welcomed this connection (and it has not been lost since)."""
        return self.welcome is not None

    @property
    def stopped(self) -> bool:
        """Whether it is over: left, refused, ended or given up (no more tries)."""
        return self._stopped

    def start(self) -> None:
        """Connect and join (tries again by itself until joined, refused or :attr:`retry_for` is up)."""
        self._stopped = False
        self._lost_at = time.monotonic()
        self._connect()

    def answer(self, number: int, response: dict[str, Any]) -> None:
        """Answer question ``number`` (``response`` as the records keep it); sent now, or after the
        rejoin if the connection is down; :attr:`received` says when the host has it."""
        self._pending[number] = response
        if self.joined:
            self._send(Answer(number, response))

    def leave(self) -> None:
        """Leave for good: say goodbye, close, no retry."""
        if self.joined:
            self._send(Bye())
        self._stop()

    # --- the connection ----------------------------------------------------------------------

    def _connect(self) -> None:
        if self._stopped:
            return
        self._drop_socket()
        socket = QTcpSocket(self)
        socket.setReadBufferSize(4 * MAX_LINE)
        self._socket = socket
        self._reader = LineReader(MAX_LINE)
        self._bad = 0
        socket.connected.connect(self._on_connected)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._lost)
        socket.errorOccurred.connect(self._failed)
        self._deadline.start(round(self.connect_within * 1000))
        socket.connectToHost(self._host, self._port)

    def _drop_socket(self) -> None:
        socket, self._socket = self._socket, None
        if socket is not None:
            for signal in (socket.connected, socket.readyRead, socket.disconnected, socket.errorOccurred):
                signal.disconnect()
            socket.abort()
            socket.deleteLater()

    def _on_connected(self) -> None:
        assert self._socket is not None
        self._socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self._socket.setSocketOption(QAbstractSocket.SocketOption.KeepAliveOption, 1)
        self._heard = time.monotonic()
        self._send(Hello(PROTOCOL, self.code, self.name, self.token, self.uid))

    def _send(self, message: TraineeMessage) -> None:
        if self._socket is not None and self._socket.state() is QAbstractSocket.SocketState.ConnectedState:
            self._socket.write(encode(message))

    def ping(self) -> None:
        """Ask the host for a sign of life now. The host answers each line in the order sent, so
        its pong also says that every line sent before the ping has been read and dealt with."""
        self._send(Ping())

    def _tick(self) -> None:
        if time.monotonic() - self._heard > self.silent_for:
            log.info("class client %s: the host is silent; connecting again", self.name)
            self._lost()
            return
        self.ping()

    def _too_slow(self) -> None:
        log.info("class client %s: no welcome within %g s", self.name, self.connect_within)
        self._lost()

    def _failed(self, _error: QAbstractSocket.SocketError) -> None:
        if self._socket is not None:
            log.info("class client %s: %s", self.name, self._socket.errorString())
        self._lost()

    def _lost(self) -> None:
        """The connection is gone (or never came): try again after a while, or give up."""
        if self._stopped:
            return
        self._drop_socket()
        self._ping.stop()
        self._deadline.stop()
        if self.welcome is not None:
            self.welcome = None
            self._lost_at = time.monotonic()
            self._wait = FIRST_RETRY
            self.connectionChanged.emit(False)
        if self._lost_at is None:
            self._lost_at = time.monotonic()
        if time.monotonic() - self._lost_at > self.retry_for:
            log.warning("class client %s: the host cannot be reached; giving up", self.name)
            self._stop()
            self.gaveUp.emit()
            return
        self._retry.start(round(self._wait * 1000))
        self._wait = min(self._wait * 2, LONGEST_RETRY)

    def _wait_then_retry(self, wait: float) -> bool:
        """The host reads no hello from this network for ``wait`` seconds (too many wrong codes
        from it, maybe another trainee's): try again then, if that is within :attr:`retry_for`
        of the first try. ``False``: too long a wait, the refusal stands."""
        started = self._lost_at if self._lost_at is not None else time.monotonic()
        if time.monotonic() + wait - started > self.retry_for:
            return False
        log.info(
            "class client %s: the host asks to wait %g s before joining; trying again then", self.name, wait
        )
        self._lost_at = started
        self._wait = max(wait, FIRST_RETRY)
        self._lost()
        return True

    def _stop(self) -> None:
        self._stopped = True
        self._ping.stop()
        self._retry.stop()
        self._deadline.stop()
        socket = self._socket
        if socket is not None:
            for signal in (socket.connected, socket.readyRead, socket.disconnected, socket.errorOccurred):
                signal.disconnect()
            socket.disconnectFromHost()  # a goodbye written still goes out
            socket.deleteLater()
            self._socket = None
        self.welcome = None  # not "lost": nothing is tried again (the caller says why it stopped)

    # --- the host's lines ----------------------------------------------------------------------

    def _read(self) -> None:
        socket = self._socket
        while socket is not None and socket is self._socket and socket.bytesAvailable() > 0:
            self._heard = time.monotonic()
            for line in self._reader.feed(bytes(socket.read(socket.bytesAvailable()).data())):
                if socket is not self._socket:
                    return
                if line is None:
                    self._drop_line(f"a line over {MAX_LINE} bytes")
                    continue
                try:
                    message = decode_from_host(line)
                except ProtocolError as error:
                    self._drop_line(str(error))
                    continue
                try:
                    self._take(message)
                except ClassroomError as error:
                    self._drop_line(str(error))

    def _drop_line(self, why: str) -> None:
        log.warning("class client %s: a line from the host dropped: %s", self.name, why)
        self._bad += 1
        if self._bad >= MAX_BAD_LINES:
            self._lost()

    def _take(self, message: HostMessage) -> None:
        if isinstance(message, Pong):
            self.ponged.emit()
            return
        if isinstance(message, Welcome):
            self._welcomed(message)
        elif isinstance(message, Refused):
            if (
                message.reason is Refusal.SLOW_DOWN
                and message.wait is not None
                and self._wait_then_retry(message.wait)
            ):
                return
            log.warning("class client %s: refused: %s", self.name, message.reason.value)
            if message.reason is Refusal.REMOVED:  # the token joins no more: it is no seat to keep
                seats.forget(self.address, self.code, self.name)
            self._stop()
            self.refused.emit(message.reason.value)
        elif self.welcome is None:
            self._drop_line(f"a {type(message).__name__} before the welcome")
        elif isinstance(message, Asked):
            if message.answered is not None:
                self._pending.pop(message.number, None)
            elif message.number in self._pending:  # sent before the drop, not kept: again
                self._send(Answer(message.number, self._pending[message.number]))
            self.asked.emit(message)
        elif isinstance(message, Received):
            self._pending.pop(message.question, None)
            self.received.emit(message.question)
        elif isinstance(message, Rejected):
            self._pending.pop(message.question, None)
            self.rejected.emit(message.question, message.reason.value)
        elif isinstance(message, Revealed):
            question = question_from_revealed(message)  # a ProtocolError drops the line
            self._pending = {n: r for n, r in self._pending.items() if n > message.question}
            self.revealed.emit(message, question)
        elif isinstance(message, Ended):
            seats.forget(self.address, self.code, self.name)
            self._stop()
            self.ended.emit(message)

    def _welcomed(self, welcome: Welcome) -> None:
        if self.welcome is not None:
            self._drop_line("a second welcome")
            return
        self._deadline.stop()
        if welcome.token != self.token:
            self.token = welcome.token
            seats.remember(self.address, self.code, self.name, welcome.token)
        self.welcome = welcome
        self._lost_at = None
        self._wait = FIRST_RETRY
        self._was_joined = True
        self._ping.start(round(self.ping_every * 1000))
        log.info("class client %s: joined %s", self.name, welcome.session)
        self.connectionChanged.emit(True)
        self.welcomed.emit(welcome)

    @property
    def was_joined(self) -> bool:
        """Whether it was ever welcomed (a bot that gives up says "host gone", not "cannot reach")."""
        return self._was_joined
