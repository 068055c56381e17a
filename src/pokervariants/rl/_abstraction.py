"""How bets are sized in the discrete action space (:class:`Abstraction`), a value apart from the
:class:`~pokervariants.rl.ActionMap` that numbers the actions: an attrs class, which the compiled
build leaves uncompiled while it compiles the map.

>>> Abstraction(pot_fractions=("1/3", 1)).pot_fractions
(Fraction(1, 3), Fraction(1, 1))
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from attrs import field, frozen

__all__ = ["Abstraction"]


def _fractions(value: object) -> tuple[Fraction, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise TypeError(f"pot_fractions is a sequence of fractions of the pot, such as ('1/2', 1, 2), not {value!r:.40}")
    fractions = []
    for item in value:
        if isinstance(item, (bool, float)):
            raise TypeError(f"a fraction of the pot is exact (an int, a Fraction or text such as '1/2'), not {item!r}")
        fraction = Fraction(item)
        if fraction <= 0:
            raise ValueError(f"a fraction of the pot is more than nothing, not {item!r}")
        fractions.append(fraction)
    return tuple(sorted(set(fractions)))


@frozen(kw_only=True)
class Abstraction:
    """How bets are sized in the discrete action space: the smallest, each of ``pot_fractions`` of
    the pot, and all in."""

    pot_fractions: tuple[Fraction, ...] = field(default=(Fraction(1, 2), Fraction(1), Fraction(2)), converter=_fractions)
    """The pot-relative sizes offered between the smallest bet and all in."""
    draws: bool | None = None
    """Whether the space has discard masks: ``None`` (the default) when the game draws or discards
    (a draw game, or a game of your own with a phase that discards, such as Pineapple's)."""
