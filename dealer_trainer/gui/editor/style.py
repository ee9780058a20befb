"""The pack editor's looks: its card buttons follow the app's palette, light or dark.

Every colour comes from :mod:`..theme`; this module only decides which of the
theme's schemes applies (the app's palette is dark or not) so the tabs ask
one function for a card button's style sheet.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QPalette

from ...engine.cards import Card
from ..theme import FEEDBACK, CardColours, card_style_sheet
from ..theme import card_colours as _theme_card_colours

#: The warning and agreement marks in rich text (the pack check, the answer).
RED = FEEDBACK.wrong
GREEN = FEEDBACK.ready


def card_colours(dark: bool) -> CardColours:
    """The card buttons' colours on a light or a dark palette (the classic two-colour deck)."""
    return _theme_card_colours(dark, four_colour=False)


def is_dark() -> bool:
    """Whether the app's palette is dark (its window colour is)."""
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def card_style(card: Card | None, *, down: bool = False, dark: bool | None = None) -> str:
    """The style sheet of a card button showing ``card`` (``dark``: None follows the app)."""
    return card_style_sheet(card, down=down, dark=is_dark() if dark is None else dark)
