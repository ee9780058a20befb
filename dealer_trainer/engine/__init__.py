"""The stud rules engine: pure Python, no Qt.

Public API::

    from dealer_trainer.engine import replay, ScenarioError
    report = replay(scenario_dict)      # the contract's JSON report

    from dealer_trainer.engine import Hand, load_scenario, Action, ActionKind
    hand = Hand(scenario.table, scenario.deck)   # step one action at a time

Every error the engine raises on purpose is an :class:`EngineError`
(``ScenarioError``, ``IllegalActionError``, ``CardError``, ``RulesError``).

Names are imported from their modules on first use (PEP 562), so the app
can show its window before the engine is loaded.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_HOME = {
    "Action": "actions",
    "ActionKind": "actions",
    "ALL_CARDS": "cards",
    "Card": "cards",
    "Rank": "cards",
    "Suit": "cards",
    "parse_card": "cards",
    "CardError": "cards",
    "EngineError": "errors",
    "IllegalActionError": "errors",
    "ScenarioError": "errors",
    "Hand": "hand",
    "Phase": "hand",
    "play": "reporting",
    "replay": "reporting",
    "report": "reporting",
    "walkthrough": "reporting",
    "Decision": "openers",
    "DecisionKind": "openers",
    "RuleSet": "rules",
    "RuleSetName": "rules",
    "RulesError": "rules",
    "preset": "rules",
    "Scenario": "scenario",
    "load_scenario": "scenario",
    "schema_text": "scenario",
    "Stakes": "table",
    "Table": "table",
    "Variant": "variants",
    "VariantSpec": "variants",
    "spec_of": "variants",
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


if TYPE_CHECKING:
    from .actions import Action as Action
    from .actions import ActionKind as ActionKind
    from .cards import ALL_CARDS as ALL_CARDS
    from .cards import Card as Card
    from .cards import CardError as CardError
    from .cards import Rank as Rank
    from .cards import Suit as Suit
    from .cards import parse_card as parse_card
    from .errors import EngineError as EngineError
    from .errors import IllegalActionError as IllegalActionError
    from .errors import ScenarioError as ScenarioError
    from .hand import Hand as Hand
    from .hand import Phase as Phase
    from .openers import Decision as Decision
    from .openers import DecisionKind as DecisionKind
    from .reporting import play as play
    from .reporting import replay as replay
    from .reporting import report as report
    from .reporting import walkthrough as walkthrough
    from .rules import RulesError as RulesError
    from .rules import RuleSet as RuleSet
    from .rules import RuleSetName as RuleSetName
    from .rules import preset as preset
    from .scenario import Scenario as Scenario
    from .scenario import load_scenario as load_scenario
    from .scenario import schema_text as schema_text
    from .table import Stakes as Stakes
    from .table import Table as Table
    from .variants import Variant as Variant
    from .variants import VariantSpec as VariantSpec
    from .variants import spec_of as spec_of
