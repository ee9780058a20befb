"""A class session's rules, as the host keeps them: the code, a name held by its token, one answer per
trainee per question while it is out and in time, a late joiner at the question out now, the points,
the class's spread, and every change saved before the call returns and resumed as it was."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from helpers import wrong_response
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.classroom.errors import ClassroomError
from dealer_trainer.classroom.lesson import Lesson, lesson_from_drills
from dealer_trainer.classroom.protocol import PROTOCOL, Answer, Ended, Hello, Refusal, Rejection, Standing
from dealer_trainer.classroom.sessionstate import (
    GRACE_SECONDS,
    MAX_TRAINEES,
    RIGHT_POINTS,
    SPEED_POINTS,
    TABLE_SEATS,
    ClassAnswer,
    ClassSession,
    Joined,
    Phase,
    points_for,
)
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.rows import response_from_json, response_to_json
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, right_response

CODE = "K7P2QX"


class Clock:
    """The host's monotonic clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    """Four questions: who brings in, the split, and again (seat answers and pot answers)."""
    return lesson_from_drills(
        [Drill.BRING_IN, Drill.SPLIT_POT], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 4, seed=2
    )


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def session(lesson: Lesson, clock: Clock) -> ClassSession:
    return ClassSession(lesson, CODE, "Monday class", clock=clock)


def hello(name: str, token: str | None = None, code: str = CODE, uid: str | None = None) -> Hello:
    return Hello(PROTOCOL, code, name, token, uid)


def joined(session: ClassSession, name: str) -> Joined:
    result = session.join(hello(name))
    assert isinstance(result, Joined)
    return result


def right(question: Question) -> dict[str, Any]:
    return response_to_json(question, right_response(question))


def wrong(question: Question) -> dict[str, Any]:
    return response_to_json(question, wrong_response(question))


def answer_right(session: ClassSession, name: str) -> ClassAnswer:
    taken = session.answer(name, Answer(session.number, right(session.lesson.questions[session.number - 1])))
    assert isinstance(taken, ClassAnswer), taken
    return taken


# --- joining ------------------------------------------------------------------------------------


def test_a_wrong_code_is_refused(session: ClassSession) -> None:
    assert session.join(hello("Ana", code="K7P2QY")) is Refusal.WRONG_CODE
    assert session.trainees == ()


def test_the_code_is_taken_as_typed_in_lower_case_and_with_a_dash(session: ClassSession) -> None:
    assert isinstance(session.join(hello("Ana", code="k7p-2qx")), Joined)


def test_another_protocol_version_is_refused(session: ClassSession) -> None:
    assert session.join(Hello(PROTOCOL + 1, CODE, "Ana", None)) is Refusal.PROTOCOL


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "tab\there"])
def test_a_name_that_cannot_be_one_is_refused(session: ClassSession, name: str) -> None:
    assert session.join(hello(name)) is Refusal.BAD_NAME


def test_a_name_taken_without_its_token_is_refused(session: ClassSession) -> None:
    first = joined(session, "Ana")
    assert session.join(hello("Ana")) is Refusal.NAME_TAKEN
    assert session.join(hello("ANA ", token="0" * 32)) is Refusal.NAME_TAKEN
    assert session.trainees == (first.trainee,)


def test_a_rejoin_with_the_token_keeps_the_seat_its_answers_and_points(session: ClassSession) -> None:
    first = joined(session, "Ana")
    session.deal_next()
    taken = answer_right(session, "Ana")
    back = session.join(hello("  ana ", token=first.trainee.token))
    assert isinstance(back, Joined) and back.rejoined
    assert back.trainee == first.trainee
    assert back.asked is not None and back.asked.answered == taken.response
    assert session.points("Ana") == taken.points > 0
    assert session.answer("Ana", Answer(1, taken.response)) is Rejection.TWICE


def test_a_rejoin_brings_the_trainee_s_records_identifier(session: ClassSession) -> None:
    first = joined(session, "Ana")
    back = session.join(hello("Ana", token=first.trainee.token, uid="a" * 32))
    assert isinstance(back, Joined) and back.trainee.uid == "a" * 32


def test_a_late_joiner_gets_the_question_out_now_with_the_time_left(
    session: ClassSession, clock: Clock
) -> None:
    joined(session, "Ana")
    session.deal_next()
    session.reveal()
    out = session.deal_next()
    assert out is not None
    clock.now += 10
    late = joined(session, "Bo")
    assert late.asked is not None
    assert (late.asked.number, late.asked.table, late.asked.answered) == (2, out.table, None)
    assert late.asked.seconds == pytest.approx(session.lesson.seconds - 10)
    assert answer_right(session, "Bo").question == 2


def test_a_joiner_before_the_first_deal_or_after_a_reveal_waits(session: ClassSession) -> None:
    assert joined(session, "Ana").asked is None
    session.deal_next()
    session.reveal()
    assert joined(session, "Bo").asked is None


def test_a_full_session_refuses_a_newcomer_but_takes_one_back(lesson: Lesson) -> None:
    session = ClassSession(lesson, CODE, "Big class")
    first = joined(session, "T0")
    for number in range(1, MAX_TRAINEES):
        joined(session, f"T{number}")
    assert session.join(hello("One more")) is Refusal.FULL
    assert isinstance(session.join(hello("T0", token=first.trainee.token)), Joined)


def test_an_ended_session_refuses_every_hello(session: ClassSession) -> None:
    first = joined(session, "Ana")
    session.end()
    assert session.join(hello("Bo")) is Refusal.ENDED
    assert session.join(hello("Ana", token=first.trainee.token)) is Refusal.ENDED


# --- answering ----------------------------------------------------------------------------------


def test_an_answer_is_judged_by_the_engine_and_timed_from_the_deal(
    session: ClassSession, clock: Clock
) -> None:
    joined(session, "Ana")
    joined(session, "Bo")
    session.deal_next()
    question = session.lesson.questions[0]
    clock.now += 3
    good = session.answer("Ana", Answer(1, right(question)))
    clock.now += 3
    bad = session.answer("Bo", Answer(1, wrong(question)))
    assert isinstance(good, ClassAnswer) and isinstance(bad, ClassAnswer)
    assert (good.trainee, good.correct, good.seconds, good.points) == (
        "Ana",
        True,
        3,
        points_for(True, 3, 30),
    )
    assert (bad.correct, bad.seconds, bad.points) == (False, 6, 0)
    assert session.answers() == (good, bad)


def test_one_answer_per_question_a_replay_is_refused_as_twice(session: ClassSession) -> None:
    joined(session, "Ana")
    session.deal_next()
    first = answer_right(session, "Ana")
    other = wrong(session.lesson.questions[0])
    assert session.answer("Ana", Answer(1, other)) is Rejection.TWICE
    assert session.answers() == (first,)


def test_no_answer_after_the_reveal(session: ClassSession) -> None:
    joined(session, "Ana")
    session.deal_next()
    session.reveal()
    assert session.answer("Ana", Answer(1, right(session.lesson.questions[0]))) is Rejection.CLOSED


def test_no_answer_once_the_time_is_up(session: ClassSession, clock: Clock) -> None:
    joined(session, "Ana")
    joined(session, "Bo")
    session.deal_next()
    response = right(session.lesson.questions[0])
    clock.now += session.lesson.seconds + GRACE_SECONDS / 2
    assert session.time_left() == 0
    assert isinstance(
        session.answer("Ana", Answer(1, response)), ClassAnswer
    )  # sent in time, late on the wire
    clock.now += GRACE_SECONDS
    assert session.answer("Bo", Answer(1, response)) is Rejection.CLOSED


@pytest.mark.parametrize("number", [2, 3, 99])
def test_an_answer_to_another_question_is_not_asked(session: ClassSession, number: int) -> None:
    joined(session, "Ana")
    session.deal_next()
    assert session.answer("Ana", Answer(number, {"seat": 1})) is Rejection.NOT_ASKED


def test_an_answer_before_any_deal_is_not_asked(session: ClassSession) -> None:
    joined(session, "Ana")
    assert session.answer("Ana", Answer(1, {"seat": 1})) is Rejection.NOT_ASKED


def test_an_answer_of_someone_who_did_not_join_is_refused(session: ClassSession) -> None:
    session.deal_next()
    assert session.answer("Ghost", Answer(1, {"seat": 1})) is Rejection.NOT_JOINED


@pytest.mark.parametrize(
    "response",
    [
        {},
        {"seat": "3"},
        {"seat": True},
        {"seat": 3.5},
        {"seat": None},
        {"seat": [3]},
        {"seat": 3, "extra": 1},
        {"needed": True},
        {"pots": [{"1": 5}], "rake": 0},
        {"seat": 10**400},
        {"seat": 10**13},
    ],
    ids=lambda response: repr(response)[:30],
)
def test_an_unreadable_response_is_refused_never_raised(
    session: ClassSession, response: dict[str, Any]
) -> None:
    joined(session, "Ana")
    session.deal_next()  # who brings in: a seat
    assert session.answer("Ana", Answer(1, response)) is Rejection.UNREADABLE
    assert session.answers() == ()
    assert isinstance(session.answer("Ana", Answer(1, right(session.lesson.questions[0]))), ClassAnswer)


@pytest.mark.parametrize(
    "response",
    [{"pots": "all"}, {"pots": [{"x": 1}], "rake": 0}, {"pots": [[1]], "rake": 0}, {"pots": [{"1": 5}]}],
    ids=repr,
)
def test_an_unreadable_split_is_refused_never_raised(session: ClassSession, response: dict[str, Any]) -> None:
    joined(session, "Ana")
    session.deal_next()
    session.reveal()
    session.deal_next()  # the split
    assert session.answer("Ana", Answer(2, response)) is Rejection.UNREADABLE


def test_a_seat_nobody_sits_in_is_a_wrong_answer_not_an_unreadable_one(session: ClassSession) -> None:
    joined(session, "Ana")
    session.deal_next()
    seated = {seat for seat, _ in session.lesson.questions[0].table.stacks}
    empty = next(seat for seat in range(1, TABLE_SEATS + 1) if seat not in seated)
    taken = session.answer("Ana", Answer(1, {"seat": empty}))
    assert isinstance(taken, ClassAnswer) and not taken.correct


# --- points, spread, reveal, end ----------------------------------------------------------------


def test_points_for_a_right_answer_fall_with_time_and_a_wrong_one_earns_none() -> None:
    assert points_for(True, 0, 30) == RIGHT_POINTS + SPEED_POINTS
    assert points_for(True, 15, 30) == RIGHT_POINTS + SPEED_POINTS // 2
    assert points_for(True, 30, 30) == points_for(True, 31, 30) == RIGHT_POINTS
    assert points_for(False, 0, 30) == 0
    assert points_for(True, 1, 0) == RIGHT_POINTS


def test_the_spread_counts_each_seat_and_each_response(session: ClassSession) -> None:
    for name in ("Ana", "Bo", "Cy", "Di"):
        joined(session, name)
    assert session.spread() is None
    session.deal_next()
    question = session.lesson.questions[0]
    session.answer("Ana", Answer(1, wrong(question)))
    session.answer("Bo", Answer(1, right(question)))
    session.answer("Cy", Answer(1, right(question)))
    spread = session.spread()
    assert spread is not None
    seat_right, seat_wrong = right(question)["seat"], wrong(question)["seat"]
    assert (spread.question, spread.answered, spread.trainees, spread.right) == (1, 3, 4, 2)
    assert spread.responses == ((right(question), 2), (wrong(question), 1))
    assert dict(spread.by_seat) == {seat_right: 2, seat_wrong: 1}


def test_the_spread_of_a_split_counts_each_different_split(session: ClassSession) -> None:
    for name in ("Ana", "Bo", "Cy"):
        joined(session, name)
    session.deal_next()
    session.reveal()
    session.deal_next()
    question = session.lesson.questions[1]
    for name, response in (("Ana", wrong(question)), ("Bo", right(question)), ("Cy", wrong(question))):
        assert isinstance(session.answer(name, Answer(2, response)), ClassAnswer)
    spread = session.spread()
    assert spread is not None
    assert spread.responses == ((wrong(question), 2), (right(question), 1))
    assert dict(spread.by_seat) == {}


def test_all_answered_counts_those_connected_and_never_an_empty_class(session: ClassSession) -> None:
    session.deal_next()
    assert not session.all_answered()
    joined(session, "Ana")
    joined(session, "Bo")
    answer_right(session, "Ana")
    assert not session.all_answered()
    assert session.all_answered({"Ana"})
    assert not session.all_answered(set())


def test_the_reveal_sends_each_their_own_answer_and_the_class_s_count(session: ClassSession) -> None:
    joined(session, "Ana")
    joined(session, "Bo")
    joined(session, "Cy")
    session.deal_next()
    taken = answer_right(session, "Ana")
    session.answer("Bo", Answer(1, wrong(session.lesson.questions[0])))
    sent = session.reveal()
    assert session.phase is Phase.REVEALED
    assert set(sent) == {"Ana", "Bo", "Cy"}
    ana, bo, cy = sent["Ana"], sent["Bo"], sent["Cy"]
    assert (ana.yours, ana.correct, ana.points, ana.total) == (
        taken.response,
        True,
        taken.points,
        taken.points,
    )
    assert (bo.correct, bo.points, cy.yours, cy.correct) == (False, 0, None, False)
    assert (ana.answered, ana.right, ana.leaderboard) == (2, 1, None)
    assert session.reveal() == sent  # again: the same, for one who came back
    assert session.revealed_for("Bo") == bo


def test_the_leaderboard_is_most_points_first_ties_by_name(session: ClassSession, clock: Clock) -> None:
    for name in ("Cy", "Bo", "Ana"):
        joined(session, name)
    session.deal_next()
    answer_right(session, "Cy")
    answer_right(session, "Ana")
    clock.now += 10
    answer_right(session, "Bo")
    board = session.reveal(leaderboard=True)["Ana"].leaderboard
    top = session.points("Ana")
    assert board == (Standing("Ana", top), Standing("Cy", top), Standing("Bo", session.points("Bo")))
    assert board == session.leaderboard()


def test_dealing_runs_to_the_end_and_then_deals_none(session: ClassSession) -> None:
    numbers = []
    while (out := session.deal_next()) is not None:
        numbers.append((out.number, out.of))
        session.reveal()
    assert numbers == [(n, 4) for n in range(1, 5)]


def test_dealing_while_a_question_is_out_is_a_mistake(session: ClassSession) -> None:
    session.deal_next()
    with pytest.raises(ClassroomError, match="Reveal"):
        session.deal_next()


def test_the_end_sends_each_their_total_and_place_ties_sharing_one(session: ClassSession) -> None:
    for name in ("Ana", "Bo", "Cy"):
        joined(session, name)
    session.deal_next()
    answer_right(session, "Ana")
    answer_right(session, "Bo")
    sent = session.end()
    total = session.points("Ana")
    assert sent == {"Ana": Ended(total, 1, 3, 1), "Bo": Ended(total, 1, 3, 1), "Cy": Ended(0, 3, 3, 1)}
    assert session.phase is Phase.ENDED
    assert session.deal_next() is None
    assert session.answer("Cy", Answer(1, right(session.lesson.questions[0]))) is Rejection.CLOSED


# --- saved as it goes ---------------------------------------------------------------------------


def _reopened(path: Path) -> Any:
    """What another process would read now: the file opened anew while the first is still open
    (never closed: as if the host had been killed)."""
    second = SessionStore.open(path)
    try:
        return second.load()
    finally:
        second.close()


def test_every_change_is_on_the_disk_when_the_call_returns(
    lesson: Lesson, clock: Clock, tmp_path: Path
) -> None:
    path = tmp_path / "class.session"
    store = SessionStore.create(path, CODE, "Monday class", lesson)
    session = ClassSession(lesson, CODE, "Monday class", store, clock=clock)
    ana = joined(session, "Ana")
    assert _reopened(path).trainees == (ana.trainee,)
    session.deal_next()
    assert (_reopened(path).number, _reopened(path).phase) == (1, Phase.ASKING)
    taken = answer_right(session, "Ana")
    assert _reopened(path).answers == (taken,)
    session.reveal()
    assert _reopened(path).phase is Phase.REVEALED
    session.end()
    assert _reopened(path).phase is Phase.ENDED


def test_a_resumed_session_is_as_it_was(lesson: Lesson, clock: Clock, tmp_path: Path) -> None:
    path = tmp_path / "class.session"
    when = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
    store = SessionStore.create(path, CODE, "Monday class", lesson)
    session = ClassSession(lesson, CODE, "Monday class", store, clock=clock, now=lambda: when)
    ana, bo = joined(session, "Ana"), joined(session, "Bo")
    session.deal_next()
    answer_right(session, "Ana")
    session.reveal()
    session.deal_next()
    clock.now += 20
    first = answer_right(session, "Bo")
    # the host is killed here: the first store is never closed
    later = Clock()
    resumed = ClassSession.resume(SessionStore.open(path), clock=later)
    assert (resumed.code, resumed.title, resumed.number, resumed.phase) == (
        CODE,
        "Monday class",
        2,
        Phase.ASKING,
    )
    assert resumed.trainees == (ana.trainee, bo.trainee)
    assert resumed.answers() == session.answers()
    assert resumed.leaderboard() == session.leaderboard()
    assert resumed.lesson.questions == lesson.questions
    assert resumed.time_left() == lesson.seconds  # asked again from the start of its time
    assert resumed.answer("Bo", Answer(2, first.response)) is Rejection.TWICE
    back = resumed.join(hello("Ana", token=ana.trainee.token))
    assert isinstance(back, Joined) and back.rejoined and back.asked is not None and back.asked.number == 2
    assert resumed.join(hello("Ana")) is Refusal.NAME_TAKEN
    assert resumed.join(hello("Cy", code="AAAAAA")) is Refusal.WRONG_CODE
    assert isinstance(resumed.answer("Ana", Answer(2, right(lesson.questions[1]))), ClassAnswer)
    assert len(_reopened(path).answers) == 3


def test_an_answer_the_file_refuses_is_not_kept(lesson: Lesson, tmp_path: Path) -> None:
    store = SessionStore.create(tmp_path / "class.session", CODE, "Monday class", lesson)
    session = ClassSession(lesson, CODE, "Monday class", store)
    joined(session, "Ana")
    session.deal_next()
    store.close()  # the file is gone from under the session
    with pytest.raises(ClassroomError):
        answer_right(session, "Ana")
    assert session.answers() == ()


# --- whatever a trainee's app sends -------------------------------------------------------------

#: Any value JSON can carry (and the floats it cannot, which a hand-made message may still hold).
_JSONISH = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**15), max_value=10**15)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@st.composite
def _near_answers(draw: st.DrawFn, written: dict[str, Any]) -> dict[str, Any]:
    """An answer written as the records write one, some of its values swapped for anything,
    some keys dropped or added: the shapes that get furthest into the judging."""
    response: dict[str, Any] = {}
    for key, value in written.items():
        choice = draw(st.sampled_from(["keep", "keep", "swap", "drop"]))
        if choice == "keep":
            response[key] = value
        elif choice == "swap":
            response[key] = draw(_JSONISH)
    if draw(st.booleans()):
        response.update(draw(st.dictionaries(st.text(max_size=8), _JSONISH, min_size=1, max_size=2)))
    return response


@pytest.fixture(scope="module")
def every_drill() -> Lesson:
    """Two questions of each drill a class deals, over games and rule sets."""
    drills = [d for d in Drill if d is not Drill.SPOT]
    return lesson_from_drills(
        drills,
        [Variant.STUD7, Variant.STUD7_HILO8, Variant.STUD5],
        list(RuleSetName),
        Level.PRACTICE,
        2 * len(drills),
        seed=3,
    )


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_json_a_trainee_sends_as_an_answer_is_taken_or_refused_never_raised(
    every_drill: Lesson, data: st.DataObject
) -> None:
    session = ClassSession(every_drill, CODE, "Monday class", clock=Clock())
    joined(session, "Ana")
    target = data.draw(st.integers(min_value=1, max_value=len(every_drill.questions)), label="question")
    for _ in range(target):
        session.reveal()
        session.deal_next()
    question = every_drill.questions[target - 1]
    response = data.draw(_JSONISH | _near_answers(right(question)), label="response")
    number = data.draw(st.sampled_from([target] * 4 + [target - 1, target + 1]), label="number")
    taken = session.answer("Ana", Answer(number, response))
    assert isinstance(taken, ClassAnswer | Rejection)
    if isinstance(taken, ClassAnswer):
        # only an answer written as the records write one is taken, and it is judged as the drills do
        assert taken.response == response_to_json(question, response_from_json(question, taken.response))
        assert session.answer("Ana", Answer(number, response)) is Rejection.TWICE
    else:
        assert session.answers() == ()
