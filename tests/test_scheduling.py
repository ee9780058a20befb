"""Practice mode: SM-2 on missed hands and skills, on a scripted history."""

from __future__ import annotations

import doctest
import math
import random
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from test_words import GUI_JARGON, assert_plain

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import rows, scheduling, stats
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.errors import PracticeError
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.records.scheduling import (
    AGAIN_AFTER,
    NEW_SKILLS_PER_DAY,
    ChoiceKind,
    PracticeChoice,
    Sm2,
    day_start,
    hand_reviews,
    memorised,
    next_easiness,
    next_practice,
    quality,
    rebuild_schedule,
    review,
    skill_reviews,
)
from dealer_trainer.training.drills import Drill, Question, new_question, right_response

UTC = UTC
DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)
GAMES = [Variant.STUD7]
RULES = [RuleSetName.PA]


def test_the_doctests() -> None:
    for module in (scheduling, rows):
        assert doctest.testmod(module).failed == 0


# --- SM-2 itself -----------------------------------------------------------------------------


def test_grades_from_right_wrong_hints_and_time() -> None:
    assert quality(Drill.SPLIT_POT, True, 25.0, False) == 5  # a split takes longer
    assert quality(Drill.SPLIT_POT, True, 60.0, False) == 4
    assert quality(Drill.SPLIT_POT, True, 120.0, False) == 3
    assert quality(Drill.DEALER_NEXT, True, 16.0, False) == 3
    assert quality(Drill.DEALER_NEXT, True, 1.0, True) == 3
    assert quality(Drill.DEALER_NEXT, False, 1.0, False) == 1
    assert quality(Drill.DEALER_NEXT, False, 1.0, True) == 0


def test_the_e_factor_follows_the_sm2_formula_and_stops_at_1_3() -> None:
    for grade in range(6):
        q = 5 - grade
        assert next_easiness(2.0, grade) == pytest.approx(max(1.3, 2.0 + 0.1 - q * (0.08 + q * 0.02)))
    easiness = 2.5
    for _ in range(20):
        easiness = next_easiness(easiness, 3)
    assert easiness == 1.3


def test_intervals_are_1_then_6_then_times_the_e_factor_rounded_up() -> None:
    state = memorised(5, DAY0)
    assert (state.repetitions, state.interval_days, state.due) == (0, 1, day_start(DAY0, 1))
    gaps = []
    at = DAY0
    for _ in range(5):
        at = state.due + timedelta(hours=9)
        state = review(state, 4, at)  # grade 4 keeps EF at 2.5
        gaps.append(state.interval_days)
    assert gaps == [6, 15, 38, 95, 238]
    assert state.easiness == pytest.approx(2.5)
    # a lapse starts the repetitions again and leaves the E-Factor
    lapsed = review(replace_ef(state, 2.1), 1, state.due)
    assert (lapsed.repetitions, lapsed.interval_days, lapsed.easiness) == (0, 1, 2.1)
    assert lapsed.due == day_start(state.due, 1) and lapsed.lapses == state.lapses + 1
    assert lapsed.again_at == state.due + AGAIN_AFTER
    after = review(lapsed, 5, lapsed.due)
    assert (after.repetitions, after.interval_days) == (1, 6)
    assert after.easiness == pytest.approx(2.2)


def replace_ef(state: Sm2, easiness: float) -> Sm2:
    from dataclasses import replace

    return replace(state, easiness=easiness)


def test_below_4_comes_back_the_same_day_without_changing_the_schedule() -> None:
    state = memorised(1, DAY0)
    assert state.again_at == DAY0 + AGAIN_AFTER
    again = review(state, 3, DAY0 + AGAIN_AFTER)  # right but with a hint: again
    assert again.again_at == DAY0 + 2 * AGAIN_AFTER
    assert (again.due, again.interval_days, again.repetitions) == (state.due, 1, 0)
    done = review(again, 5, DAY0 + 2 * AGAIN_AFTER)
    assert done.again_at is None and done.due == state.due and done.easiness == 2.5
    # a right answer before the due day changes nothing (no repetition ahead of time)
    assert review(done, 5, DAY0 + timedelta(hours=3)).due == done.due
    assert review(done, 5, DAY0 + timedelta(hours=3)).repetitions == 0


# --- a scripted history -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    rng = random.Random(5)
    return {drill: [new_question(drill, rng, GAMES, RULES) for _ in range(4)] for drill in Drill}


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


def answer(
    records: Records,
    trainee: int,
    question: Question,
    correct: bool,
    at: datetime,
    seconds: float = 3.0,
    hinted: bool = False,
) -> None:
    records.record_attempt(
        trainee,
        question,
        response_to_json(question, right_response(question)) if correct else {"wrong": True},
        correct,
        seconds,
        hinted,
        at=at,
    )


def pick(records: Records, trainee: int, now: datetime, seed: int = 1) -> PracticeChoice:
    return next_practice(records, trainee, now, random.Random(seed), GAMES, RULES)


def test_a_missed_hand_comes_back_at_the_sm2_intervals(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    missed = pool[Drill.BRING_IN][0]
    answer(records, trainee, missed, False, DAY0)

    # the same day: back after a few minutes, and again until right without help
    assert pick(records, trainee, DAY0 + timedelta(minutes=1)).kind is not ChoiceKind.MISSED_HAND
    choice = pick(records, trainee, DAY0 + AGAIN_AFTER)
    assert choice.kind is ChoiceKind.MISSED_HAND and choice.question == missed
    assert "missed this hand 5 minutes ago" in choice.why
    answer(records, trainee, missed, True, DAY0 + AGAIN_AFTER, hinted=True)
    assert pick(records, trainee, DAY0 + 2 * AGAIN_AFTER).question == missed
    answer(records, trainee, missed, True, DAY0 + 2 * AGAIN_AFTER)
    assert pick(records, trainee, DAY0 + timedelta(hours=8)).question is None

    # then after I(1) = 1 day, I(2) = 6 days, I(3) = 6 x EF rounded up
    expected_gaps = []
    at = DAY0
    easiness = 2.5
    for repetition, gap in enumerate([1, 6, math.ceil(6 * 2.7)], start=1):
        due = day_start(at, gap)
        assert pick(records, trainee, due - timedelta(minutes=1)).question is None
        choice = pick(records, trainee, due)
        assert choice.kind is ChoiceKind.MISSED_HAND and choice.question == missed
        at = due + timedelta(hours=9)
        answer(records, trainee, missed, True, at)
        easiness = next_easiness(easiness, 5)
        (state,) = [h.state for h in hand_reviews(records, trainee)]
        assert state.repetitions == repetition and state.easiness == pytest.approx(easiness)
        expected_gaps.append(gap)
    assert expected_gaps == [1, 6, 17]
    assert state.interval_days == math.ceil(17 * 2.8)

    # missing it again starts over: tomorrow
    answer(records, trainee, missed, False, at + timedelta(minutes=1))
    (state,) = [h.state for h in hand_reviews(records, trainee)]
    assert (state.repetitions, state.interval_days, state.lapses) == (0, 1, 2)
    assert state.due == day_start(at, 1)


def test_missed_hands_come_before_skills_the_longest_waiting_first(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    first, second = pool[Drill.SPLIT_POT][0], pool[Drill.DEALER_NEXT][0]
    answer(records, trainee, first, False, DAY0)
    answer(records, trainee, second, False, DAY0 + timedelta(minutes=1))
    tomorrow = DAY0 + timedelta(days=1)
    assert pick(records, trainee, tomorrow).question == first
    answer(records, trainee, first, True, tomorrow)
    assert pick(records, trainee, tomorrow).question == second
    answer(records, trainee, second, True, tomorrow)
    # both answered right when due: next in 6 days; the skills were reviewed by the same
    # answers, so a new skill comes next
    assert pick(records, trainee, tomorrow).kind is ChoiceKind.NEW_SKILL
    assert pick(records, trainee, day_start(tomorrow, 6)).question == first


def test_a_weak_skill_is_chosen_before_a_strong_one(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    at = DAY0
    for i in range(20):
        at += timedelta(minutes=1)
        answer(records, trainee, pool[Drill.BRING_IN][i % 4], i % 10 != 0, at)  # 90 %
        answer(records, trainee, pool[Drill.SPLIT_POT][i % 4], i % 10 < 3, at)  # 30 %
        answer(records, trainee, pool[Drill.COMMON_CARD][i % 4], i % 10 < 6, at)  # 60 %
    # both skills due the next day; leave the missed hands out to look at skills alone
    records.connection.execute("DELETE FROM hand_reviews")
    choice = pick(records, trainee, DAY0 + timedelta(days=1))
    assert (choice.kind, choice.drill) == (ChoiceKind.DUE_SKILL, Drill.SPLIT_POT)
    assert choice.hard and "30% right in your last 20" in choice.why
    assert choice.make_question(random.Random(3)).drill is Drill.SPLIT_POT
    # weakest first, then the next weakest
    answer(records, trainee, pool[Drill.SPLIT_POT][0], True, DAY0 + timedelta(days=1))
    records.connection.execute("DELETE FROM hand_reviews")
    assert pick(records, trainee, DAY0 + timedelta(days=1, minutes=1)).drill is Drill.COMMON_CARD
    # the same order in the progress view's skills table
    assert [s.drill for s in stats.skills(records, trainee)] == [
        Drill.SPLIT_POT,
        Drill.COMMON_CARD,
        Drill.BRING_IN,
    ]
    # with nothing due, practice ahead goes to the weak skills too
    records.connection.execute("UPDATE skill_reviews SET again_at = NULL, next_at = due")
    ahead = [pick(records, trainee, DAY0 + timedelta(hours=3), seed) for seed in range(30)]
    assert {c.kind for c in ahead} == {ChoiceKind.AHEAD}
    assert sum(c.drill is Drill.BRING_IN for c in ahead) < sum(c.drill is Drill.SPLIT_POT for c in ahead)


def test_new_skills_are_introduced_a_few_a_day(records: Records, pool: dict[Drill, list[Question]]) -> None:
    trainee = records.add_trainee("Ada").id
    now = DAY0
    introduced = []
    for _ in range(NEW_SKILLS_PER_DAY):
        choice = pick(records, trainee, now)
        assert choice.kind is ChoiceKind.NEW_SKILL and choice.question is None
        introduced.append(choice.drill)
        answer(records, trainee, pool[choice.drill][0], True, now)
        now += timedelta(minutes=1)
    assert introduced == list(Drill)[:NEW_SKILLS_PER_DAY]  # in teaching order
    assert pick(records, trainee, now).kind is ChoiceKind.AHEAD
    # the next day the skills begun are due first, then new ones come
    tomorrow = day_start(DAY0, 1) + timedelta(hours=9)
    for _drill in introduced:
        choice = pick(records, trainee, tomorrow)
        assert choice.kind is ChoiceKind.DUE_SKILL
        answer(records, trainee, pool[choice.drill][1], True, tomorrow)
    assert pick(records, trainee, tomorrow).drill is list(Drill)[NEW_SKILLS_PER_DAY]


def test_no_new_skill_while_a_begun_one_is_going_badly(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    for i in range(6):
        answer(records, trainee, pool[Drill.BRING_IN][i % 4], i == 0, DAY0 + timedelta(minutes=i))
    records.connection.execute("DELETE FROM hand_reviews")
    records.connection.execute("UPDATE skill_reviews SET again_at = NULL, next_at = due")
    choice = pick(records, trainee, DAY0 + timedelta(hours=1))
    assert choice.kind is ChoiceKind.AHEAD and choice.drill is Drill.BRING_IN
    assert "New skills wait" in choice.why
    # why this hand, in a trainee's words ("nothing to review yet"), not the scheduler's
    assert_plain(choice.why, "practice ahead")
    assert GUI_JARGON.search(choice.why) is None, choice.why


def test_the_choice_is_deterministic(records: Records, pool: dict[Drill, list[Question]]) -> None:
    trainee = records.add_trainee("Ada").id
    for i, drill in enumerate(Drill):
        answer(records, trainee, pool[drill][0], i % 2 == 0, DAY0 + timedelta(minutes=i))
    for now in (DAY0 + timedelta(hours=1), DAY0 + timedelta(days=1), DAY0 + timedelta(days=9)):
        first = [pick(records, trainee, now, seed) for seed in range(5)]
        again = [pick(records, trainee, now, seed) for seed in range(5)]
        assert first == again


def test_the_schedule_rebuilt_from_history_matches_the_one_kept(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    rng = random.Random(9)
    at = DAY0
    for _ in range(120):
        at += timedelta(minutes=rng.choice([1, 7, 90, 60 * 20]))
        drill = rng.choice(list(Drill))
        answer(
            records,
            trainee,
            rng.choice(pool[drill]),
            rng.random() < 0.6,
            at,
            rng.uniform(1, 40),
            rng.random() < 0.1,
        )
    kept = (hand_reviews(records, trainee), skill_reviews(records, trainee))
    rebuild_schedule(records)
    assert (hand_reviews(records, trainee), skill_reviews(records, trainee)) == kept


def test_a_hand_the_engine_can_no_longer_ask_is_skipped(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    answer(records, trainee, pool[Drill.BRING_IN][0], False, DAY0)
    records.connection.execute('UPDATE hands SET scenario = \'{"format": "nonsense"}\'')
    choice = pick(records, trainee, DAY0 + timedelta(days=1))
    assert choice.kind is ChoiceKind.DUE_SKILL
    assert len(hand_reviews(records, trainee)) == 1  # kept in the record


def test_only_the_chosen_games_and_drills(records: Records, pool: dict[Drill, list[Question]]) -> None:
    trainee = records.add_trainee("Ada").id
    answer(records, trainee, pool[Drill.BRING_IN][0], False, DAY0)
    tomorrow = DAY0 + timedelta(days=1)
    choice = next_practice(records, trainee, tomorrow, random.Random(1), [Variant.STUD5], RULES)
    assert choice.kind is ChoiceKind.NEW_SKILL and choice.variant is Variant.STUD5
    choice = next_practice(
        records, trainee, tomorrow, random.Random(1), GAMES, RULES, drills=[Drill.SPLIT_POT]
    )
    assert (choice.kind, choice.drill) == (ChoiceKind.NEW_SKILL, Drill.SPLIT_POT)
    assert scheduling.due_counts(records, trainee, tomorrow) == (1, 1)
    with pytest.raises(PracticeError, match="nothing to practise: choose at least one game"):
        next_practice(records, trainee, tomorrow, random.Random(1), [], RULES)


def test_days_begin_in_the_time_zone_of_the_answer() -> None:
    paris = timezone(timedelta(hours=1))
    late = datetime(2025, 3, 3, 23, 30, tzinfo=paris)  # 22:30 UTC
    assert memorised(5, late).due == datetime(2025, 3, 3, 23, 0, tzinfo=UTC)  # midnight Paris
    assert memorised(5, late.astimezone(UTC)).due == datetime(2025, 3, 4, 0, 0, tzinfo=UTC)
