"""Exams, class results, answer keys and the presenter in Spanish, with the real
translation (``assets/translations/dealer_trainer_es.ts``): what an instructor and a
trainee see on screen and on paper, dates in the locale's own words, and no English
text of these windows left where its Spanish differs."""

from __future__ import annotations

import dataclasses
import datetime
import html
import json
import re
import shutil
import subprocess
import unicodedata
import xml.etree.ElementTree as ET
from datetime import UTC, timedelta
from pathlib import Path
from typing import Any

import pytest
from class_helpers import export_class, question_pool
from helpers import wrong_response
from PySide6.QtCore import QCoreApplication, QDate, QLocale, QSettings, Qt, QTime
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QSpinBox,
    QTableWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot
from qt_helpers import marked_translation

from dealer_trainer.engine.reasons import Reason
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerkey import write_answer_key
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.gui.exampdf import write_exam_pdf
from dealer_trainer.gui.examreport import ExamReportView
from dealer_trainer.gui.examsetup import ExamSetupDialog
from dealer_trainer.gui.examtext import (
    moment_text,
    result_words,
    review_html,
    score_text,
    taken_text,
    verdict_text,
)
from dealer_trainer.gui.keydialog import AnswerKeyDialog
from dealer_trainer.gui.languages import SETTING, ts_path
from dealer_trainer.gui.presenter import PresenterWindow
from dealer_trainer.gui.theme import report_ink
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec, QuestionResult
from dealer_trainer.training.drills import right_response
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer

SAMPLE = Path(__file__).resolve().parent.parent / "assets" / "packs" / "side-pots.studpack"
#: The contexts of these windows and of their paper.
CONTEXTS = (
    "ClassView",
    "ExamSetupDialog",
    "ExamReportView",
    "examtext",
    "exampdf",
    "examreport",
    "AnswerKeyDialog",
    "answerkey",
    "keydialog",
    "PresenterWindow",
    "printing",
)
START = datetime.datetime(2025, 5, 6, 14, 0, tzinfo=UTC)


def english_left(contexts: tuple[str, ...] = CONTEXTS) -> list[str]:
    """The English sources of ``contexts`` whose Spanish differs and that a reader
    would find as they are: no {field} in them, more than a letter or two."""
    found = []
    for context in ET.parse(ts_path("es")).getroot().iter("context"):
        if context.findtext("name") not in contexts:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            spanish = "" if translation is None else (translation.text or "")
            plain = source.replace("&", "").strip()
            if "{" in source or len(plain) < 3 or spanish.replace("&", "").strip() == plain:
                continue
            found.append(plain)
    return found


def english_in(text: str, contexts: tuple[str, ...] = CONTEXTS) -> list[str]:
    """Which of those English sources ``text`` shows, as whole words."""
    return [s for s in english_left(contexts) if re.search(rf"(?<!\w){re.escape(s)}(?!\w)", text)]


def spanish_day(year: int, month: int, day: int) -> str:
    return QLocale().toString(QDate(year, month, day), QLocale.FormatType.LongFormat)


def a_report() -> ExamReport:
    """Four questions: two right, one wrong, one not answered; 15 minutes allowed, 9 taken.
    The sentences and answers are a record's own words (Spanish here), so what is
    checked is what these windows add."""

    def result(number: int, drill: Drill, correct: bool, answered: bool) -> QuestionResult:
        return QuestionResult(
            number,
            drill,
            Variant.STUD7,
            RuleSetName.PA,
            "¿Quién hace el bring-in?",
            "asiento 3" if answered else "",
            "asiento 5",
            correct,
            answered,
            20.0 if answered else None,
            (Reason.recorded("PA §637a.10(d)(1)", "la carta descubierta más baja"),),
        )

    results = (
        result(1, Drill.BRING_IN, True, True),
        result(2, Drill.FIRST_TO_ACT, True, True),
        result(3, Drill.DEALER_NEXT, False, True),
        result(4, Drill.SPLIT_POT, False, False),
    )
    return ExamReport("Semana 3", "Alicia Martín", START, START + timedelta(minutes=9), 0.8, 900.0, results)


def pdf_text(pdf: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("poppler's pdftotext is not installed to read the PDF (apt-get install poppler-utils)")
    done = subprocess.run([tool, "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True, timeout=60)
    return " ".join(unicodedata.normalize("NFKC", done.stdout.decode("utf-8")).split())


def visible_texts(root: QWidget) -> list[str]:
    """Every text a reader sees in ``root``'s visible widgets: labels, buttons, rich
    text, group titles, placeholders, spin boxes' words, table headings and cells, list and combo
    items, and the window's title."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QSpinBox):
            texts += [widget.text(), widget.specialValueText(), widget.suffix()]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                header = widget.horizontalHeaderItem(column)
                texts.append(header.text() if header is not None else "")
                texts += [
                    item.text() for row in range(widget.rowCount()) if (item := widget.item(row, column))
                ]
    return [re.sub(r"<[^>]+>", " ", t.replace("&", "")) for t in texts if t]


def assert_spanish(root: QWidget) -> list[str]:
    texts = visible_texts(root)
    left = english_in("\n".join(texts))
    assert not left, f"English left in {type(root).__name__}: {left}"
    return texts


def mnemonics(root: QWidget) -> list[str]:
    """The underlined letters (Alt+letter) of a dialog's visible buttons and labels."""
    letters = []
    for widget in root.findChildren(QWidget):
        if widget.isVisibleTo(root) and isinstance(widget, QAbstractButton | QLabel):
            if m := re.search(r"&(\w)", widget.text()):
                letters.append(m.group(1).lower())
    return letters


# --- the exam report, on screen and on paper -------------------------------------------------


def test_the_report_words_are_spanish_with_the_date_as_spanish_writes_it(spanish: Any) -> None:
    report = a_report()
    assert verdict_text(report) == "NO APROBADO"
    assert score_text(report) == "2 de 4 correctas (50\u00a0%); nota mínima 80\u00a0%"
    local = START.astimezone()
    time = QLocale().toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    day = spanish_day(local.year, local.month, local.day)
    assert moment_text(START) == f"{day}, {time}"
    assert taken_text(report) == f"{day}, {time}, 9 min (límite 15 min)"
    if local.date() == datetime.date(2025, 5, 6):  # the day in Spanish words, not strftime's English
        assert moment_text(START).startswith("martes, 6 de mayo de 2025")
    review = review_html(report, report_ink(False))
    for words in ("Pregunta 3", "Tu respuesta:", "Respuesta correcta:", "sin responder", "Pensilvania"):
        assert words in review
    assert not english_in(review)


def test_the_report_view_is_spanish_and_shows_every_drill_name_whole(qtbot: QtBot, spanish: Any) -> None:
    view = ExamReportView(a_report())
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    texts = assert_spanish(view)
    assert "✘ NO APROBADO" in texts
    assert "Puntuación por ejercicio" in texts and "Respuestas para repasar (2)" in texts
    table = view.drill_table
    assert [table.horizontalHeaderItem(c).text() for c in range(4)] == [
        "Ejercicio",
        "Correctas",
        "Preguntas",
        "Puntuación",
    ]
    names = [table.item(row, 0).text() for row in range(table.rowCount())]
    assert "Siguiente jugada del crupier" in names
    metrics = table.fontMetrics()
    for row, name in enumerate(names):
        shown = table.visualItemRect(table.item(row, 0)).width()
        assert shown >= metrics.horizontalAdvance(name), f"{name!r} is cut in {shown} px"


def test_the_exam_report_pdf_is_spanish(spanish: Any, tmp_path: Path) -> None:
    path = tmp_path / "informe.pdf"
    assert write_exam_pdf(a_report(), path) == 1
    text = pdf_text(path)
    local = START.astimezone()
    for words in (
        "Informe del examen · Dealer Trainer",
        "Alumno Alicia Martín",
        "Realizado " + spanish_day(local.year, local.month, local.day),
        "9 min (límite 15 min)",
        "Puntuación 2 de 4 correctas (50 %)",
        "Resultado NO APROBADO (nota mínima 80 %)",
        "Puntuación por ejercicio",
        "Ejercicio Correctas Preguntas Puntuación",
        "Respuestas para repasar (2)",
        "Semana 3 — Alicia Martín · no aprobado, 50 %",
        "Página 1 de 1",
    ):
        assert words in text
    assert not english_in(text)


def test_a_pdf_saved_keeps_the_language_the_window_speaks(qtbot: QtBot, spanish: Any, tmp_path: Path) -> None:
    """View ▸ Language takes effect at the next start: saving a PDF before then must not
    switch the running window to the language chosen for that next start."""
    QSettings().setValue(SETTING, "en")
    view = ExamReportView(a_report())
    qtbot.addWidget(view)
    assert view.save_pdf(tmp_path / "informe.pdf")
    assert write_answer_key(load_pack(SAMPLE), tmp_path / "hoja.pdf") >= 1
    assert QCoreApplication.translate("examtext", "PASSED") == "APROBADO"
    assert QLocale().language() == QLocale.Language.Spanish
    assert "Página 1 de 1" in pdf_text(tmp_path / "informe.pdf")


# --- the answer key and the worksheet ---------------------------------------------------------


def a_pack() -> Pack:
    items = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 2, 3).items
    return Pack("Clase del martes", items, author="A. Instructora", version="2", created="2024-05-01")


def test_the_answer_key_pdf_is_spanish_with_spanish_dates(spanish: Any, tmp_path: Path) -> None:
    pack = a_pack()
    pages = write_answer_key(pack, tmp_path / "clave.pdf")
    text = pdf_text(tmp_path / "clave.pdf")
    for words in (
        "Hoja de respuestas del instructor",
        "de A. Instructora",
        "versión 2",
        "creado el " + spanish_day(2024, 5, 1),
        "creado el miércoles, 1 de mayo de 2024",
        "2 manos, 2 preguntas",
        "Respuesta:",
        "Clase del martes — hoja de respuestas",
        f"Página 1 de {pages}",
    ):
        assert words in text
    assert "2024-05-01" not in text
    assert not english_in(text, ("answerkey", "printing"))

    undated = Pack("Sin fecha", pack.items)
    write_answer_key(undated, tmp_path / "hoja.pdf", worksheet=True)
    sheet = pdf_text(tmp_path / "hoja.pdf")
    today = datetime.date.today()
    for words in (
        "Hoja de ejercicios",
        "impreso el " + spanish_day(today.year, today.month, today.day),
        "Nombre:",
        "Fecha:",
        "Por qué:",
        "Sin fecha — hoja de ejercicios",
    ):
        assert words in sheet
    assert not english_in(sheet, ("answerkey", "printing"))


def test_the_answer_key_dialog_is_spanish_with_its_own_letters(qtbot: QtBot, spanish: Any) -> None:
    dialog = AnswerKeyDialog(load_pack(SAMPLE), SAMPLE)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    texts = assert_spanish(dialog)
    assert "Hoja de respuestas para el instructor" in texts
    assert "Hoja de ejercicios para alumnos (sin respuestas)" in texts
    assert dialog.windowTitle().startswith("Hoja de respuestas — ")
    letters = mnemonics(dialog)
    assert len(letters) == len(set(letters)), letters


# --- the exam setup, the class view, the presenter -------------------------------------------


def test_the_exam_setup_dialog_is_spanish_and_answers_in_spanish(qtbot: QtBot, spanish: Any) -> None:
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    texts = assert_spanish(dialog)
    for words in ("Título", "Generadas", "De un paquete", "Límite de tiempo", "Nota mínima", "Crear examen"):
        assert words in texts
    letters = mnemonics(dialog)
    assert len(letters) == len(set(letters)), letters
    # the instructor empties the title with the keyboard: the dialog says why it cannot go on
    dialog.title_edit.setFocus()
    qtbot.keyClick(dialog.title_edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(dialog.title_edit, Qt.Key.Key_Backspace)
    assert dialog.problems_label.text() == "Ponle un título al examen."
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Crear examen" and not ok.isEnabled()
    qtbot.keyClicks(dialog.title_edit, "Semana 3")
    assert ok.isEnabled() and "título" not in dialog.problems_label.text()
    # a time limit too short for the questions, in Spanish
    dialog.count_spin.setValue(60)
    dialog.time_spin.setValue(1)
    assert "1 min para 60 preguntas dejan 1 s por pregunta." in dialog.notes_label.text()
    assert_spanish(dialog)


def test_the_class_view_is_spanish_empty_and_with_results(qtbot: QtBot, spanish: Any, tmp_path: Path) -> None:
    view = ClassView()
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    qtbot.waitExposed(view)
    assert view.empty_title.text() == "Aún no hay resultados"
    assert_spanish(view)
    exports = export_class(
        tmp_path,
        question_pool(),
        {"Alicia": {Drill.BRING_IN: 19, Drill.SPLIT_POT: 18}, "Bruno": {Drill.BRING_IN: 6}},
    )
    view.load(exports)
    texts = assert_spanish(view)
    assert "2 archivos leídos · 2 alumnos" in texts
    assert ["Alumno", "Todas las habilidades"] == [view.table.horizontalHeaderItem(c).text() for c in (0, 1)]
    assert any("de aciertos últimamente" in t for t in texts)
    label = next(
        item.label for item in view.trainee_chart.getPlotItem().items if hasattr(item, "label") and item.label
    )
    assert label.toPlainText() == "< 75 %: necesita ayuda"
    # Vaciar, clicked, forgets the files
    qtbot.mouseClick(view.clear_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.empty_state


def test_the_presenter_speaks_spanish_and_reveals_on_space(qtbot: QtBot, spanish: Any) -> None:
    window = PresenterWindow(load_pack(SAMPLE))
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    texts = assert_spanish(window)
    joined = "\n".join(texts)
    assert "Pregunta a la clase." in joined and "Pulsa → o Espacio para mostrar la respuesta." in joined
    assert "Espacio" in joined and "pantalla completa" in joined
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert "Pulsa → o Espacio" not in "\n".join(visible_texts(window))
    assert_spanish(window)


# --- a report just finished words its questions and answers in the user's language ----------


#: The drills whose answers are not in parts.
OWN_ANSWERS = (Drill.BRING_IN, Drill.FIRST_TO_ACT, Drill.DEALER_NEXT, Drill.COMMON_CARD, Drill.SPLIT_POT)


def a_finished_exam() -> ExamReport:
    """Every drill with an answer of its own, three hands each, one answer right, the others
    wrong, the last not given. (An answer in parts is reviewed a line per part, richer than the
    English the records keep: tests/test_partwords.py holds its words.)"""
    spec = ExamSpec(
        "Semana 3",
        count=15,
        drills=OWN_ANSWERS,
        variants=(Variant.STUD7, Variant.STUD7_HILO8),
        rules=(RuleSetName.PA,),
        seed=8,
    )
    run = ExamRun(spec, trainee_name="Alicia", now=START)
    for index, question in enumerate(run.questions[:-1]):
        run.answer(right_response(question) if index == 0 else wrong_response(question), seconds=5.0)
    return run.finish(now=START + timedelta(minutes=4))


def test_a_finished_exams_review_says_in_english_what_the_records_keep(qapp: QApplication) -> None:
    """Without a translation the words made from the questions are the English the
    records keep: the report read back later reads exactly as the one just shown."""
    report = a_finished_exam()
    kept = ExamReport.from_json(json.loads(json.dumps(report.to_json())))
    assert all(r.question is None for r in kept.results)
    assert {r.drill for r in report.wrong} == set(OWN_ANSWERS)
    assert any(r.detail for r in report.wrong) and any(not r.answered for r in report.wrong)
    # An answer in parts is worded richer by the window than the records' English (one line a
    # part, test_partwords.py), so only the other drills read back word for word.
    parts = {
        r.drill
        for r in report.results
        if r.question is not None and isinstance(r.question.answer, PartsAnswer)
    }

    def others(exam: ExamReport) -> ExamReport:
        return dataclasses.replace(exam, results=tuple(r for r in exam.results if r.drill not in parts))

    assert review_html(others(report), report_ink(False)) == review_html(others(kept), report_ink(False))


def test_a_finished_exams_questions_and_answers_go_through_the_translation(qapp: QApplication) -> None:
    """The sentence, the answer given, the right one and what was wrong are worded by the
    window (contexts ``Answers``, ``words`` and, for an answer in parts, ``PartWords``), not
    taken as the English the records keep."""
    report = a_finished_exam()
    with marked_translation(qapp, "Answers", "words", "PartWords"):
        said = [result_words(r) for r in report.wrong]
        review = review_html(report, report_ink(False))
    for words, result in zip(said, report.wrong):
        assert words.sentence.startswith("‹") and words.expected.startswith("‹")
        assert words.given.startswith("‹") or not result.answered
        assert words.detail.startswith("‹") or not result.detail
        assert html.escape(words.sentence) in review
        assert all(html.escape(line) in review for line in words.expected.split("\n"))  # one line a part


def test_the_answer_keys_file_is_named_in_spanish(qtbot: QtBot, spanish: Any) -> None:
    dialog = AnswerKeyDialog(load_pack(SAMPLE), SAMPLE)
    qtbot.addWidget(dialog)
    dialog.show()
    assert Path(dialog.default_pdf_name()).name == "side-pots-hoja-de-respuestas.pdf"
    qtbot.mouseClick(dialog.worksheet_button, Qt.MouseButton.LeftButton)
    assert Path(dialog.default_pdf_name()).name == "side-pots-hoja-de-ejercicios.pdf"
