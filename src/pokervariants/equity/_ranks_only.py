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
by ranks. Where two players can, the deals where both do are counted a third time, their suits'
cards together, by inclusion-exclusion (both flushes and neither added, one without the other
taken away); where three or more can, every group of them likewise (the deals where each of the
group flushes, with every choice of which of them count their flush, the sign by how many do
not). Stud hi/lo's eight-or-better low reads ranks alone, so it
is ranked from the same multisets alongside the high, and each deal's high and low winners
counted together.

Each pair's winners are packed into one number and the deals counted by it, so the tally is the
enumeration's own, to the last digit.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterator
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


def way_for(spot: Spot, most: int, plan: ArrayPlan | str | None = None) -> Counted | str:
    """The count by ranks for ``spot``, or why not: an exact spot of a game ranked by ranks alone,
    no community cards to come, every seat's hand of five to seven cards, and not too many
    combinations of the seats' multisets (at most ``most``: ``_choose`` says how many), the
    flushes counted again included."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot) if plan is None else plan
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
        if len(flushing) > MOST_FLUSHING:
            return f"more than {MOST_FLUSHING} players could make a flush"
        few = FEW_DEALS[min(len(flushing), 3)] if flushing else 0
        if spot.ways < few:
            return f"fewer than {few:,} deals with flushes to count again: dealt"
        for count in range(1, len(flushing) + 1):
            for group in itertools.combinations(flushing, count):
                rows = math.prod(_flush_rows_count(plan, seat, drawn[seat]) for seat in group)
                size += rows * math.prod(len(multisets(n)) for other, n in enumerate(drawn) if other not in group)
    if size > most:
        return f"more than {most:,} combinations of rank multisets"
    return Counted(plan, len(spot.shares), add_ranks_only)


MOST_FLUSHING = 4
"""The most players who could make a flush in a spot counted by ranks (more are dealt: each group of
them is counted again, and the ways a group's draws fit together are a table of 16 x 5**k)."""

FEW_DEALS = {1: 10_000, 2: 100_000, 3: 1_000_000}
"""Below this many deals, a spot where one player (two, three or more) can make a flush is dealt
rather than counted (the flushes counted again cost more than dealing so few)."""


def _drawn(plan: ArrayPlan) -> list[int]:
    drawn = [0] * len(plan.known)
    for seat, n in plan.groups:
        drawn[seat] += n
    return drawn


def _flushing(plan: ArrayPlan, drawn: list[int]) -> list[int]:
    """The seats that could make a flush: five of a suit among their known cards and the cards to
    come, as many of the suit as are still unseen."""
    left = [sum(1 for c in plan.unseen if c & 3 == suit) for suit in range(4)]
    return [
        seat for seat, (cards, n) in enumerate(zip(plan.known, drawn))
        if any(sum(1 for c in cards if c & 3 == suit) + min(n, left[suit]) >= 5 for suit in range(4))
    ]  # fmt: skip


CELLS = 1 << 22
"""About how many (combination x last unit's row x rank) cells are worked on at once."""


class _Unit(NamedTuple):
    """Seats dealt together, as rows: the ranks each row takes from the unseen cards (13 counts), each
    seat's value (and eight-or-better low, 0 for none; ``None`` where no low is played), and for
    rows of exact cards the ways each is dealt (``None`` for one seat drawn by ranks alone: its ways
    come from the cards of each rank left) and each seat's value by ranks, whose winners are taken
    away (empty: none)."""

    seats: tuple[int, ...]
    taken: NDArray[np.int64]
    values: tuple[NDArray[np.int64], ...]
    lows: tuple[NDArray[np.int64], ...] | None
    ways: NDArray[np.int64] | None = None
    minus: tuple[NDArray[np.int64], ...] = ()


class _Ranking(NamedTuple):
    """How one seat's rows are valued: rank keys, table and the known cards' key sum, for the hand
    and (hi/lo) for its low."""

    keys: NDArray[np.int64]
    table: NDArray[np.uint16]
    base: int
    low: tuple[NDArray[np.int64], NDArray[np.uint16], int] | None

    def value(self, taken: NDArray[np.int64]) -> tuple[NDArray[np.int64], NDArray[np.int64] | None]:
        """The value of each row of ranks taken (with the known cards), and its low."""
        import numpy as np

        from ..evaluation.batch import _low8

        value = self.table[taken @ self.keys + self.base].astype(np.int64)
        if self.low is None:
            return value, None
        keys, table, base = self.low
        return value, _low8()[table[taken @ keys + base]].astype(np.int64)


GROUP_ROWS = 1 << 19
"""About how many rows of two or more flushing players' draws are made and counted at once."""


def add_ranks_only(plan: ArrayPlan, tally: Tally) -> None:
    """Add every deal of the exact enumeration of ``plan`` (:func:`way_for`'s spots) to ``tally``.

    Every deal is counted with each seat's hand by its ranks. Where seats can make a flush, the
    deals where one does are counted again, its draws as its exact cards of the suit and its other
    cards by ranks, with its value flush and all (added) and by ranks (taken away); where two or
    more can, the deals where each of a group does are counted again, the group's draws together
    with every choice of values (inclusion-exclusion: for two, both flushes and neither added, one
    without the other taken away)."""
    import numpy as np

    from ..evaluation.batch import BATCH_RANK_KEYS, _high_flush, _high_ranks, _low_ranks
    from ..evaluation.keys import RANK_KEYS

    drawn = _drawn(plan)
    available = np.zeros(13, dtype=np.int64)
    for c in plan.unseen:
        available[int(c) >> 2] += 1
    high = plan.rules[0][0] == "high"
    split = len(plan.rules) == 2
    rankings = []
    units = []
    for seat, (cards, n) in enumerate(zip(plan.known, drawn)):
        size = len(cards) + n
        # (The seven-card high table is the scalar path's own, by RANK_KEYS sums; the others by the batch keys.)
        keys = np.array(RANK_KEYS if high and size == 7 else BATCH_RANK_KEYS[size], dtype=np.int64)
        low = None
        if split:  # the eight-or-better low: ace-to-five by ranks, then whether it qualifies
            low_keys = np.array(BATCH_RANK_KEYS[size], dtype=np.int64)
            low = (low_keys, _low_ranks(size), sum(int(low_keys[int(c) >> 2]) for c in cards))
        ranking = _Ranking(keys, _high_ranks(size) if high else _low_ranks(size), sum(int(keys[int(c) >> 2]) for c in cards), low)
        rankings.append(ranking)
        possible, _ = made(available.tolist(), n)
        value, low_value = ranking.value(possible)
        units.append(_Unit((seat,), possible, (value,), None if low_value is None else (low_value,)))
    counts = np.zeros(1 << (len(units) * (2 if split else 1)), dtype=np.float64)
    _count(available, units, counts)
    flushing = _flushing(plan, drawn) if high else []
    for seat in flushing:
        taken, ways, flush = _flush_rows(plan, seat, drawn[seat], _high_flush())
        plain, low_value = rankings[seat].value(taken)
        forced = _Unit((seat,), taken, (np.maximum(plain, flush),), None if low_value is None else (low_value,), ways, (plain,))
        _count(available, [forced, *(u for u in units if u.seats != (seat,))], counts)
    for size in range(2, len(flushing) + 1):
        for group in itertools.combinations(flushing, size):
            for rows in _group_rows(plan, group, drawn, _high_flush()):
                ranked = [rankings[seat].value(taken) for seat, taken in zip(group, rows.taken)]
                plains = tuple(plain for plain, _ in ranked)
                lows = None if any(low is None for _, low in ranked) else tuple(low for _, low in ranked if low is not None)
                values = tuple(np.maximum(plain, flush) for plain, flush in zip(plains, rows.flushes))
                together = _Unit(group, sum(rows.taken[1:], rows.taken[0]), values, lows, rows.ways, plains)
                _count(available, [together, *(u for u in units if u.seats[0] not in group)], counts)
    add_outcomes(tally, counts, len(units), split)


def _flush_rows_count(plan: ArrayPlan, seat: int, n: int) -> int:
    """How many rows :func:`_flush_rows` makes for ``seat`` (at most)."""
    return sum(_suit_rows(plan, seat, n, suit) for suit in range(4))


def _suit_rows(plan: ArrayPlan, seat: int, n: int, suit: int) -> int:
    """How many draws (at most) make ``seat`` a flush in ``suit``."""
    known = sum(1 for c in plan.known[seat] if c & 3 == suit)
    pool = sum(1 for c in plan.unseen if c & 3 == suit)
    return sum(math.comb(pool, k) * len(multisets(n - k)) for k in range(max(5 - known, 0), min(n, pool) + 1))


def _flush_rows(plan: ArrayPlan, seat: int, n: int, flush_table: NDArray[np.uint16]) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """The seat's draws that make it a flush, as exact cards of the flush's suit and a multiset of
    ranks of the other suits: the ranks each takes (rows of 13), the ways each is dealt, and the
    flush's value (its suit's cards through the flush table). A hand of at most seven cards holds
    five of one suit at most, so the suits' draws never overlap."""
    import numpy as np

    unseen = _unseen(plan)
    taken_parts, ways_parts, flush_parts = [], [], []
    for suit in range(4):
        others = (unseen.sum(axis=1) - unseen[:, suit]).tolist()  # each rank's unseen cards of the other suits
        for exact, suited, flush, k in _suited_draws(plan, seat, n, suit, flush_table):
            rest, rest_ways = made(others, n - k)
            taken_parts.append((suited[:, None, :] + rest[None, :, :]).reshape(-1, 13))
            ways_parts.append(np.broadcast_to(rest_ways[None, :], (len(exact), len(rest))).reshape(-1))
            flush_parts.append(np.broadcast_to(flush[:, None], (len(exact), len(rest))).reshape(-1))
    return np.concatenate(taken_parts), np.concatenate(ways_parts), np.concatenate(flush_parts)


def _unseen(plan: ArrayPlan) -> NDArray[np.int64]:
    """Which cards are unseen, as (rank, suit): 1 for unseen."""
    import numpy as np

    unseen = np.zeros((13, 4), dtype=np.int64)
    for c in plan.unseen:
        unseen[int(c) >> 2, int(c) & 3] = 1
    return unseen


def _suited_draws(
    plan: ArrayPlan, seat: int, n: int, suit: int, flush_table: NDArray[np.uint16]
) -> Iterator[tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64], int]]:
    """For each number ``k`` of the seat's draws of ``suit`` that makes it five or more, every choice
    of them among the unseen cards of the suit (rows of ``k`` cards), their ranks as rows of 13
    counts, and the flush each makes with the seat's known cards of the suit."""
    import numpy as np

    known = [int(c) for c in plan.known[seat] if c & 3 == suit]
    pool = np.array(sorted(int(c) for c in plan.unseen if c & 3 == suit), dtype=np.int64)
    known_mask = sum(1 << (c >> 2) for c in known)
    for k in range(max(5 - len(known), 0), min(n, len(pool)) + 1):
        exact = pool[choices(len(pool), k)]  # (draws of the suit, k)
        suited = np.zeros((len(exact), 13), dtype=np.int64)
        for column in range(k):
            suited[np.arange(len(exact)), exact[:, column] >> 2] += 1
        mask = known_mask + np.left_shift(1, exact >> 2).sum(axis=1)
        yield exact, suited, flush_table[mask].astype(np.int64), k


class _GroupRows(NamedTuple):
    """Draws of two or more seats that make each of them a flush: each seat's ranks taken (rows of
    13), the ways each choice of draws is dealt, and each seat's flush."""

    taken: tuple[NDArray[np.int64], ...]
    ways: NDArray[np.int64]
    flushes: tuple[NDArray[np.int64], ...]


@functools.lru_cache(maxsize=64)  # (80 kB each at most: four seats)
def _group_ways(suits: tuple[int, ...]) -> NDArray[np.int64]:
    """``[open, m_1, ..., m_k]``: the ways ``k`` seats, seat ``i`` flushing in ``suits[i]``, take
    ``m_i`` cards of one rank by its ranks alone (none of its own flush's suit: those are its exact
    draws), from the rank's unseen cards left (``open``, a 4-bit mask of their suits), no card twice."""
    import numpy as np

    table = np.zeros((16, *([5] * len(suits))), dtype=np.int64)
    for open_suits in range(16):
        cards = [u for u in range(4) if open_suits >> u & 1]
        # each open card to nobody (-1) or to a seat whose flush is of another suit
        for owners in itertools.product(*([-1, *(i for i, s in enumerate(suits) if s != u)] for u in cards)):
            taken = [0] * len(suits)
            for owner in owners:
                if owner >= 0:
                    taken[owner] += 1
            table[(open_suits, *taken)] += 1
    return table


def _group_rows(plan: ArrayPlan, seats: tuple[int, ...], drawn: list[int], flush_table: NDArray[np.uint16]) -> Iterator[_GroupRows]:
    """Every way two or more seats each make a flush, about :data:`GROUP_ROWS` rows at a time: each
    seat's exact draws of its flush's suit (no card twice when suits are one), and its other draws
    as a multiset of ranks, the seats counted together rank by rank (:func:`_group_ways`)."""
    import numpy as np

    unseen = _unseen(plan)
    unseen_suits = unseen @ (1 << np.arange(4, dtype=np.int64))  # each rank's unseen cards, a 4-bit mask of suits
    cards_bits = (1 << np.arange(52, dtype=np.int64))
    by_suit = [[list(_suited_draws(plan, seat, drawn[seat], suit, flush_table)) for suit in range(4)] for seat in seats]
    for suits in itertools.product(range(4), repeat=len(seats)):
        options = [draws[suit] for draws, suit in zip(by_suit, suits)]
        if not all(options):
            continue  # a seat that cannot make a flush of its suit
        table = _group_ways(suits)
        for chosen in itertools.product(*options):  # each seat's number of cards of its suit
            exact = [option[0] for option in chosen]
            rests = [multisets(drawn[seat] - option[3]) for seat, option in zip(seats, chosen)]
            masks = [cards_bits[e].sum(axis=1) for e in exact]  # each choice's cards, a bit each (none drawn: 0)
            sizes = [len(e) for e in exact] + [len(r) for r in rests]
            per = math.prod(sizes[1:])
            step = max(1, GROUP_ROWS // max(per, 1))
            for at in range(0, sizes[0], step):
                grid = np.meshgrid(np.arange(at, min(at + step, sizes[0])), *(np.arange(n) for n in sizes[1:]), indexing="ij")
                index = [g.ravel() for g in grid]
                picks, rest_picks = index[: len(seats)], index[len(seats) :]
                apart = np.ones(len(index[0]), dtype=bool)
                held = np.zeros(len(index[0]), dtype=np.int64)
                for mask, pick in zip(masks, picks):  # the same suit's cards: never the same card
                    taken_mask = mask[pick]
                    apart &= (held & taken_mask) == 0
                    held |= taken_mask
                picks, rest_picks = [p[apart] for p in picks], [p[apart] for p in rest_picks]
                suited = [option[1][pick] for option, pick in zip(chosen, picks)]
                gone = sum(s << suit for s, suit in zip(suited, suits))  # each rank's cards drawn exactly, as suit bits
                open_suits = unseen_suits[None, :] & ~gone
                took = [rest[pick] for rest, pick in zip(rests, rest_picks)]
                ways = np.prod(table[(open_suits, *took)], axis=1)
                kept = ways > 0
                if kept.any():
                    yield _GroupRows(
                        tuple((s + t)[kept] for s, t in zip(suited, took)), ways[kept], tuple(option[2][pick][kept] for option, pick in zip(chosen, picks))
                    )


def _count(available: NDArray[np.int64], units: list[_Unit], counts: NDArray[np.float64]) -> None:
    """Add to ``counts`` (by outcome, :func:`~._counting.outcomes`) every deal of the units' rows
    fitting together: the units dealt in turn (a unit of exact cards first, its ways its own), all
    but the last's combinations a block at a time, each against every row of the last at once.
    Seats with values to take away are counted once for each choice of which of them take theirs,
    an odd number taken away."""
    import numpy as np

    choose = binomials()
    players = sum(len(u.seats) for u in units)
    last = units[-1]
    outer = [len(u.taken) for u in units[:-1]]
    total = math.prod(outer)
    block = max(1, CELLS // (13 * len(last.taken)))
    last_columns = np.ascontiguousarray(last.taken.T)
    for start in range(0, total, block):
        index = list(np.unravel_index(np.arange(start, min(start + block, total)), outer)) if outer else []
        rows = len(index[0]) if index else 1
        left = np.broadcast_to(available, (rows, 13)).copy()
        ways = np.ones(rows, dtype=np.int64)
        # Rank by rank down contiguous columns (some five times quicker than products over a last
        # axis of 13); a binomial of more cards than are left is 0, so it also says what fits.
        for unit, at in zip(units[:-1], index):  # one after another from the unseen cards
            taken = unit.taken[at]
            if unit.ways is None:
                for rank in range(13):
                    ways *= choose[left[:, rank], taken[:, rank]]
            else:
                ways *= unit.ways[at] * (taken <= left).all(axis=1)
            left = np.maximum(left - taken, 0)
        kept = ways > 0
        left, ways, index = left[kept], ways[kept], [at[kept] for at in index]
        left_columns = np.ascontiguousarray(left.T)
        both = np.outer(ways, np.ones(len(last.taken), dtype=np.int64) if last.ways is None else last.ways)  # (combinations, last unit's rows): the deals
        for rank in range(13):
            if last.ways is None:
                both *= choose[left_columns[rank][:, None], last_columns[rank][None, :]]
            else:
                both *= last_columns[rank][None, :] <= left_columns[rank][:, None]
        weights = both.ravel().astype(np.float64)  # exact: far below 2**53

        def spread(unit: int, values: NDArray[np.int64]) -> NDArray[np.int64]:
            return np.broadcast_to(values[None, :] if unit == len(units) - 1 else values[index[unit]][:, None], both.shape)

        hands: list[NDArray[np.int64]] = [np.zeros(0, dtype=np.int64)] * players
        lows: list[NDArray[np.int64]] | None = None if units[0].lows is None else [np.zeros(0, dtype=np.int64)] * players
        minus = []
        for number, unit in enumerate(units):
            for place, seat in enumerate(unit.seats):
                hands[seat] = spread(number, unit.values[place])
                if lows is not None and unit.lows is not None:
                    lows[seat] = spread(number, unit.lows[place])
                if unit.minus:
                    minus.append((seat, spread(number, unit.minus[place])))
        for choice in range(1 << len(minus)):
            chosen = list(hands)
            for bit, (seat, value) in enumerate(minus):
                if choice >> bit & 1:
                    chosen[seat] = value
            sign = -1 if choice.bit_count() & 1 else 1
            counts += sign * np.bincount(outcomes(chosen, lows).ravel(), weights=weights, minlength=len(counts))
