"""The sample packs shipped in assets/packs: all valid, and all answers the engine's;
the Spanish ones in assets/packs/es the same hands, in the words of the Spanish .ts."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from test_words import assert_plain
from visible_text import EnglishDetector, Seen

from dealer_trainer.engine.scenario import load_scenario
from dealer_trainer.engine.variants import Variant
from dealer_trainer.packs.checking import problems
from dealer_trainer.packs.storage import load_pack
from dealer_trainer.training.focus import FOCUS_NAMES
from dealer_trainer.training.kinds import Drill

ROOT = Path(__file__).resolve().parent.parent
PACKS = sorted((ROOT / "assets" / "packs").glob("*.studpack"))
SPANISH = sorted((ROOT / "assets" / "packs" / "es").glob("*.studpack"))
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
    """The English packs byte for byte as before the Spanish ones were added, and the Spanish ones."""
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_sample_packs.py"), str(tmp_path)], check=True)
    assert sorted(p.name for p in tmp_path.glob("*.studpack")) == [p.name for p in PACKS]
    for path in PACKS:
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name
    assert sorted(p.name for p in (tmp_path / "es").glob("*.studpack")) == [p.name for p in SPANISH]
    for path in SPANISH:
        assert (tmp_path / "es" / path.name).read_bytes() == path.read_bytes(), f"es/{path.name}"


# --- the Spanish packs --------------------------------------------------------------------------


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_sample_packs", ROOT / "tools" / "make_sample_packs.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks its module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_there_is_a_spanish_pack_for_every_english_one_with_the_same_hands() -> None:
    assert [p.name for p in SPANISH] == [p.name for p in PACKS]
    for english_path, spanish_path in zip(PACKS, SPANISH, strict=True):
        english, spanish = load_pack(english_path), load_pack(spanish_path)
        assert [i.scenario for i in spanish.items] == [i.scenario for i in english.items], spanish_path.name
        assert [i.questions for i in spanish.items] == [i.questions for i in english.items], spanish_path.name
        assert (spanish.author, spanish.version, spanish.created) == (
            english.author,
            english.version,
            english.created,
        )
        # every word translated: none of the pack's texts is left as the English one
        assert spanish.title != english.title and spanish.description != english.description
        for number, (es, en) in enumerate(zip(spanish.items, english.items, strict=True), 1):
            assert es.title != en.title and es.note != en.note, f"{spanish_path.name} hand {number}"


@pytest.mark.parametrize("path", SPANISH, ids=[p.stem for p in SPANISH])
def test_spanish_sample_pack_is_valid_and_agrees_with_the_engine(path: Path) -> None:
    pack = load_pack(path)
    assert pack.items and all(item.note for item in pack.items)
    assert problems(pack) == []


def test_spanish_pack_texts_have_no_english() -> None:
    """The detector of the Spanish walk (tests/visible_text.py) finds no English in them."""
    detector = EnglishDetector()
    found = []
    for path in SPANISH:
        pack = load_pack(path)
        texts = [pack.title, pack.description] + [t for i in pack.items for t in (i.title, i.note)]
        found += [f for t in texts if (f := detector.judge(Seen(t, path.name))) is not None]
    assert found == []


def test_spanish_pack_words_are_the_translations(spanish: Any) -> None:
    """Drill headings, game titles and rule sets are what the Spanish .ts makes of them,
    and each hand's title is a heading, then a hard case as the tool names it."""
    from dealer_trainer.gui.words import drill_heading, game_title, rules_sheet

    tool = _tool()
    assert tool.HEADINGS_ES == {drill: drill_heading(drill) for drill in Drill}
    assert tool.GAME_TITLES_ES == {variant: game_title(variant) for variant in Variant}
    for rules, words in tool.RULE_SETS_ES.items():
        sheet = rules_sheet(rules)
        assert words == "las " + sheet[0].lower() + sheet[1:], rules
    headings = {drill_heading(drill) for drill in Drill}
    games = 0
    for path in SPANISH:
        pack = load_pack(path)
        variants = {load_scenario(item.scenario).table.variant for item in pack.items}
        if len(variants) == 1 and path.stem in tool.GAME_FILES.values():
            (variant,) = variants
            assert pack.title == f"{game_title(variant)}: las decisiones del crupier"
            assert game_title(variant) in pack.description
            games += 1
        for number, item in enumerate(pack.items, 1):
            heading, _, about = item.title.partition(" — ")
            assert heading in headings, f"{path.stem} hand {number}: {item.title!r}"
            assert not about or about in tool.FOCUS_NAMES_ES.values(), f"{path.stem} hand {number}"
    assert games == len(Variant)
