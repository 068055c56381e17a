"""Any number outside the pack is refused by every evaluator, and no internal error or huge message escapes.

A negative number used to index the lookup tables from the end and rank as a
real card (or a joker); each class of entry point is tried with numbers from
just outside the pack to far outside it, in every position and hand size.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokervariants import (
    BaileyRanker,
    Card,
    EightOrBetterRanker,
    HighRanker,
    LowRanker,
    as_cards,
    evaluate_bailey,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
    evaluate_many,
    rank_bailey,
    rank_high,
    rank_low,
    rank_low8,
    rank_many,
)

np = pytest.importorskip("numpy")

OUTSIDE = st.one_of(st.integers(max_value=-1), st.integers(min_value=54), st.sampled_from([-1, -11, -54, -64, -65, -67, -118, -119, 54, 63, 64, 117, 118]))
"""Numbers that are not cards: every negative number aliased a real card or a zero key once."""

RankFunction = Callable[..., int]
SCALAR: list[tuple[str, RankFunction, int, int, dict[str, Any]]] = [
    ("rank_high", rank_high, 5, 11, {}),
    ("rank_high wild", rank_high, 5, 11, {"wild": "39"}),
    ("rank_high jokers", rank_high, 5, 11, {"wild": ""}),
    ("rank_low", rank_low, 5, 7, {}),
    ("rank_low wild", rank_low, 5, 7, {"wild": "2"}),
    ("rank_low8", rank_low8, 5, 7, {}),
    ("rank_low8 wild", rank_low8, 5, 7, {"wild": "2"}),
    ("rank_bailey", rank_bailey, 3, 5, {}),
]
RANKERS = [HighRanker(), HighRanker(wild="39"), HighRanker(natural_beats_wild=True), LowRanker(), LowRanker(wild="A"), EightOrBetterRanker(), EightOrBetterRanker(wild="2"), BaileyRanker()]


def ident(value: object) -> str:
    """A test id that is the same in every process (xdist compares them): no memory addresses."""
    text = repr(value)
    return type(value).__name__ if " at 0x" in text else text


def hand_with(bad: int, size: int, position: int) -> list[int]:
    """``size`` distinct real cards (from the middle of the pack, so no accidental joker), one replaced by ``bad``."""
    cards = list(range(10, 10 + size))
    cards[position % size] = bad
    return cards


@pytest.mark.parametrize(("name", "function", "smallest", "largest", "options"), SCALAR, ids=[s[0] for s in SCALAR])
@given(bad=OUTSIDE, size=st.integers(0, 11), position=st.integers(0, 10))
def test_rank_functions_refuse_numbers_outside_the_pack(name: str, function: RankFunction, smallest: int, largest: int, options: dict[str, Any], bad: int, size: int, position: int) -> None:
    size = max(smallest, min(size, largest))
    with pytest.raises(ValueError, match="not a card"):
        function(hand_with(bad, size, position), **options)


@pytest.mark.parametrize("ranker", RANKERS, ids=repr)
@given(bad=OUTSIDE, position=st.integers(0, 6))
def test_rankers_refuse_numbers_outside_the_pack(ranker: Any, bad: int, position: int) -> None:
    size = 5
    with pytest.raises(ValueError):
        ranker.rank(hand_with(bad, size, position))
    with pytest.raises(ValueError):
        ranker.evaluate(hand_with(bad, size, position))


@pytest.mark.parametrize("function", [evaluate_high, evaluate_low, evaluate_low8, evaluate_bailey])
@given(bad=OUTSIDE, position=st.integers(0, 6))
def test_evaluate_functions_refuse_numbers_outside_the_pack(function: Callable[..., object], bad: int, position: int) -> None:
    with pytest.raises(ValueError, match="out of range"):
        function(hand_with(bad, 5, position))


@pytest.mark.parametrize("ranking", ["high", "low", "low8", "bailey"])
@pytest.mark.parametrize("backend", ["numpy", "python"])
@given(bad=st.integers(-(2**62), 2**62).filter(lambda c: not 0 <= c <= 53), row=st.integers(0, 4), position=st.integers(0, 4))
def test_batch_refuses_numbers_outside_the_pack(ranking: str, backend: str, bad: int, row: int, position: int) -> None:
    rows = [list(range(5 * r, 5 * r + 5)) for r in range(5)]
    rows[row][position] = bad
    with pytest.raises(ValueError, match=f"row {row}: .*not a card"):
        rank_many(np.array(rows, dtype=np.int64), ranking, backend=backend)  # type: ignore[call-overload]
    with pytest.raises(ValueError, match=f"row {row}"):
        evaluate_many(rows, ranking)  # type: ignore[arg-type]


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "uint8", "uint16", "uint64"])
def test_batch_refuses_out_of_range_in_every_integer_dtype(dtype: str) -> None:
    bad = 200 if dtype.startswith("u") else -67
    rows = np.array([[0, 1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, bad]], dtype=dtype)
    with pytest.raises(ValueError, match="row 1"):
        rank_many(rows)
    if not dtype.startswith("u"):
        with pytest.raises(ValueError, match="row 0"):
            rank_many(np.array([[-1, 1, 2, 3, 4]], dtype=dtype))


def test_real_cards_still_rank() -> None:
    # the bitwise test lets every real card through, at every position
    for card in range(52):
        others = [c for c in range(0, 52, 7) if c != card][:6]
        assert rank_high([card, *others]) == rank_high([*others, card])
        assert rank_low([card, *others]) == rank_low([*others, card])
    assert rank_high([52, 53, 0, 1, 2]) > 0 and rank_low([52, 0, 1, 2, 3]) > 0


@pytest.mark.parametrize(
    "bad",
    [None, 5, 1.5, "As Kd Qh Jc Ts", object(), [None] * 5, [1.5, 2, 3, 4, 5], ["As", 1, 2, 3, 4], [float("inf")] * 5],
    ids=ident,
)
@pytest.mark.parametrize("function", [rank_high, rank_low, rank_low8, rank_bailey])
def test_rank_functions_raise_only_value_or_type_errors(function: RankFunction, bad: object) -> None:
    with pytest.raises((ValueError, TypeError)) as info:
        function(bad)
    assert type(info.value) in (ValueError, TypeError)
    assert function.__name__ in str(info.value)


@pytest.mark.parametrize("function", [evaluate_high, evaluate_low, evaluate_low8, evaluate_bailey])
def test_evaluate_messages_speak_of_hands_not_functions(function: Callable[..., object]) -> None:
    for bad in ("Ah Kh", [0, 0, 1, 2, 3]):
        with pytest.raises(ValueError) as info:
            function(bad)
        assert "rank_" not in str(info.value) and "hand" in str(info.value) or "low" in str(info.value)
    with pytest.raises(ValueError, match="natural"):
        evaluate_bailey("Jk Jk2 As 2c")


@pytest.mark.parametrize(
    "call",
    [
        lambda: Card("As" * 5_000_000),
        lambda: Card(10**5000),
        lambda: as_cards("As Kd " + "Xx" * 5_000_000),
        lambda: rank_high([10**5000, 1, 2, 3, 4]),
        lambda: evaluate_high("Zz" * 5_000_000),
    ],
    ids=["card text", "card number", "card list", "rank_high", "evaluate_high"],
)
def test_messages_about_huge_input_stay_short(call: Callable[[], object]) -> None:
    with pytest.raises((ValueError, TypeError)) as info:
        call()
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("bad", [None, 1.5, True, b"As", [1], object()], ids=ident)
def test_card_refuses_what_is_not_a_card(bad: object) -> None:
    with pytest.raises(TypeError, match="a card is text"):
        Card(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("bad", "message"),
    [(None, "cards are text"), (b"As Kd", "cards are text"), (5, r"give the one card number 5 in a list \(\[5\]\)")],
    ids=repr,
)
def test_as_cards_refuses_what_is_not_cards(bad: object, message: str) -> None:
    with pytest.raises(TypeError, match=message):
        as_cards(bad)  # type: ignore[arg-type]
