"""Why practice deals a hand: the records give the reason as facts, the window words it."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QDate, QLocale
from PySide6.QtWidgets import QApplication
from qt_helpers import marked_translation

from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.gui.drillwords import practice_why
from dealer_trainer.records.scheduling import ChoiceKind, PracticeChoice, Why
from dealer_trainer.training.kinds import Drill

NOW = datetime(2026, 3, 4, 15, 0, tzinfo=UTC)


def choices() -> Iterator[PracticeChoice]:
    """Every kind of reason, with the counts and moments that change its words."""
    for drill in Drill:
        for variant in (Variant.STUD7, Variant.SUPER_STUD7_HILO8, Variant.STUD5):

            def choice(kind: ChoiceKind, why: Why) -> PracticeChoice:
                return PracticeChoice(kind, drill, variant, RuleSetName.PA, None, why)  # noqa: B023

            for ago in (
                timedelta(0),
                timedelta(minutes=1),
                timedelta(minutes=7),
                timedelta(hours=3),
                timedelta(days=2),
            ):
                yield choice(ChoiceKind.MISSED_HAND, Why(NOW, missed_at=NOW - ago, again=True))
            for repetitions, lapses in ((0, 1), (1, 2), (2, 0), (5, 3)):
                yield choice(
                    ChoiceKind.MISSED_HAND, Why(NOW, missed_at=NOW, repetitions=repetitions, lapses=lapses)
                )
            yield choice(ChoiceKind.DUE_SKILL, Why(NOW, share=0.3, count=20))
            yield choice(ChoiceKind.NEW_SKILL, Why(NOW, new_today=2, new_limit=3))
            yield choice(ChoiceKind.NEW_SKILL, Why(NOW))
            for waiting in (False, True):
                yield choice(ChoiceKind.AHEAD, Why(NOW, share=0.875, count=8, waiting=waiting))


def test_the_window_words_why_as_the_records_say_it_in_english(qapp: QApplication) -> None:
    seen = 0
    for choice in choices():
        # The records (no Qt) write a date as ISO; the window as the locale does.
        expected = choice.why
        if choice.reason.missed_at is not None:
            day = choice.reason.missed_at.date()
            local = QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)
            expected = expected.replace(day.isoformat(), local)
        assert practice_why(choice) == expected, choice
        seen += 1
    assert seen > 200


def test_the_english_reads_as_a_trainee_is_told() -> None:
    missed = PracticeChoice(
        ChoiceKind.MISSED_HAND,
        Drill.BRING_IN,
        Variant.STUD7,
        RuleSetName.PA,
        None,
        Why(NOW, missed_at=NOW - timedelta(minutes=5), again=True),
    )
    assert missed.why == (
        "You missed this hand 5 minutes ago: it comes back until you get it right without help."
    )
    ahead = PracticeChoice(
        ChoiceKind.AHEAD,
        Drill.SPLIT_POT,
        Variant.STUD5,
        RuleSetName.PA,
        None,
        Why(NOW, share=0.3, count=20, waiting=True),
    )
    assert ahead.why == (
        "Nothing to review yet, so more practice on a weak skill: “Split the pot” "
        "in Five-card Stud, 30% right in your last 20. New skills wait until it "
        "goes better."
    )


def test_a_translation_reaches_why_practice_deals_the_hand(qapp: QApplication) -> None:
    choice = PracticeChoice(
        ChoiceKind.DUE_SKILL,
        Drill.BRING_IN,
        Variant.STUD7,
        RuleSetName.PA,
        None,
        Why(NOW, share=0.5, count=10),
    )
    with marked_translation(qapp, "DrillPanel", "words"):
        worded = practice_why(choice)
    # every template is translated, and the values go in afterwards
    assert worded == (
        "‹‹“‹Who brings in?›” in ‹Seven-card Stud High›› is due for review: ‹50%› right in your last 10.›"
    )


@pytest.mark.parametrize("kind", list(ChoiceKind))
def test_every_kind_of_choice_has_its_words(kind: ChoiceKind, qapp: QApplication) -> None:
    why = Why(NOW, missed_at=NOW, share=0.5, count=4)
    choice = PracticeChoice(kind, Drill.FIRST_TO_ACT, Variant.STUD7, RuleSetName.PA, None, why)
    assert practice_why(choice) and practice_why(choice) == choice.why
