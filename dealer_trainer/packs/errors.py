"""The packs layer's one exception family.

Everything the packs layer refuses on purpose is a :class:`PackError`, so
the records, the GUI and the command line catch it by that one name: a pack
file that cannot be opened as a whole, a pack that cannot be generated, and
(as :class:`PHHError`) a hand history that cannot be imported or a scenario
PHH cannot hold. Messages name the place (``hand 3: deck[5]``) and say what
to do about it.

``PackError`` is not a ``ValueError`` (it was until every caller named it):
a pack refused is caught by its name, never as a builtin.

>>> str(PackError("hand 3: deck[5]", "\\x1b[2J is not a card"))
'hand 3: deck[5]: \\\\x1b[2J is not a card'
>>> isinstance(PHHError("variant must be a string"), PackError)
True
"""

from __future__ import annotations

from ..filereading import printable


class PackError(Exception):
    """A pack that cannot be opened or made as a whole; ``where`` names the item and field
    (``""`` where the whole file or request is at fault)."""

    def __init__(self, where: str, message: str) -> None:
        # Made printable: a message may quote the file, which must not be able
        # to drive a terminal or add lines of its own.
        where, message = printable(where), printable(message)
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


class PHHError(PackError):
    """A scenario PHH cannot hold, or a PHH text that is not a hand we can replay.

    The message is made printable (control characters escaped): it quotes the
    file, and a file must not be able to clear a terminal or fake a line. The
    message carries its own place (``line 8: actions[0] ...``), so ``where`` is empty.
    """

    def __init__(self, message: str) -> None:
        super().__init__("", message)


__all__ = ["PHHError", "PackError"]
