"""Drills: every question's answer comes from the engine, and verdicts follow it."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine import Variant, replay, spec_of
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.training.drills import (
    HARD_CASES,
    CommonAnswer,
    DealAlong,
    Drill,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    check,
    new_question,
)
from dealer_trainer.training.focus import POSSIBLE, Focus, FocusError, hand_for, rules_allow
from dealer_trainer.training.kinds import StepKind
from dealer_trainer.training.steps import Step

ALL_GAMES = list(Variant)
ALL_RULES = list(RuleSetName)


@pytest.mark.parametrize("focus", list(Focus))
@pytest.mark.parametrize("variant", list(Variant))
def test_each_hard_case_is_built_where_the_game_allows_it(focus: Focus, variant: Variant) -> None:
    rng = random.Random(7)
    if variant not in POSSIBLE[focus]:
        with pytest.raises(
            FocusError,
            match=rf"^{focus.value} does not arise in "
            rf"{spec_of(variant).title}\Z",
        ):
            hand_for(focus, rng, variant, RuleSetName.PA)
        return
    for rules in RuleSetName:
        if not rules_allow(focus, rules, variant):  # the capped rake, under a rule set with no rake
            with pytest.raises(
                FocusError, match=rf"^{focus.value} does not arise under .*: it takes no rake\Z"
            ):
                hand_for(focus, rng, variant, rules)
            continue
        data = hand_for(focus, rng, variant, rules)
        report = replay(data)  # every generated hand replays under the contract
        assert report["result"] is not None


@pytest.mark.parametrize("hard", [False, True])
def test_bring_in_question_answer_is_the_engines_bring_in(hard: bool) -> None:
    rng = random.Random(11)
    for _ in range(15):
        q = new_question(Drill.BRING_IN, rng, ALL_GAMES, ALL_RULES, hard=hard)
        assert isinstance(q.answer, SeatAnswer)
        assert q.answer.seat == replay(q.scenario)["bring_in"]
        assert check(q, q.answer.seat).correct
        other = next(s.seat for s in q.snapshot().seats if s.seat != q.answer.seat)
        verdict = check(q, other)
        assert not verdict.correct and verdict.expected == f"seat {q.answer.seat}"
        assert verdict.reasons[0].rule
        if hard:
            assert " on rank" in q.reasons[0].text


def test_first_to_act_question_matches_the_report_and_shows_the_street() -> None:
    rng = random.Random(12)
    for _ in range(15):
        q = new_question(Drill.FIRST_TO_ACT, rng, ALL_GAMES, ALL_RULES, hard=True)
        report = replay(q.scenario)
        assert isinstance(q.answer, SeatAnswer)
        assert report["first_to_act"][str(q.street)] == q.answer.seat
        assert q.snapshot().street == q.street  # the street is dealt, nobody has acted on it


def test_dealer_next_answer_is_the_next_dealing_event() -> None:
    rng = random.Random(13)
    for _ in range(20):
        q = new_question(Drill.DEALER_NEXT, rng, ALL_GAMES, ALL_RULES, hard=rng.random() < 0.5)
        assert isinstance(q.answer, StepAnswer)
        event = replay(q.scenario)["events"][q.shown]
        assert event["kind"] == q.answer.step.kind.value
        assert check(q, q.answer.step).correct
        wrong = Step(StepKind.COMMON) if q.answer.step.kind is not StepKind.COMMON else Step(StepKind.BURN)
        assert not check(q, wrong).correct


def test_hard_dealer_next_asks_about_common_cards_and_reshuffles() -> None:
    rng = random.Random(14)
    kinds = {
        new_question(Drill.DEALER_NEXT, rng, [Variant.STUD7], ALL_RULES, hard=True).answer.step.kind
        for _ in range(12)
    }  # type: ignore[union-attr]
    assert kinds & {StepKind.COMMON, StepKind.RESHUFFLE, StepKind.BURN}


def test_common_card_question_says_yes_exactly_when_a_common_card_follows() -> None:
    rng = random.Random(15)
    seen = set()
    for _ in range(20):
        q = new_question(
            Drill.COMMON_CARD,
            rng,
            [Variant.STUD7, Variant.SUPER_STUD7_HILO8],
            ALL_RULES,
            hard=rng.random() < 0.5,
        )
        assert isinstance(q.answer, CommonAnswer)
        street_events = [
            e
            for e in replay(q.scenario)["events"]
            if e.get("street") == q.street and e["kind"] in ("common", "deal")
        ]
        assert q.answer.needed == any(e["kind"] == "common" for e in street_events)
        assert check(q, q.answer.needed).correct and not check(q, not q.answer.needed).correct
        seen.add(q.answer.needed)
    assert seen == {True, False}


def test_split_pot_answer_matches_awards_and_catches_a_wrong_chip() -> None:
    rng = random.Random(16)
    for _ in range(15):
        q = new_question(Drill.SPLIT_POT, rng, ALL_GAMES, ALL_RULES, hard=True)
        assert isinstance(q.answer, SplitAnswer)
        report = replay(q.scenario)
        totals: dict[str, int] = {}
        for pot in q.answer.pots:
            for seat, chips in pot:
                totals[str(seat)] = totals.get(str(seat), 0) + chips
        assert {k: v for k, v in totals.items() if v} == report["result"]["awards"]
        right = [dict(pot) for pot in q.answer.pots]
        assert check(q, (right, q.answer.rake)).correct
        wrong = [dict(pot) for pot in q.answer.pots]
        seat = next(iter(wrong[0]))
        wrong[0][seat] += 1
        verdict = check(q, (wrong, q.answer.rake))
        assert not verdict.correct and f"you gave {wrong[0][seat]}" in verdict.detail
        if q.answer.rake:
            verdict = check(q, (right, 0))
            assert not verdict.correct and f"The rake is {q.answer.rake}" in verdict.detail


def test_hard_split_pot_questions_cover_odd_chips_no_low_and_side_pots() -> None:
    rng = random.Random(17)
    focuses = {new_question(Drill.SPLIT_POT, rng, ALL_GAMES, ALL_RULES, hard=True).focus for _ in range(25)}
    assert focuses == set(HARD_CASES[Drill.SPLIT_POT])


def test_hard_cases_fall_back_when_the_games_cannot_show_them() -> None:
    q = new_question(Drill.DEALER_NEXT, random.Random(1), [Variant.STUD5], ALL_RULES, hard=True)
    assert q.focus is Focus.ANY


def test_deal_along_a_whole_hand_with_a_common_card_and_a_reshuffle() -> None:
    data = hand_for(Focus.RESHUFFLE, random.Random(3), Variant.STUD7, RuleSetName.PA)
    deal = DealAlong(data)
    kinds = []
    while not deal.finished:
        expected = deal.expected()
        assert expected is not None
        # a wrong move first: it is caught, explained, and the hand waits
        wrong = Step(StepKind.BURN) if expected.kind is not StepKind.BURN else Step(StepKind.COMMON)
        before = deal.position
        verdict = deal.attempt(wrong)
        assert not verdict.correct and verdict.reasons and deal.position == before
        assert deal.attempt(expected).correct
        kinds.append(expected.kind)
    assert StepKind.RESHUFFLE in kinds and StepKind.COMMON in kinds
    assert deal.mistakes == deal.moves // 2
    assert deal.snapshot().stub_count >= 0


def test_deal_along_at_a_timed_level_keeps_each_move_with_its_time_and_sums_the_hand_up() -> None:
    from dealer_trainer.training.levels import TimeGrade, move_target_seconds

    data = hand_for(Focus.ANY, random.Random(5), Variant.STUD7, RuleSetName.PA)
    deal = DealAlong(data)
    assert deal.timing is None  # nothing timed yet
    target = move_target_seconds()
    first = deal.expected()
    assert first is not None
    wrong = Step(StepKind.COMMON)
    deal.attempt(wrong, target / 2)  # wrong, however quick
    deal.attempt(first, target * 3)  # right, but slow: the slowest of the hand
    seconds = 0.5
    while not deal.finished:
        expected = deal.expected()
        assert expected is not None
        deal.attempt(expected, seconds)
    grades = [move.grade for move in deal.timed]
    assert grades[:2] == [TimeGrade.WRONG, TimeGrade.SLOW]
    assert set(grades[2:]) == {TimeGrade.IN_TIME}
    assert len(deal.timed) == deal.moves
    timing = deal.timing
    assert timing is not None
    assert (timing.in_time, timing.moves) == (deal.moves - 2, deal.moves) and not timing.all_in_time
    assert timing.slowest == deal.timed[1]
    assert timing.slowest.expected == first and timing.slowest.street == 3  # the first card of third street


def test_deal_along_keeps_no_time_when_the_level_times_nothing() -> None:
    data = hand_for(Focus.ANY, random.Random(5), Variant.STUD7, RuleSetName.PA)
    deal = DealAlong(data)
    while not deal.finished:
        expected = deal.expected()
        assert expected is not None
        deal.attempt(expected)
    assert deal.timed == [] and deal.timing is None


def test_deal_along_wrong_seat_is_explained_with_the_dealers_left() -> None:
    data = hand_for(Focus.ANY, random.Random(4), Variant.STUD7, RuleSetName.PA)
    deal = DealAlong(data)
    first = deal.expected()
    assert first is not None and first.kind is StepKind.DEAL
    seats = [s.seat for s in deal.snapshot().seats]
    wrong_seat = next(s for s in seats if s != first.seat)
    verdict = deal.attempt(Step(StepKind.DEAL, wrong_seat))
    assert not verdict.correct
    assert f"seat {first.seat}, the first seat to the dealer's left" in verdict.reasons[0].text


def test_deal_it_after_the_common_card_question_covers_just_that_street() -> None:
    rng = random.Random(21)
    q = new_question(Drill.COMMON_CARD, rng, [Variant.STUD7], [RuleSetName.PA], focus=Focus.COMMON_CARD)
    assert isinstance(q.answer, CommonAnswer) and q.answer.needed
    deal = DealAlong(q.scenario, start=q.shown, street=q.street)
    done = []
    while not deal.finished:
        step = deal.expected()
        assert step is not None
        assert deal.attempt(step).correct
        done.append(step)
    assert tuple(done) == q.answer.steps


def test_the_right_response_is_judged_right_for_every_drill() -> None:
    from dealer_trainer.training.drills import right_response

    rng = random.Random(31)
    for drill in Drill:
        q = new_question(drill, rng, ALL_GAMES, ALL_RULES, hard=True)
        assert check(q, right_response(q)).correct


def test_a_question_can_be_pinned_to_a_street_and_step() -> None:
    from dealer_trainer.training.drills import DrillError, Point, question_at

    data = hand_for(Focus.RESHUFFLE, random.Random(5), Variant.STUD7, RuleSetName.PA)
    q = question_at(Drill.DEALER_NEXT, data, point=Point(7, 0))
    assert q.point == Point(7, 0) and q.answer.step.kind is StepKind.RESHUFFLE  # type: ignore[union-attr]
    q = question_at(Drill.FIRST_TO_ACT, data, point=Point(5))
    assert q.street == 5 and q.answer.seat == replay(data)["first_to_act"]["5"]  # type: ignore[union-attr]
    assert question_at(Drill.COMMON_CARD, data, point=Point(7)).answer.needed  # type: ignore[union-attr]
    with pytest.raises(DrillError, match="street 9"):
        question_at(Drill.COMMON_CARD, data, point=Point(9))
    with pytest.raises(DrillError, match="step 40"):
        question_at(Drill.DEALER_NEXT, data, point=Point(4, 40))


def test_a_random_question_records_the_point_it_was_asked_at() -> None:
    from dealer_trainer.training.drills import question_at

    rng = random.Random(8)
    for drill in Drill:
        q = new_question(drill, rng, ALL_GAMES, ALL_RULES)
        again = question_at(drill, q.scenario, point=q.point)
        assert again.answer == q.answer and again.shown == q.shown


def test_a_wrong_split_names_the_trainees_chips_pot_by_pot_like_the_answer() -> None:
    rng = random.Random(16)
    q = next(
        q
        for q in (new_question(Drill.SPLIT_POT, rng, ALL_GAMES, ALL_RULES, hard=True) for _ in range(50))
        if isinstance(q.answer, SplitAnswer) and len(q.answer.pots) > 1 and not q.answer.rake
    )
    assert isinstance(q.answer, SplitAnswer)
    given = [dict(pot) for pot in q.answer.pots]
    given[-1] = {seat: 0 for seat in given[-1]}
    verdict = check(q, (given, 0))
    first = ", ".join(f"seat {s} {c}" for s, c in q.answer.pots[0] if c)
    last = f"side pot {len(q.answer.pots) - 1}"
    assert verdict.given.startswith(f"main pot: {first}; ")
    assert verdict.given.endswith(f"{last}: no chips given")
    assert check(q, ([{} for _ in q.answer.pots], 0)).given == "no chips given"
