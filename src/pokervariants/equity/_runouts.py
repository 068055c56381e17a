"""Hold'em ranges with a card or two to come, counted at once: every seat's combinations ranked on
every runout of the board as arrays, and every fitting choice of combinations with every runout
counted by who wins, weights and all.

For a flop between two ranges this replaces a few hundred exact runs (one for each fitting pair)
by a handful of array operations over (combinations x combinations x runouts). The tally is the
same sum, deal by deal, as those runs', so the answer is the same to the last digit.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from ..evaluation.keys import RANK_KEYS
from ._counting import add_winners, choices, high_tables, winners
from ._results import Tally

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["RUNOUT_CELLS", "count"]

_Item = TypeVar("_Item", bound="np.generic")

RUNOUT_CELLS = 4_000_000
"""The most (choices of combinations x runouts) counted at once; a larger spot goes fitting choice
by fitting choice."""


@functools.cache
def _cards() -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Per card its rank key, and its bit in its suit's 13-bit mask (a row of four suits)."""
    import numpy as np

    keys = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int64)
    bits = np.zeros((52, 4), dtype=np.int64)
    for c in range(52):
        bits[c, c & 3] = 1 << (c >> 2)
    return keys, bits


def cells(sizes: Sequence[int], board: int, unseen: int) -> int:
    """How many (choice of combinations, runout) cells a spot has: the seats' numbers of
    combinations multiplied, times the runouts of ``unseen`` cards to a board of ``board``."""
    import math

    return math.prod(sizes) * math.comb(unseen, 5 - board)


def count(seats: Sequence[Sequence[tuple[tuple[int, ...], int]]], board: Sequence[int], deck: Sequence[int], tally: Tally) -> int:
    """Add to ``tally`` every deal of a hold'em spot whose seats each hold one of their combinations
    (``(cards, whole-number weight)``; a known hand is one combination of weight 1) and whose board
    of ``board`` is completed from ``deck`` (the cards no seat is sure to hold), each deal as often as
    its combinations' weights multiplied: combinations sharing a card, or a card of the runout, are
    no deal. Returns the deals counted (each once)."""
    import numpy as np

    keys, bits = _cards()
    nonflush, flush = high_tables()
    players = len(seats)
    to_come = 5 - len(board)
    runouts = np.array(deck, dtype=np.int64)[choices(len(deck), to_come)]
    run_keys = keys[runouts].sum(axis=1) + int(keys[list(board)].sum()) if len(board) else keys[runouts].sum(axis=1)
    run_bits = bits[runouts].sum(axis=1) + bits[list(board)].sum(axis=0)  # (runouts, 4): each suit's mask, board included
    run_cards = np.zeros((len(runouts), 52), dtype=bool)
    run_cards[np.arange(len(runouts))[:, None], runouts] = True
    seat_values: list[NDArray[np.uint16]] = []  # (combinations, runouts) each
    seat_fits: list[NDArray[np.bool_]] = []
    weights: list[NDArray[np.int64]] = []
    held: list[NDArray[np.bool_]] = []
    for seat, combos in enumerate(seats):
        cards = np.array([c for c, _ in combos], dtype=np.int64)  # (combos, 2)
        hand_keys = keys[cards].sum(axis=1)
        hand_bits = bits[cards].sum(axis=1)  # (combos, 4)
        value = nonflush[hand_keys[:, None] + run_keys[None, :]]
        for suit in range(4):
            value = np.maximum(value, flush[hand_bits[:, None, suit] | run_bits[None, :, suit]])
        seat_values.append(value)
        seat_fits.append(np.logical_not(run_cards[:, cards].any(axis=2).T))  # no card of the runout
        weights.append(np.array([w for _, w in combos], dtype=np.int64))
        member = np.zeros((len(combos), 52), dtype=bool)
        member[np.arange(len(combos))[:, None], cards] = True
        held.append(member)
    if players == 2:
        return _heads_up(seat_values, seat_fits, weights, held, tally)
    return _every_choice(seat_values, seat_fits, weights, held, tally)


def _every_choice(
    seat_values: list[NDArray[np.uint16]], seat_fits: list[NDArray[np.bool_]], seat_weights: list[NDArray[np.int64]], held: list[NDArray[np.bool_]], tally: Tally
) -> int:
    """:func:`count` for three seats or more: every choice of combinations with every runout, each
    seat's arrays on an axis of its own (combinations of seat 0, of seat 1, ..., runouts)."""
    import numpy as np

    players = len(seat_values)

    def spread(array: NDArray[_Item], seat: int) -> NDArray[_Item]:
        shape = [1] * (players + 1)
        shape[seat] = array.shape[0]
        if array.ndim == 2:
            shape[-1] = array.shape[1]
        return array.reshape(shape)

    values = [spread(v, seat).astype(np.int64) for seat, v in enumerate(seat_values)]
    valid = spread(seat_fits[0], 0)
    for seat, fit in enumerate(seat_fits[1:], 1):
        valid = valid & spread(fit, seat)
    for i in range(players):
        for j in range(i + 1, players):
            apart = ~(held[i].astype(np.int64) @ held[j].astype(np.int64).T).astype(bool)  # (combos i, combos j): no card shared
            shape = [1] * (players + 1)
            shape[i], shape[j] = apart.shape
            valid = valid & apart.reshape(shape)
    mask = np.broadcast_to(winners(values), valid.shape)
    weight = spread(seat_weights[0], 0)
    for seat, w in enumerate(seat_weights[1:], 1):
        weight = weight * spread(w, seat)
    weight = np.broadcast_to(weight, valid.shape)
    add_winners(tally, np.bincount(mask[valid], weights=weight[valid].astype(np.float64), minlength=1 << players).astype(np.float64))
    return int(valid.sum())


def _heads_up(
    values: list[NDArray[np.uint16]], fits: list[NDArray[np.bool_]], weights: list[NDArray[np.int64]], held: list[NDArray[np.bool_]], tally: Tally
) -> int:
    """:func:`count` for two seats, by combination pairs: for each pair, the runouts that fit both
    and which of them each wins (bytes over (combinations x combinations x runouts), then sums)."""
    import numpy as np

    (first, second), (fit_first, fit_second) = values, fits
    both = fit_first[:, None, :] & fit_second[None, :, :]
    ahead = np.count_nonzero((first[:, None, :] > second[None, :, :]) & both, axis=2)
    level = np.count_nonzero((first[:, None, :] == second[None, :, :]) & both, axis=2)
    runs = fit_first.astype(np.int64) @ fit_second.astype(np.int64).T  # (combos, combos): runouts fitting both
    apart = ~(held[0].astype(np.int64) @ held[1].astype(np.int64).T).astype(bool)
    pair = np.outer(weights[0], weights[1]) * apart
    total, won, tied = int((pair * runs).sum()), int((pair * ahead).sum()), int((pair * level).sum())
    for seats, times in (((0,), won), ((1,), total - won - tied), ((0, 1), tied)):
        if times:
            tally.add([(0, seats, True)], times)
    return int((runs * apart).sum())
