"""A pack in words: each hand, each question, and the engine's answer with its reasons."""

from __future__ import annotations

from ..engine.openers import join_seats
from ..engine.reasons import RULE_SET_NAMES
from ..engine.scenario import load_scenario
from ..training.drills import Question, check, right_response
from ..training.parts import PartsAnswer, part_line_english, wording
from .model import Pack
from .storage import questions_of


def answer_words(question: Question) -> str:
    """The engine's answer to ``question`` in words."""
    return check(question, right_response(question)).expected


def item_heading(index: int, pack: Pack) -> str:
    item = pack.items[index]
    table = load_scenario(item.scenario).table
    seats = [seat for seat, _ in table.stacks]
    name = f"{index + 1}. {item.title} —" if item.title else f"{index + 1}."
    return (
        f"{name} {table.spec.title}, {RULE_SET_NAMES[table.rules.name]}, "
        f"{len(seats)} seats ({join_seats(seats)}), dealer's left seat {table.order[0]}"
    )


def describe_pack(pack: Pack) -> str:
    """The readable summary ``dealer-trainer pack show`` prints."""
    lines = [pack.title]
    meta = [
        f"by {pack.author}" if pack.author else "",
        f"version {pack.version}" if pack.version else "",
        f"created {pack.created}" if pack.created else "",
    ]
    if any(meta):
        lines.append(", ".join(m for m in meta if m))
    if pack.description:
        lines.append(pack.description)
    lines.append(f"{len(pack.items)} hands, {pack.question_count} questions")
    for index, (item, questions) in enumerate(zip(pack.items, questions_of(pack))):
        lines.append("")
        lines.append(item_heading(index, pack))
        for _spec, question in zip(item.questions, questions):
            lines.append(f"  Q: {question.sentence}")  # without the app's instructions
            answer = question.answer
            if isinstance(answer, PartsAnswer):  # one line per thing asked, in order
                lines.append("  A:")
                words = wording(answer)
                lines.extend(f"     {part_line_english(p, p.right, words)}" for p in answer.parts)
            else:
                lines.append(f"  A: {answer_words(question)}")
            for reason in question.reasons:
                lines.append(f"     {reason.rule}: {reason.text}")
        if item.note:
            lines.append(f"  Note: {item.note}")
    return "\n".join(lines) + "\n"
