"""Builders for the lookup tables, and the lazy stand-in that builds them on first use.

Nothing is built at import. A hot function reads its table from a module global
that starts as a :class:`LazyTable`; the first lookup builds the real table and
puts it in that global, so later calls pay nothing for the laziness.
"""

from __future__ import annotations

import functools
import sys
from array import array
from collections.abc import Callable, MutableMapping
from typing import Protocol

from .classes import (
    bailey_class_of,
    bailey_classes,
    high_class_of,
    high_classes,
    low8_from_low,
    low_class_of,
    low_classes,
    rank_multisets,
)
from .keys import NATIVE_LOW_RANKS, RANK_KEYS, TABLE_SIZE

BAILEY_SIZE_SHIFT = 24
"""Where the natural-card count goes in a Bailey rank-table key, above the rank sum."""

__all__ = [
    "IntTable",
    "LazyTable",
    "BAILEY_SIZE_SHIFT",
    "build_bailey_flush",
    "build_bailey_ranks",
    "build_high_flush",
    "build_low8",
    "build_native_high",
    "high_rank_tables",
    "low_rank_tables",
]


class IntTable(Protocol):
    """Anything indexed by an int giving an int: an ``array``, ``bytes``, ``tuple`` or ``dict``."""

    def __getitem__(self, index: int, /) -> int: ...


class LazyTable:
    """Stands in for a table in a module's globals until the first lookup builds it.

    >>> space: dict[str, object] = {}
    >>> space["T"] = LazyTable(space, "T", lambda: (10, 20, 30))
    >>> space["T"][2], type(space["T"]).__name__
    (30, 'tuple')
    """

    __slots__ = ("_namespace", "_name", "_build")

    def __init__(self, namespace: MutableMapping[str, object], name: str, build: Callable[[], IntTable]) -> None:
        self._namespace = namespace
        self._name = name
        self._build = build

    def materialize(self) -> IntTable:
        """Build the real table, install it in place of this stand-in and return it."""
        current = self._namespace.get(self._name)
        if current is not self and current is not None:
            return current  # type: ignore[return-value]
        table = self._build()
        self._namespace[self._name] = table
        return table

    def __getitem__(self, index: int, /) -> int:
        return self.materialize()[index]


def _levels(value_of: Callable[[tuple[int, ...]], int], base: int, largest: int) -> list[dict[int, int]]:
    """Best value for every rank multiset of ``base`` to ``largest`` cards, one dict per size.

    Each dict maps a multiset's rank sum to its value. The best hand from n cards
    is the best over its (n-1)-card subsets, so each size is grown from the one
    below by pushing values up to every one-card extension. Rank sums are
    distinct only among multisets of one size, hence one dict per size.
    """
    values: dict[int, int] = {}
    counts: dict[int, int] = {}  # rank sum -> per-rank counts packed 4 bits a rank
    for ranks in rank_multisets(base):
        key = sum(RANK_KEYS[r] for r in ranks)
        if key in values:
            raise AssertionError("rank keys collide")  # their defining property failed
        values[key] = value_of(ranks)
        counts[key] = sum(1 << (4 * r) for r in ranks)
    levels = [values]
    for _ in range(base, largest):
        grown: dict[int, int] = {}
        grown_counts: dict[int, int] = {}
        for key, value in values.items():
            packed = counts[key]
            for rank in range(13):
                if (packed >> (4 * rank)) & 15 < 4:
                    bigger = key + RANK_KEYS[rank]
                    if grown.get(bigger, 0) < value:
                        grown[bigger] = value
                    extended = packed + (1 << (4 * rank))
                    if grown_counts.setdefault(bigger, extended) != extended:
                        raise AssertionError("rank keys collide")
        levels.append(grown)
        values, counts = grown, grown_counts
    return levels


def _as_array(level: dict[int, int]) -> array[int]:
    """A dense ``array('H')`` indexed by rank sum (0 where no multiset lands)."""
    table = array("H", bytes(2 * TABLE_SIZE))
    for key, value in level.items():
        table[key] = value
    return table


RankTables = tuple[dict[int, int], dict[int, int], IntTable]


@functools.cache
def high_rank_tables() -> RankTables:
    """Non-flush high values for 5, 6 and 7 ranks: two dicts and a dense array, by rank sum."""
    index = {cls: value for value, cls in enumerate(high_classes(), start=1)}
    five, six, seven = _levels(lambda ranks: index[high_class_of(ranks, False)], 5, 7)
    return five, six, _as_array(seven)


@functools.cache
def low_rank_tables() -> RankTables:
    """Ace-to-five low values for 5, 6 and 7 ranks: three dicts, by rank sum.

    A dict for seven cards too (about a third of a dense array's 15 MB, at some
    cost in speed) keeps every table together under 64 MB resident.
    """
    index = {cls: value for value, cls in enumerate(low_classes(), start=1)}
    five, six, seven = _levels(lambda ranks: index[low_class_of(ranks)], 5, 7)
    return five, six, seven


def build_low8() -> bytes:
    """Eight-or-better value (0 for none) for each ace-to-five low value."""
    return bytes(low8_from_low())


def _flush_table(size: int, value_of: Callable[[tuple[int, ...]], int]) -> tuple[int, ...]:
    table = [0] * 8192
    for mask in range(8192):  # removing a bit gives a smaller mask, already filled
        held = mask.bit_count()
        if held == size:
            table[mask] = value_of(tuple(r for r in range(12, -1, -1) if mask >> r & 1))
        elif held > size:
            table[mask] = max(table[mask & ~(1 << r)] for r in range(13) if mask >> r & 1)
    return tuple(table)


def build_high_flush() -> tuple[int, ...]:
    """Best flush or straight flush value for every 13-bit rank mask of one suit (0 below five)."""
    index = {cls: value for value, cls in enumerate(high_classes(), start=1)}
    return _flush_table(5, lambda ranks: index[high_class_of(ranks, True)])


def build_bailey_ranks() -> dict[int, int]:
    """Best non-flush Bailey value for every multiset of 3 to 5 ranks.

    Keyed by rank sum plus the number of cards times 2**24 (see :data:`BAILEY_SIZE_SHIFT`),
    since rank sums are distinct only among multisets of one size.
    """
    index = {cls: value for value, cls in enumerate(bailey_classes(), start=1)}
    levels = _levels(lambda ranks: index[bailey_class_of(ranks, False)], 3, 5)
    return {key | (size << BAILEY_SIZE_SHIFT): value for size, level in enumerate(levels, start=3) for key, value in level.items()}


def build_bailey_flush() -> tuple[int, ...]:
    """Best three-card flush or straight flush Bailey value for every 13-bit mask of one suit."""
    index = {cls: value for value, cls in enumerate(bailey_classes(), start=1)}
    return _flush_table(3, lambda ranks: index[bailey_class_of(ranks, True)])


def _two_bytes(table: array[int]) -> bytes:
    """An ``array('H')`` as two-byte big-endian numbers."""
    if sys.byteorder == "little":
        table.byteswap()
    return table.tobytes()


@functools.cache
def build_native_high() -> tuple[bytes, ...]:
    """The compiled build's tables for natural high hands of 5 to 7 cards (see ``_native_high``).

    A hand's rank multiset splits into its low ranks (2-8, a base-5 digit sum
    below 5**7) and high ranks (9-A, below 5**6; :data:`.keys.NATIVE_LOW_RANKS`). Multisets of n cards are
    numbered by their count of low ranks, then the low part, then the high part,
    so the number is ``low_n[low sum] + high[high sum]``: the low table carries
    the offset and the stride. Returned, each as two-byte big-endian numbers:
    low5, low6, low7, high, values5, values6, values7 (by multiset number) and
    the flush table (by 13-bit rank mask).
    """
    five, six, seven = high_rank_tables()
    by_sum = (five, six, seven)
    lows, highs = range(NATIVE_LOW_RANKS), range(NATIVE_LOW_RANKS, 13)
    high_index = array("H", bytes(2 * 5 ** len(highs)))
    for size in range(8):
        for number, part in enumerate(rank_multisets(size, highs)):
            high_index[sum(5 ** (r - NATIVE_LOW_RANKS) for r in part)] = number
    low_tables: list[bytes] = []
    value_tables: list[bytes] = []
    for n in (5, 6, 7):
        low_index = array("H", bytes(2 * 5 ** len(lows)))
        values = array("H")
        for low_count in range(n + 1):
            tops = rank_multisets(n - low_count, highs)
            for bottom in rank_multisets(low_count, lows):
                low_index[sum(5**r for r in bottom)] = len(values)
                values.extend(by_sum[n - 5][sum(RANK_KEYS[r] for r in bottom + top)] for top in tops)
        low_tables.append(_two_bytes(low_index))
        value_tables.append(_two_bytes(values))
    return (*low_tables, _two_bytes(high_index), *value_tables, _two_bytes(array("H", build_high_flush())))
