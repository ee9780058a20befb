"""The hands a "Read the showdown" question offers: the engine's hand as named, among misreadings.

A dealer names a hand by what decides it, not by all five cards: "Ace-high
flush" (its top card), "Kings full of sevens" (its two ranks), "Pair of
jacks" (the pair), "8-6 low" (the low's first two cards, more where two lows
shown must be told apart). So every option here is in one canonical form *as
named*: the ranks a dealer says, and the other ranks filled in the same way
every time (the highest kickers of a pair, the lowest cards under a low, the
lowest cards under a flush's top card that make no straight). Two options are
equal exactly when a dealer names them the same, and the right option is the
engine's shown hand (:func:`~dealer_trainer.engine.bettingfacts.shown_hands`)
in that form.

The wrong options are typed variations of the right one — a rank one step
away, the full house's or two pair's ranks swapped, the class next to it, the
wheel read with its ace high, "no low" where a low must qualify — so every
option is a hand a trainee could misread, never free text; the GUI only words
them (``gui/handwords.py``). The order is shuffled by the question's ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TypeVar

from ..engine.cards import Rank
from ..engine.handclass import HandClass, HighHand, LowHand
from ..engine.variants import LowRule
from .parts import NoLow

#: How many options a list offers (fewer only where fewer misreadings exist).
CHOICES = 4

#: The wheel as a low: the best low of all.
WHEEL = (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)


# --- a hand as named ------------------------------------------------------------------


def _ranks(*ranks: int) -> tuple[Rank, ...]:
    return tuple(Rank(r) for r in ranks)


def _kickers(count: int, *avoid: int) -> list[int]:
    """The ``count`` highest ranks that are none of ``avoid``: a named hand's unsaid kickers."""
    return [r for r in range(Rank.ACE, 1, -1) if r not in avoid][:count]


def _under(top: int) -> list[int]:
    """The four lowest ranks under ``top`` that make no straight with it (``A 6 4 3 2``)."""
    below = [2, 3, 4, 5] if top != Rank.ACE else [2, 3, 4, 6]  # A-5-4-3-2 would be the wheel
    return sorted(below, reverse=True)


def named_high(hand: HighHand) -> HighHand:
    """``hand`` in the form a dealer names it, the unsaid ranks filled in one fixed way.

    A straight is its top card (its ranks follow), a full house its two ranks,
    two pair its two pairs; four of a kind, three of a kind and a pair are
    their rank with the highest kickers; a flush and no pair are their top card
    over the lowest cards that make no straight.
    """
    cls, ranks = hand.hand_class, hand.ranks
    top = int(ranks[0])
    if cls is HandClass.FOUR_OF_A_KIND:
        return HighHand(cls, _ranks(top, top, top, top, *_kickers(1, top)))
    if cls is HandClass.THREE_OF_A_KIND:
        return HighHand(cls, _ranks(top, top, top, *_kickers(2, top)))
    if cls is HandClass.TWO_PAIR:
        lower = int(ranks[2])
        return HighHand(cls, _ranks(top, top, lower, lower, *_kickers(1, top, lower)))
    if cls is HandClass.ONE_PAIR:
        return HighHand(cls, _ranks(top, top, *_kickers(3, top)))
    if cls in (HandClass.FLUSH, HandClass.HIGH_CARD):
        return HighHand(cls, _ranks(top, *_under(top)))
    return hand  # a straight (flush) is all in its top card; a full house in its two ranks


def _paired(low: LowHand) -> bool:
    """A low with a rank twice (only an ace-to-five game deals one): it is read in full."""
    return len(set(low.ranks)) < len(low.ranks)


def _low_of(read: Sequence[int]) -> LowHand | None:
    """The unpaired low whose highest ranks are ``read`` (ace as 1), the rest as low as can be;
    ``None`` if ``read`` heads no low (a rank off the deck, or not strictly falling)."""
    if any(not 1 <= r <= 13 for r in read) or list(read) != sorted(set(read), reverse=True):
        return None
    rest = [r for r in range(1, 14) if r not in read and r < read[-1]][: 5 - len(read)]
    if len(read) + len(rest) < 5:
        return None
    five = [*read, *sorted(rest, reverse=True)]
    return LowHand(tuple(Rank.ACE if r == 1 else Rank(r) for r in five))


def _low_read(low: LowHand, cards: int) -> list[int]:
    return [1 if r == Rank.ACE else int(r) for r in low.ranks[:cards]]


def _depth(cards: int) -> int:
    return max(2, min(cards, 5))


def named_low(low: LowHand, cards: int = 2) -> LowHand:
    """``low`` as a dealer names it: its first ``cards`` ranks, the lowest cards under them.

    A paired low (an ace-to-five game only) is named in full, pair and all.
    """
    if _paired(low):
        return low
    named = _low_of(_low_read(low, _depth(cards)))
    assert named is not None  # a low's own first ranks always head a low
    return named


def read_depth(lows: Iterable[LowHand]) -> int:
    """How many ranks must be read to tell apart the different lows shown (at least two).

    Two equal lows need no telling apart; a paired low is read in full anyway.
    """
    distinct = {low for low in lows if not _paired(low)}
    for cards in range(2, 5):
        if len({low.ranks[:cards] for low in distinct}) == len(distinct):
            return cards
    return 5


# --- the options ------------------------------------------------------------------------


def _step(rank: int, delta: int) -> int | None:
    """The rank ``delta`` steps away (the ace high), if there is one."""
    stepped = rank + delta
    return stepped if Rank.TWO <= stepped <= Rank.ACE else None


def _groups(cls: HandClass, a: int, b: int | None = None) -> HighHand | None:
    """A hand of ``cls`` with group ranks ``a`` (and ``b``); ``None`` if they cannot make one."""
    if b is not None and a == b:
        return None
    if cls is HandClass.FULL_HOUSE:
        assert b is not None
        return HighHand(cls, _ranks(a, a, a, b, b))
    if cls is HandClass.TWO_PAIR:
        assert b is not None
        upper, lower = max(a, b), min(a, b)
        return named_high(HighHand(cls, _ranks(upper, upper, lower, lower, 2)))
    return named_high(HighHand(cls, _ranks(a, a, a, a, a)))  # the kickers are filled in as named


def _run(cls: HandClass, top: int) -> HighHand | None:
    """A straight (flush), a flush or no pair from its top card, where ``top`` can head one."""
    if cls in (HandClass.STRAIGHT, HandClass.STRAIGHT_FLUSH):
        if not Rank.FIVE <= top <= Rank.ACE:
            return None
        run = [top - step for step in range(5)]
        return HighHand(cls, _ranks(*(Rank.ACE if r == 1 else r for r in run)))
    if top < Rank.SEVEN:
        return None  # six-high with five ranks is a straight
    return named_high(HighHand(cls, _ranks(top, top, top, top, top)))


def _high_variations(hand: HighHand) -> list[HighHand | None]:
    """Misreadings of ``hand``: its ranks one step away or swapped, the class next to it."""
    cls, ranks = hand.hand_class, hand.ranks
    top = int(ranks[0])
    near = [r for r in (_step(top, 1), _step(top, -1)) if r is not None]
    found: list[HighHand | None] = []
    if cls is HandClass.FULL_HOUSE:
        pair = int(ranks[3])
        found += [_groups(cls, pair, top), _groups(HandClass.THREE_OF_A_KIND, top)]
        found += [_groups(HandClass.TWO_PAIR, top, pair)]
        found += [_groups(cls, top, r) for r in (_step(pair, 1), _step(pair, -1)) if r is not None]
    elif cls is HandClass.TWO_PAIR:
        lower = int(ranks[2])
        found += [_groups(HandClass.ONE_PAIR, top), _groups(HandClass.FULL_HOUSE, top, lower)]
        found += [_groups(HandClass.FULL_HOUSE, lower, top)]
        found += [_groups(cls, top, r) for r in (_step(lower, 1), _step(lower, -1)) if r is not None]
    elif cls in (HandClass.FOUR_OF_A_KIND, HandClass.THREE_OF_A_KIND, HandClass.ONE_PAIR):
        found += [_groups(cls, r) for r in near]
        if cls is HandClass.FOUR_OF_A_KIND:
            found += [
                _groups(HandClass.THREE_OF_A_KIND, top),
                _groups(HandClass.FULL_HOUSE, top, int(ranks[4])),
            ]
        elif cls is HandClass.THREE_OF_A_KIND:
            found += [_groups(HandClass.ONE_PAIR, top), _groups(HandClass.FOUR_OF_A_KIND, top)]
        else:
            found += [_groups(HandClass.THREE_OF_A_KIND, top), _run(HandClass.HIGH_CARD, top)]
    else:
        # A run, a flush or no pair: the top card one step away, the wheel read with its
        # ace high, the class next to it.
        if top == Rank.FIVE:
            found.append(_run(cls, Rank.ACE))
        found += [_run(cls, r) for r in near]
        neighbours = {
            HandClass.STRAIGHT_FLUSH: (HandClass.FLUSH, HandClass.STRAIGHT),
            HandClass.FLUSH: (HandClass.STRAIGHT, HandClass.STRAIGHT_FLUSH),
            HandClass.STRAIGHT: (HandClass.FLUSH, HandClass.HIGH_CARD),
            HandClass.HIGH_CARD: (HandClass.FLUSH, HandClass.STRAIGHT),
        }[cls]
        found += [_run(other, top) for other in neighbours]
        found.append(_groups(HandClass.ONE_PAIR, top))
    return found


Choice = TypeVar("Choice")


def _pick(
    right: Choice, variations: Iterable[Choice | None], rng: random.Random, count: int
) -> tuple[Choice, ...]:
    """The right option and up to ``count - 1`` different wrong ones, shuffled by ``rng``."""
    wrong: list[Choice] = []
    for option in variations:
        if option is not None and option != right and option not in wrong:
            wrong.append(option)
    options = [right, *rng.sample(wrong, min(max(count - 1, 0), len(wrong)))]
    rng.shuffle(options)
    return tuple(options)


def high_options(hand: HighHand, rng: random.Random, *, count: int = CHOICES) -> tuple[HighHand, ...]:
    """``hand`` as named among plausible misreadings of it, for a choice of its name."""
    right = named_high(hand)
    return _pick(right, _high_variations(right), rng, count)


def low_options(
    low: LowHand | None, rule: LowRule, rng: random.Random, *, cards: int = 2, count: int = CHOICES
) -> tuple[LowHand | NoLow, ...]:
    """The seat's low as named (``NoLow()`` where none qualifies) among plausible misreadings.

    ``low`` is the shown hand's low: ``None`` in an eight-or-better game when it
    does not qualify. The misreadings: each read card one step away, the lows
    next up, the wheel, and "no low" where a low must qualify (a low where there
    is none). Every low is read to ``cards`` ranks, as the part reads them.
    """
    depth = _depth(cards)
    variations: list[LowHand | NoLow | None] = []
    if rule is LowRule.EIGHT_OR_BETTER:
        variations.append(NoLow())
    if low is None:
        variations += [_low_of((8, r)) for r in (7, 6, 5)]
        variations.append(_low_of((9, 6)))
    else:
        read = _low_read(low, depth)
        for index in range(len(read)):
            for delta in (1, -1):
                varied = list(read)
                varied[index] += delta
                variations.append(_low_of(varied))
        variations += [_low_of((read[0] + 1, read[0])), _low_of((read[0] + 2, read[1]))]
        variations += [_low_of((read[0] - 1, read[1] - 1)), LowHand(WHEEL)]
        if _paired(low):
            # Missing the pair: the low read from its different ranks.
            distinct = sorted({1 if r == Rank.ACE else int(r) for r in low.ranks}, reverse=True)
            variations += [_low_of(distinct[:2]), _low_of([distinct[0] + 1, *distinct[1:2]])]
    right: LowHand | NoLow = NoLow() if low is None else named_low(low, depth)
    named = [named_low(v, depth) if isinstance(v, LowHand) else v for v in variations]
    return _pick(right, named, rng, count)


__all__ = [
    "CHOICES",
    "high_options",
    "low_options",
    "named_high",
    "named_low",
    "read_depth",
]
