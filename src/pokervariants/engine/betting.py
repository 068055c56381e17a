"""Betting: the round's state, the sizing policies, the betting round as a decision, and the pot match.

A betting round is a :class:`~pokervariants.engine.protocols.Decision` the
:class:`Bet` phase starts: :class:`Betting` knows who is to act, asks the
game's sizing policy (:class:`FixedLimit`, a :class:`BettingPolicy`) for the
legal actions and what a bet or raise does to the round, and returns the bets
nobody called when the round ends. A bring-in, Stud High's big bet after an
open pair and the heads-up uncap are options of the sizing policy and of the
street, not of the engine. Baseball's face-up 3 schedules a
:class:`MatchOrDrop` decision.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Final

from attrs import field, frozen

from ..core import Action, ActionKind, Amount, Card, Money, amount_field, choice_field, flag_field, whole_field
from .protocols import BettingPolicy, DecisionKind, Opener
from .rounds import BettingRound
from .sizing import NoLimit, PotLimit, _pot_top, _raised, _range_options

if TYPE_CHECKING:
    from .table import Table

__all__ = [
    "AllInLowCard", "Bet", "Betting", "BettingPolicy", "BettingRound", "FixedLimit", "FixedLimitRules", "MatchOrDrop", "Matching", "ShortAllIn",
]  # fmt: skip


@functools.lru_cache(maxsize=4096)
def _action(kind: ActionKind, amount: int = 0) -> Action:
    """One shared object per distinct action: cheaper to make, and ``in`` matches it by identity."""
    return Action(kind, amount)


_FOLD: Final = Action(ActionKind.FOLD)
_CHECK: Final = Action(ActionKind.CHECK)
# An enum member read from its class costs a lookup through the enum machinery; hot code reads these.
_CALL_KIND: Final = ActionKind.CALL
_COMPLETE_KIND: Final = ActionKind.COMPLETE
_BRING_IN_KIND: Final = ActionKind.BRING_IN
_RAISE_KIND: Final = ActionKind.RAISE
_BET_KIND: Final = ActionKind.BET
_MATCH_POT_KIND: Final = ActionKind.MATCH_POT


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
        actions.append(_action(_CALL_KIND, min(level, most)))
    else:
        actions.append(_CHECK)
    if most <= level or not reopened:
        return tuple(actions)
    if bring_in_pending:  # completing the bring-in is the round's first bet
        actions.append(_action(_COMPLETE_KIND, min(small_bet, most)))
        return tuple(actions)
    if not may_raise:
        return tuple(actions)
    # Facing an all-in short of the next level, a raise to that level completes it.
    kind = _COMPLETE_KIND if level > base else _RAISE_KIND if level > 0 else _BET_KIND
    for size in sizes:
        action = _action(kind, min(base + size, most))
        if action is not actions[-1]:  # an all-in can make two sizes the same (shared) action
            actions.append(action)
    return tuple(actions)


def _reach(table: Table) -> tuple[int, int, int]:
    """:attr:`BettingRound.reach` for the table as it stands (on a tie, the later seat is the one named)."""
    bets, stacks, folded = table.bets, table.stacks, table.folded
    top, who, second = 0, -1, 0
    for seat in range(table.seats):
        if not folded[seat]:
            most = bets[seat] + stacks[seat]
            if most >= top:
                top, who, second = most, seat, top
            elif most > second:
                second = most
    return (top, who, second)


class ShortAllIn(enum.Enum):
    """Where the next raise goes after an all-in that is short of a full bet or raise (RULES.md 3)."""

    GRID = "grid"
    """The fixed-limit grid (the default): every level is a whole number of bets; an all-in of at
    least half a bet counts as the full level it fell short of, a smaller one can be completed to it."""
    BY_BET = "by_bet"
    """One full bet above the all-in amount, as PokerKit plays it (so its histories replay), with the
    rest of PokerKit's fixed limit: every completion, bet or raise counts toward the cap, short
    all-ins too (a completion for less ends the bring-in's completion); an all-in reopens the betting
    when it adds at least as much as any bet or raise of the round; a player all in on the bring-in
    may post it as a completion; no raise is offered that no other player could call."""


class AllInLowCard(enum.Enum):
    """Who brings in when the up card that must is a player's all in on the ante (RULES.md 3, "Bring-in")."""

    PASS = "pass"
    """The bring-in passes to the next up card in the game's bring-in order (the next lowest; in
    Razz the next highest) among the players with chips behind, who may bring in or complete (the
    default, RULES.md 3)."""
    NEXT_SEAT = "next_seat"
    """The first player with chips behind after the all-in low card, in seat order, brings in or
    completes, whatever that player's card: as PokerKit plays (so its histories replay)."""
    NO_BRING_IN = "no_bring_in"
    """Nobody brings in: the first player with chips behind after the all-in low card opens with a
    check or a bet (the reading of this library's earlier snapshots, whose histories say nothing of it)."""


class FixedLimitRules:
    """The arithmetic of a :class:`FixedLimit` (its menus, what a raise does, how a round opens), in a
    plain class of its own: compiled (docs/speed.rst), the engine calls it without Python's calling
    machinery, which an attrs class's methods go through. A :class:`FixedLimit` makes one for itself;
    the engine uses it for a :class:`FixedLimit` itself, and calls a subclass's own methods (the pure
    build's: a compiled class cannot be subclassed).

    >>> rules = FixedLimitRules(small_bet=2, big_bet=4, raises=3, by_bet=False, heads_up_uncapped=False, blind_is_bet=True)
    >>> [str(a) for a in rules.options(BettingRound(big=False), 0, 0, 100)]
    ['check', 'bet 2']
    >>> rules.options(BettingRound(big=False), 0, 0, 100) == FixedLimit(small_bet=2, big_bet=4).options(BettingRound(big=False), 0, 0, 100)
    True
    """

    __slots__ = ("small_bet", "big_bet", "raises", "by_bet", "heads_up_uncapped", "blind_is_bet")

    def __init__(self, small_bet: int, big_bet: int, raises: int, by_bet: bool, heads_up_uncapped: bool, blind_is_bet: bool) -> None:
        self.small_bet = small_bet
        self.big_bet = big_bet
        self.raises = raises
        self.by_bet = by_bet
        self.heads_up_uncapped = heads_up_uncapped
        self.blind_is_bet = blind_is_bet

    def __reduce__(self) -> tuple[Any, ...]:
        return (FixedLimitRules, (self.small_bet, self.big_bet, self.raises, self.by_bet, self.heads_up_uncapped, self.blind_is_bet))

    def open_round(self, round: BettingRound, open_pair: bool, players: int) -> None:
        """As :meth:`FixedLimit.open_round`."""
        round.big_allowed = open_pair
        round.capped = not (self.heads_up_uncapped and players == 2)
        round.sizes = self.sizes(round)
        if round.level and self.blind_is_bet and not round.bets:
            round.bets = 1

    def sizes(self, round: BettingRound) -> tuple[int, ...]:
        """The sizes a bet or raise may take now."""
        if round.big_allowed and not round.big_made:
            return (self.small_bet, self.big_bet)  # an open pair on 4th street: either size
        if round.big_made or round.big:
            return (self.big_bet,)
        return (self.small_bet,)

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """As :meth:`FixedLimit.options`."""
        level = round.level
        # Reopened for the seat, and someone else still able to act (else a raise could not be called);
        # under by_bet, as PokerKit plays, someone else able to put in more than the level.
        reopened = seat not in round.acted and round.players != 1 and (not self.by_bet or round.others_reach(seat) > level)
        return _fixed_limit_options(
            level, level if self.by_bet else round.grid, bet, bet + stack, round.bring_in_pending, reopened,
            not (round.capped and round.bets > self.raises), self.small_bet, round.sizes or self.sizes(round),
        )  # fmt: skip

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """As :meth:`FixedLimit.raised`."""
        round.level = after
        if self.by_bet:
            return self._raised_by_bet(round, before, after)
        if round.bring_in_pending:  # the completion: measured from the bring-in toward the small bet
            if 2 * (after - before) < self.small_bet - before:
                return False
            round.bring_in_pending = False
            round.grid = after if self.by_bet else self.small_bet
            round.raise_size = self.small_bet
            round.bets += 1
            return True
        base = before if self.by_bet else round.grid
        sizes = round.sizes or self.sizes(round)
        if after - base in sizes:
            size = after - base  # a full bet or raise of the size chosen
        else:  # an all-in between levels: at least half a bet counts as the full one it fell short of
            counted = [size for size in sizes if 2 * (after - base) >= size]
            if not counted:
                return False  # no new level, no reopening
            size = max(counted)
        round.grid = after if self.by_bet else base + size
        round.raise_size = size
        round.bets += 1
        if round.big_allowed and size >= self.big_bet:
            round.big_made = True
            round.sizes = (self.big_bet,)
        return True

    def _raised_by_bet(self, round: BettingRound, before: int, after: int) -> bool:
        """:meth:`raised` under ``short_all_in="by_bet"``, as PokerKit plays: every completion, bet or
        raise (a short all-in too) ends the bring-in's completion and counts toward the cap; one that
        adds at least the most any has added this round (:attr:`~BettingRound.raise_size`) reopens the
        betting. Short all-ins in a row that add that much between them reopen it for the players whose
        bet they raise by as much (:attr:`~BettingRound.reopen_upto`); :attr:`~BettingRound.grid` is the
        level before them."""
        added = after - before
        round.bring_in_pending = False
        round.bets += 1
        if round.big_allowed and added >= self.big_bet:
            round.big_made = True
            round.sizes = (self.big_bet,)
        if added >= round.raise_size:
            round.raise_size = added
            round.grid = after
            return True
        if after - round.grid >= round.raise_size:
            round.reopen_upto = after - round.raise_size
            round.grid = after
        return False


@frozen(kw_only=True)
class FixedLimit:
    """Fixed-limit betting: a small and a big bet, a bring-in and completion, a bet and ``raises`` raises.

    >>> policy = FixedLimit(bring_in=1, small_bet=4, big_bet=8)
    >>> [str(a) for a in policy.options(BettingRound(big=False, level=1, bring_in_pending=True), 2, 0, 100)]
    ['fold', 'call 1', 'complete 4']
    """

    bring_in: Amount = amount_field("bring_in", smallest=0, default=0)
    small_bet: Amount = amount_field("small_bet", positive=True)
    big_bet: Amount = amount_field("big_bet", positive=True)
    raises: int = whole_field("raises", smallest=0, default=3)
    all_in_match: bool = flag_field("all_in_match", default=False)
    """A player short of a pot match may pay the whole stack and stay in all-in (else the player drops)."""
    short_all_in: ShortAllIn = choice_field(ShortAllIn, "short_all_in", default=ShortAllIn.GRID)
    """Where the next raise goes after an all-in short of a full bet or raise."""
    heads_up_uncapped: bool = flag_field("heads_up_uncapped", default=False)
    """RRoP: no cap on raises when only two players are in at the start of a round."""
    blind_is_bet: bool = flag_field("blind_is_bet", default=True)
    """On a round that opens on blinds, the blinds (the big blind, and any straddle with it) are the
    round's bet toward the cap, so a bet and three raises is the big blind and three raises (RULES.md
    5, as card rooms and the ACPC play). ``False`` counts from the first raise, four raises over the
    blind, as PokerKit plays (a hand history read without our ``_blind_is_bet`` field plays so)."""
    _rules: FixedLimitRules = field(init=False, repr=False, eq=False)  # the arithmetic, which the engine calls directly
    _units: tuple[int, int] = field(init=False, repr=False, eq=False)  # the bring-in and the small bet, in whole units

    def __attrs_post_init__(self) -> None:
        # Amounts in cents play in whole units: in a game, the game's (its twin in units holds ints);
        # alone, in the finest unit the amounts are written in.
        money = Money.of((self.bring_in, self.small_bet, self.big_bet))
        bring_in, small_bet, big_bet = money.units(self.bring_in), money.units(self.small_bet), money.units(self.big_bet)
        rules = FixedLimitRules(small_bet, big_bet, self.raises, self.short_all_in is ShortAllIn.BY_BET, self.heads_up_uncapped, self.blind_is_bet)
        object.__setattr__(self, "_rules", rules)
        object.__setattr__(self, "_units", (bring_in, small_bet))
        if not self.small_bet <= self.big_bet:
            raise ValueError(f"need 0 < small_bet <= big_bet, got small_bet={self.small_bet}, big_bet={self.big_bet}")
        if not self.bring_in < self.small_bet:
            raise ValueError(f"the bring-in must be less than the small bet ({self.small_bet}), got {self.bring_in}")

    @property
    def reads_reach(self) -> bool:
        """Whether it reads :attr:`BettingRound.reach` (the engine keeps it only for policies that
        do): under ``short_all_in="by_bet"``, which offers no raise that no other player could call."""
        return self.short_all_in is ShortAllIn.BY_BET

    def open_round(self, round: BettingRound, *, open_pair: bool, players: int) -> None:
        """An open pair on a street that allows it lets either bet size be chosen; two players alone may
        be uncapped (``heads_up_uncapped``); blinds standing are the round's bet (``blind_is_bet``).

        >>> state = BettingRound(big=False, level=2, grid=2)  # the big blind of 2 stands
        >>> FixedLimit(small_bet=2, big_bet=4).open_round(state, open_pair=False, players=6); state.bets
        1
        >>> state = BettingRound(big=False, level=2, grid=2)
        >>> FixedLimit(small_bet=2, big_bet=4, blind_is_bet=False).open_round(state, open_pair=False, players=6); state.bets
        0
        """
        self._rules.open_round(round, open_pair, players)

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        """The forced opening choice on the first street: bring in, or complete to the small bet.

        A player who cannot post the whole bring-in posts what the player has, all-in (nothing else).
        """
        bring_in, small_bet = self._units
        if stack <= bring_in:
            return (_action(_BRING_IN_KIND, stack),)
        return (_action(_BRING_IN_KIND, bring_in), _action(_COMPLETE_KIND, min(small_bet, stack)))

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """The legal actions: fold, call or check, then complete, bet or raise by the fixed size if allowed."""
        return self._rules.options(round, seat, bet, stack)

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

        Under ``short_all_in="by_bet"`` every one counts toward the cap, and one reopens the betting
        if it adds at least as much as any before it this round (PokerKit's reading):

        >>> policy, state = FixedLimit(small_bet=5, big_bet=10, short_all_in="by_bet"), BettingRound(big=True)
        >>> policy.raised(state, 0, 4), policy.raised(state, 4, 14), policy.raised(state, 14, 16), state.bets
        (True, True, False, 3)
        """
        return self._rules.raised(round, before, after)

    def match_options(self, pot: int, stack: int) -> tuple[Action, ...]:
        """Deprecated (the pot match is a decision of its own now: :class:`MatchOrDrop`): match the
        pot (dead money, not a bet) or fold; a player who cannot afford it drops.

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


_FOLD_KIND: Final = ActionKind.FOLD


@functools.cache
def _after(seats: int) -> tuple[tuple[int, ...], ...]:
    """For each seat of a table of ``seats``, the others in the order they act after it."""
    return tuple(tuple((seat + step) % seats for step in range(1, seats)) for seat in range(seats))

_RAISING: Final = (ActionKind.RAISE, ActionKind.BET, ActionKind.COMPLETE)


class Betting:
    """A betting round in progress: the decision a :class:`Bet` phase starts.

    It asks the sizing policy for the legal actions, puts chips in through the
    table, moves the turn on (skipping players folded or all in, and ending when
    everyone still able to act has matched the level since the last full bet or
    raise), and gives back the part of a bet nobody called.
    """

    kind = DecisionKind.BETTING
    __slots__ = ("round", "policy", "actor", "forced", "_options", "_rules", "_sizing", "_after")

    def __init__(self, round: BettingRound, policy: BettingPolicy, forced: bool, seats: int) -> None:
        self.round = round
        self.policy = policy
        self.actor: int | None = None
        self.forced = forced
        """The actor must bring in or complete (the first action of a bring-in street)."""
        self._options = policy.options  # bound once: asked at every decision
        # A FixedLimit itself (not a subclass, whose methods may differ): its arithmetic, called directly.
        self._rules: FixedLimitRules | None = policy._rules if type(policy) is FixedLimit else None
        # No limit or pot limit itself (not a subclass): its menu made directly (1 no limit, 2 pot limit).
        self._sizing = 1 if type(policy) is NoLimit else 2 if type(policy) is PotLimit else 0
        self._after = _after(seats)

    def legal(self, table: Table) -> tuple[Action, ...]:
        seat = self.actor
        assert seat is not None  # asked only while the round waits on a player (an int: compiled, the lists read natively)
        if self.forced:
            return self.policy.bring_in_options(table.stacks[seat])
        rules = self._rules
        if rules is not None:
            return rules.options(self.round, seat, table.bets[seat], table.stacks[seat])
        sizing = self._sizing
        if sizing:
            bet, stack = table.bets[seat], table.stacks[seat]
            return _range_options(self.round, seat, bet, stack, bet + stack if sizing == 1 else _pot_top(self.round, bet))
        return self._options(self.round, seat, table.bets[seat], table.stacks[seat])

    def act(self, table: Table, action: Action) -> int:
        seat = self.actor
        assert seat is not None  # as in legal()
        round = self.round
        acted = round.acted
        kind, amount = action.kind, action.amount
        before = round.level
        bets, folded, stacks = table.bets, table.folded, table.stacks
        added = amount - bets[seat] if amount else 0
        if kind is _FOLD_KIND:
            folded[seat] = True
            table.in_hand -= 1
            round.players -= 1
            if round.reach[1] != -1:
                round.reach = _reach(table)
        elif added:
            stacks[seat] -= added
            table.contributed[seat] += added
            bets[seat] = amount
            round.pot += added
            if not stacks[seat]:
                round.players -= 1  # all in
        if kind is _BRING_IN_KIND:
            round.level = amount
            round.bring_in_pending = True
            acted.clear()
        elif amount > before and kind in _RAISING:
            table.aggressor = seat
            rules = self._rules
            if rules is not None:
                full = rules.raised(round, before, amount)
            elif self._sizing:  # no limit or pot limit itself: their rule, without a Python method's call
                full = _raised(round, before, amount)
            else:
                full = self.policy.raised(round, before, amount)
            if full:
                acted.clear()
            elif round.reopen_upto >= 0:  # short all-ins that together make a full raise: reopened for those it is one to
                upto, round.reopen_upto = round.reopen_upto, -1
                for other in [s for s in acted if bets[s] <= upto]:
                    acted.discard(other)
        acted.add(seat)
        self.forced = False
        if table.in_hand > 1:  # the next seat to act, as in advance(), inline: this runs for every bet
            level = round.level
            alone = round.players < 2  # one player with chips, with nothing to call, has nothing to decide
            for other in self._after[seat]:
                if not folded[other] and stacks[other] > 0 and (bets[other] < level or (other not in acted and not alone)):
                    self.actor = other
                    return added
        self._close(table)
        return added

    def advance(self, table: Table, last: int) -> None:
        """The next seat to act after ``last``, or the end of the round."""
        if table.in_hand > 1:
            n = table.seats
            acted = self.round.acted
            level = self.round.level
            folded, stacks, bets = table.folded, table.stacks, table.bets
            alone = self.round.players < 2  # as in act()
            for step in range(1, n + 1):
                seat = (last + step) % n
                if not folded[seat] and stacks[seat] > 0 and (bets[seat] < level or (seat not in acted and not alone)):
                    self.actor = seat
                    return
        self._close(table)

    def _close(self, table: Table) -> None:
        """The end of the round: nobody acts; the part of the top bet nobody matched goes back."""
        self.actor = None
        self.round.pot -= close_bets(table)

    def refusal(self, table: Table, action: Action) -> str | None:
        return None

    def allows(self, table: Table, action: Action) -> bool:
        """Legal though never offered: a fold when checking is free (a needless fold, which PokerKit
        and the hand histories it writes allow; the menu leaves it out so that no bot makes it)."""
        if self.forced:  # the bring-in is forced: no fold instead of it; under short_all_in="by_bet", a player
            return self._all_in_completion(table, action)  # all in on the bring-in may call it a completion
        return action.kind is _FOLD_KIND and action.amount == 0 and not action.cards and action.most is None

    def _all_in_completion(self, table: Table, action: Action) -> bool:
        """Whether ``action`` completes for the whole stack of a player who can post no more than
        the bring-in, under ``short_all_in="by_bet"``: PokerKit offers it beside the bring-in (the
        same chips), and then plays it as the round's bet, which the next raise is a full bet above."""
        if action.kind is not _COMPLETE_KIND or getattr(self.policy, "short_all_in", None) is not ShortAllIn.BY_BET:
            return False
        posts = self.legal(table)
        return len(posts) == 1 and posts[0].amount == action.amount and not action.cards and action.most is None

    def passive(self, table: Table) -> Action:
        return next(a for a in self.legal(table) if a.kind is not _FOLD_KIND)

    def copy(self) -> Betting:
        return _betting(self.round.copy(), self.policy, self.forced, len(self._after), self.actor)

    def __reduce__(self) -> tuple[Any, ...]:
        # Written out for the compiled engine (docs/speed.rst), which makes no object without __init__.
        return (_betting, (self.round, self.policy, self.forced, len(self._after), self.actor))


def _betting(round: BettingRound, policy: BettingPolicy, forced: bool, seats: int, actor: int | None) -> Betting:
    """A pickled betting round made again."""
    betting = Betting(round, policy, forced, seats)
    betting.actor = actor
    return betting


@frozen(kw_only=True)
class Bet:
    """The phase of a betting round: opened by a forced bring-in (``bring_in``) or by the best board,
    with the big bet if ``big``, and either size after an open pair if ``open_pair_big_bet``.

    ``opener`` says who opens from the boards; ``policy`` sizes the bets. Skipped when fewer than
    two players can still bet.
    """

    policy: BettingPolicy
    opener: Opener
    big: bool = False
    bring_in: bool = False
    open_pair_big_bet: bool = False
    blinds: bool = False
    """The round opens on the blinds and straddles already in front of the players (the level is
    the highest of them; the policy's ``open_round`` says whether they count toward a raise cap), and
    the seat after the largest of them acts first."""
    min_bet: int = 0
    """The smallest bet (the big blind in flop games), told to the policy in :attr:`BettingRound.min_bet`."""
    all_in_low_card: AllInLowCard = choice_field(AllInLowCard, "all_in_low_card", default=AllInLowCard.PASS)
    """Who brings in when the up card that must is a player's all in on the ante (with ``bring_in``)."""
    reach: bool = field(init=False, repr=False, eq=False)
    """Whether the policy reads :attr:`BettingRound.reach` (its ``reads_reach``): kept only then."""
    _button: bool = field(init=False, repr=False, eq=False)  # the opener is the first live seat (flop and draw games): no boards to read

    # Properties, not class attributes: compiled (docs/speed.rst), attrs would take a class attribute
    # for a field of its own (mypyc annotates every one), changing the repr, equality and pickles.
    @property
    def wagers(self) -> bool:
        """True: a betting round (skipped when a hand is dealt out)."""
        return True

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "reach", getattr(self.policy, "reads_reach", False) is True)
        object.__setattr__(self, "_button", getattr(self.opener, "first_live_seat", False) is True and not self.open_pair_big_bet and not self.bring_in)

    def run(self, table: Table) -> Betting | None:
        live = table.live()
        stacks = table.stacks
        players = len([s for s in live if stacks[s] > 0])
        level = 0
        if self.blinds:
            for bet in table.bets:  # (a loop: compiled, max of a list is a Python call)
                if bet > level:
                    level = bet
        if players < 2 and not (level and any(stacks[s] > 0 and table.bets[s] < level for s in live)):
            if level:
                close_bets(table)  # a blind nobody can answer: what it is not matched by goes back
            return None  # nobody left to bet against: deal on
        round = BettingRound(big=self.big, pot=table.pot_total(), players=players, min_bet=self.min_bet)
        if self.reach:
            round.reach = _reach(table)
        if level:  # the blinds stand as the round's level (whether they count toward a raise cap is the policy's to say)
            round.level = round.grid = level
        boards: Mapping[int, Sequence[Card]] = {}
        if not self._button:
            if table.board:
                boards = {s: (*table.up[s], *table.board) for s in live}
            else:
                boards = {s: table.up[s] for s in live}
        open_pair = self.open_pair_big_bet and any(_paired(cards) for cards in boards.values())
        policy = self.policy
        if type(policy) is NoLimit or type(policy) is PotLimit:  # themselves, not a subclass: their rule inline (compiled, their method is a Python call)
            round.raise_size = round.level
        elif type(policy) is FixedLimit:
            policy._rules.open_round(round, open_pair, len(live))
        else:
            policy.open_round(round, open_pair=open_pair, players=len(live))
        if self.bring_in:
            first = self.opener.bring_in_seat(boards)
            forced = stacks[first] > 0
            reading = self.all_in_low_card
            if not forced and reading is not AllInLowCard.NO_BRING_IN:  # all in on the ante: the bring-in passes
                forced = True
                if reading is AllInLowCard.PASS:  # to the next card in bring-in order among those with chips (two at least: see above)
                    first = self.opener.bring_in_seat({s: board for s, board in boards.items() if stacks[s] > 0})
                else:  # to the next seat with chips
                    first = next(s for s in (*live[live.index(first) + 1 :], *live) if stacks[s] > 0)
        elif self.blinds and table.last_forced is not None:
            first = (table.last_forced + 1) % table.seats
            forced = False
        else:
            first = live[0] if self._button else self.opener.first_to_act(boards)
            forced = False
        table.aggressor = None
        table.opened_by = first
        betting = Betting(round, policy, forced, table.seats)
        if table.can_act(first):
            betting.actor = first
        else:
            betting.advance(table, first)
        return betting if betting.actor is not None else None


def close_bets(table: Table) -> int:
    """End a betting round's bets: the part of the highest bet nobody matched goes back (the amount
    is returned); every bet is then in the pot."""
    bets = table.bets
    ordered = sorted(bets)
    excess = ordered[-1] - (ordered[-2] if len(ordered) > 1 else 0)  # the part of the highest bet nobody matched
    if excess > 0:
        table.return_bet(bets.index(ordered[-1]), excess)
    table.bets = [0] * len(bets)
    return max(excess, 0)


def _paired(cards: Sequence[Card]) -> bool:
    ranks = [c >> 2 for c in cards]
    return len(set(ranks)) < len(ranks)


@frozen(kw_only=True)
class MatchOrDrop:
    """Baseball's face-up 3: the player must at once match the pot (dead money, not a bet) or fold.

    A player who cannot afford the match drops, unless ``all_in`` (then the whole stack pays and the
    player stays in, all in); a player already all in has nothing to match and stays in.

    >>> [str(a) for a in MatchOrDrop().options(30, 100)], MatchOrDrop().options(30, 20)
    (['match the pot 30', 'fold'], ())
    >>> [str(a) for a in MatchOrDrop(all_in=True).options(30, 20)]
    ['match the pot 20', 'fold']
    """

    all_in: bool = flag_field("all_in", default=False)

    def options(self, pot: int, stack: int) -> tuple[Action, ...]:
        """Match the pot or fold; empty when the player must drop."""
        if stack >= pot:
            return (_action(ActionKind.MATCH_POT, pot), _FOLD)
        if self.all_in and stack > 0:
            return (_action(ActionKind.MATCH_POT, stack), _FOLD)
        return ()

    def start(self, table: Table, seat: int | None = None) -> Matching | None:
        assert seat is not None
        if table.folded[seat] or table.stacks[seat] == 0:  # RULES.md 4: all in already, nothing to match
            return None
        options = self.options(table.pot_total(), table.stacks[seat])
        if not options:
            table.drop(seat, "cannot afford to match the pot")
            return None
        return Matching(seat, options)


class Matching:
    """A pot-match decision in progress: one seat, match or fold."""

    kind = DecisionKind.MATCH
    __slots__ = ("actor", "options")

    def __init__(self, seat: int, options: tuple[Action, ...]) -> None:
        self.actor: int | None = seat
        self.options = options

    def legal(self, table: Table) -> tuple[Action, ...]:
        return self.options

    def act(self, table: Table, action: Action) -> int:
        seat = self.actor
        assert seat is not None
        self.actor = None
        if action.kind is _MATCH_POT_KIND:
            table.pay_dead(seat, action.amount)
            return action.amount
        table.fold(seat)
        return 0

    def refusal(self, table: Table, action: Action) -> str | None:
        return None

    def passive(self, table: Table) -> Action:
        return self.options[0]  # match

    def copy(self) -> Matching:
        return _matching(self.actor, self.options)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_matching, (self.actor, self.options))


def _matching(actor: int | None, options: tuple[Action, ...]) -> Matching:
    """A pickled pot match made again."""
    matching = Matching(actor or 0, options)
    matching.actor = actor
    return matching
