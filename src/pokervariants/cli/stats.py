"""``pokervariants stats FILES...``: every player's statistics over hand histories, as a table, as JSON,
and a player's winnings as an SVG picture (:mod:`pokervariants.stats`).

The files are ``.phh`` hands, ``.phhs`` collections (streamed a hand at a time) and poker rooms' own
hand-history text (any other file: :func:`pokervariants.sites.read` finds the room and proves each
hand), directories (their ``.phh`` and ``.phhs`` files, at any depth) and glob patterns
(``'hands/*.txt'``). A progress bar on stderr follows the bytes read (on a terminal, unless
``--quiet``). Each hand is replayed once, for the statistics and, with ``--svg``, for the player's
winnings, all-in adjusted.

With ``--errors skip`` (the default) a hand that cannot be read or replayed is listed and the rest are
counted, and the exit status is 1 if any failed; ``--errors stop`` stops at the first (exit status 2).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

from ..phh import PHHError, iter_histories, load
from ..phh.errors import located
from ..stats import PlayerStats, Stats, Tally, rows
from .errors import CommandError
from .output import print_json
from .replay import _registry
from .summary import ReplayProgress, expand, signed_amount

__all__ = ["run_stats", "stats_json", "stats_text"]

_SHOWN_FAILURES = 50


def run_stats(args: argparse.Namespace) -> int:
    """``pokervariants stats FILES...``: the statistics of every hand of every file."""
    if args.svg is not None and args.player is None:
        raise CommandError("--svg draws one player's winnings: give --player NAME too")
    files = expand(args.files)
    registry = _registry(args.game or [], None)
    follow = [args.player] if args.svg is not None else []
    tally = Tally(follow=follow)
    sizes = [_size(path) for path in files]
    bar = ReplayProgress(sys.stderr, sum(sizes), label="stats") if not args.quiet and sys.stderr.isatty() else None
    stop = args.errors == "stop"
    before = 0
    try:
        for path, size in zip(files, sizes):
            progress = None
            if bar is not None:
                progress = _progress(bar, before, tally, path)
                progress(0)
            _read(tally, path, registry=registry, lenient=args.lenient, stop=stop, progress=progress)
            before += size
    finally:
        if bar is not None:
            bar.close()
    result = tally.stats()
    if args.player is not None and args.player not in result:
        known = sorted(result.players, key=str.casefold)
        near = [name for name in known if name.casefold() == args.player.casefold()]
        hint = f"; did you mean {near[0]!r}?" if near else f"; the players are {', '.join(known[:20]) or 'none'}" + (" …" if len(known) > 20 else "")
        raise CommandError(f"--player {args.player!r}: no such player in these hands{hint}")
    written = None
    if args.svg is not None:
        written = _write_svg(tally, args.player, Path(args.svg))
    if args.json:
        document = stats_json(result, files=len(files), player=args.player)
        if written is not None:
            document["svg"] = str(written)
        print_json(document)
    else:
        print(stats_text(result, files=len(files), player=args.player))
        if written is not None:
            winnings = tally.winnings(args.player)
            print(f"wrote {written}: {args.player}'s winnings over {winnings.hands:,} hands, {winnings.all_ins:,} of them all-in adjusted")
    return 1 if result.failed else 0


def _progress(bar: ReplayProgress, before: int, tally: Tally, path: str) -> Callable[[int], None]:
    def progress(read: int) -> None:
        bar.update(before + read, tally.hands + tally.unfinished, tally.failed, path)

    return progress


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _read(tally: Tally, path: str, *, registry: Any, lenient: bool, stop: bool, progress: Callable[[int], None] | None) -> None:
    """Count every hand of one file (a PHH hand or collection, or a room's text)."""
    try:
        if path.endswith(".phhs"):
            counted = _counted(path)
            for label, history in iter_histories(counted, name=path, on_error=None if stop else tally.fail):
                _add(tally, history, path, label, registry, lenient, stop)
                if progress is not None:
                    progress(counted.read)
        elif path.endswith(".phh"):
            _add(tally, load(path), path, None, registry, lenient, stop)
        else:
            _room(tally, path, registry, lenient, stop)
    except OSError as error:
        if stop:
            raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
        tally.fail(error, file=path)
    except PHHError as error:
        if stop:
            raise CommandError(str(located(error, file=path, line=error.line, label=error.label))) from None
        tally.fail(error, file=path)


class _counted:
    """A binary file's lines, counting the bytes read (for the progress bar)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.read = 0

    def __iter__(self) -> Iterator[bytes]:
        with open(self.path, "rb") as stream:
            for line in stream:
                self.read += len(line)
                yield line


def _add(tally: Tally, history: Any, file: str, label: str | None, registry: Any, lenient: bool, stop: bool) -> None:
    try:
        tally.add(history, registry=registry, lenient=lenient)
    except PHHError as error:
        if stop:
            raise CommandError(str(located(error, file=file, label=label))) from None
        tally.fail(error, file=file, label=label)


def _room(tally: Tally, path: str, registry: Any, lenient: bool, stop: bool) -> None:
    """A room's hand histories: each hand read and proven by :func:`pokervariants.sites.read`, then counted
    from the proof's own replay."""
    from .. import sites

    def skipped(error: sites.SiteFormatError) -> None:
        tally.fail(error, file=path)  # the error's message names the room, the hand and the line

    try:
        for history, hand in sites._read_hands(Path(path), errors="raise" if stop else "skip", on_skip=skipped):
            tally.add_hand(history, hand)  # the hand the proof replayed: counted without a second replay
    except sites.SiteFormatError as error:
        if stop:
            raise CommandError(f"{path}: {error}") from None
        tally.fail(error, file=path)


def _write_svg(tally: Tally, player: str, path: Path) -> Path:
    from ..render import svg

    try:
        path.write_text(svg.winnings(tally.winnings(player)), encoding="utf-8")
    except OSError as error:
        raise CommandError(f"cannot write {path}: {error.strerror or error}") from None
    return path


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


_COLUMNS: tuple[tuple[str, Callable[[PlayerStats], str]], ...] = (
    ("VPIP", lambda p: _percent(p.vpip)),
    ("PFR", lambda p: _percent(p.pfr)),
    ("3B", lambda p: _percent(p.three_bet)),
    ("F3B", lambda p: _percent(p.fold_to_three_bet)),
    ("CB", lambda p: _percent(p.cbet)),
    ("FCB", lambda p: _percent(p.fold_to_cbet)),
    ("WTSD", lambda p: _percent(p.wtsd)),
    ("W$SD", lambda p: _percent(p.wsd)),
    ("AF", lambda p: _ratio(p.aggression_factor)),
    ("net won", lambda p: signed_amount(p.net)),
)


def stats_text(result: Stats, *, files: int, player: str | None = None) -> str:
    """The statistics as the command prints them: the counts, a table of the players, the failures."""
    counted = result.hands
    head = f"{files:,} file{'s' * (files != 1)}: {counted:,} hand{'s' * (counted != 1)}"
    if result.unfinished:
        head += f" ({result.unfinished:,} more stopping before the end, not counted)"
    head += f", {result.failed:,} failed" if result.failed else ", none failed"
    if result.rake:
        head += f"; rake {result.rake:,}"
    lines = [head]
    players = [(player, result[player])] if player is not None else sorted(result.players.items(), key=lambda item: (-item[1].hands, item[0]))
    if players:
        columns = list(_COLUMNS)
        if any(p.blind_hands for _, p in players):
            columns.append(("bb/100", lambda p: "-" if p.bb_per_100 is None else f"{p.bb_per_100:+.1f}"))
        if any(p.limit_hands for _, p in players):
            columns.append(("BB/100", lambda p: "-" if p.big_bets_per_100 is None else f"{p.big_bets_per_100:+.1f}"))
        if any(p.draws for _, p in players):
            columns.append(("draws", lambda p: " ".join("-" if d.average is None else f"{d.average:.1f}" for d in p.draws) or "-"))
        header = ["player", "hands", *(name for name, _ in columns)]
        table = [[name, f"{p.hands:,}", *(cell(p) for _, cell in columns)] for name, p in players]
        widths = [max(len(row[i]) for row in [header, *table]) for i in range(len(header))]
        lines.append("")
        for row in [header, *table]:
            lines.append("  ".join([row[0].ljust(widths[0]), *(cell.rjust(width) for cell, width in zip(row[1:], widths[1:]))]).rstrip())
        lines += [
            "",
            "Rates in per cent (- where the player never had the chance); AF is bets and raises over calls after the first",
            "betting round; bb/100 big blinds and BB/100 big bets won a hundred hands; draws: cards a draw, by draw round.",
        ]
    if result.failed:
        lines += ["", "failed:"]
        lines += [f"  {failure}" for failure in result.failures[:_SHOWN_FAILURES]]
        more = result.failed - min(len(result.failures), _SHOWN_FAILURES)
        if more:
            lines.append(f"  … and {more:,} more")
    return "\n".join(lines)


def _json_value(value: Any) -> Any:
    return str(value) if isinstance(value, Decimal) else value


def stats_json(result: Stats, *, files: int, player: str | None = None) -> dict[str, Any]:
    """The statistics as a JSON document: the counts, a row a player (:func:`pokervariants.stats.rows`,
    money as exact strings), and the failures."""
    return {
        "files": files,
        "hands": result.hands,
        "unfinished": result.unfinished,
        "failed": result.failed,
        "rake": str(result.rake),
        "players": [{key: _json_value(value) for key, value in row.items()} for row in rows(result, player=player)],
        "failures": [
            {"file": f.file, "label": f.label, "line": f.line, "error": f.error_type, "message": f.message} for f in result.failures
        ],
    }

