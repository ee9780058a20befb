"""A class session's results: each trainee's place, right answers and points, each question's count.

Pure Python, read from a :class:`~.sessionstate.ClassSession` (never saved on
their own: the session's file holds every answer, so the results of a resumed
or ended session are read again from it). Three readers:

- :func:`session_results` for the instructor's end screen (numbers, not words:
  the window words them in the user's language);
- :func:`results_text`, the plain-text table the headless host prints when the
  session ends (English, like the command line's other reports);
- :func:`answer_rows`, every answer as the records' plain row
  (:class:`~dealer_trainer.records.sessionresults.SessionAnswerRow`), for
  :func:`~dealer_trainer.records.sessionresults.write_session_results` — the one
  results file of the session the class view reads.

A trainee who left and came back is one trainee (the session keeps a seat per
name and token), so they are counted once; one who joined and never answered
is listed with nothing answered and the last place they share.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..training.kinds import Drill
from .sessionstate import ClassSession, places

if TYPE_CHECKING:
    from ..records.sessionresults import SessionAnswerRow  # type: ignore[import-not-found, unused-ignore]

_HEX = frozenset("0123456789abcdef")


@dataclass(frozen=True)
class TraineeResult:
    """One trainee's session: how many answered and right, their points and place (ties share one)."""

    name: str
    #: Their identifier in their own records, when their app sent one that is one (32 hex digits).
    uid: str | None
    answered: int
    right: int
    points: int
    place: int
    #: The median of their answers' times (seconds from the deal), ``None`` when they gave none.
    median_seconds: float | None


@dataclass(frozen=True)
class QuestionResult:
    """One question dealt: its drill, how many answered it and how many of them right."""

    number: int  # 1 = the first
    drill: Drill
    answered: int
    right: int


@dataclass(frozen=True)
class SessionResults:
    """A session's results: its trainees by place, the questions dealt in order, and the totals."""

    title: str
    trainees: tuple[TraineeResult, ...]
    questions: tuple[QuestionResult, ...]
    #: Questions in the lesson (``len(questions)`` of them were dealt).
    planned: int
    answered: int
    right: int

    @property
    def dealt(self) -> int:
        return len(self.questions)


def records_uid(uid: str | None) -> str | None:
    """``uid`` as the records keep a trainee's identifier (32 lower-case hex digits), or ``None``.

    A trainee's app sends its own; one that is not an identifier (an old or a
    hostile app's) is dropped rather than refusing the whole session's file,
    which :func:`~dealer_trainer.records.sessionresults.write_session_results`
    would do: the answers then go with the trainee's name alone.

    >>> records_uid("0123456789ABCDEF0123456789abcdef"), records_uid("me"), records_uid(None)
    ('0123456789abcdef0123456789abcdef', None, None)
    """
    if uid is None:
        return None
    text = uid.strip().lower()
    return text if len(text) == 32 and _HEX.issuperset(text) else None


def session_results(session: ClassSession) -> SessionResults:
    """The results of ``session`` as it stands (ended or not): trainees by place, then by name."""
    answers = session.answers()
    by_trainee: dict[str, list[float]] = {}
    right: dict[str, int] = {}
    for answer in answers:
        key = answer.trainee.casefold()
        by_trainee.setdefault(key, []).append(answer.seconds)
        right[key] = right.get(key, 0) + int(answer.correct)
    trainees = session.trainees
    standing = places({t.name: session.points(t.name) for t in trainees})
    results = []
    for trainee in trainees:
        times = by_trainee.get(trainee.name.casefold(), [])
        results.append(
            TraineeResult(
                trainee.name,
                records_uid(trainee.uid),
                len(times),
                right.get(trainee.name.casefold(), 0),
                session.points(trainee.name),
                standing[trainee.name],
                statistics.median(times) if times else None,
            )
        )
    results.sort(key=lambda r: (r.place, r.name.casefold(), r.name))
    questions = tuple(
        QuestionResult(
            number,
            session.lesson.questions[number - 1].drill,
            sum(1 for a in answers if a.question == number),
            sum(1 for a in answers if a.question == number and a.correct),
        )
        for number in range(1, session.number + 1)
    )
    return SessionResults(
        session.title,
        tuple(results),
        questions,
        len(session.lesson.questions),
        len(answers),
        sum(1 for a in answers if a.correct),
    )


def _seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f} s"


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]], left: frozenset[int]) -> list[str]:
    """Columns as wide as their widest cell; those in ``left`` aligned left, the others right."""
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    return [
        "  ".join(
            cell.ljust(widths[i]) if i in left else cell.rjust(widths[i]) for i, cell in enumerate(row)
        ).rstrip()
        for row in [header, *rows]
    ]


def results_text(results: SessionResults) -> str:
    """The results as the headless host prints them: a line of totals, the trainees by place, then
    one line per question dealt (plain text, English, columns lined up, ends with a line break)."""
    lines = [
        f"Class session: {results.title}",
        f"{len(results.trainees)} trainees, {results.dealt} of {results.planned} questions dealt, "
        f"{results.right} of {results.answered} answers right",
        "",
    ]
    if results.trainees:
        lines += _table(
            ("Place", "Trainee", "Right", "Answered", "Points", "Median time"),
            [
                (
                    str(t.place),
                    t.name,
                    str(t.right),
                    str(t.answered),
                    str(t.points),
                    _seconds(t.median_seconds),
                )
                for t in results.trainees
            ],
            frozenset({1}),
        )
    else:
        lines.append("Nobody joined.")
    lines.append("")
    if results.questions:
        lines += _table(
            ("Question", "Drill", "Right", "Answered"),
            [(str(q.number), q.drill.heading, str(q.right), str(q.answered)) for q in results.questions],
            frozenset({1}),
        )
    else:
        lines.append("No question was dealt.")
    return "\n".join(lines) + "\n"


def answer_rows(session: ClassSession) -> list[SessionAnswerRow]:
    """Every answer the session took as the records' row, question by question, in the order they came.

    Each names the session (its title), the drill, game, rule set and level it
    was asked at, whether it was right and how fast (as the host timed it), and
    the trainee's identifier in their records when their app sent one.
    """
    # Imported here: the records' writer of class sessions lands with the records' part of issue 15.
    from ..records.sessionresults import SessionAnswerRow  # type: ignore[import-not-found, unused-ignore]

    rows = []
    for answer in sorted(session.answers(), key=lambda a: a.question):  # stable: in the order they came
        question = session.lesson.questions[answer.question - 1]
        trainee = session.trainee(answer.trainee)
        rows.append(
            SessionAnswerRow(
                trainee=answer.trainee,
                trainee_uid=records_uid(trainee.uid if trainee is not None else None),
                at=answer.at,
                drill=question.drill,
                variant=question.table.variant,
                rules=question.table.rules.name,
                correct=answer.correct,
                seconds=answer.seconds,
                level=session.lesson.level,
                session=session.title,
            )
        )
    return rows
