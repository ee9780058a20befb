"""The trainee's progress: accuracy over time, answer times, skills, missed answers.

Everything drawn here is read in one go from the records core
(:func:`dealer_trainer.records.stats.progress` for the charts and the skills
table, :meth:`Records.attempts` for the missed answers, and the drills'
:func:`~dealer_trainer.training.drills.check` for the words of an answer);
this module only lays it out. Clicking a missed answer (or pressing Enter on
it) emits :attr:`ProgressView.reopenAttempt` with the attempt's id, so the
window can ask the same question again. The class sessions the trainee
answered in are named on a line of their own under the levels (the newest
:data:`SESSIONS_SHOWN`; :func:`~dealer_trainer.records.stats.class_sessions`),
and a missed answer given in one says which.

The charts are pyqtgraph plots themed for light and dark (they follow
``QGuiApplication.styleHints().colorScheme()``), with type, lines and points
large enough to read on a projector. Their colours are in
:mod:`~dealer_trainer.gui.theme`, the chart styling and the views' themed base
in :mod:`~dealer_trainer.gui.charts`, shared with the class view and the exam
report; the names of drills and games are :mod:`~dealer_trainer.gui.words`'.

Why this is longer than 650 lines: it is one view whose four parts (the two
charts, the skills table and the missed answers) share one read of the
records, one theme and one level filter, and each drill adds its marker to
:data:`SYMBOLS` here; split, they would pass the same state between modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ..engine.variants import Variant
from ..records.database import AttemptRow, Records, replay_question, response_from_json
from ..records.stats import (
    WINDOW,
    Progress,
    Series,
    SessionResult,
    Skill,
    SpotTally,
    by_level,
    chart_series,
    class_sessions,
    skills,
    spot_tally,
)
from ..training.kinds import Drill
from .cells import read_only_cell
from .charts import (
    LINE_WIDTH,
    POINT_SIZE,
    ThemedView,
    date_axis,
    legend_icon,
    number_axis,
    style_plot,
    view_font,
)
from .levelwords import level_name, level_results_text
from .theme import ChartTheme, accuracy_colour, accuracy_text_colour
from .words import date_text, date_time_text, decimal, drill_heading, drill_name, game_name, number, percent

#: Missed answers listed (the newest).
MISSED_SHOWN = 15  # each is replayed for its wording; the rest are in the skills table
#: The answer-time chart shows at most this many recent answers per drill.
MAX_DOTS = 600
#: The shortest stretch of time the charts show (seconds): ten minutes, ticked by the clock.
MIN_SPAN_S = 600.0
#: Samples a pixel the accuracy lines keep when downsampled (each its lowest and highest).
SAMPLES_PER_PIXEL = 2.0

#: The points' shapes in the answer-time chart, one per drill (not only colour tells them apart).
SYMBOLS: dict[Drill, str] = {
    Drill.BRING_IN: "o",
    Drill.FIRST_TO_ACT: "s",
    Drill.DEALER_NEXT: "t",
    Drill.COMMON_CARD: "d",
    Drill.SPLIT_POT: "star",
    Drill.BET: "t1",
    Drill.SHOWDOWN: "h",
    Drill.COUNT_POT: "p",
    Drill.CHIPS: "t2",
    Drill.STUB_COUNT: "t3",
    Drill.SPOT: "x",
}


# --- words ------------------------------------------------------------------------------


def seconds_text(seconds: float) -> str:
    if seconds < 60:
        return QCoreApplication.translate("ProgressView", "{seconds} s").format(seconds=decimal(seconds, 1))
    return QCoreApplication.translate("ProgressView", "{minutes} min {seconds} s").format(
        minutes=number(int(seconds // 60)), seconds=decimal(seconds % 60, 0)
    )


def spot_tally_text(tally: SpotTally) -> str:
    """Spot the error's stops by what they were, in one line: catches, misses and false alarms."""
    return QCoreApplication.translate(
        "ProgressView",
        "{drill} — caught: {caught} · stopped, named wrongly: {misnamed} · false alarms: {false_alarms} "
        "· missed: {missed} · hands dealt right let run: {clean}",
    ).format(
        drill=drill_heading(Drill.SPOT),
        caught=number(tally.caught),
        misnamed=number(tally.misnamed),
        false_alarms=number(tally.false_alarms),
        missed=number(tally.missed),
        clean=number(tally.clean),
    )


#: Class sessions named in My Progress (the newest); the rest are counted.
SESSIONS_SHOWN = 3


def class_sessions_text(results: list[SessionResult]) -> str:
    """The class sessions answered in, in one line, the newest first:
    "Class sessions — Week 3 (12/1/26): 12 answers, 83% right · …"."""
    parts = [
        (
            QCoreApplication.translate("ProgressView", "{title} ({day}): {count} answer, {percent} right")
            if result.attempts == 1
            else QCoreApplication.translate(
                "ProgressView", "{title} ({day}): {count} answers, {percent} right"
            )
        ).format(
            title=result.title,
            day=date_text(result.last.astimezone().date()),
            count=number(result.attempts),
            percent=percent(result.accuracy),
        )
        for result in results[:SESSIONS_SHOWN]
    ]
    more = len(results) - SESSIONS_SHOWN
    if more > 0:
        parts.append(
            (
                QCoreApplication.translate("ProgressView", "and 1 more")
                if more == 1
                else QCoreApplication.translate("ProgressView", "and {count} more")
            ).format(count=number(more))
        )
    return QCoreApplication.translate("ProgressView", "Class sessions — {sessions}").format(
        sessions=" · ".join(parts)
    )


def local_time(moment: datetime) -> str:
    """When an answer was given, in the computer's time zone and the locale's words."""
    return date_time_text(moment)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


# --- the missed answers ------------------------------------------------------------------


@dataclass(frozen=True)
class MissedWords:
    """A missed answer in words: what was given and what was right."""

    given: str
    expected: str


def missed_words(row: AttemptRow) -> MissedWords:
    """The answer given and the right one, by replaying the question and asking the drills."""
    from ..engine.errors import EngineError
    from ..records.errors import DamagedRowError
    from ..training.drills import check
    from ..training.errors import TrainingError

    try:
        question = replay_question(row)
        verdict = check(question, response_from_json(question, row.response))
    except (DamagedRowError, TrainingError, EngineError):  # a damaged row, or a hand refused now
        return MissedWords(
            QCoreApplication.translate("ProgressView", "(not readable)"),
            QCoreApplication.translate("ProgressView", "(see the hand)"),
        )
    from .answerwords import expected_words, given_words

    return MissedWords(given_words(verdict), expected_words(verdict))


class MissedList(QListWidget):
    """The missed answers, newest first; a click or Enter chooses one."""

    #: The attempt id of the answer chosen.
    chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._last_click: int | None = None
        self._since_click = QElapsedTimer()
        self.itemClicked.connect(self._clicked)

    def _attempt(self, item: QListWidgetItem | None) -> int | None:
        attempt = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return attempt if isinstance(attempt, int) else None

    def _clicked(self, item: QListWidgetItem | None) -> None:
        attempt = self._attempt(item)
        if attempt is None:
            return
        # a double click is one choice, not two
        if (
            attempt == self._last_click
            and self._since_click.isValid()
            and self._since_click.elapsed() < QApplication.doubleClickInterval()
        ):
            return
        self._last_click = attempt
        self._since_click.start()
        self.chosen.emit(attempt)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        attempt = self._attempt(self.currentItem())
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and attempt is not None:
            self.chosen.emit(attempt)
            event.accept()
            return
        super().keyPressEvent(event)


# --- the view -----------------------------------------------------------------------------


def skill_columns() -> list[str]:
    """The skills table's headings."""
    return [
        QCoreApplication.translate("ProgressView", "Drill"),
        QCoreApplication.translate("ProgressView", "Game"),
        QCoreApplication.translate("ProgressView", "Answers"),
        QCoreApplication.translate("ProgressView", "Accuracy"),
        QCoreApplication.translate("ProgressView", "Last {count}").format(count=number(WINDOW)),
        QCoreApplication.translate("ProgressView", "Median"),
        QCoreApplication.translate("ProgressView", "Trend"),
    ]


class ProgressView(ThemedView):
    """One trainee's progress, read from ``records``; :meth:`refresh` reads it again."""

    #: The id of a missed attempt the trainee chose to try again.
    reopenAttempt = Signal(int)

    def __init__(self, records: Records, trainee_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.records = records
        self.trainee_id = trainee_id
        self._name = ""
        self._data: Progress | None = None
        self._series: dict[Drill, Series] = {}
        self._missed: list[AttemptRow] = []
        self._sessions: list[SessionResult] = []
        self._words: dict[int, MissedWords] = {}
        self._accuracy_items: dict[Drill, Any] = {}
        self._time_items: dict[Drill, Any] = {}
        self.setObjectName("progressView")
        self.setAccessibleName(self.tr("Progress"))
        self._build()
        self._follow_scheme()
        self.refresh()

    # --- building

    def _build(self) -> None:
        self.stack = QStackedWidget(self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.stack)

        self.stack.addWidget(
            self._build_empty_state(
                self.tr("No answers yet"),
                self.tr(
                    "Answer a few drills and your progress shows here: how often you are right, how "
                    "quickly you answer, your weakest skills first, and every hand you missed, ready "
                    "to try again."
                ),
            )
        )

        # the record
        self.content = QWidget()
        content = QVBoxLayout(self.content)
        content.setContentsMargins(0, 0, 0, 0)
        self.summary = self._heading("")
        self.summary.setAccessibleName(self.tr("Summary"))
        self.summary.setTextFormat(Qt.TextFormat.PlainText)  # it names the trainee
        content.addWidget(self.summary)
        self.levels_line = QLabel(wordWrap=True)
        self.levels_line.setAccessibleName(self.tr("Answers by level"))
        content.addWidget(self.levels_line)
        self.spot_line = QLabel(wordWrap=True)
        self.spot_line.setAccessibleName(self.tr("Spot the error's stops"))
        content.addWidget(self.spot_line)
        self.sessions_line = QLabel(wordWrap=True)
        self.sessions_line.setAccessibleName(self.tr("Class sessions"))
        self.sessions_line.setTextFormat(Qt.TextFormat.PlainText)  # the titles are the instructor's
        content.addWidget(self.sessions_line)

        # One legend for both charts, above them, so it never hides a line or a point.
        self.legend = QWidget()
        self.legend.setAccessibleName(self.tr("Legend"))
        self.legend_row = QHBoxLayout(self.legend)
        self.legend_row.setContentsMargins(0, 0, 0, 0)
        content.addWidget(self.legend)

        self.accuracy_plot = pg.PlotWidget(axisItems={"bottom": date_axis(), "left": number_axis()})
        self.accuracy_plot.setAccessibleName(self.tr("Accuracy over time"))
        self.accuracy_plot.setAccessibleDescription(
            self.tr(
                "For each drill, the share of the last {count} answers that were right, "
                "after every answer, over time"
            ).format(count=number(WINDOW))
        )
        acc = self.accuracy_plot.getPlotItem()
        acc.setLabel("left", self.tr("Right (%)"))
        acc.getAxis("left").enableAutoSIPrefix(False)
        acc.setYRange(0, 100, padding=0.03)
        acc.setLimits(yMin=-5, yMax=105)
        acc.setMouseEnabled(x=True, y=False)
        acc.getAxis("left").setTicks([[(v, number(v)) for v in (0, 25, 50, 75, 100)], []])
        acc.setDownsampling(auto=True, mode="peak")
        acc.setClipToView(True)

        self.time_plot = pg.PlotWidget(axisItems={"bottom": date_axis(), "left": number_axis()})
        self.time_plot.setAccessibleName(self.tr("Answer times"))
        self.time_plot.setAccessibleDescription(self.tr("Seconds taken by each answer, per drill, over time"))
        times = self.time_plot.getPlotItem()
        times.setLabel("left", self.tr("Seconds"))
        # Answers under a second would make pyqtgraph read "Seconds (x0.001)" and tick in ms.
        times.getAxis("left").enableAutoSIPrefix(False)
        times.setLimits(yMin=0)
        times.setMouseEnabled(x=True, y=False)
        # At most MAX_DOTS dots a drill: nothing to downsample, and clipping them to the
        # view would rebuild every dot at each change of range.
        self.time_plot.setXLink(self.accuracy_plot)

        charts = QWidget()
        row = QHBoxLayout(charts)
        row.setContentsMargins(0, 0, 0, 0)
        for title, plot in (
            (self.tr("Accuracy over time (last {count} answers)").format(count=WINDOW), self.accuracy_plot),
            (self.tr("Answer times"), self.time_plot),
        ):
            box = QVBoxLayout()
            box.addWidget(self._heading(title))
            plot.setMinimumSize(360, 260)
            box.addWidget(plot, 1)
            row.addLayout(box, 1)

        columns = skill_columns()
        self.skills_table = QTableWidget(0, len(columns))
        self.skills_table.setAccessibleName(self.tr("Skills, weakest first"))
        self.skills_table.setHorizontalHeaderLabels(columns)
        self.skills_table.verticalHeader().setVisible(False)
        self.skills_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.skills_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.skills_table.setAlternatingRowColors(True)
        self.skills_table.setIconSize(QSize(14, 14))
        header = self.skills_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setFont(view_font(self.font()))
        skills_box = QWidget()
        skills = QVBoxLayout(skills_box)
        skills.setContentsMargins(0, 0, 0, 0)
        skills.addWidget(self._heading(self.tr("Skills — weakest first")))
        skills.addWidget(self.skills_table)

        self.missed_list = MissedList()
        self.missed_list.setAccessibleName(self.tr("Missed answers, newest first"))
        self.missed_list.setAccessibleDescription(
            self.tr("Click an answer, or press Enter on it, to try that question again")
        )
        self.missed_list.setAlternatingRowColors(True)
        self.missed_list.setWordWrap(True)
        self.missed_list.setSpacing(2)
        # long answers wrap rather than widen the list at the skills table's expense
        self.missed_list.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.missed_list.setMinimumWidth(320)
        self.missed_list.chosen.connect(self.reopenAttempt)
        self.missed_box = QWidget()
        missed = QVBoxLayout(self.missed_box)
        missed.setContentsMargins(0, 0, 0, 0)
        missed.addWidget(self._heading(self.tr("Missed answers — click one to try it again")))
        self.missed_note = QLabel("")
        self.missed_note.setWordWrap(True)
        missed.addWidget(self.missed_note)
        missed.addWidget(self.missed_list)

        lower = QSplitter(Qt.Orientation.Horizontal)
        lower.addWidget(skills_box)
        lower.addWidget(self.missed_box)
        lower.setStretchFactor(0, 3)
        lower.setStretchFactor(1, 2)
        lower.setSizes([3000, 2000])  # shares, scaled to the width
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(charts)
        split.addWidget(lower)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 4)
        split.setChildrenCollapsible(False)
        content.addWidget(split, 1)
        self.stack.addWidget(self.content)
        self._apply_theme()

    # --- theme

    def _apply_theme(self) -> None:
        theme = self.theme()
        font = view_font(self.font())
        for plot in (self.accuracy_plot, self.time_plot):
            style_plot(plot, theme, font)

    # --- reading and drawing

    def refresh(self) -> None:
        """Read the trainee's record again and redraw everything."""
        self._data = Progress(
            skills(self.records, self.trainee_id), {}, {}, spot_tally(self.records, self.trainee_id)
        )
        self._series = chart_series(self.records, self.trainee_id, seconds=MAX_DOTS)
        self._missed = self.records.attempts(self.trainee_id, limit=MISSED_SHOWN, correct=False)
        self._sessions = class_sessions(self.records, self.trainee_id)
        self._name = self.records.trainee(self.trainee_id).name
        self._draw()

    def is_empty(self) -> bool:
        """No answers recorded: the friendly empty state is on show."""
        return self._data is None or not self._data.skills

    def _draw(self) -> None:
        data = self._data
        if data is None:
            return
        if self.is_empty():
            self.empty_title.setText(self.tr("No answers yet"))
            self.stack.setCurrentWidget(self.empty_state)
            self._clear_charts()
            self.skills_table.setRowCount(0)
            self.missed_list.clear()
            return
        self.stack.setCurrentWidget(self.content)
        answers = sum(s.attempts for s in data.skills)
        right = sum(s.right for s in data.skills)
        summary = (
            self.tr("{name} — {count} answer, {percent} right")
            if answers == 1
            else self.tr("{name} — {count} answers, {percent} right")
        )
        self.summary.setText(
            summary.format(name=self._name, count=number(answers), percent=percent(right / answers))
        )
        self.levels_line.setText(level_results_text(by_level(self.records, self.trainee_id)))
        self.spot_line.setText(spot_tally_text(data.spot))
        self.spot_line.setVisible(data.spot.total > 0)
        self.sessions_line.setText(class_sessions_text(self._sessions))
        self.sessions_line.setVisible(bool(self._sessions))
        self._draw_charts(data)
        self._fill_skills(data.skills)
        self._fill_missed(sum(s.attempts - s.right for s in data.skills))

    def _clear_charts(self) -> None:
        for plot in (self.accuracy_plot, self.time_plot):
            item = plot.getPlotItem()
            item.clear()  # removes the curves and their legend entries
        self._accuracy_items.clear()
        self._time_items.clear()

    def _draw_charts(self, data: Progress) -> None:
        self._clear_charts()
        theme = self.theme()
        acc = self.accuracy_plot.getPlotItem()
        times = self.time_plot.getPlotItem()
        # A long record has tens of thousands of points a drill: draw what the
        # pixels can show (the curves keep all of their data).
        acc.setDownsampling(auto=True, mode="peak")
        acc.setClipToView(True)
        for drill in Drill:
            series = self._series.get(drill)
            if series is None or len(series.at) == 0:
                continue
            colour = theme.drills[drill]
            name = drill_name(drill)
            xs = series.at
            ys = series.accuracy * 100.0
            # A first answer is a single point, which a line alone does not draw.
            alone = (
                {
                    "symbol": SYMBOLS[drill],
                    "symbolSize": POINT_SIZE,
                    "symbolBrush": pg.mkBrush(colour),
                    "symbolPen": pg.mkPen(None),
                }
                if len(xs) == 1
                else {}
            )
            curve = pg.PlotDataItem(xs, ys, name=name, pen=pg.mkPen(colour, width=LINE_WIDTH), **alone)
            # pyqtgraph keeps 5 samples a pixel; with "peak" (each sample's lowest and
            # highest) 2 draw the same line, and the wide lines cost most of the painting.
            curve.opts["autoDownsampleFactor"] = SAMPLES_PER_PIXEL
            acc.addItem(curve)
            self._accuracy_items[drill] = curve
            # Each dot is an item to pyqtgraph, so the scatter shows the most recent
            # MAX_DOTS answers of a drill (all of them for most trainees).
            fill = QColor(colour)
            fill.setAlpha(170)
            shown = min(MAX_DOTS, len(series.seconds))
            # A plain scatter: a PlotDataItem would rebuild its dots at every change of range.
            dots = pg.ScatterPlotItem(
                xs[len(xs) - shown :],
                series.seconds[len(series.seconds) - shown :],
                name=name,
                symbol=SYMBOLS[drill],
                size=POINT_SIZE,
                brush=pg.mkBrush(fill),
                pen=pg.mkPen(None),
            )
            times.addItem(dots)
            self._time_items[drill] = dots
        self._fill_legend(theme)
        acc.setYRange(0, 100, padding=0.03)
        acc.enableAutoRange(axis="x")
        times.enableAutoRange(axis="y")
        self._widen_short_span()
        drills = len(self._accuracy_items)
        described = (
            self.tr("Share right in the last {count} answers over time, {drills} drill: ")
            if drills == 1
            else self.tr("Share right in the last {count} answers over time, {drills} drills: ")
        )
        self.accuracy_plot.setAccessibleDescription(
            described.format(count=number(WINDOW), drills=number(drills))
            + "; ".join(
                self.tr("{drill} now {percent}").format(
                    drill=drill_name(d), percent=percent(float(self._series[d].accuracy[-1]))
                )
                for d in self._accuracy_items
            )
        )

    def _widen_short_span(self) -> None:
        """A new trainee's few answers span seconds, and the date axis then ticked
        in thousandths of a second ("07.500"): show at least MIN_SPAN_S around
        them, so the ticks read as the time of day."""
        series = [self._series[d].at for d in self._accuracy_items]
        if not series:
            return
        lo = min(float(at[0]) for at in series)
        hi = max(float(at[-1]) for at in series)
        if hi - lo < MIN_SPAN_S:
            middle = (lo + hi) / 2
            self.accuracy_plot.getPlotItem().setXRange(
                middle - MIN_SPAN_S / 2, middle + MIN_SPAN_S / 2, padding=0
            )

    def _fill_legend(self, theme: ChartTheme) -> None:
        while self.legend_row.count():
            taken = self.legend_row.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)  # gone with its Python reference
        for drill in self._accuracy_items:
            sample = QLabel()
            sample.setPixmap(legend_icon(theme.drills[drill], SYMBOLS[drill]))
            sample.setAccessibleName(self.tr("{drill}: line and points").format(drill=drill_name(drill)))
            label = QLabel(drill_name(drill))
            label.setObjectName(f"legend-{drill.value}")
            label.setToolTip(drill_heading(drill))
            self.legend_row.addWidget(sample)
            self.legend_row.addWidget(label)
            self.legend_row.addSpacing(18)
        self.legend_row.addStretch(1)

    def legend_labels(self) -> list[str]:
        """The drills named in the legend, in order."""
        return [
            label.text()
            for label in self.legend.findChildren(QLabel)
            if label.objectName().startswith("legend-")
        ]

    def _fill_skills(self, skills: list[Skill]) -> None:
        theme = self.theme()
        table = self.skills_table
        table.setRowCount(len(skills))
        right = Qt.AlignmentFlag.AlignRight
        centre = Qt.AlignmentFlag.AlignHCenter
        for row, skill in enumerate(skills):
            drill = read_only_cell(drill_name(skill.drill))
            drill.setIcon(_swatch(theme.drills[skill.drill]))
            drill.setToolTip(drill_heading(skill.drill))
            drill.setData(Qt.ItemDataRole.UserRole, (skill.drill.value, skill.variant.value))
            game = read_only_cell(game_name(skill.variant))
            accuracy = read_only_cell(percent(skill.accuracy), right)
            accuracy.setToolTip(
                self.tr("{right} of {count} right").format(
                    right=number(skill.right), count=number(skill.attempts)
                )
            )
            recent = read_only_cell(percent(skill.recent_accuracy), right)
            recent.setBackground(QBrush(accuracy_colour(skill.recent_accuracy, theme.dark)))
            recent.setForeground(QBrush(accuracy_text_colour(theme.dark)))
            recent.setToolTip(
                self.tr("Right in the last {count} answers").format(count=number(min(WINDOW, skill.attempts)))
            )
            median = read_only_cell(seconds_text(skill.median_seconds), right)
            median.setToolTip(self.tr("Median time to answer"))
            trend = read_only_cell(self._trend(skill.trend), centre)
            trend.setToolTip(
                self.tr("A trend shows after {count} answers").format(count=number(2 * WINDOW))
                if skill.trend is None
                else self.tr(
                    "The last {count} answers against the {count} before them, in percentage points"
                ).format(count=number(WINDOW))
            )
            if skill.trend is not None and skill.trend != 0:
                trend.setForeground(QBrush(QColor(theme.better if skill.trend > 0 else theme.worse)))
            answers = read_only_cell(number(skill.attempts), right)
            cells = (drill, game, answers, accuracy, recent, median, trend)
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        table.resizeColumnsToContents()

    def _trend(self, trend: float | None) -> str:
        """▲ better / ▼ worse, in percentage points: the last answers against those before."""
        if trend is None:
            return "—"
        points = round(trend * 100)
        if points > 0:
            return f"▲ +{number(points)}"
        if points < 0:
            return f"▼ −{number(-points)}"
        return self.tr("= steady")

    def _fill_missed(self, missed_total: int) -> None:
        shown = self._missed
        self.missed_list.clear()
        if not shown:
            self.missed_note.setText(self.tr("None missed: every answer so far was right."))
        elif missed_total > len(shown):
            self.missed_note.setText(
                self.tr("The newest {shown} of {total} missed.").format(
                    shown=number(len(shown)), total=number(missed_total)
                )
            )
        else:
            self.missed_note.setText(
                self.tr("{total} missed, newest first.").format(total=number(missed_total))
            )
        for row in shown:
            words = self._words.get(row.id)
            if words is None:
                words = self._words[row.id] = missed_words(row)
            # The level it was answered at: a miss at Table-ready's pace is not one at Learn's.
            where = dict(
                time=local_time(row.at),
                drill=drill_name(row.drill),
                game=game_name(row.variant),
                level=level_name(row.level),
            )
            text = (
                (
                    self.tr("{time} · {drill} · {game} · {level}").format(**where)
                    if row.class_session is None
                    else self.tr("{time} · {drill} · {game} · {level} · class session {session}").format(
                        session=row.class_session, **where
                    )
                )
                + "\n"
                + self.tr("You: {given} — right: {expected}").format(
                    given=words.given, expected=words.expected
                )
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, row.id)
            item.setToolTip(
                self.tr("{heading} Click to try this hand again.").format(heading=drill_heading(row.drill))
            )
            self.missed_list.addItem(item)

    # --- for tests and callers

    def curve_data(self, drill: Drill) -> tuple[list[float], list[float]]:
        """The points of ``drill``'s accuracy line: (POSIX seconds, percent right)."""
        return self._points(self._accuracy_items.get(drill))

    def time_data(self, drill: Drill) -> tuple[list[float], list[float]]:
        """The points of ``drill`` in the answer-time chart: (POSIX seconds, seconds taken)."""
        return self._points(self._time_items.get(drill))

    @staticmethod
    def _points(item: Any) -> tuple[list[float], list[float]]:
        if item is None:
            return [], []
        xs, ys = item.getData() if isinstance(item, pg.ScatterPlotItem) else item.getOriginalDataset()
        if xs is None or ys is None:
            return [], []
        return [float(x) for x in xs], [float(y) for y in ys]

    def skill_rows(self) -> list[tuple[Drill, Variant]]:
        """The skills in the table, top to bottom."""
        found = []
        for row in range(self.skills_table.rowCount()):
            item = self.skills_table.item(row, 0)
            if item is None:
                continue
            drill, variant = item.data(Qt.ItemDataRole.UserRole)
            found.append((Drill(drill), Variant(variant)))
        return found


__all__ = [
    "MissedList",
    "MissedWords",
    "ProgressView",
    "local_time",
    "missed_words",
    "percent",
    "seconds_text",
    "skill_columns",
]
