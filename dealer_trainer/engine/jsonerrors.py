"""JSON Schema errors in words a user can act on: which field, and what to do.

The one home of schema checking for every file format the app reads
(scenarios here, packs in :mod:`dealer_trainer.packs.storage`): a
:class:`SchemaCheck` compiles its schema on first use, and fastjsonschema's
refusal is said as "actions[3].do: \"x\" is not allowed; use \"bet\" or ...".
:func:`value_kind` describes a value a file gave where another was wanted
("not the string \"x\""), also for the PHH reader's TOML values.

A refusal is also given as typed facts (:class:`SchemaProblem`: its
``kind`` and the values it names, as the file gave them), so that a layer
above can word it in the user's language; ``message`` is the English.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cached_property
from typing import Any, NamedTuple


class SchemaProblem(NamedTuple):
    """The first rule a document breaks: where, what kind of refusal, its facts.

    ``kind`` is one of :data:`SCHEMA_PROBLEM_KINDS`; ``facts`` are the values
    the message names, as the file gave them (``keys``, ``value``, ``choices``,
    ``least``, ``most``, ``count``, ``wanted``), and ``message`` the English.
    """

    where: str
    kind: str
    facts: dict[str, Any]
    message: str


#: Every kind of :class:`SchemaProblem`, with the facts it carries.
SCHEMA_PROBLEM_KINDS = {
    "required": ("keys",),
    "seat_keys": ("keys",),
    "unknown": ("keys",),
    "type": ("wanted", "value"),
    "choice": ("value", "choices"),
    "card": ("value",),
    "deck_size": ("count",),
    "min_items": ("least",),
    "max_items": ("count", "most"),
    "min_seats": (),
    "date": ("value",),
    "empty": (),
    "too_long": ("most",),
    "minimum": ("least", "value"),
    "maximum": ("most", "value"),
    "too_deep": (),
    "other": ("text",),
}


class SchemaCheck:
    """A JSON Schema, compiled on first use, and its refusals in a user's words.

    ``root`` names the whole document where a problem has no field
    (``"scenario"``, ``"pack"``); ``too_deep`` is the message for data nested
    deeper than the validator can follow.
    """

    def __init__(self, schema_text: Callable[[], str], *, root: str, too_deep: str) -> None:
        self._schema_text = schema_text
        self.root = root
        self.too_deep = too_deep

    @cached_property
    def schema(self) -> dict[str, Any]:
        loaded: dict[str, Any] = json.loads(self._schema_text())
        return loaded

    @cached_property
    def _validate(self) -> Callable[[Any], Any]:
        import fastjsonschema  # a tenth of a second: only when the first file is checked

        return fastjsonschema.compile(self.schema)

    def prepare(self) -> None:
        """Compile the validator now (it is otherwise built by the first check)."""
        _ = self._validate  # reading the cached property compiles it

    def problem(self, data: Any) -> tuple[str, str] | None:
        """``(where, message)`` for the first rule ``data`` breaks, or None if it keeps them all."""
        found = self.problem_facts(data)
        return None if found is None else (found.where, found.message)

    def problem_facts(self, data: Any) -> SchemaProblem | None:
        """The first rule ``data`` breaks, as typed facts, or None if it keeps them all."""
        from fastjsonschema import JsonSchemaValueException

        try:
            self._validate(data)
        except JsonSchemaValueException as error:
            return schema_problem(error, data, self.schema, root=self.root)
        except RecursionError:
            return SchemaProblem(self.root, "too_deep", {}, self.too_deep)
        return None


_TYPE_WORDS = {
    "integer": "a whole number",
    "object": "an object {...}",
    "array": "a list [...]",
    "string": "a string",
    "boolean": "true or false",
}


def _where(path: list[Any], data: Any, root: str) -> str:
    """``['data', 'actions', '3', 'do']`` -> ``'actions[3].do'`` (lists get brackets);
    ``root`` for the document itself."""
    text, node = "", data
    for part in path[1:]:
        if isinstance(node, list):
            text += f"[{part}]"
            node = node[int(part)] if str(part).isdigit() and int(part) < len(node) else None
        else:
            text += f".{part}" if text else str(part)
            node = node.get(part) if isinstance(node, dict) else None
    return text or root


def describe_schema_error(
    error: Any, data: Any, schema: dict[str, Any], *, root: str = "scenario"
) -> tuple[str, str]:
    """Where and what, in a user's words, for a fastjsonschema ``JsonSchemaValueException``
    raised while checking ``data`` against ``schema``."""
    found = schema_problem(error, data, schema, root=root)
    return (found.where, found.message)


def schema_problem(error: Any, data: Any, schema: dict[str, Any], *, root: str = "scenario") -> SchemaProblem:
    """:func:`describe_schema_error` as typed facts (:class:`SchemaProblem`)."""
    path = list(error.path or ["data"])
    where = _where(path, data, root)
    rule, value, definition = error.rule, error.value, error.rule_definition

    def said(kind: str, message: str, **facts: Any) -> SchemaProblem:
        return SchemaProblem(where, kind, facts, message)

    if rule == "required":
        missing = [key for key in definition if not isinstance(value, dict) or key not in value]
        return said(
            "required",
            "missing required key"
            + ("s " if len(missing) > 1 else " ")
            + ", ".join(f'"{key}"' for key in missing),
            keys=tuple(missing),
        )
    if rule in ("additionalProperties", "propertyNames"):
        if where == "seats" or where.endswith("seats") or "pots[" in where:
            bad = [k for k in value if not (len(k) == 1 and "1" <= k <= "9")]
            return said(
                "seat_keys",
                'seat numbers are "1" to "9"; got ' + ", ".join(repr(k) for k in bad),
                keys=tuple(bad),
            )
        known = set(_known_keys(path, schema))
        unknown = [k for k in value if k not in known]
        return said(
            "unknown",
            "unknown key"
            + ("s " if len(unknown) > 1 else " ")
            + ", ".join(repr(k) for k in unknown)
            + " (check the spelling; unknown keys are rejected)",
            keys=tuple(unknown),
        )
    if rule == "type":
        return said(
            "type",
            f"must be {_TYPE_WORDS.get(str(definition), definition)}, not {value_kind(value)}",
            wanted=str(definition),
            value=value,
        )
    if rule in ("enum", "const"):
        choices = definition if isinstance(definition, list) else [definition]
        return said(
            "choice",
            f"{_short(value)} is not allowed; use " + " or ".join(f'"{c}"' for c in choices),
            value=value,
            choices=tuple(choices),
        )
    if rule in ("pattern", "minLength", "maxLength") and "cdhs" in str(
        (error.rule_definition if rule == "pattern" else "") or _pattern_at(path, schema)
    ):
        return said(
            "card",
            f"{_short(value)} is not a card: use a rank from "
            '23456789TJQKA followed by a suit from c, d, h, s (e.g. "Th")',
            value=value,
        )
    if rule in ("minItems", "maxItems") and path[1:] == ["deck"]:
        return said("deck_size", f"the deck must list all 52 cards; it has {len(value)}", count=len(value))
    if rule == "minItems":
        return said("min_items", f"needs at least {definition} items", least=definition)
    if rule == "maxItems":
        return said(
            "max_items",
            f"has {len(value)} items; at most {definition} are allowed",
            count=len(value),
            most=definition,
        )
    if rule == "minProperties" and where == "seats":
        return said("min_seats", "at least two seats must be occupied")
    if rule in ("pattern", "minLength", "maxLength") and "0-9]{4}" in str(_pattern_at(path, schema)):
        return said(
            "date", f"{_short(value)} is not a date: write it as YYYY-MM-DD, e.g. 2026-11-29", value=value
        )
    if rule == "minLength" and definition == 1:
        return said("empty", "must not be empty")
    if rule == "maxLength":
        return said("too_long", f"is longer than the {definition} characters allowed", most=definition)
    if rule == "minimum":
        return said(
            "minimum", f"must be at least {definition}, not {_short(value)}", least=definition, value=value
        )
    if rule == "maximum":
        return said(
            "maximum", f"must be at most {definition:,}, not {_short(value)}", most=definition, value=value
        )
    text = error.message.replace("data.", "", 1)
    return said("other", text, text=text)


def _node_at(path: list[Any], schema: dict[str, Any]) -> Any:
    """The schema node that describes the value at ``path`` (list items, properties,
    or the pattern-keyed properties such as seats)."""
    node: Any = schema
    for part in path[1:]:
        if node.get("type") == "array":
            node = node.get("items", {})
        elif "properties" in node and part in node["properties"]:
            node = node["properties"][part]
        else:
            node = next(iter(node.get("patternProperties", {}).values()), {})
    return node


def _known_keys(path: list[Any], schema: dict[str, Any]) -> list[str]:
    return list(_node_at(path, schema).get("properties", {}))


def _pattern_at(path: list[Any], schema: dict[str, Any]) -> str:
    """The ``pattern`` of the schema node at ``path`` (for length errors on patterned strings)."""
    return str(_node_at(path, schema).get("pattern", ""))


def value_kind(
    value: Any,
    short: Callable[[Any], str] | None = None,
    *,
    numbers: tuple[type, ...] = (int, float),
    list_word: str = "a list",
    dict_word: str = "an object",
) -> str:
    """What a file gave, for "must be a whole number, not ...": its kind, and for a
    number or a string the value itself as ``short`` (default: as JSON) writes it.
    ``numbers`` are the format's number types, ``list_word`` and ``dict_word`` its
    containers in its own words (the PHH reader's TOML has ``Decimal`` numbers,
    "an array" and "a table").

    >>> value_kind(None), value_kind(True), value_kind(2.5), value_kind("x" * 50)
    ('null', 'true/false', 'the number 2.5', 'the string "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...')
    >>> value_kind([1]), value_kind({}, list_word="an array", dict_word="a table")
    ('a list', 'a table')
    """
    short = short or _short
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, numbers):
        return f"the number {short(value)}"
    if isinstance(value, str):
        return f"the string {short(value)}"
    if isinstance(value, list):
        return list_word
    if isinstance(value, dict):
        return dict_word
    return f"a {type(value).__name__} value"


def _short(value: Any) -> str:
    """A value as the user wrote it, cut short; containers only by their kind."""
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, float):
        text = repr(value)
    elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        text = f"a number of about {int(value.bit_length() * 0.30103) + 1} digits"
    else:
        text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."
