"""Results files and the class table: export, import from files and folders, bad files."""

from __future__ import annotations

import csv
import io
from datetime import timedelta
from pathlib import Path

import pytest
from class_helpers import DAY0, export_class, question_pool

from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.classes import class_table
from dealer_trainer.records.database import open_records
from dealer_trainer.records.errors import ResultsError
from dealer_trainer.records.exams import ExamRun, ExamSpec
from dealer_trainer.records.results import COLUMNS, COLUMNS_1, export_results, read_results
from dealer_trainer.training.drills import Drill, Question, right_response

#: Each trainee's accuracy per drill (in 20 answers of each, Seven-card Stud).
CLASS = {
    "Alice": {Drill.BRING_IN: 19, Drill.SPLIT_POT: 18},
    "Bob": {Drill.BRING_IN: 18, Drill.SPLIT_POT: 6},
    "Carol": {Drill.BRING_IN: 8, Drill.SPLIT_POT: 17},
}


@pytest.fixture(scope="module")
def pool() -> dict[Drill, list[Question]]:
    return question_pool()


def record_class(tmp_path: Path, pool: dict[Drill, list[Question]]) -> list[Path]:
    """Each trainee on their own machine (records file), exporting into ``shared/``."""
    return export_class(tmp_path, pool, CLASS, hinted_answer=4)


def test_an_export_reads_back_as_written(tmp_path: Path, pool: dict[Drill, list[Question]]) -> None:
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        trainee = records.add_trainee('Dana, "the dealer"')
        question = pool[Drill.SPLIT_POT][0]
        records.record_attempt(trainee.id, question, {}, False, 12.345678, True, at=DAY0)
        run = ExamRun(
            ExamSpec("Week 1", count=1, drills=(Drill.BRING_IN,)), records=records, trainee_id=trainee.id
        )
        run.answer(right_response(run.questions[0]), seconds=4.0, at=DAY0 + timedelta(hours=1))
        run.finish()
        path = tmp_path / "dana.csv"
        export_results(records, trainee.id, path)
    assert path.read_text(encoding="utf-8").splitlines()[0] == ",".join(COLUMNS)
    first, second = read_results(path)
    assert (first.trainee, first.at, first.drill, first.variant, first.rules) == (
        'Dana, "the dealer"',
        DAY0,
        Drill.SPLIT_POT,
        Variant.STUD7,
        question.table.rules.name,
    )
    assert (first.correct, first.seconds, first.hinted, first.exam) == (False, 12.345678, True, "")
    assert (second.drill, second.correct, second.exam) == (Drill.BRING_IN, True, "Week 1")
    assert not list(tmp_path.glob(".*tmp"))


def test_the_class_table_from_a_shared_folder(tmp_path: Path, pool: dict[Drill, list[Question]]) -> None:
    record_class(tmp_path, pool)
    table = class_table(tmp_path / "shared")
    assert table.trainees == ("Alice", "Bob", "Carol")
    assert table.skills == ((Drill.BRING_IN, Variant.STUD7), (Drill.SPLIT_POT, Variant.STUD7))
    assert table.problems == ()
    assert len(table.files) == 3
    bob = table.cell("Bob", Drill.SPLIT_POT, Variant.STUD7)
    assert bob is not None
    assert (bob.attempts, bob.right, bob.accuracy) == (20, 6, 0.3)
    assert bob.median_seconds == pytest.approx(12.5)
    assert table.trainee_total("Alice").accuracy == pytest.approx(37 / 40)
    assert table.skill_total(Drill.BRING_IN, Variant.STUD7).right == 19 + 18 + 8
    # who needs help on what: Bob on splitting pots, Carol on the bring-in
    assert [(h.trainee, h.drill) for h in table.needs_help()] == [
        ("Bob", Drill.SPLIT_POT),
        ("Carol", Drill.BRING_IN),
    ]
    assert "Bob: Split the pot" in str(table.needs_help()[0])
    lines = table.to_csv().splitlines()
    assert lines[0].startswith("trainee,drill,variant,attempts")
    assert "Bob,split-pot,stud7,20,6,0.300,0.300,12.5,yes" in lines


def test_the_class_table_from_files_counts_an_answer_once(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    alice, bob, _ = record_class(tmp_path, pool)
    again = tmp_path / "bob-again.csv"
    again.write_bytes(bob.read_bytes())  # Bob handed in the same export twice
    table = class_table([alice, bob, again])
    assert table.trainees == ("Alice", "Bob")
    cell = table.cell("Bob", Drill.BRING_IN, Variant.STUD7)
    assert cell is not None and cell.attempts == 20
    assert table.cell("Carol", Drill.BRING_IN, Variant.STUD7) is None


def test_bad_files_are_left_out_and_named(tmp_path: Path, pool: dict[Drill, list[Question]]) -> None:
    exports = record_class(tmp_path, pool)
    shared = tmp_path / "shared"
    (shared / "photo.csv").write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    (shared / "notes.csv").write_text("name,score\nAlice,10\n", encoding="utf-8")
    lines = exports[0].read_text(encoding="utf-8").splitlines()
    lines[3] = lines[3].replace("bring-in", "bring-on")
    (shared / "typo.csv").write_text("\n".join(lines), encoding="utf-8")
    short = lines[:2] + [lines[2].rsplit(",", 2)[0]]
    (shared / "cut.csv").write_text("\n".join(short), encoding="utf-8")
    (shared / "empty.csv").write_text("", encoding="utf-8")
    table = class_table([shared, tmp_path / "missing.csv", tmp_path / "no-results"])
    assert table.trainees == ("Alice", "Bob", "Carol")  # the good files still count
    problems = {p.path.name: str(p) for p in table.problems}
    assert set(problems) == {
        "photo.csv",
        "notes.csv",
        "typo.csv",
        "cut.csv",
        "empty.csv",
        "missing.csv",
        "no-results",
    }
    assert "not UTF-8" in problems["photo.csv"]
    assert "not a Dealer Trainer results file" in problems["notes.csv"]
    assert problems["typo.csv"].startswith("typo.csv, line 4: the drill 'bring-on' is not one of")
    assert problems["cut.csv"].startswith("cut.csv, line 3: has 10 fields; a results line has 12")
    assert "empty" in problems["empty.csv"]
    assert problems["missing.csv"] == "missing.csv: no such file or folder"
    with pytest.raises(ResultsError, match="typo.csv, line 4"):
        read_results(shared / "typo.csv")


def test_a_folder_without_results_is_named(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    table = class_table(tmp_path / "empty")
    assert table.trainees == () and table.needs_help() == []
    assert [str(p) for p in table.problems] == ["empty: the folder holds no results files (*.csv)"]


def _export(
    tmp_path: Path, machine: str, name: str, answers: int, pool: dict[Drill, list[Question]]
) -> tuple[Path, str]:
    """``name`` on ``machine`` answers bring-in ``answers`` times (all right) and exports."""
    with open_records(tmp_path / machine / "records.sqlite3", backup=False) as records:
        trainee = records.trainee_named(name) or records.add_trainee(name)
        count = records.count_attempts(trainee.id)
        for i in range(answers):
            question = pool[Drill.BRING_IN][i % 3]
            records.record_attempt(
                trainee.id, question, {}, True, 2.0, at=DAY0 + timedelta(minutes=count + i)
            )
        path = tmp_path / "shared" / f"{machine}-{count + answers}.csv"
        path.parent.mkdir(exist_ok=True)
        export_results(records, trainee.id, path)
        return path, trainee.uid


def test_two_trainees_of_one_name_stay_two_labelled_by_their_files(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    _export(tmp_path, "laptop-3", "Alex", 4, pool)
    _export(tmp_path, "laptop-7", "Alex", 6, pool)
    table = class_table(tmp_path / "shared")
    assert table.trainees == ("Alex (laptop-3-4)", "Alex (laptop-7-6)")
    assert [table.trainee_total(t).attempts for t in table.trainees] == [4, 6]


def test_one_trainee_exporting_twice_is_one_row_with_each_answer_once(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    first, uid = _export(tmp_path, "laptop-3", "Alex", 4, pool)
    _export(tmp_path, "laptop-3", "Alex", 3, pool)  # the first 4 again, and 3 more
    assert read_results(first)[0].trainee_uid == uid
    table = class_table(tmp_path / "shared")
    assert table.trainees == ("Alex",) and table.trainee_total("Alex").attempts == 7


def test_a_format_1_file_joins_the_one_trainee_of_its_name(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    newer, _uid = _export(tmp_path, "laptop-3", "Alex", 4, pool)
    # The same answers as an older version wrote them: no identifier column (nor level, nor session).
    lines = newer.read_text(encoding="utf-8").splitlines()
    old = [",".join(c for i, c in enumerate(line.split(",")[:-2]) if i != 1) for line in lines]
    assert tuple(old[0].split(",")) == COLUMNS_1
    (tmp_path / "shared" / "old.csv").write_text("\r\n".join(old) + "\r\n", encoding="utf-8")
    assert {r.trainee_uid for r in read_results(tmp_path / "shared" / "old.csv")} == {""}
    table = class_table(tmp_path / "shared")
    assert table.trainees == ("Alex",) and table.trainee_total("Alex").attempts == 4


def test_a_results_line_with_a_bad_identifier_is_named(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    path, uid = _export(tmp_path, "laptop-3", "Alex", 2, pool)
    path.write_text(path.read_text(encoding="utf-8").replace(uid, "not-an-id", 1), encoding="utf-8")
    with pytest.raises(ResultsError, match=r"line 2: the trainee's identifier 'not-an-id'"):
        read_results(path)


FORMULAS = ['=HYPERLINK("http://example.com/x","Open me")', "-1+2", "+1", "@SUM(A1)", "'quoted"]


def test_a_name_that_looks_like_a_formula_is_quoted_in_the_results_file_and_reads_back(
    tmp_path: Path, pool: dict[Drill, list[Question]]
) -> None:
    question = pool[Drill.SPLIT_POT][0]
    paths = []
    with open_records(tmp_path / "r.sqlite3", backup=False) as records:
        for number, name in enumerate(FORMULAS):
            trainee = records.add_trainee(name)
            records.record_attempt(trainee.id, question, {}, True, 3.0, False, at=DAY0)
            paths.append(tmp_path / f"{number}.csv")
            export_results(records, trainee.id, paths[-1])
    for name, path in zip(FORMULAS, paths):
        with path.open(encoding="utf-8", newline="") as handle:
            cells = list(csv.reader(handle))[1]
        assert cells[0] == "'" + name  # a spreadsheet shows it as text
        (row,) = read_results(path)
        assert row.trainee == name  # and the class view the real name
    table = class_table(paths)
    assert set(table.trainees) == set(FORMULAS)
    exported = list(csv.reader(io.StringIO(table.to_csv(), newline="")))[1:]
    assert {cells[0] for cells in exported} == {"'" + name for name in FORMULAS}
