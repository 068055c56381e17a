"""Batch evaluation benchmark: ``rank_many`` on numpy arrays beside per-call evaluators.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_batch.py            # full run, about a minute
    python benchmarks/bench_batch.py --quick    # fewer hands and repetitions
    python benchmarks/bench_batch.py --json results.json

Method (see BENCHMARKING.md): the same hands for every library from a fixed
seed. For ``rank_many`` they are a 2-D numpy array built before timing; for the
per-call evaluators each hand is converted to the library's own card type
before timing and only the ``[f(h) for h in hands]`` loop is timed. Libraries
alternate A B A B over several repetitions and the median hands/s is reported,
with ratios against peers measured in the same run. Tables are built before
timing; their one-off cost in a fresh process is reported separately. Every
``rank_many`` result is checked against the scalar function, row by row, before
anything is timed.

The goal: seven-card high through ``rank_many`` at least twice phevaluator
0.6's C ``evaluate_cards`` per-call rate. phevaluator's raw C entry point
(``_pheval.evaluate_7cards``, no Python wrapper) is shown too, for context.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_evaluators import SEED, Contender, optional_import, race, text  # noqa: E402

import pokervariants as pv  # noqa: E402
from pokervariants.evaluation import batch, rank_many  # noqa: E402

OURS = "pokervariants rank_many (numpy array)"


def batch_contenders(name: str, hands: list[list[int]], array: np.ndarray, scalar: Callable[..., int]) -> list[Contender]:
    """Ours: the batch call on the prepared array, the same from lists (conversion timed), and the scalar loop."""
    return [
        Contender(OURS, lambda d: rank_many(d, name), array),  # type: ignore[arg-type]  # an array, not a list
        Contender("pokervariants rank_many (lists in)", lambda d: rank_many(d, name), hands),
        Contender(f"pokervariants {scalar.__name__} per call", lambda d: [scalar(h) for h in d], hands),
    ]


def high_peers(hands: list[list[int]], peers: dict[str, Any]) -> list[Contender]:
    rows: list[Contender] = []
    if phe := peers.get("phevaluator"):
        f = phe.evaluate_cards  # phevaluator's card ids are ours: rank * 4 + suit, clubs diamonds hearts spades
        rows.append(Contender("phevaluator 0.6 (C) evaluate_cards", lambda d: [f(*h) for h in d], hands))
        raw = getattr(importlib.import_module("phevaluator._pheval"), f"evaluate_{len(hands[0])}cards", None)
        if raw is not None:
            rows.append(Contender("phevaluator 0.6 (C) raw, no wrapper", lambda d: [raw(*h) for h in d], hands))
    if eval7 := peers.get("eval7"):
        e7 = eval7.evaluate
        rows.append(Contender("eval7 (Cython)", lambda d: [e7(h) for h in d], [[eval7.Card(text(c)) for c in h] for h in hands]))
    return rows


def check(name: str, array: np.ndarray, hands: list[list[int]], scalar: Callable[..., int], peers: dict[str, Any]) -> None:
    """Every batch value equals the scalar one; for high hands, orderings agree with phevaluator on a sample."""
    got = rank_many(array, name).tolist()
    if got != [scalar(h) for h in hands]:
        raise SystemExit(f"rank_many({name!r}) disagrees with {scalar.__name__}: not timing it")
    phe = peers.get("phevaluator")
    if name == "high" and phe:
        theirs = np.array([phe.evaluate_cards(*h) for h in hands[:20_000]])  # smaller is stronger there
        ours = np.array(got[:20_000])
        if not np.array_equal(np.sign(np.diff(ours)), -np.sign(np.diff(theirs))):
            raise SystemExit("rank_many orders hands differently from phevaluator")


def startup_costs() -> dict[str, float]:
    """First ``rank_many`` call per workload in a fresh process (tables built then), in seconds, median of 3."""
    costs: dict[str, float] = {}
    for name, size in (("high", 7), ("high", 5), ("low", 7), ("low8", 7), ("bailey", 5)):
        probe = (
            "import time, numpy as np\n"
            "from pokervariants.evaluation import rank_many\n"
            f"hands = np.array([list(range(0, {size * 4}, 4))])\n"
            f"t = time.perf_counter(); rank_many(hands, {name!r}); print(time.perf_counter() - t)\n"
        )
        runs = sorted(
            float(subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout)
            for _ in range(3)
        )
        costs[f"{size}-card {name}"] = runs[1]
    return costs


def table_megabytes() -> dict[str, float]:
    """The dense numpy tables the batch path builds (the seven-card high one is the scalar path's array, shared)."""
    sizes = {
        "high 5 / 6 cards": batch._high_ranks(5).nbytes + batch._high_ranks(6).nbytes,
        "high 7 cards (shared with rank_high)": batch._high_ranks(7).nbytes,
        "low 5 / 6 / 7 cards (low8 adds 12 KB)": sum(batch._low_ranks(n).nbytes for n in (5, 6, 7)),
        "bailey 3 / 4 / 5 cards": sum(batch._bailey_ranks(n).nbytes for n in (3, 4, 5)),
    }
    return {k: v / 2**20 for k, v in sizes.items()}


def print_table(title: str, rates: dict[str, float]) -> None:
    """Hands/s per contender, with the ratio of the batch path's rate to each."""
    print(f"\n{title}")
    print(f"  {'contender':<40}{'hands/s':>14}{'rank_many / it':>16}")
    for name, rate in rates.items():
        ratio = "" if name == OURS else f"{rates[OURS] / rate:,.2f}x"
        print(f"  {name:<40}{rate:>14,.0f}{ratio:>16}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    args = parser.parse_args(argv)
    n, reps = (50_000, 5) if args.quick else (500_000, 7)
    load = ", load average {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()) if hasattr(os, "getloadavg") else ""
    print(
        f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), numpy {np.__version__}, Python {sys.version.split()[0]}, "
        f"{'quick' if args.quick else 'full'} mode, {n:,} hands a workload, {reps} repetitions, seed {SEED}{load}"
    )
    startup = startup_costs()
    pv.build_tables()
    peers = {name: optional_import(name) for name in ("phevaluator", "eval7")}
    rng = random.Random(SEED)
    seven = [rng.sample(range(52), 7) for _ in range(n)]
    five = [rng.sample(range(52), 5) for _ in range(n)]
    bailey_hands = [rng.sample(range(52), 5) for _ in range(n)]

    workloads: list[tuple[str, str, list[list[int]], Callable[..., int], bool]] = [
        ("7-card high", "high", seven, pv.rank_high, True),
        ("5-card high", "high", five, pv.rank_high, True),
        ("7-card A-5 low", "low", seven, pv.rank_low, False),
        ("7-card 8-or-better low", "low8", seven, pv.rank_low8, False),
        ("5-card Bailey (best 3 of 5)", "bailey", bailey_hands, pv.rank_bailey, False),
    ]
    results: dict[str, dict[str, float]] = {}
    for label, name, hands, scalar, with_peers in workloads:
        array = np.array(hands)  # prepared before timing, as a user of the batch API would hold it
        check(name, array, hands, scalar, peers)
        rows = batch_contenders(name, hands, array, scalar) + (high_peers(hands, peers) if with_peers else [])
        results[label] = race(rows, reps)
        print_table(label, results[label])

    print("\nfirst rank_many call in a fresh process (builds its tables; median of 3)")
    for label, seconds in startup.items():
        print(f"  {label:<40}{seconds * 1000:>10.1f} ms")
    memory = table_megabytes()
    print("\nnumpy tables, each built on first use of its ranking and size")
    for label, mb in memory.items():
        print(f"  {label:<40}{mb:>10.1f} MiB")

    goals = check_goals(results)
    if args.json:
        payload = {"seed": SEED, "quick": args.quick, "reps": reps, "hands": n, "python": sys.version.split()[0],
                   "numpy": np.__version__, "hands_per_s": results, "first_call_s": startup,
                   "table_mib": memory, "goals": goals}  # fmt: skip
        Path(args.json).write_text(json.dumps(payload, indent=2) + "\n")
        print(f"\nwrote {args.json}")
    return 0


def check_goals(results: dict[str, dict[str, float]]) -> list[dict[str, Any]]:
    """PASS/FAIL (SKIP when phevaluator is missing): the batch path against phevaluator's C per-call rate."""
    goals: list[dict[str, Any]] = []
    print("\ngoals")
    for label, primary in (("7-card high", True), ("5-card high", False)):
        row = results[label]
        peer = row.get("phevaluator 0.6 (C) evaluate_cards")
        name = f"{label} rank_many vs phevaluator 0.6 C evaluate_cards per call" + ("" if primary else " (extra)")
        if peer is None:
            print(f"  SKIP  {name}: phevaluator missing")
            goals.append({"goal": name, "value": None, "target": 2, "status": "SKIP"})
            continue
        ratio = row[OURS] / peer
        status = "PASS" if ratio >= 2 else "FAIL"
        print(f"  {status}  {name}: {ratio:,.1f}x (target >= 2x)")
        goals.append({"goal": name, "value": ratio, "target": 2, "status": status})
    return goals


if __name__ == "__main__":
    sys.exit(main())
