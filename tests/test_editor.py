"""The pack editor, driven through its widgets: a pack built by clicking, undo and redo,
saving and reopening, the card picker, reordering, bad files and the unsaved-changes prompt."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.engine.cards import ALL_CARDS
from dealer_trainer.engine.events import ActionTaken, Burn, Deal, Discard
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.editor import PackEditor
from dealer_trainer.gui.packfiles import MAX_RECENT, RECENT_KEY, pack_filter
from dealer_trainer.packs.checking import problems
from dealer_trainer.packs.editing import replay_legal
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.storage import load_pack, save_pack
from dealer_trainer.training.drills import Point, SeatAnswer
from dealer_trainer.training.kinds import Drill


class Prompts:
    """Stands in for the modal message boxes; records what they were asked."""

    def __init__(self) -> None:
        self.questions: list[str] = []
        self.warnings: list[str] = []
        self.answer = QMessageBox.StandardButton.Discard

    def question(self, _parent: Any, _title: str, text: str, *args: Any) -> Any:
        self.questions.append(text)
        return self.answer

    def warning(self, _parent: Any, _title: str, text: str, *args: Any) -> Any:
        self.warnings.append(text)
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def prompts(monkeypatch: pytest.MonkeyPatch) -> Prompts:
    stub = Prompts()
    monkeypatch.setattr(QMessageBox, "question", stub.question)
    monkeypatch.setattr(QMessageBox, "warning", stub.warning)
    return stub


def make_editor(qtbot: Any, seed: int = 7) -> PackEditor:
    editor = PackEditor(rng=random.Random(seed))
    # Teardown closes the window: no unsaved-changes prompt then.
    qtbot.addWidget(editor, before_close_func=lambda w: w.undo_stack.setClean())
    editor.resize(1400, 900)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


@pytest.fixture
def editor(qtbot: Any, prompts: Prompts) -> PackEditor:
    return make_editor(qtbot)


def click(qtbot: Any, button: Any) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def deck_of(editor: PackEditor, index: int | None = None) -> list[str]:
    item = editor.pack.items[editor._current if index is None else index]
    return list(item.scenario["deck"])


def play_bring_in_and_calls(qtbot: Any, editor: PackEditor, calls: int) -> None:
    buttons = editor.legal_action_buttons()
    assert set(buttons) == {"bring_in", "complete"} or set(buttons) == {"bring_in"}
    click(qtbot, buttons["bring_in"])
    for _ in range(calls):
        click(qtbot, editor.legal_action_buttons()["call"])


def assert_valid_scenario(data: dict[str, Any]) -> None:
    play(load_scenario(data))  # raises if any action is illegal


def write_pack(path: Path, pack: Pack) -> Path:
    save_pack(pack, path)
    return path


def crafted_deck(first: list[str]) -> list[str]:
    rest = [str(c) for c in ALL_CARDS if str(c) not in first]
    return first + rest


# --- building a pack by clicking ---------------------------------------------------------


def test_build_a_pack_by_clicking_then_undo_and_redo_restore_it_exactly(
    qtbot: Any, editor: PackEditor, tmp_path: Path
) -> None:
    editor.action_map["new"].trigger()
    steps: list[Pack] = [editor.pack]
    assert editor.pack.items == () and editor.pack.created  # today's date

    qtbot.keyClicks(editor.meta_edits["title"], " of suit ties")
    steps.append(editor.pack)
    assert editor.pack.title == "Untitled pack of suit ties"

    click(qtbot, editor.item_buttons["add_item"])
    steps.append(editor.pack)
    assert len(editor.pack.items) == 1 and editor.pack.items[0].scenario["actions"] == []
    assert_valid_scenario(editor.pack.items[0].scenario)

    # The card picker: choose the first dealt card, then a card from the grid.
    editor.tabs.setCurrentIndex(1)
    position = min(editor.position_buttons)
    click(qtbot, editor.position_buttons[position])
    free = next(
        text for text, button in editor.card_buttons.items() if button.isEnabled() and not button.isChecked()
    )
    click(qtbot, editor.card_buttons[free])
    steps.append(editor.pack)
    assert deck_of(editor)[position] == free
    assert sorted(deck_of(editor)) == sorted(str(c) for c in ALL_CARDS)

    editor.tabs.setCurrentIndex(2)
    seats = len(editor.pack.items[0].scenario["seats"])
    calls = min(3, seats - 1)
    click(qtbot, editor.legal_action_buttons()["bring_in"])
    steps.append(editor.pack)
    for _ in range(calls):
        click(qtbot, editor.legal_action_buttons()["call"])
        steps.append(editor.pack)
    actions = editor.pack.items[0].scenario["actions"]
    assert [a["do"] for a in actions] == ["bring_in"] + ["call"] * calls
    assert editor.action_list.count() == 1 + calls

    editor.tabs.setCurrentIndex(3)
    editor.drill_actions[Drill.BRING_IN].trigger()
    steps.append(editor.pack)
    click(qtbot, editor.record_button)
    steps.append(editor.pack)
    question = editor.pack.items[0].questions[0]
    assert question.drill is Drill.BRING_IN and question.expect == {"seat": actions[0]["seat"]}

    editor.note_edit.setFocus()
    qtbot.keyClicks(editor.note_edit, "Lowest up card")
    steps.append(editor.pack)
    assert editor.set_note("Lowest up card brings in; suits break ties.")
    steps.append(editor.pack)
    assert editor.pack.items[0].note == "Lowest up card brings in; suits break ties."

    final = editor.pack
    # Typing in one field is one undoable edit per field, not per keystroke.
    assert editor.undo_stack.count() == len(steps) - 1 - 1  # the two note edits merged
    steps.pop(-2)
    for expected in reversed(steps[:-1]):
        editor.undo_stack.undo()
        assert editor.pack == expected
    assert editor.undo_stack.isClean()
    for expected in steps[1:]:
        editor.undo_stack.redo()
        assert editor.pack == expected
    assert editor.pack == final

    # Save, validate the file, close it and reopen it in a fresh editor.
    path = tmp_path / "suit-ties.json"
    assert editor.save_to(path)
    assert editor.undo_stack.isClean() and not editor.isWindowModified()
    assert "suit-ties.json" in editor.windowTitle()
    saved = load_pack(path)
    assert problems(saved) == []
    assert saved == final
    assert editor.close()
    fresh = make_editor(qtbot, seed=99)
    assert fresh.open_pack(path)
    assert fresh.pack == final
    assert fresh.preview.highlighted() == {f"seat:{actions[0]['seat']}": "answer"}

    # ... and a trainee answers it in the app, and sees the instructor's note.
    from dealer_trainer.gui.mainwindow import MainWindow

    trainee = MainWindow()
    qtbot.addWidget(trainee)
    trainee.setSpeed(0)
    assert trainee.openPack(str(path))
    seat = actions[0]["seat"]
    table = trainee.table
    item = table.seat_item(seat)
    trainee.show()
    qtbot.waitExposed(trainee)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.mapFromScene(item.sceneBoundingRect().center())
    )
    feedback = trainee.panel.feedback.toPlainText()
    assert f"✓ Right: seat {seat}" in feedback
    assert "Lowest up card brings in; suits break ties." in feedback


def test_every_edit_is_one_undo_step_and_undo_restores_the_selection(editor: PackEditor) -> None:
    editor.add_item()
    editor.add_item()
    assert editor._current == 1
    first_title = editor.pack.items[0].title
    seat = int(next(iter(editor.pack.items[1].scenario["seats"])))
    before = editor.pack
    editor.stack_boxes[seat].setValue(1234)
    editor.stack_boxes[seat].setValue(1240)  # the same spin box: merged
    assert editor.pack.items[1].scenario["seats"][str(seat)]["stack"] == 1240
    assert editor.undo_stack.undoText() == f"Change stack of seat {seat}"
    editor.select_item(0)
    editor.undo_stack.undo()
    assert editor.pack == before
    assert editor._current == 1 and editor.item_list.currentRow() == 1
    assert editor.pack.items[0].title == first_title


def test_ctrl_z_in_a_spin_box_or_text_field_undoes_the_edit(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    editor.activateWindow()
    seat = int(next(iter(editor.pack.items[0].scenario["seats"])))
    before = editor.pack
    box = editor.stack_boxes[seat]
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "555")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert editor.pack.items[0].scenario["seats"][str(seat)]["stack"] == 555
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.pack == before and box.value() == before.items[0].scenario["seats"][str(seat)]["stack"]
    title = editor.item_title_edit
    title.setFocus()
    qtbot.keyClicks(title, " tie")
    assert editor.pack.items[0].title == "Hand 1 tie"
    qtbot.keyClick(title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.pack.items[0].title == "Hand 1" and title.text() == "Hand 1"
    qtbot.keyClick(
        title, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert editor.pack.items[0].title == "Hand 1 tie"


# --- the card picker ----------------------------------------------------------------------


def test_the_card_picker_never_lets_a_card_be_used_twice(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    editor.tabs.setCurrentIndex(1)
    rng = random.Random(3)
    for _ in range(15):
        view = editor._current_view()
        assert view is not None
        dealt = {d.position: str(d.card) for d in view.dealt if d.position is not None}
        position = rng.choice(sorted(editor.position_buttons))
        click(qtbot, editor.position_buttons[position])
        for text, button in editor.card_buttons.items():
            elsewhere = text in dealt.values() and dealt.get(position) != text
            assert button.isEnabled() is not elsewhere, text
        # A card dealt elsewhere is refused, also through the API; the deck is unchanged.
        taken = next((t for p, t in dealt.items() if p != position), None)
        if taken is not None:
            deck = deck_of(editor)
            assert not editor.set_card(position, taken)
            assert deck_of(editor) == deck and "already dealt" in editor.statusBar().currentMessage()
        choice = rng.choice([t for t, b in editor.card_buttons.items() if b.isEnabled()])
        click(qtbot, editor.card_buttons[choice])
        deck = deck_of(editor)
        assert deck[position] == choice and len(set(deck)) == 52
    click(qtbot, editor.shuffle_button)
    assert len(set(deck_of(editor))) == 52


def test_a_card_change_that_moves_the_bring_in_drops_the_illegal_actions(
    qtbot: Any, editor: PackEditor, tmp_path: Path
) -> None:
    deck = crafted_deck(["Ah", "Kh", "Qh", "Jh", "2c", "9c", "8c", "7c", "6c"])
    data = {
        "format": "stud-scenario/1",
        "variant": "stud7",
        "rules": "pa",
        "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
        "button": 2,
        "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
        "deck": deck,
        "actions": [{"seat": 1, "do": "bring_in"}, {"seat": 2, "do": "call"}],
    }
    assert editor.open_pack(
        write_pack(tmp_path / "tie.json", Pack("T", (PackItem(data, (PackQuestion(Drill.BRING_IN),)),)))
    )
    # Seat 1's up card is the 2c (deck position 4): make it the ace of spades.
    assert editor.set_card(4, "As")
    scenario = editor.pack.items[0].scenario
    assert scenario["actions"] == []
    said = editor.statusBar().currentMessage()
    assert "the hand's 2 actions are no longer legal and were dropped" in said  # not "keeps its first 0"
    assert "seat 1 acted out of turn" in said
    assert_valid_scenario(scenario)
    editor.undo_stack.undo()
    assert editor.pack.items[0].scenario == data
    # With the bring-in alone, the one action is said so.
    assert editor.undo_last_action()
    assert editor.set_card(4, "As")
    said = editor.statusBar().currentMessage()
    assert "the hand's one action is no longer legal and was dropped" in said


def test_a_card_edit_keeps_the_recorded_reshuffle_order_where_it_can() -> None:
    # Nine-handed Super Seven runs out of cards: the hand reshuffles on seventh street.
    data = json.loads((EXAMPLES / "004-random-super-stud7-hilo8-pa.json").read_text("utf-8"))
    hand = play(load_scenario(data))
    folded = {e.seat for e in hand.events if isinstance(e, ActionTaken) and e.kind.value == "fold"}
    discarded = {c for e in hand.events if isinstance(e, Discard) for c in e.cards}
    down = next(
        str(e.card)
        for e in hand.events
        if isinstance(e, Deal) and e.seat in folded and not e.up and e.card not in discarded
    )
    burn = [str(e.card) for e in hand.events if isinstance(e, Burn)][1]
    deck = list(data["deck"])
    i, j = deck.index(burn), deck.index(down)
    deck[i], deck[j] = deck[j], deck[i]
    # The burn pile now holds the folded seat's card instead: only that card changes place.
    replayed = replay_legal(dict(data, deck=deck), random.Random(0))
    assert replayed.dropped == 0
    old, new = data["reshuffles"][0], replayed.data["reshuffles"][0]
    assert [(a, b) for a, b in zip(old, new) if a != b] == [(burn, down)]
    assert_valid_scenario(replayed.data)
    assert replay_legal(data, random.Random(0)).data is data  # nothing to tidy


# --- actions ------------------------------------------------------------------------------


def test_action_buttons_are_exactly_the_legal_actions_with_reasons_on_the_rest(
    qtbot: Any, editor: PackEditor
) -> None:
    editor.add_item()
    view = editor._current_view()
    assert view is not None
    hand = view.hand
    legal = {kind.value for kind in hand.legal_actions()}
    assert set(editor.legal_action_buttons()) == legal
    raise_button = editor.action_buttons["raise"]
    assert not raise_button.isEnabled()
    assert raise_button.toolTip().startswith("Not now:") and "legal now" in raise_button.toolTip()
    click(qtbot, editor.legal_action_buttons()["bring_in"])
    view = editor._current_view()
    assert view is not None
    assert set(editor.legal_action_buttons()) == {k.value for k in view.hand.legal_actions()}
    click(qtbot, editor.undo_action_button)
    assert editor.pack.items[0].scenario["actions"] == []


def test_open_pair_offers_both_bet_sizes(qtbot: Any, editor: PackEditor, tmp_path: Path) -> None:
    # Online rules, two seats from seat 1: seat 1 shows 9c then 9d on fourth street.
    deck = crafted_deck(["Ah", "Kh", "Qh", "Jh", "9c", "2c", "Ts", "9d", "3d"])
    data = {
        "format": "stud-scenario/1",
        "variant": "stud7",
        "rules": "online",
        "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
        "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
        "deck": deck,
        "actions": [{"seat": 2, "do": "bring_in"}, {"seat": 1, "do": "call"}],
    }
    path = write_pack(
        tmp_path / "pair.json",
        Pack("Pairs", (PackItem(data, (PackQuestion(Drill.FIRST_TO_ACT, Point(4)),)),)),
    )
    assert editor.open_pack(path)
    buttons = editor.legal_action_buttons()
    assert {"bet", "bet_big", "check", "fold"} <= set(buttons)
    assert buttons["bet"].text() == "Bet 2" and buttons["bet_big"].text().startswith("Bet 4")
    click(qtbot, buttons["bet_big"])
    assert editor.pack.items[0].scenario["actions"][-1] == {"seat": 1, "do": "bet", "amount": 4}


def test_super_seven_discards_two_chosen_down_cards(qtbot: Any, editor: PackEditor) -> None:
    editor.add_item()
    assert editor.set_variant(Variant.SUPER_STUD7_HILO8)
    assert "discard" in editor.legal_action_buttons()
    assert not editor.discard_button.isEnabled()
    picks = list(editor.discard_picks)
    assert len(picks) == 4
    click(qtbot, editor.discard_picks[picks[0]])
    assert not editor.discard_button.isEnabled()
    editor.set_note("Discard before the bring-in")  # an unrelated edit keeps the pick
    assert editor.discard_picks[picks[0]].isChecked()
    click(qtbot, editor.discard_picks[picks[2]])
    click(qtbot, editor.discard_button)
    action = editor.pack.items[0].scenario["actions"][0]
    assert action["do"] == "discard" and action["cards"] == [picks[0], picks[2]]


# --- questions and the preview ------------------------------------------------------------


def test_questions_show_the_engines_answer_and_reasons_in_the_preview(editor: PackEditor) -> None:
    editor.add_item()
    editor.tabs.setCurrentIndex(3)
    assert editor.add_question("bring-in")
    assert editor.pack.items[0].questions[0].drill is Drill.BRING_IN
    view = editor._current_view()
    assert view is not None
    question = view.questions[0].question
    assert question is not None and isinstance(question.answer, SeatAnswer)
    seat = question.answer.seat
    assert editor.preview.highlighted() == {f"seat:{seat}": "answer"}
    text = editor.answer_label.toPlainText()
    assert f"seat {seat}" in text and question.reasons[0].rule in text
    # The street and step widgets show only for the drills that use them.
    assert editor.street_spin.isHidden() and editor.step_spin.isHidden()
    # A question the hand cannot answer yet says why.
    assert editor.add_question(Drill.SPLIT_POT)
    assert "does not fit the hand" in editor.answer_label.toPlainText()
    assert "not finished" in editor.answer_label.toPlainText()
    assert editor.pack.items[0].questions[1].point == Point()
    editor.set_question_drill(Drill.DEALER_NEXT)
    assert not editor.street_spin.isHidden() and not editor.step_spin.isHidden()


def test_a_question_asked_on_a_street_is_pinned_and_its_street_is_editable(
    qtbot: Any, editor: PackEditor
) -> None:
    editor.add_item()
    seats = len(editor.pack.items[0].scenario["seats"])
    play_bring_in_and_calls(qtbot, editor, seats - 1)
    assert editor._current_view().hand.street == 4  # type: ignore[union-attr]
    assert editor.add_question(Drill.FIRST_TO_ACT)
    assert editor.pack.items[0].questions[0].point == Point(4)
    assert editor.record_expected()
    editor.street_spin.setValue(5)
    assert editor.pack.items[0].questions[0].point == Point(5)
    assert "does not fit the hand" in editor.answer_label.toPlainText()
    editor.undo_stack.undo()
    assert editor.pack.items[0].questions[0].point == Point(4)


# --- items: duplicate, reorder --------------------------------------------------------------


def test_duplicate_and_reorder_by_keys_buttons_and_drag_and_drop(qtbot: Any, editor: PackEditor) -> None:
    for _ in range(3):
        editor.add_item()
    titles = [item.title for item in editor.pack.items]
    assert titles == ["Hand 1", "Hand 2", "Hand 3"]
    editor.select_item(1)
    qtbot.keyClick(editor, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert [i.title for i in editor.pack.items] == ["Hand 1", "Hand 2", "Hand 2 (copy)", "Hand 3"]
    assert editor.pack.items[2].scenario == editor.pack.items[1].scenario
    assert editor._current == 2
    qtbot.keyClick(editor.item_list, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert [i.title for i in editor.pack.items] == ["Hand 1", "Hand 2 (copy)", "Hand 2", "Hand 3"]
    assert editor._current == 1
    click(qtbot, editor.item_buttons["move_down"])
    click(qtbot, editor.item_buttons["move_down"])
    assert [i.title for i in editor.pack.items] == ["Hand 1", "Hand 2", "Hand 3", "Hand 2 (copy)"]
    assert not editor.item_buttons["move_down"].isEnabled()
    assert editor.move_item(3, 0)
    assert next(i.title for i in editor.pack.items) == "Hand 2 (copy)"
    # Drag and drop moves rows in the list's model; the pack follows.
    model = editor.item_list.model()
    root = model.index(0, 0).parent()
    before = [i.title for i in editor.pack.items]
    assert model.moveRows(root, 0, 1, root, 4)
    qtbot.waitUntil(lambda: [i.title for i in editor.pack.items] == before[1:] + before[:1])
    assert editor.item_list.item(3).text().startswith("⚠ 4. Hand 2 (copy)")
    editor.undo_stack.undo()
    assert [i.title for i in editor.pack.items] == before
    click(qtbot, editor.item_buttons["delete"])
    assert len(editor.pack.items) == 3
    editor.item_list.setFocus()
    qtbot.keyClick(editor.item_list, Qt.Key.Key_Delete)
    assert len(editor.pack.items) == 2


# --- files ----------------------------------------------------------------------------------


def test_a_bad_pack_shows_the_message_and_keeps_the_pack(
    editor: PackEditor, prompts: Prompts, tmp_path: Path
) -> None:
    editor.add_item()
    editor.add_question(Drill.BRING_IN)
    pack = editor.pack
    good = write_pack(tmp_path / "good.json", pack)
    data = json.loads(good.read_text(encoding="utf-8"))
    data["items"].append(json.loads(json.dumps(data["items"][0])))
    data["items"][1]["scenario"]["deck"][5] = data["items"][1]["scenario"]["deck"][0]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert not editor.open_pack(bad)
    assert len(prompts.warnings) == 1
    assert "hand 2: deck[5]" in prompts.warnings[0]
    assert editor.pack == pack and editor.path is None
    (tmp_path / "junk.json").write_text("{ not json", encoding="utf-8")
    assert not editor.open_pack(tmp_path / "junk.json")
    assert "not valid JSON" in prompts.warnings[1]
    assert editor.pack == pack


def test_saving_refuses_a_pack_that_would_not_open_again(
    editor: PackEditor, prompts: Prompts, tmp_path: Path
) -> None:
    editor.add_item()
    path = tmp_path / "incomplete.json"
    assert not editor.save_to(path)
    assert "Hand 1" in prompts.warnings[0] and "no questions" in prompts.warnings[0]
    assert not path.exists() and not editor.undo_stack.isClean()
    editor.add_question(Drill.BRING_IN)
    editor.set_pack_field("title", "")
    assert not editor.save_to(path)
    assert "title" in prompts.warnings[1]
    editor.undo_stack.undo()
    assert editor.save_to(path)
    assert load_pack(path) == editor.pack


def test_the_unsaved_changes_prompt_guards_new_open_and_close(
    qtbot: Any, editor: PackEditor, prompts: Prompts, tmp_path: Path
) -> None:
    other = write_pack(tmp_path / "other.json", Pack("Other"))
    editor.new_pack()
    assert prompts.questions == []  # nothing to save: no prompt
    editor.add_item()
    assert editor.isWindowModified()
    changed = editor.pack
    prompts.answer = QMessageBox.StandardButton.Cancel
    assert not editor.new_pack()
    assert not editor.open_pack(other)
    editor.close()
    assert editor.isVisible() and editor.pack == changed
    assert len(prompts.questions) == 3 and "Save the changes" in prompts.questions[0]
    prompts.answer = QMessageBox.StandardButton.Discard
    assert editor.open_pack(other)
    assert editor.pack.title == "Other" and not editor.isWindowModified()
    # Save from the prompt: the pack is written, then the new one replaces it.
    editor.set_pack_field("author", "Kim")
    prompts.answer = QMessageBox.StandardButton.Save
    assert editor.new_pack()
    assert load_pack(other).author == "Kim"
    assert editor.pack.title == "Untitled pack"


def test_recent_files_remember_packs_and_forget_missing_ones(editor: PackEditor, tmp_path: Path) -> None:
    settings = QSettings()
    settings.setValue(RECENT_KEY, [str(tmp_path / "gone.json"), 42])
    paths = [write_pack(tmp_path / f"p{i}.studpack", Pack(f"P{i}")) for i in range(12)]
    for path in paths:
        assert editor.open_pack(path)
    recent = editor.recent_files()
    assert recent == [str(p.resolve()) for p in reversed(paths)][:MAX_RECENT]
    assert settings.value(RECENT_KEY, [], type=list) == recent
    paths[-1].unlink()
    assert str(paths[-1].resolve()) not in editor.recent_files()
    editor.recent_menu.aboutToShow.emit()
    texts = [a.text() for a in editor.recent_menu.actions() if not a.isSeparator()]
    assert texts[0] == "&1 p10.studpack" and texts[-1] == "&Clear Recent"
    assert len(texts) == MAX_RECENT - 1 + 1  # one pack gone; then Clear Recent


def test_a_phh_hand_history_imports_as_a_new_hand_and_exports_back(
    editor: PackEditor, tmp_path: Path
) -> None:
    import json as _json
    from pathlib import Path as _Path

    from dealer_trainer.engine import replay
    from dealer_trainer.packs.phh import scenario_to_phh

    example = _Path(__file__).parent / "data" / "examples" / "017-tie_remainder-stud7-pa.json"
    scenario = _json.loads(example.read_text())
    phh = tmp_path / "final-table.phh"
    phh.write_text(scenario_to_phh(scenario))
    before = len(editor.pack.items)
    assert editor.import_phh(phh)
    assert len(editor.pack.items) == before + 1
    imported = editor.pack.items[-1]
    assert imported.title == "final-table"
    assert replay(imported.scenario)["result"]["awards"] == replay(scenario)["result"]["awards"]
    editor.undo_stack.undo()
    assert len(editor.pack.items) == before
    editor.undo_stack.redo()
    out = tmp_path / "out.phh"
    assert editor.export_phh(out)
    assert out.read_text() == scenario_to_phh(imported.scenario)


# --- defect 9: the file dialogs and one window per pack file ------------------------------


def test_open_and_save_dialogs_offer_studpack_files(
    editor: PackEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    filters: list[str] = []
    pack_file = write_pack(tmp_path / "class.studpack", Pack("Class"))

    def open_name(parent: Any, caption: str, start: str, filter: str) -> tuple[str, str]:
        filters.append(filter)
        return str(pack_file), filter

    def save_name(parent: Any, caption: str, start: str, filter: str) -> tuple[str, str]:
        filters.append(filter)
        assert start.endswith(".studpack")
        return str(tmp_path / "copy"), filter

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    editor.action_map["open"].trigger()
    assert editor.path == pack_file
    editor.action_map["save_as"].trigger()
    assert editor.path == tmp_path / "copy.studpack"  # no suffix given: .studpack
    assert load_pack(tmp_path / "copy.studpack").title == "Class"
    assert filters == [pack_filter()] * 2
    assert filters[0].startswith("Training packs (*.studpack *.json)")


def test_a_pack_open_in_one_editor_is_not_opened_in_another(
    qtbot: Any, tmp_path: Path, prompts: Prompts
) -> None:
    path = write_pack(tmp_path / "class.studpack", Pack("Class"))
    first, second = make_editor(qtbot), make_editor(qtbot)
    for window in (first, second):
        window.show()
        qtbot.waitExposed(window)
    assert first.open_pack(path)
    second.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is second)
    assert not second.open_pack(tmp_path / "." / "class.studpack")
    assert second.path is None and second.pack.title == "Untitled pack"
    assert "open in another editor window" in second.statusBar().currentMessage()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    # Nor can the other window save over it.
    assert not second.save_to(path)
    assert "open in another editor window" in prompts.warnings[-1]
    assert load_pack(path).title == "Class"
    # Once the first window is closed, the pack opens in the second.
    assert first.close()
    assert second.open_pack(path)


# --- the editor in Spanish ------------------------------------------------------------------

#: The .ts contexts of the pack editor's own words.
EDITOR_CONTEXTS = (
    "PackEditor",
    "EditingWindow",
    "ActionsTab",
    "CardsTab",
    "QuestionsTab",
    "TableTab",
    "Preview",
    "PackSide",
)
SAMPLE_PACK = Path(__file__).resolve().parents[1] / "assets/packs/super-seven-card-stud-hilo-eight.studpack"


def _plain(text: str) -> str:
    """What a reader sees of a text: no mnemonic &, no rich-text tags."""
    import html
    import re

    if "<" in text and ">" in text:
        text = html.unescape(re.sub(r"<br\s*/?>", "\n", text))
        text = re.sub(r"<[^>]+>", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def english_matchers() -> list[tuple[str, Any]]:
    """Each English source of the editor's contexts whose Spanish differs, as a pattern
    matching the whole of a text made from it ({fields} match anything)."""
    import re
    import xml.etree.ElementTree as ET

    from dealer_trainer.gui import languages

    found = []
    for context in ET.parse(languages.ts_path("es")).getroot().iter("context"):
        if context.findtext("name") not in EDITOR_CONTEXTS:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            spanish = translation.text or ""
            if message.get("numerus") == "yes" or _plain(spanish).strip() == _plain(source).strip():
                continue
            pieces = re.split(r"\{([A-Za-z_]\w*)\}", _plain(source).strip())
            pattern = "".join(
                re.escape(piece) if i % 2 == 0 else FIELD_PATTERNS.get(piece, ".+?")
                for i, piece in enumerate(pieces)
            )
            found.append((source, re.compile(pattern, re.DOTALL)))
    return found


#: What a {field} of the editor's texts can be, by its name (any other: any text).
FIELD_PATTERNS = {
    **dict.fromkeys(
        "number seat count position value amount total chips pot step kept hands questions "
        "source target question n".split(),
        r"[\d.,]+",
    ),
    "street": r"\S+",
    "rank": r"\w+",
    "suit": r"\w+",
    "card": r"[^\n]+?",  # a symbol (Kh) or a name (king of hearts)
    "cards": r"\S+(?: \S+)*",
}


def english_in(texts: Any, matchers: list[tuple[str, Any]]) -> list[tuple[str, str]]:
    """The texts (each whole, and each of its lines) that are an English source of the editor."""
    leaks = []
    for text in texts:
        plain = _plain(text)
        for piece in {plain.strip(), *(line.strip() for line in plain.splitlines())}:
            for source, pattern in matchers:
                if piece and pattern.fullmatch(piece):
                    leaks.append((piece, source))
    return leaks


def visible_texts(window: Any) -> list[str]:
    """Every text the window shows now: labels, buttons, tabs, group boxes, list and combo
    entries, placeholders, spin box suffixes, tooltips, accessible names, the status bar."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QAbstractSpinBox,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListWidget,
        QPlainTextEdit,
        QSpinBox,
        QTabBar,
        QTextBrowser,
        QWidget,
    )

    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    texts += [action.text() for action in window.menuBar().actions()]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        texts += [widget.toolTip(), widget.accessibleName(), widget.whatsThis()]
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                texts += [widget.tabText(i), widget.tabToolTip(i)]
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QTextBrowser):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QPlainTextEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            for i in range(widget.count()):
                texts += [widget.item(i).text(), widget.item(i).toolTip()]
        if isinstance(widget, QSpinBox):
            texts += [widget.suffix(), widget.prefix()]
        if isinstance(widget, QAbstractSpinBox):
            texts.append(widget.specialValueText())
    return [text for text in texts if text]


def test_the_matchers_catch_english_and_pass_spanish() -> None:
    matchers = english_matchers()
    assert len(matchers) > 250
    assert english_in(["&Table", "Seat 3 to act · 4th street · pot 1,200", "Undo last action"], matchers)
    assert not english_in(["Me&sa", "Actúa el asiento 3 · 4.ª calle · bote 1,200", "Ante"], matchers)


@pytest.fixture
def spanish_editor(qtbot: Any, qapp: QApplication, tmp_path: Path) -> Any:
    from dealer_trainer.gui.languages import install_translators, remove_translators

    assert install_translators(qapp, "es") == "es"
    try:
        editor = make_editor(qtbot, seed=11)
        editor.resize(1366, 740)
        yield editor
    finally:
        remove_translators(qapp)


class Boxes:
    """Stands in for the editor's message boxes; keeps the words they were given."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def warning(self, _parent: Any, title: str, text: str, *args: Any) -> Any:
        self.texts += [title, text]
        return QMessageBox.StandardButton.Ok


def test_the_editor_in_spanish_shows_none_of_its_english_words(
    qtbot: Any, spanish_editor: PackEditor, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every tab of a sample pack's every hand, every menu, and a hand made by keys and
    clicks (discards, a bet, a question, its expected answer gone wrong, a refused save):
    no text the editor words is left in English."""
    import shutil

    from PySide6.QtCore import QPoint, QTimer
    from PySide6.QtWidgets import QMenu

    editor = spanish_editor
    boxes = Boxes()
    monkeypatch.setattr(QMessageBox, "warning", boxes.warning)
    matchers = english_matchers()
    seen: list[str] = []

    def look() -> None:
        qtbot.wait(1)
        seen.extend(visible_texts(editor))

    def click_tab(index: int) -> None:
        bar = editor.tabs.tabBar()
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
        assert editor.tabs.currentIndex() == index

    def every_tab() -> None:
        for index in range(editor.tabs.count()):
            click_tab(index)
            look()
            _assert_unique_window_mnemonics(editor)

    def open_popup(title: str) -> QMenu:
        bar = editor.menuBar()
        action = next(a for a in bar.actions() if a.text() == title)
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        return menu

    def every_menu() -> dict[str, list[str]]:
        shown: dict[str, list[str]] = {}
        for title in [a.text() for a in editor.menuBar().actions()]:
            menu = open_popup(title)
            shown[title] = [a.text() for a in menu.actions() if not a.isSeparator()]
            seen.extend(shown[title] + [a.toolTip() for a in menu.actions()])
            _assert_unique_mnemonics_of(menu)
            for item in menu.actions():
                sub = item.menu()
                if sub is not None and item.isEnabled():
                    qtbot.mouseMove(menu, menu.actionGeometry(item).center())
                    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
                    qtbot.waitUntil(sub.isVisible)
                    shown[item.text()] = [a.text() for a in sub.actions() if not a.isSeparator()]
                    seen.extend(shown[item.text()] + [a.toolTip() for a in sub.actions()])
                    qtbot.keyClick(sub, Qt.Key.Key_Escape)
            qtbot.keyClick(menu, Qt.Key.Key_Escape)
            qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        return shown

    def choose(combo: Any, text: str) -> None:
        """Pick ``text`` in a combo box by the arrow keys, as a keyboard user does."""
        combo.setFocus()
        target = combo.findText(text)
        assert target >= 0, text
        key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
        while combo.currentIndex() != target:
            qtbot.keyClick(combo, key)
            look()  # each game on the way is an edit, said in the status bar

    # A sample pack: every hand on every tab, by clicks in the hands list.
    path = tmp_path / SAMPLE_PACK.name
    shutil.copy(SAMPLE_PACK, path)
    assert editor.open_pack(path, ask=False)
    hands = editor.item_list
    for row in range(hands.count()):
        rect = hands.visualItemRect(hands.item(row))
        qtbot.mouseClick(hands.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert editor.selection().item == row
        every_tab()
        for button in (editor.preview_side.to_latest_button, editor.preview_side.to_question_button):
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            look()
    assert [editor.tabs.tabText(i) for i in range(4)] == ["Me&sa", "&Cartas", "Acc&iones", "Pre&guntas"]
    menus = every_menu()
    assert [a.text() for a in editor.menuBar().actions()] == ["&Archivo", "&Editar", "&Mano", "&Pregunta"]
    assert path.name in "".join(menus["Abrir &reciente"])
    assert "&Añadir pregunta" in menus["&Pregunta"]
    assert "¿Quién hace el bring-in?" in menus["&Añadir pregunta"]

    # A new hand by its shortcut: the pack check says what is missing; saving is refused.
    qtbot.keyClick(
        editor, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert len(editor.pack.items) == 9
    look()
    assert "Requiere atención" in editor.check_label.text()
    editor.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is editor)
    qtbot.keyClick(editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert boxes.texts and boxes.texts[0] == "Todavía no se puede guardar"
    seen.extend(boxes.texts)

    # Super Seven: two down cards discarded by clicks, each seat in turn, then a bring-in.
    click_tab(0)
    choose(editor.table_tab.variant_box, "Super Seven-card Stud alta-baja dividida, ocho o mejor")
    click_tab(2)
    while editor.actions_tab.discard_box.isVisible():
        picks = list(editor.discard_picks.values())
        click(qtbot, picks[0])
        look()
        click(qtbot, picks[1])
        look()
        click(qtbot, editor.discard_button)
    look()
    click(qtbot, editor.legal_action_buttons()["bring_in"])
    every_tab()

    # A question by the Add question menu, its answer recorded, then the game changed
    # under it: the expected answer disagrees, and the dropped actions are said.
    click_tab(3)
    offered: list[str] = []

    def pick_first() -> None:  # the button's menu runs its own loop: answer it from inside
        popup = QApplication.activePopupWidget()
        if not isinstance(popup, QMenu):
            QTimer.singleShot(20, pick_first)
            return
        offered.extend(a.text() for a in popup.actions())
        first = popup.actions()[0]
        qtbot.mouseClick(popup, Qt.MouseButton.LeftButton, pos=popup.actionGeometry(first).center())

    QTimer.singleShot(20, pick_first)
    qtbot.mouseClick(editor.questions_tab.add_question_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(editor.pack.items[-1].questions))
    assert offered[0] == "¿Quién hace el bring-in?"
    seen.extend(offered)
    look()
    click(qtbot, editor.record_button)
    look()
    click_tab(0)
    choose(editor.table_tab.variant_box, "Seven-card Stud baja")
    assert any("ya no son legales" in text for text in seen)
    look()
    every_tab()
    assert "⚠" in editor.check_label.text()
    menus = every_menu()
    undo = next(text for text in menus["&Editar"] if text.startswith("&Deshacer"))
    seen.append(undo.removeprefix("&Deshacer "))
    editor.move(QPoint(0, 0))

    assert len(seen) > 1000
    leaks = english_in(seen, matchers)
    assert not leaks, "English left in the Spanish editor:\n" + "\n".join(
        sorted({f"{text!r} (source {source!r})" for text, source in leaks})
    )
    assert undo == "&Deshacer Cambiar el juego a Seven-card Stud baja"


def _assert_unique_mnemonics_of(menu: Any) -> None:
    """Alt+letter picks one item: no two items of a menu share their underlined letter."""
    import re

    letters = [m.group(1).lower() for a in menu.actions() if (m := re.search(r"&(\w)", a.text()))]
    assert len(letters) == len(set(letters)), [a.text() for a in menu.actions()]


def _assert_unique_window_mnemonics(window: Any) -> None:
    """Alt+letter in the window (menu titles, tabs, the labels of the fields shown) reaches one place."""
    import re

    from PySide6.QtWidgets import QLabel

    texts = [a.text() for a in window.menuBar().actions()]
    texts += [window.tabs.tabText(i) for i in range(window.tabs.count())]
    texts += [label.text() for label in window.findChildren(QLabel) if label.isVisible() and label.buddy()]
    letters = [m.group(1).lower() for text in texts if (m := re.search(r"&(\w)", text))]
    assert len(letters) == len(set(letters)), texts
