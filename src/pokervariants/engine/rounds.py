"""A betting round's state and the protocol of the sizing policies that read and update it.

:class:`BettingRound` is what a :class:`BettingPolicy` sees at each decision: the level to call,
the bets and raises so far, who has acted. Both live apart from the betting decision itself
(:mod:`pokervariants.engine.betting`) because they are the extension point a game's own sizing
policy is written against, and because they stay plain Python classes when the engine is compiled
(docs/speed.rst).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from attrs import define, field

from ..actions import Action

__all__ = ["BettingPolicy", "BettingRound"]


@define
class BettingRound:
    """The state of the current betting round that a policy reads (the engine owns it; the policy updates it)."""

    big: bool
    """Whether this street uses the big bet."""
    level: int = 0
    """The highest bet any player has made this round (what a caller must match)."""
    grid: int = 0
    """The last full level: a whole number of bets (0 before the first bet). Only a player's own
    all-in for less puts :attr:`level` above it (RULES.md 3, the fixed-limit grid)."""
    bets: int = 0
    """Bets and full raises so far (a completion counts as the bet)."""
    bring_in_pending: bool = False
    """A bring-in stands and nobody has completed yet."""
    big_allowed: bool = False
    """The big bet may be chosen this round (Stud High's open pair on 4th street)."""
    big_made: bool = False
    """A big bet or raise has been made this round (later raises are big)."""
    capped: bool = True
    """Whether the number of raises is limited this round."""
    acted: set[int] = field(factory=set)
    """Seats that acted since the last full bet or raise (they may not re-raise a short all-in)."""
    pot: int = 0
    """Every chip in the middle as the round stands, this round's bets included (the engine keeps it:
    a pot-limit maximum reads it)."""
    raise_size: int = 0
    """The size of the last full bet or raise this round, 0 before the first (the sizing policy keeps
    it: a no-limit minimum raise reads it)."""
    players: int = 0
    """Players still in the hand with chips behind, who may yet act (the engine keeps it). Those still
    to act are these, less the :attr:`acted` who have matched :attr:`level`."""
    min_bet: int = 0
    """The smallest bet the game allows this round, whatever the structure (the big blind in flop
    games; 0 when the structure alone says)."""
    reach: tuple[int, int, int] = (0, -1, 0)
    """The most any live player could bet this round (bet plus stack), that player's seat, and the
    most of everyone else (the engine keeps it; seat -1: not known). See :meth:`others_reach`."""
    sizes: tuple[int, ...] = ()
    """The bet or raise sizes open now, as the sizing policy sets them (fixed limit: the small or the
    big bet, or either after an open pair); empty until it does."""
    reopen_upto: int = -1
    """Set by a sizing policy whose ``raised`` returns ``False`` when short all-ins have together
    made a full raise (TDA 47): the seats that acted with a bet of at most this, who now face a full
    raise, may act again and raise; the others may only call or fold. The engine reads it at once
    and puts it back to -1."""

    def others_reach(self, seat: int) -> int:
        """The most any other live player could bet this round: a raise above it is one nobody could
        call, so none is offered (as PokerKit plays)."""
        top, who, second = self.reach
        if who == -1:
            return 1 << 62  # not known (a round made by hand): no limit from it
        return second if seat == who else top



@runtime_checkable
class BettingPolicy(Protocol):
    """Decides the legal actions at a decision and what a bet does to the round. Contract: every
    action returned is legal as is; ``amount`` is the actor's total bet this round after the
    action, never more than the player can put in; no menu holds two actions that move the same chips."""

    def open_round(self, round: BettingRound, *, open_pair: bool, players: int) -> None:
        """Set up a new round's limits (``round.big`` is already set, and on a street that opens on
        blinds ``round.level`` is their level): whether an open pair allows the big bet
        (``open_pair``: the street allows it and a board shows a pair), and the raise cap for
        ``players`` players still in."""
        ...

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on a bring-in street, for a player with ``stack`` chips."""
        ...

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions for ``seat``, who has ``bet`` in this round and ``stack`` behind."""
        ...

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """Record a bet or raise that takes the round's level from ``before`` to ``after``; returns
        whether it reopens the betting for players who already acted."""
        ...
