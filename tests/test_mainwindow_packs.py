"""Packs from the main window: present one to a class, print its answer key."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from dealer_trainer.gui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "assets" / "packs" / "suit-tie-breaks.studpack"


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    return win


def test_present_a_pack_full_screen(window, qtbot) -> None:
    assert window.presentPack(str(SAMPLE))
    qtbot.addWidget(window.presenter)
    assert window.presenter.position == (0, 0)
    window.presenter.reveal()
    assert window.presenter.revealed


def test_print_an_answer_key(window, tmp_path: Path) -> None:
    target = tmp_path / "key.pdf"
    assert window.writeAnswerKey(str(SAMPLE), str(target))
    assert target.read_bytes().startswith(b"%PDF")
    assert "pages" in window.statusBar().currentMessage()


def test_a_bad_pack_is_refused_before_presenting(window, monkeypatch, tmp_path: Path) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    bad = tmp_path / "bad.studpack"
    bad.write_text("{}")
    assert not window.presentPack(str(bad))
    assert not window.writeAnswerKey(str(bad), str(tmp_path / "k.pdf"))
    assert len(shown) == 2 and "missing required key" in shown[0]


def test_the_pack_editor_opens_from_the_main_window(window, qtbot) -> None:
    window.openEditor()
    qtbot.addWidget(window.editor)
    assert window.editor.isVisible()
