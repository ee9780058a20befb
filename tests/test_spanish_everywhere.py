"""Every window, dialog and menu in Spanish: no English a trainee can read, but proper names.

The app runs with its real Spanish translation (compiled from the .ts) and Qt's
own, and is driven by keys and clicks: every menu and submenu, every drill
answered wrongly and rightly, deal-along, the rules reference, the dialogs of
the menus (modal ones answered from a timer once they are up, Qt's file
dialogs included), packs worked through, presented, printed and edited,
progress, an exam and its report, the class view. :mod:`visible_text`
collects what each shows (the table's painted words too) and says what is
English; the failure lists each English text, its .ts context and where it
was seen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from pytestqt.exceptions import TimeoutError
from qt_helpers import mode_key, open_main_window
from visible_text import Collector, EnglishDetector, Finding, Seen

from dealer_trainer.gui.drillwords import MODES, PRACTICE

ROOT = Path(__file__).resolve().parents[1]
#: The Spanish sample packs (File ▸ Open Sample Pack lists them in Spanish): their
#: titles, descriptions, hands' titles and notes are Spanish, and judged like the rest.
PACKS = ROOT / "assets" / "packs" / "es"
SAMPLE = PACKS / "seven-card-stud-hilo.studpack"
HAND = ROOT / "tests" / "data" / "examples" / "017-tie_remainder-stud7-pa.json"
TRAINEE = "Lucía Gómez"


# --- the detector itself ------------------------------------------------------------------------


def test_the_detector_reports_an_english_label_and_not_a_spanish_one(qtbot: Any) -> None:
    detector = EnglishDetector(allowed=["Week 3 check"])
    box = QWidget()
    box.setWindowTitle("Prueba")
    layout = QVBoxLayout(box)
    english = QLabel("Deal the next hand for this drill")  # an untranslated source (Actions)
    english.setObjectName("english")
    glued = QLabel("Press the seat that acts first")  # not in the .ts: found by its words
    spanish = QLabel("Reparte la mano siguiente de este ejercicio")
    names = QLabel("Seven-card Stud Hi-Lo · Razz · As Kh 7c · §637a.10 · Week 3 check")
    button = QPushButton("&Close")  # one English word, all of the label
    for widget in (english, glued, spanish, names, button):
        layout.addWidget(widget)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    collector = Collector()
    collector.widget(box)
    found = {f.seen.text: f for f in detector.findings(collector.seen)}
    assert set(found) == {"Deal the next hand for this drill", "Press the seat that acts first", "Close"}
    assert found["Deal the next hand for this drill"].context == "Actions"
    assert found["Deal the next hand for this drill"].seen.where == "Prueba › QLabel#english"
    assert found["Press the seat that acts first"].context == "?"
    # a source with fields is found filled in, and inside a longer Spanish text
    assert detector.judge(Seen("Opening seven-card-stud.studpack…", "x")) is not None
    assert detector.judge(Seen("Worksheet saved: /tmp/a.pdf (3 pages)", "x")) is not None
    assert detector.judge(Seen("Guardado: /tmp/a.pdf (3 páginas)", "x")) is None
    assert detector.judge(Seen("Mano siguiente (Espacio)\n¿Quién hace el bring-in?", "x")) is None
    # an English reason glued into a Spanish sentence is found, with its context
    glued_reason = detector.judge(
        Seen("Pista: Count the seats still in the hand, add one for the burn.", "x")
    )
    assert glued_reason is not None and glued_reason.context in ("Reasons", "?")
    # the words a graphics view paints, and their tooltips, are read too
    from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

    scene = QGraphicsScene()
    painted = scene.addSimpleText("Burn 3")
    painted.setToolTip("Bote: 3 fichas")
    view = QGraphicsView(scene)
    view.setObjectName("felt")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    painter = Collector()
    painter.widget(view)
    assert {(s.text, s.where.split(" › ")[1]) for s in painter.seen} >= {
        ("Burn 3", "QGraphicsView#felt (painted)"),
        ("Bote: 3 fichas", "QGraphicsView#felt (painted item tooltip)"),
    }
    assert [f.seen.text for f in detector.findings(painter.seen)] == ["Burn 3"]


# --- the walk -----------------------------------------------------------------------------------


class Walk:
    """Drives the windows and gathers what they show."""

    def __init__(self, qtbot: Any, tmp_path: Path) -> None:
        self.qtbot = qtbot
        self.tmp_path = tmp_path
        self.collector = Collector()
        self.window: Any = None

    # seeing

    def look(self) -> None:
        QApplication.processEvents()
        self.collector.all_windows()

    def look_tabs(self, root: QWidget) -> None:
        """Every tab of every tab widget of ``root``, clicked in turn (then the first again)."""
        for tabs in root.findChildren(QTabWidget):
            if not tabs.isVisible() or not tabs.tabBar().isVisible():
                continue
            bar = tabs.tabBar()
            for index in range(tabs.count()):
                self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
                assert tabs.currentIndex() == index
                self.look()
            self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(0).center())

    def english(self, allowed: list[str]) -> list[Finding]:
        return EnglishDetector(allowed=allowed).findings(self.collector.seen)

    # menus

    def close_popups(self, window: QWidget | None = None) -> None:
        while (popup := QApplication.activePopupWidget()) is not None:
            self.qtbot.keyClick(popup, Qt.Key.Key_Escape)
        bar = window.menuBar() if window is not None and hasattr(window, "menuBar") else None
        if bar is not None and bar.activeAction() is not None:
            self.qtbot.keyClick(bar, Qt.Key.Key_Escape)  # Esc again leaves the menu bar, as a person does
        if window is not None:
            self.qtbot.wait(20)  # the closed menu's activation comes back queued
            if QApplication.activeModalWidget() is None and QApplication.activeWindow() is not window:
                # the offscreen platform leaves the closed menu active: the window's keys need it back
                window.activateWindow()
                self.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)

    def walk_menus(self, window: Any) -> None:
        """Every menu of ``window``'s menu bar and every submenu, opened by clicks."""
        bar = window.menuBar()
        for title in bar.actions():
            menu = title.menu()
            if menu is None or not title.isVisible():
                continue
            self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(title).center())
            self.qtbot.waitUntil(menu.isVisible)
            self._walk_menu(menu)
            self.close_popups(window)

    def _walk_menu(self, menu: QMenu) -> None:
        self.collector.menu(menu)
        for action in menu.actions():
            sub = action.menu()
            if sub is None or not action.isVisible() or not action.isEnabled():
                continue
            self._open_submenu(menu, action, sub)
            self._walk_menu(sub)
            self.qtbot.keyClick(sub, Qt.Key.Key_Escape)
            self.qtbot.waitUntil(lambda sub=sub: not sub.isVisible())

    def _open_submenu(self, menu: QMenu, action: QAction, sub: QMenu) -> None:
        """Open ``sub`` by a click on its item, as a user does; if the click lands while
        the pointer's hover has just opened (and the click then closed) it, by the keys a
        user would press next: the item made current, then Right."""
        self.qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
        try:
            self.qtbot.waitUntil(sub.isVisible, timeout=1500)
        except TimeoutError:
            menu.setActiveAction(action)
            self.qtbot.keyClick(menu, Qt.Key.Key_Right)
            self.qtbot.waitUntil(sub.isVisible)

    def click_action(self, window: Any, action: QAction) -> None:
        """Pick ``action`` from ``window``'s menus: its menu bar title, any submenus, the item."""

        def path_to(menu: QMenu) -> list[QAction] | None:
            for item in menu.actions():
                if item is action:
                    return [item]
                if item.menu() is not None and (rest := path_to(item.menu())) is not None:
                    return [item, *rest]
            return None

        bar = window.menuBar()
        path = next(
            [title, *rest]
            for title in bar.actions()
            if title.menu() is not None and (rest := path_to(title.menu())) is not None
        )
        self.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(path[0]).center())
        menu = path[0].menu()
        for item in path[1:]:
            self.qtbot.waitUntil(menu.isVisible)
            self.qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
            menu = item.menu()
        if QApplication.activeModalWidget() is None:
            self.close_popups(window)

    # modal dialogs

    def modal(self, trigger: Callable[[], None], *responses: Callable[[QWidget], None]) -> QWidget:
        """Run ``trigger``; as each modal dialog comes up (one per response, in turn, such
        as a file dialog and then the message about the file), look at everything and
        answer it with its response."""
        handled: list[QWidget] = []
        failed: list[BaseException] = []
        tries = [0]

        def poll() -> None:
            widget = QApplication.activeModalWidget()
            if widget is None or not widget.isVisible() or widget in handled:
                tries[0] += 1
                if tries[0] < 600:
                    QTimer.singleShot(10, poll)
                return
            handled.append(widget)
            try:
                self.look()
                responses[len(handled) - 1](widget)
            except BaseException as error:  # noqa: BLE001 - re-raised below, once the dialog is closed
                failed.append(error)
                if isinstance(widget, QDialog):
                    widget.reject()
                return
            if len(handled) < len(responses):
                QTimer.singleShot(10, poll)

        before = QApplication.activeWindow()
        QTimer.singleShot(0, poll)
        trigger()
        self.qtbot.waitUntil(lambda: len(handled) == len(responses) or bool(failed), timeout=6000)
        if failed:
            raise failed[0]
        self.qtbot.wait(20)
        active = QApplication.activeWindow()
        back = before if before is not None and before.isVisible() else self.window
        if QApplication.activeModalWidget() is None and (active is None or not active.isVisible()):
            # the offscreen platform gives the activation back to no window
            back.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is back)
        return handled[0]

    def choose_file(self, path: Path) -> Callable[[QWidget], None]:
        def respond(widget: QWidget) -> None:
            assert isinstance(widget, QFileDialog), type(widget)
            name = widget.findChild(QLineEdit, "fileNameEdit")
            assert name is not None
            name.setText(str(path))  # the path typed in, then Enter
            self.qtbot.keyClick(name, Qt.Key.Key_Return)

        return respond

    def cancel(self, widget: QWidget) -> None:
        assert isinstance(widget, QDialog)
        widget.reject()

    def press_default(self, widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox), type(widget)
        button = widget.defaultButton() or widget.escapeButton() or widget.buttons()[0]
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    # the drills

    def key(self, key: Qt.Key | str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        """A key pressed on the table, its window active as when a person types (offscreen,
        a window that closed, a progress dialog say, leaves no window active)."""
        window = self.window
        if QApplication.activeModalWidget() is None and QApplication.activeWindow() is not window:
            window.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        self.qtbot.keyClick(window.table, key, modifier)

    def click_item(self, view: Any, item: Any) -> None:
        pos = view.mapFromScene(item.sceneBoundingRect().center())
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)

    def click_step(self, step: Any) -> None:
        from dealer_trainer.training.kinds import StepKind

        table = self.window.table
        if step.kind is StepKind.DEAL:
            self.click_item(table, table.seat_item(step.seat))
        else:
            name = {StepKind.BURN: "burn", StepKind.COMMON: "common", StepKind.RESHUFFLE: "stub"}
            self.click_item(table, table.spot_item(name[step.kind]))

    def spot(self, answer: Any, right: bool) -> None:
        """Spot the error: stopped at once (a false alarm), or let run past the mistake (the
        player stepped as its timer would) and stopped, the place clicked, the mistake named."""
        panel = self.window.panel
        page = panel.spot_page
        mistake = answer.mistake
        if right:
            while page.playing() and (mistake is None or page.player.on_table() <= mistake.beat):
                page.player.step()
            if mistake is None:
                return  # a hand dealt right, let run to its end
        self.key(Qt.Key.Key_Space)
        self.look()  # the mistakes to choose from
        if right:
            target = mistake.place
            item = (
                self.window.table.seat_item(target.seat)
                if target.seat is not None
                else self.window.table.spot_item(target.kind.value)
            )
            pos = self.window.table.mapFromScene(item.sceneBoundingRect().center())
            self.qtbot.mouseClick(self.window.table.viewport(), Qt.MouseButton.LeftButton, pos=pos)
            page.fault_list.choose(mistake.fault)
        self.key(Qt.Key.Key_Return)

    def answer(self, right: bool) -> None:
        """Answer the question on the table by keys and clicks, rightly or wrongly."""
        from dealer_trainer.training.drills import CommonAnswer, SeatAnswer, SplitAnswer, StepAnswer
        from dealer_trainer.training.kinds import StepKind
        from dealer_trainer.training.parts import PartsAnswer, PartsResponse
        from dealer_trainer.training.spotting import SpotAnswer
        from dealer_trainer.training.steps import Step

        panel = self.window.panel
        try:
            self.qtbot.waitUntil(lambda: panel.phase == "asking" and panel.question is not None)
        except TimeoutError:
            raise AssertionError(
                f"no question to answer: {panel.mode} {panel.phase}, active {QApplication.activeWindow()}, "
                f"focus {QApplication.focusWidget()}, popup {QApplication.activePopupWidget()}"
            ) from None
        answer = panel.question.answer
        with self.qtbot.waitSignal(panel.answered, timeout=3000):
            if isinstance(answer, SeatAnswer):
                seats = [s.seat for s in panel.question.snapshot().seats]
                seat = answer.seat if right else next(s for s in seats if s != answer.seat)
                self.key(str(seat))
            elif isinstance(answer, StepAnswer):
                wrong = StepKind.COMMON if answer.step.kind is not StepKind.COMMON else StepKind.BURN
                self.click_step(answer.step if right else Step(wrong))
            elif isinstance(answer, CommonAnswer):
                self.key("y" if answer.needed == right else "n")
            elif isinstance(answer, PartsAnswer):
                import random

                from parts_questions import wrong_response

                page = panel.parts_page
                right_values = PartsResponse(tuple(part.right for part in answer.parts))
                page.set_response(right_values if right else wrong_response(answer, random.Random(0)))
                self.look()  # the rows, filled in
                self.qtbot.mouseClick(page.check_button, Qt.MouseButton.LeftButton)
            elif isinstance(answer, SpotAnswer):
                self.spot(answer, right)
            else:
                assert isinstance(answer, SplitAnswer)
                editor = panel.split_editor
                awards = [(p, s, c) for p, paid in enumerate(answer.pots) for s, c in paid]
                for pot, seat, chips in awards:
                    editor.set_value(pot, seat, chips)
                if not right:
                    pot, seat, chips = awards[0]
                    editor.set_value(pot, seat, chips + 1)
                editor.rake_box.setValue(answer.rake)
                self.look()  # the split form, filled in
                self.qtbot.mouseClick(editor.submit_button, Qt.MouseButton.LeftButton)
        self.look()


@pytest.fixture
def walk(qtbot: Any, tmp_path: Path, spanish: QApplication) -> Iterator[Walk]:
    walker = Walk(qtbot, tmp_path)
    window = open_main_window(qtbot, size=(1280, 800))
    walker.window = window
    yield walker
    walker.close_popups()
    for widget in QApplication.topLevelWidgets():
        if widget.isVisible() and widget is not window and widget.parent() is None:
            if hasattr(widget, "undo_stack"):
                widget.undo_stack.setClean()
            widget.close()


def _allowed(walk: Walk) -> list[str]:
    records = walk.window.records
    names = [t.name for t in records.trainees()] if records is not None else []
    return [*names, TRAINEE]


def _assert_spanish(walk: Walk) -> None:
    found = walk.english(_allowed(walk))
    assert not found, f"{len(found)} English texts:\n" + "\n".join(sorted(str(f) for f in found))


def test_the_main_window_its_menus_and_every_drill_speak_spanish(walk: Walk) -> None:
    window = walk.window
    qtbot = walk.qtbot
    walk.look()
    qtbot.mouseClick(window.panel.settings_toggle, Qt.MouseButton.LeftButton)  # the practice choices
    walk.look()
    walk.walk_menus(window)
    modes = window.mode_actions.actions()
    assert len(modes) == len(MODES)  # every drill, deal-along and practice
    for action in modes:
        walk.key(*mode_key(window, action.data()))
        assert action.isChecked()
        mode = action.data()
        walk.look()
        if mode == "deal-along":
            deal = window.panel.deal
            assert deal is not None
            from dealer_trainer.training.kinds import StepKind
            from dealer_trainer.training.steps import Step

            step = deal.expected()
            walk.click_step(Step(StepKind.COMMON if step.kind is not StepKind.COMMON else StepKind.BURN))
            walk.look()  # a wrong move, explained
            while not deal.finished:
                walk.click_step(deal.expected())
            walk.look()
            continue
        if window.panel.question is None:  # practice with nothing to practise yet says so
            continue
        walk.answer(right=False)
        walk.key(Qt.Key.Key_Space)
        walk.look()
        walk.key("h")  # a hint first
        walk.look()
        walk.answer(right=True)
        walk.key(Qt.Key.Key_Space)
    # practice, now that there are missed answers
    walk.key(*mode_key(window, PRACTICE))
    walk.look()
    if window.panel.question is not None:
        walk.answer(right=True)
    walk.key(Qt.Key.Key_F1)  # the rules reference, every topic
    learn = window.learn_panel
    assert learn is not None and learn.isVisible()
    for row in range(learn.topic_list.count()):
        item = learn.topic_list.item(row)
        rect = learn.topic_list.visualItemRect(item)
        learn.topic_list.scrollToItem(item)
        rect = learn.topic_list.visualItemRect(item)
        qtbot.mouseClick(learn.topic_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        walk.look()
    if learn.show_me.isEnabled():
        qtbot.mouseClick(learn.show_me, Qt.MouseButton.LeftButton)
        walk.look()
    for index in range(learn.game.count()):
        learn.game.setCurrentIndex(index)
        walk.look()
    walk.key(Qt.Key.Key_F1)
    # Help: the keys, About; View ▸ Language
    walk.click_action(window, window.action_map["shortcuts"])
    qtbot.waitUntil(lambda: window.shortcuts_dialog is not None and window.shortcuts_dialog.isVisible())
    walk.look()
    window.shortcuts_dialog.close()
    walk.modal(lambda: walk.click_action(window, window.action_map["about"]), walk.press_default)
    english = next(a for a in window.language_actions.actions() if a.data() == "en")
    walk.modal(lambda: walk.click_action(window, english), walk.press_default)
    _assert_spanish(walk)


def test_the_answer_page_of_the_betting_and_the_money_speaks_spanish(walk: Walk) -> None:
    """A question on the betting, one on the pots and one on a showdown, each answered wrongly and
    then rightly on the parts page (the page of the four drills on the betting and the money)."""
    from parts_questions import bet_question, pot_question, showdown_question

    panel = walk.window.panel
    for build in (bet_question, pot_question, showdown_question):
        for right in (False, True):
            with walk.qtbot.waitSignal(panel.ready):
                panel.present(build())
            walk.look()  # the blank rows
            walk.answer(right=right)
    _assert_spanish(walk)


def test_packs_hands_the_presenter_the_answer_key_and_the_editor_speak_spanish(walk: Walk) -> None:
    window = walk.window
    qtbot = walk.qtbot
    # File ▸ Open Pack…: Qt's file dialog, then the pack worked through
    ctrl = Qt.KeyboardModifier.ControlModifier
    shift = Qt.KeyboardModifier.ShiftModifier
    walk.modal(lambda: walk.key(Qt.Key.Key_O, ctrl), walk.choose_file(SAMPLE))
    qtbot.waitUntil(lambda: window.panel.question is not None and "—" in window.windowTitle())
    walk.look()
    walk.answer(right=False)
    walk.key(Qt.Key.Key_Space)
    walk.answer(right=True)
    # a damaged pack: the message that says what is wrong with it
    broken = walk.tmp_path / "broken.studpack"
    broken.write_text('{"format": "stud-pack/1", "title": 7}', encoding="utf-8")
    walk.modal(lambda: walk.key(Qt.Key.Key_O, ctrl), walk.choose_file(broken), walk.press_default)
    # File ▸ Open Hand…: deal along, with the walk-through beside the table
    walk.modal(lambda: walk.key(Qt.Key.Key_O, ctrl | shift), walk.choose_file(HAND))
    qtbot.waitUntil(lambda: window.walkthrough_action.isEnabled())
    walk.click_action(window, window.walkthrough_action)
    qtbot.waitUntil(lambda: window.walkthrough_dock.isVisible())
    walk.look()
    # File ▸ Save Picture…: the save dialog, cancelled
    walk.modal(lambda: walk.key(Qt.Key.Key_S, ctrl | shift), walk.cancel)
    # File ▸ Present a Pack…: the presenter, a question revealed, the next one
    walk.modal(lambda: walk.key(Qt.Key.Key_F5), walk.choose_file(SAMPLE))
    presenter = window.presenter
    qtbot.waitExposed(presenter)
    walk.look()
    for key in (Qt.Key.Key_R, Qt.Key.Key_Right, Qt.Key.Key_H, Qt.Key.Key_R):
        qtbot.keyClick(presenter, key)
        walk.look()
    qtbot.keyClick(presenter, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not presenter.isVisible())
    # File ▸ Print an Answer Key…
    walk.modal(lambda: walk.key(Qt.Key.Key_P, ctrl), walk.choose_file(SAMPLE))
    dialog = window.answer_key_dialog
    qtbot.waitUntil(dialog.isVisible)
    walk.look()
    qtbot.mouseClick(dialog.worksheet_button, Qt.MouseButton.LeftButton)
    walk.look()
    walk.modal(lambda: qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton), walk.cancel)
    walk.modal(lambda: qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton), walk.cancel)
    dialog.reject()
    # File ▸ Pack Editor, a sample pack opened in it, every tab and menu
    walk.key(Qt.Key.Key_E, ctrl | shift)
    editor = window.editor
    qtbot.waitExposed(editor)
    walk.look()
    walk.walk_menus(editor)
    walk.modal(lambda: qtbot.keyClick(editor, Qt.Key.Key_O, ctrl), walk.choose_file(SAMPLE))
    qtbot.waitUntil(lambda: editor.path is not None)
    walk.look()
    walk.look_tabs(editor)
    list_view = editor.item_list
    for row in (1, 2):
        item = list_view.item(row)
        qtbot.mouseClick(
            list_view.viewport(), Qt.MouseButton.LeftButton, pos=list_view.visualItemRect(item).center()
        )
        walk.look_tabs(editor)
    walk.walk_menus(editor)
    editor.close()
    _assert_spanish(walk)


def test_progress_an_exam_its_report_and_the_class_view_speak_spanish(walk: Walk) -> None:
    window = walk.window
    qtbot = walk.qtbot
    ctrl = Qt.KeyboardModifier.ControlModifier
    # a new trainee, named in Qt's input dialog
    panel = window.panel
    qtbot.mouseClick(panel.settings_toggle, Qt.MouseButton.LeftButton)

    def name_trainee(widget: QWidget) -> None:
        from PySide6.QtWidgets import QInputDialog

        assert isinstance(widget, QInputDialog)
        widget.setTextValue(TRAINEE)
        widget.accept()

    new = panel.trainee_box.findData(panel.NEW_TRAINEE)
    walk.modal(lambda: panel.trainee_box.setCurrentIndex(new), name_trainee)
    qtbot.waitUntil(lambda: panel.trainee_box.currentText() == TRAINEE)
    for mode in range(5):  # answers in every drill, to show in progress
        walk.key(*mode_key(window, MODES[mode][0]))
        walk.answer(right=False)
        walk.key(Qt.Key.Key_Space)
        walk.answer(right=True)
    # Records ▸ My Progress…
    walk.key(Qt.Key.Key_G, ctrl)
    qtbot.waitUntil(lambda: window.progress_view is not None and window.progress_view.isVisible())
    walk.look()
    walk.look_tabs(window.progress_view.window())
    window.progress_view.window().close()
    # Records ▸ Take an Exam…: the setup (both sources shown), the exam, its report

    def set_up(widget: QWidget) -> None:
        from dealer_trainer.gui.examsetup import ExamSetupDialog

        assert isinstance(widget, ExamSetupDialog)
        qtbot.mouseClick(widget.pack_radio, Qt.MouseButton.LeftButton)
        walk.look()
        qtbot.mouseClick(widget.generated_radio, Qt.MouseButton.LeftButton)
        widget.count_spin.setValue(6)
        widget.time_spin.setValue(10)
        walk.look()
        qtbot.mouseClick(widget.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    walk.modal(lambda: walk.key(Qt.Key.Key_T, ctrl), set_up)
    qtbot.waitUntil(lambda: panel.exam is not None)
    walk.look()
    right = False
    while panel.exam is not None:
        walk.answer(right=right)
        right = not right
        if panel.exam is not None:
            walk.key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.exam_report_view is not None and window.exam_report_view.isVisible())
    walk.look()
    walk.look_tabs(window.exam_report_view.window())
    window.exam_report_view.window().close()
    # Records ▸ Export My Results…, then Records ▸ Class Results… with that file added
    exported = walk.tmp_path / "lucia-results.csv"
    walk.modal(
        lambda: walk.click_action(window, window.action_map["export_results"]), walk.choose_file(exported)
    )
    qtbot.waitUntil(exported.is_file)
    walk.look()
    walk.click_action(window, window.action_map["class_results"])
    qtbot.waitUntil(lambda: window.class_view is not None and window.class_view.isVisible())
    view = window.class_view
    walk.look()
    walk.modal(
        lambda: qtbot.mouseClick(view.add_files_button, Qt.MouseButton.LeftButton), walk.choose_file(exported)
    )
    qtbot.waitUntil(lambda: view.table_data is not None and view.import_job is None, timeout=5000)
    walk.look()
    walk.look_tabs(view.window())
    view.window().close()
    _assert_spanish(walk)
