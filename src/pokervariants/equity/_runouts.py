"""Hold'em ranges with a card or two to come, counted at once: every seat's combinations ranked on
every runout of the board as arrays, and every fitting choice of combinations with every runout
counted by who wins, weights and all.

For a flop between two ranges this replaces a few hundred exact runs (one for each fitting pair)
by a handful of array operations over (combinations x combinations x runouts). Heads-up, unless
most runouts can make a flush, every runout is counted by kind (its ranks) and the combinations by
rank class, then corrected where a combination flushes (:func:`_heads_up_by_kind`). The tally is
the same sum, deal by deal, as those runs', so the answer is the same to the last digit. The
runouts are the whole deck's, made once (:func:`_runs`); what a board and the cards gone decide
(which runouts they block, how many of each kind hold each card, which can flush) is worked out
once and kept (:func:`_board`). The arrays are laid out so that numpy takes rows rather than
columns and compares whole rows: at these sizes each step costs about its call, so the steps are
few.
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

RUNOUT_CELLS = 4_500_000
"""The most (choices of combinations x runouts) counted at once; a larger spot goes fitting choice
by fitting choice. The runouts are the whole deck's (1,326 on the flop, of which a spot's cards
leave some 1,100 to 1,200): about 3,400 choices of combinations on the flop."""

BY_KIND_PAIRS = 120
"""Heads-up, the fewest pairs of combinations counted by kind of runout (:func:`_heads_up_by_kind`)
when at most 200 runouts can make a flush; more raise it by their number squared (each flush is
corrected flush by flush), and with most runouts flushing none is. Fewer go runout by runout, whose
arrays grow with the pairs but whose steps are fewer (the two cross near here, measured)."""


@functools.cache
def _cards() -> tuple[NDArray[np.int64], NDArray[np.uint16]]:
    """Per card its rank key, and its bit in its suit's 13-bit mask (a row of four suits)."""
    import numpy as np

    keys = np.array([RANK_KEYS[c >> 2] for c in range(52)], dtype=np.int64)
    bits = np.zeros((52, 4), dtype=np.uint16)
    for c in range(52):
        bits[c, c & 3] = 1 << (c >> 2)
    return keys, bits


@functools.cache
def _suit_tables() -> tuple[NDArray[np.int8], NDArray[np.int8]]:
    """Per suit, a row counting one card of it; and per 13-bit mask of ranks, how many it holds
    (read-only)."""
    import numpy as np

    one = np.eye(4, dtype=np.int8)
    held = np.array([bin(mask).count("1") for mask in range(1 << 13)], dtype=np.int8)
    one.flags.writeable = held.flags.writeable = False
    return one, held


def cells(sizes: Sequence[int], board: int) -> int:
    """How many (choice of combinations, runout) cells a spot has: the seats' numbers of
    combinations multiplied, times the runouts to a board of ``board`` cards from the whole deck
    (those holding a card gone are counted, then masked: :class:`_Board`)."""
    import math

    return math.prod(sizes) * math.comb(52, 5 - board)


class _Runs(NamedTuple):
    """Every runout of a number of cards from the whole deck, as :func:`_runs` makes them."""

    cards: NDArray[np.int64]  # (runouts, to come)
    kinds: NDArray[np.int64]  # (runouts,)
    kind_keys: NDArray[np.int64]  # (kinds,)
    bits: NDArray[np.uint16]  # (runouts, 4)
    members: NDArray[np.bool_]  # (52, runouts)
    class_kinds: NDArray[np.int64]  # (169, 169, 6): for two cards to come, the kinds of the runouts two rank classes make (:func:`_class_kinds`)
    suits: NDArray[np.int64]  # (runouts,): its cards' suits as one number (base 4)
    every: NDArray[np.int64]  # (kinds,): the runouts of each kind
    per_card: NDArray[np.int64]  # (52, kinds): the runouts of each kind holding the card
    cells: NDArray[np.int64]  # (runouts, to come): for each card of the runout, its place in ``per_card`` with the runout's kind
    masks: NDArray[np.int64]  # (runouts,): its cards, one bit each


@functools.cache
def _runs(to_come: int) -> _Runs:
    """Every runout of ``to_come`` cards from the whole deck (a spot masks those holding a card it
    has seen): its cards, its kind (which ranks it holds) and each kind's rank key, its suits'
    13-bit masks, which cards each holds (cards x runouts), for two to come the kinds two rank
    classes make (:func:`_class_kinds`), its cards' suits as one number, and how many
    runouts of each kind there are, in all and holding each card. Read-only."""
    import numpy as np

    keys, bits = _cards()
    cards = choices(52, to_come)
    kind_of: dict[tuple[int, ...], int] = {}
    kinds = np.array([kind_of.setdefault(tuple(sorted(c >> 2 for c in run)), len(kind_of)) for run in cards.tolist()], dtype=np.int64)
    kind_keys = np.array([sum(RANK_KEYS[r] for r in ranks) for ranks in kind_of], dtype=np.int64)
    members = np.zeros((52, len(cards)), dtype=bool)
    members[cards, np.arange(len(cards))[:, None]] = True
    class_kinds = _class_kinds(kind_of) if to_come == 2 else np.zeros((0, 0, 6), dtype=np.int64)
    suits = (cards & 3) @ (4 ** np.arange(to_come, dtype=np.int64))
    cells = cards * len(kind_of) + kinds[:, None]
    per_card = np.bincount(cells.ravel(), minlength=52 * len(kind_of)).reshape(52, len(kind_of))
    runs = _Runs(cards, kinds, kind_keys, bits[cards].sum(axis=1, dtype=np.uint16), members, class_kinds, suits, np.bincount(kinds), per_card, cells, _masks(cards))
    for array in runs:
        array.flags.writeable = False
    return runs


def _class_kinds(kind_of: dict[tuple[int, ...], int]) -> NDArray[np.int64]:
    """For two cards to come, the kinds (``kind_of``: by sorted ranks) of the runouts that hold two of
    the cards of a combination of rank class ``a`` (``13 * high + low``) and one of class ``b``:
    ``a``'s own two, ``b``'s own two, and one of each (high with high, high with low, low with
    high, low with low)."""
    import numpy as np

    of_ranks = np.zeros((13, 13), dtype=np.int64)
    for pair, kind in kind_of.items():
        of_ranks[pair] = of_ranks[pair[::-1]] = kind
    highs, lows = np.divmod(np.arange(169), 13)
    own = of_ranks[highs, lows]
    found = [own[:, None], own[None, :]] + [of_ranks[mine[:, None], theirs[None, :]] for mine in (highs, lows) for theirs in (highs, lows)]
    return np.stack([np.broadcast_to(k, (169, 169)) for k in found], axis=2)


class _Board(NamedTuple):
    """What a board and the cards gone decide about its runouts, worked out once for them and kept
    from call to call (:func:`_board`); its arrays are read-only. The runouts are every runout of
    the whole deck (:func:`_runs`), those holding a card gone masked out (``blocked``): a few more
    columns to compare, and nothing to gather per board."""

    runs: _Runs
    blocked: NDArray[np.bool_]  # (runouts,): which runouts hold a card gone
    kind_keys: NDArray[np.int64]  # (kinds,): the board's rank keys with each kind's
    flushing: NDArray[np.int64]  # (flushing,): the runouts of the cards left that can make a flush
    suit: NDArray[np.int64]  # (flushing,): the suit they can make it in (one at most, with five board cards)
    suit_bits: NDArray[np.uint16]  # (flushing,): that suit's ranks on the board and the runout, as a 13-bit mask
    flush_masks: NDArray[np.int64]  # (flushing,): the flushing runouts' cards, one bit each
    need: NDArray[np.int8]  # (flushing,): the fewest cards of that suit a hand must hold to make the flush


@functools.lru_cache(maxsize=16)
def _board(board: tuple[int, ...], gone: tuple[int, ...]) -> _Board:
    """The :class:`_Board` of ``board`` with the cards ``gone`` (the board's, the known hands', the
    dead ones) out of the deck."""
    import numpy as np

    to_come = 5 - len(board)
    runs = _runs(to_come)
    blocked = (runs.masks & sum(1 << c for c in gone)) != 0
    can = _flush_suits(tuple(sorted(c & 3 for c in board)), to_come)
    left = ~blocked[can.runouts]
    board_bits = [0] * 4
    for c in board:
        board_bits[c & 3] |= 1 << (c >> 2)
    suit = can.suit[left]
    suit_bits = can.bits[left] | np.array(board_bits, dtype=np.uint16)[suit]
    plan = _Board(runs, blocked, runs.kind_keys + sum(RANK_KEYS[c >> 2] for c in board), can.runouts[left], suit, suit_bits, can.masks[left], can.need[left])
    for array in plan[1:]:
        array.flags.writeable = False
    return plan


class _Kinds(NamedTuple):
    """A board's runouts by kind, for :func:`_heads_up_by_kind` (:func:`_kinds`); read-only."""

    every: NDArray[np.int64]  # (kinds,): the runouts of each kind
    less: NDArray[np.int64]  # (52, kinds): minus the runouts of each kind holding the card (none for a card gone)
    flush_kinds: NDArray[np.int64]  # (flushing,): the flushing runouts' kinds


@functools.lru_cache(maxsize=16)
def _kinds(board: tuple[int, ...], gone: tuple[int, ...]) -> _Kinds:
    """The :class:`_Kinds` of a :func:`_board`: the whole deck's counts less the blocked runouts'."""
    import numpy as np

    plan = _board(board, gone)
    runs = plan.runs
    kinds_count = len(runs.kind_keys)
    out = np.flatnonzero(plan.blocked)
    less = np.bincount(runs.cells[out].ravel(), minlength=52 * kinds_count).reshape(52, kinds_count)
    kinds = _Kinds(runs.every - np.bincount(runs.kinds[out], minlength=kinds_count), np.subtract(less, runs.per_card, out=less), runs.kinds[plan.flushing])
    for array in kinds:
        array.flags.writeable = False
    return kinds


def forget_boards() -> None:
    """Drop the boards' runout tables kept from earlier calls (:func:`_board`, :func:`_kinds`)."""
    _board.cache_clear()
    _kinds.cache_clear()


def count(
    hands: Sequence[NDArray[np.int64]], weights: Sequence[NDArray[np.int64] | None], board: tuple[int, ...], gone: tuple[int, ...], tally: Tally
) -> int:
    """Add to ``tally`` every deal of a hold'em spot whose seats each hold one of their combinations
    (``hands``: a seat's rows of two cards, a known hand one row; ``weights``: each row's
    whole-number weight, or ``None`` for all 1) and whose board of ``board`` is completed from the
    cards not ``gone`` (sorted: the board's, the known hands', the dead ones; no range's
    combination holds one), each deal as often as its combinations' weights multiplied:
    combinations sharing a card, or a card of the runout, are no deal. Returns the deals counted
    (each once)."""
    import numpy as np

    plan = _board(board, gone)
    weighed = None if all(w is None for w in weights) else [np.ones(len(h), dtype=np.int64) if w is None else w for h, w in zip(hands, weights)]
    if len(hands) == 2:
        free = (int(hands[0][0, 0]) not in gone, int(hands[1][0, 0]) not in gone)  # (a seat's cards are all gone, a known hand's, or none)
        if _by_kind(len(hands[0]) * len(hands[1]), plan):
            return _heads_up_by_kind(list(hands), weighed, free, plan, _kinds(board, gone), tally)
    cards = np.concatenate(hands)
    values, fits = _every_runout(cards, plan)
    if len(hands) == 2:
        return _heads_up(list(hands), weighed, values, fits, not free[0], tally)
    cuts = np.cumsum([len(h) for h in hands])[:-1]
    every = weighed or [np.ones(len(h), dtype=np.int64) for h in hands]
    return _every_choice(np.split(values, cuts), np.split(fits, cuts), every, list(hands), tally)


def _by_kind(pairs: int, plan: _Board) -> bool:
    """Whether two seats' ``pairs`` of combinations go quicker by kind of runout (:data:`BY_KIND_PAIRS`)."""
    flushing = len(plan.flushing)
    return pairs >= BY_KIND_PAIRS * max(1.0, (flushing / 200) ** 2) and 2 * flushing < len(plan.blocked) - int(plan.blocked.sum())


def _every_runout(cards: NDArray[np.int64], plan: _Board) -> tuple[NDArray[np.uint16], NDArray[np.bool_]]:
    """The values of combinations (rows of ``cards``, every seat's) on each of the board's runouts
    (combinations x runouts, flushes counted), and which runouts each fits (shares no card with,
    nor with a card gone)."""
    import numpy as np

    keys, bits = _cards()
    nonflush, flush = high_tables()
    runs = plan.runs
    # (a combination with a runout it shares a card with can sum past the table: clipped, never counted)
    by_kind = nonflush.take(keys[cards].sum(axis=1)[:, None] + plan.kind_keys, mode="clip")
    rows = np.ascontiguousarray(by_kind.T).take(runs.kinds, axis=0)  # (runouts x combinations: rows taken, far quicker than columns)
    if len(plan.flushing):
        suited = np.ascontiguousarray((bits[cards[:, 0]] | bits[cards[:, 1]]).T).take(plan.suit, axis=0)  # (flushing runouts, combinations): the hand's cards of the runout's suit
        rows[plan.flushing] = np.maximum(rows[plan.flushing], flush.take(suited | plan.suit_bits[:, None]))
    values = np.ascontiguousarray(rows.T)  # (combinations x runouts, each row whole: the comparisons read it far quicker)
    return values, ~(runs.members[cards[:, 0]] | runs.members[cards[:, 1]] | plan.blocked)


def _every_choice(
    seat_values: list[NDArray[np.uint16]], seat_fits: list[NDArray[np.bool_]], seat_weights: list[NDArray[np.int64]], hands: list[NDArray[np.int64]], tally: Tally
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
            apart = _apart(_masks(hands[i]), _masks(hands[j]))
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


def _heads_up(
    hands: list[NDArray[np.int64]], weights: list[NDArray[np.int64]] | None, values: NDArray[np.uint16], fits: NDArray[np.bool_], known: bool, tally: Tally
) -> int:
    """:func:`count` for two seats, runout by runout (``values`` and ``fits``: :func:`_every_runout`'s
    for the first seat's combinations, then the second's): for each pair of combinations, the
    runouts that fit both, and of them those the first seat wins and those the second does
    (compared over combinations x combinations x runouts, then counted), each pair as often as its
    weights multiplied when the two share no card (``None``: all 1). ``known``: the first seat is a
    known hand, its cards gone. Returns the deals (each once)."""
    import numpy as np

    split = len(hands[0])
    first, second = values[:split, None, :], values[None, split:, :]
    found = np.empty((3, split, len(values) - split, values.shape[1]), dtype=bool)  # won, lost, fitting: one count for the three
    fit = found[2]
    if known:  # a known hand, its cards gone: every runout that fits the other's combination fits it, and none shares a card with it
        fit[0] = fits[1:]
    else:
        np.logical_and(fits[:split, None, :], fits[None, split:, :], out=fit)
    np.logical_and(np.greater(first, second, out=found[0]), fit, out=found[0])
    np.logical_and(np.less(first, second, out=found[1]), fit, out=found[1])
    counted = found.view(np.uint8).sum(axis=3, dtype=np.uint16).reshape(3, -1).astype(np.int64)  # (bytes summed: far quicker than count_nonzero on an axis)
    apart = np.ones(counted.shape[1], dtype=np.int64) if known else _apart(_masks(hands[0]), _masks(hands[1])).ravel().astype(np.int64)
    pairs = apart if weights is None else np.outer(weights[0], weights[1]).ravel() * apart  # each pair's weight (0: a card shared)
    won, lost, deals = (counted @ pairs).tolist()
    _add_two(tally, won, lost, deals)
    return int(deals) if weights is None else int(counted[2] @ apart)


def _heads_up_by_kind(
    hands: list[NDArray[np.int64]], weights: list[NDArray[np.int64]] | None, free: tuple[bool, bool], plan: _Board, counts: _Kinds, tally: Tally
) -> int:
    """:func:`count` for two seats, every runout first counted by kind as if it made no flush, then
    corrected where a combination does flush.

    Without a flush a runout's ranks alone decide every hand, and a combination's value on a kind
    of runout depends on its ranks alone: so the values are compared once per pair of *rank
    classes* (QQ, AK, ...) and kind, not per pair of combinations and runout. How many runouts of
    a kind fit a pair of combinations is counted by inclusion-exclusion: every runout of the kind,
    less those holding one of the four cards, plus those holding two of them (a runout holds two
    cards at most). That count is a part for each combination plus a part for the pair's cards
    across, so the first parts are summed over each class pair's weights before any comparison.
    The runouts holding two of the cards are of a kind the class pair's ranks decide: a
    combination's own two cards, and one card of each (four a pair); each counts once for every
    pair whose cards are not gone (a range's never are, a known hand's always), so they are added
    by class pair too. Last, each (combination, runout) where the combination makes a flush (few
    of them) has its comparisons with the other seat's combinations on that runout redone with the
    flush (:func:`_flushes`). The two seats' combinations go through each step together. ``free``
    says whether each seat's cards are left in the deck (a range's) or gone (a known hand's);
    ``weights`` ``None``, every combination weighs 1."""
    import numpy as np

    keys, _ = _cards()
    nonflush, _ = high_tables()
    runs = plan.runs
    count_first = len(hands[0])
    cards = np.concatenate(hands)
    ranks = cards >> 2
    key = np.maximum(ranks[:, 0], ranks[:, 1]) * 13 + np.minimum(ranks[:, 0], ranks[:, 1])
    key[count_first:] += 169  # the second seat's classes after the first's
    order = np.argsort(key, kind="stable")  # each class's combinations side by side
    cards, key = cards[order], key[order]
    weight = np.ones(len(cards), dtype=np.int64) if weights is None else np.concatenate(weights)[order]
    fresh = np.ones(len(key), dtype=bool)
    np.not_equal(key[1:], key[:-1], out=fresh[1:])
    starts = np.flatnonzero(fresh)
    classes = np.cumsum(fresh) - 1  # each combination's class
    classes_first = int(np.searchsorted(starts, count_first))
    # each class's value on each kind (a class with a runout it shares a rank too often with sums past the table: clipped, never counted)
    values = nonflush.take((keys[cards[starts, 0]] + keys[cards[starts, 1]])[:, None] + plan.kind_keys, mode="clip")  # (classes, kinds)
    alone = counts.less[cards[:, 0]] + counts.less[cards[:, 1]]  # (combinations, kinds): less the runouts holding a card
    masks = _masks(cards)
    apart = _apart(masks[:count_first], masks[count_first:])
    pair = weight[:count_first, None] * weight[None, count_first:] * apart
    starts_first, starts_second = starts[:classes_first], starts[classes_first:] - count_first
    by_second = np.add.reduceat(pair, starts_second, axis=1)  # (first's, second's classes)
    by_first = np.add.reduceat(pair, starts_first, axis=0)  # (first's classes, second's)
    by_classes = np.add.reduceat(by_second, starts_first, axis=0)  # (first's classes, second's classes)
    times = by_classes[:, :, None] * counts.every
    exact_floats = int(pair.sum()) < 1 << 44  # (every sum below exact in floats: each term a pair's weight times at most 12 runouts)
    if exact_floats:
        # each class's combinations summed by a product with which class each is (a float product, far quicker)
        in_first = (classes[None, :count_first] == np.arange(classes_first)[:, None]).astype(np.float64)  # (first's classes, first's)
        in_second = (classes[None, count_first:] == np.arange(classes_first, len(starts))[:, None]).astype(np.float64)
        both = np.empty((classes_first, len(starts) - classes_first, len(cards)))  # (first's classes, second's, combinations): each one's weight in the class pair
        np.multiply(in_first[:, None, :], by_second.T[None, :, :], out=both[:, :, :count_first])
        np.multiply(in_second[None, :, :], by_first[:, None, :], out=both[:, :, count_first:])
        times += (both.reshape(-1, len(cards)) @ alone.astype(np.float64)).astype(np.int64).reshape(times.shape)
    else:
        times += np.add.reduceat(by_second[:, :, None] * alone[:count_first, None, :], starts_first, axis=0)
        times += np.add.reduceat(by_first[:, :, None] * alone[None, count_first:, :], starts_second, axis=1)
    twice = 0  # runouts a pair of combinations has that were taken away twice above (each pair alike)
    if runs.cards.shape[1] == 2:
        counted = np.array([free[0], free[1]] + [free[0] and free[1]] * 4)  # (each seat's own two cards, a card of each)
        twice = int(counted.sum())
        if twice:
            class_keys = key[starts]
            kinds = runs.class_kinds[class_keys[:classes_first, None], class_keys[None, classes_first:] - 169]  # (first's classes, second's, 6)
            at = (np.arange(by_classes.size) * len(counts.every)).reshape(*by_classes.shape, 1) + kinds
            if exact_floats:
                more = np.bincount(at.ravel(), weights=(by_classes[:, :, None] * counted).ravel().astype(np.float64), minlength=times.size)
                times += more.astype(np.int64).reshape(times.shape)
            else:
                np.add.at(times.reshape(-1), at.ravel(), (by_classes[:, :, None] * counted).ravel())
    # times: (first's classes, second's classes, kinds), the fitting runouts weighted
    wins = values[:classes_first, None, :] > values[None, classes_first:, :]
    losses = values[None, classes_first:, :] > values[:classes_first, None, :]
    won, lost, deals = int(np.vdot(times, wins)), int(np.vdot(times, losses)), int(times.sum())
    uniform = weights is None or not (weight != 1).any()
    if len(plan.flushing):
        more_won, more_lost = _flushes(cards, masks, classes, values, count_first, pair, uniform, plan, counts)
        won, lost = won + more_won, lost + more_lost
    _add_two(tally, won, lost, deals)
    if uniform:  # the deals unweighted are the deals
        return deals
    apart_first, apart_second = apart.sum(axis=1), apart.sum(axis=0)
    unweighted = (int(counts.every.sum()) + twice) * int(apart_first.sum())
    return unweighted + int(alone[:count_first].sum(axis=1) @ apart_first) + int(alone[count_first:].sum(axis=1) @ apart_second)


def _flushes(
    cards: NDArray[np.int64],
    masks: NDArray[np.int64],
    classes: NDArray[np.int64],
    values: NDArray[np.uint16],
    count_first: int,
    pair: NDArray[np.int64],
    uniform: bool,
    plan: _Board,
    counts: _Kinds,
) -> tuple[int, int]:
    """What the flushes change in two seats' counts by kind (:func:`_heads_up_by_kind`, whose
    arrays these are; ``uniform`` when every pair weighs 1 or 0): for each (combination, runout)
    where the combination makes a flush, its comparisons on that runout with the other seat's
    fitting combinations, with the flush less without it.

    A flush (value ``t``, ``p`` without it) wins more against an opponent of value ``v`` when
    ``p <= v < t`` and loses less when ``p < v <= t``: each a single comparison of ``v - p`` (in
    wrapping 16-bit arithmetic) with ``t - p``, counted over the opponents as a mask where every
    pair weighs alike. The opponents are taken without their own flushes; pairs where both
    flush on one runout (two suited hands of one suit: few) are put right after. The arrays are
    runouts x combinations (rows taken, not columns)."""
    import numpy as np

    _, bits = _cards()
    _, flush = high_tables()
    plain = np.ascontiguousarray(values[classes].T).take(counts.flush_kinds, axis=0)  # (flushing runouts, combinations): the value without a flush
    runout, combo = _flush_cells(cards, plan)
    at = runout * len(cards) + combo
    suited = bits[cards[:, 0]] | bits[cards[:, 1]]  # (combinations, suits): the ranks of each suit
    mine = plain.ravel().take(at)
    flushed = np.maximum(mine, flush.take(suited.ravel().take(combo * 4 + plan.suit[runout]) | plan.suit_bits[runout]))
    makes = ((plan.flush_masks[runout] & masks[combo]) == 0) & (flushed > mine)
    at, runout, combo, mine, flushed = at[makes], runout[makes], combo[makes], mine[makes], flushed[makes]
    if not len(at):
        return 0, 0
    span = flushed - mine
    first = combo < count_first
    gains: list[tuple[int, int]] = []
    for seat, rows in enumerate((first, ~first)):
        r, c, own = runout[rows], combo[rows], (slice(count_first, None), slice(0, count_first))[seat]
        # the opponents that fit: none of their cards on the runout or in the flusher's hand
        fit = ((plan.flush_masks[r] | masks[c])[:, None] & masks[None, own]) == 0
        above = plain.take(r, axis=0)[:, own] - mine[rows][:, None]  # (wraps below the flusher's plain value: never within its span)
        beaten, reached = above < span[rows][:, None], (above - 1) < span[rows][:, None]  # a win more, a loss less
        if uniform:
            gains.append((int(np.count_nonzero(beaten & fit)), int(np.count_nonzero(reached & fit))))
        else:
            weights = (pair.take(c, axis=0) if seat == 0 else pair.T.take(c - count_first, axis=0)) * fit
            gains.append((int(np.vdot(beaten, weights)), int(np.vdot(reached, weights))))
    (won_first, reached_first), (won_second, reached_second) = gains
    won, lost = won_first - reached_second, won_second - reached_first
    if first.any() and not first.all():  # pairs both flushing on a runout: counted against each other's value without a flush
        flushing = np.zeros(plain.shape, dtype=bool)
        flushing.ravel()[at] = True
        both = flushing.take(runout[first], axis=0)[:, count_first:] & (pair.take(combo[first], axis=0) != 0)
        if both.any():
            true = plain.copy()
            true.ravel()[at] = flushed
            row, second = np.nonzero(both)
            r, a, b = runout[first][row], combo[first][row], second + count_first
            mine_true, mine_plain, theirs_true, theirs_plain = true[r, a], plain[r, a], true[r, b], plain[r, b]
            weights = pair[a, second]
            won += int(weights @ ((mine_true > theirs_true).astype(np.int64) - (mine_true > theirs_plain) - (mine_plain > theirs_true) + (mine_plain > theirs_plain)))
            lost += int(weights @ ((theirs_true > mine_true).astype(np.int64) - (theirs_plain > mine_true) - (theirs_true > mine_plain) + (theirs_plain > mine_plain)))
    return won, lost


def _flush_cells(cards: NDArray[np.int64], plan: _Board) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """Each (flushing runout, combination) where the combination holds cards enough of the runout's
    suit to make a flush with it (a flush, unless the runout holds one of its cards or a better
    hand beats it): their places in the board's flushing runouts and in ``cards``' rows."""
    import numpy as np

    one, _ = _suit_tables()
    suits = cards & 3
    held = one[suits[:, 0]] + one[suits[:, 1]]  # (combinations, suits): the cards of each suit
    found: tuple[NDArray[np.int64], NDArray[np.int64]] = np.divmod(np.flatnonzero(np.ascontiguousarray(held.T).take(plan.suit, axis=0) >= plan.need[:, None]), len(cards))
    return found


def _add_two(tally: Tally, won: int, lost: int, deals: int) -> None:
    """Add two seats' deals to ``tally``: ``won`` by the first, ``lost`` (won by the second), the
    rest of ``deals`` tied."""
    for seats, times in (((0,), won), ((1,), lost), ((0, 1), deals - won - lost)):
        if times:
            tally.add([(0, seats, True)], times)


def _masks(cards: NDArray[np.int64]) -> NDArray[np.int64]:
    """Each row of ``cards`` (distinct cards) as one number, a bit a card."""
    masks: NDArray[np.int64] = (1 << cards).sum(axis=1)
    return masks


def _apart(first: NDArray[np.int64], second: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Which pairs of two seats' combinations (their :func:`_masks`) share no card: (first's, second's)."""
    apart: NDArray[np.bool_] = (first[:, None] & second[None, :]) == 0
    return apart


class _Flushing(NamedTuple):
    """The runouts that can make a flush with a board of given suits (:func:`_flush_suits`); read-only."""

    runouts: NDArray[np.int64]  # (flushing,): the runouts (of :func:`_runs`) with a suit holding three or more of the five board cards with them
    suit: NDArray[np.int64]  # (flushing,): that suit (one at most, with five board cards)
    bits: NDArray[np.uint16]  # (flushing,): the runout's ranks of that suit, as a 13-bit mask
    masks: NDArray[np.int64]  # (flushing,): the runout's cards, one bit each
    need: NDArray[np.int8]  # (flushing,): the fewest cards of the suit a hand must hold to make the flush


@functools.lru_cache(maxsize=64)
def _flush_suits(board_suits: tuple[int, ...], to_come: int) -> _Flushing:
    """The :class:`_Flushing` of a board of ``board_suits``, out of every runout of ``to_come``
    cards from the whole deck."""
    import numpy as np

    found = []
    for code in range(4**to_come):
        counts = [board_suits.count(suit) for suit in range(4)]
        for place in range(to_come):
            counts[code // 4**place % 4] += 1
        found.append(next((suit for suit in range(4) if counts[suit] >= 3), -1))
    runs = _runs(to_come)
    by_runout = np.array(found, dtype=np.int64)[runs.suits]
    runouts = np.flatnonzero(by_runout >= 0)
    suit = by_runout[runouts]
    bits = runs.bits[runouts, suit]
    shown = np.array([board_suits.count(s) for s in range(4)], dtype=np.int8)[suit]
    flushing = _Flushing(runouts, suit, bits, runs.masks[runouts], (5 - shown - _suit_tables()[1].take(bits)).astype(np.int8))
    for array in flushing:
        array.flags.writeable = False
    return flushing
