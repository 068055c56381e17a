"""Ranges worked out exactly, and equity combination by combination.

An exact run over ranges takes every way the ranged seats' combinations fit together (no card
shared, none seen elsewhere), each weighted by the product of its combinations' weights, and for
each the exact enumeration of the rest of the deal as for known cards; the tallies are added in
whole numbers (weights scaled to integers), so the answer is exact. Whether a spot is small enough
is decided by the deals it would take: the fitting combinations times the deals of each.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction

from attrs import evolve

from ..core import Card, CardsLike
from . import EXACT_LIMIT, EXACT_MAX
from ._ranges import Range
from ._results import EquityResult, Holding, RangeEquity, Tally, combine
from ._choose import choose
from ._run import tallies
from ._spot import Ask, Game, given_cards, spot_of

__all__ = ["RangeEquity", "combo_equity", "exact"]


def _fitting(ranges: Sequence[tuple[int, Range]], seen: set[int], most: int) -> list[tuple[tuple[tuple[Card, ...], ...], Fraction]]:
    """The ways the ranged seats' combinations fit together (none holds a card seen, none shares a
    card with another), each with its weight; at most ``most`` + 1 of them (more says too many)."""
    found: list[tuple[tuple[tuple[Card, ...], ...], Fraction]] = []
    options = [[(c, w) for c, w in zip(r.combos, r.weights) if not seen.intersection(c)] for _, r in ranges]

    def walk(index: int, taken: set[int], chosen: list[tuple[Card, ...]], weight: Fraction) -> bool:
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

    walk(0, set(), [], Fraction(1))
    return found


def exact(game: Game, held: list[Holding], board: CardsLike, dead: CardsLike, ask: Ask) -> EquityResult | None:
    """The exact answer for a spot with ranges, or ``None`` when it is to be sampled (``exact=None``
    and more than :data:`~pokervariants.equity.EXACT_LIMIT` deals). ``exact=True`` beyond
    :data:`~pokervariants.equity.EXACT_MAX` deals is refused."""
    ranged = [(seat, h.range) for seat, h in enumerate(held) if h.range]
    seen = {int(c) for h in held for c in h.cards} | {int(c) for c in given_cards(board)} | {int(c) for c in given_cards(dead)}
    for seat, r in ranged:
        if held[seat].cards:
            raise ValueError(f"seat {seat} has a range and known cards: a range stands for the hole cards, give one or the other")
        if all(not seen.isdisjoint(c) for c in r.combos):
            raise ValueError(f"seat {seat}'s range has no combination left: each holds a card seen elsewhere")
    spot_of(game, held, board, dead, False)  # the cards and the ranges checked against the game, as a sampled run checks them
    limit = EXACT_MAX if ask.exact else EXACT_LIMIT
    first = _fitting(ranged, seen, 0)
    if not first:
        raise ValueError("the ranges never fit together: every way of choosing their combinations shares a card, or holds one seen elsewhere")
    first_spot = spot_of(game, _fixed(held, ranged, first[0][0]), board, dead, None)
    ways = max(first_spot.ways, 1)
    fitting = _fitting(ranged, seen, limit // ways)
    deals = len(fitting) * ways
    if deals > limit:
        if ask.exact:
            raise ValueError(f"exact enumeration of these ranges would take more than {EXACT_MAX:,} deals (EXACT_MAX): sample them (leave exact out)")
        return None
    scale = math.lcm(*(w.denominator for _, w in fitting))
    total: Tally | None = None
    method = reason = ""
    for number, (combos, weight) in enumerate(fitting, 1):
        spot = spot_of(game, _fixed(held, ranged, combos), board, dead, True)
        way, reason = choose(spot, ask)
        method = way.method
        times = int(weight * scale)
        for part in tallies(way, ask):
            if total is None:
                total = Tally(len(spot.known), len(spot.shares))
            total.add_tally(part, times)
        if ask.progress is not None:
            ask.progress(number, len(fitting))
    assert total is not None
    result = combine([total], first_spot.shares, True, method, reason)
    return evolve(result, trials=deals)


def _fixed(held: list[Holding], ranged: Sequence[tuple[int, Range]], combos: Sequence[tuple[Card, ...]]) -> list[Holding]:
    out = list(held)
    for (seat, _), combo in zip(ranged, combos):
        out[seat] = Holding(down=combo)
    return out


def combo_equity(game: Game, held: list[Holding], seat: int, board: CardsLike, dead: CardsLike, ask: Ask, equity: Callable[..., EquityResult]) -> RangeEquity:
    """Each combination of seat ``seat``'s range, as :func:`~pokervariants.equity.combo_equity` says."""
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(held):
        raise ValueError(f"seat is a seat of the holdings, 0 to {len(held) - 1}, not {seat!r:.40}")
    own = held[seat].range
    if not own:
        raise ValueError(f"seat {seat} has no range: give it one ('AKs, QQ+') to see its combinations")
    seen = {int(c) for h in held for c in h.cards} | {int(c) for c in given_cards(board)} | {int(c) for c in given_cards(dead)}
    kept = [(c, w) for c, w in zip(own.combos, own.weights) if not seen.intersection(c)]
    if not kept:
        raise ValueError(f"seat {seat}'s range has no combination left: each holds a card seen elsewhere")
    seeds = _seeds(ask.seed, len(kept))
    results = []
    for (combo, _), seed in zip(kept, seeds):
        fixed = list(held)
        fixed[seat] = Holding(down=combo)
        results.append(
            equity(
                game, fixed, board=board, dead=dead, samples=ask.samples, seed=seed, exact=ask.exact, chunks=ask.chunks,
                backend=ask.backend, target_error=ask.target_error, threads=ask.threads, executor=ask.executor,
            )
        )  # fmt: skip
    return RangeEquity(seat, tuple(c for c, _ in kept), tuple(w for _, w in kept), tuple(results))


def _seeds(seed: int | random.Random | None, count: int) -> Iterator[int | None]:
    """A seed for each combination's run, drawn in turn from ``seed`` (``None`` stays ``None``: an
    exact run needs none)."""
    if seed is None:
        return iter([None] * count)
    master = seed if isinstance(seed, random.Random) else random.Random(seed)
    return iter([master.getrandbits(64) for _ in range(count)])

