"""A finished exam in words: how long it took, the score, passed or not, and every
answer to review as rich text.

The report view (:mod:`.examreport`) and the PDF (:mod:`.exampdf`) say the same
things in the same words, so both take them from here. The figures, the right
answers and the engine's reasons come from the records core
(:class:`~dealer_trainer.records.exams.ExamReport`); this module only words them,
through Qt's translation (context ``"examtext"``).
"""

from __future__ import annotations

import datetime
import html
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..records.exams import ExamReport, QuestionResult
from .answerwords import detail_words, given_words, question_sentence, right_answer_words
from .numbers import long_date_text, time_text
from .progress import percent
from .theme import ReportInk
from .words import drill_name, game_title, prompt_sentence, reason_html, rules_name

if TYPE_CHECKING:
    from ..training.drills import Question, Verdict


def duration_text(seconds: float) -> str:
    """``"1 h 5 min"``, ``"9 min"``, ``"2 min 5 s"`` or ``"40 s"``."""
    minutes, rest = divmod(round(seconds), 60)
    if minutes >= 60:
        hours, minutes = divmod(minutes, 60)
        return QCoreApplication.translate("examtext", "{hours} h {minutes} min").format(
            hours=hours, minutes=minutes
        )
    if not minutes:
        return QCoreApplication.translate("examtext", "{seconds} s").format(seconds=rest)
    if rest:
        return QCoreApplication.translate("examtext", "{minutes} min {seconds} s").format(
            minutes=minutes, seconds=rest
        )
    return QCoreApplication.translate("examtext", "{minutes} min").format(minutes=minutes)


def moment_text(moment: datetime.datetime) -> str:
    """A moment in the computer's time zone, its day in full and its time as the
    locale writes them: ``"Tuesday, May 6, 2025, 2:00 PM"``, ``"martes, 6 de mayo de
    2025, 14:00"``."""
    local = moment.astimezone() if moment.tzinfo is not None else moment
    return QCoreApplication.translate("examtext", "{date}, {time}").format(
        date=long_date_text(local.date()), time=time_text(local)
    )


def question_words(prompt: str) -> str:
    """The question of a prompt without the app's instructions ("Click the seat…")."""
    return prompt_sentence(prompt)


def taken_text(report: ExamReport) -> str:
    """When the exam was taken and for how long: ``"Tuesday, May 6, 2025, 2:00 PM,
    9 min (limit 15 min)"`` (the date and time as the locale writes them), and whether
    the time ran out."""
    took = duration_text((report.finished - report.started).total_seconds())
    limit = (
        ""
        if report.time_limit_seconds is None
        else QCoreApplication.translate("examtext", " (limit {limit})").format(
            limit=duration_text(report.time_limit_seconds)
        )
    )
    ran_out = QCoreApplication.translate("examtext", " — the time ran out") if report.timed_out else ""
    return QCoreApplication.translate("examtext", "{started}, {took}{limit}{ran_out}").format(
        started=moment_text(report.started), took=took, limit=limit, ran_out=ran_out
    )


def level_text(report: ExamReport) -> str:
    """The level the exam was taken at and, at a timed level, the answers right within their
    target time: ``"Table-ready · right within the target time: 7 of 10"``."""
    from .levelwords import in_time_text, level_name

    if report.level is None:
        return QCoreApplication.translate("examtext", "No level (taken before levels)")
    name = level_name(report.level)
    if report.in_time is None:
        return name
    return QCoreApplication.translate("examtext", "{level} · {in_time}").format(
        level=name, in_time=in_time_text(report.in_time, report.total)
    )


def score_text(report: ExamReport) -> str:
    """``"6 of 10 right (60 %); pass mark 80 %"``."""
    return QCoreApplication.translate(
        "examtext", "{right} of {total} right ({score}); pass mark {mark}"
    ).format(
        right=report.right, total=report.total, score=percent(report.score), mark=percent(report.pass_mark)
    )


def right_text(report: ExamReport) -> str:
    """``"6 of 10 right (60 %)"``."""
    return QCoreApplication.translate("examtext", "{right} of {total} right ({score})").format(
        right=report.right, total=report.total, score=percent(report.score)
    )


def pass_mark_text(report: ExamReport) -> str:
    """``"(pass mark 80 %)"``."""
    return QCoreApplication.translate("examtext", "(pass mark {mark})").format(mark=percent(report.pass_mark))


def verdict_text(report: ExamReport) -> str:
    """The verdict as a banner shows it: ``"PASSED"`` or ``"NOT PASSED"``."""
    if report.passed:
        return QCoreApplication.translate("examtext", "PASSED")
    return QCoreApplication.translate("examtext", "NOT PASSED")


def verdict_words(report: ExamReport) -> str:
    """The verdict inside a sentence: ``"passed"`` or ``"not passed"``."""
    if report.passed:
        return QCoreApplication.translate("examtext", "passed")
    return QCoreApplication.translate("examtext", "not passed")


def spot_tally_text(report: ExamReport) -> str:
    """Spot the error's stops, by what they were: "Spot the error: caught 3, missed 1, false
    alarm 1" ("" where the exam asked none)."""
    if not report.spot_tally:
        return ""
    from ..training.kinds import Drill
    from .numbers import number
    from .spotwords import outcome_words

    tally = ", ".join(
        QCoreApplication.translate("examtext", "{outcome} {count}").format(
            outcome=outcome_words(outcome).lower(), count=number(count)
        )
        for outcome, count in report.spot_tally
    )
    return QCoreApplication.translate("examtext", "{drill}: {tally}").format(
        drill=drill_name(Drill.SPOT), tally=tally
    )


def review_heading(report: ExamReport) -> str:
    """``"Answers to review (4)"``."""
    return QCoreApplication.translate("examtext", "Answers to review ({count})").format(
        count=len(report.wrong)
    )


def question_label(result: QuestionResult) -> str:
    """``"Question 4"``: how an answer to review is headed."""
    return QCoreApplication.translate("examtext", "Question {number}").format(number=result.number)


def where_text(result: QuestionResult) -> str:
    """The drill, the game and the rules of a question: ``"Split pot · Seven-card Stud
    High · Pennsylvania"``."""
    return QCoreApplication.translate("examtext", "{drill} · {game} · {rules}").format(
        drill=drill_name(result.drill), game=game_title(result.variant), rules=rules_name(result.rules)
    )


@dataclass(frozen=True)
class ResultWords:
    """An answer to review in the user's language: the question, the answer given,
    the right one, and what exactly was wrong ("" if nothing more to say)."""

    sentence: str
    given: str
    expected: str
    detail: str


def result_words(result: QuestionResult) -> ResultWords:
    """``result``'s words, translated where the report holds the question: one just
    finished, or one read back from the records that rebuilt it
    (:func:`~dealer_trainer.records.exams.exam_report`). A result without it (a
    damaged row, a hand the engine no longer asks the same) has only the English
    words it was kept with, and shows those (an answer in parts a line a part, as
    the window showed it)."""
    question = result.question
    not_answered = QCoreApplication.translate("examtext", "not answered")
    if question is None:
        given, expected = result.given, result.expected
        if result.in_parts:
            from ..training.parts import english_lines

            given, expected = "\n".join(english_lines(given)), "\n".join(english_lines(expected))
        return ResultWords(
            result.sentence or question_words(result.prompt),  # an old report: its prompt
            given if result.answered else not_answered,
            expected,
            result.detail,
        )
    from ..training.drills import check
    from ..training.parts import PartsAnswer

    verdict = check(question, result.response) if result.response is not None else None
    if isinstance(question.answer, PartsAnswer):
        return _parts_words(question, verdict, not_answered)
    if verdict is not None and verdict.spot is not None:
        from .spotwords import outcome_words

        return ResultWords(
            question_sentence(question),
            given_words(verdict),
            right_answer_words(question),
            outcome_words(verdict.spot.outcome),
        )
    return ResultWords(
        question_sentence(question),
        given_words(verdict) if verdict is not None else not_answered,
        right_answer_words(question),
        detail_words(verdict) if verdict is not None else "",
    )


def _parts_words(question: Question, verdict: Verdict | None, not_answered: str) -> ResultWords:
    """An answer in parts to review: the answer given and the right one a line per part,
    and each wrong part a sentence of its own (:func:`review_html` keeps the lines)."""
    from ..training.parts import PartsAnswer, PartsResponse
    from .answerwords import answer_parts, problem_words
    from .partwords import response_lines

    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    response = verdict.response if verdict is not None else None
    return ResultWords(
        question_sentence(question),
        "\n".join(response_lines(answer, response)) if isinstance(response, PartsResponse) else not_answered,
        "\n".join(answer_parts(answer)),
        "\n".join(problem_words(problem, answer) for problem in verdict.problems)
        if verdict is not None
        else "",
    )


def _lines_html(text: str) -> str:
    """``text`` escaped, each of its lines kept (an answer in parts is a line per part)."""
    return "<br>".join(html.escape(line) for line in text.split("\n"))


def review_html(report: ExamReport, ink: ReportInk, *, gap: int = 10, indent: int = 18) -> str:
    """Every answer to review: the answer given, the right one, and the engine's reasons.

    ``gap`` (CSS pixels) separates the questions; ``indent`` is the reasons' left margin
    (in the device's pixels, as Qt's rich text takes it).
    """
    if not report.wrong:
        return "<p>{}</p>".format(
            html.escape(QCoreApplication.translate("examtext", "None: every answer was right."))
        )
    your_answer = html.escape(QCoreApplication.translate("examtext", "Your answer:"))
    right_answer = html.escape(QCoreApplication.translate("examtext", "Right answer:"))
    parts = []
    for n, result in enumerate(report.wrong):
        top = 0 if n == 0 else gap
        said = result_words(result)
        parts.append(
            f"<p style='margin-top:{top}px; margin-bottom:0'><b>"
            f"{html.escape(question_label(result))}</b> "
            f"<span style='color:{ink.muted}'>· "
            f"{html.escape(where_text(result))}</span></p>"
        )
        if said.sentence:
            parts.append(f"<p style='margin-top:2px; margin-bottom:0'>{html.escape(said.sentence)}</p>")
        parts.append(
            f"<p style='margin-top:2px; margin-bottom:0'>{your_answer} "
            f"<b style='color:{ink.wrong}'>{_lines_html(said.given)}</b></p>"
        )
        parts.append(
            f"<p style='margin-top:2px; margin-bottom:0'>{right_answer} "
            f"<b style='color:{ink.right}'>{_lines_html(said.expected)}</b></p>"
        )
        if said.detail:
            parts.append(f"<p style='margin-top:2px; margin-bottom:0'>{_lines_html(said.detail)}</p>")
        for reason in result.reasons:
            parts.append(reason_html(reason, ink.rule, indent))
    return "".join(parts)


__all__ = [
    "ResultWords",
    "duration_text",
    "moment_text",
    "pass_mark_text",
    "question_label",
    "question_words",
    "result_words",
    "review_heading",
    "review_html",
    "right_text",
    "score_text",
    "taken_text",
    "verdict_text",
    "verdict_words",
    "where_text",
]
