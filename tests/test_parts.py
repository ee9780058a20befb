"""Answers in parts (the drills on the betting and the money): checking and keeping them."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine.cards import Rank
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand
from dealer_trainer.training.errors import AnswerError
from dealer_trainer.training.parts import (
    Announce,
    Announcement,
    Ask,
    NoLow,
    Part,
    PartsAnswer,
    PartsResponse,
    Shape,
    answer_english,
    check_parts,
    response_from_json,
    response_to_json,
    value_from_json,
)

FULL = HighHand(HandClass.FULL_HOUSE, (Rank.KING,) * 3 + (Rank.SEVEN,) * 2)
LOW = LowHand((Rank.EIGHT, Rank.SIX, Rank.FOUR, Rank.THREE, Rank.ACE))
ANSWER = PartsAnswer(
    (
        Part(Ask.TO_CALL, 10),
        Part(Ask.CAPPED, False),
        Part(Ask.POT_ELIGIBLE, frozenset({3, 5}), pot=1),
        Part(
            Ask.ANNOUNCE,
            Announcement(Announce.RAISE, 20),
            options=(Announcement(Announce.CALL, 10), Announcement(Announce.RAISE, 20)),
        ),
        Part(Ask.HIGH_HAND, FULL, seat=3, options=(FULL,)),
        Part(Ask.LOW_HAND, NoLow(), seat=3, options=(LOW, NoLow())),
    )
)
RIGHT = PartsResponse(tuple(part.right for part in ANSWER.parts))


def test_every_ask_has_a_shape() -> None:
    assert {ask.shape for ask in Ask} == set(Shape)


def test_the_right_values_are_right() -> None:
    assert check_parts(ANSWER, RIGHT) == ()


def test_seats_compare_as_sets_and_a_wrong_part_is_named() -> None:
    values = list(RIGHT.values)
    values[2] = frozenset({5, 3})
    assert check_parts(ANSWER, PartsResponse(tuple(values))) == ()
    values[2] = frozenset({3})
    values[0] = 8
    problems = check_parts(ANSWER, PartsResponse(tuple(values)))
    assert [(p.index, p.right, p.given) for p in problems] == [
        (0, 10, 8),
        (2, frozenset({3, 5}), frozenset({3})),
    ]


def test_a_part_left_blank_or_missing_is_wrong() -> None:
    problems = check_parts(ANSWER, PartsResponse((10, False)))
    assert [p.index for p in problems] == [2, 3, 4, 5]
    assert all(p.given is None for p in problems)


def test_a_response_reads_back_from_the_json_it_is_kept_as() -> None:
    text = json.dumps(response_to_json(RIGHT))
    assert response_from_json(ANSWER, json.loads(text)) == RIGHT


@given(st.lists(st.one_of(st.none(), st.integers(0, 10_000)), min_size=1, max_size=6))
def test_amounts_read_back_exactly(values: list[int | None]) -> None:
    answer = PartsAnswer(tuple(Part(Ask.POT_AMOUNT, 0, pot=i) for i in range(len(values))))
    response = PartsResponse(tuple(values))
    assert response_from_json(answer, json.loads(json.dumps(response_to_json(response)))) == response


@pytest.mark.parametrize(
    ("part", "data"),
    [
        (Part(Ask.TO_CALL, 1), -1),
        (Part(Ask.TO_CALL, 1), True),
        (Part(Ask.TO_CALL, 1), "10"),
        (Part(Ask.CAPPED, True), 1),
        (Part(Ask.POT_ELIGIBLE, frozenset()), [0]),
        (Part(Ask.POT_ELIGIBLE, frozenset()), [True]),
        (Part(Ask.POT_ELIGIBLE, frozenset()), "3"),
        (Part(Ask.ANNOUNCE, Announcement(Announce.CHECK)), {"announce": "shove"}),
        (Part(Ask.ANNOUNCE, Announcement(Announce.CHECK)), {"announce": "call", "amount": -5}),
        (Part(Ask.HIGH_HAND, FULL), {"class": "full_house", "ranks": ["K", "K", "K", "7"]}),
        (Part(Ask.HIGH_HAND, FULL), {"class": "five_aces", "ranks": ["A"] * 5}),
        (Part(Ask.LOW_HAND, LOW), {"ranks": ["8", "6", "4", "3", "1"]}),
        (Part(Ask.LOW_HAND, LOW), [1, 2]),
    ],
)
def test_a_damaged_value_is_refused_not_guessed(part: Part, data: object) -> None:
    with pytest.raises(AnswerError, match="is not"):
        value_from_json(part, data)


def test_a_response_with_the_wrong_number_of_parts_is_refused() -> None:
    with pytest.raises(AnswerError, match="2 parts"):
        response_from_json(ANSWER, {"parts": [10, False]})


def test_the_english_names_every_part_as_the_window_does() -> None:
    """The records' words of an answer in parts are the window's English (one side pot
    makes the first pot the main pot; questions are followed by their answers)."""
    text = answer_english(ANSWER)
    assert text.startswith(
        "To call: 10; Is the betting capped? no; Who can win side pot 1? seats 3 and 5; "
        "The dealer announces: Raise to 20; "
    )
    assert text.endswith("Seat 3's high hand: Kings full of sevens; Seat 3's low: No low")
