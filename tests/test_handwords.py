"""A shown hand in a dealer's words (the drill's choice lists are tested in test_handoptions.py).

The words are checked three ways: the tricky hands a dealer must read right
(the wheel, the steel wheel, a royal flush, a full house's and two pair's
order, 8-6 against 8-7, no low), every hand shown down in the example
scenarios' reports, and generated seven-card hands evaluated by the engine —
each against a reading built here from the engine's own rank names.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.cards import Rank, parse_card
from dealer_trainer.engine.evaluation import eight_or_better_value, high_value, low_value
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand, high_hand, low_hand
from dealer_trainer.engine.variants import LowRule
from dealer_trainer.gui.handwords import high_hand_words, low_hand_words
from dealer_trainer.training.parts import NoLow

EXAMPLES = Path(__file__).resolve().parent / "data" / "examples"


def codes(text: str) -> list[int]:
    return [parse_card(card).code for card in text.split()]


def high(text: str) -> HighHand:
    return high_hand(high_value(codes(text)))


def low(text: str) -> LowHand:
    return low_hand(low_value(codes(text)))


def eight(text: str) -> LowHand | None:
    value = eight_or_better_value(codes(text))
    return low_hand(value) if value is not None else None


#: One hand of every class and the tricky readings, with their English and Spanish.
HIGH_CASES = [
    ("Ah Kh Qh Jh Th 2c 3d", "Royal flush", "Escalera real"),
    ("Kh Qh Jh Th 9h 2c 3d", "Straight flush, king high", "Escalera de color al rey"),
    ("Ah 2h 3h 4h 5h Kd Qc", "Straight flush, five high", "Escalera de color al cinco"),
    ("4c 4d 4h 4s 7c Kd Qh", "Four fours", "Póker de cuatros"),
    ("Kc Kd Kh 7s 7c 2d 3h", "Kings full of sevens", "Full de reyes con sietes"),
    ("7c 7d 7h Ks Kc 2d 3h", "Sevens full of kings", "Full de sietes con reyes"),
    ("Ah Kh 9h 5h 2h 3c 4d", "Ace-high flush", "Color al as"),
    ("Qh Jh 9h 5h 2h 3c 4d", "Queen-high flush", "Color a la reina"),
    ("5c 6d 7h 8s 9c Kd Kh", "Straight, nine high", "Escalera al nueve"),
    ("Ac 2d 3h 4s 5c Kd Qh", "Wheel", "Rueda"),
    ("Ac Kd Qh Js Tc 2d 3h", "Straight, ace high", "Escalera al as"),
    ("8c 8d 8h 2s 3c Kd 4h", "Three eights", "Trío de ochos"),
    ("Qc Qd 9h 9s 2c 3d 4h", "Two pair, queens and nines", "Doble pareja de reinas y nueves"),
    ("9c 9d Qh Qs 2c 3d 4h", "Two pair, queens and nines", "Doble pareja de reinas y nueves"),
    ("Jc Jd 2h 3s 4c 6d 8h", "Pair of jacks", "Pareja de jotas"),
    ("Ac Kd 9h 7s 3c 2d 4h", "Ace high", "Carta alta: as"),
]

#: Lows under each rule, with their English and Spanish.
LOW_CASES = [
    ("8c 6d 4h 3s 2c Kd Kh", LowRule.EIGHT_OR_BETTER, "8-6 low", "Baja de 8-6"),
    ("8c 7d 4h 3s 2c Kd Kh", LowRule.EIGHT_OR_BETTER, "8-7 low", "Baja de 8-7"),
    ("7c 5d 4h 3s Ac Kd Kh", LowRule.EIGHT_OR_BETTER, "7-5 low", "Baja de 7-5"),
    ("Ac 2d 3h 4s 5c Kd Qh", LowRule.EIGHT_OR_BETTER, "Wheel", "Rueda"),
    ("Kc Qd Jh 9s Tc Kd Kh", LowRule.EIGHT_OR_BETTER, "No low", "Sin baja"),
    ("9c 6d 4h 3s 2c Kd Kh", LowRule.EIGHT_OR_BETTER, "No low", "Sin baja"),
    ("9c 6d 4h 3s 2c Kd Kh", LowRule.ACE_TO_FIVE, "9-6 low", "Baja de 9-6"),
    ("Kc Qd Jh 9s Tc Kd Kh", LowRule.ACE_TO_FIVE, "K-Q low", "Baja de K-Q"),
    ("9c 5d 5h 3s Ac 5c 9d", LowRule.ACE_TO_FIVE, "9-5-5-3-A low, paired", "Baja de 9-5-5-3-A, con pareja"),
]


def shown_low(text: str, rule: LowRule) -> LowHand | None:
    return eight(text) if rule is LowRule.EIGHT_OR_BETTER else low(text)


# --- an independent reading from the engine's own rank names -----------------------


def expected_high(hand: HighHand) -> str:
    """The English a dealer reads, built from the class and the ranks' nouns."""
    r = hand.ranks
    top = r[0]
    by_class = {
        HandClass.STRAIGHT_FLUSH: ("Royal flush" if top == Rank.ACE else f"Straight flush, {top.noun} high"),
        HandClass.FOUR_OF_A_KIND: f"Four {top.plural}",
        HandClass.FULL_HOUSE: f"{top.plural.capitalize()} full of {r[3].plural}",
        HandClass.FLUSH: f"{top.noun.capitalize()}-high flush",
        HandClass.STRAIGHT: "Wheel" if top == Rank.FIVE else f"Straight, {top.noun} high",
        HandClass.THREE_OF_A_KIND: f"Three {top.plural}",
        HandClass.TWO_PAIR: f"Two pair, {top.plural} and {r[2].plural}",
        HandClass.ONE_PAIR: f"Pair of {top.plural}",
        HandClass.HIGH_CARD: f"{top.noun.capitalize()} high",
    }
    return by_class[hand.hand_class]


def expected_low(hand: LowHand | None) -> str:
    if hand is None:
        return "No low"
    faces = ["A" if r == Rank.ACE else ("10" if r == Rank.TEN else r.letter) for r in hand.ranks]
    if faces == ["5", "4", "3", "2", "A"]:
        return "Wheel"
    if len(set(faces)) < 5:
        return "-".join(faces) + " low, paired"
    return "-".join(faces[:2]) + " low"


# --- English ------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "english", "spanish"), HIGH_CASES)
def test_every_class_and_tricky_high_hand_reads_as_a_dealer_calls_it(
    qapp: object, cards: str, english: str, spanish: str
) -> None:
    assert high_hand_words(high(cards)) == english


def test_every_hand_class_has_a_case() -> None:
    assert {high(cards).hand_class for cards, _, _ in HIGH_CASES} == set(HandClass)


def test_the_steel_wheel_is_a_five_high_straight_flush_not_a_royal(qapp: object) -> None:
    hand = high("Ah 2h 3h 4h 5h Kd Qc")
    assert hand.hand_class is HandClass.STRAIGHT_FLUSH and Rank.ACE in hand.ranks
    assert high_hand_words(hand) == "Straight flush, five high"


def test_a_full_house_reads_the_three_before_the_pair(qapp: object) -> None:
    assert high_hand_words(high("Kc Kd 7h 7s 7c 2d 3h")) == "Sevens full of kings"
    assert high_hand_words(high("Kc Kd Kh 7s 7c 2d 3h")) == "Kings full of sevens"


@pytest.mark.parametrize(("cards", "rule", "english", "spanish"), LOW_CASES)
def test_a_low_reads_its_two_highest_cards_or_wheel_or_no_low(
    qapp: object, cards: str, rule: LowRule, english: str, spanish: str
) -> None:
    assert low_hand_words(shown_low(cards, rule), rule) == english


def test_a_low_read_deeper_tells_two_eight_six_lows_apart(qapp: object) -> None:
    a, b = low("8c 6d 4h 3s 2c Kd Kh"), low("8c 6d 5h 3s 2c Kd Kh")
    rule = LowRule.ACE_TO_FIVE
    assert low_hand_words(a, rule) == low_hand_words(b, rule) == "8-6 low"
    assert low_hand_words(a, rule, cards=3) == "8-6-4 low"
    assert low_hand_words(b, rule, cards=3) == "8-6-5 low"
    assert low_hand_words(a, rule, cards=5) == "8-6-4-3-2 low"


def test_the_option_no_low_reads_as_no_low(qapp: object) -> None:
    assert low_hand_words(NoLow(), LowRule.EIGHT_OR_BETTER) == "No low"


def report_hands() -> Iterator[tuple[str, HighHand | None, LowHand | None, bool]]:
    """Every hand shown down in the example reports, as the engine's typed hands."""
    for path in sorted(EXAMPLES.glob("*.expected.json")):
        report = json.loads(path.read_text(encoding="utf-8"))
        hands = (report.get("result") or {}).get("hands") or {}
        eight_or_better = "hilo8" in path.name
        for shown in hands.values():
            top = shown["high"]
            bottom = shown["low"]
            high_of = (
                HighHand(HandClass(top["class"]), tuple(parse_card(r + "c").rank for r in top["ranks"]))
                if top
                else None
            )
            low_of = LowHand(tuple(parse_card(r + "c").rank for r in bottom["ranks"])) if bottom else None
            yield path.name, high_of, low_of, eight_or_better


def test_every_hand_shown_in_the_examples_reads_consistently_with_its_ranks(qapp: object) -> None:
    seen = 0
    for name, high_of, low_of, eight_or_better in report_hands():
        if high_of is not None:
            assert high_hand_words(high_of) == expected_high(high_of), name
        rule = LowRule.EIGHT_OR_BETTER if eight_or_better else LowRule.ACE_TO_FIVE
        if low_of is not None or eight_or_better:
            assert low_hand_words(low_of, rule) == expected_low(low_of), name
        seen += 1
    assert seen > 50


seven_cards = st.lists(st.integers(0, 51), min_size=7, max_size=7, unique=True)


@settings(max_examples=400, deadline=None)
@given(seven_cards)
def test_any_seven_cards_read_consistently(qapp: object, cards: list[int]) -> None:
    hand = high_hand(high_value(cards))
    assert high_hand_words(hand) == expected_high(hand)
    razz = low_hand(low_value(cards))
    assert low_hand_words(razz, LowRule.ACE_TO_FIVE) == expected_low(razz)
    value = eight_or_better_value(cards)
    qualified = low_hand(value) if value is not None else None
    assert low_hand_words(qualified, LowRule.EIGHT_OR_BETTER) == expected_low(qualified)


# --- Spanish ---------------------------------------------------------------------------


@pytest.mark.parametrize(("cards", "english", "spanish_words"), HIGH_CASES)
def test_a_high_hand_reads_in_spanish_as_a_dealer_calls_it(
    spanish: QApplication, cards: str, english: str, spanish_words: str
) -> None:
    assert high_hand_words(high(cards)) == spanish_words


@pytest.mark.parametrize(("cards", "rule", "english", "spanish_words"), LOW_CASES)
def test_a_low_reads_in_spanish_as_a_dealer_calls_it(
    spanish: QApplication, cards: str, rule: LowRule, english: str, spanish_words: str
) -> None:
    assert low_hand_words(shown_low(cards, rule), rule) == spanish_words
