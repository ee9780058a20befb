"""``dealer-trainer classroom host --headless`` and ``classroom bot``: their lines, their exit codes,
and the bots' answers (right is right, wrong is wrong for every drill a class is dealt)."""

from __future__ import annotations

import random
import re
import signal
import socket
from pathlib import Path

import pytest
from classroom_net_helpers import Run, host_address, results_table, write_pack

from dealer_trainer import cli
from dealer_trainer.classroom import seats
from dealer_trainer.classroom.headless import (
    BotExit,
    HostExit,
    Strategy,
    guess_response,
    key_from_lesson,
    response_for,
    run_bot,
    wrong_response,
)
from dealer_trainer.classroom.lesson import NOT_IN_CLASS, asked, lesson_from_drills
from dealer_trainer.classroom.protocol import Asked, decode_from_host, encode
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.records.rows import response_from_json, response_to_json
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import check, right_response


@pytest.fixture(autouse=True)
def _seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "seats"))


@pytest.fixture(scope="module")
def pack(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_pack(tmp_path_factory.mktemp("pack") / "class.studpack", count=3)


# --- the bots' answers ----------------------------------------------------------------------------


@pytest.mark.parametrize("drill", [d for d in Drill if d not in NOT_IN_CLASS])
def test_a_wrong_bot_answers_in_the_right_shape_and_is_judged_wrong_for_every_class_drill(
    drill: Drill,
) -> None:
    for seed in range(4):
        question = new_question(drill, random.Random(seed), list(Variant), [RuleSetName.PA])
        wrong = wrong_response(question)
        assert not check(question, wrong).correct, (drill, seed)
        # written and read back as the wire and the records carry it
        assert response_from_json(question, response_to_json(question, wrong)) == wrong
        assert check(question, right_response(question)).correct


def test_a_bot_answers_right_and_wrong_from_the_answer_key_it_is_given() -> None:
    drills = [d for d in Drill if d not in NOT_IN_CLASS]
    lesson = lesson_from_drills(
        drills, [Variant.STUD7_HILO], [RuleSetName.PA], Level.PRACTICE, len(drills), 3
    )
    key = key_from_lesson(lesson)
    rng = random.Random(1)
    for number in range(1, len(drills) + 1):
        question = key(number)
        assert question is not None
        assert check(question, response_for(Strategy.RIGHT, question, rng)).correct
        assert not check(question, response_for(Strategy.WRONG, question, rng)).correct
    assert key(0) is None and key(len(drills) + 1) is None


def test_a_bot_without_the_key_guesses_a_valid_answer_from_its_table_alone() -> None:
    """What a script on a trainee's laptop can do: answer in the right shape, never from the answer."""
    drills = [d for d in Drill if d not in NOT_IN_CLASS]
    lesson = lesson_from_drills(drills, list(Variant), [RuleSetName.PA], Level.PRACTICE, 4 * len(drills), 5)
    rng = random.Random(2)
    for number, question in enumerate(lesson.questions, 1):
        sent = decode_from_host(encode(asked(lesson, number)))
        assert isinstance(sent, Asked)
        guess = guess_response(sent.table, rng)
        data = response_to_json(sent.table, guess)
        # read as the host reads it, and judged (right or wrong) without an error
        check(question, response_from_json(question, data))


def test_a_random_bot_answers_right_about_half_the_time() -> None:
    question = new_question(Drill.BRING_IN, random.Random(2), [Variant.STUD7], [RuleSetName.PA])
    rng = random.Random(5)
    right = sum(check(question, response_for(Strategy.RANDOM, question, rng)).correct for _ in range(200))
    assert 60 < right < 140


# --- exit codes -------------------------------------------------------------------------------------


def test_the_exit_codes_the_help_lists_are_the_commands_own() -> None:
    for text, codes in ((cli.HOST_EXITS, HostExit), (cli.BOT_EXITS, BotExit)):
        listed = {int(n) for n in re.findall(r"(?:^|; |: )(\d+) ", text)}
        assert listed == {int(code) for code in codes}, text


def test_the_host_without_headless_opens_the_app_with_its_setup_filled_in(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # What the app then shows is tests/test_classhost_cli.py's (the real window, offscreen).
    import dealer_trainer.gui.app as app

    asked: list[dict[str, object]] = []
    monkeypatch.setattr(app, "run_app", lambda argv, pack=None, start=None: asked.append(start.keywords) or 0)
    assert cli.main(["classroom", "host", "--pack", "x.studpack", "--port", "48000"]) == 0
    assert asked == [
        {
            "pack": str(Path("x.studpack").absolute()),
            "port": 48000,
            "resume": None,
            "class_size": None,
            "per_address": None,
        }
    ]


def test_the_class_limits_reach_the_setup_and_are_checked(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import dealer_trainer.gui.app as app

    asked: list[dict[str, object]] = []
    monkeypatch.setattr(app, "run_app", lambda argv, pack=None, start=None: asked.append(start.keywords) or 0)
    assert cli.main(["classroom", "host", "--per-address", "30", "--class-size", "30"]) == 0
    assert (asked[0]["class_size"], asked[0]["per_address"]) == (30, 30)
    assert cli.main(["classroom", "host", "--headless", "--pack", "x", "--per-address", "0"]) == 2
    assert "--per-address: from 1 to 200 trainees" in capsys.readouterr().err


def test_the_host_needs_a_pack_or_a_session_to_resume(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["classroom", "host", "--headless"]) == 2
    assert "--pack" in capsys.readouterr().err


def test_a_pack_that_cannot_be_read_exits_3(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.studpack"
    bad.write_text("{not a pack", encoding="utf-8")
    assert (
        cli.main(["classroom", "host", "--headless", "--pack", str(bad), "--port", "0"])
        == HostExit.UNREADABLE
    )
    assert capsys.readouterr().out.startswith("error ")


def test_a_session_to_resume_that_is_not_one_exits_3(tmp_path: Path) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a session")
    assert (
        cli.main(["classroom", "host", "--headless", "--resume", str(bad), "--port", "0"])
        == HostExit.UNREADABLE
    )


def test_a_port_in_use_exits_4(pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        arguments = ["--pack", str(pack), "--listen", "127.0.0.1", "--port", str(port)]
        assert (
            cli.main(["classroom", "host", "--headless", *arguments, "--session-file", str(tmp_path / "s")])
            == 4
        )
    assert f"port {port}" in capsys.readouterr().out


def test_nobody_joining_within_the_wait_exits_5(
    pack: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = ["--pack", str(pack), "--listen", "127.0.0.1", "--port", "0", "--wait", "0.3"]
    assert (
        cli.main(["classroom", "host", "--headless", *arguments, "--session-file", str(tmp_path / "s")]) == 5
    )
    lines = capsys.readouterr().out.splitlines()
    assert (
        lines[0].startswith("address 127.0.0.1:")
        and lines[1].startswith("code ")
        and lines[-1].startswith("nobody")
    )


def test_a_bot_with_no_host_to_reach_exits_10(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert run_bot(f"127.0.0.1:{port}", "K7P2QX", "Ana", retry=0.4) == BotExit.CANNOT_REACH
    assert "unreachable" in capsys.readouterr().out


def test_a_bot_that_answers_right_or_wrong_without_the_session_file_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    base = ["classroom", "bot", "--address", "127.0.0.1:1", "--code", "X", "--name", "A"]
    for answer in ("right", "wrong", "random"):
        assert cli.main([*base, "--answer", answer]) == 2
        assert "--session-file" in capsys.readouterr().err
    assert cli.main([*base, "--session-file", str(tmp_path / "none.session")]) == 2
    assert "no class session file" in capsys.readouterr().err


def test_a_bot_address_that_is_not_one_is_a_usage_error() -> None:
    assert cli.main(["classroom", "bot", "--address", "host:port", "--code", "X", "--name", "A"]) == 2


def test_seconds_must_be_a_number_of_zero_or_more() -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["classroom", "host", "--headless", "--pack", "p", "--timeout", "-1"])
    assert done.value.code == 2


# --- whole sessions, as processes ----------------------------------------------------------------


def host_run(*arguments: str) -> Run:
    return Run(["classroom", "host", "--headless", "--listen", "127.0.0.1", "--port", "0", *arguments])


def test_a_headless_session_deals_every_question_and_prints_the_results(pack: Path, tmp_path: Path) -> None:
    host = host_run(
        "--pack",
        str(pack),
        "--expect",
        "2",
        "--timeout",
        "10",
        "--pause",
        "0.1",
        "--session-file",
        str(tmp_path / "s.sqlite3"),
    )
    address, code = host_address(host)
    # The rehearsal's bots answer from the instructor's session file: the wire never carries the answer.
    key = ["--session-file", str(tmp_path / "s.sqlite3")]
    right = Run(["classroom", "bot", "--address", address, "--code", code, "--name", "Ana", *key])
    wrong = Run(
        ["classroom", "bot", "--address", address, "--code", code, "--name", "Bea", "--answer", "wrong", *key]
    )
    try:
        assert right.finish() == 0 and wrong.finish() == 0 and host.finish() == 0
    finally:
        for run in (right, wrong, host):
            run.kill()
    assert results_table(host.lines) == {"Ana": (3, 3, results_table(host.lines)["Ana"][2]), "Bea": (0, 3, 0)}
    assert [line for line in host.lines if " answered " in line] == [
        f"question {n} of 3 answered 2 of 2 right 1" for n in (1, 2, 3)
    ]
    assert sum(line.startswith("revealed") and " right " in line for line in right.lines) == 3
    assert sum(line.startswith("revealed") and " wrong " in line for line in wrong.lines) == 3
    assert right.lines[-1].startswith("ended total") and "place 1 of 2" in right.lines[-1]
    # an ended session resumed deals nothing more: its results again, and done
    again = host_run("--resume", str(tmp_path / "s.sqlite3"))
    try:
        assert again.finish() == HostExit.DONE
    finally:
        again.kill()
    assert results_table(again.lines) == results_table(host.lines)


def test_bots_refused_say_why_in_their_exit_code(pack: Path, tmp_path: Path) -> None:
    host = host_run("--pack", str(pack), "--expect", "5", "--session-file", str(tmp_path / "s.sqlite3"))
    try:
        address, code = host_address(host)
        wrong_code = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
        assert run_bot(address, wrong_code, "Ana") == BotExit.WRONG_CODE
        first = Run(["classroom", "bot", "--address", address, "--code", code, "--name", "Ana"])
        host.wait_for("joined Ana")
        seats.forget(address, code, "Ana")  # another laptop: no token for the seat
        assert run_bot(address, code, "Ana") == BotExit.NAME_TAKEN
        assert run_bot(address, code, "\u0007") == BotExit.REFUSED
        first.kill()
    finally:
        host.kill()


def test_ctrl_c_stops_the_host_with_everything_saved_and_it_resumes_from_its_file(
    pack: Path, tmp_path: Path
) -> None:
    session_file = tmp_path / "s.sqlite3"
    host = host_run("--pack", str(pack), "--session-file", str(session_file))
    try:
        _address, code = host_address(host)
        host.process.send_signal(signal.SIGINT)
        assert host.finish() == HostExit.INTERRUPTED
    finally:
        host.kill()
    assert host.lines[-1] == f"interrupted resume with --resume {session_file}"
    again = host_run("--resume", str(session_file), "--wait", "0.2")
    try:
        assert host_address(again)[1] == code
        assert again.finish() == HostExit.NOBODY
    finally:
        again.kill()
