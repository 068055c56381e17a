"""Sit-and-go tournaments of bots, hands per second: pokervariants' ``Tournament`` beside
PyPokerEngine's game loop and PokerKit driven hand by hand, run side by side.

How to run, from the repository root::

    pip install -e '.[bench]'
    python benchmarks/bench_session.py            # about a minute
    python benchmarks/bench_session.py --quick

What is measured: six players of 1,500 chips play no-limit hold'em to one winner, the blinds
rising on one schedule for all three (``LEVELS``: 10/20 for ten hands, then 15/30, 25/50, … each
ten hands, an ante from the fourth level, the last level to the end). Every seat is the same
bot: at each decision a seeded ``random.Random`` picks fold (only when there is something to
call), check or call, the smallest raise, or all in, with the weights ``WEIGHTS``, so that the
comparison is of the game loops and not of the players. The rate is of the hands each library
actually dealt, counted as they are dealt. Timed, for each library:

* pokervariants: ``Tournament(Holdem(...), players=..., levels=..., seed=...)``, iterated hand by
  hand, each a normal ``Hand`` played with ``legal_actions()`` and ``act``; the tournament carries
  the stacks, moves the button (the dead-button rule), raises the blinds and eliminates players;
* PyPokerEngine: its own loop, ``start_poker`` with six ``BasePokerPlayer`` bots and its blind
  structure (``set_blind_structure``); its messages to the players are part of its loop;
* PokerKit, which has no loop over hands: a loop written here, each hand a
  ``NoLimitTexasHoldem.create_state`` with every dealer chore automated (runout-count selection
  aside: a tournament runs out once), the stacks carried over, the busted dropped, a simple moving
  button.

Both peers shuffle with the global ``random`` module (we never use it); it is seeded before each
of their tournaments so that every repetition deals the same cards. Libraries alternate over the
repetitions, medians, our speed divided by each peer's. The average hands per tournament is
printed for each: the libraries' rules differ at the edges (PyPokerEngine knocks out a player who
cannot post a blind and the ante in full, offers no short all-in raise, and heads-up has the
button post the big blind), so the same policy plays somewhat different tournaments. Goal (issue 34): ahead of both peers by 20x.

Then ours alone, which no peer plays: a tournament of 54 players at tables of nine
(``MultiTableTournament``: hand for hand, tables broken and balanced), the same policy and levels.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from importlib import metadata
from typing import Any

import pokervariants as pv
from pokervariants.session import Level, MultiTableTournament, Tournament

PLAYERS = 6
STACK = 1500
NAMES = [f"P{i}" for i in range(1, PLAYERS + 1)]
HANDS_PER_LEVEL = 10
LEVELS: tuple[tuple[int, int, int], ...] = (  # small blind, big blind, ante (the big blind twice the small: PyPokerEngine's rule)
    (10, 20, 0), (15, 30, 0), (25, 50, 0), (50, 100, 10), (75, 150, 15), (100, 200, 25), (150, 300, 25),
    (200, 400, 50), (300, 600, 75), (400, 800, 100), (600, 1200, 150), (800, 1600, 200), (1000, 2000, 250),
)  # fmt: skip
PAYOUTS = (65, 35)
GOAL = 20.0

# The one policy every seat plays, in every library.
FOLD, PASSIVE, MIN_RAISE, ALL_IN = range(4)
WEIGHTS = {FOLD: 4.0, PASSIVE: 6.0, MIN_RAISE: 1.0, ALL_IN: 0.1}  # about 65 hands a tournament


def _edges(options: Sequence[int]) -> tuple[tuple[float, int], ...]:
    total = sum(WEIGHTS[o] for o in options)
    edges, running = [], 0.0
    for option in options:
        running += WEIGHTS[option] / total
        edges.append((running, option))
    return tuple(edges)


_CHOICES = {
    (facing, raising): _edges([o for o in (FOLD, PASSIVE, MIN_RAISE, ALL_IN) if (o != FOLD or facing) and (o < MIN_RAISE or raising)])
    for facing in (False, True)
    for raising in (False, True)
}


def decide(rng: random.Random, facing: bool, raising: bool) -> int:
    """The policy: fold (only ``facing`` something to call), check or call, the smallest raise or
    all in (only when ``raising`` is legal), one draw of ``rng`` a decision."""
    r = rng.random()
    edges = _CHOICES[facing, raising]
    for edge, option in edges:
        if r < edge:
            return option
    return edges[-1][1]


def level_at(hand_number: int) -> tuple[int, int, int]:
    """The stakes of the ``hand_number``-th hand (from 0)."""
    return LEVELS[min(hand_number // HANDS_PER_LEVEL, len(LEVELS) - 1)]


# pokervariants


def ours_levels() -> list[Level]:
    last = len(LEVELS) - 1
    return [Level(blinds=(sb, bb), ante=ante or None, hands=None if i == last else HANDS_PER_LEVEL) for i, (sb, bb, ante) in enumerate(LEVELS)]


def ours_run(seeds: Sequence[int]) -> int:
    """Play a tournament a seed; the hands dealt."""
    levels = ours_levels()
    hands = 0
    for seed in seeds:
        tournament = Tournament(pv.Holdem(blinds=(10, 20)), players=dict.fromkeys(NAMES, STACK), levels=levels, seed=seed, payouts=PAYOUTS)
        hands += _played(tournament, random.Random(seed))
        if not tournament.is_over or len(tournament.places) != PLAYERS:
            raise AssertionError(f"pokervariants: tournament {seed} did not finish: {tournament!r}")
    return hands


MTT_PLAYERS, MTT_TABLE = 54, 9


def ours_mtt_run(seeds: Sequence[int]) -> int:
    """Ours alone (no peer plays several tables): a tournament of :data:`MTT_PLAYERS` at tables of
    :data:`MTT_TABLE` a seed, the same policy and levels (a level's hands counted at each table, hand
    for hand); the hands dealt."""
    levels = ours_levels()
    hands = 0
    for seed in seeds:
        players = {f"P{i}": STACK for i in range(1, MTT_PLAYERS + 1)}
        tournament = MultiTableTournament(pv.Holdem(blinds=(10, 20)), players=players, table_size=MTT_TABLE, levels=levels, seed=seed, payouts=PAYOUTS)
        hands += _played(tournament, random.Random(seed))
        if not tournament.is_over or len(tournament.places) != MTT_PLAYERS:
            raise AssertionError(f"pokervariants: tournament {seed} did not finish: {tournament!r}")
    return hands


def _played(tournament: Tournament | MultiTableTournament, rng: random.Random) -> int:
    """Every hand of ``tournament`` played by the policy; the hands dealt."""
    fold_kind, check, call, bet, raise_kind = pv.ActionKind.FOLD, pv.ActionKind.CHECK, pv.ActionKind.CALL, pv.ActionKind.BET, pv.ActionKind.RAISE
    hands = 0
    for hand in tournament:
        hands += 1
        while not hand.is_over:
            legal = hand.legal_actions()
            fold = passive = sized = None
            for action in legal:
                kind = action.kind
                if kind is call or kind is check:
                    passive = action
                elif kind is raise_kind or kind is bet:
                    sized = action
                elif kind is fold_kind:
                    fold = action
            if passive is None:  # (a showdown's show or muck, should one be offered)
                hand.act(legal[0])
                continue
            option = decide(rng, passive.kind is call, sized is not None)
            if option == PASSIVE:
                hand.act(passive)
            elif option == FOLD:
                hand.act(fold)  # type: ignore[arg-type]  # (offered whenever there is something to call)
            elif option == MIN_RAISE or sized.most is None:  # type: ignore[union-attr]
                hand.act(sized)  # type: ignore[arg-type]  # a range is taken at its smallest; a single size (all in) as it is
            else:
                hand.act(sized.sized(sized.most))  # type: ignore[union-attr]
    return hands


# PyPokerEngine


def pypokerengine_runner() -> Callable[[Sequence[int]], int]:
    from pypokerengine.api.game import setup_config, start_poker  # type: ignore[import-untyped]
    from pypokerengine.players import BasePokerPlayer  # type: ignore[import-untyped]

    class Bot(BasePokerPlayer):  # type: ignore[misc]
        def __init__(self, rng: random.Random, counts: list[int] | None = None) -> None:
            self.rng, self.counts = rng, counts

        def declare_action(self, valid_actions: list[dict[str, Any]], hole_card: Any, round_state: dict[str, Any]) -> tuple[str, int]:
            call = valid_actions[1]["amount"]  # the total to match this street
            paid = 0  # what this seat has put in this street (a blind counts; an ante does not)
            for entry in round_state["action_histories"][round_state["street"]]:
                if entry["uuid"] == self.uuid and entry["action"] not in ("FOLD", "ANTE"):
                    paid = entry["amount"]
            sizes = valid_actions[2]["amount"]
            option = decide(self.rng, call > paid, sizes["min"] != -1)  # (-1: no raise, not even all in)
            if option == PASSIVE:
                return "call", call  # a call for more than the stack puts the seat all in
            if option == FOLD:
                return "fold", 0
            return "raise", sizes["min"] if option == MIN_RAISE else sizes["max"]

        def receive_game_start_message(self, game_info: Any) -> None:
            pass

        def receive_round_start_message(self, round_count: int, hole_card: Any, seats: Any) -> None:
            if self.counts is not None:  # every seat is told of every hand, busted or not
                self.counts[0] += 1

        def receive_street_start_message(self, street: Any, round_state: Any) -> None:
            pass

        def receive_game_update_message(self, action: Any, round_state: Any) -> None:
            pass

        def receive_round_result_message(self, winners: Any, hand_info: Any, round_state: Any) -> None:
            pass

    structure = {i * HANDS_PER_LEVEL + 1: {"ante": ante, "small_blind": sb} for i, (sb, _, ante) in enumerate(LEVELS) if i}

    def run(seeds: Sequence[int]) -> int:
        hands = 0
        for seed in seeds:
            random.seed(seed)  # its deck (and its players' ids) come from the global random state
            rng, counts = random.Random(seed), [0]
            config = setup_config(max_round=100_000, initial_stack=STACK, small_blind_amount=LEVELS[0][0], ante=LEVELS[0][2])
            config.set_blind_structure(structure)
            for index, name in enumerate(NAMES):
                config.register_player(name=name, algorithm=Bot(rng, counts if index == 0 else None))
            with contextlib.redirect_stdout(io.StringIO()):  # it prints each level's change even at verbose=0
                result = start_poker(config, verbose=0)
            if sum(1 for seat in result["players"] if seat["stack"] > 0) != 1:
                raise AssertionError(f"PyPokerEngine: tournament {seed} did not finish: {result['players']}")
            hands += counts[0]
        return hands

    return run


# PokerKit


def pokerkit_runner() -> Callable[[Sequence[int]], int]:
    import pokerkit

    automations = tuple(a for a in pokerkit.Automation if a is not pokerkit.Automation.RUNOUT_COUNT_SELECTION)
    create = pokerkit.NoLimitTexasHoldem.create_state

    def run(seeds: Sequence[int]) -> int:
        hands = 0
        for seed in seeds:
            random.seed(seed)  # its deck is shuffled with the global random state
            rng = random.Random(seed)
            stacks = [STACK] * PLAYERS  # by seat, round the table
            button, played = 0, 0
            while sum(1 for s in stacks if s) > 1:
                small, big, ante = level_at(played)
                # the players in dealing order: from the seat after the button round to the button
                order = [seat for seat in ((button + step) % PLAYERS for step in range(1, PLAYERS + 1)) if stacks[seat]]
                state = create(automations, True, ante, (small, big), big, tuple(stacks[seat] for seat in order), len(order))
                while state.status:
                    facing = state.checking_or_calling_amount > 0  # type: ignore[operator]  # (an actor is always pending here)
                    raising = state.can_complete_bet_or_raise_to()
                    option = decide(rng, facing, raising)
                    if option == PASSIVE:
                        state.check_or_call()
                    elif option == FOLD:
                        state.fold()
                    elif option == MIN_RAISE:
                        state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
                    else:
                        state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
                for seat, stack in zip(order, state.stacks):
                    stacks[seat] = stack
                played += 1
                button = next(seat for seat in ((button + step) % PLAYERS for step in range(1, PLAYERS + 1)) if stacks[seat])  # the moving button
            if sum(stacks) != STACK * PLAYERS:
                raise AssertionError(f"PokerKit: tournament {seed} lost chips: {stacks}")
            hands += played
        return hands

    return run


def race(runners: dict[str, Callable[[Sequence[int]], int]], seeds: dict[str, Sequence[int]], reps: int) -> tuple[dict[str, float], dict[str, float]]:
    """Hands a second (median over ``reps``, libraries alternating) and hands a tournament for each runner."""
    rates: dict[str, list[float]] = {name: [] for name in runners}
    per_tournament: dict[str, float] = {}
    for name, run in runners.items():
        run(seeds[name][:1])  # warm-up: tables, caches, imports
    for _ in range(reps):
        for name, run in runners.items():
            gc.collect()
            start = time.perf_counter()
            hands = run(seeds[name])
            rates[name].append(hands / (time.perf_counter() - start))
            per_tournament[name] = hands / len(seeds[name])
    return {name: statistics.median(r) for name, r in rates.items()}, per_tournament


def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer tournaments and repetitions")
    parser.add_argument("--reps", type=int, help="repetitions (5; 3 with --quick)")
    args = parser.parse_args(argv)
    ours_count, theirs_count, reps = (20, 3, 3) if args.quick else (200, 16, 5)
    reps = args.reps or reps
    pv.build_tables()
    ours = "pokervariants"
    runners: dict[str, Callable[[Sequence[int]], int]] = {ours: ours_run}
    seeds: dict[str, Sequence[int]] = {ours: range(ours_count)}
    for name, distribution, make in (("PyPokerEngine", "PyPokerEngine", pypokerengine_runner), ("PokerKit", "pokerkit", pokerkit_runner)):
        try:
            runners[f"{name} {_version(distribution)}"] = make()
            seeds[f"{name} {_version(distribution)}"] = range(theirs_count)
        except ImportError:
            print(f"{name} is not installed (pip install {distribution}): left out")
    print(
        f"pokervariants {pv.__version__} ({'compiled' if pv.COMPILED else 'pure Python'}), Python {sys.version.split()[0]}, "
        f"{PLAYERS}-player no-limit hold'em sit-and-go, {STACK:,} chips each, levels of {HANDS_PER_LEVEL} hands; "
        f"{ours_count} tournaments for ours, {theirs_count} for each peer, {reps} repetitions"
    )
    rates, per_tournament = race(runners, seeds, reps)
    for name, rate in rates.items():
        beside = "" if name == ours else f"   ours {rates[ours] / rate:,.1f}x"
        print(f"  {name:<22} {rate:>9,.0f} hands/s   {per_tournament[name]:6.1f} hands a tournament{beside}")
    peers = {name: rates[ours] / rate for name, rate in rates.items() if name != ours}
    met = bool(peers) and all(ratio >= GOAL for ratio in peers.values())
    shown = ", ".join(f"{ratio:,.1f}x {name.split()[0]}" for name, ratio in peers.items()) or "no peer installed"
    count = 3 if args.quick else 10
    best = 0.0
    for _ in range(reps):
        start = time.perf_counter()
        dealt = ours_mtt_run(range(count))
        best = max(best, dealt / (time.perf_counter() - start))
    print(f"  ours alone: {MTT_PLAYERS} players at tables of {MTT_TABLE}, {count} tournaments: {best:,.0f} hands/s (best of {reps}), {dealt / count:,.0f} hands a tournament")
    print(f"\ngoal (issue 34: ahead of both peers by {GOAL:.0f}x): {'PASS' if met else 'FAIL'} ({shown})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
