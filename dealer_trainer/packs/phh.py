"""Hand-history interchange with PHH, the TOML hand-history format PokerKit reads and writes.

PHH (https://phh.readthedocs.io) names three of our stud games:

===============  ==========  =============================================
our ``variant``  PHH code    game
===============  ==========  =============================================
``stud7``        ``F7S``     fixed-limit seven-card stud
``stud7-low``    ``FR``      fixed-limit razz
``stud7-hilo8``  ``F7S/8``   fixed-limit seven-card stud high-low 8 or better
===============  ==========  =============================================

Public API::

    from dealer_trainer.packs.phh import scenario_to_phh, phh_to_scenario, PHHError
    text = scenario_to_phh(scenario)             # stud-scenario/1 dict -> PHH text
    scenario = phh_to_scenario(text, rules="pa") # PHH text -> validated stud-scenario/1 dict

Both raise :class:`PHHError` (a :class:`~dealer_trainer.packs.errors.PackError`)
with a message a user can act on, and nothing else on purpose.

How the fields map (PHH player ``pN`` is the N-th seat dealt to, clockwise
from the dealer's left, as the PHH specification asks for stud games):

* ``seats`` (our seat numbers) -> PHH ``seats`` in dealing order, with
  ``seat_count = 9``; ``starting_stacks`` in the same order. ``button`` is not
  a PHH field: on import the dealer's left is the first player in ``seats``
  (``button`` is written only when that is not the lowest occupied seat).
* ``stakes`` -> ``antes`` (one entry per player, all equal), ``bring_in``,
  ``small_bet``, ``big_bet``.
* The deal -> ``d dh pN CARDS``: the three third-street cards of each player
  in one action (down, down, up - PHH has no up/down marks, the game fixes
  them), then one ``d dh`` per player on each later street.
* Burns: PHH has no notation for them (PokerKit burns unknown cards). They
  travel in the user-defined field ``_burns`` (PHH allows fields with a leading
  underscore; PokerKit keeps them in ``user_defined_fields``).
* Actions -> ``pN pb`` (bring-in), ``pN cbr AMOUNT`` (complete, bet or raise,
  AMOUNT being the seat's total in the round afterwards: "raise to"),
  ``pN cc`` (check or call), ``pN f`` (fold). At the showdown, and before an
  all-in run-out, every seat still in shows with ``pN sm CARDS`` (all its
  cards in the order dealt).
* A finished hand also gets ``finishing_stacks`` and ``winnings``
  (informational; the importer does not read them).
* The rule-set preset is not part of PHH: the importer's ``rules`` argument
  chooses it. A scenario's ``overrides`` travel in the user-defined table
  ``_overrides`` and are applied on import on top of that preset.

Limitations:

* Only the three games above. Hands that needed a common card (and so a
  reshuffle) cannot be written: PHH stud deals no board cards.
* On import, a card dealt to a player that PHH leaves unknown (``??``) must
  be shown later (``pN sm CARDS``), which supplies it; otherwise the file is
  refused, naming the line: the trainer never makes up a card a player held
  (a made-up up card would change the bring-in and the opener). Only cards
  nobody sees - a burn missing from ``_burns`` and the undealt stub - are
  filled with the cards no action names, in a fixed order: deuces first,
  clubs before diamonds, hearts, spades (the order of
  :data:`dealer_trainer.engine.cards.ALL_CARDS`).
* Errors about an action name its line in the file (``line 12: actions[7]
  'p2 cbr 30': ...``) when the ``actions`` array is written as a plain list
  of strings, as PHH files are.
* Showing and mucking are not modelled by the engine: every seat still in at
  the showdown is judged, so an ``sm`` that mucks a winning hand is not
  honoured (``sm`` actions only supply cards).
* Chip amounts must be whole numbers; unknown stacks (``inf``), antes that
  differ between players, blinds, draws (``sd``) and board cards (``d db``)
  are refused.
"""

from __future__ import annotations

import json
import math
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..engine.actions import Action, ActionKind
from ..engine.cards import ALL_CARDS, Card
from ..engine.errors import IllegalActionError, ScenarioError
from ..engine.events import ActionTaken, Deal
from ..engine.hand import Hand
from ..engine.reporting import replay
from ..engine.rules import RuleSetName
from ..engine.scenario import FORMAT, MAX_CHIPS, load_scenario
from ..filereading import ReadError, printable, read_bounded
from ..wording import QT_TRANSLATE_NOOP, Value, Worded
from .errors import PHHError as PHHError
from .errors import as_is, placed, words
from .schemawords import engine_words

__all__ = [
    "MAX_PHH_BYTES",
    "PHH_VARIANTS",
    "PHHError",
    "phh_to_scenario",
    "read_phh",
    "scenario_to_phh",
]

#: Our variant -> the PHH variant code.
PHH_VARIANTS: dict[str, str] = {"stud7": "F7S", "stud7-low": "FR", "stud7-hilo8": "F7S/8"}
_OUR_VARIANTS: dict[str, str] = {code: ours for ours, code in PHH_VARIANTS.items()}
_TITLES = {
    "stud7": "Seven-card Stud",
    "stud7-low": "Razz (Seven-card Stud Low)",
    "stud7-hilo8": "Seven-card Stud High-low Split Eight or Better",
}
#: Files larger than this are refused before parsing.
MAX_PHH_BYTES = 1_000_000
#: Seat numbers of the stud-scenario/1 format.
_SEAT_COUNT = 9
_MAX_CARDS = 7
_FIRST_STREET = 3
_STREET_NAMES = {
    3: "Third street",
    4: "Fourth street",
    5: "Fifth street",
    6: "Sixth street",
    7: "Seventh street",
}
#: The streets in a sentence ("a common card on fifth street").
_STREET_WORDS = {
    3: QT_TRANSLATE_NOOP("PackErrors", "third street"),
    4: QT_TRANSLATE_NOOP("PackErrors", "fourth street"),
    5: QT_TRANSLATE_NOOP("PackErrors", "fifth street"),
    6: QT_TRANSLATE_NOOP("PackErrors", "sixth street"),
    7: QT_TRANSLATE_NOOP("PackErrors", "seventh street"),
}
_CARDS = {str(card): card for card in ALL_CARDS}
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


# --- writing --------------------------------------------------------------------


def scenario_to_phh(scenario: dict[str, Any]) -> str:
    """The hand of a ``stud-scenario/1`` object as PHH text (TOML).

    The scenario is replayed first, so an invalid scenario raises
    :class:`PHHError` with the engine's message. A partial hand (actions that
    stop before the end) gives a partial history, as PHH allows.
    """
    if not isinstance(scenario, dict):
        raise PHHError(words(QT_TRANSLATE_NOOP("PackErrors", "a scenario must be a JSON object (a dict)")))
    variant = scenario.get("variant")
    if not isinstance(variant, str) or variant not in PHH_VARIANTS:
        known = ", ".join(f"{ours} ({code})" for ours, code in PHH_VARIANTS.items())
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "variant {variant} has no PHH game code; PHH names only the stud games {known}",
                ),
                variant=repr(variant),
                known=known,
            )
        )
    try:
        loaded = load_scenario(scenario)
        report = replay(scenario)
    except ScenarioError as error:
        raise PHHError(
            words(QT_TRANSLATE_NOOP("PackErrors", "the scenario is not valid: {error}"), error=str(error))
        ) from None
    events: list[dict[str, Any]] = report["events"]
    for event in events:
        if event["kind"] in ("common", "reshuffle"):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "the hand needs a common card on {street} (the stub ran short); PHH stud games deal "
                        "no board cards, so this hand cannot be written as PHH",
                    ),
                    street=_street_words(event["street"]),
                )
            )

    table = loaded.table
    order = list(table.order)
    player = {seat: index + 1 for index, seat in enumerate(order)}
    stacks = dict(table.stacks)
    stakes = table.stakes
    writer = _Writer(order, player, stacks, stakes.ante)
    writer.write(events, report)

    lines = [
        f"# {_TITLES[variant]}, written by Dealer Trainer",
        f"variant = {_toml(PHH_VARIANTS[variant])}",
        f"antes = {_toml([stakes.ante] * len(order))}",
        f"bring_in = {stakes.bring_in}",
        f"small_bet = {stakes.small_bet}",
        f"big_bet = {stakes.big_bet}",
        f"starting_stacks = {_toml([stacks[seat] for seat in order])}",
        f"seats = {_toml(order)}",
        f"seat_count = {_SEAT_COUNT}",
        "actions = [",
    ]
    lines += [f"  {_toml(text)},{'  # ' + note if note else ''}" for text, note in writer.lines]
    lines.append("]")
    result = report["result"]
    if result is not None:
        awards = {int(seat): chips for seat, chips in result["awards"].items()}
        lines.append(f"finishing_stacks = {_toml([writer.stack[s] + awards.get(s, 0) for s in order])}")
        lines.append(f"winnings = {_toml([awards.get(s, 0) for s in order])}")
    lines.append(f"_burns = {_toml(writer.burns)}")
    if loaded.overrides:
        lines.append(f"_overrides = {_toml(dict(loaded.overrides))}")
    return "\n".join(lines) + "\n"


@dataclass
class _Writer:
    """Turns the report's events into PHH action lines (with reader comments)."""

    order: list[int]
    player: dict[int, int]
    start: dict[int, int]
    ante: int
    lines: list[tuple[str, str]] = field(default_factory=list)
    burns: list[str] = field(default_factory=list)
    cards: dict[int, list[str]] = field(default_factory=dict)
    stack: dict[int, int] = field(default_factory=dict)
    folded: set[int] = field(default_factory=set)
    shown: dict[int, int] = field(default_factory=dict)
    runout: bool = False
    headed: set[int] = field(default_factory=set)

    def write(self, events: list[dict[str, Any]], report: dict[str, Any]) -> None:
        self.cards = {seat: [] for seat in self.order}
        self.stack = {seat: self.start[seat] - min(self.ante, self.start[seat]) for seat in self.order}
        position = 0
        while position < len(events) and events[position]["kind"] == "ante":
            position += 1
        while (
            position < len(events)
            and events[position]["kind"] == "deal"
            and events[position]["street"] == _FIRST_STREET
        ):
            self.cards[events[position]["seat"]].append(events[position]["card"])
            position += 1
        street = _FIRST_STREET
        for seat in self.order:
            cards = self.cards[seat]
            if cards:
                self._line(
                    f"d dh {self._p(seat)} {''.join(cards)}",
                    f"seat {seat}: [{' '.join(cards[:-1])}] {cards[-1]}",
                    street,
                )
        last_aggressor: int | None = None
        for event in events[position:]:
            if event["kind"] == "burn":
                if not self.runout:
                    self._maybe_show(report, street, last_aggressor, runout=True)
                street, last_aggressor = event["street"], None
                self.burns.append(event["card"])
            elif event["kind"] == "deal":
                seat = event["seat"]
                self.cards[seat].append(event["card"])
                self._line(
                    f"d dh {self._p(seat)} {event['card']}",
                    f"seat {seat}" + ("" if event["up"] else ", face down"),
                    street,
                )
            elif event["kind"] == "action":
                seat, do, amount = event["seat"], event["do"], event["amount"]
                self.stack[seat] -= amount
                if do in ("bring_in", "fold", "check", "call"):
                    text, verb = {
                        "bring_in": ("pb", f"brings in {amount}"),
                        "fold": ("f", "folds"),
                        "check": ("cc", "checks"),
                        "call": ("cc", f"calls {amount}"),
                    }[do]
                else:
                    last_aggressor = seat
                    text = f"cbr {event['round_total']}"
                    verb = f"{'completes' if do == 'complete' else do + 's'} to {event['round_total']}"
                if do == "fold":
                    self.folded.add(seat)
                self._line(
                    f"{self._p(seat)} {text}",
                    f"seat {seat} {verb}" + (" (all-in)" if event.get("all_in") else ""),
                    street,
                )
        if report["result"] is not None:
            self._maybe_show(report, street, last_aggressor, runout=False)

    def _line(self, text: str, note: str, street: int) -> None:
        if street not in self.headed:
            self.headed.add(street)
            note = f"{_STREET_NAMES[street]}: {note}"
        self.lines.append((text, note))

    def _p(self, seat: int) -> str:
        return f"p{self.player[seat]}"

    def _maybe_show(
        self, report: dict[str, Any], street: int, aggressor: int | None, *, runout: bool
    ) -> None:
        """Show the hands still in: before an all-in run-out and at the showdown.

        After a run-out the seats show again if they got cards since (the
        seventh-street card comes face down).
        """
        live = [seat for seat in self.order if seat not in self.folded]
        able = [seat for seat in live if self.stack[seat] > 0]
        if len(live) < 2 or (runout and len(able) >= 2):
            return
        first = (
            aggressor
            if aggressor is not None
            else report["first_to_act"].get(
                str(street), report["bring_in"] if street == _FIRST_STREET else live[0]
            )
        )
        if first not in live:
            first = live[0]
        start = live.index(first)
        for seat in live[start:] + live[:start]:
            if len(self.cards[seat]) > self.shown.get(seat, 0):
                self._line(f"{self._p(seat)} sm {''.join(self.cards[seat])}", f"seat {seat} shows", street)
                self.shown[seat] = len(self.cards[seat])
        self.runout = runout


def _toml(value: Any) -> str:
    """A TOML value for the simple data we write (no floats, no nesting beyond one level)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value)  # JSON's string escapes are valid TOML basic strings
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {_toml(item)}" for key, item in value.items()) + "}"
    raise PHHError(
        words(QT_TRANSLATE_NOOP("PackErrors", "cannot write {value} as a PHH value"), value=repr(value))
    )


# --- reading --------------------------------------------------------------------


@dataclass
class _Step:
    """One parsed PHH action."""

    index: int
    text: str
    actor: int | None  # 0-based player index; None for the dealer or a no-op
    verb: str  # "dh", "pb", "cc", "f", "cbr", "sm", "" (no-op)
    cards: list[Card | None] = field(default_factory=list)
    amount: int = 0
    amount_text: str = ""  # the amount as written (for messages)
    where: Value = ""  # "line 12: actions[7] 'p2 cbr 30'" (for messages)


def phh_to_scenario(text: str | bytes, rules: str = "pa") -> dict[str, Any]:
    """A ``stud-scenario/1`` object for the hand a PHH text describes.

    ``rules`` is the rule-set preset (``pa``, ``cardroom`` or ``online``) the
    hand is replayed under; PHH has no field for it. The file's ``_overrides``
    table, if any, is applied on top of it.

    The deck is rebuilt in dealing order from the dealt cards (``d dh``) and
    the ``_burns`` field. An unknown card dealt to a player (``??``) takes the
    card the player later shows; one never shown is refused. Cards nobody
    sees - burns without ``_burns`` and the rest of the stub - are filled
    with the remaining cards in a fixed order: deuces first, and within a
    rank clubs, diamonds, hearts, spades. The result is checked by replaying
    it: an illegal or inconsistent hand raises :class:`PHHError` naming the
    PHH action and its line (``line 12: actions[7] 'p2 cbr 30': ...``).
    """
    data, source = _parse_toml(text)
    if not isinstance(rules, str) or rules not in {name.value for name in RuleSetName}:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", 'rules must be one of "pa", "cardroom", "online", not {rules}'
                ),
                rules=repr(rules),
            )
        )
    variant = _variant(data)
    n, stacks = _stacks(data)
    ante = _antes(data, n)
    bring_in = _chips(data, "bring_in")
    small_bet = _chips(data, "small_bet")
    big_bet = _chips(data, "big_bet")
    if bring_in <= 0:
        raise PHHError(words(QT_TRANSLATE_NOOP("PackErrors", "bring_in: the bring-in must be more than 0")))
    if bring_in > small_bet:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "bring_in: the bring-in ({bring_in}) cannot be more than the small bet ({small_bet})",
                ),
                bring_in=bring_in,
                small_bet=small_bet,
            )
        )
    if small_bet > big_bet:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "small_bet: the small bet ({small_bet}) cannot be more than the big bet ({big_bet})",
                ),
                small_bet=small_bet,
                big_bet=big_bet,
            )
        )
    _no_blinds(data)
    seats = _seats(data, n)
    overrides = _overrides(data)
    steps = _actions(data, n, source)
    burns = _burns(data)

    deck = _deck(steps, burns, n)
    scenario: dict[str, Any] = {"format": FORMAT, "variant": variant, "rules": rules}
    if overrides:
        scenario["overrides"] = overrides
    scenario["seats"] = {str(seat): {"stack": stack} for seat, stack in zip(seats, stacks)}
    if seats[0] != min(seats):
        scenario["button"] = seats[-1]
    scenario["stakes"] = {"ante": ante, "bring_in": bring_in, "small_bet": small_bet, "big_bet": big_bet}
    scenario["deck"] = [str(card) for card in deck]
    scenario["actions"] = []
    scenario["actions"] = _play(scenario, steps, seats)
    try:
        replay(scenario)
    except ScenarioError as error:  # pragma: no cover - _play already checked every step
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "the imported hand does not replay: {error}"),
                error=str(error),
            )
        ) from None
    return scenario


def read_phh(source: str | Path) -> bytes:
    """The bytes of the PHH file at ``source`` (``-``: standard input), read safely:
    only a regular file is opened (a device or a pipe would never end), and at most
    one byte past :data:`MAX_PHH_BYTES`, which :func:`phh_to_scenario` refuses."""
    try:
        return read_bounded(source, MAX_PHH_BYTES)
    except ReadError as error:
        raise PHHError(error.words) from None


def _parse_toml(text: Any) -> tuple[dict[str, Any], str]:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > MAX_PHH_BYTES:
            raise PHHError(_too_big(len(text)))
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise PHHError(words(QT_TRANSLATE_NOOP("PackErrors", "the PHH file is not UTF-8 text"))) from None
    if not isinstance(text, str):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "PHH input must be text, not {kind}"),
                kind=type(text).__name__,
            )
        )
    if len(text) > MAX_PHH_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_PHH_BYTES:
        raise PHHError(_too_big(len(text.encode("utf-8", "surrogatepass"))))
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(_not_toml(str(error))) from None
    except RecursionError:
        raise PHHError(
            words(QT_TRANSLATE_NOOP("PackErrors", "not a PHH file: the TOML is nested too deeply"))
        ) from None
    except (ValueError, UnicodeError) as error:  # e.g. lone surrogates in the text
        if "integer string conversion" in str(error):  # Python's 4,300-digit limit
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "a number of more than 4,300 digits is far too large to be meant; "
                        "chip amounts are whole numbers of at most 13 digits",
                    )
                )
            ) from None
        raise PHHError(_not_toml(str(error))) from None
    return data, text


def _not_toml(why: str) -> Worded:
    """The TOML parser's own reason (in its words) for text it cannot read."""
    return words(QT_TRANSLATE_NOOP("PackErrors", "not valid TOML, so not a PHH file: {why}"), why=why)


def _too_big(size: int) -> Worded:
    # A reader stops one byte past the limit: it knows only "more than the limit" then.
    limit = f"{MAX_PHH_BYTES:,}"
    if size == MAX_PHH_BYTES + 1:
        return words(
            QT_TRANSLATE_NOOP(
                "PackErrors",
                "the PHH file is more than {limit} bytes; files over {limit} bytes are refused "
                "(one hand is a few kilobytes - is this a collection of hands?)",
            ),
            limit=limit,
        )
    return words(
        QT_TRANSLATE_NOOP(
            "PackErrors",
            "the PHH file is {size} bytes; files over {limit} bytes are refused "
            "(one hand is a few kilobytes - is this a collection of hands?)",
        ),
        size=f"{size:,}",
        limit=limit,
    )


def _variant(data: dict[str, Any]) -> str:
    if "variant" not in data:
        if data and all(isinstance(value, dict) for value in data.values()):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "this looks like a collection of hands (.phhs, one table per hand); import one hand at a time",
                    )
                )
            )
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "missing required field 'variant' (the PHH game code: F7S, FR or F7S/8)"
                )
            )
        )
    code = data["variant"]
    if not isinstance(code, str):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", 'variant must be a string such as "F7S", not {kind}'),
                kind=_kind(code),
            )
        )
    if code not in _OUR_VARIANTS:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "variant {code} is not a stud game the trainer can replay; "
                    "use F7S (seven-card stud), FR (razz) or F7S/8 (stud eight or better)",
                ),
                code=_short(code),
            )
        )
    missing = [
        name
        for name in ("antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions")
        if name not in data
    ]
    if missing:
        names = ", ".join(repr(name) for name in missing)
        if len(missing) > 1:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "missing required fields {names} for {code}"),
                    names=names,
                    code=code,
                )
            )
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "missing required field {names} for {code}"),
                names=names,
                code=code,
            )
        )
    return _OUR_VARIANTS[code]


def _whole(value: Any, where: str) -> int:
    """A non-negative whole number of chips from a TOML value."""
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{where} must be a chip amount (a whole number), not {kind}"),
                where=where,
                kind=_kind(value),
            )
        )
    if isinstance(value, Decimal) and not value.is_finite():
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "{where} is {value}: unknown or infinite amounts cannot be replayed; give the number of chips",
                ),
                where=where,
                value="nan" if value.is_nan() else "inf",
            )
        )
    if value < 0:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{where} cannot be negative ({value})"),
                where=where,
                value=_short(value),
            )
        )
    if value > MAX_CHIPS:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{where} is {value}; at most {most} chips are allowed"),
                where=where,
                value=_short(value),
                most=f"{MAX_CHIPS:,}",
            )
        )
    if isinstance(value, Decimal):
        if value != value.to_integral_value():
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "{where} is {value}: chip amounts must be whole numbers"),
                    where=where,
                    value=str(value),
                )
            )
        value = int(value)
    return int(value)


def _chips(data: dict[str, Any], name: str) -> int:
    return _whole(data[name], name)


def _list(data: dict[str, Any], name: str) -> list[Any]:
    value = data[name]
    if not isinstance(value, list):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{name} must be an array [...], not {kind}"),
                name=name,
                kind=_kind(value),
            )
        )
    return value


def _stacks(data: dict[str, Any]) -> tuple[int, list[int]]:
    raw = _list(data, "starting_stacks")
    if len(raw) < 2:
        if len(raw) == 1:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "starting_stacks lists 1 player; a hand needs at least 2")
                )
            )
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "starting_stacks lists {count} players; a hand needs at least 2"
                ),
                count=len(raw),
            )
        )
    if len(raw) > _SEAT_COUNT:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "starting_stacks lists {count} players; a stud table here seats at most {most}",
                ),
                count=len(raw),
                most=_SEAT_COUNT,
            )
        )
    stacks = [_whole(value, f"starting_stacks[{i}]") for i, value in enumerate(raw)]
    for i, stack in enumerate(stacks):
        if stack == 0:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "starting_stacks[{i}] is 0; every player needs chips"),
                    i=i,
                )
            )
    return len(stacks), stacks


def _antes(data: dict[str, Any], n: int) -> int:
    raw = _list(data, "antes")
    if len(raw) != n:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "antes has {count} entries but there are {n} players (starting_stacks); give one ante per player",
                ),
                count=len(raw),
                n=n,
            )
        )
    antes = [_whole(value, f"antes[{i}]") for i, value in enumerate(raw)]
    if len(set(antes)) > 1:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "antes differ between players ({antes}); a stud scenario has one ante for every seat",
                ),
                antes=str(antes),
            )
        )
    return antes[0]


def _no_blinds(data: dict[str, Any]) -> None:
    if "blinds_or_straddles" not in data:
        return
    value = data["blinds_or_straddles"]
    if not isinstance(value, list) or any(
        isinstance(v, bool) or not isinstance(v, (int, Decimal)) or v != 0 for v in value
    ):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "blinds_or_straddles: stud games have a bring-in, not blinds; remove the field",
                )
            )
        )


def _seats(data: dict[str, Any], n: int) -> list[int]:
    count = data.get("seat_count")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int)):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "seat_count must be a whole number, not {kind}"),
                kind=_kind(count),
            )
        )
    if "seats" not in data:
        if count is not None and count < n:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "seat_count is {count} but there are {n} players"),
                    count=count,
                    n=n,
                )
            )
        return list(range(1, n + 1))
    raw = _list(data, "seats")
    if len(raw) != n:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "seats has {count} entries but there are {n} players (starting_stacks); "
                    "give one seat number per player",
                ),
                count=len(raw),
                n=n,
            )
        )
    seats: list[int] = []
    for i, value in enumerate(raw):
        if isinstance(value, bool) or not isinstance(value, int):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "seats[{i}] must be a seat number, not {kind}"),
                    i=i,
                    kind=_kind(value),
                )
            )
        if not 1 <= value <= _SEAT_COUNT:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors", "seats[{i}] is {value}; seat numbers run from 1 to {most}"
                    ),
                    i=i,
                    value=_short(value),
                    most=_SEAT_COUNT,
                )
            )
        if value in seats:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "seats[{i}]: seat {seat} is listed twice"),
                    i=i,
                    seat=value,
                )
            )
        seats.append(value)
    if count is not None and count < max(seats):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "seat_count is {count} but seats uses seat {seat}"),
                count=count,
                seat=max(seats),
            )
        )
    ascending = sorted(seats)
    start = ascending.index(seats[0])
    if seats != ascending[start:] + ascending[:start]:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "seats {seats} are not in clockwise order from the dealer's left "
                    "(PHH lists players in dealing order); each seat number must be "
                    "higher than the one before, except once, going round past seat {last}",
                ),
                seats=str(seats),
                last=_SEAT_COUNT,
            )
        )
    return seats


def _overrides(data: dict[str, Any]) -> dict[str, Any]:
    if "_overrides" not in data:
        return {}
    raw = data["_overrides"]
    if not isinstance(raw, dict):
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "_overrides must be a table {{...}} of rule parameters, not {kind}"
                ),
                kind=_kind(raw),
            )
        )
    result: dict[str, Any] = {}
    for key, value in raw.items():
        if isinstance(value, Decimal):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "_overrides.{key} must be a whole number, true/false or a name, not a decimal number",
                    ),
                    key=key,
                )
            )
        if not isinstance(value, (bool, int, str)):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "_overrides.{key} must be a whole number, true/false or a name, not {kind}",
                    ),
                    key=key,
                    kind=_kind(value),
                )
            )
        result[key] = value
    return result


def _burns(data: dict[str, Any]) -> list[Card]:
    if "_burns" not in data:
        return []
    raw = _list(data, "_burns")
    if len(raw) > _MAX_CARDS - _FIRST_STREET:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "_burns lists {count} cards; seven-card stud burns at most {most}"
                ),
                count=len(raw),
                most=_MAX_CARDS - _FIRST_STREET,
            )
        )
    burns: list[Card] = []
    for i, value in enumerate(raw):
        if not isinstance(value, str):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", '_burns[{i}] must be a card such as "7c", not {kind}'),
                    i=i,
                    kind=_kind(value),
                )
            )
        card = _CARDS.get(value)
        if card is None:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "_burns[{i}] is {value}, not a card: use a rank from "
                        "23456789TJQKA followed by a suit from c, d, h, s",
                    ),
                    i=i,
                    value=_short(value),
                )
            )
        burns.append(card)
    return burns


_PLAYER = re.compile(r"p([1-9][0-9]*)\Z")
_AMOUNT = re.compile(r"([0-9]+)(?:\.0*)?\Z")


def _actions(data: dict[str, Any], n: int, source: str) -> list[_Step]:
    raw = _list(data, "actions")
    lines = _action_lines(source, len(raw))
    steps = []
    for index, entry in enumerate(raw):
        if not isinstance(entry, str):
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", '{where} must be a string such as "p1 cc", not {kind}'),
                    where=_on_line(lines[index], f"actions[{index}]"),
                    kind=_kind(entry),
                )
            )
        step = _parse_action(index, entry, n, _on_line(lines[index], f"actions[{index}] {_short(entry)}"))
        steps.append(step)
    return steps


def _on_line(line: int | None, where: str) -> Value:
    """``where`` (an action as the file gives it) on its line of the file, if known."""
    if not line:
        return where
    return words(QT_TRANSLATE_NOOP("PackErrors", "line {line}: {where}"), line=line, where=where)


def _action_lines(source: str, count: int) -> list[int | None]:
    """The line of the file each of the ``count`` actions is written on, where it
    can be found: the strings after ``actions =``, in order, comments skipped.
    (TOML parsers give no positions; an ``actions`` array written some other way,
    such as inside a table, gets no line numbers.)"""
    start = re.search(r"^[ \t]*actions[ \t]*=[ \t]*\[", source, re.MULTILINE)
    lines: list[int | None] = []
    if start is not None:
        line = source.count("\n", 0, start.start()) + 1
        position = start.start()
        for match in _TOML_TOKEN.finditer(source, start.end()):
            if len(lines) == count:
                break
            line += source.count("\n", position, match.start())
            position = match.start()
            if match.group(0)[0] in "\"'":
                lines.append(line)
    if len(lines) != count:
        lines = [None] * count
    return lines


#: A comment or a one-line TOML string (basic or literal).
_TOML_TOKEN = re.compile(r'#[^\n]*|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'')


def _parse_action(index: int, text: str, n: int, where: Value) -> _Step:
    parts = text.split("#", 1)[0].split()
    if not parts:
        return _Step(index, text, None, "", where=where)
    if parts[0] == "d":
        if len(parts) >= 2 and parts[1] == "db":
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "{where}: deals board cards, but stud games have no board (common cards cannot be imported)",
                    ),
                    where=where,
                )
            )
        if len(parts) != 4 or parts[1] != "dh":
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", '{where}: a dealer action must read "d dh pN CARDS"'),
                    where=where,
                )
            )
        player = _player(parts[2], n, where)
        cards = _parse_cards(parts[3], where)
        return _Step(index, text, player, "dh", cards, where=where)
    player = _player(parts[0], n, where)
    verb = parts[1] if len(parts) > 1 else ""
    rest = parts[2:]
    if verb in ("pb", "cc", "f") and not rest:
        return _Step(index, text, player, verb, where=where)
    if verb == "cbr" and len(rest) == 1:
        match = _AMOUNT.match(rest[0])
        if match is None:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP("PackErrors", "{where}: {amount} is not a whole number of chips"),
                    where=where,
                    amount=_short(rest[0]),
                )
            )
        digits = match.group(1).lstrip("0") or "0"
        amount = int(digits) if len(digits) <= 15 else MAX_CHIPS + 1  # too many chips anyway
        return _Step(index, text, player, "cbr", amount=amount, amount_text=digits, where=where)
    if verb == "sm" and len(rest) <= 1:
        cards = [] if not rest or rest[0] == "-" else _parse_cards(rest[0], where)
        return _Step(index, text, player, "sm", cards, where=where)
    if verb == "sd":
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "{where}: standing pat or discarding is a draw-game action, not stud"
                ),
                where=where,
            )
        )
    raise PHHError(
        words(
            QT_TRANSLATE_NOOP(
                "PackErrors",
                '{where}: not a PHH stud action; expected "pN pb", "pN cbr AMOUNT", '
                '"pN cc", "pN f", "pN sm [CARDS]" or "d dh pN CARDS"',
            ),
            where=where,
        )
    )


def _player(word: str, n: int, where: Value) -> int:
    match = _PLAYER.match(word)
    if match is None:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "{where}: {word} is not an actor; use d for the dealer or p1..p{n} for a player",
                ),
                where=where,
                word=_short(word),
                n=n,
            )
        )
    number = int(match.group(1)) if len(match.group(1)) <= 3 else n + 1
    if number > n:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "{where}: there is no player {word}; the hand has {n} players (p1..p{n})"
                ),
                where=where,
                word=_short(word),
                n=n,
            )
        )
    return number - 1


def _parse_cards(word: str, where: Value) -> list[Card | None]:
    if len(word) % 2 or not word:
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "{where}: {word} is not a list of cards; write each card as "
                    'two characters ("As", "Td", "??" for an unknown card) with no '
                    "spaces between them",
                ),
                where=where,
                word=_short(word),
            )
        )
    cards: list[Card | None] = []
    for i in range(0, len(word), 2):
        pair = word[i : i + 2]
        if pair == "??":
            cards.append(None)
            continue
        card = _CARDS.get(pair)
        if card is None:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "{where}: {pair} is not a card: use a rank from "
                        "{ranks} followed by a suit from {suits}, or ?? for an unknown card",
                    ),
                    where=where,
                    pair=_short(pair),
                    ranks=_RANKS,
                    suits=_SUITS,
                )
            )
        cards.append(card)
    return cards


def _deck(steps: Sequence[_Step], burns: Sequence[Card], n: int) -> list[Card]:
    """The 52 cards in the order the dealer meets them (see :func:`phh_to_scenario`)."""
    dealt: list[list[Card | None]] = [[] for _ in range(n)]
    seen: dict[Card, Value] = {}
    dealing: list[_Step] = []  # the "d dh" steps, and where each starts in its player's cards
    starts: list[int] = []

    def claim(card: Card, where: Value) -> None:
        if card in seen:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors", "{where}: {card} was already dealt ({before}); each card appears once"
                    ),
                    where=where,
                    card=str(card),
                    before=seen[card],
                )
            )
        seen[card] = where

    for step in steps:
        if step.verb != "dh":
            continue
        assert step.actor is not None
        where = step.where
        if len(dealt[step.actor]) + len(step.cards) > _MAX_CARDS:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "{where}: p{player} would hold more than {most} cards; seven-card stud deals seven",
                    ),
                    where=where,
                    player=step.actor + 1,
                    most=_MAX_CARDS,
                )
            )
        for card in step.cards:
            if card is not None:
                claim(card, where)
        dealing.append(step)
        starts.append(len(dealt[step.actor]))
        dealt[step.actor].extend(step.cards)
    for i, card in enumerate(burns):
        claim(card, f"_burns[{i}]")
    # Cards a player shows fill that player's unknown cards, in order.
    for step in steps:
        if step.verb != "sm" or step.actor is None:
            continue
        held = dealt[step.actor]
        where = step.where
        for card in step.cards:
            if card is None or card in held:
                continue
            if None not in held:
                raise PHHError(
                    words(
                        QT_TRANSLATE_NOOP(
                            "PackErrors", "{where}: p{player} shows {card}, which it was not dealt"
                        ),
                        where=where,
                        player=step.actor + 1,
                        card=str(card),
                    )
                )
            claim(card, where)
            held[held.index(None)] = card

    for step, position in zip(dealing, starts):
        assert step.actor is not None
        if None in dealt[step.actor][position : position + len(step.cards)]:
            # Never invent a card a player held: the drills judge what is on the
            # table, and a made-up up card changes the bring-in and the opener.
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors",
                        "{where}: p{player} is dealt a card the file "
                        "leaves unknown (??) and never shows; the trainer does not make "
                        'up cards, so give every card dealt (or a later "sm" action '
                        "that shows them)",
                    ),
                    where=step.where,
                    player=step.actor + 1,
                )
            )
    slots: list[Card | None] = []
    for card_index in range(_FIRST_STREET):
        for cards in dealt:
            slots.append(cards[card_index] if card_index < len(cards) else None)
    for card_index in range(_FIRST_STREET, _MAX_CARDS):
        burn_index = card_index - _FIRST_STREET
        receivers = [cards for cards in dealt if len(cards) > card_index]
        if not receivers and burn_index >= len(burns):
            break
        slots.append(burns[burn_index] if burn_index < len(burns) else None)
        slots.extend(cards[card_index] for cards in receivers)
    spare = iter([card for card in ALL_CARDS if card not in seen])
    deck = [card if card is not None else next(spare) for card in slots]
    deck.extend(spare)
    return deck


def _play(scenario: dict[str, Any], steps: Sequence[_Step], seats: Sequence[int]) -> list[dict[str, Any]]:
    """Step the hand through the PHH actions; return our actions. Errors name the action."""
    try:
        loaded = load_scenario(scenario)
        hand = Hand(loaded.table, loaded.deck)
    except ScenarioError as error:
        raise PHHError(_field_error(error, seats)) from None
    assert list(loaded.table.order) == list(seats)
    label: dict[int, Value] = {
        seat: words(QT_TRANSLATE_NOOP("PackErrors", "p{player} (seat {seat})"), player=i + 1, seat=seat)
        for i, seat in enumerate(seats)
    }
    dealt_so_far = [0] * len(seats)
    actions: list[Action] = []
    for step in steps:
        if step.actor is None or step.verb in ("", "sm"):
            continue
        seat = seats[step.actor]
        where = step.where
        if step.verb == "dh":
            engine = [e.card for e in hand.events if isinstance(e, Deal) and e.seat == seat]
            first = dealt_so_far[step.actor]
            dealt_so_far[step.actor] += len(step.cards)
            if len(engine) < dealt_so_far[step.actor]:
                reason = (
                    words(QT_TRANSLATE_NOOP("PackErrors", "it has folded"))
                    if hand.seats[seat].folded
                    else words(
                        QT_TRANSLATE_NOOP("PackErrors", "the betting on the street before is not over")
                    )
                    if not hand.over
                    else words(QT_TRANSLATE_NOOP("PackErrors", "the hand is over"))
                )
                raise PHHError(
                    words(
                        QT_TRANSLATE_NOOP(
                            "PackErrors", "{where}: {player} is not dealt this card now: {reason}"
                        ),
                        where=where,
                        player=label[seat],
                        reason=reason,
                    )
                )
            for offset, card in enumerate(step.cards):
                actual = engine[first + offset]
                if card is not None and card != actual:  # pragma: no cover - deck built so
                    raise PHHError(
                        words(
                            QT_TRANSLATE_NOOP(
                                "PackErrors",
                                "{where}: the dealer deals {actual} to {player} here, not {card}",
                            ),
                            where=where,
                            actual=str(actual),
                            player=label[seat],
                            card=str(card),
                        )
                    )
            continue
        action = _our_action(hand, step, seat, label, where)
        try:
            hand.apply(action)
        except IllegalActionError as error:
            raise PHHError(placed(where, as_is(str(error)))) from None
        if step.verb == "cbr":
            taken = next(e for e in reversed(hand.events) if isinstance(e, ActionTaken))
            if taken.round_total != step.amount:
                raise PHHError(
                    words(
                        _TO_TOTAL[action.kind],
                        where=where,
                        player=label[seat],
                        total=taken.round_total,
                        amount=_digits(step.amount_text),
                    )
                )
        actions.append(action)
    return [action.to_json() for action in actions]


#: "p2 (seat 6) raises to 40 in this fixed-limit game, not 30", by the move.
_TO_TOTAL = {
    ActionKind.COMPLETE: QT_TRANSLATE_NOOP(
        "PackErrors", "{where}: {player} completes to {total} in this fixed-limit game, not {amount}"
    ),
    ActionKind.BET: QT_TRANSLATE_NOOP(
        "PackErrors", "{where}: {player} bets to {total} in this fixed-limit game, not {amount}"
    ),
    ActionKind.RAISE: QT_TRANSLATE_NOOP(
        "PackErrors", "{where}: {player} raises to {total} in this fixed-limit game, not {amount}"
    ),
}


def _our_action(hand: Hand, step: _Step, seat: int, label: Mapping[int, Value], where: Value) -> Action:
    if hand.over:
        raise PHHError(
            words(QT_TRANSLATE_NOOP("PackErrors", "{where}: the hand is already over"), where=where)
        )
    to_act = hand.to_act
    legal = hand.legal_actions()
    if to_act != seat:
        who = label[to_act] if to_act is not None else words(QT_TRANSLATE_NOOP("PackErrors", "nobody"))
        if ActionKind.BRING_IN in legal:
            raise PHHError(
                words(
                    QT_TRANSLATE_NOOP(
                        "PackErrors", "{where}: {player} acts out of turn; {who} is to act and must bring in"
                    ),
                    where=where,
                    player=label[seat],
                    who=who,
                )
            )
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{where}: {player} acts out of turn; {who} is to act"),
                where=where,
                player=label[seat],
                who=who,
            )
        )
    if step.verb == "pb":
        return Action(seat, ActionKind.BRING_IN)
    if step.verb == "f":
        return Action(seat, ActionKind.FOLD)
    if step.verb == "cc":
        return Action(seat, ActionKind.CALL if ActionKind.CALL in legal else ActionKind.CHECK)
    aggressive = [kind for kind in (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE) if kind in legal]
    if not aggressive:
        why = hand.why_not(Action(seat, ActionKind.RAISE))
        problem = as_is(why) if why else words(QT_TRANSLATE_NOOP("PackErrors", "it is not allowed now"))
        raise PHHError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{where}: {player} cannot complete, bet or raise: {problem}"),
                where=where,
                player=label[seat],
                problem=problem,
            )
        )
    kind = aggressive[0]
    betting = hand.betting
    if (
        kind is ActionKind.BET
        and betting is not None
        and betting.limits.open_pair_option
        and step.amount == betting.limits.big_bet != betting.limits.unit
    ):
        return Action(seat, kind, step.amount)
    return Action(seat, kind)


def _field_error(error: ScenarioError, seats: Sequence[int]) -> Worded:
    """An engine error about the built scenario, in the PHH file's field names (the
    engine's reason in its words)."""
    where = error.where
    parts = where.split(".")
    field = None
    if parts[0] == "seats" and len(parts) >= 2 and parts[1].isdigit() and int(parts[1]) in seats:
        field = f"starting_stacks[{list(seats).index(int(parts[1]))}]"
    elif where == "seats":
        field = "starting_stacks"
    elif where == "stakes.ante":
        field = "antes"
    elif parts[0] == "stakes" and len(parts) == 2:
        field = parts[1]
    elif parts[0] == "overrides":
        field = f"_overrides{where[len('overrides') :]}"
    if field is not None:
        return placed(field, engine_words(error))
    return words(
        QT_TRANSLATE_NOOP("PackErrors", "the hand does not fit a stud scenario: {error}"), error=str(error)
    )


def _street_words(street: int) -> Worded:
    return words(_STREET_WORDS[street])


def _digits(text: str) -> Value:
    return (
        text
        if len(text) <= 20
        else words(QT_TRANSLATE_NOOP("PackErrors", "a number of {count} digits"), count=len(text))
    )


def _kind(value: Any) -> Value:
    """What the file gave, in TOML's words ("an array", "a table"), worded: as
    :func:`~dealer_trainer.engine.jsonerrors.value_kind` says it, the value
    itself as the file wrote it."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, Decimal)):
        return words(QT_TRANSLATE_NOOP("PackErrors", "the number {value}"), value=_short(value))
    if isinstance(value, str):
        return words(QT_TRANSLATE_NOOP("PackErrors", "the string {value}"), value=_short(value))
    if isinstance(value, list):
        return words(QT_TRANSLATE_NOOP("PackErrors", "an array"))
    if isinstance(value, dict):
        return words(QT_TRANSLATE_NOOP("PackErrors", "a table"))
    return words(QT_TRANSLATE_NOOP("PackErrors", "a {kind} value"), kind=type(value).__name__)


def _short(value: Any) -> Value:
    """A value as the user wrote it, cut short (a huge number by its digits)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**30:
        return words(
            QT_TRANSLATE_NOOP("PackErrors", "a number of {count} digits"),
            count=int(math.log10(abs(value))) + 1,
        )
    text = repr(value) if not isinstance(value, Decimal) else str(value)
    if isinstance(value, str):
        text = "'" + printable(value.replace("\\", "\\\\").replace("'", "\\'")) + "'"
    return text if len(text) <= 40 else text[:37] + "..."
