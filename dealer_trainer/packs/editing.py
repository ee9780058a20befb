"""Editing a pack: the hand as an editor sees it, and every edit as a pure function.

No Qt and no wording here: the pack editor's window (``gui/editor/``) shows
what these functions compute and words it. What is legal, who brings in and
every answer come from the engine and the training API.

Every edit takes a :class:`~.model.Pack` (an immutable value) and returns an
:class:`Edit` holding a new one, so an undo stack only has to keep the
(old, new) pair. An edit of a hand's table or cards replays its recorded
actions and keeps their legal prefix (:func:`replay_legal`): an item is always
a valid ``stud-scenario/1`` hand, and :attr:`Edit.replay` says how many
actions were dropped and why. An edit that cannot be made raises
:class:`EditError` (a :class:`~.model.PackError`) saying what to do instead.
Randomness (a new hand, a shuffle, a reshuffled stub) comes from the ``rng``
passed in, so an edit is repeatable.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, NamedTuple

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.errors import ScenarioError
from ..engine.events import ActionTaken, Burn, Common, Deal, Discard, Reshuffle
from ..engine.generate import random_table
from ..engine.hand import Hand, Phase
from ..engine.reporting import play
from ..engine.rules import RuleSetName
from ..engine.scenario import Scenario, load_scenario
from ..engine.variants import Variant
from ..training.drills import DrillError, Point, Question, Verdict, question_at
from ..training.kinds import Drill
from ..training.questions import NO_FAULT
from ..training.spotting import Fault, plant, possible_faults
from ..wording import QT_TRANSLATE_NOOP, Worded
from .checking import expect_of, judge_expected
from .errors import carried, words
from .model import MAX_ITEMS, Pack, PackError, PackItem, PackQuestion
from .moments import FaultMoment, fault_moments, moment_of, site_of, spot_point
from .schemawords import engine_words

#: Questions a hand may ask (the pack format's limit).
MAX_QUESTIONS = 10
#: Which drills are asked at a street, and which at a dealer move of a street.
USES_STREET = frozenset(
    {Drill.FIRST_TO_ACT, Drill.DEALER_NEXT, Drill.COMMON_CARD, Drill.BET, Drill.STUB_COUNT}
)
USES_STEP = frozenset({Drill.DEALER_NEXT})
#: Which drills are asked before one action of a street (the drills on the betting add themselves).
#: Chips reads a point as Count the pot does (:func:`~dealer_trainer.training.potdrill.pinned`).
USES_ACTION: frozenset[Drill] = frozenset({Drill.BET, Drill.COUNT_POT, Drill.CHIPS})
#: Which of those may also be asked at the end of the hand, after its last action: the
#: pot as it is pushed. The pack format says so with a street and no action
#: (``Point(street)``, the street the hand ends on).
USES_END: frozenset[Drill] = frozenset({Drill.COUNT_POT, Drill.CHIPS})
#: Which drills are pinned to a mistake shown at a moment of the hand (Spot the error).
USES_FAULT = frozenset({Drill.SPOT})
#: The pack fields an editor may change, with :func:`set_pack_field`.
PACK_FIELDS = ("title", "author", "description", "version", "created")
#: The stake fields of a scenario, with :func:`set_stake`.
STAKES = ("ante", "bring_in", "small_bet", "big_bet")


# --- errors --------------------------------------------------------------------------


class EditError(PackError):
    """An edit that cannot be made; the message (worded) says what to do instead."""

    def __init__(self, message: Worded) -> None:
        super().__init__("", message)


class CardTakenError(EditError):
    """The card asked for is dealt elsewhere in the hand (``dealt`` says where)."""

    def __init__(self, card: Card, dealt: Dealt) -> None:
        super().__init__(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors",
                    "{card} is already dealt elsewhere in the hand; each card is used once — choose another card",
                ),
                card=str(card),
            )
        )
        self.card = card
        self.dealt = dealt


class IllegalEditError(EditError):
    """An action the engine refuses now; ``why`` is the engine's reason."""

    def __init__(self, why: str) -> None:
        super().__init__(words(QT_TRANSLATE_NOOP("PackErrors", "not added: {why}"), why=why))
        self.why = why


class TableError(EditError):
    """A table the engine refuses (stakes out of order, a stack below the ante…)."""

    def __init__(self, error: ScenarioError) -> None:
        PackError.__init__(self, error.where, engine_words(error))
        self.engine_error = error


class FullError(EditError):
    """A pack or a hand already holds as many as the format allows (``limit``)."""

    def __init__(self, message: Worded, limit: int) -> None:
        super().__init__(message)
        self.limit = limit


class PackFullError(FullError):
    """The pack already holds :data:`~.model.MAX_ITEMS` hands."""


class HandFullError(FullError):
    """The hand already asks :data:`MAX_QUESTIONS` questions."""


# --- the hand as the editor sees it ----------------------------------------------------


class _Restack:
    """The shuffler for reshuffles: the scenario's recorded stub where it still fits the
    cards being shuffled. When a card edit changed which cards those are, the recorded
    order is kept and only the changed cards are substituted in place, so the rest of the
    hand deals as before; a stub of another size is shuffled afresh. Keeps every stub."""

    def __init__(self, recorded: Sequence[Sequence[Card]], rng: random.Random) -> None:
        self.recorded = [list(stub) for stub in recorded]
        self.rng = rng
        self.used: list[list[Card]] = []

    def __call__(self, pile: list[Card]) -> list[Card]:
        index = len(self.used)
        if index < len(self.recorded) and len(self.recorded[index]) == len(pile):
            recorded = self.recorded[index]
            present, known = set(pile), set(recorded)
            newcomers = iter([card for card in pile if card not in known])
            new = [card if card in present else next(newcomers) for card in recorded]
        else:
            new = list(pile)
            self.rng.shuffle(new)
        self.used.append(new)
        return list(new)


@dataclass(frozen=True)
class Replay:
    """A scenario replayed as far as its actions stay legal."""

    data: dict[str, Any]  # the scenario with only the legal actions (and its reshuffles)
    scenario: Scenario
    hand: Hand  # after the kept actions
    kept: int
    dropped: int
    why: str | None  # why the first dropped action is refused


def replay_legal(data: dict[str, Any], rng: random.Random) -> Replay:
    """Replay ``data``, keeping the longest legal prefix of its actions.

    Raises :class:`ScenarioError` when the table itself is invalid (stakes out
    of order, a stack below the ante…): that edit cannot be made.
    """
    scenario = load_scenario(data)
    restack = _Restack(scenario.reshuffles, rng)
    hand = Hand(scenario.table, scenario.deck, shuffler=restack)
    kept, why = 0, None
    for action in scenario.actions:
        why = hand.why_not(action)
        if why is not None:
            break
        try:
            hand.apply(action)
        except ScenarioError as error:
            why = error.message
            hand = Hand(scenario.table, scenario.deck, shuffler=_Restack(restack.used, rng))
            for earlier in scenario.actions[:kept]:
                hand.apply(earlier)
            break
        kept += 1
    new = dict(data)
    new["actions"] = [action.to_json() for action in scenario.actions[:kept]]
    stubs = hand.shoe.reshuffle_count
    used = restack.used[:stubs] if stubs else []
    if used:
        new["reshuffles"] = [[str(card) for card in stub] for stub in used]
    else:
        new.pop("reshuffles", None)
    if kept == len(scenario.actions) and used == [list(s) for s in scenario.reshuffles]:
        new = data  # nothing to tidy: keep the very same object (and its key order)
    return Replay(
        new,
        load_scenario(new) if new is not data else scenario,
        hand,
        kept,
        len(scenario.actions) - kept,
        why,
    )


class Where(StrEnum):
    """Where a dealt card went."""

    SEAT = "seat"
    BURN = "burn"
    COMMON = "common"


@dataclass(frozen=True)
class Dealt:
    """One card the hand has dealt, and the deck position it came from."""

    position: int | None  # index in the deck; None when dealt from a reshuffled stub
    card: Card
    where: Where
    seat: int | None
    up: bool
    street: int
    discarded: bool = False


def dealt_cards(hand: Hand, deck: Sequence[Card]) -> list[Dealt]:
    """Every card the hand has dealt so far, in the order dealt."""
    index = {card: i for i, card in enumerate(deck)}
    discarded = {card for e in hand.events if isinstance(e, Discard) for card in e.cards}
    after_reshuffle = False
    found: list[Dealt] = []
    for event in hand.events:
        if isinstance(event, Reshuffle):
            after_reshuffle = True
        elif isinstance(event, (Deal, Burn, Common)):
            position = None if after_reshuffle else index[event.card]
            if isinstance(event, Deal):
                found.append(
                    Dealt(
                        position,
                        event.card,
                        Where.SEAT,
                        event.seat,
                        event.up,
                        event.street,
                        event.card in discarded,
                    )
                )
            else:
                found.append(
                    Dealt(
                        position,
                        event.card,
                        Where.BURN if isinstance(event, Burn) else Where.COMMON,
                        None,
                        isinstance(event, Common),
                        event.street,
                    )
                )
    return found


@dataclass(frozen=True)
class Mismatch:
    """A question's expected answer against the engine's: ``verdict`` is the engine's
    judgement of the pack's answer (typed, for the window to word), None when the
    expected answer does not fit the drill at all."""

    verdict: Verdict | None = None

    @property
    def disagrees(self) -> bool:
        """The expected answer fits the drill but the engine now answers otherwise."""
        return self.verdict is not None


@dataclass(frozen=True)
class QuestionView:
    question: Question | None
    #: Why the point does not fit the hand: the training layer's refusal itself, so
    #: that the window says it as that layer words it (``error_text``).
    error: DrillError | None
    mismatch: Mismatch | None  # the expected answer disagrees with the engine


class ProblemKind(StrEnum):
    """What keeps a hand from being ready."""

    NO_QUESTIONS = "no_questions"
    DOES_NOT_FIT = "does_not_fit"  # a question's point does not fit the hand
    DISAGREES = "disagrees"  # a question's expected answer is not the engine's


@dataclass(frozen=True)
class Problem:
    kind: ProblemKind
    number: int = 0  # the question, counted from 1 (0: the hand)
    error: DrillError | None = None  # DOES_NOT_FIT: the training layer's refusal
    mismatch: Mismatch | None = None  # DISAGREES


@dataclass(frozen=True)
class ItemView:
    replay: Replay
    dealt: tuple[Dealt, ...]
    questions: tuple[QuestionView, ...]

    @property
    def hand(self) -> Hand:
        return self.replay.hand

    def problems(self) -> list[Problem]:
        found = []
        if not self.questions:
            found.append(Problem(ProblemKind.NO_QUESTIONS))
        for number, view in enumerate(self.questions, 1):
            if view.error:
                found.append(Problem(ProblemKind.DOES_NOT_FIT, number, error=view.error))
            elif view.mismatch:
                found.append(Problem(ProblemKind.DISAGREES, number, mismatch=view.mismatch))
        return found


def question_view(question: PackQuestion, data: dict[str, Any]) -> QuestionView:
    try:
        asked = question_at(question.drill, data, point=question.point)
    except DrillError as error:
        return QuestionView(None, error, None)
    mismatch = None
    if question.expect is not None:
        verdict = judge_expected(asked, question.expect)
        if verdict is None:
            mismatch = Mismatch()
        elif not verdict.correct:
            mismatch = Mismatch(verdict)
    return QuestionView(asked, None, mismatch)


def item_view(item: PackItem, rng: random.Random) -> ItemView:
    """The engine's view of ``item``: its hand replayed, its cards, its questions."""
    replayed = replay_legal(item.scenario, rng)
    return ItemView(
        replayed,
        tuple(dealt_cards(replayed.hand, replayed.scenario.deck)),
        tuple(question_view(q, item.scenario) for q in item.questions),
    )


# --- edits ---------------------------------------------------------------------------


class Selection(NamedTuple):
    """The hand and question chosen in an editor (-1: none)."""

    item: int = -1
    question: int = -1


@dataclass(frozen=True)
class Edit:
    """The pack after an edit, what to select with it, and, for an edit of a hand's
    table or cards, how its recorded actions replayed."""

    pack: Pack
    selection: Selection
    replay: Replay | None = None


def _item(pack: Pack, selection: Selection) -> PackItem:
    if selection.item < 0:
        raise EditError(
            words(QT_TRANSLATE_NOOP("PackErrors", "no hand is selected; select or add a hand first"))
        )
    if selection.item >= len(pack.items):
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "there is no hand {hand}; the pack has {count}"),
                hand=selection.item + 1,
                count=len(pack.items),
            )
        )
    return pack.items[selection.item]


def _question(pack: Pack, selection: Selection) -> PackQuestion:
    item = _item(pack, selection)
    if not 0 <= selection.question < len(item.questions):
        raise EditError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "hand {hand} has no question {question}; select or add a question first"
                ),
                hand=selection.item + 1,
                question=selection.question + 1,
            )
        )
    return item.questions[selection.question]


def _with_item(pack: Pack, at: int, item: PackItem) -> Pack:
    return pack.with_items(pack.items[:at] + (item,) + pack.items[at + 1 :])


def _edit_item(pack: Pack, selection: Selection, item: PackItem, question: int | None = None) -> Edit:
    return Edit(
        _with_item(pack, selection.item, item),
        Selection(selection.item, selection.question if question is None else question),
    )


def edit_scenario(
    pack: Pack, selection: Selection, change: Callable[[dict[str, Any]], None], rng: random.Random
) -> Edit:
    """Change the selected hand's scenario (``change`` edits a copy in place), keeping the
    legal prefix of its actions. Raises :class:`TableError` for a table the engine refuses."""
    item = _item(pack, selection)
    data = copy.deepcopy(item.scenario)
    change(data)
    try:
        replayed = replay_legal(data, rng)
    except ScenarioError as error:
        raise TableError(error) from error
    questions = _repinned(item.scenario, replayed, item.questions)
    edit = _edit_item(pack, selection, replace(item, scenario=replayed.data, questions=questions))
    return replace(edit, replay=replayed)


def _check_room(pack: Pack) -> None:
    if len(pack.items) >= MAX_ITEMS:
        raise PackFullError(
            words(QT_TRANSLATE_NOOP("PackErrors", "A pack holds at most {most} hands."), most=MAX_ITEMS),
            MAX_ITEMS,
        )


def add_item(pack: Pack, selection: Selection, rng: random.Random, title: str) -> Edit:
    """Add a hand after the selected one (at the end without one): a random table of the
    selected hand's game and rules, a random deck, no actions, no questions yet."""
    _check_room(pack)
    selected = pack.items[selection.item] if 0 <= selection.item < len(pack.items) else None
    if selected is not None:
        variant = Variant(selected.scenario["variant"])
        rules = RuleSetName(selected.scenario.get("rules", "pa"))
    else:
        variant, rules = Variant.STUD7, RuleSetName.PA
    data = random_table(rng, variant, rules, short_stacks=False)
    at = selection.item + 1 if selected is not None else len(pack.items)
    new = PackItem(data, (), title=title)
    return Edit(pack.with_items(pack.items[:at] + (new,) + pack.items[at:]), Selection(at, -1))


def append_item(pack: Pack, item: PackItem) -> Edit:
    """Add ``item`` (an imported hand) at the end, with its first question selected."""
    _check_room(pack)
    at = len(pack.items)
    return Edit(pack.with_items(pack.items + (item,)), Selection(at, 0 if item.questions else -1))


def duplicate_item(pack: Pack, selection: Selection, title: str) -> Edit:
    """Add a copy of the selected hand, called ``title``, right after it."""
    item = _item(pack, selection)
    at = selection.item + 1
    copied = replace(item, scenario=copy.deepcopy(item.scenario), title=title)
    items = pack.items[:at] + (copied,) + pack.items[at:]
    return Edit(pack.with_items(items), Selection(at, 0 if copied.questions else -1))


def delete_item(pack: Pack, selection: Selection) -> Edit:
    _item(pack, selection)
    at = selection.item
    items = pack.items[:at] + pack.items[at + 1 :]
    after = min(at, len(items) - 1)
    question = 0 if after >= 0 and items[after].questions else -1
    return Edit(pack.with_items(items), Selection(after, question))


def move_item(pack: Pack, selection: Selection, source: int, target: int) -> Edit:
    """Move hand ``source`` to place ``target`` (both counted from 0)."""
    count = len(pack.items)
    if not (0 <= source < count and 0 <= target < count):
        raise EditError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "hands are numbered 1 to {count}; cannot move hand {hand} to place {place}"
                ),
                count=count,
                hand=source + 1,
                place=target + 1,
            )
        )
    items = list(pack.items)
    items.insert(target, items.pop(source))
    question = selection.question if selection.item == source else (0 if items[target].questions else -1)
    return Edit(pack.with_items(tuple(items)), Selection(target, question))


def reorder_items(pack: Pack, selection: Selection, order: Sequence[int]) -> Edit:
    """Put the hands in ``order`` (the old index of each, in their new order); the selected
    hand stays selected."""
    if sorted(order) != list(range(len(pack.items))):
        raise EditError(words(QT_TRANSLATE_NOOP("PackErrors", "a new order must name each hand once")))
    moved = selection.item if selection.item in order else 0
    return Edit(
        pack.with_items(tuple(pack.items[i] for i in order)),
        Selection(list(order).index(moved), selection.question),
    )


def set_card(
    pack: Pack,
    selection: Selection,
    position: int,
    card: Card,
    rng: random.Random,
    view: ItemView | None = None,
) -> Edit:
    """Put ``card`` at deck ``position`` of the selected hand; the card found there moves to
    where ``card`` was, so the deck stays a permutation. A card dealt elsewhere is refused
    (:class:`CardTakenError`). ``view`` is the hand's current view, if known."""
    item = _item(pack, selection)
    if not 0 <= position < 52:
        raise EditError(
            words(QT_TRANSLATE_NOOP("PackErrors", "deck position {position}: use 0 to 51"), position=position)
        )
    view = view if view is not None else item_view(item, rng)
    deck = list(view.replay.scenario.deck)
    old = deck[position]
    if old == card:
        return Edit(pack, selection)
    other = deck.index(card)
    dealt = {d.position: d for d in view.dealt if d.position is not None}
    if other in dealt:
        raise CardTakenError(card, dealt[other])
    deck[position], deck[other] = card, old

    def change(data: dict[str, Any]) -> None:
        data["deck"] = [str(c) for c in deck]
        for action in data["actions"]:  # a discard names the cards at those places
            if "cards" in action:
                action["cards"] = [str(card) if text == str(old) else text for text in action["cards"]]

    return edit_scenario(pack, selection, change, rng)


def shuffle_undealt(
    pack: Pack, selection: Selection, rng: random.Random, view: ItemView | None = None
) -> Edit:
    """Shuffle the selected hand's cards not dealt yet among their places (the dealt ones
    stay)."""
    item = _item(pack, selection)
    view = view if view is not None else item_view(item, rng)
    deck = list(view.replay.scenario.deck)
    dealt = {d.position for d in view.dealt if d.position is not None}
    free = [i for i in range(52) if i not in dealt]
    cards = [deck[i] for i in free]
    rng.shuffle(cards)
    for i, card in zip(free, cards):
        deck[i] = card
    return edit_scenario(pack, selection, lambda data: data.__setitem__("deck", [str(c) for c in deck]), rng)


def apply_action(
    pack: Pack, selection: Selection, action: Action, rng: random.Random, view: ItemView | None = None
) -> Edit:
    """Append ``action`` to the selected hand; :class:`IllegalEditError` if the engine
    refuses it now."""
    item = _item(pack, selection)
    view = view if view is not None else item_view(item, rng)
    why = view.hand.why_not(action)
    if why is not None:
        raise IllegalEditError(why)
    return edit_scenario(pack, selection, lambda data: data["actions"].append(action.to_json()), rng)


def undo_last_action(pack: Pack, selection: Selection, rng: random.Random) -> Edit:
    if not _item(pack, selection).scenario["actions"]:
        raise EditError(words(QT_TRANSLATE_NOOP("PackErrors", "the hand has no actions to remove")))
    return edit_scenario(pack, selection, lambda data: data["actions"].pop(), rng)


@dataclass(frozen=True)
class ActionPoint:
    """A moment a question on the betting may be asked: before the street's ``index``-th
    action (0 its first, the bring-in too), which ``seat`` takes. ``taken`` is that
    action as the hand records it; ``None`` where the hand stops there, ``seat`` to act."""

    index: int
    seat: int
    taken: ActionTaken | None = None


def action_points(hand: Hand, street: int) -> tuple[ActionPoint, ...]:
    """Every moment of ``street`` a drill in :data:`USES_ACTION` may be asked at, in order:
    before each action recorded on it, and before the one the hand waits for if it stops
    on that street. From the hand's events; nothing counted here but their places."""
    taken = [event for event in hand.events if isinstance(event, ActionTaken) and event.street == street]
    points = [ActionPoint(index, event.seat, event) for index, event in enumerate(taken)]
    seat = hand.to_act
    if seat is not None and hand.phase is Phase.BETTING and hand.street == street:
        points.append(ActionPoint(len(taken), seat))
    return tuple(points)


def _uses_street(drill: Drill) -> bool:
    return drill in USES_STREET or drill in USES_ACTION


def spot_choices(hand: Hand) -> tuple[Fault, ...]:
    """The mistakes ``hand`` can be shown with, for a Spot-the-error question (the fault layer's list)."""
    return possible_faults(hand)


def spot_moments(hand: Hand, fault: str | None) -> tuple[FaultMoment, ...]:
    """The moments of ``hand`` at which ``fault`` (a :class:`Fault` value) can be shown; none for
    a clean hand (:data:`~dealer_trainer.training.questions.NO_FAULT`) or a mistake the app does not know."""
    if fault is None or fault not in {f.value for f in Fault}:
        return ()
    return fault_moments(hand, Fault(fault))


def _spot_point_for(data: dict[str, Any]) -> Point:
    """A new Spot-the-error question pinned at once: the mistake (and moment) the app would
    choose, so that later edits keep it rather than choosing again."""
    try:
        asked = question_at(Drill.SPOT, data)
    except DrillError:
        return Point()
    return spot_point(asked.point.fault, asked.point.site) if asked.point.fault is not None else Point()


def end_street(hand: Hand) -> int | None:
    """The street ``hand`` ends on, where a drill in :data:`USES_END` may be asked at its
    end; ``None`` while the hand is not finished (it has no end to ask at yet)."""
    return hand.street if hand.result is not None else None


def at_end(drill: Drill, point: Point) -> bool:
    """Whether ``point`` asks ``drill`` at the end of the hand (a street, no action)."""
    return drill in USES_END and point.street is not None and point.action is None


def point_for(
    drill: Drill,
    data: dict[str, Any],
    street: int | None,
    step: int | None,
    action: int | None = None,
    *,
    end: bool = False,
) -> Point:
    """Where ``drill`` is asked on the hand ``data``: a street the drill needs is pinned to
    the one the engine picks when none is given, so later edits cannot move it silently;
    a drill asked before an action is pinned to one too (the engine's, or the street's
    first), and one the engine asks at the end of the hand (or ``end``, with ``street``)
    stays at the end where the drill may be asked there."""
    if drill in USES_FAULT:
        return _spot_point_for(data)
    if not _uses_street(drill):
        return Point()
    if street is None:
        try:
            asked = question_at(drill, data)
        except DrillError:
            return Point()
        street, step, action = asked.point.street, asked.point.step, asked.point.action
        if street is None:
            return Point()
        end = action is None
    if end and drill in USES_END:
        return Point(street)
    return Point(
        street,
        (step or 0) if drill in USES_STEP else None,
        (action or 0) if drill in USES_ACTION else None,
    )


def add_question(
    pack: Pack, selection: Selection, drill: Drill, street: int | None = None, step: int | None = None
) -> Edit:
    """Ask ``drill`` on the selected hand (see :func:`point_for`), and select it."""
    item = _item(pack, selection)
    if len(item.questions) >= MAX_QUESTIONS:
        raise HandFullError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "A hand asks at most {most} questions."), most=MAX_QUESTIONS
            ),
            MAX_QUESTIONS,
        )
    question = PackQuestion(drill, point_for(drill, item.scenario, street, step))
    return _edit_item(
        pack, selection, replace(item, questions=item.questions + (question,)), question=len(item.questions)
    )


def remove_question(pack: Pack, selection: Selection) -> Edit:
    _question(pack, selection)
    item = pack.items[selection.item]
    at = selection.question
    questions = item.questions[:at] + item.questions[at + 1 :]
    return _edit_item(
        pack, selection, replace(item, questions=questions), question=min(at, len(questions) - 1)
    )


def _set_question(pack: Pack, selection: Selection, question: PackQuestion) -> Edit:
    item = pack.items[selection.item]
    at = selection.question
    questions = item.questions[:at] + (question,) + item.questions[at + 1 :]
    return _edit_item(pack, selection, replace(item, questions=questions))


def set_question_drill(pack: Pack, selection: Selection, drill: Drill) -> Edit:
    """Ask another drill in the selected question; a street it needs is kept or pinned."""
    question = _question(pack, selection)
    if question.drill is drill:
        return Edit(pack, selection)
    street = question.point.street if _uses_street(drill) else None
    scenario = pack.items[selection.item].scenario
    end = at_end(question.drill, question.point)  # Count the pot at the end becomes Chips at the end
    new = PackQuestion(
        drill, point_for(drill, scenario, street, question.point.step, question.point.action, end=end)
    )
    return _set_question(pack, selection, new)


def set_question_point(
    pack: Pack,
    selection: Selection,
    street: int | None,
    step: int | None = None,
    action: int | None = None,
    *,
    end: bool = False,
) -> Edit:
    """Ask the selected question at ``street`` (and dealer move ``step``, or before the
    street's ``action``-th action) where its drill uses them. A drill asked before an
    action is always pinned to one (the street's first when none is given), except that
    one of :data:`USES_END` is asked at the end of the hand with ``end``: the pack format
    says that with the street the hand ends on and no action."""
    question = _question(pack, selection)
    drill = question.drill
    if end and drill in USES_END and street is not None:
        return _set_question(pack, selection, replace(question, point=Point(street)))
    point = Point(
        street if _uses_street(drill) else None,
        step if drill in USES_STEP and street is not None else None,
        (action or 0) if drill in USES_ACTION and street is not None else None,
    )
    return _set_question(pack, selection, replace(question, point=point))


def set_question_fault(pack: Pack, selection: Selection, fault: str, rng: random.Random) -> Edit:
    """Show the selected Spot-the-error question's hand with ``fault`` (a :class:`Fault` value),
    at the first moment it can be shown at, or with no mistake (:data:`~dealer_trainer.training.questions.NO_FAULT`).
    A mistake the hand cannot show is refused, in the fault layer's words."""
    question = _question(pack, selection)
    if question.point.fault == fault:
        return Edit(pack, selection)  # the same mistake chosen again keeps its moment
    if fault == NO_FAULT:
        return _set_question(pack, selection, replace(question, point=spot_point(NO_FAULT)))
    if fault not in {known.value for known in Fault}:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "{fault} is not a mistake this version knows"),
                fault=repr(fault),
            )
        )
    hand = replay_legal(pack.items[selection.item].scenario, rng).hand
    moments = spot_moments(hand, fault)
    if not moments:
        try:
            plant(hand, Fault(fault), rng)
        except DrillError as error:
            raise EditError(carried(error)) from None
    return _set_question(pack, selection, replace(question, point=spot_point(fault, moments[0].site)))


def set_question_site(pack: Pack, selection: Selection, site: int) -> Edit:
    """Show the selected Spot-the-error question's mistake at true beat ``site`` (one of
    :func:`spot_moments`: a moment it cannot be shown at leaves the question not fitting)."""
    question = _question(pack, selection)
    fault = question.point.fault
    if fault is None or fault == NO_FAULT:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "choose the mistake shown first: a clean hand has no moment")
            )
        )
    return _set_question(pack, selection, replace(question, point=spot_point(fault, site)))


def _repinned(
    old: dict[str, Any], new: Replay, questions: tuple[PackQuestion, ...]
) -> tuple[PackQuestion, ...]:
    """``questions`` with each Spot-the-error mistake kept at its moment (street and event)
    across an edit of the hand: an edit that changes how many events come before it (the
    antes, a seat added) moves the moment's index in the hand, never the moment. A moment
    the new hand no longer has keeps its index (the question then shows where it does not fit)."""
    pinned = [q for q in questions if q.drill in USES_FAULT and q.point.site is not None]
    if not pinned:
        return questions
    before = play(load_scenario(old))
    kept = []
    for question in questions:
        site = question.point.site
        if question.drill in USES_FAULT and site is not None:
            moved = site_of(new.hand, moment_of(before, site))
            if moved is not None and moved != site:
                question = replace(question, point=replace(question.point, site=moved))
        kept.append(question)
    return tuple(kept)


def record_expected(pack: Pack, selection: Selection, view: QuestionView) -> Edit:
    """Store the engine's answer (``view``, the selected question's view) as expected."""
    question = _question(pack, selection)
    if view.question is None:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP(
                    "PackErrors", "There is no answer to record: the question does not fit the hand."
                )
            )
        )
    return _set_question(pack, selection, replace(question, expect=expect_of(view.question)))


def clear_expected(pack: Pack, selection: Selection) -> Edit:
    question = _question(pack, selection)
    return _set_question(pack, selection, replace(question, expect=None))


def set_note(pack: Pack, selection: Selection, text: str) -> Edit:
    return _edit_item(pack, selection, replace(_item(pack, selection), note=text))


def set_item_title(pack: Pack, selection: Selection, text: str) -> Edit:
    return _edit_item(pack, selection, replace(_item(pack, selection), title=text))


def set_pack_field(pack: Pack, selection: Selection, name: str, value: str) -> Edit:
    """Edit a metadata field: one of :data:`PACK_FIELDS`."""
    if name not in PACK_FIELDS:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "a pack has no field {name}; its fields are {fields}"),
                name=repr(name),
                fields=", ".join(PACK_FIELDS),
            )
        )
    changes: dict[str, Any] = {name: value}
    return Edit(replace(pack, **changes), selection)


def set_variant(pack: Pack, selection: Selection, variant: Variant, rng: random.Random) -> Edit:
    return edit_scenario(pack, selection, lambda d: d.__setitem__("variant", variant.value), rng)


def set_rules(pack: Pack, selection: Selection, rules: RuleSetName, rng: random.Random) -> Edit:
    return edit_scenario(pack, selection, lambda d: d.__setitem__("rules", rules.value), rng)


def set_button(pack: Pack, selection: Selection, seat: int | None, rng: random.Random) -> Edit:
    """Put the dealer button on ``seat``; None: a house dealer, no button."""

    def change(data: dict[str, Any]) -> None:
        if seat is None:
            data.pop("button", None)
        else:
            data["button"] = seat

    return edit_scenario(pack, selection, change, rng)


def set_stake(pack: Pack, selection: Selection, key: str, value: int, rng: random.Random) -> Edit:
    """Set one of :data:`STAKES`."""
    if key not in STAKES:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "a table has no stake {key}; its stakes are {stakes}"),
                key=repr(key),
                stakes=", ".join(STAKES),
            )
        )
    return edit_scenario(pack, selection, lambda d: d["stakes"].__setitem__(key, value), rng)


def set_seat(pack: Pack, selection: Selection, seat: int, stack: int | None, rng: random.Random) -> Edit:
    """Seat a player with ``stack`` chips in ``seat``, or (``stack`` None) empty the seat."""

    def change(data: dict[str, Any]) -> None:
        seats = dict(data["seats"])
        if stack is not None:
            seats[str(seat)] = {"stack": stack}
        else:
            seats.pop(str(seat), None)
        data["seats"] = {key: seats[key] for key in sorted(seats, key=int)}

    return edit_scenario(pack, selection, change, rng)


def set_stack(pack: Pack, selection: Selection, seat: int, stack: int, rng: random.Random) -> Edit:
    if str(seat) not in _item(pack, selection).scenario["seats"]:
        raise EditError(
            words(
                QT_TRANSLATE_NOOP("PackErrors", "seat {seat} is empty; seat a player there first"), seat=seat
            )
        )
    return edit_scenario(pack, selection, lambda d: d["seats"][str(seat)].__setitem__("stack", stack), rng)
