"""Every five-card hand with 3s and 9s wild and with deuces wild: the resolver's category
counts equal those the brute-force oracle gives."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from pokervariants import rank_high
from pokervariants.evaluation.classes import high_classes

from . import wild_oracle


def resolver_counts(rule: str) -> Counter[int]:
    values = Counter(rank_high(hand, wild=rule) for hand in combinations(range(52), 5))
    categories: Counter[int] = Counter()
    for value, count in values.items():
        categories[high_classes()[value - 1][0]] += count
    return categories


def oracle_counts(wild_ranks: set[int]) -> Counter[int]:
    """Counts from the oracle, grouping hands that it must score alike.

    A five-card hand is its natural cards plus w wild cards, and the oracle's
    answer depends only on the natural cards' ranks and whether they share one
    suit (the wild cards can become anything). Each natural part stands for the
    comb(wild cards in the pack, w) hands that complete it.
    """
    wild_cards = [c for c in range(52) if c // 4 in wild_ranks]
    naturals = [c for c in range(52) if c // 4 not in wild_ranks]
    scores: dict[tuple[tuple[int, ...], bool], int] = {}
    counts: Counter[int] = Counter()
    for wilds in range(6):
        weight = comb(len(wild_cards), wilds)
        if weight == 0:
            continue
        for part in combinations(naturals, 5 - wilds):
            key = (tuple(c // 4 for c in part), len({c % 4 for c in part}) <= 1)
            if key not in scores:
                scores[key] = wild_oracle.high(list(part) + wild_cards[:wilds], wild_ranks)[0]
            counts[scores[key]] += weight
    return counts


@pytest.mark.parametrize(("rule", "wild_ranks"), [("39", {1, 7}), ("2", {0})])
def test_every_five_card_hand_with_wild_cards(rule: str, wild_ranks: set[int]) -> None:
    resolver = resolver_counts(rule)
    assert resolver == oracle_counts(wild_ranks)
    assert sum(resolver.values()) == 2_598_960
    assert resolver[9] > 0  # five of a kind occurs


def test_deuces_wild_five_of_a_kind_count() -> None:
    """Published figure for deuces wild: 672 hands of five of a kind (four deuces and any card make 48 of them)."""
    assert resolver_counts("2")[9] == 672
