"""A decision says what it decides as a typed kind, and the report still says it in words."""

from __future__ import annotations

import json

from conftest import example_names, load_example
from dealer_trainer.engine import DecisionKind, play, replay
from dealer_trainer.engine.scenario import load_scenario


def test_every_decision_of_every_example_has_a_typed_kind_matching_the_report() -> None:
    kinds = set()
    for name in example_names():
        scenario, expected = load_example(name)
        if expected.get("error"):
            continue
        hand = play(load_scenario(scenario))
        report = replay(scenario)
        for decision in hand.decisions:
            assert isinstance(decision.kind, DecisionKind)
            kinds.add(decision.kind)
            if decision.kind is DecisionKind.BRING_IN:
                assert report["bring_in"] == decision.seat
            else:
                assert report["first_to_act"][str(decision.street)] == decision.seat
    assert kinds == set(DecisionKind)


def test_the_reports_about_field_is_the_kinds_json_string() -> None:
    scenario, _ = load_example("005-bring_in_suit-stud7-pa")
    decision = play(load_scenario(scenario)).decisions[0]
    assert decision.kind is DecisionKind.BRING_IN
    assert json.loads(json.dumps(decision.to_json()))["about"] == "bring_in"
    assert [kind.value for kind in DecisionKind] == ["bring_in", "first_to_act"]
