"""Spot the error: a hand played live with a mistake shown in it, and the verdict on stopping it.

The engine plays every hand correctly. This module is the *fault layer*
above it: from the engine's true events it makes the **beats** the table
plays one after another (every event of the hand, then the dealer's pushes
of the pots and the rake), and it may change what is *shown* at one moment —
a burn left out, a pot pushed to the wrong seat — to make a
:class:`LivePlay` with a :class:`Mistake` in it. The engine's hand, its
events and its result are only read, never changed, so the true state and the
right answer never move (``tests/test_spotting.py`` proves it for every
fault).

A trainee watching the play stops it (:class:`SpotResponse`: how many beats
were on the table, the place clicked and the fault named) and
:func:`judge_spot` says what that was: a catch, a catch misnamed, a false
alarm, a miss, or a clean hand rightly let run.

Each :class:`Fault` is planted by a function registered in :data:`_PLANT`,
which lists the beats where it can happen in a hand (:func:`fault_sites`) and
makes the shown beats for one of them. A fault a hand cannot have (no
burn to leave out, no pot to push) has no sites; :func:`plant` then raises a
:class:`~.errors.DrillError` saying why in words.

What each fault shows, the beat where it first can be seen, the place a
trainee points at, and the rule broken (the reason). The beats after the
mistake go on as the engine dealt them, so the play stays one a table can
draw: every seat keeps its own cards, and chips a wrong amount or rake leaves
in the middle go with the hand's first push, so the middle ends empty.

=====================  =======================================  ====================  ===============================
fault                  shown                                    place                 reason (the rule broken)
=====================  =======================================  ====================  ===============================
wrong bring-in         another seat posts the bring-in          that seat             the hand's bring-in decision
wrong first to act     another seat opens a later round: the    that seat             the street's first-to-act
                       best board without the common card                             decision (common card counted)
                       where one is out, else another of
                       the equal boards where they tie
out of turn            the next seat acts before the seat       the seat that acted   TURN: the action goes clockwise
                       whose turn it was                        early                 (PA (e), (g))
wrong amount           a bet, completion or raise half a bet    the seat              the street's bet size (the
                       short or over                                                  completion on the first street)
fourth raise           a call in a capped round shown as one    the seat              CAP: one bet and the raises
                       more raise                                                     the rule set allows
big bet, no pair       fourth street opened with the big bet    the seat              the bet size: the small bet
                       (only Stud High in the online room,
                       the one game with the open-pair option)
deal starts wrong      a round of the deal (the first deal's    the seat dealt first  the deal's order (PA (c), (f))
                       rounds, or a street) starts at another
                       seat and goes on clockwise from there
deal skips a seat      a seat passed over, dealt after the      the seat skipped      the deal's order
                       rest (needs three seats in the round)
wrong face             a card dealt face up that goes down,     the card              the deal's faces (PA (c), (f))
                       or the reverse
burn missed            a later street dealt without its burn    the burn pile         the burn (PA (f), (h))
street early           the next street burned and dealt         the seat still to     ROUND_OVER: the next street
                       before the round's last action           act                   waits for the round (PA (f), (h))
common not needed      one common card on sixth or seventh      the common card       the common-card count: enough
                       street when every seat had its own                             for one each (PA (h))
common missing         the common card dealt to the first       that seat             the common card (PA (h))
                       seat still in, as if each had its own
burns not reshuffled   with one card left, it is dealt as the   the burn pile         the reshuffle (PA (h))
                       common card, unburned (last street only)
wrong pile reshuffled  the muck shuffled in with the burns      the muck              the reshuffle: the burn cards
pot to the wrong seat  a pot pushed to a seat that did not      that seat             who wins the pot (or who may
                       win it                                                         play for it, for a side pot)
odd chip wrong         the odd chip pushed with another tied    the seat that got it  the odd-chip rule of the pot
                       (or the low) seat's share, first
wrong rake             the rake past its cap, or a chip more    the pot               the rake rule of the table
                       or less
=====================  =======================================  ====================  ===============================

Where a fault cannot happen: the big bet with no pair only where the open
pair gives the option (:func:`~dealer_trainer.engine.rules.open_pair_option`);
the common card and the reshuffle faults never in Five-card Stud (eight
players take 43 cards at most); the wrong rake only where the rule set rakes
(the cardroom's).

What follows a mistake (:attr:`Mistake.remedy`): none of the three rule
texts the trainer cites (PA §637a.10 and §637a.14, the cardroom's sheet,
the online room's rules) says what is done about a misdeal, an
exposed card, an action out of turn, a wrong amount or a wrong push, so every
remedy here is ``None``: a house matter, which the app says, teaching the
spotting only.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import lru_cache

from ..engine.actions import Action, ActionKind
from ..engine.bettingfacts import BettingFacts, betting_facts
from ..engine.cards import ALL_CARDS, Card
from ..engine.dealing import StreetPlan
from ..engine.events import ActionTaken, Burn, Common, Deal, Discard, Event, Reshuffle
from ..engine.facts import (
    BetSizeFacts,
    BurnFacts,
    CapFacts,
    CommonCardCount,
    Facts,
    FirstToActFacts,
    NoLowFacts,
    OddChipReason,
    RakeFacts,
    ReshuffleFacts,
    RoundOpenFacts,
    SplitFacts,
    TurnFacts,
    UncontestedFacts,
    WagerKind,
    WinFacts,
)
from ..engine.hand import Hand
from ..engine.openers import Decision, DecisionKind, choose_first_to_act
from ..engine.reasons import Reason, Topic, because
from ..engine.rules import OPEN_PAIR_STREET, open_pair_option
from ..engine.table import Table
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError
from .snapshot import SeatView, TableSnapshot, snapshot_from_events
from .steps import explain_step


class Fault(StrEnum):
    """What went wrong at the table. The values are kept in records and packs: never change one."""

    # who acts
    WRONG_BRING_IN = "wrong-bring-in"  # the wrong seat brings in
    WRONG_FIRST_TO_ACT = "wrong-first-to-act"  # the wrong seat is given the action on a later street
    OUT_OF_TURN = "out-of-turn"  # a player acts out of turn
    # how much
    WRONG_AMOUNT = "wrong-amount"  # a bet, completion or raise of the wrong amount
    FOURTH_RAISE = "fourth-raise"  # a raise let stand in a capped round
    BIG_BET_NO_PAIR = "big-bet-no-pair"  # the big bet on fourth street with no open pair
    # the deal
    DEAL_WRONG_START = "deal-wrong-start"  # the street's deal starts at the wrong seat
    DEAL_SKIPS_SEAT = "deal-skips-seat"  # a seat is skipped in the deal
    WRONG_FACE = "wrong-face"  # a card dealt face up that should be down, or the reverse
    BURN_MISSED = "burn-missed"  # a street dealt without its burn
    STREET_EARLY = "street-early"  # a street dealt before the betting is complete
    # the stub
    COMMON_NOT_NEEDED = "common-not-needed"  # a common card where each player could have had their own
    COMMON_MISSING = "common-missing"  # no common card when the stub runs short
    BURNS_NOT_RESHUFFLED = "burns-not-reshuffled"  # the burn cards not reshuffled when the rule requires it
    WRONG_PILE_RESHUFFLED = "wrong-pile-reshuffled"  # the wrong pile reshuffled
    # the pot
    POT_WRONG_SEAT = "pot-wrong-seat"  # a pot pushed to the wrong seat
    ODD_CHIP_WRONG_SEAT = "odd-chip-wrong-seat"  # an odd chip to the wrong seat
    WRONG_RAKE = "wrong-rake"  # the wrong rake taken


class PlaceKind(StrEnum):
    """Where on the table a trainee can point: a seat (its cards and chips) or one of the piles."""

    SEAT = "seat"
    CARD = "card"  # one of a seat's cards
    CHIPS = "chips"  # the chips in front of a seat
    POT = "pot"
    BURN = "burn"  # the burn pile
    STUB = "stub"
    COMMON = "common"  # the common card
    MUCK = "muck"


@dataclass(frozen=True)
class Place:
    """A place on the table: a kind, with the seat (and the card's position) where it is a seat's."""

    kind: PlaceKind
    seat: int | None = None
    #: For a card: its position among the seat's cards, 0 = the first dealt.
    card: int | None = None

    def covers(self, clicked: Place) -> bool:
        """Whether a click on ``clicked`` points at this place.

        A seat's mistake is pointed at by a click anywhere on that seat — its
        name, its cards or its chips — as a dealer would point at the player;
        a pile's by a click on that pile.
        """
        if self.seat is not None:
            return clicked.seat == self.seat
        return clicked.kind is self.kind and clicked.seat is None


@dataclass(frozen=True)
class Award:
    """The dealer pushes ``amount`` chips of pot ``pot`` (0 the main pot) to ``seat``."""

    pot: int
    seat: int
    amount: int


@dataclass(frozen=True)
class RakeTaken:
    """The dealer takes ``amount`` chips of rake from the pot (before pushing it)."""

    amount: int


#: One thing the table shows happening: a hand's event, or a push of chips at its end.
Beat = Event | Award | RakeTaken


@dataclass(frozen=True)
class Mistake:
    """The mistake shown in a play: what it is, the beat that shows it, where, and the rule broken.

    ``beat`` is the index in :attr:`LivePlay.beats` of the first beat at which
    the mistake can be seen: a trainee who stops with more than ``beat`` beats
    on the table has seen it. ``reason`` is the engine's reason for what
    should have happened (the rule broken, with its reference). ``remedy`` is
    what the rule texts say follows, with its reference, where they say it;
    ``None`` where it is the house's decision (most misdeal and exposed-card
    remedies): the app then says so and teaches the spotting only.
    """

    fault: Fault
    beat: int
    place: Place
    reason: Reason
    remedy: Reason | None = None


@dataclass(frozen=True)
class LivePlay:
    """A whole hand as the table plays it, beat by beat, with at most one mistake shown.

    ``beats`` is what is shown; ``true_beats`` what the engine dealt (equal
    where there is no mistake). The table is the hand's, for drawing.
    """

    beats: tuple[Beat, ...]
    true_beats: tuple[Beat, ...]
    mistake: Mistake | None
    table: Table = field(compare=False, repr=False)

    def frame(self, count: int) -> TableSnapshot:
        """The table after the first ``count`` shown beats."""
        return live_snapshot(self.table, self.beats[:count])

    def frames(self) -> tuple[TableSnapshot, ...]:
        """The table after each beat, in turn: what the table plays."""
        return tuple(self.frame(count) for count in range(1, len(self.beats) + 1))


@dataclass(frozen=True)
class SpotAnswer:
    """The answer to a spot-the-error question: the mistake in the play, or ``None`` for a clean hand."""

    mistake: Mistake | None


@dataclass(frozen=True)
class SpotResponse:
    """What the trainee did: stopped with ``stopped`` beats on the table (``None``: let it run to its end).

    Having stopped, they clicked ``place`` and named ``fault`` (either may be
    ``None`` where they did not). ``seconds`` is how long after the stop's beat
    was shown they stopped, as the window measured it.
    """

    stopped: int | None
    place: Place | None = None
    fault: Fault | None = None
    seconds: float | None = None


class Outcome(StrEnum):
    """What a stop (or not stopping) was. Kept in the records: never change a value."""

    CAUGHT = "caught"  # stopped after the mistake showed, and named it and its place
    MISNAMED = "misnamed"  # stopped after the mistake showed, but named it or its place wrongly
    FALSE_ALARM = "false-alarm"  # stopped before any mistake showed (or a clean hand)
    MISSED = "missed"  # the hand ran to its end with its mistake
    CLEAN = "clean"  # a clean hand let run to its end


@dataclass(frozen=True)
class SpotJudgement:
    """The verdict on a :class:`SpotResponse`, as data for the window and the records."""

    outcome: Outcome
    #: Beats shown after the mistake's before the stop (0: stopped on the very beat), for a stop after it.
    late: int | None = None
    place_right: bool = False
    fault_right: bool = False

    @property
    def correct(self) -> bool:
        return self.outcome in (Outcome.CAUGHT, Outcome.CLEAN)


def judge_spot(answer: SpotAnswer, response: SpotResponse) -> SpotJudgement:
    """What the trainee's stop was, against the play's mistake.

    A stop before the mistake's beat was shown is a false alarm, whatever is
    named: the trainee cannot have seen it. A stop after it is a catch when
    both the place and the fault are named right, and a catch misnamed
    otherwise; how many beats late is kept either way.
    """
    mistake = answer.mistake
    if response.stopped is None:
        return SpotJudgement(Outcome.CLEAN if mistake is None else Outcome.MISSED)
    if mistake is None or response.stopped <= mistake.beat:
        return SpotJudgement(Outcome.FALSE_ALARM)
    place_right = response.place is not None and mistake.place.covers(response.place)
    fault_right = response.fault is mistake.fault
    outcome = Outcome.CAUGHT if place_right and fault_right else Outcome.MISNAMED
    return SpotJudgement(outcome, response.stopped - 1 - mistake.beat, place_right, fault_right)


# --- the beats --------------------------------------------------------------


def true_beats(hand: Hand) -> tuple[Beat, ...]:
    """What a correct dealer shows for ``hand``: its events, then the rake and each pot's pushes."""
    beats: list[Beat] = list(hand.events)
    result = hand.result
    if result is not None:
        if result.rake:
            beats.append(RakeTaken(result.rake))
        for index, pot in enumerate(result.pots):
            beats.extend(Award(index, seat, chips) for seat, chips in pot.awards if chips)
    return tuple(beats)


def beat_streets(beats: Sequence[Beat], first: int) -> tuple[int, ...]:
    """The street each of ``beats`` is on, in order: an event's own street; the antes, dealt
    before any street's cards, the ``first`` street; a discard, and the dealer's pushes and
    rake at the end, the street of the beat before them.

    One reading for every place that says *when* a beat happened — the pack's
    moments and the answer key's "When:" line — so both name a moment alike.
    """
    street = first
    streets = []
    for beat in beats:
        street = getattr(beat, "street", street)
        streets.append(street)
    return tuple(streets)


def live_snapshot(table: Table, beats: Sequence[Beat]) -> TableSnapshot:
    """The table after ``beats``: the events' table, then the chips the dealer has pushed or raked.

    Once the first push or rake is shown the bets are gathered into the pot,
    as a dealer does before the showdown; each push moves chips from the pot
    to the seat's stack, and the rake takes them off the table.
    """
    events = [beat for beat in beats if not isinstance(beat, (Award, RakeTaken))]
    pushes = [beat for beat in beats if isinstance(beat, (Award, RakeTaken))]
    snap = snapshot_from_events(table, events, gathered=bool(pushes))
    if not pushes:
        return snap
    pot = snap.pot
    won: dict[int, int] = {}
    for push in pushes:
        pot -= push.amount
        if isinstance(push, Award):
            won[push.seat] = won.get(push.seat, 0) + push.amount
    seats = tuple(replace(view, stack=view.stack + won.get(view.seat, 0)) for view in snap.seats)
    return replace(snap, pot=pot, seats=seats)


# --- planting the faults ----------------------------------------------------


@dataclass(frozen=True)
class Planted:
    """A fault planted at one site: the beats shown, and the mistake in them."""

    beats: tuple[Beat, ...]
    mistake: Mistake


#: A fault's planter: the hand, its true beats, the site (an index into them) and a random source.
Planter = Callable[[Hand, tuple[Beat, ...], int, random.Random], Planted]
#: A fault's sites: the indices of the true beats where it can be planted in the hand.
Sites = Callable[[Hand, tuple[Beat, ...]], tuple[int, ...]]


def clean_play(hand: Hand) -> LivePlay:
    """``hand`` played as dealt, with no mistake."""
    beats = true_beats(hand)
    return LivePlay(beats, beats, None, hand.table)


def fault_sites(hand: Hand, fault: Fault) -> tuple[int, ...]:
    """The beats of ``hand``'s true play where ``fault`` can be planted (none: it cannot happen here)."""
    sites, _ = _PLANT[fault]
    return sites(hand, true_beats(hand))


def possible_faults(hand: Hand) -> tuple[Fault, ...]:
    """The faults ``hand`` can be shown with, in :class:`Fault` order."""
    beats = true_beats(hand)
    return tuple(fault for fault in Fault if _PLANT[fault][0](hand, beats))


def plant(hand: Hand, fault: Fault, rng: random.Random, site: int | None = None) -> LivePlay:
    """``hand`` played with ``fault`` shown at ``site`` (a true beat's index), or at a site ``rng`` picks.

    Raises :class:`DrillError` where the hand cannot have the fault, or
    ``site`` is not one of its sites.
    """
    sites_of, planter = _PLANT[fault]
    beats = true_beats(hand)
    sites = sites_of(hand, beats)
    if not sites:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "this hand has no moment where that mistake can happen")
            )
        )
    if site is None:
        site = rng.choice(sites)
    elif site not in sites:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "that mistake cannot happen at that moment of this hand")
            )
        )
    planted = planter(hand, beats, site, rng)
    return LivePlay(planted.beats, beats, planted.mistake, hand.table)


# --- what the planters read off a hand ----------------------------------------


@dataclass(frozen=True)
class _Moment:
    """The betting as it stood just before one of the hand's actions (read off a replay)."""

    facts: BettingFacts
    #: The round's bet size then (the big bet once an open pair's big bet is in).
    unit: int
    #: Seats showing an open pair then.
    pairs: tuple[int, ...]


@lru_cache(maxsize=32)
def _moments_of(hand: Hand, events: int) -> dict[int, _Moment]:
    """Each betting action's index in ``hand.events`` -> the betting just before it.

    The hand is dealt again from its own deck, reshuffles and actions (all
    read off its events), so the amounts are the engine's own; ``events``
    keys the cache to the hand as it stands. A fourth-street bet all-in where
    the open pair allowed the big bet does not say which bet it was: it is
    read as the small bet unless the actions after it show the big one.
    """
    big: set[int] = set()
    while True:
        moments, wrong = _replayed(hand, events, frozenset(big))
        if wrong is None:
            return moments
        unsure = [index for index in moments if index < wrong and index not in big and _unsure(hand, index)]
        assert unsure, "the hand replays as it was dealt"
        big.add(unsure[-1])


def _unsure(hand: Hand, index: int) -> bool:
    event = hand.events[index]
    return isinstance(event, ActionTaken) and event.kind is ActionKind.BET and event.all_in


def _replayed(hand: Hand, events: int, big: frozenset[int]) -> tuple[dict[int, _Moment], int | None]:
    """The moments of a replay taking the bets at ``big`` as big bets, and the first event it
    deals otherwise than the hand did (``None``: none)."""
    deck, reshuffles = _deck_of(hand)
    again = Hand(hand.table, deck, reshuffles)
    moments: dict[int, _Moment] = {}
    for index, event in enumerate(hand.events[:events]):
        if isinstance(event, Discard):
            again.apply(Action(event.seat, ActionKind.DISCARD, cards=event.cards))
        elif isinstance(event, ActionTaken):
            betting = again.betting
            assert betting is not None
            moments[index] = _Moment(betting_facts(betting), betting.unit, tuple(again.open_pairs()))
            amount = None
            if (
                event.kind is ActionKind.BET
                and betting.limits.open_pair_option
                and (event.round_total > betting.unit or index in big)
            ):
                amount = betting.limits.big_bet
            again.apply(Action(event.seat, event.kind, amount))
        else:
            continue
        done = min(len(again.events), events)
        if again.events[:done] != hand.events[:done]:
            wrong = next(i for i in range(done) if again.events[i] != hand.events[i])
            return moments, wrong
    return moments, None


def _moments(hand: Hand) -> dict[int, _Moment]:
    return _moments_of(hand, len(hand.events))


def _deck_of(hand: Hand) -> tuple[list[Card], list[tuple[Card, ...]]]:
    """The deck ``hand`` was dealt from (top first) and the stubs of its reshuffles."""
    drawn: list[Card] = []
    reshuffles: list[tuple[Card, ...]] = []
    for event in hand.events:
        if isinstance(event, Reshuffle):
            reshuffles.append(event.cards)
        elif isinstance(event, (Deal, Burn, Common)) and not reshuffles:
            drawn.append(event.card)
    if not reshuffles:
        return drawn + hand.shoe.stub, reshuffles
    seen = set(drawn)
    # A reshuffle comes with at most one card left: the rest of the deck.
    return drawn + [card for card in ALL_CARDS if card not in seen], reshuffles


def _final_stack(hand: Hand, seat: int) -> int:
    """The seat's stack after the last action, before any push: the least it ever holds."""
    return _final_stacks(hand, len(hand.events))[seat]


@lru_cache(maxsize=32)
def _final_stacks(hand: Hand, events: int) -> dict[int, int]:
    return {view.seat: view.stack for view in snapshot_from_events(hand.table, hand.events[:events]).seats}


def _because(hand: Hand, topic: Topic, facts: Facts) -> Reason:
    return because(hand.rules, hand.spec, topic, facts)


def _swap(beats: tuple[Beat, ...], site: int, shown: Sequence[Beat], span: int = 1) -> tuple[Beat, ...]:
    """``beats`` with the ``span`` beats at ``site`` shown as ``shown``."""
    return beats[:site] + tuple(shown) + beats[site + span :]


def _rebalanced(beats: tuple[Beat, ...], extra: int) -> tuple[Beat, ...] | None:
    """``beats`` with ``extra`` chips more (or fewer) in the first push of the hand.

    A wrong amount or rake left standing changes what is in the middle at the
    end; the dealer pushes what is there, so the table ends with an empty
    middle. ``None`` where the push would be no chips at all (or there is no
    push to take fewer chips from).
    """
    for index, beat in enumerate(beats):
        if isinstance(beat, Award):
            if beat.amount + extra < 1:
                return None
            return _swap(beats, index, (replace(beat, amount=beat.amount + extra),))
    return beats if extra >= 0 else None


def _deal_runs(hand: Hand, beats: tuple[Beat, ...]) -> list[tuple[int, int]]:
    """Each round of the deal as (first index, end index): a round of the first deal, or a street."""
    runs: list[tuple[int, int]] = []
    seats = len(hand.order)
    index = 0
    while index < len(beats):
        beat = beats[index]
        if not isinstance(beat, Deal):
            index += 1
            continue
        end = index
        while end < len(beats) and isinstance(beats[end], Deal) and _street(beats[end]) == beat.street:
            end += 1
        if beat.street == hand.spec.first_street:
            runs.extend((start, min(start + seats, end)) for start in range(index, end, seats))
        else:
            runs.append((index, end))
        index = end
    return runs


def _street(beat: Beat) -> int | None:
    return beat.street if isinstance(beat, (Deal, Burn, Common, Reshuffle, ActionTaken)) else None


def _mucked(beats: Sequence[Beat]) -> list[Card]:
    """The cards in the muck after ``beats``: folded hands and discards."""
    held: dict[int, list[Card]] = {}
    muck: list[Card] = []
    for beat in beats:
        if isinstance(beat, Deal):
            held.setdefault(beat.seat, []).append(beat.card)
        elif isinstance(beat, Discard):
            muck.extend(beat.cards)
            held[beat.seat] = [card for card in held.get(beat.seat, []) if card not in beat.cards]
        elif isinstance(beat, ActionTaken) and beat.kind is ActionKind.FOLD:
            muck.extend(held.pop(beat.seat, []))
    return muck


def _by_options(
    candidates: Callable[[Hand, tuple[Beat, ...]], Iterable[int]],
    options: Callable[[Hand, tuple[Beat, ...], int], list[Planted]],
) -> tuple[Sites, Planter]:
    """A fault's sites and planter from the ways it can be shown at each candidate beat.

    A site is a candidate with at least one way; the planter picks one of them.
    """

    def sites(hand: Hand, beats: tuple[Beat, ...]) -> tuple[int, ...]:
        return tuple(site for site in candidates(hand, beats) if options(hand, beats, site))

    def planter(hand: Hand, beats: tuple[Beat, ...], site: int, rng: random.Random) -> Planted:
        return rng.choice(options(hand, beats, site))

    return sites, planter


# --- who acts -----------------------------------------------------------------


def _opening_actions(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    """The first action of each betting round."""
    firsts: list[int] = []
    streets: set[int] = set()
    for index, beat in enumerate(beats):
        if isinstance(beat, ActionTaken) and beat.street not in streets:
            streets.add(beat.street)
            firsts.append(index)
    return firsts


def _decision(hand: Hand, kind: DecisionKind, street: int) -> Decision | None:
    return next((d for d in hand.decisions if d.kind is kind and d.street == street), None)


def _bring_in_candidates(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    first = hand.spec.first_street
    return [i for i in _opening_actions(hand, beats) if _street(beats[i]) == first]


def _wrong_opener(hand: Hand, beats: tuple[Beat, ...], site: int, fault: Fault) -> list[Planted]:
    """The round opened by another seat still in that can act and pay for it."""
    opening = beats[site]
    assert isinstance(opening, ActionTaken)
    kind = DecisionKind.BRING_IN if fault is Fault.WRONG_BRING_IN else DecisionKind.FIRST_TO_ACT
    decision = _decision(hand, kind, opening.street)
    if decision is None:
        return []
    frame = live_snapshot(hand.table, beats[:site])
    able = [
        view.seat
        for view in frame.seats
        if not view.folded
        and view.stack > 0
        and view.seat != opening.seat
        and _final_stack(hand, view.seat) >= opening.amount
    ]
    facts = decision.reason.facts
    if isinstance(facts, FirstToActFacts) and frame.commons:
        # A common card on the table: the likely mistake is the best board without it.
        live = [view for view in frame.seats if not view.folded]
        showing = [(view.seat, [card for card, up in view.cards if up and card is not None]) for view in live]
        order = {seat: index for index, seat in enumerate(hand.order)}
        showing.sort(key=lambda item: order[item[0]])
        can_act = {view.seat for view in live if view.stack > 0}
        uncounted = choose_first_to_act(hand.spec, hand.rules, opening.street, showing, can_act).seat
        able = [seat for seat in able if seat == uncounted] or able
    elif isinstance(facts, FirstToActFacts) and facts.is_tie:
        # Equal boards: the likely mistake is another of the tied seats.
        able = [seat for seat in able if seat in facts.tied] or able
    return [
        Planted(
            _swap(beats, site, (replace(opening, seat=seat, all_in=False),)),
            Mistake(fault, site, Place(PlaceKind.SEAT, seat), decision.reason),
        )
        for seat in able
    ]


def _first_to_act_candidates(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    first = hand.spec.first_street
    return [i for i in _opening_actions(hand, beats) if (_street(beats[i]) or first) > first]


def _out_of_turn_candidates(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [
        i
        for i in range(1, len(beats) - 1)
        if isinstance(beats[i], ActionTaken)
        and isinstance(before := beats[i - 1], ActionTaken)
        and isinstance(after := beats[i + 1], ActionTaken)
        and before.street == after.street == _street(beats[i])
    ]


def _out_of_turn(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The next seat's action shown before the action of the seat whose turn it was."""
    due, early = beats[site], beats[site + 1]
    assert isinstance(due, ActionTaken) and isinstance(early, ActionTaken)
    if due.seat == early.seat:
        return []
    reason = _because(hand, Topic.TURN, TurnFacts(due.street, due.seat, early.seat))
    return [
        Planted(
            _swap(beats, site, (early, due), span=2),
            Mistake(Fault.OUT_OF_TURN, site, Place(PlaceKind.SEAT, early.seat), reason),
        )
    ]


# --- how much -------------------------------------------------------------------

_WAGER_KINDS = {
    ActionKind.COMPLETE: WagerKind.COMPLETE,
    ActionKind.BET: WagerKind.BET,
    ActionKind.RAISE: WagerKind.RAISE,
}


def _size_reason(hand: Hand, action: ActionTaken, moment: _Moment) -> Reason:
    """What the wager should have been: the street's bet size (the completion on the first street)."""
    stakes = hand.stakes
    facts = moment.facts
    size = BetSizeFacts(
        action.seat,
        action.street,
        facts.to_call,
        moment.unit,
        moment.unit == stakes.big_bet and stakes.big_bet != stakes.small_bet,
        _WAGER_KINDS.get(action.kind),
        facts.raise_to,
    )
    topic = Topic.COMPLETION if action.kind is ActionKind.COMPLETE else Topic.BET_SIZE
    return _because(hand, topic, size)


def _more_chips(
    hand: Hand, beats: tuple[Beat, ...], site: int, shown: ActionTaken, mistake: Mistake
) -> Planted | None:
    """``shown`` in place of the action at ``site``, the difference in chips left in the pot."""
    true = beats[site]
    assert isinstance(true, ActionTaken)
    extra = shown.amount - true.amount
    if extra > 0 and _final_stack(hand, shown.seat) < extra:
        return None
    rebalanced = _rebalanced(_swap(beats, site, (shown,)), extra)
    return Planted(rebalanced, mistake) if rebalanced is not None else None


def _wager_candidates(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    moments = _moments(hand)
    return [
        i
        for i, beat in enumerate(beats)
        if isinstance(beat, ActionTaken)
        and beat.kind in _WAGER_KINDS
        and i in moments
        and beat.round_total == moments[i].facts.raise_to
        and not beat.all_in
    ]


def _wrong_amount(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The wager short or over by half a bet: still more than a call, and no other legal size."""
    action = beats[site]
    assert isinstance(action, ActionTaken)
    moment = _moments(hand)[site]
    facts = moment.facts
    level = action.round_total - action.amount + facts.to_call  # what a call would make it
    legal = {action.round_total}
    if facts.bet_big is not None:
        legal.add(action.round_total - action.amount + facts.bet_big)
    half = max(1, moment.unit // 2)
    planted: list[Planted] = []
    for change in (-half, half):
        total = action.round_total + change
        if total <= level or total in legal or action.amount + change <= 0:
            continue
        shown = replace(action, amount=action.amount + change, round_total=total)
        mistake = Mistake(
            Fault.WRONG_AMOUNT, site, Place(PlaceKind.SEAT, action.seat), _size_reason(hand, action, moment)
        )
        if (made := _more_chips(hand, beats, site, shown, mistake)) is not None:
            planted.append(made)
    return planted


def _capped_calls(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    moments = _moments(hand)
    return [
        i
        for i, beat in enumerate(beats)
        if isinstance(beat, ActionTaken)
        and beat.kind is ActionKind.CALL
        and not beat.all_in
        and i in moments
        and moments[i].facts.capped
    ]


def _fourth_raise(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """A call in a capped round shown as one more raise, left standing."""
    call = beats[site]
    assert isinstance(call, ActionTaken)
    moment = _moments(hand)[site]
    shown = replace(
        call,
        kind=ActionKind.RAISE,
        amount=call.amount + moment.unit,
        round_total=call.round_total + moment.unit,
    )
    facts = CapFacts(call.seat, hand.rules.max_raises, moment.facts.to_call, True, 0)
    mistake = Mistake(
        Fault.FOURTH_RAISE, site, Place(PlaceKind.SEAT, call.seat), _because(hand, Topic.CAP, facts)
    )
    made = _more_chips(hand, beats, site, shown, mistake)
    return [made] if made is not None else []


def _no_pair_bets(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    stakes = hand.stakes
    if not open_pair_option(hand.rules, hand.spec.variant) or stakes.big_bet == stakes.small_bet:
        return []
    moments = _moments(hand)
    return [
        i
        for i in _wager_candidates(hand, beats)
        if isinstance(beat := beats[i], ActionTaken)
        and beat.kind is ActionKind.BET
        and beat.street == OPEN_PAIR_STREET
        and not moments[i].pairs
    ]


def _big_bet_no_pair(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """Fourth street opened with the big bet though no seat shows an open pair."""
    bet = beats[site]
    assert isinstance(bet, ActionTaken)
    big = hand.stakes.big_bet
    shown = replace(bet, amount=bet.amount + big - bet.round_total, round_total=big)
    reason = _size_reason(hand, bet, _moments(hand)[site])
    made = _more_chips(
        hand,
        beats,
        site,
        shown,
        Mistake(Fault.BIG_BET_NO_PAIR, site, Place(PlaceKind.SEAT, bet.seat), reason),
    )
    return [made] if made is not None else []


# --- the deal ---------------------------------------------------------------------


def _deal_starts(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [start for start, end in _deal_runs(hand, beats) if end - start >= 2]


def _deal_wrong_start(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The round dealt clockwise from another seat: each seat still gets its own card."""
    end = next(end for start, end in _deal_runs(hand, beats) if start == site)
    run = beats[site:end]
    reason = explain_step(hand.table, hand.events, site)
    planted = []
    for turn in range(1, len(run)):
        shown = run[turn:] + run[:turn]
        first = shown[0]
        assert isinstance(first, Deal)
        mistake = Mistake(Fault.DEAL_WRONG_START, site, Place(PlaceKind.SEAT, first.seat), reason)
        planted.append(Planted(_swap(beats, site, shown, span=len(run)), mistake))
    return planted


def _deal_middles(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for start, end in _deal_runs(hand, beats) for i in range(start + 1, end - 1)]


def _deal_skips_seat(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """A seat passed over in the round, and dealt its card only after the rest."""
    end = next(end for start, end in _deal_runs(hand, beats) if start < site < end)
    skipped = beats[site]
    assert isinstance(skipped, Deal)
    shown = (*beats[site + 1 : end], skipped)
    reason = explain_step(hand.table, hand.events, site)
    mistake = Mistake(Fault.DEAL_SKIPS_SEAT, site, Place(PlaceKind.SEAT, skipped.seat), reason)
    return [Planted(_swap(beats, site, shown, span=end - site), mistake)]


def _deals(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for i, beat in enumerate(beats) if isinstance(beat, Deal)]


def _wrong_face(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The card dealt face up where it goes down, or down where it goes up."""
    deal = beats[site]
    assert isinstance(deal, Deal)
    # Its place among the seat's cards: those dealt to it so far, less any it threw away.
    position = sum(1 for beat in beats[:site] if isinstance(beat, Deal) and beat.seat == deal.seat) - sum(
        len(beat.cards) for beat in beats[:site] if isinstance(beat, Discard) and beat.seat == deal.seat
    )
    reason = explain_step(hand.table, hand.events, site)
    mistake = Mistake(Fault.WRONG_FACE, site, Place(PlaceKind.CARD, deal.seat, position), reason)
    return [Planted(_swap(beats, site, (replace(deal, up=not deal.up),)), mistake)]


def _round_ends(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [
        i
        for i in range(len(beats) - 1)
        if isinstance(beats[i], ActionTaken) and isinstance(beats[i + 1], (Burn, Reshuffle))
    ]


def _street_early(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The next street burned and dealt before the round's last action, which comes after it."""
    last = beats[site]
    assert isinstance(last, ActionTaken)
    street = _street(beats[site + 1])
    end = site + 1
    while (
        end < len(beats)
        and isinstance(beats[end], (Burn, Deal, Common, Reshuffle))
        and _street(beats[end]) == street
    ):
        end += 1
    shown = (*beats[site + 1 : end], last)
    reason = _because(hand, Topic.ROUND_OVER, RoundOpenFacts(last.street, last.seat))
    mistake = Mistake(Fault.STREET_EARLY, site, Place(PlaceKind.SEAT, last.seat), reason)
    return [Planted(_swap(beats, site, shown, span=end - site), mistake)]


# --- the stub -----------------------------------------------------------------------


def _own_card_streets(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    """Burns before sixth or seventh street dealt one each, in a game that can run short."""
    if hand.spec.last_street < 7:
        return []
    return [
        i
        for i in range(len(beats) - 1)
        if isinstance(burn := beats[i], Burn)
        and burn.street >= 6
        and isinstance(burn.reason.facts, BurnFacts)
        and not burn.reason.facts.before_common
        and isinstance(beats[i + 1], Deal)
    ]


def _common_not_needed(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """One common card dealt after the burn where every seat still in had a card of its own."""
    burn, first = beats[site], beats[site + 1]
    assert isinstance(burn, Burn) and isinstance(first, Deal)
    end = site + 1
    while end < len(beats) and isinstance(beats[end], Deal) and _street(beats[end]) == burn.street:
        end += 1
    stub = live_snapshot(hand.table, beats[:site]).stub_count
    facts = CommonCardCount(burn.street, end - site - 1, stub, StreetPlan.EACH)
    reason = _because(hand, Topic.COMMON_CARD, facts)
    common = Common(burn.street, first.card, reason)
    mistake = Mistake(Fault.COMMON_NOT_NEEDED, site + 1, Place(PlaceKind.COMMON), reason)
    return [Planted(_swap(beats, site + 1, (common,), span=end - site - 1), mistake)]


def _commons(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for i, beat in enumerate(beats) if isinstance(beat, Common)]


def _common_missing(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The common card dealt to the first seat still in as its own, as if the stub had enough."""
    common = beats[site]
    assert isinstance(common, Common)
    frame = live_snapshot(hand.table, beats[:site])
    folded = {view.seat for view in frame.seats if view.folded}
    seat = next(seat for seat in hand.order if seat not in folded)
    up = hand.spec.later_streets[common.street - hand.spec.first_street - 1]
    mistake = Mistake(Fault.COMMON_MISSING, site, Place(PlaceKind.SEAT, seat), common.reason)
    return [Planted(_swap(beats, site, (Deal(common.street, seat, common.card, up),)), mistake)]


def _reshuffles(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for i, beat in enumerate(beats) if isinstance(beat, Reshuffle)]


def _burns_not_reshuffled(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The last stub card dealt as the common card, unburned, instead of reshuffling the burns.

    Only where one card was left (with none there is nothing to deal) and no
    street follows (the shown stub would hold none for it).
    """
    reshuffle = beats[site]
    assert isinstance(reshuffle, Reshuffle)
    facts = reshuffle.reason.facts
    if not isinstance(facts, ReshuffleFacts) or facts.stub_left != 1 or facts.with_muck:
        return []
    if site + 2 >= len(beats) or not isinstance(beats[site + 1], Burn):
        return []
    true_common = beats[site + 2]
    if not isinstance(true_common, Common):
        return []
    if any(isinstance(beat, (Deal, Burn, Common, Reshuffle)) for beat in beats[site + 3 :]):
        return []
    burned = set(live_snapshot(hand.table, beats[:site]).burns)
    last = next(card for card in reshuffle.cards if card not in burned)
    common = Common(reshuffle.street, last, true_common.reason)
    mistake = Mistake(Fault.BURNS_NOT_RESHUFFLED, site, Place(PlaceKind.BURN), reshuffle.reason)
    return [Planted(_swap(beats, site, (common,), span=3), mistake)]


def _wrong_pile_reshuffled(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The muck shuffled into the new stub with the burn cards."""
    reshuffle = beats[site]
    assert isinstance(reshuffle, Reshuffle)
    facts = reshuffle.reason.facts
    muck = _mucked(beats[:site])
    if not isinstance(facts, ReshuffleFacts) or facts.with_muck or not muck:
        return []
    shown = replace(reshuffle, cards=reshuffle.cards + tuple(muck))
    mistake = Mistake(Fault.WRONG_PILE_RESHUFFLED, site, Place(PlaceKind.MUCK), reshuffle.reason)
    return [Planted(_swap(beats, site, (shown,)), mistake)]


# --- the pot ---------------------------------------------------------------------------


def _awards(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for i, beat in enumerate(beats) if isinstance(beat, Award)]


def _odd_chip_wrong_seat(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """An odd chip pushed with another seat's share: the seat it should not go to, first."""
    award = beats[site]
    assert isinstance(award, Award) and hand.result is not None
    pot = hand.result.pots[award.pot]
    pushes = {
        beat.seat: index
        for index, beat in enumerate(beats)
        if isinstance(beat, Award) and beat.pot == award.pot
    }
    planted = []
    for chips in pot.odd_chips:
        if chips.rule is OddChipReason.HIGH_HALF:
            rights = [seat for seat in pot.high if seat not in pot.low]
            wrongs = [seat for seat in pot.low if seat not in pot.high]
        else:
            rights = list(chips.order[: chips.extra])
            wrongs = [seat for seat in chips.among if seat not in chips.order[: chips.extra]]
        reason = next((r for r in pot.reasons if r.facts == chips), None)
        for right in rights:
            for wrong in wrongs:
                if right not in pushes or wrong not in pushes or min(pushes[right], pushes[wrong]) != site:
                    continue
                to_right, to_wrong = beats[pushes[right]], beats[pushes[wrong]]
                assert isinstance(to_right, Award) and isinstance(to_wrong, Award)
                if to_right.amount < 2 or reason is None:
                    continue
                first, then = sorted((pushes[right], pushes[wrong]))
                shown = list(beats)
                # The wrong seat's push (with the odd chip) comes first, the shorted seat's after.
                shown[first] = replace(to_wrong, amount=to_wrong.amount + 1)
                shown[then] = replace(to_right, amount=to_right.amount - 1)
                mistake = Mistake(Fault.ODD_CHIP_WRONG_SEAT, site, Place(PlaceKind.SEAT, wrong), reason)
                planted.append(Planted(tuple(shown), mistake))
    return planted


def _rakes(hand: Hand, beats: tuple[Beat, ...]) -> list[int]:
    return [i for i, beat in enumerate(beats) if isinstance(beat, RakeTaken)]


def _wrong_rake(hand: Hand, beats: tuple[Beat, ...], site: int) -> list[Planted]:
    """The rake past its cap (the plain percentage), or a chip more or less than the rule makes it."""
    rake = beats[site]
    assert isinstance(rake, RakeTaken) and hand.result is not None
    reason = hand.result.rake_reason
    if reason is None or not isinstance(reason.facts, RakeFacts):
        return []
    facts = reason.facts
    wrong = [facts.share] if facts.capped else [rake.amount + 1, rake.amount - 1]
    planted = []
    for amount in wrong:
        if amount < 1 or amount == rake.amount:
            continue
        shown = _rebalanced(_swap(beats, site, (RakeTaken(amount),)), rake.amount - amount)
        if shown is not None:
            planted.append(Planted(shown, Mistake(Fault.WRONG_RAKE, site, Place(PlaceKind.POT), reason)))
    return planted


# Missing burn: a later street's burn is left out; it shows when that street's first card is dealt.


def _burn_sites(hand: Hand, beats: tuple[Beat, ...]) -> tuple[int, ...]:
    first = hand.spec.first_street
    return tuple(
        i
        for i, beat in enumerate(beats)
        if isinstance(beat, Burn)
        and beat.street > first
        and i + 1 < len(beats)
        and isinstance(beats[i + 1], (Deal, Common))
    )


def _plant_burn_missed(hand: Hand, beats: tuple[Beat, ...], site: int, rng: random.Random) -> Planted:
    burn = beats[site]
    assert isinstance(burn, Burn)
    shown = beats[:site] + beats[site + 1 :]
    # The street's cards are dealt as they were, straight off the stub: the burn pile stays as it was.
    return Planted(shown, Mistake(Fault.BURN_MISSED, site, Place(PlaceKind.BURN), burn.reason))


# Pot to the wrong seat: one push of a pot goes to a seat that could not win it, or to a loser.


def _pot_sites(hand: Hand, beats: tuple[Beat, ...]) -> tuple[int, ...]:
    seats = [view.seat for view in _seats(hand)]
    return tuple(i for i, beat in enumerate(beats) if isinstance(beat, Award) and len(seats) > 1)


def _plant_pot_wrong_seat(hand: Hand, beats: tuple[Beat, ...], site: int, rng: random.Random) -> Planted:
    award = beats[site]
    assert isinstance(award, Award) and hand.result is not None
    pot = hand.result.pots[award.pot]
    winners = {seat for seat, chips in pot.awards if chips}
    others = sorted(view.seat for view in _seats(hand) if view.seat not in winners)
    if not others:
        others = sorted(view.seat for view in _seats(hand) if view.seat != award.seat)
    wrong = rng.choice(others)
    shown = beats[:site] + (replace(award, seat=wrong),) + beats[site + 1 :]
    # Who wins it, where the pot says (its first reason is who may play for it).
    reason = next((r for r in pot.reasons if isinstance(r.facts, _WINNING)), pot.reasons[0])
    return Planted(shown, Mistake(Fault.POT_WRONG_SEAT, site, Place(PlaceKind.SEAT, wrong), reason))


#: The reasons that say who wins a pot.
_WINNING = (WinFacts, SplitFacts, NoLowFacts, UncontestedFacts)


def _seats(hand: Hand) -> tuple[SeatView, ...]:
    return snapshot_from_events(hand.table, ()).seats


_PLANT: dict[Fault, tuple[Sites, Planter]] = {
    Fault.WRONG_BRING_IN: _by_options(
        _bring_in_candidates, lambda hand, beats, site: _wrong_opener(hand, beats, site, Fault.WRONG_BRING_IN)
    ),
    Fault.WRONG_FIRST_TO_ACT: _by_options(
        _first_to_act_candidates,
        lambda hand, beats, site: _wrong_opener(hand, beats, site, Fault.WRONG_FIRST_TO_ACT),
    ),
    Fault.OUT_OF_TURN: _by_options(_out_of_turn_candidates, _out_of_turn),
    Fault.WRONG_AMOUNT: _by_options(_wager_candidates, _wrong_amount),
    Fault.FOURTH_RAISE: _by_options(_capped_calls, _fourth_raise),
    Fault.BIG_BET_NO_PAIR: _by_options(_no_pair_bets, _big_bet_no_pair),
    Fault.DEAL_WRONG_START: _by_options(_deal_starts, _deal_wrong_start),
    Fault.DEAL_SKIPS_SEAT: _by_options(_deal_middles, _deal_skips_seat),
    Fault.WRONG_FACE: _by_options(_deals, _wrong_face),
    Fault.BURN_MISSED: (_burn_sites, _plant_burn_missed),
    Fault.STREET_EARLY: _by_options(_round_ends, _street_early),
    Fault.COMMON_NOT_NEEDED: _by_options(_own_card_streets, _common_not_needed),
    Fault.COMMON_MISSING: _by_options(_commons, _common_missing),
    Fault.BURNS_NOT_RESHUFFLED: _by_options(_reshuffles, _burns_not_reshuffled),
    Fault.WRONG_PILE_RESHUFFLED: _by_options(_reshuffles, _wrong_pile_reshuffled),
    Fault.POT_WRONG_SEAT: (_pot_sites, _plant_pot_wrong_seat),
    Fault.ODD_CHIP_WRONG_SEAT: _by_options(_awards, _odd_chip_wrong_seat),
    Fault.WRONG_RAKE: _by_options(_rakes, _wrong_rake),
}


# --- in English (the GUI has its own words, translated) -----------------------

#: Each fault in English, for the records, the command line and the pack checks.
FAULT_ENGLISH: dict[Fault, str] = {
    Fault.WRONG_BRING_IN: "the wrong seat brought in",
    Fault.WRONG_FIRST_TO_ACT: "the wrong seat was given the action",
    Fault.OUT_OF_TURN: "a player acted out of turn",
    Fault.WRONG_AMOUNT: "a bet of the wrong amount",
    Fault.FOURTH_RAISE: "a raise in a capped round",
    Fault.BIG_BET_NO_PAIR: "the big bet with no open pair",
    Fault.DEAL_WRONG_START: "the deal started at the wrong seat",
    Fault.DEAL_SKIPS_SEAT: "the deal skipped a seat",
    Fault.WRONG_FACE: "a card dealt face up that should be down, or the reverse",
    Fault.BURN_MISSED: "no card burned before the street",
    Fault.STREET_EARLY: "a street dealt before the betting was complete",
    Fault.COMMON_NOT_NEEDED: "a common card where each player could have had their own",
    Fault.COMMON_MISSING: "no common card when the stub ran short",
    Fault.BURNS_NOT_RESHUFFLED: "the burn cards not reshuffled",
    Fault.WRONG_PILE_RESHUFFLED: "the wrong cards reshuffled",
    Fault.POT_WRONG_SEAT: "the pot pushed to the wrong seat",
    Fault.ODD_CHIP_WRONG_SEAT: "the odd chip to the wrong seat",
    Fault.WRONG_RAKE: "the wrong rake taken",
}


def place_english(place: Place) -> str:
    """A place in English: "seat 4", "the burn pile"."""
    if place.seat is not None:
        return f"seat {place.seat}"
    return {
        PlaceKind.POT: "the pot",
        PlaceKind.BURN: "the burn pile",
        PlaceKind.STUB: "the stub",
        PlaceKind.COMMON: "the common card",
        PlaceKind.MUCK: "the muck",
    }.get(place.kind, place.kind.value)


def spot_english(answer: SpotAnswer, response: SpotResponse | None = None) -> str:
    """The play's mistake in English ("the pot pushed to the wrong seat, at seat 4"), or the response's stop."""
    if response is None:
        mistake = answer.mistake
        if mistake is None:
            return "no mistake: let the hand run"
        return f"{FAULT_ENGLISH[mistake.fault]}, at {place_english(mistake.place)}"
    if response.stopped is None:
        return "let the hand run"
    named = FAULT_ENGLISH[response.fault] if response.fault is not None else "nothing named"
    where = place_english(response.place) if response.place is not None else "no place"
    return f"stopped the hand: {named}, at {where}"
