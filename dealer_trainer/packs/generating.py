"""Generated packs: a drill's hard cases, reproducible from a seed."""

from __future__ import annotations

import random

from ..engine.reasons import RULE_SET_NAMES
from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..training.drills import HARD_CASES, Drill, hand_fits, question_at
from ..training.errors import TrainingError
from ..training.focus import FOCUS_NAMES, POSSIBLE, Focus, hand_for
from ..wording import QT_TRANSLATE_NOOP
from .checking import expect_of
from .errors import PackError, carried, words
from .model import MAX_ITEMS, Pack, PackItem, PackQuestion


def generate_pack(
    variant: Variant,
    rules: RuleSetName,
    drill: Drill,
    focus: Focus,
    count: int,
    seed: int,
    *,
    title: str = "",
    author: str = "",
    created: str = "",
) -> Pack:
    """``count`` hands of ``variant`` under ``rules`` showing ``focus``, each asking ``drill``.

    The same arguments always give the same pack. Each question records the
    engine's answer as the expected one, so editing a hand later shows at
    once (in ``pack validate``) where the expected answer no longer holds.

    Raises :class:`PackError` (and nothing else on purpose) for a focus that
    cannot arise in the game, a count out of range, or a hard case that no
    generated hand showed.
    """
    if variant not in POSSIBLE[focus]:
        raise PackError(
            "",
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{focus} does not arise in {game}; it can in {games}"),
                focus=focus.value,
                game=spec_of(variant).title,
                games=", ".join(v.value for v in Variant if v in POSSIBLE[focus]),
            ),
        )
    if not 1 <= count <= MAX_ITEMS:
        raise PackError(
            "", words(QT_TRANSLATE_NOOP("PackErrors", "count must be from 1 to {most}"), most=MAX_ITEMS)
        )
    rng = random.Random(seed)
    items = []
    for number in range(count):
        try:
            data = hand_for(focus, rng, variant, rules, accept=hand_fits(drill))
            question = question_at(drill, data, rng, focus)
        except TrainingError as error:
            raise PackError("", carried(error)) from None
        items.append(
            PackItem(
                data, (PackQuestion(drill, question.point, expect_of(question)),), title=f"Hand {number + 1}"
            )
        )
    hard = " (a hard case)" if focus in HARD_CASES[drill] else ""
    game = spec_of(variant).title
    about = "" if focus is Focus.ANY else f", {FOCUS_NAMES[focus]}"
    return Pack(
        title=title or f"{drill.heading} — {game}{about}",
        items=tuple(items),
        author=author,
        description=(
            f"{count} generated hands of {game} ({RULE_SET_NAMES[rules]}), "
            f'each asking "{drill.heading}"'
            + (f", with {FOCUS_NAMES[focus]}{hard}" if about else "")
            + f". Seed {seed}."
        ),
        version="1",
        created=created,
    )
