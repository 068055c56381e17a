"""The compiled build's rank_high path (``_native_high``) gives the pure function's answers and errors.

These run in both builds: in the pure one the module is plain Python, in the
compiled one it is the C extension that ``pokervariants.rank_high`` then is.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants.evaluation import _high_python, _native_high, high
from pokervariants.evaluation.tables import build_native_high

python_rank_high = _high_python.rank_high


def _outcome(rank: object, cards: object, **options: object) -> tuple[str, object]:
    try:
        return "value", rank(cards, **options)  # type: ignore[operator]
    except Exception as error:  # the same type and message in both paths
        return type(error).__name__, str(error)


@given(st.integers(5, 7).flatmap(lambda n: st.lists(st.integers(0, 51), min_size=n, max_size=n, unique=True)))
def test_natural_hands_rank_as_the_pure_function_does(cards: list[int]) -> None:
    expected = python_rank_high(cards)
    assert _native_high.rank_natural(cards) == expected
    assert _native_high.rank_natural(tuple(cards)) == expected
    assert _native_high.rank_high([pv.Card(c) for c in cards]) == expected


@given(st.lists(st.integers(0, 12), min_size=5, max_size=7, unique=True), st.integers(0, 3), st.data())
def test_flushes_rank_as_the_pure_function_does(ranks: list[int], suit: int, data: st.DataObject) -> None:
    cards = [r * 4 + suit for r in ranks[:5]] + [r * 4 + (suit + 1) % 4 for r in ranks[5:]]
    cards = data.draw(st.permutations(cards))
    assert _native_high.rank_natural(cards) == python_rank_high(cards)


def test_every_rank_multiset_of_seven_ranks_as_the_pure_function_does() -> None:
    """Each of the 49,205 multisets of seven ranks once (suits dealt in turn, flushes among them)."""
    count = 0
    for ranks in itertools.combinations_with_replacement(range(13), 7):
        if max(ranks.count(r) for r in set(ranks)) > 4:
            continue
        suits: dict[int, int] = {}
        cards = []
        for r in ranks:
            cards.append(r * 4 + suits.get(r, 0))
            suits[r] = suits.get(r, 0) + 1
        assert _native_high.rank_natural(cards) == python_rank_high(cards), cards
        count += 1
    assert count == 49_205


@pytest.mark.parametrize(
    "cards",
    [
        [0, 1, 2, 3],  # too few
        list(range(8)),  # more than seven: the general path
        [0, 1, 2, 3, 4, 5, 52],  # a joker
        [0, 1, 2, 3, 4, 5, 5],  # a repeat
        [0, 1, 2, 3, -1],
        [0, 1, 2, 3, 54],
        [0, 1, 2, 3, 2**70],
        [0, 1, 2, 3, 4.0],
        [0, 1, 2, 3, "As"],
        (0, 1, 2, 3, None),
        "AsKsQsJsTs",
    ],
)
def test_anything_else_goes_the_general_way_with_the_same_answer_or_error(cards: object) -> None:
    assert _native_high.rank_natural(cards) == 0  # type: ignore[arg-type]
    assert _outcome(_native_high.rank_high, cards) == _outcome(python_rank_high, cards)
    assert _outcome(pv.rank_high, cards) == _outcome(python_rank_high, cards)


def test_random_hands_and_bad_input_agree_with_the_pure_function() -> None:
    rng = random.Random(36)
    for _ in range(3_000):
        cards: list[object] = list(rng.sample(range(54), rng.randint(3, 12)))
        if rng.random() < 0.2:
            cards[rng.randrange(len(cards))] = rng.choice([-3, 60, 64, 10**30, 2.0, None, True, cards[0]])
        for form in (cards, tuple(cards)):
            assert _outcome(_native_high.rank_high, form) == _outcome(python_rank_high, form)
            assert _outcome(_native_high.rank_high, form, wild="39") == _outcome(python_rank_high, form, wild="39")


def test_pokervariants_rank_high_is_the_native_path_exactly_when_it_is_compiled() -> None:
    assert pv.rank_high is high.rank_high  # where the reference documents it, in both builds
    assert (pv.rank_high is _native_high.rank_high) == _native_high.NATIVE
    assert (pv.rank_high is _high_python.rank_high) == (not _native_high.NATIVE)
    assert _native_high.NATIVE == (not str(_native_high.__file__).endswith(".py"))
    assert _native_high.NATIVE == pv.COMPILED  # compiled together


def test_the_tables_are_small_enough_for_a_second_level_cache() -> None:
    tables = build_native_high()
    assert len(tables) == 8
    assert sum(map(len, tables)) < 700_000  # bytes; the pure build's seven-card table alone is 15.6 MB
    assert len(tables[6]) == 2 * 49_205  # one value per multiset of seven ranks


def test_the_hot_path_literals_match_the_key_layout() -> None:
    """``_plain`` masks the digit sums with literals (a global lookup costs in C too): they must
    agree with :mod:`~pokervariants.evaluation.keys`, and the sums must fit their fields."""
    from pathlib import Path

    from pokervariants.evaluation.keys import NATIVE_HIGH_SHIFT, NATIVE_LOW_RANKS

    source = (Path(__file__).parent.parent / "src/pokervariants/evaluation/_native_high.py").read_text(encoding="utf-8")
    assert "key & 0x1FFFF" in source and "(key >> 17) & 0x3FFF" in source
    assert (NATIVE_HIGH_SHIFT, NATIVE_LOW_RANKS) == (17, 7)
    assert 4 * 5**6 + 3 * 5**5 < 1 << NATIVE_HIGH_SHIFT  # seven low cards' digit sum (at most four alike)
    assert 4 * 5**5 + 3 * 5**4 <= 0x3FFF  # seven high cards'
    assert max(_native_high.NATIVE_KEYS) * 2 < 1 << 30  # a pair's key fits one CPython digit
