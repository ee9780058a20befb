"""The instructor's class view: everyone's results files in one table.

Trainees export their answers (:func:`~dealer_trainer.records.classes.export_results`);
the instructor adds the files, or the shared folder they were dropped in, and
sees the class table that :func:`~dealer_trainer.records.classes.class_table`
builds: trainees down, skills (drill x game) across, each cell the share right
with the number of answers, coloured by accuracy; a bar chart of each
trainee's overall accuracy and of the class's accuracy in each skill; who
needs help on what (:meth:`ClassTable.needs_help`); and the files left out,
with the reason. All the numbers come from the records core.

A class session's answers (the host's file of it, or trainees' exports that
name it) can be looked at alone: the *Class session* list beside the level
counts one session's answers only, and the table's *Class sessions* column
says who answered in which.

Why this is longer than 650 lines: it is one view whose table, charts, help
list and filters (level, class session) share one read of the files on a
worker thread and one theme; split, each part would be handed the same table
and the same reload.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..atomicfile import write_text_atomic
from ..engine.variants import Variant
from ..records.classes import MIN_ATTEMPTS, NEEDS_HELP_BELOW, Cell, ClassTable, class_table
from ..records.errors import RecordsError
from ..training.kinds import Drill
from ..training.levels import level_of
from .charts import ThemedView, style_plot, view_font
from .levelwords import level_filter_box
from .operations import BackgroundOp, Progress, run_in_background
from .plaintext import as_typed, plain_label
from .progress import percent, seconds_text
from .theme import accuracy_colour, accuracy_text_colour
from .wordedtext import error_text, worded_text
from .words import drill_heading, drill_name, game_name, game_title, number


def results_filter() -> str:
    """The file dialog's filter for results files."""
    return QCoreApplication.translate("ClassView", "Results files (*.csv);;All files (*)")


#: The role holding a cell's sort key (a number, or the trainee's name folded).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: Height of one bar in the charts, in pixels (the charts grow with the class).
BAR_PX = 30
#: The charts' x axis runs past 100 % to leave room for the numbers after the bars.
LABEL_ROOM = 114.0
#: Room above the top bar, in bars, for the label of the "needs help" line.
LEGEND_ROOM = 0.7


def skill_name(drill: Drill, variant: Variant) -> str:
    return QCoreApplication.translate("ClassView", "{drill} · {game}").format(
        drill=drill_name(drill), game=game_name(variant)
    )


class SortItem(QTableWidgetItem):
    """A cell that sorts by its :data:`SORT_ROLE` key rather than by its text."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine = self.data(SORT_ROLE)
        theirs = other.data(SORT_ROLE)
        if mine is None or theirs is None:
            return super().__lt__(other)
        if isinstance(mine, str) != isinstance(theirs, str):
            return isinstance(mine, str)
        return bool(mine < theirs)


class ClassView(ThemedView):
    """Results files in, class table, charts and who needs help out."""

    #: Emitted after the files are read again (the table is :attr:`table_data`).
    loaded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Class results"))
        self.sources: list[Path] = []
        self.table_data: ClassTable | None = None
        #: The import running on a worker thread, if any.
        self.import_job: BackgroundOp[ClassTable] | None = None
        self._bars: dict[int, list[tuple[str, float]]] = {}
        #: A session to show (and the files to add) once the import running ends.
        self._pending_session: tuple[str, list[str | Path]] | None = None
        self._build()
        self._follow_scheme()
        self._draw()

    # --- building

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.add_files_button = QPushButton(self.tr("Add files…"))
        self.add_files_button.setAccessibleName(self.tr("Add results files"))
        self.add_files_button.setToolTip(self.tr("Results files the trainees exported (CSV)"))
        self.add_files_button.clicked.connect(self.choose_files)
        self.add_folder_button = QPushButton(self.tr("Add folder…"))
        self.add_folder_button.setAccessibleName(self.tr("Add a folder of results files"))
        self.add_folder_button.setToolTip(self.tr("Every results file (*.csv) in a shared folder"))
        self.add_folder_button.clicked.connect(self.choose_folder)
        self.reload_button = QPushButton(self.tr("Read again"))
        self.reload_button.setToolTip(self.tr("Read the files and folders again (new exports included)"))
        self.reload_button.clicked.connect(lambda: self.load_in_background([]))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Forget the files and folders added"))
        self.clear_button.clicked.connect(self.clear)
        self.export_button = QPushButton(self.tr("Export class table (CSV)…"))
        self.export_button.setAccessibleName(self.tr("Export the class table as CSV"))
        self.export_button.clicked.connect(self.choose_export)
        for button in (self.add_files_button, self.add_folder_button, self.reload_button, self.clear_button):
            bar.addWidget(button)
        self.level_box = level_filter_box(self.tr("All levels"))  # the answers counted, by level
        self.level_box.currentIndexChanged.connect(lambda _index: self.load_in_background([]))
        bar.addWidget(self.level_box)
        # One class session's answers at a time; offered once the files name any.
        self.session_box = QComboBox()
        self.session_box.setAccessibleName(self.tr("Class session"))
        self.session_box.setToolTip(self.tr("Count only the answers given in one class session"))
        # a long title is cut short in the box (its tooltip in the list shows it whole)
        self.session_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.session_box.setMinimumContentsLength(24)
        self.session_box.addItem(self.tr("All class sessions and practice"), None)
        self.session_box.setVisible(False)
        self.session_box.currentIndexChanged.connect(lambda _index: self.load_in_background([]))
        bar.addWidget(self.session_box)
        self.sources_label = plain_label(QLabel(""))
        self.sources_label.setAccessibleName(self.tr("Files read"))
        bar.addWidget(self.sources_label, 1)
        bar.addWidget(self.export_button)
        layout.addLayout(bar)

        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        self.stack.addWidget(
            self._build_empty_state(
                self.tr("No results yet"),
                self.tr(
                    "Ask each trainee for their results file (Records ▸ Export My Results in Dealer "
                    "Trainer), then add the files here — or add the shared folder they put them in."
                ),
            )
        )

        self.content = QWidget()
        content = QVBoxLayout(self.content)
        content.setContentsMargins(0, 0, 0, 0)

        self.table = QTableWidget()
        self.table.setAccessibleName(self.tr("Class table: trainees by skills, share right and answers"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setFont(view_font(self.font()))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setDefaultSectionSize(round(self.table.fontMetrics().height() * 1.7))
        table_box = QWidget()
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(
            self._heading(self.tr("Class table — share right (answers); click a heading to sort"))
        )
        table_layout.addWidget(self.table)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self._heading(self.tr("Who needs help")))
        self.help_note = plain_label(QLabel(""))
        self.help_note.setWordWrap(True)
        side_layout.addWidget(self.help_note)
        self.help_list = QListWidget()
        self.help_list.setAccessibleName(self.tr("Who needs help, the weakest first"))
        self.help_list.setWordWrap(True)
        self.help_list.setAlternatingRowColors(True)
        self.help_list.setSpacing(2)
        self.help_list.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.help_list.setMinimumWidth(260)
        self.help_list.itemClicked.connect(self._show_cell)
        self.help_list.itemActivated.connect(self._show_cell)
        side_layout.addWidget(self.help_list, 2)
        self.problems_box = QWidget()
        problems = QVBoxLayout(self.problems_box)
        problems.setContentsMargins(0, 0, 0, 0)
        self.problems_heading = self._heading(self.tr("Files left out"))
        problems.addWidget(self.problems_heading)
        self.problems_list = QListWidget()
        self.problems_list.setAccessibleName(self.tr("Files left out, with the reason"))
        self.problems_list.setWordWrap(True)
        self.problems_list.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        problems.addWidget(self.problems_list)
        side_layout.addWidget(self.problems_box, 1)

        upper = QSplitter(Qt.Orientation.Horizontal)
        upper.addWidget(table_box)
        upper.addWidget(side)
        upper.setStretchFactor(0, 3)
        upper.setStretchFactor(1, 1)
        upper.setSizes([3000, 1100])

        self.trainee_chart = self._bar_chart(self.tr("Accuracy per trainee (all answers)"))
        self.skill_chart = self._bar_chart(self.tr("Class accuracy per skill"))
        charts = QWidget()
        charts_layout = QHBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        for title, chart in (
            (self.tr("Each trainee, all skills"), self.trainee_chart),
            (self.tr("The class, skill by skill"), self.skill_chart),
        ):
            column = QVBoxLayout()
            column.addWidget(self._heading(title))
            # A chart grows with the class; past the room it has, it scrolls.
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(chart)
            column.addWidget(scroll, 1)
            charts_layout.addLayout(column, 1)

        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(upper)
        split.addWidget(charts)
        split.setChildrenCollapsible(False)
        split.setSizes([1000, 900])
        content.addWidget(split, 1)
        self.stack.addWidget(self.content)
        self._apply_theme()

    def _bar_chart(self, name: str) -> pg.PlotWidget:
        chart = pg.PlotWidget()
        chart.setAccessibleName(name)
        chart.setMinimumHeight(180)
        item = chart.getPlotItem()
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        item.setMenuEnabled(False)
        item.setLabel("bottom", self.tr("Right (%)"))
        item.setXRange(0, LABEL_ROOM, padding=0.01)
        item.getAxis("bottom").setTicks([[(v, number(v)) for v in (0, 25, 50, 75, 100)], []])
        item.showGrid(x=True, y=False)
        return chart

    # --- theme

    def _apply_theme(self) -> None:
        for chart in (self.trainee_chart, self.skill_chart):
            style_plot(chart, self.theme(), view_font(self.font()))

    # --- the files

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Add Results Files"), "", results_filter())
        if paths:
            self.load_in_background([Path(p) for p in paths])

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, self.tr("Add a Folder of Results Files"))
        if path:
            self.load_in_background([Path(path)])

    def load_in_background(self, paths: Iterable[str | Path]) -> BackgroundOp[ClassTable] | None:
        """Add files or folders and read them all again on a worker thread.

        A class's folder can hold a million answers: the window stays
        responsive, a progress dialog shows how far the reading has got and
        can cancel it (the table then stays as it was, and what was just added
        is forgotten). ``loaded`` is emitted once the new table is shown.
        None if an import is already running (its buttons are disabled then).
        """
        if self.import_job is not None:
            return None
        added = [p for p in map(Path, paths) if p not in self.sources]
        self.sources.extend(added)
        sources, level = list(self.sources), level_of(self.level_box.currentData())
        session = self.chosen_session()

        def work(progress: Progress) -> ClassTable:
            report = lambda done, total, _label: progress.report(done, total)  # noqa: E731
            return class_table(sources, report, level=level, session=session)

        def forget_added() -> None:
            for path in added:
                if path in self.sources:
                    self.sources.remove(path)

        def succeeded(data: ClassTable) -> None:
            self._import_ended()
            self.table_data = data
            self._fill_sessions(data)
            self._draw()
            self.loaded.emit()

        def cancelled() -> None:
            self._import_ended()
            forget_added()
            self._draw()

        def failed(error: BaseException) -> None:
            self._import_ended()
            forget_added()
            self._draw()
            if not isinstance(error, (OSError, RecordsError, sqlite3.Error)):
                raise error  # a fault of ours: the crash hook logs it and says so
            QMessageBox.warning(
                self,
                self.tr("Cannot read the results"),
                self.tr("The results could not be read: {error}").format(
                    error=getattr(error, "strerror", None) or error_text(error)
                ),
            )

        self._set_importing(True)
        self.import_job = run_in_background(
            self,
            self.tr("Reading the class's results…"),
            work,
            succeeded,
            on_failure=failed,
            on_cancel=cancelled,
        )
        return self.import_job

    def _import_ended(self) -> None:
        self.import_job = None
        self._set_importing(False)
        if self._pending_session is not None:  # asked for while that import ran
            title, paths = self._pending_session
            self._pending_session = None
            QTimer.singleShot(0, self, lambda: self.show_session(title, paths))

    def _set_importing(self, busy: bool) -> None:
        for button in (self.add_files_button, self.add_folder_button, self.reload_button, self.clear_button):
            button.setEnabled(not busy)

    def load(self, paths: Iterable[str | Path]) -> ClassTable:
        """Add results files or folders (every ``*.csv`` in them) and read them all again."""
        for path in map(Path, paths):
            if path not in self.sources:
                self.sources.append(path)
        return self.reload()

    def reload(self) -> ClassTable:
        """Read every file and folder added again (a folder may hold new exports)."""
        self.table_data = class_table(
            self.sources, level=level_of(self.level_box.currentData()), session=self.chosen_session()
        )
        self._fill_sessions(self.table_data)
        self._draw()
        self.loaded.emit()
        return self.table_data

    def clear(self) -> None:
        self.sources.clear()
        self.table_data = None
        self._fill_sessions(None)
        self._draw()

    def chosen_session(self) -> str | None:
        """The class session whose answers alone are counted (``None``: every answer)."""
        data = self.session_box.currentData()
        return data if isinstance(data, str) else None

    def choose_session(self, title: str | None) -> None:
        """Count only the answers of the class session ``title`` (``None``: all); reads again."""
        index = self.session_box.findData(title) if title is not None else 0
        if index >= 0:
            self.session_box.setCurrentIndex(index)

    def show_session(self, title: str, paths: Iterable[str | Path] = ()) -> None:
        """Add ``paths`` and count only the class session ``title``'s answers, in one read.

        What the host's end page opens: the instructor lands on the class just
        taught, whichever sessions the folder holds (All class sessions is a
        choice away). The session is chosen before the files are read, so the
        read counts it alone; if an import is running, this waits for its end.
        """
        if self.import_job is not None:
            self._pending_session = (title, list(paths))
            return
        box = self.session_box
        box.blockSignals(True)
        try:
            if box.findData(title) < 0:
                self._add_session_item(title)
            box.setCurrentIndex(box.findData(title))
        finally:
            box.blockSignals(False)
        box.setVisible(True)
        self.load_in_background(paths)

    def _add_session_item(self, title: str) -> None:
        box = self.session_box
        box.addItem(self.tr("Class session: {title}").format(title=title), title)
        box.setItemData(box.count() - 1, as_typed(title), Qt.ItemDataRole.ToolTipRole)

    def _fill_sessions(self, data: ClassTable | None) -> None:
        """The sessions the files name, the newest first, the one chosen kept chosen."""
        chosen = self.chosen_session()
        titles = list(data.sessions) if data is not None else []
        if chosen is not None and chosen not in titles:
            titles.append(chosen)  # its file went: still shown, so the view says what it counts
        box = self.session_box
        box.blockSignals(True)
        try:
            while box.count() > 1:
                box.removeItem(1)
            for title in titles:
                self._add_session_item(title)
            box.setCurrentIndex(max(0, box.findData(chosen)) if chosen is not None else 0)
        finally:
            box.blockSignals(False)
        box.setVisible(bool(titles))

    def choose_export(self) -> None:
        if self.table_data is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the Class Table"), "class-table.csv", self.tr("CSV files (*.csv)")
        )
        if path:
            chosen = Path(path)
            self.export_csv(chosen if chosen.suffix else chosen.with_suffix(".csv"))

    def export_csv(self, path: str | Path) -> bool:
        """Write the class table (``ClassTable.to_csv``) to ``path``; False if it cannot."""
        if self.table_data is None:
            return False
        try:
            # A byte-order mark for spreadsheet programs, the CSV's own line ends.
            write_text_atomic(path, self.table_data.to_csv(), encoding="utf-8-sig", newline="")
        except OSError as error:
            QMessageBox.warning(
                self,
                self.tr("Cannot export the class table"),
                as_typed(
                    self.tr("Cannot write {path}: {error}").format(path=path, error=error.strerror or error)
                ),
            )
            return False
        return True

    # --- drawing

    def _draw(self) -> None:
        data = self.table_data
        self.export_button.setEnabled(data is not None and bool(data.trainees))
        self.reload_button.setEnabled(bool(self.sources))
        self.clear_button.setEnabled(bool(self.sources))
        if data is None:
            self.sources_label.setText("")
            self.stack.setCurrentWidget(self.empty_state)
            self.empty_title.setText(self.tr("No results yet"))
            return
        files = len(data.files)
        trainees = len(data.trainees)
        read = self.tr("{count} file read") if files == 1 else self.tr("{count} files read")
        people = self.tr("{count} trainee") if trainees == 1 else self.tr("{count} trainees")
        label = read.format(count=files) + " · " + people.format(count=trainees)
        if data.problems:
            label += " · " + self.tr("{count} left out").format(count=len(data.problems))
        self.sources_label.setText(label)
        self.stack.setCurrentWidget(self.content)
        self._fill_table(data)
        self._fill_help(data)
        self._fill_problems(data)
        self._draw_bars(data)

    def _cell_item(self, cell: Cell | None, needs_help: bool) -> SortItem:
        theme = self.theme()
        if cell is None or cell.attempts == 0:
            item = SortItem("—")
            item.setData(SORT_ROLE, -1.0)
            item.setToolTip(self.tr("No answers"))
        else:
            item = SortItem(
                f"{percent(cell.accuracy)} ({number(cell.attempts)})" + (" ⚠" if needs_help else "")
            )
            item.setData(SORT_ROLE, cell.accuracy)
            item.setBackground(QBrush(accuracy_colour(cell.accuracy, theme.dark)))
            item.setForeground(QBrush(accuracy_text_colour(theme.dark)))
            tip = self.tr(
                "{right} of {count} right ({percent}); {recent} in the last {recent_count}; median {median}"
            ).format(
                right=cell.right,
                count=cell.attempts,
                percent=percent(cell.accuracy),
                recent=percent(cell.recent_accuracy),
                recent_count=cell.recent_count,
                median=seconds_text(cell.median_seconds),
            )
            item.setToolTip(tip + ("\n" + self.tr("Needs help") if needs_help else ""))
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _fill_table(self, data: ClassTable) -> None:
        table = self.table
        table.setSortingEnabled(False)
        table.clear()
        # Who answered in which class session, once the files name any.
        attended = bool(data.sessions)
        first = 3 if attended else 2  # the first skill's column
        headers = [
            self.tr("Trainee"),
            self.tr("All skills"),
            *([self.tr("Class sessions")] if attended else []),
            *(
                self.tr("{drill}\n{game}").format(drill=drill_name(d), game=game_name(v))
                for d, v in data.skills
            ),
        ]
        table.setColumnCount(len(headers))
        table.setRowCount(len(data.trainees))
        table.setHorizontalHeaderLabels(headers)
        if attended and (header := table.horizontalHeaderItem(2)) is not None:
            header.setToolTip(self.tr("The class sessions each trainee answered in, the newest first"))
        for column, (drill, variant) in enumerate(data.skills, start=first):
            header = table.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(
                    self.tr("{heading} — {game}").format(
                        heading=drill_heading(drill), game=game_title(variant)
                    )
                )
                header.setData(Qt.ItemDataRole.UserRole, (drill.value, variant.value))
        helped = {(h.trainee, h.drill, h.variant) for h in data.needs_help()}
        for row, trainee in enumerate(data.trainees):
            name = SortItem(trainee)
            name.setData(SORT_ROLE, trainee.casefold())
            name.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            font = name.font()
            font.setBold(True)
            name.setFont(font)
            table.setItem(row, 0, name)
            table.setItem(row, 1, self._cell_item(data.trainee_total(trainee), False))
            if attended:
                table.setItem(row, 2, self._sessions_item(data.sessions_of(trainee)))
            for column, (drill, variant) in enumerate(data.skills, start=first):
                table.setItem(
                    row,
                    column,
                    self._cell_item(data.cell(trainee, drill, variant), (trainee, drill, variant) in helped),
                )
        table.setSortingEnabled(True)
        table.sortItems(0, Qt.SortOrder.AscendingOrder)
        table.resizeColumnsToContents()

    def _sessions_item(self, titles: Sequence[str]) -> SortItem:
        """The class sessions one trainee answered in: the title of one, the count of more."""
        if not titles:
            item = SortItem("—")
            item.setToolTip(self.tr("No answers in a class session"))
        else:
            item = SortItem(
                titles[0]
                if len(titles) == 1
                else self.tr("{count} class sessions").format(count=number(len(titles)))
            )
            item.setToolTip(as_typed("\n".join(titles)))
        item.setData(SORT_ROLE, float(len(titles)))
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        return item

    def _fill_help(self, data: ClassTable) -> None:
        """Who needs help, and what the list rests on: a skill is judged only once it
        has :data:`MIN_ATTEMPTS` answers, so an empty list can mean "too soon to tell"."""
        found = data.needs_help()
        self.help_list.clear()
        below = percent(NEEDS_HELP_BELOW)
        answered = [c for c in data.cells.values() if c.attempts > 0]
        judged = sum(1 for c in answered if c.attempts >= MIN_ATTEMPTS)
        waiting = len(answered) - judged
        if found:
            note = self.tr(
                "Under {below} right lately, the weakest first; click one to find it in the table."
            ).format(below=below)
        elif not judged:
            most = max((c.attempts for c in answered), default=0)
            note = self.tr(
                "Not enough answers yet to judge: a skill needs {needed} answers "
                "before it is judged here (the most so far is {most})."
            ).format(needed=MIN_ATTEMPTS, most=most)
        else:
            note = self.tr(
                "Nobody: every skill with {needed} answers or more is at {below} or better lately."
            ).format(needed=MIN_ATTEMPTS, below=below)
        if waiting and judged:
            note += " " + (
                self.tr("1 skill has fewer than {needed} answers and is not judged yet.")
                if waiting == 1
                else self.tr("{count} skills have fewer than {needed} answers and are not judged yet.")
            ).format(count=waiting, needed=MIN_ATTEMPTS)
        self.help_note.setText(note)
        for entry in found:
            item = QListWidgetItem(
                f"{entry.trainee}: {skill_name(entry.drill, entry.variant)}\n"
                + self.tr("{percent} right lately ({count} answers)").format(
                    percent=percent(entry.cell.recent_accuracy), count=number(entry.cell.attempts)
                )
            )
            item.setToolTip(as_typed(str(entry)))
            item.setData(Qt.ItemDataRole.UserRole, (entry.trainee, entry.drill.value, entry.variant.value))
            self.help_list.addItem(item)

    def _fill_problems(self, data: ClassTable) -> None:
        self.problems_list.clear()
        for problem in data.problems:
            text = worded_text(problem.words, problem.words_context)
            item = QListWidgetItem(text)
            item.setToolTip(as_typed(f"{text}\n{problem.path}"))
            self.problems_list.addItem(item)
        self.problems_heading.setText(self.tr("Files left out ({count})").format(count=len(data.problems)))
        self.problems_box.setVisible(bool(data.problems))

    def _show_cell(self, item: QListWidgetItem | None) -> None:
        """Select the table cell of a "who needs help" entry."""
        if item is None:
            return
        trainee, drill, variant = item.data(Qt.ItemDataRole.UserRole)
        column = next(
            (
                c
                for c in range(2, self.table.columnCount())
                if (header := self.table.horizontalHeaderItem(c)) is not None
                and header.data(Qt.ItemDataRole.UserRole) == (drill, variant)
            ),
            None,
        )
        row = next(
            (
                r
                for r in range(self.table.rowCount())
                if (cell := self.table.item(r, 0)) is not None and cell.text() == trainee
            ),
            None,
        )
        if row is not None and column is not None:
            self.table.setCurrentCell(row, column)
            target = self.table.item(row, column)
            if target is not None:
                self.table.scrollToItem(target)

    def _draw_bars(self, data: ClassTable) -> None:
        trainees = [(t, data.trainee_total(t).accuracy) for t in data.trainees]
        skills = [(skill_name(d, v), data.skill_total(d, v).accuracy) for d, v in data.skills]
        self._bar_plot(self.trainee_chart, trainees)
        self._bar_plot(self.skill_chart, skills)

    def _bar_plot(self, chart: pg.PlotWidget, values: Sequence[tuple[str, float]]) -> None:
        """Horizontal bars, the first value at the top, each labelled with its percent."""
        theme = self.theme()
        item = chart.getPlotItem()
        item.clear()
        count = len(values)
        self._bars[id(chart)] = [(name, share * 100.0) for name, share in values]
        if not count:
            return
        ys = [count - 1 - i for i in range(count)]
        widths = [share * 100.0 for _, share in values]
        brushes = [pg.mkBrush(accuracy_colour(share, theme.dark)) for _, share in values]
        bars = pg.BarGraphItem(
            x0=[0.0] * count,
            y=ys,
            height=0.62,
            width=widths,
            brushes=brushes,
            pen=pg.mkPen(theme.axis, width=1),
        )
        item.addItem(bars)
        font = view_font(self.font())
        backdrop = QColor(theme.background)
        backdrop.setAlpha(215)  # over the help line, the number stays readable
        for y, (_name, share) in zip(ys, values):
            label = pg.TextItem(percent(share), color=theme.text, fill=pg.mkBrush(backdrop), anchor=(0, 0.5))
            label.setZValue(5)
            label.setFont(font)
            label.setPos(share * 100.0 + 1.0, y)
            item.addItem(label)
        # the line says what it is: on its own a dashed red line means nothing to a reader
        legend = self.tr("{below}: needs help below").format(below=percent(NEEDS_HELP_BELOW))
        helpline = pg.InfiniteLine(
            pos=NEEDS_HELP_BELOW * 100,
            angle=90,
            pen=pg.mkPen(theme.worse, width=2, style=Qt.PenStyle.DashLine),
            label=legend,
            labelOpts={
                "position": 1.0,
                "anchors": [(1, 0), (1, 0)],
                "color": theme.worse,
                "fill": pg.mkBrush(backdrop),
            },
        )
        helpline.label.setFont(font)
        helpline.label.setZValue(6)
        item.addItem(helpline)
        item.getAxis("left").setTicks([[(y, name) for y, (name, _) in zip(ys, values)], []])
        # room above the top bar for the line's label
        item.setYRange(-0.6, count - 0.4 + LEGEND_ROOM, padding=0)
        item.setXRange(0, LABEL_ROOM, padding=0.01)
        chart.setMinimumHeight(max(180, 70 + round(BAR_PX * (count + LEGEND_ROOM))))
        chart.setAccessibleDescription(
            "; ".join(f"{name} {percent(share)}" for name, share in values) + f"; {legend}"
        )

    # --- for tests and callers

    def bar_values(self, chart: pg.PlotWidget) -> list[tuple[str, float]]:
        """A chart's bars, top to bottom: (label, percent right)."""
        return list(self._bars.get(id(chart), []))

    def table_rows(self) -> list[list[str]]:
        """The table's text, row by row as shown (after any sorting)."""
        return [
            [
                (cell.text() if (cell := self.table.item(r, c)) is not None else "")
                for c in range(self.table.columnCount())
            ]
            for r in range(self.table.rowCount())
        ]

    def help_entries(self) -> list[str]:
        return [self.help_list.item(i).text() for i in range(self.help_list.count())]

    def problem_entries(self) -> list[str]:
        return [self.problems_list.item(i).text() for i in range(self.problems_list.count())]


__all__ = ["ClassView", "SortItem", "results_filter", "skill_name"]
