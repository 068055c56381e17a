"""The 13x13 grid of hold'em's starting hands as a heat map: a range's weights, or each hand's equity."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ...equity import Range, RangeEquity
from ...equity._hands import grid_names
from . import _draw as draw
from ._inputs import pixels

__all__ = ["range_grid"]

_CELL_EMPTY = "#f1f3f4"
_INK = "#1a1a1a"


def range_grid(values: Range | RangeEquity | Mapping[str, float | Fraction], *, title: str | None = None, width: float = 520) -> str:
    """The 13x13 grid of starting hands (pairs on the diagonal, suited above it, offsuit below), each
    cell shaded by a value from 0 to 1: a :class:`~pokervariants.equity.Range`'s share of each hand
    (blue, by weight), a :class:`~pokervariants.equity.RangeEquity`'s equity of each hand (red to
    green), or any mapping of hand names (``"AKs"``) to values. Hands without a value are grey.

    >>> from pokervariants.equity import Range
    >>> from pokervariants import svg
    >>> picture = svg.range_grid(Range.parse("QQ+, AKs, AQo:0.5"))
    >>> picture.count('data-hand='), picture.count('class="hand in"'), 'data-hand="AQo" data-value="0.5"' in picture
    (169, 5, True)
    """
    kind = "share"
    if isinstance(values, RangeEquity):
        shares: Mapping[str, float | Fraction] = values.classes()
        kind = "equity"
    elif isinstance(values, Range):
        shares = values.classes()
    elif isinstance(values, Mapping):
        shares = values
    else:
        raise TypeError(f"range_grid draws a Range, a RangeEquity or a mapping of hands to values, not {type(values).__name__}")
    names = grid_names()
    known = {name for row in names for name in row}
    for name, given in shares.items():
        if name not in known:
            raise ValueError(f"{name!r} is not a starting hand of the grid (AA, AKs, AKo ...)")
        if not 0 <= given <= 1:
            raise ValueError(f"{name}'s value {given} is not between 0 and 1")
    total = pixels(width, "width")
    cell = (total - 16) / 13
    top = 34.0
    heading = title if title is not None else ("Equity of each hand" if kind == "equity" else "Range")
    body = [draw.text(8, 22, heading, size=15, weight="bold", css="heading")]
    for i, row in enumerate(names):
        for j, name in enumerate(row):
            x, y = 8 + j * cell, top + i * cell
            value: float | Fraction | None = shares.get(name)
            fill = _CELL_EMPTY if value is None else _colour(float(value), kind)
            css = "hand" if value is None or (kind == "share" and not value) else "hand in"
            shown = "" if value is None else f' data-value="{draw.number(float(value)) if kind == "share" else f"{float(value):.4f}"}"'
            tip = "" if value is None else f"<title>{name}: {100 * float(value):.1f}%</title>"
            ink = "#ffffff" if value is not None and _dark(float(value), kind) else _INK
            body.append(
                f'<g class="{css}" data-hand="{name}"{shown}>'
                f'<rect x="{draw.number(x)}" y="{draw.number(y)}" width="{draw.number(cell - 1)}" height="{draw.number(cell - 1)}" fill="{fill}"/>'
                + draw.text(x + (cell - 1) / 2, y + cell / 2 + 4, name, size=max(8.0, cell * 0.3), fill=ink, anchor="middle")
                + f"{tip}</g>"
            )
    return draw.document(total, top + 13 * cell + 8, body, title=heading)


def _colour(value: float, kind: str) -> str:
    value = min(max(value, 0.0), 1.0)
    if kind == "share":  # white to a deep blue
        start, end = (232, 240, 254), (26, 83, 180)
    elif value < 0.5:  # equity: red through a pale middle to green
        start, end, value = (217, 48, 37), (245, 245, 240), value * 2
    else:
        start, end, value = (245, 245, 240), (24, 128, 56), (value - 0.5) * 2
    return "#" + "".join(f"{round(a + (b - a) * value):02x}" for a, b in zip(start, end))


def _dark(value: float, kind: str) -> bool:
    return value > 0.55 if kind == "share" else abs(value - 0.5) > 0.3
