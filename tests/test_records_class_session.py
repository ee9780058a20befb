"""The class session in the records: kept with each answer, migrated, exported, read back,
written by the host for a whole class, and counted one session at a time in the class table."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from class_helpers import DAY0, question_pool

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.backups import list_backups
from dealer_trainer.records.classes import class_table
from dealer_trainer.records.database import Records, open_records
from dealer_trainer.records.errors import AnswerError, ResultsError
from dealer_trainer.records.migrations import SCHEMA_VERSION, migrate
from dealer_trainer.records.results import (
    COLUMNS,
    COLUMNS_1,
    COLUMNS_2,
    COLUMNS_3,
    RESULTS_FORMAT,
    export_results,
    read_results,
)
from dealer_trainer.records.rows import MAX_SESSION_TITLE, TitleError, response_to_json, session_title
from dealer_trainer.records.schema import user_version
from dealer_trainer.records.sessionresults import (
    MAX_NAME,
    SessionAnswerRow,
    session_results_name,
    write_session_results,
)
from dealer_trainer.training.drills import Drill, Question, right_response
from dealer_trainer.training.levels import Level

UID_A = "a" * 32
UID_B = "0123456789abcdef" * 2


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    return question_pool()


def _answer(
    records: Records,
    trainee_id: int,
    question: Question,
    minute: int,
    session: str | None,
    correct: bool = True,
) -> int:
    return records.record_attempt(
        trainee_id,
        question,
        response_to_json(question, right_response(question)),
        correct,
        2.0 + minute,
        at=DAY0 + timedelta(minutes=minute),
        level=Level.PRACTICE,
        class_session=session,
    )


def _row(
    trainee: str,
    uid: str | None,
    minute: int,
    session: str = "Week 3",
    correct: bool = True,
    drill: Drill = Drill.BRING_IN,
) -> SessionAnswerRow:
    return SessionAnswerRow(
        trainee,
        uid,
        DAY0 + timedelta(minutes=minute),
        drill,
        Variant.STUD7,
        RuleSetName.PA,
        correct,
        1.5,
        Level.PRACTICE,
        session,
    )


# --- the records file ----------------------------------------------------------------------


def test_the_schema_is_version_9_and_its_last_step_adds_the_class_session_column() -> None:
    assert SCHEMA_VERSION == 9
    db = sqlite3.connect(":memory:", isolation_level=None)
    migrate(db, upto=8)
    before = [r[1] for r in db.execute("PRAGMA table_info(attempts)")]
    assert migrate(db) == [9] and user_version(db) == 9
    assert [r[1] for r in db.execute("PRAGMA table_info(attempts)")] == [*before, "class_session"]


def test_a_v9_file_round_trips_the_session_each_answer_was_given_in(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    path = tmp_path / "r.sqlite3"
    with open_records(path, backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, None)
        kept = _answer(records, ada.id, pool[Drill.BRING_IN][1], 1, "  Week 3:   stud  ")
        _answer(records, ada.id, pool[Drill.SPLIT_POT][0], 2, "Week 4")
    with open_records(path, backup=False) as records:
        rows = list(reversed(records.attempts(ada.id)))
        assert [r.class_session for r in rows] == [None, "Week 3: stud", "Week 4"]
        assert records.attempt(kept).class_session == "Week 3: stud"  # its spaces collapsed
        assert [r.id for r in records.attempts(ada.id, class_session="Week 3: stud")] == [kept]


def test_an_answer_with_an_empty_session_title_is_not_recorded(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        for title in ("   ", "\n\t", "\x00\u200b"):
            with pytest.raises(AnswerError, match="the class session's title is empty"):
                _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, title)
        assert records.count_attempts(ada.id) == 0


@pytest.mark.parametrize(
    ("title", "kept"),
    [
        ("Week\n3", "Week 3"),
        ("Week\x00 3\u200b", "Week 3"),
        ("x" * 300, "x" * (MAX_SESSION_TITLE - 1) + "…"),
    ],
)
def test_a_long_or_two_line_session_title_is_fitted_not_the_answer_lost(
    tmp_path: Path, pool: dict[Drill, list[Question]], title: str, kept: str
) -> None:
    """The title is the instructor's pack's: the trainee's answer is worth more than its shape."""
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, title)
        assert records.attempts(ada.id)[0].class_session == kept
    # the host's file fits it the same way: both name one session
    path = tmp_path / "s.csv"
    write_session_results([_row("Ada", UID_A, 0, session=title)], path)
    assert read_results(path)[0].session == kept == session_title(kept)


def test_the_file_itself_refuses_a_session_title_with_spaces_around_or_too_long(tmp_path: Path) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        for title in (" Week 3", "", "x" * 201):
            with pytest.raises(sqlite3.IntegrityError):
                records.connection.execute(
                    "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, response, "
                    "correct, seconds, class_session) VALUES (1, 'x', 'bring-in', 'stud7', 'pa', 1, '{}', "
                    "'{}', 1, 1, ?)",
                    (title,),
                )


def test_a_v8_file_is_backed_up_then_migrated_keeping_every_answer(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    path = tmp_path / "records.sqlite3"
    with open_records(path, backup=False) as records:
        ada = records.add_trainee("Ada")
        bo = records.add_trainee("Bo")
        for minute in range(12):
            drill = (Drill.BRING_IN, Drill.SPLIT_POT)[minute % 2]
            _answer(
                records, (ada, bo)[minute % 3 == 0].id, pool[drill][minute % 3], minute, None, minute % 4 != 0
            )
        before = {t.id: records.attempts(t.id) for t in (ada, bo)}
    db = sqlite3.connect(path, isolation_level=None)  # back to the file version 8 wrote
    db.execute("DROP INDEX attempts_by_class_session")
    db.execute("ALTER TABLE attempts DROP COLUMN class_session")
    db.execute("PRAGMA user_version = 8")
    db.close()
    with open_records(path, now=DAY0) as records:
        assert records.schema_version == 9
        after = {t.id: records.attempts(t.id) for t in (ada, bo)}
        assert after == before  # every answer, every value, none with a session
        assert sum(map(len, after.values())) == 12
        assert records.connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 20, "Week 1")
        assert records.attempts(ada.id)[0].class_session == "Week 1"
    (backup,) = list_backups(path)
    assert "before-v9" in backup.name


def test_the_migration_to_9_runs_in_one_step_with_its_version() -> None:
    """Interrupted, it leaves version 8 as it was: the column and its bump go in together."""
    db = sqlite3.connect(":memory:", isolation_level=None)
    migrate(db, upto=8)
    db.execute("CREATE INDEX attempts_by_class_session ON attempts(trainee_id)")  # the step will fail
    with pytest.raises(sqlite3.OperationalError):
        migrate(db)
    assert user_version(db) == 8
    assert "class_session" not in [r[1] for r in db.execute("PRAGMA table_info(attempts)")]


# --- results files ---------------------------------------------------------------------------


def test_a_format_4_export_carries_the_session_and_reads_back(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, None)
        _answer(records, ada.id, pool[Drill.BRING_IN][1], 1, "Week 3")
        _answer(records, ada.id, pool[Drill.SPLIT_POT][0], 2, "=SUM(A1)")  # a spreadsheet's formula
        path = tmp_path / "ada.csv"
        assert export_results(records, ada.id, path) == 3
    assert RESULTS_FORMAT == "dealer-trainer-results/4"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == ",".join(COLUMNS) and COLUMNS[-1] == "session"
    assert lines[3].endswith(",'=SUM(A1)")  # never run as a formula
    assert [r.session for r in read_results(path)] == ["", "Week 3", "=SUM(A1)"]


@pytest.mark.parametrize("header", [COLUMNS_3, COLUMNS_2, COLUMNS_1])
def test_formats_1_to_3_still_read_with_no_session(
    tmp_path: Path, pool: dict[Drill, list[Question]], header: tuple[str, ...]
) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, "Week 3")
        _answer(records, ada.id, pool[Drill.SPLIT_POT][0], 1, None)
        new = tmp_path / "new.csv"
        export_results(records, ada.id, new)
    # The same answers as that format wrote them: only its columns.
    keep = [COLUMNS.index(c) for c in header]
    old = tmp_path / "old.csv"
    old.write_text(
        "\r\n".join(
            ",".join(line.split(",")[i] for i in keep)
            for line in new.read_text(encoding="utf-8").splitlines()
        )
        + "\r\n",
        encoding="utf-8",
    )
    rows = read_results(old)
    assert [r.session for r in rows] == ["", ""]
    assert [r.drill for r in rows] == [Drill.BRING_IN, Drill.SPLIT_POT]
    assert {r.trainee_uid for r in rows} == (
        {""} if header == COLUMNS_1 else {read_results(new)[0].trainee_uid}
    )
    assert class_table(old).trainee_total("Ada").attempts == 2


@pytest.mark.parametrize(
    ("cell", "why"),
    [
        ("Week\t3", "line 3: the class session's title 'Week\\\\t3' has a line break"),
        ("x" * 201, "line 3: the class session's title is 201 characters long; the most is 200"),
    ],
)
def test_a_bad_session_cell_is_named_by_its_line(
    tmp_path: Path, pool: dict[Drill, list[Question]], cell: str, why: str
) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        _answer(records, ada.id, pool[Drill.BRING_IN][0], 0, "Week 3")
        _answer(records, ada.id, pool[Drill.BRING_IN][1], 1, "Week 3")
        path = tmp_path / "ada.csv"
        export_results(records, ada.id, path)
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = lines[2].rsplit(",", 1)[0] + "," + cell
    path.write_text("\r\n".join(lines) + "\r\n", encoding="utf-8")
    with pytest.raises(ResultsError, match=why):
        read_results(path)
    table = class_table(path)  # left out of the class table, and named
    assert table.trainees == () and why.split(":")[0] in str(table.problems[0])


def test_an_identifier_may_be_empty_only_in_format_4(tmp_path: Path) -> None:
    path = tmp_path / "s.csv"
    write_session_results([_row("Bot 1", None, 0)], path)
    assert read_results(path)[0].trainee_uid == ""
    old = tmp_path / "old.csv"  # format 3: every line names its trainee's identifier
    old.write_text(
        "\r\n".join(line.rsplit(",", 1)[0] for line in path.read_text(encoding="utf-8").splitlines()),
        encoding="utf-8",
    )
    with pytest.raises(ResultsError, match="line 2: the trainee's identifier '' is not 32 hex digits"):
        read_results(old)


# --- a whole class session, written by the host ---------------------------------------------------


def test_a_class_session_is_written_as_one_format_4_file_with_every_trainee(tmp_path: Path) -> None:
    rows = [
        _row("Ada", UID_A, 0),
        _row("Bo", None, 0, correct=False),
        _row("Ada", UID_A, 1, drill=Drill.SPLIT_POT),
        _row("Bo", None, 1),
    ]
    path = tmp_path / "week-3.csv"
    assert write_session_results(rows, path) == 4
    assert path.read_text(encoding="utf-8").splitlines()[0] == ",".join(COLUMNS)
    read = read_results(path)
    assert [(r.trainee, r.trainee_uid, r.correct, r.session) for r in read] == [
        ("Ada", UID_A, True, "Week 3"),
        ("Bo", "", False, "Week 3"),
        ("Ada", UID_A, True, "Week 3"),
        ("Bo", "", True, "Week 3"),
    ]
    assert [r.at for r in read] == [row.at for row in rows]
    assert {(r.level, r.hinted, r.exam, r.seconds) for r in read} == {(Level.PRACTICE, False, "", 1.5)}
    table = class_table(path)
    assert table.trainees == ("Ada", "Bo") and table.sessions == ("Week 3",)


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        (_row("Ada", UID_A, 0, session=" \n "), "line 3: the class session's title is empty"),
        (_row("  ", UID_A, 0), "line 3: the trainee's name is empty"),
        (_row("Ada", "xyz", 0), "line 3: the trainee's identifier 'xyz'"),
        (
            SessionAnswerRow(
                "Ada",
                None,
                datetime(2025, 4, 1),
                Drill.BRING_IN,
                Variant.STUD7,
                RuleSetName.PA,
                True,
                1,
                None,
                "W",
            ),
            "line 3: the time '2025-04-01T00:00:00' has no time zone",
        ),
    ],
)
def test_a_bad_row_of_a_session_writes_nothing_and_is_named_by_its_line(
    tmp_path: Path, bad: SessionAnswerRow, why: str
) -> None:
    path = tmp_path / "week-3.csv"
    path.write_text("before", encoding="utf-8")
    with pytest.raises(ResultsError, match=why):
        write_session_results([_row("Bo", None, 0), bad], path)
    assert path.read_text(encoding="utf-8") == "before"
    assert [p.name for p in tmp_path.iterdir()] == ["week-3.csv"]  # no temporary file left


def test_the_class_table_shows_one_session_at_a_time_and_lists_them_newest_first(tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    write_session_results([_row("Ada", UID_A, m, "Week 3", m != 1) for m in range(3)], shared / "w3.csv")
    write_session_results([_row("Ada", UID_A, 60 + m, "Week 4") for m in range(2)], shared / "w4.csv")
    write_session_results([_row("Bo", UID_B, 30, "Week 3")], shared / "w3-late.csv")
    whole = class_table(shared)
    assert whole.sessions == ("Week 4", "Week 3") and whole.session is None
    assert whole.trainee_total("Ada").attempts == 5
    assert whole.sessions_of("Ada") == ("Week 4", "Week 3") and whole.sessions_of("Bo") == ("Week 3",)
    week3 = class_table(shared, session="Week 3")
    assert week3.session == "Week 3" and week3.sessions == ("Week 4", "Week 3")
    assert week3.trainees == ("Ada", "Bo")
    assert (week3.trainee_total("Ada").attempts, week3.trainee_total("Ada").right) == (3, 2)
    assert class_table(shared, session="Week 9").trainees == ()


def test_a_session_in_the_hosts_file_and_the_trainees_export_counts_once(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    """The host's file and Ada's export hold the same answers, timed a little apart."""
    shared = tmp_path / "shared"
    shared.mkdir()
    with open_records(tmp_path / "ada.sqlite3", backup=False) as records:
        ada = records.add_trainee("Ada")
        for minute in range(3):
            _answer(records, ada.id, pool[Drill.BRING_IN][minute], minute, "Week 3")
        _answer(records, ada.id, pool[Drill.SPLIT_POT][0], 10, None)  # practice, alone
        export_results(records, ada.id, shared / "ada.csv")
    hosted = [
        SessionAnswerRow(
            "Ada",
            None,
            DAY0 + timedelta(minutes=m, seconds=1),
            Drill.BRING_IN,
            Variant.STUD7,
            RuleSetName.PA,
            True,
            2.1 + m,
            Level.PRACTICE,
            "Week 3",
        )
        for m in range(3)
    ]
    write_session_results(hosted, shared / "host-week-3.csv")
    table = class_table(shared)
    assert table.trainees == ("Ada",)  # the host's Ada without an identifier is the same Ada
    assert table.trainee_total("Ada").attempts == 4
    assert class_table(shared, session="Week 3").trainee_total("Ada").attempts == 3


def test_a_title_is_kept_as_one_line_its_spaces_collapsed() -> None:
    assert session_title(" Week\u00a03 ·  stud ") == "Week 3 · stud"
    for bad in ("", "\t", "a\u2028b", "a\u200bb"):
        with pytest.raises(TitleError):
            session_title(bad)


def test_a_sessions_file_name_is_safe_anywhere_and_sorts_by_when_it_was_held() -> None:
    name = session_results_name("Week 3 ▸ «stud» \\ C:/..\nNUL", DAY0)
    assert name == "class-2025-04-01-0900-week-3-stud-c-nul.csv"
    assert len(session_results_name("x " * 300, DAY0)) <= MAX_NAME
    assert session_results_name("Ünïcode Straße", DAY0).endswith("-ünïcode-strasse.csv")
