"""A class session's file: ours by its mark and version, every save one committed transaction on the
disk when it returns (read back by a second connection while the first is never closed), read back as
written, and any file that is not a session of ours refused by a SessionFileError naming the problem;
the unfinished sessions listed newest first, bad files left out with a log line."""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from dealer_trainer.classroom.errors import SessionFileError
from dealer_trainer.classroom.lesson import Lesson, lesson_from_drills
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassTrainee, Phase
from dealer_trainer.classroom.store import (
    APPLICATION_ID,
    SUFFIX,
    VERSION,
    SessionStore,
    new_path,
    sessions_folder,
    unfinished,
)
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

CODE = "K7P2QX"
WHEN = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
ANA = ClassTrainee("Ana", "ab" * 16, WHEN, None)
BO = ClassTrainee("Bo", "cd" * 16, WHEN + timedelta(seconds=5), "e" * 32)


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return lesson_from_drills(
        [Drill.BRING_IN, Drill.COUNT_POT], [Variant.STUD7], [RuleSetName.PA], Level.TABLE_READY, 3, 4, 25
    )


def answer(trainee: str = "Ana", question: int = 1, correct: bool = True) -> ClassAnswer:
    return ClassAnswer(trainee, question, {"seat": 3}, correct, 2.5, 917 if correct else 0, WHEN)


def create(path: Path, lesson: Lesson, started: datetime = WHEN) -> SessionStore:
    return SessionStore.create(path, CODE, "Monday class", lesson, port=47810, started=started)


def test_a_new_file_reads_back_the_session_and_its_lesson(lesson: Lesson, tmp_path: Path) -> None:
    path = tmp_path / "one.session"
    with create(path, lesson) as store:
        saved = store.load()
    assert (saved.path, saved.code, saved.title, saved.started, saved.port) == (
        path,
        CODE,
        "Monday class",
        WHEN,
        47810,
    )
    assert saved.lesson == lesson
    assert (saved.trainees, saved.answers, saved.number, saved.phase) == ((), (), 0, Phase.WAITING)


def test_the_file_carries_our_mark_and_version_and_runs_in_wal_synchronous_normal(
    lesson: Lesson, tmp_path: Path
) -> None:
    path = tmp_path / "one.session"
    create(path, lesson).close()
    db = sqlite3.connect(path)
    try:
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        db.close()
    store = SessionStore.open(path)
    try:
        assert (
            store._db is not None and store._db.execute("PRAGMA synchronous").fetchone()[0] == 1
        )  # NORMAL: in the log before the commit returns
    finally:
        store.close()


def test_every_save_is_read_by_a_second_connection_while_the_first_stays_open(
    lesson: Lesson, tmp_path: Path
) -> None:
    path = tmp_path / "one.session"
    store = create(path, lesson)  # never closed: the host killed

    def now_on_disk() -> tuple[tuple[ClassTrainee, ...], tuple[ClassAnswer, ...], int, Phase]:
        with SessionStore.open(path) as other:
            saved = other.load()
        return saved.trainees, saved.answers, saved.number, saved.phase

    store.save_trainee(ANA)
    store.save_trainee(BO)
    assert now_on_disk()[0] == (ANA, BO)
    store.save_phase(1, Phase.ASKING)
    assert now_on_disk()[2:] == (1, Phase.ASKING)
    store.save_answer(answer())
    store.save_answer(answer("Bo", 1, False))
    assert now_on_disk()[1] == (answer(), answer("Bo", 1, False))
    store.save_phase(1, Phase.REVEALED)
    assert now_on_disk()[2:] == (1, Phase.REVEALED)


def test_a_trainee_saved_again_keeps_their_place_and_takes_the_new_identifier(
    lesson: Lesson, tmp_path: Path
) -> None:
    with create(tmp_path / "one.session", lesson) as store:
        store.save_trainee(ANA)
        store.save_trainee(BO)
        store.save_trainee(replace(ANA, uid="f" * 32))
        assert store.load().trainees == (replace(ANA, uid="f" * 32), BO)


def test_a_second_answer_to_one_question_is_refused_by_the_file_and_nothing_of_it_kept(
    lesson: Lesson, tmp_path: Path
) -> None:
    with create(tmp_path / "one.session", lesson) as store:
        store.save_trainee(ANA)
        store.save_answer(answer())
        with pytest.raises(SessionFileError, match="cannot be written"):
            store.save_answer(answer(correct=False))
        assert store.load().answers == (answer(),)
        store.save_answer(answer(question=2))  # the file still takes the next one
        assert len(store.load().answers) == 2


def test_an_existing_file_is_never_overwritten(lesson: Lesson, tmp_path: Path) -> None:
    path = tmp_path / "one.session"
    path.write_bytes(b"keep me")
    with pytest.raises(SessionFileError, match="exists already"):
        create(path, lesson)
    assert path.read_bytes() == b"keep me"


def test_a_closed_store_refuses_to_save(lesson: Lesson, tmp_path: Path) -> None:
    store = create(tmp_path / "one.session", lesson)
    store.close()
    store.close()  # idempotent
    with pytest.raises(SessionFileError, match="closed"):
        store.save_phase(1, Phase.ASKING)


def test_a_missing_file_is_a_session_file_error_and_is_not_made(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="no class session file"):
        SessionStore.open(tmp_path / "none.session")
    assert not (tmp_path / "none.session").exists()


def test_a_file_that_is_not_sqlite_is_refused_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "text.session"
    path.write_text("hello, this is no database" * 40)
    with pytest.raises(SessionFileError, match=r"text\.session cannot be read"):
        SessionStore.open(path)


def test_another_program_s_database_is_refused_as_not_ours(tmp_path: Path) -> None:
    path = tmp_path / "foreign.session"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (x)")
    db.commit()
    db.close()
    with pytest.raises(SessionFileError, match="not a Dealer Trainer class session"):
        SessionStore.open(path)


def test_a_newer_version_s_file_is_refused_naming_the_versions(lesson: Lesson, tmp_path: Path) -> None:
    path = tmp_path / "newer.session"
    create(path, lesson).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    with pytest.raises(SessionFileError, match=f"version {VERSION + 1}.*reads version {VERSION}"):
        SessionStore.open(path)


def _damage(path: Path, sql: str, *values: object) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, values)
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("sql", "values", "words"),
    [
        ("UPDATE questions SET question = ? WHERE number = 2", ("{not json",), "Expecting"),
        ("UPDATE questions SET question = ? WHERE number = 2", ('{"drill": "x"}',), "cannot be rebuilt"),
        ("DELETE FROM questions WHERE number = 2", (), "question 2 is missing"),
        ("UPDATE session SET phase = ?", ("lost",), "lost"),
        ("UPDATE session SET number = ?", (9,), "question 9"),
        ("UPDATE session SET started = ?", ("yesterday",), "yesterday"),
        ("INSERT INTO answers VALUES (9, 'Zed', 1, '{}', 1, 1.0, 9, ?)", (WHEN.isoformat(),), "Zed"),
        ("UPDATE session SET level = ?", ("expert",), "expert"),
        ("DROP TABLE trainees", (), "no such table"),
    ],
)
def test_a_damaged_file_is_a_session_file_error_naming_the_problem(
    lesson: Lesson, tmp_path: Path, sql: str, values: tuple[object, ...], words: str
) -> None:
    path = tmp_path / "damaged.session"
    create(path, lesson).close()
    _damage(path, sql, *values)
    with pytest.raises(SessionFileError, match=words), SessionStore.open(path) as store:
        store.load()


def test_a_file_cut_short_is_refused(lesson: Lesson, tmp_path: Path) -> None:
    path = tmp_path / "cut.session"
    create(path, lesson).close()
    path.write_bytes(path.read_bytes()[:3000])
    with pytest.raises(SessionFileError):
        SessionStore.open(path).load()


def test_sessions_are_kept_in_the_user_s_data_folder() -> None:
    folder = sessions_folder()
    assert folder.name == "Class sessions" and "Dealer Trainer" in folder.parts


def test_a_new_path_never_takes_an_existing_one(tmp_path: Path) -> None:
    first = new_path(tmp_path, WHEN)
    first.write_bytes(b"")
    second = new_path(tmp_path, WHEN)
    assert first != second and first.suffix == second.suffix == SUFFIX


def test_unfinished_lists_only_sessions_not_ended_newest_first(
    lesson: Lesson, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    older = create(tmp_path / f"a{SUFFIX}", lesson, WHEN)
    older.save_phase(1, Phase.ASKING)
    newer = create(tmp_path / f"b{SUFFIX}", lesson, WHEN + timedelta(hours=1))
    ended = create(tmp_path / f"c{SUFFIX}", lesson, WHEN + timedelta(hours=2))
    ended.save_phase(2, Phase.ENDED)
    (tmp_path / f"d{SUFFIX}").write_text("not a session")
    (tmp_path / "notes.txt").write_text("not a session either, and not looked at")
    with caplog.at_level(logging.WARNING, logger="dealer_trainer.classroom.store"):
        found = unfinished(tmp_path)
    assert [s.path.name for s in found] == [f"b{SUFFIX}", f"a{SUFFIX}"]
    assert found[1].phase is Phase.ASKING
    assert [r.getMessage() for r in caplog.records if f"d{SUFFIX}" in r.getMessage()]
    assert len(caplog.records) == 1
    for store in (older, newer, ended):
        store.close()


def test_unfinished_in_a_folder_not_made_yet_is_none(tmp_path: Path) -> None:
    assert unfinished(tmp_path / "nowhere") == []


_KILLED_HOST = """
import sys, time
from datetime import UTC, datetime
from pathlib import Path
from dealer_trainer.classroom.lesson import lesson_from_drills
from dealer_trainer.classroom.sessionstate import ClassAnswer, ClassTrainee, Phase
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level

lesson = lesson_from_drills([Drill.BRING_IN], [Variant.STUD7], [RuleSetName.PA], Level.PRACTICE, 2, 1)
store = SessionStore.create(Path(sys.argv[1]), "K7P2QX", "Killed", lesson)
when = datetime.now(UTC)
store.save_trainee(ClassTrainee("Ana", "ab" * 16, when))
store.save_phase(1, Phase.ASKING)
store.save_answer(ClassAnswer("Ana", 1, {"seat": 3}, True, 1.5, 950, when))
print("saved", flush=True)
time.sleep(60)
"""


def test_an_answer_saved_survives_the_host_process_being_killed(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys

    path = tmp_path / "killed.session"
    host = subprocess.Popen(
        [sys.executable, "-c", _KILLED_HOST, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert host.stdout is not None and host.stdout.readline().strip() == "saved"
    finally:
        host.send_signal(signal.SIGKILL)
        host.wait(timeout=30)
    with SessionStore.open(path) as store:
        saved = store.load()
    assert [(a.trainee, a.question, a.response) for a in saved.answers] == [("Ana", 1, {"seat": 3})]
    assert (saved.number, saved.phase) == (1, Phase.ASKING)
