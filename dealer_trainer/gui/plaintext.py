"""Text from files shown as typed, never as rich text.

Qt guesses: a QLabel, a tooltip or a message box whose text "looks like"
HTML renders it as HTML. A pack titled ``<h1>Exam cancelled</h1>`` would then
replace the question with a heading, and ``<img src="file:///…">`` would load
a local file. Labels that show such text are set to plain text
(:func:`plain_label`); where Qt offers no format switch (tooltips, the static
QMessageBox functions) the text is turned into rich text that shows exactly
its characters (:func:`as_typed`). Rich text we build ourselves escapes every
piece of user text with :func:`html.escape` instead.
"""

from __future__ import annotations

from PySide6.QtGui import Qt
from PySide6.QtWidgets import QLabel


def plain_label(label: QLabel) -> QLabel:
    """``label``, set to show its text as plain text whatever it holds."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def as_typed(text: str) -> str:
    """``text`` for a widget that guesses the format: unchanged unless Qt would take it
    for rich text, else as rich text showing the same characters (line breaks kept)."""
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


__all__ = ["as_typed", "plain_label"]
