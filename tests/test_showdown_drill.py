"""Read the showdown: every live hand as the engine shows it, the winners as it settles them.

For every game under every rule set, many seeded showdowns: each seat's
right option is the engine's shown hand as named (and reads as the hand
itself), each pot's winners are the seats the engine's report names and pays,
no two options of a list read alike (English and Spanish), the hard cases come
on demand, a hand with no showdown is refused in words, and a right response
is judged right and a changed one wrong.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from dealer_trainer.engine.bettingfacts import shown_hands
from dealer_trainer.engine.generate import play_out, random_table
from dealer_trainer.engine.handclass import HandClass, HighHand, LowHand
from dealer_trainer.engine.reporting import play, replay
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import LowRule, Variant
from dealer_trainer.gui.handwords import high_hand_words, low_hand_words
from dealer_trainer.packs.checking import expected_response, problems
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.storage import load_pack, questions_of, save_pack
from dealer_trainer.training.drills import (
    HARD_CASES,
    Drill,
    DrillError,
    Point,
    Question,
    check,
    new_question,
    question_at,
    right_response,
)
from dealer_trainer.training.focus import POSSIBLE, Focus
from dealer_trainer.training.handoptions import WHEEL, named_high, named_low, read_depth
from dealer_trainer.training.parts import Ask, NoLow, Part, PartsAnswer, PartsResponse

PER_GAME = 6


def showdowns(seed: int) -> Iterator[Question]:
    """``PER_GAME`` showdowns of every game under every rule set, from ``seed``."""
    rng = random.Random(seed)
    for variant in Variant:
        for rules in RuleSetName:
            for _ in range(PER_GAME):
                yield new_question(Drill.SHOWDOWN, rng, [variant], [rules])


def parts_of(question: Question) -> tuple[Part, ...]:
    assert isinstance(question.answer, PartsAnswer)
    return question.answer.parts


def option_words(part: Part, option: object) -> str:
    if part.ask is Ask.HIGH_HAND:
        assert isinstance(option, HighHand)
        return high_hand_words(option)
    assert isinstance(option, (LowHand, NoLow))
    return low_hand_words(option, LowRule.EIGHT_OR_BETTER, cards=part.cards)


# --- the hands ------------------------------------------------------------------------


def test_each_seats_right_option_is_the_engines_shown_hand_as_named(qapp: object) -> None:
    for question in showdowns(seed=1):
        hand = play(load_scenario(question.scenario))
        spec = hand.table.spec
        shown = shown_hands(hand)
        assert len(shown) >= 2
        parts = parts_of(question)
        highs = {p.seat: p for p in parts if p.ask is Ask.HIGH_HAND}
        lows = {p.seat: p for p in parts if p.ask is Ask.LOW_HAND}
        assert set(highs) == (set(shown) if spec.high else set())
        assert set(lows) == (set(shown) if spec.low is not LowRule.NONE else set())
        depth = read_depth([s.low for s in shown.values() if s.low is not None])
        for seat, hands in shown.items():
            if spec.high:
                assert hands.high is not None
                part = highs[seat]
                assert part.right == named_high(hands.high)
                assert isinstance(part.right, HighHand)
                assert high_hand_words(part.right) == high_hand_words(hands.high)
            if spec.low is not LowRule.NONE:
                part = lows[seat]
                assert part.cards == depth
                if hands.low is None:
                    assert spec.low is LowRule.EIGHT_OR_BETTER and part.right == NoLow()
                else:
                    assert part.right == named_low(hands.low, depth)
                    assert low_hand_words(part.right, spec.low, cards=depth) == low_hand_words(
                        hands.low, spec.low, cards=depth
                    )


def test_the_lows_shown_read_apart_to_the_depth_each_part_gives(qapp: object) -> None:
    deeper = 0
    for question in showdowns(seed=2):
        lows = [p for p in parts_of(question) if p.ask is Ask.LOW_HAND]
        read = {p.right: option_words(p, p.right) for p in lows}
        assert len(set(read.values())) == len(read)  # different lows, different words
        deeper += any(p.cards > 2 for p in lows)
    assert deeper  # some showdown needed more than two cards read


def _assert_lists_read_distinctly() -> None:
    for question in showdowns(seed=3):
        for part in parts_of(question):
            if part.ask in (Ask.HIGH_HAND, Ask.LOW_HAND):
                assert part.options.count(part.right) == 1
                words = [option_words(part, o) for o in part.options]
                assert len(set(words)) == len(words) >= 2, words
                assert part.fits(part.right)


def test_every_list_holds_the_right_hand_once_and_no_two_read_alike(qapp: object) -> None:
    _assert_lists_read_distinctly()


def test_every_list_reads_distinctly_in_spanish(spanish: QApplication) -> None:
    _assert_lists_read_distinctly()


def test_only_the_eight_or_better_games_offer_no_low() -> None:
    offered = 0
    for question in showdowns(seed=4):
        rule = question.table.spec.low
        for part in parts_of(question):
            if part.ask is Ask.LOW_HAND:
                if rule is not LowRule.EIGHT_OR_BETTER:
                    assert NoLow() not in part.options  # every hand has an ace-to-five low
                offered += NoLow() in part.options
    assert offered


# --- the winners ----------------------------------------------------------------------


def test_each_pots_winners_are_the_seats_the_engine_names_and_pays() -> None:
    for question in showdowns(seed=5):
        report = replay(question.scenario)
        spec = question.table.spec
        winners = {(p.ask, p.pot): p.right for p in parts_of(question) if p.pot is not None}
        contested = [i for i, pot in enumerate(report["result"]["pots"]) if len(pot["eligible"]) > 1]
        asked = {pot for _, pot in winners}
        assert asked == set(contested)
        for index in contested:
            pot = report["result"]["pots"][index]
            high = winners.get((Ask.HIGH_WINNERS, index))
            low = winners.get((Ask.LOW_WINNERS, index))
            assert (high is not None) == spec.high
            assert (low is not None) == (spec.low is not LowRule.NONE)
            assert high in (None, frozenset(pot["high"]))
            assert low in (None, frozenset(pot["low"]))
            named = (high or frozenset()) | (low or frozenset())
            paid = {int(seat) for seat, chips in pot["awards"].items() if chips}
            assert paid <= named and named <= set(pot["eligible"])
            if spec.split and not low:
                assert high == frozenset(int(s) for s in pot["awards"])  # no low: the high takes it all


def test_a_right_response_is_right_and_any_part_changed_is_wrong() -> None:
    rng = random.Random(6)
    for question in showdowns(seed=6):
        response = right_response(question)
        assert isinstance(response, PartsResponse)
        assert check(question, response).correct
        parts = parts_of(question)
        index = rng.randrange(len(parts))
        part = parts[index]
        if part.options:
            wrong: object = next(o for o in part.options if o != part.right)
        else:
            assert isinstance(part.right, frozenset)
            wrong = part.right ^ {next(iter(question.table.order))}
        values = list(response.values)
        values[index] = wrong  # type: ignore[assignment]
        verdict = check(question, PartsResponse(tuple(values)))
        assert not verdict.correct
        assert [p.index for p in verdict.problems] == [index]  # type: ignore[union-attr]
        assert verdict.reasons and verdict.reasons[0].rule


def test_the_reasons_say_who_wins_and_the_hint_how_to_read() -> None:
    for question in showdowns(seed=7):
        topics = {r.topic.value for r in question.reasons}
        assert topics & {"high", "low", "split", "no_low"}
        assert not topics & {"rake", "odd_chip_split", "odd_chip_high", "odd_chip_low"}
        assert question.hint.text.startswith("Read each hand")
        assert question.shown == len(question.events)  # asked with every card on the table


# --- hard cases -----------------------------------------------------------------------


def _shows(focus: Focus, parts: tuple[Part, ...]) -> bool:
    if focus is Focus.TIED_LOW:
        return any(p.ask is Ask.LOW_WINNERS and len(p.right) > 1 for p in parts)  # type: ignore[arg-type]
    if focus is Focus.TIED_HIGH:
        return any(p.ask is Ask.HIGH_WINNERS and len(p.right) > 1 for p in parts)  # type: ignore[arg-type]
    if focus is Focus.NO_LOW:
        return any(p.ask is Ask.LOW_WINNERS and p.right == frozenset() for p in parts) and any(
            p.right == NoLow() for p in parts
        )
    if focus is Focus.WHEEL:
        return any(isinstance(p.right, (LowHand, HighHand)) and p.right.ranks == WHEEL for p in parts)
    assert focus is Focus.BEST_FIVE
    return any(isinstance(p.right, HighHand) and p.right.hand_class is HandClass.FLUSH for p in parts)


@pytest.mark.parametrize("focus", HARD_CASES[Drill.SHOWDOWN])
def test_each_hard_case_comes_on_demand_in_every_game_it_can_arise(focus: Focus) -> None:
    rng = random.Random(focus.value)
    for variant in sorted(POSSIBLE[focus]):
        for rules in RuleSetName:
            question = new_question(Drill.SHOWDOWN, rng, [variant], [rules], focus=focus)
            assert question.focus is focus
            assert _shows(focus, parts_of(question)), (focus, variant, rules)


def test_the_hard_cases_cover_tied_lows_no_low_the_wheel_tied_highs_and_the_best_five() -> None:
    assert set(HARD_CASES[Drill.SHOWDOWN]) == {
        Focus.TIED_LOW,
        Focus.NO_LOW,
        Focus.WHEEL,
        Focus.TIED_HIGH,
        Focus.BEST_FIVE,
    }


# --- refused ----------------------------------------------------------------------------


def _ended_without_showdown() -> dict[str, object]:
    rng = random.Random(8)
    while True:
        data = play_out(random_table(rng, Variant.STUD7, RuleSetName.PA, players=3), rng)
        if replay(data)["result"]["pots"][0]["eligible"].__len__() == 1:
            return data


def test_a_hand_everyone_else_folded_has_no_showdown_to_read() -> None:
    with pytest.raises(
        DrillError, match=r"^the hand has no showdown: it is not finished, or everyone else folded\Z"
    ):
        question_at(Drill.SHOWDOWN, _ended_without_showdown())


def test_an_unfinished_hand_has_no_showdown_to_read() -> None:
    rng = random.Random(9)
    data = play_out(random_table(rng, Variant.STUD7_HILO8, RuleSetName.CARDROOM, players=4), rng, stop=3)
    with pytest.raises(DrillError, match=r"^the hand has no showdown"):
        question_at(Drill.SHOWDOWN, data)


def test_the_showdown_is_not_pinned_to_a_street() -> None:
    question = next(showdowns(seed=10))
    with pytest.raises(DrillError, match=r"^the showdown is read at the end of the hand, not on a street\Z"):
        question_at(Drill.SHOWDOWN, question.scenario, point=Point(street=5))
    again = question_at(Drill.SHOWDOWN, question.scenario, random.Random(0), point=Point())
    assert again.answer == question.answer  # the same showdown lists the same options, in order


# --- packs ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("variant", "focus"),
    [
        (Variant.STUD7_HILO8, Focus.NO_LOW),
        (Variant.STUD7_LOW, Focus.TIED_LOW),
        (Variant.STUD7, Focus.BEST_FIVE),
    ],
)
def test_a_generated_pack_of_showdowns_reads_back_and_its_answers_agree(
    tmp_path: Path, variant: Variant, focus: Focus
) -> None:
    pack = generate_pack(variant, RuleSetName.CARDROOM, Drill.SHOWDOWN, focus, 3, seed=5)
    path = tmp_path / "showdowns.json"
    save_pack(pack, path)
    again = load_pack(path)
    assert problems(again) == []  # every expected answer, hands and winners, agrees with the engine
    for item, asked in zip(again.items, questions_of(again), strict=True):
        (question,) = asked
        expect = item.questions[0].expect
        assert expect is not None and expect["parts"]
        assert check(question, expected_response(question, expect)).correct
