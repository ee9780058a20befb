"""Exams: a fixed set of questions, answered without feedback, then a report.

An instructor describes an exam with an :class:`ExamSpec` — questions from a
pack, or generated from a seed (the same seed gives every trainee the same
hands) — with a time limit and a pass mark. :class:`ExamRun` takes the
answers without saying whether they are right, recording each one in the
records as it is given (a crash loses at most the answer in flight), and
:meth:`ExamRun.finish` returns the :class:`ExamReport`: the score overall
and per drill, and every wrong answer with the right one and the engine's
reason. The report is kept in the records (``exams.report``), written as
CSV by :func:`report_csv`, and as lines of text by :func:`report_lines` for
the PDF the Qt layer prints.
"""

from __future__ import annotations

import csv
import io
import json
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from ..engine.errors import EngineError
from ..engine.reasons import RULE_SET_NAMES, Reason
from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..packs.model import Pack
from ..packs.storage import questions_of
from ..training.drills import (
    PartsAnswer,
    Question,
    Response,
    SplitAnswer,
    check,
    new_question,
    right_response,
)
from ..training.errors import TrainingError
from ..training.kinds import Drill
from ..training.levels import EXAM_LEVEL, Level, TimeGrade, level_of, time_grade
from ..training.session import share_right
from ..training.spotting import Outcome
from ..wording import QT_TRANSLATE_NOOP, Worded
from .csvcells import safe_row
from .database import Records
from .errors import DamagedRowError, ExamError, NotFoundError, RecordsError
from .rows import (
    ROW_ERRORS,
    json_object,
    parse_utc,
    replay_question,
    response_from_json,
    response_to_json,
    utc_text,
)

log = logging.getLogger(__name__)

#: Questions in a generated exam when the spec does not say.
DEFAULT_COUNT = 20
MAX_QUESTIONS = 500


@dataclass(frozen=True)
class ExamSpec:
    """An exam as an instructor defines it.

    With ``pack`` the questions are the pack's, in its order (``count`` of
    them, drawn with ``seed`` and kept in order, if ``count`` is smaller);
    otherwise ``count`` questions (default :data:`DEFAULT_COUNT`) are generated
    from ``seed``: the drills in turn, in a shuffled order, each on a hand of
    one of ``variants`` under one of ``rules``.
    """

    title: str
    count: int | None = None
    drills: tuple[Drill, ...] = tuple(Drill)
    variants: tuple[Variant, ...] = (Variant.STUD7,)
    rules: tuple[RuleSetName, ...] = (RuleSetName.PA,)
    seed: int = 0
    #: ``None``: no limit.
    time_limit_seconds: float | None = None
    #: The share of questions to answer right to pass, 0 to 1.
    pass_mark: float = 0.8
    #: Favour the drills' hard cases in generated questions.
    hard: bool = False
    #: The level the exam is taken at: how fast the hands are dealt and whether each
    #: decision has a target time (an exam never shows hints or feedback). Its
    #: questions are the same at every level.
    level: Level = EXAM_LEVEL
    pack: Pack | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.title.strip():
            raise ExamError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "an exam needs a title")))
        if not 0.0 <= self.pass_mark <= 1.0:
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "the pass mark is a share from 0 to 1, not {mark}"),
                    (("mark", str(self.pass_mark)),),
                )
            )
        if self.count is not None and not 1 <= self.count <= MAX_QUESTIONS:
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "an exam has 1 to {most} questions, not {count}"),
                    (("most", MAX_QUESTIONS), ("count", self.count)),
                )
            )
        if self.time_limit_seconds is not None and not self.time_limit_seconds > 0:
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "the time limit must be more than 0 seconds (or none)")
                )
            )
        if self.pack is None and not (self.drills and self.variants and self.rules):
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "choose at least one drill, one game and one rule set")
                )
            )

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "title": self.title,
            "count": self.count,
            "drills": [d.value for d in self.drills],
            "variants": [v.value for v in self.variants],
            "rules": [r.value for r in self.rules],
            "seed": self.seed,
            "time_limit_seconds": self.time_limit_seconds,
            "pass_mark": self.pass_mark,
            "hard": self.hard,
            "level": self.level.value,
        }
        if self.pack is not None:
            data["pack"] = self.pack.title
        return data


def build_exam(spec: ExamSpec) -> list[Question]:
    """The exam's questions; the same spec always gives the same questions."""
    rng = random.Random(spec.seed)
    if spec.pack is not None:
        every = [q for item in questions_of(spec.pack) for q in item]
        if not every:
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "the pack {title} has no questions"),
                    (("title", repr(spec.pack.title)),),
                )
            )
        if spec.count is None or spec.count >= len(every):
            return every
        keep = sorted(rng.sample(range(len(every)), spec.count))
        return [every[i] for i in keep]
    count = spec.count or DEFAULT_COUNT
    drills = [spec.drills[i % len(spec.drills)] for i in range(count)]
    rng.shuffle(drills)
    # Spot the error's clean hands come at the exam level's share, whatever level the exam is
    # taken at: the questions are the same at every level.
    clean = EXAM_LEVEL.behaviour.clean_share
    return [
        new_question(drill, rng, spec.variants, spec.rules, hard=spec.hard, clean_share=clean)
        for drill in drills
    ]


# --- the report -------------------------------------------------------------------------


@dataclass(frozen=True)
class QuestionResult:
    """One question of an exam as answered."""

    number: int  # from 1
    drill: Drill
    variant: Variant
    rules: RuleSetName
    #: The question as a class is asked it (:attr:`Question.sentence`, without the
    #: app's instructions); "" in a report kept before questions had one.
    sentence: str
    #: What was answered, in words ("" if not answered).
    given: str
    #: The right answer, in words.
    expected: str
    correct: bool
    answered: bool
    seconds: float | None
    #: The engine's reasons for the right answer.
    reasons: tuple[Reason, ...]
    #: What exactly was wrong ("you gave seat 3 one chip too many"), if known.
    detail: str = ""
    attempt_id: int | None = None
    #: The whole prompt (sentence and instructions) an older report kept in place
    #: of the sentence; "" in a new one. Kept so an old report reads as it did.
    prompt: str = ""
    #: Whether the answer is in parts (*What's the bet?*, *Count the pot*...): its words
    #: are then a line a part, joined by :data:`~dealer_trainer.training.parts.PART_SEPARATOR`,
    #: so a result that cannot be rebuilt still shows them a line a part, as the
    #: window did. Kept only when true; a report kept before says false.
    in_parts: bool = False
    #: The question itself and the response given: in a report just finished, and in
    #: one read back by :func:`exam_report` where the records still rebuild them to
    #: the same words (None otherwise, and in :meth:`from_json`'s, which has only the
    #: words above). The window words them in the user's language. Not stored, and not
    #: compared: the words say the same.
    question: Question | None = field(default=None, compare=False, repr=False)
    response: Response | None = field(default=None, compare=False, repr=False)
    #: Spot the error: what the stop was (caught, missed, a false alarm…); None for
    #: another drill, or a spot question not answered.
    spot: Outcome | None = None

    @property
    def outcome(self) -> str:
        return "right" if self.correct else "wrong" if self.answered else "not answered"

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "drill": self.drill.value,
            "variant": self.variant.value,
            "rules": self.rules.value,
            # An old report's result is written back as it was read: its prompt.
            **({"prompt": self.prompt} if self.prompt else {"sentence": self.sentence}),
            "given": self.given,
            "expected": self.expected,
            "correct": self.correct,
            "answered": self.answered,
            "seconds": self.seconds,
            "reasons": [r.to_json() for r in self.reasons],
            "detail": self.detail,
            "attempt_id": self.attempt_id,
            **({"in_parts": True} if self.in_parts else {}),
            **({"spot": self.spot.value} if self.spot is not None else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> QuestionResult:
        """Read :meth:`to_json`'s object; a report kept before questions carried their
        sentence has only ``prompt``, and keeps it (``sentence`` is then "")."""
        return cls(
            data["number"],
            Drill(data["drill"]),
            Variant(data["variant"]),
            RuleSetName(data["rules"]),
            data.get("sentence", ""),
            data["given"],
            data["expected"],
            data["correct"],
            data["answered"],
            data["seconds"],
            tuple(Reason.recorded(r["rule"], r["text"]) for r in data["reasons"]),
            data.get("detail", ""),
            data.get("attempt_id"),
            "" if "sentence" in data else data["prompt"],
            data.get("in_parts") is True,
            spot=Outcome(data["spot"]) if data.get("spot") is not None else None,
        )


@dataclass(frozen=True)
class DrillScore:
    drill: Drill
    right: int
    total: int

    @property
    def share(self) -> float:
        return share_right(self.right, self.total)


@dataclass(frozen=True)
class ExamReport:
    title: str
    trainee: str
    started: datetime
    finished: datetime
    pass_mark: float
    time_limit_seconds: float | None
    results: tuple[QuestionResult, ...]
    #: The time limit ran out before every question was answered.
    timed_out: bool = False
    exam_id: int | None = None
    #: The level it was taken at (``None``: an exam taken before levels).
    level: Level | None = None

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def right(self) -> int:
        return sum(1 for r in self.results if r.correct)

    @property
    def score(self) -> float:
        return share_right(self.right, self.total)

    @property
    def passed(self) -> bool:
        return self.score >= self.pass_mark

    @property
    def per_drill(self) -> tuple[DrillScore, ...]:
        """The score on each drill asked, in the drills' usual order."""
        return tuple(
            DrillScore(
                d,
                sum(1 for r in self.results if r.drill is d and r.correct),
                sum(1 for r in self.results if r.drill is d),
            )
            for d in Drill
            if any(r.drill is d for r in self.results)
        )

    @property
    def in_time(self) -> int | None:
        """Questions answered right within their target time, at a timed level (else ``None``)."""
        if self.level is None or not self.level.behaviour.timed:
            return None
        return sum(
            1
            for r in self.results
            if r.seconds is not None and time_grade(r.drill, r.correct, r.seconds) is TimeGrade.IN_TIME
        )

    @property
    def spot_tally(self) -> tuple[tuple[Outcome, int], ...]:
        """Spot the error's stops by what they were, each outcome that came up with its count
        (in :class:`Outcome` order); empty where the exam asked none."""
        counts = {outcome: sum(1 for r in self.results if r.spot is outcome) for outcome in Outcome}
        return tuple((outcome, count) for outcome, count in counts.items() if count)

    @property
    def wrong(self) -> tuple[QuestionResult, ...]:
        """Every question not answered right (wrong, or not answered in time)."""
        return tuple(r for r in self.results if not r.correct)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "dealer-trainer-exam-report/1",
            "title": self.title,
            "trainee": self.trainee,
            "started": utc_text(self.started),
            "finished": utc_text(self.finished),
            "pass_mark": self.pass_mark,
            "time_limit_seconds": self.time_limit_seconds,
            "timed_out": self.timed_out,
            "exam_id": self.exam_id,
            "level": None if self.level is None else self.level.value,
            "results": [r.to_json() for r in self.results],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ExamReport:
        return cls(
            data["title"],
            data["trainee"],
            parse_utc(data["started"]),
            parse_utc(data["finished"]),
            data["pass_mark"],
            data["time_limit_seconds"],
            tuple(QuestionResult.from_json(r) for r in data["results"]),
            data.get("timed_out", False),
            data.get("exam_id"),
            level_of(data.get("level")),
        )


# --- taking an exam ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Given:
    response: Response
    correct: bool
    given: str
    detail: str
    seconds: float
    attempt_id: int | None
    spot: Outcome | None = None


class ExamRun:
    """One trainee taking one exam: answers in order, no verdicts until :meth:`finish`.

    With ``records`` (and ``trainee_id``) the exam is stored as it goes: a row
    in ``exams`` when it starts, each answer committed as an attempt linked to
    it, and the report when it finishes. ``clock`` (seconds, monotonic) and
    ``now`` are for tests.
    """

    def __init__(
        self,
        spec: ExamSpec,
        questions: Sequence[Question] | None = None,
        *,
        records: Records | None = None,
        trainee_id: int | None = None,
        trainee_name: str = "",
        clock: Callable[[], float] = time.monotonic,
        now: datetime | None = None,
    ) -> None:
        if (records is None) != (trainee_id is None):
            raise ExamError(
                Worded(
                    QT_TRANSLATE_NOOP("RecordsErrors", "give both the records and the trainee, or neither")
                )
            )
        self.spec = spec
        self.questions: tuple[Question, ...] = tuple(questions if questions is not None else build_exam(spec))
        if not self.questions:
            raise ExamError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "an exam needs at least one question")))
        self.records = records
        self.trainee_id = trainee_id
        self.trainee_name = (
            records.trainee(trainee_id).name
            if records is not None and trainee_id is not None
            else trainee_name
        )
        self._clock = clock
        self._began = clock()
        self._last = self._began
        self.started = now or datetime.now(UTC)
        self._given: list[_Given] = []
        self.report: ExamReport | None = None
        self.exam_id: int | None = None
        if records is not None:
            with records.transaction() as db:
                cursor = db.execute(
                    "INSERT INTO exams(trainee_id, title, spec, questions, started) VALUES (?, ?, ?, ?, ?)",
                    (
                        trainee_id,
                        spec.title,
                        json.dumps(spec.to_json()),
                        len(self.questions),
                        utc_text(self.started),
                    ),
                )
            self.exam_id = cursor.lastrowid

    @property
    def number(self) -> int:
        """How many questions have been answered (the index of the current one)."""
        return len(self._given)

    @property
    def current(self) -> Question | None:
        """The question to answer now (``None`` when all are answered)."""
        return self.questions[self.number] if self.number < len(self.questions) else None

    def elapsed(self) -> float:
        return self._clock() - self._began

    def time_left(self) -> float | None:
        """Seconds left (never below 0), or ``None`` without a time limit."""
        limit = self.spec.time_limit_seconds
        return None if limit is None else max(0.0, limit - self.elapsed())

    @property
    def expired(self) -> bool:
        left = self.time_left()
        return left is not None and left <= 0.0

    @property
    def finished(self) -> bool:
        return self.report is not None

    def answer(self, response: Response, seconds: float | None = None, *, at: datetime | None = None) -> None:
        """Take the answer to the current question. Says nothing about it, on purpose.

        ``seconds`` defaults to the time since the previous answer (or the start).
        Raises :class:`ExamError` once the exam is finished, every question is
        answered, or the time is up.
        """
        question = self.current
        if self.report is not None:
            raise ExamError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the exam is finished")))
        if question is None:
            raise ExamError(
                Worded(QT_TRANSLATE_NOOP("RecordsErrors", "every question is answered: finish the exam"))
            )
        if self.expired:
            raise ExamError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the time is up: finish the exam")))
        tick = self._clock()
        took = max(0.0, tick - self._last if seconds is None else seconds)
        self._last = tick
        verdict = check(question, response)
        attempt_id = None
        if self.records is not None and self.trainee_id is not None:
            attempt_id = self.records.record_attempt(
                self.trainee_id,
                question,
                response_to_json(question, response),
                verdict.correct,
                took,
                False,
                self.exam_id,
                at,
                exam_question=self.number + 1,
                level=self.spec.level,
            )
        spot = verdict.spot.outcome if verdict.spot is not None else None
        self._given.append(
            _Given(response, verdict.correct, verdict.given, verdict.detail, took, attempt_id, spot)
        )

    def finish(self, *, now: datetime | None = None) -> ExamReport:
        """End the exam (unanswered questions count as wrong); the report, also stored."""
        if self.report is not None:
            return self.report
        results = []
        for index, question in enumerate(self.questions):
            expected = check(question, right_response(question)).expected
            given = self._given[index] if index < len(self._given) else None
            results.append(
                QuestionResult(
                    index + 1,
                    question.drill,
                    question.table.variant,
                    question.table.rules.name,
                    question.sentence,
                    given.given if given else "",
                    expected,
                    given.correct if given else False,
                    given is not None,
                    given.seconds if given else None,
                    question.reasons,
                    given.detail if given else "",
                    given.attempt_id if given else None,
                    in_parts=isinstance(question.answer, PartsAnswer),
                    question=question,
                    response=given.response if given else None,
                    spot=given.spot if given else None,
                )
            )
        report = ExamReport(
            self.spec.title,
            self.trainee_name,
            self.started,
            now or datetime.now(UTC),
            self.spec.pass_mark,
            self.spec.time_limit_seconds,
            tuple(results),
            self.expired and len(self._given) < len(self.questions),
            self.exam_id,
            self.spec.level,
        )
        # Kept before it is written: if the records cannot take it (a full disk),
        # the error says so but the report is still there to show.
        self.report = report
        if self.records is not None and self.exam_id is not None:
            with self.records.transaction() as db:
                db.execute(
                    "UPDATE exams SET finished = ?, score = ?, passed = ?, report = ? WHERE id = ?",
                    (
                        utc_text(report.finished),
                        report.score,
                        int(report.passed),
                        json.dumps(report.to_json()),
                        self.exam_id,
                    ),
                )
        return report


# --- exams in the records ------------------------------------------------------------------


@dataclass(frozen=True)
class ExamSummary:
    id: int
    trainee_id: int
    title: str
    questions: int
    started: datetime
    finished: datetime | None
    score: float | None
    passed: bool | None


def exams(records: Records, trainee_id: int) -> list[ExamSummary]:
    """The trainee's exams, newest first (an unfinished one has no score)."""
    rows = records.connection.execute(
        "SELECT id, trainee_id, title, questions, started, finished, score, passed FROM exams "
        "WHERE trainee_id = ? ORDER BY started DESC, id DESC",
        (trainee_id,),
    )
    found = []
    for r in rows:
        try:
            if not isinstance(r[2], str) or isinstance(r[3], bool) or not isinstance(r[3], int):
                raise ValueError("a title or a number of questions that is not one")
            score = r[6]
            if score is not None and (isinstance(score, bool) or not isinstance(score, (int, float))):
                raise ValueError(f"the score {score!r} is not a number")
            found.append(
                ExamSummary(
                    r[0],
                    r[1],
                    r[2],
                    r[3],
                    parse_utc(r[4]),
                    None if r[5] is None else parse_utc(r[5]),
                    score,
                    None if r[7] is None else bool(r[7]),
                )
            )
        except ROW_ERRORS as error:
            records.note_damaged("exams", r[0], error)
    return found


def exam_report(records: Records, exam_id: int) -> ExamReport:
    """The report kept for a finished exam."""
    row = records.connection.execute("SELECT report FROM exams WHERE id = ?", (exam_id,)).fetchone()
    if row is None:
        raise NotFoundError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "There is no exam number {number} in {path}: choose one of the exams listed.",
                ),
                (("number", exam_id), ("path", str(records.path))),
            )
        )
    if row[0] is None:
        raise ExamError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "Exam number {number} was not finished, so it has no report: "
                    "choose a finished exam (or take the exam again).",
                ),
                (("number", exam_id),),
            )
        )
    try:
        report = ExamReport.from_json(json_object(row[0]))
    except ROW_ERRORS as error:
        records.note_damaged("exams", exam_id, error)
        raise DamagedRowError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "RecordsErrors",
                    "The report of exam number {number} is damaged and cannot be shown; "
                    "choose another exam (a backup may still hold this one).",
                ),
                (("number", exam_id),),
            )
        ) from None
    return _with_questions(records, exam_id, report)


#: What rebuilding a kept question can raise: a damaged row, or a hand the engine
#: or the drills no longer take.
_REBUILD_ERRORS: tuple[type[Exception], ...] = (*ROW_ERRORS, RecordsError, EngineError, TrainingError)


def _with_questions(records: Records, exam_id: int, report: ExamReport) -> ExamReport:
    """``report`` with each question and response rebuilt from the records, so the
    window words a report read back in the user's language as it does one just
    finished (never from the English the report keeps).

    An answered question is rebuilt from its attempt (hand, point, response); one not
    answered from the exam's spec (a generated exam gives the same questions again).
    A question is kept only if it gives the very words the report kept; otherwise (a
    damaged row, a hand the engine asks differently now, a pack not kept) the result
    keeps only its stored English words, and the log says which.
    """
    planned: list[list[Question] | None] = []  # the spec's questions, built once if needed

    def spec_questions() -> list[Question] | None:
        if not planned:
            try:
                planned.append(_spec_questions(records, exam_id))
            except _REBUILD_ERRORS as error:
                log.warning(
                    "Exam %s in %s: its spec does not build its questions again (%s: %s)",
                    exam_id,
                    records.path,
                    type(error).__name__,
                    error,
                )
                planned.append(None)
        return planned[0]

    # Each answer by its question's number: a report's attempt ids are those of the file
    # it was made in, and a salvaged file numbers its attempts anew.
    answers: dict[int, int] = {}
    for number, attempt_id in records.connection.execute(
        "SELECT exam_question, id FROM attempts WHERE exam_id = ? ORDER BY id", (exam_id,)
    ):
        if isinstance(number, int):
            answers.setdefault(number, attempt_id)
    results: list[QuestionResult] = []
    kept_as_words: list[str] = []
    unexpected = False
    for result in report.results:
        try:
            rebuilt = _rebuilt(records, exam_id, result, answers.get(result.number), spec_questions)
        except _REBUILD_ERRORS as error:
            rebuilt = f"{type(error).__name__}: {error}"
        if isinstance(rebuilt, str):
            kept_as_words.append(f"{result.number} ({rebuilt})")
            unexpected = unexpected or rebuilt != _PACK_NOT_KEPT
            rebuilt = result
        results.append(rebuilt)
    if kept_as_words:
        log.log(
            logging.WARNING if unexpected else logging.INFO,
            "Exam %s in %s: questions %s shown in the words kept (not rebuilt)",
            exam_id,
            records.path,
            ", ".join(kept_as_words),
        )
    return replace(report, results=tuple(results))


def _spec_questions(records: Records, exam_id: int) -> list[Question] | None:
    """The questions of a generated exam, built again from its stored spec (None for a
    pack's exam, whose pack the records do not keep)."""
    row = records.connection.execute("SELECT spec FROM exams WHERE id = ?", (exam_id,)).fetchone()
    data = json_object(row[0])
    if data.get("pack") is not None:
        return None
    limit = data["time_limit_seconds"]
    spec = ExamSpec(
        str(data["title"]),
        count=None if data["count"] is None else int(data["count"]),
        drills=tuple(Drill(d) for d in data["drills"]),
        variants=tuple(Variant(v) for v in data["variants"]),
        rules=tuple(RuleSetName(r) for r in data["rules"]),
        seed=int(data["seed"]),
        time_limit_seconds=None if limit is None else float(limit),
        pass_mark=float(data["pass_mark"]),
        hard=bool(data.get("hard", False)),
    )
    return build_exam(spec)


#: Why a question not answered in an exam given from a pack keeps its stored words:
#: the records keep the pack's title, not its hands (expected, so not a warning; a
#: spec that does not build is warned of where it is read).
_PACK_NOT_KEPT = "not answered, and its pack is not kept in the records"


def _rebuilt(
    records: Records,
    exam_id: int,
    result: QuestionResult,
    attempt_id: int | None,
    spec_questions: Callable[[], list[Question] | None],
) -> QuestionResult | str:
    """``result`` with its question and response (the answer being the attempt
    ``attempt_id``, or else the one the report names), or why they cannot be rebuilt
    to the words it kept."""
    candidates: list[Response | None]
    if result.answered:
        attempt_id = attempt_id if attempt_id is not None else result.attempt_id
        if attempt_id is None:
            return "no answer kept for it"
        row = records.attempt(attempt_id)
        if row.exam_id != exam_id or row.exam_question not in (None, result.number):
            return f"answer {attempt_id} is not this question's"

        question = replay_question(row)
        candidates = list(_as_entered(question, response_from_json(question, row.response)))
    else:
        questions = spec_questions()
        if questions is None:
            return _PACK_NOT_KEPT
        if not 1 <= result.number <= len(questions):
            return f"the spec builds {len(questions)} questions"
        question = questions[result.number - 1]
        candidates = [None]
    for response in candidates:
        if _same_words(result, question, response):
            # The question's own reasons (equal to the kept ones) let the window word them too.
            return replace(result, reasons=question.reasons, question=question, response=response)
    return "not the same words now"


def _as_entered(question: Question, response: Response) -> list[Response]:
    """``response`` as it may have been entered. A split is stored with each pot's seats
    in order (the order the window's boxes give it); one entered through the API may have
    followed the right answer's order, which its words ("pot: seat 9 37, seat 1 36")
    keep, so that order is tried too."""
    answer = question.answer
    if not isinstance(answer, SplitAnswer) or not isinstance(response, tuple):
        return [response]
    pots, rake = response
    ordered = []
    for index, pot in enumerate(pots):
        first = [seat for seat, _ in answer.pots[index]] if index < len(answer.pots) else []
        seats = [seat for seat in first if seat in pot] + [seat for seat in pot if seat not in first]
        ordered.append({seat: pot[seat] for seat in seats})
    return [response, (ordered, rake)]


def _same_words(result: QuestionResult, question: Question, response: Response | None) -> bool:
    """Whether ``question`` (and ``response``) give the very words ``result`` kept."""
    if (question.drill, question.table.variant, question.table.rules.name) != (
        result.drill,
        result.variant,
        result.rules,
    ):
        return False
    if (question.sentence != result.sentence) if result.sentence else (question.prompt != result.prompt):
        return False
    if question.reasons != result.reasons:
        return False
    if response is None:
        return check(question, right_response(question)).expected == result.expected
    verdict = check(question, response)
    return (verdict.correct, verdict.given, verdict.expected, verdict.detail) == (
        result.correct,
        result.given,
        result.expected,
        result.detail,
    )


# --- writing the report --------------------------------------------------------------------

CSV_COLUMNS = (
    "trainee",
    "exam",
    "question",
    "drill",
    "variant",
    "rules",
    "given",
    "correct_answer",
    "result",
    "seconds",
    "reason_rule",
    "reason",
    # Added last, so a reader that takes the first twelve columns by place reads on as before.
    "level",
    "spot_outcome",
)


def report_csv(report: ExamReport) -> str:
    """The report as CSV, one row per question (columns :data:`CSV_COLUMNS`).

    Each row says the level the exam was taken at in the report's own English
    ("Table-ready", as :func:`report_lines` prints it), so a row copied out of
    the sheet still says how it was asked; empty for an exam taken before levels.
    """
    level = "" if report.level is None else report.level.heading
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for r in report.results:
        writer.writerow(
            safe_row(
                [
                    report.trainee,
                    report.title,
                    r.number,
                    r.drill.value,
                    r.variant.value,
                    r.rules.value,
                    r.given,
                    r.expected,
                    r.outcome,
                    "" if r.seconds is None else f"{r.seconds:.1f}",
                    "; ".join(reason.rule for reason in r.reasons),
                    " ".join(reason.text for reason in r.reasons),
                    level,
                    r.spot.value if r.spot is not None else "",
                ]
            )
        )
    return out.getvalue()


#: Spot the error's outcomes as the printed report says them.
_OUTCOME_ENGLISH = {
    Outcome.CAUGHT: "caught",
    Outcome.MISNAMED: "stopped but named wrongly",
    Outcome.FALSE_ALARM: "false alarm",
    Outcome.MISSED: "missed",
    Outcome.CLEAN: "clean hand let run",
}


def _duration(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest} s" if minutes else f"{rest} s"


def report_lines(report: ExamReport) -> list[str]:
    """The report as lines of plain text, headings first, for a printed page or a PDF.

    Lines starting with ``"# "`` are headings; indented lines continue the one before.
    """
    took = (report.finished - report.started).total_seconds()
    limit = "" if report.time_limit_seconds is None else f" (limit {_duration(report.time_limit_seconds)})"
    lines = [
        f"# {report.title}",
        f"Trainee: {report.trainee or '—'}",
        f"Taken: {report.started.astimezone(UTC):%Y-%m-%d %H:%M} UTC, "
        f"{_duration(took)}{limit}" + (" — time ran out" if report.timed_out else ""),
        f"Score: {report.right}/{report.total} ({report.score:.0%}) — "
        f"{'PASSED' if report.passed else 'NOT PASSED'} (pass mark {report.pass_mark:.0%})",
        f"Level: {report.level.heading if report.level is not None else 'not recorded'}",
    ]
    if report.in_time is not None:
        lines.append(f"Right within the target time: {report.in_time}/{report.total}")
    lines += [
        "",
        "# Score per drill",
    ]
    for part in report.per_drill:
        lines.append(f"{part.drill.heading} {part.right}/{part.total} ({part.share:.0%})")
    if report.spot_tally:
        tally = ", ".join(f"{_OUTCOME_ENGLISH[outcome]} {count}" for outcome, count in report.spot_tally)
        lines.append(f"{Drill.SPOT.heading}: {tally}")
    lines += ["", "# Answers to review"]
    if not report.wrong:
        lines.append("None: every answer was right.")
    for r in report.wrong:
        lines.append(f"{r.number}. {r.drill.heading} — {spec_of(r.variant).title}, {RULE_SET_NAMES[r.rules]}")
        lines.append(f"    Your answer: {r.given if r.answered else 'not answered'}")
        lines.append(f"    Right answer: {r.expected}")
        if r.detail:
            lines.append(f"    {r.detail}")
        for reason in r.reasons:
            lines.append(f"    Why ({reason.rule}): {reason.text}")
    return lines


__all__ = [
    "CSV_COLUMNS",
    "DEFAULT_COUNT",
    "DrillScore",
    "ExamError",
    "ExamReport",
    "ExamRun",
    "ExamSpec",
    "ExamSummary",
    "QuestionResult",
    "build_exam",
    "exam_report",
    "exams",
    "report_csv",
    "report_lines",
]
