"""Bad input raises ValueError saying what is allowed, on both the fast path and evaluate_*."""

from __future__ import annotations

import pytest

from pokervariants import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8, rank_bailey, rank_high, rank_low, rank_low8


@pytest.mark.parametrize("function", [rank_high, rank_low, rank_low8])
@pytest.mark.parametrize("size", [0, 4])
def test_too_few_cards(function, size: int) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=r"takes 5 to \d+ distinct cards.*got " + str(size)):
        function(list(range(size)))


@pytest.mark.parametrize(("function", "size"), [(rank_high, 12), (rank_low, 8), (rank_low8, 8), (rank_bailey, 6)])
def test_too_many_cards(function, size: int) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=f"got {size}"):
        function(list(range(size)))


@pytest.mark.parametrize("function", [rank_high, rank_low, rank_low8, rank_bailey])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_duplicates(function, size: int) -> None:  # type: ignore[no-untyped-def]
    if function is rank_bailey and size > 5:
        return
    cards = [51] + list(range(size - 2)) + [51]
    with pytest.raises(ValueError, match="As appears twice"):
        function(cards)


@pytest.mark.parametrize("size", [8, 9, 10, 11])
def test_duplicates_in_big_hands(size: int) -> None:
    with pytest.raises(ValueError, match="appears twice"):
        rank_high([0] + list(range(size - 1)))


@pytest.mark.parametrize("function", [rank_high, rank_low, rank_low8])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_jokers_are_wild_not_errors(function, size: int) -> None:  # type: ignore[no-untyped-def]
    assert function([52] + list(range(size - 1))) == function([52] + list(range(size - 1)), wild="")


@pytest.mark.parametrize("bad", [-1, -5, 54, 117, 10**9, "As", 1.5, None])
@pytest.mark.parametrize("function", [rank_high, rank_low, rank_bailey])
def test_not_cards(function, bad: object) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="not a card"):
        function([bad, 0, 1, 2, 3])


def test_bailey_jokers_are_dead_but_three_naturals_needed() -> None:
    assert rank_bailey([52, 53, 0, 1, 2]) == rank_bailey([0, 1, 2])
    with pytest.raises(ValueError, match="at least three natural cards"):
        rank_bailey([52, 0, 1])


@pytest.mark.parametrize("function", [evaluate_high, evaluate_low, evaluate_low8, evaluate_bailey])
def test_evaluate_errors(function) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="bad card"):
        function("As Kd Qx")
    with pytest.raises(ValueError, match="out of range"):
        function([0, 1, 2, 3, 99])
    with pytest.raises(ValueError, match="takes"):
        function("As Kd")
