"""The end of a class session on the instructor's screen: where the results went, the final standings.

A page of :class:`~.classhost.ClassHostWindow` (apart, to keep the window's
module to the live session): it says where the session's results file was
written for the class view (or why it could not be), the final leaderboard —
each trainee's place, right answers, points and median time, from the session's
own results (:func:`~dealer_trainer.classroom.results.session_results`) — and
offers the class view on the results' folder.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .plaintext import plain_label
from .words import decimal, number

if TYPE_CHECKING:
    from ..classroom.sessionstate import ClassSession

#: The code's and the address's size, as a multiple of the application font.
BIG = 3.2
#: The other headline texts' size.
LARGE = 1.7


def scaled_font(scale: float, *, bold: bool = True) -> QFont:
    """The application's font at ``scale`` times its size (text to read across a room)."""
    font = QFont(QApplication.font())
    base = font.pointSizeF() if font.pointSizeF() > 0 else font.pixelSize() * 0.75
    font.setPointSizeF(max(1.0, base * scale))
    font.setBold(bold)
    return font


#: Where the results of ended sessions are written unless the instructor chose another folder.
RESULTS_SETTING = "classhost/results_folder"


def results_folder() -> Path:
    """The folder class sessions' results are written to: the one chosen, else
    ``Class results`` in the user's data folder beside the records."""
    from ..records.schema import default_path
    from .settingvalues import read_text

    chosen = read_text(QSettings(), RESULTS_SETTING, "", max_length=4000).strip()
    return Path(chosen) if chosen else default_path().parent / "Class results"


class ClassHostEndPage(QWidget):
    """The session is over: its results, and the final leaderboard."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        self.heading = plain_label(QLabel(self.tr("The session is over")))
        self.heading.setFont(scaled_font(BIG))
        self.text = plain_label(QLabel(""))
        self.text.setAccessibleName(self.tr("Results"))
        self.text.setFont(scaled_font(1.2, bold=False))
        self.text.setWordWrap(True)
        self.board_title = plain_label(QLabel(self.tr("Final leaderboard")))
        self.board_title.setFont(scaled_font(LARGE))
        self.summary = plain_label(QLabel(""))
        self.summary.setAccessibleName(self.tr("The session in numbers"))
        self.summary.setFont(scaled_font(1.3, bold=False))
        self.board = QTableWidget(0, len(self._headers()))
        self.board.setAccessibleName(self.tr("Final leaderboard"))
        self.board.setHorizontalHeaderLabels(self._headers())
        self.board.setFont(scaled_font(1.6, bold=False))
        self.board.horizontalHeader().setFont(scaled_font(1.2))
        self.board.verticalHeader().hide()
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.board.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.board.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.board.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.board.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.class_results_button = QPushButton(self.tr("Open in &Class Results"))
        self.class_results_button.setToolTip(
            self.tr("The class view, with this session's results and the others in their folder")
        )
        self.close_button = QPushButton(self.tr("Close"))
        row = QHBoxLayout()
        row.addWidget(self.class_results_button)
        row.addStretch(1)
        row.addWidget(self.close_button)
        column.addWidget(self.heading)
        column.addWidget(self.text)
        column.addWidget(self.summary)
        column.addWidget(self.board_title)
        column.addWidget(self.board, 1)
        column.addLayout(row)

    def show_results(self, session: ClassSession, path: Path | None, problem: str = "") -> None:
        """Where the results went (``path``), or ``problem``: why they could not be written."""
        trainees = len(session.trainees)
        answers = len(session.answers())
        if path is not None:
            self.text.setText(
                self.tr("{trainees}, {answers}: written for the class view to {path}").format(
                    trainees=(
                        self.tr("1 trainee")
                        if trainees == 1
                        else self.tr("{count} trainees").format(count=number(trainees))
                    ),
                    answers=(
                        self.tr("1 answer")
                        if answers == 1
                        else self.tr("{count} answers").format(count=number(answers))
                    ),
                    path=path,
                )
            )
        else:
            self.text.setText(
                self.tr("The results could not be written for the class view: {why}").format(why=problem)
            )
        self.class_results_button.setEnabled(path is not None)
        self.show_standings(session)

    def _headers(self) -> list[str]:
        return [
            self.tr("Place"),
            self.tr("Trainee"),
            self.tr("Right"),
            self.tr("Answered"),
            self.tr("Points"),
            self.tr("Median time"),
        ]

    def show_standings(self, session: ClassSession) -> None:
        """Every trainee by place (ties share one, as their apps were told), with the class's totals."""
        from ..classroom.results import session_results

        results = session_results(session)
        self.summary.setText(
            self.tr("{dealt} of {planned} questions dealt; {right} of {answered} answers right").format(
                dealt=number(results.dealt),
                planned=number(results.planned),
                right=number(results.right),
                answered=number(results.answered),
            )
        )
        self.board.setRowCount(len(results.trainees))
        for row, trainee in enumerate(results.trainees):
            median = trainee.median_seconds
            cells = (
                number(trainee.place),
                trainee.name,
                number(trainee.right),
                number(trainee.answered),
                number(trainee.points),
                "—" if median is None else self.tr("{seconds} s").format(seconds=decimal(median, 1)),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column != 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.board.setItem(row, column, item)

    def standings(self) -> list[list[str]]:
        """The leaderboard's cells as shown, row by row (for tests and the screen reader's checks)."""
        rows = []
        for r in range(self.board.rowCount()):
            items = [self.board.item(r, c) for c in range(self.board.columnCount())]
            rows.append([item.text() if item is not None else "" for item in items])
        return rows


__all__ = ["BIG", "LARGE", "RESULTS_SETTING", "ClassHostEndPage", "results_folder", "scaled_font"]
