"""The side column beside the table, scrolling only up and down, and the number keys that pick seats.

The main window and a trainee's class session window both show the table with
the drill panel beside it; both need the column as wide as its answer page (a
split of five pots is wide) and the keys 1–9 for the seats, so both take them
from here rather than each keeping a copy.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QScrollArea, QWidget


class UpDownScroll(QScrollArea):
    """A scroll area as wide as its widget needs (its width follows the widget's
    layout, e.g. a split with three pots), scrolling only when short of height.

    With ``preferred`` it is as wide as the widget would like to be, not only its
    least: chip boxes squeezed below their preferred width clip their numbers.
    """

    def __init__(self, *, preferred: bool = False) -> None:
        super().__init__()
        self._preferred = preferred

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        if self._preferred:
            wanted = max(inner.minimumWidth(), inner.sizeHint().width())
        else:
            wanted = inner.minimumSizeHint().width()
        return QSize(wanted + self.verticalScrollBar().sizeHint().width(), super().minimumSizeHint().height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)


def scrolling(widget: QWidget, *, preferred: bool = False) -> UpDownScroll:
    """``widget`` in a frameless :class:`UpDownScroll`: the side column keeps the width its
    controls need and never squeezes them."""
    area = UpDownScroll(preferred=preferred)
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area


def seat_keys(window: QWidget, on_seat: Callable[[int], None]) -> list[QShortcut]:
    """The number keys 1–9 of ``window``, each picking its seat."""
    keys = []
    for seat in range(1, 10):
        shortcut = QShortcut(QKeySequence(str(seat)), window)
        shortcut.setObjectName(f"seat_{seat}")
        shortcut.activated.connect(lambda s=seat: on_seat(s))
        keys.append(shortcut)
    return keys
