"""Mixed games: games played in turn at one table, each with its own stakes (RULES.md 6b).

A :class:`Mix` changes game every ``hands`` hands, as online rooms do, or (the default) by the
orbit, as cardrooms do: a game with a button plays until the button has gone once round the
table, and a game without one (stud, razz) plays as many hands as players were dealt in at its
first, the button frozen meanwhile, to go on from where it stopped in the next game that has one.
HORSE and 8-game are ready made (:meth:`Mix.horse`, :meth:`Mix.eight_game`), and dealer's choice
(:meth:`Mix.dealers_choice`) lets the player on the button pick each game.

>>> horse = Mix.horse(small_bet=10, big_bet=20)
>>> [game.name for game in horse.games]
["Texas Hold'em", 'Omaha High/Low Eight-or-Better', 'Razz', 'Seven-Card Stud High', 'Seven-Card Stud High/Low Eight-or-Better']
>>> horse.games[0].blinds, horse.games[2].ante, horse.games[2].bring_in
((5, 10), 1, 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from attrs import field, frozen

from ..core import Amount, exact_amount
from ..engine.betting import FixedLimit
from ..engine.protocols import GameVariant
from ..engine.sizing import NoLimit, PotLimit
from ..variants import DeuceToSevenTripleDraw, Holdem, Omaha, OmahaHiLo8, Razz, StudHigh, StudHiLo8

__all__ = ["Chooser", "Mix"]

Chooser = Callable[[str, "tuple[GameVariant, ...]", random.Random], int]
"""Dealer's choice: given the name of the player on the button, the mix's games and the session's
random source, the index of the game to play next."""


def _games(value: object) -> tuple[GameVariant, ...]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or not value:
        raise TypeError(f"games are a list of one game or more (Holdem(...), Razz(...)...), not {value!r:.60}")
    games = tuple(value)
    for game in games:
        if not callable(getattr(game, "new_hand", None)):
            raise TypeError(f"a mix's games are games (Holdem(...), Razz(...)...), not {game!r:.60}")
        if getattr(game, "scores", False) and len(games) > 1:
            raise ValueError(f"{game.name} keeps score in points, not chips: it plays a session of its own, not a mix")
    return games


def _hands(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"hands is how many hands each game plays (1 or more), or None to change by the orbit, not {value!r}")
    return value


def random_choice(player: str, games: tuple[GameVariant, ...], rng: random.Random) -> int:
    """Dealer's choice by lot: any game, the same chance each (the default chooser)."""
    return rng.randrange(len(games))


@frozen(kw_only=True)
class Mix:
    """Games played in turn at one table: each ``hands`` hands, or by the orbit (``None``, the
    default: the cardrooms' way, see the module). ``choose`` makes it dealer's choice: at each
    change the player on the button picks the next game (a ``Chooser``, below)."""

    games: tuple[GameVariant, ...] = field(converter=_games)
    hands: int | None = field(default=None, converter=_hands)
    name: str = "mix"
    choose: Chooser | None = field(default=None, eq=False)

    @property
    def max_players(self) -> int:
        """The most players every game of the mix takes."""
        return min(int(game.max_players) for game in self.games)

    @property
    def min_players(self) -> int:
        """The fewest players every game of the mix takes."""
        return max(int(game.min_players) for game in self.games)

    @classmethod
    def horse(cls, *, small_bet: Amount | str = 2, big_bet: Amount | str = 4, ante: Amount | str | None = None, bring_in: Amount | str | None = None, hands: int | None = None) -> Mix:
        """HORSE at fixed-limit stakes of ``small_bet``/``big_bet``: hold'em, Omaha hi/lo, razz, stud
        and stud hi/lo. The flop games' blinds are half the small bet and the small bet; the stud
        games' ante is a tenth of the small bet and their bring-in three tenths, unless given."""
        flop, stud = _stakes(small_bet, big_bet, ante, bring_in)
        return cls(
            games=(Holdem(**flop), OmahaHiLo8(**flop), Razz(**stud), StudHigh(**stud), StudHiLo8(**stud)),
            hands=hands,
            name="HORSE",
        )

    @classmethod
    def eight_game(cls, *, small_bet: Amount | str = 2, big_bet: Amount | str = 4, ante: Amount | str | None = None, bring_in: Amount | str | None = None, hands: int | None = None) -> Mix:
        """8-game at ``small_bet``/``big_bet``: 2-7 triple draw, limit hold'em, Omaha hi/lo, razz,
        stud, stud hi/lo, no-limit hold'em and pot-limit Omaha, in that order (the big-bet games
        with the blinds of the limit games)."""
        flop, stud = _stakes(small_bet, big_bet, ante, bring_in)
        blinds = flop["blinds"]
        return cls(
            games=(
                DeuceToSevenTripleDraw(**flop), Holdem(**flop), OmahaHiLo8(**flop), Razz(**stud), StudHigh(**stud), StudHiLo8(**stud),
                Holdem(blinds=blinds, betting=NoLimit()), Omaha(blinds=blinds, betting=PotLimit()),
            ),
            hands=hands,
            name="8-game",
        )  # fmt: skip

    @classmethod
    def dealers_choice(cls, games: Sequence[GameVariant], *, choose: Chooser | None = None, hands: int | None = None) -> Mix:
        """Dealer's choice among ``games``: at each change the player on the button picks the next
        (``choose``; by default by lot from the session's random source), and it plays ``hands``
        hands or an orbit."""
        return cls(games=tuple(games), hands=hands, name="dealer's choice", choose=choose or random_choice)


def _stakes(small_bet: Any, big_bet: Any, ante: Any, bring_in: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """The flop games' and the stud games' keyword options for fixed-limit stakes."""
    small, big = exact_amount(small_bet, "small_bet"), exact_amount(big_bet, "big_bet")
    tenth = Decimal(small) / 10
    ante_amount = exact_amount(ante, "ante") if ante is not None else _tidy(tenth)
    bring = exact_amount(bring_in, "bring_in") if bring_in is not None else _tidy(tenth * 3)
    flop = {"blinds": (_tidy(Decimal(small) / 2), small), "betting": FixedLimit(small_bet=small, big_bet=big)}
    stud = {"ante": ante_amount, "bring_in": bring, "small_bet": small, "big_bet": big}
    return flop, stud


def _tidy(value: Decimal) -> Amount:
    """A whole amount as an int, else the Decimal without trailing zeros."""
    return int(value) if value == value.to_integral_value() else value.normalize()
