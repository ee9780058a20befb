"""A :class:`~dealer_trainer.training.tablequestion.TableQuestion` as the ``asked`` message carries it.

Kept apart from :mod:`.protocol` (which calls it) because it is long and only
``asked`` uses it. :func:`view_to_json` writes exactly what the view holds —
no more: the view is made on the host from the real question and already left
out every hidden card, later event and value of the answer
(:func:`~dealer_trainer.training.tablequestion.table_question`).
:func:`view_from_json` reads it back on the trainee's side and checks every
field, so a malformed ``asked`` is a :class:`~.errors.ProtocolError` (the line
is dropped with a log entry), never a crash in the window that draws it.

The JSON (``docs/classroom-protocol.md`` shows an example)::

The first frame is whole; each next one holds only what changed since the one
before (its keys whose values differ, and of ``seats`` only the seats that
changed, each whole), which keeps a street's dealing well under the line's limit.

    {"drill": "bring-in", "street": 3,
     "frames": [{"variant", "rules", "max_seats", "dealer_left", "button", "street", "pot",
                 "counted", "stub", "muck", "burns" (a count), "commons": ["As"],
                 "seats": [{"seat", "stack", "bet", "folded", "all_in", "action", "amount",
                            "cards": [["Kd", true], [null, false]]}]},
                {"pot": 12, "seats": [{"seat": 4, ...}]}, ...],
     "answer": {"kind": "seat" | "step" | "common" | "split" | "parts",
                "pots": [{"amount", "eligible"}], "raked",
                "parts": [{"ask", "seat", "pot", "options", "cards"}]},
     "piles": [{"chips": [[25, 3], [5, 2]], "pot", "seat"}],
     "bet": {"form", "seat", "street", "then", "chips"} or null}
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, TypeVar

from ..engine.actions import ActionKind
from ..engine.cards import Card, CardError, parse_card
from ..engine.names import RuleSetName, Variant
from ..training.betdrill import Asked as BetAsked
from ..training.betdrill import BetForm
from ..training.errors import TrainingError
from ..training.kinds import Drill
from ..training.parts import Ask, Option, option_from_json
from ..training.questions import ChipPile
from ..training.snapshot import SeatView, TableSnapshot
from ..training.tablequestion import (
    MAX_FRAMES,
    AnswerKind,
    AnswerShape,
    PartAsked,
    PotAsked,
    TableQuestion,
)
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import ProtocolError

#: Limits of what a view may hold (far above any stud hand: a bound on a hostile line).
MAX_SEATS = 10
MAX_CARDS = 12
MAX_CHIPS = 10**9
MAX_PARTS = 40
MAX_OPTIONS = 20
MAX_PILES = 12


def _card(card: Card | None) -> str | None:
    return None if card is None else str(card)


def _frame(snap: TableSnapshot) -> dict[str, Any]:
    return {
        "variant": snap.variant.value,
        "rules": snap.rules.value,
        "max_seats": snap.max_seats,
        "dealer_left": snap.dealer_left,
        "button": snap.button,
        "street": snap.street,
        "pot": snap.pot,
        "counted": snap.counted,
        "stub": snap.stub_count,
        "muck": snap.muck_count,
        "burns": len(snap.burns),
        "commons": [str(card) for card in snap.commons],
        "seats": [
            {
                "seat": view.seat,
                "stack": view.stack,
                "bet": view.bet,
                "cards": [[_card(card), up] for card, up in view.cards],
                "folded": view.folded,
                "all_in": view.all_in,
                "action": view.action.value if view.action is not None else None,
                "amount": view.amount,
            }
            for view in snap.seats
        ],
    }


def _frames(frames: tuple[TableSnapshot, ...]) -> list[dict[str, Any]]:
    """The first frame whole, then each frame as what changed since the one before."""
    written: list[dict[str, Any]] = []
    before: dict[str, Any] | None = None
    for frame in frames:
        whole = _frame(frame)
        if before is None:
            written.append(whole)
        else:
            change = {k: v for k, v in whole.items() if k != "seats" and v != before[k]}
            seats = [seat for seat, old in zip(whole["seats"], before["seats"], strict=True) if seat != old]
            if seats:
                change["seats"] = seats
            written.append(change)
        before = whole
    return written


def _shape(shape: AnswerShape) -> dict[str, Any]:
    data: dict[str, Any] = {"kind": shape.kind.value}
    if shape.kind is AnswerKind.SPLIT:
        data["pots"] = [{"amount": pot.amount, "eligible": list(pot.eligible)} for pot in shape.pots]
        data["raked"] = shape.raked
    if shape.kind is AnswerKind.PARTS:
        data["parts"] = [
            {
                "ask": part.ask.value,
                "seat": part.seat,
                "pot": part.pot,
                "options": [option.to_json() for option in part.options],
                "cards": part.cards,
            }
            for part in shape.parts
        ]
    return data


def view_to_json(view: TableQuestion) -> dict[str, Any]:
    """The view as ``asked`` carries it (see the module's docstring)."""
    bet = view.bet
    return {
        "drill": view.drill.value,
        "street": view.street,
        "frames": _frames(view.frames),
        "answer": _shape(view.shape),
        "piles": [
            {"chips": [list(chip) for chip in pile.chips], "pot": pile.pot, "seat": pile.seat}
            for pile in view.piles
        ],
        "bet": None
        if bet is None
        else {
            "form": bet.form.value,
            "seat": bet.seat,
            "street": bet.street,
            "then": bet.then.value if bet.then is not None else None,
            "chips": bet.chips,
        },
    }


# --- reading -----------------------------------------------------------------------------------


def _bad(where: str) -> ProtocolError:
    return ProtocolError(
        Worded(
            QT_TRANSLATE_NOOP("ClassroomErrors", "The question's table cannot be read: {field} is wrong."),
            (("field", where[:80]),),
        )
    )


def _get(data: object, key: str, where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise _bad(f"{where}.{key}")
    return data[key]


def _int(
    data: object, key: str, where: str, low: int = 0, high: int = MAX_CHIPS, *, null: bool = False
) -> Any:
    value = _get(data, key, where)
    if null and value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(f"{where}.{key}")
    return value


def _bool(data: object, key: str, where: str) -> bool:
    value = _get(data, key, where)
    if not isinstance(value, bool):
        raise _bad(f"{where}.{key}")
    return value


def _list(value: object, where: str, longest: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > longest:
        raise _bad(where)
    return value


_E = TypeVar("_E", bound=StrEnum)


def _enum(kind: type[_E], value: object, where: str) -> _E:
    if not isinstance(value, str):
        raise _bad(where)
    try:
        return kind(value)
    except ValueError:
        raise _bad(where) from None


def _parsed_card(value: object, where: str) -> Card:
    try:
        return parse_card(value)  # type: ignore[arg-type]  # anything not a card's text is refused
    except CardError:
        raise _bad(where) from None


def _seat_view(data: object, where: str) -> SeatView:
    cards: list[tuple[Card | None, bool]] = []
    for index, pair in enumerate(_list(_get(data, "cards", where), f"{where}.cards", MAX_CARDS)):
        here = f"{where}.cards[{index}]"
        if not isinstance(pair, list) or len(pair) != 2 or not isinstance(pair[1], bool):
            raise _bad(here)
        code, up = pair
        if code is None and up:
            raise _bad(here)  # a card face up is always seen
        cards.append((None if code is None else _parsed_card(code, here), up))
    action = _get(data, "action", where)
    return SeatView(
        _int(data, "seat", where, 1, 9),
        _int(data, "stack", where),
        _int(data, "bet", where),
        tuple(cards),
        _bool(data, "folded", where),
        _bool(data, "all_in", where),
        None if action is None else _enum(ActionKind, action, f"{where}.action"),
        _int(data, "amount", where),
    )


def _table(data: object, where: str) -> TableSnapshot:
    seats = tuple(
        _seat_view(seat, f"{where}.seats[{i}]")
        for i, seat in enumerate(_list(_get(data, "seats", where), f"{where}.seats", MAX_SEATS))
    )
    if not seats or len({view.seat for view in seats}) != len(seats):
        raise _bad(f"{where}.seats")
    commons = tuple(
        _parsed_card(card, f"{where}.commons")
        for card in _list(_get(data, "commons", where), f"{where}.commons", 4)
    )
    return TableSnapshot(
        variant=_enum(Variant, _get(data, "variant", where), f"{where}.variant"),
        rules=_enum(RuleSetName, _get(data, "rules", where), f"{where}.rules"),
        max_seats=_int(data, "max_seats", where, 2, 9),
        seats=tuple(sorted(seats, key=lambda view: view.seat)),
        dealer_left=_int(data, "dealer_left", where, 1, 9),
        button=_int(data, "button", where, 1, 9, null=True),
        street=_int(data, "street", where, 1, 9),
        stub_count=_int(data, "stub", where, 0, 52),
        burns=(None,) * _int(data, "burns", where, 0, 52),
        commons=commons,
        muck_count=_int(data, "muck", where, 0, 52),
        pot=_int(data, "pot", where),
        counted=_bool(data, "counted", where),
    )


def _frames_from(written: list[Any]) -> tuple[TableSnapshot, ...]:
    """The frames :func:`_frames` wrote: each change applied to the frame before, then checked whole."""
    if not written:
        raise _bad("frames")
    frames = []
    whole: dict[str, Any] = {}
    for index, data in enumerate(written):
        where = f"frames[{index}]"
        if not isinstance(data, dict):
            raise _bad(where)
        if index == 0:
            whole = dict(data)
        else:
            seats = {seat.get("seat"): seat for seat in whole["seats"] if isinstance(seat, dict)}
            for key, value in data.items():
                if key != "seats":
                    whole[key] = value
            for seat in _list(data.get("seats", []), f"{where}.seats", MAX_SEATS):
                number = seat.get("seat") if isinstance(seat, dict) else None
                if not isinstance(number, int) or number not in seats:
                    raise _bad(f"{where}.seats")  # a seat that was not at the table
                seats[number] = seat
            whole["seats"] = list(seats.values())
        frames.append(_table(whole, where))
    return tuple(frames)


def _option(data: object, where: str) -> Option:
    try:
        return option_from_json(data)
    except TrainingError:
        raise _bad(where) from None


def _shape_from(data: object) -> AnswerShape:
    kind = _enum(AnswerKind, _get(data, "kind", "answer"), "answer.kind")
    if kind is AnswerKind.SPLIT:
        pots = []
        for index, pot in enumerate(_list(_get(data, "pots", "answer"), "answer.pots", MAX_SEATS)):
            here = f"answer.pots[{index}]"
            eligible = _list(_get(pot, "eligible", here), f"{here}.eligible", MAX_SEATS)
            if any(isinstance(s, bool) or not isinstance(s, int) or not 1 <= s <= 9 for s in eligible):
                raise _bad(f"{here}.eligible")
            pots.append(PotAsked(_int(pot, "amount", here), tuple(eligible)))
        if not pots:
            raise _bad("answer.pots")
        return AnswerShape(kind, pots=tuple(pots), raked=_bool(data, "raked", "answer"))
    if kind is AnswerKind.PARTS:
        parts = []
        for index, part in enumerate(_list(_get(data, "parts", "answer"), "answer.parts", MAX_PARTS)):
            here = f"answer.parts[{index}]"
            ask = _enum(Ask, _get(part, "ask", here), f"{here}.ask")
            options = tuple(
                _option(option, f"{here}.options")
                for option in _list(_get(part, "options", here), f"{here}.options", MAX_OPTIONS)
            )
            if (ask.shape.value == "choice") != bool(options):
                raise _bad(f"{here}.options")
            parts.append(
                PartAsked(
                    ask,
                    _int(part, "seat", here, 1, 9, null=True),
                    _int(part, "pot", here, 0, MAX_SEATS, null=True),
                    options,
                    _int(part, "cards", here, 1, 5),
                )
            )
        if not parts:
            raise _bad("answer.parts")
        return AnswerShape(kind, parts=tuple(parts))
    return AnswerShape(kind)


def _pile(data: object, where: str) -> ChipPile:
    chips = []
    for index, chip in enumerate(_list(_get(data, "chips", where), f"{where}.chips", 20)):
        if (
            not isinstance(chip, list)
            or len(chip) != 2
            or any(isinstance(n, bool) or not isinstance(n, int) or not 0 < n <= 100_000 for n in chip)
        ):
            raise _bad(f"{where}.chips[{index}]")
        chips.append((chip[0], chip[1]))
    return ChipPile(
        tuple(chips),
        _int(data, "pot", where, 0, MAX_SEATS, null=True),
        _int(data, "seat", where, 1, 9, null=True),
    )


def _bet(data: object) -> BetAsked | None:
    if data is None:
        return None
    then = _get(data, "then", "bet")
    return BetAsked(
        _enum(BetForm, _get(data, "form", "bet"), "bet.form"),
        _int(data, "seat", "bet", 1, 9, null=True),
        _int(data, "street", "bet", 1, 9),
        None if then is None else _enum(Ask, then, "bet.then"),
        _int(data, "chips", "bet"),
    )


def view_from_json(data: object) -> TableQuestion:
    """The view ``asked`` carried, read and checked (:class:`~.errors.ProtocolError` if it is not one).

    A drill a class is never dealt (Spot the error) is refused, as is a page that does not fit
    the drill's kind of answer: the trainee's panel would have no page to take it on.
    """
    drill = _enum(Drill, _get(data, "drill", "table"), "drill")
    if drill is Drill.SPOT:
        raise _bad("drill")
    frames = _frames_from(_list(_get(data, "frames", "table"), "frames", MAX_FRAMES + 1))
    shape = _shape_from(_get(data, "answer", "table"))
    if shape.kind is not _KINDS.get(drill, AnswerKind.PARTS):
        raise _bad("answer.kind")
    piles = tuple(
        _pile(pile, f"piles[{i}]")
        for i, pile in enumerate(_list(_get(data, "piles", "table"), "piles", MAX_PILES))
    )
    bet = _bet(_get(data, "bet", "table"))
    if (bet is not None) != (drill is Drill.BET):
        raise _bad("bet")
    return TableQuestion(drill, _int(data, "street", "table", 1, 9), frames, shape, piles, bet)


#: The page each drill's answer is taken on (every other drill a class is dealt answers in parts).
_KINDS = {
    Drill.BRING_IN: AnswerKind.SEAT,
    Drill.FIRST_TO_ACT: AnswerKind.SEAT,
    Drill.DEALER_NEXT: AnswerKind.STEP,
    Drill.COMMON_CARD: AnswerKind.COMMON,
    Drill.SPLIT_POT: AnswerKind.SPLIT,
}


__all__ = ["view_from_json", "view_to_json"]
