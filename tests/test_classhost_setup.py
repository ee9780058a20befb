"""File ▸ Host a Class Session's setup dialog: what it lets open, what it says, what it keeps."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from classhost_fakes import lesson_of
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from dealer_trainer.classroom.sessionstate import Phase
from dealer_trainer.classroom.store import SavedSession
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.gui.classhostsetup import (
    CLASS_DRILLS,
    DEFAULT_PORT,
    ClassHostSetupDialog,
    NewSession,
    ResumeSession,
)
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.storage import save_pack
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

PACKS = Path(__file__).resolve().parent.parent / "assets" / "packs"


@pytest.fixture
def dialog(qtbot: Any) -> ClassHostSetupDialog:
    d = ClassHostSetupDialog()
    qtbot.addWidget(d)
    return d


def _ok(dialog: ClassHostSetupDialog) -> Any:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_spot_the_error_is_not_offered_to_a_class(dialog: ClassHostSetupDialog) -> None:
    assert Drill.SPOT not in CLASS_DRILLS
    assert set(dialog.drill_boxes[0]) == {d.value for d in CLASS_DRILLS}


def test_no_pack_chosen_is_a_problem_and_the_session_cannot_open(dialog: ClassHostSetupDialog) -> None:
    assert dialog.from_pack()
    assert any("pack" in p for p in dialog.problems())
    assert not _ok(dialog).isEnabled()


def test_a_pack_chosen_names_the_session_and_counts_its_questions(dialog: ClassHostSetupDialog) -> None:
    dialog.set_pack_path(PACKS / "seven-card-stud-high.studpack")
    pack = dialog.pack()
    assert pack is not None
    assert dialog.title_edit.text() == pack.title
    assert str(pack.question_count) in dialog.pack_info.text()
    assert dialog.problems() == []
    assert _ok(dialog).isEnabled()


def test_a_typed_title_is_kept_when_the_pack_changes(dialog: ClassHostSetupDialog, qtbot: Any) -> None:
    dialog.title_edit.clear()
    qtbot.keyClicks(dialog.title_edit, "Week 3")
    dialog.set_pack_path(PACKS / "side-pots.studpack")
    assert dialog.title_edit.text() == "Week 3"


def test_a_pack_that_cannot_be_read_says_why(dialog: ClassHostSetupDialog, tmp_path: Path) -> None:
    bad = tmp_path / "bad.studpack"
    bad.write_text("{not json", encoding="utf-8")
    dialog.set_pack_path(bad)
    assert any(p.startswith("The pack cannot be used") for p in dialog.problems())


def _spot_pack(tmp_path: Path, spot_only: bool) -> Path:
    source = PACKS / "seven-card-stud-high.studpack"
    from dealer_trainer.packs.storage import load_pack

    first = load_pack(source).items[0]
    questions = (
        (PackQuestion(Drill.SPOT),) if spot_only else (PackQuestion(Drill.BRING_IN), PackQuestion(Drill.SPOT))
    )
    pack = Pack("Spotting", (PackItem(first.scenario, questions),))
    path = tmp_path / "spot.studpack"
    save_pack(pack, path)
    return path


def test_a_packs_spot_the_error_questions_left_out_are_counted(
    dialog: ClassHostSetupDialog, tmp_path: Path
) -> None:
    dialog.set_pack_path(_spot_pack(tmp_path, spot_only=False))
    assert dialog.problems() == []
    assert any("Spot the error" in n for n in dialog.notes())


def test_a_pack_of_spot_the_error_only_cannot_be_dealt_to_a_class(
    dialog: ClassHostSetupDialog, tmp_path: Path
) -> None:
    dialog.set_pack_path(_spot_pack(tmp_path, spot_only=True))
    assert any("no question a class can answer" in p for p in dialog.problems())


def test_drawn_from_drills_needs_a_drill_a_game_and_a_rule_set(dialog: ClassHostSetupDialog) -> None:
    dialog.drills_radio.setChecked(True)
    assert dialog.problems() == []
    for store in (dialog.drill_boxes[0], dialog.game_boxes[0], dialog.rule_boxes[0]):
        for box in store.values():
            box.setChecked(False)
    problems = " ".join(dialog.problems())
    assert "drill" in problems and "game" in problems and "rule set" in problems


def test_the_drills_title_follows_the_drills_chosen(dialog: ClassHostSetupDialog) -> None:
    dialog.drills_radio.setChecked(True)
    for value, box in dialog.drill_boxes[0].items():
        box.setChecked(value == Drill.BRING_IN.value)
    assert dialog.title_edit.text() == "Who brings in?"


def test_a_new_session_is_built_from_what_is_chosen(
    dialog: ClassHostSetupDialog, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dealer_trainer.classroom.lesson as lesson_module

    calls: list[tuple[Any, ...]] = []
    lesson = lesson_of()

    def drawn(*args: Any) -> Any:
        calls.append(args)
        return lesson

    monkeypatch.setattr(lesson_module, "lesson_from_drills", drawn)
    dialog.drills_radio.setChecked(True)
    for value, box in dialog.drill_boxes[0].items():
        box.setChecked(value in (Drill.BRING_IN.value, Drill.SPLIT_POT.value))
    dialog.count_spin.setValue(12)
    dialog.seconds_spin.setValue(45)
    dialog.port_spin.setValue(50000)
    dialog.level_box.setCurrentIndex(dialog.level_box.findData(Level.TABLE_READY.value))
    choice = dialog.choice()
    assert isinstance(choice, NewSession)
    assert (choice.lesson, choice.port, choice.title) == (lesson, 50000, "Who brings in? · Split the pot")
    drills, variants, rules, level, count, _seed, seconds = calls[0]
    assert (drills, variants, rules, level, count, seconds) == (
        [Drill.BRING_IN, Drill.SPLIT_POT],
        [Variant.STUD7],
        [RuleSetName.PA],
        Level.TABLE_READY,
        12,
        45.0,
    )


def _saved(tmp_path: Path, port: int | None = 50123) -> SavedSession:
    return SavedSession(
        tmp_path / "a.session",
        "K7P2QX",
        "Tuesday class",
        datetime(2026, 12, 1, 14, 5, tzinfo=UTC),
        lesson_of(),
        (),
        (),
        1,
        Phase.ASKING,
        port,
    )


def test_an_unfinished_session_is_offered_and_resumed_on_its_port(qtbot: Any, tmp_path: Path) -> None:
    saved = _saved(tmp_path)
    dialog = ClassHostSetupDialog(unfinished=[saved])
    qtbot.addWidget(dialog)
    assert "Tuesday class" in dialog.resume_list.item(0).text()
    dialog.resume_chosen()
    choice = dialog.choice()
    assert choice == ResumeSession(saved, 50123)


def test_without_unfinished_sessions_no_resume_is_offered(dialog: ClassHostSetupDialog) -> None:
    assert not hasattr(dialog, "resume_list")


def test_the_choices_are_kept_for_the_next_session(qtbot: Any) -> None:
    first = ClassHostSetupDialog()
    qtbot.addWidget(first)
    first.drills_radio.setChecked(True)
    for value, box in first.drill_boxes[0].items():
        box.setChecked(value == Drill.COUNT_POT.value)
    first.seconds_spin.setValue(20)
    first.port_spin.setValue(51000)
    first.level_box.setCurrentIndex(first.level_box.findData(Level.GUIDED.value))
    first.save_settings(QSettings())
    second = ClassHostSetupDialog()
    qtbot.addWidget(second)
    second.restore_settings(QSettings())
    assert not second.from_pack()
    assert second.drills() == [Drill.COUNT_POT]
    assert (second.seconds_spin.value(), second.port_spin.value(), second.level) == (20, 51000, Level.GUIDED)


def test_a_damaged_setting_leaves_the_default(qtbot: Any) -> None:
    settings = QSettings()
    settings.setValue("classhost/port", "ninety")
    settings.setValue("classhost/level", "expert")
    dialog = ClassHostSetupDialog()
    qtbot.addWidget(dialog)
    dialog.restore_settings(settings)
    assert dialog.port_spin.value() == DEFAULT_PORT
    assert dialog.level is Level.PRACTICE


def test_a_pack_session_deals_the_packs_questions_a_class_can_answer(
    dialog: ClassHostSetupDialog, tmp_path: Path
) -> None:
    dialog.set_pack_path(_spot_pack(tmp_path, spot_only=False))
    dialog.seconds_spin.setValue(25)
    choice = dialog.choice()
    assert isinstance(choice, NewSession)
    assert [q.drill for q in choice.lesson.questions] == [Drill.BRING_IN]
    assert (choice.lesson.left_out, choice.lesson.seconds, choice.port) == (1, 25.0, DEFAULT_PORT)
    assert choice.title == "Spotting"


def test_a_drills_session_draws_as_many_questions_as_asked(dialog: ClassHostSetupDialog) -> None:
    dialog.drills_radio.setChecked(True)
    for value, box in dialog.drill_boxes[0].items():
        box.setChecked(value == Drill.FIRST_TO_ACT.value)
    dialog.count_spin.setValue(3)
    choice = dialog.choice()
    assert isinstance(choice, NewSession)
    assert [q.drill for q in choice.lesson.questions] == [Drill.FIRST_TO_ACT] * 3
