"""Every topic of the rules reference shows its hand: clicked in the real window, the
topic's "Show me" deals a hand of its drill on the table, with the answer shown.

Driven as a trainee does it: the topic clicked in the list, then the button. Each
game and rule set shows its own topics (the rake only where a house rakes, the open
pair only where the rules give it), so each topic is clicked in the first of a few
games that between them show them all.
"""

from __future__ import annotations

import os
import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.marks import answer_places
from dealer_trainer.training.parts import PartsAnswer
from dealer_trainer.training.rulebook import Topic, topic_ids, topics

#: Where the pictures of the new topics' hands are saved to be looked at (unset: not saved).
PICTURES = os.environ.get("DEALER_TRAINER_SHOTS", "")


def games_covering_every_topic() -> list[tuple[Variant, RuleSetName]]:
    """Games and rule sets, few, that between them show every topic of the reference."""
    chosen: list[tuple[Variant, RuleSetName]] = []
    seen: set[str] = set()
    for variant in Variant:
        for rules in RuleSetName:
            ids = {topic.id for topic in topics(variant, rules)}
            if ids - seen:
                chosen.append((variant, rules))
                seen |= ids
    assert seen == set(topic_ids())
    return chosen


def click_topic(learn: Any, qtbot: Any, topic: Topic) -> None:
    row = next(i for i, t in enumerate(topics(learn.variant(), learn.rule_set())) if t.id == topic.id)
    item = learn.topic_list.item(row)
    learn.topic_list.scrollToItem(item)
    centre = learn.topic_list.visualItemRect(item).center()
    qtbot.mouseClick(learn.topic_list.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert learn.current_topic() == topic


def show_me(learn: Any, panel: Any, qtbot: Any) -> None:
    with qtbot.waitSignal(learn.showMe, timeout=5000):
        qtbot.mouseClick(learn.show_me, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.phase == "answered", timeout=5000)


def test_every_topics_show_me_deals_its_hand_on_the_table(window: Any, qtbot: Any) -> None:
    window.action_map["learn"].setChecked(True)
    learn, panel, table = window.learn_panel, window.panel, window.table
    clicked: set[str] = set()
    shown: set[str] = set()
    for variant, rules in games_covering_every_topic():
        learn.set_game(variant, rules)
        for topic in topics(variant, rules):
            if topic.id in clicked:
                continue
            clicked.add(topic.id)
            click_topic(learn, qtbot, topic)
            if topic.example is None:
                assert not learn.show_me.isEnabled() and learn.example.text() == ""
                continue
            assert learn.show_me.isEnabled() and learn.example.text().startswith("Example: ")
            show_me(learn, panel, qtbot)
            question = panel.question
            drill, _focus = topic.example
            where = (variant, rules, topic.id)
            assert question is not None and panel.example and question.drill is drill, where
            assert (question.table.variant, question.table.rules.name) == (variant, rules), where
            # the hand is on the table: its cards, at the moment asked, and the chips to count
            assert table.snapshot() == question.snapshot(question.shown), where
            assert table.card_items(), where
            assert table.piles() == question.piles, where
            if question.piles:
                assert table.pile_items(), where
            # and its answer: marked where it names a place, and said with its reasons
            if answer_places(question.answer):
                assert "correct" in table.highlighted().values(), where
            text = panel.feedback.toPlainText()
            assert "The answer:" in text and "How the dealer decides" in text, where
            if isinstance(question.answer, PartsAnswer):
                assert panel.answer_pages.currentWidget() is panel.parts_page, where
            assert panel.session.answered == 0  # an example is not scored
            shown.add(topic.id)
            if PICTURES:
                QApplication.processEvents()  # the layouts settled, as a trainee sees them
                window.grab().save(os.path.join(PICTURES, f"show-me-{topic.id}.png"))
    assert clicked == set(topic_ids())
    assert shown == clicked - {"players", "everyone-folds"}


def test_show_me_deals_a_hand_its_drill_can_ask_on(window: Any, qtbot: Any) -> None:
    """A first-to-act example needs a hand with a second betting round: one drawn that
    ends on the first street (as these seeds first draw in Seven-card Stud) is drawn
    again, never an error, as a drill's hands are."""
    window.action_map["learn"].setChecked(True)
    learn, panel = window.learn_panel, window.panel
    learn.set_game(Variant.STUD7, RuleSetName.ONLINE)
    click_topic(
        learn, qtbot, next(t for t in topics(Variant.STUD7, RuleSetName.ONLINE) if t.id == "first-to-act")
    )
    for seed in (15, 31, 45):
        panel.rng = random.Random(seed)
        show_me(learn, panel, qtbot)
        question = panel.question
        assert question is not None and question.street > question.table.spec.first_street
