"""Shared fixtures. Qt runs offscreen so the suite needs no display."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

DATA = Path(__file__).parent / "data"
EXAMPLES = DATA / "examples"

settings.register_profile("ci", max_examples=150, deadline=None)
settings.register_profile("dev", max_examples=60, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def example_names() -> list[str]:
    return sorted(p.name[: -len(".expected.json")] for p in EXAMPLES.glob("*.expected.json"))


def load_example(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    scenario = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    expected = json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))
    return scenario, expected


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keep QSettings and data files of tests out of the user's real profile,
    and out of each other: Qt works out its settings path once per process, so
    each test points it at its own folder explicitly."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))  # the log (gui/errors.py)
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "config"))
