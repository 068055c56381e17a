"""Slow, obviously correct reference evaluators, written from the rules alone.

They share no code or tables with the library: each looks at every five-card
(or three-card) subset and scores it with plain comparisons. A score is a tuple;
a bigger tuple is a better hand for every ranking here (lows are negated).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

ACE = 12


def _rank(card: int) -> int:
    return card // 4


def _suit(card: int) -> int:
    return card % 4


def _by_count_then_rank(ranks: Sequence[int]) -> tuple[int, ...]:
    counts = Counter(ranks)
    return tuple(sorted(ranks, key=lambda r: (counts[r], r), reverse=True))


def high_five(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Score five cards; repeated cards (from wild substitutions) are allowed."""
    ranks = [_rank(c) for c in cards]
    flush = len({_suit(c) for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_top = distinct[0]
        elif distinct == [ACE, 3, 2, 1, 0]:
            straight_top = 3  # the wheel is five-high
    shape = sorted(Counter(ranks).values(), reverse=True)
    if shape == [5]:  # only with wild cards
        return (9, (ranks[0],))
    if straight_top is not None and flush:
        return (8, (straight_top,))
    if shape == [4, 1]:
        return (7, _by_count_then_rank(ranks))
    if shape == [3, 2]:
        return (6, _by_count_then_rank(ranks))
    if flush:
        return (5, tuple(sorted(ranks, reverse=True)))
    if straight_top is not None:
        return (4, (straight_top,))
    if shape == [3, 1, 1]:
        return (3, _by_count_then_rank(ranks))
    if shape == [2, 2, 1]:
        return (2, _by_count_then_rank(ranks))
    if shape == [2, 1, 1, 1]:
        return (1, _by_count_then_rank(ranks))
    return (0, tuple(sorted(ranks, reverse=True)))


def high(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    return max(high_five(five) for five in combinations(cards, 5))


def _low_rank(card: int) -> int:
    return 1 if _rank(card) == ACE else _rank(card) + 2  # ace 1, two 2, ..., king 13


_LOW_SHAPES = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 4, (4, 1): 5}


def low_five_badness(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    ranks = [_low_rank(c) for c in cards]
    shape = tuple(sorted(Counter(ranks).values(), reverse=True))
    return (_LOW_SHAPES[shape], _by_count_then_rank(ranks))


def low(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Negated badness of the best ace-to-five low, so bigger is better."""
    worst = min(low_five_badness(five) for five in combinations(cards, 5))
    return (-worst[0], tuple(-r for r in worst[1]))


def low8(cards: Sequence[int]) -> tuple[int, ...] | None:
    """Negated ranks (high first) of the best qualifying eight-or-better low, or None."""
    candidates = [
        sorted((_low_rank(c) for c in five), reverse=True)
        for five in combinations(cards, 5)
        if len({_low_rank(c) for c in five}) == 5 and all(_low_rank(c) <= 8 for c in five)
    ]
    if not candidates:
        return None
    return tuple(-r for r in min(candidates))


def bailey_three(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    ranks = sorted((_rank(c) for c in cards), reverse=True)
    flush = len({_suit(c) for c in cards}) == 1
    if ranks[0] == ranks[2]:
        return (5, tuple(ranks))
    top = None
    if len(set(ranks)) == 3:
        if ranks[0] - ranks[2] == 2:
            top = ranks[0]
        elif ranks == [ACE, 1, 0]:  # A-2-3 counts as three-high; K-A-2 is no straight
            top = 1
    if top is not None:
        return (4 if flush else 3, (top,))
    if len(set(ranks)) == 2:
        return (2, _by_count_then_rank(ranks))
    return (1 if flush else 0, tuple(ranks))


def bailey(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    natural = [c for c in cards if c < 52]  # jokers are dead
    return max(bailey_three(three) for three in combinations(natural, 3))
