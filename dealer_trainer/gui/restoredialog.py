"""The way out of records that cannot be opened: every backup listed, the good ones first.

Shown by the main window (:meth:`~.windowrecords.WindowRecords.openRecords`)
for a damaged file or one written by a newer version. It holds no logic: it
shows what the records say — the error's words, and each backup as
:class:`~dealer_trainer.records.backups.BackupInfo` (when it was made, how
many answers it holds, whether it passed its check) — and returns what the
user chose as a :class:`RestoreChoice`.

A newer version's file is never replaced in passing: restoring a backup
over it needs a box ticked that says what it costs (the answers the newer
version kept since that backup are not in it).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .wordedtext import error_text
from .words import date_time_text, number

if TYPE_CHECKING:
    from ..records.backups import BackupInfo
    from ..records.errors import RecordsFileError


class RestoreAction(Enum):
    """What the user chose."""

    #: Put the chosen backup back (the readable answers of a damaged file copied in).
    RESTORE = "restore"
    #: No good backup: new records, with every answer the damaged file still yields.
    START_ANEW = "start-anew"
    #: Practise on without keeping answers; the file is left as it is.
    NOT_KEPT = "not-kept"


@dataclass(frozen=True)
class RestoreChoice:
    action: RestoreAction
    backup: BackupInfo | None = None


class RestoreDialog(QDialog):
    """The error, the backups (date, answers, check), and the choices (see the module)."""

    def __init__(
        self, error: RecordsFileError, backups: list[BackupInfo], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        from ..records.errors import Problem

        self.error = error
        self.backups = backups
        self.newer = error.problem is Problem.NEWER
        self._action = RestoreAction.NOT_KEPT
        self.setWindowTitle(self.tr("Your records cannot be opened"))
        layout = QVBoxLayout(self)
        self.message = QLabel(error_text(error))
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)

        self.table = QTableWidget(len(backups), 3)
        self.table.setHorizontalHeaderLabels([self.tr("Backup made"), self.tr("Answers"), self.tr("Check")])
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for row, info in enumerate(backups):
            cells = [
                date_time_text(info.moment) if info.moment is not None else info.path.name,
                number(info.answers) if info.answers is not None else "—",
                self._state_words(info),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(str(info.path))
                if column == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if not info.good:  # listed, so the user sees it, but it cannot be chosen
                    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable & ~Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(row, column, item)
        self.table.setMinimumHeight(self.table.verticalHeader().defaultSectionSize() * 5)
        heading = QLabel(
            self.tr("Backups of these records, the newest good one first:")
            if backups
            else self.tr("There are no backups of these records.")
        )
        layout.addWidget(heading)
        layout.addWidget(self.table)
        self.table.setVisible(bool(backups))

        self.consent = QCheckBox(
            self.tr("Restore anyway, without the answers the newer version kept since that backup")
        )
        layout.addWidget(self.consent)
        self.consent.setVisible(self.newer and self.has_good)
        self.consent.toggled.connect(self._update)

        buttons = QDialogButtonBox()
        self.restore_button = QPushButton(self.tr("Restore the chosen backup"))
        self.anew_button = QPushButton(self.tr("Start new records, keeping every readable answer"))
        self.not_kept_button = QPushButton(self.tr("Practise without keeping answers"))
        buttons.addButton(self.restore_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.anew_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.not_kept_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.restore_button.setVisible(self.has_good)
        self.anew_button.setVisible(not self.newer and not self.has_good)
        self.restore_button.clicked.connect(lambda: self._choose(RestoreAction.RESTORE))
        self.anew_button.clicked.connect(lambda: self._choose(RestoreAction.START_ANEW))
        self.not_kept_button.clicked.connect(lambda: self._choose(RestoreAction.NOT_KEPT))
        layout.addWidget(buttons)
        self.table.itemSelectionChanged.connect(self._update)
        if self.has_good:
            self.table.selectRow(0)  # the newest good one
        self._update()
        (self.not_kept_button if self.newer else self.restore_button).setDefault(True)
        self.resize(760, 460)

    @property
    def has_good(self) -> bool:
        return any(info.good for info in self.backups)

    def _state_words(self, info: BackupInfo) -> str:
        from ..records.backups import BackupState

        return {
            BackupState.GOOD: self.tr("Passed"),
            BackupState.DAMAGED: self.tr("Damaged: cannot be restored"),
            BackupState.NEWER: self.tr("Written by a newer version"),
            BackupState.NOT_RECORDS: self.tr("Not Dealer Trainer's records"),
        }[info.state]

    def chosen_backup(self) -> BackupInfo | None:
        """The good backup selected in the list, if any."""
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        for row in sorted(rows):
            if self.backups[row].good:
                return self.backups[row]
        return None

    def _update(self) -> None:
        self.restore_button.setEnabled(
            self.chosen_backup() is not None and (not self.newer or self.consent.isChecked())
        )

    def _choose(self, action: RestoreAction) -> None:
        self._action = action
        if action is RestoreAction.NOT_KEPT:
            self.reject()
        else:
            self.accept()

    def choice(self) -> RestoreChoice:
        """What the user chose (after :meth:`exec`)."""
        if self._action is RestoreAction.RESTORE:
            backup = self.chosen_backup()
            if backup is not None:
                return RestoreChoice(RestoreAction.RESTORE, backup)
            return RestoreChoice(RestoreAction.NOT_KEPT)
        return RestoreChoice(self._action)


__all__ = ["RestoreAction", "RestoreChoice", "RestoreDialog"]
