"""File ▸ Join a Class Session…: the address, the session code and the name, then the session's window.

The instructor's screen shows the address (``192.168.1.20:47810``) and the
session code in large type; the trainee types them here with the name the
class will see. All three are remembered in the app's settings, so after a
sleep or a restart the same choices join again under the same name (the
connection keeps the trainee's seat by name and code: see
:mod:`dealer_trainer.classroom.seats`).

What is typed is checked only as far as the trainee can act on it here (an
empty field, a name the session cannot take — too long, or with a hidden
character pasted in: the host's own rule, :func:`~dealer_trainer.classroom.names.name_problem`,
worded for the trainee); whether the code is the session's, or the name one
taken already (by its look: "Аna" with a Cyrillic А is "Ana"), is the host's to
say, and the session window says it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ..classroom.codes import normal_code
from ..classroom.errors import ClassroomError
from ..classroom.names import NameProblem, name_problem
from ..classroom.protocol import MAX_CODE, MAX_NAME, trainee_name

if TYPE_CHECKING:
    from ..records.database import Records
    from .classjoinwindow import ClassJoinWindow

#: Where the choices are kept between sessions.
ADDRESS_SETTING = "classroom/address"
CODE_SETTING = "classroom/code"
NAME_SETTING = "classroom/name"
#: The longest address typed ("host:port"; a host name can be long).
MAX_ADDRESS = 255


class JoinDialog(QDialog):
    """The address, the session code and the name; Join once all three can be used."""

    def __init__(self, default_name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a Class Session"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Type the address and the session code the instructor's screen shows, "
                "and your name as the class will see it."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setMaxLength(MAX_ADDRESS)
        self.address.setPlaceholderText(self.tr("for example 192.168.1.20:47810"))
        self.address.setAccessibleName(self.tr("Address"))
        form.addRow(self.tr("&Address"), self.address)
        self.code = QLineEdit()
        self.code.setMaxLength(MAX_CODE)
        self.code.setPlaceholderText(self.tr("as on the instructor's screen"))
        self.code.setAccessibleName(self.tr("Session code"))
        form.addRow(self.tr("Session &code"), self.code)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(self.tr("Your name"))
        form.addRow(self.tr("Your &name"), self.name)
        layout.addLayout(form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setAccessibleName(self.tr("What to fix"))
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton(self.tr("&Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setDefault(True)
        # Enter joins, never cancels: Cancel never takes the default from a Join that was
        # disabled while a field was empty (Qt hands the default to the next auto-default button).
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setAutoDefault(False)
        cancel.setDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._read_settings(default_name)
        for field in (self.address, self.code, self.name):
            field.textChanged.connect(self._check)
        self._check()
        first_empty = next((f for f in (self.address, self.code, self.name) if not f.text()), self.address)
        first_empty.setFocus(Qt.FocusReason.OtherFocusReason)
        self.setMinimumWidth(420)

    def _read_settings(self, default_name: str) -> None:
        from .settingvalues import read_text

        settings = QSettings()
        self.address.setText(read_text(settings, ADDRESS_SETTING, "", max_length=MAX_ADDRESS))
        self.code.setText(read_text(settings, CODE_SETTING, "", max_length=MAX_CODE))
        self.name.setText(
            read_text(settings, NAME_SETTING, "", max_length=MAX_NAME) or default_name[:MAX_NAME]
        )

    def write_settings(self) -> None:
        settings = QSettings()
        settings.setValue(ADDRESS_SETTING, self.chosen_address())
        settings.setValue(CODE_SETTING, self.chosen_code())
        settings.setValue(NAME_SETTING, self.chosen_name())

    def chosen_address(self) -> str:
        return self.address.text().strip()

    def chosen_code(self) -> str:
        """The code as the host compares it: upper case, spaces and dashes left out."""
        return normal_code(self.code.text())

    def chosen_name(self) -> str:
        return trainee_name(self.name.text()) or ""

    def _problem(self) -> str:
        if not self.chosen_address():
            return self.tr("Type the address on the instructor's screen.")
        if not self.chosen_code():
            return self.tr("Type the session code on the instructor's screen.")
        if not self.name.text().strip():
            return self.tr("Type your name.")
        if not self.chosen_name():
            return self.name_problem_text(name_problem(self.name.text(), MAX_NAME))
        return ""

    def name_problem_text(self, problem: NameProblem | None) -> str:
        """Why the name typed cannot join, worded for the trainee (the host refuses it the same way:
        :func:`~dealer_trainer.classroom.names.name_problem`)."""
        if problem is NameProblem.INVISIBLE:
            return self.tr(
                "Your name has a hidden character in it (a zero-width space or a text-direction mark, "
                "often from copying and pasting). Delete the name and type it again."
            )
        if problem is NameProblem.EMPTY:
            return self.tr("Type your name.")
        return self.tr("A name of at most {count} letters, without tabs or line breaks.").format(
            count=MAX_NAME
        )

    def say_bad_address(self) -> None:
        """The address typed is not one to connect to: say how it is written."""
        self.problem.setText(
            self.tr("That is not an address: type it as on the instructor's screen, like 192.168.1.20:47810.")
        )
        self.address.setFocus(Qt.FocusReason.OtherFocusReason)
        self.address.selectAll()

    def _check(self) -> None:
        problem = self._problem()
        self.problem.setText(problem)
        self.join_button.setEnabled(not problem)
        self.join_button.setDefault(True)

    def accept(self) -> None:
        if self._problem():
            return
        self.write_settings()
        super().accept()


def _client(address: str, code: str, name: str, uid: str | None) -> Any:
    """The connection to the host (loaded with the first session: the window opens without QtNetwork)."""
    from ..classroom.joining import ClassClient

    return ClassClient(address, code, name, uid)


def join_class_session(
    parent: QWidget,
    records: Records | None,
    trainee_id: int | None,
    *,
    client_factory: Callable[[str, str, str, str | None], Any] | None = None,
    ask: Callable[[JoinDialog], bool] | None = None,
) -> ClassJoinWindow | None:
    """Ask for the address, code and name, then open the session's window and join.

    ``records``/``trainee_id``: whose records keep the answers (the trainee chosen in
    the drill panel; the name starts as theirs). ``client_factory`` and ``ask`` are
    for the tests (a stand-in connection; the dialog filled in without ``exec``).
    Returns the window opened, or ``None`` if the trainee cancelled.
    """
    from .classjoinwindow import ClassJoinWindow

    trainee = records.trainee(trainee_id) if records is not None and trainee_id is not None else None
    dialog = JoinDialog(trainee.name if trainee is not None else "", parent)
    make = client_factory or _client
    while True:
        accepted = ask(dialog) if ask is not None else dialog.exec() == QDialog.DialogCode.Accepted
        if not accepted:
            return None
        name = dialog.chosen_name()
        try:
            client = make(
                dialog.chosen_address(),
                dialog.chosen_code(),
                name,
                trainee.uid if trainee is not None else None,
            )
        except (ClassroomError, ValueError):  # not HOST:PORT (the connection reads the address)
            dialog.say_bad_address()
            continue
        break
    window = ClassJoinWindow(client, records, trainee_id, parent, name=name)
    client.setParent(window)
    window.joinAgainRequested.connect(
        lambda: join_class_session(parent, records, trainee_id, client_factory=client_factory, ask=ask)
    )
    window.start()
    return window


__all__ = ["JoinDialog", "join_class_session"]
