"""The pack format in memory: a pack, its items, and the questions on each hand."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from ..training.drills import Point
from ..training.kinds import Drill
from .errors import PackError as PackError

FORMAT = "stud-pack/1"
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

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"drill": self.drill.value, **self.point.to_json()}
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
        data["questions"] = [q.to_json() for q in self.questions]
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
        data: dict[str, Any] = {"format": FORMAT, "title": self.title}
        for key in ("author", "description", "version", "created"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        data["items"] = [item.to_json() for item in self.items]
        return data

    def with_items(self, items: tuple[PackItem, ...]) -> Pack:
        return replace(self, items=items)

    @property
    def question_count(self) -> int:
        return sum(len(item.questions) for item in self.items)
