"""Unknown stacks: PHH's ``inf``, and the whole number of chips a replay plays in its place.

Some sites record no stacks, so their histories say ``starting_stacks = [inf, inf, ...]``: the
stack is unknown, and the player can never be all in. The engine plays whole chips, so a replay
gives such a player a *stand-in* stack: the first power of ten above a thousand times
everything the history's amounts add up to (every forced bet, every known stack and every amount
an action names). No player can put in more over a hand than the sum of the bets the history
names and its forced bets, so the stand-in is never reached: the player is never all in, and it
is never the shortest stack. It is chosen from the history rather than fixed (say ``10**30``) so
that it stays a machine-size integer, on the engine's fast path, for any history of ordinary
amounts; and a round power of ten reads as what it is wherever it shows.

>>> is_unknown(float("inf")), is_unknown(decimal.Decimal("Infinity")), is_unknown(1000), is_unknown(float("-inf"))
(True, True, False, False)
>>> stand_in({"blinds_or_straddles": [1, 2], "starting_stacks": [float("inf"), 200], "actions": ["p2 cbr 50 # 50 to go"]})
1000000
"""

from __future__ import annotations

import decimal
import math
from collections.abc import Iterable, Mapping
from typing import Any

__all__ = ["AMOUNT_FIELDS", "is_unknown", "stand_in", "unknown_seats"]

AMOUNT_FIELDS = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "starting_stacks")
"""The standard fields that hold amounts of chips (the ``_``-prefixed numbers count too)."""


def is_unknown(value: object) -> bool:
    """Whether ``value`` is PHH's unknown stack: positive infinity, as a float or a :class:`~decimal.Decimal`."""
    if isinstance(value, float):
        return value == math.inf
    return isinstance(value, decimal.Decimal) and value.is_infinite() and value > 0


def unknown_seats(stacks: Iterable[object]) -> tuple[int, ...]:
    """The players (from 0) whose stack in ``stacks`` is unknown (``inf``)."""
    return tuple(seat for seat, stack in enumerate(stacks) if is_unknown(stack))


def _size(value: object) -> int:
    """How many whole chips a number from the history is at most (0 for anything else)."""
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return abs(value)
    if isinstance(value, float) and math.isfinite(value):
        return math.ceil(abs(value))
    if isinstance(value, decimal.Decimal) and value.is_finite():
        return int(abs(value).to_integral_value(rounding=decimal.ROUND_CEILING))
    return 0


def _numbers(action: str) -> int:
    """The sum of the numbers an action names (``p1 cbr 300``, ``p2 ch As 5``), its commentary aside."""
    total = 0
    for word in action.split("#", 1)[0].split():
        if word[:1].isdigit():
            try:
                total += _size(decimal.Decimal(word))
            except decimal.InvalidOperation:  # a card (``9s``), not a number
                continue
    return total


def stand_in(fields: Mapping[str, Any]) -> int:
    """The stack a replay gives each player whose stack is unknown: the first power of ten above a
    thousand times the sum of every amount the history holds (see the module's text)."""
    total = 1
    for name, value in fields.items():
        if name in AMOUNT_FIELDS or name.startswith("_"):
            for item in value if isinstance(value, list) else (value,):
                total += _size(item)
    actions = fields.get("actions")
    for action in actions if isinstance(actions, list) else ():
        if isinstance(action, str):
            total += _numbers(action)
    return int(10 ** len(str(1000 * total)))
