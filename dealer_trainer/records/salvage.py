"""Copy every row a damaged records file still yields into the backup replacing it.

A damaged file usually has most of its pages intact: putting the last backup
back without looking would lose every answer given since. So before a
restore, :func:`salvage_file` reads the damaged file (a copy of it, with its
``-wal``: the damaged file itself is never written) table by table, in
blocks of rows, and row by row where a block cannot be read, and copies what
it gets — trainees, hands, exams, attempts, the practice schedule — into the
backup about to be put in place, skipping what is already there:

* a trainee is the same one if their identifier matches, else their name;
* a hand by its digest (and only if the digest still matches its text);
* an exam by trainee, start and title;
* an answer by trainee, time, drill, hand and point;
* a schedule entry is taken if the backup has none, or an older one.

Each row is checked as the readers check it (known drill, game and rule
set, good times, JSON that parses); one that fails is left behind and
counted.

An answer whose own row reads is never left behind for want of its trainee
or its hand (their rows, or their whole table, may be the damaged part):
the backup's trainee or hand of the same number is taken — numbers are never
reused, and the backup is an earlier copy of the same file — else a
placeholder that says so (:data:`PLACEHOLDER_HAND`, a trainee named
"Trainee N (name unreadable)"), counted in :attr:`Salvaged.placeholders`.
"""

from __future__ import annotations

import json
import logging
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.rules import RuleSetName
from ..engine.variants import Variant
from ..training.kinds import Drill
from ..training.levels import level_of
from .rows import (
    ROW_ERRORS,
    decode_text,
    flag_value,
    hand_digest,
    id_value,
    json_object,
    new_uid,
    number_value,
    parse_utc,
    point_from_json,
    session_title,
    text_value,
)

log = logging.getLogger(__name__)

#: Rows read at once; a block that fails is read again row by row.
BLOCK = 500
#: The highest row number probed, whatever a damaged page claims.
MAX_ROWID = 50_000_000

#: What reading a damaged file raises: SQLite's errors, and a message of SQLite's naming a
#: damaged part whose bytes are not UTF-8 (Python fails to decode the message itself).
READ_ERRORS = (sqlite3.Error, UnicodeDecodeError)

#: What a placeholder hand holds: the answer is kept, its hand cannot be dealt again
#: (the readers skip it where a hand is needed, and say so where it is asked for).
PLACEHOLDER_HAND = "unreadable"


@dataclass
class Salvaged:
    """How many rows of each kind were copied in, and how many could not be."""

    trainees: int = 0
    hands: int = 0
    exams: int = 0
    attempts: int = 0
    schedule: int = 0
    #: Rows (or blocks of rows) that could not be read or failed their check.
    lost: int = 0
    #: Trainees and hands put in for answers whose own could not be read.
    placeholders: int = 0

    @property
    def anything(self) -> bool:
        return bool(self.trainees or self.hands or self.exams or self.attempts or self.schedule)


class _Reader:
    """Reads what it can of one table of the damaged copy."""

    def __init__(self, db: sqlite3.Connection, found: Salvaged) -> None:
        self.db = db
        self.found = found

    def columns(self, table: str) -> set[str]:
        try:
            return {str(row[1]) for row in self.db.execute(f"PRAGMA table_info({table})")}
        except READ_ERRORS:
            self.found.lost += 1
            return set()

    def select(self, table: str, wanted: tuple[str, ...]) -> str:
        have = self.columns(table)
        return ", ".join(c if c in have else "NULL" for c in wanted)

    def rows(self, table: str, wanted: tuple[str, ...], *, rowid: bool = True) -> Iterator[Any]:
        if not self.columns(table):
            return
        columns = self.select(table, wanted)
        if not rowid:  # a small table without row numbers: as far as a scan gets
            try:
                yield from self.db.execute(f"SELECT {columns} FROM {table}")
            except READ_ERRORS:
                self.found.lost += 1
            return
        try:
            top = self.db.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0]
        except READ_ERRORS:
            top = MAX_ROWID
        if not isinstance(top, int):
            return
        top = min(top, MAX_ROWID)
        # each row with its number last, to tell which numbers a block lacks
        sql = f"SELECT {columns}, rowid FROM {table} WHERE rowid >= ? AND rowid < ? ORDER BY rowid"
        # one row by its number: a range of one would step on into the next (damaged) page
        one = f"SELECT {columns}, rowid FROM {table} WHERE rowid = ?"
        empty_run = 0
        for start in range(0, top + 1, BLOCK):
            end = min(start + BLOCK, top + 1)
            try:
                block = self.db.execute(sql, (start, end)).fetchall()
            except READ_ERRORS:
                block = []
            if len(block) < end - start:
                # A scan past a damaged inner page skips its rows without an error, and a
                # failed one gives none: every number the block lacks is looked up alone.
                have = {row[-1] for row in block}
                failed = 0
                for number in range(start, end):
                    if number in have:
                        continue
                    try:
                        block.extend(self.db.execute(one, (number,)).fetchall())
                    except READ_ERRORS:
                        failed += 1
                if failed == end - start and top == MAX_ROWID:
                    self.found.lost += 1  # the whole table is unreadable (its first page is gone)
                    return
                self.found.lost += failed
                block.sort(key=lambda row: row[-1])
            block = [row[:-1] for row in block]
            yield from block
            # the top was a guess (its page unreadable): stop after a long empty stretch
            empty_run = 0 if block else empty_run + 1
            if top == MAX_ROWID and empty_run > 200:
                return


def salvage_file(damaged: Path, target: sqlite3.Connection, scratch: Path) -> Salvaged:
    """Copy what ``damaged`` still yields into ``target`` (an open backup, autocommit).

    ``damaged`` is copied (with its ``-wal``) to ``scratch`` and read there, so
    the damaged file stays byte for byte as it was; ``scratch`` is removed
    after. Errors reading are counted, never raised; errors writing ``target``
    (a full disk) are raised, and then nothing was written.
    """
    found = Salvaged()
    copies = [scratch, Path(f"{scratch}-wal")]
    try:
        try:
            shutil.copyfile(damaged, scratch)
            if Path(f"{damaged}-wal").is_file():
                shutil.copyfile(f"{damaged}-wal", copies[1])
        except FileNotFoundError:
            return found
        try:
            source = sqlite3.connect(scratch, isolation_level=None)
        except READ_ERRORS:
            found.lost += 1
            return found
        try:
            source.text_factory = decode_text
            target.execute("BEGIN IMMEDIATE")
            try:
                _copy(_Reader(source, found), target, found)
                target.execute("COMMIT")
            except BaseException:
                target.execute("ROLLBACK")
                raise
        finally:
            source.close()
    finally:
        for copy in (*copies, Path(f"{scratch}-shm"), Path(f"{scratch}-journal")):
            copy.unlink(missing_ok=True)
    if found.anything or found.lost:
        log.warning("Salvaged from %s: %s", damaged, found)
    return found


def _copy(read: _Reader, db: sqlite3.Connection, found: Salvaged) -> None:
    trainees: dict[int, int] = {}
    for tid, name, created, uid in read.rows("trainees", ("id", "name", "created", "uid")):
        try:
            name = " ".join(text_value(name).split())
            parse_utc(created)
            if uid is not None:
                text_value(uid)
        except ROW_ERRORS:
            found.lost += 1
            continue
        row = (
            db.execute("SELECT id FROM trainees WHERE uid = ?", (uid,)).fetchone() if uid else None
        ) or db.execute("SELECT id FROM trainees WHERE name = ?", (name,)).fetchone()
        if row is None:
            try:
                row = (
                    db.execute(
                        "INSERT INTO trainees(name, created, uid) VALUES (?, ?, ?)",
                        (name, created, uid or new_uid()),
                    ).lastrowid,
                )
            except sqlite3.IntegrityError:
                found.lost += 1
                continue
            found.trainees += 1
        trainees[tid] = row[0]

    hands: dict[int, int] = {}
    for hid, digest, scenario in read.rows("hands", ("id", "digest", "scenario")):
        try:
            if hand_digest(text_value(scenario)) != digest:
                raise ValueError("the hand does not match its digest")
            json_object(scenario)
        except ROW_ERRORS:
            found.lost += 1
            continue
        if db.execute(
            "INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)", (digest, scenario)
        ).rowcount:
            found.hands += 1
        hands[hid] = db.execute("SELECT id FROM hands WHERE digest = ?", (digest,)).fetchone()[0]

    def trainee_for(tid: Any, at: object) -> int:
        """The trainee in the target for the damaged file's trainee ``tid``."""
        if not isinstance(tid, int) or isinstance(tid, bool):
            tid = -1  # the answer's trainee number itself is damaged: one placeholder for all such
        if tid not in trainees:
            row = db.execute("SELECT id FROM trainees WHERE id = ?", (tid,)).fetchone()
            if row is None:
                name = f"Trainee {tid} (name unreadable)" if tid >= 0 else "Trainee (unreadable)"
                row = db.execute("SELECT id FROM trainees WHERE name = ?", (name,)).fetchone()
                if row is None:
                    row = (
                        db.execute(
                            "INSERT INTO trainees(name, created, uid) VALUES (?, ?, ?)",
                            (name, at, new_uid()),
                        ).lastrowid,
                    )
                    found.placeholders += 1
                    log.warning("Trainee %s of %s is unreadable: a placeholder keeps their answers", tid, at)
            trainees[tid] = row[0]
        return trainees[tid]

    def hand_for(hid: Any) -> int:
        """The hand in the target for the damaged file's hand ``hid``."""
        if not isinstance(hid, int) or isinstance(hid, bool):
            hid = -1  # the answer's hand number itself is damaged
        if hid not in hands:
            row = db.execute("SELECT id FROM hands WHERE id = ?", (hid,)).fetchone()
            if row is None:
                scenario = json.dumps({PLACEHOLDER_HAND: hid}, sort_keys=True, separators=(",", ":"))
                db.execute(
                    "INSERT OR IGNORE INTO hands(digest, scenario) VALUES (?, ?)",
                    (hand_digest(scenario), scenario),
                )
                row = db.execute("SELECT id FROM hands WHERE digest = ?", (hand_digest(scenario),)).fetchone()
                found.placeholders += 1
            hands[hid] = row[0]
        return hands[hid]

    exams: dict[int, int] = {}
    exam_columns = (
        "id",
        "trainee_id",
        "title",
        "spec",
        "questions",
        "started",
        "finished",
        "score",
        "passed",
        "report",
    )
    for eid, tid, title, spec, questions, started, finished, score, passed, report in read.rows(
        "exams", exam_columns
    ):
        try:
            text_value(title), json_object(spec), parse_utc(started)
            if finished is not None:
                parse_utc(finished)
            if report is not None:
                json_object(report)
            trainee = trainees[tid]
        except ROW_ERRORS:
            found.lost += 1
            continue
        row = db.execute(
            "SELECT id, finished FROM exams WHERE trainee_id = ? AND started = ? AND title = ?",
            (trainee, started, title),
        ).fetchone()
        if row is None:
            try:
                row = (
                    db.execute(
                        "INSERT INTO exams(trainee_id, title, spec, questions, "
                        "started, finished, score, passed, report) VALUES "
                        "(?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (trainee, title, spec, questions, started, finished, score, passed, report),
                    ).lastrowid,
                    None,
                )
            except sqlite3.IntegrityError:
                found.lost += 1
                continue
            found.exams += 1
        elif row[1] is None and finished is not None:  # finished after the backup
            db.execute(
                "UPDATE exams SET finished = ?, score = ?, passed = ?, report = ? WHERE id = ?",
                (finished, score, passed, report, row[0]),
            )
        exams[eid] = row[0]

    attempt_columns = (
        "trainee_id",
        "at",
        "drill",
        "variant",
        "rules",
        "hand_id",
        "point",
        "response",
        "correct",
        "seconds",
        "hinted",
        "exam_id",
        "exam_question",
        "level",
        "class_session",
    )
    # A backup from before a column was added (it is migrated on the next open) takes
    # the answers without it.
    target_columns = {str(row[1]) for row in db.execute("PRAGMA table_info(attempts)")}
    optional = tuple(c for c in ("level", "class_session") if c in target_columns)
    insert = (
        "INSERT INTO attempts(trainee_id, at, drill, variant, rules, hand_id, point, response, correct, "
        f"seconds, hinted, exam_id, exam_question{''.join(', ' + c for c in optional)}) "
        f"VALUES ({', '.join('?' * (13 + len(optional)))})"
    )
    for (
        tid,
        at,
        drill,
        variant,
        rules,
        hid,
        point,
        response,
        correct,
        seconds,
        hinted,
        eid,
        question,
        level,
        session,
    ) in read.rows("attempts", attempt_columns):
        try:
            parse_utc(at), Drill(text_value(drill)), Variant(text_value(variant))
            RuleSetName(text_value(rules))
            point_from_json(json_object(point)), json_object(response)
            flag_value(correct), number_value(seconds)
            hinted = 0 if hinted is None else int(flag_value(hinted))
            id_value(question)
            level = None if level_of(level) is None else level  # a damaged level is lost, not the answer
            try:  # and so is a damaged session title
                session = None if session is None else session_title(text_value(session))
            except ROW_ERRORS:
                session = None
            trainee, hand = trainee_for(tid, at), hand_for(hid)
        except ROW_ERRORS:
            found.lost += 1
            continue
        if db.execute(
            "SELECT 1 FROM attempts WHERE trainee_id = ? AND at = ? AND drill = ? "
            "AND hand_id = ? AND point = ?",
            (trainee, at, drill, hand, point),
        ).fetchone():
            continue
        exam = exams.get(eid) if eid is not None else None
        try:
            kept = {"level": level, "class_session": session}
            db.execute(
                insert,
                (
                    trainee,
                    at,
                    drill,
                    variant,
                    rules,
                    hand,
                    point,
                    response,
                    correct,
                    seconds,
                    hinted,
                    exam,
                    question if exam is not None else None,
                    *(kept[c] for c in optional),
                ),
            )
        except sqlite3.IntegrityError:
            found.lost += 1
            continue
        found.attempts += 1

    state = (
        "repetitions",
        "easiness",
        "interval_days",
        "due",
        "again_at",
        "next_at",
        "lapses",
        "last_quality",
        "last_at",
    )
    hand_state = tuple(
        "repetitions lapses phase stability difficulty interval_days due again_at next_at last_quality "
        "last_at".split()
    )
    for tid, drill, hid, point, variant, rules, *card in read.rows(
        "hand_reviews", ("trainee_id", "drill", "hand_id", "point", "variant", "rules", *hand_state)
    ):
        try:
            _check_hand(card)
            Drill(text_value(drill)), Variant(text_value(variant))
            RuleSetName(text_value(rules)), point_from_json(json_object(point))
            trainee, hand = trainees[tid], hands[hid]
        except ROW_ERRORS:
            found.lost += 1
            continue
        key = (trainee, drill, hand, point)
        row = db.execute(
            "SELECT id, last_at FROM hand_reviews WHERE trainee_id = ? AND "
            "drill = ? AND hand_id = ? AND point = ?",
            key,
        ).fetchone()
        if row is not None and parse_utc(row[1]) >= parse_utc(card[10]):
            continue
        if row is not None:
            db.execute("DELETE FROM hand_reviews WHERE id = ?", (row[0],))
        db.execute(
            f"INSERT INTO hand_reviews(trainee_id, drill, hand_id, point, variant, rules, "
            f"{', '.join(hand_state)}) VALUES ({', '.join('?' * 17)})",
            (*key, variant, rules, *card),
        )
        found.schedule += 1
    for tid, drill, variant, started, *sm2 in read.rows(
        "skill_reviews", ("trainee_id", "drill", "variant", "started", *state), rowid=False
    ):
        try:
            _check_state(sm2)
            Drill(text_value(drill)), Variant(text_value(variant)), parse_utc(started)
            trainee = trainees[tid]
        except ROW_ERRORS:
            found.lost += 1
            continue
        row = db.execute(
            "SELECT last_at FROM skill_reviews WHERE trainee_id = ? AND drill = ? AND variant = ?",
            (trainee, drill, variant),
        ).fetchone()
        if row is not None and parse_utc(row[0]) >= parse_utc(sm2[8]):
            continue
        db.execute(
            f"INSERT OR REPLACE INTO skill_reviews(trainee_id, drill, variant, started, "
            f"{', '.join(state)}) VALUES ({', '.join('?' * 13)})",
            (trainee, drill, variant, started, *sm2),
        )
        found.schedule += 1


def _check_state(sm2: list[Any]) -> None:
    repetitions, easiness, interval, due, again_at, next_at, lapses, quality, last_at = sm2
    for value in (repetitions, interval, lapses, quality):
        if id_value(value) is None:
            raise ValueError("a missing count")
    number_value(easiness)
    for moment in (due, next_at, last_at):
        parse_utc(moment)
    if again_at is not None:
        parse_utc(again_at)


def _check_hand(card: list[Any]) -> None:
    """A missed hand's FSRS state (version 7); an SM-2 one from an older file has
    none of these columns and is left out, counted as lost."""
    repetitions, lapses, phase, stability, difficulty, interval, due, again_at, next_at, quality, last_at = (
        card
    )
    for value in (repetitions, lapses, interval, quality):
        if id_value(value) is None:
            raise ValueError("a missing count")
    if phase not in (1, 2, 3):
        raise ValueError(f"{phase!r} is not an FSRS state")
    number_value(stability), number_value(difficulty)
    for moment in (due, next_at, last_at):
        parse_utc(moment)
    if again_at is not None:
        parse_utc(again_at)


__all__ = ["PLACEHOLDER_HAND", "Salvaged", "salvage_file"]
