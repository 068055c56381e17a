"""``pokervariants replay FILES... --summary``: every hand of many hand histories replayed, and summed up.

The files may be ``.phh`` hands and ``.phhs`` collections, directories (every ``.phh`` and ``.phhs`` file in
them, at any depth) and glob patterns (``'hands/**/*.phhs'``, for a shell that does not expand them). Each
collection streams a hand at a time (:func:`pokervariants.phh.summarize`), so files of any size replay in
the memory of one hand. A progress bar on stderr follows the bytes read (on a terminal, unless ``--quiet``).

The summary says how many hands replayed and which failed and why, and each player's hands and net
result, by the names the histories give; ``--json`` gives it as JSON. With ``--errors skip`` (the default)
a hand that fails is listed and the rest replay, and the exit status is 1 if any failed; ``--errors stop``
stops at the first, as a replay without ``--summary`` does (exit status 2).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, TextIO

from ..phh import PHHError, Summary, summarize
from ..phh.corpus import MAX_FAILURES
from .errors import CommandError
from .output import print_json
from .replay import _registry, run_replay

__all__ = ["ReplayProgress", "expand", "run_replay_command", "run_summary", "signed_amount", "summary_json", "summary_text"]

_SUFFIXES = (".phh", ".phhs")
_GLOB = re.compile(r"[*?[]")
_SHOWN_FAILURES = 50
"""Failures listed in the text summary (``--json`` lists every one the summary keeps)."""


class LineBar:
    """A one-line bar on a text stream, redrawn at most every ``every`` seconds (so that it costs
    nothing beside the work it follows); :meth:`close` clears its line. Subclasses make the line."""

    def __init__(self, stream: TextIO, *, width: int = 24, every: float = 0.1, clock: Callable[[], float] = time.monotonic, label: str = "replay") -> None:
        self.stream = stream
        self.label = label
        self.width = width
        self.every = every
        self._clock = clock
        self._next = 0.0
        self._drawn = 0

    def _due(self, force: bool) -> bool:
        """Whether to redraw now (at most every ``every`` seconds, unless ``force``)."""
        now = self._clock()
        if not force and now < self._next:
            return False
        self._next = now + self.every
        return True

    def _show(self, line: str) -> None:
        """Draw ``line`` over the last one."""
        self.stream.write("\r" + line + " " * max(self._drawn - len(line), 0))
        self.stream.flush()
        self._drawn = len(line)

    def close(self) -> None:
        """Clear the bar's line."""
        if self._drawn:
            self.stream.write("\r" + " " * self._drawn + "\r")
            self.stream.flush()
            self._drawn = 0


class ReplayProgress(LineBar):
    """A one-line progress bar on a text stream for a replay of many files: the share of the bytes read, the
    hands replayed and failed so far, and the file being read. It redraws at most every ``every`` seconds,
    so that it costs nothing beside the replay, and :meth:`~LineBar.close` clears its line; ``label`` starts the line
    (the command's name)."""

    def __init__(
        self, stream: TextIO, total: int, *, width: int = 24, every: float = 0.1, clock: Callable[[], float] = time.monotonic, label: str = "replay"
    ) -> None:
        super().__init__(stream, width=width, every=every, clock=clock, label=label)
        self.total = max(total, 1)

    def update(self, done: int, hands: int, failed: int, file: str = "", *, force: bool = False) -> None:
        """Show ``done`` bytes of the total read, ``hands`` replayed and ``failed`` failed, in ``file``."""
        if not self._due(force):
            return
        share = min(done, self.total) / self.total
        filled = int(self.width * share)
        line = f"{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {share:4.0%}  {hands:,} hands" + (f", {failed:,} failed" if failed else "")
        room = shutil.get_terminal_size((80, 24)).columns - 1 - len(line) - 2
        if file and room > 8:
            line += "  " + (file if len(file) <= room else "…" + file[len(file) - room + 1 :])  # the path's end says most
        self._show(line)


def run_replay_command(args: argparse.Namespace) -> int:
    """``pokervariants replay``: the summary of many files (``--summary``), or the story of one."""
    if args.summary:
        return run_summary(args)
    for option, given in (("--errors", args.errors is not None), ("--quiet", args.quiet)):
        if given:
            raise CommandError(f"{option} goes with --summary")
    if len(args.files) > 1:
        raise CommandError("several files replay together with --summary; the story, --json and --html take one FILE")
    args.file = args.files[0]
    return run_replay(args)


def run_summary(args: argparse.Namespace) -> int:
    """``pokervariants replay FILES... --summary``: replay every hand and print the summary."""
    for option, given in (("--step", args.step), ("--hand", args.hand is not None), ("--html", args.html is not None), ("--seat", args.seat is not None)):
        if given:
            raise CommandError(f"--summary replays every hand of every file and sums them up: it does not go with {option}")
    files = expand(args.files)
    registry = _registry(args.game or [], None)  # the histories' variants are not known before they are read
    sizes = [_size(path) for path in files]
    bar = ReplayProgress(sys.stderr, sum(sizes)) if not args.quiet and sys.stderr.isatty() else None
    parts: list[Summary] = []
    before = hands = failed = 0
    try:
        for path, size in zip(files, sizes):
            progress = None
            if bar is not None:
                progress = _progress(bar, before, hands, failed, path)
                bar.update(before, hands, failed, path, force=True)
            try:
                part = summarize(path, registry=registry, errors="raise" if args.errors == "stop" else "skip", progress=progress)
            except OSError as error:
                raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
            except PHHError as error:
                raise CommandError(str(error)) from None
            parts.append(part)
            before += size
            hands += part.hands + part.unfinished
            failed += part.failed
    finally:
        if bar is not None:
            bar.close()
    summary = Summary.merge(parts)
    if args.json:
        print_json(summary_json(summary))
    else:
        print(summary_text(summary))
    return 1 if summary.failed else 0


def _progress(bar: ReplayProgress, before: int, hands: int, failed: int, path: str) -> Callable[[int, int, int], None]:
    def progress(read: int, file_hands: int, file_failed: int) -> None:
        bar.update(before + read, hands + file_hands, failed + file_failed, path)

    return progress


def expand(patterns: Sequence[str]) -> list[str]:
    """The files ``FILES...`` names: each file as given, each directory's ``.phh`` and ``.phhs`` files (sorted,
    at any depth), each glob pattern's matches (sorted); each file once, in that order."""
    files: dict[str, None] = {}
    for pattern in patterns:
        path = Path(pattern)
        if path.is_dir():
            found = sorted(str(p) for p in path.rglob("*") if p.suffix in _SUFFIXES and p.is_file())
            if not found:
                raise CommandError(f"{pattern}: the directory holds no .phh or .phhs files")
        elif path.exists() or not _GLOB.search(pattern):
            if not path.exists():
                raise CommandError(f"cannot read {pattern}: no such file or directory")
            found = [pattern]
        else:
            found = sorted(str(p) for p in _glob(pattern) if p.is_file())
            if not found:
                raise CommandError(f"{pattern} matches no files")
        files.update(dict.fromkeys(found))
    return list(files)


def _glob(pattern: str) -> list[Path]:
    """The paths a glob pattern matches, relative or absolute, ``**`` matching any depth."""
    path = Path(pattern)
    if path.is_absolute():
        anchor = Path(path.anchor)
        return list(anchor.glob(str(path.relative_to(anchor))))
    return list(Path().glob(pattern))


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0  # summarize reports it


def signed_amount(amount: Any) -> str:
    """An exact amount with its sign and thousands separators: ``+1,250``, ``-0.35``, ``+1/3``."""
    if isinstance(amount, Fraction):
        return f"{'-' if amount < 0 else '+'}{abs(amount)}"
    return format(amount, "+,")


def summary_text(summary: Summary) -> str:
    """The summary as the command prints it: the counts, a table of the players, the failures."""
    replayed = summary.hands + summary.unfinished
    head = f"{summary.files:,} file{'s' * (summary.files != 1)}: {replayed:,} hand{'s' * (replayed != 1)} replayed"
    if summary.unfinished:
        head += f" ({summary.unfinished:,} stopping before the end, not counted below)"
    head += f", {summary.failed:,} failed" if summary.failed else ", none failed"
    lines = [head]
    if summary.players:
        players = sorted(summary.players.items(), key=lambda item: (-item[1].net, item[0]))
        rows = [(name, f"{totals.hands:,}", signed_amount(totals.net)) for name, totals in players]
        widths = [max(len(row[i]) for row in [("player", "hands", "net won"), *rows]) for i in range(3)]
        lines.append("")
        for name, count, net in [("player", "hands", "net won"), *rows]:
            lines.append(f"{name:<{widths[0]}}  {count:>{widths[1]}}  {net:>{widths[2]}}")
    if summary.failed:
        lines += ["", "failed:"]
        lines += [f"  {failure}" for failure in summary.failures[:_SHOWN_FAILURES]]
        more = summary.failed - min(len(summary.failures), _SHOWN_FAILURES)
        if more:
            lines.append(f"  … and {more:,} more" + (f" (--json lists the first {MAX_FAILURES:,})" if len(summary.failures) > _SHOWN_FAILURES else ""))
    return "\n".join(lines)


def _json_amount(amount: Any) -> int | str:
    """An amount in JSON: an int as a number, an exact fractional amount as a string (a float would round it)."""
    return amount if type(amount) is int else str(amount)


def summary_json(summary: Summary) -> dict[str, Any]:
    """The summary as a JSON document."""
    return {
        "files": summary.files,
        "hands": summary.hands,
        "unfinished": summary.unfinished,
        "failed": summary.failed,
        "players": [{"name": name, "hands": totals.hands, "net": _json_amount(totals.net)} for name, totals in summary.players.items()],
        "failures": [
            {"file": f.file, "label": f.label, "line": f.line, "error": f.error_type, "message": f.message} for f in summary.failures
        ],
    }
