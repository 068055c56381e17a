"""Work out how Omaha starting hands' strength is spread, for ``pokervariants.equity.percentile``
on four cards, and print the table in ``src/pokervariants/equity/_order.py``.

A hand's strength is its all-in equity heads-up against one random hand. 4,000 hands are drawn at
random (seed 4), each's equity sampled from 20,000 deals (its own seed), and the percentiles 0 to
100 of those equities are printed: ``percentile`` places a hand's own equity among them.

Run from the repository root (a few minutes on two cores)::

    python scripts/omaha_percentiles.py > /tmp/omaha.txt
"""

from __future__ import annotations

import random
import sys

from pokervariants import Card, Omaha
from pokervariants.equity import equity

HANDS = 4_000
SAMPLES = 20_000


def main() -> int:
    rng = random.Random(4)
    game = Omaha()
    figures = []
    for number in range(HANDS):
        hand = [Card(c) for c in rng.sample(range(52), 4)]
        result = equity(game, ["".join(map(str, hand)), ""], samples=SAMPLES, seed=rng.getrandbits(64))
        figures.append(result.players[0].equity)
        if number % 200 == 0:
            print(number, file=sys.stderr)
    figures.sort()
    points = [figures[min(len(figures) - 1, round(p * (len(figures) - 1) / 100))] for p in range(101)]
    print("_OMAHA_PERCENTILES = (" + ", ".join(f"{p:.4f}" for p in points) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
