"""The sample packs shipped in assets/packs: all valid, and all answers the engine's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from test_words import assert_plain

from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.checking import problems
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.focus import FOCUS_NAMES
from dealer_trainer.training.kinds import Drill

ROOT = Path(__file__).resolve().parent.parent
PACKS = sorted((ROOT / "assets" / "packs").glob("*.studpack"))
TOPICS = [
    "suit-tie-breaks",
    "equal-boards",
    "common-card-and-reshuffle",
    "hilo-odd-chips",
    "eight-or-better-no-low",
    "side-pots",
]


@pytest.mark.parametrize("path", PACKS, ids=[p.stem for p in PACKS])
def test_sample_pack_is_valid_and_agrees_with_the_engine(path: Path) -> None:
    pack = load_pack(path)
    assert pack.items and all(item.note for item in pack.items)
    assert problems(pack) == []


@pytest.mark.parametrize("path", PACKS, ids=[p.stem for p in PACKS])
def test_sample_pack_titles_and_notes_speak_a_dealers_words(path: Path) -> None:
    """A hand's title is the drill's question, then the hard case as a dealer names it
    ("suit ties", "equal showing hands"), never the generator's name for it."""
    pack = load_pack(path)
    assert_plain(pack.title, path.stem)
    assert_plain(pack.description, path.stem)
    headings = {drill.heading for drill in Drill}
    for number, item in enumerate(pack.items, 1):
        where = f"{path.stem} hand {number}"
        assert_plain(item.title, where)
        assert_plain(item.note, where)
        heading, _, about = item.title.partition(" — ")
        assert heading in headings, where
        assert not about or about in FOCUS_NAMES.values(), f"{where}: {item.title!r}"


def test_there_is_a_sample_pack_for_every_game_and_every_topic() -> None:
    games = set()
    for path in PACKS:
        pack = load_pack(path)
        kinds = {load_scenario(item.scenario).table.variant for item in pack.items}
        if len(kinds) == 1:
            games |= kinds
    assert games == set(Variant)
    assert {p.stem for p in PACKS} >= set(TOPICS)


def test_the_sample_packs_are_what_the_script_makes(tmp_path: Path) -> None:
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sample_packs.py"), str(tmp_path)], check=True)
    for path in PACKS:
        assert (tmp_path / path.name).read_text() == path.read_text(), path.name
