"""The edges of a hand: copies, decks that run out, burns, the fixed-limit grid, Baseball's and Bailey's rule gaps.

Each class of defect found in 0.1.0 has a test here that failed then: a test
of the class (random hands, every game), not only of the example that showed it.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants.variants.bailey import BaileyView
from pokervariants import (
    COMPILED,
    Action,
    ActionKind,
    Bailey,
    Baseball,
    Card,
    Deck,
    DeckExhaustedError,
    Hand,
    Razz,
    StudHigh,
    StudHiLo8,
    parse_cards,
)
from pokervariants.bots import RandomBot
from pokervariants.engine import Burned, CommunityDealt, Dealt, Shown

STUD = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
GAMES: list[Any] = [
    STUD,
    Razz(ante=1, bring_in=2, small_bet=5, big_bet=10),
    StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10),
    Baseball(ante=1, small_bet=5, big_bet=10),
    Baseball(ante=1, small_bet=5, big_bet=10, seven_card=True),
]
CHIP_KINDS = {ActionKind.CALL, ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE}


def legal(hand: Any) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def snapshot(hand: Any) -> tuple[Any, ...]:
    """Everything a user can see of a hand."""
    seats = range(len(hand.starting_stacks))
    return (
        hand.events,
        hand.stacks,
        hand.actor,
        hand.is_over,
        hand.legal_actions(),
        hand.folded,
        tuple(hand.cards(s) for s in seats),
        getattr(hand, "pots", None),
        getattr(hand, "bets", None),
        getattr(hand, "stake", None),
        getattr(hand, "kitty", None),
    )


def play_out(hand: Any, rng: random.Random, steps: int = 10_000) -> None:
    bot = RandomBot()
    for _ in range(steps):
        if hand.is_over:
            return
        hand.act(bot.choose(hand, hand.actor, rng))


def total(hand: Any) -> int:
    """Every chip: behind, and in the pots."""
    return sum(hand.stacks) + sum(p.amount for p in hand.pots)


# --- copies -----------------------------------------------------------------------------------


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, lambda h: h.copy()], ids=["copy.copy", "copy.deepcopy", "copy()"])
@pytest.mark.parametrize("game", [*GAMES, Bailey(jokers=2)], ids=lambda g: getattr(g, "name", "?") + ("/7" if getattr(g, "seven_card", False) else ""))
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 12))
@settings(max_examples=25)
def test_every_way_of_copying_gives_an_independent_hand(how: Callable[[Any], Any], game: Any, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    hand = game.new_hand([0, 0, 0] if isinstance(game, Bailey) else [60, 80, 100], seed=seed)
    play_out(hand, rng, steps)
    before = snapshot(hand)
    clone = how(hand)
    assert snapshot(clone) == before
    play_out(clone, random.Random(seed + 1))
    assert snapshot(hand) == before  # the original is untouched by playing the copy
    if not isinstance(game, Bailey):
        assert sum(clone.stacks) == sum(hand.starting_stacks)  # and no chips were made


# --- a deck that runs out -----------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name + ("/7" if getattr(g, "seven_card", False) else ""))
@given(seed=st.integers(0, 2**32), size=st.integers(0, 40), players=st.integers(2, 5))
@settings(max_examples=40)
def test_a_short_stacked_deck_never_loses_chips(game: Any, seed: int, size: int, players: int) -> None:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    stacks = [50] * players
    try:
        hand = game.new_hand(stacks, deck=Deck.stacked(cards[:size]))
    except DeckExhaustedError:
        return  # too short to deal the first street: no hand to lose chips from
    rng = random.Random(seed)
    bot = RandomBot()
    while not hand.is_over:
        action = bot.choose(hand, hand.actor, rng)
        before = snapshot(hand)
        try:
            hand.act(action)
        except DeckExhaustedError as error:
            assert "ran out" in str(error)
            assert snapshot(hand) == before  # all or nothing
            assert total(hand) == sum(stacks)
            return
        assert total(hand) == sum(stacks) if not hand.is_over else sum(hand.stacks) == sum(stacks)
    assert sum(hand.stacks) == sum(stacks)
    assert all(len(e.cards) >= 5 for e in hand.events if isinstance(e, Shown))  # never a showdown of short hands


def test_a_short_deck_refuses_the_deal_before_anything_changes() -> None:
    hand = STUD.new_hand([100] * 3, deck=Deck.stacked(parse_cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s")))
    while hand.street == "third":
        hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.BRING_IN, ActionKind.CALL, ActionKind.CHECK)))
    before = snapshot(hand)
    assert hand.street == "fourth" and hand.actor is not None
    with pytest.raises(DeckExhaustedError, match="fifth street"):
        while True:  # everyone checks fourth street: dealing fifth needs a card there is not
            hand.check()
    # the last check did not happen: the hand waits for it, every chip in place
    assert hand.street == "fourth" and len(hand.events) < len(before[0]) + 3
    assert total(hand) == 300
    with pytest.raises(DeckExhaustedError):
        hand.check()
    with pytest.raises(DeckExhaustedError):
        STUD.new_hand([100] * 3, deck=Deck.stacked("As Ks Qs"))


# --- burns with a full table ----------------------------------------------------------------------


@pytest.mark.parametrize("players", range(2, 9))
@pytest.mark.parametrize("game", [StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True), Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True)], ids=["stud", "razz"])
@given(seed=st.integers(0, 2**32))
@settings(max_examples=15)
def test_burning_never_starves_a_street(game: Any, players: int, seed: int) -> None:
    hand = game.new_hand([1000] * players, seed=seed)
    while not hand.is_over:  # everyone calls down: the most cards a hand can need
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    shown = [e for e in hand.events if isinstance(e, Shown)]
    assert len(shown) == players and all(len(e.cards) == 7 for e in shown)
    dealt = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert len(dealt) == len(set(dealt)) <= 52
    burns = sum(isinstance(e, Burned) for e in hand.events)
    assert burns == (5 if players <= 7 else 3)  # eight players: the last two streets keep their cards


# --- the fixed-limit grid ------------------------------------------------------------------------


def test_a_short_bring_in_is_an_all_in_and_the_next_player_completes_to_the_small_bet() -> None:
    hand = STUD.new_hand([100, 2, 100], deck=Deck.stacked(parse_cards("Ah Kh Qh Ad Kd Qd Ac 2c Qc"), fill=True))
    assert hand.actor == 1  # 2c brings in, with one chip left after the ante
    assert legal(hand) == ["bring-in 1"]  # never "complete 1" beside it: the same chip
    hand.bring_in()
    assert legal(hand) == ["fold", "call 1", "complete 5"]
    hand.complete()
    assert legal(hand) == ["fold", "call 5", "raise 10"]


@pytest.mark.parametrize(("all_in", "menu"), [(4, ["fold", "call 4", "complete 10"]), (5, ["fold", "call 5", "raise 20"]), (7, ["fold", "call 7", "raise 20"])])
def test_all_ins_on_the_grid(all_in: int, menu: list[str]) -> None:
    from pokervariants.engine import BettingRound, FixedLimit

    policy, round = FixedLimit(small_bet=5, big_bet=10), BettingRound(big=True)
    policy.raised(round, 0, all_in)
    assert [str(a) for a in policy.options(round, 2, 0, 100)] == menu
    by_bet, other = FixedLimit(small_bet=5, big_bet=10, short_all_in="by_bet"), BettingRound(big=True)
    by_bet.raised(other, 0, all_in)
    assert [str(a) for a in by_bet.options(other, 2, 0, 100)][-1] == f"raise {all_in + 10}"  # PokerKit's reading


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name + ("/7" if getattr(g, "seven_card", False) else ""))
@given(seed=st.integers(0, 2**32), stacks=st.lists(st.integers(2, 60), min_size=2, max_size=6))
@settings(max_examples=60)
def test_levels_stay_on_the_grid_and_no_menu_moves_the_same_chips_twice(game: Any, seed: int, stacks: list[int]) -> None:
    hand: Hand = game.new_hand(stacks, seed=seed)
    rng, bot = random.Random(seed), RandomBot(fold_weight=0.1)
    while not hand.is_over:
        options = hand.legal_actions()
        moving = [a.amount for a in options if a.kind in CHIP_KINDS]
        assert len(moving) == len(set(moving)), options
        seat = hand.actor
        assert seat is not None
        most = hand.bets[seat] + hand.stacks[seat]
        round = getattr(hand.decision, "round", None)  # the betting round's state (None: a pot match)
        if round is None:
            hand.act(bot.choose(hand, seat, rng))
            continue
        step = game.big_bet if round.big else game.small_bet  # levels are whole bets (completion: the small bet)
        for action in options:
            if action.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE) and action.amount < most:
                assert action.amount % step == 0, (action, options)
        hand.act(bot.choose(hand, seat, rng))
        assert round.grid % step == 0
    assert sum(hand.stacks) == sum(stacks)


# --- Baseball: a face-up 3 to a player already all in ----------------------------------------------


def test_a_player_all_in_keeps_the_pots_when_dealt_a_face_up_three() -> None:
    game = Baseball(ante=1, small_bet=5, big_bet=10)
    # seat 0 has 1 chip: the ante puts it all in; its first up card is a 3
    hand = game.new_hand([1, 100, 100], deck=Deck.stacked(parse_cards("Kc Kd Ks 3h 7d 8c"), fill=True))
    assert not hand.folded[0]  # all in already: nothing to match, so still in
    assert all(e.seat != 0 for e in hand.events if type(e).__name__ == "Dropped")
    play_out(hand, random.Random(3))
    assert sum(hand.stacks) == 201
    assert any(isinstance(e, Shown) and e.seat == 0 for e in hand.events) or hand.folded.count(False) == 1


# --- Bailey's Poker: jokers and high cards ------------------------------------------------------


def test_changing_a_joker_adds_nothing_to_the_stake() -> None:
    game = Bailey(jokers=1)
    # seat 0 is dealt the joker and the ace face up (so plays first); the first gamble card is a king (13)
    hand = game.new_hand([0, 0], deck=Deck.stacked(parse_cards("2c 3c 4c 5c 6c 7c Jk 8d As 9d Kh"), fill=True))
    assert hand.actor == 0 and BaileyView(hand).stake == 13
    joker_changes = [a for a in hand.legal_actions() if a.kind is ActionKind.CHANGE and a.cards[0].is_joker]
    assert [a.amount for a in joker_changes] == [0]
    hand.change("Jk", 0)
    assert BaileyView(hand).stake == 13
    with pytest.raises(ValueError):
        hand.change("As", 0)  # a natural card is still valued at a gamble card


@pytest.mark.parametrize(("ties", "winner"), [("five", 0), ("three", None)])
def test_high_card_hands_tied_on_three_cards_compare_the_other_two(ties: str, winner: int | None) -> None:
    # both hold A-Q-9 high; seat 0's other two cards are 7-4, seat 1's 6-5 (dealt three down, then two up)
    deal = parse_cards("As Ac Qd Qh 9h 9d 7c 6s 4s 5h")
    hand = Bailey(high_card_ties=ties).new_hand([0, 0], deck=Deck.stacked([*deal, *parse_cards("2d 3d 8h Kc")]))
    while not hand.is_over:
        hand.act(hand.legal_actions()[0])  # stand pat, continue
    assert hand.winner == winner
    assert sum(hand.payoffs) + hand.kitty == 0
    if winner is None:
        assert hand.kitty == 2 * BaileyView(hand).stake  # a tie: both stakes to the kitty


# --- what a newcomer might pass ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "error", "match"),
    [
        (lambda: Card(None), TypeError, "a card is text"),
        (lambda: STUD.new_hand([100, 100], seed=1).cards(99), ValueError, "no seat 99"),
        # compiled, a method's typed arguments are checked as it is called, in mypyc's words (docs/speed.rst)
        (lambda: STUD.new_hand([100, 100], seed=1).act(None), TypeError, "Action object expected; got None" if COMPILED else "act takes an Action"),
        (lambda: STUD.new_hand([100, 100], seed=1).cards("0"), TypeError, "int object expected; got str" if COMPILED else "a seat is an int"),
        (lambda: STUD.new_hand([100, 100], seed=True), TypeError, "seed"),
        (lambda: STUD.new_hand([100, 100.5], seed=1), ValueError, r"stacks\[1\]: 100.5 is finer than this money's unit, 1"),
        (lambda: STUD.new_hand([100, True], seed=1), TypeError, r"stacks\[1\]"),
        (lambda: STUD.new_hand(None, seed=1), TypeError, "stacks"),
        (lambda: STUD.new_hand([100, 100], deck="Jk As Kd"), ValueError, "has 0 jokers"),
        (lambda: Action("bring in", 2), ValueError, "unknown action kind"),
        (lambda: Action(ActionKind.RAISE, 2.5), TypeError, "whole number"),
        (lambda: StudHigh(ante=1, bring_in=2, small_bet=float("nan"), big_bet=10), ValueError, "small_bet must be a finite number"),
        (lambda: StudHigh(ante=float("inf"), bring_in=2, small_bet=5, big_bet=10), ValueError, "ante must be a finite number"),
        (lambda: StudHigh(ante="one", bring_in=2, small_bet=5, big_bet=10), ValueError, "ante must be a number"),
        (lambda: StudHigh(bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped="no"), TypeError, "heads_up_uncapped"),
        (lambda: StudHigh(bring_in=2, small_bet=5, big_bet=10, odd_chip="tdaa"), ValueError, "odd_chip"),
        (lambda: Baseball(small_bet=5, big_bet=10, seven_card=1), TypeError, "seven_card"),
        (lambda: Bailey(high_card_ties=3), ValueError, "high_card_ties"),
    ],
    ids=range(18),
)
def test_bad_input_is_refused_in_the_users_words(call: Callable[[], object], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        call()


def test_options_accept_numpy_integers_and_enum_values() -> None:
    np = pytest.importorskip("numpy")
    game = StudHigh(ante=np.int64(1), bring_in=np.int32(2), small_bet=np.uint8(5), big_bet=10, odd_chip="tda")
    assert type(game.ante) is int and game.ante == 1 and game.odd_chip.value == "tda"
    hand = game.new_hand(np.array([100, 100]), seed=1)
    assert hand.stacks == (99, 99) and all(type(s) is int for s in hand.stacks)
    assert STUD.new_hand([100, 100], deck=list(range(52))).street == "third"  # a list of cards is a stacked deck
    hand = STUD.new_hand([100, 100], seed=1)
    hand.act(Action("bring-in", 2))  # an action kind by its text
    assert hand.actor == 1


def test_a_history_played_by_pokerkits_reading_of_short_all_ins_says_which_option_it_needs() -> None:
    from pokervariants import phh

    by_bet = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, short_all_in="by_bet")
    hinted = 0
    for seed in range(100):
        rng = random.Random(seed)
        hand = by_bet.new_hand([rng.randint(3, 30) for _ in range(3)], seed=seed)
        play_out(hand, rng)
        history = phh.record(hand)
        assert history["_short_all_in"] == "by_bet" and phh.replay(history).events == hand.events
        try:
            phh.replay(history.with_fields(_short_all_in=None))  # read as the grid (the default)
        except phh.PHHActionError as error:
            assert '_short_all_in = "by_bet"' in str(error)
            hinted += 1
    assert hinted > 3


def test_a_betting_round_tells_its_policy_the_pot_the_last_full_raise_and_who_may_still_act() -> None:
    # Seat 2 shows the 2c and brings in; seat 2 has 6 chips behind after the ante.
    deck = Deck.stacked("Ah Kh 2d Ad Kd 3s As Ks 2c", fill=True)
    hand = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 7], deck=deck)
    round = hand.decision.round  # type: ignore[union-attr]
    assert (round.pot, round.raise_size, round.players, round.sizes) == (3, 0, 3, (5,))
    hand.bring_in()
    assert (round.pot, round.raise_size) == (5, 0)  # a bring-in is no full bet
    hand.complete()
    assert (round.pot, round.raise_size, round.acted) == (10, 5, {0})
    hand.raise_()
    assert (round.pot, round.raise_size, round.players) == (20, 5, 3)
    hand.call()  # seat 2: all in for 6 of the 10
    assert (round.pot, round.players) == (24, 2)
    copied = hand.copy().decision.round  # type: ignore[union-attr]
    assert (copied.pot, copied.raise_size, copied.players) == (24, 5, 2) and copied is not round
    hand.fold()  # seat 0: the round ends, and the 4 of seat 1's raise nobody could call go back
    assert (round.players, round.pot) == (1, 20) and hand.is_over  # one player with chips: dealt out
