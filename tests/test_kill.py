"""Killing the app at any moment loses at most the answer in flight, never the records.

A subprocess opens the records and records answers as fast as it can,
printing the total after each commit; it is killed with SIGKILL at random
moments — some while it starts (opening, migrating, backing up), most while
it writes. After each kill the file must pass ``PRAGMA integrity_check`` and
hold exactly the answers reported committed, or one more (committed, killed
before it could say so).
"""

from __future__ import annotations

import gzip
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.migrations import SCHEMA_VERSION, migrate
from dealer_trainer.records.rows import canonical_json, hand_digest, utc_text
from dealer_trainer.training.drills import Drill, new_question

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

CHILD = r"""
import random, sys
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import open_records, response_to_json
from dealer_trainer.training.drills import Drill, new_question, right_response

path, seed = sys.argv[1], int(sys.argv[2])
rng = random.Random(seed)
records = open_records(path)
trainee = records.trainee_named("Killed") or records.add_trainee("Killed")
questions = [new_question(d, rng, [Variant.STUD7, Variant.STUD5], [RuleSetName.PA])
             for d in Drill]
count = records.count_attempts()
print("ready", count, flush=True)
while True:
    question = rng.choice(questions)
    records.record_attempt(trainee.id, question,
                           response_to_json(question, right_response(question)),
                           rng.random() < 0.7, rng.uniform(1, 30), rng.random() < 0.1)
    count += 1
    print(count, flush=True)
"""

RUNS = 8


def test_killing_the_recorder_never_corrupts_the_records(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    rng = random.Random(20250611)
    committed = 0
    for run in range(RUNS):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(run)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        assert child.stdout is not None
        ready = ""
        try:
            if run % 4 == 0:
                # while it starts: importing, opening, backing up, first answers
                time.sleep(rng.uniform(0.05, 0.3))
            else:
                ready = child.stdout.readline()
                assert ready.startswith("ready"), child.stderr.read() if child.stderr else ""
                time.sleep(rng.uniform(0.01, 0.25))
            child.send_signal(signal.SIGKILL)
        finally:
            child.kill()
            # Read through the same buffered stream as readline() above: it may already
            # hold the lines after "ready", which communicate() (reading the raw pipe) loses.
            out = child.stdout.read()
            err = child.stderr.read() if child.stderr else ""
            child.wait(timeout=30)
        assert child.returncode == -signal.SIGKILL, err
        lines = [line for line in (ready + out).splitlines() if line.strip()]
        if lines:
            assert lines[0] == f"ready {committed}"  # it found what the last run left
            numbers = [int(line) for line in lines[1:]]
            assert numbers == list(range(committed + 1, committed + 1 + len(numbers)))
            committed = numbers[-1] if numbers else committed

        if path.exists():  # killed before making it: nothing (plain SQLite would make it, empty)
            db = sqlite3.connect(path)  # plain SQLite first: what is on disk, recovered
            try:
                assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
                version = db.execute("PRAGMA user_version").fetchone()[0]
                assert 0 <= version <= SCHEMA_VERSION
                count = db.execute("SELECT count(*) FROM attempts").fetchone()[0] if version >= 1 else 0
            finally:
                db.close()
        else:
            count = 0
        assert count in (committed, committed + 1), f"run {run}: {count} after {committed}"
        committed = count
        # and the app opens it as usual, its schedule in step with its answers
        with open_records(path) as records:
            assert records.count_attempts() == count
            if count:
                skills = records.connection.execute("SELECT count(*) FROM skill_reviews").fetchone()[0]
                assert (
                    skills
                    == records.connection.execute(
                        "SELECT count(*) FROM (SELECT DISTINCT drill, variant FROM attempts)"
                    ).fetchone()[0]
                )
    assert committed > 50  # the kills did land while it was writing


OPENER = r"""
import sys
from dealer_trainer.records import open_records
print("opening", flush=True)
open_records(sys.argv[1]).close()
print("opened", flush=True)
"""
OLD_ANSWERS = 30_000


def old_records(path: Path) -> None:
    """Version-1 records with many answers, so that upgrading them takes a while."""
    question = new_question(Drill.BRING_IN, random.Random(1), [Variant.STUD7], [RuleSetName.PA])
    scenario = canonical_json(question.scenario)
    db = sqlite3.connect(path, isolation_level=None)
    migrate(db, upto=1)
    db.execute("BEGIN")
    db.execute("INSERT INTO trainees(name, created) VALUES ('Old', '2024-01-01T00:00:00+00:00')")
    db.execute("INSERT INTO hands(digest, scenario) VALUES (?, ?)", (hand_digest(scenario), scenario))
    start = datetime(2024, 1, 1, tzinfo=UTC)
    db.executemany(
        "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, "
        "response, correct, seconds) VALUES (1, ?, 'bring-in', 'stud7', 'pa', 1, "
        "'{}', '{}', ?, 3.0)",
        [(utc_text(start + timedelta(minutes=i)), i % 3 != 0) for i in range(OLD_ANSWERS)],
    )
    db.execute("COMMIT")
    db.close()


def test_killing_the_app_while_it_upgrades_the_records(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    old_records(path)
    rng = random.Random(7)
    versions = set()
    for _ in range(4):
        child = subprocess.Popen(
            [sys.executable, "-c", OPENER, str(path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        try:
            assert child.stdout.readline() == "opening\n"
            time.sleep(rng.uniform(0.0, 0.4))
            child.send_signal(signal.SIGKILL)
        finally:
            child.kill()
            _out, _err = child.communicate(timeout=30)
        db = sqlite3.connect(path)
        try:
            assert db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            version = db.execute("PRAGMA user_version").fetchone()[0]
            assert db.execute("SELECT count(*) FROM attempts").fetchone() == (OLD_ANSWERS,)
        finally:
            db.close()
        versions.add(version)
        assert 1 <= version <= SCHEMA_VERSION
        if version == SCHEMA_VERSION:
            break
    with open_records(path) as records:  # the next start finishes the upgrade
        assert records.schema_version == SCHEMA_VERSION
        assert records.count_attempts() == OLD_ANSWERS
        assert records.connection.execute("SELECT count(*) FROM hand_reviews").fetchone() == (1,)
    assert versions - {SCHEMA_VERSION}, "no kill landed before the upgrade was done"
    for backup in list_backups(path):  # a backup is whole or absent
        plain = tmp_path / "unpacked.sqlite3"
        plain.write_bytes(gzip.decompress(backup.read_bytes()))
        copy = sqlite3.connect(plain)
        assert copy.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        copy.close()
