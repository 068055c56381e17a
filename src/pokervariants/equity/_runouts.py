"""Hold'em ranges with a card or two to come, counted at once: every seat's combinations ranked on
every runout of the board as arrays, and every fitting choice of combinations with every runout
counted by who wins, weights and all.

For a flop between two ranges this replaces a few hundred exact runs (one for each fitting pair)
by a handful of array operations over (combinations x combinations x runouts); heads-up, the
runouts that can make no flush go by kind (their ranks) instead, fewer by ten. The tally is the
same sum, deal by deal, as those runs', so the answer is the same to the last digit.
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
"""Heads-up on the flop, the fewest pairs of combinations counted by kind of runout
(:func:`_heads_up_by_kind`); fewer go runout by runout, which takes fewer steps."""


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


class _Seats(NamedTuple):
    """Each seat's combinations (cards, weights) and their values on a runout of each kind without a
    flush; the spot's runouts (indices into :func:`_runs`), which of
    them can make a flush (five board cards: at most one suit of three or more, the only one a hand
    can flush in), that suit and its mask on the board."""

    hands: list[NDArray[np.int64]]
    weights: list[NDArray[np.int64]]
    by_kind: list[NDArray[np.int16]]
    at: NDArray[np.int64]
    flushing: NDArray[np.int64]
    suit: NDArray[np.int64]
    suit_bits: NDArray[np.int64]
    to_come: int


def count(seats: Sequence[Sequence[tuple[tuple[int, ...], int]]], board: Sequence[int], deck: Sequence[int], tally: Tally) -> int:
    """Add to ``tally`` every deal of a hold'em spot whose seats each hold one of their combinations
    (``(cards, whole-number weight)``; a known hand is one combination of weight 1) and whose board
    of ``board`` is completed from ``deck`` (the cards no seat is sure to hold), each deal as often as
    its combinations' weights multiplied: combinations sharing a card, or a card of the runout, are
    no deal. Returns the deals counted (each once)."""
    import numpy as np

    keys, bits = _cards()
    nonflush, _ = high_tables()
    to_come = 5 - len(board)
    runs = _runs(to_come)
    gone = sorted(set(range(52)).difference(deck))
    at = np.flatnonzero(~runs.members[gone].any(axis=0))
    board_cards = list(board)
    flush_suit = _flush_suits(tuple(sorted(c & 3 for c in board_cards)), to_come)[runs.suits[at]]  # each runout's suit of three or more, or -1
    flushing = np.flatnonzero(flush_suit >= 0)
    suit = flush_suit[flushing]
    suit_bits = runs.bits[at[flushing], suit] | bits[board_cards].sum(axis=0)[suit]
    hands = [np.array([c for c, _ in combos], dtype=np.int64).reshape(-1, 2) for combos in seats]
    board_key = int(keys[board_cards].sum())
    # (a combination with a runout it shares a card with can sum past the table: clipped, never counted)
    by_kind = [nonflush.take((keys[cards].sum(axis=1) + board_key)[:, None] + runs.kind_keys[None, :], mode="clip").astype(np.int16) for cards in hands]
    spot = _Seats(hands, [np.array([w for _, w in combos], dtype=np.int64) for combos in seats], by_kind, at, flushing, suit, suit_bits, to_come)
    if len(seats) == 2:
        if to_come == 2 and 2 * len(flushing) < len(at) and len(hands[0]) * len(hands[1]) >= BY_KIND_PAIRS:
            return _heads_up_by_kind(spot, tally)
        return _heads_up(spot, tally)
    return _every_choice(*_every_runout(spot), spot.weights, hands, tally)


def _every_runout(spot: _Seats) -> tuple[list[NDArray[np.int16]], list[NDArray[np.bool_]]]:
    """Each seat's values on each of the spot's runouts (combinations x runouts, flushes counted),
    and which runouts each combination fits (shares no card with)."""
    import numpy as np

    _, bits = _cards()
    _, flush = high_tables()
    runs = _runs(spot.to_come)
    run_kinds = runs.kinds[spot.at]
    values, fits = [], []
    for cards, by_kind in zip(spot.hands, spot.by_kind):
        value = by_kind[:, run_kinds]
        if len(spot.flushing):
            suits = bits[cards].sum(axis=1)[:, spot.suit]  # (combinations, flushing runouts): the hand's cards of the runout's suit
            value[:, spot.flushing] = np.maximum(value[:, spot.flushing], flush[suits | spot.suit_bits[None, :]])
        values.append(value)
        fits.append(~(runs.members[cards[:, 0]] | runs.members[cards[:, 1]])[:, spot.at])
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
    import numpy as np

    (first, second), (fit_first, fit_second) = _every_runout(spot)
    won, lost = _compared(first, second, fit_first, fit_second)
    runs = np.rint(fit_first.astype(np.float64) @ fit_second.astype(np.float64).T).astype(np.int64)
    return _tallied(spot, runs, won, lost, tally)


def _compared(
    first: NDArray[np.int16], second: NDArray[np.int16], fit_first: NDArray[np.bool_], fit_second: NDArray[np.bool_]
) -> tuple[NDArray[np.int64], NDArray[np.int64]]:
    """For each pair of combinations (first's x second's), the runouts that fit both where the first
    wins, and where the second does. A runout a combination does not fit gets a value that loses
    (or wins) every comparison, so one comparison asks both whether the runout fits and who wins."""
    import numpy as np

    low, high = np.int16(-1), np.int16(32767)
    won = (np.where(fit_first, first, low)[:, None, :] > np.where(fit_second, second, high)[None, :, :]).sum(axis=2, dtype=np.int64)
    lost = (np.where(fit_second, second, low)[None, :, :] > np.where(fit_first, first, high)[:, None, :]).sum(axis=2, dtype=np.int64)
    return won, lost


def _heads_up_by_kind(spot: _Seats, tally: Tally) -> int:
    """:func:`count` for two seats with two cards to come, the runouts that make no flush counted by
    kind: such a runout's ranks alone decide every hand, so each pair of combinations is compared
    once a kind (91 of them, not a thousand runouts), times the runouts of that kind that fit both.
    Those are counted by inclusion-exclusion: every runout of the kind, less those holding one of the
    four cards, plus those holding two of them (a runout is two cards: it holds two at most). The
    runouts that can make a flush go runout by runout, as :func:`_heads_up` does."""
    import numpy as np

    runs = _runs(2)
    kinds_count = len(runs.kind_keys)
    plain = np.ones(len(spot.at), dtype=bool)
    plain[spot.flushing] = False
    plain_at = spot.at[plain]
    plain_kinds = runs.kinds[plain_at]
    every = np.bincount(plain_kinds, minlength=kinds_count)  # (kinds,)
    per_card = sum(np.bincount(runs.cards[plain_at, column] * kinds_count + plain_kinds, minlength=52 * kinds_count) for column in range(2))
    per_card = np.asarray(per_card).reshape(52, kinds_count)  # (cards, kinds): the plain runouts holding the card
    usable = np.zeros(len(runs.cards) + 1, dtype=np.int64)  # by runout (and one past the end): plain and in the spot's deck
    usable[plain_at] = 1
    pair_kind = runs.pair_kinds

    def alone(cards: NDArray[np.int64]) -> NDArray[np.int64]:  # (combinations, kinds): less the runouts holding a card, plus the one holding both
        part = -per_card[cards[:, 0]] - per_card[cards[:, 1]]
        own = runs.pair[cards[:, 0], cards[:, 1]]
        part[np.arange(len(cards)), pair_kind[own]] += usable[own]
        return part

    first, second = spot.by_kind
    times = every[None, None, :] + alone(spot.hands[0])[:, None, :] + alone(spot.hands[1])[None, :, :]  # (first's, second's, kinds)
    won = ((first[:, None, :] > second[None, :, :]) * times).sum(axis=2)
    lost = ((second[None, :, :] > first[:, None, :]) * times).sum(axis=2)
    fitting = times.sum(axis=2)
    # the runouts of a card of each (four of them a pair of combinations): taken away twice above
    own = runs.pair[spot.hands[0][:, None, :, None], spot.hands[1][None, :, None, :]].reshape(len(first), len(second), 4)
    kind, add = pair_kind[own], usable[own]
    rows, columns = np.arange(len(first))[:, None, None], np.arange(len(second))[None, :, None]
    won += (add * (first[rows, kind] > second[columns, kind])).sum(axis=2)
    lost += (add * (second[columns, kind] > first[rows, kind])).sum(axis=2)
    fitting += add.sum(axis=2)
    if len(spot.flushing):
        flushing = spot._replace(at=spot.at[spot.flushing], flushing=np.arange(len(spot.flushing)))
        (first_values, second_values), (fit_first, fit_second) = _every_runout(flushing)
        more_won, more_lost = _compared(first_values, second_values, fit_first, fit_second)
        won, lost = won + more_won, lost + more_lost
        fitting = fitting + np.rint(fit_first.astype(np.float64) @ fit_second.astype(np.float64).T).astype(np.int64)
    return _tallied(spot, fitting, won, lost, tally)


def _tallied(spot: _Seats, fitting: NDArray[np.int64], won: NDArray[np.int64], lost: NDArray[np.int64], tally: Tally) -> int:
    """Add two seats' counts to ``tally``, each pair of combinations (``fitting`` runouts, of them
    ``won`` by the first seat and ``lost``) as often as its weights multiplied when the two share no
    card; returns the deals (each once)."""
    import numpy as np

    apart = _apart(spot.hands[0], spot.hands[1])
    pair = np.outer(spot.weights[0], spot.weights[1]) * apart
    total, first, second = int((pair * fitting).sum()), int((pair * won).sum()), int((pair * lost).sum())
    for seats, times in (((0,), first), ((1,), second), ((0, 1), total - first - second)):
        if times:
            tally.add([(0, seats, True)], times)
    return int((fitting * apart).sum())


def _apart(first: NDArray[np.int64], second: NDArray[np.int64]) -> NDArray[np.bool_]:
    """Which pairs of two seats' combinations (rows of cards) share no card: (first's, second's)."""
    apart: NDArray[np.bool_] = ~(first[:, None, :, None] == second[None, :, None, :]).any(axis=(2, 3))
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
