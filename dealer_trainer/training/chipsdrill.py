"""Chips: counting a mixed stack at a glance, and cutting a pot in two with the odd chip.

Issue 13, item 4: what dealer schools drill against the clock. Two kinds of
question on a hand:

* **a stack to count** — one of the hand's own amounts (a pot as it stood when
  a round's bets were gathered, or a pot at the end) set out in the middle as a
  mixed stack of the table's chips (:mod:`.chips`): how much is it?
* **a pot to cut** — a pot the engine divided in two at the end (a hi-lo pot
  halved between high and low, or a pot two tied hands share): how much is
  each half, how many chips are left over, and who gets the odd chip. The
  halves and the odd chip are the engine's
  (:class:`~dealer_trainer.engine.facts.PotHalves` on each
  :class:`~dealer_trainer.engine.pots.PotResult`), never worked out here.

The drill is timed by the practice schedule's pace for it (a few seconds).
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.facts import ChipCountFacts, ChipsHint, PotHalves
from ..engine.hand import Hand
from ..engine.reasons import Reason, Topic, because
from ..wording import QT_TRANSLATE_NOOP, Worded
from .chips import pile_of, stacking, table_denominations
from .errors import DrillError
from .focus import Focus
from .kinds import Drill
from .parts import Ask, Part, PartsAnswer
from .potdrill import Moment, moments, pinned
from .questions import Point, Question, make_question


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """A Chips question on ``hand`` (played from ``data``): a stack to count or a pot to cut.

    The moment is ``point``'s if it names one (as Count the pot reads it), else
    one chosen: the end of the hand, or a pot gathered before a later street's
    betting. At the end a pot the engine cut in two is cut (the first that left
    an odd chip, else the first); otherwise the pot of the moment is a stack to
    count. So a point alone says which question is asked, and a pack asks it
    again the same. A hard case (:attr:`Focus.ODD_CUT`) is asked at the end.
    """
    if point is not None and (point.street is not None or point.action is not None):
        return _at(hand, data, focus, pinned(data, hand, point))
    first = hand.spec.first_street
    found = list(moments(data))
    end = found[-1] if found and found[-1].at_end else None
    gathered = [m for m in found if m.action == 0 and m.street > first and m.count.total]
    if end is not None and (focus is Focus.ODD_CUT or not gathered or rng.random() < 0.5):
        return _at(hand, data, focus, end)
    if not gathered:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand has no pot to count after the antes"))
        )
    return _at(hand, data, focus, rng.choice(gathered))


def _at(hand: Hand, data: dict[str, Any], focus: Focus, moment: Moment) -> Question:
    """The question at ``moment``: the cut of a pot at the end where the engine cut one, else the stack."""
    result = hand.result
    if moment.at_end and result is not None:
        cuts = [(i, p.halves) for i, p in enumerate(result.pots) if p.halves is not None]
        odd = [(i, halves) for i, halves in cuts if halves.odd]
        if cuts:
            return _cut(hand, data, focus, *(odd or cuts)[0])
    return _stack(hand, data, focus, moment)


def _stack(hand: Hand, data: dict[str, Any], focus: Focus, moment: Moment) -> Question:
    """The chips of the pot at ``moment`` (every chip put in by then), set out as a stack to count."""
    amount = moment.count.total
    table = hand.table
    pile = pile_of(amount, table_denominations(table.stakes, [amount]), stacking(data, moment.point))
    rules, spec = table.rules, table.spec
    reason = because(rules, spec, Topic.CHIPS, ChipCountFacts(pile.chips, amount))
    return make_question(
        hand,
        data,
        Drill.CHIPS,
        focus,
        moment.shown,
        moment.street,
        asked(False, False),
        PartsAnswer((Part(Ask.STACK_TOTAL, amount),)),
        [reason],
        because(rules, spec, Topic.CHIPS, ChipsHint(cut=False, split=False)),
        moment.point,
        (pile,),
    )


def _cut(hand: Hand, data: dict[str, Any], focus: Focus, index: int, halves: PotHalves) -> Question:
    """Pot ``index`` of the hand's end, cut in two as the engine cut it."""
    result = hand.result
    assert result is not None
    table = hand.table
    rules, spec = table.rules, table.spec
    parts = [Part(Ask.HALF, halves.half, pot=index), Part(Ask.ODD_CHIPS, halves.odd, pot=index)]
    odd_seat = halves.odd > 0 and len(halves.odd_to) == 1
    if odd_seat:
        parts.append(Part(Ask.ODD_CHIP_SEAT, frozenset(halves.odd_to), pot=index))
    reasons: list[Reason] = [because(rules, spec, Topic.CHIPS, halves), *result.pots[index].reasons]
    colours = table_denominations(table.stakes, [halves.amount])
    pile = pile_of(halves.amount, colours, stacking(data, Point(hand.street)), pot=index)
    return make_question(
        hand,
        data,
        Drill.CHIPS,
        focus,
        len(hand.events),
        hand.street,
        asked(True, odd_seat),
        PartsAnswer(tuple(parts)),
        reasons,
        because(rules, spec, Topic.CHIPS, ChipsHint(cut=True, split=spec.split)),
        Point(hand.street),
        (pile,),
    )


def asked(cut: bool, odd_seat: bool) -> tuple[str, str]:
    """The question's sentence and how to answer it (the GUI words the same from the parts)."""
    if not cut:
        return ("How much is this stack?", "Type the amount.")
    if odd_seat:
        return (
            "Cut this pot in two: how much is each half, how many chips are left over, "
            "and who gets the odd chip?",
            "Type the amounts and click the seat.",
        )
    return (
        "Cut this pot in two: how much is each half, and how many chips are left over?",
        "Type the amounts.",
    )


__all__ = ["asked", "build"]
