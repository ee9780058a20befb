"""A finished exam in words (gui/examtext.py): durations, the score and the verdict, and
every word through Qt's translation."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from helpers import wrong_response
from PySide6.QtCore import QCoreApplication, QTranslator

from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.examtext import (
    duration_text,
    review_heading,
    review_html,
    score_text,
    taken_text,
    verdict_text,
    verdict_words,
)
from dealer_trainer.gui.theme import REPORT_LIGHT
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec
from dealer_trainer.training.drills import right_response

START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)


def finished(wrong_every: int, minutes: float, limit: float | None = 600.0) -> ExamReport:
    run = ExamRun(
        ExamSpec(
            "Week 3", count=6, variants=(Variant.STUD7,), seed=9, time_limit_seconds=limit, pass_mark=0.5
        ),
        trainee_name="Ann",
        now=START,
    )
    for index, question in enumerate(run.questions):
        run.answer(
            wrong_response(question) if index % wrong_every == 0 else right_response(question), seconds=5.0
        )
    return run.finish(now=START + timedelta(minutes=minutes))


@pytest.mark.parametrize(
    ("seconds", "words"),
    [
        (40, "40 s"),
        (60, "1 min"),
        (125, "2 min 5 s"),
        (3600, "1 h 0 min"),
        (3900.4, "1 h 5 min"),
    ],
)
def test_a_duration_reads_in_hours_minutes_and_seconds(qapp: object, seconds: float, words: str) -> None:
    assert duration_text(seconds) == words


def test_the_score_and_verdict_read_as_the_report_shows_them(qapp: object) -> None:
    passed = finished(wrong_every=3, minutes=9)
    assert score_text(passed) == (
        f"{passed.right} of {passed.total} right ({passed.score * 100:.0f}%); pass mark 50%"
    )
    assert (verdict_text(passed), verdict_words(passed)) == ("PASSED", "passed")
    assert taken_text(passed).endswith(", 9 min (limit 10 min)")
    failed = finished(wrong_every=1, minutes=12, limit=None)
    assert (verdict_text(failed), verdict_words(failed)) == ("NOT PASSED", "not passed")
    assert taken_text(failed).endswith(", 12 min")
    assert review_heading(failed) == f"Answers to review ({failed.total})"


class _Shouting(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"«{source}»" if context in ("examtext", "words") else ""


@pytest.fixture
def shouting(qapp: object) -> Iterator[None]:
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_reports_words_go_through_the_translator(shouting: None) -> None:
    report = finished(wrong_every=2, minutes=3)
    assert verdict_text(report).startswith("«") and score_text(report).startswith("«")
    text = review_html(report, REPORT_LIGHT)
    for words in ("«Question 1»", "«Your answer:»", "«Right answer:»", "«Seven-card Stud High»"):
        assert words in text
