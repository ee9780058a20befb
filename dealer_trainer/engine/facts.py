"""The facts behind each reason: what the engine compared, as typed data.

A :class:`~dealer_trainer.engine.reasons.Reason` carries one of these records
instead of a finished sentence, so every consumer asks the data — which seats
tied, which card broke the tie, whether a low qualified, who got the odd chip
and why — and words it in its own language. The engine's English (the JSON
report, the command line) is made from these records by one function,
:func:`dealer_trainer.engine.reasons.english`; the GUI words the same records
through Qt's translations.

One record per kind of reason; each holds exactly what its sentence says,
nothing computed for the words alone. Records are frozen and cheap: the
engine builds them on its hot path and words them only when asked.

The drill hints (the rule stated before the trainee answers) are rules
knowledge too, so their records live here beside the engine's own.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card
from .dealing import StreetPlan
from .evaluation import HandShape
from .rules import BringInCard
from .variants import LowRule, Variant

# --- who opens a betting round ------------------------------------------------


@dataclass(frozen=True)
class BringInFacts:
    """Why a seat brings in: its up card against everyone else's.

    ``ties`` are the other up cards of the same rank (suits decided);
    ``runner`` is the next seat in line when nothing tied. ``passed_to`` is
    set when the seat was all-in from the ante and the next seat brought in.
    """

    seat: int
    card: Card
    rule: BringInCard
    ties: tuple[Card, ...] = ()
    runner: tuple[int, Card] | None = None
    passed_to: int | None = None


@dataclass(frozen=True)
class FirstToActFacts:
    """Why a seat opens a later betting round: the best showing hand.

    ``tied`` lists every seat showing that best hand, clockwise from the
    dealer's left (one seat when nothing tied); ``seat`` is the first of them.
    ``opener`` is set when that seat is all-in and the next seat opens.
    """

    street: int
    seat: int
    cards: tuple[Card, ...]
    low: bool
    hand: HandShape
    tied: tuple[int, ...]
    opener: int | None = None

    @property
    def is_tie(self) -> bool:
        """True when equal boards were decided by the seat nearest the dealer's left."""
        return len(self.tied) > 1


# --- the dealer's own moves ----------------------------------------------------


@dataclass(frozen=True)
class BurnFacts:
    """A burn before a street; ``before_common`` when a common card follows it."""

    street: int
    before_common: bool


@dataclass(frozen=True)
class ReshuffleFacts:
    """The stub ran out: the burn cards (and perhaps the muck) make a new stub."""

    street: int
    stub_left: int
    burns: int
    with_muck: bool
    new_stub: int


@dataclass(frozen=True)
class CommonCardFacts:
    """Too few cards for one each: ``live`` seats, ``stub_left`` cards in the stub."""

    street: int
    live: int
    stub_left: int
    after_reshuffle: bool


class DealPlace(Enum):
    """Where a card of the first deal falls in the order of the deal."""

    START = "start"  # the very first card, at the dealer's left
    NEW_ROUND = "new_round"  # a new round of the first deal, again at the dealer's left
    NEXT = "next"  # the next seat clockwise


@dataclass(frozen=True)
class FirstDealFacts:
    """A card of the first deal: round ``round_no`` of ``rounds``."""

    seat: int
    rounds: int
    round_no: int
    face_up: bool
    place: DealPlace


@dataclass(frozen=True)
class StreetDealFacts:
    """A card of a later street; ``first`` for the first seat dealt on it."""

    street: int
    seat: int
    face_up: bool
    first: bool


@dataclass(frozen=True)
class TurnFacts:
    """Whose turn it is in a betting round: ``seat`` is next to act on ``street``, not ``acted``.

    The action goes clockwise, one seat after another (PA §637a.10(e), (g));
    Spot the error cites it where a seat acts before its turn.
    """

    street: int
    seat: int
    acted: int


@dataclass(frozen=True)
class RoundOpenFacts:
    """The betting on ``street`` is not complete: ``seat`` has still to act.

    A round is complete only when the last player has answered the last bet,
    and only then does the dealer burn and deal the next street (PA
    §637a.10(f), (h)); Spot the error cites it where a street comes early.
    """

    street: int
    seat: int


# --- the pots --------------------------------------------------------------------


@dataclass(frozen=True)
class RakeFacts:
    """The rake: ``percent`` of ``contested`` is ``share``, capped at ``cap``."""

    percent: int
    contested: int
    share: int
    cap: int
    rake: int
    returned: int

    @property
    def capped(self) -> bool:
        return self.share > self.cap


@dataclass(frozen=True)
class WinFacts:
    """One side of the pot wins outright (or ties and shares): ``low`` or high."""

    seats: tuple[int, ...]
    low: bool
    hand: HandShape


@dataclass(frozen=True)
class SplitFacts:
    """A hi-lo pot split: half to the best high, half to the qualifying low."""

    high: tuple[int, ...]
    high_hand: HandShape
    low: tuple[int, ...]
    low_hand: HandShape


@dataclass(frozen=True)
class NoLowFacts:
    """A hi-lo pot where no low qualifies: the high hand takes all of it."""

    high: tuple[int, ...]
    high_hand: HandShape


class PotPart(Enum):
    """Which chips are being divided: a whole pot or one half of a split pot."""

    POT = "pot"
    HIGH_HALF = "high half"
    LOW_HALF = "low half"


class OddChipReason(Enum):
    """Why the odd chips go where they go."""

    #: A split pot of odd size: the high half takes the odd chip (§637a.10(i)(3)(i)).
    HIGH_HALF = "high_half"
    #: Tied winners, one chip each clockwise from the dealer's left.
    LEFT_OF_DEALER = "left_of_dealer"
    #: Tied high hands: by the highest card of each, suit breaking rank ties.
    HIGHEST_CARD = "highest_card"
    #: Tied lows: by the lowest card of each, suit breaking rank ties.
    LOWEST_CARD = "lowest_card"


@dataclass(frozen=True)
class OddChips:
    """Chips that do not divide evenly, who gets them and why.

    For :attr:`OddChipReason.HIGH_HALF` the pot of ``amount`` is cut in two
    (``among`` and ``order`` are empty); otherwise ``amount`` is shared by the
    tied seats ``among`` and the ``extra`` chips go one each in ``order``.
    ``deciding`` gives each tied seat's deciding card for the by-card rules,
    in ``order``.
    """

    part: PotPart
    amount: int
    extra: int
    rule: OddChipReason
    among: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    deciding: tuple[tuple[int, Card], ...] = ()

    @property
    def high_half(self) -> int:
        """The bigger half of a split pot (the high half's)."""
        return self.amount - self.amount // 2

    @property
    def low_half(self) -> int:
        return self.amount // 2


@dataclass(frozen=True)
class SidePotFacts:
    """Who plays for one of several pots, and why.

    ``returned`` is the uncalled part of the last bet (given for the last pot only).
    """

    main: bool
    amount: int
    eligible: tuple[int, ...]
    returned: int
    #: Seats whose chips are in this pot but who folded: their chips stay in, they cannot win it
    #: (given by the Count the pot drill; the showdown's own reasons leave it empty).
    folded: tuple[int, ...] = ()


@dataclass(frozen=True)
class UncontestedFacts:
    """Everyone else folded: ``winner`` takes the pot of ``total`` less ``rake``."""

    winner: int
    total: int
    rake: int


# --- counting the pot and the chips ---------------------------------------------------


@dataclass(frozen=True)
class PotCountFacts:
    """What is in the pot: ``gathered`` chips in the middle and ``bets`` (seat, chips) in front of seats.

    ``total`` is every chip put in this hand: the gathered pot and the bets of
    the round under way together.
    """

    total: int
    gathered: int
    bets: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class ChipCountFacts:
    """A stack of chips counted: ``chips`` (denomination, count), biggest first, worth ``total``."""

    chips: tuple[tuple[int, int], ...]
    total: int


@dataclass(frozen=True)
class PotHalves:
    """A pot of ``amount`` cut in two: two halves of ``half`` and ``odd`` chips left over (0 or 1).

    ``odd_to`` are the seats of the half that takes the odd chip (the high half
    of a hi-lo pot, or the seat the odd-chip rule gives it between two tied
    hands); empty when the pot cuts evenly.
    """

    amount: int
    half: int
    odd: int
    odd_to: tuple[int, ...] = ()


# --- the drills' hints -------------------------------------------------------------


@dataclass(frozen=True)
class BringInHint:
    """The bring-in rule of ``variant`` under the table's rules."""

    variant: Variant
    rule: BringInCard


@dataclass(frozen=True)
class FirstToActHint:
    """How the opener of a later round is found; ``low`` for Razz's low boards."""

    low: bool


@dataclass(frozen=True)
class DealerNextHint:
    """The order of the dealer's moves before each street."""


@dataclass(frozen=True)
class CommonCardCount:
    """Is a common card needed for ``street``: ``live`` seats against a stub of ``stub``."""

    street: int
    live: int
    stub: int
    plan: StreetPlan


@dataclass(frozen=True)
class CommonCardHint:
    """How to count for a common card."""


@dataclass(frozen=True)
class PotCountHint:
    """How to count the pot; ``side_pots`` when there are several, ``rake`` where one is taken."""

    side_pots: bool
    rake: bool


@dataclass(frozen=True)
class ChipsHint:
    """How to count a stack (``cut`` false) or cut a pot in two; ``split`` for a hi-lo pot."""

    cut: bool
    split: bool


@dataclass(frozen=True)
class SplitPotHint:
    """How to settle the pots; ``split`` for hi-lo games, ``rake`` where one is taken."""

    split: bool
    rake: bool


# --- the betting: what a seat may do, and for how much (What's the bet?) -------------


@dataclass(frozen=True)
class BringInBet:
    """The bring-in on the first street: ``seat`` must post ``amount`` (its stack, if less),
    and a completion would make the bet ``complete_to`` (``None``: the bring-in is
    already a full small bet, so there is nothing to complete)."""

    seat: int
    amount: int
    complete_to: int | None
    all_in: bool = False


class WagerKind(Enum):
    """Which wager the seat to act may make: the first street's completion, a bet, a raise."""

    COMPLETE = "complete"
    BET = "bet"
    RAISE = "raise"


@dataclass(frozen=True)
class BetSizeFacts:
    """What the seat to act owes and what its bet or raise makes it, on ``street``.

    ``unit`` is the street's bet (``big``: the big bet); ``wager`` is the bet,
    completion or raise on offer (``None``: none is), ``raise_to`` what it makes
    the seat's total for the round.
    """

    seat: int
    street: int
    to_call: int
    unit: int
    big: bool
    wager: WagerKind | None
    raise_to: int | None


@dataclass(frozen=True)
class CapFacts:
    """The round's cap: one bet and ``raises`` raises; ``capped`` when all are in, so
    ``seat`` may only call ``to_call`` or fold (``wagers_left`` bets or raises remain)."""

    seat: int
    raises: int
    to_call: int
    capped: bool
    wagers_left: int


@dataclass(frozen=True)
class OpenPairFacts:
    """An open pair shows on ``street`` (``pairs``: the seats showing one).

    ``option`` says whether the game and rule set give the big-bet option at
    all; ``offered`` whether ``seat`` may open with the big bet now (the option
    and nobody has bet yet), ``big_bet`` and ``small_bet`` the two sizes.
    """

    seat: int
    street: int
    pairs: tuple[int, ...]
    option: bool
    offered: bool
    variant: Variant
    small_bet: int
    big_bet: int


@dataclass(frozen=True)
class ShortAllInFacts:
    """``all_in`` went all-in for ``total`` this round, less than half a bet more than
    the bet before it, so not a full raise. ``seat`` is ``reopened`` (it may raise)
    only if it had not yet acted on the bet before; otherwise it may only call
    ``to_call`` or fold."""

    seat: int
    all_in: int
    total: int
    reopened: bool
    to_call: int


@dataclass(frozen=True)
class UncalledFacts:
    """At the end of the hand nobody matched the last ``amount`` ``seat`` put in: it goes back."""

    seat: int
    amount: int


@dataclass(frozen=True)
class BetHint:
    """The table's bet structure: bring-in, the two bets, where the big bet starts,
    and the cap (one bet and ``raises`` raises)."""

    bring_in: int
    small_bet: int
    big_bet: int
    big_from: int
    raises: int


@dataclass(frozen=True)
class ShowdownHint:
    """How to read the hands at a showdown: ``high`` where a high hand wins (all or half),
    ``low`` the game's low (none, ace-to-five, or eight-or-better with its qualifier)."""

    high: bool
    low: LowRule


# --- kept from a record -------------------------------------------------------------


@dataclass(frozen=True)
class Recorded:
    """A reason read back from a saved record, as it was worded when saved.

    Exam results keep the reasons' words, not their facts: a report of a past
    exam shows what the trainee was shown.
    """

    rule: str
    text: str


Facts = (
    BringInFacts
    | FirstToActFacts
    | BurnFacts
    | ReshuffleFacts
    | CommonCardFacts
    | FirstDealFacts
    | StreetDealFacts
    | TurnFacts
    | RoundOpenFacts
    | RakeFacts
    | WinFacts
    | SplitFacts
    | NoLowFacts
    | OddChips
    | SidePotFacts
    | UncontestedFacts
    | BringInHint
    | FirstToActHint
    | DealerNextHint
    | CommonCardCount
    | CommonCardHint
    | SplitPotHint
    | BringInBet
    | BetSizeFacts
    | CapFacts
    | OpenPairFacts
    | ShortAllInFacts
    | UncalledFacts
    | BetHint
    | ShowdownHint
    | PotCountFacts
    | ChipCountFacts
    | PotHalves
    | PotCountHint
    | ChipsHint
    | Recorded
)

__all__ = [
    "BetHint",
    "BetSizeFacts",
    "BringInBet",
    "BringInFacts",
    "BringInHint",
    "BurnFacts",
    "CapFacts",
    "ChipCountFacts",
    "ChipsHint",
    "CommonCardCount",
    "CommonCardFacts",
    "CommonCardHint",
    "DealPlace",
    "DealerNextHint",
    "Facts",
    "FirstDealFacts",
    "FirstToActFacts",
    "FirstToActHint",
    "NoLowFacts",
    "OddChipReason",
    "OddChips",
    "OpenPairFacts",
    "PotCountFacts",
    "PotCountHint",
    "PotHalves",
    "PotPart",
    "RakeFacts",
    "Recorded",
    "ReshuffleFacts",
    "RoundOpenFacts",
    "ShortAllInFacts",
    "ShowdownHint",
    "SidePotFacts",
    "SplitFacts",
    "SplitPotHint",
    "StreetDealFacts",
    "TurnFacts",
    "UncalledFacts",
    "UncontestedFacts",
    "WagerKind",
    "WinFacts",
]
