"""Presenting a pack to a class: keys step through the questions, the first press
reveals the answer on the table and in words, the next moves on.

Assertions are on the table's recorded highlights and the labels' text, not on pixels.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.marks import answer_places
from dealer_trainer.gui.presenter import PresenterWindow
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack, PackQuestion
from dealer_trainer.packs.showing import answer_words
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill

NOTE = "Ask who has seen this in a real game."


def small_pack() -> Pack:
    """Four hands: a noted bring-in, a split, and a dealer's move with a second question."""
    items = []
    for variant, drill, focus in (
        (Variant.STUD7, Drill.BRING_IN, Focus.SUIT_TIE),
        (Variant.STUD7_HILO8, Drill.SPLIT_POT, Focus.ODD_CHIP),
        (Variant.STUD7, Drill.DEALER_NEXT, Focus.COMMON_CARD),
        (Variant.STUD7_LOW, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING),
    ):
        items.extend(generate_pack(variant, RuleSetName.PA, drill, focus, 1, 7).items)
    items[0] = replace(items[0], note=NOTE)
    items[2] = replace(items[2], questions=items[2].questions + (PackQuestion(Drill.BRING_IN),))
    return Pack("Presenter test", tuple(items))


@pytest.fixture(scope="module")
def pack() -> Pack:
    return small_pack()


@pytest.fixture
def window(qtbot, pack: Pack) -> PresenterWindow:
    presenter = PresenterWindow(pack)
    qtbot.addWidget(presenter)
    presenter.resize(1280, 720)
    presenter.show()
    qtbot.waitExposed(presenter)
    return presenter


def marks(window: PresenterWindow) -> dict[str, str]:
    question = window.question()
    assert question is not None
    return {f"{what}:{where}": "correct" for what, where in answer_places(question.answer)}


def reveal_text(window: PresenterWindow) -> str:
    return " ".join(window.reveal_area.toPlainText().split()).lower()


def test_it_opens_on_the_first_question_with_the_answer_hidden(window: PresenterWindow) -> None:
    question = window.question()
    assert question is not None
    assert window.position == (0, 0)
    assert not window.revealed
    assert window.count == 5
    assert window.position_label.text() == "1 / 5"
    assert window.prompt_label.text() == question.sentence
    assert "Click" not in window.prompt_label.text()
    assert window.table.highlighted() == {}
    assert window.table.snapshot() == question.snapshot()
    assert answer_words(question).lower() not in reveal_text(window)


def test_the_first_press_reveals_the_answer_on_the_table_and_in_words(qtbot, window: PresenterWindow) -> None:
    question = window.question()
    assert question is not None
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.revealed
    assert window.position == (0, 0)
    assert window.table.highlighted() == marks(window) != {}
    text = reveal_text(window)
    assert answer_words(question).lower() in text
    for reason in question.reasons:
        assert reason.rule.lower() in text
        assert " ".join(reason.text.split()).lower() in text


def test_the_note_appears_only_after_the_reveal(qtbot, window: PresenterWindow) -> None:
    assert NOTE.lower() not in reveal_text(window)
    qtbot.keyClick(window, Qt.Key.Key_R)
    assert window.revealed
    assert NOTE.lower() in reveal_text(window)


def test_the_next_press_moves_on_and_hides_the_answer(qtbot, window: PresenterWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_Space)
    with qtbot.waitSignal(window.positionChanged, check_params_cb=lambda i, q: (i, q) == (1, 0)):
        qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.position == (1, 0)
    assert not window.revealed
    assert window.table.highlighted() == {}
    assert window.position_label.text() == "2 / 5"


def test_a_split_shows_every_pot_and_marks_every_winner(qtbot, window: PresenterWindow) -> None:
    window.go_to(1)
    question = window.question()
    assert question is not None and question.drill is Drill.SPLIT_POT
    qtbot.keyClick(window, Qt.Key.Key_PageDown)
    text = reveal_text(window)
    for part in answer_words(question).split("; "):
        assert part.lower() in text
    assert window.table.highlighted() == marks(window)
    assert len(window.table.highlighted()) >= 2


def test_a_hand_with_two_questions_asks_both_in_turn(qtbot, window: PresenterWindow) -> None:
    window.go_to(2)
    assert window.position == (2, 0)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == (2, 1)
    assert window.prompt_label.text() == "Who brings in?"
    assert window.position_label.text() == "4 / 5"


def test_left_and_page_up_go_back_and_home_goes_to_the_start(qtbot, window: PresenterWindow) -> None:
    window.go_to(3)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert window.position == (2, 0)
    assert not window.revealed
    qtbot.keyClick(window, Qt.Key.Key_PageUp)
    assert window.position == (1, 0)
    qtbot.keyClick(window, Qt.Key.Key_R)
    with qtbot.waitSignal(window.positionChanged):
        qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.position == (0, 0)
    assert not window.revealed
    assert window.table.highlighted() == {}
    assert window.position_label.text() == "1 / 5"
    qtbot.keyClick(window, Qt.Key.Key_Left)  # nothing before the first
    assert window.position == (0, 0)


def test_the_last_question_does_not_go_past_the_end(qtbot, window: PresenterWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position == (3, 0)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == (3, 0)
    assert window.revealed
    assert window.position_label.text() == "5 / 5"
    assert "end of the pack" in reveal_text(window)


def test_go_to_refuses_a_question_that_is_not_there(window: PresenterWindow) -> None:
    with pytest.raises(IndexError, match="question 5 is not in this pack of "):
        window.go_to(5)
    with pytest.raises(IndexError, match="question -1 is not in this pack of "):
        window.go_to(-1)
    assert window.position == (0, 0)


def test_f_toggles_full_screen(qtbot, window: PresenterWindow) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isVisible()


def test_one_escape_closes_the_presenter_even_in_full_screen(qtbot, window: PresenterWindow) -> None:
    """The key strip says "Esc close": a first Esc that only left full screen left the
    instructor pressing again in front of the class."""
    assert "Esc  close" in window.help_label.text()
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible())


def test_h_shows_hole_cards_as_backs_for_the_class(qtbot, window: PresenterWindow) -> None:
    assert window.table.show_hole_cards
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert not window.table.show_hole_cards


def test_labels_are_large_named_and_readable(window: PresenterWindow) -> None:
    base = QApplication.font().pointSizeF()
    assert window.prompt_label.font().pointSizeF() >= 2 * base
    assert window.prompt_label.font().bold()
    names = {
        label.accessibleName()
        for label in (window.prompt_label, window.position_label, window.heading_label, window.help_label)
    }
    assert names == {"Question", "Position", "Hand", "Keys"}
    assert window.reveal_area.accessibleName() == "Answer"
    assert window.table.accessibleName()


def test_an_empty_pack_shows_a_message_and_ignores_the_keys(qtbot) -> None:
    presenter = PresenterWindow(Pack("Nothing yet"))
    qtbot.addWidget(presenter)
    presenter.show()
    qtbot.keyClick(presenter, Qt.Key.Key_Right)
    qtbot.keyClick(presenter, Qt.Key.Key_Left)
    assert presenter.position == (-1, -1)
    assert not presenter.revealed
    assert presenter.position_label.text() == "0 / 0"
    assert "no questions" in presenter.prompt_label.text()
