"""Showdowns people play (RULES.md 3, "Showdown"): the choosing showdown, where each player in the
rules' order shows or mucks, and hand histories whose players muck (``sm`` without cards, or with
cards the history never shows).

Every history here is composed in the test from the PHH notation: ``pN sm cards`` shows, ``pN sm``
mucks, ``pN sm -`` shows the cards dealt, and ``??`` is a card nobody saw.
"""

from __future__ import annotations

import pickle
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pokervariants as pv
from pokervariants import ActionKind, Card, phh
from pokervariants.cli.narrate import Narrator
from pokervariants.engine.events import Acted, Shown
from pokervariants.phh._games import family_of
from pokervariants.render.svg import _draw

CHOOSE = pv.ShowdownMode.CHOOSE
SHOW, MUCK = pv.Action(ActionKind.SHOW), pv.Action(ActionKind.MUCK)


def holdem_deck(holes: list[str], board: str, burns: str = "4c 5c 6c") -> pv.Deck:
    """A stacked hold'em (or Omaha) deck: each seat's hole cards (dealt round by round), then burn,
    flop, burn, turn, burn, river; the rest of the pack after."""
    hole = [pv.parse_cards(h) for h in holes]
    cards = [hole[seat][r] for r in range(len(hole[0])) for seat in range(len(hole))]
    b, u = pv.parse_cards(board), pv.parse_cards(burns)
    cards += [u[0], *b[:3], u[1], b[3], u[2], b[4]]
    return pv.Deck.stacked(cards, fill=True)


HOLES = ["AsAh", "KsKh", "QsQh"]
BOARD = "2c 7d 9h Jc 3s"  # no straight, no flush: the pairs rank as they are
GAME = pv.Holdem(blinds=(1, 2), showdown="choose")


def to_river(game: pv.Holdem, stacks: list[int], holes: list[str] = HOLES, board: str = BOARD) -> pv.Hand:
    """A hand checked (or called) down to the river's betting."""
    hand = game.new_hand(stacks, deck=holdem_deck(holes, board))
    while hand.street != "river" or hand.phase != "betting":
        hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
    return hand


# --- the engine ---------------------------------------------------------------------------------


def test_the_automatic_showdown_is_the_default_and_offers_no_choice() -> None:
    game = pv.Holdem(blinds=(1, 2))
    assert game.showdown is pv.ShowdownMode.AUTO and pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10).showdown is pv.ShowdownMode.AUTO
    hand = to_river(game, [100] * 3)
    for _ in range(3):
        hand.check()
    assert hand.is_over and hand.shown_seats == (0, 1, 2) and hand.mucked_seats == ()
    assert not any(isinstance(e, Acted) and e.action.kind in (ActionKind.SHOW, ActionKind.MUCK) for e in hand.events)


def test_the_last_aggressor_is_asked_first_then_round_the_table() -> None:
    hand = to_river(GAME, [100] * 3)
    hand.check(); hand.bet(10); hand.call(); hand.call()  # seat 1 bets the river
    assert hand.phase == "showdown" and hand.actor == 1
    assert [str(a) for a in hand.legal_actions()] == ["show", "muck"]
    hand.show()
    assert hand.actor == 2
    hand.show()
    assert hand.actor == 0
    hand.show()
    assert hand.is_over and hand.shown_seats == (1, 2, 0) and hand.payoffs == (24, -12, -12)


def test_when_everyone_checks_the_first_to_act_is_asked_first() -> None:
    hand = to_river(GAME, [100] * 3)
    for _ in range(3):
        hand.check()
    assert hand.actor == 0  # the small blind acts first after the flop
    stud = pv.StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, showdown="choose").new_hand([100] * 3, seed=8)
    while stud.phase != "showdown":
        stud.act(next(a for a in stud.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)))
    opener = pv.StudHigh.opener.first_to_act({s: stud.up_cards(s) for s in range(3)})
    assert stud.actor == opener


def test_the_last_aggressors_opponent_mucks_and_the_aggressor_wins_unshown_cards_kept() -> None:
    hand = to_river(GAME, [100, 100], holes=["QsQh", "AsAh"])  # heads-up: seat 0 the big blind, seat 1 the button
    hand.bet(10); hand.call()  # the big blind bets with the worse hand; the button calls
    assert hand.actor == 0
    hand.show()
    hand.muck()  # the aces concede
    assert hand.is_over and hand.shown_seats == (0,) and hand.mucked_seats == (1,)
    assert hand.payoffs == (12, -12) and hand.winner == 0
    (award,) = hand.results
    assert award.seat == 0 and award.hand is None  # the one claimant left takes the pot uncontested
    mucked = [e for e in hand.events if isinstance(e, Acted) and e.action.kind is ActionKind.MUCK]
    assert [e.seat for e in mucked] == [1] and all(not e.action.cards for e in mucked)
    assert not any(isinstance(e, Shown) and e.seat == 1 for e in hand.events)


def test_everyone_mucks_but_one_who_wins_unshown() -> None:
    hand = to_river(GAME, [100] * 3)
    hand.check(); hand.bet(10); hand.call(); hand.call()
    hand.muck(); hand.muck()  # seats 1 and 2
    assert hand.is_over and hand.shown_seats == () and hand.mucked_seats == (1, 2)
    assert hand.payoffs == (24, -12, -12)
    (award,) = hand.results
    assert award.seat == 0 and award.hand is None and award.cards == ()  # nothing of the winner's hand is told


def test_a_player_who_mucks_gives_up_every_pot_and_a_pot_goes_to_its_last_claimant() -> None:
    # Seat 0 is all in for 20 (the main pot, all three); seats 1 and 2 play a side pot. Seat 1 bets the river.
    def hand() -> pv.Hand:
        h = GAME.new_hand([20, 100, 100], deck=holdem_deck(["AsAh", "KsKh", "QsQh"], BOARD))
        h.call(); h.raise_(20); h.call(); h.call()  # the button calls, the small blind all in, the big blind calls
        while h.phase == "betting" and h.street != "river":
            h.check()
        h.bet(10); h.call()
        return h

    first = hand()
    assert first.actor == 1 and [p.eligible for p in first.pots] == [(0, 1, 2), (1, 2)]
    first.muck()  # seat 1: seat 2 is now the side pot's last claimant
    assert first.actor == 2  # and still contests the main pot against seat 0
    first.muck()  # seat 2 concedes the main pot but keeps the side pot it already held
    assert first.is_over and first.actor is None and first.mucked_seats == (1, 2)
    assert [(a.pot, a.seat, a.amount) for a in first.results] == [(0, 0, 60), (1, 2, 20)]
    assert first.payoffs == (40, -30, -10)

    second = hand()
    second.show(); second.muck()  # seat 1 shows kings, seat 2 mucks queens: seat 0 must now decide
    assert second.actor == 0
    second.muck()  # the aces muck: seat 1 takes both pots
    assert [(a.pot, a.seat) for a in second.results] == [(0, 1), (1, 1)] and second.payoffs == (-20, 50, -30)

    third = hand()
    third.show(); third.show(); third.show()  # cards speak: the aces take the main pot, the kings the side pot
    assert [(a.pot, a.seat) for a in third.results] == [(0, 0), (1, 1)]


def test_a_player_who_mucks_in_a_hi_lo_game_gives_up_both_halves() -> None:
    game = pv.OmahaHiLo8(blinds=(1, 2), showdown="choose")
    holes = ["As2s3hKd", "KhKcQhQc", "4d5d9c9s"]
    board = "6c 7h 8s Td Jh"  # seat 0: A-2 low; seat 2: the best low is 8-7-6-5-4, and a straight
    hand = game.new_hand([100] * 3, deck=holdem_deck(holes, board, burns="2h 3c 5s"))
    while hand.phase != "showdown":
        hand.act(next(a for a in hand.legal_actions() if a.kind in (ActionKind.CHECK, ActionKind.CALL)))
    order = []
    while not hand.is_over:
        order.append(hand.actor)
        hand.muck() if hand.actor == 0 else hand.show()
    assert hand.mucked_seats == (0,)
    assert {(a.share, a.seat) for a in hand.results} <= {("high", 2), ("low", 2), ("all", 2), ("high", 1)}
    assert 0 not in {a.seat for a in hand.results} and hand.payoffs[0] < 0 and sum(hand.payoffs) == 0


def test_a_fold_at_the_showdown_is_refused_and_changes_nothing() -> None:
    hand = to_river(GAME, [100] * 3)
    for _ in range(3):
        hand.check()
    before = hand.events
    with pytest.raises(pv.IllegalActionError, match="legal now are show, muck") as caught:
        hand.fold()
    assert caught.value.legal == (SHOW, MUCK) and hand.events == before and hand.actor == 0


def test_a_showdown_in_progress_copies_pickles_and_replays() -> None:
    hand = to_river(GAME, [100] * 3)
    for _ in range(3):
        hand.check()
    hand.muck()
    for twin in (hand.copy(), pickle.loads(pickle.dumps(hand))):
        assert twin.actor == 1 and twin.mucked_seats == (0,)
        twin.show(); twin.muck()
        assert twin.is_over and twin.payoffs == (-2, 4, -2)
    assert hand.actor == 1 and not hand.is_over  # the original is untouched
    hand.show(); hand.show()
    again = pv.Hand.replay(GAME, hand.events)
    assert again.events == hand.events and again.mucked_seats == (0,) and again.payoffs == (-2, 4, -2)


def test_a_hand_dealt_out_shows_everyone() -> None:
    out = pv.Hand(GAME, [100] * 3, holdem_deck(HOLES, BOARD), deal_out=True)
    assert out.is_over and out.mucked_seats == () and out.shown_seats == (0, 1, 2)


def test_baseball_offers_the_choice_and_baileys_poker_does_not() -> None:
    hand = pv.Baseball(ante=1, small_bet=5, big_bet=10, showdown="choose").new_hand([500] * 3, seed=2)
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(MUCK if MUCK in legal else next(a for a in legal if a.kind is not ActionKind.FOLD))
    assert len(hand.mucked_seats) >= 1 and sum(hand.payoffs) == 0 and len(hand.shown_seats) == 0
    with pytest.raises(TypeError, match="showdown"):
        pv.Bailey(showdown="choose")  # type: ignore[call-arg]  # Bailey's Poker turns every hand itself
    with pytest.raises(ValueError, match="'auto'"):
        pv.Holdem(showdown="sometimes")


def test_the_story_and_the_pictures_tell_who_mucked_and_never_what() -> None:
    hand = to_river(GAME, [100] * 3)
    hand.check(); hand.bet(10); hand.call(); hand.call()
    hand.show(); hand.muck(); hand.muck()  # seat 1's kings shown; seats 2 and 0 muck
    told = Narrator.for_game(GAME, ["Ann", "Bob", "Cy"], viewer=1).lines(hand.events)
    assert told[-4:] == ["  Bob shows Ks Kh 2c 7d 9h Jc 3s: Pair of kings", "  Cy mucks", "  Ann mucks", "  Bob wins 36"]  # a show told once, with its cards
    assert not _tokens("\n".join(told)) & {"As", "Ah", "Qs", "Qh"}
    page = pv.render.page(hand, seat=1)
    assert "mucks" in page and "K\u2660" in page
    for card in ("As", "Ah", "Qs", "Qh"):
        assert _draw.card_name(Card(card)) not in page
        assert f"{card[0]}{dict(s=chr(0x2660), h=chr(0x2665))[card[1]]}</span>" not in page


# --- hand histories -----------------------------------------------------------------------------

NT_HEAD = 'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n'
PO_HEAD = 'variant = "PO"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\nstarting_stacks = [100, 100, 100]\n'
F7S_HEAD = 'variant = "F7S"\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\nstarting_stacks = [100, 100, 100]\n'
D_HEAD = 'variant = "N2L1D"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\n'


def history(head: str, actions: list[str], tail: str = "") -> phh.HandHistory:
    return phh.loads(head + "actions = [" + ", ".join(f'"{a}"' for a in actions) + "]\n" + tail)


NT_RIVER = ["d dh p1 ????", "d dh p2 KsKh", "d dh p3 ????", "p3 cc", "p1 cc", "p2 cc", "d db 2c7d9h", "p1 cc", "p2 cc", "p3 cc",
            "d db Jc", "p1 cc", "p2 cc", "p3 cc", "d db 3s", "p1 cc", "p2 cbr 10", "p3 cc", "p1 f"]


@pytest.mark.parametrize("muck", ["p3 sm ????", "p3 sm", "p3 sm ??Qh"])
def test_a_holdem_history_whose_player_never_shows_replays_as_a_muck(muck: str) -> None:
    text = history(NT_HEAD, [*NT_RIVER, "p2 sm KsKh", muck], "finishing_stacks = [98, 114, 88]\n")
    hand = phh.replay(text)
    assert hand.mucked_seats == (2,) and hand.shown_seats == (1,) and hand.stacks == (98, 114, 88)
    assert hand.variant.showdown is CHOOSE and phh.game_of(text).showdown is pv.ShowdownMode.AUTO
    recorded = phh.record(hand)
    assert recorded.actions[-2:] == ("p2 sm KsKh", "p3 sm") and recorded["_showdown"] == "choose"
    assert "d dh p3 " + muck[len("p3 sm "):].ljust(4, "?") in recorded.actions  # what the history did not show stays unknown
    assert phh.replay(phh.loads(phh.dumps(recorded))).stacks == (98, 114, 88)


def test_the_order_of_the_history_s_showdown_lines_does_not_matter() -> None:
    text = history(NT_HEAD, [*NT_RIVER, "p3 sm ????", "p2 sm KsKh"])
    hand = phh.replay(text)
    assert hand.mucked_seats == (2,) and hand.payoffs == (-2, 14, -12)
    assert phh.record(hand).actions[-2:] == ("p2 sm KsKh", "p3 sm")  # the rules' order: the river's bettor first


def test_a_bare_sm_is_a_muck_even_when_the_cards_are_known() -> None:
    known = [a.replace("d dh p1 ????", "d dh p1 9s9d").replace("d dh p3 ????", "d dh p3 AsAh") for a in NT_RIVER]
    shows = phh.replay(history(NT_HEAD, [*known, "p2 sm -", "p3 sm -"]))  # sm -: the cards dealt, shown
    assert shows.payoffs == (-2, -12, 14) and shows.mucked_seats == () and shows.variant.showdown is pv.ShowdownMode.AUTO
    mucks = phh.replay(history(NT_HEAD, [*known, "p2 sm -", "p3 sm"]))
    assert mucks.payoffs == (-2, 14, -12) and mucks.mucked_seats == (2,)


def test_an_omaha_history_with_a_muck() -> None:
    actions = ["d dh p1 ????????", "d dh p2 AsAhKdQc", "d dh p3 ????????", "p3 cc", "p1 f", "p2 cc", "d db 2c7d9h",
               "p2 cbr 4", "p3 cc", "d db Jc", "p2 cc", "p3 cc", "d db 3s", "p2 cc", "p3 cc", "p2 sm AsAhKdQc", "p3 sm ????????"]
    hand = phh.replay(history(PO_HEAD, actions, "finishing_stacks = [99, 107, 94]\n"))
    assert hand.mucked_seats == (2,) and hand.shown_seats == (1,)


def test_a_stud_history_with_a_muck() -> None:
    actions = ["d dh p1 ????Kc", "d dh p2 AsAd9h", "d dh p3 ????4c", "p3 pb", "p1 cc", "p2 cc",
               "d dh p1 ??", "d dh p2 2h", "d dh p3 ??", "p1 cc", "p2 cc", "p3 cc",  # p1's king (and stand-ins) open the streets
               "d dh p1 ??", "d dh p2 7h", "d dh p3 ??", "p1 cc", "p2 cbr 10", "p3 f", "p1 cc",
               "d dh p1 ??", "d dh p2 8c", "p1 cc", "p2 cbr 10", "p1 cc",
               "d dh p1 ??", "d dh p2 Td", "p1 cc", "p2 cbr 10", "p1 cc",
               "p2 sm AsAd9h2h7h8cTd", "p1 sm ??????????????"]
    text = history(F7S_HEAD, actions)
    hand = phh.replay(text)
    assert hand.mucked_seats == (0,) and hand.shown_seats == (1,) and hand.payoffs == (-33, 36, -3)
    assert phh.replay(phh.loads(phh.dumps(phh.record(hand)))).payoffs == hand.payoffs


def test_a_draw_history_with_a_muck() -> None:
    actions = ["d dh p1 ??????????", "d dh p2 7h5c4d3s2h", "p2 cc", "p1 cc", "p1 sd ????", "p2 sd", "d dh p1 ????",
               "p1 cc", "p2 cbr 6", "p1 cc", "p2 sm 7h5c4d3s2h", "p1 sm ??????????"]
    hand = phh.replay(history(D_HEAD, actions, "finishing_stacks = [92, 108]\n"))
    assert hand.mucked_seats == (0,) and hand.stacks == (92, 108)
    back = phh.record(hand)
    assert back.actions[-1] == "p1 sm" and phh.replay(phh.loads(phh.dumps(back))).stacks == (92, 108)


def test_a_history_of_a_choosing_game_stops_where_its_showdown_stops() -> None:
    hand = to_river(GAME, [100] * 3)
    hand.check(); hand.bet(10); hand.call(); hand.call()
    hand.show()  # seat 2 is to choose next
    history_ = phh.record(hand)
    assert history_["_showdown"] == "choose" and history_.actions[-1] == "p2 sm KsKh"
    partial = phh.replay(phh.loads(phh.dumps(history_)))
    assert partial.phase == "showdown" and partial.actor == 2 and partial.shown_seats == (1,)
    hand.muck(); hand.muck()
    whole = phh.replay(phh.loads(phh.dumps(phh.record(hand))))
    assert whole.is_over and whole.payoffs == hand.payoffs and whole.mucked_seats == (2, 0) and whole.variant == GAME


def test_only_games_with_the_option_replay_a_muck() -> None:
    """Bailey's Poker (the dealer turns every hand) has no choosing showdown to replay a muck under."""
    assert family_of(pv.Bailey).choosing_showdown(pv.Bailey()) is None and family_of(pv.Bailey).showdown(pv.Bailey()) is None
    assert family_of(pv.Holdem).showdown(GAME) is CHOOSE and family_of(pv.Razz).showdown(pv.Razz(bring_in=1, small_bet=2, big_bet=4)) is pv.ShowdownMode.AUTO
    chooser = family_of(pv.Holdem).choosing_showdown(pv.Holdem())
    assert chooser == pv.Holdem(showdown="choose") and family_of(pv.Holdem).choosing_showdown(GAME) is GAME
    stud = pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
    assert family_of(pv.Razz).choosing_showdown(stud) == pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, showdown="choose")


# --- every hand, at random ----------------------------------------------------------------------

GAMES = [
    GAME,
    pv.Omaha(blinds=(1, 2), showdown="choose"),
    pv.OmahaHiLo8(blinds=(1, 2), showdown="choose"),
    pv.StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10, showdown="choose"),
    pv.Razz(ante=1, bring_in=2, small_bet=5, big_bet=10, showdown="choose"),
    pv.Baseball(ante=1, small_bet=5, big_bet=10, showdown="choose"),
    pv.DeuceToSevenTripleDraw(showdown="choose"),
]


def play_out(game: pv.GameVariant, stacks: list[int], seed: int, choices: st.DataObject) -> pv.Hand:
    """A hand played at random; at the showdown, each player shows or mucks as ``choices`` draws."""
    hand = game.new_hand(stacks, seed=seed)
    assert isinstance(hand, pv.Hand)
    bot = pv.bots.RandomBot()
    rng = random.Random(seed)
    while not hand.is_over:
        if hand.phase == "showdown":
            hand.act(choices.draw(st.sampled_from([SHOW, MUCK]), label=f"seat {hand.actor}"))
        else:
            hand.act(bot.choose(hand, hand.actor, rng))  # type: ignore[arg-type]  # a decision is pending
    return hand


def _tokens(text: str) -> set[str]:
    return set(re.findall(r"\b[2-9TJQKA][cdhs]\b", text))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), players=st.integers(2, 4), seed=st.integers(0, 10**6), choices=st.data())
def test_random_hands_with_random_mucks_conserve_chips_replay_and_hide_mucked_cards(game: pv.GameVariant, players: int, seed: int, choices: st.DataObject) -> None:
    stacks = choices.draw(st.lists(st.integers(20, 300), min_size=players, max_size=players), label="stacks")
    hand = play_out(game, stacks, seed, choices)
    assert sum(hand.payoffs) == 0 and sum(hand.stacks) == sum(stacks)
    assert not set(hand.shown_seats) & set(hand.mucked_seats)
    assert all(a.seat not in hand.mucked_seats or a.hand is None for a in hand.results)
    again = pv.Hand.replay(game, hand.events)
    assert again.events == hand.events and again.payoffs == hand.payoffs
    back = phh.replay(phh.loads(phh.dumps(phh.record(hand))))
    assert back.payoffs == hand.payoffs and back.mucked_seats == hand.mucked_seats and back.shown_seats == hand.shown_seats
    for mucker in hand.mucked_seats:
        secret = {str(c) for c in hand.down_cards(mucker)}
        for viewer in range(players):
            if viewer == mucker:
                continue
            told = Narrator.for_game(game, [f"p{s + 1}" for s in range(players)], viewer=viewer).lines(hand.events)
            assert not _tokens("\n".join(told)) & secret
            picture = pv.render.svg.table(hand, viewer)
            assert not any(_draw.card_name(Card(c)) in picture for c in hand.down_cards(mucker))
