"""Loading a ``stud-scenario/1`` object: the one place outside data enters the engine.

The structure is checked against the JSON Schema that ships in this package
(``schema/scenario-v1.schema.json``, printed by ``dealer-trainer schema``);
the rules a schema cannot say (distinct cards, stakes in order, the rule
set's seat limit, which keys go with which action) are checked here after
it. Every problem is a :class:`ScenarioError` naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

from .actions import Action, ActionKind
from .cards import Card, parse_card
from .errors import ScenarioError
from .jsonerrors import SchemaCheck
from .names import VARIANT_TITLES
from .reasons import RULE_SET_NAMES
from .rules import RulesError, preset, with_overrides
from .table import Stakes, Table
from .variants import Variant

FORMAT = "stud-scenario/1"
MAX_CHIPS = 10**12


@dataclass(frozen=True)
class Scenario:
    """A validated scenario: the table, the cards and the actions so far."""

    table: Table
    deck: tuple[Card, ...]
    reshuffles: tuple[tuple[Card, ...], ...]
    actions: tuple[Action, ...]
    overrides: tuple[tuple[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The scenario as a ``stud-scenario/1`` object (round-trips through the loader)."""
        table = self.table
        data: dict[str, Any] = {
            "format": FORMAT,
            "variant": table.variant.value,
            "rules": table.rules.name.value,
        }
        if self.overrides:
            data["overrides"] = dict(self.overrides)
        data["seats"] = {str(seat): {"stack": stack} for seat, stack in table.stacks}
        if table.button is not None:
            data["button"] = table.button
        stakes = table.stakes
        data["stakes"] = {
            "ante": stakes.ante,
            "bring_in": stakes.bring_in,
            "small_bet": stakes.small_bet,
            "big_bet": stakes.big_bet,
        }
        data["deck"] = [str(card) for card in self.deck]
        if self.reshuffles:
            data["reshuffles"] = [[str(card) for card in stub] for stub in self.reshuffles]
        data["actions"] = [action.to_json() for action in self.actions]
        return data


def schema_text() -> str:
    """The JSON Schema of the scenario format, as shipped in the package."""
    return resources.files(__package__).joinpath("schema/scenario-v1.schema.json").read_text(encoding="utf-8")


_SCHEMA = SchemaCheck(schema_text, root="scenario", too_deep="the data is nested too deeply to be a scenario")


def prepare() -> None:
    """Compile the schema validator now (it is otherwise built by the first load)."""
    _SCHEMA.prepare()


def load_scenario(data: Any) -> Scenario:
    """Validate a parsed scenario object and turn it into a :class:`Scenario`."""
    if not isinstance(data, dict):
        raise ScenarioError("scenario", "a scenario must be a JSON object")
    problem = _SCHEMA.problem_facts(data)
    if problem is not None:
        raise ScenarioError(problem.where, problem.message, schema=problem)
    return _build(data)


def _whole(value: Any) -> Any:
    """JSON Schema counts ``2.0`` as an integer; inside the engine chips are ``int``."""
    return int(value) if isinstance(value, float) else value


def _build(data: dict[str, Any]) -> Scenario:
    variant = Variant(data["variant"])
    rules = preset(data.get("rules", "pa"), variant)
    overrides = {key: _whole(value) for key, value in data.get("overrides", {}).items()}
    try:
        if overrides:
            rules = with_overrides(rules, overrides)
    except RulesError as error:
        raise ScenarioError(f"overrides.{error.parameter}", str(error)) from None
    stakes = _stakes(data["stakes"])
    stacks = tuple(sorted((int(seat), _whole(info["stack"])) for seat, info in data["seats"].items()))
    if len(stacks) > rules.max_players:
        raise ScenarioError(
            "seats",
            f"{len(stacks)} seats, but {RULE_SET_NAMES[rules.name]} "
            f"allow at most {rules.max_players} players at "
            f"{VARIANT_TITLES[variant]}",
        )
    for seat, stack in stacks:
        if stack < stakes.ante:
            raise ScenarioError(
                f"seats.{seat}.stack", f"a stack of {stack} cannot cover the ante of {stakes.ante}"
            )
    deck = _cards(data["deck"], "deck")
    if len(set(data["deck"])) != len(deck):
        seen: dict[Card, int] = {}
        for index, card in enumerate(deck):
            if card in seen:
                raise ScenarioError(
                    f"deck[{index}]",
                    f"{card} appears twice in the deck "
                    f"(also at deck[{seen[card]}]); each card must appear once",
                )
            seen[card] = index
    reshuffles = tuple(_cards(stub, f"reshuffles[{i}]") for i, stub in enumerate(data.get("reshuffles", [])))
    actions = tuple(_action(raw, index) for index, raw in enumerate(data["actions"]))
    table = Table(variant, rules, stacks, stakes, _whole(data.get("button")))
    return Scenario(table, deck, reshuffles, actions, tuple(overrides.items()))


def _stakes(raw: dict[str, int]) -> Stakes:
    stakes = Stakes(*(_whole(raw[key]) for key in ("ante", "bring_in", "small_bet", "big_bet")))
    if stakes.bring_in <= 0:
        raise ScenarioError("stakes.bring_in", "the bring-in must be more than 0")
    if stakes.bring_in > stakes.small_bet:
        raise ScenarioError(
            "stakes.bring_in",
            f"the bring-in ({stakes.bring_in}) cannot be more than the small bet ({stakes.small_bet})",
        )
    if stakes.small_bet > stakes.big_bet:
        raise ScenarioError(
            "stakes.small_bet",
            f"the small bet ({stakes.small_bet}) cannot be more than the big bet ({stakes.big_bet})",
        )
    return stakes


def _cards(raw: list[str], where: str) -> tuple[Card, ...]:
    return tuple(map(parse_card, raw))  # the schema already checked each


_KINDS = {kind.value: kind for kind in ActionKind}


def _action(raw: dict[str, Any], index: int) -> Action:
    kind = _KINDS[raw["do"]]
    if len(raw) == 2:  # the common case: just "seat" and "do"
        if kind is ActionKind.DISCARD:
            raise ScenarioError(f"actions[{index}]", 'a discard must list its two "cards"')
        return Action(_whole(raw["seat"]), kind)
    if kind is ActionKind.DISCARD:
        if "cards" not in raw:
            raise ScenarioError(f"actions[{index}]", 'a discard must list its two "cards"')
    elif "cards" in raw:
        raise ScenarioError(f"actions[{index}].cards", '"cards" belongs only to a discard')
    if "amount" in raw and kind is not ActionKind.BET:
        raise ScenarioError(
            f"actions[{index}].amount",
            f'"amount" is not allowed on '
            f"{kind.value}; only an opening bet with the open-pair option takes one",
        )
    cards = tuple(parse_card(text) for text in raw.get("cards", ()))
    return Action(_whole(raw["seat"]), kind, _whole(raw.get("amount")), cards)
