"""Why the engine decided what it did: rule references and trainee wording.

The rule texts are cited, never quoted: each reason pairs a reference
(``PA §637a.10(d)(1)``, ``House rules (cardroom)``, ``Online room rules``) with
a sentence or two in our own words that shows the concrete comparison, because
a trainee learns the rule from seeing it applied to the cards on the table.
References are written for a dealer, never in the file format's terms: where
a decision rests on a reading of a point the rule texts leave open, the
reference says so in words (:class:`Reading`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .rules import RuleSet, RuleSetName
from .variants import Variant, VariantSpec


@dataclass(frozen=True)
class Reason:
    """A rule reference and an explanation in our own words."""

    rule: str
    text: str

    def to_json(self) -> dict[str, str]:
        return {"rule": self.rule, "text": self.text}


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
}
#: Which rule parameter a topic depends on, so an override is cited as such.
_PARAMETER_OF: dict[Topic, str] = {
    Topic.ODD_CHIP_SPLIT: "odd_chip",
    Topic.ODD_CHIP_HIGH: "odd_chip",
    Topic.ODD_CHIP_LOW: "odd_chip",
    Topic.RAKE: "rake_percent",
}
#: A changed parameter in a dealer's words ("… with this table's own rake").
_PARAMETER_WORDS: dict[str, str] = {
    "odd_chip": "odd-chip rule",
    "rake_percent": "rake",
    "hilo_bring_in": "bring-in rule",
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


def pa(section: str, sub: str) -> str:
    """A PA citation as printed: ``pa("637a.10", "(d)(1)")`` is ``'PA §637a.10(d)(1)'``."""
    return f"PA §{section}{sub}"


def reference(rules: RuleSet, spec: VariantSpec, topic: Topic, *,
              reading: Reading | None = None) -> str:
    """The rule reference for ``topic`` under ``rules`` in ``spec``'s game.

    ``reading`` marks a decision that rests on the trainer's reading of a
    point the rule texts leave open; the reference then says which.
    """
    parameter = _PARAMETER_OF.get(topic)
    if topic is Topic.BRING_IN and spec.variant is Variant.STUD7_HILO:
        parameter = "hilo_bring_in"
    if parameter is not None and parameter in rules.overridden:
        ref = f"{RULE_SET_NAMES[rules.name]}, with this table's own {_PARAMETER_WORDS[parameter]}"
    elif rules.name is RuleSetName.PA:
        ref = _pa_reference(spec, topic)
    else:
        ref = RULE_SET_NAMES[rules.name]
    if reading is not None:
        ref += f"; {reading.value}"
    return ref


def _pa_reference(spec: VariantSpec, topic: Topic) -> str:
    if spec.variant is Variant.STUD5:
        sub = _PA_FIVE.get(topic)
        if sub:
            return pa("637a.14", sub)
        # The Five-card Stud section is silent (odd chips): the seven-card rule applies.
        seven = _PA_SEVEN.get(topic)
        return f"{pa('637a.10', seven)}, the seven-card rule" if seven else STANDARD
    if topic is Topic.BRING_IN:
        return pa("637a.10", _PA_SEVEN_BRING_IN[spec.variant])
    if topic is Topic.FIRST_TO_ACT and spec.low_showing:
        return pa("637a.10", "(f)(2)")
    sub = _PA_SEVEN.get(topic)
    return pa("637a.10", sub) if sub else STANDARD
