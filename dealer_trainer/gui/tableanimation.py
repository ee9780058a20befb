"""The table's motion: dealt cards flying from the stub, and the pulse of an answer's mark.

:class:`Dealing` plays a list of snapshots in turn. For each it has the view
draw the snapshot, finds the cards that are new since the one before
(:func:`new_card_keys`), puts them back on the stub and flies them, one after
another, to where they were drawn. It never blocks, and its ``done`` is
called exactly once: at the end, or when it is skipped or replaced.

:class:`Pulse` fades the items of the editor's "answer" mark in and out.

Both make their Qt animation on first use: the animation classes are not
needed to open the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtSvgWidgets import QGraphicsSvgItem

from .tablelayout import ROLE_SEAT, seat_card_name

if TYPE_CHECKING:  # annotations only: importing a Qt class builds its enums (start-up time)
    from PySide6.QtCore import QObject, QVariantAnimation
    from PySide6.QtWidgets import QGraphicsItem

    from ..training.snapshot import TableSnapshot
    from .tablepaint import CardKey, TablePicture

#: Added to a card's z while it flies from the stub, so it passes over everything.
FLIGHT_Z = 100.0


def new_card_keys(previous: TableSnapshot | None, snap: TableSnapshot) -> list[CardKey]:
    """The cards on ``snap`` that were not on ``previous``: a new burn first, then the
    seats' new cards in seat order, then new common cards. Nothing flies from no table."""
    if previous is None:
        return []
    before: set[CardKey] = set()
    for seat in previous.seats:
        before.update(
            ("seat", seat.seat, seat_card_name(card, i)) for i, (card, _up) in enumerate(seat.cards)
        )
    before.update(("common", 0, str(card)) for card in previous.commons)
    keys: list[CardKey] = []
    if len(snap.burns) > len(previous.burns):
        keys.append(("burn", 0, "top"))
    for seat in snap.seats:
        keys.extend(
            ("seat", seat.seat, seat_card_name(card, i))
            for i, (card, _up) in enumerate(seat.cards)
            if ("seat", seat.seat, seat_card_name(card, i)) not in before
        )
    keys.extend(("common", 0, str(card)) for card in snap.commons if ("common", 0, str(card)) not in before)
    return keys


def flight_share(progress: float, index: int, count: int) -> float:
    """How far card ``index`` of ``count`` has flown when the whole step is ``progress``
    (0 to 1) done: the cards fly one after another, each easing into place; 0 for a
    card still on the stub.

    >>> [round(flight_share(0.5, i, 2), 3) for i in (0, 1)]
    [1.0, 0.0]
    >>> round(flight_share(0.25, 0, 2), 3)
    0.875
    """
    local = min(1.0, max(0.0, progress * count - index))
    if local <= 0.0:
        return 0.0
    return 1 - (1 - local) ** 3


class Dealing:
    """A dealing animation: the snapshots still to show and the cards flying now.

    ``draw`` paints a snapshot on the view and returns the picture;
    ``shown`` is the snapshot on show.
    """

    def __init__(
        self,
        owner: QObject,
        draw: Callable[[TableSnapshot], TablePicture],
        shown: Callable[[], TableSnapshot | None],
    ) -> None:
        self._owner = owner
        self._draw = draw
        self._shown = shown
        self._flight: QVariantAnimation | None = None
        self._queue: list[TableSnapshot] = []
        self._done: Callable[[], None] | None = None
        self._moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._hidden: list[QGraphicsItem] = []
        self._ms = 0

    def running(self) -> bool:
        return self._done is not None

    def start(self, snapshots: Sequence[TableSnapshot], ms_per_card: int, done: Callable[[], None]) -> None:
        """Play ``snapshots`` (not empty), ``ms_per_card`` (over 0) for each new card."""
        self._queue = list(snapshots)
        self._done = done
        self._ms = ms_per_card
        self._next_step()

    def land(self) -> None:
        """Forget the cards in flight: a redraw mid-flight lands every card at once."""
        self._moves = []
        self._hidden = []

    def skip(self) -> None:
        """Finish now: show the last snapshot and call ``done``."""
        done = self._done
        if done is None:
            return
        self._done = None
        if self._flight is not None:
            self._flight.stop()
        last = self._queue[-1] if self._queue else self._shown()
        self._queue = []
        self.land()
        if last is not None:
            self._draw(last)
        done()

    def _flight_animation(self) -> QVariantAnimation:
        """The 0-to-1 animation that flies dealt cards from the stub."""
        if self._flight is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            flight = QVariantAnimation(self._owner)
            flight.setStartValue(0.0)
            flight.setEndValue(1.0)
            flight.setEasingCurve(QEasingCurve.Type.Linear)
            flight.valueChanged.connect(self._on_value)
            flight.finished.connect(self._next_step)
            self._flight = flight
        return self._flight

    def _next_step(self) -> None:
        if self._done is None:
            return
        for item, _start, end in self._moves:
            item.setPos(end)
            item.setVisible(True)
            item.setZValue(item.zValue() - FLIGHT_Z)
        for item in self._hidden:
            item.setVisible(True)
        self.land()
        if not self._queue:
            done = self._done
            self._done = None
            done()
            return
        snap = self._queue.pop(0)
        previous = self._shown()
        picture = self._draw(snap)
        start = picture.stub_pos
        moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        for key in new_card_keys(previous, snap):
            card_item = picture.card_items.get(key)
            if card_item is None:
                continue
            # Cards inside a spot are children of it: move them in the parent's coordinates
            # (topLevelItem, not parentItem: see TableView._target_at).
            parent = card_item.topLevelItem()
            local_start = parent.mapFromScene(start) if parent is not card_item else start
            moves.append((card_item, local_start, card_item.pos()))
        self._moves = moves
        for moving, from_pos, _end in moves:
            moving.setPos(from_pos)
            moving.setVisible(False)
            moving.setZValue(moving.zValue() + FLIGHT_Z)  # fly over everything
        # A seat's "down" frame appears when its cards have landed.
        landing = {item.data(ROLE_SEAT) for item, _s, _e in moves}
        self._hidden = [
            item
            for seat, items in picture.row_items.items()
            if seat in landing
            for item in items
            if not isinstance(item, QGraphicsSvgItem)
        ]
        for hidden in self._hidden:
            hidden.setVisible(False)
        flight = self._flight_animation()
        flight.setDuration(self._ms * max(1, len(moves)))
        flight.start()

    def _on_value(self, value: float) -> None:
        moves = self._moves
        if not moves:
            return
        progress = float(value)
        n = len(moves)
        for i, (item, start, end) in enumerate(moves):
            eased = flight_share(progress, i, n)
            if eased <= 0.0:
                continue
            item.setVisible(True)
            item.setPos(
                QPointF(start.x() + (end.x() - start.x()) * eased, start.y() + (end.y() - start.y()) * eased)
            )


class Pulse:
    """The endless fade in and out of the items of an "answer" mark."""

    def __init__(self, owner: QObject) -> None:
        self._owner = owner
        self._animation: QVariantAnimation | None = None
        self._items: list[QGraphicsItem] = []

    def show(self, items: list[QGraphicsItem]) -> None:
        """Pulse ``items`` (the marks drawn now); none stops the pulse."""
        self._items = items
        if items:
            pulse = self._pulse()
            if pulse.state() != pulse.State.Running:
                pulse.start()
        elif self._animation is not None:
            self._animation.stop()

    def forget(self) -> None:
        """The scene was cleared: the items are gone."""
        self._items = []

    def _pulse(self) -> QVariantAnimation:
        if self._animation is None:
            from PySide6.QtCore import QVariantAnimation

            pulse = QVariantAnimation(self._owner)
            pulse.setStartValue(1.0)
            pulse.setKeyValueAt(0.5, 0.35)
            pulse.setEndValue(1.0)
            pulse.setDuration(1100)
            pulse.setLoopCount(-1)
            pulse.valueChanged.connect(self._on_value)
            self._animation = pulse
        return self._animation

    def _on_value(self, value: float) -> None:
        for item in self._items:
            item.setOpacity(float(value))


__all__ = ["FLIGHT_Z", "Dealing", "Pulse", "flight_share", "new_card_keys"]
