"""Reading files from anyone: bounded, regular files only, strict JSON, printable messages.

Every reader of an outside file (scenarios, packs, PHH hand histories) goes
through here, so the limits are the same everywhere:

* only a regular file is opened (a device such as ``/dev/zero``, a pipe or a
  folder is refused before it is read: reading one never ends or never
  stops), and no read takes more than the reader's size limit plus one byte;
* JSON is parsed strictly: a key given twice in one object is refused (the
  standard parser keeps the last silently), so are the non-JSON words
  ``NaN`` and ``Infinity`` and integers too long to be a number anyone means
  (Python refuses to convert integers of over 4,300 digits with an error no
  reader expected);
* text quoted from a file in a message is made printable (:func:`printable`),
  so a file cannot clear the terminal or fake a second ``error:`` line.

Every message is worded (:class:`~dealer_trainer.wording.Worded`, marked in
the context ``FileErrors``): ``str(error)`` is its English, and the window
shows it in the user's language. What Python or the system says (a JSON
parser's complaint, an ``OSError``'s text) goes in as a value, as it is.

:func:`read_json_file` is the whole of it for a JSON file (a scenario): its
:class:`FileReadError` names the file and says what is wrong, and is what
the command line and the app both catch. It lives here, at the edge below
both, so that neither imports the other to read a file.

Pure Python; no Qt.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
from pathlib import Path
from typing import Any

from .wording import QT_TRANSLATE_NOOP, Value, Worded

#: Larger JSON files are refused before parsing (a scenario is a few kilobytes).
MAX_JSON_BYTES = 5 * 1024 * 1024

#: Integers with more digits than this are refused (the largest amount the
#: formats allow, 10**12 chips, has 13).
MAX_INT_DIGITS = 100


#: The context the messages of this module are marked in.
CONTEXT = "FileErrors"


def _words(template: str, **fields: Value) -> Worded:
    """A reason: a template marked in ``FileErrors`` and its values (values made
    printable: they may quote the file)."""
    shown = tuple(
        (name, printable(value) if isinstance(value, str) else value) for name, value in fields.items()
    )
    return Worded(template, shown, context=CONTEXT)


class ReadError(ValueError):
    """A file that cannot be read, or text that is not strict JSON; the message
    says why in a user's words (without the file's name: the caller adds it).

    ``words`` is the reason worded (its template marked in ``FileErrors``, which it
    names, so a layer that wraps it keeps it translatable); ``str()`` its English.
    """

    words_context = CONTEXT

    def __init__(self, words: Worded) -> None:
        # A programming error (text where words belong), not a refusal of the file.
        assert isinstance(words, Worded), "a ReadError is worded: pass a Worded, not text"
        super().__init__(words.english())
        self.words = words


class FileReadError(Exception):
    """A file that cannot be read as JSON: the base the layers above catch by name.

    ``source`` is the file as given (made printable), ``reason`` what is
    wrong with it in a user's words; the message is both, ``"NAME: REASON"``.
    ``reason_words`` and ``words`` are the same worded (marked in ``FileErrors``).
    """

    words_context = CONTEXT

    def __init__(self, source: str, reason: Worded) -> None:
        # A programming error (text where words belong), not a refusal of the file.
        assert isinstance(reason, Worded), "a FileReadError is worded: pass a Worded reason, not text"
        self.source = source
        self.reason_words = reason
        self.reason = reason.english()
        self.words = _words(
            QT_TRANSLATE_NOOP("FileErrors", "{source}: {reason}"), source=source, reason=reason
        )
        super().__init__(self.words.english())


def printable(text: str) -> str:
    r"""``text`` with every control or invisible formatting character escaped.

    >>> printable("ab\x1b[2Jc\nd")
    'ab\\x1b[2Jc\\nd'
    """
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def _refuse_kind(mode: int) -> ReadError:
    if stat.S_ISDIR(mode):
        return ReadError(_words(QT_TRANSLATE_NOOP("FileErrors", "is a folder, not a file")))
    if stat.S_ISFIFO(mode):
        return ReadError(
            _words(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "is a pipe, not a file; save the content to a file and open that"
                )
            )
        )
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return ReadError(
            _words(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "is a device, not a file; save the content to a file and open that"
                )
            )
        )
    if stat.S_ISSOCK(mode):
        return ReadError(
            _words(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "is a socket, not a file; save the content to a file and open that"
                )
            )
        )
    return ReadError(
        _words(
            QT_TRANSLATE_NOOP(
                "FileErrors", "is not a regular file, not a file; save the content to a file and open that"
            )
        )
    )


def read_file_bounded(path: str | Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path``: at most ``limit + 1`` of them, so
    the caller can tell a file over the limit without reading it all.

    Raises :class:`ReadError` for a missing file, a folder, a device, a pipe,
    a socket, or an error of the system.
    """
    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise _refuse_kind(mode)
        # Non-blocking: a pipe put in the file's place after the check above
        # must not hang the open; the check is repeated on what was opened.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags)
        with os.fdopen(descriptor, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise _refuse_kind(mode)
            return handle.read(limit + 1)
    except ReadError:
        raise
    except FileNotFoundError:
        raise ReadError(_words(QT_TRANSLATE_NOOP("FileErrors", "no such file"))) from None
    except NotADirectoryError:
        raise ReadError(
            _words(QT_TRANSLATE_NOOP("FileErrors", "no such file (a folder on the way is a file)"))
        ) from None
    except IsADirectoryError:
        raise ReadError(_words(QT_TRANSLATE_NOOP("FileErrors", "is a folder, not a file"))) from None
    except PermissionError:
        raise ReadError(
            _words(QT_TRANSLATE_NOOP("FileErrors", "cannot read it (permission denied)"))
        ) from None
    except OSError as error:
        raise ReadError(_cannot_read(error.strerror or str(error))) from None
    except ValueError as error:  # a path with a NUL byte in it
        raise ReadError(_cannot_read(str(error))) from None


def _cannot_read(why: str) -> Worded:
    """The system's own reason (its words, as it gives them) for a file it cannot read."""
    return _words(QT_TRANSLATE_NOOP("FileErrors", "cannot read it ({why})"), why=why)


def read_stdin_bounded(limit: int) -> bytes:
    """At most ``limit + 1`` bytes of standard input."""
    try:
        return sys.stdin.buffer.read(limit + 1)
    except OSError as error:
        raise ReadError(_cannot_read(error.strerror or str(error))) from None


def read_bounded(source: str | Path, limit: int) -> bytes:
    """A file's bytes, or standard input's for ``-`` (at most ``limit + 1`` bytes)."""
    return read_stdin_bounded(limit) if str(source) == "-" else read_file_bounded(source, limit)


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise ReadError(
                    _words(
                        QT_TRANSLATE_NOOP(
                            "FileErrors", "the key {key} is given twice in one object; give each key once"
                        ),
                        key=_quoted(key),
                    )
                )
            seen.add(key)
    return data


def _integer(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise ReadError(
            _words(
                QT_TRANSLATE_NOOP(
                    "FileErrors",
                    "a number of {digits} digits is far too large to be meant; amounts are whole chips, at most 13 digits",
                ),
                digits=f"{digits:,}",
            )
        )
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if math.isinf(value):
        raise ReadError(
            _words(
                QT_TRANSLATE_NOOP(
                    "FileErrors", "the number {number} is too large to be meant; give a number"
                ),
                number=_cut(text),
            )
        )
    return value


def _cut(text: str) -> str:
    return text if len(text) <= 20 else text[:17] + "..."


def _constant(name: str) -> Any:
    raise ReadError(
        _words(
            QT_TRANSLATE_NOOP(
                "FileErrors", "{name} is not a JSON number (JSON has no {name}); give a number"
            ),
            name=name,
        )
    )


def _quoted(key: str) -> str:
    shown = json.dumps(key[:40] + ("..." if len(key) > 40 else ""))
    return printable(shown)


def loads_strict(text: str) -> Any:
    """Parse JSON text strictly (see the module docstring); :class:`ReadError` says
    what is wrong and where."""
    try:
        return json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_int=_integer,
            parse_float=_float,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as error:
        what = error.msg.removesuffix(" at")  # "Invalid control character at": Python's words
        raise ReadError(
            _words(
                QT_TRANSLATE_NOOP("FileErrors", "not valid JSON: {what} at line {line}, column {column}"),
                what=what,
                line=error.lineno,
                column=error.colno,
            )
        ) from None
    except RecursionError:
        raise ReadError(_words(QT_TRANSLATE_NOOP("FileErrors", "the JSON is nested too deeply"))) from None
    except ValueError as error:  # a float too long for Python (or any other parse limit)
        if isinstance(error, ReadError):
            raise
        raise ReadError(_not_json(str(error))) from None


def _not_json(why: str) -> Worded:
    """Python's own reason (in its words) for text it cannot parse as JSON."""
    return _words(QT_TRANSLATE_NOOP("FileErrors", "not valid JSON: {why}"), why=why)


def decode_utf8(raw: bytes) -> str:
    """UTF-8 text (a byte-order mark allowed) or a :class:`ReadError` naming the byte."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ReadError(
            _words(QT_TRANSLATE_NOOP("FileErrors", "not UTF-8 text (byte {byte})"), byte=error.start)
        ) from None


def read_json_file(source: str | Path, limit: int = MAX_JSON_BYTES) -> Any:
    """The JSON value of the file ``source``, or of standard input for ``-``,
    read within ``limit`` bytes and parsed strictly.

    Raises :class:`FileReadError`, whose message names ``source`` and says
    what is wrong (missing, a folder or a pipe, too large, not UTF-8, not
    valid JSON and where).
    """
    name = printable(str(source))
    try:
        raw = read_bounded(source, limit)
        if len(raw) > limit:
            raise FileReadError(
                name,
                _words(
                    QT_TRANSLATE_NOOP("FileErrors", "larger than {size}; a scenario is a few kilobytes"),
                    size=_size(limit),
                ),
            )
        return loads_strict(decode_utf8(raw))
    except ReadError as error:
        raise FileReadError(name, error.words) from None


def _size(limit: int) -> str:
    """``limit`` bytes in the largest whole unit (the limits are round numbers).

    >>> _size(5 * 1024 * 1024), _size(2048), _size(1000)
    ('5 MB', '2 KB', '1000 bytes')
    """
    for unit, size in (("MB", 1024 * 1024), ("KB", 1024)):
        if limit >= size and limit % size == 0:
            return f"{limit // size} {unit}"
    return f"{limit} bytes"
