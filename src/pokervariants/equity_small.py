"""Equity's lean path for small exact enumerations (issue 17): a spot of a few thousand deals (the
flop or the turn in hold'em, the last card in stud) is over in a few dozen array operations, so the
numpy path's own set-up would outweigh its work. :func:`~pokervariants.equity` takes this path
when an exact enumeration on the numpy path covers at most :data:`SMALL_DEALS` deals and no
executor is given; it gives the same whole-number tallies, and so the same result, as the blocks of
:func:`~pokervariants.equity_arrays.run_blocks`.

Two things make it lean. Where every seat's hand is ranked from the sum of its cards' keys (the
batch rankings of :mod:`pokervariants.evaluation.batch` for at most seven cards, no wild cards, no
jokers), each seat's known cards are summed once, and only the cards dealt are added per deal: the
unseen cards' keys are gathered once per combination, and a seat's hand is a row sum of the few
that it holds (every way of handing the combination out at once). Other rankings (Omaha, wild
cards) go through the numpy path's own kernels. Then, instead of adding every deal's shares up
with arrays, each deal's winners in every share are packed into one number, and the deals are
counted by that number: a handful of patterns, each added to the tally as one deal times its count.
"""

from __future__ import annotations

import functools
import math
from itertools import combinations
from typing import TYPE_CHECKING, Any

from .engine.protocols import BOARD
from .equity_arrays import ArrayPlan, split_patterns

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from .equity import _Tally

__all__ = ["SMALL_DEALS", "add_small", "takes"]

SMALL_DEALS = 32_768
"""The most deals an exact enumeration may cover to take the lean path (one block of the numpy path's)."""

_KEYED = {"high": (5, 7), "low": (5, 7), "low8": (5, 7), "short_deck": (5, 7), "bailey": (3, 5), "deuce_seven": (5, 5), "badugi": (4, 4)}
"""The batch rankings a sum of card keys (and the set of cards held) ranks directly, and the hand
sizes for which it does (more cards than these are ranked by subsets)."""


def takes(plan: ArrayPlan, deals: int) -> bool:
    """Whether an exact enumeration of ``plan``, ``deals`` deals, takes the lean path."""
    return deals <= SMALL_DEALS and not plan.ranges and not plan.extra_most


def add_small(plan: ArrayPlan, tally: _Tally) -> None:
    """Add every deal of the exact enumeration of ``plan`` to ``tally``: the combinations of unseen
    cards dealt, each handed out to the groups every way."""
    frame = _frame(len(plan.unseen), tuple(n for _, n in plan.groups), _sees(plan), len(plan.known))
    width = _width(plan)
    if width is not None and all(wild is None and name in _KEYED and _KEYED[name][0] <= width <= _KEYED[name][1] for name, wild in plan.rules) and _natural(plan):
        ranks = _keyed(plan, frame, width)
    else:
        ranks = _kernels(plan, frame)
    _count(tally, ranks, stake=plan.stake)


def _sees(plan: ArrayPlan) -> tuple[tuple[int, ...], ...]:
    """For each group, the seats whose hands hold its cards (the board's: every seat's)."""
    everyone = tuple(range(len(plan.known)))
    return tuple(everyone if seat == BOARD else (seat,) for seat, _ in plan.groups)


def _width(plan: ArrayPlan) -> int | None:
    """How many cards each seat's hand holds, when every seat's holds as many (else ``None``)."""
    board = len(plan.board) + sum(n for seat, n in plan.groups if seat == BOARD)
    widths = {len(known) + board + sum(n for seat, n in plan.groups if seat == s) for s, known in enumerate(plan.known)}
    return widths.pop() if len(widths) == 1 else None


def _natural(plan: ArrayPlan) -> bool:
    """Whether no card in play is a joker (the key sums know none)."""
    return max((*plan.unseen, *plan.board, *(c for known in plan.known for c in known)), default=0) < 52


class _Frame:
    """What an exact enumeration of ``k`` of ``n`` unseen cards handed out to groups of given sizes
    looks like, whatever the cards. ``index`` has a row for each seat and way of handing a
    combination out (seat by seat), a column for each combination, and in between the positions,
    in an array of the unseen cards followed by a stand-in for no card (at ``n``) and by a value
    for each seat (at ``n + 1 + seat``), of what the seat's hand gets: the cards it is dealt
    (padded with the stand-in) and its own value. ``dealt`` is how many cards each seat is dealt;
    ``columns`` the combinations, one a column (and a last row of stand-ins)."""

    __slots__ = ("index", "columns", "patterns", "ways", "dealt")

    def __init__(self, index: NDArray[np.intp], columns: NDArray[np.intp], patterns: tuple[tuple[int, ...], ...], dealt: tuple[int, ...]) -> None:
        self.index = index
        self.columns = columns
        self.patterns = patterns
        self.ways = len(patterns)
        self.dealt = dealt


FRAME_KEPT = 1 << 18
"""The largest frame (positions in its ``index``) kept for the next spot of its shape (2 MB)."""


def _frame(n: int, sizes: tuple[int, ...], sees: tuple[tuple[int, ...], ...], players: int) -> _Frame:
    """The :class:`_Frame` of a shape: kept (:func:`_kept_frame`) unless it is large."""
    k = sum(sizes)
    most = max((sum(size for size, seats in zip(sizes, sees) if seat in seats) for seat in range(players)), default=0)
    if math.comb(n, k) * len(split_patterns(sizes)) * players * (most + 1) <= FRAME_KEPT:
        return _kept_frame(n, sizes, sees, players)
    return _make_frame(n, sizes, sees, players)


@functools.lru_cache(maxsize=32)
def _kept_frame(n: int, sizes: tuple[int, ...], sees: tuple[tuple[int, ...], ...], players: int) -> _Frame:
    """A small :class:`_Frame`, made once a process for each shape (bounded, at most
    :data:`FRAME_KEPT` positions each, and read-only: the cache changes no result, only how soon it
    comes)."""
    return _make_frame(n, sizes, sees, players)


def _make_frame(n: int, sizes: tuple[int, ...], sees: tuple[tuple[int, ...], ...], players: int) -> _Frame:
    import numpy as np

    k = sum(sizes)
    columns = np.full((k + 1, math.comb(n, k)), n, dtype=np.intp)  # the last row: the stand-in
    if k:
        columns[:k] = np.array(list(combinations(range(n), k)), dtype=np.intp).reshape(-1, k).T
    patterns = split_patterns(sizes)
    held: list[list[list[int]]] = [[[] for _ in patterns] for _ in range(players)]
    for way, pattern in enumerate(patterns):
        at = 0
        for size, seats in zip(sizes, sees):
            for seat in seats:
                held[seat][way] += pattern[at : at + size]
            at += size
    dealt = tuple(len(ways[0]) if ways else 0 for ways in held)
    most = max(dealt, default=0)
    rows = np.full((players * len(patterns), most), k, dtype=np.intp)
    for seat, ways in enumerate(held):
        for way, cards in enumerate(ways):
            rows[seat * len(patterns) + way, : len(cards)] = cards
    index = np.empty((len(rows), most + 1, columns.shape[1]), dtype=np.intp)
    index[:, :most] = columns[rows]
    index[:, most] = (n + 1 + np.arange(players, dtype=np.intp)).repeat(len(patterns))[:, None]
    index.setflags(write=False)
    columns.setflags(write=False)
    return _Frame(index, columns, patterns, dealt)


def _keyed(plan: ArrayPlan, frame: _Frame, width: int) -> list[NDArray[Any]]:
    """Each share's rank of each seat's hand in every deal, shape (players, deals), from the sums of
    card keys: the batch rankings' own numbers and tables, so the ranks are theirs. A flush is
    looked for only in the suits a seat could fill, by that suit's ranks in the hand."""
    import numpy as np

    from .evaluation import batch

    _, _, key_of, bit_of = _padded(width)
    players = len(plan.known)
    unseen = plan.unseen
    hands = [(*known, *plan.board) for known in plan.known]
    key = np.add.reduce(np.array([key_of[c] for c in unseen] + [0] + [sum([key_of[c] for c in hand]) for hand in hands], dtype=np.int64)[frame.index], axis=1)
    ranks = key >> 16
    out = []
    for name, _ in plan.rules:
        values: NDArray[Any]
        if name == "high":
            values = batch._high_ranks(width)[ranks]
            _flushes(values, plan, frame, hands, 5, batch._high_flush(), replace=True)
        elif name == "short_deck":
            values = batch._short_deck_ranks(width)[ranks]
            _flushes(values, plan, frame, hands, 5, batch._short_deck_flush(), replace=True)
        elif name == "deuce_seven":
            values = batch._deuce_seven_ranks()[ranks]
            _flushes(values, plan, frame, hands, 5, batch._deuce_seven_flush(), replace=True)
        elif name == "bailey":
            values = batch._bailey_ranks(width)[ranks]
            _flushes(values, plan, frame, hands, 3, batch._bailey_flush(), replace=False)
        elif name == "badugi":
            bits = np.array([bit_of[c] for c in unseen] + [0] + [sum([bit_of[c] for c in hand]) for hand in hands], dtype=np.uint64)
            values = batch._badugi(np.add.reduce(bits[frame.index], axis=1).reshape(-1)).reshape(key.shape)
        else:
            values = batch._low_ranks(width)[ranks]
            if name == "low8":
                values = batch._low8()[values]
        out.append(values.reshape(players, -1))
    return out


@functools.cache
def _padded(width: int) -> tuple[NDArray[np.int64], NDArray[np.uint64], tuple[int, ...], tuple[int, ...]]:
    """The batch rankings' card keys for hands of ``width`` cards and the cards' own bits, for cards
    0-53 and a 55th entry (0) that stands for no card; and both as tuples of ints."""
    import numpy as np

    from .evaluation import batch

    keys = np.append(batch._card_keys(width), np.int64(0))
    bits = np.append(batch._card_bits(), np.uint64(0))
    keys.setflags(write=False)
    bits.setflags(write=False)
    return keys, bits, tuple(keys.tolist()), tuple(bits.tolist())


def _flushes(values: NDArray[Any], plan: ArrayPlan, frame: _Frame, hands: list[tuple[int, ...]], size: int, table: NDArray[np.uint16], *, replace: bool) -> None:
    """The batch rankings' flush step: where a hand holds ``size`` or more cards of a suit, the flush
    ``table``'s value for that suit's ranks replaces the hand's value (or, not ``replace``, stands
    if it is better). Only a suit the seat's known cards and the cards it is dealt could fill is
    looked at; the table gives 0 for fewer cards of a suit, which changes nothing."""
    import numpy as np

    unseen = plan.unseen
    ways = frame.ways
    free = [c & 3 for c in unseen]
    held = [[c & 3 for c in hand] for hand in hands]
    for suit in range(4):
        most = free.count(suit)
        seats = [seat for seat, suits in enumerate(held) if suits.count(suit) + min(frame.dealt[seat], most) >= size]
        if not seats:
            continue
        ranks = np.array([1 << (c >> 2) if c & 3 == suit else 0 for c in unseen] + [0] + [sum([1 << (c >> 2) for c in hand if c & 3 == suit]) for hand in hands], dtype=np.intp)
        for seat in seats:
            rows = slice(seat * ways, (seat + 1) * ways)
            flushed = table[np.add.reduce(ranks[frame.index[rows]], axis=1)]  # different ranks: their sum is their union
            if replace:
                np.copyto(values[rows], flushed, where=flushed > 0)
            else:
                np.maximum(values[rows], flushed, out=values[rows])


def _kernels(plan: ArrayPlan, frame: _Frame) -> list[NDArray[Any]]:
    """:func:`_keyed` by the numpy path's own kernels (Omaha, wild cards, jokers, hands of other sizes)."""
    import numpy as np

    from .equity_arrays import _ranks

    cards = np.array((*plan.unseen, 54), dtype=np.int64)[frame.columns[:-1].T]
    ranks = np.concatenate([_ranks(plan, cards[:, list(pattern)]) for pattern in frame.patterns], axis=2)
    return list(ranks)


def _count(tally: _Tally, ranks: list[NDArray[Any]], *, stake: bool) -> None:
    """Add the deals to ``tally`` as :func:`~pokervariants.equity_arrays._add` adds them: ``ranks`` is each
    share's rank of each seat's hand, shape (players, deals). Each deal's winners in every share
    (nobody in a share after the first that no hand qualifies for) make one number; the deals are
    counted by it, and each number's split of the pot is added as many times."""
    import numpy as np

    players = len(ranks[0])
    code = np.zeros(ranks[0].shape[1], dtype=np.int64)
    for share, rank in enumerate(ranks):
        best = np.maximum.reduce(rank)
        won = rank == best
        if share:
            won &= best > 0
        shifts = np.arange(share * players, (share + 1) * players, dtype=np.int64)[:, None]
        code |= np.bitwise_or.reduce(won.astype(np.int64) << shifts)
    if players * len(ranks) <= 16:
        counts = np.bincount(code, minlength=1 << (players * len(ranks)))
        codes = np.flatnonzero(counts)
        found = zip(codes.tolist(), counts[codes].tolist())
    else:
        codes, times = np.unique(code, return_counts=True)
        found = zip(codes.tolist(), times.tolist())
    everyone = (1 << players) - 1
    for number, times in found:
        split = []
        for share in range(len(ranks)):
            mask = number >> (share * players) & everyone
            if mask:
                winners = tuple(seat for seat in range(players) if mask >> seat & 1)
                split.append((share, winners, not stake or len(winners) == 1))
        tally.add(split, times)
