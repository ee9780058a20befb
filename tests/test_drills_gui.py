"""The drills driven through the real widgets: clicks on the table and keys."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.training.drills import CommonAnswer, SeatAnswer, SplitAnswer, StepAnswer
from dealer_trainer.training.focus import Focus, hand_for
from dealer_trainer.training.kinds import StepKind
from dealer_trainer.training.steps import Step


@pytest.fixture
def window(qtbot, tmp_path):
    win = MainWindow()
    qtbot.addWidget(win)
    # Open the records now, in the test's folder: the window's own deferred
    # opening could otherwise fire after the test, with the real profile's paths.
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 800)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    return win


def ask(window, mode: str, seed: int, hard: bool = False) -> None:
    panel = window.panel
    panel.set_mode(mode)
    window.action_map["hard"].setChecked(hard)
    panel.reseed(seed)
    panel.next_hand()
    assert panel.phase in ("asking", "dealing")


def click_item(qtbot, view, item) -> None:
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def click_step(qtbot, window, step: Step) -> None:
    table = window.table
    if step.kind is StepKind.DEAL:
        click_item(qtbot, table, table.seat_item(step.seat))
    else:
        name = {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}
        click_item(qtbot, table, table.spot_item(name[step.kind]))


def press(qtbot, window, key: str) -> None:
    qtbot.keyClick(window.table, key)


def other_seat(window, seat: int) -> int:
    return next(s.seat for s in window.panel.question.snapshot().seats if s.seat != seat)


@pytest.mark.parametrize("mode", ["bring-in", "first-to-act"])
def test_seat_drills_answered_right_by_clicking_the_seat(window, qtbot, mode: str) -> None:
    ask(window, mode, seed=3)
    question = window.panel.question
    assert isinstance(question.answer, SeatAnswer)
    with qtbot.waitSignal(window.panel.answered) as signal:
        click_item(qtbot, window.table, window.table.seat_item(question.answer.seat))
    assert signal.args == [True]
    text = window.panel.feedback.toPlainText()
    assert "✓ Right" in text and question.reasons[0].rule in text
    assert window.table.highlighted() == {f"seat:{question.answer.seat}": "correct"}
    assert window.panel.score.text().startswith("Score 10 · 1/1 right")


@pytest.mark.parametrize("mode", ["bring-in", "first-to-act"])
def test_seat_drills_answered_wrong_by_number_key(window, qtbot, mode: str) -> None:
    ask(window, mode, seed=4, hard=True)
    question = window.panel.question
    wrong = other_seat(window, question.answer.seat)
    with qtbot.waitSignal(window.panel.answered) as signal:
        press(qtbot, window, str(wrong))
    assert signal.args == [False]
    assert (
        f"the answer is seat {question.answer.seat}, not seat {wrong}" in window.panel.feedback.toPlainText()
    )
    assert window.table.highlighted() == {f"seat:{question.answer.seat}": "correct", f"seat:{wrong}": "wrong"}
    assert window.panel.score.text().startswith("Score 0 · 0/1 right")


def test_dealer_next_right_by_clicking_the_table(window, qtbot) -> None:
    ask(window, "dealer-next", seed=5, hard=True)
    answer = window.panel.question.answer
    assert isinstance(answer, StepAnswer)
    with qtbot.waitSignal(window.panel.answered) as signal:
        click_step(qtbot, window, answer.step)
    assert signal.args == [True]
    assert "✓ Right" in window.panel.feedback.toPlainText()


def test_dealer_next_wrong_by_keyboard_shows_the_right_move(window, qtbot) -> None:
    for seed in range(6, 30):
        ask(window, "dealer-next", seed=seed)
        if window.panel.question.answer.step.kind is not StepKind.COMMON:
            break
    answer = window.panel.question.answer
    with qtbot.waitSignal(window.panel.answered) as signal:
        press(qtbot, window, "c")  # deal a common card: wrong here
    assert signal.args == [False]
    text = window.panel.feedback.toPlainText()
    assert f"the answer is {answer.step}" in text
    assert "correct" in window.table.highlighted().values()
    assert window.table.highlighted().get("spot:common") == "wrong"


def test_common_card_yes_no_then_deal_the_street(window, qtbot) -> None:
    panel = window.panel
    panel.set_mode("common-card")
    panel.reseed(8)
    from dealer_trainer.training.drills import Drill, new_question

    question = new_question(
        Drill.COMMON_CARD, panel.rng, [Variant.STUD7], [RuleSetName.PA], focus=Focus.RESHUFFLE
    )
    panel.present(question)
    assert isinstance(question.answer, CommonAnswer) and question.answer.needed
    with qtbot.waitSignal(panel.answered) as signal:
        press(qtbot, window, "y")
    assert signal.args == [True]
    assert panel.phase == "dealing"
    for step in question.answer.steps:
        click_step(qtbot, window, step)
        assert "✓ Right" in panel.feedback.toPlainText()
    assert panel.deal is not None and panel.deal.finished
    assert panel.table.snapshot().commons  # the common card is on the table


def test_common_card_wrong_answer_by_button(window, qtbot) -> None:
    for seed in range(1, 20):
        ask(window, "common-card", seed=seed)
        if window.panel.question.answer.needed is False:
            break
    with qtbot.waitSignal(window.panel.answered) as signal:
        qtbot.mouseClick(window.panel.yes_button, Qt.MouseButton.LeftButton)
    assert signal.args == [False]
    assert "the answer is no, one card to each seat" in window.panel.feedback.toPlainText()


def test_split_pot_typed_right_then_a_wrong_chip(window, qtbot) -> None:
    ask(window, "split-pot", seed=9, hard=True)
    panel = window.panel
    answer = panel.question.answer
    assert isinstance(answer, SplitAnswer)
    for pot, awards in enumerate(answer.pots):
        for seat, chips in awards:
            panel.split_editor.set_value(pot, seat, chips)
    panel.split_editor.rake_box.setValue(answer.rake)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.mouseClick(panel.split_editor.submit_button, Qt.MouseButton.LeftButton)
    assert signal.args == [True]
    assert panel.score.text().startswith("Score 10")
    ask(window, "split-pot", seed=10)
    answer = panel.question.answer
    seat, chips = next((s, c) for s, c in answer.pots[0] if c)
    panel.split_editor.set_value(0, seat, chips - 1)  # one chip short
    with qtbot.waitSignal(panel.answered) as signal:
        panel.split_editor.submit()
    assert signal.args == [False]
    assert [f"Seat {seat}", f"{chips - 1:,}", f"{chips:,}", "✗"] in _feedback_table(panel)


def _feedback_table(panel) -> list[list[str]]:
    """The rows of the table in the feedback (none: [])."""
    from PySide6.QtGui import QTextTable

    tables = [
        frame
        for frame in panel.feedback.document().rootFrame().childFrames()
        if isinstance(frame, QTextTable)
    ]
    if not tables:
        return []
    table = tables[0]
    return [
        [table.cellAt(r, c).firstCursorPosition().block().text() for c in range(table.columns())]
        for r in range(table.rows())
    ]


def test_a_wrong_split_is_shown_as_a_table_of_seats(window, qtbot) -> None:
    ask(window, "split-pot", seed=9, hard=True)
    panel = window.panel
    answer = panel.question.answer
    awards = [(pot, seat, chips) for pot, paid in enumerate(answer.pots) for seat, chips in paid if chips]
    for pot, seat, chips in awards:
        panel.split_editor.set_value(pot, seat, chips)
    pot, seat, chips = awards[0]
    panel.split_editor.set_value(pot, seat, chips - 1)  # one chip short
    panel.split_editor.rake_box.setValue(answer.rake)
    with qtbot.waitSignal(panel.answered) as signal:
        qtbot.mouseClick(panel.split_editor.submit_button, Qt.MouseButton.LeftButton)
    assert signal.args == [False]
    rows = _feedback_table(panel)
    assert rows[0][:3] == ["Seat", "You gave", "Right"]
    assert [f"Seat {seat}", f"{chips - 1:,}", f"{chips:,}", "✗"] in rows
    for _pot, other, paid in awards[1:]:  # the rest were right
        assert [f"Seat {other}", f"{paid:,}", f"{paid:,}", "✓"] in rows
    assert "you gave" not in panel.feedback.toPlainText()  # no run-on line


def test_a_hint_points_to_the_rule_and_halves_the_score(window, qtbot) -> None:
    ask(window, "bring-in", seed=11)
    press(qtbot, window, "h")
    assert "Hint" in window.panel.feedback.toPlainText()
    seat = window.panel.question.answer.seat
    press(qtbot, window, str(seat))
    assert window.panel.score.text().startswith("Score 5 · 1/1 right")


def test_deal_along_a_whole_hand_with_a_common_card_and_a_reshuffle(window, qtbot) -> None:
    data = hand_for(Focus.RESHUFFLE, random.Random(2), Variant.STUD7, RuleSetName.PA)
    panel = window.panel
    panel.set_mode("deal-along")
    panel.start_deal_along(data)
    deal = panel.deal
    kinds = set()
    first = True
    while not deal.finished:
        step = deal.expected()
        if first:  # one wrong move: caught and explained, the hand waits
            wrong = Step(StepKind.COMMON) if step.kind is not StepKind.COMMON else Step(StepKind.BURN)
            click_step(qtbot, window, wrong)
            assert "✗ Not right" in panel.feedback.toPlainText()
            first = False
        click_step(qtbot, window, step)
        kinds.add(step.kind)
    assert {StepKind.RESHUFFLE, StepKind.COMMON, StepKind.BURN, StepKind.DEAL} <= kinds
    assert deal.mistakes == 1
    assert "1 wrong move" in panel.prompt.text()
    assert panel.score.text().startswith("Score 0 · 0/1 right")


def test_seed_makes_the_session_reproducible(window) -> None:
    ask(window, "split-pot", seed=42)
    first = window.panel.question.scenario
    ask(window, "split-pot", seed=42)
    assert window.panel.question.scenario == first


def test_settings_are_kept_between_runs(qtbot) -> None:
    win = MainWindow()
    qtbot.addWidget(win)
    win.panel.set_mode("split-pot")
    win.panel.set_variants([Variant.STUD5])
    win.action_map["four_colour"].setChecked(True)
    win.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.panel.mode == "split-pot"
    assert again.panel.variants() == [Variant.STUD5]
    assert again.action_map["four_colour"].isChecked()


def test_shortcuts_are_shown_in_tooltips(window) -> None:
    assert "(H)" in window.action_map["hint"].toolTip()
    assert "(Space)" in window.action_map["next"].toolTip()


@pytest.mark.parametrize("drill", ["bring-in", "split-pot", "showdown", "deal-along"])
def test_screenshot_command_renders_a_picture(tmp_path: Path, drill: str) -> None:
    out = tmp_path / f"{drill}.png"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "dealer_trainer",
            "--screenshot",
            str(out),
            "--drill",
            drill,
            "--seed",
            "3",
            "--reveal",
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.width() >= 1000 and image.height() >= 600


def test_screenshot_with_an_unknown_drill_is_an_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "--screenshot", str(tmp_path / "x.png"), "--drill", "nope"],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 2 and done.stderr.startswith("error: --drill")


def test_learn_mode_show_me_deals_an_example_with_its_answer(window, qtbot) -> None:
    window.action_map["learn"].setChecked(True)
    learn = window.learn_panel
    assert learn.select_topic(next(t.id for t in _topics_with_examples(learn)))
    with qtbot.waitSignal(learn.showMe):
        qtbot.mouseClick(learn.show_me, Qt.MouseButton.LeftButton)
    panel = window.panel
    assert panel.question is not None and panel.example
    assert "How the dealer decides" in panel.feedback.toPlainText()
    assert "The answer:" in panel.feedback.toPlainText()
    assert "correct" in window.table.highlighted().values()
    assert panel.session.answered == 0  # an example is not scored


def _topics_with_examples(learn):
    from dealer_trainer.training.rulebook import topics

    return [t for t in topics(learn.variant(), learn.rule_set()) if t.example is not None]


def test_split_pot_chips_dragged_onto_a_seat_fill_what_is_left(window, qtbot) -> None:
    from PySide6.QtCore import QMimeData, QPointF
    from PySide6.QtGui import QDropEvent

    from dealer_trainer.gui.splitpot import CHIP_MIME

    ask(window, "split-pot", seed=9, hard=True)
    editor = window.panel.split_editor
    (pot, _seat), box = next(iter(editor.boxes.items()))
    data = QMimeData()
    data.setData(CHIP_MIME, str(pot).encode())
    event = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    box.dropEvent(event)
    assert box.value() == editor.amounts[pot]  # the whole pot: nothing else was assigned
    assert "0 left" in editor.left_label.text()


def test_a_pack_is_worked_through_in_order_with_the_instructors_notes(window, qtbot, tmp_path: Path) -> None:
    from dataclasses import replace

    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.packs.storage import save_pack
    from dealer_trainer.training.focus import Focus as F
    from dealer_trainer.training.kinds import Drill

    made = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, F.SUIT_TIE, 2, 6)
    items = tuple(replace(item, note=f"Note {i}: look at the suits.") for i, item in enumerate(made.items))
    path = tmp_path / "class.studpack"
    save_pack(replace(made, items=items, title="Suit ties"), path)
    assert window.openPack(str(path))
    panel = window.panel
    assert panel.prompt.text().startswith("Suit ties — 1 of 2")
    first = panel.question
    press(qtbot, window, str(first.answer.seat))
    assert "Instructor's note: Note 0: look at the suits." in panel.feedback.toPlainText()
    press(qtbot, window, " ")
    assert panel.prompt.text().startswith("Suit ties — 2 of 2")
    wrong = other_seat(window, panel.question.answer.seat)
    press(qtbot, window, str(wrong))
    assert "Note 1" in panel.feedback.toPlainText()
    press(qtbot, window, " ")
    assert panel.prompt.text().startswith("Pack finished: 2 questions")
    assert panel.session.answered == 2 and panel.session.right == 1


def test_a_bad_pack_is_refused_with_the_item_and_field(window, monkeypatch, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    path = tmp_path / "bad.studpack"
    path.write_text(
        '{"format": "stud-pack/1", "title": "x", "items": [{"scenario": {"format": '
        '"stud-scenario/1"}, "questions": [{"drill": "bring-in"}]}]}'
    )
    assert not window.openPack(str(path))
    assert "hand 1: missing required keys" in shown[0]
    assert not window.panel.in_pack


def _empty_seat_question(window, mode: str):
    """A question on a Five-card Stud table (eight seats) with an empty seat."""
    panel = window.panel
    panel.set_variants([Variant.STUD5])
    for seed in range(1, 60):
        ask(window, mode, seed=seed)
        snap = window.table.snapshot()
        taken = {s.seat for s in snap.seats}
        empty = [n for n in range(1, snap.max_seats + 1) if n not in taken]
        if snap.max_seats < 9 and 9 not in taken and empty:
            return snap, empty[0]
    raise AssertionError("no Five-card Stud hand with an empty seat")


@pytest.mark.parametrize("mode", ["bring-in", "first-to-act", "dealer-next"])
def test_a_seat_not_at_the_table_or_empty_is_not_an_answer(window, qtbot, mode: str) -> None:
    snap, empty = _empty_seat_question(window, mode)
    panel = window.panel
    seen: list[bool] = []
    panel.answered.connect(seen.append)
    for key, seat in ((Qt.Key.Key_9, 9), (Qt.Key(Qt.Key.Key_0 + empty), empty)):
        qtbot.keyClick(window.table, key)
        assert panel.phase == "asking"
        assert f"No one sits in seat {seat}" in panel.notice.text()
        assert panel.notice.isVisible()
    click_item(qtbot, window.table, window.table.seat_item(empty))
    assert f"No one sits in seat {empty}" in panel.notice.text()
    assert seen == [] and panel.session.answered == 0
    assert window.table.highlighted() == {}
    # a real answer afterwards is taken and clears the note
    seat = next(s.seat for s in snap.seats)
    with qtbot.waitSignal(panel.answered):
        press(qtbot, window, str(seat)) if mode != "dealer-next" else click_step(
            qtbot, window, panel.question.answer.step
        )
    assert panel.notice.text() == "" and panel.session.answered == 1


@pytest.mark.parametrize("how", ["button", "return"])
def test_split_pot_space_after_the_answer_deals_the_next_hand(window, qtbot, how: str) -> None:
    from PySide6.QtWidgets import QApplication

    ask(window, "split-pot", seed=9, hard=True)
    panel = window.panel
    first = panel.question
    (_pot, _seat), box = next(iter(panel.split_editor.boxes.items()))
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)  # into the chip box, as a trainee does
    box.selectAll()
    qtbot.keyClicks(QApplication.focusWidget(), "3")
    with qtbot.waitSignal(panel.answered):
        if how == "button":
            qtbot.mouseClick(panel.split_editor.submit_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert panel.phase == "answered"
    with qtbot.waitSignal(panel.ready):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert panel.question is not first and panel.phase == "asking"


def test_the_session_score_restarts_for_a_new_trainee(window, qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    panel = window.panel
    fresh = panel.score.text()
    ask(window, "bring-in", seed=3)
    press(qtbot, window, str(panel.question.answer.seat))
    assert panel.session.answered == 1 and panel.score.text() != fresh
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Rosa", True))
    panel.trainee_box.setCurrentIndex(panel.trainee_box.count() - 1)  # "New trainee…"
    assert panel.trainee_box.currentText() == "Rosa"
    assert panel.session.answered == 0 and panel.score.text() == fresh
    ask(window, "bring-in", seed=3)
    press(qtbot, window, str(panel.question.answer.seat))
    panel.trainee_box.setCurrentIndex(0)  # back to the first trainee
    assert panel.session.answered == 0 and panel.score.text() == fresh


def _every_key(window) -> list[tuple[str, str]]:
    """Every key sequence bound anywhere in the live window: (key, what it does)."""
    from PySide6.QtGui import QAction, QShortcut
    from PySide6.QtWidgets import QAbstractButton

    found: list[tuple[str, str]] = []
    for action in window.findChildren(QAction):
        found += [(k.toString(), action.text()) for k in action.shortcuts() if not k.isEmpty()]
    for shortcut in window.findChildren(QShortcut):
        found += [
            (k.toString(), f"shortcut {shortcut.objectName()}") for k in shortcut.keys() if not k.isEmpty()
        ]
    for button in window.findChildren(QAbstractButton):
        key = button.shortcut()
        if not key.isEmpty():
            found.append((key.toString(), f"button {button.text()}"))
    return found


def test_no_two_actions_share_a_key(window) -> None:
    window.action_map["learn"].setChecked(True)  # the rules reference brings its own keys
    keys = _every_key(window)
    assert len(keys) > 30
    seen: dict[str, str] = {}
    for key, what in keys:
        assert key not in seen, f"{key} is bound to both {seen[key]!r} and {what!r}"
        seen[key] = what


def test_ctrl_4_chooses_the_fourth_drill_and_full_screen_has_its_own_key(window, qtbot) -> None:
    from PySide6.QtGui import QKeySequence

    assert window.action_map["full_screen"].shortcut() == QKeySequence("F11")
    assert "F11" in window.action_map["full_screen"].toolTip()
    four = window.action_map["four_colour"]
    assert not four.shortcut().isEmpty() and four.shortcut() != QKeySequence("Ctrl+4")
    fourth = window.panel.mode_box.itemData(3)
    qtbot.keyClick(window.table, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert window.panel.mode == fourth
    before = four.isChecked()
    qtbot.keyClick(window.table, four.shortcut()[0].key(), four.shortcut()[0].keyboardModifiers())
    assert four.isChecked() is not before and window.table.four_colour() is not before


@pytest.mark.parametrize("learn_open", [False, True])
def test_help_lists_every_key_of_the_window(window, qtbot, learn_open: bool) -> None:
    window.action_map["learn"].setChecked(learn_open)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    entry = next(a for a in help_menu.actions() if a.text() == "&Keyboard Shortcuts")
    entry.trigger()
    dialog = window.shortcuts_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.view.toPlainText()
    seat_keys = {str(n) for n in range(1, 10)}
    for key, what in _every_key(window):
        if key in seat_keys:
            continue
        assert key in text, f"{key} ({what}) is missing from the list"
    assert "1–9" in text and "Choose a seat by its number" in text
    assert "Ctrl+E" in text and "Show me" in text  # before the rules reference is built, too
    assert "Four-colour Deck" in text and "F11" in text and "Ctrl+4" in text
    entry.trigger()  # opened again: the same window, not another
    assert window.shortcuts_dialog is dialog


def _drawn_table_width(window) -> float:
    """How wide the felt is drawn on screen (the view keeps the table's shape)."""
    from dealer_trainer.gui.table import SCENE_W

    return window.table.transform().m11() * SCENE_W


@pytest.mark.parametrize("learn_open", [False, True])
def test_the_table_keeps_most_of_a_laptop_screen(window, qtbot, learn_open: bool) -> None:
    window.resize(1366, 768)
    ask(window, "first-to-act", seed=4, hard=True)
    window.action_map["learn"].setChecked(learn_open)
    qtbot.waitUntil(lambda: window.width() == 1366)
    if learn_open:
        assert window.learn_panel.isVisible()
        assert window.learn_panel.width() >= 340  # room to read the rules
    assert window.table.width() >= 0.6 * window.width()
    assert _drawn_table_width(window) >= 0.6 * window.width()


def test_f1_opens_the_rules_of_the_game_on_the_table(window, qtbot) -> None:
    from dealer_trainer.training.drills import Drill, new_question

    panel = window.panel
    question = new_question(Drill.BRING_IN, panel.rng, [Variant.STUD7_LOW], [RuleSetName.CARDROOM])
    panel.present(question)
    qtbot.keyClick(window.table, Qt.Key.Key_F1)
    learn = window.learn_panel
    assert learn.isVisible()
    assert (learn.variant(), learn.rule_set()) == (Variant.STUD7_LOW, RuleSetName.CARDROOM)
    qtbot.keyClick(window.table, Qt.Key.Key_F1)  # F1 again: back to the drill
    assert not learn.isVisible() and panel.isVisible()
    question = new_question(Drill.BRING_IN, panel.rng, [Variant.STUD5], [RuleSetName.ONLINE])
    panel.present(question)
    qtbot.keyClick(window.table, Qt.Key.Key_F1)
    assert (learn.variant(), learn.rule_set()) == (Variant.STUD5, RuleSetName.ONLINE)


@pytest.mark.parametrize("font_scale", [1.0, 1.5])
def test_at_the_smallest_window_no_two_choices_overlap(qtbot, tmp_path, font_scale: float) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    font = QFont(app.font())
    original = QFont(font)
    font.setPointSizeF(font.pointSizeF() * font_scale)  # as at 1.5× scaling
    app.setFont(font)
    try:
        win = MainWindow()
        qtbot.addWidget(win)
        assert win.openRecords(str(tmp_path / "records.sqlite3"))
        win.show()
        qtbot.waitExposed(win)
        win.resize(1, 1)  # as small as it goes
        qtbot.waitUntil(lambda: win.size() == win.minimumSize().expandedTo(win.minimumSizeHint()))
        assert win.width() <= 1366 / font_scale and win.height() <= 768 / font_scale - 60  # fits a laptop
        panel = win.panel
        boxes = [*panel.game_boxes.values(), *panel.rule_boxes.values(), panel.hard_box]
        rects = {box.text(): QRect(box.mapTo(win, box.rect().topLeft()), box.size()) for box in boxes}
        visible = QRect(panel.mapTo(win, panel.rect().topLeft()), panel.size())
        for name, rect in rects.items():
            box = next(b for b in boxes if b.text() == name)
            assert rect.width() >= box.sizeHint().width(), f"{name} is cut short"
            assert visible.left() <= rect.left() and rect.right() <= visible.right(), name
        names = list(rects)
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                assert not rects[a].intersects(rects[b]), f"{a} overlaps {b}"
        assert win.table.width() >= 300
    finally:
        app.setFont(original)


#: Keys that open a window or a file dialog, or quit: left out of the random presses.
_DIALOG_KEYS = {
    "Ctrl+O",
    "Ctrl+Shift+O",
    "F5",
    "Ctrl+P",
    "Ctrl+Shift+E",
    "Ctrl+Shift+S",
    "Ctrl+Q",
    "Ctrl+G",
    "Ctrl+T",
    "F11",
}


@pytest.mark.parametrize(
    "mode", [m for m, _ in __import__("dealer_trainer.gui.drillwords", fromlist=["MODES"]).MODES]
)
def test_random_clicks_and_keys_never_break_the_table(window, qtbot, mode: str) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QKeySequence

    from dealer_trainer.gui.table import ROLE_KIND

    rng = random.Random(mode)
    panel, table = window.panel, window.table
    panel.set_variants(list(Variant))
    panel.set_mode(mode)
    panel.reseed(7)
    panel.next_hand()
    keys = [QKeySequence(k)[0] for k, _ in _every_key(window) if k not in _DIALOG_KEYS]
    for _ in range(80):
        if rng.random() < 0.6:
            pos = QPoint(rng.randrange(table.viewport().width()), rng.randrange(table.viewport().height()))
            qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        else:
            key = rng.choice(keys)
            qtbot.keyClick(table, key.key(), key.keyboardModifiers())
        kinds = {item.data(ROLE_KIND) for item in table.scene().items()}
        assert {"rail", "felt", "betting-line"} <= kinds


def test_the_practice_choices_fold_away_for_the_question(window, qtbot) -> None:
    panel = window.panel
    window.resize(911, 500)  # a laptop at 1.5×
    ask(window, "bring-in", seed=3)
    qtbot.waitUntil(lambda: panel.mode_box.isVisible())
    tall = panel.feedback.height()
    qtbot.mouseClick(panel.settings_toggle, Qt.MouseButton.LeftButton)
    assert not panel.mode_box.isVisible() and not panel.game_boxes[Variant.STUD7].isVisible()
    qtbot.waitUntil(lambda: panel.feedback.height() > tall)
    qtbot.mouseClick(panel.settings_toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.mode_box.isVisible())


# --- what the panel shows before the question and with none on the table ---------------


def _bets_left_when_the_hand_ends(panel, seed: int) -> bool:
    """Whether the split-pot hand ``seed`` deals ends with chips still in front of seats
    (the last street's bets, not yet gathered by the dealer)."""
    from dealer_trainer.training.drills import new_question
    from dealer_trainer.training.kinds import Drill
    from dealer_trainer.training.snapshot import snapshot_from_events

    question = new_question(Drill.SPLIT_POT, random.Random(seed), panel.variants(), panel.rule_sets())
    return any(seat.bet for seat in snapshot_from_events(question.table, question.events).seats)


def _shown_answer_text(panel) -> str:
    from PySide6.QtWidgets import QLabel

    page = panel.answer_pages.currentWidget()
    labels = [page] if isinstance(page, QLabel) else page.findChildren(QLabel)
    return " ".join(label.text() for label in labels if label.isVisible())


@pytest.mark.parametrize("how", ["wait", "escape"])
def test_the_split_pot_form_waits_until_the_hand_is_dealt(window, qtbot, how: str) -> None:
    from dealer_trainer.gui.table import ROLE_PART

    panel, table = window.panel, window.table
    seed = next(s for s in range(1, 200) if _bets_left_when_the_hand_ends(panel, s))
    window.setSpeed(120)  # the default speed
    panel.reseed(seed)
    qtbot.keyClick(table, Qt.Key.Key_5, Qt.KeyboardModifier.ControlModifier)
    assert panel.mode == "split-pot" and table.is_animating()
    editor = panel.split_editor
    assert not editor.isVisible()  # no seats, no pot: it would tell who folded
    assert "Esc" in _shown_answer_text(panel)
    with qtbot.assertNotEmitted(panel.answered):
        qtbot.keyClick(table, Qt.Key.Key_Return)  # the answer key waits too
    with qtbot.waitSignal(panel.ready, timeout=30_000):
        if how == "escape":
            qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not table.is_animating() and editor.isVisible()
    # Every bet gathered: the pot on the table is the pot the form splits.
    assert not [item for item in table.scene().items() if item.data(ROLE_PART) == "bet"]
    result = panel.question.result
    texts = {item.text() for item in table.scene().items() if hasattr(item, "text")}
    assert f"Pot {sum(pot.amount for pot in result.pots):,}" in texts
    assert editor.amounts == [pot.amount for pot in result.pots]
    assert table.snapshot().pot == sum(editor.amounts)


def test_with_no_question_the_panel_says_how_to_get_one(window, qtbot) -> None:
    from dealer_trainer.records.exams import ExamRun, ExamSpec
    from dealer_trainer.training.drills import right_response
    from dealer_trainer.training.kinds import Drill

    panel = window.panel

    def says_what_to_do() -> None:
        shown = _shown_answer_text(panel)
        assert panel.question is None and "Space" in shown
        assert "seat" not in shown.lower() and "1–9" not in shown

    says_what_to_do()  # the first start
    with qtbot.assertNotEmitted(panel.answered):
        qtbot.keyClick(window.table, Qt.Key.Key_3)
    spec = ExamSpec(
        "Friday check",
        count=1,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    panel.start_exam(ExamRun(spec, records=window.records, trainee_id=panel.trainee_id))
    seat = right_response(panel.question)
    with qtbot.waitSignal(panel.examFinished):
        qtbot.keyClick(window.table, str(seat))
    says_what_to_do()  # after the exam
    ask(window, "bring-in", seed=5)
    panel.start_pack("Week 1", [(panel.question, "")])
    qtbot.keyClick(window.table, str(right_response(panel.question)))
    qtbot.keyClick(window.table, Qt.Key.Key_Space)
    assert "Pack finished" in panel.prompt.text()
    says_what_to_do()  # after a pack


def test_the_split_form_writes_its_pot_amounts_as_the_table_does(qtbot) -> None:
    from PySide6.QtWidgets import QLabel

    from dealer_trainer.gui.splitpot import ChipSource, SplitPotEditor

    editor = SplitPotEditor()
    qtbot.addWidget(editor)
    editor.load([(1495, (2, 5)), (126, (2, 5))], raked=False)
    headers = [label.text() for label in editor.findChildren(QLabel) if "pot" in label.text()]
    assert any("1,495" in text for text in headers), headers
    assert any(source.text().endswith("1,495") for source in editor.findChildren(ChipSource))
