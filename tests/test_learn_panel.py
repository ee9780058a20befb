"""Learn mode's panel: choose a game, read a topic, ask the table for an example."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.learn import LearnPanel
from dealer_trainer.training.rulebook import lookup, topics


def make_panel(qtbot) -> LearnPanel:
    panel = LearnPanel()
    qtbot.addWidget(panel)
    return panel


def listed_ids(panel: LearnPanel) -> list[str]:
    titles = [panel.topic_list.item(row).text() for row in range(panel.topic_list.count())]
    by_title = {t.title: t.id for t in topics(panel.variant(), panel.rule_set())}
    return [by_title[title] for title in titles]


def test_the_controls_are_named_for_assistive_technology(qtbot) -> None:
    panel = make_panel(qtbot)
    assert panel.game.accessibleName() == "Game"
    assert panel.rules.accessibleName() == "Rule set"
    assert panel.topic_list.accessibleName() == "Topics"
    assert panel.show_me.toolTip() == "Deal an example hand on the table (Ctrl+E)"
    assert panel.show_me.shortcut().toString() == "Ctrl+E"
    assert panel.game.count() == len(Variant) and panel.rules.count() == len(RuleSetName)


def test_changing_game_or_rules_changes_the_topics(qtbot) -> None:
    panel = make_panel(qtbot)
    panel.set_game(Variant.STUD7, RuleSetName.PA)
    assert listed_ids(panel) == [t.id for t in topics(Variant.STUD7, RuleSetName.PA)]
    assert "rake" not in listed_ids(panel)

    panel.rules.setCurrentIndex(panel.rules.findData("cardroom"))
    assert panel.rule_set() is RuleSetName.CARDROOM
    assert "rake" in listed_ids(panel)

    panel.game.setCurrentIndex(panel.game.findData("stud5"))
    assert panel.variant() is Variant.STUD5
    assert listed_ids(panel) == [t.id for t in topics(Variant.STUD5, RuleSetName.CARDROOM)]
    assert "common-card" not in listed_ids(panel)


def test_the_chosen_topic_is_kept_when_the_game_changes(qtbot) -> None:
    panel = make_panel(qtbot)
    panel.set_game("stud7-hilo", "pa")
    assert panel.select_topic("bring-in")
    assert "highest one brings in" in panel.view.toPlainText()
    panel.set_game("stud7-hilo", "cardroom")
    topic = panel.current_topic()
    assert topic is not None and topic.id == "bring-in"
    assert "lowest up card brings in" in panel.view.toPlainText()


def test_selecting_a_topic_shows_its_title_reference_and_body(qtbot) -> None:
    panel = make_panel(qtbot)
    panel.set_game(Variant.STUD7_LOW, RuleSetName.PA)
    panel.resize(900, 600)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.current_topic() is not None
    row = listed_ids(panel).index("bring-in")
    assert panel.topic_list.currentRow() != row
    rect = panel.topic_list.visualItemRect(panel.topic_list.item(row))
    qtbot.mouseClick(panel.topic_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    topic = lookup("bring-in", Variant.STUD7_LOW, RuleSetName.PA)
    text = panel.view.toPlainText()
    assert topic.title in text
    assert topic.reference in text
    assert topic.body in text


def test_show_me_emits_the_example_and_the_game(qtbot) -> None:
    panel = make_panel(qtbot)
    panel.set_game(Variant.STUD7_HILO8, RuleSetName.ONLINE)
    assert panel.select_topic("eight-or-better")
    assert panel.show_me.isEnabled()
    assert "where no low qualifies" in panel.example.text()
    with qtbot.waitSignal(panel.showMe, timeout=1000) as blocker:
        qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    assert blocker.args == ["split-pot", "no-low", "stud7-hilo8", "online"]


def test_show_me_is_disabled_for_topics_without_an_example(qtbot) -> None:
    panel = make_panel(qtbot)
    panel.set_game(Variant.STUD7, RuleSetName.CARDROOM)
    assert panel.select_topic("everyone-folds")
    assert not panel.show_me.isEnabled()
    assert panel.example.text() == ""
    with qtbot.assertNotEmitted(panel.showMe):
        qtbot.mouseClick(panel.show_me, Qt.MouseButton.LeftButton)
    assert panel.select_topic("bring-in-suits")
    assert panel.show_me.isEnabled()


def test_every_topic_with_an_example_enables_show_me(qtbot) -> None:
    panel = make_panel(qtbot)
    for variant in Variant:
        for rules in RuleSetName:
            panel.set_game(variant, rules)
            for topic in topics(variant, rules):
                assert panel.select_topic(topic.id)
                assert panel.show_me.isEnabled() == (topic.example is not None)


def test_it_fits_900_by_600_even_with_a_projector_sized_font(qtbot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    original = app.font()
    big = QFont(original)
    big.setPointSizeF(original.pointSizeF() * 2.2)
    app.setFont(big)
    try:
        panel = make_panel(qtbot)
        panel.set_game(Variant.SUPER_STUD7_HILO8, RuleSetName.CARDROOM)
        hint = panel.minimumSizeHint()
        assert hint.width() <= 900 and hint.height() <= 600
        assert panel.view.font().pointSizeF() >= big.pointSizeF() - 0.01
    finally:
        app.setFont(original)
