"""One deal at a time: the way for a game whose draws do not depend on the cards, in plain Python.

Each deal gives every group of the spot its unseen cards and ranks each seat's hand with the
showdown's rankers; the settlement shares the pot. Enumerated, a chunk is a slice of the first
group's combinations, each with every way of dealing the other groups; sampled, a chunk deals
its own seed's share of the deals. Ranges are sampled: a combination for each ranged seat, all
of them different, then the other groups' cards from those left.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence
from itertools import combinations, islice
from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ..core import Card
from ..engine.held import CardsHeld
from ..engine.protocols import BOARD
from ._dealing import Settlement, settlement
from ._results import Split, Tally
from ._spot import Combos, Spot
from ._ways import seeded

if TYPE_CHECKING:
    from ._spot import Ask
    from ._ways import Chunk

__all__ = ["OneByOne", "way_for"]


@frozen
class OneByOne:
    """One deal at a time (the result's ``method`` is ``"python"``). Threads gain it nothing: give
    a process pool as the executor instead."""

    spot: Spot
    method: ClassVar[str] = "python"
    here: ClassVar[bool] = False

    def threads(self, ask: Ask) -> int:
        """None: the interpreter runs one deal at a time whatever the threads."""
        return 1

    def chunks(self, samples: int, seeds: random.Random | None, most: int, deals: int) -> list[Chunk]:
        """Slices of the first group's combinations, or seeded shares of the samples."""
        spot = self.spot
        if seeds is not None:
            return [_Sampled(spot, seed, n) for seed, n in seeded(samples, seeds, most)]
        assert spot.groups is not None
        lead_size = next((n for _, _, n in spot.groups if n), 0)  # the first seat still to be dealt: chunks split its cards
        leads = math.comb(len(spot.numbers), lead_size) if lead_size else 1
        count = min(most, leads)
        bounds = [leads * i // count for i in range(count + 1)]
        return [_Enumerated(spot, bounds[i], bounds[i + 1]) for i in range(count)]


def way_for(spot: Spot) -> OneByOne | str:
    """One deal at a time for ``spot``, or why not."""
    if not spot.fixed:
        return "the game's deal depends on the cards: each deal goes through the engine"
    return OneByOne(spot)


@frozen
class _Enumerated:
    """Every deal whose first group takes one of its combinations ``start`` to ``stop``."""

    spot: Spot
    start: int
    stop: int

    def counts(self) -> Tally:
        spot = self.spot
        assert spot.groups is not None
        tally = Tally(len(spot.known), len(spot.shares))
        split = settlement(spot.game)
        sizes = [n for _, _, n in spot.groups]
        if not sizes:
            tally.add(_ranked(spot, split, []))
            return tally
        unseen = list(spot.unseen)
        for lead in islice(combinations(unseen, sizes[0]), self.start, self.stop):
            rest = [c for c in unseen if c not in lead]
            for tail in _assignments(rest, sizes, 1):
                tally.add(_ranked(spot, split, [lead, *tail]))
        return tally


@frozen
class _Sampled:
    """``samples`` random deals from ``seed``."""

    spot: Spot
    seed: int
    samples: int

    def counts(self) -> Tally:
        spot = self.spot
        assert spot.groups is not None
        tally = Tally(len(spot.known), len(spot.shares))
        split = settlement(spot.game)
        rng = random.Random(self.seed)
        unseen = list(spot.unseen)
        if spot.ranges:
            ranged = dict(spot.ranges)
            weights = {seat: list(itertools.accumulate(w)) for seat, w in spot.weights}
            for _ in range(self.samples):
                tally.add(_ranked(spot, split, _ranged_deal(spot, rng, unseen, ranged, weights)))
            return tally
        sizes = [n for _, _, n in spot.groups]
        needed = sum(sizes)
        for _ in range(self.samples):
            drawn = rng.sample(unseen, needed)
            parts, at = [], 0
            for n in sizes:
                parts.append(drawn[at : at + n])
                at += n
            tally.add(_ranked(spot, split, parts))
        return tally


def _ranked(spot: Spot, settle: Settlement, drawn: Sequence[Sequence[Card]]) -> Split:
    """The shares when each group of ``spot.groups`` gets the cards in ``drawn``: each seat's known
    cards and its drawn ones, ranked by the showdown's rankers."""
    known = spot.known
    split = settle.split
    rankers = spot.rankers
    assert spot.groups is not None
    board = spot.board
    if spot.flat:  # the cards in any order: the seat's known ones, then what each of its groups drew
        hands = [k[0] + k[1] for k in known]
        for (seat, _, _), cards in zip(spot.groups, drawn):
            if seat == BOARD:
                board = (*board, *cards)
            else:
                hands[seat] = (*hands[seat], *cards)
        if board:
            hands = [(*cards, *board) for cards in hands]
        if len(rankers) == 1:
            rank = rankers[0].rank
            return split({seat: (rank(cards),) for seat, cards in enumerate(hands)})
        return split({seat: tuple(r.rank(cards) for r in rankers) for seat, cards in enumerate(hands)})
    down = [k[0] for k in known]
    up = [k[1] for k in known]
    for (seat, face_up, _), cards in zip(spot.groups, drawn):
        if seat == BOARD:
            board = (*board, *cards)
        elif face_up:
            up[seat] = (*up[seat], *cards)
        else:
            down[seat] = (*down[seat], *cards)
    return split({seat: tuple(r.rank(CardsHeld(down[seat], up[seat], board)) for r in rankers) for seat in range(len(down))})


def _ranged_deal(
    spot: Spot, rng: random.Random, unseen: list[Card], ranged: dict[int, Combos], weights: dict[int, list[float]]
) -> list[Sequence[Card]]:
    """One deal's cards for each group when some seats' hole cards come from ranges (``ranged``): a
    combination for each of those seats (as likely as its weight: ``weights`` holds the running
    sums of the seats whose combinations are not all alike), all of them different (drawn again
    until they are), then the other groups' cards from the unseen cards left."""
    assert spot.groups is not None
    for _ in range(100_000):
        picks = {
            seat: combos[rng.randrange(len(combos))] if seat not in weights else rng.choices(combos, cum_weights=weights[seat])[0]
            for seat, combos in ranged.items()
        }  # fmt: skip
        taken = [c for pair in picks.values() for c in pair]
        if len(set(taken)) == len(taken):
            break
    else:
        raise ValueError("the ranges given hardly ever fit together without sharing a card")
    out = set(taken)
    rest = rng.sample([c for c in unseen if c not in out], sum(n for seat, _, n in spot.groups if seat not in ranged))
    parts: list[Sequence[Card]] = []
    at = 0
    for seat, _, n in spot.groups:
        if seat in ranged:
            parts.append(picks[seat])
        else:
            parts.append(rest[at : at + n])
            at += n
    return parts


def _assignments(deck: list[Card], sizes: list[int], group: int) -> Iterator[list[tuple[Card, ...]]]:
    """Every way to give groups ``group`` onward their ``sizes`` of cards from ``deck``."""
    if group >= len(sizes):
        yield []
        return
    for combo in combinations(deck, sizes[group]):
        rest = [c for c in deck if c not in combo]
        for tail in _assignments(rest, sizes, group + 1):
            yield [combo, *tail]
