"""The editor's Cards tab: every card the hand has dealt, and a picker to change one.

The deck sets every card. A click on a dealt card (or on one of the next stub
cards) chooses its deck position; a click in the picker puts that card there,
and the card it replaces moves to where the new one was.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import ALL_CARDS, Card, Rank, Suit, parse_card
from ...engine.variants import spec_of
from ...packs.editing import Dealt, ItemView, Where
from ..reasonwords import card_words
from ..table import ordinal
from .host import EditorHost
from .style import card_style
from .wording import place

#: Stub positions offered in the card picker beyond what is dealt.
STUB_AHEAD = 10
CARD_BUTTON = QSize(33, 28)


class CardsTab(QWidget):
    """The cards of the selected hand, and the card picker."""

    def __init__(self, host: EditorHost) -> None:
        super().__init__()
        self.host = host
        self.position: int | None = None  # the deck position chosen in the picker
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The deck sets every card. Click a dealt card, then pick its new "
                "card below; cards dealt elsewhere are greyed out, and the two "
                "cards trade places in the deck. Down cards have a blue face."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.dealt_box = QGroupBox(self.tr("Cards dealt"))
        self.dealt_layout = QVBoxLayout(self.dealt_box)
        self.dealt_layout.setContentsMargins(6, 6, 6, 6)
        self.dealt_area = QWidget()
        self.dealt_layout.addWidget(self.dealt_area)
        layout.addWidget(self.dealt_box)
        self.position_buttons: dict[int, QToolButton] = {}

        self.picker_label = QLabel()
        self.picker_label.setWordWrap(True)
        bold = QFont(self.picker_label.font())
        bold.setBold(True)
        self.picker_label.setFont(bold)
        layout.addWidget(self.picker_label)
        grid_box = QFrame()
        grid = QGridLayout(grid_box)
        grid.setSpacing(2)
        grid.setContentsMargins(0, 0, 0, 0)
        self.card_buttons: dict[str, QToolButton] = {}
        ranks = list(reversed(list(Rank)))
        for row, suit in enumerate(reversed(list(Suit))):
            for column, rank in enumerate(ranks):
                card = ALL_CARDS[(rank - 2) * 4 + suit]
                button = QToolButton()
                button.setText(card.symbol)
                button.setCheckable(True)
                button.setFixedSize(CARD_BUTTON)
                button.setStyleSheet(card_style(card))
                button.setAccessibleName(card.name)
                button.clicked.connect(lambda _=False, c=str(card): self._on_grid_card(c))
                self.card_buttons[str(card)] = button
                grid.addWidget(button, row, column)
        layout.addWidget(grid_box)
        shuffle_row = QHBoxLayout()
        self.shuffle_button = QPushButton(self.tr("Shuffle undealt cards"))
        self.shuffle_button.setToolTip(self.tr("Shuffle every card not dealt yet; the dealt cards stay"))
        self.shuffle_button.clicked.connect(host.shuffle_undealt)
        shuffle_row.addWidget(self.shuffle_button)
        shuffle_row.addStretch(1)
        layout.addLayout(shuffle_row)
        layout.addStretch(1)

    def changeEvent(self, event: QEvent) -> None:
        """A palette switched between light and dark: the cards take its colours."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            for text, button in self.card_buttons.items():
                button.setStyleSheet(card_style(parse_card(text)))
            view = self.host.current_view()
            if view is not None:
                self.refresh(view)

    def forget_position(self) -> None:
        """Another hand is on show: its own first card will be chosen."""
        self.position = None

    def clear(self) -> None:
        self._set_dealt_area(QLabel(self.tr("No hand selected.")))
        self.position_buttons = {}

    def _set_dealt_area(self, widget: QWidget) -> None:
        old = self.dealt_area
        self.dealt_layout.replaceWidget(old, widget)
        old.hide()
        old.deleteLater()
        self.dealt_area = widget

    def _tip(self, entry: Dealt | int, ahead: list[int], symbol: str) -> str:
        if isinstance(entry, int):
            return self.tr("Next in the stub ({place} from the top): {card}").format(
                place=ahead.index(entry) + 1, card=symbol
            )
        where = place(entry)
        tip = self.tr("{place}: {card}").format(place=where[0].upper() + where[1:], card=symbol)
        if entry.discarded:
            tip += self.tr(" — discarded")
        return tip

    def refresh(self, view: ItemView) -> None:
        deck = view.replay.scenario.deck
        dealt = [d for d in view.dealt]
        positions = [d.position for d in dealt if d.position is not None]
        taken = set(positions)
        ahead = [i for i in range(52) if i not in taken][:STUB_AHEAD]
        if self.position is None or (self.position not in taken and self.position not in ahead):
            self.position = positions[0] if positions else (ahead[0] if ahead else None)
        area = QWidget()
        grid = QGridLayout(area)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(3)
        grid.setVerticalSpacing(4)
        self.position_buttons = {}
        rows: list[tuple[str, list[Dealt | int]]] = []
        seats = [seat for seat, _ in view.replay.scenario.table.stacks]
        for seat in seats:
            rows.append(
                (
                    self.tr("Seat {seat}").format(seat=seat),
                    [d for d in dealt if d.where is Where.SEAT and d.seat == seat],
                )
            )
        burns: list[Dealt | int] = [d for d in dealt if d.where is Where.BURN]
        commons: list[Dealt | int] = [d for d in dealt if d.where is Where.COMMON]
        if burns:
            rows.append((self.tr("Burns"), burns))
        if commons:
            rows.append((self.tr("Common"), commons))
        rows.append((self.tr("Stub next"), list(ahead)))
        longest = max((cards for _, cards in rows[: len(seats)]), key=len, default=[])
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.85)
        for column, entry in enumerate(longest, 1):
            if isinstance(entry, Dealt):
                header = QLabel(ordinal(entry.street) + ("" if entry.up else " ▾"))
                header.setToolTip(
                    (
                        self.tr("{street} street, face up")
                        if entry.up
                        else self.tr("{street} street, face down")
                    ).format(street=ordinal(entry.street))
                )
                header.setFont(small)
                header.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(header, 0, column)
        for row, (label, cards) in enumerate(rows, 1):
            grid.addWidget(QLabel(label), row, 0)
            for column, entry in enumerate(cards, 1):
                self._add_card_button(grid, row, column, entry, deck, ahead)
        grid.setColumnStretch(grid.columnCount(), 1)
        hand = view.hand
        facts = []
        if hand.bring_in is not None:
            facts.append(self.tr("Seat {seat} brings in.").format(seat=hand.bring_in))
        elif spec_of(hand.table.variant).discards:
            facts.append(self.tr("The bring-in is decided after every seat discards."))
        if not hand.over:
            facts.append(self.tr("Later streets appear here as the actions reach them."))
        note = QLabel(" ".join(facts))
        note.setWordWrap(True)
        grid.addWidget(note, len(rows) + 1, 0, 1, grid.columnCount())
        self._set_dealt_area(area)
        self.refresh_grid(view)

    def _add_card_button(
        self,
        grid: QGridLayout,
        row: int,
        column: int,
        entry: Dealt | int,
        deck: Sequence[Card],
        ahead: list[int],
    ) -> None:
        position: int | None
        button = QToolButton()
        button.setCheckable(True)
        button.setFixedSize(CARD_BUTTON)
        if isinstance(entry, int):
            card, position, down = deck[entry], entry, False
        else:
            card, position, down = entry.card, entry.position, not entry.up
        tip = self._tip(entry, ahead, card.symbol)
        button.setText(card.symbol)
        button.setStyleSheet(card_style(card, down=down))
        if isinstance(entry, Dealt) and entry.discarded:
            font = QFont(button.font())
            font.setStrikeOut(True)
            button.setFont(font)
        if position is None:
            button.setEnabled(False)
            tip += self.tr(" (dealt from the reshuffled stub; set by the reshuffle, not the deck)")
        else:
            button.setChecked(position == self.position)
            button.clicked.connect(lambda _=False, p=position: self.choose_position(p))
            self.position_buttons[position] = button
            tip += "\n" + self.tr("Deck position {position}").format(position=position + 1)
        button.setToolTip(tip)
        button.setAccessibleName(tip.splitlines()[0])
        grid.addWidget(button, row, column)

    def refresh_grid(self, view: ItemView) -> None:
        deck = view.replay.scenario.deck
        dealt = {d.position: d for d in view.dealt if d.position is not None}
        selected = deck[self.position] if self.position is not None else None
        for text, button in self.card_buttons.items():
            card = parse_card(text)
            where = dealt.get(deck.index(card))
            used_elsewhere = where is not None and where.position != self.position
            button.setEnabled(self.position is not None and not used_elsewhere)
            button.setChecked(card == selected)
            if where is not None:
                button.setToolTip(
                    self.tr("{card}: dealt as {place}").format(card=card_words(card), place=place(where))
                )
            else:
                button.setToolTip(self.tr("{card}: not dealt yet").format(card=card_words(card)))
        if self.position is None:
            self.picker_label.setText(self.tr("Choose a card to change above."))
        else:
            where_text = (
                place(dealt[self.position])
                if self.position in dealt
                else self.tr("the stub card at deck position {position}").format(position=self.position + 1)
            )
            self.picker_label.setText(
                self.tr("Choose the card for {place} (now {card}):").format(
                    place=where_text, card=deck[self.position].symbol
                )
            )

    def choose_position(self, position: int) -> None:
        self.position = position
        view = self.host.current_view()
        if view is None:
            return
        for pos, button in self.position_buttons.items():
            button.setChecked(pos == position)
        self.refresh_grid(view)

    def _on_grid_card(self, text: str) -> None:
        view = self.host.current_view()
        if view is None or self.position is None:
            return
        position = self.position
        ordered = sorted(self.position_buttons)
        if self.host.set_card(position, text):
            later = [p for p in ordered if p > position]
            if later and later[0] in self.position_buttons:
                self.choose_position(later[0])
        else:
            self.refresh_grid(view)
