"""A pack of questions answered in parts, presented to a class and printed as a key.

The drills on the betting and the money answer in parts; here a pack's
questions pinned to an action are answered in parts (built from the real
hands, every value from the engine), which is what the presenter, the answer
key and the worksheet get from any of those drills. Each shows the question,
the table and what is asked, and the answer one line per part.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from parts_helpers import asked_in_parts
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from test_answer_key import pdf_text

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerkey import asked_lines, write_answer_key
from dealer_trainer.gui.answerwords import right_answer_lines as answer_lines
from dealer_trainer.gui.presenter import PresenterWindow
from dealer_trainer.packs import storage
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack
from dealer_trainer.training import drills
from dealer_trainer.training.drills import Question
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.parts import PartsAnswer


@pytest.fixture
def parts_pack(monkeypatch: pytest.MonkeyPatch) -> Pack:
    """Two hands, each question pinned to its street's first action and answered in parts."""
    monkeypatch.setattr(storage, "question_on", asked_in_parts(storage.question_on))
    monkeypatch.setattr(
        drills, "question_at", asked_in_parts(drills.question_at)
    )  # the key's, the presenter's
    data = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.FIRST_TO_ACT, Focus.ANY, 2, 4).to_json()
    for item in data["items"]:
        (question,) = item["questions"]
        question["action"] = 0
        del question["expect"]
    data["format"] = "stud-pack/2"
    data["title"] = "The bet"
    return storage.pack_from_json(data)


def first_question(pack: Pack) -> Question:
    question = storage.questions_of(pack)[0][0]
    assert isinstance(question.answer, PartsAnswer)
    return question


def test_the_key_and_the_presenter_word_each_part(parts_pack: Pack, qapp: object) -> None:
    question = first_question(parts_pack)
    assert isinstance(question.answer, PartsAnswer)
    asked, answered = asked_lines(question), answer_lines(question)
    assert len(asked) == len(answered) == len(question.answer.parts) == 4
    for label, line in zip(asked, answered, strict=True):
        assert line.startswith(label)
    assert asked[0] == "To call" and answered[0] == f"To call: {question.answer.parts[0].right}"


def test_the_answer_key_prints_every_part_on_its_own_line(parts_pack: Pack, tmp_path: Path) -> None:
    pdf = tmp_path / "key.pdf"
    assert write_answer_key(parts_pack, pdf) >= 1
    text = pdf_text(pdf)
    for row in storage.questions_of(parts_pack):
        (question,) = row
        for line in answer_lines(question):
            assert " ".join(line.split()) in text, line
    picture = render(pdf, tmp_path / "key")
    assert picture.width() > 500
    shutil.copy(tmp_path / "key-1.png", "/tmp/packs-parts-key.png")


def test_the_worksheet_gives_a_line_to_write_on_for_each_part(parts_pack: Pack, tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    assert write_answer_key(parts_pack, pdf, worksheet=True) >= 1
    text = pdf_text(pdf)
    question = first_question(parts_pack)
    for label in asked_lines(question):
        assert label in text
    assert not any(line in text for line in answer_lines(question))  # no answers on a worksheet
    render(pdf, tmp_path / "sheet")
    shutil.copy(tmp_path / "sheet-1.png", "/tmp/packs-parts-sheet.png")


def test_the_presenter_asks_each_part_and_reveals_each_answer(qtbot: object, parts_pack: Pack) -> None:
    window = PresenterWindow(parts_pack)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    question = window.question()
    assert question is not None and isinstance(question.answer, PartsAnswer)
    before = window.reveal_area.toPlainText()
    for label in asked_lines(question):
        assert label in before
    assert not any(line in before for line in answer_lines(question) if ":" in line)
    window.grab().save("/tmp/packs-parts-presenter-asked.png")
    qtbot.keyClick(window, Qt.Key.Key_Space)  # type: ignore[attr-defined]
    after = window.reveal_area.toPlainText().splitlines()
    for line in answer_lines(question):
        assert line[0].upper() + line[1:] in after
    window.grab().save("/tmp/packs-parts-presenter.png")


def render(pdf: Path, stem: Path) -> QImage:
    """Page 1 of ``pdf`` as ``stem-1.png`` (poppler's pdftoppm, else skip)."""
    tool = shutil.which("pdftoppm")
    if tool is None:
        pytest.skip("poppler's pdftoppm is not installed to render the PDF (apt-get install poppler-utils)")
    subprocess.run(
        [tool, "-r", "70", "-f", "1", "-l", "1", "-png", str(pdf), str(stem)], check=True, timeout=60
    )
    found = sorted(stem.parent.glob(f"{stem.name}-*.png"))
    assert found, "pdftoppm wrote no picture"
    if found[0] != stem.parent / f"{stem.name}-1.png":
        found[0].rename(stem.parent / f"{stem.name}-1.png")
    return QImage(str(stem.parent / f"{stem.name}-1.png"))
