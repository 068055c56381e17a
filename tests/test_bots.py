"""The bots of pokervariants.bots: legal, deterministic given their random.Random, and as simple as they say."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pokervariants.variants.bailey import BaileyView
from pokervariants import ActionKind, Bailey, Baseball, Razz, StudHigh, StudHiLo8
from pokervariants.bots import BOTS, Bot, CallingBot, CautiousBot, RandomBot, make_bot

GAMES: list[Any] = [
    StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10),
    Razz(ante=1, bring_in=2, small_bet=5, big_bet=10),
    StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10),
    Baseball(ante=1, small_bet=5, big_bet=10),
    Bailey(jokers=2),
]


def play(game: Any, bots: list[Bot], seed: int) -> Any:
    rng = random.Random(seed)
    stacks = [0] * len(bots) if isinstance(game, Bailey) else [200] * len(bots)
    hand = game.new_hand(stacks, seed=seed)
    while not hand.is_over:
        seat = hand.actor
        action = bots[seat].choose(hand, seat, rng)
        assert action in hand.legal_actions()
        hand.act(action)
    return hand


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_play_legal_actions_to_the_end(game: Any, name: str) -> None:
    for seed in range(30):
        hand = play(game, [make_bot(name) for _ in range(4)], seed)
        assert sum(hand.payoffs) + getattr(hand, "kitty", 0) == 0


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_the_same_seed_gives_the_same_hand_whatever_the_global_generator(game: Any) -> None:
    bots: list[Bot] = [RandomBot(), CautiousBot(), RandomBot()]
    random.seed(1)
    first = play(game, bots, 11).events
    random.seed(2)
    assert play(game, bots, 11).events == first


def test_calling_bot_never_folds() -> None:
    for game in GAMES:
        for seed in range(20):
            hand = play(game, [CallingBot(), CallingBot(), CallingBot()], seed)
            assert not any(hand.folded)


def test_random_bot_folds_less_often_and_never_for_free() -> None:
    game = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
    folds = checks_available_folds = 0
    rng = random.Random(5)
    bot = RandomBot()
    for seed in range(200):
        hand = game.new_hand([200] * 4, seed=seed)
        while not hand.is_over:
            legal = hand.legal_actions()
            action = bot.choose(hand, hand.actor, rng)
            folds += action.kind is ActionKind.FOLD
            checks_available_folds += action.kind is ActionKind.FOLD and any(a.kind is ActionKind.CHECK for a in legal)
            hand.act(action)
    assert checks_available_folds == 0
    assert 0 < folds


def test_cautious_bot_keeps_strong_starts_and_folds_weak_ones() -> None:
    game = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
    bot = CautiousBot()
    kept = folded = 0
    for seed in range(100):
        hand = game.new_hand([200] * 3, seed=seed)
        hand.complete()  # the bring-in completes: the next player faces a bet
        seat = hand.actor
        cards, up = hand.cards(seat), hand.up_cards(seat)
        ranks = [c.rank for c in cards]
        strong = len(set(ranks)) < 3 or up[0].rank.name == "ACE"
        choice = bot.choose(hand, seat, random.Random(0)).kind
        assert (choice is ActionKind.FOLD) is not strong
        kept += strong
        folded += not strong
    assert kept and folded


def test_cautious_bot_in_bailey_stands_and_folds_past_its_threshold() -> None:
    bot = CautiousBot(threshold=10)
    for seed in range(40):
        hand = Bailey().new_hand([0, 0, 0], seed=seed)
        while not hand.is_over:
            seat = hand.actor
            action = bot.choose(hand, seat, random.Random(0))
            if hand.phase == "changes":
                assert action.kind is ActionKind.STAND
            else:
                assert (action.kind is ActionKind.FOLD) == (BaileyView(hand).stake > 10)
            hand.act(action)


def test_bots_follow_the_protocol_and_are_found_by_name() -> None:
    for name, factory in BOTS.items():
        assert isinstance(factory(), Bot)
        assert type(make_bot(name.upper())) is type(factory())
    with pytest.raises(ValueError, match="unknown bot 'shark': choose from random, calling, cautious"):
        make_bot("shark")


def test_a_bot_asked_out_of_turn_says_so() -> None:
    hand = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100], seed=1)
    other = 1 - hand.actor
    with pytest.raises(ValueError, match=f"seat {other} has no decision"):
        CallingBot().choose(hand, other, random.Random(0))
