"""Practice mode: FSRS on missed hands, SM-2 on skills, on a scripted history; the
migration of SM-2 schedules to FSRS."""

from __future__ import annotations

import doctest
import random
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest
from fsrs import Rating, State
from hypothesis import given, settings
from hypothesis import strategies as st
from test_words import GUI_JARGON, assert_plain

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import rows, scheduling, stats
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.errors import PracticeError
from dealer_trainer.records.migrations import SCHEMA_VERSION, migrate
from dealer_trainer.records.rows import canonical_json, hand_digest, new_uid, response_to_json, utc_text
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
    rating,
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


def due_of(records: Records, trainee: int) -> datetime:
    (hand,) = hand_reviews(records, trainee)
    return hand.state.due


def test_a_hand_missed_comes_back_today(records: Records, pool: dict[Drill, list[Question]]) -> None:
    trainee = records.add_trainee("Ada").id
    missed = pool[Drill.BRING_IN][0]
    answer(records, trainee, missed, False, DAY0)
    (hand,) = hand_reviews(records, trainee)
    assert (hand.state.phase, hand.state.lapses, hand.state.repetitions) == (State.Learning, 1, 0)

    # back after a few minutes (FSRS's learning step), and again until right without help
    assert pick(records, trainee, DAY0 + timedelta(minutes=1)).kind is not ChoiceKind.MISSED_HAND
    choice = pick(records, trainee, DAY0 + AGAIN_AFTER)
    assert choice.kind is ChoiceKind.MISSED_HAND and choice.question == missed
    assert "missed this hand 5 minutes ago" in choice.why
    answer(records, trainee, missed, True, DAY0 + AGAIN_AFTER, hinted=True)
    assert pick(records, trainee, DAY0 + 2 * AGAIN_AFTER).question is None  # FSRS's "hard" step: 1½ x
    back = DAY0 + AGAIN_AFTER + AGAIN_AFTER * 1.5
    choice = pick(records, trainee, back)
    assert choice.question == missed and choice.reason.again
    answer(records, trainee, missed, True, back)
    # right without help: not again today, but tomorrow (from the start of the day)
    assert pick(records, trainee, DAY0 + timedelta(hours=8)).question is None
    assert due_of(records, trainee) == day_start(DAY0, 1)
    assert pick(records, trainee, day_start(DAY0, 1)).question == missed


def test_a_hand_answered_right_again_and_again_comes_back_later_each_time(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    missed = pool[Drill.BRING_IN][0]
    answer(records, trainee, missed, False, DAY0)
    answer(records, trainee, missed, True, DAY0 + AGAIN_AFTER)
    gaps = []
    at = DAY0 + AGAIN_AFTER
    for repetition in range(1, 6):
        due = due_of(records, trainee)
        assert due == day_start(due)  # reviews are due from the start of a day
        gaps.append((due - day_start(at)).days)
        assert pick(records, trainee, due - timedelta(minutes=1)).question is None
        choice = pick(records, trainee, due)
        assert choice.kind is ChoiceKind.MISSED_HAND and choice.question == missed
        assert not choice.reason.again and "due for review" in choice.why
        at = due + timedelta(hours=9)
        answer(records, trainee, missed, True, at)
        (hand,) = hand_reviews(records, trainee)
        assert (hand.state.phase, hand.state.repetitions) == (State.Review, repetition)
    # FSRS's default parameters, answered quickly each time: 1, 1, 8, 63, 382 days
    assert gaps[:2] == [1, 1] and gaps[1:] == sorted(set(gaps[1:])), gaps  # longer each time
    assert gaps[-1] > 300, gaps
    assert "(5 times right since, 1 miss)" in pick(records, trainee, due_of(records, trainee)).why

    # missing it again when due: back the same day, then sooner than the last gap
    due = due_of(records, trainee)
    last_gap = (due - day_start(at)).days
    answer(records, trainee, missed, False, due + timedelta(hours=1))
    (hand,) = hand_reviews(records, trainee)
    assert (hand.state.phase, hand.state.repetitions, hand.state.lapses) == (State.Relearning, 0, 2)
    assert pick(records, trainee, due + timedelta(hours=1) + AGAIN_AFTER).reason.again
    answer(records, trainee, missed, True, due + timedelta(hours=1) + AGAIN_AFTER)
    assert 1 <= (due_of(records, trainee) - day_start(due)).days < last_gap / 4


def test_a_hand_answered_right_before_it_is_due_keeps_its_day_but_a_miss_brings_it_back(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    hand = pool[Drill.COMMON_CARD][0]
    answer(records, trainee, hand, False, DAY0)
    answer(records, trainee, hand, True, DAY0 + AGAIN_AFTER)
    (before,) = [h.state for h in hand_reviews(records, trainee)]
    answer(records, trainee, hand, True, DAY0 + timedelta(hours=3))  # dealt again by chance
    assert [h.state for h in hand_reviews(records, trainee)] == [before]  # not a review
    answer(records, trainee, hand, False, DAY0 + timedelta(hours=4))  # but a miss is a miss
    (after,) = [h.state for h in hand_reviews(records, trainee)]
    assert (after.phase, after.lapses) == (State.Relearning, 2)
    assert after.next_at == DAY0 + timedelta(hours=4) + AGAIN_AFTER


def test_a_hinted_right_answer_counts_as_harder_and_brings_the_hand_back_today(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    trainee = records.add_trainee("Ada").id
    plain, hinted = pool[Drill.BRING_IN][0], pool[Drill.BRING_IN][1]
    for hand in (plain, hinted):
        answer(records, trainee, hand, False, DAY0)
        answer(records, trainee, hand, True, DAY0 + AGAIN_AFTER)
    tomorrow = day_start(DAY0, 1) + timedelta(hours=9)
    answer(records, trainee, plain, True, tomorrow)
    answer(records, trainee, hinted, True, tomorrow, hinted=True)
    states = {h.scenario_json: h.state for h in hand_reviews(records, trainee)}
    easy, hard = (states[canonical_json(q.scenario)] for q in (plain, hinted))
    assert hard.stability < easy.stability and hard.difficulty > easy.difficulty
    assert hard.due <= easy.due
    # the hinted one comes back today, until answered right without help
    choice = pick(records, trainee, tomorrow + AGAIN_AFTER)
    assert choice.question == hinted and choice.reason.again
    answer(records, trainee, hinted, True, tomorrow + AGAIN_AFTER)
    assert pick(records, trainee, tomorrow + 2 * AGAIN_AFTER).question is None
    assert rating(quality(Drill.BRING_IN, True, 1.0, True)) is Rating.Hard
    assert rating(quality(Drill.BRING_IN, True, 1.0, False)) is Rating.Easy


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
    # both answered right when due: back on a later day; the skills were reviewed by the
    # same answers, so a new skill comes next
    assert pick(records, trainee, tomorrow).kind is ChoiceKind.NEW_SKILL
    soonest = min(hand_reviews(records, trainee), key=lambda h: h.state.due)
    assert soonest.state.due > tomorrow
    assert pick(records, trainee, soonest.state.due).question == soonest.question()


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


# --- the version 7 migration: SM-2 schedules of missed hands become FSRS cards ---------------


def test_an_old_sm2_schedule_migrates_to_fsrs_and_keeps_every_hand(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    path = tmp_path / "records.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=6)  # the version before FSRS, as it wrote the schedule
    now = DAY0 + timedelta(days=10)  # when the file is upgraded
    old = {
        # missed a minute ago (lapsed at a review), its same-day re-ask pending
        "again": (pool[Drill.BRING_IN][0], Sm2(0, 2.2, 1, day_start(now, 1), now, 2, 1, now - AGAIN_AFTER)),
        # due today after two right answers
        "due": (pool[Drill.BRING_IN][1], Sm2(2, 2.5, 6, day_start(now), None, 1, 5, now - timedelta(days=6))),
        # well known, due in 5 days
        "known": (pool[Drill.BRING_IN][2], Sm2(3, 2.6, 16, day_start(now, 5), None, 1, 5, now)),
        # often missed (the lowest E-Factor), due in 3 days
        "hard": (pool[Drill.BRING_IN][3], Sm2(4, 1.3, 6, day_start(now, 3), None, 3, 3, now)),
        # a damaged entry: its due time is not one
        "damaged": (pool[Drill.DEALER_NEXT][0], Sm2(1, 2.5, 1, now, None, 1, 4, now - timedelta(days=2))),
    }
    db.execute("BEGIN")
    db.execute(
        "INSERT INTO trainees(id, name, created, uid) VALUES (1, 'Ada', ?, ?)", (utc_text(DAY0), new_uid())
    )
    ids = {}
    for name, (question, state) in old.items():
        scenario = canonical_json(question.scenario)
        hand_id = db.execute(
            "INSERT INTO hands(digest, scenario) VALUES (?, ?)", (hand_digest(scenario), scenario)
        ).lastrowid
        values = (
            1,
            question.drill.value,
            hand_id,
            canonical_json(question.point.to_json()),
            question.table.variant.value,
            question.table.rules.name.value,
            state.repetitions,
            state.easiness,
            state.interval_days,
            "soon" if name == "damaged" else utc_text(state.due),
            None if state.again_at is None else utc_text(state.again_at),
            utc_text(state.next_at),
            state.lapses,
            state.last_quality,
            utc_text(state.last_at),
        )
        ids[name] = db.execute(
            "INSERT INTO hand_reviews(trainee_id, drill, hand_id, point, variant, rules, repetitions, "
            "easiness, interval_days, due, again_at, next_at, lapses, last_quality, last_at) "
            f"VALUES ({', '.join('?' * 15)})",
            values,
        ).lastrowid
    db.execute("COMMIT")
    db.close()

    with open_records(path, now=now, backup=False) as records:
        assert records.schema_version == SCHEMA_VERSION
        cards = {h.id: h for h in hand_reviews(records, 1)}
        assert sorted(cards) == sorted(ids.values())  # every hand kept, under its own row
        new = {name: cards[ids[name]].state for name in old}
        for name in ("again", "due", "known", "hard"):  # repetitions, misses and last answer kept
            state = old[name][1]
            kept = (new[name].repetitions, new[name].lapses, new[name].last_quality, new[name].last_at)
            assert kept == (state.repetitions, state.lapses, state.last_quality, state.last_at)
        # a review keeps its due day; stability is the SM-2 interval; a lower E-Factor is harder
        for name in ("due", "known", "hard"):
            assert new[name].phase is State.Review and new[name].due == old[name][1].due
            assert new[name].stability == old[name][1].interval_days and new[name].again_at is None
        assert new["hard"].difficulty > new["due"].difficulty > new["known"].difficulty
        assert all(1 <= card.difficulty <= 10 for card in new.values())
        # the missed hand still comes back now, and is said to come back until right
        assert new["again"].phase is State.Relearning and new["again"].next_at == now
        # the damaged one starts again as just missed: due at once
        assert new["damaged"].phase is State.Learning
        assert new["damaged"].next_at == old["damaged"][1].last_at + AGAIN_AFTER
        assert scheduling.due_counts(records, 1, now) == (3, 0)  # again, due, damaged
        # missed hands still come first, the longest waiting first
        choice = pick(records, 1, now)
        assert choice.kind is ChoiceKind.MISSED_HAND and choice.question == old["damaged"][0]
        answer(records, 1, old["damaged"][0], True, now)
        choice = pick(records, 1, now)  # due since midnight
        assert choice.question == old["due"][0] and "due for review (twice right since, 1 miss)" in choice.why
        answer(records, 1, old["due"][0], True, now)
        choice = pick(records, 1, now)
        assert choice.question == old["again"][0] and choice.reason.again
        assert "comes back until you get it right without help" in choice.why
        # FSRS takes the migrated cards on: the re-asked hand, right without help, is for a later day
        answer(records, 1, old["again"][0], True, now)
        assert pick(records, 1, now).kind is not ChoiceKind.MISSED_HAND
        after = {h.id: h.state for h in hand_reviews(records, 1)}
        assert after[ids["again"]].phase is State.Review and after[ids["again"]].due > now
        assert after[ids["due"]].due > day_start(now, 6)  # right when due: longer than the SM-2 gap
        assert after[ids["due"]].repetitions == 3
    assert records_schema(path) == records_schema(_fresh(tmp_path))


def records_schema(path: Path) -> list[tuple[str, str]]:
    db = sqlite3.connect(path)
    try:
        return sorted(db.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL"))
    finally:
        db.close()


def _fresh(tmp_path: Path) -> Path:
    path = tmp_path / "fresh" / "records.sqlite3"
    open_records(path, backup=False).close()
    return path


def test_a_restore_keeps_the_fsrs_schedule_of_hands_missed_since_the_backup(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    from dealer_trainer.records.backups import list_backups
    from dealer_trainer.records.restore import recover

    path = tmp_path / "records.sqlite3"
    with open_records(path, now=DAY0, backup=False) as records:
        trainee = records.add_trainee("Ada").id
        answer(records, trainee, pool[Drill.BRING_IN][0], False, DAY0)
        records.backup_now()
        answer(records, trainee, pool[Drill.BRING_IN][0], True, DAY0 + AGAIN_AFTER)  # to review
        answer(records, trainee, pool[Drill.SPLIT_POT][0], False, DAY0 + AGAIN_AFTER)  # newly missed
        kept = {h.scenario_json: h.state for h in hand_reviews(records, trainee)}
    (backup,) = list_backups(path)
    recovery = recover(backup, path, now=DAY0 + timedelta(hours=1))
    assert recovery.salvaged is not None and recovery.salvaged.schedule >= 2
    with open_records(path, backup=False) as records:
        (ada,) = records.trainees()
        restored = {h.scenario_json: h.state for h in hand_reviews(records, ada.id)}
    assert restored == kept  # the newer state of each hand, stability and difficulty included
    assert {s.phase for s in restored.values()} == {State.Review, State.Learning}


# --- the rebuild's replay is the same schedule as one answer at a time -----------------------

#: An answer: its grade (0–5) and the gap since the one before, from seconds to months
#: (same-day re-asks, answers before and after the day due, long breaks).
_ANSWERS = st.lists(
    st.tuples(
        st.integers(min_value=0, max_value=5),
        st.one_of(
            st.integers(min_value=1, max_value=600),
            st.integers(min_value=600, max_value=86_400),
            st.integers(min_value=86_400, max_value=120 * 86_400),
        ),
    ),
    min_size=1,
    max_size=40,
)


@settings(max_examples=400, deadline=None)
@given(first=st.integers(min_value=0, max_value=2), answers=_ANSWERS, start=st.integers(0, 10**8))
def test_a_hand_replayed_in_a_rebuild_has_the_schedule_review_hand_gives(
    first: int, answers: list[tuple[int, int]], start: int
) -> None:
    at = datetime(2024, 1, 1, tzinfo=UTC) + timedelta(seconds=start)
    kept, replay = scheduling.missed_hand(first, at), scheduling.HandReplay(first, at)
    assert replay.state() == kept
    for grade, gap in answers:
        at += timedelta(seconds=gap)
        kept = scheduling.review_hand(kept, grade, at)
        replay.answer(grade, at)
        assert replay.state() == kept


@settings(max_examples=400, deadline=None)
@given(first=st.integers(min_value=0, max_value=5), answers=_ANSWERS, start=st.integers(0, 10**8))
def test_a_skill_replayed_in_a_rebuild_has_the_schedule_sm2_review_gives(
    first: int, answers: list[tuple[int, int]], start: int
) -> None:
    at = datetime(2024, 1, 1, tzinfo=UTC) + timedelta(seconds=start)
    kept, replay = scheduling.memorised(first, at), scheduling.SkillReplay(first, at)
    assert replay.state() == kept
    for grade, gap in answers:
        at += timedelta(seconds=gap)
        kept = scheduling.review(kept, grade, at)
        replay.answer(grade, at)
        assert replay.state() == kept


def test_a_rebuild_reads_a_record_holding_text_that_is_not_utf8(
    records: Records, pool: dict[Drill, list[Question]]
) -> None:
    """The fast read as plain text fails on such a record; it is read again leniently and
    only the damaged answer is left out."""
    trainee = records.add_trainee("Ada").id
    for n, question in enumerate(pool[Drill.BRING_IN][:3]):
        answer(records, trainee, question, False, DAY0 + timedelta(minutes=n))
    assert len(hand_reviews(records, trainee)) == 3
    with records.transaction() as db:
        db.execute(
            "UPDATE attempts SET variant = CAST(x'ff' AS TEXT) WHERE id = (SELECT MIN(id) FROM attempts)"
        )
        scheduling.rebuild_schedule_in(db)
    assert len(hand_reviews(records, trainee)) == 2
