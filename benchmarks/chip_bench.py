"""How fast the table paints chips set out to count, measured on demand (not a timed test).

    python benchmarks/chip_bench.py [--runs N] [--chips 300]

A Count the pot question puts a pot of chips on the table as stacks; the whole
table is repainted on every resize and every mark. This times, on a
1600 x 1000 image (the scene at 1:1, as a 1080p screen shows it) and at twice
that (a HiDPI screen):

1. the table with no chips, the baseline;
2. the table with a pot of ``--chips`` chips (default 300) in six denominations;
3. building the picture (:meth:`TableView.show_piles` redraws the whole table:
   layout and items), apart from painting it.

Prints the best, the median and the worst of ``--runs`` repaints each, and the
chips' share of a frame at 60 Hz (16.7 ms), best against best (the medians of
a busy machine measure its other work). Target: the pot adds well under a frame.

Runs offscreen unless a display is set.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pot_of(chips: int) -> tuple[tuple[int, int], ...]:
    """A pot of about ``chips`` chips over six denominations, biggest first."""
    shares = ((1000, 0.04), (500, 0.06), (100, 0.25), (25, 0.35), (5, 0.25), (1, 0.05))
    return tuple((value, max(1, round(chips * share))) for value, share in shares)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--chips", type=int, default=300)
    args = parser.parse_args()

    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv)
    from dealer_trainer.engine.names import RuleSetName, Variant
    from dealer_trainer.gui.table import SCENE_H, SCENE_W, TableView
    from dealer_trainer.training.drills import ChipPile, new_question
    from dealer_trainer.training.kinds import Drill

    question = new_question(Drill.SPLIT_POT, random.Random(5), [Variant.STUD7], [RuleSetName.PA])
    chips = pot_of(args.chips)
    piles = (ChipPile(chips, pot=0),)
    view = TableView()
    view.resize(1280, 800)
    view.show()
    view.show_snapshot(question.snapshot())
    app.processEvents()

    def repaint(scale: float) -> list[float]:
        image = QImage(int(SCENE_W * scale), int(SCENE_H * scale), QImage.Format.Format_ARGB32_Premultiplied)
        times = []
        for _ in range(args.runs):
            painter = QPainter(image)
            painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
            start = time.perf_counter()
            view.scene().render(
                painter,
                QRectF(image.rect()),
                QRectF(0, 0, SCENE_W, SCENE_H),
                Qt.AspectRatioMode.KeepAspectRatio,
            )
            painter.end()
            times.append((time.perf_counter() - start) * 1000)
        return times

    def line(label: str, times: list[float]) -> None:
        print(f"| {label} | {min(times):.2f} | {statistics.median(times):.2f} | {max(times):.2f} |")

    print(f"Python {sys.version.split()[0]}, {args.runs} runs, a pot of {sum(n for _, n in chips)} chips\n")
    print("| repaint of the whole table | best ms | median ms | worst ms |")
    print("|---|---|---|---|")
    results = {}
    for scale, name in ((1.0, "1600 x 1000"), (2.0, "3200 x 2000 (HiDPI)")):
        view.clear_piles()
        bare = repaint(scale)
        view.show_piles(piles)
        full = repaint(scale)
        line(f"no chips, {name}", bare)
        line(f"the pot, {name}", full)
        results[name] = min(full) - min(bare)
    builds = []
    for _ in range(args.runs):
        start = time.perf_counter()
        view.show_piles(piles)
        builds.append((time.perf_counter() - start) * 1000)
    line("show_piles: the whole picture built afresh, chips included (no painting)", builds)
    print()
    for name, extra in results.items():
        print(
            f"The pot adds {extra:.2f} ms (best against best) at {name}: {extra / 16.7:.0%} of a 60 Hz frame."
        )


if __name__ == "__main__":
    main()
