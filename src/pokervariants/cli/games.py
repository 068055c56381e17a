"""What a run plays with, from the command line's words: the game from its name and ``NAME=VALUE``
options (:func:`configure_game`), the bots for its seats from ``--bot``, and a seed when none is given.

>>> from pokervariants.cli import configure_game
>>> configure_game("stud", ["ante=2", "odd_chip=tda"]).ante
2
>>> configure_game("razz", ["ante=two"])
Traceback (most recent call last):
...
pokervariants.cli.errors.CommandError: ante must be a whole number or an amount such as 0.50, got 'two'
"""

from __future__ import annotations

import enum
import random
import types
import typing
from collections.abc import Sequence
from typing import Any

import attrs

from decimal import Decimal

from ..bots import make_bot
from ..core import Amount, Money, exact_amount
from ..engine.betting import BettingPolicy, FixedLimit
from ..engine.positions import Blinds
from ..engine.rake import Rake
from ..engine.sizing import NoLimit, PotLimit
from ..variants import find_variant
from ..variants.registry import phh_codes, registry
from .checks import MAX_AMOUNT, quoted, whole_number
from .errors import CommandError
from .loading import installed, load_game

__all__ = ["GAME_LIST", "SHORT_NAMES", "bot_names", "check_players", "chosen_game", "configure_game", "deals_up_cards", "find_game", "fresh_seed", "has_button", "seating", "starting_stack"]


SHORT_NAMES = "stud, razz, stud8, baseball, bailey, holdem, short-deck, omaha, omaha8, 5cd, 27sd, 27td, a5td, badugi"
GAME_LIST = (
    "the stud games stud (F7S), razz (FR), stud8 (F7S/8), baseball and bailey; the flop games holdem (NT), "
    "short-deck, omaha (PO) and omaha8; the draw games 5cd (five-card draw), 27sd and 27td (2-7 single and "
    "triple draw), a5td (A-5 triple draw) and badugi"
)
"""Each built-in game's short name, as the help texts list them (``SHORT_NAMES``; ``GAME_LIST`` with their
PHH codes and families): stud games, then flop games, then draw games."""


_AMOUNTS = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}
"""Amounts for games that need them: equity does not depend on them, and they make a sensible table."""


def configure_game(name: str | type, options: Sequence[str] = ()) -> Any:
    """The game ``name`` (name, alias or PHH code, or a game class: ``--game``'s) with default amounts and ``NAME=VALUE`` options.

    Every keyword option of an attrs game can be set: whole numbers, ``true``/``false``,
    enum options by value (``odd_chip=tda``) and ``none`` where the option may be unset
    (``ceiling=none``). Amounts (ante 1, bring-in 2, small bet 5, big bet 10) are given
    only to games that have those fields, and the bring-in only to games with a bring-in
    street. ``ValueError`` for an unknown game or option.

    >>> game = configure_game("stud", ["small_bet=10", "big-bet=20", "burn=yes"])
    >>> game.small_bet, game.big_bet, game.burn
    (10, 20, True)
    """
    cls: Any = name if isinstance(name, type) else find_game(name)
    fields = _game_fields(cls)
    given = dict(_game_option(text, fields) for text in options)
    stud_shaped = fields is None or "small_bet" in fields  # the default amounts are a stud game's
    kwargs: dict[str, Any] = {k: v for k, v in _AMOUNTS.items() if stud_shaped and (fields is None or k in fields)}
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


def chosen_game(args: Any) -> Any:
    """The game a command plays, ``--variant`` (or ``--game``) with the ``--option`` settings
    (:func:`configure_game`): a game of your own given as ``module:Class`` or ``path/to/file.py:Class``
    (:func:`~pokervariants.cli.loading.load_game`), else a game by name, alias or PHH code, or the name
    an installed package gives its game."""
    spec: str = args.variant
    options = getattr(args, "option", ())
    if ":" in spec:
        return configure_game(load_game(spec), options)
    try:
        cls = find_game(spec)
    except ValueError:
        if not installed(spec):
            raise
        cls = load_game(spec)
    return configure_game(cls, options)


def find_game(name: str) -> type[Any]:
    """The game class ``name`` names: as :func:`~pokervariants.find_variant` finds it, or else by the same name
    written without its spaces, hyphens, underscores and apostrophes (``27sd``, ``2-7td``, ``a-5td``,
    ``Texas holdem``), when that names one game only. ``ValueError`` (the registry's, listing the games) otherwise.

    >>> find_game("27sd").name, find_game("2-7td").name, find_game("2-7 TD").name
    ('Deuce-to-Seven Single Draw', 'Deuce-to-Seven Triple Draw', 'Deuce-to-Seven Triple Draw')
    """
    try:
        return find_variant(name)
    except ValueError:
        key = _squashed(name)
        found = {cls for cls in registry() if key in map(_squashed, (cls.name, *cls.aliases, *phh_codes(cls)))}
        if len(found) != 1:
            raise
        return found.pop()


def _squashed(name: str) -> str:
    """A game's name as :func:`find_game` compares it: in lower case, without spaces, hyphens, underscores and apostrophes."""
    return "".join(c for c in name.casefold() if c.isalnum() or c in "/+")


def deals_up_cards(game: Any) -> bool:
    """Whether ``game`` deals cards face up (the stud games; not the flop and draw games, whose cards are all
    down). A game that does not say, having no program of phases (Bailey's Poker), is taken to."""
    program = getattr(game, "program", None)
    return program is None or any(True in getattr(phase, "faces", ()) for _, phase in program.steps)


def has_button(game: Any) -> bool:
    """Whether ``game`` has a button that the blinds follow (the flop and draw games): a session of several
    hands moves it, where in the stud games and Bailey's Poker the cards decide who acts first."""
    program = getattr(game, "program", None)
    return program is not None and any(isinstance(phase, Blinds) for _, phase in program.steps)


def seating(players: int, hand: int, *, moves: bool) -> list[int]:
    """Which player sits in each seat of hand number ``hand`` (from 0) of a session: the same seats every
    hand, or, where the button ``moves``, the button one seat further to the left each hand.

    The engine's seats run from the first left of the button, the button last, so the player left of one
    hand's button (its seat 0) is the next hand's button, and every player moves one seat down.

    >>> seating(4, 0, moves=True), seating(4, 1, moves=True), seating(4, 5, moves=True), seating(4, 1, moves=False)
    ([0, 1, 2, 3], [1, 2, 3, 0], [1, 2, 3, 0], [0, 1, 2, 3])
    """
    shift = hand % players if moves else 0
    return [(seat + shift) % players for seat in range(players)]


@attrs.frozen
class _Option:
    """One keyword option of a game: what its value may be, from its annotation or else its default."""

    kind: type | None
    """``bool``, ``int``, an enum class, or ``None`` when neither the annotation nor the default says."""
    optional: bool
    """Whether ``none`` is a value (``int | None``)."""


def _game_fields(cls: type) -> dict[str, _Option] | None:
    """A game class's keyword options, by the name its ``__init__`` takes, or ``None`` if it does not say (not attrs)."""
    if not attrs.has(cls):
        return None
    try:
        hints = typing.get_type_hints(cls)
    except (NameError, TypeError, SyntaxError, AttributeError):  # an annotation that does not resolve (a third-party game): use the defaults
        hints = {}
    return {getattr(a, "alias", None) or a.name: _option_kind(hints.get(a.name, a.type), a.default) for a in attrs.fields(cls) if a.init}


def _option_kind(hint: Any, default: Any) -> _Option:
    args = typing.get_args(hint) if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union else ()
    optional = type(None) in args
    if args:
        others = [a for a in args if a is not type(None)]
        hint = others[0] if len(others) == 1 else (Decimal if set(others) == {int, Decimal} else None)
    if hint is Decimal or hint is Money or hint is Rake:  # an amount of money (an int, or 0.50), a game's unit, a rake
        return _Option(hint, optional)
    if isinstance(hint, type) and (hint in (bool, int) or issubclass(hint, enum.Enum)):
        return _Option(hint, optional)
    if typing.get_origin(hint) is tuple and typing.get_args(hint) in ((int, ...), (Amount, ...)):
        return _Option(tuple, optional)
    if hint is BettingPolicy:
        return _Option(BettingPolicy, optional)
    if default is attrs.NOTHING or isinstance(default, attrs.Factory):  # type: ignore[arg-type]  # attrs.Factory is a class at run time
        return _Option(None, optional)
    if default is None:
        return _Option(None, True)
    if isinstance(default, (bool, int, enum.Enum)):
        return _Option(type(default), optional)
    return _Option(None, optional)


def _game_option(text: str, fields: dict[str, _Option] | None) -> tuple[str, Any]:
    name, sep, raw = text.partition("=")
    name = name.strip().replace("-", "_")
    if not sep or not name:
        raise CommandError(f"a game option is NAME=VALUE, got {quoted(text)}")
    if fields is not None and name not in fields:
        raise CommandError(f"unknown game option {quoted(name)}: this game takes {', '.join(fields)}")
    option = fields[name] if fields is not None else _Option(None, True)
    return name, _option_value(name, raw.strip(), option)


def _option_value(name: str, raw: str, option: _Option) -> Any:
    """The value ``raw`` gives option ``name``, or a :class:`CommandError` saying what the option takes."""
    word = raw.lower()
    if option.optional and word == "none":
        return None
    unset = " or none" if option.optional else ""
    kind = option.kind
    if kind is None and name in _AMOUNTS:
        kind = int
    if kind is bool or (kind is None and word in _TRUE + _FALSE):
        if word not in _TRUE + _FALSE:
            raise CommandError(f"{name} is true or false{unset}, got {quoted(raw)}")
        return word in _TRUE
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        for member in kind:
            if word in (str(member.value).lower(), member.name.lower()):
                return member
        raise CommandError(f"{name} must be one of {', '.join(str(m.value) for m in kind)}{unset}, got {quoted(raw)}")
    if kind is tuple:
        amounts = tuple(_amount(part) for part in raw.replace("/", ",").split(",") if part.strip())
        if not amounts or None in amounts:
            raise CommandError(f"{name} are amounts separated by commas (1,2 or 0.50,1){unset}, got {quoted(raw)}")
        return amounts
    if kind is Decimal:
        amount = _amount(raw, bounded=False)
        if amount is None:
            raise CommandError(f"{name} must be a whole number or an amount such as 0.50{unset}, got {quoted(raw)}")
        return _bounded(name, amount, raw)
    if kind is Rake:
        return _rake(name, raw, unset)
    if kind is Money:
        try:
            return Money(raw)
        except ValueError:
            raise CommandError(f"{name} must be 1 or a power of ten below it, such as 0.01{unset}, got {quoted(raw)}") from None
    if kind is BettingPolicy:
        return _betting(name, raw)
    number = whole_number(raw)
    if kind is int or (kind is None and number is not None):
        if number is None:
            raise CommandError(f"{name} must be a whole number{unset}, got {quoted(raw)}")
        return _bounded(name, number, raw)
    if kind is None and word == "none":
        return None
    return raw  # an option of a type the command line does not know: the game checks it


def _betting(name: str, raw: str) -> BettingPolicy:
    """A betting structure by name: ``no-limit``, ``pot-limit`` or ``fixed:SMALL/BIG``."""
    word, _, amounts = raw.lower().replace(" ", "").partition(":")
    if word in ("no-limit", "nolimit", "no_limit", "nl"):
        return NoLimit()
    if word in ("pot-limit", "potlimit", "pot_limit", "pl"):
        return PotLimit()
    if word in ("fixed", "fixed-limit", "limit", "fl"):
        small, _, big = amounts.partition("/")
        bets = _amount(small), _amount(big)
        if None in bets:
            raise CommandError(f"{name}=fixed needs its small and big bet, as fixed:2/4, got {quoted(raw)}")
        return FixedLimit(small_bet=bets[0], big_bet=bets[1])  # type: ignore[arg-type]  # checked above
    raise CommandError(f"{name} must be no-limit, pot-limit or fixed:SMALL/BIG, got {quoted(raw)}")


def _bounded(name: str, amount: Amount, raw: str) -> Amount:
    """``amount`` if the command line takes it (within ``MAX_AMOUNT`` either way), else a :class:`CommandError`."""
    if not -MAX_AMOUNT <= amount <= MAX_AMOUNT:
        bound = f"at most {MAX_AMOUNT:,}" if amount > 0 else f"at least {-MAX_AMOUNT:,}"
        raise CommandError(f"{name} must be {bound}, got {quoted(raw)}")
    return amount


def _rake(name: str, raw: str, unset: str) -> Rake:
    """A rake written as ``PERCENT[:CAP][:nfnd]``: ``5``, ``2.5%:3``, ``5:0.50:nfnd`` (no flop, no drop)."""
    parts = [part.strip() for part in raw.split(":")]
    flag = parts[-1].lower() in ("nfnd", "no-flop-no-drop") and len(parts) > 1
    if flag:
        parts = parts[:-1]
    percent = _amount(parts[0].removesuffix("%"))
    cap = _amount(parts[1]) if len(parts) == 2 else 0
    if percent is None or cap is None or len(parts) > 2:
        raise CommandError(f"{name} is PERCENT[:CAP][:nfnd], such as 5, 2.5%:3 or 5:0.50:nfnd{unset}, got {quoted(raw)}")
    try:
        return Rake(percent=percent, cap=cap, no_flop_no_drop=flag)
    except ValueError as error:
        raise CommandError(f"{name}: {error}") from None


def _amount(text: str, *, bounded: bool = True) -> Amount | None:
    """An amount of money written on the command line (``2``, ``0.50``), exactly; ``None`` if it is not one
    (or, ``bounded``, if it is beyond the command line's largest amount)."""
    number: Amount | None = whole_number(text)
    if number is None:
        try:
            number = exact_amount(text.strip())
        except (TypeError, ValueError):
            return None
    return number if not bounded or -MAX_AMOUNT <= number <= MAX_AMOUNT else None


_TRUE = ("true", "yes", "on")
_FALSE = ("false", "no", "off")


def check_players(game: Any, players: int) -> None:
    """Refuse a player count outside the game's ``min_players`` to ``max_players``, before any work is done."""
    low, high = getattr(game, "min_players", 2), getattr(game, "max_players", None)
    if players < low or (isinstance(high, int) and players > high):
        allowed = f"{low} to {high}" if isinstance(high, int) else f"at least {low}"
        raise CommandError(f"{game.name} takes {allowed} players, got {players:,}")


def starting_stack(game: Any, stack: int | None) -> int:
    """Each seat's chips at the start of a hand (default 1000), or the starting points of a game that scores (default 0)."""
    points = bool(getattr(game, "scores", False))
    if stack is None:
        return 0 if points else 1000
    if stack < 1 and not points:
        raise CommandError(f"--stack must be at least 1 chip for {game.name}, got {stack}")
    return stack


def bot_names(spec: str, count: int, seats: str = "seats") -> list[str]:
    """``count`` bot names from ``random`` (every seat) or ``random,calling,…`` (one per seat), checked."""
    names = [n.strip().lower() for n in spec.split(",") if n.strip()]
    if len(names) == 1:
        names *= count
    if len(names) != count:
        raise CommandError(f"--bot names one bot, or one for each of the {count} {seats}; got {len(names)}")
    for name in names:
        make_bot(name)  # ValueError naming the bots for an unknown one
    return names


def fresh_seed() -> int:
    """A seed for a run that was given none (printed, so the run can be repeated)."""
    return random.SystemRandom().randrange(2**32)
