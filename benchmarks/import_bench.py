#!/usr/bin/env python
"""Speed and memory of the two big readers: a class's results folder and a large pack.

Run on demand (not part of the test suite)::

    python benchmarks/import_bench.py                      # both, default sizes
    python benchmarks/import_bench.py --answers 1000000    # the class folder of issue 10
    python benchmarks/import_bench.py --hands 500          # a pack of half the size
    python benchmarks/import_bench.py --only class         # or: --only pack
    python benchmarks/import_bench.py --profile            # cProfile the pack load too
    BENCH_ROOT=/tmp/old python benchmarks/import_bench.py --no-trace   # an older checkout

**Class import** — a folder of results files (``--trainees`` files sharing
``--answers`` rows, generated directly as CSV), read by
:func:`dealer_trainer.records.classes.class_table`. **Pack open** — a pack of
``--hands`` generated eight-seat Seven-card Stud hands with four questions
each, written by ``save_pack`` and opened and checked by ``load_pack`` and
``questions_of`` (what File > Open Pack does).

Each job runs in a fresh child process, so the figures are its own: wall time
(``time.perf_counter``), the peak of Python's allocations (``tracemalloc``, a
second run: tracing slows the work) and the process's peak resident memory
(``ru_maxrss``, of the untraced run). Prints a Markdown table.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

#: The code measured (``BENCH_ROOT=/path/to/an/older/checkout`` to compare with it).
ROOT = Path(os.environ.get("BENCH_ROOT") or Path(__file__).resolve().parent.parent)
sys.path.insert(0, str(ROOT))


def make_class_folder(folder: Path, answers: int, trainees: int, seed: int = 1) -> Path:
    """``trainees`` results files in ``folder`` with ``answers`` rows between them."""
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.records.classes import COLUMNS
    from dealer_trainer.training.kinds import Drill

    drills = [d.value for d in Drill]
    variants = [v.value for v in Variant]
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    start = datetime(2025, 1, 6, 9, tzinfo=UTC)
    per_file = max(1, answers // trainees)
    for number in range(trainees):
        count = per_file if number < trainees - 1 else answers - per_file * (trainees - 1)
        uid = f"{number:032x}"
        with (folder / f"trainee-{number:03d}.csv").open("w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f, lineterminator="\r\n")
            writer.writerow(COLUMNS)
            at = start
            for _ in range(count):
                at += timedelta(seconds=rng.randint(3, 90))
                writer.writerow(
                    (
                        f"Trainee {number}",
                        uid,
                        at.isoformat(),
                        rng.choice(drills),
                        rng.choice(variants),
                        "pa",
                        int(rng.random() < 0.8),
                        repr(round(rng.uniform(1, 40), 3)),
                        int(rng.random() < 0.05),
                        "",
                        # the columns of later formats (level, session), empty: as many as
                        # the checkout measured has
                        *[""] * (len(COLUMNS) - 10),
                    )
                )
    return folder


CHILD = r"""
import json, resource, sys, time, tracemalloc
sys.path.insert(0, {root!r})
job, target, traced = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
def run():
    if job == "class":
        from dealer_trainer.records.classes import class_table
        table = class_table(target)
        return f"{{len(table.trainees)}} trainees, {{len(table.cells)}} cells"
    from dealer_trainer.packs.storage import load_pack, questions_of
    pack = load_pack(target)
    asked = questions_of(pack)
    return f"{{len(pack.items)}} hands, {{sum(map(len, asked))}} questions"
if traced:
    tracemalloc.start()
started = time.perf_counter()
what = run()
seconds = time.perf_counter() - started
peak = tracemalloc.get_traced_memory()[1] if traced else 0
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({{"what": what, "seconds": seconds, "peak": peak, "rss": rss}}))
"""


def measure(job: str, target: Path, trace: bool = True) -> dict[str, object]:
    script = CHILD.format(root=str(ROOT))
    plain = json.loads(
        subprocess.run(
            [sys.executable, "-c", script, job, str(target), "0"], check=True, capture_output=True, text=True
        ).stdout
    )
    peak = 0
    if trace:
        peak = json.loads(
            subprocess.run(
                [sys.executable, "-c", script, job, str(target), "1"],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )["peak"]
    return {"what": plain["what"], "seconds": plain["seconds"], "rss": plain["rss"], "peak": peak}


def profile_pack(target: Path) -> None:
    import cProfile
    import pstats

    from dealer_trainer.packs.storage import load_pack, questions_of

    profiler = cProfile.Profile()
    profiler.enable()
    questions_of(load_pack(target))
    profiler.disable()
    pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--answers", type=int, default=1_000_000)
    parser.add_argument("--trainees", type=int, default=30)
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--only", choices=("class", "pack"))
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--keep", type=Path, help="make the inputs here and keep them")
    parser.add_argument(
        "--no-trace",
        dest="trace",
        action="store_false",
        help="skip the tracemalloc runs (slow on the old code)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        where = args.keep or Path(scratch)
        rows = []
        if args.only in (None, "class"):
            folder = where / f"class-{args.answers}"
            if not folder.is_dir():
                print(f"writing {args.answers:,} answers ...", file=sys.stderr)
                make_class_folder(folder, args.answers, args.trainees)
            size = sum(p.stat().st_size for p in folder.glob("*.csv"))
            rows.append(
                (
                    f"class import, {args.answers:,} answers ({size / 1e6:.0f} MB)",
                    measure("class", folder, args.trace),
                )
            )
        if args.only in (None, "pack"):
            pack = where / f"pack-{args.hands}.studpack"
            if not pack.is_file():
                print(f"writing a pack of {args.hands:,} hands ...", file=sys.stderr)
                write_big_pack(pack, args.hands)
            rows.append(
                (
                    f"pack open, {args.hands:,} hands ({pack.stat().st_size / 1e6:.1f} MB)",
                    measure("pack", pack, args.trace),
                )
            )
            if args.profile:
                profile_pack(pack)
    print("| job | result | seconds | peak Python MB (tracemalloc) | peak RSS MB |")
    print("|---|---|---:|---:|---:|")
    for name, figures in rows:
        peak = f"{int(figures['peak']) / 1e6:.0f}" if figures["peak"] else "—"
        print(
            f"| {name} | {figures['what']} | {figures['seconds']:.2f} | {peak} | "
            f"{int(figures['rss']) / 1e6:.0f} |"
        )
    return 0


def write_big_pack(path: Path, hands: int, seed: int = 1) -> None:
    """A pack of ``hands`` eight-seat Seven-card Stud hands, each asked every drill that
    fits it at several points (about 10 KB a hand, as instructors' big packs are)."""
    from dealer_trainer.engine.generate import random_scenario
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.packs.checking import expect_of
    from dealer_trainer.packs.model import Pack, PackItem, PackQuestion
    from dealer_trainer.packs.storage import save_pack
    from dealer_trainer.training.drills import DrillError, question_at
    from dealer_trainer.training.kinds import Drill

    rng = random.Random(seed)
    items = []
    for number in range(hands):
        scenario = random_scenario(rng, variant=Variant.STUD7, players=8)
        questions = []
        for drill in Drill:
            for _ in range(3 if drill in (Drill.DEALER_NEXT, Drill.FIRST_TO_ACT) else 1):
                try:
                    question = question_at(drill, scenario, rng)
                except DrillError:
                    continue
                asked = PackQuestion(drill, question.point, expect_of(question))
                if asked not in questions:
                    questions.append(asked)
        items.append(PackItem(scenario, tuple(questions), f"Hand {number + 1}", ""))
    save_pack(Pack("A big pack", tuple(items)), path)


if __name__ == "__main__":
    raise SystemExit(main())
