"""How many cards are left? The stub before a street, and whether it gives every seat a card.

Issue 14's *Stub count*: the question behind every common card. Before a
street is dealt (its betting over), the dealer must know how many cards are
left in the stub and whether they are enough for one card to every seat still
in the hand, with the burn — if not, one common card is dealt (and if not even
that, the burn cards are shuffled into a new stub).

Both numbers are the engine's: the hand records the stub before every street
it deals (:class:`~dealer_trainer.engine.dealing.StubCount`, counted from the
shoe), and whether it is enough is the same plan the engine deals by
(:func:`~dealer_trainer.engine.dealing.plan_street`). Nothing is counted here.

The table shows the stub, the burn cards and the muck as the dealer sees
them, without their counts (:attr:`~.questions.Question.hides_figures`): the
count is the question.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..engine.dealing import StreetPlan, StubCount
from ..engine.events import Reshuffle
from ..engine.facts import CommonCardCount, CommonCardHint
from ..engine.hand import Hand
from ..engine.openers import STREET_NAMES
from ..engine.reasons import Reading, Reason, Topic, because
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError
from .focus import Focus
from .kinds import Drill
from .parts import Ask, Part, PartsAnswer
from .questions import Point, Question, make_question

#: Each hard case, as the moments of a hand that show it.
_HARD: dict[Focus, Callable[[StubCount], bool]] = {
    Focus.STUB_JUST_ENOUGH: lambda c: c.spare == 0,
    Focus.STUB_ONE_SHORT: lambda c: c.spare == -1,
    Focus.AFTER_RESHUFFLE: lambda c: c.reshuffled,
    Focus.RESHUFFLE: lambda c: c.plan is StreetPlan.RESHUFFLE,
    Focus.COMMON_CARD: lambda c: not c.enough,
}


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """A stub question on ``hand`` (played from ``data``), before one street's deal.

    The street is ``point``'s if it names one; else one showing ``focus`` (a
    stub just big enough, one card short, made by a reshuffle), else any, the
    short ones a little more often. The first street is never asked: it is the
    first deal from a full deck, not a street dealt from what is left.
    """
    counts = hand.stub_counts
    if not counts:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the hand ends before any street after the first is dealt"
                )
            )
        )
    if point is not None and (point.step is not None or point.action is not None):
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors",
                    "the cards left are asked before a street is dealt, after its betting: "
                    "name only the street",
                )
            )
        )
    if point is not None and point.street is not None:
        chosen = [c for c in counts if c.street == point.street]
        if not chosen:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} is not dealt from the stub in this hand; it deals {streets}",
                    ),
                    (("street", point.street), ("streets", ", ".join(str(c.street) for c in counts))),
                )
            )
        return _at(hand, data, focus, chosen[0])
    hard = _HARD.get(focus)
    chosen = [c for c in counts if hard(c)] if hard is not None else []
    if not chosen:
        short = [c for c in counts if c.spare <= 0]
        chosen = short if short and rng.random() < 0.35 else list(counts)
    return _at(hand, data, focus, rng.choice(chosen))


def _at(hand: Hand, data: dict[str, Any], focus: Focus, count: StubCount) -> Question:
    """The question before ``count``'s street: the stub's count, and whether it is enough."""
    table = hand.table
    rules, spec = table.rules, table.spec
    plan = count.plan
    reading = (
        Reading.RESHUFFLE
        if plan is StreetPlan.RESHUFFLE
        else Reading.EARLY_COMMON
        if plan is StreetPlan.COMMON and count.street < 6
        else None
    )
    reasons: list[Reason] = [
        because(
            rules,
            spec,
            Topic.COMMON_CARD,
            CommonCardCount(count.street, count.live, count.stub, plan),
            reading=reading,
        )
    ]
    if count.reshuffled:
        # where this stub came from: the reshuffle of an earlier street, as the engine explained it
        made = [e for e in hand.events[: count.at] if isinstance(e, Reshuffle)]
        reasons.append(made[-1].reason)
    hint = because(rules, spec, Topic.COMMON_CARD, CommonCardHint())
    return make_question(
        hand,
        data,
        Drill.STUB_COUNT,
        focus,
        count.at,
        count.street,
        asked(count.street),
        PartsAnswer((Part(Ask.STUB_LEFT, count.stub), Part(Ask.STUB_ENOUGH, count.enough))),
        reasons,
        hint,
        Point(count.street),
    )


def asked(street: int) -> tuple[str, str]:
    """The question's sentence and how to answer it (the GUI words the same: gui/answerwords.py)."""
    return (
        f"Before {STREET_NAMES[street]} is dealt: how many cards are left in the stub, and are they "
        "enough to burn one and give every player still in a card?",
        "Type the number and answer yes or no.",
    )


__all__ = ["asked", "build"]
