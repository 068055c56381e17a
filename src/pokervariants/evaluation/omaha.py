"""Omaha hands, high and eight-or-better: the integer fast path.

A hand plays exactly two of its hole cards (four, five or six of them) and
exactly three of the board (three to five cards), RULES.md 6. :func:`rank_omaha`
gives the best such five on :func:`~pokervariants.rank_high`'s scale, and
:func:`rank_omaha8` the best qualifying low on :func:`~pokervariants.rank_low8`'s.

>>> from pokervariants import parse_cards, rank_high
>>> hole, board = parse_cards("As Kd 7h 2c"), parse_cards("Qs Js Ts 9s 3h")
>>> rank_omaha(hole, board) == rank_high(parse_cards("As Kd Qs Js Ts"))  # one spade in the hole: no flush
True
>>> rank_omaha8(parse_cards("Ac 2d Kh Ks"), parse_cards("3s 5h 8c Qd Jc"))  # 8-5-3-2-A
34

How it is fast. The best non-flush hand depends only on ranks, so for each board
(by its multiset of ranks) a row of 91 values, one for every pair of hole ranks,
holds the best hand that pair makes with three of the board's cards. A row is
built the first time its board is met (8,450 rows in all, about 2 MB), or every
row at once by :func:`~pokervariants.build_tables`. A hand then costs one
look-up of its board's row and one per hole pair (six for four hole cards). A
flush needs two hole cards and three board cards of one suit, found from the
suit counters of the card keys and scored in the high flush table.
Eight-or-better lows depend only on which ranks from ace to eight each side
holds: a 65,536-entry table indexed by the two 8-bit masks answers in one
look-up.
"""

from __future__ import annotations

import functools
from array import array
from collections.abc import Sequence
from itertools import chain, combinations

from .checks import short_repr
from .keys import CARD_KEYS, FLUSH_SHIFT, PAIR_KEYS, RANK_KEYS, TABLE_CARDS
from .tables import IntTable, LazyTable, high_rank_tables

__all__ = ["OMAHA_BOARD", "OMAHA_HOLE", "board_rows", "build_omaha8", "check_omaha", "invalid_omaha", "rank_omaha", "rank_omaha8"]

OMAHA_HOLE = (4, 6)
"""The fewest and the most hole cards an Omaha hand may hold (Omaha, five- and six-card Omaha)."""
OMAHA_BOARD = (3, 5)
"""The fewest and the most board cards an Omaha hand may be ranked with (flop, turn, river)."""

_K = CARD_KEYS
_K2 = PAIR_KEYS
_FLUSH_SHIFT = FLUSH_SHIFT

# The 91 pairs of ranks, in order; _PAIR_INDEX[a][b] is the index of the ranks of cards a and b.
_RANK_PAIRS = tuple((low, high) for low in range(13) for high in range(low, 13))
_PAIR_SUMS = tuple(RANK_KEYS[low] + RANK_KEYS[high] for low, high in _RANK_PAIRS)
_PAIR_NUMBER = {pair: number for number, pair in enumerate(_RANK_PAIRS)}
_PAIR_INDEX: tuple[tuple[int, ...], ...] = tuple(
    tuple(_PAIR_NUMBER[min(a >> 2, b >> 2), max(a >> 2, b >> 2)] for b in range(52)) for a in range(52)
)
_NO_PAIR = array("H", bytes(2 * len(_RANK_PAIRS)))

# Board rows by board size, keyed by the board's rank sum (sums are distinct only within one size).
_ROWS: tuple[dict[int, array[int]], ...] = tuple({} for _ in range(6))
_ROWS5 = _ROWS[5]


def _high_flush() -> IntTable:
    """The high flush table, shared with :func:`~pokervariants.rank_high` (built once for both)."""
    from . import _high_python

    table = _high_python._FLUSH
    return table.materialize() if isinstance(table, LazyTable) else table


_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", _high_flush)
_OMAHA8: IntTable = LazyTable(globals(), "_OMAHA8", lambda: build_omaha8())

# Ace to eight: bit 0 for an ace, bits 1-7 for the two to the eight; 0 for the other ranks and past the pack.
_LOW_BITS = tuple((1 if c >> 2 == 12 else 1 << ((c >> 2) + 1) if c >> 2 <= 6 else 0) if c < 52 else 0 for c in range(TABLE_CARDS))


def _board_row(ranks: Sequence[int], key: int) -> array[int]:
    """Build, keep and return the row of the board of these ranks (whose rank sum is ``key``): for
    each pair of hole ranks, the best non-flush high value it makes with three of the board's cards.

    Every three cards of a board of four or five lie in one of its boards of a card fewer, so a
    row is the best of theirs, taken entry by entry; a three-card board's row reads the
    five-card table. A pair that would make five of a kind with the board cannot be held with
    it, and its entry is never read.
    """
    size = len(ranks)
    if size == 3:
        get = high_rank_tables()[0].get
        row = array("H", [get(pair + key, 0) for pair in _PAIR_SUMS])
    else:
        smaller = _ROWS[size - 1]
        rows = [_NO_PAIR]  # max() needs two rows even when the board is of one rank
        for rank in set(ranks):
            rest = list(ranks)
            rest.remove(rank)
            sub = key - RANK_KEYS[rank]
            rows.append(smaller.get(sub) or _board_row(rest, sub))
        row = array("H", map(max, *rows))
    _ROWS[size][key] = row
    return row


def board_rows(sizes: Sequence[int] = (3, 4, 5)) -> int:
    """Build the row of every board of these sizes now (for steady timings); returns how many rows there are.

    There are 8,450 in all: 455 boards of three ranks, 1,820 of four and 6,175 of five.

    >>> board_rows((3,)) >= 455
    True
    """
    from .classes import rank_multisets

    for size in sorted(sizes):
        rows = _ROWS[size]
        for ranks in rank_multisets(size):
            key = sum(RANK_KEYS[r] for r in ranks)
            if key not in rows:
                _board_row(ranks, key)
    return sum(len(rows) for rows in _ROWS)


@functools.cache
def _subsets(mask: int, size: int) -> tuple[int, ...]:
    """Every ``size``-bit subset of ``mask``."""
    bits = [1 << r for r in range(13) if mask >> r & 1]
    return tuple(sum(chosen) for chosen in combinations(bits, size))


def _flush(hole_key: int, board_key: int, suits: int) -> int:
    """The best flush (or straight flush) of two hole and three board cards of the one suit in ``suits``."""
    shift = _FLUSH_SHIFT[suits]
    hole = (hole_key >> shift) & 0x1FFF
    board = (board_key >> shift) & 0x1FFF
    if hole.bit_count() == 2 and board.bit_count() == 3:
        return _FLUSH[hole | board]
    table = _FLUSH
    return max([table[x | y] for x in _subsets(hole, 2) for y in _subsets(board, 3)])


def rank_omaha(hole: Sequence[int], board: Sequence[int]) -> int:
    """The strength of the best Omaha high hand: exactly two of ``hole`` and three of ``board``.

    ``hole`` holds 4 to 6 cards and ``board`` 3 to 5, all different: :class:`~pokervariants.Card`
    or plain ints 0-51 (Omaha has no jokers). Returns an int on
    :func:`~pokervariants.rank_high`'s scale: the value of the best five so made, bigger is
    better. Anything else raises :class:`ValueError` saying what is allowed.

    >>> from pokervariants import parse_cards
    >>> board = parse_cards("Ah Kh 7h 2h 9c")  # four hearts on the board
    >>> rank_omaha(parse_cards("Qh Jc Tc 3d"), board) < rank_omaha(parse_cards("Qh 3h Tc 3d"), board)  # a flush needs two
    True
    """
    K = _K2  # locals are read faster than globals
    # Unrolled for the common shape, four hole cards and a full board (see rank_high for the checks).
    try:
        if len(hole) == 4 and len(board) == 5:
            a, b, c, d = hole
            e, f, g, h, i = board
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0 or g < 0 or h < 0 or i < 0:
                raise invalid_omaha(hole, board, "rank_omaha")
            hole_key = K[a][b] + K[c][d]
            board_key = K[e][f] + K[g][h] + _K[i]
        else:
            return _rank_omaha_any(hole, board)
    except (IndexError, TypeError):
        raise invalid_omaha(hole, board, "rank_omaha") from None
    if ((hole_key + board_key) >> 40).bit_count() != 9:  # a repeated card, or one past the pack
        raise invalid_omaha(hole, board, "rank_omaha")
    try:
        row = _ROWS5[board_key & 0xFFFFFF]
    except KeyError:
        row = _board_row([c >> 2 for c in board], board_key & 0xFFFFFF)
    P = _PAIR_INDEX
    pa = P[a]
    pb = P[b]
    # The best of the six hole pairs, compared in line: a call of max() costs more here.
    best = row[pa[b]]
    x = row[pa[c]]
    if x > best:
        best = x
    x = row[pa[d]]
    if x > best:
        best = x
    x = row[pb[c]]
    if x > best:
        best = x
    x = row[pb[d]]
    if x > best:
        best = x
    x = row[P[c][d]]
    if x > best:
        best = x
    # A flush needs three board cards (counter + 5 reaches 8) and two hole cards (+ 6) of one suit.
    suits = (board_key + 0x5555000000) & (hole_key + 0x6666000000) & 0x8888000000
    if suits:
        flush = _flush(hole_key, board_key, suits)
        if flush > best:
            return flush
    return best


def _rank_omaha_any(hole: Sequence[int], board: Sequence[int]) -> int:
    """:func:`rank_omaha` for every other shape: five or six hole cards, or a board of three or four."""
    n, m = len(hole), len(board)
    if not (4 <= n <= 6 and 3 <= m <= 5) or min(hole) < 0 or min(board) < 0:
        raise invalid_omaha(hole, board, "rank_omaha")
    hole_key = sum([_K[c] for c in hole])
    board_key = sum([_K[c] for c in board])
    if ((hole_key + board_key) >> 40).bit_count() != n + m:
        raise invalid_omaha(hole, board, "rank_omaha")
    key = board_key & 0xFFFFFF
    try:
        row = _ROWS[m][key]
    except KeyError:
        row = _board_row([c >> 2 for c in board], key)
    P = _PAIR_INDEX
    best = max([row[P[x][y]] for x, y in combinations(hole, 2)])
    suits = (board_key + 0x5555000000) & (hole_key + 0x6666000000) & 0x8888000000
    if suits:
        return max(best, _flush(hole_key, board_key, suits))
    return best


def rank_omaha8(hole: Sequence[int], board: Sequence[int]) -> int:
    """The strength of the best Omaha eight-or-better low: exactly two of ``hole`` and three of ``board``, 0 if none.

    Cards as for :func:`rank_omaha`. The five must be of different ranks, all eight or lower, ace
    low (RULES.md 2.4 and 6). Returns :func:`~pokervariants.rank_low8`'s scale: 0 for no
    qualifying low, 1 (8-7-6-5-4) to 56 (5-4-3-2-A), bigger is better.

    >>> from pokervariants import parse_cards
    >>> rank_omaha8(parse_cards("Ac 2d 3h 4s"), parse_cards("5c 6d Kh Qs Jc"))  # one low card on board: none
    0
    >>> rank_omaha8(parse_cards("Ac 2d 3h 4s"), parse_cards("5c 6d 7h Qs Jc"))  # 7-6-5-2-A, not 5-4-3-2-A
    41
    """
    K = _K2
    try:
        if len(hole) == 4 and len(board) == 5:
            a, b, c, d = hole
            e, f, g, h, i = board
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0 or g < 0 or h < 0 or i < 0:
                raise invalid_omaha(hole, board, "rank_omaha8")
            if ((K[a][b] + K[c][d] + K[e][f] + K[g][h] + _K[i]) >> 40).bit_count() != 9:
                raise invalid_omaha(hole, board, "rank_omaha8")
            L = _LOW_BITS
            return _OMAHA8[(L[a] | L[b] | L[c] | L[d]) << 8 | L[e] | L[f] | L[g] | L[h] | L[i]]
        n, m = len(hole), len(board)
        if not (4 <= n <= 6 and 3 <= m <= 5) or min(hole) < 0 or min(board) < 0:
            raise invalid_omaha(hole, board, "rank_omaha8")
        if (sum([_K[c] for c in chain(hole, board)]) >> 40).bit_count() != n + m:
            raise invalid_omaha(hole, board, "rank_omaha8")
    except (IndexError, TypeError):
        raise invalid_omaha(hole, board, "rank_omaha8") from None
    L = _LOW_BITS
    held = 0
    for card in hole:
        held |= L[card]
    shared = 0
    for card in board:
        shared |= L[card]
    return _OMAHA8[held << 8 | shared]


def build_omaha8() -> bytes:
    """The Omaha eight-or-better table: the best low for each pair of 8-bit masks (hole ranks held, board ranks held).

    Bit 0 is the ace, bits 1-7 the two to the eight; the entry at ``hole << 8 | board`` is the
    :func:`~pokervariants.rank_low8` value of the best low of two hole ranks and three board
    ranks, all different, or 0. Among five different ranks the smaller mask is the better low
    (compared from the top card down), so with the two hole ranks fixed the best board ranks
    are the three lowest the hole does not hold; a bigger hole mask is the best over its pairs.
    """
    fives = sorted((m for m in range(256) if m.bit_count() == 5), reverse=True)  # the worst low first
    value = {mask: v for v, mask in enumerate(fives, start=1)}
    rows: list[list[int]] = [[0] * 256 for _ in range(256)]
    for hole in range(256):
        held = hole.bit_count()
        if held == 2:
            row = rows[hole]
            for board in range(256):
                rest = board & ~hole
                if rest.bit_count() >= 3:
                    low = 0
                    for _ in range(3):
                        bit = rest & -rest
                        low |= bit
                        rest ^= bit
                    row[board] = value[hole | low]
        elif held > 2:
            # Every pair of the hole's ranks misses one of its two lowest, or is those two.
            first = hole & -hole
            second = (hole ^ first) & -(hole ^ first)
            rows[hole] = list(map(max, rows[hole ^ first], rows[hole ^ second], rows[first | second]))
    return bytes(chain.from_iterable(rows))


def invalid_omaha(hole: object, board: object, what: str) -> Exception:
    """A ``ValueError`` (``TypeError`` for something that is not a sequence) saying why ``hole``
    and ``board`` are not an Omaha hand for ``what``."""
    allowed = f"{what} takes {OMAHA_HOLE[0]} to {OMAHA_HOLE[1]} hole cards and {OMAHA_BOARD[0]} to {OMAHA_BOARD[1]} board cards, all different"
    seen: dict[int, str] = {}
    parts: list[tuple[str, Sequence[object]]] = []
    for where, cards in (("hole", hole), ("board", board)):
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Sequence):
            return TypeError(f"{allowed} (sequences of Card objects or ints 0-51): the {where} cards are {type(cards).__name__} {short_repr(cards)}")
        parts.append((where, cards))
    for where, cards in parts:
        for position, card in enumerate(cards, start=1):
            if not isinstance(card, int) or not 0 <= card < 52:
                joker = " (Omaha has no jokers)" if isinstance(card, int) and card in (52, 53) else ""
                return ValueError(f"{allowed}: {where} card {position} is {short_repr(card)}, not a card (Card or int 0-51){joker}")
            name = "23456789TJQKA"[card >> 2] + "cdhs"[card & 3]
            if card in seen:
                place = "in the hole" if where == "hole" else "on the board"
                again = f"appears twice {place}" if seen[card] == where else "is both a hole card and a board card"
                return ValueError(f"{allowed}: {name} {again}")
            seen[card] = where
    return ValueError(f"{allowed}: got {len(parts[0][1])} hole and {len(parts[1][1])} board cards")


def check_omaha(hole: Sequence[object], board: Sequence[object], what: str) -> None:
    """Refuse an Omaha hand of the wrong size, with a card outside the pack or a repeated card, in ``what``'s words."""
    sizes = OMAHA_HOLE[0] <= len(hole) <= OMAHA_HOLE[1] and OMAHA_BOARD[0] <= len(board) <= OMAHA_BOARD[1]
    cards = [*hole, *board]
    if not sizes or len(set(cards)) != len(cards) or not all(isinstance(c, int) and 0 <= c < 52 for c in cards):
        raise invalid_omaha(hole, board, what)
