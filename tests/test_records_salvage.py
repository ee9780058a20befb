"""A restore salvages every readable answer: none is dropped for want of its trainee or hand.

The damaged file is a real one the app wrote (two trainees, 600 answers, a
backup after 400), damaged in place; "readable" is what the tests' own
row-by-row reader (:func:`tests.records_damage.readable_answers`) gets out
of it. After the restore, every readable answer and every answer of the
backup is in the restored records — in every case.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from records_damage import (
    DAY0,
    answers_in,
    pages_of,
    questions,
    readable_answers,
    root_page,
    scribble,
    write_answers,
    write_page,
    zero_page,
)

from dealer_trainer.engine.errors import EngineError
from dealer_trainer.records.database import open_records, replay_question
from dealer_trainer.records.errors import RecordsError, RecordsFileError
from dealer_trainer.records.restore import recover
from dealer_trainer.records.stats import skills
from dealer_trainer.training.drills import Question
from dealer_trainer.training.errors import TrainingError

BEFORE, AFTER = 400, 200
TRAINEES = ("Ada", "Bea")


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A records folder: the file, and its backup of the first 400 answers."""
    asked: list[Question] = questions(seed=11, each=4)
    folder = tmp_path_factory.mktemp("made")
    path = folder / "records.sqlite3"
    write_answers(path, asked, BEFORE, trainees=TRAINEES)
    with open_records(path, now=DAY0, backup=False) as records:
        backup = records.backup_now()
    # some hands first asked after the backup: the backup cannot give them back
    write_answers(path, [*asked, *questions(seed=12, each=1)], AFTER, start=BEFORE, trainees=TRAINEES)
    return path, backup


def copy_of(made: tuple[Path, Path], folder: Path) -> tuple[Path, Path]:
    path, backup = made
    (folder / "backups").mkdir(parents=True)
    shutil.copyfile(path, folder / path.name)
    shutil.copyfile(backup, folder / "backups" / backup.name)
    return folder / path.name, folder / "backups" / backup.name


def restore_and_count(path: Path, backup: Path, scratch: Path) -> tuple[set, set, set]:
    """Restore ``backup`` over the damaged ``path``: (readable before, backup's, restored)."""
    readable = readable_answers(path, scratch)
    kept = answers_in(backup, scratch)
    damaged = path.read_bytes()
    recovery = recover(backup, path, now=DAY0)
    assert recovery.aside is not None and recovery.aside.read_bytes() == damaged  # kept aside
    restored = answers_in(path, scratch)
    return readable, kept, restored


@pytest.mark.parametrize("table", ["trainees", "hands"])
def test_an_answer_is_kept_when_its_trainees_or_hands_table_is_unreadable(
    made: tuple[Path, Path], tmp_path: Path, table: str
) -> None:
    path, backup = copy_of(made, tmp_path / "records")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    zero_page(path, root_page(path, table))
    with pytest.raises(RecordsFileError):
        open_records(path, now=DAY0)
    readable, kept, restored = restore_and_count(path, backup, scratch)
    assert len(readable) == BEFORE + AFTER  # the answers' own rows are whole
    assert readable | kept <= restored and len(restored) == BEFORE + AFTER  # 0 lost, none twice
    with open_records(path, now=DAY0) as records:
        people = {t.name: t.id for t in records.trainees()}
        assert set(people) == set(TRAINEES)  # the backup's trainees, by their numbers
        counts = {name: records.count_attempts(tid) for name, tid in people.items()}
        assert counts == {"Ada": 300, "Bea": 300}
        answers = records.attempts(people["Ada"])
        assert len(answers) == 300 and records.damaged_answers == 0
        assert skills(records, people["Ada"])  # My Progress reads them
        if table == "hands":  # hands first asked after the backup: kept as placeholders
            placeholders = [a for a in answers if '"unreadable"' in a.scenario_json]
            assert placeholders
            for answer in placeholders[:3]:
                # cannot be dealt again, and says so (the window shows the error)
                with pytest.raises((RecordsError, TrainingError, EngineError)):
                    replay_question(records.attempt(answer.id))


def test_a_placeholder_trainee_keeps_the_answers_of_a_trainee_the_backup_never_had(
    made: tuple[Path, Path], tmp_path: Path
) -> None:
    path, backup = copy_of(made, tmp_path / "records")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    write_answers(path, questions(seed=3, each=1), 30, start=BEFORE + AFTER, trainees=("Cy",))
    zero_page(path, root_page(path, "trainees"))
    readable, kept, restored = restore_and_count(path, backup, scratch)
    assert readable | kept <= restored and len(restored) == BEFORE + AFTER + 30
    with open_records(path, now=DAY0) as records:
        names = sorted(t.name for t in records.trainees())
        assert names == ["Ada", "Bea", "Trainee 3 (name unreadable)"]
        (cy,) = [t for t in records.trainees() if t.name.startswith("Trainee 3")]
        assert records.count_attempts(cy.id) == 30


@pytest.mark.parametrize("seed", range(40))
def test_random_damage_loses_no_readable_answer_in_a_restore(
    made: tuple[Path, Path], tmp_path: Path, seed: int
) -> None:
    """Seeded random damage — scribbles, zeroed or scrambled pages, anywhere past the
    header — and every answer readable in the damaged file, and every one in the
    backup, is in the restored records."""
    path, backup = copy_of(made, tmp_path / "records")
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    rng = random.Random(seed)
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    pages = path.stat().st_size // size
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["scribble", "zero", "scramble", "root"])
        if kind == "scribble":
            scribble(path, rng, rng.choice([8, 64, 512]))
        elif kind == "zero":
            zero_page(path, rng.randrange(2, pages + 1))
        elif kind == "scramble":
            write_page(path, rng.randrange(2, pages + 1), bytes(rng.randrange(256) for _ in range(size)))
        else:
            table = rng.choice(["trainees", "hands", "exams", "hand_reviews"])
            zero_page(path, root_page(made[0], table))
    original = answers_in(made[0], scratch)
    readable, kept, restored = restore_and_count(path, backup, scratch)
    assert readable | kept <= restored, f"lost {len((readable | kept) - restored)}"
    assert restored <= original | readable  # nothing invented
    with open_records(path, now=DAY0) as records:
        assert records.count_attempts() == len(restored)


def test_the_answers_table_pages_hold_most_of_the_file(made: tuple[Path, Path]) -> None:
    """(So the random damage above mostly lands where answers are.)"""
    assert len(pages_of(made[0], "attempts")) + len(pages_of(made[0], "hands")) > 20
