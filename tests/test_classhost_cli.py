"""``dealer-trainer classroom host`` without ``--headless``: the app opens on the host's setup,
filled in from the command line, or on the resumed session's window.

The command runs in-process (``cli.main``) with the real app start (``run_app``), offscreen;
a timer looks at what opened, closes it and quits the app's loop, so nothing waits for a click.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from dealer_trainer import cli
from dealer_trainer.classroom.lesson import lesson_from_pack
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.gui import classhostopen, collector
from dealer_trainer.gui.classhostsetup import ClassHostSetupDialog
from dealer_trainer.gui.mainwindow import MainWindow
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.levels import Level

PACK = Path(__file__).resolve().parent.parent / "assets" / "packs" / "seven-card-stud-high.studpack"
#: How long the app may take to show what the command asked for before the test gives up.
DEADLINE_MS = 20_000


def _free_port() -> int:
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    server = QTcpServer()
    assert server.listen(QHostAddress.SpecialAddress.LocalHost, 0)
    port = server.serverPort()
    server.close()
    return port


@pytest.fixture
def run_app_until(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., int]]:
    """``run(arguments, look)``: ``cli.main(arguments)`` with the real app, ``look()`` polled on a
    timer until it returns True (it closes what it saw), then the app's loop is quit.

    What the real start changes for the process is put back afterwards: the crash hook and
    log are not installed (the suite's own stay), collection is unfrozen and Python's own again.
    """
    monkeypatch.setattr("dealer_trainer.gui.errors.start", lambda argv0="": None)
    was_enabled, had_collector = gc.isenabled(), collector.installed()
    before = set(QApplication.topLevelWidgets())
    timers: list[QTimer] = []

    def run(arguments: list[str], look: Callable[[], bool]) -> int:
        poll = QTimer()
        poll.setInterval(20)

        def tick() -> None:
            if look():
                poll.stop()
                QApplication.exit(0)

        poll.timeout.connect(tick)
        deadline = QTimer()
        deadline.setSingleShot(True)
        deadline.timeout.connect(lambda: QApplication.exit(1))
        timers.extend((poll, deadline))
        poll.start()
        deadline.start(DEADLINE_MS)
        return cli.main(arguments)

    yield run
    for timer in timers:
        timer.stop()
    shown = classhostopen.open_session_window()
    if shown is not None:
        shown._closing_confirmed = True
        shown.close()
    for widget in set(QApplication.topLevelWidgets()) - before:
        if isinstance(widget, MainWindow):
            widget.close()
            widget.deleteLater()
    QApplication.processEvents()
    gc.unfreeze()
    if had_collector is None and collector.installed() is not None:
        collector.installed().stop()  # type: ignore[union-attr]
    (gc.enable if was_enabled else gc.disable)()
    # The app's loop was left with exit(), not quit() (a Quit delivered after the loop ended would
    # stop every later event loop of the suite at once): a later deleteLater is still carried out.
    gone: list[bool] = []
    probe = QObject()
    probe.destroyed.connect(lambda _obj=None: gone.append(True))
    probe.deleteLater()
    qtbot.waitUntil(lambda: gone == [True], timeout=5_000)


def _setup_dialog() -> ClassHostSetupDialog | None:
    return next(
        (w for w in QApplication.topLevelWidgets() if isinstance(w, ClassHostSetupDialog) and w.isVisible()),
        None,
    )


def test_the_host_command_opens_the_app_on_the_setup_filled_in_with_its_pack_and_port(
    run_app_until: Callable[..., int],
) -> None:
    seen: dict[str, object] = {}

    def look() -> bool:
        dialog = _setup_dialog()
        if dialog is None:
            return False
        seen.update(
            pack=dialog.pack_edit.text(),
            port=dialog.port_spin.value(),
            from_pack=dialog.from_pack(),
            title=dialog.title_edit.text(),
            problems=dialog.problems(),
            modal_over_the_app=isinstance(dialog.parent(), MainWindow),
        )
        dialog.reject()
        return True

    arguments = ["--language", "en", "classroom", "host", "--pack", str(PACK), "--port", "47999"]
    assert run_app_until(arguments, look) == 0
    assert seen == {
        "pack": str(PACK),
        "port": 47999,
        "from_pack": True,
        "title": "Seven-card Stud High: the dealer's decisions",
        "problems": [],
        "modal_over_the_app": True,
    }
    assert classhostopen.open_session_window() is None  # cancelled: nothing listens


def test_a_pack_the_app_cannot_read_is_said_in_the_setup_it_opens(
    run_app_until: Callable[..., int], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.studpack"
    bad.write_text("not a pack")
    problems: list[str] = []

    def look() -> bool:
        dialog = _setup_dialog()
        if dialog is None:
            return False
        problems.extend(dialog.problems())
        dialog.reject()
        return True

    assert run_app_until(["--language", "en", "classroom", "host", "--pack", str(bad)], look) == 0
    assert any(problem.startswith("The pack cannot be used: not valid JSON") for problem in problems)


def _saved_session(folder: Path, port: int) -> Path:
    lesson = lesson_from_pack(load_pack(PACK), Level.PRACTICE, 30.0)
    path = folder / "tuesday.session"
    SessionStore.create(path, "K7Q2ZP", "Tuesday class", lesson, port, datetime.now(UTC)).close()
    return path


def test_resuming_from_the_command_line_opens_the_sessions_window_listening_on_the_port_asked(
    run_app_until: Callable[..., int], tmp_path: Path
) -> None:
    path = _saved_session(tmp_path, 47810)
    port = _free_port()
    seen: dict[str, object] = {}

    def look() -> bool:
        shown = classhostopen.open_session_window()
        if shown is None or not shown.isVisible():
            return False
        seen.update(title=shown.session.title, code=shown.session.code, port=shown.host.port)
        shown._closing_confirmed = True
        shown.close()
        return True

    arguments = ["--language", "en", "classroom", "host", "--resume", str(path), "--port", str(port)]
    assert run_app_until(arguments, look) == 0
    assert seen == {"title": "Tuesday class", "code": "K7Q2ZP", "port": port}


def test_a_session_file_that_cannot_be_resumed_is_said_then_the_setup_opens(
    run_app_until: Callable[..., int], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.session"
    bad.write_text("not a session")
    said: list[str] = []

    def look() -> bool:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            said.append(box.text())
            box.done(0)
            return False
        dialog = _setup_dialog()
        if dialog is None:
            return False
        dialog.reject()
        return True

    assert run_app_until(["--language", "en", "classroom", "host", "--resume", str(bad)], look) == 0
    assert len(said) == 1 and "bad.session" in said[0]


def test_the_window_refuses_ports_it_cannot_take_before_opening_the_app(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import dealer_trainer.gui.app as app

    monkeypatch.setattr(app, "run_app", lambda *a, **k: pytest.fail("the app opened"))
    assert cli.main(["--language", "en", "classroom", "host", "--pack", "p.studpack", "--port", "80"]) == 2
    assert (
        "--port: 80 is not a port the window takes (1024 to 65535; or add --headless)"
        in capsys.readouterr().err
    )
    assert cli.main(["--language", "en", "classroom", "host", "--pack", "p", "--resume", "s"]) == 2
    assert "not both" in capsys.readouterr().err


def test_the_host_command_without_a_pack_opens_the_setup_as_the_menu_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dealer_trainer.gui.app as app

    started: list[dict[str, object]] = []

    def run_app(
        argv: list[str], pack: str | None = None, language: str | None = None, start: Any = None
    ) -> int:
        started.append(dict(start.keywords))
        return 0

    monkeypatch.setattr(app, "run_app", run_app)
    assert cli.main(["classroom", "host"]) == 0
    assert started == [{"pack": None, "port": None, "resume": None, "class_size": None, "per_address": None}]


def test_resuming_a_session_that_ended_shows_its_results_and_listens_for_nobody(
    run_app_until: Callable[..., int], tmp_path: Path
) -> None:
    from dealer_trainer.classroom.sessionstate import ClassSession

    path = _saved_session(tmp_path, 47810)
    store = SessionStore.open(path)
    session = ClassSession.resume(store)
    session.end()
    store.close()
    seen: dict[str, object] = {}

    def look() -> bool:
        shown = classhostopen.open_session_window()
        if shown is None or not shown.isVisible():
            return False
        seen.update(
            end_page=shown.stack.currentWidget() is shown.end_page,
            port=shown.host.port,
            results=shown.end_page.class_results_button.isEnabled(),
        )
        shown.close()
        return True

    assert run_app_until(["--language", "en", "classroom", "host", "--resume", str(path)], look) == 0
    assert seen == {"end_page": True, "port": 0, "results": True}
