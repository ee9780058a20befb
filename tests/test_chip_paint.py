"""Chips set out to count, drawn on the table as a dealer sees them.

A question's ``piles`` (made here by hand on real questions, as the Count the pot
and Chips drills will make them) are drawn as stacks of chips in the colours
of their denominations; while the question is asked no figure on the table
gives their amount away, and after the answer the figures come back. The
pictures are checked on the scene (where each stack stands) and on pixels of a
grab (the colours are where the chips are).
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import replace
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from dealer_trainer.engine import Variant
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.gui import theme
from dealer_trainer.gui.chippaint import (
    FACE,
    STACK_MAX,
    THICK,
    ChipStackItem,
    Stack,
    arrange,
    split_stacks,
    stack_rect,
)
from dealer_trainer.gui.table import ROLE_KIND, ROLE_PART, ROLE_SEAT, SPOTS, TableView
from dealer_trainer.gui.tablelayout import ROLE_CHIPS, ROLE_DENOMINATION, ROLE_POT
from dealer_trainer.gui.words import number
from dealer_trainer.training.drills import ChipPile, Question, new_question
from dealer_trainer.training.kinds import Drill

#: The denominations a test pays an amount in, biggest first.
PAY = (100, 25, 5, 1)
LONE = ChipPile(((5000, 1), (1000, 3), (500, 2), (100, 14), (25, 9), (5, 7), (1, 4)))
#: The words on the felt and the plates that carry an amount.
AMOUNT_WORDS = re.compile(r"^(bets|raises|calls|completes|brings in) \d|put in|^Pot \d|[Pp]ot( \d+)?: \d")


def paid(amount: int, denominations: tuple[int, ...] = PAY) -> tuple[tuple[int, int], ...]:
    """``amount`` in chips as a pot grows at the table: two thirds of what each denomination
    could pay, the rest left to the smaller ones (the test's own change-making)."""
    chips = []
    for i, value in enumerate(denominations):
        last = i == len(denominations) - 1
        count = amount // value if last else amount // value * 2 // 3
        if count:
            chips.append((value, count))
            amount -= count * value
    return tuple(chips)


@cache
def showdown() -> Question:
    """A Seven-card Stud showdown with a main pot and two side pots, its pots as chips."""
    question = new_question(Drill.SPLIT_POT, random.Random(6), [Variant.STUD7], [RuleSetName.PA], hard=True)
    assert question.result is not None and len(question.result.pots) == 3
    piles = tuple(ChipPile(paid(pot.amount), pot=i) for i, pot in enumerate(question.result.pots))
    return replace(question, piles=piles)


@cache
def mid_round() -> Question:
    """A hand stopped in the middle of a betting round: the pot, and bets before three seats."""
    question = new_question(Drill.FIRST_TO_ACT, random.Random(4), [Variant.STUD7], [RuleSetName.PA])
    for shown in range(len(question.events), 0, -1):
        snap = question.snapshot(shown)
        betting = [seat for seat in snap.seats if seat.bet]
        if len(betting) >= 3 and snap.pot and not snap.commons:
            break
    else:
        raise AssertionError("no moment with three bets out")
    piles = (ChipPile(paid(snap.pot), pot=0),) + tuple(ChipPile(paid(s.bet), seat=s.seat) for s in betting)
    return replace(question, shown=shown, piles=piles)


@cache
def lone_stack() -> Question:
    """A mixed stack of all seven denominations set out alone in the middle."""
    return replace(showdown(), piles=(LONE,))


CASES = {"showdown": showdown, "mid-round": mid_round, "lone": lone_stack}


@pytest.fixture
def view(qtbot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def shown_on(view: TableView, question: Question) -> list[ChipStackItem]:
    view.show_snapshot(question.snapshot(), hide_figures=True)
    view.show_piles(question.piles)
    return [item for item in view.pile_items() if isinstance(item, ChipStackItem)]


def words_on(view: TableView) -> list[str]:
    """Every text drawn on the table and every tooltip, and the table's description."""
    found = [view.accessibleDescription()]
    for item in view.scene().items():
        if isinstance(item, QGraphicsSimpleTextItem):
            found.append(item.text())
        if item.toolTip():
            found.append(item.toolTip())
    return found


def amounts_shown(view: TableView, question: Question) -> list[str]:
    """The words on the table that say an amount of the chips: the pot's, a bet's, a pile's."""
    snap = question.snapshot()
    amounts = {number(pile.total) for pile in question.piles} | {number(s.bet) for s in snap.seats if s.bet}
    amounts.add(number(snap.pot))
    plates = {id(view.seat_item(s.seat)) for s in snap.seats}
    found = []
    for item in view.scene().items():
        if isinstance(item, QGraphicsSimpleTextItem):
            top = item.topLevelItem()
            on_plate = top is not None and id(top) in plates
            text = item.text()
            # A plate's stack is the player's, not the pot's: only its amount words count.
            if AMOUNT_WORDS.search(text) or (not on_plate and text in amounts):
                found.append(text)
        tip = item.toolTip()
        if tip and (AMOUNT_WORDS.search(tip) or "has put in" in tip or re.search(r"^\d+ chips", tip)):
            found.append(tip)
    return found


# --- the geometry -------------------------------------------------------------------------------


def test_a_denomination_is_stacked_in_twenties_with_the_short_stack_last() -> None:
    stacks = split_stacks(((100, 45), (5, 20), (1, 3)))
    assert stacks == [Stack(100, 20), Stack(100, 20), Stack(100, 5), Stack(5, 20), Stack(1, 3)]
    assert all(stack.chips <= STACK_MAX for stack in split_stacks(((25, 1000),)))


def test_stacks_set_out_in_rows_never_touch_and_stay_in_their_room() -> None:
    room = QRectF(100, 100, 300, 260)
    stacks = split_stacks(((100, 60), (25, 47), (5, 33), (1, 9)))
    width = 30.0
    placed = arrange(room, stacks, width)
    assert {p.row for p in placed} == {0, 1}
    rects = [stack_rect(p, width) for p in placed]
    assert all(room.contains(rect) for rect in rects)
    for a, b in combinations(rects, 2):
        assert not a.intersects(b), (a, b)


def luma(colour: str) -> float:
    """How bright a colour looks (Rec. 601), 0 to 255."""
    c = QColor(colour)
    return 0.299 * c.red() + 0.587 * c.green() + 0.114 * c.blue()


# --- the colours --------------------------------------------------------------------------------


@pytest.mark.parametrize("palette", sorted(theme.TABLE_PALETTES))
def test_every_denomination_has_its_own_colour_and_its_own_spots_in_every_palette(palette: str) -> None:
    styles = [theme.chip_style(value, palette) for value in theme.DENOMINATIONS]
    assert len({style.body for style in styles}) == len(styles)
    # Told apart without colour: no two denominations share the pattern of their edge spots.
    assert len({(style.spots, style.spot_width, style.double) for style in styles}) == len(styles)
    for style in styles:
        assert all(QColor(c).isValid() for c in (style.body, style.spot, style.inlay, style.ink, style.edge))
        # the spots stand out on the body, the value on the inlay
        assert abs(luma(style.spot) - luma(style.body)) > 60, style
        assert abs(luma(style.ink) - luma(style.inlay)) > 100, style


def test_the_casino_colours_white_red_green_black_purple_yellow() -> None:
    hue = {value: QColor(theme.chip_style(value).body) for value in theme.DENOMINATIONS}
    assert hue[1].lightness() > 220  # white
    assert hue[100].lightness() < 40  # black
    assert hue[5].hue() in range(15) or hue[5].hue() > 345  # red
    assert hue[25].hue() in range(100, 140)  # green
    assert hue[500].hue() in range(270, 300)  # purple
    assert hue[1000].hue() in range(35, 55)  # yellow-orange
    assert hue[5000].hue() in range(10, 35) and hue[5000].saturation() < 130  # brown


def test_the_high_contrast_palette_names_the_same_colours_as_the_others() -> None:
    keys = theme.TABLE_PALETTES["light"].keys()
    assert theme.TABLE_PALETTES["high-contrast"].keys() == keys
    colours = theme.table_palette(dark=False, high_contrast=True)
    assert abs(QColor(colours["text"]).lightness() - QColor(colours["background"]).lightness()) > 240
    # the black chip is outlined in white on the high-contrast felt
    assert QColor(theme.chip_style(100, "high-contrast").edge).lightness() == 255


# --- the figures hidden while asked -------------------------------------------------------------


@pytest.mark.parametrize("case", sorted(CASES))
def test_while_the_chips_are_counted_no_figure_gives_their_amount_away(view: TableView, case: str) -> None:
    question = CASES[case]()
    stacks = shown_on(view, question)
    assert stacks and view.figures_hidden()
    assert amounts_shown(view, question) == []
    assert not [item for item in view.scene().items() if item.data(ROLE_PART) == "bet"]
    description = view.accessibleDescription()
    assert "chips set out to count" in description and "not shown" in description
    # every chip of every pile is drawn, in stacks of its denomination
    drawn: dict[int, int] = {}
    for item in stacks:
        drawn[item.data(ROLE_DENOMINATION)] = drawn.get(item.data(ROLE_DENOMINATION), 0) + item.data(
            ROLE_CHIPS
        )
        assert item.data(ROLE_CHIPS) <= STACK_MAX
    wanted: dict[int, int] = {}
    for pile in question.piles:
        for value, count in pile.chips:
            wanted[value] = wanted.get(value, 0) + count
    assert drawn == wanted


def test_after_the_answer_the_figures_come_back_and_the_chips_stay(view: TableView) -> None:
    question = mid_round()
    shown_on(view, question)
    count = len(view.pile_items())
    view.show_figures()
    assert not view.figures_hidden() and len(view.pile_items()) == count
    words = words_on(view)
    pot = question.piles[0]
    assert f"Pot: {number(pot.total)}" in words
    snap = question.snapshot()
    for seat in (s for s in snap.seats if s.bet):
        assert f"put in {number(seat.bet)} this street" in words
        assert number(seat.bet) in words  # the pill beside its chips
    assert "chips set out to count" not in view.accessibleDescription()


def test_pots_are_named_main_and_side_never_with_their_amounts(view: TableView) -> None:
    shown_on(view, showdown())
    labels = [
        item.childItems()[0].text()
        for item in view.scene().items()
        if item.data(ROLE_KIND) == "pile-label" and item.childItems()
    ]
    assert sorted(labels) == ["Main pot", "Side pot 1", "Side pot 2"]
    pots = {item.data(ROLE_POT) for item in view.pile_items()}
    assert pots == {0, 1, 2}


def test_a_seat_s_chips_stand_in_front_of_it_and_choose_it_when_clicked(view: TableView, qtbot) -> None:
    question = mid_round()
    shown_on(view, question)
    seats = {pile.seat for pile in question.piles if pile.seat is not None}
    mine = [item for item in view.pile_items() if item.data(ROLE_PART) == "pile"]
    assert {item.data(ROLE_SEAT) for item in mine} == seats
    for item in mine:
        nearest = min(
            (s.seat for s in question.snapshot().seats),
            key=lambda n: math.dist(
                view.seat_item(n).sceneBoundingRect().center().toTuple(), item.scenePos().toTuple()
            ),
        )
        assert nearest == item.data(ROLE_SEAT), item.scenePos()
    target = mine[0]
    with qtbot.waitSignal(view.seatClicked) as signal:
        pos = view.mapFromScene(target.sceneBoundingRect().center())
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert signal.args == [target.data(ROLE_SEAT)]


def test_a_new_picture_takes_the_chips_away(view: TableView) -> None:
    question = showdown()
    shown_on(view, question)
    view.show_snapshot(question.snapshot())
    assert view.piles() == () and not view.figures_hidden() and view.pile_items() == []
    assert any(text.startswith("Pot ") for text in words_on(view))
    shown_on(view, question)
    view.clear_piles()
    assert view.pile_items() == [] and not view.figures_hidden()


# --- where they stand, at every size -------------------------------------------------------------


def every_seat_betting() -> Question:
    """A nine-seat table, a tall bet of twenty chips in front of every seat and three pots."""
    question = showdown()
    seats = [s.seat for s in question.snapshot().seats]
    bets = tuple(ChipPile(((25, 20), (5, 12), (1, 4)), seat=seat) for seat in seats)
    return replace(question, piles=question.piles + bets)


def big_pot() -> Question:
    return replace(showdown(), piles=(ChipPile(((100, 60), (25, 120), (5, 100), (1, 20)), pot=0),))


def five_pots() -> Question:
    piles = tuple(ChipPile(((25, 8 + i), (5, 13), (1, 3)), pot=i) for i in range(5))
    return replace(showdown(), piles=piles)


LAYOUTS = {**CASES, "every seat betting": every_seat_betting, "300 chips": big_pot, "five pots": five_pots}


@pytest.mark.parametrize("case", sorted(LAYOUTS))
@pytest.mark.parametrize("size", [(640, 400), (1280, 800), (1920, 1000)])
def test_the_chips_stay_on_the_felt_apart_from_cards_seats_and_each_other(
    view: TableView, case: str, size: tuple[int, int]
) -> None:
    view.resize(*size)
    stacks = shown_on(view, LAYOUTS[case]())
    scene = view.scene()
    felt = next(item for item in scene.items() if item.data(ROLE_KIND) == "felt")
    felt_shape = felt.mapToScene(felt.shape())
    labels = [item for item in scene.items() if item.data(ROLE_KIND) == "pile-label"]
    chips = [item.sceneBoundingRect() for item in stacks]
    others: list[QGraphicsItem] = [*view.card_items()]
    others += [view.seat_item(n) for n in range(1, 10)]
    others += [view.spot_item(name) for name in SPOTS if name != "common" or view.snapshot().commons]
    viewport = QRectF(view.viewport().rect())
    for item in [*stacks, *labels]:
        rect = item.sceneBoundingRect()
        assert felt_shape.contains(rect), (case, rect)
        for other in others:
            assert not rect.intersects(other.sceneBoundingRect()), (case, rect, other.data(ROLE_KIND))
        assert viewport.contains(QRectF(view.mapFromScene(rect).boundingRect())), (case, size)
    for a, b in combinations(chips, 2):
        assert not a.intersects(b), (case, a, b)
    for label in labels:
        assert not any(label.sceneBoundingRect().intersects(c) for c in chips), case


# --- the pictures ---------------------------------------------------------------------------------


def face_points(view: TableView, item: ChipStackItem) -> list[QPoint]:
    """Points of the top chip's face between its inlay and its rim's spots, in the widget,
    all round it (a spot of the rim, or the inlay's ring, may blend into one or two)."""
    w = item.width
    top = -THICK * w * item.stack.chips - FACE * w / 2
    points = []
    for k in range(8):
        angle = k * math.pi / 4
        offset = QPointF(0.67 * w / 2 * math.cos(angle), top + 0.67 * FACE * w / 2 * math.sin(angle))
        points.append(view.mapFromScene(item.scenePos() + offset))
    return points


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("palette", ["light", "high-contrast"])
@pytest.mark.parametrize("size", [(1280, 800), (2400, 1500)])
def test_the_picture_has_each_chip_s_colour_where_it_stands(
    view: TableView, qtbot, tmp_path: Path, case: str, palette: str, size: tuple[int, int]
) -> None:
    view.resize(*size)
    view.set_dark(False)
    view.set_high_contrast(palette == "high-contrast")
    stacks = shown_on(view, CASES[case]())
    qtbot.waitUntil(lambda: view.viewport().width() == size[0])
    picture = view.grab()
    path = tmp_path / f"{case}-{palette}-{size[0]}.png"
    assert picture.save(str(path))
    image = QImage(str(path))
    bodies = {value: QColor(theme.chip_style(value, palette).body) for value in theme.DENOMINATIONS}
    checked = 0
    for item in stacks:
        if item.width * view.transform().m11() < 24:
            continue  # too small on screen for a point of its face to be clear of its rim
        value = item.data(ROLE_DENOMINATION)
        colours = [image.pixelColor(point) for point in face_points(view, item)]
        best = min(colours, key=lambda colour: distance(bodies[value], colour))
        assert distance(bodies[value], best) < 40, (case, value, [c.name() for c in colours])
        assert min(bodies, key=lambda v: distance(bodies[v], best)) == value
        checked += 1
    assert checked >= min(3, len(stacks))
    felt = QColor(view.palette_colours()["felt"])
    corner = view.mapFromScene(QPointF(800, 820))  # the felt between the bottom seats
    assert distance(image.pixelColor(corner), felt) < 30


# --- the drill panel, the presenter, the answer key ----------------------------------------------


@pytest.fixture
def window(qtbot, tmp_path):
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 800)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    return win


def first_to_act_with_the_pot() -> Question:
    question = new_question(Drill.FIRST_TO_ACT, random.Random(3), [Variant.STUD7], [RuleSetName.PA])
    return replace(question, piles=(ChipPile(paid(question.snapshot().pot), pot=0),))


def test_the_drill_panel_hides_the_figures_until_the_answer_and_the_next_hand_clears(window, qtbot) -> None:
    panel, table = window.panel, window.table
    panel.set_mode("first-to-act")
    question = first_to_act_with_the_pot()
    panel.present(question)
    qtbot.waitUntil(lambda: panel.phase == "asking")
    assert table.piles() == question.piles and table.figures_hidden()
    assert amounts_shown(table, question) == []
    with qtbot.waitSignal(panel.answered):
        pos = table.mapFromScene(table.seat_item(question.answer.seat).sceneBoundingRect().center())
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert not table.figures_hidden() and table.piles() == question.piles
    assert f"Pot: {number(question.piles[0].total)}" in words_on(table)
    panel.next_hand()
    qtbot.waitUntil(lambda: panel.phase == "asking")
    assert table.piles() == () and not table.figures_hidden()


def test_the_drill_panel_s_show_me_brings_the_figures_back(window, qtbot) -> None:
    panel, table = window.panel, window.table
    panel.present(first_to_act_with_the_pot())
    qtbot.waitUntil(lambda: panel.phase == "asking")
    assert table.figures_hidden()
    panel.reveal()
    assert not table.figures_hidden()


def test_the_presenter_hides_the_figures_until_it_reveals_the_answer(qtbot, monkeypatch) -> None:
    from dealer_trainer.gui.presenter import PresenterWindow
    from dealer_trainer.packs.generating import generate_pack
    from dealer_trainer.training import drills
    from dealer_trainer.training.focus import Focus

    pack = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 1, 7)
    real = drills.question_at

    def with_pot(*args, **kwargs):
        question = real(*args, **kwargs)
        return replace(question, piles=(ChipPile(paid(question.snapshot().pot), pot=0),))

    monkeypatch.setattr(drills, "question_at", with_pot)
    presenter = PresenterWindow(pack)
    qtbot.addWidget(presenter)
    presenter.resize(1280, 720)
    presenter.show()
    qtbot.waitExposed(presenter)
    question = presenter.question()
    assert question is not None and question.piles
    assert presenter.table.piles() == question.piles and presenter.table.figures_hidden()
    assert amounts_shown(presenter.table, question) == []
    qtbot.keyClick(presenter, Qt.Key.Key_Space)
    assert presenter.revealed and not presenter.table.figures_hidden()
    assert f"Pot: {number(question.piles[0].total)}" in words_on(presenter.table)


@pytest.mark.parametrize("marked", [False, True])
def test_the_answer_key_prints_the_chips_and_their_amounts_only_with_the_answer(qtbot, marked: bool) -> None:
    from dealer_trainer.gui.answerkey import DirectPictures

    question = showdown()
    source = DirectPictures()
    image = QImage(800, 500, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    source.draw(painter, question, marked, QRectF(0, 0, 800, 500))
    painter.end()
    table = source._view  # the key's own table, drawn at the question
    assert table is not None and len(table.pile_items()) >= len(question.piles)
    assert table.figures_hidden() is not marked
    names = [
        f"{name}: {number(pile.total)}"
        for name, pile in zip(("Main pot", "Side pot 1", "Side pot 2"), question.piles, strict=True)
    ]
    words = words_on(table)
    assert all(name in words for name in names) is marked
    table.close()


def test_while_the_hand_is_dealt_to_the_question_its_amounts_are_already_hidden(window, qtbot) -> None:
    panel, table = window.panel, window.table
    panel.ms_per_card = 40
    question = mid_round()
    panel.present(question)
    assert panel.phase == "animating" and table.is_animating()
    assert table.figures_hidden() and table.piles() == ()
    assert amounts_shown(table, question) == []
    qtbot.waitUntil(lambda: panel.phase == "asking", timeout=10_000)
    assert table.piles() == question.piles and table.figures_hidden()


@pytest.mark.parametrize("case", ["showdown", "five pots"])
def test_in_spanish_the_pots_names_and_amounts_stay_apart(spanish, view: TableView, case: str) -> None:
    question = LAYOUTS[case]()
    shown_on(view, question)
    assert "fichas puestas para contar" in view.accessibleDescription()
    for figures in (False, True):
        if figures:
            view.show_figures()
        labels = [item for item in view.scene().items() if item.data(ROLE_KIND) == "pile-label"]
        texts = sorted(label.childItems()[0].text() for label in labels)
        assert sum(t.startswith("Bote principal") for t in texts) == 1
        assert all(t.startswith("Bote") for t in texts)
        assert any(":" in t for t in texts) is figures
        for a, b in combinations(labels, 2):
            assert not a.sceneBoundingRect().intersects(b.sceneBoundingRect()), texts


def test_the_high_contrast_table_is_chosen_in_the_view_menu_and_kept(window, qtbot) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    view_menu = next(
        action.menu() for action in window.menuBar().actions() if action.text().replace("&", "") == "View"
    )
    toggle = next(action for action in view_menu.actions() if action.text() == "&High-contrast Table")
    assert toggle is window.action_map["high_contrast"] and not toggle.isChecked()
    toggle.trigger()
    assert window.table.high_contrast() and window.table.palette_name() == "high-contrast"
    assert (
        window.table.backgroundBrush().color().name() == theme.TABLE_PALETTES["high-contrast"]["background"]
    )
    window.writeSettings()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.action_map["high_contrast"].isChecked() and again.table.high_contrast()
