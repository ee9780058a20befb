"""The pack format in memory: a pack, its items, and the questions on each hand.

Two versions of the format are read. ``stud-pack/1`` holds the first five
drills; ``stud-pack/2`` adds what they could not say: the drills on the
betting and the money, a question pinned to an action of a street, and an
expected answer given as one value per thing asked (``"parts"``). A pack is
written in the oldest version that says all it holds (:func:`format_needed`),
so a pack of the first drills stays readable by older copies of the app.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.hand import Hand
from ..engine.reporting import play
from ..engine.scenario import load_scenario
from ..training.drills import Point
from ..training.kinds import Drill
from .errors import PackError as PackError
from .moments import moment_of

#: The format this version writes when a pack needs it, and the oldest one, written otherwise.
FORMAT = "stud-pack/2"
FORMAT_1 = "stud-pack/1"
#: Every format this version reads, oldest first.
FORMATS = (FORMAT_1, FORMAT)
#: The drills a ``stud-pack/1`` file can name (its schema's list).
DRILLS_1 = frozenset(
    {Drill.BRING_IN, Drill.FIRST_TO_ACT, Drill.DEALER_NEXT, Drill.COMMON_CARD, Drill.SPLIT_POT}
)
#: Files larger than this are refused before parsing (a pack of 1,000 hands is ~3 MB).
MAX_BYTES = 10 * 1024 * 1024
MAX_ITEMS = 1000


@dataclass(frozen=True)
class PackQuestion:
    """One drill asked on an item's hand, at a point, with the author's expected answer."""

    drill: Drill
    point: Point = Point()  # noqa: RUF009 - a frozen value, safely shared
    #: The answer the author expects, as written in the file (checked, never trusted).
    expect: dict[str, Any] | None = None

    def to_json(self, hand: Hand | None = None) -> dict[str, Any]:
        """The question as the file says it. A Spot-the-error question pinned to a moment
        needs its ``hand``: the file says the moment as a street and which of its events
        (:mod:`.moments`), not as the index into the whole hand the app keeps."""
        if self.drill is Drill.SPOT:
            data: dict[str, Any] = {"drill": self.drill.value}
            fault, site = self.point.fault, self.point.site
            if fault is not None:
                data["fault"] = fault
            if site is not None and hand is not None:
                moment = moment_of(hand, site)
                data["street"], data["event"] = moment.street, moment.event
        else:
            data = {"drill": self.drill.value, **self.point.to_json()}
        if self.expect is not None:
            data["expect"] = self.expect
        return data


@dataclass(frozen=True)
class PackItem:
    """One hand and what is asked on it. ``scenario`` is never changed in place:
    editing an item makes a new one (so undo can keep the old)."""

    scenario: dict[str, Any]
    questions: tuple[PackQuestion, ...]
    title: str = ""
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        if self.title:
            data["title"] = self.title
        data["scenario"] = copy.deepcopy(self.scenario)  # the item stays unchanged
        pinned = any(q.drill is Drill.SPOT and q.point.site is not None for q in self.questions)
        hand = play(load_scenario(self.scenario)) if pinned else None
        data["questions"] = [q.to_json(hand) for q in self.questions]
        if self.note:
            data["note"] = self.note
        return data


@dataclass(frozen=True)
class Pack:
    title: str
    items: tuple[PackItem, ...] = ()
    author: str = ""
    description: str = ""
    version: str = ""
    created: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict[str, Any]:
        items = [item.to_json() for item in self.items]
        data: dict[str, Any] = {"format": format_needed(items), "title": self.title}
        for key in ("author", "description", "version", "created"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        data["items"] = items
        return data

    def with_items(self, items: tuple[PackItem, ...]) -> Pack:
        return replace(self, items=items)

    @property
    def question_count(self) -> int:
        return sum(len(item.questions) for item in self.items)


def newer_field(items: Any) -> str | None:
    """The first field of ``items`` (a pack's ``items`` as JSON) that ``stud-pack/1``
    cannot say, as a path (``items[3].questions[0].action``), or None if it says them all.

    The one test of what needs version 2, for writing (:func:`format_needed`) and
    for refusing a ``stud-pack/1`` file that uses it. Only well-formed items are
    looked into: anything else is the schema's to refuse.
    """
    if not isinstance(items, list):
        return None
    for i, item in enumerate(items):
        questions = item.get("questions") if isinstance(item, dict) else None
        for j, question in enumerate(questions if isinstance(questions, list) else ()):
            if not isinstance(question, dict):
                continue
            where = f"items[{i}].questions[{j}]"
            drill = question.get("drill")
            if isinstance(drill, str) and drill in {d.value for d in Drill} and Drill(drill) not in DRILLS_1:
                return f"{where}.drill"
            for key in ("action", "fault", "event"):
                if key in question:
                    return f"{where}.{key}"
            expect = question.get("expect")
            for key in ("parts", "fault", "place", "card"):
                if isinstance(expect, dict) and key in expect:
                    return f"{where}.expect.{key}"
    return None


def format_needed(items: list[dict[str, Any]]) -> str:
    """The oldest format that says all of ``items``: ``stud-pack/1`` unless they use something newer."""
    return FORMAT_1 if newer_field(items) is None else FORMAT
