"""The drills: questions about a hand, the engine's answers, and verdicts.

The types (:class:`Question`, the answers, :class:`Verdict`) and the checker
live in :mod:`.questions`; this module builds the questions of each drill
and lists the builders (``_BUILD``), re-exporting the types for its callers.

A :class:`Question` is a complete hand (a ``stud-scenario/1`` object) plus
the moment at which the trainee is asked — the number of the hand's events
already shown on the table — and the engine's answer with its reasons. The
GUI shows the table at that moment, takes the trainee's answer, and asks
:func:`check` for the verdict; it never decides anything itself.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..engine.dealing import StreetPlan, plan_street
from ..engine.events import ActionTaken, Burn, Common, Deal, Discard, Event, Reshuffle
from ..engine.facts import (
    BringInHint,
    CommonCardCount,
    CommonCardHint,
    DealerNextHint,
    FirstToActHint,
    SplitPotHint,
)
from ..engine.hand import Hand
from ..engine.openers import STREET_NAMES, DecisionKind, bring_in_rule
from ..engine.reasons import Reading, Reason, Topic, because
from ..engine.reporting import play
from ..engine.rules import RuleSetName
from ..engine.scenario import load_scenario
from ..engine.variants import Variant
from ..wording import QT_TRANSLATE_NOOP, Worded
from . import betdrill, chipsdrill, potdrill, showdowndrill, spotdrill
from .errors import DrillError, FocusError
from .focus import POSSIBLE, Focus, hand_for, rules_allow
from .kinds import Drill, StepKind
from .levels import move_target_seconds
from .parts import PartProblem, PartsAnswer
from .questions import (
    Answer,
    ChipPile,
    CommonAnswer,
    Point,
    PotProblem,
    Problem,
    Question,
    RakeProblem,
    Response,
    SeatAnswer,
    Share,
    SplitAnswer,
    SplitResponse,
    StepAnswer,
    Verdict,
    answer_english,
    check,
    make_question,
    problem_english,
    response_english,
    right_response,
)
from .snapshot import TableSnapshot, snapshot_from_events
from .steps import MovesTimed, Step, TimedMove, dealing_steps, explain_step, moves_timed, step_of

#: The hard cases each drill can favour.
HARD_CASES: dict[Drill, tuple[Focus, ...]] = {
    Drill.BRING_IN: (Focus.SUIT_TIE,),
    Drill.FIRST_TO_ACT: (Focus.EQUAL_SHOWING, Focus.COMMON_CARD),
    Drill.DEALER_NEXT: (Focus.COMMON_CARD, Focus.RESHUFFLE),
    Drill.COMMON_CARD: (Focus.COMMON_CARD, Focus.RESHUFFLE),
    Drill.SPLIT_POT: (Focus.ODD_CHIP, Focus.NO_LOW, Focus.SIDE_POTS),
    Drill.BET: (Focus.ALL_IN_BRING_IN, Focus.SHORT_ALL_IN, Focus.CAPPED, Focus.OPEN_PAIR, Focus.UNCALLED),
    Drill.SHOWDOWN: (Focus.TIED_LOW, Focus.NO_LOW, Focus.WHEEL, Focus.TIED_HIGH, Focus.BEST_FIVE),
    Drill.COUNT_POT: (Focus.SIDE_POTS, Focus.FOLDED_SIDE_POTS, Focus.THREE_POTS, Focus.CAPPED_RAKE),
    Drill.CHIPS: (Focus.ODD_CUT,),
    Drill.SPOT: spotdrill.HARD_CASES,
}

# --- making questions -----------------------------------------------------------


def new_question(
    drill: Drill,
    rng: random.Random,
    variants: Sequence[Variant],
    rules: Sequence[RuleSetName],
    *,
    hard: bool = False,
    focus: Focus | None = None,
    clean_share: float = 0.0,
) -> Question:
    """A question of ``drill`` on a hand of one of ``variants`` under one of ``rules``.

    With ``hard`` the hand shows one of the drill's hard cases (a suit tie,
    equal boards, a common card...) where the chosen games allow it.
    ``clean_share`` is the share of Spot the error hands dealt right (the
    level's :attr:`~.levels.Behaviour.clean_share`); the coin is tossed only
    for that drill, so every other drill deals the same hands from a seed.
    """
    if not variants or not rules:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "choose at least one game and one rule set"))
        )
    if focus is None and drill is Drill.SPOT and clean_share and rng.random() < clean_share:
        focus = Focus.CLEAN_HAND
    if focus is None:
        focus = rng.choice(HARD_CASES[drill]) if hard else Focus.ANY
    games = [v for v in variants if v in POSSIBLE[focus]]
    chosen = [r for r in rules if any(rules_allow(focus, r, v) for v in games)]
    if not games or not chosen:
        focus, games, chosen = Focus.ANY, list(variants), list(rules)
    variant = rng.choice(games)
    rule_set = rng.choice(chosen)
    data = hand_for(focus, rng, variant, rule_set, accept=hand_fits(drill))
    return question_at(drill, data, rng, focus)


def hand_fits(drill: Drill) -> Callable[[dict[str, Any]], bool] | None:
    """What a hand's report must show for ``drill`` to be asked on it, if anything.

    A first-to-act question needs a betting round after the first, a split
    needs a showdown: a generated hand that ends early is dealt again.
    """
    return _ACCEPT.get(drill)


def _showdown(report: dict[str, Any]) -> bool:
    result = report["result"]
    return result is not None and any(len(p["eligible"]) > 1 for p in result["pots"])


def _has_later_street(report: dict[str, Any]) -> bool:
    return bool(report["first_to_act"])


_ACCEPT = {
    Drill.SPLIT_POT: _showdown,
    Drill.SHOWDOWN: _showdown,
    Drill.FIRST_TO_ACT: _has_later_street,
    Drill.COMMON_CARD: lambda r: any(e["kind"] == "burn" for e in r["events"]),
    # a pot worth counting: some betting after the first round's
    Drill.COUNT_POT: _has_later_street,
    Drill.CHIPS: _has_later_street,
    # What's the bet? needs a betting decision (a hand can end in the antes: everyone all-in).
    Drill.BET: lambda r: any(e["kind"] == "action" for e in r["events"]),
    # Spot the error: a hand worth watching, with streets to deal and a pot to push
    Drill.SPOT: spotdrill.worth_playing_live,
}


def question_at(
    drill: Drill,
    data: dict[str, Any],
    rng: random.Random | None = None,
    focus: Focus = Focus.ANY,
    point: Point | None = None,
) -> Question:
    """A ``drill`` question on the complete hand ``data``.

    Asked at ``point`` if given (a :class:`DrillError` says why a point does
    not fit the hand), otherwise at a moment chosen by ``rng``.
    """
    return question_on(drill, play(load_scenario(data)), data, rng, focus, point)


def question_on(
    drill: Drill,
    hand: Hand,
    data: dict[str, Any],
    rng: random.Random | None = None,
    focus: Focus = Focus.ANY,
    point: Point | None = None,
) -> Question:
    """:func:`question_at` on a hand already played from ``data`` (``play(load_scenario(data))``).

    A pack asks several questions on one hand: playing it once for all of them
    is what makes a big pack open in seconds rather than minutes. The hand is
    only read, never changed, so its questions can share it.
    """
    return _BUILD[drill](hand, data, rng or random.Random(0), focus, point)


#: How a seat is answered in the app (bring-in, first to act).
_CLICK_SEAT = "Click the seat, or press its number."


def _first_action_index(events: Sequence[Event], street: int) -> int:
    return next(
        (i for i, e in enumerate(events) if isinstance(e, ActionTaken) and e.street == street), len(events)
    )


def _bring_in(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    decision = next((d for d in hand.decisions if d.kind is DecisionKind.BRING_IN), None)
    if decision is None:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand stops before the bring-in is decided"))
        )
    shown = _first_action_index(hand.events, hand.spec.first_street)
    table = hand.table
    rule = bring_in_rule(table.spec, table.rules)
    hint = because(table.rules, table.spec, Topic.BRING_IN, BringInHint(table.spec.variant, rule))
    return make_question(
        hand,
        data,
        Drill.BRING_IN,
        focus,
        shown,
        table.spec.first_street,
        ("Who brings in?", _CLICK_SEAT),
        SeatAnswer(decision.seat),
        [decision.reason],
        hint,
    )


def _first_to_act(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    decisions = [d for d in hand.decisions if d.kind is DecisionKind.FIRST_TO_ACT]
    if not decisions:
        raise DrillError(
            Worded(QT_TRANSLATE_NOOP("TrainingErrors", "the hand has no betting round after the first"))
        )
    preferred = decisions
    if point is not None and point.street is not None:
        preferred = [d for d in decisions if d.street == point.street]
        if not preferred:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} has no betting round in this hand; it has one on street {streets}",
                    ),
                    (("street", point.street), ("streets", ", ".join(str(d.street) for d in decisions))),
                )
            )
    elif focus is Focus.EQUAL_SHOWING:
        preferred = [d for d in decisions if d.reason.topic is Topic.FIRST_TO_ACT_TIE] or decisions
    elif focus is Focus.COMMON_CARD:
        commons = {e.street for e in hand.events if isinstance(e, Common)}
        preferred = [d for d in decisions if d.street in commons] or decisions
    decision = rng.choice(preferred)
    shown = _first_action_index(hand.events, decision.street)
    spec = hand.table.spec
    hint = because(hand.table.rules, spec, Topic.FIRST_TO_ACT, FirstToActHint(spec.low_showing))
    return make_question(
        hand,
        data,
        Drill.FIRST_TO_ACT,
        focus,
        shown,
        decision.street,
        (f"Who acts first on {STREET_NAMES[decision.street]}?", _CLICK_SEAT),
        SeatAnswer(decision.seat),
        [decision.reason],
        hint,
        Point(decision.street),
    )


def _dealer_next(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    steps = dealing_steps(hand.events)
    first = hand.spec.first_street
    later = [(i, s) for i, s in steps if getattr(hand.events[i], "street", first) > first]
    choices = later or steps
    if point is not None and point.street is not None:
        on_street = [(i, s) for i, s in steps if getattr(hand.events[i], "street", first) == point.street]
        number = point.step or 0
        if not 0 <= number < len(on_street):
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors",
                        "street {street} has {count} dealer moves in this hand; step {step} is not one of them",
                    ),
                    (("street", point.street), ("count", len(on_street)), ("step", number)),
                )
            )
        choices = [on_street[number]]
    elif focus is Focus.RESHUFFLE:
        choices = [(i, s) for i, s in steps if s.kind is StepKind.RESHUFFLE] or choices
    elif focus is Focus.COMMON_CARD:
        around = [
            (i, s)
            for i, s in steps
            if s.kind in (StepKind.COMMON, StepKind.RESHUFFLE)
            or (
                s.kind is StepKind.BURN
                and i + 1 < len(hand.events)
                and isinstance(hand.events[i + 1], Common)
            )
        ]
        choices = around or choices
    elif rng.random() < 0.6:
        # mostly the start of a street (burn, reshuffle): the moment dealers get wrong
        starts = [(i, s) for i, s in choices if s.kind is not StepKind.DEAL]
        choices = starts or choices
    index, step = rng.choice(choices)
    reason = explain_step(hand.table, hand.events, index)
    street = getattr(hand.events[index], "street", first)
    hint = because(hand.table.rules, hand.table.spec, Topic.COMMON_CARD, DealerNextHint())
    number = sum(1 for i, _ in steps if i < index and getattr(hand.events[i], "street", first) == street)
    return make_question(
        hand,
        data,
        Drill.DEALER_NEXT,
        focus,
        index,
        street,
        (
            "What does the dealer do next?",
            "Click the burn pile, a seat, the common-card "
            "spot, or the stub (to shuffle the burn cards into a new stub).",
        ),
        StepAnswer(step),
        [reason],
        hint,
        Point(street, number),
    )


def _common_card(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    events = hand.events
    first = hand.spec.first_street
    starts: dict[int, int] = {}
    for i, e in enumerate(events):
        street = getattr(e, "street", first)
        if isinstance(e, (Burn, Reshuffle)) and street > first and street not in starts:
            starts[street] = i
    with_common = {e.street for e in events if isinstance(e, Common)}
    streets = sorted(starts)
    if not streets:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the hand ends before any street after the first is dealt"
                )
            )
        )
    if point is not None and point.street is not None:
        if point.street not in starts:
            raise DrillError(
                Worded(
                    QT_TRANSLATE_NOOP(
                        "TrainingErrors", "street {street} is not dealt in this hand; it deals {streets}"
                    ),
                    (("street", point.street), ("streets", ", ".join(str(s) for s in streets))),
                )
            )
        street = point.street
    elif focus in (Focus.COMMON_CARD, Focus.RESHUFFLE) and with_common:
        street = rng.choice(sorted(with_common))
    elif with_common and rng.random() < 0.35:
        street = rng.choice(sorted(with_common))
    else:
        street = rng.choice(streets)
    shown = starts[street]
    snapshot = snapshot_from_events(hand.table, events[:shown])
    live = [s.seat for s in snapshot.seats if not s.folded]
    stub = snapshot.stub_count
    plan = plan_street(len(live), stub)
    steps = tuple(step for i, step in dealing_steps(events) if getattr(events[i], "street", first) == street)
    needed = plan is not StreetPlan.EACH
    name = STREET_NAMES[street]
    reading = (
        Reading.RESHUFFLE
        if plan is StreetPlan.RESHUFFLE
        else Reading.EARLY_COMMON
        if plan is StreetPlan.COMMON and street < 6
        else None
    )
    reason = because(
        hand.table.rules,
        hand.table.spec,
        Topic.COMMON_CARD,
        CommonCardCount(street, len(live), stub, plan),
        reading=reading,
    )
    hint = replace(reason, facts=CommonCardHint())
    return make_question(
        hand,
        data,
        Drill.COMMON_CARD,
        focus,
        shown,
        street,
        (f"Is a common card needed for {name}?", "Answer yes (Y) or no (N), then deal it."),
        CommonAnswer(needed, steps),
        [reason],
        hint,
        Point(street),
    )


def _split_pot(
    hand: Hand, data: dict[str, Any], rng: random.Random, focus: Focus, point: Point | None
) -> Question:
    if hand.result is None:
        raise DrillError(
            Worded(
                QT_TRANSLATE_NOOP(
                    "TrainingErrors", "the hand is not finished, so there is no pot to split yet"
                )
            )
        )
    result = hand.result
    pots = tuple(tuple(pot.awards) for pot in result.pots)
    reasons = [r for pot in result.pots for r in pot.reasons]
    if result.rake_reason is not None:
        reasons.insert(0, result.rake_reason)
    spec = hand.table.spec
    topic = Topic.SPLIT if spec.split else (Topic.LOW if not spec.high else Topic.HIGH)
    hint = because(
        hand.table.rules, spec, topic, SplitPotHint(spec.split, bool(hand.table.rules.rake_percent))
    )
    return make_question(
        hand,
        data,
        Drill.SPLIT_POT,
        focus,
        len(hand.events),
        hand.street,
        ("Split the pot: enter the chips each seat receives from each pot.", ""),
        SplitAnswer(pots, result.rake),
        reasons,
        hint,
    )


_BUILD = {
    Drill.BRING_IN: _bring_in,
    Drill.FIRST_TO_ACT: _first_to_act,
    Drill.DEALER_NEXT: _dealer_next,
    Drill.COMMON_CARD: _common_card,
    Drill.SPLIT_POT: _split_pot,
    Drill.BET: betdrill.build,
    Drill.SHOWDOWN: showdowndrill.build,
    Drill.COUNT_POT: potdrill.build,
    Drill.CHIPS: chipsdrill.build,
    Drill.SPOT: spotdrill.build,
}


# --- deal-along -------------------------------------------------------------------


class DealAlong:
    """A hand dealt by the trainee, one dealer move at a time.

    Antes, actions and discards play themselves; at each dealer move the
    trainee must choose it (burn, deal to a seat, common card, reshuffle).
    A wrong move is caught and explained and the hand waits for the right one.
    At a timed level each move is made with its time (``attempt(step,
    seconds)``), kept in :attr:`timed` and summed up by :attr:`timing`.
    ``start`` begins at that event (the moment a question was asked);
    ``street`` stops after that street's dealing (the common-card drill's
    "now deal it").
    """

    def __init__(self, data: dict[str, Any], *, start: int = 0, street: int | None = None) -> None:
        hand = play(load_scenario(data))
        self.data = data
        self.table = hand.table
        self.events: tuple[Event, ...] = tuple(hand.events)
        self.stop = len(self.events)
        if street is not None:
            last = max(
                (
                    i
                    for i, step in dealing_steps(self.events)
                    if getattr(self.events[i], "street", None) == street
                ),
                default=start - 1,
            )
            self.stop = last + 1
        self.position = start
        self.mistakes = 0
        self.moves = 0
        #: Each timed decision so far, in order (none when the level keeps no time).
        self.timed: list[TimedMove] = []
        self._skip_automatic()

    def _skip_automatic(self) -> None:
        while self.position < self.stop and step_of(self.events[self.position]) is None:
            self.position += 1

    @property
    def finished(self) -> bool:
        return self.position >= self.stop

    def expected(self) -> Step | None:
        return None if self.finished else step_of(self.events[self.position])

    def snapshot(self) -> TableSnapshot:
        return snapshot_from_events(self.table, self.events[: self.position])

    def next_reason(self) -> Reason | None:
        """Why the next move is the one it is (the rule, as a hint before it is made)."""
        return None if self.finished else explain_step(self.table, self.events, self.position)

    @property
    def timing(self) -> MovesTimed | None:
        """The timed moves summed up: in time out of all, and the slowest (``None``: none timed)."""
        return moves_timed(self.timed)

    def attempt(self, step: Step, seconds: float | None = None) -> Verdict:
        """Try a dealer move; the hand moves on (through any betting) only if it is right.

        ``seconds``: how long the move took, at a level that times each
        decision; the move is then kept in :attr:`timed`.
        """
        expected = self.expected()
        if expected is None:
            return Verdict(False, None, step, ())
        reason = explain_step(self.table, self.events, self.position)
        self.moves += 1
        if seconds is not None:
            event = self.events[self.position]
            assert isinstance(event, (Deal, Burn, Common, Reshuffle))  # a dealer move's event
            target = move_target_seconds()
            self.timed.append(TimedMove(expected, event.street, step == expected, seconds, target))
        if step == expected:
            self.position += 1
            self._skip_automatic()
            return Verdict(True, StepAnswer(expected), step, (reason,))
        self.mistakes += 1
        return Verdict(False, StepAnswer(expected), step, (reason,))


__all__ = [
    "HARD_CASES",
    "Answer",
    "ChipPile",
    "CommonAnswer",
    "Deal",
    "DealAlong",
    "Discard",
    "Drill",
    "DrillError",
    "FocusError",
    "PartProblem",
    "PartsAnswer",
    "Point",
    "PotProblem",
    "Problem",
    "Question",
    "RakeProblem",
    "Response",
    "RuleSetName",
    "SeatAnswer",
    "Share",
    "SplitAnswer",
    "SplitResponse",
    "Step",
    "StepAnswer",
    "StepKind",
    "TableSnapshot",
    "Variant",
    "Verdict",
    "answer_english",
    "check",
    "new_question",
    "problem_english",
    "question_at",
    "response_english",
    "right_response",
    "snapshot_from_events",
]
