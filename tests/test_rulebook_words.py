"""The rules reference is ours to translate: marked templates in the rulebook, worded by the GUI.

The rulebook (Qt-free) marks every word of its lessons with ``QT_TRANSLATE_NOOP``
and keeps values apart from the templates; the learn view translates the
templates and then puts the values in. With no translator that is the
rulebook's English, for every topic of every game and rule set (the house's
own numbers too); with one installed the learn view shows translated words.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from qt_helpers import marked_translation

from dealer_trainer.engine.rules import RulesError, RuleSet, RuleSetName, preset
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.learn import LearnPanel, example_text, rulebook_prose, rulebook_text
from dealer_trainer.gui.reasonwords import rule_words
from dealer_trainer.training import rulebook
from dealer_trainer.training.rulebook import Topic, example_caption, topics_for
from dealer_trainer.wording import Worded


def rule_sets(variant: Variant) -> Iterator[RuleSet]:
    """Each preset of ``variant``, and the same with a house's own rake, cap and table size."""
    for name in RuleSetName:
        try:
            rules = preset(name, variant)
        except RulesError:
            continue
        yield rules
        yield dataclasses.replace(rules, rake_percent=5, rake_cap=3)
        yield dataclasses.replace(rules, max_raises=4, max_players=7, open_pair_big_bet=False)


def every_topic() -> Iterator[Topic]:
    for variant in Variant:
        for rules in rule_sets(variant):
            yield from topics_for(variant, rules)


def test_the_learn_view_words_are_the_rulebook_english(qapp: QApplication) -> None:
    seen = 0
    for topic in every_topic():
        assert rulebook_text(topic.heading) == topic.title, topic.id
        assert rulebook_prose(topic.text) == topic.body, topic.id
        assert example_text(topic) == example_caption(topic), topic.id
        assert rule_words(topic.rule) == topic.reference, topic.id
        seen += 1
    assert seen > 300 and {t.id for t in every_topic()} == set(rulebook.topic_ids())


def _marked(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Name) and call.func.id == "QT_TRANSLATE_NOOP"


def unmarked_strings(source: str) -> list[tuple[str, int, str]]:
    """The strings in the lessons of ``source`` that are not marked for translation: all
    should be ``QT_TRANSLATE_NOOP("Rulebook", literal)`` (lupdate finds those by name),
    rule citations (``g.cite("(b)")``) or topic ids (``@_lesson("ante")``)."""
    tree = ast.parse(source)
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _marked(node):
            context, text = node.args
            assert isinstance(context, ast.Constant) and context.value == "Rulebook"
            assert isinstance(text, ast.Constant) and isinstance(text.value, str), (
                f"line {node.lineno}: lupdate needs a literal"
            )
            allowed.update({id(context), id(text)})
        elif isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            if name in ("cite", "pa", "_lesson"):
                allowed.update(id(arg) for arg in node.args)
    lessons = [
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef)
        and (
            any(
                isinstance(d, ast.Call) and getattr(d.func, "id", "") == "_lesson"
                for d in node.decorator_list
            )
            or node.name in ("_post", "_focus_words", "_count")
        )
    ]
    assert len(lessons) > 30
    found = []
    for lesson in lessons:
        first = lesson.body[0]
        docstring = first.value if isinstance(first, ast.Expr) else None
        found += [
            (lesson.name, node.lineno, node.value)
            for node in ast.walk(lesson)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in allowed
            and node is not docstring
        ]
    return found


def test_every_word_of_the_lessons_is_marked_for_lupdate() -> None:
    source = inspect.getsource(rulebook)
    assert unmarked_strings(source) == []
    # a plain literal planted before the ante lesson's first marked one
    planted = source.replace(
        "def _ante(g: _Game) -> _Lesson:\n",
        'def _ante(g: _Game) -> _Lesson:\n    extra = "Antes are small."\n',
        1,
    )
    assert planted != source
    assert unmarked_strings(planted) == [
        ("_ante", planted[: planted.index("extra =")].count("\n") + 1, "Antes are small.")
    ]


def test_values_go_in_after_the_template_is_translated() -> None:
    rake = rulebook.lookup("rake", Variant.STUD7, RuleSetName.CARDROOM)
    (body,) = rake.text
    assert "{percent}%" in body.template
    assert dict(body.fields)["percent"] == preset(RuleSetName.CARDROOM, Variant.STUD7).rake_percent
    raise_cap = rulebook.lookup("raise-cap", Variant.STUD7, RuleSetName.PA)
    count = dict(raise_cap.text[0].fields)["count"]
    assert isinstance(count, Worded) and count.english() in ("three", "four")


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    with marked_translation(qapp, "Rulebook", "words", "LearnPanel", "Reasons"):
        yield


def test_a_translation_reaches_the_learn_view(marked: None, qtbot: Any) -> None:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    panel.set_game(Variant.STUD7, RuleSetName.PA)
    assert panel.select_topic("raise-cap")
    assert panel.topic_list.currentItem().text() == "‹The raise cap›"
    text = panel.view.toPlainText()
    assert "‹Each betting round allows one bet and ‹three› raises;" in text, text
    # the reference is worded as a drill's reason cites it (the "Reasons" words)
    assert "‹Standard poker procedure›" in text, text
    assert panel.select_topic("bring-in-suits")
    assert panel.example.text() == "‹Example: a “‹Who brings in?›” hand with a suit tie›"
    titles = [panel.topic_list.item(row).text() for row in range(panel.topic_list.count())]
    assert all(title.startswith("‹") and title.endswith("›") for title in titles)
