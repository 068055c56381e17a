"""Bailey's Poker under random play: whole matches with random legal decisions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pokervariants.variants.bailey import BaileyView
from pokervariants import Action, ActionKind, Bailey, BaileyMatch, FirstToPoints, Hand, IllegalActionError, PlayableHand, StudHigh
from pokervariants.engine import GambleLaid

pytestmark = pytest.mark.filterwarnings("ignore:BaileyMatch:DeprecationWarning")  # the match's behaviour, under its old name (test_bailey_rules checks the warning)

matches = st.fixed_dictionaries(
    {
        "seed": st.integers(0, 2**32),
        "decisions": st.integers(0, 2**32),
        "players": st.integers(2, 4),
        "jokers": st.integers(0, 2),
        "ceiling": st.none() | st.integers(5, 120),
        "target": st.none() | st.integers(20, 200),
    }
)


def decide(legal: tuple[Action, ...], rng: random.Random) -> Action:
    """A random legal action; standing and continuing are favoured so that most hands reach round 4."""
    if legal[0].kind is ActionKind.CONTINUE:
        return legal[0] if rng.random() < 0.85 else legal[1]
    return legal[0] if rng.random() < 0.4 else rng.choice(legal)


def check_hand(hand: Hand, game: Bailey, rng: random.Random) -> None:
    """Play ``hand`` out at random, checking the invariants at every decision."""
    stakes = [BaileyView(hand).stake]
    while not hand.is_over:
        legal = hand.legal_actions()
        assert legal, "a pending decision always has a legal action"
        if rng.random() < 0.1:  # a refused action changes nothing
            seat = hand.actor
            assert seat is not None
            wrong = rng.choice(
                [
                    Action(ActionKind.FOLD if hand.phase == "changes" else ActionKind.STAND),
                    Action(ActionKind.CHANGE, 99, hand.down_cards(seat)[:1] or hand.up_cards(seat)[:1]),
                    Action(ActionKind.CALL, 5),
                ]
            )
            before = (hand.events, hand.stacks, hand.kitty, BaileyView(hand).stake, hand.actor)
            try:
                hand.act(wrong)
            except IllegalActionError:
                pass
            else:
                raise AssertionError(f"{wrong} was accepted")
            assert (hand.events, hand.stacks, hand.kitty, BaileyView(hand).stake, hand.actor) == before
        if rng.random() < 0.05:  # replay midway gives the same decision
            again = Hand.replay(game, hand.events)
            assert again.actor == hand.actor and again.legal_actions() == legal
        hand.act(decide(legal, rng))
        stakes.append(BaileyView(hand).stake)
    assert stakes == sorted(stakes), "the stake never falls"
    if game.ceiling is not None:
        assert BaileyView(hand).stake <= game.ceiling
    assert sum(hand.payoffs) + hand.kitty - hand.starting_kitty == 0, "points are conserved"
    seen = [card for seat in range(len(hand.stacks)) for card in hand.cards(seat)]
    seen += [*BaileyView(hand).scrap, *BaileyView(hand).gamble_cards]
    assert len(seen) == len(set(seen)), "no card twice"
    assert len(seen) + hand.stock == 52 + game.jokers
    assert len([e for e in hand.events if isinstance(e, GambleLaid)]) == hand.round
    again = Hand.replay(game, hand.events)
    assert again.events == hand.events
    assert (again.stacks, again.kitty, again.winner) == (hand.stacks, hand.kitty, hand.winner)


def play_match(options: dict[str, int | None], *, check: bool) -> BaileyMatch:
    game = Bailey(jokers=options["jokers"] or 0, ceiling=options["ceiling"])
    target = options["target"]
    match = BaileyMatch(
        game=game,
        players=options["players"] or 2,
        scoring=FirstToPoints(target=target) if target else None,
        seed=options["seed"] or 0,
        max_hands=12,
    )
    rng = random.Random(options["decisions"])
    while not match.is_over:
        hand = match.next_hand()
        if check:
            check_hand(hand, game, rng)
            assert sum(match.scores) + match.kitty == 0, "points are conserved across the match"
        else:
            while not hand.is_over:
                hand.act(decide(hand.legal_actions(), rng))
    return match


@settings(max_examples=150, deadline=None)
@given(matches)
def test_random_matches_keep_every_invariant(options: dict[str, int | None]) -> None:
    match = play_match(options, check=True)
    if options["target"] and len(match.hands) < 12:
        assert max(match.scores) >= options["target"]
        assert match.winner == match.scores.index(max(match.scores))


@settings(max_examples=20, deadline=None)
@given(matches)
def test_same_seed_and_decisions_give_the_same_match(options: dict[str, int | None]) -> None:
    first = play_match(options, check=False)
    second = play_match(options, check=False)
    assert first.scores == second.scores and first.kitty == second.kitty
    assert [h.events for h in first.hands] == [h.events for h in second.hands]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 4))
def test_copy_is_independent_midway(seed: int, players: int) -> None:
    rng = random.Random(seed)
    hand = Bailey(jokers=2).new_hand([0] * players, seed=seed)
    for _ in range(rng.randrange(6)):
        if hand.is_over:
            break
        hand.act(rng.choice(hand.legal_actions()))
    clone = hand.copy()
    events = hand.events
    while not clone.is_over:
        clone.act(rng.choice(clone.legal_actions()))
    assert hand.events == events
    assert sum(clone.payoffs) + clone.kitty == 0


def drive(hand: PlayableHand, rng: random.Random) -> tuple[int, ...]:
    """Play any game's hand to the end through the shared protocol."""
    while not hand.is_over:
        hand.act(rng.choice(hand.legal_actions()))
    return hand.payoffs


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_every_hand_follows_the_shared_protocol(seed: int) -> None:
    rng = random.Random(seed)
    bailey = Bailey(jokers=1).new_hand([0, 0, 0], seed=seed)
    stud = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100, 100, 100], seed=seed)
    assert sum(drive(bailey, rng)) + bailey.kitty == 0
    assert sum(drive(stud, rng)) == 0
