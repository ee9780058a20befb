"""The session's score line: numbers from the training layer, words from the GUI.

With no translator the GUI's line is the session's English after every answer of
many random sessions; with one installed, the drill panel's score is translated.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from qt_helpers import marked_translation

from dealer_trainer.gui.answerwords import tally_words
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.session import Session, Tally


def test_the_score_line_is_the_session_english(qapp: QApplication) -> None:
    rng = random.Random(11)
    for _ in range(40):
        session = Session()
        assert tally_words(session.tally()) == session.summary()
        for _ in range(rng.randrange(1, 15)):
            session.record(
                rng.choice(list(Drill)), rng.random() < 0.7, rng.random() < 0.3, rng.uniform(0.0, 30.0)
            )
            assert tally_words(session.tally()) == session.summary()


def test_the_tally_holds_the_session_numbers() -> None:
    session = Session()
    session.record(Drill.BRING_IN, True, False, 3.0)
    session.record(Drill.BRING_IN, False, False, 5.0)
    assert session.tally() == Tally(session.score, 1, 2, 0, 1, 4.0)


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    with marked_translation(qapp, "Answers"):
        yield


def test_a_translation_reaches_the_score(marked: None, qtbot: Any) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    session = Session()
    session.record(Drill.BRING_IN, True, False, 2.0)
    assert tally_words(session.tally()) == (
        f"‹Score {session.score} · 1/1 right · streak 1 (best 1) · median 2.0 s›"
    )
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.panel.score.text() == "‹Score 0 · no answers yet›"
