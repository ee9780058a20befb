"""Replaying a scenario: the JSON report of the contract and a readable walk-through."""

from __future__ import annotations

from typing import Any

from .actions import ActionKind
from .bettingfacts import NextFacts, money_facts, next_facts, shown_hands
from .cards import Card
from .errors import IllegalActionError, ScenarioError
from .events import ActionTaken, Ante, Burn, Common, Deal, Discard, Reshuffle
from .hand import Hand
from .openers import STREET_NAMES, DecisionKind, join_seats
from .reasons import RULE_SET_NAMES
from .scenario import Scenario, load_scenario


def play(scenario: Scenario) -> Hand:
    """Deal the scenario's hand and apply its actions; errors name the action index."""
    hand = Hand(scenario.table, scenario.deck, scenario.reshuffles)
    for index, action in enumerate(scenario.actions):
        try:
            hand.apply(action)
        except IllegalActionError as error:
            raise ScenarioError(f"actions[{index}]", str(error)) from None
    return hand


def replay(scenario: dict[str, Any]) -> dict[str, Any]:
    """Replay a ``stud-scenario/1`` object and return the contract's JSON report.

    Raises :class:`~dealer_trainer.engine.errors.ScenarioError` (with
    ``.where`` naming the field or ``actions[i]``) for any invalid scenario or
    illegal action; nothing else is raised on purpose.
    """
    return report(play(load_scenario(scenario)))


def next_json(hand: Hand, facts: NextFacts | None = None) -> dict[str, Any] | None:
    """``next``: who acts, what is legal, and the decision facts of the contract."""
    if facts is None:
        facts = next_facts(hand)
    return facts.to_json() if facts is not None else None


def result_json(hand: Hand) -> dict[str, Any] | None:
    """``result`` with ``hands``: what each seat that reached the showdown showed."""
    if hand.result is None:
        return None
    data = hand.result.to_json()
    data["hands"] = {str(seat): shown.to_json() for seat, shown in shown_hands(hand).items()}
    return data


def report(hand: Hand) -> dict[str, Any]:
    """The contract's report for a hand in its current state (plus our reasons)."""
    facts = next_facts(hand)
    return {
        "events": [event.to_json() for event in hand.events],
        "bring_in": hand.bring_in,
        "first_to_act": {str(street): seat for street, seat in hand.first_to_act.items()},
        "next": next_json(hand, facts),
        "pot": {"total": hand.pot_total},
        "result": result_json(hand),
        "decisions": [decision.to_json() for decision in hand.decisions],
        # Our addition beyond the contract, in a key of its own so that no contract key changes.
        "money": money_facts(hand, facts).to_json(),
    }


# --- the walk-through ---------------------------------------------------------

_VERBS = {
    ActionKind.BRING_IN: "brings in",
    ActionKind.COMPLETE: "completes to",
    ActionKind.BET: "bets",
    ActionKind.RAISE: "raises to",
    ActionKind.CALL: "calls",
    ActionKind.CHECK: "checks",
    ActionKind.FOLD: "folds",
}


def _cards(cards: list[tuple[Card, bool]]) -> str:
    down = " ".join(card.symbol for card, up in cards if not up)
    up = " ".join(card.symbol for card, up in cards if up)
    return ((f"[{down}] " if down else "") + up).strip()


def walkthrough(hand: Hand) -> str:
    """The hand as a dealer would narrate it, with every reason and its reference."""
    table = hand.table
    lines = [
        f"{table.spec.title} · {RULE_SET_NAMES[table.rules.name]} · "
        f"{len(table.order)} seats · dealer's left: seat {table.order[0]}",
        f"Stakes: ante {table.stakes.ante}, bring-in {table.stakes.bring_in}, "
        f"bets {table.stakes.small_bet}/{table.stakes.big_bet}",
    ]
    decisions = {(d.kind, d.street): d for d in hand.decisions}
    antes = [e for e in hand.events if isinstance(e, Ante)]
    if antes:
        lines.append(f"Antes: {antes[0].amount} from each of seats {join_seats([e.seat for e in antes])}")
    street = None
    dealt: dict[int, list[tuple[Card, bool]]] = {}

    def flush_deals() -> None:
        if dealt:
            lines.append("  Dealt: " + "   ".join(f"seat {s} {_cards(c)}" for s, c in dealt.items()))
            dealt.clear()

    def announce(kind: DecisionKind, at: int) -> None:
        decision = decisions.get((kind, at))
        if decision is not None:
            label = "Bring-in" if kind is DecisionKind.BRING_IN else "First to act"
            lines.append(f"  {label}: seat {decision.seat} — {decision.reason.rule}: {decision.reason.text}")

    for event in hand.events:
        if isinstance(event, (Deal, Burn, Common, Reshuffle, ActionTaken)) and event.street != street:
            flush_deals()
            street = event.street
            lines.append("")
            lines.append(STREET_NAMES[street].capitalize())
        if isinstance(event, Deal):
            dealt.setdefault(event.seat, []).append((event.card, event.up))
            continue
        flush_deals()
        if isinstance(event, Burn):
            lines.append(f"  Burn {event.card.symbol} — {event.reason.rule}: {event.reason.text}")
        elif isinstance(event, Common):
            lines.append(f"  Common card {event.card.symbol} — {event.reason.rule}: {event.reason.text}")
        elif isinstance(event, Reshuffle):
            lines.append(
                f"  Reshuffle into a new stub of {len(event.cards)} — "
                f"{event.reason.rule}: {event.reason.text}"
            )
        elif isinstance(event, Discard):
            lines.append(f"  Seat {event.seat} discards {' '.join(c.symbol for c in event.cards)}")
        elif isinstance(event, ActionTaken):
            if not any(
                isinstance(e, ActionTaken) and e.street == event.street
                for e in hand.events[: hand.events.index(event)]
            ):
                announce(
                    DecisionKind.BRING_IN
                    if event.street == table.spec.first_street
                    else DecisionKind.FIRST_TO_ACT,
                    event.street,
                )
            verb = _VERBS[event.kind]
            amount = {
                ActionKind.CHECK: "",
                ActionKind.FOLD: "",
                ActionKind.RAISE: f" {event.round_total}",
                ActionKind.COMPLETE: f" {event.round_total}",
            }.get(event.kind, f" {event.amount}")
            lines.append(f"  Seat {event.seat} {verb}{amount}" + (" (all-in)" if event.all_in else ""))
    flush_deals()
    if hand.to_act is not None:
        if not any(isinstance(e, ActionTaken) and e.street == hand.street for e in hand.events):
            announce(
                DecisionKind.BRING_IN
                if hand.street == table.spec.first_street
                else DecisionKind.FIRST_TO_ACT,
                hand.street,
            )
        legal = ", ".join(kind.value for kind in hand.legal_actions())
        lines.append("")
        lines.append(f"Next: seat {hand.to_act} to act on {STREET_NAMES[hand.street]}; legal: {legal}")
    if hand.result is not None:
        lines.append("")
        lines.append(f"Result (pot {hand.pot_total}):")
        if hand.result.rake_reason is not None:
            lines.append(
                f"  Rake {hand.result.rake} — {hand.result.rake_reason.rule}: {hand.result.rake_reason.text}"
            )
        for index, pot in enumerate(hand.result.pots):
            name = "Main pot" if index == 0 else f"Side pot {index}"
            if len(hand.result.pots) == 1:
                name = "Pot"
            won = ", ".join(f"seat {s} {chips}" for s, chips in pot.awards)
            seats = f"seat{'s' if len(pot.eligible) > 1 else ''} {join_seats(pot.eligible)}"
            lines.append(f"  {name}: {pot.amount} ({seats}) — {won}")
            for reason in pot.reasons:
                lines.append(f"    {reason.rule}: {reason.text}")
        totals = ", ".join(f"seat {s} {c}" for s, c in hand.result.awards.items())
        lines.append(f"Awards: {totals}")
    return "\n".join(lines) + "\n"
