#!/usr/bin/env python
"""Speed of the records with a long history: the progress view and practice mode.

Run on demand (not part of the test suite)::

    python benchmarks/records_bench.py                 # 100,000 attempts, ~15 s
    python benchmarks/records_bench.py --attempts 20000 --seed 7
    python benchmarks/records_bench.py --keep /tmp/big.sqlite3   # keep the file
    python benchmarks/records_bench.py --attempts 1000000 --repeats 3   # a million answers

It makes a records file in a temporary folder with one trainee and
``--attempts`` generated answers over a year: real hands (a pool of engine
questions for every drill and game), each skill with its own accuracy that
improves over time, answer times spread around each drill's pace, 5 % hinted.
They are written with one ``executemany`` in one transaction, and the practice
schedule is then computed from them as the schema migration does.

Timed, each repeated (best and median of ``time.perf_counter``), on records
reopened with ``open_records`` as the app would:

* **progress data** — :func:`stats.progress`: the skills table plus rolling
  accuracy and answer times for every drill, as datetimes; target < 300 ms;
* **what the progress view reads** — :func:`stats.skills` and
  :func:`stats.chart_series` (the charts' points as arrays, the last 600
  answer times a drill), as the view does when it opens; target < 300 ms
  (``benchmarks/gui_bench.py`` times the whole view, drawn and painted);
* **practice pick** — :func:`scheduling.next_practice` at a moment when missed
  hands and skills are due (so the pick rebuilds a missed hand's question);
  target < 50 ms;
* **schedule rebuilt** — :func:`scheduling.rebuild_schedule`: every answer
  replayed in one transaction (FSRS for missed hands, SM-2 for skills), as a
  repair or a migration does; target < 1 s per 100,000 answers.

Prints a Markdown table with PASS/FAIL; the exit status is 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records import open_records
from dealer_trainer.records.database import canonical_json, hand_digest, response_to_json, utc_text
from dealer_trainer.records.scheduling import PACE, next_practice, rebuild_schedule
from dealer_trainer.records.stats import chart_series, progress, skills
from dealer_trainer.training.drills import Drill, new_question, right_response

PROGRESS_TARGET_MS = 300.0
PRACTICE_TARGET_MS = 50.0
#: Rebuilding the whole schedule, per 100,000 answers.
REBUILD_TARGET_MS = 1000.0
#: Distinct hands per skill in the pool (1,500 in all; each is answered ~67 times).
HANDS_PER_SKILL = 50


def generate(path: Path, attempts: int, seed: int) -> tuple[int, datetime, float, float]:
    """Write the history; (trainee id, last answer time, seconds to insert, to schedule)."""
    rng = random.Random(seed)
    records = open_records(path)
    trainee = records.add_trainee("Benchmark trainee")
    pool: list[tuple[Drill, Variant, RuleSetName, str, str, str]] = []
    for drill in Drill:
        for variant in Variant:
            for _ in range(HANDS_PER_SKILL):
                question = new_question(drill, rng, [variant], list(RuleSetName))
                pool.append(
                    (
                        drill,
                        variant,
                        question.table.rules.name,
                        canonical_json(question.scenario),
                        canonical_json(question.point.to_json()),
                        canonical_json(response_to_json(question, right_response(question))),
                    )
                )
    base = {(d, v): rng.uniform(0.45, 0.9) for d in Drill for v in Variant}
    start = datetime(2025, 1, 1, 9, tzinfo=UTC)
    step = timedelta(days=365) / attempts
    began = time.perf_counter()
    db = records.connection
    with records.transaction():
        for _, _, _, scenario, _, _ in pool:
            db.execute(
                "INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)",
                (hand_digest(scenario), scenario),
            )
        hand_ids = {digest: hand_id for hand_id, digest in db.execute("SELECT id, digest FROM hands")}
        rows = []
        for i in range(attempts):
            drill, variant, rules, scenario, point, answer = pool[rng.randrange(len(pool))]
            progress_share = i / attempts
            chance = min(0.98, base[(drill, variant)] + 0.1 * progress_share)
            correct = rng.random() < chance
            fast, slow = PACE[drill]
            seconds = round(rng.lognormvariate(0, 0.5) * (fast + slow) / 2.5, 2)
            rows.append(
                (
                    trainee.id,
                    utc_text(start + step * i),
                    drill.value,
                    variant.value,
                    rules.value,
                    hand_ids[hand_digest(scenario)],
                    point,
                    answer if correct else '{"seat":0}',
                    int(correct),
                    seconds,
                    int(rng.random() < 0.05),
                )
            )
        db.executemany(
            "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, "
            "point, response, correct, seconds, hinted) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
    inserted = time.perf_counter() - began
    began = time.perf_counter()
    rebuild_schedule(records)
    scheduled = time.perf_counter() - began
    records.close()
    return trainee.id, start + step * (attempts - 1), inserted, scheduled


#: The answer times the progress view's chart shows per drill (its ``MAX_DOTS``).
VIEW_DOTS = 600


def view_data(records: Any, trainee_id: int) -> None:
    """What the progress view reads when it opens: the skills table and the charts'
    points (:func:`stats.chart_series`), as :meth:`ProgressView.refresh` does."""
    skills(records, trainee_id)
    chart_series(records, trainee_id, seconds=VIEW_DOTS)


def timed(action: Callable[[], Any], repeats: int) -> tuple[float, float, float]:
    """(first, best, median) milliseconds."""
    times = []
    for _ in range(repeats):
        began = time.perf_counter()
        action()
        times.append((time.perf_counter() - began) * 1000)
    return times[0], min(times), statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attempts", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=20250611)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--keep", type=Path, help="write the records here and keep them")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = args.keep or Path(folder) / "records.sqlite3"
        print(f"generating {args.attempts:,} attempts in {path} ...", file=sys.stderr)
        trainee_id, last, inserted, scheduled = generate(path, args.attempts, args.seed)
        began = time.perf_counter()
        records = open_records(path, backup=False)
        opened = (time.perf_counter() - began) * 1000
        began = time.perf_counter()
        view = progress(records, trainee_id)  # the first read after opening
        first_p = (time.perf_counter() - began) * 1000
        # a day after the last answer: missed hands and skills are due
        now = last + timedelta(days=1)
        rng = random.Random(args.seed)
        began = time.perf_counter()
        choice = next_practice(records, trainee_id, now, rng, list(Variant), list(RuleSetName))
        first_n = (time.perf_counter() - began) * 1000
        _, best_p, median_p = timed(lambda: progress(records, trainee_id), args.repeats)
        first_v, best_v, median_v = timed(lambda: view_data(records, trainee_id), args.repeats)
        _, best_n, median_n = timed(
            lambda: next_practice(records, trainee_id, now, rng, list(Variant), list(RuleSetName)),
            args.repeats * 3,
        )
        # nothing due: the pick reads every skill's recent answers instead
        first_due = records.connection.execute(
            "SELECT min(m) FROM (SELECT min(next_at) AS m FROM hand_reviews UNION ALL "
            "SELECT min(next_at) FROM skill_reviews)"
        ).fetchone()[0]
        quiet = datetime.fromisoformat(first_due) - timedelta(seconds=1)
        assert (
            next_practice(records, trainee_id, quiet, rng, list(Variant), list(RuleSetName)).kind.value
            == "ahead"
        )
        first_q, best_q, median_q = timed(
            lambda: next_practice(records, trainee_id, quiet, rng, list(Variant), list(RuleSetName)),
            args.repeats * 3,
        )
        first_r, best_r, median_r = timed(lambda: rebuild_schedule(records), max(1, args.repeats // 5))
        missed = records.connection.execute("SELECT count(*) FROM hand_reviews").fetchone()[0]
        size = path.stat().st_size / 1e6
        records.close()
    print(
        f"# Records benchmark\n\nPython {platform.python_version()} on "
        f"{platform.machine()} ({platform.processor() or platform.system()}); "
        f"{args.attempts:,} attempts, {len(view.skills)} skills, file {size:.1f} MB.\n"
    )
    print(
        f"Setup (not targets): insert {inserted * 1000:.0f} ms in one transaction; "
        f"schedule rebuilt from history {scheduled * 1000:.0f} ms; open with quick_check "
        f"{opened:.0f} ms. First pick: {choice.kind.value} ({choice.why})\n"
    )
    print("| measurement | first ms | best ms | median ms | target ms | result |")
    print("|---|---:|---:|---:|---:|---|")
    ok = True
    for name, first, best, median, target in (
        (
            "progress data (skills + rolling accuracy + answer times, 5 drills)",
            first_p,
            best_p,
            median_p,
            PROGRESS_TARGET_MS,
        ),
        (
            "what the progress view reads (skills + chart series)",
            first_v,
            best_v,
            median_v,
            PROGRESS_TARGET_MS,
        ),
        ("practice pick, missed hand due", first_n, best_n, median_n, PRACTICE_TARGET_MS),
        ("practice pick, nothing due", first_q, best_q, median_q, PRACTICE_TARGET_MS),
        (
            f"schedule rebuilt from {args.attempts:,} answers ({missed:,} missed hands)",
            first_r,
            best_r,
            median_r,
            REBUILD_TARGET_MS * max(1.0, args.attempts / 100_000),
        ),
    ):
        passed = max(median, first) < target
        ok &= passed
        print(
            f"| {name} | {first:.1f} | {best:.1f} | {median:.1f} | < {target:.0f} | "
            f"{'PASS' if passed else 'FAIL'} |"
        )
    points = sum(len(v) for v in view.accuracy.values())
    print(
        f"\nThe view's data: {len(view.skills)} skills, {points:,} accuracy points, "
        f"{sum(len(v) for v in view.times.values()):,} answer-time points."
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
