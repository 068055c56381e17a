"""A betting round's state: what a sizing policy (:class:`~pokervariants.engine.protocols.BettingPolicy`)
reads and updates at each decision, the level to call, the bets and raises so far, who has acted.

A module of its own, apart from the betting decision (:mod:`pokervariants.engine.betting`), because
it is what a game's own sizing policy is written against.
"""

from __future__ import annotations

import operator
from typing import Any

__all__ = ["BettingRound"]

_FIELDS = (
    "big",
    "level",
    "grid",
    "bets",
    "bring_in_pending",
    "big_allowed",
    "big_made",
    "capped",
    "acted",
    "pot",
    "raise_size",
    "players",
    "min_bet",
    "reach",
    "sizes",
    "reopen_upto",
)
"""A round's fields in the constructor's order (its slots, its repr and its pickle)."""
_read_fields = operator.attrgetter(*_FIELDS)  # all of them in one call, no Python frame: a copy reads them


class BettingRound:
    """The state of the current betting round that a policy reads (the engine owns it; the policy updates it)."""

    big: bool
    """Whether this street uses the big bet."""
    level: int
    """The highest bet any player has made this round (what a caller must match)."""
    grid: int
    """The last full level: a whole number of bets (0 before the first bet). Only a player's own
    all-in for less puts :attr:`level` above it (RULES.md 3, the fixed-limit grid). (Under
    ``short_all_in="by_bet"``: the level before the short all-ins since the last full one.)"""
    bets: int
    """Bets and full raises so far (a completion counts as the bet)."""
    bring_in_pending: bool
    """A bring-in stands and nobody has completed yet."""
    big_allowed: bool
    """The big bet may be chosen this round (Stud High's open pair on 4th street)."""
    big_made: bool
    """A big bet or raise has been made this round (later raises are big)."""
    capped: bool
    """Whether the number of raises is limited this round."""
    acted: set[int]
    """Seats that acted since the last full bet or raise (they may not re-raise a short all-in)."""
    pot: int
    """Every chip in the middle as the round stands, this round's bets included (the engine keeps it:
    a pot-limit maximum reads it)."""
    raise_size: int
    """The size of the last full bet or raise this round, 0 before the first (the sizing policy keeps
    it: a no-limit minimum raise reads it; under ``short_all_in="by_bet"``, the most any bet or raise
    has added)."""
    players: int
    """Players still in the hand with chips behind, who may yet act (the engine keeps it). Those still
    to act are these, less the :attr:`acted` who have matched :attr:`level`."""
    min_bet: int
    """The smallest bet the game allows this round, whatever the structure (the big blind in flop
    games; 0 when the structure alone says)."""
    reach: tuple[int, int, int]
    """The most any live player could bet this round (bet plus stack), that player's seat, and the
    most of everyone else (the engine keeps it; seat -1: not known). See :meth:`others_reach`."""
    sizes: tuple[int, ...]
    """The bet or raise sizes open now, as the sizing policy sets them (fixed limit: the small or the
    big bet, or either after an open pair); empty until it does."""
    reopen_upto: int
    """Set by a sizing policy whose ``raised`` returns ``False`` when short all-ins have together
    made a full raise (TDA 47): the seats that acted with a bet of at most this, who now face a full
    raise, may act again and raise; the others may only call or fold. The engine reads it at once
    and puts it back to -1."""

    # A plain class rather than an attrs one: compiled (docs/speed.rst), its fields are read as
    # native attributes at every decision. It keeps what attrs gave it: the same constructor, an
    # equality and a repr by fields.
    __slots__ = _FIELDS

    def __init__(
        self,
        big: bool,
        level: int = 0,
        grid: int = 0,
        bets: int = 0,
        bring_in_pending: bool = False,
        big_allowed: bool = False,
        big_made: bool = False,
        capped: bool = True,
        acted: set[int] | None = None,
        pot: int = 0,
        raise_size: int = 0,
        players: int = 0,
        min_bet: int = 0,
        reach: tuple[int, int, int] = (0, -1, 0),
        sizes: tuple[int, ...] = (),
        reopen_upto: int = -1,
    ) -> None:
        self.big = big
        self.level = level
        self.grid = grid
        self.bets = bets
        self.bring_in_pending = bring_in_pending
        self.big_allowed = big_allowed
        self.big_made = big_made
        self.capped = capped
        self.acted = set() if acted is None else acted
        self.pot = pot
        self.raise_size = raise_size
        self.players = players
        self.min_bet = min_bet
        self.reach = reach
        self.sizes = sizes
        self.reopen_upto = reopen_upto

    def _fields(self) -> tuple[Any, ...]:
        fields: tuple[Any, ...] = _read_fields(self)
        return fields

    def copy(self) -> BettingRound:
        """An independent round in the same state (its own set of seats that acted)."""
        clone = BettingRound(*self._fields())
        clone.acted = set(self.acted)
        return clone

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BettingRound):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value: unhashable, as attrs made it

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(_FIELDS, self._fields()))
        return f"BettingRound({shown})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (BettingRound, self._fields())

    def others_reach(self, seat: int) -> int:
        """The most any other live player could bet this round: a raise above it is one nobody could
        call, so none is offered (as PokerKit plays)."""
        top, who, second = self.reach
        if who == -1:
            return 1 << 62  # not known (a round made by hand): no limit from it
        return second if seat == who else top
