"""The pack editor's words for what the engine and the editing model hand it as data.

The engine gives events and offers, the editing model (:mod:`dealer_trainer.packs.editing`)
gives dealt cards, problems and mismatches; this module words them, each sentence
through Qt's translation with named ``{fields}``, so a translation touches no logic.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import ActionKind
from ...engine.cards import Card
from ...engine.events import ActionTaken, Ante, Burn, Common, Deal, Discard, Event
from ...packs.editing import Dealt, Mismatch, Problem, ProblemKind, Where
from ...packs.moments import FaultMoment
from ..table import ordinal
from ..wordedtext import error_text


def card_name(card: Card) -> str:
    """A card in words, as in "ace of spades" (the card buttons' names and tooltips)."""
    from ..reasonwords import rank_noun, suit_words

    return QCoreApplication.translate("PackEditor", "{rank} of {suit}").format(
        rank=rank_noun(card.rank), suit=suit_words(card.suit)
    )


def kind_word(kind: ActionKind) -> str:
    """An action's button label when no sum goes with it."""
    words = {
        ActionKind.BRING_IN: QCoreApplication.translate("PackEditor", "Bring in"),
        ActionKind.COMPLETE: QCoreApplication.translate("PackEditor", "Complete"),
        ActionKind.FOLD: QCoreApplication.translate("PackEditor", "Fold"),
        ActionKind.CHECK: QCoreApplication.translate("PackEditor", "Check"),
        ActionKind.CALL: QCoreApplication.translate("PackEditor", "Call"),
        ActionKind.BET: QCoreApplication.translate("PackEditor", "Bet"),
        ActionKind.RAISE: QCoreApplication.translate("PackEditor", "Raise"),
        ActionKind.DISCARD: QCoreApplication.translate("PackEditor", "Discard"),
    }
    return words[kind]


def _verb(event: ActionTaken) -> str:
    """What the seat does, as in "Seat 3 raises to 12"."""
    kind = event.kind
    if kind is ActionKind.BRING_IN:
        return QCoreApplication.translate("PackEditor", "brings in {amount}").format(amount=event.amount)
    if kind is ActionKind.COMPLETE:
        return QCoreApplication.translate("PackEditor", "completes to {total}").format(
            total=event.round_total
        )
    if kind is ActionKind.BET:
        return QCoreApplication.translate("PackEditor", "bets {amount}").format(amount=event.amount)
    if kind is ActionKind.RAISE:
        return QCoreApplication.translate("PackEditor", "raises to {total}").format(total=event.round_total)
    if kind is ActionKind.CALL:
        return QCoreApplication.translate("PackEditor", "calls {amount}").format(amount=event.amount)
    if kind is ActionKind.CHECK:
        return QCoreApplication.translate("PackEditor", "checks")
    return QCoreApplication.translate("PackEditor", "folds")


def _all_in(taken: ActionTaken) -> str:
    return QCoreApplication.translate("PackEditor", " (all-in)") if taken.all_in else ""


def action_words(event: ActionTaken | Discard) -> str:
    """One action of the hand, as the action list shows it."""
    if isinstance(event, Discard):
        return QCoreApplication.translate("PackEditor", "Seat {seat} discards {cards}").format(
            seat=event.seat, cards=" ".join(c.symbol for c in event.cards)
        )
    return QCoreApplication.translate("PackEditor", "{street} · Seat {seat} {verb}").format(
        street=ordinal(event.street), seat=event.seat, verb=_verb(event)
    ) + _all_in(event)


def seat_does(taken: ActionTaken) -> str:
    """An action button's tooltip: "Seat 3: raises to 12"."""
    return QCoreApplication.translate("PackEditor", "Seat {seat}: {verb}").format(
        seat=taken.seat, verb=_verb(taken)
    ) + _all_in(taken)


def button_text(kind: ActionKind, taken: ActionTaken | None) -> str:
    """An action button's label, with the chips the action would put in."""
    if taken is None:
        return kind_word(kind)
    if kind is ActionKind.BRING_IN:
        text = QCoreApplication.translate("PackEditor", "Bring in {amount}").format(amount=taken.amount)
    elif kind is ActionKind.COMPLETE:
        text = QCoreApplication.translate("PackEditor", "Complete to {total}").format(total=taken.round_total)
    elif kind is ActionKind.CALL:
        text = QCoreApplication.translate("PackEditor", "Call {amount}").format(amount=taken.amount)
    elif kind is ActionKind.BET:
        text = QCoreApplication.translate("PackEditor", "Bet {amount}").format(amount=taken.amount)
    elif kind is ActionKind.RAISE:
        text = QCoreApplication.translate("PackEditor", "Raise to {total}").format(total=taken.round_total)
    else:
        text = kind_word(kind)
    return text + _all_in(taken)


def event_words(event: Event) -> str:
    """One event of the hand, as the preview's moment line shows it."""
    if isinstance(event, (ActionTaken, Discard)):
        return action_words(event)
    if isinstance(event, Ante):
        return QCoreApplication.translate("PackEditor", "seat {seat} antes {amount}").format(
            seat=event.seat, amount=event.amount
        )
    street = ordinal(event.street)
    if isinstance(event, Deal):
        if event.up:
            text = QCoreApplication.translate(
                "PackEditor", "{street} street: seat {seat} is dealt {card} face up"
            )
        else:
            text = QCoreApplication.translate(
                "PackEditor", "{street} street: seat {seat} is dealt {card} face down"
            )
        return text.format(street=street, seat=event.seat, card=event.card.symbol)
    if isinstance(event, Burn):
        return QCoreApplication.translate("PackEditor", "{street} street: the dealer burns a card").format(
            street=street
        )
    if isinstance(event, Common):
        return QCoreApplication.translate("PackEditor", "{street} street: common card {card}").format(
            street=street, card=event.card.symbol
        )
    return QCoreApplication.translate(
        "PackEditor", "{street} street: the burn cards are shuffled into a new stub"
    ).format(street=street)


def moment_words(moment: FaultMoment) -> str:
    """A moment a mistake can be shown at, as the picker lists it: "Fifth street: the deal to seat 4"."""
    from ..spotshow import beat_words

    return beat_words(moment.beat, moment.moment.street)


def place(dealt: Dealt) -> str:
    """Where a dealt card is, as in "seat 3's 4th-street card (down)"."""
    street = ordinal(dealt.street)
    if dealt.where is Where.SEAT:
        if dealt.up:
            text = QCoreApplication.translate("PackEditor", "seat {seat}'s {street}-street card")
        else:
            text = QCoreApplication.translate("PackEditor", "seat {seat}'s {street}-street card (down)")
        return text.format(seat=dealt.seat, street=street)
    if dealt.where is Where.BURN:
        return QCoreApplication.translate("PackEditor", "the {street}-street burn card").format(street=street)
    return QCoreApplication.translate("PackEditor", "the {street}-street common card").format(street=street)


def mismatch_words(mismatch: Mismatch) -> str:
    """Why a question's expected answer is flagged."""
    from ..answerwords import expected_words, given_words

    if mismatch.verdict is None:
        return QCoreApplication.translate("PackEditor", "the expected answer does not fit this drill")
    return QCoreApplication.translate(
        "PackEditor", "expects {given}, but by the rules the answer is now {right}"
    ).format(given=given_words(mismatch.verdict), right=expected_words(mismatch.verdict))


def problem_words(problem: Problem) -> str:
    """What keeps a hand from being ready, in a line."""
    if problem.kind is ProblemKind.NO_QUESTIONS:
        return QCoreApplication.translate("PackEditor", "no questions yet (a hand asks at least one)")
    if problem.kind is ProblemKind.DOES_NOT_FIT:
        return QCoreApplication.translate(
            "PackEditor", "question {number} does not fit the hand: {error}"
        ).format(number=problem.number, error=error_text(problem.error) if problem.error else "")
    assert problem.mismatch is not None
    return QCoreApplication.translate("PackEditor", "question {number}: {mismatch}").format(
        number=problem.number, mismatch=mismatch_words(problem.mismatch)
    )
