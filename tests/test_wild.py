"""The wild-card resolver against brute-force oracles (RULES.md 2.2)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import (
    BaileyRanker,
    Card,
    EightOrBetterRanker,
    HighCategory,
    HighRanker,
    LowRanker,
    Rank,
    Ranker,
    evaluate_high,
    evaluate_low,
    evaluate_low8,
    parse_cards,
    parse_wild,
    rank_high,
    rank_low,
    rank_low8,
)

from . import reference, wild_oracle

WILD_RULES = {"39": {1, 7}, "2": {0}, "": set(), "A": {12}}


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _cmp(a: object, b: object) -> int:
    return (a > b) - (a < b)  # type: ignore[operator]


@st.composite
def wild_hand(draw: st.DrawFn, sizes: tuple[int, int], rule: str, most_wild: int = 4) -> list[int]:
    """A hand of distinct cards (jokers possible) with at most ``most_wild`` wild cards, often several."""
    wild_ranks = WILD_RULES[rule]
    wild_cards = [c for c in range(54) if c >= 52 or c // 4 in wild_ranks]
    natural_cards = [c for c in range(52) if c // 4 not in wild_ranks]
    size = draw(st.integers(*sizes))
    wilds = draw(st.integers(0, min(most_wild, size, len(wild_cards))))
    hand = draw(st.lists(st.sampled_from(wild_cards), min_size=wilds, max_size=wilds, unique=True))
    hand += draw(st.lists(st.sampled_from(natural_cards), min_size=size - wilds, max_size=size - wilds, unique=True))
    return draw(st.permutations(hand))


@settings(max_examples=60)
@given(st.data(), st.sampled_from(sorted(WILD_RULES)))
def test_reduced_oracle_equals_literal_substitution(data: st.DataObject, rule: str) -> None:
    hand = data.draw(wild_hand((5, 6), rule, most_wild=2))
    assert wild_oracle.high(hand, WILD_RULES[rule]) == wild_oracle.high_literal(hand, WILD_RULES[rule])


@given(st.data(), st.sampled_from(sorted(WILD_RULES)))
def test_high_orders_like_oracle(data: st.DataObject, rule: str) -> None:
    a = data.draw(wild_hand((5, 11), rule))
    b = data.draw(wild_hand((5, 11), rule))
    fast = _sign(rank_high(a, wild=rule) - rank_high(b, wild=rule))
    assert fast == _cmp(wild_oracle.high(a, WILD_RULES[rule]), wild_oracle.high(b, WILD_RULES[rule]))


@given(st.data(), st.sampled_from(sorted(WILD_RULES)))
def test_wild_hand_against_natural_hand(data: st.DataObject, rule: str) -> None:
    """Natural and wild hands share one scale: a wild-rule value compares with a plain one."""
    a = data.draw(wild_hand((5, 7), rule))
    b = data.draw(st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True))
    fast = _sign(rank_high(a, wild=rule) - rank_high(b))
    assert fast == _cmp(wild_oracle.high(a, WILD_RULES[rule]), reference.high(b))


@given(st.data(), st.sampled_from(sorted(WILD_RULES)))
def test_played_cards_make_the_value(data: st.DataObject, rule: str) -> None:
    hand = data.draw(wild_hand((5, 9), rule))
    value = evaluate_high(hand, wild=rule)
    assert len(value.cards) == 5 and set(value.cards) <= set(hand)
    assert [held for held, _ in value.wild] == [c for c in value.cards if c in dict(value.wild)]
    assert reference.high_five(value.played) == wild_oracle.high(hand, WILD_RULES[rule])
    assert value.value == rank_high(hand, wild=rule)


@given(st.data(), st.sampled_from(sorted(WILD_RULES)))
def test_low_orders_like_oracle(data: st.DataObject, rule: str) -> None:
    a = data.draw(wild_hand((5, 7), rule))
    b = data.draw(wild_hand((5, 7), rule))
    wild = WILD_RULES[rule]
    assert _sign(rank_low(a, wild=rule) - rank_low(b, wild=rule)) == _cmp(wild_oracle.low(a, wild), wild_oracle.low(b, wild))
    low8_a, low8_b = wild_oracle.low8(a, wild), wild_oracle.low8(b, wild)
    assert (rank_low8(a, wild=rule) == 0) == (low8_a is None)
    if low8_a is not None and low8_b is not None:
        assert _sign(rank_low8(a, wild=rule) - rank_low8(b, wild=rule)) == _cmp(low8_a, low8_b)


@pytest.mark.parametrize(
    ("text", "wild", "description", "played"),
    [
        ("9c 9d 9h 3s Jk 2c 4d", "39", "Five of a kind, aces (five wild)", "As Ah Ad Ac As"),
        ("Kc Kd Kh 3s Jk 2c 4d", "39", "Five of a kind, kings (two wild)", "Kh Kd Kc Ks Ks"),
        ("As Ks Qs Js 3d 2c 4d", "39", "Royal flush (one wild)", "As Ks Qs Js Ts"),
        ("As 8s 7s 4s 3d 2c Kd", "39", "Flush, ace high (one wild)", "As As 8s 7s 4s"),
        ("Ah Kd 5s 4c 2d Jk 7c", "", "Straight, five high (one wild)", "5s 4c 3s 2d Ah"),
        ("2c 2d 7h 8s Kd Qc 4s", "2", "Straight, eight high (two wild)", "8s 7h 6s 5s 4s"),
        ("2c 2d 7h 9s Kd 4c", "2", "Three of a kind, kings (two wild)", "Kd Ks Kh 9s 7h"),
        ("Ts Js Qs Ks As 2d 3c", "2", "Royal flush", "As Ks Qs Js Ts"),
    ],
)
def test_wild_descriptions(text: str, wild: str, description: str, played: str) -> None:
    value = evaluate_high(text, wild=wild)
    assert str(value) == description
    assert " ".join(map(str, value.played)) == played


def test_five_of_a_kind_beats_a_straight_flush() -> None:
    five = evaluate_high("2c 2d 2h 3s 9d 4c 5c", wild="39")
    assert five.category is HighCategory.FIVE_OF_A_KIND
    assert five > evaluate_high("As Ks Qs Js Ts 2d 3c")
    assert rank_high(parse_cards("Jk Jk 2c 2d 2h")) > rank_high(parse_cards("As Ks Qs Js Ts"))


def test_natural_and_wild_hands_tie_unless_natural_beats_wild() -> None:
    natural = "As Ks Qs Js Ts 2d 4c"
    wild = "As Ks Qs Js 3s 2d 4c"
    assert rank_high(parse_cards(natural), wild="39") == rank_high(parse_cards(wild), wild="39")
    assert evaluate_high(natural, wild="39") == evaluate_high(wild, wild="39")
    ranker = HighRanker(wild="39", natural_beats_wild=True)
    a, b = ranker.rank(parse_cards(natural)), ranker.rank(parse_cards(wild))
    assert a > b
    assert a // 8 == b // 8 == rank_high(parse_cards(natural), wild="39")
    assert evaluate_high(natural, wild="39", natural_beats_wild=True) > evaluate_high(wild, wild="39", natural_beats_wild=True)
    # a wild card held but not needed does not count against the hand
    held_not_needed = parse_cards("As Ks Qs Js Ts 3d 4c")
    assert ranker.rank(held_not_needed) == a
    # jokers only: the option still applies
    jokers = HighRanker(natural_beats_wild=True)
    assert jokers.rank(parse_cards("As Ks Qs Js Ts 2d")) > jokers.rank(parse_cards("As Ks Qs Js Jk 2d"))


def test_low_wild_takes_lowest_missing_rank() -> None:
    value = evaluate_low("Jk 2c 3d 4h 8s Kd Kh")
    assert str(value) == "Eight-four low (one wild)" and value.wild == ((Card("Jk"), Card("As")),)
    assert rank_low(parse_cards("3c 9d Ah 2s 5c"), wild="39") == rank_low(parse_cards("3c 4d Ah 2s 5c"))
    assert str(evaluate_low8("9c 3d 7h Ks Qc 6d 8h", wild="39")) == "Eight-seven low (two wild)"
    assert evaluate_low8("9c Td Jh Ks Qc 6d 8h", wild="39") is None


def test_jokers_always_wild() -> None:
    assert str(evaluate_high("Jk Jk2 Ac Ad 7h")) == "Four of a kind, aces (two wild)"
    assert rank_high(parse_cards("Jk Ac Ad Ah 7h")) == rank_high(parse_cards("Jk Ac Ad Ah 7h"), wild="")


def test_parse_wild() -> None:
    assert parse_wild("39") == parse_wild("3 9") == parse_wild([Rank.THREE, Rank.NINE]) == parse_wild({1, 7})
    assert parse_wild("10") == parse_wild("t") == 1 << 8
    with pytest.raises(ValueError, match="bad wild rank 'X'"):
        parse_wild("3X")
    with pytest.raises(ValueError, match="bad wild rank 13"):
        parse_wild([13])
    assert rank_high(parse_cards("3c 9d Ah 2s 5c 7h Kd"), wild=[Rank.THREE, Rank.NINE]) == rank_high(
        parse_cards("3c 9d Ah 2s 5c 7h Kd"), wild="39"
    )


def test_rankers() -> None:
    baseball = HighRanker(wild="39")
    assert baseball == HighRanker(wild=[Rank.NINE, Rank.THREE]) and baseball.wild == {Rank.THREE, Rank.NINE}
    assert "keys" not in repr(baseball)
    hand = parse_cards("3c 9d Ah 2s 5c 7h Kd")
    assert baseball.rank(hand) == rank_high(hand, wild="39") and baseball.evaluate(hand) == evaluate_high(hand, wild="39")
    assert HighRanker().rank(hand) == rank_high(hand)
    assert LowRanker(wild="39").rank(hand) == rank_low(hand, wild="39")
    assert LowRanker().evaluate(hand) == evaluate_low(hand)
    assert EightOrBetterRanker().rank(parse_cards("Kc Kd Qh Jc Th 9s 9d")) == 0
    assert EightOrBetterRanker(wild="9").evaluate("Kc Kd Qh Jc Th 9s 9d") is None
    three = BaileyRanker(high_card_ties="three")  # RULES.md 2.5: by default high-card ties look at all five cards
    assert three.evaluate("As Ah Ad 2c 3c").value == three.rank(parse_cards("As Ah Ad 2c 3c"))
    assert BaileyRanker().rank(parse_cards("As Ah Ad 2c 3c")) == three.rank(parse_cards("As Ah Ad 2c 3c")) << 8
    for ranker in (baseball, LowRanker(), EightOrBetterRanker(), BaileyRanker()):
        assert isinstance(ranker, Ranker)
    with pytest.raises(TypeError):
        HighRanker("39")  # type: ignore[misc]  # configuration is keyword-only


def test_a_joker_among_eight_or_more_cards_is_wild_without_a_wild_rule() -> None:
    from pokervariants import parse_cards, rank_high

    hand = parse_cards("As Ks Qs Js 2c 3d 4h Jk")
    assert rank_high(hand) == rank_high(hand, wild="") == 12194  # the joker makes the royal flush
