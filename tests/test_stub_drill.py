"""How many cards are left? Every count and every "enough" is the engine's, before each street's deal."""

from __future__ import annotations

import random
from typing import Any

import pytest
from helpers import wrong_parts, wrong_response

from dealer_trainer.engine import load_scenario
from dealer_trainer.engine.dealing import StreetPlan, StubCount, plan_street
from dealer_trainer.engine.events import ActionTaken, Burn, Common, Deal, Reshuffle
from dealer_trainer.engine.facts import CommonCardCount, ReshuffleFacts
from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.engine.reporting import play
from dealer_trainer.records.scheduling import PACE
from dealer_trainer.training.drills import (
    HARD_CASES,
    Drill,
    DrillError,
    Point,
    check,
    new_question,
    question_at,
    right_response,
)
from dealer_trainer.training.focus import POSSIBLE, Focus, hand_for
from dealer_trainer.training.parts import Ask, PartsAnswer

GAMES = list(Variant)
RULES = list(RuleSetName)


def _parts(question: Any) -> dict[Ask, Any]:
    assert isinstance(question.answer, PartsAnswer)
    assert [part.ask for part in question.answer.parts] == [Ask.STUB_LEFT, Ask.STUB_ENOUGH]
    return {part.ask: part.right for part in question.answer.parts}


def _count(hand: Hand, street: int) -> StubCount:
    return next(c for c in hand.stub_counts if c.street == street)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("variant", GAMES)
def test_the_stub_and_whether_it_is_enough_are_what_the_engine_then_deals(
    variant: Variant, rules: RuleSetName
) -> None:
    rng = random.Random(f"stub/{variant.value}/{rules.value}")
    asked = 0
    for _ in range(12):
        data = random_scenario(rng, variant=variant, rules=rules, style=Style(fold=0.05, aggress=0.2))
        try:
            question = question_at(Drill.STUB_COUNT, data, rng)
        except DrillError:
            continue
        asked += 1
        parts = _parts(question)
        hand = play(load_scenario(data))
        count = _count(hand, question.street)
        snapshot = question.snapshot()
        live = [s.seat for s in snapshot.seats if not s.folded]
        # the engine's count, and the table's own (counted from the events) agree
        assert parts[Ask.STUB_LEFT] == count.stub == snapshot.stub_count
        assert count.live == len(live)
        assert (count.burns, count.muck) == (len(snapshot.burns), snapshot.muck_count)
        # "enough" is the plan the engine deals by, and the street dealt next shows it
        street_events = [
            e for e in hand.events[question.shown :] if getattr(e, "street", None) == question.street
        ]
        dealt_common = any(isinstance(e, Common) for e in street_events)
        assert parts[Ask.STUB_ENOUGH] is (plan_street(len(live), snapshot.stub_count) is StreetPlan.EACH)
        assert parts[Ask.STUB_ENOUGH] is not dealt_common
        if parts[Ask.STUB_ENOUGH]:
            assert sum(isinstance(e, Deal) for e in street_events) == len(live)
        reason = question.reasons[0]
        assert reason.facts == CommonCardCount(question.street, len(live), count.stub, count.plan)
        assert question.hint.topic is reason.topic
        assert check(question, right_response(question)).correct
        assert not check(question, wrong_response(question)).correct
        assert not check(question, wrong_parts(question.answer, 1)).correct
    assert asked > 0


def test_the_question_comes_after_the_betting_before_the_streets_first_dealer_move() -> None:
    rng = random.Random(3)
    for _ in range(10):
        question = new_question(Drill.STUB_COUNT, rng, GAMES, RULES)
        events = question.events
        first_move = events[question.shown]
        assert isinstance(first_move, (Burn, Reshuffle)) and first_move.street == question.street
        before = events[question.shown - 1]
        assert getattr(before, "street", None) == question.street - 1  # the last street's betting
        assert question.street > load_scenario(question.scenario).table.spec.first_street
        assert question.point == Point(question.street)
        assert question.hides_figures  # the count is not on the felt while asked


#: What each hard case shows at the moment asked, read from the engine's count.
_SHOWS = {
    Focus.STUB_JUST_ENOUGH: lambda c: c.stub == c.live + 1 and c.enough,
    Focus.STUB_ONE_SHORT: lambda c: c.stub == c.live and c.plan is StreetPlan.COMMON,
    Focus.AFTER_RESHUFFLE: lambda c: c.reshuffled,
    Focus.RESHUFFLE: lambda c: c.plan is StreetPlan.RESHUFFLE,
}


@pytest.mark.parametrize("focus", HARD_CASES[Drill.STUB_COUNT])
def test_each_hard_case_is_asked_at_the_street_that_shows_it(focus: Focus) -> None:
    assert set(_SHOWS) == set(HARD_CASES[Drill.STUB_COUNT])
    for variant in sorted(POSSIBLE[focus]):
        for rules in RULES:
            rng = random.Random(f"{focus.value}/{variant.value}/{rules.value}")
            question = new_question(Drill.STUB_COUNT, rng, [variant], [rules], focus=focus)
            assert question.focus is focus
            hand = play(load_scenario(question.scenario))
            count = _count(hand, question.street)
            assert _SHOWS[focus](count), (focus, variant, rules, count)
            parts = _parts(question)
            assert parts == {Ask.STUB_LEFT: count.stub, Ask.STUB_ENOUGH: count.enough}
            if focus is Focus.AFTER_RESHUFFLE:
                # where the stub came from is said too: the engine's reshuffle of an earlier street
                assert any(isinstance(r.facts, ReshuffleFacts) for r in question.reasons)
                assert any(isinstance(e, Reshuffle) for e in question.events[: question.shown])


def test_five_card_stud_never_runs_short_so_its_stub_is_always_enough() -> None:
    assert all(Variant.STUD5 not in POSSIBLE[f] for f in HARD_CASES[Drill.STUB_COUNT])
    rng = random.Random(5)
    for _ in range(8):
        question = new_question(Drill.STUB_COUNT, rng, [Variant.STUD5], RULES, hard=True)
        assert question.focus is Focus.ANY  # no hard case arises: an ordinary hand is asked
        assert _parts(question)[Ask.STUB_ENOUGH] is True


def test_a_point_asks_that_street_and_a_street_not_dealt_is_refused_in_words() -> None:
    data = hand_for(Focus.STUB_ONE_SHORT, random.Random(2), Variant.STUD7, RuleSetName.PA)
    hand = play(load_scenario(data))
    streets = [c.street for c in hand.stub_counts]
    for street in streets:
        question = question_at(Drill.STUB_COUNT, data, point=Point(street))
        assert question.street == street and _parts(question)[Ask.STUB_LEFT] == _count(hand, street).stub
    with pytest.raises(DrillError, match="is not dealt from the stub") as refused:
        question_at(Drill.STUB_COUNT, data, point=Point(3))  # third street is the first deal
    assert "3" in str(refused.value) and str(streets[0]) in str(refused.value)
    with pytest.raises(DrillError, match="name only the street"):
        question_at(Drill.STUB_COUNT, data, point=Point(streets[0], action=0))


def test_a_hand_over_on_the_first_street_has_no_stub_to_count() -> None:
    rng = random.Random(9)
    for _ in range(200):
        data = random_scenario(rng, variant=Variant.STUD7, rules=RuleSetName.PA, style=Style(fold=0.9))
        if not play(load_scenario(data)).stub_counts:
            break
    else:
        pytest.fail("no hand ended on third street")
    assert not any(isinstance(e, Burn) for e in play(load_scenario(data)).events)
    assert any(isinstance(e, ActionTaken) for e in play(load_scenario(data)).events)
    with pytest.raises(DrillError, match="ends before any street after the first"):
        question_at(Drill.STUB_COUNT, data)


def test_the_stub_is_timed_like_a_glance_and_its_seeded_questions_repeat() -> None:
    fast, slow = PACE[Drill.STUB_COUNT]
    assert 0 < fast < slow
    first = new_question(Drill.STUB_COUNT, random.Random(11), GAMES, RULES, hard=True)
    again = new_question(Drill.STUB_COUNT, random.Random(11), GAMES, RULES, hard=True)
    assert first == again


def test_pack_generate_writes_stub_questions_whose_expected_answers_are_the_engines(
    tmp_path: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_trainer.cli import main
    from dealer_trainer.packs.checking import problems
    from dealer_trainer.packs.storage import load_pack, questions_of

    target = tmp_path / "stub.studpack"
    args = ["pack", "generate", "--variant", "super-stud7-hilo8", "--drill", "stub-count"]
    status = main([*args, "--focus", "after-reshuffle", "--count", "3", "--seed", "2", "-o", str(target)])
    assert status == 0, capsys.readouterr().err
    pack = load_pack(target)
    assert problems(pack) == []  # every expected answer agrees with the engine
    for item, asked in zip(pack.items, questions_of(pack), strict=True):
        (question,) = asked
        hand = play(load_scenario(item.scenario))
        count = _count(hand, question.street)
        assert count.reshuffled
        assert item.questions[0].expect == {"parts": [count.stub, count.enough]}


def test_an_exam_of_stub_counts_is_scored_kept_and_read_back_with_each_response(tmp_path: Any) -> None:
    from datetime import UTC, datetime, timedelta

    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.records.database import open_records
    from dealer_trainer.records.exams import ExamRun, ExamSpec, exam_report

    start = datetime(2026, 5, 6, 14, 0, tzinfo=UTC)
    pack = generate_pack(
        Variant.STUD7_HILO8, RuleSetName.CARDROOM, Drill.STUB_COUNT, Focus.STUB_ONE_SHORT, 3, 5
    )
    with open_records(tmp_path / "records.sqlite3", backup=False) as records:
        trainee = records.add_trainee("Ada")
        run = ExamRun(ExamSpec("The stub", pack=pack), records=records, trainee_id=trainee.id, now=start)
        given = []
        for number, question in enumerate(run.questions, start=1):
            assert question.drill is Drill.STUB_COUNT
            response = wrong_parts(question.answer, 1) if number == 2 else right_response(question)
            given.append(response)
            run.answer(response, 4.0, at=start + timedelta(seconds=5 * number))
        report = run.finish(now=start + timedelta(seconds=20))
        assert (report.right, report.total) == (2, 3)
        (wrong,) = report.wrong
        assert "Enough for the burn and a card to every player still in? yes" in wrong.given  # one short
        again = exam_report(records, report.exam_id or 0)
        assert again == report
        assert [r.response for r in again.results] == given
