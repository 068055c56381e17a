"""Bailey's Poker, rule by rule, with stacked decks (seed 000, RULES.md 5)."""

from __future__ import annotations

import pytest

from pokervariants import (
    Action,
    ActionKind,
    Bailey,
    BaileyMatch,
    Card,
    CashForPoints,
    Deck,
    FirstToPoints,
    Hand,
    IllegalActionError,
    Stake,
    gamble_value,
    parse_cards,
)
from pokervariants.engine import Acted, Dealt, GambleLaid, Paid, Shown, StreetStarted, Turned
from pokervariants.session import Session
from pokervariants.variants.bailey import BaileyView, visible_strength

pytestmark = pytest.mark.filterwarnings("ignore:BaileyMatch:DeprecationWarning")  # the matches' behaviour, under the old name (the warning is checked below)


def deck(holes: list[str], ups: list[str], then: str = "", *, jokers: int = 0, fill: bool = True) -> Deck:
    """A pack dealing ``holes`` (three per seat, face down) and ``ups`` (two per seat) round by round, then ``then``."""
    down = [parse_cards(h) for h in holes]
    up = [parse_cards(u) for u in ups]
    n = len(down)
    order = [down[s][i] for i in range(3) for s in range(n)] + [up[s][i] for i in range(2) for s in range(n)]
    return Deck.stacked([*order, *parse_cards(then)], fill=fill, jokers=jokers)


def c(text: str) -> Card:
    return Card(text)


def change(card: str, value: int) -> Action:
    return Action(ActionKind.CHANGE, value, (c(card),))


def standing_pat(hand: Hand) -> None:
    """Everyone stands and continues to the end."""
    while not hand.is_over:
        hand.act(hand.legal_actions()[0])


def refused(hand: Hand, action: Action, message: str) -> None:
    """``action`` raises IllegalActionError mentioning ``message`` and leaves the hand as it was."""
    before = (hand.events, hand.legal_actions(), hand.actor, BaileyView(hand).stake, BaileyView(hand).scrap)
    with pytest.raises(IllegalActionError, match=message):
        hand.act(action)
    assert (hand.events, hand.legal_actions(), hand.actor, BaileyView(hand).stake, BaileyView(hand).scrap) == before


# --- configuration -----------------------------------------------------------------


def test_gamble_values() -> None:
    values = [gamble_value(card) for card in parse_cards("2c 9d Tc Jh Qs Kd Ac Jk Jk2")]
    assert values == [2, 9, 10, 11, 12, 13, 15, 0, 0]


def test_valuations_offer_an_ace_as_1_or_15_and_a_joker_as_0() -> None:
    assert Stake().valuations(parse_cards("Ah")) == (1, 15)
    assert Stake().valuations(parse_cards("Jk 5c 5d")) == (0, 5)


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Bailey(jokers=3), "jokers must be 0, 1 or 2"),
        (lambda: Bailey(ceiling=0), "ceiling must be a positive int"),
        (lambda: Bailey().new_hand([0], seed=1), "2 to 4 players"),
        (lambda: Bailey().new_hand([0] * 5, seed=1), "2 to 4 players"),
        (lambda: Bailey().new_hand([0, 0]), "give seed="),
        (lambda: Bailey().new_hand([0, 0], seed=1, deck=Deck.standard()), "not both"),
        (lambda: Bailey().new_hand([0, 0], kitty=-1, seed=1), "kitty cannot be negative"),
        (lambda: Bailey().new_hand([0, 0], deck=Deck.standard(jokers=1)), "has 0 joker"),
        (lambda: Bailey().new_hand([0, 0], deck=Deck.stacked("2c 3c 4c")), "need at least 14 cards"),
    ],
)
def test_bad_configuration(make: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()  # type: ignore[operator]


def test_points_may_be_any_int() -> None:
    hand = Bailey().new_hand([-40, 0, 25], seed=3)
    assert hand.starting_stacks == (-40, 0, 25)


# --- the deal, the gamble cards and the order of play ------------------------------------


def test_deal_three_down_two_up_then_the_first_gamble_card() -> None:
    hand = Bailey().new_hand([0, 0], deck=deck(["2c 3c 4c", "2d 3d 4d"], ["As Kd", "7h 8s"], "Ah"))
    assert hand.down_cards(0) == parse_cards("2c 3c 4c")
    assert hand.up_cards(1) == parse_cards("7h 8s")
    dealt = [e for e in hand.events if isinstance(e, Dealt)]
    assert [(e.seat, e.face_up) for e in dealt] == [(s, up) for up in (False,) * 3 + (True,) * 2 for s in (0, 1)]
    assert hand.round == 1 and hand.phase == "changes"
    assert BaileyView(hand).gamble_cards == (c("Ah"),)
    assert BaileyView(hand).stake == 15  # an ace laid is worth 15
    assert hand.events[-1] == GambleLaid(c("Ah"), 15, 15)


def test_best_visible_hand_plays_first_ties_to_the_lower_seat() -> None:
    hand = Bailey().new_hand(
        [0, 0, 0, 0],
        deck=deck(["2c 3c 4c", "2d 3d 4d", "2h 3h 4h", "2s 3s 4s"], ["9c 8d", "Qc Qd", "9h 8c", "Ah Kh"], "7c"),
    )
    assert BaileyView(hand).order() == (1, 3, 0, 2)  # a pair, ace-king, then 9-8 twice: the lower seat first
    assert hand.actor == 1


def test_visible_strength_puts_three_card_hands_above_shorter_ones() -> None:
    assert visible_strength(parse_cards("2c 3d 5h")) > visible_strength(parse_cards("Ac Ad"))
    assert visible_strength(parse_cards("Ac Ad")) > visible_strength(parse_cards("Ac Kd"))
    assert visible_strength(parse_cards("Kc Jk")) > visible_strength(parse_cards("Qc Jd"))
    assert visible_strength(parse_cards("Qc Jd")) > visible_strength(parse_cards("Jk Jk2"))


# --- changing cards -------------------------------------------------------------------


def two_player_hand(then: str = "Ah Qc 5s 9c 6d 7d Td Jd", **options: object) -> Hand:
    holes, ups = ["2c 3c 4c", "2d 3d 4d"], ["As Kd", "7h 8s"]
    return Bailey(**options).new_hand([0, 0], deck=deck(holes, ups, then))  # type: ignore[arg-type]


def test_ace_laid_is_15_and_an_ace_valued_1_for_a_change() -> None:
    hand = two_player_hand()
    assert hand.actor == 0 and BaileyView(hand).valuations == (1, 15)
    hand.change("Kd", 1)
    assert BaileyView(hand).stake == 16 and BaileyView(hand).scrap == (c("Kd"),)
    assert hand.up_cards(0) == (c("As"),)  # the replacement waits for everyone's discards
    hand.stand()
    hand.change("8s", 15)
    assert BaileyView(hand).stake == 31
    hand.stand()
    assert hand.up_cards(0) == parse_cards("As Qc")
    assert hand.up_cards(1) == parse_cards("7h 5s")
    assert hand.phase == "continue or fold"


def test_a_valuation_must_be_a_laid_gamble_card() -> None:
    hand = two_player_hand()
    refused(hand, change("Kd", 7), "7 is not one; choose from 1, 15")


def test_a_face_down_card_cannot_be_changed() -> None:
    hand = two_player_hand()
    refused(hand, change("2c", 15), "2c is face down")
    refused(hand, change("7h", 15), "seat 0 has no 7h face up")


def test_all_discards_come_before_any_replacement_which_follow_the_same_order() -> None:
    hand = Bailey().new_hand(
        [0, 0, 0],
        deck=deck(["2c 3c 4c", "2d 3d 4d", "2h 3h 4h"], ["9c 8d", "Qc Qd", "Ah Kh"], "7c Tc Jc Kc 6s"),
    )
    assert BaileyView(hand).order() == (1, 2, 0)
    hand.change("Qd", 7)
    hand.change("Qc", 7)  # seat 1 changed both: no more to change, so his series ends by itself
    hand.change("Kh", 7)
    hand.stand()
    assert hand.actor == 0
    hand.change("8d", 7)
    hand.stand()  # the last discard: now the replacements, in order of play
    replacements = [(e.seat, e.card) for e in hand.events if isinstance(e, Dealt)][-4:]
    assert replacements == [(1, c("Tc")), (1, c("Jc")), (2, c("Kc")), (0, c("6s"))]
    assert BaileyView(hand).stake == 7 + 4 * 7
    assert BaileyView(hand).scrap == parse_cards("Qd Qc Kh 8d")


def test_one_series_of_changes_per_round() -> None:
    hand = two_player_hand()
    hand.change("Kd", 15)
    hand.stand()
    hand.stand()
    assert hand.phase == "continue or fold"
    refused(hand, change("Qc", 15), "the changes of round 1 are over")


def test_a_change_the_stock_cannot_supply_is_refused() -> None:
    # 14 cards deal and lay the four gamble cards for two players; a 15th allows one replacement.
    holes, ups = ["2c 3c 4c", "2d 3d 4d"], ["As Kd", "Jk 8s"]
    hand = Bailey(jokers=1).new_hand([0, 0], deck=deck(holes, ups, "Ah 5c 5d 5h 5s", jokers=1, fill=False))
    assert hand.stock == 4  # three gamble cards still to come, so one replacement
    hand.change("Kd", 15)  # nothing more can be replaced: seat 0's series ends by itself
    assert hand.actor == 1  # he may still exchange his joker for the Kd
    assert [str(a) for a in hand.legal_actions()] == ["stand", "exchange Jk for Kd"]
    refused(hand, change("8s", 15), "the stock cannot supply a replacement: 4 cards left, 3 kept back for gamble cards and 1 already owed")
    hand.stand()
    assert hand.phase == "continue or fold" and hand.up_cards(0) == parse_cards("As 5c")


def test_a_seat_with_nothing_it_may_change_is_not_asked() -> None:
    hand = Bailey().new_hand([0, 0], deck=deck(["2c 3c 4c", "2d 3d 4d"], ["As Kd", "7h 8s"], "Ah 5c 5d 5h", fill=False))
    assert hand.stock == 3  # only the gamble cards: nobody can change, so the round goes straight to continue or fold
    assert hand.phase == "continue or fold" and hand.actor == 0


def test_no_folding_during_a_round() -> None:
    hand = two_player_hand()
    refused(hand, Action(ActionKind.FOLD), "cannot fold during round 1")
    refused(hand, Action(ActionKind.CONTINUE), "cannot continue during round 1")


def test_a_joker_laid_is_worth_nothing_but_may_value_a_change_at_0() -> None:
    hand = Bailey(jokers=1).new_hand([0, 0], deck=deck(["2c 3c 4c", "2d 3d 4d"], ["As Kd", "7h 8s"], "Jk 9c", jokers=1))
    assert BaileyView(hand).stake == 0 and hand.events[-1] == GambleLaid(c("Jk"), 0, 0)
    assert BaileyView(hand).valuations == (0,)
    hand.change("Kd", 0)
    assert BaileyView(hand).stake == 0


def joker_hand() -> Hand:
    holes, ups = ["2c 3c 4c", "2d 3d 4d"], ["Ks Kd", "Jk 8s"]
    return Bailey(jokers=2).new_hand([0, 0], deck=deck(holes, ups, "9h Ac 5h 6h Jk2 Qc Td", jokers=2))


def test_a_joker_is_exchanged_for_a_card_in_the_scrap_pile() -> None:
    hand = joker_hand()
    assert BaileyView(hand).order() == (0, 1)
    hand.change("Kd", 9)  # Kd goes to the scrap pile
    hand.stand()
    assert Action(ActionKind.EXCHANGE, 0, parse_cards("Jk Kd")) in hand.legal_actions()
    hand.exchange("Jk", "Kd")
    assert hand.up_cards(1) == parse_cards("Kd 8s")
    assert BaileyView(hand).scrap == (c("Jk"),)  # the joker waits in the scrap pile, for good
    assert BaileyView(hand).stake == 9 + 9  # the exchange itself costs nothing
    refused(hand, Action(ActionKind.EXCHANGE, 0, parse_cards("Jk Kd")), "seat 1 has no Jk face up")
    refused(hand, change("Kd", 9), "Kd came from the scrap pile in this series")


def test_a_joker_in_the_scrap_pile_cannot_come_back() -> None:
    holes, ups = ["2c 3c 4c", "2d 3d 4d"], ["Ks Kd", "Jk Jk2"]
    hand = Bailey(jokers=2).new_hand([0, 0], deck=deck(holes, ups, "9h Ac 5h 6h", jokers=2))
    hand.change("Kd", 9)
    hand.stand()
    hand.exchange("Jk", "Kd")
    assert BaileyView(hand).scrap == (c("Jk"),)
    assert [str(a) for a in hand.legal_actions()] == ["stand", "change Jk2 for 0"]  # RULES.md 5: a joker adds nothing
    refused(hand, Action(ActionKind.EXCHANGE, 0, parse_cards("Jk2 Jk")), "a joker in the scrap pile cannot come back")


def test_only_a_joker_may_be_exchanged() -> None:
    hand = joker_hand()
    hand.change("Kd", 9)
    hand.stand()
    refused(hand, Action(ActionKind.EXCHANGE, 0, parse_cards("8s Kd")), "only a joker can be exchanged")
    refused(hand, Action(ActionKind.EXCHANGE, 0, parse_cards("Jk Qh")), "Qh is not in the scrap pile")


# --- rounds, turning and folding ---------------------------------------------------------


def test_face_down_cards_turn_one_per_round_in_rounds_2_to_4() -> None:
    hand = two_player_hand()
    standing_pat(hand)
    turned = [(e.seat, e.card) for e in hand.events if isinstance(e, Turned)]
    assert [card for seat, card in turned if seat == 0] == list(parse_cards("2c 3c 4c"))
    rounds = [e.street for e in hand.events if isinstance(e, StreetStarted)]
    assert rounds == ["round 1", "round 2", "round 3", "round 4"]
    laid = [e.card for e in hand.events if isinstance(e, GambleLaid)]
    assert laid == list(parse_cards("Ah Qc 5s 9c"))
    assert BaileyView(hand).stake == 15 + 12 + 5 + 9


def test_round_4_has_no_changes_and_no_folds_the_winner_takes_the_stake() -> None:
    hand = two_player_hand()
    for _ in range(3):
        hand.stand()
        hand.stand()
        hand.continue_()
        hand.continue_()
    assert hand.is_over and hand.actor is None and hand.legal_actions() == ()
    refused(hand, Action(ActionKind.FOLD), "no decision is pending")
    shown = [e for e in hand.events if isinstance(e, Shown)]
    assert {e.seat for e in shown} == {0, 1}
    # seat 0: As Kd 2c 3c 4c, a straight flush 2-3-4 of clubs; seat 1: 7h 8s 2d 3d 4d, the same in diamonds
    assert hand.winner is None  # equal hands: no winner, the stake goes to the kitty from both
    assert hand.kitty == 2 * 41 and hand.payoffs == (-41, -41)


def test_winner_collects_the_stake_from_each_player_in_round_4_and_the_kitty() -> None:
    holes = ["Ac Ad Ah", "2d 3h 5c", "7c 9d Jh"]
    ups = ["4s 6s", "8c Tc", "Ks 2h"]
    hand = Bailey().new_hand([0, 0, 0], kitty=30, deck=deck(holes, ups, "2s 3s 4d 5d"))
    standing_pat(hand)
    assert BaileyView(hand).stake == 2 + 3 + 4 + 5
    assert hand.winner == 0
    assert hand.payoffs == (14 + 14 + 30, -14, -14)
    assert hand.kitty == 0
    paid = [(e.payer, e.payee, e.amount, e.reason) for e in hand.payments]
    assert (None, 0, 30, "kitty") in paid


def test_two_in_a_folder_pays_the_other_player_who_wins_at_once() -> None:
    hand = two_player_hand()
    hand.stand()
    hand.stand()
    hand.continue_()
    hand.fold()
    assert hand.is_over and hand.winner == 0
    assert hand.payoffs == (15, -15)
    assert hand.payments == (Paid(1, 0, 15, "fold"),)


def test_three_in_a_folder_pays_the_kitty_which_goes_to_the_winner() -> None:
    holes = ["Ac Ad Ah", "2d 3h 5c", "7c 9d Jh"]
    ups = ["4s 6s", "8c Tc", "Ks 2h"]
    hand = Bailey().new_hand([0, 0, 0], kitty=5, deck=deck(holes, ups, "2s 3s 4d 5d"))
    assert BaileyView(hand).order() == (2, 1, 0)
    for _ in range(3):
        hand.stand()
    hand.fold()  # seat 2, three in: into the kitty
    assert hand.kitty == 5 + 2 and hand.payoffs == (0, 0, -2)
    hand.continue_()
    hand.continue_()
    assert hand.round == 2 and BaileyView(hand).order() == (0, 1)  # ace-six-four showing beats ten-eight-two
    standing_pat(hand)
    assert hand.winner == 0
    assert hand.payoffs == (14 + 7, -14, -2)
    assert hand.kitty == 0


def test_two_folds_in_turn_kitty_then_the_other_player() -> None:
    holes = ["Ac Ad Ah", "2d 3h 5c", "7c 9d Jh"]
    ups = ["4s 6s", "8c Tc", "Ks 2h"]
    hand = Bailey().new_hand([0, 0, 0], deck=deck(holes, ups, "9s 3s 4d 5d"))
    for _ in range(3):
        hand.stand()
    hand.fold()  # seat 2: three were in, into the kitty
    hand.fold()  # seat 1: two were in, to seat 0, who wins at once with the kitty
    assert hand.is_over and hand.winner == 0
    assert hand.payments == (Paid(2, None, 9, "fold"), Paid(1, 0, 9, "fold"), Paid(None, 0, 9, "kitty"))
    assert hand.payoffs == (18, -9, -9) and hand.kitty == 0


def test_fold_is_refused_in_the_changes_and_allowed_at_the_end_of_round_3() -> None:
    hand = two_player_hand()
    for _ in range(2):
        hand.stand()
        hand.stand()
        hand.continue_()
        hand.continue_()
    assert hand.round == 3
    refused(hand, Action(ActionKind.FOLD), "folding comes at the end of the round")
    hand.stand()
    hand.stand()
    assert hand.actor == 0  # ace-two-three showing, a straight, decides first
    hand.fold()
    assert hand.is_over and hand.payoffs == (-(15 + 12 + 5), 15 + 12 + 5)


def test_ceiling_holds_the_stake() -> None:
    hand = two_player_hand(ceiling=20)
    assert BaileyView(hand).stake == 15
    hand.change("Kd", 15)
    assert BaileyView(hand).stake == 20
    hand.stand()
    hand.stand()
    standing_pat(hand)
    assert BaileyView(hand).stake == 20
    assert sorted(hand.payoffs) in ([-20, -20], [-20, 20])  # a tie, or a win: 20 a loser either way


def test_tie_feeds_the_kitty_and_the_next_hands_winner_collects_it() -> None:
    tie = two_player_hand()
    standing_pat(tie)
    assert tie.winner is None and tie.kitty == 82
    following = Bailey().new_hand(
        list(tie.stacks), kitty=tie.kitty, deck=deck(["Ac Ad Ah", "2d 3h 5c"], ["4s 6s", "8c Tc"], "2s 3s 4d 5d")
    )
    standing_pat(following)
    assert following.winner == 0
    assert following.stacks == (-41 + 14 + 82, -41 - 14)
    assert following.kitty == 0


# --- replay and copy -------------------------------------------------------------------


def test_replay_reproduces_a_hand_and_rejects_a_tampered_log() -> None:
    hand = joker_hand()
    hand.change("Kd", 9)
    hand.stand()
    hand.exchange("Jk", "Kd")
    standing_pat(hand)
    again = Hand.replay(Bailey(jokers=2), hand.events)
    assert again.events == hand.events and again.payoffs == hand.payoffs
    events = list(hand.events)
    first = next(i for i, e in enumerate(events) if isinstance(e, Acted))
    tampered = [*events[:first], Acted(0, change("Kd", 7), 0), *events[first + 1 :]]
    with pytest.raises(ValueError, match=f"event {first}: a change is valued at a laid gamble card: 7 is not one; choose from 9"):
        Hand.replay(Bailey(jokers=2), tampered)
    with pytest.raises(ValueError, match="starts with HandStarted"):
        Hand.replay(Bailey(jokers=2), events[1:])


def test_copy_is_independent() -> None:
    hand = two_player_hand()
    clone = hand.copy()
    hand.change("Kd", 15)
    assert BaileyView(clone).stake == 15 and clone.up_cards(0) == parse_cards("As Kd") and BaileyView(clone).scrap == ()
    standing_pat(clone)
    assert not hand.is_over


# --- matches ---------------------------------------------------------------------------


def play_out(match: BaileyMatch) -> None:
    while not match.is_over:
        hand = match.next_hand()
        standing_pat(hand)


def test_a_match_warns_and_is_a_session_whose_log_rebuilds_it() -> None:
    with pytest.warns(DeprecationWarning, match=r"^BaileyMatch is a Session of Bailey's Poker now: Session\(Bailey\(\), players=…, target=…\); the name goes in 0\.2$") as caught:
        match = BaileyMatch(game=Bailey(), players=3, scoring=FirstToPoints(target=100), seed=3, first_dealer=2)
    assert len(caught) == 1 and caught[0].filename == __file__  # once, pointing at the caller
    session = match.session
    assert isinstance(session, Session) and session.target == 100 and session.players == {"0": 1, "1": 2, "2": 3}
    assert match.dealer == 2 and session.button == 3
    for _ in range(3):
        standing_pat(match.next_hand())
    hand = match.next_hand()
    hand.act(hand.legal_actions()[0])  # the fourth hand midway
    assert match.seating == (0, 1, 2) and session.seating == ("0", "1", "2")  # dealer 2 again: player 0 first
    again = Session.rebuild(session.log)
    assert again.stacks == session.stacks and again.kitty == session.kitty and again.seating == session.seating
    assert again.hand is not None and again.hand.events == hand.events
    standing_pat(hand)
    standing_pat(again.hand)
    assert again.stacks == session.stacks == {str(player): score for player, score in enumerate(match.scores)}
    assert again.kitty == match.kitty


def test_match_rotates_the_dealer_and_carries_the_kitty() -> None:
    match = BaileyMatch(game=Bailey(), players=3, seed=5, max_hands=6)
    seatings = []
    kitties = []
    while not match.is_over:
        kitty_before = match.kitty
        hand = match.next_hand()
        assert hand.starting_kitty == kitty_before
        seatings.append(match.seating)
        standing_pat(hand)
        kitties.append(hand.kitty)
        assert sum(match.scores) + match.kitty == 0
    assert seatings[:3] == [(1, 2, 0), (2, 0, 1), (0, 1, 2)]
    assert len(match.hands) == 6
    with pytest.raises(ValueError, match="the match is over"):
        match.next_hand()


def test_a_tie_in_a_match_feeds_the_kitty_and_the_next_winner_collects_it() -> None:
    match = BaileyMatch(game=Bailey(), players=4, seed=106)  # seed 106: the second hand ties when all stand pat
    for _ in range(3):
        standing_pat(match.next_hand())
    first, tie, after = match.hands
    assert first.winner is not None and first.kitty == 0
    assert tie.winner is None and tie.kitty == 4 * BaileyView(tie).stake
    assert all(p == -BaileyView(tie).stake for p in tie.payoffs)
    assert after.starting_kitty == tie.kitty and after.winner is not None
    assert Paid(None, after.winner, tie.kitty, "kitty") in after.payments
    winner = match.seating[after.winner]
    assert after.payoffs[after.winner] == 3 * BaileyView(after).stake + tie.kitty
    assert match.kitty == 0 and sum(match.scores) == 0 and match.scores[winner] == max(match.scores)


def test_match_won_on_points() -> None:
    match = BaileyMatch(game=Bailey(), players=4, scoring=FirstToPoints(target=100), seed=8)
    play_out(match)
    winner = match.winner
    assert winner is not None and match.scores[winner] >= 100
    assert sorted(match.scores)[-2] < 100
    assert match.scores.count(max(match.scores)) == 1


def test_cash_for_points_with_a_ceiling() -> None:
    match = BaileyMatch(game=Bailey(ceiling=25), players=2, scoring=CashForPoints(point_value="0.01"), seed=1, max_hands=10)
    play_out(match)
    assert all(min(hand.payoffs) >= -25 for hand in match.hands)  # a loser pays at most the ceiling
    assert all(BaileyView(hand).stake <= 25 for hand in match.hands)
    assert any(BaileyView(hand).stake == 25 for hand in match.hands)
    assert match.cash == tuple(p * match.scoring.point_value for p in match.scores)  # type: ignore[union-attr]


def test_match_refuses_to_deal_over_a_hand_in_progress() -> None:
    match = BaileyMatch(game=Bailey(), players=2, seed=1)
    match.next_hand()
    with pytest.raises(ValueError, match="not over yet"):
        match.next_hand()


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 5}, "2 to 4 players"),
        ({"players": 2, "first_dealer": 2}, "first_dealer must be"),
        ({"players": 2, "max_hands": 0}, "max_hands must be a positive int"),
    ],
)
def test_bad_match_configuration(options: dict[str, int], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        BaileyMatch(game=Bailey(), seed=1, **options)  # type: ignore[arg-type]


def test_scoring_configuration() -> None:
    with pytest.raises(ValueError, match="target must be a positive int"):
        FirstToPoints(target=0)
    with pytest.raises(ValueError, match="point_value must be a positive amount"):
        CashForPoints(point_value="-1")
    with pytest.raises(ValueError, match="cash needs CashForPoints"):
        BaileyMatch(game=Bailey(), players=2, scoring=FirstToPoints(target=10), seed=1).cash
