"""``pokervariants equity``: each player's equity from the cards known, worked out by
:func:`pokervariants.equity` and printed as a table or JSON, with a :class:`ProgressBar` on stderr for long runs."""

from __future__ import annotations

import argparse
import concurrent.futures
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from ..core import Card, as_cards
from ..equity import EquityResult, Holding, equity
from .checks import quoted
from .errors import CommandError
from .games import chosen_game, deals_up_cards, fresh_seed
from .narrate import deals_board
from .output import print_json, show

__all__ = ["ProgressBar", "run_equity"]


_AUTO_PROGRESS = 20_000
"""Monte Carlo runs of at least this many samples show a progress bar on a terminal by themselves."""


class ProgressBar:
    """A one-line progress bar on a text stream, for ``equity(progress=…)``: call it with (done, total)."""

    def __init__(self, stream: TextIO, label: str = "equity", width: int = 30) -> None:
        self.stream = stream
        self.label = label
        self.width = width
        self._drawn = 0

    def __call__(self, done: int, total: int) -> None:
        filled = self.width * done // max(total, 1)
        line = f"\r{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {done}/{total}"
        self.stream.write(line)
        self.stream.flush()
        self._drawn = len(line)

    def close(self) -> None:
        """Clear the bar's line."""
        if self._drawn:
            self.stream.write("\r" + " " * self._drawn + "\r")
            self.stream.flush()


def run_equity(args: argparse.Namespace) -> int:
    """``pokervariants equity``: the table (or JSON) of each player's equity."""
    game = chosen_game(args)
    holdings = [_holding(number, text) for number, text in enumerate(args.holdings)]
    up_cards = deals_up_cards(game)
    if not up_cards:
        _refuse_up_cards(game, holdings, args.holdings)
    dead, board = as_cards(args.dead), as_cards(args.board)
    exact = True if args.exact else False if args.monte_carlo else None
    seed = args.seed if args.seed is not None else fresh_seed()
    bar = ProgressBar(sys.stderr) if _shows_progress(args) else None
    executor = concurrent.futures.ProcessPoolExecutor(args.workers) if args.workers else None
    try:
        result = equity(
            game, holdings, board=board, dead=dead, samples=args.samples, seed=seed, exact=exact, executor=executor, progress=bar,
            target_error=args.target_error, backend=args.backend,
        )  # fmt: skip
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
        if bar is not None:
            bar.close()
    used_seed = None if result.exact else seed
    if args.json:
        print_json(_equity_json(str(game.name), holdings, board, dead, result, used_seed))
    else:
        print(_equity_text(str(game.name), holdings, board, dead, result, used_seed, up_cards=up_cards))
    return 0


def _holding(number: int, text: str) -> Holding:
    try:
        return Holding.parse(text)
    except ValueError as error:
        raise CommandError(f"seat {number}'s holding {text!r}: {error}") from None


def _refuse_up_cards(game: Any, holdings: Sequence[Holding], texts: Sequence[str]) -> None:
    """Refuse up cards in a game that deals none (a draw or flop game), saying how the holding is written there:
    all its cards as one list, before any ``/``."""
    for number, (holding, text) in enumerate(zip(holdings, texts)):
        if not holding.up:
            continue
        cards = "".join(map(str, holding.down + holding.up))
        if deals_board(game):
            how = "give the player's hole cards alone, and the board with --board"
        elif getattr(game, "draws", 0):
            how = f"the holding is the cards the player keeps, all in one list ({cards})"
        else:
            how = f"give the player's cards in one list ({cards})"
        raise CommandError(f"seat {number}'s holding {quoted(text)}: {game.name} deals no up cards; {how}")


def _shows_progress(args: argparse.Namespace) -> bool:
    if args.progress is not None:
        return bool(args.progress)
    long = args.target_error is not None or (args.samples or 0) >= _AUTO_PROGRESS
    return not args.json and not args.exact and long and sys.stderr.isatty()


def _equity_text(
    name: str, holdings: list[Holding], board: Sequence[Card], dead: Sequence[Card], result: EquityResult, seed: int | None, *, up_cards: bool = True
) -> str:
    """The equity table as text: the holdings (their up cards only in a game that deals some), the table, the shares
    of a hi/lo pot, and how the result was reached."""
    lines = [f"{name}, {len(holdings)} players" + (f"; board {show(board)}" if board else "") + (f"; dead cards {show(dead)}" if dead else "")]
    for seat, holding in enumerate(holdings):
        if holding.range:
            lines.append(f"  seat {seat}: a range of {len(holding.range)} combinations")
            continue
        up = f", up {show(holding.up) or '-'}" if up_cards or holding.up else ""
        lines.append(f"  seat {seat}: down {show(holding.down) or '-'}{up}" + (f", extra {show(holding.extra)}" if holding.extra else ""))
    lines += ["", result.table()]
    if len(result.players[0].shares) == 2:
        lines.append("shares of the pot:")
        for player in result.players:
            parts = [f"{s.name} {100 * s.equity:5.1f}% (win {100 * s.win:5.1f}%, tie {100 * s.tie:5.1f}%)" for s in player.shares]
            lines.append(f"{player.seat:>4}  " + "   ".join(parts))
    if result.exact:
        lines.append(f"exact: every one of {result.trials:,} deals")
    else:
        lines.append(f"Monte Carlo: {result.trials:,} deals from seed {seed}")
    lines.append(f"dealt by {result.method}" + (f" ({result.reason})" if result.reason else ""))
    return "\n".join(lines)


def _equity_json(name: str, holdings: list[Holding], board: Sequence[Card], dead: Sequence[Card], result: EquityResult, seed: int | None) -> dict[str, Any]:
    players = []
    for player, holding in zip(result.players, holdings):
        players.append({
            "seat": player.seat,
            "holding": {"down": [str(c) for c in holding.down], "up": [str(c) for c in holding.up], "extra": [str(c) for c in holding.extra],
                        "range": [f"{a}{b}" for a, b in holding.range]},
            "equity": player.equity,
            "win": player.win,
            "tie": player.tie,
            "quartered": player.quartered,
            "standard_error": player.standard_error,
            "shares": {s.name: {"equity": s.equity, "win": s.win, "tie": s.tie} for s in player.shares},
        })
    return {"variant": name, "board": [str(c) for c in board], "dead": [str(c) for c in dead], "exact": result.exact, "trials": result.trials, "seed": seed,
            "method": result.method, "reason": result.reason, "players": players}
