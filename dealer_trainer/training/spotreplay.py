"""Spot the error after the stop: the moment replayed, the table as it should have been, where to look.

The window replays the moment a mistake was shown — a few beats before it,
up to it — and lets the trainee see the table at that moment as a correct
dealer would have left it. Which true beats stand for "that moment" is a
question of the fault layer's beats, not of the window's, so it is answered
here (the window compares no cards and no amounts).

A planted fault changes the shown beats at one place only: it leaves a
beat out (a burn missed), puts one in (a card too many) or changes one (a
pot to the wrong seat). Up to the mistake's beat the shown and the true
beats are the same; from it on they differ by as many beats as were left
out or put in, so the same moment in the true play is the shown count moved
by that difference.
"""

from __future__ import annotations

from .snapshot import TableSnapshot
from .spotting import LivePlay, PlaceKind, live_snapshot

#: How many beats before the mistake's the replay of the moment starts.
REPLAY_BEFORE = 3

#: Where Learn says to look during a clean hand, in turn: a clean hand has no mistake to point
#: to, so the place is chosen from the play itself (never from the trainee's answers).
_CLEAN_LOOKS = (PlaceKind.SEAT, PlaceKind.BURN, PlaceKind.POT, PlaceKind.STUB)


def true_count(live: LivePlay, count: int) -> int:
    """How many true beats stand for ``count`` shown beats: the same moment as a correct dealer deals it.

    With a burn missed, the street's first card shown (the mistake's beat)
    stands for the burn and that card in the true play.
    """
    mistake = live.mistake
    if mistake is None or count <= mistake.beat:
        return count
    moved = count + len(live.true_beats) - len(live.beats)
    return max(0, min(len(live.true_beats), moved))


def true_frame(live: LivePlay, count: int) -> TableSnapshot:
    """The table as it should have been when ``count`` beats had been shown."""
    return live_snapshot(live.table, live.true_beats[: true_count(live, count)])


def replay_counts(live: LivePlay, before: int = REPLAY_BEFORE) -> tuple[int, ...]:
    """The shown counts the replay of the moment plays: from ``before`` beats before the mistake's, up to it.

    A clean play has no moment to replay: none.
    """
    mistake = live.mistake
    if mistake is None:
        return ()
    return tuple(range(max(0, mistake.beat - before), mistake.beat + 2))


def look_kind(live: LivePlay) -> PlaceKind:
    """Where Learn tells the trainee to look during ``live``: the kind of place its mistake will be.

    A clean hand has no mistake, so that it is not given away by a missing
    mark a place is named all the same, chosen by the length of the play.
    """
    if live.mistake is not None:
        return live.mistake.place.kind
    return _CLEAN_LOOKS[len(live.beats) % len(_CLEAN_LOOKS)]


__all__ = ["REPLAY_BEFORE", "look_kind", "replay_counts", "true_count", "true_frame"]
