"""``pokervariants simulate --mix …`` and ``--tournament``: bots at one table hand after hand (a
:class:`~pokervariants.session.Session` or :class:`~pokervariants.session.Tournament`), with a
progress bar on a terminal, summarised as text or JSON, and written as a ``.phhs`` file or an
HTML replayer of the whole session."""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

from ..bots import make_bot
from ..engine.hand import Hand
from ..engine.protocols import GameVariant
from ..evaluation import build_tables
from ..variants import Holdem
from ..session import Level, Mix, MultiTableTournament, Session, SessionError, Tournament
from .errors import CommandError
from .games import bot_names, chosen_game, fresh_seed
from .output import print_json
from .summary import LineBar

__all__ = ["MIXES", "SessionProgress", "run_session", "tournament_levels"]

MIXES: dict[str, Callable[[], Mix]] = {
    "horse": Mix.horse,
    "8-game": Mix.eight_game,
    "8game": Mix.eight_game,
    "dealers-choice": lambda: Mix.dealers_choice(Mix.horse().games),
}
"""The ready mixes ``--mix`` names (dealer's choice: among HORSE's games)."""

_STAKES = ("blinds", "ante", "big_blind_ante", "bring_in", "small_bet", "big_bet")


class SessionProgress(LineBar):
    """A one-line progress bar on a text stream: hands played (of ``total``, when known), the players
    left and the level; redrawn at most every ``every`` seconds, cleared by :meth:`~pokervariants.cli.summary.LineBar.close`."""

    def __init__(self, stream: TextIO, total: int | None, *, width: int = 24, every: float = 0.1, clock: Callable[[], float] = time.monotonic, label: str = "simulate") -> None:
        super().__init__(stream, width=width, every=every, clock=clock, label=label)
        self.total = max(total or 0, 1)
        self.known = total is not None

    def update(self, hands: int, players: int, level: int | None = None, *, force: bool = False) -> None:
        """Show ``hands`` played, ``players`` left and the ``level`` (a tournament's)."""
        if not self._due(force):
            return
        if self.known:
            share = min(hands, self.total) / self.total
            filled = int(self.width * share)
            line = f"{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {share:4.0%}  {hands:,} hands"
        else:
            line = f"{self.label}  {hands:,} hands"
        line += f", {players} players" + (f", level {level}" if level is not None else "")
        self._show(line[: shutil.get_terminal_size((80, 24)).columns - 1])


def tournament_levels(games: tuple[GameVariant, ...], *, hands: int, levels: int = 20) -> tuple[Level, ...]:
    """A structure for ``--tournament``: the games' own stakes at level 1, every stake doubled at
    each level of ``hands`` hands, the last lasting to the end. A stake is read from the first game
    that has it (a fixed-limit flop game's limits from its betting)."""
    found: dict[str, Any] = {}
    for game in games:
        for name in _STAKES:
            value = getattr(game, name, None)
            if value is None and name in ("small_bet", "big_bet"):
                value = getattr(getattr(game, "betting", None), name, None)
            if value is not None and name not in found and not isinstance(value, bool):
                found[name] = value
    has_stud = any(not hasattr(game, "blinds") for game in games)
    made = []
    for index in range(levels):
        factor = 2**index
        stakes = {name: (tuple(b * factor for b in value) if name == "blinds" else value * factor) for name, value in found.items()}
        if not stakes.get("ante") or (not has_stud and "bring_in" in stakes):
            stakes.pop("ante", None)
        if not has_stud:
            stakes.pop("bring_in", None)
        if not stakes.get("big_blind_ante"):
            stakes.pop("big_blind_ante", None)
        made.append(Level(**stakes, hands=None if index == levels - 1 else hands))
    return tuple(made)


def _game_or_mix(args: argparse.Namespace) -> GameVariant | Mix:
    if args.mix:
        if args.variant:
            raise CommandError("--mix plays its own games: give --mix or --variant, not both")
        key = args.mix.strip().lower().replace("_", "-").replace("'", "").replace(" ", "-")
        maker = MIXES.get(key)
        if maker is None:
            raise CommandError(f"unknown mix {args.mix!r}: choose from horse, 8-game, dealers-choice")
        return maker()
    if not args.variant:
        if args.tournament:
            return Holdem(blinds=(10, 20))  # a sit-and-go's usual first level for 1,500 chips
        raise CommandError("simulate needs a game: --variant NAME, or --mix horse, 8-game or dealers-choice")
    game: GameVariant = chosen_game(args)
    return game


def run_session(args: argparse.Namespace) -> int:
    """``simulate --mix`` / ``--tournament``: play the session or tournament and summarise it."""
    if args.table_size is not None and not args.tournament:
        raise CommandError("--table-size seats a tournament's tables: give it with --tournament")
    game = _game_or_mix(args)
    players = args.players if args.players is not None else 6
    names = [f"P{i}" for i in range(1, players + 1)]
    bots = dict(zip(names, (make_bot(n) for n in bot_names(args.bot or ("tag" if args.tournament else "random"), players))))
    seed = args.seed if args.seed is not None else fresh_seed()
    stack = args.stack if args.stack is not None else (1500 if args.tournament else 1000)
    if stack < 1:
        raise CommandError(f"--stack must be at least 1 chip, got {stack}")
    master = random.Random(seed)
    deal_seed, bot_seed = master.getrandbits(64), master.getrandbits(64)
    try:
        session: Session | MultiTableTournament
        if args.tournament:
            games = game.games if isinstance(game, Mix) else (game,)
            payouts = tuple(int(p) for p in args.payouts.split(",")) if args.payouts else _default_payouts(players)
            levels = tournament_levels(games, hands=args.level_hands)
            if args.table_size is not None and players > args.table_size:
                session = MultiTableTournament(game, players={n: stack for n in names}, levels=levels, seed=deal_seed, payouts=payouts, table_size=args.table_size)
            else:
                session = Tournament(game, players={n: stack for n in names}, levels=levels, seed=deal_seed, payouts=payouts, seat_count=args.table_size)
        else:
            session = Session(game, players={n: stack for n in names}, seed=deal_seed, max_hands=args.hands)
    except (SessionError, ValueError) as error:
        raise CommandError(str(error)) from None
    build_tables()
    bar = SessionProgress(sys.stderr, None if args.tournament else args.hands) if sys.stderr.isatty() and not args.json else None
    level = (lambda: session.level) if isinstance(session, (Tournament, MultiTableTournament)) else (lambda: None)

    def after(hand: Hand) -> None:
        if bar is not None:
            bar.update(session.hands_played, len(session.stacks), level())

    start = time.perf_counter()
    try:
        played = session.play(bots, seed=bot_seed, hands=None if args.tournament else args.hands, after=after)
    finally:
        if bar is not None:
            bar.close()
    elapsed = time.perf_counter() - start
    summary = _summary(session, game, played, elapsed, seed=seed, stack=stack, bots={n: b for n, b in zip(names, bot_names(args.bot or ("tag" if args.tournament else "random"), players))})
    if args.phhs:
        summary["written"] = {"phhs": str(args.phhs), "hands": session.write(args.phhs)}
    if args.html:
        from ..render import write_session

        write_session(session, args.html)
        summary.setdefault("written", {})["html"] = str(args.html)
    if args.json:
        print_json(summary)
    else:
        print(_text(summary))
    return 0


def _default_payouts(players: int) -> tuple[int, ...]:
    """The prizes of a sit-and-go of ``players`` (in per cent of the pool): 65/35 to six, 50/30/20 beyond."""
    if players <= 3:
        return (100,)
    if players <= 6:
        return (65, 35)
    return (50, 30, 20)


def _summary(session: Session | MultiTableTournament, game: GameVariant | Mix, played: int, elapsed: float, *, seed: int, stack: int, bots: dict[str, str]) -> dict[str, Any]:
    name = game.name if isinstance(game, Mix) else str(game.name)
    summary: dict[str, Any] = {
        "kind": "tournament" if isinstance(session, (Tournament, MultiTableTournament)) else "session", "game": name, "hands": played, "seed": seed, "stack": stack,
        "players": [{"name": n, "bot": b, "stack": _plain(session.stacks.get(n, 0)), "net": _plain(session.stacks.get(n, 0) - stack)} for n, b in bots.items()],
    }  # fmt: skip
    if isinstance(session, MultiTableTournament):
        summary["tables"] = -(-len(bots) // session.table_size)  # as the players were first seated
    if isinstance(session, (Tournament, MultiTableTournament)):
        summary["level"] = session.level
        summary["places"] = [{"name": n, "place": p, "prize": _plain(session.prizes[n])} for n, p in session.places.items()]
    summary["timing"] = {"seconds": elapsed, "hands_per_second": played / elapsed if elapsed > 0 else None}
    return summary


def _plain(amount: Any) -> Any:
    return int(amount) if amount == int(amount) else str(amount)


def _text(summary: dict[str, Any]) -> str:
    rate = summary["timing"]["hands_per_second"]
    lines = [f"{summary['game']}: {summary['kind']} of {summary['hands']:,} hands, seed {summary['seed']}" + (f" ({rate:,.0f} hands a second)" if rate else "")]
    if summary["kind"] == "tournament":
        lines.append(f"reached level {summary['level']}" + (f", from {summary['tables']} tables" if "tables" in summary else ""))
        lines.append(f"{'place':>5}  {'player':<8} {'bot':<10} {'prize':>6}")
        for row in summary["places"]:
            bot = next(p["bot"] for p in summary["players"] if p["name"] == row["name"])
            lines.append(f"{row['place']:>5}  {row['name']:<8} {bot:<10} {row['prize']!s:>6}")
    else:
        lines.append(f"{'player':<8} {'bot':<10} {'stack':>8} {'net':>8}")
        for row in summary["players"]:
            net = str(row["net"])
            lines.append(f"{row['name']:<8} {row['bot']:<10} {row['stack']!s:>8} {net if net.startswith('-') else '+' + net:>8}")
    for key, value in summary.get("written", {}).items():
        if key != "hands":
            lines.append(f"wrote {value}")
    return "\n".join(lines)
