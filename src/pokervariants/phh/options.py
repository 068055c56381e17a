"""Turning a game into PHH fields and back: the amounts PHH names, and ``_``-prefixed options for the rest.

A game's keyword-only attrs fields map to PHH as follows: ``ante`` to
``antes`` (one per player), ``bring_in``, ``small_bet`` and ``big_bet`` to the
fields of those names, and every other option to a ``_``-prefixed field
(``_burn = true``, ``_odd_chip = "tda"``, ``_seven_card = true``), written only
when it differs from its default. Games registered by other packages get the
same mapping for free.
"""

from __future__ import annotations

import enum
from typing import Any

import attrs

from .errors import PHHFieldError, short
from .history import whole

__all__ = ["game_fields", "make_game"]

_PHH_NAMED = {"bring_in": "bring_in", "small_bet": "small_bet", "big_bet": "big_bet"}


def _options(cls: type) -> list[attrs.Attribute]:  # type: ignore[type-arg]
    if not attrs.has(cls):
        raise PHHFieldError(f"{cls.__qualname__} is not an attrs class: its options cannot be read from a hand history")
    return [a for a in attrs.fields(cls) if a.init]


def game_fields(game: Any, players: int) -> dict[str, Any]:
    """The PHH fields that describe ``game`` for ``players`` players (without ``variant``, stacks or actions).

    A game that maps itself (``phh_fields(players)``, as hold'em does for its blinds) is asked.
    """
    fields = dict(game.phh_fields(players)) if hasattr(game, "phh_fields") else _option_fields(game, players)
    antes = fields.get("antes")
    if isinstance(antes, list) and antes and antes[0] and len(set(antes)) == 1:
        fields["ante_trimming_status"] = True  # antes are each player's part of the pot, not dead money (PHH's default)
    return fields


def _option_fields(game: Any, players: int) -> dict[str, Any]:
    """:func:`game_fields` for a game that does not map itself: its attrs options, field by field."""
    fields: dict[str, Any] = {}
    for option in _options(type(game)):
        value = getattr(game, option.name)
        if option.name == "ante":
            fields["antes"] = [value] * players
        elif option.name in _PHH_NAMED:
            if option.name != "bring_in" or value:
                fields[_PHH_NAMED[option.name]] = value
        elif option.default is attrs.NOTHING or value != option.default:
            fields[f"_{option.name}"] = value.value if isinstance(value, enum.Enum) else value
    return fields


def make_game(cls: type, fields: dict[str, Any]) -> Any:
    """The game ``cls`` configured from PHH ``fields``; :class:`PHHFieldError` says what does not fit.

    A game that reads itself (``from_phh(fields)``, as hold'em does) is asked.
    """
    if hasattr(cls, "from_phh"):
        try:
            return cls.from_phh(fields)
        except (TypeError, ValueError) as error:
            if isinstance(error, PHHFieldError):
                raise
            raise PHHFieldError(f"the fields do not make a {getattr(cls, 'name', cls.__name__)} game: {error}") from None
    kwargs: dict[str, Any] = {}
    for option in _options(cls):
        name = option.name
        if name == "ante":
            antes = fields.get("antes")
            if antes is None:
                continue
            if not isinstance(antes, list) or not antes:
                raise PHHFieldError(f"antes must be an array with one ante a player, got {short(antes)}")
            players = len(fields.get("starting_stacks") or [])
            if players and len(antes) != players:
                raise PHHFieldError(f"antes must have one entry a player ({players}), got {len(antes)}")
            values = {whole(a, "antes") for a in antes}
            if len(values) != 1:
                raise PHHFieldError(f"antes {short(antes)} differ between players: this library plays a uniform ante")
            kwargs["ante"] = values.pop()
        elif name in _PHH_NAMED:
            if _PHH_NAMED[name] in fields:
                kwargs[name] = whole(fields[_PHH_NAMED[name]], _PHH_NAMED[name])
            elif option.default is attrs.NOTHING:
                raise PHHFieldError(f"the {cls.__dict__.get('phh_code', cls.__name__)} hand history needs the {name!r} field")
        elif f"_{name}" in fields:
            value = fields[f"_{name}"]
            default = option.default
            if isinstance(default, bool) and not isinstance(value, bool):
                raise PHHFieldError(f"_{name} must be true or false, got {short(value)}")
            if isinstance(default, int) and not isinstance(default, bool):
                value = whole(value, f"_{name}")
            if isinstance(default, enum.Enum):
                try:
                    value = type(default)(value)
                except (TypeError, ValueError):
                    choices = ", ".join(repr(m.value) for m in type(default))
                    raise PHHFieldError(f"_{name} must be one of {choices}, got {short(value)}") from None
            kwargs[name] = value
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as error:
        raise PHHFieldError(f"the fields do not make a {getattr(cls, 'name', cls.__name__)} game: {error}") from None
