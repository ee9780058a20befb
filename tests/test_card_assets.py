"""The card art: tools/make_cards.py writes 52 faces and a back per set, as valid
SVG, and the files committed under assets/cards are exactly what it writes."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "make_cards.py"
COMMITTED = ROOT / "assets" / "cards"
SVG = "{http://www.w3.org/2000/svg}"
NAMES = {f"{rank}{suit}.svg" for rank in "23456789TJQKA" for suit in "cdhs"} | {"back.svg"}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("cards")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(out)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    return out


@pytest.mark.parametrize("folder", [".", "four-colour"])
def test_each_set_has_52_faces_and_a_back(generated: Path, folder: str) -> None:
    names = {p.name for p in (generated / folder).glob("*.svg")}
    assert names == NAMES


@pytest.mark.parametrize("folder", [".", "four-colour"])
def test_every_card_is_valid_svg_with_the_card_viewbox(generated: Path, folder: str) -> None:
    for path in sorted((generated / folder).glob("*.svg")):
        root = ET.parse(path).getroot()
        assert root.tag == f"{SVG}svg", path.name
        assert root.get("viewBox") == "0 0 250 350", path.name


def test_no_card_depends_on_a_font(generated: Path) -> None:
    """Ranks and suits are paths, so the cards look the same on every platform."""
    for path in generated.rglob("*.svg"):
        root = ET.parse(path).getroot()
        assert root.find(f".//{SVG}text") is None, path.name


def test_the_sets_differ_only_in_the_suit_colours(generated: Path) -> None:
    classic = (generated / "Kd.svg").read_text(encoding="utf-8")
    four = (generated / "four-colour" / "Kd.svg").read_text(encoding="utf-8")
    assert "#c8102e" in classic and "#1456c8" not in classic  # red diamonds
    assert "#1456c8" in four and "#c8102e" not in four  # blue diamonds
    assert "#13803a" in (generated / "four-colour" / "2c.svg").read_text(encoding="utf-8")  # green clubs
    assert (generated / "back.svg").read_bytes() == (generated / "four-colour" / "back.svg").read_bytes()


def test_committed_assets_match_the_script(generated: Path) -> None:
    for path in sorted(generated.rglob("*.svg")):
        relative = path.relative_to(generated)
        committed = COMMITTED / relative
        assert committed.is_file(), f"{relative} is missing: run python tools/make_cards.py"
        assert committed.read_bytes() == path.read_bytes(), (
            f"{relative} differs from the script's output: run python tools/make_cards.py"
        )
    extra = {p.relative_to(COMMITTED) for p in COMMITTED.rglob("*.svg")} - {
        p.relative_to(generated) for p in generated.rglob("*.svg")
    }
    assert not extra, f"stale files under assets/cards: {sorted(map(str, extra))}"
