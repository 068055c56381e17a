"""Ace-to-five and eight-or-better lows from 5 to 7 cards: the integer fast path.

Straights and flushes do not count and the ace is always low, so only ranks
matter: one lookup by the hand's rank sum gives the best low.

>>> from pokervariants import parse_cards
>>> rank_low(parse_cards("5c 4d 3h 2s Ac Kd Kh"))
6175
>>> rank_low8(parse_cards("9c Td Jh 2s Ac Kd Kh"))
0
"""

from __future__ import annotations

from collections.abc import Sequence

from .checks import invalid_cards
from .keys import CARD_BITS, CARD_KEYS
from .tables import IntTable, LazyTable, build_low8, low_rank_tables
from .wild import WildSpec, has_jokers, keys_for, rank_low_wild

__all__ = ["LOW8_CLASSES", "LOW_CLASSES", "rank_low", "rank_low8"]

LOW_CLASSES = 6175
"""How many distinct ace-to-five lows there are; :func:`rank_low` returns 1 to this."""
LOW8_CLASSES = 56
"""How many distinct eight-or-better lows there are; :func:`rank_low8` returns 0 to this."""

# Replaced by the real tables on first use (see LazyTable).
_RANKS5: IntTable = LazyTable(globals(), "_RANKS5", lambda: low_rank_tables()[0])
_RANKS6: IntTable = LazyTable(globals(), "_RANKS6", lambda: low_rank_tables()[1])
_RANKS7: IntTable = LazyTable(globals(), "_RANKS7", lambda: low_rank_tables()[2])
_EIGHT: IntTable = LazyTable(globals(), "_EIGHT", build_low8)
_K = CARD_KEYS


def _low(cards: Sequence[int], what: str) -> int:
    """The A-5 low value; ``what`` names the caller in error messages."""
    try:
        n = len(cards)
        if n == 7:
            a, b, c, d, e, f, g = cards
            # a negative index would wrap round to a real card: see rank_high
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0 or g < 0:
                raise invalid_cards(cards, what, 5, 7)
            k = _K[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f] + _K[g]
            table = _RANKS7
        elif n == 5:
            a, b, c, d, e = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0:
                raise invalid_cards(cards, what, 5, 7)
            k = _K[a] + _K[b] + _K[c] + _K[d] + _K[e]
            table = _RANKS5
        elif n == 6:
            a, b, c, d, e, f = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0 or f < 0:
                raise invalid_cards(cards, what, 5, 7)
            k = _K[a] + _K[b] + _K[c] + _K[d] + _K[e] + _K[f]
            table = _RANKS6
        else:
            raise invalid_cards(cards, what, 5, 7)
    except (IndexError, TypeError):
        raise invalid_cards(cards, what, 5, 7) from None
    if (k >> CARD_BITS).bit_count() != n:
        if has_jokers(cards):
            return rank_low_wild(cards, keys_for(None), what)[0]
        raise invalid_cards(cards, what, 5, 7)
    return table[k & 0xFFFFFF]  # the rank part, RANK_MASK (bit 0 up: RANK_SHIFT is 0)


def rank_low(cards: Sequence[int], wild: WildSpec = None) -> int:
    """The strength of the best ace-to-five low in ``cards`` (5 to 7 cards).

    Returns 1 (four kings and a queen) to 6,175 (5-4-3-2-A): bigger is better.
    ``wild`` names wild ranks; jokers are always wild. A wild card counts as the
    lowest rank (ace first) the hand does not already hold.
    """
    if wild is not None:
        return rank_low_wild(cards, keys_for(wild), "rank_low")[0]
    return _low(cards, "rank_low")


def rank_low8(cards: Sequence[int], wild: WildSpec = None) -> int:
    """The strength of the best eight-or-better low in ``cards`` (5 to 7 cards), 0 if none.

    Returns 1 (8-7-6-5-4) to 56 (5-4-3-2-A) for a qualifying low: bigger is
    better. Wild cards and jokers play as in :func:`rank_low`.
    """
    if wild is not None:
        return _EIGHT[rank_low_wild(cards, keys_for(wild), "rank_low8")[0]]
    return _EIGHT[_low(cards, "rank_low8")]
