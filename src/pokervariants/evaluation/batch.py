"""Batch evaluation: rank many hands at once, with numpy when it is installed.

:func:`rank_many` takes a 2-D array of cards, one hand per row (or any sequence
of equal-length sequences of ints or cards) and returns one int per row, the
same int the scalar ``rank_*`` function gives for that row. With numpy (the
optional extra ``pip install 'pokervariants[numpy]'``) the work is a handful of
whole-array operations per block of rows; without it, a plain loop over the
scalar functions gives the same numbers.

>>> from pokervariants import parse_cards
>>> from pokervariants.evaluation import rank_many
>>> hands = [parse_cards("As Ks Qs Js Ts 2c 3d"), parse_cards("7c 5d 4h 3s 2c 9d Jh")]
>>> [int(v) for v in rank_many(hands)]  # a numpy array with numpy installed, else a list
[12194, 172]
>>> rank_many(hands, backend="python")
[12194, 172]

How the numpy path works. Each card has two precomputed numbers: a key packing
a rank number (``BATCH_RANK_KEYS``, chosen per hand size) above four 4-bit
suit counters, as the scalar path does, and one bit of its own (bit
``13 * suit + rank``; bits 52 and 53 for the jokers). One gather and one row
sum of each give, for every hand, the rank sum, the suit counts and the set of
cards held. The bit count of the card set must equal the row length (no card
repeated); the rank sum indexes a dense table of non-flush values for that hand
size; a suit counter reaching five (three in Bailey's Poker) marks a flush,
whose 13-bit rank mask is read straight from the card set and indexes the
8,192-entry flush table. Eight to eleven high cards take the best over the
rank sums of their seven-card subsets, and every suit's flush. Rows holding
jokers, or cards of the ranks ``wild`` names, go to the scalar function one by
one; every other row is a natural hand and is ranked vectorised.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import combinations
from types import ModuleType
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, cast, overload

from .badugi import build_badugi, rank_badugi
from .bailey import rank_bailey
from .classes import rank_multisets
from .deuce_seven import build_deuce_seven_flush, build_deuce_seven_ranks, rank_deuce_seven
from .short_deck import build_short_deck_flush, rank_short_deck, short_deck_rank_tables
from .high import rank_high
from .keys import RANK_KEYS
from .low import rank_low, rank_low8
from .tables import (
    BAILEY_SIZE_SHIFT,
    build_bailey_flush,
    build_bailey_ranks,
    build_high_flush,
    build_low8,
    high_rank_tables,
    low_rank_tables,
)
from .wild import WildSpec, parse_wild

if TYPE_CHECKING:
    import numpy
    import numpy as np
    import numpy.typing
    from numpy.typing import NDArray


    HandRows: TypeAlias = Sequence[Sequence[int]] | NDArray[np.integer[Any]]
    """One hand per row: a 2-D integer array, or a sequence of equal-length sequences of cards or ints."""

__all__ = ["BATCH_RANK_KEYS", "CHUNK_ROWS", "RANKINGS", "rank_many"]

RANKINGS: tuple[str, ...] = ("high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck")
"""The rankings :func:`rank_many` knows, by the name it takes."""
_BACKENDS = ("auto", "numpy", "python")

CHUNK_ROWS = 65_536
"""Rows ranked per block on the numpy path: temporary arrays stay at a few megabytes whatever the input size."""

BATCH_RANK_KEYS: dict[int, tuple[int, ...]] = {
    3: (0, 1, 4, 13, 32, 71, 124, 218, 375, 572, 744, 1208, 1556),
    4: (0, 1, 5, 21, 55, 153, 368, 856, 1424, 2603, 4967, 8194, 13663),
    5: (0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415),
    6: (0, 1, 5, 22, 98, 422, 1734, 5760, 14270, 37951, 90838, 206930, 436437),
    7: RANK_KEYS,
}
"""Per-rank numbers (two to ace) for hands of 3 to 7 cards on the numpy path.

The sums of any two different multisets of that many ranks (at most four
alike) differ, so a hand's rank sum indexes a dense table of its size. For
seven cards these are the scalar path's own numbers (``keys.RANK_KEYS``); for
fewer cards a greedy search (each rank the smallest number keeping the sums of
up to that many ranks distinct) found smaller ones, so those tables are small:
0.7 MB for five cards, not the 13 MB that seven-card numbers would take.
"""

_NUMPY_HINT = "pip install 'pokervariants[numpy]'"
_RANK_CHARS = "23456789TJQKA"
_JOKER_BITS = 52  # a joker's own bit is 1 << 52 or 1 << 53, above the 4 x 13 natural card bits


class _Rule:
    """What a ranking name means: its scalar function, the hand sizes it takes, and whether wild cards apply."""

    __slots__ = ("name", "scalar", "smallest", "largest", "wild")

    def __init__(self, name: str, scalar: Callable[..., int], smallest: int, largest: int, *, wild: bool) -> None:
        self.name, self.scalar, self.smallest, self.largest, self.wild = name, scalar, smallest, largest, wild


_RULES = {
    "high": _Rule("high", rank_high, 5, 11, wild=True),
    "low": _Rule("low", rank_low, 5, 7, wild=True),
    "low8": _Rule("low8", rank_low8, 5, 7, wild=True),
    "bailey": _Rule("bailey", rank_bailey, 3, 5, wild=False),
    "deuce_seven": _Rule("deuce_seven", rank_deuce_seven, 5, 7, wild=False),
    "badugi": _Rule("badugi", rank_badugi, 4, 4, wild=False),
    "short_deck": _Rule("short_deck", rank_short_deck, 5, 7, wild=False),
}


# --------------------------------------------------------------------------- the public functions


# The public signatures spell their types out (no aliases, numpy by its full name) so the API
# reference can show and link every one of them; numpy is imported for type checkers only.


@overload
def rank_many(
    hands: numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    backend: Literal["auto", "numpy"] = ...,
) -> numpy.typing.NDArray[numpy.int32]: ...
@overload
def rank_many(
    hands: Sequence[Sequence[int]] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    backend: Literal["python"],
) -> list[int]: ...
@overload
def rank_many(
    hands: Sequence[Sequence[int]] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    backend: Literal["numpy"],
) -> numpy.typing.NDArray[numpy.int32]: ...
@overload
def rank_many(
    hands: Sequence[Sequence[int]] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck"] = ...,
    *,
    wild: str | Iterable[int] | None = ...,
    backend: Literal["auto", "numpy", "python"] = ...,
) -> numpy.typing.NDArray[numpy.int32] | list[int]: ...


def rank_many(
    hands: Sequence[Sequence[int]] | numpy.typing.NDArray[numpy.integer[Any]],
    ranking: Literal["high", "low", "low8", "bailey", "deuce_seven", "badugi", "short_deck"] = "high",
    *,
    wild: str | Iterable[int] | None = None,
    backend: Literal["auto", "numpy", "python"] = "auto",
) -> numpy.typing.NDArray[numpy.int32] | list[int]:
    """Rank every hand in ``hands`` (one hand per row) by ``ranking``; one int per row.

    ``hands`` is a 2-D numpy integer array or any sequence of equal-length
    sequences of cards or plain ints (``rank * 4 + suit``: ``2c`` is 0, ``As``
    51, jokers 52 and 53). ``ranking`` is ``"high"`` (5 to 11 cards, as
    :func:`~pokervariants.rank_high`), ``"low"`` (ace-to-five, 5 to 7 cards),
    ``"low8"`` (eight-or-better, 0 for no qualifying low), ``"bailey"`` (best
    three of 3 to 5 cards), ``"deuce_seven"`` (deuce-to-seven low, 5 to 7 cards,
    as :func:`~pokervariants.rank_deuce_seven`), ``"badugi"`` (four cards, as
    :func:`~pokervariants.rank_badugi`) or ``"short_deck"`` (5 to 7 cards of the
    36-card pack, as :func:`~pokervariants.rank_short_deck`). Each value equals what the scalar
    function gives for that row.

    With numpy installed (``backend="auto"``, the default) the result is a
    numpy ``int32`` array; ``backend="python"`` forces a plain loop over the
    scalar functions and returns a ``list[int]``, and ``backend="numpy"``
    raises :class:`ImportError` when numpy is missing. Without numpy, ``"auto"``
    takes the loop.

    ``wild`` names wild ranks as :func:`~pokervariants.rank_high` does (for
    high, low and low8; Bailey's jokers are dead, not wild). The vectorised
    path ranks natural hands: a row holding a joker (always wild in high and
    low hands) or a card of a wild rank is ranked by the scalar function, so
    such rows run at its speed.

    A row of the wrong length, a number that is not a card, or a card held
    twice raises :class:`ValueError` naming the first bad row and what is wrong
    with it, before any value is returned.

    >>> from pokervariants.evaluation import rank_many
    >>> rank_many([[51, 47, 43, 39, 35], [20, 13, 10, 7, 0]], backend="python")  # royal flush; 7-5-4-3-2
    [12194, 1]
    >>> rank_many([[0, 4, 8, 12, 16], [0, 4, 8, 12, 12]], backend="python")
    Traceback (most recent call last):
    ...
    ValueError: rank_many: row 1: rank_high takes 5 to 11 distinct cards: 5c appears twice
    """
    rule = _rule(ranking)
    if backend not in _BACKENDS:
        raise ValueError(f"unknown backend {backend!r}: expected one of {', '.join(map(repr, _BACKENDS))}")
    wild_text = _wild_text(wild, rule)
    np_module = _numpy()
    if backend == "numpy" and np_module is None:
        raise ImportError(f"rank_many(backend='numpy') needs numpy; install it with {_NUMPY_HINT}")
    if backend == "python" or np_module is None:
        return _rank_python(hands, rule, wild_text)
    return _rank_numpy(hands, rule, wild_text)


# --------------------------------------------------------------------------- shared helpers


def _rule(ranking: object) -> _Rule:
    rule = _RULES.get(ranking) if isinstance(ranking, str) else None
    if rule is None:
        raise ValueError(f"unknown ranking {ranking!r}: expected one of {', '.join(map(repr, RANKINGS))}")
    return rule


def _wild_text(wild: WildSpec, rule: _Rule) -> str | None:
    """The wild rule as canonical text (``"39"``; ``""`` for jokers only), or ``None`` for no rule.

    Parsing once up front refuses a bad rule before any row, lets a one-shot
    iterable of ranks serve every row, and gives the scalar functions a
    hashable rule they cache.
    """
    if wild is None:
        return None
    if not rule.wild:
        raise ValueError(f"ranking {rule.name!r} has no wild cards (its jokers are dead); wild applies to high, low and low8")
    mask = parse_wild(wild)
    return "".join(_RANK_CHARS[r] for r in range(13) if mask >> r & 1)


def _numpy() -> ModuleType | None:
    """numpy if it can be imported, else ``None`` (looked up per call: cheap once imported)."""
    try:
        import numpy
    except ImportError:
        return None
    return numpy


def _is_ndarray(value: object) -> bool:
    numpy = sys.modules.get("numpy")  # an ndarray exists only if numpy was imported
    return numpy is not None and isinstance(value, numpy.ndarray)


def _python_rows(hands: object) -> Iterable[Any]:
    if _is_ndarray(hands):
        return cast("NDArray[Any]", hands).tolist()  # type: ignore[no-any-return]
    if not isinstance(hands, Iterable):
        raise ValueError(f"expected a sequence of hands (one per row), got {type(hands).__name__}")
    return hands


def _scalar(rule: _Rule, wild_text: str | None) -> Callable[[Sequence[int]], int]:
    if wild_text is None:
        return rule.scalar
    return functools.partial(rule.scalar, wild=wild_text)


def _rank_python(hands: object, rule: _Rule, wild_text: str | None) -> list[int]:
    """The fallback: the scalar function on each row, in order, so the first bad row is the one named."""
    scalar = _scalar(rule, wild_text)
    results: list[int] = []
    width = -1
    for index, row in enumerate(_python_rows(hands)):
        try:
            size = len(row)
        except TypeError:
            raise ValueError(f"rank_many: row {index} is {row!r}, not a sequence of cards") from None
        if width < 0:
            width = size
        elif size != width:
            raise ValueError(f"rank_many: row {index} has {size} cards but row 0 has {width}: rows must be of one length")
        try:
            results.append(scalar(row))
        except ValueError as exc:
            raise ValueError(f"rank_many: row {index}: {exc}") from None
    return results


def _explain(row: list[Any], index: int, rule: _Rule, wild_text: str | None) -> ValueError:
    """The scalar function's own complaint about a row the vectorised checks refused, with its index."""
    try:
        _scalar(rule, wild_text)(row)
    except ValueError as exc:
        return ValueError(f"rank_many: row {index}: {exc}")
    raise AssertionError(f"row {index} {row!r} failed the batch checks but not {rule.scalar.__name__}")  # pragma: no cover


# --------------------------------------------------------------------------- the numpy path


def _rank_numpy(hands: HandRows, rule: _Rule, wild_text: str | None) -> NDArray[np.int32]:
    import numpy as np

    if _is_ndarray(hands):
        array = cast("NDArray[Any]", hands)
    else:
        try:
            array = np.asarray(hands)
        except (ValueError, TypeError, OverflowError):  # ragged rows, or values numpy cannot hold
            array = None
    if array is not None and array.ndim in (1, 2) and len(array) == 0:
        return np.zeros(0, dtype=np.int32)
    if array is None or array.dtype.kind not in "biu" or array.ndim != 2:
        if array is not None and _is_ndarray(hands) and array.ndim != 2:
            raise ValueError(
                f"rank_many: hands must be a 2-D array, one hand per row; got shape {array.shape}"
            )
        # Not a plain integer matrix: the scalar loop finds and names the first bad row
        # (or, for exotic but valid rows such as tuples of Card in an object array, ranks them).
        return np.asarray(_rank_python(hands, rule, wild_text), dtype=np.int32).reshape(-1)
    rows, width = array.shape
    if not rule.smallest <= width <= rule.largest:
        raise _explain(array[0].tolist(), 0, rule, wild_text)
    wild_mask = _wild_bits(wild_text)
    out = np.empty(rows, dtype=np.int32)
    for start in range(0, rows, CHUNK_ROWS):
        chunk = array[start : start + CHUNK_ROWS]
        out[start : start + len(chunk)] = _rank_chunk(chunk, start, rule, wild_text, wild_mask)
    return out


@functools.cache
def _card_keys(size: int) -> NDArray[np.int64]:
    """Per card 0-53 for hands of ``size`` cards: its rank number << 16 plus one in its 4-bit suit counter (jokers 0)."""
    import numpy as np

    numbers = BATCH_RANK_KEYS[min(size, 7)]  # 8 to 11 cards go by their seven-card subsets
    keys = np.zeros(54, dtype=np.int64)
    for card in range(52):
        keys[card] = numbers[card >> 2] << 16 | 1 << (4 * (card & 3))
    return keys


@functools.cache
def _card_bits() -> NDArray[np.uint64]:
    """Per card 0-53: its own bit, ``13 * suit + rank`` (so a suit's 13-bit rank mask is one shift away); jokers 52, 53."""
    import numpy as np

    bits = np.zeros(54, dtype=np.uint64)
    for card in range(52):
        bits[card] = 1 << (13 * (card & 3) + (card >> 2))
    bits[52], bits[53] = 1 << _JOKER_BITS, 1 << (_JOKER_BITS + 1)
    return bits


@functools.cache
def _wild_bits(wild_text: str | None) -> int:
    """The card bits of the cards the scalar path must rank: jokers, and the wild ranks in every suit."""
    mask = 3 << _JOKER_BITS
    for rank in range(13):
        if wild_text is not None and _RANK_CHARS[rank] in wild_text:
            mask |= sum(1 << (13 * suit + rank) for suit in range(4))
    return mask


def _dense(level: Mapping[int, int], size: int) -> NDArray[np.uint16]:
    """A builder's table (rank sum by :data:`~.keys.RANK_KEYS` to value) as a dense ``uint16`` array indexed
    by rank sum in :data:`BATCH_RANK_KEYS` for ``size`` cards (0 where no hand lands)."""
    import numpy as np

    multisets = np.array(rank_multisets(size), dtype=np.intp)
    old = np.take(np.array(RANK_KEYS, dtype=np.int64), multisets).sum(axis=1)
    new = np.take(np.array(BATCH_RANK_KEYS[size], dtype=np.int64), multisets).sum(axis=1)
    if len(np.unique(new)) != len(new):
        raise AssertionError(f"batch rank keys collide for {size} cards")  # their defining property failed
    table = np.zeros(int(new.max()) + 1, dtype=np.uint16)
    table[new] = np.fromiter((level[key] for key in old.tolist()), dtype=np.uint16, count=len(old))
    return table


@functools.cache
def _high_ranks(size: int) -> NDArray[np.uint16]:
    """Non-flush high values by rank sum, for 5, 6 or 7 cards (the 7-card one is the scalar path's own array)."""
    import numpy as np

    five, six, seven = high_rank_tables()
    if size == 7:
        return np.frombuffer(cast("bytes", seven), dtype=np.uint16)
    return _dense(five if size == 5 else six, size)


@functools.cache
def _high_flush() -> NDArray[np.uint16]:
    import numpy as np

    return np.array(build_high_flush(), dtype=np.uint16)


@functools.cache
def _low_ranks(size: int) -> NDArray[np.uint16]:
    return _dense(low_rank_tables()[size - 5], size)  # type: ignore[arg-type]  # the low tables are dicts


@functools.cache
def _low8() -> NDArray[np.uint16]:
    import numpy as np

    return np.frombuffer(build_low8(), dtype=np.uint8).astype(np.uint16)


@functools.cache
def _bailey_ranks(size: int) -> NDArray[np.uint16]:
    mask = (1 << BAILEY_SIZE_SHIFT) - 1
    return _dense({key & mask: value for key, value in build_bailey_ranks().items() if key >> BAILEY_SIZE_SHIFT == size}, size)


@functools.cache
def _bailey_flush() -> NDArray[np.uint16]:
    import numpy as np

    return np.array(build_bailey_flush(), dtype=np.uint16)


@functools.cache
def _deuce_seven_ranks() -> NDArray[np.uint16]:
    return _dense(build_deuce_seven_ranks(), 5)


@functools.cache
def _deuce_seven_flush() -> NDArray[np.uint16]:
    import numpy as np

    return np.array(build_deuce_seven_flush(), dtype=np.uint16)


@functools.cache
def _short_deck_ranks(size: int) -> NDArray[np.uint16]:
    """Non-flush short-deck values by rank sum for ``size`` cards (0 where a rank below the six lands)."""
    import numpy as np

    level = short_deck_rank_tables()[size - 5]
    multisets = np.array(rank_multisets(size), dtype=np.intp)
    old = np.take(np.array(RANK_KEYS, dtype=np.int64), multisets).sum(axis=1)
    new = np.take(np.array(BATCH_RANK_KEYS[size], dtype=np.int64), multisets).sum(axis=1)
    table = np.zeros(int(new.max()) + 1, dtype=np.uint16)
    table[new] = np.fromiter((level.get(key, 0) for key in old.tolist()), dtype=np.uint16, count=len(old))
    return table


@functools.cache
def _short_deck_flush() -> NDArray[np.uint16]:
    import numpy as np

    return np.array(build_short_deck_flush(), dtype=np.uint16)


@functools.cache
def _badugi_table() -> tuple[NDArray[np.uint64], NDArray[np.uint16]]:
    """Badugi's packed keys, sorted, and their values (a lookup is a binary search)."""
    import numpy as np

    table = build_badugi()
    keys = np.array(sorted(table), dtype=np.uint64)
    return keys, np.array([table[int(k)] for k in keys.tolist()], dtype=np.uint16)


def _badugi(held: NDArray[np.uint64]) -> NDArray[np.uint16]:
    """Badugi values from the card sets: each suit's ranks turned ace low, sorted, packed as the scalar key."""
    import numpy as np

    masks = np.empty((len(held), 4), dtype=np.uint64)
    for suit in range(4):
        m = (held >> np.uint64(13 * suit)) & np.uint64(0x1FFF)
        masks[:, suit] = ((m << np.uint64(1)) & np.uint64(0x1FFF)) | (m >> np.uint64(12))  # the ace from the top bit to the bottom
    masks.sort(axis=1)
    key = masks[:, 0] | masks[:, 1] << np.uint64(13) | masks[:, 2] << np.uint64(26) | masks[:, 3] << np.uint64(39)
    keys, values = _badugi_table()
    found: NDArray[np.uint16] = np.take(values, np.searchsorted(keys, key))
    return found


def _popcount(values: NDArray[np.uint64]) -> NDArray[np.unsignedinteger[Any]]:
    """Set bits per element: ``numpy.bitwise_count`` (numpy 2) or the classic shift-and-mask sum."""
    import numpy as np

    count = getattr(np, "bitwise_count", None)
    if count is not None:
        return count(values)  # type: ignore[no-any-return]
    return _popcount_swar(values)


def _popcount_swar(values: NDArray[np.uint64]) -> NDArray[np.uint64]:
    import numpy as np

    v = values - ((values >> np.uint64(1)) & np.uint64(0x5555555555555555))
    v = (v & np.uint64(0x3333333333333333)) + ((v >> np.uint64(2)) & np.uint64(0x3333333333333333))
    v = (v + (v >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    counts: NDArray[np.uint64] = (v * np.uint64(0x0101010101010101)) >> np.uint64(56)
    return counts


def _rank_chunk(
    chunk: NDArray[np.integer[Any]], start: int, rule: _Rule, wild_text: str | None, wild_mask: int
) -> NDArray[np.integer[Any]]:
    """The values of one block of rows (the whole block checked first)."""
    import numpy as np

    width = chunk.shape[1]
    keys_of, bits_of = _card_keys(width), _card_bits()
    low, high = int(chunk.min()), int(chunk.max())
    if low < 0 or high > 53:
        _refuse(chunk, start, rule, wild_text, wild_mask)
    cards = chunk.astype(np.intp, copy=False)
    # One gather and one row sum each: einsum sums short rows several times faster than .sum(axis=1).
    held = np.einsum("ij->i", np.take(bits_of, cards))
    key = np.einsum("ij->i", np.take(keys_of, cards))
    if high >= 52 or wild_mask != 3 << _JOKER_BITS:
        scalar_rows = np.flatnonzero(held & np.uint64(wild_mask))
    else:
        scalar_rows = np.zeros(0, dtype=np.intp)
    bad = _popcount(held) != width
    if rule.name == "short_deck" and low < 16:  # a card below the six: the scalar function says which row and why
        for row, held_cards in zip(np.flatnonzero((chunk < 16).any(axis=1)).tolist(), chunk[(chunk < 16).any(axis=1)].tolist()):
            try:
                rule.scalar(held_cards)
            except ValueError as exc:
                raise ValueError(f"rank_many: row {start + row}: {exc}") from None
    if rule.name == "deuce_seven" and width > 5:  # the best five: each five of the row, ranked as five
        if bad.any():
            _refuse(chunk, start, rule, wild_text, wild_mask)
        for row, held_cards in zip(scalar_rows.tolist(), chunk[scalar_rows].tolist()):
            try:
                rule.scalar(held_cards)  # a joker: the scalar function says why it has no place here
            except ValueError as exc:
                raise ValueError(f"rank_many: row {start + row}: {exc}") from None
        best = np.zeros(len(chunk), dtype=np.uint16)
        for columns in combinations(range(width), 5):
            np.maximum(best, _rank_chunk(chunk[:, columns], start, rule, wild_text, wild_mask), out=best)
        return best
    if rule.name == "bailey" and high >= 52:
        bad |= width - _popcount(held >> np.uint64(_JOKER_BITS)) < 3  # jokers are dead: three naturals needed
    if bad.any():
        _refuse(chunk, start, rule, wild_text, wild_mask)

    values: NDArray[np.integer[Any]]
    ranks = key >> 16
    if rule.name == "high":
        if width <= 7:
            values = np.take(_high_ranks(width), ranks)
            _flushes(values, key, held, 0x3333, _high_flush(), replace=True)
        else:
            values = _high_more(cards, ranks, held)
    elif rule.name == "bailey":
        values = np.take(_bailey_ranks(width), ranks)
        _flushes(values, key, held, 0x5555, _bailey_flush(), replace=False)
    elif rule.name == "deuce_seven":
        values = np.take(_deuce_seven_ranks(), ranks)
        _flushes(values, key, held, 0x3333, _deuce_seven_flush(), replace=True)
    elif rule.name == "badugi":
        values = _badugi(held)
    elif rule.name == "short_deck":
        values = np.take(_short_deck_ranks(width), ranks)
        _flushes(values, key, held, 0x3333, _short_deck_flush(), replace=True)  # five of seven suited leave nothing a flush loses to
    else:
        values = np.take(_low_ranks(width), ranks)
        if rule.name == "low8":
            values = np.take(_low8(), values)
    if scalar_rows.size:
        values = values.astype(np.int32)
        scalar = _scalar(rule, wild_text)
        for row, held_cards in zip(scalar_rows.tolist(), chunk[scalar_rows].tolist()):
            try:
                values[row] = scalar(held_cards)
            except ValueError as exc:  # the rows before it passed: this is the first bad row
                raise ValueError(f"rank_many: row {start + row}: {exc}") from None
    return values


def _flushes(
    values: NDArray[np.integer[Any]],
    key: NDArray[np.int64],
    held: NDArray[np.uint64],
    bias: int,
    table: NDArray[np.uint16],
    *,
    replace: bool,
) -> None:
    """Put flush values in ``values`` for the rows where a suit counter plus ``bias`` reaches 8.

    With at most seven cards (five in Bailey) only one suit can qualify. A
    five-card high flush beats every hand seven cards can otherwise make
    (``replace``); a three-card Bailey flush loses to a pair, straight or prial,
    so there the better value stands.
    """
    import numpy as np

    flags = (key + bias) & 0x8888
    rows = np.flatnonzero(flags)
    if not rows.size:
        return
    flag = flags[rows]
    suit = (flag >= 0x80).astype(np.uint64) + (flag >= 0x800) + (flag >= 0x8000)
    masks = (held[rows] >> (np.uint64(13) * suit)) & np.uint64(0x1FFF)
    flushed = np.take(table, masks.astype(np.intp))
    values[rows] = flushed if replace else np.maximum(values[rows], flushed)


def _high_more(cards: NDArray[np.intp], ranks: NDArray[np.int64], held: NDArray[np.uint64]) -> NDArray[np.uint16]:
    """Eight to eleven cards: the best seven-card rank sum left after dropping each choice of cards, and any flush.

    With eight or more cards two suits can hold five, and quads or a full house
    can beat a flush, so every suit's flush value competes with the best.
    """
    import numpy as np

    rank_keys = np.take(_card_keys(7) >> 16, cards)
    seven = _high_ranks(7)
    best = np.zeros(len(cards), dtype=np.uint16)
    for dropped in combinations(range(cards.shape[1]), cards.shape[1] - 7):
        left = ranks.copy()
        for column in dropped:
            left -= rank_keys[:, column]
        np.maximum(best, np.take(seven, left), out=best)
    flush = _high_flush()
    for suit in range(4):
        masks = (held >> np.uint64(13 * suit)) & np.uint64(0x1FFF)
        np.maximum(best, np.take(flush, masks.astype(np.intp)), out=best)
    return best


def _refuse(chunk: NDArray[np.integer[Any]], start: int, rule: _Rule, wild_text: str | None, wild_mask: int) -> None:
    """Raise for the first bad row of ``chunk``, which the vectorised checks found to hold one.

    A row the scalar function ranks (jokers, wild cards) before the first row
    the checks refuse is tried first: the scalar function may refuse it too.
    """
    import numpy as np

    width = chunk.shape[1]
    out_of_range: NDArray[np.bool_] = np.asarray(((chunk < 0) | (chunk > 53)).any(axis=1))
    # Stand-in distinct cards for the rows already known bad, so the rest can be checked by gathers.
    safe = np.where(out_of_range[:, None], np.arange(width), chunk).astype(np.intp)
    held = np.einsum("ij->i", np.take(_card_bits(), safe))
    bad = out_of_range | (_popcount(held) != width)
    if rule.name == "bailey":
        bad |= width - _popcount(held >> np.uint64(_JOKER_BITS)) < 3
    first = int(np.argmax(bad))
    for index in np.flatnonzero((held & np.uint64(wild_mask))[:first]).tolist():
        row = chunk[index].tolist()
        try:
            _scalar(rule, wild_text)(row)
        except ValueError:
            raise _explain(row, start + index, rule, wild_text) from None
    raise _explain(chunk[first].tolist(), start + first, rule, wild_text)
