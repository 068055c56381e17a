"""What a run plays with, from the command line's words: the game from its name and ``NAME=VALUE``
options (:func:`configure_game`), the bots for its seats from ``--bot``, and a seed when none is given.

>>> from pokervariants.cli import configure_game
>>> configure_game("stud", ["ante=2", "odd_chip=tda"]).ante
2
>>> configure_game("razz", ["ante=two"])
Traceback (most recent call last):
...
pokervariants.cli.errors.CommandError: ante must be a whole number, got 'two'
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from typing import Any

import attrs

from ..bots import make_bot
from ..variants import find_variant
from .errors import CommandError

__all__ = ["bot_names", "configure_game", "fresh_seed"]


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
