"""Draw games, full hands per second: the pokervariants engine beside PokerKit, run side by side,
after a cross-check that PokerKit's own random hands replay here to its stacks.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_draw.py            # a few minutes
    python benchmarks/bench_draw.py --quick

Six players, blinds 1/2 (fixed limit 2/4), stacks of 200. Two workloads per game: everyone
calling (or checking) down and standing pat, and random legal actions (fold weighted 1, every
other choice 3, no fold when checking is free, on both sides; a bet or raise of no limit at its smallest, its largest or a size between,
equally likely; a draw of 0 to all the player's cards, equally likely, chosen at random) from a
fixed seed. PokerKit runs with every dealer chore automated, as in BENCHMARKING.md, and is asked
to stand pat or discard. Libraries alternate over the repetitions; medians, and our speed
divided by PokerKit's. Goal (issue 16): at least 20x PokerKit on every workload, which the
compiled build reaches (docs/speed.rst: run this script in an environment where it is installed;
its first line says which build runs) and the pure build does not.

The cross-check (``--check N``, 200 by default; 0 skips it) plays N random PokerKit hands of each
game (2-6 players, stacks 3-150), writes each as PHH with PokerKit and replays it here. A hand
that does not replay is counted with the reason; the known differences (docs/phh.rst, "Histories
from PokerKit") are PokerKit reopening the betting after a short all-in and raising one bet
above it in fixed limit.
"""

from __future__ import annotations

import argparse
import random
import sys
import warnings
from collections import Counter
from collections.abc import Callable
from typing import Any

import pokervariants as pv
from bench_flop import print_goals, race_workloads, random_step  # the flop games' races and random PokerKit actions (run from the repository root)

PLAYERS = 6
STACK = 200
PK_LIMIT = pv.FixedLimit(small_bet=2, big_bet=4, blind_is_bet=False)  # PokerKit's count of raises (the blinds count toward none), so both play one game
GAMES: dict[str, tuple[Any, str, tuple[Any, ...]]] = {
    "No-limit 2-7 single draw": (pv.DeuceToSevenSingleDraw(), "NoLimitDeuceToSevenLowballSingleDraw", (2,)),
    "Fixed-limit 2-7 triple draw": (pv.DeuceToSevenTripleDraw(betting=PK_LIMIT), "FixedLimitDeuceToSevenLowballTripleDraw", (2, 4)),
    "Fixed-limit Badugi": (pv.Badugi(betting=PK_LIMIT), "FixedLimitBadugi", (2, 4)),
}
CODES = {"NoLimitDeuceToSevenLowballSingleDraw": "N2L1D", "FixedLimitDeuceToSevenLowballTripleDraw": "F2L3D", "FixedLimitBadugi": "FB"}


def ours(game: Any, hands: int, randomly: bool, package: Any = pv) -> None:
    """Play ``hands`` six-player hands of ``game`` (a flop game too), calling down and standing pat
    or at random; ``package`` is the one the game comes from (``bench_revisions.py`` races an earlier one)."""
    Action, kinds = package.Action, package.ActionKind
    fold, draw, bet, raise_ = kinds.FOLD, kinds.DRAW, kinds.BET, kinds.RAISE
    rng = random.Random(1)
    for seed in range(hands):
        hand = game.new_hand([STACK] * PLAYERS, seed=seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            if legal[0].kind is draw:  # stand pat, or discard some
                if randomly:
                    held = hand.down_cards(hand.actor)
                    count = rng.randint(0, len(held))
                    hand.act(Action(draw, count, tuple(rng.sample(held, count))) if count else legal[0])
                else:
                    hand.act(legal[0])
                continue
            if randomly:
                action = rng.choice([a for a in legal if a.kind is fold] + [a for a in legal if a.kind is not fold] * 3)
                if action.most is not None:
                    action = action.sized(rng.choice((action.amount, action.most, rng.randint(action.amount, action.most))))
            else:
                action = next(a for a in legal if a.kind is not fold and a.kind is not raise_ and a.kind is not bet)
            hand.act(action)


def _automations(pokerkit: Any) -> tuple[Any, ...]:
    return tuple(pokerkit.Automation)


def theirs(pokerkit: Any, name: str, sizes: tuple[Any, ...], randomly: bool) -> Callable[[int], None]:
    game = getattr(pokerkit, name)(_automations(pokerkit), True, 0, (1, 2), *sizes, mode=pokerkit.Mode.CASH_GAME)

    def run(hands: int) -> None:
        rng = random.Random(1)
        for _ in range(hands):
            state = game([STACK] * PLAYERS, PLAYERS)
            while state.status:
                if state.can_stand_pat_or_discard():
                    if randomly:
                        held = list(state.hole_cards[state.stand_patter_or_discarder_index])
                        state.stand_pat_or_discard(rng.sample(held, rng.randint(0, len(held))))
                    else:
                        state.stand_pat_or_discard()
                    continue
                if randomly:
                    random_step(state, rng, needless_fold=False)  # the choices our menus offer: no fold when checking is free
                else:
                    state.check_or_call()

    return run


def cross_check(pokerkit: Any, name: str, sizes: tuple[Any, ...], hands: int) -> tuple[int, Counter[str]]:
    """Replay ``hands`` random PokerKit hands here; the count replayed to PokerKit's stacks, and why the others were not."""
    game = getattr(pokerkit, name)(_automations(pokerkit), True, 0, (1, 2), *sizes, mode=pokerkit.Mode.CASH_GAME)
    agreed, why = 0, Counter[str]()
    for seed in range(hands):
        rng = random.Random(seed)
        random.seed(seed * 7919 + 1)  # PokerKit shuffles with the global generator
        players = rng.randint(2, 6)
        stacks = [rng.randint(3, 150) for _ in range(players)]
        state = game(stacks, players)
        while state.status:
            if state.can_stand_pat_or_discard():
                held = list(state.hole_cards[state.stand_patter_or_discarder_index])
                state.stand_pat_or_discard(rng.sample(held, rng.randint(0, len(held))))
                continue
            random_step(state, rng, needless_fold=False, raise_weight=1)
        text = pokerkit.HandHistory.from_game_state(game, state).dumps()
        try:
            replayed = pv.phh.replay(pv.phh.loads(text))
        except pv.phh.PHHError as error:
            reason = str(error)
            why["a short all-in: PokerKit reopens or raises one bet above it" if "short all-in" in reason or "cannot raise" in reason or "cannot complete" in reason else reason[:100]] += 1
            continue
        if list(replayed.stacks) == list(state.stacks):
            agreed += 1
        else:
            why["different stacks"] += 1
    return agreed, why


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and repetitions")
    parser.add_argument("--game", metavar="TEXT", help="only the games whose title holds TEXT (any case)")
    parser.add_argument("--check", type=int, default=200, metavar="N", help="random PokerKit hands a game to replay first (0: none)")
    args = parser.parse_args(argv)
    ours_hands, theirs_hands, reps = (200, 20, 3) if args.quick else (1000, 100, 5)
    try:
        import pokerkit
    except ImportError:
        pokerkit = None
        print("pokerkit is not installed: showing our figures alone (pip install -e '.[bench]')")
    warnings.simplefilter("ignore")  # PokerKit warns of reshuffled (mucked) cards being dealt
    pv.build_tables()
    print(f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, {PLAYERS} players, {reps} repetitions")
    if pokerkit is not None and args.check:
        print(f"\ncross-check: {args.check} random PokerKit hands a game, written as PHH by PokerKit, replayed here")
        for title, (_, pk_name, sizes) in GAMES.items():
            if args.game and args.game.lower() not in title.lower():
                continue
            agreed, why = cross_check(pokerkit, pk_name, sizes, args.check)
            print(f"  {CODES[pk_name]:<6} {agreed}/{args.check} replay to PokerKit's stacks" + "".join(f"; {n} {reason}" for reason, n in why.most_common()))
        print()
    games = {title: entry for title, entry in GAMES.items() if not args.game or args.game.lower() in title.lower()}
    ratios = race_workloads(games, ours, theirs, pokerkit, (ours_hands, theirs_hands), reps, width=42)
    print("\ngoals (at least 20x PokerKit)")
    print_goals(ratios, lambda title: 20.0)
    return 0


if __name__ == "__main__":
    sys.exit(main())
