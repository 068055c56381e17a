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
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pokervariants as pv
from bench_engine import race  # the same alternating race as the stud games' (run from the repository root)

PLAYERS = 6
STACK = 200
PK_LIMIT = pv.FixedLimit(small_bet=2, big_bet=4, blind_is_bet=False)  # PokerKit's count of raises (the blinds count toward none), so both play one game
GAMES: dict[str, tuple[Any, str, tuple[Any, ...]]] = {
    "No-limit hold'em": (pv.Holdem(blinds=(1, 2), betting=pv.NoLimit()), "NoLimitTexasHoldem", (2,)),
    "Fixed-limit hold'em": (pv.Holdem(blinds=(1, 2), betting=PK_LIMIT), "FixedLimitTexasHoldem", (2, 4)),
    "No-limit short deck": (pv.ShortDeckHoldem(blinds=(1, 2), ante=0, button_blind=0), "NoLimitShortDeckHoldem", (2,)),
    "Pot-limit Omaha": (pv.Omaha(blinds=(1, 2)), "PotLimitOmahaHoldem", (2,)),
    "Fixed-limit Omaha hi/lo": (pv.OmahaHiLo8(blinds=(1, 2), betting=PK_LIMIT), "FixedLimitOmahaHoldemHighLowSplitEightOrBetter", (2, 4)),
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
    warnings.simplefilter("ignore")  # PokerKit warns when it is asked whether a fold is allowed where checking is free
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions")
    games = {title: entry for title, entry in GAMES.items() if not args.game or args.game.lower() in title.lower()}
    ratios = race_workloads(games, ours, theirs, pokerkit, (ours_hands, theirs_hands), reps, width=36)
    print("\ngoals (at least 20x PokerKit; 30x for hold'em)")
    print_goals(ratios, lambda title: 30.0 if "hold'em" in title else 20.0)
    return 0


class Recording:
    """A real hand that notes each menu it offers, with the actor and the actor's face-down cards."""

    def __init__(self, hand: Any, steps: list[tuple[Any, Any, Any]]) -> None:
        self.hand, self.steps = hand, steps

    @property
    def is_over(self) -> bool:
        return bool(self.hand.is_over)

    @property
    def actor(self) -> Any:
        return self.hand.actor

    def legal_actions(self) -> Any:
        hand = self.hand
        self.steps.append((hand.legal_actions(), hand.actor, hand.down_cards(hand.actor)))
        return self.steps[-1][0]

    def down_cards(self, seat: int) -> Any:
        return self.hand.down_cards(seat)

    def act(self, action: Any) -> None:
        self.hand.act(action)


class Replayed:
    """A stand-in hand that offers, in order, the menus a real hand offered and does nothing else:
    the benchmark's loop over it costs what the loop itself costs (choosing, making the actions)."""

    __slots__ = ("steps", "at")

    def __init__(self, steps: list[tuple[Any, Any, Any]]) -> None:
        self.steps, self.at = steps, 0

    @property
    def is_over(self) -> bool:
        return self.at == len(self.steps)

    @property
    def actor(self) -> Any:
        return self.steps[self.at][1]

    def legal_actions(self) -> Any:
        return self.steps[self.at][0]

    def down_cards(self, seat: int) -> Any:
        return self.steps[self.at][2]

    def act(self, action: Any) -> None:
        self.at += 1


def loop_rate(ours: Callable[[Any, int, bool], None], game: Any, hands: int, randomly: bool, reps: int) -> float:
    """Hands a second of the benchmark's own loop alone: ``ours`` run over stand-ins that offer the
    menus the game's real hands offered (recorded first), so the same choices are made, and do nothing."""
    recorded: dict[int, list[tuple[Any, Any, Any]]] = {}

    def recording(stacks: list[int], *, seed: int) -> Recording:
        return Recording(game.new_hand(stacks, seed=seed), recorded.setdefault(seed, []))

    ours(SimpleNamespace(new_hand=recording), hands, randomly)
    replaying = SimpleNamespace(new_hand=lambda stacks, *, seed: Replayed(recorded[seed]))
    times = []
    for _ in range(reps):
        start = time.perf_counter()
        ours(replaying, hands, randomly)
        times.append(time.perf_counter() - start)
    return hands / statistics.median(times)


def race_workloads(
    games: dict[str, tuple[Any, str, tuple[Any, ...]]],
    ours: Callable[[Any, int, bool], None],
    theirs: Callable[[Any, str, tuple[Any, ...], bool], Callable[[int], None]],
    pokerkit: Any,
    hands: tuple[int, int],
    reps: int,
    *,
    width: int,
) -> list[tuple[str, str, float, float, float, float]]:
    """Race each game's two workloads (calling down, random legal) against PokerKit, printing a line
    each, and time the benchmark's loop alone (:func:`loop_rate`); for every race PokerKit ran in,
    (game, workload label, ratio, our µs a hand, the loop's µs a hand, PokerKit's µs a hand)."""
    ratios: list[tuple[str, str, float, float, float, float]] = []
    for title, (game, pk_name, sizes) in games.items():
        for workload, randomly in (("call down", False), ("random legal", True)):
            runners: dict[str, Callable[[int], None]] = {"pokervariants": lambda n, g=game, r=randomly: ours(g, n, r)}
            counts = {"pokervariants": hands[0]}
            if pokerkit is not None:
                runners["pokerkit"] = theirs(pokerkit, pk_name, sizes, randomly)
                counts["pokerkit"] = hands[1]
            rates = race(runners, counts, reps)
            loop = loop_rate(ours, game, hands[0], randomly, reps)
            label = f"{title}, {workload}"
            ratio = rates["pokervariants"] / rates["pokerkit"] if "pokerkit" in rates else None
            theirs_rate = f"{rates['pokerkit']:>8,.0f}" if "pokerkit" in rates else f"{'-':>8}"
            print(
                f"  {label:<{width}} pokervariants {rates['pokervariants']:>8,.0f}/s   pokerkit {theirs_rate}/s   "
                f"{f'{ratio:,.1f}x' if ratio else '':>7}   (the loop alone: {1e6 / loop:,.0f} of our {1e6 / rates['pokervariants']:,.0f} µs a hand)"
            )
            if ratio is not None:
                ratios.append((title, label, ratio, 1e6 / rates["pokervariants"], 1e6 / loop, 1e6 / rates["pokerkit"]))
    return ratios


def print_goals(ratios: list[tuple[str, str, float, float, float, float]], goal_of: Callable[[str], float]) -> None:
    """Each workload against its goal, with what the goal leaves the engine: PokerKit's time for a
    hand divided by the goal, less what the benchmark's own loop takes."""
    for title, label, ratio, mine, loop, theirs_us in ratios:
        goal = goal_of(title)
        budget = theirs_us / goal - loop
        print(
            f"  {'PASS' if ratio >= goal else 'FAIL'}  {label}: {ratio:,.1f}x (goal {goal:.0f}x); "
            f"the engine takes {mine - loop:,.0f} µs a hand, the goal leaves it {budget:,.0f}"
        )


if __name__ == "__main__":
    sys.exit(main())
