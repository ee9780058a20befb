"""The pack format's versions: stud-pack/2 for what /1 cannot say, /1 otherwise; both read.

A pack of the first five drills is still written as ``stud-pack/1``, so an
older copy of the app opens it; a question pinned to an action, an expected
answer in parts or a drill /1 does not name make it ``stud-pack/2``. A /1 file
that uses any of these is refused naming the field; a file of a later version
says a newer app is needed. An expected answer in parts is checked value by
value against what the question asks, naming the value.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from parts_helpers import asked_in_parts

from dealer_trainer.cli import main
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs import storage
from dealer_trainer.packs.checking import expect_of, problems
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import DRILLS_1, FORMAT, FORMAT_1, Pack, PackError
from dealer_trainer.packs.storage import load_pack, pack_from_json, save_pack, schema_text, schema_text_1
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer, part_line_english, wording


def _drills(schema: dict[str, Any]) -> list[str]:
    question = schema["properties"]["items"]["items"]["properties"]["questions"]["items"]
    return list(question["properties"]["drill"]["enum"])


@pytest.fixture(scope="module")
def old() -> Pack:
    return generate_pack(Variant.STUD7, RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 2, 5)


def pinned(pack: Pack) -> dict[str, Any]:
    """``pack`` as JSON with its first question pinned to the first action of its street."""
    data = pack.to_json()
    data["items"][0]["questions"][0]["action"] = 0
    data["items"][0]["questions"][0].pop("expect")
    return data


@pytest.fixture
def parts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Questions pinned to an action are answered in parts, as the betting drills' will be."""
    monkeypatch.setattr(storage, "question_on", asked_in_parts(storage.question_on))


def test_the_schemas_drills_are_the_apps_drills() -> None:
    assert _drills(json.loads(schema_text())) == [drill.value for drill in Drill]
    assert set(_drills(json.loads(schema_text_1()))) == {drill.value for drill in DRILLS_1}


def test_the_schema_command_prints_version_2_with_every_drill(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema", "--pack"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["format"] == {"const": FORMAT}
    assert _drills(schema) == [drill.value for drill in Drill]
    assert (
        "action" in schema["properties"]["items"]["items"]["properties"]["questions"]["items"]["properties"]
    )


def test_a_pack_of_the_first_drills_is_still_written_as_version_1(old: Pack, tmp_path: Path) -> None:
    path = tmp_path / "old.studpack"
    save_pack(old, path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == FORMAT_1 == "stud-pack/1"
    assert load_pack(path) == old


def test_a_version_2_file_of_first_drills_reads_and_is_saved_as_version_1(old: Pack) -> None:
    data = old.to_json()
    data["format"] = FORMAT
    assert pack_from_json(data).to_json()["format"] == FORMAT_1


def test_a_question_pinned_to_an_action_makes_version_2(old: Pack, tmp_path: Path) -> None:
    data = pinned(old)
    data["format"] = FORMAT
    pack = pack_from_json(data)
    assert pack.items[0].questions[0].point.action == 0
    path = tmp_path / "new.studpack"
    save_pack(pack, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["format"] == "stud-pack/2"
    assert written["items"][0]["questions"][0]["action"] == 0
    assert load_pack(path) == pack


def test_a_version_1_file_that_pins_an_action_is_refused_naming_the_field(old: Pack) -> None:
    with pytest.raises(PackError) as caught:
        pack_from_json(pinned(old))
    assert caught.value.where == "hand 1, question 1: action"
    assert 'set "format" to "stud-pack/2"' in caught.value.message
    assert '"stud-pack/1" pack cannot hold this' in caught.value.message


def test_a_version_1_file_with_parts_is_refused_naming_the_field(old: Pack) -> None:
    data = old.to_json()
    data["items"][1]["questions"][0]["expect"] = {"parts": [10]}
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.where == "hand 2, question 1: expect.parts"


def test_a_file_of_a_later_version_says_a_newer_app_is_needed(old: Pack) -> None:
    data = old.to_json()
    data["format"] = "stud-pack/3"
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.where == "format"
    assert "newer version of Dealer Trainer" in caught.value.message
    assert '"stud-pack/1", "stud-pack/2"' in caught.value.message


def test_an_unknown_format_names_both_versions(old: Pack) -> None:
    data = old.to_json()
    data["format"] = "stud-pak/1"
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.message == '"stud-pak/1" is not allowed; use "stud-pack/1" or "stud-pack/2"'


def test_an_action_without_its_street_is_refused(old: Pack) -> None:
    data = pinned(old)
    data["format"] = FORMAT
    del data["items"][0]["questions"][0]["street"]
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.where == "hand 1, question 1: action"
    assert 'give the "street"' in caught.value.message


def test_an_action_out_of_range_is_refused_by_the_schema(old: Pack) -> None:
    data = pinned(old)
    data["format"] = FORMAT
    data["items"][0]["questions"][0]["action"] = -1
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert str(caught.value) == "hand 1, question 1: action: must be at least 0, not -1"


def _parts_pack(old: Pack) -> dict[str, Any]:
    """``old`` with its first question pinned and the engine's parts answer expected."""
    data = pinned(old)
    data["format"] = FORMAT
    pack = pack_from_json(data)
    question = storage.questions_of(pack)[0][0]
    assert isinstance(question.answer, PartsAnswer)
    data["items"][0]["questions"][0]["expect"] = expect_of(question)
    return data


def test_an_expected_answer_in_parts_round_trips_and_is_checked(
    old: Pack, parts: None, tmp_path: Path
) -> None:
    data = _parts_pack(old)
    pack = pack_from_json(data)
    assert problems(pack) == []
    path = tmp_path / "parts.studpack"
    save_pack(pack, path)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["format"] == FORMAT
    assert written["items"][0]["questions"][0]["expect"] == data["items"][0]["questions"][0]["expect"]
    # a wrong value of the right kind opens, and the pack check names it
    wrong = copy.deepcopy(data)
    wrong["items"][0]["questions"][0]["expect"]["parts"][1] = not data["items"][0]["questions"][0]["expect"][
        "parts"
    ][1]
    found = problems(pack_from_json(wrong))
    assert [p.where for p in found] == ["hand 1, question 1"]
    assert "capped" in found[0].message


@pytest.mark.parametrize(
    ("index", "value", "said"),
    [
        (0, "ten", 'must be an amount of chips (a whole number, 0 or more), not the string "ten"'),
        (0, -5, "must be an amount of chips (a whole number, 0 or more), not the number -5"),
        (1, 1, "must be true or false, not the number 1"),
        (
            2,
            {"announce": "shout"},
            "must be an announcement, a hand or a low written as the pack format says",
        ),
        (2, [1], "must be an announcement, a hand or a low"),
        (2, {"announce": ["call"]}, "must be an announcement, a hand or a low"),
        (
            2,
            {"class": "full_house", "ranks": ["K", "K", "K", "7"]},
            "must be an announcement, a hand or a low",
        ),
        (3, [0, 3], "must be a list of seat numbers from 1 to 9, such as [3, 5], not a list"),
        (3, {"seats": 3}, "must be a list of seat numbers from 1 to 9, such as [3, 5], not an object"),
    ],
)
def test_a_wrong_kind_of_value_names_it_and_says_what_it_must_be(
    old: Pack, parts: None, index: int, value: Any, said: str
) -> None:
    data = _parts_pack(old)
    data["items"][0]["questions"][0]["expect"]["parts"][index] = value
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.where == f"hand 1, question 1: expect.parts[{index}]"
    assert said in caught.value.message


def test_too_few_values_say_how_many_are_asked(old: Pack, parts: None) -> None:
    data = _parts_pack(old)
    data["items"][0]["questions"][0]["expect"]["parts"].pop()
    with pytest.raises(PackError) as caught:
        pack_from_json(data)
    assert caught.value.where == "hand 1, question 1: expect.parts"
    assert caught.value.message == "the question asks for 4 answers, one after another; this list gives 3"


def test_a_blank_value_is_a_right_kind_of_value(old: Pack, parts: None) -> None:
    # null is "no answer": it fits every part (and the pack check says it is wrong)
    data = _parts_pack(old)
    data["items"][0]["questions"][0]["expect"]["parts"][0] = None
    assert problems(pack_from_json(data))


# --- the worst files ----------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**15), 10**15)
    | st.floats(allow_nan=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=6), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    key=st.sampled_from(["action", "street", "drill", "expect", "step"]),
    value=json_values,
    version=st.sampled_from(
        ["stud-pack/1", "stud-pack/2", "stud-pack/3", "stud-pack/02", "stud-pack/99999999999"]
    ),
)
def test_fuzz_any_value_in_a_question_of_either_version_gives_a_pack_error_or_a_pack(
    old: Pack, key: str, value: Any, version: str
) -> None:
    data = old.to_json()
    data["format"] = version
    data["items"][0]["questions"][0][key] = value
    try:
        opened = pack_from_json(data)
    except PackError as error:
        assert error.message and str(error).isprintable()  # noqa: PT017
        assert error.where == "format" or error.where.startswith("hand 1")  # noqa: PT017
    else:
        assert version in ("stud-pack/1", "stud-pack/2")
        assert pack_from_json(opened.to_json()) == opened


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    at=st.integers(0, 5),
    value=json_values,
    extra=st.lists(json_values, max_size=3),
)
def test_fuzz_any_expected_values_in_parts_give_a_pack_error_or_a_pack(
    old: Pack, parts: None, at: int, value: Any, extra: list[Any]
) -> None:
    data = _parts_pack(old)
    values = data["items"][0]["questions"][0]["expect"]["parts"]
    if at < len(values):
        values[at] = value
    else:
        values.extend(extra)
    try:
        opened = pack_from_json(data)
    except PackError as error:
        assert error.message and str(error).isprintable()  # noqa: PT017
        assert error.where.startswith("hand 1, question 1: expect.parts"), error  # noqa: PT017
    else:
        problems(opened)  # judged, without a crash, whatever the values
        assert pack_from_json(opened.to_json()) == opened


def test_pack_show_says_an_answer_in_parts_one_line_per_part(old: Pack, parts: None) -> None:
    from dealer_trainer.packs.showing import describe_pack

    pack = pack_from_json(_parts_pack(old))
    question = storage.questions_of(pack)[0][0]
    assert isinstance(question.answer, PartsAnswer)
    lines = describe_pack(pack).splitlines()
    start = lines.index("  A:")
    shown = lines[start + 1 : start + 1 + len(question.answer.parts)]
    words = wording(question.answer)
    assert [line.strip() for line in shown] == [
        part_line_english(part, part.right, words) for part in question.answer.parts
    ]


@pytest.mark.parametrize(
    "option", [{"announce": ["call"]}, {"class": {}, "ranks": ["A", "K", "Q", "J", "9"]}]
)
def test_an_option_naming_no_kind_is_refused_by_the_training_layer(option: dict[str, Any]) -> None:
    from dealer_trainer.training.errors import AnswerError
    from dealer_trainer.training.parts import option_from_json

    with pytest.raises(AnswerError):
        option_from_json(option)
