"""Words a dealer knows: every reason, hint, answer and walk-through line a trainee or an
instructor reads is free of the file format's and the engine's terms.

Hundreds of hands of every drill, game and rule set (hard cases included) are asked,
and every text shown about them is checked against the jargon the issue names.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QTextBrowser,
    QWidget,
)

from dealer_trainer.engine.errors import ScenarioError
from dealer_trainer.engine.reporting import play, walkthrough
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.showing import describe_pack
from dealer_trainer.training.drills import Drill, check, new_question, right_response
from dealer_trainer.training.focus import POSSIBLE, Focus

#: What never reaches a trainee: format names, internal names, a ten written "T".
JARGON = re.compile(
    r"scenario|contract|preset|overridden|schema|\bpa rules\b|\bpa\b|\bPA\b(?! §)|"
    r"\b(cardroom|online) rules\b|focus:|[a-z]_[a-z]|"
    r"\bT[♣♦♥♠]|\bT-|-T\b|side pot \d+ of|contested by"
)


def assert_plain(text: str, where: str) -> None:
    found = JARGON.search(text)
    assert found is None, f"{where}: {found.group(0)!r} in {text!r}"


@pytest.mark.parametrize("rules", list(RuleSetName))
@pytest.mark.parametrize("drill", list(Drill))
def test_every_reason_hint_and_answer_speaks_plainly(drill: Drill, rules: RuleSetName) -> None:
    rng = random.Random(f"{drill}-{rules}")
    for number in range(24):
        question = new_question(drill, rng, list(Variant), [rules], hard=number % 2 == 0)
        where = f"{drill} {rules} #{number}"
        assert_plain(question.prompt, where)
        assert_plain(question.hint.rule + " " + question.hint.text, where)
        for reason in question.reasons:
            assert_plain(reason.rule, where)
            assert_plain(reason.text, where)
        verdict = check(question, right_response(question))
        assert_plain(verdict.expected, where)
        assert_plain(question.snapshot().title, where)


@pytest.mark.parametrize("variant", list(Variant))
def test_the_walkthrough_and_pack_summary_speak_plainly(variant: Variant) -> None:
    for rules in RuleSetName:
        for focus in (Focus.SIDE_POTS, Focus.ODD_CHIP, Focus.COMMON_CARD, Focus.RESHUFFLE):
            if variant not in POSSIBLE[focus]:
                continue
            pack = generate_pack(variant, rules, Drill.SPLIT_POT, focus, 2, 3)
            assert_plain(describe_pack(pack), f"{variant} {rules} {focus}")
            for item in pack.items:
                assert_plain(walkthrough(play(load_scenario(item.scenario))), f"{variant} {rules} {focus}")


def test_rule_sets_are_named_as_a_dealer_names_them() -> None:
    pack = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 1, 3)
    assert pack.title == "Who brings in? — Seven-card Stud High, suit ties"
    assert "(Pennsylvania rules)" in pack.description and "with suit ties" in pack.description
    text = walkthrough(play(load_scenario(pack.items[0].scenario)))
    assert text.startswith("Seven-card Stud High · Pennsylvania rules · ")
    cardroom = generate_pack(Variant.STUD7, RuleSetName.CARDROOM, Drill.BRING_IN, Focus.ANY, 1, 3)
    assert "Seven-card Stud High, House rules (cardroom)," in describe_pack(cardroom)


def test_a_table_too_full_for_the_rule_set_is_refused_in_a_dealers_words() -> None:
    pack = generate_pack(Variant.STUD7, RuleSetName.CARDROOM, Drill.BRING_IN, Focus.ANY, 1, 3)
    data = dict(pack.items[0].scenario, seats={str(n): {"stack": 100} for n in range(1, 10)})
    with pytest.raises(ScenarioError) as refused:
        load_scenario(data)
    assert refused.value.where == "seats"
    assert str(refused.value).endswith(
        "9 seats, but House rules (cardroom) allow at most 8 players at Seven-card Stud High"
    )


# --- the window's own words ---------------------------------------------------------------------

#: Words that belong to the code, not to a dealer, on top of JARGON: a dealer deals a
#: "hand set", practises "mistakes", and reads "the right answer" or a "hand history".
GUI_JARGON = re.compile(
    r"\bseeds?\b|spaced repetition|ahead of schedule|engine's answer|"
    r"engine agrees|(from|to) PHH\b",
    re.IGNORECASE,
)


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every text ``root`` shows or speaks: labels, buttons, boxes, menus, tooltips."""
    found: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        name = type(widget).__name__
        found += [(name, widget.toolTip()), (name, widget.accessibleName())]
        if isinstance(widget, (QLabel, QAbstractButton)):
            found.append((name, widget.text()))
        if isinstance(widget, QGroupBox):
            found.append((name, widget.title()))
        if isinstance(widget, QComboBox):
            found += [(name, widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QAbstractSpinBox):
            found.append((name, widget.specialValueText()))
        if isinstance(widget, QTextBrowser):
            found.append((name, widget.toPlainText()))
    for action in root.findChildren(QAction):
        found += [("QAction", action.text()), ("QAction", action.toolTip())]
    return [(where, text) for where, text in found if text]


def assert_window_plain(root: QWidget) -> None:
    texts = visible_texts(root)
    assert len(texts) > 20, texts  # the scan sees the window's words at all
    for where, text in texts:
        assert_plain(text, where)
        found = GUI_JARGON.search(text)
        assert found is None, f"{where}: {found.group(0)!r} in {text!r}"


def test_the_practice_panel_and_menus_speak_a_dealers_words(qtbot, tmp_path) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.openRecords(str(tmp_path / "records.sqlite3"))
    assert_window_plain(window)
    rules = [box.text() for box in window.panel.rule_boxes.values()]
    assert rules == ["Pennsylvania", "Cardroom", "Online"]


def test_the_exam_dialog_speaks_a_dealers_words(qtbot) -> None:
    from dealer_trainer.gui.exams_gui import ExamSetupDialog

    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    assert_window_plain(dialog)
    assert dialog.rule_boxes[RuleSetName.PA].text() == "Pennsylvania"


def test_the_pack_editor_speaks_a_dealers_words(qtbot) -> None:
    from dealer_trainer.gui.editor import PackEditor

    editor = PackEditor(rng=random.Random(7))
    qtbot.addWidget(editor, before_close_func=lambda w: w.undo_stack.setClean())
    assert editor.add_item()
    editor.show()
    qtbot.waitExposed(editor)
    assert_window_plain(editor)
    menus = [action.text() for action in editor.findChildren(QAction)]
    assert "&Import a Hand History (PHH)…" in menus and "E&xport as Hand History (PHH)…" in menus


def translated_literals() -> list[tuple[str, str]]:
    """Every literal the GUI hands to Qt's translation (self.tr, translate, the no-op
    markers): what a trainee or instructor can be shown, read from the source."""
    import ast
    from pathlib import Path

    found: list[tuple[str, str]] = []
    gui = Path(__file__).resolve().parent.parent / "dealer_trainer" / "gui"
    for path in sorted(gui.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = (
                node.func.attr
                if isinstance(node.func, ast.Attribute)
                else node.func.id
                if isinstance(node.func, ast.Name)
                else ""
            )
            if name not in ("tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"):
                continue
            for arg in node.args[1:] if name in ("translate", "QT_TRANSLATE_NOOP") else node.args[:1]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    found.append((f"{path.relative_to(gui)}:{node.lineno}", arg.value))
                    break
    return found


def test_no_word_the_window_can_show_speaks_of_the_code() -> None:
    """Read from the source, so a message on a rarely reached path is checked too:
    a dealer reads "the rules", never "the engine", a scenario or a schema."""
    code_words = re.compile(r"\bengine\b|scenario|contract|preset|schema|overridden", re.IGNORECASE)
    literals = translated_literals()
    assert len(literals) > 500  # the scan sees the window's words at all
    offenders = [f"{where}: {text!r}" for where, text in literals if code_words.search(text)]
    assert not offenders, "\n".join(offenders)
