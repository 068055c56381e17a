"""The drawing primitives of :mod:`pokervariants.render.svg`: escaped text, numbers, suits and cards.

Everything is built as text, with no randomness and no ids (a page may hold many pictures, and
ids would clash), so the same object always gives the same bytes. Suits are drawn as paths,
not as font glyphs, so they look the same whatever fonts the viewer has (and never turn into
emoji); ranks and captions are text in ``sans-serif``.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
import re
from xml.sax import saxutils

from ...core import JOKER, Card, Rank, Suit

__all__ = [
    "CARD_RATIO",
    "attr",
    "back",
    "card_face",
    "card_group",
    "card_name",
    "document",
    "number",
    "rank_text",
    "star",
    "suit_colour",
    "suit_path",
    "text",
    "text_width",
]

CARD_RATIO = 1.4
"""A card's height over its width (a poker card is 2.5 by 3.5 inches)."""

_TWO_COLOUR = ("#1a1a1a", "#d0021b", "#d0021b", "#1a1a1a")
_FOUR_COLOUR = ("#13803a", "#1565c0", "#d0021b", "#1a1a1a")  # clubs green, diamonds blue

# Each suit in a 100 by 100 box; a path each, so a union of circles fills as one shape.
_SUIT_PATHS = (
    # clubs: three leaves and a stem
    "M50,4a22,22 0 1,0 0.01,0Z M24,38a22,22 0 1,0 0.01,0Z M76,38a22,22 0 1,0 0.01,0Z"
    " M50,40a14,14 0 1,0 0.01,0Z M46,54C46,78 40,90 28,100L72,100C60,90 54,78 54,54Z",
    # diamonds
    "M50,0L88,50L50,100L12,50Z",
    # hearts
    "M50,96C22,72 0,54 0,30C0,13 12,2 27,2C38,2 46,9 50,20C54,9 62,2 73,2C88,2 100,13 100,30C100,54 78,72 50,96Z",
    # spades
    "M50,0C62,20 100,38 100,62C100,78 88,88 74,88C64,88 57,83 53,76C55,87 59,94 68,100L32,100"
    "C41,94 45,87 47,76C43,83 36,88 26,88C12,88 0,78 0,62C0,38 38,20 50,0Z",
)

_RANK_TEXT = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
_SUIT_WORDS = ("clubs", "diamonds", "hearts", "spades")


def number(value: float) -> str:
    """A coordinate as short, fixed text: at most one decimal, no trailing ``.0``, never ``-0``.

    >>> number(3.0), number(2.25), number(-0.01)
    ('3', '2.2', '0')
    """
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def escape(value: str, entities: dict[str, str] | None = None) -> str:
    """Text escaped for XML, any character XML cannot hold (a control character) made U+FFFD.

    >>> escape("a < b\x01")
    'a &lt; b\ufffd'
    """
    return saxutils.escape(_NOT_XML.sub("\ufffd", value), entities or {})


def attr(value: object) -> str:
    """Text escaped for an attribute value in double quotes.

    >>> attr('a "<b>" & c')
    'a &quot;&lt;b&gt;&quot; &amp; c'
    """
    return escape(str(value), {'"': "&quot;"})


def text(x: float, y: float, content: str, *, size: float, fill: str = "#1a1a1a", anchor: str = "start", weight: str = "normal", css: str = "") -> str:
    """A line of text (escaped), its baseline at ``y``."""
    extra = f' class="{attr(css)}"' if css else ""
    bold = ' font-weight="bold"' if weight != "normal" else ""
    return (
        f'<text x="{number(x)}" y="{number(y)}" font-size="{number(size)}" fill="{fill}" '
        f'text-anchor="{anchor}"{bold}{extra}>{escape(content)}</text>'
    )


def text_width(content: str, size: float, *, bold: bool = False) -> float:
    """A generous estimate of how wide ``content`` sets in sans-serif at ``size`` (for layout only)."""
    return len(content) * size * (0.66 if bold else 0.58)


def document(width: float, height: float, body: Iterable[str], *, title: str, scale: float | None = None) -> str:
    """A whole ``<svg>`` element: the picture ``width`` by ``height`` (its viewBox), shown at
    ``scale`` times that size (``None``: its own size), with a title for screen readers."""
    shown = 1.0 if scale is None else scale
    return "".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{number(width * shown)}" height="{number(height * shown)}" '
            f'viewBox="0 0 {number(width)} {number(height)}" font-family="sans-serif" role="img">',
            f"<title>{escape(title)}</title>",
            *body,
            "</svg>",
        ]
    )


def suit_colour(suit: Suit | int, *, four_colour: bool = False) -> str:
    """The colour a suit is drawn in: red and black, or clubs green and diamonds blue."""
    return (_FOUR_COLOUR if four_colour else _TWO_COLOUR)[suit]


def suit_path(suit: Suit | int, x: float, y: float, size: float, fill: str) -> str:
    """The suit's shape, ``size`` wide and high, its top-left corner at (``x``, ``y``)."""
    scale = size / 100
    return f'<path d="{_SUIT_PATHS[suit]}" fill="{fill}" transform="translate({number(x)} {number(y)}) scale({scale:.4f})"/>'


def card_name(card: Card) -> str:
    """The card in words, as its picture's title: "ace of spades", "joker", "second joker"."""
    if card >= JOKER:
        return "joker" if card == JOKER else "second joker"
    return f"{Rank(card >> 2).word} of {_SUIT_WORDS[card & 3]}"


def rank_text(rank: Rank | int) -> str:
    """A rank as a card shows it: ``"10"`` for ten, otherwise its character."""
    return _RANK_TEXT[rank]


def card_face(card: Card, width: float, *, four_colour: bool = False, tint: str = "#ffffff") -> list[str]:
    """The face of ``card`` drawn at the origin, ``width`` wide: a big index (rank and a small
    suit) in the top-left corner, legible even where cards overlap, and a large suit below right."""
    w = width
    h = w * CARD_RATIO
    parts = [_outline(w, h, fill=tint, stroke="#9aa0a6")]
    if card >= JOKER:
        colour = "#1a1a1a" if card == JOKER else "#d0021b"
        for index, letter in enumerate("JOKER"):
            parts.append(text(w * 0.16, w * (0.24 + 0.19 * index), letter, size=w * 0.17, fill=colour, anchor="middle", weight="bold"))
        parts.append(f'<path d="{_star(w * 0.62, h * 0.6, w * 0.3)}" fill="{colour}"/>')
        return parts
    rank, suit = card >> 2, card & 3
    colour = suit_colour(suit, four_colour=four_colour)
    label = rank_text(rank)
    wide = len(label) > 1  # "10"
    parts.append(text(w * (0.23 if wide else 0.2), w * 0.37, label, size=w * (0.29 if wide else 0.36), fill=colour, anchor="middle", weight="bold"))
    parts.append(suit_path(suit, w * 0.09, w * 0.45, w * 0.22, colour))
    parts.append(suit_path(suit, w * 0.36, h * 0.42, w * 0.52, colour))
    return parts


def back(width: float, *, colour: str = "#1f4e8c") -> list[str]:
    """A card's back drawn at the origin: a coloured field with a white border and a lattice."""
    w = width
    h = w * CARD_RATIO
    inset = w * 0.09
    x0, y0, x1, y1 = inset, inset, w - inset, h - inset
    parts = [_outline(w, h, fill=colour, stroke="#0e2a4f")]
    lines = []
    gap = w * 0.14
    # Two families of diagonals, clipped to the inner field by hand (no clip path, so no ids).
    steps = int((x1 - x0 + y1 - y0) / gap) + 1
    for i in range(1, steps):
        c = y0 - x1 + i * gap  # y = x + c
        left, right = max(x0, y0 - c), min(x1, y1 - c)
        if right > left:
            lines.append(f"M{number(left)},{number(left + c)}L{number(right)},{number(right + c)}")
        d = x0 + y0 + i * gap  # y = -x + d
        left, right = max(x0, d - y1), min(x1, d - y0)
        if right > left:
            lines.append(f"M{number(left)},{number(d - left)}L{number(right)},{number(d - right)}")
    parts.append(f'<path d="{"".join(lines)}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="{number(max(0.6, w * 0.02))}" fill="none"/>')
    parts.append(
        f'<rect x="{number(x0)}" y="{number(y0)}" width="{number(x1 - x0)}" height="{number(y1 - y0)}" rx="{number(w * 0.05)}" '
        f'fill="none" stroke="#ffffff" stroke-width="{number(max(1.0, w * 0.03))}"/>'
    )
    return parts


def card_group(
    card: Card | None,
    x: float,
    y: float,
    width: float,
    *,
    four_colour: bool = False,
    css: str = "",
    tint: str = "#ffffff",
    opacity: float = 1.0,
    under: Iterable[str] = (),
    extra: Iterable[str] = (),
) -> str:
    """One card as a ``<g>`` at (``x``, ``y``): its face, or its back for ``None``.

    The group's class is ``card`` (``card down`` for a back, ``card joker`` for a joker) followed
    by ``css``, and a face carries ``data-card="As"``: what a test or a style sheet reads.
    ``under`` is drawn beneath the card (a highlight around it), ``extra`` over it (a wild-card star).
    """
    if card is None:
        classes = "card down"
        title = "face-down card"
        body = back(width)
        data = ""
    else:
        classes = "card joker" if card >= JOKER else "card"
        title = card_name(card)
        body = card_face(card, width, four_colour=four_colour, tint=tint)
        data = f' data-card="{attr(card)}"'
    if css:
        classes += " " + css
    fade = f' opacity="{opacity:.2f}"' if opacity < 1 else ""
    return "".join(
        [
            f'<g class="{attr(classes)}"{data} transform="translate({number(x)} {number(y)})"{fade}>',
            f"<title>{escape(title)}</title>",
            *under,
            *body,
            *extra,
            "</g>",
        ]
    )


def _outline(w: float, h: float, *, fill: str, stroke: str) -> str:
    return (
        f'<rect x="0" y="0" width="{number(w)}" height="{number(h)}" rx="{number(w * 0.09)}" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{number(max(0.8, w * 0.018))}"/>'
    )


def _star(cx: float, cy: float, radius: float) -> str:
    """A five-pointed star's path, point up."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = math.pi * (i / 5 - 0.5)
        points.append(f"{number(cx + r * math.cos(angle))},{number(cy + r * math.sin(angle))}")
    return "M" + "L".join(points) + "Z"


def star(cx: float, cy: float, radius: float, *, fill: str, stroke: str = "none") -> str:
    """A five-pointed star centred on (``cx``, ``cy``): the mark of a wild card."""
    return f'<path d="{_star(cx, cy, radius)}" fill="{fill}" stroke="{stroke}" stroke-width="0.8"/>'
