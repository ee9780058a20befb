"""File ▸ Print an Answer Key: the choice of key or worksheet and of paper, and
the print preview that prints the same pages as the saved PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPageSize

from dealer_trainer.gui.keydialog import AnswerKeyDialog
from dealer_trainer.packs.storage import load_pack

SAMPLE = Path(__file__).resolve().parent.parent / "assets" / "packs" / "side-pots.studpack"


@pytest.fixture
def dialog(qtbot) -> AnswerKeyDialog:
    win = AnswerKeyDialog(load_pack(SAMPLE), SAMPLE)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_paper_defaults_to_the_locales_and_offers_a4_and_letter(qtbot) -> None:
    previous = QLocale()
    try:
        for territory, expected in (
            (QLocale.Country.UnitedStates, QPageSize.PageSizeId.Letter),
            (QLocale.Country.France, QPageSize.PageSizeId.A4),
        ):
            QLocale.setDefault(QLocale(QLocale.Language.English, territory))
            win = AnswerKeyDialog(load_pack(SAMPLE), SAMPLE)
            qtbot.addWidget(win)
            assert win.page_size().id() == expected
            papers = [win.paper_box.itemData(i) for i in range(win.paper_box.count())]
            assert papers == [QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter]
    finally:
        QLocale.setDefault(previous)


def test_print_opens_a_preview_of_the_pages_on_the_chosen_paper(qtbot, dialog) -> None:
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData(QPageSize.PageSizeId.Letter))
    dialog.worksheet_button.setChecked(True)
    preview = dialog.print_preview()
    qtbot.waitExposed(preview)
    widget = preview.findChild(QPrintPreviewWidget)
    qtbot.waitUntil(lambda: widget.pageCount() > 0)
    assert widget.pageCount() == len(dialog.pack.items)  # one hand a page in this pack
    assert dialog.printer.pageLayout().pageSize().id() == QPageSize.PageSizeId.Letter
    assert "worksheet" in dialog.printer.docName()
    preview.close()


def test_closing_the_dialog_while_it_saves_lets_the_pdf_finish(qtbot, tmp_path: Path) -> None:
    from shiboken6 import isValid

    win = AnswerKeyDialog(load_pack(SAMPLE), SAMPLE)
    win.show()
    target = tmp_path / "key.pdf"
    saved: list[tuple[str, int]] = []
    win.saved.connect(lambda path, pages: saved.append((path, pages)))
    job = win.save_pdf(str(target))
    assert not win.pdf_button.isEnabled()
    win.reject()
    with qtbot.waitSignal(job.done, timeout=60_000):
        pass
    assert saved == [(str(target), len(win.pack.items))]
    assert target.read_bytes().startswith(b"%PDF")
    qtbot.waitUntil(lambda: not isValid(win))  # then the closed dialog goes
