"""A class session without windows: the headless host and the bots (``dealer-trainer classroom``).

:func:`run_host` runs a whole session on a QCoreApplication: it opens the
session (from a pack, or resumed from its file), listens, waits for the class
(``--expect`` trainees, or ``--wait`` seconds), then deals each question,
reveals it when every trainee connected has answered or its time is up,
pauses, and deals the next, and at the end prints the results. :func:`run_bot`
is a trainee that answers by itself — right, wrong, at random or by a guess —
for the load benchmark, the fault tests and a rehearsal before a class.

A bot's app is sent what every trainee's is: the table as a dealer sees it,
never the answer (``docs/classroom-protocol.md``). So a bot that answers
*right* or *wrong* needs the answer key, and takes it where the instructor
who rehearses has it: the session's own file (``--session-file FILE``, the
file the host prints), read once for its questions (:func:`key_from_file`),
or in the same process the host's lesson (:class:`Bot`'s ``key``). Without a
key a bot *guesses* (:func:`guess_response`): a valid answer of the right
shape from what its table shows — what a script on a trainee's laptop could do.

What they print is for scripts as much as for people: one line per event,
each starting with a fixed English word (documented in
``docs/classroom-protocol.md``, "The headless host and the bots"), flushed as it
is written, so a test can wait for ``code`` and read the address and code off
the first lines. The exit codes are :class:`HostExit` and :class:`BotExit`.

The wrong answers (:func:`wrong_response`) are of the right shape for every
drill a class is dealt — another seat, another move, the other yes or no, a
rake off by one, every part changed — so the host's checks see what a
trainee's app would send, and the verdict is "wrong".
"""

from __future__ import annotations

import logging
import random
import signal
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum, StrEnum
from pathlib import Path
from typing import Any, TextIO

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..records.rows import response_to_json
from ..training.kinds import AnswerKind, StepKind
from ..training.levels import Level
from ..training.parts import NoLow, PartsAnswer, PartsResponse, Shape, Value
from ..training.questions import (
    CommonAnswer,
    Question,
    Response,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    right_response,
)
from ..training.spotting import SpotResponse
from ..training.steps import Step
from ..training.tablequestion import TableQuestion
from . import codes
from .errors import ClassroomError, ListenError
from .hosting import DEFAULT_PORT, PER_ADDRESS, ClassHost
from .joining import ClassClient
from .lesson import DEFAULT_SECONDS, Lesson, lesson_from_pack
from .protocol import Asked, Ended, Revealed, Welcome
from .results import results_text, session_results
from .sessionstate import MAX_TRAINEES, ClassSession, Phase
from .store import SessionStore, new_path, sessions_folder

log = logging.getLogger(__name__)


class HostExit(IntEnum):
    """``dealer-trainer classroom host``'s exit codes."""

    DONE = 0  # every question dealt and revealed, the results printed
    USAGE = 2  # the command line is wrong
    UNREADABLE = 3  # the pack (or the session to resume) cannot be read, or gives no question
    CANNOT_LISTEN = 4  # the port cannot be opened
    NOBODY = 5  # nobody joined within --wait seconds
    SESSION_FILE = 6  # the session's file cannot be written
    INTERRUPTED = 130  # Ctrl+C (or SIGTERM): stopped, everything saved, resumable with --resume


class BotExit(IntEnum):
    """``dealer-trainer classroom bot``'s exit codes."""

    DONE = 0  # the session ended
    USAGE = 2
    CANNOT_REACH = 10  # never welcomed: no host at the address for --retry seconds
    HOST_GONE = 11  # was in the session; the host could not be reached again for --retry seconds
    WRONG_CODE = 12  # refused: the session code is wrong
    NAME_TAKEN = 13  # refused: another trainee joined under this name
    REFUSED = 14  # refused for another reason (printed: protocol, bad-name, full, ended, slow-down,
    # address-full, removed)
    INTERRUPTED = 130


class Strategy(StrEnum):
    RIGHT = "right"  # the engine's answer (needs the answer key)
    WRONG = "wrong"  # a wrong answer of the right shape (needs the answer key)
    RANDOM = "random"  # right or wrong, one chance in two (needs the answer key)
    GUESS = "guess"  # a valid answer from what the table shows: all a bot without the key can do

    @property
    def needs_key(self) -> bool:
        return self is not Strategy.GUESS


#: The answer key of a rehearsal: question ``number`` (1 = the first) as the host deals it.
AnswerKey = Callable[[int], Question | None]


def key_from_file(path: Path) -> AnswerKey:
    """The answer key read from the session's file (the instructor's: the host prints its path).

    :class:`~.errors.SessionFileError` if it cannot be read.
    """
    store = SessionStore.open(path)
    try:
        questions = store.load().lesson.questions
    finally:
        store.close()
    return lambda number: questions[number - 1] if 1 <= number <= len(questions) else None


def key_from_lesson(lesson: Lesson) -> AnswerKey:
    """The answer key of a host in the same process (the tests, the benchmark)."""
    questions = lesson.questions
    return lambda number: questions[number - 1] if 1 <= number <= len(questions) else None


# --- the bots' answers ---------------------------------------------------------------------------


def wrong_response(question: Question) -> Response:
    """A response of the right shape that the verdict calls wrong (every drill but Spot the error,
    which a class is never dealt: there it is "let it run", wrong only when a mistake was shown)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        seats = [seat for seat, _ in question.table.stacks if seat != answer.seat]
        return seats[0] if seats else answer.seat + 1
    if isinstance(answer, StepAnswer):
        if answer.step.kind is not StepKind.BURN:
            return Step(StepKind.BURN)
        return Step(StepKind.DEAL, next(iter(question.table.order), 1))
    if isinstance(answer, CommonAnswer):
        return not answer.needed
    if isinstance(answer, SplitAnswer):
        return ([dict(pot) for pot in answer.pots], answer.rake + 1)
    if isinstance(answer, PartsAnswer):
        values: list[Any] = []
        seats = [seat for seat, _ in question.table.stacks]
        for part in answer.parts:
            right = part.right
            if part.shape is Shape.AMOUNT:
                assert isinstance(right, int)
                values.append(right + 1)
            elif part.shape is Shape.YES_NO:
                values.append(not right)
            elif part.shape is Shape.SEATS:
                assert isinstance(right, frozenset)
                values.append(right ^ {seats[0] if seats else 1})
            else:
                others = [option for option in part.options if option != right]
                values.append(others[0] if others else NoLow() if right != NoLow() else right)
        return PartsResponse(tuple(values))
    # Spot the error (never in a class): a mistake let run is missed, a clean hand stopped a false alarm.
    mistake = getattr(answer, "mistake", None)
    return SpotResponse(None) if mistake is not None else SpotResponse(1)


def guess_response(table: TableQuestion, rng: random.Random) -> Response:
    """A valid answer of the right shape to ``table``, chosen from what the table shows and nothing
    else: a seat still in, a dealer's move, yes or no, each pot to one seat that may win it, a value
    for each part (an option offered, a seat at the table, an amount up to the chips in play)."""
    seats = [view.seat for view in table.table.seats if not view.folded] or [
        view.seat for view in table.table.seats
    ]
    kind = table.shape.kind
    if kind is AnswerKind.SEAT:
        return rng.choice(seats)
    if kind is AnswerKind.STEP:
        return rng.choice(
            [Step(StepKind.BURN), Step(StepKind.COMMON), Step(StepKind.DEAL, rng.choice(seats))]
        )
    if kind is AnswerKind.COMMON:
        return rng.random() < 0.5
    if kind is AnswerKind.SPLIT:
        pots = [{rng.choice(pot.eligible): pot.amount} if pot.eligible else {} for pot in table.shape.pots]
        return (pots, 0)
    highest = max(1, table.table.pot + sum(view.bet for view in table.table.seats))
    values: list[Value | None] = []
    for part in table.shape.parts:
        if part.shape is Shape.AMOUNT:
            values.append(rng.randint(0, highest))
        elif part.shape is Shape.YES_NO:
            values.append(rng.random() < 0.5)
        elif part.shape is Shape.SEATS:
            values.append(frozenset({rng.choice(seats)}))
        else:
            values.append(rng.choice(part.options) if part.options else None)
    return PartsResponse(tuple(values))


def response_for(strategy: Strategy, question: Question, rng: random.Random) -> Response:
    """What a bot of ``strategy`` answers to ``question`` (its key's: every strategy but a guess)."""
    if strategy is Strategy.RIGHT or (strategy is Strategy.RANDOM and rng.random() < 0.5):
        return right_response(question)
    return wrong_response(question)


# --- printing --------------------------------------------------------------------------------


class Lines:
    """One line per event on ``stream``, flushed at once (a script reads them as they come)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stdout

    def __call__(self, *words: object) -> None:
        text = " ".join(str(word) for word in words) + "\n"
        try:
            self.stream.write(text)
        except UnicodeEncodeError:  # a console that cannot show a name's letters
            self.stream.write(text.encode("ascii", errors="replace").decode("ascii"))
        self.stream.flush()


def _application() -> QCoreApplication:
    app = QCoreApplication.instance()
    return app if app is not None else QCoreApplication([sys.argv[0] if sys.argv else "dealer-trainer"])


@contextmanager
def _interruptible(stop: Callable[[], None]) -> Iterator[QTimer]:
    """Ctrl+C and SIGTERM call ``stop`` (on the event loop); a timer gives Python the hand to see them."""
    wake = QTimer()
    wake.timeout.connect(lambda: None)
    wake.start(100)
    previous = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        for sig in previous:
            signal.signal(sig, lambda _sig, _frame: stop())
    except ValueError:  # not the main thread (a test running it aside): no signals then
        previous = {}
    try:
        yield wake
    finally:
        wake.stop()
        for sig, handler in previous.items():
            signal.signal(sig, handler)


# --- the headless host ---------------------------------------------------------------------------


@dataclass(frozen=True)
class HostOptions:
    pack: Path | None = None
    resume: Path | None = None
    port: int | None = None  # None: the resumed session's, or DEFAULT_PORT
    address: str = "0.0.0.0"
    expect: int = 1
    wait: float = 300.0
    timeout: float = DEFAULT_SECONDS
    pause: float = 2.0
    level: Level = Level.PRACTICE
    session_file: Path | None = None
    leaderboard: bool = False
    per_address: int = PER_ADDRESS  # trainees who may join from one address
    class_size: int = MAX_TRAINEES  # the most trainees the session takes


def session_title(lesson: Lesson, started: datetime) -> str:
    """The session's name in the records: the lesson and when it started."""
    return f"{lesson.title} · {started:%Y-%m-%d %H:%M}"


def _open_session(options: HostOptions, say: Lines) -> tuple[ClassSession, Path] | HostExit:
    if options.resume is not None:
        try:
            store = SessionStore.open(options.resume)
            return ClassSession.resume(store, max_trainees=options.class_size), options.resume
        except ClassroomError as error:
            say("error", f"the session {options.resume} cannot be resumed: {error}")
            return HostExit.UNREADABLE
    assert options.pack is not None
    from ..packs.errors import PackError
    from ..packs.storage import load_pack

    try:
        lesson = lesson_from_pack(load_pack(options.pack), options.level, options.timeout)
    except (PackError, ClassroomError) as error:
        say("error", f"{options.pack}: {error}")
        return HostExit.UNREADABLE
    code = codes.new_code()
    started = datetime.now().astimezone()
    path = options.session_file or new_path(sessions_folder(), started)
    title = session_title(lesson, started)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        store = SessionStore.create(path, code, title, lesson, options.port)
    except (OSError, ClassroomError) as error:
        say("error", f"the session's file {path} cannot be written: {error}")
        return HostExit.SESSION_FILE
    return ClassSession(lesson, code, title, store, max_trainees=options.class_size), path


def _saved_port(options: HostOptions) -> int:
    if options.port is not None:
        return options.port
    if options.resume is not None:
        try:
            with SessionStore.open(options.resume) as store:
                port = store.load().port
        except ClassroomError:
            port = None
        if port:
            return port
    return DEFAULT_PORT


class HeadlessHost(QObject):
    """The session's steps on a timer: deal, wait for the answers or the time, reveal, pause, next."""

    done = Signal(int)  # the exit code

    def __init__(self, host: ClassHost, options: HostOptions, say: Lines, path: Path | None = None) -> None:
        super().__init__(host)
        self.host = host
        self.path = path
        self.options = options
        self.say = say
        self.session = host.session
        self._opened = time.monotonic()
        self._next_at = time.monotonic() + (options.pause if self.session.phase is Phase.REVEALED else 0)
        self._finished = False
        self._ending = False
        self._known: set[str] = set()
        #: A resumed session holds still until the class is back (``expect``, or ``wait`` seconds).
        self._holding = options.resume is not None
        host.traineesChanged.connect(self._trainees)
        host.answerArrived.connect(lambda _name, _number: self.step())
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.step)
        self._timer.start(50)

    def _trainees(self) -> None:
        now = self.host.connected()
        for name in sorted(now - self._known):
            self.say("joined", name)
        for name in sorted(self._known - now):
            self.say("left", name)
        self._known = now
        self.step()

    def _enough(self) -> bool:
        return len(self.host.connected()) >= self.options.expect

    def step(self) -> None:
        """Move the session on if it is time (called on every answer, join and timer tick)."""
        if self._finished or self._ending:
            return
        session, now = self.session, time.monotonic()
        phase = session.phase
        if self._holding and phase is not Phase.ENDED:
            if not (self._enough() or now - self._opened >= self.options.wait):
                return
            self._holding = False
            self._next_at = now + (self.options.pause if phase is Phase.REVEALED else 0)
        if phase is Phase.ASKING:
            if session.time_left() <= 0 or (self._enough() and session.all_answered(self.host.connected())):
                self._reveal()
        elif phase is Phase.WAITING:
            if self._enough() or (now - self._opened >= self.options.wait and self.host.connected()):
                self._deal()
            elif now - self._opened >= self.options.wait:
                self.say("nobody", f"joined within {self.options.wait:g} s")
                self.finish(HostExit.NOBODY)
        elif phase is Phase.REVEALED:
            if now >= self._next_at:
                self._deal()
        else:  # resumed after its end: nothing to deal, the results once more
            print_results(self.session, self.say)
            self.finish(HostExit.DONE)

    def _deal(self) -> None:
        if not self.host.deal_next():
            self._end()
            return
        self.say("question", self.session.number, "of", len(self.session.lesson.questions), "dealt")

    def _reveal(self) -> None:
        number = self.session.number
        self.host.reveal(self.options.leaderboard)
        mine = [a for a in self.session.answers() if a.question == number]
        trainees = len(self.session.trainees)
        self.say(
            "question",
            number,
            "of",
            len(self.session.lesson.questions),
            "answered",
            len(mine),
            "of",
            trainees,
            "right",
            sum(a.correct for a in mine),
        )
        self._next_at = time.monotonic() + self.options.pause

    def _end(self) -> None:
        self._ending = True  # the goodbyes below report trainees leaving: no step from them
        self.host.end()
        print_results(self.session, self.say)
        self.finish(HostExit.DONE)

    def finish(self, code: int) -> None:
        if self._finished:
            return
        self._finished = True
        self._timer.stop()
        self.host.close()
        self.done.emit(int(code))

    def interrupt(self) -> None:
        """Stop where it is: nothing more is dealt, everything taken is in the session's file."""
        if not self._finished:
            self.say("interrupted", "resume with --resume", self.path)
            self.finish(HostExit.INTERRUPTED)


def print_results(session: ClassSession, say: Lines) -> None:
    """A ``results`` line of counts (for scripts), then the results as people read them
    (:func:`~.results.results_text`: the trainees by place, then each question)."""
    say(
        "results",
        len(session.trainees),
        "trainees",
        len(session.lesson.questions),
        "questions",
        len(session.answers()),
        "answers",
    )
    for line in results_text(session_results(session)).splitlines():
        say(line)


def run_host(options: HostOptions, stream: TextIO | None = None) -> int:
    """Run a headless session to its end (or Ctrl+C); the exit code (:class:`HostExit`)."""
    say = Lines(stream)
    app = _application()
    runner: list[HeadlessHost] = []
    early: list[bool] = []  # Ctrl+C before the session runs

    def stop() -> None:
        if runner:
            runner[0].interrupt()
        else:
            early.append(True)

    with _interruptible(stop):
        opened = _open_session(options, say)
        if isinstance(opened, HostExit):
            return int(opened)
        session, path = opened
        try:
            return _host(app, session, path, options, say, runner, early)
        finally:
            if session.store is not None:
                session.store.close()


def _host(
    app: QCoreApplication,
    session: ClassSession,
    path: Path,
    options: HostOptions,
    say: Lines,
    runner: list[HeadlessHost],
    early: list[bool],
) -> int:
    host = ClassHost(session, per_address=options.per_address)
    try:
        port = host.listen(_saved_port(options), options.address)
    except ListenError as error:
        say("error", str(error))
        host.close()
        return int(HostExit.CANNOT_LISTEN)
    if session.store is not None:
        try:
            session.store.save_port(port)  # a resumed session listens there again
        except ClassroomError as error:
            say("error", str(error))
            host.close()
            return int(HostExit.SESSION_FILE)
    for address in host.addresses():
        say("address", address)
    say("code", session.code)
    say("file", path)
    say("title", session.title)
    runner.append(HeadlessHost(host, options, say, path))
    result: list[int] = []

    def finished(code: int) -> None:
        result.append(code)
        # What was last sent (the end, the results) goes out before the process does.
        deadline = time.monotonic() + 2.0

        def leave_when_sent() -> None:
            if host.open_connections() == 0 or time.monotonic() > deadline:
                app.exit(code)
            else:
                QTimer.singleShot(20, leave_when_sent)

        # On the loop, not now: a Ctrl+C that lands just before app.exec() would otherwise call
        # app.exit() while no loop runs yet (a no-op), and the loop then started would never end.
        QTimer.singleShot(0, leave_when_sent)

    runner[0].done.connect(finished)
    if early:
        runner[0].interrupt()
    else:
        QTimer.singleShot(0, runner[0].step)
        app.exec()
    host.close()
    host.deleteLater()
    return result[0] if result else int(HostExit.INTERRUPTED)


# --- the bots ---------------------------------------------------------------------------------------


class Bot(QObject):
    """A trainee that answers by itself after ``delay`` seconds; ``done`` gives its exit code.

    ``key`` is the answer key a strategy but :attr:`Strategy.GUESS` answers from (see the
    module's docstring); a bot without one guesses, whatever its strategy.

    ``latencies`` are the seconds from sending each answer to the host's
    :class:`~.protocol.Received` (an upper bound of the time to the host's live count).
    """

    done = Signal(int)

    def __init__(
        self,
        address: str,
        code: str,
        name: str,
        strategy: Strategy = Strategy.RIGHT,
        delay: float = 0.0,
        seed: int | None = None,
        say: Lines | None = None,
        parent: QObject | None = None,
        jitter: float = 0.0,
        key: AnswerKey | None = None,
    ) -> None:
        super().__init__(parent)
        self.client = ClassClient(address, code, name, parent=self)
        self.key = key
        self.strategy = strategy if key is not None else Strategy.GUESS
        self.delay = delay
        #: Up to this many seconds more, drawn for each answer (a class does not answer in step).
        self.jitter = jitter
        self.rng = random.Random(seed if seed is not None else name)
        self.say = say if say is not None else (lambda *_words: None)
        self.latencies: list[float] = []
        #: The same, by question number.
        self.latency_of: dict[int, float] = {}
        self.sent: dict[int, float] = {}
        self.received: set[int] = set()
        self.rejected: list[tuple[int, str]] = []
        self.revealed: list[Revealed] = []
        self.outcome: int | None = None
        self.ended: Ended | None = None
        self._timers: dict[int, QTimer] = {}
        client = self.client
        client.welcomed.connect(self._welcomed)
        client.asked.connect(self._asked)
        client.received.connect(self._received)
        client.rejected.connect(self._rejected)
        client.revealed.connect(self._revealed)
        client.ended.connect(self._ended)
        client.refused.connect(self._refused)
        client.connectionChanged.connect(lambda up: None if up else self.say("lost"))
        client.gaveUp.connect(self._gave_up)

    def start(self) -> None:
        self.client.start()

    def _welcomed(self, welcome: Welcome) -> None:
        self.say("joined", welcome.name, "points", welcome.points, "session", welcome.session)

    def _asked(self, asked: Asked) -> None:
        self.say("question", asked.number, "of", asked.of)
        if asked.answered is not None:
            self.received.add(asked.number)
            return
        if asked.number in self.sent or asked.number in self._timers:
            return  # sent before a drop: the client sends it again itself
        question = self.key(asked.number) if self.key is not None else None
        if question is not None and self.strategy.needs_key:
            data = response_to_json(question, response_for(self.strategy, question, self.rng))
        else:
            data = response_to_json(asked.table, guess_response(asked.table, self.rng))
        wait = self.delay + (self.rng.uniform(0, self.jitter) if self.jitter > 0 else 0.0)
        if wait <= 0:
            self._answer(asked.number, data)
            return
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._answer(asked.number, data))
        self._timers[asked.number] = timer
        timer.start(round(wait * 1000))

    def _answer(self, number: int, data: dict[str, Any]) -> None:
        timer = self._timers.pop(number, None)
        if timer is not None:
            timer.deleteLater()
        self.sent[number] = time.perf_counter()
        self.client.answer(number, data)

    def _received(self, number: int) -> None:
        if number in self.sent and number not in self.received:
            self.latencies.append(time.perf_counter() - self.sent[number])
            self.latency_of[number] = self.latencies[-1]
        self.received.add(number)
        self.say("received", number)

    def _rejected(self, number: int, reason: str) -> None:
        self.rejected.append((number, reason))
        self.say("rejected", number, reason)

    def _revealed(self, revealed: Revealed, _question: Question) -> None:
        self.revealed.append(revealed)
        self.say(
            "revealed",
            revealed.question,
            "right" if revealed.correct else "wrong",
            "points",
            revealed.points,
            "total",
            revealed.total,
        )

    def _ended(self, ended: Ended) -> None:
        self.ended = ended
        self.say("ended", "total", ended.total, "place", ended.place, "of", ended.trainees)
        self._finish(BotExit.DONE)

    def _refused(self, reason: str) -> None:
        self.say("refused", reason)
        code = {"wrong-code": BotExit.WRONG_CODE, "name-taken": BotExit.NAME_TAKEN}.get(
            reason, BotExit.REFUSED
        )
        self._finish(code)

    def _gave_up(self) -> None:
        joined = self.client.was_joined
        self.say("gone" if joined else "unreachable", self.client.address)
        self._finish(BotExit.HOST_GONE if joined else BotExit.CANNOT_REACH)

    def _finish(self, code: BotExit) -> None:
        if self.outcome is None:
            self.outcome = int(code)
            self.done.emit(int(code))

    def stop(self) -> None:
        """Leave (Bye) and finish as interrupted."""
        self.client.leave()
        self._finish(BotExit.INTERRUPTED)


def run_bot(
    address: str,
    code: str,
    name: str,
    strategy: Strategy = Strategy.RIGHT,
    delay: float = 0.0,
    seed: int | None = None,
    retry: float | None = None,
    stream: TextIO | None = None,
    key: AnswerKey | None = None,
) -> int:
    """Run one bot until the session ends (or it is refused, or gives up); its exit code (:class:`BotExit`).

    ``key``: the answer key (:func:`key_from_file`); without it the bot guesses."""
    app = _application()
    bot = Bot(address, code, name, strategy, delay, seed, Lines(stream), key=key)
    if retry is not None:
        bot.client.retry_for = retry
    bot.done.connect(app.exit)
    with _interruptible(bot.stop):
        QTimer.singleShot(0, bot.start)
        app.exec()
    outcome = bot.outcome if bot.outcome is not None else int(BotExit.INTERRUPTED)
    bot.deleteLater()
    return outcome


__all__ = [
    "AnswerKey",
    "Bot",
    "BotExit",
    "HeadlessHost",
    "HostExit",
    "HostOptions",
    "Strategy",
    "guess_response",
    "key_from_file",
    "key_from_lesson",
    "response_for",
    "run_bot",
    "run_host",
    "wrong_response",
]
