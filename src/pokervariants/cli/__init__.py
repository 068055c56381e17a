"""The ``pokervariants`` command: a demonstration, and subcommands to rank hands, work out equity,
simulate, play against bots, replay hand histories and take statistics over them.

``pokervariants`` (or ``python -m pokervariants``) with no subcommand deals the
seeded demonstration. Each subcommand has ``--help`` with examples. Bad input
(an unknown game, a bad card, a card given twice, a malformed hand history)
is reported on stderr as ``pokervariants COMMAND: what is wrong`` with exit
status 2; ``--json`` gives machine-readable output where it makes sense.

This package holds :func:`main`; the rest is in modules with one job each,
and the objects meant for use are imported from here
(``from pokervariants.cli import configure_game``):

* :mod:`~pokervariants.cli.parser`: the argument parser, :func:`build_parser`;
* :mod:`~pokervariants.cli.errors`: :class:`CommandError`, bad input, and
  :func:`~pokervariants.cli.errors.plain`, messages in the user's words;
* :mod:`~pokervariants.cli.checks`: whole numbers read from the words typed,
  quoted text kept short, and the limits on the work a run may ask for;
* :mod:`~pokervariants.cli.games`: the game from its name and options
  (:func:`configure_game`), the bots from ``--bot``, fresh seeds;
* :mod:`~pokervariants.cli.loading`: a game of your own from ``--game
  module:Class`` (:func:`~pokervariants.cli.loading.load_game`);
* :mod:`~pokervariants.cli.rankings` and :mod:`~pokervariants.cli.output`:
  rankings by name; cards, amounts and JSON as printed;
* :mod:`~pokervariants.cli.style`: cards on a terminal, with suit symbols and
  colour (:func:`choose_style`, :class:`CardStyle`; ``--color``, ``NO_COLOR``);
* a module per subcommand: :mod:`~pokervariants.cli.demonstration`
  (``demo``, :func:`demo`), :mod:`~pokervariants.cli.evaluate` (``eval``),
  :mod:`~pokervariants.cli.equity` (:class:`ProgressBar`),
  :mod:`~pokervariants.cli.simulation` (``simulate``, :func:`simulate`),
  :mod:`~pokervariants.cli.play` (:class:`PlaySession`, reading answers with
  :mod:`~pokervariants.cli.answers`: :func:`parse_answer`, :class:`BadInput`)
  :mod:`~pokervariants.cli.replay` and :mod:`~pokervariants.cli.stats`;
* :mod:`~pokervariants.cli.narrate`: a hand's events as text
  (:class:`Narrator`, for ``play`` and ``replay``) and as JSON
  (:func:`event_json`).

>>> from pokervariants.cli import configure_game
>>> configure_game("razz")
Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped=False, burn=False, odd_chip=<OddChip.RROP: 'rrop'>, short_all_in=<ShortAllIn.GRID: 'grid'>, showdown=<ShowdownMode.AUTO: 'auto'>, all_in_low_card=<AllInLowCard.PASS: 'pass'>, split_pots=<SplitPots.EACH: 'each'>, rake=None)
>>> configure_game("baseball", ["seven_card=true"]).bring_in  # no bring-in street: no bring-in
0
>>> configure_game("bailey", ["jokers=1"])
Bailey(jokers=1, ceiling=None, high_card_ties=<HighCardTies.FIVE: 'five'>)
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence

from .answers import BadInput, parse_answer
from .demonstration import demo
from .equity import ProgressBar
from .errors import CommandError, plain
from .games import configure_game
from .narrate import Narrator, event_json
from .parser import build_parser
from .play import PlaySession
from .simulation import simulate
from .style import CardStyle, choose_style

__all__ = [
    "BadInput",
    "CardStyle",
    "CommandError",
    "Narrator",
    "PlaySession",
    "ProgressBar",
    "build_parser",
    "choose_style",
    "configure_game",
    "demo",
    "event_json",
    "main",
    "parse_answer",
    "simulate",
]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 for bad input)."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except (ValueError, ImportError) as error:  # CommandError, the library's messages about bad input, a broken installed game
        print(f"pokervariants {args.command or 'demo'}: {plain(error)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\npokervariants: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (| head): stop quietly, without a traceback at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
