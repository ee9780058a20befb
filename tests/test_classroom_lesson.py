"""A class session's lesson: a pack's questions in its order (Spot the error left out), drills dealt in
turn from a seed with Table-ready's hard cases mixed in, the question sent as the table shows it
(never the hand nor the answer), rebuilt by the trainee's app from the reveal as the drills build
it, and every refusal a classroom error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import EXAMPLES
from dealer_trainer.classroom.errors import LessonError, ProtocolError, SessionFileError
from dealer_trainer.classroom.lesson import (
    DEFAULT_SECONDS,
    Lesson,
    asked,
    lesson_from_drills,
    lesson_from_pack,
    question_from_json,
    question_from_revealed,
    question_to_json,
    shown,
)
from dealer_trainer.classroom.protocol import MAX_LINE, Revealed, decode_from_host, encode
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
from dealer_trainer.packs.moments import spot_point
from dealer_trainer.packs.storage import load_pack, questions_of
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import NO_FAULT, Point

PACKS = Path(__file__).parent.parent / "assets" / "packs"
STUD5 = "007-random-stud5-pa"
CLASS_DRILLS = [d for d in Drill if d is not Drill.SPOT]


def scenario(name: str = STUD5) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def every_drill() -> Lesson:
    """One question of every drill a class can be dealt, on every game and rule set."""
    return lesson_from_drills(CLASS_DRILLS, list(Variant), list(RuleSetName), Level.PRACTICE, 10, seed=3)


def test_a_pack_is_dealt_in_its_own_order() -> None:
    pack = load_pack(PACKS / "seven-card-stud-hilo.studpack")
    lesson = lesson_from_pack(pack, Level.GUIDED, seconds=20)
    expected = [q for item in questions_of(pack) for q in item]
    assert list(lesson.questions) == expected
    assert (lesson.title, lesson.level, lesson.seconds, lesson.left_out) == (pack.title, Level.GUIDED, 20, 0)


def test_spot_the_error_is_left_out_of_a_pack_and_counted() -> None:
    data = scenario()
    pack = Pack(
        "Mixed",
        (
            PackItem(data, (PackQuestion(Drill.BRING_IN), PackQuestion(Drill.SPOT, spot_point(NO_FAULT)))),
            PackItem(data, (PackQuestion(Drill.SPLIT_POT),)),
        ),
    )
    lesson = lesson_from_pack(pack, Level.PRACTICE)
    assert [q.drill for q in lesson.questions] == [Drill.BRING_IN, Drill.SPLIT_POT]
    assert lesson.left_out == 1


def test_a_pack_of_spot_the_error_only_gives_no_lesson() -> None:
    pack = Pack("Spot", (PackItem(scenario(), (PackQuestion(Drill.SPOT, spot_point(NO_FAULT)),)),))
    with pytest.raises(LessonError, match="no question a class can answer"):
        lesson_from_pack(pack, Level.PRACTICE)


def test_a_pack_question_the_hand_cannot_have_is_a_lesson_error() -> None:
    pack = Pack("Bad", (PackItem(scenario(), (PackQuestion(Drill.FIRST_TO_ACT, Point(street=9)),)),))
    with pytest.raises(LessonError, match="cannot be asked"):
        lesson_from_pack(pack, Level.PRACTICE)


def test_drills_are_dealt_in_turn_and_spot_the_error_is_skipped() -> None:
    lesson = lesson_from_drills(
        [Drill.BRING_IN, Drill.SPOT, Drill.SPLIT_POT], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 5, 1
    )
    assert [q.drill for q in lesson.questions] == [Drill.BRING_IN, Drill.SPLIT_POT] * 2 + [Drill.BRING_IN]
    assert lesson.title == "Who brings in? · Split the pot"
    assert lesson.seconds == DEFAULT_SECONDS


def test_one_seed_deals_the_same_lesson_twice() -> None:
    def deal(seed: int) -> list[dict[str, Any]]:
        lesson = lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], Level.LEARN, 3, seed)
        return [q.scenario for q in lesson.questions]

    assert deal(5) == deal(5)
    assert deal(5) != deal(6)


def test_table_ready_mixes_hard_cases_in_and_the_other_levels_deal_the_same_hands() -> None:
    def deal(level: Level) -> Lesson:
        return lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], level, 30, seed=11)

    hard = [q.focus for q in deal(Level.TABLE_READY).questions]
    # 40 % of 30: a seeded draw, comfortably between none and all
    assert 3 <= sum(f is Focus.SUIT_TIE for f in hard) <= 25
    assert all(f is Focus.ANY for f in [q.focus for q in deal(Level.PRACTICE).questions])
    assert deal(Level.LEARN).questions == deal(Level.GUIDED).questions == deal(Level.PRACTICE).questions


@pytest.mark.parametrize(
    ("drills", "count", "words"),
    [
        ([Drill.SPOT], 3, "at least one drill"),
        ([], 3, "at least one drill"),
        ([Drill.BRING_IN], 0, "from 1 to"),
    ],
)
def test_a_choice_that_deals_nothing_is_a_lesson_error(drills: list[Drill], count: int, words: str) -> None:
    with pytest.raises(LessonError, match=words):
        lesson_from_drills(drills, [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, count, 1)


def test_no_game_chosen_is_a_lesson_error_not_a_drill_error() -> None:
    with pytest.raises(LessonError, match="cannot be dealt"):
        lesson_from_drills([Drill.BRING_IN], [], [RuleSetName.PA], Level.PRACTICE, 2, 1)


def test_no_time_to_answer_is_a_lesson_error() -> None:
    with pytest.raises(LessonError, match="more than 0 seconds"):
        lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 2, 1, 0)


def test_what_is_sent_carries_the_table_never_the_hand_nor_the_answer(every_drill: Lesson) -> None:
    for number, question in enumerate(every_drill.questions, 1):
        message = asked(every_drill, number)
        line = encode(message)
        assert len(line) < MAX_LINE
        sent = json.loads(line)
        assert set(sent) == {"type", "number", "of", "table", "level", "seconds", "answered"}
        assert sent["answered"] is None and sent["table"]["drill"] == question.drill.value
        for key in ("hand", "deck", "actions", "point", "reasons", "right"):
            assert f'"{key}"' not in line.decode()
        assert decode_from_host(line) == message


def _revealed(question_number: int, **change: Any) -> Revealed:
    return Revealed(question_number, None, False, 0, 0, 0, 0, **change)


def test_the_trainee_rebuilds_the_very_question_with_its_answer_at_the_reveal(every_drill: Lesson) -> None:
    for number, question in enumerate(every_drill.questions, 1):
        out = shown(question)
        line = encode(_revealed(number, **vars(out)))
        message = decode_from_host(line)
        assert isinstance(message, Revealed)
        rebuilt = question_from_revealed(message)
        assert rebuilt == question
        assert rebuilt.answer == question.answer and rebuilt.reasons == question.reasons


def test_a_question_number_outside_the_lesson_is_not_sent(every_drill: Lesson) -> None:
    with pytest.raises(LessonError, match=r"^The lesson has no question 0; it has \d+\.\Z"):
        asked(every_drill, 0)
    with pytest.raises(LessonError):
        asked(every_drill, len(every_drill.questions) + 1)


def _sent(**change: Any) -> Revealed:
    fields: dict[str, Any] = {
        "drill": "bring-in",
        "hand": scenario(),
        "point": {},
        "focus": "any",
        "answer": {"seat": 1},
    }
    return _revealed(1, **{**fields, **change})


@pytest.mark.parametrize(
    "change",
    [
        {"drill": "juggling"},
        {"drill": "spot-the-error", "point": {"fault": "none"}},
        {"hand": {}},
        {"hand": {"variant": "stud7"}},
        {"hand": {**scenario(), "seats": "many"}},
        {"drill": "first-to-act", "point": {"street": 12}},
        {"drill": "first-to-act", "point": {"street": "fifth"}},
        {"point": []},
        {"hand": []},
    ],
    ids=repr,
)
def test_a_question_that_cannot_be_rebuilt_is_a_protocol_error(change: dict[str, Any]) -> None:
    with pytest.raises(ProtocolError, match="cannot be shown"):
        question_from_revealed(_sent(**change))


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 100) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _mutated(data: Any, path: list[str], value: Any) -> Any:
    """``data`` with the value at ``path`` (keys of nested objects, as far as they go) replaced."""
    if not path or not isinstance(data, dict) or not data:
        return value
    keys = sorted(data)
    key = keys[hash(path[0]) % len(keys)]
    return {**data, key: _mutated(data[key], path[1:], value)}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    drill=st.sampled_from([d.value for d in Drill] + ["nope"]),
    path=st.lists(st.text(max_size=3), max_size=3),
    value=_JSON,
    point=st.dictionaries(st.sampled_from(["street", "step", "action", "fault", "site"]), _JSON, max_size=3),
)
def test_any_hand_or_point_sent_gives_a_question_or_a_protocol_error(
    drill: str, path: list[str], value: Any, point: dict[str, Any]
) -> None:
    message = _sent(drill=drill, hand=_mutated(scenario(), path, value), point=point)
    try:
        question_from_revealed(message)
    except ProtocolError:
        pass


def test_a_saved_question_is_rebuilt_with_its_level(every_drill: Lesson) -> None:
    for question in every_drill.questions:
        data = json.loads(json.dumps(question_to_json(question, Level.TABLE_READY)))
        assert question_from_json(data) == (question, Level.TABLE_READY)


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"drill": "bring-in", "hand": {}, "point": {}, "level": "practice"},
        {"drill": "bring-in", "hand": scenario(), "point": {}, "level": "expert"},
        {"drill": 3, "hand": scenario(), "point": {}, "level": "practice"},
    ],
    ids=repr,
)
def test_a_damaged_saved_question_is_a_session_file_error(data: dict[str, object]) -> None:
    with pytest.raises(SessionFileError, match="cannot be rebuilt"):
        question_from_json(data)
