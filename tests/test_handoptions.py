"""The options of "Read the showdown": every hand as a dealer names it, among misreadings.

Checked three ways: the canonical form *as named* keeps a hand's words and is
equal for two hands exactly when they read the same; every option list holds
the right hand once and no two options that read alike (in English and in
Spanish), over many generated seven-card hands; and the tricky misreadings a
dealer school drills (a full house's order, the wheel read ace high, "no low")
are among the options.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.cards import parse_card
from dealer_trainer.engine.evaluation import eight_or_better_value, high_value, low_value
from dealer_trainer.engine.handclass import HighHand, LowHand, high_hand, low_hand
from dealer_trainer.engine.variants import LowRule
from dealer_trainer.gui.handwords import high_hand_words, low_hand_words
from dealer_trainer.training.handoptions import (
    CHOICES,
    WHEEL,
    high_options,
    low_options,
    named_high,
    named_low,
    read_depth,
)
from dealer_trainer.training.parts import NoLow, option_english


def codes(text: str) -> list[int]:
    return [parse_card(card).code for card in text.split()]


def high(text: str) -> HighHand:
    return high_hand(high_value(codes(text)))


def low(text: str) -> LowHand:
    return low_hand(low_value(codes(text)))


def eight(text: str) -> LowHand | None:
    value = eight_or_better_value(codes(text))
    return low_hand(value) if value is not None else None


def seven_card_hands(count: int, seed: int = 0) -> list[list[int]]:
    rng = random.Random(seed)
    return [rng.sample(range(52), 7) for _ in range(count)]


def low_words(option: LowHand | NoLow, rule: LowRule, cards: int) -> str:
    return low_hand_words(option, rule, cards=cards)


def assert_a_fair_list(options: Sequence[object], right: object, words: Sequence[str]) -> None:
    """The right option once, 2 to CHOICES options, and no two that read alike."""
    assert options.count(right) == 1
    assert 2 <= len(options) <= CHOICES
    assert len(set(words)) == len(words), words


# --- as named -------------------------------------------------------------------------


def test_a_hand_as_named_reads_as_the_hand_itself(qapp: object) -> None:
    for cards in seven_card_hands(3000):
        hand = high_hand(high_value(cards))
        assert high_hand_words(named_high(hand)) == high_hand_words(hand)
        razz = low_hand(low_value(cards))
        for depth in (2, 3, 5):
            assert low_words(named_low(razz, depth), LowRule.ACE_TO_FIVE, depth) == low_words(
                razz, LowRule.ACE_TO_FIVE, depth
            )


def test_two_hands_are_named_the_same_exactly_when_they_read_the_same(qapp: object) -> None:
    named: dict[HighHand, str] = {}
    lows: dict[LowHand, str] = {}
    for cards in seven_card_hands(4000, seed=1):
        hand = high_hand(high_value(cards))
        named[named_high(hand)] = high_hand_words(hand)
        razz = low_hand(low_value(cards))
        lows[named_low(razz, 3)] = low_words(razz, LowRule.ACE_TO_FIVE, 3)
    # one named form per reading, one reading per named form
    assert len(set(named.values())) == len(named)
    assert len(set(lows.values())) == len(lows)


def test_a_flush_is_named_by_its_top_card_and_an_ace_high_one_is_no_wheel() -> None:
    assert named_high(high("Ah Kh 9h 5h 2h 3c 4d")) == named_high(high("Ah Qh 8h 7h 3h 3c 4d"))
    assert named_high(high("Ah Kh 9h 5h 2h 3c 4d")).letters == "A 6 4 3 2"
    assert named_high(high("Kc Kd Kh 7s 7c 2d 3h")) != named_high(high("Kc Kd Kh 8s 8c 2d 3h"))


def test_a_low_is_named_by_as_many_cards_as_the_lows_shown_need() -> None:
    a, b = low("8c 6d 4h 3s 2c Kd Kh"), low("8c 6d 5h 3s 2c Kd Kh")
    assert read_depth([a, b]) == 3
    assert read_depth([a, a]) == 2  # equal lows need no telling apart
    assert read_depth([a, low("7c 6d 4h 3s 2c Kd Kh")]) == 2
    assert named_low(a, 2) == named_low(b, 2) and named_low(a, 3) != named_low(b, 3)
    paired = low("9c 5d 5h 3s Ac 5c 9d")
    assert named_low(paired, 2) == paired  # a paired low is read in full


# --- the lists -----------------------------------------------------------------------------


def _check_lists(seed: int) -> None:
    for index, cards in enumerate(seven_card_hands(800, seed=seed)):
        rng = random.Random(index)
        hand = high_hand(high_value(cards))
        options = high_options(hand, rng)
        assert_a_fair_list(options, named_high(hand), [high_hand_words(o) for o in options])
        razz = low_hand(low_value(cards))
        depth = rng.choice([2, 2, 3, 4])
        razz_options = low_options(razz, LowRule.ACE_TO_FIVE, rng, cards=depth)
        assert NoLow() not in razz_options  # every hand has an ace-to-five low
        assert_a_fair_list(
            razz_options,
            named_low(razz, depth),
            [low_words(o, LowRule.ACE_TO_FIVE, depth) for o in razz_options],
        )
        value = eight_or_better_value(cards)
        qualified = low_hand(value) if value is not None else None
        rule = LowRule.EIGHT_OR_BETTER
        options8 = low_options(qualified, rule, rng, cards=depth)
        right = NoLow() if qualified is None else named_low(qualified, depth)
        assert_a_fair_list(options8, right, [low_words(o, rule, depth) for o in options8])
        assert NoLow() in options8 or len(options8) == CHOICES


def test_every_list_holds_the_right_hand_once_and_reads_distinctly(qapp: object) -> None:
    _check_lists(seed=2)


def test_every_list_reads_distinctly_in_spanish(spanish: QApplication) -> None:
    _check_lists(seed=3)


def test_a_full_house_offers_the_other_order_and_the_class_below(qapp: object) -> None:
    words = {
        high_hand_words(o) for o in high_options(high("Kc Kd Kh 7s 7c 2d 3h"), random.Random(3), count=20)
    }
    assert {"Kings full of sevens", "Sevens full of kings", "Three kings"} <= words


def test_a_wheel_offers_the_ace_high_misreading(qapp: object) -> None:
    words = {
        high_hand_words(o) for o in high_options(high("Ac 2d 3h 4s 5c Kd Qh"), random.Random(0), count=20)
    }
    assert {"Wheel", "Straight, ace high"} <= words


def test_an_eight_or_better_low_offers_no_low_and_the_next_low(qapp: object) -> None:
    options = low_options(eight("8c 6d 4h 3s 2c Kd Kh"), LowRule.EIGHT_OR_BETTER, random.Random(0), count=20)
    words = {low_words(o, LowRule.EIGHT_OR_BETTER, 2) for o in options}
    assert {"8-6 low", "No low", "8-7 low"} <= words


def test_no_qualifying_low_is_the_option_no_low_among_lows(qapp: object) -> None:
    options = low_options(None, LowRule.EIGHT_OR_BETTER, random.Random(0))
    assert NoLow() in options and any(isinstance(o, LowHand) for o in options)


@pytest.mark.parametrize("seed", range(5))
def test_the_same_seed_gives_the_same_list_in_the_same_order(seed: int) -> None:
    hand = high("Qc Qd 9h 9s 2c 3d 4h")
    assert high_options(hand, random.Random(seed)) == high_options(hand, random.Random(seed))
    first = low_options(low("8c 6d 4h 3s 2c Kd Kh"), LowRule.ACE_TO_FIVE, random.Random(seed), cards=3)
    again = low_options(low("8c 6d 4h 3s 2c Kd Kh"), LowRule.ACE_TO_FIVE, random.Random(seed), cards=3)
    assert first == again


def test_the_english_of_an_option_says_only_what_names_it() -> None:
    flush = named_high(high("Kh 9h 7h 5h 2h 3c 4d"))
    assert option_english(flush) == "King-high flush"  # as the window reads it (gui/handwords.py)
    assert option_english(named_high(high("Ac Kd 9h 7s 3c 2d 4h"))) == "Ace high"
    assert option_english(named_high(high("Qc Qd 9h 9s 2c 3d 4h"))) == "Two pair, queens and nines"
    assert option_english(named_low(low("8c 6d 4h 3s 2c Kd Kh"), 3), 3) == "8-6-4 low"
    assert option_english(LowHand(WHEEL)) == "Wheel"
    assert option_english(NoLow()) == "No low"
