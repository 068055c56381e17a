"""Betting-structure policies: which bets are legal and how big.

A policy is an object the variant holds; the engine asks it for the legal
actions at each decision and applies whichever the player picks. Fixed limit
with a bring-in, completion and a cap is here, with Baseball's pot match as one
of its options. Bailey's Poker has no bets: its :class:`Stake` policy says what
gamble cards and changes add to the one shared stake.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from attrs import define, field, frozen

from .actions import Action, ActionKind

__all__ = ["BettingPolicy", "BettingRound", "FixedLimit", "Stake", "gamble_value"]


@functools.lru_cache(maxsize=4096)
def _action(kind: ActionKind, amount: int = 0) -> Action:
    """One shared object per distinct action: cheaper to make, and ``in`` matches it by identity."""
    return Action(kind, amount)


_FOLD = Action(ActionKind.FOLD)
_CHECK = Action(ActionKind.CHECK)


@functools.lru_cache(maxsize=8192)
def _fixed_limit_options(
    level: int,
    bet: int,
    most: int,
    bring_in_pending: bool,
    reopened: bool,
    may_raise: bool,
    small_bet: int,
    sizes: tuple[int, ...],
) -> tuple[Action, ...]:
    """The fixed-limit menu for a player with ``bet`` in and ``most`` in all, against a bet of ``level``.

    A pure function of a few ints, so the decisions that recur (most of them) cost one cache lookup.
    """
    actions: list[Action] = []
    if level > bet:
        actions.append(_FOLD)
        actions.append(_action(ActionKind.CALL, min(level, most)))
    else:
        actions.append(_CHECK)
    if most <= level:
        return tuple(actions)
    if bring_in_pending:
        if reopened:
            actions.append(_action(ActionKind.COMPLETE, min(small_bet, most)))
        return tuple(actions)
    if not may_raise:
        return tuple(actions)
    kind = ActionKind.RAISE if level > 0 else ActionKind.BET
    for size in sizes:
        action = _action(kind, min(level + size, most))
        if action is not actions[-1]:  # an all-in can make two sizes the same (shared) action
            actions.append(action)
    return tuple(actions)


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
    acted: set[int] = field(factory=set)
    """Seats that acted since the last full bet or raise (they may not re-raise a short all-in)."""


@runtime_checkable
class BettingPolicy(Protocol):
    """Decides the legal actions at a decision. Contract: every action returned is legal as is;
    ``amount`` is the actor's total bet this round after the action, never more than he can put in."""

    @property
    def big_bet(self) -> int:
        """The big bet: a bet or raise of at least this much on a street that allows either size makes later raises big."""
        ...

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on a bring-in street, for a player with ``stack`` chips."""
        ...

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions for ``seat``, who has ``bet`` in this round and ``stack`` behind."""
        ...

    def full_raise(self, round: BettingRound, before: int, after: int) -> bool:
        """Whether raising the round's level from ``before`` to ``after`` reopens the betting."""
        ...

    def match_options(self, pot: int, stack: int) -> tuple[Action, ...]:
        """A pot-match decision (Baseball's face-up 3): match or fold; empty if the player must drop."""
        ...


@frozen(kw_only=True)
class FixedLimit:
    """Fixed-limit betting: a small and a big bet, a bring-in and completion, a bet and ``raises`` raises.

    >>> policy = FixedLimit(bring_in=1, small_bet=4, big_bet=8)
    >>> [str(a) for a in policy.options(BettingRound(big=False, level=1, bring_in_pending=True), 2, 0, 100)]
    ['fold', 'call 1', 'complete 4']
    """

    bring_in: int = 0
    small_bet: int
    big_bet: int
    raises: int = 3
    all_in_match: bool = False
    """A player short of a pot match may pay his whole stack and stay in all-in (else he drops)."""

    def __attrs_post_init__(self) -> None:
        if not 0 < self.small_bet <= self.big_bet:
            raise ValueError(f"need 0 < small_bet <= big_bet, got small_bet={self.small_bet}, big_bet={self.big_bet}")
        if not 0 <= self.bring_in < self.small_bet:
            raise ValueError(f"the bring-in must be less than the small bet ({self.small_bet}) and not negative, got {self.bring_in}")
        if self.raises < 0:
            raise ValueError(f"raises must be 0 or more, got {self.raises}")

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on the first street: bring in, or complete to the small bet."""
        return (_action(ActionKind.BRING_IN, min(self.bring_in, stack)), _action(ActionKind.COMPLETE, min(self.small_bet, stack)))

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions: fold, call or check, then complete, bet or raise by the fixed size if allowed."""
        reopened = seat not in round.acted
        may_raise = reopened and not (round.capped and round.bets > self.raises)
        sizes: tuple[int, ...]
        if round.big_allowed and not round.big_made:
            sizes = (self.small_bet, self.big_bet)  # an open pair on 4th street: either size
        elif round.big_made or round.big:
            sizes = (self.big_bet,)
        else:
            sizes = (self.small_bet,)
        return _fixed_limit_options(
            round.level, bet, bet + stack, round.bring_in_pending, reopened, may_raise, self.small_bet, sizes
        )

    def match_options(self, pot: int, stack: int) -> tuple[Action, ...]:
        """Match the pot (dead money, not a bet) or fold; a player who cannot afford it drops.

        >>> [str(a) for a in FixedLimit(small_bet=2, big_bet=4).match_options(30, 100)]
        ['match the pot 30', 'fold']
        >>> FixedLimit(small_bet=2, big_bet=4).match_options(30, 20)
        ()
        >>> [str(a) for a in FixedLimit(small_bet=2, big_bet=4, all_in_match=True).match_options(30, 20)]
        ['match the pot 20', 'fold']
        """
        if stack >= pot:
            return (_action(ActionKind.MATCH_POT, pot), _FOLD)
        if self.all_in_match and stack > 0:
            return (_action(ActionKind.MATCH_POT, stack), _FOLD)
        return ()

    def full_raise(self, round: BettingRound, before: int, after: int) -> bool:
        size = self.big_bet if round.big_made or round.big else self.small_bet
        if round.bring_in_pending:
            size = self.small_bet - before
        return 2 * (after - before) >= size


_ACE, _JOKERS = 12, 52


def gamble_value(card: int) -> int:
    """What a Bailey gamble card adds to the stake when laid: ace 15, king 13 … two 2, joker 0.

    >>> from pokervariants import Card
    >>> gamble_value(Card("As")), gamble_value(Card("Kd")), gamble_value(Card("7h")), gamble_value(Card("Jk"))
    (15, 13, 7, 0)
    """
    if card >= _JOKERS:
        return 0
    rank = card >> 2
    return 15 if rank == _ACE else rank + 2


@frozen(kw_only=True)
class Stake:
    """Bailey's Poker's stake policy: what gamble cards and changes add, up to an optional ``ceiling``.

    There are no bets: the stake is one shared number that gamble cards and
    changed cards raise, and that every loser pays. The seed's cash-for-points
    scoring may cap it to limit what a hand can cost.

    >>> from pokervariants import parse_cards
    >>> Stake().valuations(parse_cards("As 7h Jk"))
    (0, 1, 7, 15)
    >>> Stake(ceiling=40).raised(35, 13)
    40
    """

    ceiling: int | None = None
    """The most the stake can reach in a hand (``None``: no limit)."""

    def __attrs_post_init__(self) -> None:
        if self.ceiling is not None and (isinstance(self.ceiling, bool) or not isinstance(self.ceiling, int) or self.ceiling <= 0):
            raise ValueError(f"the ceiling must be a positive int or None, got {self.ceiling!r}")

    def valuations(self, laid: Iterable[int]) -> tuple[int, ...]:
        """The values a changed card may take, given the gamble cards laid so far: an ace 1 or 15, a joker 0."""
        values = {gamble_value(card) for card in laid}
        if 15 in values:
            values.add(1)
        return tuple(sorted(values))

    def raised(self, stake: int, amount: int) -> int:
        """The stake after adding ``amount``, held at the ceiling."""
        stake += amount
        return stake if self.ceiling is None or stake <= self.ceiling else self.ceiling
