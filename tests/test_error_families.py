"""One exception family per layer: each layer raises only its own errors, under one base.

The layer above catches the engine's refusals as ``EngineError``, the training
layer's as ``TrainingError``, the packs layer's as ``PackError`` and the
classroom's as ``ClassroomError``, by name, never as a bare ``ValueError``;
each message says what to do.
"""

from __future__ import annotations

import ast
import enum
import importlib
import inspect
import pkgutil
import random
import typing
from pathlib import Path

import pytest
from helpers import scenario

import dealer_trainer
from dealer_trainer import engine
from dealer_trainer.classroom.errors import (
    ClassroomError,
    LessonError,
    ListenError,
    ProtocolError,
    SessionFileError,
)
from dealer_trainer.engine import (
    CardError,
    EngineError,
    IllegalActionError,
    RulesError,
    ScenarioError,
    Variant,
    parse_card,
    preset,
)
from dealer_trainer.engine.rules import RuleSetName, with_overrides
from dealer_trainer.packs.errors import PackError, PHHError
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.phh import phh_to_scenario
from dealer_trainer.records.errors import RecordsError
from dealer_trainer.training.drills import Drill, DrillError, new_question, question_at
from dealer_trainer.training.errors import FocusError, TopicError, TrainingError
from dealer_trainer.training.focus import Focus, hand_for
from dealer_trainer.training.rulebook import lookup

PACKAGE = Path(dealer_trainer.__file__).parent

#: Each layer's package and the one base its deliberate errors derive from.
FAMILIES = {
    "engine": EngineError,
    "training": TrainingError,
    "packs": PackError,
    "classroom": ClassroomError,
}

#: A ``raise`` of a builtin a layer may keep, and why: ``(module, function, error)``. Each is a
#: hook a library calls, whose error the library turns into its own and the layer then words.
RAISED_FOR_A_LIBRARY = {
    ("classroom/protocol.py", "_no_constant", "ValueError"): "json.loads' parse_constant hook (NaN, "
    "Infinity): json raises it as its own refusal, which decoding words as a ProtocolError",
}


def _raised_in(path: Path) -> list[tuple[int, str, str | None]]:
    """``(line, name, function)`` of every ``raise Name(...)`` / ``raise Name`` in a module."""
    found: list[tuple[int, str, str | None]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.Raise) and child.exc is not None:
                exc = child.exc.func if isinstance(child.exc, ast.Call) else child.exc
                if isinstance(exc, ast.Name):
                    found.append((child.lineno, exc.id, inner))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), None)
    return found


@pytest.mark.parametrize("layer", sorted(FAMILIES))
def test_a_layer_raises_only_errors_of_its_own_family(layer: str) -> None:
    base = FAMILIES[layer]
    allowed = {"AttributeError"}  # engine/__init__.py's module __getattr__ (PEP 562)
    checked = 0
    for info in pkgutil.iter_modules([str(PACKAGE / layer)]):
        module = importlib.import_module(f"dealer_trainer.{layer}.{info.name}")
        for line, name, function in _raised_in(Path(inspect.getfile(module))):
            if name in allowed and info.name == "__init__":
                continue
            if (f"{layer}/{info.name}.py", function, name) in RAISED_FOR_A_LIBRARY:
                continue
            error = getattr(module, name, None)
            if inspect.isfunction(error):  # ``raise _hand_error(...)``: a maker of the error
                error = typing.get_type_hints(error)["return"]
            assert isinstance(error, type) and issubclass(error, base), (
                f"{layer}/{info.name}.py:{line} raises {name}, not a {base.__name__}"
            )
            checked += 1
    assert checked > 5


def test_every_engine_error_is_an_engine_error_exported_by_the_engine() -> None:
    for error in (CardError, RulesError, IllegalActionError, ScenarioError):
        assert issubclass(error, EngineError)
        assert getattr(engine, error.__name__) is error


def test_no_family_is_also_a_builtin_error_a_caller_could_catch_instead() -> None:
    # Caught by its name only: a caller catching ValueError would also swallow
    # a bug of ours, and could not tell which layer refused.
    for base in (EngineError, TrainingError, PackError, RecordsError, ClassroomError):
        assert base.__bases__ == (Exception,), base


def test_the_classroom_s_errors_are_one_family_worded_for_the_window() -> None:
    for error in (ProtocolError, SessionFileError, ListenError, LessonError):
        assert issubclass(error, ClassroomError)
    assert ClassroomError.words_context == "ClassroomErrors"


def test_a_hook_kept_for_a_library_still_raises_there() -> None:
    # an entry of RAISED_FOR_A_LIBRARY whose raise went away would spare the next one put there
    for (module, function, name), _why in RAISED_FOR_A_LIBRARY.items():
        assert (function, name) in {(f, n) for _line, n, f in _raised_in(PACKAGE / module)}, module


def test_text_that_is_not_a_card_is_a_card_error_that_shows_how_to_write_one() -> None:
    with pytest.raises(
        CardError,
        match=r"^'Zz' is not a card: use a rank from 23456789TJQKA "
        r"followed by a suit from c, d, h, s \(for example \"Th\" or \"As\"\)\Z",
    ):
        parse_card("Zz")


def test_a_bad_override_or_rule_set_is_a_rules_error_naming_the_parameter() -> None:
    rules = preset(RuleSetName.PA, Variant.STUD7)
    with pytest.raises(RulesError, match=r"^unknown rule parameter 'rake'; known: max_players, ") as caught:
        with_overrides(rules, {"rake": 5})
    assert caught.value.parameter == "rake"
    with pytest.raises(RulesError, match=r"^must be a whole number from 0 to 100\Z"):
        with_overrides(rules, {"rake_percent": 101})
    with pytest.raises(RulesError, match=r'^must be one of "pa", "left_of_dealer"\Z'):
        with_overrides(rules, {"odd_chip": "dealer"})
    with pytest.raises(
        RulesError,
        match=r'^no rule set "vegas"; use "pa", "cardroom" or '
        r'"online"\Z',
    ) as caught:
        preset("vegas", Variant.STUD7)
    assert caught.value.parameter == "rules"


def test_training_errors_share_one_base_and_say_what_to_choose() -> None:
    for error in (DrillError, FocusError, TopicError):
        assert issubclass(error, TrainingError)
    with pytest.raises(DrillError, match=r"^choose at least one game and one rule set\Z"):
        new_question(Drill.BRING_IN, random.Random(1), [], [RuleSetName.PA])
    with pytest.raises(FocusError, match=r"^common-card does not arise in Five-card Stud\Z"):
        hand_for(Focus.COMMON_CARD, random.Random(1), Variant.STUD5, RuleSetName.PA)
    with pytest.raises(
        TopicError,
        match=r"^no topic 'rake' for Seven-card Stud High under "
        r"Pennsylvania\Z",
    ):
        lookup("rake", Variant.STUD7, RuleSetName.PA)
    data = scenario(seats=[1, 2, 3])
    with pytest.raises(DrillError, match=r"^the hand has no betting round after the first\Z"):
        question_at(Drill.FIRST_TO_ACT, data)


def test_packs_raise_pack_errors_only_even_for_a_training_refusal() -> None:
    assert issubclass(PHHError, PackError)
    with pytest.raises(PackError, match=r"^count must be from 1 to 1000\Z"):
        generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 0, 1)
    with pytest.raises(
        PackError,
        match=r"^common-card does not arise in Five-card Stud; it can "
        r"in stud7, stud7-low, ",
    ) as caught:
        generate_pack(Variant.STUD5, RuleSetName.PA, Drill.BRING_IN, Focus.COMMON_CARD, 1, 1)
    assert not isinstance(caught.value, TrainingError)
    with pytest.raises(
        PHHError,
        match=r"^variant 'FT' is not a stud game the trainer can "
        r"replay; use F7S \(seven-card stud\), FR \(razz\) or F7S/8",
    ) as phh:
        phh_to_scenario('variant = "FT"\n')
    assert phh.value.where == "" and str(phh.value) == phh.value.message


# --- how the layers catch -----------------------------------------------------------------

#: Where a handler may take any exception without raising it again, and why:
#: ``(module, function)``. Everywhere else a refusal is caught by its family's
#: name, and a bug of ours reaches the crash hook.
CATCH_ALL = {
    ("gui/errors.py", None): "the app's crash hook",
    ("gui/operations.py", None): "the background-job runner: hands it to the caller's on_failure",
    ("cli.py", "main"): "the command line's crash hook: one line, not a traceback",
    ("records/classes.py", "_tick"): "an SQLite progress callback, which cannot raise: it keeps "
    "the error and raises it once the statement stops",
}

#: The layers whose errors are a family of their own, by package.
LAYERS = ("engine", "training", "packs", "records", "classroom")


def _handlers(tree: ast.AST) -> list[tuple[str | None, ast.Try, ast.ExceptHandler]]:
    """Every ``except`` with the name of the function it is in (None: module level)."""
    found: list[tuple[str | None, ast.Try, ast.ExceptHandler]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.Try):
                found.extend((inner, child, handler) for handler in child.handlers)
            visit(child, inner)

    visit(tree, None)
    return found


def _caught(handler: ast.ExceptHandler) -> set[str]:
    """The names an ``except`` catches (``{""}`` for a bare ``except:``)."""
    if handler.type is None:
        return {""}
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return {ast.unparse(kind).rsplit(".", 1)[-1] for kind in kinds}


def _raises_again(handler: ast.ExceptHandler) -> bool:
    """Whether the handler ends in ``raise`` (of the error, or of another from it)."""
    return any(isinstance(node, ast.Raise) for node in ast.walk(handler))


def catch_all_without_raising(source: str, module: str) -> list[str]:
    """``module:line`` of each ``except Exception`` / ``BaseException`` / bare
    ``except:`` that swallows the error, outside :data:`CATCH_ALL`."""
    found = []
    for function, _try, handler in _handlers(ast.parse(source)):
        if not _caught(handler) & {"", "Exception", "BaseException"} or _raises_again(handler):
            continue
        if (module, None) in CATCH_ALL or (module, function) in CATCH_ALL:
            continue
        found.append(f"{module}:{handler.lineno}")
    return found


def _is_enum(module: str, name: str) -> bool:
    """Whether ``module.name`` is an enum (whose ``Variant("x")`` raises ``ValueError``
    on purpose: the builtin is its documented refusal)."""
    try:
        value = getattr(importlib.import_module(module), name, None)
    except ImportError:
        return False
    return isinstance(value, type) and issubclass(value, enum.Enum)


def _layer_names(tree: ast.AST, module: str) -> set[str]:
    """The names a module imports from another error layer (even lazily), enums left out."""
    own = module.split("/", 1)[0]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            parts = node.module.split(".")
            layer = next((p for p in parts if p in LAYERS), None)
            if layer is None or layer == own:
                continue
            where = "dealer_trainer." + ".".join(parts[parts.index(layer) :])
            names.update(
                alias.asname or alias.name for alias in node.names if not _is_enum(where, alias.name)
            )
    return names


def value_error_around_a_layer(source: str, module: str) -> list[str]:
    """``module:line`` of each ``except`` naming ``ValueError`` around a call into
    another layer (a name imported from it, or a method of ``records``): that
    layer's error is caught by its family's name, not as a builtin."""
    tree = ast.parse(source)
    names = _layer_names(tree, module)
    outside_records = not module.startswith("records/")
    found = []
    for _function, block, handler in _handlers(tree):
        if "ValueError" not in _caught(handler):
            continue
        for node in (n for statement in block.body for n in ast.walk(statement)):
            if not isinstance(node, ast.Call):
                continue
            called = ast.unparse(node.func)
            root = called.split(".", 1)[0]
            if root in names or (outside_records and ".records." in f".{called}"):
                found.append(f"{module}:{handler.lineno} ({called})")
                break
    return found


def _modules() -> list[tuple[str, str]]:
    return [
        (path.relative_to(PACKAGE).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
    ]


def test_no_module_swallows_any_exception_outside_the_crash_hooks_and_the_job_runner() -> None:
    modules = _modules()
    assert len(modules) > 50
    found = [place for module, source in modules for place in catch_all_without_raising(source, module)]
    assert found == [], "catch the layer's error by name, or raise again: " + ", ".join(found)


def test_the_catch_all_scan_finds_one_that_swallows_and_spares_one_that_raises() -> None:
    swallows = (
        "def load():\n    try:\n        work()\n    except Exception:\n        pass\n"
        "def bare():\n    try:\n        work()\n    except:\n        return None\n"
    )
    assert catch_all_without_raising(swallows, "gui/table.py") == ["gui/table.py:4", "gui/table.py:9"]
    raises = "def f():\n    try:\n        work()\n    except BaseException:\n        undo()\n        raise\n"
    assert catch_all_without_raising(raises, "gui/table.py") == []
    # the hooks are spared by name: cli.py's main, not any function of cli.py
    hook = "def main():\n    try:\n        run()\n    except Exception:\n        return 1\n"
    assert catch_all_without_raising(hook, "cli.py") == []
    assert catch_all_without_raising(hook.replace("main", "other"), "cli.py") == ["cli.py:4"]


def test_no_module_catches_value_error_around_a_call_into_another_layer() -> None:
    found = [place for module, source in _modules() for place in value_error_around_a_layer(source, module)]
    assert found == [], (
        "name the layer's family (EngineError, TrainingError, PackError, RecordsError): " + ", ".join(found)
    )


def test_the_value_error_scan_finds_a_records_call_and_a_lazy_import() -> None:
    source = (
        "def take(self):\n"
        "    from ..records.exams import ExamRun\n"
        "    from ..engine.variants import Variant\n"
        "    try:\n        run = ExamRun(spec)\n    except ValueError as error:\n"
        "        warn(error)\n"
        "    try:\n        self.records.trainee(3)\n    except (KeyError, ValueError):\n"
        "        pass\n"
        "    try:\n        Variant(text)\n    except ValueError:\n        pass\n"
    )
    # the enum's own ValueError (a name that is no game) is its documented refusal
    assert value_error_around_a_layer(source, "gui/windowrecords.py") == [
        "gui/windowrecords.py:6 (ExamRun)",
        "gui/windowrecords.py:10 (self.records.trainee)",
    ]
    # inside its own layer, records may catch ValueError around its own calls
    assert value_error_around_a_layer(source, "records/exams.py") == []
