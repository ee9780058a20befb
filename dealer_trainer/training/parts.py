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

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from ..engine.cards import Rank
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


class Asking(Protocol):
    """What a part asks, without its value: a :class:`Part`, or a class question's part as the
    trainee's app is sent it before the reveal (:class:`~.tablequestion.PartAsked`). The answer
    page is laid out and a response read from this alone."""

    @property
    def ask(self) -> Ask: ...
    @property
    def seat(self) -> int | None: ...
    @property
    def pot(self) -> int | None: ...
    @property
    def options(self) -> tuple[Option, ...]: ...
    @property
    def cards(self) -> int: ...
    @property
    def shape(self) -> Shape: ...


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


def value_from_json(part: Asking, data: Any) -> Value | None:
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


def response_from_json(answer: PartsAnswer | Sequence[Asking], data: Any) -> PartsResponse:
    """A whole response from ``{"parts": [...]}``: one value per part, in order (``answer``:
    the answer, or only what its parts ask)."""
    parts = answer.parts if isinstance(answer, PartsAnswer) else tuple(answer)
    if not isinstance(data, dict) or not isinstance(data.get("parts"), list):
        raise AnswerError(Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the answer has no list of parts")))
    values = data["parts"]
    if len(values) != len(parts):
        raise AnswerError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the answer has {given} parts; the question asks {asked}"
                ),
                (("given", len(values)), ("asked", len(parts))),
            )
        )
    return PartsResponse(
        tuple(value_from_json(part, value) for part, value in zip(parts, values, strict=True))
    )


def response_to_json(response: PartsResponse) -> dict[str, Any]:
    """``{"parts": [...]}``, as the records keep a response and a pack an expected answer."""
    return {"parts": [value_to_json(value) for value in response.values]}


# --- the words: what a part's words need from the whole answer ----------------------

_HIGH_ASKS = frozenset({Ask.HIGH_HAND, Ask.HIGH_WINNERS})
_LOW_ASKS = frozenset({Ask.LOW_HAND, Ask.LOW_QUALIFIES, Ask.LOW_WINNERS})


@dataclass(frozen=True)
class Wording:
    """What the words of one part need from the whole answer.

    ``pots``: how many pots the answer speaks of (one: "the pot"); ``high`` and
    ``low``: whether it asks about a high and about a low (both: a split game,
    whose winners are of "the high half" and "the low half"). Read from the
    parts themselves (:func:`wording`), never from a rule worked out here; the
    records' English below and the window's words (``gui/partwords.py``) share it.
    """

    pots: int = 1
    high: bool = True
    low: bool = False

    @property
    def split(self) -> bool:
        return self.high and self.low


#: A part's wording read alone: of one pot, and a high hand only.
ALONE = Wording()


def wording(answer: PartsAnswer | Sequence[Asking]) -> Wording:
    """The :class:`Wording` of ``answer``'s parts, read from the parts asked."""
    parts = answer.parts if isinstance(answer, PartsAnswer) else tuple(answer)
    asks = {part.ask for part in parts}
    pots = 1 + max((part.pot or 0 for part in parts), default=0)
    return Wording(
        pots=pots, high=bool(asks & _HIGH_ASKS) or not asks & _LOW_ASKS, low=bool(asks & _LOW_ASKS)
    )


# --- English, for the records and the command line -------------------------------------
#
# Word for word the English source texts of ``gui/partwords.py`` and ``gui/handwords.py``
# (with no translator the window says exactly this; tests/test_answerwords.py holds the
# two together over many questions of every drill in parts). So a record reads as the
# window read the answer, and a record the window cannot rebuild still shows the words
# the trainee saw. Numbers are written as the training layer writes them ("1870").


def _one_pot(pot: int | None, words: Wording) -> bool:
    return pot is None or (pot == 0 and words.pots == 1)


def _pot_name(pot: int | None, words: Wording) -> str:
    """ "Pot", "Main pot" or "Side pot 1", as a label starts."""
    if _one_pot(pot, words):
        return "Pot"
    return "Main pot" if pot == 0 else f"Side pot {pot}"


def _the_pot(pot: int | None, words: Wording) -> str:
    """ "the pot", "the main pot" or "side pot 1", inside a sentence."""
    if _one_pot(pot, words):
        return "the pot"
    return "the main pot" if pot == 0 else f"side pot {pot}"


def seats_english(seats: frozenset[int]) -> str:
    """ "seat 3", "seats 3 and 5", "seats 2, 3 and 5", or "nobody"."""
    ordered = sorted(seats)
    if not ordered:
        return "nobody"
    if len(ordered) == 1:
        return f"seat {ordered[0]}"
    return f"seats {', '.join(str(seat) for seat in ordered[:-1])} and {ordered[-1]}"


def part_english(part: Part, words: Wording = ALONE) -> str:
    """What ``part`` asks, as its row is labelled: "To call", "Who can win side pot 1?"."""
    seat, pot = part.seat, part.pot
    labels: dict[Ask, str] = {
        Ask.TO_CALL: "To call",
        Ask.BRING_IN: "Bring-in",
        Ask.COMPLETE_TO: "Complete to",
        Ask.RAISE_TO: "Raise to",
        Ask.CAPPED: "Is the betting capped?",
        Ask.RAISES_LEFT: "Raises left before the cap",
        Ask.BIG_BET: "May the big bet be bet now?" if seat is None else f"May seat {seat} bet the big bet?",
        Ask.REOPENED: "Is the raising reopened?" if seat is None else f"May seat {seat} raise again?",
        Ask.ANNOUNCE: "The dealer announces" if seat is None else f"For seat {seat}, the dealer announces",
        Ask.UNCALLED: "Uncalled chips given back",
        Ask.UNCALLED_SEAT: "Who gets the uncalled chips back?",
        Ask.POT_TOTAL: "All the chips in the pot",
        Ask.POT_AMOUNT: _pot_name(pot, words),
        Ask.POT_ELIGIBLE: f"Who can win {_the_pot(pot, words)}?",
        Ask.RAKE: "Rake",
        Ask.HIGH_HAND: f"Seat {seat}'s high hand",
        Ask.LOW_HAND: f"Seat {seat}'s low",
        Ask.LOW_QUALIFIES: f"Does seat {seat}'s low qualify?",
        Ask.HIGH_WINNERS: _winners(pot, words, high=True),
        Ask.LOW_WINNERS: _winners(pot, words, high=False),
        Ask.STACK_TOTAL: "The stack",
        Ask.HALF: "Each half",
        Ask.ODD_CHIPS: "Odd chips",
        Ask.ODD_CHIP_SEAT: "Who gets the odd chip?",
        Ask.STUB_LEFT: "Cards left in the stub",
        Ask.STUB_ENOUGH: "Enough for the burn and a card to every player still in?",
    }
    return labels[part.ask]


def _winners(pot: int | None, words: Wording, *, high: bool) -> str:
    """ "Who wins the high half?" in a split game, "Who wins the pot?" where one hand takes it all."""
    if not words.split:
        return "Who wins the pot?" if _one_pot(pot, words) else f"Who wins {_the_pot(pot, words)}?"
    half = "high" if high else "low"
    if _one_pot(pot, words):
        return f"Who wins the {half} half?"
    of_pot = "of the main pot" if pot == 0 else f"of side pot {pot}"
    return f"Who wins the {half} half {of_pot}?"


def announcement_english(announcement: Announcement) -> str:
    """What the dealer says: "Bring-in, 3", "Raise to 20", "Capped — call 40 or fold"."""
    amount = announcement.amount or 0
    return {
        Announce.BRING_IN: f"Bring-in, {amount}",
        Announce.COMPLETE: f"Complete to {amount}",
        Announce.BET: f"Bet {amount}",
        Announce.BIG_BET: f"Bet {amount}",
        Announce.RAISE: f"Raise to {amount}",
        Announce.CALL: f"Call {amount}",
        Announce.CHECK: "Check",
        Announce.ALL_IN: f"All in for {amount}",
        Announce.CAPPED: f"Capped — call {amount} or fold",
        Announce.NOT_REOPENED: f"Call {amount} or fold — the raising is not reopened",
    }[announcement.kind]


#: The wheel as a low: five-high, the best low of all.
_WHEEL = (Rank.FIVE, Rank.FOUR, Rank.THREE, Rank.TWO, Rank.ACE)


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def high_english(hand: HighHand) -> str:
    """A high hand as a dealer reads it: "Kings full of sevens", "Ace-high flush"."""
    ranks = hand.ranks
    top = ranks[0]
    match hand.hand_class:
        case HandClass.STRAIGHT_FLUSH:
            text = "Royal flush" if top == Rank.ACE else f"Straight flush, {top.noun} high"
        case HandClass.FOUR_OF_A_KIND:
            text = f"Four {top.plural}"
        case HandClass.FULL_HOUSE:
            text = f"{top.plural} full of {ranks[3].plural}"
        case HandClass.FLUSH:
            text = f"{top.noun}-high flush"
        case HandClass.STRAIGHT:
            text = "Wheel" if top == Rank.FIVE else f"Straight, {top.noun} high"
        case HandClass.THREE_OF_A_KIND:
            text = f"Three {top.plural}"
        case HandClass.TWO_PAIR:
            text = f"Two pair, {top.plural} and {ranks[2].plural}"
        case HandClass.ONE_PAIR:
            text = f"Pair of {top.plural}"
        case _:
            text = f"{top.noun} high"
    return _capitalised(text)


def option_english(option: HighHand | LowHand | NoLow, cards: int = 2) -> str:
    """A hand option as a dealer names it: "King-high flush", "8-6 low", "No low".

    Only the ranks a dealer says are read (a low's first ``cards``, all five of
    a paired low), so an option in the form :mod:`.handoptions` names it reads
    as the hand it stands for, not as the ranks filled in under it.
    """
    if isinstance(option, NoLow):
        return "No low"
    if isinstance(option, HighHand):
        return high_english(option)
    if option.ranks == _WHEEL:
        return "Wheel"
    faces = [rank.face for rank in option.ranks]
    if len(set(option.ranks)) < len(option.ranks):
        return "-".join(faces) + " low, paired"
    return "-".join(faces[: max(2, min(cards, 5))]) + " low"


def value_english(part: Part, value: Value | None) -> str:
    """A part's value as said after its label: "10", "yes", "seats 3 and 5", "Raise to 20"."""
    if value is None:
        return "no answer"
    shape = part.shape
    if shape is Shape.YES_NO:
        return "yes" if value else "no"
    if shape is Shape.AMOUNT and isinstance(value, int):
        return str(value)
    if shape is Shape.SEATS and isinstance(value, frozenset):
        if part.ask is Ask.LOW_WINNERS and not value and part.right == frozenset():
            return "nobody: no low qualifies, so the high hand takes the whole pot"
        return seats_english(value)
    assert not isinstance(value, (bool, int, frozenset)), f"{value!r} does not fit {part.ask}"
    if isinstance(value, Announcement):
        return announcement_english(value)
    return option_english(value, part.cards)


def part_line_english(part: Part, value: Value | None, words: Wording = ALONE) -> str:
    """A part with a value: "To call: 10", "Is the betting capped? no", "Who wins the pot? seat 3"."""
    label, said = part_english(part, words), value_english(part, value)
    if part.shape in (Shape.YES_NO, Shape.SEATS):  # a question: its answer follows it
        return f"{label} {said}"
    return f"{label}: {said}"


#: Between the lines of an answer in parts in the records' one line of English
#: (no line has it: tests/test_answerwords.py).
PART_SEPARATOR = "; "


def answer_english(answer: PartsAnswer, response: PartsResponse | None = None) -> str:
    """Every part and its value, a line a part joined by "; ": "To call: 10; Is the betting capped? no"."""
    words = wording(answer)
    shown = [p.right for p in answer.parts] if response is None else list(response.values)
    return PART_SEPARATOR.join(
        part_line_english(part, shown[i] if i < len(shown) else None, words)
        for i, part in enumerate(answer.parts)
    )


def english_lines(text: str) -> list[str]:
    """The lines of :func:`answer_english`'s words, a part each (a record shows them so)."""
    return text.split(PART_SEPARATOR)


def problem_english(problem: PartProblem, words: Wording = ALONE) -> str:
    """A part answered wrongly, as a sentence: the right value, then what was given.

    "To call: 10 (you answered 5).", "Side pot 1: seats 3 and 5 can win it
    (you chose seat 3).", "Who gets the odd chip? Seat 4 (you left it blank)."
    """
    part = problem.part
    right = value_english(part, part.right)
    if problem.given is None:
        given = "you left it blank"
    elif part.shape in (Shape.SEATS, Shape.CHOICE):
        given = f"you chose {value_english(part, problem.given)}"
    else:
        given = f"you answered {value_english(part, problem.given)}"
    if part.ask is Ask.POT_ELIGIBLE:
        return f"{_pot_name(part.pot, words)}: {right} can win it ({given})."
    if part.shape in (Shape.YES_NO, Shape.SEATS):
        return f"{part_english(part, words)} {_capitalised(right)} ({given})."
    return f"{part_english(part, words)}: {right} ({given})."


__all__ = [
    "PART_SEPARATOR",
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
    "Wording",
    "announcement_english",
    "answer_english",
    "check_parts",
    "english_lines",
    "high_english",
    "option_english",
    "option_from_json",
    "part_english",
    "part_line_english",
    "problem_english",
    "response_from_json",
    "response_to_json",
    "seats_english",
    "value_english",
    "value_from_json",
    "value_to_json",
    "wording",
]
