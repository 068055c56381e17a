"""The engine's quick paths change nothing: a hand dealt from a deck (whole deals drawn at once, a
lazily shuffled deck, deals logged as one entry) is the hand dealt card by card from any other
card source, event for event."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants import (
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
