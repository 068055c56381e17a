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
    shape = (len(plan.unseen), plan.groups, tuple(map(len, plan.known)), len(plan.board), plan.rules)
    recipe = _recipe(*shape)
    frame = recipe.frame or _frame(*shape[:3], shape[3])
    if recipe.steps and _natural(plan):
        ranks = _keyed(plan, frame, recipe)
    else:
        ranks = _kernels(plan, frame)
    _count(tally, ranks, recipe.shifts, stake=plan.stake)


class _Recipe:
    """What the lean path needs for a shape of spot, whatever the cards: the :class:`_Frame` (unless
    it is too large to keep), how each share is ranked from card keys (empty if some share cannot
    be: it goes through the kernels), whether a share needs the set of cards held, and the shift
    of each share's winners in a deal's number."""

    __slots__ = ("frame", "steps", "bits", "shifts")

    def __init__(self, frame: _Frame | None, steps: tuple[tuple[str, Any, Any, int, bool], ...], bits: bool, shifts: tuple[NDArray[np.int64], ...]) -> None:
        self.frame = frame
        self.steps = steps
        self.bits = bits
        self.shifts = shifts


@functools.lru_cache(maxsize=64)
def _recipe(n: int, groups: tuple[tuple[int, int], ...], held: tuple[int, ...], board: int, rules: tuple[tuple[str, str | None], ...]) -> _Recipe:
    """The :class:`_Recipe` of a shape: ``n`` unseen cards, the groups dealt, each seat's known cards
    and the board's, and the shares' batch rankings. Made once a process for each (bounded; its
    arrays are read-only, and kept only while small: the cache changes no result, only how soon it
    comes)."""
    import numpy as np

    from .evaluation import batch

    players = len(held)
    shifts = tuple(np.arange(share * players, (share + 1) * players, dtype=np.int64)[:, None] for share in range(len(rules)))
    frame = _frame(n, groups, held, board) if _frame_size(n, groups, held) <= FRAME_KEPT else None
    board += sum(count for seat, count in groups if seat == BOARD)
    widths = {known + board + sum(count for seat, count in groups if seat == s) for s, known in enumerate(held)}
    width = widths.pop() if len(widths) == 1 else 0
    steps: list[tuple[str, Any, Any, int, bool]] = []  # (ranking, values by rank sum, flush values by ranks of a suit, cards to a flush, flush replaces)
    for name, wild in rules:
        if wild is not None or name not in _KEYED or not _KEYED[name][0] <= width <= _KEYED[name][1]:
            steps = []
            break
        if name == "high":
            steps.append((name, batch._high_ranks(width), batch._high_flush(), 5, True))
        elif name == "short_deck":
            steps.append((name, batch._short_deck_ranks(width), batch._short_deck_flush(), 5, True))
        elif name == "deuce_seven":
            steps.append((name, batch._deuce_seven_ranks(), batch._deuce_seven_flush(), 5, True))
        elif name == "bailey":
            steps.append((name, batch._bailey_ranks(width), batch._bailey_flush(), 3, False))
        elif name == "badugi":
            steps.append((name, None, None, 0, False))
        else:
            steps.append((name, batch._low_ranks(width), None, 0, False))  # low8: then the eight-or-better values
    bits = any(flush is not None or name == "badugi" for name, _, flush, _, _ in steps)
    return _Recipe(frame, tuple(steps), bits, shifts)


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


def _frame_size(n: int, groups: tuple[tuple[int, int], ...], held: tuple[int, ...]) -> int:
    """How many positions the :class:`_Frame` of a shape holds."""
    sizes = [count for _, count in groups]
    most = max((sum(count for seat, count in groups if seat in (s, BOARD)) for s in range(len(held))), default=0)
    return math.comb(n, sum(sizes)) * math.factorial(sum(sizes)) // math.prod(map(math.factorial, sizes)) * len(held) * (most + 1)


def _frame(n: int, groups: tuple[tuple[int, int], ...], held: tuple[int, ...], board: int) -> _Frame:
    """The :class:`_Frame` of ``n`` unseen cards dealt to ``groups`` (seat or board, cards) for
    ``len(held)`` seats."""
    players = len(held)
    everyone = tuple(range(players))
    return _make_frame(n, tuple(count for _, count in groups), tuple(everyone if seat == BOARD else (seat,) for seat, _ in groups), players)


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


def _keyed(plan: ArrayPlan, frame: _Frame, recipe: _Recipe) -> list[NDArray[Any]]:
    """Each share's rank of each seat's hand in every deal, shape (players, deals), from the sums of
    card keys: the batch rankings' own numbers and tables, so the ranks are theirs. A flush is
    looked for only in the suits a seat could fill, by that suit's ranks in the hand."""
    import numpy as np

    from .evaluation import batch

    key_of, bit_of = _padded(len(plan.known[0]) + len(plan.board) + frame.dealt[0])
    unseen = plan.unseen
    hands = [(*known, *plan.board) for known in plan.known]
    keys = [key_of[c] for c in unseen]
    keys.append(0)
    keys += [sum([key_of[c] for c in hand]) for hand in hands]
    if recipe.bits:  # the set of cards held too (no jokers: their bits fit 64 signed bits), by the same gather
        bits = [bit_of[c] for c in unseen]
        bits.append(0)
        bits += [sum([bit_of[c] for c in hand]) for hand in hands]
        key, held = np.add.reduce(np.array((keys, bits), dtype=np.int64)[:, frame.index], axis=2)
    else:
        key = np.add.reduce(np.array(keys, dtype=np.int64)[frame.index], axis=1)
    ranks = key >> 16
    out = []
    suits: list[list[int]] | None = None
    for name, table, flush, size, replace in recipe.steps:
        values: NDArray[Any]
        if name == "badugi":
            values = batch._badugi(held.reshape(-1).astype(np.uint64)).reshape(key.shape)
        else:
            values = table[ranks]
            if name == "low8":
                values = batch._low8()[values]
            elif flush is not None:
                if suits is None:
                    suits = [[sum(1 for c in hand if c & 3 == suit) for suit in range(4)] for hand in hands]
                _flushes(values, held, frame, suits, size, flush, replace=replace)
        out.append(values.reshape(len(hands), -1))
    return out


@functools.cache
def _padded(width: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The batch rankings' card keys for hands of ``width`` cards and the cards' own bits, for cards
    0-53 and a 55th entry (0) that stands for no card, as ints."""
    from .evaluation import batch

    return (*batch._card_keys(width).tolist(), 0), (*batch._card_bits().tolist(), 0)


def _flushes(values: NDArray[Any], held: NDArray[np.int64], frame: _Frame, suits: list[list[int]], size: int, table: NDArray[np.uint16], *, replace: bool) -> None:
    """The batch rankings' flush step: where a hand holds ``size`` or more cards of a suit, the flush
    ``table``'s value for that suit's ranks replaces the hand's value (or, not ``replace``, stands
    if it is better). Only the suits a seat could fill (its known cards of the suit, ``suits``, and
    the cards it is dealt) are looked at; the table gives 0 for fewer cards of a suit, which
    changes nothing."""
    import numpy as np

    ways = frame.ways
    for seat, counts in enumerate(suits):
        for suit, count in enumerate(counts):
            if count + frame.dealt[seat] < size:
                continue
            rows = slice(seat * ways, (seat + 1) * ways)
            flushed = table[(held[rows] >> 13 * suit) & 0x1FFF]
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


def _count(tally: _Tally, ranks: list[NDArray[Any]], shifts: tuple[NDArray[np.int64], ...], *, stake: bool) -> None:
    """Add the deals to ``tally`` as :func:`~pokervariants.equity_arrays._add` adds them: ``ranks`` is each
    share's rank of each seat's hand, shape (players, deals). Each deal's winners in every share
    (nobody in a share after the first that no hand qualifies for) make one number, a bit a seat
    and share (``shifts``); the deals are counted by it, and each number's split of the pot is
    added as many times."""
    import numpy as np

    players = len(ranks[0])
    code: NDArray[np.int64] | None = None
    for share, rank in enumerate(ranks):
        best = np.maximum.reduce(rank)
        won = rank == best
        if share:
            won &= best > 0
        bits = np.bitwise_or.reduce(won << shifts[share])
        code = bits if code is None else code | bits
    assert code is not None
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
