"""Main and side pots from what each seat put in."""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

__all__ = ["Pot", "build_pots"]


@frozen
class Pot:
    """A pot and the seats that can win it (main pot first, then side pots)."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(contributed: Sequence[int], live: Sequence[bool], dead: int = 0) -> tuple[Pot, ...]:
    """Split the chips put in into a main pot and side pots by the live players' contribution levels.

    ``dead`` money (Baseball's pot matches) belongs to the main pot whoever paid it.

    >>> build_pots([50, 100, 100, 20], [True, True, True, False])
    (Pot(amount=170, eligible=(0, 1, 2)), Pot(amount=100, eligible=(1, 2)))
    >>> build_pots([1, 1, 1], [True, True, True], dead=3)
    (Pot(amount=6, eligible=(0, 1, 2)),)
    """
    levels = sorted({c for c, alive in zip(contributed, live) if alive and c > 0})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in contributed)
        eligible = tuple(seat for seat, (c, alive) in enumerate(zip(contributed, live)) if alive and c >= level)
        if amount:
            pots.append(Pot(amount, eligible))
        previous = level
    beyond = sum(max(0, c - previous) for c in contributed)  # a folded player's chips above every live level
    if beyond and pots:
        pots[-1] = Pot(pots[-1].amount + beyond, pots[-1].eligible)
    if dead:
        if pots:
            pots[0] = Pot(pots[0].amount + dead, pots[0].eligible)
        else:
            pots.append(Pot(dead, tuple(seat for seat, alive in enumerate(live) if alive)))
    return tuple(pots)
