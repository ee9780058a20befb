"""Nothing outside the engine decides anything by reading the engine's words.

The engine's reasons are typed (topic, rule reference, facts); their English
(``.rule``, ``.text``, a report's ``"rule"`` and ``"text"``) is for people.
A module that searched those words would break the day a sentence is reworded
or translated, so this scan refuses any test of them — containment,
``startswith``/``endswith``/``find``, equality with a literal, a regular
expression — anywhere in the package outside ``dealer_trainer/engine/``.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path
from typing import Any

import pytest

from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.reporting import play, report
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.training import focus
from dealer_trainer.training.focus import POSSIBLE, Focus

PACKAGE = Path(focus.__file__).resolve().parent.parent
WORDS = {"text", "rule"}
SEARCHES = {
    "startswith",
    "endswith",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "split",
    "partition",
    "search",
    "match",
    "fullmatch",
    "findall",
}


def _is_words(node: ast.AST) -> bool:
    """``x.text``, ``x.rule``, ``x["text"]`` or ``x["rule"]`` (not a call such as ``label.text()``)."""
    if isinstance(node, ast.Attribute):
        return node.attr in WORDS
    if isinstance(node, ast.Subscript):
        key = node.slice
        return isinstance(key, ast.Constant) and key.value in WORDS
    return False


def word_searches(source: str) -> list[int]:
    """The lines of ``source`` that decide something by searching a reason's words."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            searching = any(isinstance(op, (ast.In, ast.NotIn)) for op in node.ops)
            literal = any(isinstance(o, ast.Constant) and isinstance(o.value, str) for o in operands)
            if any(_is_words(o) for o in operands) and (searching or literal):
                lines.append(node.lineno)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in SEARCHES and (
                _is_words(node.func.value) or any(_is_words(a) for a in node.args)
            ):
                lines.append(node.lineno)
    return lines


def test_no_module_outside_the_engine_searches_a_reasons_words() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if (PACKAGE / "engine") in path.parents:
            continue
        for line in word_searches(path.read_text(encoding="utf-8")):
            found.append(f"{path.relative_to(PACKAGE.parent)}:{line}")
    assert not found, "decides by the engine's words, ask its typed facts instead: " + ", ".join(found)


@pytest.mark.parametrize(
    "searching",
    [
        'preferred = [d for d in decisions if "show equal" in d.reason.text]',
        'ok = any(d["about"] == "bring_in" and " on rank" in d["text"] for d in decisions)',
        'ok = r["rule"].endswith("(j)")',
        'ok = reason.rule.startswith("PA")',
        'ok = reason.text == "No hand makes a low"',
        'ok = re.search("odd chip", reason.text)',
    ],
)
def test_the_scan_sees_each_way_of_searching_the_words(searching: str) -> None:
    assert word_searches(searching) == [1]


def test_the_scan_lets_the_words_be_shown() -> None:
    shown = (
        'parts.append(f"{html.escape(reason.rule)}: {reason.text}")\n'
        'words = " ".join(r.text for r in reasons)\n'
        'if "x" in label.text(): pass\n'
    )
    assert word_searches(shown) == []


# --- the hard-case finder finds the same hands as when it searched the words -----------


def _had_by_the_words(made: dict[str, Any], wanted: Focus) -> bool:
    """The finder's test as it was, reading the report's sentences (the reference here)."""
    events, result = made["events"], made["result"]
    if wanted is Focus.SUIT_TIE:
        return any(d["about"] == "bring_in" and " on rank" in d["text"] for d in made["decisions"])
    if wanted is Focus.EQUAL_SHOWING:
        return any(d["about"] == "first_to_act" and "show equal" in d["text"] for d in made["decisions"])
    if wanted is Focus.COMMON_CARD:
        return any(e["kind"] == "common" for e in events)
    if wanted is Focus.RESHUFFLE:
        return any(e["kind"] == "reshuffle" for e in events)
    if result is None:
        return False
    showdown = any(len(p["high"]) + len(p["low"]) > 0 and len(p["eligible"]) > 1 for p in result["pots"])
    if wanted is Focus.ODD_CHIP:
        return any("odd chip" in r["text"] for p in result["pots"] for r in p["reasons"])
    if wanted is Focus.NO_LOW:
        return showdown and any(
            r["rule"].endswith("(j)") or "No hand makes a low" in r["text"]
            for p in result["pots"]
            for r in p["reasons"]
        )
    contested = sum(1 for p in result["pots"] if len(p["eligible"]) > 1)
    if wanted is Focus.SIDE_POTS:
        return contested >= 2
    if wanted is Focus.THREE_POTS:
        return contested >= 3
    if wanted is Focus.CAPPED_RAKE:
        return ", capped at " in result.get("rake_reason", {}).get("text", "")
    if wanted is Focus.ODD_CUT:
        cut = re.compile(r"The pot of \d+ does not divide (in two|evenly among seats \d+ and \d+;)")
        return any(
            cut.match(r["text"]) and len(set(p["high"]) | set(p["low"])) > 1  # a scoop is not cut
            for p in result["pots"]
            for r in p["reasons"]
        )
    if wanted is Focus.FOLDED_SIDE_POTS:
        # a seat that folded after putting in more than the smallest stake of a seat still in
        committed: dict[int, int] = {}
        folded = set()
        for e in events:
            if e["kind"] in ("ante", "action"):
                committed[e["seat"]] = committed.get(e["seat"], 0) + e["amount"]
            if e["kind"] == "action" and e["do"] == "fold":
                folded.add(e["seat"])
        live = [chips for seat, chips in committed.items() if seat not in folded]
        return contested >= 2 and any(committed[seat] > min(live) for seat in folded)
    if wanted is Focus.TIED_LOW:
        return any(len(p["low"]) > 1 for p in result["pots"])
    if wanted is Focus.TIED_HIGH:
        return any(len(p["high"]) > 1 for p in result["pots"])
    hands = result.get("hands") or {}
    if wanted is Focus.WHEEL:
        wheel = ["5", "4", "3", "2", "A"]
        return any(
            (shown[half] or {}).get("ranks") == wheel for shown in hands.values() for half in ("high", "low")
        )
    if wanted is Focus.BEST_FIVE:
        return any(
            (shown["high"] or {}).get("class") == "flush" and _holds_a_straight(_cards_of(events, int(seat)))
            for seat, shown in hands.items()
        )
    return True


def _cards_of(events: list[dict[str, Any]], seat: int) -> list[str]:
    """A seat's cards at the end, read off the report's events (commons included)."""
    cards = [
        e["card"] for e in events if e["kind"] == "common" or (e["kind"] == "deal" and e["seat"] == seat)
    ]
    thrown = {c for e in events if e["kind"] == "discard" and e["seat"] == seat for c in e["cards"]}
    return [c for c in cards if c not in thrown]


def _holds_a_straight(cards: list[str]) -> bool:
    """Five ranks in a row among ``cards`` (the ace high or low)."""
    order = "A23456789TJQKA"
    ranks = {card[0] for card in cards}
    return any(all(order[i + k] in ranks for k in range(5)) for i in range(len(order) - 4))


def _candidates() -> list[dict[str, Any]]:
    """Hands where each hard case is likely and hands where it is not."""
    hands = [random_scenario(random.Random(seed), complete=seed % 5 != 0) for seed in range(300)]
    for seed in range(3):
        for wanted in Focus:
            for variant in Variant:
                if variant in POSSIBLE[wanted]:
                    rng = random.Random(f"{seed}/{wanted.value}/{variant.value}")
                    hands.append(focus._BUILDERS[wanted](rng, variant, list(RuleSetName)[seed % 3]))
    return hands


#: The hard cases the report's words tell: Spot the error's are the fault layer's to find
#: (tests/test_spot_drill.py holds the finder to it).
_WORDED = [wanted for wanted in Focus if wanted is not Focus.CLEAN_HAND and wanted not in focus.FAULT_GROUPS]


def test_the_hard_case_finder_asks_the_typed_facts_and_finds_the_same_hands() -> None:
    shown = {wanted: 0 for wanted in _WORDED}
    candidates = _candidates()
    for data in candidates:
        hand = play(load_scenario(data))
        made = report(hand)
        for wanted in _WORDED:
            has = focus._has(hand, wanted)
            assert has == _had_by_the_words(made, wanted), (wanted, data)
            shown[wanted] += has
    # each hard case was met (so the comparison says something) and missed somewhere
    assert all(0 < count < len(candidates) for wanted, count in shown.items() if wanted is not Focus.ANY), (
        shown
    )
