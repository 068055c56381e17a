"""The choice among the ways of running a spot (``_ways``): the symmetric counts of hold'em and Omaha, the
small exact enumeration, the numpy arrays, one deal at a time, or the engine, the first that can run it.

The ways' modules are imported here, the first time a call takes one; they import only the
interface (``_ways``) and the plan (``_plan``), so nothing imports in a circle.
"""

from __future__ import annotations

import functools

from attrs import evolve
from collections.abc import Callable
from typing import TYPE_CHECKING

from ._plan import plan_for
from ._ways import BACKENDS, Way

if TYPE_CHECKING:
    from ._arrays import Arrays
    from ._plan import ArrayPlan
    from ._small import Small
    from ._ways import Counted
    from ._spot import Ask, Spot

__all__ = ["choose"]

COUNTED_MOST = 40_000_000
"""Razz (or stud without a possible flush) counted by ranks: the most combinations of the seats'
rank multisets counted for an exact spot."""
COUNTED_DEFAULT = 1_000_000
"""The most counted when ``exact`` is left out (a few tenths of a second at most; beyond it the
spot is sampled, as quick and within its error): razz from fourth street heads-up, fifth street
three-way."""


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
    way = _numpy_way(spot, ask) if ask.backend != "python" else ""
    if threads is not None and ask.executor is not None:
        raise ValueError("give threads or an executor, not both: the executor runs the chunks")
    if not isinstance(way, str):
        return way, ""
    from . import _engine, _python

    one = _python.way_for(spot)
    return (_engine.way_for(spot) if isinstance(one, str) else one), way


def _numpy_way(spot: Spot, ask: Ask) -> Way | str:
    """A count (hold'em, short deck or Omaha by symmetry; razz, or stud where no flush can be made, by
    ranks), the lean way for a small enumeration, else the
    arrays; or why numpy does not run the spot (raised, with ``backend="numpy"``). A spot that
    ``exact=None`` left to sampling for its many deals is counted when a count takes it: those are
    exact, and quick (the caller makes the spot exact when a count is the way)."""
    required = ask.backend == "numpy"
    ways = _numpy_ways()
    if ways is None:
        if required:
            raise ImportError("equity(backend='numpy') needs numpy; install it with pip install 'pokervariants[numpy]'")
        return "numpy is not installed"
    symmetric_for, ranks_for, small_for, arrays_for = ways
    plan = plan_for(spot)  # (once: every way reads it, and none reads whether the spot is exact)
    if spot.exact:
        counted = symmetric_for(spot, plan)
        counted = ranks_for(spot, COUNTED_MOST, plan) if isinstance(counted, str) else counted
    elif ask.exact is None and ask.target_error is None:
        exact = evolve(spot, exact=True)
        counted = symmetric_for(exact, plan)
        counted = ranks_for(exact, COUNTED_DEFAULT, plan) if isinstance(counted, str) else counted
    else:
        counted = "sampled, as asked"
    if not isinstance(counted, str):
        return counted
    small = small_for(spot, plan)
    if not isinstance(small, str):
        return small
    arrays = arrays_for(spot, plan)
    if isinstance(arrays, str) and required:
        raise ValueError(f"equity(backend='numpy') cannot take this game: {arrays}")
    return arrays


@functools.cache
def _numpy_ways() -> (
    tuple[
        Callable[[Spot, ArrayPlan | str], Counted | str],
        Callable[[Spot, int, ArrayPlan | str], Counted | str],
        Callable[[Spot, ArrayPlan | str], Small | str],
        Callable[[Spot, ArrayPlan | str], Arrays | str],
    ]
    | None
):
    """The counts' ``way_for`` (hold'em, short deck or Omaha by symmetry; razz or stud by ranks), the lean way's and the
    arrays', or ``None`` without numpy (the extra: pip install 'pokervariants[numpy]'). Imported on
    the first call that wants them, and kept."""
    try:
        import numpy  # noqa: F401
    except ImportError:
        return None
    from . import _arrays, _omaha_counted, _ranks_only, _small, _symmetric

    def by_symmetry(spot: Spot, plan: ArrayPlan | str) -> Counted | str:
        """Hold'em's (or short deck's) count, else Omaha's (a spot is at most one of them)."""
        found = _symmetric.way_for(spot, plan)
        return _omaha_counted.way_for(spot, plan) if isinstance(found, str) else found

    return by_symmetry, _ranks_only.way_for, _small.way_for, _arrays.way_for
