"""Exact hold'em by symmetry: every board counted, without dealing most of them one by one.

A seven-card high hand without five cards of one suit is ranked by its ranks alone, and one with
five of a suit can hold nothing better than a flush (no full house, no quads beside it), ranked by
that suit's cards alone. So with every player's two hole cards known:

1. every board is first ranked as if no flush could be made: boards then differ only by their
   ranks, and each multiset of ranks (at most 6,175 for five cards to come) is ranked once,
   counted as many times as the unseen cards can make it (the product, rank by rank, of the ways
   to choose that many of the rank's unseen cards);
2. then only the boards on which some player could make a flush are corrected: a suit ``s`` needs
   at least ``5 - h`` board cards of it, where ``h`` is the most hole cards of ``s`` any player
   holds (three or more, so at most one suit per board). Those boards' winners without a flush
   are taken away and their winners with one added. How many cards of ``s`` come says who makes
   a flush; where one player alone does, the winners depend on the board's ranks alone (that
   flush beats every hand but a full house or quads without a flush, unless it is a straight
   flush, which beats all), so those boards too are counted by their rank multisets, each with
   the ways its ranks come with that many cards of ``s``, and the straight flushes put right
   after. Where several players make one, each board is ranked, by its cards of ``s`` (one by
   one) and the ranks of the others.

Each board's winners are packed into one number and the boards counted by it, so the tally is the
enumeration's own, to the last digit: the answer is exactly what dealing every board gives.

Short-deck hold'em is counted alike, with its own tables: five cards of a suit among seven leave
no full house there either, and its flush beats a full house anyway.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ..engine.protocols import BOARD
from ..evaluation.keys import RANK_KEYS
from ._counting import add_winners, choices, high_tables, multisets, ways_of, winners
from ._plan import ArrayPlan, has_jokers, plan_for
from ._results import Tally
from ._runouts import forget_boards
from ._ways import Counted

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from ._spot import Spot

__all__ = ["HIGH", "SHORT_DECK", "SYMMETRIC_CARDS", "add_symmetric", "forget", "holdem", "way_for"]

HIGH = (("high", None),)
SHORT_DECK = (("short_deck", None),)

SYMMETRIC_CARDS = 3
"""The fewest board cards still to come for which the symmetric count is taken (fewer boards are
dealt out quicker than they are counted)."""


def way_for(spot: Spot, plan: ArrayPlan | str | None = None) -> Counted | str:
    """The symmetric count for ``spot``, or why not: an exact hold'em spot (or short deck's), a high
    hand of two hole cards and five on the board for every player, every hole card known, three or
    more board cards to come."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot) if plan is None else plan
    if isinstance(plan, str):
        return plan
    if sum(n for _, n in plan.groups) < SYMMETRIC_CARDS:  # (asked first: the quicker question)
        return f"fewer than {SYMMETRIC_CARDS} cards to come"
    why = holdem(plan, short_deck=True)
    if why:
        return why
    return Counted(plan, len(spot.shares), add_symmetric)


def holdem(plan: ArrayPlan, *, ranged: bool = False, short_deck: bool = False) -> str:
    """Why ``plan`` is not hold'em as the symmetric count takes it ("" when it is): a natural high
    hand of two known hole cards and five board cards for every player, no jokers. With
    ``ranged``, a seat may hold a range of two-card combinations instead of known cards; with
    ``short_deck``, the game may be short deck (its own tables, the same count)."""
    if plan.rules not in ((HIGH, SHORT_DECK) if short_deck else (HIGH,)) or plan.stake or (plan.ranges and not ranged) or plan.extra_most:
        return "not a natural high hand of hold'em"
    ranges = dict(plan.ranges)
    drawn = [0] * (len(plan.known) + 1)  # (the board's last)
    for seat, n in plan.groups:
        drawn[seat] += n  # (BOARD is -1)
    for seat, cards in enumerate(plan.known):
        if not (len(cards) == 2 and not drawn[seat] or seat in ranges and not cards and drawn[seat] == 2 and len(ranges[seat][0]) == 2):
            return "not every player's two hole cards known (or from a range)"
    if len(plan.board) + drawn[BOARD] != 5:
        return "not a board of five"
    if has_jokers(plan.unseen, plan.board, plan.known):
        return "jokers"
    return ""


@functools.cache
def _keys(kind: str = "high") -> NDArray[np.int64]:
    """The rank keys of ``kind``'s seven-card table (:data:`~pokervariants.evaluation.keys.RANK_KEYS`
    for hold'em, the batch keys for short deck) as an array."""
    import numpy as np

    if kind == "short_deck":
        from ..evaluation.batch import BATCH_RANK_KEYS

        return np.array(BATCH_RANK_KEYS[7], dtype=np.int64)
    return np.array(RANK_KEYS, dtype=np.int64)


@functools.cache
def _tables(kind: str) -> tuple[NDArray[np.uint16], NDArray[np.uint16]]:
    """``kind``'s seven-card values without a flush (by rank-key sum) and with one (by a suit's mask)."""
    if kind == "short_deck":
        from ..evaluation.batch import _short_deck_flush, _short_deck_ranks

        return _short_deck_ranks(7), _short_deck_flush()
    return high_tables()


@functools.lru_cache(maxsize=256)  # (at most some 100 kB each: 25 MB in all)
def _ranked(available: tuple[int, ...], size: int, kind: str = "high") -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """The multisets of ``size`` ranks that ``available`` cards of each rank can make: their rank-key
    sums and how many ways each can be made (kept: spots of one shape share them)."""
    ways = _board_ways(available, size, kind)
    kept = ways > 0
    return _boards(size, kind)[0][kept], ways[kept]


@functools.lru_cache(maxsize=16)
def _boards(size: int, kind: str) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """The multisets of ``size`` ranks a board of ``kind``'s pack can hold (short deck: none below
    the six), as their rank-key sums and as 13 contiguous columns of counts, one a rank: the rows
    the counts below are indexed by."""
    import numpy as np

    rows = multisets(size)
    if kind == "short_deck":
        rows = rows[rows[:, :4].sum(axis=1) == 0]
    return rows @ _keys(kind), np.ascontiguousarray(rows.T)


def _board_ways(available: tuple[int, ...], size: int, kind: str) -> NDArray[np.int64]:
    """How many ways ``available`` cards of each rank make each of :func:`_boards` (0 for those
    they cannot make)."""
    return ways_of(available, size, _boards(size, kind)[1] if kind == "short_deck" else None)


@functools.lru_cache(maxsize=1024)
def _plain(seat_keys: tuple[int, ...], available: tuple[int, ...], to_come: int, kind: str = "high") -> tuple[float, ...]:
    """Every board counted as if no flush could be made, by the multiset of its ranks: the boards
    each set of winners takes (kept: ranges deal many spots whose ranks are alike)."""
    import numpy as np

    counts = np.bincount(_codes(seat_keys, to_come, kind), weights=_board_ways(available, to_come, kind), minlength=1 << len(seat_keys))
    return tuple(counts.tolist())


@functools.lru_cache(maxsize=8)
def _rows_by_key(size: int, kind: str) -> NDArray[np.int16]:
    """The row of :func:`_boards` (``size`` ranks) of each rank-key sum, by the sum: a board's ranks
    found by one lookup (-1 for a sum no multiset of ``size`` ranks makes)."""
    import numpy as np

    sums, _ = _boards(size, kind)
    rows = np.full(int(sums.max()) + 1, -1, dtype=np.int16)  # (at most 6,175 rows: 15 MB for five ranks)
    rows[sums] = np.arange(len(sums))
    return rows


@functools.lru_cache(maxsize=256)
def _values(seat_key: int, size: int, kind: str) -> NDArray[np.uint16]:
    """A seat's seven-card values without a flush (its cards' rank keys sum to ``seat_key``) on every
    multiset of ``size`` ranks to come, by row of :func:`_boards` (any value for a multiset the
    seat's cards leave no way to make: more than four of a rank, beyond the table)."""
    nonflush, _ = _tables(kind)
    return nonflush.take(_boards(size, kind)[0] + seat_key, mode="clip")


@functools.lru_cache(maxsize=128)  # (49 kB each for five cards to come)
def _codes(seat_keys: tuple[int, ...], size: int, kind: str, flusher: int = -1) -> NDArray[np.int64]:
    """The winners (:func:`._counting.winners`) on every multiset of ``size`` ranks to come: ranked
    without flushes, or with ``flusher`` the only player making one (a flush no straight flush,
    which only a better hand without a flush beats: :func:`_flush_bounds`)."""
    import numpy as np

    values = [_values(k, size, kind) for k in seat_keys]
    if flusher < 0:
        return winners(values)
    rest = [v for seat, v in enumerate(values) if seat != flusher]
    found = winners([np.zeros_like(v) if seat == flusher else v for seat, v in enumerate(values)])  # the others' winners (every hand is worth 1 or more)
    return np.where(functools.reduce(np.maximum, rest) > _flush_bounds(kind)[0], found, 1 << flusher)


@functools.cache
def _flush_bounds(kind: str) -> tuple[int, int]:
    """The best flush that is no straight flush, and the best hand without a flush, of ``kind``'s
    tables. No hand without a flush ranks among the flushes (checked): it beats them all or none."""
    import numpy as np

    nonflush, flush = _tables(kind)
    plain_best = int(nonflush.max())
    flushes = flush[(flush > 0) & (flush <= plain_best)]
    values = np.unique(nonflush)
    assert not ((values >= flushes.min()) & (values <= flushes.max())).any()
    return int(flushes.max()), plain_best


@functools.lru_cache(maxsize=128)  # (some 80 kB each at most)
def _suited(ranks: tuple[int, ...], others: tuple[int, ...], drawn: int, to_come: int, kind: str) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64], NDArray[np.float64]] | None:
    """The boards of ``to_come`` cards with ``drawn`` of one suit (its unseen cards' ranks ``ranks``)
    and the rest from ``others`` (each rank's unseen cards of the other suits): each choice of the
    suit's cards as a 13-bit mask, each board's rank multiset (a row of :func:`_boards`, one row
    a choice, one column a rest), the ways each rest is made, and the ways of each multiset in
    all (``None``: no board). Kept: a suit's unseen cards recur from spot to spot."""
    import numpy as np

    rest_keys, rest_ways = _ranked(others, to_come - drawn, kind)
    if not len(rest_keys):
        return None
    bits, keys = _chosen(ranks, drawn, kind)
    rows = _rows_by_key(to_come, kind)[keys[:, None] + rest_keys[None, :]]
    weights = np.broadcast_to(rest_ways.astype(np.float64), rows.shape).ravel()
    ways = np.bincount(rows.ravel(), weights=weights, minlength=len(_boards(to_come, kind)[0])).astype(np.float64, copy=False)
    return bits, rows, rest_ways, ways


@functools.lru_cache(maxsize=256)
def _chosen(ranks: tuple[int, ...], drawn: int, kind: str) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Each choice of ``drawn`` of a suit's cards (their ranks ``ranks``): its 13-bit mask and its
    ranks' key sum (kept: a suit's unseen ranks are few sets)."""
    import numpy as np

    chosen = np.array(ranks, dtype=np.int64)[choices(len(ranks), drawn)]
    return (np.int64(1) << chosen) @ np.ones(drawn, dtype=np.int64), _keys(kind)[chosen] @ np.ones(drawn, dtype=np.int64)


@functools.lru_cache(maxsize=4096)
def _flushes(
    seat_keys: tuple[int, ...], hole_bits: tuple[int, ...], ranks: tuple[int, ...], others: tuple[int, ...], first: int, to_come: int, kind: str = "high"
) -> tuple[float, ...]:
    """The correction for one suit: the boards with ``first`` or more of its unseen cards (``ranks``)
    and the rest from ``others`` (each rank's unseen cards of the other suits), their winners with
    flushes (each seat's cards of the suit, board's included, are ``hole_bits``) less their winners
    without. Kept: ranges deal many spots that are alike suit by suit.

    Whether a player makes a flush depends only on how many of the suit come (``drawn``): the
    player's cards of the suit and those all differ in rank. Where one player alone makes it, that
    flush beats every other hand but a better hand without a flush (a full house or quads; quads
    in short deck), unless it is a straight flush: so the winners depend on the board's ranks
    alone, and the boards are counted by their rank multisets, the straight flushes put right
    after. Where two or more make one, each board is ranked."""
    import numpy as np

    _, flush = _tables(kind)
    plain_best = _flush_bounds(kind)[1]
    seats = len(seat_keys)
    counts = np.zeros(1 << seats, dtype=np.float64)
    plain = _codes(seat_keys, to_come, kind)
    held = [bin(bits).count("1") for bits in hole_bits]
    flushing: NDArray[np.float64] | None = None  # the ways of each multiset of ranks with a flush possible
    for drawn in range(first, min(to_come, len(ranks)) + 1):
        suited = _suited(ranks, others, drawn, to_come, kind)
        if suited is None:
            continue
        bits, rows, rest_ways, ways = suited
        flushing = ways if flushing is None else flushing + ways
        flushers = [seat for seat in range(seats) if held[seat] + drawn >= 5]
        if len(flushers) == 1:
            seat = flushers[0]
            best = _codes(seat_keys, to_come, kind, seat)
            counts += np.bincount(best, weights=ways, minlength=len(counts))
            straight = np.flatnonzero(flush[bits | hole_bits[seat]] > plain_best)
            if len(straight):  # the straight flushes win whatever else the board makes
                taken = rows[straight]
                counts[1 << seat] += float(rest_ways.sum()) * len(straight)
                counts -= np.bincount(best[taken.ravel()], weights=np.broadcast_to(rest_ways, taken.shape).ravel(), minlength=len(counts))
            continue
        values = []
        for seat, (k, hole) in enumerate(zip(seat_keys, hole_bits)):
            value = _values(k, to_come, kind)[rows]
            if seat in flushers:
                value = np.maximum(value, flush[bits | hole][:, None])
            values.append(value)
        counts += np.bincount(winners(values).ravel(), weights=np.broadcast_to(rest_ways, rows.shape).ravel(), minlength=len(counts))
    if flushing is not None:  # those boards' winners as if no flush were made, taken away
        counts -= np.bincount(plain, weights=flushing, minlength=len(counts))
    return tuple(counts.tolist())


def add_symmetric(plan: ArrayPlan, tally: Tally) -> None:
    """Add every board of the exact enumeration of ``plan`` (:func:`way_for`'s spots) to ``tally``."""
    import numpy as np

    kind = plan.rules[0][0]
    keys = _keys(kind)
    holes = [tuple(int(c) for c in cards) for cards in plan.known]
    board = [int(c) for c in plan.board]
    unseen = [int(c) for c in plan.unseen]
    to_come = 5 - len(board)
    seat_keys = [int(keys[a >> 2] + keys[b >> 2]) + sum(int(keys[c >> 2]) for c in board) for a, b in holes]
    available = [0] * 13
    for c in unseen:
        available[c >> 2] += 1
    counts = np.array(_plain(tuple(seat_keys), tuple(available), to_come, kind), dtype=np.float64)

    # The boards on which a flush can be made, suit by suit: counted again, ranked both ways.
    for suit in range(4):
        held = [sum(1 for c in cards if c & 3 == suit) for cards in holes]
        on_board = [c >> 2 for c in board if c & 3 == suit]
        first = max(5 - max(held) - len(on_board), 0)
        ranks = tuple(c >> 2 for c in unseen if c & 3 == suit)
        if first > min(to_come, len(ranks)):
            continue
        others = list(available)
        for r in ranks:
            others[r] -= 1
        board_bits = sum(1 << r for r in on_board)
        hole_bits = tuple(sum(1 << (c >> 2) for c in cards if c & 3 == suit) | board_bits for cards in holes)
        counts += np.array(_flushes(tuple(seat_keys), hole_bits, ranks, tuple(others), first, to_come, kind), dtype=np.float64)

    add_winners(tally, counts)


def forget() -> None:
    """Drop the counts kept from earlier spots (the rank-only counts, each suit's correction, the
    rank multisets, the runout tables of a board with ranges), so that the next spot is counted
    afresh: what a benchmark of a new spot times."""
    for kept in (_plain, _flushes, _ranked, _suited, _chosen, _codes, _values):
        kept.cache_clear()
    forget_boards()
