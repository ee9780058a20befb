"""Every file reader, through the real installed command, on files made to break it.

Bad JSON, huge integers, duplicate keys, deep nesting, NaN, text that would
drive the terminal, packs whose hands break a rule, devices, pipes and
folders: each reader (``replay FILE``, ``replay -``, ``pack validate``,
``pack show``, ``pack answer-key``, ``phh import FILE``, ``phh import -``,
``phh export``, and ``dealer-trainer PACK``, which opens the app) must refuse
each with exit status 2, nothing on standard output and one plain ``error:``
line on standard error; none may crash, print a traceback or hang (every run
has a time limit).
"""

from __future__ import annotations

import copy
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.phh import scenario_to_phh

COMMAND = Path(sys.executable).parent / "dealer-trainer"
TIME_LIMIT = 30  # seconds: a hang fails the test instead of the suite
ESC = "\x1b"

pytestmark = pytest.mark.skipif(not COMMAND.exists(), reason="the command is not installed")

SCENARIO = random_scenario(
    random.Random(5), variant=Variant.STUD7, rules=RuleSetName.PA, players=5, style=Style(fold=0.0)
)


def _pack(scenario: dict[str, Any], expect: dict[str, Any] | None = None) -> dict[str, Any]:
    question: dict[str, Any] = {"drill": "bring-in"}
    if expect is not None:
        question["expect"] = expect
    return {
        "format": "stud-pack/1",
        "title": "Class 1",
        "items": [{"scenario": scenario, "questions": [question]}],
    }


def _out_of_turn() -> dict[str, Any]:
    data = copy.deepcopy(SCENARIO)
    data["actions"][1]["seat"] = data["actions"][2]["seat"]
    return data


def _json(value: Any) -> bytes:
    return json.dumps(value).encode()


HUGE = "9" * 5000
#: name -> (file content, words the one error line must hold)
JSON_CASES: dict[str, tuple[bytes, str]] = {
    "bad-json": (b'{"format": "stud-pack/1",', "not valid JSON"),
    "huge-integer": (('{"format": "stud-pack/1", "title": ' + HUGE + "}").encode(), "5,000 digits"),
    "huge-integer-in-a-hand": (
        _json(_pack(dict(SCENARIO, button=777_777_777))).replace(b"777777777", HUGE.encode()),
        "5,000 digits",
    ),
    "duplicate-key": (
        b'{"format": "stud-pack/1", "title": "a", "title": "b", "items": []}',
        'the key "title" is given twice',
    ),
    "duplicate-seat": (
        _json(SCENARIO).replace(
            b'"seats": {', b'"seats": {"%s": {"stack": 5}, ' % next(iter(SCENARIO["seats"])).encode()
        ),
        "is given twice",
    ),
    "deep-nesting": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    "nan": (b'{"format": NaN}', "NaN is not a JSON number"),
    "infinity": (b'{"format": 1e99999}', "too large"),
    "terminal-codes": (
        _json(dict(SCENARIO, **{f"{ESC}[2J\nerror: all fine": 1})),
        "\\x1b[2J\\nerror: all fine",
    ),
    "not-utf8": (b"\xff\xfe{}", "not UTF-8"),
}
PACK_CASES: dict[str, tuple[bytes, str]] = {
    "hand-out-of-turn": (_json(_pack(_out_of_turn())), r"hand 1: actions[1]: seat"),
    "expect-seat-4.0": (_json(_pack(SCENARIO, {"seat": 4.0})), "hand 1, question 1: "),
}


def _phh(text: str) -> bytes:
    return text.encode()


GOOD_PHH = scenario_to_phh(SCENARIO)
PHH_CASES: dict[str, tuple[bytes, str]] = {
    "bad-toml": (b"variant = ", "not valid TOML"),
    "huge-integer": (_phh(GOOD_PHH.replace("bring_in = ", f"bring_in = {HUGE} #")), "4,300 digits"),
    "unknown-hole-cards": (
        _phh(
            re.sub(r'"d dh p1 \w\w\w\w', '"d dh p1 ????', re.sub(r'"p\d sm [^"]*",', "", GOOD_PHH), count=1)
        ),
        "leaves unknown (??)",
    ),
    "terminal-codes": (
        _phh(GOOD_PHH.replace('variant = "F7S"', 'variant = "\\u001b[2J\\nerror: fine"')),
        "\\x1b[2J\\nerror: fine",
    ),
    "duplicate-key": (_phh(GOOD_PHH + "bring_in = 1\n"), "not valid TOML"),
}


@pytest.fixture(scope="module")
def specials(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """Paths that are not regular files: a device, a pipe nobody writes, a folder."""
    folder = tmp_path_factory.mktemp("specials")
    found = {"folder": str(folder)}
    if os.path.exists("/dev/zero"):
        found["dev-zero"] = "/dev/zero"
    if hasattr(os, "mkfifo"):
        fifo = folder / "pipe.json"
        os.mkfifo(fifo)
        found["fifo"] = str(fifo)
    return found


def run(
    args: list[str], stdin: bytes | None = None, stdin_file: str | None = None, app: bool = False
) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    if app:
        env["DEALER_TRAINER_QUIT_WHEN_READY"] = "1"
    if stdin_file is not None:
        with open(stdin_file, "rb") as handle:
            return subprocess.run(
                [str(COMMAND), *args], stdin=handle, capture_output=True, timeout=TIME_LIMIT, env=env
            )
    return subprocess.run(
        [str(COMMAND), *args], input=stdin or b"", capture_output=True, timeout=TIME_LIMIT, env=env
    )


def refused(done: subprocess.CompletedProcess[bytes], words: str = "", *, app: bool = False) -> str:
    """The one error line of a refused run (exit 2, nothing on stdout, no traceback)."""
    err = done.stderr.decode("utf-8", "replace")
    lines = err.splitlines()
    if app:  # Qt's own notes on an offscreen screen are not ours
        lines = [line for line in lines if "propagateSizeHints" not in line]
    assert done.returncode == 2, err
    assert done.stdout == b"", done.stdout[:200]
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err and "internal error" not in err
    assert ESC not in err and "\r" not in err
    assert words in lines[0], lines[0]
    return lines[0]


def _write(tmp_path: Path, content: bytes, name: str) -> str:
    path = tmp_path / name
    path.write_bytes(content)
    return str(path)


JSON_READERS = {
    "replay": ["replay"],
    "pack-validate": ["pack", "validate"],
    "phh-export": ["phh", "export"],
}


#: Each JSON reader with the cases it gets: replay all of them; pack validate and
#: phh export (the same strict reader underneath) a few each.
JSON_READER_CASES = (
    [("replay", case) for case in JSON_CASES]
    + [
        ("pack-validate", case)
        for case in ("huge-integer-in-a-hand", "duplicate-key", "deep-nesting", "nan", "terminal-codes")
    ]
    + [("phh-export", case) for case in ("huge-integer", "duplicate-key", "deep-nesting", "terminal-codes")]
)


@pytest.mark.parametrize(
    ("reader", "case"), JSON_READER_CASES, ids=[f"{reader}-{case}" for reader, case in JSON_READER_CASES]
)
def test_json_readers_refuse_bad_json_with_one_line(tmp_path: Path, reader: str, case: str) -> None:
    content, words = JSON_CASES[case]
    if reader == "pack-validate" and case == "terminal-codes":
        words = "missing required keys"  # a scenario, not a pack: still one escaped line
    refused(run([*JSON_READERS[reader], _write(tmp_path, content, "bad.json")]), words)


@pytest.mark.parametrize("case", ["huge-integer", "duplicate-key", "deep-nesting", "nan"])
def test_replay_from_standard_input_refuses_bad_json(case: str) -> None:
    content, words = JSON_CASES[case]
    line = refused(run(["replay", "-"], stdin=content), words)
    assert line.startswith("error: -: ")


PACK_READER_CASES = [
    (reader, case)
    for reader in ("validate", "show", "answer-key")
    for case in ("hand-out-of-turn", "huge-integer-in-a-hand", "duplicate-key")
] + [("validate", "expect-seat-4.0")]


@pytest.mark.parametrize(
    ("reader", "case"), PACK_READER_CASES, ids=[f"{reader}-{case}" for reader, case in PACK_READER_CASES]
)
def test_pack_commands_refuse_bad_packs(tmp_path: Path, reader: str, case: str) -> None:
    content, words = {**PACK_CASES, **JSON_CASES}[case]
    if case == "expect-seat-4.0":  # hit an assert; judged now as the whole number it is
        words = "hand 1, question 1: expects seat 4, but by the rules the answer is seat"
    extra = ["-o", str(tmp_path / "key.pdf")] if reader == "answer-key" else []
    refused(run(["pack", reader, _write(tmp_path, content, "bad.studpack"), *extra]), words)
    assert not (tmp_path / "key.pdf").exists()


@pytest.mark.parametrize("case", PHH_CASES, ids=list(PHH_CASES))
def test_phh_import_refuses_bad_hands(tmp_path: Path, case: str) -> None:
    content, words = PHH_CASES[case]
    refused(run(["phh", "import", _write(tmp_path, content, "bad.phh")]), words)


def test_phh_import_from_standard_input_is_bounded() -> None:
    refused(run(["phh", "import", "-"], stdin_file="/dev/zero"), "more than 1,000,000 bytes")
    refused(run(["replay", "-"], stdin_file="/dev/zero"), "larger than 5 MB")


FILE_READERS = {
    "replay": ["replay"],
    "pack-validate": ["pack", "validate"],
    "pack-show": ["pack", "show"],
    "pack-answer-key": ["pack", "answer-key", "-o", "/nonexistent/key.pdf"],
    "phh-import": ["phh", "import"],
    "phh-export": ["phh", "export"],
}


@pytest.mark.parametrize("special", ["dev-zero", "fifo", "folder"])
@pytest.mark.parametrize("reader", FILE_READERS, ids=list(FILE_READERS))
def test_readers_refuse_what_is_not_a_regular_file(
    specials: dict[str, str], reader: str, special: str
) -> None:
    if special not in specials:
        pytest.skip(f"no {special} on this system")
    args = FILE_READERS[reader]
    command = (
        [*args[:2], specials[special], *args[2:]]
        if reader == "pack-answer-key"
        else [*args, specials[special]]
    )
    words = {"dev-zero": "is a device", "fifo": "is a pipe", "folder": "is a folder"}[special]
    refused(run(command), words)


@pytest.mark.parametrize("case", ["hand-out-of-turn", "duplicate-key", "dev-zero", "fifo"])
def test_opening_the_app_with_a_bad_pack_refuses_it(
    tmp_path: Path, specials: dict[str, str], case: str
) -> None:
    """``dealer-trainer PACK`` (a double-clicked pack) used to die at start on a hand
    that breaks a rule; now the window says why (the quit-when-ready run writes
    the message as an error line) and the app keeps running."""
    if case in PACK_CASES or case in JSON_CASES:
        content, words = {**PACK_CASES, **JSON_CASES}[case]
        path = _write(tmp_path, content, "bad.studpack")
        words = "bad.studpack: " + words
    elif case in specials:
        path, words = specials[case], {"dev-zero": "is a device", "fifo": "is a pipe"}[case]
    else:
        pytest.skip(f"no {case} on this system")
    refused(run([path], app=True), words, app=True)


def test_the_readers_accept_good_files(tmp_path: Path) -> None:
    """The same commands on good files: the refusals above are not blanket ones."""
    pack = _write(tmp_path, _json(_pack(SCENARIO)), "good.studpack")
    scenario = _write(tmp_path, _json(SCENARIO), "good.json")
    hand = _write(tmp_path, GOOD_PHH.encode(), "good.phh")
    for args in (
        ["replay", scenario],
        ["pack", "validate", pack],
        ["phh", "import", hand],
        ["phh", "export", scenario],
    ):
        done = run(args)
        assert done.returncode == 0 and done.stderr == b"" and done.stdout, (args, done.stderr)
    assert run(["replay", "-"], stdin=_json(SCENARIO)).returncode == 0
    done = run([pack], app=True)
    assert done.returncode == 0 and b"error" not in done.stderr, done.stderr
