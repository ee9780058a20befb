"""Removing a trainee from a live class session: the instructor's question, then the transport's removal.

A room of its own so the session window stays a window: it asks (naming how many
answers go with the trainee), removes through
:meth:`~dealer_trainer.classroom.hosting.ClassHost.remove` — the trainee's app is
told, the name is free, the token joins no more — and says a session file that
refused the change. It holds no rule: which trainee is the window's choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

if TYPE_CHECKING:
    from ..classroom.hosting import ClassHost


def remove_trainee(parent: QWidget, host: ClassHost, name: str) -> bool:
    """Ask the instructor, then remove ``name`` from ``host``'s session; ``True`` if removed."""
    from ..classroom.errors import ClassroomError
    from .wordedtext import error_text

    given = sum(1 for answer in host.session.answers() if answer.trainee == name)
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("ClassHostWindow", "Remove {name}?").format(name=name),
        QCoreApplication.translate(
            "ClassHostWindow",
            "Remove {name} from the session? Their answers so far ({count}) leave the results, "
            "their app is told, and the name is free for someone else.",
        ).format(name=name, count=given),
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    try:
        return host.remove(name)
    except ClassroomError as error:  # the session's file refused it: nothing was removed
        QMessageBox.warning(
            parent,
            QCoreApplication.translate("ClassHostWindow", "{name} is not removed").format(name=name),
            error_text(error),
        )
        return False
