"""A tournament's structure: levels of stakes, each lasting a number of hands or minutes.

A :class:`Level` names the stakes it sets — ``blinds``, ``ante``, ``big_blind_ante`` for the
flop and draw games; ``ante``, ``bring_in``, ``small_bet`` and ``big_bet`` for stud — and how
long it lasts: ``hands`` dealt at the table, or ``minutes`` of a clock the caller advances
(:meth:`Tournament.advance_clock <pokervariants.session.Tournament.advance_clock>`). The last
level lasts until the end. A stake the level leaves out keeps the game's own; a fixed-limit flop
game given only blinds plays limits of the big blind and twice it, as cardrooms' structures do.
In a mix (HORSE), a level with a ``bring_in`` gives its ``ante`` to the stud games only.

>>> from pokervariants import Holdem, Razz
>>> level = Level(blinds=(50, 100), ante=10, hands=12)
>>> level.stakes(Holdem(blinds=(1, 2))).blinds, level.stakes(Holdem(blinds=(1, 2))).min_bet
((50, 100), 100)
>>> stud = Level(ante=5, bring_in=10, small_bet=40, big_bet=80).stakes(Razz(ante=1, bring_in=2, small_bet=4, big_bet=8))
>>> stud.ante, stud.bring_in, stud.small_bet, stud.big_bet
(5, 10, 40, 80)
"""

from __future__ import annotations

from typing import Any

import attrs
from attrs import field, frozen

from ..core import Amount, exact_amount
from ..engine.betting import FixedLimit
from ..engine.protocols import GameVariant

__all__ = ["Level", "levels_doubling"]


def _amount_or_none(value: Any) -> Amount | None:
    return None if value is None else exact_amount(value, "a level's stake")


def _blinds_or_none(value: Any) -> tuple[Amount, ...] | None:
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise TypeError(f"a level's blinds are a sequence of amounts (small, big, …), not {value!r:.40}")
    blinds = tuple(exact_amount(v, "a blind") for v in value)
    if not blinds or any(b < 0 for b in blinds):
        raise ValueError(f"a level's blinds are one or more amounts of at least nothing, not {value!r:.40}")
    return blinds


def _count_or_none(value: Any) -> int | None:
    if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 1):
        raise ValueError(f"a level lasts a positive whole number of hands, not {value!r:.40}")
    return value


def _minutes_or_none(value: Any) -> Amount | None:
    if value is None:
        return None
    minutes = exact_amount(value, "a level's minutes")
    if minutes <= 0:
        raise ValueError(f"a level lasts more than no minutes, not {value!r:.40}")
    return minutes


_FLOP_FIELDS = ("blinds", "ante", "big_blind_ante")
_STUD_FIELDS = ("ante", "bring_in", "small_bet", "big_bet")


@frozen(kw_only=True)
class Level:
    """The stakes of one level and how long it lasts (``hands`` or ``minutes``; neither: to the end)."""

    blinds: tuple[Amount, ...] | None = field(default=None, converter=_blinds_or_none)
    """The blinds (small, big, any straddles) of the flop and draw games."""
    ante: Amount | None = field(default=None, converter=_amount_or_none)
    """Each player's ante."""
    big_blind_ante: Amount | None = field(default=None, converter=_amount_or_none)
    """One ante for the table, posted by the big blind (flop and draw games)."""
    bring_in: Amount | None = field(default=None, converter=_amount_or_none)
    """Stud's bring-in."""
    small_bet: Amount | None = field(default=None, converter=_amount_or_none)
    """Fixed-limit games' small bet."""
    big_bet: Amount | None = field(default=None, converter=_amount_or_none)
    """Fixed-limit games' big bet."""
    hands: int | None = field(default=None, converter=_count_or_none)
    """Hands dealt in the level before the next begins."""
    minutes: Amount | None = field(default=None, converter=_minutes_or_none)
    """Minutes of the tournament's clock the level lasts (the caller advances the clock)."""
    _made: dict[Any, GameVariant] = field(factory=dict, init=False, repr=False, eq=False, hash=False)
    """The games made at this level's stakes, by the game they were made from (a game is an
    immutable value, so each is made once however many tournaments share the level)."""

    def __attrs_post_init__(self) -> None:
        if self.hands is not None and self.minutes is not None:
            raise ValueError("a level lasts a number of hands or of minutes, not both")

    @property
    def lasts(self) -> bool:
        """Whether the level ends (by hands or minutes) rather than lasting to the end."""
        return self.hands is not None or self.minutes is not None

    def stakes(self, game: GameVariant) -> GameVariant:
        """``game`` at this level's stakes (a new game; ``ValueError`` if a stake does not fit it)."""
        try:
            return self._made[game]
        except KeyError:
            made = self._made[game] = self._stakes(game)
            return made
        except TypeError:  # a game of your own that does not hash
            return self._stakes(game)

    def _stakes(self, game: GameVariant) -> GameVariant:
        names = {name for name, each in attrs.fields_dict(type(game)).items() if each.init}  # type: ignore[arg-type]
        changes: dict[str, Any] = {}
        for name in (*_FLOP_FIELDS, *_STUD_FIELDS):
            value = getattr(self, name)
            if value is not None and name in names:
                if name == "ante" and "blinds" in names and self.bring_in is not None:
                    continue  # a mixed level's ante is stud's: the games with blinds play without
                changes[name] = value
        betting = getattr(game, "betting", None)
        if "blinds" in changes and "min_bet" in names:
            blinds = changes["blinds"]
            changes["min_bet"] = max(blinds[1] if len(blinds) > 1 else 0, getattr(game, "button_blind", 0)) or max(blinds) or 1
        if isinstance(betting, FixedLimit) and "betting" in names:
            big_blind = changes["blinds"][1] if len(changes.get("blinds", ())) > 1 else None
            small = self.small_bet if self.small_bet is not None else big_blind
            big = self.big_bet if self.big_bet is not None else (2 * small if small is not None and self.small_bet is None else None)
            if small is not None or big is not None:
                changes["betting"] = attrs.evolve(betting, small_bet=small if small is not None else betting.small_bet, big_bet=big if big is not None else betting.big_bet)
        if not changes:
            return game
        return attrs.evolve(game, **changes)  # type: ignore[misc]

    def __str__(self) -> str:
        parts = []
        if self.blinds is not None:
            parts.append("blinds " + "/".join(str(b) for b in self.blinds))
        for name in ("ante", "big_blind_ante", "bring_in"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name.replace('_', ' ')} {value}")
        if self.small_bet is not None or self.big_bet is not None:
            parts.append(f"limits {self.small_bet}/{self.big_bet}")
        if self.hands is not None:
            parts.append(f"{self.hands} hands")
        if self.minutes is not None:
            parts.append(f"{self.minutes} minutes")
        return ", ".join(parts) or "the game's own stakes"


def levels_doubling(*, small_blind: int, big_blind: int, levels: int, hands: int | None = None, minutes: int | None = None, ante_from: int | None = None) -> tuple[Level, ...]:
    """A simple structure: ``levels`` levels of blinds doubling from ``small_blind``/``big_blind``,
    each ``hands`` hands (or ``minutes``) long, the last lasting to the end; from level
    ``ante_from`` (counting from 1) a big-blind ante of the big blind.

    >>> [str(level) for level in levels_doubling(small_blind=10, big_blind=20, levels=3, hands=10, ante_from=3)]
    ['blinds 10/20, 10 hands', 'blinds 20/40, 10 hands', 'blinds 40/80, big blind ante 80']
    """
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 1:
        raise ValueError(f"levels is a positive int, not {levels!r}")
    made = []
    for index in range(levels):
        factor = 2**index
        last = index == levels - 1
        bba = big_blind * factor if ante_from is not None and index + 1 >= ante_from else None
        made.append(Level(blinds=(small_blind * factor, big_blind * factor), big_blind_ante=bba, hands=None if last else hands, minutes=None if last else minutes))
    return tuple(made)
