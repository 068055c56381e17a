"""``pokervariants simulate``: many hands between bots (:func:`simulate`), tallied and summarised as text or JSON."""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from typing import Any

from ..bots import Bot, make_bot
from ..engine.events import Awarded, Shown
from ..evaluation import build_tables
from ..variants.bailey import BaileyView
from .errors import CommandError
from .games import bot_names, check_players, chosen_game, fresh_seed, has_button, seating, starting_stack
from .output import print_json

__all__ = ["run_simulate", "simulate"]


def run_simulate(args: argparse.Namespace) -> int:
    """``pokervariants simulate``: hands between bots, summarised (a session or tournament at one
    table with ``--mix``, ``--tournament``, ``--phhs`` or ``--html``: :mod:`~pokervariants.cli.sitting`)."""
    if args.mix or args.tournament or args.phhs or args.html or args.table_size is not None:
        from .sitting import run_session

        return run_session(args)
    if not args.variant:
        raise CommandError("simulate needs a game: --variant NAME, or --mix horse, 8-game or dealers-choice")
    game = chosen_game(args)
    args.players = 4 if args.players is None else args.players
    check_players(game, args.players)
    names = bot_names(args.bot or "random", args.players)
    stack = starting_stack(game, args.stack)
    seed = args.seed if args.seed is not None else fresh_seed()
    summary = simulate(game, [make_bot(n) for n in names], hands=args.hands, seed=seed, stack=stack)
    for row, name in zip(summary["seats"], names):
        row["bot"] = name
    if args.json:
        print_json(summary)
    else:
        print(_simulate_text(summary))
    return 0


def simulate(game: Any, bots: Sequence[Bot], *, hands: int, seed: int, stack: int) -> dict[str, Any]:
    """Play ``hands`` hands of ``game`` between ``bots`` (one a player) and return the summary as JSON-ready data.

    Cards and bots draw from two generators made from ``seed``. Betting games start each hand
    from ``stack`` chips a seat; a game that scores (``scores``, as Bailey's Poker) carries points
    (from ``stack``) and the kitty over, and its hands' stakes (``hand.stake``) are tallied for pots.
    In a game with a button (the flop and draw games) the button moves one seat to the left each
    hand, the players with it (``cli.games.seating``): bot ``n`` sits in seat ``n``
    in the first hand only, and its results (``seats[n]``) are its own whichever seat it had.
    The ``timing`` entry is the only one that varies between runs with the same seed.
    """
    players, scores = len(bots), bool(getattr(game, "scores", False))
    moves = has_button(game)
    master = random.Random(seed)
    deal_rng, bot_rng = random.Random(master.getrandbits(64)), random.Random(master.getrandbits(64))
    tally = _Tally(players, scores)
    points, kitty = [stack] * players, 0
    build_tables()  # built on first use otherwise: keep that out of the hands per second
    start = time.perf_counter()
    for number in range(hands):
        order = seating(players, number, moves=moves)
        seated = [bots[p] for p in order]
        hand = game.new_hand([points[p] for p in order], kitty=kitty, seed=deal_rng) if scores else game.new_hand([stack] * players, seed=deal_rng)
        while not hand.is_over:
            seat = hand.actor
            hand.act(seated[seat].choose(hand, seat, bot_rng))
        tally.add(hand, order)
        if scores:
            for seat, left in enumerate(hand.stacks):
                points[order[seat]] = left
            kitty = hand.kitty
    elapsed = time.perf_counter() - start
    summary: dict[str, Any] = {"variant": str(game.name), "hands": hands, "players": players, "seed": seed, ("points" if scores else "stack"): stack}
    summary.update(tally.summary(hands))
    if scores:
        summary["kitty"] = kitty
    summary["timing"] = {"seconds": elapsed, "hands_per_second": hands / elapsed if elapsed > 0 else None}
    return summary


class _Tally:
    """A simulation's running totals: showdowns, pots (in a game that scores: stakes), each player's net and wins."""

    def __init__(self, players: int, scores: bool) -> None:
        self.scores = scores
        self.net, self.won = [0] * players, [0] * players
        self.showdowns = self.pots = self.biggest = 0

    def add(self, hand: Any, order: Sequence[int]) -> None:
        """Count a finished hand, whose seat ``s`` player ``order[s]`` had."""
        events = hand.events
        self.showdowns += any(isinstance(e, Shown) for e in events)
        pot = BaileyView(hand).stake if self.scores else sum(e.amount for e in events if isinstance(e, Awarded))
        self.pots += pot
        self.biggest = max(self.biggest, pot)
        for seat, payoff in enumerate(hand.payoffs):
            self.net[order[seat]] += payoff
            self.won[order[seat]] += payoff > 0

    def summary(self, hands: int) -> dict[str, Any]:
        """The totals as JSON-ready data."""
        word = "stake" if self.scores else "pot"
        return {
            "showdowns": self.showdowns,
            "showdown_share": self.showdowns / hands,
            f"average_{word}": self.pots / hands,
            f"biggest_{word}": self.biggest,
            "seats": [{"seat": s, "net": net, "per_hand": net / hands, "won": won} for s, (net, won) in enumerate(zip(self.net, self.won))],
        }


def _simulate_text(summary: dict[str, Any]) -> str:
    scores = "kitty" in summary
    hands, timing = summary["hands"], summary["timing"]
    start = f"points start at {summary['points']}" if scores else f"stacks {summary['stack']}"
    rate = f"{timing['hands_per_second']:,.0f} hands/s" if timing["hands_per_second"] else "too fast to time"
    lines = [
        f"{summary['variant']}: {hands:,} hands, {summary['players']} players, seed {summary['seed']}, {start}",
        f"played in {timing['seconds']:.2f} s: {rate}",
        f"showdowns: {summary['showdowns']:,} of {hands:,} hands ({100 * summary['showdown_share']:.1f}%)",
    ]
    if scores:
        lines.append(f"average stake {summary['average_stake']:.1f}, biggest stake {summary['biggest_stake']}; kitty at the end {summary['kitty']}")
    else:
        lines.append(f"average pot {summary['average_pot']:.1f}, biggest pot {summary['biggest_pot']}")
    lines.append(f"{'seat':>4}  {'bot':<9} {'net':>9}  {'per hand':>9}  {'hands won':>9}")
    for row in summary["seats"]:
        lines.append(f"{row['seat']:>4}  {row['bot']:<9} {row['net']:>+9}  {row['per_hand']:>+9.2f}  {row['won']:>9,}")
    if scores:
        lines.append(f"net points and the kitty sum to {sum(r['net'] for r in summary['seats']) + summary['kitty']}")
    return "\n".join(lines)
