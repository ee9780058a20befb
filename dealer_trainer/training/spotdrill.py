"""Spot the error: a whole hand played on the table, dealt right or with one mistake in it.

The builder takes a hand the engine played and makes of it a
:class:`~.spotting.LivePlay`: the hand as dealt (a clean hand, which the
trainee must let run), or the hand with one :class:`~.spotting.Fault` planted
at one moment by the fault layer (:mod:`.spotting`). Which faults a hand can
show is the fault layer's to say (:func:`~.spotting.possible_faults`): a
planter added there is dealt from then on, with nothing to change here.

The :class:`~.questions.Point` pins the play — the fault (or
:data:`~.questions.NO_FAULT`) and the true beat it is planted at — and every
choice a planter makes at random is drawn from a generator seeded by the
hand and that point, so a question rebuilt from its hand and point (the
records' practice, a pack) is the same question, mistake and all.

The share of clean hands is the level's (:attr:`~.levels.Behaviour.clean_share`,
asked for by the caller as :attr:`~.focus.Focus.CLEAN_HAND`): the builder
never sees a level.
"""

from __future__ import annotations

import random
from typing import Any, TypeVar

from ..engine.facts import (
    BetHint,
    CommonCardHint,
    DealerNextHint,
    FirstToActHint,
    SplitPotHint,
)
from ..engine.hand import Hand
from ..engine.reasons import Reason, Topic, because
from ..wording import QT_TRANSLATE_NOOP, Worded
from .errors import AnswerError, DrillError
from .focus import FAULT_GROUPS, Focus
from .kinds import Drill
from .questions import NO_FAULT, Point, Question, make_question
from .spotting import (
    Fault,
    LivePlay,
    Place,
    PlaceKind,
    SpotAnswer,
    SpotResponse,
    clean_play,
    fault_sites,
    plant,
    possible_faults,
)

#: What the trainee is asked, and how they answer in the app.
SENTENCE = "Spot the error: stop the hand at the mistake, if there is one, and name it."
#: The page under it says what to do at each moment (watch and stop; then point and name), so
#: the instructions add only what the page cannot: a hand dealt right is not stopped.
INSTRUCTIONS = "A hand dealt right is let run to its end."

#: Spot the error's hard cases: a hand dealt right, and a mistake of each kind.
SPOT_FOCUSES: tuple[Focus, ...] = (Focus.CLEAN_HAND, *FAULT_GROUPS)


#: The hard cases of the drill (:data:`~.drills.HARD_CASES`): every one can be dealt, as
#: every fault has a planter (``tests/test_spotting.py`` plants each).
HARD_CASES: tuple[Focus, ...] = SPOT_FOCUSES


def worth_playing_live(report: dict[str, Any]) -> bool:
    """Whether a generated hand is worth playing live: it goes past the first betting round.

    Such a hand has streets to deal and a pot to push, the moments mistakes
    are shown at; one that ends on the first street is dealt again. (Whether a
    *particular* kind of mistake fits is the focus's test, asked of the
    fault layer.)
    """
    return bool(report["first_to_act"])


def pinned_rng(data: dict[str, Any], point: Point) -> random.Random:
    """The random source a planter draws from: seeded by the hand and the point, never the caller's.

    So the same hand and point plant the same mistake (the same wrong seat,
    the same wrong amount) each time the question is built.
    """
    deck = ",".join(str(card) for card in data.get("deck", ()))
    return random.Random(f"spot/{deck}/{point.fault}/{point.site}")


def _chosen(hand: Hand, rng: random.Random, focus: Focus) -> Point:
    """The fault and site for a new question: a clean hand, or a mistake ``focus`` favours."""
    faults = possible_faults(hand)
    if focus is Focus.CLEAN_HAND or not faults:
        return Point(fault=NO_FAULT)
    group = FAULT_GROUPS.get(focus)
    favoured = [fault for fault in faults if group is None or fault in group] or list(faults)
    fault = rng.choice(favoured)
    return Point(fault=fault.value, site=rng.choice(fault_sites(hand, fault)))


def _pinned_fault(point: Point) -> Fault | None:
    """The fault ``point`` pins (``None``: a hand dealt right); a name this version does not know is refused."""
    if point.fault is None or point.fault == NO_FAULT:
        if point.site is not None:
            raise DrillError(
                Worded(QT_TRANSLATE_NOOP("TrainingErrors", "a hand dealt right has no moment of a mistake"))
            )
        return None
    try:
        return Fault(point.fault)
    except ValueError:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP("TrainingErrors", "“{fault}” is not a mistake this version knows"),
                (("fault", str(point.fault)),),
            )
        ) from None


def _hint(hand: Hand, fault: Fault | None, rng: random.Random) -> Reason:
    """Where to look, as the rule to watch: the kind of mistake's (a clean hand's: one it could have had).

    A clean hand's hint names a kind of mistake the hand could have shown, so
    the hint never tells a clean hand from a faulted one.
    """
    table = hand.table
    rules, spec, stakes = table.rules, table.spec, table.stakes
    if fault is None:
        faults = possible_faults(hand)
        fault = rng.choice(faults) if faults else None
    group = next((focus for focus, faults in FAULT_GROUPS.items() if fault in faults), Focus.DEAL_MISTAKE)
    if group is Focus.WHO_ACTS_MISTAKE:
        return because(rules, spec, Topic.FIRST_TO_ACT, FirstToActHint(spec.low_showing))
    if group is Focus.AMOUNT_MISTAKE:
        big_from = min(
            (s for s in range(spec.first_street, spec.last_street + 1) if s not in spec.small_bet_streets),
            default=spec.last_street,
        )
        return because(
            rules,
            spec,
            Topic.BET_SIZE,
            BetHint(stakes.bring_in, stakes.small_bet, stakes.big_bet, big_from, rules.max_raises),
        )
    if group is Focus.STUB_MISTAKE:
        return because(rules, spec, Topic.COMMON_CARD, CommonCardHint())
    if group is Focus.POT_MISTAKE:
        topic = Topic.SPLIT if spec.split else (Topic.LOW if not spec.high else Topic.HIGH)
        return because(rules, spec, topic, SplitPotHint(spec.split, bool(rules.rake_percent)))
    return because(rules, spec, Topic.COMMON_CARD, DealerNextHint())


def _clean_reasons(hand: Hand) -> tuple[Reason, ...]:
    """Why a clean hand was dealt right: the engine's reasons for its decisions and its pots."""
    reasons = [decision.reason for decision in hand.decisions[:1]]
    if hand.result is not None:
        reasons.extend(reason for pot in hand.result.pots for reason in pot.reasons[:1])
    if not reasons:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand stops before anything is decided"))
        )
    return tuple(reasons)


def _focus_of(fault: Fault | None) -> Focus:
    """The hard case a play is, read from what it shows: a clean hand, or the kind of its mistake.

    Read from the play, not from the focus asked for, so a question rebuilt
    from its hand and point alone (an exam read back, the practice schedule)
    is the same question as the one first dealt, focus and all.
    """
    if fault is None:
        return Focus.CLEAN_HAND
    return next(group for group, faults in FAULT_GROUPS.items() if fault in faults)


def build(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    """A spot-the-error question on ``hand``: played as dealt, or with one mistake shown.

    At ``point`` (its ``fault`` and ``site``) if given, otherwise a mistake
    ``focus`` favours at a moment ``rng`` picks (a clean hand for
    :attr:`Focus.CLEAN_HAND`, or where the hand can show no mistake).
    """
    if point is None or point.fault is None:
        point = _chosen(hand, rng, focus)
    fault = _pinned_fault(point)
    pinned = pinned_rng(data, point)
    live: LivePlay
    if fault is None:
        live = clean_play(hand)
        reasons = _clean_reasons(hand)
    else:
        live = plant(hand, fault, pinned, point.site)
        mistake = live.mistake
        assert mistake is not None
        reasons = (mistake.reason,) if mistake.remedy is None else (mistake.reason, mistake.remedy)
    return make_question(
        hand,
        data,
        Drill.SPOT,
        _focus_of(fault),
        len(hand.events),
        hand.street,
        (SENTENCE, INSTRUCTIONS),
        SpotAnswer(live.mistake),
        reasons,
        _hint(hand, fault, pinned),
        point,
        live=live,
    )


# --- a response as JSON (the records' and the packs' ``expect``) -------------------


def response_to_json(response: SpotResponse) -> dict[str, Any]:
    """A stop as JSON: ``{"stopped": 31, "place": {"kind": "seat", "seat": 4}, "fault": "pot-wrong-seat",
    "seconds": 1.2}``; a hand let run is ``{"stopped": null}``.

    >>> response_to_json(SpotResponse(None))
    {'stopped': None}
    >>> response_to_json(SpotResponse(5, Place(PlaceKind.BURN), Fault.BURN_MISSED, 0.8))
    {'stopped': 5, 'place': {'kind': 'burn'}, 'fault': 'burn-missed', 'seconds': 0.8}
    """
    data: dict[str, Any] = {"stopped": response.stopped}
    if response.place is not None:
        place: dict[str, Any] = {"kind": response.place.kind.value}
        if response.place.seat is not None:
            place["seat"] = response.place.seat
        if response.place.card is not None:
            place["card"] = response.place.card
        data["place"] = place
    if response.fault is not None:
        data["fault"] = response.fault.value
    if response.seconds is not None:
        data["seconds"] = response.seconds
    return data


def response_from_json(data: Any) -> SpotResponse:
    """The stop :func:`response_to_json` wrote; :class:`AnswerError` for JSON that is not one.

    >>> response_from_json({"stopped": 5, "place": {"kind": "seat", "seat": 4}, "fault": "pot-wrong-seat"})
    SpotResponse(stopped=5, place=Place(kind=<PlaceKind.SEAT: 'seat'>, seat=4, card=None), \
fault=<Fault.POT_WRONG_SEAT: 'pot-wrong-seat'>, seconds=None)
    """
    if not isinstance(data, dict) or "stopped" not in data:
        raise AnswerError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the answer does not say where the hand was stopped"))
        )
    stopped = _count(data["stopped"])
    place = None
    raw = data.get("place")
    if raw is not None:
        if not isinstance(raw, dict):
            raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a place on the table"), raw)
        kind = _member(
            PlaceKind,
            raw.get("kind"),
            QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a place on the table"),
        )
        place = Place(kind, _count(raw.get("seat")), _count(raw.get("card")))
    fault = None
    if data.get("fault") is not None:
        fault = _member(
            Fault,
            data["fault"],
            QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a mistake this version knows"),
        )
    seconds = data.get("seconds")
    if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))):
        raise _refused(QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a number of seconds"), seconds)
    return SpotResponse(stopped, place, fault, float(seconds) if seconds is not None else None)


def _refused(template: str, value: object) -> AnswerError:
    return AnswerError(Worded(template, (("value", repr(value)),)))


_E = TypeVar("_E", Fault, PlaceKind)


def _member(kind: type[_E], value: object, template: str) -> _E:
    """``value`` as a member of ``kind`` (stored as its value), or refused in words."""
    if not isinstance(value, str):
        raise _refused(template, value)
    try:
        return kind(value)
    except ValueError:
        raise _refused(template, value) from None


def _count(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise _refused(
            QT_TRANSLATE_NOOP("TrainingErrors", "{value} is not a count of moments or a seat"), value
        )
    return value


__all__ = [
    "HARD_CASES",
    "INSTRUCTIONS",
    "SENTENCE",
    "SPOT_FOCUSES",
    "build",
    "pinned_rng",
    "response_from_json",
    "response_to_json",
    "worth_playing_live",
]
