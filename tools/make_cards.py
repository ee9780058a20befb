#!/usr/bin/env python3
"""Write the card artwork: 52 faces and a back, in a classic and a four-colour set.

    python tools/make_cards.py [OUTPUT_DIR]      # default: assets/cards next to tools/

Output (``viewBox="0 0 250 350"``)::

    OUTPUT_DIR/Th.svg … As.svg, back.svg                 classic: red hearts and diamonds
    OUTPUT_DIR/four-colour/Th.svg … back.svg             clubs green, diamonds blue,
                                                         hearts red, spades black

The cards are drawn for a classroom projector and for small table views: a big
rank and suit in the top-left corner (repeated, rotated, bottom-right), one
large suit pip in the middle, and a letter panel on the jack, queen and king.
Nothing is set in a font — ranks and suits are SVG paths — so a card looks the
same on Windows, macOS and Linux. Only the standard library is used, and the
output is byte-for-byte deterministic, so the committed assets can be checked
against this script (``tests/test_card_assets.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

WIDTH, HEIGHT = 250, 350
RANKS = "23456789TJQKA"
SUITS = "cdhs"

CLASSIC = {"c": "#111111", "d": "#c8102e", "h": "#c8102e", "s": "#111111"}
FOUR_COLOUR = {"c": "#13803a", "d": "#1456c8", "h": "#c8102e", "s": "#111111"}

#: Suit outlines in a 100 x 100 box: (kind, data) where kind is "path" or "circle".
SUIT_SHAPES: dict[str, list[tuple[str, str]]] = {
    "h": [
        (
            "path",
            "M50,97 C41,86 26,74 15,62 C5,51 0,42 0,29 C0,13 11,2 26,2 "
            "C37,2 46,9 50,19 C54,9 63,2 74,2 C89,2 100,13 100,29 "
            "C100,42 95,51 85,62 C74,74 59,86 50,97 Z",
        )
    ],
    "d": [("path", "M50,0 C60,18 72,34 88,50 C72,66 60,82 50,100 C40,82 28,66 12,50 C28,34 40,18 50,0 Z")],
    "s": [
        (
            "path",
            "M50,0 C58,14 73,26 86,38 C96,47 100,55 100,64 C100,78 90,88 76,88 "
            "C66,88 58,83 54,76 C55,86 60,94 70,100 L30,100 "
            "C40,94 45,86 46,76 C42,83 34,88 24,88 C10,88 0,78 0,64 "
            "C0,55 4,47 14,38 C27,26 42,14 50,0 Z",
        )
    ],
    "c": [
        ("circle", "50,26,23"),
        ("circle", "24,60,23"),
        ("circle", "76,60,23"),
        ("path", "M42,40 L58,40 L60,62 L40,62 Z"),
        ("path", "M50,50 C51,72 56,88 69,100 L31,100 C44,88 49,72 50,50 Z"),
    ],
}

#: Rank glyphs as stroke centre-lines in a 64 x 100 box (stroke 14, round caps);
#: "T" (ten) is drawn as "10" in a 76 x 100 box and squeezed to 64 wide.
GLYPHS: dict[str, str] = {
    "2": "M10,28 C10,14 20,7 32,7 C45,7 54,15 54,28 C54,41 46,49 35,60 L9,92 L57,92",
    "3": "M9,17 C15,10 23,7 32,7 C45,7 54,15 54,27 C54,39 45,47 29,47 "
    "C47,47 56,56 56,70 C56,84 46,93 31,93 C22,93 14,90 8,83",
    "4": "M45,93 L45,7 L8,66 L58,66",
    "5": "M53,7 L16,7 L12,46 C18,41 25,39 32,39 C46,39 56,50 56,66 C56,82 45,93 30,93 C21,93 13,90 8,84",
    "6": "M51,12 C46,8 40,7 34,7 C18,7 9,24 9,50 C9,78 18,93 33,93 "
    "C47,93 56,82 56,67 C56,52 47,42 33,42 C22,42 13,48 9,58",
    "7": "M8,7 L56,7 L24,93",
    "8": "M32,48 C20,48 12,40 12,28 C12,16 20,7 32,7 C44,7 52,16 52,28 C52,40 44,48 32,48 "
    "C18,48 9,58 9,70 C9,84 19,93 32,93 C45,93 55,84 55,70 C55,58 46,48 32,48 Z",
    "9": "M13,88 C18,92 24,93 30,93 C46,93 55,76 55,50 C55,22 46,7 31,7 "
    "C17,7 8,18 8,33 C8,48 17,58 31,58 C42,58 51,52 55,42",
    "T": "M7,21 L21,9 L21,93 M52,7 C61,7 67,25 67,50 C67,75 61,93 52,93 "
    "C43,93 37,75 37,50 C37,25 43,7 52,7 Z",
    "J": "M26,7 L52,7 M44,7 L44,68 C44,85 36,93 25,93 C15,93 8,87 7,76",
    "Q": "M32,7 C46,7 56,24 56,48 C56,72 46,89 32,89 C18,89 8,72 8,48 C8,24 18,7 32,7 Z M37,68 L57,95",
    "K": "M10,7 L10,93 M54,7 L13,57 M27,41 L56,93",
    "A": "M6,93 L32,7 L58,93 M15,65 L49,65",
}
GLYPH_WIDTH = {"T": 76}
STROKE = 14.0


def _num(value: float) -> str:
    """A compact, deterministic number for SVG attributes."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def suit_svg(suit: str, x: float, y: float, size: float, colour: str) -> str:
    """The suit drawn as paths in the ``size`` x ``size`` square at (x, y)."""
    parts = []
    for kind, data in SUIT_SHAPES[suit]:
        if kind == "circle":
            cx, cy, r = data.split(",")
            parts.append(f'<circle cx="{cx}" cy="{cy}" r="{r}"/>')
        else:
            parts.append(f'<path d="{data}"/>')
    scale = size / 100
    return (
        f'<g transform="translate({_num(x)},{_num(y)}) scale({_num(scale)})" fill="{colour}">'
        + "".join(parts)
        + "</g>"
    )


def rank_svg(rank: str, x: float, y: float, height: float, colour: str) -> str:
    """The rank glyph, ``height`` tall and 0.64 * height wide, its box at (x, y)."""
    scale = height / 100
    squeeze = 64 / GLYPH_WIDTH.get(rank, 64)
    return (
        f'<g transform="translate({_num(x)},{_num(y)}) scale({_num(scale * squeeze)},{_num(scale)})">'
        f'<path d="{GLYPHS[rank]}" fill="none" stroke="{colour}" stroke-width="{_num(STROKE)}" '
        'stroke-linecap="round" stroke-linejoin="round"/></g>'
    )


def _frame(fill: str, stroke: str) -> str:
    return (
        f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="16" ry="16" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="3"/>'
    )


def _svg(title: str, body: list[str]) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{WIDTH}" height="{HEIGHT}" '
        f'viewBox="0 0 {WIDTH} {HEIGHT}">\n'
        f"<title>{title}</title>\n" + "\n".join(body) + "\n</svg>\n"
    )


# The corner index: rank 92 tall (59 wide), suit 62 wide below it.
INDEX_X, INDEX_Y, INDEX_H = 14, 16, 92
INDEX_W = INDEX_H * 0.64
PIP_INDEX = 62
CENTRE_PIP = 84


def face_svg(rank: str, suit: str, colours: dict[str, str]) -> str:
    """One card face."""
    colour = colours[suit]
    names = dict(
        zip(
            RANKS,
            [
                "two",
                "three",
                "four",
                "five",
                "six",
                "seven",
                "eight",
                "nine",
                "ten",
                "jack",
                "queen",
                "king",
                "ace",
            ],
        )
    )
    nouns = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
    index_cx = INDEX_X + INDEX_W / 2
    index = [
        rank_svg(rank, INDEX_X, INDEX_Y, INDEX_H, colour),
        suit_svg(suit, index_cx - PIP_INDEX / 2, INDEX_Y + INDEX_H + 14, PIP_INDEX, colour),
    ]
    body = [_frame("#ffffff", "#3a3a3a")]
    body.append('<g id="index">' + "".join(index) + "</g>")
    body.append(f'<g transform="rotate(180 {WIDTH / 2:g} {HEIGHT / 2:g})">' + "".join(index) + "</g>")
    cx, cy = WIDTH / 2, HEIGHT / 2
    if rank in "JQK":
        # A tinted panel with a large letter over a suit: no court pictures.
        body.append(
            f'<rect x="{_num(cx - 41)}" y="58" width="82" height="234" rx="10" ry="10" '
            f'fill="#f6edd2" stroke="{colour}" stroke-width="3"/>'
        )
        letter_h = 86
        body.append(rank_svg(rank, cx - letter_h * 0.32, 82, letter_h, colour))
        body.append(suit_svg(suit, cx - 29, 192, 58, colour))
    else:
        body.append(suit_svg(suit, cx - CENTRE_PIP / 2, cy - CENTRE_PIP / 2, CENTRE_PIP, colour))
    return _svg(f"{names[rank]} of {nouns[suit]}", body)


def back_svg() -> str:
    """The back: a navy panel with a lattice, white margin, no suit or rank."""
    body = [
        _frame("#ffffff", "#3a3a3a"),
        '<rect x="14" y="14" width="222" height="322" rx="10" ry="10" fill="#1d3f7a"/>',
    ]
    lines = []
    step = 28
    # Diagonal lattice, clipped by hand to the inner panel (no <clipPath> needed).
    x0, y0, x1, y1 = 22, 22, 228, 328
    for k in range(-(y1 - y0), (x1 - x0) + 1, step):
        # Lines x - y = k + x0 - y0 (down-right) and x + y = const (down-left).
        for direction in (1, -1):
            pts = []
            if direction == 1:
                c = k + x0 - y0  # x - y = c
                for x, y in ((x0, x0 - c), (x1, x1 - c), (y0 + c, y0), (y1 + c, y1)):
                    if x0 <= x <= x1 and y0 <= y <= y1:
                        pts.append((x, y))
            else:
                c = x0 + y0 + k + (y1 - y0)  # x + y = c
                for x, y in ((x0, c - x0), (x1, c - x1), (c - y0, y0), (c - y1, y1)):
                    if x0 <= x <= x1 and y0 <= y <= y1:
                        pts.append((x, y))
            pts = sorted(set(pts))
            if len(pts) >= 2 and pts[0] != pts[-1]:
                (ax, ay), (bx, by) = pts[0], pts[-1]
                lines.append(f"M{ax},{ay} L{bx},{by}")
    body.append(f'<path d="{" ".join(lines)}" fill="none" stroke="#3f6bb3" stroke-width="3"/>')
    body.append(
        '<rect x="22" y="22" width="206" height="306" rx="6" ry="6" fill="none" '
        'stroke="#ffffff" stroke-width="4"/>'
    )
    body.append(
        '<rect x="85" y="135" width="80" height="80" rx="8" ry="8" fill="#1d3f7a" '
        'stroke="#ffffff" stroke-width="4" transform="rotate(45 125 175)"/>'
    )
    return _svg("card back", body)


def card_files(colours: dict[str, str]) -> dict[str, str]:
    """File name -> SVG text for one set."""
    files = {f"{rank}{suit}.svg": face_svg(rank, suit, colours) for suit in SUITS for rank in RANKS}
    files["back.svg"] = back_svg()
    return files


def write_cards(out: Path) -> list[Path]:
    """Write both sets under ``out``; return the paths written."""
    written = []
    for folder, colours in ((out, CLASSIC), (out / "four-colour", FOUR_COLOUR)):
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in card_files(colours).items():
            path = folder / name
            path.write_bytes(text.encode("utf-8"))
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else Path(__file__).resolve().parent.parent / "assets" / "cards"
    written = write_cards(out)
    print(f"wrote {len(written)} files under {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
