"""Scenario packs: format, safe loading, atomic saving, validation, generation, commands."""

from __future__ import annotations

import json
import os
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.cli import main
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.checking import expect_of, problems
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import FORMATS, MAX_BYTES, Pack, PackError
from dealer_trainer.packs.storage import load_pack, pack_from_json, parse_bytes, questions_of, save_pack
from dealer_trainer.training.drills import Point
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill


@pytest.fixture(scope="module")
def pack() -> Pack:
    first = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 3, 1)
    second = generate_pack(Variant.STUD7_HILO8, RuleSetName.CARDROOM, Drill.SPLIT_POT, Focus.NO_LOW, 2, 2)
    return replace(first, items=first.items + second.items, author="Ms. Dealer", created="2026-11-29")


def write(tmp_path: Path, data: object, name: str = "p.studpack") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_pack_round_trips_through_a_file(pack: Pack, tmp_path: Path) -> None:
    save_pack(pack, tmp_path / "a.studpack")
    again = load_pack(tmp_path / "a.studpack")
    assert again == pack
    assert again.to_json()["format"] == "stud-pack/1"


def test_answers_come_from_the_engine_not_the_file(pack: Pack) -> None:
    data = pack.to_json()
    data["items"][0]["questions"][0]["expect"] = {
        "seat": 1 if pack.items[0].questions[0].expect["seat"] != 1 else 2
    }
    tampered = pack_from_json(data)
    # the question's answer is still the engine's ...
    assert questions_of(tampered)[0][0].answer == questions_of(pack)[0][0].answer
    # ... and validation flags the disagreement, naming item and field
    found = problems(tampered)
    assert [p.where for p in found] == ["hand 1, question 1"]
    assert "but by the rules the answer is seat" in found[0].message


def test_a_pack_of_engine_answers_has_no_problems(pack: Pack) -> None:
    assert problems(pack) == []


def test_expected_answers_of_every_drill_are_checked() -> None:
    for drill in Drill:
        made = generate_pack(Variant.STUD7, RuleSetName.PA, drill, Focus.ANY, 2, 5)
        assert problems(made) == []
        for item, questions in zip(made.items, questions_of(made)):
            assert item.questions[0].expect == expect_of(questions[0])


def test_generate_is_reproducible_by_seed() -> None:
    a = generate_pack(Variant.STUD7_LOW, RuleSetName.ONLINE, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING, 4, 9)
    b = generate_pack(Variant.STUD7_LOW, RuleSetName.ONLINE, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING, 4, 9)
    c = generate_pack(Variant.STUD7_LOW, RuleSetName.ONLINE, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING, 4, 10)
    assert a.to_json() == b.to_json() and a.to_json() != c.to_json()


def test_a_point_that_does_not_fit_the_hand_is_named(pack: Pack, tmp_path: Path) -> None:
    data = pack.to_json()
    data["items"][1]["questions"][0] = {"drill": "first-to-act", "street": 7}
    data["items"][1]["scenario"]["actions"] = data["items"][1]["scenario"]["actions"][:1]
    with pytest.raises(PackError) as caught:
        load_pack(write(tmp_path, data))
    assert caught.value.where == "hand 2, question 1"


def test_a_bad_hand_names_the_item_and_the_scenario_field(pack: Pack, tmp_path: Path) -> None:
    data = pack.to_json()
    data["items"][2]["scenario"]["deck"][5] = "Zz"
    with pytest.raises(PackError) as caught:
        load_pack(write(tmp_path, data))
    assert caught.value.where == "hand 3: deck[5]"
    assert "is not a card" in caught.value.message


@pytest.mark.parametrize(
    "content, needle",
    [
        (b"", "not valid JSON"),
        (b'{"format": "stud-pack/1", "title": "x", "items": [', "is the file complete"),
        (b"\xff\xfe", "not UTF-8"),
        (b"[" * 50000 + b"]" * 50000, "nested too deeply"),
        (b"[]", "must be a JSON object"),
        (b'{"format": "stud-pack/3", "title": "x", "items": []}', "a newer version of Dealer Trainer"),
        (b'{"format": "stud-pack/x", "title": "x", "items": []}', '"stud-pack/1" or "stud-pack/2"'),
        (b'{"format": "stud-pack/1", "title": "", "items": []}', "must not be empty"),
        (b'{"format": "stud-pack/1", "title": "x", "items": [], "extra": 1}', "unknown key 'extra'"),
        (b'{"format": "stud-pack/1", "title": "x", "created": "29/11/2026", "items": []}', "is not a date"),
        (
            b'{"format": "stud-pack/1", "title": "x", "items": [{"scenario": {}, "questions": []}]}',
            "hand 1: questions",
        ),
    ],
)
def test_malformed_packs_give_a_clear_message(tmp_path: Path, content: bytes, needle: str) -> None:
    path = tmp_path / "bad.studpack"
    path.write_bytes(content)
    with pytest.raises(PackError) as caught:
        load_pack(path)
    assert needle in str(caught.value)


def test_an_oversized_pack_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "big.studpack"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(PackError, match="larger than 10 MB"):
        load_pack(path)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=30,
)


def assert_readable(error: PackError) -> None:
    """A pack error a user can act on: something said, on one printable line."""
    assert error.message and str(error).isprintable()


@given(json_values)
def test_fuzz_random_json_only_ever_gives_a_pack_error(value: object) -> None:
    # No random value is a pack ("format", "title" and "items" are required): every
    # one is refused, and with a PackError, never another exception.
    with pytest.raises(PackError) as caught:
        pack_from_json(value)
    assert_readable(caught.value)
    if not isinstance(value, dict):
        assert str(caught.value) == "pack: a pack must be a JSON object"


@given(st.sampled_from(["title", "author", "items", "format", "version", "description"]), json_values)
def test_fuzz_wrong_values_in_a_real_pack_give_a_pack_error(key: str, value: object) -> None:
    base = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 1, 3).to_json()
    base[key] = value
    try:
        opened = pack_from_json(base)
    except PackError as error:
        # refused, and the error names the field that was changed
        assert_readable(error)
        assert error.where == key or (key == "items" and error.where.startswith("hand ")), error  # noqa: PT017
    else:
        # accepted: then the value was a right one, and the pack keeps it (a format
        # either version names: the pack is written in the oldest that says it all)
        if key == "format":
            assert value in FORMATS
        else:
            assert opened.to_json().get(key, "") == value


@given(st.binary(max_size=300))
def test_fuzz_random_bytes_only_ever_give_a_pack_error(raw: bytes) -> None:
    with pytest.raises(PackError) as caught:
        pack_from_json(parse_bytes(raw))
    assert_readable(caught.value)


def test_a_crash_mid_save_leaves_the_previous_file_intact(
    pack: Pack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "class.studpack"
    save_pack(pack, path)
    before = path.read_bytes()

    def crash(*args: object) -> None:
        raise OSError("disk pulled out")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk pulled out"):
        save_pack(replace(pack, title="changed"), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["class.studpack"]  # no temporary left


def test_a_killed_writer_leaves_the_previous_file_intact(pack: Pack, tmp_path: Path) -> None:
    """A process killed while writing (here: after writing half the temporary
    file) never touches the real file."""
    import subprocess
    import sys

    path = tmp_path / "class.studpack"
    save_pack(pack, path)
    before = path.read_bytes()
    code = (
        "import os, sys, json\n"
        "from dealer_trainer.packs import storage\n"
        "from dealer_trainer.packs.storage import load_pack, save_pack\n"
        f"pack = load_pack({str(path)!r})\n"
        "real_fsync = os.fsync\n"
        "def die(fd): os._exit(9)\n"
        "os.fsync = die\n"
        f"save_pack(pack, {str(path)!r})\n"
    )
    done = subprocess.run([sys.executable, "-c", code], check=False)
    assert done.returncode == 9
    assert path.read_bytes() == before
    assert load_pack(path) == pack


def test_commands_validate_show_generate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "gen.studpack"
    assert (
        main(
            [
                "pack",
                "generate",
                "--variant",
                "stud7-hilo8",
                "--drill",
                "split-pot",
                "--focus",
                "odd-chip",
                "--count",
                "3",
                "--seed",
                "4",
                "-o",
                str(out),
            ]
        )
        == 0
    )
    assert main(["pack", "validate", str(out)]) == 0
    assert "all answers agree with the engine" in capsys.readouterr().out
    assert main(["pack", "show", str(out)]) == 0
    shown = capsys.readouterr().out
    assert "Q: Split the pot" in shown and "A: " in shown and "PA §637a.10" in shown
    data = json.loads(out.read_text())
    data["items"][1]["questions"][0]["expect"]["rake"] = 3
    bad = write(tmp_path, data, "bad.studpack")
    assert main(["pack", "validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad}: hand 2, question 1: expects")


def test_generate_refuses_a_focus_the_game_cannot_show(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "pack",
                "generate",
                "--variant",
                "stud5",
                "--drill",
                "common-card",
                "--focus",
                "common-card",
                "-o",
                str(tmp_path / "x.studpack"),
            ]
        )
        == 2
    )
    assert "does not arise in Five-card Stud" in capsys.readouterr().err


def test_pack_schema_command_prints_the_shipped_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--pack"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["format"]["const"] == "stud-pack/2"


def test_a_question_without_a_point_where_one_is_needed_gets_a_random_free_one() -> None:
    made = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.DEALER_NEXT, Focus.ANY, 1, 1)
    assert made.items[0].questions[0].point.street is not None
    assert made.items[0].questions[0].point != Point()


def test_a_saved_pack_is_readable_by_others_like_any_new_file(pack: Pack, tmp_path: Path) -> None:
    path = tmp_path / "shared.studpack"
    save_pack(pack, path)
    umask = os.umask(0)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask
    path.chmod(0o640)
    save_pack(pack, path)
    assert path.stat().st_mode & 0o777 == 0o640


def test_a_whole_number_written_4_0_is_read_as_4(pack: Pack) -> None:
    """``"expect": {"seat": 4.0}`` hit an ``assert``; JSON Schema counts 4.0 as a whole
    number, so it is judged as the seat it names."""
    data = pack.to_json()
    seat = questions_of(pack)[0][0].answer.seat  # type: ignore[union-attr]
    data["items"][0]["questions"][0]["expect"] = {"seat": float(seat)}
    assert problems(pack_from_json(data)) == []
    data["items"][0]["questions"][0]["expect"] = {"seat": float(seat % 9 + 1)}
    assert "expects seat" in str(problems(pack_from_json(data))[0])


def test_a_key_given_twice_is_refused_naming_it(pack: Pack, tmp_path: Path) -> None:
    text = json.dumps(pack.to_json()).replace('"title": ', '"title": "One", "title": ', 1)
    path = tmp_path / "twice.studpack"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PackError, match='the key "title" is given twice'):
        load_pack(path)


@pytest.mark.parametrize("variant", ["stud5", "stud7-low"])
def test_a_generated_first_to_act_pack_deals_again_a_hand_that_ends_on_the_first_street(variant):
    # Seeds 2 and 4 once gave a five-card stud hand that everyone folded on
    # third street, and the command stopped with "no betting round after the first".
    from dealer_trainer.engine.names import RuleSetName, Variant
    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.training.drills import Drill
    from dealer_trainer.training.focus import Focus

    for seed in range(1, 9):
        pack = generate_pack(Variant(variant), RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 5, seed)
        assert len(pack.items) == 5


def test_a_problem_with_the_pack_as_a_whole_is_named_the_pack_not_a_scenario() -> None:
    # the schema wrapper is shared with the scenario loader; each names its own document
    with pytest.raises(PackError, match=r'^pack: missing required key "title"\Z') as caught:
        pack_from_json({"format": "stud-pack/1", "items": []})
    assert caught.value.where == "pack"


def test_a_packs_expected_answer_is_judged_in_one_place_for_the_check_the_editor_and_the_key() -> None:
    """judge_expected: None when the answer does not fit the drill, else the engine's verdict."""
    from dealer_trainer.packs.checking import judge_expected
    from dealer_trainer.training.drills import SeatAnswer, new_question

    question = new_question(Drill.BRING_IN, random.Random(3), [Variant.STUD7], [RuleSetName.PA])
    assert isinstance(question.answer, SeatAnswer)
    right = judge_expected(question, {"seat": question.answer.seat})
    wrong = judge_expected(question, {"seat": question.answer.seat % 8 + 1})
    assert right is not None and right.correct
    assert wrong is not None and not wrong.correct
    assert judge_expected(question, {"move": "burn"}) is None
