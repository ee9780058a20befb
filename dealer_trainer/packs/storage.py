"""Reading and writing pack files, safely.

Reading: a size limit before parsing, strict UTF-8 JSON, the pack schema,
then every hand through the scenario loader and every question through the
engine — all of it or nothing, so a damaged pack is never shown as whole.
Nothing in a file is ever executed. Writing: to a temporary file beside the
target, flushed to disk, then renamed over it, so a crash mid-save leaves
the previous file intact.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

from ..atomicfile import write_text_atomic
from ..engine.errors import ScenarioError
from ..engine.jsonerrors import describe_schema_error
from ..engine.scenario import load_scenario
from ..training.drills import DrillError, Point, Question, question_at
from ..training.kinds import Drill
from .model import MAX_BYTES, Pack, PackError, PackItem, PackQuestion


def schema_text() -> str:
    """The JSON Schema of the pack format, as shipped in the package."""
    return resources.files(__package__).joinpath("schema/stud-pack-1.schema.json").read_text(
        encoding="utf-8")


@cache
def _validator() -> Callable[[Any], Any]:
    import fastjsonschema

    return fastjsonschema.compile(json.loads(schema_text()))


def parse_bytes(raw: bytes, name: str = "pack") -> Any:
    """JSON from bytes, with the limits a pack from anyone needs."""
    if len(raw) > MAX_BYTES:
        raise PackError("", f"{name} is larger than {MAX_BYTES // (1024 * 1024)} MB; a pack of "
                        "a thousand hands is about 3 MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise PackError("", f"{name} is not UTF-8 text (byte {error.start})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise PackError("", f"{name} is not valid JSON: {error.msg} at line {error.lineno}, "
                        f"column {error.colno} (is the file complete?)") from None
    except RecursionError:
        raise PackError("", f"{name} is nested too deeply to be a pack") from None


def pack_from_json(data: Any) -> Pack:
    """Check a parsed pack object completely and build the :class:`Pack`."""
    if not isinstance(data, dict):
        raise PackError("pack", "a pack must be a JSON object")
    from fastjsonschema import JsonSchemaValueException

    try:
        _validator()(data)
    except JsonSchemaValueException as error:
        where, message = describe_schema_error(error, data, json.loads(schema_text()))
        raise PackError(where, message) from None
    except RecursionError:
        raise PackError("pack", "nested too deeply to be a pack") from None
    items = []
    for index, raw in enumerate(data["items"]):
        where = f"items[{index}]"
        try:
            load_scenario(raw["scenario"])
        except ScenarioError as error:
            raise PackError(f"{where}.scenario.{error.where}" if error.where else
                            f"{where}.scenario", error.message) from None
        questions = []
        for number, q in enumerate(raw["questions"]):
            point = Point(q.get("street"), q.get("step"))
            question = PackQuestion(Drill(q["drill"]), point, q.get("expect"))
            try:
                question_at(question.drill, raw["scenario"], point=point)
            except DrillError as error:
                raise PackError(f"{where}.questions[{number}]", str(error)) from None
            questions.append(question)
        items.append(PackItem(copy.deepcopy(raw["scenario"]), tuple(questions),
                              raw.get("title", ""), raw.get("note", "")))
    return Pack(data["title"], tuple(items), data.get("author", ""),
                data.get("description", ""), data.get("version", ""), data.get("created", ""))


def load_pack(path: str | Path) -> Pack:
    """Open a pack file: the whole pack, checked, or a :class:`PackError`."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise PackError("", f"{path}: no such file") from None
    except IsADirectoryError:
        raise PackError("", f"{path}: is a folder, not a pack") from None
    except OSError as error:
        raise PackError("", f"{path}: cannot read it ({error.strerror or error})") from None
    return pack_from_json(parse_bytes(raw, path.name))


def save_pack(pack: Pack, path: str | Path) -> None:
    """Write ``pack`` to ``path`` atomically (temporary file, fsync, rename)."""
    text = json.dumps(pack.to_json(), indent=1, ensure_ascii=False) + "\n"
    write_text_atomic(path, text)


def questions_of(pack: Pack) -> list[list[Question]]:
    """The engine's question (with answer and reasons) for every question of every item."""
    return [[question_at(q.drill, item.scenario, point=q.point) for q in item.questions]
            for item in pack.items]
