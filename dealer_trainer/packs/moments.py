"""Where a pack pins Spot the error's mistake: a street and which of its events.

The fault layer (:mod:`dealer_trainer.training.spotting`) places a mistake at
a *site*, an index into the hand's true beats. An index into the whole hand
is no way for an instructor to say a moment, and it moves when an earlier
street gains an action; so a pack says it as a dealer would, "fifth street,
its fourth event", and this module turns one into the other on the hand.

Every beat belongs to a street: an event to its own, the antes (dealt before
any street's cards) to the first street, a discard to the street it is made
on, and the dealer's pushes of the pots and the rake at the end to the hand's
last street. A street's events are counted from 0 in the order played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.hand import Hand
from ..training.questions import NO_FAULT, Point
from ..training.spotting import Beat, Fault, Place, PlaceKind, SpotAnswer, fault_sites, true_beats
from ..training.spotting import beat_streets as streets_of


def spot_point(fault: str, site: int | None = None) -> Point:
    """The point that pins a Spot-the-error play: ``fault`` (or :data:`NO_FAULT`) at true beat ``site``."""
    return Point(fault=fault, site=site)


@dataclass(frozen=True)
class Moment:
    """A moment of a hand as a pack says it: ``event`` (from 0) of ``street``'s events."""

    street: int
    event: int


def beat_streets(hand: Hand, beats: tuple[Beat, ...] | None = None) -> tuple[int, ...]:
    """The street of each of ``hand``'s true beats (``beats``, if already made), in order."""
    return streets_of(true_beats(hand) if beats is None else beats, hand.spec.first_street)


def moment_of(hand: Hand, site: int) -> Moment:
    """The moment of ``hand``'s true beat ``site``.

    A site past the hand's last beat (a pack being edited) is counted on from
    the last street, so that it is written down and refused on reading rather
    than lost.
    """
    streets = beat_streets(hand)
    if not streets:
        return Moment(hand.spec.first_street, site)
    at = min(site, len(streets) - 1)
    street = streets[at]
    first = streets.index(street)
    return Moment(street, site - first)


def site_of(hand: Hand, moment: Moment) -> int | None:
    """The true beat of ``hand`` at ``moment``, or None where the hand has no such moment."""
    streets = beat_streets(hand)
    sites = [index for index, street in enumerate(streets) if street == moment.street]
    return sites[moment.event] if 0 <= moment.event < len(sites) else None


@dataclass(frozen=True)
class FaultMoment:
    """A moment at which a fault can be shown in a hand: where, the true beat's index, and that beat."""

    moment: Moment
    site: int
    beat: Beat


def fault_moments(hand: Hand, fault: Fault) -> tuple[FaultMoment, ...]:
    """Every moment of ``hand`` at which ``fault`` can be shown, in the order played."""
    beats = true_beats(hand)
    streets = beat_streets(hand, beats)
    found = []
    for site in fault_sites(hand, fault):
        street = streets[site]
        found.append(FaultMoment(Moment(street, site - streets.index(street)), site, beats[site]))
    return tuple(found)


# --- the expected answer -------------------------------------------------------------


@dataclass(frozen=True)
class Expected:
    """A Spot-the-error question's expected answer: the mistake and where it is seen,
    or (``fault`` None) a hand with no mistake."""

    fault: Fault | None
    place: Place | None = None


def spot_place(expect: dict[str, Any]) -> Expected | None:
    """A Spot-the-error ``expect`` read, or None where it is not one (an unknown fault or
    place, a seat's place without its seat, a pile's with one, another drill's keys).
    The one reading of it, for the file's reader and the pack check."""
    if not set(expect) <= {"fault", "place", "seat", "card"}:
        return None
    fault = expect.get("fault")
    if fault == NO_FAULT:
        return Expected(None) if set(expect) == {"fault"} else None
    if fault not in {f.value for f in Fault} or expect.get("place") not in {k.value for k in PlaceKind}:
        return None
    kind = PlaceKind(expect["place"])
    seat, card = _whole(expect.get("seat")), _whole(expect.get("card"))
    if kind in _SEAT_PLACES:
        if (
            seat is None
            or ("card" in expect) != (kind is PlaceKind.CARD)
            or (kind is PlaceKind.CARD and card is None)
        ):
            return None
        return Expected(Fault(fault), Place(kind, seat, card))
    if "seat" in expect or "card" in expect:
        return None
    return Expected(Fault(fault), Place(kind))


#: The places that are a seat's (its name, a card of it, its chips): they name the seat.
_SEAT_PLACES = frozenset({PlaceKind.SEAT, PlaceKind.CARD, PlaceKind.CHIPS})


def spot_expect(answer: SpotAnswer) -> dict[str, Any]:
    """The play's mistake written as a pack's ``expect``: its fault and place, or ``"none"``."""
    mistake = answer.mistake
    if mistake is None:
        return {"fault": NO_FAULT}
    place = mistake.place
    data: dict[str, Any] = {"fault": mistake.fault.value, "place": place.kind.value}
    if place.seat is not None:
        data["seat"] = place.seat
    if place.card is not None:
        data["card"] = place.card
    return data


def _whole(value: Any) -> int | None:
    """A whole number from the file (``4.0`` is 4, as JSON Schema counts it), or None."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None
