"""The messages of the packs layer and of file reading are worded: a marked template
and its values, so the window says them in the user's language while ``str()``
stays the English the command line prints.

- every raise of these errors passes words, every template is marked in its
  context (a scan of the source);
- ``str()`` is the English it always was, ``where: message`` included;
- opening a bad pack or hand in the real main window, in Spanish, shows the
  Spanish message with the file's values in it;
- hostile text in a value stays as the file wrote it (made printable), braces
  and all: a value is never read as a template.
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox
from qt_helpers import open_main_window

from dealer_trainer.filereading import FileReadError, read_json_file
from dealer_trainer.gui.wordedtext import error_text
from dealer_trainer.packs.editing import EditError, Selection, set_stack
from dealer_trainer.packs.errors import PackError
from dealer_trainer.packs.phh import phh_to_scenario
from dealer_trainer.packs.storage import load_pack, pack_from_json, parse_bytes
from dealer_trainer.wording import Worded

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dealer_trainer"
#: Each module whose errors are worded, and the context its templates are marked in.
MODULES = {
    **{path: "PackErrors" for path in sorted((PACKAGE / "packs").glob("*.py"))},
    PACKAGE / "filereading.py": "FileErrors",
}
#: The errors these modules raise; their message argument must be words.
ERRORS = {
    "PackError",
    "PHHError",
    "EditError",
    "CardTakenError",
    "IllegalEditError",
    "TableError",
    "FullError",
    "PackFullError",
    "HandFullError",
    "ReadError",
    "FileReadError",
}
#: Where the message is, by error: FileReadError(source, reason), PackError(where, message).
MESSAGE_ARGUMENT = {"PackError": 1, "FileReadError": 1, "PackFullError": 0, "HandFullError": 0}
#: The makers of words: the first argument of each is a marked template.
MAKERS = {"words", "_words"}
#: Where a Worded is built by hand (the makers themselves, and ``as_is``: a lower
#: layer's English put in as a value).
BUILDS_WORDED = {"errors.py", "filereading.py"}
FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^}]*)?\}")


def _name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_text(node: ast.expr) -> bool:
    """Text that is not words: a literal, an f-string, a sum of them, ``str(...)``, ``....format(...)``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    if isinstance(node, (ast.JoinedStr, ast.BinOp)):
        return True
    if isinstance(node, ast.Call) and (_name(node.func) in {"str", "format", "repr"}):
        return True
    return isinstance(node, ast.IfExp) and (_is_text(node.body) or _is_text(node.orelse))


def _trees() -> list[tuple[Path, str, ast.Module]]:
    return [(path, context, ast.parse(path.read_text(encoding="utf-8"))) for path, context in MODULES.items()]


def test_every_error_of_packs_and_file_reading_is_raised_with_words_not_text() -> None:
    found, raw = 0, []
    for path, _context, tree in _trees():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and _name(node.func) in ERRORS):
                continue
            found += 1
            index = MESSAGE_ARGUMENT.get(_name(node.func), 0)
            if _name(node.func) == "PackError" and len(node.args) == 1:
                index = 0
            message = node.args[index] if len(node.args) > index else None
            if message is not None and _is_text(message):
                raw.append(f"{path.name}:{node.lineno}: {ast.unparse(node)[:100]}")
    assert found > 110  # the scan sees the raise sites (about 120 of them)
    assert not raw, "errors raised with text, not words:\n" + "\n".join(raw)


def test_every_template_is_marked_in_its_context_and_braces_only_for_fields() -> None:
    marked, problems = 0, []
    for path, context, tree in _trees():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            where = f"{path.name}:{node.lineno}"
            if name == "QT_TRANSLATE_NOOP":
                marked += 1
                given, text = node.args
                if not (isinstance(given, ast.Constant) and given.value == context):
                    problems.append(f"{where}: marked in {ast.unparse(given)}, not {context!r}")
                if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                    problems.append(f"{where}: the template is not a literal")
                    continue
                # A template without fields is shown as it is in English but
                # formatted once translated: it may not hold a brace.
                if not FIELD.search(text.value) and ("{" in text.value or "}" in text.value):
                    problems.append(f"{where}: braces but no field in {text.value!r}")
                if not text.value.isprintable():
                    problems.append(f"{where}: an unprintable template")
            elif name in MAKERS and node.args:
                template = node.args[0]
                is_marked = isinstance(template, ast.Call) and _name(template.func) == "QT_TRANSLATE_NOOP"
                # A template kept in a module constant (_PLACED, _STREET_WORDS[...]) is marked where it is kept.
                if not (is_marked or isinstance(template, (ast.Name, ast.Subscript))):
                    problems.append(f"{where}: words from an unmarked template: {ast.unparse(template)[:80]}")
            elif name == "Worded" and path.name not in BUILDS_WORDED:
                problems.append(f"{where}: a Worded built by hand (use words(QT_TRANSLATE_NOOP(...)))")
    assert marked > 130
    assert not problems, "\n".join(problems)


def test_a_pack_error_refuses_text_for_its_message() -> None:
    with pytest.raises(AssertionError, match="worded"):
        PackError("title", "must not be empty")  # type: ignore[arg-type]


# --- str(): the English, as it always was --------------------------------------------------

DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def _scenario(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": "stud-scenario/1",
        "variant": "stud7",
        "rules": "pa",
        "seats": {"1": {"stack": 100}, "2": {"stack": 100}, "3": {"stack": 100}},
        "stakes": {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10},
        "deck": list(DECK),
        "actions": [],
    }
    data.update(changes)
    return data


def _pack(*scenarios: dict[str, Any]) -> dict[str, Any]:
    return {
        "format": "stud-pack/1",
        "title": "T",
        "items": [{"scenario": s, "questions": [{"drill": "bring-in"}]} for s in scenarios],
    }


PHH = """variant = "F7S"
antes = [1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100]
actions = [
  {action},
]
"""


def _refusal(make: Any) -> PackError:
    with pytest.raises(PackError) as caught:
        make()
    return caught.value


ENGLISH = [
    (lambda: pack_from_json([]), "pack: a pack must be a JSON object"),
    (lambda: pack_from_json({"format": "stud-pack/1"}), 'pack: missing required keys "title", "items"'),
    (
        lambda: pack_from_json(_pack(_scenario(), _scenario(deck=DECK[:5] + ["2c"] + DECK[6:]))),
        "hand 2: deck[5]: 2c appears twice in the deck (also at deck[0]); each card must appear once",
    ),
    (
        lambda: parse_bytes(b'{"a": 1, "a": 2}'),
        'the key "a" is given twice in one object; give each key once',
    ),
    (
        lambda: parse_bytes(b'{"a": [1, 2'),
        "not valid JSON: Expecting ',' delimiter at line 1, column 12 (is the file complete?)",
    ),
    (lambda: parse_bytes(b"[" * 100_000), "nested too deeply to be a pack"),
    (lambda: parse_bytes(b"\xff{}"), "not UTF-8 text (byte 0)"),
    (
        lambda: phh_to_scenario(PHH.format(action='"p1 cbr x"')),
        "line 8: actions[0] 'p1 cbr x': 'x' is not a whole number of chips",
    ),
    (
        lambda: phh_to_scenario(PHH.format(action='"d dh p3 AsKs2c"')),
        "line 8: actions[0] 'd dh p3 AsKs2c': there is no player 'p3'; the hand has 2 players (p1..p2)",
    ),
    (
        lambda: phh_to_scenario(PHH.replace("[100, 100]", '[100, "x"]').format(action='"p1 f"')),
        "starting_stacks[1] must be a chip amount (a whole number), not the string 'x'",
    ),
    (
        lambda: phh_to_scenario(PHH.replace("antes = [1, 1]", "antes = [1, 1, 1]").format(action='"p1 f"')),
        "antes has 3 entries but there are 2 players (starting_stacks); give one ante per player",
    ),
    (
        lambda: phh_to_scenario(
            PHH.format(action='"d dh p1 2c3c4c", "d dh p2 5c6c7c", "p2 cbr 5"').replace(
                "actions", "seats = [1, 2]\nactions"
            )
        ),
        "line 9: actions[2] 'p2 cbr 5': p2 (seat 2) acts out of turn; p1 (seat 1) is to act and must bring in",
    ),
    (
        lambda: set_stack(pack_from_json(_pack(_scenario())), Selection(0, 0), 9, 50, None),  # type: ignore[arg-type]
        "seat 9 is empty; seat a player there first",
    ),
]


@pytest.mark.parametrize(("make", "english"), ENGLISH)
def test_the_english_of_a_refusal_is_what_it_always_was(make: Any, english: str) -> None:
    error = _refusal(make)
    assert str(error) == english
    assert error.words.english() == english  # the words are the same English
    assert isinstance(error.words, Worded) and type(error).words_context == "PackErrors"
    if error.where:
        assert str(error) == f"{error.where}: {error.message}"


def test_a_file_read_error_names_the_file_then_the_reason(tmp_path: Path) -> None:
    bad = tmp_path / "hand.json"
    bad.write_text('{"a": 1, "a": 2}')
    with pytest.raises(FileReadError) as caught:
        read_json_file(bad)
    error = caught.value
    assert str(error) == f'{bad}: the key "a" is given twice in one object; give each key once'
    assert error.reason == 'the key "a" is given twice in one object; give each key once'
    assert error.reason_words.english() == error.reason and error.words.english() == str(error)


# --- in Spanish ----------------------------------------------------------------------------


def test_the_messages_read_in_spanish_with_the_values_as_given(spanish_chosen: Any) -> None:
    said = [error_text(_refusal(make)) for make, _english in ENGLISH]
    assert said[0] == "paquete: un paquete debe ser un objeto JSON"
    # The engine's reason stays English (its words are not ours), its place is Spanish.
    assert said[2].startswith("mano 2: deck[5]: 2c appears twice")
    assert said[3] == 'la clave "a" aparece dos veces en un mismo objeto; pon cada clave una sola vez'
    assert said[4] == (
        "JSON no válido: Expecting ',' delimiter en la línea 1, columna 12 (¿está completo el archivo?)"
    )
    assert said[7] == "línea 8: actions[0] 'p1 cbr x': 'x' no es un número entero de fichas"
    assert (
        said[9] == "starting_stacks[1] debe ser una cantidad de fichas (un número entero), no la cadena 'x'"
    )
    assert said[11] == (
        "línea 9: actions[2] 'p2 cbr 5': p2 (asiento 2) actúa fuera de turno; "
        "le toca actuar a p1 (asiento 1), que debe hacer el bring-in"
    )
    assert said[12] == "el asiento 9 está vacío; sienta primero a un jugador ahí"


def test_a_wrong_raise_total_is_said_by_its_move(spanish_chosen: Any) -> None:
    text = PHH.format(action='"d dh p1 2c3c4c", "d dh p2 5c6c7c", "p1 pb", "p2 cbr 30"').replace(
        "actions", "seats = [1, 2]\nactions"
    )
    error = _refusal(lambda: phh_to_scenario(text))
    assert (
        str(error)
        == "line 9: actions[3] 'p2 cbr 30': p2 (seat 2) completes to 5 in this fixed-limit game, not 30"
    )
    assert error_text(error) == (
        "línea 9: actions[3] 'p2 cbr 30': p2 (asiento 2) completa a 5 en este juego de límite fijo, no a 30"
    )


def test_every_pack_and_file_message_has_its_spanish(spanish_chosen: Any) -> None:
    from PySide6.QtCore import QCoreApplication

    for path, context, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _name(node.func) == "QT_TRANSLATE_NOOP":
                source = node.args[1].value  # type: ignore[attr-defined]
                spanish_text = QCoreApplication.translate(context, source)
                assert spanish_text, f"{path.name}:{node.lineno}"
                assert sorted(FIELD.findall(spanish_text)) == sorted(FIELD.findall(source))
                if re.search(r"[a-z]{4,}", FIELD.sub("", source).replace("PHH", "")) and source not in {
                    "{where}: {message}",
                    "{source}: {reason}",
                    "{place}: {field}",
                }:
                    assert spanish_text != source or "_" in source, f"untranslated: {source!r}"


# --- hostile values ------------------------------------------------------------------------


def test_a_value_full_of_braces_and_escapes_is_shown_as_the_file_wrote_it(spanish_chosen: Any) -> None:
    # A key with braces and a terminal escape, given twice: a file-reading reason
    # (FileErrors) inside a pack's error (PackErrors), each translated in its own context.
    error = _refusal(lambda: parse_bytes(b'{"{where}\\u001b[2J{0}": 1, "{where}\\u001b[2J{0}": 2}'))
    assert str(error) == 'the key "{where}\\u001b[2J{0}" is given twice in one object; give each key once'
    assert error_text(error) == (
        'la clave "{where}\\u001b[2J{0}" aparece dos veces en un mismo objeto; pon cada clave una sola vez'
    )
    # A PHH action with braces and a control character: quoted, escaped, never formatted.
    action = '"p1 cbr {n}\\u0007{}"'
    error = _refusal(lambda: phh_to_scenario(PHH.format(action=action)))
    assert str(error) == "line 8: actions[0] 'p1 cbr {n}\\x07{}': '{n}\\x07{}' is not a whole number of chips"
    assert (
        error_text(error)
        == "línea 8: actions[0] 'p1 cbr {n}\\x07{}': '{n}\\x07{}' no es un número entero de fichas"
    )
    assert str(error).isprintable() and error_text(error).isprintable()


def test_an_edit_refused_names_its_values_in_spanish(spanish_chosen: Any) -> None:
    pack = pack_from_json(_pack(_scenario()))
    with pytest.raises(EditError) as caught:
        set_stack(pack, Selection(3, 0), 1, 50, None)  # type: ignore[arg-type]
    assert str(caught.value) == "there is no hand 4; the pack has 1"
    assert error_text(caught.value) == "no existe la mano 4; el paquete tiene 1"


def _click_menu_path(qtbot: Any, win: Any, *texts: str) -> None:
    """Click the menu bar's title, then the item, as a person does."""
    bar = win.menuBar()
    title = next(a for a in bar.actions() if a.text() == texts[0])
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
    for text in texts[1:]:
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        item = next(a for a in menu.actions() if a.text() == text)
        qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())


def test_a_bad_pack_opened_from_the_file_menu_says_what_is_wrong_in_spanish(
    qtbot: Any, spanish_chosen: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    bad = tmp_path / "mesa {3}.studpack"
    bad.write_text('{"format": "stud-pack/1", "title": "T", "items": [], "{x}\\u001b": 1, "{x}\\u001b": 2}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(bad), ""))
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    win = open_main_window(qtbot, size=(1000, 700))
    _click_menu_path(qtbot, win, "&Archivo", "&Abrir paquete…")
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    _title, text = shown[0]
    # The file's name and its key as they are (the escape made printable), the sentence Spanish.
    assert text == (
        'mesa {3}.studpack: la clave "{x}\\u001b" aparece dos veces en un mismo objeto; pon cada clave una sola vez'
    )
    with pytest.raises(PackError) as caught:
        load_pack(bad)
    assert str(caught.value) == 'the key "{x}\\u001b" is given twice in one object; give each key once'
    assert text == f"mesa {{3}}.studpack: {error_text(caught.value)}"


def test_a_damaged_pack_and_a_damaged_hand_read_in_spanish_in_the_window(
    qtbot: Any, spanish_chosen: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    win = open_main_window(qtbot, size=(1000, 700))
    cut = tmp_path / "cut.studpack"
    cut.write_text('{"format": "stud-pack/1", "title": "T", "items": [')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(cut), ""))
    _click_menu_path(qtbot, win, "&Archivo", "&Abrir paquete…")
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert shown[-1] == (
        "cut.studpack: JSON no válido: Expecting value en la línea 1, columna 51 (¿está completo el archivo?)"
    )
    hand = tmp_path / "hand.json"
    hand.write_text('{"seats": 1, "seats": 2}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(hand), ""))
    _click_menu_path(qtbot, win, "&Archivo", "Abrir &mano…")
    qtbot.waitUntil(lambda: len(shown) == 2, timeout=10_000)
    assert (
        shown[-1]
        == 'hand.json: la clave "seats" aparece dos veces en un mismo objeto; pon cada clave una sola vez'
    )


# --- the schema's refusals, from the engine's typed facts -----------------------------------


def _with(change: Any) -> dict[str, Any]:
    pack = _pack(_scenario())
    change(pack)
    return pack


SCHEMA_CASES = [
    (
        _pack(_scenario(deck=DECK[:5] + ["Xx"] + DECK[6:])),
        'hand 1: deck[5]: "Xx" is not a card: use a rank from 23456789TJQKA followed by a suit from c, d, h, s (e.g. "Th")',
        'mano 1: deck[5]: "Xx" no es una carta: usa un rango de 23456789TJQKA seguido de un palo de c, d, h, s (p. ej., "Th")',
    ),
    (
        _pack(_scenario(deck=DECK[:51])),
        "hand 1: deck: the deck must list all 52 cards; it has 51",
        "mano 1: deck: la baraja debe tener las 52 cartas; tiene 51",
    ),
    (
        _pack(_scenario(seats={"1": {"stack": 100}, "{x}": {"stack": 100}})),
        'hand 1: seats: seat numbers are "1" to "9"; got \'{x}\'',
        'mano 1: seats: los números de asiento van de "1" a "9"; se recibió \'{x}\'',
    ),
    (
        _pack(_scenario(seats={"1": {"stack": 100}})),
        "hand 1: seats: at least two seats must be occupied",
        "mano 1: seats: debe haber al menos dos asientos ocupados",
    ),
    (
        _pack(_scenario(seats={"1": {"stack": -1}, "2": {"stack": 100}})),
        "hand 1: seats.1.stack: must be at least 0, not -1",
        "mano 1: seats.1.stack: debe ser al menos 0, no -1",
    ),
    (
        _pack(_scenario(seats={"1": {"stack": 10**14}, "2": {"stack": 100}})),
        "hand 1: seats.1.stack: must be at most 1,000,000,000,000, not 100000000000000",
        "mano 1: seats.1.stack: debe ser como máximo 1,000,000,000,000, no 100000000000000",
    ),
    (
        _pack(_scenario(actions=[{"seat": 1, "do": "bet", "{x}": 1}])),
        "hand 1: actions[0]: unknown key '{x}' (check the spelling; unknown keys are rejected)",
        "mano 1: actions[0]: clave desconocida '{x}' (revisa cómo está escrita; se rechazan las claves desconocidas)",
    ),
    (
        _pack(_scenario(actions=[{"seat": 1, "do": "{bet}"}])),
        'hand 1: actions[0].do: "{bet}" is not allowed; use "discard" or "bring_in" or "complete" or "bet" or "raise" or "call" or "check" or "fold"',
        'mano 1: actions[0].do: "{bet}" no está permitido; usa "discard" o "bring_in" o "complete" o "bet" o "raise" o "call" o "check" o "fold"',
    ),
    (
        _pack(_scenario(stakes=[1])),
        "hand 1: stakes: must be an object {...}, not a list",
        "mano 1: stakes: debe ser un objeto {...}, no una lista",
    ),
    (
        _with(lambda pack: pack["items"][0].__setitem__("questions", [{"drill": "bring-in"}] * 11)),
        "hand 1: questions: has 11 items; at most 10 are allowed",
        "mano 1: questions: tiene 11 elementos; se permiten como máximo 10",
    ),
    (
        _with(lambda pack: pack.__setitem__("created", "{today}")),
        'created: "{today}" is not a date: write it as YYYY-MM-DD, e.g. 2026-11-29',
        'created: "{today}" no es una fecha: escríbela como AAAA-MM-DD, p. ej., 2026-11-29',
    ),
    (
        _with(lambda pack: pack.__setitem__("title", "")),
        "title: must not be empty",
        "title: no puede estar vacío",
    ),
    (
        _with(lambda pack: pack["items"][0].pop("questions")),
        'hand 1: missing required key "questions"',
        'mano 1: falta la clave obligatoria "questions"',
    ),
]


@pytest.mark.parametrize(("data", "english", "spanish_text"), SCHEMA_CASES)
def test_a_break_of_the_schema_keeps_its_english_and_reads_in_spanish(
    spanish_chosen: Any, data: dict[str, Any], english: str, spanish_text: str
) -> None:
    error = _refusal(lambda: pack_from_json(data))
    assert str(error) == english
    assert error.message_words.template != "{text}"  # worded, not the engine's English as it is
    assert error_text(error) == spanish_text


def test_every_kind_of_schema_break_but_the_validators_own_is_worded() -> None:
    from dealer_trainer.engine.jsonerrors import SCHEMA_PROBLEM_KINDS, SchemaProblem
    from dealer_trainer.packs.schemawords import schema_words

    source = (PACKAGE / "packs" / "schemawords.py").read_text(encoding="utf-8")
    for kind in SCHEMA_PROBLEM_KINDS:
        if kind != "other":
            assert f'kind == "{kind}"' in source, f"{kind} is not worded"
    # Words that would not say the engine's English exactly give way to it.
    odd = SchemaProblem("title", "empty", {}, "must not be empty, says a newer engine")
    assert schema_words(odd).english() == odd.message and schema_words(odd).template == "{text}"
    other = SchemaProblem("title", "other", {"text": "{x} is odd"}, "{x} is odd")
    assert schema_words(other).english() == "{x} is odd"


def test_a_drill_refusing_a_pack_question_reads_in_spanish_inside_the_pack_error(spanish_chosen: Any) -> None:
    """The training layer's words travel inside the pack's error, in their own context."""
    pack = json.loads((ROOT / "assets" / "packs" / "five-card-stud.studpack").read_text(encoding="utf-8"))
    question = pack["items"][0]["questions"][0]
    question.update(drill="first-to-act", street=7)
    question.pop("expect", None)
    error = _refusal(lambda: pack_from_json(pack))
    assert str(error) == (
        "hand 1, question 1: street 7 has no betting round in this hand; it has one on street 3, 4, 5"
    )
    said = error_text(error)
    assert said.startswith("mano 1, pregunta 1: ")
    assert "has no betting round" not in said and "7" in said and "3, 4, 5" in said
