"""What every tournament shares, one table or several: the structure of levels with its clock,
each level's stakes made once, and the finishing places and prizes (RULES.md 6b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Amount, AmountLike
from ..engine.protocols import GameVariant
from .levels import Level
from .log import ClockAdvanced, LogEntry
from ._checks import SessionError, _stack

__all__ = ["Structured"]


class Structured:
    """A mixin for a tournament: its ``levels``, the current one and the clock, places and prizes,
    and the players sitting out. The class it is mixed into keeps the fields, settles hands
    (``_settle``) and takes changes between hands (``_request``)."""

    levels: tuple[Level, ...]
    _level: int
    _clock: Amount
    _stakes: dict[tuple[int, int], GameVariant]
    _places: dict[str, int]
    _prizes: dict[str, Amount]
    _away: set[str]

    if TYPE_CHECKING:  # the class it is mixed into has them (here they would hide a session's own)

        def _settle(self) -> None: ...

        def _request(self, entry: LogEntry) -> None: ...

    @property
    def level(self) -> int:
        """The current level's number, from 1 (the level of the hand being played, or of the next)."""
        return self._level + 1

    @property
    def stakes(self) -> Level:
        """The current level."""
        return self.levels[self._level]

    @property
    def clock(self) -> Amount:
        """The minutes the clock has run (:meth:`advance_clock`)."""
        self._settle()
        return self._clock

    def advance_clock(self, minutes: AmountLike) -> None:
        """Run the clock on by ``minutes`` (between hands, or once the current hand is over): a level
        whose minutes are up gives way to the next before the next hand (at several tables, the
        next round), as the TDA's rules have it."""
        amount = _stack(minutes, "minutes")
        if not amount:
            raise SessionError("the clock advances by more than no minutes")
        self._request(ClockAdvanced(minutes=amount))

    def _staked(self, game: GameVariant) -> GameVariant:
        key = (self._level, id(game))
        staked = self._stakes.get(key)
        if staked is None:  # each level's game is made once (a game is an immutable value)
            staked = self._stakes[key] = self.levels[self._level].stakes(game)
        return staked

    @property
    def places(self) -> dict[str, int]:
        """Each finished player's place (1 the winner), best first; a shared place is each sharer's."""
        self._settle()
        return dict(sorted(self._places.items(), key=lambda item: item[1]))

    @property
    def prizes(self) -> dict[str, Amount]:
        """What each finished player won, in the order of :attr:`places`."""
        self._settle()
        return {name: self._prizes[name] for name in self.places}

    @property
    def away(self) -> frozenset[str]:
        """The players sitting out: dealt in, checking or folding each turn (when ``play`` plays)."""
        self._settle()
        return frozenset(self._away)
