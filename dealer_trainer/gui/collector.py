"""Garbage collection on the GUI thread only.

Python's automatic collector runs in whichever thread happens to allocate
when a threshold is crossed. Once background work exists (opening a big
pack, reading a class's results, the records' backups), that may be a
worker thread, and a collection there frees the Python side of Qt objects
(table items, dialogs) from the wrong thread while the GUI thread draws:
the process crashed in a monkey run with "Segmentation fault ...
Garbage-collecting" in ``scene.clear()``. Anki hit the same and does the
same cure: automatic collection off, and a timer on the GUI thread that
collects.

Reference counting still frees almost everything the moment it is
unused; only reference cycles wait for the timer, at most a second.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: How often the young objects are collected, and every how many of those
#: times a full collection runs.
INTERVAL_MS = 1000
FULL_EVERY = 60


class GuiThreadCollector(QObject):
    """Turns automatic collection off and collects on a GUI-thread timer."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._ticks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect)
        gc.disable()
        self._timer.start()

    def collect(self) -> None:
        self._ticks += 1
        if self._ticks % FULL_EVERY == 0:
            gc.collect()
        else:
            gc.collect(1)

    def stop(self) -> None:
        """Back to Python's own collection (the app is closing)."""
        self._timer.stop()
        gc.enable()


_collector: GuiThreadCollector | None = None


def collect_on_gui_thread() -> GuiThreadCollector:
    """Install the collector once for the application (later calls return it)."""
    global _collector
    app = QCoreApplication.instance()
    assert app is not None, "the QApplication comes first"
    if _collector is None or _collector.parent() is not app:
        _collector = GuiThreadCollector(app)
    else:
        gc.disable()  # someone turned it back on (a start-up's finally)
    return _collector


def installed() -> GuiThreadCollector | None:
    return _collector
