"""Full hands of Bailey's Poker per second: four players, random legal decisions.

How to run, from the repository root::

    pip install -e .
    python benchmarks/bench_bailey.py            # about half a minute
    python benchmarks/bench_bailey.py --quick

No other library plays Bailey's Poker, so the figures stand alone (they go in
the README beside the stud games'). Workloads, each with one and two jokers:

- random legal: every decision a uniform choice among ``legal_actions()``;
- standing pat: everyone stands and continues to the round-4 showdown.

Each hand is dealt from its own seed; the median of the repetitions is reported.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pokervariants as pv

PLAYERS = 4


def random_legal(game: pv.Bailey, hands: int) -> None:
    rng = random.Random(1)
    for seed in range(hands):
        hand = game.new_hand([0] * PLAYERS, seed=seed)
        while not hand.is_over:
            hand.act(rng.choice(hand.legal_actions()))


def standing_pat(game: pv.Bailey, hands: int) -> None:
    for seed in range(hands):
        hand = game.new_hand([0] * PLAYERS, seed=seed)
        while not hand.is_over:
            hand.act(hand.legal_actions()[0])


def rate(run: Callable[[int], None], hands: int, reps: int) -> float:
    run(max(1, hands // 20))  # warm-up: tables, caches
    rates = []
    for _ in range(reps):
        gc.collect()
        start = time.perf_counter()
        run(hands)
        rates.append(hands / (time.perf_counter() - start))
    return statistics.median(rates)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    args = parser.parse_args(argv)
    hands, reps = (500, 3) if args.quick else (3000, 7)
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions")
    results: dict[str, float] = {}
    for jokers in (0, 2):
        game = pv.Bailey(jokers=jokers)
        for workload, play in (("random legal", random_legal), ("standing pat", standing_pat)):
            label = f"Bailey's Poker, {jokers} jokers, {workload}"
            results[label] = rate(lambda n, g=game, f=play: f(g, n), hands, reps)
            print(f"  {label:<44} {results[label]:>8,.0f} hands/s")
    if args.json:
        Path(args.json).write_text(json.dumps({"hands_per_s": results}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
