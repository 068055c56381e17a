"""Pot limit and no limit: betting structures where a bet or raise may be any size in a range.

Both offer each kind of action once, a bet or raise as one :class:`~pokervariants.Action` whose
``amount`` is the smallest and ``most`` the largest total it may reach (RULES.md 6): the
smallest bet is the round's :attr:`~pokervariants.engine.rounds.BettingRound.min_bet` (the big
blind), the smallest raise adds the last full bet or raise, an all-in for less is always allowed,
an all-in short of a full raise does not reopen the betting for players who already acted (when
short all-ins together reach a full raise above the last full level, ``grid``, it reopens for the
players who then face a full raise, as TDA rule 47 has it), and
nobody raises when no other player could call more than the bet already made (every other
player is all in, or has less), as PokerKit plays.
No limit goes up to all in; pot limit up to the total that makes the bet equal to the pot after
calling.

>>> from pokervariants.engine.betting import BettingRound
>>> state = BettingRound(big=False, level=2, grid=2, bets=1, pot=3, min_bet=2)
>>> NoLimit().open_round(state, open_pair=False, players=6)
>>> [str(a) for a in NoLimit().options(state, 2, 0, 100)]
['fold', 'call 2', 'raise 4-100']
>>> [str(a) for a in PotLimit().options(state, 2, 0, 100)]  # call 2, then the pot of 5 on top
['fold', 'call 2', 'raise 4-7']
"""

from __future__ import annotations

from typing import Final

from attrs import frozen

from ..core import Action, ActionKind
from ..core._actions import _NATIVE, _unchecked
from .rounds import BettingRound

__all__ = ["NoLimit", "PotLimit", "RangeSizing"]

_FOLD: Final = Action(ActionKind.FOLD)
_CHECK: Final = Action(ActionKind.CHECK)
_CALL: Final = ActionKind.CALL
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE


def _make_menu(level: int, bet: int, most: int, reopened: bool, least: int, top: int) -> tuple[Action, ...]:
    """Fold, call or check, then one bet or raise from ``least`` to ``top`` (clipped to ``most``,
    the player's whole stack: a smaller all-in is always allowed)."""
    raising = most > level and reopened
    if raising:
        kind = _RAISE if level else _BET
        least, top = min(least, most), min(max(top, least), most)
        raise_ = _offer(kind, least, None if top == least else top)
        if level > bet:
            return (_FOLD, _call(min(level, most)), raise_)
        return (_CHECK, raise_)
    if level > bet:
        return (_FOLD, _call(min(level, most)))
    return _CHECK_ALONE


_CHECK_ALONE: Final = (_CHECK,)


def _call(amount: int) -> Action:
    """A call of ``amount`` (:func:`_offer`), kept (:data:`_CALLS`): a menu the cache of menus misses
    (the range's top is the player's stack, new at most decisions) still calls the usual amounts."""
    call = _CALLS.get(amount)
    if call is None:
        call = _offer(_CALL, amount, None)
        if len(_CALLS) >= _CALLS_MOST:
            _CALLS.clear()
        _CALLS[amount] = call
    return call


_CALLS: Final[dict[int, Action]] = {}
"""The calls made (:func:`_call`), by their amount: a cache as :data:`_MENUS` is. Emptied when full."""
_CALLS_MOST: Final = 1024


MENUS_KEPT: Final = not _NATIVE
"""Whether a no-limit or pot-limit menu offered again is the very tuple offered before: the pure
build keeps its menus (:data:`_MENUS`), so what a caller works out from a menu alone it may keep by
the menu's identity (a learning table's masks do)."""

_MENUS: Final[dict[tuple[int, int, int, bool, int, int], tuple[Action, ...]]] = {}
"""The menus made (:func:`_make_menu`), by its arguments: most decisions recur. A cache as
``lru_cache`` is, changing no result, but a dictionary, cheaper to look in than a cached function.
The pure build's only: compiled, a menu costs less to make than its key (:func:`_menu`). Emptied
when full."""
_MENUS_MOST: Final = 8192


def _menu(level: int, bet: int, most: int, reopened: bool, least: int, top: int) -> tuple[Action, ...]:
    """:func:`_make_menu`, kept (:data:`_MENUS`) in the pure build. Compiled, a menu is made anew:
    its actions are native objects, made for less than its key costs to make and find."""
    if _NATIVE:
        return _make_menu(level, bet, most, reopened, least, top)
    key = (level, bet, most, reopened, least, top)
    menu = _MENUS.get(key)
    if menu is None:
        menu = _make_menu(level, bet, most, reopened, least, top)
        if len(_MENUS) >= _MENUS_MOST:
            _MENUS.clear()
        _MENUS[key] = menu
    return menu


def _offer(kind: ActionKind, amount: int, most: int | None) -> Action:
    """``Action(kind, amount, most=most)`` for a menu's own arguments (a kind, whole amounts, ``most``
    above ``amount``), made without the constructor's checks where they cost (the pure build):
    every decision offers one or two."""
    return _unchecked(kind, amount, (), most)


def _raised(round: BettingRound, before: int, after: int) -> bool:
    round.level = after
    full = round.raise_size if round.raise_size > round.min_bet else round.min_bet  # (compiled, max of three is a Python call)
    if full < 1:
        full = 1
    if after - before >= full:  # a full bet or raise: it reopens the betting and sizes the next raise
        round.raise_size = after - before
        round.grid = after
        round.bets += 1
        return True
    if after - round.grid >= full:  # short all-ins that together make a full raise: reopened for those who face one
        round.grid = after
        round.reopen_upto = after - full
        return False
    return False  # all in for less: the next raise still adds a full one, and nobody who acted may raise


def _range_options(round: BettingRound, seat: int, bet: int, stack: int, top: int) -> tuple[Action, ...]:
    """:meth:`RangeSizing.options` with the structure's largest total (``_top``) given: the
    betting round asks it so of :class:`NoLimit` and :class:`PotLimit` themselves, without a
    Python method's call for each (compiled, their methods are Python calls: attrs classes)."""
    level, most = round.level, bet + stack
    reach, who, second = round.reach  # round.others_reach(seat), inline: asked at every decision
    others = (1 << 62) if who == -1 else second if seat == who else reach
    step = round.raise_size if round.raise_size > round.min_bet else round.min_bet  # the smallest bet, or one full raise more
    if step < 1:
        step = 1
    return _menu(level, bet, most, others > level and seat not in round.acted, level + step if level else step, top)


def _pot_top(round: BettingRound, bet: int) -> int:
    """Pot limit's largest total: the player's call, then the pot after it on top."""
    return round.level + round.pot + (round.level - bet)


@frozen(kw_only=True)
class RangeSizing:
    """The rules no limit and pot limit share, all but the largest bet or raise: a structure of
    this kind says only that, in ``_top(round, bet, most)``."""

    # Properties, not class attributes: compiled (docs/speed.rst), attrs would take a class attribute
    # for a field of its own (mypyc annotates every one), changing the repr, equality and pickles.
    @property
    def reads_reach(self) -> bool:
        """True: it reads :attr:`BettingRound.reach <pokervariants.engine.rounds.BettingRound.reach>` (the engine keeps it only for policies that do)."""
        return True

    @property
    def _structure(self) -> str:
        """The structure's name, for messages."""
        raise NotImplementedError

    def open_round(self, round: BettingRound, *, open_pair: bool, players: int) -> None:
        """A round opened by blinds counts the big blind (or the straddle) as its bet."""
        round.raise_size = round.level

    def bring_in_options(self, stack: int) -> tuple[Action, ...]:
        raise TypeError(f"{self._structure} betting has no bring-in: open a stud street with a fixed-limit bring-in")

    def options(self, round: BettingRound, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        """Fold, call or check, and a bet or raise from the smallest allowed to the largest."""
        return _range_options(round, seat, bet, stack, self._top(round, bet, bet + stack))

    def raised(self, round: BettingRound, before: int, after: int) -> bool:
        """A full bet or raise sets the next raise's size and reopens the betting; a short all-in does neither."""
        return _raised(round, before, after)

    def _top(self, round: BettingRound, bet: int, most: int) -> int:
        """The largest total the actor's bet may reach (before the stack caps it)."""
        raise NotImplementedError


@frozen(kw_only=True)
class NoLimit(RangeSizing):
    """No limit: any bet or raise up to all in."""

    @property
    def _structure(self) -> str:
        return "no-limit"

    def _top(self, round: BettingRound, bet: int, most: int) -> int:
        return most


@frozen(kw_only=True)
class PotLimit(RangeSizing):
    """Pot limit: a bet or raise up to the size of the pot (after the player's call): calling first,
    the total bet may then grow by everything in the middle."""

    @property
    def _structure(self) -> str:
        return "pot-limit"

    def _top(self, round: BettingRound, bet: int, most: int) -> int:
        return _pot_top(round, bet)
