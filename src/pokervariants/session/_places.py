"""Finishing places and prizes in a tournament (RULES.md 6b): players busted together finish in
the order of their stacks at the start of their hand, the larger higher; equal stacks share the
places and the prizes of those places, the odd units to the players seated first.

>>> places, prizes = {}, {}
>>> finish([(100, (3,), "Cy"), (100, (1,), "Ann"), (40, (2,), "Bea")], 4, payouts=(50, 30, 20, 1), money=Money.WHOLE, places=places, prizes=prizes)
1
>>> places, prizes  # Ann and Cy share places 2 and 3: 25 each; Bea is fourth
({'Bea': 4, 'Ann': 2, 'Cy': 2}, {'Bea': 1, 'Ann': 25, 'Cy': 25})
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Amount, Money

__all__ = ["award", "finish"]

Busted = tuple[Amount, tuple[int, ...], str]
"""A player busted: the stack at the start of the hand, where the player sat (the odd units of a
shared prize go to the earlier), and the name."""


def finish(busted: Sequence[Busted], remaining: int, *, payouts: Sequence[Amount], money: Money, places: dict[str, int], prizes: dict[str, Amount]) -> int:
    """Places for the players ``busted`` together when ``remaining`` were left, written into
    ``places`` and ``prizes``; returns how many are left after them."""
    ordered = sorted(busted, key=lambda one: one[0])  # the smallest start finishes lowest
    index = 0
    while index < len(ordered):
        start = ordered[index][0]
        group = [(seat, name) for stack, seat, name in ordered if stack == start]
        award(group, remaining - len(group) + 1, payouts=payouts, money=money, places=places, prizes=prizes)
        remaining -= len(group)
        index += len(group)
    return remaining


def award(group: Sequence[tuple[tuple[int, ...], str]], best: int, *, payouts: Sequence[Amount], money: Money, places: dict[str, int], prizes: dict[str, Amount]) -> None:
    """Place ``best`` on for the players of ``group`` (several: a shared place, each sharer's), the
    prizes of those places shared equally in the smallest unit, the odd ones to the earlier seats."""
    total = sum(payouts[best - 1 : best - 1 + len(group)], start=0)
    units = money.units(total) if total else 0
    share, odd = divmod(units, len(group))
    for rank, (_, name) in enumerate(sorted(group)):
        places[name] = best
        prizes[name] = money.amount(share + (rank < odd))
