"""The ordered lists of hand classes for each ranking, on plain ints.

A *class* is one distinct strength: every hand of the ranking belongs to exactly
one, and the integer value of a hand is its class's 1-based position in the list
(so bigger is better). Each entry is ``(category, ranks)``: the category number
(bigger is better) and the ranks that make the hand, most important first, with
repeats (``(11, 11, 11, 2, 2)`` is kings full of fours). Ranks are 0 (two) to
12 (ace). This module knows nothing of cards, objects or tables.
"""

from __future__ import annotations

import functools
from itertools import combinations, combinations_with_replacement

__all__ = [
    "BAILEY_CATEGORY_NAMES",
    "HIGH_CATEGORY_NAMES",
    "LOW_CATEGORY_NAMES",
    "HandClass",
    "bailey_classes",
    "high_classes",
    "high_class_of",
    "low8_from_low",
    "low_classes",
    "low_class_of",
    "rank_multisets",
    "bailey_class_of",
]

HandClass = tuple[int, tuple[int, ...]]

# High categories (five-card poker), bigger is better.
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, FIVE_KIND = range(10)
HIGH_CATEGORY_NAMES = (
    "high card", "pair", "two pair", "three of a kind", "straight", "flush",
    "full house", "four of a kind", "straight flush", "five of a kind",
)  # fmt: skip

# Ace-to-five low categories, bigger is better: an unpaired hand is the best.
LOW_QUADS, LOW_FULL_HOUSE, LOW_TRIPS, LOW_TWO_PAIR, LOW_PAIR, LOW_NO_PAIR = range(6)
LOW_CATEGORY_NAMES = ("four of a kind", "full house", "three of a kind", "two pair", "pair", "no pair")

# Bailey's three-card categories, bigger is better.
B_HIGH_CARD, B_FLUSH, B_PAIR, B_STRAIGHT, B_STRAIGHT_FLUSH, B_PRIAL = range(6)
BAILEY_CATEGORY_NAMES = ("high card", "flush", "pair", "straight", "straight flush", "prial")

ACE = 12


def _grouped(ranks: tuple[int, ...], key_rank: dict[int, int] | None = None) -> tuple[int, ...]:
    """Ranks ordered by how many of each (most first), then by rank (high first)."""
    order = key_rank or {r: r for r in range(13)}
    counts = {r: ranks.count(r) for r in set(ranks)}
    return tuple(sorted(ranks, key=lambda r: (counts[r], order[r]), reverse=True))


def _straight_top(distinct: tuple[int, ...], length: int, wheel_top: int) -> int | None:
    """The top rank if ``distinct`` (sorted high first) is a straight, ace low allowed."""
    if len(distinct) != length:
        return None
    if distinct[0] - distinct[-1] == length - 1:
        return distinct[0]
    if distinct[0] == ACE and distinct[1:] == tuple(range(length - 2, -1, -1)):
        return wheel_top
    return None


def high_class_of(ranks: tuple[int, ...], flush: bool) -> HandClass:
    """The class of five cards of these ranks (flush or not), by the rules alone."""
    pattern = _grouped(ranks)
    shape = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    top = _straight_top(tuple(sorted(set(ranks), reverse=True)), 5, 3)
    if top is not None:
        straight = tuple(range(top, top - 4, -1)) + ((ACE,) if top == 3 else (top - 4,))
        return (STRAIGHT_FLUSH if flush else STRAIGHT, straight)
    if flush:
        return (FLUSH, pattern)
    category = {
        (5,): FIVE_KIND, (4, 1): QUADS, (3, 2): FULL_HOUSE, (3, 1, 1): TRIPS,
        (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR, (1, 1, 1, 1, 1): HIGH_CARD,
    }[tuple(shape)]  # fmt: skip
    return (category, pattern)


@functools.cache
def high_classes() -> tuple[HandClass, ...]:
    """Every high class, weakest first, on one scale for natural and wild-card hands.

    The 7,462 natural classes, the flushes only wild cards can make (a rank
    repeated, as two aces of spades: flushes compare by their ranks from the top,
    so A-A-9-7-4 beats A-K-Q-J-9) and the 13 five of a kind: 12,207 in all.
    """
    found = {high_class_of(ranks, False) for ranks in rank_multisets(5)}
    found |= {high_class_of(ranks, True) for ranks in combinations(range(13), 5)}
    found |= {
        (FLUSH, ranks)
        for ranks in rank_multisets(5)
        if len(set(ranks)) < 5 and max(ranks.count(r) for r in ranks) <= 3
    }
    found |= {(FIVE_KIND, (r,) * 5) for r in range(13)}
    return tuple(sorted(found))


def wild_flush_class(ranks: tuple[int, ...]) -> HandClass:
    """The class of a flush or straight flush of these five ranks, repeats allowed (wild cards)."""
    if len(set(ranks)) == 5:
        return high_class_of(ranks, True)
    if len(set(ranks)) == 1:
        return (FIVE_KIND, ranks)
    return (FLUSH, tuple(sorted(ranks, reverse=True)))


_LOW_ORDER = {r: (r + 1) % 13 for r in range(13)}  # ace plays lowest


def low_class_of(ranks: tuple[int, ...]) -> HandClass:
    """The ace-to-five low class of five cards of these ranks."""
    pattern = _grouped(ranks, _LOW_ORDER)
    shape = tuple(sorted((ranks.count(r) for r in set(ranks)), reverse=True))
    category = {
        (4, 1): LOW_QUADS, (3, 2): LOW_FULL_HOUSE, (3, 1, 1): LOW_TRIPS,
        (2, 2, 1): LOW_TWO_PAIR, (2, 1, 1, 1): LOW_PAIR, (1, 1, 1, 1, 1): LOW_NO_PAIR,
    }[shape]  # fmt: skip
    return (category, pattern)


def _low_badness(cls: HandClass) -> tuple[int, tuple[int, ...]]:
    category, pattern = cls
    return (-category, tuple(_LOW_ORDER[r] for r in pattern))


@functools.cache
def low_classes() -> tuple[HandClass, ...]:
    """All 6,175 ace-to-five low classes, weakest first."""
    found = {low_class_of(ranks) for ranks in rank_multisets(5)}
    return tuple(sorted(found, key=_low_badness, reverse=True))


@functools.cache
def low8_classes() -> tuple[HandClass, ...]:
    """The 56 eight-or-better lows, weakest (8-7-6-5-4) first."""
    return tuple(c for c in low_classes() if _qualifies8(c))


def _qualifies8(cls: HandClass) -> bool:
    return cls[0] == LOW_NO_PAIR and all(_LOW_ORDER[r] <= 7 for r in cls[1])


@functools.cache
def low8_from_low() -> tuple[int, ...]:
    """For each A-5 low value (index), the eight-or-better value, or 0 if it does not qualify."""
    result = [0] * (len(low_classes()) + 1)
    eight = 0
    for value, cls in enumerate(low_classes(), start=1):
        if _qualifies8(cls):
            eight += 1
            result[value] = eight
    return tuple(result)


def bailey_class_of(ranks: tuple[int, ...], flush: bool) -> HandClass:
    """The Bailey's Poker class of three cards of these ranks."""
    pattern = _grouped(ranks)
    distinct = tuple(sorted(set(ranks), reverse=True))
    if len(distinct) == 1:
        return (B_PRIAL, pattern)
    if len(distinct) == 2:
        return (B_PAIR, pattern)
    top = _straight_top(distinct, 3, 1)
    if top is not None:
        straight = (top, top - 1, top - 2) if top != 1 else (1, 0, ACE)
        return (B_STRAIGHT_FLUSH if flush else B_STRAIGHT, straight)
    return (B_FLUSH if flush else B_HIGH_CARD, pattern)


@functools.cache
def bailey_classes() -> tuple[HandClass, ...]:
    """All 741 Bailey three-card classes, weakest first."""
    found = {bailey_class_of(ranks, False) for ranks in rank_multisets(3)}
    found |= {bailey_class_of(ranks, True) for ranks in combinations(range(13), 3)}
    return tuple(sorted(found))


@functools.cache
def rank_multisets(size: int, ranks: range = range(13)) -> tuple[tuple[int, ...], ...]:
    """Every multiset of ``size`` of ``ranks`` (all thirteen unless told) with at most four of any
    rank, ranks high first."""
    return tuple(
        tuple(sorted(m, reverse=True))
        for m in combinations_with_replacement(ranks, size)
        if all(m.count(r) <= 4 for r in set(m))
    )
