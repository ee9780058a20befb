"""File ▸ Open Sample Pack offers the packs of the language the window speaks:
the Spanish ones (assets/packs/es/) in Spanish, the English ones otherwise."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu
from qt_helpers import open_main_window

from dealer_trainer.gui.languages import remove_translators, spoken
from dealer_trainer.gui.packfiles import recent_files, sample_packs, samples_dir, samples_folder
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.drills import SeatAnswer

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "assets" / "packs"
SPANISH = ENGLISH / "es"
TOPIC = "suit-tie-breaks.studpack"  # every hand a bring-in: answered by a seat's key


def titles_in(folder: Path) -> list[str]:
    return sorted((load_pack(p).title for p in folder.glob("*.studpack")), key=str.casefold)


def open_samples_menu(qtbot: Any, window: Any) -> QMenu:
    """File, then Open Sample Pack, by clicks on the menu bar and the File menu."""
    bar = window.menuBar()
    file_title = next(a for a in bar.actions() if a.menu() is window.file_menu)
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(file_title).center())
    qtbot.waitUntil(window.file_menu.isVisible)
    item = next(a for a in window.file_menu.actions() if a.menu() is window.samples_menu)
    qtbot.mouseClick(
        window.file_menu, Qt.MouseButton.LeftButton, pos=window.file_menu.actionGeometry(item).center()
    )
    qtbot.waitUntil(window.samples_menu.isVisible)
    return window.samples_menu


def choose(qtbot: Any, menu: QMenu, title: str) -> None:
    action = next(a for a in menu.actions() if a.text() == title.replace("&", "&&"))
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())


def close_menus(qtbot: Any, window: Any) -> None:
    while (popup := QApplication.activePopupWidget()) is not None:
        qtbot.keyClick(popup, Qt.Key.Key_Escape)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def test_the_language_spoken_picks_the_folder(tmp_path: Path, spanish: QApplication) -> None:
    assert spoken() == "es"
    assert samples_folder("es") == SPANISH == samples_dir() / "es"
    assert [s.title for s in sample_packs()] == titles_in(SPANISH)
    assert all(s.path.parent == SPANISH for s in sample_packs())
    assert [s.title for s in sample_packs(language="en")] == titles_in(ENGLISH)
    # a language with no packs of its own gets the English ones; so does a folder without "es"
    assert samples_folder("de") == samples_dir()
    assert samples_folder("es", tmp_path) == tmp_path
    remove_translators(spanish)
    assert spoken() == "en"
    assert [s.title for s in sample_packs()] == titles_in(ENGLISH)


def test_in_spanish_the_menu_lists_and_opens_the_spanish_packs(qtbot: Any, spanish: QApplication) -> None:
    window = open_main_window(qtbot, size=(1280, 860))
    menu = open_samples_menu(qtbot, window)
    spanish_titles = titles_in(SPANISH)
    assert len(spanish_titles) >= 10
    assert [a.text() for a in menu.actions()] == [t.replace("&", "&&") for t in spanish_titles]
    pack = load_pack(SPANISH / TOPIC)
    assert pack.title == "Desempates por palo en el bring-in"
    choose(qtbot, menu, pack.title)
    close_menus(qtbot, window)
    panel = window.panel
    qtbot.waitUntil(lambda: panel.question is not None and panel.phase == "asking")
    assert window.windowTitle().startswith(pack.title)
    assert panel.pack_title == pack.title and pack.title in panel.prompt.text()
    assert recent_files() == [str((SPANISH / TOPIC).resolve())]
    # answered wrongly by a seat's key: the feedback ends with the Spanish note
    answer = panel.question.answer
    assert isinstance(answer, SeatAnswer)
    wrong = next(s.seat for s in panel.question.snapshot().seats if s.seat != answer.seat)
    with qtbot.waitSignal(panel.answered, timeout=3000):
        qtbot.keyClick(window.table, str(wrong))
    note = pack.items[0].note
    assert note.startswith("Cuando dos cartas descubiertas tienen el mismo valor")
    assert note in panel.feedback.toPlainText()
    # presented to the class from Open Recent's path: the hand's Spanish title, then its note
    assert window.presentPack(recent_files()[0])
    presenter = window.presenter
    qtbot.addWidget(presenter)
    qtbot.waitExposed(presenter)
    assert "¿Quién hace el bring-in? — empates de palo" in presenter.heading_label.text()
    qtbot.keyClick(presenter, Qt.Key.Key_R)
    assert note in presenter._reveal_html
    presenter.close()


def test_in_english_the_menu_is_as_before(qtbot: Any) -> None:
    assert spoken() == "en"
    window = open_main_window(qtbot, size=(1280, 860))
    menu = open_samples_menu(qtbot, window)
    assert [a.text() for a in menu.actions()] == [t.replace("&", "&&") for t in titles_in(ENGLISH)]
    title = load_pack(ENGLISH / TOPIC).title
    choose(qtbot, menu, title)
    close_menus(qtbot, window)
    qtbot.waitUntil(lambda: window.panel.question is not None)
    assert window.windowTitle().startswith(title)
    assert recent_files() == [str((ENGLISH / TOPIC).resolve())]
