"""Playing a hand live on the table: one beat at a time at the level's pace, stoppable at any beat.

Spot the error shows a whole hand as a dealer deals it and lets the trainee
stop it the moment something goes wrong, so unlike a drill's dealing up to
a question (:meth:`TableView.animate`, which plays a list to its end) the
player here steps one frame per beat and can be frozen between any two,
knowing how many beats are on the table and when each was shown.

Time has two seams so tests drive it without waiting: the beats are stepped
by a :class:`Ticker` (a single-shot :class:`QTimer` unless one is given) and
the stop is timed by a :class:`Clock` (a :class:`QElapsedTimer` unless one is
given).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..training.levels import LIVE_MS
from .tableanimation import new_card_keys

if TYPE_CHECKING:
    from ..training.snapshot import TableSnapshot
    from .table import TableView


class Ticker(Protocol):
    """What steps the beats: started for one wait, stopped on a stop (a single-shot timer)."""

    def start(self, ms: int) -> None: ...

    def stop(self) -> None: ...


class Clock(Protocol):
    """What times the stop (a :class:`QElapsedTimer`'s two methods)."""

    def restart(self) -> int: ...

    def elapsed(self) -> int: ...


class TimerTicker:
    """The window's ticker: a single-shot :class:`QTimer` calling ``step``."""

    def __init__(self, parent: QObject, step: Callable[[], None]) -> None:
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(step)

    def start(self, ms: int) -> None:
        self._timer.start(ms)

    def stop(self) -> None:
        self._timer.stop()


class LivePlayer(QObject):
    """Plays frames on a table one beat at a time; stoppable; knows how many beats are on the table.

    Each beat waits ``ms`` for every card it deals (as long again for a beat
    that deals none, a bet or a push), as the drills' dealing does; with the
    dealing animation off the beats still come at :data:`LIVE_MS`, without
    flying, since a hand shown all at once cannot be stopped.
    """

    #: A beat was shown: how many beats are on the table now.
    beatShown = Signal(int)
    #: Every beat was shown and the hand ran to its end.
    finished = Signal()

    def __init__(
        self,
        table: TableView,
        parent: QObject | None = None,
        *,
        ticker: Callable[[QObject, Callable[[], None]], Ticker] | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(parent)
        self._table = table
        # Looked up when made (not bound as defaults), so a test of a host that builds the
        # page itself can put its own ticker and clock in (tests/test_spot_drill_gui.py).
        self._ticker = (ticker or TICKER)(self, self.step)
        self._clock: Clock = clock if clock is not None else CLOCK()
        self._frames: tuple[TableSnapshot, ...] = ()
        self._count = 0
        self._ms = 0
        self._running = False
        self._shown_at: list[int] = []
        self._marks: Callable[[], None] = nothing

    def play(
        self,
        start: TableSnapshot,
        frames: Sequence[TableSnapshot],
        ms: int,
        marks: Callable[[], None] | None = None,
    ) -> None:
        """Show ``start`` (the table before the first beat), then each of ``frames`` in turn.

        ``marks`` is called after each frame is drawn (a frame clears the
        table's marks): Learn's "where to look".
        """
        self._ticker.stop()
        self._frames = tuple(frames)
        self._ms = ms
        self._marks = marks or nothing
        self._count = 0
        self._running = True
        self._table.show_snapshot(start)
        self._marks()
        self._clock.restart()
        self._shown_at = [0]
        self._ticker.start(self._beat_ms())

    def step(self) -> None:
        """The next beat (the ticker's call): its frame shown, or the hand over after the last."""
        if not self._running:
            return
        if self._count >= len(self._frames):
            self._running = False
            self.finished.emit()
            return
        previous = self._table.snapshot()
        frame = self._frames[self._count]
        self._count += 1
        self._shown_at.append(self._clock.elapsed())
        if self._ms > 0:
            self._table.animate([frame], self._ms, nothing)
        else:
            self._table.show_snapshot(frame)
        self._marks()
        self.beatShown.emit(self._count)
        self._ticker.start(self._wait(previous, frame))

    def stop(self) -> None:
        """Freeze the hand: no more beats; the cards in flight land where they go."""
        self._ticker.stop()
        self._running = False
        if self._table.is_animating():
            self._table.skip_animation()

    def running(self) -> bool:
        return self._running

    def on_table(self) -> int:
        """How many beats are on the table."""
        return self._count

    def elapsed_ms(self) -> int:
        """Milliseconds since the play started."""
        return self._clock.elapsed()

    def shown_at(self, count: int) -> int:
        """When (ms since the play started) the table first had ``count`` beats on it."""
        return self._shown_at[count]

    def _beat_ms(self) -> int:
        return self._ms if self._ms > 0 else LIVE_MS

    def _wait(self, before: TableSnapshot | None, after: TableSnapshot) -> int:
        """How long the beat that turns ``before`` into ``after`` takes: its cards' flights, or one beat."""
        cards = len(new_card_keys(before, after)) if before is not None else 0
        return self._beat_ms() * max(1, cards)


#: The ticker and the clock a player is made with unless it is given its own.
TICKER: Callable[[QObject, Callable[[], None]], Ticker] = TimerTicker
CLOCK: Callable[[], Clock] = QElapsedTimer


def nothing() -> None:
    """No marks, no ``done``: the player's and the table's callbacks when nothing is to be done."""


__all__ = ["CLOCK", "TICKER", "Clock", "LivePlayer", "Ticker", "TimerTicker", "nothing"]
