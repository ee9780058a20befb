"""Answers in parts: the shape shared by the drills on the action and the money.

The first five drills each have an answer of their own kind (a seat, a dealer
move, yes or no, a split). The drills on the betting and the money — *What's
the bet?*, *Count the pot*, *Read the showdown*, *Chips* — ask several things
about one moment ("how much to call?", "is it capped?", "who can win side pot
1?"), each of which is one of four shapes: an amount of chips, yes or no, a
set of seats, or one of a list of options (the dealer's announcements, the
names of hands). A :class:`PartsAnswer` is a tuple of :class:`Part`, each
saying what it asks (:class:`Ask`, with the seat or pot it is about) and the
engine's value; a response is one value per part.

So one answer page, one checker, one way of storing a response and one way of
writing a pack's expected answer serve all four drills, and a new question on
the money is a new :class:`Ask`, not a new kind of answer through every layer.

Every value is typed and hashable and reads back from JSON exactly
(:func:`value_to_json`, :func:`value_from_json`): the records keep responses
and the packs keep expected answers in that form (``docs/pack-format.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..engine.cards import Rank
from ..engine.evaluation import HandShape, HandView, hand_words
from ..engine.handclass import HandClass, HighHand, LowHand
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import AnswerError


class Shape(StrEnum):
    """How a part is answered."""

    AMOUNT = "amount"  # a number of chips, typed
    YES_NO = "yes-no"
    SEATS = "seats"  # seats clicked on the table (none, one or several)
    CHOICE = "choice"  # one of the part's options


class Ask(StrEnum):
    """What a part asks. The GUI words each (``gui/partwords.py``); the value's shape is fixed."""

    # What's the bet? (at a betting decision, for the seat to act)
    TO_CALL = "to-call"  # amount: the chips the seat must put in to call
    BRING_IN = "bring-in"  # amount: the bring-in on third street
    COMPLETE_TO = "complete-to"  # amount: what a completion makes the bet
    RAISE_TO = "raise-to"  # amount: the seat's total for the round after the legal raise (or bet)
    CAPPED = "capped"  # yes/no: no more raises this round
    RAISES_LEFT = "raises-left"  # amount: bets and raises the round still allows before the cap
    BIG_BET = "big-bet"  # yes/no: the open-pair option lets this seat bet the big bet now
    REOPENED = "reopened"  # yes/no: the seat may raise again after a short all-in
    ANNOUNCE = "announce"  # choice of Announcement: what the dealer announces for an action
    UNCALLED = "uncalled"  # amount: the chips given back to the seat that put them in
    UNCALLED_SEAT = "uncalled-seat"  # seats: who gets the uncalled chips back
    # Count the pot
    POT_TOTAL = "pot-total"  # amount: all the chips in the middle
    POT_AMOUNT = "pot-amount"  # amount: pot ``pot`` (0 the main pot)
    POT_ELIGIBLE = "pot-eligible"  # seats: who can win pot ``pot``
    RAKE = "rake"  # amount: the house's rake from the pot
    # Read the showdown
    HIGH_HAND = "high-hand"  # choice of HighHand: seat ``seat``'s best high hand
    LOW_HAND = "low-hand"  # choice of LowHand | NoLow: seat ``seat``'s best low
    LOW_QUALIFIES = "low-qualifies"  # yes/no: seat ``seat``'s low qualifies (eight or better)
    HIGH_WINNERS = "high-winners"  # seats: who wins the high half (or the pot) of pot ``pot``
    LOW_WINNERS = "low-winners"  # seats: who wins the low half of pot ``pot`` (none: no low)
    # Chips
    STACK_TOTAL = "stack-total"  # amount: the chips in the pile shown
    HALF = "half"  # amount: each half of the pot, before the odd chip
    ODD_CHIPS = "odd-chips"  # amount: the chips left over when the pot is cut in two
    ODD_CHIP_SEAT = "odd-chip-seat"  # seats: who gets the odd chip
    # How many cards are left? (before a street is dealt)
    STUB_LEFT = "stub-left"  # amount: the cards in the stub now
    STUB_ENOUGH = "stub-enough"  # yes/no: enough for every live seat's next card, with the burn

    @property
    def shape(self) -> Shape:
        return _SHAPES[self]


_SHAPES: dict[Ask, Shape] = {
    **{
        ask: Shape.AMOUNT
        for ask in (
            Ask.TO_CALL,
            Ask.BRING_IN,
            Ask.COMPLETE_TO,
            Ask.RAISE_TO,
            Ask.RAISES_LEFT,
            Ask.UNCALLED,
            Ask.POT_TOTAL,
            Ask.POT_AMOUNT,
            Ask.RAKE,
            Ask.STACK_TOTAL,
            Ask.HALF,
            Ask.ODD_CHIPS,
            Ask.STUB_LEFT,
        )
    },
    **{
        ask: Shape.YES_NO
        for ask in (Ask.CAPPED, Ask.BIG_BET, Ask.REOPENED, Ask.LOW_QUALIFIES, Ask.STUB_ENOUGH)
    },
    **{
        ask: Shape.SEATS
        for ask in (Ask.UNCALLED_SEAT, Ask.POT_ELIGIBLE, Ask.HIGH_WINNERS, Ask.LOW_WINNERS, Ask.ODD_CHIP_SEAT)
    },
    **{ask: Shape.CHOICE for ask in (Ask.ANNOUNCE, Ask.HIGH_HAND, Ask.LOW_HAND)},
}


class Announce(StrEnum):
    """What a dealer announces for a betting action (the amount is the announcement's)."""

    BRING_IN = "bring-in"  # "Bring-in, 3"
    COMPLETE = "complete"  # "Complete to 10"
    BET = "bet"  # "Bet 10"
    BIG_BET = "big-bet"  # "Bet 20" — the big bet on fourth street with an open pair
    RAISE = "raise"  # "Raise to 20"
    CALL = "call"  # "Call 10"
    CHECK = "check"  # "Check"
    ALL_IN = "all-in"  # "All in for 7"
    CAPPED = "capped"  # "Capped — call 40 or fold"
    NOT_REOPENED = "not-reopened"  # "Call 5 or fold — the short all-in does not reopen the betting"


@dataclass(frozen=True)
class Announcement:
    """One announcement a dealer can make: its kind and its amount (``None`` for a check)."""

    kind: Announce
    amount: int | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"announce": self.kind.value}
        if self.amount is not None:
            data["amount"] = self.amount
        return data


@dataclass(frozen=True)
class NoLow:
    """The option "no low": the seat has no low that qualifies (or the game plays none)."""

    def to_json(self) -> dict[str, Any]:
        return {"low": None}


#: An option of a choice part. Hands are given as a dealer names them: two
#: options are equal exactly when a dealer would call them the same.
Option = Announcement | HighHand | LowHand | NoLow
#: A part's value: chips, yes or no, seats (sorted), or one option.
Value = int | bool | frozenset[int] | Option


@dataclass(frozen=True)
class Part:
    """One thing asked: what (``ask``, about ``seat`` or ``pot`` where it says), and the right value.

    ``options`` lists a choice's options in the order shown (the right one
    among them). ``cards`` is how many ranks a low is read to ("8-6" is two,
    "8-6-4" three), so that the options of a low tell apart the lows shown.
    """

    ask: Ask
    right: Value
    seat: int | None = None
    pot: int | None = None
    options: tuple[Option, ...] = ()
    cards: int = 2

    @property
    def shape(self) -> Shape:
        return self.ask.shape

    def fits(self, value: object) -> bool:
        """Whether ``value`` is a response of this part's shape (a wrong one may still be right-shaped)."""
        shape = self.shape
        if shape is Shape.AMOUNT:
            return isinstance(value, int) and not isinstance(value, bool) and value >= 0
        if shape is Shape.YES_NO:
            return isinstance(value, bool)
        if shape is Shape.SEATS:
            return isinstance(value, frozenset) and all(isinstance(s, int) for s in value)
        return value in self.options


@dataclass(frozen=True)
class PartsAnswer:
    """The answer of a drill on the money: every part, in the order asked."""

    parts: tuple[Part, ...]


@dataclass(frozen=True)
class PartsResponse:
    """A response to a :class:`PartsAnswer`: one value per part (``None`` where left blank).

    A class of its own rather than a bare tuple, so that it can never be taken
    for a split's response, which is a tuple too.
    """

    values: tuple[Value | None, ...]


@dataclass(frozen=True)
class PartProblem:
    """A part answered wrongly: which (its place in the answer, and the part), and the value given."""

    index: int
    part: Part
    given: Value | None

    @property
    def right(self) -> Value:
        return self.part.right


def check_parts(answer: PartsAnswer, response: PartsResponse) -> tuple[PartProblem, ...]:
    """What is wrong with ``response``, part by part (nothing: it is right).

    A missing part counts as left blank. Seats compare as sets, amounts and
    yes/no exactly, options by equality (a hand is an option as named).
    """
    found = []
    for index, part in enumerate(answer.parts):
        values = response.values
        given = values[index] if index < len(values) else None
        if given != part.right:
            found.append(PartProblem(index, part, given))
    return tuple(found)


# --- JSON -----------------------------------------------------------------------------


def value_to_json(value: Value | None) -> Any:
    """A value as the records and the packs keep it: ``12``, ``true``, ``[3, 5]``, or an object."""
    if value is None or isinstance(value, (bool, int)):
        return value
    if isinstance(value, frozenset):
        return sorted(value)
    return value.to_json()


def _refused(template: str, value: Any) -> AnswerError:
    return AnswerError(Worded(template, (("value", repr(value)),)))


def value_from_json(part: Part, data: Any) -> Value | None:
    """The value :func:`value_to_json` wrote for ``part``; :class:`AnswerError` if it does not fit.

    >>> value_from_json(Part(Ask.POT_ELIGIBLE, frozenset({2, 5}), pot=0), [5, 2])
    frozenset({2, 5})
    >>> value_from_json(Part(Ask.ANNOUNCE, Announcement(Announce.CALL, 10)), {"announce": "call", "amount": 10})
    Announcement(kind=<Announce.CALL: 'call'>, amount=10)
    """
    if data is None:
        return None
    shape = part.shape
    value: Value
    if shape is Shape.AMOUNT:
        if isinstance(data, float) and data.is_integer():
            data = int(data)
        if not isinstance(data, int) or isinstance(data, bool) or data < 0:
            raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not an amount of chips"), data)
        value = data
    elif shape is Shape.YES_NO:
        if not isinstance(data, bool):
            raise _refused(
                QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not yes (true) or no (false)"), data
            )
        value = data
    elif shape is Shape.SEATS:
        if not isinstance(data, list) or any(
            isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= 9 for s in data
        ):
            raise _refused(
                QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a list of seat numbers (1 to 9)"), data
            )
        value = frozenset(data)
    else:
        value = option_from_json(data)
    return value


def option_from_json(data: Any) -> Option:
    """An option from its JSON (an announcement, a high hand, a low, or no low)."""
    if not isinstance(data, dict):
        raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not one of the answers offered"), data)
    if "announce" in data:
        amount = data.get("amount")
        if amount is not None and (isinstance(amount, bool) or not isinstance(amount, int) or amount < 0):
            raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not an amount of chips"), amount)
        if not isinstance(data["announce"], str) or data["announce"] not in {kind.value for kind in Announce}:
            raise _refused(
                QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not an announcement a dealer makes"), data
            )
        return Announcement(Announce(data["announce"]), amount)
    if data == {"low": None}:
        return NoLow()
    ranks = data.get("ranks")
    if not isinstance(ranks, list) or len(ranks) != 5:
        raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a hand of five ranks"), data)
    parsed = tuple(_rank(letter) for letter in ranks)
    if "class" in data:
        if not isinstance(data["class"], str) or data["class"] not in {cls.value for cls in HandClass}:
            raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a class of poker hand"), data)
        return HighHand(HandClass(data["class"]), parsed)
    return LowHand(parsed)


def _rank(letter: Any) -> Rank:
    if not isinstance(letter, str) or len(letter) != 1 or letter not in "23456789TJQKA":
        raise _refused(
            QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a rank (2 to 9, T, J, Q, K, A)"), letter
        )
    return Rank("23456789TJQKA".index(letter) + 2)


def response_from_json(answer: PartsAnswer, data: Any) -> PartsResponse:
    """A whole response from ``{"parts": [...]}``: one value per part, in order."""
    if not isinstance(data, dict) or not isinstance(data.get("parts"), list):
        raise AnswerError(Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the answer has no list of parts")))
    values = data["parts"]
    if len(values) != len(answer.parts):
        raise AnswerError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the answer has {given} parts; the question asks {asked}"
                ),
                (("given", len(values)), ("asked", len(answer.parts))),
            )
        )
    return PartsResponse(
        tuple(value_from_json(part, value) for part, value in zip(answer.parts, values, strict=True))
    )


def response_to_json(response: PartsResponse) -> dict[str, Any]:
    """``{"parts": [...]}``, as the records keep a response and a pack an expected answer."""
    return {"parts": [value_to_json(value) for value in response.values]}


# --- English, for the records and the command line (the GUI words its own) -----------


def value_english(part: Part, value: Value | None) -> str:
    """A part's value in plain English: "10", "yes", "seats 3 and 5", "Raise to 20"."""
    if value is None:
        return "no answer"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, frozenset):
        if not value:
            return "nobody"
        seats = sorted(value)
        return ("seat " if len(seats) == 1 else "seats ") + ", ".join(str(s) for s in seats)
    if isinstance(value, Announcement):
        words = value.kind.value.replace("-", " ")
        return words if value.amount is None else f"{words} {value.amount}"
    return option_english(value, part.cards)


#: The wheel as a low: five-high, the best low of all.
_WHEEL = (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)


def option_english(option: HighHand | LowHand | NoLow, cards: int = 2) -> str:
    """A hand option as the engine's English names it: "a flush, king high", "8-6 low", "no low".

    Only the ranks a dealer says are read (a low's first ``cards``), so an
    option in the form :mod:`.handoptions` names it reads as the hand it
    stands for, not as the ranks filled in under it (the GUI has its own,
    translated words).
    """
    if isinstance(option, NoLow):
        return "no low"
    if isinstance(option, HighHand):
        ranks = [int(r) for r in option.ranks]
        said = {HandClass.FULL_HOUSE: [ranks[0], ranks[3]], HandClass.TWO_PAIR: [ranks[0], ranks[2]]}.get(
            option.hand_class, ranks[:1] if option.hand_class is HandClass.HIGH_CARD else ranks
        )
        return hand_words(HandShape(HandView.HIGH, option.hand_class.category, tuple(said)))
    faces = [rank.face if rank != Rank.ACE else "A" for rank in option.ranks]
    if option.ranks == _WHEEL:
        return "the wheel, 5-4-3-2-A"
    if len(set(option.ranks)) < len(option.ranks):
        return "-".join(faces) + " low, paired"
    return "-".join(faces[: max(2, min(cards, 5))]) + " low"


#: The asks whose value alone would read badly ("stub enough").
_ASK_ENGLISH = {Ask.STUB_LEFT: "cards left in the stub", Ask.STUB_ENOUGH: "enough for a card each"}


def part_english(part: Part) -> str:
    """What a part asks, in plain English ("side pot 1 eligible", "seat 4 high hand")."""
    words = _ASK_ENGLISH.get(part.ask) or part.ask.value.replace("-", " ")
    if part.seat is not None:
        words = f"seat {part.seat} {words}"
    if part.pot is not None:
        words = f"{'main pot' if part.pot == 0 else f'side pot {part.pot}'} {words}"
    return words


def answer_english(answer: PartsAnswer, response: PartsResponse | None = None) -> str:
    """Every part and its value: "to call: 10; capped: no"."""
    shown = [p.right for p in answer.parts] if response is None else list(response.values)
    return "; ".join(
        f"{part_english(part)}: {value_english(part, shown[i] if i < len(shown) else None)}"
        for i, part in enumerate(answer.parts)
    )


__all__ = [
    "Announce",
    "Announcement",
    "Ask",
    "NoLow",
    "Option",
    "Part",
    "PartProblem",
    "PartsAnswer",
    "PartsResponse",
    "Shape",
    "Value",
    "answer_english",
    "check_parts",
    "option_english",
    "option_from_json",
    "part_english",
    "response_from_json",
    "response_to_json",
    "value_english",
    "value_from_json",
    "value_to_json",
]
