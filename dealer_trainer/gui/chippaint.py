"""Chips a drill sets out to count, drawn as a dealer sees them: stacks of real-looking chips.

A question of the Count the pot and Chips drills carries ``piles``
(:class:`~dealer_trainer.training.questions.ChipPile`: denominations and how
many chips of each, and whether the pile is a pot, a seat's bet or a stack set
out to count). This module draws them: each denomination in its own stacks of
at most twenty chips (as a dealer stacks them), the stacks of a pile side by
side, a pot's piles in the middle of the felt (each pot apart, labelled with
its name only), a bet in front of its seat.

Why a painted item per stack rather than an ellipse item per chip: a pot of
300 chips would be 300 items with their spots, each hit-tested and sorted by
the scene; one :class:`ChipStackItem` paints its chips from bottom to top with
a few path fills each, so the whole pot repaints in a fraction of a frame
(``benchmarks/chip_bench.py``), and it paints as vectors at any scale, crisp on
a HiDPI screen and on paper.

The geometry (:func:`split_stacks`, :func:`fit_width`, :func:`arrange`) is
pure arithmetic on rectangles, checked without drawing; the colours and the
spots of each denomination are :func:`theme.chip_style`'s.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from . import theme
from .tablelayout import (
    CENTRE,
    ROLE_CHIPS,
    ROLE_DENOMINATION,
    ROLE_KIND,
    ROLE_PART,
    ROLE_POT,
    ROLE_SEAT,
    piles_area,
    seat_pile_rect,
)
from .words import number as amount_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

    from ..training.questions import ChipPile
    from ..training.snapshot import TableSnapshot
    from .tablepaint import TablePicture

#: At most this many chips in one stack: a dealer stacks chips in twenties.
STACK_MAX = 20
#: A chip's face seen from a seat at the table: its height as a share of its width.
FACE = 0.42
#: A chip's edge, as a share of its width (a little thicker than life, to be counted on a screen).
THICK = 0.14
#: The gap between two stacks side by side, and between two rows of stacks (shares of the width).
GAP = 0.16
ROW_GAP = 0.3
#: The largest chip drawn, in scene units (a card is 74 wide): big enough to count its edges.
CHIP_MAX_W = 60.0
#: The smallest: below it a pile would not be counted, so it is drawn this size even if crowded.
CHIP_MIN_W = 14.0


class Stack(NamedTuple):
    """One stack of chips of one denomination."""

    denomination: int
    chips: int


class Placed(NamedTuple):
    """A stack and where it stands: ``x`` its centre, ``y`` the bottom of its lowest chip."""

    stack: Stack
    x: float
    y: float
    row: int


def split_stacks(chips: Sequence[tuple[int, int]]) -> list[Stack]:
    """The stacks a dealer makes of ``chips`` ((denomination, count), in the pile's order):
    each denomination in stacks of :data:`STACK_MAX`, the short stack last.

    >>> split_stacks(((25, 47), (5, 3)))
    [Stack(denomination=25, chips=20), Stack(denomination=25, chips=20), Stack(denomination=25, chips=7), Stack(denomination=5, chips=3)]
    """
    stacks: list[Stack] = []
    for denomination, count in chips:
        full, rest = divmod(count, STACK_MAX)
        stacks += [Stack(denomination, STACK_MAX)] * full
        if rest:
            stacks.append(Stack(denomination, rest))
    return stacks


def stack_height(count: int, width: float) -> float:
    """How tall a stack of ``count`` chips of ``width`` stands (its top face included).

    >>> stack_height(20, 40.0)
    128.8
    """
    return round(width * (FACE + THICK * count), 6)


def _rows_needed(stacks: int, width: float, room: float) -> int:
    """How many rows ``stacks`` stacks of chips ``width`` wide need side by side in ``room``."""
    per_row = max(1, int((room + GAP * width) // (width * (1 + GAP))))
    return max(1, math.ceil(stacks / per_row))


def fit_width(region: QRectF, stacks: Sequence[Stack], max_rows: int | None = None) -> float:
    """The widest chip (up to :data:`CHIP_MAX_W`) at which ``stacks`` fit in ``region``,
    in as many rows (up to ``max_rows``) as suit them best.

    >>> fit_width(QRectF(0, 0, 400, 300), [Stack(5, 20)] * 3)
    60.0
    >>> round(fit_width(QRectF(0, 0, 200, 100), [Stack(5, 20)] * 6), 2)
    29.41
    """
    if not stacks:
        return CHIP_MAX_W
    tallest = max(stack.chips for stack in stacks)
    best = 0.0
    for rows in range(1, min(len(stacks), max_rows or len(stacks)) + 1):
        per_row = math.ceil(len(stacks) / rows)
        by_width = region.width() / (per_row + (per_row - 1) * GAP)
        by_height = region.height() / (rows * (FACE + THICK * tallest) + (rows - 1) * ROW_GAP)
        best = max(best, min(by_width, by_height))
    return max(CHIP_MIN_W, min(CHIP_MAX_W, best))


def arrange(region: QRectF, stacks: Sequence[Stack], width: float, *, foot: bool = False) -> list[Placed]:
    """Where each stack stands in ``region`` for chips ``width`` wide: rows of stacks side by
    side, in order from the back row, each row centred, the whole block centred (or, with
    ``foot``, standing on the region's foot).

    >>> [(p.x, p.y) for p in arrange(QRectF(0, 0, 300, 100), [Stack(1, 5)] * 2, 40.0)]
    [(126.8, 72.4), (173.2, 72.4)]
    """
    if not stacks:
        return []
    rows = _rows_needed(len(stacks), width, region.width())
    per_row = math.ceil(len(stacks) / rows)
    chunks = [list(stacks[i : i + per_row]) for i in range(0, len(stacks), per_row)]
    heights = [stack_height(max(s.chips for s in chunk), width) for chunk in chunks]
    block = sum(heights) + (len(chunks) - 1) * ROW_GAP * width
    top = region.bottom() - block if foot else region.center().y() - block / 2
    placed: list[Placed] = []
    for row, (chunk, height) in enumerate(zip(chunks, heights, strict=True)):
        span = len(chunk) * width + (len(chunk) - 1) * GAP * width
        left = region.center().x() - span / 2
        bottom = top + height
        for i, stack in enumerate(chunk):
            x = left + width / 2 + i * width * (1 + GAP)
            placed.append(Placed(stack, round(x, 6), round(bottom, 6), row))
        top = bottom + ROW_GAP * width
    return placed


def block_rect(placed: Sequence[Placed], width: float) -> QRectF:
    """The rectangle the placed stacks cover (empty for no stacks)."""
    rect = QRectF()
    for p in placed:
        rect = rect.united(stack_rect(p, width))
    return rect


def stack_rect(p: Placed, width: float) -> QRectF:
    """The rectangle one placed stack covers in the scene."""
    height = stack_height(p.stack.chips, width)
    return QRectF(p.x - width / 2, p.y - height, width, height)


@lru_cache(maxsize=512)
def _stack_paths(
    width: float, spots_round: int, spot_width: float, double: bool, count: int
) -> tuple[QPainterPath, QPainterPath, QPainterPath, QPainterPath]:
    """A stack's shapes (its edges, their spots, the lines between chips, the top face's
    spots), with its foot's middle at (0, 0): built once per size and pattern, and shared
    by every stack alike (a pot's full stacks of one colour are the same shapes)."""
    w, face, thick = width, width * FACE, width * THICK
    rx, ry = w / 2, face / 2
    spans = _spot_spans(spots_round, spot_width, double)
    edges = QPainterPath()
    lines = QPainterPath()
    spots = QPainterPath()
    for i in range(count):
        foot = -thick * i  # this chip's foot, above the chips under it
        centre_y = foot - ry  # the centre of its foot's ellipse
        lines.moveTo(-rx, centre_y)
        lines.arcTo(QRectF(-rx, centre_y - ry, w, face), 180, 180)
        # The spots on the front of the edge, where the chip's turn puts them.
        turn = _turn(spots_round, i)
        for start, end in spans:
            for shift in (0.0, -2 * math.pi):  # a spot may wrap round past 2π
                lo, hi = max(start + turn + shift, 0.08), min(end + turn + shift, math.pi - 0.08)
                if lo >= hi:
                    continue
                mid = (lo + hi) / 2
                top = [QPointF(rx * math.cos(t), centre_y - thick + ry * math.sin(t)) for t in (lo, mid, hi)]
                bottom = [QPointF(rx * math.cos(t), centre_y + ry * math.sin(t)) for t in (hi, mid, lo)]
                spots.addPolygon(QPolygonF(top + bottom))
                spots.closeSubpath()
    # The edges of all the chips as one shape (they tile: each chip's band runs from
    # its foot to the foot of the chip on it), the top face laid over its top.
    edges.moveTo(-rx, -ry - thick * count)
    edges.lineTo(-rx, -ry)
    edges.arcTo(QRectF(-rx, -face, w, face), 180, 180)
    edges.lineTo(rx, -ry - thick * count)
    edges.closeSubpath()
    # The two sides of the stack, drawn once from its foot to its top.
    lines.moveTo(-rx, -ry)
    lines.lineTo(-rx, -ry - thick * count)
    lines.moveTo(rx, -ry)
    lines.lineTo(rx, -ry - thick * count)
    # The top chip's face: its rim's spots and its inlay.
    top_y = -thick * count - ry
    rim = QPainterPath()
    turn = _turn(spots_round, count)
    inner = 0.74
    for start, end in spans:
        lo, hi = start + turn, end + turn
        mid = (lo + hi) / 2
        outer_pts = [QPointF(rx * math.cos(t), top_y + ry * math.sin(t)) for t in (lo, mid, hi)]
        inner_pts = [
            QPointF(inner * rx * math.cos(t), top_y + inner * ry * math.sin(t)) for t in (hi, mid, lo)
        ]
        rim.addPolygon(QPolygonF(outer_pts + inner_pts))
        rim.closeSubpath()
    return edges, spots, lines, rim


def _spot_spans(spots: int, spot_width: float, double: bool) -> list[tuple[float, float]]:
    """The spots round a chip as (start, end) angles in radians, before the chip's turn."""
    step = 2 * math.pi / spots
    half = spot_width * step / 2
    spans: list[tuple[float, float]] = []
    for k in range(spots):
        centre = k * step
        if double:
            part = half * 0.42
            spans += [(centre - half, centre - half + 2 * part), (centre + half - 2 * part, centre + half)]
        else:
            spans.append((centre - half, centre + half))
    return spans


def _turn(spots: int, i: int) -> float:
    """How far chip ``i`` of a stack is turned: a golden share of the gap between two spots
    more than the chip under it, so the spots of a stack never line up into stripes."""
    return (i * 0.618034 % 1.0) * 2 * math.pi / spots


class ChipStackItem(QGraphicsItem):
    """One stack of chips of one denomination, painted from the bottom chip up.

    Its position is the middle of the stack's foot. Each chip shows its edge
    with the spots of its denomination, turned a little from the chip below
    (as real chips lie); the top chip shows its face: the spots round its rim,
    the inlay, and the value printed on it where the chip is big enough on
    screen to read.

    The chips' edges tile (each chip's band runs from its foot to the foot of
    the chip on it), so the whole stack is built once as four paths — the
    edges as one shape, their spots, the lines between chips, the top face's
    spots — and painted with a handful of fills however tall it is.
    """

    def __init__(self, stack: Stack, width: float, style: theme.ChipStyle, font: QFont) -> None:
        super().__init__()
        self.stack = stack
        self.width = width
        self.style = style
        self._font = QFont(font)
        self._font.setBold(True)
        w, face, thick = width, width * FACE, width * THICK
        rx, ry = w / 2, face / 2
        count = stack.chips
        height = face + thick * count
        pad = max(1.0, w * 0.03)
        self._bounds = QRectF(-w / 2 - pad, -height - pad, w + 2 * pad, height + 2 * pad)
        top_y = -thick * count - ry
        self._top_y = top_y
        self._face_rect = QRectF(-rx, top_y - ry, w, face)
        self._inlay_rect = QRectF(-rx * 0.6, top_y - ry * 0.6, w * 0.6, face * 0.6)
        self._edges, self._spots, self._lines, self._rim = _stack_paths(
            width, style.spots, style.spot_width, style.double, count
        )
        self._side_fill = QColor(style.body).darker(118)
        self._body = QColor(style.body)
        self._spot = QColor(style.spot)
        self._inlay = QColor(style.inlay)
        self._ink = QColor(style.ink)
        self._edge_pen = QPen(QColor(style.edge), max(0.5, w * 0.022))
        self._edge_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self._inlay_pen = QPen(self._body.darker(140), max(0.4, w * 0.012))
        # The value printed on the inlay, in a font that fits it.
        self._text = amount_text(stack.denomination)
        self._font.setPixelSize(max(1, round(w * 0.3)))
        room = self._inlay_rect.width() * 0.9
        advance = QFontMetricsF(self._font).horizontalAdvance(self._text)
        if advance > room:
            self._font.setPixelSize(max(1, int(w * 0.3 * room / advance)))

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        no_pen = QPen(Qt.PenStyle.NoPen)
        painter.setPen(no_pen)
        painter.fillPath(self._edges, self._side_fill)
        painter.fillPath(self._spots, self._spot)
        painter.strokePath(self._lines, self._edge_pen)
        painter.setPen(self._edge_pen)
        painter.setBrush(self._body)
        painter.drawEllipse(self._face_rect)
        painter.fillPath(self._rim, self._spot)
        painter.setPen(self._inlay_pen)
        painter.setBrush(self._inlay)
        painter.drawEllipse(self._inlay_rect)
        # The value on the inlay, where it is big enough on screen to read.
        w = self.width
        if w * option.levelOfDetailFromTransform(painter.worldTransform()) < 26:
            return
        inlay = self._inlay_rect
        squash = 0.62  # the print lies on the chip's face, foreshortened
        painter.save()
        painter.translate(0, self._top_y)
        painter.scale(1, squash)
        painter.setFont(self._font)
        painter.setPen(self._ink)
        box = QRectF(-inlay.width() / 2, -inlay.height() / squash / 2, inlay.width(), inlay.height() / squash)
        painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), self._text)
        painter.restore()


# --- the piles of a question on the table ------------------------------------------------------

#: Room under a pot's stacks for its name.
LABEL_H = 34.0
#: The gap between two pots side by side, or one above the other.
POT_GAP = 26.0
#: Chips at least this wide let every pot stand in one line of stacks.
LINE_MIN_W = 28.0


class _Group(NamedTuple):
    """The piles that stand together: one pot's, one seat's, or one stack set out to count."""

    piles: tuple[ChipPile, ...]
    stacks: tuple[Stack, ...]
    pot: int | None
    seat: int | None


def _groups(piles: Sequence[ChipPile]) -> tuple[list[_Group], dict[int, _Group]]:
    """The middle's groups (the pots in order, then each lone stack) and each seat's."""
    pots: dict[int, list[ChipPile]] = {}
    seats: dict[int, list[ChipPile]] = {}
    middle: list[_Group] = []
    lone: list[_Group] = []
    for pile in piles:
        if pile.seat is not None:
            seats.setdefault(pile.seat, []).append(pile)
        elif pile.pot is not None:
            pots.setdefault(pile.pot, []).append(pile)
        else:
            lone.append(_Group((pile,), tuple(split_stacks(pile.chips)), None, None))
    for pot in sorted(pots):
        group = tuple(pots[pot])
        middle.append(_Group(group, tuple(s for p in group for s in split_stacks(p.chips)), pot, None))
    by_seat = {
        seat: _Group(tuple(group), tuple(s for p in group for s in split_stacks(p.chips)), None, seat)
        for seat, group in seats.items()
    }
    return middle + lone, by_seat


def _middle_regions(area: QRectF, groups: Sequence[_Group]) -> tuple[list[QRectF], int | None]:
    """The room of each of the middle's groups in ``area``: in rows of groups (the main pot
    alone on top, or the pots shared out), each as wide as its share of the stacks.

    A pot reads best as one line of stacks, as a dealer sets it out: the rooms that
    give each group one line of chips at least :data:`LINE_MIN_W` wide are taken;
    failing that, those where the chips, in lines as many as needed, are largest.
    Returns the rooms and the most lines of stacks a group may have (None: any).
    """
    if not groups:
        return [], None
    n = len(groups)
    splits: list[list[int]] = [[n]]  # how many groups in each row, from the top
    if n >= 2:
        splits += [[1, n - 1], [math.ceil(n / 2), n // 2]]
    if n >= 3:
        splits.append([len(range(r, n, 3)) for r in range(3)])
    candidates: list[tuple[float, float, list[QRectF]]] = []
    for split in splits:
        regions: list[QRectF] = []
        row_h = (area.height() - (len(split) - 1) * POT_GAP) / len(split)
        first = 0
        for r, size in enumerate(split):
            chunk = groups[first : first + size]
            first += size
            weights = [max(2, len(g.stacks)) for g in chunk]
            room = area.width() - (len(chunk) - 1) * POT_GAP
            x = area.left()
            for weight in weights:
                width = room * weight / sum(weights)
                regions.append(QRectF(x, area.top() + r * (row_h + POT_GAP), width, row_h))
                x += width + POT_GAP
        pairs = list(zip(groups, regions, strict=True))
        line = min(fit_width(_stacks_room(g, rect), g.stacks, 1) for g, rect in pairs)
        any_rows = min(fit_width(_stacks_room(g, rect), g.stacks) for g, rect in pairs)
        candidates.append((line, any_rows, regions))
    lines = [c for c in candidates if c[0] >= LINE_MIN_W]
    if lines:
        return max(lines, key=lambda c: c[0])[2], 1
    return max(candidates, key=lambda c: c[1])[2], None


def _stacks_room(group: _Group, region: QRectF) -> QRectF:
    """The part of a group's region its stacks may use: above the label under a pot."""
    return region.adjusted(0, 0, 0, -LABEL_H) if group.pot is not None or group.seat is None else region


def _packed(
    laid: list[tuple[_Group, list[Placed]]], tops: Sequence[float], chip: float, area: QRectF
) -> list[tuple[_Group, list[Placed]]]:
    """The middle's rows of groups moved together (each row as tall as its tallest stacks
    and its labels, :data:`POT_GAP` apart), and the whole of them in the middle of ``area``:
    a main pot of a few chips sits just over its side pots, not half the felt away."""
    rows = sorted(set(tops))
    shifts: dict[float, float] = {}
    cursor = 0.0
    for top in rows:
        blocks = [block_rect(placed, chip) for (_g, placed), t in zip(laid, tops, strict=True) if t == top]
        blocks = [b for b in blocks if not b.isNull()]
        if not blocks:
            continue
        head = min(b.top() for b in blocks)
        foot = max(b.bottom() for b in blocks)
        shifts[top] = cursor - head
        cursor += foot - head + LABEL_H + POT_GAP
    used = cursor - POT_GAP
    start = area.center().y() - used / 2
    return [
        (group, [p._replace(y=round(p.y + shifts.get(top, 0.0) + start, 6)) for p in placed])
        for (group, placed), top in zip(laid, tops, strict=True)
    ]


def pot_name(pot: int, pots: int) -> str:
    """A pot's name on the table: "Pot" alone, else "Main pot", "Side pot 1" …"""
    if pots == 1 and pot == 0:
        return QCoreApplication.translate("TableView", "Pot")
    if pot == 0:
        return QCoreApplication.translate("TableView", "Main pot")
    return QCoreApplication.translate("TableView", "Side pot {number}").format(number=pot)


def paint_piles(
    picture: TablePicture,
    snap: TableSnapshot | None,
    piles: Sequence[ChipPile],
    *,
    figures: bool,
    palette: str,
) -> list[QGraphicsItem]:
    """Draw ``piles`` on ``picture``'s table at ``snap``: the pots and lone stacks in the
    middle, a seat's chips in front of it; every chip the same size, the largest at
    which all of them fit. ``figures`` adds each pile's amount (after the answer);
    without it nothing drawn says how much the chips are. Returns the stacks made."""
    middle, seats = _groups(piles)
    cards = {view.seat: len(view.cards) for view in snap.seats} if snap is not None else {}
    seat_regions = {
        seat: seat_pile_rect(picture.layout[seat], cards.get(seat, 0))
        for seat in seats
        if seat in picture.layout
    }
    bottom_bets = any(picture.layout[seat].side == "bottom" for seat in seat_regions)
    area = piles_area(bool(snap is not None and snap.commons), bottom_bets)
    regions, lines = _middle_regions(area, middle)
    middle_rooms = [(g, _stacks_room(g, r)) for g, r in zip(middle, regions, strict=True)]
    seat_rooms = [(seats[seat], rect) for seat, rect in seat_regions.items()]
    if not middle_rooms and not seat_rooms:
        return []
    chip = min(
        [fit_width(room, group.stacks, lines) for group, room in middle_rooms]
        + [fit_width(room, group.stacks) for group, room in seat_rooms]
    )
    # The middle's stacks stand on the foot of their rooms (the pots of a row in line),
    # and the whole of them in the middle of the area.
    laid = [(group, arrange(room, group.stacks, chip, foot=True)) for group, room in middle_rooms]
    laid = _packed(laid, [room.top() for _g, room in middle_rooms], chip, area)
    laid += [(group, arrange(room, group.stacks, chip, foot=True)) for group, room in seat_rooms]
    pots = sum(1 for g in middle if g.pot is not None)
    made: list[QGraphicsItem] = []
    # A pot's name is never wider than its room, so two pots' names never run together.
    widths = [room.width() + POT_GAP - 4 for _group, room in middle_rooms]
    for index, (group, placed) in enumerate(laid):
        for p in placed:
            style = theme.chip_style(p.stack.denomination, palette)
            item = ChipStackItem(p.stack, chip, style, picture.font)
            item.setPos(p.x, p.y)
            item.setZValue(8 + p.row * 0.01)
            value = amount_text(p.stack.denomination)
            if figures and p.stack.chips == 1:
                tip = QCoreApplication.translate("TableView", "One chip of {value}").format(value=value)
            elif figures:
                tip = QCoreApplication.translate("TableView", "{count} chips of {value}").format(
                    count=p.stack.chips, value=value
                )
            else:
                tip = QCoreApplication.translate("TableView", "Chips of {value} to count").format(value=value)
            item.setToolTip(tip)
            item.setData(ROLE_DENOMINATION, p.stack.denomination)
            item.setData(ROLE_CHIPS, p.stack.chips)
            if group.seat is not None:
                item.setData(ROLE_KIND, "seat")
                item.setData(ROLE_SEAT, group.seat)
                item.setData(ROLE_PART, "pile")
            else:
                item.setData(ROLE_KIND, "chips")
                item.setData(ROLE_PART, "pot" if group.pot is not None else "stack")
                if group.pot is not None:
                    item.setData(ROLE_POT, group.pot)
            picture.scene.addItem(item)
            made.append(item)
        block = block_rect(placed, chip)
        amount = amount_text(group.piles[0].total) if figures and len(group.piles) == 1 else ""
        if group.pot is not None:
            name = pot_name(group.pot, pots)
            words = (
                QCoreApplication.translate("TableView", "{pot}: {amount}").format(pot=name, amount=amount)
                if amount
                else name
            )
        else:
            words = amount
        if not words:
            continue
        if group.seat is None:  # a pot's name under its stacks
            centre = QPointF(block.center().x(), block.bottom() + LABEL_H / 2 + 2)
            label = picture.pill(
                words,
                22,
                centre,
                picture.colour("pill"),
                picture.colour("pill_text"),
                z=9,
                pad=9,
                max_width=widths[index],
            )
            label.setData(ROLE_KIND, "pile-label")
            continue
        # A bet's amount beside its chips, towards the middle of the table, as the bets' are.
        label = picture.pill(
            words, 24, QPointF(0, 0), picture.colour("pill"), picture.colour("pill_text"), z=9, pad=9
        )
        half = label.boundingRect().width() / 2
        towards_left = block.center().x() > CENTRE.x()
        x = block.left() - 6 - half if towards_left else block.right() + 6 + half
        label.setPos(x, block.bottom() - 16)
        label.setData(ROLE_KIND, "seat")
        label.setData(ROLE_SEAT, group.seat)
        label.setData(ROLE_PART, "pile")
    return made


__all__ = [
    "CHIP_MAX_W",
    "CHIP_MIN_W",
    "FACE",
    "GAP",
    "LABEL_H",
    "POT_GAP",
    "ROW_GAP",
    "STACK_MAX",
    "THICK",
    "ChipStackItem",
    "Placed",
    "Stack",
    "arrange",
    "block_rect",
    "fit_width",
    "paint_piles",
    "pot_name",
    "split_stacks",
    "stack_height",
    "stack_rect",
]
