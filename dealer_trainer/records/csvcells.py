"""CSV cells that a spreadsheet shows as text, never runs as a formula.

A trainee may be called ``=HYPERLINK("http://…","Open me")`` and a pack title
may start with ``-`` or ``@``: Excel, LibreOffice and Google Sheets read a
cell that starts with ``= + - @`` (or a tab or carriage return, which some of
them skip first) as a formula. Every CSV we write goes through
:func:`safe_cell`, which prefixes such a cell with a single quote as OWASP
advises ("CSV Injection"); the spreadsheet then shows the text as typed.

Our own results files are read back by the class view, so the quote must be
undone there (:func:`restore_cell`), and a real leading quote must survive
the round trip: a cell that already starts with ``'`` is quoted too.

>>> safe_cell("=1+2"), safe_cell("-1+2"), safe_cell("Ann"), safe_cell("'quoted")
("'=1+2", "'-1+2", 'Ann', "''quoted")
>>> restore_cell(safe_cell("=1+2")), restore_cell(safe_cell("'quoted"))
('=1+2', "'quoted")
"""

from __future__ import annotations

from collections.abc import Iterable

#: First characters a spreadsheet may take as the start of a formula, and the quote itself.
_RISKY = ("=", "+", "-", "@", "\t", "\r", "'")


def safe_cell(value: object) -> object:
    """``value`` as a CSV writer should receive it: risky text prefixed with ``'``.

    Only text is changed; numbers are written as the writer formats them.
    """
    if isinstance(value, str) and value.startswith(_RISKY):
        return "'" + value
    return value


def safe_row(values: Iterable[object]) -> list[object]:
    """Every cell of a row through :func:`safe_cell`."""
    return [safe_cell(value) for value in values]


def restore_cell(text: str) -> str:
    """The text :func:`safe_cell` was given, from a cell read back from our own file."""
    if text.startswith("'") and text[1:].startswith(_RISKY):
        return text[1:]
    return text


__all__ = ["restore_cell", "safe_cell", "safe_row"]
