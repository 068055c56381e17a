"""Equity's numpy path: many deals at once as arrays, ranked by the batch kernels, tallied with array
operations (issue 17). :func:`~pokervariants.equity` takes it when numpy is installed and the
game allows: its rankers have batch kernels, and its deal does not depend on the cards, or does
only through extra face-down cards for face-up cards of one rank (Baseball's 4s). That is every
built-in game with its usual options; the pure-Python path gives the same exact results and,
sampling, agrees within its error.

A deal draws the cards each seat and the board still need from the unseen cards. Sampled, each
row of a block picks a uniformly random set of that many unseen cards (Floyd's algorithm, every
row at once), then hands it out to the groups by a uniformly random split; a deal with extra
cards draws as many more as it could need, each a group of its own. Exact, the deals are every
combination of that many unseen cards (a slice of them per chunk, in lexicographic order) times
every way of giving those cards to the groups that need them. Whole-number tallies per chunk add
up to the same result however the chunks are run.

Where each seat's hand is its own cards alone (the stud games, the draw games, Bailey's Poker:
no community cards to come), a seat can only be dealt one of the sets of unseen cards of its
size, far fewer than a run's deals: each set is ranked once, into a table numbered the way the
deals number their sets, and every deal looks its seats' ranks up.
"""

from __future__ import annotations

import functools
import math
import threading
from collections.abc import Iterator, Sequence
from itertools import chain, combinations, combinations_with_replacement, islice
from typing import TYPE_CHECKING, Any

from attrs import evolve, frozen

from ..engine.protocols import BOARD

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from . import _Tally

__all__ = ["BLOCK", "COMBINATIONS_KEPT", "SPLITS_KEPT", "TABLE_MOST", "ArrayPlan", "by_table", "combination_count", "exact_deals", "plan_for", "run_blocks", "split_patterns"]

BLOCK = 32_768
"""Deals ranked per block: the arrays of a block stay at a few megabytes."""


@frozen
class ArrayPlan:
    """How a position is dealt and ranked with arrays: the batch ranking of each share, each seat's
    known cards, the groups of cards still to come, and how the settlement shares the pot."""

    rules: tuple[tuple[str, str | None], ...]
    """Per share, the batch ranking (``rank_many``'s name) and its wild ranks."""
    known: tuple[tuple[int, ...], ...]
    """Each seat's known cards (card numbers, or :class:`~pokervariants.Card`, which are numbers too)."""
    board: tuple[int, ...]
    """The board's known cards (the shared cards already dealt), as ``known``."""
    groups: tuple[tuple[int, int], ...]
    """(seat or :data:`BOARD`, cards to draw) for each group in dealing order."""
    unseen: tuple[int, ...]
    stake: bool
    """Bailey's Poker's settlement: a tie wins nothing."""
    ranges: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
    """(seat, combinations) for the seats whose two hole cards come from a range."""
    faces: tuple[bool, ...] = ()
    """With extra cards: whether each group is dealt face up."""
    extra_rank: int = -1
    """With extra cards: each card of this rank dealt face up earns its seat one more card (Baseball's 4s)."""
    owed: tuple[int, ...] = ()
    """With extra cards: the extra cards each seat is owed already for its known face-up cards."""
    extra_most: int = 0
    """The most extra cards one deal can need (0: the game deals none); each deal draws as many more."""
    deals: int = 0
    """The deals of the whole run (each chunk ranks some of them): what a lookup table would be made for."""


_RULE_OF = {
    "HighRanker": "high", "LowRanker": "low", "EightOrBetterRanker": "low8", "DeuceSevenRanker": "deuce_seven",
    "BadugiRanker": "badugi", "BaileyRanker": "bailey", "ShortDeckRanker": "short_deck", "OmahaRanker": "omaha",
    "OmahaEightRanker": "omaha8",
}  # fmt: skip
"""The batch ranking of each of the library's rankers ("omaha" and "omaha8": this module's own kernel)."""


def _rule_of(ranker: Any) -> tuple[str, str | None] | None:
    """The batch ranking of one of the library's rankers and its wild ranks (``None``: none fits)."""
    from ..evaluation import batch

    name = _RULE_OF.get(type(ranker).__name__) if type(ranker).__module__ == "pokervariants.rankers" else None
    if name is None or getattr(ranker, "natural_beats_wild", False) or getattr(getattr(ranker, "high_card_ties", None), "value", "five") != "five":
        return None  # a natural beating a wild hand, Bailey's three-card ties: the batch rankings have neither
    wild = getattr(ranker, "wild", None)
    return (name, batch._wild_text(wild, batch._RULES[name]) if wild else None)


def _sizes(name: str) -> tuple[int, int]:
    """How many cards a hand ranked by ``name`` holds (Omaha: hole and board together)."""
    from ..evaluation import batch

    if name in ("omaha", "omaha8"):
        return (9, 11)
    rule = batch._RULES[name]
    return (rule.smallest, rule.largest)


def plan_for(position: Any, rules: tuple[tuple[tuple[str, str | None], ...], bool, bool, str] | str | None = None) -> ArrayPlan | str:
    """The array plan for an equity position, or why there is none (a sentence). ``rules``, when
    given, is what the position's game and shape alone decide of it, worked out by the caller (who
    keeps it for the shape)."""
    extras = position.extras
    if position.groups is None and extras is None:
        return "the game's deal depends on the cards (deal hooks or phases of its own): each deal goes through the engine"
    dealing = position.groups if extras is None else extras.groups
    found = rules
    if found is None:
        shape = (
            position.game, position.rankers, position.flat, dealing, tuple(len(down) + len(up) + len(extra) for down, up, extra in position.known),
            len(position.board), None if extras is None else (extras.owed, extras.most),
        )  # fmt: skip
        if type(position.game).__module__.startswith("pokervariants."):  # frozen: an equal game plays alike
            try:
                found = _kept_rules(*shape)
            except TypeError:  # a field or ranker that cannot be hashed: worked out afresh
                pass
        if found is None:
            found = _plan_rules(*shape)
    unseen = getattr(position, "numbers", ()) or tuple(map(int, position.unseen))
    plan = _plan_of(found, position.known, position.board, dealing, unseen, position.ranges)
    if extras is not None and not isinstance(plan, str):
        plan = evolve(plan, faces=tuple(face for _, face, _ in dealing), extra_rank=extras.rank, owed=extras.owed, extra_most=extras.most)
    return plan


def _plan_of(
    rules: tuple[tuple[tuple[str, str | None], ...], bool, bool, str] | str,
    known: Sequence[tuple[Sequence[int], Sequence[int], Sequence[int]]],
    board: Sequence[int],
    dealing: Sequence[tuple[int, bool, int]],
    unseen: tuple[int, ...],
    ranges: Sequence[tuple[int, Sequence[tuple[int, int]]]] = (),
) -> ArrayPlan | str:
    """:func:`plan_for` from its parts: what the game and shape decide (``rules``), each seat's known
    cards (down, up, extra), the board's, the groups dealt (seat, face up, cards), the unseen cards
    as ints, and the seats' ranges. (Without extra cards: :func:`plan_for` adds those.)"""
    if isinstance(rules, str):
        return rules
    batch_rules, stake, omaha, why_not = rules
    if omaha and max((max(unseen, default=0), *board, *(c for seat in known for part in seat for c in part))) >= 52:
        return "the Omaha kernel takes no jokers"
    if why_not:
        return why_not
    held = tuple([(*down, *up, *extra) for down, up, extra in known])
    combinations = tuple((seat, tuple((int(a), int(b)) for a, b in combos)) for seat, combos in ranges) if ranges else ()
    return ArrayPlan(batch_rules, held, tuple(board), tuple([(seat, n) for seat, _, n in dealing]), unseen, stake, combinations)


def _plan_rules(
    game: Any,
    rankers: tuple[Any, ...],
    flat: bool,
    dealing: tuple[tuple[int, bool, int], ...],
    held: tuple[int, ...],
    board: int,
    extras: tuple[tuple[int, ...], int] | None,
) -> tuple[tuple[tuple[str, str | None], ...], bool, bool, str] | str:
    """What of :func:`plan_for`'s answer does not depend on the cards: why there is no plan, or the
    batch rankings, whether the settlement is Bailey's, whether the rankings are Omaha's (which take
    no jokers), and why the hands' sizes rule the plan out (empty if they do not). ``held`` is each
    seat's known cards, ``board`` the board's, ``extras`` the extra cards owed and the most a deal
    can need (or ``None``)."""
    rules = []
    for ranker in rankers:
        rule = _rule_of(ranker)
        if rule is None:
            return f"the ranker {type(ranker).__name__} has no batch kernel"
        rules.append(rule)
    omaha = {name for name, _ in rules} & {"omaha", "omaha8"}
    if not flat and (not omaha or len(omaha) != len(rules)):
        return "a ranker reads the hand in parts: it has no batch kernel"
    settlement = game.program.steps[game.program.settle_index][1]
    kind = type(settlement).__name__
    if type(settlement).__module__.split(".")[0] != "pokervariants" or kind not in ("Settle", "StakeSettlement"):
        return f"the game settles by {kind}, which the array path does not model"
    drawn = [0] * len(held)
    board += sum(n for seat, _, n in dealing if seat == BOARD)
    for seat, _, n in dealing:
        if seat != BOARD:
            drawn[seat] += n
    if omaha and board != 5:
        return f"an Omaha hand is ranked on a board of five, not {board}"
    why_not = ""
    for seat, count in enumerate(held):
        size = count + drawn[seat] + board
        most = size if extras is None else size + extras[0][seat] + min(extras[1], sum(n for s, face, n in dealing if s == seat and face))
        for name, _ in rules:
            low, high = _sizes(name)
            if not low <= size <= most <= high:
                why_not = f"seat {seat} would hold {size if size < low else most} cards, which the batch {name!r} ranking does not take"
                break
        if why_not:
            break
    return tuple(rules), kind == "StakeSettlement", bool(omaha), why_not


_kept_rules = functools.lru_cache(maxsize=256)(_plan_rules)
""":func:`_plan_rules`, worked out once a process for each of the library's games and shape (bounded;
immutable values: the cache changes no result, only how soon it comes)."""


@functools.lru_cache(maxsize=64)
def split_patterns(sizes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every way to hand out ``sum(sizes)`` chosen cards, as column orders: the first ``sizes[0]``
    columns to the first group, and so on, each group's columns in increasing order.

    >>> split_patterns((1, 1))
    ((0, 1), (1, 0))
    >>> len(split_patterns((2, 2))), len(split_patterns((3,))), len(split_patterns((4, 4)))
    (6, 1, 70)
    """

    def ways(left: tuple[int, ...], groups: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if not groups:
            yield ()
            return
        for first in combinations(left, groups[0]):
            rest = tuple(c for c in left if c not in first)
            for tail in ways(rest, groups[1:]):
                yield first + tail

    return tuple(ways(tuple(range(sum(sizes))), tuple(sizes)))


@functools.lru_cache(maxsize=64)
def _split_array(sizes: tuple[int, ...]) -> NDArray[np.uint8]:
    """:func:`split_patterns` as an array, one way a row (made once a process; bytes, so that a
    large one stays in the processor's cache as rows are drawn from it)."""
    import numpy as np

    if not sum(sizes):
        return np.zeros((1, 0), dtype=np.uint8)  # nothing left to deal: one way, of no cards
    every = np.array(split_patterns(sizes), dtype=np.uint8).reshape(-1, sum(sizes))
    every.setflags(write=False)
    return every


def _splits(sizes: Sequence[int]) -> int:
    """How many ways there are to hand ``sum(sizes)`` cards out to groups of these sizes."""
    return math.factorial(sum(sizes)) // math.prod(math.factorial(n) for n in sizes)


def exact_deals(plan: ArrayPlan) -> int:
    """How many deals an exact enumeration of ``plan`` covers."""
    sizes = [n for _, n in plan.groups]
    return math.comb(len(plan.unseen), sum(sizes)) * _splits(sizes)


def combination_count(plan: ArrayPlan) -> int:
    """How many combinations of unseen cards the exact chunks slice."""
    return math.comb(len(plan.unseen), sum(n for _, n in plan.groups))


def run_blocks(plan: ArrayPlan, tally: Any, *, seed: int | None, samples: int, start: int, stop: int) -> None:
    """Add one chunk's deals to ``tally`` (the equity module's whole-number tally): ``samples``
    random deals from ``seed``, or (``seed`` ``None``) the combinations ``start`` to ``stop`` of the
    exact enumeration, each split every way."""
    import numpy as np

    unseen = np.array(plan.unseen, dtype=np.int64)
    # With extra cards: as many more as a deal can need, each deal using what it does. Each is a group
    # of its own: Floyd's order within a group is not uniform, and extra cards go to different seats.
    sizes = tuple(n for _, n in plan.groups) + (1,) * plan.extra_most
    needed = sum(sizes)
    if seed is not None:
        rng = np.random.default_rng(seed)
        splits = _split_array(sizes) if _splits(sizes) <= SPLITS_KEPT else None
        tables = _lookup(plan, samples)
        left = samples
        while left:
            count = min(left, BLOCK)
            left -= count
            if plan.ranges:
                _add(tally, _ranks(plan, _ranged(plan, rng, count, unseen)), stake=plan.stake)
            elif tables is not None:
                _add(tally, _looked_up(plan, tables, _sample(rng, count, len(unseen), needed, splits), ordered=False), stake=plan.stake)
            else:
                _add(tally, _ranks(plan, unseen[_sample(rng, count, len(unseen), needed, splits)]), stake=plan.stake)
        return
    if plan.extra_most:
        raise ValueError("a deal with extra cards is sampled, not enumerated")
    patterns = list(_split_array(sizes))
    tables = _lookup(plan, (stop - start) * len(patterns))
    for block in _combination_blocks(len(unseen), needed, start, stop):
        cards = None if tables is not None else unseen[block]
        for pattern in patterns:
            if tables is not None:  # the combination's positions rise along a row, and so do each group's
                _add(tally, _looked_up(plan, tables, block[:, pattern], ordered=True), stake=plan.stake)
            else:
                assert cards is not None
                _add(tally, _ranks(plan, cards[:, pattern]), stake=plan.stake)


TABLE_MOST = 1_000_000
"""The most hands a seat's lookup table may rank (every set of unseen cards the seat could be dealt)."""


def by_table(plan: ArrayPlan, deals: int) -> bool:
    """Whether ``deals`` deals of ``plan`` are ranked by lookup table: each seat's
    hand is its own cards alone (no community cards to come, no range, no extra cards), and the
    tables hold far fewer hands than the deals would rank."""
    if plan.ranges or plan.extra_most or plan.rules[0][0] in ("omaha", "omaha8") or any(seat == BOARD for seat, _ in plan.groups):
        return False
    seats = [seat for seat, _ in plan.groups]
    if len(set(seats)) != len(seats):
        return False  # a seat dealt in two groups: its cards are not one set
    sizes = [math.comb(len(plan.unseen), n) for _, n in plan.groups]
    return bool(sizes) and max(sizes) <= TABLE_MOST and 4 * sum(sizes) <= max(deals, plan.deals) * len(plan.known)


def _lookup(plan: ArrayPlan, deals: int) -> tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]] | None:
    """Each seat's ranks for every set of unseen cards it could be dealt, and the binomial table that
    numbers those sets, when :func:`by_table` says that is the cheaper way to rank ``deals`` deals;
    ``None`` otherwise."""
    if not by_table(plan, deals):
        return None
    with _MAKING:  # threads sharing a run wait for one of them to make the tables
        return _tables(plan)


@functools.lru_cache(maxsize=8)
def _tables(plan: ArrayPlan) -> tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]]:
    """:func:`_lookup`'s tables: per seat, an array (shares, sets) of ranks indexed by the set's
    colexicographic number (the sum of C(position, place) over its sorted positions), or one column
    for a seat dealt nothing; and the binomial coefficients C(position, place) that number a set."""
    import numpy as np

    from ..evaluation.batch import rank_many

    unseen = np.array(plan.unseen, dtype=np.int64)
    dealt = {seat: n for seat, n in plan.groups}
    binomials = np.array([[math.comb(c, j) for j in range(max(dealt.values(), default=0) + 2)] for c in range(len(unseen))], dtype=np.int64)
    tables = []
    for seat, known in enumerate(plan.known):
        n = dealt.get(seat, 0)
        sets = _combinations(len(unseen), n).astype(np.intp) if n else np.zeros((1, 0), dtype=np.intp)
        fixed = np.array((*known, *plan.board), dtype=np.int64)
        hands = np.concatenate([np.broadcast_to(fixed, (len(sets), len(fixed))), unseen[sets]], axis=1)
        ranks = np.stack([rank_many(hands, name, wild=wild) for name, wild in plan.rules])  # type: ignore[call-overload]
        table = np.empty_like(ranks)
        table[:, _numbers(sets, binomials)] = ranks
        table.setflags(write=False)
        tables.append(table)
    binomials.setflags(write=False)
    return tuple(tables), binomials


def _numbers(sets: NDArray[Any], binomials: NDArray[np.int64], *, ordered: bool = True) -> NDArray[np.int64]:
    """The colexicographic number of each row's set of positions: the sum of C(position, place)
    over its positions in rising order (sorted first, unless ``ordered``, by a network of
    compare-and-swap steps on whole columns, quicker than sorting a few columns row by row)."""
    import numpy as np

    columns = [sets[:, place] for place in range(sets.shape[1])]
    if not ordered:
        for end in range(len(columns) - 1, 0, -1):
            for i in range(end):
                low, high = np.minimum(columns[i], columns[i + 1]), np.maximum(columns[i], columns[i + 1])
                columns[i], columns[i + 1] = low, high
    number = np.zeros(len(sets), dtype=np.int64)
    for place, column in enumerate(columns):
        number += np.take(binomials[:, place + 1], column)
    return number


def _looked_up(plan: ArrayPlan, tables: tuple[tuple[NDArray[np.int64], ...], NDArray[np.int64]], positions: NDArray[Any], *, ordered: bool) -> NDArray[np.int64]:
    """:func:`_ranks` by table: each group's positions among the unseen cards (rising along each row
    if ``ordered``) number its set, and the seat's table gives the ranks."""
    import numpy as np

    by_seat, binomials = tables
    rows = len(positions)
    out = np.empty((len(plan.rules), len(plan.known), rows), dtype=np.int64)
    at = 0
    drawn = {}
    for seat, n in plan.groups:
        drawn[seat] = positions[:, at : at + n]
        at += n
    for seat, table in enumerate(by_seat):
        if seat in drawn:
            out[:, seat] = np.take(table, _numbers(drawn[seat], binomials, ordered=ordered), axis=1)
        else:
            out[:, seat] = table[:, :1]
    return out


def _sample(rng: np.random.Generator, rows: int, n: int, k: int, splits: NDArray[np.uint8] | None) -> NDArray[np.intp]:
    """``rows`` uniformly random samples of ``k`` of ``n`` positions, without replacement, their
    columns in a uniformly random one of the ``splits`` (the ways to give them to the groups).

    Floyd's algorithm on every row at once picks a uniformly random set (step ``j`` takes a random
    position up to ``j``, or ``j`` itself when that one is taken already: a bit mask a row says
    which are); the split, drawn apart, then hands the set out to the groups uniformly.
    """
    import numpy as np

    chosen = np.empty((rows, k), dtype=np.intp)
    taken = np.zeros(rows, dtype=np.int64)  # at most 54 positions: their bits fit a signed 64-bit mask
    for i, j in enumerate(range(n - k, n)):
        t = rng.integers(0, j + 1, size=rows)
        if i:
            t = np.where((taken >> t) & 1, j, t)
        chosen[:, i] = t
        taken |= np.left_shift(1, t)
    if splits is not None and len(splits) > 1:
        chosen = np.take_along_axis(chosen, splits[rng.integers(0, len(splits), size=rows)], axis=1)
    elif splits is None and k > 1:
        chosen = np.take_along_axis(chosen, np.argsort(rng.random((rows, k)), axis=1), axis=1)
    return chosen


def _ranged(plan: ArrayPlan, rng: np.random.Generator, rows: int, unseen: NDArray[np.int64]) -> NDArray[np.int64]:
    """A block of deals when some seats' hole cards come from ranges: each such seat a combination
    (rows whose combinations share a card drawn again), the other groups' cards uniformly from the
    unseen cards those combinations leave, in the groups' order."""
    import numpy as np

    ranged = dict(plan.ranges)
    tables = {seat: np.array(combos, dtype=np.int64) for seat, combos in ranged.items()}
    picks = {seat: table[rng.integers(0, len(table), size=rows)] for seat, table in tables.items()}
    for _ in range(10_000):
        held = np.sort(np.concatenate(list(picks.values()), axis=1), axis=1)
        clash = (held[:, 1:] == held[:, :-1]).any(axis=1)
        if not clash.any():
            break
        again = np.flatnonzero(clash)
        for seat, table in tables.items():
            picks[seat][again] = table[rng.integers(0, len(table), size=len(again))]
    else:
        raise ValueError("the ranges given hardly ever fit together without sharing a card")
    others = sum(n for seat, n in plan.groups if seat not in ranged)
    extra = 2 * len(ranged)
    cards = unseen[_sample(rng, rows, len(unseen), min(others + extra, len(unseen)), None)]  # in a uniformly random order
    taken = np.concatenate(list(picks.values()), axis=1)
    free = ~(cards[:, :, None] == taken[:, None, :]).any(axis=2)
    cards = np.take_along_axis(cards, np.argsort(~free, axis=1, kind="stable"), axis=1)[:, :others]
    columns: list[NDArray[np.int64]] = []
    at = 0
    for seat, n in plan.groups:
        if seat in ranged:
            columns.append(picks[seat])
        else:
            columns.append(cards[:, at : at + n])
            at += n
    return np.concatenate(columns, axis=1) if columns else np.zeros((rows, 0), dtype=np.int64)


SPLITS_KEPT = 50_000
"""The most ways of handing sampled cards to the groups kept as a table (beyond it, each row's order is shuffled)."""


COMBINATIONS_KEPT = 16_000_000
"""The most cards an exact enumeration's combinations may hold as one array, made once a process
(a preflop hold'em spot's 1,712,304 fives are 8.6 million); larger ones are made block by block."""


_MAKING = threading.Lock()


@functools.lru_cache(maxsize=4)
def _combinations(n: int, k: int) -> NDArray[np.uint8]:
    """Every combination of ``k`` of ``n`` positions, lexicographic (as :func:`itertools.combinations`
    gives them), one a row: those starting with each first position are the combinations of the
    positions after it, built the same way, shifted past it.

    >>> _combinations(4, 2).tolist()
    [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]
    """
    import numpy as np

    made: dict[tuple[int, int], NDArray[np.uint8]] = {}

    def of(m: int, j: int) -> NDArray[np.uint8]:
        if (m, j) not in made:
            if j == 0:
                made[m, j] = np.zeros((1, 0), dtype=np.uint8)
            else:
                parts = [np.zeros((0, j), dtype=np.uint8)]
                for first in range(m - j + 1):
                    rest = of(m - first - 1, j - 1) + np.uint8(first + 1)
                    parts.append(np.concatenate([np.full((len(rest), 1), first, dtype=np.uint8), rest], axis=1))
                made[m, j] = np.concatenate(parts)
        return made[m, j]

    every = of(n, k)
    every.setflags(write=False)  # shared by every caller (and thread) from the cache: nobody may change it
    return every


def _combination_blocks(n: int, k: int, start: int, stop: int) -> Iterator[NDArray[np.intp] | NDArray[np.uint8]]:
    """The combinations ``start`` to ``stop`` of ``k`` of ``n`` positions, lexicographic, in blocks of rows."""
    import numpy as np

    if k == 0:
        if start == 0 and stop > 0:
            yield np.zeros((1, 0), dtype=np.intp)
        return
    if math.comb(n, k) * k <= COMBINATIONS_KEPT:
        with _MAKING:  # threads sharing an enumeration wait for one of them to make the array
            every = _combinations(n, k)
        for at in range(start, stop, BLOCK):
            yield every[at : min(stop, at + BLOCK)]
        return
    source = islice(combinations(range(n), k), start, stop)
    left = stop - start
    while left > 0:
        rows = min(left, BLOCK)
        left -= rows
        flat = np.fromiter(chain.from_iterable(islice(source, rows)), dtype=np.intp, count=rows * k)
        yield flat.reshape(rows, k)


SMALL_BLOCK = 8192
"""The most hands (deals times seats) ranked as one batch for every seat together: below it a
call's own cost outweighs copying the seats' hands into one array."""


def _ranks(plan: ArrayPlan, drawn: NDArray[np.int64]) -> NDArray[np.int64]:
    """Each share's rank of each seat's hand for every deal: shape (shares, players, deals)."""
    import numpy as np

    from ..evaluation.batch import rank_many

    if plan.extra_most:
        return _ranks_with_extras(plan, drawn)
    rows = len(drawn)
    at = 0
    extra: dict[int, list[NDArray[np.int64]]] = {seat: [] for seat in range(len(plan.known))}
    board: list[NDArray[np.int64]] = [np.broadcast_to(np.array(plan.board, dtype=np.int64), (rows, len(plan.board)))] if plan.board else []
    for seat, n in plan.groups:
        part = drawn[:, at : at + n]
        at += n
        if seat == BOARD:
            board.append(part)
        else:
            extra[seat].append(part)
    out = np.empty((len(plan.rules), len(plan.known), rows), dtype=np.int64)
    omaha = plan.rules[0][0] in ("omaha", "omaha8")  # the hole cards and the board apart
    shared = _join(board) if omaha else None
    boards = _OmahaBoards(shared) if shared is not None else None
    if not omaha and rows * len(plan.known) <= SMALL_BLOCK:
        hands = [_join([np.broadcast_to(np.array(known, dtype=np.int64), (rows, len(known)))] * bool(known) + extra[seat] + board) for seat, known in enumerate(plan.known)]
        if len({hand.shape[1] for hand in hands}) == 1:  # every seat holds as many cards: one batch for them all (quicker when few)
            every = np.concatenate(hands)
            for share, (name, wild) in enumerate(plan.rules):
                out[share] = rank_many(every, name, wild=wild).reshape(len(hands), rows)  # type: ignore[call-overload]
            return out
    for seat, known in enumerate(plan.known):
        own = [np.broadcast_to(np.array(known, dtype=np.int64), (rows, len(known)))] if known else []
        own += extra[seat]
        hand = _join(own if omaha else own + board)
        for share, (name, wild) in enumerate(plan.rules):
            if boards is not None and not extra[seat]:  # the hole cards known: the board's triples alone vary
                out[share, seat] = _omaha_known(known, boards, eight=name == "omaha8")
            elif shared is not None:
                out[share, seat] = _omaha(hand, shared, eight=name == "omaha8")
            else:
                out[share, seat] = rank_many(hand, name, wild=wild)  # type: ignore[call-overload]
    return out


def _ranks_with_extras(plan: ArrayPlan, drawn: NDArray[np.int64]) -> NDArray[np.int64]:
    """:func:`_ranks` for a deal with extra cards: the groups' cards come first in each row, then the
    extra cards, given out in seat order, as many to a seat as it is owed plus the cards of the extra
    rank among its new face-up ones. (Any order of handing out uniformly random cards deals alike.)
    The rows are ranked in batches of one hand size each."""
    import numpy as np

    from ..evaluation.batch import rank_many

    rows, players = len(drawn), len(plan.known)
    own: list[list[NDArray[np.int64]]] = [[np.broadcast_to(np.array(k, dtype=np.int64), (rows, len(k)))] if k else [] for k in plan.known]
    board: list[NDArray[np.int64]] = [np.broadcast_to(np.array(plan.board, dtype=np.int64), (rows, len(plan.board)))] if plan.board else []
    counts = np.array([[owed] * rows for owed in plan.owed], dtype=np.int64).reshape(players, rows)
    at = 0
    for (seat, n), face in zip(plan.groups, plan.faces):
        part = drawn[:, at : at + n]
        at += n
        if seat == BOARD:
            board.append(part)
            continue
        own[seat].append(part)
        if face:
            counts[seat] += ((part >> 2 == plan.extra_rank) & (part < 52)).sum(axis=1)
    starts = at + np.cumsum(counts, axis=0) - counts  # each seat's first extra column
    out = np.empty((len(plan.rules), players, rows), dtype=np.int64)
    for seat in range(players):
        base = _join(own[seat] + board)
        for count in np.unique(counts[seat]):
            which = np.flatnonzero(counts[seat] == count)
            hand = base[which]
            if count:
                columns = starts[seat][which, None] + np.arange(count)
                hand = np.concatenate([hand, np.take_along_axis(drawn[which], columns, axis=1)], axis=1)
            for share, (name, wild) in enumerate(plan.rules):
                out[share, seat, which] = rank_many(hand, name, wild=wild)  # type: ignore[call-overload]
    return out


def _join(parts: list[NDArray[np.int64]]) -> NDArray[np.int64]:
    """The columns of ``parts`` side by side, as one contiguous array (one part: as it is, when it already is)."""
    import numpy as np

    return np.ascontiguousarray(parts[0]) if len(parts) == 1 else np.concatenate(parts, axis=1)


def _omaha(hole: NDArray[np.int64], board: NDArray[np.int64], *, eight: bool) -> NDArray[np.int64]:
    """Omaha values for every row: the best of each two hole cards with each three board cards, on
    :func:`~pokervariants.rank_omaha`'s scale (or :func:`~pokervariants.rank_omaha8`'s, 0 for no
    low). The rank numbers of the pairs and triples add (as 32-bit sums) into one table index per
    five, so the 60 fives of four hole cards cost a few array operations, not 60 calls; only the
    rows that can hold a flush (three board cards and two hole cards of a suit) look at suits."""
    import numpy as np

    numbers, high, low8 = _omaha_tables()
    hole_numbers, board_numbers = np.take(numbers, hole), np.take(numbers, board)
    pairs = list(combinations(range(hole.shape[1]), 2))
    pair_sum = np.stack([hole_numbers[:, i] + hole_numbers[:, j] for i, j in pairs], axis=1)
    triple_sum = np.stack([board_numbers[:, i] + board_numbers[:, j] + board_numbers[:, k] for i, j, k in _TRIPLES], axis=1)
    index = (pair_sum[:, :, None] + triple_sum[:, None, :]).reshape(len(hole), -1)
    if eight:
        return np.take(low8, index).max(axis=1).astype(np.int64)  # type: ignore[no-any-return]
    values = np.take(high, index).max(axis=1).astype(np.int64)
    hole_suits, board_suits = hole & 3, board & 3
    suited = np.zeros(len(hole), dtype=bool)
    for suit in range(4):
        suited |= ((board_suits == suit).sum(axis=1) >= 3) & ((hole_suits == suit).sum(axis=1) >= 2)
    flushes = np.flatnonzero(suited)
    if len(flushes):
        values[flushes] = _omaha_with_suits(hole[flushes], board[flushes])
    return values  # type: ignore[no-any-return]


_TRIPLES = tuple(combinations(range(5), 3))


@functools.cache
def _omaha_tables() -> tuple[NDArray[np.int32], NDArray[np.uint16], NDArray[np.uint16]]:
    """Per card, its five-card rank number (jokers 0), as 32 bits; the non-flush high values and the
    eight-or-better low values (0: none), each indexed by a five-card hand's rank-number sum."""
    import numpy as np

    from ..evaluation import batch

    numbers = (batch._card_keys(5) >> 16).astype(np.int32)
    return numbers, batch._high_ranks(5), np.take(batch._low8(), batch._low_ranks(5)).astype(np.uint16)


class _OmahaBoards:
    """Omaha boards, five cards a row, and what ranking any known hole cards on them needs, each
    worked out once for every seat: the rank triple (as :func:`_omaha_classes` numbers them) of each
    of the ten triples of board cards, and per suit the 13-bit mask of the board's ranks in it."""

    __slots__ = ("board", "_classes", "_suits")

    def __init__(self, board: NDArray[np.int64]) -> None:
        self.board = board
        self._classes: NDArray[np.int32] | None = None
        self._suits: NDArray[np.int64] | None = None

    def classes(self) -> NDArray[np.int32]:
        """The rows' ten rank triples, shape (10, rows): a triple's classes along a row, so that the
        best of the ten is an element-wise maximum of whole rows."""
        import numpy as np

        if self._classes is None:
            numbers, triple_class = _omaha_classes()
            self._classes = triple_class[np.add.reduce(numbers[self.board.T][_triple_columns().T], axis=0)]
        return self._classes

    def suit(self, suit: int) -> NDArray[np.int64]:
        """Each row's ranks in ``suit``, as a 13-bit mask (every suit's worked out at once)."""
        import numpy as np

        if self._suits is None:
            self._suits = np.add.reduce(_suit_ranks()[self.board.T], axis=0).T  # (suits, rows)
        masks: NDArray[np.int64] = self._suits[suit]
        return masks


def _omaha_known(hole: tuple[int, ...], board: NDArray[np.int64] | _OmahaBoards, *, eight: bool) -> NDArray[np.integer[Any]]:
    """:func:`_omaha` for the same known hole cards in every row: without a flush a five's value
    depends only on the ranks, so the best over the hole's pairs of each of the 455 rank triples
    is worked out once (:func:`_omaha_best`), and each row takes the best of its board's ten
    triples. A flush is two hole cards and three board cards of a suit: for each suit the hole
    holds two of, the best such flush for every set of the suit's ranks on the board is worked
    out once too (:func:`_omaha_flushes`), and each row looks its board's set up. (Give the
    boards as :class:`_OmahaBoards` to rank several holes on them.)"""
    import numpy as np

    boards = board if isinstance(board, _OmahaBoards) else _OmahaBoards(board)
    values = np.maximum.reduce(_omaha_best(hole, eight)[boards.classes()], axis=0)  # (16-bit values: the Omaha scale fits)
    if eight:
        return values  # type: ignore[no-any-return]
    for suit, flushes in _hole_flushes(hole):
        np.maximum(values, flushes[boards.suit(suit)], out=values)
    return values  # type: ignore[no-any-return]


@functools.lru_cache(maxsize=256)
def _hole_flushes(hole: tuple[int, ...]) -> tuple[tuple[int, NDArray[np.uint16]], ...]:
    """For each suit known hole cards hold two or more of, the suit and :func:`_omaha_flushes` of
    their ranks (kept for each hole, as :func:`_omaha_best` is)."""
    suits = []
    for suit in range(4):
        ranks = tuple(sorted(c >> 2 for c in hole if c < 52 and c & 3 == suit))
        if len(ranks) >= 2:
            suits.append((suit, _omaha_flushes(ranks)))
    return tuple(suits)


@functools.cache
def _triple_columns() -> NDArray[np.intp]:
    """The board's ten triples of columns, a row each."""
    import numpy as np

    columns = np.array(_TRIPLES, dtype=np.intp)
    columns.setflags(write=False)
    return columns


@functools.cache
def _suit_ranks() -> NDArray[np.int64]:
    """Per card (0-53) and suit, the card's rank bit if the card is of the suit, else 0: a board's
    cards of a suit, summed, are the 13-bit mask of its ranks in the suit."""
    import numpy as np

    table = np.zeros((54, 4), dtype=np.int64)
    for card in range(52):
        table[card, card & 3] = 1 << (card >> 2)
    table.setflags(write=False)
    return table


@functools.lru_cache(maxsize=512)
def _omaha_flushes(ranks: tuple[int, ...]) -> NDArray[np.uint16]:
    """For hole cards of one suit of these ``ranks`` (two or more), per 13-bit mask of the board's
    ranks in the suit, the best flush of two of them with three of the board's (0 with fewer than
    three on the board). Kept for each set of ranks (bounded, 16 KB each; read-only)."""
    import numpy as np

    three, four, five, below_four, below_five = _rank_sets()
    flush = _high_flush_table()
    pairs = np.array([(1 << a) | (1 << b) for a, b in combinations(ranks, 2)], dtype=np.int64)
    best = np.zeros(8192, dtype=np.uint16)
    best[three] = flush[pairs[:, None] | three[None, :]].max(axis=0)  # a board never holds a hole card's rank in its suit
    best[four] = best[below_four].max(axis=1)
    best[five] = best[below_five].max(axis=1)
    best.setflags(write=False)
    return best


@functools.cache
def _rank_sets() -> tuple[NDArray[np.int64], ...]:
    """The 13-bit masks of three, four and five ranks; and per mask of four (five) the masks with one
    of its ranks left out."""
    import numpy as np

    by_size: dict[int, list[int]] = {3: [], 4: [], 5: []}
    for mask in range(8192):
        if mask.bit_count() in by_size:
            by_size[mask.bit_count()].append(mask)
    below = {size: [[mask & ~(1 << r) for r in range(13) if mask >> r & 1] for mask in by_size[size]] for size in (4, 5)}
    made = tuple(np.array(a, dtype=np.int64) for a in (by_size[3], by_size[4], by_size[5], below[4], below[5]))
    for array in made:
        array.setflags(write=False)
    return made


@functools.cache
def _high_flush_table() -> NDArray[np.int64]:
    """The high value of a flush by the 13-bit mask of its five ranks (straight flushes included)."""
    from ..evaluation import batch

    table = batch._high_flush().astype("int64")
    table.setflags(write=False)
    return table


@functools.cache
def _omaha_classes() -> tuple[NDArray[np.int32], NDArray[np.int32]]:
    """Per card its five-card rank number (as 32 bits), and per sum of three rank numbers the
    number of that rank triple among the 455 (each sum is one triple's: the numbers are chosen so)."""
    import numpy as np

    from ..evaluation import batch

    ranks = batch.BATCH_RANK_KEYS[5]
    sums = [ranks[a] + ranks[b] + ranks[c] for a, b, c in combinations_with_replacement(range(13), 3)]
    triple_class = np.zeros(max(sums) + 1, dtype=np.int32)
    triple_class[sums] = np.arange(len(sums), dtype=np.int32)
    return (batch._card_keys(5) >> 16).astype(np.int32), triple_class


@functools.lru_cache(maxsize=256)
def _omaha_best(hole: tuple[int, ...], eight: bool) -> NDArray[np.uint16]:
    """For known hole cards, per rank triple of the board (numbered as :func:`_omaha_classes`
    numbers them), the best value without a flush of any two of the hole cards with it (a triple
    that no real board could hold beside them gets whatever: it is never looked up)."""
    import numpy as np

    from ..evaluation import batch

    ranks = np.array(batch.BATCH_RANK_KEYS[5], dtype=np.int64)
    triples = np.array([ranks[a] + ranks[b] + ranks[c] for a, b, c in combinations_with_replacement(range(13), 3)], dtype=np.int64)
    pairs = np.array([ranks[a >> 2] + ranks[b >> 2] for a, b in combinations(hole, 2)], dtype=np.int64)
    sums = pairs[:, None] + triples[None, :]
    if eight:
        values = np.take(batch._low8(), np.take(batch._low_ranks(5), sums, mode="clip"))
    else:
        values = np.take(batch._high_ranks(5), sums, mode="clip")
    best = values.max(axis=0).astype(np.uint16)
    best.setflags(write=False)
    return best  # type: ignore[no-any-return]


def _omaha_with_suits(hole: NDArray[np.int64], board: NDArray[np.int64]) -> NDArray[np.int64]:
    """:func:`_omaha`'s high values for rows that may hold a flush: the suit counters of each five add
    with its rank sum (one 64-bit key), and a five with a full suit is looked up by its suit's ranks."""
    import numpy as np

    from ..evaluation import batch

    keys, bits = batch._card_keys(5), batch._card_bits()
    hole_keys, hole_bits = np.take(keys, hole), np.take(bits, hole)
    board_keys, board_bits = np.take(keys, board), np.take(bits, board)
    pairs = list(combinations(range(hole.shape[1]), 2))
    pair_key = np.stack([hole_keys[:, i] + hole_keys[:, j] for i, j in pairs], axis=1)
    triple_key = np.stack([board_keys[:, i] + board_keys[:, j] + board_keys[:, k] for i, j, k in _TRIPLES], axis=1)
    key = pair_key[:, :, None] + triple_key[:, None, :]
    values = np.take(batch._high_ranks(5), key >> 16).astype(np.int64)
    flags = (key + 0x3333) & 0x8888
    pair_bits = np.stack([hole_bits[:, i] | hole_bits[:, j] for i, j in pairs], axis=1)
    triple_bits = np.stack([board_bits[:, i] | board_bits[:, j] | board_bits[:, k] for i, j, k in _TRIPLES], axis=1)
    where = np.nonzero(flags)
    flag = flags[where]
    suit = (flag >= 0x80).astype(np.uint64) + (flag >= 0x800) + (flag >= 0x8000)
    held = pair_bits[where[0], where[1]] | triple_bits[where[0], where[2]]
    masks = (held >> (np.uint64(13) * suit)) & np.uint64(0x1FFF)
    values[where] = np.take(batch._high_flush(), masks.astype(np.intp))
    return values.reshape(len(hole), -1).max(axis=1)  # type: ignore[no-any-return]


def _add(tally: _Tally, ranks: NDArray[np.int64], *, stake: bool) -> None:
    """Add a block of deals to ``tally``, as its ``add`` adds one deal: ``ranks`` is each share's rank
    of each seat's hand, shape (shares, players, deals); with ``stake`` (Bailey's Poker) a tie wins nothing."""
    import numpy as np

    shares, players, rows = ranks.shape
    played = np.ones((shares, rows), dtype=bool)
    for share in range(1, shares):  # a share after the first is played only if some hand qualifies
        played[share] = (ranks[share] > 0).any(axis=0)
    winners = (ranks == ranks.max(axis=1, keepdims=True)) & played[:, None, :]
    counts = winners.sum(axis=1)  # winners per share and deal
    alone = counts == 1
    portion = tally.scale // played.sum(axis=0)  # each played share's part of the pot
    part = np.where(counts > 0, portion[None, :] // np.maximum(counts, 1), 0)
    if stake:
        part = np.where(alone, part, 0)
    alone_won = winners & alone[:, None, :]
    tie_won = winners & ~alone[:, None, :]
    paid = winners * part[:, None, :]  # (shares, players, deals): what each share pays each seat
    got = paid.sum(axis=0)
    by_share = (alone_won.sum(axis=2).tolist(), tie_won.sum(axis=2).tolist(), paid.sum(axis=2).tolist())
    for share in range(shares):
        for seat in range(players):
            tally.wins[seat][share] += by_share[0][share][seat]
            tally.ties[seat][share] += by_share[1][share][seat]
            tally.shares[seat][share] += by_share[2][share][seat]
    tally.trials += rows
    scale = tally.scale
    by_seat = zip(
        (got == scale).sum(axis=1).tolist(), (4 * got == scale).sum(axis=1).tolist(), tie_won.any(axis=0).sum(axis=1).tolist(),
        got.sum(axis=1).tolist(), (got * got).sum(axis=1).tolist(),
    )  # fmt: skip
    for seat, (scoops, quartered, tied, total, squares) in enumerate(by_seat):
        tally.scoops[seat] += scoops
        tally.quartered[seat] += quartered
        tally.tied[seat] += tied
        tally.total[seat] += total
        tally.squares[seat] += squares
