"""The command line: schema, version, and errors that never show a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import EXAMPLES
from dealer_trainer import __version__
from dealer_trainer.cli import main
from dealer_trainer.engine import schema_text


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


def test_schema_command_prints_the_shipped_json_schema(capsys) -> None:
    status, out, _ = run(["schema"], capsys)
    assert status == 0
    schema = json.loads(out)
    assert schema == json.loads(schema_text())
    assert schema["properties"]["format"]["const"] == "stud-scenario/1"


def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert __version__ in capsys.readouterr().out


@pytest.mark.parametrize(
    "content, needle",
    [
        (b"{not json", "not valid JSON"),
        (b"\xff\xfe\x00bad", "not UTF-8"),
        (b"[" * 100000 + b"]" * 100000, "nested too deeply"),
        (b"[]", "must be a JSON object"),
        (b'{"format": "stud-scenario/1"}', "missing required keys"),
    ],
)
def test_bad_files_give_one_error_line_and_status_2(
    tmp_path: Path, content: bytes, needle: str, capsys
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    status, out, err = run(["replay", str(path), "--json"], capsys)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and needle in err


def test_missing_file_is_named(tmp_path: Path, capsys) -> None:
    status, _, err = run(["replay", str(tmp_path / "nope.json")], capsys)
    assert status == 2 and "nope.json: no such file" in err


def test_oversized_file_is_refused_before_parsing(tmp_path: Path, capsys) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (6 * 1024 * 1024))
    status, _, err = run(["replay", str(path)], capsys)
    assert status == 2 and "larger than 5 MB" in err


def test_walkthrough_shows_reasons_with_references(capsys) -> None:
    status, out, _ = run(["replay", str(EXAMPLES / "043-reshuffle-stud7-pa.json")], capsys)
    assert status == 0
    assert "Reshuffle into a new stub of 4" in out
    assert "PA §637a.10(h); house reading: the last card joins the burn cards: Only 1 card" in out
    assert out.startswith("Seven-card Stud High · Pennsylvania rules · 8 seats")
    assert "Next: seat 8 to act on seventh street; legal: fold, check, bet" in out


def test_walkthrough_names_each_pot_and_its_seats_plainly(capsys) -> None:
    status, out, _ = run(["replay", str(EXAMPLES / "058-allin-stud7-pa.json")], capsys)
    assert status == 0
    assert "  Main pot: 35 (seats 1, 4, 8 and 9) — seat 1 35" in out
    assert "  Side pot 1: 15 (seats 1, 8 and 9) — seat 1 15" in out
    assert "played for by seats 1, 8 and 9, the seats that put in all of it" in out
    status, out, _ = run(["replay", str(EXAMPLES / "033-rake_cap-stud7-cardroom.json")], capsys)
    assert "  Pot: 100 (seat 8) — seat 8 95" in out
    assert "House rules (cardroom): Every other seat folded" in out


def test_a_pack_path_alone_opens_the_app_with_that_pack(monkeypatch) -> None:
    import dealer_trainer.gui.app as app

    opened: list[object] = []
    monkeypatch.setattr(app, "run_app", lambda argv, pack=None: opened.append(pack) or 0)
    assert main(["lesson.studpack"]) == 0
    assert opened == ["lesson.studpack"]


def test_phh_export_then_import_gives_the_same_hand(tmp_path, capsys) -> None:
    from dealer_trainer.engine import replay

    scenario = EXAMPLES / "017-tie_remainder-stud7-pa.json"
    phh = tmp_path / "hand.phh"
    assert main(["phh", "export", str(scenario), "-o", str(phh)]) == 0
    assert "variant = 'F7S'" in phh.read_text() or 'variant = "F7S"' in phh.read_text()
    back = tmp_path / "back.json"
    assert main(["phh", "import", str(phh), "-o", str(back)]) == 0
    original = json.loads(scenario.read_text())
    assert replay(json.loads(back.read_text()))["result"]["awards"] == replay(original)["result"]["awards"]


def test_phh_of_a_game_phh_does_not_name_is_refused(capsys) -> None:
    assert main(["phh", "export", str(EXAMPLES / "007-random-stud5-pa.json")]) == 2
    err = capsys.readouterr().err
    assert (err.startswith("error: ") and "stud5" in err) or "Five-card" in err


def test_pack_answer_key_command_writes_a_pdf(tmp_path, capsys) -> None:
    from pathlib import Path

    sample = Path(__file__).resolve().parent.parent / "assets" / "packs" / "side-pots.studpack"
    target = tmp_path / "key.pdf"
    assert main(["pack", "answer-key", str(sample), "-o", str(target)]) == 0
    assert target.read_bytes().startswith(b"%PDF")
    assert "answer key for 6 hands" in capsys.readouterr().out


def test_pack_answer_key_worksheet_leaves_the_answers_out(tmp_path, capsys) -> None:
    import re
    import shutil
    import subprocess
    from pathlib import Path

    import pytest

    sample = Path(__file__).resolve().parent.parent / "assets" / "packs" / "side-pots.studpack"
    target = tmp_path / "sheet.pdf"
    assert (
        main(["pack", "answer-key", str(sample), "-o", str(target), "--worksheet", "--paper", "letter"]) == 0
    )
    assert "worksheet for 6 hands, 6 pages" in capsys.readouterr().out
    assert re.search(rb"/MediaBox\s*\[\s*0 0 612(\.0*)? 792", target.read_bytes())
    if shutil.which("pdftotext") is None:
        pytest.skip("poppler's pdftotext is not installed to read the PDF's text")
    text = subprocess.run(["pdftotext", str(target), "-"], capture_output=True, text=True, check=True).stdout
    assert "Worksheet" in text and "Answer:" in text
    assert "Answer: main pot" not in text and "Instructor's note" not in text


@pytest.mark.parametrize("count", ["0", "1001", "-3"])
def test_pack_generate_refuses_a_count_out_of_range_as_an_input_error(
    tmp_path: Path, count: str, capsys
) -> None:
    status, out, err = run(
        [
            "pack",
            "generate",
            "--variant",
            "stud7",
            "--drill",
            "bring-in",
            "--count",
            count,
            "-o",
            str(tmp_path / "p.studpack"),
        ],
        capsys,
    )
    assert status == 2 and out == ""
    assert err == "error: --count must be from 1 to 1000\n"
    assert not (tmp_path / "p.studpack").exists()


def test_pack_generate_names_a_focus_the_game_cannot_show(tmp_path: Path, capsys) -> None:
    status, _, err = run(
        [
            "pack",
            "generate",
            "--variant",
            "stud5",
            "--drill",
            "split-pot",
            "--focus",
            "no-low",
            "-o",
            str(tmp_path / "p.studpack"),
        ],
        capsys,
    )
    assert status == 2 and err.startswith("error: ") and err.count("\n") == 1
    assert "does not arise in" in err
