"""Why the engine decided what it did: rule references and trainee wording.

The rule texts are cited, never quoted: each reason pairs a reference
(``PA 637a.10(d)(1)``, ``cardroom``, ``online``) with a sentence or two in our
own words that shows the concrete comparison, because a trainee learns the
rule from seeing it applied to the cards on the table.
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

CONTRACT = "scenario-v1"


def reference(rules: RuleSet, spec: VariantSpec, topic: Topic, *, reading: bool = False) -> str:
    """The rule reference for ``topic`` under ``rules`` in ``spec``'s game.

    ``reading`` marks a decision that rests on the reading our contract takes
    of an ambiguous rule; the reference then names the contract too.
    """
    parameter = _PARAMETER_OF.get(topic)
    if parameter is not None and parameter in rules.overridden:
        ref = f"{rules.name.value} with {parameter} overridden"
    elif topic is Topic.BRING_IN and spec.variant is Variant.STUD7_HILO and (
            "hilo_bring_in" in rules.overridden):
        ref = f"{rules.name.value} with hilo_bring_in overridden"
    elif rules.name is RuleSetName.PA:
        ref = _pa_reference(spec, topic)
    else:
        ref = rules.name.value
    if reading and CONTRACT not in ref:
        ref += f"; {CONTRACT} reading"
    return ref


def _pa_reference(spec: VariantSpec, topic: Topic) -> str:
    if spec.variant is Variant.STUD5:
        sub = _PA_FIVE.get(topic)
        return f"PA 637a.14{sub}" if sub else CONTRACT
    if topic is Topic.BRING_IN:
        return f"PA 637a.10{_PA_SEVEN_BRING_IN[spec.variant]}"
    if topic is Topic.FIRST_TO_ACT and spec.low_showing:
        return "PA 637a.10(f)(2)"
    sub = _PA_SEVEN.get(topic)
    return f"PA 637a.10{sub}" if sub else CONTRACT
