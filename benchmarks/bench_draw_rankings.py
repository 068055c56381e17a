"""Per-call timing of the draw-game rankings against pokerkit: deuce-to-seven low and Badugi.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_draw_rankings.py            # about half a minute
    python benchmarks/bench_draw_rankings.py --quick

Five-card deuce-to-seven lows: ``rank_deuce_seven`` (ints and Card objects) against pokerkit's
``StandardLowHand.from_game``; four-card Badugi hands: ``rank_badugi`` against ``BadugiHand``.
With numpy, ``rank_many(hands, "deuce_seven")`` and ``rank_many(hands, "badugi")`` rank the same
hands held in one array (hands/s: the cost of a hand in a batch, the array made beforehand, as the
other contenders' cards are converted beforehand).
Before timing, the orderings of random pairs of hands are
checked against pokerkit's. Method as in ``bench_omaha.py`` (BENCHMARKING.md): the same hands
for both, converted to each library's card type first; libraries alternate; medians; pokerkit
gets fewer hands. Goal (issue 16): at least 100x pokerkit. One call of ``rank_deuce_seven`` cannot
reach it in pure Python (pokerkit takes 4-7 µs for a deuce-to-seven hand; 100x would be 40-70 ns,
about a bare function call and its loop), so there the goal is met by the batch path; one call of
``rank_badugi`` (pokerkit's ``BadugiHand`` takes 40-60 µs) reaches about 100x on its own.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import Any

from bench_evaluators import Contender, optional_import, print_table, race, text

import pokervariants as pv

SEED = 2026


def hands(rng: random.Random, count: int, size: int = 5) -> list[list[int]]:
    return [rng.sample(range(52), size) for _ in range(count)]


def check_agreement(pk: Any, rng: random.Random) -> None:
    """Orderings of random pairs of hands agree with pokerkit's (bigger is better in both)."""
    for name, ours, theirs, size in (("rank_deuce_seven", pv.rank_deuce_seven, pk.StandardLowHand, 5), ("rank_badugi", pv.rank_badugi, pk.BadugiHand, 4)):
        problems = []
        for _ in range(2000):
            a, b = hands(rng, 2, size)
            mine = (ours(a) > ours(b)) - (ours(a) < ours(b))
            x, y = (theirs.from_game("".join(map(text, h))) for h in (a, b))
            if mine != (x > y) - (x < y):
                problems.append((a, b))
        print(f"{name} against pokerkit: {'all orderings agree' if not problems else f'{len(problems)} disagree, e.g. {problems[:2]}'}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    args = parser.parse_args(argv)
    scale, reps = (10, 5) if args.quick else (1, 7)
    n_fast, n_slow = 100_000 // scale, 5_000 // scale
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {reps} repetitions, seed {SEED}")
    pv.build_tables()
    pk = optional_import("pokerkit")
    rng = random.Random(SEED)
    if pk:
        check_agreement(pk, rng)
    data = hands(rng, n_fast)
    rank = pv.rank_deuce_seven
    ours = "pokervariants rank_deuce_seven (ints)"
    rows = [
        Contender(ours, lambda d: [rank(h) for h in d], data),
        Contender("pokervariants rank_deuce_seven (Card)", lambda d: [rank(h) for h in d], [pv.as_cards(h) for h in data]),
    ]
    if pk:
        parsed = [tuple(pk.Card.parse("".join(map(text, h)))) for h in data[:n_slow]]
        from_game = pk.StandardLowHand.from_game
        rows.append(Contender("pokerkit StandardLowHand", lambda d: [from_game(h) for h in d], parsed))
    np = optional_import("numpy")
    if np:
        array = np.array(data)
        rows.insert(0, Contender("pokervariants rank_many (numpy)", lambda d: pv.rank_many(array[: len(d)], "deuce_seven"), data))
    summary: list[tuple[str, dict[str, float], str]] = []
    rates = race(rows, reps)
    print_table("Deuce-to-seven low, 5 cards (hands/s)", rates, ours)
    summary.append(("deuce-to-seven", rates, "pokerkit StandardLowHand"))
    fours = hands(rng, n_fast, 4)
    badugi = pv.rank_badugi
    ours = "pokervariants rank_badugi (ints)"
    rows = [Contender(ours, lambda d: [badugi(h) for h in d], fours)]
    if pk:
        parsed = [tuple(pk.Card.parse("".join(map(text, h)))) for h in fours[:n_slow]]
        badugi_hand = pk.BadugiHand.from_game
        rows.append(Contender("pokerkit BadugiHand", lambda d: [badugi_hand(h) for h in d], parsed))
    if np:
        four_array = np.array(fours)
        rows.insert(0, Contender("pokervariants rank_many (numpy)", lambda d: pv.rank_many(four_array[: len(d)], "badugi"), fours))
    rates = race(rows, reps)
    print_table("Badugi, 4 cards (hands/s)", rates, ours)
    summary.append(("Badugi", rates, "pokerkit BadugiHand"))
    if pk:
        print("\ngoal (at least 100x pokerkit)")
        for name, rates, peer in summary:
            scalar = next(rate for label, rate in rates.items() if label.endswith("(ints)")) / rates[peer]
            batch = rates["pokervariants rank_many (numpy)"] / rates[peer] if np else None
            verdict = "PASS" if (batch or scalar) >= 100 else "FAIL"
            shown = f"batch {batch:,.0f}x, " if batch is not None else ""
            print(f"  {verdict}  {name}: {shown}one call {scalar:,.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
