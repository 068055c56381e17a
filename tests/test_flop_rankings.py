"""Flop-game rankings: Omaha high, Omaha eight-or-better and short-deck high (RULES.md 6).

Each fast path is checked against slow, obviously correct references: for Omaha, every five of
exactly two hole cards and three board cards scored by the rules-only reference of
``tests/reference.py`` (and, for the scale, by the library's own five-card functions, which
``test_evaluation_exhaustive`` checks hand by hand); for short deck, a five-card ranker written
below from the rules alone. Exhaustive where it is feasible: every short-deck five-card hand,
every deal of two small packs for Omaha, every pair of low-rank sets for Omaha/8.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from math import comb

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pokervariants import (
    SHORT_DECK,
    SHORT_DECK_CLASSES,
    CardsHeld,
    HandValue,
    HighCategory,
    HighRanker,
    OmahaEightRanker,
    OmahaRanker,
    Ranking,
    ShortDeckCategory,
    ShortDeckRanker,
    evaluate_high,
    evaluate_low8,
    evaluate_omaha,
    evaluate_omaha8,
    evaluate_short_deck,
    find_ranking,
    parse_cards,
    rank_high,
    rank_low8,
    rank_omaha,
    rank_omaha8,
    rank_short_deck,
)

from . import reference

# --- references ---------------------------------------------------------------------------------


def _fives(hole: Sequence[int], board: Sequence[int]) -> list[tuple[int, ...]]:
    """Every five of exactly two hole cards and exactly three board cards."""
    return [two + three for two in combinations(hole, 2) for three in combinations(board, 3)]


def ref_omaha(hole: Sequence[int], board: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    return max(reference.high_five(five) for five in _fives(hole, board))


def ref_omaha8(hole: Sequence[int], board: Sequence[int]) -> tuple[int, ...] | None:
    lows = [low for five in _fives(hole, board) if (low := reference.low8(five)) is not None]
    return max(lows) if lows else None


def brute_omaha(hole: Sequence[int], board: Sequence[int]) -> int:
    """The scale check: the library's five-card value of the best five."""
    return max(rank_high(five) for five in _fives(hole, board))


def brute_omaha8(hole: Sequence[int], board: Sequence[int]) -> int:
    return max(rank_low8(five) for five in _fives(hole, board))


SIX, NINE, ACE = 4, 7, 12


def ref_short_five(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """Score five short-deck cards from the rules alone: bigger is better.

    Categories: 8 straight flush, 7 four of a kind, 6 flush, 5 full house, 4 straight,
    3 three of a kind, 2 two pair, 1 pair, 0 high card (PokerKit's order: a flush above a full
    house, three of a kind below a straight). The ace is high, or low in A-6-7-8-9 only.
    """
    ranks = sorted((c // 4 for c in cards), reverse=True)
    assert min(ranks) >= SIX
    flush = len({c % 4 for c in cards}) == 1
    counts = Counter(ranks)
    distinct = sorted(counts, reverse=True)
    top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        top = distinct[0]
    elif distinct == [ACE, 7, 6, 5, 4]:  # A-6-7-8-9, nine high
        top = NINE
    grouped = tuple(sorted(ranks, key=lambda r: (counts[r], r), reverse=True))
    shape = sorted(counts.values(), reverse=True)
    if top is not None and flush:
        return (8, (top,))
    if shape == [4, 1]:
        return (7, grouped)
    if flush:
        return (6, tuple(ranks))
    if shape == [3, 2]:
        return (5, grouped)
    if top is not None:
        return (4, (top,))
    if shape == [3, 1, 1]:
        return (3, grouped)
    if shape == [2, 2, 1]:
        return (2, grouped)
    if shape == [2, 1, 1, 1]:
        return (1, grouped)
    return (0, tuple(ranks))


def ref_short(cards: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    return max(ref_short_five(five) for five in combinations(cards, 5))


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _cmp(a: object, b: object) -> int:
    return int((a > b) - (a < b))  # type: ignore[operator]


# --- strategies ---------------------------------------------------------------------------------


@st.composite
def omaha_deal(draw: st.DrawFn, pack: Sequence[int] = range(52), holes: Sequence[int] = (4, 5, 6), boards: Sequence[int] = (3, 4, 5)) -> tuple[list[int], list[int]]:
    hole_size = draw(st.sampled_from(holes))
    board_size = draw(st.sampled_from(boards))
    cards = draw(st.permutations(list(pack)))[: hole_size + board_size]
    return cards[:hole_size], cards[hole_size:]


# Small packs reach the rare classes: two suits give flushes in both halves, three ranks give
# four of a kind, full houses and counterfeited boards.
FLUSHY = [r * 4 + s for r in range(13) for s in (1, 2)]
PAIRED = [r * 4 + s for r in (0, 7, 11, 12) for s in range(4)]
LOWISH = [r * 4 + s for r in (12, 0, 1, 2, 3, 4, 5, 6, 10) for s in range(3)]
deals = st.one_of(omaha_deal(), omaha_deal(FLUSHY), omaha_deal(PAIRED), omaha_deal(LOWISH))
full_deals = st.one_of(omaha_deal(holes=(4,), boards=(5,)), omaha_deal(FLUSHY, holes=(4,), boards=(5,)), omaha_deal(PAIRED, holes=(4,), boards=(5,)))

SHORT_PACK = list(range(16, 52))
SHORT_FLUSHY = [c for c in SHORT_PACK if c % 4 < 2]
SHORT_PAIRED = [c for c in SHORT_PACK if c // 4 in (4, 7, 12)]


@st.composite
def short_hand(draw: st.DrawFn, pack: Sequence[int] = SHORT_PACK) -> list[int]:
    size = draw(st.integers(5, 7))
    return draw(st.permutations(list(pack)))[:size]


short_hands = st.one_of(short_hand(), short_hand(SHORT_FLUSHY), short_hand(SHORT_PAIRED))


# --- Omaha high ---------------------------------------------------------------------------------


@given(deals, deals)
def test_omaha_orders_like_the_reference(a: tuple[list[int], list[int]], b: tuple[list[int], list[int]]) -> None:
    assert _sign(rank_omaha(*a) - rank_omaha(*b)) == _cmp(ref_omaha(*a), ref_omaha(*b))


@given(deals)
def test_omaha_is_on_the_high_scale(deal: tuple[list[int], list[int]]) -> None:
    assert rank_omaha(*deal) == brute_omaha(*deal)


@given(full_deals)
def test_omaha_takes_cards_in_any_order_and_as_card_objects(deal: tuple[list[int], list[int]]) -> None:
    hole, board = deal
    value = rank_omaha(hole, board)
    assert rank_omaha(tuple(reversed(hole)), board[::-1]) == value
    assert rank_omaha(parse_cards(" ".join(_text(c) for c in hole)), tuple(board)) == value


def _text(card: int) -> str:
    return "23456789TJQKA"[card >> 2] + "cdhs"[card & 3]


@pytest.mark.parametrize(
    "pack",
    [
        [r * 4 + s for r in (12, 11, 10, 9, 8, 7) for s in (2, 3)],  # A K Q J T 9 of hearts and spades
        [r * 4 + s for r in (12, 11, 3) for s in range(4)],  # A K 5 of every suit
        [r * 4 + s for r in (12, 0, 1, 2, 3, 6) for s in (0, 1)],  # A 2 3 4 5 8 of clubs and diamonds
    ],
    ids=["flushes-and-straights", "quads-and-full-houses", "wheels-and-lows"],
)
def test_omaha_every_deal_of_a_small_pack(pack: list[int]) -> None:
    """All 27,720 deals of four hole cards and five board cards from twelve cards."""
    for hole in combinations(pack, 4):
        rest = [c for c in pack if c not in hole]
        for board in combinations(rest, 5):
            assert rank_omaha(hole, board) == brute_omaha(hole, board), (hole, board)
            assert rank_omaha8(hole, board) == brute_omaha8(hole, board), (hole, board)


def test_exactly_two_hole_cards_with_four_of_a_suit_on_the_board() -> None:
    board = parse_cards("Ah Kh 7h 2h 9c")
    one = evaluate_omaha("Qh Jc Tc 3d", board)  # a single heart in the hole: no flush
    assert one.category is HighCategory.HIGH_CARD and str(one) == "High card, ace"
    assert evaluate_high([*parse_cards("Qh Jc Tc 3d"), *board]).category is HighCategory.FLUSH  # hold'em would
    two = evaluate_omaha("Qh 3h Tc 3d", board)
    assert str(two) == "Flush, ace high" and set(two.cards) == set(parse_cards("Ah Kh 7h Qh 3h"))
    # Four hearts in the hole as well: still only two of them, with three of the board's.
    four = evaluate_omaha("Qh Jh Th 3h", board)
    assert set(four.cards) == set(parse_cards("Ah Kh 7h Qh Jh"))
    # A five-flush on the board plays only with two of the suit in the hole.
    assert evaluate_omaha("As Ks Qd Jd", "2h 5h 7h 9h Jh").category is HighCategory.PAIR


def test_four_of_a_kind_on_the_board() -> None:
    board = "9s 9h 9d 9c 2h"
    assert str(evaluate_omaha("Kc Kd 5s 5c", board)) == "Full house, nines over kings"
    assert str(evaluate_omaha("Ac Kd Qs Jc", board)) == "Three of a kind, nines"
    # The board's deuce cannot join its three nines (four board cards), so a deuce in the hole pairs nothing.
    assert str(evaluate_omaha("2c 5d Qs Jc", board)) == "Three of a kind, nines"
    assert all(evaluate_omaha(h, board).category is HighCategory.FULL_HOUSE for h in ("As Ad Ah Kc", "Kc Kd Kh Ks", "2c 2d 3c 4d"))
    assert str(evaluate_omaha("2c 2d 3c 4d", board)) == "Full house, nines over twos"


def test_other_exactly_two_edges() -> None:
    assert str(evaluate_omaha("As Ad Kc Kd", "5c 6d 7h 8s 9c")) == "Pair of aces"  # a straight on the board does not play
    assert str(evaluate_omaha("3c 4d Kc Kd", "5c 6d 7h 8s 9c")) == "Straight, seven high"
    assert str(evaluate_omaha("Tc Jd Kc Kd", "5c 6d 7h 8s 9c")) == "Straight, jack high"
    assert str(evaluate_omaha("Ac Ad Ah 2c", "As Kd 7h 8s 3c")) == "Three of a kind, aces"  # three aces in the hole: two play
    assert str(evaluate_omaha("Qc 2d 3h 4s", "As Ks Qs Js Ts")) == "Pair of queens"  # a royal flush on the board, and no straight
    # Five and six hole cards, boards of three and four.
    assert str(evaluate_omaha("Ah Kh 2c 3d 4s", "Qh Jh Th")) == "Royal flush"
    assert str(evaluate_omaha("Ah Kc 2c 3d 4s 5s", "Qh Jh Th 9c")) == "Straight, ace high"


def test_omaha_hand_values() -> None:
    hole, board = parse_cards("Kc Kd 5s 5c"), parse_cards("9s 9h 9d 9c 2h")
    hand = evaluate_omaha(hole, board)
    assert hand.ranking is Ranking.HIGH and hand.value == rank_omaha(hole, board) == rank_high(hand.cards)
    assert len(set(hand.cards) & set(hole)) == 2 and len(set(hand.cards) & set(board)) == 3
    assert hand.cards[:3] == parse_cards("9s 9h 9d") and hand.cards[3:] == parse_cards("Kd Kc")
    assert hand == evaluate_high(hand.cards)  # the same scale as hold'em
    assert evaluate_omaha("Qh 3h Tc 3d", "Ah Kh 7h 2h 9c") > evaluate_omaha("Qh Jc Tc 3d", "Ah Kh 7h 2h 9c")


@given(full_deals)
def test_evaluate_omaha_uses_two_and_three(deal: tuple[list[int], list[int]]) -> None:
    hole, board = deal
    hand = evaluate_omaha(hole, board)
    assert hand.value == rank_omaha(hole, board) == rank_high(hand.cards)
    assert len(set(hand.cards) & set(hole)) == 2 and len(set(hand.cards) & set(board)) == 3
    assert str(hand) == str(evaluate_high(hand.cards)) and hand.cards == evaluate_high(hand.cards).cards


# --- Omaha eight-or-better ----------------------------------------------------------------------


@given(deals, deals)
def test_omaha8_orders_like_the_reference(a: tuple[list[int], list[int]], b: tuple[list[int], list[int]]) -> None:
    ra, rb = ref_omaha8(*a), ref_omaha8(*b)
    va, vb = rank_omaha8(*a), rank_omaha8(*b)
    assert (va == 0) == (ra is None) and (vb == 0) == (rb is None)
    if ra is not None and rb is not None:
        assert _sign(va - vb) == _cmp(ra, rb)


@given(deals)
def test_omaha8_is_on_the_low8_scale(deal: tuple[list[int], list[int]]) -> None:
    assert rank_omaha8(*deal) == brute_omaha8(*deal)


LOW_RANKS = (12, 0, 1, 2, 3, 4, 5, 6)  # ace to eight


def test_omaha8_every_pair_of_low_rank_sets() -> None:
    """Every set of two to six low hole ranks against every set of three to five low board ranks
    (43,316 pairs), the other cards high ones, against the best of the library's five-card lows."""
    filler_hole = [r * 4 + 2 for r in (11, 10, 9, 8)]  # K Q J T of hearts
    filler_board = [r * 4 + 3 for r in (11, 10)]  # K Q of spades
    checked = 0
    for hole_size in range(2, 7):
        for hole_ranks in combinations(LOW_RANKS, hole_size):
            hole = [r * 4 for r in hole_ranks] + filler_hole[: max(0, 4 - hole_size)]
            for board_size in range(3, 6):
                for board_ranks in combinations(LOW_RANKS, board_size):
                    board = [r * 4 + 1 for r in board_ranks] + filler_board[: max(0, 3 - board_size)]
                    assert rank_omaha8(hole, board) == brute_omaha8(hole, board), (hole, board)
                    checked += 1
    assert checked == sum(comb(8, k) for k in range(2, 7)) * sum(comb(8, k) for k in range(3, 6)) == 43_316


def test_omaha8_rules() -> None:
    assert str(evaluate_omaha8("Ac 2d Kh Ks", "3s 5h 8c Qd Jc")) == "Eight-five low"
    assert evaluate_omaha8("Ac 2d 3h 4s", "5c 6d Kh Qs Jc") is None  # two low cards on the board
    assert str(evaluate_omaha8("Ac 2d 3h 4s", "5c 6d 7h Qs Jc")) == "Seven-six low"  # three board cards must play
    # Counterfeit: the board's ace pairs the hole's, and 3-5 are only two more.
    assert evaluate_omaha8("Ac 2d Kh Ks", "Ah 3s 5d Qc Jc") is None
    assert rank_low8(parse_cards("Ac 2d 3h 4s 5c")) == 56  # three hole cards and two board cards: no Omaha low above
    # A pair in the hole counts once.
    assert str(evaluate_omaha8("Ac Ad 2h Ks", "3s 4h 9d Tc 8c")) == "Eight-four low"
    hand = evaluate_omaha8("Ac 2d Kh Ks", "3s 5h 8c Qd Jc")
    assert hand is not None and hand.ranking is Ranking.LOW8 and hand.value == rank_low8(hand.cards)
    assert hand == evaluate_low8(hand.cards)


# --- short deck ---------------------------------------------------------------------------------

ALL_SHORT_FIVES = list(combinations(SHORT_PACK, 5))

STRAIGHTS = 6  # tops nine (A-6-7-8-9) to ace
EXPECTED_SHORT_COUNTS = {
    ShortDeckCategory.STRAIGHT_FLUSH: STRAIGHTS * 4,
    ShortDeckCategory.FOUR_OF_A_KIND: 9 * 8 * 4,
    ShortDeckCategory.FLUSH: (comb(9, 5) - STRAIGHTS) * 4,
    ShortDeckCategory.FULL_HOUSE: 9 * comb(4, 3) * 8 * comb(4, 2),
    ShortDeckCategory.STRAIGHT: STRAIGHTS * (4**5 - 4),
    ShortDeckCategory.THREE_OF_A_KIND: 9 * comb(4, 3) * comb(8, 2) * 4**2,
    ShortDeckCategory.TWO_PAIR: comb(9, 2) * comb(4, 2) ** 2 * 7 * 4,
    ShortDeckCategory.PAIR: 9 * comb(4, 2) * comb(8, 3) * 4**3,
    ShortDeckCategory.HIGH_CARD: (comb(9, 5) - STRAIGHTS) * (4**5 - 4),
}
EXPECTED_SHORT_CLASSES = (comb(9, 5) - STRAIGHTS) * 2 + STRAIGHTS * 2 + 9 * comb(8, 3) + comb(9, 2) * 7 + 9 * comb(8, 2) + 9 * 8 * 2


def test_short_deck_category_counts_over_every_five_card_hand() -> None:
    assert len(ALL_SHORT_FIVES) == comb(36, 5) == 376_992 == sum(EXPECTED_SHORT_COUNTS.values())
    values = Counter(map(rank_short_deck, ALL_SHORT_FIVES))
    assert len(values) == SHORT_DECK_CLASSES == EXPECTED_SHORT_CLASSES == 1404
    assert min(values) == 1 and max(values) == SHORT_DECK_CLASSES
    categories: Counter[ShortDeckCategory] = Counter()
    for value, count in values.items():
        categories[SHORT_DECK.category(value)] += count
    assert categories == EXPECTED_SHORT_COUNTS


def test_every_short_deck_five_card_hand_orders_like_the_reference() -> None:
    """Fast values and reference scores correspond one to one over all hands, in the same order."""
    by_value: dict[int, tuple[int, tuple[int, ...]]] = {}
    for hand in ALL_SHORT_FIVES:
        value = rank_short_deck(hand)
        score = ref_short_five(hand)
        assert by_value.setdefault(value, score) == score
    ordered = [by_value[v] for v in sorted(by_value)]
    assert ordered == sorted(ordered) and len(set(ordered)) == len(ordered)
    for value, (category, _) in by_value.items():  # the reference's category numbers are the enum's
        assert SHORT_DECK.category(value) == category


@given(short_hands, short_hands)
def test_short_deck_orders_like_the_reference(a: list[int], b: list[int]) -> None:
    assert _sign(rank_short_deck(a) - rank_short_deck(b)) == _cmp(ref_short(a), ref_short(b))


@given(short_hands)
def test_short_deck_is_the_best_five(cards: list[int]) -> None:
    assert rank_short_deck(cards) == max(rank_short_deck(five) for five in combinations(cards, 5))
    hand = evaluate_short_deck(cards)
    assert hand.value == rank_short_deck(cards) == rank_short_deck(hand.cards) and set(hand.cards) <= set(cards)


def _sd(text: str) -> int:
    return rank_short_deck(parse_cards(text))


def test_short_deck_orderings() -> None:
    assert _sd("Ah Kh 9h 8h 6h") > _sd("Ac Ad As Kc Kd")  # the worst flush beats the best full house
    assert _sd("6s 7s 8s 9s Js") > _sd("Ac Ad As Kc Kd")
    assert _sd("As 6s 7s 8s 9s") > _sd("Ac Ad Ah As Kc") > _sd("Ah Kh Qh Jh 9h")  # quads between a straight flush and a flush
    assert _sd("As 6s 7s 8s 9s") > _sd("Ah Kh Qh Jh 9h")  # A-6-7-8-9 suited: a straight flush
    assert _sd("Ac 6d 7h 8s 9c") < _sd("6c 7d 8h 9s Tc") < _sd("Tc Jd Qh Ks Ac")  # A-6-7-8-9 the lowest straight
    assert _sd("Ac 6d 7h 8s 9c") > _sd("Ac Ad As Kc Qd")  # three of a kind stays below a straight (PokerKit)
    assert _sd("Ac 6d 7h 8s 9c Kd Kh") > _sd("Kc Kd Qh Qs Jc 6d 7h")  # seven cards: the straight over two pair
    assert evaluate_high("Ac 6d 7h 8s 9c Kd Kh").category is HighCategory.PAIR  # where the full pack sees kings
    assert SHORT_DECK.category(_sd("Ac 6d 7h 8s 9c")) is ShortDeckCategory.STRAIGHT
    assert SHORT_DECK.category(_sd("Ac Kd 7h 8s 9c")) is ShortDeckCategory.HIGH_CARD  # no wrap-around
    assert SHORT_DECK.category(_sd("Kc Ad 6h 7s 8c")) is ShortDeckCategory.HIGH_CARD
    assert _sd("Jc 9d 8h 7s 6c") == 1 and _sd("As Ks Qs Js Ts") == SHORT_DECK_CLASSES
    assert list(ShortDeckCategory) == sorted(ShortDeckCategory)  # bigger is better, in declaration order
    assert ShortDeckCategory.FLUSH > ShortDeckCategory.FULL_HOUSE > ShortDeckCategory.STRAIGHT > ShortDeckCategory.THREE_OF_A_KIND


def test_the_wheel_does_not_exist() -> None:
    with pytest.raises(ValueError, match="card 2 is 2d, below the six"):
        rank_short_deck(parse_cards("Ac 2d 3h 4s 5c"))
    assert ref_short_five(parse_cards("Ac 6d 7h 8s 9c"))[0] == 4 and ref_short_five(parse_cards("Ac Kd 7h 8s 9c"))[0] == 0


def test_short_deck_hand_values() -> None:
    flush, full = evaluate_short_deck("Ah Kh 9h 8h 6h"), evaluate_short_deck("Kc Kd Ks 6c 6d")
    assert (str(flush), str(full)) == ("Flush, ace high", "Full house, kings over sixes")
    assert flush > full and flush.category is ShortDeckCategory.FLUSH and full.category is ShortDeckCategory.FULL_HOUSE
    assert flush.ranking is SHORT_DECK and SHORT_DECK.label == "short-deck high" and not SHORT_DECK.is_low
    straight = evaluate_short_deck("9c 8d 7h 6s Ac Kd Kh")
    assert str(straight) == "Straight, nine high" and straight.cards == parse_cards("9c 8d 7h 6s Ac")
    assert [r.word for r in straight.ranks] == ["nine", "eight", "seven", "six", "ace"]
    assert str(evaluate_short_deck("As 6s 7s 8s 9s")) == "Straight flush, nine high"
    assert str(evaluate_short_deck("As Ks Qs Js Ts 6c")) == "Royal flush"
    assert str(evaluate_short_deck("6c 6d 6h 6s 7c")) == "Four of a kind, sixes"
    assert str(evaluate_short_deck("Kc Kd 7h 7s 8c")) == "Two pair, kings and sevens"
    assert str(evaluate_short_deck("Jc 9d 8h 7s 6c")) == "High card, jack"
    assert isinstance(flush.ranker, ShortDeckRanker) and flush.ranker.evaluate(flush.cards) == flush
    with pytest.raises(TypeError, match="cannot compare a short-deck high hand with a high hand"):
        _ = flush > evaluate_high("Ah Kh 9h 8h 6h")
    assert HandValue(SHORT_DECK, 1) < HandValue(SHORT_DECK, 2) and str(HandValue(SHORT_DECK, 1404)) == "Royal flush"


def test_short_deck_describes_every_class() -> None:
    words = {str(HandValue(SHORT_DECK, v)) for v in range(1, SHORT_DECK_CLASSES + 1)}
    assert "Straight, nine high" in words and "Full house, sixes over aces" in words and len(words) > 100


# --- rankers ------------------------------------------------------------------------------------


def test_rankers_and_their_names() -> None:
    assert find_ranking("omaha") == OmahaRanker() and find_ranking("OMAHA8") == OmahaEightRanker()
    assert find_ranking("short deck") == ShortDeckRanker()
    assert OmahaRanker.flat is False and OmahaEightRanker.flat is False and ShortDeckRanker.flat is True
    assert OmahaRanker().ranking is Ranking.HIGH and OmahaEightRanker().ranking is Ranking.LOW8 and ShortDeckRanker().ranking is SHORT_DECK
    assert OmahaEightRanker().ranking.is_low


def test_omaha_rankers_read_the_holding() -> None:
    held = CardsHeld(parse_cards("Qh 3h Tc 3d"), board=parse_cards("Ah Kh 7h 2h 9c"))
    assert OmahaRanker().rank(held) == rank_omaha(held.down, held.board) == rank_high(parse_cards("Ah Kh 7h Qh 3h"))
    assert str(OmahaRanker().evaluate(held)) == "Flush, ace high"
    assert HighRanker().rank(held) == OmahaRanker().rank(held)  # here the flat hold'em reading agrees
    low = CardsHeld(parse_cards("Ac 2d Kh Ks"), board=parse_cards("3s 5h 8c Qd Jc"))
    assert OmahaEightRanker().rank(low) == rank_omaha8(low.down, low.board) == 34
    assert str(OmahaEightRanker().evaluate(low)) == "Eight-five low"
    none = CardsHeld(parse_cards("Ac 2d Kh Ks"), board=parse_cards("Ah 3s 5d Qc Jc"))
    assert OmahaEightRanker().rank(none) == 0 and OmahaEightRanker().evaluate(none) is None
    # A seat's face-up cards are its own (hole) cards too.
    split = CardsHeld(parse_cards("Qh Tc"), parse_cards("3h 3d"), parse_cards("Ah Kh 7h 2h 9c"))
    assert OmahaRanker().rank(split) == OmahaRanker().rank(held)


@pytest.mark.parametrize("ranker", [OmahaRanker(), OmahaEightRanker()], ids=["high", "low8"])
def test_omaha_rankers_refuse_a_flat_hand(ranker: OmahaRanker | OmahaEightRanker) -> None:
    with pytest.raises(ValueError, match="needs them apart: a CardsHeld"):
        ranker.rank(parse_cards("Qh 3h Tc 3d Ah Kh 7h 2h 9c"))
    with pytest.raises(ValueError, match="not a flat hand of 9 cards"):
        ranker.evaluate(parse_cards("Qh 3h Tc 3d Ah Kh 7h 2h 9c"))
    with pytest.raises(ValueError, match="needs them apart: .* not card text"):
        ranker.evaluate("Qh 3h Tc 3d Ah Kh 7h 2h 9c")
    with pytest.raises(ValueError, match="not int 7"):
        ranker.rank(7)  # type: ignore[arg-type]


def test_short_deck_ranker() -> None:
    ranker = ShortDeckRanker()
    assert ranker.rank(parse_cards("Ah Kh 9h 8h 6h")) > ranker.rank(parse_cards("Kc Kd Ks 6c 6d"))
    assert str(ranker.evaluate("Ac 6d 7h 8s 9c Kd Kh")) == "Straight, nine high"


# --- bad input ----------------------------------------------------------------------------------

HOLE, BOARD = [51, 47, 43, 39], [35, 31, 27, 23, 19]


@pytest.mark.parametrize("function", [rank_omaha, rank_omaha8])
@pytest.mark.parametrize(
    ("hole", "board", "message"),
    [
        ([-1, 47, 43, 39], BOARD, "hole card 1 is -1, not a card"),
        (HOLE, [35, 31, 27, 23, 52], "board card 5 is 52, not a card .* no jokers"),
        (HOLE, [35, 31, 27, 23, 53], "board card 5 is 53"),
        (HOLE, [35, 31, 27, 23, 60], "board card 5 is 60"),
        (HOLE, [35, 31, 27, 23, 64], "board card 5 is 64"),
        ([51, 47, 43, 10**9], BOARD, "hole card 4 is 1000000000"),
        ([51, 47, 43, -52], BOARD, "hole card 4 is -52"),
        ([51, 47, 43], BOARD, "got 3 hole and 5 board cards"),
        ([51, 47, 43, 39, 0, 1, 2], BOARD, "got 7 hole and 5 board cards"),
        (HOLE, [35, 31], "got 4 hole and 2 board cards"),
        (HOLE, [35, 31, 27, 23, 19, 15], "got 4 hole and 6 board cards"),
        ([51, 51, 43, 39], BOARD, "As appears twice in the hole"),
        (HOLE, [35, 31, 27, 35, 19], "Ts appears twice on the board"),
        (HOLE, [35, 31, 27, 23, 51], "As is both a hole card and a board card"),
        ([51, 47, 43, 39, 2], [35, 31, 35], "Ts appears twice on the board"),
        ([51, 47, 43, 39, 2], [35, 31, 2], "2h is both a hole card and a board card"),
        ([51, 47, 43, 39, 2], [35, 31, 99], "board card 3 is 99"),
        ([51, 47, 43, "x"], BOARD, "hole card 4 is 'x'"),
        ([51, 47, 43, 39.0], BOARD, "hole card 4 is 39.0"),
        ([51, 47, 43, 39, 30, None], BOARD, "hole card 6 is None"),
    ],
)
def test_omaha_refuses_bad_input(function: object, hole: list[object], board: list[object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        function(hole, board)  # type: ignore[operator]


@pytest.mark.parametrize("function", [rank_omaha, rank_omaha8])
def test_omaha_refuses_what_is_not_a_sequence(function: object) -> None:
    with pytest.raises(TypeError, match="the board cards are int 5"):
        function(HOLE, 5)  # type: ignore[operator]
    with pytest.raises(TypeError, match="the hole cards are list_iterator"):
        function(iter(HOLE), BOARD)  # type: ignore[operator]
    with pytest.raises(TypeError, match="the hole cards are str"):
        function("As Ks Qs Js", BOARD)  # type: ignore[operator]
    for evaluate in (evaluate_omaha, evaluate_omaha8):
        with pytest.raises(TypeError):
            evaluate(HOLE, 5)  # type: ignore[arg-type]


@pytest.mark.parametrize("function", [evaluate_omaha, evaluate_omaha8])
@pytest.mark.parametrize(("hole", "board"), [([-1, 47, 43, 39], BOARD), (HOLE, [35, 31, 27, 23, 60]), ([51, 51, 43, 39], BOARD), (HOLE, [35, 31])])
def test_evaluate_omaha_refuses_bad_cards(function: object, hole: list[int], board: list[int]) -> None:
    with pytest.raises(ValueError):
        function(hole, board)  # type: ignore[operator]


@pytest.mark.parametrize(
    ("hole", "board", "message"),
    [
        ("As Ks Qs", "Js Ts 9s 8s 7s", "an Omaha hand takes 4 to 6 hole cards and 3 to 5 board cards, all different: got 3 hole"),
        ("As Ks Qs Jk", "Js Ts 9s 8s 7s", "hole card 4 is Card\\('Jk'\\), not a card .* no jokers"),
        ("As Ks Qs Js", "Js Ts 9s 8s 7s", "Js is both a hole card and a board card"),
    ],
)
def test_evaluate_omaha_refuses_bad_input(hole: str, board: str, message: str) -> None:
    for function in (evaluate_omaha, evaluate_omaha8):
        with pytest.raises(ValueError, match=message):
            function(hole, board)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([16, 20, 24, 28, 15], "card 5 is 5s, below the six"),
        ([0, 20, 24, 28, 32], "card 1 is 2c, below the six"),
        ([16, 20, 24, 28, -1], "card 5 is -1, not a card"),
        ([16, 20, 24, 28, 52], "card 5 is 52, not a card .*no jokers"),
        ([16, 20, 24, 28, 60], "card 5 is 60, not a card"),
        ([16, 20, 24, 28, 64], "card 5 is 64, not a card"),
        ([16, 20, 24, 28, 16], "6c appears twice"),
        ([16, 20, 24, 28], "got 4"),
        ([16, 20, 24, 28, 32, 36, 40, 44], "got 8"),
        ([16, 20, 24, 28, "x"], "card 5 is 'x'"),
        ([16, 20, 24, 28, 32, 36, 40.0], "card 7 is 40.0"),
    ],
)
def test_short_deck_refuses_bad_input(cards: list[object], message: str) -> None:
    with pytest.raises(ValueError, match=f"rank_short_deck takes 5 to 7 distinct cards of the short deck.*{message}"):
        rank_short_deck(cards)  # type: ignore[arg-type]
    with pytest.raises((TypeError, ValueError)):  # a float is no Card: TypeError, as for evaluate_high
        evaluate_short_deck(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("card", range(16))
def test_short_deck_refuses_every_card_below_six(card: int) -> None:
    for size in (5, 6, 7):
        hand = [51, 47, 43, 39, 35, 31][: size - 1] + [card]
        for position in (0, size - 1):
            cards = hand[:]
            cards.insert(position, cards.pop())
            with pytest.raises(ValueError, match="below the six"):
                rank_short_deck(cards)


def test_short_deck_refuses_what_is_not_a_sequence() -> None:
    with pytest.raises(TypeError, match="not int 5"):
        rank_short_deck(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not str"):
        rank_short_deck("As Ks Qs Js Ts")  # type: ignore[arg-type]


# --- tables -------------------------------------------------------------------------------------


def test_import_builds_no_flop_table() -> None:
    code = (
        "import pokervariants\n"
        "from pokervariants.evaluation import omaha, short_deck\n"
        "from pokervariants.evaluation.tables import LazyTable\n"
        "left = [m.__name__ + '.' + k for m in (omaha, short_deck) for k, v in vars(m).items() if isinstance(v, LazyTable)]\n"
        "print(len(left), sum(map(len, omaha._ROWS)))\n"
        "pokervariants.build_tables()\n"
        "left = [k for m in (omaha, short_deck) for k, v in vars(m).items() if isinstance(v, LazyTable)]\n"
        "print(len(left), sum(map(len, omaha._ROWS)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["6", "0", "0", "8450"]  # Omaha: flush, eight-or-better; short deck: three rank tables, flush
