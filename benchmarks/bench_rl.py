"""Learning environments, steps a second: ``pokervariants.rl`` beside OpenSpiel's ``universal_poker``,
RLCard and PettingZoo's hold'em, run side by side (issue 35).

How to run, from the repository root::

    pip install -e '.[bench,rl]'   # rlcard and pygame (PettingZoo's classic games import it) come with bench
    python benchmarks/bench_rl.py            # about a minute and a half
    python benchmarks/bench_rl.py --quick    # about fifteen seconds

What is measured: six-player no-limit hold'em, blinds 1/2, stacks of 200 chips (100 big blinds),
played hand after hand in one process by one loop of the same shape for every library: at each
decision the acting player's observation is read, then a seeded ``random.Random`` picks one of the
legal actions uniformly. A step is a player's decision (chance nodes, and PettingZoo's steps of
``None`` for agents whose hand is over, are not counted; their time is). Each library is seeded
once before its timed loop, which then deals hand after hand for ``--seconds``; the rate is the
decisions made over the time taken. Timed, for each library:

* pokervariants, the PettingZoo AEC environment: ``pettingzoo_env(Holdem(blinds=(1, 2)),
  players=6, stacks=200)``, ``reset`` then ``for agent in env.agent_iter(): env.last()`` and
  ``env.step(index)``, the index drawn from ``observation["action_mask"].nonzero()[0].tolist()``
  (:func:`mask_indices`);
* pokervariants, the core ``TrainingTable`` under it (the wrapper's cost is the difference):
  ``reset``, then ``current``, ``observe(agent)``, ``mask()``, ``step(index)`` until ``current``
  is ``None``;
* OpenSpiel (C++): ``pyspiel.load_game(UNIVERSAL_POKER)`` (the game string of BENCHMARKING.md),
  ``new_initial_state()``, chance nodes dealt from ``state.chance_outcomes()`` (uniform: every
  card is as likely), ``state.information_state_tensor()`` of the player to act read at every
  decision, the action drawn from ``state.legal_actions()`` (every raise size of the full game);
* RLCard: ``rlcard.make("no-limit-holdem", config={"game_num_players": 6, "chips_for_each": 200,
  "seed": 0})`` and its own loop, ``state, player = env.reset()`` then ``state, player =
  env.step(action)`` (the next player's observation, computed by ``step``) until
  ``env.is_over()``, the action drawn from ``state["legal_actions"]``;
* PettingZoo: ``texas_holdem_no_limit_v6.env(num_players=6)`` (RLCard underneath, behind
  PettingZoo's wrappers; its stacks are RLCard's default 100 chips, 50 big blinds, which its
  constructor does not let us change), the same AEC loop as ours.

Every loop reads the legal actions the cheapest way its library's API allows, so that picking an
action adds as little as it can to every library's time: OpenSpiel's ``legal_actions()`` and
RLCard's ``list(state["legal_actions"])`` are lists already; a mask (ours, PettingZoo's) is read by
its own ``nonzero()``, made a list. (Until 2026-12-06 the mask loops used ``np.flatnonzero``, a
Python function costing about 2 µs a call, as much as a sixth of a decision here; ``--flatnonzero``
runs them that way still.)

Reference rows, not goals: our engine with no observation at all (``hand.legal_actions()`` and
``hand.act``, an action drawn uniformly from the menu, a range taken at its smallest), our
``TrainingTable`` reading the mask but no observation, and OpenSpiel without the tensor. The action
spaces differ (ours: fold, check or call, the smallest raise, half the pot, the pot, twice the pot,
all in; RLCard's and PettingZoo's: fold, check or call, half the pot, the pot, all in; OpenSpiel:
every raise size), so the hands differ in length: the decisions a hand are printed beside each
rate.

Then the games no peer has, ours alone, in the same three forms (AEC environment, ``TrainingTable``,
bare engine), six players, stacks the table's default (100 big blinds, or 100 big bets where there
are no blinds): seven-card stud ``StudHigh(ante=1, bring_in=2, small_bet=4, big_bet=8)``, ``Razz``
with the same stakes, ``DeuceToSevenTripleDraw()`` (blinds 1/2, limits 2/4) and ``Baseball(ante=1,
small_bet=2, big_bet=4)``.

Libraries alternate over the repetitions, medians, our speed divided by each peer's. Goals (issue
35), observations read every step: at least OpenSpiel's ``universal_poker`` with
``information_state_tensor`` in the pure build; in the compiled build twice it, 10x PettingZoo's
hold'em and 3x RLCard. Each peer is held to our loop of its own shape, and both of our ratios are
printed beside every peer: OpenSpiel's loop (a state stepped, the acting player's tensor read) and
RLCard's (``env.step`` gives the next player's observation) make one observation a decision and
none at a hand's end, as the ``TrainingTable`` loop does; PettingZoo's AEC loop also reads every
agent's last observation when the hand ends (six more a hand here), as our AEC environment's does.
(Until 2026-12-07 every goal was read from the AEC environment, though its loop makes some 70 % more
observations a hand than OpenSpiel's or RLCard's.) Peer code never enters this repository: only
their public APIs are called.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable
from importlib import metadata
from pathlib import Path
from typing import Any

import numpy as np

import pokervariants as pv
from pokervariants import rl

PLAYERS = 6
STACK = 200  # chips: 100 big blinds at 1/2
SEED = 0
UNIVERSAL_POKER = (
    "universal_poker(betting=nolimit,numPlayers=6,numRounds=4,blind=1 2 0 0 0 0,firstPlayer=3 1 1 1,"
    "numSuits=4,numRanks=13,numHoleCards=2,numBoardCards=0 3 1 1,stack=200 200 200 200 200 200,"
    "bettingAbstraction=fullgame)"
)
HOLDEM = pv.Holdem(blinds=(1, 2))
OTHER_GAMES: dict[str, pv.GameVariant] = {
    "Seven-Card Stud": pv.StudHigh(ante=1, bring_in=2, small_bet=4, big_bet=8),
    "Razz": pv.Razz(ante=1, bring_in=2, small_bet=4, big_bet=8),
    "2-7 Triple Draw": pv.DeuceToSevenTripleDraw(),
    "Baseball": pv.Baseball(ante=1, small_bet=2, big_bet=4),
}
GOALS: dict[str, tuple[float | None, float]] = {"OpenSpiel": (1.0, 2.0), "RLCard": (None, 3.0), "PettingZoo": (None, 10.0)}
"""Each peer's goal: (pure build, compiled build); ``None``, no goal in that build."""

Run = Callable[[float], tuple[int, int, float]]
"""A timed loop: plays whole hands for at least the seconds given; (decisions, hands, seconds taken)."""


def mask_indices(mask: Any) -> Any:
    """A mask's legal indices, as a list (``--flatnonzero``: ``np.flatnonzero`` in its place, as
    the loops read them before)."""
    return mask.nonzero()[0].tolist()


# pokervariants


def ours_aec(game: pv.GameVariant, stacks: int | None = None, legal_from: Callable[[Any], Any] = mask_indices) -> Run:
    env = rl.pettingzoo_env(game, players=PLAYERS, stacks=stacks)

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        env.reset(seed=SEED)
        steps = hands = 0
        start = perf_counter()
        while True:
            hands += 1
            for _agent in env.agent_iter():
                observation, _reward, termination, truncation, _info = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                legal = legal_from(observation["action_mask"])
                env.step(int(legal[randrange(len(legal))]))
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed
            env.reset()

    return run


def ours_table(game: pv.GameVariant, stacks: int | None = None, *, observe: bool = True, legal_from: Callable[[Any], Any] = mask_indices) -> Run:
    table = rl.TrainingTable(game, players=PLAYERS, stacks=stacks)

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        table.reset(SEED)
        steps = hands = 0
        start = perf_counter()
        while True:
            hands += 1
            while (agent := table.current) is not None:
                if observe:
                    table.observe(agent)
                legal = legal_from(table.mask())
                table.step(int(legal[randrange(len(legal))]))
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed
            table.reset()

    return run


def ours_engine(game: pv.GameVariant, stacks: int | None = None) -> Run:
    """The engine alone: no observation, no mask; the stacks the table would give. An action is
    drawn uniformly from ``legal_actions()``, a range of sizes taken at its smallest and a range of
    discards (a draw) as a number of them in the range, the cards chosen at random."""
    stack = stacks if stacks is not None else int(rl.TrainingTable(game, players=PLAYERS).stacks[0])  # (whole chips in these games)

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        new_hand, draw = game.new_hand, pv.ActionKind.DRAW
        steps = hands = 0
        start = perf_counter()
        while True:
            hand = new_hand([stack] * PLAYERS, seed=rng.getrandbits(64))
            hands += 1
            while not hand.is_over:
                legal = hand.legal_actions()
                action = legal[randrange(len(legal))]
                if action.kind is draw and action.amount and not action.cards:  # discard so many, chosen at random
                    held = hand.down_cards(hand.actor)  # type: ignore[arg-type]  # (someone acts while the hand is on)
                    count = rng.randint(action.amount, min(len(held), action.most if action.most is not None else action.amount))
                    action = pv.Action(draw, count, tuple(rng.sample(held, count)))
                hand.act(action)
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed

    return run


# OpenSpiel


def openspiel_runner(*, tensors: bool) -> Run:
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game(UNIVERSAL_POKER)

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        new_state = game.new_initial_state
        steps = hands = 0
        start = perf_counter()
        while True:
            state = new_state()
            hands += 1
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()  # (card, probability), every card alike
                    state.apply_action(outcomes[randrange(len(outcomes))][0])
                    continue
                if tensors:
                    state.information_state_tensor()  # the player to act's
                legal = state.legal_actions()
                state.apply_action(legal[randrange(len(legal))])
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed

    return run


# RLCard


def rlcard_runner() -> Run:
    import rlcard  # type: ignore[import-untyped]

    env = rlcard.make("no-limit-holdem", config={"game_num_players": PLAYERS, "chips_for_each": STACK, "seed": SEED})

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        env.seed(SEED)
        steps = hands = 0
        start = perf_counter()
        while True:
            state, _player = env.reset()
            hands += 1
            while not env.is_over():
                legal = list(state["legal_actions"])
                state, _player = env.step(legal[randrange(len(legal))])
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed

    return run


# PettingZoo


def pettingzoo_runner(legal_from: Callable[[Any], Any] = mask_indices) -> Run:
    from pettingzoo.classic import texas_holdem_no_limit_v6  # type: ignore[import-untyped]

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # gymnasium's note on its Box bounds' precision
        env = texas_holdem_no_limit_v6.env(num_players=PLAYERS)
        env.reset(seed=SEED)

    def run(seconds: float) -> tuple[int, int, float]:
        rng = random.Random(SEED)
        randrange, perf_counter = rng.randrange, time.perf_counter
        env.reset(seed=SEED)  # (makes a new RLCard environment: outside the timing)
        steps = hands = 0
        start = perf_counter()
        while True:
            hands += 1
            for _agent in env.agent_iter():
                observation, _reward, termination, truncation, _info = env.last()
                if termination or truncation:
                    env.step(None)
                    continue
                legal = legal_from(observation["action_mask"])
                env.step(int(legal[randrange(len(legal))]))
                steps += 1
            elapsed = perf_counter() - start
            if elapsed >= seconds:
                return steps, hands, elapsed
            env.reset()

    return run


def race(runners: dict[str, Run], seconds: float, reps: int) -> dict[str, tuple[float, float]]:
    """Decisions a second (median over ``reps``, the runners alternating) and decisions a hand."""
    rates: dict[str, list[float]] = {name: [] for name in runners}
    per_hand: dict[str, list[float]] = {name: [] for name in runners}
    for run in runners.values():
        run(min(0.2, seconds / 4))  # warm-up: tables, caches, imports
    for _ in range(reps):
        for name, run in runners.items():
            gc.collect()
            steps, hands, elapsed = run(seconds)
            rates[name].append(steps / elapsed)
            per_hand[name].append(steps / hands)
    return {name: (statistics.median(rates[name]), statistics.median(per_hand[name])) for name in runners}


def _version(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


AEC, TABLE, TABLE_MASK, ENGINE = "pokervariants AEC env", "pokervariants TrainingTable", "  TrainingTable, mask only", "  engine, no observation"
AGAINST = {"OpenSpiel": "TrainingTable", "RLCard": "TrainingTable", "PettingZoo": "AEC env"}
"""Our loop of each peer's shape (see the module): the one its goal is read from."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter runs and fewer repetitions")
    parser.add_argument("--reps", type=int, help="repetitions (5; 3 with --quick)")
    parser.add_argument("--seconds", type=float, help="each timed run of hold'em (1.0; 0.3 with --quick); the other games 0.6 of it")
    parser.add_argument("--json", metavar="PATH", help="also write the results to PATH as JSON")
    parser.add_argument("--flatnonzero", action="store_true", help="read a mask's legal indices by np.flatnonzero, as before 2026-12-06")
    args = parser.parse_args(argv)
    legal_from: Callable[[Any], Any] = np.flatnonzero if args.flatnonzero else mask_indices
    seconds, reps = (0.3, 3) if args.quick else (1.0, 5)
    seconds, reps = args.seconds or seconds, args.reps or reps
    pv.build_tables()
    build = "compiled" if pv.COMPILED else "pure Python"
    print(
        f"pokervariants {pv.__version__} ({build}), Python {sys.version.split()[0]}, numpy {np.__version__}, "
        f"{PLAYERS} players, random legal actions, {seconds:g} s a run, {reps} repetitions"
    )

    runners: dict[str, Run] = {
        AEC: ours_aec(HOLDEM, STACK, legal_from),
        TABLE: ours_table(HOLDEM, STACK, legal_from=legal_from),
        TABLE_MASK: ours_table(HOLDEM, STACK, observe=False, legal_from=legal_from),
        ENGINE: ours_engine(HOLDEM, STACK),
    }
    peers: dict[str, str] = {}  # row: the peer it counts for
    makers: tuple[tuple[str, str, tuple[tuple[str, Callable[[], Run]], ...]], ...] = (
        ("OpenSpiel", "open_spiel", (("information_state_tensor", lambda: openspiel_runner(tensors=True)), ("  no tensor", lambda: openspiel_runner(tensors=False)))),
        ("RLCard", "rlcard", (("env.step", rlcard_runner),)),
        ("PettingZoo", "pettingzoo", (("texas_holdem_no_limit_v6", lambda: pettingzoo_runner(legal_from)),)),
    )
    for peer, distribution, makes in makers:
        try:
            for index, (what, make) in enumerate(makes):
                name = f"{peer} {_version(distribution)} {what}" if not what.startswith(" ") else what
                runners[name] = make()
                if index == 0:
                    peers[name] = peer
        except ImportError as error:
            print(f"{peer} is not installed ({error}; pip install {distribution}): left out")
    print(f"\nno-limit hold'em, blinds 1/2, stacks {STACK}: decisions a second, observations read every step")
    results = race(runners, seconds, reps)
    ours, table = results[AEC][0], results[TABLE][0]
    for name, (rate, per_hand) in results.items():
        beside = ""
        if name in peers:
            beside = f"   AEC env {ours / rate:6.2f}x   TrainingTable {table / rate:6.2f}x"
        print(f"  {name:<44} {rate:>9,.0f}/s  {per_hand:5.1f} a hand{beside}")
    print(f"  (the AEC wrapper costs {1 - ours / table:.0%} of the TrainingTable's speed; observing costs the table {1 - table / results[TABLE_MASK][0]:.0%} of its speed without it)")

    other_seconds = seconds * 0.6
    others: dict[str, dict[str, tuple[float, float]]] = {}
    print(f"\nthe games no peer has, ours alone ({other_seconds:g} s a run): decisions a second")
    for title, game in OTHER_GAMES.items():
        rows = race({"AEC env": ours_aec(game, legal_from=legal_from), "TrainingTable": ours_table(game, legal_from=legal_from), "engine": ours_engine(game)}, other_seconds, reps)
        others[title] = rows
        shown = "   ".join(f"{name} {rate:>8,.0f}/s ({per_hand:4.1f} a hand)" for name, (rate, per_hand) in rows.items())
        print(f"  {title:<18} {shown}")

    compiled = bool(pv.COMPILED)
    print(f"\ngoals (issue 35, {build} build), each peer against our loop of its shape (the module says why)")
    ratios: dict[str, dict[str, float]] = {}
    for name, peer in peers.items():
        goal, shown = GOALS[peer][compiled], AGAINST[peer]
        mine = ratios[peer] = {"AEC env": ours / results[name][0], "TrainingTable": table / results[name][0]}
        verdict = "    " if goal is None else "PASS" if mine[shown] >= goal else "FAIL"
        wanted = f"no goal in this build, {peer}" if goal is None else f"at least {goal:g}x {peer}"
        beside = ", ".join(f"the {other}: {ratio:.2f}x" for other, ratio in mine.items() if other != shown)
        print(f"  {verdict}  {wanted}: {shown} {mine[shown]:.2f}x ({beside})")
    if args.json:
        Path(args.json).write_text(
            json.dumps(
                {
                    "build": build,
                    "holdem": {name.strip(): {"steps_per_s": rate, "steps_per_hand": per_hand} for name, (rate, per_hand) in results.items()},
                    "other_games": {title: {name: {"steps_per_s": rate, "steps_per_hand": per_hand} for name, (rate, per_hand) in rows.items()} for title, rows in others.items()},
                    "ratios": ratios,
                },
                indent=2,
            )
            + "\n"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
