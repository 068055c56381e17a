"""Main and side pots (``engine.pots``): every chip put in goes to exactly one pot, and each pot
to the live players who matched its level, checked against a chip-by-chip reference."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pokervariants.engine.pots import Pot, build_pots, pot_parts


def _reference(contributed: list[int], live: list[bool], dead: int) -> list[tuple[int, tuple[int, ...]]]:
    """The pots chip by chip: each player's chips are stacked in layers one chip high; a layer's
    chips go to the pot of the lowest live contribution at or above that layer (those who reach
    it may win it), or, above every live contribution, to the last pot. Dead money is the first
    pot's, or a pot of its own when a live player put in nothing."""
    levels = sorted({c for c, alive in zip(contributed, live) if alive and c > 0})
    amounts = [0] * len(levels)
    for c in contributed:
        for layer in range(1, c + 1):
            index = next((k for k, level in enumerate(levels) if level >= layer), len(levels) - 1)
            if index >= 0:
                amounts[index] += 1
    pots = [(amount, tuple(seat for seat, c in enumerate(contributed) if live[seat] and c >= level)) for amount, level in zip(amounts, levels) if amount]
    everyone = tuple(seat for seat, alive in enumerate(live) if alive)
    if not levels:  # nobody live put in anything: the chips go with the dead money
        return [(dead + sum(contributed), everyone)] if dead or sum(contributed) else []
    if dead:
        if any(alive and not c for c, alive in zip(contributed, live)):
            return [(dead, everyone), *pots]
        pots[0] = (pots[0][0] + dead, pots[0][1])
    return pots


@st.composite
def _table(draw: st.DrawFn) -> tuple[list[int], list[bool], int]:
    seats = draw(st.integers(2, 7))
    contributed = draw(st.lists(st.integers(0, 40), min_size=seats, max_size=seats))
    live = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
    if not any(live):
        live[draw(st.integers(0, seats - 1))] = True
    if not any(c for c, alive in zip(contributed, live) if alive):
        contributed[live.index(True)] += draw(st.integers(1, 40))
    return contributed, live, draw(st.integers(0, 9))


@given(_table())
def test_the_pots_take_every_chip_as_the_reference_does(table: tuple[list[int], list[bool], int]) -> None:
    contributed, live, dead = table
    parts = pot_parts(contributed, live, dead)
    assert sum(amount for amount, _ in parts) == sum(contributed) + dead  # every chip in one pot
    assert parts == _reference(contributed, live, dead)
    assert build_pots(tuple(contributed), tuple(live), dead) == tuple(Pot(amount, eligible) for amount, eligible in parts)  # any sequence


def test_the_usual_pots() -> None:
    assert pot_parts([20, 20, 20, 5], [True, True, True, False]) == [(65, (0, 1, 2))]
    assert pot_parts([50, 100, 100, 20], [True, True, True, False]) == [(170, (0, 1, 2)), (100, (1, 2))]
    assert pot_parts([10, 40, 30], [True, False, True]) == [(30, (0, 2)), (50, (2,))]  # a folded player's chips above every live level: the last pot
    assert pot_parts([0, 2, 2], [True, True, True], dead=1) == [(1, (0, 1, 2)), (4, (1, 2))]
