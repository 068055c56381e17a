"""Per-call timing of the flop-game rankings against peer libraries: Omaha high first.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_omaha.py            # full run, about a minute
    python benchmarks/bench_omaha.py --quick    # fewer hands and repetitions
    python benchmarks/bench_omaha.py --json omaha.json

Omaha high, four hole cards and a five-card board: ``rank_omaha(hole, board)``
against phevaluator 0.6's ``evaluate_omaha_cards`` (C, through its Python
wrapper, and ``_pheval.evaluate_omaha_cards``, the extension's function without
the wrapper) and pokerkit's ``OmahaHoldemHand.from_game``. Also, against
pokerkit only: Omaha eight-or-better (``OmahaEightOrBetterLowHand``) and
seven-card short-deck hold'em (``ShortDeckHoldemHand``). A missing peer is
skipped with a note.

Method (see BENCHMARKING.md): the same deals for every library from a fixed
seed, converted to each library's own card type before timing; only a
``[f(...) for ... in deals]`` loop is timed; libraries alternate A B A B over
several repetitions and the median calls/s is reported, with ratios against
the peers measured in the same run; pokerkit gets fewer deals. Tables are built
(``build_tables()``, Omaha's board rows included) before timing, and their cost
is reported separately. Peers are used here only, never in the tests.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench_evaluators import Contender, optional_import, print_table, race, text

import pokervariants as pv

SEED = 2026
Deal = tuple[list[int], list[int]]


def deals(rng: random.Random, count: int, hole: int, board: int, pack: Sequence[int] = range(52)) -> list[Deal]:
    out = []
    for _ in range(count):
        cards = rng.sample(list(pack), hole + board)
        out.append((cards[:hole], cards[hole:]))
    return out


def pokerkit_pairs(pk: Any, rows: list[Deal]) -> list[tuple[tuple[Any, ...], tuple[Any, ...]]]:
    """Deals as pre-parsed ``pokerkit.Card`` tuples, so that no parsing is timed."""
    return [(tuple(pk.Card.parse("".join(map(text, h)))), tuple(pk.Card.parse("".join(map(text, b))))) for h, b in rows]


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def check_agreement(peers: dict[str, Any], rng: random.Random) -> None:
    """Orderings of random pairs of deals agree with the peers' (phevaluator: smaller is better)."""
    problems: list[str] = []
    phe, pk = peers.get("phevaluator"), peers.get("pokerkit")
    for _ in range(3000 if phe else 0):
        (h1, b1), (h2, b2) = deals(rng, 2, 4, 5)
        mine = _sign(pv.rank_omaha(h1, b1) - pv.rank_omaha(h2, b2))
        theirs = _sign(phe.evaluate_omaha_cards(*b2, *h2) - phe.evaluate_omaha_cards(*b1, *h1))
        if mine != theirs:
            problems.append(f"rank_omaha {h1} {b1} vs {h2} {b2}")
    if pk:
        checks: list[tuple[str, Any, Any, int, int, Sequence[int]]] = [
            ("rank_omaha", lambda h, b: pv.rank_omaha(h, b), pk.OmahaHoldemHand.from_game, 4, 5, range(52)),
            ("rank_omaha8", lambda h, b: pv.rank_omaha8(h, b), pk.OmahaEightOrBetterLowHand.from_game_or_none, 4, 5, range(52)),
            ("rank_short_deck", lambda h, b: pv.rank_short_deck(h + b), pk.ShortDeckHoldemHand.from_game, 2, 5, range(16, 52)),
        ]
        for name, ours, theirs_of, hole, board, pack in checks:
            for _ in range(300):
                rows = deals(rng, 2, hole, board, pack)
                (x, y), (hx, hy) = (ours(h, b) for h, b in rows), pokerkit_pairs(pk, rows)
                a, b = theirs_of(*hx), theirs_of(*hy)
                theirs = (a is not None) - (b is not None) if a is None or b is None else (a > b) - (a < b)
                if _sign(x - y) != theirs:
                    problems.append(f"{name} {rows}")
    if problems:
        print(f"\nWARNING: {len(problems)} disagreements with peers, e.g. {problems[:3]}")
    else:
        print("\ncross-check against peers: all orderings agree")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals and repetitions")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    args = parser.parse_args(argv)
    scale, reps = (10, 5) if args.quick else (1, 7)
    n_fast, n_slow = 100_000 // scale, 3_000 // scale

    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, "
          f"{'quick' if args.quick else 'full'} mode, {reps} repetitions, seed {SEED}")  # fmt: skip
    start = time.perf_counter()
    pv.build_tables()
    built = time.perf_counter() - start
    peers = {name: optional_import(name) for name in ("phevaluator", "pokerkit")}
    rng = random.Random(SEED)
    check_agreement(peers, rng)
    phe, pk = peers["phevaluator"], peers["pokerkit"]
    results: dict[str, dict[str, float]] = {}

    omaha = deals(rng, n_fast, 4, 5)
    ours = "pokervariants rank_omaha (ints)"
    rank_omaha, rank = pv.rank_omaha, pv.OmahaRanker().rank
    rows = [
        Contender(ours, lambda d: [rank_omaha(h, b) for h, b in d], omaha),
        Contender("pokervariants rank_omaha (Card)", lambda d: [rank_omaha(h, b) for h, b in d],
                  [(pv.as_cards(h), pv.as_cards(b)) for h, b in omaha]),  # fmt: skip
        Contender("pokervariants OmahaRanker", lambda d: [rank(c) for c in d],
                  [pv.CardsHeld(pv.as_cards(h), board=pv.as_cards(b)) for h, b in omaha]),  # fmt: skip
    ]
    if phe:
        wrapper = phe.evaluate_omaha_cards
        native = importlib_native(phe)
        flat = [(*b, *h) for h, b in omaha]  # phevaluator: the five board cards, then the four hole cards
        rows.append(Contender("phevaluator 0.6 (C, wrapper)", lambda d: [wrapper(*c) for c in d], flat))
        if native is not None:
            rows.append(Contender("phevaluator 0.6 (C, _pheval)", lambda d: [native(*c) for c in d], flat))
    if pk:
        from_game = pk.OmahaHoldemHand.from_game
        rows.append(Contender("pokerkit OmahaHoldemHand", lambda d: [from_game(h, b) for h, b in d], pokerkit_pairs(pk, omaha[:n_slow])))
    results["Omaha high, 4 hole + 5 board"] = race(rows, reps)
    print_table("Omaha high, 4 hole + 5 board (calls/s)", results["Omaha high, 4 hole + 5 board"], ours)

    for label, ours_name, call, peer, hole, board, pack in (
        ("Omaha eight-or-better, 4 hole + 5 board", "pokervariants rank_omaha8", pv.rank_omaha8,
         "OmahaEightOrBetterLowHand", 4, 5, range(52)),
        ("Omaha high, 6 hole + 5 board", "pokervariants rank_omaha", pv.rank_omaha, "OmahaHoldemHand", 6, 5, range(52)),
        ("Short-deck hold'em, 2 hole + 5 board", "pokervariants rank_short_deck", None,
         "ShortDeckHoldemHand", 2, 5, range(16, 52)),
    ):  # fmt: skip
        data = deals(rng, n_fast, hole, board, pack)
        if call is None:
            short = pv.rank_short_deck
            race_rows = [Contender(ours_name, lambda d: [short(c) for c in d], [h + b for h, b in data])]
        else:
            race_rows = [Contender(ours_name, lambda d, f=call: [f(h, b) for h, b in d], data)]
        if pk:
            cls = getattr(pk, peer)
            make = cls.from_game_or_none if peer == "OmahaEightOrBetterLowHand" else cls.from_game
            race_rows.append(Contender(f"pokerkit {peer}", lambda d, m=make: [m(h, b) for h, b in d], pokerkit_pairs(pk, data[:n_slow])))
        results[label] = race(race_rows, reps)
        print_table(f"{label} (calls/s)", results[label], ours_name)

    print(f"\nbuild_tables() in this process, Omaha's 8,450 board rows included: {built * 1000:.0f} ms")
    if args.json:
        payload = {"seed": SEED, "quick": args.quick, "reps": reps, "python": sys.version.split()[0],
                   "calls_per_s": results, "build_tables_s": built}  # fmt: skip
        Path(args.json).write_text(json.dumps(payload, indent=2) + "\n")
        print(f"wrote {args.json}")
    return 0


def importlib_native(phe: Any) -> Any:
    """phevaluator's extension function without its Python wrapper, if the extension has it."""
    try:
        from phevaluator import _pheval
    except ImportError:
        return None
    return getattr(_pheval, "evaluate_omaha_cards", None)


if __name__ == "__main__":
    sys.exit(main())
