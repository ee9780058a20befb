"""The fault layer of Spot the error: a mistake changes only what is shown, and a stop is judged by when and what."""

from __future__ import annotations

import copy
import functools
import random

import pytest

from dealer_trainer.engine.actions import Action, ActionKind
from dealer_trainer.engine.events import ActionTaken, Burn, Common, Deal, Reshuffle
from dealer_trainer.engine.facts import CommonCardCount, FirstToActFacts, OddChips
from dealer_trainer.engine.generate import Style, play_out, random_scenario, random_table
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.engine.reasons import Topic
from dealer_trainer.engine.reporting import play, report
from dealer_trainer.engine.rules import open_pair_option, preset
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import spec_of
from dealer_trainer.training.errors import DrillError
from dealer_trainer.training.focus import POSSIBLE, Focus, hand_for, rules_allow
from dealer_trainer.training.spotting import (
    Award,
    Fault,
    LivePlay,
    Outcome,
    Place,
    PlaceKind,
    RakeTaken,
    SpotAnswer,
    SpotResponse,
    clean_play,
    fault_sites,
    judge_spot,
    plant,
    possible_faults,
    true_beats,
)


def _hands(count: int, seed: int = 7):
    rng = random.Random(seed)
    for _ in range(count):
        data = random_scenario(rng)
        yield data, play(load_scenario(data))


def test_a_clean_play_shows_every_event_then_the_pushes():
    for _, hand in _hands(20):
        play_ = clean_play(hand)
        assert play_.beats == play_.true_beats == true_beats(hand)
        assert play_.beats[: len(hand.events)] == tuple(hand.events)
        pushed = sum(b.amount for b in play_.beats if isinstance(b, Award))
        assert hand.result is not None
        assert pushed + hand.result.rake == sum(p.amount for p in hand.result.pots)
        # After the last push there is nothing left in the middle.
        assert play_.frame(len(play_.beats)).pot == 0


def test_planting_a_fault_leaves_the_engines_hand_and_report_as_they_were():
    rng = random.Random(1)
    for data, hand in _hands(30):
        before = copy.deepcopy(report(play(load_scenario(data))))
        events = tuple(hand.events)
        for fault in possible_faults(hand):
            shown = plant(hand, fault, rng)
            assert shown.true_beats == true_beats(hand)
            assert shown.beats != shown.true_beats
            assert tuple(hand.events) == events
        assert report(hand) == before


def test_stopping_after_the_mistake_and_naming_it_is_a_catch():
    rng = random.Random(2)
    for _, hand in _hands(30):
        for fault in possible_faults(hand):
            mistake = plant(hand, fault, rng).mistake
            assert mistake is not None and mistake.fault is fault
            answer = SpotAnswer(mistake)
            caught = judge_spot(answer, SpotResponse(mistake.beat + 1, mistake.place, fault))
            assert caught.outcome is Outcome.CAUGHT and caught.correct and caught.late == 0
            late = judge_spot(answer, SpotResponse(mistake.beat + 3, mistake.place, fault))
            assert late.outcome is Outcome.CAUGHT and late.late == 2


def test_stopping_before_the_mistake_shows_is_a_false_alarm_whatever_is_named():
    rng = random.Random(3)
    for _, hand in _hands(30):
        for fault in possible_faults(hand):
            mistake = plant(hand, fault, rng).mistake
            assert mistake is not None
            early = judge_spot(SpotAnswer(mistake), SpotResponse(mistake.beat, mistake.place, fault))
            assert early.outcome is Outcome.FALSE_ALARM and not early.correct


def test_not_stopping_a_faulted_hand_is_a_miss_and_a_clean_one_is_right():
    rng = random.Random(4)
    _, hand = next(_hands(1))
    fault = possible_faults(hand)[0]
    mistake = plant(hand, fault, rng).mistake
    assert judge_spot(SpotAnswer(mistake), SpotResponse(None)).outcome is Outcome.MISSED
    clean = judge_spot(SpotAnswer(None), SpotResponse(None))
    assert clean.outcome is Outcome.CLEAN and clean.correct
    alarm = judge_spot(SpotAnswer(None), SpotResponse(4, Place(PlaceKind.BURN), Fault.BURN_MISSED))
    assert alarm.outcome is Outcome.FALSE_ALARM


def test_a_stop_after_the_mistake_naming_the_wrong_fault_or_place_is_misnamed():
    rng = random.Random(5)
    for _, hand in _hands(20):
        if Fault.POT_WRONG_SEAT not in possible_faults(hand):
            continue
        mistake = plant(hand, Fault.POT_WRONG_SEAT, rng).mistake
        assert mistake is not None and mistake.place.seat is not None
        answer = SpotAnswer(mistake)
        wrong_fault = judge_spot(answer, SpotResponse(mistake.beat + 1, mistake.place, Fault.WRONG_RAKE))
        assert wrong_fault.outcome is Outcome.MISNAMED and wrong_fault.place_right
        wrong_place = judge_spot(answer, SpotResponse(mistake.beat + 1, Place(PlaceKind.BURN), mistake.fault))
        assert wrong_place.outcome is Outcome.MISNAMED and wrong_place.fault_right
        # A click on the seat's cards or chips points at the seat as well as its name does.
        on_card = Place(PlaceKind.CARD, mistake.place.seat, 0)
        assert (
            judge_spot(answer, SpotResponse(mistake.beat + 1, on_card, mistake.fault)).outcome
            is Outcome.CAUGHT
        )
        return
    pytest.fail("no hand with a pot to push")


def test_a_missed_burn_shows_when_the_streets_first_card_is_dealt_and_the_burn_pile_stays_short():
    rng = random.Random(6)
    for _, hand in _hands(10):
        for site in fault_sites(hand, Fault.BURN_MISSED):
            shown = plant(hand, Fault.BURN_MISSED, rng, site)
            mistake = shown.mistake
            assert mistake is not None and mistake.beat == site
            assert mistake.place == Place(PlaceKind.BURN)
            right = shown.true_beats
            assert len(shown.frame(site + 1).burns) == len(clean_play(hand).frame(site + 1).burns) - 1
            assert shown.beats[site] == right[site + 1]


def test_a_fault_at_a_moment_the_hand_does_not_have_is_refused_in_words():
    _, hand = next(_hands(1))
    with pytest.raises(DrillError):
        plant(hand, Fault.BURN_MISSED, random.Random(0), site=0)


# --- every fault, in every game and rule set where it can happen ------------------------------

GAMES = [(variant, rules) for variant in Variant for rules in RuleSetName]
#: The hard cases that make the rarer faults: capped rounds, odd chips, common cards, reshuffles.
HARD_CASES = (Focus.CAPPED, Focus.ODD_CHIP, Focus.COMMON_CARD, Focus.RESHUFFLE, Focus.CAPPED_RAKE)


def can_happen(fault: Fault, variant: Variant, rules: RuleSetName) -> bool:
    """Where each fault can happen at all (the module's table says why)."""
    stub_faults = {
        Fault.COMMON_NOT_NEEDED,
        Fault.COMMON_MISSING,
        Fault.BURNS_NOT_RESHUFFLED,
        Fault.WRONG_PILE_RESHUFFLED,
    }
    if fault in stub_faults:
        return variant is not Variant.STUD5
    if fault is Fault.BIG_BET_NO_PAIR:
        return open_pair_option(preset(rules, variant), variant)
    if fault is Fault.WRONG_RAKE:
        return preset(rules, variant).rake_percent > 0
    return True


def crowded(rng: random.Random, variant: Variant, rules: RuleSetName, early: int, late: bool) -> dict:
    """A full table that stays in: ``early`` seats fold at once, and with ``late`` one folds on sixth street.

    Eight seats with nobody folding run the seven-card stub out on seventh
    street; early folds move the reshuffle of Super Seven to the last street;
    a fold on sixth street puts a hand in the muck before the reshuffle.
    """
    data = random_table(rng, variant, rules, players=8, short_stacks=False)
    seats = sorted(int(seat) for seat in data["seats"])
    folders = frozenset(rng.sample(seats, early))
    folded: list[int] = []

    def sixth_street_fold(hand: Hand) -> Action | None:
        if late and not folded and hand.street == 6 and hand.to_act is not None:
            folded.append(hand.to_act)
            return Action(hand.to_act, ActionKind.FOLD)
        return None

    calm = Style(fold=0.0, aggress=0.1)
    return play_out(data, rng, calm, folders=folders, chooser=sixth_street_fold)


@functools.cache
def pool(variant: Variant, rules: RuleSetName) -> tuple[tuple[dict, Hand], ...]:
    """Hands of one game under one rule set: random ones, the hard cases, and full tables."""
    rng = random.Random(f"{variant.value}-{rules.value}")
    datas = [random_scenario(rng, variant=variant, rules=rules) for _ in range(12)]
    for focus in HARD_CASES:
        if variant in POSSIBLE[focus] and rules_allow(focus, rules, variant):
            datas.append(hand_for(focus, rng, variant, rules))
    if variant is not Variant.STUD5:
        datas += [crowded(rng, variant, rules, early, late) for early in (0, 2) for late in (False, True)]
    return tuple((data, play(load_scenario(data))) for data in datas)


@functools.cache
def planted_plays(seed: int) -> tuple[tuple[dict, Hand, LivePlay], ...]:
    """Every fault planted at one of its sites in every hand of every game that has it."""
    rng = random.Random(seed)
    return tuple(
        (data, hand, plant(hand, fault, rng))
        for variant, rules in GAMES
        for data, hand in pool(variant, rules)
        for fault in possible_faults(hand)
    )


def faulted(fault: Fault, seed: int):
    """``fault`` planted at one of its sites in every hand of the pools that has it."""
    rng = random.Random(seed)
    for variant, rules in GAMES:
        for _, hand in pool(variant, rules):
            if fault_sites(hand, fault):
                yield hand, plant(hand, fault, rng)


def test_every_fault_is_plantable_in_every_game_and_rule_set_where_it_can_happen():
    for variant, rules in GAMES:
        hands = [hand for _, hand in pool(variant, rules)]
        for fault in Fault:
            if can_happen(fault, variant, rules):
                assert any(fault_sites(hand, fault) for hand in hands), (fault, variant, rules)


def test_where_a_fault_cannot_happen_no_hand_has_a_moment_for_it():
    # Five-card Stud never runs short: eight seats take five cards each and three burns.
    stud5 = preset(RuleSetName.PA, Variant.STUD5)
    assert stud5.max_players * spec_of(Variant.STUD5).cards_per_seat + 3 < 52
    for variant, rules in GAMES:
        for fault in Fault:
            if not can_happen(fault, variant, rules):
                assert not any(fault_sites(hand, fault) for _, hand in pool(variant, rules)), (fault, variant)
    # The big bet with no pair needs the open-pair option: Stud High in the online room only.
    assert [g for g in GAMES if can_happen(Fault.BIG_BET_NO_PAIR, *g)] == [
        (Variant.STUD7, RuleSetName.ONLINE)
    ]
    # The wrong rake needs a rule set that rakes: the cardroom's.
    assert {rules for g in GAMES if can_happen(Fault.WRONG_RAKE, *g) for rules in [g[1]]} == {
        RuleSetName.CARDROOM
    }


def test_every_fault_leaves_the_engines_hand_and_report_as_the_unfaulted_hand():
    rng = random.Random(11)
    for variant, rules in GAMES:
        for data, hand in pool(variant, rules):
            before = report(play(load_scenario(data)))
            for fault in possible_faults(hand):
                assert plant(hand, fault, rng).true_beats == true_beats(hand) == clean_play(hand).beats
            assert report(hand) == before


def test_every_fault_first_shows_at_its_mistakes_beat_and_the_play_differs_there():
    for _, hand, shown in planted_plays(12):
        mistake = shown.mistake
        assert mistake is not None
        clean = clean_play(hand)
        assert shown.beats != shown.true_beats
        assert shown.beats[: mistake.beat] == clean.beats[: mistake.beat], mistake.fault
        assert shown.frame(mistake.beat) == clean.frame(mistake.beat)
        assert shown.beats[mistake.beat] != clean.beats[mistake.beat], mistake.fault


def test_every_fault_is_judged_a_catch_at_it_a_false_alarm_before_it_and_a_miss_if_let_run():
    for _, _, shown in planted_plays(12):
        mistake = shown.mistake
        assert mistake is not None
        answer = SpotAnswer(mistake)
        caught = judge_spot(answer, SpotResponse(mistake.beat + 1, mistake.place, mistake.fault))
        assert caught.outcome is Outcome.CAUGHT and caught.correct, mistake.fault
        early = judge_spot(answer, SpotResponse(mistake.beat, mistake.place, mistake.fault))
        assert early.outcome is Outcome.FALSE_ALARM, mistake.fault
        assert judge_spot(answer, SpotResponse(None)).outcome is Outcome.MISSED


def test_every_faulted_play_can_be_drawn_beat_by_beat_with_sane_cards_and_chips():
    limit = {
        variant: len(spec_of(variant).initial_deal) + len(spec_of(variant).later_streets)
        for variant in Variant
    }
    drawn: set[tuple[Fault, Variant, RuleSetName]] = set()
    for _, hand, shown in planted_plays(12):
        assert shown.mistake is not None
        # Each fault once per game and rule set: drawing every beat of every play takes long.
        key = (shown.mistake.fault, hand.spec.variant, hand.rules.name)
        if key in drawn:
            continue
        drawn.add(key)
        frames = shown.frames()
        assert len(frames) == len(shown.beats)
        for frame in frames:
            assert frame.stub_count >= 0 and frame.pot >= 0 and frame.muck_count >= 0
            for view in frame.seats:
                assert view.stack >= 0 and len(view.cards) <= limit[hand.spec.variant]
        if hand.result is not None:
            assert frames[-1].pot == 0, shown.mistake


def test_every_mistake_cites_a_rule_and_leaves_the_remedy_to_the_house():
    # None of the three rule texts says what follows a dealer's or a player's mistake.
    for _, hand, shown in planted_plays(12):
        mistake = shown.mistake
        assert mistake is not None and mistake.remedy is None
        assert mistake.reason.ref is not None and mistake.reason.rule and mistake.reason.text
        assert mistake.reason.ref.rule_set is hand.rules.name


def test_a_seat_acting_out_of_turn_is_the_next_seats_action_shown_first():
    for _hand, shown in faulted(Fault.OUT_OF_TURN, 16):
        mistake = shown.mistake
        assert mistake is not None
        due, early = shown.true_beats[mistake.beat], shown.beats[mistake.beat]
        assert isinstance(due, ActionTaken) and isinstance(early, ActionTaken)
        assert early == shown.true_beats[mistake.beat + 1] and shown.beats[mistake.beat + 1] == due
        assert mistake.place.seat == early.seat != due.seat
        assert mistake.reason.topic is Topic.TURN


def test_a_deal_out_of_order_still_gives_every_seat_its_own_cards():
    plays = [*faulted(Fault.DEAL_WRONG_START, 17), *faulted(Fault.DEAL_SKIPS_SEAT, 17)]
    for _, shown in plays:
        mistake = shown.mistake
        assert mistake is not None
        first = shown.beats[mistake.beat]
        assert isinstance(first, Deal)
        if mistake.fault is Fault.DEAL_WRONG_START:
            assert first.seat == mistake.place.seat
        else:
            assert shown.beats[mistake.beat] == shown.true_beats[mistake.beat + 1]
        # Once the round is dealt, the table is the true one again.
        assert sorted(map(str, shown.beats)) == sorted(map(str, shown.true_beats))


def test_a_card_dealt_with_the_wrong_face_is_pointed_at_as_that_card():
    for _hand, shown in faulted(Fault.WRONG_FACE, 18):
        mistake = shown.mistake
        assert mistake is not None
        true, seen = shown.true_beats[mistake.beat], shown.beats[mistake.beat]
        assert isinstance(true, Deal) and isinstance(seen, Deal) and seen.up is not true.up
        card, up = shown.frame(mistake.beat + 1).seat(true.seat).cards[mistake.place.card or 0]
        assert mistake.place.kind is PlaceKind.CARD and card == true.card and up is seen.up


def test_a_raise_in_a_capped_round_is_one_more_than_the_rule_sets_cap():
    found = 0
    for hand, shown in faulted(Fault.FOURTH_RAISE, 19):
        mistake = shown.mistake
        assert mistake is not None
        raise_ = shown.beats[mistake.beat]
        assert isinstance(raise_, ActionTaken) and raise_.kind is ActionKind.RAISE
        wagers = [
            beat
            for beat in shown.beats[: mistake.beat + 1]
            if isinstance(beat, ActionTaken)
            and beat.street == raise_.street
            and (
                beat.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE)
                # a bring-in of a full small bet counts toward the cap
                or (beat.kind is ActionKind.BRING_IN and hand.stakes.bring_in == hand.stakes.small_bet)
            )
        ]
        assert len(wagers) > 1 + hand.rules.max_raises
        found += 1
    assert found


def test_the_big_bet_with_no_open_pair_is_the_big_bet_on_fourth_street_with_no_pair_showing():
    found = 0
    for hand, shown in faulted(Fault.BIG_BET_NO_PAIR, 20):
        mistake = shown.mistake
        assert mistake is not None
        bet = shown.beats[mistake.beat]
        assert isinstance(bet, ActionTaken) and bet.street == 4 and bet.round_total == hand.stakes.big_bet
        ups = [
            [c for c, up in view.cards if up] for view in shown.frame(mistake.beat).seats if not view.folded
        ]
        assert not any(len(up) >= 2 and up[0].rank == up[1].rank for up in ups)
        found += 1
    assert found


def test_a_street_dealt_early_comes_before_the_last_action_of_its_round():
    for _hand, shown in faulted(Fault.STREET_EARLY, 21):
        mistake = shown.mistake
        assert mistake is not None
        last = shown.true_beats[mistake.beat]
        assert isinstance(last, ActionTaken) and mistake.place.seat == last.seat
        assert isinstance(shown.beats[mistake.beat], (Burn, Reshuffle))
        assert last in shown.beats[mistake.beat + 1 :]


def test_a_common_card_not_needed_shows_where_the_stub_had_a_card_for_each_seat():
    found = 0
    for _hand, shown in faulted(Fault.COMMON_NOT_NEEDED, 22):
        mistake = shown.mistake
        assert mistake is not None
        assert isinstance(shown.beats[mistake.beat], Common) and mistake.place == Place(PlaceKind.COMMON)
        facts = mistake.reason.facts
        assert isinstance(facts, CommonCardCount) and facts.stub >= facts.live + 1
        found += 1
    assert found


def test_the_stubs_mistakes_show_at_the_common_card_or_the_reshuffle():
    seen: set[Fault] = set()
    stub_faults = (Fault.COMMON_MISSING, Fault.BURNS_NOT_RESHUFFLED, Fault.WRONG_PILE_RESHUFFLED)
    for _, shown in [play_ for fault in stub_faults for play_ in faulted(fault, 23)]:
        mistake = shown.mistake
        assert mistake is not None
        true, shown_beat = shown.true_beats[mistake.beat], shown.beats[mistake.beat]
        if mistake.fault is Fault.COMMON_MISSING:
            assert isinstance(true, Common) and isinstance(shown_beat, Deal) and shown_beat.card == true.card
        elif mistake.fault is Fault.BURNS_NOT_RESHUFFLED:
            assert isinstance(true, Reshuffle) and isinstance(shown_beat, Common)
            assert mistake.place == Place(PlaceKind.BURN)
        elif mistake.fault is Fault.WRONG_PILE_RESHUFFLED:
            assert isinstance(true, Reshuffle) and isinstance(shown_beat, Reshuffle)
            assert shown.frame(mistake.beat + 1).muck_count == 0 < shown.frame(mistake.beat).muck_count
            assert mistake.place == Place(PlaceKind.MUCK)
        else:
            continue
        seen.add(mistake.fault)
    assert seen == {Fault.COMMON_MISSING, Fault.BURNS_NOT_RESHUFFLED, Fault.WRONG_PILE_RESHUFFLED}


def test_an_odd_chip_to_the_wrong_seat_goes_to_a_seat_the_rule_does_not_give_it():
    found = 0
    for _hand, shown in faulted(Fault.ODD_CHIP_WRONG_SEAT, 24):
        mistake = shown.mistake
        assert mistake is not None
        push = shown.beats[mistake.beat]
        assert isinstance(push, Award) and push.seat == mistake.place.seat
        assert isinstance(mistake.reason.facts, OddChips)
        # One chip more to that seat, one fewer to the seat the rule gives it: the pot is the same.
        assert sum(b.amount for b in shown.beats if isinstance(b, Award)) == sum(
            b.amount for b in shown.true_beats if isinstance(b, Award)
        )
        found += 1
    assert found


def test_a_wrong_rake_is_not_the_rule_sets_rake_and_the_pot_still_empties():
    found = 0
    for hand, shown in faulted(Fault.WRONG_RAKE, 25):
        mistake = shown.mistake
        assert mistake is not None
        taken = shown.beats[mistake.beat]
        assert isinstance(taken, RakeTaken) and hand.result is not None
        assert taken.amount != hand.result.rake and mistake.place == Place(PlaceKind.POT)
        assert shown.frame(len(shown.beats)).pot == 0
        found += 1
    assert found


def test_the_wrong_first_to_act_on_equal_boards_is_another_of_the_tied_seats():
    rng = random.Random(26)
    found = 0
    for variant in Variant:
        hand = play(load_scenario(hand_for(Focus.EQUAL_SHOWING, rng, variant, RuleSetName.PA)))
        for site in fault_sites(hand, Fault.WRONG_FIRST_TO_ACT):
            shown = plant(hand, Fault.WRONG_FIRST_TO_ACT, rng, site)
            mistake = shown.mistake
            assert mistake is not None
            facts = mistake.reason.facts
            assert isinstance(facts, FirstToActFacts) and mistake.place.seat != facts.seat
            if facts.is_tie and not shown.frame(site).commons:
                assert mistake.place.seat in facts.tied
                found += 1
    assert found
