"""Equity: each player's chance of winning, tying and share of the pot from here, for any variant.

Give each live player's known cards (face down and face up; an opponent's
unseen hole cards are simply left out), the dead cards (folded up cards, the
scrap pile), and :func:`equity` works out the rest: every card still to come
is dealt from the unseen cards, and the hands are ranked as the game ranks
them. Small cases are enumerated exactly; larger ones are sampled (Monte
Carlo) from an explicit seed, with a standard error.

The work is split into chunks fixed by the arguments alone, each with its own
seed (or its own slice of the enumeration), so the result is the same whether
the chunks run here, in a process pool or on a Dask cluster: pass any
:class:`concurrent.futures.Executor` as ``executor``.

>>> from pokervariants import Razz
>>> game = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
>>> result = equity(game, ["Ac2d/3h4s5c6d", "KcKd/KhKs9c9d"], samples=2000, seed=1)
>>> result.exact, round(result.players[0].equity, 3)
(True, 1.0)
"""

# This is the package's face: the knobs below, equity() and what it returns (_results; _ranges reads
# range text, _hands names starting hands, _order holds the preflop order). Behind it, imported by the
# first call, _spot checks the arguments and reads the spot's shape (_dealing deals it out once through
# the engine), _choose chooses how to run it (_symmetric, _ranks_only, _small, _arrays, _python or
# _engine, each imported when first taken) and _run runs it; _ranged works ranges out exactly (with
# _runouts for hold'em's last cards) and combination by combination.

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

DEFAULT_CHUNKS = 16
"""How many pieces the work is split into (whatever runs them)."""
DEFAULT_SAMPLES = 100_000
"""The Monte Carlo deals taken when neither ``samples`` nor ``target_error`` is given."""
TARGET_SAMPLES = 10_000_000
"""The most deals a ``target_error`` run takes when ``samples`` does not say (about 0.0002 for an even spot)."""
ROUND_SAMPLES = 25_000
"""A ``target_error`` run's deals per round: after each round the standard errors are looked at."""
EXACT_LIMIT = 200_000
"""Enumerate exactly when there are at most this many ways to deal the rest."""
EXACT_MAX = 50_000_000
"""The most deals ``exact=True`` will enumerate (beyond it, sample)."""
MAX_SAMPLES = 100_000_000
"""The most Monte Carlo deals one call takes: a standard error of about 0.005%, and some hours of work
on one core. Larger runs are refused at once rather than left running out of sight."""
MAX_CHUNKS = 4096
"""The most chunks the work may be split into (each is a task for an executor)."""
SYMMETRIC_CLASSES = 2_000
"""Hold'em with ranges, counted by symmetry: the most kinds of deal (fitting combinations alike up
to a renaming of suits) enumerated exactly, each counted once (about a second and a half)."""
SYMMETRIC_FITTING = 250_000
"""Hold'em with ranges, counted by symmetry: the most ways the ranges may fit together for the spot
to be enumerated exactly."""
THREADED_DEALS = 200_000
"""The fewest deals the numpy path shares out among threads when no executor is given (smaller
runs take less time than starting the threads saves)."""

# The knobs come first: the modules below read them from here. (Card is here because present() makes
# this package the result types' home, where typing.get_type_hints, and so the docs, read their annotations.)
from ..core import Card, CardsLike  # noqa: E402, F401
from ..core._public import present  # noqa: E402
from ._hands import hand_class  # noqa: E402
from ._order import percentile, starting_hands  # noqa: E402
from ._ranges import Range, RangeError, is_range, parse_range  # noqa: E402
from ._results import EquityResult, Holding, PlayerEquity, RangeEquity, ShareEquity  # noqa: E402

if TYPE_CHECKING:
    import concurrent.futures  # (a call needs no executor: the package does not import them)

    from ..engine.protocols import GameVariant

__all__ = [
    "EquityResult", "Holding", "PlayerEquity", "Range", "RangeEquity", "RangeError", "ShareEquity", "combo_equity", "equity", "hand_class",
    "is_range", "parse_range", "percentile", "starting_hands",
]  # fmt: skip


def equity(
    game: GameVariant,
    holdings: Sequence[Holding | str],
    *,
    board: CardsLike = (),
    dead: CardsLike = (),
    samples: int | None = None,
    seed: int | random.Random | None = None,
    exact: bool | None = None,
    executor: concurrent.futures.Executor | None = None,
    chunks: int = DEFAULT_CHUNKS,
    progress: Callable[[int, int], object] | None = None,
    backend: str = "auto",
    target_error: float | None = None,
    threads: int | None = None,
) -> EquityResult:
    """Each live player's equity in ``game`` from the known cards in ``holdings`` (one per player, in seat order).

    The rest of the hand is dealt by the engine itself, by the game's own program: its deal
    hooks and per-hand state (Baseball's extra cards, a changing wild rank), a community card
    when the pack runs short, every player staying in (pot matches paid, no betting), and the
    hands ranked and shared as the game's settlement shares them (hi/lo halves; Bailey's Poker's
    tie wins nothing). ``board`` is the community cards dealt so far (flop games: the flop, the
    turn); ``dead`` cards are out of play (folded cards, burns you saw).

    >>> from pokervariants import Holdem
    >>> result = equity(Holdem(), ["AsKs", "QdQc"], board="Qs 7s 2d")  # the flop: 990 turns and rivers
    >>> result.exact, result.trials, round(result.players[0].equity, 3)
    (True, 990, 0.256)

    In hold'em- and Omaha-type games a holding may be a range (``"AKs, QQ+, AKo:0.5"``,
    ``"AAxx ds"``: :class:`Range`): each of its combinations that no known card rules out is as
    likely as its weight, among the ways the ranges fit together without sharing a card. A spot
    with ranges is enumerated exactly when the fitting combinations times the deals of each come
    to at most :data:`EXACT_LIMIT` (``exact=True``: :data:`EXACT_MAX`), and sampled otherwise;
    hold'em with numpy goes by kinds of deal instead (:data:`SYMMETRIC_CLASSES`).

    >>> result = equity(Holdem(), ["AsKs", "QQ+, AKo:0.5"], board="Qs 7s 2d")
    >>> result.exact, result.trials, round(result.players[0].equity, 4)
    (True, 14850, 0.4449)

    ``exact=None`` enumerates every deal when there are at most :data:`EXACT_LIMIT` of them and
    the game has no deal hooks (nor phases of its own), or when numpy counts the deals rather than
    deals them (hold'em with every hole card known, counted by symmetry; razz, counted by ranks:
    :doc:`/equity`), and otherwise samples
    ``samples`` deals from ``seed`` (required then). At most :data:`MAX_SAMPLES` samples and
    :data:`MAX_CHUNKS` chunks are taken; anything larger is refused at once. ``executor`` runs
    the chunks; ``progress(done, total)`` is called as chunks finish.

    ``target_error=0.001`` samples in rounds of :data:`ROUND_SAMPLES` until every player's
    standard error is at most that (``samples`` is then the most to take; by default
    :data:`TARGET_SAMPLES`); a spot small enough to enumerate is enumerated instead.

    ``backend="auto"`` deals and ranks many deals at once with numpy when it is installed and
    the game allows (its rankers have batch kernels), else one deal at a time;
    ``"python"`` always one at a time, ``"numpy"`` refuses a game the arrays cannot take. The
    result's ``method`` says which ran, and ``reason`` why the arrays did not.

    Without an ``executor``, the numpy path runs its chunks on ``threads`` threads: by default
    one per core for runs of :data:`THREADED_DEALS` deals or more (the array operations let go
    of the interpreter's lock while they work), else just the calling thread (and for an
    enumeration ranked by lookup table, whose chunks are too slight to share); ``threads=1``
    always keeps to it. The answer is the same either way. One deal at a time gains nothing from
    threads: give it a process pool as ``executor`` (``threads`` and ``executor`` do not combine).
    A small exact enumeration on the numpy path (a card or two to come, at most 32,768 deals)
    takes a lean path on the calling thread, with the same answer, an ``executor`` given or not
    (sending it out would cost more than working it out): what depends only on the game and the
    spot's shape is kept from call to call.
    """
    from . import _choose, _run, _spot  # the first call imports them: import pokervariants stays quick

    dealt = _spot.game_of(game)
    held = _spot.holdings_of(dealt, holdings)
    ask = _spot.asked(
        exact=exact, samples=samples, seed=seed, chunks=chunks, target_error=target_error, threads=threads, executor=executor,
        progress=progress, backend=backend,
    )  # fmt: skip
    if exact is not False and any(h.range for h in held):
        from . import _ranged

        enumerated = _ranged.exact(dealt, held, board, dead, ask)
        if enumerated is not None:
            return enumerated
    spot = _spot.spot_of(dealt, held, board, dead, ask.exact, most=None)
    way, reason = _choose.choose(spot, ask)
    if getattr(way, "counts_deals", False) and not spot.exact:  # counted rather than sampled: exact
        from attrs import evolve

        spot = evolve(spot, exact=True)
    if spot.exact and spot.ways > EXACT_MAX and not getattr(way, "counts_deals", False):  # dealt one by one: too many
        raise _spot.too_many(spot.ways)
    return _run.run(way, spot, ask, reason)


def combo_equity(
    game: GameVariant,
    holdings: Sequence[Holding | str],
    *,
    seat: int = 0,
    board: CardsLike = (),
    dead: CardsLike = (),
    samples: int | None = None,
    seed: int | random.Random | None = None,
    exact: bool | None = None,
    executor: concurrent.futures.Executor | None = None,
    chunks: int = DEFAULT_CHUNKS,
    backend: str = "auto",
    target_error: float | None = None,
    threads: int | None = None,
) -> RangeEquity:
    """Seat ``seat``'s equity with each combination of its range against the other holdings (each
    the whole :func:`equity` with that combination in the seat's hand; the options are equity's,
    and a sampled run draws each combination's seed from ``seed`` in turn). Combinations holding a
    card seen elsewhere are left out.

    >>> from pokervariants import Holdem
    >>> spread = combo_equity(Holdem(), ["QQ+, AKs", "JJ, AQs"], board="Ah 7c 2d")
    >>> {"".join(map(str, combo)): round(e, 3) for combo, e in spread.equity.items() if combo[0].rank == 10}  # the queens
    {'QdQc': 0.791, 'QhQc': 0.698, 'QhQd': 0.698, 'QsQc': 0.791, 'QsQd': 0.791, 'QsQh': 0.698}
    >>> round(spread.overall, 4), round(equity(Holdem(), ["QQ+, AKs", "JJ, AQs"], board="Ah 7c 2d").players[0].equity, 4)
    (0.7663, 0.7663)
    """
    from . import _ranged, _spot

    dealt = _spot.game_of(game)
    held = _spot.holdings_of(dealt, holdings)
    _spot.asked(
        exact=exact, samples=samples, seed=seed, chunks=chunks, target_error=target_error, threads=threads, executor=executor,
        progress=None, backend=backend,
    )  # fmt: skip  # (the options checked before any combination is run)

    def run(fixed: Sequence[Holding], combination_seed: int | None) -> EquityResult:
        return equity(
            dealt, fixed, board=board, dead=dead, samples=samples, seed=combination_seed, exact=exact, executor=executor, chunks=chunks,
            backend=backend, target_error=target_error, threads=threads,
        )  # fmt: skip

    return _ranged.combo_equity(held, seat, board, dead, seed, run)


present(__name__, globals(), __all__)
