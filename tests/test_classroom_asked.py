"""Issue 23, item 10: the answer never travels before the reveal.

The real hosting server, in this process on 127.0.0.1, deals whole sample packs
and a lesson of every drill a class is dealt, while a raw TCP socket speaks the
protocol as a trainee would with a script. Every ``asked`` line is checked
against the engine's whole question: no card that is face down at that moment
(a hole card, a burn card, the stub, a card still to come) anywhere in it, no
later moment of the hand, no value of the answer, none of the figures a drill
hides; and the same ``asked`` is sent for a hand whose hidden cards and future
differ (so nothing in it can tell the answer apart). Every ``revealed`` line
then carries the answer and the hand.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from classroom_net_helpers import RawPeer, hello
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealer_trainer.classroom import seats
from dealer_trainer.classroom.codes import new_code
from dealer_trainer.classroom.errors import ProtocolError
from dealer_trainer.classroom.hosting import ClassHost
from dealer_trainer.classroom.lesson import NOT_IN_CLASS, Lesson, asked, lesson_from_drills, lesson_from_pack
from dealer_trainer.classroom.protocol import Asked, decode_from_host, encode, to_json
from dealer_trainer.classroom.sessionstate import ClassSession
from dealer_trainer.classroom.store import SessionStore
from dealer_trainer.engine.cards import ALL_CARDS
from dealer_trainer.engine.errors import EngineError
from dealer_trainer.engine.names import RuleSetName, Variant
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.records.rows import response_to_json
from dealer_trainer.training.drills import question_at
from dealer_trainer.training.errors import TrainingError
from dealer_trainer.training.kinds import Drill
from dealer_trainer.training.levels import Level
from dealer_trainer.training.questions import Question, right_response
from dealer_trainer.training.tablequestion import showdown_seats, street_start, table_question

PACKS = Path(__file__).parent.parent / "assets" / "packs"
CLASS_DRILLS = [d for d in Drill if d not in NOT_IN_CLASS]
#: Keys that would carry the hand, its future or the answer: none may be anywhere in ``asked``.
FORBIDDEN_KEYS = {"hand", "deck", "actions", "events", "point", "reasons", "right", "scenario", "to_act"}


def _lesson() -> Lesson:
    """Every sample pack's questions, and a few of every class drill on every game."""
    questions: list[Question] = []
    for path in sorted(PACKS.glob("*.studpack")):
        questions.extend(lesson_from_pack(load_pack(path), Level.PRACTICE).questions)
    drawn = lesson_from_drills(CLASS_DRILLS, list(Variant), list(RuleSetName), Level.PRACTICE, 40, 11)
    questions.extend(drawn.questions)
    return Lesson("Everything", tuple(questions), Level.PRACTICE, 60.0)


LESSON = _lesson()


@pytest.fixture(autouse=True)
def _seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(seats.ENV_VAR, str(tmp_path / "seats"))


@pytest.fixture
def host(qtbot: Any, tmp_path: Path) -> Iterator[ClassHost]:
    code = new_code()
    store = SessionStore.create(tmp_path / "s.sqlite3", code, "Everything", LESSON)
    made = ClassHost(ClassSession(LESSON, code, "Everything", store))
    made.listen(0, "127.0.0.1")
    yield made
    made.close()


# --- what a dealer sees ---------------------------------------------------------------------


def visible_cards(question: Question) -> set[str]:
    """The cards face up on the table while the street asked about is dealt up to the question
    (a seat that folds meanwhile had its up cards on show), with a showdown's where it is one."""
    shown = showdown_seats(question)
    cards: set[str] = set()
    for upto in range(street_start(question.events, question.shown), question.shown + 1):
        table = question.snapshot(upto)
        cards.update(str(card) for card in table.commons)
        for view in table.seats:
            cards.update(
                str(card) for card, up in view.cards if card is not None and (up or view.seat in shown)
            )
    return cards


def strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings(value)


def keys(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from keys(value)
    elif isinstance(data, list):
        for value in data:
            yield from keys(value)


CARD_CODES = {str(card) for card in ALL_CARDS}


def check_asked(sent: dict[str, Any], question: Question) -> None:
    """Everything ``sent`` (an ``asked`` line) carries is what a dealer at the table sees."""
    where = (sent["number"], question.drill.value)
    assert not FORBIDDEN_KEYS & set(keys(sent)), where
    # no card the table shows face down, nor any card still to come
    seen = {text for text in strings(sent) if text in CARD_CODES}
    assert seen <= visible_cards(question), (where, seen - visible_cards(question))
    table = sent["table"]
    frames = table["frames"]
    real = question.snapshot()
    # the moment asked, not a later one: the last frame's seats are the table's at the point
    # (rebuilt from the changes sent)
    last: dict[int, dict[str, Any]] = {}
    for frame in frames:
        for seat in frame.get("seats", []):
            last[seat["seat"]] = seat
    assert len(frames) <= question.shown + 1
    for view in real.seats:
        got = last[view.seat]
        assert (got["stack"], got["folded"], len(got["cards"])) == (
            view.stack,
            view.folded,
            len(view.cards),
        ), where
        hidden = sum(1 for card, up in view.cards if not up and view.seat not in showdown_seats(question))
        assert sum(1 for code, _up in got["cards"] if code is None) == hidden, where
    # the answer's shape, never its value
    answer = table["answer"]
    kind = answer["kind"]
    if kind in ("seat", "step", "common"):
        assert answer == {"kind": kind}, where
    elif kind == "split":
        assert set(answer) == {"kind", "pots", "raked"}, where
        assert all(set(pot) == {"amount", "eligible"} for pot in answer["pots"]), where
    else:
        assert set(answer) == {"kind", "parts"}, where
        assert all(set(part) == {"ask", "seat", "pot", "options", "cards"} for part in answer["parts"]), where
    # the figures the drill hides while asked
    if question.piles:
        assert all(frame.get("pot", 0) == 0 for frame in frames), where
        assert all(s["bet"] == 0 and s["amount"] == 0 for f in frames for s in f.get("seats", [])), where
        assert not any("total" in pile for pile in table["piles"]), where
    if question.drill is Drill.STUB_COUNT:
        assert frames[0]["counted"] is False and all("counted" not in f for f in frames[1:]), where
        assert all(f.get("stub", 0) == 0 and f.get("muck", 0) == 0 and f.get("burns", 0) == 0 for f in frames)


def ever_shown(question: Question) -> set[str]:
    """Every card the hand ever shows: face up at some moment, or held by a seat still in at its end."""
    cards: set[str] = set()
    for upto in range(len(question.events) + 1):
        table = question.snapshot(upto)
        cards.update(str(card) for card in table.commons)
        for view in table.seats:
            last = upto == len(question.events) and not view.folded
            cards.update(str(card) for card, up in view.cards if card is not None and (up or last))
    return cards


def swapped_hidden(question: Question, rng: random.Random, *, future: bool) -> Question | None:
    """``question`` on a hand whose cards hidden at the question are shuffled among themselves
    (``future``: the cards still to come too, so the rest of the hand changes; else only the
    cards the hand never shows); ``None`` if the engine refuses that hand (its later actions or
    reshuffles no longer fit)."""
    keep = visible_cards(question) | (set() if future else ever_shown(question))
    deck = list(question.scenario["deck"])
    hidden = [i for i, code in enumerate(deck) if code not in keep]
    codes = [deck[i] for i in hidden]
    rng.shuffle(codes)
    for i, code in zip(hidden, codes, strict=True):
        deck[i] = code
    if deck == question.scenario["deck"]:
        return None
    try:
        return question_at(
            question.drill, {**question.scenario, "deck": deck}, focus=question.focus, point=question.point
        )
    except (EngineError, TrainingError):
        return None


def counted(table: dict[str, Any]) -> dict[str, Any]:
    """``table`` with each pile's chips as the amount they make: how a pile is stacked is drawn
    from a hash of the whole hand (``training.chips.stacking``, so a question replayed shows the
    same stacks), which no script can turn back into the hand; its amount is what is counted."""
    piles = [{**pile, "chips": sum(a * b for a, b in pile["chips"])} for pile in table["piles"]]
    return {**table, "piles": piles}


# --- THE test ----------------------------------------------------------------------------------


def test_a_whole_pack_over_a_raw_socket_never_sends_what_the_table_hides(qtbot: Any, host: ClassHost) -> None:
    peer = RawPeer(host.port)
    peer.send(hello(host.session.code, "Script"))
    qtbot.waitUntil(lambda: (peer.poll(), bool(peer.of_type("welcome")))[1], timeout=5000)
    rng = random.Random(23)
    drills: set[Drill] = set()
    compared = 0  # hands that look the same at the table and differ in hidden cards and future
    count = len(LESSON.questions)
    for number in range(1, count + 1):
        question = LESSON.questions[number - 1]
        host.deal_next()
        qtbot.waitUntil(lambda n=number: (peer.poll(), len(peer.of_type("asked")) >= n)[1], timeout=5000)
        sent = peer.of_type("asked")[-1]
        assert sent["number"] == number
        check_asked(sent, question)
        drills.add(question.drill)
        # the same line for a hand that differs only in what the table does not show
        for future in (True, False):
            other = swapped_hidden(question, rng, future=future)
            if other is None:
                continue
            alike = to_json(asked(Lesson("x", (other,), LESSON.level, LESSON.seconds), 1))["table"]
            assert counted(alike) == counted(sent["table"])
            assert other.scenario["deck"] != question.scenario["deck"]
            compared += 1
        # answered as the records write it, then revealed: the answer and the hand come now
        right = response_to_json(question, right_response(question))
        peer.send({"type": "answer", "question": number, "response": right})
        qtbot.waitUntil(lambda n=number: (peer.poll(), len(peer.of_type("received")) >= n)[1], timeout=5000)
        host.reveal()
        qtbot.waitUntil(lambda n=number: (peer.poll(), len(peer.of_type("revealed")) >= n)[1], timeout=5000)
        revealed = peer.of_type("revealed")[-1]
        assert revealed["question"] == number and revealed["correct"]
        assert revealed["answer"] == right and revealed["hand"] == question.scenario
        assert revealed["drill"] == question.drill.value and revealed["point"] == question.point.to_json()
    peer.close()
    assert drills == set(CLASS_DRILLS)
    assert compared > count  # most hands had another deal or two behind the same line


def test_every_line_sent_before_the_reveal_is_free_of_hidden_cards_for_a_late_joiner(
    qtbot: Any, host: ClassHost
) -> None:
    """A trainee who rejoins mid-question is sent the same table, with their own answer."""
    first = RawPeer(host.port)
    first.send(hello(host.session.code, "Ana"))
    qtbot.waitUntil(lambda: (first.poll(), bool(first.of_type("welcome")))[1], timeout=5000)
    number = next(n for n, q in enumerate(LESSON.questions, 1) if q.drill is Drill.SPLIT_POT)
    for _ in range(number):
        host.deal_next()
        host.reveal()
    host.deal_next()  # question number + 1 is out
    question = LESSON.questions[number]
    qtbot.waitUntil(lambda: (first.poll(), len(first.of_type("asked")) >= number + 1)[1], timeout=5000)
    right = response_to_json(question, right_response(question))
    first.send({"type": "answer", "question": number + 1, "response": right})
    qtbot.waitUntil(lambda: (first.poll(), bool(first.of_type("received")))[1], timeout=5000)
    token = first.of_type("welcome")[0]["token"]
    first.close()
    again = RawPeer(host.port)
    again.send(hello(host.session.code, "Ana", token))
    qtbot.waitUntil(lambda: (again.poll(), bool(again.of_type("asked")))[1], timeout=5000)
    sent = again.of_type("asked")[0]
    check_asked(sent, question)
    assert sent["answered"] == right and sent["table"] == first.of_type("asked")[-1]["table"]
    again.close()


# --- a trainee's app reads any asked line or drops it --------------------------------------------


_LEAVES = (
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=4) | st.sampled_from(["As", "Kd"])
)
_JSON = st.recursive(
    _LEAVES,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
SAMPLES = [
    json.loads(encode(asked(LESSON, n)))
    for n in (1, *(next(i for i, q in enumerate(LESSON.questions, 1) if q.drill is d) for d in CLASS_DRILLS))
]


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _paths(value, (*prefix, index))


def _replaced(data: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(data, dict):
        return {**data, head: _replaced(data[head], rest, value)}
    copy = list(data)
    copy[head] = _replaced(copy[head], rest, value)
    return copy


def mutated(sample: int, choice: int, value: Any, drop: bool) -> bytes:
    """A real ``asked`` line with one value anywhere in its table replaced (or its key dropped)."""
    data = SAMPLES[sample % len(SAMPLES)]
    paths = [p for p in _paths(data["table"]) if p]
    path = ("table", *paths[choice % len(paths)])
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    if drop and isinstance(parent, dict):
        trimmed = {k: v for k, v in parent.items() if k != path[-1]}
        return json.dumps(_replaced(data, path[:-1], trimmed)).encode()
    return json.dumps(_replaced(data, path, value)).encode()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.integers(0, 100), choice=st.integers(0, 10_000), value=_JSON, drop=st.booleans())
def test_any_asked_line_is_a_question_or_a_protocol_error(
    sample: int, choice: int, value: Any, drop: bool
) -> None:
    line = mutated(sample, choice, value, drop)
    try:
        message = decode_from_host(line)
    except ProtocolError:
        return
    assert isinstance(message, Asked)
    # what was read is whole: it writes again, and reads back the same
    assert decode_from_host(encode(message)) == message


def test_the_table_sent_is_the_same_on_both_sides_for_every_drill() -> None:
    for number, question in enumerate(LESSON.questions, 1):
        message = asked(LESSON, number)
        assert message.table == table_question(question)
        assert decode_from_host(encode(message)) == message


def test_an_app_of_protocol_1_which_read_the_hand_is_refused_and_told_why(
    qtbot: Any, host: ClassHost
) -> None:
    """An old app would look for the hand in ``asked``: it is refused with the protocol's reason."""
    peer = RawPeer(host.port)
    peer.send({**hello(host.session.code, "Old"), "protocol": 1})
    qtbot.waitUntil(lambda: (peer.poll(), peer.closed)[1], timeout=5000)
    assert peer.of_type("refused") == [{"type": "refused", "reason": "protocol"}]
    assert not peer.of_type("asked")
