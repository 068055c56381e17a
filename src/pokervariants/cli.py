"""The ``pokervariants`` command: a demonstration, and subcommands to rank hands, work out equity,
simulate, play against bots and replay hand histories.

``pokervariants`` (or ``python -m pokervariants``) with no subcommand deals the
seeded demonstration. Each subcommand has ``--help`` with examples. Bad input
(an unknown game, a bad card, a card given twice, a malformed hand history)
is reported on stderr as ``pokervariants COMMAND: what is wrong`` with exit
status 2; ``--json`` gives machine-readable output where it makes sense.

>>> from pokervariants.cli import configure_game
>>> configure_game("razz")
Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped=False, burn=False, odd_chip=<OddChip.RROP: 'rrop'>)
>>> configure_game("baseball", ["seven_card=true"]).bring_in  # no bring-in street: no bring-in
0
>>> configure_game("bailey", ["jokers=1"])
Bailey(jokers=1, ceiling=None)
"""

from __future__ import annotations

import argparse
import concurrent.futures
import enum
import json
import os
import random
import sys
import textwrap
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TextIO

import attrs

from . import __version__
from .actions import Action, ActionKind, IllegalActionError
from .bots import BOTS, Bot, make_bot
from .cards import Card, Deck, as_cards, parse_cards
from .engine.bailey import BaileyHand
from .engine.events import (
    Acted,
    Awarded,
    Burned,
    CommunityDealt,
    Dealt,
    Dropped,
    Event,
    GambleLaid,
    HandStarted,
    Paid,
    Posted,
    Returned,
    Shown,
    StreetStarted,
    Turned,
)
from .engine.hand import Hand
from .equity import EquityResult, Holding, equity
from .evaluate import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8
from .evaluation import build_tables, rank_high
from .hands import HandValue, Ranking
from .variants import Bailey, StudHiLo8, find_variant

__all__ = ["CommandError", "build_parser", "configure_game", "demo", "main"]


class CommandError(ValueError):
    """Bad input to a subcommand: printed on stderr as ``pokervariants COMMAND: message``, exit status 2."""


# --- the parser ---------------------------------------------------------------------------------

_MAIN_EPILOG = """\
examples:
  pokervariants                                  a seeded demonstration (the same as "demo")
  pokervariants eval --variant stud8 "As 2s 3d 4c 5h Kd Kc"
  pokervariants equity --variant razz "Ac2d/3h" "KcQd/Js" --seed 1
  pokervariants simulate --variant razz --hands 1000 --players 4 --seed 1
  pokervariants play --variant bailey --players 3
  pokervariants replay hand.phh --step

Games are named by name, alias or PHH code: stud (F7S), razz (FR), stud8 (F7S/8),
baseball, bailey. Run "pokervariants COMMAND --help" for a command's options."""

def build_parser() -> argparse.ArgumentParser:
    """The command line's parser: the top level and one subparser per subcommand."""
    parser = argparse.ArgumentParser(
        prog="pokervariants",
        description="Poker variants from the shell: rank hands, work out equity, simulate, play and replay.",
        epilog=_MAIN_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"pokervariants {__version__}")
    parser.set_defaults(handler=run_demo, seed=2026, command=None)
    commands = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")
    for add in (_add_demo, _add_eval, _add_equity, _add_simulate, _add_play, _add_replay):
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


def _positive(text: str) -> int:
    """An argparse type: a positive int."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, got {value}")
    return value


def _add_variant(parser: argparse.ArgumentParser, *, required: bool = True, options: bool = True) -> None:
    parser.add_argument("--variant", required=required, metavar="NAME", help="the game: a name, alias or PHH code (stud, razz, stud8, F7S/8, baseball, bailey …)")
    if options:
        parser.add_argument(
            "--option", "-o", action="append", default=[], metavar="NAME=VALUE",
            help="a game option, repeatable: ante=2, seven_card=true, jokers=1 … (amounts default to ante 1, bring-in 2, bets 5/10)",
        )


def _add_demo(commands: Any) -> None:
    parser = _subparser(
        commands, "demo", "deal and evaluate a seeded demonstration (the default)",
        "Deal four seven-card hands from a seeded deck and show every ranking, play a hand of Stud/8 and one "
        "of Bailey's Poker, and time the evaluator.",
        "  pokervariants\n  pokervariants demo --seed 7",
    )
    parser.add_argument("--seed", type=int, default=2026, help="the deck's seed (default 2026)")
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
        '  pokervariants eval --variant bailey --json "Qh Kd Ac 2c 2s"',
    )
    parser.add_argument("hands", nargs="+", metavar="HAND", help='one hand per argument, e.g. "As Ks Qs Js Ts"')
    parser.add_argument("--ranking", choices=sorted(_RANKINGS), default=None, help="ranking rule (default high)")
    parser.add_argument("--wild", default=None, help='wild ranks, e.g. "39" (jokers are always wild)')
    _add_variant(parser, required=False, options=False)
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run_eval)


def _add_equity(commands: Any) -> None:
    parser = _subparser(
        commands, "equity", "each player's chance of winning from the known cards",
        "Each player's equity (average share of the pot), chance to win alone and to tie, from the cards known "
        'now. Give one holding per player as "down/up" (or "down/up/extra" for Baseball\'s extra cards); leave '
        "out cards you cannot see. Small cases are enumerated exactly, larger ones sampled (Monte Carlo).",
        '  pokervariants equity --variant F7S "AsAd/Kc" "/Qh" --dead 2c3d --samples 100000 --seed 1\n'
        '  pokervariants equity --variant razz "Ac2d/3h4s5c6d" "KcKd/KhKs9c9d"    # exact: 100% and 0%\n'
        '  pokervariants equity --variant stud8 "As2s/3s4d" "KdKh/Qc9c" --monte-carlo --seed 2 --workers 2\n'
        '  pokervariants equity --variant bailey "/Ah7h" "/KsKd" --json --seed 3',
    )
    parser.add_argument("holdings", nargs="+", metavar="HOLDING", help='a player\'s known cards, "down/up[/extra]"')
    _add_variant(parser)
    parser.add_argument("--dead", default="", metavar="CARDS", help="cards out of play (folded up cards, the scrap pile)")
    parser.add_argument("--samples", type=_positive, default=100_000, help="Monte Carlo deals (default 100000)")
    parser.add_argument("--seed", type=int, default=None, help="Monte Carlo seed (default: a fresh one, printed)")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every deal (refused for games with deal hooks)")
    how.add_argument("--monte-carlo", action="store_true", help="sample deals even when enumeration is possible")
    parser.add_argument("--workers", type=_positive, default=None, metavar="N", help="run the work in a pool of N processes")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="a progress bar on stderr (default: for long Monte Carlo runs on a terminal)")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=run_equity)


def _add_simulate(commands: Any) -> None:
    parser = _subparser(
        commands, "simulate", "play many hands between bots and summarise them",
        "Play hands between simple bots (random, calling, cautious) and print how fast they ran, how many reached "
        "a showdown, the pots (Bailey's Poker: the stakes and the kitty) and each seat's net result. Each hand starts "
        "from --stack chips; Bailey's Poker keeps its points and the kitty from hand to hand. The same seed gives the same result.",
        "  pokervariants simulate --variant razz --hands 1000 --players 4 --seed 1 --bot random\n"
        "  pokervariants simulate --variant stud8 --bot calling,cautious,random --seed 2 --json\n"
        "  pokervariants simulate --variant bailey --players 3 --hands 500 --seed 3",
    )
    _add_variant(parser)
    parser.add_argument("--hands", type=_positive, default=1000, help="hands to play (default 1000)")
    parser.add_argument("--players", type=_positive, default=4, help="players (default 4)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the cards and the bots (default: a fresh one, printed)")
    parser.add_argument("--bot", default="random", metavar="BOT[,BOT…]", help=f"{', '.join(BOTS)}: one for every seat or one per seat (default random)")
    parser.add_argument("--stack", type=_positive, default=None, help="each seat's chips at the start of a hand (default 1000; Bailey's Poker: points start at 0)")
    parser.add_argument("--json", action="store_true", help="print JSON (timing in its own field)")
    parser.set_defaults(handler=run_simulate)


def _add_play(commands: Any) -> None:
    parser = _subparser(
        commands, "play", "play a game in the terminal against bots",
        "Play against bots, seeing what your seat sees: your face-down cards (in Bailey's Poker not even those), "
        "everyone's face-up cards, the pot or stake and the others' actions. Answer each prompt with the number of "
        'an action or its text ("call", "raise 20", "fold"; Bailey: "change 7h 15", "exchange Jk Kd", "stand", '
        '"continue"); "help" shows the table again, "quit" or Ctrl-D leaves.',
        "  pokervariants play --variant razz\n"
        "  pokervariants play --variant stud8 --players 3 --bot cautious --seed 12 --hands 5\n"
        "  pokervariants play --variant bailey --option jokers=1 --seat 1",
    )
    _add_variant(parser)
    parser.add_argument("--players", type=_positive, default=4, help="players, you included (default 4)")
    parser.add_argument("--seat", type=int, default=0, help="your seat, 0 first in dealing order (default 0)")
    parser.add_argument("--bot", default="calling", metavar="BOT[,BOT…]", help=f"{', '.join(BOTS)}: one for every other seat, or one per other seat (default calling)")
    parser.add_argument("--seed", type=int, default=None, help="seed for the deal and the bots (default: a fresh one, printed)")
    parser.add_argument("--hands", type=_positive, default=1, help="hands to play (default 1)")
    parser.add_argument("--stack", type=_positive, default=None, help="chips each seat starts a hand with (default 1000)")
    parser.set_defaults(handler=run_play)


def _add_replay(commands: Any) -> None:
    parser = _subparser(
        commands, "replay", "replay a PHH hand history, event by event",
        "Replay a Poker Hand History (.phh, or a .phhs collection) through the engine, every rule checked, and "
        "print what happened: deals, actions, the showdown with each hand described, pots and payments. An "
        "action the rules refuse is reported with its number (from 0).",
        "  pokervariants replay hand.phh\n"
        "  pokervariants replay hands.phhs --hand 3 --step\n"
        "  pokervariants replay hand.phh --json",
    )
    parser.add_argument("file", metavar="FILE", help="a .phh file, or a .phhs collection")
    parser.add_argument("--hand", default=None, metavar="LABEL", help="the hand of a .phhs collection to replay (default: all)")
    parser.add_argument("--step", action="store_true", help="wait for Enter before each action (end of input runs to the end)")
    parser.add_argument("--json", action="store_true", help="print the events as JSON")
    parser.set_defaults(handler=run_replay)


# --- running --------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (2 for bad input)."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except ValueError as error:  # CommandError, and the library's own messages about bad input
        print(f"pokervariants {args.command or 'demo'}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\npokervariants: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (| head): stop quietly, without a traceback at exit
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _fresh_seed() -> int:
    """A seed for a run that was given none (printed, so the run can be repeated)."""
    return random.SystemRandom().randrange(2**32)


def _print_json(data: object) -> None:
    print(json.dumps(data, indent=2))


_AMOUNTS = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}
"""Amounts for games that need them: equity does not depend on them, and they make a sensible table."""


def configure_game(name: str, options: Sequence[str] = ()) -> Any:
    """The game ``name`` (name, alias or PHH code) with default amounts and ``NAME=VALUE`` options.

    Amounts (ante 1, bring-in 2, small bet 5, big bet 10) are given only to games that have
    those fields, and the bring-in only to games with a bring-in street. ``ValueError`` for
    an unknown game or option.
    """
    cls = find_variant(name)
    fields = _game_fields(cls)
    given = dict(_game_option(text, fields) for text in options)
    kwargs: dict[str, Any] = {k: v for k, v in _AMOUNTS.items() if fields is None or k in fields}
    kwargs.update(given)
    without_bring_in = {k: v for k, v in kwargs.items() if k != "bring_in"}
    try:
        game = cls(**kwargs)
    except TypeError as error:
        if given:
            raise CommandError(f"{cls.name} does not take these options: {error}") from None
        game = cls()
    except ValueError:
        if "bring_in" not in kwargs or "bring_in" in given:
            raise
        game = cls(**without_bring_in)  # a game that refuses a bring-in (Baseball)
    if "bring_in" in kwargs and "bring_in" not in given and not any(getattr(s, "bring_in", False) for s in getattr(game, "streets", ())):
        game = cls(**without_bring_in)  # no bring-in street: no bring-in
    return game


def _game_fields(cls: type) -> dict[str, Any] | None:
    """A game class's keyword options and their defaults, or ``None`` if it does not say (not attrs)."""
    if not attrs.has(cls):
        return None
    return {a.name: a.default for a in attrs.fields(cls) if a.init}


def _game_option(text: str, fields: dict[str, Any] | None) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    name = name.strip().replace("-", "_")
    if not sep or not name:
        raise CommandError(f"a game option is NAME=VALUE, got {text!r}")
    if fields is not None and name not in fields:
        raise CommandError(f"unknown game option {name!r}: this game takes {', '.join(fields)}")
    default = fields.get(name) if fields is not None else None
    return name, _option_value(name, raw.strip(), default)


def _option_value(name: str, raw: str, default: Any) -> Any:
    if isinstance(default, enum.Enum):
        try:
            return type(default)(raw)
        except ValueError:
            raise CommandError(f"{name} must be one of {', '.join(str(m.value) for m in type(default))}, got {raw!r}") from None
    value: Any = raw
    if raw.lower() in ("true", "yes", "on", "false", "no", "off"):
        value = raw.lower() in ("true", "yes", "on")
    elif raw.lower() == "none":
        value = None
    elif raw.lstrip("-").isdigit():
        value = int(raw)
    if isinstance(default, bool) and not isinstance(value, bool):
        raise CommandError(f"{name} is true or false, got {raw!r}")
    if (name in _AMOUNTS or (isinstance(default, int) and not isinstance(default, bool))) and (isinstance(value, bool) or not isinstance(value, int)):
        raise CommandError(f"{name} must be a whole number, got {raw!r}")
    return value


def _bot_names(spec: str, count: int, seats: str = "seats") -> list[str]:
    """``count`` bot names from ``random`` (every seat) or ``random,calling,…`` (one per seat), checked."""
    names = [n.strip().lower() for n in spec.split(",") if n.strip()]
    if len(names) == 1:
        names *= count
    if len(names) != count:
        raise CommandError(f"--bot names one bot, or one for each of the {count} {seats}; got {len(names)}")
    for name in names:
        make_bot(name)  # ValueError naming the bots for an unknown one
    return names


# --- demo ---------------------------------------------------------------------------------------------


def _show(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


def run_demo(args: argparse.Namespace) -> int:
    """``pokervariants`` / ``pokervariants demo``."""
    demo(args.seed)
    return 0


def demo(seed: int, out: Callable[[str], object] = print) -> None:
    """Build the tables, deal seven cards to four players from a seeded deck, show every ranking, play a hand of
    Stud/8 and time the evaluator."""
    start = time.perf_counter()
    build_tables()
    built = time.perf_counter() - start
    deck = Deck.shuffled(seed)
    out(f"pokervariants {__version__}: four seven-card hands dealt from seed {seed}\n")
    hands = [deck.deal(7) for _ in range(4)]
    for seat, hand in enumerate(hands):
        high, low, low8 = evaluate_high(hand), evaluate_low(hand), evaluate_low8(hand)
        out(f"seat {seat}: {_show(hand)}")
        out(f"  high: {str(high):<34} using {_show(high.cards)}")
        out(f"  low : {str(low):<34} using {_show(low.cards)}")
        out(f"  8/b : {str(low8) if low8 else 'no qualifying low'}")
        out(f"  high, 3s and 9s wild: {evaluate_high(hand, wild='39')}")
    best = max(range(4), key=lambda s: evaluate_high(hands[s]))
    out(f"\nbest high hand: seat {best} ({evaluate_high(hands[best])})")
    bailey = deck.deal(5)
    out(f"Bailey's Poker, best three of {_show(bailey)}: {evaluate_bailey(bailey)}")

    game = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
    played = game.new_hand([100] * 4, seed=seed)
    while not played.is_over:  # everyone calls or checks to the showdown
        played.act(next(a for a in played.legal_actions() if a.kind is not ActionKind.FOLD))
    out(f"\nA hand of {game.name}, four players calling down:")
    for seat in range(4):
        out(f"  seat {seat}: {_show(played.cards(seat))}")
    for award in played.results:
        out(f"  seat {award.seat} wins {award.amount} ({award.share}) with {award.hand}")
    out(f"  payoffs: {played.payoffs}")
    _bailey_demo(seed, out)

    sample = [tuple(int(c) for c in Deck.shuffled(seed + i).deal(7)) for i in range(2000)] * 50
    start = time.perf_counter()
    for cards in sample:
        rank_high(cards)
    elapsed = time.perf_counter() - start
    out(f"\ntables built in {built:.2f} s; rank_high: {len(sample) / elapsed:,.0f} seven-card hands per second")
    out("more: pokervariants eval | equity | simulate | play | replay (see pokervariants --help)")


def _bailey_demo(seed: int, out: Callable[[str], object]) -> None:
    """A hand of Bailey's Poker: in rounds 1-3 a player without a pair showing changes his lowest face-up
    card at the cheapest valuation; everyone continues to the showdown."""
    game = Bailey(jokers=1)
    hand = game.new_hand([0, 0, 0], seed=seed)
    out(f"\nA hand of {game.name}, three players, one joker in the pack:")
    changed: set[tuple[int, int]] = set()
    while not hand.is_over:
        seat, legal = hand.actor, hand.legal_actions()
        assert seat is not None
        up = hand.up_cards(seat)
        ranks = [c >> 2 for c in up if not c.is_joker]
        cheapest = min(hand.valuations)
        changes = [a for a in legal if a.kind is ActionKind.CHANGE and a.amount == cheapest]
        if hand.phase == "changes" and (hand.round, seat) not in changed and len(set(ranks)) == len(ranks) and changes:
            changed.add((hand.round, seat))
            hand.act(min(changes, key=lambda a: a.cards[0] >> 2 if not a.cards[0].is_joker else -1))
        else:
            hand.act(legal[0])  # stand, or continue
    laid = 0
    for event in hand.events:
        if isinstance(event, GambleLaid):
            laid += 1
            out(f"  round {laid}: gamble card {event.card} (+{event.value}), stake {event.stake}")
        elif isinstance(event, Acted) and event.action.kind is ActionKind.CHANGE:
            out(f"    seat {event.seat} changes {event.action.cards[0]}, valued {event.action.amount}")
    for seat in range(3):
        out(f"  seat {seat}: {_show(hand.cards(seat))}: {game.rankers[0].evaluate(hand.cards(seat))}")
    winner = f"seat {hand.winner} wins" if hand.winner is not None else "a tie: the stakes go to the kitty"
    out(f"  {winner}; payoffs {hand.payoffs}, kitty {hand.kitty}")


# --- eval -----------------------------------------------------------------------------------------------

_RANKINGS: dict[str, Callable[[Sequence[int]], HandValue | None]] = {
    "high": evaluate_high,
    "low": evaluate_low,
    "low8": evaluate_low8,
    "bailey": evaluate_bailey,
}
_WILD_RANKINGS: dict[str, Callable[..., HandValue | None]] = {"high": evaluate_high, "low": evaluate_low, "low8": evaluate_low8}
_RANKING_NAMES = {Ranking.HIGH: "high", Ranking.LOW: "low", Ranking.LOW8: "low8", Ranking.BAILEY: "bailey"}

Evaluator = Callable[[Sequence[Card]], HandValue | None]
_EvalRow = tuple[str, tuple[Card, ...], list[HandValue | None]]


def _best(values: Sequence[HandValue | None]) -> HandValue | None:
    made = [v for v in values if v is not None]
    return max(made) if made else None


def run_eval(args: argparse.Namespace) -> int:
    """``pokervariants eval``: each hand under each ranking asked for."""
    variant, rankings = _eval_rankings(args)
    rows: list[_EvalRow] = []
    for text in args.hands:
        cards = as_cards(text)
        rows.append((text, cards, [evaluate(cards) for _, evaluate in rankings]))
    best = [_best([row[2][i] for row in rows]) for i in range(len(rankings))]
    names = [name for name, _ in rankings]
    if args.json:
        _print_json(_eval_json(variant, names, rows, best))
    elif variant is None:
        for text, _, (result,) in rows:
            print(f"{text}: {_described(result)}{_best_mark(result, best[0], len(rows))}")
    else:
        print(f"{variant} ({', '.join(names)}):")
        width = max(map(len, names))
        for text, _, results in rows:
            print(text)
            for name, result, top in zip(names, results, best):
                print(f"  {name:<{width}}: {_described(result)}{_best_mark(result, top, len(rows))}")
    return 0


def _eval_rankings(args: argparse.Namespace) -> tuple[str | None, list[tuple[str, Evaluator]]]:
    """The game's name (``None`` without ``--variant``) and the named rankings to evaluate under."""
    if args.variant is None:
        ranking = args.ranking or "high"
        if args.wild is None:
            return None, [(ranking, _RANKINGS[ranking])]
        if ranking == "bailey":
            raise CommandError("--wild does not apply to the bailey ranking (jokers are dead in Bailey's Poker)")
        wild = args.wild
        return None, [(ranking, lambda cards: _WILD_RANKINGS[ranking](cards, wild=wild))]
    if args.ranking is not None or args.wild is not None:
        raise CommandError("--variant ranks hands by the game's own rankers (and its wild cards): leave out --ranking and --wild")
    game = configure_game(args.variant)
    rankers = tuple(getattr(game, "rankers", ()))
    if not rankers:
        raise CommandError(f"{game.name} declares no rankers to evaluate with")
    return str(game.name), [(_RANKING_NAMES.get(r.ranking, str(r.ranking.value)), r.evaluate) for r in rankers]


def _described(result: HandValue | None) -> str:
    return f"{result} (value {result.value})" if result is not None else "no qualifying low"


def _best_mark(result: HandValue | None, best: HandValue | None, hands: int) -> str:
    return "  <- best" if result is not None and result == best and hands > 1 else ""


def _eval_json(variant: str | None, names: list[str], rows: list[_EvalRow], best: list[HandValue | None]) -> dict[str, Any]:
    hands = []
    for text, cards, results in rows:
        described = [_value_json(name, result, result is not None and result == top) for name, result, top in zip(names, results, best)]
        hands.append({"hand": text, "cards": [str(c) for c in cards], "results": described})
    return {"variant": variant, "rankings": names, "hands": hands}


def _value_json(ranking: str, value: HandValue | None, best: bool) -> dict[str, Any]:
    if value is None:
        return {"ranking": ranking, "description": None, "category": None, "value": None, "cards": [], "wild": [], "best": False}
    return {
        "ranking": ranking,
        "description": str(value),
        "category": value.category.name,
        "value": value.value,
        "cards": [str(c) for c in value.cards],
        "wild": [[str(held), str(became)] for held, became in value.wild],
        "best": best,
    }


# --- equity ------------------------------------------------------------------------------------------

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
    game = configure_game(args.variant, args.option)
    holdings = [_holding(number, text) for number, text in enumerate(args.holdings)]
    dead = as_cards(args.dead)
    exact = True if args.exact else False if args.monte_carlo else None
    seed = args.seed if args.seed is not None else _fresh_seed()
    bar = ProgressBar(sys.stderr) if _shows_progress(args) else None
    executor = concurrent.futures.ProcessPoolExecutor(args.workers) if args.workers else None
    try:
        result = equity(game, holdings, dead=dead, samples=args.samples, seed=seed, exact=exact, executor=executor, progress=bar)
    finally:
        if executor is not None:
            executor.shutdown(cancel_futures=True)
        if bar is not None:
            bar.close()
    used_seed = None if result.exact else seed
    if args.json:
        _print_json(_equity_json(str(game.name), holdings, dead, result, used_seed))
    else:
        print(_equity_text(str(game.name), holdings, dead, result, used_seed))
    return 0


def _holding(number: int, text: str) -> Holding:
    try:
        return Holding.parse(text)
    except ValueError as error:
        raise CommandError(f"seat {number}'s holding {text!r}: {error}") from None


def _shows_progress(args: argparse.Namespace) -> bool:
    if args.progress is not None:
        return bool(args.progress)
    return not args.json and not args.exact and args.samples >= _AUTO_PROGRESS and sys.stderr.isatty()


def _equity_text(name: str, holdings: list[Holding], dead: Sequence[Card], result: EquityResult, seed: int | None) -> str:
    lines = [f"{name}, {len(holdings)} players" + (f"; dead cards {_show(dead)}" if dead else "")]
    for seat, holding in enumerate(holdings):
        lines.append(f"  seat {seat}: down {_show(holding.down) or '-'}, up {_show(holding.up) or '-'}" + (f", extra {_show(holding.extra)}" if holding.extra else ""))
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
    return "\n".join(lines)


def _equity_json(name: str, holdings: list[Holding], dead: Sequence[Card], result: EquityResult, seed: int | None) -> dict[str, Any]:
    players = []
    for player, holding in zip(result.players, holdings):
        players.append({
            "seat": player.seat,
            "holding": {"down": [str(c) for c in holding.down], "up": [str(c) for c in holding.up], "extra": [str(c) for c in holding.extra]},
            "equity": player.equity,
            "win": player.win,
            "tie": player.tie,
            "standard_error": player.standard_error,
            "shares": {s.name: {"equity": s.equity, "win": s.win, "tie": s.tie} for s in player.shares},
        })
    return {"variant": name, "dead": [str(c) for c in dead], "exact": result.exact, "trials": result.trials, "seed": seed, "players": players}


# --- simulate ------------------------------------------------------------------------------------------


def run_simulate(args: argparse.Namespace) -> int:
    """``pokervariants simulate``: hands between bots, summarised."""
    game = configure_game(args.variant, args.option)
    names = _bot_names(args.bot, args.players)
    seed = args.seed if args.seed is not None else _fresh_seed()
    stack = args.stack if args.stack is not None else 0 if isinstance(game, Bailey) else 1000
    summary = simulate(game, [make_bot(n) for n in names], hands=args.hands, seed=seed, stack=stack)
    for row, name in zip(summary["seats"], names):
        row["bot"] = name
    if args.json:
        _print_json(summary)
    else:
        print(_simulate_text(summary))
    return 0


def simulate(game: Any, bots: Sequence[Bot], *, hands: int, seed: int, stack: int) -> dict[str, Any]:
    """Play ``hands`` hands of ``game`` between ``bots`` (one a seat) and return the summary as JSON-ready data.

    Cards and bots draw from two generators made from ``seed``. Betting games start each hand
    from ``stack`` chips a seat; Bailey's Poker carries points (from ``stack``) and the kitty over.
    The ``timing`` entry is the only one that varies between runs with the same seed.
    """
    players, bailey = len(bots), isinstance(game, Bailey)
    master = random.Random(seed)
    deal_rng, bot_rng = random.Random(master.getrandbits(64)), random.Random(master.getrandbits(64))
    tally = _Tally(players, bailey)
    points, kitty = [stack] * players, 0
    build_tables()  # built on first use otherwise: keep that out of the hands per second
    start = time.perf_counter()
    for _ in range(hands):
        hand = game.new_hand(points, kitty=kitty, seed=deal_rng) if bailey else game.new_hand([stack] * players, seed=deal_rng)
        while not hand.is_over:
            seat = hand.actor
            hand.act(bots[seat].choose(hand, seat, bot_rng))
        tally.add(hand)
        if bailey:
            points, kitty = list(hand.stacks), hand.kitty
    elapsed = time.perf_counter() - start
    summary: dict[str, Any] = {"variant": str(game.name), "hands": hands, "players": players, "seed": seed, ("points" if bailey else "stack"): stack}
    summary.update(tally.summary(hands))
    if bailey:
        summary["kitty"] = kitty
    summary["timing"] = {"seconds": elapsed, "hands_per_second": hands / elapsed if elapsed > 0 else None}
    return summary


class _Tally:
    """A simulation's running totals: showdowns, pots (Bailey's Poker: stakes), each seat's net and wins."""

    def __init__(self, players: int, bailey: bool) -> None:
        self.bailey = bailey
        self.net, self.won = [0] * players, [0] * players
        self.showdowns = self.pots = self.biggest = 0

    def add(self, hand: Any) -> None:
        """Count a finished hand."""
        events = hand.events
        self.showdowns += any(isinstance(e, Shown) for e in events)
        pot = hand.stake if self.bailey else sum(e.amount for e in events if isinstance(e, Awarded))
        self.pots += pot
        self.biggest = max(self.biggest, pot)
        for seat, payoff in enumerate(hand.payoffs):
            self.net[seat] += payoff
            self.won[seat] += payoff > 0

    def summary(self, hands: int) -> dict[str, Any]:
        """The totals as JSON-ready data."""
        word = "stake" if self.bailey else "pot"
        return {
            "showdowns": self.showdowns,
            "showdown_share": self.showdowns / hands,
            f"average_{word}": self.pots / hands,
            f"biggest_{word}": self.biggest,
            "seats": [{"seat": s, "net": net, "per_hand": net / hands, "won": won} for s, (net, won) in enumerate(zip(self.net, self.won))],
        }


def _simulate_text(summary: dict[str, Any]) -> str:
    bailey = "kitty" in summary
    hands, timing = summary["hands"], summary["timing"]
    start = f"points start at {summary['points']}" if bailey else f"stacks {summary['stack']}"
    rate = f"{timing['hands_per_second']:,.0f} hands/s" if timing["hands_per_second"] else "too fast to time"
    lines = [
        f"{summary['variant']}: {hands:,} hands, {summary['players']} players, seed {summary['seed']}, {start}",
        f"played in {timing['seconds']:.2f} s: {rate}",
        f"showdowns: {summary['showdowns']:,} of {hands:,} hands ({100 * summary['showdown_share']:.1f}%)",
    ]
    if bailey:
        lines.append(f"average stake {summary['average_stake']:.1f}, biggest stake {summary['biggest_stake']}; kitty at the end {summary['kitty']}")
    else:
        lines.append(f"average pot {summary['average_pot']:.1f}, biggest pot {summary['biggest_pot']}")
    lines.append(f"{'seat':>4}  {'bot':<9} {'net':>9}  {'per hand':>9}  {'hands won':>9}")
    for row in summary["seats"]:
        lines.append(f"{row['seat']:>4}  {row['bot']:<9} {row['net']:>+9}  {row['per_hand']:>+9.2f}  {row['won']:>9,}")
    if bailey:
        lines.append(f"net points and the kitty sum to {sum(r['net'] for r in summary['seats']) + summary['kitty']}")
    return "\n".join(lines)


# --- telling a hand's story --------------------------------------------------------------------------


def _signed(amount: int) -> str:
    return f"{amount:+d}"


class Narrator:
    """Turns a hand's events into lines of text, as one seat sees them (``viewer``) or as everyone does (``None``).

    ``names`` names each seat; the one called ``"you"`` gets the second person. In Bailey's
    Poker face-down cards are unseen even by their owner, so a viewer sees only face-up cards.
    """

    def __init__(self, names: Sequence[str], *, viewer: int | None = None, bailey: bool = False) -> None:
        self.names = list(names)
        self.viewer = viewer
        self.bailey = bailey

    def sees(self, seat: int, face_up: bool) -> bool:
        """Whether the viewer sees a card dealt to ``seat`` face up or down."""
        return face_up or self.viewer is None or (seat == self.viewer and not self.bailey)

    def _says(self, seat: int | None, you: str, they: str) -> str:
        if seat is None:
            return f"the kitty {they}"
        name = self.names[seat]
        return f"{name} {you if name == 'you' else they}"

    def lines(self, events: Sequence[Event]) -> list[str]:
        """The story of ``events``: runs of deals and of antes are told together."""
        out: list[str] = []
        i = 0
        while i < len(events):
            event = events[i]
            if isinstance(event, (Dealt, Posted)):
                j = i
                while j < len(events) and type(events[j]) is type(event):
                    j += 1
                out += self._deals(events[i:j]) if isinstance(event, Dealt) else self._antes(events[i:j])
                i = j
                continue
            line = self.line(event)
            if line is not None:
                out.append(line)
            i += 1
        return out

    def _deals(self, run: Sequence[Event]) -> list[str]:
        seats: dict[int, list[Dealt]] = {}
        for event in run:
            assert isinstance(event, Dealt)
            seats.setdefault(event.seat, []).append(event)
        out = []
        for seat, dealt in seats.items():
            down = [str(e.card) if self.sees(seat, False) else "??" for e in dealt if not e.face_up]
            up = [str(e.card) for e in dealt if e.face_up]
            parts = ([f"{' '.join(down)} down"] if down else []) + ([f"{' '.join(up)} up"] if up else [])
            extra = " (an extra card)" if any(e.extra for e in dealt) else ""
            out.append(f"  {self._says(seat, 'are dealt', 'is dealt')} {' and '.join(parts)}{extra}")
        return out

    def _antes(self, run: Sequence[Event]) -> list[str]:
        posted = [e for e in run if isinstance(e, Posted)]
        amounts = {(e.kind, e.amount) for e in posted}
        if len(amounts) == 1 and len(posted) == len(self.names):
            kind, amount = amounts.pop()
            return [f"  everyone posts {kind} {amount}"]
        return [f"  {self._says(e.seat, 'post', 'posts')} {e.kind} {e.amount}" for e in posted]

    def line(self, event: Event) -> str | None:
        """One event as a line of text (``None`` for none)."""
        if isinstance(event, HandStarted):
            stacks = ", ".join(f"{self.names[s]} {v}" for s, v in enumerate(event.stacks))
            kitty = f"; kitty {event.kitty}" if event.kitty else ""
            return f"{event.variant}: {len(event.stacks)} players ({stacks}){kitty}"
        if isinstance(event, StreetStarted):
            return f"-- {event.street} --" if self.bailey else f"-- {event.street} street --"
        if isinstance(event, Acted):
            return f"  {self._acted(event.seat, event.action)}"
        if isinstance(event, Shown):
            return f"  {self._says(event.seat, 'show', 'shows')} {_show(event.cards)}: {self.values(event)}"
        return self._other(event)

    def _other(self, event: Event) -> str | None:
        if isinstance(event, Awarded):
            share = f" ({event.share})" if event.share != "all" else ""
            pot = f" from side pot {event.pot}" if event.pot else ""
            hand = event.hand
            return f"  {self._says(event.seat, 'win', 'wins')} {event.amount}{share}{pot}" + (f" with {hand}" if hand is not None else "")
        if isinstance(event, Returned):
            return f"  {event.amount} uncalled goes back to {self.names[event.seat]}"
        if isinstance(event, Dropped):
            return f"  {self._says(event.seat, 'drop', 'drops')} out: {event.reason}"
        if isinstance(event, Burned):
            return f"  a card is burned{'' if self.viewer is not None else f' ({event.card})'}"
        if isinstance(event, CommunityDealt):
            return f"  community card {event.card}: it plays in every hand"
        if isinstance(event, GambleLaid):
            return f"  gamble card {event.card}: +{event.value}, the stake is {event.stake}"
        if isinstance(event, Turned):
            return f"  {self._says(event.seat, 'turn', 'turns')} {event.card}"
        if isinstance(event, Paid):
            payee = "the kitty" if event.payee is None else self.names[event.payee]
            return f"  {self._says(event.payer, 'pay', 'pays')} {event.amount} to {payee} ({event.reason})"
        return None

    def _acted(self, seat: int, action: Action) -> str:
        kind, amount = action.kind, action.amount
        cards = " ".join(map(str, action.cards))
        text = {
            ActionKind.FOLD: ("fold", "folds"),
            ActionKind.CHECK: ("check", "checks"),
            ActionKind.CALL: (f"call {amount}", f"calls {amount}"),
            ActionKind.BRING_IN: (f"bring in for {amount}", f"brings in for {amount}"),
            ActionKind.COMPLETE: (f"complete to {amount}", f"completes to {amount}"),
            ActionKind.BET: (f"bet {amount}", f"bets {amount}"),
            ActionKind.RAISE: (f"raise to {amount}", f"raises to {amount}"),
            ActionKind.MATCH_POT: (f"match the pot: {amount}", f"matches the pot: {amount}"),
            ActionKind.CHANGE: (f"change {cards}, valued {amount}", f"changes {cards}, valued {amount}"),
            ActionKind.EXCHANGE: (f"exchange {' for '.join(map(str, action.cards))}", f"exchanges {' for '.join(map(str, action.cards))}"),
            ActionKind.STAND: ("stand", "stands"),
            ActionKind.CONTINUE: ("continue", "continues"),
        }.get(kind, (str(action), str(action)))
        return self._says(seat, *text)

    @staticmethod
    def values(event: Shown) -> str:
        """A shown hand described under each of the game's rankers (hi/lo games: ``high: …; low: …``)."""
        values = event.values
        if len(values) == 1:
            return str(values[0])
        names = ("high", "low") if len(values) == 2 else tuple(_RANKING_NAMES.get(r.ranking, "hand") for r in event.rankers)
        return "; ".join(f"{n}: {v if v is not None else 'no qualifying low'}" for n, v in zip(names, values))


# --- play -----------------------------------------------------------------------------------------------

_QUIT = ("quit", "exit", "q")
_HELP = ("help", "?", "h")
_WORDS = {
    "fold": ActionKind.FOLD,
    "check": ActionKind.CHECK,
    "call": ActionKind.CALL,
    "bring-in": ActionKind.BRING_IN,
    "bring": ActionKind.BRING_IN,
    "bringin": ActionKind.BRING_IN,
    "complete": ActionKind.COMPLETE,
    "bet": ActionKind.BET,
    "raise": ActionKind.RAISE,
    "match": ActionKind.MATCH_POT,
    "change": ActionKind.CHANGE,
    "exchange": ActionKind.EXCHANGE,
    "stand": ActionKind.STAND,
    "continue": ActionKind.CONTINUE,
}
_FILLERS = {"in", "to", "for", "the", "pot", "valued", "at", "with", "pat"}


class BadInput(ValueError):
    """An answer at the prompt that names no legal action; the message says why."""


def parse_answer(text: str, legal: Sequence[Action]) -> Action:
    """The action an answer names: its number in ``legal`` (from 1), or its text.

    Text is a verb and, where needed, an amount and cards: ``call``, ``raise 20``,
    ``bring in``, ``change 7h 15``, ``exchange Jk Kd`` (``call`` checks when there
    is nothing to call). An answer that fits
    several actions, or one that is not legal, raises :class:`BadInput`; an
    action of a legal kind with the wrong amount or cards comes back as given, for
    the hand to refuse with its own reason.

    >>> from pokervariants import Action, ActionKind
    >>> from pokervariants.cli import parse_answer
    >>> legal = (Action(ActionKind.FOLD), Action(ActionKind.CALL, 5), Action(ActionKind.RAISE, 10))
    >>> parse_answer("2", legal), parse_answer(" Raise to 10 ", legal)
    (Action(kind=<ActionKind.CALL: 'call'>, amount=5), Action(kind=<ActionKind.RAISE: 'raise'>, amount=10))
    >>> parse_answer("check", legal)
    Traceback (most recent call last):
    ...
    pokervariants.cli.BadInput: you cannot check now; choose from 1) fold  2) call 5  3) raise 10
    """
    text = text.strip().lower()
    if text.isdigit():
        number = int(text)
        if not 1 <= number <= len(legal):
            raise BadInput(f"choose a number from 1 to {len(legal)}")
        return legal[number - 1]
    words = text.replace(",", " ").split()
    if not words or words[0] not in _WORDS:
        raise BadInput(f"not understood: {text!r}; enter a number from 1 to {len(legal)} or an action such as {str(legal[0])!r}")
    kind = _WORDS[words[0]]
    amount, cards = _amount_and_cards(words[1:])
    same = [a for a in legal if a.kind is kind]
    if not same and kind is ActionKind.CALL and amount is None:
        same = [a for a in legal if a.kind is ActionKind.CHECK]  # nothing to call: "call" checks
    if not same:
        raise BadInput(f"you cannot {kind.value} now; choose from {_menu(legal)}")
    fits = [a for a in same if (amount is None or a.amount == amount) and a.cards[: len(cards)] == cards]
    if len(fits) == 1:
        return fits[0]
    if len(fits) > 1:
        raise BadInput(f"say which: {', '.join(map(str, fits))}")
    return Action(same[0].kind, amount if amount is not None else same[0].amount, cards or same[0].cards)


def _amount_and_cards(words: Sequence[str]) -> tuple[int | None, tuple[Card, ...]]:
    amount: int | None = None
    cards: list[Card] = []
    for word in words:
        if word in _FILLERS:
            continue
        if word.isdigit():
            amount = int(word)
            continue
        try:
            cards.extend(parse_cards(word))
        except ValueError:
            raise BadInput(f"not understood: {word!r} is neither an amount nor a card") from None
    return amount, tuple(cards)


def _menu(legal: Sequence[Action]) -> str:
    return "  ".join(f"{n}) {a}" for n, a in enumerate(legal, 1))


class PlaySession:
    """A game in the terminal: seat ``you`` answers prompts on ``stdin``, the other seats are ``bots``."""

    def __init__(self, game: Any, *, players: int, you: int, bots: Sequence[Bot], seed: int, stack: int, stdin: TextIO, out: TextIO) -> None:
        self.game = game
        self.you = you
        self.bailey = isinstance(game, Bailey)
        others = iter(bots)
        self.bots: list[Bot | None] = [None if s == you else next(others) for s in range(players)]
        self.names = ["you" if s == you else f"seat {s}" for s in range(players)]
        self.narrator = Narrator(self.names, viewer=you, bailey=self.bailey)
        master = random.Random(seed)
        self.deal_rng, self.bot_rng = random.Random(master.getrandbits(64)), random.Random(master.getrandbits(64))
        self.seed = seed
        self.stack = stack
        self.stdin, self.out = stdin, out
        self.net = [0] * players
        self.points, self.kitty = [0] * players, 0
        self.played = 0

    def say(self, text: str = "") -> None:
        """A line to the player."""
        print(text, file=self.out)

    def run(self, hands: int) -> int:
        """Play ``hands`` hands (fewer if the player quits); returns the exit status, 0."""
        self.say(f"{self.game.name}: you are seat {self.you} of {len(self.names)}; deal seed {self.seed}")
        self.say("Answer with the number of an action or its text; 'help' shows the table, 'quit' or Ctrl-D leaves.")
        for number in range(1, hands + 1):
            if not self.play_hand(number, hands):
                self.say(f"Goodbye: you left during hand {number}.")
                self._totals()
                return 0
        self.say(f"\nSession over: {hands} hand{'s' if hands != 1 else ''} played.")
        self._totals()
        return 0

    def _totals(self) -> None:
        if self.played:
            self.say("net result: " + ", ".join(f"{n} {_signed(v)}" for n, v in zip(self.names, self.net)) + (f"; kitty {self.kitty}" if self.bailey else ""))

    def _new_hand(self) -> Hand | BaileyHand:
        if self.bailey:
            hand: object = self.game.new_hand(self.points, kitty=self.kitty, seed=self.deal_rng)
        else:
            hand = self.game.new_hand([self.stack] * len(self.names), seed=self.deal_rng)
        if not isinstance(hand, (Hand, BaileyHand)):
            raise CommandError(f"{self.game.name} does not play on this library's engine: play cannot show it")
        return hand

    def play_hand(self, number: int, hands: int) -> bool:
        """One hand; returns ``False`` if the player quit."""
        hand = self._new_hand()
        self.say(f"\n=== hand {number} of {hands} ===")
        told = 0
        while True:
            events = hand.events
            for line in self.narrator.lines(events[told:]):
                self.say(line)
            told = len(events)
            if hand.is_over:
                break
            seat = hand.actor
            assert seat is not None
            bot = self.bots[seat]
            if bot is not None:
                hand.act(bot.choose(hand, seat, self.bot_rng))
            elif not self._your_turn(hand):
                return False
        self._result(hand)
        return True

    def _your_turn(self, hand: Hand | BaileyHand) -> bool:
        """Show the table, prompt until the answer is a legal action, and take it; ``False`` if the player quits."""
        self._table(hand)
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.stdin.readline()
            if not line:
                self.say()
                return False
            answer = line.strip().lower()
            if not self.stdin.isatty():
                self.say(answer)  # piped answers: keep the transcript readable
            if answer in _QUIT:
                return False
            if answer in _HELP or not answer:
                self._table(hand)
                continue
            try:
                hand.act(parse_answer(answer, hand.legal_actions()))
                return True
            except (BadInput, IllegalActionError) as error:
                self.say(f"  ! {error}")

    def _table(self, hand: Hand | BaileyHand) -> None:
        self.say(self._situation(hand))
        for seat, name in enumerate(self.names):
            self.say(self._seat_line(hand, seat, name))
        legal = hand.legal_actions()
        menu = _menu(legal)
        self.say(f"your move: {menu}" if len(menu) <= 66 else "your move:\n" + "\n".join(f"  {n}) {a}" for n, a in enumerate(legal, 1)))

    def _situation(self, hand: Hand | BaileyHand) -> str:
        if isinstance(hand, BaileyHand):
            scrap = f"; scrap pile {_show(hand.scrap)}" if hand.scrap else ""
            return (f"round {hand.round} ({hand.phase}): stake {hand.stake}, kitty {hand.kitty}; "
                    f"gamble cards {_show(hand.gamble_cards)}; a change is valued at {' or '.join(map(str, hand.valuations))}{scrap}")
        pot = sum(p.amount for p in hand.pots)
        owed = max(hand.bets) - hand.bets[self.you]
        return f"{hand.street} street: pot {pot}" + (f", {owed} to call" if owed > 0 else "")

    def _seat_line(self, hand: Hand | BaileyHand, seat: int, name: str) -> str:
        if hand.folded[seat]:
            return f"  {name:<7} folded"
        down = ["??" if not self.narrator.sees(seat, False) else str(c) for c in hand.down_cards(seat)]
        cards = f"down {' '.join(down) or '-':<12} up {_show(hand.up_cards(seat)) or '-'}"
        if isinstance(hand, BaileyHand):
            return f"  {name:<7} {cards:<36} {hand.stacks[seat]} points"
        community = f" + {_show(hand.community)}" if hand.community else ""
        bet = f"bet {hand.bets[seat]}, " if hand.bets[seat] else ""
        return f"  {name:<7} {cards + community:<36} {bet}{hand.stacks[seat]} behind"

    def _result(self, hand: Hand | BaileyHand) -> None:
        shown = {e.seat: e for e in hand.events if isinstance(e, Shown)}
        self.say("result:")
        for seat, name in enumerate(self.names):
            if seat in shown:
                what = f"{_show(shown[seat].cards)}: {self.narrator.values(shown[seat])}"
            elif hand.folded[seat]:
                what = "folded"
            else:
                down = ["??" if not self.narrator.sees(seat, False) else str(c) for c in hand.down_cards(seat)]
                what = " ".join(down + [str(c) for c in hand.up_cards(seat)]) + " (not shown)"
            self.say(f"  {name:<7} {_signed(hand.payoffs[seat]):>6}  {what}")
        self._winners(hand)
        for seat, payoff in enumerate(hand.payoffs):
            self.net[seat] += payoff
        if isinstance(hand, BaileyHand):
            self.points, self.kitty = list(hand.stacks), hand.kitty
        self.played += 1

    def _winners(self, hand: Hand | BaileyHand) -> None:
        if isinstance(hand, BaileyHand):
            winner = "a tie: the stakes go to the kitty" if hand.winner is None else f"winner: {self.names[hand.winner]}"
            self.say(f"{winner}; kitty {hand.kitty}")
            return
        winners = sorted({e.seat for e in hand.results})
        self.say("winner" + ("s" if len(winners) > 1 else "") + ": " + ", ".join(self.names[s] for s in winners))


def run_play(args: argparse.Namespace) -> int:
    """``pokervariants play``: a session in the terminal."""
    game = configure_game(args.variant, args.option)
    if not 0 <= args.seat < args.players:
        raise CommandError(f"--seat must be a seat from 0 to {args.players - 1}, got {args.seat}")
    low, high = getattr(game, "min_players", 2), getattr(game, "max_players", args.players)
    if not low <= args.players <= high:
        raise CommandError(f"{game.name} takes {low} to {high} players, got {args.players}")
    bots = [make_bot(n) for n in _bot_names(args.bot, args.players - 1, "other seats")]
    seed = args.seed if args.seed is not None else _fresh_seed()
    stack = args.stack if args.stack is not None else 1000
    session = PlaySession(game, players=args.players, you=args.seat, bots=bots, seed=seed, stack=stack, stdin=sys.stdin, out=sys.stdout)
    return session.run(args.hands)


# --- replay -----------------------------------------------------------------------------------------------


def run_replay(args: argparse.Namespace) -> int:
    """``pokervariants replay``: a hand history told event by event."""
    from . import phh

    if args.step and args.json:
        raise CommandError("--step waits between actions of the printed story: it does not go with --json")
    histories = _read_histories(args.file, args.hand)
    if not histories:
        raise CommandError(f"{args.file} holds no hands")
    replayed = []
    for label, history in histories:
        where = args.file if label is None else f"{args.file}, hand {label!r}"
        try:
            replayed.append((label, history, phh.replay(history)))
        except phh.PHHError as error:
            raise CommandError(f"{where}: {error}") from None
    if args.json:
        documents = [_replay_json(label, history, hand) for label, history, hand in replayed]
        single = args.hand is not None or histories[0][0] is None  # one hand: an object; a collection: a list
        _print_json(documents[0] if single else documents)
        return 0
    for label, history, hand in replayed:
        _tell_replay(label, history, hand, step=args.step)
    return 0


def _read_histories(path: str, label: str | None) -> list[tuple[str | None, Any]]:
    """The hands to replay: ``(None, history)`` for a ``.phh`` file, ``(label, history)`` pairs for a collection."""
    from . import phh

    try:
        if label is None and not path.endswith(".phhs"):
            return [(None, phh.load(path))]
        collection = phh.load_all(path)
    except OSError as error:
        raise CommandError(f"cannot read {path}: {error.strerror or error}") from None
    except phh.PHHFieldError as error:
        if label is not None and not path.endswith(".phhs"):
            raise CommandError(f"--hand picks a hand of a .phhs collection, and {path} is not one ({error})") from None
        raise CommandError(f"{path}: {error}") from None
    except phh.PHHError as error:
        raise CommandError(f"{path}: {error}") from None
    if label is None:
        return list(collection.items())
    if label not in collection:
        raise CommandError(f"{path} has no hand {label!r}: its hands are {', '.join(collection) or 'none'}")
    return [(label, collection[label])]


def _player_names(history: Any) -> list[str]:
    names = history.get("players")
    if isinstance(names, list) and len(names) == history.players and all(isinstance(n, str) for n in names):
        return list(names)
    return [f"p{i + 1}" for i in range(history.players)]


def _tell_replay(label: str | None, history: Any, hand: Hand | BaileyHand, *, step: bool) -> None:
    names = _player_names(history)
    narrator = Narrator(names, bailey=isinstance(hand, BaileyHand))
    if label is not None:
        print(f"== hand {label} ==")
    events = hand.events
    stepping = step
    for start, stop in _acted_blocks(events):
        if stepping and isinstance(events[start], Acted):
            stepping = _wait()
        for line in narrator.lines(events[start:stop]):
            print(line, flush=True)
    if hand.is_over:
        print("result: " + ", ".join(f"{n} {_signed(p)}" for n, p in zip(names, hand.payoffs)) + (f"; kitty {hand.kitty}" if isinstance(hand, BaileyHand) else ""))
    else:
        actor = "nobody" if hand.actor is None else names[hand.actor]
        print(f"the history stops here, with the hand not over ({actor} to act)")


def _acted_blocks(events: Sequence[Event]) -> Iterable[tuple[int, int]]:
    """Slices of ``events``, each player action starting a new one (so a step shows an action and what follows)."""
    start = 0
    for i, event in enumerate(events):
        if isinstance(event, Acted) and i > start:
            yield start, i
            start = i
    yield start, len(events)


def _wait() -> bool:
    """Wait for Enter; ``False`` once the input has ended (then the replay runs on)."""
    print("(Enter: next action)", end=" ", file=sys.stderr, flush=True)
    line = sys.stdin.readline()
    if not line:
        print(file=sys.stderr)
    return bool(line)


def _replay_json(label: str | None, history: Any, hand: Hand | BaileyHand) -> dict[str, Any]:
    data: dict[str, Any] = {
        "label": label,
        "code": history.variant,
        "variant": str(hand.variant.name),
        "players": _player_names(history),
        "events": [event_json(e) for e in hand.events],
        "finished": hand.is_over,
        "payoffs": list(hand.payoffs),
        "stacks": list(hand.stacks),
    }
    if isinstance(hand, BaileyHand):
        data["kitty"] = hand.kitty
    return data


def event_json(event: Event) -> dict[str, Any]:
    """An event as a JSON object: ``type`` (the event class's name) and its fields, cards as text.

    Shown hands get ``hands`` (each ranker's description, ``null`` for no qualifying low) and
    awards ``hand`` (the winning hand's description, ``null`` when everyone else folded).

    >>> from pokervariants.engine.events import Acted
    >>> from pokervariants import Action, ActionKind
    >>> from pokervariants.cli import event_json
    >>> event_json(Acted(1, Action(ActionKind.RAISE, 10), 8))
    {'type': 'Acted', 'seat': 1, 'action': {'kind': 'raise', 'amount': 10, 'cards': []}, 'added': 8}
    """
    data: dict[str, Any] = {"type": type(event).__name__}
    for field in attrs.fields(type(event)):
        if field.name not in ("ranker", "rankers"):
            data[field.name] = _jsonable(getattr(event, field.name))
    if isinstance(event, Shown):
        data["hands"] = [None if v is None else str(v) for v in event.values]
    elif isinstance(event, Awarded):
        won = event.hand
        data["hand"] = None if won is None else str(won)
    return data


def _jsonable(value: object) -> object:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Action):
        return {"kind": value.kind.value, "amount": value.amount, "cards": [str(c) for c in value.cards]}
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value
