"""The records' and the training layer's errors are worded, and reach the user in their language.

Every error they raise carries its words (:class:`~dealer_trainer.wording.Worded`,
a template marked in ``RecordsErrors`` or ``TrainingErrors`` with the values
apart); ``str()`` and ``.message`` stay the English they always were (the logs,
the command line, the tests read them); the window shows the words translated.
"""

from __future__ import annotations

import ast
import sqlite3
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from dealer_trainer.gui.languages import ts_path
from dealer_trainer.gui.wordedtext import error_text
from dealer_trainer.records import checks
from dealer_trainer.records.backups import backup_day, backup_dir, list_backups
from dealer_trainer.records.database import open_records
from dealer_trainer.records.errors import (
    ImportProblem,
    Problem,
    RecordsError,
    RecordsFileError,
    ResultsError,
    TraineeNameError,
)
from dealer_trainer.training.errors import FocusError, TrainingError

PACKAGE = Path(__file__).resolve().parents[1] / "dealer_trainer"

#: The error classes, and which positional argument is their message.
MESSAGE_AT = {
    "RecordsError": 0,
    "TransactionError": 0,
    "NotRecordedError": 0,
    "TraineeNameError": 0,
    "NotFoundError": 0,
    "DamagedRowError": 0,
    "AnswerError": 0,
    "StatsError": 0,
    "PracticeError": 0,
    "ExamError": 0,
    "RecordsFileError": 2,
    "ResultsError": 1,
    "of": 1,  # ImportProblem.of
    "TrainingError": 0,
    "DrillError": 0,
    "FocusError": 0,
    "TopicError": 0,
}
#: The messages passed through as they are: the engine's own refusal of a rule set, and
#: Python's own words for a date or a number of a results line that is not one.
PASSED_THROUGH = {("training/rulebook.py", "str(error)"), ("records/results.py", "_reason(error)")}


def _modules() -> list[tuple[str, str]]:
    found = []
    for folder, context in (("records", "RecordsErrors"), ("training", "TrainingErrors")):
        for path in sorted((PACKAGE / folder).glob("*.py")):
            found.append((f"{folder}/{path.name}", context))
    return found


def _noop_context(node: ast.AST) -> str | None:
    """The context of a ``QT_TRANSLATE_NOOP("Context", "literal")`` call, else None."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "QT_TRANSLATE_NOOP"
        and len(node.args) == 2
        and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args)
    ):
        return str(node.args[0].value)  # type: ignore[attr-defined]
    return None


def _worded_helpers(tree: ast.Module) -> set[str]:
    """The module's functions that return words (annotated ``-> Worded``)."""
    return {
        node.name
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef)
        and isinstance(node.returns, ast.Name | ast.Constant)
        and getattr(node.returns, "id", getattr(node.returns, "value", None)) == "Worded"
    }


def _template_ok(node: ast.AST, context: str, names: set[str]) -> bool:
    """A template: marked in ``context`` here, or a name bound to marked ones in the function."""
    if _noop_context(node) == context:
        return True
    return isinstance(node, ast.Name) and node.id in names


def _marked_names(function: ast.AST, context: str) -> set[str]:
    """Names bound (in ``function``) only to templates marked in ``context`` — directly, by
    either branch of an ``if``, or as a dict of them looked up with ``.get``."""
    bound: dict[str, list[ast.AST]] = {}
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            bound.setdefault(node.targets[0].id, []).append(node.value)
        if isinstance(node, ast.arg):
            bound.setdefault(node.arg, []).append(node)  # a parameter: checked at the call sites

    def marked(value: ast.AST) -> bool:
        if isinstance(value, ast.arg):
            return value.arg == "template"  # a helper's template parameter (checked where it is called)
        if isinstance(value, ast.IfExp):
            return marked(value.body) and marked(value.orelse)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "get":
            table = value.func.value
            return (
                isinstance(table, ast.Dict)
                and all(v is not None and _noop_context(v) == context for v in table.values)
                and all(_noop_context(a) == context for a in value.args[1:])
            )
        return _noop_context(value) == context

    return {name for name, values in bound.items() if all(marked(v) for v in values)}


def _message_ok(node: ast.AST, context: str, names: set[str], helpers: set[str]) -> bool:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id == "Worded":
            return bool(node.args) and _template_ok(node.args[0], context, names)
        if node.func.id in helpers:  # a helper of this module that words it
            return True
    return isinstance(node, ast.Name) and node.id in {"words", "message", "says", "what"}


def _unmarked(name: str, source: str, context: str) -> tuple[list[str], int]:
    """The errors made in ``source`` whose words are not marked in ``context``, and how many were seen."""
    bad: list[str] = []
    seen = 0
    if True:
        tree = ast.parse(source)
        helpers = _worded_helpers(tree)
        for function in [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]:
            names = _marked_names(function, context)
            for call in ast.walk(function):
                if not isinstance(call, ast.Call):
                    continue
                called = (
                    call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
                )
                if called not in MESSAGE_AT or (called == "of" and getattr(call.func, "value", None) is None):
                    continue
                if called == "of" and getattr(call.func.value, "id", "") != "ImportProblem":  # type: ignore[attr-defined]
                    continue
                at = MESSAGE_AT[called]
                if len(call.args) <= at:
                    continue  # a subclass's own __init__ passing on (super().__init__)
                message = call.args[at]
                seen += 1
                if (name, ast.unparse(message)) in PASSED_THROUGH:
                    continue
                if not _message_ok(message, context, names, helpers):
                    bad.append(f"{name}:{call.lineno}: {ast.unparse(message)[:90]}")
            # A bad value of a results line (results.py) is worded at the raise.
            for call in ast.walk(function):
                if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "_BadValue":
                    seen += 1
                    if not _template_ok(call.args[0], context, names):
                        bad.append(f"{name}:{call.lineno}: _BadValue({ast.unparse(call.args[0])[:80]})")
    return bad, seen


def test_every_error_the_records_and_the_drills_raise_carries_marked_words() -> None:
    """Scan the source: each error made passes a Worded whose template is marked in the layer's context."""
    bad: list[str] = []
    seen = 0
    for name, context in _modules():
        found, count = _unmarked(name, (PACKAGE / name).read_text(encoding="utf-8"), context)
        bad += found
        seen += count
    assert not bad, "errors raised with words that are not marked:\n" + "\n".join(bad)
    assert seen >= 75  # the scan found the places errors are made (79 today)


def test_the_layers_mark_their_error_words_in_their_own_context_only() -> None:
    """records/ marks in RecordsErrors; training/ in TrainingErrors (and the rules reference in Rulebook)."""
    wrong = []
    for name, context in _modules():
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        allowed = {context, "Rulebook"} if name == "training/rulebook.py" else {context}
        for node in ast.walk(tree):
            found = _noop_context(node)
            if found is not None and found not in allowed:
                wrong.append(f"{name}:{node.lineno}: {found}")  # type: ignore[attr-defined]
    assert not wrong


def _spanish_entries() -> dict[tuple[str, str], str]:
    entries = {}
    for context in ET.parse(ts_path("es")).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            finished = translation is not None and translation.get("type") != "unfinished"
            text = translation.text if translation is not None and finished else ""
            entries[(name, message.findtext("source") or "")] = text or ""
    return entries


def test_every_error_template_has_a_finished_spanish_translation() -> None:
    entries = _spanish_entries()
    missing = []
    for name, context in _modules():
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if _noop_context(node) == context:
                text = node.args[1].value  # type: ignore[attr-defined]
                if not entries.get((context, text)):
                    missing.append(f"{context}: {text}")
    assert not missing


# --- the English stays as it was -----------------------------------------------------------


def test_the_english_of_a_damaged_file_with_backups_is_as_before(tmp_path: Path) -> None:
    path = tmp_path / "records.sqlite3"
    records = open_records(path)
    records.backup_now()
    records.close()
    (backup,) = list_backups(path)
    day = backup_day(backup, path)
    error = checks.corrupt(path, "file is not a database")
    assert (
        str(error)
        == error.message
        == (
            f"The records file {path} is damaged (file is not a database). The file has been left exactly "
            f"as it is. Restore the newest backup (from {day}), {backup}, to carry on from it (the answers "
            "still readable in the damaged file are copied into it, and the file is moved aside, not "
            f"deleted), or open other records. 1 backup is in {backup.parent}."
        )
    )
    assert error.words is not None and error.words.english() == error.message
    assert error.restorable


def test_the_english_of_the_other_file_problems_is_as_before(tmp_path: Path) -> None:
    path = tmp_path / "r.sqlite3"
    full = checks.classify(path, sqlite3.OperationalError("database or disk is full"))
    assert full.problem is Problem.UNREADABLE  # no result code: never guessed as full
    opened = checks.classify(path, PermissionError(13, "Permission denied"), checks.CANNOT_OPEN)
    assert opened.message.startswith(
        f"Cannot use the records file {path}: it cannot be opened (Permission denied). The file is not damaged"
    )
    assert checks.way_out(path, ()).english() == (
        f"The file has been left exactly as it is. There is no backup of it in {backup_dir(path)}; "
        "move the file away (or open other records) to start new ones."
    )


def test_a_results_problem_and_a_trainee_name_read_as_before(tmp_path: Path) -> None:
    bad = tmp_path / "typo.csv"
    bad.write_text(
        "trainee,at,drill,variant,rules,correct,seconds,hinted,exam\r\n"
        "Carol,2025-04-01T09:00:00+00:00,bring-on,stud7,pa,1,3.0,0,\r\n",
        encoding="utf-8",
    )
    from dealer_trainer.records.results import iter_results

    with pytest.raises(ResultsError) as caught:
        list(iter_results(bad))
    assert str(caught.value).startswith("typo.csv, line 2: the drill 'bring-on' is not one of bring-in, ")
    assert str(caught.value.problem) == str(caught.value)
    empty = ImportProblem.of(tmp_path, "is empty")  # a text from outside: as it is, no words of ours
    assert str(empty) == f"{tmp_path.name}: is empty" and empty.reason is None
    with open_records(tmp_path / "r.sqlite3") as records:
        records.add_trainee("Ann")
        with pytest.raises(TraineeNameError) as taken:
            records.add_trainee("ann")
    assert taken.value.message == (
        "There is already a trainee called 'ann' (names are the same whatever their capitals): "
        "choose another name, or pick that trainee."
    )


def test_a_training_error_reads_as_before_and_names_the_game() -> None:
    import random

    from dealer_trainer.engine.rules import RuleSetName
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.training.focus import Focus, hand_for

    with pytest.raises(FocusError) as caught:
        hand_for(Focus.COMMON_CARD, random.Random(1), Variant.STUD5, RuleSetName.PA)
    assert str(caught.value) == "common-card does not arise in Five-card Stud"
    assert isinstance(caught.value, TrainingError) and caught.value.words is not None


def test_a_plain_text_error_is_shown_as_it_is_braces_and_all() -> None:
    error = RecordsError("a {text} from outside")
    assert error.words is None and error.message == "a {text} from outside"
    assert error_text(error) == "a {text} from outside"


# --- in Spanish, in the window ----------------------------------------------------------------


def test_errors_of_both_layers_are_translated_with_their_values(spanish_chosen: Any, tmp_path: Path) -> None:
    from dealer_trainer.engine.variants import Variant
    from dealer_trainer.training.errors import game_words
    from dealer_trainer.wording import QT_TRANSLATE_NOOP, Worded

    refused = FocusError(
        Worded(
            QT_TRANSLATE_NOOP("TrainingErrors", "{focus} does not arise in {game}"),
            (("focus", "suit-tie"), ("game", game_words(Variant.STUD7_LOW))),
        )
    )
    assert error_text(refused) == "suit-tie no se da en Seven-card Stud baja"
    assert str(refused) == "suit-tie does not arise in Seven-card Stud Low"
    locked = checks.locked(tmp_path / "r.sqlite3")
    assert error_text(locked).startswith(f"El archivo de registros {tmp_path / 'r.sqlite3'} lo está usando")
    assert locked.message.startswith("The records file")


def _answer_the_box(qtbot: Any, said: list[str], role: QMessageBox.ButtonRole) -> None:
    """When the message box is up, read it and click its button of ``role`` with the mouse."""

    def look() -> None:
        from dealer_trainer.gui.restoredialog import RestoreDialog

        box = QApplication.activeModalWidget()
        if isinstance(box, RestoreDialog):  # a damaged file: the restore dialog
            said.append(box.message.text())
            assert role is QMessageBox.ButtonRole.RejectRole
            qtbot.mouseClick(box.not_kept_button, Qt.MouseButton.LeftButton)
            return
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        said.append(box.text())
        button = next(b for b in box.buttons() if box.buttonRole(b) is role)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, look)


def test_a_damaged_records_file_is_said_in_spanish_in_the_window(
    qtbot: Any, spanish_chosen: Any, tmp_path: Path
) -> None:
    from dealer_trainer.gui.mainwindow import MainWindow

    path = tmp_path / "records.sqlite3"
    records = open_records(path)
    records.add_trainee("Ann")
    records.backup_now()
    records.close()
    path.write_bytes(b"not a database at all" * 100)
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    said: list[str] = []
    _answer_the_box(qtbot, said, QMessageBox.ButtonRole.RejectRole)  # practise without keeping answers
    assert not win.openRecords(str(path))
    assert len(said) == 1
    text = said[0]
    assert text.startswith(
        f"El archivo de registros {path} está dañado (el archivo no es una base de datos). "
    )
    assert (
        "El archivo se ha dejado exactamente como estaba. Restaura la copia de seguridad más reciente" in text
    )
    assert "Hay 1 copia de seguridad en" in text
    assert not any(
        english in text for english in ("is damaged", "newest backup", "backup is in", "exactly as")
    )
    with pytest.raises(RecordsFileError) as caught:  # the same error, in English where it is logged
        open_records(path)
    assert "is damaged" in str(caught.value)


def test_a_file_left_out_of_the_class_table_is_said_in_spanish(
    qtbot: Any, spanish_chosen: Any, tmp_path: Path
) -> None:
    from dealer_trainer.gui.classview import ClassView

    bad = tmp_path / "typo.csv"
    bad.write_text(
        "trainee,at,drill,variant,rules,correct,seconds,hinted,exam\r\n"
        "Carol,2025-04-01T09:00:00+00:00,bring-on,stud7,pa,1,3.0,0,\r\n",
        encoding="utf-8",
    )
    empty = tmp_path / "empty"
    empty.mkdir()
    view = ClassView()
    qtbot.addWidget(view)
    view.load([bad, empty])
    entries = sorted(view.problem_entries())
    assert entries[0] == "empty: la carpeta no contiene archivos de resultados (*.csv)"
    assert entries[1].startswith("typo.csv, línea 2: el ejercicio 'bring-on' no es uno de bring-in, ")


def test_the_scan_finds_an_error_raised_with_words_that_are_not_marked() -> None:
    source = """
def f(n):
    raise ExamError("an exam needs a title")
    raise ExamError(Worded("unmarked {n}", (("n", n),)))
    raise DrillError(Worded(QT_TRANSLATE_NOOP("RecordsErrors", "the wrong context")))
    raise NotFoundError(f"no exam {n}")
    raise ExamError(Worded(QT_TRANSLATE_NOOP("TrainingErrors", "marked {n}"), (("n", n),)))
"""
    bad, seen = _unmarked("demo.py", source, "TrainingErrors")
    assert seen == 5 and [line.split(":")[1] for line in bad] == ["3", "4", "5", "6"]
