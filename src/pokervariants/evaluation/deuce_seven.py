"""Deuce-to-seven lows (RULES.md 6): the integer fast path for five cards.

The best low is the worst poker hand: aces are always high, straights and
flushes count against a hand, and 7-5-4-3-2 of mixed suits is the nut low.
A-5-4-3-2 is no straight, just an ace-high hand (suited, an ace-high flush).
Values run the other way from :func:`~pokervariants.rank_high`'s: 1 for a
royal flush, :data:`DEUCE_SEVEN_CLASSES` (7,462) for 7-5-4-3-2.

>>> from pokervariants import parse_cards
>>> rank_deuce_seven(parse_cards("7c 5d 4h 3s 2c")) == DEUCE_SEVEN_CLASSES
True
>>> rank_deuce_seven(parse_cards("As 5d 4h 3s 2c")) < rank_deuce_seven(parse_cards("Ks Qd Jh 9s 8c"))  # ace high
True
>>> rank_deuce_seven(parse_cards("8c 7d 6h 5s 4c")) < rank_deuce_seven(parse_cards("As Ad Kh Qs Jc"))  # a straight is worse
True

Five cards go through two lookups, as :func:`~pokervariants.rank_high`'s do (a rank sum for
hands of mixed suits, a rank mask for a flush); six or seven, as in deuce-to-seven stud, are
their best five.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from itertools import combinations

from .checks import invalid_cards
from .classes import FLUSH, FULL_HOUSE, HIGH_CARD, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR, HandClass, _grouped, rank_multisets
from .keys import CARD_KEYS, FLUSH_SHIFT, PAIR_KEYS, RANK_KEYS
from .tables import IntTable, LazyTable, _flush_table

__all__ = ["DEUCE_SEVEN_CLASSES", "deuce_seven_class_of", "deuce_seven_classes", "rank_deuce_seven"]

DEUCE_SEVEN_CLASSES = 7462
"""How many distinct deuce-to-seven hands there are; :func:`rank_deuce_seven` returns 1 to this."""


def deuce_seven_class_of(ranks: tuple[int, ...], flush: bool) -> HandClass:
    """The poker class of five cards of these ranks with the ace high only: ``(category, ranks)``,
    the high ranking's categories, ranks most important first. A-5-4-3-2 is ace high.

    >>> from pokervariants.evaluation.deuce_seven import deuce_seven_class_of
    >>> deuce_seven_class_of((12, 3, 2, 1, 0), False), deuce_seven_class_of((6, 5, 4, 3, 2), True)
    ((0, (12, 3, 2, 1, 0)), (8, (6, 5, 4, 3, 2)))
    """
    distinct = sorted(set(ranks), reverse=True)
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            return (STRAIGHT_FLUSH if flush else STRAIGHT, tuple(distinct))
        return (FLUSH if flush else HIGH_CARD, tuple(distinct))
    shape = tuple(sorted((ranks.count(r) for r in distinct), reverse=True))
    category = {(4, 1): QUADS, (3, 2): FULL_HOUSE, (3, 1, 1): TRIPS, (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR}[shape]
    return (category, _grouped(ranks))


@functools.cache
def deuce_seven_classes() -> tuple[HandClass, ...]:
    """All 7,462 classes, the best low (the weakest poker hand) last: a hand's value is its class's
    position counted from the strongest poker hand, 1 for a royal flush."""
    found = {deuce_seven_class_of(ranks, False) for ranks in rank_multisets(5)}
    found |= {deuce_seven_class_of(ranks, True) for ranks in combinations(range(13), 5)}
    return tuple(sorted(found, reverse=True))


def _value_of() -> dict[HandClass, int]:
    return {cls: value for value, cls in enumerate(deuce_seven_classes(), start=1)}


def build_deuce_seven_ranks() -> dict[int, int]:
    """The value of every five cards of mixed suits, by rank sum."""
    value = _value_of()
    return {sum(RANK_KEYS[r] for r in ranks): value[deuce_seven_class_of(ranks, False)] for ranks in rank_multisets(5)}


def build_deuce_seven_flush() -> tuple[int, ...]:
    """The value of five cards of one suit, by 13-bit rank mask (0 for masks of another size)."""
    value = _value_of()
    table = _flush_table(5, lambda ranks: value[deuce_seven_class_of(ranks, True)])
    return tuple(v if mask.bit_count() == 5 else 0 for mask, v in enumerate(table))


# Replaced by the real tables on first use (see LazyTable).
_RANKS5: IntTable = LazyTable(globals(), "_RANKS5", build_deuce_seven_ranks)
_FLUSH: IntTable = LazyTable(globals(), "_FLUSH", build_deuce_seven_flush)
_K = CARD_KEYS
_PAIRS = PAIR_KEYS
_FLUSH_SHIFT = FLUSH_SHIFT


def _invalid(cards: object) -> Exception:
    """Why ``cards`` are not a deuce-to-seven hand (a joker has no place in one)."""
    if isinstance(cards, Sequence) and not isinstance(cards, (str, bytes)):
        for position, card in enumerate(cards, start=1):
            if isinstance(card, int) and not isinstance(card, bool) and card in (52, 53):
                return ValueError(f"rank_deuce_seven takes 5 to 7 distinct cards (Card objects or ints 0-51): card {position} is a joker, which deuce-to-seven has none of")
    return invalid_cards(cards, "rank_deuce_seven", 5, 7)


def rank_deuce_seven(cards: Sequence[int]) -> int:
    """The deuce-to-seven low of 5 cards (or the best five of 6 or 7): bigger is better, equal ties.

    Returns 1 for a royal flush up to :data:`DEUCE_SEVEN_CLASSES` (7,462) for 7-5-4-3-2 of mixed
    suits. Cards are :class:`~pokervariants.Card` or plain ints 0-51; a joker, a repeated card or
    the wrong number of cards raises :class:`ValueError` saying what is allowed.

    >>> from pokervariants import parse_cards
    >>> rank_deuce_seven(parse_cards("7c 5d 4h 3s 2c")), rank_deuce_seven(parse_cards("As Ks Qs Js Ts"))
    (7462, 1)
    """
    try:
        n = len(cards)
        if n == 5:
            a, b, c, d, e = cards
            if a < 0 or b < 0 or c < 0 or d < 0 or e < 0:  # a negative index would wrap round to a real card
                raise _invalid(cards)
            k = _PAIRS[a][b] + _PAIRS[c][d] + _K[e]
        elif n in (6, 7):
            for card in cards:
                if not 0 <= card < 52:
                    raise _invalid(cards)
            if len(set(cards)) != n:
                raise _invalid(cards)
            return max(rank_deuce_seven(five) for five in combinations(cards, 5))
        else:
            raise _invalid(cards)
    except (IndexError, TypeError):
        raise _invalid(cards) from None
    # Past the pack (a joker, 52-63) there is no card bit, and a repeated card sets one bit for two.
    if (k >> 40).bit_count() != 5:
        raise _invalid(cards)
    flush = (k + 0x3333000000) & 0x8888000000
    if flush:
        return _FLUSH[(k >> _FLUSH_SHIFT[flush]) & 0x1FFF]
    return _RANKS5[k & 0xFFFFFF]
