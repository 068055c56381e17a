"""Short-deck hold'em: the 36-card pack, its orderings in a played hand, the button blind, PHH NS."""

from __future__ import annotations

import itertools
import random
from typing import ClassVar

import attrs
import pytest
from hypothesis import given, settings, strategies as st

import pokervariants as pv
from pokervariants import Deck, FixedLimit, Holdem, NoLimit, PotLimit, ShortDeckHoldem, parse_cards
from pokervariants.bots import RandomBot
from pokervariants.core import pack
from pokervariants.engine import Burned, CommunityDealt, Dealt

SD = ShortDeckHoldem(ante=1, button_blind=2)


def short_deck(holes: list[str], board: str) -> Deck:
    """A 36-card deck dealing the hole cards a card a round from seat 0, then burn and flop, burn
    and turn, burn and river from ``board``."""
    hands = [parse_cards(h) for h in holes]
    shown = parse_cards(board)
    used = {c for h in hands for c in h} | set(shown)
    spare = iter(c for c in pack(lowest="6") if c not in used)
    order: list[int] = [h[r] for r in range(2) for h in hands]
    for count, start in ((3, 0), (1, 3), (1, 4)):
        order.append(next(spare))
        order += shown[start : start + count]
    return Deck.stacked(order, fill=True, lowest="6")


def check_down(hand: pv.Hand) -> None:
    while not hand.is_over:
        hand.check() if any(a.kind is pv.ActionKind.CHECK for a in hand.legal_actions()) else hand.call()


def test_the_pack_is_the_36_cards_from_the_sixes_up() -> None:
    hand = SD.new_hand([100] * 2, seed=3)
    assert hand.variant.lowest_rank == "6" and len(pack(lowest="6")) == 36
    check_down(hand)
    dealt = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert all(card.rank >= pv.Rank.SIX for card in dealt) and len(set(dealt)) == len(dealt)
    with pytest.raises(ValueError, match="from the sixes up"):
        SD.new_hand([100] * 2, deck="2c 3d 4h 5s")
    with pytest.raises(ValueError, match="the pack has 36"):
        SixHoles(hole_cards=6).new_hand([9] * 5, seed=1)  # 30 hole cards, 5 on the board and 3 burns


@attrs.frozen(kw_only=True)
class SixHoles(ShortDeckHoldem):
    """A short-deck game dealing six hole cards, to see the pack run out."""

    hole_card_choices: ClassVar[tuple[int, ...]] = (2, 6)


def test_a_flush_beats_a_full_house_in_a_played_hand() -> None:
    deck = short_deck(["AhKh", "KcKd"], "Qh9h6hKs6c")  # seat 0: a heart flush; seat 1: kings full of sixes
    hand = SD.new_hand([100, 100], deck=deck)
    check_down(hand)
    assert hand.payoffs == (3, -3)  # the button blind and both antes to the flush


def test_ace_six_seven_eight_nine_is_the_lowest_straight() -> None:
    deck = short_deck(["As8c", "AcAd"], "6h7s9dQcKh")  # seat 0: A-6-7-8-9; seat 1: a pair of aces
    hand = SD.new_hand([100, 100], deck=deck)
    check_down(hand)
    assert hand.payoffs == (3, -3)
    deck = short_deck(["As8c", "Th8d"], "6h7s9dQcKh")  # seat 1: 6-7-8-9-T beats A-6-7-8-9
    hand = SD.new_hand([100, 100], deck=deck)
    check_down(hand)
    assert hand.payoffs == (-3, 3)


def test_the_button_blind_acts_last_before_the_flop_and_has_the_option() -> None:
    hand = SD.new_hand([100] * 3, seed=1)
    assert hand.bets == (0, 0, 2) and hand.actor == 0  # left of the button opens
    hand.call()
    hand.call()
    assert hand.actor == 2 and [str(a) for a in hand.legal_actions()] == ["check", "raise 4-99"]
    hand.check()
    assert hand.street == "flop" and hand.actor == 0
    assert sum(p.amount for p in hand.pots) == 9


def test_blinds_work_as_in_holdem() -> None:
    hand = ShortDeckHoldem(blinds=(1, 2), ante=0, button_blind=0).new_hand([100] * 3, seed=1)
    assert hand.bets == (1, 2, 0) and hand.actor == 2


def test_bad_configurations_are_refused() -> None:
    with pytest.raises(ValueError, match="needs a blind"):
        ShortDeckHoldem(button_blind=0)
    with pytest.raises(ValueError, match="small and a big blind"):
        Holdem(blinds=(2,))
    with pytest.raises(ValueError, match="min_bet"):
        Holdem(min_bet=0)


NS_HISTORY = """
variant = 'NS'
ante_trimming_status = true
antes = [1, 1, 1]
blinds_or_straddles = [0, 0, 2]
min_bet = 2
starting_stacks = [50, 60, 70]
actions = ['d dh p1 AhKh', 'd dh p2 KcKd', 'd dh p3 7c6d', 'p1 cbr 6', 'p2 cc', 'p3 f', 'd db Qh9h6h', 'p1 cbr 43',
           'p2 cc', 'd db Ks', 'd db 6c', 'p1 sm AhKh', 'p2 sm KcKd']
finishing_stacks = [103, 10, 67]
"""


def test_a_short_deck_history_replays_to_its_finishing_stacks() -> None:
    history = pv.phh.loads(NS_HISTORY)
    hand = pv.phh.replay(history)
    assert isinstance(hand.variant, ShortDeckHoldem) and hand.variant == SD
    assert list(hand.stacks) == history.fields["finishing_stacks"]
    again = pv.phh.record(hand)
    assert again.fields["variant"] == "NS" and again.fields["blinds_or_straddles"] == [0, 0, 2]


@pytest.mark.parametrize("betting", [NoLimit(), PotLimit(), FixedLimit(small_bet=2, big_bet=4)], ids=["NL", "PL", "FL"])
@given(seed=st.integers(0, 2**32), stacks=st.lists(st.integers(2, 300), min_size=2, max_size=10))
@settings(max_examples=40, deadline=None)
def test_random_play_conserves_chips_replays_and_round_trips(betting: object, seed: int, stacks: list[int]) -> None:
    game = ShortDeckHoldem(ante=seed % 2, button_blind=2, betting=betting)  # type: ignore[arg-type]
    hand = game.new_hand(stacks, seed=seed)
    rng, bot = random.Random(seed), RandomBot(fold_weight=0.2)
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    assert sum(hand.stacks) == sum(stacks)
    drawn = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert len(drawn) == len(set(drawn)) and min(drawn) >= 16
    assert pv.Hand.replay(game, hand.events).events == hand.events
    again = pv.phh.replay(pv.phh.loads(pv.phh.dumps(pv.phh.record(hand))))
    assert again.events == hand.events and again.variant == game


def test_equity_on_a_short_deck_board() -> None:
    # Kings full lose to the made flush here: nothing the turn and river bring saves them.
    made = pv.equity(SD, ["AhKh", "KcKd"], board="Qh9h6h")
    assert made.exact and made.trials == 29 * 28 // 2 and made.players[0].equity == 1.0
    hole, board = [parse_cards("AhKh"), parse_cards("KcKd")], parse_cards("Qh9s6c")
    result = pv.equity(SD, ["AhKh", "KcKd"], board=board)
    unseen = [c for c in pack(lowest="6") if c not in {*hole[0], *hole[1], *board}]
    wins = ties = 0
    for turn_river in itertools.combinations(unseen, 2):  # the reference: every turn and river, ranked
        a, b = (pv.rank_short_deck((*h, *board, *turn_river)) for h in hole)
        wins, ties = wins + (a > b), ties + (a == b)
    assert result.exact and result.trials == 406
    assert result.players[0].equity == pytest.approx((wins + ties / 2) / 406)


@attrs.frozen(kw_only=True)
class SixPlusStud(pv.StudHigh):
    """Seven-card stud from a short pack: a game of one's own declares the pack's lowest rank."""

    lowest_rank: ClassVar[str] = "6"


def test_a_stud_game_of_ones_own_deals_from_its_short_pack() -> None:
    hand = SixPlusStud(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 4, seed=3)
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not pv.ActionKind.FOLD))
    dealt = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert dealt and min(dealt) >= 16
