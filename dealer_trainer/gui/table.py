"""The drawn poker table: the widget that shows snapshots and reports clicks.

:class:`TableView` draws a :class:`~dealer_trainer.training.snapshot.TableSnapshot`
on a fixed 1600 x 1000 scene that is scaled to fit the widget, so the same
picture reads on a laptop and on a classroom projector. Cards are
:class:`QGraphicsSvgItem` s sharing one cached :class:`QSvgRenderer` per file,
so they stay sharp at any size.

The view knows no rules. It reports clicks (``seatClicked(n)``,
``stubClicked()`` …; a seat's number key works too), and every click once
more as the place it was on (``placeClicked(kind, seat, index)``: a seat's
plate, one of its cards, the chips in front of it, the pot or a pile), for
Spot the error, where a trainee points at a mistake; it shows the marks a drill
asks for (``highlight_seat(3, "correct")``; :mod:`~dealer_trainer.gui.marks`
says where an answer goes), and plays a list of snapshots as a dealing
animation, each new card flying from the stub.

The parts live apart: where things go in :mod:`~dealer_trainer.gui.tablelayout`,
the scene items in :mod:`~dealer_trainer.gui.tablepaint`, the motion in
:mod:`~dealer_trainer.gui.tableanimation`, the colours in
:mod:`~dealer_trainer.gui.theme`. This module keeps the widget, and names the
layout's and painting's public values again for the modules and tests that
import them from here.

Every clickable item carries ``ROLE_KIND`` (``"seat"``, ``"stub"``, ``"burn"``,
``"common"``, ``"muck"`` or ``"card"``) and, for a seat's items, ``ROLE_SEAT``;
card items also carry ``ROLE_CARD`` (``"Th"`` or ``"back"``) and ``ROLE_PATH``
(the SVG file), a seat's cards ``ROLE_INDEX`` (0 = its first card), so tests
assert on the scene rather than on pixels. The chips and amount in front of a
seat also carry ``ROLE_PART`` ``"bet"`` (they choose their seat when clicked,
like its plate); the pot's chips and amount carry ``ROLE_KIND`` ``"pot"``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtSvgWidgets import QGraphicsSvgItem
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from . import theme
from .marks import MARK_KINDS, step_target
from .tableanimation import Dealing, Pulse
from .tablelayout import (
    CARD_H,
    CARD_W,
    CENTRE,
    ROLE_CARD,
    ROLE_INDEX,
    ROLE_KIND,
    ROLE_PART,
    ROLE_PATH,
    ROLE_SEAT,
    SCENE_H,
    SCENE_W,
    SPOTS,
    SeatGeometry,
    seat_layout,
)
from .tablepaint import TablePicture, card_text, ordinal, renderer_for, solid

if TYPE_CHECKING:  # annotations only: importing a Qt class builds its enums (start-up time)
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent, QShowEvent

    from ..training.questions import ChipPile
    from ..training.snapshot import TableSnapshot

#: The kinds of mark the table draws (the drills' words for them).
HIGHLIGHT_KINDS = MARK_KINDS
#: The table's palettes (kept here for the tests and callers that read them from the view's module).
PALETTES = theme.TABLE_PALETTES
#: The colour of each kind of mark.
HIGHLIGHT_COLOURS = theme.MARK_COLOURS
#: What ``placeClicked`` names: a seat's plate, one of its cards, its chips, the pot, or a spot.
PLACE_KINDS = ("seat", "card", "chips", "pot", *SPOTS)
#: The places :meth:`TableView.highlight_spot` marks: the spots and the pot.
MARKED_SPOTS = (*SPOTS, "pot")
#: ``placeClicked``'s seat or index where the place has none.
NO_NUMBER = -1


class TableView(QGraphicsView):
    """A poker table drawn from snapshots, scaled to fit, with clickable seats and spots."""

    seatClicked = Signal(int)
    stubClicked = Signal()
    burnClicked = Signal()
    commonClicked = Signal()
    muckClicked = Signal()
    #: A seat's card was clicked: the seat, and the card's position among its cards (0 = first).
    cardClicked = Signal(int, int)
    #: The chips (or the amount) in front of a seat were clicked.
    chipsClicked = Signal(int)
    potClicked = Signal()
    #: Every click (or seat number key) once more as its place: the kind (:data:`PLACE_KINDS`),
    #: the seat and the card's position (:data:`NO_NUMBER` where the place has none).
    placeClicked = Signal(str, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(0, 0, SCENE_W, SCENE_H, self))
        self.setSceneRect(0, 0, SCENE_W, SCENE_H)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Poker table"))
        self.setMinimumSize(320, 200)

        self._snapshot: TableSnapshot | None = None
        self._show_hole_cards = True
        self._four_colour = False
        self._dark_override: bool | None = None
        self._high_contrast = False
        self._piles: tuple[ChipPile, ...] = ()
        self._figures_hidden = False
        self._highlights: dict[str, str] = {}
        self._highlight_items: list[QGraphicsItem] = []
        self._counts: dict[str, int] = {}
        self._picture: TablePicture | None = None
        self._dealing = Dealing(self, self._draw, self.snapshot)
        self._pulse = Pulse(self)
        self._describe()

        hints = QGuiApplication.styleHints()
        hints.colorSchemeChanged.connect(self._on_scheme_changed)
        self._redraw()

    # ------------------------------------------------------------------ public API

    def show_snapshot(self, snap: TableSnapshot, *, hide_figures: bool = False) -> None:
        """Draw the table at ``snap``. Stops a running animation (calling its ``done``)
        and clears the highlights and the chips set out to count: a new picture asks a
        new question. ``hide_figures`` leaves off the pot's and the bets' amounts and
        the counts of the stub, the burn cards and the muck (a question that will set
        chips out to count them, or one that asks how many cards are left)."""
        if self._dealing.running():
            self.skip_animation()
        self._highlights.clear()
        self._counts.clear()
        self._set_piles((), hide_figures)
        self._draw(snap)

    def show_piles(self, piles: Sequence[ChipPile], *, figures: bool = False) -> None:
        """Set out ``piles`` to count: drawn as stacks of chips, the pots in the middle, a
        seat's in front of it. Unless ``figures``, nothing on the table says how much
        they are (the pot, the bets, the plates' "put in" and the tooltips leave their
        amounts off) until :meth:`show_figures`. The marks on show stay."""
        self._set_piles(tuple(piles), not figures)
        self._redraw()

    def show_figures(self) -> None:
        """Bring the amounts back (the question is answered); the chips stay."""
        if self._figures_hidden:
            self._figures_hidden = False
            self._describe()
            self._redraw()

    def clear_piles(self) -> None:
        """Take the chips set out to count away, and bring the amounts back."""
        if self._piles or self._figures_hidden:
            self._set_piles((), False)
            self._redraw()

    def piles(self) -> tuple[ChipPile, ...]:
        """The chips set out to count."""
        return self._piles

    def figures_hidden(self) -> bool:
        """Whether the amounts of the pot and the bets are left off the table."""
        return self._figures_hidden

    def pile_items(self) -> list[QGraphicsItem]:
        """The stacks of chips drawn for :meth:`piles` (each carries ``ROLE_DENOMINATION``
        and ``ROLE_CHIPS``)."""
        return list(self._picture.pile_items) if self._picture is not None else []

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

    def set_high_contrast(self, value: bool) -> None:
        """Use the high-contrast palette (black surround, white lines and text) and redraw."""
        if value != self._high_contrast:
            self._high_contrast = value
            self._redraw()

    def high_contrast(self) -> bool:
        return self._high_contrast

    def palette_name(self) -> str:
        """The palette in use: "light", "dark" or "high-contrast"."""
        return theme.palette_name(self.is_dark(), self._high_contrast)

    def is_dark(self) -> bool:
        if self._dark_override is not None:
            return self._dark_override
        return theme.system_is_dark()

    def palette_colours(self) -> dict[str, str]:
        """The palette in use (a copy)."""
        return theme.table_palette(self.is_dark(), self._high_contrast)

    def seat_item(self, n: int) -> QGraphicsItem:
        """The item standing for seat ``n`` (its name plate); click its centre to choose the seat."""
        return self._seat_items[n]

    def spot_item(self, name: str) -> QGraphicsItem:
        """The item for "stub", "burn", "common", "muck" or the "pot"."""
        return self._spot_items[name]

    def card_items(self) -> list[QGraphicsSvgItem]:
        """Every card drawn on the table (seats, commons, stub, burns, muck)."""
        return [
            item
            for item in self.scene().items()
            if isinstance(item, QGraphicsSvgItem) and item.data(ROLE_KIND) == "card"
        ]

    def highlight_seat(self, n: int, kind: str) -> None:
        """Mark seat ``n``: kind is "correct", "wrong", "hint" or "answer"."""
        self._check_kind(kind)
        if n not in self._seat_items:
            raise KeyError(f"no seat {n} on this table")
        self._highlights[f"seat:{n}"] = str(kind)
        self._draw_highlights()

    def highlight_spot(self, name: str, kind: str) -> None:
        """Mark "stub", "burn", "common", "muck" or the "pot"."""
        self._check_kind(kind)
        if name not in MARKED_SPOTS:
            raise KeyError(f"no spot {name!r}; spots are {', '.join(MARKED_SPOTS)}")
        self._highlights[f"spot:{name}"] = str(kind)
        self._draw_highlights()

    def show_counts(self, counts: Mapping[str, int]) -> None:
        """Badges of how many chose each place, keyed as :meth:`highlighted` is
        (``{"seat:3": 5, "spot:burn": 2}``; ``{}`` takes them off): a class's answers
        to a live question. A new picture takes them off, as it does the marks."""
        self._counts = {key: int(n) for key, n in counts.items() if n > 0}
        self._draw_highlights()

    def counts(self) -> dict[str, int]:
        """The count badges on show."""
        return dict(self._counts)

    def clear_highlights(self) -> None:
        self._highlights.clear()
        self._draw_highlights()

    def highlighted(self) -> dict[str, str]:
        """The marks on show, e.g. ``{"seat:3": "correct", "spot:burn": "hint"}``."""
        return dict(self._highlights)

    def animate(
        self,
        snapshots: Sequence[TableSnapshot],
        ms_per_card: int,
        done: Callable[[], None],
        *,
        hide_figures: bool = False,
    ) -> None:
        """Show ``snapshots`` in turn, flying each newly dealt card from the stub.

        Each step takes ``ms_per_card`` per new card (and as long again for a step
        that deals nothing, such as a bet). ``ms_per_card <= 0`` shows the last
        snapshot and calls ``done`` at once. Never blocks; ``done`` is called once,
        also when the animation is skipped, replaced by another, or interrupted by
        :meth:`show_snapshot`. Highlights and chips set out to count are cleared, as by
        :meth:`show_snapshot`, and ``hide_figures`` is as there.
        """
        if self._dealing.running():
            self.skip_animation()
        self._highlights.clear()
        self._counts.clear()
        self._set_piles((), hide_figures)
        snaps = list(snapshots)
        if ms_per_card <= 0 or not snaps:
            if snaps:
                self._draw(snaps[-1])
            else:
                self._draw_highlights()
            done()
            return
        self._dealing.start(snaps, ms_per_card, done)

    def is_animating(self) -> bool:
        return self._dealing.running()

    def skip_animation(self) -> None:
        """Finish a running animation now: show its last snapshot and call ``done``."""
        self._dealing.skip()

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
            event.accept()  # the table owns every left click, on an item or on the felt
        if target is not None:
            self._emit(*target)  # last: a slot may redraw the scene

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if len(text) == 1 and text.isdigit() and int(text) in self._seat_items:
            self._emit("seat", int(text), NO_NUMBER)
            event.accept()
            return
        super().keyPressEvent(event)

    # ------------------------------------------------------------------ internals

    @property
    def _seat_items(self) -> dict[int, QGraphicsItem]:
        """Each seat's plate in the picture on show (the monkey test clicks them)."""
        return self._picture.seat_items if self._picture is not None else {}

    @property
    def _spot_items(self) -> dict[str, QGraphicsItem]:
        return self._picture.spot_items if self._picture is not None else {}

    def _set_piles(self, piles: tuple[ChipPile, ...], hidden: bool) -> None:
        self._piles = piles
        self._figures_hidden = hidden
        self._describe()

    def _describe(self) -> None:
        """The accessible description: with chips to count, that their amounts are not shown."""
        if self._figures_hidden and not self._piles:
            text = self.tr(
                "The table as the dealer sees it; the stub, the burn cards and the muck show no "
                "count. Press a seat's number to choose it."
            )
        elif self._figures_hidden:
            text = self.tr(
                "The table as the dealer sees it, with chips set out to count; their amounts are "
                "not shown. Press a seat's number to choose it."
            )
        else:
            text = self.tr("The table as the dealer sees it. Press a seat's number to choose it.")
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def _fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    @staticmethod
    def _check_kind(kind: str) -> None:
        if kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"highlight kind {kind!r}; kinds are {', '.join(HIGHLIGHT_KINDS)}")

    def _on_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self._dark_override is None:
            self._redraw()

    def _target_at(self, pos: QPoint) -> tuple[str, int, int] | None:
        """What a click at ``pos`` chooses, as (kind, seat, card index): the item itself,
        or the top-level item it belongs to (a plate's number, a spot's cards).

        A seat's card is ``"card"``, the chips in front of a seat ``"chips"``;
        both choose their seat too (:meth:`_emit`).

        Never ``parentItem()``: in PySide6 it hands a top-level item's ownership
        to Python, so the scene's felt and rail, found under the click, were
        deleted with their temporary wrappers. ``topLevelItem()`` has no such
        rule, and no item here is nested deeper than one level.
        """
        for item in self.items(pos):
            for node in (item, item.topLevelItem()):
                kind = node.data(ROLE_KIND)
                seat = node.data(ROLE_SEAT)
                if kind == "card" and isinstance(seat, int):
                    index = node.data(ROLE_INDEX)
                    return ("card", int(seat), int(index) if isinstance(index, int) else NO_NUMBER)
                if kind == "seat":
                    part = "chips" if node.data(ROLE_PART) == "bet" else "seat"
                    return (part, int(seat), NO_NUMBER)
                if kind in SPOTS or kind == "pot":
                    return (str(kind), NO_NUMBER, NO_NUMBER)
        return None

    def _emit(self, kind: str, seat: int, index: int) -> None:
        """The click's signals: its own, ``seatClicked`` for anything of a seat's, then ``placeClicked``."""
        if kind in ("seat", "card", "chips"):
            self.seatClicked.emit(seat)
            if kind == "card":
                self.cardClicked.emit(seat, index)
            elif kind == "chips":
                self.chipsClicked.emit(seat)
        elif kind == "stub":
            self.stubClicked.emit()
        elif kind == "burn":
            self.burnClicked.emit()
        elif kind == "common":
            self.commonClicked.emit()
        elif kind == "muck":
            self.muckClicked.emit()
        elif kind == "pot":
            self.potClicked.emit()
        self.placeClicked.emit(kind, seat, index)

    def _redraw(self) -> None:
        self._draw(self._snapshot)

    def _draw(self, snap: TableSnapshot | None) -> TablePicture:
        """Paint the table at ``snap`` afresh (any cards in flight land at once), then its marks."""
        scene = self.scene()
        self._dealing.land()
        self._highlight_items = []
        self._pulse.forget()
        self._picture = None
        scene.clear()
        self._snapshot = snap
        colours = theme.table_palette(self.is_dark(), self._high_contrast)
        self.setBackgroundBrush(solid(colours["background"]))
        picture = TablePicture(
            scene,
            self.font(),
            colours,
            four_colour=self._four_colour,
            show_hole_cards=self._show_hole_cards,
            piles=self._piles,
            hide_figures=self._figures_hidden,
            chip_palette=self.palette_name(),
        )
        picture.paint(snap)
        self._picture = picture
        self._draw_highlights()
        return picture

    def _draw_highlights(self) -> None:
        scene = self.scene()
        for item in self._highlight_items:
            if item.scene() is scene:
                scene.removeItem(item)
        self._highlight_items = []
        pulsing: list[QGraphicsItem] = []
        if self._picture is not None:
            self._highlight_items, pulsing = self._picture.paint_marks(self._highlights)
            self._highlight_items += self._picture.paint_counts(self._counts)
        self._pulse.show(pulsing)


__all__ = [
    "CARD_H",
    "CARD_W",
    "CENTRE",
    "HIGHLIGHT_COLOURS",
    "HIGHLIGHT_KINDS",
    "MARKED_SPOTS",
    "NO_NUMBER",
    "PALETTES",
    "PLACE_KINDS",
    "ROLE_CARD",
    "ROLE_INDEX",
    "ROLE_KIND",
    "ROLE_PART",
    "ROLE_PATH",
    "ROLE_SEAT",
    "SCENE_H",
    "SCENE_W",
    "SPOTS",
    "SeatGeometry",
    "TableView",
    "card_text",
    "ordinal",
    "renderer_for",
    "seat_layout",
    "solid",
    "step_target",
]
