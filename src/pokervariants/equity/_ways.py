"""The ways of running a spot, behind one interface.

There are six, each in a module of its own, imported the first time a call takes it:

- ``_symmetric``, hold'em with every hole card known, its boards counted rather than dealt (by
  rank multisets, then the flush boards suit by suit);
- ``_ranks_only``, razz, the rest of its deal counted by each seat's multiset of ranks;
- ``_small``, a small exact enumeration (a card or two to come) in a few array operations;
- ``_arrays``, many deals at once as numpy arrays, ranked by the batch kernels;
- ``_python``, one deal at a time, its cards ranked directly, for a game whose draws do not
  depend on the cards;
- ``_engine``, each deal played out by the engine: a game whose deal depends on the cards.

Each module's ``way_for`` says whether its way can run a spot: it returns the :class:`Way`, or
why not (a sentence); ``_choose`` takes the first that can, in that order. A way splits its run
into :class:`Chunk` objects, which the run (``_run``) works out here, on threads or on an
executor, and adds up.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, Protocol, cast

from attrs import frozen

if TYPE_CHECKING:
    from ._plan import ArrayPlan
    from ._results import Tally
    from ._spot import Ask

__all__ = ["BACKENDS", "Chunk", "Counted", "InOne", "Way", "seeded"]

BACKENDS = ("auto", "numpy", "python")
"""The ``backend`` a call may ask for."""


class Chunk(Protocol):
    """A piece of a run, in a form that pickles (an executor may run it in another process)."""

    def counts(self) -> Tally:
        """The piece's deals, counted."""
        ...


class Way(Protocol):
    """One way of running a spot, made for the spot by its module's ``way_for``."""

    @property
    def method(self) -> str:
        """How the result names the way (:attr:`~pokervariants.EquityResult.method`)."""
        ...

    @property
    def here(self) -> bool:
        """Whether the work stays on the calling thread, an executor given or not (sending it out would
        cost more than working it out)."""
        ...

    def threads(self, ask: Ask) -> int:
        """How many threads to share the chunks among when no executor is given (1: none)."""
        ...

    def chunks(self, samples: int, seeds: random.Random | None, most: int, deals: int) -> list[Chunk]:
        """The run in at most ``most`` chunks: every deal of the spot when ``seeds`` is ``None``, else
        ``samples`` random deals, each chunk's seed drawn from ``seeds`` in turn (so that a seed gives
        one answer on every executor). ``deals`` is the whole run's sample: a ``target_error`` run
        asks for its rounds one by one."""
        ...


class InOne:
    """A way that is its own one chunk, worked out on the calling thread an executor given or not
    (a few array operations: sending them out would cost more than working them out); the result's
    ``method`` is ``"numpy"``. Its class gives ``counts``."""

    method: ClassVar[str] = "numpy"
    here: ClassVar[bool] = True

    def threads(self, ask: Ask) -> int:
        """None: the work is a few array operations."""
        return 1

    def chunks(self, samples: int, seeds: random.Random | None, most: int, deals: int) -> list[Chunk]:
        """The whole enumeration, in one chunk."""
        return [cast("Chunk", self)]


@frozen
class Counted(InOne):
    """A spot whose deals are counted rather than dealt (hold'em by symmetry, razz by ranks): ``add``
    adds every deal of ``plan`` to a tally of ``shares`` shares, however many deals there are."""

    plan: ArrayPlan
    shares: int
    add: Callable[[ArrayPlan, Tally], None]
    counts_deals: ClassVar[bool] = True
    """The deals are counted, not dealt one by one: any number of them is quick."""

    def counts(self) -> Tally:
        """Every deal, counted."""
        from ._results import Tally

        tally = Tally(len(self.plan.known), self.shares)
        self.add(self.plan, tally)
        return tally


def seeded(samples: int, seeds: random.Random, most: int) -> list[tuple[int, int]]:
    """``samples`` deals shared out among at most ``most`` chunks as evenly as they go, each with its
    own seed drawn from ``seeds``: (seed, deals) for each chunk."""
    count = min(most, samples)
    sizes = [samples // count + (1 if i < samples % count else 0) for i in range(count)]
    return [(seeds.getrandbits(64), n) for n in sizes]
