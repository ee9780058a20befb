"""Every solved case in the contract's examples, through ``replay()`` and the command."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from conftest import EXAMPLES, example_names, load_example
from dealer_trainer.cli import main
from dealer_trainer.engine import ScenarioError, replay

NAMES = example_names()


def compared(report: dict[str, Any]) -> dict[str, Any]:
    """The fields the acceptance tests compare (see the examples' README)."""
    result = report["result"]
    return {
        "bring_in": report["bring_in"],
        "first_to_act": report["first_to_act"],
        "next": report["next"] and report["next"]["seat"],
        "cards": [
            (e["kind"], e.get("street"), e.get("seat"), e.get("card"), e.get("up"))
            for e in report["events"]
            if e["kind"] in ("deal", "burn", "common")
        ],
        "awards": result and result["awards"],
        "rake": result and result["rake"],
    }


def reference(report: dict[str, Any]) -> dict[str, Any]:
    """The fields shown for reference: pots, action amounts and legal lists."""
    result = report["result"]
    return {
        "next": report["next"],
        "actions": [
            (e["street"], e["seat"], e["do"], e["amount"]) for e in report["events"] if e["kind"] == "action"
        ],
        "pots": result
        and [{k: p[k] for k in ("amount", "eligible", "high", "low", "awards")} for p in result["pots"]],
    }


def decision_facts(report: dict[str, Any]) -> dict[str, Any]:
    """The contract's decision-fact keys, compared exactly: the whole of ``next``
    (``to_call``, ``amounts``, ``bet_big``, ``raise_to``, ``wagers_left``,
    ``capped``), ``pot`` and ``result.hands``."""
    result = report["result"]
    return {"next": report["next"], "pot": report["pot"], "hands": result and result["hands"]}


def test_the_examples_are_all_here() -> None:
    assert len(NAMES) >= 60


def test_every_solved_example_carries_the_decision_facts() -> None:
    """The copy here is the one with the decision-fact keys (else the checks above pass vacuously)."""
    for name in NAMES:
        _, expected = load_example(name)
        if expected.get("error"):
            continue
        assert "pot" in expected, name
        assert expected["result"] is None or "hands" in expected["result"], name
        assert expected["next"] is None or "legal" in expected["next"], name


@pytest.mark.parametrize("name", NAMES)
def test_replay_matches_the_solved_example(name: str) -> None:
    scenario, expected = load_example(name)
    if expected.get("error"):
        with pytest.raises(ScenarioError) as caught:
            replay(scenario)
        assert caught.value.where  # names the field or the action
        return
    report = replay(scenario)
    assert compared(report) == compared(expected)
    assert reference(report) == reference(expected)
    assert decision_facts(report) == decision_facts(expected)


@pytest.mark.parametrize("name", NAMES)
def test_command_matches_the_solved_example(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    _, expected = load_example(name)
    status = main(["replay", str(EXAMPLES / f"{name}.json"), "--json"])
    out, err = capsys.readouterr()
    if expected.get("error"):
        assert status == 2
        assert out == ""
        assert err.startswith("error: ") and err.count("\n") == 1
        return
    assert status == 0 and err == ""
    assert compared(json.loads(out)) == compared(expected)
    assert decision_facts(json.loads(out)) == decision_facts(expected)


@pytest.mark.parametrize("name", NAMES)
def test_walkthrough_names_every_decision(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    _, expected = load_example(name)
    status = main(["replay", str(EXAMPLES / f"{name}.json")])
    out, _ = capsys.readouterr()
    if expected.get("error"):
        assert status == 2
        return
    assert status == 0
    if expected["bring_in"] is not None and any(e["kind"] == "action" for e in expected["events"]):
        assert f"Bring-in: seat {expected['bring_in']}" in out
    for _street, seat in expected["first_to_act"].items():
        assert f"First to act: seat {seat}" in out


def test_out_of_turn_is_one_error_line_from_a_real_process() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "dealer_trainer",
            "replay",
            str(EXAMPLES / "022-out_of_turn-stud7-hilo-bad.json"),
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == "error: actions[7]: seat 1 acted out of turn; seat 9 is to act\n"


def test_dash_reads_the_scenario_from_standard_input() -> None:
    text = (EXAMPLES / "017-tie_remainder-stud7-pa.json").read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "replay", "-", "--json"],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["result"]["awards"] == {"9": 17, "2": 16}


def test_decision_facts_come_out_of_a_real_process() -> None:
    """Through the command: a betting decision has its amounts, a Super Seven discard has none."""
    betting = subprocess.run(
        [
            sys.executable,
            "-m",
            "dealer_trainer",
            "replay",
            str(EXAMPLES / "000-random-stud7-pa.json"),
            "--json",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert betting.returncode == 0, betting.stderr
    report = json.loads(betting.stdout)
    assert report["next"]["to_call"] == report["next"]["amounts"]["call"] == 20
    assert report["pot"] == {"total": 209}
    scenario, _ = load_example("004-random-super-stud7-hilo8-pa")
    scenario["actions"] = []
    discard = subprocess.run(
        [sys.executable, "-m", "dealer_trainer", "replay", "-", "--json"],
        input=json.dumps(scenario),
        capture_output=True,
        text=True,
        check=False,
    )
    assert discard.returncode == 0, discard.stderr
    report = json.loads(discard.stdout)
    assert report["next"]["legal"] == ["discard"]
    assert set(report["next"]) == {"seat", "street", "legal"}
    assert report["pot"]["total"] == scenario["stakes"]["ante"] * len(scenario["seats"])
    assert report["result"] is None
