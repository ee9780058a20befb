"""Damaging real records files in place, and counting every answer in every file left.

The files are written by the app itself (:func:`write_answers`: ``open_records``
and ``record_attempt``), then damaged byte by byte where they lie — cut
short, a page zeroed, a header field changed — as a crash, a disk or a sync
tool would. :func:`readable_answers` is the tests' own reader: it reads the
answers table row by row, tolerating every error, so that "no readable
answer lost" is measured independently of the salvage it checks.
"""

from __future__ import annotations

import gzip
import random
import shutil
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from dealer_trainer.engine.rules import RuleSetName
from dealer_trainer.engine.variants import Variant
from dealer_trainer.records.database import open_records
from dealer_trainer.records.rows import (
    ROW_ERRORS,
    decode_text,
    flag_value,
    json_object,
    number_value,
    parse_utc,
    point_from_json,
    response_to_json,
    text_value,
)
from dealer_trainer.training.drills import Drill, Question, new_question, right_response
from dealer_trainer.training.levels import level_of

DAY0 = datetime(2025, 3, 3, 10, 0, tzinfo=UTC)

#: An answer told apart from every other: when, which drill, which point of the hand.
Key = tuple[str, str, str]


def questions(seed: int = 5, each: int = 3) -> list[Question]:
    rng = random.Random(seed)
    return [
        new_question(drill, rng, [Variant.STUD7, Variant.STUD7_LOW], [RuleSetName.PA])
        for drill in Drill
        for _ in range(each)
    ]


def write_answers(
    path: Path, asked: list[Question], count: int, start: int = 0, trainees: tuple[str, ...] = ("Ada",)
) -> None:
    """``count`` answers through the app's own API, one a minute from ``DAY0`` + ``start`` minutes."""
    with open_records(path, now=DAY0, backup=False) as records:
        ids = [(records.trainee_named(n) or records.add_trainee(n)).id for n in trainees]
        for i in range(start, start + count):
            question = asked[i % len(asked)]
            records.record_attempt(
                ids[i % len(ids)],
                question,
                response_to_json(question, right_response(question)),
                i % 4 != 0,
                2.0 + i % 17,
                at=DAY0 + timedelta(minutes=i),
            )


def backed_up(path: Path, asked: list[Question], before: int, after: int, *, day: int = 0) -> Path:
    """``before`` answers, a backup of them (dated ``DAY0`` + ``day``), then ``after`` more."""
    write_answers(path, asked, before)
    with open_records(path, now=DAY0, backup=False) as records:
        from dealer_trainer.records import backups

        made = records.backup_now(backups.backup_name(path, DAY0 + timedelta(days=day)))
    write_answers(path, asked, after, start=before)
    return made


# --- damage ---------------------------------------------------------------------------------


def cut_short(path: Path, size: int) -> None:
    with open(path, "r+b") as handle:
        handle.truncate(size)


def set_header(path: Path, offset: int, value: int) -> None:
    """Write a 4-byte big-endian header field in place (60: user_version, 68: application_id)."""
    with open(path, "r+b") as handle:
        handle.seek(offset)
        handle.write(value.to_bytes(4, "big"))


def page_size(path: Path) -> int:
    size = int.from_bytes(path.read_bytes()[16:18], "big")
    return 65536 if size == 1 else size


def root_page(path: Path, table: str) -> int:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        page: int = db.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)).fetchone()[0]
        return page
    finally:
        db.close()


def pages_of(path: Path, name: str, kind: str = "leaf") -> list[int]:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return [
            row[0]
            for row in db.execute(
                "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = ? ORDER BY pageno", (name, kind)
            )
        ]
    finally:
        db.close()


def write_page(path: Path, page: int, data: bytes) -> None:
    size = page_size(path)
    assert len(data) == size
    with open(path, "r+b") as handle:
        handle.seek((page - 1) * size)
        handle.write(data)


def zero_page(path: Path, page: int) -> None:
    write_page(path, page, bytes(page_size(path)))


def scribble(path: Path, rng: random.Random, length: int = 64) -> None:
    """``length`` random bytes at a random place past the file's header."""
    size = path.stat().st_size
    at = rng.randrange(100, size - length)
    with open(path, "r+b") as handle:
        handle.seek(at)
        handle.write(bytes(rng.randrange(256) for _ in range(length)))


# --- counting ---------------------------------------------------------------------------------


def _plain(path: Path, scratch: Path) -> Path:
    """``path`` as a plain database file to read (a backup decompressed), in ``scratch``."""
    copy = scratch / f"look-{path.name}-{random.random()}.sqlite3"
    if path.name.endswith(".gz"):
        copy.write_bytes(gzip.decompress(path.read_bytes()))
    else:
        shutil.copyfile(path, copy)
        if Path(f"{path}-wal").exists():
            shutil.copyfile(f"{path}-wal", f"{copy}-wal")
    return copy


def readable_answers(path: Path, scratch: Path, most: int = 5000) -> set[Key]:
    """Every answer whose own row can still be read and passes the readers' checks, read row
    by row (row numbers 1..``most``), every error tolerated: what no restore may lose."""
    copy = _plain(path, scratch)
    found: set[Key] = set()
    try:
        db = sqlite3.connect(copy, isolation_level=None)
    except (sqlite3.Error, UnicodeDecodeError):
        return found
    db.text_factory = decode_text
    try:
        for rowid in range(1, most + 1):
            try:
                row = db.execute(
                    "SELECT at, drill, variant, rules, point, response, correct, seconds, level "
                    "FROM attempts WHERE rowid = ?",
                    (rowid,),
                ).fetchone()
            except (sqlite3.Error, UnicodeDecodeError):  # SQLite's message may name damaged bytes
                continue
            if row is None:
                continue
            try:
                at, drill, variant, rules, point, response, correct, seconds, level = row
                parse_utc(at), Drill(text_value(drill)), Variant(text_value(variant))
                RuleSetName(text_value(rules)), point_from_json(json_object(point))
                json_object(response), flag_value(correct), number_value(seconds)
                level_of(level)
            except ROW_ERRORS:
                continue
            found.add((at, drill, point))
    finally:
        db.close()
    return found


def answers_in(path: Path, scratch: Path) -> set[Key]:
    """The answers of a whole file (restored records, a backup): read with SQL, as the app does."""
    copy = _plain(path, scratch)
    db = sqlite3.connect(copy)
    try:
        return set(db.execute("SELECT at, drill, point FROM attempts"))
    finally:
        db.close()


def every_file(folder: Path) -> list[Path]:
    """Every file the app left in ``folder`` and its ``backups/`` (journals aside)."""
    return sorted(
        p
        for p in [*folder.iterdir(), *(folder / "backups").glob("*")]
        if p.is_file() and not p.name.endswith(("-wal", "-shm", "-journal"))
    )
