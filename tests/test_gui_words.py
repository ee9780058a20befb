"""The window's display words (gui/words.py): a word for every member of every enum it
names, the English the window has always shown, and every word through Qt's translation."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QLabel

from dealer_trainer.engine.actions import ActionKind
from dealer_trainer.engine.names import VARIANT_TITLES, RuleSetName, Variant
from dealer_trainer.engine.openers import join_seats
from dealer_trainer.engine.reasons import RULE_SET_NAMES, Reason
from dealer_trainer.gui import words
from dealer_trainer.training.kinds import Drill, StepKind
from dealer_trainer.training.rulebook import RULE_SET_TITLES
from dealer_trainer.training.steps import Step

#: The short words the GUI modules kept in their own dictionaries before words.py
#: (drillpanel.SHORT_NAMES, RULE_NAMES, RULE_SHORT; progress.DRILL_NAMES;
#: editor.KIND_WORDS), copied here because those dictionaries go once words.py is used.
SHORT_NAMES = {
    Variant.STUD7: "Stud High",
    Variant.STUD7_LOW: "Stud Low (Razz)",
    Variant.STUD7_HILO: "Hi-Lo Split",
    Variant.STUD7_HILO8: "Hi-Lo 8 or Better",
    Variant.SUPER_STUD7_HILO8: "Super Seven Hi-Lo 8",
    Variant.STUD5: "Five-card Stud",
}
RULE_NAMES = {
    RuleSetName.PA: "Pennsylvania",
    RuleSetName.CARDROOM: "Cardroom house rules",
    RuleSetName.ONLINE: "Online room",
}
RULE_SHORT = {RuleSetName.PA: "Pennsylvania", RuleSetName.CARDROOM: "Cardroom", RuleSetName.ONLINE: "Online"}
DRILL_NAMES = {
    Drill.BRING_IN: "Bring-in",
    Drill.FIRST_TO_ACT: "First to act",
    Drill.DEALER_NEXT: "Dealer's next move",
    Drill.COMMON_CARD: "Common card",
    Drill.SPLIT_POT: "Split pot",
}
KIND_WORDS = {
    ActionKind.BRING_IN: "Bring in",
    ActionKind.COMPLETE: "Complete",
    ActionKind.FOLD: "Fold",
    ActionKind.CHECK: "Check",
    ActionKind.CALL: "Call",
    ActionKind.BET: "Bet",
    ActionKind.RAISE: "Raise",
    ActionKind.DISCARD: "Discard",
}

#: Each word function with the enum it words.
WORDERS: list[tuple[Callable[[Any], str], type[Any]]] = [
    (words.game_title, Variant),
    (words.game_name, Variant),
    (words.rules_name, RuleSetName),
    (words.rules_short, RuleSetName),
    (words.rules_title, RuleSetName),
    (words.rules_sheet, RuleSetName),
    (words.drill_heading, Drill),
    (words.drill_name, Drill),
    (words.step_words, StepKind),
    (words.action_word, ActionKind),
]


@pytest.mark.parametrize(("word", "kind"), WORDERS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_member_of_each_enum_has_a_word(
    qapp: object, word: Callable[[Any], str], kind: type[Any]
) -> None:
    for member in kind:
        text = word(member)
        assert isinstance(text, str) and text.strip(), f"{word.__name__}({member!r})"


@pytest.mark.parametrize(
    ("word", "today"),
    [
        (words.game_title, VARIANT_TITLES),
        (words.game_name, SHORT_NAMES),
        (words.rules_name, RULE_NAMES),
        (words.rules_short, RULE_SHORT),
        (words.rules_title, RULE_SET_TITLES),
        (words.rules_sheet, RULE_SET_NAMES),
        (words.drill_heading, {drill: drill.heading for drill in Drill}),
        (words.drill_name, DRILL_NAMES),
        (words.action_word, KIND_WORDS),
    ],
    ids=lambda x: getattr(x, "__name__", ""),
)
def test_with_no_translator_the_words_are_the_english_shown_until_now(
    qapp: object, word: Callable[[Any], str], today: dict[Any, str]
) -> None:
    assert {member: word(member) for member in today} == today


def test_a_dealer_move_reads_as_the_answers_word_it(qapp: object) -> None:
    for kind in StepKind:
        seat = 4 if kind is StepKind.DEAL else None
        assert words.step_words(kind, seat) == str(Step(kind, seat))


def test_a_seat_list_reads_as_the_engine_writes_it(qapp: object) -> None:
    for seats in ([3], [1, 4], [2, 4, 5, 6, 8, 9]):
        assert words.seat_list(seats) == join_seats(seats)


class _Shouting(QTranslator):
    """A translator that writes every word of the "words" context in capitals."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if context != "words":
            return ""
        # Capitals, but the {named} fields as they are, so the values still go in.
        return re.sub(r"\{[^}]*\}", lambda field: field.group(0).lower(), source.upper())


@pytest.fixture
def shouting(qapp: object) -> Iterator[None]:
    translator = _Shouting()
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize(("word", "kind"), WORDERS, ids=lambda x: getattr(x, "__name__", ""))
def test_every_word_goes_through_the_translator_installed_now(
    shouting: None, word: Callable[[Any], str], kind: type[Any]
) -> None:
    for member in kind:
        text = word(member)
        assert text == text.upper() and any(c.isalpha() for c in text), (word, member, text)


def test_the_prompt_keeps_its_question_and_drops_the_instructions() -> None:
    assert words.prompt_sentence("Who brings in?  Click the seat, or press its number.") == "Who brings in?"
    assert words.prompt_sentence("Split the pot. Enter the chips\neach seat gets.") == "Split the pot."
    assert words.prompt_sentence("Split the pot") == "Split the pot"


def test_a_reason_reads_rule_then_why_with_the_words_escaped() -> None:
    line = words.reason_html(Reason.recorded("PA §1(a)", "5 < 6 & more"), "#123456", 18)
    assert "<b style='color:#123456'>PA §1(a)</b> — 5 &lt; 6 &amp; more" in line
    assert "margin-left:18px" in line


# --- numbers and dates ------------------------------------------------------------------


@pytest.fixture
def locale_default() -> Iterator[Callable[[str], None]]:
    """Set the default QLocale for a test (as install_translators does), restored after."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    yield lambda name: QLocale.setDefault(QLocale(name))
    QLocale.setDefault(before)


@pytest.mark.parametrize(
    ("name", "grouped", "big", "one_decimal"),
    [
        ("C", "1,500", "12,500", "3.5"),  # no locale set: the source's en_US
        ("en_US", "1,500", "12,500", "3.5"),
        ("es_US", "1,500", "12,500", "3.5"),
        ("es_MX", "1,500", "12,500", "3.5"),
        ("es_ES", "1500", "12.500", "3,5"),  # Spain groups from five digits, with a point
    ],
)
def test_numbers_are_written_in_the_default_locale(
    qapp: object, locale_default: Callable[[str], None], name: str, grouped: str, big: str, one_decimal: str
) -> None:
    locale_default(name)
    assert words.number(1500) == grouped
    assert words.number(12500) == big
    assert words.decimal(3.45, 1) == one_decimal == words.decimal(3.5, 1)
    assert words.decimal(62.5, 0) == f"{62.5:.0f}" == "62"  # rounded as Python rounds
    assert words.percent(0.625, 1) == f"62{one_decimal[1]}5%"  # the locale's decimal separator
    assert words.percent(0.5) == "50%"  # the source's pattern: no translator installed


def test_in_english_a_number_in_a_sentence_is_the_training_layers(
    qapp: object, locale_default: Callable[[str], None]
) -> None:
    """The answers and reasons in English are word for word the training layer's
    (what the command line prints): "seat 4 1870", while the chips on the table read 1,870."""
    locale_default("en_US")
    assert words.number_in_words(1870) == "1870" and words.number(1870) == "1,870"
    locale_default("es_US")
    assert words.number_in_words(1870) == "1,870"
    locale_default("es_ES")
    assert words.number_in_words(12500) == "12.500"


def test_dates_are_the_locales_short_ones(qapp: object, locale_default: Callable[[str], None]) -> None:
    from datetime import UTC, date, datetime

    moment = datetime(2026, 12, 1, 16, 34, tzinfo=UTC)
    local = moment.astimezone()
    locale_default("es_ES")
    assert words.date_text(date(2026, 3, 6)) == "6/3/26"
    assert words.date_time_text(moment) == f"{local.day}/{local.month}/26 {local.hour}:{local.minute:02d}"
    locale_default("es_US")
    assert words.date_text(date(2026, 3, 6)) == "6/3/2026"
    locale_default("en_US")
    assert words.date_text(date(2026, 3, 6)) == "3/6/26"


@pytest.fixture(params=["C", "es_ES"])
def spanish(request: pytest.FixtureRequest, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """The app in Spanish on a computer with no locale set (so es_US) and on one set to Spain's."""
    from PySide6.QtCore import QLocale

    from dealer_trainer.gui.languages import install_translators, remove_translators

    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(request.param)))
    assert install_translators(qapp, "es") == "es"
    try:
        yield QLocale("es_US" if request.param == "C" else request.param)
    finally:
        remove_translators(qapp)


def test_in_spanish_a_pot_of_1500_reads_as_the_locale_writes_it(qtbot: Any, spanish: Any) -> None:
    from dealer_trainer.gui.answerwords import answer_words
    from dealer_trainer.gui.drillfeedback import split_table_html
    from dealer_trainer.gui.splitpot import ChipSource, SplitPotEditor
    from dealer_trainer.training.drills import SplitAnswer

    pot, big = spanish.toString(1500), spanish.toString(12500)
    editor = SplitPotEditor()
    qtbot.addWidget(editor)
    editor.load([(1500, (2, 5)), (12500, (2,))], raked=False)
    sources = editor.findChildren(ChipSource)
    assert [s.text() for s in sources] == [f"⛁ {pot}", f"⛁ {big}"]
    texts = [label.text() for label in editor.findChildren(QLabel)]
    assert any(text.endswith(f"<br>{pot}") for text in texts)
    answer = SplitAnswer((((2, 750), (5, 750)), ((2, 12500),)), 0)
    table = split_table_html(answer, [{2: 1500}, {2: 12500}], 0)
    assert f"<td align='right'>{pot}</td>" in table and f"<td align='right'>{big}</td>" in table
    assert big in answer_words(answer)
    assert words.percent(0.625, 1) == spanish.toString(62.5, "f", 1) + "\u00a0%"
    if spanish.name() == "es_ES":
        assert big == "12.500" and words.percent(0.625, 1) == "62,5\u00a0%"


def test_in_english_a_pot_of_1500_reads_as_it_always_did(qtbot: Any) -> None:
    from dealer_trainer.gui.answerwords import answer_words
    from dealer_trainer.gui.drillfeedback import split_table_html
    from dealer_trainer.gui.splitpot import ChipSource, SplitPotEditor
    from dealer_trainer.training.drills import SplitAnswer

    editor = SplitPotEditor()
    qtbot.addWidget(editor)
    editor.load([(1500, (2, 5))], raked=False)
    assert [s.text() for s in editor.findChildren(ChipSource)] == ["⛁ 1,500"]
    answer = SplitAnswer((((2, 1500),),), 0)
    assert "<td align='right'>1,500</td>" in split_table_html(answer, [{2: 1500}], 0)
    assert answer_words(answer) == "pot: seat 2 1500"
    assert words.percent(0.625, 1) == "62.5%"


#: Where a number is formatted by Python for a reason other than a user's reading it.
NOT_FOR_READING = {
    ("presenter.py", "ANSWER_PT"),  # a point size put into the answer's HTML
}
#: A format spec of a number a user reads: grouping (","/"_"), a percentage, or decimals.
NUMBER_SPEC = re.compile(r".*[,_%].*|.*\.\d+[eEfFgG%]?|[eEfFgGn]")


def _gui_number_formats() -> Iterator[str]:
    """Each place in the GUI that writes a number or a date with Python for a user."""
    import ast
    from pathlib import Path

    gui = Path(words.__file__).parent
    for path in sorted(gui.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        where = path.relative_to(gui).as_posix()
        for node in ast.walk(ast.parse(source)):
            line = lines[node.lineno - 1] if hasattr(node, "lineno") else ""
            if any(where == f and mark in line for f, mark in NOT_FOR_READING):
                continue
            if isinstance(node, ast.JoinedStr):
                for i, part in enumerate(node.values):
                    if not isinstance(part, ast.FormattedValue) or part.format_spec is None:
                        continue
                    spec = "".join(
                        str(v.value) for v in ast.walk(part.format_spec) if isinstance(v, ast.Constant)
                    )
                    after = node.values[i + 1] if i + 1 < len(node.values) else None
                    css = isinstance(after, ast.Constant) and str(after.value).startswith(("pt", "px"))
                    if NUMBER_SPEC.fullmatch(spec) and not css:
                        yield f"{where}:{node.lineno}: f-string {{…:{spec}}}"
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                if node.func.attr == "strftime":
                    yield f"{where}:{node.lineno}: strftime"
                if node.func.attr == "format":
                    for keyword in node.keywords:
                        value = keyword.value
                        if isinstance(value, ast.Call) and (
                            (isinstance(value.func, ast.Name) and value.func.id == "str")
                            or (isinstance(value.func, ast.Attribute) and value.func.attr == "isoformat")
                        ):
                            yield f"{where}:{node.lineno}: {keyword.arg}= written by Python"


def test_the_gui_writes_numbers_and_dates_only_through_the_locale() -> None:
    """Counts, chips, percentages, seconds and dates go through words.number, decimal,
    percent and the date functions (the default QLocale), never str(), a Python
    format spec (f"{chips:,}", f"{share:.0%}", f"{seconds:.1f}") or strftime."""
    assert list(_gui_number_formats()) == []


def test_the_scan_finds_a_number_written_by_python(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    gui = tmp_path / "gui"
    gui.mkdir()
    (gui / "words.py").write_text("", encoding="utf-8")
    (gui / "bad.py").write_text(
        "a = f'{chips:,}'\nb = f'{share:.0%}'\nc = f'{seconds:.1f} s'\nd = t.format(count=str(n))\n"
        "e = when.strftime('%d %b')\nf = t.format(date=day.isoformat())\n"
        "ok = f'{size:.0f}pt' + f'{minutes:02d}' + f'{name}'\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(words, "__file__", str(gui / "words.py"))
    assert [line.split(": ", 1)[0] for line in _gui_number_formats()] == [f"bad.py:{n}" for n in range(1, 7)]
