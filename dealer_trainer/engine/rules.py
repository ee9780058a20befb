"""Rule-set presets (``pa``, ``cardroom``, ``online``) and their parameters.

A preset is plain data; a scenario's ``overrides`` replace single parameters.
Which sentence of which rule text a decision rests on is worked out in
:mod:`dealer_trainer.engine.reasons` from these values, so an override that
changes the odd-chip policy also changes the reference the trainee is shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from .errors import EngineError
from .names import RuleSetName as RuleSetName
from .names import Variant


class OddChip(StrEnum):
    """Who gets chips that do not divide evenly."""

    #: §637a.10(i)(3): extra hi-lo chip to the high half; tied halves by the
    #: highest (high) or lowest (low) card by suit.
    PA = "pa"
    #: One each to the tied winners clockwise from the dealer's left.
    LEFT_OF_DEALER = "left_of_dealer"


class BringInCard(StrEnum):
    """How the up cards are compared to find the bring-in in High-low Split."""

    #: Highest card, ace low (king highest); rank ties go to the highest suit.
    HIGHEST_ACE_LOW = "highest_ace_low"
    #: Lowest card, ace high; rank ties go to the lowest suit.
    LOWEST_ACE_HIGH = "lowest_ace_high"


@dataclass(frozen=True)
class RuleSet:
    """The parameters in the contract's Presets table."""

    name: RuleSetName
    max_players: int
    max_raises: int
    open_pair_big_bet: bool
    rake_percent: int
    rake_cap: int
    odd_chip: OddChip
    hilo_bring_in: BringInCard
    #: Parameters a scenario changed from the preset (for the references).
    overridden: frozenset[str] = frozenset()

    def rake_share(self, contested: int) -> int:
        """``rake_percent`` of the ``contested`` chips, rounded down, before the cap.

        The one rake formula: the settlement (:func:`~dealer_trainer.engine.pots.take_rake`)
        and the rulebook's worked examples both ask here, so they cannot drift apart.

        >>> preset("cardroom", Variant.STUD7).rake_share(47)
        4
        """
        return contested * self.rake_percent // 100 if self.rake_percent > 0 else 0

    def rake_of(self, contested: int) -> int:
        """The rake the house takes from ``contested`` chips: the share, at most ``rake_cap``.

        >>> cardroom = preset("cardroom", Variant.STUD7)
        >>> cardroom.rake_of(30), cardroom.rake_of(200), preset("pa", Variant.STUD7).rake_of(200)
        (3, 5, 0)
        """
        return min(self.rake_cap, self.rake_share(contested))


_PRESETS: dict[RuleSetName, RuleSet] = {
    RuleSetName.PA: RuleSet(RuleSetName.PA, 9, 3, False, 0, 0, OddChip.PA, BringInCard.HIGHEST_ACE_LOW),
    RuleSetName.CARDROOM: RuleSet(
        RuleSetName.CARDROOM, 8, 3, False, 10, 5, OddChip.LEFT_OF_DEALER, BringInCard.LOWEST_ACE_HIGH
    ),
    RuleSetName.ONLINE: RuleSet(
        RuleSetName.ONLINE, 8, 3, True, 0, 0, OddChip.LEFT_OF_DEALER, BringInCard.LOWEST_ACE_HIGH
    ),
}

#: Parameter name -> (type, smallest, largest) for integer parameters.
_INT_LIMITS: dict[str, tuple[int, int]] = {
    "max_players": (2, 9),
    "max_raises": (0, 100),
    "rake_percent": (0, 100),
    "rake_cap": (0, 10**12),
}
PARAMETERS: tuple[str, ...] = tuple(f.name for f in fields(RuleSet) if f.name not in ("name", "overridden"))


class RulesError(EngineError):
    """An override that names no parameter or gives it an impossible value, or a
    rule-set name that is not one of the presets; ``parameter`` names which."""

    def __init__(self, parameter: str, message: str) -> None:
        super().__init__(message)
        self.parameter = parameter


def preset(name: RuleSetName | str, variant: Variant) -> RuleSet:
    """The preset for ``variant`` (PA allows nine at stud7 tables, eight at stud5).

    >>> preset("cardroom", Variant.STUD7).rake_percent
    10
    >>> preset("house", Variant.STUD7)
    Traceback (most recent call last):
    ...
    dealer_trainer.engine.rules.RulesError: no rule set "house"; use "pa", "cardroom" or "online"
    """
    try:
        rule_set = RuleSetName(name)
    except ValueError:
        choices = " or ".join(", ".join(f'"{n.value}"' for n in RuleSetName).rsplit(", ", 1))
        raise RulesError("rules", f"no rule set {_quoted(name)}; use {choices}") from None
    rules = _PRESETS[rule_set]
    if rules.name is RuleSetName.PA and variant is Variant.STUD5:
        rules = replace(rules, max_players=8)
    return rules


def open_pair_option(rules: RuleSet, variant: Variant) -> bool:
    """Whether ``variant`` under ``rules`` lets fourth street open with the big bet when a
    seat shows an open pair.

    Only the online room's text gives the option ("in the event that a Member
    is showing a pair ... Members have the option to Bet in multiples of that
    Table's ... Higher Limit Stake"), and it is written for Seven-card Stud
    High: the PA sections and the cardroom's sheet are silent, so the small
    bet stands, and the other games (Razz, the split games, Five-card Stud)
    have no such option. The hand asks here when it sizes fourth street, and
    the drills ask here whether a question on the option can be asked at all.

    >>> open_pair_option(preset("online", Variant.STUD7), Variant.STUD7)
    True
    >>> open_pair_option(preset("online", Variant.STUD5), Variant.STUD5)
    False
    """
    return rules.open_pair_big_bet and variant is Variant.STUD7


#: The street on which the open-pair option applies (where a game has it).
OPEN_PAIR_STREET = 4


def _quoted(value: object) -> str:
    return f'"{value}"' if isinstance(value, str) else repr(value)


def with_overrides(rules: RuleSet, overrides: Mapping[str, Any]) -> RuleSet:
    """``rules`` with some parameters replaced; raises :class:`RulesError` on bad values."""
    changes: dict[str, Any] = {}
    for key, value in overrides.items():
        if key not in PARAMETERS:
            raise RulesError(key, f"unknown rule parameter {key!r}; known: {', '.join(PARAMETERS)}")
        if key in _INT_LIMITS:
            low, high = _INT_LIMITS[key]
            if type(value) is not int or not low <= value <= high:
                raise RulesError(key, f"must be a whole number from {low} to {high}")
        elif key == "open_pair_big_bet":
            if type(value) is not bool:
                raise RulesError(key, "must be true or false")
        elif key == "odd_chip":
            value = _enum_value(OddChip, key, value)
        elif key == "hilo_bring_in":
            value = _enum_value(BringInCard, key, value)
        changes[key] = value
    return replace(rules, **changes, overridden=rules.overridden | frozenset(changes))


def _enum_value(enum: type[StrEnum], key: str, value: Any) -> Any:
    try:
        return enum(value)
    except (ValueError, TypeError):
        choices = ", ".join(f'"{member.value}"' for member in enum)
        raise RulesError(key, f"must be one of {choices}") from None
