"""Main and side pots, the rake, and splitting each pot among its winners.

Pots are cut at the contribution levels of the seats still in the hand
(folded seats' chips fill the pots but make no level); a seat is eligible for
every pot it paid into fully. The part of a bet nobody matched is returned as
a pot of its own that only the bettor can win. The rake, where the rule set
takes one, is ``min(rake_cap, floor(contested * rake_percent / 100))`` of
the chips actually contested, taken from the main pot before it is split.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from .cards import Card, Rank, format_cards, low_rank
from .evaluation import (best_high_fives, best_low_fives, describe_high, describe_low,
                         eight_or_better_value, high_value, is_wheel, low_value)
from .openers import join_seats
from .reasons import Reading, Reason, Topic, reference
from .rules import OddChip, RuleSet
from .variants import LowRule, VariantSpec


@dataclass(frozen=True)
class Pot:
    """Chips that one set of seats is eligible to win."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True)
class PotResult:
    amount: int
    eligible: tuple[int, ...]
    high: tuple[int, ...]
    low: tuple[int, ...]
    awards: tuple[tuple[int, int], ...]
    reasons: tuple[Reason, ...]

    def to_json(self) -> dict[str, object]:
        return {"amount": self.amount, "eligible": list(self.eligible),
                "high": list(self.high), "low": list(self.low),
                "awards": {str(seat): chips for seat, chips in self.awards},
                "reasons": [reason.to_json() for reason in self.reasons]}


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
            "pots": [pot.to_json() for pot in self.pots], "rake": self.rake,
            "awards": {str(seat): chips for seat, chips in self.awards.items()}}
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
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed.values())
        eligible = tuple(seat for seat in live if committed[seat] >= level)
        if amount:
            pots.append(Pot(amount, eligible))
        previous = level
    extra = sum(max(0, c - previous) for c in committed.values())
    if extra and pots:  # folded chips above every live level: only possible defensively
        pots[-1] = Pot(pots[-1].amount + extra, pots[-1].eligible)
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
    text = (f"The house takes {rules.rake_percent}% of the {contested} chips contested "
            f"({share}, rounded down)")
    text += (f", capped at {rules.rake_cap}: {rake} chips" if share > rules.rake_cap
             else f": {rake} chips")
    text += ", from the main pot before it is split."
    returned = uncalled(committed)
    if returned:
        text += f" The {returned} uncalled chips are returned, not raked."
    return rake, Reason(reference(rules, spec, Topic.RAKE), text)


# --- showdown ---------------------------------------------------------------


@dataclass(frozen=True)
class Showdown:
    """What the pot split needs to know about each seat in the showdown."""

    spec: VariantSpec
    rules: RuleSet
    order: tuple[int, ...]                   # all seats, clockwise from the dealer's left
    cards: Mapping[int, Sequence[Card]]      # each live seat's cards plus common cards

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

    def ref(self, topic: Topic, reading: Reading | None = None) -> str:
        return reference(self.sd.rules, self.sd.spec, topic, reading=reading)

    def odd_order(self, winners: list[int], low: bool) -> tuple[list[int], str]:
        """Who gets remainder chips first, and the words that explain it."""
        order = [s for s in self.sd.order if s in winners]
        if self.sd.rules.odd_chip is OddChip.LEFT_OF_DEALER:
            return order, "clockwise from the dealer's left"
        if low:
            keys = {s: min(_low_card_key(f) for f in best_low_fives(self.sd.cards[s]))
                    for s in winners}
            ranked = sorted(order, key=lambda s: keys[s])
            cards = ", ".join(f"seat {s} {_card_text(keys[s][0])}" for s in ranked)
            return ranked, f"by the lowest card of each low, suit breaking rank ties ({cards})"
        keys = {s: max(_high_card_key(f) for f in best_high_fives(self.sd.cards[s]))
                for s in winners}
        ranked = sorted(order, key=lambda s: keys[s], reverse=True)
        cards = ", ".join(f"seat {s} {_card_text(keys[s][0])}" for s in ranked)
        return ranked, f"by the highest card of each hand, suit breaking rank ties ({cards})"

    def split_half(self, amount: int, winners: list[int], low: bool, what: str) -> dict[int, int]:
        if len(winners) == 1 or amount % len(winners) == 0:
            return _share(amount, winners, winners)
        ordered, how = self.odd_order(winners, low)
        shares = _share(amount, winners, ordered)
        extra = amount % len(winners)
        topic = (Topic.ODD_CHIP_LOW if low else Topic.ODD_CHIP_HIGH)
        reading = Reading.LOW_ODD_CHIP if low and self.sd.rules.odd_chip is OddChip.PA else None
        self.reasons.append(Reason(self.ref(topic, reading), (
            f"The {what} of {amount} does not divide evenly among seats "
            f"{join_seats(winners)}; the {extra} odd chip{'s go' if extra > 1 else ' goes'} "
            f"{how}.")))
        return shares

    def settle(self, pot: Pot, amount: int) -> PotResult:
        sd, eligible = self.sd, list(pot.eligible)
        self.reasons = []
        awards: dict[int, int] = {}
        high: list[int] = []
        low: list[int] = []
        if not sd.spec.high:
            low, value = _winners(eligible, sd.low)
            assert value is not None
            awards = self.split_half(amount, low, True, "pot")
            self.reasons.insert(0, Reason(self.ref(Topic.LOW), (
                f"Seat{'s' if len(low) > 1 else ''} {join_seats(low)} "
                f"win{'' if len(low) > 1 else 's'} with the best low, {describe_low(value)}.")))
            return self._result(pot, high, low, awards)
        high, hvalue = _winners(eligible, sd.high)
        lvalue: int | None = None
        assert hvalue is not None
        hwords = f"the best high hand, {describe_high(hvalue)}"
        if sd.spec.split:
            low, lvalue = _winners(eligible, sd.low)
        if low:
            assert lvalue is not None
            high_half = amount - amount // 2
            low_half = amount // 2
            self.reasons.append(Reason(self.ref(Topic.SPLIT), (
                f"Half to {hwords} (seat{'s' if len(high) > 1 else ''} {join_seats(high)}), "
                f"half to the best low, {describe_low(lvalue)} "
                f"(seat{'s' if len(low) > 1 else ''} {join_seats(low)}).")))
            if amount % 2:
                self.reasons.append(Reason(self.ref(Topic.ODD_CHIP_SPLIT), (
                    f"The pot of {amount} does not divide in two, so the high half takes "
                    f"the odd chip: {high_half} high, {low_half} low.")))
            for part in (self.split_half(high_half, high, False, "high half"),
                         self.split_half(low_half, low, True, "low half")):
                for seat, chips in part.items():
                    awards[seat] = awards.get(seat, 0) + chips
        else:
            if sd.spec.split:
                self.reasons.append(Reason(self.ref(Topic.NO_LOW), (
                    "No hand makes a low of five different ranks, eight or lower, so the "
                    f"whole pot goes to {hwords} (seat{'s' if len(high) > 1 else ''} "
                    f"{join_seats(high)}).")))
            else:
                self.reasons.append(Reason(self.ref(Topic.HIGH), (
                    f"Seat{'s' if len(high) > 1 else ''} {join_seats(high)} "
                    f"win{'' if len(high) > 1 else 's'} with {hwords}.")))
            awards = self.split_half(amount, high, False, "pot")
        return self._result(pot, high, low, awards)

    def _result(self, pot: Pot, high: list[int], low: list[int],
                awards: dict[int, int]) -> PotResult:
        order = [s for s in self.sd.order if s in awards]
        return PotResult(pot.amount, pot.eligible, tuple(high), tuple(low),
                         tuple((s, awards[s]) for s in order), tuple(self.reasons))


def _card_text(key: tuple[int, int]) -> str:
    rank, suit = key
    return ("A" if rank == 1 else Rank(rank).face) + "♣♦♥♠"[suit]


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
            why = Reason(reference(showdown.rules, showdown.spec, Topic.SIDE_POTS),
                         _pot_words(index, pot, returned if index == len(pots) - 1 else 0))
            # A pot only one seat can win is not won at a showdown: say why it is that
            # seat's, not which hand "wins" it.
            reasons = (why,) if len(pot.eligible) == 1 else (why, *result.reasons)
            result = PotResult(pot.amount, result.eligible, result.high, result.low,
                               result.awards, reasons)
        results.append(result)
    return Result(tuple(results), rake, rake_reason)


def _pot_words(index: int, pot: Pot, returned: int) -> str:
    """Why ``pot`` goes to the seats it does, as a dealer says it.

    ``returned`` is the uncalled part of the last bet, given for the last pot only.
    """
    kind = "main pot" if index == 0 else "side pot"
    if len(pot.eligible) > 1:
        return (f"The {kind} of {pot.amount} is played for by seats "
                f"{join_seats(pot.eligible)}, the seats that put in all of it.")
    seat = pot.eligible[0]
    if returned == pot.amount:
        return (f"Nobody called the last {returned} seat {seat} put in: the uncalled "
                f"{returned} goes back to seat {seat}.")
    if returned:
        return (f"Seat {seat} is the only seat left in the last {pot.amount}: the uncalled "
                f"{returned} goes back to it, and the other {pot.amount - returned}, put in by "
                "seats that folded, is its too.")
    return (f"Seat {seat} is the only seat left in the {kind} of {pot.amount}: the other "
            "seats that put chips in it folded, so it takes it.")


def settle_uncontested(rules: RuleSet, spec: VariantSpec, committed: Mapping[int, int],
                       winner: int) -> Result:
    """Everyone else folded: the last seat takes everything at once, less any rake."""
    total = sum(committed.values())
    rake, rake_reason = take_rake(rules, spec, committed)
    reason = Reason(reference(rules, spec, Topic.UNCONTESTED), (
        f"Every other seat folded, so seat {winner} wins the pot of {total} at once, "
        "with no showdown" + (f" (less the {rake}-chip rake)." if rake else ".")))
    pot = PotResult(total, (winner,), (winner,), (), ((winner, total - rake),), (reason,))
    return Result((pot,), rake, rake_reason)


__all__ = ["Pot", "PotResult", "Result", "Showdown", "build_pots", "uncalled", "take_rake",
           "settle_showdown", "settle_uncontested", "format_cards"]
