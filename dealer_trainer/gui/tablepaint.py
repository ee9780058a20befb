"""Painting the table: the scene items for the felt, seats, cards, chips, spots and marks.

Why this is longer than most GUI modules: it is one class, :class:`TablePicture`,
whose parts (plates, rows of cards, bets, the spots, the marks) are laid out
against each other on one scene and share the picture's index of items; split
apart, each part would need that whole state handed to it. The geometry it
uses is :mod:`.tablelayout`'s, the colours :mod:`.theme`'s, the flight
:mod:`.tableanimation`'s.

:class:`TablePicture` draws one :class:`~dealer_trainer.training.snapshot.TableSnapshot`
into a scene and keeps the items it made by what they stand for (seat plates,
spots, cards, a seat's row), so the view can answer clicks, mark an answer
and fly dealt cards without searching the scene. A new picture is painted
for every change (a new snapshot, a deck or colour change); the view keeps
only the latest.

Every clickable item carries ``ROLE_KIND`` and, for a seat's items,
``ROLE_SEAT``; cards also carry ``ROLE_CARD`` and ``ROLE_PATH`` (see
:mod:`dealer_trainer.gui.tablelayout`). Colours come from
:mod:`dealer_trainer.gui.theme`; words go through Qt's translation, in the
``TableView`` context.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from . import theme
from .answerwords import seat_action, table_title
from .assets import card_path
from .chippaint import paint_piles
from .tablelayout import (
    CARD_H,
    CARD_STEP,
    CARD_W,
    CENTRE,
    COMMON_TOP,
    DOWN_DROP,
    DOWN_LABEL,
    PLATE_H,
    RAIL,
    RAIL_WIDTH,
    ROLE_CARD,
    ROLE_INDEX,
    ROLE_KIND,
    ROLE_PART,
    ROLE_PATH,
    ROLE_SEAT,
    ROW_W,
    SCENE_W,
    SIDE_ROW_INSET,
    SPOT_GAP,
    SPOT_TOP,
    STUB_POS,
    SeatGeometry,
    bet_rect,
    chip_count,
    chips_on_right,
    row_left,
    seat_card_name,
    seat_count,
    seat_layout,
)
from .words import number as amount_text

if TYPE_CHECKING:
    from ..engine.actions import ActionKind
    from ..engine.cards import Card
    from ..training.questions import ChipPile
    from ..training.snapshot import SeatView, TableSnapshot

#: A card's key in :attr:`TablePicture.card_items`: ``("seat", 3, "Th")``,
#: ``("common", 0, "As")`` or ``("burn", 0, "top")``.
CardKey = tuple[str, int, str]
#: The number on a count badge (:meth:`TablePicture.paint_counts`).
ROLE_COUNT = 9

_RENDERERS: dict[Path, QSvgRenderer] = {}


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
    last = n % 10 if n % 100 not in (11, 12, 13) else 0
    if last == 1:
        return QCoreApplication.translate("ordinal", "{n}st").format(n=n)
    if last == 2:
        return QCoreApplication.translate("ordinal", "{n}nd").format(n=n)
    if last == 3:
        return QCoreApplication.translate("ordinal", "{n}rd").format(n=n)
    return QCoreApplication.translate("ordinal", "{n}th").format(n=n)


class TablePicture:
    """One painting of the table into ``scene``, and the items it made.

    ``colours`` is the palette (:func:`theme.table_palette`), ``font`` the
    view's font (text sizes are set in pixels on copies of it).
    """

    def __init__(
        self,
        scene: QGraphicsScene,
        font: QFont,
        colours: Mapping[str, str],
        *,
        four_colour: bool,
        show_hole_cards: bool,
        piles: Sequence[ChipPile] = (),
        hide_figures: bool = False,
        chip_palette: str = "light",
    ) -> None:
        self.scene = scene
        self.font = font
        self.colours = colours
        self.four_colour = four_colour
        self.show_hole_cards = show_hole_cards
        #: Each seat's plate (or, for an empty seat, its faint number).
        self.seat_items: dict[int, QGraphicsItem] = {}
        #: The "stub", "burn", "common" and "muck" spots, and the "pot" (a place to click and mark).
        self.spot_items: dict[str, QGraphicsItem] = {}
        #: The cards that can be dealt, by :data:`CardKey`.
        self.card_items: dict[CardKey, QGraphicsSvgItem] = {}
        #: A seat's cards and its "down" frame.
        self.row_items: dict[int, list[QGraphicsItem]] = {}
        #: Where the stub's top card lies.
        self.stub_pos = STUB_POS
        self.layout: dict[int, SeatGeometry] = {}
        #: Chips set out to count (:mod:`.chippaint` draws them), and whether every figure
        #: that tells their amount is left off (while the question is asked).
        self.piles = tuple(piles)
        self.hide_figures = hide_figures
        self.chip_palette = chip_palette
        #: The stacks of chips drawn for :attr:`piles`.
        self.pile_items: list[QGraphicsItem] = []

    def colour(self, key: str) -> QColor:
        return QColor(self.colours[key])

    # --- the picture

    def paint(self, snap: TableSnapshot | None) -> None:
        """The whole table at ``snap`` (an empty nine-seat table for None)."""
        self.paint_table()
        count = 9 if snap is None else seat_count(snap.max_seats, [s.seat for s in snap.seats])
        self.layout = seat_layout(count)
        occupied = {} if snap is None else {s.seat: s for s in snap.seats}
        for number, geometry in self.layout.items():
            self.paint_seat(number, geometry, occupied.get(number), snap)
        self.paint_centre(snap)
        if self.piles:
            self.pile_items = paint_piles(
                self, snap, self.piles, figures=not self.hide_figures, palette=self.chip_palette
            )

    def paint_table(self) -> None:
        scene = self.scene
        radius = RAIL.height() / 2
        outer = QPainterPath()
        outer.addRoundedRect(RAIL, radius, radius)
        rail = scene.addPath(outer, QPen(self.colour("rail_edge"), 4), solid(self.colour("rail")))
        rail.setZValue(0)
        rail.setData(ROLE_KIND, "rail")
        felt_rect = RAIL.adjusted(RAIL_WIDTH, RAIL_WIDTH, -RAIL_WIDTH, -RAIL_WIDTH)
        felt_path = QPainterPath()
        felt_path.addRoundedRect(felt_rect, radius - RAIL_WIDTH, radius - RAIL_WIDTH)
        felt = scene.addPath(felt_path, QPen(self.colour("felt_edge"), 5), solid(self.colour("felt")))
        felt.setZValue(1)
        felt.setData(ROLE_KIND, "felt")
        # The betting line: a faint racetrack inside the rows of cards.
        line_rect = QRectF(SIDE_ROW_INSET + ROW_W + 8, 330, SCENE_W - 2 * (SIDE_ROW_INSET + ROW_W + 8), 366)
        line_path = QPainterPath()
        line_path.addRoundedRect(line_rect, 150, 150)
        line = scene.addPath(line_path, QPen(self.colour("felt_line"), 3), QBrush())
        line.setZValue(1.5)
        line.setData(ROLE_KIND, "betting-line")
        # The house dealer's place at the top centre of the rail.
        dealer = QRectF(CENTRE.x() - 100, RAIL.top() - 28, 200, 56)
        path = QPainterPath()
        path.addRoundedRect(dealer, 14, 14)
        plate = scene.addPath(path, QPen(self.colour("plate_edge"), 2), solid(self.colour("dealer")))
        plate.setZValue(4)
        plate.setToolTip(QCoreApplication.translate("TableView", "The house dealer"))
        self.text(
            QCoreApplication.translate("TableView", "DEALER"),
            30,
            self.colour("dealer_text"),
            bold=True,
            anchor=dealer.center(),
            parent=plate,
        )

    def paint_seat(
        self, number: int, geo: SeatGeometry, view: SeatView | None, snap: TableSnapshot | None
    ) -> None:
        scene = self.scene
        plate_rect = geo.plate
        if number <= 9:
            tooltip = QCoreApplication.translate("TableView", "Seat {seat} — click or press {seat}")
        else:
            tooltip = QCoreApplication.translate("TableView", "Seat {seat} — click")
        tooltip = tooltip.format(seat=number)
        if view is None:
            # An empty seat: a faint number where the plate would be.
            disc = QRectF(plate_rect.center().x() - 30, plate_rect.center().y() - 30, 60, 60)
            item = scene.addEllipse(disc, QPen(self.colour("empty"), 3, Qt.PenStyle.DashLine), QBrush())
            item.setOpacity(0.6)
            item.setZValue(4)
            self.text(str(number), 32, self.colour("empty"), bold=True, anchor=disc.center(), parent=item)
            item.setToolTip(
                QCoreApplication.translate("TableView", "Seat {seat} — empty").format(seat=number)
            )
            item.setData(ROLE_KIND, "seat")
            item.setData(ROLE_SEAT, number)
            self.seat_items[number] = item
            return
        path = QPainterPath()
        path.addRoundedRect(plate_rect, 16, 16)
        plate = scene.addPath(path, QPen(self.colour("plate_edge"), 2), solid(self.colour("plate")))
        plate.setZValue(4)
        plate.setToolTip(tooltip)
        plate.setData(ROLE_KIND, "seat")
        plate.setData(ROLE_SEAT, number)
        self.seat_items[number] = plate
        if snap is not None and snap.to_act == number:
            ring_path = QPainterPath()
            ring_path.addRoundedRect(plate_rect.adjusted(-6, -6, 6, 6), 21, 21)
            ring = scene.addPath(ring_path, QPen(self.colour("to_act"), 5), QBrush())
            ring.setZValue(3.9)
            ring.setToolTip(
                QCoreApplication.translate("TableView", "Seat {seat} is to act").format(seat=number)
            )
        # The seat number on a disc, the stack and the last action beside it, and
        # across the foot of the plate what the chips in front of the seat are.
        # While chips are counted, nothing on the plate says what the seat put in.
        hidden = self.hide_figures
        shows_bet = bool(view.bet) and not hidden
        disc_d = 52.0
        disc_top = plate_rect.top() + (6 if shows_bet else (PLATE_H - disc_d) / 2)
        disc = QRectF(plate_rect.left() + 7, disc_top, disc_d, disc_d)
        number_disc = QGraphicsEllipseItem(disc)
        number_disc.setPen(QPen(Qt.PenStyle.NoPen))
        number_disc.setBrush(solid(self.colour("number")))
        number_disc.setParentItem(plate)
        self.text(str(number), 36, self.colour("number_text"), bold=True, anchor=disc.center(), parent=plate)
        text_x = disc.right() + 12
        stack_text = (
            QCoreApplication.translate("TableView", "ALL-IN") if view.all_in else amount_text(view.stack)
        )
        stack_colour = self.colour("allin") if view.all_in else self.colour("plate_text")
        action = (
            QCoreApplication.translate("TableView", "folded")
            if view.folded
            else action_word(view.action)
            if hidden
            else seat_action(view.action, view.amount)
        )
        # Lines beside the disc: higher when the "put in" line is under them.
        stack_y, action_y = (20, 46) if shows_bet else (28, 60) if action else (PLATE_H / 2, 0)
        self.text(
            stack_text,
            27 if action or shows_bet else 29,
            stack_colour,
            bold=True,
            anchor=QPointF(text_x, plate_rect.top() + stack_y),
            align="left",
            parent=plate,
        )
        if action:
            self.text(
                action,
                20,
                self.colour("plate_muted"),
                anchor=QPointF(text_x, plate_rect.top() + action_y),
                align="left",
                parent=plate,
            )
        if shows_bet:
            put_in = self.text(
                put_in_words(view.bet),
                19,
                self.colour("plate_text"),
                anchor=QPointF(plate_rect.left() + 10, plate_rect.bottom() - 14),
                align="left",
                parent=plate,
            )
            fit_width(put_in, plate_rect.width() - 20)
        if view.folded:
            plate.setOpacity(0.45)
        if snap is not None:
            self.paint_markers(number, geo, snap)
        self.paint_row(number, geo, view)
        if view.bet and not any(pile.seat == number for pile in self.piles):
            if not hidden:
                self.paint_bet(number, geo, view.bet, len(view.cards))
            elif not self.piles:  # dealing a hand whose chips will be counted: chips, no amount
                self.paint_bet(number, geo, view.bet, len(view.cards), amount_shown=False)

    def paint_markers(self, number: int, geo: SeatGeometry, snap: TableSnapshot) -> None:
        """The dealer's-left tag on the plate's outer side and the dealer button on its corner."""
        plate_rect = geo.plate
        if snap.dealer_left == number:
            y = plate_rect.bottom() + 14 if geo.side == "bottom" else plate_rect.top() - 14
            tag = self.pill(
                QCoreApplication.translate("TableView", "DEALER'S LEFT"),
                16,
                QPointF(plate_rect.center().x(), y),
                self.colour("dealer"),
                self.colour("dealer_text"),
                z=3.5,
                pad=10,
                max_width=plate_rect.width() + 16,
            )
            tag.setToolTip(QCoreApplication.translate("TableView", "The first seat to the dealer's left"))
        if snap.button == number:
            if geo.side == "bottom":
                c = QPointF(plate_rect.right() + 4, plate_rect.top() + 8)
            else:
                c = QPointF(plate_rect.right() - 22, plate_rect.top() - 2)
            disc = self.scene.addEllipse(
                QRectF(c.x() - 19, c.y() - 19, 38, 38),
                QPen(QColor(theme.BUTTON_EDGE), 2),
                solid(theme.BUTTON_FILL),
            )
            disc.setZValue(7)
            disc.setToolTip(QCoreApplication.translate("TableView", "Dealer button"))
            disc.setData(ROLE_KIND, "seat")
            disc.setData(ROLE_SEAT, number)
            self.text(
                QCoreApplication.translate("TableView", "D"),
                24,
                theme.BUTTON_INK,
                bold=True,
                anchor=c,
                parent=disc,
            )

    def paint_row(self, number: int, geo: SeatGeometry, view: SeatView) -> None:
        cards = view.cards
        if not cards:
            return
        x0 = row_left(geo, len(cards))
        y0 = geo.row.top()
        # Runs of hole cards shown face up sit in one navy frame labelled "down".
        run_start: int | None = None
        for i, (card, up) in enumerate(cards):
            # A card the table was not given (a class question: a dealer sees its back) is never framed.
            hole = not up and card is not None and self.show_hole_cards
            if hole and run_start is None:
                run_start = i
            last_of_run = hole and (i + 1 == len(cards) or cards[i + 1][1] or cards[i + 1][0] is None)
            if hole and last_of_run and run_start is not None:
                self.down_frame(
                    x0 + run_start * CARD_STEP,
                    x0 + i * CARD_STEP + CARD_W,
                    y0 + DOWN_DROP,
                    10 + run_start - 0.5,
                    number,
                )
                run_start = None
        for i, (card, up) in enumerate(cards):
            x = x0 + i * CARD_STEP
            if up:
                item = self.card(card, x, y0, z=10 + i, seat=number)
                tip = QCoreApplication.translate("TableView", "Seat {seat}: {card} up")
            else:
                shown = card if self.show_hole_cards else None
                item = self.card(shown, x, y0 + DOWN_DROP, z=10 + i, seat=number)
                tip = QCoreApplication.translate("TableView", "Seat {seat}: {card} down")
            if card is None:
                tip = QCoreApplication.translate("TableView", "Seat {seat}: a card face down")
            item.setToolTip(tip.format(seat=number, card=card_text(card) if card is not None else ""))
            item.setData(ROLE_INDEX, i)
            self.card_items[("seat", number, seat_card_name(card, i))] = item
            self.row_items.setdefault(number, []).append(item)

    def down_frame(self, left: float, right: float, top: float, z: float, seat: int) -> None:
        """The "down" marker: a navy frame (the colour of the backs) round hole cards shown face up."""
        rect = QRectF(left - 4, top - 4, right - left + 8, CARD_H + 4 + DOWN_LABEL)
        path = QPainterPath()
        path.addRoundedRect(rect, 9, 9)
        frame = self.scene.addPath(path, QPen(Qt.PenStyle.NoPen), solid(theme.BACK_NAVY))
        frame.setZValue(z)
        frame.setData(ROLE_KIND, "seat")
        frame.setData(ROLE_SEAT, seat)
        frame.setToolTip(
            QCoreApplication.translate(
                "TableView", "Hole cards: face down on the table, shown here for the trainee"
            )
        )
        self.row_items.setdefault(seat, []).append(frame)
        self.text(
            QCoreApplication.translate("TableView", "down"),
            15,
            theme.DOWN_LABEL_INK,
            bold=True,
            anchor=QPointF(left + 2, rect.bottom() - DOWN_LABEL / 2),
            align="left",
            parent=frame,
        )

    def paint_bet(
        self, number: int, geo: SeatGeometry, amount: int, cards: int, *, amount_shown: bool = True
    ) -> None:
        """Chips next to the seat's cards, the amount beside them towards the middle of the
        table (:func:`~dealer_trainer.gui.tablelayout.bet_rect` says where); without
        ``amount_shown`` the chips alone."""
        rect = bet_rect(geo, cards)
        centre = rect.center()
        if not amount_shown:
            chips_x = rect.right() - 24 if chips_on_right(geo, rect) else rect.left() + 24
            for item in self.chips(QPointF(chips_x, centre.y() + 4), chip_count(amount), theme.BET_CHIPS):
                item.setData(ROLE_KIND, "seat")
                item.setData(ROLE_SEAT, number)
                item.setData(ROLE_PART, "bet")
            return
        pill = self.pill(
            amount_text(amount), 28, QPointF(0, 0), self.colour("pill"), self.colour("pill_text"), pad=10
        )
        width = pill.boundingRect().width()
        if chips_on_right(geo, rect):
            chips_x = rect.right() - 24
            pill.setPos(rect.right() - 52 - width / 2, centre.y())
        else:
            chips_x = rect.left() + 24
            pill.setPos(rect.left() + 52 + width / 2, centre.y())
        chips = self.chips(QPointF(chips_x, centre.y() + 4), chip_count(amount), theme.BET_CHIPS)
        tip = QCoreApplication.translate("TableView", "Seat {seat} has put in {amount} this street").format(
            seat=number, amount=amount_text(amount)
        )
        for item in (pill, *chips):
            item.setData(ROLE_KIND, "seat")
            item.setData(ROLE_SEAT, number)
            item.setData(ROLE_PART, "bet")
            item.setToolTip(tip)

    def spot(self, name: str, rect: QRectF, tooltip: str, *, dashed: bool) -> QGraphicsRectItem:
        item = QGraphicsRectItem(rect)
        if dashed:
            item.setPen(QPen(self.colour("felt_muted"), 3, Qt.PenStyle.DashLine))
        else:
            item.setPen(QPen(Qt.PenStyle.NoPen))
        item.setBrush(QBrush())
        item.setZValue(3)
        item.setData(ROLE_KIND, name)
        item.setToolTip(tooltip)
        self.scene.addItem(item)
        self.spot_items[name] = item
        return item

    def paint_centre(self, snap: TableSnapshot | None) -> None:
        stub = snap.stub_count if snap else 52
        burns = len(snap.burns) if snap else 0
        muck = snap.muck_count if snap else 0
        if snap is not None and not snap.counted:
            # A class question on the stub's count: its app is not sent the counts. The piles are
            # drawn as a dealer glances at them — a stub, a burn card, the muck if a seat folded.
            stub, burns, muck = 36, 1, 2 if any(view.folded for view in snap.seats) else 0
        commons = snap.commons if snap else ()
        muted = self.colour("felt_muted")
        text = self.colour("felt_text")
        top = SPOT_TOP
        spot_w, spot_h = CARD_W + 26, CARD_H + 26
        x = CENTRE.x() - CARD_W / 2
        y = top + (spot_h - CARD_H) / 2
        self.stub_pos = QPointF(x, y)
        # In front of the dealer: the muck on their right, the stub, the burns on their left.
        for name, cx, count, label, tooltip in (
            (
                "muck",
                CENTRE.x() - SPOT_GAP,
                muck,
                QCoreApplication.translate("TableView", "Muck {count}"),
                QCoreApplication.translate("TableView", "Muck: {count} card — click to choose the muck")
                if muck == 1
                else QCoreApplication.translate(
                    "TableView", "Muck: {count} cards — click to choose the muck"
                ),
            ),
            (
                "stub",
                CENTRE.x(),
                stub,
                QCoreApplication.translate("TableView", "Stub {count}"),
                QCoreApplication.translate("TableView", "Stub: {count} card — click to choose the stub")
                if stub == 1
                else QCoreApplication.translate(
                    "TableView", "Stub: {count} cards — click to choose the stub"
                ),
            ),
            (
                "burn",
                CENTRE.x() + SPOT_GAP,
                burns,
                QCoreApplication.translate("TableView", "Burn {count}"),
                QCoreApplication.translate("TableView", "Burn: {count} card — click to choose the burn")
                if burns == 1
                else QCoreApplication.translate(
                    "TableView", "Burn: {count} cards — click to choose the burn"
                ),
            ),
        ):
            if self.hide_figures:
                # The figures are the question (How many cards are left?): the piles as the
                # dealer sees them, without a count to read off the felt until answered.
                label, tooltip = self._uncounted(name)
            rect = QRectF(cx - spot_w / 2, top, spot_w, spot_h)
            spot = self.spot(name, rect, tooltip.format(count=count), dashed=False)
            outline = QPainterPath()
            outline.addRoundedRect(rect.adjusted(6, 6, -6, -6), 10, 10)
            hint = QGraphicsPathItem(outline)
            hint.setPen(QPen(muted, 2, Qt.PenStyle.DotLine))
            hint.setParentItem(spot)
            x = cx - CARD_W / 2
            if name == "stub":
                for i in range(min(4, (count + 11) // 12)):
                    self.card(None, x - i * 2.5, y - i * 2.5, z=10 + i).setParentItem(spot)
            elif name == "burn":
                shown = min(count, 4)
                for i in range(shown):
                    item = self.card(
                        None,
                        x + (i - (shown - 1) / 2) * 5,
                        y + (i - (shown - 1) / 2) * 3,
                        z=10 + i,
                        rotation=(-4, 3, -2, 5)[i],
                    )
                    item.setParentItem(spot)
                    if i == shown - 1:
                        self.card_items[("burn", 0, "top")] = item
            elif name == "muck":
                angles = (-18.0, 11.0, -6.0, 24.0, -27.0, 4.0)
                for i in range(min(count, len(angles))):
                    item = self.card(
                        None, x + ((i * 7) % 11) - 5, y + ((i * 5) % 9) - 4, z=10 + i, rotation=angles[i]
                    )
                    item.setParentItem(spot)
            self.text(
                label.format(count=count),
                24,
                text,
                bold=True,
                anchor=QPointF(cx, rect.bottom() + 22),
                max_width=SPOT_GAP - 8,
            )
        # The common card spot in the middle: a dashed outline, the common cards in it.
        n = max(1, len(commons))
        gap = 10.0
        cw = n * CARD_W + (n - 1) * gap + 24
        ch = CARD_H + 24
        crect = QRectF(CENTRE.x() - cw / 2, COMMON_TOP, cw, ch)
        # Chips set out to count take the middle: an empty common card spot is left unmarked.
        bare = bool(self.piles) and not commons
        spot = self.spot(
            "common",
            crect,
            QCoreApplication.translate(
                "TableView", "Common card: dealt face up for everyone when the stub runs short"
            ),
            dashed=not bare,
        )
        for i, card in enumerate(commons):
            item = self.card(card, crect.left() + 12 + i * (CARD_W + gap), crect.top() + 12, z=10)
            item.setParentItem(spot)
            item.setToolTip(
                QCoreApplication.translate("TableView", "Common card {card}").format(card=card_text(card))
            )
            self.card_items[("common", 0, str(card))] = item
        heading = (
            QCoreApplication.translate("TableView", "COMMON CARDS")
            if len(commons) > 1
            else QCoreApplication.translate("TableView", "COMMON CARD")
        )
        if not bare:
            self.text(heading, 18, muted, bold=True, anchor=QPointF(CENTRE.x(), crect.top() - 22))
        # The pot: its amount, unless chips are counted (the piles then stand in the middle).
        pot = snap.pot if snap else 0
        pot_y = crect.bottom() + 48
        in_middle = any(pile.seat is None for pile in self.piles)
        if in_middle:
            self.paint_title(snap)
            return
        if self.hide_figures:
            items: list[QGraphicsItem] = self.chips(
                QPointF(CENTRE.x(), pot_y + 6), chip_count(pot) + 1, theme.POT_CHIPS
            )
        else:
            pot_label = self.text(
                QCoreApplication.translate("TableView", "Pot {amount}").format(amount=amount_text(pot)),
                38,
                text,
                bold=True,
                anchor=QPointF(CENTRE.x() + 30, pot_y),
            )
            items = [
                pot_label,
                *self.chips(
                    QPointF(pot_label.pos().x() - 34, pot_y + 6), chip_count(pot) + 1, theme.POT_CHIPS
                ),
            ]
        self.pot_place(items)
        self.paint_title(snap)

    def pot_place(self, items: Sequence[QGraphicsItem]) -> None:
        """The pot as a place to click and to mark: an unpainted frame round its chips and amount."""
        rect = items[0].sceneBoundingRect()
        for item in items[1:]:
            rect = rect.united(item.sceneBoundingRect())
        place = QGraphicsRectItem(rect.adjusted(-10, -10, 10, 10))
        place.setPen(QPen(Qt.PenStyle.NoPen))
        place.setBrush(QBrush())
        place.setZValue(2)
        place.setData(ROLE_KIND, "pot")
        self.scene.addItem(place)
        self.spot_items["pot"] = place
        for item in items:
            item.setData(ROLE_KIND, "pot")

    @staticmethod
    def _uncounted(name: str) -> tuple[str, str]:
        """The label and tooltip of the muck, stub or burn spot with no count in them."""
        if name == "muck":
            return (
                QCoreApplication.translate("TableView", "Muck"),
                QCoreApplication.translate("TableView", "Muck — click to choose the muck"),
            )
        if name == "stub":
            return (
                QCoreApplication.translate("TableView", "Stub"),
                QCoreApplication.translate("TableView", "Stub — click to choose the stub"),
            )
        return (
            QCoreApplication.translate("TableView", "Burn"),
            QCoreApplication.translate("TableView", "Burn — click to choose the burn"),
        )

    def paint_title(self, snap: TableSnapshot | None) -> None:
        """The game and street, top left, off the table."""
        if snap is not None:
            self.text(
                table_title(snap.variant, snap.rules),
                22,
                self.colour("text"),
                bold=True,
                anchor=QPointF(16, 22),
                align="left",
            )
            self.text(
                QCoreApplication.translate("TableView", "{ordinal} street").format(
                    ordinal=ordinal(snap.street)
                ),
                22,
                self.colour("muted"),
                anchor=QPointF(16, 52),
                align="left",
            )

    # --- marks

    def paint_marks(self, marks: Mapping[str, str]) -> tuple[list[QGraphicsItem], list[QGraphicsItem]]:
        """The marks ``{"seat:3": "correct", "spot:burn": "hint"}``: each a rounded frame (a
        seat's plate filled, its cards outlined) with a badge. Returns (every item made,
        the items of "answer" marks, which pulse)."""
        scene = self.scene
        made: list[QGraphicsItem] = []
        pulsing: list[QGraphicsItem] = []
        for key, kind in marks.items():
            what, _, name = key.partition(":")
            # The first rect is filled and carries the badge; the second (a seat's cards) is outlined.
            rects: list[QRectF] = []
            if what == "seat":
                number = int(name)
                if number not in self.seat_items:
                    continue
                rects.append(self.seat_items[number].sceneBoundingRect().adjusted(-8, -8, 8, 8))
                row_rects = [item.sceneBoundingRect() for item in self.row_items.get(number, [])]
                if row_rects:
                    united = row_rects[0]
                    for r in row_rects[1:]:
                        united = united.united(r)
                    rects.append(united.adjusted(-8, -8, 8, 8))
            elif name in self.spot_items:
                rects.append(self.spot_items[name].sceneBoundingRect().adjusted(-6, -6, 6, 6))
            colour = QColor(theme.MARK_COLOURS[kind])
            for i, rect in enumerate(rects):
                path = QPainterPath()
                path.addRoundedRect(rect, 16, 16)
                fill = QColor(colour)
                fill.setAlpha(50 if i == 0 and kind != "answer" else 0)
                pen = QPen(colour, 7, Qt.PenStyle.DashLine if kind == "answer" else Qt.PenStyle.SolidLine)
                item = scene.addPath(path, pen, solid(fill))
                item.setZValue(30)
                made.append(item)
                if kind == "answer":
                    pulsing.append(item)
                if i == 0:
                    made.append(self.badge(kind, rect))
        return made, pulsing

    def paint_counts(self, counts: Mapping[str, int]) -> list[QGraphicsItem]:
        """How many of a class chose each place (``{"seat:3": 5, "spot:burn": 2}``): an amber
        pill "×5" over the middle of the plate's or spot's top edge, above any mark, unlike
        the seat numbers' dark discs. Each pill carries ``ROLE_KIND`` ``"count"``,
        ``ROLE_PART`` the place and :data:`ROLE_COUNT` the number (a live class
        session's spread, gui/classhost.py)."""
        made: list[QGraphicsItem] = []
        for key, count in counts.items():
            what, _, name = key.partition(":")
            if what == "seat":
                item = self.seat_items.get(int(name)) if name.isdigit() else None
            else:
                item = self.spot_items.get(name)
            if item is None or count <= 0:
                continue
            rect = item.sceneBoundingRect()
            text = QCoreApplication.translate("TableView", "×{count}").format(count=amount_text(count))
            centre = QPointF(rect.center().x(), max(rect.top() - 4, 30.0))
            pill = self.pill(text, 34, centre, theme.MARK_COLOURS["hint"], theme.BUTTON_INK, z=32, pad=12)
            pill.setPen(QPen(QColor(theme.BUTTON_INK), 3))
            pill.setData(ROLE_KIND, "count")
            pill.setData(ROLE_PART, key)
            pill.setData(ROLE_COUNT, count)
            pill.setToolTip(QCoreApplication.translate("TableView", "%n trainee(s) chose this", "", count))
            made.append(pill)
        return made

    def badge(self, kind: str, rect: QRectF) -> QGraphicsItem:
        """A symbol beside a mark, so the mark does not rely on colour alone."""
        c = QPointF(min(rect.right() - 4, SCENE_W - 24), max(rect.top() + 4, 24.0))
        ink = QColor(theme.MARK_BADGE_INK)
        disc = self.scene.addEllipse(
            QRectF(c.x() - 20, c.y() - 20, 40, 40), QPen(ink, 3), solid(theme.MARK_COLOURS[kind])
        )
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
        pen = QPen(ink, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        mark = QGraphicsPathItem(path)
        mark.setPen(pen)
        mark.setParentItem(disc)
        return disc

    # --- items

    def text(
        self,
        text: str,
        px: float,
        colour: QColor | str,
        *,
        bold: bool = False,
        anchor: QPointF,
        align: str = "centre",
        parent: QGraphicsItem | None = None,
        z: float = 5,
        max_width: float | None = None,
    ) -> QGraphicsSimpleTextItem:
        """A text item with its ``align`` point ("centre", "left", "right") at ``anchor``
        (vertical centre); a smaller font where it would run wider than ``max_width``."""
        item = QGraphicsSimpleTextItem(text)
        item.setFont(self._fitted_font(text, px, bold, max_width))
        item.setBrush(solid(colour))
        rect = item.boundingRect()
        dx = {"centre": rect.width() / 2, "left": 0.0, "right": rect.width()}[align]
        item.setPos(anchor.x() - dx, anchor.y() - rect.height() / 2)
        item.setZValue(z)
        if parent is not None:
            item.setParentItem(parent)
        else:
            self.scene.addItem(item)
        return item

    def _fitted_font(self, text: str, px: float, bold: bool, max_width: float | None) -> QFont:
        """The view's font at ``px`` pixels, smaller if ``text`` would run wider than
        ``max_width`` (a language's longer words on the felt: "IZQUIERDA DEL CRUPIER")."""
        font = QFont(self.font)
        font.setBold(bold)
        font.setPixelSize(int(px))
        if max_width is not None:
            natural = QFontMetricsF(font).horizontalAdvance(text)
            if natural > max_width:
                font.setPixelSize(max(8, int(px * max_width / natural)))
        return font

    def pill(
        self,
        text: str,
        px: float,
        centre: QPointF,
        fill: QColor | str,
        colour: QColor | str,
        *,
        z: float = 6,
        pad: float = 8,
        bold: bool = True,
        max_width: float | None = None,
    ) -> QGraphicsPathItem:
        label = QGraphicsSimpleTextItem(text)
        label.setFont(self._fitted_font(text, px, bold, None if max_width is None else max_width - 2 * pad))
        rect = label.boundingRect()
        w, h = rect.width() + 2 * pad, rect.height() + pad * 0.6
        path = QPainterPath()
        path.addRoundedRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), h / 2, h / 2)
        pill = self.scene.addPath(path, QPen(Qt.PenStyle.NoPen), solid(fill))
        pill.setZValue(z)
        label.setBrush(solid(colour))
        label.setParentItem(pill)
        label.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        return pill

    def card(
        self,
        card: Card | None,
        x: float,
        y: float,
        *,
        width: float = CARD_W,
        z: float = 10,
        seat: int | None = None,
        rotation: float = 0.0,
    ) -> QGraphicsSvgItem:
        path = card_path(card, self.four_colour)
        item = QGraphicsSvgItem()
        item.setSharedRenderer(renderer_for(path))
        # Scale the 250 x 350 artwork to ``width``, then turn it about its centre.
        scale = width / 250.0
        w, h = width, width * 1.4
        item.setTransform(
            QTransform()
            .translate(w / 2, h / 2)
            .rotate(rotation)
            .translate(-w / 2, -h / 2)
            .scale(scale, scale)
        )
        item.setPos(x, y)
        item.setZValue(z)
        item.setData(ROLE_KIND, "card")
        item.setData(ROLE_CARD, "back" if card is None else str(card))
        item.setData(ROLE_PATH, str(path))
        if seat is not None:
            item.setData(ROLE_SEAT, seat)
        self.scene.addItem(item)
        return item

    def chips(self, centre: QPointF, count: int, colours: Sequence[str], z: float = 8) -> list[QGraphicsItem]:
        """A stack of ``count`` chips centred on ``centre``; returns the chips."""
        w, h, lift = 48.0, 17.0, 6.0
        chips: list[QGraphicsItem] = []
        for i in range(count):
            colour = QColor(colours[i % len(colours)])
            rect = QRectF(centre.x() - w / 2, centre.y() - h / 2 - i * lift + (count - 1) * lift / 2, w, h)
            chip = self.scene.addEllipse(rect, QPen(colour.darker(170), 1.5), solid(colour))
            chip.setZValue(z + i * 0.01)
            inner = QRectF(rect.adjusted(8, 3.5, -8, -3.5))
            ring = self.scene.addEllipse(inner, QPen(theme.chip_ring(), 2, Qt.PenStyle.DashLine))
            ring.setZValue(z + i * 0.01 + 0.005)
            chips += (chip, ring)
        return chips


def action_word(action: ActionKind | None) -> str:
    """A seat's last action without its amount ("calls"), while chips are counted."""
    from ..engine.actions import ActionKind

    match action:
        case None:
            return ""
        case ActionKind.BRING_IN:
            return QCoreApplication.translate("TableView", "brings in")
        case ActionKind.COMPLETE:
            return QCoreApplication.translate("TableView", "completes")
        case ActionKind.BET:
            return QCoreApplication.translate("TableView", "bets")
        case ActionKind.RAISE:
            return QCoreApplication.translate("TableView", "raises")
        case ActionKind.CALL:
            return QCoreApplication.translate("TableView", "calls")
        case ActionKind.CHECK:
            return QCoreApplication.translate("TableView", "checks")
        case ActionKind.FOLD:
            return QCoreApplication.translate("TableView", "folds")
    return ""


def put_in_words(amount: int) -> str:
    """What the chips in front of a seat are, in a dealer's words."""
    return QCoreApplication.translate("TableView", "put in {amount} this street").format(
        amount=amount_text(amount)
    )


def fit_width(item: QGraphicsSimpleTextItem, width: float) -> None:
    """Shrink a label that would run past ``width`` (a large amount), keeping its left edge."""
    natural = item.boundingRect().width()
    if natural > width:
        centre_y = item.pos().y() + item.boundingRect().height() / 2
        scale = width / natural
        item.setScale(scale)
        item.setPos(item.pos().x(), centre_y - item.boundingRect().height() * scale / 2)


__all__ = [
    "CardKey",
    "TablePicture",
    "action_word",
    "card_text",
    "fit_width",
    "ordinal",
    "put_in_words",
    "renderer_for",
    "solid",
]
