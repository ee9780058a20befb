"""Why the engine decided what it did: rule references and trainee wording.

The rule texts are cited, never quoted: each reason pairs a reference
(``PA §637a.10(d)(1)``, ``House rules (cardroom)``, ``Online room rules``) with
a sentence or two in our own words that shows the concrete comparison, because
a trainee learns the rule from seeing it applied to the cards on the table.
References are written for a dealer, never in the file format's terms: where
a decision rests on a reading of a point the rule texts leave open, the
reference says so in words (:class:`Reading`).

A reason is typed data: its :class:`Topic`, a :class:`RuleRef` and the facts
of the comparison (:mod:`dealer_trainer.engine.facts`). Nothing outside the
engine reads the sentences to decide anything: it asks the topic and the
facts. The English of :attr:`Reason.rule` and :attr:`Reason.text` (the JSON
report, the command line) is made from them here, by :meth:`RuleRef.cited`
and :func:`english`, and only when asked; the GUI words the same data
through its translations (``gui/reasonwords.py``).

>>> from dealer_trainer.engine.cards import parse_card
>>> from dealer_trainer.engine.facts import BringInFacts
>>> from dealer_trainer.engine.rules import BringInCard, preset
>>> from dealer_trainer.engine.variants import spec_of
>>> rules, spec = preset(RuleSetName.PA, Variant.STUD7), spec_of(Variant.STUD7)
>>> why = because(rules, spec, Topic.BRING_IN, BringInFacts(
...     3, parse_card("2c"), BringInCard.LOWEST_ACE_HIGH, ties=(parse_card("2d"),)))
>>> why.ref.section, why.ref.sub, why.rule
('637a.10', '(d)(1)', 'PA §637a.10(d)(1)')
>>> why.text
"Seat 3's 2♣ brings in: it is the lowest up card (aces count high). 2♦ ties on rank, and \
clubs rank below diamonds (suits rank spades, hearts, diamonds, clubs from the top)."
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum, StrEnum
from functools import cached_property
from typing import assert_never

from .dealing import StreetPlan
from .evaluation import hand_words
from .facts import (
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
from .rules import BringInCard, RuleSet, RuleSetName
from .variants import LowRule, Variant, VariantSpec, spec_of

STREET_NAMES = {
    2: "second street",
    3: "third street",
    4: "fourth street",
    5: "fifth street",
    6: "sixth street",
    7: "seventh street",
}


def join_seats(seats: Sequence[int]) -> str:
    """``[1, 4, 6]`` -> ``'1, 4 and 6'``."""
    return join_words([str(seat) for seat in seats])


def join_words(names: Sequence[str]) -> str:
    """``['a', 'b', 'c']`` -> ``'a, b and c'``."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Topic(Enum):
    BRING_IN = "bring_in"
    FIRST_TO_ACT = "first_to_act"
    FIRST_TO_ACT_TIE = "first_to_act_tie"
    FIRST_BURN = "first_burn"
    BURN = "burn"
    COMMON_CARD = "common_card"
    RESHUFFLE = "reshuffle"
    DISCARD = "discard"
    HIGH = "high"
    LOW = "low"
    SPLIT = "split"
    NO_LOW = "no_low"
    ODD_CHIP_SPLIT = "odd_chip_split"
    ODD_CHIP_HIGH = "odd_chip_high"
    ODD_CHIP_LOW = "odd_chip_low"
    SIDE_POTS = "side_pots"
    UNCONTESTED = "uncontested"
    RAKE = "rake"
    #: Counting the chips in the pot (the rule texts are silent: standard procedure).
    POT_COUNT = "pot_count"
    #: Counting a stack and cutting a pot in two, as dealer schools drill it (standard procedure).
    CHIPS = "chips"
    # the betting (What's the bet?)
    BET_SIZE = "bet_size"
    COMPLETION = "completion"
    CAP = "cap"
    OPEN_PAIR = "open_pair"
    SHORT_ALL_IN = "short_all_in"
    UNCALLED = "uncalled"
    # the order of play (Spot the error)
    #: The action goes clockwise: each seat acts in its turn.
    TURN = "turn"
    #: The next street is dealt only once the betting round is complete.
    ROUND_OVER = "round_over"


#: Subsections of §637a.10 (Seven-card Stud family) by topic.
_PA_SEVEN: dict[Topic, str] = {
    Topic.FIRST_TO_ACT: "(f)(1)",
    Topic.FIRST_TO_ACT_TIE: "(f)(3)",
    Topic.FIRST_BURN: "(f)",
    Topic.BURN: "(h)",
    Topic.COMMON_CARD: "(h)",
    Topic.RESHUFFLE: "(h)",
    Topic.DISCARD: "(m)",
    Topic.HIGH: "(i)(1)",
    Topic.LOW: "(i)(2)",
    Topic.SPLIT: "(i)(3)(i)",
    Topic.NO_LOW: "(j)",
    Topic.ODD_CHIP_SPLIT: "(i)(3)(i)",
    Topic.ODD_CHIP_HIGH: "(i)(3)(ii)",
    Topic.ODD_CHIP_LOW: "(i)(3)(iii)",
    # After the Forced Bet each player "may fold, call or raise the bet": the completion.
    Topic.COMPLETION: "(e)",
    # "each subsequent player ... continuing around the table in a clockwise manner"
    Topic.TURN: "(e), (g)",
    # "Upon completion of the first betting round, the dealer shall burn"; "The dealer shall then deal"
    Topic.ROUND_OVER: "(f), (h)",
}
_PA_SEVEN_BRING_IN: dict[Variant, str] = {
    Variant.STUD7: "(d)(1)",
    Variant.STUD7_LOW: "(d)(2)",
    Variant.STUD7_HILO: "(d)(3)",
    Variant.STUD7_HILO8: "(d)(4)",
    Variant.SUPER_STUD7_HILO8: "(m), (d)(4)",
}
#: Subsections of §637a.14 (Five-card Stud) by topic.
_PA_FIVE: dict[Topic, str] = {
    Topic.BRING_IN: "(d)",
    Topic.FIRST_TO_ACT: "(f)(1)",
    Topic.FIRST_TO_ACT_TIE: "(f)(2)",
    Topic.FIRST_BURN: "(f)",
    Topic.BURN: "(h)",
    Topic.HIGH: "(i)",
    Topic.COMPLETION: "(e)",
    Topic.TURN: "(e), (g)",
    Topic.ROUND_OVER: "(f), (h)",
}


class Parameter(StrEnum):
    """A rule parameter a table may change, so a reason cites the table's own rule."""

    ODD_CHIP = "odd_chip"
    RAKE = "rake_percent"
    HILO_BRING_IN = "hilo_bring_in"
    MAX_RAISES = "max_raises"
    OPEN_PAIR = "open_pair_big_bet"


#: Which rule parameter a topic depends on, so an override is cited as such.
_PARAMETER_OF: dict[Topic, Parameter] = {
    Topic.ODD_CHIP_SPLIT: Parameter.ODD_CHIP,
    Topic.ODD_CHIP_HIGH: Parameter.ODD_CHIP,
    Topic.ODD_CHIP_LOW: Parameter.ODD_CHIP,
    Topic.RAKE: Parameter.RAKE,
    Topic.CAP: Parameter.MAX_RAISES,
    Topic.OPEN_PAIR: Parameter.OPEN_PAIR,
}
#: A changed parameter in a dealer's words ("… with this table's own rake").
_PARAMETER_WORDS: dict[Parameter, str] = {
    Parameter.ODD_CHIP: "odd-chip rule",
    Parameter.RAKE: "rake",
    Parameter.HILO_BRING_IN: "bring-in rule",
    Parameter.MAX_RAISES: "raise cap",
    Parameter.OPEN_PAIR: "open-pair rule",
}

#: How a reference names each rule set: the words on the rule sheet a dealer is handed.
RULE_SET_NAMES: dict[RuleSetName, str] = {
    RuleSetName.PA: "Pennsylvania rules",
    RuleSetName.CARDROOM: "House rules (cardroom)",
    RuleSetName.ONLINE: "Online room rules",
}
#: What a point rests on where the PA text has no subsection for it and every
#: card room deals it the same way (side pots, a pot won uncontested, bet sizes).
STANDARD = "Standard poker procedure"


class Reading(Enum):
    """A point the rule texts leave open, and the reading the trainer takes of it.

    The value is cited after the rule it reads, so the trainee sees that the
    decision rests on more than the regulation's letter, and on what.
    """

    #: The best showing hand is all-in: the next seat clockwise that can act opens.
    ALL_IN_OPENER = "house reading: an all-in seat passes the first action to the next seat"
    #: A common card counts in every showing hand (§637a.10(h) runs by subsection (f)).
    COMMON_SHOWING = "house reading: the common card shows in every hand"
    #: The common-card rule on any street that runs short, not only the sixth and seventh.
    EARLY_COMMON = "house reading: on any street the cards run short"
    #: The last stub card joins the burn cards before they are reshuffled.
    RESHUFFLE = "house reading: the last card joins the burn cards"
    #: The bring-in seat is all-in from the ante: the next seat clockwise brings in
    #: (the contract leaves it open; README: we follow Robert's Rules of Poker).
    ALL_IN_BRING_IN = "as in Robert's Rules of Poker: the next seat brings in"
    #: Tied lows: the odd chip by the lowest card, as Robert's Rules of Poker words it.
    LOW_ODD_CHIP = "as in Robert's Rules of Poker"
    #: An all-in of less than half a bet does not reopen the betting (no rule text says;
    #: the engine follows Robert's Rules of Poker for limit games).
    SHORT_ALL_IN = "as in Robert's Rules of Poker: less than half a bet all-in does not reopen the betting"
    #: The bring-in seat is all-in for less than the bring-in; the completion is still the small bet.
    SHORT_BRING_IN = "house reading: a short bring-in is still completed to the small bet"


def pa(section: str, sub: str) -> str:
    """A PA citation as printed: ``pa("637a.10", "(d)(1)")`` is ``'PA §637a.10(d)(1)'``."""
    return f"PA §{section}{sub}"


@dataclass(frozen=True)
class RuleRef:
    """Where a decision's rule is written, as typed data.

    ``section`` and ``sub`` name the PA subsection (``"637a.10"``,
    ``"(d)(1)"``); ``section`` is None where the PA text has no subsection for
    the point (:data:`STANDARD`) and under the other rule sets, which are cited
    by name. ``seven_card_rule`` marks Five-card Stud borrowing the seven-card
    subsection where its own section is silent; ``overridden`` the parameter
    the table changed, which is then what is cited; ``reading`` a point the
    rule texts leave open.

    >>> str(RuleRef(RuleSetName.PA, "637a.10", "(i)(3)(iii)", reading=Reading.LOW_ODD_CHIP))
    "PA §637a.10(i)(3)(iii); as in Robert's Rules of Poker"
    >>> RuleRef(RuleSetName.ONLINE, overridden=Parameter.RAKE).cited
    "Online room rules, with this table's own rake"
    """

    rule_set: RuleSetName
    section: str | None = None
    sub: str = ""
    seven_card_rule: bool = False
    overridden: Parameter | None = None
    reading: Reading | None = None

    @property
    def standard(self) -> bool:
        """True where the point rests on standard poker procedure, not a PA subsection."""
        return self.rule_set is RuleSetName.PA and self.overridden is None and self.section is None

    @cached_property
    def cited(self) -> str:
        """The reference as printed in the report: ``'PA §637a.10(d)(1)'``."""
        if self.overridden is not None:
            ref = (
                f"{RULE_SET_NAMES[self.rule_set]}, with this table's own {_PARAMETER_WORDS[self.overridden]}"
            )
        elif self.rule_set is not RuleSetName.PA:
            ref = RULE_SET_NAMES[self.rule_set]
        elif self.section is None:
            ref = STANDARD
        else:
            ref = pa(self.section, self.sub)
            if self.seven_card_rule:
                ref += ", the seven-card rule"
        if self.reading is not None:
            ref += f"; {self.reading.value}"
        return ref

    def __str__(self) -> str:
        return self.cited


def rule_ref(rules: RuleSet, spec: VariantSpec, topic: Topic, *, reading: Reading | None = None) -> RuleRef:
    """The rule reference for ``topic`` under ``rules`` in ``spec``'s game.

    ``reading`` marks a decision that rests on the trainer's reading of a
    point the rule texts leave open; the reference then says which.
    """
    parameter = _PARAMETER_OF.get(topic)
    if topic is Topic.BRING_IN and spec.variant is Variant.STUD7_HILO:
        parameter = Parameter.HILO_BRING_IN
    changed = parameter if parameter is not None and parameter in rules.overridden else None
    # A hand cites the same few references over and over: made once, shared (they are frozen).
    key = (rules.name, spec.variant, topic, reading, changed)
    ref = _REFS.get(key)
    if ref is None:
        if changed is not None:
            ref = RuleRef(rules.name, overridden=changed, reading=reading)
        elif rules.name is not RuleSetName.PA:
            ref = RuleRef(rules.name, reading=reading)
        else:
            section, sub, seven = _pa_reference(spec, topic)
            ref = RuleRef(rules.name, section, sub, seven, reading=reading)
        _REFS[key] = ref
    return ref


#: Every reference made so far, by what decides it (a few hundred at most).
_REFS: dict[tuple[RuleSetName, Variant, Topic, Reading | None, Parameter | None], RuleRef] = {}


def reference(rules: RuleSet, spec: VariantSpec, topic: Topic, *, reading: Reading | None = None) -> str:
    """The rule reference for ``topic`` as printed (:meth:`RuleRef.cited`)."""
    return rule_ref(rules, spec, topic, reading=reading).cited


def _pa_reference(spec: VariantSpec, topic: Topic) -> tuple[str | None, str, bool]:
    """Section, subsection and whether Five-card Stud borrows the seven-card rule."""
    if spec.variant is Variant.STUD5:
        sub = _PA_FIVE.get(topic)
        if sub:
            return "637a.14", sub, False
        # The Five-card Stud section is silent (odd chips): the seven-card rule applies.
        seven = _PA_SEVEN.get(topic)
        return ("637a.10", seven, True) if seven else (None, "", False)
    if topic is Topic.BRING_IN:
        return "637a.10", _PA_SEVEN_BRING_IN[spec.variant], False
    if topic is Topic.FIRST_TO_ACT and spec.low_showing:
        return "637a.10", "(f)(2)", False
    sub = _PA_SEVEN.get(topic)
    return ("637a.10", sub, False) if sub else (None, "", False)


@dataclass(frozen=True, eq=False)
class Reason:
    """Why the engine decided what it did: the topic, the rule and the facts compared.

    :attr:`rule` and :attr:`text` are the English (the report's ``rule`` and
    ``text``), made from the typed parts when asked, so building a reason on
    the engine's hot path costs no words. ``topic`` and ``ref`` are None only
    for a reason read back from a record (:meth:`recorded`).

    Two reasons are equal when they say the same (rule and text), so a reason
    read back from an exam's record equals the one the trainee was shown.
    """

    topic: Topic | None
    ref: RuleRef | None
    facts: Facts

    @classmethod
    def recorded(cls, rule: str, text: str) -> Reason:
        """A reason as a saved record worded it (an exam's results keep the words)."""
        return cls(None, None, Recorded(rule, text))

    @property
    def rule(self) -> str:
        """The rule reference as printed: ``'PA §637a.10(d)(1)'``."""
        if self.ref is None:
            assert isinstance(self.facts, Recorded)
            return self.facts.rule
        return self.ref.cited

    @property
    def text(self) -> str:
        """The explanation in English, for the report and the command line."""
        return english(self.facts)

    def to_json(self) -> dict[str, str]:
        return {"rule": self.rule, "text": self.text}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Reason):
            return NotImplemented
        return (self.rule, self.text) == (other.rule, other.text)

    def __hash__(self) -> int:
        return hash((self.rule, self.text))


def because(
    rules: RuleSet, spec: VariantSpec, topic: Topic, facts: Facts, *, reading: Reading | None = None
) -> Reason:
    """The reason about ``topic`` under ``rules`` in ``spec``'s game, from ``facts``."""
    return Reason(topic, rule_ref(rules, spec, topic, reading=reading), facts)


def citing_deal(ref: RuleRef) -> RuleRef:
    """The first deal's reference: subsection (c) where the burn's is (f).

    The deal and the first burn sit in the same PA sections, (c) and (f).
    """
    return replace(ref, sub="(c)") if ref.sub == "(f)" else ref


# --- the English -------------------------------------------------------------


def english(facts: Facts) -> str:
    """The reason's explanation in English, made from its facts.

    >>> from dealer_trainer.engine.facts import UncontestedFacts
    >>> english(UncontestedFacts(winner=4, total=36, rake=2))
    'Every other seat folded, so seat 4 wins the pot of 36 at once, with no showdown \
(less the 2-chip rake).'
    """
    match facts:
        case BringInFacts():
            return _bring_in(facts)
        case FirstToActFacts():
            return _first_to_act(facts)
        case BurnFacts(street=street, before_common=False):
            return f"Before dealing {STREET_NAMES[street]}, the dealer burns the top card of the stub."
        case BurnFacts(street=street):
            return (
                f"Before the common card for {STREET_NAMES[street]}, the dealer burns the "
                "top card of the stub."
            )
        case ReshuffleFacts():
            return _reshuffle(facts)
        case CommonCardFacts():
            return _common_card(facts)
        case FirstDealFacts():
            return _first_deal(facts)
        case StreetDealFacts():
            return _street_deal(facts)
        case TurnFacts(street=street, seat=seat, acted=acted):
            return (
                f"The action on {STREET_NAMES[street]} goes clockwise, one seat after another: "
                f"seat {seat} was next to act, not seat {acted}."
            )
        case RoundOpenFacts(street=street, seat=seat):
            return (
                f"Seat {seat} had still to act on {STREET_NAMES[street]}. The betting round is "
                "complete only when the last player has answered the last bet; only then does "
                "the dealer burn and deal the next street."
            )
        case RakeFacts():
            return _rake(facts)
        case WinFacts(seats=seats, low=True, hand=hand):
            return f"{_seats(seats)} {_win(seats)} with the best low, {hand_words(hand)}."
        case WinFacts(seats=seats, hand=hand):
            return f"{_seats(seats)} {_win(seats)} with the best high hand, {hand_words(hand)}."
        case SplitFacts():
            return (
                f"Half to the best high hand, {hand_words(facts.high_hand)} "
                f"({_seats(facts.high).lower()}), half to the best low, "
                f"{hand_words(facts.low_hand)} ({_seats(facts.low).lower()})."
            )
        case NoLowFacts():
            return (
                "No hand makes a low of five different ranks, eight or lower, so the "
                f"whole pot goes to the best high hand, {hand_words(facts.high_hand)} "
                f"({_seats(facts.high).lower()})."
            )
        case OddChips():
            return _odd_chips(facts)
        case SidePotFacts():
            return _side_pot(facts)
        case UncontestedFacts(winner=winner, total=total, rake=rake):
            return (
                f"Every other seat folded, so seat {winner} wins the pot of {total} at "
                "once, with no showdown" + (f" (less the {rake}-chip rake)." if rake else ".")
            )
        case BringInHint():
            return _bring_in_hint(facts)
        case FirstToActHint(low=low):
            return (
                f"The best {'low' if low else 'high'} hand showing acts first. With fewer "
                "than five up cards only pairs count (no straights or flushes); common "
                "cards count for everyone; equal boards go to the seat closest to the "
                "dealer's left; an all-in seat passes to the next seat that can act."
            )
        case DealerNextHint():
            return (
                "Before each street after the first the dealer burns one card, then deals "
                "one card to each seat still in the hand from the dealer's left. If the "
                "stub cannot cover every seat plus the burn, a common card is dealt "
                "instead; with one card or none left, the burn cards are shuffled into a "
                "new stub first."
            )
        case CommonCardCount():
            return _common_card_count(facts)
        case CommonCardHint():
            return (
                "Count the seats still in the hand, add one for the burn, and compare "
                "with the cards left in the stub."
            )
        case SplitPotHint(split=split, rake=rake):
            return (
                "Settle each pot on its own among the seats that paid into all of it. "
                + (
                    "Half to the best high, half to the best low (if a low qualifies); an "
                    "odd chip goes to the high half. "
                    if split
                    else ""
                )
                + "Tied hands share; odd chips follow the rule set's odd-chip rule"
                + ("; the rake comes off the main pot first." if rake else ".")
            )
        case BringInBet():
            return _bring_in_bet(facts)
        case BetSizeFacts():
            return _bet_size(facts)
        case CapFacts():
            return _cap(facts)
        case OpenPairFacts():
            return _open_pair(facts)
        case ShortAllInFacts():
            return _short_all_in(facts)
        case UncalledFacts(seat=seat, amount=amount):
            return (
                f"Nobody matched the last {amount} seat {seat} put in, so the dealer gives the "
                f"uncalled {amount} back to seat {seat} before the pot is pushed; it is not part of the pot."
            )
        case BetHint():
            return _bet_hint(facts)
        case ShowdownHint():
            return _showdown_hint(facts)
        case PotCountFacts():
            return _pot_count(facts)
        case ChipCountFacts(chips=chips, total=total):
            stacks = join_words([f"{count} × {denomination}" for denomination, count in chips])
            return f"The stack is {stacks}: {total} in all."
        case PotHalves():
            return _halves(facts)
        case PotCountHint():
            return " ".join(_pot_count_hint(facts))
        case ChipsHint():
            return " ".join(_chips_hint(facts))
        case Recorded(text=text):
            return text
    assert_never(facts)  # the union is closed: mypy fails on a kind of facts left unworded


def _showdown_hint(facts: ShowdownHint) -> str:
    if not facts.high:
        return (
            "Read each hand's lowest five different ranks, aces low; straights and flushes do "
            "not count. Compare the highest card first, then the next: the lowest hand wins "
            "each pot, and equal lows split it."
        )
    if facts.low is LowRule.NONE:
        return (
            "Read each hand's best five cards, whatever order they came in: a flush beats a "
            "straight, a full house beats a flush. The best hand wins each pot; equal hands split it."
        )
    text = (
        "Read each hand twice: its best high five, and its lowest five different ranks (aces "
        "low, straights and flushes do not count), which may be other cards. Half of each pot "
        "goes to the best high, half to the best low; equal hands share their half."
    )
    if facts.low is LowRule.EIGHT_OR_BETTER:
        text += (
            " A low needs five different ranks of eight or lower; with no such low the best "
            "high hand takes the whole pot."
        )
    return text


def _seats(seats: Sequence[int]) -> str:
    """``'Seat 3'`` or ``'Seats 1 and 3'``."""
    return f"Seat{'s' if len(seats) > 1 else ''} {join_seats(seats)}"


def _win(seats: Sequence[int]) -> str:
    return "win" if len(seats) > 1 else "wins"


def _bring_in(facts: BringInFacts) -> str:
    seat, card = facts.seat, facts.card
    if facts.rule is BringInCard.LOWEST_ACE_HIGH:
        what, aces, suit_dir = "the lowest up card", "aces count high", "below"
    else:
        what, aces, suit_dir = "the highest up card", "aces count low, so the king is highest", "above"
    text = f"Seat {seat}'s {card.symbol} brings in: it is {what} ({aces})."
    if facts.ties:
        other = " and ".join(c.symbol for c in facts.ties)
        verb = "ties" if len(facts.ties) == 1 else "tie"
        text += (
            f" {other} {verb} on rank, and {card.suit.noun} rank {suit_dir} "
            + " and ".join(dict.fromkeys(c.suit.noun for c in facts.ties))
            + " (suits rank spades, hearts, diamonds, clubs from the top)."
        )
    elif facts.runner is not None:
        text += f" The next in line would be seat {facts.runner[0]}'s {facts.runner[1].symbol}."
    if facts.passed_to is not None:
        text += (
            f" Seat {seat} is all-in from the ante, so seat {facts.passed_to}, next clockwise, must bring in."
        )
    return text


def _first_to_act(facts: FirstToActFacts) -> str:
    kind = "low" if facts.low else "high"
    words = hand_words(facts.hand)
    street = STREET_NAMES[facts.street]
    if facts.is_tie:
        text = (
            f"Seats {join_seats(facts.tied)} show equal {kind} hands ({words}); "
            f"seat {facts.seat} is closest to the dealer's left, so it acts first on "
            f"{street}."
        )
    else:
        text = (
            f"Seat {facts.seat} shows {' '.join(c.symbol for c in facts.cards)} ({words}), "
            f"the best {kind} hand showing, so it acts first on {street}."
        )
    if facts.opener is not None:
        text += (
            f" Seat {facts.seat} is all-in, so seat {facts.opener}, the next seat "
            "clockwise that can still act, opens the betting."
        )
    return text


def _plural_s(count: int) -> str:
    return "" if count == 1 else "s"


def _reshuffle(facts: ReshuffleFacts) -> str:
    stub_left, burns = facts.stub_left, facts.burns
    return (
        f"Only {stub_left} card{_plural_s(stub_left)} left in the stub: too few to burn "
        f"and deal a common card for {STREET_NAMES[facts.street]}. The dealer shuffles "
        f"the {burns} burn card{_plural_s(burns)}"
        + (" and the last stub card" if stub_left else "")
        + (" together with the muck (the burn cards alone are fewer than two)" if facts.with_muck else "")
        + f" into a new stub of {facts.new_stub}, then burns one and deals the common card."
    )


def _common_card(facts: CommonCardFacts) -> str:
    name = STREET_NAMES[facts.street]
    if facts.after_reshuffle:
        return (
            f"After the reshuffle the dealer deals one common card face up in the "
            f"centre; it plays as {name} in every remaining hand."
        )
    return (
        f"{facts.live} seats are still in the hand, so dealing one each needs "
        f"{facts.live + 1} cards with the burn; only {facts.stub_left} "
        f"{'were' if facts.stub_left != 1 else 'was'} left. The dealer deals one common "
        f"card face up in the centre, and it plays as {name} in every remaining hand."
    )


def _face(up: bool) -> str:
    return "face up" if up else "face down"


def _first_deal(facts: FirstDealFacts) -> str:
    seat = facts.seat
    if facts.place is DealPlace.START:
        where = f"the deal starts with seat {seat}, the first seat to the dealer's left"
    elif facts.place is DealPlace.NEW_ROUND:
        where = f"a new round starts again at seat {seat}, the first seat to the dealer's left"
    else:
        where = f"seat {seat} is next clockwise"
    return (
        f"The first deal goes one card at a time, clockwise from the dealer's left, "
        f"{facts.rounds} rounds in all; this is round {facts.round_no} "
        f"({_face(facts.face_up)}) and {where}."
    )


def _street_deal(facts: StreetDealFacts) -> str:
    if facts.first:
        where = f"seat {facts.seat} is the first seat still in the hand to the dealer's left"
    else:
        where = f"seat {facts.seat} is the next seat clockwise still in the hand"
    return (
        f"After the burn, {STREET_NAMES[facts.street]} goes {_face(facts.face_up)} to every "
        "seat still in the hand (folded seats are skipped, all-in seats are dealt), "
        f"starting at the dealer's left: {where}."
    )


def _rake(facts: RakeFacts) -> str:
    text = (
        f"The house takes {facts.percent}% of the {facts.contested} chips contested "
        f"({facts.share}, rounded down)"
    )
    text += f", capped at {facts.cap}: {facts.rake} chips" if facts.capped else f": {facts.rake} chips"
    text += ", from the main pot before it is split."
    if facts.returned:
        text += f" The {facts.returned} uncalled chips are returned, not raked."
    return text


def _odd_chips(facts: OddChips) -> str:
    if facts.rule is OddChipReason.HIGH_HALF:
        return (
            f"The pot of {facts.amount} does not divide in two, so the high half takes "
            f"the odd chip: {facts.high_half} high, {facts.low_half} low."
        )
    cards = ", ".join(f"seat {seat} {card.symbol}" for seat, card in facts.deciding)
    how = {
        OddChipReason.LEFT_OF_DEALER: "clockwise from the dealer's left",
        OddChipReason.LOWEST_CARD: f"by the lowest card of each low, suit breaking rank ties ({cards})",
        OddChipReason.HIGHEST_CARD: f"by the highest card of each hand, suit breaking rank ties ({cards})",
    }[facts.rule]
    extra = facts.extra
    return (
        f"The {facts.part.value} of {facts.amount} does not divide evenly among seats "
        f"{join_seats(facts.among)}; the {extra} odd chip{'s go' if extra > 1 else ' goes'} "
        f"{how}."
    )


def _side_pot(facts: SidePotFacts) -> str:
    kind = "main pot" if facts.main else "side pot"
    amount, returned = facts.amount, facts.returned
    if len(facts.eligible) > 1:
        text = (
            f"The {kind} of {amount} is played for by seats "
            f"{join_seats(facts.eligible)}, the seats that put in all of it."
        )
        if len(facts.folded) == 1:
            text += f" Seat {facts.folded[0]} folded: its chips stay in, but it cannot win it."
        elif facts.folded:
            text += f" Seats {join_seats(facts.folded)} folded: their chips stay in, but they cannot win it."
        return text
    seat = facts.eligible[0]
    if returned == amount:
        return (
            f"Nobody called the last {returned} seat {seat} put in: the uncalled "
            f"{returned} goes back to seat {seat}."
        )
    if returned:
        return (
            f"Seat {seat} is the only seat left in the last {amount}: the uncalled "
            f"{returned} goes back to it, and the other {amount - returned}, put in by "
            "seats that folded, is its too."
        )
    return (
        f"Seat {seat} is the only seat left in the {kind} of {amount}: the other "
        "seats that put chips in it folded, so it takes it."
    )


def _bring_in_hint(facts: BringInHint) -> str:
    which = (
        "lowest up card, aces high; a rank tie goes to the lowest suit"
        if facts.rule is BringInCard.LOWEST_ACE_HIGH
        else "highest up card, aces low (the king is highest); a rank tie goes to the highest suit"
    )
    return (
        f"In {spec_of(facts.variant).title} under these rules the {which}. Suits rank "
        "spades, hearts, diamonds, clubs from the top."
    )


def _common_card_count(facts: CommonCardCount) -> str:
    stub = facts.stub
    text = (
        f"{facts.live} seats are still in the hand, so dealing {STREET_NAMES[facts.street]} "
        f"one each takes {facts.live + 1} cards with the burn; the stub holds {stub}. "
    )
    if facts.plan is StreetPlan.EACH:
        return text + "That is enough: burn one and deal every seat its own card."
    if facts.plan is StreetPlan.COMMON:
        return text + (
            "That is too few: burn one and deal one common card face up in the "
            "centre, which plays in every hand."
        )
    return text + (
        f"With {stub} card{_plural_s(stub)} left there is not even a burn and a "
        "common card: shuffle the burn cards (with the last stub card) into a new "
        "stub, then burn and deal the common card."
    )


def _pot_count(facts: PotCountFacts) -> str:
    if not facts.bets:
        return f"The chips gathered in the middle come to {facts.total}."
    bets = ", ".join(f"seat {seat}: {chips}" for seat, chips in facts.bets)
    return (
        f"The pot holds {facts.total}: the {facts.gathered} gathered in the middle and the bets "
        f"in front of the seats ({bets})."
    )


def _halves(facts: PotHalves) -> str:
    if not facts.odd:
        return f"The {facts.amount} cuts into two even halves of {facts.half}."
    text = f"The {facts.amount} cuts into two halves of {facts.half}, with 1 chip left over."
    if len(facts.odd_to) == 1:
        text += f" The odd chip goes to seat {facts.odd_to[0]}."
    elif facts.odd_to:
        text += f" The odd chip goes with the high half, to seats {join_seats(facts.odd_to)}."
    return text


def _pot_count_hint(facts: PotCountHint) -> list[str]:
    parts = [
        "Count each colour in stacks, then add the bets in front of the seats; folded seats' "
        "chips stay in the pot."
    ]
    if facts.side_pots:
        parts.append(
            "With an all-in, cut the pots from the smallest all-in up: each pot can be won only "
            "by the seats still in that put in all of it, and a folded seat can win none."
        )
    if facts.rake:
        parts.append(
            "The house rakes its percentage of the chips contested, rounded down and never "
            "more than the cap, from the main pot."
        )
    return parts


def _chips_hint(facts: ChipsHint) -> list[str]:
    if not facts.cut:
        return [
            "Count each colour on its own, in stacks of five or twenty, times its value; then "
            "add the colours, the biggest first."
        ]
    parts = [
        "Cut the pot into two equal stacks, chip for chip from the biggest colour; a chip "
        "that will not pair up is the odd chip."
    ]
    if facts.split:
        parts.append("In a hi-lo pot the odd chip goes to the high half.")
    return parts


# --- the betting (What's the bet?) ------------------------------------------------------

_WAGER_VERBS = {WagerKind.COMPLETE: "a completion", WagerKind.BET: "a bet", WagerKind.RAISE: "a raise"}


def _bring_in_bet(facts: BringInBet) -> str:
    if facts.all_in:
        text = f"Seat {facts.seat} brings in all-in for {facts.amount}, less than the bring-in."
    else:
        text = f"Seat {facts.seat} must bring in for {facts.amount}."
    if facts.complete_to is None:
        return text + " The bring-in is already a full small bet, so there is nothing to complete."
    return text + f" Completing makes the bet the small bet, {facts.complete_to}."


def _bet_size(facts: BetSizeFacts) -> str:
    size = "big" if facts.big else "small"
    text = f"On {STREET_NAMES[facts.street]} the bet is the {size} bet, {facts.unit}. "
    if facts.to_call:
        text += f"Seat {facts.seat} has {facts.to_call} to call"
    else:
        text += f"Seat {facts.seat} owes nothing and may check"
    if facts.wager is None or facts.raise_to is None:
        return text + ", and may not bet or raise."
    return text + f"; {_WAGER_VERBS[facts.wager]} makes it {facts.raise_to}."


def _cap(facts: CapFacts) -> str:
    text = f"A round allows one bet and {facts.raises} raise{_plural_s(facts.raises)}. "
    if facts.capped:
        return text + (
            f"All of them are in, so the betting is capped: seat {facts.seat} may only "
            f"call {facts.to_call} or fold."
        )
    return text + f"{facts.wagers_left} more may still come in, so the betting is not capped."


def _open_pair(facts: OpenPairFacts) -> str:
    if len(facts.pairs) == 1:
        text = f"Seat {facts.pairs[0]} shows an open pair on {STREET_NAMES[facts.street]}. "
    else:
        text = f"Seats {join_seats(facts.pairs)} show an open pair on {STREET_NAMES[facts.street]}. "
    if not facts.option:
        return text + (
            f"In {spec_of(facts.variant).title} under these rules an open pair gives no "
            f"big-bet option: the bet stays the small bet, {facts.small_bet}."
        )
    if facts.offered:
        return text + (
            f"Seat {facts.seat} may open with the small bet, {facts.small_bet}, or the "
            f"big bet, {facts.big_bet}; once the big bet is made, every raise is a big bet."
        )
    return text + (
        "The option belongs to the seat that opens the betting; a bet is already in, "
        f"so seat {facts.seat} may not choose the big bet now."
    )


def _short_all_in(facts: ShortAllInFacts) -> str:
    text = (
        f"Seat {facts.all_in} went all-in for {facts.total}, less than half a bet more than "
        "the bet before it, so it is not a full raise. "
    )
    if facts.reopened:
        return text + f"Seat {facts.seat} had not yet acted on the bet before it, so it may still raise."
    return text + (
        f"Seat {facts.seat} had already acted, so the betting is not reopened for it: it "
        f"may only call {facts.to_call} or fold."
    )


def _bet_hint(facts: BetHint) -> str:
    return (
        f"The bring-in is {facts.bring_in} and a completion makes it the small bet, "
        f"{facts.small_bet}; bets and raises are {facts.small_bet} until "
        f"{STREET_NAMES[facts.big_from]}, then {facts.big_bet}. A round allows one bet and "
        f"{facts.raises} raise{_plural_s(facts.raises)}; an all-in of less than half a bet "
        "does not reopen the betting, and chips nobody matched go back at the end."
    )
