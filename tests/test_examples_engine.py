"""The games issue 14 asked the one engine to take, each a screenful in examples/: Follow the Queen (a hook
with per-hand state), Chicago (a holding-aware ranker, named shares), Kings Pay (a fee) and Deuce-to-Seven
Stud (a ranking that names its own hands).

Each gets stacked-deck scenarios for its rule, random play (chips conserved, no card twice, replay and
copy exact), a hand-history round trip, and equity checked against a brute-force count written here.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from itertools import permutations
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import pokervariants as pv
from pokervariants import ActionKind, Card, CardsHeld, Deck, Hand, Rank, equity, parse_cards
from pokervariants.engine import Burned, CommunityDealt, Dealt, Posted, Shown, StateChanged

EXAMPLES = Path(__file__).parent.parent / "examples"
AMOUNTS = {"ante": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10}


def load(name: str) -> ModuleType:
    key = f"pokervariants_example_{name}"
    if key not in sys.modules:
        spec = importlib.util.spec_from_file_location(key, EXAMPLES / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[key] = module
        spec.loader.exec_module(module)
    return sys.modules[key]


ftq, chicago, kings, deuce = (load(n) for n in ("follow_the_queen", "chicago", "kings_pay", "deuce_to_seven_stud"))
FollowTheQueen: Any = ftq.FollowTheQueen
Chicago: Any = chicago.Chicago
KingsPay: Any = kings.KingsPay
DeuceToSevenStud: Any = deuce.DeuceToSevenStud
GAMES = [FollowTheQueen(**AMOUNTS), Chicago(**AMOUNTS), KingsPay(**AMOUNTS, king_fee=3), DeuceToSevenStud(**AMOUNTS)]
IDS = [g.name for g in GAMES]


def stud_deck(*hands: str | tuple[Card, ...]) -> Deck:
    """Each seat's seven cards in the order they come (two down, four up, one down), then the rest of the pack."""
    cards = [parse_cards(h) if isinstance(h, str) else h for h in hands]
    return Deck.stacked([h[i] for i in range(7) for h in cards if i < len(h)], fill=True)


def call_down(hand: Hand) -> None:
    while not hand.is_over:
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))


# --- the rule each game adds ---------------------------------------------------------------------


def test_follow_the_queen_wild_rank_follows_the_last_face_up_queen() -> None:
    game = FollowTheQueen(**AMOUNTS)
    # seat 0's up cards: Qh, 7c; seat 1's: 9d, Qs (the last face-up queen is followed by nothing... then 5h)
    hand = game.new_hand([200, 200], deck=stud_deck("2c 3c Qh 7c 8d 9s 4h", "2d 3d 9d Qs 5h 6h 4d"))
    states = []
    while not hand.is_over:
        states.append(hand.state.wild)
        hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
    changes = [e.state.wild for e in hand.events if isinstance(e, StateChanged)]
    # third: Qh then 9d (follows the queen: nines wild); fourth: 7c, Qs (a queen: none until the next); fifth: 8d names eights
    assert changes[:4] == [None, Rank.NINE, None, Rank.EIGHT]
    assert hand.state.wild is Rank.EIGHT
    shown = {e.seat: e for e in hand.events if isinstance(e, Shown)}
    assert str(shown[0].values[0]).endswith("wild)")  # queens and eights play wild at the showdown
    assert hand.copy().state == hand.state and Hand.replay(game, hand.events).state == hand.state


def test_chicago_splits_with_the_highest_spade_in_the_hole() -> None:
    game = Chicago(**AMOUNTS)
    # seat 0: aces full (high); seat 1: nothing, but the king of spades in the hole
    hand = game.new_hand([100, 100], deck=stud_deck("Ah Ad Ac Kc Kd 2h 3h", "Ks 9d 7c 6h 4d 3d 2c"))
    call_down(hand)
    awards = {(e.share, e.seat) for e in hand.results}
    assert awards == {("high", 0), ("spade", 1)}
    assert [str(e.hand) for e in hand.results if e.share == "spade"] == ["King of spades in the hole"]
    # nobody holds a spade face down: the high hand takes it all
    dry = game.new_hand([100, 100], deck=stud_deck("Ah Ad Ac Kc Kd 2h 3h", "Kh 9d 7c 6h 4d 3d 2c"))
    call_down(dry)
    assert {(e.share, e.seat) for e in dry.results} == {("all", 0)}


def test_kings_pay_a_fee_when_dealt_face_up() -> None:
    game = KingsPay(**AMOUNTS, king_fee=4)
    hand = game.new_hand([100, 6], deck=stud_deck("2c 3c Kh Ks 9d", "2d 3d Kd 7h 5c"))
    fees = [(e.seat, e.amount) for e in hand.events if isinstance(e, Posted) and e.kind == "fee"]
    assert fees == [(0, 4), (1, 4)]  # third street: both kings up
    assert hand.stacks == (95, 1)
    call_down(hand)
    fees = [(e.seat, e.amount) for e in hand.events if isinstance(e, Posted) and e.kind == "fee"]
    assert fees[2] == (0, 4)  # fourth street: the king of spades
    assert sum(hand.stacks) == 106
    actions = pv.phh.record(hand).actions
    assert [a for a in actions if "fee" in a] == ["# p1 posts fee 4", "# p2 posts fee 4", "# p1 posts fee 4"]  # the reader sees them
    assert actions.index("# p1 posts fee 4") == actions.index("d dh p1 Kh") + 1  # right after the king


def test_deuce_to_seven_ranks_and_names_its_hands() -> None:
    low = deuce.DeuceToSevenLow()
    assert str(low.evaluate("7c 5d 4h 3s 2c")) == "Seven-five low"
    assert str(low.evaluate("8c 7d 6h 5s 4c")) == "Straight, eight high"
    assert str(low.evaluate("As 5d 4h 3s 2c")) == "Ace-five low"  # the wheel is no straight
    order = ["7c 5d 4h 3s 2c", "8c 5d 4h 3s 2c", "Kc Qd Jh 9s 8c", "As 5d 4h 3s 2c", "2c 2d 7h 5s 4c", "8c 7d 6h 5s 4c", "9s 7s 5s 4s 2s"]
    ranks = [low.rank(parse_cards(h)) for h in order]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)
    game = DeuceToSevenStud(**AMOUNTS)
    # the highest up card brings in: an ace
    hand = game.new_hand([100, 100, 100], deck=stud_deck("2c 3c 7d", "4h 5h As", "6d 8d Kc"))
    assert hand.actor == 1 and [str(a) for a in hand.legal_actions()] == ["bring-in 2", "complete 5"]


# --- random play ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_random_hands_conserve_chips_deal_each_card_once_and_replay_and_copy_exactly(game: Any) -> None:
    rng = random.Random(len(game.name))
    showdowns = 0
    for seed in range(150):
        players = rng.randint(2, 6)
        hand = game.new_hand([rng.randint(20, 120) for _ in range(players)], seed=seed)
        copies = []
        while not hand.is_over:
            if rng.random() < 0.1:
                copies.append((hand.copy(), hand.events))
            hand.act(rng.choice(hand.legal_actions()))
        assert sum(hand.stacks) == sum(hand.starting_stacks) and min(hand.stacks) >= 0
        out = [e.card for e in hand.events if isinstance(e, (Dealt, Burned, CommunityDealt))]
        assert len(out) == len(set(out)) <= 52
        assert Hand.replay(game, hand.events).events == hand.events
        for clone, events in copies:
            assert clone.events == events  # the copy did not move with the original
        showdowns += any(isinstance(e, Shown) for e in hand.events)
    assert showdowns > 10


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_hand_history_round_trip(game: Any) -> None:
    registry = pv.VariantRegistry([type(game)], entry_points=False)
    for seed in range(40):
        hand = game.new_hand([60, 70, 80], seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            hand.act(rng.choice(hand.legal_actions()))
        text = pv.phh.dumps(pv.phh.record(hand))
        again = pv.phh.replay(pv.phh.loads(text), registry=registry)
        assert again.events == hand.events and again.payoffs == hand.payoffs


# --- equity against a brute-force count -----------------------------------------------------------

# Seventh street (one card face down each) to come: every way to deal the two last cards.
SPOTS = {
    "Follow the Queen": ["2c3c/Qh7c8d9s", "2d3d/9dQs5h6h"],
    "Chicago": ["AhAd/AcKcKd2h", "Ks9d/7c6h4d3d"],
    "Kings Pay": ["2c3c/Kh8s9dTd", "4d5d/7h5c6s8c"],
    "Deuce-to-Seven Stud": ["2c3c/7d4hKs9h", "5h6h/8d2d3dJc"],
}


def brute_force(game: Any, holdings: list[str]) -> list[float]:
    """Each seat's share of the pot over every ordered pair of last cards, settled by hand here."""
    held = [pv.Holding.parse(h) for h in holdings]
    seen = {c for h in held for c in h.cards}
    unseen = [Card(c) for c in range(52) if c not in seen]
    state = game.initial_state()
    if isinstance(game, FollowTheQueen):  # the state after these up cards: Qh 9d (nines), then 7c Qs (none), 8d (eights)...
        hand = game.new_hand([100, 100], deck=stud_deck(*(h.down + h.up for h in held)))
        while hand.street != "seventh" and not hand.is_over:
            hand.act(next(a for a in hand.legal_actions() if a.kind is not ActionKind.FOLD))
        state = hand.state
    rankers = game.rankers_for(state)
    totals = [0.0, 0.0]
    deals = 0
    for last0, last1 in permutations(unseen, 2):
        hands = [CardsHeld((*held[0].down, last0), held[0].up), CardsHeld((*held[1].down, last1), held[1].up)]
        ranks = [[r.rank(h) for r in rankers] for h in hands]
        shares = [0] + [i for i in range(1, len(rankers)) if any(rk[i] for rk in ranks)]
        for i in shares:
            best = max(rk[i] for rk in ranks)
            winners = [s for s in (0, 1) if ranks[s][i] == best]
            for s in winners:
                totals[s] += 1 / len(shares) / len(winners)
        deals += 1
    return [t / deals for t in totals]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_equity_agrees_with_a_brute_force_count(game: Any) -> None:
    holdings = SPOTS[game.name]
    truth = brute_force(game, holdings)
    if game.hooks:  # deal hooks: sampled, within four standard errors
        result = equity(game, holdings, samples=6000, seed=3)
        for player, expected in zip(result.players, truth):
            assert abs(player.equity - expected) <= 4 * player.standard_error + 1e-9
    else:
        result = equity(game, holdings)
        assert result.exact
        assert [p.equity for p in result.players] == pytest.approx(truth, abs=1e-12)
