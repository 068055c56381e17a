"""What a session or tournament is given, checked at the door, and the error it raises: a
player's name, an amount, a random source, a button rule, ``play``'s arguments."""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..core import Amount, exact_amount
from ._button import ButtonRule

__all__ = ["SessionError"]


class SessionError(ValueError):
    """A session asked to do what it cannot: deal before the hand is over, seat a player twice,
    name a player who is not at the table. Nothing changes."""


def _name(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise SessionError(f"a player's name is a non-empty string, not {value!r:.40}")
    return value


def _stack(value: object, what: str) -> Amount:
    try:
        amount = exact_amount(value, what)
    except (TypeError, ValueError) as error:
        raise SessionError(str(error)) from None
    if amount < 0:
        raise SessionError(f"{what} cannot be negative, got {amount}")
    return amount


def _random_source(seed: object) -> random.Random:
    """A session's random source: ``seed`` itself, or one seeded by the int."""
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, int) and not isinstance(seed, bool):
        return random.Random(seed)
    raise TypeError(f"seed is an int or a random.Random, not {type(seed).__name__}")


def _button_rule(value: object) -> ButtonRule:
    try:
        return ButtonRule(value)
    except ValueError:
        raise SessionError(f"button_rule is one of {[r.value for r in ButtonRule]}, not {value!r}") from None


def _play_arguments(bots: object, seed: int | random.Random, hands: int | None) -> random.Random:
    """``play``'s arguments checked: the bots' random source, from ``seed``."""
    if hands is not None and (isinstance(hands, bool) or not isinstance(hands, int) or hands < 0):
        raise SessionError(f"hands is a whole number or None, not {hands!r}")
    if not isinstance(bots, Mapping) and not callable(getattr(bots, "choose", None)):
        raise TypeError(f"bots is a bot (with a choose method) or a mapping of names to bots, not {type(bots).__name__}")
    return seed if isinstance(seed, random.Random) else random.Random(seed)
