"""``pokervariants convert FILES... -o OUT``: poker rooms' hand histories as PHH (``.phhs``) or Open
Hand History (``.ohh``), every hand proven by replaying it (:mod:`pokervariants.sites`).

Each FILE is a room's text (any encoding the room writes), a directory (its files, at any depth) or a
glob pattern. The hands are written as they are read, so files of any size convert in the memory of
one hand; a progress bar on stderr follows the bytes read (on a terminal, unless ``--quiet``). With
``--errors skip`` (the default) a hand that cannot be read or does not add up is left out and listed
on stderr with why, and the exit status is 1 if any was; ``--errors stop`` stops at the first (exit
status 2), writing nothing more. A hand the room cancelled is no hand: it is left out and listed,
and changes neither.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import sites
from ..engine import Hand
from ..phh import HandHistory, dumps_all
from ..sites import ohh as open_hand_history
from .errors import CommandError
from .summary import ReplayProgress

__all__ = ["run_convert"]

_FORMATS = {".phhs": "phh", ".phh": "phh", ".ohh": "ohh", ".json": "ohh"}


def _files(patterns: list[str]) -> list[Path]:
    """The files FILES names: each file, each directory's files (sorted, at any depth), each glob's matches."""
    found: dict[Path, None] = {}
    for pattern in patterns:
        path = Path(pattern)
        if path.is_dir():
            found.update((p, None) for p in sorted(path.rglob("*")) if p.is_file())
        elif any(c in pattern for c in "*?["):
            matches = sorted(p for p in Path().glob(pattern) if p.is_file())
            if not matches:
                raise CommandError(f"no file matches {pattern}")
            found.update((p, None) for p in matches)
        elif path.is_file():
            found[path] = None
        else:
            raise CommandError(f"no such file: {pattern}")
    return list(found)


def _written(history: HandHistory, hand: Hand, form: str, before: int) -> str | None:
    """One hand (its history, and the hand its proof replayed) as the output writes it (after
    ``before`` hands); ``None`` for a game OHH has no type for."""
    gap = "\n" if before else ""
    if form == "phh":
        return gap + dumps_all({f"{history.get('venue', 'hand')} {history.get('hand', before + 1)}": history})
    try:
        return gap + open_hand_history.dumps([open_hand_history.ohh(history, hand)])
    except ValueError:
        return None


def run_convert(args: argparse.Namespace) -> int:
    """Convert every hand of every file; print what was written and what was skipped."""
    out = Path(args.output)
    form = args.format or _FORMATS.get(out.suffix.lower())
    if form is None:
        raise CommandError(f"the output's format follows its suffix (.phhs, .ohh) or --format: {out.name} has neither")
    if args.site is not None and args.site.lower() not in sites.ROOMS:
        raise CommandError(f"unknown room {args.site!r}: the rooms are {', '.join(sorted(sites.ROOMS))}")
    files = _files(args.files)
    sizes = [path.stat().st_size for path in files]
    bar = ReplayProgress(sys.stderr, sum(sizes), label="convert") if not args.quiet and sys.stderr.isatty() else None
    skipped: list[str] = []
    cancelled: list[str] = []  # hands the room cancelled: never hands, so no failure either

    def left_out(error: sites.SiteFormatError) -> None:
        (cancelled if isinstance(error, sites.HandCancelled) else skipped).append(str(error))

    written = done = 0
    stop = args.errors == "stop"
    try:
        with out.open("w", encoding="utf-8", newline="\n") as stream:
            for path, size in zip(files, sizes):
                if bar is not None:
                    bar.update(done, written, len(skipped), str(path), force=True)
                try:
                    proofs = sites._read_hands(path, site=args.site, errors="raise" if stop else "skip", on_skip=left_out)
                    for history, hand in proofs:  # each hand replayed once, by its proof
                        text = _written(history, hand, form, written)
                        if text is None:
                            reason = f"{history.get('venue', '')} hand {history.get('hand', '?')}: {history.variant} has no OHH game type (OHH describes hold'em and Omaha)"
                            if stop:
                                raise CommandError(f"{path}: {reason}")
                            skipped.append(reason)
                            continue
                        stream.write(text)
                        written += 1
                        if bar is not None:
                            bar.update(done, written, len(skipped), str(path))
                except sites.SiteFormatError as failure:
                    raise CommandError(f"{path}: {failure}") from None
                except OSError as failure:
                    raise CommandError(f"cannot read {path}: {failure.strerror or failure}") from None
                done += size
    finally:
        if bar is not None:
            bar.close()
    for reason in cancelled:
        print(f"left out: {reason}", file=sys.stderr)
    for reason in skipped:
        print(f"skipped: {reason}", file=sys.stderr)
    tail = "".join(f" ({len(left):,} {word})" for left, word in ((skipped, "skipped"), (cancelled, "cancelled")) if left)
    print(f"{written:,} hand{'s' if written != 1 else ''} from {len(files):,} file{'s' if len(files) != 1 else ''} written to {out}{tail}")
    return 1 if skipped else 0
