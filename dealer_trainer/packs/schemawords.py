"""A pack file's breaks of the pack schema, worded.

The engine checks a document against its JSON Schema and gives the first
refusal as typed facts (:class:`~dealer_trainer.engine.jsonerrors.SchemaProblem`)
with its English; here the facts are put into templates marked in
``PackErrors``, so the window says them in the user's language. The values
(keys, the file's values, limits) go in as the file gave them.

The words say exactly the engine's English: where they would not (a kind
of refusal not worded here), the English is kept as it is.
"""

from __future__ import annotations

import json
from typing import Any

from ..engine.errors import ScenarioError
from ..engine.jsonerrors import SchemaProblem
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .errors import as_is, words

#: "must be a whole number, not the string "x"", by the type the schema wants.
_MUST_BE = {
    "integer": QT_TRANSLATE_NOOP("PackErrors", "must be a whole number, not {kind}"),
    "object": QT_TRANSLATE_NOOP("PackErrors", "must be an object {{...}}, not {kind}"),
    "array": QT_TRANSLATE_NOOP("PackErrors", "must be a list [...], not {kind}"),
    "string": QT_TRANSLATE_NOOP("PackErrors", "must be a string, not {kind}"),
    "boolean": QT_TRANSLATE_NOOP("PackErrors", "must be true or false, not {kind}"),
}


def _short(value: Any) -> Value:
    """A value as the file wrote it, cut short; a container by its kind (as the
    engine's ``_short`` says it)."""
    if isinstance(value, list):
        return words(QT_TRANSLATE_NOOP("PackErrors", "a list"))
    if isinstance(value, dict):
        return words(QT_TRANSLATE_NOOP("PackErrors", "an object"))
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**40:
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "a number of about {count} digits"),
            count=int(value.bit_length() * 0.30103) + 1,
        )
    text = repr(value) if isinstance(value, float) else json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _kind(value: Any) -> Value:
    """What the file gave where another kind was wanted ("the string "x"", "a list")."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return words(QT_TRANSLATE_NOOP("PackErrors", "the number {value}"), value=_short(value))
    if isinstance(value, str):
        return words(QT_TRANSLATE_NOOP("PackErrors", "the string {value}"), value=_short(value))
    if isinstance(value, (list, dict)):
        return _short(value)
    return words(QT_TRANSLATE_NOOP("PackErrors", "a {kind} value"), kind=type(value).__name__)


def value_kind(value: Any) -> Value:
    """What the file gave, worded as the schema's refusals say it ("the string "x"", "a list")."""
    return _kind(value)


def _either(choices: tuple[Any, ...]) -> Value:
    """``"a" or "b" or "c"``: the choices as the schema names them, "or" worded."""
    first = f'"{choices[0]}"'
    if len(choices) == 1:
        return first
    return words(QT_TRANSLATE_NOOP("PackErrors", "{first} or {rest}"), first=first, rest=_either(choices[1:]))


def _listed(keys: tuple[Any, ...], quote: Any) -> str:
    return ", ".join(quote(key) for key in keys)


def _words(problem: SchemaProblem) -> Worded | None:
    kind, facts = problem.kind, problem.facts
    if kind == "required":
        keys = _listed(facts["keys"], lambda key: f'"{key}"')
        if len(facts["keys"]) > 1:
            return words(QT_TRANSLATE_NOOP("PackErrors", "missing required keys {keys}"), keys=keys)
        return words(QT_TRANSLATE_NOOP("PackErrors", "missing required key {keys}"), keys=keys)
    if kind == "seat_keys":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", 'seat numbers are "1" to "9"; got {keys}'),
            keys=_listed(facts["keys"], repr),
        )
    if kind == "unknown":
        keys = _listed(facts["keys"], repr)
        if len(facts["keys"]) > 1:
            return words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "unknown keys {keys} (check the spelling; unknown keys are rejected)"
                ),
                keys=keys,
            )
        return words(
            QT_TRANSLATE_NOOP(
                "PackErrors", "unknown key {keys} (check the spelling; unknown keys are rejected)"
            ),
            keys=keys,
        )
    if kind == "type":
        template = _MUST_BE.get(facts["wanted"])
        return None if template is None else words(template, kind=_kind(facts["value"]))
    if kind == "choice":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "{value} is not allowed; use {choices}"),
            value=_short(facts["value"]),
            choices=_either(facts["choices"]),
        )
    if kind == "card":
        return words(
            QT_TRANSLATE_NOOP(
                "PackErrors",
                '{value} is not a card: use a rank from 23456789TJQKA followed by a suit from c, d, h, s (e.g. "Th")',
            ),
            value=_short(facts["value"]),
        )
    if kind == "deck_size":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "the deck must list all 52 cards; it has {count}"),
            count=facts["count"],
        )
    if kind == "min_items":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "needs at least {least} items"), least=str(facts["least"])
        )
    if kind == "max_items":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "has {count} items; at most {most} are allowed"),
            count=facts["count"],
            most=str(facts["most"]),
        )
    if kind == "min_seats":
        return words(QT_TRANSLATE_NOOP("PackErrors", "at least two seats must be occupied"))
    if kind == "date":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "{value} is not a date: write it as YYYY-MM-DD, e.g. 2026-11-29"),
            value=_short(facts["value"]),
        )
    if kind == "empty":
        return words(QT_TRANSLATE_NOOP("PackErrors", "must not be empty"))
    if kind == "too_long":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "is longer than the {most} characters allowed"),
            most=str(facts["most"]),
        )
    if kind == "minimum":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "must be at least {least}, not {value}"),
            least=str(facts["least"]),
            value=_short(facts["value"]),
        )
    if kind == "maximum":
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "must be at most {most}, not {value}"),
            most=f"{facts['most']:,}",
            value=_short(facts["value"]),
        )
    if kind == "too_deep":
        return words(QT_TRANSLATE_NOOP("PackErrors", "nested too deeply to be a pack"))
    return None  # "other": the validator's own English


def schema_words(problem: SchemaProblem) -> Worded:
    """What ``problem`` says, worded; its English exactly (the engine's words kept
    as they are where these would not say the same)."""
    said = _words(problem)
    if said is None or said.english() != problem.message:
        return as_is(problem.message)
    return said


def engine_words(error: ScenarioError) -> Worded:
    """The engine's reason for refusing a scenario: worded where it is a break of
    the scenario schema (typed facts), else its English as it is."""
    return as_is(error.message) if error.schema is None else schema_words(error.schema)


__all__ = ["engine_words", "schema_words", "value_kind"]
