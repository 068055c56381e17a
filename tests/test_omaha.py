"""Omaha and Omaha high/low: exactly two hole cards and three board cards, pot limit, hi/lo halves."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Deck, FixedLimit, NoLimit, Omaha, OmahaHiLo8, PotLimit, parse_cards
from pokervariants.bots import RandomBot


def omaha_deck(holes: list[str], board: str) -> Deck:
    """Each seat's hole cards a card a round from seat 0, then burn, flop, burn, turn, burn, river."""
    hands = [parse_cards(h) for h in holes]
    shown = parse_cards(board)
    used = {c for h in hands for c in h} | set(shown)
    spare = iter(c for c in range(52) if c not in used)
    order: list[int] = [h[r] for r in range(len(hands[0])) for h in hands]
    for count, start in ((3, 0), (1, 3), (1, 4)):
        order.append(next(spare))
        order += shown[start : start + count]
    return Deck.stacked(order, fill=True)


def check_down(hand: pv.Hand) -> None:
    while not hand.is_over:
        hand.check() if any(a.kind is pv.ActionKind.CHECK for a in hand.legal_actions()) else hand.call()


def test_omaha_deals_four_and_plays_pot_limit() -> None:
    hand = Omaha(blinds=(1, 2)).new_hand([100] * 3, seed=2)
    assert [len(hand.down_cards(s)) for s in range(3)] == [4, 4, 4]
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 2", "raise 4-7"]
    assert pv.phh.code_of(Omaha()) == "PO" and pv.phh.code_of(Omaha(betting=NoLimit())) == "PV-NO"


def test_exactly_two_hole_cards_a_four_flush_on_the_board_is_no_flush_with_one() -> None:
    # Seat 0 holds one heart (the ace): no flush. Seat 1's two sevens make a set with the board's 7.
    deck = omaha_deck(["Ah2c3d4s", "7c7dKsQc"], "Kh9h5h2h7s")
    hand = Omaha(blinds=(1, 2)).new_hand([50, 50], deck=deck)
    check_down(hand)
    assert hand.payoffs == (-2, 2)  # seat 1's trips beat seat 0's hand, which has one heart and no flush
    shown = {e.seat: e for e in hand.events if type(e).__name__ == "Shown"}
    assert str(shown[1].values[0]) == "Three of a kind, sevens"


def test_omaha_high_low_splits_the_pot_and_a_scoop_takes_it_all() -> None:
    # Seat 0: A-2 for the nut low (and a wheel for high). Seat 1: four kings for high. The halves split.
    deck = omaha_deck(["Ac2dJsJd", "KcKd9s9c"], "3h4s5dKhKs")
    hand = OmahaHiLo8(blinds=(1, 2)).new_hand([50, 50], deck=deck)
    check_down(hand)
    halves = {(e.share, e.seat) for e in hand.results}
    assert halves == {("high", 1), ("low", 0)} and hand.payoffs == (0, 0)
    scoop = OmahaHiLo8(blinds=(1, 2)).new_hand([50, 50], deck=omaha_deck(["Ac2dJsJd", "KcKd9s9c"], "3h4sQdKhJc"))
    check_down(scoop)  # no low can be made (the board has only two low cards): the high takes all
    assert {(e.share, e.seat) for e in scoop.results} == {("all", 1)} and scoop.payoffs == (-2, 2)


def test_hole_cards_five_or_six_and_no_other_number() -> None:
    assert len(Omaha(hole_cards=6).new_hand([100] * 7, seed=1).down_cards(0)) == 6
    with pytest.raises(ValueError, match="deals 4 or 5 or 6 hole cards, not 3"):
        Omaha(hole_cards=3)
    with pytest.raises(ValueError, match="8 players need 56 cards"):
        Omaha(hole_cards=6).new_hand([100] * 8, seed=1)
    with pytest.raises(ValueError, match="deals 2 hole cards"):
        pv.Holdem(hole_cards=4)


@pytest.mark.parametrize("game", [Omaha(), Omaha(hole_cards=5, betting=NoLimit()), OmahaHiLo8(), OmahaHiLo8(betting=PotLimit())], ids=["PLO", "NLO5", "FO8", "PLO8"])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7))
@settings(max_examples=30, deadline=None)
def test_random_play_conserves_chips_and_round_trips_as_phh(game: Omaha, seed: int, players: int) -> None:
    rng = random.Random(seed)
    stacks = [rng.randint(3, 150) for _ in range(players)]
    hand = game.new_hand(stacks, seed=seed)
    bot = RandomBot()
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    assert sum(hand.stacks) == sum(stacks)
    again = pv.phh.replay(pv.phh.loads(pv.phh.dumps(pv.phh.record(hand))))
    assert again.events == hand.events and again.variant == game


def test_a_fixed_limit_omaha_hi_lo_game_reads_its_history_fields() -> None:
    game = OmahaHiLo8(blinds=(2, 4), betting=FixedLimit(small_bet=4, big_bet=8))
    fields = pv.phh.fields_of(game, 3)
    assert fields == {"antes": [0, 0, 0], "blinds_or_straddles": [2, 4, 0], "small_bet": 4, "big_bet": 8, "_blind_is_bet": True}
    assert pv.phh.game_from("FO/8", {"variant": "FO/8", "starting_stacks": [9] * 3, **fields}) == game
