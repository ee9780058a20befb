"""Session scoring: points, hinted answers, streaks, times."""

from dealer_trainer.training.drills import Drill
from dealer_trainer.training.session import HINTED_POINTS, POINTS, Session, share_right


def test_a_right_answer_scores_full_points_and_a_hinted_one_less() -> None:
    session = Session()
    session.record(Drill.BRING_IN, True, False, 2.0)
    session.record(Drill.BRING_IN, True, True, 3.0)
    assert session.score == POINTS + HINTED_POINTS
    assert HINTED_POINTS < POINTS


def test_a_wrong_answer_scores_nothing_and_ends_the_streak() -> None:
    session = Session()
    for correct in (True, True, True, False, True):
        session.record(Drill.SPLIT_POT, correct, False, 1.0)
    assert session.score == 4 * POINTS
    assert session.streak == 1 and session.best_streak == 3
    assert session.accuracy == 0.8


def test_summary_shows_score_streak_and_median_time() -> None:
    session = Session()
    assert session.summary() == "Score 0 · no answers yet"
    session.record(Drill.FIRST_TO_ACT, True, False, 2.0)
    session.record(Drill.FIRST_TO_ACT, False, False, 4.0)
    session.record(Drill.FIRST_TO_ACT, True, False, 9.0)
    assert session.summary() == "Score 20 · 2/3 right · streak 1 (best 1) · median 4.0 s"


def test_the_share_right_is_right_over_total_and_nothing_without_answers() -> None:
    assert share_right(0, 0) == 0.0
    assert share_right(2, 3) == 2 / 3 and share_right(5, 5) == 1.0
    session = Session()
    assert session.accuracy is None  # the session says "no answers yet" instead
    session.record(Drill.BRING_IN, True, False, 1.0)
    session.record(Drill.BRING_IN, False, False, 1.0)
    assert session.accuracy == share_right(1, 2) == 0.5
