"""The instructor's answer key: a PDF of a pack, at most one page per hand.

Generated packs of every drill are combined into one, printed, and the PDF is
checked as a reader would see it: its pages counted, page 1 rendered to a
picture (by QtPdf if PySide6 has it, else poppler's ``pdftoppm``) and its
text extracted (``pdftotext``). Without those tools the pixel and text tests
skip, saying why.
"""

from __future__ import annotations

import datetime
import os
import re
import shutil
import subprocess
import sys
import unicodedata
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QImage, QPageSize

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.answerkey import write_answer_key
from dealer_trainer.gui.numbers import long_date_text
from dealer_trainer.gui.printing import paper_size
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.model import Pack, PackQuestion
from dealer_trainer.packs.showing import answer_words
from dealer_trainer.packs.storage import questions_of
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill

NOTE = "Point at the suit order on the wall chart."
SPECS = (
    (Variant.STUD7, Drill.BRING_IN, Focus.SUIT_TIE),
    (Variant.STUD7_HILO8, Drill.SPLIT_POT, Focus.SIDE_POTS),
    (Variant.STUD7, Drill.DEALER_NEXT, Focus.COMMON_CARD),
    (Variant.STUD7_LOW, Drill.FIRST_TO_ACT, Focus.EQUAL_SHOWING),
    (Variant.STUD7, Drill.COMMON_CARD, Focus.RESHUFFLE),
    (Variant.STUD5, Drill.BRING_IN, Focus.ANY),
)


def mixed_pack() -> Pack:
    """Every drill in one pack; one hand with a note and two questions."""
    items = []
    for variant, drill, focus in SPECS:
        items.extend(generate_pack(variant, RuleSetName.PA, drill, focus, 1, 11).items)
    items[0] = replace(items[0], title="Suit tie", note=NOTE)
    items[2] = replace(items[2], questions=items[2].questions + (PackQuestion(Drill.BRING_IN),))
    return Pack(
        "Tuesday class: every drill",
        tuple(items),
        author="A. Instructor",
        description="One hand of each drill, for the answer key test.",
        version="2",
        created="2024-05-01",
    )


@pytest.fixture(scope="module")
def pack() -> Pack:
    return mixed_pack()


@pytest.fixture
def key(qapp: object, pack: Pack, tmp_path: Path) -> tuple[Path, int]:
    path = tmp_path / "key.pdf"
    return path, write_answer_key(pack, path)


def pdf_page_count(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-z])", path.read_bytes()))


def render_page_one(pdf: Path, out: Path) -> QImage:
    """Page 1 as a picture: QtPdf if PySide6 has it, else poppler's pdftoppm, else skip."""
    try:
        from PySide6.QtCore import QSize
        from PySide6.QtPdf import QPdfDocument  # type: ignore[import-not-found]
    except ImportError:
        tool = shutil.which("pdftoppm")
        if tool is None:
            pytest.skip(
                "neither PySide6.QtPdf nor poppler's pdftoppm is installed to render the PDF "
                "(apt-get install poppler-utils)"
            )
        subprocess.run(
            [
                tool,
                "-r",
                "60",
                "-png",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                str(pdf),
                str(out.with_suffix("")),
            ],
            check=True,
            timeout=60,
        )
        return QImage(str(out))
    document = QPdfDocument()
    document.load(str(pdf))
    size = document.pagePointSize(0).toSize()
    return document.render(0, QSize(size.width(), size.height()))


def pdf_text(pdf: Path) -> str:
    """The PDF's text, ligatures ("ﬁ") spelled out and runs of white space made single
    spaces (pdftotext, else skip)."""
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip(
            "poppler's pdftotext is not installed to read the PDF's text (apt-get install poppler-utils)"
        )
    done = subprocess.run([tool, "-enc", "UTF-8", str(pdf), "-"], check=True, capture_output=True, timeout=60)
    return " ".join(unicodedata.normalize("NFKC", done.stdout.decode("utf-8")).split())


def test_the_key_is_a_pdf_of_at_most_one_page_per_hand(key: tuple[Path, int], pack: Pack) -> None:
    path, pages = key
    assert path.read_bytes().startswith(b"%PDF-")
    assert 1 <= pages <= len(pack.items)
    assert pdf_page_count(path) == pages
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_page_one_is_drawn_the_title_block_and_a_table(key: tuple[Path, int], tmp_path: Path) -> None:
    image = render_page_one(key[0], tmp_path / "page1.png")
    assert not image.isNull()
    assert image.height() > image.width()  # portrait paper
    ink = felt = 0
    step = 3
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            colour = QColor(image.pixel(x, y))
            if colour.lightness() < 200:
                ink += 1
            if colour.green() > colour.red() + 40 and colour.green() > colour.blue() + 20:
                felt += 1
    samples = (image.width() // step + 1) * (image.height() // step + 1)
    assert ink / samples > 0.05, "page 1 is (nearly) blank"
    assert felt / samples > 0.03, "page 1 shows no green felt: the table picture is missing"


def test_the_text_gives_every_question_its_answer_reasons_and_note(key: tuple[Path, int], pack: Pack) -> None:
    path, pages = key
    text = pdf_text(path)
    for expected in (
        pack.title,
        "A. Instructor",
        "version 2",
        # the pack's ISO date, as the locale writes a day (en_US where none is set)
        long_date_text(datetime.date(2024, 5, 1)),
        pack.description,
        NOTE,
        f"Page 1 of {pages}",
        f"Page {pages} of {pages}",
    ):
        assert expected in text
    for questions in questions_of(pack):
        for question in questions:
            assert question.sentence in text
            assert f"Answer: {answer_words(question)}" in text
            for reason in question.reasons:
                assert reason.rule in text
    assert "Click" not in text  # the app's instructions are left out of the key


def test_a_hand_too_long_for_a_page_is_shrunk_onto_one(qapp: object, tmp_path: Path) -> None:
    base = mixed_pack()
    long_note = "A very long note for the instructor to read out. " * 90
    crowded = replace(
        base.items[1], note=long_note, questions=base.items[1].questions + (PackQuestion(Drill.BRING_IN),) * 3
    )
    pack = replace(base, items=(crowded, crowded))
    assert write_answer_key(pack, tmp_path / "crowded.pdf") == 2


def test_short_hands_share_a_page_and_never_split(qapp: object, tmp_path: Path) -> None:
    base = mixed_pack()
    one = write_answer_key(replace(base, items=base.items[:1]), tmp_path / "one.pdf")
    assert one == 1
    assert write_answer_key(base, tmp_path / "all.pdf") <= len(base.items)


def test_a_file_that_cannot_be_written_raises_oserror(qapp: object, pack: Pack, tmp_path: Path) -> None:
    with pytest.raises(OSError, match="cannot write the answer key"):
        write_answer_key(pack, tmp_path / "no such folder" / "key.pdf")
    folder = tmp_path / "a folder"
    folder.mkdir()
    with pytest.raises(OSError, match="cannot write the answer key"):
        write_answer_key(pack, folder)
    assert [p.name for p in tmp_path.iterdir()] == ["a folder"]  # no temporary file left


def test_paper_is_letter_in_the_americas_and_a4_elsewhere() -> None:
    us = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    germany = QLocale(QLocale.Language.German, QLocale.Country.Germany)
    uk = QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)
    assert paper_size(us).id() == QPageSize.PageSizeId.Letter
    assert paper_size(germany).id() == QPageSize.PageSizeId.A4
    assert paper_size(uk).id() == QPageSize.PageSizeId.A4


def test_the_key_is_written_with_no_display_and_no_application(tmp_path: Path) -> None:
    """A fresh process with no display and no QApplication: the key starts Qt itself."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    path = tmp_path / "fresh.pdf"
    script = (
        "import sys; from dealer_trainer.packs.generating import generate_pack; "
        "from dealer_trainer.gui.answerkey import write_answer_key; "
        "from dealer_trainer.engine.variants import Variant; "
        "from dealer_trainer.engine.rules import RuleSetName; "
        "from dealer_trainer.training.kinds import Drill; "
        "from dealer_trainer.training.focus import Focus; "
        "p = generate_pack(Variant.STUD7, RuleSetName.PA, Drill.SPLIT_POT, Focus.ODD_CHIP, 2, 3); "
        "print(write_answer_key(p, sys.argv[1]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert 1 <= int(done.stdout.strip()) <= 2
    assert path.read_bytes().startswith(b"%PDF-")


# --- the worksheet, the printer, the paper ------------------------------------------------


def test_the_worksheet_asks_every_question_and_gives_no_answer(
    qapp: object, pack: Pack, tmp_path: Path
) -> None:
    path = tmp_path / "worksheet.pdf"
    pages = write_answer_key(pack, path, worksheet=True)
    assert pages == write_answer_key(pack, tmp_path / "key.pdf")  # the same pages
    text = pdf_text(path)
    assert "Worksheet" in text and "Name:" in text and f"Page {pages} of {pages}" in text
    assert text.count("Answer:") == pack.question_count
    assert text.count("Why:") == pack.question_count
    for questions in questions_of(pack):
        for question in questions:
            assert question.sentence in text
            assert f"Answer: {answer_words(question)}" not in text
            for reason in question.reasons:
                assert reason.text not in text
    assert NOTE not in text and "Instructor's" not in text


def test_the_worksheet_marks_no_answer_on_the_table(qapp: object, pack: Pack, tmp_path: Path) -> None:
    """The key marks the answer seat in green; the worksheet's table has no mark."""
    one = replace(pack, items=pack.items[:1])
    key, sheet = tmp_path / "k.pdf", tmp_path / "w.pdf"
    write_answer_key(one, key)
    write_answer_key(one, sheet, worksheet=True)

    def marks(image: QImage) -> int:  # the bright green of the "correct" highlight
        return sum(
            1
            for y in range(0, image.height(), 2)
            for x in range(0, image.width(), 2)
            if (c := QColor(image.pixel(x, y))).green() > 170 and c.red() < 120 and c.blue() < 120
        )

    assert marks(render_page_one(key, tmp_path / "k.png")) > 20
    assert marks(render_page_one(sheet, tmp_path / "w.png")) == 0


def test_the_printer_gets_the_same_pages_as_the_pdf(qapp: object, pack: Pack, tmp_path: Path) -> None:
    from PySide6.QtPrintSupport import QPrinter

    from dealer_trainer.gui.answerkey import paint_key

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
    printed = paint_key(pack, questions_of(pack), printer)
    saved = write_answer_key(pack, tmp_path / "saved.pdf", page_size=QPageSize(QPageSize.PageSizeId.Letter))
    assert printed == saved == pdf_page_count(tmp_path / "printed.pdf")
    assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    text = pdf_text(tmp_path / "printed.pdf")
    assert pack.title in text and NOTE in text


def test_the_paper_can_be_chosen(qapp: object, pack: Pack, tmp_path: Path) -> None:
    for paper, points in ((QPageSize.PageSizeId.A4, (595, 842)), (QPageSize.PageSizeId.Letter, (612, 792))):
        path = tmp_path / f"{paper.name}.pdf"
        write_answer_key(replace(pack, items=pack.items[:1]), path, page_size=QPageSize(paper))
        box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", path.read_bytes())
        assert box is not None
        assert (round(float(box[1])), round(float(box[2]))) == points


def test_a_progress_report_that_raises_stops_the_key_and_leaves_no_file(
    qapp: object, pack: Pack, tmp_path: Path
) -> None:
    seen: list[tuple[int, int, str]] = []

    class Stop(Exception):
        pass

    def progress(done: int, total: int, label: str) -> None:
        seen.append((done, total, label))
        if label.startswith("Printing page 2"):
            raise Stop()

    target = tmp_path / "key.pdf"
    with pytest.raises(Stop):
        write_answer_key(pack, target, progress=progress)
    assert [p.name for p in tmp_path.iterdir() if p.is_file()] == []
    assert seen[0] == (0, len(pack.items), f"Working out the answers: hand 1 of {len(pack.items)}")
    assert any(label.startswith("Laying out hand") for _, _, label in seen)


def test_a_hands_heading_reads_as_the_pack_shows_it(qapp: object, pack: Pack) -> None:
    from dealer_trainer.gui.answerkey import hand_heading
    from dealer_trainer.packs.showing import item_heading

    for index in range(len(pack.items)):
        assert hand_heading(index, pack) == item_heading(index, pack)
    assert hand_heading(0, pack).startswith("1. Suit tie — ")
