"""The table's geometry and motion without painting: where rows, bets and chips go, and
which cards fly when a snapshot follows another."""

from __future__ import annotations

import json

import pytest

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.gui.tableanimation import flight_share, new_card_keys
from dealer_trainer.gui.tablelayout import (
    CARD_STEP,
    CARD_W,
    CENTRE,
    ROW_W,
    bet_rect,
    chip_count,
    chips_on_right,
    row_left,
    row_width,
    seat_count,
    seat_layout,
)
from dealer_trainer.training.snapshot import snapshot_from_events

EIGHT = "043-reshuffle-stud7-pa"  # 8 players, a common card, a reshuffle


def hand_of(name: str):
    scenario = load_scenario(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))
    return scenario, play(scenario)


@pytest.mark.parametrize("count", range(2, 10))
def test_a_short_row_sits_at_the_plate_s_end_of_its_block(count: int) -> None:
    for geo in seat_layout(count).values():
        for cards in range(1, 8):
            left = row_left(geo, cards)
            right = left + row_width(cards)
            assert geo.row.left() - 0.01 <= left and right <= geo.row.right() + 0.01
            if geo.side == "right":  # the plate is to the right
                assert right == pytest.approx(geo.row.right())
            elif geo.side == "left":
                assert left == pytest.approx(geo.row.left())
            else:
                assert (left + right) / 2 == pytest.approx(geo.row.center().x())


@pytest.mark.parametrize("count", range(2, 10))
def test_an_end_seat_s_bet_moves_with_its_cards_and_a_bottom_seat_s_stays(count: int) -> None:
    for geo in seat_layout(count).values():
        full = bet_rect(geo, 7)
        assert full == geo.bet
        for cards in range(7):
            moved = bet_rect(geo, cards)
            shift = moved.left() - geo.bet.left()
            room = ROW_W - row_width(cards)
            expected = {"right": room, "left": -room, "bottom": 0.0}[geo.side]
            assert shift == pytest.approx(expected)
            assert moved.size() == geo.bet.size()
            # the bet stays next to the cards: never over them
            left = row_left(geo, max(cards, 1))
            assert not moved.intersects(
                geo.row.adjusted(left - geo.row.left(), 0, left + row_width(cards) - geo.row.right(), 0)
            )


def test_chips_sit_on_the_side_away_from_the_middle_of_the_bottom_row() -> None:
    layout = seat_layout(9)
    for geo in layout.values():
        bet = bet_rect(geo, 3)
        if geo.side == "right":
            assert chips_on_right(geo, bet)
        elif geo.side == "left":
            assert not chips_on_right(geo, bet)
        else:
            assert chips_on_right(geo, bet) == (bet.center().x() > CENTRE.x())


def test_the_table_grows_for_a_seat_numbered_past_its_size() -> None:
    assert seat_count(8, [1, 2, 8]) == 8
    assert seat_count(6, [1, 7]) == 7
    assert sorted(seat_layout(seat_count(6, [1, 7]))) == list(range(1, 8))


def test_more_chips_stand_for_larger_amounts_up_to_five() -> None:
    counts = [chip_count(amount) for amount in (1, 9, 10, 99, 100, 1_000, 10_000, 10**9)]
    assert counts == sorted(counts) and counts[0] == 2 and counts[-1] == 5
    assert row_width(1) == CARD_W and row_width(7) == ROW_W == CARD_W + 6 * CARD_STEP


def test_the_cards_that_fly_are_those_new_since_the_snapshot_before() -> None:
    scenario, hand = hand_of(EIGHT)
    assert new_card_keys(None, snapshot_from_events(scenario.table, hand.events)) == []
    previous = snapshot_from_events(scenario.table, [])
    seen_burn = seen_common = False
    for count in range(1, len(hand.events) + 1):
        snap = snapshot_from_events(scenario.table, hand.events[:count])
        keys = new_card_keys(previous, snap)
        old_cards = {(s.seat, str(c)) for s in previous.seats for c, _ in s.cards}
        new_cards = [
            ("seat", s.seat, str(c))
            for s in snap.seats
            for c, _ in s.cards
            if (s.seat, str(c)) not in old_cards
        ]
        new_commons = [("common", 0, str(c)) for c in snap.commons if c not in previous.commons]
        burned = len(snap.burns) > len(previous.burns)
        assert keys == [("burn", 0, "top")] * burned + new_cards + new_commons
        seen_burn |= burned
        seen_common |= bool(new_commons)
        previous = snap
    assert seen_burn and seen_common


def test_cards_fly_one_after_another_each_easing_into_place() -> None:
    for count in (1, 3, 8):
        steps = [i / 100 for i in range(101)]
        for index in range(count):
            shares = [flight_share(p, index, count) for p in steps]
            assert shares == sorted(shares)  # never goes back
            assert shares[0] == 0.0 and shares[-1] == 1.0
            start = index / count
            assert all(s == 0.0 for p, s in zip(steps, shares) if p <= start)
        # card i lands before card i + 1 leaves the stub
        for index in range(count - 1):
            leaving = (index + 1) / count
            assert flight_share(leaving, index, count) == pytest.approx(1.0)
            assert flight_share(leaving, index + 1, count) == 0.0
