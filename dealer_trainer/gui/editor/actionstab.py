"""The editor's Actions tab: the seat to act, its choices with their chips, and the actions so far.

Which actions are legal and what each would put in are the engine's answers
(:func:`~dealer_trainer.engine.offers.offers`), the open-pair big bet
included; this tab only words them and turns a click into the window's edit.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Action, ActionKind
from ...engine.cards import Card, parse_card
from ...engine.events import ActionTaken, Discard
from ...engine.offers import Offer, offers
from ...engine.variants import spec_of
from ...packs.editing import ItemView
from ..table import ordinal
from ..words import number
from .host import EditorHost
from .style import card_style
from .wording import action_words, button_text, card_name, kind_word, seat_does

#: The betting buttons, always shown in this order (the illegal ones disabled).
BET_KINDS = (
    ActionKind.BRING_IN,
    ActionKind.COMPLETE,
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.RAISE,
)
BET_BIG = "bet_big"


def _taken(offer: Offer) -> ActionTaken:
    """The offer as the event it would record (what the wording reads)."""
    return ActionTaken(0, offer.seat, offer.kind, offer.amount, offer.round_total, offer.all_in)


class ActionsTab(QWidget):
    """The selected hand's betting and discards, one click per action."""

    def __init__(self, host: EditorHost) -> None:
        super().__init__()
        self.host = host
        layout = QVBoxLayout(self)
        self.to_act_label = QLabel()
        self.to_act_label.setWordWrap(True)
        font = QFont(self.to_act_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.to_act_label.setFont(font)
        self.to_act_label.setAccessibleName(self.tr("Seat to act"))
        layout.addWidget(self.to_act_label)
        tip = QLabel(
            self.tr(
                "Click an action to add it to the hand. Only what the rules allow "
                "now is enabled; point at a greyed-out action to see why not."
            )
        )
        tip.setWordWrap(True)
        layout.addWidget(tip)
        buttons = QGridLayout()
        self.action_buttons: dict[str, QPushButton] = {}
        self.offers: dict[str, Offer] = {}  # what each enabled button takes
        for index, kind in enumerate(BET_KINDS):
            button = QPushButton(kind_word(kind))
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _=False, k=kind.value: self._on_action_button(k))
            self.action_buttons[kind.value] = button
            buttons.addWidget(button, index // 4, index % 4)
        big = QPushButton(self.tr("Bet (big)"))
        big.setMinimumHeight(32)
        big.clicked.connect(lambda _=False: self._on_action_button(BET_BIG))
        self.action_buttons[BET_BIG] = big
        buttons.addWidget(big, 1, 3)
        layout.addLayout(buttons)
        self.discard_box = QGroupBox(self.tr("Discard two down cards"))
        discard_layout = QVBoxLayout(self.discard_box)
        self.discard_row = QHBoxLayout()
        discard_layout.addLayout(self.discard_row)
        self.discard_picks: dict[str, QToolButton] = {}
        self.discard_button = QPushButton(self.tr("Discard"))
        self.discard_button.setMinimumHeight(32)
        self.discard_button.clicked.connect(self._on_discard)
        discard_layout.addWidget(self.discard_button)
        self.discard_legal = False
        layout.addWidget(self.discard_box)

        layout.addWidget(QLabel(self.tr("Actions so far, in order:")))
        self.action_list = QListWidget()
        self.action_list.setAccessibleName(self.tr("Actions so far"))
        layout.addWidget(self.action_list, 1)
        row = QHBoxLayout()
        self.undo_action_button = QPushButton(self.tr("Undo last action"))
        self.undo_action_button.setToolTip(self.tr("Remove the last action from the hand"))
        self.undo_action_button.clicked.connect(host.undo_last_action)
        row.addWidget(self.undo_action_button)
        row.addStretch(1)
        layout.addLayout(row)

    def clear(self) -> None:
        self.action_list.clear()
        self.to_act_label.setText("")
        self.offers = {}
        for button in self.action_buttons.values():
            button.setEnabled(False)

    def legal_buttons(self) -> dict[str, QPushButton]:
        """The enabled action buttons, by action (``"call"``…; ``"bet_big"`` for the open-pair
        big bet; ``"discard"`` once two down cards are picked, or while picking them)."""
        found = {
            key: button
            for key, button in self.action_buttons.items()
            if not button.isHidden() and button.isEnabled()
        }
        if not self.discard_box.isHidden() and self.discard_legal:
            found["discard"] = self.discard_button
        return found

    def refresh(self, view: ItemView) -> None:
        hand = view.hand
        self.action_list.clear()
        for event in hand.events:
            if isinstance(event, (ActionTaken, Discard)):
                self.action_list.addItem(f"{self.action_list.count() + 1}. {action_words(event)}")
        self.action_list.scrollToBottom()
        self.undo_action_button.setEnabled(self.action_list.count() > 0)
        seat = hand.to_act
        legal = hand.legal_actions()
        super_seven = spec_of(hand.table.variant).discards > 0
        if seat is None:
            result = hand.result
            awards = (
                ", ".join(
                    self.tr("seat {seat} wins {chips}").format(seat=s, chips=number(c))
                    for s, c in sorted(result.awards.items())
                )
                if result is not None
                else ""
            )
            over = self.tr("The hand is over.")
            self.to_act_label.setText(over + (f" {awards.capitalize()}." if awards else ""))
        else:
            self.to_act_label.setText(
                self.tr("Seat {seat} to act · {street} street · pot {pot}").format(
                    seat=seat, street=ordinal(hand.street), pot=number(hand.pot_total)
                )
            )
        discarding = ActionKind.DISCARD in legal
        on_offer = offers(hand)
        self.offers = {offer.kind.value: offer for offer in on_offer if not offer.open_pair}
        for kind in BET_KINDS:
            button = self.action_buttons[kind.value]
            button.setVisible(not discarding)
            offer = self.offers.get(kind.value)
            if seat is None:
                button.setText(kind_word(kind))
                button.setEnabled(False)
                button.setToolTip(self.tr("The hand is over; no more actions are taken"))
            elif offer is not None:
                button.setText(button_text(kind, _taken(offer)))
                button.setEnabled(True)
                button.setToolTip(seat_does(_taken(offer)))
            else:
                button.setText(kind_word(kind))
                button.setEnabled(False)
                button.setToolTip(self.tr("Not now: {why}").format(why=hand.why_not(Action(seat, kind))))
        big = self.action_buttons[BET_BIG]
        open_pair = next((offer for offer in on_offer if offer.open_pair), None)
        offer_big = open_pair is not None and not discarding
        big.setVisible(offer_big)
        big.setEnabled(offer_big)
        if open_pair is not None and offer_big:
            self.offers[BET_BIG] = open_pair
            big.setText(self.tr("Bet {amount} (open pair)").format(amount=open_pair.amount))
            big.setToolTip(
                self.tr("A seat shows an open pair on fourth street: the opening bet may be the big bet")
            )
        self._refresh_discards(view, super_seven, discarding)

    def _refresh_discards(self, view: ItemView, super_seven: bool, discarding: bool) -> None:
        """Super Seven: the seat to act picks two of its down cards."""
        hand = view.hand
        seat = hand.to_act
        self.discard_box.setVisible(super_seven and discarding)
        picked = {text for text, pick in self.discard_picks.items() if pick.isChecked()}
        for old_pick in self.discard_picks.values():
            self.discard_row.removeWidget(old_pick)
            old_pick.hide()
            old_pick.deleteLater()
        self.discard_picks = {}
        self.discard_legal = False
        if discarding and seat is not None:
            self.discard_box.setTitle(self.tr("Seat {seat} discards two of its down cards").format(seat=seat))
            for card in hand.seats[seat].down_cards:
                pick = QToolButton()
                pick.setText(card.symbol)
                pick.setCheckable(True)
                pick.setFixedSize(40, 34)
                pick.setStyleSheet(card_style(card, down=True))
                pick.setAccessibleName(self.tr("Discard {card}").format(card=card_name(card)))
                pick.setChecked(str(card) in picked)  # a choice survives unrelated edits
                pick.toggled.connect(lambda _on: self.refresh_discard_button())
                self.discard_row.addWidget(pick)
                self.discard_picks[str(card)] = pick
            self.discard_legal = True
            self.refresh_discard_button()

    def _discard_choice(self) -> tuple[Card, ...]:
        return tuple(parse_card(text) for text, pick in self.discard_picks.items() if pick.isChecked())

    def refresh_discard_button(self) -> None:
        view = self.host.current_view()
        chosen = self._discard_choice()
        if view is None or view.hand.to_act is None:
            self.discard_button.setEnabled(False)
            return
        why = view.hand.why_not(Action(view.hand.to_act, ActionKind.DISCARD, cards=chosen))
        self.discard_button.setEnabled(why is None)
        if why is None:
            self.discard_button.setText(
                self.tr("Discard {cards}").format(cards=" ".join(c.symbol for c in chosen))
            )
            self.discard_button.setToolTip("")
        else:
            self.discard_button.setText(
                self.tr("Pick two cards to discard ({count} picked)").format(count=len(chosen))
            )
            self.discard_button.setToolTip(self.tr("Not yet: {why}").format(why=why))

    def _on_action_button(self, key: str) -> None:
        offer = self.offers.get(key)
        view = self.host.current_view()
        if offer is None or view is None or view.hand.to_act is None:
            return
        self.host.apply_action(offer.action)

    def _on_discard(self) -> None:
        view = self.host.current_view()
        if view is None or view.hand.to_act is None:
            return
        self.host.apply_action(Action(view.hand.to_act, ActionKind.DISCARD, cards=self._discard_choice()))
