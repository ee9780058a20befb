"""Count the pot: the chips of a hand drawn as stacks, counted as a dealer counts them.

Issue 13, item 2. At a moment of the hand — a betting round over and its bets
gathered, bets still in front of the seats in the middle of a round, or the end
of the hand — the pot is drawn as chip stacks (one :class:`ChipPile` per pot,
one per seat's bet) and the trainee says how much is in it; with all-ins, how
much is in each pot and who can win it (folded chips stay in, folded seats win
nothing); at the end, where the house rakes, the rake. Every number is the
engine's (:func:`~dealer_trainer.engine.bettingfacts.pot_count`, the hand's
:class:`~dealer_trainer.engine.pots.Result`): this module only chooses the
moment, draws the chips and words the question.

A :class:`Point` pins the moment: ``Point(street, action=n)`` is before the
street's ``n``-th action (0: its first, when the last round's bets have just
been gathered), ``Point(street)`` with no action the end of a hand that ends on
that street.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.bettingfacts import PotCount, pot_count, uncalled_return
from ..engine.events import ActionTaken
from ..engine.facts import PotCountFacts, PotCountHint, RakeFacts, SidePotFacts
from ..engine.hand import Hand, Phase
from ..engine.pots import Pot
from ..engine.reasons import Reason, Topic, because
from ..engine.scenario import load_scenario
from ..wording import QT_TRANSLATE_NOOP, Worded
from .chips import pile_of, stacking, table_denominations
from .errors import DrillError
from .focus import Focus
from .kinds import Drill
from .parts import Ask, Part, PartsAnswer
from .questions import Point, Question, make_question


@dataclass(frozen=True)
class Moment:
    """A moment of a hand and its chips: before ``action`` of ``street``, or the end (``action`` None)."""

    street: int
    action: int | None
    #: How many of the hand's events had happened then (what the table shows).
    shown: int
    count: PotCount

    @property
    def at_end(self) -> bool:
        return self.action is None

    @property
    def point(self) -> Point:
        return Point(self.street, action=self.action)


def moments(data: dict[str, Any]) -> Iterator[Moment]:
    """Every moment of the hand ``data`` a pot can be counted at, in order, ending with its end.

    The hand is replayed once, one action at a time; each moment's
    :class:`PotCount` is read as the walk passes it.
    """
    scenario = load_scenario(data)
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    taken: dict[int, int] = {}
    for action in scenario.actions:
        if hand.phase is Phase.BETTING:
            yield Moment(hand.street, taken.get(hand.street, 0), len(hand.events), pot_count(hand))
        before = len(hand.events)
        hand.apply(action)
        for event in hand.events[before:]:
            if isinstance(event, ActionTaken):
                taken[event.street] = taken.get(event.street, 0) + 1
    if hand.result is not None:
        yield Moment(hand.street, None, len(hand.events), pot_count(hand))
    elif hand.phase is Phase.BETTING:  # a hand that stops here, waiting for the next action
        yield Moment(hand.street, taken.get(hand.street, 0), len(hand.events), pot_count(hand))


def _contested(pots: tuple[Pot, ...]) -> list[Pot]:
    return [pot for pot in pots if len(pot.eligible) > 1]


def shows(focus: Focus, moment: Moment, hand: Hand) -> bool:
    """Whether counting the pot at ``moment`` shows the hard case ``focus`` (asked of the engine's pots)."""
    pots = moment.count.gathered
    if moment.count.bets:
        return focus is Focus.ANY  # in the middle of a round only the total is asked
    if focus in (Focus.SIDE_POTS, Focus.FOLDED_SIDE_POTS):
        contested = _contested(pots)
        folded = any(pot.folded for pot in contested[1:])
        return len(contested) >= 2 and (focus is Focus.SIDE_POTS or folded)
    if focus is Focus.THREE_POTS:
        return len(_contested(pots)) >= 3
    if focus is Focus.CAPPED_RAKE:
        result = hand.result
        why = result.rake_reason if result is not None and moment.at_end else None
        return why is not None and isinstance(why.facts, RakeFacts) and why.facts.capped
    return True


def pinned(data: dict[str, Any], hand: Hand, point: Point) -> Moment:
    """The moment ``point`` names, or a :class:`DrillError` saying why the hand has none."""
    street, action = point.street, point.action
    if action is None:
        if hand.result is None:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors", "the hand is not finished, so its pot cannot be counted at the end"
                    )
                )
            )
        if street is not None and street != hand.street:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "the hand ends on street {end}, not street {street}: give an action to count "
                        "the pot during street {street}",
                    ),
                    (("end", hand.street), ("street", street)),
                )
            )
        street = hand.street
    found = [m for m in moments(data) if m.street == street and m.action == action]
    if action is not None and not found:
        actions: dict[int, int] = {}
        for event in hand.events:
            if isinstance(event, ActionTaken):
                actions[event.street] = actions.get(event.street, 0) + 1
        if street is None or street not in actions:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} has no betting in this hand; it has betting on street {streets}",
                    ),
                    (("street", street or 0), ("streets", ", ".join(str(s) for s in sorted(actions)))),
                )
            )
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "street {street} has {count} actions in this hand; action {action} is not one of them",
                ),
                (("street", street), ("count", actions[street]), ("action", action)),
            )
        )
    moment = found[0]
    if not moment.count.total:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "nothing is in the pot yet at that point of the hand"))
        )
    return moment


def _chosen(data: dict[str, Any], hand: Hand, rng: random.Random, focus: Focus) -> Moment:
    """A moment to count the pot at: a hard case's where ``focus`` asks for one, else by chance."""
    first = hand.spec.first_street
    everything = [m for m in moments(data) if m.count.total and not (m.street == first and m.action == 0)]
    if not everything:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand has no pot to count after the antes"))
        )
    if focus is not Focus.ANY:
        fitting = [m for m in everything if not m.count.bets and shows(focus, m, hand)]
        if fitting:
            ends = [m for m in fitting if m.at_end]
            return rng.choice(ends if ends and rng.random() < 0.6 else fitting)
    ends = [m for m in everything if m.at_end]
    gathered = [m for m in everything if not m.at_end and not m.count.bets]
    middle = [m for m in everything if m.count.bets]
    roll = rng.random()
    for group, upto in ((ends, 0.35), (gathered, 0.75), (middle, 1.0)):
        if group and roll < upto:
            return rng.choice(group)
    return rng.choice(everything)


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """A Count the pot question on ``hand`` (played from ``data``), at ``point`` or a moment chosen."""
    if point is not None and (point.street is not None or point.action is not None):
        moment = pinned(data, hand, point)
    else:
        moment = _chosen(data, hand, rng, focus)
    count = moment.count
    table = hand.table
    rules, spec = table.rules, table.spec
    pots = count.gathered
    several = len(pots) > 1 and not count.bets
    rake = moment.at_end and rules.rake_percent > 0 and hand.result is not None
    parts: list[Part] = []
    reasons: list[Reason] = [
        because(rules, spec, Topic.POT_COUNT, PotCountFacts(count.total, count.in_middle, count.bets))
    ]
    if several:
        returned = uncalled_return(hand) if moment.at_end else None
        for index, pot in enumerate(pots):
            parts.append(Part(Ask.POT_AMOUNT, pot.amount, pot=index))
            parts.append(Part(Ask.POT_ELIGIBLE, frozenset(pot.eligible), pot=index))
            back = returned.amount if returned is not None and index == len(pots) - 1 else 0
            facts = SidePotFacts(index == 0, pot.amount, pot.eligible, back, pot.folded)
            reasons.append(because(rules, spec, Topic.SIDE_POTS, facts))
    else:
        parts.append(Part(Ask.POT_TOTAL, count.total))
    if rake:
        assert hand.result is not None
        parts.append(Part(Ask.RAKE, hand.result.rake))
        if hand.result.rake_reason is not None:
            reasons.append(hand.result.rake_reason)
    hint = because(rules, spec, Topic.POT_COUNT, PotCountHint(several, rake))
    amounts = [pot.amount for pot in pots] + [chips for _, chips in count.bets]
    colours = table_denominations(table.stakes, amounts)
    stacks = stacking(data, moment.point)
    piles = tuple(pile_of(pot.amount, colours, stacks, pot=index) for index, pot in enumerate(pots)) + tuple(
        pile_of(chips, colours, stacks, seat=seat) for seat, chips in count.bets
    )
    return make_question(
        hand,
        data,
        Drill.COUNT_POT,
        focus,
        moment.shown,
        moment.street,
        asked(bool(count.bets), several, rake),
        PartsAnswer(tuple(parts)),
        reasons,
        hint,
        moment.point,
        piles,
    )


def asked(bets: bool, several: bool, rake: bool) -> tuple[str, str]:
    """The question's sentence and how to answer it (the GUI words the same from the parts)."""
    if bets:
        return ("How much is in the pot, with the bets in front of the seats?", "Type the amount.")
    if several:
        sentence = (
            "How much is in each pot, who can win it, and what is the rake?"
            if rake
            else "How much is in each pot, and who can win it?"
        )
        return (sentence, "Type the amounts and click the seats that can win each pot.")
    if rake:
        return ("How much is in the pot, and what is the rake?", "Type the amounts.")
    return ("How much is in the pot?", "Type the amount.")


__all__ = ["Moment", "asked", "build", "moments", "pinned", "shows"]
