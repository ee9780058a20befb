"""The layers hold: the engine is pure Python, Qt lives only in gui/, and no
module of the package imports, even lazily, one that imports it back.

The rules themselves are import-linter contracts in pyproject.toml
(``[tool.importlinter]``), which ``.ci/run`` checks with ``lint-imports``.
The tests here check what the contracts cannot say (no cycles at all), and
that the contracts really fail on a forbidden import, relative and
inside-function ones included: a contract that passes on anything would
look just like one that holds.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dealer_trainer"
QT = ("PySide6", "shiboken6", "pyqtgraph")


def imported_modules(path: Path, package_dir: Path = PACKAGE) -> set[str]:
    """Every module ``path`` imports, relative imports resolved to absolute names
    (``from ..gui import table`` in engine/hand.py is ``dealer_trainer.gui``)."""
    # The package a relative import starts from: the module's own (for an
    # __init__.py, the package it makes).
    package = path.relative_to(package_dir.parent).parent.parts
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                assert node.module is not None
                names.add(node.module)
                continue
            base = package[: len(package) - node.level + 1]
            names.add(".".join(base + ((node.module,) if node.module else ())))
    return names


def test_relative_imports_are_resolved_to_the_module_they_name(tmp_path: Path) -> None:
    module = tmp_path / "dealer_trainer" / "engine" / "hand.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "def f():\n    from ..gui import table\n    from . import cards\n    from .errors import X\n",
        encoding="utf-8",
    )
    assert imported_modules(module, tmp_path / "dealer_trainer") == {
        "dealer_trainer.gui",
        "dealer_trainer.engine",
        "dealer_trainer.engine.errors",
    }


def test_no_engine_module_imports_qt_or_another_layer() -> None:
    for path in (PACKAGE / "engine").rglob("*.py"):
        for name in imported_modules(path):
            assert not name.startswith(QT), f"{path.name} imports {name}"
            if name.startswith("dealer_trainer"):
                assert name == "dealer_trainer" or name.startswith("dealer_trainer.engine"), (
                    f"{path.name} imports {name}"
                )


#: The class session's transport: Qt's event loop and sockets (QtCore and QtNetwork only,
#: which tests/test_classroom_net.py checks), never widgets.
CLASSROOM_TRANSPORT = {"hosting.py", "joining.py", "headless.py"}


def test_only_the_gui_package_and_the_classroom_transport_import_qt() -> None:
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).parts
        if "gui" in parts or (parts[0] == "classroom" and path.name in CLASSROOM_TRANSPORT):
            continue
        for name in imported_modules(path):
            assert not name.startswith(QT), f"{path} imports {name}"


def test_importing_and_replaying_loads_no_qt_module() -> None:
    code = (
        "import sys, json, dealer_trainer.engine as e, dealer_trainer.cli;"
        "from dealer_trainer.engine.generate import random_scenario;"
        "import random; e.replay(random_scenario(random.Random(1)));"
        "print([m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph'))])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# --- no import cycles -----------------------------------------------------------------------


def import_cycles(graph: object, modules: set[str]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's
    algorithm, without recursion): each is a set of modules that import each
    other, directly or through one another."""
    successors = {
        module: sorted(graph.find_modules_directly_imported_by(module) & modules)  # type: ignore[attr-defined]
        for module in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in sorted(modules):
        if start in index:
            continue
        work = [(start, 0)]
        while work:
            module, position = work.pop()
            if position == 0:
                index[module] = low[module] = len(index)
                stack.append(module)
                on_stack.add(module)
            for offset, following in enumerate(successors[module][position:], start=position):
                if following not in index:
                    work.append((module, offset + 1))
                    work.append((following, 0))
                    break
                if following in on_stack:
                    low[module] = min(low[module], index[following])
            else:
                if low[module] == index[module]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == module:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[module])
    return found


def test_the_cycle_finder_finds_a_loop_through_three_modules() -> None:
    grimp = pytest.importorskip("grimp")
    graph = grimp.ImportGraph()
    for name in ("a", "b", "c", "d"):
        graph.add_module(name)
    graph.add_import(importer="a", imported="b")
    graph.add_import(importer="b", imported="c")
    graph.add_import(importer="c", imported="a")
    graph.add_import(importer="c", imported="d")
    assert import_cycles(graph, {"a", "b", "c", "d"}) == [["a", "b", "c"]]
    graph.remove_import(importer="c", imported="a")
    assert import_cycles(graph, {"a", "b", "c", "d"}) == []


def test_no_module_imports_one_that_imports_it_back() -> None:
    """Lazy imports (inside functions) count: a loop through them is still two
    modules that cannot be understood, tested or moved one without the other.
    Imports under ``if TYPE_CHECKING:`` never run and do not count."""
    grimp = pytest.importorskip("grimp")
    graph = grimp.build_graph("dealer_trainer", exclude_type_checking_imports=True, cache_dir=None)
    modules = set(graph.modules)
    cycles = import_cycles(graph, modules)
    described = []
    for cycle in cycles:
        first = cycle[0]
        following = min(graph.find_modules_directly_imported_by(first) & set(cycle))
        loop = (first,) + graph.find_shortest_chain(importer=following, imported=first)
        described.append(f"{', '.join(cycle)}\n    e.g. {' -> '.join(loop)}")
    assert not cycles, "modules that import each other:\n" + "\n".join(described)


# --- the contracts, proved able to fail --------------------------------------------------


def lint_copy(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Run the project's import contracts on the copy of the package in ``tmp_path``."""
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    code = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run(
        [sys.executable, "-c", code, "--no-cache", "--no-logo", str(tmp_path / "pyproject.toml")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env={
            "PYTHONPATH": str(tmp_path),
            "PATH": "",
            "PYTHONIOENCODING": "utf-8",
            "COLUMNS": "200",
            "NO_COLOR": "1",
        },
    )


def copied_package(tmp_path: Path) -> Path:
    pytest.importorskip("importlinter")
    copy = tmp_path / "dealer_trainer"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def add_lazy_import(path: Path, line: str) -> None:
    """Append a function to ``path`` whose body imports ``line``: the import runs
    only when the function is called, as the lazy ones in the package do."""
    with path.open("a", encoding="utf-8") as handle:
        handle.write(f"\n\ndef _forbidden() -> None:\n    {line}\n")


def broken(output: str) -> list[str]:
    """The names of the contracts ``lint-imports`` reports as broken."""
    return [match.group(1).strip() for match in re.finditer(r"^(.+?) BROKEN$", output, re.M)]


def test_the_contracts_hold_on_the_package_as_it_is(tmp_path: Path) -> None:
    copied_package(tmp_path)
    done = lint_copy(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert " 0 broken" in done.stdout and "KEPT" in done.stdout


def test_the_contracts_fail_on_a_relative_lazy_import_of_the_gui_from_the_engine(tmp_path: Path) -> None:
    copy = copied_package(tmp_path)
    add_lazy_import(copy / "engine" / "hand.py", "from ..gui import table  # noqa")
    done = lint_copy(tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    # Qt too: gui.table brings it in, and the engine may not have it even indirectly.
    assert broken(done.stdout) == [
        "The engine imports no other layer of ours",
        "Qt (PySide6, shiboken6, pyqtgraph) only under dealer_trainer.gui",
        "Layers: each imports only the layers below it",
    ]
    assert "dealer_trainer.engine.hand -> dealer_trainer.gui" in done.stdout


def test_the_contracts_fail_on_qt_in_training(tmp_path: Path) -> None:
    copy = copied_package(tmp_path)
    add_lazy_import(copy / "training" / "steps.py", "from PySide6 import QtCore  # noqa")
    done = lint_copy(tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert broken(done.stdout) == ["Qt (PySide6, shiboken6, pyqtgraph) only under dealer_trainer.gui"]
    assert "dealer_trainer.training.steps -> PySide6" in done.stdout


def test_the_contracts_fail_on_a_lower_layer_importing_a_higher_one(tmp_path: Path) -> None:
    copy = copied_package(tmp_path)
    add_lazy_import(copy / "packs" / "model.py", "from ..records import stats  # noqa")
    done = lint_copy(tmp_path)
    assert broken(done.stdout) == ["Layers: each imports only the layers below it"]
    assert "dealer_trainer.packs.model -> dealer_trainer.records.stats" in done.stdout


def test_the_readme_test_command_is_what_ci_runs() -> None:
    """.ci/run runs exactly the README's second command (the contracts, then the tests)."""
    command = re.compile(r"python3 -m venv .venv && .*")
    readme = [m.group(0) for m in command.finditer((ROOT / "README.md").read_text("utf-8"))]
    ci = command.findall((ROOT / ".ci" / "run").read_text("utf-8"))
    assert len(readme) >= 2 and ci == [readme[1]]
    assert "lint-imports" in ci[0]


#: A GUI module longer than this says why at its top ("Why this is longer than ...");
#: about 600 lines as the issue counted them, before the formatter gave each argument a line.
GUI_MODULE_LINES = 650


def test_a_long_gui_module_says_why_it_is_long() -> None:
    """Small rooms named for what they hold: a GUI module that outgrows the size
    says at its top why it should stay one module."""
    long_ones = []
    for path in sorted((PACKAGE / "gui").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if text.count("\n") > GUI_MODULE_LINES:
            head = ast.get_docstring(ast.parse(text)) or ""
            if "Why this is longer than" not in head:
                long_ones.append(f"{path.relative_to(PACKAGE)}: {text.count(chr(10))} lines")
    assert not long_ones, "\n".join(long_ones)
