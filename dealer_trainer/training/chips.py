"""The chips on a table, as typed data: which denominations a table plays with, and stacks of them.

A dealer counts chips by colour, never chip by chip, so a drill on counting
must draw the pot as the dealer would see it: a few colours, the bigger chips
making most of it, a few smaller ones where the amount needs them. This module
says which colours a table uses (:func:`table_denominations`, from its stakes)
and breaks an amount the engine gave into such a stack (:func:`pile_of`). It
never decides an amount: what it stacks is the engine's (a pot, a half, a bet),
and the stack is worth exactly that.

The denominations are the standard casino ones (:data:`DENOMINATIONS`); the
table view colours exactly these (``gui/theme.py``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine.table import Stakes
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError
from .questions import ChipPile, Point

#: The standard casino chips: white 1, red 5, green 25, black 100, purple 500, orange 1000, grey 5000.
DENOMINATIONS: tuple[int, ...] = (1, 5, 25, 100, 500, 1000, 5000)
#: The chips of one colour a dealer stacks and counts at a glance: a full stack is twenty.
STACK = 20


def table_denominations(stakes: Stakes, amounts: Iterable[int] = ()) -> tuple[int, ...]:
    """The chips a table at ``stakes`` plays with, smallest first, for stacks of ``amounts``.

    The smallest chip is the biggest one every stake (ante, bring-in, bets) is
    a whole number of — a 10/20 table with a 1 ante needs the 1s, a 100/200
    table with a 25 ante does not — and every amount to be stacked (a short
    all-in may need smaller chips than the stakes do). The biggest is the first
    worth at least two big bets, so a bet is a chip or two: 1/2 stakes play 1s
    and 5s, 10/20 stakes 1s to 100s. A pot of twenty of the biggest chips or
    more brings in the next chip up, as a dealer colours up a big pot, so that
    no colour is stacked past twenty.

    >>> table_denominations(Stakes(1, 1, 1, 2))
    (1, 5)
    >>> table_denominations(Stakes(1, 1, 1, 2), [150])
    (1, 5, 25)
    >>> table_denominations(Stakes(1, 3, 10, 20))
    (1, 5, 25, 100)
    >>> table_denominations(Stakes(25, 50, 100, 200))
    (25, 100, 500)
    """
    amounts = tuple(amounts)
    needed = [value for value in (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet) if value]
    needed += [amount for amount in amounts if amount]
    smallest = max(d for d in DENOMINATIONS if all(value % d == 0 for value in needed))
    top = next((d for d in DENOMINATIONS if d >= 2 * stakes.big_bet), DENOMINATIONS[-1])
    largest = max(amounts, default=0)
    while largest >= STACK * top and top != DENOMINATIONS[-1]:
        top = DENOMINATIONS[DENOMINATIONS.index(top) + 1]
    return tuple(d for d in DENOMINATIONS if smallest <= d <= max(top, smallest))


def pile_of(
    amount: int,
    denominations: Sequence[int],
    rng: random.Random,
    *,
    pot: int | None = None,
    seat: int | None = None,
) -> ChipPile:
    """``amount`` as a realistic mixed stack of ``denominations`` (as :func:`table_denominations` gives).

    Mostly the bigger chips: each colour takes as many chips as fit, and now and
    then one or two of them (never half) are broken into the next colour down, as chips come
    into a pot from bets and change; so a count is never the same drill twice.
    The smallest colour takes what is left. The stack is worth exactly
    ``amount``; with the table's denominations (each at most five of the next
    smaller) no colour but the biggest holds more than fifteen chips, and the
    biggest no more than a stack of twenty short of the next chip up — what a
    dealer can stack and count at a glance.

    Raises :class:`DrillError` when the smallest chip does not go into ``amount``.

    >>> pile_of(137, (1, 5, 25, 100), random.Random(4)).total
    137
    """
    colours = sorted(set(denominations), reverse=True)
    if not colours or amount < 0 or amount % colours[-1]:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "{amount} cannot be made of chips of {chips}"),
                (("amount", amount), ("chips", ", ".join(str(c) for c in sorted(colours)))),
            )
        )
    chips: list[tuple[int, int]] = []
    left = amount
    for colour in colours[:-1]:
        count = left // colour
        # A third of the time one or two are broken into smaller chips, never half of them.
        if count >= 2 and rng.random() < 0.35:
            count -= min(count // 2, rng.choice((1, 1, 2)))
        if count:
            chips.append((colour, count))
        left -= count * colour
    if left:
        chips.append((colours[-1], left // colours[-1]))
    return ChipPile(tuple(chips), pot=pot, seat=seat)


def stacking(data: dict[str, Any], point: Point) -> random.Random:
    """The chance a hand's stacks are made with at ``point``: the same hand at the same moment
    always shows the same stacks, so a question replayed from the records or a pack is the one
    the trainee saw; another hand, or another moment, stacks them otherwise."""
    return random.Random(f"stacks/{','.join(str(card) for card in data.get('deck', ()))}/{point.to_json()}")


__all__ = ["DENOMINATIONS", "STACK", "pile_of", "stacking", "table_denominations"]
