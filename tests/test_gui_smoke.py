"""The main window opens, shows a scenario's walk-through, refuses bad files."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import textwrap

from PySide6.QtWidgets import QMessageBox

from conftest import EXAMPLES
from dealer_trainer.gui.app import QUIT_WHEN_READY
from dealer_trainer.gui.mainwindow import MainWindow


def test_main_window_opens_with_the_table_and_the_drill_panel(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.table.accessibleName() == "Poker table"
    assert window.panel.prompt.text().startswith("Press Space")
    assert window.action_map["open_pack"].shortcut().toString() == "Ctrl+O"


def test_opening_a_scenario_shows_the_engines_walkthrough(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.showScenario(str(EXAMPLES / "017-tie_remainder-stud7-pa.json"))
    text = window.walkthrough_view.toPlainText()
    assert "Bring-in: seat 9" in text and "Awards: seat 9 17, seat 2 16" in text


def test_a_bad_scenario_is_refused_with_a_message_naming_the_problem(qtbot, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.showScenario(str(EXAMPLES / "022-out_of_turn-stud7-hilo-bad.json"))
    assert "actions[7]" in shown[0]


def test_the_app_has_the_projects_icon_and_opens_files_handed_to_it() -> None:
    # A process of its own: the test session already has a plain QApplication,
    # and the file hand-over lives in the app object the real start-up makes.
    script = textwrap.dedent("""
        from PySide6.QtCore import QCoreApplication, QEvent
        from PySide6.QtGui import QFileOpenEvent
        from dealer_trainer.gui.application import make_app
        app = make_app(["x"])
        assert not app.windowIcon().isNull(), "no window icon"
        opened = []
        app.fileOpened.connect(opened.append)
        QCoreApplication.sendEvent(app, QFileOpenEvent("/tmp/lesson.studpack"))
        QCoreApplication.sendEvent(app, QEvent(QEvent.Type.User))  # others pass through
        print(opened)
    """)
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['/tmp/lesson.studpack']"


def test_the_app_command_starts_to_an_idle_window_and_quits_cleanly(tmp_path) -> None:
    # The real path a user takes (the console script with no arguments), as far
    # as the window being up with its event loop running.
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", QUIT_WHEN_READY: "1"}
    result = subprocess.run(
        [sys.executable, "-c", "import sys; from dealer_trainer.cli import main; sys.exit(main())"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr


def test_the_window_opens_before_the_engine_and_its_data_classes_load() -> None:
    # The cold start is within 1.5x an empty PySide6 window only because the
    # first window loads nothing it does not show (benchmarks/gui_bench.py
    # times it); this keeps an innocent import from undoing that.
    script = textwrap.dedent("""
        import gc, sys
        from dealer_trainer.cli import main
        assert main([]) == 0
        print(sorted(sys.modules))
        print(gc.isenabled(), gc.get_freeze_count())
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", QUIT_WHEN_READY: "1"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr
    modules_line, gc_line = result.stdout.strip().splitlines()[-2:]
    loaded = set(ast.literal_eval(modules_line))
    assert "dealer_trainer.gui.mainwindow" in loaded
    for later in (
        "dataclasses",
        "json",
        "statistics",
        "html",
        "dealer_trainer.engine.variants",
        "dealer_trainer.engine.rules",
        "dealer_trainer.engine.hand",
        "dealer_trainer.training.drills",
        "dealer_trainer.training.steps",
        "dealer_trainer.gui.splitpot",
        "dealer_trainer.records.database",
    ):
        assert later not in loaded, f"{later} loads before the window is up"
    # Collection is back on once the window is up, with start-up's objects frozen.
    enabled, frozen = gc_line.split()
    assert enabled == "True" and int(frozen) > 0
