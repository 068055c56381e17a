"""Exhaustive checks: every five-card hand (and every three-card Bailey hand)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from pokervariants import ROYAL_FLUSH, BAILEY_CLASSES, HIGH_CLASSES, LOW8_CLASSES, LOW_CLASSES, rank_bailey, rank_high, rank_low, rank_low8
from pokervariants.evaluation.classes import bailey_classes, high_classes

from . import reference

ALL_FIVE = list(combinations(range(52), 5))


def test_there_are_2598960_five_card_hands() -> None:
    assert len(ALL_FIVE) == 2_598_960


def test_high_category_counts_and_classes() -> None:
    values = Counter(map(rank_high, ALL_FIVE))
    assert len(values) == HIGH_CLASSES == 7462
    assert min(values) == 1 and max(values) == ROYAL_FLUSH == 12194
    categories = Counter()
    for value, count in values.items():
        categories[high_classes()[value - 1][0]] += count
    # straight flush … high card, RULES.md 2.1
    assert [categories[c] for c in range(8, -1, -1)] == [40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]


def test_low_classes() -> None:
    values = set(map(rank_low, ALL_FIVE))
    assert len(values) == LOW_CLASSES == 6175
    assert min(values) == 1 and max(values) == 6175


def test_low8_classes() -> None:
    values = Counter(map(rank_low8, ALL_FIVE))
    assert len(values) == LOW8_CLASSES + 1  # and 0 for no low
    assert values[0] == 2_598_960 - 56 * 4**5


@pytest.mark.slow  # about 20 seconds each
@pytest.mark.parametrize(("ranking", "ref"), [(rank_high, reference.high_five), (rank_low, reference.low)])
def test_every_five_card_hand_orders_like_reference(ranking: object, ref: object) -> None:
    """Fast values and reference scores correspond one-to-one over all hands, in the same order."""
    by_value: dict[int, object] = {}
    for hand in ALL_FIVE:
        value = ranking(hand)  # type: ignore[operator]
        if value not in by_value:
            by_value[value] = ref(hand)  # type: ignore[operator]
        else:  # every other hand of the class scores alike
            assert by_value[value] == ref(hand)  # type: ignore[operator]
    ordered = [by_value[v] for v in sorted(by_value)]
    assert ordered == sorted(ordered) and len(set(map(repr, ordered))) == len(ordered)


def test_bailey_counts() -> None:
    hands = list(combinations(range(52), 3))
    assert len(hands) == 22_100
    values = Counter(map(rank_bailey, hands))
    assert len(values) == BAILEY_CLASSES == 741
    categories = Counter()
    for value, count in values.items():
        categories[bailey_classes()[value - 1][0]] += count
    # prial, straight flush, straight, pair, flush, high card (RULES.md 2.5)
    assert [categories[c] for c in range(5, -1, -1)] == [52, 48, 720, 3744, 1096, 16440]
    for hand in hands:
        assert reference.bailey(hand) == reference.bailey_three(hand)
    ordered = {}
    for hand in hands:
        ordered.setdefault(rank_bailey(hand), reference.bailey_three(hand))
    scores = [ordered[v] for v in sorted(ordered)]
    assert scores == sorted(scores) and len(set(scores)) == len(scores)
