"""Omaha counted by symmetry (``equity._omaha_counted``), high and hi/lo, gives exactly what dealing
every board gives on the numpy path: every player, every share, to the last digit."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import Card, Omaha, OmahaHiLo8, equity
from pokervariants.equity import _arrays, _omaha_counted, _spot
from pokervariants.equity._results import combine

np = pytest.importorskip("numpy")


def _both(game: Omaha, holdings: list[str], board: str) -> tuple[object, object]:
    """The spot counted by symmetry and enumerated deal by deal on the numpy path, as results."""
    held = _spot.holdings_of(game, holdings)
    spot = _spot.spot_of(game, held, board, (), True)
    counted = _omaha_counted.way_for(spot)
    dealt = _arrays.way_for(spot)
    assert not isinstance(counted, str) and not isinstance(dealt, str), (counted, dealt)
    by_symmetry = combine([counted.counts()], spot.shares, True)
    tallies = [chunk.counts() for chunk in dealt.chunks(1, None, 4, 1)]
    return by_symmetry, combine(tallies, spot.shares, True)


def _deal(rng: random.Random, players: int, hole: int, board: int) -> tuple[list[str], str]:
    cards = [str(Card(c)) for c in rng.sample(range(52), hole * players + board)]
    return ["".join(cards[hole * i : hole * i + hole]) for i in range(players)], " ".join(cards[hole * players :])


@pytest.mark.parametrize("game", [Omaha(), OmahaHiLo8()], ids=["high", "hi-lo"])
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5), board=st.sampled_from([1, 2]))
def test_three_or_four_cards_to_come_counted_as_dealt(game: Omaha, seed: int, players: int, board: int) -> None:
    holdings, known = _deal(random.Random(seed), players, 4, board)
    counted, dealt = _both(game, holdings, known)
    assert counted == dealt


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_hi_lo_with_low_cards_counted_as_dealt(seed: int) -> None:
    """Low cards everywhere: a low made on most boards, often split, often quartered."""
    rng = random.Random(seed)
    low = [c for c in range(52) if c >> 2 in (12, 0, 1, 2, 3, 4, 5)]  # aces and the two to the eight
    cards = [str(Card(c)) for c in rng.sample(low, 9)] + [str(Card(c)) for c in rng.sample([c for c in range(52) if c not in low], 1)]
    holdings = ["".join(cards[:4]), "".join(cards[4:8])]
    counted, dealt = _both(OmahaHiLo8(), holdings, " ".join(cards[8:]))
    assert counted == dealt


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.sampled_from([5, 6]))
def test_five_and_six_hole_cards_counted_as_dealt(seed: int, hole: int) -> None:
    holdings, known = _deal(random.Random(seed), 2, hole, 2)
    counted, dealt = _both(Omaha(hole_cards=hole), holdings, known)
    assert counted == dealt


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9))
def test_suited_hands_and_boards_of_their_suit_counted_as_dealt(seed: int) -> None:
    """Both players two or three of one suit, the board's known cards of it: flushes on most boards."""
    rng = random.Random(seed)
    suit, other = rng.sample(range(4), 2)
    ranks = rng.sample(range(13), 7)
    mine = [Card(r * 4 + suit) for r in ranks[:3]] + [Card(rng.choice(ranks[3:]) * 4 + other)]
    theirs = [Card(r * 4 + suit) for r in ranks[3:5]] + [Card(r * 4 + other) for r in rng.sample(ranks[:3], 2)]
    board = [Card(r * 4 + suit) for r in ranks[5:7]]
    counted, dealt = _both(Omaha(), ["".join(map(str, mine)), "".join(map(str, theirs))], " ".join(map(str, board)))
    assert counted == dealt


@pytest.mark.parametrize(
    "holdings", [["AsKsQdJd", "7h7c6h6c"], ["AhAdKhKd", "QsJsTc9c", "8h8c7d6d"], ["2c3c4d5d", "AsKsQsJs"]]
)
def test_preflop_counted_as_dealt(holdings: list[str]) -> None:
    counted, dealt = _both(Omaha(), holdings, "")
    assert counted == dealt
    counted, dealt = _both(OmahaHiLo8(), holdings, "")
    assert counted == dealt


def test_the_count_is_taken_only_where_it_holds() -> None:
    def why(game: object, holdings: list[str], board: str = "", exact: bool = True) -> object:
        held = _spot.holdings_of(game, holdings)  # type: ignore[arg-type]
        return _omaha_counted.way_for(_spot.spot_of(game, held, board, (), exact))  # type: ignore[arg-type]

    assert not isinstance(why(Omaha(), ["AsKsQdJd", "7h7c6h6c"]), str)
    assert isinstance(why(Omaha(), ["AsKsQdJd", "7h7c6h6c"], "2c 3d 4h"), str)  # two to come: the lean path
    assert isinstance(why(Omaha(), ["AsKsQdJd", "7h7c6h6c"], exact=False), str)
    assert isinstance(why(Omaha(), ["AsKsQdJd", ""], "2c 3d 4h 5s"), str)  # an unknown hand
    assert not isinstance(why(OmahaHiLo8(), ["AsKsQdJd", "7h7c6h6c"]), str)


def test_omaha_before_the_flop_is_exact_by_default() -> None:
    result = equity(Omaha(), ["AsKsQdJd", "7h7c6h6c"])
    assert result.exact and result.trials == 1_086_008
    assert result.players[0].equity == pytest.approx(0.48850376792804473, abs=0)
