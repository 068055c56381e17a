"""The ways of running a spot, behind one interface, and the choice among them.

There are four, each in a module of its own, imported the first time a call takes it:

- ``_small``, a small exact enumeration (a card or two to come) in a few array operations;
- ``_arrays``, many deals at once as numpy arrays, ranked by the batch kernels;
- ``_python``, one deal at a time, its cards ranked directly, for a game whose draws do not
  depend on the cards;
- ``_engine``, each deal played out by the engine: a game whose deal depends on the cards.

Each module's ``way_for`` says whether its way can run a spot: it returns the :class:`Way`, or
why not (a sentence). :func:`choose` takes the first that can, in that order. A way splits its
run into :class:`Chunk` objects, which the run (``_run``) works out here, on threads or on an
executor, and adds up.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ._arrays import Arrays
    from ._results import Tally
    from ._small import Small
    from ._spot import Ask, Spot

__all__ = ["BACKENDS", "Chunk", "Way", "choose", "seeded"]

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


def choose(spot: Spot, ask: Ask) -> tuple[Way, str]:
    """The way to run ``spot``, and why the numpy path was not taken (``""`` when it was, or was not
    asked for). The lean way takes a small enumeration, the arrays anything else numpy can run
    (``backend="numpy"`` refuses what they cannot); then one deal at a time, or the engine.

    The options only the ways read are checked here, after the cards, in this order: ``threads``,
    ``backend``, and that ``threads`` and an ``executor`` are not both given.
    """
    threads = ask.threads
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int) or threads < 1):
        raise ValueError(f"threads is a number of threads, at least 1 (or None: one per core), not {threads!r:.40}")
    if ask.backend not in BACKENDS:
        raise ValueError(f"backend must be one of {', '.join(map(repr, BACKENDS))}, not {ask.backend!r:.40}")
    way = _numpy_way(spot, ask.backend == "numpy") if ask.backend != "python" else ""
    if threads is not None and ask.executor is not None:
        raise ValueError("give threads or an executor, not both: the executor runs the chunks")
    if not isinstance(way, str):
        return way, ""
    from . import _engine, _python

    one = _python.way_for(spot)
    return (_engine.way_for(spot) if isinstance(one, str) else one), way


def _numpy_way(spot: Spot, required: bool) -> Way | str:
    """The lean way for a small enumeration, else the arrays; or why numpy does not run the spot
    (raised, when ``required``)."""
    ways = _numpy_ways()
    if ways is None:
        if required:
            raise ImportError("equity(backend='numpy') needs numpy; install it with pip install 'pokervariants[numpy]'")
        return "numpy is not installed"
    small_for, arrays_for = ways
    small = small_for(spot)
    if not isinstance(small, str):
        return small
    arrays = arrays_for(spot)
    if isinstance(arrays, str) and required:
        raise ValueError(f"equity(backend='numpy') cannot take this game: {arrays}")
    return arrays


@functools.cache
def _numpy_ways() -> tuple[Callable[[Spot], Small | str], Callable[[Spot], Arrays | str]] | None:
    """The lean way's ``way_for`` and the arrays', or ``None`` without numpy (the extra: pip install
    'pokervariants[numpy]'). Imported on the first call that wants them, and kept."""
    try:
        import numpy  # noqa: F401
    except ImportError:
        return None
    from . import _arrays, _small

    return _small.way_for, _arrays.way_for


def seeded(samples: int, seeds: random.Random, most: int) -> list[tuple[int, int]]:
    """``samples`` deals shared out among at most ``most`` chunks as evenly as they go, each with its
    own seed drawn from ``seeds``: (seed, deals) for each chunk."""
    count = min(most, samples)
    sizes = [samples // count + (1 if i < samples % count else 0) for i in range(count)]
    return [(seeds.getrandbits(64), n) for n in sizes]
