"""The stud rules engine: pure Python, no Qt.

Public API::

    from dealer_trainer.engine import replay, ScenarioError
    report = replay(scenario_dict)      # the contract's JSON report

    from dealer_trainer.engine import Hand, load_scenario, Action, ActionKind
    hand = Hand(scenario.table, scenario.deck)   # step one action at a time
"""

from .actions import Action, ActionKind
from .cards import ALL_CARDS, Card, Rank, Suit, parse_card
from .errors import EngineError, IllegalActionError, ScenarioError
from .hand import Hand, Phase
from .report import play, replay, report, walkthrough
from .rules import RuleSet, RuleSetName, preset
from .scenario import Scenario, load_scenario, schema_text
from .table import Stakes, Table
from .variants import Variant, VariantSpec, spec_of

__all__ = [
    "ALL_CARDS", "Action", "ActionKind", "Card", "EngineError", "Hand", "IllegalActionError",
    "Phase", "Rank", "RuleSet", "RuleSetName", "Scenario", "ScenarioError", "Stakes", "Suit",
    "Table", "Variant", "VariantSpec", "load_scenario", "parse_card", "play", "preset",
    "replay", "report", "schema_text", "spec_of", "walkthrough",
]
