"""Each deal played out by the engine: the way for a game whose deal depends on the cards (deal
hooks, phases of its own), which only the engine knows how to deal.

A deal is the spot dealt out through the engine's :class:`~pokervariants.Hand`, everyone staying
in, from a card source that answers each seat's draws with its known cards first and then with
unseen cards at random; the game's own settlement shares the pot of its showdown. Such deals are
always sampled.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from ._dealing import Source, deal_out, settlement
from ._results import Tally
from ._spot import Spot
from ._ways import seeded

if TYPE_CHECKING:
    from ._spot import Ask
    from ._ways import Chunk

__all__ = ["Engine", "way_for"]


@frozen
class Engine:
    """Each deal through the engine (the result's ``method`` is ``"engine"``). Threads gain it
    nothing: give a process pool as the executor instead."""

    spot: Spot
    method: ClassVar[str] = "engine"
    here: ClassVar[bool] = False

    def threads(self, ask: Ask) -> int:
        """None: the interpreter deals one hand at a time whatever the threads."""
        return 1

    def chunks(self, samples: int, seeds: random.Random | None, most: int, deals: int) -> list[Chunk]:
        """Seeded shares of the samples (a deal that depends on the cards is never enumerated)."""
        assert seeds is not None
        return [_Dealt(self.spot, seed, n) for seed, n in seeded(samples, seeds, most)]


def way_for(spot: Spot) -> Engine:
    """The engine, which deals any spot."""
    return Engine(spot)


@frozen
class _Dealt:
    """``samples`` deals dealt out through the engine from ``seed``."""

    spot: Spot
    seed: int
    samples: int

    def counts(self) -> Tally:
        spot = self.spot
        tally = Tally(len(spot.known), len(spot.shares))
        split = settlement(spot.game).split
        rng = random.Random(self.seed)
        unseen = spot.unseen
        for _ in range(self.samples):
            table = deal_out(spot.game, len(spot.known), Source(spot.known, spot.board, unseen, rng))
            tally.add(split(table.shown))
        return tally
