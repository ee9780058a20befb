"""The drill *What's the bet?*: the amounts and the calls of a betting decision.

Asked at one moment of a hand, for the seat to act: the table as it stands
just before one of the hand's actions (or at its end, for an uncalled bet).
Every number comes from the engine's facts at that moment
(:func:`~dealer_trainer.engine.bettingfacts.next_facts`,
:func:`~dealer_trainer.engine.bettingfacts.uncalled_return`, the offers of
:mod:`~dealer_trainer.engine.offers`), read on a hand replayed up to that
action with :func:`~dealer_trainer.engine.reporting.play`, the same replay the
report's decision facts come from. Nothing is worked out here: the drill only
chooses what to ask and picks a wrong amount or two for the announcements.

The question comes in one of a few forms (:class:`BetForm`), chosen by the
moment, the hard case asked for and chance; each is a short
:class:`~.parts.PartsAnswer`. The GUI words the question from the form, the
seat and the street (:func:`bet_form`), never from the English sentence.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from ..engine.actions import ActionKind
from ..engine.bettingfacts import BettingFacts, NextFacts, next_facts, uncalled_return
from ..engine.events import ActionTaken, Discard
from ..engine.facts import (
    BetHint,
    BetSizeFacts,
    BringInBet,
    CapFacts,
    OpenPairFacts,
    ShortAllInFacts,
    UncalledFacts,
    WagerKind,
)
from ..engine.hand import Hand
from ..engine.offers import Offer, offers
from ..engine.openers import STREET_NAMES
from ..engine.reasons import Reading, Reason, Topic, because
from ..engine.reporting import play
from ..engine.rules import OPEN_PAIR_STREET, open_pair_option
from ..engine.scenario import Scenario, load_scenario
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError, game_words
from .focus import Focus
from .kinds import Drill
from .parts import Announce, Announcement, Ask, Option, Part, PartsAnswer
from .questions import ChipPile, Point, Question, make_question


class BetForm(StrEnum):
    """The forms the question takes, each a few parts."""

    BRING_IN = "bring-in"  # the bring-in and what a completion makes it
    AMOUNTS = "amounts"  # to call, and the complete-to or raise-to (or that it is capped)
    ANNOUNCE = "announce"  # the chips going in: the dealer's announcement
    OPEN_PAIR = "open-pair"  # fourth street with an open pair: the big bet on offer?
    SHORT_ALL_IN = "short-all-in"  # after a short all-in: is the betting reopened?
    UNCALLED = "uncalled"  # the hand's end: the uncalled chips and to whom


@dataclass(frozen=True)
class Asked:
    """What the GUI needs to word a question of this drill: its form, the seat, the street,
    and the second amount asked in the amounts form (complete-to, raise-to, capped or none)."""

    form: BetForm
    seat: int | None
    street: int
    then: Ask | None = None
    #: The chips going in, for the announcement (also drawn as a pile at the seat).
    chips: int = 0


def bet_form(question: Question) -> Asked:
    """The form of a *What's the bet?* question, read from its answer's parts."""
    answer = question.answer
    assert isinstance(answer, PartsAnswer)
    asks = [part.ask for part in answer.parts]
    seat = answer.parts[0].seat
    if Ask.UNCALLED in asks:
        return Asked(BetForm.UNCALLED, None, question.street)
    if Ask.ANNOUNCE in asks:
        chips = sum(pile.total for pile in question.piles)
        return Asked(BetForm.ANNOUNCE, seat, question.street, chips=chips)
    if Ask.BIG_BET in asks:
        return Asked(BetForm.OPEN_PAIR, seat, question.street)
    if Ask.REOPENED in asks:
        return Asked(BetForm.SHORT_ALL_IN, seat, question.street)
    if Ask.BRING_IN in asks:
        then = Ask.COMPLETE_TO if Ask.COMPLETE_TO in asks else None
        return Asked(BetForm.BRING_IN, seat, question.street, then)
    then = next((a for a in asks if a in (Ask.COMPLETE_TO, Ask.RAISE_TO, Ask.CAPPED)), None)
    return Asked(BetForm.AMOUNTS, seat, question.street, then)


def sentence_english(asked: Asked) -> str:
    """The question in English, as the records and the answer key keep it."""
    street = STREET_NAMES[asked.street]
    seat = asked.seat
    match asked.form:
        case BetForm.BRING_IN:
            if asked.then is Ask.COMPLETE_TO:
                return (
                    f"Seat {seat} brings in on {street}: what is the bring-in, and what does a "
                    "completion make it?"
                )
            return f"Seat {seat} brings in on {street}: what is the bring-in?"
        case BetForm.AMOUNTS:
            if asked.then is Ask.COMPLETE_TO:
                return (
                    f"Seat {seat} to act on {street}: what does it cost to call, and what can it complete to?"
                )
            if asked.then is Ask.RAISE_TO:
                return (
                    f"Seat {seat} to act on {street}: what does it cost to call, and what can it "
                    "bet or raise to?"
                )
            if asked.then is Ask.CAPPED:
                return (
                    f"Seat {seat} to act on {street}: what does it cost to call, and is the betting capped?"
                )
            return f"Seat {seat} to act on {street}: what does it cost to call?"
        case BetForm.ANNOUNCE:
            return f"Seat {seat} puts {asked.chips} in on {street}: what does the dealer announce?"
        case BetForm.OPEN_PAIR:
            return (
                f"An open pair shows on {street}: may seat {seat} bet the big bet, what does it "
                "cost to call, and what can it bet or raise to?"
            )
        case BetForm.SHORT_ALL_IN:
            return (
                f"After a short all-in, seat {seat} is to act on {street}: is the betting "
                "reopened for it, and what does it cost to call?"
            )
        case BetForm.UNCALLED:
            return "The hand is over with chips nobody matched: how many go back, and to which seat?"


# --- the moments -------------------------------------------------------------------


@dataclass(frozen=True)
class _Moment:
    """One betting decision of the hand: before its ``taken``-th action (or the end).

    ``shown`` is the index of that action's event (the events on the table
    when asked), ``number`` its place among its street's actions.
    """

    shown: int
    taken: int
    street: int
    number: int
    facts: NextFacts | None  # None: the hand's end
    open_pair: bool  # the round's open-pair big bet is possible (the engine's limits)
    pairs: tuple[int, ...]  # seats showing an open pair on this street


def _moments(hand: Hand, scenario: Scenario) -> list[_Moment]:
    """Every betting decision of ``hand`` in order, and its end if chips went back uncalled.

    The hand is replayed once from ``scenario`` (the one it was played from),
    reading the engine's facts at each decision: a light read, no copy of the
    hand is made here.
    """
    events = hand.events
    actions = [i for i, e in enumerate(events) if isinstance(e, (ActionTaken, Discard))]
    replayed = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    found: list[_Moment] = []
    counts: dict[int, int] = {}
    for taken, index in enumerate(actions):
        event = events[index]
        if isinstance(event, ActionTaken):
            facts = next_facts(replayed)
            betting = replayed.betting
            assert facts is not None and betting is not None
            number = counts.get(event.street, 0)
            counts[event.street] = number + 1
            found.append(
                _Moment(
                    index,
                    taken,
                    event.street,
                    number,
                    facts,
                    betting.limits.open_pair_option,
                    tuple(replayed.open_pairs()),
                )
            )
        replayed.apply(scenario.actions[taken])
    if uncalled_return(hand) is not None:
        street = hand.street
        found.append(_Moment(len(events), len(actions), street, counts.get(street, 0), None, False, ()))
    return found


def at_moment(scenario: Scenario, taken: int) -> Hand:
    """The hand as it stands before its ``taken``-th action: the scenario replayed that far,
    as :func:`~dealer_trainer.engine.reporting.play` replays it for the report."""
    return play(replace(scenario, actions=scenario.actions[:taken]))


def _pair_street(hand: Hand) -> int:
    """The street on which the first two up cards show: where an open pair first shows
    (fourth street in the seven-card games, third in Five-card Stud)."""
    return hand.spec.first_street + 1


def _chips_in(hand: Hand, moment: _Moment) -> int:
    """The chips the moment's action put in (0 for a check or a fold; none at the end)."""
    if moment.facts is None:
        return 0
    event = hand.events[moment.shown]
    assert isinstance(event, ActionTaken)
    return event.amount


def _short_bring_in(hand: Hand, moment: _Moment) -> bool:
    """The bring-in of the moment's street went in all-in, short (recorded as it happened)."""
    return any(
        isinstance(e, ActionTaken)
        and e.street == moment.street
        and e.kind is ActionKind.BRING_IN
        and e.all_in
        for e in hand.events[: moment.shown]
    )


def _form(hand: Hand, moment: _Moment) -> BetForm:
    """The form of the question at ``moment``: fixed by the moment alone.

    A pack or a record asks a question again from its hand and its point
    (street, action) only, so the same moment must always ask the same: the
    bring-in at the bring-in, the reopening after a short all-in, the big bet
    where the open-pair option applies, the uncalled chips at the end; and the
    dealer's announcement where it says most (a completion, a raise, an
    all-in, a call into a capped or closed round) and at every third other
    action that puts chips in, the amounts elsewhere.
    """
    facts = moment.facts
    if facts is None:
        return BetForm.UNCALLED
    betting = facts.betting
    assert betting is not None
    event = hand.events[moment.shown]
    assert isinstance(event, ActionTaken)
    chips_in = event.amount > 0
    telling = chips_in and (event.all_in or event.kind in (ActionKind.COMPLETE, ActionKind.RAISE))
    closed = chips_in and event.kind is ActionKind.CALL and (betting.capped or not betting.reopened)
    if ActionKind.BRING_IN in facts.legal:
        return BetForm.ANNOUNCE if telling else BetForm.BRING_IN
    if moment.open_pair:
        return BetForm.OPEN_PAIR
    if telling or (closed and moment.shown % 2 == 1):
        return BetForm.ANNOUNCE
    if not betting.reopened:
        return BetForm.SHORT_ALL_IN
    if chips_in and not closed and moment.shown % 3 == 0:
        return BetForm.ANNOUNCE
    return BetForm.AMOUNTS


def _fits(focus: Focus, hand: Hand, moment: _Moment) -> bool:
    """Whether ``moment`` shows the hard case ``focus`` (asked of the engine's facts)."""
    facts = moment.facts
    betting = facts.betting if facts is not None else None
    if focus is Focus.UNCALLED:
        return facts is None
    if betting is None or facts is None:
        return False
    if focus is Focus.ALL_IN_BRING_IN:
        return (
            moment.street == hand.spec.first_street
            and ActionKind.BRING_IN not in facts.legal
            and _short_bring_in(hand, moment)
            and ActionKind.COMPLETE in facts.legal
        )
    if focus is Focus.SHORT_ALL_IN:
        return not betting.reopened
    if focus is Focus.CAPPED:
        return betting.capped or (betting.wagers_left == 1 and betting.may_raise)
    if focus is Focus.OPEN_PAIR:
        return moment.street == _pair_street(hand) and bool(moment.pairs)
    return True


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """A *What's the bet?* question on ``hand`` (played from ``data``), at ``point`` if given."""
    scenario = load_scenario(data)
    spec = hand.spec
    if focus is Focus.OPEN_PAIR and spec.low_showing:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "an open pair gives no big-bet option in {game}, so that question is not asked there",
                ),
                (("game", game_words(spec.variant)),),
            )
        )
    moments = _moments(hand, scenario)
    first = spec.first_street
    if not moments:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand has no betting decision to ask about"))
        )
    if point is not None and point.street is not None:
        moment = _pinned(moments, point)
        choices = [moment]
    else:
        choices = [m for m in moments if _fits(focus, hand, m)] if focus is not Focus.ANY else []
        if not choices:
            ends = [m for m in moments if m.facts is None]
            roll = rng.random()
            if ends and roll < 0.15:
                choices = ends
            elif roll < 0.3:
                choices = [m for m in moments if m.taken == 0 or (m.street == first and m.number == 0)]
            choices = choices or [m for m in moments if m.facts is not None] or moments
    moment = rng.choice(choices)
    return _question(hand, data, scenario, focus, moment, _form(hand, moment))


def _pinned(moments: Sequence[_Moment], point: Point) -> _Moment:
    """The moment a pack pins (street, action), or a :class:`DrillError` saying why it does not fit."""
    street = point.street
    assert street is not None
    streets = sorted({m.street for m in moments if m.facts is not None})
    on_street = [m for m in moments if m.street == street]
    if not on_street:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "street {street} has no betting in this hand; it has betting on street {streets}",
                ),
                (("street", street), ("streets", ", ".join(str(s) for s in streets))),
            )
        )
    number = point.action or 0
    found = next((m for m in on_street if m.number == number), None)
    if found is None:
        count = sum(1 for m in on_street if m.facts is not None)
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "street {street} has {count} betting actions in this hand; action {action} is not one of them",
                ),
                (("street", street), ("count", count), ("action", number)),
            )
        )
    return found


def _wager(facts: NextFacts) -> WagerKind | None:
    legal = facts.legal
    if ActionKind.COMPLETE in legal:
        return WagerKind.COMPLETE
    if ActionKind.BET in legal:
        return WagerKind.BET
    if ActionKind.RAISE in legal:
        return WagerKind.RAISE
    return None


def _question(
    hand: Hand,
    data: dict[str, Any],
    scenario: Scenario,
    focus: Focus,
    moment: _Moment,
    form: BetForm,
) -> Question:
    table = hand.table
    rules, spec, stakes = table.rules, table.spec, table.stakes
    big_from = min(
        s for s in range(spec.first_street, spec.last_street + 1) if s not in spec.small_bet_streets
    )
    hint = because(
        rules,
        spec,
        Topic.BET_SIZE,
        BetHint(stakes.bring_in, stakes.small_bet, stakes.big_bet, big_from, rules.max_raises),
    )
    point = Point(moment.street, action=moment.number)
    facts = moment.facts
    parts: tuple[Part, ...]
    if facts is None:
        returned = uncalled_return(hand)
        assert returned is not None
        parts = (
            Part(Ask.UNCALLED, returned.amount),
            Part(Ask.UNCALLED_SEAT, frozenset({returned.seat})),
        )
        why = [because(rules, spec, Topic.UNCALLED, UncalledFacts(returned.seat, returned.amount))]
        asked = Asked(BetForm.UNCALLED, None, moment.street)
        return make_question(
            hand,
            data,
            Drill.BET,
            focus,
            moment.shown,
            moment.street,
            (sentence_english(asked), ""),
            PartsAnswer(parts),
            why,
            hint,
            point,
        )
    before = at_moment(scenario, moment.taken)
    betting = facts.betting
    assert betting is not None and before.betting is not None
    seat = facts.seat
    wager = _wager(facts)
    unit = before.betting.unit
    size = BetSizeFacts(
        seat,
        moment.street,
        betting.to_call,
        unit,
        unit == stakes.big_bet and stakes.big_bet != stakes.small_bet,
        wager,
        betting.raise_to,
    )
    on_offer = offers(before)
    reasons: list[Reason] = []
    piles: tuple[ChipPile, ...] = ()
    if form is BetForm.BRING_IN:
        posted = next(o for o in on_offer if o.kind is ActionKind.BRING_IN)
        complete_to = betting.raise_to if wager is WagerKind.COMPLETE else None
        parts = (Part(Ask.BRING_IN, posted.amount, seat=seat),)
        if complete_to is not None:
            parts += (Part(Ask.COMPLETE_TO, complete_to, seat=seat),)
        reasons.append(
            because(
                rules, spec, Topic.COMPLETION, BringInBet(seat, posted.amount, complete_to, posted.all_in)
            )
        )
    else:
        reasons.extend(_amount_reasons(hand, moment, size, betting))
        if form is BetForm.ANNOUNCE:
            part, piles = _announce(hand, moment, betting, on_offer)
            parts = (part,)
        elif form is BetForm.OPEN_PAIR:
            parts = (
                Part(Ask.BIG_BET, betting.bet_big is not None, seat=seat),
                Part(Ask.TO_CALL, betting.to_call, seat=seat),
            )
            if betting.raise_to is not None:
                parts += (Part(Ask.RAISE_TO, betting.raise_to, seat=seat),)
            elif betting.capped:
                parts += (Part(Ask.CAPPED, True, seat=seat),)
        elif form is BetForm.SHORT_ALL_IN:
            parts = (
                Part(Ask.REOPENED, betting.reopened, seat=seat),
                Part(Ask.TO_CALL, betting.to_call, seat=seat),
            )
        else:
            parts = (Part(Ask.TO_CALL, betting.to_call, seat=seat),)
            if wager is WagerKind.COMPLETE and betting.raise_to is not None:
                parts += (Part(Ask.COMPLETE_TO, betting.raise_to, seat=seat),)
            elif wager is not None and betting.raise_to is not None:
                parts += (Part(Ask.RAISE_TO, betting.raise_to, seat=seat),)
            elif betting.capped:
                parts += (Part(Ask.CAPPED, True, seat=seat),)
    answer = PartsAnswer(parts)
    draft = make_question(
        hand,
        data,
        Drill.BET,
        focus,
        moment.shown,
        moment.street,
        ("", ""),
        answer,
        reasons,
        hint,
        point,
        piles,
    )
    return replace(draft, sentence=sentence_english(bet_form(draft)))


def _amount_reasons(hand: Hand, moment: _Moment, size: BetSizeFacts, betting: BettingFacts) -> list[Reason]:
    """Why the amounts are what they are at ``moment``: the bet size, and where they apply
    the completion after a short bring-in, the cap, the open pair and a short all-in."""
    table = hand.table
    rules, spec, stakes = table.rules, table.spec, table.stakes
    reasons: list[Reason] = []
    if size.wager is WagerKind.COMPLETE:
        reading = Reading.SHORT_BRING_IN if _short_bring_in(hand, moment) else None
        reasons.append(because(rules, spec, Topic.COMPLETION, size, reading=reading))
    else:
        reasons.append(because(rules, spec, Topic.BET_SIZE, size))
    if moment.street == _pair_street(hand) and moment.pairs:
        option = open_pair_option(rules, spec.variant) and moment.street == OPEN_PAIR_STREET
        pairs = OpenPairFacts(
            size.seat,
            moment.street,
            moment.pairs,
            option,
            betting.bet_big is not None,
            spec.variant,
            stakes.small_bet,
            stakes.big_bet,
        )
        reasons.append(because(rules, spec, Topic.OPEN_PAIR, pairs))
    if betting.capped or (betting.wagers_left == 1 and betting.may_raise):
        cap = CapFacts(size.seat, rules.max_raises, betting.to_call, betting.capped, betting.wagers_left)
        reasons.append(because(rules, spec, Topic.CAP, cap))
    if not betting.reopened:
        short = next(
            e
            for e in reversed(hand.events[: moment.shown])
            if isinstance(e, ActionTaken) and e.street == moment.street and e.all_in and e.kind in _WAGERS
        )
        facts = ShortAllInFacts(size.seat, short.seat, short.round_total, betting.reopened, betting.to_call)
        reasons.append(because(rules, spec, Topic.SHORT_ALL_IN, facts, reading=Reading.SHORT_ALL_IN))
    return reasons


#: The actions that make a wager: a short one of these is what closes the raising.
_WAGERS = (ActionKind.BET, ActionKind.COMPLETE, ActionKind.RAISE)


def _announcement(offer: Offer, betting: BettingFacts) -> Announcement | None:
    """What the dealer announces for ``offer`` (None for a fold: nothing to announce)."""
    kind = offer.kind
    if kind is ActionKind.FOLD:
        return None
    if kind is ActionKind.CHECK:
        return Announcement(Announce.CHECK)
    if offer.all_in:
        return Announcement(Announce.ALL_IN, offer.round_total)
    if kind is ActionKind.BRING_IN:
        return Announcement(Announce.BRING_IN, offer.amount)
    if kind is ActionKind.COMPLETE:
        return Announcement(Announce.COMPLETE, offer.round_total)
    if kind is ActionKind.BET:
        return Announcement(Announce.BIG_BET if offer.open_pair else Announce.BET, offer.amount)
    if kind is ActionKind.RAISE:
        return Announcement(Announce.RAISE, offer.round_total)
    if betting.capped:
        return Announcement(Announce.CAPPED, offer.amount)
    if not betting.reopened:
        return Announcement(Announce.NOT_REOPENED, offer.amount)
    return Announcement(Announce.CALL, offer.amount)


def _announce(
    hand: Hand, moment: _Moment, betting: BettingFacts, on_offer: Sequence[Offer]
) -> tuple[Part, tuple[ChipPile, ...]]:
    """The announcement part: one option per legal action, a plausible wrong amount or two,
    the action actually taken as the right one; and its chips, drawn going in.

    The wrong amounts and the order are drawn by a generator seeded from the
    moment, so the same moment always offers the same (a pack asks it again).
    """
    rng = random.Random(moment.shown * 1009 + moment.taken)
    event = hand.events[moment.shown]
    assert isinstance(event, ActionTaken)
    taken = next(o for o in on_offer if o.kind is event.kind and o.amount == event.amount)
    right = _announcement(taken, betting)
    assert right is not None
    legal = [a for a in (_announcement(o, betting) for o in on_offer) if a is not None]
    stakes = hand.stakes
    amounts = (
        {o.amount for o in on_offer} | {o.round_total for o in on_offer} | {stakes.small_bet, stakes.big_bet}
    )
    wrong = sorted(
        {Announcement(right.kind, n) for n in amounts if n > 0 and n != right.amount} - set(legal),
        key=lambda a: a.amount or 0,
    )
    options: list[Option] = list(dict.fromkeys(legal))
    options += rng.sample(wrong, min(len(wrong), rng.choice((1, 2))))
    rng.shuffle(options)
    part = Part(Ask.ANNOUNCE, right, seat=event.seat, options=tuple(options))
    return part, (ChipPile(_chips(event.amount), seat=event.seat),)


#: The chip denominations a pile of chips going in is drawn with, biggest first.
_DENOMINATIONS = (500, 100, 25, 5, 1)


def _chips(amount: int) -> tuple[tuple[int, int], ...]:
    """``amount`` as a dealer stacks it: the fewest chips, biggest first (drawing only)."""
    chips = []
    left = amount
    for denomination in _DENOMINATIONS:
        count, left = divmod(left, denomination)
        if count:
            chips.append((denomination, count))
    return tuple(chips)


__all__ = ["Asked", "BetForm", "at_moment", "bet_form", "build", "sentence_english"]
