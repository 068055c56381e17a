"""Equity's numpy path: many deals at once as arrays, ranked by the batch kernels, tallied with array
operations (issue 17). :func:`~pokervariants.equity` takes it when numpy is installed and the
game allows: its rankers have batch kernels, and its deal does not depend on the cards, or does
only through extra face-down cards for face-up cards of one rank (Baseball's 4s). That is every
built-in game with its usual options; one deal at a time gives the same exact results and,
sampling, agrees within its error. The plan of a spot (what is dealt, how it is ranked) is
``_plan``'s; Omaha's kernel is ``_omaha``'s.

A deal draws the cards each seat and the board still need from the unseen cards. Sampled, each
row of a block picks a uniformly random set of that many unseen cards (Floyd's algorithm, every
row at once), then hands it out to the groups by a uniformly random split; a deal with extra
cards draws as many more as it could need, each a group of its own. Exact, the deals are every
combination of that many unseen cards (a slice of them per chunk, in lexicographic order) times
every way of giving those cards to the groups that need them. Whole-number tallies per chunk add
up to the same result however the chunks are run.

Where each seat's hand is its own cards alone (the stud games, the draw games, Bailey's Poker:
no community cards to come), a seat can only be dealt one of the sets of unseen cards of its
size, far fewer than a run's deals: each set is ranked once, into a table numbered the way the
deals number their sets, and every deal looks its seats' ranks up.
"""

from __future__ import annotations

import functools
import math
import os
import random
import threading
from collections.abc import Iterator, Sequence
from itertools import chain, combinations, islice
from typing import TYPE_CHECKING, Any, ClassVar

from attrs import evolve, frozen

from ..engine.protocols import BOARD
from . import THREADED_DEALS
from ._omaha import OmahaBoards, omaha_known, omaha_rows
from ._plan import ArrayPlan, plan_for
from ._results import Tally
from ._spot import Spot
from ._ways import seeded

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from ._spot import Ask
    from ._ways import Chunk

__all__ = [
    "BLOCK", "COMBINATIONS_KEPT", "SPLITS_KEPT", "TABLE_MOST", "Arrays", "by_table", "combination_count", "exact_deals",
    "rank_deals", "run_blocks", "split_patterns", "way_for",
]  # fmt: skip

BLOCK = 32_768
"""Deals ranked per block: the arrays of a block stay at a few megabytes."""


@frozen
class Arrays:
    """The numpy path (the result's ``method`` is ``"numpy"``), with the spot's plan."""

    spot: Spot
    plan: ArrayPlan
    method: ClassVar[str] = "numpy"
    here: ClassVar[bool] = False

    def threads(self, ask: Ask) -> int:
        """``ask.threads``, or by default one a core for a run of :data:`~pokervariants.equity.THREADED_DEALS`
        deals or more (the array operations let go of the interpreter's lock while they work), except
        an enumeration ranked by lookup table, whose chunks are too slight to share."""
        if ask.threads is not None:
            return ask.threads
        exact = self.spot.exact
        deals = self.spot.ways if exact else ask.samples
        return _cores() if deals >= THREADED_DEALS and not (exact and by_table(self.plan, deals)) else 1

    def chunks(self, samples: int, seeds: random.Random | None, most: int, deals: int) -> list[Chunk]:
        """Slices of the combinations of unseen cards dealt, or seeded shares of the samples."""
        shares = len(self.spot.shares)
        if seeds is not None:
            plan = evolve(self.plan, deals=deals)
            return [_Blocks(plan, shares, seed, n) for seed, n in seeded(samples, seeds, most)]
        combos = combination_count(self.plan)
        count = max(1, min(most, combos, -(-exact_deals(self.plan) // BLOCK)))  # no chunk smaller than a block: exact sums are the same however split
        bounds = [combos * i // count for i in range(count + 1)]
        plan = evolve(self.plan, deals=exact_deals(self.plan))
        return [_Blocks(plan, shares, None, 0, bounds[i], bounds[i + 1]) for i in range(count)]


def way_for(spot: Spot, plan: ArrayPlan | str | None = None) -> Arrays | str:
    """The numpy path for ``spot``, or why the arrays cannot take it."""
    plan = plan_for(spot) if plan is None else plan
    return plan if isinstance(plan, str) else Arrays(spot, plan)


@frozen
class _Blocks:
    """A chunk of the numpy path: ``samples`` random deals from ``seed``, or (``seed`` ``None``) the
    combinations ``start`` to ``stop`` of the enumeration; the pot has ``shares`` shares."""

    plan: ArrayPlan
    shares: int
    seed: int | None
    samples: int
    start: int = 0
    stop: int = 0

    def counts(self) -> Tally:
        tally = Tally(len(self.plan.known), self.shares)
        run_blocks(self.plan, tally, seed=self.seed, samples=self.samples, start=self.start, stop=self.stop)
        return tally


def _cores() -> int:
    """The cores this process may run on (its affinity, where the system says it)."""
    affinity = getattr(os, "sched_getaffinity", None)
    return len(affinity(0)) if affinity is not None else os.cpu_count() or 1



@functools.lru_cache(maxsize=64)
def split_patterns(sizes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every way to hand out ``sum(sizes)`` chosen cards, as column orders: the first ``sizes[0]``
    columns to the first group, and so on, each group's columns in increasing order.

    >>> split_patterns((1, 1))
    ((0, 1), (1, 0))
    >>> len(split_patterns((2, 2))), len(split_patterns((3,))), len(split_patterns((4, 4)))
    (6, 1, 70)
    """

    def ways(left: tuple[int, ...], groups: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if not groups:
            yield ()
            return
        for first in combinations(left, groups[0]):
            rest = tuple(c for c in left if c not in first)
            for tail in ways(rest, groups[1:]):
                yield first + tail

    return tuple(ways(tuple(range(sum(sizes))), tuple(sizes)))


@functools.lru_cache(maxsize=64)
def _split_array(sizes: tuple[int, ...]) -> NDArray[np.uint8]:
    """:func:`split_patterns` as an array, one way a row (made once a process; bytes, so that a
    large one stays in the processor's cache as rows are drawn from it)."""
    import numpy as np

    if not sum(sizes):
        return np.zeros((1, 0), dtype=np.uint8)  # nothing left to deal: one way, of no cards
    every = np.array(split_patterns(sizes), dtype=np.uint8).reshape(-1, sum(sizes))
    every.setflags(write=False)
    return every


def _splits(sizes: Sequence[int]) -> int:
    """How many ways there are to hand ``sum(sizes)`` cards out to groups of these sizes."""
    return math.factorial(sum(sizes)) // math.prod(math.factorial(n) for n in sizes)


def exact_deals(plan: ArrayPlan) -> int:
    """How many deals an exact enumeration of ``plan`` covers."""
    sizes = [n for _, n in plan.groups]
    return math.comb(len(plan.unseen), sum(sizes)) * _splits(sizes)


def combination_count(plan: ArrayPlan) -> int:
    """How many combinations of unseen cards the exact chunks slice."""
    return math.comb(len(plan.unseen), sum(n for _, n in plan.groups))


def run_blocks(plan: ArrayPlan, tally: Tally, *, seed: int | None, samples: int, start: int, stop: int) -> None:
    """Add one chunk's deals to ``tally`` (whole numbers, as every way tallies): ``samples``
    random deals from ``seed``, or (``seed`` ``None``) the combinations ``start`` to ``stop`` of the
    exact enumeration, each split every way."""
    import numpy as np

    unseen = np.array(plan.unseen, dtype=np.int64)
    # With extra cards: as many more as a deal can need, each deal using what it does. Each is a group
    # of its own: Floyd's order within a group is not uniform, and extra cards go to different seats.
    sizes = tuple(n for _, n in plan.groups) + (1,) * plan.extra_most
    needed = sum(sizes)
    if seed is not None:
        rng = np.random.default_rng(seed)
        splits = _split_array(sizes) if _splits(sizes) <= SPLITS_KEPT else None
        tables = _lookup(plan, samples)
        left = samples
        while left:
            count = min(left, BLOCK)
            left -= count
            if plan.ranges:
                _add(tally, rank_deals(plan, _ranged(plan, rng, count, unseen)), stake=plan.stake)
            elif tables is not None:
                _add(tally, _looked_up(plan, tables, _sample(rng, count, len(unseen), needed, splits), ordered=False), stake=plan.stake)
            else:
                _add(tally, rank_deals(plan, unseen[_sample(rng, count, len(unseen), needed, splits)]), stake=plan.stake)
        return
    if plan.extra_most:
        raise ValueError("a deal with extra cards is sampled, not enumerated")
    patterns = list(_split_array(sizes))
    tables = _lookup(plan, (stop - start) * len(patterns))
    for block in _combination_blocks(len(unseen), needed, start, stop):
        cards = None if tables is not None else unseen[block]
        for pattern in patterns:
            if tables is not None:  # the combination's positions rise along a row, and so do each group's
                _add(tally, _looked_up(plan, tables, block[:, pattern], ordered=True), stake=plan.stake)
            else:
                assert cards is not None
                _add(tally, rank_deals(plan, cards[:, pattern]), stake=plan.stake)


TABLE_MOST = 1_000_000
"""The most hands a seat's lookup table may rank (every set of unseen cards the seat could be dealt)."""


def by_table(plan: ArrayPlan, deals: int) -> bool:
    """Whether ``deals`` deals of ``plan`` are ranked by lookup table: each seat's
    hand is its own cards alone (no community cards to come, no range, no extra cards), and the
    tables hold far fewer hands than the deals would rank."""
    if plan.ranges or plan.extra_most or plan.rules[0][0] in ("omaha", "omaha8") or any(seat == BOARD for seat, _ in plan.groups):
        return False
    seats = [seat for seat, _ in plan.groups]
    if len(set(seats)) != len(seats):
        return False  # a seat dealt in two groups: its cards are not one set
    sizes = [math.comb(len(plan.unseen), n) for _, n in plan.groups]
    return bool(sizes) and max(sizes) <= TABLE_MOST and 4 * sum(sizes) <= max(deals, plan.deals) * len(plan.known)


def _lookup(plan: ArrayPlan, deals: int) -> tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]] | None:
    """Each seat's ranks for every set of unseen cards it could be dealt, and the binomial table that
    numbers those sets, when :func:`by_table` says that is the cheaper way to rank ``deals`` deals;
    ``None`` otherwise."""
    if not by_table(plan, deals):
        return None
    with _MAKING:  # threads sharing a run wait for one of them to make the tables
        return _tables(plan)


@functools.lru_cache(maxsize=8)
def _tables(plan: ArrayPlan) -> tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]]:
    """:func:`_lookup`'s tables: per seat, an array (shares, sets) of ranks indexed by the set's
    colexicographic number (the sum of C(position, place) over its sorted positions), or one column
    for a seat dealt nothing; and the binomial coefficients C(position, place) that number a set."""
    import numpy as np

    from ..evaluation.batch import rank_many

    unseen = np.array(plan.unseen, dtype=np.int64)
    dealt = {seat: n for seat, n in plan.groups}
    binomials = np.array([[math.comb(c, j) for j in range(max(dealt.values(), default=0) + 2)] for c in range(len(unseen))], dtype=np.int64)
    tables = []
    for seat, known in enumerate(plan.known):
        n = dealt.get(seat, 0)
        sets = _combinations(len(unseen), n).astype(np.intp) if n else np.zeros((1, 0), dtype=np.intp)
        fixed = np.array((*known, *plan.board), dtype=np.int64)
        hands = np.concatenate([np.broadcast_to(fixed, (len(sets), len(fixed))), unseen[sets]], axis=1)
        ranks = np.stack([rank_many(hands, name, wild=wild) for name, wild in plan.rules])  # type: ignore[call-overload]
        table = np.empty_like(ranks)
        table[:, _numbers(sets, binomials)] = ranks
        table.setflags(write=False)
        tables.append(table)
    binomials.setflags(write=False)
    return tuple(tables), binomials


def _numbers(sets: NDArray[Any], binomials: NDArray[np.int64], *, ordered: bool = True) -> NDArray[np.int64]:
    """The colexicographic number of each row's set of positions: the sum of C(position, place)
    over its positions in rising order (sorted first, unless ``ordered``, by a network of
    compare-and-swap steps on whole columns, quicker than sorting a few columns row by row)."""
    import numpy as np

    columns = [sets[:, place] for place in range(sets.shape[1])]
    if not ordered:
        for end in range(len(columns) - 1, 0, -1):
            for i in range(end):
                low, high = np.minimum(columns[i], columns[i + 1]), np.maximum(columns[i], columns[i + 1])
                columns[i], columns[i + 1] = low, high
    number = np.zeros(len(sets), dtype=np.int64)
    for place, column in enumerate(columns):
        number += np.take(binomials[:, place + 1], column)
    return number


def _looked_up(plan: ArrayPlan, tables: tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]], positions: NDArray[Any], *, ordered: bool) -> NDArray[np.int64]:
    """:func:`rank_deals` by table: each group's positions among the unseen cards (rising along each row
    if ``ordered``) number its set, and the seat's table gives the ranks."""
    import numpy as np

    by_seat, binomials = tables
    rows = len(positions)
    out = np.empty((len(plan.rules), len(plan.known), rows), dtype=np.int64)
    at = 0
    drawn = {}
    for seat, n in plan.groups:
        drawn[seat] = positions[:, at : at + n]
        at += n
    for seat, table in enumerate(by_seat):
        if seat in drawn:
            out[:, seat] = np.take(table, _numbers(drawn[seat], binomials, ordered=ordered), axis=1)
        else:
            out[:, seat] = table[:, :1]
    return out


def _sample(rng: np.random.Generator, rows: int, n: int, k: int, splits: NDArray[np.uint8] | None) -> NDArray[np.intp]:
    """``rows`` uniformly random samples of ``k`` of ``n`` positions, without replacement, their
    columns in a uniformly random one of the ``splits`` (the ways to give them to the groups).

    Floyd's algorithm on every row at once picks a uniformly random set (step ``j`` takes a random
    position up to ``j``, or ``j`` itself when that one is taken already: a bit mask a row says
    which are); the split, drawn apart, then hands the set out to the groups uniformly.
    """
    import numpy as np

    chosen = np.empty((rows, k), dtype=np.intp)
    taken = np.zeros(rows, dtype=np.int64)  # at most 54 positions: their bits fit a signed 64-bit mask
    for i, j in enumerate(range(n - k, n)):
        t = rng.integers(0, j + 1, size=rows)
        if i:
            t = np.where((taken >> t) & 1, j, t)
        chosen[:, i] = t
        taken |= np.left_shift(1, t)
    if splits is not None and len(splits) > 1:
        chosen = np.take_along_axis(chosen, splits[rng.integers(0, len(splits), size=rows)], axis=1)
    elif splits is None and k > 1:
        chosen = np.take_along_axis(chosen, np.argsort(rng.random((rows, k)), axis=1), axis=1)
    return chosen


def _ranged(plan: ArrayPlan, rng: np.random.Generator, rows: int, unseen: NDArray[np.int64]) -> NDArray[np.int64]:
    """A block of deals when some seats' hole cards come from ranges: each such seat a combination,
    as likely as its weight (rows whose combinations share a card drawn again), the other groups' cards uniformly from the
    unseen cards those combinations leave, in the groups' order."""
    import numpy as np

    ranged = dict(plan.ranges)
    tables = {seat: np.array(combos, dtype=np.int64) for seat, combos in ranged.items()}
    chances = {seat: np.array(w) / sum(w) for seat, w in plan.weights}

    def pick(seat: int, table: NDArray[np.int64], count: int) -> NDArray[np.int64]:
        if seat in chances:
            return table[rng.choice(len(table), size=count, p=chances[seat])]
        return table[rng.integers(0, len(table), size=count)]

    picks = {seat: pick(seat, table, rows) for seat, table in tables.items()}
    for _ in range(10_000):
        held = np.sort(np.concatenate(list(picks.values()), axis=1), axis=1)
        clash = (held[:, 1:] == held[:, :-1]).any(axis=1)
        if not clash.any():
            break
        again = np.flatnonzero(clash)
        for seat, table in tables.items():
            picks[seat][again] = pick(seat, table, len(again))
    else:
        raise ValueError("the ranges given hardly ever fit together without sharing a card")
    others = sum(n for seat, n in plan.groups if seat not in ranged)
    extra = sum(len(combos[0]) for combos in ranged.values())
    cards = unseen[_sample(rng, rows, len(unseen), min(others + extra, len(unseen)), None)]  # in a uniformly random order
    taken = np.concatenate(list(picks.values()), axis=1)
    free = ~(cards[:, :, None] == taken[:, None, :]).any(axis=2)
    cards = np.take_along_axis(cards, np.argsort(~free, axis=1, kind="stable"), axis=1)[:, :others]
    columns: list[NDArray[np.int64]] = []
    at = 0
    for seat, n in plan.groups:
        if seat in ranged:
            columns.append(picks[seat])
        else:
            columns.append(cards[:, at : at + n])
            at += n
    return np.concatenate(columns, axis=1) if columns else np.zeros((rows, 0), dtype=np.int64)


SPLITS_KEPT = 50_000
"""The most ways of handing sampled cards to the groups kept as a table (beyond it, each row's order is shuffled)."""


COMBINATIONS_KEPT = 16_000_000
"""The most cards an exact enumeration's combinations may hold as one array, made once a process
(a preflop hold'em spot's 1,712,304 fives are 8.6 million); larger ones are made block by block."""


_MAKING = threading.Lock()


@functools.lru_cache(maxsize=4)
def _combinations(n: int, k: int) -> NDArray[np.uint8]:
    """Every combination of ``k`` of ``n`` positions, lexicographic (as :func:`itertools.combinations`
    gives them), one a row: those starting with each first position are the combinations of the
    positions after it, built the same way, shifted past it.

    >>> _combinations(4, 2).tolist()
    [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    """
    import numpy as np

    made: dict[tuple[int, int], NDArray[np.uint8]] = {}

    def of(m: int, j: int) -> NDArray[np.uint8]:
        if (m, j) not in made:
            if j == 0:
                made[m, j] = np.zeros((1, 0), dtype=np.uint8)
            else:
                parts = [np.zeros((0, j), dtype=np.uint8)]
                for first in range(m - j + 1):
                    rest = of(m - first - 1, j - 1) + np.uint8(first + 1)
                    parts.append(np.concatenate([np.full((len(rest), 1), first, dtype=np.uint8), rest], axis=1))
                made[m, j] = np.concatenate(parts)
        return made[m, j]

    every = of(n, k)
    every.setflags(write=False)  # shared by every caller (and thread) from the cache: nobody may change it
    return every


def _combination_blocks(n: int, k: int, start: int, stop: int) -> Iterator[NDArray[np.intp] | NDArray[np.uint8]]:
    """The combinations ``start`` to ``stop`` of ``k`` of ``n`` positions, lexicographic, in blocks of rows."""
    import numpy as np

    if k == 0:
        if start == 0 and stop > 0:
            yield np.zeros((1, 0), dtype=np.intp)
        return
    if math.comb(n, k) * k <= COMBINATIONS_KEPT:
        with _MAKING:  # threads sharing an enumeration wait for one of them to make the array
            every = _combinations(n, k)
        for at in range(start, stop, BLOCK):
            yield every[at : min(stop, at + BLOCK)]
        return
    source = islice(combinations(range(n), k), start, stop)
    left = stop - start
    while left > 0:
        rows = min(left, BLOCK)
        left -= rows
        flat = np.fromiter(chain.from_iterable(islice(source, rows)), dtype=np.intp, count=rows * k)
        yield flat.reshape(rows, k)


SMALL_BLOCK = 8192
"""The most hands (deals times seats) ranked as one batch for every seat together: below it a
call's own cost outweighs copying the seats' hands into one array."""


def rank_deals(plan: ArrayPlan, drawn: NDArray[np.int64]) -> NDArray[np.int64]:
    """Each share's rank of each seat's hand for every deal: shape (shares, players, deals)."""
    import numpy as np

    from ..evaluation.batch import rank_many

    if plan.extra_most:
        return _ranks_with_extras(plan, drawn)
    rows = len(drawn)
    at = 0
    extra: dict[int, list[NDArray[np.int64]]] = {seat: [] for seat in range(len(plan.known))}
    board: list[NDArray[np.int64]] = [np.broadcast_to(np.array(plan.board, dtype=np.int64), (rows, len(plan.board)))] if plan.board else []
    for seat, n in plan.groups:
        part = drawn[:, at : at + n]
        at += n
        if seat == BOARD:
            board.append(part)
        else:
            extra[seat].append(part)
    out = np.empty((len(plan.rules), len(plan.known), rows), dtype=np.int64)
    omaha = plan.rules[0][0] in ("omaha", "omaha8")  # the hole cards and the board apart
    shared = _join(board) if omaha else None
    boards = OmahaBoards(shared) if shared is not None else None
    if not omaha and rows * len(plan.known) <= SMALL_BLOCK:
        hands = [_join([np.broadcast_to(np.array(known, dtype=np.int64), (rows, len(known)))] * bool(known) + extra[seat] + board) for seat, known in enumerate(plan.known)]
        if len({hand.shape[1] for hand in hands}) == 1:  # every seat holds as many cards: one batch for them all (quicker when few)
            every = np.concatenate(hands)
            for share, (name, wild) in enumerate(plan.rules):
                out[share] = rank_many(every, name, wild=wild).reshape(len(hands), rows)  # type: ignore[call-overload]
            return out
    for seat, known in enumerate(plan.known):
        own = [np.broadcast_to(np.array(known, dtype=np.int64), (rows, len(known)))] if known else []
        own += extra[seat]
        hand = _join(own if omaha else own + board)
        for share, (name, wild) in enumerate(plan.rules):
            if boards is not None and not extra[seat]:  # the hole cards known: the board's triples alone vary
                out[share, seat] = omaha_known(known, boards, eight=name == "omaha8")
            elif shared is not None:
                out[share, seat] = omaha_rows(hand, shared, eight=name == "omaha8")
            else:
                out[share, seat] = rank_many(hand, name, wild=wild)  # type: ignore[call-overload]
    return out


def _ranks_with_extras(plan: ArrayPlan, drawn: NDArray[np.int64]) -> NDArray[np.int64]:
    """:func:`rank_deals` for a deal with extra cards: the groups' cards come first in each row, then the
    extra cards, given out in seat order, as many to a seat as it is owed plus the cards of the extra
    rank among its new face-up ones. (Any order of handing out uniformly random cards deals alike.)
    The rows are ranked in batches of one hand size each."""
    import numpy as np

    from ..evaluation.batch import rank_many

    rows, players = len(drawn), len(plan.known)
    own: list[list[NDArray[np.int64]]] = [[np.broadcast_to(np.array(k, dtype=np.int64), (rows, len(k)))] if k else [] for k in plan.known]
    board: list[NDArray[np.int64]] = [np.broadcast_to(np.array(plan.board, dtype=np.int64), (rows, len(plan.board)))] if plan.board else []
    counts = np.array([[owed] * rows for owed in plan.owed], dtype=np.int64).reshape(players, rows)
    at = 0
    for (seat, n), face in zip(plan.groups, plan.faces):
        part = drawn[:, at : at + n]
        at += n
        if seat == BOARD:
            board.append(part)
            continue
        own[seat].append(part)
        if face:
            counts[seat] += ((part >> 2 == plan.extra_rank) & (part < 52)).sum(axis=1)
    starts = at + np.cumsum(counts, axis=0) - counts  # each seat's first extra column
    out = np.empty((len(plan.rules), players, rows), dtype=np.int64)
    for seat in range(players):
        base = _join(own[seat] + board)
        for count in np.unique(counts[seat]):
            which = np.flatnonzero(counts[seat] == count)
            hand = base[which]
            if count:
                columns = starts[seat][which, None] + np.arange(count)
                hand = np.concatenate([hand, np.take_along_axis(drawn[which], columns, axis=1)], axis=1)
            for share, (name, wild) in enumerate(plan.rules):
                out[share, seat, which] = rank_many(hand, name, wild=wild)  # type: ignore[call-overload]
    return out


def _join(parts: list[NDArray[np.int64]]) -> NDArray[np.int64]:
    """The columns of ``parts`` side by side, as one contiguous array (one part: as it is, when it already is)."""
    import numpy as np

    return np.ascontiguousarray(parts[0]) if len(parts) == 1 else np.concatenate(parts, axis=1)


def _add(tally: Tally, ranks: NDArray[np.int64], *, stake: bool) -> None:
    """Add a block of deals to ``tally``, as its ``add`` adds one deal: ``ranks`` is each share's rank
    of each seat's hand, shape (shares, players, deals); with ``stake`` (Bailey's Poker) a tie wins nothing."""
    import numpy as np

    shares, players, rows = ranks.shape
    played = np.ones((shares, rows), dtype=bool)
    for share in range(1, shares):  # a share after the first is played only if some hand qualifies
        played[share] = (ranks[share] > 0).any(axis=0)
    winners = (ranks == ranks.max(axis=1, keepdims=True)) & played[:, None, :]
    counts = winners.sum(axis=1)  # winners per share and deal
    alone = counts == 1
    portion = tally.scale // played.sum(axis=0)  # each played share's part of the pot
    part = np.where(counts > 0, portion[None, :] // np.maximum(counts, 1), 0)
    if stake:
        part = np.where(alone, part, 0)
    alone_won = winners & alone[:, None, :]
    tie_won = winners & ~alone[:, None, :]
    paid = winners * part[:, None, :]  # (shares, players, deals): what each share pays each seat
    got = paid.sum(axis=0)
    by_share = (alone_won.sum(axis=2).tolist(), tie_won.sum(axis=2).tolist(), paid.sum(axis=2).tolist())
    for share in range(shares):
        for seat in range(players):
            tally.wins[seat][share] += by_share[0][share][seat]
            tally.ties[seat][share] += by_share[1][share][seat]
            tally.shares[seat][share] += by_share[2][share][seat]
    tally.trials += rows
    scale = tally.scale
    by_seat = zip(
        (got == scale).sum(axis=1).tolist(), (4 * got == scale).sum(axis=1).tolist(), tie_won.any(axis=0).sum(axis=1).tolist(),
        got.sum(axis=1).tolist(), (got * got).sum(axis=1).tolist(),
    )  # fmt: skip
    for seat, (scoops, quartered, tied, total, squares) in enumerate(by_seat):
        tally.scoops[seat] += scoops
        tally.quartered[seat] += quartered
        tally.tied[seat] += tied
        tally.total[seat] += total
        tally.squares[seat] += squares
