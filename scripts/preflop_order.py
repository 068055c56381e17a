"""Work out the preflop order of the 169 hold'em starting hands that ``pokervariants.equity``
uses for top-N% ranges and percentiles, and print it as the table in
``src/pokervariants/equity/_order.py``.

Each starting hand's equity is its all-in equity heads-up against one random hand (every two
cards the hand does not hold equally likely), worked out exactly by this library's own equity
(every opponent's hand and every board, counted by symmetry). The hands are ordered by that
equity, best first; equal figures keep the grid's order (pairs, then suited, then offsuit, higher
ranks first).

Run from the repository root (a few minutes)::

    python scripts/preflop_order.py > /tmp/order.txt
"""

from __future__ import annotations

import itertools
import sys

from pokervariants import Card, Holdem
from pokervariants.equity import Holding, equity

RANKS = "AKQJT98765432"


def classes() -> list[str]:
    """The 169 starting hands in the grid's order: pairs, then suited, then offsuit, high ranks first."""
    pairs = [r + r for r in RANKS]
    suited = [a + b + "s" for i, a in enumerate(RANKS) for b in RANKS[i + 1 :]]
    offsuit = [a + b + "o" for i, a in enumerate(RANKS) for b in RANKS[i + 1 :]]
    return pairs + suited + offsuit


def example(name: str) -> str:
    """One combination of a starting hand (its equity against a random hand is every one's)."""
    if len(name) == 2:
        return f"{name[0]}s{name[1]}h"
    return f"{name[0]}s{name[1]}{'s' if name[2] == 's' else 'h'}"


def main() -> int:
    every = Holding(range=[(Card(a), Card(b)) for b, a in itertools.combinations(range(52), 2)])
    game = Holdem()
    figures = []
    for name in classes():
        result = equity(game, [example(name), every], exact=True)
        figures.append((name, result.players[0].equity))
        print(name, f"{result.players[0].equity:.5f}", file=sys.stderr)
    order = sorted(range(len(figures)), key=lambda i: -figures[i][1])
    for i in order:
        print(f'    ("{figures[i][0]}", {figures[i][1]:.5f}),')
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
