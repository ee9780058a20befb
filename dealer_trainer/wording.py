"""Words of ours below the GUI, kept translatable without Qt.

The layers under the GUI write words of their own: the rules reference
(training) and the messages of their errors (packs, records, reading a
file). Qt may not be imported there, so the words are kept as *templates*: each literal
is marked with :func:`QT_TRANSLATE_NOOP`, which ``pyside6-lupdate`` finds by
its name and context, and values stay apart from the template in a
:class:`Worded` record. The GUI translates the template at display time and
only then puts the values in, so a translation can move a value within its
sentence; :meth:`Worded.english` gives the same words untranslated, for the
command line and the tests.

>>> rake = Worded(QT_TRANSLATE_NOOP("Rulebook", "a {small}-chip pot"), (("small", 30),))
>>> rake.english()
'a 30-chip pot'
>>> english((Worded("One."), Worded("Two {n}.", (("n", Worded("three")),))))
'One. Two three.'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; hands ``text`` back unchanged."""
    return text


#: A value put into a template: a number or a name as it is, or words of ours.
Value = Union[int, str, "Worded"]


@dataclass(frozen=True)
class Worded:
    """A marked template and the values of its named ``{fields}``.

    A field's value may itself be :class:`Worded` (a phrase of ours that a
    translation words too); a plain ``str`` or ``int`` goes in as it is.
    ``context`` is the context the template was marked in where it is not the
    one of the words it goes into (a file-reading reason inside a pack's
    error); empty, it is the surrounding one.
    """

    template: str
    fields: tuple[tuple[str, Value], ...] = ()
    context: str = field(default="", repr=False)

    def english(self) -> str:
        """The words untranslated, values in."""
        if not self.fields:
            return self.template
        return self.template.format(
            **{name: value.english() if isinstance(value, Worded) else value for name, value in self.fields}
        )


#: Sentences that are shown one after another, separated by a space.
Prose = tuple[Worded, ...]


def english(prose: Prose) -> str:
    """Prose untranslated: its sentences, a space between them."""
    return " ".join(part.english() for part in prose)


def error_words(error: BaseException) -> tuple[Worded, str]:
    """The words of ``error`` and the context their template was marked in.

    An error of ours that is worded carries ``words`` (a :class:`Worded`) and
    its class names ``words_context``; any other error (an ``OSError``, say)
    is its own text, which a translation cannot find and so shows as it is.

    >>> class Refused(Exception):
    ...     words_context = "Demo"
    ...     def __init__(self, words: Worded) -> None:
    ...         super().__init__(words.english())
    ...         self.words = words
    >>> error_words(Refused(Worded("no {n}", (("n", 3),))))
    (Worded(template='no {n}', fields=(('n', 3),)), 'Demo')
    >>> error_words(ValueError("bad"))
    (Worded(template='bad', fields=()), '')
    """
    words = getattr(error, "words", None)
    context = getattr(type(error), "words_context", "")
    if isinstance(words, Worded) and isinstance(context, str) and context:
        return words, context
    # No fields: the text is shown as it is, braces and all (never formatted).
    return Worded(str(error)), ""


__all__ = ["QT_TRANSLATE_NOOP", "Prose", "Value", "Worded", "english", "error_words"]
