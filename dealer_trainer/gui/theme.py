"""Every colour the app draws with, in one place: light and dark, screen and paper.

Why one module: colours written where they are used drifted apart (three
greens for "right", a card style that ignored dark mode), and a change of
scheme had to be hunted through nine files. Here each colour has a name that
says what it is for; the views ask for the name, never for a hex value. A test
(``tests/test_theme.py``) fails if a hex colour or a ``QColor(r, g, b)``
literal appears in any other GUI module. Why this is longer than most GUI
modules: it is a table of colours for every palette and purpose, and splitting
it would scatter them again.

What is here:

* the drawn table's palettes (:data:`TABLE_PALETTES`, :func:`table_palette`:
  light, dark and high contrast) and its fixed colours (the dealer button, the
  backs' navy); the chips of each denomination in each palette (:func:`chip_style`);
* the marks on the table (:data:`MARK_COLOURS`);
* the charts' theme (:class:`ChartTheme`, :func:`chart_theme`) and the
  accuracy scale (:func:`accuracy_colour`) that the progress, class and exam
  views share;
* card styles as data (:func:`card_colours`) and as a Qt style sheet for a
  card button (:func:`card_style_sheet`);
* the inks of feedback text (:data:`FEEDBACK`), the classroom projector
  (:data:`PROJECTOR`), paper (:data:`PRINT`) and the exam report on screen
  (:func:`report_ink`).

Nothing here imports pyqtgraph or builds a widget, and the records are
NamedTuples rather than dataclasses: the table imports this module while the
window opens, and start-up time counts (``dataclasses`` is not loaded by then).

>>> table_palette(dark=True)["felt"]
'#176a3f'
>>> from dealer_trainer.engine.cards import Suit
>>> card_colours(dark=False, four_colour=True).suit_colour(Suit.CLUBS)
'#13803a'
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication

from ..training.kinds import Drill

if TYPE_CHECKING:  # the cards module loads dataclasses, which the first window does without
    from ..engine.cards import Card, Suit


def system_is_dark() -> bool:
    """Whether the system's colour scheme is dark (Qt's style hints)."""
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


# --- the drawn table ------------------------------------------------------------------------

#: Colours of the table that follow the light or dark scheme; the felt stays green in both.
TABLE_PALETTES: dict[str, dict[str, str]] = {
    "light": {
        "background": "#dfe5ea",
        "text": "#1b2127",
        "muted": "#56616b",
        "rail": "#6b4226",
        "rail_edge": "#3e2413",
        "felt": "#1e7a49",
        "felt_edge": "#145c36",
        "felt_line": "#3f9a68",
        "felt_text": "#f6faf5",
        "felt_muted": "#cfe8d7",
        "plate": "#fbfaf6",
        "plate_edge": "#2f2f2f",
        "plate_text": "#1b2127",
        "plate_muted": "#4d5860",
        "number": "#1b2127",
        "number_text": "#ffffff",
        "folded": "#9ea6ab",
        "empty": "#c9d1c9",
        "allin": "#d8480f",
        "to_act": "#1e88e5",
        "pill": "#10251a",
        "pill_text": "#ffffff",
        "dealer": "#22282d",
        "dealer_text": "#ffffff",
    },
    "dark": {
        "background": "#15191d",
        "text": "#e7ebee",
        "muted": "#9aa5ae",
        "rail": "#4a2d1a",
        "rail_edge": "#24150b",
        "felt": "#176a3f",
        "felt_edge": "#0f4d2d",
        "felt_line": "#2f8656",
        "felt_text": "#f3f7f2",
        "felt_muted": "#bedcc8",
        "plate": "#262c31",
        "plate_edge": "#0b0d0f",
        "plate_text": "#f0f3f5",
        "plate_muted": "#b3bec6",
        "number": "#f0f3f5",
        "number_text": "#15191d",
        "folded": "#59626a",
        "empty": "#7f8b83",
        "allin": "#ff7a3d",
        "to_act": "#4fc3f7",
        "pill": "#0b1a12",
        "pill_text": "#ffffff",
        "dealer": "#e7ebee",
        "dealer_text": "#15191d",
    },
    # For a projector at the back of a room and for low vision: black surround, a deep
    # felt, pure white text and lines, thick light edges that part every shape from the felt.
    "high-contrast": {
        "background": "#000000",
        "text": "#ffffff",
        "muted": "#e0e0e0",
        "rail": "#2b1608",
        "rail_edge": "#ffffff",
        "felt": "#0a4a26",
        "felt_edge": "#ffffff",
        "felt_line": "#ffffff",
        "felt_text": "#ffffff",
        "felt_muted": "#ffffff",
        "plate": "#000000",
        "plate_edge": "#ffffff",
        "plate_text": "#ffffff",
        "plate_muted": "#ffffff",
        "number": "#ffffff",
        "number_text": "#000000",
        "folded": "#9e9e9e",
        "empty": "#ffffff",
        "allin": "#ffb74d",
        "to_act": "#40c4ff",
        "pill": "#000000",
        "pill_text": "#ffffff",
        "dealer": "#ffffff",
        "dealer_text": "#000000",
    },
}


def palette_name(dark: bool, high_contrast: bool = False) -> str:
    """The key in :data:`TABLE_PALETTES` (and :data:`CHIP_STYLES`) of a scheme."""
    return "high-contrast" if high_contrast else "dark" if dark else "light"


def table_palette(dark: bool, high_contrast: bool = False) -> dict[str, str]:
    """The table's palette for the dark or the light scheme, or the high-contrast one
    (a copy: callers may keep it)."""
    return dict(TABLE_PALETTES[palette_name(dark, high_contrast)])


#: The marks a drill puts on the table, by kind ("answer" is the editor's dashed, pulsing mark).
MARK_COLOURS: Mapping[str, str] = MappingProxyType(
    {"correct": "#2fbf4f", "wrong": "#e0282e", "hint": "#ffb300", "answer": "#2fbf4f"}
)
#: The tick, cross or "!" on a mark's badge, and the badge's rim.
MARK_BADGE_INK = "#ffffff"
#: The navy of the card backs: the "down" frame round hole cards shown face up has it too.
BACK_NAVY = "#1d3f7a"
#: The "down" label on that frame.
DOWN_LABEL_INK = "#ffffff"
#: The dealer button: a white disc, a dark rim and a black "D".
BUTTON_FILL = "#ffffff"
BUTTON_EDGE = "#333333"
BUTTON_INK = "#111111"
#: The chips in front of a seat (red, white, blue) and in the pot (green, white, red, black).
BET_CHIPS: tuple[str, ...] = ("#c62828", "#f5f5f5", "#1565c0")
POT_CHIPS: tuple[str, ...] = ("#2e7d32", "#f5f5f5", "#c62828", "#212121")


class ChipStyle(NamedTuple):
    """How one denomination's chip looks: its body, the spots round its edge and the
    inlay in its middle where the value is printed.

    The spots differ in number and width from one denomination to the next
    (``spots``, ``spot_width`` as a share of the gap between two spots, ``double``
    for a spot split in two), so a trainee who cannot tell the red from the green
    tells the five from the quarter by their edges, as on a real table.
    """

    body: str
    spot: str
    inlay: str
    ink: str  # the value printed on the inlay
    edge: str  # the outline between chips of a stack, and round the top chip
    spots: int
    spot_width: float
    double: bool


#: The chips' denominations, smallest first: the colours a cardroom uses for each.
DENOMINATIONS: tuple[int, ...] = (1, 5, 25, 100, 500, 1000, 5000)

#: The spots of each denomination: (how many, width, split in two): never the same twice.
_SPOT_PATTERNS: Mapping[int, tuple[int, float, bool]] = MappingProxyType(
    {
        1: (4, 0.22, False),
        5: (6, 0.34, False),
        25: (4, 0.5, True),
        100: (8, 0.3, False),
        500: (3, 0.5, False),
        1000: (6, 0.5, True),
        5000: (2, 0.45, False),
        0: (5, 0.25, True),  # any other denomination
    }
)

#: (body, spot, inlay, ink) per denomination, per palette; 0 is any other denomination.
_CHIP_COLOURS: Mapping[str, Mapping[int, tuple[str, str, str, str]]] = MappingProxyType(
    {
        "light": MappingProxyType(
            {
                1: ("#f2efe6", "#1f5fbf", "#ffffff", "#1f3f7f"),
                5: ("#c62828", "#f5f5f5", "#fbe9e7", "#8e1b1b"),
                25: ("#2e7d32", "#f5f5f5", "#e8f5e9", "#1b5e20"),
                100: ("#1f1f1f", "#f5f5f5", "#eeeeee", "#111111"),
                500: ("#6a1b9a", "#ffd54f", "#f3e5f5", "#4a148c"),
                1000: ("#f9a825", "#1f1f1f", "#fff8e1", "#5d4300"),
                5000: ("#795548", "#f0d9b5", "#efebe9", "#3e2723"),
                0: ("#546e7a", "#ffffff", "#eceff1", "#263238"),
            }
        ),
        "dark": MappingProxyType(
            {
                1: ("#e8e4da", "#1f5fbf", "#ffffff", "#1f3f7f"),
                5: ("#c62828", "#f5f5f5", "#fbe9e7", "#8e1b1b"),
                25: ("#2e7d32", "#f5f5f5", "#e8f5e9", "#1b5e20"),
                100: ("#262626", "#f5f5f5", "#eeeeee", "#111111"),
                500: ("#7b1fa2", "#ffd54f", "#f3e5f5", "#4a148c"),
                1000: ("#f9a825", "#1f1f1f", "#fff8e1", "#5d4300"),
                5000: ("#8d6e63", "#f0d9b5", "#efebe9", "#3e2723"),
                0: ("#607d8b", "#ffffff", "#eceff1", "#263238"),
            }
        ),
        "high-contrast": MappingProxyType(
            {
                1: ("#ffffff", "#0033cc", "#ffffff", "#000000"),
                5: ("#e00000", "#ffffff", "#ffffff", "#000000"),
                25: ("#00a020", "#ffffff", "#ffffff", "#000000"),
                100: ("#000000", "#ffffff", "#ffffff", "#000000"),
                500: ("#8e24aa", "#ffff00", "#ffffff", "#000000"),
                1000: ("#ffc400", "#000000", "#ffffff", "#000000"),
                5000: ("#8d5524", "#ffffff", "#ffffff", "#000000"),
                0: ("#607d8b", "#ffffff", "#ffffff", "#000000"),
            }
        ),
    }
)
#: The line between chips, per palette: dark on the light and dark felts; on the
#: high-contrast felt, the black chip needs a light one to stand out.
_CHIP_EDGES: Mapping[str, tuple[str, str]] = MappingProxyType(
    {"light": ("#1a1a1a", "#8a8a8a"), "dark": ("#0d0d0d", "#9a9a9a"), "high-contrast": ("#000000", "#ffffff")}
)


def chip_style(denomination: int, palette: str = "light") -> ChipStyle:
    """How a chip of ``denomination`` looks in ``palette`` (a :data:`TABLE_PALETTES` key).

    >>> chip_style(5).body, chip_style(5).spots, chip_style(25).spots, chip_style(25).double
    ('#c62828', 6, 4, True)
    """
    key = denomination if denomination in DENOMINATIONS else 0
    body, spot, inlay, ink = _CHIP_COLOURS[palette][key]
    spots, width, double = _SPOT_PATTERNS[key]
    dark_edge, light_edge = _CHIP_EDGES[palette]
    # A dark chip (the black 100) is outlined in a lighter grey, so it parts from the felt.
    edge = light_edge if QColor(body).lightness() < 60 else dark_edge
    return ChipStyle(body, spot, inlay, ink, edge, spots, width, double)


def chip_ring() -> QColor:
    """The dashed ring on every chip: white, a little see-through."""
    return QColor(255, 255, 255, 200)


# --- charts ---------------------------------------------------------------------------------


class ChartTheme(NamedTuple):
    """The colours of the charts for one colour scheme."""

    dark: bool
    background: str
    text: str
    axis: str
    legend_fill: str
    legend_border: str
    better: str
    worse: str
    #: One colour per drill (Okabe and Ito's colour-blind-safe palette).
    drills: dict[Drill, str]


CHART_LIGHT = ChartTheme(
    False,
    "#ffffff",
    "#1b2127",
    "#5b646d",
    "#f4f6f8e6",
    "#c5ccd2",
    "#17692a",
    "#a31515",
    {
        Drill.BRING_IN: "#0072b2",
        Drill.FIRST_TO_ACT: "#d55e00",
        Drill.DEALER_NEXT: "#009e73",
        Drill.COMMON_CARD: "#cc79a7",
        Drill.SPLIT_POT: "#a87400",
        Drill.BET: "#7a7a1f",
        Drill.SHOWDOWN: "#6a3d9a",
        Drill.COUNT_POT: "#00838f",
        Drill.CHIPS: "#6b6b6b",
        Drill.SPOT: "#b8004f",
    },
)
CHART_DARK = ChartTheme(
    True,
    "#1e2227",
    "#e8ecef",
    "#a9b2ba",
    "#2a2f35e6",
    "#4a525a",
    "#6fd08c",
    "#ff8a80",
    {
        Drill.BRING_IN: "#56b4e9",
        Drill.FIRST_TO_ACT: "#ff9a4d",
        Drill.DEALER_NEXT: "#2fd3a3",
        Drill.COMMON_CARD: "#e7a3cc",
        Drill.SPLIT_POT: "#f0e442",
        Drill.BET: "#d4d46a",
        Drill.SHOWDOWN: "#c3a6ff",
        Drill.COUNT_POT: "#4dd0e1",
        Drill.CHIPS: "#d0d0d0",
        Drill.SPOT: "#ff7eb6",
    },
)


def chart_theme(dark: bool | None = None) -> ChartTheme:
    """The theme for ``dark`` (``None``: the system's colour scheme)."""
    return CHART_DARK if (system_is_dark() if dark is None else dark) else CHART_LIGHT


#: The accuracy scale's stops (share right, light colour, dark colour): red, amber, green.
ACCURACY_STOPS: tuple[tuple[float, str, str], ...] = (
    (0.5, "#f3a6a0", "#8c2f2b"),
    (0.75, "#f6d38a", "#85621a"),
    (1.0, "#a6e0ad", "#2d6e3c"),
)


def accuracy_colour(share: float, dark: bool) -> QColor:
    """A cell or bar colour for a share right: red at 50 % and below, amber at 75 %, green
    at 100 % (the words always say the number too)."""
    stops = [(at, QColor(deep if dark else pale)) for at, pale, deep in ACCURACY_STOPS]
    if share <= stops[0][0]:
        return stops[0][1]
    for (low, a), (high, b) in itertools.pairwise(stops):
        if share <= high:
            t = (share - low) / (high - low)
            return QColor.fromRgbF(
                a.redF() + (b.redF() - a.redF()) * t,
                a.greenF() + (b.greenF() - a.greenF()) * t,
                a.blueF() + (b.blueF() - a.blueF()) * t,
            )
    return stops[-1][1]


def accuracy_text_colour(dark: bool) -> QColor:
    """Text on an :func:`accuracy_colour` background."""
    return QColor("#f4f6f8") if dark else QColor("#111417")


# --- cards ----------------------------------------------------------------------------------

#: The suits' colours of the card art, by the suit's letter in the file names, for the
#: classic (False) and the four-colour deck (``tools/make_cards.py`` draws the SVGs with these).
DECK_SUITS: Mapping[bool, Mapping[str, str]] = MappingProxyType(
    {
        False: MappingProxyType({"c": "#111111", "d": "#c8102e", "h": "#c8102e", "s": "#111111"}),
        True: MappingProxyType({"c": "#13803a", "d": "#1456c8", "h": "#c8102e", "s": "#111111"}),
    }
)


class CardColours(NamedTuple):
    """How a card drawn as a button or as text looks: its face and the ink of each suit.

    ``down_face`` tints a hole card; the ``checked``, ``hover`` and
    ``disabled`` colours are a card button's states.
    """

    face: str
    down_face: str
    edge: str
    hover_edge: str
    checked_face: str
    checked_edge: str
    disabled_face: str
    disabled_ink: str
    disabled_edge: str
    clubs: str
    diamonds: str
    hearts: str
    spades: str

    def suit_colour(self, suit: Suit) -> str:
        """The ink of ``suit``."""
        return {"CLUBS": self.clubs, "DIAMONDS": self.diamonds, "HEARTS": self.hearts, "SPADES": self.spades}[
            suit.name
        ]


_LIGHT_CARD = CardColours(
    face="#ffffff",
    down_face="#dde5f4",
    edge="#8a939b",
    hover_edge="#1e88e5",
    checked_face="#ffe082",
    checked_edge="#1565c0",
    disabled_face="#e4e6e8",
    disabled_ink="#a4aab0",
    disabled_edge="#c4c9ce",
    clubs="#111111",
    diamonds="#c62828",
    hearts="#c62828",
    spades="#111111",
)
_DARK_CARD = CardColours(
    face="#262c31",
    down_face="#2c3a52",
    edge="#5b646d",
    hover_edge="#4fc3f7",
    checked_face="#6b5a1e",
    checked_edge="#8ab4f8",
    disabled_face="#1e2227",
    disabled_ink="#59626a",
    disabled_edge="#353c43",
    clubs="#f0f3f5",
    diamonds="#ff7a7a",
    hearts="#ff7a7a",
    spades="#f0f3f5",
)
#: The four-colour deck's clubs and diamonds, on a light and on a dark face.
_FOUR_COLOUR = {False: ("#13803a", "#1456c8"), True: ("#5fd08a", "#8ab4f8")}


def card_colours(dark: bool, four_colour: bool) -> CardColours:
    """The card style for the scheme: hearts and diamonds red, or with the four-colour
    deck clubs green and diamonds blue (as on the table's cards)."""
    base = _DARK_CARD if dark else _LIGHT_CARD
    if not four_colour:
        return base
    clubs, diamonds = _FOUR_COLOUR[dark]
    return base._replace(clubs=clubs, diamonds=diamonds)


def card_style_sheet(
    card: Card | None, *, down: bool = False, dark: bool = False, four_colour: bool = False
) -> str:
    """The style sheet of a card button (the pack editor's card picker): the card's
    suit ink on its face, a tinted face for a hole card, and its hover, checked and
    disabled looks. ``card`` None is a blank (no card yet), inked as the black suits."""
    colours = card_colours(dark, four_colour)
    ink = colours.suit_colour(card.suit) if card is not None else colours.spades
    face = colours.down_face if down else colours.face
    return (
        f"QToolButton {{ background: {face}; color: {ink}; border: 1px solid {colours.edge};"
        " border-radius: 4px; padding: 0px; }"
        f"QToolButton:hover {{ border: 2px solid {colours.hover_edge}; }}"
        f"QToolButton:checked {{ background: {colours.checked_face}; "
        f"border: 3px solid {colours.checked_edge}; }}"
        f"QToolButton:disabled {{ background: {colours.disabled_face}; "
        f"color: {colours.disabled_ink}; border-color: {colours.disabled_edge}; }}"
    )


#: The red of ♥ and ♦ in running text (the learn panel's rules), on a light or dark page;
#: the black suits keep the text's own colour.
TEXT_SUIT_RED: Mapping[bool, str] = MappingProxyType({False: "#c8102e", True: "#ff7a7a"})


# --- feedback, the projector, paper ------------------------------------------------------


class FeedbackInk(NamedTuple):
    """The drill panel's and the editor's words of judgement, on the light panel."""

    right: str  # "✓ Right: …"
    wrong: str  # "✗ Not right …", a wrong cell of a split, the editor's "⚠"
    hint: str  # a hint, and the gentle notice that is not a verdict
    note_bar: str  # the left bar of an instructor's note
    ready: str  # the editor's "✓ Ready" and "✓ Matches"


FEEDBACK = FeedbackInk(right="#1b8a2f", wrong="#c62828", hint="#b8860b", note_bar="#1565c0", ready="#2e7d32")


class ProjectorInk(NamedTuple):
    """High-contrast text on the classroom presenter's dark surround."""

    text: str
    muted: str
    answer: str
    rule: str
    note: str
    warn: str


PROJECTOR = ProjectorInk(
    text="#ffffff", muted="#c9d1d9", answer="#7ee787", rule="#ffd166", note="#9fd8ff", warn="#ff8a80"
)


class PrintInk(NamedTuple):
    """Ink on paper: the answer key, worksheets and the exam report's PDF."""

    answer: str  # the engine's answer
    rule: str  # a rule's name
    warn: str  # a warning, a wrong answer
    note_fill: str  # the background of an instructor's note
    muted: str  # secondary words, the footer's text
    write_line: str  # the lines a trainee writes on
    picture_frame: str  # the frame round a table picture
    text: str  # captions
    footer_line: str  # the rule above the footer
    title_rule: str  # the rule under the title
    section_rule: str  # the dashed rule between sections
    table_border: str  # the border of a printed table
    table_heading: str  # the heading row's fill
    on_verdict: str  # text on the coloured verdict box


PRINT = PrintInk(
    answer="#17692a",
    rule="#1d3f7a",
    warn="#a31515",
    note_fill="#fff3d1",
    muted="#555d66",
    write_line="#8a939b",
    picture_frame="#9aa3ab",
    text="#000000",
    footer_line="#b5bcc3",
    title_rule="#1b2127",
    section_rule="#c5ccd2",
    table_border="#9aa3ab",
    table_heading="#eef1f4",
    on_verdict="#ffffff",
)


class ReportInk(NamedTuple):
    """Colours of the exam report's text: on paper and in the light scheme the print ink,
    in the dark scheme lighter shades that read on a dark background."""

    right: str
    wrong: str
    rule: str
    muted: str


REPORT_LIGHT = ReportInk(PRINT.answer, PRINT.warn, PRINT.rule, PRINT.muted)
REPORT_DARK = ReportInk("#6fd08c", "#ff8a80", "#8ab4f8", "#a9b2ba")


def report_ink(dark: bool) -> ReportInk:
    """The exam report's ink for the scheme (paper is :data:`REPORT_LIGHT`)."""
    return REPORT_DARK if dark else REPORT_LIGHT


__all__ = [
    "ACCURACY_STOPS",
    "BACK_NAVY",
    "BET_CHIPS",
    "BUTTON_EDGE",
    "BUTTON_FILL",
    "BUTTON_INK",
    "CHART_DARK",
    "CHART_LIGHT",
    "DECK_SUITS",
    "DENOMINATIONS",
    "DOWN_LABEL_INK",
    "FEEDBACK",
    "MARK_BADGE_INK",
    "MARK_COLOURS",
    "POT_CHIPS",
    "PRINT",
    "PROJECTOR",
    "REPORT_DARK",
    "REPORT_LIGHT",
    "TABLE_PALETTES",
    "TEXT_SUIT_RED",
    "CardColours",
    "ChartTheme",
    "ChipStyle",
    "FeedbackInk",
    "PrintInk",
    "ProjectorInk",
    "ReportInk",
    "accuracy_colour",
    "accuracy_text_colour",
    "card_colours",
    "card_style_sheet",
    "chart_theme",
    "chip_ring",
    "chip_style",
    "palette_name",
    "report_ink",
    "system_is_dark",
    "table_palette",
]
