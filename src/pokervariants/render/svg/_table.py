"""The table picture of :mod:`pokervariants.render.svg`: a hand in progress or finished, seats around an oval.

Everything is read through the hand's public surface (stacks, bets, cards by seat, pots, the
actor, the events), so it draws any game; the one question it asks of a game's program is
whether it posts blinds, which is what gives a table a button.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...core import ActionKind, Card, CardsLike, Rank, as_cards
from ...engine.events import Acted, Shown
from ...engine.positions import Blinds
from . import _draw as draw
from ._inputs import names_for

if TYPE_CHECKING:
    from ...engine.hand import Hand

__all__ = ["table"]

_W, _H = 1000.0, 660.0
_CX, _CY = 500.0, 318.0
_FELT_RX, _FELT_RY = 330.0, 180.0
_SEAT_RX, _SEAT_RY = 410.0, 250.0
_CARD = 40.0
_ROW = 204.0  # the widest a seat's cards may spread before they overlap more
_PANEL_H = 26 + _CARD * draw.CARD_RATIO + 30
_ACTOR = "#f29900"
_WON = "#1e8e3e"
_LOST = "#c5221f"


def table(
    hand: Hand,
    seat: int | None = None,
    *,
    names: Sequence[str] | None = None,
    four_colour: bool = False,
    scale: float | None = None,
    piles: Sequence[str] = ("gamble", "scrap"),
    hidden: CardsLike = (),
) -> str:
    """The state of a hand, as ``seat`` sees it (``None``: everything, face-down cards included).

    Seats sit around an oval, clockwise in dealing order (the viewing seat at the bottom), each
    with its name (``names``, or ``Seat 0`` …), stack, face-down and face-up cards and, once
    the hand is over, what it won or lost; each bet lies on the felt before its seat. The game
    and the street are named in the top corner; the middle holds the board (flop games, or
    stud's community card), the pot and side pots, Bailey's Poker's stake, kitty and public
    ``piles``, and who is to act (with the choices, unless another seat is viewing). The seat to
    act is ringed in orange, folded seats are faint, the button (games with blinds) or the
    bring-in (stud) is marked, and wild cards (Baseball's 3s and 9s) carry a gold star.

    From a seat's view the other players' face-down cards are backs, and nothing of them is in
    the picture; the seat's own are shown where the game lets a player see them (not in Bailey's
    Poker). Hands shown at the showdown are shown to everyone. Stacks, bets, pots, results and
    the choices are written in the hand's money (``200.30`` in a hand in cents, never its units).

    ``four_colour`` draws clubs green and diamonds blue; ``scale`` sizes the picture (its own
    size is 1000 by 660). Cards in ``hidden`` are drawn face down whoever views: a replayed hand
    history's stand-ins for the cards it does not show (``hand.source.hidden``).

    >>> from pokervariants import StudHigh, svg
    >>> hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 4, seed=1)
    >>> everything, mine = svg.table(hand), svg.table(hand, seat=0)
    >>> everything.count('class="card down'), mine.count('class="card down')  # three seats' two hole cards
    (0, 6)
    >>> 'class="seat actor"' in mine and 'class="bring-in"' in mine
    True
    """
    count = len(hand.stacks)
    if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < count):
        raise ValueError(f"seat is the seat whose view to draw, 0 to {count - 1}, or None for everything; not {seat!r:.40}")
    labels = names_for(names, range(count), "seats")
    if scale is not None and (isinstance(scale, bool) or not isinstance(scale, (int, float)) or not 0.05 <= scale <= 40):
        raise ValueError(f"scale is how many times its own size (1000 by 660) to show the picture, from 0.05 to 40; not {scale!r:.40}")
    if isinstance(piles, str):
        raise TypeError("piles is a sequence of pile names, such as ('gamble', 'scrap'), not one string")
    view = _View(hand, seat, four_colour, tuple(piles), frozenset(as_cards(hidden)))
    body: list[str] = [
        f'<rect x="0" y="0" width="{draw.number(_W)}" height="{draw.number(_H)}" rx="18" fill="#f6f4ee"/>',
        f'<ellipse cx="{draw.number(_CX)}" cy="{draw.number(_CY)}" rx="{draw.number(_FELT_RX + 16)}" ry="{draw.number(_FELT_RY + 16)}" fill="#6b4423"/>',
        f'<ellipse cx="{draw.number(_CX)}" cy="{draw.number(_CY)}" rx="{draw.number(_FELT_RX)}" ry="{draw.number(_FELT_RY)}" fill="#2e7d4f" stroke="#3f9a63" stroke-width="3"/>',
        f'<ellipse cx="{draw.number(_CX)}" cy="{draw.number(_CY)}" rx="{draw.number(_FELT_RX - 26)}" ry="{draw.number(_FELT_RY - 22)}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>',
    ]
    body += _middle(view, labels)
    first = 0 if seat is None else seat
    for s in range(count):
        angle = math.pi / 2 + 2 * math.pi * (s - first) / count
        body += _markers(view, s, angle)
    for s in range(count):
        angle = math.pi / 2 + 2 * math.pi * (s - first) / count
        body.append(_seat(view, s, labels[s], angle))
    title = f"{hand.variant.name}: {view.street_text}" + ("" if seat is None else f", as {labels[seat]} sees it")
    return draw.document(_W, _H, body, title=title, scale=None if scale is None else float(scale))


class _View:
    """What one viewer sees of a hand, gathered once."""

    def __init__(self, hand: Hand, seat: int | None, four_colour: bool, piles: tuple[str, ...], hidden: frozenset[Card] = frozenset()) -> None:
        self.hand = hand
        self.hidden = hidden
        self.piles = piles
        self.seat = seat
        self.four_colour = four_colour
        self.money = hand.money
        variant = hand.variant
        self.count = len(hand.stacks)
        self.scores = variant.scores
        self.over = hand.is_over
        shown = set(hand.shown_seats)
        owner_sees = bool(getattr(variant, "owner_sees_down_cards", True))
        self.sees_down = [seat is None or s in shown or (s == seat and owner_sees) for s in range(self.count)]
        self.actor = hand.actor
        self.legal = hand.legal_actions() if self.actor is not None else ()
        steps = variant.program.steps
        self.button = self.count - 1 if any(isinstance(phase, Blinds) for _, phase in steps) else None
        self.bring_in: int | None = None
        self.descriptions: dict[int, str] = {}
        for event in hand.events:
            if isinstance(event, Acted) and event.action.kind is ActionKind.BRING_IN and self.bring_in is None:
                self.bring_in = event.seat
            elif isinstance(event, Acted) and event.action.kind is ActionKind.MUCK:
                self.descriptions[event.seat] = "mucked"
            elif isinstance(event, Shown):
                words = [str(v) for v in event.values if v is not None]
                told = " / ".join(words) if words else "no hand"
                if event.run == 1:
                    self.descriptions[event.seat] = told
                else:  # the same hole cards on a later run's board
                    self.descriptions[event.seat] = f"{self.descriptions.get(event.seat, '')}; run {event.run}: {told}"
        if self.bring_in is None and any(a.kind is ActionKind.BRING_IN for a in self.legal):
            self.bring_in = self.actor  # the bring-in is to be made now
        wild: set[int] = set()
        for ranker in getattr(variant, "rankers", ()):
            ranks = getattr(ranker, "wild", None)
            if isinstance(ranks, frozenset):
                wild |= {int(r) for r in ranks if isinstance(r, Rank)}
        self.wild = frozenset(wild)
        label = str(getattr(variant, "street_label", "{}"))
        street = label.format(hand.street) if "{}" in label else hand.street
        street = street[:1].upper() + street[1:]
        self.street_text = f"{street} · hand over" if self.over else f"{street} · {hand.phase}"

    def amount(self, units: int) -> str:
        """An amount of money as the picture writes it: ``1,250`` chips, ``12.50`` in a hand in cents."""
        return self.money.text(units, grouped=True)

    def card(self, card: Card | None, x: float, y: float, width: float, *, hole: bool = False) -> str:
        """A card of the table, starred if wild, tinted if it is a face-down card shown (a back if hidden)."""
        if card in self.hidden:
            card = None
        extra = []
        css = "hole" if hole and card is not None else ""
        if card is not None and card < 52 and (card >> 2) in self.wild:
            extra.append(draw.star(width * 0.8, width * 0.2, width * 0.15, fill="#f0b400", stroke="#8a6500"))
            css = (css + " wild").strip()
        return draw.card_group(card, x, y, width, four_colour=self.four_colour, css=css, tint="#e9f0fb" if css.startswith("hole") else "#ffffff", extra=extra)


def _point(angle: float, rx: float, ry: float) -> tuple[float, float]:
    return _CX + rx * math.cos(angle), _CY + ry * math.sin(angle)


def _seat(view: _View, seat: int, name: str, angle: float) -> str:
    """One seat's panel: name and stack, its cards, and a status line."""
    hand = view.hand
    down = hand.down_cards(seat)
    up = hand.up_cards(seat)
    row: list[tuple[Card | None, bool]] = [(c if view.sees_down[seat] else None, True) for c in down] + [(c, False) for c in up]
    n = len(row)
    gap = 6.0 if down and up else 0.0
    step = _CARD + 4 if n < 2 else min(_CARD + 4, max(_CARD * 0.58, (_ROW - _CARD - gap) / (n - 1)))
    row_width = (_CARD + step * (n - 1) + gap) if n else 0.0
    status, colour = _status(view, seat)
    stack = hand.stacks[seat]
    stack_text = view.amount(stack)  # points are whole: a game that scores plays in Money.WHOLE
    stack_label = "points" if view.scores else "stack"
    top_width = draw.text_width(name, 14, bold=True) + draw.text_width(stack_text, 13, bold=True) + draw.text_width(stack_label, 11) + 36
    width = max(150.0, row_width + 20, top_width, draw.text_width(status, 12, bold=True) + 20)
    cx, cy = _point(angle, _SEAT_RX, _SEAT_RY)
    cx = min(max(cx, width / 2 + 8), _W - width / 2 - 8)
    cy = min(max(cy, _PANEL_H / 2 + 10), _H - _PANEL_H / 2 - 8)
    x0, y0 = cx - width / 2, cy - _PANEL_H / 2
    folded = hand.folded[seat]
    actor = view.actor == seat
    css = "seat actor" if actor else "seat folded" if folded else "seat"
    fade = ' opacity="0.45"' if folded else ""
    won = view.over and hand.payoffs[seat] > 0
    stroke, thick = (_ACTOR, 4) if actor else (_WON, 3) if won else ("#c4c7c5", 1.5)
    parts = [
        f'<g class="{css}" data-seat="{seat}"{fade}>',
        f'<rect x="{draw.number(x0)}" y="{draw.number(y0)}" width="{draw.number(width)}" height="{draw.number(_PANEL_H)}" rx="10" '
        f'fill="#ffffff" stroke="{stroke}" stroke-width="{thick}"/>',
        draw.text(x0 + 10, y0 + 19, name, size=14, weight="bold", css="name"),
        draw.text(x0 + width - 10, y0 + 19, stack_text, size=13, weight="bold", anchor="end", css="stack"),
        draw.text(x0 + width - 15 - len(stack_text) * 13 * 0.68, y0 + 19, stack_label, size=11, fill="#5f6368", anchor="end"),
    ]
    x = cx - row_width / 2
    for index, (card, is_down) in enumerate(row):
        if index == len(down) and index:
            x += gap
        parts.append(view.card(card, x, y0 + 26, _CARD, hole=is_down))
        x += step
    if status:
        parts.append(draw.text(cx, y0 + _PANEL_H - 10, status, size=12, fill=colour, anchor="middle", weight="bold" if colour != "#5f6368" else "normal", css="status"))
    if actor:
        parts.append(
            f'<rect x="{draw.number(cx - 28)}" y="{draw.number(y0 - 9)}" width="56" height="18" rx="9" fill="{_ACTOR}"/>'
            + draw.text(cx, y0 + 4, "to act", size=11, fill="#ffffff", anchor="middle", weight="bold")
        )
    parts.append("</g>")
    return "".join(parts)


def _status(view: _View, seat: int) -> tuple[str, str]:
    """The line under a seat's cards, and its colour: the result, the hand shown, folded, all in."""
    hand = view.hand
    grey = "#5f6368"
    shown = view.descriptions.get(seat, "")
    if view.over:
        payoff = hand.payoffs[seat]
        money = f"+{view.amount(payoff)}" if payoff > 0 else f"−{view.amount(-payoff)}" if payoff < 0 else "±0"
        colour = _WON if payoff > 0 else _LOST if payoff < 0 else grey
        if hand.folded[seat]:
            return f"{money} · folded", colour
        return (f"{money} · {shown}" if shown else money), colour
    if hand.folded[seat]:
        return "folded", grey
    if shown:
        return shown, "#1a1a1a"
    if hand.stacks[seat] == 0 and not view.scores and sum(hand.bets) + sum(p.amount for p in hand.pots) > 0:
        return "all in", _LOST
    return "", grey


def _markers(view: _View, seat: int, angle: float) -> list[str]:
    """What lies on the felt before a seat: its bet, the button, the bring-in."""
    hand = view.hand
    parts: list[str] = []
    bet = hand.bets[seat]
    if bet:
        x, y = _point(angle, _FELT_RX * 0.66, _FELT_RY * 0.62)
        parts.append(
            f'<g class="bet" data-seat="{seat}"><circle cx="{draw.number(x - 14)}" cy="{draw.number(y)}" r="9" fill="#d93025" '
            f'stroke="#ffffff" stroke-width="2" stroke-dasharray="3 2"/>'
            + draw.text(x - 1, y + 5, view.amount(bet), size=14, fill="#ffffff", weight="bold")
            + "</g>"
        )
    mark_angle = angle + (0.3 if view.count > 2 else 0.45)
    if view.button == seat:
        x, y = _point(mark_angle, _FELT_RX * 0.8, _FELT_RY * 0.76)
        parts.append(
            f'<g class="button"><circle cx="{draw.number(x)}" cy="{draw.number(y)}" r="12" fill="#ffffff" stroke="#3c4043" stroke-width="1.5"/>'
            + draw.text(x, y + 5, "D", size=14, anchor="middle", weight="bold")
            + "<title>the button</title></g>"
        )
    if view.bring_in == seat:
        x, y = _point(mark_angle, _FELT_RX * 0.8, _FELT_RY * 0.76)
        parts.append(
            f'<g class="bring-in"><rect x="{draw.number(x - 30)}" y="{draw.number(y - 10)}" width="60" height="20" rx="10" fill="#ffffff" stroke="#3c4043"/>'
            + draw.text(x, y + 4, "bring-in", size=11, anchor="middle", fill="#3c4043")
            + "</g>"
        )
    return parts


def _middle(view: _View, labels: Sequence[str]) -> list[str]:
    """The game and street in the corner; on the felt the board, public piles, the pots or the stake, who acts."""
    hand = view.hand
    # The street goes in the corner, clear of the bets of the seats at the top.
    parts = [
        draw.text(16, 28, str(hand.variant.name), size=15, weight="bold", css="game"),
        draw.text(16, 47, view.street_text, size=13, fill="#3c4043", css="street"),
    ]
    y = _CY - 92
    boards = hand.boards  # more than one when the board was run more than once: a row each, smaller
    width = 46.0 if len(boards) == 1 else 34.0 if len(boards) == 2 else 24.0
    for run, board in enumerate(boards, 1):
        if not board:
            continue
        x = _CX - (width * len(board) + 6 * (len(board) - 1)) / 2
        parts.append('<g class="board">' if len(boards) == 1 else f'<g class="board" data-run="{run}">')
        for card in board:
            parts.append(view.card(card, x, y, width))
            x += width + 6
        parts.append("</g>")
        y += width * draw.CARD_RATIO + (8 if run == len(boards) else 4)
    for name in view.piles:
        cards = hand.pile(name)
        if cards:
            width = 30.0
            step = min(width + 4, 150 / max(1, len(cards) - 1)) if len(cards) > 1 else width
            span = width + step * (len(cards) - 1)
            x = _CX - (span + draw.text_width(name, 12) + 8) / 2
            parts.append(f'<g class="pile" data-pile="{draw.attr(name)}">')
            parts.append(draw.text(x, y + 26, name, size=12, fill="#ffffff"))
            x += draw.text_width(name, 12) + 8
            for card in cards:
                parts.append(view.card(card, x, y, width))
                x += step
            parts.append("</g>")
            y += width * draw.CARD_RATIO + 6
    y = max(y + 14, _CY + 6)
    money = _money(view)
    if money:
        parts.append(draw.text(_CX, y, money, size=15, fill="#ffffff", anchor="middle", weight="bold", css="pot"))
        y += 22
    for line in _results(view, labels) if view.over else _prompt(view, labels):
        parts.append(draw.text(_CX, y, line, size=12.5, fill="#fff6d6", anchor="middle", css="prompt"))
        y += 18
    return parts


def _money(view: _View) -> str:
    """The pots (main and side), or the stake and kitty of a game played for points."""
    hand = view.hand
    words = []
    if view.scores:
        stake = getattr(hand.state, "stake", None)  # a game played for points keeps its stake in the hand's state
        if isinstance(stake, int):
            words.append(f"stake {stake:,}")
        words.append(f"kitty {hand.kitty:,}")
        return "  ·  ".join(words)
    pots = hand.pots
    if not pots:
        return ""
    all_in = any(hand.stacks[s] == 0 and not hand.folded[s] for s in range(view.count))
    if len(pots) == 1 or not all_in:  # without an all-in player, levels of this round's bets are no side pots
        return f"pot {view.amount(sum(p.amount for p in pots))}"
    return "  ·  ".join([f"main pot {view.amount(pots[0].amount)}"] + [f"side pot {view.amount(p.amount)}" for p in pots[1:]])


def _prompt(view: _View, labels: Sequence[str]) -> list[str]:
    """Who is to act, and (to that player or to everyone's view) the choices."""
    if view.actor is None:
        return []
    line = f"{labels[view.actor]} to act"
    if view.seat is None or view.seat == view.actor:
        choices = ", ".join(a.text(view.money) for a in view.legal[:6]) + (", …" if len(view.legal) > 6 else "")
        return [line + ":", choices]
    return [line]


def _results(view: _View, labels: Sequence[str]) -> list[str]:
    """Who won what at the end, with the winning hands."""
    hand = view.hand
    lines = []
    for award in hand.results[:4]:
        share = "" if award.share == "all" else f" ({award.share})"
        with_hand = "" if award.hand is None else f" with {str(award.hand)[:1].lower()}{str(award.hand)[1:]}"
        lines.append(f"{labels[award.seat]} wins {view.amount(award.amount)}{share}{with_hand}")
    if len(hand.results) > 4:
        lines.append(f"and {len(hand.results) - 4} more awards")
    if not lines and hand.winner is not None:
        lines.append(f"{labels[hand.winner]} wins")
    return lines
