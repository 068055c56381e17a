"""The command line's argument parser (:func:`build_parser`): the top level and one subparser per subcommand,
each with its options, help and examples, and the function that runs it."""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable
from typing import Any, NoReturn

from .. import __version__
from ..bots import BOTS
from .convert import run_convert
from .checks import MAX_AMOUNT, MAX_PLAYED_HANDS, MAX_SIMULATED_HANDS, MAX_WORKERS, bounded, quoted, whole_number
from .demonstration import run_demo
from .equity import run_equity
from .evaluate import run_eval
from .games import GAME_LIST, SHORT_NAMES
from .play import run_play
from .rankings import LISTED_RANKINGS
from .simulation import run_simulate
from .stats import run_stats
from .style import WHENS
from .summary import run_replay_command

__all__ = ["build_parser"]


_MAIN_EPILOG = """\
examples:
  pokervariants                                  a seeded demonstration (the same as "demo")
  pokervariants eval --variant stud8 "As 2s 3d 4c 5h Kd Kc"
  pokervariants equity --variant razz "Ac2d/3h" "KcQd/Js" --seed 1
  pokervariants simulate --variant razz --hands 1000 --players 4 --seed 1
  pokervariants play --variant bailey --players 3
  pokervariants play --variant 27td --hands 5
  pokervariants replay hand.phh --step
  pokervariants stats hands.phhs --player Ann --svg ann.svg

""" + textwrap.fill(
    f"Games are named by name, alias or PHH code: {GAME_LIST}. Run \"pokervariants COMMAND --help\" for a command's options.", 79, break_on_hyphens=False
)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose error messages stay short whatever was typed (argparse quotes bad values whole)."""

    def error(self, message: str) -> NoReturn:
        super().error(bounded(message))


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser: the top level and one subparser per subcommand."""
    parser = _Parser(
        prog="pokervariants",
        description="Poker variants from the shell: rank hands, work out equity, simulate, play, replay and take statistics.",
        epilog=_MAIN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"pokervariants {__version__}")
    parser.set_defaults(handler=run_demo, seed=2026, command=None)
    commands = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    for add in (_add_demo, _add_eval, _add_equity, _add_simulate, _add_play, _add_replay, _add_convert, _add_stats):
        add(commands)
    return parser


def _subparser(commands: Any, name: str, summary: str, description: str, examples: str) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = commands.add_parser(
        name,
        help=summary,
        description=textwrap.fill(description, 79),
        epilog="examples:\n" + examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return parser


def _whole(low: int, high: int | None = None, *, name: str = "a whole number") -> Callable[[str], int]:
    """An argparse type: a whole number in ASCII digits from ``low`` (to ``high``), refused with a short message otherwise."""

    def convert(text: str) -> int:
        value = whole_number(text)
        if value is None:
            raise argparse.ArgumentTypeError(f"not a whole number: {quoted(text)}")
        if value < low or (high is not None and value > high):
            allowed = f"from {low:,} to {high:,}" if high is not None else f"{low:,} or more"
            raise argparse.ArgumentTypeError(f"must be {allowed}, got {quoted(text)}")
        return value

    convert.__name__ = name
    return convert


_count = _whole(1, MAX_AMOUNT)
"""Players and samples: at least 1; the game (players) or the library (samples) sets the real limit."""
_seed = _whole(0, 2**64 - 1, name="a seed")
"""Seeds: 0 to 2**64 - 1, plenty for a run to print and repeat."""
_stack = _whole(0, MAX_AMOUNT)
"""Chips or points at the start: 0 only for Bailey's Poker, whose points may start at 0 (checked by the command)."""


_AMOUNTS_HELP = (
    "the stud games play ante 1, bring-in 2 and bets 5/10; the flop and draw games blinds 1/2 and no limit, but Omaha "
    "pot limit, Omaha/8, the triple draws and Badugi fixed limit 2/4, and short deck an ante of 1 and a button blind of 2"
)
"""The amounts each game plays by default, as :func:`~pokervariants.cli.games.configure_game` sets them."""


def _add_variant(parser: argparse.ArgumentParser, *, required: bool = True, options: bool = True, game: bool = False) -> None:
    """``--variant NAME`` (with ``game`` also spelt ``--game``, and taking a game of your own as
    ``module:Class`` or ``path/to/file.py:Class``) and ``--option``."""
    if not game:
        parser.add_argument("--variant", required=required, metavar="NAME", help=f"the game: a name, alias or PHH code ({SHORT_NAMES} ...)")
    else:
        parser.add_argument(
            "--variant", "--game", dest="variant", required=required, metavar="NAME",
            help=f"the game: a name, alias or PHH code ({SHORT_NAMES} ...), an installed game's name, or a game of your "
            "own as module:Class (imported with the current directory on the path) or path/to/file.py:Class",
        )
    if options:
        parser.add_argument(
            "--option", "-o", action="append", default=[], metavar="NAME=VALUE",
            help=f"a game option, repeatable: ante=2, seven_card=true, jokers=1, blinds=2,5, betting=pot-limit ... (by default {_AMOUNTS_HELP})",
        )


def _add_colour(parser: argparse.ArgumentParser, *, json: bool = False) -> None:
    """``--color WHEN``, ``--no-color`` and ``--four-color`` (each also spelt colour): how cards are printed.

    The last of ``--color`` and ``--no-color`` given wins, as with most commands that have both.
    """
    look = parser.add_argument_group("cards on a terminal")
    look.add_argument(
        "--color", "--colour", choices=WHENS, default="auto", metavar="WHEN",
        help="suit symbols and colour: auto (the default: on a terminal only, without colour if NO_COLOR is set "
        "or TERM is dumb), always (even piped, and despite NO_COLOR) or never (plain text, as when piped)"
        + ("; --json is always plain" if json else ""),
    )
    look.add_argument("--no-color", "--no-colour", dest="color", action="store_const", const="never", help="the same as --color never")
    look.add_argument("--four-color", "--four-colour", dest="four_colour", action="store_true", help="in colour, a colour per suit: diamonds blue and clubs green as well as red hearts")


def _add_demo(commands: Any) -> None:
    parser = _subparser(
        commands, "demo", "deal and evaluate a seeded demonstration (the default)",
        "Deal four seven-card hands from a seeded deck and show every ranking, play a hand of Stud/8 and one "
        "of Bailey's Poker, and time the evaluator.",
        "  pokervariants\n  pokervariants demo --seed 7",
    )
    parser.add_argument("--seed", type=_seed, default=2026, help="the deck's seed (default 2026)")
    parser.set_defaults(handler=run_demo)


def _add_eval(commands: Any) -> None:
    parser = _subparser(
        commands, "eval", "rank and describe hands given as card text",
        "Rank and describe each hand under one ranking (--ranking, default high), or under each of a game's "
        "rankers (--variant: Stud/8 ranks high and eight-or-better low). With several hands, the best is marked.",
        '  pokervariants eval "As Ks Qs Js Ts" "2c 2d 2h 5s 5c"\n'
        '  pokervariants eval --ranking low8 "7c 5d 3h 2s Ac Kd Kh"\n'
        '  pokervariants eval --wild 39 "Kc Kd Kh 3s 9d 2c 4d"\n'
        '  pokervariants eval --variant stud8 "As 2s 3d 4c 5h Kd Kc" "Qs Qh Qd 9c 9d 7s 6s"\n'
        '  pokervariants eval --variant bailey --json "Qh Kd Ac 2c 2s"\n'
        '  pokervariants eval --ranking omaha --board "9s 5s 4h Qd Jc" "As Ks 2d 3c" "Qh Qs Jd Tc"\n'
        '  pokervariants eval --variant short-deck --board "Qh 9h 6h" "Ah Kh" "Kc Kd"\n'
        '  pokervariants eval --ranking 2-7 "7c 5d 4h 3s 2c" "8c 6d 4s 3h 2d"\n'
        '  pokervariants eval --variant badugi "Ks 7d 4c 2h"',
    )
    parser.add_argument("hands", nargs="+", metavar="HAND", help='one hand per argument, e.g. "As Ks Qs Js Ts"')
    parser.add_argument(
        "--ranking",
        default=None,
        metavar="NAME",
        help=f"ranking rule (default high): {', '.join(LISTED_RANKINGS)}, or one registered or installed (pokervariants.rankings "
        "entry points); case, hyphens and underscores do not matter, and deuce_seven, deuce-to-seven low and 2-7 name the "
        "deuce-to-seven ranking (unless a ranking registered or installed has the name)",
    )
    parser.add_argument("--wild", default=None, help='wild ranks, e.g. "39" (jokers are always wild)')
    parser.add_argument("--board", default="", metavar="CARDS", help="community cards that play with every hand (Omaha's rankings need them)")
    _add_variant(parser, required=False, options=False)
    parser.add_argument("--json", action="store_true", help="print JSON")
    _add_colour(parser, json=True)
    parser.set_defaults(handler=run_eval)


def _add_equity(commands: Any) -> None:
    parser = _subparser(
        commands, "equity", "each player's chance of winning from the known cards",
        "Each player's equity (average share of the pot), chance to win alone and to tie, from the cards known "
        'now. Give one holding per player as "down/up" (or "down/up/extra" for Baseball\'s extra cards); leave '
        "out cards you cannot see. The flop and draw games deal no up cards: give the hole cards, or the cards a "
        "player keeps at a draw. Small cases are enumerated exactly, larger ones sampled (Monte Carlo).",
        '  pokervariants equity --variant F7S "AsAd/Kc" "/Qh" --dead 2c3d --samples 100000 --seed 1\n'
        '  pokervariants equity --variant razz "Ac2d/3h4s5c6d" "KcKd/KhKs9c9d"    # exact: 100% and 0%\n'
        '  pokervariants equity --variant stud8 "As2s/3s4d" "KdKh/Qc9c" --monte-carlo --seed 2 --workers 2\n'
        '  pokervariants equity --variant bailey "/Ah7h" "/KsKd" --json --seed 3\n'
        '  pokervariants equity --variant holdem AsKs QdQc --board "Qs 7s 2d"      # exact: the 990 turns and rivers\n'
        '  pokervariants equity --variant holdem AsKs QdQc 7h6h --target-error 0.001 --seed 4\n'
        '  pokervariants equity --variant 27td 7c5d4h 8c6d --seed 5                # the cards each player keeps\n'
        '  pokervariants equity --game pineapple.py:Pineapple AsKsQs JdJc2h --seed 6 # a game of your own',
    )
    parser.add_argument(
        "holdings", nargs="+", metavar="HOLDING",
        help='a player\'s known cards, "down/up[/extra]"; in a flop game the hole cards ("AsKs"), in a draw game the cards kept ("7c5d4h")',
    )
    _add_variant(parser, game=True)
    parser.add_argument("--board", default="", metavar="CARDS", help="the community cards dealt so far (flop games)")
    parser.add_argument("--dead", default="", metavar="CARDS", help="cards out of play (folded up cards, the scrap pile)")
    parser.add_argument("--samples", type=_count, default=None, help="Monte Carlo deals (default 100000; with --target-error, the most to take)")
    parser.add_argument("--target-error", type=_error, default=None, metavar="SE",
                        help="sample until every standard error is at most SE (0.001 is a tenth of a per cent)")
    parser.add_argument("--backend", choices=("auto", "numpy", "python"), default="auto",
                        help="deal many deals at once with numpy (auto: when installed and the game allows), or one at a time")
    parser.add_argument("--seed", type=_seed, default=None, help="Monte Carlo seed (default: a fresh one, printed)")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every deal (refused for games with deal hooks)")
    how.add_argument("--monte-carlo", action="store_true", help="sample deals even when enumeration is possible")
    parser.add_argument("--workers", type=_whole(1, MAX_WORKERS), default=None, metavar="N", help=f"run the work in a pool of N processes (at most {MAX_WORKERS})")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="a progress bar on stderr (default: for long Monte Carlo runs on a terminal)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run_equity)


def _error(text: str) -> float:
    """A standard error to reach: a number between 0 and 1."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a standard error is a number such as 0.001, not {text!r:.40}") from None
    if not 0 < value < 1:
        raise argparse.ArgumentTypeError(f"a standard error is between 0 and 1 (0.001 is a tenth of a per cent), not {text!r:.40}")
    return value


def _add_simulate(commands: Any) -> None:
    parser = _subparser(
        commands, "simulate", "play many hands between bots and summarise them",
        "Play hands between bots (random, calling, cautious, tag) and print how fast they ran, how many reached "
        "a showdown, the pots (Bailey's Poker: the stakes and the kitty) and each player's net result, the player "
        "named by the seat of the first hand: in the flop and draw games the button moves one seat to the left each "
        "hand, the players with it. Each hand starts from --stack chips; Bailey's Poker keeps its points and the "
        "kitty from hand to hand. With --mix or --tournament the players sit at one table instead: stacks carried, "
        "the button moved, a mix's games in turn, a tournament's stakes rising until one player has every chip. "
        "The same seed gives the same result.",
        "  pokervariants simulate --variant razz --hands 1000 --players 4 --seed 1 --bot random\n"
        "  pokervariants simulate --variant stud8 --bot calling,cautious,random --seed 2 --json\n"
        "  pokervariants simulate --variant bailey --players 3 --hands 500 --seed 3\n"
        "  pokervariants simulate --variant 27td --players 3 --bot cautious,calling,random --seed 4\n"
        "  pokervariants simulate --game mygames:Pineapple --option blinds=5,10 --seed 5\n"
        "  pokervariants simulate --mix horse --hands 500 --seed 6 --phhs horse.phhs\n"
        "  pokervariants simulate --tournament --players 6 --seed 7 --html sng.html\n"
        "  pokervariants simulate --tournament --mix 8-game --level-hands 16 --seed 8\n"
        "  pokervariants simulate --tournament --players 45 --table-size 9 --seed 9",
    )
    _add_variant(parser, required=False, game=True)
    parser.add_argument("--hands", type=_whole(1, MAX_SIMULATED_HANDS), default=1000, help=f"hands to play (default 1000, at most {MAX_SIMULATED_HANDS:,}; a tournament plays to its end)")
    parser.add_argument("--players", type=_count, default=None, help="players (default 4; 6 at a session's table)")
    parser.add_argument("--seed", type=_seed, default=None, help="seed for the cards and the bots (default: a fresh one, printed)")
    parser.add_argument("--bot", default=None, metavar="BOT[,BOT...]", help=f"{', '.join(BOTS)}: one for every seat or one per seat (default random; tag in a tournament)")
    parser.add_argument("--stack", type=_stack, default=None, help="each seat's chips at the start of a hand (default 1000; Bailey's Poker: points start at 0; a session's or tournament's starting stack: 1000, 1500)")
    parser.add_argument("--json", action="store_true", help="print JSON (timing in its own field)")
    table = parser.add_argument_group("a session at one table: stacks carried, the button moved")
    table.add_argument("--mix", default=None, metavar="MIX", help="play a mix at one table: horse, 8-game or dealers-choice (each game an orbit)")
    table.add_argument("--tournament", action="store_true", help="play a freeze-out to one winner: the game's stakes doubling every --level-hands hands")
    table.add_argument("--level-hands", type=_whole(1, 10_000), default=10, help="a tournament level's hands (default 10)")
    table.add_argument("--table-size", type=_whole(3, 10), default=None, metavar="SEATS", help="a tournament's tables' seats: more players than that play at several tables, balanced and broken as they bust")
    table.add_argument("--payouts", default=None, metavar="P1,P2,...", help="a tournament's prizes, first place first (default 65,35 to six players, 50,30,20 beyond)")
    table.add_argument("--phhs", default=None, metavar="OUT.phhs", help="write the session's hands to one PHH file (with seats, players, table and level)")
    table.add_argument("--html", default=None, metavar="OUT.html", help="write an HTML replayer of the whole session: a hand list and a chip-count chart")
    parser.set_defaults(handler=run_simulate)


def _add_play(commands: Any) -> None:
    parser = _subparser(
        commands, "play", "play a game in the terminal against bots",
        "Play against bots, seeing what your seat sees: your face-down cards (in Bailey's Poker not even those), "
        "everyone's face-up cards, the pot or stake and the others' actions. Answer each prompt with the number of "
        'an action or its text ("call", "raise 20", "fold"; Bailey: "change 7h 15", "exchange Jk Kd", "stand", '
        '"continue"; at a draw: "discard 7h 2c", "discard all", "stand pat"); "help" shows the table again, "quit" '
        "or Ctrl-D leaves. In the flop and draw games the button moves one seat to the left each hand.",
        "  pokervariants play --variant razz\n"
        "  pokervariants play --variant stud8 --players 3 --bot cautious --seed 12 --hands 5\n"
        "  pokervariants play --variant bailey --option jokers=1 --seat 1\n"
        "  pokervariants play --variant holdem --no-color\n"
        "  pokervariants play --variant 27td --players 3 --hands 5\n"
        "  pokervariants play --game path/to/pineapple.py:CrazyPineapple --players 3",
    )
    _add_variant(parser, game=True)
    parser.add_argument("--players", type=_count, default=4, help="players, you included (default 4)")
    parser.add_argument("--seat", type=_whole(0, MAX_AMOUNT), default=0, help="your seat, 0 first in dealing order (default 0)")
    parser.add_argument("--bot", default="calling", metavar="BOT[,BOT...]", help=f"{', '.join(BOTS)}: one for every other seat, or one per other seat (default calling)")
    parser.add_argument("--seed", type=_seed, default=None, help="seed for the deal and the bots (default: a fresh one, printed)")
    parser.add_argument("--hands", type=_whole(1, MAX_PLAYED_HANDS), default=1, help=f"hands to play (default 1, at most {MAX_PLAYED_HANDS:,})")
    parser.add_argument("--stack", type=_stack, default=None, help="chips each seat starts a hand with (default 1000; Bailey's Poker: starting points, default 0)")
    _add_colour(parser)
    parser.set_defaults(handler=run_play)


def _add_convert(commands: Any) -> None:
    parser = _subparser(
        commands, "convert", "convert poker rooms' hand histories to PHH or OHH, every hand proven",
        "Read poker rooms' text hand histories (the room is found from the text; any encoding the rooms write), "
        "replay every hand through the engine and check it against the room's summary (the rake to the cent, what "
        "each player collected, the pot), and write the hands as a PHH collection (.phhs) or as Open Hand History "
        "JSON (.ohh, hold'em and Omaha). A hand that cannot be read or does not add up is skipped and listed with "
        "why (--errors skip, the default; exit status 1), or stops the conversion (--errors stop).",
        "  pokervariants convert stars/*.txt -o hands.phhs\n"
        "  pokervariants convert histories/ -o hands.ohh --quiet\n"
        "  pokervariants convert session.txt -o hands.phhs --site pokerstars --errors stop",
    )
    parser.add_argument("files", nargs="+", metavar="FILE", help="a room's hand-history file, a directory of them, or a glob pattern")
    parser.add_argument("--output", "-o", required=True, metavar="OUT", help="the file to write: .phhs (PHH) or .ohh (Open Hand History)")
    parser.add_argument("--format", choices=("phh", "ohh"), default=None, help="the output's format (default: from OUT's suffix)")
    parser.add_argument("--site", default=None, metavar="ROOM", help="the room that wrote the files (default: found from each file's text)")
    parser.add_argument("--errors", choices=("skip", "stop"), default="skip",
                        help="a hand that cannot be read or does not add up: skip it (the default: listed on stderr, exit status 1) or stop (exit status 2)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar (there is none either when stderr is not a terminal)")
    parser.set_defaults(handler=run_convert)


def _add_replay(commands: Any) -> None:
    parser = _subparser(
        commands, "replay", "replay a PHH hand history, event by event",
        "Replay a Poker Hand History (.phh, or a .phhs collection) through the engine, every rule checked, and "
        "print what happened: deals, actions, the showdown with each hand described, pots and payments. An "
        "action the rules refuse is reported with its number (from 0). A history of a game of your own "
        "replays with --game. With --summary, replay every hand of many files (directories and glob patterns "
        "too), a progress bar on stderr, and print how many replayed, which failed and why, and each player's "
        "hands and net result.",
        "  pokervariants replay hand.phh\n"
        "  pokervariants replay hands.phhs --hand 3 --step\n"
        "  pokervariants replay hand.phh --json\n"
        "  pokervariants replay hand.phh --color always | less -R\n"
        "  pokervariants replay hand.phh --html hand.html            # a page that steps through the hand\n"
        "  pokervariants replay hands.phhs --hand 3 --html hand3.html --seat Ann\n"
        "  pokervariants replay my_hand.phh --game mygames:FiveCardStud\n"
        "  pokervariants replay site_hand.phh --lenient                # fill in a player the history skips\n"
        "  pokervariants replay hands/ more.phhs --summary         # every hand, summed up per player\n"
        "  pokervariants replay 'corpus/**/*.phhs' --summary --json --quiet",
    )
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="a .phh file, or a .phhs collection (with --summary: any number, directories and glob patterns too)")
    parser.add_argument(
        "--game",
        action="append",
        metavar="MODULE:CLASS|NAME",
        help="the game of a history this library does not know: a class (module:Class or file.py:Class) "
        "whose phh_code is the history's variant, or an installed game's name (repeatable)",
    )
    parser.add_argument("--hand", default=None, metavar="LABEL", help="the hand of a .phhs collection to replay (default: all)")
    parser.add_argument("--step", action="store_true", help="wait for Enter before each action (end of input runs to the end)")
    parser.add_argument("--json", action="store_true", help="print the events as JSON")
    parser.add_argument(
        "--lenient", action="store_true",
        help="replay a history that skips a player (the button never acts): the skipped player checks where it is free, "
        "else folds, and each action filled in is reported",
    )
    many = parser.add_argument_group("many hands summed up")
    many.add_argument("--summary", action="store_true",
                      help="replay every hand of every FILE and print how many replayed, which failed and why, and each player's hands and net won")
    many.add_argument("--errors", choices=("skip", "stop"), default=None,
                      help="with --summary, what a hand that fails does: skip (the default: list it, replay the rest, exit status 1) or stop (exit status 2)")
    many.add_argument("--quiet", "-q", action="store_true", help="with --summary, no progress bar (there is none either when stderr is not a terminal)")
    page = parser.add_argument_group("a replayer page")
    page.add_argument(
        "--html", default=None, metavar="PATH",
        help="write a self-contained HTML page that steps through the hand (previous/next, a slider, the arrow keys, "
        "the action log, the results) instead of printing it; a .phhs collection without --hand gives a page a hand, "
        "PATH with -LABEL before its suffix",
    )
    page.add_argument("--seat", default=None, metavar="SEAT",
                      help="with --html, the hand as one player sees it: a seat number from 0 (p1 is 0) or a player's name (default: every card shown)")
    _add_colour(parser, json=True)
    parser.set_defaults(handler=run_replay_command)


def _add_stats(commands: Any) -> None:
    parser = _subparser(
        commands, "stats", "each player's statistics over hand histories, and a player's winnings as a picture",
        "Replay every hand of the files (PHH hands and collections, and poker rooms' own hand histories, each hand "
        "read and proven) and print each player's statistics: hands, VPIP, PFR, 3-bet, fold to 3-bet, c-bet, fold "
        "to c-bet, went to showdown, won money at showdown, the aggression factor, net won, and big blinds (no and "
        "pot limit) or big bets (fixed limit, stud) won a hundred hands, with the cards drawn a draw in the draw "
        "games. Every game counts, stud and draw included: the documentation defines each statistic for each. "
        "With --svg, draw the player's winnings over the hands, and beside them the all-in adjusted line (the "
        "player's expected result from the equity at each all-in before the last card, the cards known).",
        "  pokervariants stats hands.phhs\n"
        "  pokervariants stats hands/ 'rooms/*.txt' --player Ann\n"
        "  pokervariants stats hands.phhs --json --quiet\n"
        "  pokervariants stats hands.phhs --player Ann --svg ann.svg   # her winnings, all-in adjusted beside them",
    )
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="a .phh hand, a .phhs collection or a room's hand-history text; directories (their .phh and .phhs files) and glob patterns too")
    parser.add_argument("--player", default=None, metavar="NAME", help="show this player's statistics alone (and draw this player's winnings with --svg)")
    parser.add_argument("--json", action="store_true", help="print JSON: the counts, a row a player, the failures")
    parser.add_argument("--svg", default=None, metavar="PATH", help="write the player's winnings over the hands as an SVG picture, all-in adjusted beside them (needs --player)")
    parser.add_argument("--game", action="append", metavar="MODULE:CLASS|NAME",
                        help="the game of a history this library does not know, as for replay (repeatable)")
    parser.add_argument("--lenient", action="store_true", help="count a history that skips a player, the skipped player checking or folding, as replay --lenient")
    parser.add_argument("--errors", choices=("skip", "stop"), default="skip",
                        help="what a hand that fails does: skip (the default: list it, count the rest, exit status 1) or stop (exit status 2)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress bar (there is none either when stderr is not a terminal)")
    parser.set_defaults(handler=run_stats)
