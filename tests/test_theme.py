"""One module holds the colours: the palettes, chart theme and card styles are in
``gui/theme.py``, and no other GUI module writes a colour of its own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from dealer_trainer.engine.cards import Suit, parse_card
from dealer_trainer.gui import theme
from dealer_trainer.gui.assets import card_path
from dealer_trainer.training.kinds import Drill

GUI = Path(theme.__file__).parent
#: A hex colour: #rgb, #rrggbb or #rrggbbaa, not an HTML character reference (``&#183;``).
HEX = re.compile(r"(?<![&\w])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![0-9a-zA-Z_])")
#: The modules that have taken their colours from the theme (the table's, the charts').
ADOPTED = (
    "table.py",
    "tablelayout.py",
    "tablepaint.py",
    "tableanimation.py",
    "marks.py",
    "progress.py",
    "classview.py",
    "charts.py",
)


def colour_literals(path: Path) -> list[str]:
    """``file:line: text`` for each hex colour in a string and each ``QColor(r, g, b)`` of
    numbers in ``path``, in line order. Comments and docstrings are not colours drawn, so
    only the source of string literals (f-strings whole) is read."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    inside_fstrings = {
        id(part)
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for part in ast.walk(node)
        if part is not node
    }
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        literal = isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.Constant) and isinstance(node.value, str)
        )
        if literal and id(node) not in docstrings and id(node) not in inside_fstrings:
            assert node.end_lineno is not None and node.end_col_offset is not None
            for number in range(node.lineno, node.end_lineno + 1):
                text = lines[number - 1]
                end = node.end_col_offset if number == node.end_lineno else len(text)
                start = node.col_offset if number == node.lineno else 0
                # (the offsets count UTF-8 bytes; the lines here are ASCII where colours are)
                for match in HEX.finditer(text.encode()[start:end].decode(errors="replace")):
                    found.append((number, f"{path.name}:{number}: {match.group()}"))
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", None)) in ("QColor", "fromRgb")
            and len(node.args) >= 3
            and all(isinstance(a, ast.Constant) and isinstance(a.value, (int, float)) for a in node.args[:3])
        ):
            found.append(
                (
                    node.lineno,
                    f"{path.name}:{node.lineno}: QColor({', '.join(ast.unparse(a) for a in node.args)})",
                )
            )
    return [text for _line, text in sorted(found)]


def gui_modules() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py") if p.name != "theme.py")


def test_the_scan_finds_hex_colours_and_rgb_literals_but_not_html_entities(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Docs may say #ffffff."""\n'
        'A = "#1b2127"\n'
        "B = f\"<p style='color:#c62828'>&#183; &#160;</p>\"\n"
        "C = QColor(255, 255, 255, 200)\n"
        'D = "seat #3 and #add9"\n'
        "E = QColor(name)\n",
        encoding="utf-8",
    )
    assert colour_literals(sample) == [
        "sample.py:2: #1b2127",
        "sample.py:3: #c62828",
        "sample.py:4: QColor(255, 255, 255, 200)",
    ]


@pytest.mark.parametrize("name", ADOPTED)
def test_the_table_and_chart_modules_take_every_colour_from_the_theme(name: str) -> None:
    assert colour_literals(GUI / name) == []


def test_no_gui_module_but_the_theme_writes_a_colour() -> None:
    """Fails, naming file:line, until every owner has moved their colours to theme.py."""
    found = [hit for path in gui_modules() for hit in colour_literals(path)]
    assert not found, "colours outside gui/theme.py:\n" + "\n".join(found)


def test_light_and_dark_table_palettes_name_the_same_colours() -> None:
    assert theme.TABLE_PALETTES["light"].keys() == theme.TABLE_PALETTES["dark"].keys()
    for dark in (False, True):
        palette = theme.table_palette(dark)
        assert all(QColor(value).isValid() for value in palette.values())
        palette["felt"] = "#000000"  # a copy: the theme is unchanged
        assert theme.table_palette(dark)["felt"] != "#000000"
    # text reads on the background in both schemes
    for name in ("light", "dark"):
        colours = theme.TABLE_PALETTES[name]
        contrast = abs(QColor(colours["text"]).lightness() - QColor(colours["background"]).lightness())
        assert contrast > 150, name


def test_every_mark_kind_has_a_colour() -> None:
    from dealer_trainer.gui.marks import MARK_KINDS

    assert set(theme.MARK_COLOURS) == set(MARK_KINDS)


def test_each_chart_theme_has_a_colour_per_drill_and_follows_the_scheme_asked() -> None:
    assert theme.chart_theme(True) is theme.CHART_DARK and theme.chart_theme(False) is theme.CHART_LIGHT
    assert theme.chart_theme(None) is theme.chart_theme(theme.system_is_dark())
    for chart in (theme.CHART_LIGHT, theme.CHART_DARK):
        assert set(chart.drills) == set(Drill)
        assert len(set(chart.drills.values())) == len(Drill)  # told apart by colour too


def test_the_accuracy_scale_runs_red_amber_green_and_blends_between_stops() -> None:
    for dark in (False, True):
        red, amber, green = (QColor(stop[2 if dark else 1]) for stop in theme.ACCURACY_STOPS)
        assert theme.accuracy_colour(0.0, dark) == red == theme.accuracy_colour(0.5, dark)
        assert theme.accuracy_colour(0.75, dark) == amber
        assert theme.accuracy_colour(1.0, dark) == green
        middle = theme.accuracy_colour(0.625, dark)
        assert middle.red() == pytest.approx((red.red() + amber.red()) / 2, abs=1)
        assert middle.green() == pytest.approx((red.green() + amber.green()) / 2, abs=1)


def test_the_deck_suit_colours_are_those_of_the_card_art() -> None:
    for four_colour in (False, True):
        assert sorted(theme.DECK_SUITS[four_colour]) == ["c", "d", "h", "s"]
        for letter, colour in theme.DECK_SUITS[four_colour].items():
            art = card_path(parse_card(f"T{letter}"), four_colour).read_text(encoding="utf-8").lower()
            assert f'fill="{colour}"' in art, (four_colour, letter)


def test_card_colours_are_red_and_black_or_four_colour_as_asked() -> None:
    two = theme.card_colours(dark=False, four_colour=False)
    assert two.hearts == two.diamonds != two.clubs == two.spades
    four = theme.card_colours(dark=False, four_colour=True)
    assert len({four.clubs, four.diamonds, four.hearts, four.spades}) == 4
    assert four.hearts == two.hearts and four.spades == two.spades and four.face == two.face
    dark = theme.card_colours(dark=True, four_colour=False)
    assert QColor(dark.face).lightness() < 100 < QColor(two.face).lightness()
    assert QColor(dark.spades).lightness() > 200  # black suits light on a dark face


def test_a_card_button_style_sheet_inks_the_suit_and_tints_a_hole_card() -> None:
    heart, spade = parse_card("Qh"), parse_card("As")
    light = theme.card_colours(dark=False, four_colour=False)
    sheet = theme.card_style_sheet(heart)
    assert f"background: {light.face}; color: {light.hearts};" in sheet
    assert f"color: {light.spades};" in theme.card_style_sheet(spade)
    assert f"background: {light.down_face};" in theme.card_style_sheet(heart, down=True)
    assert f"color: {light.spades};" in theme.card_style_sheet(None)
    for state in ("QToolButton:hover", "QToolButton:checked", "QToolButton:disabled"):
        assert state in sheet
    dark = theme.card_colours(dark=True, four_colour=True)
    dark_sheet = theme.card_style_sheet(parse_card("2c"), dark=True, four_colour=True)
    assert f"background: {dark.face}; color: {dark.suit_colour(Suit.CLUBS)};" in dark_sheet
    assert all(QColor(c).isValid() for c in HEX.findall(dark_sheet))


def test_the_report_ink_is_the_print_ink_in_the_light_scheme() -> None:
    assert theme.report_ink(False) == theme.ReportInk(
        theme.PRINT.answer, theme.PRINT.warn, theme.PRINT.rule, theme.PRINT.muted
    )
    assert theme.report_ink(True) is theme.REPORT_DARK


def test_every_drill_has_its_own_chart_colour_and_marker_in_every_scheme() -> None:
    from dealer_trainer.gui.progress import SYMBOLS
    from dealer_trainer.gui.theme import CHART_DARK, CHART_LIGHT
    from dealer_trainer.training.kinds import Drill

    for scheme in (CHART_LIGHT, CHART_DARK):
        assert set(scheme.drills) == set(Drill)
        assert len(set(scheme.drills.values())) == len(Drill), scheme.drills
    assert set(SYMBOLS) == set(Drill) and len(set(SYMBOLS.values())) == len(Drill), SYMBOLS
