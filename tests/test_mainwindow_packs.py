"""Packs from the main window: sample and recent packs, presenting one to a class,
its answer key and worksheet (saved in the background, printed through a
preview), a hand file dealt on the table, and the one pack editor."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from test_answer_key import render_page_one

from conftest import EXAMPLES
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.gui.assets import ENV_VAR
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.gui.packfiles import MAX_RECENT, RECENT_KEY, recent_files, sample_packs
from dealer_trainer.packs.generating import generate_pack
from dealer_trainer.packs.storage import load_pack, save_pack
from dealer_trainer.training.focus import Focus
from dealer_trainer.training.kinds import Drill, StepKind

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "assets" / "packs"
SAMPLE = SAMPLES / "suit-tie-breaks.studpack"


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    return win


def menu_texts(menu) -> list[str]:
    menu.aboutToShow.emit()
    return [a.text() for a in menu.actions() if not a.isSeparator()]


def test_present_a_pack_full_screen(window, qtbot) -> None:
    assert window.presentPack(str(SAMPLE))
    qtbot.addWidget(window.presenter)
    assert window.presenter.position == (0, 0)
    window.presenter.reveal()
    assert window.presenter.revealed


def test_a_bad_pack_is_refused_before_presenting(window, monkeypatch, tmp_path: Path) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    bad = tmp_path / "bad.studpack"
    bad.write_text("{}")
    assert not window.presentPack(str(bad))
    assert window.writeAnswerKey(str(bad), str(tmp_path / "k.pdf")) is None
    assert not window.showAnswerKey(str(bad))
    assert len(shown) == 3 and "missing required key" in shown[0]
    assert recent_files() == []  # a pack that did not open is not recent


# --- sample packs ----------------------------------------------------------------------


def test_open_sample_pack_lists_the_shipped_packs_by_their_titles(window) -> None:
    titles = sorted((load_pack(p).title for p in SAMPLES.glob("*.studpack")), key=str.casefold)
    assert len(titles) >= 10
    assert menu_texts(window.samples_menu) == [t.replace("&", "&&") for t in titles]


def test_choosing_a_sample_pack_works_through_it_like_open_pack(window) -> None:
    title = load_pack(SAMPLE).title
    action = (
        next(a for a in window.samples_menu.actions() if a.text() == title)
        if window.samples_menu.actions()
        else None
    )
    if action is None:
        window.samples_menu.aboutToShow.emit()
        action = next(a for a in window.samples_menu.actions() if a.text() == title)
    action.trigger()
    assert window.panel.in_pack and window.panel.pack_title == title
    assert window.windowTitle().startswith(title)
    assert recent_files() == [str(SAMPLE.resolve())]


def test_sample_packs_are_found_in_the_installed_apps_assets_folder(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The installed app finds its assets through assets_dir(), not the source tree."""
    installed = tmp_path / "opt" / "assets"
    (installed / "packs").mkdir(parents=True)
    for folder in ("cards", "icons"):
        (installed / folder).symlink_to(ROOT / "assets" / folder)
    pack = load_pack(SAMPLE)
    from dataclasses import replace

    save_pack(replace(pack, title="Tuesday & Thursday class"), installed / "packs" / "class.studpack")
    (installed / "packs" / "broken.studpack").write_text("{not json")
    monkeypatch.setenv(ENV_VAR, str(installed))
    assert [s.title for s in sample_packs()] == ["Tuesday & Thursday class"]
    win = MainWindow()
    qtbot.addWidget(win)
    assert menu_texts(win.samples_menu) == ["Tuesday && Thursday class"]


# --- recent files -----------------------------------------------------------------------


def test_every_way_a_pack_opens_puts_it_in_open_recent(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = [
        shutil.copy(SAMPLES / name, tmp_path / name)
        for name in ("side-pots.studpack", "equal-boards.studpack", "hilo-odd-chips.studpack")
    ]
    assert window.openPack(paths[0])
    assert window.presentPack(paths[1])
    qtbot.addWidget(window.presenter)
    assert window.showAnswerKey(paths[2])
    window.answer_key_dialog.reject()
    assert recent_files() == [str(Path(p).resolve()) for p in reversed(paths)]
    texts = menu_texts(window.recent_menu)
    assert texts == [
        "&1 hilo-odd-chips.studpack",
        "&2 equal-boards.studpack",
        "&3 side-pots.studpack",
        "&Clear Recent",
    ]
    # Choosing one opens it to work through.
    window.recent_menu.actions()[2].trigger()
    assert window.panel.in_pack and window.panel.pack_title == load_pack(paths[0]).title
    assert recent_files()[0] == str(Path(paths[0]).resolve())


def test_open_recent_drops_missing_files_and_bad_values_and_keeps_ten(window, tmp_path: Path) -> None:
    paths = [str(shutil.copy(SAMPLE, tmp_path / f"pack{i}.studpack")) for i in range(MAX_RECENT + 2)]
    QSettings().setValue(RECENT_KEY, [str(tmp_path / "gone.studpack"), "", str(tmp_path)] + paths)
    assert recent_files() == paths[:MAX_RECENT]
    Path(paths[0]).unlink()
    texts = menu_texts(window.recent_menu)
    assert "&1 pack1.studpack" == texts[0] and len(texts) == MAX_RECENT - 1 + 1
    QSettings().setValue(RECENT_KEY, "not a list at all")
    assert recent_files() == []
    QSettings().setValue(RECENT_KEY, 12345)
    assert recent_files() == []


def test_clear_recent_empties_the_list(window, tmp_path: Path) -> None:
    assert window.openPack(str(shutil.copy(SAMPLE, tmp_path / "a.studpack")))
    menu_texts(window.recent_menu)
    clear = next(a for a in window.recent_menu.actions() if a.objectName() == "clear_recent")
    assert clear.isEnabled()
    clear.trigger()
    assert recent_files() == []
    texts = menu_texts(window.recent_menu)
    assert texts == ["No recent packs", "&Clear Recent"]
    assert not any(a.isEnabled() for a in window.recent_menu.actions() if not a.isSeparator())


# --- the answer key: in the background, cancellable ----------------------------------


def big_pack(tmp_path: Path, count: int = 40) -> Path:
    path = tmp_path / "big.studpack"
    save_pack(
        generate_pack(Variant.STUD7, RuleSetName.PA, Drill.BRING_IN, Focus.ANY, count, 5, title="A big pack"),
        path,
    )
    return path


def test_the_answer_key_is_saved_in_the_background(window, qtbot, tmp_path: Path) -> None:
    """The window keeps handling events while the key is written (a timer keeps
    firing), and says where the key went and how many pages it has."""
    source = big_pack(tmp_path)
    target = tmp_path / "key.pdf"
    ticks: list[int] = []
    timer = QTimer(window)
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    switching = sys.getswitchinterval()
    op = window.writeAnswerKey(str(source), str(target))
    assert op is not None
    assert not target.exists()  # it has not run on the GUI thread
    with qtbot.waitSignal(op.done, timeout=60_000):
        pass
    timer.stop()
    assert sys.getswitchinterval() == switching  # put back once the job is done
    assert target.read_bytes().startswith(b"%PDF")
    message = window.statusBar().currentMessage()
    assert str(target) in message and "pages" in message
    assert len(ticks) > 5, "the GUI thread was blocked while the key was written"
    # The tables drawn on the GUI thread and replayed into the worker's page are there.
    image = render_page_one(target, tmp_path / "page1.png")
    felt = sum(
        1
        for y in range(0, image.height(), 3)
        for x in range(0, image.width(), 3)
        if (c := QColor(image.pixel(x, y))).green() > c.red() + 40 and c.green() > c.blue() + 20
    )
    assert felt > 0.03 * (image.width() // 3) * (image.height() // 3)
    (tmp_path / "page1.png").unlink()
    assert files(tmp_path) == ["big.studpack", "key.pdf"]


def files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_file())


def test_a_cancelled_answer_key_leaves_no_file(window, qtbot, tmp_path: Path) -> None:
    source = big_pack(tmp_path)
    target = tmp_path / "key.pdf"
    target.write_bytes(b"%PDF- the key of last week")
    op = window.writeAnswerKey(str(source), str(target))
    assert op is not None
    cancel = op.dialog.findChild(QPushButton)
    assert cancel.text() == "Cancel"
    cancel.click()  # the progress dialog's Cancel button
    with qtbot.waitSignal(op.done, timeout=60_000):
        pass
    assert "Cancelled" in window.statusBar().currentMessage()
    assert target.read_bytes() == b"%PDF- the key of last week"  # the old one is untouched
    assert files(tmp_path) == ["big.studpack", "key.pdf"]


def test_closing_the_window_while_a_key_is_saved_cancels_it(window, tmp_path: Path) -> None:
    source = big_pack(tmp_path)
    op = window.writeAnswerKey(str(source), str(tmp_path / "key.pdf"))
    assert op is not None
    window.close()
    assert op.wait()
    assert files(tmp_path) == ["big.studpack"]


def test_file_answer_key_saves_the_worksheet_as_pdf(
    window, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = Path(shutil.copy(SAMPLE, tmp_path / "ties.studpack"))
    asked: list[str] = []

    def save_name(parent, caption, start, filters):
        asked.append(start)
        return str(tmp_path / "for-trainees"), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(source), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    window.action_map["answer_key"].trigger()
    dialog = window.answer_key_dialog
    assert dialog.isVisible() and dialog.key_button.isChecked()
    qtbot.mouseClick(dialog.worksheet_button, Qt.MouseButton.LeftButton)
    assert dialog.worksheet
    with qtbot.waitSignal(dialog.saved, timeout=60_000) as saved:
        qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    assert asked == [str(tmp_path / "ties-worksheet.pdf")]
    assert saved.args[0] == str(tmp_path / "for-trainees.pdf")
    assert (tmp_path / "for-trainees.pdf").read_bytes().startswith(b"%PDF")
    assert dialog.pdf_button.isEnabled()


# --- Open Scenario: the hand on the table -------------------------------------------------


SPOTS = {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}


def click_step(qtbot, table, step) -> None:
    """Make a dealer move as a dealer does: click the seat, the burn pile, the stub."""
    item = table.seat_item(step.seat) if step.kind is StepKind.DEAL else table.spot_item(SPOTS[step.kind])
    pos = table.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_open_scenario_puts_the_hand_on_the_table_to_deal_move_by_move(
    window, qtbot, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = EXAMPLES / "017-tie_remainder-stud7-pa.json"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a: (str(path), ""))
    window.panel.ms_per_card = 0
    window.show()
    qtbot.waitExposed(window)
    window.action_map["open"].trigger()
    panel = window.panel
    assert panel.phase == "dealing" and panel.deal is not None
    assert window.table.snapshot() is not None
    assert path.name in window.windowTitle()
    assert not window.walkthrough_dock.isVisible()  # it would give the moves away
    moves = 0
    while not panel.deal.finished:
        click_step(qtbot, window.table, panel.deal.expected())
        moves += 1
        assert moves < 200
    assert panel.deal.mistakes == 0 and moves > 7
    assert panel.prompt.text() == "Dealt without a mistake."
    # The walk-through is a side panel on request.
    window.walkthrough_action.trigger()
    assert window.walkthrough_dock.isVisible()
    assert "seat" in window.walkthrough_view.toPlainText()


def test_a_bad_scenario_is_refused_and_the_table_is_left_as_it_was(
    window, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: shown.append(args[2]))
    before = window.panel.phase
    assert not window.showScenario(str(EXAMPLES / "022-out_of_turn-stud7-hilo-bad.json"))
    assert not window.showScenario(str(SAMPLES / "no-such-hand.json"))
    assert len(shown) == 2 and "022-out_of_turn" in shown[0] and "no-such-hand" in shown[1]
    # The file is named once, by its name, then what is wrong with it.
    assert shown[1] == "no-such-hand.json: no such file"
    assert window.panel.phase == before and window.panel.deal is None
    assert not window.walkthrough_action.isEnabled()


# --- the pack editor: one window ---------------------------------------------------------


def test_pack_editor_with_an_editor_open_raises_it(window, qtbot) -> None:
    window.action_map["editor"].trigger()
    first = window.editor
    qtbot.addWidget(first)
    assert first.isVisible()
    window.activateWindow()
    window.action_map["editor"].trigger()
    assert window.editor is first
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    first.close()
    window.action_map["editor"].trigger()  # a closed editor is not brought back
    qtbot.addWidget(window.editor)
    assert window.editor is not first and window.editor.isVisible()
