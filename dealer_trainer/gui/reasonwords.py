"""The engine's reasons in the GUI's own words, through Qt's translations.

The engine hands over each reason as typed data — its topic, a
:class:`~dealer_trainer.engine.reasons.RuleRef` and the facts it compared
(:mod:`dealer_trainer.engine.facts`). This module words that data for the
screen: every sentence, card name, ordinal, seat list and hand name goes
through ``QCoreApplication.translate("Reasons", ...)`` with named ``{fields}``,
so a translation touches no logic. Untranslated, the words are the engine's
English exactly (a test compares them over thousands of reasons).

Counts choose between a singular and a plural sentence, as the English does;
a language with more plural forms translates each of the two.

Why this is longer than most GUI modules' share of words: it is the one place
the reasons are worded for the screen, one function per kind of reason, kept
beside each other so a translator or a reviewer reads them in one go.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import assert_never

from PySide6.QtCore import QCoreApplication

from ..engine.cards import Card, Rank, Suit
from ..engine.dealing import StreetPlan
from ..engine.evaluation import Category, HandShape, HandView
from ..engine.facts import (
    BetHint,
    BetSizeFacts,
    BringInBet,
    BringInFacts,
    BringInHint,
    BurnFacts,
    CapFacts,
    ChipCountFacts,
    ChipsHint,
    CommonCardCount,
    CommonCardFacts,
    CommonCardHint,
    DealerNextHint,
    DealPlace,
    Facts,
    FirstDealFacts,
    FirstToActFacts,
    FirstToActHint,
    NoLowFacts,
    OddChipReason,
    OddChips,
    OpenPairFacts,
    PotCountFacts,
    PotCountHint,
    PotHalves,
    PotPart,
    RakeFacts,
    Recorded,
    ReshuffleFacts,
    RoundOpenFacts,
    ShortAllInFacts,
    ShowdownHint,
    SidePotFacts,
    SplitFacts,
    SplitPotHint,
    StreetDealFacts,
    TurnFacts,
    UncalledFacts,
    UncontestedFacts,
    WagerKind,
    WinFacts,
)
from ..engine.reasons import Parameter, Reading, Reason, RuleRef
from ..engine.rules import BringInCard, RuleSetName
from ..engine.variants import LowRule, Variant
from .numbers import number_in_words as chips


@dataclass(frozen=True)
class WordedReason:
    """A reason as the screen shows it: the rule reference and the explanation."""

    rule: str
    text: str


def worded(reason: Reason) -> WordedReason:
    """``reason`` in the GUI's words (the engine's English when no translation is loaded)."""
    if isinstance(reason.facts, Recorded) or reason.ref is None:
        # Saved with an exam's results as words: shown as the trainee saw them.
        return WordedReason(reason.rule, reason.text)
    return WordedReason(rule_words(reason.ref), facts_words(reason.facts))


# --- rule references -------------------------------------------------------------


def rule_set_words(name: RuleSetName) -> str:
    """A rule set as the rule sheet a dealer is handed names it."""
    if name is RuleSetName.PA:
        return QCoreApplication.translate("Reasons", "Pennsylvania rules")
    if name is RuleSetName.CARDROOM:
        return QCoreApplication.translate("Reasons", "House rules (cardroom)")
    return QCoreApplication.translate("Reasons", "Online room rules")


def _parameter_words(parameter: Parameter) -> str:
    if parameter is Parameter.ODD_CHIP:
        return QCoreApplication.translate("Reasons", "odd-chip rule")
    if parameter is Parameter.RAKE:
        return QCoreApplication.translate("Reasons", "rake")
    if parameter is Parameter.MAX_RAISES:
        return QCoreApplication.translate("Reasons", "raise cap")
    if parameter is Parameter.OPEN_PAIR:
        return QCoreApplication.translate("Reasons", "open-pair rule")
    return QCoreApplication.translate("Reasons", "bring-in rule")


def reading_words(reading: Reading) -> str:
    """What a point the rule texts leave open is read as."""
    if reading is Reading.ALL_IN_OPENER:
        return QCoreApplication.translate(
            "Reasons", "house reading: an all-in seat passes the first action to the next seat"
        )
    if reading is Reading.COMMON_SHOWING:
        return QCoreApplication.translate("Reasons", "house reading: the common card shows in every hand")
    if reading is Reading.EARLY_COMMON:
        return QCoreApplication.translate("Reasons", "house reading: on any street the cards run short")
    if reading is Reading.RESHUFFLE:
        return QCoreApplication.translate("Reasons", "house reading: the last card joins the burn cards")
    if reading is Reading.ALL_IN_BRING_IN:
        return QCoreApplication.translate("Reasons", "as in Robert's Rules of Poker: the next seat brings in")
    if reading is Reading.SHORT_ALL_IN:
        return QCoreApplication.translate(
            "Reasons",
            "as in Robert's Rules of Poker: less than half a bet all-in does not reopen the betting",
        )
    if reading is Reading.SHORT_BRING_IN:
        return QCoreApplication.translate(
            "Reasons", "house reading: a short bring-in is still completed to the small bet"
        )
    return QCoreApplication.translate("Reasons", "as in Robert's Rules of Poker")


def rule_words(ref: RuleRef) -> str:
    """A rule reference as cited: ``PA §637a.10(d)(1)``, ``Online room rules``."""
    if ref.overridden is not None:
        cited = QCoreApplication.translate("Reasons", "{rules}, with this table's own {parameter}").format(
            rules=rule_set_words(ref.rule_set), parameter=_parameter_words(ref.overridden)
        )
    elif ref.rule_set is not RuleSetName.PA:
        cited = rule_set_words(ref.rule_set)
    elif ref.section is None:
        cited = QCoreApplication.translate("Reasons", "Standard poker procedure")
    else:
        cited = QCoreApplication.translate("Reasons", "PA §{section}{subsection}").format(
            section=ref.section, subsection=ref.sub
        )
        if ref.seven_card_rule:
            cited = QCoreApplication.translate("Reasons", "{reference}, the seven-card rule").format(
                reference=cited
            )
    if ref.reading is not None:
        cited = QCoreApplication.translate("Reasons", "{reference}; {reading}").format(
            reference=cited, reading=reading_words(ref.reading)
        )
    return cited


# --- cards, ranks, seats, streets ---------------------------------------------------


def rank_face(rank: int) -> str:
    """A rank as the card shows it (``10``, ``J``); 1 is the ace counted low."""
    faces = {
        2: QCoreApplication.translate("Reasons", "2"),
        3: QCoreApplication.translate("Reasons", "3"),
        4: QCoreApplication.translate("Reasons", "4"),
        5: QCoreApplication.translate("Reasons", "5"),
        6: QCoreApplication.translate("Reasons", "6"),
        7: QCoreApplication.translate("Reasons", "7"),
        8: QCoreApplication.translate("Reasons", "8"),
        9: QCoreApplication.translate("Reasons", "9"),
        10: QCoreApplication.translate("Reasons", "10"),
        11: QCoreApplication.translate("Reasons", "J"),
        12: QCoreApplication.translate("Reasons", "Q"),
        13: QCoreApplication.translate("Reasons", "K"),
    }
    return faces.get(rank) or QCoreApplication.translate("Reasons", "A")


def card_words(card: Card) -> str:
    """A card as it shows: rank and suit symbol, ``10♥``."""
    return QCoreApplication.translate("Reasons", "{rank}{suit}").format(
        rank=rank_face(card.rank), suit="♣♦♥♠"[card.suit]
    )


def suit_words(suit: Suit) -> str:
    if suit is Suit.CLUBS:
        return QCoreApplication.translate("Reasons", "clubs")
    if suit is Suit.DIAMONDS:
        return QCoreApplication.translate("Reasons", "diamonds")
    if suit is Suit.HEARTS:
        return QCoreApplication.translate("Reasons", "hearts")
    return QCoreApplication.translate("Reasons", "spades")


def rank_noun(rank: int) -> str:
    """One card of a rank in words (``king``); 1 is the ace."""
    nouns = {
        2: QCoreApplication.translate("Reasons", "two"),
        3: QCoreApplication.translate("Reasons", "three"),
        4: QCoreApplication.translate("Reasons", "four"),
        5: QCoreApplication.translate("Reasons", "five"),
        6: QCoreApplication.translate("Reasons", "six"),
        7: QCoreApplication.translate("Reasons", "seven"),
        8: QCoreApplication.translate("Reasons", "eight"),
        9: QCoreApplication.translate("Reasons", "nine"),
        10: QCoreApplication.translate("Reasons", "ten"),
        11: QCoreApplication.translate("Reasons", "jack"),
        12: QCoreApplication.translate("Reasons", "queen"),
        13: QCoreApplication.translate("Reasons", "king"),
    }
    return nouns.get(rank) or QCoreApplication.translate("Reasons", "ace")


def rank_plural(rank: int) -> str:
    """Several cards of a rank in words (``kings``, ``sixes``); 1 is the ace."""
    plurals = {
        2: QCoreApplication.translate("Reasons", "twos"),
        3: QCoreApplication.translate("Reasons", "threes"),
        4: QCoreApplication.translate("Reasons", "fours"),
        5: QCoreApplication.translate("Reasons", "fives"),
        6: QCoreApplication.translate("Reasons", "sixes"),
        7: QCoreApplication.translate("Reasons", "sevens"),
        8: QCoreApplication.translate("Reasons", "eights"),
        9: QCoreApplication.translate("Reasons", "nines"),
        10: QCoreApplication.translate("Reasons", "tens"),
        11: QCoreApplication.translate("Reasons", "jacks"),
        12: QCoreApplication.translate("Reasons", "queens"),
        13: QCoreApplication.translate("Reasons", "kings"),
    }
    return plurals.get(rank) or QCoreApplication.translate("Reasons", "aces")


def rank_high(rank: int) -> str:
    """A straight or flush by its top card (``king high``), one text a rank: a language
    may need the rank's own article or contraction there (Spanish "al rey", "a la reina")."""
    highs = {
        2: QCoreApplication.translate("Reasons", "two high"),
        3: QCoreApplication.translate("Reasons", "three high"),
        4: QCoreApplication.translate("Reasons", "four high"),
        5: QCoreApplication.translate("Reasons", "five high"),
        6: QCoreApplication.translate("Reasons", "six high"),
        7: QCoreApplication.translate("Reasons", "seven high"),
        8: QCoreApplication.translate("Reasons", "eight high"),
        9: QCoreApplication.translate("Reasons", "nine high"),
        10: QCoreApplication.translate("Reasons", "ten high"),
        11: QCoreApplication.translate("Reasons", "jack high"),
        12: QCoreApplication.translate("Reasons", "queen high"),
        13: QCoreApplication.translate("Reasons", "king high"),
    }
    return highs.get(rank) or QCoreApplication.translate("Reasons", "ace high")


def street_words(street: int) -> str:
    """A street by its ordinal: ``fourth street``."""
    names = {
        2: QCoreApplication.translate("Reasons", "second street"),
        3: QCoreApplication.translate("Reasons", "third street"),
        4: QCoreApplication.translate("Reasons", "fourth street"),
        5: QCoreApplication.translate("Reasons", "fifth street"),
        6: QCoreApplication.translate("Reasons", "sixth street"),
    }
    return names.get(street) or QCoreApplication.translate("Reasons", "seventh street")


def capitalised(text: str) -> str:
    """A phrase as a heading or a list item shows it: its first letter upper case, the
    rest as translated ("Fourth street", «Cuarta calle»)."""
    return text[:1].upper() + text[1:]


def seat_list(seats: Sequence[int]) -> str:
    """Seats as a dealer lists them.

    >>> seat_list([1, 4, 6])
    '1, 4 and 6'
    """
    names = [str(seat) for seat in seats]
    if len(names) == 1:
        return names[0]
    return QCoreApplication.translate("Reasons", "{first} and {last}").format(
        first=QCoreApplication.translate("Reasons", ", ").join(names[:-1]), last=names[-1]
    )


def _and_list(words: Sequence[str]) -> str:
    """Words joined by "and": ``2♦ and 2♥``."""
    return QCoreApplication.translate("Reasons", " and ").join(words)


def variant_words(variant: Variant) -> str:
    """A game's full title, as the Pennsylvania rules title it."""
    if variant is Variant.STUD7:
        return QCoreApplication.translate("Reasons", "Seven-card Stud High")
    if variant is Variant.STUD7_LOW:
        return QCoreApplication.translate("Reasons", "Seven-card Stud Low")
    if variant is Variant.STUD7_HILO:
        return QCoreApplication.translate("Reasons", "Seven-card Stud High-low Split")
    if variant is Variant.STUD7_HILO8:
        return QCoreApplication.translate("Reasons", "Seven-card Stud High-low Split Eight or Better")
    if variant is Variant.SUPER_STUD7_HILO8:
        return QCoreApplication.translate("Reasons", "Super Seven-card Stud High-low Split Eight or Better")
    return QCoreApplication.translate("Reasons", "Five-card Stud")


# --- hands ------------------------------------------------------------------------


def hand_words(shape: HandShape) -> str:
    """A hand by its class: ``a full house, kings full of sevens``, ``7-5-4-3-A``.

    >>> hand_words(HandShape(HandView.HIGH, Category.FULL_HOUSE, (13, 7)))
    'a full house, kings full of sevens'
    >>> hand_words(HandShape(HandView.LOW, Category.HIGH_CARD, (7, 5, 4, 3, 1)))
    '7-5-4-3-A'
    """
    ranks = shape.ranks
    if shape.view is not HandView.HIGH and shape.category is Category.HIGH_CARD:
        letters = QCoreApplication.translate("Reasons", "-").join(rank_face(r) for r in ranks)
        if shape.view is HandView.SHOWING_LOW:
            return QCoreApplication.translate("Reasons", "{low} (no pair)").format(low=letters)
        return letters
    words = _high_words(shape.category, ranks)
    if shape.view is HandView.LOW:
        return QCoreApplication.translate("Reasons", "{hand} (a paired low)").format(hand=words)
    return words


def _high_words(category: Category, ranks: Sequence[int]) -> str:
    top = ranks[0]
    if category is Category.STRAIGHT_FLUSH:
        if top == Rank.ACE:
            return QCoreApplication.translate("Reasons", "a royal flush")
        return QCoreApplication.translate("Reasons", "a straight flush, {high}").format(high=rank_high(top))
    if category is Category.FOUR_OF_A_KIND:
        return QCoreApplication.translate("Reasons", "four {ranks}").format(ranks=rank_plural(top))
    if category is Category.FULL_HOUSE:
        return QCoreApplication.translate("Reasons", "a full house, {trips} full of {pair}").format(
            trips=rank_plural(top), pair=rank_plural(ranks[1])
        )
    if category is Category.FLUSH:
        return QCoreApplication.translate("Reasons", "a flush, {high}").format(high=rank_high(top))
    if category is Category.STRAIGHT:
        return QCoreApplication.translate("Reasons", "a straight, {high}").format(high=rank_high(top))
    if category is Category.THREE_OF_A_KIND:
        return QCoreApplication.translate("Reasons", "three {ranks}").format(ranks=rank_plural(top))
    if category is Category.TWO_PAIR:
        return QCoreApplication.translate("Reasons", "two pair, {upper} and {lower}").format(
            upper=rank_plural(top), lower=rank_plural(ranks[1])
        )
    if category is Category.PAIR:
        return QCoreApplication.translate("Reasons", "a pair of {ranks}").format(ranks=rank_plural(top))
    if len(ranks) == 1:
        return QCoreApplication.translate("Reasons", "{rank} high").format(rank=rank_noun(top))
    return QCoreApplication.translate("Reasons", "no pair, {rank} high").format(rank=rank_noun(top))


# --- the explanations ---------------------------------------------------------------


def facts_words(facts: Facts) -> str:
    """The explanation of a reason, from its facts."""
    match facts:
        case BringInFacts():
            return _bring_in(facts)
        case FirstToActFacts():
            return _first_to_act(facts)
        case BurnFacts():
            return _burn(facts)
        case ReshuffleFacts():
            return _reshuffle(facts)
        case CommonCardFacts():
            return _common_card(facts)
        case FirstDealFacts():
            return _first_deal(facts)
        case StreetDealFacts():
            return _street_deal(facts)
        case TurnFacts():
            return QCoreApplication.translate(
                "Reasons",
                "The action on {street} goes clockwise, one seat after another: "
                "seat {seat} was next to act, not seat {acted}.",
            ).format(street=street_words(facts.street), seat=facts.seat, acted=facts.acted)
        case RoundOpenFacts():
            return QCoreApplication.translate(
                "Reasons",
                "Seat {seat} had still to act on {street}. The betting round is complete only "
                "when the last player has answered the last bet; only then does the dealer burn "
                "and deal the next street.",
            ).format(seat=facts.seat, street=street_words(facts.street))
        case RakeFacts():
            return _rake(facts)
        case WinFacts() | SplitFacts() | NoLowFacts():
            return _winners(facts)
        case OddChips():
            return _odd_chips(facts)
        case SidePotFacts():
            return _side_pot(facts)
        case UncontestedFacts():
            return _uncontested(facts)
        case BringInHint() | FirstToActHint() | DealerNextHint() | CommonCardHint() | SplitPotHint():
            return _hint(facts)
        case CommonCardCount():
            return _common_card_count(facts)
        case BringInBet() | BetSizeFacts() | CapFacts() | OpenPairFacts() | ShortAllInFacts():
            return _betting(facts)
        case UncalledFacts():
            return QCoreApplication.translate(
                "Reasons",
                "Nobody matched the last {amount} seat {seat} put in, so the dealer gives the "
                "uncalled {amount} back to seat {seat} before the pot is pushed; it is not part of the pot.",
            ).format(amount=chips(facts.amount), seat=facts.seat)
        case BetHint():
            return _bet_hint(facts)
        case ShowdownHint():
            return _showdown_hint(facts)
        case PotCountFacts():
            return _pot_count(facts)
        case ChipCountFacts():
            return _chip_count(facts)
        case PotHalves():
            return _halves(facts)
        case PotCountHint():
            return _pot_count_hint(facts)
        case ChipsHint():
            return _chips_hint(facts)
        case Recorded(text=text):
            return text
    assert_never(facts)  # the union is closed: mypy fails on a kind of facts left unworded


def _bring_in(facts: BringInFacts) -> str:
    card = card_words(facts.card)
    if facts.rule is BringInCard.LOWEST_ACE_HIGH:
        text = QCoreApplication.translate(
            "Reasons", "Seat {seat}'s {card} brings in: it is the lowest up card (aces count high)."
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "Seat {seat}'s {card} brings in: it is the highest up card (aces count low, "
            "so the king is highest).",
        )
    text = text.format(seat=facts.seat, card=card)
    if facts.ties:
        others = _and_list([card_words(c) for c in facts.ties])
        suits = _and_list([suit_words(s) for s in dict.fromkeys(c.suit for c in facts.ties)])
        if facts.rule is BringInCard.LOWEST_ACE_HIGH:
            tie = (
                QCoreApplication.translate(
                    "Reasons",
                    "{others} ties on rank, and {suit} rank below {suits} (suits rank "
                    "spades, hearts, diamonds, clubs from the top).",
                )
                if len(facts.ties) == 1
                else QCoreApplication.translate(
                    "Reasons",
                    "{others} tie on rank, and {suit} rank below {suits} (suits rank "
                    "spades, hearts, diamonds, clubs from the top).",
                )
            )
        else:
            tie = (
                QCoreApplication.translate(
                    "Reasons",
                    "{others} ties on rank, and {suit} rank above {suits} (suits rank "
                    "spades, hearts, diamonds, clubs from the top).",
                )
                if len(facts.ties) == 1
                else QCoreApplication.translate(
                    "Reasons",
                    "{others} tie on rank, and {suit} rank above {suits} (suits rank "
                    "spades, hearts, diamonds, clubs from the top).",
                )
            )
        text += " " + tie.format(others=others, suit=suit_words(facts.card.suit), suits=suits)
    elif facts.runner is not None:
        text += " " + QCoreApplication.translate(
            "Reasons", "The next in line would be seat {seat}'s {card}."
        ).format(seat=facts.runner[0], card=card_words(facts.runner[1]))
    if facts.passed_to is not None:
        text += " " + QCoreApplication.translate(
            "Reasons", "Seat {seat} is all-in from the ante, so seat {next}, next clockwise, must bring in."
        ).format(seat=facts.seat, next=facts.passed_to)
    return text


def _first_to_act(facts: FirstToActFacts) -> str:
    words, street = hand_words(facts.hand), street_words(facts.street)
    if facts.is_tie:
        text = (
            QCoreApplication.translate(
                "Reasons",
                "Seats {seats} show equal low hands ({hand}); seat {seat} is closest "
                "to the dealer's left, so it acts first on {street}.",
            )
            if facts.low
            else QCoreApplication.translate(
                "Reasons",
                "Seats {seats} show equal high hands ({hand}); seat {seat} is closest "
                "to the dealer's left, so it acts first on {street}.",
            )
        )
        text = text.format(seats=seat_list(facts.tied), hand=words, seat=facts.seat, street=street)
    else:
        text = (
            QCoreApplication.translate(
                "Reasons",
                "Seat {seat} shows {cards} ({hand}), the best low hand showing, so "
                "it acts first on {street}.",
            )
            if facts.low
            else QCoreApplication.translate(
                "Reasons",
                "Seat {seat} shows {cards} ({hand}), the best high hand showing, so "
                "it acts first on {street}.",
            )
        )
        text = text.format(
            seat=facts.seat, cards=" ".join(card_words(c) for c in facts.cards), hand=words, street=street
        )
    if facts.opener is not None:
        text += " " + QCoreApplication.translate(
            "Reasons",
            "Seat {seat} is all-in, so seat {opener}, the next seat clockwise that can "
            "still act, opens the betting.",
        ).format(seat=facts.seat, opener=facts.opener)
    return text


def _burn(facts: BurnFacts) -> str:
    if facts.before_common:
        text = QCoreApplication.translate(
            "Reasons", "Before the common card for {street}, the dealer burns the top card of the stub."
        )
    else:
        text = QCoreApplication.translate(
            "Reasons", "Before dealing {street}, the dealer burns the top card of the stub."
        )
    return text.format(street=street_words(facts.street))


def _reshuffle(facts: ReshuffleFacts) -> str:
    if facts.stub_left == 1:
        text = QCoreApplication.translate(
            "Reasons", "Only 1 card left in the stub: too few to burn and deal a common card for {street}."
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "Only {left} cards left in the stub: too few to burn and deal a common card for {street}.",
        )
    text = text.format(left=facts.stub_left, street=street_words(facts.street))
    burns = (
        QCoreApplication.translate("Reasons", "the 1 burn card")
        if facts.burns == 1
        else QCoreApplication.translate("Reasons", "the {burns} burn cards").format(burns=facts.burns)
    )
    if facts.stub_left:
        burns = QCoreApplication.translate("Reasons", "{burns} and the last stub card").format(burns=burns)
    if facts.with_muck:
        burns = QCoreApplication.translate(
            "Reasons", "{burns} together with the muck (the burn cards alone are fewer than two)"
        ).format(burns=burns)
    return (
        text
        + " "
        + QCoreApplication.translate(
            "Reasons",
            "The dealer shuffles {burns} into a new stub of {size}, then burns one and deals "
            "the common card.",
        ).format(burns=burns, size=facts.new_stub)
    )


def _common_card(facts: CommonCardFacts) -> str:
    street = street_words(facts.street)
    if facts.after_reshuffle:
        return QCoreApplication.translate(
            "Reasons",
            "After the reshuffle the dealer deals one common card face up in the centre; "
            "it plays as {street} in every remaining hand.",
        ).format(street=street)
    if facts.stub_left == 1:
        text = QCoreApplication.translate(
            "Reasons",
            "{live} seats are still in the hand, so dealing one each needs {needed} cards "
            "with the burn; only 1 was left.",
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "{live} seats are still in the hand, so dealing one each needs {needed} cards "
            "with the burn; only {left} were left.",
        )
    return (
        text.format(live=facts.live, needed=facts.live + 1, left=facts.stub_left)
        + " "
        + (
            QCoreApplication.translate(
                "Reasons",
                "The dealer deals one common card face up in the centre, and it plays as "
                "{street} in every remaining hand.",
            ).format(street=street)
        )
    )


def _face(up: bool) -> str:
    return (
        QCoreApplication.translate("Reasons", "face up")
        if up
        else QCoreApplication.translate("Reasons", "face down")
    )


def _first_deal(facts: FirstDealFacts) -> str:
    if facts.place is DealPlace.START:
        where = QCoreApplication.translate(
            "Reasons", "the deal starts with seat {seat}, the first seat to the dealer's left"
        )
    elif facts.place is DealPlace.NEW_ROUND:
        where = QCoreApplication.translate(
            "Reasons", "a new round starts again at seat {seat}, the first seat to the dealer's left"
        )
    else:
        where = QCoreApplication.translate("Reasons", "seat {seat} is next clockwise")
    return QCoreApplication.translate(
        "Reasons",
        "The first deal goes one card at a time, clockwise from the dealer's left, "
        "{rounds} rounds in all; this is round {round} ({face}) and {where}.",
    ).format(
        rounds=facts.rounds,
        round=facts.round_no,
        face=_face(facts.face_up),
        where=where.format(seat=facts.seat),
    )


def _street_deal(facts: StreetDealFacts) -> str:
    if facts.first:
        where = QCoreApplication.translate(
            "Reasons", "seat {seat} is the first seat still in the hand to the dealer's left"
        )
    else:
        where = QCoreApplication.translate(
            "Reasons", "seat {seat} is the next seat clockwise still in the hand"
        )
    return QCoreApplication.translate(
        "Reasons",
        "After the burn, {street} goes {face} to every seat still in the hand (folded "
        "seats are skipped, all-in seats are dealt), starting at the dealer's left: {where}.",
    ).format(
        street=street_words(facts.street), face=_face(facts.face_up), where=where.format(seat=facts.seat)
    )


def _rake(facts: RakeFacts) -> str:
    if facts.capped:
        text = QCoreApplication.translate(
            "Reasons",
            "The house takes {percent}% of the {contested} chips contested ({share}, "
            "rounded down), capped at {cap}: {rake} chips, from the main pot before it is split.",
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "The house takes {percent}% of the {contested} chips contested ({share}, "
            "rounded down): {rake} chips, from the main pot before it is split.",
        )
    text = text.format(
        percent=facts.percent,
        contested=chips(facts.contested),
        share=chips(facts.share),
        cap=chips(facts.cap),
        rake=chips(facts.rake),
    )
    if facts.returned:
        text += " " + QCoreApplication.translate(
            "Reasons", "The {returned} uncalled chips are returned, not raked."
        ).format(returned=chips(facts.returned))
    return text


def _seats_of(seats: Sequence[int]) -> str:
    """``seat 3`` or ``seats 1 and 3``, inside a sentence."""
    if len(seats) == 1:
        return QCoreApplication.translate("Reasons", "seat {seats}").format(seats=seat_list(seats))
    return QCoreApplication.translate("Reasons", "seats {seats}").format(seats=seat_list(seats))


def _winners(facts: WinFacts | SplitFacts | NoLowFacts) -> str:
    if isinstance(facts, SplitFacts):
        return QCoreApplication.translate(
            "Reasons",
            "Half to the best high hand, {high_hand} ({high_seats}), half to the best "
            "low, {low_hand} ({low_seats}).",
        ).format(
            high_hand=hand_words(facts.high_hand),
            high_seats=_seats_of(facts.high),
            low_hand=hand_words(facts.low_hand),
            low_seats=_seats_of(facts.low),
        )
    if isinstance(facts, NoLowFacts):
        return QCoreApplication.translate(
            "Reasons",
            "No hand makes a low of five different ranks, eight or lower, so the whole "
            "pot goes to the best high hand, {hand} ({seats}).",
        ).format(hand=hand_words(facts.high_hand), seats=_seats_of(facts.high))
    one = len(facts.seats) == 1
    if facts.low:
        text = (
            QCoreApplication.translate("Reasons", "Seat {seats} wins with the best low, {hand}.")
            if one
            else QCoreApplication.translate("Reasons", "Seats {seats} win with the best low, {hand}.")
        )
    else:
        text = (
            QCoreApplication.translate("Reasons", "Seat {seats} wins with the best high hand, {hand}.")
            if one
            else QCoreApplication.translate("Reasons", "Seats {seats} win with the best high hand, {hand}.")
        )
    return text.format(seats=seat_list(facts.seats), hand=hand_words(facts.hand))


def _odd_chips(facts: OddChips) -> str:
    if facts.rule is OddChipReason.HIGH_HALF:
        return QCoreApplication.translate(
            "Reasons",
            "The pot of {amount} does not divide in two, so the high half takes the odd "
            "chip: {high} high, {low} low.",
        ).format(amount=chips(facts.amount), high=chips(facts.high_half), low=chips(facts.low_half))
    cards = QCoreApplication.translate("Reasons", ", ").join(
        QCoreApplication.translate("Reasons", "seat {seat} {card}").format(seat=seat, card=card_words(card))
        for seat, card in facts.deciding
    )
    if facts.rule is OddChipReason.LEFT_OF_DEALER:
        how = QCoreApplication.translate("Reasons", "clockwise from the dealer's left")
    elif facts.rule is OddChipReason.LOWEST_CARD:
        how = QCoreApplication.translate(
            "Reasons", "by the lowest card of each low, suit breaking rank ties ({cards})"
        )
    else:
        how = QCoreApplication.translate(
            "Reasons", "by the highest card of each hand, suit breaking rank ties ({cards})"
        )
    text = _odd_chip_sentence(facts.part, facts.extra == 1)
    return text.format(
        amount=chips(facts.amount),
        seats=seat_list(facts.among),
        extra=facts.extra,
        how=how.format(cards=cards),
    )


def _odd_chip_sentence(part: PotPart, one: bool) -> str:
    """The sentence for the odd chips of a pot or half, whole: its article and
    adjectives agree with the part in other languages ("la mitad alta", "el bote")."""
    if part is PotPart.HIGH_HALF:
        if one:
            return QCoreApplication.translate(
                "Reasons",
                "The high half of {amount} does not divide evenly among seats {seats}; "
                "the 1 odd chip goes {how}.",
            )
        return QCoreApplication.translate(
            "Reasons",
            "The high half of {amount} does not divide evenly among seats {seats}; "
            "the {extra} odd chips go {how}.",
        )
    if part is PotPart.LOW_HALF:
        if one:
            return QCoreApplication.translate(
                "Reasons",
                "The low half of {amount} does not divide evenly among seats {seats}; "
                "the 1 odd chip goes {how}.",
            )
        return QCoreApplication.translate(
            "Reasons",
            "The low half of {amount} does not divide evenly among seats {seats}; "
            "the {extra} odd chips go {how}.",
        )
    if one:
        return QCoreApplication.translate(
            "Reasons",
            "The pot of {amount} does not divide evenly among seats {seats}; the 1 odd chip goes {how}.",
        )
    return QCoreApplication.translate(
        "Reasons",
        "The pot of {amount} does not divide evenly among seats {seats}; the {extra} odd chips go {how}.",
    )


def _side_pot(facts: SidePotFacts) -> str:
    amount, returned = facts.amount, facts.returned
    if len(facts.eligible) > 1:
        text = (
            QCoreApplication.translate(
                "Reasons",
                "The main pot of {amount} is played for by seats {seats}, the seats that put in all of it.",
            )
            if facts.main
            else QCoreApplication.translate(
                "Reasons",
                "The side pot of {amount} is played for by seats {seats}, the seats that put in all of it.",
            )
        )
        text = text.format(amount=chips(amount), seats=seat_list(facts.eligible))
        if len(facts.folded) == 1:
            text += " " + QCoreApplication.translate(
                "Reasons", "Seat {seat} folded: its chips stay in, but it cannot win it."
            ).format(seat=facts.folded[0])
        elif facts.folded:
            text += " " + QCoreApplication.translate(
                "Reasons", "Seats {seats} folded: their chips stay in, but they cannot win it."
            ).format(seats=seat_list(facts.folded))
        return text
    seat = facts.eligible[0]
    if returned == amount:
        text = QCoreApplication.translate(
            "Reasons",
            "Nobody called the last {returned} seat {seat} put in: the uncalled "
            "{returned} goes back to seat {seat}.",
        )
    elif returned:
        text = QCoreApplication.translate(
            "Reasons",
            "Seat {seat} is the only seat left in the last {amount}: the uncalled "
            "{returned} goes back to it, and the other {rest}, put in by seats that folded, is its "
            "too.",
        )
    elif facts.main:
        text = QCoreApplication.translate(
            "Reasons",
            "Seat {seat} is the only seat left in the main pot of {amount}: the other "
            "seats that put chips in it folded, so it takes it.",
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "Seat {seat} is the only seat left in the side pot of {amount}: the other "
            "seats that put chips in it folded, so it takes it.",
        )
    return text.format(
        seat=seat, amount=chips(amount), returned=chips(returned), rest=chips(amount - returned)
    )


def _uncontested(facts: UncontestedFacts) -> str:
    if facts.rake:
        text = QCoreApplication.translate(
            "Reasons",
            "Every other seat folded, so seat {seat} wins the pot of {total} at once, "
            "with no showdown (less the {rake}-chip rake).",
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "Every other seat folded, so seat {seat} wins the pot of {total} at once, with no showdown.",
        )
    return text.format(seat=facts.winner, total=chips(facts.total), rake=chips(facts.rake))


def _hint(facts: BringInHint | FirstToActHint | DealerNextHint | CommonCardHint | SplitPotHint) -> str:
    if isinstance(facts, BringInHint):
        if facts.rule is BringInCard.LOWEST_ACE_HIGH:
            text = QCoreApplication.translate(
                "Reasons",
                "In {game} under these rules the lowest up card, aces high; a rank tie "
                "goes to the lowest suit. Suits rank spades, hearts, diamonds, clubs from the top.",
            )
        else:
            text = QCoreApplication.translate(
                "Reasons",
                "In {game} under these rules the highest up card, aces low (the king is "
                "highest); a rank tie goes to the highest suit. Suits rank spades, hearts, "
                "diamonds, clubs from the top.",
            )
        return text.format(game=variant_words(facts.variant))
    if isinstance(facts, FirstToActHint):
        rest = QCoreApplication.translate(
            "Reasons",
            "With fewer than five up cards only pairs count (no straights or flushes); "
            "common cards count for everyone; equal boards go to the seat closest to the dealer's "
            "left; an all-in seat passes to the next seat that can act.",
        )
        first = (
            QCoreApplication.translate("Reasons", "The best low hand showing acts first.")
            if facts.low
            else QCoreApplication.translate("Reasons", "The best high hand showing acts first.")
        )
        return first + " " + rest
    if isinstance(facts, DealerNextHint):
        return QCoreApplication.translate(
            "Reasons",
            "Before each street after the first the dealer burns one card, then deals "
            "one card to each seat still in the hand from the dealer's left. If the stub cannot "
            "cover every seat plus the burn, a common card is dealt instead; with one card or none "
            "left, the burn cards are shuffled into a new stub first.",
        )
    if isinstance(facts, CommonCardHint):
        return QCoreApplication.translate(
            "Reasons",
            "Count the seats still in the hand, add one for the burn, and compare with "
            "the cards left in the stub.",
        )
    parts = [
        QCoreApplication.translate(
            "Reasons", "Settle each pot on its own among the seats that paid into all of it."
        )
    ]
    if facts.split:
        parts.append(
            QCoreApplication.translate(
                "Reasons",
                "Half to the best high, half to the best low (if a low qualifies); an odd "
                "chip goes to the high half.",
            )
        )
    parts.append(
        QCoreApplication.translate(
            "Reasons",
            "Tied hands share; odd chips follow the rule set's odd-chip rule; the rake "
            "comes off the main pot first.",
        )
        if facts.rake
        else QCoreApplication.translate(
            "Reasons", "Tied hands share; odd chips follow the rule set's odd-chip rule."
        )
    )
    return " ".join(parts)


def _showdown_hint(facts: ShowdownHint) -> str:
    """How to read the hands at a showdown, by the game's high and low (its own texts)."""
    if not facts.high:
        return QCoreApplication.translate(
            "Reasons",
            "Read each hand's lowest five different ranks, aces low; straights and flushes do "
            "not count. Compare the highest card first, then the next: the lowest hand wins "
            "each pot, and equal lows split it.",
        )
    if facts.low is LowRule.NONE:
        return QCoreApplication.translate(
            "Reasons",
            "Read each hand's best five cards, whatever order they came in: a flush beats a "
            "straight, a full house beats a flush. The best hand wins each pot; equal hands split it.",
        )
    text = QCoreApplication.translate(
        "Reasons",
        "Read each hand twice: its best high five, and its lowest five different ranks (aces "
        "low, straights and flushes do not count), which may be other cards. Half of each pot "
        "goes to the best high, half to the best low; equal hands share their half.",
    )
    if facts.low is LowRule.EIGHT_OR_BETTER:
        text += " " + QCoreApplication.translate(
            "Reasons",
            "A low needs five different ranks of eight or lower; with no such low the best "
            "high hand takes the whole pot.",
        )
    return text


def _common_card_count(facts: CommonCardCount) -> str:
    text = QCoreApplication.translate(
        "Reasons",
        "{live} seats are still in the hand, so dealing {street} one each takes "
        "{needed} cards with the burn; the stub holds {stub}.",
    ).format(live=facts.live, street=street_words(facts.street), needed=facts.live + 1, stub=facts.stub)
    if facts.plan is StreetPlan.EACH:
        verdict = QCoreApplication.translate(
            "Reasons", "That is enough: burn one and deal every seat its own card."
        )
    elif facts.plan is StreetPlan.COMMON:
        verdict = QCoreApplication.translate(
            "Reasons",
            "That is too few: burn one and deal one common card face up in the centre, "
            "which plays in every hand.",
        )
    elif facts.stub == 1:
        verdict = QCoreApplication.translate(
            "Reasons",
            "With 1 card left there is not even a burn and a common card: shuffle the "
            "burn cards (with the last stub card) into a new stub, then burn and deal the common "
            "card.",
        )
    else:
        verdict = QCoreApplication.translate(
            "Reasons",
            "With {stub} cards left there is not even a burn and a common card: shuffle "
            "the burn cards (with the last stub card) into a new stub, then burn and deal the "
            "common card.",
        ).format(stub=facts.stub)
    return text + " " + verdict


# --- counting the pot and the chips -------------------------------------------------


def _pot_count(facts: PotCountFacts) -> str:
    if not facts.bets:
        return QCoreApplication.translate(
            "Reasons", "The chips gathered in the middle come to {total}."
        ).format(total=chips(facts.total))
    bets = QCoreApplication.translate("Reasons", ", ").join(
        QCoreApplication.translate("Reasons", "seat {seat}: {chips}").format(seat=seat, chips=chips(amount))
        for seat, amount in facts.bets
    )
    return QCoreApplication.translate(
        "Reasons",
        "The pot holds {total}: the {gathered} gathered in the middle and the bets in front of "
        "the seats ({bets}).",
    ).format(total=chips(facts.total), gathered=chips(facts.gathered), bets=bets)


def _chip_count(facts: ChipCountFacts) -> str:
    stacks = [
        QCoreApplication.translate("Reasons", "{count} × {denomination}").format(
            count=count, denomination=chips(denomination)
        )
        for denomination, count in facts.chips
    ]
    listed = (
        stacks[0]
        if len(stacks) == 1
        else QCoreApplication.translate("Reasons", "{first} and {last}").format(
            first=QCoreApplication.translate("Reasons", ", ").join(stacks[:-1]), last=stacks[-1]
        )
    )
    return QCoreApplication.translate("Reasons", "The stack is {stacks}: {total} in all.").format(
        stacks=listed, total=chips(facts.total)
    )


def _halves(facts: PotHalves) -> str:
    if not facts.odd:
        return QCoreApplication.translate(
            "Reasons", "The {amount} cuts into two even halves of {half}."
        ).format(amount=chips(facts.amount), half=chips(facts.half))
    text = QCoreApplication.translate(
        "Reasons", "The {amount} cuts into two halves of {half}, with 1 chip left over."
    ).format(amount=chips(facts.amount), half=chips(facts.half))
    if len(facts.odd_to) == 1:
        text += " " + QCoreApplication.translate("Reasons", "The odd chip goes to seat {seat}.").format(
            seat=facts.odd_to[0]
        )
    elif facts.odd_to:
        text += " " + QCoreApplication.translate(
            "Reasons", "The odd chip goes with the high half, to seats {seats}."
        ).format(seats=seat_list(facts.odd_to))
    return text


def _pot_count_hint(facts: PotCountHint) -> str:
    parts = [
        QCoreApplication.translate(
            "Reasons",
            "Count each colour in stacks, then add the bets in front of the seats; folded seats' "
            "chips stay in the pot.",
        )
    ]
    if facts.side_pots:
        parts.append(
            QCoreApplication.translate(
                "Reasons",
                "With an all-in, cut the pots from the smallest all-in up: each pot can be won only "
                "by the seats still in that put in all of it, and a folded seat can win none.",
            )
        )
    if facts.rake:
        parts.append(
            QCoreApplication.translate(
                "Reasons",
                "The house rakes its percentage of the chips contested, rounded down and never "
                "more than the cap, from the main pot.",
            )
        )
    return " ".join(parts)


def _chips_hint(facts: ChipsHint) -> str:
    if not facts.cut:
        return QCoreApplication.translate(
            "Reasons",
            "Count each colour on its own, in stacks of five or twenty, times its value; then add "
            "the colours, the biggest first.",
        )
    text = QCoreApplication.translate(
        "Reasons",
        "Cut the pot into two equal stacks, chip for chip from the biggest colour; a chip that "
        "will not pair up is the odd chip.",
    )
    if facts.split:
        text += " " + QCoreApplication.translate(
            "Reasons", "In a hi-lo pot the odd chip goes to the high half."
        )
    return text


# --- the betting (What's the bet?) ---------------------------------------------------------


def _betting(facts: BringInBet | BetSizeFacts | CapFacts | OpenPairFacts | ShortAllInFacts) -> str:
    """A reason on the amounts of a betting decision: two sentences, each translated whole."""
    if isinstance(facts, BringInBet):
        first = (
            QCoreApplication.translate(
                "Reasons", "Seat {seat} brings in all-in for {amount}, less than the bring-in."
            )
            if facts.all_in
            else QCoreApplication.translate("Reasons", "Seat {seat} must bring in for {amount}.")
        ).format(seat=facts.seat, amount=chips(facts.amount))
        if facts.complete_to is None:
            then = QCoreApplication.translate(
                "Reasons", "The bring-in is already a full small bet, so there is nothing to complete."
            )
        else:
            then = QCoreApplication.translate(
                "Reasons", "Completing makes the bet the small bet, {amount}."
            ).format(amount=chips(facts.complete_to))
        return first + " " + then
    if isinstance(facts, BetSizeFacts):
        return _bet_size(facts)
    if isinstance(facts, CapFacts):
        return _cap(facts)
    if isinstance(facts, OpenPairFacts):
        return _open_pair(facts)
    first = QCoreApplication.translate(
        "Reasons",
        "Seat {all_in} went all-in for {total}, less than half a bet more than the bet before it, "
        "so it is not a full raise.",
    ).format(all_in=facts.all_in, total=chips(facts.total))
    if facts.reopened:
        then = QCoreApplication.translate(
            "Reasons", "Seat {seat} had not yet acted on the bet before it, so it may still raise."
        )
    else:
        then = QCoreApplication.translate(
            "Reasons",
            "Seat {seat} had already acted, so the betting is not reopened for it: it may only "
            "call {amount} or fold.",
        )
    return first + " " + then.format(seat=facts.seat, amount=chips(facts.to_call))


def _bet_size(facts: BetSizeFacts) -> str:
    street = street_words(facts.street)
    first = (
        QCoreApplication.translate("Reasons", "On {street} the bet is the big bet, {unit}.")
        if facts.big
        else QCoreApplication.translate("Reasons", "On {street} the bet is the small bet, {unit}.")
    ).format(street=street, unit=chips(facts.unit))
    wager = facts.wager if facts.raise_to is not None else None
    if facts.to_call:
        if wager is None:
            then = QCoreApplication.translate(
                "Reasons", "Seat {seat} has {to_call} to call, and may not bet or raise."
            )
        elif wager is WagerKind.COMPLETE:
            then = QCoreApplication.translate(
                "Reasons", "Seat {seat} has {to_call} to call; a completion makes it {amount}."
            )
        elif wager is WagerKind.BET:
            then = QCoreApplication.translate(
                "Reasons", "Seat {seat} has {to_call} to call; a bet makes it {amount}."
            )
        else:
            then = QCoreApplication.translate(
                "Reasons", "Seat {seat} has {to_call} to call; a raise makes it {amount}."
            )
    elif wager is None:
        then = QCoreApplication.translate(
            "Reasons", "Seat {seat} owes nothing and may check, and may not bet or raise."
        )
    elif wager is WagerKind.COMPLETE:
        then = QCoreApplication.translate(
            "Reasons", "Seat {seat} owes nothing and may check; a completion makes it {amount}."
        )
    elif wager is WagerKind.BET:
        then = QCoreApplication.translate(
            "Reasons", "Seat {seat} owes nothing and may check; a bet makes it {amount}."
        )
    else:
        then = QCoreApplication.translate(
            "Reasons", "Seat {seat} owes nothing and may check; a raise makes it {amount}."
        )
    amount = chips(facts.raise_to) if facts.raise_to is not None else ""
    return first + " " + then.format(seat=facts.seat, to_call=chips(facts.to_call), amount=amount)


def _cap(facts: CapFacts) -> str:
    first = (
        QCoreApplication.translate("Reasons", "A round allows one bet and 1 raise.")
        if facts.raises == 1
        else QCoreApplication.translate("Reasons", "A round allows one bet and {raises} raises.").format(
            raises=facts.raises
        )
    )
    if facts.capped:
        then = QCoreApplication.translate(
            "Reasons",
            "All of them are in, so the betting is capped: seat {seat} may only call {amount} or fold.",
        ).format(seat=facts.seat, amount=chips(facts.to_call))
    else:
        then = QCoreApplication.translate(
            "Reasons", "{left} more may still come in, so the betting is not capped."
        ).format(left=facts.wagers_left)
    return first + " " + then


def _open_pair(facts: OpenPairFacts) -> str:
    street = street_words(facts.street)
    if len(facts.pairs) == 1:
        first = QCoreApplication.translate("Reasons", "Seat {seats} shows an open pair on {street}.")
    else:
        first = QCoreApplication.translate("Reasons", "Seats {seats} show an open pair on {street}.")
    first = first.format(seats=seat_list(facts.pairs), street=street)
    small, big = chips(facts.small_bet), chips(facts.big_bet)
    if not facts.option:
        then = QCoreApplication.translate(
            "Reasons",
            "In {game} under these rules an open pair gives no big-bet option: the bet stays the "
            "small bet, {small}.",
        ).format(game=variant_words(facts.variant), small=small)
    elif facts.offered:
        then = QCoreApplication.translate(
            "Reasons",
            "Seat {seat} may open with the small bet, {small}, or the big bet, {big}; once the big "
            "bet is made, every raise is a big bet.",
        ).format(seat=facts.seat, small=small, big=big)
    else:
        then = QCoreApplication.translate(
            "Reasons",
            "The option belongs to the seat that opens the betting; a bet is already in, so seat "
            "{seat} may not choose the big bet now.",
        ).format(seat=facts.seat)
    return first + " " + then


def _bet_hint(facts: BetHint) -> str:
    if facts.raises == 1:
        text = QCoreApplication.translate(
            "Reasons",
            "The bring-in is {bring_in} and a completion makes it the small bet, {small}; bets and "
            "raises are {small} until {street}, then {big}. A round allows one bet and 1 raise; an "
            "all-in of less than half a bet does not reopen the betting, and chips nobody matched go "
            "back at the end.",
        )
    else:
        text = QCoreApplication.translate(
            "Reasons",
            "The bring-in is {bring_in} and a completion makes it the small bet, {small}; bets and "
            "raises are {small} until {street}, then {big}. A round allows one bet and {raises} "
            "raises; an all-in of less than half a bet does not reopen the betting, and chips nobody "
            "matched go back at the end.",
        )
    return text.format(
        bring_in=chips(facts.bring_in),
        small=chips(facts.small_bet),
        big=chips(facts.big_bet),
        street=street_words(facts.big_from),
        raises=facts.raises,
    )


__all__ = [
    "WordedReason",
    "capitalised",
    "card_words",
    "facts_words",
    "hand_words",
    "rank_face",
    "rank_high",
    "rank_noun",
    "rank_plural",
    "reading_words",
    "rule_set_words",
    "rule_words",
    "seat_list",
    "street_words",
    "suit_words",
    "variant_words",
    "worded",
]
