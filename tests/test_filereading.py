"""The one strict, bounded reader every file format goes through."""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest

from dealer_trainer import filereading
from dealer_trainer.filereading import ReadError, loads_strict, printable, read_file_bounded


def test_the_docstring_examples_hold() -> None:
    assert doctest.testmod(filereading).failed == 0


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"seat": 1, "seat": 2}', 'the key "seat" is given twice'),
        ('{"a": {"b": 1, "b": 1}}', 'the key "b" is given twice'),
        ("[" + "9" * 4301 + "]", "4,301 digits"),
        ("[" + "9" * 101 + "]", "101 digits"),
        ("[NaN]", "NaN is not a JSON number"),
        ("[-Infinity]", "-Infinity is not a JSON number"),
        ("[1e400]", "too large"),
        ('{"\\u001b[2J": 1, "\\u001b[2J": 2}', 'the key "\\u001b[2J" is given twice'),
        ("[" * 100_000, "nested too deeply"),
        ("{", "not valid JSON"),
    ],
)
def test_strict_json_refuses_what_the_standard_parser_lets_through(text: str, words: str) -> None:
    with pytest.raises(ReadError) as caught:
        loads_strict(text)
    assert words in str(caught.value)
    assert str(caught.value).isprintable()


def test_strict_json_reads_what_is_valid() -> None:
    text = json.dumps({"a": [1, 2.5, -3, 10**12, None, True, "\u2663"], "b": {"a": 1}})
    assert loads_strict(text) == json.loads(text)


def test_printable_escapes_what_could_drive_a_terminal() -> None:
    assert printable("\x1b[2J\rerror: ok\n\u202eabc") == "\\x1b[2J\\rerror: ok\\n\\u202eabc"
    assert printable("10♣ and ♦ stay") == "10♣ and ♦ stay"


def test_reads_are_bounded(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 1000)
    assert len(read_file_bounded(path, 10)) == 11
    assert read_file_bounded(path, 5000) == b"x" * 1000


def test_only_regular_files_are_opened(tmp_path: Path) -> None:
    with pytest.raises(ReadError, match="is a folder"):
        read_file_bounded(tmp_path, 10)
    with pytest.raises(ReadError, match="no such file"):
        read_file_bounded(tmp_path / "nope", 10)
    if Path("/dev/zero").exists():
        with pytest.raises(ReadError, match="is a device"):
            read_file_bounded("/dev/zero", 10)


def test_a_json_file_that_cannot_be_read_names_itself_and_what_is_wrong(tmp_path: Path) -> None:
    from dealer_trainer.filereading import FileReadError, read_json_file

    bad = tmp_path / "hand.json"
    bad.write_text('{"a": 1, "a": 2}', encoding="utf-8")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2049)
    for source, limit, reason in (
        (bad, 1000, 'the key "a" is given twice'),
        (tmp_path / "gone.json", 1000, "no such file"),
        (tmp_path, 1000, "is a folder, not a file"),
        (big, 2048, "larger than 2 KB"),
    ):
        with pytest.raises(FileReadError) as caught:
            read_json_file(source, limit)
        assert caught.value.source == str(source)
        assert caught.value.reason.startswith(reason)
        assert str(caught.value) == f"{source}: {caught.value.reason}"
    bad.write_text('{"a": [1, 2]}', encoding="utf-8")
    assert read_json_file(bad) == {"a": [1, 2]}


def test_a_file_name_that_could_drive_a_terminal_is_quoted_printably(tmp_path: Path) -> None:
    from dealer_trainer.filereading import FileReadError, read_json_file

    with pytest.raises(FileReadError) as caught:
        read_json_file(tmp_path / "\x1b[2Jx.json")
    assert str(caught.value).isprintable() and "\\x1b[2Jx.json: no such file" in str(caught.value)
