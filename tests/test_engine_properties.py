"""Random legal play to the end in every stud game: the engine's invariants (RULES.md 6)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import Action, ActionKind, Hand, IllegalActionError, Razz, StudHigh, StudHiLo8
from pokervariants.engine import Acted, Awarded, Burned, CommunityDealt, Dealt, Posted, Returned

GAMES = [
    StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10),
    Razz(ante=2, bring_in=3, small_bet=10, big_bet=20, burn=True),
    StudHiLo8(ante=1, bring_in=2, small_bet=4, big_bet=8, heads_up_uncapped=True),
    StudHiLo8(ante=0, bring_in=1, small_bet=2, big_bet=4, burn=True),
]


def play(hand: Hand, rng: random.Random, *, probe: bool = False) -> None:
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal, "a decision is pending but nothing is legal"
        assert hand.actor is not None
        if probe:  # a refused action changes nothing
            before = (hand.events, hand.stacks, hand.bets, hand.actor)
            with pytest.raises(IllegalActionError):
                hand.act(Action(ActionKind.RAISE, 10**9))
            assert (hand.events, hand.stacks, hand.bets, hand.actor) == before
        weights = [1 if a.kind is ActionKind.FOLD else 3 for a in legal]
        hand.act(rng.choices(legal, weights)[0])


@settings(max_examples=300)
@given(st.sampled_from(GAMES), st.lists(st.integers(1, 300), min_size=2, max_size=8), st.integers(0, 2**32))
def test_random_play_keeps_the_invariants(game: StudHigh, stacks: list[int], seed: int) -> None:
    hand = game.new_hand(stacks, seed=seed)
    play(hand, random.Random(seed), probe=seed % 5 == 0)
    # chips conserved: payoffs sum to zero, nobody below zero
    assert sum(hand.payoffs) == 0 and all(s >= 0 for s in hand.stacks)
    assert sum(hand.stacks) == sum(stacks)
    put_in = sum(e.amount for e in hand.events if isinstance(e, Posted)) + sum(
        e.added for e in hand.events if isinstance(e, Acted)
    ) - sum(e.amount for e in hand.events if isinstance(e, Returned))
    assert sum(e.amount for e in hand.events if isinstance(e, Awarded)) == put_in
    # no card twice
    cards = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
    assert len(cards) == len(set(cards))
    for seat in range(len(stacks)):
        assert len(hand.cards(seat)) <= 7
    # replay reproduces the state
    again = Hand.replay(game, hand.events)
    assert again.events == hand.events and again.stacks == hand.stacks and again.is_over


@settings(max_examples=40)
@given(st.sampled_from(GAMES), st.integers(2, 8), st.integers(0, 2**32), st.integers(0, 40))
def test_copy_and_replay_midway(game: StudHigh, players: int, seed: int, steps: int) -> None:
    hand = game.new_hand([100] * players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if hand.is_over:
            break
        hand.act(rng.choice(hand.legal_actions()))
    copy = hand.copy()
    replayed = Hand.replay(game, hand.events)
    assert replayed.events == hand.events and replayed.actor == hand.actor
    assert replayed.legal_actions() == hand.legal_actions()
    play(copy, random.Random(1))
    assert hand.events == replayed.events  # the copy is independent
