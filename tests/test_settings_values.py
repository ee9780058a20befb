"""Saved settings are checked as they are read: a damaged value falls back to the
default, never breaks a hand (issue 10, defect 15)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from dealer_trainer.gui.settingvalues import (
    read_bool,
    read_bytes,
    read_choices,
    read_int,
    read_text,
    read_text_list,
)

DAMAGED = """[view]
speed=99999999999999999999
four_colour=maybe
[drill]
mode=no-such-drill
games=stud7, razz-of-mars, stud7
rules=\\x1b[2J
hard=2
level=expert
[mainwindow]
geometry=@ByteArray(not a geometry)
[records]
trainee=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18)
"""


def settings_file(tmp_path: Path, text: str) -> QSettings:
    """The app's own settings (what ``QSettings()`` reads), with ``text`` as the file."""
    QSettings().sync()
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    settings = QSettings()
    settings.sync()
    return settings


@pytest.fixture(autouse=True)
def _names(qapp: Any) -> None:
    qapp.setOrganizationName("Dealer Trainer")
    qapp.setApplicationName("Dealer Trainer")


def test_damaged_settings_fall_back_to_the_defaults_and_hands_deal(qtbot: Any, tmp_path: Path) -> None:
    settings_file(tmp_path, DAMAGED)
    from dealer_trainer.gui.mainwindow import SPEEDS, MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.panel.ms_per_card == 120 and 120 in [ms for _, ms in SPEEDS]
    assert [a.data() for a in window.speed_actions.actions() if a.isChecked()] == [120]
    assert window.panel.mode == "bring-in"
    assert not window.action_map["four_colour"].isChecked()
    assert not window.action_map["hard"].isChecked()
    assert window.panel.level.value == "guided"  # the first level
    assert [v.value for v in window.panel.variants()] == ["stud7"]
    assert [r.value for r in window.panel.rule_sets()] == ["pa"]
    window.show()
    qtbot.waitExposed(window)
    window.panel.next_hand()  # raised OverflowError with the huge speed
    assert window.panel.question is not None


def test_good_settings_are_kept(qtbot: Any, tmp_path: Path) -> None:
    settings_file(
        tmp_path,
        "[view]\nspeed=260\nfour_colour=true\n"
        '[drill]\nmode=first-to-act\ngames=stud7-low\nrules="pa,online"\nlevel=table-ready\n',
    )
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.panel.ms_per_card == 260
    assert window.action_map["four_colour"].isChecked()
    assert window.panel.mode == "first-to-act"
    assert [v.value for v in window.panel.variants()] == ["stud7-low"]
    assert {r.value for r in window.panel.rule_sets()} == {"pa", "online"}
    assert window.panel.level.value == "table-ready"


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("50", 50),
        ("99999999999999999999", 120),
        ("-50", 120),
        ("5e3", 120),
        ("", 120),
        ("true", 120),
        ("٣", 120),
        ("1" * 5000, 120),
    ],
)
def test_read_int_takes_only_known_values(tmp_path: Path, raw: str, expected: int) -> None:
    settings = settings_file(tmp_path, f"[view]\nspeed={raw}\n")
    assert read_int(settings, "view/speed", 120, choices=(0, 50, 120, 260)) == expected


def test_the_other_readers_fall_back_on_anything_odd(tmp_path: Path) -> None:
    settings = settings_file(
        tmp_path, "[a]\nflag=maybe\nyes=true\nname=" + "x" * 2000 + "\nlist=1, 2\ngeo=12\nfiles=/a, /b\n"
    )
    assert read_bool(settings, "a/flag", False) is False
    assert read_bool(settings, "a/yes", False) is True
    assert read_text(settings, "a/name", "dflt") == "dflt"
    assert read_text(settings, "a/missing", "dflt") == "dflt"
    assert read_choices(settings, "a/list", ["2", "3"]) == ["2"]
    assert read_choices(settings, "a/missing", ["2"]) is None
    assert read_bytes(settings, "a/geo") is None
    assert read_text_list(settings, "a/files", max_items=1) == ["/a"]
