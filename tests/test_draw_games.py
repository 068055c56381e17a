"""Draw games (RULES.md 6): discards and replacements, the stub running short and the reshuffle,
the five built-in games, their hand histories, equity and the command line's answers."""

from __future__ import annotations

import contextlib
import io
import itertools
import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import (
    Action,
    ActionKind,
    AceToFiveTripleDraw,
    Badugi,
    Deck,
    DeuceToSevenSingleDraw,
    DeuceToSevenTripleDraw,
    FiveCardDraw,
    FixedLimit,
    IllegalActionError,
    NoLimit,
    PotLimit,
    parse_cards,
)
from pokervariants.bots import CautiousBot, RandomBot, keepers
from pokervariants.cli import main, parse_answer
from pokervariants.engine import Burned, Dealt, Reshuffled
from pokervariants.engine.draws import DISCARDS, deliverable

WHEEL = "Ace-five low"
"""A-2-3-4-5 in deuce-to-seven: ace high, no straight."""
GAMES = [FiveCardDraw(), DeuceToSevenSingleDraw(), DeuceToSevenTripleDraw(), AceToFiveTripleDraw(), Badugi()]


def dealt(holes: Sequence[str], rest: str = "", *, fill: bool = True) -> Deck:
    """A deck dealing ``holes`` a card a round from seat 0, then ``rest`` (the burns and draws)."""
    hands = [parse_cards(h) for h in holes]
    order = [h[r] for r in range(len(hands[0])) for h in hands] + list(parse_cards(rest))
    return Deck.stacked(order, fill=fill)


def to_the_draw(hand: pv.Hand) -> None:
    """Everyone calls or checks the blinds' round."""
    while hand.phase == "betting":
        hand.check() if any(a.kind is ActionKind.CHECK for a in hand.legal_actions()) else hand.call()


def check_down(hand: pv.Hand) -> None:
    """Everyone checks or calls, and stands pat, to the end."""
    while not hand.is_over:
        if hand.phase == "draw":
            hand.stand_pat()
        else:
            to_the_draw(hand)


def places(hand: pv.Hand) -> list[int]:
    """Every card's place now: held, on the discard pile, burned, or in the stub."""
    held = [c for s in range(len(hand.stacks)) for c in hand.down_cards(s)]
    burned = [e.card for e in hand.events if isinstance(e, Burned)]
    return held + list(hand.pile(DISCARDS)) + burned + list(hand.source.cards)  # type: ignore[attr-defined]


# --- the draw itself ---------------------------------------------------------------------------


def test_standing_pat_and_discarding_all_five() -> None:
    game = FiveCardDraw(blinds=(1, 2))
    hand = game.new_hand([100, 100, 100], deck=dealt(["2c 5d 9h Js Kc", "3c 3d 3h 8s 8c", "4c 6d 7h Ts Ac"], "2d 5h 6h 7s 9c Qd"))
    to_the_draw(hand)
    assert hand.street == "draw" and hand.actor == 0  # the first live seat left of the button draws first
    assert [str(a) for a in hand.legal_actions()] == ["stand pat", "discard 1-5"]
    hand.draw("2c 5d 9h Js Kc")  # all five
    hand.stand_pat()
    hand.draw(hand.down_cards(2)[:1])
    assert [str(c) for c in hand.down_cards(0)] == ["5h", "6h", "7s", "9c", "Qd"]  # after one burned card (2d)
    assert [str(c) for c in hand.down_cards(1)] == ["3c", "3d", "3h", "8s", "8c"]
    assert [e.card for e in hand.events if isinstance(e, Burned)] == [parse_cards("2d")[0]]
    acted = [e.action for e in hand.events if isinstance(e, pv.engine.Acted) and e.action.kind is ActionKind.DRAW]
    assert [str(a) for a in acted] == ["discard 2c 5d 9h Js Kc", "stand pat", "discard 4c"]
    assert hand.pile(DISCARDS) == parse_cards("2c 5d 9h Js Kc 4c")
    check_down(hand)
    assert hand.winner == 1 and sum(hand.payoffs) == 0  # the full house


def test_heads_up_the_button_acts_first_before_the_draw_and_draws_last() -> None:
    hand = FiveCardDraw().new_hand([50, 50], seed=4)
    assert hand.actor == 1 and hand.bets == (2, 1)  # seat 1 is the button and the small blind
    hand.call()
    hand.check()
    assert hand.phase == "draw" and hand.actor == 0
    hand.stand_pat()
    assert hand.actor == 1


def test_three_draws_and_the_fixed_limit_bets() -> None:
    game = DeuceToSevenTripleDraw(betting=FixedLimit(small_bet=2, big_bet=4))
    hand = game.new_hand([100] * 3, seed=8)
    streets, sizes = [], []
    while not hand.is_over:
        if hand.phase == "draw":
            hand.draw(hand.down_cards(hand.actor)[:2])
            continue
        bets = [a for a in hand.legal_actions() if a.kind in (ActionKind.BET, ActionKind.RAISE)]
        if hand.street not in streets:
            streets.append(hand.street)
            sizes.append(bets[0].amount - max(hand.bets))
        to_the_draw(hand)
    assert streets == ["predraw", "first draw", "second draw", "third draw"]
    assert sizes == [2, 2, 4, 4]  # the small bet for two rounds, the big bet for two
    assert sum(1 for e in hand.events if isinstance(e, Burned)) == 3
    assert sum(1 for e in hand.events if isinstance(e, pv.engine.Acted) and e.action.kind is ActionKind.DRAW) == 9


def test_a_draw_is_refused_with_the_reason_and_changes_nothing() -> None:
    hand = Badugi().new_hand([100] * 3, seed=2)
    to_the_draw(hand)
    before, seat = hand.events, hand.actor
    held = hand.down_cards(seat)
    other = next(c for c in pv.Deck.standard().cards if c not in held)
    cases = [
        (Action(ActionKind.DRAW, 1, (other,)), "does not hold"),
        (Action(ActionKind.DRAW, 2, (held[0], held[0])), "named twice"),
        (Action(ActionKind.DRAW, 3, held[:2]), "number of cards discarded"),
        (Action(ActionKind.DRAW, 1, most=4), "name the cards"),
        (Action(ActionKind.DRAW, 2), "name the cards"),
        (Action(ActionKind.CALL, 2), "this is a draw"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalActionError, match=reason):
            hand.act(action)
        assert hand.events == before and hand.actor == seat
    with pytest.raises(IllegalActionError, match="name the cards"):
        hand.act(hand.legal_actions()[1])  # the range itself: which cards would go?
    with pytest.raises(IllegalActionError, match="does not hold"):
        hand.draw(other.__str__())
    assert hand.events == before
    hand.draw(held)  # all four: Badugi's most
    assert len(hand.down_cards(seat)) == 0 and hand.actor != seat


def test_badugi_discards_at_most_four_and_five_card_games_five() -> None:
    for game, most in ((Badugi(), 4), (FiveCardDraw(), 5), (DeuceToSevenSingleDraw(), 5), (AceToFiveTripleDraw(), 5)):
        hand = game.new_hand([100, 100], seed=1)
        to_the_draw(hand)
        assert hand.legal_actions()[1].most == most


# --- the stub running short ----------------------------------------------------------------------


def test_deliverable_counts_the_reshuffles() -> None:
    assert deliverable(10, 0, [5, 5])
    assert deliverable(3, 0, [3, 3])  # the second is dealt the first's discards
    assert not deliverable(3, 0, [3, 4])  # the second's own four never come back to it
    assert deliverable(3, 1, [3, 4])  # an older discard makes up the difference
    assert not deliverable(3, 0, [3, 3], burn=True)  # the burn leaves the first two: its reshuffle may not take the second's discards
    assert deliverable(3, 0, [2, 2], burn=True)  # the second's reshuffle takes the first's two
    assert deliverable(3, 0, [3, 3], burn=True, own=True)  # PokerKit's muck takes everyone's
    assert not deliverable(0, 0, [0, 2, 2])  # nor the third's for the second
    assert not deliverable(0, 0, [1])


def test_the_stub_runs_short_the_discards_are_reshuffled_never_the_players_own() -> None:
    # A 14-card deck: ten cards dealt heads-up, four left. The big blind draws three, the button three.
    holes = ["2c 3c 4c 5c 7d", "9s Ts Js Qs Ks"]
    deck = dealt(holes, "Ad Ah As Ac", fill=False)
    game = DeuceToSevenSingleDraw(burn=False)
    hand = game.new_hand([100, 100], deck=deck)
    hand.call()
    hand.check()
    hand.draw("2c 3c 4c")
    # The stub (four cards) is short for nobody yet, but seat 1's discards could come only from seat 0's three.
    assert [str(a) for a in hand.legal_actions()] == ["stand pat", "discard 1-4"]
    with pytest.raises(IllegalActionError, match="at most 4"):
        hand.draw("9s Ts Js Qs Ks")
    hand.draw("9s Ts Js Qs")
    reshuffled = [e for e in hand.events if isinstance(e, Reshuffled)]
    assert len(reshuffled) == 1 and reshuffled[0].kept == 1  # one stub card left above the discards
    assert reshuffled[0].cards == tuple(parse_cards("2c 3c 4c"))  # a stacked deck keeps them in order
    assert [str(c) for c in hand.down_cards(0)] == ["5c", "7d", "Ad", "Ah", "As"]
    assert [str(c) for c in hand.down_cards(1)] == ["Ks", "Ac", "2c", "3c", "4c"]  # none of its own four
    assert sorted(hand.pile(DISCARDS)) == sorted(parse_cards("9s Ts Js Qs"))
    assert len(set(places(hand))) == len(places(hand)) == 14
    assert pv.Hand.replay(game, hand.events).events == hand.events


def test_a_stacked_deck_fixes_the_order_of_each_reshuffle() -> None:
    holes = ["2c 3c 4c 5c 7d", "9s Ts Js Qs Ks"]
    deck = Deck.stacked([*dealt(holes, "Ad Ah As Ac", fill=False).cards], reshuffles=["4c 2c 3c"])
    hand = DeuceToSevenSingleDraw(burn=False).new_hand([100, 100], deck=deck)
    hand.call()
    hand.check()
    hand.draw("2c 3c 4c")
    hand.draw("9s Ts Js Qs")
    assert [str(c) for c in hand.down_cards(1)] == ["Ks", "Ac", "4c", "2c", "3c"]
    bad = Deck.stacked([*dealt(holes, "Ad Ah As Ac", fill=False).cards], reshuffles=["4c 2c 8h"])
    hand = DeuceToSevenSingleDraw(burn=False).new_hand([100, 100], deck=bad)
    hand.call()
    hand.check()
    hand.draw("2c 3c 4c")
    before = hand.events
    with pytest.raises(ValueError, match="planned as 4c 2c 8h"):
        hand.draw("9s Ts Js Qs")
    assert hand.events == before  # a short stacked deck makes every action all or nothing


def test_a_seeded_hand_reshuffles_from_its_own_seed() -> None:
    game = FiveCardDraw()

    def play(seed: int | random.Random) -> pv.Hand:
        hand = game.new_hand([500] * 8, seed=seed)
        while not hand.is_over:
            if hand.phase == "draw":
                hand.draw(hand.down_cards(hand.actor))  # eight players drawing five: the stub runs out
            else:
                to_the_draw(hand)
        return hand

    first, again = play(11), play(11)
    assert first.events == again.events and any(isinstance(e, Reshuffled) for e in first.events)
    assert play(random.Random(5)).events == play(random.Random(5)).events
    shuffled = next(e for e in first.events if isinstance(e, Reshuffled))
    discarded = [c for e in first.events if isinstance(e, pv.engine.Acted) for c in e.action.cards]
    assert sorted(shuffled.cards) != list(shuffled.cards) or len(shuffled.cards) < 2
    assert set(shuffled.cards) <= set(discarded)
    assert pv.Hand.replay(game, first.events).events == first.events


# --- rankings in play ----------------------------------------------------------------------------


def test_a_deuce_to_seven_wheel_is_no_straight_and_loses_to_a_seven_low() -> None:
    hand = DeuceToSevenSingleDraw().new_hand([100, 100], deck=dealt(["Ac 2d 3h 4s 5c", "7c 5d 4h 3s 2h"]))
    check_down(hand)
    assert hand.winner == 1
    shown = {e.seat: e for e in hand.events if isinstance(e, pv.engine.Shown)}
    assert str(shown[1].values[0]) == "Seven-five low"
    assert str(shown[0].values[0]) == WHEEL


def test_badugi_paired_or_suited_cards_do_not_count() -> None:
    # Seat 0: As 2d 3c 3h, a three-card hand (the pair of threes); seat 1: Kc Qd Jh Ts, a king badugi.
    hand = Badugi().new_hand([100, 100], deck=dealt(["As 2d 3c 3h", "Kc Qd Jh Ts"]))
    check_down(hand)
    assert hand.winner == 1
    shown = {e.seat: e for e in hand.events if isinstance(e, pv.engine.Shown)}
    assert str(shown[0].values[0]).startswith("Three-card badugi")
    assert str(shown[1].values[0]) == "Four-card badugi, king high"
    suited = Badugi().new_hand([100, 100], deck=dealt(["As 2s 3c 4h", "5s 6s 7s 8s"]))
    check_down(suited)
    assert suited.winner == 0  # three cards beat one: 8s 7s 6s 5s is a one-card badugi


def test_ace_to_five_counts_the_wheel_best() -> None:
    hand = AceToFiveTripleDraw().new_hand([100, 100], deck=dealt(["Ac 2d 3h 4s 5c", "7c 5d 4h 3s 2h"]))
    check_down(hand)
    assert hand.payoffs[0] > 0


# --- random play, replay and histories -----------------------------------------------------------


@pytest.mark.parametrize("game", [*GAMES, DeuceToSevenTripleDraw(betting=NoLimit()), Badugi(betting=PotLimit())], ids=lambda g: f"{g.name}-{type(g.betting).__name__}")
@given(seed=st.integers(0, 2**32), stacks=st.lists(st.integers(2, 300), min_size=2, max_size=8))
@settings(max_examples=25, deadline=None)
def test_random_play_keeps_every_card_in_one_place_replays_and_round_trips(game: pv.DrawGame, seed: int, stacks: list[int]) -> None:
    hand = game.new_hand(stacks, seed=seed)
    rng, bot = random.Random(seed), RandomBot(fold_weight=0.1)
    size = len(pv.Deck.standard().cards)
    copies = []
    while not hand.is_over:
        cards = places(hand)
        assert len(cards) == len(set(cards)) == size  # every card in exactly one place
        if rng.random() < 0.1:
            copies.append((hand.copy(), len(hand.events)))
        hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]
    assert sum(hand.stacks) == sum(stacks)
    assert pv.Hand.replay(game, hand.events).events == hand.events
    for copy, at in copies:
        assert copy.events == hand.events[:at]
    again = pv.phh.replay(pv.phh.loads(pv.phh.dumps(pv.phh.record(hand))))
    assert again.events == hand.events and again.variant == game


# Wikipedia's example badugi hand, as PHH records it (PokerKit's docs play it): every card hidden
# but the two shown at the end. Bob, Carol, Ted and Alice; blinds 1 and 2, bets 2 and 4.
BADUGI_HISTORY = """
variant = 'FB'
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 0, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100, 100]
actions = ['d dh p1 ????????', 'd dh p2 ????????', 'd dh p3 ????????', 'd dh p4 ????????',
           'p3 f', 'p4 cc', 'p1 cc', 'p2 cc',
           'p1 sd ????', 'p2 sd ????', 'p4 sd ??', 'd dh p1 ????', 'd dh p2 ????', 'd dh p4 ??',
           'p1 cc', 'p2 cbr 2', 'p4 cc', 'p1 cc',
           'p1 sd ??', 'p2 sd', 'p4 sd ??', 'd dh p1 ??', 'd dh p4 ??',
           'p1 cc', 'p2 cbr 4', 'p4 cbr 8', 'p1 f', 'p2 cc',
           'p2 sd ??', 'p4 sd', 'd dh p2 ??',
           'p2 cc', 'p4 cbr 4', 'p2 cc',
           'p4 sm 2s4c6d9h', 'p2 sm 3s5d7c8h']
finishing_stacks = [96, 120, 100, 84]
"""


def test_the_wikipedia_badugi_hand_replays_to_its_finishing_stacks() -> None:
    history = pv.phh.loads(BADUGI_HISTORY)
    hand = pv.phh.replay(history)
    assert isinstance(hand.variant, Badugi) and list(hand.stacks) == [96, 120, 100, 84]
    assert sorted(map(str, hand.down_cards(1))) == sorted(["3s", "5d", "7c", "8h"])
    assert str(hand.results[0].hand) == "Four-card badugi, eight high"


def test_a_draw_history_written_here_has_sd_actions_and_replacement_deals() -> None:
    hand = DeuceToSevenTripleDraw().new_hand([100, 100, 100], seed=21)
    to_the_draw(hand)
    hand.draw(hand.down_cards(0)[:2])
    hand.stand_pat()
    hand.draw(hand.down_cards(2)[:1])
    history = pv.phh.record(hand)
    assert history.fields["variant"] == "F2L3D"
    lines = list(history.actions)
    sd = [i for i, line in enumerate(lines) if " sd" in line]
    assert lines[sd[0]].startswith("p1 sd ") and lines[sd[1]] == "p2 sd" and lines[sd[2]].startswith("p3 sd ")
    assert lines[sd[2] + 1].startswith("d dh p1 ") and lines[sd[2] + 2].startswith("d dh p3 ")  # as PokerKit writes them
    assert pv.phh.replay(history).events == hand.events


def test_a_history_dealing_a_card_again_before_a_reshuffle_is_refused() -> None:
    text = """
variant = 'N2L1D'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ['d dh p1 2c3c4c5c7d', 'd dh p2 9sTsJsQsKs', 'p2 cc', 'p1 cc', 'p1 sd 2c', 'p2 sd', 'd dh p1 2c']
"""
    with pytest.raises(pv.phh.PHHError, match="2c is dealt again before the discards"):
        pv.phh.replay(pv.phh.loads(text), stand_ins=True)


# --- equity, bots and the command line ----------------------------------------------------------


def test_equity_models_one_draw_from_the_unseen_cards() -> None:
    # Badugi: A-2-3 drawing one against a pat seven badugi: only the 4h, 5h or 6h win.
    result = pv.equity(Badugi(), ["As2d3c", "4s5d6c7h"])
    unseen = [c for c in pv.Deck.standard().cards if c not in parse_cards("As 2d 3c 4s 5d 6c 7h")]
    wins = sum(pv.rank_badugi((*parse_cards("As 2d 3c"), c)) > pv.rank_badugi(parse_cards("4s 5d 6c 7h")) for c in unseen)
    assert result.exact and result.trials == len(unseen) == 45
    assert result.players[0].equity == pytest.approx(wins / 45) and wins == 3
    # Deuce-to-seven with dead cards (the discards seen): a pat seven-five against a draw to an eight.
    pat = pv.equity(DeuceToSevenSingleDraw(), ["7s5d4c3h2s", "8s6d4h3c"], dead="Kd Kh")
    assert pat.exact and pat.trials == 41 and pat.players[0].equity == 1.0


def test_equity_two_draws_each_against_brute_force() -> None:
    game = DeuceToSevenSingleDraw()
    mine, yours = parse_cards("2c 3d 4h"), parse_cards("2s 3h 5c 6d")
    result = pv.equity(game, [pv.Holding(down=mine), pv.Holding(down=yours)], exact=True)
    unseen = [c for c in pv.Deck.standard().cards if c not in (*mine, *yours)]
    total = share = 0
    for two in itertools.combinations(unseen, 2):
        rest = [c for c in unseen if c not in two]
        for one in rest:
            a, b = pv.rank_deuce_seven((*mine, *two)), pv.rank_deuce_seven((*yours, one))
            total += 1
            share += 1 if a > b else 0 if a < b else 0.5
    assert result.trials == total and result.players[0].equity == pytest.approx(share / total)


def test_the_bots_draw() -> None:
    hand = Badugi().new_hand([100, 100], deck=dealt(["As Ks 2h 7c", "3c 3d 4h 4s"]))
    to_the_draw(hand)
    assert hand.actor == 0 and sorted(map(str, keepers(hand, 0))) == ["2h", "7c", "As"]
    action = CautiousBot().choose(hand, hand.actor, random.Random(1))
    assert action == Action(ActionKind.DRAW, 1, parse_cards("Ks"))
    chosen = RandomBot().choose(hand, hand.actor, random.Random(3))
    assert chosen.kind is ActionKind.DRAW and chosen.most is None and len(chosen.cards) == chosen.amount


def test_the_command_line_reads_discards_by_name() -> None:
    legal = (Action(ActionKind.DRAW), Action(ActionKind.DRAW, 1, most=5))
    assert parse_answer("discard 7h 2c", legal) == Action(ActionKind.DRAW, 2, parse_cards("7h 2c"))
    assert parse_answer("stand pat", legal) == Action(ActionKind.DRAW)
    assert parse_answer("pat", legal) == Action(ActionKind.DRAW)
    assert parse_answer("1", legal) == Action(ActionKind.DRAW)
    with pytest.raises(ValueError, match="say which cards"):
        parse_answer("2", legal)
    with pytest.raises(ValueError, match="say which cards"):
        parse_answer("discard", legal)


def test_bad_draw_game_configurations_are_refused() -> None:
    with pytest.raises(TypeError):
        FiveCardDraw(hole_cards=4)  # type: ignore[call-arg]  # the hand size is the game's
    with pytest.raises(ValueError, match="needs a blind"):
        Badugi(blinds=())
    with pytest.raises(ValueError, match="takes 2 to 8 players"):
        FiveCardDraw().new_hand([100] * 9, seed=1)
    with pytest.raises(ValueError, match="bring-in"):
        DeuceToSevenTripleDraw(betting=FixedLimit(bring_in=1, small_bet=2, big_bet=4))


# --- PokerKit's reading of a reshuffle, and the deck's restock --------------------------------------


def test_by_pokerkits_reading_every_card_out_of_play_comes_back() -> None:
    # Sixteen cards: fifteen dealt three-handed, one left. The button folds; the small blind draws two.
    holes = ["2c 3c 4c 5c 7d", "9s Ts Js Qs Ks", "Ah Ad Ac As Kh"]
    strict = FiveCardDraw(burn=False).new_hand([100] * 3, deck=dealt(holes, "8h", fill=False))
    strict.fold()
    strict.call()
    strict.check()
    assert strict.legal_actions()[1].most == 1  # RULES.md 6: only the stub's one card, and nobody else has discarded
    muck = FiveCardDraw(burn=False, reshuffle="muck")
    hand = muck.new_hand([100] * 3, deck=dealt(holes, "8h", fill=False))
    hand.fold()
    hand.call()
    hand.check()
    assert hand.legal_actions()[1].most == 5
    hand.draw("2c 3c")
    hand.stand_pat()
    (reshuffled,) = [e for e in hand.events if isinstance(e, Reshuffled)]
    assert reshuffled.kept == 1 and reshuffled.cards == tuple(parse_cards("2c 3c Ah Ad Ac As Kh"))  # its own discards, then the folded hand
    assert [str(c) for c in hand.down_cards(0)] == ["4c", "5c", "7d", "8h", "2c"]  # one of its own back
    assert hand.down_cards(2) == () and len(set(places(hand))) == len(places(hand)) == 16
    assert pv.Hand.replay(muck, hand.events).events == hand.events
    assert pv.phh.record(hand).fields["_reshuffle"] == "muck"


def test_a_standard_history_that_needs_pokerkits_reshuffles_is_read_that_way() -> None:
    game = FiveCardDraw(reshuffle="muck")
    hand = game.new_hand([500] * 8, seed=0)
    while not hand.is_over:
        if hand.phase == "draw":
            hand.draw(hand.down_cards(hand.actor))
        else:
            to_the_draw(hand)
    fields = dict(pv.phh.record(hand).fields)
    for ours in ("_reshuffle", "_reshuffled", "_burned"):  # as PokerKit would write it
        fields.pop(ours, None)
    replayed = pv.phh.replay(pv.phh.HandHistory(fields))
    assert replayed.variant.reshuffle is pv.engine.Reshuffle.MUCK and replayed.stacks == hand.stacks
    fields["_reshuffle"] = "discards"  # said outright, the rules are kept to, and the history refused
    with pytest.raises(pv.phh.PHHError, match="dealt again before the discards"):
        pv.phh.replay(pv.phh.HandHistory(fields))


def test_a_deck_restocks_beneath_what_is_left() -> None:
    deck = Deck.stacked("As Kd Qh")
    deck.deal(1)
    assert deck.restock(parse_cards("2c 3c")) == tuple(parse_cards("2c 3c"))
    assert deck.deal(4) == tuple(parse_cards("Kd Qh 2c 3c"))
    seeded = Deck.shuffled(7)
    seeded.deal(52)
    order = seeded.restock(parse_cards("2c 3c 4c 5c 6c 7c"))
    twin = Deck.shuffled(7)
    twin.deal(52)
    assert twin.restock(parse_cards("2c 3c 4c 5c 6c 7c")) == order and sorted(order) == list(parse_cards("2c 3c 4c 5c 6c 7c"))
    assert seeded.copy().deal(6) == order
    shared = random.Random(3)
    before = shared.getstate()
    Deck.shuffled(shared)  # a generator given for the shuffle alone is used for the shuffle alone
    after_plain = shared.getstate()
    shared.setstate(before)
    Deck.shuffled(shared, reshuffles=True)
    assert after_plain != shared.getstate()  # a draw game's deck takes its reshuffle seed from it too
    with pytest.raises(TypeError, match="list of card orders"):
        Deck.stacked("As", reshuffles="2c 3c")  # type: ignore[arg-type]


def test_the_command_line_tells_a_historys_hidden_cards_as_hidden(tmp_path: Path) -> None:
    path = tmp_path / "badugi.phh"
    path.write_text(BADUGI_HISTORY)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["replay", str(path)]) == 0
    story = out.getvalue()
    assert "p1 is dealt ?? ?? ?? ?? down" in story and "p1 discards ?? ??" in story
    assert "a card is burned\n" in story  # the history records no burns: nothing is made up
    assert "p2 shows 3s 5d 7c 8h: Four-card badugi, eight high" in story and "p2 +20" in story


def test_a_full_stacked_deck_whose_planned_reshuffle_does_not_fit_changes_nothing() -> None:
    # Eight players drawing five each from the whole pack: the stub (twelve after the deal, one
    # burned) runs short at the third player, and the reshuffle planned holds other cards.
    order = list(Deck.shuffled(4).cards)
    hand = FiveCardDraw().new_hand([100] * 8, deck=Deck.stacked(order, reshuffles=["As Ks"]))
    to_the_draw(hand)
    for _ in range(7):
        hand.draw(hand.down_cards(hand.actor))
    before, seat = hand.events, hand.actor
    with pytest.raises(ValueError, match="planned as As Ks"):
        hand.draw(hand.down_cards(seat))
    assert hand.events == before and hand.actor == seat and len(hand.down_cards(seat)) == 5


def test_situation_and_a_one_card_range_read_plainly() -> None:
    hand = DeuceToSevenTripleDraw().new_hand([100] * 3, seed=3)
    to_the_draw(hand)
    hand.draw(hand.down_cards(0)[:2])
    hand.stand_pat()
    assert hand.variant.situation(hand, 2).endswith("seat 0 drew 2, seat 1 stood pat")
    assert str(Action(ActionKind.DRAW, 1, most=1)) == "discard 1"


def test_the_cautious_bot_keeps_a_made_hand_and_breaks_a_deuce_to_seven_straight() -> None:
    def first(game: pv.DrawGame, mine: str, other: str) -> pv.Hand:
        order = [c for pair in zip(parse_cards(mine), parse_cards(other)) for c in pair]
        return game.new_hand([100, 100], deck=Deck.stacked(order, fill=True))

    assert keepers(first(FiveCardDraw(), "9s 8d 7c 6h 5s", "2c 2d 3h 4s Kd"), 0) == tuple(parse_cards("9s 8d 7c 6h 5s"))
    assert keepers(first(FiveCardDraw(), "Ks Qs 7s 4s 2s", "2c 2d 3h 4d Kd"), 0) == tuple(parse_cards("Ks Qs 7s 4s 2s"))
    assert keepers(first(DeuceToSevenSingleDraw(), "6s 5d 4c 3h 2s", "Kc Kd 3s 4h Qd"), 0) == tuple(parse_cards("2s 3h 4c 5d"))
