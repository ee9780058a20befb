"""Where everything on the drawn table goes: the scene's size, the seats, rows, bets and spots.

Pure geometry, kept apart from the painting so seat positions can be checked
without drawing anything (``tests/test_table_layout.py``). The only Qt types
are :class:`QPointF` and :class:`QRectF`, the value types the scene itself
takes.

Layout: the house dealer sits at the top centre with the muck, stub and burn
pile in front of them; seat 1 (the dealer's left) is at the top of the right
end and the seats run clockwise down the right end, along the bottom and up the
left end. The common card spot and the pot are in the middle.

>>> layout = seat_layout(8)
>>> [layout[n].side for n in range(1, 9)]
['right', 'right', 'right', 'bottom', 'bottom', 'left', 'left', 'left']
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QPointF, QRectF

if TYPE_CHECKING:
    from ..engine.cards import Card

#: The data roles every clickable item carries (see :mod:`dealer_trainer.gui.table`).
ROLE_KIND = 0
ROLE_SEAT = 1
ROLE_CARD = 2
ROLE_PATH = 3
ROLE_PART = 4
#: On a stack of chips a drill sets out to count: its denomination, its chips, its pot.
ROLE_DENOMINATION = 5
ROLE_CHIPS = 6
ROLE_POT = 7
#: On a seat's card: its position among the seat's cards (0 = the first dealt).
ROLE_INDEX = 8

#: The places in front of the dealer and in the middle that a click can choose.
SPOTS = ("stub", "burn", "common", "muck")

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTRE = QPointF(800.0, 525.0)
RAIL = QRectF(90.0, 105.0, 1420.0, 840.0)  # outer edge of the rail: a racetrack oval
RAIL_WIDTH = 36.0
CARD_W = 74.0
CARD_H = CARD_W * 1.4
CARD_STEP = 25.0  # overlap: each card still shows its corner index
DOWN_DROP = 10.0  # hole cards sit a little lower than up cards
DOWN_LABEL = 20.0  # the "down" label under hole cards shown face up
ROW_MAX = 7
ROW_W = CARD_W + (ROW_MAX - 1) * CARD_STEP
ROW_H = CARD_H + DOWN_DROP + DOWN_LABEL + 2
PLATE_W, PLATE_H = 206.0, 88.0  # three lines: stack, last action, chips put in
BET_W, BET_H = 130.0, 44.0
BET_Y = 30.0  # end seats' bets: from the row's top, level with the cards
MARGIN = 14.0
SIDE_ROW_INSET = 246.0  # from the scene edge to the end seats' card rows
BOTTOM_ROW_TOP = 734.0
SPOT_TOP = 148.0  # the stub, burn and muck spots in front of the dealer
SPOT_GAP = 114.0
COMMON_TOP = 412.0
#: Where the stub's top card lies: dealt cards fly from here.
STUB_POS = QPointF(CENTRE.x() - CARD_W / 2, SPOT_TOP + 13)


class SeatGeometry(NamedTuple):
    """Where one seat's parts go, in scene coordinates (a NamedTuple: cheaper
    to define than a dataclass while the window opens)."""

    plate: QRectF  # the name plate (number, stack, last action)
    row: QRectF  # the block a full row of seven cards uses, "down" labels included
    bet: QRectF  # the chips and amount in front of the seat
    align: str  # "left", "right" or "centre": where a shorter row sits in the block
    side: str  # "right", "bottom" or "left": which part of the table


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


def seat_count(max_seats: int, seats: list[int]) -> int:
    """How many seats to draw: the table's size, or more if a seat number is past it.

    >>> seat_count(8, [1, 3, 8]), seat_count(6, [2, 7])
    (8, 7)
    """
    return max([max_seats] + seats)


def row_width(cards: int) -> float:
    """The width of a row of ``cards`` overlapping cards (one card's for an empty row)."""
    return CARD_W + (max(cards, 1) - 1) * CARD_STEP


def row_left(geo: SeatGeometry, cards: int) -> float:
    """The left edge of a seat's first card: a shorter row sits at the plate's end
    of its block (or in the middle of it, at the bottom)."""
    width = CARD_W + (cards - 1) * CARD_STEP
    row = geo.row
    if geo.align == "left":
        return row.left()
    if geo.align == "right":
        return row.right() - width
    return row.center().x() - width / 2


def bet_rect(geo: SeatGeometry, cards: int) -> QRectF:
    """Where a seat's chips and amount go, for a row of ``cards`` cards.

    An end seat's cards sit at the plate's end of its row, so its bet moves
    along with them: next to a short row (or, for a seat that bet and then
    folded, where its first card was) rather than at the far end of the
    row's room, where it would sit nearer a bottom seat's cards than its own.
    """
    rect = geo.bet
    if geo.side != "bottom":
        room = ROW_W - row_width(cards)
        rect = rect.translated(room if geo.side == "right" else -room, 0)
    return rect


def chips_on_right(geo: SeatGeometry, bet: QRectF) -> bool:
    """Whether a bet's chips sit at its right end (the amount then runs to their left).

    A bottom seat right of the middle has its chips on the right, so its
    amount runs towards the middle rather than towards the cards of the
    end seat beside it.
    """
    return geo.side == "right" or (geo.side == "bottom" and bet.center().x() > CENTRE.x())


#: The middle of the felt where the chips of the pots (or a stack to count) go: between
#: the end seats' bets, under the stub's labels, above the bottom seats' cards.
PILES_AREA = QRectF(624.0, 336.0, 352.0, 388.0)
#: Its top under the common cards, when there are any.
PILES_UNDER_COMMONS = 558.0
#: Its foot when bottom seats have chips in front of them (their piles stand below it).
PILES_ABOVE_BETS = 640.0
#: A bottom seat's chips: over its cards, under the pots.
SEAT_PILE_TOP = 646.0
SEAT_PILE_W = 140.0
#: An end seat's chips: beside its cards, from a little above the row to the foot of its bet.
SEAT_PILE_RISE = 16.0


def piles_area(commons: bool, bottom_bets: bool) -> QRectF:
    """Where the middle's chips go: under the common cards if any are dealt, above the
    bottom seats' chips if any stand there.

    >>> piles_area(False, False).getCoords(), piles_area(True, True).getCoords()
    ((624.0, 336.0, 976.0, 724.0), (624.0, 558.0, 976.0, 640.0))
    """
    area = QRectF(PILES_AREA)
    if commons:
        area.setTop(PILES_UNDER_COMMONS)
    if bottom_bets:
        area.setBottom(PILES_ABOVE_BETS)
    return area


def seat_pile_rect(geo: SeatGeometry, cards: int) -> QRectF:
    """Where the chips counted in front of a seat stand: where its bet goes, taller.

    An end seat's run from a little above its row to the foot of its bet, beside
    its cards; a bottom seat's from under the pots to its cards.
    """
    bet = bet_rect(geo, cards)
    if geo.side == "bottom":
        return QRectF(
            bet.center().x() - SEAT_PILE_W / 2, SEAT_PILE_TOP, SEAT_PILE_W, BOTTOM_ROW_TOP - 4 - SEAT_PILE_TOP
        )
    top = geo.row.top() - SEAT_PILE_RISE
    return QRectF(bet.left(), top, bet.width(), bet.bottom() - top)


def chip_count(amount: int) -> int:
    """How many chips stand for ``amount``: two, and one more for each power of ten, at most 5.

    >>> [chip_count(a) for a in (0, 5, 20, 328, 4_579, 1_000_000)]
    [2, 2, 3, 4, 5, 5]
    """
    return max(1, min(5, int(math.log10(max(amount, 1))) + 2))


__all__ = [
    "BET_H",
    "BET_W",
    "BET_Y",
    "BOTTOM_ROW_TOP",
    "CARD_H",
    "CARD_STEP",
    "CARD_W",
    "CENTRE",
    "COMMON_TOP",
    "DOWN_DROP",
    "DOWN_LABEL",
    "MARGIN",
    "PILES_ABOVE_BETS",
    "PILES_AREA",
    "PILES_UNDER_COMMONS",
    "PLATE_H",
    "PLATE_W",
    "RAIL",
    "RAIL_WIDTH",
    "ROLE_CARD",
    "ROLE_CHIPS",
    "ROLE_DENOMINATION",
    "ROLE_INDEX",
    "ROLE_KIND",
    "ROLE_PART",
    "ROLE_PATH",
    "ROLE_POT",
    "ROLE_SEAT",
    "ROW_H",
    "ROW_MAX",
    "ROW_W",
    "SCENE_H",
    "SCENE_W",
    "SEAT_PILE_RISE",
    "SEAT_PILE_TOP",
    "SEAT_PILE_W",
    "SIDE_ROW_INSET",
    "SPOTS",
    "SPOT_GAP",
    "SPOT_TOP",
    "STUB_POS",
    "SeatGeometry",
    "bet_rect",
    "chip_count",
    "chips_on_right",
    "piles_area",
    "row_left",
    "row_width",
    "seat_count",
    "seat_layout",
    "seat_pile_rect",
]


def seat_card_name(card: Card | None, index: int) -> str:
    """The name a seat's card is known by on the table (its key among the cards drawn): the card
    itself, or for a card the table was not given (a class question's face-down card), its place
    in the row — so the dealing still flies each new one in."""
    return f"down{index}" if card is None else str(card)
