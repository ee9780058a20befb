"""The packs layer's one exception family.

Everything the packs layer refuses on purpose is a :class:`PackError`, so
the records, the GUI and the command line catch it by that one name: a pack
file that cannot be opened as a whole, a pack that cannot be generated, and
(as :class:`PHHError`) a hand history that cannot be imported or a scenario
PHH cannot hold. Messages name the place (``hand 3: deck[5]``) and say what
to do about it.

Every message is worded (:class:`~dealer_trainer.wording.Worded`): a template
marked with ``QT_TRANSLATE_NOOP("PackErrors", ...)`` and its values apart —
file names, hand numbers, field paths and the file's own text go in as they
are, never translated. ``str(error)`` is the English (what the command line
prints and its JSON reports carry); the window shows ``error.words`` in the
user's language. What a layer below says in English only (the engine's
reasons, the drills') goes in as a value too (:func:`as_is`).

``PackError`` is not a ``ValueError`` (it was until every caller named it):
a pack refused is caught by its name, never as a builtin.

>>> str(PackError("hand 3: deck[5]", as_is("\\x1b[2J is not a card")))
'hand 3: deck[5]: \\\\x1b[2J is not a card'
>>> isinstance(PHHError(words(QT_TRANSLATE_NOOP("PackErrors", "variant must be a string"))), PackError)
True
"""

from __future__ import annotations

from dataclasses import replace

from ..filereading import printable
from ..wording import QT_TRANSLATE_NOOP, Value, Worded, error_words

#: The context every message of the packs layer is marked in.
CONTEXT = "PackErrors"

#: Where and what: ``hand 3: deck[5]: "Xx" is not a card``.
_PLACED = QT_TRANSLATE_NOOP("PackErrors", "{where}: {message}")


def words(template: str, **fields: Value) -> Worded:
    """A message of the packs layer: ``template`` (marked by the caller with
    ``QT_TRANSLATE_NOOP("PackErrors", ...)``) and the values of its fields."""
    return Worded(template, tuple(fields.items()))


def placed(where: Value, message: Value) -> Worded:
    """``where: message``: a place (a field path, or worded) and what is wrong there."""
    return words(_PLACED, where=where, message=message)


def as_is(text: str) -> Worded:
    """Words a layer below gives in English only (the engine's reason for refusing a
    hand, a drill's), put in as a value: shown as they are, braces and all."""
    return Worded("{text}", (("text", text),))


def carried(error: BaseException) -> Worded:
    """The words of a lower layer's error (a drill's refusal, say) carried into a pack
    error in the context they were marked in, so the window still translates them;
    an error without words of its own goes in :func:`as_is`."""
    said, context = error_words(error)
    if not context:
        return as_is(str(error))
    return said if said.context else replace(said, context=context)


def shown(value: Value) -> Value:
    """``value`` with every text in it made printable (a message may quote the file,
    which must not be able to drive a terminal or add lines of its own); the
    templates are ours and stay as they are."""
    if isinstance(value, str):
        return printable(value)
    if isinstance(value, Worded):
        return Worded(
            value.template, tuple((name, shown(item)) for name, item in value.fields), value.context
        )
    return value


class PackError(Exception):
    """A pack that cannot be opened or made as a whole.

    ``where`` names the item and field (a field path as the file writes it, or
    worded, as ``hand 3: deck[5]`` is; ``""`` where the whole file or request is
    at fault) and ``message`` says what is wrong, worded. ``error.words`` is the
    whole message worded (``"{where}: {message}"``), translated in
    :attr:`words_context`; ``error.where`` and ``error.message`` are the English.
    """

    words_context = CONTEXT

    def __init__(self, where: Value, message: Worded) -> None:
        # A programming error (text where words belong), not a refusal of the file.
        assert isinstance(message, Worded), (
            "a PackError is worded: pass a Worded message (see packs.errors.words), not text"
        )
        place, said = shown(where), shown(message)
        assert isinstance(said, Worded)
        self.where_words: Value = place
        self.message_words: Worded = said
        self.words: Worded = placed(place, said) if place != "" else said
        self.where = place.english() if isinstance(place, Worded) else str(place)
        self.message = said.english()
        super().__init__(self.words.english())


class PHHError(PackError):
    """A scenario PHH cannot hold, or a PHH text that is not a hand we can replay.

    The message is made printable (control characters escaped): it quotes the
    file, and a file must not be able to clear a terminal or fake a line. The
    message carries its own place (``line 8: actions[0] ...``), so ``where`` is empty.
    """

    def __init__(self, message: Worded) -> None:
        super().__init__("", message)


__all__ = ["CONTEXT", "PHHError", "PackError", "as_is", "carried", "placed", "shown", "words"]
