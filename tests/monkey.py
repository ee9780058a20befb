"""A seeded monkey: real mouse and key events sent to the main window at random.

The monkey acts like a trainee who has never seen the app: it clicks anywhere
on the table and the drill panel, presses every key of the keymap (the
actions' shortcuts, the drills' Ctrl+N, the seat numbers 1–9, Space, Enter,
Esc and plain letters), opens the menus and picks from them, opens dialogs
and closes them, quits and starts again. The run is cut into batches; each
batch first sets up one situation by real input (a drill, hard cases on or
off, the dealing animation on or off, a sample pack, practice mode, an exam)
so every drill, game and mode is visited, whatever the random clicks do.

It fails at once, naming the seed and the last events, on

- an uncaught exception (``sys.excepthook`` and ``threading.excepthook``),
- any Qt warning (beyond the ``qt_log_ignore`` patterns of pyproject.toml),
- a table that lost its drawing (the felt or rail item gone, or the felt in
  the grabbed picture no longer green),
- Space not dealing the next hand after an answer (while the table or the
  answer controls have the focus),
- two windows of one kind open at once, closed dialogs piling up, or a
  window of the main window left open after the main window closed.

Modal dialogs never block: the file dialogs answer with a sample pack, a bad
file or Cancel; message boxes are noted and answered; a ``QDialog.exec`` is
shown, clicked in at random, then closed with OK or Cancel, all without a
nested event loop.

The same seed sends the same events. With the animation off a failure
replays exactly; with it on, real time passes between events, so the hands
are the same but where an animation stands when a key arrives may differ.

``exclude`` takes tokens that leave out one kind of event or check, to look
past a known defect while it is being fixed: an event kind (``click-felt``,
``clock``), a key (``key:9``, ``key:Ctrl+4``), a check (``check:space-deals``,
``check:one-window``, ``check:dialog-leak``, ``check:closed-with-window``),
``file:bad`` (no bad files from the file dialogs) or one of them
(``file:seat-not-at-table.studpack``), or ``settings:hostile`` (no hostile
saved settings on a restart). The committed test leaves nothing out.
"""

from __future__ import annotations

import json
import random
import re
import sys
import threading
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QSettings, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGraphicsPathItem,
    QInputDialog,
    QMenu,
    QMessageBox,
    QWidget,
)

ROOT = Path(__file__).resolve().parent.parent
PACKS = sorted((ROOT / "assets" / "packs").glob("*.studpack"))
EXAMPLES = sorted((ROOT / "tests" / "data" / "examples").glob("*.json"))
EXAMPLES = [p for p in EXAMPLES if not p.name.endswith(".expected.json")]

#: Plain keys a person presses besides the shortcuts.
PLAIN_KEYS: tuple[tuple[Qt.Key, str], ...] = tuple(
    [(Qt.Key(Qt.Key.Key_1.value + i), str(i + 1)) for i in range(9)]
    + [
        (Qt.Key.Key_0, "0"),
        (Qt.Key.Key_Space, "Space"),
        (Qt.Key.Key_Return, "Return"),
        (Qt.Key.Key_Enter, "Enter"),
        (Qt.Key.Key_Escape, "Esc"),
        (Qt.Key.Key_Tab, "Tab"),
        (Qt.Key.Key_Backspace, "Backspace"),
        (Qt.Key.Key_Up, "Up"),
        (Qt.Key.Key_Down, "Down"),
        (Qt.Key.Key_Left, "Left"),
        (Qt.Key.Key_Right, "Right"),
        (Qt.Key.Key_Minus, "-"),
    ]
    + [(Qt.Key(Qt.Key.Key_A.value + i), chr(ord("A") + i)) for i in range(26)]
)

#: Names a trainee types into "New trainee" (blank, odd and long ones too).
NAMES = ("Ana", "Bo", "", "   ", "=SUM(A1)", "Zoë Ünal", "x" * 300, "Ana", "<b>bold</b>")

#: Saved settings a damaged or hand-edited settings file may hold.
HOSTILE_SETTINGS: tuple[tuple[str, Any], ...] = (
    ("view/speed", "99999999999999999999"),
    ("view/speed", "-40"),
    ("view/speed", "fast"),
    ("drill/mode", "no-such-drill"),
    ("drill/games", "stud7,,zzz"),
    ("drill/rules", "moon"),
    ("mainwindow/geometry", "garbage"),
    ("drill/hard", "maybe"),
    ("records/trainee", "\x00"),
)


class MonkeyFailure(AssertionError):
    """What broke, with the seed and the last events, to replay it."""


@dataclass
class Setup:
    """The situation a batch starts from: a drill (or a pack, practice, an exam)."""

    mode: str
    hard: bool = False
    speed: int = 0
    pack: Path | None = None

    def __str__(self) -> str:
        what = f"pack {self.pack.name}" if self.pack else self.mode
        return f"{what}, hard {'on' if self.hard else 'off'}, animation {self.speed} ms"


@dataclass
class Stats:
    """What a run did, for the report and for checking it covered every mode."""

    events: Counter[str] = field(default_factory=Counter)
    setups: Counter[str] = field(default_factory=Counter)
    keys: Counter[str] = field(default_factory=Counter)
    messages: Counter[str] = field(default_factory=Counter)
    restarts: int = 0
    answers: int = 0
    verdicts: int = 0
    exams_finished: int = 0
    seconds: float = 0.0


class Monkey:
    """Sends ``events`` seeded random input events to a fresh main window.

    ``qtbot`` is pytest-qt's; ``monkeypatch`` stubs the modal dialogs for the
    run; ``workdir`` holds the bad files offered to the file dialogs and
    whatever the app is told to save.
    """

    def __init__(
        self,
        qtbot: Any,
        monkeypatch: Any,
        workdir: Path,
        seed: int,
        *,
        exclude: frozenset[str] = frozenset(),
        batch: int = 40,
        log_ignore: tuple[str, ...] = (),
    ) -> None:
        self.qtbot = qtbot
        self.monkeypatch = monkeypatch
        self.workdir = workdir
        self.seed = seed
        self.exclude = exclude
        self.batch = batch
        self.rng = random.Random(seed)
        self.log: list[str] = []
        self.stats = Stats()
        self.errors: list[str] = []
        self._log_ignore = [re.compile(p) for p in log_ignore]
        self._setup: Setup | None = None
        self._forced_files: list[str] = []
        self._forced_exec: list[str] = []
        self._clock_skew = 0.0
        self._key_deck: list[tuple[Qt.Key, Qt.KeyboardModifier, str]] = []
        self._saved = 0
        self._bad_files = self._make_bad_files()
        self.window: Any = None
        #: Every key of the keymap (of every window the run opened).
        self.keymap_names: set[str] = set()

    # --- the run -----------------------------------------------------------------

    def run(self, events: int) -> Stats:
        """Send ``events`` events; raise :class:`MonkeyFailure` at the first problem."""
        started = time.monotonic()
        with self._guards(), self._cleanup():
            self._stub_dialogs()
            self._seed_the_app()
            self._open_window()
            setups = self._setups()
            index = 0
            while index < events:
                setup = setups[(index // self.batch) % len(setups)]
                if index % self.batch == 0:
                    if index // self.batch and index // self.batch % len(setups) == 0:
                        self.rng.shuffle(setups)
                    self._apply(setup)
                self._one_event(index)
                if index == events // 2 and not self.stats.restarts:
                    # Restarts are rare events; every run must still quit and start
                    # again once, whatever its seed drew, so one is made here.
                    self._note(f"{index:6d} restart (halfway, none drawn yet) {self._restart()}")
                    self._settle()
                index += 1
                if index % self.batch == 0 or index == events:
                    self._check_batch(index)
            self._close_extra_windows()
            self._check_batch(events)
        self.stats.seconds = time.monotonic() - started
        return self.stats

    def _setups(self) -> list[Setup]:
        """Every drill with hard cases on and off, the animation on and off,
        every sample pack, and an exam: shuffled by the seed."""
        from dealer_trainer.gui.drillpanel import MODES

        setups = [
            Setup(mode, hard, speed) for mode, _ in MODES for hard in (False, True) for speed in (0, 50)
        ]
        setups += [Setup("pack", self.rng.random() < 0.5, self.rng.choice((0, 50)), pack) for pack in PACKS]
        setups += [Setup("exam", False, speed) for speed in (0, 50)]
        self.rng.shuffle(setups)
        # One of each kind first (every mode, a pack, an exam), then the rest: a short run
        # still reaches them all, however many drills there are to combine with the options.
        first: list[Setup] = []
        for setup in setups:
            if all(setup.mode != other.mode for other in first):
                first.append(setup)
        return first + [setup for setup in setups if setup not in first]

    def _apply(self, setup: Setup) -> None:
        """Bring the window to ``setup`` with the keys and menus a person would use."""
        self._setup = setup
        self.stats.setups[str(setup)] += 1
        self._note(f"--- setup: {setup}")
        self._close_extra_windows()
        window = self.window
        speed = next(a for a in window.speed_actions.actions() if a.data() == setup.speed)
        self._note(f"menu View > Dealing Speed > {speed.text()}")
        speed.trigger()
        if window.action_map["hard"].isChecked() != setup.hard:
            self._key(Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier, "Ctrl+H", window.table)
        if setup.mode == "pack":
            assert setup.pack is not None
            self._forced_files.append(str(setup.pack))
            self._key(Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier, "Ctrl+O", window.table)
        elif setup.mode == "exam":
            self._forced_exec.append("accept")
            self._key(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier, "Ctrl+T", window.table)
        else:
            actions = window.mode_actions.actions()
            index = next(i for i, a in enumerate(actions) if a.data() == setup.mode)
            shortcut = actions[index].shortcut()
            if shortcut.isEmpty() or f"key:{shortcut.toString()}" in self.exclude:
                self._note(f"menu Drill > {actions[index].text()}")
                actions[index].trigger()
            else:
                combination = shortcut[0]
                self._key(
                    combination.key(), combination.keyboardModifiers(), shortcut.toString(), window.table
                )
        self._settle()

    # --- one event -------------------------------------------------------------------

    def _kinds(self) -> list[tuple[str, float, Callable[[], str]]]:
        kinds = [
            ("click-seat", 14, self._click_seat),
            ("click-spot", 8, self._click_spot),
            ("click-felt", 6, self._click_felt),
            ("click-panel", 12, self._click_panel),
            ("key", 30, self._press_key),
            ("menu", 4, self._use_menu),
            ("trigger", 3, self._trigger_action),
            ("answer-right", 12, self._answer_right),
            ("guess-seat", 5, self._guess_seat),
            ("next-hand", 6, self._next_hand),
            ("pause", 4, self._pause),
            ("clock", 2, self._clock_jump),
            ("other-window", 3, self._other_window),
            ("restart", 0.4, self._restart),
        ]
        return [k for k in kinds if k[0] not in self.exclude]

    def _one_event(self, index: int) -> None:
        kinds = self._kinds()
        name, _, act = self.rng.choices(kinds, weights=[w for _, w, _ in kinds])[0]
        before = self._panel_state()
        self._note(f"{index:6d} {name}")
        at = len(self.log) - 1
        detail = act()
        self.stats.events[name] += 1
        self.log[at] += f" {detail}"
        self._settle()
        if not self.window.isVisible():
            self._note("       the main window closed: start the app again")
            self._open_window()
        self._check_event(name, detail, before)

    def _settle(self) -> None:
        """Deliver what the event queued (posted events, zero-time timers)."""
        QCoreApplication.sendPostedEvents()
        QApplication.processEvents()
        self._raise_errors()

    # --- mouse ---------------------------------------------------------------------

    def _button(self) -> Qt.MouseButton:
        roll = self.rng.random()
        if roll < 0.85:
            return Qt.MouseButton.LeftButton
        return Qt.MouseButton.RightButton if roll < 0.95 else Qt.MouseButton.MiddleButton

    def _to_front(self, widget: QWidget) -> None:
        """A person's click or key goes to the window they look at: bring it to the front."""
        window = widget.window()
        if QApplication.activeWindow() is not window and not isinstance(window, QMenu):
            window.activateWindow()
            self._note(f"       {window.windowTitle() or type(window).__name__!r} comes to the front")

    def _click(self, widget: QWidget, pos: QPoint, left: bool = False) -> str:
        popup = QApplication.activePopupWidget()
        if popup is not None and not popup.isAncestorOf(widget) and popup is not widget:
            # On a real screen an open list or menu takes the mouse: a click anywhere
            # else only closes it. QTest hands the click to the widget directly, so
            # do what the screen would, or two lists end up open at once.
            popup.close()
            return f"click outside the open {type(popup).__name__} closes it"
        self._to_front(widget)
        button = Qt.MouseButton.LeftButton if left else self._button()
        if self.rng.random() < 0.1:
            QTest.mouseDClick(widget, button, Qt.KeyboardModifier.NoModifier, pos)
            how = "double-click"
        else:
            QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, pos)
            how = "click"
        return f"{how} {button.name.replace('Button', '')} at {pos.x()},{pos.y()} on {_name(widget)}"

    def _click_scene(self, point: QPointF, left: bool = False) -> str:
        table = self.window.table
        pos = table.mapFromScene(point)
        return self._click(table.viewport(), pos, left)

    def _click_seat(self) -> str:
        table = self.window.table
        seats = sorted(table._seat_items)
        if not seats:
            return "no seats drawn"
        seat = self.rng.choice(seats)
        return f"seat {seat}: " + self._click_scene(table.seat_item(seat).sceneBoundingRect().center())

    def _click_spot(self) -> str:
        table = self.window.table
        spots = sorted(table._spot_items)
        if not spots:
            return "no spots drawn"
        spot = self.rng.choice(spots)
        return f"{spot}: " + self._click_scene(table.spot_item(spot).sceneBoundingRect().center())

    def _click_felt(self) -> str:
        """Anywhere on the table's picture: the felt, the rail, a card, the grey around."""
        viewport = self.window.table.viewport()
        pos = QPoint(
            self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height()))
        )
        return self._click(viewport, pos)

    def _click_panel(self) -> str:
        """Anywhere on the drill panel: on whatever widget is under the point."""
        return self._click_in(self.window.panel)

    def _click_in(self, root: QWidget) -> str:
        if root.width() <= 0 or root.height() <= 0:
            return f"{_name(root)} has no size"
        point = QPoint(self.rng.randrange(root.width()), self.rng.randrange(root.height()))
        child = root.childAt(point)
        target = child if child is not None else root
        return self._click(target, target.mapFrom(root, point))

    # --- keys --------------------------------------------------------------------------

    def _keymap(self) -> list[tuple[Qt.Key, Qt.KeyboardModifier, str]]:
        """Every shortcut of the window's actions and seat keys, and the plain keys."""
        keys: dict[str, tuple[Qt.Key, Qt.KeyboardModifier, str]] = {}
        sequences: list[QKeySequence] = [a.shortcut() for a in self.window.actions()]
        sequences += [s.key() for s in self.window.findChildren(QShortcut) if s.parent() is self.window]
        for sequence in sequences:
            if sequence.isEmpty():
                continue
            combo = sequence[0]
            name = QKeySequence(combo).toString()
            keys[name] = (combo.key(), combo.keyboardModifiers(), name)
        for key, name in PLAIN_KEYS:
            keys.setdefault(name, (key, Qt.KeyboardModifier.NoModifier, name))
        return [keys[name] for name in sorted(keys) if f"key:{name}" not in self.exclude]

    def _focus_target(self) -> QWidget:
        focus = QApplication.focusWidget()
        if focus is not None and focus.window() is self.window:
            return focus
        return self.window.table

    def _key(
        self, key: Qt.Key, modifiers: Qt.KeyboardModifier, name: str, target: QWidget | None = None
    ) -> str:
        widget = target if target is not None else self._focus_target()
        self._to_front(widget)
        self.stats.keys[name] += 1
        QTest.keyClick(widget, key, modifiers)
        return f"{name} to {_name(widget)}"

    def _press_key(self) -> str:
        """The next key of the keymap, dealt from a shuffled deck of all of them,
        so every key is pressed in every pass through the deck."""
        if not self._key_deck:
            self._key_deck = self._keymap()
            self.rng.shuffle(self._key_deck)
        key, modifiers, name = self._key_deck.pop()
        return self._key(key, modifiers, name)

    def _guess_seat(self) -> str:
        """A number key 1–9, as a trainee guessing a seat does (seats may be empty)."""
        number = self.rng.randrange(1, 10)
        if f"key:{number}" in self.exclude:
            return f"({number} left out)"
        return self._key(Qt.Key(Qt.Key.Key_0.value + number), Qt.KeyboardModifier.NoModifier, str(number))

    def _next_hand(self) -> str:
        """Space wherever the focus is, as a trainee moving on does."""
        return self._key(Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, "Space")

    # --- menus and actions ----------------------------------------------------------

    def _use_menu(self) -> str:
        """Click a menu's title in the menu bar, then one of its items (or Esc)."""
        bar = self.window.menuBar()
        titles = [a for a in bar.actions() if a.menu() is not None and a.isVisible()]
        title = self.rng.choice(titles)
        QTest.mouseClick(
            bar, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bar.actionGeometry(title).center()
        )
        path = [title.text()]
        for _ in range(3):
            menu = QApplication.activePopupWidget()
            if not isinstance(menu, QMenu):
                break
            items = [a for a in menu.actions() if not a.isSeparator() and a.isVisible()]
            if not items or self.rng.random() < 0.08:
                QTest.keyClick(menu, Qt.Key.Key_Escape)
                path.append("Esc")
                break
            item = self.rng.choice(items)
            path.append(item.text())
            QTest.mouseClick(
                menu,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                menu.actionGeometry(item).center(),
            )
            if item.menu() is None:
                break
        self._close_popups()
        return " > ".join(path)

    def _trigger_action(self) -> str:
        """An action without a key, or any other, as a menu would trigger it."""
        actions = [a for a in self._menu_actions() if a.menu() is None]
        action = self.rng.choice(actions)
        action.trigger()
        return action.text().replace("&", "")

    def _menu_actions(self) -> list[QAction]:
        """Every item of the menu bar's menus, in menu order (not the actions of
        widgets inside other windows, which their own context menus set up)."""
        found: list[QAction] = []

        def walk(actions: list[QAction]) -> None:
            for action in actions:
                if action.isSeparator() or not action.text():
                    continue
                found.append(action)
                if action.menu() is not None:
                    walk(action.menu().actions())

        walk(self.window.menuBar().actions())
        return found

    def _close_popups(self) -> None:
        for _ in range(4):
            popup = QApplication.activePopupWidget()
            if popup is None:
                return
            popup.close()

    # --- a trainee who knows the answer ------------------------------------------------

    def _answer_right(self) -> str:
        """The right answer, by clicking or pressing what a trainee would: the
        run also reaches what comes after an answer (feedback, the next hand,
        the end of a pack or an exam)."""
        panel = self.window.panel
        table = self.window.table
        prefix = ""
        if panel.phase == "animating":
            prefix = self._key(Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier, "Esc", table) + "; "
            self._settle()
        return prefix + self._answer_now(panel, table)

    def _answer_now(self, panel: Any, table: Any) -> str:
        from dealer_trainer.training import drills
        from dealer_trainer.training.kinds import StepKind

        if panel.phase == "dealing" and panel.deal is not None:
            step = panel.deal.expected() if hasattr(panel.deal, "expected") else None
            if step is None:
                return self._click_seat()
            answer: Any = drills.StepAnswer(step)
        elif panel.phase == "asking" and panel.question is not None:
            answer = panel.question.answer
        else:
            return (
                "(nothing to answer: "
                + self._key(Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, "Space", table)
                + ")"
            )
        self.stats.answers += 1
        if isinstance(answer, drills.SeatAnswer):
            if answer.seat in table._seat_items:
                return f"seat {answer.seat} " + self._click_scene(
                    table.seat_item(answer.seat).sceneBoundingRect().center(), left=True
                )
            return self._key(
                Qt.Key(Qt.Key.Key_0.value + answer.seat),
                Qt.KeyboardModifier.NoModifier,
                str(answer.seat),
                table,
            )
        if isinstance(answer, drills.StepAnswer):
            step = answer.step
            if step.kind is StepKind.DEAL and step.seat in table._seat_items:
                return f"deal seat {step.seat}: " + self._click_scene(
                    table.seat_item(step.seat).sceneBoundingRect().center(), left=True
                )
            key = {
                StepKind.BURN: (Qt.Key.Key_B, "B"),
                StepKind.COMMON: (Qt.Key.Key_C, "C"),
                StepKind.RESHUFFLE: (Qt.Key.Key_S, "S"),
            }.get(step.kind)
            if key is None:
                return f"(no key for {step})"
            return self._key(key[0], Qt.KeyboardModifier.NoModifier, key[1], table)
        if isinstance(answer, drills.CommonAnswer):
            key = (Qt.Key.Key_Y, "Y") if answer.needed else (Qt.Key.Key_N, "N")
            return self._key(key[0], Qt.KeyboardModifier.NoModifier, key[1], table)
        if isinstance(answer, drills.SplitAnswer):
            return self._type_split(answer)
        return f"(no way to answer {type(answer).__name__})"

    def _type_split(self, answer: Any) -> str:
        """Type the chips into the split-pot boxes, then Enter."""
        editor = self.window.panel._split_editor
        if editor is None:
            return "(no split editor)"
        spins = [w for w in editor.findChildren(QAbstractSpinBox) if w.isVisible()]
        for spin in spins:
            QTest.mouseDClick(spin, Qt.MouseButton.LeftButton)
            QTest.keyClicks(spin, str(self.rng.randrange(0, 40)))
        return f"typed into {len(spins)} chip boxes; " + self._key(
            Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "Return", spins[-1] if spins else None
        )

    # --- time, other windows, restarts -------------------------------------------

    def _pause(self) -> str:
        """The person stops to think: real time passes, so animations and
        timers run (this waits for nothing in particular)."""
        ms = self.rng.choice((5, 20, 60, 150, 400))
        self.qtbot.wait(ms)
        return f"{ms} ms"

    def _clock_jump(self) -> str:
        """Minutes pass in a moment during an exam (to reach its time limit)."""
        exam = self.window.panel.exam
        if exam is None:
            return "(no exam running)"
        minutes = self.rng.choice((1, 5, 15, 45))
        self._clock_skew += minutes * 60
        skew = self._clock_skew
        exam._clock = lambda: time.monotonic() + skew
        return f"{minutes} min pass in the exam"

    def _other_windows(self) -> list[QWidget]:
        return [
            w
            for w in QApplication.topLevelWidgets()
            if w.isVisible()
            and w is not self.window
            and not isinstance(w, QMenu)
            and w.windowType() != Qt.WindowType.ToolTip
        ]

    def _other_window(self) -> str:
        """Click or type in another open window (progress, editor, a dialog), or close it."""
        windows = sorted(self._other_windows(), key=lambda w: w.windowTitle())
        if not windows:
            return "(no other window)"
        window = self.rng.choice(windows)
        title = window.windowTitle() or type(window).__name__
        roll = self.rng.random()
        if roll < 0.25:
            window.close()
            return f"close {title!r}"
        if roll < 0.6:
            return f"in {title!r}: " + self._click_in(window)
        key, name = self.rng.choice(PLAIN_KEYS[:20] + ((Qt.Key.Key_Escape, "Esc"),))
        focus = QApplication.focusWidget()
        target = focus if focus is not None and focus.window() is window else window
        self.stats.keys[name] += 1
        QTest.keyClick(target, key)
        return f"in {title!r}: {name} to {_name(target)}"

    def _close_extra_windows(self) -> None:
        self._close_popups()
        for window in self._other_windows():
            window.close()
        self._settle()

    def _restart(self) -> str:
        """Quit (the settings are written) and start again, maybe with a damaged setting."""
        self._close_extra_windows()
        self.window.close()
        self._settle()
        detail = "quit and start again"
        if "settings:hostile" not in self.exclude and self.rng.random() < 0.5:
            key, value = self.rng.choice(HOSTILE_SETTINGS)
            settings = QSettings()
            settings.setValue(key, value)
            settings.sync()
            detail += f" with the setting {key}={value!r}"
        self._open_window()
        self.stats.restarts += 1
        return detail

    def _open_window(self) -> None:
        from dealer_trainer.gui.mainwindow import MainWindow

        if self.window is not None:
            left = [
                w.windowTitle()
                for w in QApplication.topLevelWidgets()
                if w.isVisible() and w.parentWidget() is self.window
            ]
            if left and "check:closed-with-window" not in self.exclude:
                self._fail(f"the main window closed but its windows stayed open: {left}")
            self.window.deleteLater()
        window = MainWindow()  # not qtbot.addWidget: a restart deletes the window it closed
        window.resize(1280, 800)
        window.show()
        self.qtbot.waitExposed(window)
        window.activateWindow()
        self.window = window
        self.keymap_names.update(name for _, _, name in self._keymap())
        window.panel.answered.connect(self._answered)
        window.panel.examFinished.connect(self._exam_finished)
        self.qtbot.waitUntil(
            lambda: (
                window.records is not None
                or (
                    window.panel.trainee_box.isEnabled() is False
                    and window.statusBar().currentMessage().startswith("Answers are not")
                )
            ),
            timeout=10_000,
        )
        self._settle()

    def _answered(self, _right: bool) -> None:
        self.stats.verdicts += 1

    def _exam_finished(self, _report: object) -> None:
        self.stats.exams_finished += 1

    # --- the app's randomness follows the seed ------------------------------------------

    def _seed_the_app(self) -> None:
        """An unseeded ``random.Random()`` in the drill panel (seed box "random")
        and the exam dialog's seed come from the monkey's seed, for replay."""
        from dealer_trainer.gui import drillpanel, examsetup

        source = random.Random(self.seed ^ 0x5EED)

        class SeededRandom(random.Random):
            def __init__(self, x: Any = None) -> None:
                super().__init__(source.random() if x is None else x)

        class Module:
            Random = SeededRandom
            randrange = source.randrange
            choice = source.choice
            random = source.random

        self.monkeypatch.setattr(drillpanel, "random", Module)
        self.monkeypatch.setattr(examsetup, "random", Module)

    # --- modal dialogs, stubbed --------------------------------------------------------

    def _make_bad_files(self) -> list[Path]:
        folder = self.workdir / "bad"
        folder.mkdir(parents=True, exist_ok=True)
        sample = json.loads(PACKS[0].read_text(encoding="utf-8"))
        broken = json.loads(json.dumps(sample))
        broken["items"][0]["scenario"]["actions"][0]["seat"] = (
            7 if "7" not in broken["items"][0]["scenario"]["seats"] else 3
        )
        broken["items"][0]["scenario"]["seats"].pop(
            str(broken["items"][0]["scenario"]["actions"][0]["seat"]), None
        )
        files = {
            "empty.studpack": "",
            "not-json.studpack": "this is not a pack {",
            "array.studpack": "[1, 2, 3]",
            "truncated.studpack": PACKS[0].read_text(encoding="utf-8")[:500],
            "seat-not-at-table.studpack": json.dumps(broken),
            "huge-int.studpack": '{"format": "stud-pack/1", "title": ' + "9" * 5000 + "}",
            "scenario.studpack": EXAMPLES[0].read_text(encoding="utf-8"),
        }
        paths = []
        for name, text in files.items():
            path = folder / name
            path.write_text(text, encoding="utf-8")
            paths.append(path)
        return paths + [folder / "does-not-exist.studpack", folder]

    def _file_answer(self, caption: str, *, save: bool, default: str = "") -> str:
        if self._forced_files and not save:
            return self._forced_files.pop(0)
        roll = self.rng.random()
        if roll < 0.2:
            return ""
        if save:
            self._saved += 1
            suffix = Path(default).suffix or ".out"
            return str(self.workdir / "saved" / f"{self._saved}{suffix}")
        bad = [p for p in self._bad_files if f"file:{p.name}" not in self.exclude]
        if "file:bad" not in self.exclude and bad and roll < 0.4:
            return str(self.rng.choice(bad))
        if "Scenario" in caption:
            return str(self.rng.choice(EXAMPLES))
        if "Results" in caption:
            saved = sorted((self.workdir / "saved").glob("*.csv"))
            return str(self.rng.choice(saved)) if saved else ""
        return str(self.rng.choice(PACKS))

    def _stub_dialogs(self) -> None:
        monkey = self
        (self.workdir / "saved").mkdir(parents=True, exist_ok=True)

        def get_open(
            parent: Any = None,
            caption: str = "",
            directory: str = "",
            filter: str = "",
            *args: Any,
            **kwargs: Any,
        ) -> tuple[str, str]:
            path = monkey._file_answer(caption, save=False)
            monkey._note(f"       file dialog {caption!r} -> {path!r}")
            return path, ""

        def get_open_many(
            parent: Any = None, caption: str = "", *args: Any, **kwargs: Any
        ) -> tuple[list[str], str]:
            path = monkey._file_answer(caption, save=False)
            monkey._note(f"       file dialog {caption!r} -> {path!r}")
            return ([path] if path else []), ""

        def get_save(
            parent: Any = None,
            caption: str = "",
            directory: str = "",
            filter: str = "",
            *args: Any,
            **kwargs: Any,
        ) -> tuple[str, str]:
            path = monkey._file_answer(caption, save=True, default=directory)
            monkey._note(f"       save dialog {caption!r} -> {path!r}")
            return path, ""

        def get_folder(parent: Any = None, caption: str = "", *args: Any, **kwargs: Any) -> str:
            path = "" if monkey.rng.random() < 0.3 else str(monkey.workdir / "saved")
            monkey._note(f"       folder dialog {caption!r} -> {path!r}")
            return path

        def message(kind: str) -> Callable[..., Any]:
            def show(parent: Any = None, title: str = "", text: str = "", *args: Any, **kwargs: Any) -> Any:
                monkey.stats.messages[f"{kind}: {title}"] += 1
                monkey._note(f"       message box ({kind}) {title!r}: {str(text)[:160]!r}")
                if kind == "question":
                    return monkey.rng.choice(
                        (
                            QMessageBox.StandardButton.Yes,
                            QMessageBox.StandardButton.No,
                            QMessageBox.StandardButton.Cancel,
                        )
                    )
                return QMessageBox.StandardButton.Ok

            return show

        def get_text(
            parent: Any = None, title: str = "", label: str = "", *args: Any, **kwargs: Any
        ) -> tuple[str, bool]:
            name = monkey.rng.choice(NAMES)
            ok = monkey.rng.random() < 0.8
            monkey._note(f"       input dialog {title!r} -> {name[:40]!r}, ok={ok}")
            return name, ok

        def dialog_exec(dialog: QDialog) -> int:
            return monkey._drive_dialog(dialog)

        mp = self.monkeypatch
        mp.setattr(QFileDialog, "getOpenFileName", staticmethod(get_open))
        mp.setattr(QFileDialog, "getOpenFileNames", staticmethod(get_open_many))
        mp.setattr(QFileDialog, "getSaveFileName", staticmethod(get_save))
        mp.setattr(QFileDialog, "getExistingDirectory", staticmethod(get_folder))
        for kind in ("warning", "information", "critical", "question", "about"):
            mp.setattr(QMessageBox, kind, staticmethod(message(kind)))
        mp.setattr(QInputDialog, "getText", staticmethod(get_text))
        mp.setattr(QDialog, "exec", dialog_exec)
        mp.setattr(QMessageBox, "exec", dialog_exec)

        def open_url(url: Any) -> bool:
            # Help > Open Log Folder and the like hand a folder to the desktop:
            # not the app's to test, and offscreen Qt has no desktop to ask.
            monkey._note(f"       desktop asked to open {url.toString()[:120]!r}")
            return True

        from PySide6.QtGui import QDesktopServices

        mp.setattr(QDesktopServices, "openUrl", staticmethod(open_url))

    def _drive_dialog(self, dialog: QDialog) -> int:
        """A modal dialog, shown without a nested event loop: a few random clicks
        and keys in it, then OK or Cancel (Cancel if it refuses OK)."""
        title = dialog.windowTitle()
        forced = self._forced_exec.pop(0) if self._forced_exec else ""
        self._note(f"       dialog {title!r} opens" + (f" (setup: {forced})" if forced else ""))
        dialog.show()
        self._settle()
        if not forced:
            for _ in range(self.rng.randrange(0, 10)):
                if not dialog.isVisible():
                    break
                if self.rng.random() < 0.7:
                    self._note(f"       in {title!r}: " + self._click_in(dialog))
                else:
                    key, name = self.rng.choice(PLAIN_KEYS)
                    if key in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                        continue  # closing is decided below
                    focus = QApplication.focusWidget()
                    target = focus if focus is not None and focus.window() is dialog else dialog
                    QTest.keyClick(target, key)
                    self._note(f"       in {title!r}: {name} to {_name(target)}")
                self._settle()
        elif title == "New Exam":
            self._set_up_exam(dialog)
        if dialog.isVisible():
            accept = forced == "accept" or self.rng.random() < 0.6
            boxes = dialog.findChildren(QDialogButtonBox)
            wanted = QDialogButtonBox.StandardButton.Ok if accept else QDialogButtonBox.StandardButton.Cancel
            button = boxes[0].button(wanted) if boxes else None
            if button is not None and button.isEnabled():
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                self._note(f"       dialog {title!r}: click {button.text()!r}")
            self._settle()
        if dialog.isVisible():
            dialog.reject()
            self._note(f"       dialog {title!r}: closed (Esc)")
        result = int(dialog.result())
        self._note(f"       dialog {title!r} closes with {result}")
        return result

    def _set_up_exam(self, dialog: QDialog) -> None:
        """A short exam, with a time limit half the time (the clock event reaches it)."""
        for name, value in (
            ("count_spin", self.rng.choice((3, 5, 8))),
            ("time_spin", self.rng.choice((0, 1, 2))),
        ):
            spin = getattr(dialog, name, None)
            if spin is not None:
                spin.setValue(value)
                self._note(f"       in 'New Exam': {name} = {value}")

    # --- checks ------------------------------------------------------------------------

    def _panel_state(self) -> tuple[str, int, int, bool, QWidget | None]:
        panel = self.window.panel
        return (
            panel.phase,
            id(panel.question),
            id(panel.deal),
            panel.exam is not None,
            QApplication.focusWidget(),
        )

    def _check_event(
        self, name: str, detail: str, before: tuple[str, int, int, bool, QWidget | None]
    ) -> None:
        self._check_drawing(pixels=False)
        if (
            "check:space-deals" in self.exclude
            or name not in ("key", "next-hand")
            or not detail.startswith("Space ")
        ):
            return
        phase, question, deal, exam, focus = before
        if focus is not None and not shiboken6.isValid(focus):
            focus = None  # the widget that had the focus is gone (a parts page's rows, rebuilt)
        panel = self.window.panel
        answer_area = focus is self.window.table or (
            focus is not None and panel.answer_pages.isAncestorOf(focus)
        )
        if phase == "answered" and not exam and answer_area and not self._other_windows():
            after = self._panel_state()
            if after[:3] == (phase, question, deal):
                self._fail(
                    "Space did not deal the next hand after an answer "
                    f"(the focus was on {_name(focus) if focus else 'nothing'})"
                )

    def _check_batch(self, index: int) -> None:
        self._check_drawing(pixels=True)
        self._check_windows()

    def _check_drawing(self, *, pixels: bool) -> None:
        table = self.window.table
        colours = table.palette_colours()
        found = {
            round(item.zValue()): item.brush().color().name()
            for item in table.scene().items()
            if isinstance(item, QGraphicsPathItem)
            and item.zValue() in (0.0, 1.0)
            and item.brush().color().name() in (colours["felt"], colours["rail"])
        }
        if found.get(1) != colours["felt"] or found.get(0) != colours["rail"]:
            self._fail(
                "the table lost its drawing: "
                f"{'felt' if found.get(1) is None else 'rail'} item gone from the scene"
            )
        if not pixels:
            return
        image = table.viewport().grab().toImage()
        # Bare felt on every layout: inside the betting line beside the pot and
        # the common card, and between the two bottom seats.
        points = [QPointF(x, y) for x in (634.0, 960.0) for y in (378.0, 554.0)]
        points.append(QPointF(798.0, 783.0))
        green = 0
        for point in points:
            pos = table.mapFromScene(point)
            if not image.rect().contains(pos):
                continue
            colour = image.pixelColor(pos)
            if colour.green() > colour.red() + 30 and colour.green() > colour.blue() + 10:
                green += 1
        if green < len(points) // 2:
            path = self.workdir / f"lost-drawing-{self.seed}.png"
            image.save(str(path))
            self._fail(
                f"the felt is not green in the picture: {green} of {len(points)} sample points ({path})"
            )

    def _check_windows(self) -> None:
        if "check:one-window" not in self.exclude:
            others = self._other_windows()
            titles = Counter(w.windowTitle() for w in others)
            twice = sorted(t for t, n in titles.items() if n > 1)
            if twice:
                kinds = {
                    t: sorted(
                        f"{type(w).__name__} of {type(w.parentWidget()).__name__} "
                        f"{w.parentWidget().accessibleName() if w.parentWidget() else ''!r}"
                        for w in others
                        if w.windowTitle() == t
                    )
                    for t in twice
                }
                self._fail(
                    "windows open twice: " + ", ".join(f"{t!r} ({', '.join(kinds[t])})" for t in twice)
                )
        if "check:dialog-leak" not in self.exclude:
            closed = Counter(
                d.windowTitle()
                for d in self.window.findChildren(QDialog)
                if not d.isVisible() and d.parent() is self.window
            )
            piled = sorted(t for t, n in closed.items() if n > 3)
            if piled:
                self._fail(
                    "closed dialogs stay alive and pile up: "
                    + ", ".join(f"{closed[t]} × {t!r}" for t in piled)
                )

    # --- failure reporting ---------------------------------------------------------------

    def _note(self, line: str) -> None:
        self.log.append(line)

    def _raise_errors(self) -> None:
        if self.errors:
            first = self.errors[0]
            self.errors.clear()
            self._fail(first)

    def _fail(self, what: str) -> None:
        tail = "\n".join(self.log[-40:])
        excluded = ",".join(sorted(self.exclude))
        raise MonkeyFailure(
            f"monkey seed {self.seed}: {what}\n"
            f"in setup: {self._setup}\n--- last events ---\n{tail}\n---\n"
            f"replay: DEALER_TRAINER_MONKEY_SEED={self.seed} "
            f"DEALER_TRAINER_MONKEY_EVENTS={self.stats.events.total() + 1}"
            + (f" DEALER_TRAINER_MONKEY_EXCLUDE={excluded}" if excluded else "")
            + " QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q "
            "tests/test_monkey.py::test_a_monkey_cannot_break_the_main_window"
        )

    @contextmanager
    def _cleanup(self) -> Iterator[None]:
        """Close every window the run left open, whatever happened."""
        try:
            yield
        finally:
            self._close_popups()
            for widget in QApplication.topLevelWidgets():
                if widget.isVisible():
                    widget.close()
            if self.window is not None:
                # Deleted now: none of its timers fires after the test.
                shiboken6.delete(self.window)
                self.window = None
            QCoreApplication.sendPostedEvents()

    def _guards(self) -> _Guards:
        return _Guards(self)

    def on_exception(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        self._note("       EXCEPTION " + text.strip().splitlines()[-1])
        self.errors.append(f"an uncaught exception:\n{text}")

    def on_message(self, kind: QtMsgType, context: Any, message: str) -> None:
        if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if any(p.search(message) for p in self._log_ignore):
            return
        self._note(f"       QT {kind.name}: {message}")
        self.errors.append(f"a Qt {kind.name.removeprefix('Qt').removesuffix('Msg').lower()}: {message}")


class _Guards:
    """sys.excepthook, threading.excepthook and Qt's message handler, for one run."""

    def __init__(self, monkey: Monkey) -> None:
        self.monkey = monkey

    def __enter__(self) -> None:
        self._hook = sys.excepthook
        self._thread_hook = threading.excepthook
        sys.excepthook = self.monkey.on_exception
        threading.excepthook = lambda args: self.monkey.on_exception(
            args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback
        )
        previous = qInstallMessageHandler(self._message)
        self._previous = previous

    def _message(self, kind: QtMsgType, context: Any, message: str) -> None:
        self.monkey.on_message(kind, context, message)
        if self._previous is not None:
            self._previous(kind, context, message)

    def __exit__(self, *exc: object) -> None:
        sys.excepthook = self._hook
        threading.excepthook = self._thread_hook
        qInstallMessageHandler(self._previous)


def _name(widget: QWidget | None) -> str:
    if widget is None:
        return "nothing"
    label = widget.accessibleName() or widget.objectName()
    if not label and isinstance(widget, (QAbstractButton,)):
        label = widget.text()
    kind = type(widget).__name__
    return f"{kind} {label!r}" if label else kind


def iter_tokens(text: str) -> Iterator[str]:
    for token in text.split(","):
        if token.strip():
            yield token.strip()


__all__ = ["Monkey", "MonkeyFailure", "Stats", "iter_tokens"]
