"""The editor's card buttons follow the app's palette, light or dark."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.cards import parse_card
from dealer_trainer.gui.editor import PackEditor, card_style
from dealer_trainer.gui.editor.style import card_colours


def test_card_colours_are_their_own_on_a_dark_palette() -> None:
    light, dark = card_colours(False), card_colours(True)
    assert light.face == "#ffffff" and dark.face != light.face
    assert dark.hearts != light.hearts and dark.spades != light.spades
    assert f"background: {dark.down_face}" in card_style(parse_card("Ah"), down=True, dark=True)
    assert f"color: {dark.hearts}" in card_style(parse_card("Ah"), dark=True)
    assert f"color: {light.spades}" in card_style(parse_card("As"), dark=False)


def test_the_editors_cards_take_the_dark_colours_when_the_palette_turns_dark(qtbot: Any) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    editor = PackEditor(rng=random.Random(3))
    qtbot.addWidget(editor, before_close_func=lambda w: w.undo_stack.setClean())
    assert editor.add_item()
    ace = editor.card_buttons["Ah"]
    assert f"background: {card_colours(False).face}" in ace.styleSheet()
    before = app.palette()
    dark = QPalette(before)
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.WindowText, "#e8e8e8"),
    ):
        dark.setColor(role, QColor(colour))
    try:
        app.setPalette(dark)
        qtbot.waitUntil(lambda: f"background: {card_colours(True).face}" in ace.styleSheet())
        dealt = next(iter(editor.position_buttons.values()))
        assert (
            card_colours(True).hearts in dealt.styleSheet() or card_colours(True).spades in dealt.styleSheet()
        )
    finally:
        app.setPalette(before)
    qtbot.waitUntil(lambda: f"background: {card_colours(False).face}" in ace.styleSheet())
