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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..engine.events import Burn, Common, Deal, Event
from ..engine.hand import Hand
from ..engine.reasons import Reason
from ..engine.table import Table
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError
from .snapshot import SeatView, TableSnapshot, snapshot_from_events


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
    return tuple(fault for fault in Fault if fault in _PLANT and _PLANT[fault][0](hand, beats))


def plantable() -> tuple[Fault, ...]:
    """The faults that can be planted in some hand (in :class:`Fault` order): those with a planter."""
    return tuple(fault for fault in Fault if fault in _PLANT)


def plant(hand: Hand, fault: Fault, rng: random.Random, site: int | None = None) -> LivePlay:
    """``hand`` played with ``fault`` shown at ``site`` (a true beat's index), or at a site ``rng`` picks.

    Raises :class:`DrillError` where the hand cannot have the fault, or
    ``site`` is not one of its sites.
    """
    if fault not in _PLANT:
        raise DrillError(Worded(QT_TRANSLATE_NOOP("TrainingErrors", "this mistake cannot be shown yet")))
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
    reason = pot.reasons[0]
    return Planted(shown, Mistake(Fault.POT_WRONG_SEAT, site, Place(PlaceKind.SEAT, wrong), reason))


def _seats(hand: Hand) -> tuple[SeatView, ...]:
    return snapshot_from_events(hand.table, ()).seats


_PLANT: dict[Fault, tuple[Sites, Planter]] = {
    Fault.BURN_MISSED: (_burn_sites, _plant_burn_missed),
    Fault.POT_WRONG_SEAT: (_pot_sites, _plant_pot_wrong_seat),
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
