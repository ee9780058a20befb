"""Issue 23, items 13 and 14, and the session's half of 12: the rules a stranger or a trainee cannot
get round — one name per person (Unicode look-alikes, invisible characters), answers a table can
have, a class no larger than the instructor set, and a trainee the instructor removed.

Pure Python on :class:`ClassSession` and its file; the same rules over real sockets are in
tests/test_classroom_attacks.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.classroom.lesson import Lesson, lesson_from_drills
from dealer_trainer.classroom.names import NameProblem, name_key, name_problem, normal_name, skeleton
from dealer_trainer.classroom.protocol import PROTOCOL, Answer, Hello, Refusal, Rejection
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassSession, Joined, judged
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.engine.names import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, right_response

CODE = "K7P2QX"


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    """Bring-in (a seat), the split (pots and rake), and again."""
    return lesson_from_drills(
        [Drill.BRING_IN, Drill.SPLIT_POT], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 4, seed=2
    )


@pytest.fixture(scope="module")
def every_drill() -> Lesson:
    drills = [d for d in Drill if d is not Drill.SPOT]
    return lesson_from_drills(
        drills, [Variant.STUD7, Variant.STUD7_HILO8], [RuleSetName.PA], Level.PRACTICE, len(drills), seed=5
    )


def hello(name: str, token: str | None = None) -> Hello:
    return Hello(PROTOCOL, CODE, name, token)


def join(session: ClassSession, name: str, token: str | None = None) -> Joined:
    joined = session.join(hello(name, token))
    assert isinstance(joined, Joined), joined
    return joined


def right(question: Question) -> dict[str, Any]:
    return response_to_json(question, right_response(question))


# --- item 13: one name, one person ----------------------------------------------------------------


@pytest.mark.parametrize(
    "other",
    [
        "\u0410na",  # Cyrillic capital A
        "An\u0430",  # Cyrillic small a
        "ANA",
        "ana",
        "\uff21\uff4e\uff41",  # fullwidth
        "\U0001d400na",  # mathematical bold A
        "\u13aana",  # Cherokee A
        " Ana  ",
    ],
    ids=repr,
)
def test_a_name_that_looks_like_one_joined_is_that_name_and_refused_as_taken(other: str) -> None:
    session = ClassSession(
        lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 1, seed=1),
        CODE,
        "Monday",
    )
    join(session, "Ana")
    assert session.join(hello(other)) is Refusal.NAME_TAKEN
    assert [t.name for t in session.trainees] == ["Ana"]


@pytest.mark.parametrize(
    "name",
    [
        "Ana\u200b",  # zero-width space
        "\ufeffAna",  # byte-order mark
        "\u202eanA",  # right-to-left override
        "\u2066Ana\u2069",  # isolates
        "A\u200dna",  # zero-width joiner
        "Ana\u00ad",  # soft hyphen
        "\u3164",  # Hangul filler: draws nothing
        "Ana\ufe0f",  # variation selector
        "Ana\U000e0041",  # tag letter
        "Ana\ue000",  # private use
    ],
    ids=repr,
)
def test_a_name_with_an_invisible_format_or_direction_character_is_refused(name: str) -> None:
    assert name_problem(name) is NameProblem.INVISIBLE
    assert normal_name(name) is None
    session = ClassSession(
        lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 1, seed=1),
        CODE,
        "Monday",
    )
    assert session.join(hello(name)) is Refusal.BAD_NAME
    assert session.trainees == ()


def test_the_name_is_kept_in_its_nfkc_form_and_other_problems_are_named() -> None:
    assert normal_name("\uff21\uff4e\uff41  Mar\u0131a") == "Ana Mar\u0131a"
    assert normal_name("Ana\u0301") == "An\u00e1"  # composed
    assert name_problem("tab\there") is NameProblem.CONTROL
    assert name_problem("   ") is NameProblem.EMPTY
    assert name_problem("x" * 41) is NameProblem.TOO_LONG
    assert name_problem("Zoë Ωmega 李雷 أحمد") is None  # every script is a name


def test_names_differing_by_more_than_a_look_alike_are_different() -> None:
    assert name_key("Ana") != name_key("Anna")
    assert name_key("Ana") != name_key("Ane")
    assert name_key("Ben") != name_key("Bea")
    assert skeleton("\u0430") == skeleton("a")


# --- item 14: only an answer a table can have -----------------------------------------------------


@pytest.mark.parametrize(
    "response",
    [{"seat": -1}, {"seat": 0}, {"seat": 10}, {"seat": 10**12}, {"seat": True}, {"seat": "3"}, {"seat": 2.0}],
    ids=repr,
)
def test_an_out_of_range_seat_is_refused_as_unreadable_and_not_recorded(
    lesson: Lesson, response: dict[str, Any], tmp_path: Path
) -> None:
    with SessionStore.create(tmp_path / "s.session", CODE, "Monday", lesson) as store:
        session = ClassSession(lesson, CODE, "Monday", store)
        join(session, "Ana")
        session.deal_next()
        assert session.answer("Ana", Answer(1, response)) is Rejection.UNREADABLE
        assert session.answers() == ()
        assert store.load().answers == ()
        # the trainee may still answer: nothing was taken
        assert isinstance(session.answer("Ana", Answer(1, right(lesson.questions[0]))), ClassAnswer)


@pytest.mark.parametrize(
    "change",
    [
        lambda r: {"pots": [{"-1": 5}], "rake": r["rake"]},
        lambda r: {"pots": r["pots"], "rake": -1},
        lambda r: {"pots": [dict.fromkeys(p, -20) for p in r["pots"]], "rake": r["rake"]},
        lambda r: {"pots": [{"12": 5}], "rake": r["rake"]},
        lambda r: {"pots": r["pots"], "rake": 10**13},
    ],
    ids=["negative seat", "negative rake", "negative chips", "seat 12", "absurd rake"],
)
def test_an_out_of_range_split_is_refused(lesson: Lesson, change: Any) -> None:
    session = ClassSession(lesson, CODE, "Monday")
    join(session, "Ana")
    session.deal_next()
    session.reveal()
    session.deal_next()
    assert session.answer("Ana", Answer(2, change(right(lesson.questions[1])))) is Rejection.UNREADABLE
    assert session.answers() == ()


def test_every_drill_s_right_answer_is_still_possible(every_drill: Lesson) -> None:
    for question in every_drill.questions:
        verdict = judged(question, right(question))
        assert verdict is not None and verdict[1], question.drill


def test_a_negative_amount_in_parts_or_a_deal_to_no_seat_is_refused(every_drill: Lesson) -> None:
    seen = set()
    for question in every_drill.questions:
        written = right(question)
        if "parts" in written:
            bad = [(-5 if isinstance(v, int) and not isinstance(v, bool) else v) for v in written["parts"]]
            if bad != written["parts"]:
                assert judged(question, {**written, "parts": bad}) is None
                seen.add("parts")
        if written.get("move") == "deal":
            assert judged(question, {**written, "seat": -1}) is None
            assert judged(question, {**written, "seat": 99}) is None
            seen.add("deal")
    assert seen, "the lesson had no parts or deal question to check"


# --- item 12, the session's half: its size, and removing a trainee ----------------------------------


def test_the_class_is_no_larger_than_the_instructor_set(lesson: Lesson) -> None:
    session = ClassSession(lesson, CODE, "Monday", max_trainees=3)
    tokens = [join(session, name).trainee.token for name in ("Ana", "Ben", "Cy")]
    assert session.join(hello("Dee")) is Refusal.FULL
    assert isinstance(session.join(hello("ana", tokens[0])), Joined)  # coming back is not joining
    assert session.join(hello("Eve"), newcomer_allowed=False) is Refusal.FULL


def test_a_newcomer_the_transport_turns_away_is_refused_but_one_coming_back_is_taken(lesson: Lesson) -> None:
    session = ClassSession(lesson, CODE, "Monday")
    token = join(session, "Ana").trainee.token
    assert session.join(hello("Ben"), newcomer_allowed=False) is Refusal.ADDRESS_FULL
    assert isinstance(session.join(hello("Ana", token), newcomer_allowed=False), Joined)
    assert [t.name for t in session.trainees] == ["Ana"]


def test_a_removed_trainee_leaves_with_their_answers_the_name_is_free_and_the_token_refused(
    lesson: Lesson, tmp_path: Path
) -> None:
    path = tmp_path / "s.session"
    with SessionStore.create(path, CODE, "Monday", lesson) as store:
        session = ClassSession(lesson, CODE, "Monday", store)
        token = join(session, "Ana").trainee.token
        join(session, "Ben")
        session.deal_next()
        session.answer("Ana", Answer(1, right(lesson.questions[0])))
        session.answer("Ben", Answer(1, right(lesson.questions[0])))
        removed = session.remove("ANA")
        assert removed is not None and removed.name == "Ana"
        assert [t.name for t in session.trainees] == ["Ben"]
        assert [a.trainee for a in session.answers()] == ["Ben"]
        assert session.join(hello("Ana", token)) is Refusal.REMOVED
        assert session.join(hello("Someone", token)) is Refusal.REMOVED
        fresh = join(session, "Ana")  # someone else takes the free name
        assert fresh.trainee.token != token and not fresh.rejoined
        assert session.points("Ana") == 0
        assert session.remove("Nobody") is None
    with SessionStore.open(path) as store:
        saved = store.load()
        assert [t.name for t in saved.trainees] == ["Ben", "Ana"]
        assert [a.trainee for a in saved.answers] == ["Ben"]
        resumed = ClassSession.resume(store)
        assert resumed.join(hello("Ana", token)) is Refusal.REMOVED


def test_a_file_without_removals_has_no_removed_table(lesson: Lesson, tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / "s.session"
    with SessionStore.create(path, CODE, "Monday", lesson) as store:
        join(ClassSession(lesson, CODE, "Monday", store), "Ana")
        assert store.load().removed == ()
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT name FROM sqlite_master WHERE name = 'removed'").fetchall() == []
