"""What the progress, class and exam-report views share: chart styling and a themed base.

:func:`style_plot` gives a pyqtgraph plot the colours of a
:class:`~dealer_trainer.gui.theme.ChartTheme` and type large enough to read
on a projector; :func:`date_axis` ticks days with their month, and it and
:func:`number_axis` write their ticks in the locale's words and digits
(pyqtgraph's own are C's: "Dec", "2.5");
:func:`legend_icon` draws a legend's sample line. :class:`ThemedView` is the
base of the views: bold headings, an empty state, and colours that follow the
system's light or dark scheme unless forced.

The colours themselves are in :mod:`dealer_trainer.gui.theme`; this module
imports pyqtgraph, so only the chart views load it (not the table's window
at start-up).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pyqtgraph as pg
from PySide6.QtCore import QDateTime, QLocale, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from .plaintext import plain_label
from .theme import ChartTheme, chart_theme
from .words import decimal, number

#: Point size of the views' text: readable from the back of a classroom.
FONT_PT = 12.0
#: Width of a drill's line in the accuracy chart, and size of its points in the times chart.
LINE_WIDTH = 3
POINT_SIZE = 8


def view_font(base: QFont, scale: float = 1.0) -> QFont:
    """``base`` at least :data:`FONT_PT` points (times ``scale``)."""
    font = QFont(base)
    font.setPointSizeF(max(base.pointSizeF(), FONT_PT) * scale)
    return font


def style_plot(plot: pg.PlotWidget, theme: ChartTheme, font: QFont) -> None:
    """Colours, type and grid of a plot for ``theme``."""
    plot.setBackground(theme.background)
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        axis.setPen(pg.mkPen(theme.axis, width=1))
        axis.setTextPen(pg.mkPen(theme.text))
        axis.setTickFont(font)
        if axis.labelText:
            axis.setLabel(
                axis.labelText,
                units=axis.labelUnits,
                **{"color": theme.text, "font-size": f"{font.pointSizeF():.0f}pt"},
            )
    item.showGrid(x=True, y=True, alpha=0.18 if not theme.dark else 0.25)
    legend = item.legend
    if legend is not None:
        legend.setBrush(pg.mkBrush(theme.legend_fill))
        legend.setPen(pg.mkPen(theme.legend_border))
        legend.setLabelTextColor(theme.text)
        legend.setLabelTextSize(f"{font.pointSizeF():.0f}pt")


def _time_format(locale: QLocale, seconds: bool) -> str:
    """The locale's short time ("h:mm AP", "H:mm"), with the seconds when asked."""
    short = locale.timeFormat(QLocale.FormatType.ShortFormat)
    return short.replace("mm", "mm:ss", 1) if seconds else short


def _tick_writers(locale: QLocale) -> dict[str, Callable[[QDateTime], str]]:
    """pyqtgraph's tick formats (strftime's), each as the locale writes it."""

    def written(pattern: str) -> Callable[[QDateTime], str]:
        return lambda moment: locale.toString(moment, pattern)

    def milliseconds(moment: QDateTime) -> str:
        second = moment.time().second() + moment.time().msec() / 1000
        return locale.toString(second, "f", 3)

    return {
        "%Y": written("yyyy"),
        "%b": written("MMM"),
        "%d": written("d"),
        "%d %b": written("d MMM"),
        "%a %d": written("ddd d"),
        "%H:%M": written(_time_format(locale, False)),
        "%H:%M:%S": written(_time_format(locale, True)),
        "%S.%f": milliseconds,
    }


class LocaleDateAxis(pg.DateAxisItem):  # type: ignore[misc]
    """pyqtgraph's date axis, its ticks in the locale's month and day names and time."""

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        spec = next((s for s in self.zoomLevel.tickSpecs if s.spacing == spacing), None)
        locale = QLocale()
        writer = _tick_writers(locale).get(spec.format) if spec is not None else None
        if writer is None:
            return list(super().tickStrings(values, scale, spacing))
        return [writer(QDateTime.fromMSecsSinceEpoch(round(v * 1000))) for v in values]


class LocaleNumberAxis(pg.AxisItem):  # type: ignore[misc]
    """pyqtgraph's number axis, its ticks in the locale's digits ("2,5" in es_ES)."""

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        places = max(0, math.ceil(-math.log10(spacing * scale))) if spacing > 0 else 0
        return [decimal(v * scale, places) if places else number(round(v * scale)) for v in values]


def number_axis(orientation: str = "left") -> pg.AxisItem:
    """An axis of numbers written as the locale writes them."""
    return LocaleNumberAxis(orientation)


def date_axis() -> pg.DateAxisItem:
    """A date axis whose day ticks name the month too ("02 May", not "02"),
    in the locale's words (:class:`LocaleDateAxis`)."""
    from pyqtgraph.graphicsItems import DateAxisItem as dates

    axis = LocaleDateAxis("bottom")
    days = dates.ZoomLevel(
        [
            dates.TickSpec(
                dates.DAY_SPACING, dates.makeSStepper(dates.DAY_SPACING), "%d %b", autoSkip=[1, 2, 3, 7, 14]
            )
        ],
        "00 MMM",
    )
    axis.zoomLevels = type(axis.zoomLevels)(
        (spacing, days if level is dates.MONTH_DAY_ZOOM_LEVEL else level)
        for spacing, level in axis.zoomLevels.items()
    )
    return axis


def legend_icon(colour: str, symbol: str | None, width: int = 40, height: int = 20) -> QPixmap:
    """A legend's sample: a line of ``colour``, with ``symbol`` (a pyqtgraph symbol) on it."""
    from pyqtgraph.graphicsItems.ScatterPlotItem import drawSymbol

    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(colour), LINE_WIDTH))
    painter.drawLine(QPointF(2, height / 2), QPointF(width - 2, height / 2))
    if symbol is not None:
        painter.translate(width / 2, height / 2)
        drawSymbol(painter, symbol, POINT_SIZE + 4, pg.mkPen(None), pg.mkBrush(colour))
    painter.end()
    return pixmap


class ThemedView(QWidget):
    """What the progress, class and exam-report views share: bold section headings,
    and colours that follow the system's light or dark scheme unless forced.

    A subclass draws its colours in ``_apply_theme`` and, where its charts must
    be redrawn in the new colours, in ``_draw``.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._dark: bool | None = None
        self.setFont(view_font(self.font()))

    def _follow_scheme(self) -> None:
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_scheme_changed)

    def _heading(self, text: str) -> QLabel:
        label = plain_label(QLabel(text))  # a heading can hold a trainee's name
        font = view_font(self.font(), 1.15)
        font.setBold(True)
        label.setFont(font)
        return label

    def _build_empty_state(self, title: str, text: str) -> QWidget:
        """The page shown before there is anything to show: a large title and a
        centred explanation (kept as ``empty_state``, ``empty_title``, ``empty_text``)."""
        self.empty_state = QWidget()
        self.empty_state.setAccessibleName(title)
        empty = QVBoxLayout(self.empty_state)
        empty.addStretch(1)
        self.empty_title = QLabel(title)
        self.empty_title.setFont(view_font(self.font(), 2.0))
        self.empty_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_text = QLabel(text)
        self.empty_text.setWordWrap(True)
        self.empty_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # a fixed width and font, so the wrapped text gets the height it needs when centred
        self.empty_text.setFont(view_font(self.font(), 1.1))
        self.empty_text.setFixedWidth(560)
        self.empty_text.setMinimumHeight(self.empty_text.heightForWidth(560))
        empty.addWidget(self.empty_title)
        empty.addSpacing(12)
        empty.addWidget(self.empty_text, 0, Qt.AlignmentFlag.AlignHCenter)
        empty.addStretch(2)
        return self.empty_state

    def set_dark(self, value: bool | None) -> None:
        """Force the dark (True) or light (False) colours; None follows the system."""
        self._dark = value
        self._retheme()

    def theme(self) -> ChartTheme:
        return chart_theme(self._dark)

    def _on_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._dark is None:
            self._retheme()

    def _retheme(self) -> None:
        self._apply_theme()
        self._draw()

    def _apply_theme(self) -> None:
        raise NotImplementedError

    def _draw(self) -> None:
        pass


__all__ = [
    "FONT_PT",
    "LINE_WIDTH",
    "POINT_SIZE",
    "LocaleDateAxis",
    "LocaleNumberAxis",
    "ThemedView",
    "date_axis",
    "legend_icon",
    "number_axis",
    "style_plot",
    "view_font",
]
