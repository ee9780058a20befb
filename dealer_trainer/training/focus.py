"""Hands for the drills, including the hard cases a dealer gets wrong.

Random hands come from the engine's generator. The hard cases are built on
purpose where chance rarely makes them — two up cards of the same rank for
the bring-in, equal boards for first to act, mirrored hands for split pots —
and otherwise drawn until one fits, within a bounded number of tries.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import StrEnum
from itertools import combinations
from typing import Any

from ..engine.actions import Action, ActionKind
from ..engine.bettingfacts import BettingFacts, next_facts, pots_now, shown_hands, uncalled_return
from ..engine.cards import ALL_CARDS, Card, Rank, Suit
from ..engine.evaluation import high_value
from ..engine.events import ActionTaken, Common, Reshuffle
from ..engine.facts import BringInFacts, FirstToActFacts, NoLowFacts, OddChips, RakeFacts
from ..engine.generate import Style, choose_action, play_out, random_table
from ..engine.hand import Hand, Phase
from ..engine.handclass import HandClass, high_hand
from ..engine.openers import bring_in_rule
from ..engine.reporting import play, report
from ..engine.rules import BringInCard, RuleSetName, preset
from ..engine.scenario import load_scenario
from ..engine.variants import LowRule, Variant, VariantSpec, spec_of
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import FocusError as FocusError
from .errors import game_words, rule_set_words
from .spotting import Fault, possible_faults


class Focus(StrEnum):
    """The hard cases a drill can favour (also the pack generator's ``--focus``)."""

    ANY = "any"
    SUIT_TIE = "suit-tie"
    EQUAL_SHOWING = "equal-showing"
    COMMON_CARD = "common-card"
    RESHUFFLE = "reshuffle"
    ODD_CHIP = "odd-chip"
    NO_LOW = "no-low"
    SIDE_POTS = "side-pots"
    # What's the bet?
    ALL_IN_BRING_IN = "all-in-bring-in"
    SHORT_ALL_IN = "short-all-in"
    CAPPED = "capped"
    OPEN_PAIR = "open-pair"
    UNCALLED = "uncalled"
    TIED_LOW = "tied-low"
    TIED_HIGH = "tied-high"
    WHEEL = "wheel"
    BEST_FIVE = "best-five"
    FOLDED_SIDE_POTS = "folded-side-pots"
    THREE_POTS = "three-pots"
    CAPPED_RAKE = "capped-rake"
    ODD_CUT = "odd-cut"
    # How many cards are left?
    STUB_JUST_ENOUGH = "stub-just-enough"
    STUB_ONE_SHORT = "stub-one-short"
    AFTER_RESHUFFLE = "after-reshuffle"
    # Spot the error: a hand dealt right, or a mistake of one kind
    CLEAN_HAND = "clean-hand"
    WHO_ACTS_MISTAKE = "who-acts-mistake"
    AMOUNT_MISTAKE = "amount-mistake"
    DEAL_MISTAKE = "deal-mistake"
    STUB_MISTAKE = "stub-mistake"
    POT_MISTAKE = "pot-mistake"


#: Each hard case as a trainee or instructor reads it (a pack's title, the lessons).
FOCUS_NAMES: dict[Focus, str] = {
    Focus.ANY: "any hand",
    Focus.SUIT_TIE: "suit ties",
    Focus.EQUAL_SHOWING: "equal showing hands",
    Focus.COMMON_CARD: "common cards",
    Focus.RESHUFFLE: "reshuffles",
    Focus.ODD_CHIP: "odd chips",
    Focus.NO_LOW: "no qualifying low",
    Focus.SIDE_POTS: "side pots",
    Focus.ALL_IN_BRING_IN: "an all-in bring-in",
    Focus.SHORT_ALL_IN: "short all-ins",
    Focus.CAPPED: "capped betting",
    Focus.OPEN_PAIR: "open pairs on fourth street",
    Focus.UNCALLED: "uncalled bets",
    Focus.TIED_LOW: "tied lows",
    Focus.TIED_HIGH: "tied high hands",
    Focus.WHEEL: "a wheel",
    Focus.BEST_FIVE: "a flush over a straight",
    Focus.FOLDED_SIDE_POTS: "side pots with folded chips",
    Focus.THREE_POTS: "three pots",
    Focus.CAPPED_RAKE: "the capped rake",
    Focus.ODD_CUT: "a pot cut with an odd chip",
    Focus.STUB_JUST_ENOUGH: "a stub just big enough",
    Focus.STUB_ONE_SHORT: "a stub one card short",
    Focus.AFTER_RESHUFFLE: "a stub made by a reshuffle",
    Focus.CLEAN_HAND: "hands dealt right",
    Focus.WHO_ACTS_MISTAKE: "mistakes in who acts",
    Focus.AMOUNT_MISTAKE: "mistakes in the amounts bet",
    Focus.DEAL_MISTAKE: "mistakes in the deal",
    Focus.STUB_MISTAKE: "mistakes with the stub",
    Focus.POT_MISTAKE: "mistakes in pushing the pot",
}

#: Spot the error's hard cases: the mistakes of each kind a hand can be shown with.
FAULT_GROUPS: dict[Focus, frozenset[Fault]] = {
    Focus.WHO_ACTS_MISTAKE: frozenset({Fault.WRONG_BRING_IN, Fault.WRONG_FIRST_TO_ACT, Fault.OUT_OF_TURN}),
    Focus.AMOUNT_MISTAKE: frozenset({Fault.WRONG_AMOUNT, Fault.FOURTH_RAISE, Fault.BIG_BET_NO_PAIR}),
    Focus.DEAL_MISTAKE: frozenset(
        {
            Fault.DEAL_WRONG_START,
            Fault.DEAL_SKIPS_SEAT,
            Fault.WRONG_FACE,
            Fault.BURN_MISSED,
            Fault.STREET_EARLY,
        }
    ),
    Focus.STUB_MISTAKE: frozenset(
        {
            Fault.COMMON_NOT_NEEDED,
            Fault.COMMON_MISSING,
            Fault.BURNS_NOT_RESHUFFLED,
            Fault.WRONG_PILE_RESHUFFLED,
        }
    ),
    Focus.POT_MISTAKE: frozenset({Fault.POT_WRONG_SEAT, Fault.ODD_CHIP_WRONG_SEAT, Fault.WRONG_RAKE}),
}


#: Games in which each focus can happen at all.
POSSIBLE: dict[Focus, frozenset[Variant]] = {
    Focus.ANY: frozenset(Variant),
    Focus.SUIT_TIE: frozenset(Variant),
    Focus.EQUAL_SHOWING: frozenset(Variant),
    Focus.COMMON_CARD: frozenset(Variant) - {Variant.STUD5},
    Focus.RESHUFFLE: frozenset(Variant) - {Variant.STUD5},
    Focus.ODD_CHIP: frozenset(Variant),
    Focus.NO_LOW: frozenset({Variant.STUD7_HILO8, Variant.SUPER_STUD7_HILO8}),
    Focus.SIDE_POTS: frozenset(Variant),
    Focus.ALL_IN_BRING_IN: frozenset(Variant),
    Focus.SHORT_ALL_IN: frozenset(Variant),
    Focus.CAPPED: frozenset(Variant),
    # An open pair gives Razz no option (a pair is a bad low): the question is not asked there.
    Focus.OPEN_PAIR: frozenset(Variant) - {Variant.STUD7_LOW},
    Focus.UNCALLED: frozenset(Variant),
    # the showdown's hard cases
    Focus.TIED_LOW: frozenset(v for v in Variant if spec_of(v).low is not LowRule.NONE),
    Focus.TIED_HIGH: frozenset(v for v in Variant if spec_of(v).high),
    Focus.WHEEL: frozenset(Variant),
    Focus.BEST_FIVE: frozenset(v for v in Variant if spec_of(v).high and spec_of(v).cards_per_seat >= 7),
    Focus.FOLDED_SIDE_POTS: frozenset(Variant),
    Focus.THREE_POTS: frozenset(Variant),
    Focus.CAPPED_RAKE: frozenset(Variant),
    Focus.ODD_CUT: frozenset(Variant),
    # Five-card Stud never runs short (at most 8 x 5 cards and 3 burns of 52).
    Focus.STUB_JUST_ENOUGH: frozenset(Variant) - {Variant.STUD5},
    Focus.STUB_ONE_SHORT: frozenset(Variant) - {Variant.STUD5},
    # Only Super Seven-card Stud (five cards each at the start) runs out before
    # seventh street, so only there is a later street dealt from a reshuffled stub.
    Focus.AFTER_RESHUFFLE: frozenset({Variant.SUPER_STUD7_HILO8}),
    Focus.CLEAN_HAND: frozenset(Variant),
    Focus.WHO_ACTS_MISTAKE: frozenset(Variant),
    Focus.AMOUNT_MISTAKE: frozenset(Variant),
    Focus.DEAL_MISTAKE: frozenset(Variant),
    # Five-card Stud never runs short of cards: no common card, no reshuffle
    Focus.STUB_MISTAKE: frozenset(Variant) - {Variant.STUD5},
    Focus.POT_MISTAKE: frozenset(Variant),
}


def rules_allow(focus: Focus, rules: RuleSetName, variant: Variant) -> bool:
    """Whether ``focus`` can arise under ``rules`` at all: the capped rake needs a rule set that rakes."""
    if focus is Focus.CAPPED_RAKE:
        return preset(rules, variant).rake_percent > 0
    return True


PASSIVE = Style(fold=0.0, aggress=0.15)
CALLING = Style(fold=0.0, aggress=0.0)
TRIES = 200


def _deck_with(positions: dict[int, Card], rng: random.Random) -> list[str]:
    """A shuffled deck with the given cards at the given positions (0 = top)."""
    rest = [c for c in ALL_CARDS if c not in positions.values()]
    rng.shuffle(rest)
    deck: list[Card] = []
    it = iter(rest)
    for index in range(52):
        deck.append(positions[index] if index in positions else next(it))
    return [str(c) for c in deck]


def _table(
    rng: random.Random,
    variant: Variant,
    rules: RuleSetName,
    players: int | None = None,
    short_stacks: bool = False,
) -> dict[str, Any]:
    return random_table(rng, variant, rules, players, short_stacks)


def _order(data: dict[str, Any]) -> list[int]:
    return list(load_scenario(data).table.order)


# --- the builders ---------------------------------------------------------------


def _any(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    return play_out(_table(rng, variant, rules, short_stacks=rng.random() < 0.3), rng, Style())


def _suit_tie(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Two or three seats share the deciding up-card rank; suits decide."""
    spec = spec_of(variant)
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(3, min(limit, 7)))
    order = _order(data)
    rule = bring_in_rule(spec, preset(rules, variant))
    low_first = rule is BringInCard.LOWEST_ACE_HIGH
    # the tied rank is the most obliged; everyone else gets a less obliged rank
    ranks = (
        list(Rank)
        if low_first
        else [Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.NINE, Rank.EIGHT, Rank.SEVEN]
    )
    tie_rank = ranks[rng.randint(0, 3)] if low_first else ranks[rng.randint(0, 2)]
    if low_first:
        others = [r for r in Rank if r > tie_rank]
    else:
        others = [r for r in Rank if r is not Rank.ACE and r < tie_rank] + [Rank.ACE]
    tied = rng.sample(order, rng.choice([2, 2, 3]))
    suits = rng.sample(list(Suit), len(tied))
    up_round = len(spec.initial_deal) - 1
    positions: dict[int, Card] = {}
    used: set[Card] = set()
    for seat, suit in zip(tied, suits):
        card = Card(tie_rank, suit)
        positions[up_round * len(order) + order.index(seat)] = card
        used.add(card)
    for seat in order:
        if seat in tied:
            continue
        while True:
            card = Card(rng.choice(others), rng.choice(list(Suit)))
            if card not in used:
                break
        used.add(card)
        positions[up_round * len(order) + order.index(seat)] = card
    data["deck"] = _deck_with(positions, rng)
    return play_out(data, rng, Style())


def _equal_showing(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Two seats show the same best board on the second betting round."""
    spec = spec_of(variant)
    limit = min(preset(rules, variant).max_players, 8 if variant is Variant.SUPER_STUD7_HILO8 else 9)
    data = _table(rng, variant, rules, players=rng.randint(3, min(limit, 7)))
    order = _order(data)
    n = len(order)
    up_round = len(spec.initial_deal) - 1
    next_street = [n * len(spec.initial_deal) + 1 + i for i in range(n)]  # after the burn
    tied = sorted(rng.sample(order, 2), key=order.index)
    if spec.low_showing:
        best = [Rank.ACE, Rank.TWO]
        pool = [Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.EIGHT, Rank.SEVEN]
    else:
        best = [Rank.ACE, Rank.KING]
        pool = [
            Rank.TWO,
            Rank.THREE,
            Rank.FOUR,
            Rank.FIVE,
            Rank.SIX,
            Rank.SEVEN,
            Rank.EIGHT,
            Rank.NINE,
            Rank.TEN,
            Rank.JACK,
            Rank.QUEEN,
        ]
    rng.shuffle(best)
    positions: dict[int, Card] = {}
    suit_sets = rng.sample(list(Suit), 2)
    for seat, suit in zip(tied, suit_sets):
        i = order.index(seat)
        positions[up_round * n + i] = Card(best[0], suit)
        positions[next_street[i]] = Card(best[1], Suit((suit + 1) % 4))
    free = [Card(r, s) for r in pool for s in Suit]
    rng.shuffle(free)
    for seat in order:
        if seat in tied:
            continue
        i = order.index(seat)
        first = free.pop()
        second = next(c for c in free if c.rank != first.rank)
        free.remove(second)
        positions[up_round * n + i] = first
        positions[next_street[i]] = second
    data["deck"] = _deck_with(positions, rng)
    return play_out(data, rng, Style(), first_street_style=CALLING)


def _crowded(rng: random.Random, variant: Variant, rules: RuleSetName, reshuffle: bool) -> dict[str, Any]:
    limit = preset(rules, variant).max_players
    players = 8 if reshuffle or limit < 9 else 9
    if variant is Variant.SUPER_STUD7_HILO8 and limit >= 9 and rng.random() < 0.5:
        players = 9
    data = _table(rng, variant, rules, players=min(players, limit))
    return play_out(data, rng, PASSIVE)


def _thinning(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """A full table where a few seats fold on the way, so the stub meets the seats left exactly.

    Whether it is just enough, one short or reshuffled is the engine's count
    (:attr:`Hand.stub_counts`), which :func:`hand_for` asks afterwards.
    """
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(min(6, limit), limit))
    return play_out(data, rng, Style(fold=rng.choice((0.0, 0.05, 0.1)), aggress=0.1))


def _mirrored(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Two seats get the same ranks in other suits, so their hands tie."""
    spec = spec_of(variant)
    data = _table(rng, variant, rules, players=3)
    data["stakes"]["ante"] = rng.choice([1, 3, 5])
    order = _order(data)
    a, b = rng.sample(order, 2)
    folder = next(s for s in order if s not in (a, b))
    per_seat = len(spec.initial_deal) + len(spec.later_streets)
    ranks = rng.sample(list(Rank), per_seat) if per_seat <= 13 else []
    positions: dict[int, Card] = {}
    n = len(order)
    # initial deal positions, then later streets for the two live seats only
    index_of: dict[int, list[int]] = {s: [] for s in order}
    for r in range(len(spec.initial_deal)):
        for i, s in enumerate(order):
            index_of[s].append(r * n + i)
    pos = n * len(spec.initial_deal)
    live = [s for s in order if s != folder]
    for _ in spec.later_streets:
        pos += 1  # burn
        for s in live:
            index_of[s].append(pos)
            pos += 1
    for k, rank in enumerate(ranks):
        suit_a = Suit(rng.randrange(4))
        positions[index_of[a][k]] = Card(rank, suit_a)
        positions[index_of[b][k]] = Card(rank, Suit((suit_a + 1) % 4))
    data["deck"] = _deck_with(positions, rng)
    return play_out(data, rng, CALLING, folders=frozenset({folder}))


def _odd_chip(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    if spec_of(variant).split and rng.random() < 0.5:
        return play_out(_table(rng, variant, rules, players=rng.randint(2, 4)), rng, PASSIVE)
    return _mirrored(rng, variant, rules)


def _no_low(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    return play_out(_table(rng, variant, rules, players=rng.randint(2, 5)), rng, PASSIVE)


def _side_pots(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    data = _table(rng, variant, rules, players=rng.randint(3, 6), short_stacks=True)
    for info in data["seats"].values():
        if rng.random() < 0.5:
            info["stack"] = max(data["stakes"]["ante"] + 1, rng.randint(1, data["stakes"]["big_bet"] * 3))
    return play_out(data, rng, Style(fold=0.05, aggress=0.45))


# --- the betting's hard cases (What's the bet?) ---------------------------------


def _bring_in_seat(data: dict[str, Any], rng: random.Random) -> tuple[Hand, int]:
    """The hand of ``data`` at its bring-in (Super Seven's discards made at random), and
    the seat that brings in: the engine's choice, which no discard changes."""
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck)
    while hand.phase is Phase.DISCARD:
        hand.apply(choose_action(rng, hand))
    seat = hand.to_act
    assert seat is not None
    return hand, seat


def _short_stakes(rng: random.Random, data: dict[str, Any]) -> int:
    """Stakes whose bring-in is below the small bet and at least 2: a short bring-in and a
    short all-in raise both need room under a bet. Returns the small bet."""
    small = rng.choice([4, 10, 20])
    data["stakes"] = {
        "ante": rng.choice([0, 1]),
        "bring_in": small // 2,
        "small_bet": small,
        "big_bet": small * 2,
    }
    for info in data["seats"].values():
        info["stack"] = rng.randint(30, 100) * small
    return small


def _first_action(hand: Hand, seat: int) -> bool:
    """``seat`` has not acted yet on the hand's first betting street."""
    first = hand.spec.first_street
    return hand.street == first and not any(
        isinstance(e, ActionTaken) and e.street == first and e.seat == seat for e in hand.events
    )


def _all_in_bring_in(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """The bring-in seat has fewer chips than the bring-in: it posts all it has."""
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(3, min(limit, 6)), short_stacks=False)
    _short_stakes(rng, data)
    _, seat = _bring_in_seat(data, rng)
    stakes = data["stakes"]
    data["seats"][str(seat)]["stack"] = stakes["ante"] + rng.randint(1, stakes["bring_in"] - 1)

    def bring_in(hand: Hand) -> Action | None:
        if hand.to_act == seat and ActionKind.BRING_IN in hand.legal_actions():
            return Action(seat, ActionKind.BRING_IN)
        return None

    return play_out(data, rng, Style(fold=0.05), chooser=bring_in)


def _short_all_in(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Bring-in, completion, then an all-in raise of less than half a bet: the completer,
    who had acted, may only call or fold."""
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(3, min(limit, 5)), short_stacks=False)
    small = _short_stakes(rng, data)
    _, bring = _bring_in_seat(data, rng)
    order = _order(data)
    at = order.index(bring)
    completer, short = order[(at + 1) % len(order)], order[(at + 2) % len(order)]
    data["seats"][str(short)]["stack"] = data["stakes"]["ante"] + small + rng.randint(1, (small - 1) // 2)
    script = {bring: ActionKind.BRING_IN, completer: ActionKind.COMPLETE, short: ActionKind.RAISE}

    def scripted(hand: Hand) -> Action | None:
        seat = hand.to_act
        if seat in script and _first_action(hand, seat):
            kind = script[seat]
            if kind in hand.legal_actions():
                return Action(seat, kind)
        return None

    return play_out(data, rng, Style(fold=0.05, aggress=0.1), chooser=scripted)


def _capped(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Every seat that may raise on one street does, until the round is capped."""
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(3, min(limit, 6)), short_stacks=False)
    first = spec_of(variant).first_street
    street = first if rng.random() < 0.6 else first + 1

    def raising(hand: Hand) -> Action | None:
        seat = hand.to_act
        if seat is None or hand.street != street:
            return None
        legal = hand.legal_actions()
        for kind in (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE):
            if kind in legal:
                return Action(seat, kind)
        return Action(seat, ActionKind.CALL) if ActionKind.CALL in legal else None

    return play_out(data, rng, Style(fold=0.05), first_street_style=CALLING, chooser=raising)


def _open_pair(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """One or two seats pair their first up card with the next street's card: an open pair
    shows when the second up card is dealt (fourth street; third in Five-card Stud)."""
    spec = spec_of(variant)
    limit = min(preset(rules, variant).max_players, 7)
    data = _table(rng, variant, rules, players=rng.randint(2, limit), short_stacks=False)
    order = _order(data)
    n = len(order)
    up_round = len(spec.initial_deal) - 1
    paired = rng.sample(order, rng.choice([1, 1, 2]))
    ranks = rng.sample(list(Rank), len(paired))
    positions: dict[int, Card] = {}
    for seat, rank in zip(paired, ranks, strict=True):
        i = order.index(seat)
        suits = rng.sample(list(Suit), 2)
        positions[up_round * n + i] = Card(rank, suits[0])
        positions[n * len(spec.initial_deal) + 1 + i] = Card(rank, suits[1])
    data["deck"] = _deck_with(positions, rng)
    return play_out(data, rng, Style(), first_street_style=CALLING)


def _uncalled(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    return play_out(_table(rng, variant, rules, short_stacks=True), rng, Style(fold=0.3, aggress=0.35))


def _some_decision(data: dict[str, Any], test: Callable[[Hand, BettingFacts], bool]) -> bool:
    """Whether some betting decision of the hand of ``data`` passes ``test`` (the engine's facts)."""
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    for action in scenario.actions:
        facts = next_facts(hand)
        if facts is not None and facts.betting is not None and test(hand, facts.betting):
            return True
        hand.apply(action)
    return False


def _shows_betting_case(focus: Focus, hand: Hand, data: dict[str, Any]) -> bool:
    first = hand.spec.first_street
    if focus is Focus.UNCALLED:
        return uncalled_return(hand) is not None
    if focus is Focus.ALL_IN_BRING_IN:
        return _some_decision(
            data,
            lambda h, b: (
                h.street == first
                and ActionKind.BRING_IN not in h.legal_actions()
                and any(
                    isinstance(e, ActionTaken) and e.kind is ActionKind.BRING_IN and e.all_in
                    for e in h.events
                )
            ),
        )
    if focus is Focus.SHORT_ALL_IN:
        return _some_decision(data, lambda h, b: not b.reopened)
    if focus is Focus.CAPPED:
        return _some_decision(data, lambda h, b: b.capped)
    return _some_decision(data, lambda h, b: h.street == first + 1 and bool(h.open_pairs()))


_BETTING_CASES = frozenset(
    {Focus.ALL_IN_BRING_IN, Focus.SHORT_ALL_IN, Focus.CAPPED, Focus.OPEN_PAIR, Focus.UNCALLED}
)


# --- the showdown's hard cases: chosen cards for chosen seats ---------------------------


def _slots(spec: VariantSpec, players: int, index: int) -> list[int]:
    """Where the seat ``index``-th from the dealer's left finds the cards it keeps, in the deck.

    Nobody folds (the hands are called down), so every street deals to every
    seat after one burn. In Super Seven the last down cards of the deal are
    left out: those are the two the seat throws away (:func:`_keep_placed`).
    """
    rounds = list(range(len(spec.initial_deal)))
    downs = [r for r in rounds if not spec.initial_deal[r]]
    kept = [r for r in rounds if r not in downs[len(downs) - spec.discards :]] if spec.discards else rounds
    first = [r * players + index for r in kept]
    base = players * len(spec.initial_deal)
    later = [base + k * (players + 1) + 1 + index for k in range(len(spec.later_streets))]
    return first + later


def _placed(
    rng: random.Random, variant: Variant, rules: RuleSetName, players: int, hands: dict[int, list[Card]]
) -> dict[str, Any]:
    """A called-down hand in which the ``i``-th seat from the dealer's left holds ``hands[i]``."""
    spec = spec_of(variant)
    data = _table(rng, variant, rules, players=players)
    positions: dict[int, Card] = {}
    for index, cards in hands.items():
        slots = _slots(spec, players, index)
        rng.shuffle(slots)
        positions.update(zip(slots, cards))
    data["deck"] = _deck_with(positions, rng)
    played = play_out(data, rng, CALLING)
    if spec.discards:
        _keep_placed(played, spec, players, set(hands))
    return played


def _keep_placed(data: dict[str, Any], spec: VariantSpec, players: int, placed: set[int]) -> None:
    """Super Seven's discards made to throw away the cards not placed, so the placed ones stay.

    The discards come before any betting and only down cards go, so which two
    a seat throws changes neither who brings in nor any action after: the
    played actions stay legal, and the hand keeps the cards it was built with.
    """
    order = _order(data)
    rounds = range(len(spec.initial_deal))
    downs = [r for r in rounds if not spec.initial_deal[r]]
    for action in data["actions"]:
        index = order.index(action["seat"]) if action.get("do") == "discard" else -1
        if index in placed:
            action["cards"] = [data["deck"][r * players + index] for r in downs[len(downs) - spec.discards :]]


def _suited(rng: random.Random, ranks: list[int], used: set[Card]) -> list[Card]:
    """One card of each of ``ranks``, in random suits, none of them ``used`` (they become used)."""
    cards = []
    for rank in ranks:
        card = rng.choice([Card(Rank(rank), suit) for suit in Suit if Card(Rank(rank), suit) not in used])
        used.add(card)
        cards.append(card)
    return cards


def _tied_low(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Two seats hold the same five low ranks (and other high cards): their lows tie."""
    spec = spec_of(variant)
    players = rng.choice([2, 2, 3])
    low = rng.sample(range(2, 9), 4) + [int(Rank.ACE)] if rng.random() < 0.5 else rng.sample(range(2, 9), 5)
    used: set[Card] = set()
    hands = {}
    for index in rng.sample(range(players), 2):
        extra = rng.sample(range(9, 14), spec.cards_per_seat - 5)
        hands[index] = _suited(rng, low + extra, used)
    return _placed(rng, variant, rules, players, hands)


def _tied_high(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Two seats hold the same ranks in other suits: their high hands tie."""
    spec = spec_of(variant)
    ranks = rng.sample(range(2, 15), spec.cards_per_seat)
    shift = [rng.randrange(4) for _ in ranks]
    first = [Card(Rank(r), Suit(s)) for r, s in zip(ranks, shift)]
    second = [Card(Rank(r), Suit((s + 1) % 4)) for r, s in zip(ranks, shift)]
    return _placed(rng, variant, rules, 2, {0: first, 1: second})


def _wheel(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """One seat holds an ace, two, three, four and five: the wheel (a low, or a straight)."""
    players = rng.randint(2, 4)
    used: set[Card] = set()
    return _placed(
        rng, variant, rules, players, {rng.randrange(players): _suited(rng, [14, 2, 3, 4, 5], used)}
    )


def _best_five(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """One seat holds a straight and a flush in its seven cards: the flush is its hand.

    The flush takes three of the straight's cards; the straight's other two are
    in other suits, and the low (in a hi-lo game) comes from the straight's cards.
    """
    start = rng.randint(2, 10)
    run = [start + step for step in range(5)]
    suit = rng.choice(list(Suit))
    extras = rng.sample([r for r in range(2, 15) if r not in run], 2)
    cards = [Card(Rank(r), suit) for r in (run[0], run[2], run[4], *extras)]
    cards += [Card(Rank(r), rng.choice([s for s in Suit if s != suit])) for r in (run[1], run[3])]
    players = rng.randint(2, 4)
    return _placed(rng, variant, rules, players, {rng.randrange(players): cards})


def _straight_under_flush(hand: Hand) -> bool:
    """Whether a seat's best hand is a flush while its cards also hold a straight."""
    commons = list(hand.commons)
    for seat, shown in shown_hands(hand).items():
        if shown.high is None or shown.high.hand_class is not HandClass.FLUSH:
            continue
        cards = [card.code for card, _ in hand.seats[seat].cards] + [card.code for card in commons]
        if any(
            high_hand(high_value(list(five))).hand_class is HandClass.STRAIGHT
            for five in combinations(cards, 5)
        ):
            return True
    return False


def _several_all_ins(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """Four to seven seats, two or three of them short by different amounts: three pots or more."""
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(4, min(limit, 7)))
    stakes = data["stakes"]
    seats = list(data["seats"].values())
    short = rng.sample(seats, rng.choice([2, 3]))
    for rank, info in enumerate(short, start=1):
        info["stack"] = stakes["ante"] + rank * stakes["small_bet"] + rng.randint(0, stakes["small_bet"] - 1)
    return play_out(data, rng, Style(fold=0.03, aggress=0.5))


def _big_pot(rng: random.Random, variant: Variant, rules: RuleSetName) -> dict[str, Any]:
    """A pot big enough for the rake to reach its cap: many seats, few folds."""
    limit = preset(rules, variant).max_players
    data = _table(rng, variant, rules, players=rng.randint(4, min(limit, 7)))
    return play_out(data, rng, Style(fold=0.05, aggress=0.3))


# --- acceptance -----------------------------------------------------------------


def _has(hand: Hand, focus: Focus) -> bool:
    """Whether ``hand`` shows ``focus``, asked of the engine's typed answers."""
    if focus is Focus.SUIT_TIE:
        return any(
            isinstance(d.reason.facts, BringInFacts) and bool(d.reason.facts.ties) for d in hand.decisions
        )
    if focus is Focus.EQUAL_SHOWING:
        return any(
            isinstance(d.reason.facts, FirstToActFacts) and d.reason.facts.is_tie for d in hand.decisions
        )
    if focus is Focus.COMMON_CARD:
        return any(isinstance(e, Common) for e in hand.events)
    if focus is Focus.RESHUFFLE:
        return any(isinstance(e, Reshuffle) for e in hand.events)
    if focus is Focus.STUB_JUST_ENOUGH:
        return any(count.spare == 0 for count in hand.stub_counts)
    if focus is Focus.STUB_ONE_SHORT:
        return any(count.spare == -1 for count in hand.stub_counts)
    if focus is Focus.AFTER_RESHUFFLE:
        return any(count.reshuffled for count in hand.stub_counts)
    if focus is Focus.CLEAN_HAND:
        return True  # any hand can be dealt right
    if focus in FAULT_GROUPS:
        return any(fault in FAULT_GROUPS[focus] for fault in possible_faults(hand))
    result = hand.result
    if result is None:
        return False
    showdown = any(len(p.high) + len(p.low) > 0 and len(p.eligible) > 1 for p in result.pots)
    if focus is Focus.ODD_CHIP:
        return any(isinstance(r.facts, OddChips) for p in result.pots for r in p.reasons)
    if focus is Focus.NO_LOW:
        return showdown and any(isinstance(r.facts, NoLowFacts) for p in result.pots for r in p.reasons)
    if focus is Focus.SIDE_POTS:
        return sum(1 for p in result.pots if len(p.eligible) > 1) >= 2
    if focus is Focus.TIED_LOW:
        return any(len(p.low) > 1 for p in result.pots)
    if focus is Focus.TIED_HIGH:
        return any(len(p.high) > 1 for p in result.pots)
    wheel = (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)
    if focus is Focus.WHEEL:
        return any(
            (shown.low is not None and shown.low.ranks == wheel)
            or (shown.high is not None and shown.high.ranks == wheel)
            for shown in shown_hands(hand).values()
        )
    if focus is Focus.BEST_FIVE:
        return _straight_under_flush(hand)
    if focus is Focus.THREE_POTS:
        return sum(1 for p in result.pots if len(p.eligible) > 1) >= 3
    if focus is Focus.FOLDED_SIDE_POTS:
        pots = pots_now(hand)
        contested = [p for p in pots if len(p.eligible) > 1]
        return len(contested) >= 2 and any(p.folded for p in contested[1:])
    if focus is Focus.ODD_CUT:
        return any(p.halves is not None and p.halves.odd for p in result.pots)
    if focus is Focus.CAPPED_RAKE:
        why = result.rake_reason
        return why is not None and isinstance(why.facts, RakeFacts) and why.facts.capped
    return True


_BUILDERS: dict[Focus, Callable[[random.Random, Variant, RuleSetName], dict[str, Any]]] = {
    Focus.ANY: _any,
    Focus.SUIT_TIE: _suit_tie,
    Focus.EQUAL_SHOWING: _equal_showing,
    Focus.COMMON_CARD: lambda rng, v, r: _crowded(rng, v, r, reshuffle=False),
    Focus.RESHUFFLE: lambda rng, v, r: _crowded(rng, v, r, reshuffle=True),
    Focus.ODD_CHIP: _odd_chip,
    Focus.NO_LOW: _no_low,
    Focus.SIDE_POTS: _side_pots,
    Focus.ALL_IN_BRING_IN: _all_in_bring_in,
    Focus.SHORT_ALL_IN: _short_all_in,
    Focus.CAPPED: _capped,
    Focus.OPEN_PAIR: _open_pair,
    Focus.UNCALLED: _uncalled,
    Focus.TIED_LOW: _tied_low,
    Focus.TIED_HIGH: _tied_high,
    Focus.WHEEL: _wheel,
    Focus.BEST_FIVE: _best_five,
    Focus.FOLDED_SIDE_POTS: _side_pots,
    Focus.THREE_POTS: _several_all_ins,
    Focus.CAPPED_RAKE: _big_pot,
    Focus.ODD_CUT: _odd_chip,
    Focus.STUB_JUST_ENOUGH: _thinning,
    Focus.STUB_ONE_SHORT: _thinning,
    Focus.AFTER_RESHUFFLE: lambda rng, v, r: _crowded(rng, v, r, reshuffle=True),
    Focus.CLEAN_HAND: _any,
    Focus.WHO_ACTS_MISTAKE: _any,
    Focus.AMOUNT_MISTAKE: _any,
    Focus.DEAL_MISTAKE: _any,
    # the stub's mistakes need a crowded table, where a common card or a reshuffle comes up
    Focus.STUB_MISTAKE: lambda rng, v, r: _crowded(rng, v, r, reshuffle=rng.random() < 0.5),
    Focus.POT_MISTAKE: _any,
}


def hand_for(
    focus: Focus,
    rng: random.Random,
    variant: Variant,
    rules: RuleSetName,
    accept: Callable[[dict[str, Any]], bool] | None = None,
) -> dict[str, Any]:
    """A complete scenario of ``variant`` under ``rules`` that shows ``focus``.

    ``accept`` adds a condition of the caller's (a drill may need a showdown).
    Raises :class:`FocusError` if the focus cannot arise in that game or no
    hand was found within the tries.
    """
    if variant not in POSSIBLE[focus]:
        raise FocusError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "{focus} does not arise in {game}"),
                (("focus", focus.value), ("game", game_words(variant))),
            )
        )
    if not rules_allow(focus, rules, variant):
        raise FocusError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "{focus} does not arise under {rules}: it takes no rake"),
                (("focus", focus.value), ("rules", rule_set_words(rules))),
            )
        )
    build = _BUILDERS[focus]
    for _ in range(TRIES):
        data = build(rng, variant, rules)
        hand = play(load_scenario(data))
        shown = _shows_betting_case(focus, hand, data) if focus in _BETTING_CASES else _has(hand, focus)
        if shown and (accept is None or accept(report(hand))):
            return data
    raise FocusError(
        Worded(
            QT_TRANSLATE_NOOP("TrainingErrors", "no {focus} hand of {game} found in {tries} tries"),
            (("focus", focus.value), ("game", game_words(variant)), ("tries", TRIES)),
        )
    )


__all__ = ["FAULT_GROUPS", "POSSIBLE", "Focus", "FocusError", "hand_for", "rules_allow"]
