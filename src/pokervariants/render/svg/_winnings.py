"""A player's winnings over hands as a line chart: the actual running total and, beside it, the
all-in adjusted one (:class:`~pokervariants.stats.Winnings`)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from . import _draw as draw
from ._inputs import pixels

if TYPE_CHECKING:
    from ...stats import Winnings

__all__ = ["winnings"]

_ACTUAL = "#2f6fd0"
_ADJUSTED = "#e8890c"
_GRID = "#e8eaed"
_AXIS = "#9aa0a6"
_MUTED = "#5f6368"


def winnings(result: Winnings, *, width: float = 640, height: float = 320, title: str | None = None) -> str:
    """``result``'s running total over its hands as a line (class ``line actual``), and the all-in
    adjusted running total beside it (class ``line adjusted``, dashed): where a hand was all in
    before its last card with the cards known, the player's expected result from the equity
    when the betting ended, else the actual result (:doc:`/stats`).

    The chart is ``width`` by ``height``; ``title`` replaces the heading (the player, the hands, the
    net result). Thousands of hands are drawn as the highs and lows of each pixel's column, so a
    million hands make a picture of the same size.

    >>> from decimal import Decimal
    >>> from pokervariants import svg
    >>> from pokervariants.stats import Winnings
    >>> picture = svg.winnings(Winnings("Ann", [Decimal(5), Decimal(-20), Decimal(8)], [None, -4.5, None]))
    >>> picture.count('class="line actual"'), picture.count('class="line adjusted"')
    (1, 1)
    """
    results = getattr(result, "results", None)
    if results is None or not hasattr(result, "cumulative_adjusted"):
        raise TypeError(f"winnings draws a stats.Winnings (from pokervariants.stats.winnings), not {type(result).__name__}")
    w = pixels(width, "width")
    h = pixels(height, "height")
    actual = [0.0, *map(float, result.cumulative())]
    adjusted = [0.0, *result.cumulative_adjusted()]
    hands = len(actual) - 1
    places = _places(results)
    total = result.total
    heading = title if title is not None else f"{result.player}: {_amount(float(total), places, signed=True)} over {hands:,} hand{'s' * (hands != 1)}"
    low = min(min(actual), min(adjusted))
    high = max(max(actual), max(adjusted))
    step = _nice((high - low) / 5 if high > low else 1.0)
    low = math.floor(low / step) * step
    high = max(math.ceil(high / step) * step, low + step)
    labels = [_amount(low + i * step, _step_places(step)) for i in range(round((high - low) / step) + 1)]
    left = 14 + max(draw.text_width(label, 11) for label in labels)
    top, right, bottom = 58.0, 16.0, 34.0
    plot_w = max(40.0, w - left - right)
    plot_h = max(40.0, h - top - bottom)

    def x_at(index: float) -> float:
        return left + plot_w * (index / hands if hands else 0.0)

    def y_at(value: float) -> float:
        return top + plot_h * (high - value) / (high - low)

    body = [draw.text(12, 22, heading, size=15, weight="bold", css="heading")]
    legend_x = 12.0
    adjusted_words = f"all-in adjusted {_amount(adjusted[-1], places, signed=True)} ({result.all_ins:,} all-in{'s' * (result.all_ins != 1)})"
    for css, colour, dash, words in (
        ("actual", _ACTUAL, "", f"actual {_amount(actual[-1], places, signed=True)}"),
        ("adjusted", _ADJUSTED, ' stroke-dasharray="6 4"', adjusted_words),
    ):
        body.append(
            f'<g class="legend {css}"><line x1="{draw.number(legend_x)}" y1="38" x2="{draw.number(legend_x + 22)}" y2="38" '
            f'stroke="{colour}" stroke-width="2.5"{dash}/>'
        )
        body.append(draw.text(legend_x + 28, 42, words, size=12, fill="#3c4043") + "</g>")
        legend_x += 28 + draw.text_width(words, 12) + 18
    for i, label in enumerate(labels):
        y = y_at(low + i * step)
        body.append(f'<line x1="{draw.number(left)}" y1="{draw.number(y)}" x2="{draw.number(left + plot_w)}" y2="{draw.number(y)}" stroke="{_GRID}"/>')
        body.append(draw.text(left - 6, y + 4, label, size=11, fill=_MUTED, anchor="end", css="tick"))
    if low < 0 < high:
        zero = y_at(0.0)
        body.append(f'<line class="zero" x1="{draw.number(left)}" y1="{draw.number(zero)}" x2="{draw.number(left + plot_w)}" y2="{draw.number(zero)}" stroke="{_AXIS}"/>')
    hand_step = max(1, round(_nice(hands / 6))) if hands else 1
    for mark in range(0, hands + 1, hand_step):
        x = x_at(mark)
        body.append(f'<line x1="{draw.number(x)}" y1="{draw.number(top + plot_h)}" x2="{draw.number(x)}" y2="{draw.number(top + plot_h + 4)}" stroke="{_AXIS}"/>')
        body.append(draw.text(x, top + plot_h + 16, f"{mark:,}", size=11, fill=_MUTED, anchor="middle", css="tick"))
    body.append(draw.text(left + plot_w, h - 4, "hands", size=11, fill=_MUTED, anchor="end"))
    body.append(
        f'<rect x="{draw.number(left)}" y="{draw.number(top)}" width="{draw.number(plot_w)}" height="{draw.number(plot_h)}" fill="none" stroke="{_AXIS}"/>'
    )
    columns = max(1, int(plot_w))
    for css, colour, dash, values in (
        ("adjusted", _ADJUSTED, ' stroke-dasharray="6 4"', adjusted),
        ("actual", _ACTUAL, "", actual),
    ):
        points = " ".join(f"{x_at(i):.1f},{y_at(v):.1f}" for i, v in _thin(values, columns))
        body.append(
            f'<polyline class="line {css}" points="{points}" fill="none" stroke="{colour}" stroke-width="2" '
            f'stroke-linejoin="round"{dash}><title>{draw.escape(css)}</title></polyline>'
        )
    return draw.document(w, h, body, title=heading)


def _thin(values: Sequence[float], columns: int) -> list[tuple[int, float]]:
    """The points worth drawing: all of them, or for many, each column's first, lowest, highest and last."""
    count = len(values)
    if count <= 4 * columns:
        return list(enumerate(values))
    kept: set[int] = set()
    for column in range(columns):
        start, stop = column * count // columns, (column + 1) * count // columns
        if start >= stop:
            continue
        part = range(start, stop)
        kept.update((start, stop - 1, min(part, key=values.__getitem__), max(part, key=values.__getitem__)))
    return [(i, values[i]) for i in sorted(kept)]


def _nice(raw: float) -> float:
    """A round step at least ``raw``: 1, 2 or 5 times a power of ten."""
    if raw <= 0 or not math.isfinite(raw):
        return 1.0
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if factor * power >= raw * (1 - 1e-9):
            return float(factor * power)
    return float(10 * power)


def _step_places(step: float) -> int:
    return max(0, -math.floor(math.log10(step) + 1e-9))


def _places(results: Sequence[Decimal]) -> int:
    """The decimal places the results are written with (cents: 2)."""
    places = 0
    for result in results:
        exponent = result.as_tuple().exponent
        if isinstance(exponent, int) and exponent < 0:
            places = max(places, -exponent)
    return places


def _amount(value: float, places: int, *, signed: bool = False) -> str:
    text = f"{value:{'+' if signed else ''},.{places}f}"
    return text.replace("-", "\u2212")
