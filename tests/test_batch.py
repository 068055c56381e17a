"""Batch evaluation: rank_many and evaluate_many give exactly what the scalar functions give, row by row."""

from __future__ import annotations

import random
import subprocess
import sys
from array import array
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import (
    rank_badugi,
    rank_deuce_seven,
    Card,
    Rank,
    evaluate_bailey,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
    parse_cards,
    rank_bailey,
    rank_high,
    rank_low,
    rank_low8,
)
from pokervariants import evaluate_many
from pokervariants.evaluation import batch, rank_many
from pokervariants.evaluation.classes import rank_multisets
from pokervariants.evaluation.keys import RANK_KEYS

SCALAR: dict[str, Callable[..., int]] = {
    "high": rank_high, "low": rank_low, "low8": rank_low8, "bailey": rank_bailey, "deuce_seven": rank_deuce_seven, "badugi": rank_badugi,
}  # fmt: skip
SIZES = {"high": range(5, 12), "low": range(5, 8), "low8": range(5, 8), "bailey": range(3, 6), "deuce_seven": range(5, 8), "badugi": range(4, 5)}
CASES = [(ranking, size) for ranking, sizes in SIZES.items() for size in sizes]
WILD_RANKINGS = ("high", "low", "low8")
# The property tests below run once per ranking and size (16 cases), beside tens of thousands of random
# and all five-card hands per case: a quarter of the profile's examples each keeps the file quick.
PER_CASE = settings(max_examples=max(25, settings.default.max_examples // 4))


def scalar_or_error(ranking: str, rows: Sequence[Sequence[int]], **kw: Any) -> list[int] | int:
    """The scalar values of ``rows``, or the index of the first row the scalar function refuses."""
    values = []
    for index, row in enumerate(rows):
        try:
            values.append(SCALAR[ranking](row, **kw))
        except ValueError:
            return index
    return values


def all_combinations(n: int, k: int) -> np.ndarray:
    """Every k-subset of range(n) as rows, in the order of itertools.combinations, built with numpy."""
    rows = np.arange(n, dtype=np.int8)[:, None]
    for _ in range(k - 1):
        last = rows[:, -1].astype(np.int64)
        counts = n - 1 - last
        total = int(counts.sum())
        starts = np.repeat(last + 1, counts)
        offsets = np.arange(total) - np.repeat(np.cumsum(counts) - counts, counts)
        rows = np.column_stack([np.repeat(rows, counts, axis=0), (starts + offsets).astype(np.int8)])
    return rows


def test_all_combinations_matches_itertools() -> None:
    assert all_combinations(9, 4).tolist() == [list(c) for c in combinations(range(9), 4)]


@pytest.mark.parametrize("size", [3, 4, 5, 6])
def test_batch_rank_keys_give_distinct_sums(size: int) -> None:
    """Any two multisets of up to ``size`` ranks (at most four alike) of one size have different sums."""
    numbers = batch.BATCH_RANK_KEYS[size]
    assert numbers[:2] == (0, 1) and list(numbers) == sorted(set(numbers))
    for n in range(1, size + 1):
        sums = {sum(numbers[r] for r in ranks) for ranks in rank_multisets(n)}
        assert len(sums) == len(rank_multisets(n))
    assert batch.BATCH_RANK_KEYS[7] == RANK_KEYS


def test_tables_are_built_on_first_use_only() -> None:
    code = (
        "import sys; from pokervariants.evaluation import batch\n"
        "assert batch._high_ranks.cache_info().currsize == 0 and 'numpy' not in sys.modules\n"
        "batch.rank_many([[0, 4, 8, 12, 17]])\n"
        "assert batch._high_ranks.cache_info().currsize == 1 and batch._low_ranks.cache_info().currsize == 0\n"
        "assert batch._high_ranks(5).nbytes < 800_000\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# --------------------------------------------------------------------------- hands worth testing

def _fill(draw: st.DrawFn, cards: list[int], size: int) -> list[int]:
    """``cards`` (distinct) plus random other cards up to ``size``, shuffled."""
    cards = list(dict.fromkeys(cards))[:size]
    need = size - len(cards)
    if need:
        rest = [c for c in range(52) if c not in cards]
        cards += draw(st.lists(st.sampled_from(rest), min_size=need, max_size=need, unique=True))
    return draw(st.permutations(cards))


def _natural_hand(size: int) -> st.SearchStrategy[list[int]]:
    return st.lists(st.integers(0, 51), min_size=size, max_size=size, unique=True)


@st.composite
def hands(draw: st.DrawFn, size: int) -> list[int]:
    """Random hands, with flushes, straights (wheels too), quads and full houses drawn on purpose."""
    kind = draw(st.sampled_from(["random", "suited", "straight", "quads", "boat"]))
    if kind == "random":
        return draw(_natural_hand(size))
    if kind == "suited":
        suit = draw(st.integers(0, 3))
        ranks = draw(st.lists(st.integers(0, 12), min_size=min(size, 3), max_size=size, unique=True))
        return _fill(draw, [r * 4 + suit for r in ranks], size)
    if kind == "straight":
        top = draw(st.integers(3, 12))
        length = 5 if size >= 5 else 3
        ranks = [top - i if top - i >= 0 else 12 for i in range(length)]
        suits = draw(st.lists(st.integers(0, 3), min_size=length, max_size=length))
        return _fill(draw, [r * 4 + s for r, s in zip(ranks, suits)], size)
    rank = draw(st.integers(0, 12))
    if kind == "quads":
        return _fill(draw, [rank * 4 + s for s in range(4)], size)
    other = draw(st.integers(0, 12).filter(lambda r: r != rank))
    return _fill(draw, [rank * 4, rank * 4 + 1, rank * 4 + 2, other * 4 + 3, other * 4], size)


@st.composite
def batches(draw: st.DrawFn, size: int) -> list[list[int]]:
    return draw(st.lists(hands(size), min_size=1, max_size=20))


# --------------------------------------------------------------------------- agreement with the scalar functions

@pytest.mark.parametrize(("ranking", "size"), CASES)
@PER_CASE
@given(data=st.data())
def test_both_backends_equal_the_scalar_function(ranking: str, size: int, data: st.DataObject) -> None:
    rows = data.draw(batches(size))
    expected = [SCALAR[ranking](row) for row in rows]
    got = rank_many(np.array(rows), ranking)
    assert isinstance(got, np.ndarray) and got.dtype == np.int32 and got.shape == (len(rows),)
    assert got.tolist() == expected
    assert rank_many(rows, ranking).tolist() == expected
    assert rank_many(rows, ranking, backend="python") == expected
    assert rank_many(np.array(rows), ranking, backend="python") == expected


@pytest.mark.parametrize(("ranking", "size"), CASES)
@PER_CASE
@given(data=st.data())
def test_rows_with_jokers_agree_with_the_scalar_function(ranking: str, size: int, data: st.DataObject) -> None:
    rows = data.draw(batches(size))
    for row in rows:  # a joker or two in some rows: wild in high and low hands, dead in Bailey's
        for joker in (52, 53):
            if data.draw(st.booleans()):
                row[data.draw(st.integers(0, size - 1))] = joker
    rows = [row for row in rows if len(set(row)) == size]
    expected = scalar_or_error(ranking, rows)
    if isinstance(expected, int):  # the scalar function refuses a row: so must rank_many, naming it
        for backend in ("numpy", "python"):
            with pytest.raises(ValueError, match=f"^rank_many: row {expected}: "):
                rank_many(rows, ranking, backend=backend)  # type: ignore[call-overload]
    else:
        assert rank_many(np.array(rows, dtype=np.int64).reshape(-1, size), ranking).tolist() == expected
        assert rank_many(rows, ranking, backend="python") == expected


@pytest.mark.parametrize(("ranking", "size"), [c for c in CASES if c[0] in WILD_RANKINGS])
@PER_CASE
@given(data=st.data(), wild=st.sets(st.sampled_from("23456789TJQKA"), max_size=3))
def test_wild_ranks_agree_with_the_scalar_function(ranking: str, size: int, data: st.DataObject, wild: set[str]) -> None:
    rows = data.draw(batches(size))
    if data.draw(st.booleans()):
        rows[0][0] = 52
    text = "".join(sorted(wild))
    expected = scalar_or_error(ranking, rows, wild=text)
    if isinstance(expected, int):
        with pytest.raises(ValueError, match=f"^rank_many: row {expected}: "):
            rank_many(rows, ranking, wild=text)  # type: ignore[call-overload]
        return
    assert rank_many(np.array(rows), ranking, wild=text).tolist() == expected  # type: ignore[call-overload]
    assert rank_many(rows, ranking, wild=text, backend="python") == expected  # type: ignore[call-overload]
    ranks = [Rank("23456789TJQKA".index(c)) for c in wild]  # as Rank members, in a one-shot iterator
    assert rank_many(rows, ranking, wild=iter(ranks), backend="python") == expected  # type: ignore[call-overload]


@pytest.mark.parametrize(("ranking", "size"), CASES)
def test_many_random_hands(ranking: str, size: int) -> None:
    """Tens of thousands of rows a case, half of them holding at least three cards of one suit."""
    rng = np.random.default_rng(size * 31 + len(ranking))
    n = 40_000
    rows = np.argsort(rng.random((n, 52)), axis=1)[:, :size]
    suited = np.argsort(rng.random((n // 2, 13)), axis=1)[:, :size] * 4 + rng.integers(0, 4, (n // 2, 1))
    keep = rng.random((n // 2, size)) < 0.75  # mostly one suit, the rest from the random hand if distinct
    mixed = np.where(keep, suited, rows[: n // 2])
    distinct = np.array([len(set(r)) == size for r in mixed.tolist()])
    rows = np.concatenate([rows, mixed[distinct]])
    expected = [SCALAR[ranking](row) for row in rows.tolist()]
    assert rank_many(rows, ranking).tolist() == expected


def _exhaustive(ranking: str, size: int) -> None:
    rows = all_combinations(52, size)
    expected = np.frombuffer(array("H", map(SCALAR[ranking], combinations(range(52), size))), dtype=np.uint16)
    got = rank_many(rows, ranking)
    assert got.shape == expected.shape
    assert np.array_equal(got, expected.astype(np.int32))


@pytest.mark.parametrize("ranking", ["high", "low", "low8", "bailey"])
def test_every_five_card_hand(ranking: str) -> None:
    """All 2,598,960 five-card hands through the numpy path, each equal to the scalar value."""
    _exhaustive(ranking, 5)


@pytest.mark.parametrize("size", [3, 4])
def test_every_small_bailey_hand(size: int) -> None:
    _exhaustive("bailey", size)


def test_values_cover_the_scales() -> None:
    """Across every five-card hand each ranking's values fill its whole natural scale."""
    rows = all_combinations(52, 5)
    assert len(np.unique(rank_many(rows, "high"))) == 7462
    assert len(np.unique(rank_many(rows, "low"))) == 6175
    assert len(np.unique(rank_many(rows, "low8"))) == 57  # 56 lows and 0
    assert len(np.unique(rank_many(all_combinations(52, 3), "bailey"))) == 741


# --------------------------------------------------------------------------- inputs

def test_lists_tuples_cards_and_arrays_agree() -> None:
    rng = random.Random(7)
    rows = [rng.sample(range(52), 7) for _ in range(200)]
    expected = [rank_high(r) for r in rows]
    as_cards = [[Card(c) for c in r] for r in rows]
    assert rank_many(as_cards).tolist() == expected
    assert rank_many(as_cards, backend="python") == expected
    assert rank_many(tuple(tuple(r) for r in rows)).tolist() == expected
    assert rank_many([parse_cards(" ".join(str(Card(c)) for c in r)) for r in rows]).tolist() == expected
    assert rank_many([np.array(r) for r in rows]).tolist() == expected
    assert rank_many(np.array(as_cards, dtype=object)).tolist() == expected  # an object array: the scalar loop
    for dtype in (np.int8, np.uint8, np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64):
        assert rank_many(np.array(rows, dtype=dtype)).tolist() == expected
    fortran = np.asfortranarray(np.array(rows))
    assert rank_many(fortran).tolist() == expected
    wide = np.array([r + [0] for r in rows])[:, :7]  # a non-contiguous view
    assert rank_many(wide).tolist() == expected
    assert rank_many(np.array(rows)[::2]).tolist() == expected[::2]


def test_empty_input() -> None:
    for hands in ([], (), np.zeros((0, 7), dtype=np.int64), np.zeros((0,), dtype=np.int64)):
        got = rank_many(hands)  # type: ignore[call-overload]
        assert isinstance(got, np.ndarray) and got.shape == (0,) and got.dtype == np.int32
        assert rank_many(hands, backend="python") == []  # type: ignore[call-overload]
    assert evaluate_many([]) == []


def test_blocks_of_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Inputs longer than a block are ranked block by block, with jokers and wild cards in several blocks."""
    monkeypatch.setattr(batch, "CHUNK_ROWS", 7)
    rng = random.Random(11)
    rows = [rng.sample(range(54), 7) for _ in range(100)]
    assert rank_many(rows).tolist() == [rank_high(r) for r in rows]
    assert rank_many(rows, "low", wild="K").tolist() == [rank_low(r, wild="K") for r in rows]
    rows[52][3] = rows[52][1]
    rows[90][0] = 60
    with pytest.raises(ValueError, match="^rank_many: row 52: "):
        rank_many(rows)


def test_the_result_is_an_int32_array_that_indexes_and_sorts() -> None:
    hands = np.array([parse_cards(t) for t in ("As Ks Qs Js Ts", "2c 3d 4h 5s 7c", "Ah Ad 9c 9d 2s")])
    values = rank_many(hands)
    assert values.dtype == np.int32
    assert np.argsort(values).tolist() == [1, 2, 0]


# --------------------------------------------------------------------------- without numpy

@pytest.fixture
def no_numpy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make ``import numpy`` fail, as when the numpy extra is not installed."""
    monkeypatch.setitem(sys.modules, "numpy", None)


@pytest.mark.parametrize(("ranking", "size"), CASES)
def test_without_numpy_the_loop_gives_the_same_values(ranking: str, size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(size)
    rows = [rng.sample(range(52), size) for _ in range(300)]
    with_numpy = rank_many(np.array(rows), ranking).tolist()
    monkeypatch.setitem(sys.modules, "numpy", None)
    without = rank_many(rows, ranking)
    assert isinstance(without, list) and without == with_numpy
    assert all(type(v) is int for v in without)


@pytest.mark.usefixtures("no_numpy")
def test_without_numpy_backend_numpy_says_how_to_install_it() -> None:
    with pytest.raises(ImportError, match=r"pip install 'pokervariants\[numpy\]'"):
        rank_many([[0, 4, 8, 12, 17]], backend="numpy")


@pytest.mark.usefixtures("no_numpy")
def test_without_numpy_errors_name_the_row() -> None:
    with pytest.raises(ValueError, match="^rank_many: row 1: rank_low takes 5 to 7 distinct cards: card 3 is 77"):
        rank_many([[0, 4, 8, 12, 17], [1, 5, 77, 13, 21]], "low")


def test_popcount_without_bitwise_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """numpy before 2.0 has no bitwise_count: the shift-and-mask popcount stands in."""
    values = np.random.default_rng(3).integers(0, 2**63, 1000, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    assert batch._popcount_swar(values).tolist() == [bin(v).count("1") for v in values.tolist()]
    monkeypatch.delattr(np, "bitwise_count", raising=False)
    rows = [random.Random(i).sample(range(54), 7) for i in range(300)]
    assert rank_many(rows).tolist() == [rank_high(r) for r in rows]
    with pytest.raises(ValueError, match="row 1: .* appears twice"):
        rank_many([[0, 4, 8, 12, 17], [1, 5, 9, 13, 13]])


def test_import_pokervariants_does_not_import_numpy() -> None:
    code = "import sys, pokervariants; assert 'numpy' not in sys.modules, 'numpy imported'"
    subprocess.run([sys.executable, "-c", code], check=True)


def test_works_in_a_process_without_numpy() -> None:
    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "from pokervariants.evaluation import rank_many\n"
        "print(rank_many([[51, 47, 43, 39, 35], [20, 13, 10, 7, 0]]), rank_many([[0, 4, 8, 12, 17]], 'low8'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    assert out.split("\n")[0] == "[12194, 1] [51]"


# --------------------------------------------------------------------------- refusals

@pytest.mark.parametrize("backend", ["numpy", "python"])
@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ([[0, 4, 8, 12]] * 3, "row 0: rank_high takes 5 to 11 distinct cards: got 4"),
        ([[0, 4, 8, 12, 17]] * 12, None),  # valid: no error
        ([[0, 4, 8, 12, 17], [0, 4, 8, 12, 17], [1, 5, 9, 13, -1]], "row 2: rank_high .* card 5 is -1, not a card"),
        ([[0, 4, 8, 12, 17], [1, 5, 54, 13, 21]], "row 1: rank_high .* card 3 is 54, not a card"),
        ([[0, 4, 8, 12, 17], [1, 5, 9, 13, 2**40]], "row 1: rank_high .* card 5 is 1099511627776, not a card"),
        ([[0, 4, 8, 12, 17], [1, 5, 9, 13, 17], [51, 50, 51, 49, 48]], "row 2: rank_high .*: As appears twice"),
        ([[0, 4, 8, 12, 17], [52, 5, 52, 13, 17]], "row 1: rank_high .*: Jk appears twice"),
        ([[0, 4, 8, 12, 17], [0, 4, 8, 12, 17, 21]], "row 1 has 6 cards but row 0 has 5"),
        ([[0, 4, 8, 12, 17], [0, 4, 8, 12, 17.0]], "row 1: rank_high .* card 5 is 17.0, not a card"),
        ([[0, 4, 8, 12, 17], [0, 4, 8, 12, "6d"]], "row 1: rank_high .* card 5 is '6d', not a card"),
        ([[0, 4, 8, 12, 17], 7], "row 1 is 7, not a sequence of cards"),
    ],
)
def test_bad_rows_are_named(rows: list[Any], message: str | None, backend: str) -> None:
    if message is None:
        rank_many(rows, backend=backend)  # type: ignore[call-overload]
        return
    with pytest.raises(ValueError, match=f"^rank_many: {message}"):
        rank_many(rows, backend=backend)  # type: ignore[call-overload]


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_bad_rows_in_arrays_are_named(backend: str) -> None:
    hands = np.tile(np.array([0, 4, 8, 12, 17, 21, 25]), (200_000, 1))
    hands[:, 6] += np.arange(200_000) % 7 * 4  # distinct cards, 0-51
    hands[150_001, 3] = hands[150_001, 5]
    hands[170_000, 0] = 99
    with pytest.raises(ValueError, match="^rank_many: row 150001: rank_high .* appears twice"):
        rank_many(hands, backend=backend)  # type: ignore[call-overload]
    hands[150_001, 3] = 12
    with pytest.raises(ValueError, match="^rank_many: row 170000: rank_high .* card 1 is 99, not a card"):
        rank_many(hands, backend=backend)  # type: ignore[call-overload]
    with pytest.raises(ValueError, match=r"^rank_many: row 0: rank_low takes 5 to 7 distinct cards: got 8"):
        rank_many(np.tile(np.arange(8), (3, 1)), "low", backend=backend)  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="^rank_many: row 0: rank_bailey .* card 1 is 1.0"):
        rank_many(np.ones((3, 5)), "bailey", backend=backend)  # type: ignore[call-overload]


def test_bailey_needs_three_natural_cards() -> None:
    assert rank_many([[0, 4, 8, 52, 53]], "bailey").tolist() == [rank_bailey([0, 4, 8, 52, 53])]
    for backend in ("numpy", "python"):
        with pytest.raises(ValueError, match="^rank_many: row 1: rank_bailey needs at least three natural cards"):
            rank_many([[1, 5, 9, 13], [0, 4, 52, 53], [2, 2, 2, 2]], "bailey", backend=backend)  # type: ignore[call-overload]


@pytest.mark.parametrize("size", [5, 6, 7, 8, 9])
@given(data=st.data())
def test_the_first_bad_row_is_the_one_the_loop_names(size: int, data: st.DataObject) -> None:
    """Whatever is wrong where, both backends name the row the scalar loop stops at."""
    card = st.integers(0, 53)
    rows = data.draw(st.lists(st.lists(card, min_size=size, max_size=size, unique=True), min_size=1, max_size=12))
    for _ in range(data.draw(st.integers(0, 3))):
        row = data.draw(st.sampled_from(rows))
        row[data.draw(st.integers(0, size - 1))] = data.draw(st.sampled_from([-3, 0, 51, 52, 53, 54, 200]))
    ranking = data.draw(st.sampled_from(["high", "low"] if size <= 7 else ["high"]))
    expected = scalar_or_error(ranking, rows)
    if isinstance(expected, int):
        for backend in ("numpy", "python"):
            with pytest.raises(ValueError, match=f"^rank_many: row {expected}: "):
                rank_many(rows, ranking, backend=backend)  # type: ignore[call-overload]
    else:
        assert rank_many(rows, ranking).tolist() == expected


def test_bad_arguments() -> None:
    with pytest.raises(ValueError, match="unknown ranking 'razz': expected one of 'high', 'low', 'low8', 'bailey'"):
        rank_many([[0, 4, 8, 12, 17]], "razz")  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="unknown backend 'cuda': expected one of 'auto', 'numpy', 'python'"):
        rank_many([[0, 4, 8, 12, 17]], backend="cuda")  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="'bailey' has no wild cards"):
        rank_many([[0, 4, 8, 12, 17]], "bailey", wild="3")
    with pytest.raises(ValueError, match="bad wild rank '1'"):
        rank_many([[0, 4, 8, 12, 17]], wild="1")
    with pytest.raises(ValueError, match=r"2-D array, one hand per row; got shape \(5,\)"):
        rank_many(np.array([0, 4, 8, 12, 17]))
    with pytest.raises(ValueError, match="row 0 is 0, not a sequence of cards"):
        rank_many([0, 4, 8, 12, 17])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="expected a sequence of hands"):
        rank_many(5)  # type: ignore[call-overload]


# --------------------------------------------------------------------------- evaluate_many

def test_evaluate_many_matches_the_evaluate_functions() -> None:
    rng = random.Random(3)
    rows = [rng.sample(range(54), 7) for _ in range(200)]
    assert evaluate_many(rows) == [evaluate_high(r) for r in rows]
    assert evaluate_many(np.array(rows), "low") == [evaluate_low(r) for r in rows]
    assert evaluate_many(rows, "low8", wild="39") == [evaluate_low8(r, wild="39") for r in rows]
    assert evaluate_many(rows, "low", wild=iter([Rank.THREE, Rank.NINE])) == [evaluate_low(r, wild="39") for r in rows]
    assert evaluate_many(rows, wild="2", natural_beats_wild=True) == [
        evaluate_high(r, wild="2", natural_beats_wild=True) for r in rows
    ]
    naturals = [[c for c in r if c < 52][:5] for r in rows]
    assert evaluate_many(naturals, "bailey") == [evaluate_bailey(r) for r in naturals]
    values = [h.value for h in evaluate_many(rows, "high")]
    assert values == rank_many(rows).tolist()


def test_evaluate_many_takes_text_and_names_bad_rows() -> None:
    hands = evaluate_many(["As Ks Qs Js Ts", "2c 3d 4h 5s 7c 8d"], "low8")
    assert hands[0] is None and str(hands[1]) == "Seven-five low"
    with pytest.raises(ValueError, match="^evaluate_many: row 1: "):
        evaluate_many(["As Ks Qs Js Ts", "As As Qs Js Ts"])
    with pytest.raises(ValueError, match="natural_beats_wild applies to ranking='high' only"):
        evaluate_many(["As Ks Qs Js Ts"], "low", natural_beats_wild=True)
    with pytest.raises(ValueError, match="unknown ranking"):
        evaluate_many(["As Ks Qs Js Ts"], "razz")  # type: ignore[call-overload]
