"""Reading poker rooms' hand histories: pokervariants' ``sites.read`` (each hand read and proven by
replaying it) beside the peers that read PokerStars' format, on the same files, one core.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_sites.py            # about a minute
    python benchmarks/bench_sites.py --quick
    python benchmarks/bench_sites.py --stages   # and where each hand's time goes

The hands are random six-player no-limit hold'em hands (and fewer players now and then) played
here in dollars and cents with a 5% rake capped at $3, written in PokerStars' text format
(``tests/stars_format.py``): side pots, all-ins, uncalled bets returned, showdowns; and the same
as tournament hands in chips with antes. Peers: PokerKit's ``HandHistory.from_pokerstars`` (its
parser, which replays each hand to its end as it reads it, and then every hand's states walked
again), and ``pokerdf`` (PokerStars tournament files to a pandas table, no replay; it reads no
cash game). Each library counts the hands it reads; the rate is of those. Libraries alternate over the repetitions; medians, and
each peer's speed beside ours. Goal (issue 33): 5,000 hands a second a core, ahead of each peer.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import statistics
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the tests' PokerStars writer

import pokervariants as pv  # noqa: E402
from pokervariants.bots import RandomBot  # noqa: E402
from tests.stars_format import stars_text  # noqa: E402

NAMES = ["Ann", "Bea", "Cy", "Dee", "Eli", "Fay"]


def stars_file(count: int, *, tournament: bool = False, seed: int = 7) -> str:
    """``count`` random hands as one PokerStars file's text: a cash game in cents with a rake, or a
    tournament in chips with antes."""
    if tournament:
        game: Any = pv.Holdem(blinds=(10, 20), ante=2, betting=pv.NoLimit())
    else:
        game = pv.Holdem(blinds=(Decimal("0.50"), Decimal("1.00")), betting=pv.NoLimit(), rake=pv.Rake(percent=5, cap=Decimal("3.00")))
    rng, bot, parts = random.Random(seed), RandomBot(fold_weight=0.5), []
    for number in range(count):
        players = 6 if rng.random() < 0.8 else rng.randint(2, 5)
        stacks = [rng.randint(400, 3000) for _ in range(players)] if tournament else [Decimal(rng.randint(4_000, 30_000)) / 100 for _ in range(players)]
        hand = game.new_hand(stacks, seed=number)
        while not hand.is_over:
            hand.act(bot.choose(hand, hand.actor, rng))
        blinds = (Decimal(10), Decimal(20)) if tournament else (Decimal("0.50"), Decimal("1.00"))
        parts.append(stars_text(hand, number=10_000 + number, code="NT", names=NAMES[:players], hero=rng.randrange(players), small=blinds[0], big=blinds[1], tournament=3_000_000 if tournament else None))
    return "\n\n".join(parts)


def race(runners: dict[str, Callable[[], int]], reps: int) -> dict[str, float]:
    """Hands a second for each runner (each returns how many hands it read), alternating, medians."""
    rates: dict[str, list[float]] = {name: [] for name in runners}
    for _ in range(reps):
        for name, run in runners.items():
            start = time.perf_counter()
            hands = run()
            rates[name].append(hands / (time.perf_counter() - start))
    return {name: statistics.median(r) for name, r in rates.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--reps", type=int, help="repetitions (5; 3 with --quick)")
    parser.add_argument("--stages", action="store_true", help="also time each stage of a hand: the text split, read, built, played, checked")
    args = parser.parse_args(argv)
    count, reps = (200, 3) if args.quick else (1000, 5)
    reps = args.reps or reps
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {count} PokerStars hands a workload, {reps} repetitions")
    passed = True
    for title, tournament in (("cash game in cents, 5% rake", False), ("tournament in chips, antes", True)):
        print(f"\n{title}")
        text = stars_file(count, tournament=tournament)
        passed &= _workload(text, count, reps)
        if args.stages:
            _stages(text, reps)
    print(f"\ngoal (5,000 hands a second a core, ahead of each peer): {'PASS' if passed else 'FAIL'}")
    return 0


def _workload(text: str, count: int, reps: int) -> bool:
    """Race the readers on one file's text; whether ours met the goal."""
    runners: dict[str, Callable[[], int]] = {"pokervariants (read and proven)": lambda: sum(1 for _ in pv.sites.read(text))}
    try:
        import pokerkit

        def pokerkit_parse() -> int:  # (its parser replays each hand to the end as it reads it)
            with contextlib.redirect_stderr(io.StringIO()), warnings.catch_warnings():  # a hand it cannot read: a traceback and a warning
                warnings.simplefilter("ignore")
                return sum(1 for _ in pokerkit.HandHistory.from_pokerstars(text))

        def pokerkit_replay() -> int:
            read = 0
            with contextlib.redirect_stderr(io.StringIO()), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                for history in pokerkit.HandHistory.from_pokerstars(text):
                    for _ in history:
                        pass
                    read += 1
            return read

        print(f"  PokerKit parses {pokerkit_parse()} of the {count} hands")
        runners["PokerKit (parsed)"] = pokerkit_parse
        runners["PokerKit (parsed and replayed)"] = pokerkit_replay
    except ImportError:
        print("  pokerkit is not installed (pip install -e '.[bench]')")
    folder: Any = None
    try:
        from pokerdf.core.read_and_convert import convert_txt_to_tabular_data

        folder = tempfile.TemporaryDirectory()
        path = Path(folder.name) / "HH20261203 T3000000 No Limit Hold'em.txt"
        path.write_text(text, encoding="utf-8")
        rows = convert_txt_to_tabular_data(str(path))
        print(f"  pokerdf reads {len(rows):,} rows (a row a player a hand)")
        runners["pokerdf (to a table)"] = lambda: (convert_txt_to_tabular_data(str(path)), count)[1]
    except ImportError:
        print("  pokerdf is not installed (pip install pokerdf)")
    except Exception as error:  # a peer that cannot read these files is reported, not timed
        print(f"  pokerdf does not read this file ({type(error).__name__}): it reads PokerStars tournaments only")
    rates = race(runners, reps)
    if folder is not None:
        folder.cleanup()
    ours = rates["pokervariants (read and proven)"]
    for name, rate in rates.items():
        beside = "" if rate == ours else f"   ours {ours / rate:,.1f}x"
        print(f"  {name:<34} {rate:>8,.0f} hands/s{beside}")
    return ours >= 5000 and all(ours > rate for name, rate in rates.items() if rate != ours)


def _stages(text: str, reps: int) -> None:
    """Where a hand's time goes in ours: each stage of ``sites.read`` timed over the file (the
    least CPU time of ``reps`` passes, each stage's own, in microseconds a hand)."""
    from pokervariants.phh.history import FrozenDict, checked_history
    from pokervariants.sites import _build, _drive, _pokerstars, _proof

    clock = time.process_time
    best: dict[str, float] = {}
    for _ in range(reps):
        spent = dict.fromkeys(("split into hands", "text read (the room's reader)", "built (PHH fields, the hand in units)", "played through the engine", "checked against the summary", "history made"), 0.0)
        names = list(spent)
        games = _drive.Games()
        start = clock()
        chunks = list(_pokerstars.hands(text))
        spent[names[0]] = clock() - start
        for line, chunk in chunks:
            t0 = clock()
            room = _pokerstars.parse(chunk, line)
            t1 = clock()
            built = _build.build(room)
            t2 = clock()
            hand = _drive.drive(built, games)
            t3 = clock()
            assert hand is not None, "every benchmark hand is played straight from the room's steps"
            found = _proof._checked(room, hand, built.names, built.collected, built.rake, built.pot)
            assert not isinstance(found, str), found
            built.fields.update(found)
            t4 = clock()
            checked_history(FrozenDict(built.fields))  # as the proof makes it (its fields built frozen)
            t5 = clock()
            for name, spell in zip(names[1:], (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4)):
                spent[name] += spell
        for name, total in spent.items():
            best[name] = min(best.get(name, total), total)
    hands = len(list(_pokerstars.hands(text)))
    whole = sum(best.values())
    print(f"  where a hand's time goes (ours; CPU time, least of {reps}):")
    for name, total in best.items():
        print(f"    {name:<40} {total / hands * 1e6:7.1f} µs  {total / whole:6.1%}")
    print(f"    {'together':<40} {whole / hands * 1e6:7.1f} µs  ({hands / whole:,.0f} hands/s)")


if __name__ == "__main__":
    sys.exit(main())
