"""Bailey's Poker: the best three cards of three to five, jokers dead.

>>> from pokervariants import parse_cards
>>> rank_bailey(parse_cards("As Ah Ad 2c 3c")) == BAILEY_CLASSES
True
"""

from __future__ import annotations

from collections.abc import Sequence

from .checks import invalid_cards
from .keys import BAILEY_FLUSH_BIAS, BAILEY_KEYS, CARD_BITS, FLUSH_SHIFT, FLUSH_TEST, RANK_MASK, RANK_SHIFT
from .tables import BAILEY_SIZE_SHIFT, IntTable, LazyTable, build_bailey_flush, build_bailey_ranks

__all__ = ["BAILEY_CLASSES", "rank_bailey"]

BAILEY_CLASSES = 741
"""How many distinct three-card Bailey hands there are; :func:`rank_bailey` returns 1 to this."""

# Replaced by the real tables on first use (see LazyTable).
_RANKS: IntTable = LazyTable(globals(), "_RANKS", build_bailey_ranks)
_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", build_bailey_flush)
_K = BAILEY_KEYS
_JOKER_BITS = 52


def rank_bailey(cards: Sequence[int]) -> int:
    """The strength of the best three-card Bailey's Poker hand in ``cards`` (3 to 5 cards).

    Returns 1 (5-3-2 of mixed suits) to 741 (a prial of aces): bigger is better.
    Jokers are allowed and dead; at least three cards must be natural.
    """
    try:
        n = len(cards)
        if n == 5:
            a, b, c, d, e = cards
            # a negative index would wrap round to a real card: see rank_high
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0:
                raise invalid_cards(cards, "rank_bailey", 3, 5)
            k = _K[a] + _K[b] + _K[c] + _K[d] + _K[e]
        elif n == 3:
            a, b, c = cards
            if a < 0 or b < 0 or c < 0:
                raise invalid_cards(cards, "rank_bailey", 3, 5)
            k = _K[a] + _K[b] + _K[c]
        elif n == 4:
            a, b, c, d = cards
            if a < 0 or b < 0 or c < 0 or d < 0:
                raise invalid_cards(cards, "rank_bailey", 3, 5)
            k = _K[a] + _K[b] + _K[c] + _K[d]
        else:
            raise invalid_cards(cards, "rank_bailey", 3, 5)
    except (IndexError, TypeError):
        raise invalid_cards(cards, "rank_bailey", 3, 5) from None
    held = k >> CARD_BITS
    if held.bit_count() != n:
        raise invalid_cards(cards, "rank_bailey", 3, 5)
    natural = n
    if held >> _JOKER_BITS:
        natural -= (held >> _JOKER_BITS).bit_count()
        if natural < 3:
            raise ValueError(f"rank_bailey needs at least three natural cards (jokers are dead), got {natural}")
    best = _RANKS[((k >> RANK_SHIFT) & RANK_MASK) | (natural << BAILEY_SIZE_SHIFT)]
    flush = (k + BAILEY_FLUSH_BIAS) & FLUSH_TEST  # a suit holding three or more
    if flush:  # a three-card flush can beat a pair, but a prial or straight can beat it
        flushed = _FLUSH[(k >> FLUSH_SHIFT[flush]) & 0x1FFF]
        if flushed > best:
            return flushed
    return best
