"""One exception family per layer: each layer raises only its own errors, under one base.

The layer above catches the engine's refusals as ``EngineError``, the training
layer's as ``TrainingError`` and the packs layer's as ``PackError``, by name,
never as a bare ``ValueError``; each message says what to do.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import random
import typing
from pathlib import Path

import pytest

import dealer_trainer
from dealer_trainer import engine
from dealer_trainer.engine import (CardError, EngineError, IllegalActionError, RulesError,
                                   ScenarioError, Variant, parse_card, preset)
from dealer_trainer.engine.rules import RuleSetName, with_overrides
from dealer_trainer.packs.errors import PackError, PHHError
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.phh import phh_to_scenario
from dealer_trainer.records.errors import RecordsError
from dealer_trainer.training.drills import Drill, DrillError, new_question, question_at
from dealer_trainer.training.errors import FocusError, TopicError, TrainingError
from dealer_trainer.training.focus import Focus, hand_for
from dealer_trainer.training.rulebook import lookup
from helpers import scenario

PACKAGE = Path(dealer_trainer.__file__).parent

#: Each layer's package and the one base its deliberate errors derive from.
FAMILIES = {"engine": EngineError, "training": TrainingError, "packs": PackError}


def _raised_names(path: Path) -> list[tuple[int, str]]:
    """``(line, name)`` of every ``raise Name(...)`` / ``raise Name`` in a module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(exc, ast.Name):
                found.append((node.lineno, exc.id))
    return found


@pytest.mark.parametrize("layer", sorted(FAMILIES))
def test_a_layer_raises_only_errors_of_its_own_family(layer: str) -> None:
    base = FAMILIES[layer]
    allowed = {"AttributeError"}   # engine/__init__.py's module __getattr__ (PEP 562)
    checked = 0
    for info in pkgutil.iter_modules([str(PACKAGE / layer)]):
        module = importlib.import_module(f"dealer_trainer.{layer}.{info.name}")
        for line, name in _raised_names(Path(inspect.getfile(module))):
            if name in allowed and info.name == "__init__":
                continue
            error = getattr(module, name, None)
            if inspect.isfunction(error):   # ``raise _hand_error(...)``: a maker of the error
                error = typing.get_type_hints(error)["return"]
            assert isinstance(error, type) and issubclass(error, base), \
                f"{layer}/{info.name}.py:{line} raises {name}, not a {base.__name__}"
            checked += 1
    assert checked > 5


def test_every_engine_error_is_an_engine_error_exported_by_the_engine() -> None:
    for error in (CardError, RulesError, IllegalActionError, ScenarioError):
        assert issubclass(error, EngineError)
        assert getattr(engine, error.__name__) is error


def test_no_family_is_also_a_builtin_error_a_caller_could_catch_instead() -> None:
    # Caught by its name only: a caller catching ValueError would also swallow
    # a bug of ours, and could not tell which layer refused.
    for base in (EngineError, TrainingError, PackError, RecordsError):
        assert base.__bases__ == (Exception,), base


def test_text_that_is_not_a_card_is_a_card_error_that_shows_how_to_write_one() -> None:
    with pytest.raises(CardError, match=r"^'Zz' is not a card: use a rank from 23456789TJQKA "
                       r"followed by a suit from c, d, h, s \(for example \"Th\" or \"As\"\)\Z"):
        parse_card("Zz")


def test_a_bad_override_or_rule_set_is_a_rules_error_naming_the_parameter() -> None:
    rules = preset(RuleSetName.PA, Variant.STUD7)
    with pytest.raises(RulesError, match=r"^unknown rule parameter 'rake'; known: max_players, ") \
            as caught:
        with_overrides(rules, {"rake": 5})
    assert caught.value.parameter == "rake"
    with pytest.raises(RulesError, match=r"^must be a whole number from 0 to 100\Z"):
        with_overrides(rules, {"rake_percent": 101})
    with pytest.raises(RulesError, match=r'^must be one of "pa", "left_of_dealer"\Z'):
        with_overrides(rules, {"odd_chip": "dealer"})
    with pytest.raises(RulesError, match=r'^no rule set "vegas"; use "pa", "cardroom" or '
                       r'"online"\Z') as caught:
        preset("vegas", Variant.STUD7)
    assert caught.value.parameter == "rules"


def test_training_errors_share_one_base_and_say_what_to_choose() -> None:
    for error in (DrillError, FocusError, TopicError):
        assert issubclass(error, TrainingError)
    with pytest.raises(DrillError, match=r"^choose at least one game and one rule set\Z"):
        new_question(Drill.BRING_IN, random.Random(1), [], [RuleSetName.PA])
    with pytest.raises(FocusError, match=r"^common-card does not arise in Five-card Stud\Z"):
        hand_for(Focus.COMMON_CARD, random.Random(1), Variant.STUD5, RuleSetName.PA)
    with pytest.raises(TopicError, match=r"^no topic 'rake' for Seven-card Stud High under "
                       r"Pennsylvania\Z"):
        lookup("rake", Variant.STUD7, RuleSetName.PA)
    data = scenario(seats=[1, 2, 3])
    with pytest.raises(DrillError, match=r"^the hand has no betting round after the first\Z"):
        question_at(Drill.FIRST_TO_ACT, data)


def test_packs_raise_pack_errors_only_even_for_a_training_refusal() -> None:
    assert issubclass(PHHError, PackError)
    with pytest.raises(PackError, match=r"^count must be from 1 to 1000\Z"):
        generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 0, 1)
    with pytest.raises(PackError, match=r"^common-card does not arise in Five-card Stud; it can "
                       r"in stud7, stud7-low, ") as caught:
        generate_pack(Variant.STUD5, RuleSetName.PA, Drill.BRING_IN, Focus.COMMON_CARD, 1, 1)
    assert not isinstance(caught.value, TrainingError)
    with pytest.raises(PHHError, match=r"^variant 'FT' is not a stud game the trainer can "
                       r"replay; use F7S \(seven-card stud\), FR \(razz\) or F7S/8") as phh:
        phh_to_scenario('variant = "FT"\n')
    assert phh.value.where == "" and str(phh.value) == phh.value.message
