"""Text from files is shown as typed: a pack title, a note, a trainee's or a file's name
that looks like HTML never becomes a heading or loads an image, in any view, page or file.

Qt guesses the format of a label, tooltip or message box: what counts is what Qt would
show, so each check renders the text the way its widget does (:func:`shown`).
"""

from __future__ import annotations

import shutil
import subprocess
import unicodedata
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from helpers import wrong_response
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox, QTextBrowser
from pytestqt.qtbot import QtBot

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui import answerkey
from dealer_trainer.gui.classview import ClassView
from dealer_trainer.gui.editor import PackEditor
from dealer_trainer.gui.exams_gui import ExamReportView, ExamSetupDialog, write_exam_pdf
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.presenter import PresenterWindow
from dealer_trainer.gui.progress import ProgressView
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack
from dealer_trainer.packs.storage import questions_of, save_pack
from dealer_trainer.records.classes import export_results
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.exams import ExamReport, ExamRun, ExamSpec
from dealer_trainer.training.drills import SeatAnswer
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill

HOSTILE = '<h1>Exam cancelled</h1><img src="file:///etc/passwd">'
START = datetime(2025, 5, 6, 14, 0, tzinfo=UTC)


def shown(text: str, text_format: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """What a widget with ``text_format`` shows for ``text``: Qt's own guess for AutoText."""
    doc = QTextDocument()
    rich = text_format is Qt.TextFormat.RichText or (
        text_format is Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if rich:
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    return doc.toPlainText()


def label_shows(label: QLabel) -> str:
    return shown(label.text(), label.textFormat())


def assert_as_typed(document: QTextDocument) -> None:
    """The hostile text appears as its characters: no heading, no image."""
    assert HOSTILE in " ".join(document.toPlainText().split())
    assert "<img" not in document.toHtml() and "<h1" not in document.toHtml()


def hostile_pack() -> Pack:
    items = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.SUIT_TIE, 2, 7).items
    items = tuple(replace(item, title=HOSTILE, note=HOSTILE) for item in items)
    return Pack(HOSTILE, items, author=HOSTILE, description=HOSTILE)


@pytest.fixture(scope="module")
def pack() -> Pack:
    return hostile_pack()


@pytest.fixture
def pack_file(tmp_path: Path, pack: Pack) -> Path:
    path = tmp_path / "hostile.studpack"
    save_pack(pack, path)
    return path


@pytest.fixture
def records(tmp_path: Path) -> Iterator[Records]:
    with open_records(tmp_path / "records.sqlite3", backup=False) as opened:
        yield opened


@pytest.fixture
def report(records: Records) -> ExamReport:
    trainee = records.add_trainee(HOSTILE)
    run = ExamRun(
        ExamSpec(HOSTILE, count=3, variants=(Variant.STUD7,), rules=(RuleSetName.PA,), seed=5),
        records=records,
        trainee_id=trainee.id,
        now=START,
    )
    for question in run.questions:
        run.answer(wrong_response(question), seconds=5.0)
    return run.finish(now=START + timedelta(minutes=2))


def test_the_drill_panel_shows_a_pack_title_and_note_as_typed(qtbot: QtBot, pack_file: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.setSpeed(0)
    assert window.openPack(str(pack_file))
    panel = window.panel
    assert HOSTILE in label_shows(panel.prompt)
    question = panel.question
    assert question is not None and isinstance(question.answer, SeatAnswer)
    wrong = next(s.seat for s in question.snapshot().seats if s.seat != question.answer.seat)
    with qtbot.waitSignal(panel.answered):
        panel.on_seat(wrong)
    assert_as_typed(panel.feedback.document())  # the instructor's note


def test_a_message_box_shows_a_pack_title_as_typed(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: said.append(args[2]))
    path = tmp_path / "empty.studpack"
    save_pack(Pack(HOSTILE, ()), path)
    assert not window.openPack(str(path))
    assert said and HOSTILE in shown(said[0])


def test_the_presenter_shows_a_pack_title_and_note_as_typed(qtbot: QtBot, pack: Pack) -> None:
    presenter = PresenterWindow(pack)
    qtbot.addWidget(presenter)
    assert HOSTILE in label_shows(presenter.heading_label)  # the hand's title
    presenter.reveal()
    assert_as_typed(presenter.reveal_area.document())


def test_the_answer_key_prints_titles_and_notes_as_typed(
    qapp: object, pack: Pack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[QTextDocument] = []
    original = answerkey._Key._doc

    def spy(
        self: answerkey._Key, body_html: str, width: float, point_size: float = answerkey.BODY_PT
    ) -> QTextDocument:
        doc = original(self, body_html, width, point_size)
        made.append(doc)
        return doc

    monkeypatch.setattr(answerkey._Key, "_doc", spy)
    path = tmp_path / "key.pdf"
    answerkey.write_answer_key(pack, path)
    assert made
    for doc in made:
        assert "<img" not in doc.toHtml() and "<h1" not in doc.toHtml()
    text = " ".join(doc.toPlainText() for doc in made)
    assert text.count(HOSTILE) >= 1 + 2 + 2  # the title, each hand's title and note
    assert HOSTILE in pdf_text(path)


def test_the_exam_report_shows_the_title_and_trainee_as_typed(
    qtbot: QtBot, report: ExamReport, tmp_path: Path
) -> None:
    view = ExamReportView(report)
    qtbot.addWidget(view)
    facts = label_shows(view.facts)
    assert facts.count(HOSTILE) == 2  # the exam's title and the trainee
    assert "<img" not in view.wrong_view.document().toHtml()
    path = tmp_path / "report.pdf"
    write_exam_pdf(report, path)
    assert pdf_text(path).count(HOSTILE) >= 2  # and in the page footers


def test_the_exam_setup_shows_the_pack_title_as_typed(qtbot: QtBot, pack_file: Path) -> None:
    dialog = ExamSetupDialog()
    qtbot.addWidget(dialog)
    dialog.set_pack_path(pack_file)
    assert HOSTILE in label_shows(dialog.pack_info)


def test_the_class_view_shows_a_trainee_name_as_typed(qtbot: QtBot, records: Records, tmp_path: Path) -> None:
    trainee = records.add_trainee(HOSTILE)
    one = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 1, 3)
    (asked,) = questions_of(one)[0]
    for number in range(12):
        records.record_attempt(
            trainee.id, asked, {}, number < 2, 4.0, False, at=START + timedelta(minutes=number)
        )
    path = tmp_path / "results.csv"
    export_results(records, trainee.id, path)
    view = ClassView()
    qtbot.addWidget(view)
    view.load([path])
    assert view.table_rows()[0][0] == HOSTILE
    (entry,) = [view.help_list.item(i) for i in range(view.help_list.count())]
    assert entry.text().startswith(HOSTILE)
    assert HOSTILE in shown(entry.toolTip())
    assert "Who brings in? in Seven-card Stud High" in shown(entry.toolTip())  # not "stud7"


def test_my_progress_shows_the_trainee_name_as_typed(qtbot: QtBot, records: Records) -> None:
    trainee = records.add_trainee(HOSTILE)
    one = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, 1, 3)
    (asked,) = questions_of(one)[0]
    records.record_attempt(trainee.id, asked, {}, True, 4.0, False, at=START)
    view = ProgressView(records, trainee.id)
    qtbot.addWidget(view)
    view.refresh()
    assert label_shows(view.summary).startswith(HOSTILE)


def test_the_editor_preview_shows_the_note_as_typed(
    qtbot: QtBot, pack_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    editor = PackEditor()
    qtbot.addWidget(editor)
    assert editor.open_pack(pack_file, ask=False)
    preview: QTextBrowser = editor.answer_label
    assert_as_typed(preview.document())


def pdf_text(pdf: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("poppler's pdftotext is not installed (apt-get install poppler-utils)")
    done = subprocess.run([tool, "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True, timeout=60)
    return " ".join(unicodedata.normalize("NFKC", done.stdout.decode("utf-8")).split())
