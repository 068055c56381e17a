"""The pure build's :func:`~pokervariants.rank_high`: five-card high hands from 5 to 11 cards, one
sum of 92-bit card keys and a lookup (:mod:`.keys`). :mod:`.high` presents it (or, in the compiled
build, ``_native_high``'s path, which comes here for all but plain natural hands).

>>> from pokervariants import parse_cards
>>> rank_high(parse_cards("As Ks Qs Js Ts 2c 3d"))
12194
>>> rank_high([51, 47, 43, 39, 35]) == rank_high(parse_cards("As Ks Qs Js Ts"))
True
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from .checks import invalid_cards
from .keys import CARD_BITS, CARD_KEYS, FLUSH_BIAS, FLUSH_SHIFT, FLUSH_TEST, PAIR_KEYS, RANK_KEYS, RANK_MASK, RANK_SHIFT
from .tables import IntTable, LazyTable, build_high_flush, high_rank_tables
from .wild import WildSpec, has_jokers, keys_for, rank_high_wild, rule_for

__all__ = ["rank_high"]

# Replaced by the real tables on first use (see LazyTable).
_RANKS5: IntTable = LazyTable(globals(), "_RANKS5", lambda: high_rank_tables()[0])
_RANKS6: IntTable = LazyTable(globals(), "_RANKS6", lambda: high_rank_tables()[1])
_RANKS7: IntTable = LazyTable(globals(), "_RANKS7", lambda: high_rank_tables()[2])
_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", build_high_flush)
_K = CARD_KEYS
_PAIRS = PAIR_KEYS
_BIASED: tuple[int, ...] = tuple(key + FLUSH_BIAS if key else 0 for key in CARD_KEYS)
"""A card's key with the flush test's bias added, for the odd card of a five- or seven-card hand:
the sum then carries the bias without an addition of its own. (Zero keys stay zero, so a number
that is no card still fails the card-count test.)"""
_FLUSH_SHIFT = FLUSH_SHIFT


def rank_high(cards: Sequence[int], wild: WildSpec = None) -> int:
    """The strength of the best five-card high hand in ``cards`` (5 to 11 cards).

    Returns an int, bigger is better and equal means a tie: 1 for 7-5-4-3-2
    offsuit, 12,194 for a royal flush, up to 12,207 for five aces. Natural hands
    take 7,462 of these values; the others are hands only wild cards make.
    Cards are :class:`~pokervariants.Card` or plain ints 0-53; no object is made
    per call.

    ``wild`` names wild ranks (``"39"``, ``[Rank.TWO]``); jokers are always
    wild. Pass it by keyword; it is not keyword-only because CPython 3.11 calls
    such functions more slowly, and this is the hot path. For the
    natural-beats-wild tie-break use :class:`~pokervariants.HighRanker`.

    >>> rank_high([51, 50, 49, 48, 52]) == 12207  # four aces and a joker: HIGH_VALUES
    True
    """
    if wild is not None:
        keys, pairs = rule_for(wild)
        return rank_high_wild(cards, keys, False, pairs)
    K = _PAIRS  # a local is read faster than a global
    # Unrolled for the common sizes: this is the hot path. A negative number is refused before a
    # lookup, where it would wrap round to a real card; numbers past the 64-entry tables raise
    # IndexError and 54-63 have no card bit, which the card-count test below rejects. (Chained
    # comparisons are the cheapest such test in CPython 3.11: they are specialised, `|` is not.)
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0 or g < 0:
                raise invalid_cards(cards, "rank_high", 5, 11)
            k = K[a][b] + K[c][d] + K[e][f] + _BIASED[g]
            table = _RANKS7
        elif n == 5:
            a, b, c, d, e = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0:
                raise invalid_cards(cards, "rank_high", 5, 11)
            k = K[a][b] + K[c][d] + _BIASED[e]
            table = _RANKS5
        elif n == 6:
            a, b, c, d, e, f = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0:
                raise invalid_cards(cards, "rank_high", 5, 11)
            k = K[a][b] + K[c][d] + K[e][f] + 0x3333000000
            table = _RANKS6
        else:
            return _rank_high_more(cards)
    except (IndexError, TypeError):
        raise invalid_cards(cards, "rank_high", 5, 11) from None
    # Literals, not the named constants of .keys, save global lookups here: 40 is CARD_BITS,
    # 0x3333000000 FLUSH_BIAS (already in k), 0x8888000000 FLUSH_TEST, 0xFFFFFF RANK_MASK (a test
    # holds them equal). The bias lifts no suit counter past its four bits (seven cards, plus 3).
    if (k >> 40).bit_count() != n:
        if has_jokers(cards):
            return rank_high_wild(cards, keys_for(None))
        raise invalid_cards(cards, "rank_high", 5, 11)
    flush = k & 0x8888000000
    if flush:  # at most one suit can hold five of seven cards, and a flush then beats any pair-based hand
        return _FLUSH[(k >> _FLUSH_SHIFT[flush]) & 0x1FFF]
    return table[k & 0xFFFFFF]


def _rank_high_more(cards: Sequence[int]) -> int:
    """Eight to eleven cards: the best over the seven-card subsets, and any flush."""
    n = len(cards)
    if not 8 <= n <= 11:
        raise invalid_cards(cards, "rank_high", 5, 11)
    try:
        if min(cards) < 0:  # the 64-entry keys refuse the rest
            raise invalid_cards(cards, "rank_high", 5, 11)
        k = sum([_K[c] for c in cards])
    except (IndexError, TypeError):
        raise invalid_cards(cards, "rank_high", 5, 11) from None
    if (k >> CARD_BITS).bit_count() != n:  # a repeated card, or a joker (no card bit): always wild
        if has_jokers(cards):
            return rank_high_wild(cards, keys_for(None))
        raise invalid_cards(cards, "rank_high", 5, 11)
    rank_keys = [RANK_KEYS[c >> 2] for c in cards]
    ranks = (k >> RANK_SHIFT) & RANK_MASK
    table = _RANKS7
    best = max(table[ranks - sum(left_out)] for left_out in combinations(rank_keys, n - 7))
    flushes = (k + FLUSH_BIAS) & FLUSH_TEST  # with ten or more cards two suits can hold five
    while flushes:  # with eight or more cards quads or a full house can beat a flush
        bit = flushes & -flushes
        best = max(best, _FLUSH[(k >> _FLUSH_SHIFT[bit]) & 0x1FFF])
        flushes ^= bit
    return best
