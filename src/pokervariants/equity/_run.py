"""Running a spot the chosen way: its chunks worked out here, on threads or on an executor, and
added up.

The chunks are fixed by the arguments alone (each its own seed, or its own slice of the
enumeration) and their tallies are added in chunk order, so the answer is the same whoever ran
them. A ``target_error`` run samples in rounds until every standard error is small enough.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from attrs import evolve

from . import ROUND_SAMPLES
from ._results import EquityResult, Tally, combine
from ._spot import Ask, Spot
from ._ways import Chunk, Way

if TYPE_CHECKING:
    from concurrent.futures import Executor

__all__ = ["ROUND_CHUNK", "run", "tallies"]

ROUND_CHUNK = 12_500
"""The fewest deals in a chunk of a ``target_error`` run's round (at most ``chunks`` chunks a round)."""


def run(way: Way, spot: Spot, ask: Ask, reason: str) -> EquityResult:
    """``spot`` run ``way`` as ``ask`` asks; ``reason`` is why the numpy path was not taken."""
    threads = way.threads(ask)
    if ask.executor is None and threads > 1 and ask.chunks > 1:
        import concurrent.futures  # (only a run that shares its chunks out needs the executors)

        pool = concurrent.futures.ThreadPoolExecutor(min(threads, ask.chunks), thread_name_prefix="equity")
        try:
            return _run(way, spot, ask, reason, pool)
        finally:  # an error (or Ctrl-C) stops the chunks not yet started instead of waiting for them
            pool.shutdown(wait=True, cancel_futures=True)
    return _run(way, spot, ask, reason, None if way.here else ask.executor)


def _run(way: Way, spot: Spot, ask: Ask, reason: str, executor: Executor | None) -> EquityResult:
    if ask.target_error is not None and not spot.exact:
        return evolve(_until(way, spot, ask, ask.target_error, executor), method=way.method, reason=reason)
    chunks = way.chunks(ask.samples, None if spot.exact else _master(ask.seed), ask.chunks, ask.samples)
    return combine(_execute(chunks, executor, ask.progress), spot.shares, spot.exact, way.method, reason)


def _until(way: Way, spot: Spot, ask: Ask, target: float, executor: Executor | None) -> EquityResult:
    """Sample in rounds of :data:`~pokervariants.equity.ROUND_SAMPLES` deals until every player's
    standard error is at most ``target`` (or ``ask.samples`` deals are taken). Each round's chunk
    seeds come from the master seed in turn, so the rounds, and where they stop, are the same on
    every executor. A round is split into chunks of at least :data:`ROUND_CHUNK` deals (a round's
    worth of many small chunks would cost more to send out than it saves)."""
    master = _master(ask.seed)
    most = ask.samples
    parts: list[Tally] = []
    taken, rounds = 0, -(-most // ROUND_SAMPLES)
    for number in range(1, rounds + 1):
        size = min(ROUND_SAMPLES, most - taken)
        parts += _execute(way.chunks(size, master, min(ask.chunks, max(1, size // ROUND_CHUNK)), most), executor, None)
        taken += size
        if ask.progress is not None:
            ask.progress(number, rounds)
        result = combine(parts, spot.shares, False)
        if all(p.standard_error <= target for p in result.players):
            break
    return result


def tallies(way: Way, ask: Ask) -> list[Tally]:
    """Every deal of an exact spot, counted on the calling thread (or ``ask.executor``, unless the
    way keeps its work here): one of many small runs, where threads would cost more than they save."""
    return _execute(way.chunks(ask.samples, None, ask.chunks, ask.samples), None if way.here else ask.executor, None)


def _master(seed: int | random.Random | None) -> random.Random:
    """The generator the chunks' seeds are drawn from."""
    if seed is None:
        raise ValueError("Monte Carlo needs seed= (an int or random.Random), so the result can be reproduced")
    if isinstance(seed, random.Random):
        return seed
    if isinstance(seed, int) and not isinstance(seed, bool):
        return random.Random(seed)
    raise TypeError(f"seed must be an int or a random.Random, not {type(seed).__name__}")


def _execute(chunks: Sequence[Chunk], executor: Executor | None, progress: Callable[[int, int], object] | None) -> list[Tally]:
    """Each chunk's tally, in chunk order; ``progress`` is told as each chunk finishes."""
    if executor is None:
        results = []
        for done, chunk in enumerate(chunks, 1):
            results.append(chunk.counts())
            if progress is not None:
                progress(done, len(chunks))
        return results
    from concurrent.futures import as_completed

    futures = [executor.submit(count, chunk) for chunk in chunks]
    if progress is not None:
        for done, _ in enumerate(as_completed(futures), 1):
            progress(done, len(chunks))
    return [future.result() for future in futures]  # in chunk order: the sum is the same whoever ran them


def count(chunk: Chunk) -> Tally:
    """A chunk's tally: what an executor is sent (a function of this module, so that it pickles)."""
    return chunk.counts()
