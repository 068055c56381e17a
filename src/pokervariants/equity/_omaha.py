"""Omaha for the numpy path: every row's best five of two hole cards and three board cards, a few
array operations for all the rows rather than sixty fives a hand.

The rank numbers of the pairs and triples add (as 32-bit sums) into one table index per five.
When the hole cards are known (the same in every row) the best over the hole's pairs of each of
the 455 rank triples a board can hold is worked out once, and each row takes the best of its
board's ten triples; a flush, two hole cards and three board cards of a suit, is looked up by the
set of the suit's ranks on the board.
"""

from __future__ import annotations

import functools
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["OmahaBoards", "omaha_known", "omaha_rows"]


def omaha_rows(hole: NDArray[np.int64], board: NDArray[np.int64], *, eight: bool) -> NDArray[np.int64]:
    """Omaha values for every row: the best of each two hole cards with each three board cards, on
    :func:`~pokervariants.rank_omaha`'s scale (or :func:`~pokervariants.rank_omaha8`'s, 0 for no
    low). The rank numbers of the pairs and triples add (as 32-bit sums) into one table index per
    five, so the 60 fives of four hole cards cost a few array operations, not 60 calls; only the
    rows that can hold a flush (three board cards and two hole cards of a suit) look at suits."""
    import numpy as np

    numbers, high, low8 = _omaha_tables()
    hole_numbers, board_numbers = np.take(numbers, hole), np.take(numbers, board)
    pairs = list(combinations(range(hole.shape[1]), 2))
    pair_sum = np.stack([hole_numbers[:, i] + hole_numbers[:, j] for i, j in pairs], axis=1)
    triple_sum = np.stack([board_numbers[:, i] + board_numbers[:, j] + board_numbers[:, k] for i, j, k in _TRIPLES], axis=1)
    index = (pair_sum[:, :, None] + triple_sum[:, None, :]).reshape(len(hole), -1)
    if eight:
        lows: NDArray[np.int64] = np.take(low8, index).max(axis=1).astype(np.int64)  # (annotated, not ignored: numpy's own types vary by version)
        return lows
    values: NDArray[np.int64] = np.take(high, index).max(axis=1).astype(np.int64)
    hole_suits, board_suits = hole & 3, board & 3
    suited = np.zeros(len(hole), dtype=bool)
    for suit in range(4):
        suited |= ((board_suits == suit).sum(axis=1) >= 3) & ((hole_suits == suit).sum(axis=1) >= 2)
    flushes = np.flatnonzero(suited)
    if len(flushes):
        values[flushes] = _omaha_with_suits(hole[flushes], board[flushes])
    return values


_TRIPLES = tuple(combinations(range(5), 3))


@functools.cache
def _omaha_tables() -> tuple[NDArray[np.int32], NDArray[np.uint16], NDArray[np.uint16]]:
    """Per card, its five-card rank number (jokers 0), as 32 bits; the non-flush high values and the
    eight-or-better low values (0: none), each indexed by a five-card hand's rank-number sum."""
    import numpy as np

    from ..evaluation import batch

    numbers = (batch._card_keys(5) >> 16).astype(np.int32)
    return numbers, batch._high_ranks(5), np.take(batch._low8(), batch._low_ranks(5)).astype(np.uint16)


class OmahaBoards:
    """Omaha boards, five cards a row, and what ranking any known hole cards on them needs, each
    worked out once for every seat: the rank triple (as :func:`_omaha_classes` numbers them) of each
    of the ten triples of board cards, and per suit the 13-bit mask of the board's ranks in it."""

    __slots__ = ("board", "_classes", "_suits")

    def __init__(self, board: NDArray[np.int64]) -> None:
        self.board = board
        self._classes: NDArray[np.int32] | None = None
        self._suits: list[NDArray[np.int64] | None] | None = None

    def classes(self) -> NDArray[np.int32]:
        """The rows' ten rank triples, shape (10, rows): a triple's classes along a row, so that the
        best of the ten is an element-wise maximum of whole rows."""
        import numpy as np

        if self._classes is None:
            numbers, triple_class = _omaha_classes()
            self._classes = triple_class[np.add.reduce(numbers[self.board.T][_triple_columns().T], axis=0)]
        return self._classes

    def suit(self, suit: int) -> NDArray[np.int64]:
        """Each row's ranks in ``suit``, as a 13-bit mask (worked out for the suits asked for only)."""
        import numpy as np

        if self._suits is None:
            self._suits = [None, None, None, None]
        masks = self._suits[suit]
        if masks is None:
            masks = self._suits[suit] = np.add.reduce(_suit_ranks()[suit].take(self.board), axis=1)
        return masks


def omaha_known(hole: tuple[int, ...], board: NDArray[np.int64] | OmahaBoards, *, eight: bool, suits: int = 0b1111) -> NDArray[np.integer[Any]]:
    """:func:`omaha_rows` for the same known hole cards in every row: without a flush a five's value
    depends only on the ranks, so the best over the hole's pairs of each of the 455 rank triples
    is worked out once (:func:`_omaha_best`), and each row takes the best of its board's ten
    triples. A flush is two hole cards and three board cards of a suit: for each suit the hole
    holds two of, the best such flush for every set of the suit's ranks on the board is worked
    out once too (:func:`_omaha_flushes`), and each row looks its board's set up. (Give the
    boards as :class:`OmahaBoards` to rank several holes on them; ``suits``, a bit a suit, the
    suits in which some board can hold three cards, when the caller knows fewer can.)"""
    import numpy as np

    boards = board if isinstance(board, OmahaBoards) else OmahaBoards(board)
    values = np.maximum.reduce(_omaha_best(hole, eight)[boards.classes()], axis=0)  # (16-bit values: the Omaha scale fits)
    if eight:
        return values  # type: ignore[no-any-return]
    for suit, flushes in _hole_flushes(hole):
        if suits >> suit & 1:
            np.maximum(values, flushes[boards.suit(suit)], out=values)
    return values  # type: ignore[no-any-return]


@functools.lru_cache(maxsize=256)
def _hole_flushes(hole: tuple[int, ...]) -> tuple[tuple[int, NDArray[np.uint16]], ...]:
    """For each suit known hole cards hold two or more of, the suit and :func:`_omaha_flushes` of
    their ranks (kept for each hole, as :func:`_omaha_best` is)."""
    suits = []
    for suit in range(4):
        ranks = tuple(sorted(c >> 2 for c in hole if c < 52 and c & 3 == suit))
        if len(ranks) >= 2:
            suits.append((suit, _omaha_flushes(ranks)))
    return tuple(suits)


@functools.cache
def _triple_columns() -> NDArray[np.intp]:
    """The board's ten triples of columns, a row each."""
    import numpy as np

    columns = np.array(_TRIPLES, dtype=np.intp)
    columns.setflags(write=False)
    return columns


@functools.cache
def _suit_ranks() -> NDArray[np.int64]:
    """Per suit and card (0-53), the card's rank bit if the card is of the suit, else 0: a board's
    cards of a suit, summed, are the 13-bit mask of its ranks in the suit."""
    import numpy as np

    table = np.zeros((4, 54), dtype=np.int64)
    for card in range(52):
        table[card & 3, card] = 1 << (card >> 2)
    table.setflags(write=False)
    return table


@functools.lru_cache(maxsize=512)
def _omaha_flushes(ranks: tuple[int, ...]) -> NDArray[np.uint16]:
    """For hole cards of one suit of these ``ranks`` (two or more), per 13-bit mask of the board's
    ranks in the suit, the best flush of two of them with three of the board's (0 with fewer than
    three on the board). Kept for each set of ranks (bounded, 16 KB each; read-only)."""
    import numpy as np

    three, four, five, below_four, below_five = _rank_sets()
    flush = _high_flush_table()
    pairs = np.array([(1 << a) | (1 << b) for a, b in combinations(ranks, 2)], dtype=np.int64)
    best = np.zeros(8192, dtype=np.uint16)
    best[three] = flush[pairs[:, None] | three[None, :]].max(axis=0)  # a board never holds a hole card's rank in its suit
    best[four] = best[below_four].max(axis=1)
    best[five] = best[below_five].max(axis=1)
    best.setflags(write=False)
    return best


@functools.cache
def _rank_sets() -> tuple[NDArray[np.int64], ...]:
    """The 13-bit masks of three, four and five ranks; and per mask of four (five) the masks with one
    of its ranks left out."""
    import numpy as np

    by_size: dict[int, list[int]] = {3: [], 4: [], 5: []}
    for mask in range(8192):
        if mask.bit_count() in by_size:
            by_size[mask.bit_count()].append(mask)
    below = {size: [[mask & ~(1 << r) for r in range(13) if mask >> r & 1] for mask in by_size[size]] for size in (4, 5)}
    made = tuple(np.array(a, dtype=np.int64) for a in (by_size[3], by_size[4], by_size[5], below[4], below[5]))
    for array in made:
        array.setflags(write=False)
    return made


@functools.cache
def _high_flush_table() -> NDArray[np.int64]:
    """The high value of a flush by the 13-bit mask of its five ranks (straight flushes included)."""
    from ..evaluation import batch

    table = batch._high_flush().astype("int64")
    table.setflags(write=False)
    return table


@functools.cache
def _omaha_classes() -> tuple[NDArray[np.int32], NDArray[np.int32]]:
    """Per card its five-card rank number (as 32 bits), and per sum of three rank numbers the
    number of that rank triple among the 455 (each sum is one triple's: the numbers are chosen so)."""
    import numpy as np

    from ..evaluation import batch

    ranks = batch.BATCH_RANK_KEYS[5]
    sums = [ranks[a] + ranks[b] + ranks[c] for a, b, c in combinations_with_replacement(range(13), 3)]
    triple_class = np.zeros(max(sums) + 1, dtype=np.int32)
    triple_class[sums] = np.arange(len(sums), dtype=np.int32)
    return (batch._card_keys(5) >> 16).astype(np.int32), triple_class


@functools.lru_cache(maxsize=256)
def _omaha_best(hole: tuple[int, ...], eight: bool) -> NDArray[np.uint16]:
    """For known hole cards, per rank triple of the board (numbered as :func:`_omaha_classes`
    numbers them), the best value without a flush of any two of the hole cards with it (a triple
    that no real board could hold beside them gets whatever: it is never looked up)."""
    import numpy as np

    from ..evaluation import batch

    ranks = np.array(batch.BATCH_RANK_KEYS[5], dtype=np.int64)
    triples = np.array([ranks[a] + ranks[b] + ranks[c] for a, b, c in combinations_with_replacement(range(13), 3)], dtype=np.int64)
    pairs = np.array([ranks[a >> 2] + ranks[b >> 2] for a, b in combinations(hole, 2)], dtype=np.int64)
    sums = pairs[:, None] + triples[None, :]
    if eight:
        values = np.take(batch._low8(), np.take(batch._low_ranks(5), sums, mode="clip"))
    else:
        values = np.take(batch._high_ranks(5), sums, mode="clip")
    best: NDArray[np.uint16] = values.max(axis=0).astype(np.uint16)
    best.setflags(write=False)
    return best


def _omaha_with_suits(hole: NDArray[np.int64], board: NDArray[np.int64]) -> NDArray[np.int64]:
    """:func:`omaha_rows`'s high values for rows that may hold a flush: the suit counters of each five add
    with its rank sum (one 64-bit key), and a five with a full suit is looked up by its suit's ranks."""
    import numpy as np

    from ..evaluation import batch

    keys, bits = batch._card_keys(5), batch._card_bits()
    hole_keys, hole_bits = np.take(keys, hole), np.take(bits, hole)
    board_keys, board_bits = np.take(keys, board), np.take(bits, board)
    pairs = list(combinations(range(hole.shape[1]), 2))
    pair_key = np.stack([hole_keys[:, i] + hole_keys[:, j] for i, j in pairs], axis=1)
    triple_key = np.stack([board_keys[:, i] + board_keys[:, j] + board_keys[:, k] for i, j, k in _TRIPLES], axis=1)
    key = pair_key[:, :, None] + triple_key[:, None, :]
    values = np.take(batch._high_ranks(5), key >> 16).astype(np.int64)
    flags = (key + 0x3333) & 0x8888
    pair_bits = np.stack([hole_bits[:, i] | hole_bits[:, j] for i, j in pairs], axis=1)
    triple_bits = np.stack([board_bits[:, i] | board_bits[:, j] | board_bits[:, k] for i, j, k in _TRIPLES], axis=1)
    where = np.nonzero(flags)
    flag = flags[where]
    suit = (flag >= 0x80).astype(np.uint64) + (flag >= 0x800) + (flag >= 0x8000)
    held = pair_bits[where[0], where[1]] | triple_bits[where[0], where[2]]
    masks = (held >> (np.uint64(13) * suit)) & np.uint64(0x1FFF)
    values[where] = np.take(batch._high_flush(), masks.astype(np.intp))
    rows: NDArray[np.int64] = values.reshape(len(hole), -1).max(axis=1)
    return rows
