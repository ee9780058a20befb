"""A class session as the host keeps it: who joined, what is asked, every answer and the points.

Pure Python and no I/O of its own: the host's transport (:mod:`.hosting`) turns
messages into calls here and sends what they return; :class:`~.store.SessionStore`
(given to the session) saves each change **before** the call returns, so an
answer the trainee was told is kept ("received") survives the host closing or
crashing, and :meth:`ClassSession.resume` picks the session up where it was.

The rules a class can rely on, each checked here (not in the transport):

- the session code is required; a wrong one is refused;
- a trainee is a name and a token: the first join under a name gets a fresh
  token; a later join under that name must bring it (a trainee whose laptop
  slept or whose app restarted has it — their app keeps it), so nobody can take
  over another's seat or answer for them; answers come from a joined connection
  and are put down to its trainee, never to a name the message carries;
- one answer per trainee per question, only while it is asked and before the
  time allowed is up; never changed, never after the reveal;
- a trainee who joins late starts at the question being asked now;
- one name, one person: names are compared by :func:`~.names.name_key` (case
  and Unicode look-alikes aside), so a Cyrillic "А" makes no second "Ana";
- the class is no larger than the instructor set (:attr:`ClassSession.max_trainees`);
- a trainee the instructor removed (:meth:`ClassSession.remove`) is gone with
  their answers, their name is free again, and their token joins no more.

Points (shown on the leaderboard): nothing for a wrong answer or none; a
right one earns :data:`RIGHT_POINTS` and up to :data:`SPEED_POINTS` more, the
sooner it came (all of them at once, none at the end of the time allowed).

An answer is judged as the drills judge one (:func:`~dealer_trainer.training.questions.check`
on :func:`~dealer_trainer.records.rows.response_from_json`), and only an answer
written exactly as :func:`~dealer_trainer.records.rows.response_to_json` writes
it is taken, and only with values a table can have (a seat at it, no negative or
absurd amount, a choice the part offers): anything else is
:attr:`~.protocol.Rejection.UNREADABLE`, never an exception and never a wrong
answer on the trainee's record, whatever a hostile app sends.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ..engine.errors import EngineError
from ..records.errors import RecordsError
from ..records.rows import ROW_ERRORS, canonical_json, response_from_json, response_to_json
from ..training.errors import TrainingError
from ..training.kinds import StepKind
from ..training.parts import PartsAnswer, PartsResponse, Shape
from ..training.questions import (
    CommonAnswer,
    Question,
    Response,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    check,
)
from ..training.steps import Step
from ..wording import QT_TRANSLATE_NOOP, Worded
from .codes import new_token, same_code
from .errors import ClassroomError
from .lesson import Lesson, Shown, asked, shown
from .names import name_key
from .protocol import (
    MAX_TOKEN,
    PROTOCOL,
    Answer,
    Asked,
    Ended,
    Hello,
    Refusal,
    Rejection,
    Revealed,
    Standing,
    trainee_name,
)

if TYPE_CHECKING:
    from .store import SessionStore

log = logging.getLogger(__name__)

RIGHT_POINTS = 500
SPEED_POINTS = 500
#: The most trainees one session takes.
MAX_TRAINEES = 200
#: Seconds an answer may arrive after the time allowed and still count: it was
#: sent in time on the trainee's screen and spent the rest on the network.
GRACE_SECONDS = 1.0
#: The largest number an answer may carry (chips, a seat): more is no stud table's.
LARGEST = 10**12
#: The seats of a stud table (a rule set seats at most 9): a seat from 1 to this (or to the highest dealt, if higher) may be a
#: wrong answer; any other is no answer at all.
TABLE_SEATS = 9

#: What judging a response may raise when a hostile app sends one of the wrong shape.
_JUDGE_ERRORS: tuple[type[Exception], ...] = (
    *ROW_ERRORS,
    RecordsError,
    EngineError,
    TrainingError,
    AssertionError,
)


def points_for(correct: bool, seconds: float, allowed: float) -> int:
    """The points an answer earns.

    >>> points_for(True, 0, 30), points_for(True, 15, 30), points_for(True, 40, 30), points_for(False, 1, 30)
    (1000, 750, 500, 0)
    """
    if not correct:
        return 0
    share = max(0.0, 1.0 - seconds / allowed) if allowed > 0 else 0.0
    return RIGHT_POINTS + round(SPEED_POINTS * share)


class Phase(StrEnum):
    WAITING = "waiting"  # open, trainees joining, nothing dealt yet
    ASKING = "asking"  # a question is out, answers coming in
    REVEALED = "revealed"  # its answer is shown; the next one not yet dealt
    ENDED = "ended"


@dataclass(frozen=True)
class ClassTrainee:
    name: str
    token: str
    joined: datetime
    uid: str | None = None


@dataclass(frozen=True)
class ClassAnswer:
    """One answer the host took: whose, to which question, what, whether right, how fast, its points."""

    trainee: str
    question: int  # 1 = the first
    response: dict[str, Any]  # as the records keep it (records.rows.response_to_json)
    correct: bool
    seconds: float  # from the deal to its arrival at the host
    points: int
    at: datetime


@dataclass(frozen=True)
class Joined:
    """A hello taken: the trainee, whether it is a rejoin, and what to send them."""

    trainee: ClassTrainee
    rejoined: bool
    #: The question being asked now (with their answer if they gave one), or ``None``.
    asked: Asked | None


@dataclass(frozen=True)
class Spread:
    """The class's answers to the question out now, for the instructor's table.

    ``responses`` is each different answer with how many gave it, most first;
    ``by_seat`` the seat answers' counts (who clicked which seat).
    """

    question: int
    answered: int
    trainees: int
    responses: tuple[tuple[dict[str, Any], int], ...]
    by_seat: Mapping[int, int]
    #: How many answered right: known to the host all along, shown only after the reveal.
    right: int


def _same(given: Any, written: Any) -> bool:
    """Whether ``given`` (as a trainee's app sent it) is ``written`` (as the records write it),
    kind for kind: ``true`` is not the seat 1, ``"4"`` not the seat 4, ``4.5`` not 4, and no
    number is beyond what a table holds (:data:`LARGEST`)."""
    if isinstance(written, bool) or written is None or isinstance(written, str):
        return type(given) is type(written) and given == written
    if isinstance(written, int):
        return (
            isinstance(given, int)
            and not isinstance(given, bool)
            and given == written
            and abs(given) <= LARGEST
        )
    if isinstance(written, float):
        return isinstance(given, int | float) and not isinstance(given, bool) and given == written
    if isinstance(written, dict):
        return (
            isinstance(given, dict)
            and given.keys() == written.keys()
            and all(_same(given[k], written[k]) for k in written)
        )
    if isinstance(written, list | tuple):
        return (
            isinstance(given, list | tuple)
            and len(given) == len(written)
            and all(_same(a, b) for a, b in zip(given, written, strict=True))
        )
    return False


def _possible(question: Question, response: Response) -> bool:
    """Whether ``response`` is one the trainee's app can give to ``question``: seats of the table
    (1 to :data:`TABLE_SEATS`), amounts from 0 to :data:`LARGEST`, a choice the part offers.

    Out of range is not a wrong answer but no answer: ``{"seat": -1}`` is refused, not recorded;
    an empty seat of the table is a wrong answer.
    """
    top = max([TABLE_SEATS, *(seat for seat, _ in question.table.stacks)])

    def seat(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= top

    def amount(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= LARGEST

    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return seat(response)
    if isinstance(answer, StepAnswer):
        return isinstance(response, Step) and (response.kind is not StepKind.DEAL or seat(response.seat))
    if isinstance(answer, CommonAnswer):
        return isinstance(response, bool)
    if isinstance(answer, SplitAnswer):
        if not isinstance(response, tuple) or len(response) != 2:
            return False
        pots, rake = response
        return (
            isinstance(pots, list)
            and all(
                isinstance(pot, dict) and all(seat(s) and amount(c) for s, c in pot.items()) for pot in pots
            )
            and amount(rake)
        )
    if isinstance(answer, PartsAnswer):
        if not isinstance(response, PartsResponse) or len(response.values) != len(answer.parts):
            return False
        for part, value in zip(answer.parts, response.values, strict=True):
            if value is None:
                continue
            if not part.fits(value):  # the part's own check of its shape (a choice it offers)
                return False
            if part.shape is Shape.AMOUNT and not amount(value):  # and what a table can hold
                return False
            if isinstance(value, frozenset) and not all(seat(s) for s in value):  # seats at the table
                return False
    return True


def judged(question: Question, response: dict[str, Any]) -> tuple[dict[str, Any], bool] | None:
    """``response`` as the records keep it and whether it is right, or ``None`` if it is not an
    answer to ``question`` written as :func:`~dealer_trainer.records.rows.response_to_json` writes one,
    or not one the trainee's app could give (:func:`_possible`)."""
    try:
        read = response_from_json(question, response)
        written = response_to_json(question, read)
        if not _same(response, written) or not _possible(question, read):
            return None
        return written, check(question, read).correct
    except _JUDGE_ERRORS as error:
        log.info("An answer that is not one to this %s question: %s", question.drill.value, error)
        return None


def _key(name: str) -> str:
    """How names are compared: "Ana", "ANA" and "Аna" (Cyrillic А) are one seat, so nobody takes
    another's, or makes a second one on the leaderboard, by its case or a look-alike letter."""
    return name_key(name)


def places(totals: Mapping[str, int]) -> dict[str, int]:
    """Each trainee's place by points, ties sharing one: the place :class:`~.protocol.Ended` tells them
    and the results (:mod:`.results`) print, so the two never differ.

    >>> places({"Ana": 900, "Ben": 900, "Cy": 0})
    {'Ana': 1, 'Ben': 1, 'Cy': 3}
    """
    ordered = sorted(totals.values(), reverse=True)
    return {name: ordered.index(points) + 1 for name, points in totals.items()}


class ClassSession:
    """A session's state and its rules; every change saved to ``store`` (if any) before it returns."""

    def __init__(
        self,
        lesson: Lesson,
        code: str,
        title: str,
        store: SessionStore | None = None,
        *,
        clock: Callable[[], float] | None = None,
        now: Callable[[], datetime] | None = None,
        max_trainees: int = MAX_TRAINEES,
    ) -> None:
        self.lesson = lesson
        #: The most trainees the session takes (the setup's class size; at most :data:`MAX_TRAINEES`).
        self.max_trainees = max(1, min(max_trainees, MAX_TRAINEES))
        self.code = code
        self.title = title
        self.store = store
        self._clock = clock or time.monotonic
        self._now = now or (lambda: datetime.now(UTC))
        self.started = self._now()
        self._phase = Phase.WAITING
        self._number = 0
        self._dealt_at = 0.0
        self._trainees: dict[str, ClassTrainee] = {}  # by _key(name), in the order they joined
        self._answers: list[ClassAnswer] = []
        self._given: dict[tuple[str, int], ClassAnswer] = {}  # by (_key(name), question)
        self._totals: dict[str, int] = {}  # by _key(name)
        self._shown_cache: tuple[int, Shown] | None = None
        self._asked_cache: Asked | None = None
        self._removed: set[str] = set()  # the tokens of the trainees removed: they join no more

    @classmethod
    def resume(
        cls,
        store: SessionStore,
        *,
        clock: Callable[[], float] | None = None,
        now: Callable[[], datetime] | None = None,
        max_trainees: int = MAX_TRAINEES,
    ) -> ClassSession:
        """The session saved in ``store``, as it was: its trainees and answers, its question.

        A question that was being asked is asked again from the start of its
        time (answers already taken stay taken). :class:`~.errors.SessionFileError`
        if the file cannot be read back.
        """
        saved = store.load()
        session = cls(
            saved.lesson, saved.code, saved.title, store, clock=clock, now=now, max_trainees=max_trainees
        )
        session.started = saved.started
        session._removed = set(saved.removed)
        for trainee in saved.trainees:
            session._trainees[_key(trainee.name)] = trainee
            session._totals[_key(trainee.name)] = 0
        for answer in saved.answers:
            session._keep(answer)
        session._number = saved.number
        session._phase = saved.phase
        session._dealt_at = session._clock()
        return session

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def number(self) -> int:
        """The question out or last revealed (1 = the first; 0 before any is dealt)."""
        return self._number

    @property
    def trainees(self) -> tuple[ClassTrainee, ...]:
        return tuple(self._trainees.values())

    def trainee(self, name: str) -> ClassTrainee | None:
        """The trainee joined as ``name`` (compared as names are: case aside), if any."""
        return self._trainees.get(_key(name))

    def join(self, hello: Hello, *, newcomer_allowed: bool = True) -> Joined | Refusal:
        """Take a hello: the trainee (new or back), or why it is refused.

        The code is checked before the name, so a wrong code learns nothing of who joined.
        ``newcomer_allowed`` is the transport's say on a new trainee from where the hello came
        (:attr:`~.Refusal.ADDRESS_FULL` if not); a trainee coming back is always taken.
        """
        if hello.protocol != PROTOCOL:
            return Refusal.PROTOCOL
        if not same_code(hello.code, self.code):
            return Refusal.WRONG_CODE
        if self._phase is Phase.ENDED:
            return Refusal.ENDED
        if hello.token is not None and hello.token in self._removed:
            return Refusal.REMOVED
        name = trainee_name(hello.name)
        if name is None:
            return Refusal.BAD_NAME
        uid = hello.uid if isinstance(hello.uid, str) and 0 < len(hello.uid) <= MAX_TOKEN else None
        known = self._trainees.get(_key(name))
        if known is not None:
            if hello.token is None or not secrets.compare_digest(hello.token.encode(), known.token.encode()):
                return Refusal.NAME_TAKEN
            if uid is not None and uid != known.uid:
                known = replace(known, uid=uid)
                self._save_trainee(known)
            return Joined(known, True, self.asked_for(known.name))
        if len(self._trainees) >= self.max_trainees:
            return Refusal.FULL
        if not newcomer_allowed:
            return Refusal.ADDRESS_FULL
        trainee = ClassTrainee(name, new_token(), self._now(), uid)
        self._save_trainee(trainee)
        self._totals.setdefault(_key(name), 0)
        return Joined(trainee, False, self.asked_for(name))

    def remove(self, name: str) -> ClassTrainee | None:
        """Remove the trainee joined as ``name`` (the instructor's choice: a made-up name, someone
        not in the class) with their answers; their name is free again and their token joins no
        more (:attr:`~.Refusal.REMOVED`). Saved before it returns; ``None`` if nobody has that name."""
        key = _key(name)
        trainee = self._trainees.get(key)
        if trainee is None:
            return None
        if self.store is not None:
            self.store.remove_trainee(trainee)
        del self._trainees[key]
        self._removed.add(trainee.token)
        self._answers = [a for a in self._answers if _key(a.trainee) != key]
        self._given = {k: a for k, a in self._given.items() if k[0] != key}
        self._totals.pop(key, None)
        return trainee

    def _save_trainee(self, trainee: ClassTrainee) -> None:
        if self.store is not None:
            self.store.save_trainee(trainee)
        self._trainees[_key(trainee.name)] = trainee

    def _save_phase(self, number: int, phase: Phase) -> None:
        if self.store is not None:
            self.store.save_phase(number, phase)
        self._number, self._phase = number, phase

    def deal_next(self) -> Asked | None:
        """Deal the next question (from WAITING or REVEALED); ``None`` when none is left (then :meth:`end`).

        Dealing while a question is out is a mistake of the caller's
        (:class:`~.errors.ClassroomError`): its answer must be revealed first.
        """
        if self._phase is Phase.ENDED or self._number >= len(self.lesson.questions):
            return None
        if self._phase is Phase.ASKING:
            raise ClassroomError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "ClassroomErrors", "Reveal the answer to this question before dealing the next one."
                    )
                )
            )
        self._save_phase(self._number + 1, Phase.ASKING)
        self._dealt_at = self._clock()
        return self._asked()

    def _asked(self) -> Asked:
        """The question out, as sent (the table made once: every trainee is sent the same)."""
        if self._asked_cache is None or self._asked_cache.number != self._number:
            self._asked_cache = asked(self.lesson, self._number)
        return self._asked_cache

    def asked_for(self, name: str) -> Asked | None:
        """The question out now as sent to ``name`` (with their answer if given), ``None`` if none is out.

        Its ``seconds`` are those left, so a trainee who joins late or comes back
        sees the time the others have.
        """
        if self._phase is not Phase.ASKING:
            return None
        given = self._given.get((_key(name), self._number))
        return replace(
            self._asked(), answered=given.response if given else None, seconds=round(self.time_left(), 1)
        )

    def answer(self, name: str, message: Answer) -> ClassAnswer | Rejection:
        """Take ``name``'s answer (judged by the engine), or why not. Saved before it returns.

        Checked in this order: a joined trainee (:attr:`~.Rejection.NOT_JOINED`), the
        question out now (:attr:`~.Rejection.NOT_ASKED`), not answered yet
        (:attr:`~.Rejection.TWICE`), not revealed nor out of time
        (:attr:`~.Rejection.CLOSED`), an answer to it (:attr:`~.Rejection.UNREADABLE`).
        """
        trainee = self._trainees.get(_key(name))
        if trainee is None:
            return Rejection.NOT_JOINED
        if self._number == 0 or message.question != self._number:
            return Rejection.NOT_ASKED
        if (_key(name), self._number) in self._given:
            return Rejection.TWICE
        seconds = self._clock() - self._dealt_at
        if self._phase is not Phase.ASKING or seconds > self.lesson.seconds + GRACE_SECONDS:
            return Rejection.CLOSED
        question = self.lesson.questions[self._number - 1]
        verdict = judged(question, message.response) if isinstance(message.response, dict) else None
        if verdict is None:
            return Rejection.UNREADABLE
        response, correct = verdict
        seconds = max(0.0, seconds)
        taken = ClassAnswer(
            trainee.name,
            self._number,
            response,
            correct,
            seconds,
            points_for(correct, seconds, self.lesson.seconds),
            self._now(),
        )
        if self.store is not None:
            self.store.save_answer(taken)
        self._keep(taken)
        return taken

    def _keep(self, answer: ClassAnswer) -> None:
        key = _key(answer.trainee)
        self._answers.append(answer)
        self._given[(key, answer.question)] = answer
        self._totals[key] = self._totals.get(key, 0) + answer.points

    def time_left(self) -> float:
        """Seconds left to answer the question out (0 when none is out or the time is up)."""
        if self._phase is not Phase.ASKING:
            return 0.0
        return max(0.0, self.lesson.seconds - (self._clock() - self._dealt_at))

    def all_answered(self, names: set[str] | None = None) -> bool:
        """Whether every trainee (or every one of ``names``, those connected) has answered the question out.

        ``False`` while nobody is there to answer: a class of none has not answered.
        """
        if self._phase is not Phase.ASKING:
            return False
        keys = set(self._trainees) if names is None else {_key(n) for n in names} & set(self._trainees)
        return bool(keys) and all((key, self._number) in self._given for key in keys)

    def given(self, name: str, number: int | None = None) -> ClassAnswer | None:
        """``name``'s answer to question ``number`` (default: the one out or last revealed), if any."""
        return self._given.get((_key(name), self._number if number is None else number))

    def spread(self) -> Spread | None:
        """The answers to the question out (or last revealed); ``None`` before the first is dealt."""
        if self._number == 0:
            return None
        these = [a for a in self._answers if a.question == self._number]
        counts: dict[str, int] = {}
        firsts: dict[str, dict[str, Any]] = {}
        by_seat: dict[int, int] = {}
        for answer in these:
            text = canonical_json(answer.response)
            counts[text] = counts.get(text, 0) + 1
            firsts.setdefault(text, answer.response)
            seat = answer.response.get("seat")
            if isinstance(seat, int) and not isinstance(seat, bool):
                by_seat[seat] = by_seat.get(seat, 0) + 1
        order = sorted(counts, key=lambda text: -counts[text])  # stable: ties in the order they came
        return Spread(
            self._number,
            len(these),
            len(self._trainees),
            tuple((firsts[text], counts[text]) for text in order),
            dict(sorted(by_seat.items())),
            sum(1 for a in these if a.correct),
        )

    def reveal(self, leaderboard: bool = False) -> dict[str, Revealed]:
        """Show the answer: closes the question; what to send each trainee (by name).

        Revealing again gives the same messages (a trainee who came back gets theirs);
        before the first question or after the end there is nothing to reveal (``{}``).
        """
        if self._phase is Phase.ASKING:
            self._save_phase(self._number, Phase.REVEALED)
        elif self._phase is not Phase.REVEALED:
            return {}
        board = self.leaderboard() if leaderboard else None
        return {t.name: self._revealed(t, board) for t in self._trainees.values()}

    def revealed_for(self, name: str, leaderboard: bool = False) -> Revealed | None:
        """What :meth:`reveal` sent ``name`` for the question last revealed, while no other is out
        (for a trainee who comes back between the reveal and the next deal)."""
        trainee = self._trainees.get(_key(name))
        if trainee is None or self._phase is not Phase.REVEALED:
            return None
        return self._revealed(trainee, self.leaderboard() if leaderboard else None)

    def _revealed(self, trainee: ClassTrainee, board: tuple[Standing, ...] | None) -> Revealed:
        these = [a for a in self._answers if a.question == self._number]
        mine = self._given.get((_key(trainee.name), self._number))
        question = self._shown()
        return Revealed(
            self._number,
            mine.response if mine else None,
            bool(mine and mine.correct),
            mine.points if mine else 0,
            self._totals.get(_key(trainee.name), 0),
            len(these),
            sum(1 for a in these if a.correct),
            question.drill,
            question.hand,
            question.point,
            question.focus,
            question.answer,
            board,
        )

    def _shown(self) -> Shown:
        """The question last revealed as the reveal sends it (made once: every trainee gets it)."""
        if self._shown_cache is None or self._shown_cache[0] != self._number:
            self._shown_cache = (self._number, shown(self.lesson.questions[self._number - 1]))
        return self._shown_cache[1]

    def points(self, name: str) -> int:
        """``name``'s points so far."""
        return self._totals.get(_key(name), 0)

    def leaderboard(self) -> tuple[Standing, ...]:
        """Every trainee's points, most first (ties by name)."""
        standings = [Standing(t.name, self._totals.get(_key(t.name), 0)) for t in self._trainees.values()]
        return tuple(sorted(standings, key=lambda s: (-s.points, s.name.casefold(), s.name)))

    def end(self) -> dict[str, Ended]:
        """End the session: what to send each trainee. Saved as ended (not offered for resuming).

        Ending again gives the same messages and saves nothing.
        """
        if self._phase is not Phase.ENDED:
            self._save_phase(self._number, Phase.ENDED)
        totals = {t.name: self._totals.get(_key(t.name), 0) for t in self._trainees.values()}
        standing = places(totals)
        count = len(totals)
        return {name: Ended(points, standing[name], count, self._number) for name, points in totals.items()}

    def answers(self) -> tuple[ClassAnswer, ...]:
        """Every answer taken, in the order they came."""
        return tuple(self._answers)
