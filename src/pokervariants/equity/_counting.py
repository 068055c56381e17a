"""What the ways that count deals rather than deal them share (``_symmetric``, ``_ranks_only``,
``_runouts``): rank multisets and choices as index rows, the binomial table, the seven-card high
tables, and the winners of each row packed into one number and added to a tally."""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..evaluation.classes import rank_multisets
from ._results import Tally

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["add_outcomes", "add_winners", "binomials", "choices", "count", "high_tables", "made", "multisets", "outcomes", "ways_of", "winners"]


@functools.lru_cache(maxsize=16)
def multisets(size: int) -> NDArray[np.int64]:
    """Every multiset of ``size`` ranks (at most four of a rank) as counts, one row of 13 each (one
    row of zeros for none)."""
    import numpy as np

    found = rank_multisets(size) if size else ((),)
    rows = np.zeros((len(found), 13), dtype=np.int64)
    for i, ranks in enumerate(found):
        for r in ranks:
            rows[i, r] += 1
    return rows


@functools.lru_cache(maxsize=64)
def choices(count: int, drawn: int) -> NDArray[np.int64]:
    """Every way to choose ``drawn`` of ``count`` things, as index rows (kept: a few shapes recur)."""
    import numpy as np

    return np.array(list(combinations(range(count), drawn)), dtype=np.int64).reshape(-1, drawn) if drawn else np.zeros((1, 0), dtype=np.int64)


@functools.cache
def binomials() -> NDArray[np.int64]:
    """``binomials()[n, k]``, the ways to choose ``k`` of ``n`` cards of one rank (both at most 4)."""
    import numpy as np

    return np.array([[math.comb(n, k) for k in range(5)] for n in range(5)], dtype=np.int64)


def made(available: list[int] | tuple[int, ...], size: int) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """The multisets of ``size`` ranks that ``available`` cards of each rank can make (rows of
    counts, as :func:`multisets`) and how many ways each can be made (the product, rank by rank, of
    the ways to choose that many of the rank's cards)."""
    ways = ways_of(available, size)
    kept = ways > 0
    return multisets(size)[kept], ways[kept]


def ways_of(available: list[int] | tuple[int, ...], size: int, columns: NDArray[np.int64] | None = None) -> NDArray[np.int64]:
    """How many ways ``available`` cards of each rank make each of :func:`multisets` (0 for those
    they cannot make); or each of other multisets of ``size`` ranks, given as 13 contiguous
    ``columns`` of counts, one a rank."""
    import numpy as np

    columns, table = _columns(size) if columns is None else columns, binomials()
    if size <= 2:  # few rows: every rank's ways at once is quicker
        product: NDArray[np.int64] = table[np.array(available)[:, None], columns].prod(axis=0)
        return product
    ways: NDArray[np.int64] = table[available[0]][columns[0]]
    for rank in range(1, 13):  # rank by rank down contiguous columns: some six times quicker than one product over (rows, 13)
        ways *= table[available[rank]][columns[rank]]
    return ways


@functools.lru_cache(maxsize=16)
def _columns(size: int) -> NDArray[np.int64]:
    """:func:`multisets` as 13 contiguous columns, one a rank."""
    import numpy as np

    return np.ascontiguousarray(multisets(size).T)


def count(counts: NDArray[np.float64], masks: NDArray[np.int64], ways: NDArray[np.int64], sign: int = 1) -> None:
    """Add (or, with ``sign`` -1, take away) each row's ways to its winners' count (``masks``, as
    :func:`winners` packs them). In floats, exactly: every count stays far below 2**53."""
    import numpy as np

    counts += sign * np.bincount(masks, weights=ways, minlength=len(counts))


@functools.cache
def high_tables() -> tuple[NDArray[np.uint16], NDArray[np.uint16]]:
    """The seven-card high values by rank-key sum (:data:`~pokervariants.evaluation.keys.RANK_KEYS`)
    without a flush, and by a suit's 13-bit mask with one (0 below five cards of the suit)."""
    from ..evaluation.batch import _high_flush, _high_ranks

    return _high_ranks(7), _high_flush()


def winners(values: Sequence[NDArray[np.integer[Any]]]) -> NDArray[np.int64]:
    """Each row's winners (bigger is better), one bit a seat: the seats' values are arrays of one
    shape, or shapes that broadcast together."""
    import numpy as np

    if len(values) == 2:  # heads-up: two comparisons
        first, second = values
        return (first >= second).astype(np.int64) | ((second >= first).astype(np.int64) << 1)
    best = functools.reduce(np.maximum, values)  # (pairwise: the seats' arrays may broadcast against each other)
    mask = np.zeros(best.shape, dtype=np.int64)
    for seat, value in enumerate(values):
        mask |= (value == best).astype(np.int64) << seat
    return mask


def add_winners(tally: Tally, counts: NDArray[np.float64]) -> None:
    """Add to ``tally`` the deals each set of winners takes (``counts[mask]``; whole numbers held
    exactly in floats, every count far below 2**53), the pot one share."""
    import numpy as np

    seats = len(tally.total)
    for mask, times in enumerate(np.rint(counts).astype(np.int64).tolist()):
        if times:
            tally.add([(0, tuple(seat for seat in range(seats) if mask >> seat & 1), True)], times)


def outcomes(high: list[NDArray[np.int64]], low: list[NDArray[np.int64]] | None) -> NDArray[np.int64]:
    """Each row's winners packed into one number: the high hand's (one bit a seat) and, above
    them, the low hand's (none when no hand makes a low; ``low`` ``None``: no low is played)."""
    import numpy as np

    found = winners(high)
    if low is None:
        return found
    lows = winners(low) * (functools.reduce(np.maximum, low) > 0)
    return found | lows << len(high)


def add_outcomes(tally: Tally, counts: NDArray[np.float64], seats: int, split: bool) -> None:
    """Add to ``tally`` the deals each outcome (:func:`outcomes`) takes (``counts[outcome]``, whole
    numbers held exactly in floats): the pot one share, or with ``split`` high and low halves when
    a low is made."""
    import numpy as np

    if not split:
        add_winners(tally, counts)
        return
    everyone = (1 << seats) - 1
    for outcome, times in enumerate(np.rint(counts).astype(np.int64).tolist()):
        if times:
            high, low = outcome & everyone, outcome >> seats
            parts = [(0, tuple(s for s in range(seats) if high >> s & 1), True)]
            if low:
                parts.append((1, tuple(s for s in range(seats) if low >> s & 1), True))
            tally.add(parts, times)
