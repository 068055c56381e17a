"""Games in cents: a game whose amounts have a fractional part plays them in whole units.

A game's amounts (antes, blinds, bets, bring-ins) are :func:`~pokervariants.core.amount_field`
fields, kept as the user gave them (``Decimal("0.50")``). Its :class:`~pokervariants.Money` is as
fine as the finest of them is written, or finer if the game's ``unit`` option asks. A game that is
not in whole chips is built through a **twin** in units (:func:`priced`): the same game with every
amount multiplied into whole units, whose program, betting policy and the rest of what the engine
reads become the game's own. The engine never sees anything but whole numbers, and the game still
shows the amounts it was given.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import attrs

from ..core import MONEY, Amount, Money
from ..engine.rake import Rake

__all__ = ["game_money", "in_units", "money_of_game", "priced", "rake_option", "unit_option", "units"]


def unit_option(value: object) -> Money | None:
    """The ``unit`` option of a game: ``None`` (as fine as its amounts), or a :class:`Money` or its unit (``"0.01"``)."""
    if value is None or isinstance(value, Money):
        return value
    return Money(value)


def rake_option(value: object) -> Rake | None:
    """The ``rake`` option of a game: ``None`` (no rake) or a :class:`~pokervariants.Rake`."""
    if value is None or isinstance(value, Rake):
        return value
    raise TypeError(f"rake is a Rake(percent=..., cap=...) or None, not {type(value).__name__} {value!r:.40}")


def _amounts(thing: Any) -> Iterator[Amount]:
    """Every amount of money in an attrs value's fields (and in those of an attrs value it holds: a betting structure)."""
    for a in attrs.fields(type(thing)):
        if not a.init:
            continue
        value = getattr(thing, a.name)
        if a.metadata.get(MONEY):
            if isinstance(value, tuple):
                yield from value
            else:
                yield value
        elif attrs.has(type(value)):
            yield from _amounts(value)


def game_money(game: object) -> Money:
    """The money ``game`` plays in: as fine as its finest amount is written, or as its ``unit`` option asks if finer."""
    money = Money.of(_amounts(game))
    unit = getattr(game, "unit", None)
    return money if unit is None else money.finer(unit)


def money_of_game(game: object) -> Money:
    """The money a built game plays in (its ``money``), or whole chips for a game that has none (Bailey's Poker's points, a game of one's own)."""
    money = getattr(game, "money", None)
    return money if isinstance(money, Money) else Money.WHOLE


def in_units(thing: Any, money: Money) -> Any:
    """``thing`` (an attrs value) with each of its amounts in whole units of ``money``."""
    changes: dict[str, Any] = {}
    for a in attrs.fields(type(thing)):
        if not a.init:
            continue
        value = getattr(thing, a.name)
        if a.metadata.get(MONEY):
            if isinstance(value, tuple):
                changes[a.alias] = tuple(money.units(v, a.name) for v in value)
            else:
                changes[a.alias] = money.units(value, a.name)
        elif attrs.has(type(value)) and any(True for _ in _amounts(value)):
            changes[a.alias] = in_units(value, money)
        elif a.name == "unit":
            changes[a.alias] = None
    return attrs.evolve(thing, **changes)


def priced(game: Any) -> bool:
    """Set ``game.money``; for a game not in whole ints, take everything the engine reads (every
    field not set by the caller) from its twin in units, and return ``True``: the game is built.

    Called first thing in a game's ``__attrs_post_init__``; ``False`` means build as usual.
    """
    money = game_money(game)
    object.__setattr__(game, "money", money)
    if money.whole and all(type(v) is int for v in _amounts(game)):
        return False
    twin = in_units(game, money)
    for a in attrs.fields(type(game)):
        if not a.init and a.name != "money":
            object.__setattr__(game, a.name, getattr(twin, a.name))
    return True


def units(value: Amount) -> int:
    """An amount of a game being built, as the whole units it is by then (:func:`priced` builds a game
    in cents through its twin, whose amounts are ints)."""
    if type(value) is not int:
        raise TypeError(f"a game is built in whole units; {value!r} is not one (build it through variants._money.priced)")
    return value
