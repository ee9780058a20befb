"""The drill panel's feedback view: the verdict, a wrong split, a hint and the answer as HTML.

Only layout: whether an answer is right, the right answer in words and the
reasons are the engine's and the drills' (:func:`dealer_trainer.training.drills.check`).
Every word of ours is translated as a whole sentence before values go in,
and every value is escaped: a name typed into a pack shows as typed.

:mod:`html` is loaded on first use: the package brings its large entity
table, and the window opens before any feedback is written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from .answerwords import detail_words, expected_words, given_words
from .theme import FEEDBACK
from .words import number

if TYPE_CHECKING:
    from ..engine.reasons import Reason
    from ..training.drills import SplitAnswer, Verdict


def escape(text: str) -> str:
    """``html.escape``, loaded on first use (see the module's docstring)."""
    import html

    return html.escape(text)


def reasons_html(reasons: tuple[Reason, ...]) -> str:
    """Each reason as its rule in bold, then the reason (worded by :mod:`.reasonwords`)."""
    from .reasonwords import worded

    return "".join(f"<p><b>{escape(r.rule)}</b> — {escape(r.text)}</p>" for r in map(worded, reasons))


def verdict_html(
    verdict: Verdict, *, short: bool = False, split: str = "", note: str = "", keep_note: bool = False
) -> str:
    """The verdict: right or not with the answer, then why, then the instructor's note.

    ``short``: a right move while dealing along, or a right answer at a level
    that explains only a wrong one, which says only that it is right;
    ``keep_note``: the instructor's note stays even so (a pack's question at
    such a level; a move dealt along leaves it out, not to repeat it at each
    move); ``split``: a wrong split laid out by :func:`split_table_html`.
    """
    from ..training.parts import PartsAnswer  # loaded with the first verdict, not with the window

    if isinstance(verdict.answer, PartsAnswer):
        head = parts_verdict_html(verdict, short=short)
    elif verdict.correct:
        head = (
            f"<h3 style='color:{FEEDBACK.right}'>"
            + escape(QCoreApplication.translate("DrillPanel", "✓ Right: {answer}")).format(
                answer=escape(expected_words(verdict))
            )
            + "</h3>"
        )
    elif split:
        head = (
            f"<h3 style='color:{FEEDBACK.wrong}'>"
            + escape(QCoreApplication.translate("DrillPanel", "✗ Not right: the split is"))
            + "</h3>"
        )
    else:
        head = (
            f"<h3 style='color:{FEEDBACK.wrong}'>"
            + escape(
                QCoreApplication.translate("DrillPanel", "✗ Not right: the answer is {answer}, not {given}")
            ).format(answer=escape(expected_words(verdict)), given=escape(given_words(verdict)))
            + "</h3>"
        )
    detail = split or (
        f"<p>{escape(detail_words(verdict))}</p>"
        if verdict.problems and not isinstance(verdict.answer, PartsAnswer)
        else ""
    )
    body = "" if short and verdict.correct else reasons_html(verdict.reasons)
    if note and (keep_note or not short):
        body += (
            f"<p style='border-left: 4px solid {FEEDBACK.note_bar}; padding-left: 6px'><b>"
            + escape(QCoreApplication.translate("DrillPanel", "Instructor's note:"))
            + f"</b> {escape(note)}</p>"
        )
    return head + detail + body


def parts_verdict_html(verdict: Verdict, *, short: bool = False) -> str:
    """The verdict on an answer in parts: right with every part's value, or a
    list of the parts that are wrong, each with its right value and the one given
    (the parts that are right are ticked on the answer page itself).

    ``short``: a right answer at a level that explains only a wrong one: the
    heading alone, as the page shows every value ticked."""
    from ..training.parts import PartProblem, PartsAnswer
    from .answerwords import problem_words
    from .partwords import answer_lines

    answer = verdict.answer
    assert isinstance(answer, PartsAnswer)
    if verdict.correct:
        heading = QCoreApplication.translate("DrillPanel", "✓ Right")
        lines = answer_lines(answer)
        color = FEEDBACK.right
    else:
        wrong = [p for p in verdict.problems if isinstance(p, PartProblem)]
        heading = QCoreApplication.translate("DrillPanel", "✗ Not right: {wrong} of {count} wrong").format(
            wrong=number(len(wrong)), count=number(len(answer.parts))
        )
        lines = [problem_words(problem, answer) for problem in wrong]
        color = FEEDBACK.wrong
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    head = f"<h3 style='color:{color}'>{escape(heading)}</h3>"
    if short and verdict.correct:
        return head
    return f"{head}<ul style='margin: 0'>{items}</ul>"


def split_table_html(answer: SplitAnswer, pots: list[dict[int, int]], rake: int) -> str:
    """A wrong split as a small table: each seat, what was given, what is right.

    Only a layout of the answer the engine computed and of the chips typed;
    whether they are right is the engine's verdict."""
    rows = [
        "<tr><th align='left'>"
        + escape(QCoreApplication.translate("DrillPanel", "Seat"))
        + "</th><th align='right'>"
        + escape(QCoreApplication.translate("DrillPanel", "You gave"))
        + "</th><th align='right'>"
        + escape(QCoreApplication.translate("DrillPanel", "Right"))
        + "</th><th></th></tr>"
    ]

    def row(label: str, gave: int, right: int) -> str:
        wrong = gave != right
        style = f" style='color:{FEEDBACK.wrong}; font-weight:bold'" if wrong else ""
        return (
            f"<tr{style}><td>{escape(label)}</td><td align='right'>{number(gave)}</td>"
            f"<td align='right'>{number(right)}</td><td>{'✗' if wrong else '✓'}</td></tr>"
        )

    for index, expected in enumerate(answer.pots):
        if len(answer.pots) > 1:
            name = (
                QCoreApplication.translate("DrillPanel", "Main pot")
                if index == 0
                else QCoreApplication.translate("DrillPanel", "Side pot {number}").format(number=index)
            )
            rows.append(f"<tr><td colspan='4'><b>{escape(name)}</b></td></tr>")
        want = {seat: chips for seat, chips in expected if chips}
        gave = {seat: chips for seat, chips in (pots[index] if index < len(pots) else {}).items() if chips}
        for seat in sorted(set(want) | set(gave)):
            rows.append(
                row(
                    QCoreApplication.translate("DrillPanel", "Seat {seat}").format(seat=seat),
                    gave.get(seat, 0),
                    want.get(seat, 0),
                )
            )
    if answer.rake or rake:
        rows.append(row(QCoreApplication.translate("DrillPanel", "Rake"), rake, answer.rake))
    return (
        "<table cellspacing='0' cellpadding='3' border='1' "
        "style='border-collapse: collapse; margin: 4px 0'>" + "".join(rows) + "</table>"
    )


def hint_html(hint: Reason) -> str:
    """The hint: its rule and its words, and what a hint costs."""
    from .reasonwords import worded

    words = worded(hint)
    return (
        f"<p style='color:{FEEDBACK.hint}'><b>"
        + escape(QCoreApplication.translate("DrillPanel", "Hint"))
        + f"</b> ({escape(words.rule)}): {escape(words.text)}</p><p><i>"
        + escape(QCoreApplication.translate("DrillPanel", "A hinted answer scores half."))
        + "</i></p>"
    )


def learn_html(step: Reason) -> str:
    """Learn: the next step spelled out before the answer, with its rule."""
    from .reasonwords import worded

    words = worded(step)
    return (
        f"<p style='color:{FEEDBACK.hint}'><b>"
        + escape(QCoreApplication.translate("DrillPanel", "The next step"))
        + f"</b> ({escape(words.rule)}): {escape(words.text)}</p>"
    )


def answer_html(answer: str, reasons: tuple[Reason, ...]) -> str:
    """The answer shown without scoring (learn mode's "show me"), with how it is decided.

    An answer of several lines (one per part of an answer in parts) keeps its lines."""
    return (
        "<h3>"
        + escape(QCoreApplication.translate("DrillPanel", "The answer: {answer}")).format(
            answer="<br>".join(escape(line) for line in answer.split("\n"))
        )
        + "</h3><p><b>"
        + escape(QCoreApplication.translate("DrillPanel", "How the dealer decides"))
        + "</b></p>"
        + reasons_html(reasons)
    )


def notice_html(heading: str, text: str) -> str:
    """A notice in the feedback area that is not feedback (an exam under way)."""
    return f"<h3>{escape(heading)}</h3><p>{escape(text)}</p>"


__all__ = [
    "answer_html",
    "escape",
    "hint_html",
    "learn_html",
    "notice_html",
    "parts_verdict_html",
    "reasons_html",
    "split_table_html",
    "verdict_html",
]
