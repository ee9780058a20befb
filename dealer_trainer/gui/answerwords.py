"""The drills' questions, answers and verdicts in the window's words.

The training layer hands the GUI typed data: a question's drill and street,
an :data:`~dealer_trainer.training.drills.Answer`, the trainee's response
and the :data:`~dealer_trainer.training.drills.Problem` records of a wrong
split. This module words them through Qt's translation (context
``"Answers"``), each a whole sentence with named ``{fields}`` translated
before the values go in. With no translator installed the words are exactly
the English the training layer keeps for the records and the command line
(:attr:`Verdict.expected <dealer_trainer.training.drills.Verdict.expected>`,
:attr:`Question.sentence <dealer_trainer.training.drills.Question.sentence>`...);
a test holds the two together over many generated questions. An answer in
parts is worded by :mod:`.partwords`, with the labels of its rows and the
hands named as a dealer calls them, and the records keep those same words
("To call: 10; Is the betting capped? no").

The window imports this module while it opens, before the engine, its data
classes and :mod:`html` are loaded: everything else is imported where it is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..training.kinds import Drill
from .words import decimal, number_in_words

if TYPE_CHECKING:
    from ..engine.actions import ActionKind
    from ..engine.names import RuleSetName, Variant
    from ..training.drills import Answer, Problem, Question, Response, Verdict
    from ..training.kinds import AnswerKind
    from ..training.session import Tally
    from ..training.steps import Step
    from ..training.tablequestion import TableQuestion

    #: A question, or a class question as the trainee's app has it before the reveal.
    Asked = Question | TableQuestion


# --- the questions ---------------------------------------------------------------------


def question_sentence(question: Asked) -> str:
    """The question as a class is asked it: "Who acts first on fifth street?".

    Worded from what the table shows (a class question's :class:`TableQuestion` has all it needs),
    so the trainee in a class reads the drills' own sentence."""
    from .reasonwords import street_words  # with the reasons' words, not at start-up

    match question.drill:
        case Drill.BRING_IN:
            return QCoreApplication.translate("Answers", "Who brings in?")
        case Drill.FIRST_TO_ACT:
            return QCoreApplication.translate("Answers", "Who acts first on {street}?").format(
                street=street_words(question.street)
            )
        case Drill.DEALER_NEXT:
            return QCoreApplication.translate("Answers", "What does the dealer do next?")
        case Drill.COMMON_CARD:
            return QCoreApplication.translate("Answers", "Is a common card needed for {street}?").format(
                street=street_words(question.street)
            )
        case Drill.SPLIT_POT:
            return QCoreApplication.translate(
                "Answers", "Split the pot: enter the chips each seat receives from each pot."
            )
        case Drill.BET:
            return _bet_sentence(question)
        case Drill.SHOWDOWN:
            if _split_game(question):
                return QCoreApplication.translate(
                    "Answers",
                    "Read the showdown: name each hand still in, then who wins each half of each pot.",
                )
            return QCoreApplication.translate(
                "Answers", "Read the showdown: name each hand still in, then who wins each pot."
            )
        case Drill.COUNT_POT:
            return _count_pot_sentence(question)
        case Drill.CHIPS:
            return _chips_sentence(question)
        case Drill.STUB_COUNT:
            return QCoreApplication.translate(
                "Answers",
                "Before {street} is dealt: how many cards are left in the stub, and are they enough "
                "to burn one and give every player still in a card?",
            ).format(street=street_words(question.street))
        case Drill.SPOT:
            return QCoreApplication.translate(
                "Answers", "Spot the error: stop the hand at the mistake, if there is one, and name it."
            )


def _split_game(question: Asked) -> bool:
    from ..training.tablequestion import TableQuestion

    if isinstance(question, TableQuestion):
        return question.split_game
    return question.table.spec.split


def _eight_or_better(question: Asked) -> bool:
    from ..engine.variants import LowRule  # the engine is loaded once a question exists
    from ..training.tablequestion import TableQuestion

    if isinstance(question, TableQuestion):
        return question.eight_or_better
    return question.table.spec.low is LowRule.EIGHT_OR_BETTER


def _bet_sentence(question: Asked) -> str:
    """A *What's the bet?* question, worded from its form, seat and street (the English
    equals :func:`~dealer_trainer.training.betdrill.sentence_english`)."""
    from ..training.betdrill import BetForm, bet_form
    from ..training.parts import Ask
    from ..training.tablequestion import TableQuestion
    from .reasonwords import street_words

    if isinstance(question, TableQuestion):
        assert question.bet is not None
        asked = question.bet
    else:
        asked = bet_form(question)
    street = street_words(asked.street)
    seat = asked.seat
    match asked.form:
        case BetForm.BRING_IN:
            if asked.then is Ask.COMPLETE_TO:
                text = QCoreApplication.translate(
                    "Answers",
                    "Seat {seat} brings in on {street}: what is the bring-in, and what does a "
                    "completion make it?",
                )
            else:
                text = QCoreApplication.translate(
                    "Answers", "Seat {seat} brings in on {street}: what is the bring-in?"
                )
        case BetForm.AMOUNTS:
            if asked.then is Ask.COMPLETE_TO:
                text = QCoreApplication.translate(
                    "Answers",
                    "Seat {seat} to act on {street}: what does it cost to call, and what can it complete to?",
                )
            elif asked.then is Ask.RAISE_TO:
                text = QCoreApplication.translate(
                    "Answers",
                    "Seat {seat} to act on {street}: what does it cost to call, and what can it bet or raise to?",
                )
            elif asked.then is Ask.CAPPED:
                text = QCoreApplication.translate(
                    "Answers",
                    "Seat {seat} to act on {street}: what does it cost to call, and is the betting capped?",
                )
            else:
                text = QCoreApplication.translate(
                    "Answers", "Seat {seat} to act on {street}: what does it cost to call?"
                )
        case BetForm.ANNOUNCE:
            text = QCoreApplication.translate(
                "Answers", "Seat {seat} puts {chips} in on {street}: what does the dealer announce?"
            )
        case BetForm.OPEN_PAIR:
            text = QCoreApplication.translate(
                "Answers",
                "An open pair shows on {street}: may seat {seat} bet the big bet, what does it cost to "
                "call, and what can it bet or raise to?",
            )
        case BetForm.SHORT_ALL_IN:
            text = QCoreApplication.translate(
                "Answers",
                "After a short all-in, seat {seat} is to act on {street}: is the betting reopened for "
                "it, and what does it cost to call?",
            )
        case BetForm.UNCALLED:
            text = QCoreApplication.translate(
                "Answers", "The hand is over with chips nobody matched: how many go back, and to which seat?"
            )
    return text.format(seat=seat, street=street, chips=number_in_words(asked.chips))


def question_instructions(question: Asked) -> str:
    """How to answer the question in the app ("" where the sentence says it all)."""
    match question.drill:
        case Drill.BRING_IN | Drill.FIRST_TO_ACT:
            return QCoreApplication.translate("Answers", "Click the seat, or press its number.")
        case Drill.DEALER_NEXT:
            return QCoreApplication.translate(
                "Answers",
                "Click the burn pile, a seat, the common-card spot, or the stub "
                "(to shuffle the burn cards into a new stub).",
            )
        case Drill.COMMON_CARD:
            return QCoreApplication.translate("Answers", "Answer yes (Y) or no (N), then deal it.")
        case Drill.SPLIT_POT | Drill.BET:
            return ""
        case Drill.SHOWDOWN:
            if _eight_or_better(question):
                return QCoreApplication.translate(
                    "Answers",
                    "Choose each hand's name from its list, then click the seats that win. Where no "
                    "low qualifies, choose “No low” and leave the low half without a winner: the "
                    "high hand takes the whole pot.",
                )
            return QCoreApplication.translate(
                "Answers", "Choose each hand's name from its list, then click the seats that win."
            )
        case Drill.COUNT_POT | Drill.CHIPS:
            return _money_instructions(question)
        case Drill.STUB_COUNT:
            return QCoreApplication.translate("Answers", "Type the number and answer yes or no.")
        case Drill.SPOT:
            return QCoreApplication.translate("Answers", "A hand dealt right is let run to its end.")


def _asks(question: Asked) -> set[str]:
    """What the question's parts ask (the values of :class:`~dealer_trainer.training.parts.Ask`)."""
    from ..training.parts import PartsAnswer
    from ..training.tablequestion import TableQuestion

    if isinstance(question, TableQuestion):
        return {part.ask.value for part in question.shape.parts}
    answer = question.answer
    return {part.ask.value for part in answer.parts} if isinstance(answer, PartsAnswer) else set()


def _count_pot_sentence(question: Asked) -> str:
    """Count the pot's question, from what it asks: the total, each pot, the rake."""
    asks = _asks(question)
    if any(pile.seat is not None for pile in question.piles):
        return QCoreApplication.translate(
            "Answers", "How much is in the pot, with the bets in front of the seats?"
        )
    if "pot-eligible" in asks:
        if "rake" in asks:
            return QCoreApplication.translate(
                "Answers", "How much is in each pot, who can win it, and what is the rake?"
            )
        return QCoreApplication.translate("Answers", "How much is in each pot, and who can win it?")
    if "rake" in asks:
        return QCoreApplication.translate("Answers", "How much is in the pot, and what is the rake?")
    return QCoreApplication.translate("Answers", "How much is in the pot?")


def _chips_sentence(question: Asked) -> str:
    """The Chips question, from what it asks: a stack to count, or a pot to cut."""
    asks = _asks(question)
    if "half" not in asks:
        return QCoreApplication.translate("Answers", "How much is this stack?")
    if "odd-chip-seat" in asks:
        return QCoreApplication.translate(
            "Answers",
            "Cut this pot in two: how much is each half, how many chips are left over, "
            "and who gets the odd chip?",
        )
    return QCoreApplication.translate(
        "Answers", "Cut this pot in two: how much is each half, and how many chips are left over?"
    )


def _money_instructions(question: Asked) -> str:
    """How the money drills are answered: amounts typed, seats clicked."""
    asks = _asks(question)
    if "pot-eligible" in asks:
        return QCoreApplication.translate(
            "Answers", "Type the amounts and click the seats that can win each pot."
        )
    if "odd-chip-seat" in asks:
        return QCoreApplication.translate("Answers", "Type the amounts and click the seat.")
    if len([a for a in asks if a in ("pot-total", "rake", "half", "odd-chips")]) > 1:
        return QCoreApplication.translate("Answers", "Type the amounts.")
    return QCoreApplication.translate("Answers", "Type the amount.")


def question_prompt(question: Asked) -> str:
    """The sentence and then the instructions: what the drill panel shows."""
    sentence, instructions = question_sentence(question), question_instructions(question)
    if not instructions:
        return sentence
    return QCoreApplication.translate("Answers", "{sentence} {instructions}").format(
        sentence=sentence, instructions=instructions
    )


# --- the answers -----------------------------------------------------------------------


def _seat(seat: object) -> str:
    return QCoreApplication.translate("Answers", "seat {seat}").format(seat=seat)


def _step(step: Step) -> str:
    from .words import step_words

    return step_words(step.kind, step.seat)


def _common(needed: bool) -> str:
    if needed:
        return QCoreApplication.translate("Answers", "yes, a common card")
    return QCoreApplication.translate("Answers", "no, one card to each seat")


def _pot_name(index: int, count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("Answers", "pot")
    if index == 0:
        return QCoreApplication.translate("Answers", "main pot")
    return QCoreApplication.translate("Answers", "side pot {number}").format(number=index)


def _pot_part(index: int, count: int, shares: str) -> str:
    return QCoreApplication.translate("Answers", "{pot}: {shares}").format(
        pot=_pot_name(index, count), shares=shares
    )


def _shares(pairs: list[tuple[int, int]]) -> str:
    """ "seat 2 10, seat 9 10": the seats receiving chips, and how many."""
    return ", ".join(
        QCoreApplication.translate("Answers", "seat {seat} {chips}").format(seat=s, chips=number_in_words(c))
        for s, c in pairs
    )


def answer_parts(answer: Answer | None) -> list[str]:
    """The right answer in lines: one per pot for a split (the rake with the last pot),
    one per part for an answer in parts, else the one line of :func:`answer_words`
    (the presenter shows a split pot by pot)."""
    from ..training.drills import PartsAnswer, SplitAnswer

    if isinstance(answer, PartsAnswer):
        from .partwords import answer_lines

        return answer_lines(answer)
    if not isinstance(answer, SplitAnswer):
        return [answer_words(answer)]
    parts = [
        _pot_part(
            i,
            len(answer.pots),
            _shares([(s, c) for s, c in pot if c])
            or QCoreApplication.translate("Answers", "nothing left after the rake"),
        )
        for i, pot in enumerate(answer.pots)
    ]
    if answer.rake:
        parts[-1] = QCoreApplication.translate("Answers", "{split} (after a rake of {rake})").format(
            split=parts[-1], rake=number_in_words(answer.rake)
        )
    return parts


def answer_words(answer: Answer | None) -> str:
    """The right answer: "seat 4", "burn a card", "main pot: seat 2 40; side pot 1: …",
    "To call: 10; Is the betting capped? no"."""
    from ..training.drills import CommonAnswer, SeatAnswer, StepAnswer

    if answer is None:
        return QCoreApplication.translate("Answers", "nothing: the dealing is done")
    if isinstance(answer, SeatAnswer):
        return _seat(answer.seat)
    if isinstance(answer, StepAnswer):
        return _step(answer.step)
    if isinstance(answer, CommonAnswer):
        return _common(answer.needed)
    from ..training.spotting import SpotAnswer

    if isinstance(answer, SpotAnswer):
        from .spotwords import answer_words as spot_answer_words

        return spot_answer_words(answer)
    return "; ".join(answer_parts(answer))


def response_words(answer: Answer | AnswerKind | None, response: Response) -> str:
    """What the trainee answered, worded like ``answer`` so the two read side by side (``answer``
    may be only its kind: a class question's answer before the reveal)."""
    from ..training.drills import PartsAnswer, SeatAnswer, SplitAnswer
    from ..training.kinds import AnswerKind
    from ..training.parts import PartsResponse
    from ..training.steps import Step

    if answer is AnswerKind.SEAT:
        return _seat(response)

    if isinstance(answer, PartsAnswer) and isinstance(response, PartsResponse):
        from .partwords import response_lines

        return "; ".join(response_lines(answer, response))
    if isinstance(answer, SeatAnswer):
        return _seat(response)
    from ..training.spotting import SpotResponse

    if isinstance(response, SpotResponse):
        from .spotwords import response_words as spot_response_words

        return spot_response_words(response)
    if isinstance(response, bool):
        return _common(response)
    if isinstance(response, Step):
        return _step(response)
    from ..training.spotting import SpotResponse

    if isinstance(response, SpotResponse):
        from .spotwords import response_words as spot_response_words

        return spot_response_words(response)
    if not isinstance(answer, SplitAnswer) or not isinstance(response, tuple):
        return str(response)
    pots, rake = response
    none = QCoreApplication.translate("Answers", "no chips given")
    if not any(c for pot in pots for c in pot.values()):
        text = none
    else:
        text = "; ".join(
            _pot_part(i, len(answer.pots), _shares([(s, c) for s, c in pot.items() if c]) or none)
            for i, pot in enumerate(pots)
            if i < len(answer.pots)
        )
    if rake or answer.rake:
        text = QCoreApplication.translate("Answers", "{split} (rake {rake})").format(
            split=text, rake=number_in_words(rake)
        )
    return text


def problem_words(problem: Problem, answer: Answer | None = None) -> str:
    """One thing wrong with a split, or one part answered wrongly, as a sentence.

    ``answer`` is the whole answer of a wrong part: a pot is "the pot" or "the
    main pot", the winners "of the pot" or "of the high half", by what else it asks.
    """
    from ..training.drills import PartProblem, PartsAnswer, RakeProblem

    if isinstance(problem, RakeProblem):
        return QCoreApplication.translate("Answers", "The rake is {right} (you took {taken}).").format(
            right=number_in_words(problem.right), taken=number_in_words(problem.taken)
        )
    if isinstance(problem, PartProblem):
        from .partwords import Wording, problem_sentence, wording

        return problem_sentence(problem, wording(answer) if isinstance(answer, PartsAnswer) else Wording())
    parts = ", ".join(
        (
            QCoreApplication.translate("Answers", "seat {seat} gets {right}")
            if share.given == share.right
            else QCoreApplication.translate("Answers", "seat {seat} gets {right} (you gave {given})")
        ).format(seat=share.seat, right=number_in_words(share.right), given=number_in_words(share.given))
        for share in problem.shares
    )
    if problem.pots == 1:
        return QCoreApplication.translate("Answers", "In the pot, {shares}.").format(shares=parts)
    if problem.pot == 0:
        return QCoreApplication.translate("Answers", "In the main pot, {shares}.").format(shares=parts)
    return QCoreApplication.translate("Answers", "In side pot {number}, {shares}.").format(
        number=problem.pot, shares=parts
    )


def expected_words(verdict: Verdict) -> str:
    """The verdict's right answer in words."""
    return answer_words(verdict.answer)


def given_words(verdict: Verdict) -> str:
    """The verdict's response in words."""
    return response_words(verdict.answer, verdict.response)


def detail_words(verdict: Verdict) -> str:
    """What is wrong with a wrong split, sentence by sentence ("" for anything else)."""
    return " ".join(problem_words(problem, verdict.answer) for problem in verdict.problems)


def right_answer_words(question: Question) -> str:
    """The engine's answer to ``question`` in words (the answer key, the presenter, "show me")."""
    return answer_words(question.answer)


def right_answer_lines(question: Question) -> list[str]:
    """The engine's answer to ``question`` as the answer key and the pack editor print it:
    one line per part for an answer in parts (seven parts on one line do not read), else
    the one line of :func:`right_answer_words`."""
    from ..training.parts import PartsAnswer

    if isinstance(question.answer, PartsAnswer):
        return answer_parts(question.answer)
    return [right_answer_words(question)]


# --- the session's score ---------------------------------------------------------------


def tally_words(tally: Tally) -> str:
    """The session's score line: "Score 35 · 4/5 right · streak 2 (best 3) · median 3.4 s"."""
    if not tally.answered:
        return QCoreApplication.translate("Answers", "Score 0 · no answers yet")
    return QCoreApplication.translate(
        "Answers",
        "Score {score} · {right}/{answered} right · streak {streak} (best {best}) · median {seconds} s",
    ).format(
        score=number_in_words(tally.score),
        right=number_in_words(tally.right),
        answered=number_in_words(tally.answered),
        streak=tally.streak,
        best=tally.best_streak,
        seconds=decimal(tally.median_seconds or 0.0, 1),
    )


# --- the table ---------------------------------------------------------------------------


def seat_action(action: ActionKind | None, amount: int) -> str:
    """A seat's last action this round, under its stack: "calls 20" ("" before it acts)."""
    from ..engine.actions import ActionKind

    match action:
        case None:
            return ""
        case ActionKind.BRING_IN:
            return QCoreApplication.translate("TableView", "brings in {amount}").format(
                amount=number_in_words(amount)
            )
        case ActionKind.COMPLETE:
            return QCoreApplication.translate("TableView", "completes {amount}").format(
                amount=number_in_words(amount)
            )
        case ActionKind.BET:
            return QCoreApplication.translate("TableView", "bets {amount}").format(
                amount=number_in_words(amount)
            )
        case ActionKind.RAISE:
            return QCoreApplication.translate("TableView", "raises {amount}").format(
                amount=number_in_words(amount)
            )
        case ActionKind.CALL:
            return QCoreApplication.translate("TableView", "calls {amount}").format(
                amount=number_in_words(amount)
            )
        case ActionKind.CHECK:
            return QCoreApplication.translate("TableView", "checks")
        case ActionKind.FOLD:
            return QCoreApplication.translate("TableView", "folds")
        case ActionKind.DISCARD:
            return QCoreApplication.translate("TableView", "discards")


def table_title(variant: Variant, rules: RuleSetName) -> str:
    """The table's title: the game and the rule set, "Seven-card Stud High · Pennsylvania rules"."""
    from .words import game_title, rules_sheet

    return QCoreApplication.translate("TableView", "{game} · {rules}").format(
        game=game_title(variant), rules=rules_sheet(rules)
    )


__all__ = [
    "answer_parts",
    "answer_words",
    "detail_words",
    "expected_words",
    "given_words",
    "problem_words",
    "question_instructions",
    "question_prompt",
    "question_sentence",
    "response_words",
    "right_answer_lines",
    "right_answer_words",
    "seat_action",
    "table_title",
    "tally_words",
]
