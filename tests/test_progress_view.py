"""The progress view draws exactly what the records core computes.

A scripted history (questions built with ``new_question``, answers recorded
with explicit times) goes into a temporary records file; the view's curves,
skills table and missed answers are checked against ``stats`` and the records.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pyqtgraph as pg
import pytest
from helpers import wrong_response
from PySide6.QtCore import QDate, QDateTime, QLocale, Qt, QTime
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from qt_helpers import cell, headers

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.languages import install_translators, remove_translators
from dealer_trainer.gui.progress import ProgressView
from dealer_trainer.gui.words import drill_name, game_name
from dealer_trainer.records.database import Records, open_records, response_to_json
from dealer_trainer.records.stats import answer_times, rolling_accuracy, skills
from dealer_trainer.training.drills import Question, new_question, right_response
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

DAY0 = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
#: Per drill and game: how many answers, and which of them (by index) are wrong.
SCRIPT: dict[tuple[Drill, Variant], tuple[int, set[int]]] = {
    (Drill.BRING_IN, Variant.STUD7): (45, {0, 1, 2, 5, 9}),  # strong, and improving
    (Drill.SPLIT_POT, Variant.STUD7): (30, {i for i in range(30) if i % 2}),  # weakest
    (Drill.FIRST_TO_ACT, Variant.STUD7_HILO8): (24, {3, 7, 11, 20, 21, 22}),
    (Drill.COMMON_CARD, Variant.STUD7): (6, set()),  # never missed
}


@pytest.fixture(scope="module")
def pool() -> dict[tuple[Drill, Variant], list[Question]]:
    rng = random.Random(11)
    return {key: [new_question(key[0], rng, [key[1]], [RuleSetName.PA]) for _ in range(3)] for key in SCRIPT}


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


def record_history(records: Records, pool: dict[tuple[Drill, Variant], list[Question]]) -> int:
    """The script, its skills interleaved over two weeks; the trainee's id."""
    trainee = records.add_trainee("Alice")
    steps = [(key, i) for key, (count, _) in SCRIPT.items() for i in range(count)]
    random.Random(4).shuffle(steps)
    done = {key: 0 for key in SCRIPT}
    for n, (key, _) in enumerate(steps):
        index = done[key]
        done[key] += 1
        question = pool[key][index % 3]
        right = index not in SCRIPT[key][1]
        response = right_response(question) if right else wrong_response(question)
        records.record_attempt(
            trainee.id,
            question,
            response_to_json(question, response),
            right,
            2.0 + (n % 7) * 1.5,
            at=DAY0 + timedelta(hours=3 * n),
        )
    return trainee.id


@pytest.fixture
def history(records: Records, pool: dict[tuple[Drill, Variant], list[Question]]) -> int:
    return record_history(records, pool)


@pytest.fixture
def view(qtbot: QtBot, records: Records, history: int) -> ProgressView:
    widget = ProgressView(records, history)
    qtbot.addWidget(widget)
    widget.resize(1200, 800)
    return widget


def test_the_curves_hold_the_rolling_accuracy_the_core_computes(
    view: ProgressView, records: Records, history: int
) -> None:
    assert not view.is_empty()
    drawn = set()
    for drill in Drill:
        points = rolling_accuracy(records, history, drill)
        xs, ys = view.curve_data(drill)
        # the view reads timestamps from SQLite (no datetime per answer), to the millisecond
        assert xs == pytest.approx([when.timestamp() for when, _ in points], abs=1e-3)
        assert ys == pytest.approx([share * 100.0 for _, share in points])
        times = answer_times(records, history, drill)
        tx, ty = view.time_data(drill)
        assert tx == pytest.approx([w.timestamp() for w, _ in times], abs=1e-3)
        assert ty == [s for _, s in times]
        if points:
            drawn.add(drill)
    assert drawn == {drill for drill, _ in SCRIPT}
    assert len(view.legend_labels()) == len(drawn)
    assert all(0.0 <= y <= 100.0 for drill in drawn for y in view.curve_data(drill)[1])


def test_the_skills_table_lists_the_weakest_first(view: ProgressView, records: Records, history: int) -> None:
    expected = skills(records, history)
    assert view.skill_rows() == [(s.drill, s.variant) for s in expected]
    assert view.skill_rows()[0] == (Drill.SPLIT_POT, Variant.STUD7)
    table = view.skills_table
    assert table.rowCount() == len(SCRIPT)
    names = headers(table)
    trend = cell(table, view.skill_rows().index((Drill.BRING_IN, Variant.STUD7)), names.index("Trend")).text()
    bring_in = next(s for s in expected if s.drill is Drill.BRING_IN)
    assert bring_in.trend is not None and bring_in.trend > 0
    assert trend == f"▲ +{round(bring_in.trend * 100)}"
    split = cell(table, 0, names.index("Accuracy")).text()
    assert split == "50%"


def test_missed_answers_are_listed_newest_first_and_a_click_reopens_one(
    qtbot: QtBot, view: ProgressView, records: Records, history: int
) -> None:
    missed = records.attempts(history, correct=False)
    assert len(missed) == sum(len(wrong) for _, wrong in SCRIPT.values())
    shown = view.missed_list
    ids = [shown.item(i).data(Qt.ItemDataRole.UserRole) for i in range(shown.count())]
    from dealer_trainer.gui.progress import MISSED_SHOWN

    assert ids == [row.id for row in missed][:MISSED_SHOWN]  # the newest, each replayed
    assert "You: " in shown.item(0).text() and "right: " in shown.item(0).text()
    view.show()
    qtbot.waitExposed(view)
    item = shown.item(2)
    shown.scrollToItem(item)
    with qtbot.waitSignal(view.reopenAttempt) as caught:
        QTest.mouseClick(
            shown.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            shown.visualItemRect(item).center(),
        )
    assert caught.args == [ids[2]]
    shown.setCurrentRow(0)
    with qtbot.waitSignal(view.reopenAttempt) as caught:
        QTest.keyClick(shown, Qt.Key.Key_Return)
    assert caught.args == [ids[0]]


def record_misses_at_levels(records: Records, pool: dict[tuple[Drill, Variant], list[Question]]) -> int:
    """Three missed answers, the newest last: at Learn, at Table-ready, and one kept before levels."""
    trainee = records.add_trainee("Bea")
    question = pool[(Drill.BRING_IN, Variant.STUD7)][0]
    for hours, level in ((1, Level.LEARN), (2, Level.TABLE_READY), (0, None)):
        records.record_attempt(
            trainee.id,
            question,
            response_to_json(question, wrong_response(question)),
            False,
            4.0,
            at=DAY0 + timedelta(hours=hours),
            level=level,
        )
    return trainee.id


def test_each_missed_answer_says_the_level_it_was_answered_at(
    qtbot: QtBot, records: Records, pool: dict[tuple[Drill, Variant], list[Question]]
) -> None:
    trainee = record_misses_at_levels(records, pool)
    view = ProgressView(records, trainee)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    shown = view.missed_list
    firsts = [shown.item(i).text().split("\n")[0] for i in range(shown.count())]
    assert [row.level for row in records.attempts(trainee, correct=False)] == [
        Level.TABLE_READY,
        Level.LEARN,
        None,
    ]
    assert [line.rsplit(" · ", 1)[1] for line in firsts] == ["Table-ready", "Learn", "No level"]
    words = [drill_name(Drill.BRING_IN), game_name(Variant.STUD7)]
    assert all(line.split(" · ")[1:3] == words for line in firsts)  # the rest as before
    view.show()
    qtbot.waitExposed(view)
    view.grab().save("/tmp/gaps-progress-levels.png")


def test_in_spanish_each_missed_answer_names_its_level_in_spanish(
    qtbot: QtBot,
    records: Records,
    pool: dict[tuple[Drill, Variant], list[Question]],
    spanish_from_spain: QLocale,
) -> None:
    trainee = record_misses_at_levels(records, pool)
    view = ProgressView(records, trainee)
    qtbot.addWidget(view)
    shown = view.missed_list
    levels = [shown.item(i).text().split("\n")[0].rsplit(" · ", 1)[1] for i in range(shown.count())]
    assert levels == ["Listo para la mesa", "Aprender", "Sin nivel"]


def test_refresh_reads_new_answers(
    view: ProgressView, records: Records, history: int, pool: dict[tuple[Drill, Variant], list[Question]]
) -> None:
    before = len(view.curve_data(Drill.DEALER_NEXT)[0])
    assert before == 0
    question = new_question(Drill.DEALER_NEXT, random.Random(1), [Variant.STUD7], [RuleSetName.PA])
    records.record_attempt(
        history,
        question,
        response_to_json(question, wrong_response(question)),
        False,
        4.0,
        at=DAY0 + timedelta(days=30),
    )
    view.refresh()
    assert view.curve_data(Drill.DEALER_NEXT)[1] == [0.0]
    first = view.missed_list.item(0).data(Qt.ItemDataRole.UserRole)
    assert first == records.attempts(history, limit=1)[0].id


def test_an_empty_record_shows_a_friendly_state_not_empty_axes(qtbot: QtBot, records: Records) -> None:
    trainee = records.add_trainee("Newcomer")
    view = ProgressView(records, trainee.id)
    qtbot.addWidget(view)
    assert view.is_empty()
    assert view.stack.currentWidget() is view.empty_state
    assert view.empty_title.text() == "No answers yet"
    assert view.curve_data(Drill.BRING_IN) == ([], [])
    assert view.skills_table.rowCount() == 0 and view.missed_list.count() == 0


def test_dark_and_light_charts(view: ProgressView) -> None:
    view.set_dark(True)
    dark = view.accuracy_plot.backgroundBrush().color().lightness()
    view.set_dark(False)
    light = view.accuracy_plot.backgroundBrush().color().lightness()
    assert dark < 80 < 200 < light
    assert view.curve_data(Drill.BRING_IN)[0]  # the curves survive a theme change


def test_the_answer_time_axis_reads_seconds_even_for_quick_answers(
    qtbot: QtBot, records: Records, pool: dict[tuple[Drill, Variant], list[Question]]
) -> None:
    trainee = records.add_trainee("Quick")
    key = next(iter(pool))
    for n in range(6):  # every answer under a second
        question = pool[key][n % 3]
        records.record_attempt(
            trainee.id,
            question,
            response_to_json(question, right_response(question)),
            True,
            0.2 + n * 0.1,
            at=DAY0 + timedelta(minutes=n),
        )
    view = ProgressView(records, trainee.id)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    axis = view.time_plot.getPlotItem().getAxis("left")
    qtbot.waitUntil(lambda: 0 < axis.range[1] < 1)  # the axis has taken the data's range
    assert "Seconds" in axis.labelString() and "(x" not in axis.labelString()
    assert axis.autoSIPrefixScale == 1.0  # ticks in seconds, not thousandths


def test_the_chart_series_read_only_the_answer_times_the_chart_shows(records: Records, history: int) -> None:
    from dealer_trainer.records.stats import chart_series

    every = chart_series(records, history)
    newest = chart_series(records, history, seconds=3)
    for drill in Drill:
        times = [s for _, s in answer_times(records, history, drill)]
        assert list(every[drill].seconds) == times
        assert list(newest[drill].seconds) == times[-3:]
        assert list(newest[drill].at) == list(every[drill].at)
        assert list(newest[drill].accuracy) == [
            share for _, share in rolling_accuracy(records, history, drill)
        ]


def test_a_trainee_name_with_markup_is_shown_as_written(
    qtbot: QtBot, records: Records, pool: dict[tuple[Drill, Variant], list[Question]]
) -> None:
    trainee = records.add_trainee("<h1>Exam cancelled</h1>")
    question = next(iter(pool.values()))[0]
    records.record_attempt(
        trainee.id, question, response_to_json(question, right_response(question)), True, 2.0, at=DAY0
    )
    view = ProgressView(records, trainee.id)
    qtbot.addWidget(view)
    assert view.summary.text().startswith("<h1>Exam cancelled</h1> — 1 answer")
    assert view.summary.textFormat() == Qt.TextFormat.PlainText


@pytest.fixture
def spanish_from_spain(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[QLocale]:
    """The app in Spanish on a computer set to Spain's locale, whose numbers differ
    from the source's ("1.234,5" against "1,234.5")."""
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    assert install_translators(qapp, "es") == "es"
    try:
        yield QLocale("es_ES")
    finally:
        remove_translators(qapp)


def test_in_spanish_the_numbers_dates_and_axes_are_the_locales(
    qtbot: QtBot, records: Records, history: int, spanish_from_spain: QLocale
) -> None:
    spain = spanish_from_spain
    assert QLocale().name() == "es_ES"
    view = ProgressView(records, history)
    qtbot.addWidget(view)
    expected = skills(records, history)
    table = view.skills_table
    names = headers(table)
    assert names[:4] == ["Ejercicio", "Juego", "Respuestas", "Aciertos"]
    split = next(s for s in expected if s.drill is Drill.SPLIT_POT)
    assert cell(table, 0, names.index("Aciertos")).text() == "50\u00a0%"
    median = cell(table, 0, names.index("Mediana")).text()
    assert median == spain.toString(round(split.median_seconds, 1), "f", 1) + " s"
    assert "," in median  # Spain's decimal comma, where English writes "5.0 s"
    answers = sum(s.attempts for s in expected)
    right = sum(s.right for s in expected)
    assert view.summary.text() == (
        f"Alice — {answers} respuestas, {spain.toString(round(right / answers * 100, 0), 'f', 0)}\u00a0% de aciertos"
    )
    # the missed answers' times, in the locale's own short format
    newest = records.attempts(history, limit=1, correct=False)[0]
    when = newest.at.astimezone()
    moment = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second))
    first = view.missed_list.item(0).text()
    assert first.startswith(spain.toString(moment, QLocale.FormatType.ShortFormat) + " · ")
    assert "\nTú: " in first and "— correcto: " in first
    # the charts' ticks: Spanish month names, Spain's decimal comma
    days = view.accuracy_plot.getPlotItem().getAxis("bottom")
    december = datetime(2025, 12, 24, 12, tzinfo=UTC).timestamp()
    # the zoom of a few days across, whose ticks are a day and its month
    days.zoomLevel = next(
        level for level in days.zoomLevels.values() if any(s.format == "%d %b" for s in level.tickSpecs)
    )
    spacing = next(spec.spacing for spec in days.zoomLevel.tickSpecs if spec.format == "%d %b")
    assert days.tickStrings([december], 1.0, spacing) == ["24 dic"]
    seconds = view.time_plot.getPlotItem().getAxis("left")
    assert seconds.tickStrings([2.5, 5.0], 1.0, 0.5) == ["2,5", "5,0"]
    assert seconds.tickStrings([0.0, 10.0], 1.0, 10.0) == ["0", "10"]


def test_in_english_the_numbers_read_as_they_always_did(
    view: ProgressView, records: Records, history: int
) -> None:
    assert QLocale().language() in (QLocale.Language.C, QLocale.Language.English)
    expected = skills(records, history)
    table = view.skills_table
    names = headers(table)
    split = next(s for s in expected if s.drill is Drill.SPLIT_POT)
    assert cell(table, 0, names.index("Median")).text() == f"{split.median_seconds:.1f} s"
    seconds = view.time_plot.getPlotItem().getAxis("left")
    assert seconds.tickStrings([2.5, 5.0], 1.0, 0.5) == ["2.5", "5.0"]
    assert seconds.tickStrings([2.5, 5.0], 1.0, 0.5) == pg.AxisItem("left").tickStrings([2.5, 5.0], 1.0, 0.5)
