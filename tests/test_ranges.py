"""Ranges as players write them: the notation, weights, top-N% and the preflop order, Omaha filters,
exact range-against-range equity (checked against a slow reference of our own), each
combination's equity, and the 13x13 grid picture."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Card, Deck, Holdem, parse_cards, rank_high, svg
from pokervariants.equity import (
    Holding,
    Range,
    RangeError,
    combo_equity,
    equity,
    hand_class,
    is_range,
    parse_range,
    percentile,
    starting_hands,
)

# --- the notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("AKs", 4), ("AKo", 12), ("AK", 16), ("QQ", 6), ("QQ+", 18), ("A2s+", 48), ("KTo-K7o", 48), ("K7o-KTo", 48),
        ("JJ-99", 18), ("JTs-76s", 20), ("AsKd", 1), ("random", 1326), ("any", 1326), ("100%", 1326),
        ("QQ+, AKs, aks", 22), ("AKs:0.5, AKs", 4), ("QQ+, KK:0", 12), ("AKo:.25, KQs:1", 16),
    ],
)  # fmt: skip
def test_the_notation_names_its_combinations(text: str, count: int) -> None:
    assert len(Range.parse(text)) == count
    assert len(parse_range(text)) == count
    assert is_range(text) or text == "AsKd"


def test_a_combination_named_again_takes_its_last_weight() -> None:
    r = Range.parse("QQ+, KK:0.5, AKs:0.25, AKs")
    assert r.weight("KsKh") == Fraction(1, 2) and r.weight("AsKs") == 1 and r.weight("AsAh") == 1
    assert r.size == 6 + 3 + 6 + 4 and not r.uniform
    assert Range.parse("QQ+").uniform and Range.parse("QQ+").size == 18


def test_ranges_are_values() -> None:
    assert Range.parse("QQ+, AKs") == Range.parse("QQ+, AKs")
    assert Range.parse("QQ+") != Range.parse("QQ+:0.5")
    made = Range.of(["AsKs", "QdQc"], [0.5, 1])
    assert made.combos == ((Card("Qd"), Card("Qc")), (Card("As"), Card("Ks"))) and made.weights == (Fraction(1), Fraction(1, 2))
    assert Holding(range=made).range is made and Holding.parse("QQ+, AKo:0.5").range.size == 24
    assert repr(Range.parse("QQ+")) == "<Range 'QQ+', 18 combinations>"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("AKx", "'AKx' is not a hand"), ("QQs", "a pair"), ("JTs-75s", "not a run"), ("AKs-QJo", "two kinds"), ("", "names no hand"),
        ("AsAs", "is not a hand"), ("AKs:2", "from 0 to 1"), ("AKs:half", "from 0 to 1"), ("QQ+,, AKs", "is empty"),
        ("QQ, AAxx", "of one game"), ("0%", "more than 0%"), ("150%", "at most 100%"), ("AsKsQs", "not a hand"),
        ("AsKsQsJsTs9s8s", "holds 7 cards"),
    ],
)  # fmt: skip
def test_bad_ranges_say_which_item_and_why(text: str, why: str) -> None:
    with pytest.raises(RangeError, match=why):
        Range.parse(text)
    assert not is_range(text)


def test_an_error_names_the_item_by_its_place() -> None:
    with pytest.raises(RangeError, match=r"item 3, 'AKx'"):
        Range.parse("QQ+, JTs, AKx")


def test_what_is_not_a_range() -> None:
    assert not is_range("AsKs") and not is_range("AsKs/Qd") and not is_range("AsKsQdJd")
    assert is_range("AsKs:0.5") and is_range("AsKs, AhKh") and is_range("15%") and is_range("AAxx ds")
    with pytest.raises(TypeError):
        Range.parse(5)  # type: ignore[arg-type]


def test_dead_cards_remove_what_holds_them() -> None:
    r = Range.parse("AA, AKs:0.5")
    left = r.without("As")
    assert len(left) == 3 + 3 and all(Card("As") not in combo for combo in left)
    assert left.weight("AhKh") == Fraction(1, 2) and r.without([]) == r


# --- the preflop order, top-N%, percentiles -------------------------------------------------------


def test_the_order_holds_every_starting_hand_once() -> None:
    names = [name for name, _ in starting_hands()]
    assert len(names) == len(set(names)) == 169
    assert sum(6 if len(n) == 2 else 4 if n.endswith("s") else 12 for n in names) == 1326
    figures = [figure for _, figure in starting_hands()]
    assert figures == sorted(figures, reverse=True)
    assert names[0] == "AA" and names[-1] == "32o"


def test_the_order_puts_the_known_facts_in_place() -> None:
    position = {name: i for i, (name, _) in enumerate(starting_hands())}
    for better, worse in [("AA", "KK"), ("AKs", "AKo"), ("KQs", "KQo"), ("22", "32o"), ("T9s", "T9o"), ("A2s", "72o")]:
        assert position[better] < position[worse]


def test_top_shares_take_whole_hands_best_first() -> None:
    shares = [Range.parse(f"{p}%") for p in (1, 5, 15, 50, 100)]
    sizes = [len(r) for r in shares]
    assert sizes == sorted(sizes) and sizes[-1] == 1326
    assert set(shares[0].classes()) == {"AA", "KK"}  # 12 combinations: 0.9%, the nearest whole hands to 1% (13.3)
    for smaller, larger in zip(shares, shares[1:]):
        assert set(smaller.combos) <= set(larger.combos)
    assert all(share == 1 for share in shares[2].classes().values())  # whole hands


def test_the_percentile_follows_the_order() -> None:
    values = [percentile(name) for name, _ in starting_hands()]
    assert values == sorted(values, reverse=True) and 0 < values[-1] < values[0] < 100
    assert percentile("AsKs") == percentile("AKs") == percentile(["Kh", "Ah"]) == percentile("AhKh")
    for bad in ("AK", "AsAs", "AsKsQs", "XY"):
        with pytest.raises(ValueError):
            percentile(bad)


def test_hand_classes() -> None:
    assert [hand_class(c) for c in ("AsKs", "KsAd", "2c2d", "7h2h")] == ["AKs", "AKo", "22", "72s"]


# --- Omaha filters --------------------------------------------------------------------------------


def _suits(hand: tuple[int, ...]) -> list[int]:
    return sorted((sum(1 for c in hand if c % 4 == s) for s in range(4)), reverse=True)


def test_omaha_filters_name_what_they_say() -> None:
    every = list(itertools.combinations(range(52), 4))
    aces = [h for h in every if sum(1 for c in h if c // 4 == 12) >= 2]
    assert len(Range.parse("AAxx")) == len(aces)
    assert len(Range.parse("AAxx ds")) == sum(1 for h in aces if _suits(h)[:2] == [2, 2])
    assert len(Range.parse("AAxxss")) == sum(1 for h in aces if _suits(h)[:2] == [2, 1])
    assert len(Range.parse("AAxx r")) == sum(1 for h in aces if _suits(h)[0] == 1)
    ranks = {12, 11, 10, 9}
    assert len(Range.parse("AKQJ")) == sum(1 for h in every if {c // 4 for c in h} == ranks)
    assert Range.parse("AsAhKsKh").combos == ((Card("As"), Card("Ah"), Card("Ks"), Card("Kh")),)
    assert Range.parse("AAxx").width == 4 and len(Range.parse("AAAAA")) == 0
    five = Range.parse("KKKxx")  # five-card Omaha: three kings or more, and any two
    assert five.width == 5 and len(five) == 4 * 1128 + 48


# --- exact range equity against a slow reference --------------------------------------------------


def _reference(holdings: list[Range | tuple[Card, ...]], board: tuple[Card, ...]) -> list[Fraction]:
    """Each seat's share of the pot, every fitting combination and every rest of the board, in hold'em."""
    seen = set(board) | {c for h in holdings if isinstance(h, tuple) for c in h}
    options = [list(zip(h.combos, h.weights)) if isinstance(h, Range) else [(h, Fraction(1))] for h in holdings]
    totals = [Fraction(0)] * len(holdings)
    weight_sum = Fraction(0)
    for choice in itertools.product(*options):
        cards = [c for combo, _ in choice for c in combo]
        if len(set(cards)) != len(cards) or (set(cards) & (seen - {c for h in holdings if isinstance(h, tuple) for c in h})):
            continue
        weight = Fraction(1)
        for _, w in choice:
            weight *= w
        rest = [c for c in Deck.standard().cards if c not in seen and c not in cards]
        for more in itertools.combinations(rest, 5 - len(board)):
            ranks = [rank_high((*combo, *board, *more)) for combo, _ in choice]
            best = max(ranks)
            winners = [i for i, r in enumerate(ranks) if r == best]
            for i in winners:
                totals[i] += weight / len(winners)
            weight_sum += weight
    return [t / weight_sum for t in totals]


@pytest.mark.parametrize(
    ("holdings", "board"),
    [
        (["AKs:0.5, QQ", "JJ, 87s"], "Qs 7d 2c 9h"),
        (["AhKh", "QQ+, AKo:0.25", "T9s"], "Th 9d 2h 3c"),
        (["AA:0.5, 72o", "KK, 22:0.75, A7s"], "Ac Kd 7h 2s"),
    ],
)
def test_exact_ranges_agree_with_the_reference(holdings: list[str], board: str) -> None:
    board_cards = parse_cards(board)
    given: list[Range | tuple[Card, ...]] = [Range.parse(h) if is_range(h) else parse_cards(h) for h in holdings]
    expected = _reference(given, board_cards)
    for backend in ("numpy", "python"):
        result = equity(Holdem(), holdings, board=board, backend=backend)
        assert result.exact
        assert [p.equity for p in result.players] == pytest.approx([float(e) for e in expected], abs=1e-12)


@pytest.mark.parametrize("backend", ["numpy", "python"])
def test_weighted_sampling_agrees_with_the_exact_answer(backend: str) -> None:
    holdings = ["AKs:0.2, QQ, 87s:0.7", "JJ:0.5, TT"]
    exact = equity(Holdem(), holdings, board="Qs 7d 2c")
    sampled = equity(Holdem(), holdings, board="Qs 7d 2c", exact=False, samples=60_000, seed=11, backend=backend)
    assert exact.exact and not sampled.exact
    for e, s in zip(exact.players, sampled.players):
        assert abs(e.equity - s.equity) <= 4 * s.standard_error


def test_exact_is_refused_beyond_its_limit_and_chosen_within_it() -> None:
    with pytest.raises(ValueError, match="EXACT_MAX"):  # one deal at a time: by deals
        equity(Holdem(), ["AsKs", "random"], exact=True, backend="python")
    with pytest.raises(ValueError, match="SYMMETRIC_CLASSES"):  # hold'em counted by symmetry: by kinds of deal
        equity(Holdem(), ["random", "random"], exact=True)
    assert not equity(Holdem(), ["random", "random"], board="Qs 7d 2c", seed=1, samples=1000).exact
    assert not equity(Holdem(), ["AsKs", "random"], board="Qs 7d 2c", seed=1, samples=1000, backend="python").exact  # 1,176 x 946 deals
    assert equity(Holdem(), ["AsKs", "random"], board="Qs 7d 2c", seed=1).exact  # 1,176 kinds of deal
    assert equity(Holdem(), ["AsKs", "random"], board="Qs 7d 2c 3h", seed=1).exact
    with pytest.raises(ValueError, match="no combination left"):
        equity(Holdem(), ["AsAh", "AsKs, AhKh", "KdKc"], board="2c 3d 4h")
    with pytest.raises(ValueError, match="never fit together"):
        equity(Holdem(), ["AhAd:1", "AhKh, AdKd", "KsKc"], board="2c 3d 4h")  # (a weight makes one combination a range)


def test_an_omaha_range_is_dealt_as_four_hole_cards() -> None:
    holdings = ["AAxx ds", "KsKhQsQh"]
    exact = equity(pv.Omaha(), holdings, board="7c 8d 2s 3h")
    sampled = equity(pv.Omaha(), holdings, board="7c 8d 2s 3h", exact=False, seed=4, samples=20_000, backend="python")
    assert exact.exact and exact.trials == len(Range.parse("AAxx ds").without("KsKhQsQh7c8d2s3h")) * 40
    assert abs(exact.players[0].equity - sampled.players[0].equity) <= 4 * sampled.players[0].standard_error
    with pytest.raises(ValueError, match="4-card hands"):
        equity(Holdem(), ["AAxx", "KsKh"], seed=1, samples=100)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10_000))
def test_the_exact_answer_does_not_depend_on_how_it_is_run(seed: int) -> None:
    import random

    rng = random.Random(seed)
    names = [name for name, _ in starting_hands()]
    first = ", ".join(f"{name}:{rng.choice(['0.25', '0.5', '1'])}" for name in rng.sample(names, 3))
    second = ", ".join(rng.sample(names, 2))
    board = " ".join(str(c) for c in rng.sample(Deck.standard().cards, 4))
    try:
        numpy_way = equity(Holdem(), [first, second], board=board, backend="numpy")
    except ValueError:  # every combination blocked by the board, or the two never fitting
        return
    python_way = equity(Holdem(), [first, second], board=board, backend="python", chunks=3)
    assert numpy_way.exact and [p.equity for p in numpy_way.players] == pytest.approx([p.equity for p in python_way.players], abs=1e-12)


# --- each combination ----------------------------------------------------------------------------


def test_each_combination_and_the_whole_range_agree() -> None:
    holdings = ["QQ+, AKs:0.5", "JJ, AQs"]
    spread = combo_equity(Holdem(), holdings, board="Ah 7c 2d")
    whole = equity(Holdem(), holdings, board="Ah 7c 2d")
    assert spread.overall == pytest.approx(whole.players[0].equity, abs=1e-12)
    assert Card("Ah") not in {c for combo in spread.combos for c in combo}
    one = spread.combos[0]
    alone = equity(Holdem(), [Holding(down=one), holdings[1]], board="Ah 7c 2d")
    assert spread.equity[one] == alone.players[0].equity
    assert set(spread.classes()) == {"QQ", "KK", "AA", "AKs"}
    assert "combination" in spread.table() and spread._repr_svg_().startswith("<svg")


def test_each_combination_sampled_is_seeded() -> None:
    first = combo_equity(Holdem(), ["AKs", "QQ"], samples=2000, seed=3, exact=False)
    again = combo_equity(Holdem(), ["AKs", "QQ"], samples=2000, seed=3, exact=False)
    assert first == again and not first.results[0].exact and len(first.combos) == 4
    with pytest.raises(ValueError, match="no range"):
        combo_equity(Holdem(), ["AsKs", "QQ"], seat=0, seed=1)
    with pytest.raises(ValueError, match="seat is a seat"):
        combo_equity(Holdem(), ["AKs", "QQ"], seat=2, seed=1)


# --- the grid ------------------------------------------------------------------------------------


def test_the_grid_shades_each_hand() -> None:
    picture = svg.range_grid(Range.parse("QQ+, AKs, AQo:0.5"))
    assert picture.count("data-hand=") == 169 and picture.count('class="hand in"') == 5
    assert 'data-hand="AQo" data-value="0.5"' in picture and 'data-hand="AKs" data-value="1"' in picture
    assert Range.parse("AKs")._repr_svg_() == svg.range_grid(Range.parse("AKs"))
    shaded = svg.range_grid({"AA": 0.85, "72o": 0.3}, title="Against one random hand")
    assert "Against one random hand" in shaded and shaded.count('class="hand in"') == 2
    for bad in ({"AKx": 0.5}, {"AA": 1.5}):
        with pytest.raises(ValueError):
            svg.range_grid(bad)
    with pytest.raises(TypeError):
        svg.range_grid(5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="two-card"):
        Range.parse("AAxx").classes()


def test_an_omaha_hand_is_placed_among_omaha_hands() -> None:
    strong, middling, weak = percentile("AsAhKsKh"), percentile("Ts9s8h7h"), percentile("2c3d7h9s")
    assert 95 <= strong <= 100 and 0 < weak <= 10 and weak < middling < strong
    assert percentile("AsAhKsKh", seed=0) == strong and 0 <= percentile("AsAhKsKh", seed=1) <= 100
    with pytest.raises(ValueError):
        percentile("AsAsKsKh")


def test_a_range_is_its_combinations_and_weights() -> None:
    assert Range.parse("QQ+") == Range.parse("QQ-AA") == Range.parse("AA, KK, QQ")
    assert hash(Range.parse("QQ+")) == hash(Range.parse("AA, KK, QQ"))
    with pytest.raises(ValueError, match="weights"):
        Range(((Card("As"), Card("Ks")),), (Fraction(3, 2),))
    with pytest.raises(ValueError, match="one weight a combination"):
        Range(((Card("As"), Card("Ks")),), ())


def test_a_holding_meant_as_a_range_is_refused_in_range_terms() -> None:
    for text in ("AKx", "QQ+, AKx", "AKs:2", "JJ-9x"):
        with pytest.raises(RangeError, match="range"):
            Holding.parse(text)
        with pytest.raises(RangeError):
            equity(Holdem(), ["AsKs", text], seed=1, samples=100)
    for text in ("AsKx", "AsAs"):  # meant as cards: the error is the cards'
        with pytest.raises(ValueError) as caught:
            Holding.parse(text)
        assert not isinstance(caught.value, RangeError) and "card" in str(caught.value)
