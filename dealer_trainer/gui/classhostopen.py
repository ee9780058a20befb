"""File ▸ Host a Class Session: from the setup dialog to a listening session in its window.

The steps, each with its own way out: choose (or resume) in
:class:`~.classhostsetup.ClassHostSetupDialog`; build the lesson (a pack that
gives no class question is refused there); make the session's file and state
(:mod:`dealer_trainer.classroom.store`, :mod:`~dealer_trainer.classroom.sessionstate`)
— a new one with a fresh random code; open the port (in use: say so, and the
dialog comes back to choose another); show :class:`~.classhost.ClassHostWindow`.
One session is hosted at a time: the menu raises the open one.

``dealer-trainer classroom host`` without ``--headless`` comes here too
(:func:`host_from_command_line`): ``--pack``/``--port`` fill the setup dialog in,
and the instructor still sees the title, level and time before the class can
join; ``--resume FILE`` opens that session's window at once, as the dialog's
Resume button would.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QDialog, QMessageBox

from .plaintext import as_typed
from .wordedtext import error_text

if TYPE_CHECKING:
    from ..classroom.errors import ClassroomError
    from ..classroom.hosting import ClassHost
    from ..classroom.store import SavedSession
    from .classhost import ClassHostWindow
    from .classhostsetup import NewSession, ResumeSession
    from .mainwindow import MainWindow

#: The session window open now, if any (one session is hosted at a time).
_open: list[ClassHostWindow] = []


def open_session_window() -> ClassHostWindow | None:
    return _open[0] if _open else None


def host_class_session(
    window: MainWindow,
    *,
    pack: str | Path | None = None,
    port: int | None = None,
    resume: SavedSession | None = None,
    class_size: int | None = None,
    per_address: int | None = None,
) -> ClassHostWindow | None:
    """The menu's command: the setup dialog, then the session's window (``None`` if cancelled).

    ``pack`` and ``port`` fill the dialog in over the last choices (the command
    line's ``--pack``/``--port``, and ``--class-size``/``--per-address``); ``resume`` is
    listed first among the sessions to resume (one the command line could not open on its port).
    """
    from ..classroom.errors import ClassroomError
    from ..classroom.store import unfinished
    from .classhostsetup import ClassHostSetupDialog

    shown = open_session_window()
    if shown is not None:
        shown.show()
        shown.raise_()
        shown.activateWindow()
        return shown
    while True:
        listed = unfinished()
        if resume is not None and resume.path not in {saved.path for saved in listed}:
            listed.insert(0, resume)
        dialog = ClassHostSetupDialog(window, unfinished=listed)
        dialog.restore_settings(QSettings())
        dialog.fill_in(pack=pack, port=port, class_size=class_size, per_address=per_address)
        # once: back from a refusal, the dialog shows what was chosen in it
        pack = port = class_size = per_address = None
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            dialog.save_settings(QSettings())
            try:
                host = start_host(dialog.choice())
            except ClassroomError as error:  # no question for a class; a file or a port refused
                _cannot_open(window, error)
                continue  # back to the dialog: another pack, another port
        finally:
            dialog.deleteLater()
        return show_host_window(window, host)


def host_from_command_line(
    window: MainWindow,
    *,
    pack: str | None = None,
    port: int | None = None,
    resume: str | None = None,
    class_size: int | None = None,
    per_address: int | None = None,
) -> ClassHostWindow | None:
    """``dealer-trainer classroom host`` without ``--headless``, once the main window is up.

    With ``resume`` (a session's file) the session's window opens at once,
    listening on ``port`` or the port it had; a file that cannot be read, or a
    port that cannot be opened, is said, and the setup dialog follows to choose
    again. Otherwise the setup dialog opens filled in with ``pack`` and ``port``:
    the instructor checks the title, level and time before the class can join.
    ``class_size`` and ``per_address`` are the class limits (the setup's last ones if not given).
    """
    from ..classroom.errors import ClassroomError
    from ..classroom.hosting import DEFAULT_PORT
    from ..classroom.store import SessionStore
    from .classhostsetup import ResumeSession, saved_limits

    if resume is None:
        return host_class_session(
            window, pack=pack, port=port, class_size=class_size, per_address=per_address
        )
    try:
        with SessionStore.open(Path(resume)) as store:
            saved = store.load()
    except ClassroomError as error:
        _cannot_open(window, error)
        return host_class_session(window, port=port, class_size=class_size, per_address=per_address)
    kept_size, kept_per_address = saved_limits(QSettings())
    try:
        host = start_host(
            ResumeSession(
                saved,
                port or saved.port or DEFAULT_PORT,
                class_size or kept_size,
                per_address or kept_per_address,
            )
        )
    except ClassroomError as error:  # the port in use: the dialog, with this session to resume first
        _cannot_open(window, error)
        return host_class_session(
            window, port=port, resume=saved, class_size=class_size, per_address=per_address
        )
    return show_host_window(window, host)


def _cannot_open(window: MainWindow, error: ClassroomError) -> None:
    QMessageBox.warning(
        window,
        QCoreApplication.translate("ClassHost", "The class session cannot open"),
        as_typed(error_text(error)),
    )


def start_host(choice: NewSession | ResumeSession) -> ClassHost:
    """The session made (or read back) and listening on the chosen port.

    :class:`~dealer_trainer.classroom.errors.ClassroomError` if its file cannot be
    made or read (``SessionFileError``), or the port cannot be opened (``ListenError``:
    the session's file is kept, so it can be resumed on another port).
    """
    from ..classroom.codes import new_code
    from ..classroom.errors import ListenError
    from ..classroom.hosting import ClassHost
    from ..classroom.sessionstate import ClassSession, Phase
    from ..classroom.store import SessionStore, new_path, sessions_folder
    from .classhostsetup import NewSession

    if isinstance(choice, NewSession):
        code = new_code()
        folder = sessions_folder()
        folder.mkdir(parents=True, exist_ok=True)
        started = datetime.now(UTC)
        store = SessionStore.create(
            new_path(folder, started), code, choice.title, choice.lesson, choice.port, started
        )
        session = ClassSession(choice.lesson, code, choice.title, store, max_trainees=choice.class_size)
    else:
        store = SessionStore.open(choice.saved.path)
        session = ClassSession.resume(store, max_trainees=choice.class_size)
    host = ClassHost(session, per_address=choice.per_address)
    if session.phase is Phase.ENDED:  # resumed after its end: its results, nobody to listen for
        host.destroyed.connect(lambda _obj=None: store.close())
        return host
    try:
        host.listen(choice.port)
    except ListenError:
        host.close()
        store.close()
        raise
    # The session's file closes with its transport (and so with the window that owns it).
    host.destroyed.connect(lambda _obj=None: store.close())
    return host


def show_host_window(window: MainWindow, host: ClassHost) -> ClassHostWindow:
    """The session's window, a top-level window of its own (for the projector), kept while open."""
    from PySide6.QtCore import Qt

    from .classhost import ClassHostWindow

    shown = ClassHostWindow(host)
    host.setParent(shown)  # the transport goes with its window
    shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    shown.classResultsRequested.connect(
        lambda folder: _open_class_results(window, folder, shown.session.title)
    )
    shown.destroyed.connect(lambda _obj=None: _open.clear())
    _open[:] = [shown]
    shown.resize(1400, 900)
    shown.show()
    return shown


def _open_class_results(window: MainWindow, folder: str, title: str) -> None:
    """The class view (the main window's one), reading the session results' folder and
    counting this session's answers (the instructor lands on the class just taught)."""
    window.showClassResults()
    view = window.class_view
    if view is not None:
        view.show_session(title, [folder])


__all__ = [
    "host_class_session",
    "host_from_command_line",
    "open_session_window",
    "show_host_window",
    "start_host",
]
