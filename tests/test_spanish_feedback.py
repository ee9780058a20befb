"""The feedback a trainee reads at the table, in the real Spanish translation.

Hands of every drill, every game and every rule set are dealt in the main window
with Español installed, hinted (H) and answered wrongly with the keys, clicks and
the split-pot editor a trainee uses. Everything the window then shows — the
feedback with its reasons and rule references, the question, the score, the
answer controls and every word and tooltip painted on the felt — must hold no
English text of the contexts that word the table's feedback where the .ts has a
different Spanish one (an untranslated or glued-together fragment would show up
as English here).
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QTextEdit,
    QWidget,
)
from qt_helpers import mode_key

from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.gui.drillwords import DEAL_ALONG
from dealer_trainer.gui.languages import install_translators, remove_translators, ts_path
from dealer_trainer.training.drills import (
    CommonAnswer,
    DrillError,
    Question,
    SeatAnswer,
    SplitAnswer,
    new_question,
)
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.parts import PartsAnswer
from dealer_trainer.training.spotting import SpotAnswer

#: The contexts of the words at the table: the reasons, answers and verdicts,
#: the answer controls, the felt, the ordinals and the split-pot editor.
CONTEXTS = (
    "Reasons",
    "Answers",
    "AnswerPages",
    "ordinal",
    "TableView",
    "ChipBox",
    "ChipSource",
    "SplitPotEditor",
)
LETTER = "A-Za-zÀ-ÿ"


def _translations() -> Iterator[tuple[str, str, str | None]]:
    """(context, source, Spanish or None when unfinished) of every message of the .ts."""
    for context in ET.parse(ts_path("es")).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            finished = translation.get("type") is None and all(forms)
            yield name, message.findtext("source") or "", " ".join(forms) if finished else None


def english_pieces() -> dict[str, str]:
    """Each English stretch between the {fields} of our contexts' sources whose Spanish
    differs, keyed to its source; stretches a Spanish text says too are left out (a
    name, "rake", "ALL-IN", "Seven-card Stud")."""
    messages = list(_translations())
    spanish = "\n".join(text for _, _, text in messages if text)
    pieces: dict[str, str] = {}
    for context, source, text in messages:
        if context not in CONTEXTS or text == source:
            continue
        for piece in re.split(r"\{[A-Za-z_]+\}|%n", source):
            piece = piece.strip(" ,.;:()—–-·!?")
            if len(re.findall(f"[{LETTER}]", piece)) < 2 or _found(piece, spanish):
                continue
            pieces[piece] = source
    return pieces


def _found(piece: str, text: str) -> bool:
    """``piece`` in ``text`` as whole words (a number may touch it: "3rd")."""
    return re.search(f"(?<![{LETTER}]){re.escape(piece)}(?![{LETTER}])", text) is not None


_FINDERS: dict[int, re.Pattern[str]] = {}


def english_in(text: str, pieces: dict[str, str]) -> list[str]:
    """The English pieces ``text`` holds, each with its source (one regular expression
    of them all, the longest first, so thousands of texts are searched quickly)."""
    finder = _FINDERS.get(id(pieces))
    if finder is None:
        alternatives = "|".join(re.escape(piece) for piece in sorted(pieces, key=len, reverse=True))
        finder = _FINDERS[id(pieces)] = re.compile(f"(?<![{LETTER}])(?:{alternatives})(?![{LETTER}])")
    found = (
        {piece for piece in pieces if piece in text and _found(piece, text)} if finder.search(text) else set()
    )
    return [f"{piece!r} (of {pieces[piece]!r})" for piece in sorted(found)]


def shown_text(window: Any) -> str:
    """Every word the window shows: its labels, buttons, feedback and their tooltips,
    and the felt's words and tooltips."""
    words: list[str] = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            words.append(widget.text())
        elif isinstance(widget, QTextEdit):
            words.append(widget.toPlainText())
        words += [widget.toolTip(), widget.accessibleName()]
    for item in window.table.scene().items():
        if isinstance(item, QGraphicsSimpleTextItem):
            words.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            words.append(item.toPlainText())
        words.append(item.toolTip())
    return "\n".join(words)


@pytest.fixture(scope="module")
def pieces() -> dict[str, str]:
    return english_pieces()


@pytest.fixture
def window(qtbot: Any, qapp: QApplication, tmp_path: Any) -> Iterator[Any]:
    assert install_translators(qapp, "es") == "es"
    from dealer_trainer.gui.mainwindow import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    assert win.openRecords(str(tmp_path / "records.sqlite3"))
    win.resize(1280, 800)
    win.setSpeed(0)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    yield win
    remove_translators(qapp)


def test_the_table_contexts_are_translated_completely() -> None:
    unfinished = [f"{c}: {s!r}" for c, s, text in _translations() if c in CONTEXTS and text is None]
    assert not unfinished, "\n".join(unfinished)


def test_the_english_finder_finds_the_engines_english(pieces: dict[str, str]) -> None:
    question = new_question(Drill.FIRST_TO_ACT, random.Random(3), [Variant.STUD7], [RuleSetName.PA])
    assert english_in(question.reasons[0].text, pieces)
    assert english_in("Seat 4 — click or press 4", pieces)
    assert english_in("3rd street", pieces) and not english_in("3.ª calle", pieces)
    assert not english_in("Reglas de la casa (sala de juego) — sin showdown (menos 5 fichas de rake)", pieces)


def _press(qtbot: Any, window: Any, key: str) -> None:
    qtbot.keyClick(window.table, key)


def _answer_wrongly(qtbot: Any, window: Any, question: Question) -> None:
    """A wrong answer as a trainee gives it: a key, or chips typed and Check my split clicked."""
    panel = window.panel
    answer = question.answer
    if isinstance(answer, SeatAnswer):
        seats = [s.seat for s in question.snapshot().seats if s.seat != answer.seat]
        _press(qtbot, window, str(seats[0]))
    elif isinstance(answer, CommonAnswer):
        _press(qtbot, window, "n" if answer.needed else "y")
    elif isinstance(answer, SplitAnswer):
        editor = panel.split_editor
        for pot, awards in enumerate(answer.pots):
            for seat, chips in awards:
                editor.set_value(pot, seat, chips)
        seat, chips = next((s, c) for s, c in answer.pots[0] if c)
        editor.set_value(0, seat, chips - 1)  # one chip short
        qtbot.mouseClick(editor.submit_button, Qt.MouseButton.LeftButton)
    elif isinstance(answer, PartsAnswer):
        page = panel.parts_page  # the first part answered wrongly (a choice) or left blank, then Check
        row = page.rows[0]
        if row.part.options:
            wrong = next(i for i, option in enumerate(row.part.options) if option != row.part.right)
            button = row.buttons[wrong]  # type: ignore[attr-defined]
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
        qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
    elif isinstance(answer, SpotAnswer):
        # Stopped at once (before any mistake shows: a false alarm), then Check with nothing named.
        qtbot.keyClick(window.table, Qt.Key.Key_Space)
        qtbot.keyClick(window.table, Qt.Key.Key_Return)
    else:
        _press(qtbot, window, "b" if answer.step.kind is not StepKind.BURN else "c")


def _questions(seeds: range) -> Iterator[Question]:
    """Hands of every drill in every game under every rule set, one seed in two a hard case."""
    for drill in Drill:
        for variant in Variant:
            for rules in RuleSetName:
                for seed in seeds:
                    rng = random.Random(f"{drill.value}-{variant.value}-{rules.value}-{seed}")
                    try:
                        yield new_question(drill, rng, [variant], [rules], hard=seed % 2 == 1)
                    except DrillError:
                        continue


def test_every_drill_game_and_rule_set_gives_its_feedback_in_spanish(
    window: Any, qtbot: Any, pieces: dict[str, str]
) -> None:
    asked, kinds = _answer_all_wrongly(window, qtbot, pieces, range(2))
    assert len(asked) == len(Drill) * len(Variant) * len(RuleSetName)  # every drill, game and rule set
    assert {
        "BringInFacts",
        "FirstToActFacts",
        "BurnFacts",
        "ReshuffleFacts",
        "CommonCardCount",
        "RakeFacts",
        "WinFacts",
        "SplitFacts",
        "NoLowFacts",
        "OddChips",
        "SidePotFacts",
    } <= kinds, kinds


@pytest.mark.slow
def test_many_more_seeds_give_their_feedback_in_spanish(
    window: Any, qtbot: Any, pieces: dict[str, str]
) -> None:
    asked, kinds = _answer_all_wrongly(window, qtbot, pieces, range(2, 12))
    assert (
        len(asked) == len(Drill) * len(Variant) * len(RuleSetName)
        and {"StreetDealFacts", "CommonCardFacts"} <= kinds
    ), kinds


def test_every_reason_of_many_generated_hands_is_worded_in_spanish(
    qapp: QApplication, pieces: dict[str, str]
) -> None:
    """Every kind of reason (uncontested pots and first deals too, which the drills
    above rarely ask about) of hundreds of hands, worded with Español installed."""
    from test_reasonwords import generated_hands, reasons_of

    from dealer_trainer.engine.reporting import play
    from dealer_trainer.engine.scenario import load_scenario
    from dealer_trainer.gui.reasonwords import worded

    kinds: set[str] = set()
    assert install_translators(qapp, "es") == "es"
    try:
        for data in generated_hands():
            for reason in reasons_of(play(load_scenario(data)), data):
                shown = worded(reason)
                found = english_in(f"{shown.rule}\n{shown.text}", pieces)
                assert not found, f"{found}\n{shown}"
                kinds.add(type(reason.facts).__name__)
    finally:
        remove_translators(qapp)
    assert len(kinds) >= 20, kinds


def _answer_all_wrongly(
    window: Any, qtbot: Any, pieces: dict[str, str], seeds: range
) -> tuple[set[tuple[Drill, Variant, RuleSetName]], set[str]]:
    """Every question of ``seeds`` presented, hinted and answered wrongly, the window's words
    checked for English at each step; the (drill, game, rules) asked and the kinds of reasons."""
    panel = window.panel
    asked: set[tuple[Drill, Variant, RuleSetName]] = set()
    kinds: set[str] = set()
    for question in _questions(seeds):
        # The answer pages the last hand dropped (split pot, parts: hidden, then deleteLater),
        # deleted as the app's event loop deletes them between hands: a test never returns to
        # that loop, so they piled up (8,000 hidden widgets after 600 hands, each scan of the
        # window slower) and the slow run's ten seeds took minutes more.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        panel.set_mode(question.drill.value)
        panel.present(question)
        qtbot.waitUntil(lambda: panel.phase == "asking", timeout=5000)
        where = f"{question.drill.value}, {question.table.variant.value}, {question.table.rules.name.value}"
        assert not english_in(shown_text(window), pieces), where
        _press(qtbot, window, "h")
        assert "Pista" in panel.feedback.toPlainText(), where
        assert not english_in(shown_text(window), pieces), where
        with qtbot.waitSignal(panel.answered) as signal:
            _answer_wrongly(qtbot, window, question)
        assert signal.args == [False], where
        shown = shown_text(window)
        # A stop too soon is a false alarm, Spot the error's own verdict.
        wrong = "✗ Falsa alarma" if question.drill is Drill.SPOT else "✗ Incorrecto"
        assert wrong in shown, where
        found = english_in(shown, pieces)
        assert not found, f"{where}: English in the feedback: {found}\n{panel.feedback.toPlainText()}"
        # the English the engine words the same reasons in would have been caught
        assert all(english_in(reason.text, pieces) for reason in question.reasons), where
        kinds |= {type(reason.facts).__name__ for reason in question.reasons}
        asked.add((question.drill, question.table.variant, question.table.rules.name))
    return asked, kinds


def test_a_whole_hand_dealt_along_and_misdealt_is_corrected_in_spanish(
    window: Any, qtbot: Any, pieces: dict[str, str]
) -> None:
    """Ctrl+0 (deal a whole hand) and Space: each wrong move is corrected in Spanish."""
    panel = window.panel
    window.action_map["hard"].setChecked(True)
    qtbot.keyClick(window, *mode_key(window, DEAL_ALONG))
    assert panel.mode == "deal-along"
    for seed in range(6):
        panel.reseed(seed)
        _press(qtbot, window, " ")
        assert panel.deal is not None
        wrong = 0
        while not panel.deal.finished and wrong < 4:
            expected = panel.deal.expected()
            assert expected is not None
            key = "c" if expected.kind is not StepKind.COMMON else "b"
            before = panel.deal.mistakes
            _press(qtbot, window, key)
            if panel.deal.mistakes > before:
                wrong += 1
                shown = shown_text(window)
                assert "✗" in shown
                assert not english_in(shown, pieces), panel.feedback.toPlainText()
            # then the right move, to go on through the hand
            panel.on_step(expected)
        assert wrong


@pytest.mark.parametrize(
    ("category", "ranks", "spanish"),
    [
        ("STRAIGHT", (13, 12, 11, 10, 9), "una escalera al rey"),
        ("STRAIGHT", (12, 11, 10, 9, 8), "una escalera a la reina"),
        ("FLUSH", (11, 9, 7, 4, 2), "un color a la jota"),
        ("STRAIGHT_FLUSH", (5, 4, 3, 2, 1), "una escalera de color al cinco"),
        ("FULL_HOUSE", (13, 7), "un full de reyes con sietes"),
        ("TWO_PAIR", (12, 4), "doble pareja, reinas y cuatros"),
        ("PAIR", (14,), "una pareja de ases"),
        ("THREE_OF_A_KIND", (6,), "trío de seises"),
        ("FOUR_OF_A_KIND", (10,), "póker de dieces"),
    ],
)
def test_spanish_hands_say_their_top_card_with_its_own_article(
    qapp: QApplication, category: str, ranks: tuple[int, ...], spanish: str
) -> None:
    """A straight or flush is named by its top card, one text a rank, so Spanish
    says «al rey» but «a la reina»; hand classes as the glossary names them."""
    from dealer_trainer.engine.evaluation import Category, HandShape, HandView
    from dealer_trainer.gui.reasonwords import hand_words

    shape = HandShape(HandView.HIGH, Category[category], ranks)
    english = hand_words(shape)
    assert install_translators(qapp, "es") == "es"
    try:
        assert hand_words(shape) == spanish
    finally:
        remove_translators(qapp)
    assert english != spanish and hand_words(shape) == english


@pytest.mark.parametrize(
    ("part", "spanish"),
    [
        ("HIGH_HALF", "La mitad alta de 7 no se divide a partes iguales entre los asientos 2 y 5; la ficha"),
        ("LOW_HALF", "La mitad baja de 7 no se divide a partes iguales entre los asientos 2 y 5; la ficha"),
        ("POT", "El bote de 7 no se divide a partes iguales entre los asientos 2 y 5; la ficha"),
    ],
)
def test_spanish_odd_chips_agree_with_the_half_or_pot(qapp: QApplication, part: str, spanish: str) -> None:
    from dealer_trainer.engine.facts import OddChipReason, OddChips, PotPart
    from dealer_trainer.gui.reasonwords import facts_words

    chips = OddChips(PotPart[part], 7, 1, OddChipReason.LEFT_OF_DEALER, (2, 5), (2,), ())
    assert install_translators(qapp, "es") == "es"
    try:
        text = facts_words(chips)
    finally:
        remove_translators(qapp)
    assert text.startswith(spanish), text
    assert text.endswith("sobrante va en sentido horario desde la izquierda del crupier."), text


def test_spanish_street_ordinals_are_feminine_like_calle(qapp: QApplication) -> None:
    from dealer_trainer.gui.tablepaint import ordinal

    assert install_translators(qapp, "es") == "es"
    try:
        from PySide6.QtCore import QCoreApplication

        streets = [
            QCoreApplication.translate("TableView", "{ordinal} street").format(ordinal=ordinal(n))
            for n in range(2, 8)
        ]
    finally:
        remove_translators(qapp)
    assert streets == ["2.ª calle", "3.ª calle", "4.ª calle", "5.ª calle", "6.ª calle", "7.ª calle"]
