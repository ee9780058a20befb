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
import random
import re
import weakref
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from ..atomicfile import write_text_atomic
from ..engine.errors import ScenarioError
from ..engine.hand import Hand
from ..engine.jsonerrors import SchemaCheck
from ..engine.reporting import play
from ..engine.scenario import load_scenario
from ..filereading import ReadError, decode_utf8, loads_strict, read_file_bounded
from ..training.drills import DrillError, Point, Question, question_on
from ..training.errors import AnswerError
from ..training.kinds import Drill
from ..training.parts import PartsAnswer, Shape, value_from_json
from ..training.questions import NO_FAULT
from ..training.spotting import Fault, plant
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import carried, words
from .model import FORMAT, FORMAT_1, FORMATS, MAX_BYTES, Pack, PackError, PackItem, PackQuestion, newer_field
from .moments import Moment, beat_streets, site_of, spot_place, spot_point
from .schemawords import engine_words, schema_words, value_kind


def _schema_file(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(
        resources.files(__package__).joinpath(f"schema/{name}").read_text(encoding="utf-8")
    )
    return loaded


def _with_drills(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` with its lists of drills and of mistakes filled in from :class:`Drill`
    and :class:`Fault`: a drill (or a mistake) added to the app is one its packs may
    ask, with no second list to keep up."""
    question = schema["properties"]["items"]["items"]["properties"]["questions"]["items"]
    question["properties"]["drill"] = {"enum": [drill.value for drill in Drill]}
    faults = {"enum": [*(fault.value for fault in Fault), NO_FAULT]}
    question["properties"]["fault"] = faults
    question["properties"]["expect"]["properties"]["fault"] = dict(faults)
    return schema


def schema_text() -> str:
    """The JSON Schema of the pack format this version writes (``stud-pack/2``), drills and all."""
    return (
        json.dumps(_with_drills(_schema_file("stud-pack-2.schema.json")), indent=2, ensure_ascii=False) + "\n"
    )


def schema_text_1() -> str:
    """The JSON Schema of ``stud-pack/1``, as shipped: what older copies of the app read."""
    return resources.files(__package__).joinpath("schema/stud-pack-1.schema.json").read_text(encoding="utf-8")


def _reading_schema() -> str:
    """The schema a file is read against: ``stud-pack/2``'s, with either format named
    (a ``stud-pack/1`` file is then held to version 1 as well, see :func:`_pack_from_json`)."""
    schema = _with_drills(_schema_file("stud-pack-2.schema.json"))
    schema["properties"]["format"] = {"enum": list(FORMATS)}
    return json.dumps(schema)


_TOO_DEEP = words(QT_TRANSLATE_NOOP("PackErrors", "nested too deeply to be a pack"))
_SCHEMA = SchemaCheck(_reading_schema, root="pack", too_deep=_TOO_DEEP.english())
_SCHEMA_1 = SchemaCheck(schema_text_1, root="pack", too_deep=_TOO_DEEP.english())
#: A format name as this app and later ones write it: ``stud-pack/`` and its version.
_FORMAT_NAME = re.compile(r"stud-pack/([0-9]{1,9})")


def parse_bytes(raw: bytes) -> Any:
    """JSON from bytes, with the limits a pack from anyone needs (strict JSON: see
    :mod:`dealer_trainer.filereading`)."""
    if len(raw) > MAX_BYTES:
        raise PackError(
            "",
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "larger than {size} MB; a pack of a thousand hands is about 3 MB"
                ),
                size=MAX_BYTES // (1024 * 1024),
            ),
        )
    try:
        text = decode_utf8(raw)
    except ReadError as error:
        raise PackError("", error.words) from None
    try:
        return loads_strict(text)
    except ReadError as error:
        message = str(error)
        said: Worded = error.words
        if message.startswith("not valid JSON") and "at line" in message:
            said = words(
                QT_TRANSLATE_NOOP("PackErrors", "{reason} (is the file complete?)"), reason=error.words
            )
        elif "nested too deeply" in message:
            said = _TOO_DEEP
        raise PackError("", said) from None


def item_where(where: str) -> str:
    """A place in a pack as a dealer reads it: ``items[2].scenario.deck[5]`` is
    ``hand 3: deck[5]``, ``items[0].questions[1].expect`` is ``hand 1, question 2:
    expect`` (the field names the file uses, after the hand and question numbers)."""
    place = item_place(where)
    return place.english() if isinstance(place, Worded) else place


def item_place(where: str) -> str | Worded:
    """:func:`item_where` worded: the hand and question numbered in words a
    translation words, the field path (the file's own names) as it is; a path
    outside the items stays the path it is (``title``), the whole file is "pack"."""
    if where == "pack":
        return words(QT_TRANSLATE_NOOP("PackErrors", "pack"))
    match = re.match(r"items\[(\d+)\](.*)\Z", where, re.DOTALL)
    if match is None:
        return where
    hand, rest = int(match.group(1)) + 1, match.group(2)
    place = words(QT_TRANSLATE_NOOP("PackErrors", "hand {hand}"), hand=hand)
    question = re.match(r"\.questions\[(\d+)\](.*)\Z", rest, re.DOTALL)
    if question is not None:
        place = words(
            QT_TRANSLATE_NOOP("PackErrors", "hand {hand}, question {question}"),
            hand=hand,
            question=int(question.group(1)) + 1,
        )
        rest = question.group(2)
    elif rest.startswith(".scenario"):
        rest = rest[len(".scenario") :]
    rest = rest.lstrip(".")
    if not rest:
        return place
    return words(QT_TRANSLATE_NOOP("PackErrors", "{place}: {field}"), place=place, field=rest)


def _whole(value: Any) -> Any:
    """JSON Schema counts ``4.0`` as an integer; inside the app seats, streets, steps
    and chips are ``int`` (the schema has already checked each is whole; a value it
    leaves to the app, as in an expected answer's ``parts``, is checked after)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: _whole(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_whole(item) for item in value]
    return value


#: Says how far opening a pack has got: hands checked, hands in all, what.
#: It may raise (to cancel): the opening then stops and the exception passes through.
ProgressCallback = Callable[[int, int, str], None]


def pack_from_json(data: Any, progress: ProgressCallback | None = None) -> Pack:
    """Check a parsed pack object completely and build the :class:`Pack`.

    Every hand is played through by the engine here (asking its questions
    does), so a hand that breaks a rule - an action out of turn, a seat not at
    the table, a wrong reshuffle - is refused with the engine's words and the
    hand's number, on every path that opens a pack.
    """
    return _pack_from_json(data, progress, copy_scenarios=True)


def _pack_from_json(data: Any, progress: ProgressCallback | None, *, copy_scenarios: bool) -> Pack:
    if not isinstance(data, dict):
        raise PackError(
            item_place("pack"), words(QT_TRANSLATE_NOOP("PackErrors", "a pack must be a JSON object"))
        )
    _check_version(data)
    problem = _SCHEMA.problem_facts(data)
    if problem is not None:
        raise PackError(item_place(problem.where), schema_words(problem))
    if data["format"] == FORMAT_1:
        _check_version_1(data)
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
            raise _hand_error(index, error) from None
        questions = []
        found = []
        for number, q in enumerate(raw["questions"]):
            at = f"{where}.questions[{number}]"
            if "action" in q and "street" not in q:
                raise PackError(item_place(f"{at}.action"), _ACTION_NEEDS_STREET)
            if Drill(q["drill"]) is Drill.SPOT:
                point = _spot_point(at, q, hand)
            else:
                _refuse_spot_keys(at, q)
                point = Point(_whole(q.get("street")), _whole(q.get("step")), _whole(q.get("action")))
            expect = _whole(q["expect"]) if "expect" in q else None
            question = PackQuestion(Drill(q["drill"]), point, expect)
            try:
                built = question_on(question.drill, hand, raw["scenario"], point=point)
            except DrillError as error:
                raise PackError(item_place(at), carried(error)) from None
            if expect is not None and "parts" in expect and isinstance(built.answer, PartsAnswer):
                _check_parts(at, built.answer, expect["parts"])
            if expect is not None and question.drill is Drill.SPOT and spot_place(expect) is None:
                raise PackError(item_place(f"{at}.expect"), _SPOT_EXPECT)
            found.append(built)
            questions.append(question)
        # A pack read from a file owns its objects; one built from a caller's
        # objects gets copies, so that later changes there do not reach it.
        scenario = copy.deepcopy(raw["scenario"]) if copy_scenarios else raw["scenario"]
        items.append(PackItem(scenario, tuple(questions), raw.get("title", ""), raw.get("note", "")))
        asked.append(found)
    if progress is not None:
        progress(total, total, "")
    pack = Pack(
        data["title"],
        tuple(items),
        data.get("author", ""),
        data.get("description", ""),
        data.get("version", ""),
        data.get("created", ""),
    )
    _remember(pack, asked)
    return pack


_ACTION_NEEDS_STREET = words(
    QT_TRANSLATE_NOOP(
        "PackErrors", '"action" counts the actions of one street: give the "street" it is on as well'
    )
)


def _refuse_spot_keys(at: str, q: dict[str, Any]) -> None:
    """A mistake and its moment belong to Spot the error alone: on another drill they are a slip."""
    expect = q.get("expect", {})
    keys: list[str] = [key for key in ("fault", "event") if key in q]
    keys += [f"expect.{key}" for key in ("fault", "place", "card") if key in expect]
    if keys:
        raise PackError(
            item_place(f"{at}.{keys[0]}"),
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    '"{key}" is for a mistake of a "{drill}" question; a "{other}" question has none',
                ),
                key=keys[0].rpartition(".")[2],
                drill=Drill.SPOT.value,
                other=q["drill"],
            ),
        )


def _spot_point(at: str, q: dict[str, Any], hand: Hand) -> Point:
    """A Spot-the-error question's mistake and its moment, as the fault layer pins them.

    The file says the moment as a street and which of its events
    (:mod:`.moments`); the fault layer wants the index of the hand's true beat.
    A moment the hand does not have is refused here, naming it; a mistake the
    hand cannot show at that moment is refused when the question is asked
    (the fault layer's own words, with the question named).
    """
    fault = q.get("fault")
    street, event = _whole(q.get("street")), _whole(q.get("event"))
    if "step" in q or "action" in q:
        key = "step" if "step" in q else "action"
        raise PackError(
            item_place(f"{at}.{key}"),
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    'a "{drill}" question is pinned by "fault", "street" and "event", not by "{key}"',
                ),
                drill=Drill.SPOT.value,
                key=key,
            ),
        )
    if fault is None:
        if street is not None or event is not None:
            raise PackError(
                item_place(f"{at}.street" if street is not None else f"{at}.event"), _MOMENT_NEEDS_FAULT
            )
        return Point()
    if fault == NO_FAULT:
        if street is not None or event is not None:
            raise PackError(
                item_place(f"{at}.street" if street is not None else f"{at}.event"), _CLEAN_HAS_NO_MOMENT
            )
        return spot_point(NO_FAULT)
    if street is None and event is None:
        _check_plant(f"{at}.fault", hand, fault, None)
        return spot_point(fault)  # the app chooses the moment (the same one every time)
    if street is None or event is None:
        raise PackError(
            item_place(f"{at}.event" if event is not None else f"{at}.street"), _MOMENT_NEEDS_BOTH
        )
    site = site_of(hand, Moment(street, event))
    if site is None:
        count = sum(1 for on in beat_streets(hand) if on == street)
        raise PackError(
            item_place(f"{at}.event"),
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "this hand has no event {event} on street {street}: that street has {count} events "
                    "(counted from 0)",
                ),
                event=event,
                street=street,
                count=count,
            ),
        )
    _check_plant(f"{at}.event", hand, fault, site)
    return spot_point(fault, site)


def _check_plant(where: str, hand: Hand, fault: str, site: int | None) -> None:
    """Refuse a mistake the hand cannot show (at ``site``), in the fault layer's words, placed."""
    try:
        plant(hand, Fault(fault), random.Random(0), site)
    except DrillError as error:
        raise PackError(item_place(where), carried(error)) from None


_SPOT_EXPECT = words(
    QT_TRANSLATE_NOOP(
        "PackErrors",
        'a "spot-the-error" question expects the mistake and where it is seen, as {example} '
        '("card" too for a card, no "seat" for a pile such as "burn"), or {clean} for a hand without one',
    ),
    example='{"fault": "pot-wrong-seat", "place": "seat", "seat": 4}',
    clean='{"fault": "none"}',
)
_MOMENT_NEEDS_FAULT = words(
    QT_TRANSLATE_NOOP(
        "PackErrors", 'a moment of a "spot-the-error" question pins its mistake: give the "fault" as well'
    )
)
_CLEAN_HAS_NO_MOMENT = words(
    QT_TRANSLATE_NOOP(
        "PackErrors",
        'a hand played without a mistake ("fault": "none") has no moment to pin: leave out "street" and "event"',
    )
)
_MOMENT_NEEDS_BOTH = words(
    QT_TRANSLATE_NOOP(
        "PackErrors",
        'the moment of a mistake is a "street" and which of its events ("event", 0 = its first): give both',
    )
)


def _check_version(data: dict[str, Any]) -> None:
    """Refuse a file from a later version of the app, saying so (before the schema,
    which would only say that its format is not one it knows)."""
    name = data.get("format")
    match = _FORMAT_NAME.fullmatch(name) if isinstance(name, str) else None
    if match is not None and int(match.group(1)) > len(FORMATS):
        raise PackError(
            "format",
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "this pack is in format {format}, made by a newer version of Dealer Trainer; "
                    "install the newer version to open it (this one reads {formats})",
                ),
                format=f'"{name}"',
                formats=", ".join(f'"{known}"' for known in FORMATS),
            ),
        )


def _check_version_1(data: dict[str, Any]) -> None:
    """A ``stud-pack/1`` file says only what version 1 can: the first field it uses of a
    later version is named, and the schema of version 1 itself has the last word."""
    newer = newer_field(data["items"])
    if newer is not None:
        raise PackError(
            item_place(newer),
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    'a {old} pack cannot hold this (it is new in {new}): set "format" to "{new}", '
                    "as this version of Dealer Trainer saves such a pack",
                ),
                old=f'"{FORMAT_1}"',
                new=FORMAT,
            ),
        )
    problem = _SCHEMA_1.problem_facts(data)
    if problem is not None:
        raise PackError(item_place(problem.where), schema_words(problem))


#: What a value of an expected answer must be, by what is asked (the file's value follows).
_PART_MUST_BE = {
    Shape.AMOUNT: QT_TRANSLATE_NOOP(
        "PackErrors", "must be an amount of chips (a whole number, 0 or more), not {kind}"
    ),
    Shape.YES_NO: QT_TRANSLATE_NOOP("PackErrors", "must be true or false, not {kind}"),
    Shape.SEATS: QT_TRANSLATE_NOOP(
        "PackErrors", "must be a list of seat numbers from 1 to 9, such as [3, 5], not {kind}"
    ),
    Shape.CHOICE: QT_TRANSLATE_NOOP(
        "PackErrors",
        "must be an announcement, a hand or a low written as the pack format says "
        '(such as {{"announce": "call", "amount": 10}}), not {kind}',
    ),
}


def _check_parts(at: str, answer: PartsAnswer, values: list[Any]) -> None:
    """The author's expected values against what the question asks: as many as it asks,
    each of the kind asked (whether each is *right* is the pack check's to say)."""
    if len(values) != len(answer.parts):
        raise PackError(
            item_place(f"{at}.expect.parts"),
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "the question asks for {asked} answers, one after another; this list gives {given}",
                ),
                asked=len(answer.parts),
                given=len(values),
            ),
        )
    for index, (part, value) in enumerate(zip(answer.parts, values, strict=True)):
        try:
            value_from_json(part, value)
        except AnswerError:  # the training layer's refusal of a value that does not fit
            raise PackError(
                item_place(f"{at}.expect.parts[{index}]"),
                words(_PART_MUST_BE[part.shape], kind=value_kind(value)),
            ) from None


def _hand_error(index: int, error: ScenarioError) -> PackError:
    """The engine's error about hand ``index``, placed as ``hand 3: actions[7]``."""
    inside = error.where not in ("", "scenario")
    return PackError(
        item_place(f"items[{index}].scenario.{error.where}" if inside else f"items[{index}]"),
        engine_words(error),
    )


def load_pack(path: str | Path, progress: ProgressCallback | None = None) -> Pack:
    """Open a pack file: the whole pack, checked, or a :class:`PackError`.

    The message names what is wrong, not the file: the caller shows the name.
    ``progress(done, total, label)`` is called before each hand is checked (a
    big pack takes a few seconds); if it raises, opening stops there.
    """
    path = Path(path)
    try:
        raw = read_file_bounded(path, MAX_BYTES)
    except ReadError as error:
        raise PackError("", error.words) from None
    return _pack_from_json(parse_bytes(raw), progress, copy_scenarios=False)


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
        asked.append([question_on(q.drill, hand, item.scenario, point=q.point) for q in item.questions])
    return asked
