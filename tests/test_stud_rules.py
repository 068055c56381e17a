"""Scripted hands with stacked decks for every rule of RULES.md section 3."""

from __future__ import annotations

import pytest

from pokervariants import (
    Action,
    ActionKind,
    Deck,
    Hand,
    IllegalActionError,
    OddChip,
    Razz,
    StudHigh,
    StudHiLo8,
    parse_cards,
)
from pokervariants.engine import Awarded, CommunityDealt, Returned, Shown

STUD = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10)
RAZZ = Razz(ante=1, bring_in=2, small_bet=5, big_bet=10)
EIGHT = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10)


def stud_deck(*hands: str) -> Deck:
    """A deck dealing each seat its cards in order: two down, one up, three up, one down.

    A seat given fewer than seven cards has folded by then; the rest of the pack follows.
    """
    cards = [parse_cards(h) for h in hands]
    order = [h[i] for i in range(7) for h in cards if i < len(h)]
    return Deck.stacked(order, fill=True)


def legal(hand: Hand) -> list[str]:
    return [str(a) for a in hand.legal_actions()]


def awards(hand: Hand) -> list[tuple[int, str, int, int]]:
    return [(e.pot, e.share, e.seat, e.amount) for e in hand.events if isinstance(e, Awarded)]


# --- bring-in -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "ups", "seat"),
    [
        (STUD, ["3c", "2d", "2c"], 2),  # lowest card; clubs lowest in a tie
        (STUD, ["As", "3h", "Kd"], 1),  # the ace is high for the bring-in
        (EIGHT, ["Ac", "4d", "4c"], 2),  # Stud/8 brings in as Stud High: ace high, by suit
        (EIGHT, ["Ac", "Kd"], 1),
        (RAZZ, ["Kh", "Ks", "Qc"], 1),  # highest card; spades highest in a tie
        (RAZZ, ["Ac", "2d", "9s"], 2),  # the ace is low in Razz
        (RAZZ, ["As", "2c"], 1),
    ],
)
def test_bring_in_seat(game: StudHigh, ups: list[str], seat: int) -> None:
    fillers = iter(c for c in parse_cards("Jh Jd Th Td 9h 9d 8h 8d 7h 7d 6h 6d 5h 5d") if str(c) not in ups)
    hands = [f"{next(fillers)} {next(fillers)} {up}" for up in ups]
    deck = stud_deck(*hands)
    hand = game.new_hand([100] * len(ups), deck=deck)
    assert hand.actor == seat
    assert legal(hand) == ["bring-in 2", "complete 5"]


def test_bring_in_then_calls_end_the_round_without_an_option() -> None:
    hand = STUD.new_hand([100] * 3, deck=stud_deck("Ah Kh 2c", "Ad Kd 9c", "As Ks Tc"))
    assert hand.actor == 0
    hand.bring_in()
    assert hand.actor == 1 and legal(hand) == ["fold", "call 2", "complete 5"]
    hand.call()
    hand.call()
    assert hand.street == "fourth"  # no option for the bring-in


def test_bring_in_player_may_complete() -> None:
    hand = STUD.new_hand([100] * 3, deck=stud_deck("Ah Kh 2c", "Ad Kd 9c", "As Ks Tc"))
    hand.complete()
    assert hand.actor == 1 and legal(hand) == ["fold", "call 5", "raise 10"]


def test_completion_then_three_raises_then_the_cap() -> None:
    hand = STUD.new_hand([200] * 4, deck=stud_deck("Ah Kh 2c", "Ad Kd 9c", "As Ks Tc", "Qs Qd Jc"))
    hand.bring_in()
    hand.complete()  # seat 1: completion is not a raise
    hand.raise_()  # 10
    hand.raise_()  # 15
    hand.raise_()  # seat 0: 20, a bet and three raises
    assert hand.actor == 1 and legal(hand) == ["fold", "call 20"]
    hand.call()
    assert legal(hand) == ["fold", "call 20"]
    with pytest.raises(IllegalActionError, match="legal now are fold, call 20"):
        hand.raise_()


def test_heads_up_uncapped() -> None:
    game = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, heads_up_uncapped=True)
    hand = game.new_hand([500, 500], deck=stud_deck("Ah Kh 2c", "Ad Kd 9c"))
    hand.complete()
    for _ in range(6):
        hand.raise_()
    assert hand.bets == (30, 35) or hand.bets == (35, 30)
    assert "raise" in " ".join(legal(hand))
    capped = STUD.new_hand([500, 500], deck=stud_deck("Ah Kh 2c", "Ad Kd 9c"))
    capped.complete()
    for _ in range(3):
        capped.raise_()
    assert legal(capped) == ["fold", "call 20"]


# --- who acts first and the open pair ----------------------------------------------------


def test_best_board_acts_first_ties_to_lowest_seat() -> None:
    # seat 0 brings in with 2c; on 4th seats 1 and 2 both show K-Q: seat 1 acts first
    hand = STUD.new_hand([100] * 3, deck=stud_deck("Ah Ac 2c 3d", "Ad 7c Kd Qh", "As 7d Kc Qc"))
    hand.bring_in()
    hand.call()
    hand.call()
    assert hand.street == "fourth" and hand.actor == 1


def test_pair_showing_beats_high_cards_for_acting_first() -> None:
    hand = STUD.new_hand([100] * 3, deck=stud_deck("Ah Ac 2c 2d", "Ad 7c Kd Qh", "As 7d Kc Qc"))
    hand.bring_in()
    hand.call()
    hand.call()
    assert hand.actor == 0  # a pair of twos showing beats ace-king


def test_razz_lowest_board_acts_first() -> None:
    # Kd brings in; on 4th seat 2 shows 7-3, seat 1 shows 7-4: seat 2 acts first; a pair counts against
    hand = RAZZ.new_hand([100] * 3, deck=stud_deck("Ah Ac Kd 3s", "Ad 9c 7d 4h", "As 9d 7c 3c"))
    assert hand.actor == 0
    hand.bring_in()
    hand.call()
    hand.call()
    assert hand.actor == 2


def test_open_pair_on_fourth_allows_the_big_bet_in_stud_high_only() -> None:
    deck = "Ah Ac 2c 2d", "Ad 7c Kd Qh", "As 7d Kc Jc"
    hand = STUD.new_hand([100] * 3, deck=stud_deck(*deck))
    hand.bring_in(); hand.call(); hand.call()  # fmt: skip
    assert legal(hand) == ["check", "bet 5", "bet 10"]
    hand.bet(5)
    assert legal(hand) == ["fold", "call 5", "raise 10", "raise 15"]
    hand.raise_(15)  # a big raise: later raises are big
    assert legal(hand) == ["fold", "call 15", "raise 25"]
    eight = StudHiLo8(ante=1, bring_in=2, small_bet=5, big_bet=10).new_hand([100] * 3, deck=stud_deck(*deck))
    eight.bring_in(); eight.call(); eight.call()  # fmt: skip
    assert legal(eight) == ["check", "bet 5"]


def test_big_bet_from_fifth_street() -> None:
    hand = STUD.new_hand([100] * 2, deck=stud_deck("Ah Ac 2c 3d 4h", "Ad 7c Kd Qh 9s"))
    hand.bring_in(); hand.call()  # fmt: skip
    hand.check(); hand.check()  # fmt: skip
    assert hand.street == "fifth" and legal(hand) == ["check", "bet 10"]


# --- all-in and side pots --------------------------------------------------------------------


def test_all_in_for_less_than_a_bet_and_the_uncalled_part() -> None:
    hand = STUD.new_hand([100, 4], deck=stud_deck("Ah Ac 2c 2d 3h 4h 5h", "Kd Kc 9c 9d 8s 7s 6s"))
    hand.bring_in()  # seat 0 brings in 2; seat 1 has 3 left after the ante
    assert legal(hand) == ["fold", "call 2", "complete 3"]
    hand.complete()  # all in for 3: less than a completion
    assert hand.actor == 0 and legal(hand) == ["fold", "call 3"]
    hand.call()
    assert hand.is_over  # nobody left to bet against: dealt out
    assert sum(a for *_, a in awards(hand)) == 8


def test_short_all_in_raise_does_not_reopen_the_betting() -> None:
    hand = STUD.new_hand([100, 100, 9], deck=stud_deck("Ah Ac 2c", "Kd Kc 9c", "Qs Qd 8c"))
    hand.bring_in()  # 2
    hand.complete()  # seat 1: 5
    hand.call()  # seat 2 calls 5, 3 behind
    hand.raise_()  # seat 0: 10
    hand.call()  # seat 1
    assert hand.actor == 2 and legal(hand) == ["fold", "call 8"]  # all in for less
    hand.call()
    assert hand.street == "fourth"


def test_short_all_in_raise_lets_players_who_acted_only_call() -> None:
    hand = STUD.new_hand([100, 100, 5], deck=stud_deck("Ah Ac 2c", "Kd Kc 9c", "Qs Qd 8c"))
    hand.bring_in()  # seat 0: 2
    hand.call()  # seat 1: 2
    hand.complete()  # seat 2: all in for 4, at least half the completion: it counts as one
    # RULES.md 3, the fixed-limit grid: it counts as the completion to 5, so the next raise goes to 10
    assert hand.actor == 0 and legal(hand) == ["fold", "call 4", "raise 10"]
    short = STUD.new_hand([100, 100, 4], deck=stud_deck("Ah Ac 2c", "Kd Kc 9c", "Qs Qd 8c"))
    short.bring_in()  # 2
    short.call()  # 2
    short.complete()  # seat 2: all in for 3, less than half the completion
    assert short.actor == 0 and legal(short) == ["fold", "call 3"]
    short.call()
    assert legal(short) == ["fold", "call 3"]


def test_three_way_side_pots() -> None:
    hand = STUD.new_hand([21, 51, 101], deck=stud_deck("2h 3h 4h 5h 6h 9c 9d", "Ad Ac Kd Kc 8s 8d 2c", "Qs Qh Js Jh Ts Th 3c"))
    # seat 0 (4h) brings in; everyone puts everything in
    while not hand.is_over:
        options = hand.legal_actions()
        raising = [a for a in options if a.kind in (ActionKind.RAISE, ActionKind.BET, ActionKind.COMPLETE)]
        hand.act(raising[-1] if raising else next(a for a in options if a.kind in (ActionKind.CALL, ActionKind.CHECK)))
    pots = sorted({e.pot for e in hand.events if isinstance(e, Awarded)})
    assert pots == [0, 1]
    # seat 0's straight flush takes the main pot (3 x 21), seat 1's kings full the side pot (2 x 30)
    assert awards(hand) == [(0, "all", 0, 63), (1, "all", 1, 60)]
    assert all(e.seat == 2 for e in hand.events if isinstance(e, Returned))  # only the big stack's excess comes back
    assert hand.payoffs == (42, 9, -51)


# --- showdown, splits and odd chips ---------------------------------------------------------


def call_down(hand: Hand) -> None:
    while not hand.is_over:
        kinds = {a.kind: a for a in hand.legal_actions()}
        hand.act(kinds.get(ActionKind.BRING_IN) or kinds.get(ActionKind.CHECK) or kinds[ActionKind.CALL])


def test_hi_lo_split_and_scoop() -> None:
    split = StudHiLo8(ante=5, bring_in=1, small_bet=10, big_bet=20)
    hand = split.new_hand([100, 100], deck=stud_deck("Ah 2c 3d 4s 5h Kd Kc", "Qd Qc Qs Jh Jd 9s 9h"))
    call_down(hand)
    assert awards(hand) == [(0, "high", 1, 6), (0, "low", 0, 6)]
    scoop = split.new_hand([100, 100], deck=stud_deck("Ah 2c 3d 4h 5h 7h 8h", "Qd Qc 9s Jh Jd Ts 2s"))
    call_down(scoop)
    assert scoop.payoffs == (6, -6)  # a straight for high and the wheel for low


def test_no_qualifying_low_high_takes_all() -> None:
    hand = EIGHT.new_hand([100, 100], deck=stud_deck("Ah Kc Qd Js 9h 9d 9c", "2d 2c 3s 3h Td Tc 4h"))
    call_down(hand)
    assert [share for _, share, _, _ in awards(hand)] == ["all"]


def test_quartering() -> None:
    game = StudHiLo8(ante=3, bring_in=1, small_bet=10, big_bet=20)
    # seats 0 and 1 hold the same 8-7-6-5-4 low; seat 2's full house wins high
    hand = game.new_hand([50, 50, 50], deck=stud_deck("8c 7c 6d 5h 4h Kd Qs", "8d 7d 6h 5s 4s Jc Ts", "Ac Ad As Kc Kh 2h 3h"))
    call_down(hand)
    assert awards(hand) == [(0, "high", 2, 6), (0, "low", 0, 3), (0, "low", 1, 3)]
    assert [str(r.hand) for r in hand.results] == ["Full house, aces over kings", "Eight-seven low", "Eight-seven low"]


def test_odd_chip_between_halves_goes_high() -> None:
    game = StudHiLo8(ante=1, bring_in=2, small_bet=3, big_bet=6)
    hand = game.new_hand([50, 50, 50], deck=stud_deck("Kc Kd Ks 9c 9d Qh Jh", "Ac 2d 3h 4s 5c 7d 8s", "Qs Qd 2c"))
    assert hand.actor == 2
    hand.bring_in(); hand.complete(); hand.call(); hand.fold()  # fmt: skip
    call_down(hand)
    assert awards(hand) == [(0, "high", 0, 6), (0, "low", 1, 5)]  # 11 chips: the odd one to high


@pytest.mark.parametrize(("rule", "seat"), [(OddChip.RROP, 0), (OddChip.TDA, 1)])
def test_odd_chip_in_a_tied_share(rule: OddChip, seat: int) -> None:
    """Seats 0 and 1 tie with a nine-high straight. RRoP: seat 0's K of spades is the highest card
    held; TDA: the high cards of the winning fives are 9c and 9h, so seat 1."""
    game = StudHigh(ante=1, bring_in=2, small_bet=3, big_bet=6, odd_chip=rule)
    hand = game.new_hand([50, 50, 50], deck=stud_deck("5c 6d 7h 8s 9c Ks 2d", "5d 6h 7s 8d 9h 3c 2s", "Qh Qd 2c"))
    hand.bring_in(); hand.complete(); hand.call(); hand.fold()  # fmt: skip
    call_down(hand)
    won = {s: a for _, _, s, a in awards(hand)}
    assert won[seat] == 6 and won[1 - seat] == 5


def test_odd_chip_in_a_tied_low_goes_to_the_lowest_card() -> None:
    game = Razz(ante=1, bring_in=2, small_bet=3, big_bet=6)
    # both make 7-5-4-3-2; seat 0's two of clubs is the lowest card by suit
    hand = game.new_hand([50, 50, 50], deck=stud_deck("7c 5d 4h 3s 2c Kd Kh", "7d 5h 4s 3c 2d Kc Ks", "Qh Qd Js"))
    assert hand.actor == 2
    hand.bring_in(); hand.complete(); hand.call(); hand.fold()  # fmt: skip
    call_down(hand)
    assert {s: a for _, _, s, a in awards(hand)} == {0: 6, 1: 5}


def test_showdown_order_last_aggressor_first() -> None:
    hand = STUD.new_hand([100] * 3, deck=stud_deck("Ah Ac 2c 3d 4h 5s 6s", "Ad 7c Kd Qh 9s 9h 2s", "As 7d Kc Jc Td 8d 3s"))
    call_down_with_bet_on_last = []
    while not hand.is_over:
        kinds = {a.kind: a for a in hand.legal_actions()}
        if hand.street == "seventh" and hand.actor == 2 and ActionKind.BET in kinds:
            hand.act(kinds[ActionKind.BET])
            call_down_with_bet_on_last.append(2)
            continue
        hand.act(kinds.get(ActionKind.BRING_IN) or kinds.get(ActionKind.CHECK) or kinds[ActionKind.CALL])
    shown = [e.seat for e in hand.events if isinstance(e, Shown)]
    assert call_down_with_bet_on_last and shown[0] == 2 and shown == [2, 0, 1]


# --- running out of cards --------------------------------------------------------------------


def test_eight_players_run_out_and_share_a_community_card() -> None:
    hand = STUD.new_hand([100] * 8, seed=11)
    call_down(hand)
    community = [e for e in hand.events if isinstance(e, CommunityDealt)]
    assert len(community) == 1 and hand.community == (community[0].card,)
    for seat in range(8):
        assert len(hand.cards(seat)) == 7 and hand.cards(seat)[-1] == community[0].card
    assert sum(hand.payoffs) == 0


def test_burn_cards_with_eight_players() -> None:
    game = StudHigh(ante=1, bring_in=2, small_bet=5, big_bet=10, burn=True)
    hand = game.new_hand([100] * 8, seed=3)
    call_down(hand)
    assert sum(hand.payoffs) == 0
    assert all(len(hand.cards(s)) in (6, 7) for s in range(8))


# --- configuration and errors -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"ante": 1, "bring_in": 5, "small_bet": 5, "big_bet": 10}, "bring-in must be"),
        ({"ante": 1, "bring_in": 0, "small_bet": 5, "big_bet": 10}, "bring-in must be more than 0"),
        ({"ante": -1, "bring_in": 2, "small_bet": 5, "big_bet": 10}, "ante must be"),
        ({"ante": 1, "bring_in": 2, "small_bet": 10, "big_bet": 5}, "small_bet <= big_bet"),
    ],
)
def test_bad_configuration(kwargs: dict[str, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        StudHigh(**kwargs)


def test_configuration_is_keyword_only() -> None:
    with pytest.raises(TypeError):
        StudHigh(1, 2, 5, 10)  # type: ignore[misc]


def test_new_hand_errors() -> None:
    with pytest.raises(ValueError, match="2 to 8 players"):
        STUD.new_hand([100] * 9, seed=1)
    with pytest.raises(ValueError, match="give seed="):
        STUD.new_hand([100, 100])
    with pytest.raises(ValueError, match="positive ints"):
        STUD.new_hand([100, 0], seed=1)


def test_illegal_action_changes_nothing_and_says_what_is_legal() -> None:
    hand = STUD.new_hand([100] * 3, seed=5)
    before = hand.events
    with pytest.raises(IllegalActionError, match=r"cannot check: legal now are bring-in 2, complete 5"):
        hand.check()
    with pytest.raises(IllegalActionError):
        hand.act(Action(ActionKind.BET, 3))
    assert hand.events == before
    call_down(hand)
    with pytest.raises(IllegalActionError, match="no decision is pending"):
        hand.fold()
