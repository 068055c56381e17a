"""Before and after: a past revision of pokervariants beside the working tree, in one process.

How to run, from the repository root::

    python benchmarks/bench_revisions.py                  # HEAD~1 against the working tree
    python benchmarks/bench_revisions.py --base 1ffc170   # any revision git knows
    python benchmarks/bench_revisions.py --quick --only evaluator

The base revision's package is taken with ``git archive`` into a temporary
folder under another name (``pokervariants_base``: the package imports itself
only relatively), so both versions load side by side and every workload runs
A B A B over the repetitions, as ``BENCHMARKING.md`` asks; the medians and the
ratio new / base are printed. Workloads: the integer evaluators (plain ints and
``Card`` objects) and whole six-player hands of every game, calling down and
with random legal actions from a fixed seed, and Bailey's Poker; the flop and
draw games with the loops of ``bench_flop.py`` and ``bench_draw.py`` (sized bets
and random discards included); hand histories (``phh``): random hands of Stud,
Razz, no-limit hold'em, 2-7 triple draw and Bailey's Poker written as PHH text
by each version's own writer, then read and replayed (``phh.loads`` and
``phh.replay``), every card known, and with the cards of players who show none
hidden (``??``) as real transcripts hide them; the writing itself; ``equity``
on hold'em, stud, Omaha and Baseball spots, sampled from a fixed seed and
enumerated exactly (its rates are deals a second). Every workload reaches the
package only through its top-level names (``pv.phh``, ``pv.equity``,
``pv.StudHigh``, ...), so the same code runs on both versions whatever modules
they keep them in. The base's name written out in a string is renamed too (see
``load_base``).
"""

from __future__ import annotations

import argparse
import gc
import importlib
import io
import json
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def load_base(revision: str, into: Path) -> Any:
    """The package as it was at ``revision``, imported as ``pokervariants_base``.

    Its own name written out in a string (``type(ranker).__module__ == "pokervariants.rankers"``:
    ``equity`` takes the numpy path only for the library's own rankers, phases and games) is renamed
    too, else the base would miss such a test and run another, slower path than it does installed."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "src/pokervariants"], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    (into / "src" / "pokervariants").rename(into / "pokervariants_base")
    for module in (into / "pokervariants_base").rglob("*.py"):
        text = module.read_text(encoding="utf-8")
        renamed = re.sub(r"""(["'])pokervariants(?=[."'])""", r"\1pokervariants_base", text)
        if renamed != text:
            module.write_text(renamed, encoding="utf-8")
    sys.path.insert(0, str(into))
    return importlib.import_module("pokervariants_base")


def load_new() -> Any:
    sys.path.insert(0, str(ROOT / "src"))
    return importlib.import_module("pokervariants")


Workload = Callable[[Any], Callable[[], int]]
"""Given a version of the package, a function that runs the timed loop once and returns how many items it did."""


def evaluator(name: str, size: int, count: int, *, cards: bool = False, **options: Any) -> Workload:
    def make(pv: Any) -> Callable[[], int]:
        rng = random.Random(2026)
        hands = [rng.sample(range(52), size) for _ in range(count)]
        if cards:
            hands = [[pv.Card(c) for c in hand] for hand in hands]
        function = getattr(pv, name)
        if options:
            return lambda: len([function(hand, **options) for hand in hands])
        return lambda: len([function(hand) for hand in hands])

    return make


def hands(game_of: Callable[[Any], Any], count: int, *, randomly: bool, players: int = 6) -> Workload:
    def make(pv: Any) -> Callable[[], int]:
        game = game_of(pv)
        bailey = isinstance(game, pv.Bailey)
        fold = pv.ActionKind.FOLD

        def run() -> int:
            rng = random.Random(1)
            for seed in range(count):
                hand = game.new_hand([0] * players if bailey else [1000] * players, seed=seed)
                while not hand.is_over:
                    legal = hand.legal_actions()
                    if randomly:
                        weighted = [a for a in legal if a.kind is fold] + [a for a in legal if a.kind is not fold] * 3
                        hand.act(rng.choice(weighted))
                    else:
                        hand.act(next(a for a in legal if a.kind is not fold))
            return count

        return run

    return make


def table_hands(game_of: Callable[[Any], Any], count: int, *, randomly: bool) -> Workload:
    """Six-player hands of a flop or draw game as ``bench_flop.py`` and ``bench_draw.py`` play them
    (their loop: a ranged bet or raise sized at random, a draw of random cards; calling down stands pat)."""
    from bench_draw import ours  # run from the repository root, as the other benchmarks

    def make(pv: Any) -> Callable[[], int]:
        game = game_of(pv)

        def run() -> int:
            ours(game, count, randomly, pv)
            return count

        return run

    return make


def stud(cls: str, **extra: Any) -> Callable[[Any], Any]:
    return lambda pv: getattr(pv, cls)(ante=1, bring_in=2, small_bet=5, big_bet=10, **extra)


def fixed_limit(pv: Any) -> Any:
    """Fixed limit 2/4 with PokerKit's count of raises, in a revision that has the option (earlier ones play it alone)."""
    try:
        return pv.FixedLimit(small_bet=2, big_bet=4, blind_is_bet=False)
    except TypeError:
        return pv.FixedLimit(small_bet=2, big_bet=4)


def fixed_holdem(pv: Any) -> Any:
    return pv.Holdem(blinds=(1, 2), betting=fixed_limit(pv))


def baseball(**extra: Any) -> Callable[[Any], Any]:
    return lambda pv: pv.Baseball(ante=1, small_bet=5, big_bet=10, **extra)


def random_hand(pv: Any, game: Any, seed: int, rng: random.Random, players: int) -> Any:
    """A finished hand of ``game`` with random legal actions from ``rng`` as ``bench_draw.py`` plays them
    (a fold one time in four, bets sized at random, random discards); Bailey's Poker from no chips."""
    Action, kinds = pv.Action, pv.ActionKind
    fold, draw = kinds.FOLD, kinds.DRAW
    hand = game.new_hand([0] * players if isinstance(game, pv.Bailey) else [200] * players, seed=seed)
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal[0].kind is draw:
            held = hand.down_cards(hand.actor)
            count = rng.randint(0, len(held))
            hand.act(Action(draw, count, tuple(rng.sample(held, count))) if count else legal[0])
            continue
        action = rng.choice([a for a in legal if a.kind is fold] + [a for a in legal if a.kind is not fold] * 3)
        if action.most is not None:
            action = action.sized(rng.choice((action.amount, action.most, rng.randint(action.amount, action.most))))
        hand.act(action)
    return hand


def hidden(history: Any) -> Any:
    """``history`` as a real transcript has it: every card of a player who shows none at the end is ``??``
    (face-up cards and discards too), the others' cards as dealt. A hand whose draws reshuffled the
    discards is left whole: hiding its cards may hide more cards than the pack holds, which a replay
    cannot always place (``docs/phh.rst``)."""
    if "_reshuffled" in history:
        return history
    shown = {line.split()[0] for line in history.actions if line.split()[1:2] == ["sm"]}

    def hide(line: str) -> str:
        words = line.split(" ")
        if words[:2] == ["d", "dh"] and words[2] not in shown:  # d dh p3 Kc9d7s
            words[3] = "??" * (len(words[3]) // 2)
        elif words[1:2] == ["sd"] and len(words) > 2 and words[2] != "#" and words[0] not in shown:  # p3 sd Kc9d
            words[2] = "??" * (len(words[2]) // 2)
        return " ".join(words)

    return history.with_fields(actions=[hide(line) for line in history.actions])


def recorder(pv: Any) -> Callable[..., Any]:
    """The version's PHH writer: ``phh.record(hand)``, or ``HandHistory.from_hand(hand)`` before 0.2."""
    record = getattr(pv.phh, "record", None)  # before 0.2, the name of the writer's module, if at all
    return record if callable(record) else pv.phh.HandHistory.from_hand


def replays(game_of: Callable[[Any], Any], count: int, *, players: int = 6, hide: bool = False) -> Workload:
    """Read and replay ``count`` hand histories of random hands, written beforehand by the version's own writer."""

    def make(pv: Any) -> Callable[[], int]:
        game, rng, texts = game_of(pv), random.Random(3), []
        for seed in range(count):
            history = recorder(pv)(random_hand(pv, game, seed, rng, players))
            texts.append(pv.phh.dumps(hidden(history) if hide else history))
        loads, replay = pv.phh.loads, pv.phh.replay
        return lambda: len([replay(loads(text)) for text in texts])

    return make


def writes(game_of: Callable[[Any], Any], count: int, *, players: int = 6) -> Workload:
    """Write ``count`` random hands, played beforehand, as PHH text."""

    def make(pv: Any) -> Callable[[], int]:
        game, rng = game_of(pv), random.Random(3)
        played = [random_hand(pv, game, seed, rng, players) for seed in range(count)]
        record, dumps = recorder(pv), pv.phh.dumps
        return lambda: len([dumps(record(hand)) for hand in played])

    return make


def equities(game_of: Callable[[Any], Any], holdings: list[str], calls: int, **options: Any) -> Workload:
    """``calls`` calls of ``equity`` on one spot; the items are the deals sampled or enumerated. Sampled
    spots take 100,000 deals a call at most, below the size at which the numpy path shares the work
    among threads: every call runs on the calling thread."""

    def make(pv: Any) -> Callable[[], int]:
        game, equity = game_of(pv), pv.equity
        return lambda: sum([equity(game, holdings, **options).trials for _ in range(calls)])

    return make


def triple_draw(pv: Any) -> Any:
    return pv.DeuceToSevenTripleDraw(betting=fixed_limit(pv))


def workloads(scale: float) -> dict[str, dict[str, Workload]]:
    def n(count: int) -> int:
        return max(1, int(count * scale))

    return {
        "evaluator": {
            "rank_high, 5 cards": evaluator("rank_high", 5, n(200_000)),
            "rank_high, 6 cards": evaluator("rank_high", 6, n(200_000)),
            "rank_high, 7 cards": evaluator("rank_high", 7, n(200_000)),
            "rank_high, 7 Card objects": evaluator("rank_high", 7, n(100_000), cards=True),
            "rank_high, 7 cards, 3s and 9s wild": evaluator("rank_high", 7, n(100_000), wild="39"),
            "rank_low, 7 cards": evaluator("rank_low", 7, n(150_000)),
            "rank_low8, 7 cards": evaluator("rank_low8", 7, n(150_000)),
            "rank_bailey, 5 cards": evaluator("rank_bailey", 5, n(150_000)),
        },
        "engine": {
            "Stud, calling down": hands(stud("StudHigh"), n(1500), randomly=False),
            "Stud, random legal": hands(stud("StudHigh"), n(3000), randomly=True),
            "Razz, calling down": hands(stud("Razz"), n(1500), randomly=False),
            "Razz, random legal": hands(stud("Razz"), n(3000), randomly=True),
            "Stud/8, calling down": hands(stud("StudHiLo8"), n(1000), randomly=False),
            "Stud/8, random legal": hands(stud("StudHiLo8"), n(2500), randomly=True),
            "Baseball, calling down": hands(baseball(), n(1500), randomly=False),
            "Baseball, random legal": hands(baseball(), n(3000), randomly=True),
            "Baseball seven-card, random legal": hands(baseball(seven_card=True), n(2500), randomly=True),
            "Bailey, 4 players, random legal": hands(lambda pv: pv.Bailey(), n(3000), randomly=True, players=4),
            "Bailey, 4 players, standing pat": hands(lambda pv: pv.Bailey(), n(3000), randomly=False, players=4),
        },
        "flop": {
            "NL hold'em, calling down": table_hands(lambda pv: pv.Holdem(blinds=(1, 2)), n(1500), randomly=False),
            "NL hold'em, random legal": table_hands(lambda pv: pv.Holdem(blinds=(1, 2)), n(3000), randomly=True),
            "FL hold'em, calling down": table_hands(fixed_holdem, n(1500), randomly=False),
            "FL hold'em, random legal": table_hands(fixed_holdem, n(2000), randomly=True),
            "PL Omaha, random legal": table_hands(lambda pv: pv.Omaha(blinds=(1, 2)), n(1500), randomly=True),
        },
        "draw": {
            "NL 2-7 single draw, calling down": table_hands(lambda pv: pv.DeuceToSevenSingleDraw(), n(3000), randomly=False),
            "NL 2-7 single draw, random legal": table_hands(lambda pv: pv.DeuceToSevenSingleDraw(), n(3000), randomly=True),
            "FL 2-7 triple draw, calling down": table_hands(lambda pv: pv.DeuceToSevenTripleDraw(betting=fixed_limit(pv)), n(1500), randomly=False),
            "FL 2-7 triple draw, random legal": table_hands(lambda pv: pv.DeuceToSevenTripleDraw(betting=fixed_limit(pv)), n(1500), randomly=True),
            "FL Badugi, random legal": table_hands(lambda pv: pv.Badugi(betting=fixed_limit(pv)), n(1500), randomly=True),
        },
        "phh": {
            "Stud, replay": replays(stud("StudHigh"), n(400)),
            "Stud, replay, unshown cards hidden": replays(stud("StudHigh"), n(100), hide=True),
            "Razz, replay": replays(stud("Razz"), n(400)),
            "Razz, replay, unshown cards hidden": replays(stud("Razz"), n(100), hide=True),
            "NL hold'em, replay": replays(lambda pv: pv.Holdem(blinds=(1, 2)), n(600)),
            "NL hold'em, replay, unshown cards hidden": replays(lambda pv: pv.Holdem(blinds=(1, 2)), n(600), hide=True),
            "FL 2-7 triple draw, replay": replays(triple_draw, n(300)),
            "FL 2-7 triple draw, 4 players, hidden": replays(triple_draw, n(300), players=4, hide=True),
            "Bailey, 4 players, replay": replays(lambda pv: pv.Bailey(), n(200), players=4),
            "Stud, write": writes(stud("StudHigh"), n(400)),
            "NL hold'em, write": writes(lambda pv: pv.Holdem(blinds=(1, 2)), n(600)),
            "FL 2-7 triple draw, write": writes(triple_draw, n(300)),
        },
        "equity": {
            "hold'em preflop, heads-up, sampled": equities(lambda pv: pv.Holdem(), ["AsKs", "QdQc"], n(12), samples=100_000, seed=1, exact=False),
            "hold'em flop, three-way, exact": equities(lambda pv: pv.Holdem(), ["AsKs", "QdQc", "7h6h"], n(1000), board="Qs 7s 2d", exact=True),
            "stud third street, heads-up, sampled": equities(stud("StudHigh"), ["AsKs/Qs", "AhAd/Ac"], n(8), samples=100_000, seed=1),
            "stud sixth street, three-way, exact": equities(stud("StudHigh"), ["AsKs/QsJs2d3c", "AhAd/AcKdKc4h", "7c7d/8s9sTh6c"], n(100), exact=True),
            "stud third street, one deal at a time": equities(stud("StudHigh"), ["AsKs/Qs", "AhAd/Ac"], n(4), samples=5000, seed=1, backend="python"),
            "Omaha preflop, heads-up, sampled": equities(lambda pv: pv.Omaha(), ["AsKsQdJd", "7h7c6h6c"], n(8), samples=100_000, seed=1),
            "Omaha flop, heads-up, exact": equities(lambda pv: pv.Omaha(), ["AsKsQdJd", "7h7c6h6c"], n(800), board="Qs 7s 2d", exact=True),
            "Baseball, heads-up, sampled": equities(baseball(), ["Ks/Qs", "Ah/Tc"], n(8), samples=20_000, seed=1),
        },
    }


def race(base: Callable[[], int], new: Callable[[], int], reps: int) -> tuple[float, float]:
    base(), new()  # warm-up: tables, caches
    rates: tuple[list[float], list[float]] = ([], [])
    for _ in range(reps):
        for run, out in ((base, rates[0]), (new, rates[1])):
            gc.collect()
            gc.disable()
            try:
                start = time.perf_counter()
                done = run()
                out.append(done / (time.perf_counter() - start))
            finally:
                gc.enable()
    return statistics.median(rates[0]), statistics.median(rates[1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="HEAD~1", help="the revision to compare with (default HEAD~1)")
    parser.add_argument("--quick", action="store_true", help="fewer items and repetitions")
    parser.add_argument("--only", action="append", choices=("evaluator", "engine", "flop", "draw", "phh", "equity"), help="a group of workloads (may be given more than once)")
    parser.add_argument("--reps", type=int, default=None, help="repetitions (default 9, 5 with --quick)")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    args = parser.parse_args(argv)
    reps = args.reps or (5 if args.quick else 9)
    with tempfile.TemporaryDirectory() as tmp:
        old = load_base(args.base, Path(tmp))
        new = load_new()
        old.build_tables()
        new.build_tables()
        results: dict[str, dict[str, float]] = {}
        print(f"pokervariants at {args.base} (base) beside the working tree (new), median of {reps}, alternating")
        for group, loads in workloads(0.25 if args.quick else 1.0).items():
            if args.only and group not in args.only:
                continue
            print(f"\n{group}\n  {'workload':<40}{'base /s':>14}{'new /s':>14}{'new/base':>10}")
            for name, make in loads.items():
                a, b = race(make(old), make(new), reps)
                results[name] = {"base": a, "new": b, "ratio": b / a}
                print(f"  {name:<40}{a:>14,.0f}{b:>14,.0f}{b / a:>10.3f}")
    if args.json:
        Path(args.json).write_text(json.dumps({"base": args.base, "reps": reps, "results": results}, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
