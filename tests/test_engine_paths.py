"""The engine's quick paths change nothing: a hand dealt from a deck (whole deals drawn at once, a
lazily shuffled deck, deals logged as one entry) is the hand dealt card by card from any other
card source, event for event."""

from __future__ import annotations

import pickle
import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import (
    COMPILED,
    Action,
    ActionKind,
    Badugi,
    Card,
    Deck,
    DeuceToSevenSingleDraw,
    DeuceToSevenTripleDraw,
    FixedLimit,
    Holdem,
    Omaha,
    OmahaHiLo8,
    Razz,
    ShortAllIn,
    ShortDeckHoldem,
    StudHigh,
    StudHiLo8,
)
from pokervariants.engine.events import dealt_rounds

GAMES: list[Any] = [
    StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True),
    Razz(ante=1, bring_in=2, small_bet=5, big_bet=10),
    StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10),
    Holdem(blinds=(1, 2)),
    Holdem(blinds=(1, 2), betting=FixedLimit(small_bet=2, big_bet=4)),
    ShortDeckHoldem(),
    Omaha(blinds=(1, 2)),
    OmahaHiLo8(),
    DeuceToSevenSingleDraw(),
    DeuceToSevenTripleDraw(),
    Badugi(),
]


class Dealer:
    """A card source that is not a :class:`Deck` (so the engine deals from it card by card, as
    from a source of one's own), dealing a deck's cards."""

    def __init__(self, deck: Deck) -> None:
        self.deck = deck

    @property
    def remaining(self) -> int:
        return self.deck.remaining

    def draw(self, seat: int, face_up: bool, extra: bool = False) -> Card:
        return self.deck.draw(seat, face_up, extra)

    def draw_many(self, seats: Sequence[int], face_up: bool) -> Sequence[Card]:
        return self.deck.draw_many(seats, face_up)

    def restock(self, cards: Sequence[int]) -> tuple[Card, ...]:
        return self.deck.restock(cards)

    def copy(self) -> Dealer:
        return Dealer(self.deck.copy())


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(GAMES), st.integers(2, 6), st.integers(0, 2**32))
def test_a_hand_from_a_deck_is_the_hand_dealt_card_by_card(game: Any, players: int, seed: int) -> None:
    stacks = [random.Random(seed + s).randint(20, 300) for s in range(players)]
    quick = game.new_hand(stacks, seed=seed)
    deck = Deck.shuffled(seed, lowest=getattr(game, "lowest_rank", "2"), reshuffles=True)
    slow = game.new_hand(stacks, source=Dealer(deck))
    rng = random.Random(seed)
    while not quick.is_over:
        legal = quick.legal_actions()
        assert slow.legal_actions() == legal and slow.actor == quick.actor
        action = rng.choice(legal)
        if action.kind is ActionKind.DRAW:
            held = quick.down_cards(quick.actor)  # type: ignore[arg-type]
            discards = tuple(rng.sample(held, rng.randint(0, len(held))))
            action = Action(ActionKind.DRAW, len(discards), discards) if discards else legal[0]
        elif action.most is not None:
            action = action.sized(rng.randint(action.amount, action.most))
        quick.act(action)
        slow.act(action)
    assert slow.is_over
    kinds = {entry[0] for entry in quick._t.log}, {entry[0] for entry in slow._t.log}
    assert dealt_rounds in kinds[0] and dealt_rounds not in kinds[1]  # the two paths were both taken
    assert quick.events == slow.events
    assert quick.stacks == slow.stacks and quick.results == slow.results


class _OwnFixedLimit(FixedLimit):
    """A subclass of FixedLimit: the engine calls its methods, never the arithmetic's quick path."""


class _NoRaises(FixedLimit):
    """A subclass whose menus offer no bet or raise."""

    def options(self, round: Any, seat: int, bet: int, stack: int) -> tuple[Action, ...]:
        return tuple(a for a in super().options(round, seat, bet, stack) if a.kind not in (ActionKind.BET, ActionKind.RAISE))


def _limit_games(policy: FixedLimit) -> list[Any]:
    return [Holdem(blinds=(1, 2), betting=policy), DeuceToSevenTripleDraw(betting=policy), Badugi(betting=policy)]


@pytest.mark.skipif(COMPILED, reason="a compiled class cannot be subclassed (docs/speed.rst): the pure build's run checks the engine honours a subclass")
@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2), st.integers(2, 6), st.integers(0, 2**32), st.booleans())
def test_fixed_limits_quick_path_plays_as_its_methods(game: int, players: int, seed: int, by_bet: bool) -> None:
    # The engine calls a FixedLimit's arithmetic (FixedLimitRules) directly; a subclass goes through
    # the methods. Both are one game, menu for menu and event for event.
    fields: dict[str, Any] = {"small_bet": 2, "big_bet": 4, "short_all_in": ShortAllIn.BY_BET if by_bet else ShortAllIn.GRID}
    quick = _limit_games(FixedLimit(**fields))[game]
    slow = _limit_games(_OwnFixedLimit(**fields))[game]
    stacks = [random.Random(seed + s).randint(5, 60) for s in range(players)]  # short stacks: all-ins, side pots
    a, b = quick.new_hand(stacks, seed=seed), slow.new_hand(stacks, seed=seed)
    rng = random.Random(seed)
    while not a.is_over:
        legal = a.legal_actions()
        assert b.legal_actions() == legal
        action = rng.choice(legal)
        if action.kind is ActionKind.DRAW:
            held = a.down_cards(a.actor)
            discards = tuple(rng.sample(held, rng.randint(0, len(held))))
            action = Action(ActionKind.DRAW, len(discards), discards) if discards else legal[0]
        a.act(action)
        b.act(action)
    assert b.is_over and a.events == b.events


@pytest.mark.skipif(COMPILED, reason="a compiled class cannot be subclassed (docs/speed.rst): the pure build's run checks the engine honours a subclass")
def test_a_fixed_limit_subclass_is_asked_for_its_menus() -> None:
    hand = Holdem(blinds=(1, 2), betting=_NoRaises(small_bet=2, big_bet=4)).new_hand([100] * 4, seed=3)
    offered: set[ActionKind] = set()
    while not hand.is_over:
        legal = hand.legal_actions()
        offered |= {a.kind for a in legal}
        hand.act(next(a for a in legal if a.kind is not ActionKind.FOLD))
    assert ActionKind.CALL in offered and not offered & {ActionKind.BET, ActionKind.RAISE}


def test_a_fixed_limit_pickles_and_copies_with_its_arithmetic() -> None:
    policy = FixedLimit(small_bet=2, big_bet=4, raises=2, short_all_in=ShortAllIn.BY_BET, heads_up_uncapped=True)
    again = pickle.loads(pickle.dumps(policy))
    assert again == policy and repr(again) == repr(policy)
    game, other = Holdem(blinds=(1, 2), betting=policy), Holdem(blinds=(1, 2), betting=again)
    a, b = game.new_hand([50] * 3, seed=9), other.new_hand([50] * 3, seed=9)
    while not a.is_over:
        action = a.legal_actions()[-1]  # raise whenever raising is offered: the cap and the all-ins
        assert b.legal_actions() == a.legal_actions()
        a.act(action)
        b.act(action)
    assert a.events == b.events
