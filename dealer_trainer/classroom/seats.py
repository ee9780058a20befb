"""A trainee's seat in a class session, kept on their disk: the token that proves a rejoin is them.

The host gives a trainee a token at their first join (:class:`~.protocol.Welcome`);
a later join under the same name must bring it back (see :mod:`.sessionstate`).
So that a laptop that slept, an app that crashed or a bot that was restarted
can take its seat again, the token is written here as soon as it arrives,
one small file per seat — per (address, session code, name) — in
``Class seats`` under the user's data folder (platformdirs), or under
``$DEALER_TRAINER_DATA`` when that is set (tests and scripts: one folder per run).

One file per seat, not one file for all: several bots (or an app and a bot) on
one machine then never write the same file at the same time. A file that
cannot be read is a seat forgotten (the trainee joins again as new, and the
host says the name is taken if it is): never an error that stops joining.

>>> import tempfile, os
>>> os.environ["DEALER_TRAINER_DATA"] = tempfile.mkdtemp()
>>> remember("127.0.0.1:47810", "k7p2qx", "Ana", "ab" * 16)
>>> token_for("127.0.0.1:47810", "K7P2QX", "Ana")
'abababababababababababababababab'
>>> token_for("127.0.0.1:47810", "K7P2QX", "Bea") is None
True
>>> del os.environ["DEALER_TRAINER_DATA"]
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

from ..atomicfile import write_text_atomic
from .codes import normal_code
from .protocol import MAX_TOKEN, trainee_name

log = logging.getLogger(__name__)

APP_NAME = "Dealer Trainer"
#: Set to a folder to keep the seats there instead of the user's data folder.
ENV_VAR = "DEALER_TRAINER_DATA"
FOLDER = "Class seats"
#: A seat file is a few hundred bytes; anything bigger is not one of ours.
MAX_FILE = 4096


def seats_folder() -> Path:
    """Where the seats are kept (not created until one is written)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override) / FOLDER
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, APP_NAME)) / FOLDER


def _key(address: str, code: str, name: str) -> str:
    return "\n".join((address.strip().lower(), normal_code(code), trainee_name(name) or name))


def seat_path(address: str, code: str, name: str) -> Path:
    """The file of one seat: named by a digest, so a name with any characters makes a safe file name."""
    digest = hashlib.sha256(_key(address, code, name).encode("utf-8")).hexdigest()[:32]
    return seats_folder() / f"{digest}.json"


def token_for(address: str, code: str, name: str) -> str | None:
    """The token kept for this seat, or ``None`` (never joined, or the file is unreadable)."""
    path = seat_path(address, code, name)
    try:
        if path.stat().st_size > MAX_FILE:
            log.warning("class seat %s is too big to be one; joining as new", path)
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as error:  # unreadable, or not JSON
        log.warning("class seat %s cannot be read (%s); joining as new", path, error)
        return None
    token = data.get("token") if isinstance(data, dict) else None
    if (
        not isinstance(token, str)
        or not 0 < len(token) <= MAX_TOKEN
        or data.get("key") != _key(address, code, name)
    ):
        log.warning("class seat %s is not one of ours; joining as new", path)
        return None
    return token


def remember(address: str, code: str, name: str, token: str) -> None:
    """Keep ``token`` for this seat (atomically). A disk that refuses is logged, not raised:
    the session goes on, only a rejoin after a restart would not be possible."""
    path = seat_path(address, code, name)
    text = json.dumps({"key": _key(address, code, name), "token": token}) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_text_atomic(path, text)
    except OSError as error:
        log.warning("class seat %s cannot be written (%s)", path, error)


def forget(address: str, code: str, name: str) -> None:
    """Drop the seat (the session ended: its token is of no more use)."""
    try:
        seat_path(address, code, name).unlink(missing_ok=True)
    except OSError as error:
        log.warning("class seat cannot be removed (%s)", error)
