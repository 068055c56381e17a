"""Baseball (RULES.md 4, seed 004): scripted hands with stacked decks, and random play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import ActionKind, Baseball, Card, Deck, DealEffect, FaceUpRank, Hand, HighCategory, Rank, parse_cards
from pokervariants.engine import Acted, Awarded, Burned, CommunityDealt, Dealt, Dropped, Posted, Returned, Shown

GAME = Baseball(ante=1, small_bet=5, big_bet=10)


def deck(text: str) -> Deck:
    """The cards in dealing order, then the rest of the pack with every 3 and 4 last (so they set nothing off)."""
    top = parse_cards(text)
    rest = sorted((c for c in range(52) if c not in top), key=lambda c: (c >> 2 in (1, 2), c))
    return Deck.stacked([*top, *rest])


def legal(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def check_down(hand: Hand) -> None:
    while not hand.is_over:
        kinds = {a.kind: a for a in hand.legal_actions()}
        hand.act(kinds.get(ActionKind.MATCH_POT) or kinds.get(ActionKind.CHECK) or kinds[ActionKind.CALL])


def test_a_face_up_three_matched() -> None:
    # second street: downs Kc Qc Jc, ups 3h 8d 7s
    hand = GAME.new_hand([100, 100, 100], deck=deck("Kc Qc Jc 3h 8d 7s"))
    assert hand.actor == 0 and legal(hand) == ["match the pot 3", "fold"]
    hand.match_pot()
    assert hand.stacks[0] == 96 and hand.pots[0].amount == 6 and hand.bets == (0, 0, 0)  # dead money, not a bet
    assert hand.actor == 0 and legal(hand) == ["check", "bet 5"]  # the wild 3 showing counts as an ace


def test_a_face_up_three_dropped() -> None:
    hand = GAME.new_hand([100, 100, 100], deck=deck("Kc Qc Jc 3h 8d 7s"))
    hand.fold()
    assert hand.folded == (True, False, False) and hand.actor == 1  # 8d is the best board left


def test_two_threes_in_one_round_each_against_the_pot_as_it_stands() -> None:
    hand = GAME.new_hand([100, 100, 100], deck=deck("Kc Qc Jc 3h 8d 3s"))
    assert hand.actor == 0 and legal(hand) == ["match the pot 3", "fold"]
    hand.match_pot()
    assert hand.actor == 2 and legal(hand) == ["match the pot 6", "fold"]
    hand.match_pot()
    assert hand.pots[0].amount == 12 and hand.street == "second"


def test_a_three_without_chips_to_match_drops_or_goes_all_in() -> None:
    hand = GAME.new_hand([100, 2, 100], deck=deck("Kc Qc Jc 8d 3h 7s"))
    assert hand.folded == (False, True, False)  # one chip left after the ante: he drops
    assert [e for e in hand.events if isinstance(e, Dropped)] == [Dropped(1, "cannot afford to match the pot")]
    lenient = Baseball(ante=1, small_bet=5, big_bet=10, all_in_match=True)
    hand = lenient.new_hand([100, 2, 100], deck=deck("Kc Qc Jc 8d 3h 7s"))
    assert hand.actor == 1 and legal(hand) == ["match the pot 1", "fold"]
    hand.match_pot()
    assert hand.stacks[1] == 0 and not hand.folded[1]
    check_down(hand)
    assert sum(hand.payoffs) == 0


def test_a_face_up_four_earns_an_extra_hole_card_at_once() -> None:
    hand = GAME.new_hand([100, 100, 100], deck=deck("Kc Qc Jc 4h 2d 8d 7s"))
    dealt = [(e.seat, str(e.card), e.face_up, e.extra) for e in hand.events if isinstance(e, Dealt)]
    assert dealt[3:6] == [(0, "4h", True, False), (0, "2d", False, True), (1, "8d", True, False)]
    assert hand.down_cards(0) == parse_cards("Kc 2d")


def test_a_four_or_three_among_extra_cards_sets_nothing_off() -> None:
    # seat 0's 4h brings an extra 3d (wild, no match) ; seat 1's 4c brings an extra 4s (no further card)
    hand = GAME.new_hand([100, 100, 100], deck=deck("Kc Qc Jc 4h 3d 4c 4s 7s"))
    assert hand.down_cards(0) == parse_cards("Kc 3d") and hand.down_cards(1) == parse_cards("Qc 4s")
    assert hand.actor is not None and legal(hand)[0] == "check"  # no match decision


def test_threes_and_fours_dealt_face_down_do_nothing() -> None:
    hand = GAME.new_hand([100, 100, 100], deck=deck("3c 4d Jc Kh 8d 7s"))
    assert hand.down_cards(0) == (Card("3c"),) and hand.down_cards(1) == (Card("4d"),)
    assert legal(hand) == ["check", "bet 5"]


def test_five_of_a_kind_beats_a_straight_flush() -> None:
    # seat 0: Kc Kd and three wild cards, five kings; seat 1: a royal flush in hearts
    order = "Kc Th Kd Jh 9d Qh 9h Kh 3s Ah"  # downs Kc Th; ups Kd Jh; then 9d Qh; 9h Kh; 3s Ah
    hand = GAME.new_hand([100, 100], deck=deck(order))
    check_down(hand)
    shown = {e.seat: e.values[0] for e in hand.events if isinstance(e, Shown)}
    assert shown[0].category is HighCategory.FIVE_OF_A_KIND and shown[1].category is HighCategory.STRAIGHT_FLUSH
    assert [(e.seat, e.share) for e in hand.events if isinstance(e, Awarded)] == [(0, "all")]
    assert str(shown[0]) == "Five of a kind, kings (three wild)"
    assert [str(held) for held, _ in shown[0].wild] == ["9h", "9d", "3s"]  # the history says what each became
    assert all(played.rank is Rank.KING for _, played in shown[0].wild)


def test_natural_and_wild_hands_tie_unless_natural_beats_wild() -> None:
    # seat 0: natural A-K-Q-J-T straight; seat 1: A-K-Q-J and a 9 (wild) for the ten
    order = "As Ac Kd Kh Qs Qc Jd Jh Th 9c"
    hand = GAME.new_hand([100, 100], deck=deck(order))
    check_down(hand)
    assert hand.payoffs == (0, 0)  # a tie splits the pot
    strict = Baseball(ante=1, small_bet=5, big_bet=10, natural_beats_wild=True)
    hand = strict.new_hand([100, 100], deck=deck(order))
    check_down(hand)
    assert hand.payoffs == (1, -1)


def test_seven_card_frame() -> None:
    game = Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True)
    hand = game.new_hand([100, 100], deck=deck("Kc Qc Jc Tc 8d 7s"))
    assert hand.street == "third" and len(hand.down_cards(0)) == 2 and len(hand.up_cards(0)) == 1
    check_down(hand)
    assert all(len(hand.cards(s)) == 7 for s in range(2)) and sum(hand.payoffs) == 0


def test_most_players_each_frame() -> None:
    with pytest.raises(ValueError, match="2 to 9 players"):
        GAME.new_hand([100] * 10, seed=1)
    with pytest.raises(ValueError, match="2 to 7 players"):
        Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True).new_hand([100] * 8, seed=1)
    for seed in range(30):
        hand = GAME.new_hand([1000] * 9, seed=seed)
        check_down(hand)
        assert not hand.community  # nine players never run the five-card deal short
        seven = Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True, burn=True).new_hand([1000] * 7, seed=seed)
        check_down(seven)
        assert sum(seven.payoffs) == 0


def test_deuces_wild_and_a_queen_earns_a_card_is_a_declaration() -> None:
    from typing import ClassVar

    from attrs import frozen

    from pokervariants import HighRanker, Ranker, Variant
    from pokervariants.engine import DealHook
    from pokervariants.variants import HighOpener, Opener, Street
    from pokervariants.variants.baseball import FIVE_CARD_STREETS

    @frozen(kw_only=True)
    class Queens(Variant):
        name: ClassVar[str] = "Deuces wild, queens earn a card"
        streets: ClassVar[tuple[Street, ...]] = FIVE_CARD_STREETS
        rankers: ClassVar[tuple[Ranker, ...]] = (HighRanker(wild="2"),)
        opener: ClassVar[Opener] = HighOpener(as_aces=frozenset({0}))
        deal_hooks: ClassVar[tuple[DealHook, ...]] = (FaceUpRank(rank=Rank.QUEEN, effect=DealEffect.EXTRA_CARD),)

    hand = Queens(ante=1, small_bet=2, big_bet=4).new_hand([50, 50], deck=deck("Kc Jc Qh 8d Ts"))
    assert hand.down_cards(0) == parse_cards("Kc 8d")  # the extra card comes at once, before seat 1's up card
    check_down(hand)
    assert sum(hand.payoffs) == 0


@settings(max_examples=150)
@given(st.booleans(), st.booleans(), st.integers(2, 7), st.lists(st.integers(1, 120), min_size=9, max_size=9), st.integers(0, 2**32))
def test_random_play(seven: bool, lenient: bool, players: int, stacks: list[int], seed: int) -> None:
    game = Baseball(ante=1, small_bet=2, big_bet=4, seven_card=seven, all_in_match=lenient)
    hand = game.new_hand(stacks[:players], seed=seed)
    rng = random.Random(seed)
    while not hand.is_over:
        legal_now = hand.legal_actions()
        assert legal_now
        hand.act(rng.choice(legal_now))
    assert sum(hand.payoffs) == 0 and all(s >= 0 for s in hand.stacks)
    put_in = (
        sum(e.amount for e in hand.events if isinstance(e, Posted))
        + sum(e.added for e in hand.events if isinstance(e, Acted))
        - sum(e.amount for e in hand.events if isinstance(e, Returned))
    )
    assert sum(e.amount for e in hand.events if isinstance(e, Awarded)) == put_in
    cards = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert len(cards) == len(set(cards))
    again = Hand.replay(game, hand.events)
    assert again.events == hand.events and again.stacks == hand.stacks


def test_baseball_refuses_a_bring_in_it_would_never_use() -> None:
    with pytest.raises(ValueError, match="Baseball has no bring-in"):
        Baseball(ante=1, bring_in=2, small_bet=5, big_bet=10)
