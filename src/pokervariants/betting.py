"""Betting-structure policies: which bets are legal and how big.

A policy is an object the variant holds; the engine asks it for the legal
actions at each decision and applies whichever the player picks. Fixed limit
with a bring-in, completion and a cap is here; Baseball's pot match and
Bailey's stake use the same protocol.
"""

from __future__ import annotations

from typing import Protocol

from attrs import define, frozen

from .actions import Action, ActionKind

__all__ = ["BettingPolicy", "BettingRound", "FixedLimit"]


@define
class BettingRound:
    """The state of the current betting round that a policy reads (the engine owns and updates it)."""

    big: bool
    """Whether this street uses the big bet."""
    level: int = 0
    """The highest bet any player has made this round."""
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
    acted: set[int] | None = None
    """Seats that acted since the last full bet or raise (they may not re-raise a short all-in)."""


class BettingPolicy(Protocol):
    """Decides the legal actions at a decision. Contract: every action returned is legal as is;
    ``amount`` is the actor's total bet this round after the action, never more than he can put in."""

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions for ``seat``, who has ``bet`` in this round and ``stack`` behind."""
        ...

    def full_raise(self, round: BettingRound, before: int, after: int) -> bool:
        """Whether raising the round's level from ``before`` to ``after`` reopens the betting."""
        ...


@frozen(kw_only=True)
class FixedLimit:
    """Fixed-limit betting: a small and a big bet, a bring-in and completion, a bet and ``raises`` raises.

    >>> policy = FixedLimit(bring_in=1, small_bet=4, big_bet=8)
    >>> [str(a) for a in policy.options(BettingRound(big=False, level=1, bring_in_pending=True, acted=set()), 2, 0, 100)]
    ['fold', 'call 1', 'complete 4']
    """

    bring_in: int = 0
    small_bet: int
    big_bet: int
    raises: int = 3

    def __attrs_post_init__(self) -> None:
        if not 0 < self.small_bet <= self.big_bet:
            raise ValueError(f"need 0 < small_bet <= big_bet, got small_bet={self.small_bet}, big_bet={self.big_bet}")
        if not 0 <= self.bring_in < self.small_bet:
            raise ValueError(f"the bring-in must be at least 0 and less than the small bet ({self.small_bet}), got {self.bring_in}")
        if self.raises < 0:
            raise ValueError(f"raises must be 0 or more, got {self.raises}")

    def unit(self, round: BettingRound) -> int:
        """The bet size this round."""
        return self.big_bet if round.big else self.small_bet

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on the first street: bring in, or complete to the small bet."""
        return (Action(ActionKind.BRING_IN, min(self.bring_in, stack)), Action(ActionKind.COMPLETE, min(self.small_bet, stack)))

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        most = bet + stack
        to_call = round.level - bet
        actions: list[Action] = []
        if to_call > 0:
            actions.append(Action(ActionKind.FOLD))
            actions.append(Action(ActionKind.CALL, min(round.level, most)))
        else:
            actions.append(Action(ActionKind.CHECK))
        if most <= round.level:
            return tuple(actions)
        reopened = round.acted is None or seat not in round.acted
        if round.bring_in_pending:
            if reopened:
                actions.append(Action(ActionKind.COMPLETE, min(self.small_bet, most)))
            return tuple(actions)
        if not reopened or (round.capped and round.bets > self.raises):
            return tuple(actions)
        kind = ActionKind.RAISE if round.level > 0 else ActionKind.BET
        sizes = [self.unit(round)]
        if round.big_allowed:
            sizes = [self.big_bet] if round.big_made else [self.small_bet, self.big_bet]
        for size in sizes:
            actions.append(Action(kind, min(round.level + size, most)))
        return tuple(dict.fromkeys(actions))  # an all-in can make two sizes the same action

    def full_raise(self, round: BettingRound, before: int, after: int) -> bool:
        size = self.big_bet if round.big_made or round.big else self.small_bet
        if round.bring_in_pending:
            size = self.small_bet - before
        return 2 * (after - before) >= size
