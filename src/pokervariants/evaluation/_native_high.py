"""Natural high hands of five to seven cards in 64-bit machine integers: the compiled build's path.

The pure build's card keys (:mod:`.keys`) are about 92 bits wide: CPython adds
them nearly as fast as small ints, but compiled code cannot hold them in a
machine word. Here each part has its own small number, so a compiled module
works it out in C: a rank key of base-5 digits (ranks 2-8 in bits 0-16, 9-A from
bit 17; at most four cards of a rank keep each digit below 5), summed from
pair tables whose entries stay below 2**30; four suit counters added from the
card numbers; repeats found by comparing the card numbers. Two small tables
turn the two digit sums into the number of the hand's rank multiset, and a
third gives its value; together they fit in a processor's second-level cache,
where the pure build's dense 15 MB table does not.

Only plain natural hands come this way: a list or tuple of five to seven
distinct card numbers 0-51. :func:`rank_natural` answers 0 for anything else
(jokers, repeats, bad input, other sizes), and the caller ranks those the
general way, so both builds give the same answers and the same errors.

>>> from pokervariants import parse_cards, rank_high
>>> cards = list(parse_cards("As Ks Qs Js Ts 2c 3d"))
>>> rank_natural(cards) == rank_high(cards) == 12194
True
>>> rank_natural(cards[:4]), rank_natural(cards[:6] + [cards[0]])
(0, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from ._high_python import rank_high as _general
from .keys import NATIVE_HIGH_SHIFT, NATIVE_LOW_RANKS
from .tables import build_native_high
from .wild import WildSpec, rank_high_wild, rule_for

if TYPE_CHECKING:
    from mypy_extensions import i64  # a C int64 when compiled, a plain int otherwise (never imported)

__all__ = ["NATIVE", "NATIVE_KEYS", "rank_high", "rank_natural"]


def _key(card: int) -> int:
    rank = card >> 2
    digits: int = 5**rank if rank < NATIVE_LOW_RANKS else 5 ** (rank - NATIVE_LOW_RANKS) << NATIVE_HIGH_SHIFT
    return digits


NATIVE_KEYS: Final[list[int]] = [_key(card) for card in range(52)]
"""Each card's rank key; a hand's is the sum of its cards'. A pair's stays below 2**30, so that
CPython holds it in one digit and a compiled function reads it at once."""
_PAIRS: Final[list[int]] = [x + y for x in NATIVE_KEYS for y in NATIVE_KEYS]
# Built on first use: low5, low6, low7, high, values5, values6, values7, flush (see build_native_high).
_TABLES: Final[list[bytes]] = []


def rank_high(cards: Sequence[int], wild: WildSpec = None) -> int:
    """The compiled build's :func:`pokervariants.rank_high`: plain natural hands here, everything
    else (wild cards, jokers, more cards, bad input) by the pure function (``_high_python``), so that answers
    and errors are the same in both builds."""
    if wild is not None:  # as the pure function does, without calling it
        keys, pairs = rule_for(wild)
        return rank_high_wild(cards, keys, False, pairs)
    value = rank_natural(cards)
    if value:
        return value
    return _general(cards)


def rank_natural(cards: Sequence[int]) -> int:
    """The :func:`~pokervariants.rank_high` value of five to seven distinct cards 0-51 held in a
    list or tuple; 0 for anything else, which the caller ranks the general way."""
    # The list and tuple branches read alike on purpose: each one's type lets the compiled code
    # read items directly, where one branch for both would go through the generic protocol.
    try:  # an item that is no int, or too big for 64 bits, fails its conversion: 0 then
        if isinstance(cards, list):
            n = len(cards)
            if n == 7:
                return _seven(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5], cards[6])
            if n == 5:
                return _five(cards[0], cards[1], cards[2], cards[3], cards[4])
            if n == 6:
                return _six(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5])
        elif isinstance(cards, tuple):
            n = len(cards)
            if n == 7:
                return _seven(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5], cards[6])
            if n == 5:
                return _five(cards[0], cards[1], cards[2], cards[3], cards[4])
            if n == 6:
                return _six(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5])
    except (TypeError, ValueError, OverflowError):
        pass
    return 0


def _tables() -> list[bytes]:
    if not _TABLES:
        _TABLES.extend(build_native_high())
    return _TABLES


def _plain(key: i64, size: i64) -> int:
    """The value of ``size`` distinct cards holding no flush, from their key: the low and high
    digit sums give the multiset's number, and that its value (two-byte tables)."""
    tables = _tables()
    low = tables[size - 5]
    i: i64 = 2 * (key & 0x1FFFF)  # literals for the layout of .keys (NATIVE_HIGH_SHIFT = 17); a test holds them equal
    index: i64 = low[i] << 8 | low[i + 1]
    high = tables[3]
    i = 2 * ((key >> 17) & 0x3FFF)
    index = 2 * (index + (high[i] << 8 | high[i + 1]))
    values = tables[size - 1]
    return values[index] << 8 | values[index + 1]


def _flush(suits: i64, a: i64, b: i64, c: i64, d: i64, e: i64, f: i64, g: i64) -> int:
    """The value of distinct cards of which five or more share a suit (only one suit can), from
    their suit counters; a hand of five or six passes its first card again for the missing ones."""
    flush: i64 = (suits + 0x3333) & 0x8888
    suit: i64 = 0 if flush & 0x8 else 1 if flush & 0x80 else 2 if flush & 0x800 else 3
    mask: i64 = 0
    for card in (a, b, c, d, e, f, g):
        if card & 3 == suit:
            mask |= 1 << (card >> 2)
    table = _tables()[7]
    return table[2 * mask] << 8 | table[2 * mask + 1]


def _seven(a: i64, b: i64, c: i64, d: i64, e: i64, f: i64, g: i64) -> int:
    if not (0 <= a < 52 and 0 <= b < 52 and 0 <= c < 52 and 0 <= d < 52 and 0 <= e < 52 and 0 <= f < 52
            and 0 <= g < 52):  # fmt: skip
        return 0
    if (a == b or a == c or a == d or a == e or a == f or a == g or b == c or b == d or b == e or b == f
            or b == g or c == d or c == e or c == f or c == g or d == e or d == f or d == g or e == f
            or e == g or f == g):  # fmt: skip
        return 0
    suits: i64 = (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2)) + (1 << ((c & 3) << 2)) + (1 << ((d & 3) << 2)) \
        + (1 << ((e & 3) << 2)) + (1 << ((f & 3) << 2)) + (1 << ((g & 3) << 2))
    if (suits + 0x3333) & 0x8888:  # a suit counter's top bit: five or more of that suit
        return _flush(suits, a, b, c, d, e, f, g)
    pairs = _PAIRS
    return _plain(pairs[a * 52 + b] + pairs[c * 52 + d] + pairs[e * 52 + f] + NATIVE_KEYS[g], 7)


def _six(a: i64, b: i64, c: i64, d: i64, e: i64, f: i64) -> int:
    if not (0 <= a < 52 and 0 <= b < 52 and 0 <= c < 52 and 0 <= d < 52 and 0 <= e < 52 and 0 <= f < 52):
        return 0
    if (a == b or a == c or a == d or a == e or a == f or b == c or b == d or b == e or b == f or c == d
            or c == e or c == f or d == e or d == f or e == f):  # fmt: skip
        return 0
    suits: i64 = (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2)) + (1 << ((c & 3) << 2)) + (1 << ((d & 3) << 2)) \
        + (1 << ((e & 3) << 2)) + (1 << ((f & 3) << 2))
    if (suits + 0x3333) & 0x8888:
        return _flush(suits, a, b, c, d, e, f, a)
    pairs = _PAIRS
    return _plain(pairs[a * 52 + b] + pairs[c * 52 + d] + pairs[e * 52 + f], 6)


def _five(a: i64, b: i64, c: i64, d: i64, e: i64) -> int:
    if not (0 <= a < 52 and 0 <= b < 52 and 0 <= c < 52 and 0 <= d < 52 and 0 <= e < 52):
        return 0
    if a == b or a == c or a == d or a == e or b == c or b == d or b == e or c == d or c == e or d == e:
        return 0
    suits: i64 = (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2)) + (1 << ((c & 3) << 2)) + (1 << ((d & 3) << 2)) \
        + (1 << ((e & 3) << 2))
    if (suits + 0x3333) & 0x8888:
        return _flush(suits, a, b, c, d, e, a, a)
    pairs = _PAIRS
    return _plain(pairs[a * 52 + b] + pairs[c * 52 + d] + NATIVE_KEYS[e], 5)


NATIVE: Final = not str(__file__).endswith(".py")
"""Whether this module is compiled (the compiled build)."""
