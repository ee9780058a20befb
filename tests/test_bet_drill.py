"""What's the bet?: every part of the answer is the engine's value at that moment of the hand.

The drill reads the engine's facts on a hand replayed up to the action asked
before; these tests replay the same hands on their own and ask the engine
again (``next_facts``, ``uncalled_return``, ``offers``), compare with PokerKit
where its rules are ours, make each hard case on demand, and check that a
point that does not fit the hand is refused with words.
"""

from __future__ import annotations

import random
import warnings
from dataclasses import replace
from typing import Any

import pytest

from dealer_trainer.engine import ActionKind, RuleSetName, Variant, load_scenario, replay
from dealer_trainer.engine.bettingfacts import BettingFacts, next_facts, uncalled_return
from dealer_trainer.engine.events import ActionTaken, Discard
from dealer_trainer.engine.hand import Hand
from dealer_trainer.engine.reasons import Reading, Topic
from dealer_trainer.engine.reporting import play
from dealer_trainer.training.betdrill import BetForm, bet_form
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
from dealer_trainer.training.errors import TrainingError
from dealer_trainer.training.focus import POSSIBLE, Focus, hand_for
from dealer_trainer.training.parts import Announce, Announcement, Ask, PartsAnswer, PartsResponse

GAMES = list(Variant)
RULES = list(RuleSetName)


def _taken_before(question: Question) -> int:
    """How many of the hand's actions come before the moment asked (discards count)."""
    return sum(1 for e in question.events[: question.shown] if isinstance(e, (ActionTaken, Discard)))


def _hand_then(question: Question) -> Hand:
    """The hand as it stood when asked, replayed here on its own."""
    scenario = load_scenario(question.scenario)
    return play(replace(scenario, actions=scenario.actions[: _taken_before(question)]))


def _answer(question: Question) -> PartsAnswer:
    assert isinstance(question.answer, PartsAnswer)
    return question.answer


def _assert_engine_values(question: Question) -> None:
    """Every part's right value is what the engine says at that moment (or at the end)."""
    answer = _answer(question)
    if bet_form(question).form is BetForm.UNCALLED:
        returned = uncalled_return(play(load_scenario(question.scenario)))
        assert returned is not None
        values = {part.ask: part.right for part in answer.parts}
        assert values == {Ask.UNCALLED: returned.amount, Ask.UNCALLED_SEAT: frozenset({returned.seat})}
        return
    hand = _hand_then(question)
    facts = next_facts(hand)
    assert facts is not None and facts.betting is not None
    money: BettingFacts = facts.betting
    event = question.events[question.shown]
    assert isinstance(event, ActionTaken) and event.seat == facts.seat
    for part in answer.parts:
        assert part.seat == facts.seat
        match part.ask:
            case Ask.TO_CALL:
                assert part.right == money.to_call
            case Ask.COMPLETE_TO:
                assert ActionKind.COMPLETE in facts.legal and part.right == money.raise_to
            case Ask.RAISE_TO:
                assert part.right == money.raise_to and money.may_raise
            case Ask.CAPPED:
                assert part.right is money.capped is True
            case Ask.BIG_BET:
                assert part.right == (money.bet_big is not None)
            case Ask.REOPENED:
                assert part.right == money.reopened
            case Ask.BRING_IN:
                assert part.right == money.amount(ActionKind.BRING_IN)
            case Ask.ANNOUNCE:
                right = part.right
                assert isinstance(right, Announcement) and right in part.options
                # the amount announced is the chips the action put in, or its total for the round
                totals = (Announce.RAISE, Announce.COMPLETE, Announce.ALL_IN)
                assert right.amount == (event.round_total if right.kind in totals else event.amount)
                assert (right.kind is Announce.CAPPED) == (event.kind is ActionKind.CALL and money.capped)
                assert len(set(part.options)) == len(part.options)
            case _:
                raise AssertionError(part.ask)


def test_every_part_is_the_engines_value_at_that_moment_in_every_game_and_rule_set() -> None:
    seen: set[tuple[Variant, RuleSetName, BetForm]] = set()
    for variant in GAMES:
        for rules in RULES:
            rng = random.Random(f"{variant}-{rules}")
            for number in range(16):
                focus = rng.choice(HARD_CASES[Drill.BET]) if number % 3 == 0 else Focus.ANY
                question = new_question(Drill.BET, rng, [variant], [rules], focus=focus)
                _assert_engine_values(question)
                assert check(question, right_response(question)).correct
                seen.add((variant, rules, bet_form(question).form))
    forms = {form for _, _, form in seen}
    assert forms >= set(BetForm) - {BetForm.OPEN_PAIR}
    # the open-pair form exists only where the engine gives the option: Stud High online
    assert {(v, r) for v, r, f in seen if f is BetForm.OPEN_PAIR} <= {(Variant.STUD7, RuleSetName.ONLINE)}


def test_a_question_asked_again_at_its_point_is_the_same_question() -> None:
    """Packs and records keep only the hand and the point: the point alone fixes the question."""
    rng = random.Random(13)
    for number in range(60):
        focus = rng.choice(HARD_CASES[Drill.BET]) if number % 2 else Focus.ANY
        question = new_question(Drill.BET, rng, GAMES, RULES, focus=focus)
        again = question_at(Drill.BET, question.scenario, point=question.point)
        assert (again.answer, again.shown, again.sentence) == (
            question.answer,
            question.shown,
            question.sentence,
        )
        assert question.point.street == question.street and question.point.action is not None


def test_every_pinned_action_of_a_hand_can_be_asked() -> None:
    data = hand_for(Focus.ANY, random.Random(4), Variant.STUD7_HILO8, RuleSetName.CARDROOM)
    events = play(load_scenario(data)).events
    count = 0
    for street in sorted({e.street for e in events if isinstance(e, ActionTaken)}):
        actions = [i for i, e in enumerate(events) if isinstance(e, ActionTaken) and e.street == street]
        for number, index in enumerate(actions):
            question = question_at(Drill.BET, data, point=Point(street, action=number))
            assert question.shown == index and question.street == street
            _assert_engine_values(question)
            count += 1
    assert count == sum(1 for e in events if isinstance(e, ActionTaken))


def test_a_point_that_does_not_fit_the_hand_is_refused_in_words() -> None:
    data = hand_for(Focus.ANY, random.Random(5), Variant.STUD7, RuleSetName.PA)
    with pytest.raises(DrillError, match="street 9 has no betting in this hand"):
        question_at(Drill.BET, data, point=Point(9, action=0))
    with pytest.raises(DrillError, match="action 40 is not one of them"):
        question_at(Drill.BET, data, point=Point(3, action=40))


def test_a_right_response_is_right_and_one_wrong_part_is_named() -> None:
    rng = random.Random(21)
    for _ in range(40):
        question = new_question(Drill.BET, rng, GAMES, RULES)
        answer = _answer(question)
        right = right_response(question)
        assert isinstance(right, PartsResponse)
        assert check(question, right).correct
        first = answer.parts[0]
        wrong_value: Any
        if first.ask.shape.value == "amount":
            wrong_value = int(first.right) + 1  # type: ignore[arg-type]
        elif first.ask.shape.value == "yes-no":
            wrong_value = not first.right
        elif first.ask.shape.value == "seats":
            wrong_value = frozenset({9}) if first.right != frozenset({9}) else frozenset({1})
        else:
            wrong_value = next(option for option in first.options if option != first.right)
        verdict = check(question, PartsResponse((wrong_value, *right.values[1:])))
        assert not verdict.correct
        assert [p.index for p in verdict.problems] == [0]  # type: ignore[union-attr]
        blank = check(question, PartsResponse(tuple(None for _ in answer.parts)))
        assert not blank.correct and len(blank.problems) == len(answer.parts)


# --- the hard cases --------------------------------------------------------------------


def _topics(question: Question) -> set[Topic | None]:
    return {reason.topic for reason in question.reasons}


@pytest.mark.parametrize("focus", HARD_CASES[Drill.BET], ids=lambda f: f.value)
def test_each_hard_case_is_made_on_demand_in_every_game_it_arises_in(focus: Focus) -> None:
    rng = random.Random(focus.value)
    for variant in sorted(POSSIBLE[focus]):
        for rules in RULES:
            question = new_question(Drill.BET, rng, [variant], [rules], focus=focus)
            assert question.focus is focus
            _assert_engine_values(question)
            readings = {r.ref.reading for r in question.reasons if r.ref is not None}
            if focus is Focus.ALL_IN_BRING_IN:
                short = next(e for e in question.events if isinstance(e, ActionTaken))
                assert short.kind is ActionKind.BRING_IN and short.all_in
                assert Reading.SHORT_BRING_IN in readings
            elif focus is Focus.SHORT_ALL_IN:
                assert Topic.SHORT_ALL_IN in _topics(question) and Reading.SHORT_ALL_IN in readings
                short = next(r for r in question.reasons if r.topic is Topic.SHORT_ALL_IN).facts
                wagers = [
                    e
                    for e in question.events[: question.shown]
                    if isinstance(e, ActionTaken) and e.all_in and e.street == question.street
                ]
                assert (short.all_in, short.total) in {(e.seat, e.round_total) for e in wagers}  # type: ignore[union-attr]
                assert all(e.kind is not ActionKind.CALL for e in wagers if e.seat == short.all_in)  # type: ignore[union-attr]
                assert next_facts(_hand_then(question)).betting.reopened is False  # type: ignore[union-attr]
            elif focus is Focus.CAPPED:
                assert Topic.CAP in _topics(question)
            elif focus is Focus.OPEN_PAIR:
                assert Topic.OPEN_PAIR in _topics(question) and _hand_then(question).open_pairs()
            else:
                assert bet_form(question).form is BetForm.UNCALLED


def test_an_open_pair_offers_the_big_bet_only_in_stud_high_under_the_online_rules() -> None:
    """The engine's open-pair option: Seven-card Stud High where the rule set gives it;
    not Five-card Stud, not the split games, not under the PA or cardroom texts."""
    for variant in sorted(POSSIBLE[Focus.OPEN_PAIR]):
        for rules in RULES:
            rng = random.Random(f"pair-{variant}-{rules}")
            offered = False
            for _ in range(6):
                question = new_question(Drill.BET, rng, [variant], [rules], focus=Focus.OPEN_PAIR)
                asks = {part.ask for part in _answer(question).parts}
                pairs = next(r for r in question.reasons if r.topic is Topic.OPEN_PAIR).facts
                option = variant is Variant.STUD7 and rules is RuleSetName.ONLINE
                assert pairs.option is option  # type: ignore[union-attr]
                if not option:
                    assert Ask.BIG_BET not in asks and "no big-bet option" in question.reasons[1].text
                offered |= Ask.BIG_BET in asks and bool(_answer(question).parts[0].right)
            assert offered == (variant is Variant.STUD7 and rules is RuleSetName.ONLINE), (variant, rules)


def test_razz_has_no_open_pair_question_and_says_so() -> None:
    with pytest.raises(TrainingError, match="open-pair does not arise in"):
        hand_for(Focus.OPEN_PAIR, random.Random(1), Variant.STUD7_LOW, RuleSetName.ONLINE)
    data = hand_for(Focus.ANY, random.Random(2), Variant.STUD7_LOW, RuleSetName.ONLINE)
    with pytest.raises(DrillError, match="no big-bet option in Seven-card Stud Low"):
        question_at(Drill.BET, data, focus=Focus.OPEN_PAIR)


def test_the_cap_follows_the_rule_sets_raises_and_an_override_is_cited() -> None:
    """Capped after one bet and three raises under the presets; a table that allows four
    raises is not capped at the same moment, and its own raise cap is what is cited."""
    for rules in RULES:
        rng = random.Random(f"cap-{rules}")
        data = hand_for(Focus.CAPPED, rng, Variant.STUD7, rules)
        question = question_at(Drill.BET, data, rng, Focus.CAPPED)
        cap = next(r for r in question.reasons if r.topic is Topic.CAP)
        assert cap.facts.raises == 3  # type: ignore[union-attr]
        if not cap.facts.capped:  # type: ignore[union-attr]
            continue
        looser = dict(data, overrides={"max_raises": 4})
        again = question_at(Drill.BET, looser, point=question.point)
        facts = next_facts(_hand_then(again))
        assert facts is not None and facts.betting is not None and not facts.betting.capped
        cited = [r for r in again.reasons if r.topic is Topic.CAP]
        assert all(r.rule.endswith("with this table's own raise cap") for r in cited)
        assert Ask.CAPPED not in {part.ask for part in _answer(again).parts}


def test_the_references_name_each_rule_sets_text() -> None:
    rng = random.Random(9)
    cited: dict[tuple[Variant, RuleSetName], set[str]] = {}
    for variant in (Variant.STUD7, Variant.STUD5):
        for rules in RULES:
            for _ in range(8):
                question = new_question(Drill.BET, rng, [variant], [rules], focus=Focus.ALL_IN_BRING_IN)
                cited.setdefault((variant, rules), set()).update(r.rule for r in question.reasons)
    assert any(c.startswith("PA §637a.10(e)") for c in cited[(Variant.STUD7, RuleSetName.PA)])
    assert any(c.startswith("PA §637a.14(e)") for c in cited[(Variant.STUD5, RuleSetName.PA)])
    assert all(c.startswith("House rules (cardroom)") for c in cited[(Variant.STUD7, RuleSetName.CARDROOM)])
    assert all(c.startswith("Online room rules") for c in cited[(Variant.STUD5, RuleSetName.ONLINE)])


# --- against PokerKit, where the rules agree ---------------------------------------------


def _comparable_with_pokerkit(data: dict[str, Any]) -> bool:
    """As tests/test_money_facts.py: no common card, no all-in wager, no full-bet bring-in."""
    if data["stakes"]["bring_in"] == data["stakes"]["small_bet"]:
        return False
    events = replay(data)["events"]
    if any(e["kind"] in ("common", "reshuffle") for e in events):
        return False
    return not any(e["kind"] == "action" and e.get("all_in") for e in events)


def test_the_amounts_agree_with_pokerkit_where_the_rules_agree() -> None:
    """To call, complete-to, raise-to and the bring-in, decision by decision, against
    PokerKit's state before the same action (PA rules: one bet and three raises)."""
    pytest.importorskip("pokerkit")
    from pokerkit import HandHistory

    from dealer_trainer.packs.phh import scenario_to_phh

    rng = random.Random(1313)
    compared = 0
    for _ in range(120):
        variant = rng.choice([Variant.STUD7, Variant.STUD7_LOW, Variant.STUD7_HILO8])
        data = hand_for(Focus.ANY, rng, variant, RuleSetName.PA)
        if not _comparable_with_pokerkit(data):
            continue
        history = HandHistory.loads(scenario_to_phh(data))
        theirs: dict[int, tuple[int, int | None, int | None]] = {}  # actions taken -> amounts
        taken = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for state, said in history.state_actions:  # each state is the one after ``said``
                if said is not None and not said.startswith("d "):
                    taken += 1
                if state.actor_index is not None:
                    to_call = state.checking_or_calling_amount if state.can_check_or_call() else None
                    raise_to = (
                        state.min_completion_betting_or_raising_to_amount
                        if state.can_complete_bet_or_raise_to()
                        else None
                    )
                    bring_in = state.effective_bring_in_amount if state.can_post_bring_in() else None
                    theirs[taken] = (to_call or 0, raise_to, bring_in)
        hand = play(load_scenario(data))
        actions = [e for e in hand.events if isinstance(e, ActionTaken)]
        for street in sorted({e.street for e in actions}):
            for number in range(sum(1 for e in actions if e.street == street)):
                question = question_at(Drill.BET, data, point=Point(street, action=number))
                if bet_form(question).form is BetForm.UNCALLED:
                    continue
                to_call, raise_to, bring_in = theirs[_taken_before(question)]
                for part in _answer(question).parts:
                    if part.ask is Ask.TO_CALL:
                        assert part.right == to_call, (data, part)
                    elif part.ask in (Ask.RAISE_TO, Ask.COMPLETE_TO):
                        assert part.right == raise_to, (data, part)
                    elif part.ask is Ask.BRING_IN:
                        assert part.right == bring_in, (data, part)
                    else:
                        continue
                    compared += 1
    assert compared > 300, compared
