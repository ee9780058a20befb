"""The engine is pure Python: it never imports Qt, and Qt lives only in gui/."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "dealer_trainer"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def test_no_engine_module_imports_qt_or_the_gui() -> None:
    for path in (PACKAGE / "engine").rglob("*.py"):
        for name in imported_modules(path):
            assert not name.startswith(("PySide6", "shiboken6", "pyqtgraph", "dealer_trainer.gui")), \
                f"{path.name} imports {name}"


def test_only_the_gui_package_imports_qt() -> None:
    for path in PACKAGE.rglob("*.py"):
        if "gui" in path.relative_to(PACKAGE).parts:
            continue
        for name in imported_modules(path):
            assert not name.startswith(("PySide6", "pyqtgraph")), f"{path} imports {name}"


def test_importing_and_replaying_loads_no_qt_module() -> None:
    code = ("import sys, json, dealer_trainer.engine as e, dealer_trainer.cli;"
            "from dealer_trainer.engine.generate import random_scenario;"
            "import random; e.replay(random_scenario(random.Random(1)));"
            "print([m for m in sys.modules if m.startswith(('PySide6', 'pyqtgraph'))])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
