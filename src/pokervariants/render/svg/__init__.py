"""Pictures: cards, hands, tables, equity and a player's winnings drawn as SVG, with no dependency beyond the library.

Each function returns one ``<svg>`` element as a string: put it in a web page, write it to a
``.svg`` file, or let a notebook show it (``Card``, ``HandValue``, ``Hand``, ``EquityResult`` and
:class:`~pokervariants.stats.Winnings` draw themselves there through ``_repr_svg_``). The pictures are deterministic (the same object
gives the same bytes) and every piece of text in them is escaped.

>>> from pokervariants import Card, evaluate_high, svg
>>> svg.card(Card("As")).startswith("<svg")
True
>>> svg.cards("As Kd ??").count('class="card')  # a hidden card is drawn face down
3
>>> 'Full house, kings over fours' in svg.hand_value(evaluate_high("Kh Kd Ks 4c 4d 2s 7h"))
True

Every card is a ``<g>`` whose class is ``card`` (``card down`` for a back, ``card joker`` for a
joker), and a face carries ``data-card="As"``, so a style sheet or a test can find them.
:func:`table` hides what one seat may not see: ``svg.table(hand, seat=2)`` draws the other
players' face-down cards as backs, and the picture holds nothing of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ...core import Card
from ...ranking import HandValue
from . import _draw as draw
from ._inputs import as_card, as_row, names_for, pixels
from ._grid import range_grid
from ._table import table
from ._winnings import winnings

if TYPE_CHECKING:
    from ...equity import EquityResult

__all__ = ["card", "cards", "equity", "hand_value", "range_grid", "table", "winnings"]

_PAD = 8.0
_GOLD = "#f0b400"


def card(card: Card | int | str | None, *, four_colour: bool = False, face_down: bool = False, width: float = 60) -> str:
    """One playing card, ``width`` wide: its rank and suit, face down (``face_down=True``, or
    ``None`` for the card), or a joker (a star; the second joker red).

    ``four_colour=True`` draws clubs green and diamonds blue, as many online rooms do, so that
    a flush is told at a glance.

    >>> from pokervariants import Card, svg
    >>> picture = svg.card(Card("Td"), four_colour=True)
    >>> 'data-card="Td"' in picture, "#1565c0" in picture  # diamonds in blue
    (True, True)
    >>> 'class="card down"' in svg.card(Card("Td"), face_down=True), "Td" in svg.card(Card("Td"), face_down=True)
    (True, False)
    >>> 'class="card joker"' in svg.card("Jk")
    True
    """
    shown = None if card is None or face_down else as_card(card)
    w = pixels(width, "width")
    h = w * draw.CARD_RATIO
    body = [draw.card_group(shown, _PAD / 2, _PAD / 2, w, four_colour=four_colour)]
    title = "a face-down card" if shown is None else draw.card_name(shown)
    return draw.document(w + _PAD, h + _PAD, body, title=title)


def cards(
    cards: str | Iterable[Card | int | str | None],
    *,
    four_colour: bool = False,
    width: float = 60,
    gap: float | None = None,
) -> str:
    """A row of cards, each ``width`` wide, ``gap`` apart (a tenth of a card by default; a
    negative gap overlaps them).

    ``cards`` is text (``"As Kd"``; ``??`` is a face-down card, as hand histories write it:
    ``"????Kc"`` is two hidden cards and the king) or a sequence of cards, card numbers or
    card text, with ``None`` for a face-down card.

    >>> from pokervariants import Card, svg
    >>> row = svg.cards([Card("As"), None, "Kd"])
    >>> row.count('class="card"'), row.count('class="card down"')
    (2, 1)
    >>> svg.cards("????Kc").count('class="card')
    3
    """
    row = as_row(cards)
    w = pixels(width, "width")
    if gap is not None and (isinstance(gap, bool) or not isinstance(gap, (int, float)) or not -0.9 * w <= gap <= 4000):
        raise ValueError(f"gap is the space between cards in pixels, from -0.9 of a card's width (overlapping) to 4000, not {gap!r:.40}")
    space = w * 0.1 if gap is None else float(gap)
    h = w * draw.CARD_RATIO
    step = w + space
    body = [draw.card_group(c, _PAD + i * step, _PAD, w, four_colour=four_colour) for i, c in enumerate(row)]
    span = w + step * (len(row) - 1) if row else 0.0
    title = " ".join("a face-down card" if c is None else draw.card_name(c) for c in row) or "no cards"
    return draw.document(max(span, 0.0) + 2 * _PAD, h + 2 * _PAD, body, title=title)


def hand_value(
    value: HandValue,
    *,
    held: str | Iterable[Card | int | str] | None = None,
    four_colour: bool = False,
    width: float = 60,
    caption: str | None = None,
) -> str:
    """A hand value: its cards, the ones that make the hand highlighted, and its description as
    the caption (with the ranking it was scored under beneath).

    ``held`` is every card the player held (seven in stud, hole cards and board in hold'em):
    the cards the hand uses are raised and ringed in gold, the rest drawn faint. Without it the
    hand's own cards are drawn, then any kickers that still break ties (Bailey's Poker). A wild
    card is starred and labelled with the card it plays as. ``caption`` replaces the description.

    >>> from pokervariants import evaluate_high, svg
    >>> baseball = evaluate_high("Kc Kd Kh 3s 2c 4d 7h", wild="39")
    >>> picture = svg.hand_value(baseball, held="Kc Kd Kh 3s 2c 4d 7h")
    >>> picture.count('class="card used'), picture.count('class="card unused'), 'data-as="Ks"' in picture
    (5, 2, True)
    """
    if not isinstance(value, HandValue):
        raise TypeError(f"hand_value draws a HandValue (from evaluate_high and the like), not {type(value).__name__}")
    w = pixels(width, "width")
    h = w * draw.CARD_RATIO
    used = set(value.cards)
    shown = list(value.cards + value.kickers) if held is None else [c for c in as_row(held) if c is not None]
    missing = [str(c) for c in value.cards if c not in shown]
    if missing:
        raise ValueError(f"held is every card the player held, so it holds the hand's cards; {' '.join(missing)} missing")
    became = dict(value.wild)
    step = w + w * 0.14
    raise_by = w * 0.16
    top = _PAD + 4
    body: list[str] = []
    for index, c in enumerate(shown):
        x = _PAD + 4 + index * step
        if c in used:
            ring = draw.number(w * 0.06)
            under = [
                f'<rect x="-{ring}" y="-{ring}" width="{draw.number(w + 2 * w * 0.06)}" height="{draw.number(h + 2 * w * 0.06)}" '
                f'rx="{draw.number(w * 0.13)}" fill="{_GOLD}"/>'
            ]
            extra: list[str] = []
            css = "used"
            if c in became:
                css = "used wild"
                extra.append(draw.star(w * 0.8, w * 0.2, w * 0.13, fill=_GOLD, stroke="#8a6500"))
            body.append(draw.card_group(c, x, top, w, four_colour=four_colour, css=css, under=under, extra=extra))
            if c in became:
                body.append(_plays_as(became[c], x, top + h + w * 0.14, w, four_colour=four_colour))
        else:
            body.append(draw.card_group(c, x, top + raise_by, w, four_colour=four_colour, css="unused", opacity=0.5))
    row_bottom = top + raise_by + h + (w * 0.14 + w * 0.36 if became else 0) + 4
    words = str(value) if caption is None else caption
    label = str(getattr(value.ranking, "label", ""))
    size = max(12.0, w * 0.27)
    body.append(draw.text(_PAD + 4, row_bottom + size * 1.3, words, size=size, weight="bold", css="caption"))
    if label:
        body.append(draw.text(_PAD + 4, row_bottom + size * 1.3 + size * 1.1, label, size=size * 0.72, fill="#5f6368", css="ranking"))
    span = step * len(shown) - w * 0.14 if shown else 0.0
    width_all = max(span, draw.text_width(words, size, bold=True), draw.text_width(label, size * 0.72)) + 2 * (_PAD + 4)
    height_all = row_bottom + size * 1.3 + (size * 1.1 if label else 0) + _PAD + 2
    return draw.document(width_all, height_all, body, title=words)


def _plays_as(card: Card, x: float, y: float, w: float, *, four_colour: bool) -> str:
    """The label under a wild card: "as" and the card it plays as, its suit drawn."""
    h = w * 0.36
    parts = [
        f'<g class="wild-as" data-as="{draw.attr(card)}" transform="translate({draw.number(x)} {draw.number(y)})">',
        f"<title>plays as the {draw.escape(draw.card_name(card))}</title>",
        f'<rect x="0" y="0" width="{draw.number(w)}" height="{draw.number(h)}" rx="{draw.number(h / 2)}" fill="#fff4cc" stroke="{_GOLD}"/>',
    ]
    size = h * 0.62
    if card >= 52:
        parts.append(draw.text(w / 2, h * 0.7, "as joker", size=size * 0.9, anchor="middle"))
    else:
        colour = draw.suit_colour(card & 3, four_colour=four_colour)
        label = draw.rank_text(card >> 2)
        parts.append(draw.text(w * 0.3, h * 0.7, "as", size=size * 0.85, fill="#5f6368", anchor="middle"))
        parts.append(draw.text(w * 0.6, h * 0.72, label, size=size, fill=colour, anchor="middle", weight="bold"))
        parts.append(draw.suit_path(card & 3, w * 0.6 + draw.text_width(label, size, bold=True) / 2 + w * 0.02, h * 0.26, size * 0.78, colour))
    parts.append("</g>")
    return "".join(parts)


_SHARE_COLOURS = {"all": "#2e7d4f", "high": "#2f6fd0", "low": "#e8890c"}
_OTHER_COLOURS = ("#7b4fb0", "#c2185b", "#00897b")


def equity(result: EquityResult, *, names: Sequence[str] | None = None, width: float = 560) -> str:
    """An equity result: a horizontal bar per player, as long as the player's equity, with the
    equity, the chances of winning and tying, and in a hi/lo game the high and low shares (the
    bar then in two colours: the part from the high half, the part from the low).

    ``names`` labels the players (``Seat 0``, ``Seat 1`` … by default).

    >>> from pokervariants import StudHiLo8, equity, svg
    >>> game = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
    >>> result = equity(game, ["As2s/3d4c5h6c", "KdKc/KhQs9c9h"])
    >>> picture = svg.equity(result)
    >>> picture.count('class="bar"'), picture.count('class="share high"'), picture.count('class="share low"')
    (2, 2, 2)
    """
    players = getattr(result, "players", None)
    if players is None:
        raise TypeError(f"equity draws an EquityResult (from pokervariants.equity), not {type(result).__name__}")
    labels = names_for(names, [p.seat for p in players], "players")
    total_width = pixels(width, "width")
    label_width = max([draw.text_width(name, 14, bold=True) for name in labels] + [60.0]) + 12
    value_width = 64.0
    track = max(80.0, total_width - 2 * _PAD - label_width - value_width)
    share_names = sorted({s.name for p in players for s in p.shares}, key=_share_order)
    split = len(share_names) > 1
    row = 52.0
    top = 36.0
    how = f"exact, {result.trials:,} deals" if result.exact else f"sampled, {result.trials:,} deals"
    body = [draw.text(_PAD, 22, f"Equity ({how})", size=15, weight="bold", css="heading")]
    if split:  # a legend for the shares' colours
        x = total_width - _PAD
        for name in reversed(share_names):
            words = f"{name} share"
            x -= draw.text_width(words, 12) + 20
            body.append(f'<rect x="{draw.number(x)}" y="11" width="12" height="12" rx="2" fill="{_share_colour(name, share_names)}"/>')
            body.append(draw.text(x + 16, 21.5, words, size=12, fill="#3c4043"))
    for index, (player, name) in enumerate(zip(players, labels)):
        y = top + index * row
        x0 = _PAD + label_width
        body.append(f'<g class="bar" data-seat="{player.seat}">')
        body.append(draw.text(_PAD, y + 17, name, size=14, weight="bold", css="name"))
        body.append(f'<rect x="{draw.number(x0)}" y="{draw.number(y + 3)}" width="{draw.number(track)}" height="18" rx="4" fill="#e8eaed"/>')
        if split:
            x = x0
            for share in sorted(player.shares, key=lambda s: _share_order(s.name)):
                length = track * min(max(share.equity, 0.0), 1.0)
                body.append(
                    f'<rect class="share {draw.attr(share.name)}" x="{draw.number(x)}" y="{draw.number(y + 3)}" '
                    f'width="{draw.number(length)}" height="18" fill="{_share_colour(share.name, share_names)}">'
                    f"<title>{draw.attr(share.name)} share {100 * share.equity:.1f}%</title></rect>"
                )
                x += length
        else:
            length = track * min(max(player.equity, 0.0), 1.0)
            colour = _share_colour(share_names[0] if share_names else "all", share_names)
            body.append(f'<rect class="share" x="{draw.number(x0)}" y="{draw.number(y + 3)}" width="{draw.number(length)}" height="18" rx="4" fill="{colour}"/>')
        body.append(draw.text(x0 + track + 8, y + 17, f"{100 * player.equity:.1f}%", size=14, weight="bold", css="equity"))
        # In a hi/lo game winning it all alone is a scoop.
        detail = f"{'scoop' if split else 'win'} {100 * player.win:.1f}%  ·  tie {100 * player.tie:.1f}%"
        if split:
            detail += "".join(f"  ·  {s.name} {100 * s.equity:.1f}%" for s in sorted(player.shares, key=lambda s: _share_order(s.name)))
            quartered = getattr(player, "quartered", 0.0)
            if quartered:
                detail += f"  ·  quartered {100 * quartered:.1f}%"
        if not result.exact:
            detail += f"  ·  ± {100 * player.standard_error:.1f}%"
        body.append(draw.text(x0, y + 37, detail, size=11.5, fill="#5f6368", css="detail"))
        body.append("</g>")
    height = top + row * len(players) + 2
    return draw.document(total_width, height, body, title=f"Equity of {len(players)} players")


def _share_order(name: str) -> tuple[int, str]:
    return ({"all": 0, "high": 1, "low": 2}.get(name, 3), name)


def _share_colour(name: str, names: Sequence[str]) -> str:
    known = _SHARE_COLOURS.get(name)
    if known is not None:
        return known
    others = [n for n in names if n not in _SHARE_COLOURS]
    return _OTHER_COLOURS[others.index(name) % len(_OTHER_COLOURS)] if name in others else _OTHER_COLOURS[0]
