"""The chips on a table: which colours a table plays with, and stacks a dealer can count."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_trainer.engine.table import Stakes
from dealer_trainer.training.chips import DENOMINATIONS, STACK, pile_of, table_denominations
from dealer_trainer.training.errors import DrillError


@st.composite
def stakes(draw: st.DrawFn) -> Stakes:
    """Stakes as the generator deals them, and bigger ones a card room spreads."""
    small = draw(st.sampled_from([1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 500]))
    bring_in = draw(st.sampled_from(sorted({max(1, small // 2), small})))
    ante = draw(st.sampled_from(sorted({0, 1, small // 4, small // 2})))
    return Stakes(ante, bring_in, small, small * 2)


def test_the_standard_casino_chips_are_the_ones_used() -> None:
    assert DENOMINATIONS == (1, 5, 25, 100, 500, 1000, 5000)


def test_small_stakes_play_whites_and_reds_and_greens_for_a_big_pot() -> None:
    assert table_denominations(Stakes(1, 1, 1, 2)) == (1, 5)
    assert table_denominations(Stakes(1, 1, 1, 2), [99]) == (1, 5)
    assert table_denominations(Stakes(1, 1, 1, 2), [100]) == (1, 5, 25)


def test_ten_twenty_plays_ones_to_hundreds() -> None:
    assert table_denominations(Stakes(1, 3, 10, 20)) == (1, 5, 25, 100)


def test_bigger_stakes_drop_the_ones_unless_an_ante_or_bring_in_needs_them() -> None:
    assert table_denominations(Stakes(25, 50, 100, 200)) == (25, 100, 500)
    assert table_denominations(Stakes(5, 10, 20, 40)) == (5, 25, 100)
    assert table_denominations(Stakes(1, 10, 20, 40))[0] == 1
    assert table_denominations(Stakes(25, 30, 100, 200))[0] == 5


def test_an_amount_the_stakes_cannot_make_brings_in_the_chips_it_needs() -> None:
    """A short all-in of 37 at a 5/10/20/40 table needs whites."""
    assert table_denominations(Stakes(5, 10, 20, 40), [37])[0] == 1


@settings(max_examples=400, deadline=None)
@given(stakes(), st.integers(min_value=0, max_value=300_000), st.integers(min_value=0, max_value=10**6))
def test_a_pile_is_worth_exactly_its_amount_in_chips_a_dealer_can_stack(
    table: Stakes, amount: int, seed: int
) -> None:
    colours = table_denominations(table, [amount])
    pile = pile_of(amount, colours, random.Random(seed))
    assert pile.total == amount
    assert [d for d, _ in pile.chips] == sorted({d for d, _ in pile.chips}, reverse=True)  # biggest first
    assert all(count > 0 and d in colours for d, count in pile.chips)
    # no colour but the biggest past fifteen, the biggest short of a stack of the next chip up
    for _, count in pile.chips[1:]:
        assert count <= 15, pile
    if pile.chips and pile.chips[0][0] != DENOMINATIONS[-1]:
        assert pile.chips[0][1] < STACK, pile


@settings(max_examples=200, deadline=None)
@given(stakes(), st.integers(min_value=1, max_value=50_000))
def test_a_pile_is_mostly_the_bigger_chips(table: Stakes, amount: int) -> None:
    """The biggest colour the amount can use is always in the pile, with at least half as many
    of it as would fit: a few are broken into smaller chips, never most."""
    colours = table_denominations(table, [amount])
    pile = pile_of(amount, colours, random.Random(amount))
    biggest = max(d for d in colours if d <= amount)
    assert pile.chips[0][0] == biggest
    assert pile.chips[0][1] * 2 >= amount // biggest


def test_the_same_seed_stacks_the_same_pile_and_others_vary() -> None:
    colours = (1, 5, 25, 100)
    assert pile_of(1337, colours, random.Random(3)) == pile_of(1337, colours, random.Random(3))
    assert len({pile_of(1337, colours, random.Random(seed)).chips for seed in range(40)}) > 1


def test_a_pile_can_stand_for_a_pot_or_a_seats_bet() -> None:
    assert pile_of(30, (1, 5, 25), random.Random(1), pot=1).pot == 1
    assert pile_of(30, (1, 5, 25), random.Random(1), seat=4).seat == 4


def test_an_amount_the_smallest_chip_does_not_go_into_cannot_be_stacked() -> None:
    with pytest.raises(DrillError, match="^37 cannot be made of chips of 5, 25, 100$"):
        pile_of(37, (5, 25, 100), random.Random(0))
