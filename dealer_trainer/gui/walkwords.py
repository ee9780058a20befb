"""An opened hand's walk-through in the window's words, through Qt's translations.

File ▸ Open Hand… shows the hand as a dealer would narrate it: the table, the
stakes, the antes, each street's cards and actions, who brings in and who acts
first and why, the pots and who wins them. The engine narrates the same hand in
English for the command line (:func:`dealer_trainer.engine.reporting.walkthrough`,
a contract of ``dealer-trainer replay``); this module words it for the window
from the hand's typed data — events, decisions, result — never from that English.
Every line is one whole sentence of the context ``"Walkthrough"`` with named
``{fields}``; the reasons are worded by :mod:`.reasonwords`. Untranslated, the
text is the engine's English exactly (a test compares the two for every example).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.actions import ActionKind
from ..engine.cards import Card
from ..engine.events import ActionTaken, Ante, Burn, Common, Deal, Discard, Reshuffle
from ..engine.openers import DecisionKind
from .numbers import number_in_words as chips
from .reasonwords import capitalised, card_words, seat_list, street_words, worded
from .words import game_title, rules_sheet

if TYPE_CHECKING:
    from ..engine.hand import Hand
    from ..engine.pots import Result
    from ..engine.reasons import Reason


def street_heading(street: int) -> str:
    """A street as the heading of its part of the walk-through: "Fourth street"."""
    return capitalised(street_words(street))


def legal_word(kind: ActionKind) -> str:
    """A legal action in the list of what the next seat may do (English: the report's name)."""
    match kind:
        case ActionKind.DISCARD:
            return QCoreApplication.translate("Walkthrough", "discard", "a legal action")
        case ActionKind.BRING_IN:
            return QCoreApplication.translate("Walkthrough", "bring_in", "a legal action")
        case ActionKind.COMPLETE:
            return QCoreApplication.translate("Walkthrough", "complete", "a legal action")
        case ActionKind.BET:
            return QCoreApplication.translate("Walkthrough", "bet", "a legal action")
        case ActionKind.RAISE:
            return QCoreApplication.translate("Walkthrough", "raise", "a legal action")
        case ActionKind.CALL:
            return QCoreApplication.translate("Walkthrough", "call", "a legal action")
        case ActionKind.CHECK:
            return QCoreApplication.translate("Walkthrough", "check", "a legal action")
        case ActionKind.FOLD:
            return QCoreApplication.translate("Walkthrough", "fold", "a legal action")


def action_line(event: ActionTaken) -> str:
    """One seat's action: "Seat 4 raises to 40", "Seat 2 calls 15 (all-in)"."""
    seat = event.seat
    match event.kind:
        case ActionKind.BRING_IN:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} brings in {amount}").format(
                seat=seat, amount=chips(event.amount)
            )
        case ActionKind.COMPLETE:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} completes to {amount}").format(
                seat=seat, amount=chips(event.round_total)
            )
        case ActionKind.BET:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} bets {amount}").format(
                seat=seat, amount=chips(event.amount)
            )
        case ActionKind.RAISE:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} raises to {amount}").format(
                seat=seat, amount=chips(event.round_total)
            )
        case ActionKind.CALL:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} calls {amount}").format(
                seat=seat, amount=chips(event.amount)
            )
        case ActionKind.CHECK:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} checks").format(seat=seat)
        case ActionKind.FOLD:
            text = QCoreApplication.translate("Walkthrough", "Seat {seat} folds").format(seat=seat)
        case ActionKind.DISCARD:  # a draw is a Discard event, never an action taken
            raise ValueError("a discard is walked through as its Discard event")
    if event.all_in:
        text = QCoreApplication.translate("Walkthrough", "{action} (all-in)").format(action=text)
    return text


def _cards(cards: list[tuple[Card, bool]]) -> str:
    """A seat's new cards: the down cards in brackets, then the up cards."""
    down = " ".join(card_words(card) for card, up in cards if not up)
    up = " ".join(card_words(card) for card, up in cards if up)
    if down and up:
        return f"[{down}] {up}"
    return f"[{down}]" if down else up


def _because(reason: Reason) -> tuple[str, str]:
    said = worded(reason)
    return said.rule, said.text


def _result_lines(result: Result, pot_total: int) -> list[str]:
    lines = [
        "",
        QCoreApplication.translate("Walkthrough", "Result (pot {pot}):").format(pot=chips(pot_total)),
    ]
    if result.rake_reason is not None:
        rule, text = _because(result.rake_reason)
        lines.append(
            "  "
            + QCoreApplication.translate("Walkthrough", "Rake {rake} — {rule}: {text}").format(
                rake=chips(result.rake), rule=rule, text=text
            )
        )
    count = len(result.pots)
    for index, pot in enumerate(result.pots):
        won = ", ".join(
            QCoreApplication.translate("Walkthrough", "seat {seat} {chips}").format(
                seat=seat, chips=chips(amount)
            )
            for seat, amount in pot.awards
        )
        if len(pot.eligible) > 1:
            seats = QCoreApplication.translate("Walkthrough", "seats {seats}").format(
                seats=seat_list(pot.eligible)
            )
        else:
            seats = QCoreApplication.translate("Walkthrough", "seat {seat}").format(
                seat=seat_list(pot.eligible)
            )
        if count == 1:
            line = QCoreApplication.translate("Walkthrough", "Pot: {amount} ({seats}) — {won}").format(
                amount=chips(pot.amount), seats=seats, won=won
            )
        elif index == 0:
            line = QCoreApplication.translate("Walkthrough", "Main pot: {amount} ({seats}) — {won}").format(
                amount=chips(pot.amount), seats=seats, won=won
            )
        else:
            line = QCoreApplication.translate(
                "Walkthrough", "Side pot {number}: {amount} ({seats}) — {won}"
            ).format(number=index, amount=chips(pot.amount), seats=seats, won=won)
        lines.append("  " + line)
        for reason in pot.reasons:
            rule, text = _because(reason)
            lines.append(
                "    "
                + QCoreApplication.translate("Walkthrough", "{rule}: {text}").format(rule=rule, text=text)
            )
    totals = ", ".join(
        QCoreApplication.translate("Walkthrough", "seat {seat} {chips}").format(
            seat=seat, chips=chips(amount)
        )
        for seat, amount in result.awards.items()
    )
    lines.append(QCoreApplication.translate("Walkthrough", "Awards: {awards}").format(awards=totals))
    return lines


def walkthrough_text(hand: Hand) -> str:
    """The hand as a dealer would narrate it, line by line, with every reason and its reference."""
    table = hand.table
    stakes = table.stakes
    lines = [
        QCoreApplication.translate(
            "Walkthrough", "{game} · {rules} · {count} seats · dealer's left: seat {seat}"
        ).format(
            game=game_title(table.spec.variant),
            rules=rules_sheet(table.rules.name),
            count=chips(len(table.order)),
            seat=table.order[0],
        ),
        QCoreApplication.translate(
            "Walkthrough", "Stakes: ante {ante}, bring-in {bring_in}, bets {small}/{big}"
        ).format(
            ante=chips(stakes.ante),
            bring_in=chips(stakes.bring_in),
            small=chips(stakes.small_bet),
            big=chips(stakes.big_bet),
        ),
    ]
    decisions = {(d.kind, d.street): d for d in hand.decisions}
    antes = [e for e in hand.events if isinstance(e, Ante)]
    if antes:
        lines.append(
            QCoreApplication.translate("Walkthrough", "Antes: {amount} from each of seats {seats}").format(
                amount=chips(antes[0].amount), seats=seat_list([e.seat for e in antes])
            )
        )
    street: int | None = None
    dealt: dict[int, list[tuple[Card, bool]]] = {}

    def flush_deals() -> None:
        if dealt:
            hands = "   ".join(
                QCoreApplication.translate("Walkthrough", "seat {seat} {cards}").format(
                    seat=seat, cards=_cards(cards)
                )
                for seat, cards in dealt.items()
            )
            lines.append(
                "  " + QCoreApplication.translate("Walkthrough", "Dealt: {hands}").format(hands=hands)
            )
            dealt.clear()

    def announce(at: int) -> None:
        kind = DecisionKind.BRING_IN if at == table.spec.first_street else DecisionKind.FIRST_TO_ACT
        decision = decisions.get((kind, at))
        if decision is None:
            return
        rule, text = _because(decision.reason)
        if kind is DecisionKind.BRING_IN:
            line = QCoreApplication.translate("Walkthrough", "Bring-in: seat {seat} — {rule}: {text}")
        else:
            line = QCoreApplication.translate("Walkthrough", "First to act: seat {seat} — {rule}: {text}")
        lines.append("  " + line.format(seat=decision.seat, rule=rule, text=text))

    acted: set[int] = set()
    for event in hand.events:
        if isinstance(event, (Deal, Burn, Common, Reshuffle, ActionTaken)) and event.street != street:
            flush_deals()
            street = event.street
            lines += ["", street_heading(street)]
        if isinstance(event, Deal):
            dealt.setdefault(event.seat, []).append((event.card, event.up))
            continue
        flush_deals()
        if isinstance(event, Burn):
            rule, text = _because(event.reason)
            lines.append(
                "  "
                + QCoreApplication.translate("Walkthrough", "Burn {card} — {rule}: {text}").format(
                    card=card_words(event.card), rule=rule, text=text
                )
            )
        elif isinstance(event, Common):
            rule, text = _because(event.reason)
            lines.append(
                "  "
                + QCoreApplication.translate("Walkthrough", "Common card {card} — {rule}: {text}").format(
                    card=card_words(event.card), rule=rule, text=text
                )
            )
        elif isinstance(event, Reshuffle):
            rule, text = _because(event.reason)
            count = len(event.cards)
            if count == 1:
                line = QCoreApplication.translate(
                    "Walkthrough", "Reshuffle into a new stub of {count} — {rule}: {text}", "one card"
                )
            else:
                line = QCoreApplication.translate(
                    "Walkthrough", "Reshuffle into a new stub of {count} — {rule}: {text}", "several cards"
                )
            lines.append("  " + line.format(count=chips(count), rule=rule, text=text))
        elif isinstance(event, Discard):
            lines.append(
                "  "
                + QCoreApplication.translate("Walkthrough", "Seat {seat} discards {cards}").format(
                    seat=event.seat, cards=" ".join(card_words(card) for card in event.cards)
                )
            )
        elif isinstance(event, ActionTaken):
            if event.street not in acted:
                acted.add(event.street)
                announce(event.street)
            lines.append("  " + action_line(event))
    flush_deals()
    if hand.to_act is not None:
        if hand.street not in acted:
            announce(hand.street)
        lines += [
            "",
            QCoreApplication.translate(
                "Walkthrough", "Next: seat {seat} to act on {street}; legal: {legal}"
            ).format(
                seat=hand.to_act,
                street=street_words(hand.street),
                legal=", ".join(legal_word(kind) for kind in hand.legal_actions()),
            ),
        ]
    if hand.result is not None:
        lines += _result_lines(hand.result, hand.pot_total)
    return "\n".join(lines) + "\n"


__all__ = ["action_line", "legal_word", "street_heading", "walkthrough_text"]
