"""The fast path orders hands exactly as the slow reference does, for every ranking and size."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from pokervariants import rank_bailey, rank_high, rank_low, rank_low8

from . import reference


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _cmp(a: object, b: object) -> int:
    return (a > b) - (a < b)  # type: ignore[operator]


def two_hands(sizes: tuple[int, ...], *, jokers: bool = False) -> st.SearchStrategy[tuple[list[int], list[int]]]:
    top = 53 if jokers else 51

    @st.composite
    def build(draw: st.DrawFn) -> tuple[list[int], list[int]]:
        first = draw(st.lists(st.integers(0, top), min_size=sizes[0], max_size=sizes[-1], unique=True))
        second = draw(st.lists(st.integers(0, top), min_size=sizes[0], max_size=sizes[-1], unique=True))
        return first, second

    return build()


# Mostly-paired hands exercise the pair, trips and full-house classes that random deals rarely reach.
def _few_ranks(size: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, 51), min_size=size, max_size=size, unique_by=lambda c: c).filter(
        lambda h: len({c // 4 for c in h}) <= size - 2
    )


@given(two_hands((5, 6, 7, 8, 9, 10, 11)))
def test_high_orders_like_reference(hands: tuple[list[int], list[int]]) -> None:
    a, b = hands
    assert _sign(rank_high(a) - rank_high(b)) == _cmp(reference.high(a), reference.high(b))


@given(st.integers(5, 9).flatmap(_few_ranks), st.integers(5, 9).flatmap(_few_ranks))
def test_high_orders_paired_hands_like_reference(a: list[int], b: list[int]) -> None:
    assert _sign(rank_high(a) - rank_high(b)) == _cmp(reference.high(a), reference.high(b))


@given(st.lists(st.integers(0, 12), min_size=5, max_size=9, unique=True), st.integers(0, 3), st.data())
def test_high_flushes_like_reference(ranks: list[int], suit: int, data: st.DataObject) -> None:
    flush = [r * 4 + suit for r in ranks]
    other = data.draw(st.lists(st.integers(0, 51), min_size=5, max_size=9, unique=True))
    assert _sign(rank_high(flush) - rank_high(other)) == _cmp(reference.high(flush), reference.high(other))


@given(two_hands((5, 6, 7)))
def test_low_orders_like_reference(hands: tuple[list[int], list[int]]) -> None:
    a, b = hands
    assert _sign(rank_low(a) - rank_low(b)) == _cmp(reference.low(a), reference.low(b))


@given(st.integers(5, 7).flatmap(_few_ranks), st.integers(5, 7).flatmap(_few_ranks))
def test_low_orders_paired_hands_like_reference(a: list[int], b: list[int]) -> None:
    assert _sign(rank_low(a) - rank_low(b)) == _cmp(reference.low(a), reference.low(b))


@given(two_hands((5, 6, 7)))
def test_low8_orders_like_reference(hands: tuple[list[int], list[int]]) -> None:
    a, b = hands
    ref_a, ref_b = reference.low8(a), reference.low8(b)
    assert (rank_low8(a) == 0) == (ref_a is None)
    if ref_a is not None and ref_b is not None:
        assert _sign(rank_low8(a) - rank_low8(b)) == _cmp(ref_a, ref_b)


# Low cards only, so qualifying lows are common.
@given(
    st.lists(st.integers(0, 31).map(lambda c: (c + 48) % 52), min_size=5, max_size=7, unique=True),
    st.lists(st.integers(0, 31).map(lambda c: (c + 48) % 52), min_size=5, max_size=7, unique=True),
)
def test_low8_orders_low_cards_like_reference(a: list[int], b: list[int]) -> None:
    ref_a, ref_b = reference.low8(a), reference.low8(b)
    assert (rank_low8(a) == 0) == (ref_a is None)
    assert (rank_low8(b) == 0) == (ref_b is None)
    if ref_a is not None and ref_b is not None:
        assert _sign(rank_low8(a) - rank_low8(b)) == _cmp(ref_a, ref_b)


def _bailey_hand() -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, 53), min_size=3, max_size=5, unique=True).filter(
        lambda h: sum(c < 52 for c in h) >= 3
    )


@given(_bailey_hand(), _bailey_hand())
def test_bailey_orders_like_reference(a: list[int], b: list[int]) -> None:
    assert _sign(rank_bailey(a) - rank_bailey(b)) == _cmp(reference.bailey(a), reference.bailey(b))


@given(st.integers(0, 3), st.lists(st.integers(0, 12), min_size=3, max_size=5, unique=True), _bailey_hand())
def test_bailey_flushes_like_reference(suit: int, ranks: list[int], other: list[int]) -> None:
    flush = [r * 4 + suit for r in ranks]
    assert _sign(rank_bailey(flush) - rank_bailey(other)) == _cmp(reference.bailey(flush), reference.bailey(other))
