"""Betting-structure policies: which bets are legal and how big.

A policy is an object the variant holds; the engine asks it for the legal
actions at each decision and applies whichever the player picks. Fixed limit
with a bring-in, completion and a cap is here, with Baseball's pot match as one
of its options. Bailey's Poker has no bets: its :class:`Stake` policy says what
gamble cards and changes add to the one shared stake.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable
from typing import Protocol, runtime_checkable

from attrs import define, field, frozen

from .actions import Action, ActionKind
from .validation import choice_field, flag_field, whole, whole_field

__all__ = ["BettingPolicy", "BettingRound", "FixedLimit", "ShortAllIn", "Stake", "gamble_value"]


@functools.lru_cache(maxsize=4096)
def _action(kind: ActionKind, amount: int = 0) -> Action:
    """One shared object per distinct action: cheaper to make, and ``in`` matches it by identity."""
    return Action(kind, amount)


_FOLD = Action(ActionKind.FOLD)
_CHECK = Action(ActionKind.CHECK)


@functools.lru_cache(maxsize=8192)
def _fixed_limit_options(
    level: int,
    base: int,
    bet: int,
    most: int,
    bring_in_pending: bool,
    reopened: bool,
    may_raise: bool,
    small_bet: int,
    sizes: tuple[int, ...],
) -> tuple[Action, ...]:
    """The fixed-limit menu for a player with ``bet`` in and ``most`` in all, against a bet of ``level``.

    ``base`` is what a raise is counted from: the last full level on the grid (or, with
    ``short_all_in="by_bet"``, the level itself). A pure function of a few ints, so the
    decisions that recur (most of them) cost one cache lookup.
    """
    actions: list[Action] = []
    if level > bet:
        actions.append(_FOLD)
        actions.append(_action(ActionKind.CALL, min(level, most)))
    else:
        actions.append(_CHECK)
    if most <= level or not reopened:
        return tuple(actions)
    if bring_in_pending:  # completing the bring-in is the round's first bet
        actions.append(_action(ActionKind.COMPLETE, min(small_bet, most)))
        return tuple(actions)
    if not may_raise:
        return tuple(actions)
    # Facing an all-in short of the next level, a raise to that level completes it.
    kind = ActionKind.COMPLETE if level > base else ActionKind.RAISE if level > 0 else ActionKind.BET
    for size in sizes:
        action = _action(kind, min(base + size, most))
        if action is not actions[-1]:  # an all-in can make two sizes the same (shared) action
            actions.append(action)
    return tuple(actions)


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


@runtime_checkable
class BettingPolicy(Protocol):
    """Decides the legal actions at a decision and what a bet does to the round. Contract: every
    action returned is legal as is; ``amount`` is the actor's total bet this round after the
    action, never more than the player can put in; no menu holds two actions that move the same chips."""

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

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """Record a bet or raise that takes the round's level from ``before`` to ``after``; returns
        whether it reopens the betting for players who already acted."""
        ...

    def match_options(self, pot: int, stack: int) -> tuple[Action, ...]:
        """A pot-match decision (Baseball's face-up 3): match or fold; empty if the player must drop."""
        ...


class ShortAllIn(enum.Enum):
    """Where the next raise goes after an all-in that is short of a full bet or raise (RULES.md 3)."""

    GRID = "grid"
    """The fixed-limit grid (the default): every level is a whole number of bets; an all-in of at
    least half a bet counts as the full level it fell short of, a smaller one can be completed to it."""
    BY_BET = "by_bet"
    """One full bet above the all-in amount, as PokerKit plays it (so its histories replay)."""


@frozen(kw_only=True)
class FixedLimit:
    """Fixed-limit betting: a small and a big bet, a bring-in and completion, a bet and ``raises`` raises.

    >>> policy = FixedLimit(bring_in=1, small_bet=4, big_bet=8)
    >>> [str(a) for a in policy.options(BettingRound(big=False, level=1, bring_in_pending=True), 2, 0, 100)]
    ['fold', 'call 1', 'complete 4']
    """

    bring_in: int = whole_field("bring_in", smallest=0, default=0)
    small_bet: int = whole_field("small_bet", smallest=1)
    big_bet: int = whole_field("big_bet", smallest=1)
    raises: int = whole_field("raises", smallest=0, default=3)
    all_in_match: bool = flag_field("all_in_match", default=False)
    """A player short of a pot match may pay the whole stack and stay in all-in (else the player drops)."""
    short_all_in: ShortAllIn = choice_field(ShortAllIn, "short_all_in", default=ShortAllIn.GRID)
    """Where the next raise goes after an all-in short of a full bet or raise."""

    def __attrs_post_init__(self) -> None:
        if not self.small_bet <= self.big_bet:
            raise ValueError(f"need 0 < small_bet <= big_bet, got small_bet={self.small_bet}, big_bet={self.big_bet}")
        if not self.bring_in < self.small_bet:
            raise ValueError(f"the bring-in must be less than the small bet ({self.small_bet}), got {self.bring_in}")

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on the first street: bring in, or complete to the small bet.

        A player who cannot post the whole bring-in posts what the player has, all-in (nothing else).
        """
        if stack <= self.bring_in:
            return (_action(ActionKind.BRING_IN, stack),)
        return (_action(ActionKind.BRING_IN, self.bring_in), _action(ActionKind.COMPLETE, min(self.small_bet, stack)))

    def _sizes(self, round: BettingRound) -> tuple[int, ...]:
        if round.big_allowed and not round.big_made:
            return (self.small_bet, self.big_bet)  # an open pair on 4th street: either size
        if round.big_made or round.big:
            return (self.big_bet,)
        return (self.small_bet,)

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions: fold, call or check, then complete, bet or raise by the fixed size if allowed."""
        reopened = seat not in round.acted
        may_raise = not (round.capped and round.bets > self.raises)
        base = round.level if self.short_all_in is ShortAllIn.BY_BET else round.grid
        return _fixed_limit_options(
            round.level, base, bet, bet + stack, round.bring_in_pending, reopened, may_raise, self.small_bet, self._sizes(round)
        )

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """Record a bet or raise from ``before`` to ``after``: the level moves; a full one (or an all-in of at
        least half a bet) moves the grid to the full level, counts toward the cap and reopens the betting.

        >>> policy, state = FixedLimit(small_bet=5, big_bet=10), BettingRound(big=True)
        >>> policy.raised(state, 0, 4), state.level, state.grid  # all in for 4 of a 10 bet: short
        (False, 4, 0)
        >>> policy.raised(state, 4, 10), state.grid  # made the full level: the next raise goes to 20
        (True, 10)
        >>> policy.raised(state, 10, 16), state.grid  # all in for 16: at least half a raise, so it counts as 20
        (True, 20)
        """
        round.level = after
        if round.bring_in_pending:  # the completion: measured from the bring-in toward the small bet
            if 2 * (after - before) < self.small_bet - before:
                return False
            round.bring_in_pending = False
            round.grid = after if self.short_all_in is ShortAllIn.BY_BET else self.small_bet
            round.bets += 1
            return True
        base = before if self.short_all_in is ShortAllIn.BY_BET else round.grid
        sizes = self._sizes(round)
        if after - base in sizes:
            size = after - base  # a full bet or raise of the size chosen
        else:  # an all-in between levels: at least half a bet counts as the full one it fell short of
            counted = [size for size in sizes if 2 * (after - base) >= size]
            if not counted:
                return False  # no new level, no reopening
            size = max(counted)
        round.grid = after if self.short_all_in is ShortAllIn.BY_BET else base + size
        round.bets += 1
        if round.big_allowed and size >= self.big_bet:
            round.big_made = True
        return True

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


def stake_ceiling(value: object) -> int | None:
    """A stake ceiling checked: a positive int, or ``None`` for none."""
    if value is None:
        return None
    if isinstance(value, bool) or not hasattr(type(value), "__index__") or value <= 0:  # type: ignore[operator]
        raise ValueError(f"the ceiling must be a positive int or None, got {value!r:.40}")
    return whole("ceiling", value)


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

    ceiling: int | None = field(default=None, converter=stake_ceiling)
    """The most the stake can reach in a hand (``None``: no limit)."""

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
