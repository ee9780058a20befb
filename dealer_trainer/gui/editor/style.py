"""The colours of the pack editor: its card buttons, light and dark, and its marks.

:func:`card_colours` is the one place the card buttons' colours are chosen;
it is meant to point at the app's theme module once there is one.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtGui import QGuiApplication, QPalette

from ...engine.cards import Card, Suit

#: The warning and agreement marks in rich text (the pack check, the answer).
RED = "#c62828"
GREEN = "#2e7d32"


class CardColours(NamedTuple):
    red: str            # hearts and diamonds
    black: str          # clubs and spades
    face: str           # a face-up card
    down: str           # a face-down card
    border: str
    hover: str
    checked: str        # the card chosen
    checked_border: str
    disabled: str
    disabled_text: str
    disabled_border: str


def card_colours(dark: bool) -> CardColours:
    """The card buttons' colours on a light or a dark palette."""
    if dark:
        return CardColours("#ff8a80", "#e8eaed", "#3a3f44", "#2c3b52", "#7d868f", "#64b5f6",
                           "#8d6e00", "#90caf9", "#2a2d30", "#6c737a", "#44494e")
    return CardColours(RED, "#111111", "#ffffff", "#dde5f4", "#8a939b", "#1e88e5",
                       "#ffe082", "#1565c0", "#e4e6e8", "#a4aab0", "#c4c9ce")


def is_dark() -> bool:
    """Whether the app's palette is dark (its window colour is)."""
    palette = QGuiApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def card_style(card: Card | None, *, down: bool = False, dark: bool | None = None) -> str:
    """The style sheet of a card button showing ``card`` (``dark``: None follows the app)."""
    colours = card_colours(is_dark() if dark is None else dark)
    red = card is not None and card.suit in (Suit.HEARTS, Suit.DIAMONDS)
    colour = colours.red if red else colours.black
    face = colours.down if down else colours.face
    return (f"QToolButton {{ background: {face}; color: {colour}; "
            f"border: 1px solid {colours.border}; border-radius: 4px; padding: 0px; }}"
            f"QToolButton:hover {{ border: 2px solid {colours.hover}; }}"
            f"QToolButton:checked {{ background: {colours.checked}; "
            f"border: 3px solid {colours.checked_border}; }}"
            f"QToolButton:disabled {{ background: {colours.disabled}; "
            f"color: {colours.disabled_text}; border-color: {colours.disabled_border}; }}")
