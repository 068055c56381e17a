from __future__ import annotations

import pytest

from pokervariants import (
    BaileyCategory,
    Card,
    HandValue,
    HighCategory,
    LowCategory,
    Ranking,
    evaluate_bailey,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
    parse_cards,
    rank_high,
)


@pytest.mark.parametrize(
    ("text", "category", "description", "used"),
    [
        ("As Ks Qs Js Ts 2c 3c", HighCategory.STRAIGHT_FLUSH, "Royal flush", "As Ks Qs Js Ts"),
        ("5d 4d 3d 2d Ad Kc Kh", HighCategory.STRAIGHT_FLUSH, "Straight flush, five high", "5d 4d 3d 2d Ad"),
        ("9c 9d 9h 9s Kd 2c 3d", HighCategory.FOUR_OF_A_KIND, "Four of a kind, nines", "9s 9h 9d 9c Kd"),
        ("Kh Kd Ks 4c 4d 4h 7h", HighCategory.FULL_HOUSE, "Full house, kings over fours", "Ks Kh Kd 4h 4d"),
        ("Ah Qh 9h 5h 2h Ks Kd", HighCategory.FLUSH, "Flush, ace high", "Ah Qh 9h 5h 2h"),
        ("Th 9c 8d 7s 6h 6c 2d", HighCategory.STRAIGHT, "Straight, ten high", "Th 9c 8d 7s 6h"),
        ("7c 7d 7h As Kd 2c 3d", HighCategory.THREE_OF_A_KIND, "Three of a kind, sevens", "7h 7d 7c As Kd"),
        ("Ac Ad 8h 8s Kd 6c 6d", HighCategory.TWO_PAIR, "Two pair, aces and eights", "Ad Ac 8s 8h Kd"),
        ("Jc Jd 8h 6s 4d 3c 2d", HighCategory.PAIR, "Pair of jacks", "Jd Jc 8h 6s 4d"),
        ("Ac Jd 8h 6s 4d 3c 2d", HighCategory.HIGH_CARD, "High card, ace", "Ac Jd 8h 6s 4d"),
        ("6c 6d 6h 6s 2d", HighCategory.FOUR_OF_A_KIND, "Four of a kind, sixes", "6s 6h 6d 6c 2d"),
    ],
)
def test_high_descriptions_and_cards(text: str, category: HighCategory, description: str, used: str) -> None:
    hand = evaluate_high(text)
    assert hand.category is category
    assert str(hand) == description
    assert hand.cards == parse_cards(used)
    assert hand.ranking is Ranking.HIGH and hand.value == rank_high(parse_cards(text))


def test_eight_and_nine_cards_find_quads_over_a_flush() -> None:
    hand = evaluate_high("2s 5s 7s 9s Js 9c 9d 9h")
    assert hand.category is HighCategory.FOUR_OF_A_KIND
    nine = evaluate_high("2s 5s 7s 9s Js 9c 9d 9h Ah")
    assert str(nine) == "Four of a kind, nines" and nine.cards[-1] == Card("Ah")
    assert evaluate_high("2s 5s 7s 9s Js 3c 4d 8h").category is HighCategory.FLUSH


@pytest.mark.parametrize(
    ("text", "category", "description", "used"),
    [
        ("5c 4d 3h 2s Ac Kd Kh", LowCategory.NO_PAIR, "Five-four low", "5c 4d 3h 2s Ac"),
        ("7c 5d 3h 2s Ac Kd Kh", LowCategory.NO_PAIR, "Seven-five low", "7c 5d 3h 2s Ac"),
        ("Kc Kd Qh Qc Jd Jh 9s", LowCategory.PAIR, "Pair of jacks", "Jh Jd Kd Qh 9s"),
        ("Kc Kd Qh Qc 2d 2h 2s", LowCategory.TWO_PAIR, "Two pair, queens and twos", "Qh Qc 2s 2h Kd"),
    ],
)
def test_low_descriptions(text: str, category: LowCategory, description: str, used: str) -> None:
    hand = evaluate_low(text)
    assert (hand.category, str(hand), hand.cards) == (category, description, parse_cards(used))


def test_low_order_examples_from_rules() -> None:
    assert evaluate_low("6c 5d 4h 3s 2c") > evaluate_low("7c 5d 3h 2s Ac")  # 2.3
    assert evaluate_low("Kc Qd Jh 9s 8c") > evaluate_low("Ac Ad 2h 3s 4c")  # unpaired beats paired
    assert evaluate_low("Ac Ad 2h 3s 4c") > evaluate_low("2c 2d 3h 4s 5c")  # pair of aces beats pair of twos
    assert evaluate_low("As 2s 3s 4s 5s") == evaluate_low("Ah 2c 3d 4h 5c")  # flushes and straights do not count


def test_low8() -> None:
    hand = evaluate_low8("8c 7d 6h 5s 4c Kd Kh")
    assert hand is not None and str(hand) == "Eight-seven low" and hand.category is LowCategory.NO_PAIR
    assert evaluate_low8("9c 7d 6h 5s 4c Kd Kh") is None
    assert evaluate_low8("Ac 2d 3h 4s 4c 5d Kh") == evaluate_low8("As 2s 3s 4s 5s")


@pytest.mark.parametrize(
    ("text", "category", "description"),
    [
        ("As Ah Ad 2c 3c", BaileyCategory.PRIAL, "Prial of aces"),
        ("Qh Kh Ah 2c 2s", BaileyCategory.STRAIGHT_FLUSH, "Straight flush, queen-king-ace"),
        ("Qh Kd Ac 2c 2s", BaileyCategory.STRAIGHT, "Straight, queen-king-ace"),
        ("Ah 2d 3c 9c Js", BaileyCategory.STRAIGHT, "Straight, ace-two-three"),
        ("Kh Ad 2c 7c 9s", BaileyCategory.HIGH_CARD, "High card, ace-king-nine"),
        ("7h 7d 3c 4s Jk", BaileyCategory.PAIR, "Pair of sevens"),
        ("Ah 9h 4h Kc 7d", BaileyCategory.FLUSH, "Flush, ace-nine-four"),
    ],
)
def test_bailey_descriptions(text: str, category: BaileyCategory, description: str) -> None:
    hand = evaluate_bailey(text)
    assert (hand.category, str(hand)) == (category, description)
    assert len(hand.cards) == 3 and all(c < 52 for c in hand.cards)


def test_bailey_order_from_rules() -> None:
    prial, sf, straight, pair, flush = (
        evaluate_bailey(t) for t in ("2c 2d 2h", "Qh Kh Ah", "As 2d 3c", "Ac Ad Kc", "Ah 9h 4h")
    )
    assert prial > sf > straight > pair > flush
    assert evaluate_bailey("Ah Ad Ac") > evaluate_bailey("Kh Kd Kc")  # ace prial is best
    assert evaluate_bailey("As 2d 3c") < evaluate_bailey("2s 3d 4c")  # A-2-3 is the lowest straight
    assert evaluate_bailey("Ks Ad 2c").category is BaileyCategory.HIGH_CARD  # K-A-2 is no straight
    assert evaluate_bailey("Ac Kd 4c") > evaluate_bailey("Ad Kh 3s")  # ties go to the next card


def test_hand_values_compare_and_hash() -> None:
    a = evaluate_high("As Ks Qs Js Ts")
    b = evaluate_high("Ah Kh Qh Jh Th")
    assert a == b and hash(a) == hash(b) and a.cards != b.cards
    assert a >= b and a <= b and not a < b
    assert a != evaluate_low("As 2s 3s 4s 5s")
    with pytest.raises(TypeError, match="cannot compare"):
        _ = a < evaluate_low("As 2s 3s 4s 5s")
    assert len({a, b}) == 1
    assert HandValue(Ranking.HIGH, 12194).category is HighCategory.STRAIGHT_FLUSH


def test_evaluate_accepts_text_cards_and_ints() -> None:
    text = "As Kd Qh Jc 9s 2d 3c"
    assert evaluate_high(text) == evaluate_high(parse_cards(text)) == evaluate_high([int(c) for c in parse_cards(text)])
