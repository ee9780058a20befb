"""A question and its answer, and the verdict on a response: the drills' shared types.

Kept apart from the builders of questions (:mod:`.drills`, and one module per
drill on the action and the money) so that every builder can make a
:class:`Question` without importing the others: :mod:`.drills` imports the
builders to list them, and the builders import this module, not it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.events import Event
from ..engine.hand import Hand
from ..engine.pots import Result
from ..engine.reasons import Reason
from ..engine.table import Table
from .focus import Focus
from .kinds import Drill
from .parts import PartProblem, PartsAnswer, PartsResponse, Wording, check_parts, wording
from .parts import answer_english as parts_english
from .parts import problem_english as part_problem_english
from .snapshot import TableSnapshot, snapshot_from_events
from .spotting import LivePlay, SpotAnswer, SpotJudgement, SpotResponse, judge_spot, spot_english
from .steps import Step


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


Answer = SeatAnswer | StepAnswer | CommonAnswer | SplitAnswer | PartsAnswer | SpotAnswer


@dataclass(frozen=True)
class Point:
    """Where in a hand a question is asked, in words an instructor can write.

    ``street`` for first to act, the dealer's next move and the common card;
    ``step`` for the dealer's next move: which of that street's dealer moves
    (0 = the first, usually the burn). The bring-in and the split need neither.
    ``action`` pins a question on the betting (What's the bet?, Count the pot)
    to the moment before one action of that street.
    """

    street: int | None = None
    step: int | None = None
    #: For the drills on the betting: the question is asked before the street's
    #: ``action``-th action (0 = its first, counting every seat's, the bring-in too).
    action: int | None = None
    #: For Spot the error: the mistake shown (a :class:`~.spotting.Fault` value), or
    #: :data:`NO_FAULT` for a hand dealt right. With ``site`` it pins the play, so that a
    #: question rebuilt from its hand and point (the records, the packs) is the same one.
    fault: str | None = None
    #: For Spot the error: where the mistake is planted, as an index into the hand's
    #: true beats (:func:`~.spotting.fault_sites`); ``None`` for a hand dealt right.
    site: int | None = None

    def to_json(self) -> dict[str, int | str]:
        data: dict[str, int | str] = {}
        if self.street is not None:
            data["street"] = self.street
        if self.step is not None:
            data["step"] = self.step
        if self.action is not None:
            data["action"] = self.action
        if self.fault is not None:
            data["fault"] = self.fault
        if self.site is not None:
            data["site"] = self.site
        return data


#: A Spot the error point's ``fault`` for a hand dealt right, with no mistake shown.
NO_FAULT = "none"


@dataclass(frozen=True)
class ChipPile:
    """Chips drawn on the table for a drill to count: ``chips`` as (denomination, count), biggest first.

    ``pot`` says which pot the pile is (0 the main pot) where the pile is a
    pot; ``seat`` the seat it stands in front of, if any; a pile with neither
    is a stack set out in the middle to count (the Chips drill).
    """

    chips: tuple[tuple[int, int], ...]
    pot: int | None = None
    seat: int | None = None

    @property
    def total(self) -> int:
        return sum(denomination * count for denomination, count in self.chips)


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
    #: Chips the table draws as stacks for this question (the pot to count, a stack, halves).
    piles: tuple[ChipPile, ...] = ()
    #: Spot the error: the whole hand as the table plays it, beat by beat, with its mistake shown.
    live: LivePlay | None = None

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


#: What is wrong with a response: a split's wrong rake or pot (in the order said), or a wrong part.
Problem = RakeProblem | PotProblem | PartProblem


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
    #: Spot the error: what the stop was (a catch, a false alarm, a miss...).
    spot: SpotJudgement | None = None

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
        return " ".join(problem_english(problem, self.answer) for problem in self.problems)


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
    if isinstance(answer, PartsAnswer):
        return parts_english(answer)
    if isinstance(answer, SpotAnswer):
        return spot_english(answer)
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
    if isinstance(answer, PartsAnswer):
        assert isinstance(response, PartsResponse)
        return parts_english(answer, response)
    if isinstance(answer, SpotAnswer):
        assert isinstance(response, SpotResponse)
        return spot_english(answer, response)
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


def problem_english(problem: Problem, answer: Answer | None = None) -> str:
    """One thing wrong with a split, or one part answered wrongly, as a sentence.

    ``answer`` is the whole answer of a wrong part: its other parts say whether a
    pot is "the pot" or "the main pot" (:func:`~.parts.wording`).
    """
    if isinstance(problem, RakeProblem):
        return f"The rake is {problem.right} (you took {problem.taken})."
    if isinstance(problem, PartProblem):
        return part_problem_english(
            problem, wording(answer) if isinstance(answer, PartsAnswer) else Wording()
        )
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


def make_question(
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
    piles: tuple[ChipPile, ...] = (),
    live: LivePlay | None = None,
) -> Question:
    """A question on ``hand`` (played from ``data``), asked after its first ``shown`` events."""
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
        piles,
        live,
    )


# --- checking answers -----------------------------------------------------------

#: A split: chips per seat for each pot (main pot first), and the rake taken.
SplitResponse = tuple[Sequence[dict[int, int]], int]
Response = int | Step | bool | SplitResponse | PartsResponse | SpotResponse


def right_response(question: Question) -> Response:
    """The response that answers ``question`` correctly (for showing the answer)."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return answer.seat
    if isinstance(answer, StepAnswer):
        return answer.step
    if isinstance(answer, CommonAnswer):
        return answer.needed
    if isinstance(answer, PartsAnswer):
        return PartsResponse(tuple(part.right for part in answer.parts))
    if isinstance(answer, SpotAnswer):
        mistake = answer.mistake
        if mistake is None:
            return SpotResponse(None)
        return SpotResponse(mistake.beat + 1, mistake.place, mistake.fault)
    return ([dict(pot) for pot in answer.pots], answer.rake)


def check(question: Question, response: Response) -> Verdict:
    """The verdict on ``response`` (a seat, a dealer step, yes/no, pot splits, or one value per part)."""
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
    if isinstance(answer, PartsAnswer):
        assert isinstance(response, PartsResponse)
        problems = check_parts(answer, response)
        return Verdict(not problems, answer, response, question.reasons, problems)
    if isinstance(answer, SpotAnswer):
        assert isinstance(response, SpotResponse)
        judgement = judge_spot(answer, response)
        return Verdict(judgement.correct, answer, response, question.reasons, spot=judgement)
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
