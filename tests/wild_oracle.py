"""Brute-force oracles for wild cards, from RULES.md 2.2 alone.

``high_literal`` substitutes every card for every wild card and keeps the best
five of the result: obviously right, but only affordable for two wild cards.
``high`` tries every substitution up to what cannot change a five-card score:
a substituted card matters only by its rank and by whether it shares the suit
of every other card in the five (a flush). The tests check the two agree.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from itertools import combinations, combinations_with_replacement

from . import reference

ACE_LOW_ORDER = (12, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)


def split(cards: Sequence[int], wild_ranks: Collection[int]) -> tuple[list[int], int]:
    naturals = [c for c in cards if c < 52 and c // 4 not in wild_ranks]
    return naturals, len(cards) - len(naturals)


def high_literal(cards: Sequence[int], wild_ranks: Collection[int]) -> tuple[int, tuple[int, ...]]:
    naturals, wilds = split(cards, wild_ranks)
    return max(
        reference.high(naturals + list(substitute))
        for substitute in combinations_with_replacement(range(52), wilds)
    )


def high(cards: Sequence[int], wild_ranks: Collection[int]) -> tuple[int, tuple[int, ...]]:
    naturals, wilds = split(cards, wild_ranks)
    best = None
    for used in range(min(wilds, 5) + 1):  # wild cards in the five
        for chosen in combinations(naturals, 5 - used):
            suits = {c % 4 for c in chosen} or {0}
            for ranks in combinations_with_replacement(range(13), used):
                # an off suit (never flush) for the wild cards, and, when the chosen naturals share a suit, that suit
                options = [[r * 4 + (min(suits) + 1) % 4 if len(suits) == 1 else r * 4 for r in ranks]]
                if len(suits) == 1:
                    options.append([r * 4 + min(suits) for r in ranks])
                for substitute in options:
                    score = reference.high_five(list(chosen) + substitute)
                    if best is None or score > best:
                        best = score
    assert best is not None
    return best


def low_ranks(cards: Sequence[int], wild_ranks: Collection[int]) -> list[int]:
    """Natural cards, then each wild card as the lowest rank (ace first) not already held."""
    naturals, wilds = split(cards, wild_ranks)
    held = {c // 4 for c in naturals}
    cards_out = list(naturals)
    for rank in ACE_LOW_ORDER:
        if wilds == 0:
            break
        if rank not in held:
            cards_out.append(rank * 4)  # the suit is irrelevant to a low
            held.add(rank)
            wilds -= 1
    return cards_out


def low(cards: Sequence[int], wild_ranks: Collection[int]) -> tuple[int, tuple[int, ...]]:
    return reference.low(low_ranks(cards, wild_ranks))


def low8(cards: Sequence[int], wild_ranks: Collection[int]) -> tuple[int, ...] | None:
    return reference.low8(low_ranks(cards, wild_ranks))
