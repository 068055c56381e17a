"""Ranges worked out exactly, and equity combination by combination.

An exact run over ranges takes every way the ranged seats' combinations fit together (no card
shared, none seen elsewhere), each weighted by the product of its combinations' weights, and for
each the exact enumeration of the rest of the deal as for known cards; the tallies are added in
whole numbers (weights scaled to integers), so the answer is exact. Whether a spot is small enough
is decided by the deals it would take: the fitting combinations times the deals of each.

Hold'em goes quicker. With a card or two to come, every seat's combinations are ranked on every
runout at once (``_runouts``). Before the flop, fitting combinations that differ only by a renaming
of suits (one that keeps the known cards where they are) deal alike: each kind is counted once by
symmetry (``_symmetric``) and weighed by its members' weights, and whether a spot is small enough
is decided by how many kinds there are.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from ..core import Card, CardsLike
from . import EXACT_LIMIT, EXACT_MAX, SYMMETRIC_CLASSES, SYMMETRIC_FITTING
from ._choose import choose
from ._plan import plan_for
from ._ranges import Range
from ._results import EquityResult, Holding, RangeEquity, Tally, combine
from ._run import tallies
from ._spot import Ask, Game, Spot, given_cards, spot_of
from ._symmetric import holdem

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

__all__ = ["combo_equity", "exact"]

Fitting = list[tuple[tuple[tuple[Card, ...], ...], int]]
"""Ways the ranged seats' combinations fit together, each with its weight as a whole number."""


def _options(ranges: Sequence[tuple[int, Range]], seen: set[int]) -> list[list[tuple[tuple[Card, ...], int]]]:
    """Each ranged seat's combinations that hold no card seen, with their weights as whole numbers:
    times the least multiple that makes the range's whole (the answer is a ratio, so any common
    multiple gives it exactly)."""
    options = []
    for _, r in ranges:
        if r.uniform:  # (the usual case, without fractions)
            options.append([(c, 1) for c in r.combos if seen.isdisjoint(c)])
            continue
        factor = math.lcm(*(w.denominator for w in r.weights))
        options.append([(c, int(w * factor)) for c, w in zip(r.combos, r.weights) if seen.isdisjoint(c)])
    return options


def _fitting(ranges: Sequence[tuple[int, Range]], seen: set[int], most: int) -> Fitting:
    """The ways the ranged seats' combinations fit together (none holds a card seen, none shares a
    card with another), each with its weight, the product of its combinations' (:func:`_options`);
    at most ``most`` + 1 of them (more says too many)."""
    found: Fitting = []
    options = _options(ranges, seen)

    def walk(index: int, taken: set[int], chosen: list[tuple[Card, ...]], weight: int) -> bool:
        if index == len(options):
            found.append((tuple(chosen), weight))
            return len(found) <= most
        for combo, w in options[index]:
            if taken.isdisjoint(combo):
                chosen.append(combo)
                going = walk(index + 1, taken.union(combo), chosen, weight * w)
                chosen.pop()
                if not going:
                    return False
        return True

    walk(0, set(), [], 1)
    return found


def exact(game: Game, held: list[Holding], board: CardsLike, dead: CardsLike, ask: Ask) -> EquityResult | None:
    """The exact answer for a spot with ranges, or ``None`` when it is to be sampled (``exact=None``
    and more than :data:`~pokervariants.equity.EXACT_LIMIT` deals). ``exact=True`` beyond
    :data:`~pokervariants.equity.EXACT_MAX` deals is refused. Hold'em counted by symmetry goes by
    kinds of deal instead: at most :data:`~pokervariants.equity.SYMMETRIC_CLASSES` of them, among at most
    :data:`~pokervariants.equity.SYMMETRIC_FITTING` fitting combinations, either way."""
    ranged = [(seat, h.range) for seat, h in enumerate(held) if h.range]
    checked = spot_of(game, held, board, dead, False)  # the cards and the ranges checked against the game, as a sampled run checks them
    seen = _seen(held, board, dead)
    if _counted(checked, ask, ranged=True):
        at_once = _at_once(held, ranged, seen, checked)  # hold'em with a card or two to come
        if at_once is not None:
            return at_once
    first = _fitting(ranged, seen, 0)
    if not first:
        raise ValueError("the ranges never fit together: every way of choosing their combinations shares a card, or holds one seen elsewhere")
    first_spot = spot_of(game, _fixed(held, ranged, first[0][0]), board, dead, None)
    ways = max(first_spot.ways, 1)
    if _counted(first_spot, ask):
        fitting = _fitting(ranged, seen, SYMMETRIC_FITTING)
        classes = _classes(fitting, held, ranged, board, dead) if len(fitting) <= SYMMETRIC_FITTING else {}
        if not classes or len(classes) > SYMMETRIC_CLASSES:
            if ask.exact:
                raise ValueError(
                    f"exact enumeration of these ranges would count more than {SYMMETRIC_CLASSES:,} kinds of deal (SYMMETRIC_CLASSES) "
                    f"among at most {SYMMETRIC_FITTING:,} ways the ranges fit (SYMMETRIC_FITTING): sample them (leave exact out)"
                )  # fmt: skip
            return None
        groups = list(classes.values())
    else:
        limit = EXACT_MAX if ask.exact else EXACT_LIMIT
        fitting = _fitting(ranged, seen, limit // ways)
        if len(fitting) * ways > limit:
            if ask.exact:
                raise ValueError(f"exact enumeration of these ranges would take more than {EXACT_MAX:,} deals (EXACT_MAX): sample them (leave exact out)")
            return None
        groups = [(combos, weight) for combos, weight in fitting]
    deals = len(fitting) * ways
    total: Tally | None = None
    method = reason = ""
    for number, (combos, weight) in enumerate(groups, 1):
        spot = spot_of(game, _fixed(held, ranged, combos), board, dead, True)
        way, reason = choose(spot, ask)
        method = way.method
        for part in tallies(way, ask):
            if total is None:
                total = Tally(len(spot.known), len(spot.shares))
            total.add_tally(part, weight)
        if ask.progress is not None:
            ask.progress(number, len(groups))
    assert total is not None
    return combine([total], first_spot.shares, True, method, reason, trials=deals)


def _at_once(held: list[Holding], ranged: Sequence[tuple[int, Range]], seen: set[int], spot: Spot) -> EquityResult | None:
    """Hold'em with ranges counted at once over every runout (``_runouts``), when a card or two are
    to come and the choices of combinations times the runouts come to at most
    :data:`~._runouts.RUNOUT_CELLS`; else ``None``. The combinations are the spot's, those holding a
    card seen already left out."""
    import numpy as np

    from . import _runouts

    combos = dict(spot.ranges)
    sizes = [len(combos[seat]) if seat in combos else 1 for seat in range(len(held))]
    if len(spot.board) < 3 or _runouts.cells(sizes, len(spot.board)) > _runouts.RUNOUT_CELLS:
        return None  # (before the flop, kinds of deal counted by symmetry go quicker)
    hands = [
        np.fromiter(itertools.chain.from_iterable(combos[seat] if seat in combos else (h.cards,)), dtype=np.int64, count=2 * size).reshape(size, 2)
        for seat, (h, size) in enumerate(zip(held, sizes))
    ]
    weights: list[NDArray[np.int64] | None] = [None] * len(held)
    if spot.weights:  # whole numbers, exact (the spot's are floats, for sampling)
        weighted = [(seat, r) for seat, r in ranged if seat in dict(spot.weights)]
        for (seat, _), options in zip(weighted, _options(weighted, seen)):
            weights[seat] = np.array([w for _, w in options], dtype=np.int64)
        total = math.prod(int(w.sum()) if w is not None else size for w, size in zip(weights, sizes))
        if total * math.comb(52, 5 - len(spot.board)) >= 1 << 53:
            return None  # weights this fine (a float's fraction) would overflow the arrays' whole numbers: counted one by one, exactly
    tally = Tally(len(held), len(spot.shares))
    deals = _runouts.count(hands, weights, tuple(map(int, spot.board)), tuple(sorted(seen)), tally)
    if not deals:
        raise ValueError("the ranges never fit together: every way of choosing their combinations shares a card, or holds one seen elsewhere")
    return combine([tally], spot.shares, True, "numpy", trials=deals)


def _counted(spot: Spot, ask: Ask, *, ranged: bool = False) -> bool:
    """Whether the spot is hold'em as the symmetric count takes it (``_symmetric``; with fewer cards
    to come, the lean path counts it): then its rules treat the suits alike, and fitting
    combinations that differ only by a renaming of suits count alike. With ``ranged``, the spot
    is the one with the ranges in it."""
    if ask.backend == "python" or not spot.fixed:
        return False
    try:
        import numpy  # noqa: F401  (the counts are made with it)
    except ImportError:
        return False
    shape = tuple((seat, combos[:1]) for seat, combos in spot.ranges) if ranged and spot.ranges else None
    plan = plan_for(spot, ranges=shape)  # (the check reads the ranges' shape alone: one combination each, not hundreds made into a plan)
    return not isinstance(plan, str) and not holdem(plan, ranged=ranged)


_PERMUTATIONS = tuple(itertools.permutations(range(4)))


def _classes(fitting: Fitting, held: list[Holding], ranged: Sequence[tuple[int, Range]], board: CardsLike, dead: CardsLike) -> dict[int, tuple[tuple[tuple[Card, ...], ...], int]]:
    """The fitting combinations grouped by what a renaming of suits leaves alike: each group's first
    member and the sum of its members' weights. Only renamings that keep the known cards (each
    seat's, the board's, the dead ones) where they are count."""
    import numpy as np

    ranged_seats = {seat for seat, _ in ranged}
    fixed = [frozenset(int(c) for c in h.cards) for seat, h in enumerate(held) if seat not in ranged_seats]
    fixed += [frozenset(int(c) for c in given_cards(board)), frozenset(int(c) for c in given_cards(dead))]
    kept = [p for p in _PERMUTATIONS if all(frozenset(c - (c & 3) + p[c & 3] for c in cards) == cards for cards in fixed)]
    widths = [len(combo) for combo in fitting[0][0]]
    if sum(widths) > 10:  # more cards than one int64 numbers in base 52: no grouping
        return dict(enumerate(fitting))
    cards = np.array([[int(c) for combo in combos for c in combo] for combos, _ in fitting], dtype=np.int64)  # (fits, cards)
    renamed = np.array([[c - (c & 3) + p[c & 3] for c in range(52)] for p in kept], dtype=np.int64)[:, cards]  # (kept, fits, cards)
    key = np.zeros(renamed.shape[:2], dtype=np.int64)
    at = 0
    for width in widths:  # each seat's cards as one number, whatever their order; the seats' numbers in turn
        part = np.sort(renamed[:, :, at : at + width], axis=2)
        for column in range(width):
            key = key * 52 + part[:, :, column]
        at += width
    canonical = key.min(axis=0)
    found, first, where = np.unique(canonical, return_index=True, return_inverse=True)
    weights = np.zeros(len(found), dtype=object)
    for index, (_, weight) in zip(where.ravel().tolist(), fitting):
        weights[index] += weight
    return {int(k): (fitting[i][0], int(w)) for k, i, w in zip(found.tolist(), first.tolist(), weights.tolist())}


def _seen(held: list[Holding], board: CardsLike, dead: CardsLike) -> set[int]:
    """Every card known to be out of the ranges' reach: the holdings', the board's, the dead ones."""
    return {int(c) for h in held for c in h.cards} | {int(c) for c in given_cards(board)} | {int(c) for c in given_cards(dead)}


def _fixed(held: list[Holding], ranged: Sequence[tuple[int, Range]], combos: Sequence[tuple[Card, ...]]) -> list[Holding]:
    out = list(held)
    for (seat, _), combo in zip(ranged, combos):
        out[seat] = Holding(down=combo)
    return out


def combo_equity(
    held: list[Holding], seat: int, board: CardsLike, dead: CardsLike, seed: int | random.Random | None, run: Callable[[list[Holding], int | None], EquityResult]
) -> RangeEquity:
    """Each combination of seat ``seat``'s range, as :func:`~pokervariants.equity.combo_equity` says:
    ``run`` works out the whole spot with the seat's holding fixed, from a seed drawn from ``seed``."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(held):
        raise ValueError(f"seat is a seat of the holdings, 0 to {len(held) - 1}, not {seat!r:.40}")
    own = held[seat].range
    if not own:
        raise ValueError(f"seat {seat} has no range: give it one ('AKs, QQ+') to see its combinations")
    seen = _seen(held, board, dead)
    kept = [(c, w) for c, w in zip(own.combos, own.weights) if seen.isdisjoint(c)]
    if not kept:
        raise ValueError(f"seat {seat}'s range has no combination left: each holds a card seen elsewhere")
    results = []
    for (combo, _), combination_seed in zip(kept, _seeds(seed, len(kept))):
        fixed = list(held)
        fixed[seat] = Holding(down=combo)
        results.append(run(fixed, combination_seed))
    return RangeEquity(seat, tuple(c for c, _ in kept), tuple(w for _, w in kept), tuple(results))


def _seeds(seed: int | random.Random | None, count: int) -> Iterator[int | None]:
    """A seed for each combination's run, drawn in turn from ``seed`` (``None`` stays ``None``: an
    exact run needs none)."""
    if seed is None:
        return iter([None] * count)
    master = seed if isinstance(seed, random.Random) else random.Random(seed)
    return iter([master.getrandbits(64) for _ in range(count)])

