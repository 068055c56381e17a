"""Exact equity for games whose hands are ranked by their ranks alone (razz: ace-to-five low, where
suits, flushes and straights count for nothing), by counting rather than dealing.

Each seat's cards to come matter only as a multiset of ranks, so the rest of the deal is counted by
one multiset a seat: the seats' multisets together may hold at most the unseen cards of each rank,
and the deals that give them are counted rank by rank (the ways to choose the first seat's cards of
the rank among the unseen ones, then the next seat's among those left, ...). Third street in razz,
heads-up, is 18 billion deals dealt one by one, and some three million pairs of multisets counted:
exact in about a second and a half with ``exact=True``, where it could only be sampled before.

Seven-card stud's high hand reads ranks alone too whenever no player can make a flush: when
each player's known cards of every suit, with all the cards still to come to that player, make
fewer than five (fourth street with four suits showing, most of fifth and sixth street). Such a
spot is counted the same way with the high tables. Where one player can make a flush, every deal
is counted so first, and then the deals where that player does make one are counted again: the
player's draws as its exact cards of the suit (what the flush is worth) and its other cards by
ranks, each counted once with the player's value flush and all, and taken away once with its value
by ranks. Two players who could both make a flush would need their suits' cards counted together:
such spots are dealt. Stud hi/lo's eight-or-better low reads ranks alone, so it is ranked from the
same multisets alongside the high, and each deal's high and low winners counted together.

Each pair's winners are packed into one number and the deals counted by it, so the tally is the
enumeration's own, to the last digit.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple

from ..engine.protocols import BOARD
from ._counting import add_outcomes, binomials, choices, made, multisets, outcomes
from ._plan import ArrayPlan, plan_for
from ._results import Tally
from ._ways import Counted

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from ._spot import Spot

__all__ = ["way_for"]

_RANKINGS = (("low", None),), (("high", None),), (("high", None), ("low8", None))
"""The batch rankings counted by ranks: razz's low reads ranks alone, and so do stud's high (and
its eight-or-better low) where no player can make a flush; where one can, its flushes are counted
again."""


def way_for(spot: Spot, most: int) -> Counted | str:
    """The count by ranks for ``spot``, or why not: an exact spot of a game ranked by ranks alone,
    no community cards to come, every seat's hand of five to seven cards, and not too many
    combinations of the seats' multisets (at most ``most``: ``_choose`` says how many). Stud high
    is counted where at most one player can make a flush."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot)
    if isinstance(plan, str):
        return plan
    if plan.rules not in _RANKINGS or plan.stake or plan.ranges or plan.extra_most:
        return "not a game ranked by its ranks alone"
    if any(seat == BOARD for seat, _ in plan.groups) or plan.board:
        return "community cards"
    drawn = _drawn(plan)
    if any(not 5 <= len(cards) + n <= 7 for cards, n in zip(plan.known, drawn)):
        return "a hand of other than five to seven cards"
    if max((*plan.unseen, *(c for cards in plan.known for c in cards))) >= 52:
        return "jokers"
    size = math.prod(len(multisets(n)) for n in drawn)
    if plan.rules[0][0] == "high":
        flushing = _flushing(plan, drawn)
        if len(flushing) > 1:
            return "two or more players could make a flush"
        if flushing and spot.ways < FEW_DEALS:
            return f"fewer than {FEW_DEALS:,} deals with a flush to count again: dealt"
        if flushing:
            seat = flushing[0]
            size += _flush_rows_count(plan, seat, drawn[seat]) * math.prod(len(multisets(n)) for other, n in enumerate(drawn) if other != seat)
    if size > most:
        return f"more than {most:,} combinations of rank multisets"
    return Counted(plan, len(spot.shares), add_ranks_only)


FEW_DEALS = 10_000
"""Below this many deals, a spot where a player can make a flush is dealt rather than counted (its
flushes counted a second time cost more than dealing so few)."""


def _drawn(plan: ArrayPlan) -> list[int]:
    drawn = [0] * len(plan.known)
    for seat, n in plan.groups:
        drawn[seat] += n
    return drawn


def _flushing(plan: ArrayPlan, drawn: list[int]) -> list[int]:
    """The seats that could make a flush: five of a suit among their known cards and the cards to come."""
    return [seat for seat, (cards, n) in enumerate(zip(plan.known, drawn)) if any(sum(1 for c in cards if c & 3 == suit) + n >= 5 for suit in range(4))]


CELLS = 1 << 22
"""About how many (combination x last seat's multiset x rank) cells are worked on at once."""


class _Rows(NamedTuple):
    """One seat's possible draws: the ranks each takes from the unseen cards (rows of 13 counts), its
    value, its eight-or-better low value (0 for none; ``None`` where no low is played), and, for a
    seat whose draws are fixed cards, the ways each is dealt and the value whose winners are taken
    away (``None`` for a seat drawn by ranks alone: its ways come from the cards of each rank left)."""

    taken: NDArray[np.int64]
    values: NDArray[np.int64]
    low: NDArray[np.int64] | None = None
    ways: NDArray[np.int64] | None = None
    minus: NDArray[np.int64] | None = None


def add_ranks_only(plan: ArrayPlan, tally: Tally) -> None:
    """Add every deal of the exact enumeration of ``plan`` (:func:`way_for`'s spots) to ``tally``.

    Every deal is counted with each seat's hand by its ranks. Where one seat can make a flush, the
    deals where it does are counted again, that seat's draws as its exact cards of the suit and its
    other cards by ranks: with the seat's value flush and all (added) and by its ranks (taken away)."""
    import numpy as np

    from ..evaluation.batch import BATCH_RANK_KEYS, _high_flush, _high_ranks, _low8, _low_ranks
    from ..evaluation.keys import RANK_KEYS

    drawn = _drawn(plan)
    available = np.zeros(13, dtype=np.int64)
    for c in plan.unseen:
        available[int(c) >> 2] += 1
    high = plan.rules[0][0] == "high"
    split = len(plan.rules) == 2
    seats: list[_Rows] = []
    ranked = []
    for cards, n in zip(plan.known, drawn):
        size = len(cards) + n
        # (The seven-card high table is the scalar path's own, by RANK_KEYS sums; the others by the batch keys.)
        keys = np.array(RANK_KEYS if high and size == 7 else BATCH_RANK_KEYS[size], dtype=np.int64)
        table = _high_ranks(size) if high else _low_ranks(size)
        base = sum(int(keys[int(c) >> 2]) for c in cards)
        ranked.append((keys, table, base))
        possible, _ = made(available.tolist(), n)
        low = None
        if split:  # the eight-or-better low: ace-to-five by ranks, then whether it qualifies
            low_keys = np.array(BATCH_RANK_KEYS[size], dtype=np.int64)
            low = _low8()[_low_ranks(size)[possible @ low_keys + sum(int(low_keys[int(c) >> 2]) for c in cards)]].astype(np.int64)
        seats.append(_Rows(possible, table[possible @ keys + base].astype(np.int64), low))
    counts = np.zeros(1 << (len(seats) * (2 if split else 1)), dtype=np.float64)
    _count(available, seats, list(range(len(seats))), counts)
    for seat in _flushing(plan, drawn) if high else []:
        keys, table, base = ranked[seat]
        taken, ways, flush = _flush_rows(plan, seat, drawn[seat], _high_flush())
        plain = table[taken @ keys + base].astype(np.int64)
        low = None
        if split:
            low_keys = np.array(BATCH_RANK_KEYS[len(plan.known[seat]) + drawn[seat]], dtype=np.int64)
            low_table = _low_ranks(len(plan.known[seat]) + drawn[seat])
            low = _low8()[low_table[taken @ low_keys + sum(int(low_keys[int(c) >> 2]) for c in plan.known[seat])]].astype(np.int64)
        forced = _Rows(taken, np.maximum(plain, flush), low, ways, plain)
        _count(available, [forced if s == seat else rows for s, rows in enumerate(seats)], [seat] + [s for s in range(len(seats)) if s != seat], counts)
    add_outcomes(tally, counts, len(seats), split)


def _flush_rows_count(plan: ArrayPlan, seat: int, n: int) -> int:
    """How many rows :func:`_flush_rows` makes for ``seat``."""
    cards = plan.known[seat]
    total = 0
    for suit in range(4):
        known = sum(1 for c in cards if c & 3 == suit)
        pool = sum(1 for c in plan.unseen if c & 3 == suit)
        for k in range(max(5 - known, 0), min(n, pool) + 1):
            total += math.comb(pool, k) * len(multisets(n - k))
    return total


def _flush_rows(plan: ArrayPlan, seat: int, n: int, flush_table: NDArray[np.uint16]) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The seat's draws that make it a flush, as exact cards of the flush's suit and a multiset of
    ranks of the other suits: the ranks each takes (rows of 13), the ways each is dealt, and the
    flush's value (its suit's cards through the flush table). A hand of at most seven cards holds
    five of one suit at most, so the suits' draws never overlap."""
    import numpy as np

    cards = [int(c) for c in plan.known[seat]]
    unseen = [int(c) for c in plan.unseen]
    taken_parts, ways_parts, flush_parts = [], [], []
    for suit in range(4):
        known = [c for c in cards if c & 3 == suit]
        pool = np.array(sorted(c for c in unseen if c & 3 == suit), dtype=np.int64)
        others = [0] * 13
        for c in unseen:
            if c & 3 != suit:
                others[c >> 2] += 1
        known_mask = sum(1 << (c >> 2) for c in known)
        for k in range(max(5 - len(known), 0), min(n, len(pool)) + 1):
            exact = pool[choices(len(pool), k)]  # (draws of the suit, k)
            suited = np.zeros((len(exact), 13), dtype=np.int64)
            for column in range(k):
                suited[np.arange(len(exact)), exact[:, column] >> 2] += 1
            mask = known_mask + (np.left_shift(1, exact >> 2).sum(axis=1) if k else np.zeros(len(exact), dtype=np.int64))
            rest, rest_ways = made(others, n - k)
            taken_parts.append((suited[:, None, :] + rest[None, :, :]).reshape(-1, 13))
            ways_parts.append(np.broadcast_to(rest_ways[None, :], (len(exact), len(rest))).reshape(-1))
            flush_parts.append(np.broadcast_to(flush_table[mask].astype(np.int64)[:, None], (len(exact), len(rest))).reshape(-1))
    return np.concatenate(taken_parts), np.concatenate(ways_parts), np.concatenate(flush_parts)


def _count(available: NDArray[np.int64], seats: list[_Rows], order: list[int], counts: NDArray[np.float64]) -> None:
    """Add to ``counts`` (by outcome, :func:`~._counting.outcomes`) every deal of the seats' rows
    fitting together: the seats dealt in ``order`` (a seat whose rows have their own ways first),
    all but the last's combinations a block at a time, each against every row of the last at once."""
    import numpy as np

    choose = binomials()
    players = len(seats)
    last = seats[order[-1]]
    outer = [len(seats[seat].taken) for seat in order[:-1]]
    total = math.prod(outer)
    block = max(1, CELLS // (13 * len(last.taken)))
    for start in range(0, total, block):
        index = dict(zip(order[:-1], np.unravel_index(np.arange(start, min(start + block, total)), outer)))
        rows = len(next(iter(index.values()))) if index else 1
        left = np.broadcast_to(available, (rows, 13)).copy()
        ways = np.ones(rows, dtype=np.int64)
        for seat in order[:-1]:  # one after another from the unseen cards
            draws = seats[seat]
            taken = draws.taken[index[seat]]
            fits = (taken <= left).all(axis=1)
            if draws.ways is None:
                ways *= np.prod(choose[left, np.minimum(taken, left)], axis=1) * fits
            else:
                ways *= draws.ways[index[seat]] * fits
            left = np.maximum(left - taken, 0)
        kept = ways > 0
        left, ways = left[kept], ways[kept]
        both = ways[:, None] * np.prod(choose[left[:, None, :], np.minimum(last.taken[None, :, :], left[:, None, :])], axis=2)
        both *= (last.taken[None, :, :] <= left[:, None, :]).all(axis=2)  # (combinations, last seat's rows): the deals
        weights = both.ravel().astype(np.float64)  # exact: far below 2**53

        def hand(seat: int, values: NDArray[np.int64]) -> NDArray[np.int64]:
            if seat == order[-1]:
                return np.broadcast_to(values[None, :], both.shape)
            return np.broadcast_to(values[index[seat][kept]][:, None], both.shape)

        hands = [hand(seat, seats[seat].values) for seat in range(players)]
        lows = None if seats[0].low is None else [hand(seat, low) for seat, low in enumerate(s.low for s in seats) if low is not None]
        counts += np.bincount(outcomes(hands, lows).ravel(), weights=weights, minlength=len(counts))
        for seat in range(players):
            minus = seats[seat].minus
            if minus is not None:
                hands[seat] = hand(seat, minus)
                counts -= np.bincount(outcomes(hands, lows).ravel(), weights=weights, minlength=len(counts))
