"""The drill panel's words and feedback: translated whole, values escaped, errors by name.

A pseudo-translation (every word of ours in ‹ ›) shows which words reach the
screen through Qt's translation functions: any word shown without the
marks would stay English in a translated app.
"""

from __future__ import annotations

import doctest
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QSpinBox, QWidget
from qt_helpers import marked_translation

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui import drillwords
from dealer_trainer.gui.drillfeedback import split_table_html, verdict_html
from dealer_trainer.gui.drillwords import MODES, dealt, exam_finished, exam_prompt, mode_name, pack_prompt
from dealer_trainer.records.database import Problem, RecordsFileError
from dealer_trainer.training.drills import SeatAnswer, SplitAnswer, Verdict
from dealer_trainer.training.kinds import Drill

#: The translation contexts of the drill panel and its parts, and of the display names
#: (games, rule sets, drills) it shows from gui/words.py.
OURS = {"DrillPanel", "AnswerPages", "SplitPotEditor", "ChipSource", "ChipBox", "words", "Levels"}


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    with marked_translation(qapp, *OURS):
        yield


@pytest.fixture
def window(qtbot: Any, tmp_path: Path, marked: None) -> Any:
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 800)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


def shown_words(root: QWidget) -> list[str]:
    """The text and accessible name of every label and button under ``root``."""
    words = []
    for widget in root.findChildren(QWidget):
        if isinstance(widget, (QLabel, QAbstractButton)) and widget.text():
            words.append(widget.text())
        if widget.accessibleName():
            words.append(widget.accessibleName())
        if isinstance(widget, QSpinBox):
            words += [w for w in (widget.prefix(), widget.specialValueText()) if w]
    return words


def ask(window: Any, mode: str, seed: int) -> None:
    panel = window.panel
    panel.set_mode(mode)
    panel.reseed(seed)
    panel.next_hand()
    assert panel.phase == "asking"


def test_every_word_of_the_drill_panel_goes_through_translation(window: Any) -> None:
    panel = window.panel
    ask(window, "split-pot", seed=5)  # builds the split editor's words too
    others = {panel.score.text(), panel.prompt.text()}  # the training's words and the question
    others |= {box.accessibleName() for box in panel.game_boxes.values()}  # the engine's titles
    others |= {panel.trainee_box.currentText()}
    untranslated = [
        w for w in shown_words(panel) if w not in others and any(c.isalpha() for c in w) and "‹" not in w
    ]
    assert untranslated == []
    items = [panel.mode_box.itemText(i) for i in range(panel.mode_box.count())]
    assert all(text.startswith("‹") for text in items), items


def test_the_verdict_and_the_waiting_words_go_through_translation(window: Any) -> None:
    panel = window.panel
    ask(window, "bring-in", seed=3)
    answer = panel.question.answer
    wrong = next(s.seat for s in panel.question.snapshot().seats if s.seat != answer.seat)
    panel.on_seat(wrong)
    assert "‹✗ Not right: the answer is {answer}, not {given}›" not in panel.feedback.toHtml()
    assert panel.feedback.toPlainText().startswith("‹✗ Not right: the answer is seat ")
    panel.set_mode("practice")
    panel.attach_records(None, None)
    panel.next_hand()
    assert panel.prompt.text().startswith("‹Practice mode chooses")
    assert panel.page_wait.text().startswith("‹Choose a trainee")


def test_the_chooser_names_each_drill_as_the_training_heads_it(qapp: QApplication) -> None:
    # The words moved to the GUI to be translated; the English on screen is unchanged.
    assert {mode: text for mode, text in MODES if mode in set(Drill)} == {
        drill.value: drill.heading for drill in Drill
    }
    assert {mode: mode_name(mode) for mode, _ in MODES} == dict(MODES)


def test_one_wrong_move_is_a_move_and_more_are_moves() -> None:
    assert dealt(0) == "Dealt without a mistake."
    assert dealt(1) == "Dealt, with 1 wrong move along the way. Space for the next hand."
    assert dealt(3) == "Dealt, with 3 wrong moves along the way. Space for the next hand."


def test_an_exam_shows_the_time_left_only_when_it_is_timed() -> None:
    assert exam_prompt("Friday", 2, 10, None, "Who?") == "Friday — question 2 of 10\nWho?"
    assert exam_prompt("Friday", 2, 10, 65.2, "Who?") == "Friday — question 2 of 10 · 1:06 left\nWho?"
    assert pack_prompt("Pack", 1, 4, "Who?") == "Pack — 1 of 4\nWho?"
    assert exam_finished(3, 4, 0.75, True, timed_out=True) == (
        "Exam finished: 3 of 4 right (75%) — passed. The time ran out. Press Space for practice hands."
    )


def test_the_words_doctests_hold() -> None:
    assert doctest.testmod(drillwords).failed == 0


def test_typed_text_in_the_feedback_shows_as_typed() -> None:
    hostile = "<b>bold</b> & {answer}"
    # The answers are typed (seats, moves, chips): only the instructor's note is typed text.
    html = verdict_html(Verdict(False, SeatAnswer(3), 2, ()), note=hostile)
    assert "<b>bold</b>" not in html and html.count("&lt;b&gt;bold&lt;/b&gt; &amp; {answer}") == 1


def test_a_wrong_split_marks_only_the_wrong_rows() -> None:
    answer = SplitAnswer(pots=(((2, 10), (9, 10)),), rake=0)
    html = split_table_html(answer, [{2: 10, 9: 9}], 0)
    rows = html.split("<tr")[2:]
    assert [("font-weight:bold" in row, "✗" in row) for row in rows] == [(False, False), (True, True)]


def test_an_answer_the_records_cannot_keep_is_said_and_still_scored(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords(str(tmp_path / "records.sqlite3"))
    window.setSpeed(0)
    panel = window.panel

    def full(*_args: object, **_kwargs: object) -> None:
        raise RecordsFileError(Problem.FULL, tmp_path, "The disk is full.")

    monkeypatch.setattr(window.records, "record_attempt", full)
    ask(window, "bring-in", seed=3)
    assert isinstance(panel.question.answer, SeatAnswer)
    with qtbot.waitSignal(panel.recordsFailed) as failed:
        panel.on_seat(panel.question.answer.seat)
    assert failed.args == ["The disk is full."]
    assert panel.session.summary().startswith("Score 10 · 1/1 right")


def test_a_fault_of_ours_while_keeping_an_answer_is_not_taken_for_a_full_disk(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords(str(tmp_path / "records.sqlite3"))
    window.setSpeed(0)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise TypeError("a bug")

    monkeypatch.setattr(window.records, "record_attempt", broken)
    ask(window, "bring-in", seed=3)
    with qtbot.assertNotEmitted(window.panel.recordsFailed), pytest.raises(TypeError, match="a bug"):
        window.panel.on_seat(window.panel.question.answer.seat)


def test_a_finished_exam_the_records_cannot_keep_is_still_reported(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow
    from dealer_trainer.records.exams import ExamRun, ExamSpec

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords(str(tmp_path / "records.sqlite3"))
    window.setSpeed(0)
    panel = window.panel
    spec = ExamSpec(
        "Friday check",
        count=1,
        drills=(Drill.BRING_IN,),
        variants=(Variant.STUD7,),
        rules=(RuleSetName.PA,),
        seed=4,
    )
    run = ExamRun(spec, records=window.records, trainee_id=panel.trainee_id)
    finish = run.finish

    def full(**kwargs: Any) -> Any:
        finish.__self__.records = None  # the report is made and kept, not written
        finish(**kwargs)
        raise RecordsFileError(Problem.FULL, tmp_path, "The disk is full.")

    monkeypatch.setattr(run, "finish", full)
    panel.start_exam(run)
    with qtbot.waitSignal(panel.examFinished) as finished, qtbot.waitSignal(panel.recordsFailed) as failed:
        panel.on_seat(panel.question.answer.seat)
    assert finished.args[0] is run.report and failed.args == ["The disk is full."]
    assert panel.prompt.text().startswith("Exam finished: 1 of 1 right")
    assert QCoreApplication.translate("DrillPanel", "passed") in panel.prompt.text()
