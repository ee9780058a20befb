"""Main and side pots, the rake, and splitting each pot among its winners.

Pots are cut at the contribution levels of the seats still in the hand
(folded seats' chips fill the pots but make no level); a seat is eligible for
every pot it paid into fully. The part of a bet nobody matched is returned as
a pot of its own that only the bettor can win. The rake, where the rule set
takes one, is ``min(rake_cap, floor(contested * rake_percent / 100))`` of
the chips actually contested, taken from the main pot before it is split.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .cards import Card, Rank, Suit, format_cards, low_rank
from .evaluation import (
    HandView,
    best_high_fives,
    best_low_fives,
    eight_or_better_value,
    hand_shape,
    high_value,
    is_wheel,
    low_value,
)
from .facts import (
    Facts,
    NoLowFacts,
    OddChipReason,
    OddChips,
    PotHalves,
    PotPart,
    RakeFacts,
    SidePotFacts,
    SplitFacts,
    UncontestedFacts,
    WinFacts,
)
from .reasons import Reading, Reason, Topic, because
from .rules import OddChip, RuleSet
from .variants import LowRule, VariantSpec


@dataclass(frozen=True)
class Pot:
    """Chips that one set of seats is eligible to win.

    ``paid`` are the seats whose chips are in it, folded ones too (a folded
    seat's chips stay in the pot it paid into, though it cannot win it).
    """

    amount: int
    eligible: tuple[int, ...]
    paid: tuple[int, ...] = field(default=(), compare=False, repr=False)

    @property
    def folded(self) -> tuple[int, ...]:
        """The seats that put chips in this pot and then folded."""
        return tuple(seat for seat in self.paid if seat not in self.eligible)


@dataclass(frozen=True)
class PotResult:
    amount: int
    eligible: tuple[int, ...]
    high: tuple[int, ...]
    low: tuple[int, ...]
    awards: tuple[tuple[int, int], ...]
    reasons: tuple[Reason, ...]
    #: Whether a low qualified for half the pot: None where no low half is played
    #: for (a high-only or low-only game, a pot won uncontested).
    low_qualifies: bool | None = None
    #: Every division that left chips over, who got them and why (in the order settled).
    odd_chips: tuple[OddChips, ...] = ()
    #: The pot cut in two, where it was: a hi-lo pot halved between high and low, or a
    #: pot shared by two tied hands (``None`` otherwise). The chips cut are those left
    #: after the rake.
    halves: PotHalves | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "amount": self.amount,
            "eligible": list(self.eligible),
            "high": list(self.high),
            "low": list(self.low),
            "awards": {str(seat): chips for seat, chips in self.awards},
            "reasons": [reason.to_json() for reason in self.reasons],
        }


@dataclass(frozen=True)
class Result:
    pots: tuple[PotResult, ...]
    rake: int
    rake_reason: Reason | None

    @property
    def awards(self) -> dict[int, int]:
        total: dict[int, int] = {}
        for pot in self.pots:
            for seat, chips in pot.awards:
                total[seat] = total.get(seat, 0) + chips
        return {seat: chips for seat, chips in total.items() if chips}

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "pots": [pot.to_json() for pot in self.pots],
            "rake": self.rake,
            "awards": {str(seat): chips for seat, chips in self.awards.items()},
        }
        if self.rake_reason is not None:
            data["rake_reason"] = self.rake_reason.to_json()
        return data


def build_pots(committed: Mapping[int, int], live: Sequence[int]) -> list[Pot]:
    """Cut the chips into a main pot and side pots.

    ``live`` are the seats still in the hand, clockwise from the dealer's left.

    >>> build_pots({1: 50, 2: 20, 3: 50, 4: 5}, [1, 2, 3])
    [Pot(amount=65, eligible=(1, 2, 3)), Pot(amount=60, eligible=(1, 3))]
    """
    levels = sorted({committed[seat] for seat in live})
    if len(levels) == 1:
        # The usual case, nobody all-in for less: one pot that every live seat can win.
        # (The cut below gives the same; this is the speed of a report at every decision.)
        total = sum(committed.values())
        paid = tuple(seat for seat, chips in committed.items() if chips)
        return [Pot(total, tuple(live), paid)] if total else []
    pots: list[Pot] = []
    previous = 0
    chips = list(committed.values())
    for level in levels:
        amount = 0
        for c in chips:
            if c > previous:
                amount += (c if c < level else level) - previous
        eligible = tuple(seat for seat in live if committed[seat] >= level)
        if amount:
            paid = tuple(seat for seat, c in committed.items() if c > previous)
            pots.append(Pot(amount, eligible, paid))
        previous = level
    extra = sum(c - previous for c in chips if c > previous)
    if extra and pots:  # folded chips above every live level: only possible defensively
        pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible, pots[-1].paid)
    return pots


def uncalled(committed: Mapping[int, int]) -> int:
    """Chips of the biggest contribution that nobody matched (returned to the bettor)."""
    amounts = sorted(committed.values(), reverse=True)
    return amounts[0] - amounts[1] if len(amounts) > 1 else 0


def take_rake(rules: RuleSet, spec: VariantSpec, committed: Mapping[int, int]) -> tuple[int, Reason | None]:
    """The rake and why; ``(0, None)`` where the rule set takes none."""
    if rules.rake_percent <= 0:
        return 0, None
    contested = sum(committed.values()) - uncalled(committed)
    share = rules.rake_share(contested)
    rake = rules.rake_of(contested)
    facts = RakeFacts(rules.rake_percent, contested, share, rules.rake_cap, rake, uncalled(committed))
    return rake, because(rules, spec, Topic.RAKE, facts)


# --- showdown ---------------------------------------------------------------


@dataclass(frozen=True)
class Showdown:
    """What the pot split needs to know about each seat in the showdown."""

    spec: VariantSpec
    rules: RuleSet
    order: tuple[int, ...]  # all seats, clockwise from the dealer's left
    cards: Mapping[int, Sequence[Card]]  # each live seat's cards plus common cards

    def high(self, seat: int) -> int:
        return high_value([card.code for card in self.cards[seat]])

    def low(self, seat: int) -> int | None:
        codes = [card.code for card in self.cards[seat]]
        if self.spec.low is LowRule.EIGHT_OR_BETTER:
            return eight_or_better_value(codes)
        return low_value(codes)


def _winners(seats: Sequence[int], value: Callable[[int], int | None]) -> tuple[list[int], int | None]:
    values = {seat: value(seat) for seat in seats}
    present = [v for v in values.values() if v is not None]
    if not present:
        return [], None
    best = max(present)
    return [seat for seat in seats if values[seat] == best], best


def _high_card_key(five: Sequence[Card]) -> tuple[tuple[int, int], ...]:
    wheel = is_wheel(high_value([c.code for c in five]))
    keys = [((1 if wheel and c.rank == 14 else int(c.rank)), int(c.suit)) for c in five]
    return tuple(sorted(keys, reverse=True))


def _low_card_key(five: Sequence[Card]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((low_rank(c.rank), int(c.suit)) for c in five))


def _share(amount: int, winners: list[int], ordered: list[int]) -> dict[int, int]:
    """Split ``amount`` equally; remainder chips one each to ``ordered`` in turn."""
    base, extra = divmod(amount, len(winners))
    shares = {seat: base for seat in winners}
    for seat in ordered[:extra]:
        shares[seat] += 1
    return shares


class _Splitter:
    def __init__(self, showdown: Showdown) -> None:
        self.sd = showdown
        self.reasons: list[Reason] = []
        self.odd_chips: list[OddChips] = []
        self.halves: PotHalves | None = None

    def because(self, topic: Topic, facts: Facts, reading: Reading | None = None) -> Reason:
        return because(self.sd.rules, self.sd.spec, topic, facts, reading=reading)

    def odd_order(
        self, winners: list[int], low: bool
    ) -> tuple[list[int], OddChipReason, tuple[tuple[int, Card], ...]]:
        """Who gets remainder chips first, the rule that says so and each seat's deciding card."""
        order = [s for s in self.sd.order if s in winners]
        if self.sd.rules.odd_chip is OddChip.LEFT_OF_DEALER:
            return order, OddChipReason.LEFT_OF_DEALER, ()
        if low:
            keys = {s: min(_low_card_key(f) for f in best_low_fives(self.sd.cards[s])) for s in winners}
            ranked = sorted(order, key=lambda s: keys[s])
            return (ranked, OddChipReason.LOWEST_CARD, tuple((s, _card_of(keys[s][0])) for s in ranked))
        keys = {s: max(_high_card_key(f) for f in best_high_fives(self.sd.cards[s])) for s in winners}
        ranked = sorted(order, key=lambda s: keys[s], reverse=True)
        return (ranked, OddChipReason.HIGHEST_CARD, tuple((s, _card_of(keys[s][0])) for s in ranked))

    def split_half(self, amount: int, winners: list[int], low: bool, part: PotPart) -> dict[int, int]:
        if len(winners) == 1 or amount % len(winners) == 0:
            if part is PotPart.POT and len(winners) == 2:
                self.halves = PotHalves(amount, amount // 2, 0)
            return _share(amount, winners, winners)
        ordered, rule, deciding = self.odd_order(winners, low)
        if part is PotPart.POT and len(winners) == 2:
            self.halves = PotHalves(amount, amount // 2, amount % 2, tuple(ordered[:1]))
        shares = _share(amount, winners, ordered)
        extra = amount % len(winners)
        topic = Topic.ODD_CHIP_LOW if low else Topic.ODD_CHIP_HIGH
        reading = Reading.LOW_ODD_CHIP if low and self.sd.rules.odd_chip is OddChip.PA else None
        chips = OddChips(part, amount, extra, rule, tuple(winners), tuple(ordered[:extra]), deciding)
        self.odd_chips.append(chips)
        self.reasons.append(self.because(topic, chips, reading))
        return shares

    def settle(self, pot: Pot, amount: int) -> PotResult:
        sd, eligible = self.sd, list(pot.eligible)
        self.reasons = []
        self.odd_chips = []
        self.halves = None
        awards: dict[int, int] = {}
        high: list[int] = []
        low: list[int] = []
        if not sd.spec.high:
            low, value = _winners(eligible, sd.low)
            assert value is not None
            awards = self.split_half(amount, low, True, PotPart.POT)
            self.reasons.insert(
                0, self.because(Topic.LOW, WinFacts(tuple(low), True, hand_shape(value, HandView.LOW)))
            )
            return self._result(pot, high, low, awards, None)
        high, hvalue = _winners(eligible, sd.high)
        lvalue: int | None = None
        assert hvalue is not None
        hshape = hand_shape(hvalue, HandView.HIGH)
        if sd.spec.split:
            low, lvalue = _winners(eligible, sd.low)
        if low:
            assert lvalue is not None
            high_half = amount - amount // 2
            low_half = amount // 2
            if len(set(high) | set(low)) > 1:  # a scoop, or a pot only one seat can win, is not cut
                self.halves = PotHalves(amount, low_half, amount % 2, tuple(high) if amount % 2 else ())
            self.reasons.append(
                self.because(
                    Topic.SPLIT, SplitFacts(tuple(high), hshape, tuple(low), hand_shape(lvalue, HandView.LOW))
                )
            )
            if amount % 2:
                halves = OddChips(PotPart.POT, amount, 1, OddChipReason.HIGH_HALF)
                self.odd_chips.append(halves)
                self.reasons.append(self.because(Topic.ODD_CHIP_SPLIT, halves))
            for part in (
                self.split_half(high_half, high, False, PotPart.HIGH_HALF),
                self.split_half(low_half, low, True, PotPart.LOW_HALF),
            ):
                for seat, chips in part.items():
                    awards[seat] = awards.get(seat, 0) + chips
        else:
            if sd.spec.split:
                self.reasons.append(self.because(Topic.NO_LOW, NoLowFacts(tuple(high), hshape)))
            else:
                self.reasons.append(self.because(Topic.HIGH, WinFacts(tuple(high), False, hshape)))
            awards = self.split_half(amount, high, False, PotPart.POT)
        return self._result(pot, high, low, awards, bool(low) if sd.spec.split else None)

    def _result(
        self, pot: Pot, high: list[int], low: list[int], awards: dict[int, int], low_qualifies: bool | None
    ) -> PotResult:
        order = [s for s in self.sd.order if s in awards]
        return PotResult(
            pot.amount,
            pot.eligible,
            tuple(high),
            tuple(low),
            tuple((s, awards[s]) for s in order),
            tuple(self.reasons),
            low_qualifies,
            tuple(self.odd_chips),
            self.halves,
        )


def _card_of(key: tuple[int, int]) -> Card:
    """The card a sort key names (rank 1 is the ace counted low)."""
    rank, suit = key
    return Card(Rank(14 if rank == 1 else rank), Suit(suit))


def settle_showdown(showdown: Showdown, committed: Mapping[int, int], live: Sequence[int]) -> Result:
    """Split every pot among the seats still in the hand."""
    pots = build_pots(committed, live)
    rake, rake_reason = take_rake(showdown.rules, showdown.spec, committed)
    splitter = _Splitter(showdown)
    results = []
    left = rake
    returned = uncalled(committed)
    for index, pot in enumerate(pots):
        taken = min(left, pot.amount)
        left -= taken
        result = splitter.settle(pot, pot.amount - taken)
        if len(pots) > 1:
            why = because(
                showdown.rules,
                showdown.spec,
                Topic.SIDE_POTS,
                SidePotFacts(index == 0, pot.amount, pot.eligible, returned if index == len(pots) - 1 else 0),
            )
            # A pot only one seat can win is not won at a showdown: say why it is that
            # seat's, not which hand "wins" it.
            reasons = (why,) if len(pot.eligible) == 1 else (why, *result.reasons)
            result = replace(result, reasons=reasons)
        results.append(result)
    return Result(tuple(results), rake, rake_reason)


def settle_uncontested(
    rules: RuleSet, spec: VariantSpec, committed: Mapping[int, int], winner: int
) -> Result:
    """Everyone else folded: the last seat takes everything at once, less any rake."""
    total = sum(committed.values())
    rake, rake_reason = take_rake(rules, spec, committed)
    reason = because(rules, spec, Topic.UNCONTESTED, UncontestedFacts(winner, total, rake))
    pot = PotResult(total, (winner,), (winner,), (), ((winner, total - rake),), (reason,))
    return Result((pot,), rake, rake_reason)


__all__ = [
    "OddChipReason",
    "OddChips",
    "Pot",
    "PotPart",
    "PotResult",
    "Result",
    "Showdown",
    "build_pots",
    "format_cards",
    "settle_showdown",
    "settle_uncontested",
    "take_rake",
    "uncalled",
]
