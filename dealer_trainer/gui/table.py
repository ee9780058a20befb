"""The drawn poker table: felt, seats, cards, chips, stub, burns, muck and pot.

:class:`TableView` draws a :class:`~dealer_trainer.training.snapshot.TableSnapshot`
on a fixed 1600 x 1000 scene that is scaled to fit the widget, so the same
picture reads on a laptop and on a classroom projector. Cards are
:class:`QGraphicsSvgItem` s sharing one cached :class:`QSvgRenderer` per file,
so they stay sharp at any size.

The view knows no rules. It reports clicks (``seatClicked(n)``,
``stubClicked()`` …; a seat's number key works too), shows the marks a drill
asks for (``highlight_seat(3, "correct")``), and plays a list of snapshots as
a dealing animation, each new card flying from the stub.

Layout: the house dealer sits at the top centre with the muck, stub and burn
pile in front of them; seat 1 (the dealer's left) is at the top of the right
end and the seats run clockwise down the right end, along the bottom and up the
left end. The common card spot and the pot are in the middle.

Every clickable item carries ``ROLE_KIND`` (``"seat"``, ``"stub"``, ``"burn"``,
``"common"``, ``"muck"`` or ``"card"``) and, for a seat's items, ``ROLE_SEAT``;
card items also carry ``ROLE_CARD`` (``"Th"`` or ``"back"``) and ``ROLE_PATH``
(the SVG file), so tests assert on the scene rather than on pixels. The chips
and amount in front of a seat also carry ``ROLE_PART`` ``"bet"`` (they choose
their seat when clicked, like its plate).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Callable, NamedTuple, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (QFrame, QGraphicsEllipseItem, QGraphicsItem, QGraphicsPathItem,
                               QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem,
                               QGraphicsView, QWidget)

from ..training.kinds import StepKind
from .assets import card_path

if TYPE_CHECKING:  # annotations only: importing a Qt class builds its enums (start-up time)
    from PySide6.QtCore import QPoint, QVariantAnimation
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent, QShowEvent

    from ..engine.cards import Card
    from ..training.snapshot import SeatView, TableSnapshot
    from ..training.steps import Step

ROLE_KIND = 0
ROLE_SEAT = 1
ROLE_CARD = 2
ROLE_PATH = 3
ROLE_PART = 4

SPOTS = ("stub", "burn", "common", "muck")
HIGHLIGHT_KINDS = ("correct", "wrong", "hint", "answer")

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTRE = QPointF(800.0, 525.0)
RAIL = QRectF(90.0, 105.0, 1420.0, 840.0)   # outer edge of the rail: a racetrack oval
RAIL_WIDTH = 36.0
CARD_W = 74.0
CARD_H = CARD_W * 1.4
CARD_STEP = 25.0                         # overlap: each card still shows its corner index
DOWN_DROP = 10.0                         # hole cards sit a little lower than up cards
DOWN_LABEL = 20.0                        # the "down" label under hole cards shown face up
ROW_MAX = 7
ROW_W = CARD_W + (ROW_MAX - 1) * CARD_STEP
ROW_H = CARD_H + DOWN_DROP + DOWN_LABEL + 2
PLATE_W, PLATE_H = 206.0, 88.0            # three lines: stack, last action, chips put in
BET_W, BET_H = 130.0, 44.0
BET_Y = 30.0                             # end seats' bets: from the row's top, level with the cards
MARGIN = 14.0
SIDE_ROW_INSET = 246.0                   # from the scene edge to the end seats' card rows
BOTTOM_ROW_TOP = 734.0
SPOT_TOP = 148.0                         # the stub, burn and muck spots in front of the dealer
SPOT_GAP = 114.0
COMMON_TOP = 412.0

#: Colours that follow the light or dark scheme; the felt stays green in both.
PALETTES: dict[str, dict[str, str]] = {
    "light": {
        "background": "#dfe5ea", "text": "#1b2127", "muted": "#56616b",
        "rail": "#6b4226", "rail_edge": "#3e2413", "felt": "#1e7a49", "felt_edge": "#145c36",
        "felt_line": "#3f9a68", "felt_text": "#f6faf5", "felt_muted": "#cfe8d7",
        "plate": "#fbfaf6", "plate_edge": "#2f2f2f", "plate_text": "#1b2127",
        "plate_muted": "#4d5860", "number": "#1b2127", "number_text": "#ffffff",
        "folded": "#9ea6ab", "empty": "#c9d1c9", "allin": "#d8480f", "to_act": "#1e88e5",
        "pill": "#10251a", "pill_text": "#ffffff", "dealer": "#22282d", "dealer_text": "#ffffff",
    },
    "dark": {
        "background": "#15191d", "text": "#e7ebee", "muted": "#9aa5ae",
        "rail": "#4a2d1a", "rail_edge": "#24150b", "felt": "#176a3f", "felt_edge": "#0f4d2d",
        "felt_line": "#2f8656", "felt_text": "#f3f7f2", "felt_muted": "#bedcc8",
        "plate": "#262c31", "plate_edge": "#0b0d0f", "plate_text": "#f0f3f5",
        "plate_muted": "#b3bec6", "number": "#f0f3f5", "number_text": "#15191d",
        "folded": "#59626a", "empty": "#7f8b83", "allin": "#ff7a3d", "to_act": "#4fc3f7",
        "pill": "#0b1a12", "pill_text": "#ffffff", "dealer": "#e7ebee", "dealer_text": "#15191d",
    },
}
HIGHLIGHT_COLOURS = {"correct": "#2fbf4f", "wrong": "#e0282e", "hint": "#ffb300", "answer": "#2fbf4f"}
BACK_NAVY = "#1d3f7a"
FLIGHT_Z = 100.0                         # added to a card's z while it flies from the stub

_RENDERERS: dict[Path, QSvgRenderer] = {}


def step_target(step: Step) -> tuple[str, str | int]:
    """Where on the table a dealer move is shown: ``("seat", 4)`` or ``("spot", "burn")``.

    Burning is the burn pile, a common card the common-card spot, and
    shuffling the burn cards into a new stub is the stub.
    """
    if step.kind is StepKind.DEAL:
        assert step.seat is not None
        return "seat", step.seat
    return "spot", {StepKind.BURN: "burn", StepKind.COMMON: "common",
                    StepKind.RESHUFFLE: "stub"}[step.kind]


def solid(colour: QColor | str) -> QBrush:
    """A solid brush of ``colour``.

    The style is named on purpose: given a colour alone, PySide tries
    QBrush's image and gradient overloads first, which builds the Python
    enums of QImage and QGradient (about 3 ms of start-up) for a plain fill.
    """
    return QBrush(QColor(colour), Qt.BrushStyle.SolidPattern)


def renderer_for(path: Path) -> QSvgRenderer:
    """The shared renderer for one SVG file (created once, kept for the session)."""
    renderer = _RENDERERS.get(path)
    if renderer is None:
        renderer = QSvgRenderer(str(path))
        _RENDERERS[path] = renderer
    return renderer


def card_text(card: Card) -> str:
    """A card as its face reads: ``10♥``, never the file code's ``T♥``.

    >>> from dealer_trainer.engine.cards import parse_card
    >>> card_text(parse_card("Th")), card_text(parse_card("As"))
    ('10♥', 'A♠')
    """
    rank = str(card)[0]
    return ("10" if rank == "T" else rank) + card.suit.symbol


def ordinal(n: int) -> str:
    """The street's name: ``ordinal(3)`` is ``"3rd"``, ``ordinal(7)`` is ``"7th"``.

    >>> ordinal(2), ordinal(3), ordinal(7), ordinal(11)
    ('2nd', '3rd', '7th', '11th')
    """
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10 if n % 100 not in (11, 12, 13) else 0, "th")
    return f"{n}{suffix}"


class SeatGeometry(NamedTuple):
    """Where one seat's parts go, in scene coordinates (a NamedTuple: cheaper
    to define than a dataclass while the window opens)."""

    plate: QRectF           # the name plate (number, stack, last action)
    row: QRectF             # the block a full row of seven cards uses, "down" labels included
    bet: QRectF             # the chips and amount in front of the seat
    align: str              # "left", "right" or "centre": where a shorter row sits in the block
    side: str               # "right", "bottom" or "left": which part of the table


def seat_layout(count: int) -> dict[int, SeatGeometry]:
    """Seats 1..count clockwise from the dealer's left: down the right end, along
    the bottom, up the left end. The top is the house dealer's, with the stub,
    burns and muck in front of them.

    Cards are never rotated, so the whole class reads every card the right way up.
    """
    per_side = min(3, (count + 1) // 3)
    bottom = count - 2 * per_side
    layout: dict[int, SeatGeometry] = {}
    # Rows (card blocks) at the ends, top to bottom, and along the bottom, right to left.
    side_tops = {3: (205.0, 385.0, 565.0), 2: (265.0, 505.0), 1: (385.0,), 0: ()}[per_side]
    spacing = 250.0 if bottom <= 3 else 240.0
    bottom_xs = [CENTRE.x() + (bottom - 1) / 2 * spacing - i * spacing for i in range(bottom)]
    number = 1
    for side, anchors in (("right", side_tops), ("bottom", bottom_xs), ("left", tuple(reversed(side_tops)))):
        for anchor in anchors:
            if side == "bottom":
                row = QRectF(anchor - ROW_W / 2, BOTTOM_ROW_TOP, ROW_W, ROW_H)
                plate = QRectF(anchor - PLATE_W / 2, row.bottom() + 8, PLATE_W, PLATE_H)
                bet = QRectF(anchor - BET_W / 2, row.top() - 12 - BET_H, BET_W, BET_H)
                align = "centre"
            else:
                face_y = anchor + CARD_H / 2
                if side == "right":
                    row = QRectF(SCENE_W - SIDE_ROW_INSET - ROW_W, anchor, ROW_W, ROW_H)
                    plate = QRectF(SCENE_W - MARGIN - PLATE_W, face_y - PLATE_H / 2, PLATE_W, PLATE_H)
                    bet = QRectF(row.left() - 10 - BET_W, anchor + BET_Y, BET_W, BET_H)
                else:
                    row = QRectF(SIDE_ROW_INSET, anchor, ROW_W, ROW_H)
                    plate = QRectF(MARGIN, face_y - PLATE_H / 2, PLATE_W, PLATE_H)
                    bet = QRectF(row.right() + 10, anchor + BET_Y, BET_W, BET_H)
                align = "right" if side == "right" else "left"
            layout[number] = SeatGeometry(plate, row, bet, align, side)
            number += 1
    return layout


class TableView(QGraphicsView):
    """A poker table drawn from snapshots, scaled to fit, with clickable seats and spots."""

    seatClicked = Signal(int)
    stubClicked = Signal()
    burnClicked = Signal()
    commonClicked = Signal()
    muckClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Poker table")
        self.setAccessibleDescription("The table as the dealer sees it. Press a seat's number to choose it.")
        self.setMinimumSize(320, 200)

        self._snapshot: TableSnapshot | None = None
        self._show_hole_cards = True
        self._four_colour = False
        self._dark_override: bool | None = None
        self._highlights: dict[str, str] = {}
        self._seat_items: dict[int, QGraphicsItem] = {}
        self._spot_items: dict[str, QGraphicsItem] = {}
        self._card_items: dict[tuple[str, int, str], QGraphicsSvgItem] = {}
        self._row_items: dict[int, list[QGraphicsItem]] = {}
        self._highlight_items: list[QGraphicsItem] = []
        self._pulse_items: list[QGraphicsItem] = []
        self._layout: dict[int, SeatGeometry] = {}
        self._stub_pos = QPointF(CENTRE.x() - CARD_W / 2, SPOT_TOP + 13)

        # The card flight and the answer's pulse are made on first use: the
        # animation classes are not needed to open the window.
        self._flight: QVariantAnimation | None = None
        self._pulsing: QVariantAnimation | None = None
        self._anim_queue: list[TableSnapshot] = []
        self._anim_done: Callable[[], None] | None = None
        self._anim_moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        self._anim_hidden: list[QGraphicsItem] = []
        self._anim_ms = 0

        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._on_scheme_changed)
        self._redraw()

    # ------------------------------------------------------------------ public API

    def show_snapshot(self, snap: TableSnapshot) -> None:
        """Draw the table at ``snap``. Stops a running animation (calling its ``done``)
        and clears the highlights: a new picture asks a new question."""
        if self._anim_done is not None:
            self.skip_animation()
        self._highlights.clear()
        self._draw(snap)

    def snapshot(self) -> TableSnapshot | None:
        """The snapshot on show."""
        return self._snapshot

    @property
    def show_hole_cards(self) -> bool:
        """Draw down cards face up (marked "down") for the trainee; else as backs."""
        return self._show_hole_cards

    @show_hole_cards.setter
    def show_hole_cards(self, value: bool) -> None:
        if value != self._show_hole_cards:
            self._show_hole_cards = value
            self._redraw()

    def set_show_hole_cards(self, value: bool) -> None:
        self.show_hole_cards = value

    def set_four_colour(self, value: bool) -> None:
        """Use the four-colour deck (clubs green, diamonds blue) and redraw."""
        if value != self._four_colour:
            self._four_colour = value
            self._redraw()

    def four_colour(self) -> bool:
        return self._four_colour

    def set_dark(self, value: bool | None) -> None:
        """Force the dark (True) or light (False) palette; None follows the system."""
        self._dark_override = value
        self._redraw()

    def is_dark(self) -> bool:
        if self._dark_override is not None:
            return self._dark_override
        return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark

    def palette_colours(self) -> dict[str, str]:
        """The palette in use (a copy)."""
        return dict(PALETTES["dark" if self.is_dark() else "light"])

    def seat_item(self, n: int) -> QGraphicsItem:
        """The item standing for seat ``n`` (its name plate); click its centre to choose the seat."""
        return self._seat_items[n]

    def spot_item(self, name: str) -> QGraphicsItem:
        """The item for "stub", "burn", "common" or "muck"."""
        return self._spot_items[name]

    def card_items(self) -> list[QGraphicsSvgItem]:
        """Every card drawn on the table (seats, commons, stub, burns, muck)."""
        return [item for item in self.scene().items()
                if isinstance(item, QGraphicsSvgItem) and item.data(ROLE_KIND) == "card"]

    def highlight_seat(self, n: int, kind: str) -> None:
        """Mark seat ``n``: kind is "correct", "wrong", "hint" or "answer"."""
        self._check_kind(kind)
        if n not in self._seat_items:
            raise KeyError(f"no seat {n} on this table")
        self._highlights[f"seat:{n}"] = kind
        self._draw_highlights()

    def highlight_spot(self, name: str, kind: str) -> None:
        """Mark "stub", "burn", "common" or "muck"."""
        self._check_kind(kind)
        if name not in SPOTS:
            raise KeyError(f"no spot {name!r}; spots are {', '.join(SPOTS)}")
        self._highlights[f"spot:{name}"] = kind
        self._draw_highlights()

    def clear_highlights(self) -> None:
        self._highlights.clear()
        self._draw_highlights()

    def highlighted(self) -> dict[str, str]:
        """The marks on show, e.g. ``{"seat:3": "correct", "spot:burn": "hint"}``."""
        return dict(self._highlights)

    def animate(self, snapshots: Sequence[TableSnapshot], ms_per_card: int,
                done: Callable[[], None]) -> None:
        """Show ``snapshots`` in turn, flying each newly dealt card from the stub.

        Each step takes ``ms_per_card`` per new card (and as long again for a step
        that deals nothing, such as a bet). ``ms_per_card <= 0`` shows the last
        snapshot and calls ``done`` at once. Never blocks; ``done`` is called once,
        also when the animation is skipped, replaced by another, or interrupted by
        :meth:`show_snapshot`. Highlights are cleared, as by :meth:`show_snapshot`.
        """
        if self._anim_done is not None:
            self.skip_animation()
        self._highlights.clear()
        snaps = list(snapshots)
        if ms_per_card <= 0 or not snaps:
            if snaps:
                self._draw(snaps[-1])
            else:
                self._draw_highlights()
            done()
            return
        self._anim_queue = snaps
        self._anim_done = done
        self._anim_ms = ms_per_card
        self._next_step()

    def is_animating(self) -> bool:
        return self._anim_done is not None

    def _flight_animation(self) -> QVariantAnimation:
        """The 0-to-1 animation that flies dealt cards from the stub."""
        if self._flight is None:
            from PySide6.QtCore import QEasingCurve, QVariantAnimation

            flight = QVariantAnimation(self)
            flight.setStartValue(0.0)
            flight.setEndValue(1.0)
            flight.setEasingCurve(QEasingCurve.Type.Linear)
            flight.valueChanged.connect(self._on_anim_value)
            flight.finished.connect(self._next_step)
            self._flight = flight
        return self._flight

    def _pulse(self) -> QVariantAnimation:
        """The endless fade in and out of the answer's highlight."""
        if self._pulsing is None:
            from PySide6.QtCore import QVariantAnimation

            pulse = QVariantAnimation(self)
            pulse.setStartValue(1.0)
            pulse.setKeyValueAt(0.5, 0.35)
            pulse.setEndValue(1.0)
            pulse.setDuration(1100)
            pulse.setLoopCount(-1)
            pulse.valueChanged.connect(self._on_pulse)
            self._pulsing = pulse
        return self._pulsing

    def skip_animation(self) -> None:
        """Finish a running animation now: show its last snapshot and call ``done``."""
        done = self._anim_done
        if done is None:
            return
        self._anim_done = None
        if self._flight is not None:
            self._flight.stop()
        last = self._anim_queue[-1] if self._anim_queue else self._snapshot
        self._anim_queue = []
        self._anim_moves = []
        self._anim_hidden = []
        if last is not None:
            self._draw(last)
        done()

    # ------------------------------------------------------------------ Qt events

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        left = event.button() == Qt.MouseButton.LeftButton
        target = self._target_at(event.position().toPoint()) if left else None
        super().mousePressEvent(event)
        if left:
            event.accept()              # the table owns every left click, on an item or on the felt
        if target is not None:
            self._emit(*target)         # last: a slot may redraw the scene

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if len(text) == 1 and text.isdigit() and int(text) in self._seat_items:
            self.seatClicked.emit(int(text))
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ internals

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    @staticmethod
    def _check_kind(kind: str) -> None:
        if kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"highlight kind {kind!r}; kinds are {', '.join(HIGHLIGHT_KINDS)}")

    def _on_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._dark_override is None:
            self._redraw()

    def _target_at(self, pos: QPoint) -> tuple[str, int] | None:
        """What a click at ``pos`` chooses: the item itself, or the top-level item it
        belongs to (a plate's number, a spot's cards).

        Never ``parentItem()``: in PySide6 it hands a top-level item's ownership
        to Python, so the scene's felt and rail, found under the click, were
        deleted with their temporary wrappers. ``topLevelItem()`` has no such
        rule, and no item here is nested deeper than one level.
        """
        for item in self.items(pos):
            for node in (item, item.topLevelItem()):
                kind = node.data(ROLE_KIND)
                seat = node.data(ROLE_SEAT)
                if kind == "seat" or (kind == "card" and isinstance(seat, int)):
                    return ("seat", int(seat))
                if kind in SPOTS:
                    return (str(kind), 0)
        return None

    def _emit(self, kind: str, seat: int) -> None:
        if kind == "seat":
            self.seatClicked.emit(seat)
        elif kind == "stub":
            self.stubClicked.emit()
        elif kind == "burn":
            self.burnClicked.emit()
        elif kind == "common":
            self.commonClicked.emit()
        elif kind == "muck":
            self.muckClicked.emit()

    def _redraw(self) -> None:
        self._draw(self._snapshot)

    def _colour(self, key: str) -> QColor:
        return QColor(PALETTES["dark" if self.is_dark() else "light"][key])

    # --- drawing helpers

    def _text(self, text: str, px: float, colour: QColor | str, *, bold: bool = False,
              anchor: QPointF, align: str = "centre", parent: QGraphicsItem | None = None,
              z: float = 5) -> QGraphicsSimpleTextItem:
        """A text item with its ``align`` point ("centre", "left", "right") at ``anchor``
        (vertical centre)."""
        item = QGraphicsSimpleTextItem(text)
        font = QFont(self.font())
        font.setPixelSize(int(px))
        font.setBold(bold)
        item.setFont(font)
        item.setBrush(solid(colour))
        rect = item.boundingRect()
        dx = {"centre": rect.width() / 2, "left": 0.0, "right": rect.width()}[align]
        item.setPos(anchor.x() - dx, anchor.y() - rect.height() / 2)
        item.setZValue(z)
        if parent is not None:
            item.setParentItem(parent)
        else:
            self.scene().addItem(item)
        return item

    def _pill(self, text: str, px: float, centre: QPointF, fill: QColor | str, colour: QColor | str,
              *, z: float = 6, pad: float = 8, bold: bool = True) -> QGraphicsPathItem:
        label = QGraphicsSimpleTextItem(text)
        font = QFont(self.font())
        font.setPixelSize(int(px))
        font.setBold(bold)
        label.setFont(font)
        rect = label.boundingRect()
        w, h = rect.width() + 2 * pad, rect.height() + pad * 0.6
        path = QPainterPath()
        path.addRoundedRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), h / 2, h / 2)
        pill = self.scene().addPath(path, QPen(Qt.PenStyle.NoPen), solid(fill))
        pill.setZValue(z)
        label.setBrush(solid(colour))
        label.setParentItem(pill)
        label.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        return pill

    def _card(self, card: Card | None, x: float, y: float, *, width: float = CARD_W, z: float = 10,
              seat: int | None = None, rotation: float = 0.0) -> QGraphicsSvgItem:
        path = card_path(card, self._four_colour)
        item = QGraphicsSvgItem()
        item.setSharedRenderer(renderer_for(path))
        # Scale the 250 x 350 artwork to ``width``, then turn it about its centre.
        scale = width / 250.0
        w, h = width, width * 1.4
        item.setTransform(QTransform().translate(w / 2, h / 2).rotate(rotation).translate(-w / 2, -h / 2)
                          .scale(scale, scale))
        item.setPos(x, y)
        item.setZValue(z)
        item.setData(ROLE_KIND, "card")
        item.setData(ROLE_CARD, "back" if card is None else str(card))
        item.setData(ROLE_PATH, str(path))
        if seat is not None:
            item.setData(ROLE_SEAT, seat)
        self.scene().addItem(item)
        return item

    def _chips(self, centre: QPointF, count: int, colours: Sequence[str], z: float = 8) -> list[QGraphicsItem]:
        """A stack of ``count`` chips centred on ``centre``; returns the chips."""
        w, h, lift = 48.0, 17.0, 6.0
        chips: list[QGraphicsItem] = []
        for i in range(count):
            colour = QColor(colours[i % len(colours)])
            rect = QRectF(centre.x() - w / 2, centre.y() - h / 2 - i * lift + (count - 1) * lift / 2, w, h)
            chip = self.scene().addEllipse(rect, QPen(colour.darker(170), 1.5), solid(colour))
            chip.setZValue(z + i * 0.01)
            inner = QRectF(rect.adjusted(8, 3.5, -8, -3.5))
            ring = self.scene().addEllipse(inner, QPen(QColor(255, 255, 255, 200), 2, Qt.PenStyle.DashLine))
            ring.setZValue(z + i * 0.01 + 0.005)
            chips += (chip, ring)
        return chips

    def _put_in(self, amount: int) -> str:
        """What the chips in front of a seat are, in a dealer's words."""
        return self.tr("put in {0} this street").format(f"{amount:,}")

    @staticmethod
    def _fit_width(item: QGraphicsSimpleTextItem, width: float) -> None:
        """Shrink a label that would run past ``width`` (a large amount), keeping its left edge."""
        natural = item.boundingRect().width()
        if natural > width:
            centre_y = item.pos().y() + item.boundingRect().height() / 2
            scale = width / natural
            item.setScale(scale)
            item.setPos(item.pos().x(), centre_y - item.boundingRect().height() * scale / 2)

    @staticmethod
    def _chip_count(amount: int) -> int:
        return max(1, min(5, int(math.log10(max(amount, 1))) + 2))

    # --- the picture

    def _draw(self, snap: TableSnapshot | None) -> None:
        scene = self.scene()
        self._seat_items = {}
        self._spot_items = {}
        self._card_items = {}
        self._row_items = {}
        self._anim_moves = []        # a redraw mid-flight lands every card at once
        self._anim_hidden = []
        self._highlight_items = []
        self._pulse_items = []
        scene.clear()
        self._snapshot = snap
        self.setBackgroundBrush(solid(self._colour("background")))
        self._draw_table()
        count = 9 if snap is None else max([snap.max_seats] + [s.seat for s in snap.seats])
        self._layout = seat_layout(count)
        occupied = {} if snap is None else {s.seat: s for s in snap.seats}
        for number, geometry in self._layout.items():
            view = occupied.get(number)
            self._draw_seat(number, geometry, view, snap)
        self._draw_centre(snap)
        self._draw_highlights()

    def _draw_table(self) -> None:
        scene = self.scene()
        radius = RAIL.height() / 2
        outer = QPainterPath()
        outer.addRoundedRect(RAIL, radius, radius)
        rail = scene.addPath(outer, QPen(self._colour("rail_edge"), 4), solid(self._colour("rail")))
        rail.setZValue(0)
        rail.setData(ROLE_KIND, "rail")
        felt_rect = RAIL.adjusted(RAIL_WIDTH, RAIL_WIDTH, -RAIL_WIDTH, -RAIL_WIDTH)
        felt_path = QPainterPath()
        felt_path.addRoundedRect(felt_rect, radius - RAIL_WIDTH, radius - RAIL_WIDTH)
        felt = scene.addPath(felt_path, QPen(self._colour("felt_edge"), 5), solid(self._colour("felt")))
        felt.setZValue(1)
        felt.setData(ROLE_KIND, "felt")
        # The betting line: a faint racetrack inside the rows of cards.
        line_rect = QRectF(SIDE_ROW_INSET + ROW_W + 8, 330, SCENE_W - 2 * (SIDE_ROW_INSET + ROW_W + 8), 366)
        line_path = QPainterPath()
        line_path.addRoundedRect(line_rect, 150, 150)
        line = scene.addPath(line_path, QPen(self._colour("felt_line"), 3), QBrush())
        line.setZValue(1.5)
        line.setData(ROLE_KIND, "betting-line")
        # The house dealer's place at the top centre of the rail.
        dealer = QRectF(CENTRE.x() - 100, RAIL.top() - 28, 200, 56)
        path = QPainterPath()
        path.addRoundedRect(dealer, 14, 14)
        plate = scene.addPath(path, QPen(self._colour("plate_edge"), 2), solid(self._colour("dealer")))
        plate.setZValue(4)
        plate.setToolTip("The house dealer")
        self._text("DEALER", 30, self._colour("dealer_text"), bold=True, anchor=dealer.center(), parent=plate)

    def _draw_seat(self, number: int, geo: SeatGeometry, view: SeatView | None,
                   snap: TableSnapshot | None) -> None:
        scene = self.scene()
        plate_rect = geo.plate
        tooltip = f"Seat {number} — click or press {number}" if number <= 9 else f"Seat {number} — click"
        if view is None:
            # An empty seat: a faint number where the plate would be.
            disc = QRectF(plate_rect.center().x() - 30, plate_rect.center().y() - 30, 60, 60)
            item = scene.addEllipse(disc, QPen(self._colour("empty"), 3, Qt.PenStyle.DashLine),
                                    QBrush())
            item.setOpacity(0.6)
            item.setZValue(4)
            self._text(str(number), 32, self._colour("empty"), bold=True, anchor=disc.center(), parent=item)
            item.setToolTip(f"Seat {number} — empty")
            item.setData(ROLE_KIND, "seat")
            item.setData(ROLE_SEAT, number)
            self._seat_items[number] = item
            return
        path = QPainterPath()
        path.addRoundedRect(plate_rect, 16, 16)
        plate = scene.addPath(path, QPen(self._colour("plate_edge"), 2), solid(self._colour("plate")))
        plate.setZValue(4)
        plate.setToolTip(tooltip)
        plate.setData(ROLE_KIND, "seat")
        plate.setData(ROLE_SEAT, number)
        self._seat_items[number] = plate
        if snap is not None and snap.to_act == number:
            ring_path = QPainterPath()
            ring_path.addRoundedRect(plate_rect.adjusted(-6, -6, 6, 6), 21, 21)
            ring = scene.addPath(ring_path, QPen(self._colour("to_act"), 5), QBrush())
            ring.setZValue(3.9)
            ring.setToolTip(f"Seat {number} is to act")
        # The seat number on a disc, the stack and the last action beside it, and
        # across the foot of the plate what the chips in front of the seat are.
        disc_d = 52.0
        disc_top = plate_rect.top() + (6 if view.bet else (PLATE_H - disc_d) / 2)
        disc = QRectF(plate_rect.left() + 7, disc_top, disc_d, disc_d)
        number_disc = QGraphicsEllipseItem(disc)
        number_disc.setPen(QPen(Qt.PenStyle.NoPen))
        number_disc.setBrush(solid(self._colour("number")))
        number_disc.setParentItem(plate)
        self._text(str(number), 36, self._colour("number_text"), bold=True, anchor=disc.center(),
                   parent=plate)
        text_x = disc.right() + 12
        stack_text = "ALL-IN" if view.all_in else f"{view.stack:,}"
        stack_colour = self._colour("allin") if view.all_in else self._colour("plate_text")
        action = "folded" if view.folded else view.last_action
        # Lines beside the disc: higher when the "put in" line is under them.
        stack_y, action_y = (20, 46) if view.bet else (28, 60) if action else (PLATE_H / 2, 0)
        self._text(stack_text, 27 if action or view.bet else 29, stack_colour, bold=True,
                   anchor=QPointF(text_x, plate_rect.top() + stack_y), align="left", parent=plate)
        if action:
            self._text(action, 20, self._colour("plate_muted"),
                       anchor=QPointF(text_x, plate_rect.top() + action_y), align="left", parent=plate)
        if view.bet:
            put_in = self._text(self._put_in(view.bet), 19, self._colour("plate_text"),
                                anchor=QPointF(plate_rect.left() + 10, plate_rect.bottom() - 14),
                                align="left", parent=plate)
            self._fit_width(put_in, plate_rect.width() - 20)
        if view.folded:
            plate.setOpacity(0.45)
        if snap is not None:
            self._draw_markers(number, geo, snap)
        self._draw_row(number, geo, view)
        if view.bet:
            self._draw_bet(number, geo, view.bet, len(view.cards))

    def _draw_markers(self, number: int, geo: SeatGeometry, snap: TableSnapshot) -> None:
        """The dealer's-left tag on the plate's outer side and the dealer button on its corner."""
        plate_rect = geo.plate
        if snap.dealer_left == number:
            y = plate_rect.bottom() + 14 if geo.side == "bottom" else plate_rect.top() - 14
            tag = self._pill("DEALER'S LEFT", 16, QPointF(plate_rect.center().x(), y),
                             self._colour("dealer"), self._colour("dealer_text"), z=3.5, pad=10)
            tag.setToolTip("The first seat to the dealer's left")
        if snap.button == number:
            if geo.side == "bottom":
                c = QPointF(plate_rect.right() + 4, plate_rect.top() + 8)
            else:
                c = QPointF(plate_rect.right() - 22, plate_rect.top() - 2)
            disc = self.scene().addEllipse(QRectF(c.x() - 19, c.y() - 19, 38, 38),
                                           QPen(QColor("#333333"), 2), solid("#ffffff"))
            disc.setZValue(7)
            disc.setToolTip("Dealer button")
            disc.setData(ROLE_KIND, "seat")
            disc.setData(ROLE_SEAT, number)
            self._text("D", 24, "#111111", bold=True, anchor=c, parent=disc)

    def _draw_row(self, number: int, geo: SeatGeometry, view: SeatView) -> None:
        cards = view.cards
        if not cards:
            return
        width = CARD_W + (len(cards) - 1) * CARD_STEP
        row = geo.row
        if geo.align == "left":
            x0 = row.left()
        elif geo.align == "right":
            x0 = row.right() - width
        else:
            x0 = row.center().x() - width / 2
        y0 = row.top()
        # Runs of hole cards shown face up sit in one navy frame labelled "down".
        run_start: int | None = None
        for i, (card, up) in enumerate(cards):
            hole = not up and self._show_hole_cards
            if hole and run_start is None:
                run_start = i
            last_of_run = hole and (i + 1 == len(cards) or cards[i + 1][1])
            if hole and last_of_run and run_start is not None:
                self._down_frame(x0 + run_start * CARD_STEP, x0 + i * CARD_STEP + CARD_W,
                                 y0 + DOWN_DROP, 10 + run_start - 0.5, number)
                run_start = None
        for i, (card, up) in enumerate(cards):
            x = x0 + i * CARD_STEP
            if up:
                item = self._card(card, x, y0, z=10 + i, seat=number)
            else:
                shown = card if self._show_hole_cards else None
                item = self._card(shown, x, y0 + DOWN_DROP, z=10 + i, seat=number)
            item.setToolTip(f"Seat {number}: {card_text(card)} " + ("up" if up else "down"))
            self._card_items[("seat", number, str(card))] = item
            self._row_items.setdefault(number, []).append(item)

    def _down_frame(self, left: float, right: float, top: float, z: float, seat: int) -> None:
        """The "down" marker: a navy frame (the colour of the backs) round hole cards shown face up."""
        rect = QRectF(left - 4, top - 4, right - left + 8, CARD_H + 4 + DOWN_LABEL)
        path = QPainterPath()
        path.addRoundedRect(rect, 9, 9)
        frame = self.scene().addPath(path, QPen(Qt.PenStyle.NoPen), solid(BACK_NAVY))
        frame.setZValue(z)
        frame.setData(ROLE_KIND, "seat")
        frame.setData(ROLE_SEAT, seat)
        frame.setToolTip("Hole cards: face down on the table, shown here for the trainee")
        self._row_items.setdefault(seat, []).append(frame)
        self._text("down", 15, "#ffffff", bold=True, anchor=QPointF(left + 2, rect.bottom() - DOWN_LABEL / 2),
                   align="left", parent=frame)

    def _draw_bet(self, number: int, geo: SeatGeometry, amount: int, cards: int) -> None:
        """Chips next to the seat's cards, the amount beside them towards the middle of the table.

        A bottom seat right of the middle has its chips on the right, so its
        amount runs towards the middle rather than towards the cards of the
        end seat beside it. An end seat's cards sit at the plate's end of its row, so its bet moves
        along with them: next to a short row (or, for a seat that bet and then
        folded, where its first card was) rather than at the far end of the
        row's room, where it would sit nearer a bottom seat's cards than its own.
        """
        rect = geo.bet
        if geo.side != "bottom":
            room = ROW_W - (CARD_W + (max(cards, 1) - 1) * CARD_STEP)
            rect = rect.translated(room if geo.side == "right" else -room, 0)
        centre = rect.center()
        pill = self._pill(f"{amount:,}", 28, QPointF(0, 0), self._colour("pill"), self._colour("pill_text"),
                          pad=10)
        width = pill.boundingRect().width()
        if geo.side == "right" or (geo.side == "bottom" and centre.x() > CENTRE.x()):
            chips_x = rect.right() - 24
            pill.setPos(rect.right() - 52 - width / 2, centre.y())
        else:
            chips_x = rect.left() + 24
            pill.setPos(rect.left() + 52 + width / 2, centre.y())
        chips = self._chips(QPointF(chips_x, centre.y() + 4), self._chip_count(amount),
                            ("#c62828", "#f5f5f5", "#1565c0"))
        tip = self.tr("Seat {0} has put in {1} this street").format(number, f"{amount:,}")
        for item in (pill, *chips):
            item.setData(ROLE_KIND, "seat")
            item.setData(ROLE_SEAT, number)
            item.setData(ROLE_PART, "bet")
            item.setToolTip(tip)

    def _spot(self, name: str, rect: QRectF, tooltip: str, *, dashed: bool) -> QGraphicsRectItem:
        item = QGraphicsRectItem(rect)
        if dashed:
            item.setPen(QPen(self._colour("felt_muted"), 3, Qt.PenStyle.DashLine))
        else:
            item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setBrush(QBrush())
        item.setZValue(3)
        item.setData(ROLE_KIND, name)
        item.setToolTip(tooltip)
        self.scene().addItem(item)
        self._spot_items[name] = item
        return item

    def _draw_centre(self, snap: TableSnapshot | None) -> None:
        stub = snap.stub_count if snap else 52
        burns = len(snap.burns) if snap else 0
        muck = snap.muck_count if snap else 0
        commons = snap.commons if snap else ()
        muted = self._colour("felt_muted")
        text = self._colour("felt_text")
        top = SPOT_TOP
        spot_w, spot_h = CARD_W + 26, CARD_H + 26
        x = CENTRE.x() - CARD_W / 2
        y = top + (spot_h - CARD_H) / 2
        self._stub_pos = QPointF(x, y)
        # In front of the dealer: the muck on their right, the stub, the burns on their left.
        for name, cx, count, label in (("muck", CENTRE.x() - SPOT_GAP, muck, "Muck"),
                                       ("stub", CENTRE.x(), stub, "Stub"),
                                       ("burn", CENTRE.x() + SPOT_GAP, burns, "Burn")):
            rect = QRectF(cx - spot_w / 2, top, spot_w, spot_h)
            plural = "s" if count != 1 else ""
            spot = self._spot(name, rect, f"{label}: {count} card{plural} — click to choose the {label.lower()}",
                              dashed=False)
            outline = QPainterPath()
            outline.addRoundedRect(rect.adjusted(6, 6, -6, -6), 10, 10)
            hint = QGraphicsPathItem(outline)
            hint.setPen(QPen(muted, 2, Qt.PenStyle.DotLine))
            hint.setParentItem(spot)
            x = cx - CARD_W / 2
            if name == "stub":
                for i in range(min(4, (count + 11) // 12)):
                    self._card(None, x - i * 2.5, y - i * 2.5, z=10 + i).setParentItem(spot)
            elif name == "burn":
                shown = min(count, 4)
                for i in range(shown):
                    item = self._card(None, x + (i - (shown - 1) / 2) * 5, y + (i - (shown - 1) / 2) * 3,
                                      z=10 + i, rotation=(-4, 3, -2, 5)[i])
                    item.setParentItem(spot)
                    if i == shown - 1:
                        self._card_items[("burn", 0, "top")] = item
            elif name == "muck":
                angles = (-18.0, 11.0, -6.0, 24.0, -27.0, 4.0)
                for i in range(min(count, len(angles))):
                    item = self._card(None, x + ((i * 7) % 11) - 5, y + ((i * 5) % 9) - 4, z=10 + i,
                                      rotation=angles[i])
                    item.setParentItem(spot)
            self._text(f"{label} {count}", 24, text, bold=True, anchor=QPointF(cx, rect.bottom() + 22))
        # The common card spot in the middle: a dashed outline, the common cards in it.
        n = max(1, len(commons))
        gap = 10.0
        cw = n * CARD_W + (n - 1) * gap + 24
        ch = CARD_H + 24
        crect = QRectF(CENTRE.x() - cw / 2, COMMON_TOP, cw, ch)
        spot = self._spot("common", crect, "Common card: dealt face up for everyone when the stub runs short",
                          dashed=True)
        for i, card in enumerate(commons):
            item = self._card(card, crect.left() + 12 + i * (CARD_W + gap), crect.top() + 12, z=10)
            item.setParentItem(spot)
            item.setToolTip(f"Common card {card_text(card)}")
            self._card_items[("common", 0, str(card))] = item
        self._text("COMMON CARDS" if len(commons) > 1 else "COMMON CARD", 18, muted, bold=True,
                   anchor=QPointF(CENTRE.x(), crect.top() - 22))
        # The pot.
        pot = snap.pot if snap else 0
        pot_y = crect.bottom() + 48
        pot_label = self._text(f"Pot {pot:,}", 38, text, bold=True, anchor=QPointF(CENTRE.x() + 30, pot_y))
        self._chips(QPointF(pot_label.pos().x() - 34, pot_y + 6), self._chip_count(pot) + 1,
                    ("#2e7d32", "#f5f5f5", "#c62828", "#212121"))
        # The game and street, top left, off the table.
        if snap is not None:
            self._text(snap.title, 22, self._colour("text"), bold=True, anchor=QPointF(16, 22), align="left")
            self._text(f"{ordinal(snap.street)} street", 22, self._colour("muted"),
                       anchor=QPointF(16, 52), align="left")

    # --- highlights

    def _draw_highlights(self) -> None:
        scene = self.scene()
        for item in self._highlight_items:
            if item.scene() is scene:
                scene.removeItem(item)
        self._highlight_items = []
        self._pulse_items = []
        for key, kind in self._highlights.items():
            what, _, name = key.partition(":")
            # The first rect is filled and carries the badge; the second (a seat's cards) is outlined.
            rects: list[QRectF] = []
            if what == "seat":
                number = int(name)
                if number not in self._seat_items:
                    continue
                rects.append(self._seat_items[number].sceneBoundingRect().adjusted(-8, -8, 8, 8))
                row_rects = [item.sceneBoundingRect() for item in self._row_items.get(number, [])]
                if row_rects:
                    united = row_rects[0]
                    for r in row_rects[1:]:
                        united = united.united(r)
                    rects.append(united.adjusted(-8, -8, 8, 8))
            elif name in self._spot_items:
                rects.append(self._spot_items[name].sceneBoundingRect().adjusted(-6, -6, 6, 6))
            colour = QColor(HIGHLIGHT_COLOURS[kind])
            for i, rect in enumerate(rects):
                path = QPainterPath()
                path.addRoundedRect(rect, 16, 16)
                fill = QColor(colour)
                fill.setAlpha(50 if i == 0 and kind != "answer" else 0)
                pen = QPen(colour, 7, Qt.PenStyle.DashLine if kind == "answer" else Qt.PenStyle.SolidLine)
                item = scene.addPath(path, pen, solid(fill))
                item.setZValue(30)
                self._highlight_items.append(item)
                if kind == "answer":
                    self._pulse_items.append(item)
                if i == 0:
                    self._highlight_items.append(self._badge(kind, rect))
        if self._pulse_items:
            pulse = self._pulse()
            if pulse.state() != pulse.State.Running:
                pulse.start()
        elif self._pulsing is not None:
            self._pulsing.stop()

    def _badge(self, kind: str, rect: QRectF) -> QGraphicsItem:
        """A symbol beside a highlight, so the mark does not rely on colour alone."""
        c = QPointF(min(rect.right() - 4, SCENE_W - 24), max(rect.top() + 4, 24.0))
        disc = self.scene().addEllipse(QRectF(c.x() - 20, c.y() - 20, 40, 40), QPen(QColor("#ffffff"), 3),
                                       solid(HIGHLIGHT_COLOURS[kind]))
        disc.setZValue(31)
        path = QPainterPath()
        if kind in ("correct", "answer"):
            path.moveTo(c.x() - 10, c.y() + 1)
            path.lineTo(c.x() - 3, c.y() + 8)
            path.lineTo(c.x() + 10, c.y() - 8)
        elif kind == "wrong":
            path.moveTo(c.x() - 8, c.y() - 8)
            path.lineTo(c.x() + 8, c.y() + 8)
            path.moveTo(c.x() + 8, c.y() - 8)
            path.lineTo(c.x() - 8, c.y() + 8)
        else:  # hint: an exclamation mark
            path.moveTo(c.x(), c.y() - 10)
            path.lineTo(c.x(), c.y() + 3)
            path.moveTo(c.x(), c.y() + 9)
            path.lineTo(c.x(), c.y() + 9.5)
        pen = QPen(QColor("#ffffff"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        mark = QGraphicsPathItem(path)
        mark.setPen(pen)
        mark.setParentItem(disc)
        return disc

    def _on_pulse(self, value: float) -> None:
        for item in self._pulse_items:
            item.setOpacity(float(value))

    # --- animation

    def _next_step(self) -> None:
        if self._anim_done is None:
            return
        for item, _start, end in self._anim_moves:
            item.setPos(end)
            item.setVisible(True)
            item.setZValue(item.zValue() - FLIGHT_Z)
        for item in self._anim_hidden:
            item.setVisible(True)
        self._anim_moves = []
        self._anim_hidden = []
        if not self._anim_queue:
            done = self._anim_done
            self._anim_done = None
            done()
            return
        snap = self._anim_queue.pop(0)
        previous = self._snapshot
        self._draw(snap)
        new_keys = self._new_card_keys(previous, snap)
        start = self._stub_pos
        moves: list[tuple[QGraphicsItem, QPointF, QPointF]] = []
        for key in new_keys:
            card_item = self._card_items.get(key)
            if card_item is None:
                continue
            # Cards inside a spot are children of it: move them in the parent's coordinates
            # (topLevelItem, not parentItem: see _target_at).
            parent = card_item.topLevelItem()
            local_start = parent.mapFromScene(start) if parent is not card_item else start
            moves.append((card_item, local_start, card_item.pos()))
        self._anim_moves = moves
        for moving, from_pos, _end in moves:
            moving.setPos(from_pos)
            moving.setVisible(False)
            moving.setZValue(moving.zValue() + FLIGHT_Z)     # fly over everything
        # A seat's "down" frame appears when its cards have landed.
        landing = {item.data(ROLE_SEAT) for item, _s, _e in moves}
        self._anim_hidden = [item for seat, items in self._row_items.items() if seat in landing
                             for item in items if not isinstance(item, QGraphicsSvgItem)]
        for hidden in self._anim_hidden:
            hidden.setVisible(False)
        flight = self._flight_animation()
        flight.setDuration(self._anim_ms * max(1, len(moves)))
        flight.start()

    def _new_card_keys(self, previous: TableSnapshot | None,
                       snap: TableSnapshot) -> list[tuple[str, int, str]]:
        if previous is None:
            return []
        before: set[tuple[str, int, str]] = set()
        for seat in previous.seats:
            before.update(("seat", seat.seat, str(card)) for card, _up in seat.cards)
        before.update(("common", 0, str(card)) for card in previous.commons)
        keys: list[tuple[str, int, str]] = []
        if len(snap.burns) > len(previous.burns):
            keys.append(("burn", 0, "top"))
        for seat in snap.seats:
            keys.extend(("seat", seat.seat, str(card)) for card, _up in seat.cards
                        if ("seat", seat.seat, str(card)) not in before)
        keys.extend(("common", 0, str(card)) for card in snap.commons if ("common", 0, str(card)) not in before)
        return keys

    def _on_anim_value(self, value: float) -> None:
        moves = self._anim_moves
        if not moves:
            return
        progress = float(value)
        n = len(moves)
        for i, (item, start, end) in enumerate(moves):
            local = min(1.0, max(0.0, progress * n - i))
            if local <= 0.0:
                continue
            item.setVisible(True)
            eased = 1 - (1 - local) ** 3
            item.setPos(QPointF(start.x() + (end.x() - start.x()) * eased,
                                start.y() + (end.y() - start.y()) * eased))
