"""The session code a class types in, and the token that keeps a trainee's seat.

The code is short enough to read off a projector and type on a laptop: six
characters from an alphabet without the look-alikes (no 0/O, 1/I/L), drawn with
:mod:`secrets`, so it cannot be guessed from the time or the last one (32**6,
about a billion codes). The token is the trainee's proof, given at the first
join and kept by their app, that a later join under the same name is them.

>>> len(new_code()), set(new_code()) <= set(ALPHABET)
(6, True)
>>> normal_code(" k7p-2qx ")
'K7P2QX'
"""

from __future__ import annotations

import secrets

#: The characters of a session code: upper-case letters and digits that cannot be misread.
ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    """A fresh random session code."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """The code as typed, upper-cased, with spaces and dashes left out (how it is compared)."""
    return "".join(c for c in text.upper() if c not in " -\t")


def same_code(typed: str, code: str) -> bool:
    """Whether ``typed`` is the session's ``code``, compared in constant time."""
    return secrets.compare_digest(normal_code(typed).encode("utf-8"), code.encode("utf-8"))


def new_token() -> str:
    """A trainee's secret token (32 hex digits)."""
    return secrets.token_hex(16)
