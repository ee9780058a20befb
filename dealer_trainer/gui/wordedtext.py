"""Words of the lower layers (:class:`~dealer_trainer.wording.Worded`) in the user's language.

The layers under the GUI keep their words as marked templates with the values
apart; only here, in the window, is a template translated, and only then do
its values go in, so that a translation may move a value within its sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..wording import Prose, Worded

# ``dealer_trainer.wording`` is imported where it is used: the error dialogs are
# set up before the first window shows, which must not wait for the data classes.


def worded_text(words: Worded, context: str) -> str:
    """``words`` translated in ``context`` (the one its template was marked in), values in.

    A value that is itself :class:`Worded` is translated in the same context,
    unless it names its own (:attr:`Worded.context`).
    """
    from ..wording import Worded

    context = words.context or context
    fields = {
        name: worded_text(value, context) if isinstance(value, Worded) else value
        for name, value in words.fields
    }
    return QCoreApplication.translate(context, words.template).format(**fields)


def prose_text(prose: Prose, context: str) -> str:
    """Sentences in the user's language, a space between them."""
    return " ".join(worded_text(part, context) for part in prose)


def error_text(error: BaseException) -> str:
    """What ``error`` says, in the user's language where it is an error of ours that is worded
    (:func:`dealer_trainer.wording.error_words`); any other error's own text as it is."""
    from ..wording import error_words

    words, context = error_words(error)
    if not context:
        return words.english()
    return worded_text(words, context)


__all__ = ["error_text", "prose_text", "worded_text"]
