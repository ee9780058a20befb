"""A question as the table shows it: what a dealer sees at that moment, and the shape of the answer.

A :class:`~.questions.Question` holds the whole hand — every card of the deck,
every action to the end, the engine's answer and its reasons. A class session
sends each trainee's app only a :class:`TableQuestion` made from it on the host
(:func:`table_question`), so that a script reading the line learns what any
dealer at the table sees and nothing more (issue 23, item 10):

- the table at each step from the street's start to the moment asked
  (:attr:`TableQuestion.frames`, for the dealing to be animated as in the
  drills), each a :class:`~.snapshot.TableSnapshot` where a face-down card —
  a hole card, a burn card — is ``None`` (its back); up cards and common cards
  with their identity; the stacks, the bets, the pot, the last actions with
  their amounts; the stub and the muck as counts;
- at a showdown (Split the pot, Read the showdown, asked when the hand is
  over) the cards of the seats still in, which the table turns up; a folded
  seat's cards never (they are in the muck);
- the figures a drill hides while it is asked (:attr:`~.questions.Question.hides_figures`):
  with chips set out to count, no pot, no bets and no amounts of the actions
  (the piles' chips travel: counting them is the question); for How many
  cards are left?, no stub, burn or muck count;
- the shape of the answer (:class:`AnswerShape`): which page takes it, which
  parts are asked with their options, the pots to split and who may win each
  (a dealer reads these off the table) — never a value of the answer;
- no event after the moment asked, no undealt card, no point in the hand.

The trainee's panel draws :attr:`TableQuestion.frames` and takes the answer on
the drills' own pages from :attr:`TableQuestion.shape`; the real question is
rebuilt only at the reveal, when the answer is public.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.events import Event
from ..engine.variants import LowRule, spec_of
from ..wording import QT_TRANSLATE_NOOP, Worded
from .betdrill import Asked as BetAsked
from .betdrill import bet_form
from .errors import DrillError
from .kinds import AnswerKind, Drill
from .parts import Ask, Option, PartsAnswer, Shape
from .questions import (
    Answer,
    ChipPile,
    CommonAnswer,
    Question,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
)
from .snapshot import TableSnapshot

#: At most this many steps of the dealing are sent to animate (the drills animate as many).
MAX_FRAMES = 40


@dataclass(frozen=True)
class PartAsked:
    """One part of an answer in parts, without its value: what it asks, about which seat or pot,
    its options (for a choice: in the order shown, the right one among them, as in the drills)."""

    ask: Ask
    seat: int | None = None
    pot: int | None = None
    options: tuple[Option, ...] = ()
    cards: int = 2

    @property
    def shape(self) -> Shape:
        return self.ask.shape


@dataclass(frozen=True)
class PotAsked:
    """A pot to split: its chips and the seats that may win it (both on the table at a showdown)."""

    amount: int
    eligible: tuple[int, ...]


@dataclass(frozen=True)
class AnswerShape:
    """The shape of the answer: the page, and for a split its pots, for parts what each asks."""

    kind: AnswerKind
    parts: tuple[PartAsked, ...] = ()
    pots: tuple[PotAsked, ...] = ()
    #: A split: whether the house takes a rake (the rake box is shown).
    raked: bool = False


@dataclass(frozen=True)
class TableQuestion:
    """A question as the table shows it (see the module's docstring); made by :func:`table_question`."""

    drill: Drill
    #: The street asked about (the sentence names it).
    street: int
    #: The table from the street's start to the moment asked, as a dealer sees it; never empty.
    frames: tuple[TableSnapshot, ...]
    shape: AnswerShape
    #: Chips set out for the drill to count (their chips: their totals are the question).
    piles: tuple[ChipPile, ...] = ()
    #: What's the bet?: the form of the question, its seat and street, the chips going in.
    bet: BetAsked | None = None

    @property
    def table(self) -> TableSnapshot:
        """The table when asked."""
        return self.frames[-1]

    @property
    def hides_figures(self) -> bool:
        """As :attr:`~.questions.Question.hides_figures`: chips to count, or the stub counted."""
        return bool(self.piles) or self.drill is Drill.STUB_COUNT

    @property
    def split_game(self) -> bool:
        """Whether the game splits the pot high and low (the showdown's sentence says so)."""
        return spec_of(self.table.variant).split

    @property
    def eight_or_better(self) -> bool:
        """Whether a low must be eight or better to qualify (the showdown's instructions say so)."""
        return spec_of(self.table.variant).low is LowRule.EIGHT_OR_BETTER


def answer_kind(answer: Answer) -> AnswerKind:
    """The page that takes ``answer`` (the drills choose it by the kind of answer, not the drill)."""
    if isinstance(answer, SeatAnswer):
        return AnswerKind.SEAT
    if isinstance(answer, StepAnswer):
        return AnswerKind.STEP
    if isinstance(answer, CommonAnswer):
        return AnswerKind.COMMON
    if isinstance(answer, SplitAnswer):
        return AnswerKind.SPLIT
    if isinstance(answer, PartsAnswer):
        return AnswerKind.PARTS
    return AnswerKind.SPOT


def answer_shape(question: Question) -> AnswerShape:
    """The shape of ``question``'s answer, without its value."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return AnswerShape(AnswerKind.SEAT)
    if isinstance(answer, StepAnswer):
        return AnswerShape(AnswerKind.STEP)
    if isinstance(answer, CommonAnswer):
        return AnswerShape(AnswerKind.COMMON)
    if isinstance(answer, SplitAnswer):
        assert question.result is not None
        return AnswerShape(
            AnswerKind.SPLIT,
            pots=tuple(PotAsked(pot.amount, tuple(pot.eligible)) for pot in question.result.pots),
            raked=question.table.rules.rake_percent > 0,
        )
    if isinstance(answer, PartsAnswer):
        return AnswerShape(
            AnswerKind.PARTS,
            parts=tuple(
                PartAsked(part.ask, part.seat, part.pot, part.options, part.cards) for part in answer.parts
            ),
        )
    # Spot the error: where it stops names the planted mistake, so no shape of it hides the answer.
    raise DrillError(
        Worded(
            QT_TRANSLATE_NOOP(
                "TrainingErrors",
                "Spot the error is not asked in a class session: where its hand stops gives the mistake away",
            )
        )
    )


def street_start(events: tuple[Event, ...], shown: int) -> int:
    """Where the dealing shown starts: the first event of the street being asked about, at most
    :data:`MAX_FRAMES` back (the drill panel animates from there)."""
    last = shown - 1
    if last < 0:
        return 0
    street = getattr(events[last], "street", None)
    start = last
    while start > 0 and getattr(events[start - 1], "street", street) == street:
        start -= 1
    return max(start, shown - MAX_FRAMES)


def showdown_seats(question: Question) -> frozenset[int]:
    """The seats whose cards the table turns up when ``question`` is asked: at a showdown
    question asked once the hand is over, every seat still in when two or more are; else none."""
    over = question.result is not None and question.shown >= len(question.events)
    if not over or question.drill not in (Drill.SPLIT_POT, Drill.SHOWDOWN):
        return frozenset()
    live = [view.seat for view in question.snapshot().seats if not view.folded]
    return frozenset(live) if len(live) > 1 else frozenset()


def as_seen(snapshot: TableSnapshot, shown: frozenset[int], *, chips: bool, counts: bool) -> TableSnapshot:
    """``snapshot`` as a dealer sees it: face-down cards as backs (but ``shown`` seats' at a
    showdown), the burns as backs; ``chips``: no pot, bets or action amounts (chips to count);
    ``counts``: no stub, burn or muck count (the stub counted)."""
    seats = []
    for view in snapshot.seats:
        cards = tuple((card if up or view.seat in shown else None, up) for card, up in view.cards)
        seen = replace(view, cards=cards)
        if chips:
            seen = replace(seen, bet=0, amount=0)
        seats.append(seen)
    seen_table = replace(
        snapshot,
        seats=tuple(seats),
        burns=tuple(None for _ in snapshot.burns),
        to_act=None,
        notes=(),
    )
    if chips:
        seen_table = replace(seen_table, pot=0)
    if counts:
        seen_table = replace(seen_table, stub_count=0, muck_count=0, burns=(), counted=False)
    return seen_table


def table_question(question: Question) -> TableQuestion:
    """``question`` as the table shows it when asked (the host makes it; see the module's docstring)."""
    shown = showdown_seats(question)
    chips = bool(question.piles)
    counts = question.drill is Drill.STUB_COUNT
    start = street_start(question.events, question.shown)
    frames = tuple(
        as_seen(question.snapshot(i), shown, chips=chips, counts=counts)
        for i in range(start, question.shown + 1)
    )
    return TableQuestion(
        question.drill,
        question.street,
        frames,
        answer_shape(question),
        question.piles,
        bet_form(question) if question.drill is Drill.BET else None,
    )


__all__ = [
    "MAX_FRAMES",
    "AnswerKind",
    "AnswerShape",
    "PartAsked",
    "PotAsked",
    "TableQuestion",
    "answer_kind",
    "answer_shape",
    "as_seen",
    "showdown_seats",
    "street_start",
    "table_question",
]
