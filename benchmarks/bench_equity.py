"""Equity: pokervariants' ``equity()`` beside poker-equity (a compiled engine on PyPI) and, for
hold'em, beside OMPEval (C++, through the ``pokerfast`` wheel), side by side in one run, after
checking that exact results agree.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_equity.py            # a few minutes
    python benchmarks/bench_equity.py --quick

Each spot is timed as deals per second, medians of the repetitions, the ways of running it
alternating within each repetition (so a change in the machine's speed falls on all of them
alike): ours on the numpy path as it runs by default (a thread per core), on one thread
(``threads=1``), over a process pool of every core, ours one deal at a time (``backend="python"``,
fewer deals), and poker-equity with all its threads. A call that takes less than a few
milliseconds is repeated within a repetition, and the repetition's time divided among its calls.
Sampled spots draw the same number of deals for both; exact spots enumerate every deal
(poker-equity counts a deal as we do once a seat's unseen cards are one group). Before timing,
each exact spot's equities are compared with poker-equity's to the last digit. Goal (issue
17): at least as fast as poker-equity, sampling and enumerating, for stud, razz, stud hi/lo,
hold'em and Omaha, heads-up and three-way, small exact spots (a card or two to come) included.

Then hold'em beside OMPEval (``OMPEVAL_SPOTS``): time for one call, ours as it runs by default
(``equity(Holdem(), holdings, board=...)``: exact wherever this library counts it exactly, else
sampled to ``target_error``) against ``pokerfast.equity.equity(holdings, board=..., exact=...,
threads=0)`` (all its threads; sampled spots to the same standard error, its ``stdev``), two to six
players, single hands and ranges, preflop to the turn. Hold'em counted by symmetry keeps what it
counted for spots alike (the same ranks, the same suits held), so a spot asked again is answered
from those counts: the ratio is of a fresh call, those counts dropped before it
(``equity._symmetric.forget()``), and the time of the same spot asked again is printed beside it. Exact single hands must agree to the last
digit; ranges are weighed differently (ours: every fitting pair of combinations alike, see
docs/equity.rst), so both figures are printed. Goal (issue 36): every spot within 2x of
OMPEval's time.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import pokervariants as pv
from pokervariants.equity import EXACT_MAX, is_range
from pokervariants.equity._symmetric import forget

STUD = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
RAZZ = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
STUD8 = pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
SPOTS: list[tuple[str, Any, str, list[str], str, bool]] = [
    # title, game, poker-equity key, holdings ("down/up"), board, exact
    ("stud, third street, heads-up", STUD, "stud", ["AsKs/Qs", "AhAd/Ac"], "", False),
    ("stud, third street, three-way", STUD, "stud", ["AsKs/Qs", "AhAd/Ac", "7c8c/9c"], "", False),
    ("razz, third street, heads-up", RAZZ, "razz", ["Ac2d/3h", "4s5s/6c"], "", False),
    ("razz, fourth street, heads-up (exact)", RAZZ, "razz", ["Ac2d/3h5c", "4s5s/6c7d"], "", True),
    ("razz, fifth street, three-way (exact)", RAZZ, "razz", ["Ac2d/3h5c8d", "4s5s/6c7dKh", "9c9d/TcJd3s"], "", True),
    ("stud hi/lo, third street, heads-up", STUD8, "stud_hi_lo", ["Ac2d/3h", "KsKd/Qc"], "", False),
    ("stud hi/lo, fifth street, heads-up (exact)", STUD8, "stud_hi_lo", ["AsKs/2s3d4c", "AhAd/5c6c7d"], "", True),
    ("stud, sixth street, three-way (exact)", STUD, "stud", ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h", "7c7d/8s9sTh6c"], "", True),
    ("stud, fifth street, three-way, three flush draws (exact)", STUD, "stud", ["AsKs/QsJd2s", "2h3h/4h5c6h", "8d9d/TdJc8c"], "", True),
    ("hold'em, preflop, heads-up (exact)", pv.Holdem(), "holdem", ["AsKs", "QdQc"], "", True),
    ("hold'em, preflop, three-way", pv.Holdem(), "holdem", ["AsKs", "QdQc", "7h6h"], "", False),
    ("hold'em, preflop, three-way (exact)", pv.Holdem(), "holdem", ["AsKs", "QdQc", "7h6h"], "", True),
    ("hold'em, flop, three-way (exact)", pv.Holdem(), "holdem", ["AsKs", "QdQc", "7h6h"], "Qs 7s 2d", True),
    ("hold'em, turn, three-way (exact)", pv.Holdem(), "holdem", ["AsKs", "QdQc", "7h6h"], "Qs 7s 2d 3c", True),
    ("stud, sixth street, heads-up (exact)", STUD, "stud", ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h"], "", True),
    ("Omaha, preflop, heads-up", pv.Omaha(), "omaha", ["AsKsQdJd", "7h7c6h6c"], "", False),
    ("Omaha, preflop, heads-up (exact)", pv.Omaha(), "omaha", ["AsKsQdJd", "7h7c6h6c"], "", True),
    ("Omaha, preflop, three-way (exact)", pv.Omaha(), "omaha", ["AsKsQdJd", "7h7c6h6c", "Tc9c8d8h"], "", True),
    ("Omaha, flop, heads-up (exact)", pv.Omaha(), "omaha", ["AsKsQdJd", "7h7c6h6c"], "Qs 7s 2d", True),
    ("Omaha, turn, heads-up (exact)", pv.Omaha(), "omaha", ["AsKsQdJd", "7h7c6h6c"], "Qs 7s 2d 3c", True),
]


OMPEVAL_SPOTS: list[tuple[str, list[str], str, bool]] = [
    # title, holdings (OMPEval's syntax is ours for these), board, exact
    ("heads-up preflop, AhKd v QsQc", ["AhKd", "QsQc"], "", True),
    ("heads-up preflop, AsKs v QdQc", ["AsKs", "QdQc"], "", True),
    ("three-way preflop", ["AsKs", "QdQc", "7h6h"], "", True),
    ("six-way preflop", ["AsKs", "QdQc", "7h6h", "2c2d", "JhTh", "9s8s"], "", True),
    ("heads-up flop", ["AhKd", "QsQc"], "2c7hTd", True),
    ("three-way flop", ["AsKs", "QdQc", "7h6h"], "Qs7s2d", True),
    ("heads-up turn", ["AhKd", "QsQc"], "2c7hTd9s", True),
    ("hand v range, preflop: AhKd v QQ+,AKs", ["AhKd", "QQ+,AKs"], "", True),
    ("range v range, preflop: QQ+,AKs v JJ-99,AQs+", ["QQ+,AKs", "JJ-99,AQs+"], "", True),
    ("hand v random, preflop: AsKs v random", ["AsKs", "random"], "", True),
    ("hand v range, flop", ["AhKd", "QQ+,AKs"], "2c7hTd", True),
    ("range v range, flop", ["QQ+,AKs", "JJ-99,AQs+"], "2c7hTd", True),
    ("three-way, a hand v two ranges, preflop (sampled to 0.001)", ["AhKd", "QQ+,AKs", "random"], "", False),
]
OMPEVAL_ERROR = 0.001
"""The standard error both sample the sampled spots to."""


def ompeval(reps: int, only: str | None) -> None:
    """Hold'em beside OMPEval (pokerfast), spot by spot: time a call, and the ratio."""
    try:
        from pokerfast import equity as fast
    except ImportError:
        print("\npokerfast is not installed: no OMPEval figures (pip install pokerfast)")
        return
    holdem = pv.Holdem()
    print(f"\nhold'em beside OMPEval (pokerfast {_version('pokerfast')}, all threads): time for one call, medians of {reps}")
    worst = 0.0
    for title, holdings, board, exact in OMPEVAL_SPOTS:
        if only and only not in title:
            continue
        spaced = " ".join(board[i : i + 2] for i in range(0, len(board), 2))
        ask: dict[str, Any] = {"board": spaced} if exact else {"board": spaced, "target_error": OMPEVAL_ERROR, "seed": 1}
        ours = pv.equity(holdem, holdings, **ask)
        theirs = fast.equity(holdings, board=board, exact=exact, stdev=OMPEVAL_ERROR, threads=0)

        def fresh() -> object:  # the counts kept from earlier calls dropped first: each call counts its spot afresh
            forget()
            return pv.equity(holdem, holdings, **ask)

        times = _times(
            {"ours": fresh, "ours, again": lambda: pv.equity(holdem, holdings, **ask),
             "OMPEval": lambda: fast.equity(holdings, board=board, exact=exact, stdev=OMPEVAL_ERROR, threads=0)}, reps
        )  # fmt: skip
        ratio = times["ours"] / times["OMPEval"]
        worst = max(worst, ratio)
        ranged = sum(1 for h in holdings if is_range(h)) >= 2  # (one range: both weigh its combinations alike)
        if exact and not ranged:
            check = "agree to the last digit" if all(abs(p.equity - q) < 1e-12 for p, q in zip(ours.players, theirs)) else "DIFFER"
        else:
            check = f"ours {ours.players[0].equity:.6f}, OMPEval {theirs[0]:.6f}" + (" (ranges weighed differently)" if ranged else "")
        how = "exact" if ours.exact else f"sampled, {ours.trials:,} deals"
        print(f"  {title:<58} ours {1000 * times['ours']:9.2f} ms ({how}; asked again {1000 * times['ours, again']:7.2f} ms)  "
              f"OMPEval {1000 * times['OMPEval']:9.2f} ms  ours/OMPEval {ratio:5.2f}  {check}")
    print(f"goal (issue 36: every hold'em spot within 2x of OMPEval's time): {'PASS' if worst <= 2 else 'FAIL'} (worst {worst:.2f}x)")


def _version(distribution: str) -> str:
    from importlib import metadata

    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


def _pe_text(holding: str) -> str:
    return holding.replace("/", "")


SLICE = 0.02
"""The least time (seconds) one repetition of a way of running a spot takes: a quicker call is
repeated that many times within it."""


def _times(runs: dict[str, Callable[[], object]], reps: int) -> dict[str, float]:
    """Each run's median time for one call, over ``reps`` repetitions in which the runs take turns
    (each repetition starting with the next: a run after another that left the caches cold, or the
    processor busy, is not always the same one). How many calls fill a repetition's slice is
    worked out from a call after a first one: the first call of a spot is slow (tables built,
    caches cold), and a run sized from it would time a few calls where the slowness a peer's
    threads leave behind them weighs far more than in the others'."""
    loops = {}
    for name, run in runs.items():
        run()
        start = time.perf_counter()
        run()
        loops[name] = max(1, int(SLICE / max(time.perf_counter() - start, 1e-7)))
    times: dict[str, list[float]] = {name: [] for name in runs}
    names = list(runs)
    for rep in range(reps):
        for name in names[rep % len(names) :] + names[: rep % len(names)]:  # each its turn first
            run = runs[name]
            start = time.perf_counter()
            for _ in range(loops[name]):
                run()
            times[name].append((time.perf_counter() - start) / loops[name])
    return {name: statistics.median(values) for name, values in times.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals and repetitions")
    parser.add_argument("--spot", metavar="TEXT", help="only the spots whose title holds TEXT")
    parser.add_argument("--peer", choices=["poker-equity", "ompeval", "both"], default="both", help="which peers' tables to run")
    args = parser.parse_args(argv)
    samples, pure_samples, reps = (200_000, 5_000, 3) if args.quick else (1_000_000, 20_000, 5)
    try:
        import poker_equity as pe
    except ImportError:
        pe = None
        print("poker-equity is not installed: showing our figures alone (pip install poker-equity)")
    pv.build_tables()
    cores = os.cpu_count() or 1
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {cores} cores, {reps} repetitions")
    if args.peer != "poker-equity":
        ompeval(2 * reps + 1, args.spot)  # (more turns: its spots take a millisecond or less, and the medians steady)
    if args.peer == "ompeval":
        return 0
    with concurrent.futures.ProcessPoolExecutor(cores) as pool:
        pv.equity(STUD, ["AsKs/Qs", "AhAd/Ac"], samples=1000, seed=1, executor=pool)  # start the workers
        for title, game, key, holdings, board, exact in SPOTS:
            if args.spot and args.spot not in title:
                continue
            options: dict[str, Any] = {"board": board} if board else {}
            mode = {"exact": True} if exact else {"samples": samples, "seed": 1, "exact": False}
            pure_mode = {"exact": True} if exact else {"samples": pure_samples, "seed": 1, "exact": False}
            if pv.equity(game, holdings, samples=100, seed=1, **options).method != "numpy":
                mode = pure_mode  # one deal at a time whatever is asked: time it on fewer deals
            first = pv.equity(game, holdings, **mode, **options)  # also the warm-up
            deals = first.trials
            print(f"\n{title}: {deals:,} deals{'' if exact else ' sampled'}; ours by {first.method}" + (f" ({first.reason})" if first.reason else ""))
            enumerable = True
            if pe is not None and exact:
                theirs = pe.exact_from_text(key, [_pe_text(h) for h in holdings], board=board.replace(" ", ""))
                if theirs is None:
                    enumerable = False
                    print("  poker-equity: too large to enumerate (timed sampling instead: deals covered a second either way)")
                else:
                    same = all(abs(p.equity - q["equity"]) < 1e-12 for p, q in zip(first.players, theirs["players"]))
                    print(f"  cross-check: {'equities agree with poker-equity to the last digit' if same else 'EQUITIES DIFFER'} "
                          f"({', '.join(f'{p.equity:.6f}' for p in first.players)})")
            runs: dict[str, Callable[[], object]] = {  # (forget(): hold'em counted by symmetry counts each call afresh)
                "pokervariants (default: threads)": lambda: (forget(), pv.equity(game, holdings, **mode, **options)),
                "pokervariants, one thread": lambda: (forget(), pv.equity(game, holdings, **mode, **options, threads=1)),
                f"pokervariants, {cores} processes": lambda: (forget(), pv.equity(game, holdings, **mode, **options, executor=pool)),
            }
            counts = dict.fromkeys(runs, deals)
            if pe is not None:
                hands = [_pe_text(h) for h in holdings]
                flat = board.replace(" ", "")
                if exact and enumerable:
                    runs["poker-equity (exact)"] = lambda: pe.exact_from_text(key, hands, board=flat)
                    counts["poker-equity (exact)"] = deals
                else:
                    runs["poker-equity"] = lambda: pe.chunk_from_text(key, hands, board=flat, samples=samples, seed=1, threads=0)
                    counts["poker-equity"] = samples
            times = _times(runs, reps)
            alone = ["pokervariants, one deal at a time"]
            if not exact or deals <= EXACT_MAX:
                pure = pv.equity(game, holdings, **pure_mode, **options, backend="python")
                start = time.perf_counter()
                pv.equity(game, holdings, **pure_mode, **options, backend="python")
                times[alone[0]] = time.perf_counter() - start
                counts[alone[0]] = pure.trials
            else:  # more deals than one at a time would enumerate (EXACT_MAX): counted only
                alone = []
            order = [name for name in runs if not name.startswith("poker-equity")] + alone + [name for name in runs if name.startswith("poker-equity")]
            rows = {name: counts[name] / times[name] for name in order}
            peer = next((rate for name, rate in rows.items() if name.startswith("poker-equity")), None)
            for name, rate in rows.items():
                ratio = f"{rate / peer:6.2f}x" if peer and not name.startswith("poker-equity") else ""
                print(f"  {name:<36}{rate:>14,.0f} deals/s  {ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
