"""Hold'em ranges with a card or two to come, counted at once: every seat's combinations ranked on
every runout of the board as arrays, and every fitting choice of combinations with every runout
counted by who wins, weights and all.

For a flop between two ranges this replaces a few hundred exact runs (one for each fitting pair)
by a handful of array operations over (combinations x combinations x runouts). Heads-up, unless
most runouts can make a flush, every runout is counted by kind (its ranks) and the combinations by
rank class, then corrected where a combination flushes (:func:`_heads_up_by_kind`). The tally is
the same sum, deal by deal, as those runs', so the answer is the same to the last digit. What a
board and the cards gone decide (its runouts, how many of each kind hold each card, which can
flush) is worked out once and kept (:func:`_board`).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from ..evaluation.keys import RANK_KEYS
from ._counting import add_winners, choices, high_tables, winners
from ._results import Tally

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["RUNOUT_CELLS", "count"]

_Item = TypeVar("_Item", bound="np.generic")

RUNOUT_CELLS = 4_000_000
"""The most (choices of combinations x runouts) counted at once; a larger spot goes fitting choice
by fitting choice."""

BY_KIND_PAIRS = 64
"""Heads-up, the fewest pairs of combinations counted by kind of runout (:func:`_heads_up_by_kind`);
fewer go runout by runout, which takes fewer steps."""


@functools.cache
def _cards() -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Per card its rank key, and its bit in its suit's 13-bit mask (a row of four suits)."""
    import numpy as np

    keys = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int64)
    bits = np.zeros((52, 4), dtype=np.int64)
    for c in range(52):
        bits[c, c & 3] = 1 << (c >> 2)
    return keys, bits


def cells(sizes: Sequence[int], board: int, unseen: int) -> int:
    """How many (choice of combinations, runout) cells a spot has: the seats' numbers of
    combinations multiplied, times the runouts of ``unseen`` cards to a board of ``board``."""
    import math

    return math.prod(sizes) * math.comb(unseen, 5 - board)


class _Runs(NamedTuple):
    """Every runout of a number of cards, as :func:`_runs` makes them."""

    cards: NDArray[np.int64]  # (runouts, to come)
    kinds: NDArray[np.int64]  # (runouts,)
    kind_keys: NDArray[np.int64]  # (kinds,)
    bits: NDArray[np.int64]  # (runouts, 4)
    members: NDArray[np.bool_]  # (52, runouts)
    pair: NDArray[np.int64]  # (52, 52)
    pair_kinds: NDArray[np.int64]  # (runouts + 1,): ``kinds``, and 0 past the end (where ``pair`` puts a card with itself)
    suits: NDArray[np.int64]  # (runouts,): its cards' suits as one number (base 4)


@functools.cache
def _runs(to_come: int) -> _Runs:
    """Every runout of ``to_come`` cards from the whole deck (the spot's deck picks among them): its
    cards, its kind (which ranks it holds) and each kind's rank key, its suits' 13-bit masks, which
    cards each holds (cards x runouts), for two to come the runout two cards make (one past the end
    for a card with itself), and its cards' suits as one number."""
    import numpy as np

    keys, bits = _cards()
    cards = choices(52, to_come)
    kind_of: dict[tuple[int, ...], int] = {}
    kinds = np.array([kind_of.setdefault(tuple(sorted(c >> 2 for c in run)), len(kind_of)) for run in cards.tolist()], dtype=np.int64)
    kind_keys = np.array([sum(RANK_KEYS[r] for r in ranks) for ranks in kind_of], dtype=np.int64)
    members = np.zeros((52, len(cards)), dtype=bool)
    members[cards, np.arange(len(cards))[:, None]] = True
    pair = np.full((52, 52), len(cards), dtype=np.int64)
    if to_come == 2:
        pair[cards[:, 0], cards[:, 1]] = pair[cards[:, 1], cards[:, 0]] = np.arange(len(cards))
    suits = (cards & 3) @ (4 ** np.arange(to_come, dtype=np.int64))
    return _Runs(cards, kinds, kind_keys, bits[cards].sum(axis=1), members, pair, np.append(kinds, 0), suits)


def _held(runouts: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Which of ``runouts`` (rows of cards) hold each card: (52, runouts)."""
    import numpy as np

    held = np.zeros((52, len(runouts)), dtype=bool)
    held[runouts, np.arange(len(runouts))[:, None]] = True
    return held


class _Board(NamedTuple):
    """A board's runouts from the cards left, worked out once for the board and the cards gone
    and kept from call to call (:func:`_board`); its arrays are read-only."""

    to_come: int
    at: NDArray[np.int64]  # (runouts,): the runouts of the cards left (indices into :func:`_runs`)
    kinds: NDArray[np.int64]  # (runouts,): their kinds
    kind_keys: NDArray[np.int64]  # (kinds,): the board's rank keys with each kind's
    members: NDArray[np.bool_]  # (52, runouts): which runouts hold each card
    flushing: NDArray[np.int64]  # (flushing,): the runouts that can make a flush (indices into ``at``)
    suit: NDArray[np.int64]  # (flushing,): the suit they can make it in (one at most, with five board cards)
    suit_bits: NDArray[np.int64]  # (flushing,): that suit's ranks on the board and the runout, as a 13-bit mask


@functools.lru_cache(maxsize=16)
def _board(board: tuple[int, ...], gone: tuple[int, ...]) -> _Board:
    """The :class:`_Board` of ``board`` with the cards ``gone`` (the board's, the known hands', the
    dead ones) out of the deck."""
    import numpy as np

    keys, bits = _cards()
    to_come = 5 - len(board)
    runs = _runs(to_come)
    at = np.flatnonzero(~runs.members[list(gone)].any(axis=0))
    members = _held(runs.cards[at])  # (scattered from the runouts' cards: quicker than taking the whole deck's columns)
    flush_suit = _flush_suits(tuple(sorted(c & 3 for c in board)), to_come)[runs.suits[at]]  # each runout's suit of three or more, or -1
    flushing = np.flatnonzero(flush_suit >= 0)
    suit = flush_suit[flushing]
    suit_bits = runs.bits[at[flushing], suit] | bits[list(board)].sum(axis=0)[suit]
    plan = _Board(to_come, at, runs.kinds[at], runs.kind_keys + int(keys[list(board)].sum()), members, flushing, suit, suit_bits)
    for array in plan[1:]:
        array.flags.writeable = False
    return plan


class _Kinds(NamedTuple):
    """A board's runouts by kind, for :func:`_heads_up_by_kind` (:func:`_kinds`); read-only."""

    every: NDArray[np.int64]  # (kinds,): the runouts of each kind
    per_card: NDArray[np.int64]  # (52, kinds): the runouts of each kind holding the card
    usable: NDArray[np.int64]  # (every runout + 1,): 1 for a runout of the cards left (0 one past the end)
    flush_kinds: NDArray[np.int64]  # (flushing,): the flushing runouts' kinds
    flush_members: NDArray[np.bool_]  # (52, flushing): which of them hold each card


@functools.lru_cache(maxsize=16)
def _kinds(board: tuple[int, ...], gone: tuple[int, ...]) -> _Kinds:
    """The :class:`_Kinds` of a :func:`_board`."""
    import numpy as np

    plan = _board(board, gone)
    runs = _runs(plan.to_come)
    kinds_count = len(runs.kind_keys)
    per_card = np.bincount((runs.cards[plan.at] * kinds_count + plan.kinds[:, None]).ravel(), minlength=52 * kinds_count)
    usable = np.zeros(len(runs.cards) + 1, dtype=np.int64)
    usable[plan.at] = 1
    kinds = _Kinds(
        np.bincount(plan.kinds, minlength=kinds_count),
        per_card.astype(np.int64).reshape(52, kinds_count),
        usable,
        plan.kinds[plan.flushing],
        _held(runs.cards[plan.at[plan.flushing]]),
    )
    for array in kinds:
        array.flags.writeable = False
    return kinds


def forget_boards() -> None:
    """Drop the boards' runout tables kept from earlier calls (:func:`_board`, :func:`_kinds`)."""
    _board.cache_clear()
    _kinds.cache_clear()


class _Seats(NamedTuple):
    """Each seat's combinations (cards, weights) and their values on a runout of each kind without a
    flush, and the board's runouts."""

    hands: list[NDArray[np.int64]]
    weights: list[NDArray[np.int64]]
    by_kind: list[NDArray[np.int16]]
    board: _Board


def count(seats: Sequence[Sequence[tuple[tuple[int, ...], int]]], board: Sequence[int], deck: Sequence[int], tally: Tally) -> int:
    """Add to ``tally`` every deal of a hold'em spot whose seats each hold one of their combinations
    (``(cards, whole-number weight)``; a known hand is one combination of weight 1) and whose board
    of ``board`` is completed from ``deck`` (the cards no seat is sure to hold), each deal as often as
    its combinations' weights multiplied: combinations sharing a card, or a card of the runout, are
    no deal. Returns the deals counted (each once)."""
    import numpy as np

    keys, _ = _cards()
    nonflush, _ = high_tables()
    left = set(deck)
    known = tuple(board), tuple(c for c in range(52) if c not in left)
    plan = _board(*known)
    hands = [np.array([c for c, _ in combos], dtype=np.int64).reshape(-1, 2) for combos in seats]
    weights = [np.array([w for _, w in combos], dtype=np.int64) for combos in seats]
    if len(seats) == 2 and len(hands[0]) * len(hands[1]) >= BY_KIND_PAIRS and 2 * len(plan.flushing) < len(plan.at):
        return _heads_up_by_kind(hands, weights, plan, _kinds(*known), tally)
    # (a combination with a runout it shares a card with can sum past the table: clipped, never counted)
    by_kind = [nonflush.take(keys[cards].sum(axis=1)[:, None] + plan.kind_keys, mode="clip").astype(np.int16) for cards in hands]
    spot = _Seats(hands, weights, by_kind, plan)
    if len(seats) == 2:
        return _heads_up(spot, tally)
    return _every_choice(*_every_runout(spot), spot.weights, hands, tally)


def _every_runout(spot: _Seats) -> tuple[list[NDArray[np.int16]], list[NDArray[np.bool_]]]:
    """Each seat's values on each of the spot's runouts (combinations x runouts, flushes counted),
    and which runouts each combination fits (shares no card with)."""
    import numpy as np

    _, bits = _cards()
    _, flush = high_tables()
    plan = spot.board
    values, fits = [], []
    for cards, by_kind in zip(spot.hands, spot.by_kind):
        value = by_kind[:, plan.kinds]
        if len(plan.flushing):
            suits = bits[cards].sum(axis=1)[:, plan.suit]  # (combinations, flushing runouts): the hand's cards of the runout's suit
            value[:, plan.flushing] = np.maximum(value[:, plan.flushing], flush[suits | plan.suit_bits[None, :]])
        values.append(value)
        fits.append(~(plan.members[cards[:, 0]] | plan.members[cards[:, 1]]))
    return values, fits


def _every_choice(
    seat_values: list[NDArray[np.int16]], seat_fits: list[NDArray[np.bool_]], seat_weights: list[NDArray[np.int64]], hands: list[NDArray[np.int64]], tally: Tally
) -> int:
    """:func:`count` for three seats or more: every choice of combinations with every runout, each
    seat's arrays on an axis of its own (combinations of seat 0, of seat 1, ..., runouts)."""
    import numpy as np

    players = len(seat_values)

    def spread(array: NDArray[_Item], seat: int) -> NDArray[_Item]:
        shape = [1] * (players + 1)
        shape[seat] = array.shape[0]
        if array.ndim == 2:
            shape[-1] = array.shape[1]
        return array.reshape(shape)

    values = [spread(v, seat).astype(np.int64) for seat, v in enumerate(seat_values)]
    valid = spread(seat_fits[0], 0)
    for seat, fit in enumerate(seat_fits[1:], 1):
        valid = valid & spread(fit, seat)
    for i in range(players):
        for j in range(i + 1, players):
            apart = _apart(hands[i], hands[j])
            shape = [1] * (players + 1)
            shape[i], shape[j] = apart.shape
            valid = valid & apart.reshape(shape)
    mask = np.broadcast_to(winners(values), valid.shape)
    weight = spread(seat_weights[0], 0)
    for seat, w in enumerate(seat_weights[1:], 1):
        weight = weight * spread(w, seat)
    weight = np.broadcast_to(weight, valid.shape)
    add_winners(tally, np.bincount(mask[valid], weights=weight[valid].astype(np.float64), minlength=1 << players).astype(np.float64))
    return int(valid.sum())


def _heads_up(spot: _Seats, tally: Tally) -> int:
    """:func:`count` for two seats, runout by runout: for each pair of combinations, the runouts
    that fit both and which of them each wins (compared over combinations x combinations x
    runouts, then summed)."""
    (first, second), (fit_first, fit_second) = _every_runout(spot)
    won, lost, runs = _compared(first, second, fit_first, fit_second)
    return _tallied(spot, runs, won, lost, tally)


def _compared(
    first: NDArray[np.int16], second: NDArray[np.int16], fit_first: NDArray[np.bool_], fit_second: NDArray[np.bool_]
) -> tuple[NDArray[np.int64], NDArray[np.int64], NDArray[np.int64]]:
    """For each pair of combinations (first's x second's), the runouts that fit both where the first
    wins, where the second does, and how many fit both (combinations x combinations x runouts,
    counted over the runouts)."""
    import numpy as np

    fit = fit_first[:, None, :] & fit_second[None, :, :]
    ahead, behind = first[:, None, :], second[None, :, :]
    won = np.count_nonzero((ahead > behind) & fit, axis=2)
    lost = np.count_nonzero((ahead < behind) & fit, axis=2)
    return won, lost, np.count_nonzero(fit, axis=2)


def _heads_up_by_kind(hands: list[NDArray[np.int64]], weights: list[NDArray[np.int64]], plan: _Board, counts: _Kinds, tally: Tally) -> int:
    """:func:`count` for two seats, every runout first counted by kind as if it made no flush, then
    corrected where a combination does flush.

    Without a flush a runout's ranks alone decide every hand, and a combination's value on a kind
    of runout depends on its ranks alone: so the values are compared once per pair of *rank
    classes* (QQ, AK, ...) and kind, not per pair of combinations and runout. How many runouts of
    a kind fit a pair of combinations is counted by inclusion-exclusion: every runout of the kind,
    less those holding one of the four cards, plus those holding two of them (a runout holds two
    cards at most). That count is a part for each combination plus a part for the pair's cards
    across, so the first parts are summed over each class pair's weights before any comparison,
    and only the cross parts (four runouts a pair, none with one card to come) go pair by pair.
    Last, each (combination, runout) where the combination makes a flush (few of them) has its
    comparisons with the other seat's combinations on that runout redone with the flush
    (:func:`_flushes`). The two seats' combinations go through each step together."""
    import numpy as np

    keys, _ = _cards()
    nonflush, _ = high_tables()
    runs = _runs(plan.to_come)
    count_first = len(hands[0])
    cards = np.concatenate(hands)
    ranks = cards >> 2
    key = ranks.max(axis=1) * 13 + ranks.min(axis=1)
    key[count_first:] += 169  # the second seat's classes after the first's
    order = np.argsort(key, kind="stable")  # each class's combinations side by side
    cards, key, weight = cards[order], key[order], np.concatenate(weights)[order]
    fresh = np.ones(len(key), dtype=bool)
    np.not_equal(key[1:], key[:-1], out=fresh[1:])
    starts = np.flatnonzero(fresh)
    classes = np.cumsum(fresh) - 1  # each combination's class
    classes_first = int(np.searchsorted(starts, count_first))
    # each class's value on each kind (a class with a runout it shares a rank too often with sums past the table: clipped, never counted)
    values = nonflush.take((keys[cards[starts, 0]] + keys[cards[starts, 1]])[:, None] + plan.kind_keys, mode="clip")  # (classes, kinds)
    alone = -counts.per_card[cards[:, 0]] - counts.per_card[cards[:, 1]]  # (combinations, kinds): less the runouts holding a card
    if plan.to_come == 2:  # plus the one holding both
        own = runs.pair[cards[:, 0], cards[:, 1]]
        alone[np.arange(len(cards)), runs.pair_kinds[own]] += counts.usable[own]
    first, second = cards[:count_first], cards[count_first:]
    apart = _apart(first, second)
    pair = weight[:count_first, None] * weight[None, count_first:] * apart
    starts_first, starts_second = starts[:classes_first], starts[classes_first:] - count_first
    by_second = np.add.reduceat(pair, starts_second, axis=1)  # (first's, second's classes)
    by_first = np.add.reduceat(pair, starts_first, axis=0)  # (first's classes, second's)
    times = np.add.reduceat(by_second, starts_first, axis=0)[:, :, None] * counts.every
    times += np.add.reduceat(by_second[:, :, None] * alone[:count_first, None, :], starts_first, axis=0)
    times += np.add.reduceat(by_first[:, :, None] * alone[None, count_first:, :], starts_second, axis=1)
    # times: (first's classes, second's classes, kinds), the fitting runouts weighted, less the cross parts
    wins = values[:classes_first, None, :] > values[None, classes_first:, :]
    losses = values[None, classes_first:, :] > values[:classes_first, None, :]
    won, lost, deals = int(times[wins].sum()), int(times[losses].sum()), int(times.sum())
    counted = bool((weight != 1).any())  # else the deals unweighted are the deals
    if counted:
        unweighted = int(counts.every.sum()) * int(apart.sum())
        unweighted += int(alone[:count_first].sum(axis=1) @ apart.sum(axis=1)) + int(alone[count_first:].sum(axis=1) @ apart.sum(axis=0))
    if plan.to_come == 2:  # the runouts of a card of each (four of them a pair of combinations): taken away twice above
        across = runs.pair[first[:, None, :, None], second[None, :, None, :]]  # (first's, second's, 2, 2)
        kind, add = runs.pair_kinds[across], counts.usable[across]
        weighted = pair[:, :, None, None] * add
        at = classes[:count_first, None, None, None], classes[None, count_first:, None, None] - classes_first, kind
        won += int(weighted[wins[at]].sum())
        lost += int(weighted[losses[at]].sum())
        deals += int(weighted.sum())
        if counted:
            unweighted += int(add[apart].sum())
    if len(plan.flushing):
        more_won, more_lost = _flushes(cards, classes, values, count_first, pair, plan, counts)
        won, lost = won + more_won, lost + more_lost
    _add_two(tally, won, lost, deals)
    return unweighted if counted else deals


def _flushes(
    cards: NDArray[np.int64], classes: NDArray[np.int64], values: NDArray[np.uint16], count_first: int, pair: NDArray[np.int64], plan: _Board, counts: _Kinds
) -> tuple[int, int]:
    """What the flushes change in two seats' counts by kind (:func:`_heads_up_by_kind`, whose
    arrays these are): for each (combination, runout) where the combination makes a flush, its
    comparisons on that runout with the other seat's fitting combinations, with the flush less
    without it. A pair where both flush is redone once, with the first seat's."""
    import numpy as np

    _, bits = _cards()
    _, flush = high_tables()
    held = bits[cards].sum(axis=1)[:, plan.suit]  # (combinations, flushing runouts): the combination's cards of the runout's suit
    fits = ~(counts.flush_members[cards[:, 0]] | counts.flush_members[cards[:, 1]])
    plain = values[:, counts.flush_kinds][classes]  # the value without a flush
    flushed = flush[held | plan.suit_bits]
    makes = fits & (flushed > plain)
    true = np.maximum(plain, flushed)
    won = lost = 0
    i, runout = np.nonzero(makes[:count_first])  # the first seat's flushes, against every fitting combination of the second
    if len(i):
        weight = pair[i] * fits[count_first:, runout].T  # (flushes, second's)
        more_won, more_lost = _redone(true[i, runout], plain[i, runout], true[count_first:, runout].T, plain[count_first:, runout].T, weight)
        won, lost = won + more_won, lost + more_lost
    j, runout = np.nonzero(makes[count_first:])  # the second seat's, against the first's fitting combinations that make none there
    if len(j):
        weight = pair[:, j].T * (fits[:count_first, runout] & ~makes[:count_first, runout]).T  # (flushes, first's)
        them = plain[:count_first, runout].T
        more_lost, more_won = _redone(true[count_first + j, runout], plain[count_first + j, runout], them, them, weight)
        won, lost = won + more_won, lost + more_lost
    return won, lost


def _redone(
    mine: NDArray[np.uint16], mine_plain: NDArray[np.uint16], theirs: NDArray[np.uint16], theirs_plain: NDArray[np.uint16], weight: NDArray[np.int64]
) -> tuple[int, int]:
    """For combinations that flush (``mine``: one a row, with ``mine_plain`` their values without)
    against the other seat's (``theirs``, ``theirs_plain``: rows of them), the weighted wins and
    losses with the flush less those without it."""
    mine, mine_plain = mine[:, None], mine_plain[:, None]
    wins = (mine > theirs).view("int8") - (mine_plain > theirs_plain).view("int8")
    losses = (theirs > mine).view("int8") - (theirs_plain > mine_plain).view("int8")
    return int((weight * wins).sum()), int((weight * losses).sum())


def _tallied(spot: _Seats, fitting: NDArray[np.int64], won: NDArray[np.int64], lost: NDArray[np.int64], tally: Tally) -> int:
    """Add two seats' counts to ``tally``, each pair of combinations (``fitting`` runouts, of them
    ``won`` by the first seat and ``lost``) as often as its weights multiplied when the two share no
    card; returns the deals (each once)."""
    import numpy as np

    apart = _apart(spot.hands[0], spot.hands[1])
    pair = (np.outer(spot.weights[0], spot.weights[1]) * apart).ravel()
    _add_two(tally, int(won.ravel() @ pair), int(lost.ravel() @ pair), int(fitting.ravel() @ pair))
    return int(fitting.ravel() @ apart.ravel())


def _add_two(tally: Tally, won: int, lost: int, deals: int) -> None:
    """Add two seats' deals to ``tally``: ``won`` by the first, ``lost`` (won by the second), the
    rest of ``deals`` tied."""
    for seats, times in (((0,), won), ((1,), lost), ((0, 1), deals - won - lost)):
        if times:
            tally.add([(0, seats, True)], times)


def _apart(first: NDArray[np.int64], second: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Which pairs of two seats' combinations (rows of cards) share no card: (first's, second's)."""
    apart: NDArray[np.bool_] = ((1 << first).sum(axis=1)[:, None] & (1 << second).sum(axis=1)[None, :]) == 0
    return apart


@functools.lru_cache(maxsize=64)
def _flush_suits(board_suits: tuple[int, ...], to_come: int) -> NDArray[np.int64]:
    """By a runout's suits (:class:`_Runs`' ``suits``), the suit holding three or more of the five
    board cards with it, or -1 (five cards: one such suit at most)."""
    import numpy as np

    found = []
    for code in range(4**to_come):
        counts = [board_suits.count(suit) for suit in range(4)]
        for place in range(to_come):
            counts[code // 4**place % 4] += 1
        found.append(next((suit for suit in range(4) if counts[suit] >= 3), -1))
    return np.array(found, dtype=np.int64)
