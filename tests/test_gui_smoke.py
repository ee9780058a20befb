"""The main window opens, shows a scenario's walk-through, refuses bad files."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from conftest import EXAMPLES
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


def test_the_app_has_the_projects_icon_and_opens_files_handed_to_it(qtbot) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from dealer_trainer.gui.app import FileOpenFilter, make_app
    app = make_app(["x"])
    assert not app.windowIcon().isNull()
    opened: list[str] = []
    opener = FileOpenFilter(opened.append)
    app.installEventFilter(opener)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent("/tmp/lesson.studpack"))
    finally:
        app.removeEventFilter(opener)
    assert opened == ["/tmp/lesson.studpack"]
