"""The drawn table: it shows real snapshots, reports clicks on seats and spots,
records highlights, switches decks, scales to any size and animates without blocking.

Assertions are on scene items tagged with ROLE_KIND / ROLE_SEAT / ROLE_CARD /
ROLE_PATH, not on pixels.
"""

from __future__ import annotations

import dataclasses
import json
import math
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtSvg import QSvgRenderer

from conftest import EXAMPLES
from dealer_trainer.engine import load_scenario, play
from dealer_trainer.engine.actions import ActionKind
from dealer_trainer.engine.cards import parse_card
from dealer_trainer.gui.assets import assets_dir, card_path
from dealer_trainer.gui.table import (
    NO_NUMBER,
    PALETTES,
    PLACE_KINDS,
    ROLE_CARD,
    ROLE_KIND,
    ROLE_PART,
    ROLE_PATH,
    ROLE_SEAT,
    SCENE_H,
    SCENE_W,
    SPOTS,
    TableView,
    seat_layout,
)
from dealer_trainer.training.snapshot import SeatView, TableSnapshot, snapshot_from_events

SEVEN_COMMON = "043-reshuffle-stud7-pa"  # 8 players, a common card, a reshuffle
NINE = "044-nine_common-stud7-pa"  # 9 players, two common cards, an all-in
STUD5 = "007-random-stud5-pa"  # five-card stud, a button
SUPER = "047-super_deep-super-stud7-hilo8-pa"  # super stud, four common cards, a muck
EXAMPLE_NAMES = [SEVEN_COMMON, NINE, STUD5, SUPER]


@cache
def hand_of(name: str):
    scenario = load_scenario(json.loads((EXAMPLES / f"{name}.json").read_text(encoding="utf-8")))
    return scenario, play(scenario)


def snapshot(name: str, events: int | None = None) -> TableSnapshot:
    scenario, hand = hand_of(name)
    if events is None:
        return snapshot_from_events(scenario.table, hand.events, hand.to_act)
    return snapshot_from_events(scenario.table, hand.events[:events])


@pytest.fixture
def view(qtbot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def click_item(qtbot, view: TableView, item) -> None:
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def seat_cards(view: TableView, seat: int) -> list:
    return [item for item in view.card_items() if item.data(ROLE_SEAT) == seat]


# ------------------------------------------------------------------ drawing


@pytest.mark.parametrize("name", EXAMPLE_NAMES)
def test_each_example_is_drawn_with_every_seat_and_card(view: TableView, name: str) -> None:
    snap = snapshot(name)
    view.show_snapshot(snap)
    count = max([snap.max_seats] + [s.seat for s in snap.seats])
    for n in range(1, count + 1):
        assert view.seat_item(n).data(ROLE_KIND) == "seat"
        assert view.seat_item(n).data(ROLE_SEAT) == n
    for seat in snap.seats:
        cards = seat_cards(view, seat.seat)
        assert sorted(item.data(ROLE_CARD) for item in cards) == sorted(str(c) for c, _ in seat.cards)
    commons = sorted(
        (item for item in view.card_items() if item.topLevelItem() is view.spot_item("common")),
        key=lambda item: item.scenePos().x(),
    )
    assert [item.data(ROLE_CARD) for item in commons] == [str(c) for c in snap.commons]
    for name_ in SPOTS:
        assert view.spot_item(name_).data(ROLE_KIND) == name_
    texts = {item.text() for item in view.scene().items() if hasattr(item, "text")}
    assert f"Pot {snap.pot:,}" in texts
    assert f"Stub {snap.stub_count}" in texts and f"Burn {len(snap.burns)}" in texts
    assert f"Muck {snap.muck_count}" in texts


def test_stacks_bets_actions_and_all_in_are_labelled(view: TableView) -> None:
    snap = snapshot(NINE)
    view.show_snapshot(snap)
    texts = {item.text() for item in view.scene().items() if hasattr(item, "text")}
    assert "ALL-IN" in texts  # seat 2 is all in
    assert f"{snap.seat(3).stack:,}" in texts and "calls 2" in texts and "raises 4" in texts
    assert "DEALER" in texts and "DEALER'S LEFT" in texts


def test_a_seat_label_says_what_its_chips_are(view: TableView) -> None:
    snap = snapshot(NINE)
    view.show_snapshot(snap)
    betting = [seat for seat in snap.seats if seat.bet]
    assert betting
    texts = {item.text() for item in view.scene().items() if hasattr(item, "text")}
    for seat in betting:
        assert f"put in {seat.bet:,} this street" in texts
        label = next(
            item
            for item in view.scene().items()
            if hasattr(item, "text")
            and item.text() == f"put in {seat.bet:,} this street"
            and item.topLevelItem() is view.seat_item(seat.seat)
        )
        assert view.seat_item(seat.seat).sceneBoundingRect().contains(label.sceneBoundingRect())


def test_cards_are_named_as_their_faces_read(view: TableView) -> None:
    snap = snapshot(NINE)
    view.show_snapshot(snap)
    tens = [item for item in view.card_items() if item.data(ROLE_CARD).startswith("T")]
    assert tens, "the example has a ten on the table"
    for item in tens:
        assert "10" in item.toolTip() and "T" not in item.toolTip().replace("Seat", "")


def test_layouts_keep_seats_apart_and_inside_the_table(qtbot) -> None:
    scene = QRectF(0, 0, SCENE_W, SCENE_H)
    for count in range(1, 10):
        layout = seat_layout(count)
        assert sorted(layout) == list(range(1, count + 1))
        rects = [
            (n, part, r)
            for n, g in layout.items()
            for part, r in (("plate", g.plate), ("row", g.row), ("bet", g.bet))
        ]
        for n, part, r in rects:
            assert scene.contains(r), (count, n, part)
        for i, (n1, p1, r1) in enumerate(rects):
            for n2, p2, r2 in rects[i + 1 :]:
                assert not r1.intersects(r2), (count, n1, p1, n2, p2)


#: The least felt between two seats' bets: chips that (nearly) touch read as one seat's pile.
BET_CLEARANCE = 24.0


def everyone_bets(snap: TableSnapshot, count: int, cards: int) -> TableSnapshot:
    """``snap`` with seats 1..count all in, each with ``cards`` cards (two down, then up,
    the seventh down) and a four-figure bet."""
    deck = [parse_card(rank + suit) for suit in "shdc" for rank in "23456789TJQKA"]
    seats = tuple(
        SeatView(
            seat=n,
            stack=5_000,
            bet=1_000 + 111 * n,
            action=ActionKind.RAISE,
            amount=111 * n,
            cards=tuple((deck[(7 * n + i) % 52], i not in (0, 1, 6)) for i in range(cards)),
        )
        for n in range(1, count + 1)
    )
    return dataclasses.replace(snap, seats=seats, max_seats=count, to_act=None)


def _united(rects: list[QRectF]) -> QRectF:
    united = rects[0]
    for rect in rects[1:]:
        united = united.united(rect)
    return united


def _distance(rect: QRectF, x: float, y: float) -> float:
    dx = max(rect.left() - x, 0.0, x - rect.right())
    dy = max(rect.top() - y, 0.0, y - rect.bottom())
    return math.hypot(dx, dy)


def _bets_and_seats(view: TableView) -> tuple[dict[int, QRectF], dict[int, list[QRectF]]]:
    """Each seat's bet (chips and amount, as drawn) and the rest of the seat: plate and cards."""
    bets: dict[int, list[QRectF]] = {}
    seats: dict[int, list[QRectF]] = {}
    for item in view.scene().items():
        seat = item.data(ROLE_SEAT)
        if not isinstance(seat, int) or item.topLevelItem() is not item:
            continue
        rect = item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))
        (bets if item.data(ROLE_PART) == "bet" else seats).setdefault(seat, []).append(rect)
    return {seat: _united(rects) for seat, rects in bets.items()}, seats


@pytest.mark.parametrize(
    "count,cards", [(count, cards) for count in range(2, 10) for cards in (0, 2, 3, 5, 7)]
)
def test_every_bet_sits_in_front_of_its_own_seat_and_clear_of_the_others(
    view: TableView, count: int, cards: int
) -> None:
    """Every table size (8: the Five-card Stud table too, with its 2 to 5 cards); 0 cards: a
    seat that bet and then folded to a raise, its chips still in front of it."""
    view.show_snapshot(everyone_bets(snapshot(NINE), count, cards))
    bets, seats = _bets_and_seats(view)
    assert sorted(bets) == list(range(1, count + 1))
    for seat, bet in bets.items():
        centre = bet.center()
        for other, parts in seats.items():
            if other == seat:
                continue
            for part in parts:
                assert not bet.intersects(part), (seat, "on a part of seat", other)
            nearest_own = min(_distance(part, centre.x(), centre.y()) for part in seats[seat])
            nearest_other = min(_distance(part, centre.x(), centre.y()) for part in parts)
            assert nearest_own < nearest_other, (seat, "nearer seat", other)
        for other, other_bet in bets.items():
            if other != seat:
                gap = BET_CLEARANCE / 2
                assert not bet.adjusted(-gap, -gap, gap, gap).intersects(
                    other_bet.adjusted(-gap, -gap, gap, gap)
                ), (seat, "bet next to the bet of", other)


@pytest.mark.parametrize("name", [SUPER, STUD5])
def test_the_dealers_spots_keep_clear_of_the_seats(view: TableView, name: str) -> None:
    snap = snapshot(name)  # SUPER: four common cards and a muck
    view.show_snapshot(snap)
    seats = [r for g in seat_layout(9).values() for r in (g.plate, g.row, g.bet)]
    for spot in SPOTS:
        item = view.spot_item(spot)
        area = item.sceneBoundingRect().united(item.mapRectToScene(item.childrenBoundingRect()))
        assert not any(area.intersects(r) for r in seats), spot


def test_seats_run_clockwise_from_the_dealers_left(view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    centres = {n: view.seat_item(n).sceneBoundingRect().center() for n in range(1, 10)}
    assert centres[1].x() > SCENE_W / 2 and centres[1].y() < SCENE_H / 2  # top right
    assert centres[5].y() > SCENE_H * 0.8  # bottom
    assert centres[9].x() < SCENE_W / 2 and centres[9].y() < SCENE_H / 2  # top left
    assert centres[1].y() < centres[2].y() < centres[3].y()  # down the right end
    assert centres[4].x() > centres[5].x() > centres[6].x()  # along the bottom


def test_hole_cards_are_faces_for_the_trainee_or_backs(view: TableView) -> None:
    snap = snapshot(SEVEN_COMMON)
    view.show_snapshot(snap)
    assert view.show_hole_cards
    assert "back" not in {item.data(ROLE_CARD) for item in seat_cards(view, 1)}
    view.show_hole_cards = False
    drawn = [item.data(ROLE_CARD) for item in sorted(seat_cards(view, 1), key=lambda i: i.zValue())]
    assert drawn == ["back" if not up else str(card) for card, up in snap.seat(1).cards]


def test_cards_share_one_renderer_per_file(view: TableView) -> None:
    view.show_snapshot(snapshot(SEVEN_COMMON))
    backs = [item for item in view.card_items() if item.data(ROLE_CARD) == "back"]
    assert len(backs) >= 2
    assert len({id(item.renderer()) for item in backs}) == 1


def test_every_card_file_loads() -> None:
    for path in (assets_dir() / "cards").rglob("*.svg"):
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), path
    assert card_path(None, False).is_file()


def test_four_colour_switches_every_card_to_the_four_colour_files(view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    paths = {item.data(ROLE_PATH) for item in view.card_items()}
    assert paths and not any("four-colour" in p for p in paths)
    view.set_four_colour(True)
    paths = {item.data(ROLE_PATH) for item in view.card_items()}
    assert paths and all(Path(p).parent.name == "four-colour" for p in paths)
    assert all(Path(p).is_file() for p in paths)
    view.set_four_colour(False)
    assert not any("four-colour" in item.data(ROLE_PATH) for item in view.card_items())


def test_dark_and_light_palettes(view: TableView) -> None:
    view.show_snapshot(snapshot(STUD5))
    view.set_dark(True)
    assert view.is_dark()
    assert view.backgroundBrush().color().name() == PALETTES["dark"]["background"]
    view.set_dark(False)
    assert view.backgroundBrush().color().name() == PALETTES["light"]["background"]
    view.set_dark(None)  # follows the system again
    assert view.is_dark() in (True, False)


def test_accessible_name_and_seat_tooltips(view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    assert view.accessibleName() == "Poker table"
    assert view.seat_item(3).toolTip() == "Seat 3 — click or press 3"


# ------------------------------------------------------------------ clicks


@pytest.mark.parametrize("name", [SEVEN_COMMON, STUD5])
def test_clicking_each_seat_emits_its_number(qtbot, view: TableView, name: str) -> None:
    snap = snapshot(name)
    view.show_snapshot(snap)
    for n in range(1, max([snap.max_seats] + [s.seat for s in snap.seats]) + 1):  # empty seats too
        with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
            click_item(qtbot, view, view.seat_item(n))
        assert blocker.args == [n]


def test_clicking_a_seats_card_or_bet_chooses_the_seat(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    last_card = max(seat_cards(view, 4), key=lambda item: item.zValue())
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        click_item(qtbot, view, last_card)
    assert blocker.args == [4]
    bet = next(
        item
        for item in view.scene().items()
        if item.data(ROLE_KIND) == "seat"
        and item.data(ROLE_SEAT) == 5
        and item.toolTip().startswith("Seat 5 has put in")
    )
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        click_item(qtbot, view, bet)
    assert blocker.args == [5]


@pytest.mark.parametrize("spot", SPOTS)
def test_clicking_a_spot_emits_its_signal(qtbot, view: TableView, spot: str) -> None:
    view.show_snapshot(snapshot(SUPER))  # a muck, burns and common cards
    signal = {
        "stub": view.stubClicked,
        "burn": view.burnClicked,
        "common": view.commonClicked,
        "muck": view.muckClicked,
    }[spot]
    with qtbot.waitSignal(signal, timeout=1000):
        click_item(qtbot, view, view.spot_item(spot))


def test_clicking_an_empty_common_spot_still_counts(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(STUD5))  # no common card
    with qtbot.waitSignal(view.commonClicked, timeout=1000):
        click_item(qtbot, view, view.spot_item("common"))


def test_pressing_a_seat_number_chooses_the_seat(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_3)
    assert blocker.args == [3]


def _record(*signals) -> list[tuple]:
    """Every emission of ``signals``, in order, as its arguments."""
    seen: list[tuple] = []
    for signal in signals:
        signal.connect(lambda *args: seen.append(args))
    return seen


def test_clicking_a_seats_card_names_that_card_and_still_chooses_the_seat(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    cards = seat_cards(view, 4)
    last_card = max(cards, key=lambda item: item.zValue())
    seen = _record(view.seatClicked, view.cardClicked, view.placeClicked)
    click_item(qtbot, view, last_card)
    # The last card dealt to seat 4: the seat chosen, the card named, the place said.
    assert seen == [(4,), (4, len(cards) - 1), ("card", 4, len(cards) - 1)]


def test_clicking_the_chips_in_front_of_a_seat_names_them(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    bet = next(
        item
        for item in view.scene().items()
        if item.data(ROLE_PART) == "bet" and item.toolTip().startswith("Seat 5 has put in")
    )
    seat = 5
    seen = _record(view.chipsClicked, view.placeClicked)
    click_item(qtbot, view, bet)
    assert seen == [(seat,), ("chips", seat, NO_NUMBER)]


def test_clicking_the_pot_names_the_pot_and_the_pot_can_be_marked(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    seen = _record(view.potClicked, view.placeClicked)
    click_item(qtbot, view, view.spot_item("pot"))
    assert seen == [(), ("pot", NO_NUMBER, NO_NUMBER)]
    view.highlight_spot("pot", "hint")
    assert view.highlighted() == {"spot:pot": "hint"}


@pytest.mark.parametrize("spot", SPOTS)
def test_clicking_a_spot_names_it_as_a_place(qtbot, view: TableView, spot: str) -> None:
    view.show_snapshot(snapshot(SUPER))
    with qtbot.waitSignal(view.placeClicked, timeout=1000) as blocker:
        click_item(qtbot, view, view.spot_item(spot))
    assert blocker.args == [spot, NO_NUMBER, NO_NUMBER]
    assert spot in PLACE_KINDS


def test_a_seat_number_key_names_the_seat_as_a_place(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    with qtbot.waitSignal(view.placeClicked, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_3)
    assert blocker.args == ["seat", 3, NO_NUMBER]


def test_clicking_the_felt_emits_nothing(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    seen: list[object] = []
    for signal in (
        view.seatClicked,
        view.stubClicked,
        view.burnClicked,
        view.commonClicked,
        view.muckClicked,
        view.cardClicked,
        view.chipsClicked,
        view.potClicked,
        view.placeClicked,
    ):
        signal.connect(lambda *args: seen.append(args))
    from PySide6.QtCore import QPointF

    qtbot.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(QPointF(SCENE_W / 2 - 250, SCENE_H / 2 - 40)),
    )
    assert seen == []


def _felt_parts(view: TableView) -> set[str]:
    return {
        str(item.data(ROLE_KIND))
        for item in view.scene().items()
        if item.data(ROLE_KIND) in ("rail", "felt", "betting-line")
    }


@pytest.mark.parametrize("name", [NINE, STUD5])
def test_clicking_the_empty_felt_keeps_the_table_drawn(qtbot, view: TableView, name: str) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor

    view.show_snapshot(snapshot(name))
    assert _felt_parts(view) == {"rail", "felt", "betting-line"}
    felt = QColor(PALETTES["light"]["felt"])
    # on the felt between the common-card spot and the seats, on the betting line, and on the rail
    points = [
        QPointF(SCENE_W / 2 - 250, SCENE_H / 2 - 40),
        QPointF(SCENE_W / 2, 330),
        QPointF(SCENE_W / 2 + 300, 120),
    ]
    for point in points:
        pos = view.mapFromScene(point)
        assert not any(item.data(ROLE_KIND) in ("seat", "card") + SPOTS for item in view.items(pos))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        import gc

        gc.collect()
        assert _felt_parts(view) == {"rail", "felt", "betting-line"}
    picture = view.grab().toImage()
    dpr = picture.devicePixelRatio()
    sample = view.mapFromScene(QPointF(SCENE_W / 2 - 250, SCENE_H / 2 - 40))
    colour = picture.pixelColor(int(sample.x() * dpr), int(sample.y() * dpr))
    assert abs(colour.green() - felt.green()) < 12 and abs(colour.red() - felt.red()) < 12


# ------------------------------------------------------------------ highlights


def test_highlights_are_recorded_and_cleared(view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    view.highlight_seat(3, "correct")
    view.highlight_seat(5, "wrong")
    view.highlight_spot("burn", "hint")
    view.highlight_spot("common", "answer")
    assert view.highlighted() == {
        "seat:3": "correct",
        "seat:5": "wrong",
        "spot:burn": "hint",
        "spot:common": "answer",
    }
    view.set_four_colour(True)  # a redraw keeps them
    assert view.highlighted()["seat:3"] == "correct"
    view.clear_highlights()
    assert view.highlighted() == {}
    view.highlight_seat(1, "hint")
    view.show_snapshot(snapshot(NINE))  # a new picture clears them
    assert view.highlighted() == {}


def test_bad_highlights_are_refused(view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    with pytest.raises(ValueError, match="highlight kind 'purple'; kinds are "):
        view.highlight_seat(3, "purple")
    with pytest.raises(KeyError, match="no spot 'rail'; spots are "):
        view.highlight_spot("rail", "hint")
    with pytest.raises(KeyError, match="no seat 12 on this table"):
        view.highlight_seat(12, "hint")
    assert view.highlighted() == {}  # nothing refused was marked


def test_highlights_do_not_swallow_clicks(qtbot, view: TableView) -> None:
    view.show_snapshot(snapshot(NINE))
    view.highlight_seat(6, "wrong")
    view.highlight_spot("stub", "hint")
    with qtbot.waitSignal(view.seatClicked, timeout=1000) as blocker:
        click_item(qtbot, view, view.seat_item(6))
    assert blocker.args == [6]
    with qtbot.waitSignal(view.stubClicked, timeout=1000):
        click_item(qtbot, view, view.spot_item("stub"))


# ------------------------------------------------------------------ scaling


@pytest.mark.parametrize("size", [(1280, 800), (800, 500), (500, 800), (1920, 1080)])
def test_the_whole_scene_stays_visible_at_any_size(qtbot, view: TableView, size: tuple[int, int]) -> None:
    view.show_snapshot(snapshot(NINE))
    view.resize(*size)

    def fits() -> bool:
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        viewport = view.viewport().rect().adjusted(-1, -1, 1, 1)
        return viewport.contains(shown) and (
            shown.width() >= viewport.width() - 10 or shown.height() >= viewport.height() - 10
        )

    qtbot.waitUntil(fits, timeout=2000)


# ------------------------------------------------------------------ animation


def test_animate_with_zero_ms_shows_the_last_snapshot_and_calls_done_at_once(view: TableView) -> None:
    snaps = [snapshot(SEVEN_COMMON, k) for k in range(20)]
    calls: list[int] = []
    view.animate(snaps, 0, lambda: calls.append(1))
    assert calls == [1]
    assert view.snapshot() == snaps[-1]
    assert not view.is_animating()


def test_animate_deals_each_card_and_calls_done_without_blocking(qtbot, view: TableView) -> None:
    snaps = [snapshot(SEVEN_COMMON, k) for k in range(14)]  # antes, then third-street cards
    view.show_snapshot(snaps[0])
    calls: list[int] = []
    view.animate(snaps, 20, lambda: calls.append(1))
    assert calls == [] and view.is_animating()  # returned before the end
    qtbot.waitUntil(lambda: calls == [1], timeout=10000)
    assert view.snapshot() == snaps[-1]
    assert not view.is_animating()
    # Every card ended where a plain drawing of the last snapshot puts it.
    moved = {(item.data(ROLE_SEAT), item.data(ROLE_CARD)): item.scenePos() for item in view.card_items()}
    view.show_snapshot(snaps[-1])
    still = {(item.data(ROLE_SEAT), item.data(ROLE_CARD)): item.scenePos() for item in view.card_items()}
    assert moved == still
    assert all(item.isVisible() for item in view.card_items())


def test_skip_animation_finishes_at_once(qtbot, view: TableView) -> None:
    snaps = [snapshot(SEVEN_COMMON, k) for k in range(30)]
    calls: list[int] = []
    view.animate(snaps, 500, lambda: calls.append(1))
    assert view.is_animating()
    view.skip_animation()
    assert calls == [1] and view.snapshot() == snaps[-1] and not view.is_animating()
    view.skip_animation()  # harmless when idle
    assert calls == [1]


def test_a_new_animation_finishes_the_running_one(view: TableView) -> None:
    first: list[int] = []
    second: list[int] = []
    view.animate([snapshot(NINE, k) for k in range(5, 15)], 500, lambda: first.append(1))
    view.animate([snapshot(NINE, k) for k in range(15, 20)], 0, lambda: second.append(1))
    assert first == [1] and second == [1]
    assert view.snapshot() == snapshot(NINE, 19)


def test_redrawing_mid_animation_is_safe(qtbot, view: TableView) -> None:
    snaps = [snapshot(SEVEN_COMMON, k) for k in range(7, 14)]
    calls: list[int] = []
    view.animate(snaps, 30, lambda: calls.append(1))
    view.set_four_colour(True)  # redraws while a card is in flight
    view.set_dark(True)
    qtbot.waitUntil(lambda: calls == [1], timeout=10000)
    assert view.snapshot() == snaps[-1]
    assert all(item.isVisible() for item in view.items())
