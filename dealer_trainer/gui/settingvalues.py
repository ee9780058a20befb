"""Reading saved settings safely: every value checked, anything odd is the default.

The settings file is plain text anyone can edit (or a newer or older version
of the app may have written it), and ``QSettings.value(key, type=int)``
converts whatever it finds: ``view/speed=99999999999999999999`` came back as
a Python int so large that every dealt hand raised OverflowError. Each
reader here takes the raw value, accepts it only if it is one of the values
the app knows (or within bounds), and otherwise returns the default, so a
damaged setting costs the user a preference, never the app.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

#: Longer strings are not a setting anyone wrote (a name, a mode, a list of games).
MAX_TEXT = 1000
#: A saved window geometry is a few dozen bytes.
MAX_GEOMETRY_BYTES = 4096
_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def _raw(settings: QSettings, key: str) -> Any:
    try:
        return settings.value(key)
    # A value Qt itself cannot decode comes back as None; what PySide cannot
    # turn into a Python value (a type it has no converter for) raises one of these.
    except (RuntimeError, TypeError, ValueError):
        return None


def read_int(
    settings: QSettings,
    key: str,
    default: int,
    *,
    choices: Collection[int] | None = None,
    low: int | None = None,
    high: int | None = None,
) -> int:
    """A whole number that is one of ``choices`` (if given) and within ``low``..``high``
    (if given); otherwise ``default``."""
    value = _raw(settings, key)
    number: int | None = None
    if isinstance(value, bool):
        number = None
    elif isinstance(value, int):
        number = value
    elif isinstance(value, str):
        text = value.strip()
        if 0 < len(text) <= 20 and text.lstrip("+-").isdigit() and text.isascii():
            number = int(text)
    if number is None or (choices is not None and number not in choices):
        return default
    if (low is not None and number < low) or (high is not None and number > high):
        return default
    return number


def read_bool(settings: QSettings, key: str, default: bool) -> bool:
    """``true``/``false`` (as Qt writes them, or 1/0, yes/no, on/off); otherwise ``default``."""
    value = _raw(settings, key)
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0 if value in (0, 1) else default
    if isinstance(value, str):
        text = value.strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
    return default


def read_text(
    settings: QSettings,
    key: str,
    default: str,
    *,
    choices: Collection[str] | None = None,
    max_length: int = MAX_TEXT,
) -> str:
    """A string (one of ``choices``, if given) of at most ``max_length`` characters;
    otherwise ``default``."""
    value = _raw(settings, key)
    if not isinstance(value, str) or len(value) > max_length or "\0" in value:
        return default
    if choices is not None and value not in choices:
        return default
    return value


def read_choices(
    settings: QSettings, key: str, known: Collection[str], *, max_items: int = 50
) -> list[str] | None:
    """A list of the ``known`` names, stored as ``"a,b"`` (or as a list, as Qt reads
    a hand-edited ``a, b``); unknown names and repeats are dropped. ``None`` when
    the setting is absent or not a list of names at all (use the default then)."""
    value = _raw(settings, key)
    if isinstance(value, str):
        if len(value) > MAX_TEXT:
            return None
        parts = value.split(",") if value else []
    elif isinstance(value, list) and len(value) <= max_items:
        parts = [part for part in value if isinstance(part, str)]
        if len(parts) != len(value):
            return None
    else:
        return None
    chosen: list[str] = []
    for part in parts[:max_items]:
        name = part.strip()
        if name in known and name not in chosen:
            chosen.append(name)
    return chosen


def read_text_list(settings: QSettings, key: str, *, max_items: int, max_length: int = 4096) -> list[str]:
    """A list of strings (file names), at most ``max_items``; anything else is dropped."""
    value = _raw(settings, key)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return []
    return [
        item
        for item in value
        if isinstance(item, str) and item and len(item) <= max_length and "\0" not in item
    ][:max_items]


def read_bytes(settings: QSettings, key: str, *, max_bytes: int = MAX_GEOMETRY_BYTES) -> QByteArray | None:
    """Saved bytes (a window geometry) of at most ``max_bytes``; otherwise ``None``."""
    value = _raw(settings, key)
    if isinstance(value, QByteArray) and 0 < value.size() <= max_bytes:
        return value
    if isinstance(value, (bytes, bytearray)) and 0 < len(value) <= max_bytes:
        return QByteArray(bytes(value))
    return None
