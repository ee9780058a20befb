"""The drill "Read the showdown": every live hand read as a dealer names it, then who wins.

At the showdown, all cards face up and the pot not yet pushed, a dealer reads
each hand still in — its best high hand ("Kings full of sevens") and, in the
low and hi-lo games, its best low ("8-6 low", "Wheel", "No low") — and then
says who wins each half of each pot. The question asks exactly that, as a
:class:`~.parts.PartsAnswer`:

* per live seat, clockwise from the dealer's left: :attr:`~.parts.Ask.HIGH_HAND`
  where a high hand wins (not in Seven-card Stud Low), and
  :attr:`~.parts.Ask.LOW_HAND` where a low is played. The low's choice holds
  "No low" in the eight-or-better games, so choosing a low *is* saying it
  qualifies: a dealer announces "no low", not "a low that does not qualify";
  there is no separate yes/no. Every low is read to as many cards as it takes
  to tell apart the lows shown (``Part.cards``: "8-6" against "8-6-4");
* per pot that more than one seat can win (a pot only one seat paid into is
  not won at the showdown): :attr:`~.parts.Ask.HIGH_WINNERS` where a high hand
  wins, and :attr:`~.parts.Ask.LOW_WINNERS` where a low does (the whole pot in
  Stud Low). Where no low qualifies the low's winners are nobody: the high
  hand takes the whole pot, which the pot's reason says.

Every hand comes from the engine (:func:`~dealer_trainer.engine.bettingfacts.shown_hands`),
every winner from the settled pots (:class:`~dealer_trainer.engine.pots.PotResult`),
and the options from :mod:`.handoptions`; nothing is compared here.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.bettingfacts import reached_showdown, shown_hands
from ..engine.facts import ShowdownHint
from ..engine.hand import Hand
from ..engine.handclass import LowHand
from ..engine.reasons import Topic, because
from ..engine.variants import LowRule
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError
from .focus import Focus
from .handoptions import high_options, low_options, named_high, named_low, read_depth
from .kinds import Drill
from .parts import Ask, NoLow, Part, PartsAnswer
from .questions import Point, Question, make_question

#: The pot's reasons that say who wins it (not the rake's or the odd chip's).
_WINNING = frozenset({Topic.SIDE_POTS, Topic.HIGH, Topic.LOW, Topic.SPLIT, Topic.NO_LOW})

SENTENCE = "Read the showdown: name each hand still in, then who wins each pot."
SENTENCE_SPLIT = "Read the showdown: name each hand still in, then who wins each half of each pot."
INSTRUCTIONS = "Choose each hand's name from its list, then click the seats that win."
INSTRUCTIONS_EIGHT = (
    "Choose each hand's name from its list, then click the seats that win. Where no low "
    "qualifies, choose “No low” and leave the low half without a winner: the high hand takes "
    "the whole pot."
)


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """The showdown of ``hand`` to read (``rng`` is not needed: nothing in it is chosen at random)."""
    if not reached_showdown(hand):
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "the hand has no showdown: it is not finished, or everyone else folded",
                )
            )
        )
    if point is not None and (point.street, point.step, point.action) != (None, None, None):
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the showdown is read at the end of the hand, not on a street"
                )
            )
        )
    result = hand.result
    assert result is not None
    spec, rules = hand.table.spec, hand.table.rules
    shown = shown_hands(hand)
    # The options are shuffled by the hand itself, not by the caller's rng: the same
    # showdown asked again (a pack's hand reopened, the presenter, the answer key) lists
    # its options in the same order, as the other drills give the same answer again.
    rng = random.Random(" ".join(f"{seat}:{card}" for seat in shown for card, _ in hand.seats[seat].cards))
    lows = [s.low for s in shown.values() if s.low is not None]
    cards = read_depth(lows)
    parts: list[Part] = []
    for seat, hands in shown.items():
        if spec.high:
            assert hands.high is not None
            options = high_options(hands.high, rng)
            parts.append(Part(Ask.HIGH_HAND, named_high(hands.high), seat=seat, options=options))
        if spec.low is not LowRule.NONE:
            right: LowHand | NoLow = NoLow() if hands.low is None else named_low(hands.low, cards)
            low_choices = low_options(hands.low, spec.low, rng, cards=cards)
            parts.append(Part(Ask.LOW_HAND, right, seat=seat, options=low_choices, cards=cards))
    reasons = []
    for index, pot in enumerate(result.pots):
        if len(pot.eligible) < 2:
            continue
        if spec.high:
            parts.append(Part(Ask.HIGH_WINNERS, frozenset(pot.high), pot=index))
        if spec.low is not LowRule.NONE:
            parts.append(Part(Ask.LOW_WINNERS, frozenset(pot.low), pot=index))
        reasons += [r for r in pot.reasons if r.topic in _WINNING]
    topic = Topic.SPLIT if spec.split else (Topic.LOW if not spec.high else Topic.HIGH)
    hint = because(rules, spec, topic, ShowdownHint(spec.high, spec.low))
    instructions = INSTRUCTIONS_EIGHT if spec.low is LowRule.EIGHT_OR_BETTER else INSTRUCTIONS
    return make_question(
        hand,
        data,
        Drill.SHOWDOWN,
        focus,
        len(hand.events),
        hand.street,
        (SENTENCE_SPLIT if spec.split else SENTENCE, instructions),
        PartsAnswer(tuple(parts)),
        reasons,
        hint,
    )
