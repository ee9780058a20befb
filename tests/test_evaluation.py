"""Hand evaluators: high, ace-to-five low, eight-or-better, showing hands."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from helpers import cards
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.engine import ALL_CARDS
from dealer_trainer.engine.evaluation import (
    describe_high,
    describe_low,
    eight_or_better_value,
    high_value,
    low_value,
    showing_high_value,
    showing_low_value,
)


def codes(text: str) -> list[int]:
    return [c.code for c in cards(text)]


def high(text: str) -> int:
    return high_value(codes(text))


def low(text: str) -> int:
    return low_value(codes(text))


# --- an independent, slow reference for the property tests ------------------


def reference_five(five: list[tuple[int, int]]) -> tuple:
    ranks = sorted((r for r, _ in five), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    flush = len({s for _, s in five}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = 0
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_top = 5
    shape = [n for _, n in groups]
    order = [r for r, _ in groups]
    if straight_top and flush:
        return (8, [straight_top])
    if shape == [4, 1]:
        return (7, order)
    if shape == [3, 2]:
        return (6, order)
    if flush:
        return (5, ranks)
    if straight_top:
        return (4, [straight_top])
    if shape == [3, 1, 1]:
        return (3, order)
    if shape == [2, 2, 1]:
        return (2, order)
    if shape == [2, 1, 1, 1]:
        return (1, order)
    return (0, ranks)


def reference_high(hand: list[int]) -> tuple:
    pairs = [(c // 4 + 2, c % 4) for c in hand]
    return max(reference_five(list(f)) for f in combinations(pairs, 5))


def reference_low(hand: list[int]) -> tuple:
    """Smaller is better: (pair shape, ranks high to low), ace = 1."""
    best = None
    for five in combinations([1 if c // 4 == 12 else c // 4 + 2 for c in hand], 5):
        counts = Counter(five)
        groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
        key = (sorted(counts.values(), reverse=True), [r for r, _ in groups])
        best = key if best is None or key < best else best
    return best


seven_cards = st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True)


@given(seven_cards, seven_cards)
def test_high_value_orders_hands_as_the_reference_does(a: list[int], b: list[int]) -> None:
    ours = (high_value(a) > high_value(b)) - (high_value(a) < high_value(b))
    ref = (reference_high(a) > reference_high(b)) - (reference_high(a) < reference_high(b))
    assert ours == ref


@given(seven_cards, seven_cards)
def test_low_value_orders_hands_as_the_reference_does(a: list[int], b: list[int]) -> None:
    ours = (low_value(a) > low_value(b)) - (low_value(a) < low_value(b))
    ref = (reference_low(a) < reference_low(b)) - (reference_low(a) > reference_low(b))
    assert ours == ref


@given(seven_cards)
def test_eight_or_better_qualifies_only_five_unpaired_ranks_of_eight_or_less(hand: list[int]) -> None:
    low_ranks = {1 if c // 4 == 12 else c // 4 + 2 for c in hand}
    qualifies = len({r for r in low_ranks if r <= 8}) >= 5
    assert (eight_or_better_value(hand) is not None) == qualifies


def test_straight_flush_beats_four_of_a_kind() -> None:
    assert high("9h 8h 7h 6h 5h Ac Ad") > high("Ac Ad Ah As Kd 2c 3c")


def test_flush_is_found_among_seven_cards() -> None:
    assert describe_high(high("2h 9h Jh 4h Kh Ks Kd")) == "a flush, king high"


def test_full_house_from_two_trips_takes_the_higher_trips() -> None:
    assert describe_high(high("7c 7d 7h 5c 5d 5h Kc")) == "a full house, sevens full of fives"


def test_wheel_is_the_lowest_straight() -> None:
    assert high("5c 4d 3h 2s Ac") < high("6c 5d 4h 3s 2c")
    assert high("5c 4d 3h 2s Ac") > high("Ac Ad Kc Kd Qh")
    assert describe_high(high("5c 4d 3h 2s Ac")) == "a straight, five high"


@given(seven_cards)
def test_wheel_is_the_perfect_low(hand: list[int]) -> None:
    best = low("5c 4d 3h 2s Ac")
    assert low_value(hand) <= best
    assert describe_low(best) == "5-4-3-2-A"


def test_straights_and_flushes_do_not_count_against_a_low() -> None:
    assert low("6h 5h 4h 3h 2h") == low("6c 5d 4h 3s 2c")


def test_pairs_count_against_a_low() -> None:
    assert low("Kc Qd Jh 9s 8c") > low("2c 2d 3h 4s 5c")


def test_ace_plays_high_and_low_in_the_same_hand() -> None:
    hand = codes("Ac Ad 2h 3s 4c 5d Kh")
    assert describe_high(high_value(hand)) == "a straight, five high"
    assert describe_low(low_value(hand)) == "5-4-3-2-A"


def test_eight_or_better_rejects_a_nine_low() -> None:
    assert eight_or_better_value(codes("9c 7d 5h 3s 2c Kd Kh")) is None
    assert eight_or_better_value(codes("8c 7d 5h 3s 2c Kd Kh")) is not None


def test_showing_hands_under_five_cards_count_pairs_only() -> None:
    # no straights or flushes with four up cards: a pair beats four to a straight flush
    assert showing_high_value(cards("2c 2d")) > showing_high_value(cards("Ah Kh"))
    assert showing_high_value(cards("9h 8h 7h 6h")) < showing_high_value(cards("2c 2d 3h 4s"))


def test_showing_trips_beat_two_pair_and_kickers_decide_within_a_class() -> None:
    assert showing_high_value(cards("5c 5d 5h 2s")) > showing_high_value(cards("Ac Ad Kh Ks"))
    assert showing_high_value(cards("Kc Kd 9h")) > showing_high_value(cards("Kh Ks 8h"))
    assert showing_high_value(cards("Kc Kd 9h")) == showing_high_value(cards("Kh Ks 9c"))


def test_showing_hands_ignore_suits() -> None:
    assert showing_high_value(cards("As")) == showing_high_value(cards("Ac"))


def test_five_showing_cards_rank_as_a_five_card_hand() -> None:
    assert showing_high_value(cards("9h 8h 7h 6h 5h")) > showing_high_value(cards("Ac Ad Ah Kc Kd"))


def test_low_showing_no_pair_beats_a_pair_and_the_lower_pair_is_better() -> None:
    assert showing_low_value(cards("Kc Qd")) > showing_low_value(cards("2c 2d"))
    assert showing_low_value(cards("3c 3d 7h")) > showing_low_value(cards("4c 4d Ah"))


def test_low_showing_compares_from_the_highest_card_down_ace_low() -> None:
    assert showing_low_value(cards("7c 2d")) > showing_low_value(cards("8c Ad"))
    assert showing_low_value(cards("Ac 5d")) > showing_low_value(cards("2c 5d"))
    assert showing_low_value(cards("6c 5d 4h 3s 2c")) < showing_low_value(cards("5c 4d 3h 2s Ac"))


def test_every_card_has_a_distinct_code() -> None:
    assert sorted(card.code for card in ALL_CARDS) == list(range(52))
