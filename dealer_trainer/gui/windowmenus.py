"""The main window's menus: the menu bar, the drills and speeds, the seat keys.

A part of :class:`~.mainwindow.MainWindow` (a base class of it): it lays
out the menus from the window's actions (:mod:`.actions`), and answers the
Drill, View (with Language), Help and File ▸ Quit choices that are about
the window itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from .. import __version__
from .drillwords import mode_shortcut
from .sidecolumn import seat_keys
from .windowfiles import WindowFiles

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from ..training.levels import Level
    from .keymap import KeyboardShortcutsDialog

#: Dealing animation speeds: label -> milliseconds per card (0 = no animation).
#: The labels are marked for the translator and translated where shown.
SPEEDS = (
    (QT_TRANSLATE_NOOP("WindowMenus", "Off"), 0),
    (QT_TRANSLATE_NOOP("WindowMenus", "Fast"), 50),
    (QT_TRANSLATE_NOOP("WindowMenus", "Normal"), 120),
    (QT_TRANSLATE_NOOP("WindowMenus", "Slow"), 260),
)


class WindowMenus(WindowFiles):
    """The menus part of the main window (see the module docstring)."""

    shortcuts_dialog: KeyboardShortcutsDialog | None

    def createMenus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        self.createFileMenu(bar.addMenu(self.tr("&File")))
        drill_menu = bar.addMenu(self.tr("&Drill"))
        self.mode_actions = QActionGroup(self)
        for index in range(self.panel.mode_box.count()):
            mode = str(self.panel.mode_box.itemData(index))
            action = QAction(self.panel.mode_box.itemText(index), self)
            action.setCheckable(True)
            action.setShortcut(QKeySequence(mode_shortcut(index)))
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(self.tr("{drill} ({keys})").format(drill=action.text(), keys=keys))
            action.setData(mode)
            action.triggered.connect(lambda _=False, m=mode: self.chooseMode(m))
            self.mode_actions.addAction(action)
            drill_menu.addAction(action)
            self.addAction(action)
        drill_menu.addSeparator()
        for name in ("next", "hint", "hard", "skip"):
            drill_menu.addAction(a[name])
        self.createLevelMenu(bar.addMenu(self.tr("L&evel")))
        answer_menu = bar.addMenu(self.tr("&Answer"))
        for name in ("burn", "common", "shuffle", "yes", "no", "submit"):
            answer_menu.addAction(a[name])
        view_menu = bar.addMenu(self.tr("&View"))
        for name in ("four_colour", "high_contrast", "hole_cards", "full_screen"):
            view_menu.addAction(a[name])
        speed_menu = view_menu.addMenu(self.tr("Dealing &Speed"))
        self.speed_actions = QActionGroup(self)
        for label, ms in SPEEDS:
            action = QAction(QCoreApplication.translate("WindowMenus", str(label)), self)
            action.setCheckable(True)
            action.setData(ms)
            action.triggered.connect(lambda _=False, value=ms: self.setSpeed(value))
            self.speed_actions.addAction(action)
            speed_menu.addAction(action)
        self.createLanguageMenu(view_menu.addMenu(self.tr("&Language")))
        learn_menu = bar.addMenu(self.tr("&Learn"))
        learn_menu.addAction(a["learn"])
        records_menu = bar.addMenu(self.tr("&Records"))
        for name in ("progress", "exam", "export_results", "class_results"):
            records_menu.addAction(a[name])
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(a["shortcuts"])
        help_menu.addAction(a["about"])
        self.log_folder_action = help_menu.addAction(self.tr("Open &Log Folder"))
        self.log_folder_action.setStatusTip(
            self.tr("Show the folder of the app's log, to send with a problem report")
        )
        self.log_folder_action.triggered.connect(self.openLogFolder)

    def createLevelMenu(self, menu: QMenu) -> None:
        """Level: Learn to Table-ready, each with a key (Alt+1 to Alt+4: Ctrl+number chooses the drill)."""
        from ..training.levels import Level
        from .levelwords import level_menu_text, level_tip

        self.level_menu = menu
        menu.setToolTipsVisible(True)
        self.level_actions = QActionGroup(self)
        for index, level in enumerate(Level):
            action = QAction(level_menu_text(level), self)
            action.setCheckable(True)
            action.setChecked(level is self.panel.level)
            action.setShortcut(QKeySequence(f"Alt+{index + 1}"))
            action.setToolTip(level_tip(level))
            action.setStatusTip(level_tip(level))
            action.setData(level.value)
            action.triggered.connect(lambda _=False, chosen=level: self.chooseLevel(chosen))
            self.level_actions.addAction(action)
            menu.addAction(action)
            self.addAction(action)
        self.panel.levelChanged.connect(self._level_shown)

    def chooseLevel(self, level: Level) -> None:
        """A level chosen in the menu or by its key (not during an exam: it has its own)."""
        if self.panel.exam is not None:
            self._level_shown(self.panel.level.value)
            self.statusBar().showMessage(self.tr("Finish the exam first, then choose a level."))
            return
        self.panel.set_level(level)

    def _level_shown(self, value: str) -> None:
        for action in self.level_actions.actions():
            action.setChecked(action.data() == value)

    def createLanguageMenu(self, menu: QMenu) -> None:
        """View > Language: the system's, or one of the app's languages (by its own name)."""
        from .languages import LANGUAGES, SYSTEM, chosen

        self.language_menu = menu
        self.language_actions = QActionGroup(self)
        current = chosen()
        choices = [(SYSTEM, self.tr("&System Language"))]
        choices += [
            (
                language.code,
                language.name
                if language.finished
                else self.tr("{language} (partly translated)").format(language=language.name),
            )
            for language in LANGUAGES
        ]
        for code, label in choices:
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            action.triggered.connect(lambda _=False, c=code: self.chooseLanguage(c))
            self.language_actions.addAction(action)
            menu.addAction(action)

    def chooseLanguage(self, code: str) -> None:
        """Keep the language chosen; the window speaks it from the next start.

        The window's texts are made once, as it opens, so it says when the
        choice takes effect rather than leaving half the window in each language.
        """
        from PySide6.QtWidgets import QMessageBox

        from .languages import LANGUAGES, choose, chosen, effective

        if code == chosen():
            return
        choose(code)
        spoken = effective(code)
        name = next(language.name for language in LANGUAGES if language.code == spoken)
        QMessageBox.information(
            self,
            self.tr("Language"),
            self.tr("Dealer Trainer will speak {language} the next time it starts.").format(language=name),
        )

    def openLogFolder(self) -> bool:
        """Help > Open Log Folder: the log of errors, in the desktop's file manager."""
        from .errors import open_log_folder

        return open_log_folder(parent=self)

    def createFileMenu(self, file_menu: QMenu) -> None:
        """Packs, sample packs, recent packs, hands, the answer key, the editor."""
        from .packfiles import attach_recent_menu

        a = self.action_map
        self.file_menu = file_menu
        file_menu.addAction(a["open_pack"])
        self.samples_menu = file_menu.addMenu(self.tr("Open Sa&mple Pack"))
        self.samples_menu.setToolTipsVisible(True)
        self.samples_menu.aboutToShow.connect(self._fill_samples_menu)
        self.recent_menu = file_menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        attach_recent_menu(self.recent_menu, self.openPack)
        file_menu.addSeparator()
        file_menu.addAction(a["open"])
        self.walkthrough_action = QAction(self.tr("Show the Hand's &Walk-through"), self)
        self.walkthrough_action.setCheckable(True)
        self.walkthrough_action.setEnabled(False)
        self.walkthrough_action.setStatusTip(
            self.tr("Every move of the opened hand, in words, beside the table")
        )
        self.walkthrough_action.toggled.connect(self._show_walkthrough)
        file_menu.addAction(self.walkthrough_action)
        file_menu.addSeparator()
        file_menu.addAction(a["host_class"])
        file_menu.addAction(a["join_class"])
        for name in ("present", "answer_key", "editor", "screenshot"):
            file_menu.addAction(a[name])
        file_menu.addSeparator()
        file_menu.addAction(a["quit"])

    def joinClassSession(self) -> None:
        """File ▸ Join a Class Session…: the instructor deals, this table answers."""
        from .classjoin import join_class_session

        window = join_class_session(self, self.records, self.panel.trainee_id)
        if window is not None:
            window.recordsChanged.connect(self._records_changed)

    def _fill_samples_menu(self) -> None:
        """The shipped packs by title (read once: they do not change while the app runs)."""
        from .packfiles import sample_packs

        menu = self.samples_menu
        if menu.actions():
            return
        samples = sample_packs()
        for sample in samples:
            action = menu.addAction(sample.title.replace("&", "&&"))
            action.setToolTip(sample.path.name)
            action.setStatusTip(self.tr("Work through the sample pack “{title}”").format(title=sample.title))
            action.triggered.connect(lambda _=False, p=str(sample.path): self.openPack(p))
        if not samples:
            empty = menu.addAction(self.tr("No sample packs were installed"))
            empty.setEnabled(False)

    def createSeatKeys(self) -> None:
        """Number keys 1–9 pick seats in every drill."""
        self.seat_keys = seat_keys(self, lambda seat: self.panel.on_seat(seat))

    def chooseMode(self, mode: str) -> None:
        if self.panel.exam is not None:
            # The exam goes on asking its own questions: the Drill menu and list
            # keep the drill they had, so they never contradict the table.
            for action in self.mode_actions.actions():
                action.setChecked(action.data() == self.panel.mode)
            self.statusBar().showMessage(self.tr("Finish the exam first, then choose a drill."))
            return
        self.panel.set_mode(mode)
        self.panel.next_hand()

    def setSpeed(self, ms: int) -> None:
        self.panel.ms_per_card = ms
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == ms)

    def quitApp(self) -> None:
        """File > Quit: every window of the app closes, this one last.

        A pack editor with unsaved changes asks first; if its user cancels,
        nothing more closes and the app goes on (Quit used to close only this
        window, and an editor or presenter kept the app running without it).
        """
        from PySide6.QtWidgets import QApplication

        for window in QApplication.topLevelWidgets():
            if window is not self and window.isVisible() and window.parent() is None and not window.close():
                return
        self.close()

    def showShortcuts(self) -> None:
        """Every key of the window, listed from the live menus and shortcuts."""
        from .keymap import KeyboardShortcutsDialog

        if self.shortcuts_dialog is None:  # one dialog, read again each time it opens
            self.shortcuts_dialog = KeyboardShortcutsDialog(self)
        else:
            self.shortcuts_dialog.refresh()
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()

    def showAbout(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Dealer Trainer"),
            self.tr("Dealer Trainer {version}\nTeaches poker dealers the procedures of stud games.").format(
                version=__version__
            ),
        )
