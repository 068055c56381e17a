"""``pokervariants demo``, which ``pokervariants`` alone runs too: a seeded demonstration of the library (:func:`demo`)."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from .. import __version__
from ..core import ActionKind, Deck
from ..engine.events import Acted, GambleLaid
from ..ranking import evaluate_bailey, evaluate_high, evaluate_low, evaluate_low8
from ..evaluation import build_tables, rank_high
from ..variants import Bailey, StudHiLo8
from ..variants.bailey import BaileyView
from .output import show

__all__ = ["demo", "run_demo"]


def run_demo(args: argparse.Namespace) -> int:
    """``pokervariants`` / ``pokervariants demo``."""
    demo(args.seed)
    return 0


def demo(seed: int, out: Callable[[str], object] = print) -> None:
    """Build the tables, deal seven cards to four players from a seeded deck, show every ranking, play a hand of
    Stud/8 and time the evaluator."""
    start = time.perf_counter()
    build_tables()
    built = time.perf_counter() - start
    deck = Deck.shuffled(seed)
    out(f"pokervariants {__version__}: four seven-card hands dealt from seed {seed}\n")
    hands = [deck.deal(7) for _ in range(4)]
    for seat, hand in enumerate(hands):
        high, low, low8 = evaluate_high(hand), evaluate_low(hand), evaluate_low8(hand)
        out(f"seat {seat}: {show(hand)}")
        out(f"  high: {str(high):<34} using {show(high.cards)}")
        out(f"  low : {str(low):<34} using {show(low.cards)}")
        out(f"  8/b : {str(low8) if low8 else 'no qualifying low'}")
        out(f"  high, 3s and 9s wild: {evaluate_high(hand, wild='39')}")
    best = max(range(4), key=lambda s: evaluate_high(hands[s]))
    out(f"\nbest high hand: seat {best} ({evaluate_high(hands[best])})")
    bailey = deck.deal(5)
    out(f"Bailey's Poker, best three of {show(bailey)}: {evaluate_bailey(bailey)}")

    game = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)
    played = game.new_hand([100] * 4, seed=seed)
    while not played.is_over:  # everyone calls or checks to the showdown
        played.act(next(a for a in played.legal_actions() if a.kind is not ActionKind.FOLD))
    out(f"\nA hand of {game.name}, four players calling down:")
    for seat in range(4):
        out(f"  seat {seat}: {show(played.cards(seat))}")
    for award in played.results:
        out(f"  seat {award.seat} wins {award.amount} ({award.share}) with {award.hand}")
    out(f"  payoffs: {played.payoffs}")
    _bailey_demo(seed, out)

    sample = [tuple(int(c) for c in Deck.shuffled(seed + i).deal(7)) for i in range(2000)] * 50
    start = time.perf_counter()
    for cards in sample:
        rank_high(cards)
    elapsed = time.perf_counter() - start
    out(f"\ntables built in {built:.2f} s; rank_high: {len(sample) / elapsed:,.0f} seven-card hands per second")
    out("more: pokervariants eval | equity | simulate | play | replay (see pokervariants --help)")


def _bailey_demo(seed: int, out: Callable[[str], object]) -> None:
    """A hand of Bailey's Poker: in rounds 1-3 a player without a pair showing changes the lowest face-up
    card at the cheapest valuation; everyone continues to the showdown."""
    game = Bailey(jokers=1)
    hand = game.new_hand([0, 0, 0], seed=seed)
    out(f"\nA hand of {game.name}, three players, one joker in the pack:")
    changed: set[tuple[int, int]] = set()
    while not hand.is_over:
        seat, legal = hand.actor, hand.legal_actions()
        assert seat is not None
        up = hand.up_cards(seat)
        ranks = [c >> 2 for c in up if not c.is_joker]
        cheapest = min(BaileyView(hand).valuations)
        changes = [a for a in legal if a.kind is ActionKind.CHANGE and a.amount == cheapest]
        if hand.phase == "changes" and (hand.round, seat) not in changed and len(set(ranks)) == len(ranks) and changes:
            changed.add((hand.round, seat))
            hand.act(min(changes, key=lambda a: a.cards[0] >> 2 if not a.cards[0].is_joker else -1))
        else:
            hand.act(legal[0])  # stand, or continue
    laid = 0
    for event in hand.events:
        if isinstance(event, GambleLaid):
            laid += 1
            out(f"  round {laid}: gamble card {event.card} (+{event.value}), stake {event.stake}")
        elif isinstance(event, Acted) and event.action.kind is ActionKind.CHANGE:
            out(f"    seat {event.seat} changes {event.action.cards[0]}, valued {event.action.amount}")
    for seat in range(3):
        out(f"  seat {seat}: {show(hand.cards(seat))}: {game.rankers[0].evaluate(hand.cards(seat))}")
    winner = f"seat {hand.winner} wins" if hand.winner is not None else "a tie: the stakes go to the kitty"
    out(f"  {winner}; payoffs {hand.payoffs}, kitty {hand.kitty}")
