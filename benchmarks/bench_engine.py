"""Full hands per second: the pokervariants engine beside PokerKit, run side by side.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_engine.py            # about a minute
    python benchmarks/bench_engine.py --quick

Six players, ante 1, bring-in 2 (none in Baseball), limits 5/10, stacks of 1,000. Two workloads per
game: everyone calling (or checking) down to the showdown, and random legal
actions (fold weighted 1, every other choice 3; no fold when checking is free, which our
menus leave out and PokerKit is not offered either) from a fixed seed. PokerKit runs
with every dealer chore automated except runout-count selection, as in
BENCHMARKING.md; its deck is its own. Libraries alternate over the repetitions
and the median is reported, with our speed divided by PokerKit's. Baseball has
no peer; its figures are reported beside the stud games'.
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
from typing import Any

import pokervariants as pv

PLAYERS = 6
STACK = 1000
GAMES: dict[str, tuple[pv.Variant, str | None]] = {
    "Seven-Card Stud": (pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10), "FixedLimitSevenCardStud"),
    "Razz": (pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10), "FixedLimitRazz"),
    "Stud Hi/Lo 8": (
        pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10),
        "FixedLimitSevenCardStudHighLowSplitEightOrBetter",
    ),
    # No peer plays Baseball: our figures stand beside the stud games'.
    "Baseball": (pv.Baseball(ante=1, small_bet=5, big_bet=10), None),
    "Baseball, seven-card": (pv.Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True), None),
}


def ours_call_down(game: pv.Variant, hands: int) -> None:
    for seed in range(hands):
        hand = game.new_hand([STACK] * PLAYERS, seed=seed)
        while not hand.is_over:
            choices = {a.kind: a for a in hand.legal_actions()}
            hand.act(
                choices.get(pv.ActionKind.BRING_IN)
                or choices.get(pv.ActionKind.MATCH_POT)
                or choices.get(pv.ActionKind.CHECK)
                or choices[pv.ActionKind.CALL]
            )


def ours_random(game: pv.Variant, hands: int) -> None:
    rng = random.Random(1)
    fold = pv.ActionKind.FOLD
    for seed in range(hands):
        hand = game.new_hand([STACK] * PLAYERS, seed=seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            weighted = [a for a in legal if a.kind is fold] + [a for a in legal if a.kind is not fold] * 3
            hand.act(rng.choice(weighted))


def pokerkit_runner(pokerkit: Any, name: str, randomly: bool) -> Callable[[int], None]:
    cls = getattr(pokerkit, name)
    automations = tuple(a for a in pokerkit.Automation if a is not pokerkit.Automation.RUNOUT_COUNT_SELECTION)

    def run(hands: int) -> None:
        rng = random.Random(1)
        for _ in range(hands):
            state = cls.create_state(automations, True, 1, 2, 5, 10, (STACK,) * PLAYERS, PLAYERS)
            while state.status:
                if state.can_post_bring_in():
                    choices = [state.post_bring_in]
                    if randomly and state.can_complete_bet_or_raise_to():
                        choices.append(state.complete_bet_or_raise_to)
                elif not randomly:
                    state.check_or_call()
                    continue
                else:
                    choices = [state.check_or_call] * 3
                    if state.can_fold() and state.checking_or_calling_amount:  # our menus offer no fold when checking is free
                        choices.append(state.fold)
                    if state.can_complete_bet_or_raise_to():
                        choices += [state.complete_bet_or_raise_to] * 3
                rng.choice(choices)()

    return run


def race(runners: dict[str, Callable[[int], None]], counts: dict[str, int], reps: int) -> dict[str, float]:
    rates: dict[str, list[float]] = {name: [] for name in runners}
    for name, run in runners.items():
        run(max(1, counts[name] // 20))  # warm-up: tables, caches
    for _ in range(reps):
        for name, run in runners.items():
            gc.collect()
            start = time.perf_counter()
            run(counts[name])
            rates[name].append(counts[name] / (time.perf_counter() - start))
    return {name: statistics.median(r) for name, r in rates.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    args = parser.parse_args(argv)
    ours_hands, theirs_hands, reps = (300, 30, 3) if args.quick else (1500, 150, 5)
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
        print("pokerkit is not installed: showing our figures alone (pip install -e '.[bench]')")
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions")
    results: dict[str, dict[str, float]] = {}
    goals: list[tuple[str, float]] = []
    for title, (game, pk_name) in GAMES.items():
        for workload, ours in (("call down", ours_call_down), ("random legal", ours_random)):
            runners: dict[str, Callable[[int], None]] = {"pokervariants": lambda n, g=game, f=ours: f(g, n)}
            counts = {"pokervariants": ours_hands}
            if pokerkit is not None and pk_name is not None:
                runners["pokerkit"] = pokerkit_runner(pokerkit, pk_name, workload == "random legal")
                counts["pokerkit"] = theirs_hands
            rates = race(runners, counts, reps)
            label = f"{title}, {workload}"
            results[label] = rates
            ratio = rates["pokervariants"] / rates["pokerkit"] if "pokerkit" in rates else None
            shown = f"{ratio:,.1f}x" if ratio else ""
            theirs = f"{rates['pokerkit']:>10,.0f}" if "pokerkit" in rates else f"{'-':>10}"
            print(f"  {label:<36} pokervariants {rates['pokervariants']:>8,.0f}/s   pokerkit {theirs}/s   {shown}")
            if ratio is not None:
                goals.append((label, ratio))
    print("\ngoals (at least 20x PokerKit)")
    for label, ratio in goals:
        print(f"  {'PASS' if ratio >= 20 else 'FAIL'}  {label}: {ratio:,.1f}x")
    if args.json:
        Path(args.json).write_text(json.dumps({"hands_per_s": results, "ratios": dict(goals)}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
