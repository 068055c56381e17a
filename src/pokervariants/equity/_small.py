"""Equity's lean path for small exact enumerations (issue 17). A spot of a few thousand deals or
fewer (the flop, turn or river in hold'em or Omaha, the last cards in stud) takes a few dozen array
operations, so the numpy path's own set-up (blocks, chunks, a batch call per seat, a tally array
by array) would outweigh its work. :func:`~pokervariants.equity` takes this path when an exact
enumeration on the numpy path covers at most :data:`SMALL_DEALS` deals, on the calling thread
whether an executor is given or not (sending such a spot out costs more than working it out): the
same whole-number tallies, and so the same result, as the numpy path's blocks
(``_arrays.run_blocks``) and as one deal at a time.

What does not depend on the cards is worked out once for each shape of spot (how many cards are
unseen, who is dealt how many, the rankings) and kept: every combination of the cards dealt,
every way of handing each out, and where each seat's cards come from. A call then mostly
gathers:

- where each hand is ranked from the sum of its cards' keys (the batch rankings of
  :mod:`pokervariants.evaluation.batch` for at most seven cards, no wild cards, no jokers), each
  seat's known cards are summed once, the board's cards to come once for every seat, and only
  the cards dealt are added per deal; the values come from the batch rankings' own tables, a
  flush looked for only in a suit a seat could fill;
- Omaha with every seat's hole cards known goes by the numpy path's kernel for known hole cards,
  on every deal's board at once;
- other rankings (wild cards, jokers, hands ranked by subsets) go through the numpy path's own
  kernels;
- a spot of at most :data:`SCALAR_HANDS` hands is ranked hand by hand by the scalar functions
  the batch rankings agree with.

Each deal's winners in every share are then packed into one number and the deals counted by it:
a handful of numbers, each shared out as one deal and added to the tally as often as it came up.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable
from itertools import combinations
from typing import TYPE_CHECKING, Any

from attrs import frozen

from ..engine.protocols import BOARD
from ..evaluation import batch
from ..evaluation.keys import CARD_KEYS, FLUSH_SHIFT
from ..evaluation.tables import IntTable, LazyTable
from ._arrays import rank_deals, split_patterns
from ._omaha import OmahaBoards, omaha_known
from ._plan import ArrayPlan, plan_for
from ._results import Tally
from ._ways import InOne

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from ._spot import Spot

__all__ = ["CARD_HANDS", "FRAME_KEPT", "SCALAR_HANDS", "SMALL_DEALS", "Small", "add_small", "takes", "way_for"]

SMALL_DEALS = 32_768
"""The most deals an exact enumeration may cover to take the lean path (one block of the numpy path's)."""

CARD_HANDS = 160
"""The most hands (the unseen cards times the seats) for which a high hand's board card to come is
added card by card to each seat's key (the scalar ranking's own), as the turn in hold'em is."""

SCALAR_HANDS = 16
"""The most hands (deals times seats) the lean path ranks one by one, by the scalar functions the
batch rankings agree with: so few that ranking them costs less than setting arrays up for them."""

FRAME_KEPT = 1 << 18
"""The most positions (in its index arrays) of a shape's frame that is kept for the next spot of
its shape (2 MB); a larger one is made for each call."""

_KEYED = {"high": (5, 7), "low": (5, 7), "low8": (5, 7), "short_deck": (5, 7), "bailey": (3, 5), "deuce_seven": (5, 5), "badugi": (4, 4)}
"""The batch rankings a sum of card keys (and the set of cards held) ranks directly, and the hand
sizes for which it does (more cards than these are ranked by subsets)."""


@frozen
class Small(InOne):
    """The lean path (the result's ``method`` is ``"numpy"``): one piece of work, on the calling
    thread, which is its own chunk. The pot has ``shares`` shares."""

    plan: ArrayPlan
    shares: int

    def counts(self) -> Tally:
        """Every deal of the enumeration, added up."""
        tally = Tally(len(self.plan.known), self.shares)
        add_small(self.plan, tally)
        return tally


def way_for(spot: Spot, plan: ArrayPlan | str | None = None) -> Small | str:
    """The lean path for ``spot``, or why not: it takes a small enumeration the numpy path could run."""
    if not spot.exact:
        return "sampled, not enumerated"
    plan = plan_for(spot) if plan is None else plan
    if isinstance(plan, str):
        return plan
    if not takes(plan, spot.ways):
        return f"not a small enumeration (at most {SMALL_DEALS:,} deals, no range, no extra cards)"
    return Small(plan, len(spot.shares))


def takes(plan: ArrayPlan, deals: int) -> bool:
    """Whether an exact enumeration of ``plan``, ``deals`` deals, takes the lean path."""
    return deals <= SMALL_DEALS and not plan.ranges and not plan.extra_most


def add_small(plan: ArrayPlan, tally: Tally) -> None:
    """Add every deal of the exact enumeration of ``plan`` to ``tally``: the combinations of unseen
    cards dealt, each handed out to the groups every way."""
    recipe = _recipe(len(plan.unseen), plan.groups, tuple(map(len, plan.known)), len(plan.board), plan.rules)
    frame = recipe.frame or _make_frame(len(plan.unseen), plan.groups, len(plan.known))
    if recipe.hands <= SCALAR_HANDS:
        _one_by_one(plan, frame, tally)
        return
    if recipe.card and _natural(plan):
        _one_card(plan, tally, len(plan.board) + len(plan.known[0]) + 1)
        return
    if recipe.steps and _natural(plan):
        ranks = _keyed(plan, frame, recipe)
    elif recipe.omaha:
        ranks = _omaha(plan, recipe.boards if recipe.boards is not None else _boards(frame, len(plan.unseen), len(plan.board)))
    else:
        ranks = _kernels(plan, frame)
    _count(tally, ranks, recipe.shifts, stake=plan.stake)


def _natural(plan: ArrayPlan) -> bool:
    """Whether no card in play is a joker (the key sums know none)."""
    return max(max(plan.unseen, default=0), max(plan.board, default=0), *map(max, filter(None, plan.known))) < 52


class _Frame:
    """What an exact enumeration of ``k`` of ``n`` unseen cards handed out to groups looks like,
    whatever the cards. The deals are every combination (a column each) handed out every way
    (``ways`` of them, a row each), so each array below has a row for each way (for each seat and
    way, seat by seat, where it is per seat) and a column for each combination; in between are the
    positions of the cards in an array of the unseen cards, a stand-in for no card (at ``n``) and
    a value for each seat (at ``n + 1 + seat``). ``shared`` holds the positions of the cards the
    board is dealt (``None`` when it is dealt none; ``single`` the same without its middle axis,
    when the board is dealt one card, and ``each`` whether that is each unseen card in turn, in
    one way); ``own`` those each seat is dealt, with the seat's own value after them (``None``
    when no seat is dealt any: each seat's value alone). ``dealt`` is how many cards each seat's
    hand gets in all; ``columns`` are the combinations, one a column, with a last row of
    stand-ins."""

    __slots__ = ("shared", "single", "each", "own", "columns", "patterns", "ways", "dealt")

    def __init__(self, shared: NDArray[np.intp] | None, own: NDArray[np.intp] | None, columns: NDArray[np.intp], patterns: tuple[tuple[int, ...], ...], dealt: tuple[int, ...]) -> None:
        import numpy as np

        self.shared = shared
        self.single: NDArray[np.intp] | None = shared[:, 0] if shared is not None and shared.shape[1] == 1 else None
        self.each = self.single is not None and len(self.single) == 1 and bool((self.single[0] == np.arange(self.single.shape[1])).all())
        self.own = own
        self.columns = columns
        self.patterns = patterns
        self.ways = len(patterns)
        self.dealt = dealt


class _Recipe:
    """What the lean path needs for a shape of spot, whatever the cards: the :class:`_Frame` (unless
    it is too large to keep), how each share is ranked from card keys (empty if some share cannot
    be: it goes through the kernels), whether every share is Omaha's with every seat's hole cards
    known (only the board is dealt) and then where each deal's board comes from (:func:`_boards`,
    kept with the frame), the shift of each share's winners in a deal's number, how many hands the
    deals make, and whether they are a high hand's one board card to come, few enough to add card
    by card (:func:`_one_card`)."""

    __slots__ = ("frame", "steps", "omaha", "boards", "shifts", "hands", "card")

    def __init__(self, frame: _Frame | None, steps: tuple[tuple[str, Any, Any, int, bool], ...], omaha: bool, boards: NDArray[np.intp] | None, shifts: tuple[NDArray[np.int64], ...], hands: int, card: bool) -> None:
        self.card = card
        self.frame = frame
        self.steps = steps
        self.omaha = omaha
        self.boards = boards
        self.shifts = shifts
        self.hands = hands


@functools.lru_cache(maxsize=16)
def _recipe(n: int, groups: tuple[tuple[int, int], ...], held: tuple[int, ...], board: int, rules: tuple[tuple[str, str | None], ...]) -> _Recipe:
    """The :class:`_Recipe` of a shape: ``n`` unseen cards, the groups dealt (seat or board, cards),
    the cards each seat and the board hold, and the shares' batch rankings. Made once a process for
    each (bounded: sixteen shapes, their arrays a few megabytes at the most, read-only; the cache
    changes no result, only how soon it comes)."""
    import numpy as np

    players = len(held)
    shifts = tuple(np.arange(share * players, (share + 1) * players, dtype=np.int64)[:, None] for share in range(len(rules)))
    sizes = [count for _, count in groups]
    dealt = max((sum(count for seat, count in groups if seat in (s, BOARD)) for s in range(players)), default=0)
    deals = math.comb(n, sum(sizes)) * math.factorial(sum(sizes)) // math.prod(map(math.factorial, sizes))
    frame = _make_frame(n, groups, players) if deals * players * (dealt + 1) <= FRAME_KEPT else None
    widths = {known + board + sum(count for seat, count in groups if seat in (s, BOARD)) for s, known in enumerate(held)}
    width = widths.pop() if len(widths) == 1 else 0  # hands of different sizes: through the kernels
    steps: list[tuple[str, Any, Any, int, bool]] = []  # (ranking, values by rank sum, flush values by a suit's ranks, cards to a flush, a flush replaces)
    for name, wild in rules:
        if wild is not None or name not in _KEYED or not _KEYED[name][0] <= width <= _KEYED[name][1]:
            steps = []
            break
        # A flush replaces a high hand's value (the batch rankings' step); with seven cards or fewer
        # a flush beats anything else those cards make, so the better of the two is the same.
        if name == "high":
            steps.append((name, batch._high_ranks(width), batch._high_flush(), 5, False))
        elif name == "short_deck":
            steps.append((name, batch._short_deck_ranks(width), batch._short_deck_flush(), 5, False))
        elif name == "deuce_seven":
            steps.append((name, batch._deuce_seven_ranks(), batch._deuce_seven_flush(), 5, True))
        elif name == "bailey":
            steps.append((name, batch._bailey_ranks(width), batch._bailey_flush(), 3, False))
        elif name == "badugi":
            steps.append((name, None, None, 0, False))
        else:
            steps.append((name, batch._low_ranks(width), None, 0, False))  # low8: then the eight-or-better values
    omaha = all(name in ("omaha", "omaha8") for name, _ in rules) and all(seat == BOARD for seat, _ in groups)
    boards = _boards(frame, n, board) if omaha and frame is not None else None
    card = rules == (("high", None),) and groups == ((BOARD, 1),) and 5 <= width <= 7 and deals * players <= CARD_HANDS
    return _Recipe(frame, tuple(steps), omaha, boards, shifts, deals * players, card)


def _make_frame(n: int, groups: tuple[tuple[int, int], ...], players: int) -> _Frame:
    """The :class:`_Frame` of ``n`` unseen cards dealt to ``groups`` for ``players`` seats."""
    import numpy as np

    sizes = tuple(count for _, count in groups)
    k = sum(sizes)
    columns = np.full((k + 1, math.comb(n, k)), n, dtype=np.intp)  # the last row: the stand-in
    if k:
        columns[:k] = np.array(list(combinations(range(n), k)), dtype=np.intp).reshape(-1, k).T
    patterns = split_patterns(sizes)
    board: list[list[int]] = [[] for _ in patterns]  # per way, the combination's rows the board gets
    own: list[list[list[int]]] = [[[] for _ in patterns] for _ in range(players)]
    for way, pattern in enumerate(patterns):
        at = 0
        for (seat, size) in groups:
            (board[way] if seat == BOARD else own[seat][way]).extend(pattern[at : at + size])
            at += size
    shared = columns[np.array(board, dtype=np.intp)] if board[0] else None
    most = max(len(ways[0]) for ways in own)
    if most:
        rows = np.full((players * len(patterns), most + 1), k, dtype=np.intp)
        for seat, ways in enumerate(own):
            for way, cards in enumerate(ways):
                rows[seat * len(patterns) + way, : len(cards)] = cards
        positions = columns[rows]
        positions[:, most] = (n + 1 + np.arange(players, dtype=np.intp)).repeat(len(patterns))[:, None]
    dealt = tuple(len(board[0]) + len(ways[0]) for ways in own)
    for array in (shared, positions if most else None, columns):
        if array is not None:
            array.setflags(write=False)
    return _Frame(shared, positions if most else None, columns, patterns, dealt)


def _sums(unseen: NDArray[np.int64], known: list[int], frame: _Frame, seats: range) -> NDArray[np.int64]:
    """For each hand of the ``seats`` (shape: seats x ways, combinations), the sum of a number over
    its cards: ``unseen`` gives it for each unseen card and 0 for the stand-in, ``known`` the sum
    over each seat's known cards. The board's cards to come are summed once for every seat."""
    import numpy as np

    ways, combos = frame.ways, frame.columns.shape[1]
    first, last = seats.start, seats.stop
    total: NDArray[np.int64]
    if frame.own is None:  # no seat is dealt a card of its own: its known cards and the board's
        own = np.array(known[first:last], dtype=np.int64)
        if frame.shared is None:
            return own.reshape(-1, 1)  # nothing dealt: one deal
        total = np.add.outer(own, _board(unseen, frame))
        return total.reshape((last - first) * ways, combos)
    table = np.concatenate((unseen, np.array(known, dtype=np.int64)))
    total = np.add.reduce(table[frame.own[first * ways : last * ways]], axis=1)
    if frame.shared is not None:
        total = (total.reshape(last - first, ways, combos) + _board(unseen, frame)).reshape(total.shape)
    return total


def _board(unseen: NDArray[np.int64], frame: _Frame) -> NDArray[np.int64]:
    """The sum of a number (``unseen``: for each unseen card) over the board's cards to come, for
    each way and combination."""
    import numpy as np

    if frame.each:  # the board is dealt one card, each unseen card in turn: the numbers as they stand
        return unseen[None, :-1]
    if frame.single is not None:
        return unseen[frame.single]
    assert frame.shared is not None
    summed: NDArray[np.int64] = np.add.reduce(unseen[frame.shared], axis=1)
    return summed


def _keyed(plan: ArrayPlan, frame: _Frame, recipe: _Recipe) -> list[NDArray[Any]]:
    """Each share's rank of each seat's hand in every deal, shape (players, deals), from the sums of
    card keys: the batch rankings' own numbers and tables, so the ranks are theirs. A flush is
    looked for only in the suits a seat could fill, by the mask of the hand's ranks in the suit."""
    import numpy as np

    numbers, both = _card_keys(len(plan.known[0]) + len(plan.board) + frame.dealt[0])
    cards = np.array((*plan.unseen, 54), dtype=np.intp)  # 54: the stand-in, whose every number is 0
    players = len(plan.known)
    everyone = range(players)
    known = [sum([both[c] for c in (*held, *plan.board)]) for held in plan.known]  # each hand's key and, above it, its cards' bits
    ranks = _sums(numbers[cards], [(sums & _KEY) >> 16 for sums in known], frame, everyone)  # the key's rank sum
    out = []
    for name, table, flush, size, replace in recipe.steps:
        values: NDArray[Any]
        if name == "badugi":  # by the set of cards held: each card's own bit, which add up to their union
            held = _sums(_card_bits()[cards], [sums >> 64 for sums in known], frame, everyone)
            values = batch._badugi(held.reshape(-1).astype(np.uint64)).reshape(ranks.shape)
        else:
            values = table[ranks]
            if name == "low8":
                values = batch._low8()[values]
            elif flush is not None:
                _flushes(values, cards, known, frame, size, flush, replace=replace)
        out.append(values.reshape(players, -1))
    return out


def _flushes(values: NDArray[Any], cards: NDArray[np.intp], known: list[int], frame: _Frame, size: int, table: NDArray[np.uint16], *, replace: bool) -> None:
    """The batch rankings' flush step on ``values`` (a row for each seat and way): where a hand holds
    ``size`` or more cards of a suit, the flush ``table``'s value for the mask of its ranks in the
    suit replaces the hand's value (or, not ``replace``, stands if it is better; the table gives 0
    for fewer cards of the suit, which changes nothing either way). Only the suits a seat could
    fill, with its known cards of the suit and the cards it is dealt, are looked at: ``known``
    is each hand's known cards' key (its suit counters at the bottom) and bits (from bit 64)."""
    import numpy as np

    ways = frame.ways
    masks = _suit_masks()
    for suit in range(4):
        seats = [seat for seat, sums in enumerate(known) if (sums >> 4 * suit & 15) + frame.dealt[seat] >= size]
        if not seats:
            continue
        mask = masks[suit][cards]
        held = [sums >> (64 + 13 * suit) & 0x1FFF for sums in known]  # each hand's known ranks in the suit
        board = _board(mask, frame) if frame.own is None and frame.shared is not None else None
        for seat in seats:  # (no card to come and none of its own: no seat can fill a suit it has not)
            ranks = board + held[seat] if board is not None else _sums(mask, held, frame, range(seat, seat + 1))
            flushed = table[ranks]
            rows = values[seat * ways : (seat + 1) * ways]
            if replace:
                np.copyto(rows, flushed, where=flushed > 0)
            else:
                np.maximum(rows, flushed, out=rows)


_KEY = (1 << 64) - 1
"""The key's part of a card's number in :func:`_card_keys` (the card's own bit is above it)."""


@functools.cache
def _card_keys(width: int) -> tuple[NDArray[np.int64], tuple[int, ...]]:
    """The batch rankings' rank number of each card for hands of ``width`` cards (their card key
    without its suit counters), for cards 0-53 and 0 at 54 (the stand-in for no card); and each
    card's whole key (a rank number above four 4-bit suit counters) as an int with the card's own
    bit (as :func:`_card_bits`) added above bit 64, so one sum over a hand's cards gives its key
    and its set of cards."""
    import numpy as np

    keys = np.append(batch._card_keys(width), np.int64(0))
    numbers = keys >> 16
    numbers.setflags(write=False)
    return numbers, tuple(key | bit << 64 for key, bit in zip(keys.tolist(), _card_bits().tolist()))


@functools.cache
def _card_bits() -> NDArray[np.int64]:
    """Each card's own bit (as the batch rankings number them: no joker here, so 64 signed bits
    hold them), and 0 at 54, the stand-in for no card."""
    import numpy as np

    bits = np.append(batch._card_bits().astype(np.int64), np.int64(0))
    bits.setflags(write=False)
    return bits


@functools.cache
def _suit_masks() -> NDArray[np.int64]:
    """Per suit and card (0-53, and the stand-in at 54), the card's rank bit if it is of the suit,
    else 0: a hand's cards of a suit, summed, are the mask of its ranks in the suit."""
    import numpy as np

    masks = np.zeros((4, 55), dtype=np.int64)
    for card in range(52):
        masks[card & 3, card] = 1 << (card >> 2)
    masks.setflags(write=False)
    return masks


def _boards(frame: _Frame, n: int, known: int) -> NDArray[np.intp]:
    """For each deal (way by way), where its five board cards come from in an array of the ``n``
    unseen cards, a stand-in and the ``known`` board cards: those, then the ones dealt."""
    import numpy as np

    index = np.empty((frame.ways * frame.columns.shape[1], 5), dtype=np.intp)
    index[:, :known] = n + 1 + np.arange(known)
    if frame.shared is not None:
        index[:, known:] = frame.shared.transpose(0, 2, 1).reshape(-1, 5 - known)
    index.setflags(write=False)
    return index


def _omaha(plan: ArrayPlan, boards: NDArray[np.intp]) -> list[NDArray[Any]]:
    """:func:`_keyed` for Omaha with every seat's hole cards known: each seat's hands by the numpy
    path's kernel for known hole cards, on the boards every deal makes (``boards``: :func:`_boards`)."""
    import numpy as np

    dealt = OmahaBoards(np.array((*plan.unseen, 54, *plan.board), dtype=np.intp)[boards])
    suits = 0b1111  # (a flush needs three board cards of its suit: with fewer than three to come, only the suits the board shows can)
    if len(plan.board) > 2:
        shown = [0, 0, 0, 0]
        for card in plan.board:
            shown[card & 3] += 1
        suits = sum(1 << suit for suit in range(4) if shown[suit] + 5 - len(plan.board) >= 3)
    return [np.array([omaha_known(hole, dealt, eight=name == "omaha8", suits=suits) for hole in plan.known]) for name, _ in plan.rules]


def _one_by_one(plan: ArrayPlan, frame: _Frame, tally: Tally) -> None:
    """Add a handful of deals to ``tally`` one by one: each hand ranked by the scalar function of its
    batch ranking (which gives the batch value for every hand: :func:`~pokervariants.rank_many`
    ranks its jokers and wild cards by it), each deal's winners counted by their number."""
    from ..evaluation.omaha import rank_omaha, rank_omaha8

    rankings: list[Callable[[tuple[int, ...], tuple[int, ...]], int]] = []
    for name, wild in plan.rules:
        if name in ("omaha", "omaha8"):
            rankings.append(rank_omaha if name == "omaha" else rank_omaha8)
        else:
            rankings.append(functools.partial(_flat, batch._scalar(batch._RULES[name], wild)))
    players, shares = len(plan.known), len(plan.rules)
    unseen = plan.unseen
    found: dict[int, int] = {}
    for combination in frame.columns[:-1].T.tolist():
        for pattern in frame.patterns:
            own = [list(known) for known in plan.known]
            board = list(plan.board)
            at = 0
            for seat, size in plan.groups:
                cards = [unseen[combination[i]] for i in pattern[at : at + size]]
                (board if seat == BOARD else own[seat]).extend(cards)
                at += size
            number = 0
            for share, rank in enumerate(rankings):
                values = [rank(tuple(cards), tuple(board)) for cards in own]
                best = max(values)
                if share == 0 or best > 0:  # a later share is played only if some hand qualifies
                    number |= sum(1 << (share * players + seat) for seat, value in enumerate(values) if value == best)
            found[number] = found.get(number, 0) + 1
    for number, times in found.items():
        tally.add(_split(number, players, shares, plan.stake), times)


def _one_card(plan: ArrayPlan, tally: Tally, width: int) -> None:
    """Add the deals of one board card to come (each unseen card) to ``tally`` for a high hand of
    ``width`` cards: each seat's known cards summed once into the scalar ranking's key, each card's
    key added to it, and the hand valued as :func:`~pokervariants.rank_high` values a key (the
    flush table for a full suit, else the table of its rank sum), each deal's winners counted by
    their number."""
    table, flush = _high_tables(width)
    bases = [sum([CARD_KEYS[c] for c in (*known, *plan.board)]) for known in plan.known]
    found: dict[int, int] = {}
    for card in plan.unseen:
        added = CARD_KEYS[card]
        best, number, seat = -1, 0, 1
        for base in bases:
            key = base + added
            suited = (key + 0x3333000000) & 0x8888000000  # rank_high's flush test (FLUSH_BIAS, FLUSH_TEST)
            value = flush[(key >> FLUSH_SHIFT[suited]) & 0x1FFF] if suited else table[key & 0xFFFFFF]
            if value > best:
                best, number = value, seat
            elif value == best:
                number |= seat
            seat <<= 1
        found[number] = found.get(number, 0) + 1
    for number, times in found.items():
        tally.add(_split(number, len(bases), 1, plan.stake), times)


@functools.cache
def _high_tables(width: int) -> tuple[IntTable, IntTable]:
    """:func:`~pokervariants.rank_high`'s own tables for ``width`` cards: values by rank sum, and
    flushes by a suit's ranks (built now if they are not yet)."""
    from ..evaluation import _high_python as high

    table, flush = getattr(high, f"_RANKS{width}"), high._FLUSH
    return (table.materialize() if isinstance(table, LazyTable) else table), (flush.materialize() if isinstance(flush, LazyTable) else flush)


def _flat(scalar: Callable[[tuple[int, ...]], int], own: tuple[int, ...], board: tuple[int, ...]) -> int:
    """A flat ranking's value of a seat's own cards and the board's together."""
    return scalar((*own, *board))


def _kernels(plan: ArrayPlan, frame: _Frame) -> list[NDArray[Any]]:
    """:func:`_keyed` by the numpy path's own kernels (wild cards, jokers, hands of other sizes, Omaha
    with hole cards to come)."""
    import numpy as np

    cards = np.array((*plan.unseen, 54), dtype=np.int64)[frame.columns[:-1].T]
    ranks = np.concatenate([rank_deals(plan, cards[:, list(pattern)]) for pattern in frame.patterns], axis=2)
    return list(ranks)


def _count(tally: Tally, ranks: list[NDArray[Any]], shifts: tuple[NDArray[np.int64], ...], *, stake: bool) -> None:
    """Add the deals to ``tally`` as the numpy path's blocks add theirs: ``ranks`` is each
    share's rank of each seat's hand, shape (players, deals). Each deal's winners in every share
    (nobody in a share after the first that no hand qualifies for) make one number, a bit a seat
    and share (``shifts``); the deals are counted by it, and each number's split of the pot is
    added as many times."""
    import numpy as np

    players, shares = len(ranks[0]), len(ranks)
    if players == 2 and shares == 1:  # heads-up for one pot: two comparisons say it all
        first, second = ranks[0]
        won, lost = int(np.count_nonzero(first > second)), int(np.count_nonzero(second > first))
        for number, times in ((1, won), (2, lost), (3, len(first) - won - lost)):
            if times:
                tally.add(_split(number, 2, 1, stake), times)
        return
    code: NDArray[np.int64] | None = None
    for share, rank in enumerate(ranks):
        best = np.maximum.reduce(rank)
        won = rank == best
        if share:
            won &= best > 0
        bits = np.bitwise_or.reduce(won << shifts[share])
        code = bits if code is None else code | bits
    assert code is not None
    numbers: Iterable[tuple[int, int]]
    if players * shares <= 6:  # a few dozen numbers: read them all
        numbers = enumerate(np.bincount(code, minlength=1 << (players * shares)).tolist())
    elif players * shares <= 16:
        found = np.bincount(code, minlength=1 << (players * shares))
        codes = np.flatnonzero(found)
        numbers = zip(codes.tolist(), found[codes].tolist())
    else:
        codes, found = np.unique(code, return_counts=True)
        numbers = zip(codes.tolist(), found.tolist())
    for number, times in numbers:
        if times:
            tally.add(_split(number, players, shares, stake), times)


@functools.lru_cache(maxsize=4096)
def _split(number: int, players: int, shares: int, stake: bool) -> tuple[tuple[int, tuple[int, ...], bool], ...]:
    """The pot's split (as a settlement gives it) for a deal whose winners make ``number`` (kept:
    a few numbers recur in every spot; immutable, so the cache changes no result)."""
    everyone = (1 << players) - 1
    split = []
    for share in range(shares):
        mask = number >> (share * players) & everyone
        if mask:
            winners = tuple(seat for seat in range(players) if mask >> seat & 1)
            split.append((share, winners, not stake or len(winners) == 1))
    return tuple(split)
