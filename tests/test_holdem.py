"""Texas Hold'em: scripted hands for the flop-game rules of RULES.md 6, and random play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import Action, ActionKind, Card, Deck, FixedLimit, Holdem, IllegalActionError, NoLimit, PotLimit, parse_cards
from pokervariants.bots import RandomBot
from pokervariants.engine import Burned, CommunityDealt, Dealt


def holdem_deck(holes: list[str], board: str = "") -> Deck:
    """A deck dealing each seat its two hole cards (a card a round, from seat 0), then burn, flop,
    burn, turn, burn, river from ``board``; the burns and anything missing from the rest of the pack."""
    hands = [parse_cards(h) for h in holes]
    shown = parse_cards(board)
    used = {c for h in hands for c in h} | set(shown)
    spare = iter(c for c in range(52) if c not in used)
    order: list[int] = [h[r] for r in range(2) for h in hands]
    for count, start in ((3, 0), (1, 3), (1, 4)):
        order.append(next(spare))  # the burn
        order += shown[start : start + count] or [next(spare) for _ in range(count)]
    return Deck.stacked(order, fill=True)


def play(hand: pv.Hand, *moves: str) -> None:
    """Moves as the command line says them: ``call``, ``check``, ``fold``, ``raise 10``, ``bet 4``."""
    for move in moves:
        verb, *amount = move.split()
        getattr(hand, {"raise": "raise_"}.get(verb, verb))(*(int(a) for a in amount))


NL = Holdem(blinds=(1, 2), betting=NoLimit())


def test_heads_up_the_button_posts_the_small_blind_and_acts_first_only_before_the_flop() -> None:
    hand = NL.new_hand([100, 100], deck=holdem_deck(["AsAd", "KsKd"]))
    assert hand.bets == (2, 1)  # seat 1 is the button and the small blind
    assert hand.actor == 1
    play(hand, "call", "check")
    assert hand.street == "flop" and hand.actor == 0  # the big blind acts first after the flop


def test_three_handed_the_button_acts_first_and_the_small_blind_first_after_the_flop() -> None:
    hand = NL.new_hand([100, 100, 100], seed=1)
    assert hand.bets == (1, 2, 0) and hand.actor == 2
    play(hand, "call", "call", "check")
    assert hand.street == "flop" and hand.actor == 0


def test_the_big_blind_has_the_option_when_everyone_only_called() -> None:
    hand = NL.new_hand([100] * 4, seed=2)
    play(hand, "call", "call", "call")
    assert hand.actor == 1 and [str(a) for a in hand.legal_actions()] == ["check", "raise 4-100"]
    play(hand, "raise 8")
    assert hand.street == "preflop" and hand.actor == 2  # the raise reopens the betting


def test_a_short_all_in_raise_does_not_reopen_the_betting_and_the_next_raise_adds_a_full_one() -> None:
    hand = NL.new_hand([200, 200, 200, 14], seed=3)
    play(hand, "raise 10")  # seat 2: a raise of 8
    play(hand, "raise 14")  # seat 3 all in for 14: 4 more, short of a full raise
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 14", "raise 22-200"]  # seat 0: 14 + 8
    play(hand, "fold", "call")  # seat 0 folds, seat 1 calls
    assert hand.actor == 2 and [str(a) for a in hand.legal_actions()] == ["fold", "call 14"]  # acted already: no raise
    with pytest.raises(IllegalActionError):
        hand.raise_(30)


def test_pot_limit_lets_a_raise_reach_the_pot_after_calling() -> None:
    hand = Holdem(blinds=(1, 2), betting=PotLimit()).new_hand([500] * 4, seed=4)
    assert str(hand.legal_actions()[-1]) == "raise 4-7"  # call 2, then the pot of 5
    play(hand, "call")  # seat 2 calls: the pot is 5
    assert str(hand.legal_actions()[-1]) == "raise 4-9"  # seat 3: call 2 (pot 7), raise 7 more
    play(hand, "raise 9")
    assert str(hand.legal_actions()[-1]) == "raise 16-31"  # seat 0 (1 in): call 8 more, then the pot of 22
    assert max(a.most or a.amount for a in hand.legal_actions()) == 9 + (1 + 2 + 2 + 9) + (9 - 1)


def test_side_pots_with_three_all_ins() -> None:
    deck = holdem_deck(["2c7d", "3c8d", "4h9s", "AsAd"], "KsKdKh5c6c")
    hand = NL.new_hand([10, 20, 30, 100], deck=deck)
    play(hand, "raise 30", "call", "call", "call")  # seat 2 all in for 30, seat 3 calls, the blinds call all in
    assert hand.is_over and len(hand.community) == 5  # dealt out: nobody can bet
    assert [(e.pot, e.seat, e.amount) for e in hand.results] == [(0, 3, 40), (1, 3, 30), (2, 3, 20)]
    assert hand.stacks == (0, 0, 0, 160)


def test_a_board_that_plays_for_everyone_splits_and_the_odd_chip_goes_left_of_the_button() -> None:
    deck = holdem_deck(["2c3d", "2d3c", "4h5s"], "AsKsQsJsTs")
    hand = NL.new_hand([100, 100, 100], deck=deck)
    play(hand, "call", "call", "check")
    for _ in range(3):
        play(hand, "check", "check", "check")
    assert hand.is_over and hand.payoffs == (0, 0, 0)  # a royal flush on the board: everyone gets their 2 back
    odd = NL.new_hand([100, 100, 100], deck=holdem_deck(["2c3d", "2d3c", "4h5s"], "AsKsQsJsTs"))
    play(odd, "raise 5", "call", "call")  # 15 in the pot
    play(odd, "bet 2", "call", "fold")  # 19: the blinds split it, 9 each and the odd chip
    for _ in range(2):
        play(odd, "check", "check")
    assert odd.payoffs == (3, 2, -5)  # the odd chip to seat 0, the first winner left of the button


def test_a_bet_nobody_calls_goes_back() -> None:
    hand = NL.new_hand([100, 100, 100], seed=5)
    play(hand, "raise 50", "fold", "fold")
    assert hand.is_over and hand.payoffs == (-1, -2, 3)


def test_a_straddle_opens_the_betting_after_it() -> None:
    hand = Holdem(blinds=(1, 2, 4), betting=NoLimit()).new_hand([100] * 5, seed=6)
    assert hand.bets == (1, 2, 4, 0, 0) and hand.actor == 3
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 4", "raise 8-100"]


def test_fixed_limit_caps_at_a_bet_and_three_raises_a_round_and_doubles_on_the_turn() -> None:
    hand = Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4)).new_hand([100] * 3, seed=7)
    play(hand, "raise 4", "raise 6", "raise 8")  # the big blind is the bet: it and three raises (RULES.md 5)
    assert [a.kind for a in hand.legal_actions()] == [ActionKind.FOLD, ActionKind.CALL]
    play(hand, "call", "call")
    assert hand.street == "flop" and [str(a) for a in hand.legal_actions()] == ["check", "bet 2"]
    play(hand, "bet 2", "raise 4", "raise 6", "raise 8")  # after the flop: a bet and three raises
    assert [a.kind for a in hand.legal_actions()] == [ActionKind.FOLD, ActionKind.CALL]
    play(hand, "call", "call")
    assert hand.street == "turn" and [str(a) for a in hand.legal_actions()] == ["check", "bet 4"]


def test_pokerkits_cap_counts_four_raises_over_the_blind_and_its_histories_say_nothing_of_it() -> None:
    game = Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4, blind_is_bet=False))
    hand = game.new_hand([100] * 3, seed=7)
    play(hand, "raise 4", "raise 6", "raise 8", "raise 10")  # the blinds count toward no cap, as PokerKit plays
    assert [a.kind for a in hand.legal_actions()] == [ActionKind.FOLD, ActionKind.CALL]
    play(hand, "call", "call", "bet 2", "raise 4", "raise 6", "raise 8")  # after the flop, the same as ours
    assert [a.kind for a in hand.legal_actions()] == [ActionKind.FOLD, ActionKind.CALL]
    history = pv.phh.record(hand)
    assert "_blind_is_bet" not in history.fields  # a history that leaves it unsaid plays PokerKit's cap
    again = pv.phh.replay(pv.phh.loads(pv.phh.dumps(history)))
    assert again.events == hand.events and again.variant == game
    ours = Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4))
    assert pv.phh.fields_of(ours, 3)["_blind_is_bet"] is True and pv.phh.game_from("FT", {"variant": "FT", "starting_stacks": [9] * 3, **pv.phh.fields_of(ours, 3)}) == ours


def test_nobody_raises_when_every_other_player_is_all_in() -> None:
    hand = NL.new_hand([100, 30], seed=8)  # seat 1, the button, has 30
    play(hand, "raise 30")
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 30"]


def test_a_raise_is_any_amount_in_its_range_and_nothing_outside() -> None:
    hand = NL.new_hand([100, 100, 100], seed=9)
    offered = hand.legal_actions()[-1]
    assert (offered.amount, offered.most) == (4, 100)
    with pytest.raises(IllegalActionError):
        hand.act(Action(ActionKind.RAISE, 3))
    with pytest.raises(IllegalActionError):
        hand.act(Action(ActionKind.RAISE, 101))
    hand.act(Action(ActionKind.RAISE, 37))
    assert hand.bets == (1, 2, 37)
    assert [e.action for e in hand.events if type(e).__name__ == "Acted"][-1] == Action(ActionKind.RAISE, 37)


@pytest.mark.parametrize("betting", [NoLimit(), PotLimit(), FixedLimit(small_bet=2, big_bet=4)], ids=["NL", "PL", "FL"])
@given(seed=st.integers(0, 2**32), stacks=st.lists(st.integers(1, 300), min_size=2, max_size=10))
@settings(max_examples=60, deadline=None)
def test_random_play_conserves_chips_deals_no_card_twice_and_replays(betting: object, seed: int, stacks: list[int]) -> None:
    game = Holdem(blinds=(1, 2), betting=betting, ante=seed % 2)  # type: ignore[arg-type]
    hand = game.new_hand(stacks, seed=seed)
    rng, bot = random.Random(seed), RandomBot(fold_weight=0.2)
    copies = []
    while not hand.is_over:
        if rng.random() < 0.1:
            copies.append((hand.copy(), len(hand.events)))
        hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    assert sum(hand.stacks) == sum(stacks)
    drawn = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert len(drawn) == len(set(drawn))
    assert len(hand.community) in (0, 3, 4, 5)
    assert pv.Hand.replay(game, hand.events).events == hand.events
    for copy, at in copies:
        assert copy.events == hand.events[:at]


# A no-limit hand history as PokerKit writes them: blinds one a player, no burns, a needless fold.
NT_HISTORY = """
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 7c2h', 'p3 cc', 'p1 cc', 'p2 cc', 'd db 9h8c3d', 'p1 cc', 'p2 f',
           'p3 cbr 10', 'p1 cc', 'd db Js', 'p1 cc', 'p3 cc', 'd db 4h', 'p1 cbr 20', 'p3 f']
finishing_stacks = [114, 98, 88]
"""


def test_a_no_limit_history_replays_to_its_finishing_stacks_a_needless_fold_included() -> None:
    history = pv.phh.loads(NT_HISTORY)
    hand = pv.phh.replay(history)
    assert isinstance(hand.variant, Holdem) and isinstance(hand.variant.betting, NoLimit)
    assert list(hand.stacks) == history.fields["finishing_stacks"]
    assert [str(c) for c in hand.community] == ["9h", "8c", "3d", "Js", "4h"]
    free = NL.new_hand([100] * 3, seed=1)
    play(free, "call", "call")
    assert [str(a) for a in free.legal_actions()] == ["check", "raise 4-100"]  # a free fold is never offered...
    free.fold()  # ...but taken when asked for, as PokerKit allows
    assert free.folded == (False, True, False)
    again = pv.phh.record(hand)
    assert again.fields["blinds_or_straddles"] == [1, 2, 0] and "d db 9h8c3d" in again.actions


def test_the_fields_say_the_structure_antes_and_straddles() -> None:
    game = Holdem(blinds=(1, 2, 4), big_blind_ante=2, betting=FixedLimit(small_bet=2, big_bet=4))
    fields = pv.phh.fields_of(game, 4)
    assert fields == {"antes": [0, 2, 0, 0], "blinds_or_straddles": [1, 2, 4, 0], "small_bet": 2, "big_bet": 4, "_blind_is_bet": True}
    assert pv.phh.code_of(game) == "FT" and pv.phh.game_from("FT", {"variant": "FT", "starting_stacks": [9] * 4, **fields}) == game
    dead = pv.phh.replay(pv.phh.loads(NT_HISTORY.replace("antes = [0, 0, 0]", "antes = [1, 0, 0]")))  # one player's ante: dead money
    assert dead.variant == Holdem(blinds=(1, 2), dead=(1,)) and sum(dead.payoffs) == 0


def test_a_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    game = Holdem(blinds=(1, 2), big_blind_ante=2, betting=FixedLimit(small_bet=2, big_bet=4))
    hand = game.new_hand([100] * 3, seed=4)
    hand.call(); hand.call(); hand.check()
    assert hand.street == "flop" and hand.pots == (pv.Pot(8, (0, 1, 2)),)  # the bets and the ante, no side pot for the big blind
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
    assert {r.pot for r in hand.results} == {0}  # one pot, whoever wins it
    assert 1 not in {r.seat for r in hand.results}  # the big blind loses this hand...
    assert hand.payoffs[1] == -(2 + 2) and sum(hand.payoffs) == 0  # ...its blind, checked down, and its ante with it


def test_a_big_blind_all_in_on_the_ante_can_still_win_the_dead_money() -> None:
    game = Holdem(blinds=(1, 2), big_blind_ante=5)
    won_alone = 0
    for seed in range(40):
        hand = game.new_hand([100, 5, 100], seed=seed)  # seat 1, the big blind, has only the ante
        assert hand.stacks[1] == 0 and hand.pots[0] == pv.Pot(5, (0, 1, 2))
        while not hand.is_over:
            hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
        assert sum(hand.stacks) == 205
        won = [r.pot for r in hand.results if r.seat == 1]
        if won == [0] and len([r for r in hand.results if r.pot == 0]) == 1:  # the dead money is all the big blind can win
            won_alone += 1
            assert hand.stacks[1] == 5 and {r.pot for r in hand.results} == {0, 1}  # the others' bets: a side pot for the best of them
        elif not won:
            assert hand.stacks[1] == 0
    assert won_alone


@pytest.mark.parametrize("betting", [NoLimit(), PotLimit(), FixedLimit(small_bet=2, big_bet=4)], ids=["NL", "PL", "FL"])
@given(seed=st.integers(0, 2**32), players=st.integers(2, 9))
@settings(max_examples=40, deadline=None)
def test_hand_histories_round_trip(betting: object, seed: int, players: int) -> None:
    game = Holdem(blinds=(1, 2), betting=betting)  # type: ignore[arg-type]
    rng = random.Random(seed)
    hand = game.new_hand([rng.randint(3, 150) for _ in range(players)], seed=seed)
    bot = RandomBot()
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    text = pv.phh.dumps(pv.phh.record(hand))
    again = pv.phh.replay(pv.phh.loads(text))
    assert again.events == hand.events and again.variant == game


def test_the_bring_in_cannot_be_folded_instead() -> None:
    hand = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100], seed=1)
    assert all(a.kind is not ActionKind.FOLD for a in hand.legal_actions())
    with pytest.raises(IllegalActionError):
        hand.fold()


SHORT_ALL_IN_FT = """
variant = 'FT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [20, 20, 3]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQd', 'p3 cbr 3', 'p1 cbr 5', 'p2 cc', 'd db 2c3d4h', 'p1 cc', 'p2 cc',
           'd db 8s', 'p1 cc', 'p2 cc', 'd db 9h', 'p1 cc', 'p2 cc', 'p1 sm AsAd', 'p2 sm KsKd', 'p3 sm QsQd']
finishing_stacks = [28, 15, 0]
"""


def test_a_fixed_limit_raise_over_a_short_all_in_as_pokerkit_plays_it_gets_the_hint() -> None:
    with pytest.raises(pv.phh.PHHActionError, match='replay it with the field _short_all_in = "by_bet"'):
        pv.phh.replay(pv.phh.loads(SHORT_ALL_IN_FT))
    history = pv.phh.loads(SHORT_ALL_IN_FT).with_fields(_short_all_in="by_bet")
    assert pv.phh.replay(history).stacks == (28, 15, 0)


def test_stacks_that_differ_by_a_tied_pots_odd_chips_say_why() -> None:
    # Three straights split 1,001 chips: one odd chip each to the first two winners left of the button
    # (PokerKit gives both to the first, and records 335/333/333: read that way when the history says
    # nothing of how it splits ties, and refused with the reason when it says this library's way).
    text = """
variant = "NS"
antes = [1, 1, 1, 1, 1, 1]
blinds_or_straddles = [0, 0, 0, 0, 0, 2]
min_bet = 2
starting_stacks = [200, 200, 200, 200, 200, 200]
actions = ["d dh p1 ThQh", "d dh p2 KcTd", "d dh p3 6sAd", "d dh p4 7dJc", "d dh p5 QcJs", "d dh p6 JdTs", "p1 cbr 199",
           "p2 f", "p3 cc", "p4 cc", "p5 cc", "p6 cc", "d db Kd6hAc", "d db Qs", "d db Tc"]
"""
    hand = pv.phh.replay(pv.phh.loads(text))
    assert hand.stacks == (0, 199, 0, 334, 334, 333)
    pokerkits = pv.phh.replay(pv.phh.loads(text + "finishing_stacks = [0, 199, 0, 335, 333, 333]\n"))
    assert pokerkits.stacks == (0, 199, 0, 335, 333, 333) and pokerkits.variant.odd_chip is pv.OddChip.FIRST  # type: ignore[attr-defined]
    with pytest.raises(pv.phh.PHHFieldError, match="only odd chips of a tied pot differ"):
        pv.phh.replay(pv.phh.loads(text + '_odd_chip = "position"\nfinishing_stacks = [0, 199, 0, 335, 333, 333]\n'))
    with pytest.raises(pv.phh.PHHFieldError) as other:
        pv.phh.replay(pv.phh.loads(text + "finishing_stacks = [0, 199, 0, 434, 234, 333]\n"))
    assert "odd chips" not in str(other.value)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_button_blind_beside_the_blinds_round_trips_through_a_history(players: int) -> None:
    """PHH lists the button's blind in the button's place, where a straddle would go: ``_button_blind``
    says how much of that post is the button's blind, so the game and its events come back the same."""
    game = Holdem(blinds=(1, 2), button_blind=3)
    hand = game.new_hand([100] * players, seed=3)
    rng, bot = random.Random(players), RandomBot()
    while not hand.is_over:
        hand.act(bot.choose(hand, hand.actor, rng))
    history = pv.phh.record(hand)
    assert history.fields["_button_blind"] == 3
    again = pv.phh.replay(pv.phh.loads(pv.phh.dumps(history)))
    assert again.variant == game and again.events == hand.events
    with pytest.raises(pv.phh.PHHFieldError, match="more than the button posts"):
        pv.phh.replay(pv.phh.loads(pv.phh.dumps(history).replace("_button_blind = 3", "_button_blind = 9")))


def test_heads_up_the_big_blind_ante_is_listed_second_by_position_as_the_blinds() -> None:
    game = Holdem(blinds=(1, 2), big_blind_ante=2)
    assert pv.phh.fields_of(game, 2)["antes"] == [0, 2] and pv.phh.fields_of(game, 3)["antes"] == [0, 2, 0]
    hand = game.new_hand([50, 50], seed=3)
    hand.fold()  # the button (the small blind) folds: the big blind takes the blind and its own ante back
    assert hand.stacks == (51, 49)
    text = pv.phh.dumps(pv.phh.record(hand))
    assert "antes = [0, 2]" in text and pv.phh.replay(pv.phh.loads(text)).stacks == hand.stacks
    with pytest.raises(pv.phh.PHHFieldError, match="finishing_stacks say"):  # the small blind's ante: its dead money, and other stacks
        pv.phh.replay(pv.phh.loads(text.replace("antes = [0, 2]", "antes = [2, 0]")))


def test_the_big_blind_has_nothing_to_decide_when_everyone_else_is_all_in_for_no_more() -> None:
    hand = Holdem(blinds=(1, 2)).new_hand([100, 2], seed=1)  # seat 1, the button, has the small blind and one chip more
    hand.call()  # all in for the big blind
    assert hand.is_over or hand.actor is None  # no check-only decision for the big blind: dealt out to the showdown
    assert sum(hand.stacks) == 102 and hand.street == "river"
    three = Holdem(blinds=(1, 2)).new_hand([1, 100, 1], seed=2)  # both other players all in on the blind and for one chip
    while not three.is_over:
        assert [a.kind for a in three.legal_actions()] != [ActionKind.CHECK]
        three.act(three.legal_actions()[-1])


def test_short_all_ins_that_together_make_a_full_raise_reopen_only_for_those_facing_one() -> None:
    hand = Holdem(blinds=(50, 100)).new_hand([1000, 225, 1000, 300, 1000], seed=1)  # the TDA's own example (rule 47)
    hand.call(); hand.call(); hand.call(); hand.call(); hand.check()
    hand.bet(100); hand.raise_(125); hand.call(); hand.raise_(200); hand.call()  # A bets, B all in 125, C calls, D all in 200, E calls
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 200", "raise 300-900"]  # A faces 100 more: a full raise
    hand.call()
    assert [str(a) for a in hand.legal_actions()] == ["fold", "call 200"]  # C faces only 75 more


TRIMMED = '''variant = "NT"
ante_trimming_status = true
antes = [2, 2, 2]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 1]
actions = ["d dh p1 7h2c", "d dh p2 8d3c", "d dh p3 AcAd", "p1 cc", "p2 cc", "d db 9s8s4d", "p1 cc", "p2 cc",
  "d db Kc", "p1 cc", "p2 cc", "d db Jh", "p1 cc", "p2 cc", "p1 sm 7h2c", "p2 sm 8d3c", "p3 sm AcAd"]
finishing_stacks = [96, 102, 3]
'''


def test_antes_are_each_players_part_of_the_pot_and_histories_say_so() -> None:
    hand = pv.phh.replay(pv.phh.loads(TRIMMED))  # p3 all in on one chip of a 2-chip ante wins 3, not every ante
    assert hand.stacks == (96, 102, 3)
    assert pv.phh.record(hand).fields["ante_trimming_status"] is True
    assert "ante_trimming_status" not in pv.phh.fields_of(Holdem(blinds=(1, 2)), 3) | pv.phh.record(NL.new_hand([9] * 3, seed=1)).fields
    dead = TRIMMED.replace("ante_trimming_status = true\n", "").replace("[96, 102, 3]", "[96, 100, 5]")  # as PokerKit reads PHH's default
    with pytest.raises(pv.phh.PHHFieldError, match="this library plays antes as each player's own part of the pot"):
        pv.phh.replay(pv.phh.loads(dead))


def test_a_raise_over_a_straddle_that_pokerkit_allows_is_refused_with_the_reason() -> None:
    text = """variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = ["d dh p1 7h2c", "d dh p2 8d3c", "d dh p3 9c4d", "d dh p4 AcAd", "p4 cbr 6", "p1 f", "p2 f", "p3 f"]
"""
    with pytest.raises(pv.phh.PHHActionError, match="the smallest raise adds the straddle .* where PokerKit's adds the big blind"):
        pv.phh.replay(pv.phh.loads(text))
    assert pv.phh.replay(pv.phh.loads(text.replace("cbr 6", "cbr 8"))).stacks == (99, 98, 96, 107)
