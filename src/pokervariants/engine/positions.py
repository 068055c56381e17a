"""Positions for flop games: the button, the blinds and straddles, the board (RULES.md 6).

Seats are numbered from the first seat left of the button, as hand histories
number players: seat 0 is the small blind, seat 1 the big blind, and the
button sits last. Heads-up the button posts the small blind and acts first
before the flop: seat 1 is then both the button and the small blind, seat 0
the big blind. Before the flop the seat after the largest blind or straddle
acts first (:attr:`Bet.blinds <pokervariants.engine.betting.Bet.blinds>`); after it,
the first live seat left of the button (:class:`ButtonOpener`).

>>> from pokervariants.engine.positions import blind_order
>>> blind_order(2), blind_order(6)
((1, 0), (0, 1, 2, 3, 4, 5))
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Final

from attrs import frozen

from ..core import Card, Deck
from .events import PostKind, dealt_to_board

if TYPE_CHECKING:
    from .table import Table

__all__ = ["BigBlindAnte", "Blinds", "ButtonOpener", "DealBoard", "big_blind_seat", "blind_order"]


@functools.cache
def blind_order(seats: int) -> tuple[int, ...]:
    """The seats that post the small blind, the big blind and any straddles, in that order: from
    the first left of the button (heads-up, the button posts the small blind)."""
    return (1, 0) if seats == 2 else tuple(range(seats))


def big_blind_seat(seats: int) -> int:
    """The seat of the big blind."""
    return blind_order(seats)[1]


@frozen(kw_only=True)
class Blinds:
    """The small blind, the big blind and any straddles (``amounts``, in that order), then a
    ``button`` blind from the button, posted as live bets of the first betting round, each as much
    as the player has (all in for less); then ``posts``, by position as ``amounts``: live bets from
    players who have just sat down (:attr:`PostKind.POST <pokervariants.engine.events.PostKind.POST>`).

    Dead money (``dead``, by position too) is posted before them all.

    The first to act is the seat after the largest blind or straddle (the later seat on a tie), as
    PokerKit reads PHH's ``blinds_or_straddles``: after the big blind, the last straddle, or the
    button. A post is a bet like a blind, but never decides who acts first.

    >>> from pokervariants import Holdem
    >>> hand = Holdem(blinds=(5, 10), posts=(0, 0, 0, 10)).new_hand([100] * 5, seed=1)
    >>> hand.bets, hand.actor  # the fourth seat's post is live; the seat after the big blind acts first
    ((5, 10, 0, 10, 0), 2)
    """

    amounts: tuple[int, ...]
    button: int = 0
    posts: tuple[int, ...] = ()
    dead: tuple[int, ...] = ()
    """Dead money by position as ``amounts``, posted first (:attr:`PostKind.DEAD
    <pokervariants.engine.events.PostKind.DEAD>`): a missed blind a returning player owes."""

    def run(self, table: Table) -> None:
        posted: list[int] = []
        order = blind_order(table.seats)
        for seat, amount in zip(order, self.dead):
            if amount:
                table.post_dead(seat, amount, _DEAD)
        for position, (seat, amount) in enumerate(zip(order, self.amounts)):
            if amount and table.post_bet(seat, amount, _BLIND if position < 2 else _STRADDLE):  # (the method itself: compiled, a bound one kept is a Python call)
                posted.append(seat)
        if self.button and table.post_bet(table.seats - 1, self.button, _BLIND):
            posted.append(table.seats - 1)
        for seat, amount in zip(order, self.posts):
            if amount:
                table.post_bet(seat, amount, _POST)
        if posted:
            bets = table.bets
            last = posted[0]
            for seat in posted:  # the largest, the later seat on a tie
                if bets[seat] > bets[last] or (bets[seat] == bets[last] and seat > last):
                    last = seat
            table.last_forced = last


_BLIND: Final = PostKind.BLIND
_STRADDLE: Final = PostKind.STRADDLE
_POST: Final = PostKind.POST
_DEAD: Final = PostKind.DEAD


@frozen(kw_only=True)
class BigBlindAnte:
    """One ante for the whole table, posted by the big blind before the blinds (as much as the
    player has). It is dead money in the main pot, as PokerKit and its hand histories play it:
    the big blind's ante is not a contribution that only the big blind could win back."""

    amount: int

    def run(self, table: Table) -> None:
        if self.amount:
            table.post_dead(big_blind_seat(table.seats), self.amount, PostKind.ANTE)


@frozen(kw_only=True)
class DealBoard:
    """Community cards face up: ``cards`` of them (the flop 3, the turn and the river 1), after a
    burn if ``burn`` (none when the pack could not then give the board its cards)."""

    cards: int
    burn: bool = True

    def run(self, table: Table) -> None:
        source = table.source
        count, remaining = self.cards, source.remaining  # (each read once: compiled, a field of an attrs class is a Python lookup)
        burn = 1 if self.burn and remaining > count else 0
        if type(source) is Deck and remaining >= count + burn:  # the usual case: one draw, logged as one entry
            dealt = source.deal(count + burn)
            table.board += dealt[burn:]
            table.log.append((dealt_to_board, dealt[:burn], dealt[burn:]))
            return
        if burn:
            table.burn()
        for _ in range(count):
            table.deal_community()


@frozen
class ButtonOpener:
    """Who acts first after the flop: the first live seat left of the button (the lowest seat, the
    button sitting last). Flop games have no bring-in: the blinds open the first round."""

    # Properties, not class attributes: compiled (docs/speed.rst), attrs would take a class attribute
    # for a field of its own (mypyc annotates every one), changing the repr, equality and pickles.
    @property
    def first_live_seat(self) -> bool:
        """True: the first to act is always the first live seat, whatever the boards show (the
        betting round then reads no boards)."""
        return True

    def bring_in_seat(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return self.first_to_act(boards)

    def first_to_act(self, boards: Mapping[int, Sequence[Card]]) -> int:
        return min(boards)
