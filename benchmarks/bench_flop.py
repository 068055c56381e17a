"""Flop games, full hands per second: the pokervariants engine beside PokerKit, run side by side.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_flop.py            # a few minutes
    python benchmarks/bench_flop.py --quick

Six players, blinds 1/2 (fixed limit 2/4), stacks of 200. Two workloads per game: everyone
calling (or checking) down to the showdown, and random legal actions (fold weighted 1, every
other choice 3, and no fold when checking is free: our menus leave that fold out, and PokerKit,
which allows it with a warning, is offered the same choices; a bet or raise of no or pot limit at its smallest, its largest or a size
between, equally likely) from a fixed seed. PokerKit runs with every dealer chore automated, as
in BENCHMARKING.md. Libraries alternate over the repetitions; medians, and our speed divided by
PokerKit's. Goal (issue 15): at least 20x PokerKit, 30x for hold'em. (PokerKit 0.7.7's
``FixedLimitOmahaHoldemHighLowSplitEightOrBetter`` plays pot limit without a cap: a mix-up in
its class, so that race compares different betting.)
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from typing import Any

import pokervariants as pv
from bench_engine import race  # the same alternating race as the stud games' (run from the repository root)

PLAYERS = 6
STACK = 200
GAMES: dict[str, tuple[Any, str, tuple[Any, ...]]] = {
    "No-limit hold'em": (pv.Holdem(blinds=(1, 2), betting=pv.NoLimit()), "NoLimitTexasHoldem", (2,)),
    "Fixed-limit hold'em": (pv.Holdem(blinds=(1, 2), betting=pv.FixedLimit(small_bet=2, big_bet=4)), "FixedLimitTexasHoldem", (2, 4)),
    "No-limit short deck": (pv.ShortDeckHoldem(blinds=(1, 2), ante=0, button_blind=0), "NoLimitShortDeckHoldem", (2,)),
    "Pot-limit Omaha": (pv.Omaha(blinds=(1, 2)), "PotLimitOmahaHoldem", (2,)),
    "Fixed-limit Omaha hi/lo": (pv.OmahaHiLo8(blinds=(1, 2)), "FixedLimitOmahaHoldemHighLowSplitEightOrBetter", (2, 4)),
}


def ours(game: Any, hands: int, randomly: bool) -> None:
    fold = pv.ActionKind.FOLD
    rng = random.Random(1)
    for seed in range(hands):
        hand = game.new_hand([STACK] * PLAYERS, seed=seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            if randomly:
                action = rng.choice([a for a in legal if a.kind is fold] + [a for a in legal if a.kind is not fold] * 3)
                if action.most is not None:
                    action = action.sized(rng.choice((action.amount, action.most, rng.randint(action.amount, action.most))))
            else:
                action = next(a for a in legal if a.kind is not fold and a.kind is not pv.ActionKind.RAISE and a.kind is not pv.ActionKind.BET)
            hand.act(action)


def theirs(pokerkit: Any, name: str, sizes: tuple[Any, ...], randomly: bool) -> Callable[[int], None]:
    automations = tuple(pokerkit.Automation)
    game = getattr(pokerkit, name)(automations, True, 0, (1, 2), *sizes, mode=pokerkit.Mode.CASH_GAME)

    def run(hands: int) -> None:
        rng = random.Random(1)
        for _ in range(hands):
            state = game([STACK] * PLAYERS, PLAYERS)
            while state.status:
                if randomly:
                    random_step(state, rng, needless_fold=False)  # the choices our menus offer: no fold when checking is free
                else:
                    state.check_or_call()

    return run


def random_step(state: Any, rng: random.Random, *, needless_fold: bool = False, raise_weight: int = 3) -> None:
    """One random legal PokerKit action: a fold weighted 1 (none when checking is free unless
    ``needless_fold``), a check or call 3, a bet or raise ``raise_weight`` (at its smallest, its
    largest or a size between, equally likely)."""
    choices: list[Callable[[], object]] = []
    if state.can_fold() and (needless_fold or not (state.can_check_or_call() and state.checking_or_calling_amount == 0)):
        choices.append(state.fold)
    if state.can_check_or_call():
        choices += [state.check_or_call] * 3
    if state.can_complete_bet_or_raise_to():
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        amount = rng.choice((low, high, rng.randint(low, high)))
        choices += [lambda amount=amount: state.complete_bet_or_raise_to(amount)] * raise_weight
    rng.choice(choices)()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--game", metavar="TEXT", help="only the games whose title holds TEXT (any case)")
    args = parser.parse_args(argv)
    ours_hands, theirs_hands, reps = (200, 20, 3) if args.quick else (1000, 100, 5)
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
        print("pokerkit is not installed: showing our figures alone (pip install -e '.[bench]')")
    pv.build_tables()
    print(f"pokervariants {pv.__version__}, Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions")
    games = {title: entry for title, entry in GAMES.items() if not args.game or args.game.lower() in title.lower()}
    ratios = race_workloads(games, ours, theirs, pokerkit, (ours_hands, theirs_hands), reps, width=36)
    print("\ngoals (at least 20x PokerKit; 30x for hold'em)")
    for title, label, ratio in ratios:
        goal = 30.0 if "hold'em" in title else 20.0
        print(f"  {'PASS' if ratio >= goal else 'FAIL'}  {label}: {ratio:,.1f}x (goal {goal:.0f}x)")
    return 0


def race_workloads(
    games: dict[str, tuple[Any, str, tuple[Any, ...]]],
    ours: Callable[[Any, int, bool], None],
    theirs: Callable[[Any, str, tuple[Any, ...], bool], Callable[[int], None]],
    pokerkit: Any,
    hands: tuple[int, int],
    reps: int,
    *,
    width: int,
) -> list[tuple[str, str, float]]:
    """Race each game's two workloads (calling down, random legal) against PokerKit, printing a line
    each; the (game, workload label, ratio) of every race PokerKit ran in."""
    ratios: list[tuple[str, str, float]] = []
    for title, (game, pk_name, sizes) in games.items():
        for workload, randomly in (("call down", False), ("random legal", True)):
            runners: dict[str, Callable[[int], None]] = {"pokervariants": lambda n, g=game, r=randomly: ours(g, n, r)}
            counts = {"pokervariants": hands[0]}
            if pokerkit is not None:
                runners["pokerkit"] = theirs(pokerkit, pk_name, sizes, randomly)
                counts["pokerkit"] = hands[1]
            rates = race(runners, counts, reps)
            label = f"{title}, {workload}"
            ratio = rates["pokervariants"] / rates["pokerkit"] if "pokerkit" in rates else None
            theirs_rate = f"{rates['pokerkit']:>8,.0f}" if "pokerkit" in rates else f"{'-':>8}"
            print(f"  {label:<{width}} pokervariants {rates['pokervariants']:>8,.0f}/s   pokerkit {theirs_rate}/s   {f'{ratio:,.1f}x' if ratio else ''}")
            if ratio is not None:
                ratios.append((title, label, ratio))
    return ratios


if __name__ == "__main__":
    sys.exit(main())
