"""Spot the error as a pack shows it: the table at the moment of the mistake, its words, its mark.

The pack editor's preview, the classroom presenter and the answer key show a
Spot-the-error question as one picture, not as the hand played live: the
table at the moment the mistake can first be seen (the hand's end for a hand
played without one), the mistake marked where it is (:mod:`.marks`), and the
mistake, its place, the moment and the rule broken in words. What the mistake is, where
and why are the fault layer's and the engine's
(:mod:`dealer_trainer.training.spotting`); here they are only shown and said,
through Qt's translations.

The words of the mistakes and places are :mod:`.spotwords`'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..engine.events import ActionTaken, Ante, Burn, Common, Deal, Discard, Reshuffle
from ..training.spotting import Award, RakeTaken, SpotAnswer, beat_streets
from .numbers import number
from .reasonwords import capitalised, street_words
from .spotwords import fault_words, place_words

if TYPE_CHECKING:
    from ..training.drills import Question
    from ..training.snapshot import TableSnapshot
    from ..training.spotting import Beat


def spot_answer(question: Question) -> SpotAnswer | None:
    """The question's answer if it is Spot the error's (the one test the pack views make)."""
    answer = question.answer
    return answer if isinstance(answer, SpotAnswer) else None


def mistake_snapshot(question: Question) -> TableSnapshot:
    """The table a Spot-the-error question is shown at: the moment its mistake can first be
    seen, or the end of a hand played without one (what a trainee lets run)."""
    answer, live = spot_answer(question), question.live
    if answer is None or live is None:
        return question.snapshot()
    mistake = answer.mistake
    return live.frame(mistake.beat + 1 if mistake is not None else len(live.beats))


def answer_lines(question: Question) -> list[str]:
    """The right answer in lines, as the answer key and the pack editor print it: a
    Spot-the-error question's mistake, place and moment (:func:`mistake_lines`), any
    other question's answer (:func:`.answerwords.right_answer_lines`)."""
    if spot_answer(question) is not None:
        return mistake_lines(question)
    from .answerwords import right_answer_lines

    return right_answer_lines(question)


def mistake_lines(question: Question) -> list[str]:
    """The right answer as the answer key and the presenter print it: the mistake, where it
    is seen and when ("Mistake: …", "Where: seat 4", "When: fifth street: the deal to seat
    4"), or that there is none."""
    answer = spot_answer(question)
    assert answer is not None
    mistake = answer.mistake
    if mistake is None:
        return [QCoreApplication.translate("SpotShown", "No mistake: the hand is dealt right; let it run.")]
    lines = [
        QCoreApplication.translate("SpotShown", "Mistake: {mistake}").format(
            mistake=fault_words(mistake.fault)
        ),
        QCoreApplication.translate("SpotShown", "Where: {place}").format(place=place_words(mistake.place)),
    ]
    # The moment the mistake is pinned to, as the editor lists it: the true beat it is made at.
    live, site = question.live, question.point.site
    if live is not None and site is not None and site < len(live.true_beats):
        street = beat_streets(live.true_beats, question.table.spec.first_street)[site]
        lines.append(
            QCoreApplication.translate("SpotShown", "When: {moment}").format(
                moment=beat_words(live.true_beats[site], street)
            )
        )
    return lines


def spot_when(question: Question) -> str:
    """When a Spot-the-error question is about, as the answer key heads it: the street its
    mistake is seen on ("4th street"), or the whole hand for one without ("" for another drill)."""
    answer, live = spot_answer(question), question.live
    if answer is None or live is None:
        return ""
    mistake = answer.mistake
    if mistake is None:
        return QCoreApplication.translate("SpotShown", "the whole hand")
    from .table import ordinal

    street = beat_streets(live.beats, question.table.spec.first_street)[mistake.beat]
    return QCoreApplication.translate("SpotShown", "{ordinal} street").format(ordinal=ordinal(street))


def house_matter(question: Question) -> str:
    """Where the rule texts say nothing of what follows the mistake, that it is the house's
    decision (the reasons say the rule broken and, where there is one, the remedy)."""
    answer = spot_answer(question)
    if answer is None or answer.mistake is None or answer.mistake.remedy is not None:
        return ""
    return QCoreApplication.translate(
        "SpotShown", "What follows is the house's decision: the rules say only what should have happened."
    )


# --- a moment of the hand ------------------------------------------------------------


def beat_words(beat: Beat, street: int | None) -> str:
    """A moment of the hand as a dealer says it: "Fifth street: the deal to seat 4",
    "Fourth street: seat 3 raises to 12", "The end of the hand: pushing the pot owed to seat 2".

    ``beat`` is what the dealer should do then (a true beat): a push names the
    seat the pot is owed to, not the one a mistake pushes it to."""
    if isinstance(beat, (Award, RakeTaken)):
        if isinstance(beat, RakeTaken):
            what = QCoreApplication.translate("SpotShown", "taking the rake")
        elif beat.pot == 0:
            what = QCoreApplication.translate("SpotShown", "pushing the pot owed to seat {seat}").format(
                seat=number(beat.seat)
            )
        else:
            what = QCoreApplication.translate(
                "SpotShown", "pushing side pot {pot}, owed to seat {seat}"
            ).format(pot=number(beat.pot), seat=number(beat.seat))
        return QCoreApplication.translate("SpotShown", "The end of the hand: {what}").format(what=what)
    what = _event_words(beat)
    if street is None:
        return capitalised(what)
    return QCoreApplication.translate("SpotShown", "{street}: {what}").format(
        street=capitalised(street_words(street)), what=what
    )


def _event_words(beat: Beat) -> str:
    if isinstance(beat, Deal):
        return QCoreApplication.translate("SpotShown", "the deal to seat {seat}").format(
            seat=number(beat.seat)
        )
    if isinstance(beat, Burn):
        return QCoreApplication.translate("SpotShown", "the burn")
    if isinstance(beat, Common):
        return QCoreApplication.translate("SpotShown", "the common card")
    if isinstance(beat, Reshuffle):
        return QCoreApplication.translate("SpotShown", "the burn cards shuffled into a new stub")
    if isinstance(beat, Ante):
        return QCoreApplication.translate("SpotShown", "the ante of seat {seat}").format(
            seat=number(beat.seat)
        )
    if isinstance(beat, Discard):
        return QCoreApplication.translate("SpotShown", "the discard of seat {seat}").format(
            seat=number(beat.seat)
        )
    assert isinstance(beat, ActionTaken)
    from .answerwords import seat_action

    return QCoreApplication.translate("SpotShown", "seat {seat} {action}").format(
        seat=number(beat.seat), action=seat_action(beat.kind, beat.amount)
    )
