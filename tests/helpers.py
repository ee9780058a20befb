"""Building scenarios by hand for the rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from dealer_trainer.engine import ALL_CARDS, Action, ActionKind, Hand, load_scenario, parse_card
from dealer_trainer.engine.cards import Card
from dealer_trainer.engine.variants import Variant, spec_of
from dealer_trainer.training.drills import (
    CommonAnswer,
    Question,
    Response,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
)
from dealer_trainer.training.kinds import StepKind
from dealer_trainer.training.parts import PartsAnswer, PartsResponse, Shape, Value
from dealer_trainer.training.spotting import SpotAnswer, SpotResponse
from dealer_trainer.training.steps import Step


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def stacked_deck(top: Iterable[str]) -> list[str]:
    """A full deck whose first cards are ``top`` (in order), the rest after."""
    first = list(top)
    assert len(set(first)) == len(first), "a card is stacked twice"
    return first + [str(c) for c in ALL_CARDS if str(c) not in first]


def deal_deck(
    variant: str, order: Sequence[int], hands: dict[int, str], later: Sequence[str] = ()
) -> list[str]:
    """A deck that deals ``hands[seat]`` (initial-deal cards in order) to each seat
    clockwise from ``order[0]``, then ``later`` cards in order."""
    rounds = len(spec_of(Variant(variant)).initial_deal)
    split = {seat: hands[seat].split() for seat in order}
    top = [split[seat][r] for r in range(rounds) for seat in order]
    return stacked_deck(top + list(later))


def scenario(
    variant: str = "stud7",
    *,
    seats: dict[int, int] | Sequence[int] = (1, 2),
    deck: Sequence[str] | None = None,
    actions: Sequence[dict[str, Any]] = (),
    rules: str | None = None,
    button: int | None = None,
    stakes: tuple[int, int, int, int] = (1, 1, 2, 4),
    overrides: dict[str, Any] | None = None,
    reshuffles: Sequence[Sequence[str]] | None = None,
) -> dict[str, Any]:
    if not isinstance(seats, dict):
        seats = {seat: 1000 for seat in seats}
    data: dict[str, Any] = {
        "format": "stud-scenario/1",
        "variant": variant,
        "seats": {str(s): {"stack": stack} for s, stack in seats.items()},
        "stakes": dict(zip(("ante", "bring_in", "small_bet", "big_bet"), stakes)),
        "deck": list(deck) if deck is not None else [str(c) for c in ALL_CARDS],
        "actions": [dict(a) for a in actions],
    }
    if rules:
        data["rules"] = rules
    if button is not None:
        data["button"] = button
    if overrides:
        data["overrides"] = overrides
    if reshuffles is not None:
        data["reshuffles"] = [list(r) for r in reshuffles]
    return data


def act(seat: int, do: str, **extra: Any) -> dict[str, Any]:
    return {"seat": seat, "do": do, **extra}


def hand_of(data: dict[str, Any]) -> Hand:
    """A Hand for the scenario's table and deck, with its actions applied."""
    sc = load_scenario(data)
    hand = Hand(sc.table, sc.deck, sc.reshuffles, shuffler=lambda pile: pile)
    for action in sc.actions:
        hand.apply(action)
    return hand


def passive(hand: Hand, *, fold: set[int] = frozenset(), fold_street: int | None = None) -> None:
    """Play on with calls and checks (discarding the first two down cards in
    Super), folding the ``fold`` seats when first asked on ``fold_street``."""
    while not hand.over:
        seat = hand.to_act
        assert seat is not None
        legal = hand.legal_actions()
        if legal == [ActionKind.DISCARD]:
            hand.apply(Action(seat, ActionKind.DISCARD, cards=tuple(hand.seats[seat].down_cards[:2])))
        elif ActionKind.BRING_IN in legal:
            hand.apply(Action(seat, ActionKind.BRING_IN))
        elif seat in fold and (fold_street is None or hand.street == fold_street):
            hand.apply(Action(seat, ActionKind.FOLD))
        elif ActionKind.CALL in legal:
            hand.apply(Action(seat, ActionKind.CALL))
        else:
            hand.apply(Action(seat, ActionKind.CHECK))


def wrong_response(question: Question) -> Response:
    """An answer the engine judges wrong, whatever the drill."""
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        return answer.seat % 8 + 1
    if isinstance(answer, StepAnswer):
        return Step(StepKind.COMMON if answer.step.kind is not StepKind.COMMON else StepKind.BURN)
    if isinstance(answer, CommonAnswer):
        return not answer.needed
    if isinstance(answer, PartsAnswer):
        return wrong_parts(answer)
    if isinstance(answer, SpotAnswer):
        # a mistake let run to the end is missed; a hand dealt right stopped is a false alarm
        return SpotResponse(None) if answer.mistake is not None else SpotResponse(1)
    assert isinstance(answer, SplitAnswer)
    pots = [dict(pot) for pot in answer.pots]
    seat = next(iter(pots[0]))
    pots[0][seat] += 1
    return (pots, answer.rake)


def wrong_parts(answer: PartsAnswer, index: int = 0) -> PartsResponse:
    """The right values with the ``index``-th one wrong (of its own kind; a choice left blank)."""
    values: list[Value | None] = [part.right for part in answer.parts]
    part = answer.parts[index]
    right = part.right
    if part.shape is Shape.AMOUNT:
        assert isinstance(right, int)
        values[index] = right + 1
    elif part.shape is Shape.YES_NO:
        values[index] = not right
    elif part.shape is Shape.SEATS:
        assert isinstance(right, frozenset)
        values[index] = right ^ {1}
    else:
        values[index] = None
    return PartsResponse(tuple(values))
