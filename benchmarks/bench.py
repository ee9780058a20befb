#!/usr/bin/env python
"""Speed of the engine against treys, phevaluator and PokerKit, on the same inputs.

Run on demand (not part of the test suite)::

    python benchmarks/bench.py            # full run, under 3 minutes
    python benchmarks/bench.py --quick    # smaller sizes, under 30 seconds
    python benchmarks/bench.py --profile  # also cProfile replay() on the 8-seat hands

Everything is measured in one process, on inputs drawn once from a fixed seed:

* 7-card evaluations: one list of random 7-card hands, converted up front to
  each library's own card type, so only the evaluation call is timed.
* Full hand replays: complete ``stud7`` hands (``pa`` rules) made by
  :func:`dealer_trainer.engine.generate.random_scenario`. Ours is timed on
  ``replay(scenario_dict)`` (validation, deal, actions, showdown, JSON report).
  PokerKit plays the same hands through ``FixedLimitSevenCardStud``: the same
  cards dealt and burned in the same order, the same actions, with ante
  posting, bet collection, showdown, hand killing and chip pushing/pulling
  automated. PokerKit's final stacks are checked against our awards first;
  only hands on which both engines agree on every card, action and chip are
  timed (the others are counted and explained in the output).

Timing uses ``time.perf_counter``; each measurement is repeated and the best
and the median are reported (rates are operations per second).
"""

from __future__ import annotations

import argparse
import cProfile
import itertools
import platform
import pstats
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import phevaluator
import pokerkit
import treys
from pokerkit import (
    Automation,
    EightOrBetterLowHand,
    FixedLimitSevenCardStud,
    RegularLowHand,
    StandardHighHand,
)

from dealer_trainer.engine import evaluation, load_scenario, play, replay, report
from dealer_trainer.engine.cards import ALL_CARDS
from dealer_trainer.engine.evaluation import eight_or_better_value, high_value, low_value
from dealer_trainer.engine.generate import random_scenario
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant

SEED = 20240611

# --- sizes -----------------------------------------------------------------


@dataclass(frozen=True)
class Sizes:
    eval_hands: int  # random 7-card hands, the same list for every evaluator
    fast_repeats: int  # repeats for the fast evaluators (ours, phevaluator)
    slow_repeats: int  # repeats for treys and PokerKit evaluators
    check_hands: int  # hands cross-checked for correctness against every library
    replay_hands: int  # generated hands per table size
    replay_repeats: int


FULL = Sizes(
    eval_hands=40_000, fast_repeats=7, slow_repeats=3, check_hands=5_000, replay_hands=300, replay_repeats=5
)
QUICK = Sizes(
    eval_hands=4_000, fast_repeats=5, slow_repeats=3, check_hands=1_000, replay_hands=60, replay_repeats=3
)


# --- timing ----------------------------------------------------------------


@dataclass
class Row:
    group: str
    name: str
    count: int
    times: list[float] = field(default_factory=list)

    @property
    def best(self) -> float:
        return self.count / min(self.times)

    @property
    def median(self) -> float:
        return self.count / statistics.median(self.times)


def measure(group: str, name: str, count: int, run: Callable[[], Any], repeats: int) -> Row:
    row = Row(group, name, count)
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        row.times.append(time.perf_counter() - start)
    print(
        f"  {group:<22} {name:<44} best {row.best:>12,.0f}/s  median {row.median:>12,.0f}/s",
        file=sys.stderr,
        flush=True,
    )
    return row


# --- environment -------------------------------------------------------------


def cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            lines = info.read().splitlines()
    except OSError:
        return platform.processor() or "unknown"
    names = [line.split(":", 1)[1].strip() for line in lines if line.startswith("model name")]
    mhz = [line.split(":", 1)[1].strip() for line in lines if line.startswith("cpu MHz")]
    name = names[0] if names else "unknown"
    extra = f", {len(names)} logical CPUs" if names else ""
    if mhz:
        extra += f", {float(mhz[0]):.0f} MHz"
    return name + extra


# --- 7-card evaluators ---------------------------------------------------------

CARD_TEXT = [str(card) for card in ALL_CARDS]
TREYS_CARDS = [treys.Card.new(text) for text in CARD_TEXT]
PK_CARDS = [next(iter(pokerkit.Card.parse(text))) for text in CARD_TEXT]
PK_BY_TEXT = dict(zip(CARD_TEXT, PK_CARDS))
PHE_IDS = [phevaluator.Card(text).id_ for text in CARD_TEXT]


def random_hands(rng: random.Random, count: int) -> list[list[int]]:
    return [rng.sample(range(52), 7) for _ in range(count)]


def pk_high_lookup_best(
    cards: tuple, _lookup=StandardHighHand.lookup, _combinations=itertools.combinations
) -> Any:
    """Best-of-7 with PokerKit's lookup directly (no Hand objects): its cheapest correct call."""
    return max(map(_lookup.get_entry, _combinations(cards, 5)))


def check_order(name: str, ours: list[Any], theirs: list[Any], *, lower_is_better: bool) -> str:
    """Check that another evaluator ranks hands exactly as ours does.

    Sorting by our value and comparing neighbours checks the whole order:
    equal values must map to equal values and better to better.
    """
    order = sorted(range(len(ours)), key=lambda i: (ours[i] is None, ours[i] or 0))
    bad = 0
    for a, b in itertools.pairwise(order):
        oa, ob, ta, tb = ours[a], ours[b], theirs[a], theirs[b]
        if oa is None or ob is None or ta is None or tb is None:
            bad += (oa is None) != (ta is None) or (ob is None) != (tb is None)
            continue
        if oa == ob:
            bad += ta != tb
        else:  # oa < ob: b is better for us
            bad += not (ta > tb if lower_is_better else ta < tb)
    nones = sum((o is None) != (t is None) for o, t in zip(ours, theirs))
    bad += nones
    status = "agree" if bad == 0 else f"DISAGREE on {bad} comparisons"
    return f"{name}: {status} on {len(ours):,} hands"


def evaluator_checks(hands: list[list[int]]) -> list[str]:
    """Cross-check correctness (outside the timed loops)."""
    notes = []
    ev = treys.Evaluator()
    ours_high = [high_value(h) for h in hands]
    treys_vals = []
    treys_best5 = 0
    for h in hands:
        cards = [TREYS_CARDS[c] for c in h]
        value = ev.evaluate(cards[:2], cards[2:])
        treys_vals.append(value)
        treys_best5 += value == min(ev._five(list(five)) for five in itertools.combinations(cards, 5))
    notes.append(
        f"treys evaluate(2 hole + 5 board) equals its best 5-of-7 (min over the 21 "
        f"five-card subsets) on {treys_best5:,}/{len(hands):,} hands"
    )
    notes.append(check_order("treys vs ours (high)", ours_high, treys_vals, lower_is_better=True))
    phe_vals = [phevaluator.evaluate_cards(*[PHE_IDS[c] for c in h]) for h in hands]
    notes.append(check_order("phevaluator vs ours (high)", ours_high, phe_vals, lower_is_better=True))
    pk_vals = [StandardHighHand.from_game(tuple(PK_CARDS[c] for c in h)) for h in hands]
    notes.append(
        check_order("pokerkit StandardHighHand vs ours (high)", ours_high, pk_vals, lower_is_better=False)
    )
    pk_lookup = [pk_high_lookup_best(tuple(PK_CARDS[c] for c in h)) for h in hands]
    notes.append(
        check_order("pokerkit lookup best-of-21 vs ours (high)", ours_high, pk_lookup, lower_is_better=False)
    )
    ours_low = [low_value(h) for h in hands]
    pk_low = [RegularLowHand.from_game(tuple(PK_CARDS[c] for c in h)) for h in hands]
    notes.append(
        check_order(
            "pokerkit RegularLowHand vs ours (ace-to-five low)", ours_low, pk_low, lower_is_better=False
        )
    )
    ours_8 = [eight_or_better_value(h) for h in hands]
    pk_8 = [EightOrBetterLowHand.from_game_or_none(tuple(PK_CARDS[c] for c in h)) for h in hands]
    qualifying = sum(v is not None for v in ours_8)
    notes.append(
        check_order(
            f"pokerkit EightOrBetterLowHand vs ours (8-or-better; {qualifying:,} qualify)",
            ours_8,
            pk_8,
            lower_is_better=False,
        )
    )
    return notes


def bench_evaluators(sizes: Sizes, rng: random.Random) -> tuple[list[Row], list[str]]:
    hands = random_hands(rng, sizes.eval_hands)
    n = len(hands)
    rows: list[Row] = []
    print("evaluators:", file=sys.stderr)

    # Ours: cold first (empty memo tables), then warm repeats.
    evaluation._HIGH_BY_RANKS.clear()
    evaluation._FLUSH_BY_MASK.clear()
    evaluation._LOW_BY_RANKS.clear()

    def ours_high() -> None:
        f = high_value
        for h in hands:
            f(h)

    def ours_low() -> None:
        f = low_value
        for h in hands:
            f(h)

    def ours_8() -> None:
        f = eight_or_better_value
        for h in hands:
            f(h)

    rows.append(measure("high 7-card", "ours high_value (cold memo, 1 run)", n, ours_high, 1))
    rows.append(measure("high 7-card", "ours high_value", n, ours_high, sizes.fast_repeats))

    treys_data = [([TREYS_CARDS[c] for c in h[:2]], [TREYS_CARDS[c] for c in h[2:]]) for h in hands]
    evaluator = treys.Evaluator()

    def treys_high() -> None:
        f = evaluator.evaluate
        for hole, board in treys_data:
            f(hole, board)

    rows.append(measure("high 7-card", "treys Evaluator().evaluate(2, 5)", n, treys_high, sizes.slow_repeats))

    phe_data = [[PHE_IDS[c] for c in h] for h in hands]

    def phe_high() -> None:
        f = phevaluator.evaluate_cards
        for h in phe_data:
            f(*h)

    rows.append(
        measure("high 7-card", "phevaluator evaluate_cards (C ext.)", n, phe_high, sizes.fast_repeats)
    )

    pk_data = [tuple(PK_CARDS[c] for c in h) for h in hands]

    def pk_high() -> None:
        f = StandardHighHand.from_game
        for h in pk_data:
            f(h)

    def pk_high_lookup() -> None:
        f = pk_high_lookup_best
        for h in pk_data:
            f(h)

    rows.append(measure("high 7-card", "pokerkit StandardHighHand.from_game", n, pk_high, sizes.slow_repeats))
    rows.append(
        measure("high 7-card", "pokerkit lookup.get_entry, best of 21", n, pk_high_lookup, sizes.slow_repeats)
    )

    def pk_low() -> None:
        f = RegularLowHand.from_game
        for h in pk_data:
            f(h)

    def pk_8() -> None:
        f = EightOrBetterLowHand.from_game_or_none
        for h in pk_data:
            f(h)

    rows.append(measure("A-5 low 7-card", "ours low_value (cold memo, 1 run)", n, ours_low, 1))
    rows.append(measure("A-5 low 7-card", "ours low_value", n, ours_low, sizes.fast_repeats))
    rows.append(measure("A-5 low 7-card", "pokerkit RegularLowHand.from_game", n, pk_low, sizes.slow_repeats))
    rows.append(measure("8-or-better 7-card", "ours eight_or_better_value", n, ours_8, sizes.fast_repeats))
    rows.append(
        measure(
            "8-or-better 7-card",
            "pokerkit EightOrBetterLowHand.from_game_or_none",
            n,
            pk_8,
            sizes.slow_repeats,
        )
    )

    notes = evaluator_checks(hands[: sizes.check_hands])
    return rows, notes


# --- full hands ----------------------------------------------------------------------

PK_AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)  # not automated: card burning and hole dealing (the scenario's cards are dealt explicitly)

_DEAL, _BURN, _COMMON, _BRING_IN, _CBR, _CC, _FOLD = range(7)


@dataclass
class PkHand:
    """One scenario compiled to PokerKit calls (done once, outside the timing)."""

    args: tuple  # create_state positional arguments
    ops: list[tuple]  # (op, *args); the last argument of an action is the actor
    expected_stacks: list[int]  # our final stacks, in PokerKit player order
    common: bool  # our hand dealt a common card


def our_final_stacks(scenario: dict[str, Any], report: dict[str, Any], order: tuple[int, ...]) -> list[int]:
    paid = {seat: 0 for seat in order}
    for event in report["events"]:
        if event["kind"] in ("ante", "action"):
            paid[event["seat"]] += event["amount"]
    awards = report["result"]["awards"]
    return [scenario["seats"][str(seat)]["stack"] - paid[seat] + awards.get(str(seat), 0) for seat in order]


def compile_for_pokerkit(scenario: dict[str, Any], report: dict[str, Any]) -> PkHand | str:
    """The PokerKit program for one hand, or the reason it cannot be played the same way."""
    table = load_scenario(scenario).table
    order = table.order  # PokerKit player 0 = the dealer's left, like our clockwise order
    index = {seat: i for i, seat in enumerate(order)}
    stakes = scenario["stakes"]
    # PokerKit lets a bring-in of a full small bet still be "completed" (to the same
    # amount) and does not count it for the cap. The contract makes such a bring-in the
    # opening bet, counted for the cap; PokerKit plays exactly that as a game with no
    # bring-in where the low card must open with a small bet -- but then it needs an
    # ante, as it refuses a game without any forced bet.
    full_bring_in = stakes["bring_in"] == stakes["small_bet"]
    if full_bring_in and stakes["ante"] == 0:
        return (
            "no ante and bring-in = small bet: PokerKit cannot count a full-bet "
            "bring-in as the opening bet, and refuses a game with no forced bet at all"
        )
    ops: list[tuple] = []
    common = False
    for event in report["events"]:
        kind = event["kind"]
        if kind == "deal":
            ops.append((_DEAL, PK_BY_TEXT[event["card"]], index[event["seat"]]))
        elif kind == "burn":
            ops.append((_BURN, PK_BY_TEXT[event["card"]]))
        elif kind == "common":
            ops.append((_COMMON, PK_BY_TEXT[event["card"]]))
            common = True
        elif kind == "reshuffle":
            pass  # PokerKit draws from its own reserve; the cards are named explicitly
        elif kind == "action":
            do, actor = event["do"], index[event["seat"]]
            if do == "bring_in":
                ops.append((_CBR, actor) if full_bring_in else (_BRING_IN, actor))
            elif do in ("complete", "bet", "raise"):
                ops.append((_CBR, actor))
            elif do in ("call", "check"):
                ops.append((_CC, actor))
            elif do == "fold":
                ops.append((_FOLD, actor))
            else:
                return f"action {do} not mapped"
    stacks = [scenario["seats"][str(seat)]["stack"] for seat in order]
    args = (
        PK_AUTOMATIONS,
        True,
        stakes["ante"],
        0 if full_bring_in else stakes["bring_in"],
        stakes["small_bet"],
        stakes["big_bet"],
        stacks,
        len(order),
    )
    return PkHand(args, ops, our_final_stacks(scenario, report, order), common)


def pk_play(hand: PkHand, check: bool = False) -> Any:
    """Play one compiled hand through PokerKit's state machine.

    With ``check`` PokerKit chooses each card's dealee itself and every actor is
    compared with ours; the timed runs name the dealee (slightly less work).
    """
    state = FixedLimitSevenCardStud.create_state(*hand.args)
    for op in hand.ops:
        code = op[0]
        if check and code >= _BRING_IN and state.actor_index != op[-1]:
            raise ValueError(f"player {state.actor_index} is to act, we had {op[-1]}")
        if code == _DEAL:
            if check:
                result = state.deal_hole(op[1])
                if result.player_index != op[2]:
                    raise ValueError(f"card dealt to player {result.player_index}, ours to {op[2]}")
            else:
                state.deal_hole(op[1], op[2])
        elif code == _CC:
            state.check_or_call()
        elif code == _CBR:
            state.complete_bet_or_raise_to()
        elif code == _FOLD:
            state.fold()
        elif code == _BURN:
            state.burn_card(op[1])
        elif code == _COMMON:
            state.deal_board(op[1])
        else:
            state.post_bring_in()
    return state


def pokerkit_agreement(hand: PkHand) -> str | None:
    """None if PokerKit plays the hand and ends with our stacks, else why not."""
    where = "common-card hand: " if hand.common else ""
    try:
        with warnings.catch_warnings():
            # PokerKit warns when a named card is not in its "recommended" dealable set
            # (a card from its reserve after the stub ran out); that is not a disagreement.
            warnings.simplefilter("ignore")
            state = pk_play(hand, check=True)
    except ValueError as error:
        return f"{where}PokerKit rejected an operation: {str(error)[:60]}"
    if state.status:
        return f"{where}PokerKit's hand is not over"
    if list(state.stacks) != hand.expected_stacks:
        return f"{where}final stacks differ"
    return None


#: What each kind of disagreement means (rule differences, not bugs on either side).
EXPLANATIONS = {
    "No board dealing is pending": (
        "when the stub cannot give every seat a card plus a burn we deal a common card "
        "(PA 637a.10(h)); PokerKit 0.7.7 instead reshuffles its burned and mucked cards and "
        "keeps dealing hole cards, and deals a board card only when deck + burns + muck "
        "cannot cover the street"
    ),
    "is to act, we had": (
        "on a common-card street PokerKit ranks the showing hands without the common card "
        "(it is on its board, not among the up cards); the contract counts it in every "
        "showing hand"
    ),
    "No more completion, betting, or raising": (
        "an all-in raise of less than half a bet: PokerKit counts it toward the cap, we do "
        "not (it does not reopen the betting, Robert's Rules)"
    ),
    "Short all-in cannot be raised": (
        "an all-in raise of at least half a bet but less than a full one: we treat it as a "
        "full raise that reopens the betting (Robert's Rules, limit), so a seat facing it "
        "may raise again; PokerKit lets a seat that owes less than a full bet only call"
    ),
    "no ante and bring-in = small bet": (
        "PokerKit treats a bring-in of a full small bet as still 'completable' and not "
        "counted for the cap; the contract makes it the opening bet. We play such hands in "
        "PokerKit as 'no bring-in, the low card opens with a bet', which PokerKit refuses "
        "when there is no ante either"
    ),
}


@dataclass
class HandSet:
    seats: int
    scenarios: list[dict[str, Any]]
    pk_hands: list[PkHand]
    comparable: list[dict[str, Any]]
    reasons: dict[str, int]


def make_hands(rng: random.Random, seats: int, count: int) -> HandSet:
    scenarios = [
        random_scenario(rng, variant=Variant.STUD7, rules=RuleSetName.PA, players=seats, complete=True)
        for _ in range(count)
    ]
    pk_hands, comparable, reasons = [], [], {}
    for scenario in scenarios:
        report = replay(scenario)
        compiled = compile_for_pokerkit(scenario, report)
        reason = compiled if isinstance(compiled, str) else pokerkit_agreement(compiled)
        if reason is None:
            pk_hands.append(compiled)
            comparable.append(scenario)
        else:
            reasons[reason] = reasons.get(reason, 0) + 1
    return HandSet(seats, scenarios, pk_hands, comparable, reasons)


def bench_replays(sizes: Sizes, rng: random.Random) -> tuple[list[Row], list[str], dict]:
    rows: list[Row] = []
    notes: list[str] = []
    sets = {}
    print("replays:", file=sys.stderr)
    for seats in (8, 6):
        hs = make_hands(rng, seats, sizes.replay_hands)
        sets[seats] = hs
        agreed = len(hs.comparable)
        notes.append(
            f"{seats} seats: PokerKit agrees (every card dealt to the same player, "
            f"every action accepted, final stacks equal to ours) on {agreed}/"
            f"{len(hs.scenarios)} hands"
        )
        for reason, count in sorted(hs.reasons.items(), key=lambda kv: -kv[1]):
            notes.append(f"    excluded {count}: {reason}")
        group = f"replay stud7 {seats} seats"

        def ours_all(scenarios=hs.scenarios) -> None:
            for scenario in scenarios:
                replay(scenario)

        def ours_cmp(scenarios=hs.comparable) -> None:
            for scenario in scenarios:
                replay(scenario)

        def pk(hands=hs.pk_hands) -> None:
            for hand in hands:
                pk_play(hand)

        rows.append(
            measure(
                group, "ours replay(), all generated hands", len(hs.scenarios), ours_all, sizes.replay_repeats
            )
        )
        rows.append(
            measure(group, "ours replay(), PokerKit-agreed hands", agreed, ours_cmp, sizes.replay_repeats)
        )
        rows.append(
            measure(group, "pokerkit FixedLimitSevenCardStud, same hands", agreed, pk, sizes.replay_repeats)
        )
        if seats == 8:
            # Where our replay() time goes, without the profiler's distortion.
            loaded = [load_scenario(scenario) for scenario in hs.scenarios]
            played = [play(scenario) for scenario in loaded]

            def ours_load(scenarios=hs.scenarios) -> None:
                for scenario in scenarios:
                    load_scenario(scenario)

            def ours_play(loaded=loaded) -> None:
                for scenario in loaded:
                    play(scenario)

            def ours_report(played=played) -> None:
                for hand in played:
                    report(hand)

            for name, run in (
                ("ours: load_scenario() only (schema + parse)", ours_load),
                ("ours: play() only (deal, actions, showdown)", ours_play),
                ("ours: report() only (JSON report)", ours_report),
            ):
                rows.append(measure(group, name, len(hs.scenarios), run, sizes.replay_repeats))
    return rows, notes, sets


# --- report -------------------------------------------------------------------------


def find(rows: list[Row], group: str, name: str) -> Row:
    return next(row for row in rows if row.group == group and row.name == name)


def print_table(rows: list[Row]) -> None:
    print("| benchmark | implementation | n | best /s | median /s |")
    print("|---|---|---:|---:|---:|")
    for row in rows:
        repeats = f" (×{len(row.times)})"
        print(f"| {row.group} | {row.name}{repeats} | {row.count:,} | {row.best:,.0f} | {row.median:,.0f} |")


def ratio_line(label: str, ours: Row, other: Row, target: float | None) -> tuple[str, bool | None]:
    best = ours.best / other.best
    median = ours.median / other.median
    verdict = None if target is None else best >= target
    mark = "" if target is None else f" | ≥{target:g}× | {'PASS' if verdict else 'FAIL'}"
    if target is None:
        mark = " | – | –"
    return f"| {label} | {best:,.2f}× | {median:,.2f}×{mark} |", verdict


def _where(key: tuple[str, int, str]) -> str:
    path, line, name = key
    if path == "~":
        return name  # a built-in
    for marker in ("dealer_trainer/", "site-packages/", "lib/python3"):
        if marker in path:
            path = path[path.index(marker) + (len(marker) if marker != "dealer_trainer/" else 0) :]
            break
    return f"{name} ({path}:{line})"


def profile_replay(hs: HandSet, top: int = 30) -> str:
    """cProfile ``replay()`` on a hand set: the hot spots by cumulative and by own time."""
    profiler = cProfile.Profile()
    profiler.enable()
    for scenario in hs.scenarios:
        replay(scenario)
    profiler.disable()
    stats = pstats.Stats(profiler).stats  # type: ignore[attr-defined]
    total = max(ct for _, _, _, ct, _ in stats.values())
    lines = [
        f"cProfile of replay() on {len(hs.scenarios)} {hs.seats}-seat hands: "
        f"{total:.3f} s under the profiler (percentages of that)",
        "",
    ]
    for title, index in (("by cumulative time", 3), ("by own time", 2)):
        lines.append(f"Top {top} {title}:")
        lines.append(f"{'cum %':>6} {'own %':>6} {'calls':>8}  function")
        ranked = sorted(stats.items(), key=lambda kv: kv[1][index], reverse=True)[:top]
        for key, (_, calls, own, cum, _) in ranked:
            lines.append(f"{100 * cum / total:6.1f} {100 * own / total:6.1f} {calls:8d}  {_where(key)}")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, < 30 s")
    parser.add_argument("--profile", action="store_true", help="also cProfile replay() on the 8-seat hands")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    sizes = QUICK if args.quick else FULL
    started = time.perf_counter()

    print("# Dealer Trainer benchmark" + (" (--quick)" if args.quick else ""))
    print()
    print(f"- Python {platform.python_version()} ({platform.python_implementation()}, {platform.machine()})")
    print(f"- CPU: {cpu_name()}")
    print(
        f"- treys {_version('treys')}, phevaluator {_version('phevaluator')}, "
        f"pokerkit {_version('pokerkit')}; seed {args.seed}"
    )
    print()

    rng = random.Random(args.seed)
    eval_rows, eval_notes = bench_evaluators(sizes, rng)
    replay_rows, replay_notes, sets = bench_replays(sizes, rng)
    rows = eval_rows + replay_rows

    print("## Rates")
    print()
    print_table(rows)
    print()

    high = find(rows, "high 7-card", "ours high_value")
    pk_high = max(
        (
            find(rows, "high 7-card", "pokerkit StandardHighHand.from_game"),
            find(rows, "high 7-card", "pokerkit lookup.get_entry, best of 21"),
        ),
        key=lambda row: row.best,
    )
    low = find(rows, "A-5 low 7-card", "ours low_value")
    eight = find(rows, "8-or-better 7-card", "ours eight_or_better_value")
    ratios = [
        (
            "ours / treys, 7-card high",
            high,
            find(rows, "high 7-card", "treys Evaluator().evaluate(2, 5)"),
            3.0,
        ),
        (
            "ours / phevaluator, 7-card high",
            high,
            find(rows, "high 7-card", "phevaluator evaluate_cards (C ext.)"),
            None,
        ),
        (f"ours / pokerkit ({pk_high.name}), 7-card high", high, pk_high, None),
        (
            "ours / pokerkit, A-5 low",
            low,
            find(rows, "A-5 low 7-card", "pokerkit RegularLowHand.from_game"),
            None,
        ),
        (
            "ours / pokerkit, 8-or-better",
            eight,
            find(rows, "8-or-better 7-card", "pokerkit EightOrBetterLowHand.from_game_or_none"),
            None,
        ),
        ("our A-5 low rate / our high rate", low, high, 0.5),
        ("our 8-or-better rate / our high rate", eight, high, 0.5),
    ]
    for seats in (8, 6):
        group = f"replay stud7 {seats} seats"
        ratios.append(
            (
                f"ours / pokerkit, full stud7 hands, {seats} seats",
                find(rows, group, "ours replay(), PokerKit-agreed hands"),
                find(rows, group, "pokerkit FixedLimitSevenCardStud, same hands"),
                10.0 if seats == 6 else None,
            )
        )
    print("## Ratios and targets")
    print()
    print("| ratio | best | median | target | result |")
    print("|---|---:|---:|---:|---|")
    verdicts = []
    for label, ours, other, target in ratios:
        line, verdict = ratio_line(label, ours, other, target)
        print(line)
        if verdict is not None:
            verdicts.append((label, verdict))
    print()
    passed = sum(v for _, v in verdicts)
    print(
        f"Targets passed: {passed}/{len(verdicts)}"
        + "".join(f"; FAIL: {label}" for label, v in verdicts if not v)
    )
    print()
    print("## Correctness cross-checks (outside the timed loops)")
    print()
    for note in eval_notes:
        print(f"- {note}")
    print()
    print("## PokerKit agreement on full hands")
    print()
    for note in replay_notes:
        print(f"- {note}" if not note.startswith("    ") else f"  - {note.strip()}")
    print()
    print("Why they differ:")
    print()
    for key, text in EXPLANATIONS.items():
        print(f'- "{key}": {text}.')
    print()
    print(f"Total wall time {time.perf_counter() - started:.1f} s")
    if args.profile:
        print()
        print("## Profile")
        print()
        print("```")
        print(profile_replay(sets[8]))
        print("```")
    return 0


def _version(name: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name)
    except PackageNotFoundError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
