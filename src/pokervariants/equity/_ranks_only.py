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
spot is counted the same way with the high tables.

Each pair's winners are packed into one number and the deals counted by it, so the tally is the
enumeration's own, to the last digit.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..engine.protocols import BOARD
from ._counting import add_winners, binomials, made, multisets, winners
from ._plan import ArrayPlan, plan_for
from ._results import Tally
from ._ways import Counted

if TYPE_CHECKING:
    from ._spot import Spot

__all__ = ["way_for"]

_RANKINGS = ("low", "high")
"""The batch rankings that read ranks alone (no flush, no straight, no suit), high only where no
player can make a flush."""


def way_for(spot: Spot, most: int) -> Counted | str:
    """The count by ranks for ``spot``, or why not: an exact spot of a game ranked by ranks alone,
    no community cards to come, every seat's hand of five to seven cards, and not too many
    combinations of the seats' multisets (at most ``most``: ``_choose`` says how many)."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot)
    if isinstance(plan, str):
        return plan
    if len(plan.rules) != 1 or plan.rules[0] not in tuple((name, None) for name in _RANKINGS) or plan.stake or plan.ranges or plan.extra_most:
        return "not a game ranked by its ranks alone"
    if any(seat == BOARD for seat, _ in plan.groups) or plan.board:
        return "community cards"
    drawn = _drawn(plan)
    if plan.rules[0][0] == "high" and any(sum(1 for c in cards if c & 3 == suit) + n >= 5 for cards, n in zip(plan.known, drawn) for suit in range(4)):
        return "a player could make a flush"
    if any(not 5 <= len(cards) + n <= 7 for cards, n in zip(plan.known, drawn)):
        return "a hand of other than five to seven cards"
    if max((*plan.unseen, *(c for cards in plan.known for c in cards))) >= 52:
        return "jokers"
    if math.prod(len(multisets(n)) for n in drawn) > most:
        return f"more than {most:,} combinations of rank multisets"
    return Counted(plan, len(spot.shares), add_ranks_only)


def _drawn(plan: ArrayPlan) -> list[int]:
    drawn = [0] * len(plan.known)
    for seat, n in plan.groups:
        drawn[seat] += n
    return drawn


CELLS = 1 << 22
"""About how many (combination x last seat's multiset x rank) cells are worked on at once."""


def add_ranks_only(plan: ArrayPlan, tally: Tally) -> None:
    """Add every deal of the exact enumeration of ``plan`` (:func:`way_for`'s spots) to ``tally``:
    the combinations of all seats' multisets but the last's, a block at a time, each against every
    multiset of the last seat at once."""
    import numpy as np

    from ..evaluation.batch import BATCH_RANK_KEYS, _high_ranks, _low_ranks
    from ..evaluation.keys import RANK_KEYS

    choose = binomials()
    drawn = _drawn(plan)
    available = np.zeros(13, dtype=np.int64)
    for c in plan.unseen:
        available[int(c) >> 2] += 1
    seats = len(plan.known)
    rows, values = [], []
    high = plan.rules[0][0] == "high"
    for cards, n in zip(plan.known, drawn):
        size = len(cards) + n
        # (The seven-card high table is the scalar path's own, by RANK_KEYS sums; the others by the batch keys.)
        keys = np.array(RANK_KEYS if high and size == 7 else BATCH_RANK_KEYS[size], dtype=np.int64)
        possible, _ = made(available.tolist(), n)
        rows.append(possible)
        table = _high_ranks(size) if high else _low_ranks(size)
        values.append(table[possible @ keys + sum(int(keys[int(c) >> 2]) for c in cards)].astype(np.int64))
    counts = np.zeros(1 << seats, dtype=np.float64)
    last, last_values = rows[-1], values[-1]
    outer = [len(r) for r in rows[:-1]]
    total = math.prod(outer)
    block = max(1, CELLS // (13 * len(last)))
    for start in range(0, total, block):
        index = np.unravel_index(np.arange(start, min(start + block, total)), outer)
        left = np.broadcast_to(available, (len(index[0]), 13)).copy()
        ways = np.ones(len(index[0]), dtype=np.int64)
        for seat in range(seats - 1):  # the seats before the last, one after another from the unseen cards
            taken = rows[seat][index[seat]]
            ways *= np.prod(choose[left, np.minimum(taken, left)], axis=1) * (taken <= left).all(axis=1)
            left = np.maximum(left - taken, 0)
        kept = ways > 0
        left, ways = left[kept], ways[kept]
        both = ways[:, None] * np.prod(choose[left[:, None, :], np.minimum(last[None, :, :], left[:, None, :])], axis=2)
        both *= (last[None, :, :] <= left[:, None, :]).all(axis=2)  # (combinations, last seat's multisets): the deals
        hands = [np.broadcast_to(values[seat][index[seat][kept]][:, None], both.shape) for seat in range(seats - 1)]
        hands.append(np.broadcast_to(last_values[None, :], both.shape))
        mask = winners(hands)
        counts += np.bincount(mask.ravel(), weights=both.ravel().astype(np.float64), minlength=1 << seats)  # exact: far below 2**53
    add_winners(tally, counts)
