"""Explaining bad input to the rank functions.

The hot functions detect bad input cheaply (a failed lookup, a card count that
does not match); only then do they call :func:`invalid_cards`, which finds out
what exactly is wrong and says what is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["invalid_cards"]


def _name(card: object) -> str:
    if isinstance(card, int) and 0 <= card < 52:
        return "23456789TJQKA"[card >> 2] + "cdhs"[card & 3]
    return "Jk" if card == 52 else "Jk2" if card == 53 else repr(card)


def invalid_cards(cards: Sequence[object], what: str, smallest: int, largest: int) -> ValueError:
    """A ``ValueError`` saying why ``cards`` are not a valid hand for ``what``."""
    allowed = f"{what} takes {smallest} to {largest} distinct cards"
    seen: set[object] = set()
    for position, card in enumerate(cards, start=1):
        if not isinstance(card, int) or not 0 <= card <= 53:
            return ValueError(f"{allowed}: card {position} is {card!r}, not a card (Card or int 0-53)")
        if card in seen:
            return ValueError(f"{allowed}: {_name(card)} appears twice")
        seen.add(card)
    return ValueError(f"{allowed}: got {len(cards)}")
