"""Main and side pots from what each seat put in."""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

__all__ = ["Pot", "build_pots", "pot_parts"]


@frozen
class Pot:
    """A pot and the seats that can win it (main pot first, then side pots)."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(contributed: Sequence[int], live: Sequence[bool], dead: int = 0) -> tuple[Pot, ...]:
    """Split the chips put in into a main pot and side pots by the live players' contribution levels.

    ``dead`` money (Baseball's pot matches, a big-blind ante) belongs to the main pot whoever paid
    it; when a live player put in nothing else (all in on a big-blind ante), the dead money is a
    pot of its own that every live player can win, before the others.

    >>> build_pots([50, 100, 100, 20], [True, True, True, False])
    (Pot(amount=170, eligible=(0, 1, 2)), Pot(amount=100, eligible=(1, 2)))
    >>> build_pots([1, 1, 1], [True, True, True], dead=3)
    (Pot(amount=6, eligible=(0, 1, 2)),)
    >>> build_pots([0, 2, 2], [True, True, True], dead=1)  # seat 0 all in on a big-blind ante of 1
    (Pot(amount=1, eligible=(0, 1, 2)), Pot(amount=4, eligible=(1, 2)))
    """
    return tuple(Pot(amount, eligible) for amount, eligible in pot_parts(contributed, live, dead))


def pot_parts(contributed: Sequence[int], live: Sequence[bool], dead: int = 0) -> list[tuple[int, tuple[int, ...]]]:
    """:func:`build_pots` as plain ``(amount, eligible)`` pairs (what a settlement reads; quicker to make).

    >>> from pokervariants.engine.pots import pot_parts
    >>> pot_parts([5, 5, 2], [True, True, False])
    [(12, (0, 1))]
    """
    # Plain loops over lists: compiled, their ints are read natively (a settlement asks this of
    # nearly every hand that reaches a showdown).
    put: list[int] = list(contributed)
    alive: list[bool] = [bool(x) for x in live]
    n = len(put)
    if dead:
        for seat in range(n):
            if alive[seat] and not put[seat]:
                rest = pot_parts(put, alive)
                unclaimed = sum(put) - sum([amount for amount, _ in rest])  # folded players' chips that no live level takes (no live player put in any)
                return [(dead + unclaimed, tuple([s for s in range(n) if alive[s]])), *rest]
    levels = sorted({put[seat] for seat in range(n) if alive[seat] and put[seat] > 0})
    if len(levels) == 1:  # the usual case: every live player put in as much; no side pot
        level = levels[0]
        return [(sum(put) + dead, tuple([seat for seat in range(n) if put[seat] == level and alive[seat]]))]
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:
        amount = 0
        eligible: list[int] = []
        for seat in range(n):
            c = put[seat]
            if c > previous:
                amount += (c if c < level else level) - previous
                if c >= level and alive[seat]:
                    eligible.append(seat)
        if amount:
            pots.append((amount, tuple(eligible)))
        previous = level
    beyond = 0  # a folded player's chips above every live level
    for c in put:
        if c > previous:
            beyond += c - previous
    if beyond and pots:
        pots[-1] = (pots[-1][0] + beyond, pots[-1][1])
    if dead:
        if pots:
            pots[0] = (pots[0][0] + dead, pots[0][1])
        else:
            pots.append((dead, tuple([seat for seat in range(n) if alive[seat]])))
    return pots
