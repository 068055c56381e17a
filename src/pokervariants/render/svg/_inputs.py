"""What the picture functions of :mod:`pokervariants.render.svg` are given, checked and converted."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ...core import Card, parse_cards

__all__ = ["as_card", "as_row", "names_for", "pixels"]


def as_card(value: Card | int | str) -> Card:
    """A card from a card, a card number or card text (``ValueError`` or ``TypeError`` saying why not)."""
    return value if type(value) is Card else Card(value)


def as_row(cards: str | Iterable[Card | int | str | None]) -> tuple[Card | None, ...]:
    """Cards to draw in a row: text with ``??`` for face-down cards, or cards and ``None``."""
    if isinstance(cards, str):
        row: list[Card | None] = []
        rest = cards
        while rest:
            hidden = rest.find("??")
            if hidden < 0:
                row += parse_cards(rest)
                break
            row += parse_cards(rest[:hidden])
            row.append(None)
            rest = rest[hidden + 2 :]
        return tuple(row)
    if isinstance(cards, (bytes, bytearray)) or not isinstance(cards, Iterable):
        raise TypeError(f"cards are text such as 'As Kd ??' or a sequence of cards (None for a face-down card), not {type(cards).__name__}")
    return tuple(None if c is None else as_card(c) for c in cards)


def pixels(value: float, what: str) -> float:
    """A size in pixels, checked: a number from 4 to 4000."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 4 <= value <= 4000:
        raise ValueError(f"{what} is a size in pixels from 4 to 4000, not {value!r:.40}")
    return float(value)


def names_for(names: Sequence[str] | None, seats: Sequence[int], what: str) -> list[str]:
    """The label of each seat: ``names`` (one a seat), or ``Seat 0``, ``Seat 1`` …"""
    if names is None:
        return [f"Seat {seat}" for seat in seats]
    if isinstance(names, str) or len(names) != len(seats):
        raise ValueError(f"names has one name for each of the {len(seats)} {what}, got {names!r:.60}")
    return [str(name) for name in names]
