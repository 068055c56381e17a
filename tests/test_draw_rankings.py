"""Draw-game rankings (RULES.md 6): deuce-to-seven low and Badugi, checked against references
written here from the rules alone, exhaustively over every hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokervariants import (
    BADUGI,
    BADUGI_CLASSES,
    DEUCE_SEVEN,
    DEUCE_SEVEN_CLASSES,
    BadugiCategory,
    BadugiRanker,
    DeuceSevenCategory,
    DeuceSevenRanker,
    as_cards,
    evaluate_badugi,
    evaluate_deuce_seven,
    find_ranking,
    parse_cards,
    rank_badugi,
    rank_deuce_seven,
)


def ref_poker(five: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """How strong five cards are as a poker hand with the ace high only (no wheel): the weaker,
    the better the deuce-to-seven low."""
    ranks = sorted((c >> 2 for c in five), reverse=True)
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    grouped = tuple(sorted(ranks, key=lambda r: (counts[r], r), reverse=True))
    flush = len({c & 3 for c in five}) == 1
    straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
    if straight and flush:
        return (8, grouped)
    if shape == [4, 1]:
        return (7, grouped)
    if shape == [3, 2]:
        return (6, grouped)
    if flush:
        return (5, grouped)
    if straight:
        return (4, grouped)
    return ({(3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(tuple(shape), 0), grouped)


def ref_low(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best deuce-to-seven five of the cards: the weakest poker hand among them."""
    return min(ref_poker(five) for five in combinations(cards, 5))


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


hands = st.integers(5, 7).flatmap(lambda n: st.permutations(list(range(52))).map(lambda p: p[:n]))


@pytest.mark.slow
def test_every_five_card_hand_orders_as_the_weakest_poker_hand() -> None:
    """All 2,598,960 hands: values and reference scores correspond one to one, in reverse order."""
    by_value: dict[int, tuple[int, tuple[int, ...]]] = {}
    for five in combinations(range(52), 5):
        value = rank_deuce_seven(five)
        score = ref_poker(five)
        assert by_value.setdefault(value, score) == score
    for value, (category, _) in by_value.items():  # the reference's categories, in the low's order
        assert DEUCE_SEVEN.category(value) == 8 - category
    ordered = [by_value[v] for v in sorted(by_value)]
    assert ordered == sorted(ordered, reverse=True) and len(by_value) == DEUCE_SEVEN_CLASSES == 7462
    assert min(by_value) == 1 and max(by_value) == DEUCE_SEVEN_CLASSES


def test_category_counts_over_every_five_card_hand() -> None:
    wheels = 4**5  # A-5-4-3-2 in any suits: no straight here
    expected = {
        DeuceSevenCategory.STRAIGHT_FLUSH: 40 - 4,
        DeuceSevenCategory.FOUR_OF_A_KIND: 624,
        DeuceSevenCategory.FULL_HOUSE: 3744,
        DeuceSevenCategory.FLUSH: 5108 + 4,
        DeuceSevenCategory.STRAIGHT: 10200 - (wheels - 4),
        DeuceSevenCategory.THREE_OF_A_KIND: 54912,
        DeuceSevenCategory.TWO_PAIR: 123552,
        DeuceSevenCategory.PAIR: 1098240,
        DeuceSevenCategory.NO_PAIR: 1302540 + wheels - 4,
    }
    assert sum(expected.values()) == comb(52, 5)
    # by class: each value's category times the hands of its ranks (suits counted from the class)
    values = Counter(rank_deuce_seven(five) for five in _one_per_rank_pattern())
    assert len(values) == DEUCE_SEVEN_CLASSES
    counted: Counter[DeuceSevenCategory] = Counter()
    for value in values:
        counted[DEUCE_SEVEN.category(value)] += _hands_of_value(value)
    assert counted == expected


def _one_per_rank_pattern() -> list[tuple[int, ...]]:
    """A five of each rank multiset (mixed suits), and a flush of each five distinct ranks."""
    out = []
    for ranks in combinations(range(13), 5):
        out.append((ranks[0] * 4, ranks[1] * 4 + 1, ranks[2] * 4 + 2, ranks[3] * 4 + 3, ranks[4] * 4))
        out.append(tuple(r * 4 for r in ranks))
    for pair in range(13):
        for kickers in combinations([r for r in range(13) if r != pair], 3):
            out.append((pair * 4, pair * 4 + 1, *(r * 4 + 2 for r in kickers)))
    for a, b in combinations(range(13), 2):
        for kicker in (r for r in range(13) if r not in (a, b)):
            out.append((a * 4, a * 4 + 1, b * 4, b * 4 + 1, kicker * 4 + 2))
    for trip in range(13):
        for kickers in combinations([r for r in range(13) if r != trip], 2):
            out.append((trip * 4, trip * 4 + 1, trip * 4 + 2, kickers[0] * 4, kickers[1] * 4 + 1))
        for other in (r for r in range(13) if r != trip):
            out.append((trip * 4, trip * 4 + 1, trip * 4 + 2, other * 4, other * 4 + 1))
            out.append((trip * 4, trip * 4 + 1, trip * 4 + 2, trip * 4 + 3, other * 4))
    return out


def _hands_of_value(value: int) -> int:
    """How many five-card hands have this value, from its category alone."""
    category = DEUCE_SEVEN.category(value)
    mixed = 4**5 - 4
    return {
        DeuceSevenCategory.STRAIGHT_FLUSH: 4,
        DeuceSevenCategory.FLUSH: 4,
        DeuceSevenCategory.STRAIGHT: mixed,
        DeuceSevenCategory.NO_PAIR: mixed,
        DeuceSevenCategory.PAIR: comb(4, 2) * 4**3,
        DeuceSevenCategory.TWO_PAIR: comb(4, 2) ** 2 * 4,
        DeuceSevenCategory.THREE_OF_A_KIND: 4 * 4**2,
        DeuceSevenCategory.FULL_HOUSE: 4 * comb(4, 2),
        DeuceSevenCategory.FOUR_OF_A_KIND: 4,
    }[category]


@given(hands, hands)
def test_lows_order_like_the_reference(a: list[int], b: list[int]) -> None:
    assert _sign(rank_deuce_seven(a) - rank_deuce_seven(b)) == _sign_of(ref_low(b), ref_low(a))


def _sign_of(x: tuple[int, tuple[int, ...]], y: tuple[int, tuple[int, ...]]) -> int:
    return (x > y) - (x < y)


@given(hands)
def test_six_or_seven_cards_are_their_best_five(cards: list[int]) -> None:
    assert rank_deuce_seven(cards) == max(rank_deuce_seven(five) for five in combinations(cards, 5))
    hand = evaluate_deuce_seven(cards)
    assert hand.value == rank_deuce_seven(cards) == rank_deuce_seven(hand.cards) and set(hand.cards) <= set(cards)


def low(text: str) -> int:
    return rank_deuce_seven(parse_cards(text))


def test_the_rules_of_deuce_to_seven() -> None:
    assert low("7c 5d 4h 3s 2c") == DEUCE_SEVEN_CLASSES  # the nuts
    assert low("7c 6d 4h 3s 2c") < low("7c 5d 4h 3s 2c") > low("8c 5d 4h 3s 2c")
    assert low("As 5d 4h 3s 2c") < low("Ks Qd Jh 9s 8c")  # the ace is high: A-5-4-3-2 is ace high, no straight
    assert low("As 5s 4s 3s 2s") < low("As 5d 4h 3s 2c")  # suited, it is a flush
    assert low("8c 7d 6h 5s 4c") < low("Ac Ad Kh Qs Jc")  # a straight is worse than a pair
    assert low("9h 7h 5h 4h 2h") < low("9c 9d 9h 4s 2c")  # a flush is worse than three of a kind
    assert low("2c 2d 3h 4s 5c") < low("Ac Kd Qh Js 9c")  # any pair loses to no pair


def test_descriptions_and_the_registry() -> None:
    assert [str(evaluate_deuce_seven(t)) for t in ("7c 5d 4h 3s 2c", "Kc Kd 4h 3s 2c", "8c 7d 6h 5s 4c", "5s 4s 3s 2s As")] == [
        "Seven-five low", "Pair of kings", "Straight, eight high", "Flush, ace high",
    ]  # fmt: skip
    assert evaluate_deuce_seven("As 5d 4h 3s 2c").category is DeuceSevenCategory.NO_PAIR
    assert isinstance(find_ranking("Deuce-to-Seven"), DeuceSevenRanker)
    assert DeuceSevenRanker().ranking is DEUCE_SEVEN and DEUCE_SEVEN.ranker == DeuceSevenRanker()


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("7c 5d 4h 3s", "got 4"),
        ("7c 5d 4h 3s Jk", "a joker"),
        ("7c 5d 4h 3s 2c Ac Kc Qc", "got 8"),
    ],
)
def test_bad_hands_are_refused(cards: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        rank_deuce_seven(parse_cards(cards))
    with pytest.raises(ValueError):
        rank_deuce_seven([0, 1, 2, 3, 3])


# --- Badugi -------------------------------------------------------------------------------------


def ref_badugi(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The best Badugi subset by the rules alone: every subset of different suits and ranks, more
    cards first, then lower ranks from the top (the ace low)."""
    best: tuple[int, tuple[int, ...]] = (0, ())
    for mask in range(1, 1 << len(cards)):
        group = [c for i, c in enumerate(cards) if mask >> i & 1]
        ranks = [((c >> 2) + 1) % 13 for c in group]
        if len({c % 4 for c in group}) == len(group) == len(set(ranks)):
            best = max(best, (len(group), tuple(-r for r in sorted(ranks, reverse=True))))
    return best


def test_every_badugi_hand_orders_like_the_reference() -> None:
    """All 270,725 hands: values and reference scores correspond one to one, in the same order,
    and the hands count as combinatorics says."""
    by_value: dict[int, tuple[int, tuple[int, ...]]] = {}
    sizes: Counter[BadugiCategory] = Counter()
    for four in combinations(range(52), 4):
        value = rank_badugi(four)
        score = ref_badugi(four)
        assert by_value.setdefault(value, score) == score
        sizes[BADUGI.category(value)] += 1
    ordered = [by_value[v] for v in sorted(by_value)]
    assert ordered == sorted(ordered) and len(by_value) == BADUGI_CLASSES == 1092
    assert sizes[BadugiCategory.FOUR_CARD] == comb(13, 4) * 24  # four ranks, four suits in any order
    assert sizes[BadugiCategory.ONE_CARD] == 4 * comb(13, 4) + 13  # four of one suit, or four of a kind
    assert sum(sizes.values()) == comb(52, 4)


def test_the_rules_of_badugi() -> None:
    def value(text: str) -> int:
        return rank_badugi(parse_cards(text))

    assert value("Ac 2d 3h 4s") == BADUGI_CLASSES and value("Kc Kd Kh Ks") == 1
    assert value("Kc Qd Jh Ts") > value("Ac 2c 3h 4s")  # any four-card badugi beats any three
    assert value("8c 5d 3h As") > value("8c 6d 3h As") > value("9c 2d 3h As")  # the top card, then the next
    assert value("Ac 2c 3h 4s") == value("Ad 3h 4s 2d")  # the paired suit plays its lower card: A-3-4
    assert value("2c 2d 3h 4s") == value("2c 3h 4s 4c")  # a pair, or a suit twice: three cards play


def test_badugi_descriptions_and_the_registry() -> None:
    assert [str(evaluate_badugi(t)) for t in ("8c 5d 3h As", "Kc Kd 2c 3h", "Ac Ad 2c 2d", "Kc Kd Ks Kh")] == [
        "Four-card badugi, eight high", "Three-card badugi, king high", "Two-card badugi, two high", "One-card badugi, king",
    ]  # fmt: skip
    hand = evaluate_badugi("Kc Kd 2c 3h")
    assert hand.category is BadugiCategory.THREE_CARD and rank_badugi(parse_cards("Kd 2c 3h As")) > hand.value
    assert isinstance(find_ranking("BADUGI"), BadugiRanker) and BadugiRanker().ranking is BADUGI


@given(st.permutations(list(range(52))).map(lambda p: p[:4]))
def test_badugi_takes_the_cards_in_any_order(cards: list[int]) -> None:
    assert rank_badugi(cards) == rank_badugi(cards[::-1]) == rank_badugi(as_cards(cards))
    assert set(evaluate_badugi(cards).cards) <= set(cards)


@pytest.mark.parametrize(("cards", "message"), [("Ac 2d 3h", "takes 4 distinct cards: got 3"), ("Ac 2d 3h Jk", "a joker"), ("Ac 2d 3h 4s 5c", "got 5")])
def test_bad_badugi_hands_are_refused(cards: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        rank_badugi(parse_cards(cards))
    with pytest.raises(ValueError, match="appears twice"):
        rank_badugi([0, 1, 2, 2])


def test_badugi_table_build_refuses_weights_that_collide(monkeypatch: pytest.MonkeyPatch) -> None:
    """The one-call table is keyed by sums of suit-mask weights; the build proves them distinct,
    so weights that let two layouts share a sum (here every mask weighing the same) fail it."""
    from pokervariants.evaluation import badugi

    monkeypatch.setattr(badugi, "_mask_weights", lambda: (0, *[7] * 8191))
    with pytest.raises(AssertionError, match="weights collide"):
        badugi.build_badugi_sums()


def test_badugi_refuses_every_hand_with_a_card_twice() -> None:
    """A repeated card sets one bit for two: every such hand finds no entry and is refused."""
    for three in combinations(range(0, 52, 3), 3):
        for twice in three:
            with pytest.raises(ValueError, match="appears twice"):
                rank_badugi([*three, twice])
