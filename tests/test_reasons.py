"""The engine's reasons are typed: topic, rule reference and the facts compared.

The English (``rule``, ``text``) is made from these; these tests ask the data
itself, as training, the records and the GUI now do.
"""

from __future__ import annotations

import pytest
from helpers import cards

from dealer_trainer.engine import Variant, preset
from dealer_trainer.engine.evaluation import Category, HandView
from dealer_trainer.engine.facts import (
    BringInFacts,
    FirstToActFacts,
    NoLowFacts,
    OddChipReason,
    OddChips,
    PotPart,
    SplitFacts,
    WinFacts,
)
from dealer_trainer.engine.openers import choose_bring_in, choose_first_to_act
from dealer_trainer.engine.pots import Result, Showdown, settle_showdown
from dealer_trainer.engine.reasons import (
    Parameter,
    Reading,
    Reason,
    RuleRef,
    Topic,
    english,
    reference,
    rule_ref,
)
from dealer_trainer.engine.rules import BringInCard, RuleSetName, with_overrides
from dealer_trainer.engine.variants import spec_of


def settle(
    variant: str,
    hands: dict[int, str],
    committed: dict[int, int],
    rules: str = "pa",
    order: tuple[int, ...] | None = None,
    **overrides: object,
) -> Result:
    v = Variant(variant)
    rule_set = with_overrides(preset(RuleSetName(rules), v), overrides)
    order = order or tuple(sorted(committed))
    showdown = Showdown(spec_of(v), rule_set, order, {s: cards(h) for s, h in hands.items()})
    return settle_showdown(showdown, committed, [s for s in order if s in hands])


# --- rule references ---------------------------------------------------------------


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("rules", list(RuleSetName))
@pytest.mark.parametrize("topic", list(Topic))
def test_a_rule_reference_prints_as_the_reference_string(
    variant: Variant, rules: RuleSetName, topic: Topic
) -> None:
    rule_set, spec = preset(rules, variant), spec_of(variant)
    ref = rule_ref(rule_set, spec, topic, reading=Reading.RESHUFFLE)
    assert str(ref) == ref.cited == reference(rule_set, spec, topic, reading=Reading.RESHUFFLE)
    assert ref.rule_set is rules and ref.reading is Reading.RESHUFFLE
    assert (ref.section is not None) == (rules is RuleSetName.PA and not ref.standard)


def test_five_card_stud_cites_the_seven_card_odd_chip_rule_as_borrowed() -> None:
    ref = rule_ref(preset(RuleSetName.PA, Variant.STUD5), spec_of(Variant.STUD5), Topic.ODD_CHIP_HIGH)
    assert (ref.section, ref.sub, ref.seven_card_rule) == ("637a.10", "(i)(3)(ii)", True)
    assert ref.cited == "PA §637a.10(i)(3)(ii), the seven-card rule"


def test_a_changed_parameter_is_the_rule_cited() -> None:
    rules = with_overrides(preset(RuleSetName.PA, Variant.STUD7), {"rake_percent": 5})
    ref = rule_ref(rules, spec_of(Variant.STUD7), Topic.RAKE)
    assert ref.overridden is Parameter.RAKE and ref.section is None and not ref.standard
    assert ref.cited == "Pennsylvania rules, with this table's own rake"


def test_side_pots_rest_on_standard_procedure_under_pa() -> None:
    ref = rule_ref(preset(RuleSetName.PA, Variant.STUD7), spec_of(Variant.STUD7), Topic.SIDE_POTS)
    assert ref.standard and ref.cited == "Standard poker procedure"


# --- who opens --------------------------------------------------------------------


def test_a_bring_in_tie_on_rank_names_the_tied_cards() -> None:
    spec, rules = spec_of(Variant.STUD7), preset(RuleSetName.PA, Variant.STUD7)
    decision = choose_bring_in(spec, rules, [(1, cards("2d")[0]), (2, cards("2c")[0]), (3, cards("9h")[0])])
    facts = decision.reason.facts
    assert isinstance(facts, BringInFacts) and decision.reason.topic is Topic.BRING_IN
    assert (facts.seat, str(facts.card), facts.rule) == (2, "2c", BringInCard.LOWEST_ACE_HIGH)
    assert [str(c) for c in facts.ties] == ["2d"] and facts.runner is None


def test_a_bring_in_without_a_tie_names_the_next_in_line() -> None:
    spec, rules = spec_of(Variant.STUD7_LOW), preset(RuleSetName.PA, Variant.STUD7_LOW)
    decision = choose_bring_in(spec, rules, [(1, cards("Kd")[0]), (2, cards("Qc")[0]), (3, cards("Ah")[0])])
    facts = decision.reason.facts
    assert isinstance(facts, BringInFacts) and facts.rule is BringInCard.HIGHEST_ACE_LOW
    assert facts.seat == 1 and facts.ties == ()
    assert facts.runner is not None and (facts.runner[0], str(facts.runner[1])) == (2, "Qc")


def test_equal_boards_are_a_typed_tie_with_every_tied_seat() -> None:
    spec, rules = spec_of(Variant.STUD7), preset(RuleSetName.PA, Variant.STUD7)
    decision = choose_first_to_act(
        spec, rules, 4, [(3, cards("Kh 9h")), (1, cards("Kc 9c")), (2, cards("2d 5s"))], {1, 2, 3}
    )
    facts = decision.reason.facts
    assert isinstance(facts, FirstToActFacts) and facts.is_tie
    assert decision.reason.topic is Topic.FIRST_TO_ACT_TIE
    assert (facts.tied, facts.seat, facts.opener, facts.low) == ((3, 1), 3, None, False)
    assert facts.hand.view is HandView.HIGH and facts.hand.category is Category.HIGH_CARD
    assert facts.hand.ranks == (13, 9)


def test_an_all_in_best_board_names_the_seat_that_opens_instead() -> None:
    spec, rules = spec_of(Variant.STUD7), preset(RuleSetName.PA, Variant.STUD7)
    decision = choose_first_to_act(spec, rules, 4, [(1, cards("Ac Ad")), (2, cards("2d 5s"))], {2})
    facts = decision.reason.facts
    assert isinstance(facts, FirstToActFacts) and not facts.is_tie
    assert (facts.seat, facts.opener, decision.seat) == (1, 2, 2)
    assert facts.hand.category is Category.PAIR and facts.hand.ranks == (14,)
    assert decision.reason.ref is not None and decision.reason.ref.reading is Reading.ALL_IN_OPENER


# --- pots: whether a low qualifies, who gets the odd chip and why --------------------


def test_a_qualifying_low_is_typed_on_the_pot_and_in_its_reason() -> None:
    result = settle("stud7-hilo8", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 5s 7c Qd Jh"}, {1: 50, 2: 50})
    pot = result.pots[0]
    assert pot.low_qualifies is True and pot.odd_chips == ()
    (split,) = [r.facts for r in pot.reasons if isinstance(r.facts, SplitFacts)]
    assert (split.high, split.low) == ((1,), (2,))
    assert split.high_hand.category is Category.FULL_HOUSE
    assert split.low_hand.view is HandView.LOW and split.low_hand.ranks == (7, 5, 4, 3, 2)


def test_no_qualifying_low_is_typed_on_the_pot_and_in_its_reason() -> None:
    result = settle("stud7-hilo8", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 9s Tc Qd Jh"}, {1: 25, 2: 25})
    pot = result.pots[0]
    assert pot.low_qualifies is False
    assert [r.topic for r in pot.reasons] == [Topic.NO_LOW]
    assert isinstance(pot.reasons[0].facts, NoLowFacts) and pot.reasons[0].facts.high == (1,)


def test_a_game_without_a_low_half_says_no_low_was_played_for() -> None:
    high = settle("stud7", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 9s Tc Qd Jh"}, {1: 5, 2: 5})
    low = settle("stud7-low", {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 9s Tc Qd Jh"}, {1: 5, 2: 5})
    assert high.pots[0].low_qualifies is None and low.pots[0].low_qualifies is None
    (won,) = [r.facts for r in low.pots[0].reasons]
    assert isinstance(won, WinFacts) and won.low and won.seats == (2,)


def test_the_odd_chip_of_a_split_pot_goes_to_the_high_half_and_says_why() -> None:
    result = settle(
        "stud7-hilo8",
        {1: "Ac Ad Ah Kc Kd 9s 9h", 2: "2c 3d 4h 5s 7c Qd Jh"},
        {1: 50, 2: 50, 3: 1},
        order=(1, 2, 3),
    )
    (chips,) = result.pots[0].odd_chips
    assert chips.rule is OddChipReason.HIGH_HALF and chips.part is PotPart.POT
    assert (chips.amount, chips.high_half, chips.low_half) == (101, 51, 50)


def test_tied_high_hands_give_the_odd_chip_by_the_highest_card_and_name_it() -> None:
    result = settle(
        "stud7", {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    (chips,) = result.pots[0].odd_chips
    assert chips.rule is OddChipReason.HIGHEST_CARD and chips.among == (1, 2)
    assert chips.order == (2,) and chips.extra == 1
    assert [(seat, str(card)) for seat, card in chips.deciding] == [(2, "As"), (1, "Ah")]
    assert result.pots[0].reasons[-1].facts == chips


def test_tied_lows_give_the_odd_chip_by_the_lowest_card_the_ace_low() -> None:
    result = settle(
        "stud7-hilo8",
        {1: "Kc Kd Kh Ks 2s 9h 9d", 2: "7d 5d 4d 3d Ad Qh Jh", 3: "7c 5c 4s 3s Ac Qs Js"},
        {1: 3, 2: 3, 3: 3, 4: 2},
        order=(1, 2, 3, 4),
    )
    low_half = [c for c in result.pots[0].odd_chips if c.part is PotPart.LOW_HALF]
    (chips,) = low_half
    assert chips.rule is OddChipReason.LOWEST_CARD and chips.order == (3,)
    assert [(seat, str(card)) for seat, card in chips.deciding] == [(3, "Ac"), (2, "Ad")]


def test_left_of_dealer_odd_chips_name_no_cards() -> None:
    result = settle(
        "stud7",
        {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"},
        {1: 5, 2: 5, 3: 1},
        order=(3, 1, 2),
        odd_chip="left_of_dealer",
    )
    (chips,) = result.pots[0].odd_chips
    assert chips.rule is OddChipReason.LEFT_OF_DEALER and chips.order == (1,)
    assert chips.deciding == ()


def test_the_typed_parts_of_a_pot_stay_out_of_the_json_report() -> None:
    result = settle(
        "stud7", {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    assert set(result.pots[0].to_json()) == {"amount", "eligible", "high", "low", "awards", "reasons"}


# --- the reason itself ----------------------------------------------------------------


def test_a_recorded_reason_equals_the_reason_it_recorded() -> None:
    result = settle(
        "stud7", {1: "Ah Kd Qc Js Tc 2d 3d", 2: "As Kc Qd Jd Th 2h 3c"}, {1: 5, 2: 5, 3: 1}, order=(1, 2, 3)
    )
    reason = result.pots[0].reasons[-1]
    kept = Reason.recorded(reason.rule, reason.text)
    assert kept == reason and hash(kept) == hash(reason)
    assert kept.topic is None and kept.to_json() == reason.to_json()


def test_the_english_is_made_from_the_facts_alone() -> None:
    chips = OddChips(PotPart.HIGH_HALF, 9, 1, OddChipReason.LEFT_OF_DEALER, (4, 6), (6,))
    reason = Reason(Topic.ODD_CHIP_HIGH, RuleRef(RuleSetName.CARDROOM), chips)
    assert (
        reason.text
        == english(chips)
        == (
            "The high half of 9 does not divide evenly among seats 4 and 6; the 1 odd chip goes "
            "clockwise from the dealer's left."
        )
    )
    assert reason.rule == "House rules (cardroom)"
