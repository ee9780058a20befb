"""The levels: what each shows and how fast, and that none changes a question or its answer."""

from __future__ import annotations

import random

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import scheduling
from dealer_trainer.training.drills import HARD_CASES, check, new_question, question_at, right_response
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import (
    HARD_SHARE,
    LIVE_MS,
    PACE,
    SLOW_MS,
    Explanation,
    Hints,
    Level,
    Pace,
    TimeGrade,
    dealing_ms,
    explanation,
    level_of,
    target_seconds,
    time_grade,
    wants_hard,
)

#: The issue's table, row by row: hints, after a right answer, after a wrong one, dealing, timed.
TABLE = {
    Level.LEARN: (Hints.AT_ONCE, Explanation.FULL, Explanation.FULL, Pace.SLOW, False),
    Level.GUIDED: (Hints.ON_REQUEST, Explanation.FULL, Explanation.FULL, Pace.CHOSEN, False),
    Level.PRACTICE: (Hints.ON_REQUEST, Explanation.SHORT, Explanation.FULL, Pace.CHOSEN, False),
    Level.TABLE_READY: (Hints.NONE, Explanation.SHORT, Explanation.FULL, Pace.LIVE, True),
}


def test_the_four_levels_keep_their_stored_names_in_order() -> None:
    assert [level.value for level in Level] == ["learn", "guided", "practice", "table-ready"]
    assert [level.heading for level in Level] == ["Learn", "Guided", "Practice", "Table-ready"]


@pytest.mark.parametrize("level", list(Level))
def test_each_level_shows_hints_explanations_and_pace_as_the_issue_says(level: Level) -> None:
    hints, right, wrong, pace, timed = TABLE[level]
    behaviour = level.behaviour
    assert (behaviour.hints, behaviour.after_right, behaviour.after_wrong) == (hints, right, wrong)
    assert (behaviour.pace, behaviour.timed) == (pace, timed)
    assert explanation(level, True) is right and explanation(level, False) is wrong


def test_only_table_ready_mixes_hard_cases_in() -> None:
    assert [level for level in Level if level.behaviour.hard_share] == [Level.TABLE_READY]
    assert 0 < HARD_SHARE < 1


def test_a_wrong_answer_is_explained_in_full_at_every_level() -> None:
    assert {explanation(level, False) for level in Level} == {Explanation.FULL}


def test_learn_deals_slowly_table_ready_at_live_pace_the_others_as_chosen() -> None:
    for chosen in (50, 120, 260):
        assert dealing_ms(Level.LEARN, chosen) == max(chosen, SLOW_MS)
        assert dealing_ms(Level.GUIDED, chosen) == dealing_ms(Level.PRACTICE, chosen) == chosen
        assert dealing_ms(Level.TABLE_READY, chosen) == LIVE_MS
    assert {dealing_ms(level, 0) for level in Level} == {0}  # animation turned off stays off


def test_the_hard_case_coin_is_tossed_only_at_table_ready() -> None:
    for level in (Level.LEARN, Level.GUIDED, Level.PRACTICE):
        rng = random.Random(5)
        state = rng.getstate()
        assert not wants_hard(level, rng, False) and wants_hard(level, rng, True)
        assert rng.getstate() == state  # a seeded hand set deals the same hands at these levels
    rng = random.Random(11)
    draws = [wants_hard(Level.TABLE_READY, rng, False) for _ in range(2000)]
    assert abs(sum(draws) / len(draws) - HARD_SHARE) < 0.05
    assert wants_hard(Level.TABLE_READY, rng, True)


def test_the_target_time_is_the_perfect_answer_time_of_the_practice_schedule() -> None:
    assert scheduling.PACE is PACE
    for drill in Drill:
        fast, slow = PACE[drill]
        assert 0 < fast < slow
        assert target_seconds(drill) == fast


@pytest.mark.parametrize("drill", list(Drill))
def test_a_timed_answer_is_right_in_time_right_but_slow_or_wrong(drill: Drill) -> None:
    target = target_seconds(drill)
    assert time_grade(drill, True, target) is TimeGrade.IN_TIME
    assert time_grade(drill, True, target + 0.1) is TimeGrade.SLOW
    assert time_grade(drill, False, 0.5) is TimeGrade.WRONG


def test_an_answer_kept_before_levels_has_no_level() -> None:
    assert level_of(None) is None and level_of("nonsense") is None
    assert level_of("table-ready") is Level.TABLE_READY


def _asked_at(level: Level, drill: Drill, seed: int) -> object:
    """A question as the window asks it at ``level``: the level only decides whether it is hard."""
    rng = random.Random(seed)
    hard = wants_hard(level, rng, False)
    return new_question(drill, rng, list(Variant), [RuleSetName.PA], hard=hard)


@pytest.mark.parametrize("drill", list(Drill))
def test_the_question_and_its_answer_do_not_depend_on_the_level(drill: Drill) -> None:
    for seed in (1, 2):
        asked = {level: _asked_at(level, drill, seed) for level in Level}
        # The levels that mix nothing in deal the very same question from the same seed.
        assert asked[Level.LEARN] == asked[Level.GUIDED] == asked[Level.PRACTICE]
        for level, question in asked.items():
            # Whatever the level, the same hand at the same moment has the same answer
            # and reasons, and the right response is judged right, a wrong one wrong.
            again = question_at(drill, question.scenario, focus=question.focus, point=question.point)
            assert (again.answer, again.reasons, again.hint) == (
                question.answer,
                question.reasons,
                question.hint,
            )
            assert check(question, right_response(question)).correct, level


def test_table_ready_asks_the_drills_hard_cases_a_share_of_the_time() -> None:
    focuses = [_asked_at(Level.TABLE_READY, Drill.SPLIT_POT, seed).focus for seed in range(12)]
    hard = [focus for focus in focuses if focus is not Focus.ANY]
    assert hard and len(hard) < len(focuses)
    assert set(hard) <= set(HARD_CASES[Drill.SPLIT_POT])
