"""The drills: questions about a hand, the engine's answers, and verdicts.

A :class:`Question` is a complete hand (a ``stud-scenario/1`` object) plus
the moment at which the trainee is asked — the number of the hand's events
already shown on the table — and the engine's answer with its reasons. The
GUI shows the table at that moment, takes the trainee's answer, and asks
:func:`check` for the verdict; it never decides anything itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.dealing import StreetPlan, plan_street
from ..engine.events import ActionTaken, Burn, Common, Deal, Discard, Event, Reshuffle
from ..engine.facts import (
    BringInHint,
    CommonCardCount,
    CommonCardHint,
    DealerNextHint,
    FirstToActHint,
    SplitPotHint,
)
from ..engine.hand import Hand
from ..engine.openers import STREET_NAMES, DecisionKind, bring_in_rule
from ..engine.pots import Result
from ..engine.reasons import Reading, Reason, Topic, because
from ..engine.reporting import play
from ..engine.rules import RuleSetName
from ..engine.scenario import load_scenario
from ..engine.table import Table
from ..engine.variants import Variant
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import DrillError, FocusError
from .focus import POSSIBLE, Focus, hand_for
from .kinds import Drill, StepKind
from .snapshot import TableSnapshot, snapshot_from_events
from .steps import Step, dealing_steps, explain_step, step_of

#: The hard cases each drill can favour.
HARD_CASES: dict[Drill, tuple[Focus, ...]] = {
    Drill.BRING_IN: (Focus.SUIT_TIE,),
    Drill.FIRST_TO_ACT: (Focus.EQUAL_SHOWING, Focus.COMMON_CARD),
    Drill.DEALER_NEXT: (Focus.COMMON_CARD, Focus.RESHUFFLE),
    Drill.COMMON_CARD: (Focus.COMMON_CARD, Focus.RESHUFFLE),
    Drill.SPLIT_POT: (Focus.ODD_CHIP, Focus.NO_LOW, Focus.SIDE_POTS),
}


@dataclass(frozen=True)
class SeatAnswer:
    seat: int


@dataclass(frozen=True)
class StepAnswer:
    step: Step


@dataclass(frozen=True)
class CommonAnswer:
    needed: bool
    steps: tuple[Step, ...]  # the street's dealer moves, to deal it after answering


@dataclass(frozen=True)
class SplitAnswer:
    #: Per pot, (seat, chips) for every seat that receives chips from it.
    pots: tuple[tuple[tuple[int, int], ...], ...]
    rake: int


Answer = SeatAnswer | StepAnswer | CommonAnswer | SplitAnswer


@dataclass(frozen=True)
class Point:
    """Where in a hand a question is asked, in words an instructor can write.

    ``street`` for first to act, the dealer's next move and the common card;
    ``step`` for the dealer's next move: which of that street's dealer moves
    (0 = the first, usually the burn). The bring-in and the split need neither.
    """

    street: int | None = None
    step: int | None = None

    def to_json(self) -> dict[str, int]:
        data = {}
        if self.street is not None:
            data["street"] = self.street
        if self.step is not None:
            data["step"] = self.step
        return data


@dataclass(frozen=True)
class Question:
    """A drill's question on a hand, with the engine's answer and its reasons.

    What is asked comes in two parts: the ``sentence`` a class is asked ("Who
    brings in?"), which the answer key, the presenter and the exam report
    print, and the app's ``instructions`` for answering it ("Click the seat, or
    press its number."), which only the drill panel shows (as :attr:`prompt`).
    """

    drill: Drill
    focus: Focus
    scenario: dict[str, Any]  # the complete hand
    shown: int  # events already on the table when asked
    street: int
    #: The question itself, as a class is asked it: "Who acts first on fifth street?"
    sentence: str
    #: How to answer it in the app ("" where the sentence says it all).
    instructions: str
    answer: Answer
    reasons: tuple[Reason, ...]
    hint: Reason
    table: Table = field(compare=False, repr=False)
    events: tuple[Event, ...] = field(compare=False, repr=False)
    result: Result | None = field(default=None, compare=False, repr=False)
    point: Point = Point()

    @property
    def prompt(self) -> str:
        """The sentence and then the instructions: what the drill panel shows."""
        return f"{self.sentence} {self.instructions}" if self.instructions else self.sentence

    def snapshot(self, upto: int | None = None) -> TableSnapshot:
        """The table as the trainee sees it when asked (or after ``upto`` events).

        After the hand's last event the bets are gathered into the pot: a
        split is asked about the pot as the dealer splits it, all in the middle.
        """
        count = self.shown if upto is None else upto
        to_act = None
        over = self.result is not None and count >= len(self.events)
        return snapshot_from_events(self.table, self.events[:count], to_act, gathered=over)


@dataclass(frozen=True)
class RakeProblem:
    """A split whose rake is wrong: the rake is ``right`` chips, the trainee took ``taken``."""

    right: int
    taken: int


@dataclass(frozen=True)
class Share:
    """One seat's chips from one pot: what is right and what the trainee gave."""

    seat: int
    right: int
    given: int


@dataclass(frozen=True)
class PotProblem:
    """A pot split wrongly: every seat either side names, with its chips.

    ``pot`` is the pot's place (0 the main pot) and ``pots`` how many there
    are: a hand with one pot calls it "the pot", not "the main pot".
    """

    pot: int
    pots: int
    shares: tuple[Share, ...]


#: What is wrong with a split, one record per wrong rake or pot (in the order said).
Problem = RakeProblem | PotProblem


@dataclass(frozen=True)
class Verdict:
    """Whether a response is right, with the answer, the response and why, as data.

    The GUI words ``answer``, ``response`` and ``problems`` itself (through Qt's
    translation); :attr:`expected`, :attr:`given` and :attr:`detail` are the
    same in English, for the records, the command line and the pack checks.
    """

    correct: bool
    #: The right answer; ``None`` when there is nothing left to do (a hand dealt to its end).
    answer: Answer | None
    #: What the trainee answered: a seat, a dealer move, yes/no, or pot splits.
    response: Response
    reasons: tuple[Reason, ...]
    #: What is wrong with a wrong split, rake first, then pot by pot.
    problems: tuple[Problem, ...] = ()

    @property
    def expected(self) -> str:
        """The right answer in words ("seat 4", "burn a card")."""
        return answer_english(self.answer)

    @property
    def given(self) -> str:
        """What the trainee answered, in words."""
        return response_english(self.answer, self.response)

    @property
    def detail(self) -> str:
        """Extra words for a wrong split ("In the pot, seat 3 gets 10 (you gave 11).")."""
        return " ".join(problem_english(problem) for problem in self.problems)


# --- the verdicts in English (the GUI has its own, translated: gui/answerwords.py) -----

_COMMON_WORDS = {True: "yes, a common card", False: "no, one card to each seat"}


def _pot_name(index: int, count: int) -> str:
    return "pot" if count == 1 else ("main pot" if index == 0 else f"side pot {index}")


def answer_english(answer: Answer | None) -> str:
    """An answer in English, as the records keep it: "seat 4", "burn a card"."""
    if answer is None:
        return "nothing: the dealing is done"
    if isinstance(answer, SeatAnswer):
        return f"seat {answer.seat}"
    if isinstance(answer, StepAnswer):
        return str(answer.step)
    if isinstance(answer, CommonAnswer):
        return _COMMON_WORDS[answer.needed]
    text = "; ".join(
        _pot_name(i, len(answer.pots))
        + ": "
        + (", ".join(f"seat {s} {c}" for s, c in pot if c) or "nothing left after the rake")
        for i, pot in enumerate(answer.pots)
    )
    if answer.rake:
        text += f" (after a rake of {answer.rake})"
    return text


def response_english(answer: Answer | None, response: Response) -> str:
    """A response in English, worded like ``answer`` so the two read side by side."""
    if isinstance(answer, SeatAnswer):
        return f"seat {response}"
    if isinstance(response, bool):
        return _COMMON_WORDS[response]
    if isinstance(response, Step) or not isinstance(answer, SplitAnswer):
        return str(response)
    assert isinstance(response, tuple)
    pots, rake = response
    if not any(c for pot in pots for c in pot.values()):
        text = "no chips given"
    else:
        text = "; ".join(
            _pot_name(i, len(answer.pots))
            + ": "
            + (", ".join(f"seat {s} {c}" for s, c in pot.items() if c) or "no chips given")
            for i, pot in enumerate(pots)
            if i < len(answer.pots)
        )
    if rake or answer.rake:
        text += f" (rake {rake})"
    return text


def problem_english(problem: Problem) -> str:
    """One thing wrong with a split, as a sentence."""
    if isinstance(problem, RakeProblem):
        return f"The rake is {problem.right} (you took {problem.taken})."
    name = (
        "the pot"
        if problem.pots == 1
        else ("the main pot" if problem.pot == 0 else f"side pot {problem.pot}")
    )
    parts = [
        f"seat {share.seat} gets {share.right}"
        + (f" (you gave {share.given})" if share.given != share.right else "")
        for share in problem.shares
    ]
    return f"In {name}, " + ", ".join(parts) + "."


# --- making questions -----------------------------------------------------------


def new_question(
    drill: Drill,
    rng: random.Random,
    variants: Sequence[Variant],
    rules: Sequence[RuleSetName],
    *,
    hard: bool = False,
    focus: Focus | None = None,
) -> Question:
    """A question of ``drill`` on a hand of one of ``variants`` under one of ``rules``.

    With ``hard`` the hand shows one of the drill's hard cases (a suit tie,
    equal boards, a common card...) where the chosen games allow it.
    """
    if not variants or not rules:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "choose at least one game and one rule set"))
        )
    if focus is None:
        focus = rng.choice(HARD_CASES[drill]) if hard else Focus.ANY
    games = [v for v in variants if v in POSSIBLE[focus]]
    if not games:
        focus, games = Focus.ANY, list(variants)
    variant = rng.choice(games)
    rule_set = rng.choice(list(rules))
    data = hand_for(focus, rng, variant, rule_set, accept=hand_fits(drill))
    return question_at(drill, data, rng, focus)


def hand_fits(drill: Drill) -> Callable[[dict[str, Any]], bool] | None:
    """What a hand's report must show for ``drill`` to be asked on it, if anything.

    A first-to-act question needs a betting round after the first, a split
    needs a showdown: a generated hand that ends early is dealt again.
    """
    return _ACCEPT.get(drill)


def _showdown(report: dict[str, Any]) -> bool:
    result = report["result"]
    return result is not None and any(len(p["eligible"]) > 1 for p in result["pots"])


def _has_later_street(report: dict[str, Any]) -> bool:
    return bool(report["first_to_act"])


_ACCEPT = {
    Drill.SPLIT_POT: _showdown,
    Drill.FIRST_TO_ACT: _has_later_street,
    Drill.COMMON_CARD: lambda r: any(e["kind"] == "burn" for e in r["events"]),
}


def question_at(
    drill: Drill,
    data: dict[str, Any],
    rng: random.Random | None = None,
    focus: Focus = Focus.ANY,
    point: Point | None = None,
) -> Question:
    """A ``drill`` question on the complete hand ``data``.

    Asked at ``point`` if given (a :class:`DrillError` says why a point does
    not fit the hand), otherwise at a moment chosen by ``rng``.
    """
    return question_on(drill, play(load_scenario(data)), data, rng, focus, point)


def question_on(
    drill: Drill,
    hand: Hand,
    data: dict[str, Any],
    rng: random.Random | None = None,
    focus: Focus = Focus.ANY,
    point: Point | None = None,
) -> Question:
    """:func:`question_at` on a hand already played from ``data`` (``play(load_scenario(data))``).

    A pack asks several questions on one hand: playing it once for all of them
    is what makes a big pack open in seconds rather than minutes. The hand is
    only read, never changed, so its questions can share it.
    """
    return _BUILD[drill](hand, data, rng or random.Random(0), focus, point)


def _base(
    hand: Hand,
    data: dict[str, Any],
    drill: Drill,
    focus: Focus,
    shown: int,
    street: int,
    asked: tuple[str, str],
    answer: Answer,
    reasons: Sequence[Reason],
    hint: Reason,
    point: Point = Point(),
) -> Question:
    sentence, instructions = asked
    return Question(
        drill,
        focus,
        data,
        shown,
        street,
        sentence,
        instructions,
        answer,
        tuple(reasons),
        hint,
        hand.table,
        tuple(hand.events),
        hand.result,
        point,
    )


#: How a seat is answered in the app (bring-in, first to act).
_CLICK_SEAT = "Click the seat, or press its number."


def _first_action_index(events: Sequence[Event], street: int) -> int:
    return next(
        (i for i, e in enumerate(events) if isinstance(e, ActionTaken) and e.street == street), len(events)
    )


def _bring_in(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    decision = next((d for d in hand.decisions if d.kind is DecisionKind.BRING_IN), None)
    if decision is None:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand stops before the bring-in is decided"))
        )
    shown = _first_action_index(hand.events, hand.spec.first_street)
    table = hand.table
    rule = bring_in_rule(table.spec, table.rules)
    hint = because(table.rules, table.spec, Topic.BRING_IN, BringInHint(table.spec.variant, rule))
    return _base(
        hand,
        data,
        Drill.BRING_IN,
        focus,
        shown,
        table.spec.first_street,
        ("Who brings in?", _CLICK_SEAT),
        SeatAnswer(decision.seat),
        [decision.reason],
        hint,
    )


def _first_to_act(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    decisions = [d for d in hand.decisions if d.kind is DecisionKind.FIRST_TO_ACT]
    if not decisions:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand has no betting round after the first"))
        )
    preferred = decisions
    if point is not None and point.street is not None:
        preferred = [d for d in decisions if d.street == point.street]
        if not preferred:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} has no betting round in this hand; it has one on street {streets}",
                    ),
                    (("street", point.street), ("streets", ", ".join(str(d.street) for d in decisions))),
                )
            )
    elif focus is Focus.EQUAL_SHOWING:
        preferred = [d for d in decisions if d.reason.topic is Topic.FIRST_TO_ACT_TIE] or decisions
    elif focus is Focus.COMMON_CARD:
        commons = {e.street for e in hand.events if isinstance(e, Common)}
        preferred = [d for d in decisions if d.street in commons] or decisions
    decision = rng.choice(preferred)
    shown = _first_action_index(hand.events, decision.street)
    spec = hand.table.spec
    hint = because(hand.table.rules, spec, Topic.FIRST_TO_ACT, FirstToActHint(spec.low_showing))
    return _base(
        hand,
        data,
        Drill.FIRST_TO_ACT,
        focus,
        shown,
        decision.street,
        (f"Who acts first on {STREET_NAMES[decision.street]}?", _CLICK_SEAT),
        SeatAnswer(decision.seat),
        [decision.reason],
        hint,
        Point(decision.street),
    )


def _dealer_next(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    steps = dealing_steps(hand.events)
    first = hand.spec.first_street
    later = [(i, s) for i, s in steps if getattr(hand.events[i], "street", first) > first]
    choices = later or steps
    if point is not None and point.street is not None:
        on_street = [(i, s) for i, s in steps if getattr(hand.events[i], "street", first) == point.street]
        number = point.step or 0
        if not 0 <= number < len(on_street):
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} has {count} dealer moves in this hand; step {step} is not one of them",
                    ),
                    (("street", point.street), ("count", len(on_street)), ("step", number)),
                )
            )
        choices = [on_street[number]]
    elif focus is Focus.RESHUFFLE:
        choices = [(i, s) for i, s in steps if s.kind is StepKind.RESHUFFLE] or choices
    elif focus is Focus.COMMON_CARD:
        around = [
            (i, s)
            for i, s in steps
            if s.kind in (StepKind.COMMON, StepKind.RESHUFFLE)
            or (
                s.kind is StepKind.BURN
                and i + 1 < len(hand.events)
                and isinstance(hand.events[i + 1], Common)
            )
        ]
        choices = around or choices
    elif rng.random() < 0.6:
        # mostly the start of a street (burn, reshuffle): the moment dealers get wrong
        starts = [(i, s) for i, s in choices if s.kind is not StepKind.DEAL]
        choices = starts or choices
    index, step = rng.choice(choices)
    reason = explain_step(hand.table, hand.events, index)
    street = getattr(hand.events[index], "street", first)
    hint = because(hand.table.rules, hand.table.spec, Topic.COMMON_CARD, DealerNextHint())
    number = sum(1 for i, _ in steps if i < index and getattr(hand.events[i], "street", first) == street)
    return _base(
        hand,
        data,
        Drill.DEALER_NEXT,
        focus,
        index,
        street,
        (
            "What does the dealer do next?",
            "Click the burn pile, a seat, the common-card "
            "spot, or the stub (to shuffle the burn cards into a new stub).",
        ),
        StepAnswer(step),
        [reason],
        hint,
        Point(street, number),
    )


def _common_card(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    events = hand.events
    first = hand.spec.first_street
    starts: dict[int, int] = {}
    for i, e in enumerate(events):
        street = getattr(e, "street", first)
        if isinstance(e, (Burn, Reshuffle)) and street > first and street not in starts:
            starts[street] = i
    with_common = {e.street for e in events if isinstance(e, Common)}
    streets = sorted(starts)
    if not streets:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the hand ends before any street after the first is dealt"
                )
            )
        )
    if point is not None and point.street is not None:
        if point.street not in starts:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors", "street {street} is not dealt in this hand; it deals {streets}"
                    ),
                    (("street", point.street), ("streets", ", ".join(str(s) for s in streets))),
                )
            )
        street = point.street
    elif focus in (Focus.COMMON_CARD, Focus.RESHUFFLE) and with_common:
        street = rng.choice(sorted(with_common))
    elif with_common and rng.random() < 0.35:
        street = rng.choice(sorted(with_common))
    else:
        street = rng.choice(streets)
    shown = starts[street]
    snapshot = snapshot_from_events(hand.table, events[:shown])
    live = [s.seat for s in snapshot.seats if not s.folded]
    stub = snapshot.stub_count
    plan = plan_street(len(live), stub)
    steps = tuple(step for i, step in dealing_steps(events) if getattr(events[i], "street", first) == street)
    needed = plan is not StreetPlan.EACH
    name = STREET_NAMES[street]
    reading = (
        Reading.RESHUFFLE
        if plan is StreetPlan.RESHUFFLE
        else Reading.EARLY_COMMON
        if plan is StreetPlan.COMMON and street < 6
        else None
    )
    reason = because(
        hand.table.rules,
        hand.table.spec,
        Topic.COMMON_CARD,
        CommonCardCount(street, len(live), stub, plan),
        reading=reading,
    )
    hint = replace(reason, facts=CommonCardHint())
    return _base(
        hand,
        data,
        Drill.COMMON_CARD,
        focus,
        shown,
        street,
        (f"Is a common card needed for {name}?", "Answer yes (Y) or no (N), then deal it."),
        CommonAnswer(needed, steps),
        [reason],
        hint,
        Point(street),
    )


def _split_pot(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    if hand.result is None:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the hand is not finished, so there is no pot to split yet"
                )
            )
        )
    result = hand.result
    pots = tuple(tuple(pot.awards) for pot in result.pots)
    reasons = [r for pot in result.pots for r in pot.reasons]
    if result.rake_reason is not None:
        reasons.insert(0, result.rake_reason)
    spec = hand.table.spec
    topic = Topic.SPLIT if spec.split else (Topic.LOW if not spec.high else Topic.HIGH)
    hint = because(
        hand.table.rules, spec, topic, SplitPotHint(spec.split, bool(hand.table.rules.rake_percent))
    )
    return _base(
        hand,
        data,
        Drill.SPLIT_POT,
        focus,
        len(hand.events),
        hand.street,
        ("Split the pot: enter the chips each seat receives from each pot.", ""),
        SplitAnswer(pots, result.rake),
        reasons,
        hint,
    )


_BUILD = {
    Drill.BRING_IN: _bring_in,
    Drill.FIRST_TO_ACT: _first_to_act,
    Drill.DEALER_NEXT: _dealer_next,
    Drill.COMMON_CARD: _common_card,
    Drill.SPLIT_POT: _split_pot,
}


# --- checking answers -----------------------------------------------------------

#: A split: chips per seat for each pot (main pot first), and the rake taken.
SplitResponse = tuple[Sequence[dict[int, int]], int]
Response = int | Step | bool | SplitResponse


def right_response(question: Question) -> Response:
    """The response that answers ``question`` correctly (for showing the answer)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return answer.seat
    if isinstance(answer, StepAnswer):
        return answer.step
    if isinstance(answer, CommonAnswer):
        return answer.needed
    return ([dict(pot) for pot in answer.pots], answer.rake)


def check(question: Question, response: Response) -> Verdict:
    """The verdict on ``response`` (a seat, a dealer step, yes/no, or pot splits)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        assert isinstance(response, int) and not isinstance(response, bool)
        return Verdict(response == answer.seat, answer, response, question.reasons)
    if isinstance(answer, StepAnswer):
        assert isinstance(response, Step)
        return Verdict(response == answer.step, answer, response, question.reasons)
    if isinstance(answer, CommonAnswer):
        assert isinstance(response, bool)
        return Verdict(response == answer.needed, answer, response, question.reasons)
    assert isinstance(response, tuple) and len(response) == 2
    return _check_split(question, answer, response[0], response[1])


def _check_split(
    question: Question, answer: SplitAnswer, response: Sequence[dict[int, int]], rake: int
) -> Verdict:
    problems: list[Problem] = []
    if rake != answer.rake:
        problems.append(RakeProblem(answer.rake, rake))
    for index, expected in enumerate(answer.pots):
        given = {s: c for s, c in (response[index] if index < len(response) else {}).items() if c}
        want = {s: c for s, c in expected if c}  # a winner of 0 chips (raked away) gets nothing
        if given != want:
            problems.append(
                PotProblem(
                    index,
                    len(answer.pots),
                    tuple(Share(s, want.get(s, 0), given.get(s, 0)) for s in sorted(set(given) | set(want))),
                )
            )
    return Verdict(not problems, answer, (response, rake), question.reasons, tuple(problems))


# --- deal-along -------------------------------------------------------------------


class DealAlong:
    """A hand dealt by the trainee, one dealer move at a time.

    Antes, actions and discards play themselves; at each dealer move the
    trainee must choose it (burn, deal to a seat, common card, reshuffle).
    A wrong move is caught and explained and the hand waits for the right one.
    ``start`` begins at that event (the moment a question was asked);
    ``street`` stops after that street's dealing (the common-card drill's
    "now deal it").
    """

    def __init__(self, data: dict[str, Any], *, start: int = 0, street: int | None = None) -> None:
        hand = play(load_scenario(data))
        self.data = data
        self.table = hand.table
        self.events: tuple[Event, ...] = tuple(hand.events)
        self.stop = len(self.events)
        if street is not None:
            last = max(
                (
                    i
                    for i, step in dealing_steps(self.events)
                    if getattr(self.events[i], "street", None) == street
                ),
                default=start - 1,
            )
            self.stop = last + 1
        self.position = start
        self.mistakes = 0
        self.moves = 0
        self._skip_automatic()

    def _skip_automatic(self) -> None:
        while self.position < self.stop and step_of(self.events[self.position]) is None:
            self.position += 1

    @property
    def finished(self) -> bool:
        return self.position >= self.stop

    def expected(self) -> Step | None:
        return None if self.finished else step_of(self.events[self.position])

    def snapshot(self) -> TableSnapshot:
        return snapshot_from_events(self.table, self.events[: self.position])

    def attempt(self, step: Step) -> Verdict:
        """Try a dealer move; the hand moves on (through any betting) only if it is right."""
        expected = self.expected()
        if expected is None:
            return Verdict(False, None, step, ())
        reason = explain_step(self.table, self.events, self.position)
        self.moves += 1
        if step == expected:
            self.position += 1
            self._skip_automatic()
            return Verdict(True, StepAnswer(expected), step, (reason,))
        self.mistakes += 1
        return Verdict(False, StepAnswer(expected), step, (reason,))


__all__ = [
    "HARD_CASES",
    "CommonAnswer",
    "Deal",
    "DealAlong",
    "Discard",
    "Drill",
    "DrillError",
    "FocusError",
    "PotProblem",
    "Problem",
    "Question",
    "RakeProblem",
    "RuleSetName",
    "SeatAnswer",
    "Share",
    "SplitAnswer",
    "Step",
    "StepAnswer",
    "StepKind",
    "Variant",
    "Verdict",
    "check",
    "new_question",
    "question_at",
]
