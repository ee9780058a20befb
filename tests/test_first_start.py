"""What a newcomer meets on the first start: a window that fits their screen,
and menus in words a dealer uses."""

from __future__ import annotations

import re
from datetime import UTC
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from conftest import EXAMPLES
from dealer_trainer.gui.mainwindow import MainWindow

#: Words of the program's insides that a dealer would not know.
JARGON = re.compile(r"\b(scenarios?|schema|contract|presets?)\b", re.IGNORECASE)


def test_the_first_window_fits_on_a_small_laptop_screen(qtbot) -> None:
    """With no saved size (a fresh profile), the window must not be taller or
    wider than the screen: on a 1366x768 laptop the score line and the Show me
    button were below the bottom edge."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    screen = window.screen().availableGeometry()
    assert window.width() <= screen.width() and window.height() <= screen.height(), (
        f"window {window.size()} on a screen of {screen.size()}"
    )


def test_the_menus_speak_of_hands_and_packs_not_scenarios(qtbot) -> None:
    """Every menu entry and its tooltip, as the user sees them in the menu bar."""
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        actions = menu.actions() if menu is not None else []
        for action in actions:
            sub = action.menu()
            for entry in [action, *(sub.actions() if sub is not None else [])]:
                seen.append(entry.text().replace("&", ""))
                seen.append(entry.toolTip())
                seen.append(entry.statusTip())
    assert seen
    bad = [text for text in seen if JARGON.search(text)]
    assert not bad, bad


def test_the_open_a_hand_dialog_is_titled_in_dealers_words(qtbot, monkeypatch) -> None:
    """File ▸ Open Hand asks for a hand file, in words a dealer uses."""
    asked: list[tuple[str, str]] = []

    def get_open_file_name(parent, caption, folder, filters):
        asked.append((caption, filters))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open_file_name)
    window = MainWindow()
    qtbot.addWidget(window)
    window.action_map["open"].trigger()
    assert asked
    caption, filters = asked[0]
    assert not JARGON.search(caption) and not JARGON.search(filters), asked[0]
    assert "hand" in caption.lower()


def test_the_open_pack_dialog_offers_packs_of_hands(qtbot, monkeypatch) -> None:
    """File ▸ Open Pack: the file-type list is read by the user too."""
    asked: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        lambda parent, caption, folder, filters: (asked.append(filters), ("", ""))[1],
    )
    window = MainWindow()
    qtbot.addWidget(window)
    window.action_map["open_pack"].trigger()
    assert asked and not JARGON.search(asked[0]), asked
    assert "*.studpack" in asked[0]


def test_a_bad_hand_file_is_refused_under_a_title_a_dealer_understands(qtbot, monkeypatch) -> None:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda parent, title, text, *rest: shown.append((title, text))
    )
    window = MainWindow()
    qtbot.addWidget(window)
    assert not window.showScenario(str(EXAMPLES / "022-out_of_turn-stud7-hilo-bad.json"))
    title, text = shown[0]
    assert not JARGON.search(title), title
    assert "022-out_of_turn-stud7-hilo-bad.json" in text


def test_choosing_a_pack_to_present_starts_where_the_packs_are(qtbot, monkeypatch, tmp_path) -> None:
    """F5 on a fresh profile opens the file dialog on the sample packs (not on
    whatever folder the app was started from); once a pack has been opened, on
    that pack's folder, so Present and Answer Key find the pack just worked through."""
    import shutil

    from dealer_trainer.gui.packfiles import sample_packs, samples_dir

    folders: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        lambda parent, caption, folder, filters: (folders.append(folder), ("", ""))[1],
    )
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table, Qt.Key.Key_F5)
    assert folders and Path(folders[-1]) == samples_dir()

    mine = tmp_path / "my packs"
    mine.mkdir()
    copy = shutil.copy(sample_packs()[0].path, mine / "class.studpack")
    assert window.openPack(str(copy))
    qtbot.keyClick(window.table, Qt.Key.Key_F5)
    window.action_map["answer_key"].trigger()
    window.action_map["open_pack"].trigger()
    assert [Path(f) for f in folders[1:]] == [mine] * 3


def test_saving_a_worksheet_says_a_worksheet_was_saved(qtbot, monkeypatch, tmp_path) -> None:
    """The status bar named every PDF an 'answer key', the trainees' worksheet too."""
    from dealer_trainer.gui.packfiles import sample_packs

    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.showAnswerKey(str(sample_packs()[0].path))
    dialog = window.answer_key_dialog
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.worksheet_button, Qt.MouseButton.LeftButton)
    assert dialog.worksheet
    with qtbot.waitSignal(dialog.saved, timeout=60_000):
        qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    message = window.statusBar().currentMessage()
    assert target.is_file()
    assert message.startswith("Worksheet saved") and "answer key" not in message.lower(), message


def _first_answers(qtbot, tmp_path, count: int):
    """A new trainee's progress view after ``count`` answers a few seconds apart."""
    import random
    from datetime import datetime, timedelta

    from helpers import wrong_response

    from dealer_trainer.engine.rules import RuleSetName
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.gui.progress import ProgressView
    from dealer_trainer.records.database import open_records, response_to_json
    from dealer_trainer.training.drills import new_question, right_response
    from dealer_trainer.training.kinds import Drill

    records = open_records(tmp_path / "records.sqlite3", backup=False)
    trainee = records.add_trainee("Maria")
    start = datetime(2026, 12, 1, 12, 0, 7, tzinfo=UTC)
    rng = random.Random(3)
    for n in range(count):
        question = new_question(Drill.BRING_IN, rng, [Variant.STUD7], [RuleSetName.PA])
        right = n % 2 == 1
        response = right_response(question) if right else wrong_response(question)
        records.record_attempt(
            trainee.id,
            question,
            response_to_json(question, response),
            right,
            1.9,
            at=start + timedelta(seconds=20 * n),
        )
    view = ProgressView(records, trainee.id)
    qtbot.addWidget(view)
    view.resize(1200, 700)
    view.show()
    qtbot.waitExposed(view)
    return view, records


def test_a_new_trainees_progress_charts_read_the_clock_not_fractions_of_a_second(qtbot, tmp_path) -> None:
    """After the first answer the time axis said 07.500, 07.750, 08.000 (seconds
    and thousandths around the one answer), which means nothing to a trainee.

    The clock is read as en_US writes it, whatever the machine's own language
    (set here and put back: with LANG=C.UTF-8 Qt writes "12:00")."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    view, records = _first_answers(qtbot, tmp_path, 1)
    try:
        for plot in (view.accuracy_plot, view.time_plot):
            axis = plot.getPlotItem().getAxis("bottom")
            plot.grab()  # painted: the axis has measured its type
            lo, hi = plot.getPlotItem().viewRange()[0]
            strings = [
                text
                for spacing, values in axis.tickValues(lo, hi, axis.width())
                for text in axis.tickStrings(values, 1.0, spacing)
            ]
            # the clock as the locale (en_US) writes it: "4:30 PM", "4:30:15 PM", "24 Nov"
            clock = r"\d\d?:\d\d(:\d\d)?\s[AP]M|\d\d? \w{3}"
            assert strings and all(re.fullmatch(clock, s) for s in strings), strings
    finally:
        records.close()
        QLocale.setDefault(before)


def test_a_trainees_first_answer_shows_on_the_accuracy_chart(qtbot, tmp_path) -> None:
    """One answer is one point: a line through it alone draws nothing."""
    from dealer_trainer.training.kinds import Drill

    view, records = _first_answers(qtbot, tmp_path, 1)
    try:
        curve = view._accuracy_items[Drill.BRING_IN]
        assert curve.scatter.isVisible() and len(curve.scatter.data) == 1
    finally:
        records.close()


def test_during_an_exam_the_drill_keys_and_list_leave_the_exams_question(qtbot, tmp_path) -> None:
    """Ctrl+2 in an exam turned the Drill list to 'Who acts first?' while the
    exam went on asking 'Who brings in?': the panel contradicted the table."""
    from dealer_trainer.engine.rules import RuleSetName
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.records.exams import ExamRun, ExamSpec

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords(str(tmp_path / "records.sqlite3"))
    window.setSpeed(0)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    spec = ExamSpec(
        "Friday",
        count=3,
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=5,
        time_limit_seconds=600,
        pass_mark=0.8,
    )
    trainee = window.records.add_trainee("Maria")
    window.panel.start_exam(ExamRun(spec, records=window.records, trainee_id=trainee.id))
    before = (window.panel.mode, window.panel.mode_box.currentText(), window.panel.prompt.text())
    question = window.panel.exam.current

    qtbot.keyClick(window.table, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    window.panel.mode_box.setFocus()
    qtbot.keyClick(window.panel.mode_box, Qt.Key.Key_Down)
    assert window.panel.exam is not None and window.panel.exam.current is question
    assert (window.panel.mode, window.panel.mode_box.currentText()) == before[:2]
    checked = window.mode_actions.checkedAction()
    assert checked is None or checked.data() == window.panel.mode
    assert window.panel.prompt.text().split("\n")[-1] == before[2].split("\n")[-1]


def test_the_pack_editor_opens_within_the_screen(qtbot) -> None:
    """Pack Editor (Ctrl+Shift+E) opened 1400 pixels wide: on a 1366x768 laptop
    the preview's buttons were past the right edge and its bottom below the screen."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(
        window.table, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    qtbot.waitUntil(lambda: getattr(window, "editor", None) is not None)
    editor = window.editor
    qtbot.addWidget(editor)
    qtbot.waitExposed(editor)
    screen = editor.screen().availableGeometry()
    # No wider than the screen, unless the editor cannot be narrower at all (it
    # needs about 1140 pixels: reported, a 1024-wide screen cannot show it whole).
    widest = max(screen.width(), editor.minimumSizeHint().width())
    assert editor.width() <= widest and editor.height() <= screen.height(), (
        f"editor {editor.size()} on a screen of {screen.size()}"
    )
