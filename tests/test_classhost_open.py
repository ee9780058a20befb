"""Opening a hosted session: a new one's file and code, a resumed one's state, a port refused.

The transport is stood in for (its listen is what is checked here); the session, its
lesson and its file are the real ones.
"""

from __future__ import annotations

import sys
import types
from typing import Any, ClassVar

import pytest
from classhost_fakes import FakeHost, lesson_of

from dealer_trainer.classroom.codes import ALPHABET
from dealer_trainer.classroom.errors import ListenError
from dealer_trainer.classroom.protocol import PROTOCOL, Hello
from dealer_trainer.classroom.sessionstate import Phase
from dealer_trainer.classroom.store import sessions_folder, unfinished
from dealer_trainer.gui.classhostopen import start_host
from dealer_trainer.gui.classhostsetup import NewSession, ResumeSession


class ListeningHost(FakeHost):
    """The stand-in transport: notes the port it was asked for; refuses the ones in ``busy``."""

    busy: ClassVar[set[int]] = set()
    ports: ClassVar[list[int]] = []

    def listen(self, port: int = 47810, address: str = "0.0.0.0") -> int:
        if port in self.busy:
            from dealer_trainer.wording import Worded

            raise ListenError(Worded("The port {port} is in use.", (("port", str(port)),)))
        self.ports.append(port)
        return port


@pytest.fixture(autouse=True)
def transport(monkeypatch: pytest.MonkeyPatch) -> type[ListeningHost]:
    module = types.ModuleType("dealer_trainer.classroom.hosting")
    module.ClassHost = ListeningHost  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    ListeningHost.busy = set()
    ListeningHost.ports = []
    return ListeningHost


def test_a_new_session_gets_a_random_code_a_file_and_listens_on_the_chosen_port() -> None:
    host = start_host(NewSession("Tuesday class", lesson_of(), 50100))
    session = host.session
    assert len(session.code) == 6 and set(session.code) <= set(ALPHABET)
    assert ListeningHost.ports == [50100]
    (saved,) = unfinished()
    assert (saved.code, saved.title, saved.port) == (session.code, "Tuesday class", 50100)
    assert saved.path.parent == sessions_folder()
    host.deleteLater()


def test_two_sessions_never_share_a_code() -> None:
    first = start_host(NewSession("A", lesson_of(), 50100))
    second = start_host(NewSession("B", lesson_of(), 50101))
    assert first.session.code != second.session.code


def test_a_resumed_session_has_its_trainees_answers_and_question() -> None:
    host = start_host(NewSession("Tuesday class", lesson_of(), 50100))
    session = host.session
    session.join(Hello(PROTOCOL, session.code, "Ana", None))
    session.deal_next()
    (saved,) = unfinished()
    assert session.store is not None
    session.store.close()
    again = start_host(ResumeSession(saved, 50102))
    assert [t.name for t in again.session.trainees] == ["Ana"]
    assert (again.session.number, again.session.phase, again.session.code) == (1, Phase.ASKING, session.code)
    assert ListeningHost.ports[-1] == 50102


def test_a_port_in_use_is_refused_and_the_session_kept_to_resume(transport: type[ListeningHost]) -> None:
    transport.busy = {50100}
    with pytest.raises(ListenError, match="in use"):
        start_host(NewSession("Tuesday class", lesson_of(), 50100))
    (saved,) = unfinished()
    assert saved.title == "Tuesday class"


def test_the_sessions_file_closes_with_its_transport(qtbot: Any) -> None:
    host = start_host(NewSession("Tuesday class", lesson_of(), 50100))
    store = host.session.store
    assert store is not None
    closed: list[bool] = []
    original = store.close
    store.close = lambda: (closed.append(True), original())  # type: ignore[method-assign]
    host.deleteLater()
    qtbot.waitUntil(lambda: closed == [True])
