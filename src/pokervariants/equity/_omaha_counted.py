"""Exact Omaha counted by symmetry: boards by their ranks, flushes corrected suit by suit.

An Omaha hand is two of the player's hole cards and three of the board's. Without five cards of
one suit among them, its value is its ranks' alone; with them it is a flush or a straight flush,
which beats the same five ranks unsuited. So, as for hold'em (``_symmetric``), with every
player's hole cards known (four to six each):

1. every board is first ranked as if no flush could be made: each multiset of board ranks is
   ranked once (the best of every hole pair with every board triple, by rank sums) and counted
   as many times as the unseen cards can make it;
2. then the boards on which some player could make a flush are counted again: a suit needs two
   of a player's hole cards and three of the board's, so only boards holding three or more of
   that suit (at most one suit a board) are corrected, counted by their cards of the suit (one
   by one) and the ranks of the rest, each player's value the better of its ranks' and its best
   flush (each suited hole pair with each triple of the board's cards of the suit).

Omaha hi/lo's eight-or-better low reads ranks alone, so it is ranked with the ranks and kept
through the corrections. Each board's winners (high, and low when a low is made) are packed into
one number and the boards counted by it: the same tally as dealing every board, to the last
digit. Heads-up before the flop that is 1,086,008 boards (four hole cards each); counted, it is
at most 6,175 multisets of ranks and some thousands of boards a suit. Ranges take the arrays.
"""

from __future__ import annotations

import functools
from itertools import combinations
from typing import TYPE_CHECKING

from ..engine.protocols import BOARD
from ._counting import add_outcomes, choices, count, made, outcomes
from ._plan import ArrayPlan, plan_for
from ._results import Tally
from ._ways import Counted

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from ._spot import Spot

__all__ = ["HIGH", "HIGH_LOW", "OMAHA_COUNTED_CARDS", "add_counted", "omaha", "way_for"]

HIGH = (("omaha", None),)
HIGH_LOW = (("omaha", None), ("omaha8", None))
OMAHA_COUNTED_CARDS = 3
"""The fewest board cards still to come for which the count is taken (fewer boards are dealt out
quicker than they are counted)."""


def way_for(spot: Spot, plan: ArrayPlan | str | None = None) -> Counted | str:
    """The count for ``spot``, or why not: an exact Omaha spot (high, or hi/lo eight or better)
    with every player's hole cards known and three or more board cards to come."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot) if plan is None else plan
    if isinstance(plan, str):
        return plan
    if 5 - len(plan.board) < OMAHA_COUNTED_CARDS:  # (asked first: the quicker question)
        return f"fewer than {OMAHA_COUNTED_CARDS} board cards to come"
    why = omaha(plan)
    if why:
        return why
    return Counted(plan, len(spot.shares), add_counted)


def omaha(plan: ArrayPlan) -> str:
    """Why ``plan`` is not Omaha as the count takes it ("" when it is): Omaha's high share (and
    its eight-or-better low), four to six known hole cards for every player and nothing else
    dealt to them, a board of five."""
    if plan.rules not in (HIGH, HIGH_LOW) or plan.stake or plan.ranges or plan.extra_most:
        return "not Omaha (high, or high and eight-or-better low) with known hands"
    if any(seat != BOARD for seat, _ in plan.groups):
        return "a player's cards still to come"
    if any(not 4 <= len(cards) <= 6 for cards in plan.known):
        return "not every player's hole cards known"
    if len(plan.board) + sum(n for _, n in plan.groups) != 5:
        return "not a board of five"
    return ""


@functools.cache
def _tables() -> tuple[NDArray[np.int64], NDArray[np.uint16], NDArray[np.uint16], NDArray[np.int64]]:
    """The five-card rank keys, the five-card high values without a flush (by their rank-key sum)
    and with one (by a suit's 13-bit mask), and the ten ways to take three of five."""
    import numpy as np

    from ..evaluation.batch import BATCH_RANK_KEYS, _high_flush, _high_ranks

    keys = np.array(BATCH_RANK_KEYS[5], dtype=np.int64)
    return keys, _high_ranks(5), _high_flush(), np.array(list(combinations(range(5), 3)), dtype=np.int64)


@functools.cache
def _low8_table() -> NDArray[np.uint16]:
    """Five cards' eight-or-better low value (0 for none) by their rank-key sum: suits play no part."""
    from ..evaluation.batch import _low8, _low_ranks

    return _low8()[_low_ranks(5)]


def _ranks_of(rows: NDArray[np.int64]) -> NDArray[np.int64]:
    """Rank multisets given as counts (one row of 13 each) as lists of ranks, one row each."""
    import numpy as np

    size = int(rows[0].sum()) if len(rows) else 0
    return np.repeat(np.tile(np.arange(13, dtype=np.int64), len(rows)), rows.ravel()).reshape(len(rows), size)


def _made(available: list[int], size: int) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """:func:`._counting.made`'s multisets as lists of ranks, and their ways."""
    rows, ways = made(available, size)
    return _ranks_of(rows), ways


def _by_ranks(boards: NDArray[np.int64], pair_keys: list[NDArray[np.int64]], table: NDArray[np.uint16]) -> list[NDArray[np.int64]]:
    """Each board's (rows of five ranks) best value for each player by ``table``, a value for five
    ranks (high without a flush, or low): every hole pair (the player's rank-key sums) with every
    triple of the board."""
    import numpy as np

    keys, _, _, triples = _tables()
    triple_keys = keys[boards[:, triples]].sum(axis=2)[:, :, None]  # (boards, 10, 1)
    return [table[triple_keys + pairs[None, None, :]].max(axis=(1, 2)).astype(np.int64) for pairs in pair_keys]


def add_counted(plan: ArrayPlan, tally: Tally) -> None:
    """Add every board of the exact enumeration of ``plan`` (:func:`way_for`'s spots) to ``tally``."""
    import numpy as np

    keys, nonflush, flush_values, _ = _tables()
    split = plan.rules == HIGH_LOW
    holes = [[int(c) for c in cards] for cards in plan.known]
    board = [int(c) for c in plan.board]
    unseen = [int(c) for c in plan.unseen]
    to_come = 5 - len(board)
    pair_keys = [np.array([int(keys[a >> 2] + keys[b >> 2]) for a, b in combinations(cards, 2)], dtype=np.int64) for cards in holes]
    available = [0] * 13
    for c in unseen:
        available[c >> 2] += 1
    known_ranks = np.array([c >> 2 for c in board], dtype=np.int64)
    counts = np.zeros(1 << (len(holes) * (2 if split else 1)), dtype=np.float64)

    ranks, ways = _made(available, to_come)
    boards = np.concatenate([np.broadcast_to(known_ranks, (len(ranks), len(board))), ranks], axis=1)
    plain_values = _by_ranks(boards, pair_keys, nonflush)
    low_values = _by_ranks(boards, pair_keys, _low8_table()) if split else []
    count(counts, outcomes(plain_values, low_values if split else None), ways)
    # Each player's value without a flush (and low), by the board's rank-key sum (distinct for
    # each multiset of five ranks): the boards corrected below are among those just ranked.
    board_keys = keys[boards].sum(axis=1)
    by_key = []
    for values in (*plain_values, *low_values):
        table = np.zeros(int(board_keys.max()) + 1, dtype=np.int64)
        table[board_keys] = values
        by_key.append(table)

    for suit in range(4):
        suited = [[1 << (a >> 2) | 1 << (b >> 2) for a, b in combinations([c for c in cards if c & 3 == suit], 2)] for cards in holes]
        on_board = [c >> 2 for c in board if c & 3 == suit]
        first = max(3 - len(on_board), 0)
        suit_ranks = [c >> 2 for c in unseen if c & 3 == suit]
        if not any(suited) or first > min(to_come, len(suit_ranks)):
            continue
        others = list(available)
        for r in suit_ranks:
            others[r] -= 1
        for drawn in range(first, min(to_come, len(suit_ranks)) + 1):
            rest, rest_ways = _made(others, to_come - drawn)
            if not len(rest):
                continue
            chosen = np.array(suit_ranks, dtype=np.int64)[choices(len(suit_ranks), drawn)]  # (c, drawn)
            keys_of = (keys[chosen].sum(axis=1)[:, None] + keys[rest].sum(axis=1)[None, :]).ravel() + int(keys[known_ranks].sum())
            board_ways = np.tile(rest_ways, len(chosen))
            # Each triple of the board's cards of the suit, as a mask (one row of masks a choice).
            suit_cards = np.concatenate([np.broadcast_to(np.array(on_board, dtype=np.int64), (len(chosen), len(on_board))), chosen], axis=1)
            triple_masks = (np.int64(1) << suit_cards[:, choices(suit_cards.shape[1], 3)]).sum(axis=2)  # (c, t)
            looked_up = [table[keys_of] for table in by_key]
            plain, low = looked_up[: len(holes)], (looked_up[len(holes) :] if split else None)
            best = []
            for seat, masks in enumerate(suited):
                if not masks:
                    best.append(plain[seat])
                    continue
                flushes = flush_values[triple_masks[:, :, None] | np.array(masks, dtype=np.int64)[None, None, :]].max(axis=(1, 2))
                best.append(np.maximum(plain[seat], np.repeat(flushes.astype(np.int64), len(rest))))
            count(counts, outcomes(plain, low), board_ways, -1)
            count(counts, outcomes(best, low), board_ways)
    add_outcomes(tally, counts, len(holes), split)
