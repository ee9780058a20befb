"""The engine's answer is marked where it is on the table: one seat, a move's seat or
spot, the common card spot, every seat paid in a split; on a real table view.

Set ``DEALER_TRAINER_SHOTS`` to a folder to keep the pictures for looking at.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.marks import MarkKind, answer_places, mark_answer, mark_place, mark_step, step_target
from dealer_trainer.gui.table import TableView
from dealer_trainer.gui.theme import MARK_COLOURS
from dealer_trainer.training.drills import (
    CommonAnswer,
    Question,
    SeatAnswer,
    SplitAnswer,
    StepAnswer,
    new_question,
)
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.steps import Step


@pytest.fixture
def view(qtbot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.set_dark(False)
    table.show()
    qtbot.waitExposed(table)
    return table


def question(drill: Drill, seed: int = 3, variant: Variant = Variant.STUD7) -> Question:
    return new_question(drill, random.Random(seed), [variant], [RuleSetName.PA])


def shot(view: TableView, name: str, tmp_path: Path) -> Path:
    """The table as a PNG (kept in $DEALER_TRAINER_SHOTS when set)."""
    folder = Path(os.environ.get("DEALER_TRAINER_SHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"marks-{name}.png"
    assert view.grab().save(str(path))
    return path


def frame_colour(view: TableView, seat: int) -> QColor:
    """The colour drawn on the left side of seat ``seat``'s mark (the frame's pen)."""
    plate = view.seat_item(seat).sceneBoundingRect().adjusted(-8, -8, 8, 8)
    image = view.viewport().grab().toImage()
    point = view.mapFromScene(plate.left(), plate.center().y())
    ratio = image.devicePixelRatio()
    return image.pixelColor(int(point.x() * ratio), int(point.y() * ratio))


def near(colour: QColor, expected: str, tolerance: int = 40) -> bool:
    want = QColor(expected)
    return all(
        abs(a - b) <= tolerance
        for a, b in ((colour.red(), want.red()), (colour.green(), want.green()), (colour.blue(), want.blue()))
    )


def test_who_brings_in_is_marked_on_their_seat(view: TableView, tmp_path: Path) -> None:
    asked = question(Drill.BRING_IN)
    assert isinstance(asked.answer, SeatAnswer)
    view.show_snapshot(asked.snapshot())
    assert mark_answer(view, asked.answer) == [("seat", asked.answer.seat)]
    assert view.highlighted() == {f"seat:{asked.answer.seat}": "correct"}
    shot(view, "bring-in", tmp_path)
    assert near(frame_colour(view, asked.answer.seat), MARK_COLOURS["correct"])


def test_every_seat_paid_in_a_split_is_marked_once_in_the_order_of_the_pots(
    view: TableView, tmp_path: Path
) -> None:
    asked = next(
        q
        for q in (question(Drill.SPLIT_POT, seed) for seed in range(40))
        if isinstance(q.answer, SplitAnswer)
        and len({s for pot in q.answer.pots for s, chips in pot if chips}) > 1
    )
    assert isinstance(asked.answer, SplitAnswer)
    paid = []
    for pot in asked.answer.pots:
        paid += [seat for seat, chips in pot if chips and seat not in paid]
    view.show_snapshot(asked.snapshot())
    assert mark_answer(view, asked.answer) == [("seat", seat) for seat in paid]
    assert view.highlighted() == {f"seat:{seat}": "correct" for seat in paid}
    shot(view, "split", tmp_path)
    for seat in paid:
        assert near(frame_colour(view, seat), MARK_COLOURS["correct"])


@pytest.mark.parametrize(
    ("kind", "spot"), [(StepKind.BURN, "burn"), (StepKind.COMMON, "common"), (StepKind.RESHUFFLE, "stub")]
)
def test_a_dealer_move_is_marked_on_its_spot(view: TableView, kind: StepKind, spot: str) -> None:
    view.show_snapshot(question(Drill.DEALER_NEXT).snapshot())
    assert step_target(Step(kind)) == ("spot", spot)
    mark_answer(view, StepAnswer(Step(kind)), MarkKind.ANSWER)
    assert view.highlighted() == {f"spot:{spot}": "answer"}


def test_a_deal_is_marked_on_the_seat_dealt_to(view: TableView, tmp_path: Path) -> None:
    asked = question(Drill.DEALER_NEXT)
    seat = asked.snapshot().seats[0].seat
    view.show_snapshot(asked.snapshot())
    mark_answer(view, StepAnswer(Step(StepKind.DEAL, seat)), "answer")
    assert view.highlighted() == {f"seat:{seat}": "answer"}
    shot(view, "deal-answer", tmp_path)


def test_the_common_card_spot_is_marked_only_when_a_common_card_is_needed(view: TableView) -> None:
    view.show_snapshot(question(Drill.COMMON_CARD).snapshot())
    assert mark_answer(view, CommonAnswer(needed=False, steps=())) == []
    assert view.highlighted() == {}
    assert answer_places(CommonAnswer(needed=True, steps=())) == [("spot", "common")]
    mark_answer(view, CommonAnswer(needed=True, steps=()))
    assert view.highlighted() == {"spot:common": "correct"}


def test_a_wrong_reply_and_the_answer_are_marked_side_by_side(view: TableView, tmp_path: Path) -> None:
    asked = question(Drill.FIRST_TO_ACT)
    assert isinstance(asked.answer, SeatAnswer)
    snap = asked.snapshot()
    wrong = next(s.seat for s in snap.seats if s.seat != asked.answer.seat)
    view.show_snapshot(snap)
    mark_place(view, ("seat", wrong), "wrong")
    mark_answer(view, asked.answer)
    mark_step(view, Step(StepKind.BURN), "hint")
    assert view.highlighted() == {
        f"seat:{wrong}": "wrong",
        f"seat:{asked.answer.seat}": "correct",
        "spot:burn": "hint",
    }
    shot(view, "wrong-and-right", tmp_path)
    assert near(frame_colour(view, wrong), MARK_COLOURS["wrong"])
    assert near(frame_colour(view, asked.answer.seat), MARK_COLOURS["correct"])


def test_a_seat_the_table_does_not_draw_is_refused_unless_skipping_is_asked(view: TableView) -> None:
    view.show_snapshot(question(Drill.BRING_IN).snapshot())
    missing = SplitAnswer(pots=(((1, 10), (12, 10)),), rake=0)
    with pytest.raises(KeyError, match="no seat 12"):
        mark_answer(view, missing)
    view.clear_highlights()
    assert mark_answer(view, missing, skip_missing=True) == [("seat", 1)]
    assert view.highlighted() == {"seat:1": "correct"}


def test_mark_kinds_are_the_table_s_highlight_kinds(view: TableView) -> None:
    view.show_snapshot(question(Drill.BRING_IN).snapshot())
    for kind in MarkKind:
        mark_place(view, ("spot", "muck"), kind)
        assert view.highlighted()["spot:muck"] == kind.value
        assert type(view.highlighted()["spot:muck"]) is str
