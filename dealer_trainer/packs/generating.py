"""Generated packs: a drill's hard cases, reproducible from a seed."""

from __future__ import annotations

import random

from ..engine.reasons import RULE_SET_NAMES
from ..engine.rules import RuleSetName
from ..engine.variants import Variant, spec_of
from ..training.drills import HARD_CASES, Drill, hand_fits, question_at
from ..training.focus import FOCUS_NAMES, POSSIBLE, Focus, FocusError, hand_for
from .checking import expect_of
from .model import Pack, PackItem, PackQuestion


def generate_pack(variant: Variant, rules: RuleSetName, drill: Drill, focus: Focus,
                  count: int, seed: int, *, title: str = "", author: str = "",
                  created: str = "") -> Pack:
    """``count`` hands of ``variant`` under ``rules`` showing ``focus``, each asking ``drill``.

    The same arguments always give the same pack. Each question records the
    engine's answer as the expected one, so editing a hand later shows at
    once (in ``pack validate``) where the expected answer no longer holds.
    """
    if variant not in POSSIBLE[focus]:
        raise FocusError(f"{focus.value} does not arise in {spec_of(variant).title}; it can "
                         "in " + ", ".join(v.value for v in Variant if v in POSSIBLE[focus]))
    if not 1 <= count <= 1000:
        raise ValueError("count must be from 1 to 1000")
    rng = random.Random(seed)
    items = []
    for number in range(count):
        data = hand_for(focus, rng, variant, rules, accept=hand_fits(drill))
        question = question_at(drill, data, rng, focus)
        items.append(PackItem(data, (PackQuestion(drill, question.point, expect_of(question)),),
                              title=f"Hand {number + 1}"))
    hard = " (a hard case)" if focus in HARD_CASES[drill] else ""
    game = spec_of(variant).title
    about = "" if focus is Focus.ANY else f", {FOCUS_NAMES[focus]}"
    return Pack(
        title=title or f"{drill.heading} — {game}{about}",
        items=tuple(items), author=author,
        description=(f"{count} generated hands of {game} ({RULE_SET_NAMES[rules]}), "
                     f"each asking \"{drill.heading}\""
                     + (f", with {FOCUS_NAMES[focus]}{hard}" if about else "")
                     + f". Seed {seed}."),
        version="1", created=created)
