"""The table's title and the seats' last actions: typed in the snapshot, worded by the GUI.

With no translator the words are the snapshot's English at every moment of
many generated hands; with one installed, the table draws the translated words.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem
from qt_helpers import marked_translation

from dealer_trainer.engine.actions import ActionKind
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerwords import seat_action, table_title
from dealer_trainer.training.drills import new_question
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.snapshot import TableSnapshot


def snapshots() -> Iterator[TableSnapshot]:
    """The table after every event of generated hands of every game and rule set."""
    for seed in range(18):
        question = new_question(
            Drill.SPLIT_POT, random.Random(seed), list(Variant), list(RuleSetName), hard=seed % 2 == 1
        )
        for upto in range(len(question.events) + 1):
            yield question.snapshot(upto)


def test_the_table_words_are_the_snapshot_english(qapp: QApplication) -> None:
    seen: set[ActionKind | None] = set()
    games: set[tuple[Variant, RuleSetName]] = set()
    for snap in snapshots():
        assert table_title(snap.variant, snap.rules) == snap.title
        games.add((snap.variant, snap.rules))
        for view in snap.seats:
            assert seat_action(view.action, view.amount) == view.last_action, view
            seen.add(view.action)
    # every action a stud hand has, and several games and rule sets, were compared
    assert {None, ActionKind.BRING_IN, ActionKind.CALL, ActionKind.FOLD} <= seen, seen
    assert len(games) > 3, games


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    with marked_translation(qapp, "TableView", "words"):
        yield


def test_a_translation_words_the_table(marked: None, qtbot: Any) -> None:
    from dealer_trainer.gui.table import TableView

    assert seat_action(ActionKind.CALL, 20) == "‹calls 20›"
    assert seat_action(ActionKind.CHECK, 0) == "‹checks›"
    assert table_title(Variant.STUD7, RuleSetName.PA) == "‹‹Seven-card Stud High› · ‹Pennsylvania rules››"
    snap = next(s for s in snapshots() if any(v.action is ActionKind.CALL and not v.folded for v in s.seats))
    view = TableView()
    qtbot.addWidget(view)
    view.show_snapshot(snap)
    texts = {
        item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        for item in view.scene().items()
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem))
    }
    calls = next(v for v in snap.seats if v.action is ActionKind.CALL and not v.folded)
    assert f"‹calls {calls.amount}›" in texts, texts
    assert table_title(snap.variant, snap.rules) in texts
    assert snap.title not in texts


def _scene_texts(view: Any) -> dict[str, QGraphicsSimpleTextItem]:
    return {item.text(): item for item in view.scene().items() if isinstance(item, QGraphicsSimpleTextItem)}


def test_the_spanish_felt_words_fit_their_places(spanish: QApplication, qtbot: Any) -> None:
    """In Spanish the longer words on the felt ("Descartes", "Quemadas", "IZQUIERDA DEL
    CRUPIER") are drawn smaller where needed: the three spot labels never overlap, the
    dealer's-left tag is no wider than its seat's plate allows, and no word leaves the table."""
    from dealer_trainer.gui.table import TableView
    from dealer_trainer.gui.tablelayout import PLATE_W, SPOT_GAP

    view = TableView()
    qtbot.addWidget(view)
    checked = 0
    for number, snap in enumerate(snapshots()):
        if number % 7:
            continue
        view.show_snapshot(snap)
        texts = _scene_texts(view)
        labels = [
            texts[f"{word} {count}"].sceneBoundingRect()
            for word, count in (
                ("Descartes", snap.muck_count),
                ("Mazo", snap.stub_count),
                ("Quemadas", len(snap.burns)),
            )
        ]
        assert all(rect.width() <= SPOT_GAP - 8 + 1 for rect in labels), labels
        assert not labels[0].intersects(labels[1]) and not labels[1].intersects(labels[2]), labels
        tag = texts["IZQUIERDA DEL CRUPIER"]
        pill = tag.parentItem()
        assert pill is not None
        assert pill.sceneBoundingRect().width() <= PLATE_W + 16 + 1, pill.sceneBoundingRect()
        for text, item in texts.items():
            assert view.sceneRect().contains(item.sceneBoundingRect()), text
        checked += 1
    assert checked > 20
