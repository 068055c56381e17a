"""Hold'em's starting hands by name: ``"AKs"``, ``"AKo"``, ``"QQ"``, the 169 cells of the 13x13 grid."""

from __future__ import annotations

from ..core import as_cards

__all__ = ["RANKS", "class_size", "grid_names", "hand_class"]

RANKS = "23456789TJQKA"
"""The ranks' letters, lowest first (a card's rank is its index)."""


def class_size(name: str) -> int:
    """How many combinations a starting hand has: a pair 6, suited 4, offsuit 12."""
    return 6 if len(name) == 2 else 4 if name.endswith("s") else 12


def hand_class(cards: object) -> str:
    """The starting hand two cards make: ``"AKs"``, ``"AKo"`` or ``"QQ"``.

    >>> hand_class("Kd As"), hand_class("QcQh"), hand_class("7s 2s")
    ('AKo', 'QQ', '72s')
    """
    first, second = sorted(as_cards(cards), reverse=True)  # type: ignore[arg-type]
    high, low = RANKS[first.rank], RANKS[second.rank]
    if high == low:
        return high + low
    return high + low + ("s" if first.suit == second.suit else "o")


def grid_names() -> tuple[tuple[str, ...], ...]:
    """The 13x13 grid's hands, row by row from the aces: pairs on the diagonal, suited hands above
    it, offsuit below (row ``i``, column ``j``: the ``i``-th and ``j``-th highest ranks).

    >>> grid_names()[0][:3], grid_names()[1][:3]
    (('AA', 'AKs', 'AQs'), ('AKo', 'KK', 'KQs'))
    """
    high = RANKS[::-1]
    return tuple(tuple(_cell(high, i, j) for j in range(13)) for i in range(13))


def _cell(high: str, i: int, j: int) -> str:
    if i == j:
        return high[i] * 2
    return high[min(i, j)] + high[max(i, j)] + ("s" if i < j else "o")
