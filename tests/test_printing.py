"""The printing helpers (gui/printing.py): the PDF file written whole or not at all, the
writer's paper and metadata, the margins, the footer and the print preview."""

from __future__ import annotations

import errno
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from dealer_trainer.gui.printing import (
    MARGIN_MM,
    RESOLUTION,
    named_paper,
    open_print_preview,
    page_number_text,
    paint_footer,
    pdf_writer,
    set_margins,
    write_pdf,
)


def pdf_text(path: Path) -> str:
    tool = shutil.which("pdftotext")
    if tool is None:
        pytest.skip("poppler's pdftotext is not installed to read the PDF")
    done = subprocess.run(
        [tool, "-enc", "UTF-8", str(path), "-"], check=True, capture_output=True, timeout=60
    )
    return done.stdout.decode("utf-8")


def test_a_pdf_is_written_beside_its_path_and_renamed_over_it(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_bytes(b"old")
    seen: list[Path] = []

    def write(temp: Path) -> int:
        seen.append(temp)
        temp.write_bytes(b"%PDF-new")
        return 3

    assert write_pdf(target, "cannot write the thing", write) == 3
    assert seen[0] != target and seen[0].parent == target.parent
    assert target.read_bytes() == b"%PDF-new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]


def test_a_pdf_that_cannot_be_written_says_why_and_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.pdf"
    target.write_bytes(b"old")

    def write(temp: Path) -> int:
        raise PermissionError(errno.EACCES, "Permission denied")

    with pytest.raises(PermissionError, match="^.*cannot write the thing: Permission denied"):
        write_pdf(target, "cannot write the thing", write)
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.pdf"]


def test_a_cancelled_pdf_comes_through_as_it_is_and_leaves_no_file(tmp_path: Path) -> None:
    class Cancelled(Exception):
        pass

    def write(temp: Path) -> int:
        temp.write_bytes(b"%PDF-half")
        raise Cancelled("stop")

    with pytest.raises(Cancelled, match="stop"):
        write_pdf(tmp_path / "out.pdf", "cannot write the thing", write)
    assert list(tmp_path.iterdir()) == []


def test_the_writer_has_the_paper_the_resolution_and_the_names(qapp: object, tmp_path: Path) -> None:
    writer = pdf_writer(tmp_path / "a.pdf", named_paper("letter"), "Key — answer key", "Ann")
    assert writer.resolution() == RESOLUTION
    assert writer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    assert writer.title() == "Key — answer key"
    assert writer.creator().startswith("Dealer Trainer ")
    assert (
        pdf_writer(tmp_path / "b.pdf", named_paper("a4"), "No author").pageLayout().pageSize().id()
        == QPageSize.PageSizeId.A4
    )


def test_the_margins_are_set_and_the_paper_kept(qapp: object, tmp_path: Path) -> None:
    writer = pdf_writer(tmp_path / "a.pdf", named_paper("letter"), "t")
    writer.setPageOrientation(QPageLayout.Orientation.Landscape)
    set_margins(writer)
    layout = writer.pageLayout()
    assert layout.pageSize().id() == QPageSize.PageSizeId.Letter
    assert layout.orientation() == QPageLayout.Orientation.Landscape
    assert layout.margins(QPageLayout.Unit.Millimeter) == QMarginsF(
        MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM
    )


def test_the_footer_names_the_document_and_numbers_the_page(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "footer.pdf"
    writer = pdf_writer(path, named_paper("a4"), "t")
    set_margins(writer)
    width, height = float(writer.width()), float(writer.height())
    long_name = "Week 3 " + "very " * 200 + "long title"
    painter = QPainter(writer)
    try:
        for page in (1, 2):
            if page > 1:
                writer.newPage()
            paint_footer(
                painter,
                writer,
                QFont(),
                name="Week 3 — answer key" if page == 1 else long_name,
                page=page,
                pages=2,
                top=height * 0.9,
                width=width,
                height=height * 0.1,
            )
    finally:
        painter.end()
    text = pdf_text(path)
    assert "Week 3 — answer key" in text and "Page 1 of 2" in text and "Page 2 of 2" in text
    assert "…" in text and "long title" not in text  # cut short, the number kept


def test_the_page_number_reads_page_of_pages() -> None:
    assert page_number_text(2, 5) == "Page 2 of 5"


def test_the_print_preview_opens_on_the_paper_and_paints_the_pages(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    painted: list[object] = []
    printer, preview = open_print_preview(
        parent, named_paper("letter"), "Pack — worksheet", "Print — Pack", painted.append
    )
    try:
        assert printer.docName() == "Pack — worksheet"
        assert printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
        assert preview.windowTitle() == "Print — Pack"
        assert preview.isVisible()
        qtbot.waitUntil(lambda: bool(painted))
        assert painted[0] is printer
    finally:
        preview.close()
