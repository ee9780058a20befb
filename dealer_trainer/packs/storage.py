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
import weakref
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

from ..atomicfile import write_text_atomic
from ..engine.errors import ScenarioError
from ..engine.jsonerrors import describe_schema_error
from ..engine.reporting import play
from ..engine.scenario import load_scenario
from ..training.drills import DrillError, Point, Question, question_on
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


#: Says how far opening a pack has got: hands checked, hands in all, what.
#: It may raise (to cancel): the opening then stops and the exception passes through.
ProgressCallback = Callable[[int, int, str], None]


def pack_from_json(data: Any, progress: ProgressCallback | None = None) -> Pack:
    """Check a parsed pack object completely and build the :class:`Pack`."""
    return _pack_from_json(data, progress, copy_scenarios=True)


def _pack_from_json(data: Any, progress: ProgressCallback | None, *,
                    copy_scenarios: bool) -> Pack:
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
    asked: list[list[Question]] = []
    total = len(data["items"])
    for index, raw in enumerate(data["items"]):
        if progress is not None:
            progress(index, total, "")
        where = f"items[{index}]"
        # Each hand is played once, and every question on it asked of that play.
        try:
            hand = play(load_scenario(raw["scenario"]))
        except ScenarioError as error:
            raise PackError(f"{where}.scenario.{error.where}" if error.where else
                            f"{where}.scenario", error.message) from None
        questions = []
        found = []
        for number, q in enumerate(raw["questions"]):
            point = Point(q.get("street"), q.get("step"))
            question = PackQuestion(Drill(q["drill"]), point, q.get("expect"))
            try:
                found.append(question_on(question.drill, hand, raw["scenario"], point=point))
            except DrillError as error:
                raise PackError(f"{where}.questions[{number}]", str(error)) from None
            questions.append(question)
        # A pack read from a file owns its objects; one built from a caller's
        # objects gets copies, so that later changes there do not reach it.
        scenario = copy.deepcopy(raw["scenario"]) if copy_scenarios else raw["scenario"]
        items.append(PackItem(scenario, tuple(questions), raw.get("title", ""),
                              raw.get("note", "")))
        asked.append(found)
    if progress is not None:
        progress(total, total, "")
    pack = Pack(data["title"], tuple(items), data.get("author", ""),
                data.get("description", ""), data.get("version", ""), data.get("created", ""))
    _remember(pack, asked)
    return pack


def load_pack(path: str | Path, progress: ProgressCallback | None = None) -> Pack:
    """Open a pack file: the whole pack, checked, or a :class:`PackError`.

    ``progress(done, total, label)`` is called before each hand is checked (a
    big pack takes a few seconds); if it raises, opening stops there.
    """
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
    return _pack_from_json(parse_bytes(raw, path.name), progress, copy_scenarios=False)


def save_pack(pack: Pack, path: str | Path) -> None:
    """Write ``pack`` to ``path`` atomically (temporary file, fsync, rename)."""
    text = json.dumps(pack.to_json(), indent=1, ensure_ascii=False) + "\n"
    write_text_atomic(path, text)


#: The questions worked out while a pack was checked, by ``id`` of the pack
#: (a pack is not hashable): opening a pack and then asking its questions
#: plays every hand once, not twice. Dropped when the pack is.
_asked: dict[int, list[list[Question]]] = {}


def _remember(pack: Pack, asked: list[list[Question]]) -> None:
    key = id(pack)
    _asked[key] = asked
    weakref.finalize(pack, _asked.pop, key, None)


def questions_of(pack: Pack) -> list[list[Question]]:
    """The engine's question (with answer and reasons) for every question of every item."""
    known = _asked.get(id(pack))
    if known is not None:
        return [list(found) for found in known]
    asked = []
    for item in pack.items:
        hand = play(load_scenario(item.scenario))
        asked.append([question_on(q.drill, hand, item.scenario, point=q.point)
                      for q in item.questions])
    return asked
