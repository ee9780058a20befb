"""The words of an answer in parts: what each part asks, its options and its values.

The drills on the betting and the money (:mod:`dealer_trainer.training.parts`)
hand the GUI typed parts: an :class:`~dealer_trainer.training.parts.Ask`
with the seat or pot it is about, and a value (chips, yes or no, seats, or an
option such as an :class:`~dealer_trainer.training.parts.Announcement` or a
hand). This module words them through Qt's translation (context
``"PartWords"``), each a whole phrase with named ``{fields}``, numbers through
:mod:`.numbers` and hands through :mod:`.handwords`: the labels of the answer
page's rows ("To call", "Who can win side pot 1?"), the options of a choice
("Raise to 20", "Kings full of sevens"), a value given ("seats 3 and 5") and
a part answered wrongly ("Side pot 1: seats 3 and 5 can win it (you chose
seat 3).").

Some words depend on the rest of the answer, never on a rule worked out
here: a pot is "the pot" when the answer speaks of one pot only, and "main
pot" when it names a side pot too; the high winners are "the high half" when
the answer asks about a low as well (a split game), else "the pot"
(:class:`~dealer_trainer.training.parts.Wording`, read from the parts themselves).

With no translator the words are exactly the records' English
(:func:`dealer_trainer.training.parts.answer_english` and its kin), numbers
as :func:`.numbers.number_in_words` writes them: the records keep the words
the window showed (``tests/test_answerwords.py`` holds the two together).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..training.parts import ALONE, Announce, Announcement, Ask, NoLow, Shape, Wording, wording
from .numbers import number_in_words

if TYPE_CHECKING:
    from ..engine.variants import LowRule
    from ..training.parts import Asking, Option, Part, PartProblem, PartsAnswer, PartsResponse, Value

# --- pots and seats ----------------------------------------------------------------------


def pot_name(pot: int | None, words: Wording) -> str:
    """ "Pot", "Main pot" or "Side pot 1", as a row's label starts."""
    if pot is None or (pot == 0 and words.pots == 1):
        return QCoreApplication.translate("PartWords", "Pot")
    if pot == 0:
        return QCoreApplication.translate("PartWords", "Main pot")
    return QCoreApplication.translate("PartWords", "Side pot {number}").format(number=pot)


def _the_pot(pot: int | None, words: Wording) -> str:
    """ "the pot", "the main pot" or "side pot 1", inside a sentence."""
    if pot is None or (pot == 0 and words.pots == 1):
        return QCoreApplication.translate("PartWords", "the pot")
    if pot == 0:
        return QCoreApplication.translate("PartWords", "the main pot")
    return QCoreApplication.translate("PartWords", "side pot {number}").format(number=pot)


def seats_words(seats: frozenset[int]) -> str:
    """ "seat 3", "seats 3 and 5", "seats 2, 3 and 5", or "nobody"."""
    ordered = sorted(seats)
    if not ordered:
        return QCoreApplication.translate("PartWords", "nobody")
    if len(ordered) == 1:
        return QCoreApplication.translate("PartWords", "seat {seat}").format(seat=ordered[0])
    return QCoreApplication.translate("PartWords", "seats {seats} and {last}").format(
        seats=", ".join(str(seat) for seat in ordered[:-1]), last=ordered[-1]
    )


def seat_list(seats: frozenset[int]) -> str:
    """The seats chosen, as the answer page's seats row shows them: "1, 3, 8", or "nobody"."""
    if not seats:
        return QCoreApplication.translate("PartWords", "nobody")
    return ", ".join(str(seat) for seat in sorted(seats))


# --- what a part asks ----------------------------------------------------------------------


def part_label(part: Asking, words: Wording = ALONE) -> str:
    """What ``part`` asks, as its row on the answer page is labelled: "To call", "Who wins the pot?"."""
    seat, pot = part.seat, part.pot
    match part.ask:
        case Ask.TO_CALL:
            return QCoreApplication.translate("PartWords", "To call")
        case Ask.BRING_IN:
            return QCoreApplication.translate("PartWords", "Bring-in")
        case Ask.COMPLETE_TO:
            return QCoreApplication.translate("PartWords", "Complete to")
        case Ask.RAISE_TO:
            return QCoreApplication.translate("PartWords", "Raise to")
        case Ask.CAPPED:
            return QCoreApplication.translate("PartWords", "Is the betting capped?")
        case Ask.RAISES_LEFT:
            return QCoreApplication.translate("PartWords", "Raises left before the cap")
        case Ask.BIG_BET:
            if seat is None:
                return QCoreApplication.translate("PartWords", "May the big bet be bet now?")
            return QCoreApplication.translate("PartWords", "May seat {seat} bet the big bet?").format(
                seat=seat
            )
        case Ask.REOPENED:
            if seat is None:
                return QCoreApplication.translate("PartWords", "Is the raising reopened?")
            return QCoreApplication.translate("PartWords", "May seat {seat} raise again?").format(seat=seat)
        case Ask.ANNOUNCE:
            if seat is None:
                return QCoreApplication.translate("PartWords", "The dealer announces")
            return QCoreApplication.translate("PartWords", "For seat {seat}, the dealer announces").format(
                seat=seat
            )
        case Ask.UNCALLED:
            return QCoreApplication.translate("PartWords", "Uncalled chips given back")
        case Ask.UNCALLED_SEAT:
            return QCoreApplication.translate("PartWords", "Who gets the uncalled chips back?")
        case Ask.POT_TOTAL:
            return QCoreApplication.translate("PartWords", "All the chips in the pot")
        case Ask.POT_AMOUNT:
            return pot_name(pot, words)
        case Ask.POT_ELIGIBLE:
            return QCoreApplication.translate("PartWords", "Who can win {pot}?").format(
                pot=_the_pot(pot, words)
            )
        case Ask.RAKE:
            return QCoreApplication.translate("PartWords", "Rake")
        case Ask.HIGH_HAND:
            return QCoreApplication.translate("PartWords", "Seat {seat}'s high hand").format(seat=seat)
        case Ask.LOW_HAND:
            return QCoreApplication.translate("PartWords", "Seat {seat}'s low").format(seat=seat)
        case Ask.LOW_QUALIFIES:
            return QCoreApplication.translate("PartWords", "Does seat {seat}'s low qualify?").format(
                seat=seat
            )
        case Ask.HIGH_WINNERS:
            return _winners(pot, words, high=True)
        case Ask.LOW_WINNERS:
            return _winners(pot, words, high=False)
        case Ask.STACK_TOTAL:
            return QCoreApplication.translate("PartWords", "The stack")
        case Ask.HALF:
            return QCoreApplication.translate("PartWords", "Each half")
        case Ask.ODD_CHIPS:
            return QCoreApplication.translate("PartWords", "Odd chips")
        case Ask.ODD_CHIP_SEAT:
            return QCoreApplication.translate("PartWords", "Who gets the odd chip?")
        case Ask.STUB_LEFT:
            return QCoreApplication.translate("PartWords", "Cards left in the stub")
        case Ask.STUB_ENOUGH:
            return QCoreApplication.translate(
                "PartWords", "Enough for the burn and a card to every player still in?"
            )


def _winners(pot: int | None, words: Wording, *, high: bool) -> str:
    """ "Who wins the high half?" in a split game, "Who wins the pot?" where one hand takes it all."""
    one_pot = pot is None or (pot == 0 and words.pots == 1)
    if not words.split:
        if one_pot:
            return QCoreApplication.translate("PartWords", "Who wins the pot?")
        return QCoreApplication.translate("PartWords", "Who wins {pot}?").format(pot=_the_pot(pot, words))
    if one_pot:
        return (
            QCoreApplication.translate("PartWords", "Who wins the high half?")
            if high
            else QCoreApplication.translate("PartWords", "Who wins the low half?")
        )
    of_pot = (
        QCoreApplication.translate("PartWords", "of the main pot")
        if pot == 0
        else QCoreApplication.translate("PartWords", "of side pot {number}").format(number=pot)
    )
    if high:
        return QCoreApplication.translate("PartWords", "Who wins the high half {of_pot}?").format(
            of_pot=of_pot
        )
    return QCoreApplication.translate("PartWords", "Who wins the low half {of_pot}?").format(of_pot=of_pot)


# --- the options and the values --------------------------------------------------------------


def announcement_words(announcement: Announcement) -> str:
    """What the dealer says: "Bring-in, 3", "Raise to 20", "Capped — call 40 or fold"."""
    amount = number_in_words(announcement.amount or 0)
    match announcement.kind:
        case Announce.BRING_IN:
            return QCoreApplication.translate("PartWords", "Bring-in, {amount}").format(amount=amount)
        case Announce.COMPLETE:
            return QCoreApplication.translate("PartWords", "Complete to {amount}").format(amount=amount)
        case Announce.BET | Announce.BIG_BET:
            return QCoreApplication.translate("PartWords", "Bet {amount}").format(amount=amount)
        case Announce.RAISE:
            return QCoreApplication.translate("PartWords", "Raise to {amount}").format(amount=amount)
        case Announce.CALL:
            return QCoreApplication.translate("PartWords", "Call {amount}").format(amount=amount)
        case Announce.CHECK:
            return QCoreApplication.translate("PartWords", "Check")
        case Announce.ALL_IN:
            return QCoreApplication.translate("PartWords", "All in for {amount}").format(amount=amount)
        case Announce.CAPPED:
            return QCoreApplication.translate("PartWords", "Capped — call {amount} or fold").format(
                amount=amount
            )
        case Announce.NOT_REOPENED:
            return QCoreApplication.translate(
                "PartWords", "Call {amount} or fold — the raising is not reopened"
            ).format(amount=amount)


def option_words(part: Asking, option: Option, rule: LowRule | None = None) -> str:
    """One option of a choice: an announcement, a hand as a dealer reads it, or "No low".

    ``rule`` is the game's low rule where it is known; a low shown as an option
    is a low of a game that plays one, so without it the low is read as such.
    """
    from ..engine.handclass import HighHand
    from .handwords import high_hand_words, low_hand_words

    if isinstance(option, Announcement):
        return announcement_words(option)
    if isinstance(option, NoLow):
        return QCoreApplication.translate("PartWords", "No low")
    if isinstance(option, HighHand):
        return high_hand_words(option)
    from ..engine.variants import LowRule

    played = rule if rule is not None and rule is not LowRule.NONE else LowRule.ACE_TO_FIVE
    return low_hand_words(option, played, cards=part.cards)


def value_words(part: Part, value: Value | None, rule: LowRule | None = None) -> str:
    """A part's value as said after its label: "10", "yes", "seats 3 and 5", "Raise to 20"."""
    if value is None:
        return QCoreApplication.translate("PartWords", "no answer")
    if part.shape is Shape.YES_NO:
        return (
            QCoreApplication.translate("PartWords", "yes")
            if value
            else QCoreApplication.translate("PartWords", "no")
        )
    if part.shape is Shape.AMOUNT and isinstance(value, int):
        return number_in_words(value)
    if part.shape is Shape.SEATS and isinstance(value, frozenset):
        if part.ask is Ask.LOW_WINNERS and not value and part.right == frozenset():
            # The engine found no qualifying low: say so, and where that half goes.
            return QCoreApplication.translate(
                "PartWords", "nobody: no low qualifies, so the high hand takes the whole pot"
            )
        return seats_words(value)
    assert not isinstance(value, (bool, int, frozenset)), f"{value!r} does not fit {part.ask}"
    return option_words(part, value, rule)


def part_line(part: Part, value: Value | None, words: Wording = ALONE, rule: LowRule | None = None) -> str:
    """A part with a value: "To call: 10", "Is the betting capped? no", "Who wins the pot? seat 3"."""
    label, said = part_label(part, words), value_words(part, value, rule)
    if part.shape in (Shape.YES_NO, Shape.SEATS):  # a question: its answer follows it
        return QCoreApplication.translate("PartWords", "{question} {answer}").format(
            question=label, answer=said
        )
    return QCoreApplication.translate("PartWords", "{label}: {value}").format(label=label, value=said)


def answer_lines(answer: PartsAnswer, rule: LowRule | None = None) -> list[str]:
    """The right answer, one line per part."""
    words = wording(answer)
    return [part_line(part, part.right, words, rule) for part in answer.parts]


def response_lines(answer: PartsAnswer, response: PartsResponse, rule: LowRule | None = None) -> list[str]:
    """What the trainee answered, one line per part, worded like :func:`answer_lines`."""
    words = wording(answer)
    values = response.values
    return [
        part_line(part, values[i] if i < len(values) else None, words, rule)
        for i, part in enumerate(answer.parts)
    ]


def problem_sentence(problem: PartProblem, words: Wording = ALONE, rule: LowRule | None = None) -> str:
    """A part answered wrongly, as a sentence: the right value, then what was given.

    "To call: 10 (you answered 5).", "Side pot 1: seats 3 and 5 can win it
    (you chose seat 3).", "Who gets the odd chip? Seat 4 (you left it blank)."
    """
    part = problem.part
    right = value_words(part, part.right, rule)
    if problem.given is None:
        given = QCoreApplication.translate("PartWords", "you left it blank")
    elif part.shape in (Shape.SEATS, Shape.CHOICE):
        given = QCoreApplication.translate("PartWords", "you chose {given}").format(
            given=value_words(part, problem.given, rule)
        )
    else:
        given = QCoreApplication.translate("PartWords", "you answered {given}").format(
            given=value_words(part, problem.given, rule)
        )
    if part.ask is Ask.POT_ELIGIBLE:
        return QCoreApplication.translate("PartWords", "{pot}: {seats} can win it ({given}).").format(
            pot=pot_name(part.pot, words), seats=right, given=given
        )
    if part.shape in (Shape.YES_NO, Shape.SEATS):
        return QCoreApplication.translate("PartWords", "{question} {right} ({given}).").format(
            question=part_label(part, words), right=_capital(right), given=given
        )
    return QCoreApplication.translate("PartWords", "{label}: {right} ({given}).").format(
        label=part_label(part, words), right=right, given=given
    )


def _capital(text: str) -> str:
    """The value opening its own sentence after a question: "Seat 4", "Yes"."""
    return text[:1].upper() + text[1:]


__all__ = [
    "Wording",
    "announcement_words",
    "answer_lines",
    "option_words",
    "part_label",
    "part_line",
    "pot_name",
    "problem_sentence",
    "response_lines",
    "seat_list",
    "seats_words",
    "value_words",
    "wording",
]
