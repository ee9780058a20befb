"""Malformed scenarios only ever produce the documented error.

``replay()`` must raise :class:`ScenarioError` (with a non-empty ``where`` that
``str(error)`` starts with) for anything that is not a valid scenario, and
never any other exception; the command must turn it into one ``error:`` line
and exit status 2. Where a mutation may happen to leave the scenario valid,
the replay may also succeed; the deliberately illegal cases must be refused.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_trainer.cli import InputError, main, read_json
from dealer_trainer.engine import ActionKind, Hand, RuleSetName, ScenarioError, Variant, load_scenario, replay
from dealer_trainer.engine.cards import ALL_CARDS
from dealer_trainer.engine.generate import Style, random_scenario
from dealer_trainer.engine.hand import Phase

Path_ = tuple[Any, ...]
DECK = [str(card) for card in ALL_CARDS]
TOP_KEYS = [
    "format",
    "variant",
    "rules",
    "overrides",
    "seats",
    "button",
    "stakes",
    "deck",
    "reshuffles",
    "actions",
]
PA_OVERRIDES = {
    "max_players": 9,
    "max_raises": 3,
    "open_pair_big_bet": False,
    "rake_percent": 0,
    "rake_cap": 0,
    "odd_chip": "pa",
    "hilo_bring_in": "highest_ace_low",
}


# --- the valid scenarios that get mutated -------------------------------------


def _super_eight_handed() -> dict[str, Any]:
    """Super Seven-card Stud, 8 seats, nobody folds: discards, commons, two reshuffles,
    and every override spelled out (with the preset's own values)."""
    data = random_scenario(
        random.Random(3),
        variant=Variant.SUPER_STUD7_HILO8,
        rules=RuleSetName.PA,
        players=8,
        style=Style(fold=0.0),
    )
    assert len(data["reshuffles"]) == 2
    assert "button" in data
    data["overrides"] = dict(PA_OVERRIDES)
    return data


def _open_pair_online() -> dict[str, Any]:
    """Seven-card Stud online with a big opening bet on fourth street (``amount``)."""
    data = random_scenario(
        random.Random(6),
        variant=Variant.STUD7,
        rules=RuleSetName.ONLINE,
        players=4,
        style=Style(fold=0.0, aggress=0.4),
    )
    assert any("amount" in action for action in data["actions"])
    return data


SUPER = _super_eight_handed()
ONLINE = _open_pair_online()
BASES = {"super": SUPER, "online": ONLINE}
SMALL: dict[str, Any] = {
    "format": "stud-scenario/1",
    "variant": "stud7",
    "seats": {"1": {"stack": 100}, "2": {"stack": 100}},
    "stakes": {"ante": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
    "deck": DECK,
    "actions": [],
}


# --- helpers ----------------------------------------------------------------------


def where_text(path: Path_) -> str:
    return ".".join(str(part) for part in path)


def paths(node: Any, prefix: Path_ = ()) -> Iterator[Path_]:
    """Every key and index inside ``node`` (depth first)."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield prefix + (key,)
            yield from paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield prefix + (index,)
            yield from paths(value, prefix + (index,))


def get_at(data: Any, path: Path_) -> Any:
    for part in path:
        data = data[part]
    return data


def set_at(data: dict[str, Any], path: Path_, value: Any) -> dict[str, Any]:
    """A copy of ``data`` with the value at ``path`` replaced (``value`` is not copied)."""
    changed = copy.deepcopy(data)
    parent = get_at(changed, path[:-1])
    parent[path[-1]] = value
    return changed


def check_error(error: ScenarioError) -> None:
    assert isinstance(error.where, str) and error.where, f"no where in {error!r}"
    assert str(error).startswith(error.where), f"{str(error)!r} does not start with {error.where!r}"
    assert isinstance(error.message, str) and error.message


def outcome(data: Any) -> dict[str, Any] | ScenarioError:
    """Replay; a ScenarioError is returned (after checking it), anything else propagates."""
    try:
        report = replay(data)
    except ScenarioError as error:
        check_error(error)
        return error
    json.dumps(report, allow_nan=False)
    return report


def rejected(data: Any, where: str | None = None, startswith: str | None = None) -> ScenarioError:
    """``replay`` must refuse ``data`` with a located ScenarioError."""
    result = outcome(data)
    assert isinstance(result, ScenarioError), "an invalid scenario was replayed without error"
    if where is not None:
        assert result.where == where, str(result)
    if startswith is not None:
        assert result.where.startswith(startswith), str(result)
    return result


def kind_of(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int"
    if isinstance(value, float):
        return "int" if value.is_integer() else "float"
    return type(value).__name__


def deeply_nested(depth: int, make: str = "list") -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value] if make == "list" else {"a": value}
    return value


def hand_after(data: dict[str, Any], count: int) -> Hand:
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    for action in scenario.actions[:count]:
        hand.apply(action)
    return hand


# --- random JSON ------------------------------------------------------------------

INTERESTING_TEXT = [
    "stud-scenario/1",
    "stud7",
    "stud7-low",
    "stud7-hilo",
    "stud7-hilo8",
    "super-stud7-hilo8",
    "stud5",
    "pa",
    "cardroom",
    "online",
    "Ah",
    "Td",
    "2c",
    "1h",
    "Tx",
    "",
    "ah",
    "AH",
    "Ah ",
    "Ah\n",
    "10h",
    "call",
    "bet",
    "raise",
    "fold",
    "check",
    "discard",
    "bring_in",
    "complete",
    "left_of_dealer",
    "1",
    "9",
    "10",
    "0",
    "stack",
    "ante",
    "seat",
    "do",
    "amount",
    "cards",
]
INTERESTING_NUMBERS = [
    0,
    1,
    2,
    9,
    10,
    -1,
    10**12,
    10**12 + 1,
    10**30,
    -(10**30),
    2**63,
    0.5,
    1.0,
    1e300,
    float("nan"),
    float("inf"),
    float("-inf"),
    -0.0,
]
JSON_LEAVES = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=6)
    | st.sampled_from(INTERESTING_TEXT)
    | st.sampled_from(INTERESTING_NUMBERS)
)
JSON_KEYS = st.text(max_size=6) | st.sampled_from(INTERESTING_TEXT + TOP_KEYS)
JSON = st.recursive(
    JSON_LEAVES,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(JSON_KEYS, inner, max_size=5),
    max_leaves=25,
)


@given(JSON)
def test_any_json_value_is_refused_with_a_located_error(value: Any) -> None:
    rejected(value)


@given(st.fixed_dictionaries({}, optional={key: JSON for key in TOP_KEYS}))
def test_a_json_object_with_scenario_keys_and_random_values_is_refused(value: Any) -> None:
    rejected(value)


@given(st.sampled_from(sorted(BASES)), st.data(), JSON)
def test_random_json_at_any_key_of_a_valid_scenario_never_crashes(
    name: str, data: st.DataObject, value: Any
) -> None:
    base = BASES[name]
    path = data.draw(st.sampled_from(list(paths(base))), label="path")
    outcome(set_at(base, path, value))


@given(st.sampled_from(sorted(BASES)), st.data(), JSON_KEYS, JSON)
def test_random_extra_key_anywhere_never_crashes(
    name: str, data: st.DataObject, key: str, value: Any
) -> None:
    base = BASES[name]
    objects = [()] + [p for p in paths(base) if isinstance(get_at(base, p), dict)]
    path = data.draw(st.sampled_from(objects), label="object")
    changed = copy.deepcopy(base)
    get_at(changed, path)[key] = value
    outcome(changed)


# --- wrong types at every key -------------------------------------------------------

WRONG_TYPES = [None, True, False, "x", "", 2.5, -0.5, [], {}, [1], {"a": 1}, 7, "Ah"]


def _wrong_type_cases(region: str) -> Iterator[tuple[str, Path_, Any, bool]]:
    for name, base in BASES.items():
        for path in paths(base):
            if path[0] != region:
                continue
            original = get_at(base, path)
            for value in WRONG_TYPES:
                if value == original and kind_of(value) == kind_of(original):
                    continue
                differs = kind_of(value) != kind_of(original)
                bad_text = isinstance(original, str) and value in ("x", "")
                yield name, path, value, differs or bad_text


@pytest.mark.parametrize("region", TOP_KEYS)
def test_wrong_types_at_every_key_are_refused(region: str) -> None:
    """Every key and index of two valid scenarios, replaced by values of other JSON types."""
    checked = 0
    for name, path, value, must_fail in _wrong_type_cases(region):
        base = BASES[name]
        changed = set_at(base, path, value)
        if must_fail:
            error = rejected(changed)
            assert error.where.split(".")[0].split("[")[0] in (path[0], "scenario"), (
                f"{name} {where_text(path)} = {value!r}: error at {error.where}"
            )
        else:
            outcome(changed)
        checked += 1
    # also each top-level key replaced whole and each key removed
    for _name, base in BASES.items():
        if region in base:
            for value in WRONG_TYPES:
                if kind_of(value) != kind_of(base[region]):
                    rejected(dict(base, **{region: value}))
            without = {k: v for k, v in base.items() if k != region}
            if region in ("format", "variant", "seats", "stakes", "deck", "actions"):
                error = rejected(without)
                assert region in error.message
            else:
                outcome(without)
    assert checked or region not in SUPER


def test_top_level_that_is_not_an_object_is_refused() -> None:
    for value in (None, 1, "x", [], [SMALL], True, 2.5):
        rejected(value, where="scenario")


# --- unknown keys ----------------------------------------------------------------------

UNKNOWN_KEY_CASES = [
    ("top", (), "seed"),
    ("top", (), "Format"),
    ("top", (), "action"),
    ("stakes", ("stakes",), "bringin"),
    ("stakes", ("stakes",), "ante "),
    ("seat", ("seats", "1"), "stack2"),
    ("seat", ("seats", "1"), "chips"),
    ("action", ("actions", 0), "amt"),
    ("action", ("actions", 3), "comment"),
    ("overrides", ("overrides",), "max_raise"),
]


@pytest.mark.parametrize(
    ("label", "container", "key"),
    UNKNOWN_KEY_CASES,
    ids=[f"{c[0]}-{c[2].strip()}" for c in UNKNOWN_KEY_CASES],
)
def test_unknown_keys_are_refused_and_named(label: str, container: Path_, key: str) -> None:
    changed = copy.deepcopy(SUPER)
    target = get_at(changed, container)
    known = list(target)
    target[key] = 1
    error = rejected(changed)
    assert repr(key) in error.message or f'"{key}"' in error.message, str(error)
    for other in known:  # only the unknown key is called unknown
        assert repr(other) not in error.message, f"{other!r} is a known key: {error}"
    if container:
        assert error.where.startswith(str(container[0])), str(error)


@pytest.mark.parametrize("seat", ["0", "10", "01", "a", "", " 1", "1 ", "1\n", "\u0663", "1.0", "-1"])
def test_seat_numbers_outside_1_to_9_are_refused(seat: str) -> None:
    changed = copy.deepcopy(SMALL)
    changed["seats"][seat] = {"stack": 100}
    rejected(changed, startswith="seats")
    with pytest.raises(ScenarioError) as caught:
        replay(changed)
    assert 'seat numbers are "1" to "9"' in caught.value.message


def test_a_seat_key_with_a_newline_is_not_a_second_seat_1() -> None:
    """``"1\\n"`` passes ``^[1-9]$`` (``$`` matches before a final newline) and
    int() strips it: seat 1 then sits twice, antes twice and is dealt twice."""
    changed = copy.deepcopy(SMALL)
    changed["seats"] = {"1": {"stack": 100}, "1\n": {"stack": 50}}
    rejected(changed, startswith="seats")


# --- huge and odd numbers -----------------------------------------------------------------

NUMERIC_PATHS = [
    ("stakes", "ante"),
    ("stakes", "bring_in"),
    ("stakes", "small_bet"),
    ("stakes", "big_bet"),
    ("seats", "1", "stack"),
    ("button",),
    ("actions", 0, "seat"),
    ("actions", 20, "seat"),
    ("overrides", "max_players"),
    ("overrides", "max_raises"),
    ("overrides", "rake_percent"),
    ("overrides", "rake_cap"),
]
BAD_NUMBERS = [10**30, -(10**30), -1, 10**12 + 1, 2.5, -0.5, 1e300, float("nan"), float("inf"), float("-inf")]


@pytest.mark.parametrize("path", NUMERIC_PATHS, ids=where_text)
@pytest.mark.parametrize("value", BAD_NUMBERS, ids=repr)
def test_huge_negative_and_fractional_numbers_are_refused(path: Path_, value: Any) -> None:
    error = rejected(set_at(SUPER, path, value))
    assert error.where.startswith(str(path[0])), str(error)


def test_huge_amount_on_an_open_pair_bet_is_refused() -> None:
    index = next(i for i, a in enumerate(ONLINE["actions"]) if "amount" in a)
    for value in BAD_NUMBERS + [0, 1, 10**12]:
        rejected(set_at(ONLINE, ("actions", index, "amount"), value), startswith="actions")


@pytest.mark.parametrize("chips", [0, 1, 10**12])
def test_extreme_but_valid_chip_counts_replay(chips: int) -> None:
    data = copy.deepcopy(SMALL)
    data["stakes"] = {
        "ante": chips,
        "bring_in": max(chips, 1),
        "small_bet": max(chips, 1),
        "big_bet": max(chips, 1),
    }
    data["seats"] = {"1": {"stack": chips}, "2": {"stack": chips}, "5": {"stack": 10**12}}
    report = outcome(data)
    assert not isinstance(report, ScenarioError), str(report)


@pytest.mark.parametrize(
    "path",
    [
        ("stakes", "ante"),
        ("stakes", "bring_in"),
        ("stakes", "small_bet"),
        ("stakes", "big_bet"),
        ("seats", "1", "stack"),
        ("actions", 20, "seat"),
        ("button",),
    ],
    ids=where_text,
)
def test_whole_number_floats_are_refused_or_replayed_with_whole_chips(path: Path_) -> None:
    """``2.0`` where a whole number belongs: refuse it, or treat it as ``2`` — never
    crash, and never put a float into a report whose amounts are INT."""
    value = float(get_at(SUPER, path))
    result = outcome(set_at(SUPER, path, value))
    if isinstance(result, dict):
        for event in result["events"]:
            for key in ("amount", "seat"):
                if key in event:
                    assert type(event[key]) is int, f"{event}"
        for chips in (result["result"] or {}).get("awards", {}).values():
            assert type(chips) is int


# --- deep nesting -------------------------------------------------------------------------

DEEP_PATHS = [
    ("format",),
    ("variant",),
    ("rules",),
    ("overrides",),
    ("seats",),
    ("button",),
    ("stakes",),
    ("deck",),
    ("reshuffles",),
    ("actions",),
    ("unknown",),
    ("stakes", "ante"),
    ("seats", "1", "stack"),
    ("deck", 0),
    ("actions", 0),
    ("actions", 0, "do"),
    ("actions", 0, "seat"),
    ("actions", 0, "cards"),
    ("overrides", "odd_chip"),
    ("overrides", "hilo_bring_in"),
    ("overrides", "max_raises"),
    ("reshuffles", 0),
]


@pytest.mark.parametrize("make", ["list", "dict"])
@pytest.mark.parametrize("path", DEEP_PATHS, ids=where_text)
def test_deeply_nested_values_are_refused(path: Path_, make: str) -> None:
    changed = set_at(SUPER, path, None)
    get_at(changed, path[:-1])[path[-1]] = deeply_nested(5000, make)
    try:
        replay(changed)
    except ScenarioError as error:
        check_error(error)
    else:
        pytest.fail("a 5000-deep value was accepted")


def test_deeply_nested_json_text_is_an_input_error(tmp_path: Path) -> None:
    for name, text in (
        ("lists", "[" * 100_000 + "]" * 100_000),
        ("objects", '{"a":' * 100_000 + "1" + "}" * 100_000),
        ("value", '{"format": ' + "[" * 100_000 + "]" * 100_000 + "}"),
    ):
        path = tmp_path / f"{name}.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(InputError) as caught:
            read_json(str(path))
        assert str(caught.value).startswith(str(path))


# --- bad cards -----------------------------------------------------------------------------

BAD_CARDS = ["1h", "Tx", "", "10h", "th", "AH", "ah", "Ah ", " Ah", "Ah\n", "A", "Ahh", "\u2660A", "Xx", "0c"]


@pytest.mark.parametrize("card", BAD_CARDS, ids=repr)
def test_bad_cards_are_refused_wherever_they_appear(card: str) -> None:
    rejected(set_at(SUPER, ("deck", 17), card), startswith="deck")
    rejected(set_at(SUPER, ("reshuffles", 0, 1), card), startswith="reshuffles")
    extra = copy.deepcopy(SUPER)
    extra["reshuffles"].append(["2c", card])  # never reached, but must still be valid
    rejected(extra, startswith="reshuffles")
    discard = next(i for i, a in enumerate(SUPER["actions"]) if a["do"] == "discard")
    rejected(set_at(SUPER, ("actions", discard, "cards", 1), card), startswith="actions")


def test_wrong_deck_sizes_and_duplicates_are_refused() -> None:
    rejected(dict(SMALL, deck=DECK + ["Ah"]), startswith="deck")  # 53 cards
    rejected(dict(SMALL, deck=DECK[:-1]), startswith="deck")  # 51 cards
    rejected(dict(SMALL, deck=[]), startswith="deck")
    rejected(dict(SMALL, deck=DECK * 2), startswith="deck")
    rejected(dict(SMALL, deck=DECK[:-1] + [DECK[0]]), startswith="deck")  # a duplicate
    rejected(dict(SMALL, deck=[DECK[0]] * 52), startswith="deck")


# --- illegal actions appended to valid prefixes ----------------------------------------------


@st.composite
def prefixes(draw: st.DrawFn, aggress: float = 0.22) -> tuple[dict[str, Any], int]:
    """A random complete legal hand and a cut point in its actions."""
    variant = draw(st.sampled_from(list(Variant)))
    rules = draw(st.sampled_from(list(RuleSetName)))
    players = draw(st.integers(min_value=2, max_value=8))
    seed = draw(st.integers(min_value=0, max_value=2**32 - 1))
    data = random_scenario(
        random.Random(seed),
        variant=variant,
        rules=rules,
        players=players,
        style=Style(fold=0.05, aggress=aggress),
    )
    count = draw(st.integers(min_value=0, max_value=len(data["actions"])))
    return data, count


def appended(data: dict[str, Any], count: int, action: dict[str, Any]) -> dict[str, Any]:
    return dict(data, actions=data["actions"][:count] + [action])


@given(prefixes())
def test_an_appended_action_is_accepted_exactly_when_it_is_legal(case: tuple[dict[str, Any], int]) -> None:
    data, count = case
    hand = hand_after(data, count)
    seats = [int(seat) for seat in data["seats"]]
    others = [s for s in seats if s != hand.to_act][:2]
    strangers = [s for s in range(1, 10) if s not in seats][:1]
    for seat in [hand.to_act or seats[0]] + others + strangers:
        for kind in ActionKind:
            if kind is ActionKind.DISCARD:
                continue
            action = {"seat": seat, "do": kind.value}
            legal = (
                not hand.over
                and seat == hand.to_act
                and kind in hand.legal_actions()
                and hand.phase is Phase.BETTING
            )
            if legal:
                result = outcome(appended(data, count, action))
                assert not isinstance(result, ScenarioError), str(result)
            else:
                rejected(appended(data, count, action), where=f"actions[{count}]")


@given(prefixes())
def test_out_of_turn_actions_are_refused(case: tuple[dict[str, Any], int]) -> None:
    data, count = case
    hand = hand_after(data, count)
    if hand.over or hand.phase is not Phase.BETTING:
        return
    for seat in [int(s) for s in data["seats"] if int(s) != hand.to_act][:3]:
        for kind in ("fold", "call", "check", "raise", "bet", "bring_in", "complete"):
            error = rejected(appended(data, count, {"seat": seat, "do": kind}), where=f"actions[{count}]")
            if not hand.seats[seat].folded:
                assert "out of turn" in error.message, str(error)


@given(prefixes(aggress=0.9))
def test_raises_over_the_cap_are_refused(case: tuple[dict[str, Any], int]) -> None:
    data, _ = case
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    for index, action in enumerate(scenario.actions):
        betting = hand.betting
        if betting is not None and betting.aggressions >= betting.limits.cap_bets:
            seat = hand.to_act
            for kind in ("raise", "bet", "complete"):
                error = rejected(appended(data, index, {"seat": seat, "do": kind}), where=f"actions[{index}]")
                if kind == "raise":
                    assert "cap" in error.message, str(error)
        hand.apply(action)


def test_raises_over_the_cap_are_refused_heads_up() -> None:
    data = copy.deepcopy(SMALL)
    data["actions"] = [
        {"seat": 1, "do": "bring_in"},
        {"seat": 2, "do": "complete"},
        {"seat": 1, "do": "raise"},
        {"seat": 2, "do": "raise"},
        {"seat": 1, "do": "raise"},
    ]
    report = outcome(data)
    assert isinstance(report, dict) and report["next"]["legal"] == ["fold", "call"]
    error = rejected(appended(data, 5, {"seat": 2, "do": "raise"}), where="actions[5]")
    assert "cap" in error.message


@given(prefixes())
def test_actions_after_the_hand_is_over_are_refused(case: tuple[dict[str, Any], int]) -> None:
    data, _ = case
    end = len(data["actions"])
    winners = [int(s) for s in replay(data)["result"]["awards"]]
    for seat in winners[:1] + [int(s) for s in data["seats"]][:2] + [9]:
        for kind in ActionKind:
            action: dict[str, Any] = {"seat": seat, "do": kind.value}
            if kind is ActionKind.DISCARD:
                action["cards"] = data["deck"][:2]
            error = rejected(appended(data, end, action), where=f"actions[{end}]")
            assert "over" in error.message, str(error)


def test_misplaced_amounts_and_cards_are_refused() -> None:
    for index, action in enumerate(ONLINE["actions"]):
        if "amount" in action:
            for wrong in (1, 3, action["amount"] + 1):
                rejected(set_at(ONLINE, ("actions", index, "amount"), wrong), where=f"actions[{index}]")
    first_bet = next(i for i, a in enumerate(SUPER["actions"]) if a["do"] in ("bet", "call"))
    rejected(set_at(SUPER, ("actions", first_bet, "amount"), 2), startswith="actions")
    rejected(set_at(SUPER, ("actions", first_bet, "cards"), ["2c", "3c"]), startswith="actions")
    rejected(appended(SMALL, 0, {"seat": 1, "do": "bring_in", "amount": 1}), startswith="actions")


def test_bad_discards_are_refused() -> None:
    discards = [i for i, a in enumerate(SUPER["actions"]) if a["do"] == "discard"]
    first = discards[0]
    hand = hand_after(SUPER, first)
    seat = SUPER["actions"][first]["seat"]
    mine = hand.seats[seat]
    other = next(s for s in hand.seats if s != seat)
    down, up = mine.down_cards, mine.up_cards
    theirs = hand.seats[other].down_cards
    for cards in (
        [str(down[0]), str(down[0])],
        [str(down[0]), str(up[0])],
        [str(down[0]), str(theirs[0])],
        [str(theirs[0]), str(theirs[1])],
        [str(down[0]), str(hand.shoe.stub[0])],
    ):
        rejected(
            appended(SUPER, first, {"seat": seat, "do": "discard", "cards": cards}), where=f"actions[{first}]"
        )
    for cards in ([], [str(down[0])], [str(c) for c in down[:3]]):
        rejected(
            appended(SUPER, first, {"seat": seat, "do": "discard", "cards": cards}), startswith="actions"
        )
    rejected(appended(SUPER, first, {"seat": seat, "do": "discard"}), startswith="actions")
    rejected(appended(SUPER, first, {"seat": seat, "do": "bring_in"}), where=f"actions[{first}]")
    # discarding twice, and discarding once the betting has begun
    done = first + 1
    rejected(appended(SUPER, done, dict(SUPER["actions"][first])), where=f"actions[{done}]")
    last = discards[-1] + 1
    action = {"seat": seat, "do": "discard", "cards": [str(c) for c in down[:2]]}
    rejected(appended(SUPER, last, action), where=f"actions[{last}]")
    # and in a game without discards
    rejected(appended(SMALL, 0, {"seat": 1, "do": "discard", "cards": DECK[:2]}), where="actions[0]")


# --- reshuffles with the wrong cards -----------------------------------------------------------


def _reshuffle_mutations() -> list[tuple[str, Any, bool]]:
    stub = SUPER["reshuffles"][0]
    outside = next(card for card in DECK if card not in stub)
    return [
        ("drop a card", stub[:-1], False),
        ("add a card", stub + [outside], False),
        ("replace a card", [outside] + stub[1:], False),
        ("duplicate a card", [stub[0]] + stub[:-1], False),
        ("empty", [], False),
        ("reordered", list(reversed(stub)), True),
        ("the whole deck", DECK, False),
    ]


@pytest.mark.parametrize(
    ("label", "stub", "valid"), _reshuffle_mutations(), ids=[m[0] for m in _reshuffle_mutations()]
)
def test_reshuffles_with_wrong_cards_are_refused(label: str, stub: list[str], valid: bool) -> None:
    changed = set_at(SUPER, ("reshuffles", 0), stub)
    if valid:
        report = outcome(changed)
        assert isinstance(report, dict), str(report)
        assert report["result"] is not None
    else:
        rejected(changed, startswith="reshuffles")


def test_missing_or_extra_reshuffles() -> None:
    rejected({k: v for k, v in SUPER.items() if k != "reshuffles"}, startswith="reshuffles")
    rejected(dict(SUPER, reshuffles=SUPER["reshuffles"][:1]), startswith="reshuffles")
    second = copy.deepcopy(SUPER)
    second["reshuffles"][1] = list(reversed(second["reshuffles"][1]))
    assert isinstance(outcome(second), dict)
    extra = copy.deepcopy(SUPER)
    extra["reshuffles"].append(DECK[:5])  # never reached: ignored, the cards being valid
    assert isinstance(outcome(extra), dict)
    swapped = dict(SUPER, reshuffles=list(reversed(SUPER["reshuffles"])))
    rejected(swapped, startswith="reshuffles")
    rejected(dict(SUPER, reshuffles=[[]] * 53), startswith="reshuffles")


# --- the location format --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "value", "expected"),
    [
        (("actions", 3, "seat"), "x", "actions[3]"),
        (("actions", 3, "do"), "shove", "actions[3]"),
        (("deck", 5), "1h", "deck[5]"),
        (("reshuffles", 0, 2), "1h", "reshuffles[0]"),
    ],
    ids=["seat", "do", "deck", "reshuffle"],
)
def test_schema_errors_name_list_items_by_index(path: Path_, value: Any, expected: str) -> None:
    """The contract and the engine's own checks write ``actions[7]`` and ``deck[5]``;
    errors found by the schema should name list items the same way."""
    error = rejected(set_at(SUPER, path, value))
    assert error.where.startswith(expected), str(error)


# --- through the command ----------------------------------------------------------------------------


def _cli_cases() -> list[Any]:
    out_of_turn = dict(SMALL, actions=[{"seat": 2, "do": "bring_in"}])
    over_cap = dict(
        SMALL,
        actions=[
            {"seat": 1, "do": "bring_in"},
            {"seat": 2, "do": "complete"},
            {"seat": 1, "do": "raise"},
            {"seat": 2, "do": "raise"},
            {"seat": 1, "do": "raise"},
            {"seat": 2, "do": "raise"},
        ],
    )
    unknown = dict(SMALL, seed=1)
    bad_card = dict(SMALL, deck=["1h"] + DECK[1:])
    huge = dict(SMALL, stakes=dict(SMALL["stakes"], ante=10**30))
    finished = copy.deepcopy(SUPER)
    finished["actions"].append({"seat": 1, "do": "check"})
    wrong_reshuffle = set_at(SUPER, ("reshuffles", 0), SUPER["reshuffles"][0][:-1])
    fractional_chips = set_at(SUPER, ("stakes", "ante"), 0.5)

    def json_text(value: Any) -> bytes:
        return json.dumps(value).encode()

    return [
        pytest.param(json_text(out_of_turn), id="out-of-turn"),
        pytest.param(json_text(over_cap), id="over-cap"),
        pytest.param(json_text(unknown), id="unknown-key"),
        pytest.param(json_text(bad_card), id="bad-card"),
        pytest.param(json_text(huge), id="huge-ante"),
        pytest.param(json_text(finished), id="after-the-end"),
        pytest.param(json_text(wrong_reshuffle), id="wrong-reshuffle"),
        pytest.param(json_text(fractional_chips), id="fractional-chips"),
        pytest.param(b"[" * 100_000 + b"]" * 100_000, id="deep-100000"),
        pytest.param(b'{"format": NaN}', id="nan-literal"),
        pytest.param(b"", id="empty"),
        pytest.param(b"null", id="null"),
        pytest.param(b"[]", id="array"),
        pytest.param(b"\xff\xfe{}", id="not-utf8"),
        pytest.param(b'{"format": "stud-scenario/1",', id="truncated"),
    ]


@pytest.mark.parametrize("raw", _cli_cases())
def test_command_prints_one_error_line_and_exits_2(
    raw: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "scenario.json"
    path.write_bytes(raw)
    status = main(["replay", str(path), "--json"])
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert "internal error" not in err, err
    assert status == 2


def test_command_refuses_a_folder_and_a_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for target in (tmp_path, tmp_path / "missing.json"):
        status = main(["replay", str(target), "--json"])
        out, err = capsys.readouterr()
        assert status == 2 and out == ""
        assert err.startswith("error: ") and err.count("\n") == 1


def test_the_bases_are_valid() -> None:
    for base in (SUPER, ONLINE, SMALL):
        report = outcome(base)
        assert isinstance(report, dict), str(report)
