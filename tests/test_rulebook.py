"""The learn-mode rules reference: coverage, references, our own words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from dealer_trainer.engine.pots import take_rake
from dealer_trainer.engine.reasons import Reading, reference
from dealer_trainer.engine.reasons import Topic as Why
from dealer_trainer.engine.rules import RuleSetName, preset, with_overrides
from dealer_trainer.engine.variants import Variant, spec_of
from dealer_trainer.training.drills import Drill, new_question
from dealer_trainer.training.errors import TopicError, TrainingError
from dealer_trainer.training.focus import POSSIBLE, Focus
from dealer_trainer.training.rulebook import (
    RULE_SET_TITLES,
    Topic,
    game_title,
    lookup,
    topic_ids,
    topics,
    topics_for,
)

#: The four rule texts the lessons cite (copies: see tests/data/README.md).
RULES_DIR = Path(__file__).resolve().parent / "data" / "rules"
PAIRS = [(v, r) for v in Variant for r in RuleSetName]
ALL = [(v, r, t) for v, r in PAIRS for t in topics(v, r)]

#: Rulebook topic -> the engine's reason topic for the same decision (and its reading flag).
ENGINE: dict[str, tuple[Why, Reading | None]] = {
    "discards": (Why.DISCARD, None),
    "bring-in": (Why.BRING_IN, None),
    "bring-in-suits": (Why.BRING_IN, None),
    "later-streets": (Why.FIRST_BURN, None),
    "burns": (Why.BURN, None),
    "first-to-act": (Why.FIRST_TO_ACT, None),
    "showing-hands": (Why.FIRST_TO_ACT, None),
    "first-to-act-tie": (Why.FIRST_TO_ACT_TIE, None),
    "first-to-act-all-in": (Why.FIRST_TO_ACT, Reading.ALL_IN_OPENER),
    "common-card": (Why.COMMON_CARD, Reading.EARLY_COMMON),
    "common-card-showing": (Why.FIRST_TO_ACT, Reading.COMMON_SHOWING),
    "reshuffle": (Why.RESHUFFLE, Reading.RESHUFFLE),
    "showdown-high": (Why.HIGH, None),
    "showdown-low": (Why.LOW, None),
    "split-pot": (Why.SPLIT, None),
    "eight-or-better": (Why.NO_LOW, None),
    "odd-chip-split": (Why.ODD_CHIP_SPLIT, None),
    "odd-chip-high": (Why.ODD_CHIP_HIGH, None),
    "odd-chip-low": (Why.ODD_CHIP_LOW, Reading.LOW_ODD_CHIP),
    "odd-chip-ties": (Why.ODD_CHIP_HIGH, None),
    "side-pots": (Why.SIDE_POTS, None),
    "everyone-folds": (Why.UNCONTESTED, None),
    "rake": (Why.RAKE, None),
    # the betting and the money (What's the bet?, Count the pot, Chips)
    "first-round": (Why.COMPLETION, None),
    "bet-sizes": (Why.BET_SIZE, None),
    "open-pair": (Why.OPEN_PAIR, None),
    "raise-cap": (Why.CAP, None),
    "short-all-in": (Why.SHORT_ALL_IN, Reading.SHORT_ALL_IN),
    "uncalled-bet": (Why.UNCALLED, None),
    "pot-count": (Why.POT_COUNT, None),
    "chips": (Why.CHIPS, None),
}

#: The topics with no hand to show: what they teach (the size of the table, a hand
#: won with no one left to call) is no hard case a drill deals.
NO_EXAMPLE = {"players", "everyone-folds"}


def _words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).split()


def _sentences(text: str) -> int:
    return len(re.findall(r"[.!?](?=\s|$)", text))


def by_id(variant: Variant, rules: RuleSetName) -> dict[str, Topic]:
    return {t.id: t for t in topics(variant, rules)}


@pytest.mark.parametrize("variant,rules", PAIRS, ids=lambda x: str(x))
def test_every_game_and_rule_set_has_at_least_twelve_topics(variant: Variant, rules: RuleSetName) -> None:
    found = topics(variant, rules)
    assert len(found) >= 12
    ids = [t.id for t in found]
    assert len(ids) == len(set(ids))
    order = topic_ids()
    assert ids == sorted(ids, key=order.index), "topics come in teaching order"
    for topic in found:
        assert topic.title.strip() and topic.reference.strip() and topic.body.strip()
        assert 2 <= _sentences(topic.body) <= 6, (topic.id, topic.body)


def test_references_have_one_of_the_known_forms() -> None:
    form = re.compile(
        r"^(PA §637a\.1[04](\([a-z0-9]+\))+(, (\([a-z0-9]+\))+)*(, the seven-card rule)?"
        r"|House rules \(cardroom\)|Online room rules|Standard poker procedure)"
        r"(; (house reading: [a-z ,-]+|as in Robert's Rules of Poker(: [a-z ,-]+)?))?$"
    )
    for variant, rules, topic in ALL:
        assert form.match(topic.reference), (variant, rules, topic.id, topic.reference)
        if rules is not RuleSetName.PA:
            assert "PA" not in topic.reference
        if variant is Variant.STUD5:
            assert "637a.10" not in topic.reference or "the seven-card rule" in topic.reference
        else:
            assert "637a.14" not in topic.reference


def test_no_lesson_speaks_of_the_file_format() -> None:
    jargon = re.compile(r"scenario|contract|preset|\bpa rules\b|\bpa\b|overridden|_")
    for variant, rules, topic in ALL:
        for text in (topic.title, topic.reference, topic.body):
            assert not jargon.search(text), (variant, rules, topic.id, text)


def test_references_match_the_engines_for_the_same_decision() -> None:
    checked = 0
    for variant, rules, topic in ALL:
        if topic.id in ENGINE:
            why, reading = ENGINE[topic.id]
            expected = reference(preset(rules, variant), spec_of(variant), why, reading=reading)
            assert topic.reference == expected, (variant, rules, topic.id)
            checked += 1
    assert checked > 200


@pytest.mark.parametrize("variant,rules", PAIRS, ids=lambda x: str(x))
def test_the_bring_in_lesson_cites_what_the_drill_cites(variant: Variant, rules: RuleSetName) -> None:
    question = new_question(Drill.BRING_IN, random.Random(7), [variant], [rules])
    assert lookup("bring-in", variant, rules).reference == question.hint.rule
    assert lookup("bring-in", variant, rules).reference == question.reasons[0].rule


def test_examples_are_only_hard_cases_that_can_arise_in_that_game() -> None:
    for variant, _rules, topic in ALL:
        if topic.example is not None:
            _drill, focus = topic.example
            assert variant in POSSIBLE[focus], (variant, topic.id, focus)


def test_every_topic_shows_a_hand_but_those_no_drill_deals() -> None:
    for variant, rules in PAIRS:
        without = {t.id for t in topics(variant, rules) if t.example is None}
        assert without == NO_EXAMPLE, (variant, rules)


def test_the_betting_and_money_topics_show_their_own_drills_hands() -> None:
    """Count the pot and Chips have lessons of their own, and each lesson on the betting
    and the money shows a hand of the drill that asks it."""
    for variant, rules in PAIRS:
        found = by_id(variant, rules)
        assert found["pot-count"].example == (Drill.COUNT_POT, Focus.SIDE_POTS)
        assert found["chips"].example == (Drill.CHIPS, Focus.ODD_CUT)
        assert found["short-all-in"].example == (Drill.BET, Focus.SHORT_ALL_IN)
        for topic_id in ("first-round", "bet-sizes", "raise-cap", "later-betting", "uncalled-bet"):
            example = found[topic_id].example
            assert example is not None and example[0] is Drill.BET, (topic_id, example)
        if "rake" in found:
            assert found["rake"].example == (Drill.COUNT_POT, Focus.CAPPED_RAKE)


def test_every_example_deals_a_hand() -> None:
    """Show me must always work: each drill and focus used gives a question in each game."""
    seen = set()
    for variant, rules, topic in ALL:
        if topic.example is None or (topic.example, variant) in seen:
            continue
        seen.add((topic.example, variant))
        drill, focus = topic.example
        question = new_question(drill, random.Random(3), [variant], [rules], focus=focus)
        assert question.drill is drill and question.focus is focus


def test_no_run_of_eight_words_from_the_rule_texts_appears() -> None:
    files = sorted(RULES_DIR.glob("*.txt"))
    assert len(files) == 4
    grams: set[tuple[str, ...]] = set()
    for path in files:
        words = _words(path.read_text(encoding="utf-8"))
        grams.update(tuple(words[i : i + 8]) for i in range(len(words) - 7))
    for variant, rules, topic in ALL:
        for text in (topic.title, topic.body):
            words = _words(text)
            for i in range(len(words) - 7):
                run = tuple(words[i : i + 8])
                assert run not in grams, (variant, rules, topic.id, " ".join(run))


def test_stud_low_brings_in_with_the_highest_card_king_highest_ace_low() -> None:
    for rules in RuleSetName:
        body = lookup("bring-in", Variant.STUD7_LOW, rules).body
        assert "highest" in body and "king" in body and "ace" in body.lower()
        assert "K♣" in body
        assert "higher suit" in body
        assert "highest suit" in lookup("bring-in-suits", Variant.STUD7_LOW, rules).body
    assert lookup("bring-in", Variant.STUD7_LOW, RuleSetName.PA).reference == "PA §637a.10(d)(2)"


def test_high_low_bring_in_differs_between_pa_and_the_other_rule_sets() -> None:
    pa = lookup("bring-in", Variant.STUD7_HILO, RuleSetName.PA)
    cardroom = lookup("bring-in", Variant.STUD7_HILO, RuleSetName.CARDROOM)
    online = lookup("bring-in", Variant.STUD7_HILO, RuleSetName.ONLINE)
    assert pa.reference == "PA §637a.10(d)(3)"
    assert "highest one brings in" in pa.body and "ace counts below the two" in pa.body
    assert "lowest up card brings in" in cardroom.body and "aces counting high" in cardroom.body
    assert pa.body != cardroom.body and cardroom.body == online.body
    assert cardroom.reference == "House rules (cardroom)"
    assert online.reference == "Online room rules"
    assert "clubs rank lowest" in lookup("bring-in-suits", Variant.STUD7_HILO, "cardroom").body
    assert "spades rank highest" in lookup("bring-in-suits", Variant.STUD7_HILO, "pa").body


def test_eight_or_better_games_bring_in_with_the_lowest_card_ace_high() -> None:
    for variant in (Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8):
        body = lookup("bring-in", variant, RuleSetName.PA).body
        assert "lowest one brings in" in body and "ace counts as the highest" in body
    assert lookup("bring-in", Variant.STUD7_HILO8, "pa").reference == "PA §637a.10(d)(4)"


def test_five_card_stud_cites_its_own_section_and_has_no_common_card() -> None:
    found = by_id(Variant.STUD5, RuleSetName.PA)
    assert found["bring-in"].reference == "PA §637a.14(d)"
    assert found["first-to-act"].reference == "PA §637a.14(f)(1)"
    assert found["first-to-act-tie"].reference == "PA §637a.14(f)(2)"
    assert found["initial-deal"].reference == "PA §637a.14(c)"
    assert found["players"].reference == "PA §637a.14(b)"
    assert "eight" in found["players"].body
    for absent in ("common-card", "reshuffle", "common-card-showing", "discards", "split-pot"):
        assert absent not in found
    assert "third street" in found["first-to-act"].body
    assert "Second and third street use the small bet" in found["bet-sizes"].body


def test_table_size_follows_the_preset() -> None:
    for variant, rules in PAIRS:
        words = {8: "eight", 9: "nine"}[preset(rules, variant).max_players]
        assert f"at most {words} players" in lookup("players", variant, rules).body


def test_the_rake_is_the_cardrooms_with_the_presets_numbers() -> None:
    for variant, rules in PAIRS:
        rule_set = preset(rules, variant)
        if rule_set.rake_percent:
            body = lookup("rake", variant, rules).body
            assert f"{rule_set.rake_percent}%" in body
            assert f"never more than {rule_set.rake_cap} chips" in body
        else:
            assert "rake" not in by_id(variant, rules)
    assert "rake" in by_id(Variant.STUD7, RuleSetName.CARDROOM)


def test_open_pair_big_bet_only_online_in_stud_high() -> None:
    for variant, rules in PAIRS:
        has = "open-pair" in by_id(variant, rules)
        assert has == (variant is Variant.STUD7 and rules is RuleSetName.ONLINE)
    body = lookup("open-pair", Variant.STUD7, "online").body
    assert "fourth street" in body and "big bet" in body
    assert "no open-pair option" in lookup("bet-sizes", Variant.STUD7, "pa").body


def test_odd_chip_lessons_follow_the_rule_sets_policy() -> None:
    pa = by_id(Variant.STUD7_HILO8, RuleSetName.PA)
    assert {"odd-chip-split", "odd-chip-high", "odd-chip-low"} <= set(pa)
    assert "odd-chip-ties" not in pa
    assert pa["odd-chip-low"].reference == "PA §637a.10(i)(3)(iii); as in Robert's Rules of Poker"
    assert "Robert's Rules of Poker" in pa["odd-chip-low"].body
    assert "highest card" in pa["odd-chip-high"].body and "spades" in pa["odd-chip-high"].body
    cardroom = by_id(Variant.STUD7_HILO8, RuleSetName.CARDROOM)
    assert "odd-chip-ties" in cardroom and "odd-chip-high" not in cardroom
    assert "clockwise order from the dealer's left" in cardroom["odd-chip-ties"].body
    assert "odd-chip-low" not in by_id(Variant.STUD7, RuleSetName.PA)
    assert "odd-chip-high" not in by_id(Variant.STUD7_LOW, RuleSetName.PA)


def test_high_low_lessons_cite_the_qualifier_and_both_ways_rules() -> None:
    found = by_id(Variant.STUD7_HILO8, RuleSetName.PA)
    assert found["eight-or-better"].reference == "PA §637a.10(j)"
    assert found["both-ways"].reference == "PA §637a.10(k), (l)"
    assert "eight-or-better" not in by_id(Variant.STUD7_HILO, RuleSetName.PA)
    assert "no qualifier" in by_id(Variant.STUD7_HILO, RuleSetName.PA)["split-pot"].body
    assert by_id(Variant.SUPER_STUD7_HILO8, RuleSetName.PA)["discards"].reference == "PA §637a.10(m)"
    assert "discards" not in by_id(Variant.STUD7_HILO8, RuleSetName.PA)


def test_first_to_act_lessons_cover_pairs_common_cards_ties_and_all_in() -> None:
    found = by_id(Variant.STUD7, RuleSetName.PA)
    assert "only pairs and sets count" in found["showing-hands"].body
    assert "Straights and flushes do not count" in found["showing-hands"].body
    assert "up card of every hand" in found["common-card-showing"].body
    assert "closest to the dealer's left" in found["first-to-act-tie"].body
    assert "all-in" in found["first-to-act-all-in"].body
    assert found["first-to-act"].reference == "PA §637a.10(f)(1)"
    assert found["first-to-act-tie"].reference == "PA §637a.10(f)(3)"
    low = by_id(Variant.STUD7_LOW, RuleSetName.PA)
    assert low["first-to-act"].reference == "PA §637a.10(f)(2)"
    assert "best low hand showing" in low["first-to-act"].body


def test_common_card_and_reshuffle_cite_the_house_reading_they_rest_on() -> None:
    found = by_id(Variant.STUD7, RuleSetName.PA)
    assert (
        found["common-card"].reference == "PA §637a.10(h); house reading: on any street the cards run short"
    )
    assert found["reshuffle"].reference == "PA §637a.10(h); house reading: the last card joins the burn cards"
    assert "muck" in by_id(Variant.SUPER_STUD7_HILO8, RuleSetName.PA)["reshuffle"].body
    assert "muck" not in found["reshuffle"].body


def test_lookup_by_id() -> None:
    assert set(topic_ids()) == {t.id for _, _, t in ALL}
    topic = lookup("bring-in", "stud7", "pa")
    assert (
        topic
        == topics(Variant.STUD7, RuleSetName.PA)[
            [t.id for t in topics(Variant.STUD7, RuleSetName.PA)].index("bring-in")
        ]
    )
    with pytest.raises(
        TopicError,
        match=r"^no topic 'rake' for Seven-card Stud High under "
        r"Pennsylvania\Z",
    ):
        lookup("rake", Variant.STUD7, RuleSetName.PA)
    with pytest.raises(TopicError, match="no topic .no-such-topic. .*; the topics are players, ante, "):
        lookup("no-such-topic", Variant.STUD7, RuleSetName.PA)
    assert game_title("stud7-low") == "Seven-card Stud Low"
    assert set(RULE_SET_TITLES) == set(RuleSetName)


def test_an_unknown_game_or_rule_set_is_a_topic_error_naming_the_choices() -> None:
    with pytest.raises(TopicError, match="no game 'stud9'; use one of stud7, stud7-low, "):
        topics("stud9", "pa")
    with pytest.raises(TopicError, match='no rule set "house"; use "pa", "cardroom" or "online"'):
        lookup("bring-in", "stud7", "house")
    assert issubclass(TopicError, TrainingError)


_RAKE_EXAMPLE = re.compile(
    r"Example: a (\d+)-chip pot is raked (\d+); a (\d+)-chip pot would "
    r"give (\d+), so the cap of (\d+) applies\."
)


def _engine_rake(rules: object, pot: int) -> int:
    """The rake the engine's settlement takes from a pot of ``pot`` chips, all of
    them contested (two seats put in the same, a third the odd chip)."""
    assert isinstance(rules, type(preset("pa", Variant.STUD7)))
    half = pot // 2
    rake, _ = take_rake(rules, spec_of(Variant.STUD7), {1: half, 2: half, 3: pot - 2 * half})
    return rake


@pytest.mark.parametrize(
    "overrides",
    [
        {},
        {"rake_percent": 5, "rake_cap": 3},
        {"rake_percent": 25, "rake_cap": 40},
        {"rake_percent": 100, "rake_cap": 1},
        {"rake_percent": 7, "rake_cap": 1000},
    ],
)
def test_the_rake_lessons_example_is_what_the_engine_takes(overrides: dict[str, int]) -> None:
    rules = with_overrides(preset(RuleSetName.CARDROOM, Variant.STUD7), overrides)
    lesson = next(t for t in topics_for(Variant.STUD7, rules) if t.id == "rake")
    match = _RAKE_EXAMPLE.search(lesson.body)
    assert match is not None, lesson.body
    small, small_rake, big, big_share, cap = map(int, match.groups())
    assert cap == rules.rake_cap
    assert small_rake == _engine_rake(rules, small)
    assert _engine_rake(rules, big) == cap < big_share  # the cap is what applies on the big pot
    uncapped = with_overrides(rules, {"rake_cap": 10**12})
    assert big_share == _engine_rake(uncapped, big)
